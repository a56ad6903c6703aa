import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigSchema } from '../../src/config.js';
import { BookingSchema } from '../../src/domain/schemas.js';
import { composeEmail } from '../../src/daemon/channels/email.js';
import { hotelView } from '../../src/daemon/channels/hotelView.js';
import { CATALOGUES, LANGUAGES, hotelLanguage } from '../../src/daemon/i18n/index.js';
import { makeBooking } from '../helpers.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function request(raw: Record<string, any>, config: Record<string, unknown> = {}) {
  const booking = BookingSchema.parse(raw);
  return composeEmail({
    bookingPk: 1,
    bookingId: booking.BookingCode,
    booking,
    contactId: 1,
    attempt: 1,
    maxAttempts: 4,
    updated: false,
    replyUrl: 'https://reconfirm.example/hotel/respond/TOKEN',
    token: 'TOKEN',
    expiresAt: '2027-03-04T12:00:00.000Z',
    now: 0,
    view: hotelView(ConfigSchema.parse(config), booking),
  });
}

describe('the message catalogues', () => {
  it('every language has the keys of English, each with the same placeholders, none left empty', () => {
    const keys = Object.keys(CATALOGUES.en).sort();
    for (const lang of LANGUAGES) {
      const cat = CATALOGUES[lang] as Record<string, string>;
      assert.deepEqual(Object.keys(cat).sort(), keys, `${lang} has the same keys as en`);
      for (const key of keys) {
        assert.ok(cat[key].trim(), `${lang} ${key} is not empty`);
        assert.deepEqual(placeholders(cat[key]), placeholders(CATALOGUES.en[key as keyof typeof CATALOGUES.en]), `${lang} ${key} has the placeholders of en`);
      }
    }
  });

  it("the hotel's language comes from the config for the hotel, else its MasterProvider, else its country, else the default", () => {
    const s = { default: 'en' as const, byHotel: { 'hotel miramar ': 'fr' as const }, byMasterProvider: { AlpsBeds: 'it' as const } };
    assert.equal(hotelLanguage(s, { Name: 'Hotel Miramar', CountryCode: 'ES' }), 'fr');
    assert.equal(hotelLanguage(s, { Name: 'Hotel Adler', MasterProvider: 'alpsbeds', CountryCode: 'AT' }), 'it');
    assert.equal(hotelLanguage(s, { Name: 'Hotel Adler', CountryCode: 'AT' }), 'de');
    assert.equal(hotelLanguage(s, { Name: 'Pousada', CountryCode: 'BR' }), 'pt');
    assert.equal(hotelLanguage(s, { Name: 'Hotel Sakura', CountryCode: 'JP' }), 'en');
  });
});

describe('the request e-mail in the hotel language, on its clock, without the price', () => {
  it('a hotel in Spain is written to in Spanish with the dates in Spanish; no amount is shown by default', () => {
    const mail = request(makeBooking({ BookingCode: 'ES-1', CheckIn: '2027-03-10', CheckOut: '2027-03-13' }));
    assert.equal(mail.subject, 'Rogamos reconfirmen esta reserva: ES-1, Maria Lopez, 2027-03-10 a 2027-03-13');
    assert.match(mail.text, /^Estimado equipo de reservas de Hotel Miramar:/);
    assert.match(mail.text, /Entrada: +mié, 10 mar 2027/);
    assert.match(mail.text, /Salida: +sáb, 13 mar 2027 \(3 noches\)/);
    assert.match(mail.text, /2 adulto\(s\)/);
    assert.match(mail.html, /<html lang="es">/);
    assert.doesNotMatch(mail.text, /540|Tarifa/);
    assert.doesNotMatch(mail.html, /540|Tarifa/);
  });

  it('a time of day is stated on the hotel clock with its zone', () => {
    const mail = request(makeBooking({ CheckIn: '2027-03-10T06:00:00Z', Hotel: { ...makeBooking().Hotel, Country: 'Germany', CountryCode: 'DE', City: 'Berlin' } }));
    assert.match(mail.text, /Anreise: +Mi\., 10\. März 2027, 07:00 \(Europe\/Berlin\)/);
  });

  it('disclosure per provider shows the amount; per hotel hides guest names and the special request', () => {
    const raw = makeBooking({ BookingCode: 'D-1', SpecialRequest: 'late arrival', Guest: { ...makeBooking().Guest, AllGuests: [{ Name: 'Maria Lopez' }, { Name: 'Jordi Puig' }] } });
    const shown = request(raw, { languages: { default: 'en', byMasterProvider: { TestProvider: 'en' } }, disclosure: { byMasterProvider: { testprovider: { amount: true } } } });
    assert.match(shown.text, /Rate: +540\.25 EUR/);
    assert.match(shown.text, /Jordi Puig/);
    assert.match(shown.text, /late arrival/);
    const hidden = request(raw, { languages: { byMasterProvider: { TestProvider: 'en' } }, disclosure: { byMasterProvider: { TestProvider: { amount: true } }, byHotel: { 'Hotel Miramar': { guestNames: false, specialRequest: false } } } });
    assert.match(hidden.text, /Rate: +540\.25 EUR/);
    assert.doesNotMatch(hidden.text, /Jordi Puig|late arrival/);
    assert.match(hidden.text, /Lead guest: +Maria Lopez/);
  });

  it('the config refuses an unknown language or disclosure field, naming it', () => {
    assert.throws(() => ConfigSchema.parse({ languages: { default: 'nl' } }), /languages/);
    assert.throws(() => ConfigSchema.parse({ disclosure: { default: { price: true } } }), /price/);
  });
});

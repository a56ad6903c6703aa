import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigSchema } from '../../src/config.js';
import { BookingSchema } from '../../src/domain/schemas.js';
import { composeEmail } from '../../src/daemon/channels/email.js';
import { hotelView } from '../../src/daemon/channels/hotelView.js';
import type { Plural } from '../../src/daemon/i18n/en.js';
import { CATALOGUES, LANGUAGES, hotelLanguage, translator, type Language } from '../../src/daemon/i18n/index.js';
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
    const en = CATALOGUES.en as Record<string, string | Plural>;
    for (const lang of LANGUAGES) {
      const cat = CATALOGUES[lang] as Record<string, string | Plural>;
      assert.deepEqual(Object.keys(cat).sort(), keys, `${lang} has the same keys as en`);
      for (const key of keys) {
        const english = en[key];
        const forms = typeof cat[key] === 'string' ? [cat[key]] : Object.values(cat[key]);
        assert.equal(typeof cat[key], typeof english, `${lang} ${key} counts as en's does`);
        for (const text of forms) {
          assert.ok(text.trim(), `${lang} ${key} is not empty`);
          assert.deepEqual(placeholders(text), placeholders(typeof english === 'string' ? english : english.other), `${lang} ${key} has the placeholders of en`);
        }
      }
    }
  });

  it("a count is written in the plural form of the hotel's language (Intl.PluralRules), not as adult(s)", () => {
    const said = (lang: Language, key: 'count.adults' | 'count.children' | 'label.nights', n: number) => translator(lang)(key, { n });
    assert.deepEqual([said('en', 'count.adults', 1), said('en', 'count.adults', 2), said('en', 'count.children', 1), said('en', 'count.children', 3)], ['1 adult', '2 adults', '1 child', '3 children']);
    assert.deepEqual([said('de', 'count.adults', 1), said('de', 'count.adults', 2), said('de', 'label.nights', 1), said('de', 'label.nights', 4)], ['1 Erwachsener', '2 Erwachsene', '1 Nacht', '4 Nächte']);
    assert.deepEqual([said('es', 'count.adults', 1), said('es', 'count.adults', 2)], ['1 adulto', '2 adultos']);
    assert.deepEqual([said('it', 'count.children', 1), said('it', 'count.children', 2)], ['1 bambino', '2 bambini']);
    // French counts 0 and 1 in the singular; English does not.
    assert.deepEqual([said('fr', 'label.nights', 0), said('fr', 'label.nights', 1), said('fr', 'label.nights', 2), said('en', 'label.nights', 0)], ['0 nuit', '1 nuit', '2 nuits', '0 nights']);
    for (const lang of LANGUAGES) for (const text of [said(lang, 'count.adults', 1), said(lang, 'count.adults', 2)]) assert.doesNotMatch(text, /\(|\//, `${lang}: ${text}`);
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
    assert.match(mail.text, /2 adultos/);
    assert.match(mail.html, /<html lang="es">/);
    assert.doesNotMatch(mail.text, /(?<![\w.,])540[.,]25(?!\w)|Tarifa/);
    assert.doesNotMatch(mail.html, /(?<![\w.,])540[.,]25(?!\w)|Tarifa/);
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

// A night of the stay said to be dropped ("we have released the first night", "la primera noche no la necesitan") is a
// stay shorter than booked: never a plain confirmation, whatever booked day, arrival hour or late-arrival note the same
// sentence names (src/domain/hotelMail/gate.ts, nightDropped). Found by the lead's probes at the end of stop 10: each
// case marked "before" CONFIRMED the booking on main c2c5521 or d6ebc75 (checked), a wrong confirmation.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

// Three nights, Friday 12 to Monday 15 March 2027, a double room with breakfast.
const booking = BookingSchema.parse({
  BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
  Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] },
});
const verdict = (text: string) => verdictOf(text, booking);
const STAY_REVIEW = /^review: a statement about the dates of the stay the reader could not check/;

describe('a night of the stay dropped goes to a person (six languages)', () => {
  it('beside a booked day: "Arrival 12 March; we have released the first night" (CONFIRMED before, c2c5521)', () => {
    for (const text of [
      'Confirmed, ref 4471. Arrival 12 March; we have released the first night.',
      'Confirmed, ref 4471. Arrival 12 March; the last night has been released.',
      'Confirmada, localizador 4471. Llegada el 12 de marzo; hemos liberado la primera noche.',
      'Confirmée, n° 4471. Arrivée le 12 mars ; nous avons libéré la première nuit.',
      'Confermata, n. 4471. Arrivo il 12 marzo; abbiamo liberato la prima notte.',
      'Confirmada, reserva 4471. Chegada a 12 de março; libertámos a primeira noite.',
    ]) assert.match(verdict(text), STAY_REVIEW, text);
  });

  it('beside a late-arrival note: "Late arrival noted, so the first night is not needed" (CONFIRMED before, c2c5521)', () => {
    for (const text of [
      'Confirmed, ref 4471. Late arrival after midnight noted, so the first night is not needed.',
      'Confirmed, ref 4471. Late arrival noted; the first night has been cancelled.',
      'Confirmada, localizador 4471. Llegada tarde anotada, la primera noche no la necesitan.',
      'Confirmée, n° 4471. Arrivée tardive notée, la première nuit n\'est pas nécessaire.',
      'Bestätigt, Buchungsnr. 4471. Späte Anreise vermerkt, die erste Nacht wird nicht benötigt.',
      'Confermata, n. 4471. Arrivo tardivo annotato, la prima notte non è necessaria.',
      'Confirmada, reserva 4471. Chegada tardia anotada, a primeira noite não é necessária.',
    ]) assert.match(verdict(text), STAY_REVIEW, text);
  });

  it('beside an arrival hour: "As they arrive at 1 am, we have released the first night" (CONFIRMED before, d6ebc75)', () => {
    for (const text of [
      'Confirmed, ref 4471. As they arrive at 1 am, we have released the first night.',
      'Confirmed, ref 4471. The guests arrive after midnight, so the first night will not be used.',
    ]) assert.match(verdict(text), STAY_REVIEW, text);
  });

  it('still confirms: the house\'s terms for a cancellation or a no-show, a night guaranteed, an hour with no night dropped', () => {
    for (const text of [
      'Confirmed, ref 4471. Free cancellation until 48 hours before arrival; after that the first night is charged.',
      'Confirmed, ref 4471. Cancellation policy: the first night will be charged for late cancellation.',
      'Confirmed, ref 4471. In case of no-show the first night will be charged.',
      'Confirmada, localizador 4471. Cancelación gratuita hasta 48 horas antes; después se cobra la primera noche.',
      'Confirmée, n° 4471. Annulation gratuite jusqu\'à 48 h avant l\'arrivée, ensuite la première nuit est facturée.',
      'Bestätigt, Buchungsnr. 4471. Kostenlose Stornierung bis 48 Stunden vor Anreise, danach wird die erste Nacht berechnet.',
      'Confermata, n. 4471. Cancellazione gratuita fino a 48 ore prima, poi viene addebitata la prima notte.',
      'Confirmada, reserva 4471. Cancelamento gratuito até 48 horas antes; depois é cobrada a primeira noite.',
      'Confirmed, ref 4471. Late arrival noted, the room is guaranteed for the first night.',
    ]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });
});

describe('a day or a night more or less said in words goes to a person when no other day is read from it', () => {
  it('"Arrival 12 March, leaving a day early", "saem um dia mais cedo" (CONFIRMED before, c2c5521 and d6ebc75)', () => {
    for (const text of [
      'Confirmed, ref 4471. Arrival 12 March, leaving a day early.',
      'Confirmed, ref 4471. Arrival 12 March, departing a day early.',
      'Confirmed, ref 4471. Arrival 12 March, departure a day early.',
      'Confirmada, reserva 4471. Chegada a 12 de março, saem um dia mais cedo.',
    ]) assert.match(verdict(text), STAY_REVIEW, text);
  });

  it('still a difference on the departure where the reader reads the day ("se van un día antes", "ils partent un jour plus tôt")', () => {
    for (const text of [
      'Confirmed, ref 4471. Arrival 12 March, they leave one day earlier.',
      'Confirmada, localizador 4471. Llegada el 12 de marzo, se van un día antes.',
      'Confirmée, n° 4471. Arrivée le 12 mars, ils partent un jour plus tôt.',
      'Bestätigt, Buchungsnr. 4471. Anreise am 12.03., sie reisen einen Tag früher ab.',
      'Confermata, n. 4471. Arrivo il 12 marzo, partono un giorno prima.',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckOut', text);
  });
});

describe('a day inside the stay said of something else, a night moved elsewhere: to a person', () => {
  const NEITHER = /^review: a date that is neither the booked check-in nor check-out/;
  it('"Arrival 12 March, the room is only available until 14 March", "the hotel is closed on 14 March" (CONFIRMED before, c2c5521 and d6ebc75)', () => {
    for (const text of [
      'Confirmed, ref 4471. Arrival 12 March, the room is only available until 14 March.',
      'Confirmed, ref 4471. Arrival 12 March, until 14 March.',
      'Confirmed, ref 4471. Arrival 12 March; please note the hotel is closed on 14 March.',
      'Confirmada, localizador 4471. Llegada el 12 de marzo, la habitación solo está disponible hasta el 14 de marzo.',
    ]) assert.match(verdict(text), NEITHER, text);
  });

  it('"12-15 March, the last night in a different room", "la dernière nuit dans une autre chambre" (CONFIRMED before, c2c5521 and d6ebc75)', () => {
    for (const text of ['Confirmed, ref 4471. 12-15 March, the last night in a different room.', 'Confirmée, n° 4471. Du 12 au 15 mars, la dernière nuit dans une autre chambre.']) assert.match(verdict(text), STAY_REVIEW, text);
  });

  it('still confirms: a day before the stay said of a payment or a free cancellation, the booked departure after "until"', () => {
    for (const text of [
      'Confirmed, ref 4471. Arrival 12 March. Free cancellation until 10 March.',
      'Confirmed, ref 4471. Arrival 12 March, departure 15 March. Deposit paid on 2 March.',
    ]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });
});

// Two openings every desk writes, which sent clear confirmations to a person (the lead's probes of stop 12): the
// French "Suite à votre demande" ("following your request") was read as the room type "suite", an unchecked statement
// about the room; and "votre mail du 2 mars", "su mail del 2 de marzo", "Ihre Mail vom 02.03." named the date of a
// message with the bare word "mail", which only "e-mail" was, so the date was neither check-in nor check-out; and a
// room and board billed to the agency ("charged to the agency", "a cargo de la agencia", "facturés à l'agence") was an
// unchecked statement about the rate, where it only says who pays what was sold; "Stornierungen bitte nur schriftlich"
// ("cancellations in writing only") was an unchecked statement about cancellation, where it is the house's rule.
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

describe('the openings "suite à votre demande" and "your mail of <date>" (six languages)', () => {
  it('"Suite à", "tout de suite", "par la suite" name no room: the confirmation stands', () => {
    for (const text of [
      'Suite à votre demande, nous vous confirmons la réservation n° 48213 du 12 au 15 mars.', // review before
      'Nous vous confirmons la réservation n° 48213 du 12 au 15 mars, suite à votre message.', // review before
      'Bonjour, suite au contrôle de nos disponibilités, la réservation n° 48213 est confirmée.', // review before
      'Réservation n° 48213 confirmée. Nous vous envoyons la facture par la suite.',
    ]) assert.equal(verdict(text), 'CONFIRMED 48213', text);
  });

  it('a suite the hotel gives or offers is still a room to compare', () => {
    assert.equal(verdict('Réservation n° 48213 confirmée. Nous vous avons surclassés dans une suite.'), 'DISCREPANCY RoomType');
    assert.match(verdict('Nous avons une suite à vous proposer : réservation n° 48213 confirmée en suite junior.'), /^(review|DISCREPANCY)/);
    assert.equal(verdict('Booking 48213 confirmed; the guests will stay in a suite.'), 'DISCREPANCY RoomType');
  });

  it('the date of the mail answered, said with the bare word "mail", is read as such', () => {
    for (const text of [
      'Suite à votre mail du 2 mars, nous vous confirmons la réservation n° 48213 du 12 au 15 mars.', // review before
      'Hola, en respuesta a su mail del 2 de marzo le confirmamos la reserva 48213 del 12 al 15 de marzo.', // review before
      'Buongiorno, in risposta alla vostra mail del 2 marzo confermiamo la prenotazione n. 48213 dal 12 al 15 marzo.', // review before
      'Guten Tag, danke für Ihre Mail vom 02.03. Wir bestätigen die Buchung 48213 vom 12.03. bis 15.03.', // review before
      'Olá, em resposta ao seu mail de 2 de março confirmamos a reserva 48213 de 12 a 15 de março.', // review before
      'Thank you for your mail of 2 March; we confirm booking 48213 from 12 to 15 March.',
    ]) assert.equal(verdict(text), 'CONFIRMED 48213', text);
  });

  it('a day in the stay after the word "mail" is not taken for the mail\'s date', () => {
    for (const text of [
      'Réservation n° 48213 confirmée ; comme indiqué dans votre mail, arrivée le 13 mars.',
      'Booking 48213 confirmed. As per our mail, the guests arrive on 13 March.',
    ]) assert.match(verdict(text), /^(review|DISCREPANCY)/, text);
  });

  it('the room and the board billed to the agency: who pays what was sold, no other rate', () => {
    for (const text of [
      'Confirmed, conf. no. 48213. Room and breakfast charged to the agency.', // review before
      'Confirmado, localizador 48213. Alojamiento y desayuno a cargo de la agencia; extras directos al cliente.', // review before
      "Confirmée, n° 48213. Chambre et petit-déjeuner facturés à l'agence, extras à la charge du client.", // review before
      'Bestätigt, Nr. 48213. Zimmer und Frühstück werden über die Agentur abgerechnet.',
      "Confermata, n. 48213. Camera e colazione fatturate all'agenzia.",
      'Confirmada, reserva 48213. Quarto e pequeno-almoço a cargo da agência.',
    ]) assert.equal(verdict(text), 'CONFIRMED 48213', text);
  });

  it('a board paid by the guests beside a room billed to the agency still goes to a person; a board that differs is a difference', () => {
    for (const text of [
      'Confirmed 48213. Room charged to the agency, breakfast to be paid by the guests at the hotel.',
      'Confirmado 48213. Habitación a cargo de la agencia, el desayuno lo paga el cliente en el hotel.',
    ]) assert.match(verdict(text), /^review: /, text);
    assert.equal(verdict('Confirmed 48213. Room only charged to the agency.'), 'DISCREPANCY BoardType');
  });

  it("the house's rule that cancellations are made in writing is a policy, not a cancellation", () => {
    for (const text of [
      'Bestätigt, Nr. 48213. Stornierungen bitte nur schriftlich.', // review before
      'Bestätigt, Nr. 48213. Stornierungen müssen schriftlich erfolgen.', // review before
      'Confirmed 48213. Cancellations in writing only, please.', // review before
      'Confirmado 48213. Cancelaciones solo por escrito.',
      'Confirmée 48213. Annulations uniquement par écrit.',
      'Confermata 48213. Cancellazioni solo per iscritto.',
      'Confirmada 48213. Cancelamentos só por escrito.',
    ]) assert.equal(verdict(text), 'CONFIRMED 48213', text);
  });

  it('a cancellation received in writing is still read by a person', () => {
    for (const text of [
      'Confirmed 48213. The cancellation you sent in writing has been noted.',
      'Confirmed 48213. Your cancellations in writing were received.',
      'Bestätigt 48213. Ihre Stornierungen haben wir schriftlich erhalten.',
      'Confirmado 48213. Sus cancelaciones por escrito han llegado.',
      'Confirmée 48213. Votre annulation par écrit est bien reçue.',
    ]) assert.match(verdict(text), /^review: /, text);
  });
});

// What the lead found in stop 16: a confirmation that says no deposit is asked ("No deposit is required", "No se
// requiere depósito", "Aucun acompte n'est demandé", "Eine Anzahlung ist nicht erforderlich", "Non è richiesto alcun
// deposito", "Não é necessário depósito") went to review as a condition, in all six languages; and a booking held only
// with a deposit ("We cannot hold the room without a deposit", "Sin garantía no podemos mantener la reserva") was
// confirmed, the condition unread.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

// Three nights, 12 to 15 March 2027, a double room with breakfast, for Ana Ruiz.
const booking = BookingSchema.parse({
  BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
  Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] },
});

const confirmation = {
  en: 'Dear Sir, we confirm the booking of Ana Ruiz from 12 to 15 March 2027, double room with breakfast. Confirmation number 48213.',
  es: 'Buenos días, confirmamos la reserva de Ana Ruiz del 12 al 15 de marzo de 2027, habitación doble con desayuno. Localizador 48213.',
  fr: 'Bonjour, nous confirmons la réservation de Ana Ruiz du 12 au 15 mars 2027, chambre double avec petit-déjeuner. N° de confirmation 48213.',
  de: 'Guten Tag, wir bestätigen die Buchung von Ana Ruiz vom 12. bis 15. März 2027, Doppelzimmer mit Frühstück. Bestätigungsnummer 48213.',
  it: 'Buongiorno, confermiamo la prenotazione di Ana Ruiz dal 12 al 15 marzo 2027, camera doppia con colazione. Numero di conferma 48213.',
  pt: 'Bom dia, confirmamos a reserva de Ana Ruiz de 12 a 15 de março de 2027, quarto duplo com pequeno-almoço. Número de confirmação 48213.',
};
type Lang = keyof typeof confirmation;
const cases = (table: [Lang, string][]) => table.map(([lang, sentence]) => [`${confirmation[lang]} ${sentence}`, sentence] as const);

describe('a confirmation that says nothing more is asked', () => {
  it('confirms: no deposit, prepayment, card or guarantee is required, in each language', () => {
    for (const [text, sentence] of cases([
      ['en', 'No deposit is required.'],
      ['en', 'No prepayment required – payment on departure.'],
      ['en', 'There is no need for a deposit.'],
      ['en', "You don't need to pay a deposit."],
      ['en', 'We do not require a credit card guarantee for this booking.'],
      ['es', 'No se requiere depósito.'],
      ['es', 'No es necesario ningún depósito.'],
      ['es', 'No hace falta depósito, el pago se realiza en el hotel.'],
      ['fr', "Aucun acompte n'est demandé."],
      ['fr', "Pas besoin d'acompte."],
      ['fr', "Nous ne demandons pas d'acompte."],
      ['de', 'Eine Anzahlung ist nicht erforderlich.'],
      ['de', 'Keine Vorauszahlung nötig.'],
      ['de', 'Sie müssen keine Anzahlung leisten.'],
      ['it', 'Non è richiesto alcun deposito.'],
      ['it', 'Nessun acconto richiesto.'],
      ['it', 'Non è necessaria la carta di credito a garanzia.'],
      ['pt', 'Não é necessário depósito.'],
      ['pt', 'Não precisa de sinal.'],
      ['pt', 'Nenhum depósito é necessário.'],
    ])) assert.equal(verdictOf(text, booking), 'CONFIRMED 48213', sentence); // review before: "the hotel sets a condition"
  });

  it('still reviews what is asked beside it, or later', () => {
    for (const [text, sentence] of cases([
      ['en', 'No deposit is required, but a credit card guarantee is needed.'],
      ['en', 'No deposit is required; however we need a valid credit card to guarantee the booking.'],
      ['en', 'Please send a deposit of 30%; no further payment is required until arrival.'],
      ['en', 'The deposit is not required now, it must be paid by 1 March.'],
      ['en', 'No deposit is required if you send your card details.'],
      ['es', 'No se requiere depósito, pero necesitamos una tarjeta de crédito como garantía.'],
      ['fr', "Aucun acompte n'est demandé, mais merci de nous transmettre une carte bancaire en garantie."],
      ['de', 'Keine Anzahlung erforderlich, aber bitte senden Sie uns Ihre Kreditkartendaten als Garantie.'],
      ['it', 'Non è richiesto alcun deposito, ma è necessaria una carta di credito a garanzia.'],
      ['pt', 'Não é necessário depósito, mas precisamos dos dados do cartão de crédito como garantia.'],
    ])) assert.match(verdictOf(text, booking), /^review: /, sentence);
  });
});

describe('a booking held only with a deposit, a card or a guarantee', () => {
  it('goes to review, in either order of the words, in each language', () => {
    for (const [text, sentence] of cases([
      ['en', 'We cannot hold the room without a deposit.'], // confirmed before
      ['en', 'No confirmation without a deposit.'], // confirmed before
      ['en', 'Without a deposit we cannot guarantee the room.'],
      ['es', 'Sin garantía no podemos mantener la reserva.'],
      ['fr', 'Nous ne pouvons pas garder la chambre sans acompte.'],
      ['de', 'Ohne Kreditkarte können wir das Zimmer leider nicht halten.'],
      ['it', 'Senza caparra non possiamo mantenere la camera.'],
      ['pt', 'Sem sinal não podemos manter a reserva.'],
    ])) assert.match(verdictOf(text, booking), /^review: /, sentence);
  });
});

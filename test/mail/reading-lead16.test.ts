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

describe("the helpers' probes of plain confirmations (stop 16)", () => {
  it('confirms beside practical notes, capacities, the house terms and the hour the room is left', () => {
    for (const [text, sentence] of cases([
      ['en', 'Please note that the room is on the 3rd floor.'],
      ['en', 'Please note that a valid ID or passport is required at check-in for all guests, in accordance with Spanish law.'],
      ['en', 'PS: all guests must show ID at check-in.'],
      ['fr', "Important : tous les clients doivent présenter une pièce d'identité à l'arrivée."],
      ['es', 'Importante: todos los huéspedes deben presentar DNI a su llegada.'],
      ['en', 'Parking: 18 EUR per day, no reservation possible.'],
      ['fr', 'Parking : 18 € par jour, pas de réservation possible.'],
      ['en', 'In case of cancellation or no-show, the first night will be charged.'],
      ['en', 'Please note this is a non-refundable rate; in case of cancellation, modification or no-show the total amount of the stay will be charged.'],
      ['de', 'Bei späterer Stornierung wird die erste Nacht berechnet.'],
      ['en', 'Rooms must be vacated before 12:00.'],
      ['fr', 'Les chambres doivent être libérées avant 12h00.'],
      ['es', 'La habitación debe dejarse libre antes de las 12:00.'],
      ['de', 'Das Zimmer muss bis 11 Uhr geräumt werden.'],
      ['de', 'Die Gäste können ab 15:00 Uhr einchecken.'],
      ['de', 'Das Frühstück steht allen Gästen von 7:00 bis 10:30 Uhr zur Verfügung.'],
      ['en', 'Our restaurant seats 80 people.'], // DISCREPANCY Guest.Adults before
      ['it', 'Il nostro hotel dispone di camere familiari per 4 persone.'], // DISCREPANCY Guest.Adults before
      ['pt', 'A sala de reuniões tem capacidade para 50 pessoas.'], // DISCREPANCY Guest.Adults before
      ['de', 'Der Flughafentransfer kostet 60 € für 1–3 Personen.'], // DISCREPANCY Guest.Adults before
      ['it', 'Non occorre versare alcun acconto.'],
      ['it', 'Non richiediamo garanzia con carta di credito.'],
      ['de', 'Wir benötigen keine Kreditkarte als Garantie.'],
      ['de', 'Die Kreditkartendaten benötigen wir nicht.'],
      ['pt', 'Não é necessário pré-pagamento; o pagamento é feito no check-out.'],
      ['pt', 'Não precisamos dos dados do cartão de crédito.'],
      ['it', 'Prepagamento: non richiesto'],
    ])) assert.equal(verdictOf(text, booking), 'CONFIRMED 48213', sentence);
  });

  it('still reads a day, a party or a doubt beside the same words', () => {
    for (const [text, sentence] of cases([
      ['en', 'The room must be vacated on Sunday by 11:00.'], // the booking leaves on Monday
      ['es', 'La habitación debe dejarse libre el domingo antes de las 12:00.'],
      ['de', 'Das Zimmer muss am Sonntag bis 11 Uhr geräumt werden.'],
      ['de', 'Die Gäste können am Samstag ab 15 Uhr einchecken.'],
      ['fr', 'PS : chambre au 4e étage comme demandé, mais en lits séparés.'],
      ['en', 'Please be advised that our hotel is undergoing renovation works on the 3rd floor during this period.'],
      ['en', 'Please note that the hotel is adults-only.'],
      ['pt', 'Garantia: não necessária'],
    ])) assert.match(verdictOf(text, booking), /^review: /, sentence);
    for (const [text, sentence] of cases([
      ['en', 'We have your booking for 3 adults.'],
      ['de', 'Die Buchung ist für 3 Personen.'],
      ['en', 'Our restaurant opens at 7 and you are 3 adults.'],
    ])) assert.match(verdictOf(text, booking), /^DISCREPANCY Guest\.Adults/, sentence);
    // The party first, the restaurant after it in another clause: the party's count.
    assert.match(verdictOf('Dear Sir, confirmed: Ana Ruiz, 12-15 March 2027, double room with breakfast. 3 adults, with a table at our restaurant on Friday. Confirmation number 48213.', booking), /^DISCREPANCY Guest\.Adults/);
  });
});

describe("the helpers' probes, second part: layouts, ranges and rates", () => {
  const with_ = (text: string) => verdictOf(text, booking);
  it('reads a label alone on its line with its value on the next, as flattened tables print them', () => {
    const table = (rows: string) => `Dear Sir, we confirm the booking of Ana Ruiz from 12 to 15 March 2027. Confirmation number 48213.\n${rows}`;
    assert.equal(with_(table('Room\nDouble room\nBoard\nBed and Breakfast\nAdults\n2')), 'CONFIRMED 48213'); // review before: «Board»
    assert.equal(with_(table('Zimmer\nDoppelzimmer\nVerpflegung\nFrühstück')), 'CONFIRMED 48213');
    assert.match(with_(table('Board\nHalf board\nAdults\n2')), /^DISCREPANCY BoardType/);
    // A header row of two labels, the values below it.
    assert.equal(with_(table('Trattamento | Adulti\nColazione | 2')), 'CONFIRMED 48213'); // review before: board "Adulti"
    assert.match(with_(table('Verpflegung | Erwachsene\nHalbpension | 2')), /^DISCREPANCY BoardType/);
  });

  it('reads a numeric range whose year follows its second date', () => {
    assert.equal(with_('Buongiorno, prenotazione confermata: Ana Ruiz, 12/03-15/03/2027, camera doppia con colazione. Numero di conferma 48213.'), 'CONFIRMED 48213'); // review before: "two numbers"
    assert.equal(with_('Buongiorno, confermiamo per il periodo 12/03/2027-15/03/2027 la camera doppia con colazione per Ana Ruiz. Numero di conferma 48213.'), 'CONFIRMED 48213');
    assert.match(with_('Buongiorno, prenotazione confermata: Ana Ruiz, 12/03-14/03/2027, camera doppia con colazione. Numero di conferma 48213.'), /^DISCREPANCY CheckOut/);
  });

  it('reads a rate that says what it includes, and a room available from the check-in hour', () => {
    for (const [text, sentence] of cases([
      ['it', 'Il prezzo è comprensivo di colazione.'],
      ['it', 'La tariffa comprende la prima colazione.'],
      ['de', 'Der Preis beinhaltet das Frühstück.'],
      ['es', 'La habitación estará disponible a partir de las 15:00.'],
      ['fr', 'La chambre sera disponible à partir de 15h00.'],
    ])) assert.equal(with_(text), 'CONFIRMED 48213', sentence);
    assert.equal(with_('Dear Sir, we confirm the booking for Ana Ruiz, 12-15 March 2027, double room with breakfast, 2 adults, rate 135.00 EUR per night. Confirmation number 48213.'), 'CONFIRMED 48213');
    assert.match(with_('Dear Sir, we confirm the booking for Ana Ruiz, 12-15 March 2027, double room with half board, 2 adults, rate 135.00 EUR per night. Confirmation number 48213.'), /^DISCREPANCY BoardType/);
    for (const [text, sentence] of cases([
      ['fr', "La chambre ne sera disponible qu'à partir de 18h."],
      ['es', 'La habitación solo estará disponible a partir de las 18:00.'],
    ])) assert.match(with_(text), /^review: /, sentence);
  });
});

describe('the guest named otherwise, in a statement or a label (stop 16: a held-out letter in Italian confirmed)', () => {
  // The confirming sentence names nobody; the name comes after it.
  const plain = {
    en: 'Dear Sir, we confirm the booking from 12 to 15 March 2027, double room with breakfast for 2 adults. Confirmation number TC-1130.',
    es: 'Buenos días, confirmamos la reserva del 12 al 15 de marzo de 2027, habitación doble con desayuno para 2 adultos. Localizador TC-1130.',
    fr: 'Bonjour, nous confirmons la réservation du 12 au 15 mars 2027, chambre double avec petit-déjeuner pour 2 adultes. N° de confirmation TC-1130.',
    de: 'Guten Tag, wir bestätigen die Buchung vom 12. bis 15. März 2027, Doppelzimmer mit Frühstück für 2 Erwachsene. Bestätigungsnummer TC-1130.',
    it: 'Buongiorno, confermiamo la prenotazione dal 12 al 15 marzo 2027, camera doppia con colazione per 2 adulti. Numero di conferma TC-1130.',
    pt: 'Bom dia, confirmamos a reserva de 12 a 15 de março de 2027, quarto duplo com pequeno-almoço para 2 adultos. Número de confirmação TC-1130.',
  };
  it('is a difference of the lead name, in each language (each CONFIRMED before)', () => {
    for (const [lang, sentence] of [
      ['it', "Il nome corretto dell'ospite è Anna Ruiz Gómez."],
      ['it', "Correzione: il nominativo dell'ospite principale è Maria Ruiz."],
      ['it', "Nota: l'ospite principale risulta essere il Sig. Carlos Ruiz."],
      ['it', 'Ospite principale: Carlos Ruiz (non Ana Ruiz).'],
      ['it', 'Il titolare della prenotazione è Carlos Ruiz.'],
      ['it', "Attenzione: l'intestatario è il marito, Carlos Ruiz."],
      ['en', 'Main guest: Carlos Ruiz (not Ana Ruiz).'],
      ['es', 'El nombre correcto del huésped es Carla Ruiz.'],
      ['fr', 'Le nom correct du client est Carla Ruiz.'],
      ['de', 'Hauptgast: Carlos Ruiz.'],
      ['pt', 'O nome correto do hóspede é Carla Ruiz.'],
    ] as [keyof typeof plain, string][]) assert.match(verdictOf(`${plain[lang]} ${sentence}`, booking), /^DISCREPANCY Guest\.LeadName/, sentence);
  });
  it('confirms when the name stated is the booking\'s', () => {
    for (const [lang, sentence] of [
      ['it', 'Ospite principale: Sig.ra Ana Ruiz.'],
      ['en', 'Main guest: Ana Ruiz.'],
      ['it', "Il nome dell'ospite è Ana Ruiz."],
    ] as [keyof typeof plain, string][]) assert.equal(verdictOf(`${plain[lang]} ${sentence}`, booking), 'CONFIRMED TC-1130', sentence);
  });
});

describe('another person of the guest\'s family name, however the hotel says it', () => {
  const it_ = 'Buongiorno, confermiamo la prenotazione dal 12 al 15 marzo 2027, camera doppia con colazione per 2 adulti. Numero di conferma TC-1130.';
  it('goes to a person (each CONFIRMED before)', () => {
    for (const sentence of ["L'ospite si chiama Carla Ruiz.", '\nNominativo: Carla Ruiz', '\nCognome e nome: Ruiz Carla', 'Il cliente è il Sig. Carlos Ruiz.', 'Da noi risulta come Carla Ruiz, non Ana Ruiz.', 'Abbiamo corretto il nome in Carla Ruiz.'])
      assert.match(verdictOf(`${it_} ${sentence}`, booking), /^review: the reply names \S+ \S+, not the booked lead guest Ana Ruiz/, sentence);
  });
  it('not for the guest herself, a greeting, a title, or a capital that opens a sentence', () => {
    for (const sentence of ['Buon soggiorno alla Sig.ra Ana Ruiz.', 'Gentile Ana Ruiz, a presto.', 'Signori Ruiz, vi aspettiamo.'])
      assert.equal(verdictOf(`${it_} ${sentence}`, booking), 'CONFIRMED TC-1130', sentence);
  });
});

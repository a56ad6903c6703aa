// Issue 25, eighth pass: two numbers either of which could be the confirmation. A careful agent does not pick when
// the hotel's own text offers two: a number after a bare label beside one after a confirmation label, a number and a
// "correct" or "new" one, a number in the subject and another in the body, a number alone on its line beside a
// labelled one. The reading goes to a person naming both (src/domain/hotelMail/rivals.ts). A second number whose own
// label or words say it is something else (a folio, an invoice, a room, a request, an internal file, a past stay's
// booking) is no rival. Each review case below was confirmed, with one of the two numbers, before this pass.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readHotelMail } from '../../src/domain/hotelMail/index.js';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

const booking = BookingSchema.parse({
  BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
  Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] },
});
const verdict = (text: string, subject = '') => verdictOf(text, booking, subject);
const both = (a: string, b: string) => new RegExp(`^review: two numbers either of which could be the confirmation: ${a} and ${b} \\(`);

describe('eighth pass: two plausible confirmation numbers go to a person with both (six languages)', () => {
  it('a number after a bare label ("Booking no.", "Reserva nº") beside one after a confirmation label', () => {
    for (const text of ["Confirmed, confirmation no. 4471. Booking no. 55120.", "Confirmada, número de confirmación 4471. Reserva nº 55120.", "Confirmée, numéro de confirmation 4471, réservation n° 55120.", "Bestätigt, Bestätigungsnummer 4471. Reservierung Nr. 55120.", "Confermata, numero di conferma 4471. Prenotazione n. 55120.", "Confirmada, número de confirmação 4471. Reserva nº 55120."]) assert.match(verdict(text), both('4471', '55120'), text);
  });

  it('a number and the "correct" one', () => {
    for (const text of ["Confirmed under number 4471. Sorry, the correct number is 4472.", "Confirmada con el número 4471. Perdón, el número correcto es 4472.", "Confirmée sous le numéro 4471. Pardon, le bon numéro est le 4472.", "Bestätigt unter 4471. Entschuldigung, die richtige Nummer ist 4472.", "Confermata con il numero 4471. Scusate, il numero corretto è 4472.", "Confirmada com o número 4471. Desculpem, o número correto é 4472."]) assert.match(verdict(text), both('4471', '4472'), text);
  });

  it('a number and the "new" one', () => {
    for (const text of ["Confirmed, ref 4471. Our new confirmation number is 4479.", "Confirmada, ref. 4471. El nuevo localizador es 4479.", "Confirmée, réf. 4471. Le nouveau numéro de confirmation est 4479.", "Bestätigt, Ref. 4471. Die neue Buchungsnummer lautet 4479.", "Confermata, rif. 4471. Il nuovo numero di conferma è 4479.", "Confirmada, ref. 4471. O novo número de confirmação é 4479."]) assert.match(verdict(text), both('4479', '4471'), text);
  });

  it('a number in the desk\'s subject and another in the body', () => {
    for (const [text, subject] of [["Confirmed, conf. no. 4471.", "RE: BK-2027-1001 - CONFIRMED 5566"], ["Confirmada, localizador 4471.", "RE: BK-2027-1001 - Localizador 5566"], ["Confirmée, n° de confirmation 4471.", "RE: BK-2027-1001 - Confirmation n° 5566"], ["Bestätigt, Buchungsnummer 4471.", "AW: BK-2027-1001 - Buchungsnr. 5566"], ["Confermata, numero di conferma 4471.", "R: BK-2027-1001 - Conferma n. 5566"], ["Confirmada, número de confirmação 4471.", "RE: BK-2027-1001 - Reserva nº 5566"]] as [string, string][]) assert.match(verdict(text, subject), both('4471', '5566'), `${subject} / ${text}`);
    // The same number in the subject and the body is one number.
    assert.equal(verdict('Confirmed, conf. no. 4471.', 'RE: BK-2027-1001 - CONFIRMED 4471'), 'CONFIRMED 4471');
  });

  it('a number alone on its line beside a labelled one', () => {
    for (const text of ["Bestätigt.\n88120\nBuchungsnummer 4471.", "Confermata.\n88120\nNumero di conferma 4471."]) assert.match(verdict(text), both('4471', '88120'), text);
  });

  it('two numbers for one request (one per room) and a second reference of the system', () => {
    for (const text of ["Confirmed: 4471 (room 1) and 4472 (room 2).", "Confirmada: 4471 (habitación 1) y 4472 (habitación 2).", "Confirmé : 4471 (chambre 1) et 4472 (chambre 2).", "Bestätigt: 4471 (Zimmer 1) und 4472 (Zimmer 2).", "Confermata: 4471 (camera 1) e 4472 (camera 2).", "Confirmada: 4471 (quarto 1) e 4472 (quarto 2)."]) assert.match(verdict(text), both('4471', '4472'), text);
    for (const text of ["Confirmed, number 4471 (system reference 88120).", "Confirmada con el número 4471 (referencia del sistema 88120).", "Confirmée sous le numéro 4471 (référence système 88120).", "Bestätigt unter 4471 (Systemreferenz: Ref. 88120).", "Confermata con il numero 4471 (riferimento di sistema: rif. 88120).", "Confirmada com o número 4471 (referência do sistema 88120)."]) assert.match(verdict(text), both('4471', '88120'), text);
  });

  it('the review item names both numbers as its candidates', () => {
    const text = 'Confirmada, localizador 4471, reserva 77120.';
    const r = readHotelMail({ text, kind: 'reply', references: [], to: [], cc: [], subject: '', size: text.length, fromHtml: false }, [{ bookingId: 'BK-2027-1001', booking }]);
    assert.equal(r.kind, 'answer');
    assert.equal(r.lines.length, 0);
    assert.deepEqual(r.review[0].candidates.slice(0, 2), ['4471', '77120']);
  });

  it('a second number labelled or said to be something else is no rival: the booking is confirmed', () => {
    for (const text of ["Confirmed, confirmation no. 4471. Folio no. 88120, room no. 214.", "Confirmada, localizador 4471. Factura nº 88120, habitación nº 214.", "Confirmée, n° de confirmation 4471. Facture n° 88120, chambre n° 214.", "Bestätigt, Buchungsnummer 4471. Rechnungs-Nr. 88120, Zimmer Nr. 214.", "Confermata, numero di conferma 4471. Fattura n. 88120, camera n. 214.", "Confirmada, número de confirmação 4471. Fatura nº 88120, quarto nº 214.", "Confirmed, confirmation no. 4471. Your request no. 88120 is now closed.", "Confirmada, localizador 4471. El número 88120 corresponde únicamente a su consulta.", "Confirmée, n° de confirmation 4471. Le numéro 88120 n'est pas celui de la réservation, c'est celui de votre demande.", "Bestätigt, Buchungsnummer 4471. Die Nummer 88120 ist nur unsere interne Vorgangsnummer.", "Confermata, numero di conferma 4471. Il numero 88120 è il numero della nostra pratica interna.", "Confirmada, número de confirmação 4471. O número 88120 é apenas o do nosso processo interno.", "Confirmed, confirmation no. 4471. Mrs Ruiz already stayed with us last year, ref. 3310.", "Confirmada, localizador 4471. La Sra. Ruiz ya se alojó con nosotros el año pasado (reserva 3310).", "Confirmée, n° de confirmation 4471. Mme Ruiz avait déjà séjourné chez nous l'été dernier (dossier 3310).", "Bestätigt, Buchungsnummer 4471. Frau Ruiz war letztes Jahr schon bei uns (Buchung 3310).", "Confermata, numero di conferma 4471. La sig.ra Ruiz ha già soggiornato da noi l'anno scorso (prenotazione 3310).", "Confirmada, número de confirmação 4471. A Sra. Ruiz já esteve connosco no ano passado (reserva 3310)."]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });
});

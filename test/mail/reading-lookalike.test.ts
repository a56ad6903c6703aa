// A number like the confirmation, with no label, that the hotel's side wrote outside the text the reader keeps as its
// own (lead, stop 9; rivals.ts lookalikeRival): digits only, as long as the chosen number (five digits or more) and its
// first two the same: the next booking of the same system, a second room, a copy of an earlier answer. A careful agent
// who sees two numbers of one system's series does not pick: review with both. Not when the second number is the chosen
// one again, of another shape (a postal code, a phone), or labelled as another kind (a folio, a room).
// Each review case below was CONFIRMED, with the first number, before this rule.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

const booking = BookingSchema.parse({
  BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
  Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] },
});
const mail = { from: { address: 'reservas@miramar.example', name: 'Reservas Hotel Miramar' }, to: ['reservations+1-abc@agency.example'] };
const verdict = (text: string) => verdictOf(text, booking, 'RE: BK-2027-1001', mail);

// Per language: the answer with its number, the closing, the Outlook header words, and a line of the hotel's earlier mail.
const L = {
  en: { top: 'Dear partner,\n\nWe confirm the booking of Mrs Ruiz, confirmation no. 44712.', close: 'Kind regards', from: 'From', sent: 'Sent', to: 'To', subj: 'Subject', earlier: 'Dear colleagues, Mrs Ruiz is booked with us:', folio: 'Folio' },
  es: { top: 'Buenos días:\n\nConfirmamos la reserva de la Sra. Ruiz, localizador 44712.', close: 'Un saludo', from: 'De', sent: 'Enviado el', to: 'Para', subj: 'Asunto', earlier: 'Estimados señores: la reserva de la Sra. Ruiz está anotada:', folio: 'Folio' },
  fr: { top: 'Bonjour,\n\nNous confirmons la réservation de Mme Ruiz, n° de confirmation 44712.', close: 'Cordialement', from: 'De', sent: 'Envoyé', to: 'À', subj: 'Objet', earlier: 'Madame, Monsieur, la réservation de Mme Ruiz est notée :', folio: 'Facture' },
  de: { top: 'Guten Tag,\n\nwir bestätigen die Buchung von Frau Ruiz, Bestätigungsnummer 44712.', close: 'Mit freundlichen Grüßen', from: 'Von', sent: 'Gesendet', to: 'An', subj: 'Betreff', earlier: 'Sehr geehrte Damen und Herren, die Buchung von Frau Ruiz ist erfasst:', folio: 'Rechnung' },
  it: { top: 'Buongiorno,\n\nconfermiamo la prenotazione della sig.ra Ruiz, numero di conferma 44712.', close: 'Cordiali saluti', from: 'Da', sent: 'Inviato', to: 'A', subj: 'Oggetto', earlier: 'Gentili signori, la prenotazione della sig.ra Ruiz è registrata:', folio: 'Fattura' },
  pt: { top: 'Bom dia,\n\nconfirmamos a reserva da Sra. Ruiz, número de confirmação 44712.', close: 'Cumprimentos', from: 'De', sent: 'Enviada', to: 'Para', subj: 'Assunto', earlier: 'Caros senhores, a reserva da Sra. Ruiz está registada:', folio: 'Fatura' },
} as const;
type Words = (typeof L)[keyof typeof L];
const signature = (l: Words) => `${l.close},\nAna Soler\nReservas / Reservations\nHotel Miramar Sitges\nPasseig Marítim 12, 08870 Sitges\nTel. +34 938 110 000`;
const header = (l: Words) => `${l.from}: Reservas Hotel Miramar <reservas@miramar.example>\n${l.sent}: 10/03/2027 09:12\n${l.to}: reservations+1-abc@agency.example\n${l.subj}: RE: BK-2027-1001 Ruiz\n`;
const earlier = (l: Words, line: string) => `${l.top}\n\n${signature(l)}\n\n${header(l)}\n${l.earlier}\n${line}\n`;
const both = /^review: two numbers either of which could be the confirmation: 44712 and 44718 /;

describe('a number like the confirmation, unlabelled, outside the kept text (six languages)', () => {
  it("alone on a line of the hotel's earlier mail quoted below: review with both", () => {
    for (const l of Object.values(L)) assert.match(verdict(earlier(l, '44718')), both, l.top);
  });

  it("after the guest's name in a block under the signature: review with both", () => {
    for (const l of Object.values(L)) assert.match(verdict(`${l.top}\n\n${signature(l)}\n\n\nRuiz Ana - 44718\n`), both, l.top);
  });

  it('the same number again, a postal code or a phone of the same length, or a number labelled as another kind: confirmed', () => {
    for (const l of Object.values(L)) {
      assert.equal(verdict(earlier(l, '44712')), 'CONFIRMED 44712', l.top);
      assert.equal(verdict(earlier(l, '08870 Sitges')), 'CONFIRMED 44712', l.top);
      assert.equal(verdict(earlier(l, '33712')), 'CONFIRMED 44712', l.top);
      assert.equal(verdict(earlier(l, '448125')), 'CONFIRMED 44712', l.top);
      assert.equal(verdict(earlier(l, `${l.folio} 44718`)), 'CONFIRMED 44712', l.top);
    }
  });
});

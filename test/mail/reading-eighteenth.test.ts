// Issue 25, eighteenth pass: clear confirmations still sent to review by the numbers beside the confirmation, and the
// last wrong confirmation's class. A careful agent confirms with the one confirmation number when the rest is ordinary:
// a group or block code, a case or profile number, a deposit, a room number said after the confirming words, a code
// written in three parts ("TH-FR-20931"); a number of the chosen one's series in the hotel's own earlier mail quoted
// below is a second candidate even after a label that also names another kind ("interne Reservierungsnummer"). The
// colleague check reads the number as a whole token. Each probe that confirms went to review (or read no number) before
// this pass; the real second candidates, conditions and other names beside them still go to a person.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

const booking = BookingSchema.parse({
  BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
  Guest: { LeadName: 'Anna Becker', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] },
});
const mail = { from: { address: 'reservas@miramar.example', name: 'Reservas Hotel Miramar' }, to: ['reservations+1-abc@agency.example'] };
const verdict = (text: string) => verdictOf(text, booking, 'RE: BK-2027-1001', mail);
const confirmed = (hcn: string, texts: string[]) => {
  for (const text of texts) assert.equal(verdict(text), `CONFIRMED ${hcn}`, text);
};
const reviewed = (texts: string[]) => {
  for (const text of texts) assert.match(verdict(text), /^review: /, text);
};

describe('eighteenth pass: the colleague check reads the number as a whole token', () => {
  const header = (from: string, sent: string, to: string, subj: string) => `\n\n-----Original Message-----\n${from}: Colleague <boss@miramar.example>\n${sent}: 10.03.2027 10:40\n${to}: reservas@miramar.example\n${subj}: BK-2027-1001\n\n`;
  const L = [
    ['Hello,\n\nconfirmed for Mrs Becker, no. 44712.\n\nRegards', header('From', 'Sent', 'To', 'Subject'), 'Please cancel the duplicate 447125 in the PMS.', 'Please cancel the duplicate 44712 in the PMS.'],
    ['Buenos días,\n\nconfirmada la Sra. Becker, nº 44712.\n\nSaludos', header('De', 'Enviado el', 'Para', 'Asunto'), 'Hay que anular la duplicada 447125 en el PMS.', 'Hay que anular la duplicada 44712 en el PMS.'],
    ['Bonjour,\n\nconfirmée pour Mme Becker, n° 44712.\n\nCordialement', header('De', 'Envoyé', 'À', 'Objet'), 'Merci d\'annuler le doublon 447125 dans le PMS.', 'Merci d\'annuler le doublon 44712 dans le PMS.'],
    ['Guten Tag,\n\nbestätigt für Frau Becker, Nr. 44712.\n\nGruß', header('Von', 'Gesendet', 'An', 'Betreff'), 'Bitte die doppelte 447125 im PMS stornieren.', 'Bitte die doppelte 44712 im PMS stornieren.'],
    ['Buongiorno,\n\nconfermata per la sig.ra Becker, n. 44712.\n\nSaluti', header('Da', 'Inviato', 'A', 'Oggetto'), 'Annullare la duplicata 447125 nel PMS.', 'Annullare la duplicata 44712 nel PMS.'],
    ['Bom dia,\n\nconfirmada para a Sra. Becker, nº 44712.\n\nCumprimentos', header('De', 'Enviada', 'Para', 'Assunto'), 'É para anular a duplicada 447125 no PMS.', 'É para anular a duplicada 44712 no PMS.'],
  ];
  it('a colleague speaking of "447125" does not speak of "44712": confirmed (six languages)', () => {
    for (const [own, head, other] of L) assert.equal(verdict(own + head + other + '\n'), 'CONFIRMED 44712', other);
  });
  it('a colleague speaking of "44712" itself: still review', () => {
    for (const [own, head, , same] of L) assert.match(verdict(own + head + same + '\n'), /^review: a message of the hotel's own staff/, same);
  });
});

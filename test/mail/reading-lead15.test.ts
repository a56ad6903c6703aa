// What the lead read in stop 15's tuning letters (fixtures/hotel-replies-tuning14): a chain's PMS letter pasted in the
// body, below the clerk's sign-off, announced as "in the body of the message" rather than "below".
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

// Three nights, Friday 12 to Monday 15 March 2027, a double room with breakfast, for Ana Ruiz.
const booking = BookingSchema.parse({
  BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
  Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] },
});

const RULE = '='.repeat(58);
const letter = (lead: string, closing: string) =>
  `${lead}\n\n${closing}\nAne Etxeberria\nReservas | Hotel Miramar\n\n${RULE}\n        HOTEL MIRAMAR ****\n${RULE}\n` +
  'Nº de confirmación ..... 81736492\nEstado de la reserva ... Garantizada\nHuésped ................ RUIZ, ANA MRS\n' +
  'Llegada ................ vie 12-mar-27\nSalida ................. lun 15-mar-27\nNoches ................. 3\nAdultos / Niños ........ 2 / 0\n' +
  `Tipo de habitación ..... DBL - Doble\nRégimen ................ BB - Alojamiento y desayuno\n${RULE}\n`;

describe('a letter pasted below the sign-off', () => {
  it('is read with the answer when the answer says the confirmation is in the body of the message', () => {
    for (const [lead, closing] of [
      ['Les enviamos en el cuerpo del mensaje la confirmación de la reserva.', 'Un saludo,'],
      ['Please find the confirmation in the body of this e-mail.', 'Kind regards,'],
      ['Vous trouverez la confirmation dans le corps du message.', 'Cordialement,'],
      ['Inviamo la conferma nel corpo del messaggio.', 'Cordiali saluti,'],
    ]) assert.equal(verdictOf(letter(lead, closing), booking), 'CONFIRMED 81736492', lead); // review before: nothing read above the sign-off
  });

  it('is not read when the answer does not point to it: what follows a sign-off is the signature', () => {
    assert.match(verdictOf(letter('Buenos días, gracias por su mensaje.', 'Un saludo,'), booking), /^review: /);
  });
});

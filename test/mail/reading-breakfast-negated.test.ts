// Breakfast said not to be booked, or "neither breakfast nor ...", in the six languages (lead, stop 9): a careful agent
// reads room only. Before, each of these CONFIRMED a bed-and-breakfast booking (the board was not read at all, so
// nothing differed); now it is a difference on the board, and a room-only booking so described is confirmed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

const bookingWith = (BoardType: string) =>
  BookingSchema.parse({
    BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Sonnenhof', CountryCode: 'DE' },
    Guest: { LeadName: 'Anna Becker', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType, Adults: 2 }] },
  });
const mail = { from: { address: 'info@sonnenhof.example', name: 'Hotel Sonnenhof' }, to: ['reservations+1-abc@agency.example'] };

const replies = [
  'Confirmed, no. 5512. Breakfast is not booked.',
  'Confirmed, no. 5512. Breakfast has not been booked.',
  'Confirmed, no. 5512. Neither breakfast nor parking is included.',
  'Bestätigt, Nr. 5512. Das Frühstück ist nicht gebucht.',
  'Bestätigt, Nr. 5512. Weder Frühstück noch Parken sind in der Buchung enthalten.',
  'Confirmado, nº 5512. Ni desayuno ni parking están incluidos.',
  'Confirmado, nº 5512. El desayuno no está reservado.',
  "Confirmé, n° 5512. Ni le petit-déjeuner ni le parking ne sont inclus.",
  "Confirmé, n° 5512. Le petit-déjeuner n'est pas réservé.",
  'Confermato, n. 5512. Né colazione né parcheggio sono inclusi.',
  'Confermato, n. 5512. La colazione non è prenotata.',
  'Confirmado, nº 5512. Nem pequeno-almoço nem estacionamento estão incluídos.',
  'Confirmado, nº 5512. O pequeno-almoço não foi reservado.',
];

describe('breakfast said not booked, or neither breakfast nor ..., reads room only (six languages)', () => {
  it('a bed-and-breakfast booking so answered is a difference on the board, never a confirmation', () => {
    for (const text of replies) assert.equal(verdictOf(text, bookingWith('Bed and Breakfast'), 'RE: BK-2027-1001', mail), 'DISCREPANCY BoardType', text);
  });

  it('a room-only booking so answered is confirmed', () => {
    for (const text of replies) assert.equal(verdictOf(text, bookingWith('Room Only'), 'RE: BK-2027-1001', mail), 'CONFIRMED 5512', text);
  });
});

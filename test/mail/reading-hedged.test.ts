// A hotel unsure of its own answer is never read as one: the booking goes to a person with what it said.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readHotelMail } from '../../src/domain/hotelMail/index.js';
import { BookingSchema } from '../../src/domain/schemas.js';

const booking = BookingSchema.parse({ BookingCode: 'BK-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'H', CountryCode: 'GB' }, Guest: { LeadName: 'John Smith', RoomStructure: [{ RoomType: 'Double Room' }] } });
const answer = (text: string) => {
  const r = readHotelMail({ text, kind: 'reply', references: [], to: [], cc: [], subject: '', size: text.length, fromHtml: false }, [{ bookingId: 'BK-1001', booking }]);
  assert.equal(r.kind, 'answer', JSON.stringify(r));
  return r as Extract<typeof r, { kind: 'answer' }>;
};

describe('hedged answers go to review', () => {
  for (const text of [
    'Confirmation number 4411 or maybe 4412, I will check tomorrow',
    'I think it is 4411, will confirm tomorrow. Confirmation number 4411',
    'Número de confirmación 4411, creo que sí, lo comprobaremos',
    'Numéro de confirmation 4411, peut-être, à confirmer',
    'Bestätigungsnummer 4411, vielleicht auch 4412',
    'Numero di conferma 4411, forse, da confermare',
    'Número de confirmação 4411, talvez, estamos a verificar',
  ]) {
    it(text, () => {
      const r = answer(text);
      assert.deepEqual(r.lines, [], 'nothing is confirmed on a guess');
      assert.match(r.review[0]?.why ?? '', /not certain|more than one|number/);
      assert.ok(r.review[0]?.candidates.includes('4411'), JSON.stringify(r.review));
    });
  }
  it('a certain answer with the same number is still read', () => {
    assert.equal(answer('Confirmed, confirmation number 4411. We look forward to welcoming Mr Smith.').lines[0]?.reply.hcn, '4411');
    assert.equal(answer('Confirmed, our ref 4411. We will check in the guest from 14:00.').lines[0]?.reply.hcn, '4411');
  });
});

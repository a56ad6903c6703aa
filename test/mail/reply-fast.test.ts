// readReplyData (src/domain/reply.ts) gives the reader HotelReplySchema.safeParse's data without zod's walk: for every
// reply it accepts, the very same data (same keys in the same order, same values), and it accepts nothing safeParse
// refuses (the reader then asks safeParse for the message). Checked over combinations of usual and unusual values.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HotelReplySchema, readReplyData } from '../../src/domain/reply.js';

const VALUES: Record<string, unknown[]> = {
  hcn: ['4471', ' 88 12 ', '', '   ', 'x'.repeat(100), ` ${'x'.repeat(100)} `, 'x'.repeat(101), 'a\u0000b', 'a\ud800b', 'a😀b', 12, null, undefined],
  noBooking: [true, false, 'true', 0, undefined],
  checkIn: ['2027-03-10', '2027-03-10T00:00:00.000Z', '10/03/2027', '2027-02-30', '', 'x'.repeat(41), 20270310, undefined],
  checkOut: ['2027-03-12', 'not a date', undefined],
  leadName: ['Ana Ruiz', '  Ana  ', '', 'n'.repeat(200), 'n'.repeat(201), undefined],
  rooms: [0, 1, 2.5, -1, 1000, 1001, NaN, Infinity, '2', -0, undefined],
  roomType: ['Double', ' Twin ', '', undefined],
  boardType: ['BB', 'b'.repeat(100), 'b'.repeat(101), undefined],
  adults: [2, 0, 3.2, undefined],
  children: [1, -2, undefined],
  amount: [0, 120.5, -1, NaN, Infinity, '12', undefined],
  currency: ['EUR', ' eur ', 'EURO', 'E1R', '', 5, undefined],
  specialRequestNoted: [true, 'yes', undefined],
  note: ['thanks', '', 'n'.repeat(2000), 'n'.repeat(2001), 'a\u0000', '  spaced  ', undefined],
};

describe('readReplyData', () => {
  it("gives safeParse's data for every reply it accepts and accepts none that safeParse refuses", () => {
    const keys = Object.keys(VALUES);
    let accepted = 0;
    let tried = 0;
    const check = (input: Record<string, unknown>) => {
      tried++;
      const fast = readReplyData(input);
      const slow = HotelReplySchema.safeParse(input);
      if (fast === undefined) return;
      accepted++;
      assert.ok(slow.success, `accepted what safeParse refuses: ${JSON.stringify(input)}`);
      assert.deepStrictEqual(fast, slow.data);
      assert.deepStrictEqual(Object.keys(fast), Object.keys(slow.data), 'key order');
    };
    // Each value of each field alone, in every field's place, and beside a usual reply.
    const usual = { hcn: '4471', checkIn: '2027-03-10', checkOut: '2027-03-12', adults: 2, note: 'Confirmed, 4471' };
    for (const k of keys) for (const v of VALUES[k]) {
      check({ [k]: v });
      check({ ...usual, [k]: v });
      check({ [k]: v, ...usual });
    }
    // Pairs of fields, every value of each.
    for (let i = 0; i < keys.length; i++) for (let j = i + 1; j < keys.length; j++) for (const a of VALUES[keys[i]]) for (const b of VALUES[keys[j]]) check({ [keys[j]]: b, [keys[i]]: a });
    // A key the schema does not know: safeParse drops it; the reader's fast path leaves such a reply to safeParse.
    assert.equal(readReplyData({ hcn: '1', extra: 1 }), undefined);
    assert.ok(accepted > tried / 4, `${accepted} of ${tried} accepted`);
  });

  it('the usual reply of the reader is taken by the fast path', () => {
    assert.deepStrictEqual(readReplyData({ hcn: ' 4471 ', checkIn: '2027-03-10', rooms: 1, noBooking: undefined, note: 'ok' }), { hcn: '4471', checkIn: '2027-03-10T00:00:00.000Z', rooms: 1, noBooking: undefined, note: 'ok' });
  });
});

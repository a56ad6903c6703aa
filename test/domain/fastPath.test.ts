// The compiled fast path of the booking schema (src/domain/fastPath.ts) answers exactly as the full parse does.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from '../support/fastCheck.js';
import { INVALID } from 'zod/v4/core';
import { BookingSchema } from '../../src/domain/schemas.js';
import { makeBooking } from '../helpers.js';

/** The schema's runtime parse alone, without the compiled parser in front (zod keeps it for its fallback). */
function fullParse(value: unknown): { success: boolean; data?: unknown } {
  const run = (BookingSchema as unknown as { _zod: { bag: { fallbackRun(p: object, ctx: object): { value: unknown; issues: unknown[] } } } })._zod.bag.fallbackRun;
  const r = run({ value, issues: [] }, {});
  return r.issues.length ? { success: false } : { success: true, data: r.value };
}

/** The compiled parser alone: a value, or INVALID where it hands the value to the full parse. */
const compiled = (value: unknown) => (BookingSchema as unknown as { _zod: { bag: { validator(v: unknown): unknown } } })._zod.bag.validator(value);

/** Paths into a booking and values a client might send there, valid or not. */
const FIELDS: [string[], unknown[]][] = [
  [['BookingCode'], ['', '  ', ' A-1 ', 'A#1', 'x'.repeat(101), 7, null]],
  [['LineCode'], ['L1', '', 'L#1', null, 3]],
  [['EventType'], ['BOOK', 'REBOOK', 'book', '', null, 1]],
  [['BookingStatus'], ['CANCELLED', 'PENDING', '', null]],
  [['CheckIn'], ['2027-03-10', '2027-03-10T14:00:00+02:00', '2027-03-10 14:00', '2027-02-30', '10/03/2027', '', null, 20270310, ' 2027-03-10T14:00:00Z ']],
  [['CheckOut'], ['2027-03-09', '2027-03-10T14:00:00Z', '2027-03-14', '2027-13-01', '', null]],
  [['BookingDate'], ['2026-11-20', 'yesterday', '', null]],
  [['CancellationDeadline'], ['2027-03-01', 'soon', '']],
  [['BookingAmount'], [0, -1, 12.5, '12.5', 1e13, null]],
  [['Currency'], ['eur', ' USD ', 'EURO', 'XXX', '', 978]],
  [['Refundable'], [false, 'true', 0, null]],
  [['BookingPriority'], [0, 1000, 1001, 1.5, -1, '1']],
  [['SpecialRequest'], ['late arrival', 'x'.repeat(2001), '']],
  [['TimeZone'], ['+02:00', 'Europe/Madrid', 'Mars/Olympus', '', 'UTC+2']],
  [['Unknown'], ['kept out', 1]],
  [['Agency'], [{ Name: 'A' }, 'agency', null, {}]],
  [['Supplier', 'HCN'], ['HCN-1', '', 'x'.repeat(101)]],
  [['Hotel'], [null, 'Hotel', {}]],
  [['Hotel', 'Name'], ['', ' Casa ', 'x'.repeat(201), null]],
  [['Hotel', 'CountryCode'], ['ES', 'esp', 'Spain', 'XX', '']],
  [['Hotel', 'Rating'], [0, 7, 8, 3.5, '4']],
  [['Hotel', 'Latitude'], ['41.3851', 41.3851, '91', 'north', -90]],
  [['Hotel', 'Longitude'], ['2.1734', 181, '-180.0']],
  [['Hotel', 'ContactDetails', 'Emails'], [['a@b.example'], ['not an address'], [], 'a@b.example']],
  [['Hotel', 'ContactDetails', 'Email'], [['a@b.example'], ['bad']]],
  [['Hotel', 'ContactDetails', 'Phone'], [['+34 1'], []]],
  [['Guest'], [null, {}, 'guest']],
  [['Guest', 'LeadName'], ['', 'Ana', null, 5]],
  [['Guest', 'Adults'], [0, 1001, 2.5, -1, '2']],
  [['Guest', 'Children'], [0, 1, 'two']],
  [['Guest', 'Childs'], [0, 1]],
  [['Guest', 'AllGuests'], [[], [{ Name: 'A', Age: 131 }], [{ Email: 'x' }], [null], [{ Phone: '+1' }], 'all']],
  [['Guest', 'RoomStructure'], [[{ Adults: 51 }], [{ RoomType: 'Double', Children: 1 }], []]],
];

function withField(booking: Record<string, any>, path: string[], value: unknown) {
  const copy = structuredClone(booking);
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = {};
    node = node[key];
  }
  node[path[path.length - 1]] = value;
  return copy;
}

const change = fc.constantFrom(...FIELDS).chain(([path, values]) => fc.constantFrom(...values).map((v) => [path, v] as const));

describe('the booking schema\'s compiled fast path', () => {
  it('parses a valid booking itself, to the same value as the full parse', () => {
    const b = makeBooking();
    const out = compiled(b);
    assert.notEqual(out, INVALID, 'the compiled parser handed a valid booking to the full parse');
    assert.deepEqual(out, fullParse(b).data);
  });

  it('answers as the full parse does for bookings with any mix of valid and invalid fields', () => {
    const base = makeBooking();
    fc.assert(
      fc.property(fc.array(change, { maxLength: 4 }), (changes) => {
        const booking = changes.reduce((b, [path, v]) => withField(b, path, v), base);
        const full = fullParse(booking);
        const fast = compiled(booking);
        // The compiled parser may hand a valid booking to the full parse; it must never accept one the full parse refuses.
        if (fast !== INVALID) {
          assert.ok(full.success, `the fast path accepted what the full parse refuses: ${JSON.stringify(changes)}`);
          assert.deepEqual(fast, full.data);
        }
        const answer = BookingSchema.safeParse(booking);
        assert.equal(answer.success, full.success, JSON.stringify(changes));
        if (answer.success) assert.deepEqual(answer.data, full.data);
      }),
      { numRuns: 2000 },
    );
  });

  it('still names every problem of an invalid booking', () => {
    const bad = withField(withField(makeBooking({ CheckOut: '2027-03-01' }), ['Guest', 'LeadName'], ''), ['Hotel', 'Rating'], 9);
    const r = BookingSchema.safeParse(bad);
    assert.equal(r.success, false);
    assert.deepEqual(r.error!.issues.map((i) => i.path.join('.')).sort(), ['CheckOut', 'Guest.LeadName', 'Hotel.Rating']);
  });
});

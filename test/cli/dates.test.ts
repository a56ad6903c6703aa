// Dates operators type (issue 14): ISO dates and documented words are read, everything else is refused naming the
// flag; the API refuses what Date.parse would guess at; times shown carry their zone.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parseDateFlag } from '../../src/client/dateFlags.js';
import { cliEnv, makeBooking, startTestService, type CliEnv, type TestService } from '../helpers.js';

const day = (offset: number) => {
  const t = new Date();
  const d = new Date(t.getFullYear(), t.getMonth(), t.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('date flags', () => {
  const now = new Date(2027, 2, 30, 23, 30); // 30 March 2027, 23:30 local time
  const table: [string, string][] = [
    ['2027-03-10', '2027-03-10'],
    ['today', '2027-03-30'],
    ['Tomorrow', '2027-03-31'],
    ['yesterday', '2027-03-29'],
    ['+3d', '2027-04-02'],
    ['-30d', '2027-02-28'],
  ];
  for (const [input, expected] of table) it(`"${input}" is ${expected}`, () => assert.equal(parseDateFlag('--from', input, now), expected));

  for (const input of ['03/10/2027', '10/03/2027', 'March 10', '2027-02-30', '2027-3-1', 'next week']) {
    it(`"${input}" is refused, naming the flag`, () => assert.throws(() => parseDateFlag('--to', input, now), (e: Error) => /^--to/.test(e.message) && e.message.includes(input)));
  }
  it('a day-month-year with slashes says why it is ambiguous', () => assert.throws(() => parseDateFlag('--from', '03/10/2027', now), /2027-03-10 in one country and 2027-10-03 in another/));
});

describe('bookings --from/--to against a service', () => {
  let s: TestService;
  let cli: CliEnv;
  before(async () => {
    s = await startTestService();
    cli = cliEnv(s);
    await s.api.addAndWait([
      makeBooking({ BookingCode: 'D-SOON', CheckIn: `${day(2)}T15:00:00Z`, CheckOut: `${day(4)}T10:00:00Z` }),
      makeBooking({ BookingCode: 'D-LATER', CheckIn: `${day(10)}T15:00:00Z`, CheckOut: `${day(12)}T10:00:00Z` }),
    ]);
  });
  after(async () => {
    cli.cleanup();
    await s.stop();
  });

  it('words select by day, and --to takes in its whole day', async () => {
    const r = await cli.run(['bookings', '--from', 'today', '--to', '+2d', '--json']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout).bookings.map((b: any) => b.BookingId), ['D-SOON']);
    const iso = await cli.run(['bookings', '--from', day(3), '--json']);
    assert.deepEqual(JSON.parse(iso.stdout).bookings.map((b: any) => b.BookingId), ['D-LATER']);
  });

  it('an ambiguous or English date is refused with exit 2, naming the flag, not the API field', async () => {
    for (const [flag, value] of [['--from', '03/10/2027'], ['--to', 'March 10']]) {
      const r = await cli.run(['bookings', flag, value]);
      assert.equal(r.code, 2, r.stdout);
      assert.match(r.stderr, new RegExp(`${flag} must be a date`));
      assert.doesNotMatch(r.stderr, /checkIn(From|To)/);
    }
  });

  it('the API refuses a date that is not ISO 8601 instead of guessing', async () => {
    const r = await s.api.call('GET', `/bookings?checkInFrom=${encodeURIComponent('March 10')}`);
    assert.equal(r.status, 400);
    assert.match(JSON.stringify(r.body.error.details), /ISO date/);
  });

  it('the times show prints carry their zone: the stay, the deadline and the history', async () => {
    const r = await cli.run(['show', 'D-SOON']);
    // The stay on the hotel's clock, each time labelled with the zone (this hotel is in the default zone, UTC).
    assert.match(r.stdout, /stay\s+\d{4}-\d\d-\d\d 15:00 UTC -> \d{4}-\d\d-\d\d 10:00 UTC/);
    assert.match(r.stdout, /free cancellation until 2027-03-01 00:00 UTC/);
    assert.match(r.stdout, /at \(UTC\)/);
  });
});

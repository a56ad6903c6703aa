// Acceptance: `reconfirm hotel reply` (the real binary, on the database of a running serve) moves bookings per PRODUCT 3 and 4.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError, makeBooking, runCli, startTestService, statusOf, type TestService } from '../helpers.js';

describe('reconfirm hotel reply beside a running serve', () => {
  let s: TestService;
  before(async () => (s = await startTestService({ auth: { maxFailures: 1000, windowSeconds: 60 } })));
  after(() => s.stop());

  const reply = (...args: string[]) => runCli(['hotel', 'reply', ...args, '--db', s.dbPath]);

  it('--hcn confirms a booking addressed as BookingCode#LineCode; the API then shows the HCN and answers 409 to updates', async () => {
    const b = makeBooking({ LineCode: 'L1' });
    await s.api.addAndWait([b]);
    const id = `${b.BookingCode}#L1`;
    const r = await reply(id, '--hcn', 'HX88231', '--json');
    assert.equal(r.code, 0, r.stderr);
    const printed = JSON.parse(r.stdout);
    assert.equal(printed.ReconfirmationStatus, 'CONFIRMED');
    assert.deepEqual(printed.verdict, { kind: 'CONFIRMED', hcn: 'HX88231' });
    const got = await s.api.getBooking(id);
    assert.equal(got.body.data.BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    assert.equal(got.body.data.BookingDetails.Supplier.HCN, 'HX88231');
    assertError(await s.api.update(id, { SpecialRequest: 'x' }), 409, 'UPDATE_NOT_PERMITTED');
  });

  it('--no-booking escalates with HOTEL_REPORTS_NO_BOOKING', async () => {
    const b = makeBooking();
    await s.api.addAndWait([b]);
    const r = await reply(b.BookingCode, '--no-booking');
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /ESCALATED/);
    const got = await s.api.getBooking(b.BookingCode);
    assert.equal(got.body.data.BookingDetails.ReconfirmationStatus, 'ESCALATED');
    assert.deepEqual(got.body.data.escalationReasons, ['HOTEL_REPORTS_NO_BOOKING']);
  });

  it('a differing --checkin escalates with DATA_DISCREPANCY naming the booked and the hotel value, even with an HCN', async () => {
    const b = makeBooking();
    await s.api.addAndWait([b]);
    const r = await reply(b.BookingCode, '--hcn', 'HX1', '--checkin', '2027-03-12', '--json');
    assert.equal(r.code, 0, r.stderr);
    const printed = JSON.parse(r.stdout);
    assert.equal(printed.ReconfirmationStatus, 'ESCALATED');
    assert.deepEqual(printed.verdict.discrepancies, [{ field: 'CheckIn', booked: '2027-03-10', hotel: '2027-03-12' }]);
    const got = await s.api.getBooking(b.BookingCode);
    assert.deepEqual(got.body.data.escalationReasons, ['DATA_DISCREPANCY']);
    assert.equal(got.body.data.BookingDetails.Supplier.HCN, null);
    const last = got.body.data.history.at(-1);
    assert.equal(last.toStatus, 'ESCALATED');
    assert.match(last.message, /DATA_DISCREPANCY/);
  });

  it('a matching later reply confirms an ESCALATED booking', async () => {
    const b = makeBooking();
    await s.api.addAndWait([b]);
    assert.equal((await reply(b.BookingCode, '--no-booking')).code, 0);
    const r = await reply(b.BookingCode, '--hcn', 'LATE-1', '--checkin', '2027-03-10');
    assert.equal(r.code, 0, r.stderr);
    assert.equal(await statusOf(s, b.BookingCode), 'CONFIRMED');
  });

  it('refuses an unknown booking with exit 1 and a reply without an answer with exit 2', async () => {
    const unknown = await reply('NO-SUCH-BOOKING', '--hcn', 'X');
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /no booking NO-SUCH-BOOKING/);
    const b = makeBooking();
    await s.api.addAndWait([b]);
    const empty = await reply(b.BookingCode);
    assert.equal(empty.code, 2);
    assert.equal(await statusOf(s, b.BookingCode), 'PENDING');
  });
});

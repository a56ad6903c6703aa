// One list of a hotel reply's fields (HotelReplySchema): `hotel reply` has a flag for each, the reply page checks through it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parseReplyForm } from '../../src/daemon/engine/replyForm.js';
import { makeBooking, runCli, startTestService, type TestService } from '../helpers.js';

describe('reconfirm hotel reply: every reply field has a flag, checked by the reply schema', () => {
  let s: TestService;
  before(async () => (s = await startTestService()));
  after(() => s.stop());

  const reply = (...args: string[]) => runCli(['hotel', 'reply', ...args, '--db', s.dbPath, '--json']);

  it('--special-request-noted no escalates a booking whose special request the hotel did not note', async () => {
    const b = makeBooking({ SpecialRequest: 'late arrival' });
    await s.api.addAndWait([b]);
    const r = await reply(b.BookingCode, '--hcn', 'HX-7', '--special-request-noted', 'no');
    assert.equal(r.code, 0, r.stderr);
    const printed = JSON.parse(r.stdout);
    assert.equal(printed.ReconfirmationStatus, 'ESCALATED');
    assert.deepEqual(printed.verdict.discrepancies.map((d: { field: string }) => d.field), ['SpecialRequest']);
  });

  it('--amount with another rate escalates naming BookingAmount', async () => {
    const b = makeBooking();
    await s.api.addAndWait([b]);
    const r = await reply(b.BookingCode, '--hcn', 'HX-8', '--amount', '612.50', '--currency', 'EUR');
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout).verdict.discrepancies, [{ field: 'BookingAmount', booked: 540.25, hotel: 612.5 }]);
  });

  it('bad values are refused with exit 2, each problem naming its flag, and nothing is recorded', async () => {
    const b = makeBooking();
    await s.api.addAndWait([b]);
    const r = await reply(b.BookingCode, '--hcn', 'HX-9', '--rooms', 'two', '--checkin', '2027-02-31', '--special-request-noted', 'maybe');
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--checkin must be an ISO 8601 date like 2027-03-10 \(got "2027-02-31"\)/);
    assert.match(r.stderr, /--rooms must be a whole number/);
    assert.match(r.stderr, /--special-request-noted must be true or false/);
    assert.equal((await s.api.getBooking(b.BookingCode)).body.data.BookingDetails.ReconfirmationStatus, 'PENDING');
  });
});

describe('the reply page form, read through the reply schema', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams({ action: 'confirm', ...fields });

  it('lists every problem with the field label: counts, dates, their order, and a value too long', () => {
    const parsed = parseReplyForm(form({ hcn: 'H'.repeat(101), checkIn: '2027-03-10', checkOut: '2027-03-09', adults: 'two', children: '1.5' }), false);
    assert.deepEqual(parsed.errors, [
      'HCN must be at most 100 characters.',
      'Adults must be a whole number.',
      'Children must be a whole number.',
      'Check-out must be after check-in.',
    ]);
  });

  it('a valid form becomes the reply: dates normalised, counts as numbers, blanks absent', () => {
    const parsed = parseReplyForm(form({ hcn: ' 4471 ', checkIn: '2027-03-10', checkOut: '2027-03-12', rooms: '2', leadName: '', specialRequestNoted: 'yes' }), true);
    assert.deepEqual(parsed.errors, []);
    assert.deepEqual(parsed.reply, { hcn: '4471', checkIn: '2027-03-10T00:00:00.000Z', checkOut: '2027-03-12T00:00:00.000Z', rooms: 2, specialRequestNoted: true, note: 'reply page' });
  });
});

import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { engineHarness, makeBooking, type EngineHarness } from '../helpers.js';

let h: EngineHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const reasons = async (id: string) => ((await h!.get(id)).escalationReasons as string[]).slice().sort();
const status = async (id: string) => (await h!.get(id)).BookingDetails.ReconfirmationStatus;
const escalationEvents = (id: string) =>
  h!
    .sql("SELECT payload FROM webhook_events WHERE type = 'booking.escalated' ORDER BY id")
    .map((e) => JSON.parse(e.payload).data)
    .filter((d) => d.BookingId === id)
    .map((d) => ({ reason: d.reason }));

describe('reminder schedule (fake clock, manual channel)', () => {
  it('contacts the hotel at once, reminds every 12 h, and after the 4th unanswered attempt escalates NO_HOTEL_RESPONSE once', async () => {
    h = await engineHarness({ channel: 'manual' });
    const b = makeBooking({ CheckIn: '2027-06-10T14:00:00Z', CheckOut: '2027-06-12T10:00:00Z', Refundable: false });
    await h.add([b]);
    let data = await h.get(b.BookingCode);
    assert.equal(data.contactAttempts, 1);
    assert.equal(data.nextContactAt, '2026-12-01T12:00:00.000Z');

    await h.advance(11);
    assert.equal((await h.get(b.BookingCode)).contactAttempts, 1, 'no reminder before 12 h');
    for (const expected of [2, 3, 4]) {
      await h.advance(1);
      assert.equal((await h.get(b.BookingCode)).contactAttempts, expected);
      await h.advance(11);
    }
    assert.equal(await status(b.BookingCode), 'PENDING', 'the last attempt still gets its 12 h to be answered');
    await h.advance(1);
    data = await h.get(b.BookingCode);
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'ESCALATED');
    assert.deepEqual(data.escalationReasons, ['NO_HOTEL_RESPONSE']);
    assert.equal(data.nextContactAt, null);
    assert.match(data.history.find((e: any) => e.kind === 'escalation').message, /did not answer 4 contact attempt/);

    for (let i = 0; i < 5; i++) await h.advance(12);
    data = await h.get(b.BookingCode);
    assert.equal(data.contactAttempts, 4, 'no reminders after the escalation');
    assert.equal(data.history.filter((e: any) => e.kind === 'hotel_contact').length, 4);
    assert.equal(escalationEvents(b.BookingCode).length, 1, 'one booking.escalated event, not one per tick');
  });

  it('stops reminding once the hotel has answered with an HCN', async () => {
    h = await engineHarness({ channel: 'manual' });
    const b = makeBooking();
    await h.add([b]);
    const pk = h.sql('SELECT id FROM bookings WHERE booking_id = ?', b.BookingCode)[0].id;
    const { recordHotelReply } = await import('../../src/store/replies.js');
    recordHotelReply(h.s.service.ctx.db, pk, { hcn: 'HX-1' }, { source: 'manual', actor: 'test', now: h.clock.now() });
    for (let i = 0; i < 4; i++) await h.advance(12);
    const data = await h.get(b.BookingCode);
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    assert.equal(data.contactAttempts, 1);
  });
});

describe('risk rules (fake clock)', () => {
  it('raises ARRIVAL_IMMINENT at once for a booking whose check-in is already past on arrival', async () => {
    h = await engineHarness({ channel: 'manual' });
    const b = makeBooking({ CheckIn: '2026-11-30T14:00:00Z', CheckOut: '2026-12-03T10:00:00Z', Refundable: false });
    await h.add([b]);
    assert.equal(await status(b.BookingCode), 'ESCALATED');
    assert.ok((await reasons(b.BookingCode)).includes('ARRIVAL_IMMINENT'));
    const entry = (await h.history(b.BookingCode, 'escalation'))[0];
    assert.match(entry.message, /check-in was 10 h ago/);
  });

  it('raises NO_HOTEL_RESPONSE 72 h before check-in and ARRIVAL_IMMINENT 24 h before, each on its tick', async () => {
    h = await engineHarness({ channel: 'manual', policy: { maxAttempts: 50 } });
    const b = makeBooking({ CheckIn: '2026-12-05T00:00:00Z', CheckOut: '2026-12-07T00:00:00Z', Refundable: false });
    await h.add([b]);
    assert.equal(await status(b.BookingCode), 'PENDING');
    await h.advance(23);
    assert.equal(await status(b.BookingCode), 'PENDING');
    await h.advance(1); // 72 h before check-in
    assert.deepEqual(await reasons(b.BookingCode), ['NO_HOTEL_RESPONSE']);
    await h.advance(47);
    assert.deepEqual(await reasons(b.BookingCode), ['NO_HOTEL_RESPONSE']);
    await h.advance(1); // 24 h before check-in
    assert.deepEqual(await reasons(b.BookingCode), ['ARRIVAL_IMMINENT', 'NO_HOTEL_RESPONSE']);
    assert.deepEqual(escalationEvents(b.BookingCode).map((e) => e.reason), ['NO_HOTEL_RESPONSE', 'ARRIVAL_IMMINENT']);
  });

  it('raises CANCELLATION_DEADLINE 48 h before free cancellation ends, only for refundable bookings', async () => {
    h = await engineHarness({ channel: 'manual' });
    const refundable = makeBooking({ Refundable: true, CancellationDeadLine: '2026-12-04T00:00:00Z' });
    const nonRefundable = makeBooking({ Refundable: false, CancellationDeadLine: '2026-12-04T00:00:00Z' });
    const passed = makeBooking({ Refundable: true, CancellationDeadLine: '2026-11-20T00:00:00Z' });
    await h.add([refundable, nonRefundable, passed]);
    await h.advance(23);
    assert.equal(await status(refundable.BookingCode), 'PENDING');
    await h.advance(1);
    assert.deepEqual(await reasons(refundable.BookingCode), ['CANCELLATION_DEADLINE']);
    assert.match((await h.history(refundable.BookingCode, 'escalation'))[0].message, /free cancellation ends in 48 h/);
    assert.equal(await status(nonRefundable.BookingCode), 'PENDING');
    assert.equal(await status(passed.BookingCode), 'PENDING', 'a deadline already passed protects nothing');
  });

  it('raises each reason once per booking however many ticks see it', async () => {
    h = await engineHarness({ channel: 'manual', policy: { maxAttempts: 1 } });
    const b = makeBooking({ CheckIn: '2026-12-01T20:00:00Z', CheckOut: '2026-12-02T10:00:00Z', Refundable: true, CancellationDeadLine: '2026-12-01T18:00:00Z' });
    await h.add([b]);
    assert.deepEqual(await reasons(b.BookingCode), ['ARRIVAL_IMMINENT', 'CANCELLATION_DEADLINE']);
    for (let i = 0; i < 30; i++) await h.advance(0.5);
    assert.deepEqual(await reasons(b.BookingCode), ['ARRIVAL_IMMINENT', 'CANCELLATION_DEADLINE', 'NO_HOTEL_RESPONSE']);
    assert.equal(escalationEvents(b.BookingCode).length, 3);
    assert.equal((await h.history(b.BookingCode, 'escalation')).length, 3);
  });

  it('a confirmed booking is not escalated when its check-in comes near', async () => {
    h = await engineHarness({ channel: 'manual' });
    const b = makeBooking({ CheckIn: '2026-12-05T00:00:00Z', CheckOut: '2026-12-06T00:00:00Z', Refundable: false });
    await h.add([b]);
    const pk = h.sql('SELECT id FROM bookings WHERE booking_id = ?', b.BookingCode)[0].id;
    const { recordHotelReply } = await import('../../src/store/replies.js');
    recordHotelReply(h.s.service.ctx.db, pk, { hcn: 'HX-2' }, { source: 'manual', actor: 'test', now: h.clock.now() });
    for (let i = 0; i < 8; i++) await h.advance(12);
    assert.equal(await status(b.BookingCode), 'CONFIRMED');
    assert.deepEqual(await reasons(b.BookingCode), []);
  });
});

describe('the schedule is the job rows', () => {
  const keysOf = (pk: number) => h!.sql<{ key: string }>('SELECT key FROM jobs WHERE key IN (?, ?) ORDER BY key', `contact:${pk}`, `risk:${pk}`).map((r) => r.key);
  it('an open booking has its next contact and next risk check as jobs; confirming it removes both in the same commit', async () => {
    h = await engineHarness({ channel: 'manual' });
    const b = makeBooking({ CheckIn: '2027-06-10T14:00:00Z', CheckOut: '2027-06-12T10:00:00Z' });
    await h.add([b]);
    const pk = h.sql<{ id: number }>('SELECT id FROM bookings WHERE booking_id = ?', b.BookingCode)[0].id;
    assert.deepEqual(keysOf(pk), [`contact:${pk}`, `risk:${pk}`]);
    const [contact] = h.sql<{ run_at: number }>('SELECT run_at FROM jobs WHERE key = ?', `contact:${pk}`);
    assert.equal(new Date(contact.run_at).toISOString(), '2026-12-01T12:00:00.000Z', 'the reminder is due 12 h after the first contact');
    const { recordHotelReply } = await import('../../src/store/replies.js');
    recordHotelReply(h.s.service.ctx.db, pk, { hcn: 'HX-9' }, { source: 'manual', actor: 'test', now: h.clock.now() });
    assert.equal(await status(b.BookingCode), 'CONFIRMED');
    assert.deepEqual(keysOf(pk), [], 'nothing left to run for a confirmed booking');
  });
});

describe('channel routing (pure)', () => {
  it('picks the channel by hotel name, then MasterProvider, then the default, ignoring case', async () => {
    const { primaryChannel, channelForAttempt } = await import('../../src/domain/policy.js');
    const routing = { channel: 'simulator', byHotel: { 'hotel alpenblick': 'manual' }, byMasterProvider: { HotelHub: 'http' }, fallback: { http: 'email', email: 'manual' }, waitHours: 12 };
    assert.equal(primaryChannel(routing, { Name: 'Hotel Alpenblick', MasterProvider: 'HotelHub' }), 'manual');
    assert.equal(primaryChannel(routing, { Name: 'Aegean Blue', MasterProvider: 'HOTELHUB' }), 'http');
    assert.equal(primaryChannel(routing, { Name: 'Aegean Blue' }), 'simulator');
    const t0 = Date.parse('2026-12-01T00:00:00Z');
    const H = 3_600_000;
    assert.equal(channelForAttempt(routing, 'http', [], t0).channel, 'http');
    assert.equal(channelForAttempt(routing, 'http', [{ channel: 'http', status: 'SENT', sentAt: t0 }], t0 + 11 * H).channel, 'http');
    assert.deepEqual(channelForAttempt(routing, 'http', [{ channel: 'http', status: 'SENT', sentAt: t0 }], t0 + 12 * H), { channel: 'email', because: 'http silent for 12 h' });
    const chain = [{ channel: 'http', status: 'FAILED', sentAt: t0 }, { channel: 'email', status: 'FAILED', sentAt: t0 }];
    assert.deepEqual(channelForAttempt(routing, 'http', chain, t0), { channel: 'manual', because: 'email failed' });
    const loop = { ...routing, fallback: { http: 'email', email: 'http' } };
    assert.equal(channelForAttempt(loop, 'http', chain, t0).channel, 'email', 'a fallback loop ends instead of spinning');
  });
});

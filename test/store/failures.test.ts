// Acceptance: when the database fails under a running serve: 502 QUEUE_PUBLISH_FAILED on add, 500 on update, nothing half-written, no stack leaked.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError, countRows, failWrites, makeBooking, startTestService, type TestService } from '../helpers.js';

describe('store failures under a running service', () => {
  let s: TestService;
  const logs: string[] = [];
  before(async () => (s = await startTestService({ auth: { maxFailures: 1000, windowSeconds: 60 } }, { log: (l) => logs.push(l) })));
  after(() => s.stop());

  // Submission jobs only: the running queue finishes other bookings' hotel contacts meanwhile.
  const submissionJobs = () => (s.service.ctx.db.$client.prepare("SELECT count(*) AS n FROM jobs WHERE task = 'submission.apply'").get() as { n: number }).n;
  const counts = () => ({ submissions: countRows(s, 'submissions'), jobs: submissionJobs(), bookings: countRows(s, 'bookings') });
  const leaksNothing = (body: unknown) => {
    const text = JSON.stringify(body);
    assert.ok(!/\bat .+:\d+:\d+|node_modules|SqliteError|PgError|disk full|RAISE/i.test(text), `error body leaks internals: ${text}`);
  };

  it('answers 502 QUEUE_PUBLISH_FAILED when the submission cannot be committed, and stores nothing', async () => {
    const allow = failWrites(s.db, 'fail_submissions', 'submissions', 'INSERT');
    const before = counts();
    const b = makeBooking();
    try {
      const r = await s.api.addBookings([b]);
      const e = assertError(r, 502, 'QUEUE_PUBLISH_FAILED');
      assert.equal(e.name, 'Queue Publish Failed');
      leaksNothing(r.body);
      assertError(await s.api.call('POST', '/events', { Bookings: [{ ...b, BookingCode: `${b.BookingCode}-E` }] }), 502, 'QUEUE_PUBLISH_FAILED');
    } finally {
      allow();
    }
    assert.deepEqual(counts(), before);
    assert.ok(logs.some((l) => l.includes('submission not stored') && l.includes('disk full')), 'the cause is logged for the operator');
    // The client's retry with backoff then succeeds.
    const [outcome] = await s.api.addAndWait([b]);
    assert.equal(outcome.outcome, 'CREATED');
  });

  it('answers 502 and leaves no submission behind when its queue job cannot be written (one transaction)', async () => {
    const allow = failWrites(s.db, 'fail_jobs', 'jobs', 'INSERT', "NEW.task = 'submission.apply'");
    const before = counts();
    try {
      // Three batches: the first submission row is written before the job insert fails.
      const bookings = Array.from({ length: 250 }, () => makeBooking());
      assertError(await s.api.addBookings(bookings), 502, 'QUEUE_PUBLISH_FAILED');
    } finally {
      allow();
    }
    assert.deepEqual(counts(), before);
  });

  it('answers 500 INTERNAL_ERROR without a stack when an update cannot be written, and the booking is unchanged', async () => {
    const b = makeBooking();
    await s.api.addAndWait([b]);
    const before = (await s.api.getBooking(b.BookingCode)).body.data;
    const allow = failWrites(s.db, 'fail_history', 'booking_history', 'INSERT');
    try {
      const r = await s.api.update(b.BookingCode, { CheckIn: '2027-03-11T14:00:00Z', SpecialRequest: 'quiet room' });
      const e = assertError(r, 500, 'INTERNAL_ERROR');
      assert.equal(e.name, 'Internal Server Error');
      assert.match(e.message, /requestId/);
      leaksNothing(r.body);
      assert.ok(logs.some((l) => l.includes(r.body.meta.requestId)), 'the failure is logged under its requestId');
    } finally {
      allow();
    }
    const after = (await s.api.getBooking(b.BookingCode)).body.data;
    assert.deepEqual(after.BookingDetails, before.BookingDetails);
    // The running queue may record the booking's first hotel contact meanwhile; nothing of the update is in the history.
    const notTheHotels = (h: { actor: string }[]) => h.filter((e) => !/^(hotel|risk)/.test(e.actor));
    assert.deepEqual(notTheHotels(after.history), notTheHotels(before.history));
  });

  it('keeps serving after the failures', async () => {
    assert.equal((await s.api.call('GET', '/healthz')).status, 200);
    assert.equal((await s.api.addBookings([makeBooking()])).status, 200);
  });
});

// The statements a contact's completion runs on SQLite (issue 26, "SQLite drain, stop 10" in bench/RESULTS.md): the
// queue thread's work per booking is what holds the drain's time against the bare queue's. The contacts a tick
// completes read their bookings 64 to a statement (not one each), and a confirmation whose booking has no other job
// left (its contact's row went with the completion's fenced delete) runs no statement to cancel jobs that are not
// there; one that has jobs still loses them. Counted on a real SQLite file by wrapping the driver's statements.
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { enqueue } from '../../src/store/jobs.js';
import { engineHarness, makeBooking, TEST_ENGINE, type EngineHarness } from '../helpers.js';

let h: EngineHarness | undefined;
let unwrap: (() => void) | undefined;
afterEach(async () => {
  unwrap?.();
  unwrap = undefined;
  await h?.stop();
  h = undefined;
});

const hinted = (hint: string): Record<string, any> => {
  const b = makeBooking();
  return { ...b, Hotel: { ...b.Hotel, MasterProviderHotelId: hint } };
};

/** Counts every statement run through the driver from now on, by its SQL (whitespace folded). */
function countStatements(client: { prepare(sql: string): object }): Map<string, number> {
  const counts = new Map<string, number>();
  const proto = Object.getPrototypeOf(client.prepare('SELECT 1')) as Record<string, (...a: unknown[]) => unknown>;
  const originals = new Map<string, (...a: unknown[]) => unknown>();
  for (const m of ['run', 'get', 'all', 'iterate']) {
    const orig = proto[m];
    originals.set(m, orig);
    proto[m] = function (this: { source: string }, ...a: unknown[]) {
      const k = this.source.replace(/\s+/g, ' ').trim();
      counts.set(k, (counts.get(k) ?? 0) + 1);
      return orig.apply(this, a);
    };
  }
  unwrap = () => {
    for (const [m, orig] of originals) proto[m] = orig;
  };
  return counts;
}

const total = (counts: Map<string, number>, match: RegExp) => [...counts].reduce((n, [sql, c]) => (match.test(sql) ? n + c : n), 0);

describe('the contacts a tick completes on SQLite', { skip: TEST_ENGINE === 'pg' ? 'counts SQLite statements (PostgreSQL: test/engine/contact-round-trips.test.ts)' : false }, () => {
  it('read their bookings together and cancel no job that is not there, and record what they did before', async () => {
    h = await engineHarness({ channel: 'simulator', simulator: { minDelayMs: 0, maxDelayMs: 0 }, channels: { concurrency: 32 } });
    // 90% of the hotels confirm at once, 5% state another check-in, 5% know no such booking (as the bench's drain).
    const N = 200;
    const bookings = Array.from({ length: N }, (_, i) => hinted(i % 20 === 7 ? 'SIM-DISCREPANCY' : i % 20 === 13 ? 'SIM-NOBOOKING' : 'SIM-CONFIRM'));
    // The first ten bookings (primary keys 1-10 in this new file) have a risk check waiting far ahead: their
    // confirmation must still remove it.
    const far = h.clock.now() + 30 * 24 * 3600_000;
    for (let pk = 1; pk <= 10; pk++) enqueue(h.s.db, 'risk.check', { bookingPk: pk }, { runAt: far }, h.clock.now());
    const r = await h.s.api.addBookings(bookings);
    assert.equal(r.status, 200);
    const counts = countStatements(h.s.db.$client as unknown as { prepare(sql: string): object });
    await h.drain();
    unwrap!();

    const statuses = h.sql('SELECT status, count(*) AS n FROM bookings GROUP BY status ORDER BY status');
    assert.deepEqual(statuses, [
      { status: 'CONFIRMED', n: 180 },
      { status: 'ESCALATED', n: 20 },
    ]);
    assert.deepEqual(
      h.sql("SELECT kind, count(*) AS n FROM booking_history GROUP BY kind ORDER BY kind"),
      [
        { kind: 'created', n: N },
        { kind: 'escalation', n: 20 },
        { kind: 'hotel_contact', n: N },
        { kind: 'hotel_reply', n: N },
        { kind: 'transition', n: 180 },
      ],
    );
    // No contact or risk job is left for a confirmed booking: the ten waiting risk checks went with the confirmations.
    const confirmedJobs = h.sql("SELECT j.key FROM jobs j JOIN bookings b ON j.key IN ('contact:' || b.id, 'risk:' || b.id) WHERE b.status = 'CONFIRMED'");
    assert.deepEqual(confirmedJobs, []);
    // Booking 8 (the eighth: another check-in) is escalated, not confirmed: its risk check stays.
    assert.deepEqual(h.sql("SELECT key FROM jobs WHERE task = 'risk.check' AND run_at = ?", far), [{ key: 'risk:8' }], 'the waiting risk checks of the confirmed bookings are gone');
    assert.equal(h.sql("SELECT count(*) AS n FROM webhook_events WHERE type = 'booking.confirmed'")[0].n, 180);

    // The completions read their bookings 64 to a statement: none is read alone.
    const readAlone = total(counts, /^SELECT .* FROM bookings WHERE id = \?$/);
    assert.equal(readAlone, 0, 'no booking read one by one in the completions');
    // Cancelling statements only for the bookings that had a job to cancel (the ten risk checks), not for all 180.
    const cancels = total(counts, /^(DELETE FROM jobs WHERE key|UPDATE jobs SET rerun_at = NULL WHERE key)/);
    assert.ok(cancels <= 20, `cancelling statements: ${cancels} (two per booking confirmed would be ${2 * 180})`);
    const probes = total(counts, /^SELECT count\(\*\) FILTER/);
    assert.ok(probes <= 10, `per-booking probes of job keys: ${probes}`);
  });
});

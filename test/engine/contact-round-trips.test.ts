// The hotel contact's tick on PostgreSQL (issue 26, the set-based hot path): the queue thread reaches PostgreSQL through
// a synchronous bridge, one round trip per request, so what a drain costs there is the round trips its bookings make.
// The contacts a tick completes write their outcomes (the attempt, the booking, history, the answer, the confirmation's
// event, delivery and job) gathered per table, one statement per table for the tick, and read their bookings in one
// statement; it used to be a dozen round trips per booking. Counted here for a drain of 64 bookings answered inline.
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import type { BridgeRequest } from '../../src/store/pg/bridge.js';
import type { PgDatabase } from '../../src/store/pg/database.js';
import { makeBooking, startTestService, TEST_ENGINE, type TestService } from '../helpers.js';

let h: TestService | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const hinted = (hint: string): Record<string, any> => {
  const b = makeBooking();
  return { ...b, Hotel: { ...b.Hotel, MasterProviderHotelId: hint } };
};

/**
 * The requests the service's connection sends through the bridge (each one a round trip) while its queue runs until
 * `done` holds, and how many statements they carry; `done`'s own reads are not counted.
 */
async function roundTrips(db: unknown, done: () => boolean): Promise<{ trips: BridgeRequest[]; statements: number }> {
  const bridge = ((db as { $client: PgDatabase }).$client).bridge;
  const trips: BridgeRequest[] = [];
  const call = bridge.call.bind(bridge);
  let polling = false;
  bridge.call = (m) => (polling || trips.push(m), call(m));
  try {
    for (const until = Date.now() + 60_000; ; ) {
      polling = true;
      const finished = done();
      polling = false;
      if (finished) break;
      if (Date.now() > until) throw new Error('the drain did not finish within 60 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    bridge.call = call;
  }
  return { trips, statements: trips.reduce((n, m) => n + 1 + ('before' in m && m.before ? m.before.filter((b) => typeof b !== 'string').length : 0), 0) };
}

const PG_ONLY = { skip: TEST_ENGINE !== 'pg' && 'PostgreSQL only (node scripts/test-all-nodes.mjs runs its PostgreSQL pass)' };

describe('the hotel contacts of a tick on PostgreSQL', () => {
  it('cost well under one round trip per booking through the bridge, and record what they did before', PG_ONLY, async (t) => {
    // The queue runs inline, on the real clock, as in `serve`: the contacts finishing together share a tick.
    h = await startTestService({ channel: 'simulator', simulator: { minDelayMs: 0, maxDelayMs: 0 }, channels: { concurrency: 32 } }, { scheduler: false });
    const sql = (query: string, ...params: unknown[]) => h!.db.$client.prepare(query).all(...params) as any[];
    // 90% of the hotels confirm at once, 5% state another check-in, 5% know no such booking (as the bench's drain).
    const N = 256;
    const bookings = Array.from({ length: N }, (_, i) => hinted(i % 20 === 7 ? 'SIM-DISCREPANCY' : i % 20 === 13 ? 'SIM-NOBOOKING' : 'SIM-CONFIRM'));
    let trips: BridgeRequest[] = [];
    let statements = 0;
    const counted = roundTrips(h.db, () => sql("SELECT count(*) AS n FROM hotel_contacts WHERE status = 'ANSWERED'")[0].n === N && !sql("SELECT 1 FROM jobs WHERE task = 'hotel.contact' AND locked_by IS NOT NULL").length);
    const r = await h.api.addBookings(bookings);
    assert.equal(r.status, 200);
    ({ trips, statements } = await counted);

    const statuses = sql('SELECT status, count(*) AS n FROM bookings GROUP BY status ORDER BY status');
    assert.deepEqual(statuses, [
      { status: 'CONFIRMED', n: 230 },
      { status: 'ESCALATED', n: 26 },
    ]);
    assert.equal(sql("SELECT count(*) AS n FROM hotel_contacts WHERE status = 'ANSWERED'")[0].n, N, 'every attempt answered, with its detail');
    assert.equal(sql("SELECT count(*) AS n FROM hotel_contacts WHERE detail = 'simulated hotel answered at once'")[0].n, N);
    assert.equal(sql('SELECT count(*) AS n FROM hotel_replies')[0].n, N);
    assert.equal(sql("SELECT count(*) AS n FROM bookings WHERE attempts = 1 AND channel = 'simulator' AND last_contact_at IS NOT NULL")[0].n, N);
    assert.deepEqual(
      sql("SELECT kind, count(*) AS n FROM booking_history WHERE kind <> 'created' GROUP BY kind ORDER BY kind"),
      [
        { kind: 'escalation', n: 26 },
        { kind: 'hotel_contact', n: N },
        { kind: 'hotel_reply', n: N },
        { kind: 'transition', n: 230 },
      ],
    );
    // One event each; no contact or risk job left for a confirmed booking, a risk check planned for an escalated one.
    assert.deepEqual(sql('SELECT type, count(*) AS n FROM webhook_events GROUP BY type ORDER BY type'), [
      { type: 'booking.confirmed', n: 230 },
      { type: 'booking.escalated', n: 26 },
    ]);
    assert.equal(sql("SELECT count(*) AS n FROM jobs j JOIN bookings b ON j.key IN ('contact:' || CAST(b.id AS TEXT), 'risk:' || CAST(b.id AS TEXT)) WHERE b.status = 'CONFIRMED'")[0].n, 0);
    assert.equal(sql("SELECT count(*) AS n FROM jobs j JOIN bookings b ON j.key = 'risk:' || CAST(b.id AS TEXT) WHERE b.status = 'ESCALATED'")[0].n, 26);

    // The apply (a handful for the batch), the contacts' claim and completion, the webhooks' claim and completion.
    // The apply (a handful for the batch), then the contacts: their claims (the bookings, their escalation reasons and
    // rounds, the attempts' ids: one statement each per claim) and completions (the fenced delete, the sets, the commit,
    // per tick of up to 32); an escalated booking still reads and writes its escalation and risk check on its own.
    const by = new Map<string, number>();
    for (const m of trips) {
      const k = 'sql' in m ? m.sql.replace(/\s+/g, ' ').slice(0, 70) : m.op;
      by.set(k, (by.get(k) ?? 0) + 1);
    }
    const top = [...by].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, n]) => `${n} × ${k}`).join('\n');
    t.diagnostic(`${trips.length} round trips for ${N} bookings (${(trips.length / N).toFixed(2)} per booking), ${statements} statements`);
    assert.ok(trips.length < N, `${trips.length} round trips for ${N} bookings (${(trips.length / N).toFixed(2)} per booking, ${statements} statements); the most made:\n${top}`);
  });
});

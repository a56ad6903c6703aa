// submission.apply as a set (issue 26, the set-based hot path): the submissions a tick claimed are read together,
// decided in pure code (src/domain/applyPlan.ts) and written one statement per table (src/store/applyWrites.ts). On
// PostgreSQL a submission of 100 bookings used to cost about 500 round trips through the bridge (a read, an insert, a
// history row, a job and an outcome per booking, each its own); a whole batch now costs a handful. And what a batch
// decides is what applying its submissions one after the other would do: a later one sees what an earlier one did.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { applySubmissions } from '../../src/daemon/applySubmission.js';
import { allTasks } from '../../src/daemon/tasks.js';
import type { BridgeRequest } from '../../src/store/pg/bridge.js';
import type { PgDatabase } from '../../src/store/pg/database.js';
import { makeBooking, startTestService, TEST_ENGINE, type TestService } from '../helpers.js';

describe('submission.apply applies a batch as one set', () => {
  let s: TestService;
  before(async () => (s = await startTestService({}, { workers: false, scheduler: false })));
  after(() => s?.stop());

  /** The queue's handler for a claimed batch of submissions, run here by hand (the queue is off). */
  const applyBatch = (traceIds: string[]) => allTasks(s.service.ctx)['submission.apply'].handleBatch!(traceIds.map((traceId) => ({ traceId })));

  async function accept(body: unknown, path = '/addBookings'): Promise<string> {
    const r = await s.api.call('POST', path, body);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.data.traceIds.length, 1);
    return r.body.data.traceIds[0];
  }

  const sql = <T = any>(query: string, ...params: unknown[]): T[] => s.db.$client.prepare(query).all(...params) as T[];

  /** The requests the service's connection sends through the bridge while fn runs, and the statements they carry. */
  async function roundTrips(fn: () => unknown): Promise<{ trips: BridgeRequest[]; statements: number }> {
    const bridge = (s.db.$client as unknown as PgDatabase).bridge;
    const trips: BridgeRequest[] = [];
    const call = bridge.call.bind(bridge);
    bridge.call = (m) => (trips.push(m), call(m));
    try {
      await fn();
    } finally {
      bridge.call = call;
    }
    return { trips, statements: trips.reduce((n, m) => n + 1 + ('before' in m && m.before ? m.before.filter((b) => typeof b !== 'string').length : 0), 0) };
  }
  const shown = (trips: BridgeRequest[]) => trips.map((m) => ('sql' in m ? m.sql.slice(0, 50) : m.op)).join(' | ');
  const PG_ONLY = { skip: TEST_ENGINE !== 'pg' && 'PostgreSQL only (node scripts/test-all-nodes.mjs runs its PostgreSQL pass)' };

  it('twenty submissions of 100 bookings cost a few round trips through the bridge in all, not several per booking', PG_ONLY, async () => {
    const traceIds: string[] = [];
    for (let i = 0; i < 20; i++) traceIds.push(await accept(Array.from({ length: 100 }, () => makeBooking())));
    const { trips, statements } = await roundTrips(() => applyBatch(traceIds));
    // One set (2,000 bookings at most on PostgreSQL): read the submissions' sizes, read the submissions, read the
    // bookings they name, draw the new ids; the writes go with the COMMIT.
    assert.ok(trips.length <= 5, `${trips.length} round trips for 2,000 bookings: ${shown(trips)}`);
    assert.ok(statements <= 13, `${statements} statements for 2,000 bookings`);
    const placeholders = traceIds.map(() => '?').join(', ');
    assert.deepEqual(sql(`SELECT state, count(*) AS n FROM submissions WHERE trace_id IN (${placeholders}) GROUP BY state`, ...traceIds), [{ state: 'APPLIED', n: 20 }]);
    assert.deepEqual(sql(`SELECT outcome, count(*) AS n FROM trace_outcomes WHERE trace_id IN (${placeholders}) GROUP BY outcome`, ...traceIds), [{ outcome: 'CREATED', n: 2000 }]);
    assert.equal(sql("SELECT count(*) AS n FROM bookings WHERE status = 'PENDING'")[0].n, 2000);
    assert.equal(sql("SELECT count(*) AS n FROM booking_history WHERE kind = 'created'")[0].n, 2000);
    assert.equal(sql("SELECT count(*) AS n FROM jobs WHERE task = 'hotel.contact'")[0].n, 2000, 'every new booking has its first contact');
    // Applied once: the batch run again (a retry after a crash) changes nothing.
    await applyBatch(traceIds);
    assert.equal(sql('SELECT count(*) AS n FROM bookings')[0].n, 2000);
  });

  it('twenty single-booking submissions are one set: a handful of round trips for the batch', PG_ONLY, async () => {
    const traceIds: string[] = [];
    for (let i = 0; i < 20; i++) traceIds.push(await accept([makeBooking()]));
    const { trips } = await roundTrips(() => applyBatch(traceIds));
    assert.ok(trips.length <= 5, `${trips.length} round trips for 20 submissions of one booking: ${shown(trips)}`);
    const placeholders = traceIds.map(() => '?').join(', ');
    assert.deepEqual(sql(`SELECT outcome, count(*) AS n FROM trace_outcomes WHERE trace_id IN (${placeholders}) GROUP BY outcome`, ...traceIds), [{ outcome: 'CREATED', n: 20 }]);
  });

  it('a later submission of the batch sees what an earlier one did, as applying them one after the other would', async () => {
    const tag = `SET-${process.pid}-${Date.now()}`;
    const first = makeBooking({ BookingCode: `${tag}-A`, Supplier: { Name: 'BedBank', ReferenceNo: `${tag}-REF` } });
    const events = (bookings: unknown[]) => accept({ Bookings: bookings }, '/events');
    const eventsBooking = (overrides: Record<string, unknown>) => ({
      CheckIn: '2027-07-01 15:00',
      CheckOut: '2027-07-04 11:00',
      TimeZone: '+02:00',
      Price: 310,
      Currency: 'EUR',
      Hotel: { Name: 'Casa Azul', ContactDetails: { Phone: ['+34 955 000 000'], Email: ['res@casaazul.example'] } },
      Guest: { LeadName: 'Aiko Tanaka', Adults: 1, AllGuests: [{ Name: 'Aiko', LastName: 'Tanaka' }] },
      ...overrides,
    });
    const traceIds = [
      await accept([first]),
      await accept([first]), // the same booking again: created by the first submission of this batch
      await events([eventsBooking({ BookingCode: `${tag}-B`, EventType: 'REBOOK', LineCode: `${tag}-REF` })]), // its original: the booking created above
      await events([{ BookingCode: `${tag}-A`, BookingStatus: 'CANCELLED' }]), // cancelled already by the REBOOK
      await events([eventsBooking({ BookingCode: `${tag}-C` }), { BookingCode: `${tag}-C`, BookingStatus: 'CANCELLED' }]),
    ];
    // One set on both engines (the queue makes one per submission on SQLite: applyBatch).
    applySubmissions(s.db, s.service.ctx.clock, traceIds, s.service.ctx.config.defaultTimeZone);
    const outcomes = [];
    for (const t of traceIds) outcomes.push(...(await s.api.waitForTrace(t)).outcomes.map((o: any) => `${o.BookingId} ${o.outcome} ${o.ReconfirmationStatus}`));
    assert.deepEqual(outcomes, [
      `${tag}-A CREATED CANCELLED`,
      `${tag}-A DUPLICATE_IGNORED CANCELLED`,
      `${tag}-B#${tag}-REF REBOOKED PENDING`,
      `${tag}-A REJECTED CANCELLED`,
      `${tag}-C CREATED CANCELLED`,
      `${tag}-C CANCELLED CANCELLED`,
    ]);
    const a = (await s.api.getBooking(`${tag}-A`)).body.data;
    assert.equal(a.rebookedBy, `${tag}-B#${tag}-REF`);
    assert.deepEqual(
      a.history.map((h: any) => `${h.kind} ${h.fromStatus ?? '-'}>${h.toStatus ?? '-'}`),
      ['created ->PENDING', 'transition PENDING>CANCELLED'],
    );
    // The cancelled bookings keep no contact; the rebooking has its first one.
    const contacts = sql<{ bookingId: string }>(
      "SELECT b.booking_id AS bookingId FROM jobs j JOIN bookings b ON j.key = 'contact:' || CAST(b.id AS TEXT) WHERE b.booking_id LIKE ? ORDER BY b.booking_id",
      `${tag}-%`,
    ).map((r) => r.bookingId);
    assert.deepEqual(contacts, [`${tag}-B#${tag}-REF`]);
    const c = (await s.api.getBooking(`${tag}-C`)).body.data;
    assert.equal(c.rebookOf ?? null, null);
  });
});

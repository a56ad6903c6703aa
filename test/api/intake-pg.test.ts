// addBookings on PostgreSQL (issue 26): the service thread stood still during each round trip through the bridge
// (src/store/pg/bridge.ts), about four per call. Now a call authenticates in one round trip, and the calls committed
// together send their submissions and jobs with the COMMIT, in one; neither blocks the thread, which reads and
// validates other calls meanwhile. A write that fails still fails alone (the group then runs again with a savepoint
// per write).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { groupCommitFor } from '../../src/store/groupCommit.js';
import type { BridgeRequest } from '../../src/store/pg/bridge.js';
import { PgDatabase } from '../../src/store/pg/database.js';
import { insertQueuedSubmission } from '../../src/store/submissions.js';
import { makeBooking, startTestService, TEST_ENGINE, type TestService } from '../helpers.js';

describe('addBookings on PostgreSQL, in round trips', { skip: TEST_ENGINE !== 'pg' && 'PostgreSQL only (node scripts/test-all-nodes.mjs runs its PostgreSQL pass)' }, () => {
  let s: TestService;
  before(async () => (s = await startTestService({}, { workers: false, scheduler: false })));
  after(() => s?.stop());

  /** The requests the service's connection sends through the bridge while fn runs: blocking the thread, or not. */
  async function roundTrips(fn: () => Promise<unknown>): Promise<{ blocking: BridgeRequest[]; async: BridgeRequest[] }> {
    const bridge = (s.db.$client as unknown as PgDatabase).bridge;
    const seen = { blocking: [] as BridgeRequest[], async: [] as BridgeRequest[] };
    const call = bridge.call.bind(bridge);
    const callAsync = bridge.callAsync?.bind(bridge);
    bridge.call = (m) => (seen.blocking.push(m), call(m));
    if (callAsync) bridge.callAsync = (m) => (seen.async.push(m), callAsync(m));
    try {
      await fn();
    } finally {
      bridge.call = call;
      if (callAsync) bridge.callAsync = callAsync;
    }
    return seen;
  }

  it('eight concurrent calls cost at most two round trips each, none blocking the thread: one to authenticate, their writes sent with the COMMIT', async () => {
    await s.api.addBookings([makeBooking()]); // statements prepared, the key's last use stamped
    const calls = 8;
    const sent = await roundTrips(async () => {
      const answers = await Promise.all(Array.from({ length: calls }, () => s.api.addBookings(Array.from({ length: 10 }, () => makeBooking()))));
      assert.deepEqual(answers.map((r) => r.status), Array(calls).fill(200));
    });
    const all = [...sent.blocking, ...sent.async];
    const own = all.filter((m) => 'sql' in m && /INSERT INTO (submissions|jobs)/.test(m.sql));
    assert.deepEqual(own.map((m) => ('sql' in m ? m.sql.slice(0, 40) : m.op)), [], 'no submission or job insert waits for a round trip of its own');
    assert.deepEqual(sent.blocking.map((m) => ('sql' in m ? m.sql.slice(0, 60) : m.op)), [], 'no round trip blocks the service thread');
    assert.ok(all.length <= 2 * calls, `${all.length} round trips for ${calls} calls`);
    const { rows } = s.db.$client instanceof PgDatabase ? s.db.$client.bridge.call({ op: 'query', sql: "SELECT count(*)::int AS n FROM jobs WHERE task = 'submission.apply'", params: [] }) : { rows: [] };
    assert.deepEqual(rows, [{ n: calls + 1 }], 'every accepted call has its apply job');
  });

  it('a write that fails in a group fails alone; the others commit', async () => {
    const db = s.db;
    const submission = (traceId: string) => ({ traceId, accountId: s.accountId, kind: 'add' as const, requestId: `r-${traceId}`, receivedAt: new Date().toISOString(), payload: '[]', bookingsCount: 0 });
    const g = groupCommitFor(db);
    const results = await Promise.allSettled([
      g.submit(() => insertQueuedSubmission(db, submission('group-a'))),
      g.submit(() => insertQueuedSubmission(db, submission('group-a'))), // the same trace id: refused by its key
      g.submit(() => insertQueuedSubmission(db, submission('group-b'))),
    ]);
    assert.deepEqual(results.map((r) => r.status), ['fulfilled', 'rejected', 'fulfilled']);
    const { rows } = (db.$client as unknown as PgDatabase).bridge.call({ op: 'query', sql: "SELECT trace_id AS t FROM submissions WHERE trace_id LIKE 'group-%' ORDER BY 1", params: [] });
    assert.deepEqual(rows, [{ t: 'group-a' }, { t: 'group-b' }]);
  });
});

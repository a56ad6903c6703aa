// Acceptance: SIGKILL the real `reconfirm serve` right after it answered 200 to 1,000 bookings; after a restart each is there exactly once.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { openDatabase } from '../../src/store/db.js';
import { Api, bootstrapFrom, makeBooking, sleep, spawnServe, tempDir, testDatabase, TEST_ENGINE, waitFor, type SpawnedServe } from '../helpers.js';

/** The bootstrap account and key `serve` prints once on a fresh database. */
async function bootstrapCredentials(serve: SpawnedServe): Promise<{ accountId: string; apiKey: string }> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const text = serve.output();
    const first = bootstrapFrom(text);
    if (first) return first;
    if (Date.now() > deadline) throw new Error(`no bootstrap credentials printed: ${text}`);
    await sleep(20);
  }
}

describe('durability of accepted bookings', () => {
  const tmp = tempDir('reconfirm-durability-');
  const children: SpawnedServe[] = [];
  after(() => {
    for (const c of children) if (c.child.exitCode === null && c.child.signalCode === null) c.child.kill('SIGKILL');
    tmp.cleanup();
  });

  it('after SIGKILL right behind the last 200 and a restart, every one of 1,000 bookings exists exactly once and no job is stuck', async (t) => {
    const dbPath = await testDatabase(tmp.dir, 'service.db');
    // PostgreSQL: the restarted instance takes the killed one's jobs back when their lease lapses (SQLite: at start).
    const config = join(tmp.dir, 'reconfirm.config.json');
    writeFileSync(config, JSON.stringify(TEST_ENGINE === 'pg' ? { scheduler: { leaseSeconds: 3 } } : {}));
    const env = { RECONFIRM_CONFIG: config };
    // In the temp dir: on PostgreSQL the first key's file is written to the working directory.
    const first = await spawnServe(['--db', dbPath, '--channel', 'manual', '--quiet'], env, tmp.dir);
    children.push(first);
    const { accountId, apiKey } = await bootstrapCredentials(first);
    const api = new Api(first.url, accountId, apiKey);
    const expected = new Set<string>();
    const traceIds: string[] = [];
    for (let call = 0; call < 10; call++) {
      const bookings = Array.from({ length: 100 }, (_, j) => makeBooking({ BookingCode: `DUR-${call}-${j}` }));
      bookings.forEach((b) => expected.add(b.BookingCode));
      const r = await api.addBookings(bookings);
      assert.equal(r.status, 200, JSON.stringify(r.body).slice(0, 300));
      traceIds.push(...r.body.data.traceIds);
    }
    first.child.kill('SIGKILL');
    await first.exited;
    assert.equal(first.child.signalCode, 'SIGKILL');
    assert.equal(traceIds.length, 10);
    const atKill = openDatabase(dbPath, { migrate: false });
    const applied = (atKill.$client.prepare("SELECT count(*) AS n FROM submissions WHERE state = 'APPLIED'").get() as { n: number }).n;
    atKill.$client.close();
    t.diagnostic(`${applied} of 10 submissions were applied when the process was killed`);

    const second = await spawnServe(['--db', dbPath, '--channel', 'manual', '--quiet'], env, tmp.dir);
    children.push(second);
    assert.ok(!/account id:|API key/.test(second.output()), 'a restart on the same database creates no new account');
    const again = new Api(second.url, accountId, apiKey);
    for (const t of traceIds) {
      const trace = await again.waitForTrace(t, 20_000);
      assert.equal(trace.outcomes.length, 100);
      assert.ok(trace.outcomes.every((o: any) => o.outcome === 'CREATED'), `trace ${t}: ${JSON.stringify(trace.outcomes.find((o: any) => o.outcome !== 'CREATED'))}`);
    }
    const listed = await again.call('GET', '/bookings?limit=1000');
    assert.equal(listed.status, 200);
    assert.equal(listed.body.data.total, 1000);

    const db = openDatabase(dbPath, { migrate: false }).$client;
    try {
      // A trace shows its outcomes once the apply's writes commit; the tick completes its jobs after (on PostgreSQL in
      // a transaction of its own): the test read the jobs in between 1 time in 2 on PostgreSQL, on main as well.
      const applyJobs = () => (db.prepare("SELECT count(*) AS n FROM jobs WHERE task = 'submission.apply'").get() as { n: number }).n;
      await waitFor('the apply jobs completed', () => applyJobs() === 0, 10_000, 50).catch(() => undefined);
      const rows = db.prepare('SELECT booking_id AS id, count(*) AS n FROM bookings GROUP BY booking_id').all() as { id: string; n: number }[];
      assert.equal(rows.length, 1000);
      assert.ok(rows.every((r) => r.n === 1));
      assert.deepEqual(new Set(rows.map((r) => r.id)), expected);
      assert.equal((db.prepare("SELECT count(*) AS n FROM submissions WHERE state <> 'APPLIED'").get() as { n: number }).n, 0);
      assert.equal((db.prepare('SELECT count(*) AS n FROM trace_outcomes').get() as { n: number }).n, 1000);
      assert.equal((db.prepare("SELECT count(*) AS n FROM jobs WHERE task = 'submission.apply'").get() as { n: number }).n, 0);
      const stuck = db.prepare('SELECT task, locked_by, failed_at, last_error FROM jobs WHERE failed_at IS NOT NULL OR locked_by = ?').all(first.instance);
      assert.deepEqual(stuck, [], 'no job parked, none still held by the killed process');
    } finally {
      db.close();
    }

    second.child.kill('SIGTERM');
    assert.equal((await second.exited).code, 0, second.output());
    assert.match(second.output(), /stopped/);
  });
});

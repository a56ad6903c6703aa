// addBookings on PostgreSQL (issue 26): the service thread stood still during each round trip through the bridge
// (src/store/pg/bridge.ts), about four per call. Now a call authenticates in one round trip, and the calls committed
// together send their submissions and jobs with the COMMIT, in one; neither blocks the thread, which reads and
// validates other calls meanwhile. A write that fails still fails alone (the group then runs again with a savepoint
// per write). Since the accepting path's pool (src/store/pg/pool.ts), an API call makes no round trip through the
// bridge at all; the group commit of groupCommit.ts still serves received mail.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { commitAccepted } from '../../src/store/accepting.js';
import { createApiKey, revokeApiKey, verifyApiKeyAsync } from '../../src/store/accounts.js';
import { groupCommitFor } from '../../src/store/groupCommit.js';
import type { BridgeRequest } from '../../src/store/pg/bridge.js';
import { PgDatabase } from '../../src/store/pg/database.js';
import { poolOf } from '../../src/store/pg/pool.js';
import { insertQueuedSubmission } from '../../src/store/submissions.js';
import { Api, makeBooking, startTestService, TEST_ENGINE, type TestService } from '../helpers.js';

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

  it('a write that throws in a group whose deferred write would fail: the group rolls back whole, and the good writes then commit', async () => {
    const db = s.db;
    const submission = (traceId: string) => ({ traceId, accountId: s.accountId, kind: 'add' as const, requestId: `r-${traceId}`, receivedAt: new Date().toISOString(), payload: '[]', bookingsCount: 0 });
    const g = groupCommitFor(db);
    await g.submit(() => insertQueuedSubmission(db, submission('throw-taken')));
    const results = await Promise.allSettled([
      g.submit(() => {
        db.$client.prepare('SELECT 1 AS one').get(); // a statement whose result is read: the transaction has begun
        insertQueuedSubmission(db, submission('throw-a'));
      }),
      g.submit(() => insertQueuedSubmission(db, submission('throw-taken'))), // deferred; refused by its key when sent
      g.submit(() => {
        throw new Error('this write fails before anything is sent');
      }),
    ]);
    assert.deepEqual(results.map((r) => r.status), ['fulfilled', 'rejected', 'rejected'], JSON.stringify(results.map((r) => r.status === 'rejected' && String(r.reason))));
    const { rows } = (db.$client as unknown as PgDatabase).bridge.call({ op: 'query', sql: "SELECT trace_id AS t FROM submissions WHERE trace_id LIKE 'throw-%' ORDER BY 1", params: [] });
    assert.deepEqual(rows, [{ t: 'throw-a' }, { t: 'throw-taken' }]);
  });
});

// The accepting path on the service's own pool of asynchronous connections (src/store/pg/pool.ts): the bridge thread
// answers one request at a time, so a call's key check and its group's commit waited behind whatever it was doing.
describe('addBookings on PostgreSQL, on the pool of the accepting path', { skip: TEST_ENGINE !== 'pg' && 'PostgreSQL only (node scripts/test-all-nodes.mjs runs its PostgreSQL pass)' }, () => {
  let s: TestService;
  let own: pg.Client;
  before(async () => {
    s = await startTestService({}, { workers: false, scheduler: false });
    own = new pg.Client({ connectionString: s.dbPath });
    await own.connect();
  });
  after(async () => {
    await own?.end();
    await s?.stop();
  });
  const count = async (sql: string) => Number((await own.query(sql)).rows[0].n);

  it('accepts calls while the bridge thread is held by a long statement: key checks and commits do not wait for it', async () => {
    await s.api.addBookings([makeBooking()]);
    // The test holds a lock; the service's bridge connection waits for it (sent without blocking the thread).
    await own.query('SELECT pg_advisory_lock(4242001)');
    const bridge = (s.db.$client as unknown as PgDatabase).bridge;
    const held = bridge.callAsync({ op: 'query', sql: 'SELECT pg_advisory_lock(4242001) AS held', params: [] });
    let released = false;
    // Released after 30 s whatever happens, so that a path still on the bridge fails this test instead of hanging.
    const release = setTimeout(() => {
      released = true;
      void own.query('SELECT pg_advisory_unlock(4242001)');
    }, 30_000);
    try {
      await waitForWaiting();
      const answers = await Promise.all(Array.from({ length: 8 }, () => s.api.addBookings(Array.from({ length: 5 }, () => makeBooking()))));
      assert.equal(released, false, 'the calls were answered only once the bridge was free again');
      assert.deepEqual(answers.map((r) => r.status), Array(8).fill(200));
      assert.equal(await count("SELECT count(*) AS n FROM submissions WHERE state = 'QUEUED'"), 9, 'every accepted call is committed');
      assert.equal(await count("SELECT count(*) AS n FROM jobs WHERE task = 'submission.apply'"), 9, 'with its apply job');
    } finally {
      clearTimeout(release);
      if (!released) await own.query('SELECT pg_advisory_unlock(4242001)');
      await held;
      bridge.call({ op: 'query', sql: 'SELECT pg_advisory_unlock(4242001)', params: [] });
    }
    async function waitForWaiting() {
      for (let i = 0; i < 200; i++) {
        if (await count("SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = 4242001 AND NOT granted")) return;
        await new Promise((r) => setTimeout(r, 25));
      }
      assert.fail('the bridge connection never waited for the lock');
    }
  });

  it('a revoked key is refused at the next call; the calls before were accepted', async () => {
    const created = createApiKey(s.db, { accountId: s.accountId, label: 'to revoke' });
    const api = new Api(s.url, s.accountId, created.apiKey);
    try {
      assert.equal((await api.addBookings([makeBooking()])).status, 200);
      assert.ok(revokeApiKey(s.db, created.keyId, new Date().toISOString()));
      const r = await api.addBookings([makeBooking()]);
      assert.equal(r.status, 403);
    } finally {
      await api.close();
    }
  });

  it('in a group on the pool, a write that fails fails alone; the others commit, each with its apply job', async () => {
    const sub = (traceId: string) => ({ traceId, accountId: s.accountId, kind: 'add' as const, requestId: `r-${traceId}`, receivedAt: new Date().toISOString(), payload: '[]', bookingsCount: 0 });
    const now = Date.now();
    const results = await Promise.allSettled([
      commitAccepted(s.db, [sub('pool-a')], now),
      commitAccepted(s.db, [sub('pool-b'), sub('pool-a')], now), // the same trace id: refused by its key, with pool-b
      commitAccepted(s.db, [sub('pool-c')], now),
    ]);
    assert.deepEqual(results.map((r) => r.status), ['fulfilled', 'rejected', 'fulfilled']);
    const { rows } = await own.query("SELECT trace_id AS t FROM submissions WHERE trace_id LIKE 'pool-%' ORDER BY 1");
    assert.deepEqual(rows, [{ t: 'pool-a' }, { t: 'pool-c' }]);
    const jobs = await own.query("SELECT payload FROM jobs WHERE task = 'submission.apply' AND payload LIKE '%pool-%' ORDER BY 1");
    assert.deepEqual(jobs.rows.map((r) => JSON.parse(r.payload).traceId), ['pool-a', 'pool-c']);
  });

  it('an accepted call wakes the instances: reconfirm_jobs is notified once its commit is done', async () => {
    const listener = new pg.Client({ connectionString: s.dbPath });
    await listener.connect();
    try {
      await listener.query('LISTEN reconfirm_jobs');
      let heard = 0;
      listener.on('notification', () => heard++);
      assert.equal((await s.api.addBookings([makeBooking()])).status, 200);
      const deadline = Date.now() + 10_000;
      while (!heard && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      assert.ok(heard >= 1, 'no wake-up after an accepted call');
    } finally {
      await listener.end();
    }
  });

  it('a connection cut inside a group\'s savepoint transaction fails that group whole; the service goes on', async () => {
    await own.query(`CREATE FUNCTION slow_cut() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF NEW.trace_id LIKE 'cut-slow%' THEN PERFORM pg_sleep(30); END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER slow_cut BEFORE INSERT ON submissions FOR EACH ROW EXECUTE FUNCTION slow_cut();`);
    try {
      const sub = (traceId: string) => ({ traceId, accountId: s.accountId, kind: 'add' as const, requestId: `r-${traceId}`, receivedAt: new Date().toISOString(), payload: '[]', bookingsCount: 0 });
      await commitAccepted(s.db, [sub('cut-taken')], Date.now());
      // One group: its statement fails at once on the taken trace id, then each call runs in a savepoint of one
      // transaction, where the second sleeps until its connection is cut.
      const group = Promise.allSettled([commitAccepted(s.db, [sub('cut-taken')], Date.now()), commitAccepted(s.db, [sub('cut-slow-1')], Date.now())]);
      let cut = 0;
      for (let i = 0; i < 400 && !cut; i++) {
        await new Promise((r) => setTimeout(r, 25));
        cut = Number((await own.query("SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'reconfirm intake%' AND query LIKE '%INSERT INTO submissions%' AND state = 'active' AND wait_event = 'PgSleep'")).rows[0].n);
      }
      assert.equal(cut, 1, 'the savepoint transaction was found sleeping');
      assert.deepEqual((await group).map((r) => r.status), ['rejected', 'rejected']);
      assert.equal(await count("SELECT count(*) AS n FROM submissions WHERE trace_id LIKE 'cut-slow%'"), 0, 'nothing of the cut transaction committed');
      assert.equal((await s.api.addBookings([makeBooking()])).status, 200, 'the next call is accepted');
    } finally {
      await own.query('DROP TRIGGER slow_cut ON submissions; DROP FUNCTION slow_cut();');
    }
  });

  it('a key check on a connection that closed before the pool heard of it is sent again on another: the call is answered, not a 500', async () => {
    const pool = poolOf(s.db.$client)!;
    assert.ok(await verifyApiKeyAsync(s.db, s.accountId, s.apiKey, new Date().toISOString()));
    // Every idle connection of the pool is closed under it; the check runs before the pool can hear of it.
    const held = await Promise.all(Array.from({ length: pool.size }, () => pool.pool.connect()));
    for (const c of held) c.release();
    for (const c of held) (c as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const r = await verifyApiKeyAsync(s.db, s.accountId, s.apiKey, new Date().toISOString());
    assert.equal(r.ok, true, JSON.stringify(r));
    const wrong = await verifyApiKeyAsync(s.db, s.accountId, 'rk_wrong_key_0000000000000000', new Date().toISOString());
    assert.equal(wrong.ok, false, 'a wrong key is still refused');
  });

  it('a read whose connection the server ends under it (pg_terminate_backend, 57P01) is sent again on another: answered, not an error', async () => {
    const pool = poolOf(s.db.$client)!;
    const read = pool.readStore<{ n: number }>('SELECT CAST(7 AS integer) AS n FROM (SELECT pg_sleep(0.4)) AS slow', []);
    let cut = 0;
    for (let i = 0; i < 200 && !cut; i++) {
      await new Promise((r) => setTimeout(r, 20));
      cut = Number(
        (await own.query("SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event = 'PgSleep' AND query LIKE '%AS slow%'")).rows[0].n,
      );
    }
    assert.equal(cut, 1, 'the read was found running and its connection ended');
    assert.deepEqual(await read, [{ n: 7 }]);
  });

  it('calls are accepted again on new connections after the pool\'s were cut', async () => {
    await s.api.addBookings([makeBooking()]);
    // This test's database only: the PostgreSQL pass runs two files at once on one cluster, and cutting every intake
    // connection of the cluster gave the other file's service a 500 (CI, test/api/fuzz.test.ts).
    const cut = await own.query("SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'reconfirm intake%'");
    assert.ok(Number(cut.rows[0].n) >= 1, 'the pool had a connection to cut');
    // The pool hears of the cut connections (each one's close is an event; a fixed pause was a race under load).
    const pool = poolOf(s.db.$client)!;
    const deadline = Date.now() + 10_000;
    while (pool.connections > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const answers = await Promise.all(Array.from({ length: 4 }, () => s.api.addBookings([makeBooking()])));
    assert.deepEqual(answers.map((r) => r.status), Array(4).fill(200));
  });

  it('stores an accepted payload compressed with lz4 where the server has it (cheaper to write and read than pglz)', async () => {
    const lz4 = await own.query("SELECT count(*) AS n FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)");
    const r = await s.api.addBookings(Array.from({ length: 100 }, () => makeBooking()));
    assert.equal(r.status, 200);
    const { rows } = await own.query('SELECT pg_column_compression(payload) AS c FROM submissions WHERE trace_id = $1', [r.body.data.traceIds[0]]);
    assert.equal(rows[0].c, Number(lz4.rows[0].n) ? 'lz4' : 'pglz');
  });
});

describe('the accepting path\'s pool ends with the service', { skip: TEST_ENGINE !== 'pg' && 'PostgreSQL only (node scripts/test-all-nodes.mjs runs its PostgreSQL pass)' }, () => {
  it('its connections are open while serving and closed once the service stopped', async () => {
    const s = await startTestService({ databasePoolSize: 2 }, { workers: false, scheduler: false });
    const own = new pg.Client({ connectionString: s.dbPath });
    await own.connect();
    const name = `reconfirm intake ${s.service.ctx.instanceId}`;
    const open = async () => Number((await own.query('SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1', [name])).rows[0].n);
    try {
      await Promise.all(Array.from({ length: 6 }, () => s.api.addBookings([makeBooking()])));
      const serving = await open();
      assert.ok(serving >= 1 && serving <= 2, `${serving} connections of a pool of 2`);
      await s.stop();
      const deadline = Date.now() + 10_000;
      while ((await open()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      assert.equal(await open(), 0, 'the pool was ended by the stop');
    } finally {
      await own.end();
    }
  });
});

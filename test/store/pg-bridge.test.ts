// The synchronous PostgreSQL connection (src/store/pg/bridge.ts) gives each call its own answer, also when its wait
// is woken without one: the previous answer's notify can arrive late and wake the next call's wait. Taking that
// wake-up for an answer left every later call one answer behind (three serve instances saw a claim of one task
// return another task's jobs, and an INSERT return the id of the statement before it).
import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';
import { after, before, describe, it } from 'node:test';
import { PgBridge, PgError } from '../../src/store/pg/bridge.js';
import { CommitOutcomeUnknown, PgDatabase } from '../../src/store/pg/database.js';
import { startPostgres, type PgCluster } from '../support/postgres.js';

describe('PostgreSQL bridge', () => {
  let cluster: PgCluster | undefined;
  let bridge: PgBridge | undefined;
  before(async () => {
    cluster = await startPostgres();
  });
  after(() => {
    bridge?.close();
    cluster?.stop();
  });

  it('each call gets its own answer while its wait is woken without one', async () => {
    bridge = new PgBridge(cluster!.url);
    // Wake-ups without an answer, as a late notify gives, as often as a thread can send them.
    const flag = (bridge as unknown as { flag: Int32Array }).flag;
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const waker = new Worker(
      `const { workerData } = require('node:worker_threads');
       const flag = new Int32Array(workerData.flag), stop = new Int32Array(workerData.stop);
       while (Atomics.load(stop, 0) === 0) Atomics.notify(flag, 0);`,
      { eval: true, workerData: { flag: flag.buffer, stop: stop.buffer } },
    );
    try {
      const wrong: string[] = [];
      for (let n = 1; n <= 200; n++) {
        const { rows } = bridge.call({ op: 'query', sql: 'SELECT CAST($1 AS integer) AS n, pg_sleep(0.001) AS slept', params: [n] });
        const got = (rows[0] as { n: number }).n;
        if (got !== n) wrong.push(`call ${n} answered ${got}`);
      }
      assert.deepEqual(wrong, [], 'every call answered with its own row');
    } finally {
      Atomics.store(stop, 0, 1);
      await waker.terminate();
    }
  });

  it('an answer that comes after its caller stopped waiting is not taken for the next call’s', () => {
    bridge ??= new PgBridge(cluster!.url);
    // An answer left in the port (as from a request whose caller timed out) names another request.
    const port = (bridge as unknown as { port: { postMessage(m: unknown): void } }).port;
    // Through the bridge thread itself: a request sent past call() leaves its answer waiting in the port.
    port.postMessage({ op: 'query', sql: 'SELECT 41 AS n', params: [], id: -1 });
    const { rows } = bridge.call({ op: 'query', sql: 'SELECT 42 AS n', params: [] });
    assert.deepEqual(rows, [{ n: 42 }]);
  });

  it('a connection lost inside a transaction fails the transaction: nothing after the loss runs outside it', () => {
    const db = new PgDatabase(cluster!.createDatabase('txlost'));
    const killer = new PgDatabase(cluster!.url);
    try {
      db.exec('CREATE TABLE t (n integer)');
      const pid = (db.prepare('SELECT pg_backend_pid() AS pid').get() as { pid: number }).pid;
      assert.throws(
        () =>
          db.transaction(() => {
            db.prepare('INSERT INTO t VALUES (1)').run();
            killer.prepare('SELECT pg_terminate_backend(CAST(? AS integer))').get(pid);
            // The bridge thread hears of the lost connection meanwhile.
            Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
            db.prepare('INSERT INTO t VALUES (2)').run();
          })(),
        /lost inside a transaction|terminat/,
      );
      // The next statement, outside a transaction, reconnects; neither insert is there.
      assert.deepEqual(db.prepare('SELECT n FROM t').all(), []);
    } finally {
      db.close();
      killer.close();
    }
  });

  it('a COMMIT that got no answer is reported as of unknown outcome, one PostgreSQL refused as rolled back', () => {
    const db = new PgDatabase(cluster!.url);
    try {
      const bridge = db.bridge as unknown as { call: PgBridge['call'] };
      const real = bridge.call.bind(db.bridge);
      let failCommit: Error | undefined;
      bridge.call = (m) => {
        if (failCommit && m.op === 'exec' && m.sql.includes('COMMIT')) throw failCommit;
        return real(m);
      };
      failCommit = new PgError('Connection terminated unexpectedly', undefined);
      assert.throws(() => db.transaction(() => db.prepare('SELECT 1 AS one').get())(), CommitOutcomeUnknown);
      failCommit = new PgError('could not serialize access', '40001');
      assert.throws(() => db.transaction(() => db.prepare('SELECT 1 AS one').get())(), (err) => err instanceof PgError && err.code === '40001');
      failCommit = undefined;
      assert.deepEqual(db.prepare('SELECT 1 AS one').get(), { one: 1 }, 'the connection works on');
    } finally {
      db.close();
    }
  });

  it('a blocking call made while an asynchronous commit is out runs after it, never inside its transaction', async () => {
    const db = new PgDatabase(cluster!.createDatabase('asyncorder'));
    try {
      db.exec('CREATE TABLE t (n integer PRIMARY KEY)');
      // The deferred writes go out with the COMMIT, after a pause that keeps the transaction open a while.
      const committed = db.transactionAsync(() => {
        db.prepare('SELECT pg_sleep(0.2)').runUnread();
        db.prepare('INSERT INTO t VALUES (?)').runUnread(1);
      });
      assert.equal(db.inTransaction, false, 'for this thread the transaction is over');
      // Sent while the COMMIT is out: answered after it, outside the transaction (it sees the committed row).
      const seen = db.prepare('SELECT count(*)::int AS n, pg_current_xact_id_if_assigned() IS NULL AS outside FROM t').get();
      assert.deepEqual(seen, { n: 1, outside: true });
      await committed;
      // A deferred write that fails fails the transaction, rolled back before anything else runs on the connection.
      await assert.rejects(
        db.transactionAsync(() => {
          db.prepare('INSERT INTO t VALUES (?)').runUnread(2);
          db.prepare('INSERT INTO t VALUES (?)').runUnread(1);
        }),
        (err) => err instanceof PgError && err.code === '23505',
      );
      assert.deepEqual(db.prepare('SELECT n FROM t ORDER BY n').all(), [{ n: 1 }], 'neither write of the failed transaction is there');
    } finally {
      db.close();
    }
  });
});

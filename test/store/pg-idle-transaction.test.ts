// A process paused inside a transaction (SIGSTOP between two statements) must not hold its locks until it resumes:
// with `idleInTransactionMs` (serve gives a quarter of its lease) the server ends the transaction, the rows it locked
// (a booking read to be changed is locked: docs/runtime.md, "Locks and leases") are free for the other instances, and
// the paused caller finds its transaction failed, nothing of it committed.
// node pass: first only (PostgreSQL's idle-in-transaction timeout)
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { after, before, describe, it } from 'node:test';
import { PgDatabase } from '../../src/store/pg/database.js';
import { startPostgres, type PgCluster } from '../support/postgres.js';

/**
 * Another instance, in a thread of its own (this one will be blocked): changes the row the paused transaction locked,
 * in a transaction of its own connection, and says when it got the row.
 */
function otherWriter(url: string): { ready: Promise<void>; go(): void; gotAt: Promise<number> } {
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
     const pg = require(workerData.pg);
     (async () => {
       const c = new pg.Client(workerData.url);
       await c.connect();
       parentPort.postMessage({ ready: true });
       // Told to go by a shared flag: the thread that tells it is blocked (paused) right after.
       await Atomics.waitAsync(new Int32Array(workerData.flag), 0, 0).value;
       await c.query('BEGIN');
       await c.query('UPDATE t SET n = n + 10 WHERE k = 1');
       const gotAt = Date.now();
       await c.query('COMMIT');
       await c.end();
       parentPort.postMessage({ gotAt });
     })().catch((err) => parentPort.postMessage({ error: err.message }));`,
    { eval: true, workerData: { url, flag: flag.buffer, pg: createRequire(import.meta.url).resolve('pg') } },
  );
  let isReady!: () => void;
  const ready = new Promise<void>((resolve, reject) => {
    isReady = resolve;
    worker.once('error', reject);
  });
  const gotAt = new Promise<number>((resolve, reject) => {
    worker.on('message', (m: { ready?: boolean; gotAt?: number; error?: string }) => {
      if (m.ready) isReady();
      else if (m.error) reject(new Error(m.error));
      else resolve(m.gotAt!);
    });
    worker.once('error', reject);
  });
  return {
    ready,
    go: () => {
      Atomics.store(flag, 0, 1);
      Atomics.notify(flag, 0);
    },
    gotAt: gotAt.finally(() => void worker.terminate()),
  };
}

describe('a transaction left idle on PostgreSQL', () => {
  let cluster: PgCluster | undefined;
  before(async () => {
    cluster = await startPostgres();
  });
  after(() => cluster?.stop());

  for (const idleInTransactionMs of [300, undefined]) {
    it(idleInTransactionMs ? 'with idleInTransactionMs, is ended by the server: the rows it locked are free while its process is still paused, and its transaction fails' : 'without it, holds its row locks until its process resumes', async () => {
      const url = cluster!.createDatabase(`idle_${idleInTransactionMs ?? 'off'}`);
      const db = new PgDatabase(url, 'reconfirm test', idleInTransactionMs);
      try {
        db.exec('CREATE TABLE t (k integer PRIMARY KEY, n integer)');
        db.exec('INSERT INTO t VALUES (1, 0)');
        const other = otherWriter(url);
        await other.ready;
        let failed: Error | undefined;
        let resumedAt = 0;
        try {
          db.transaction(() => {
            db.prepare('UPDATE t SET n = 1 WHERE k = 1').run(); // sent with BEGIN: the row is locked until the end
            other.go();
            // Paused: this thread does nothing for 1.5 s (the other writer asks for the row meanwhile).
            Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);
            resumedAt = Date.now();
            db.prepare('UPDATE t SET n = n + 1 WHERE k = 1').run();
          })();
        } catch (err) {
          failed = err as Error;
        }
        const gotAt = await other.gotAt;
        if (idleInTransactionMs) {
          assert.ok(gotAt < resumedAt, `the other writer got the row while this one was still paused (${resumedAt - gotAt} ms before it resumed)`);
          assert.match(String(failed?.message), /lost inside a transaction|terminat|idle-in-transaction/, 'the paused transaction failed');
          assert.deepEqual(db.prepare('SELECT n FROM t').all(), [{ n: 10 }], 'nothing of it committed (only the other writer\'s change)');
        } else {
          assert.ok(gotAt >= resumedAt, `the other writer waited for the paused one to resume (${gotAt - resumedAt} ms after)`);
          assert.equal(failed, undefined);
          assert.deepEqual(db.prepare('SELECT n FROM t').all(), [{ n: 12 }], 'both committed, the other after this one');
        }
      } finally {
        db.close();
      }
    });
  }
});

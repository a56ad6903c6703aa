// A tick completes its finished jobs as a set (issue 26): one fenced statement deletes those still this worker's and
// names them, and only their outcomes are written, together (a task's `completeMany`), after it. On a real database
// (a SQLite file; a PostgreSQL database in npm test's PostgreSQL pass).
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { systemClock } from '../../src/domain/clock.js';
import { Runner, type TaskDefinition } from '../../src/daemon/queue/runner.js';
import { openDatabase, type Db } from '../../src/store/db.js';
import { enqueueJob, type JobSpec } from '../../src/store/jobs.js';
import { tempDir, testDatabase, TEST_ENGINE } from '../helpers.js';

const job = (task: string, payload: unknown, runAt: number, key?: string): JobSpec => ({ task, payload, runAt, key, retry: { maxAttempts: 25, backoff: 'fixed', baseMs: 0, capMs: 0 } });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

describe('a tick completes its jobs as a set', () => {
  const tmp = tempDir('reconfirm-complete-set-');
  const open: Db[] = [];
  let n = 0;
  const targets = new Map<Db, string>();
  const database = async () => {
    const target = await testDatabase(tmp.dir, `complete-${++n}.db`);
    const db = openDatabase(target);
    open.push(db);
    targets.set(db, target);
    return db;
  };
  after(() => {
    for (const db of open) if (db.$client.open !== false) db.$client.close();
    tmp.cleanup();
  });
  const rows = <T>(db: Db, sql: string, ...params: unknown[]) => db.$client.prepare(sql).all(...params) as T[];

  it('writes the outcomes of the jobs a tick finished in one call, only for those the fenced completion returned', async () => {
    const db = await database();
    db.$client.exec('CREATE TABLE outcome (job INTEGER NOT NULL)');
    const now = Date.now();
    for (let i = 0; i < 12; i++) enqueueJob(db, job('rec', { i }, now), now);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const started = new Set<number>();
    const sets: number[][] = [];
    const tasks: Record<string, TaskDefinition> = {
      rec: {
        concurrency: 12,
        handler: async (p, ctx) => {
          started.add((p as { i: number }).i);
          await gate;
          ctx.completeAs((p as { i: number }).i);
        },
        completeMany: (records) => {
          sets.push(records as number[]);
          const insert = db.$client.prepare('INSERT INTO outcome (job) VALUES (?)');
          for (const r of records as number[]) insert.run(r);
        },
      },
    };
    const runner = new Runner(db, systemClock, tasks, { pollMs: 20 });
    runner.start();
    try {
      await until('every job started', () => started.size === 12);
      // Another worker takes job 5 over while it runs here (its lease lapsed, say): its outcome is that worker's to write.
      const other = openDatabase(targets.get(db)!, { migrate: false });
      open.push(other);
      other.$client
        .prepare(`UPDATE jobs SET locked_by = 'other', locked_at = locked_at + 60000 WHERE ${TEST_ENGINE === 'pg' ? "payload::json->>'i' = '5'" : "json_extract(payload, '$.i') = 5"}`)
        .run();
      release();
      await until('the eleven others completed', () => rows<{ n: number }>(db, 'SELECT count(*) AS n FROM jobs')[0].n == 1);
    } finally {
      await runner.stop();
    }
    assert.equal(sets.length, 1, `one set for the tick, not one write per job: ${JSON.stringify(sets)}`);
    assert.deepEqual([...sets[0]].sort((a, b) => a - b), [0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11]);
    assert.deepEqual(rows<{ job: number }>(db, 'SELECT job FROM outcome ORDER BY job').map((r) => Number(r.job)), [0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11]);
    const left = rows<{ lockedBy: string }>(db, 'SELECT locked_by AS "lockedBy" FROM jobs');
    assert.deepEqual(left, [{ lockedBy: 'other' }], 'the job taken over is left to the worker that took it');
  });

  it("a final write that enqueues the job's own key plans its next run, as one enqueued while it ran does", async () => {
    const db = await database();
    const now = Date.now();
    enqueueJob(db, job('again', { k: 1 }, now, 'again:1'), now);
    let runs = 0;
    const later = now + 3_600_000;
    const tasks: Record<string, TaskDefinition> = {
      again: {
        handler: (_p, ctx) => {
          runs++;
          // A contact's completion plans its next reminder on its own key.
          ctx.completeWith(() => enqueueJob(db, job('again', { k: 1 }, later, 'again:1'), Date.now()));
        },
      },
    };
    const runner = new Runner(db, systemClock, tasks, { pollMs: 20 });
    runner.start();
    try {
      await until('the job ran and was planned again', () => runs === 1 && rows<{ lockedBy: string | null }>(db, 'SELECT locked_by AS "lockedBy" FROM jobs').every((r) => r.lockedBy === null));
    } finally {
      await runner.stop();
    }
    const left = rows<{ runAt: number; attempts: number; key: string }>(db, 'SELECT run_at AS "runAt", attempts, key FROM jobs');
    assert.deepEqual(left.map((r) => ({ runAt: Number(r.runAt), attempts: Number(r.attempts), key: r.key })), [{ runAt: later, attempts: 0, key: 'again:1' }]);
  });

  it('a tick that cannot take the write lock records its finished jobs once the lock is free, each once', { skip: TEST_ENGINE === 'pg' && "SQLite's file lock (PostgreSQL's failed ticks: runner-conflict-pg)" }, async () => {
    const tmpDb = await testDatabase(tmp.dir, 'locked.db');
    // A short busy timeout: the tick's BEGIN IMMEDIATE gives up while the other connection writes.
    const db = openDatabase(tmpDb, { busyTimeoutMs: 20 });
    open.push(db);
    db.$client.exec('CREATE TABLE outcome (job INTEGER NOT NULL)');
    const now = Date.now();
    for (let i = 0; i < 6; i++) enqueueJob(db, job('rec', { i }, now), now);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const started = new Set<number>();
    const records: number[] = [];
    const tasks: Record<string, TaskDefinition> = {
      rec: {
        concurrency: 6,
        handler: async (p, ctx) => {
          started.add((p as { i: number }).i);
          await gate;
          ctx.completeAs((p as { i: number }).i);
        },
        completeMany: (list) => {
          records.push(...(list as number[]));
          const insert = db.$client.prepare('INSERT INTO outcome (job) VALUES (?)');
          for (const r of list as number[]) insert.run(r);
        },
      },
    };
    const lines: string[] = [];
    const runner = new Runner(db, systemClock, tasks, { pollMs: 20, log: (l) => lines.push(l) });
    runner.start();
    const other = openDatabase(tmpDb, { migrate: false });
    open.push(other);
    try {
      await until('every job started', () => started.size === 6);
      other.$client.exec('BEGIN IMMEDIATE');
      release();
      await until('a tick failed on the lock', () => lines.some((l) => /could not be recorded/.test(l)));
      await sleep(150); // a few more failing ticks
      other.$client.exec('COMMIT');
      await until('every job recorded', () => rows<{ n: number }>(db, 'SELECT count(*) AS n FROM jobs')[0].n == 0);
      await sleep(100); // a tick that would record a job a second time
    } finally {
      await runner.stop();
    }
    assert.match(lines.join('\n'), /queue: 6 finished job\(s\): their outcome could not be recorded/);
    assert.deepEqual([...records].sort((a, b) => a - b), [0, 1, 2, 3, 4, 5], `each outcome written once: ${JSON.stringify(records)}`);
    assert.deepEqual(rows<{ job: number }>(db, 'SELECT job FROM outcome ORDER BY job').map((r) => Number(r.job)), [0, 1, 2, 3, 4, 5]);
  });

  it('a write that makes SQLite roll back the whole tick leaves nothing committed outside it: each write made once, no claim lost', { skip: TEST_ENGINE === 'pg' && 'SQLite rolls back a whole transaction on a full disk (a trigger raising ROLLBACK stands in for it)' }, async () => {
    const db = await database();
    db.$client.exec("CREATE TABLE hist (job INTEGER); CREATE TABLE boom (x); CREATE TRIGGER boom BEFORE INSERT ON boom BEGIN SELECT RAISE(ROLLBACK, 'disk full, say'); END;");
    const now = Date.now();
    for (let i = 0; i < 3; i++) enqueueJob(db, job('w', { i }, now), now);
    let threw = false;
    let boomed = false;
    let laterRan = false;
    const rejected: string[] = [];
    const tasks: Record<string, TaskDefinition> = {
      w: {
        concurrency: 3,
        handler: async (p, ctx) => {
          const i = (p as { i: number }).i;
          await sleep(50); // the three writes wait for the same tick
          if (i === 2) enqueueJob(db, job('later', {}, Date.now()), Date.now());
          await ctx
            .write(() => {
              // Job 0's write fails as a write may (the tick then makes each write in a savepoint of its own), job 1's
              // rolls the whole transaction back once, job 2's writes a row.
              if (i === 0 && !threw) {
                threw = true;
                throw new Error('an ordinary failing write');
              }
              if (i === 1 && !boomed) {
                boomed = true;
                db.$client.prepare('INSERT INTO boom VALUES (1)').run();
              }
              if (i === 2) db.$client.prepare('INSERT INTO hist VALUES (?)').run(i);
            })
            .catch((e) => rejected.push(`${i}: ${(e as Error).message}`));
        },
      },
      later: { handler: () => void (laterRan = true) },
    };
    const runner = new Runner(db, systemClock, tasks, { pollMs: 20 });
    runner.start();
    try {
      await until('every job done, the one enqueued meanwhile too', () => laterRan && rows<{ n: number }>(db, 'SELECT count(*) AS n FROM jobs')[0].n == 0, 5000);
    } finally {
      await runner.stop();
    }
    assert.deepEqual(rows<{ n: number }>(db, 'SELECT count(*) AS n FROM hist').map((r) => Number(r.n)), [1], "job 2's write made once");
    assert.deepEqual(rejected, [], 'the tick SQLite rolled back failed as a whole, and the next made every write (job 0\'s failed once, in it)');
  });
});

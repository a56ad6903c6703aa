// The durable queue's runner on a real database (a SQLite file; a PostgreSQL database in npm test's PostgreSQL pass):
// work added by another connection is found while the runner is busy, a job held past half its lease is never run
// twice, and one failing final write loses no other.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { systemClock } from '../../src/domain/clock.js';
import { Runner, type TaskDefinition } from '../../src/daemon/queue/runner.js';
import { openDatabase, type Db } from '../../src/store/db.js';
import { CommitOutcomeUnknown } from '../../src/store/pg/database.js';
import { claimJobs, enqueueJob, promoteDueJobs, releaseAllLocks, releaseJobs, type JobSpec } from '../../src/store/jobs.js';
import { tempDir, testDatabase, TEST_ENGINE } from '../helpers.js';

/** A job of a test task that retries at once. */
const job = (task: string, payload: unknown, runAt: number): JobSpec => ({ task, payload, runAt, retry: { maxAttempts: 25, backoff: 'fixed', baseMs: 0, capMs: 0 } });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

/** Runs a runner on db until `done` holds, then stops it. */
async function runUntil(db: Db, tasks: Record<string, TaskDefinition>, what: string, done: () => boolean, timeoutMs = 5000, opts: { log?: (line: string) => void; random?: () => number } = {}) {
  const runner = new Runner(db, systemClock, tasks, { pollMs: 20, ...opts });
  runner.start();
  try {
    await until(what, done, timeoutMs);
  } finally {
    await runner.stop();
  }
}

describe('queue runner', () => {
  const tmp = tempDir('reconfirm-runner-');
  const open: Db[] = [];
  let n = 0;
  const targets = new Map<Db, string>();
  const database = async () => {
    const target = await testDatabase(tmp.dir, `queue-${++n}.db`);
    const db = openDatabase(target);
    open.push(db);
    targets.set(db, target);
    return db;
  };
  /** Another connection to the same database. */
  const connect = (db: Db, opts: { migrate?: false } = {}) => openDatabase(targets.get(db)!, opts);
  after(() => {
    for (const db of open) if (db.$client.open !== false) db.$client.close();
    tmp.cleanup();
  });
  /**
   * PostgreSQL stamps a claim by the database's clock, not the claimer's: the other worker's lease is made to run a
   * minute ahead as its clock does on SQLite, so this runner (no heartbeat here) leaves the job to it.
   */
  const holdAMinute = (other: Db) => {
    if (TEST_ENGINE === 'pg') other.$client.prepare('UPDATE jobs SET locked_at = locked_at + 60000 WHERE locked_at IS NOT NULL').run();
  };
  /** A table of the test's own whose rows get an id from the engine. */
  const idColumn = TEST_ENGINE === 'pg' ? 'id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY' : 'id INTEGER PRIMARY KEY';
  const jobsLeft = (db: Db) => (db.$client.prepare('SELECT count(*) AS n FROM jobs').get() as { n: number }).n;

  it('finds a job another connection adds while it is busy with a long stream of other work', async () => {
    const db = await database();
    const now = Date.now();
    // One transaction: the 3,000 are there before the runner starts (a commit each took seconds of fsyncs).
    db.$client.transaction(() => {
      for (let i = 0; i < 3000; i++) enqueueJob(db, job('busy', { i }, now), now);
    })();
    let busyDone = 0;
    let otherDoneAtBusy: number | undefined;
    const tasks: Record<string, TaskDefinition> = {
      busy: { concurrency: 4, handler: async () => void (await sleep(0), busyDone++) },
      other: { concurrency: 1, handler: () => void (otherDoneAtBusy = busyDone) },
    };
    const runner = new Runner(db, systemClock, tasks, { pollMs: 50 });
    runner.start();
    try {
      await until('the busy task to start', () => busyDone > 100);
      // Like `reconfirm webhooks redeliver`: a second connection, no poke.
      const cli = connect(db, { migrate: false });
      enqueueJob(cli, job('other', {}, Date.now()));
      cli.$client.close();
      await until('the other job', () => otherDoneAtBusy !== undefined);
      assert.ok(otherDoneAtBusy! < 3000, `the other job ran only after all 3,000 busy jobs`);
      // Nothing lost: all 3,001 run. Bounded by the work left (about 2,900 jobs), not by a speed: 5 s was too short
      // for it on Node 24 with the machine loaded (a clean-clone run failed here).
      await until('every job done', () => jobsLeft(db) === 0, 60_000);
    } finally {
      await runner.stop();
    }
  });

  it('gives back a job that waited in hand past half its lease instead of running it twice', async () => {
    const db = await database();
    const now = Date.now();
    for (let i = 0; i < 8; i++) enqueueJob(db, job('slow', { i }, now), now);
    const runs = new Map<number, number>();
    let running = 0;
    let most = 0;
    const tasks: Record<string, TaskDefinition> = {
      slow: {
        concurrency: 1,
        leaseMs: 240,
        handler: async ({ i }: { i: number }) => {
          most = Math.max(most, ++running);
          runs.set(i, (runs.get(i) ?? 0) + 1);
          await sleep(100);
          running--;
        },
      },
    };
    await runUntil(db, tasks, 'all eight jobs', () => runs.size === 8 && jobsLeft(db) === 0, 10_000);
    assert.equal(most, 1, 'never two at once with concurrency 1');
    assert.deepEqual([...runs.values()], Array(8).fill(1), `runs per job: ${JSON.stringify([...runs])}`);
  });

  it('undoes what a prefetch wrote for a job it gives back unstarted, in the same commit: one row per job run, none per give-back', async () => {
    const db = await database();
    db.$client.exec(`CREATE TABLE prepared (${idColumn}, job INTEGER NOT NULL, tag TEXT NOT NULL)`);
    let tags = 0;
    const now = Date.now();
    for (let i = 0; i < 8; i++) enqueueJob(db, job('prepared', { i }, now), now);
    const runs = new Map<number, number>();
    const tasks: Record<string, TaskDefinition> = {
      prepared: {
        concurrency: 1,
        leaseMs: 240,
        // Like a hotel contact's attempt: written in the claim's transaction, before the job runs.
        prefetch: (payloads) =>
          (payloads as { i: number }[]).map(({ i }) => {
            const tag = `${i}.${++tags}`;
            db.$client.prepare('INSERT INTO prepared (job, tag) VALUES (?, ?)').run(i, tag);
            return tag;
          }),
        giveBack: (tagsGivenBack) => tagsGivenBack.forEach((tag) => db.$client.prepare('DELETE FROM prepared WHERE tag = ?').run(tag)),
        handler: async ({ i }: { i: number }) => {
          runs.set(i, (runs.get(i) ?? 0) + 1);
          await sleep(100);
        },
      },
    };
    const logs: string[] = [];
    await runUntil(db, tasks, 'all eight jobs', () => runs.size === 8 && jobsLeft(db) === 0, 10_000, { log: (l) => logs.push(l) });
    assert.deepEqual([...runs.values()], Array(8).fill(1), 'each job ran once');
    const rows = db.$client.prepare('SELECT job FROM prepared ORDER BY job').all() as { job: number }[];
    assert.deepEqual(rows.map((r) => Number(r.job)), [0, 1, 2, 3, 4, 5, 6, 7], 'one preparation left per job: those of the jobs given back were undone');
  });

  it('records every other final write of a tick when one of them fails, and runs only that job again', async () => {
    const db = await database();
    db.$client.exec('CREATE TABLE outcomes (job INTEGER PRIMARY KEY)');
    const now = Date.now();
    for (let i = 0; i < 10; i++) enqueueJob(db, job('write', { i }, now), now);
    const attempts = new Map<number, number>();
    const tasks: Record<string, TaskDefinition> = {
      write: {
        concurrency: 10,
        handler: ({ i }: { i: number }, job) => {
          attempts.set(i, (attempts.get(i) ?? 0) + 1);
          job.completeWith(() => {
            db.$client.prepare('INSERT INTO outcomes (job) VALUES (?)').run(i);
            // Job 3's first final write fails after writing: its row must not stay behind.
            if (i === 3 && attempts.get(3) === 1) throw new Error('disk said no');
          });
        },
      },
    };
    await runUntil(db, tasks, 'every job done', () => jobsLeft(db) === 0);
    const rows = (db.$client.prepare('SELECT job FROM outcomes ORDER BY job').all() as { job: number }[]).map((r) => r.job);
    assert.deepEqual(rows, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    assert.deepEqual([...attempts].filter(([, n]) => n > 1), [[3, 2]]);
  });

  it('counts a final write that keeps failing as a failed attempt: retried after the backoff, parked after the last', async () => {
    const db = await database();
    const now = Date.now();
    enqueueJob(db, { task: 'send', payload: { i: 1 }, runAt: now, retry: { maxAttempts: 3, backoff: 'fixed', baseMs: 150, capMs: 150 } }, now);
    const runs: number[] = [];
    const lines: string[] = [];
    const tasks: Record<string, TaskDefinition> = {
      send: {
        // The handler's side effect (a message sent) happens every run; its outcome never writes.
        handler: (_p, job) => {
          runs.push(Date.now());
          job.completeWith(() => {
            throw new Error('the reply would not record');
          });
        },
      },
    };
    const parked = () => (db.$client.prepare('SELECT failed_at AS f FROM jobs').get() as { f: number | null } | undefined)?.f != null;
    // No jitter (a random 0.5 makes backoffDelay's factor 1): each retry is planned exactly 150 ms after its failure.
    await runUntil(db, tasks, 'the job parked', parked, 5000, { log: (line) => lines.push(line), random: () => 0.5 });
    assert.equal(runs.length, 3, `run once per attempt, not again at once: ${runs.length} runs`);
    assert.ok(runs[1] - runs[0] >= 140 && runs[2] - runs[1] >= 140, `each retry waits for the backoff: ${runs.map((t) => t - runs[0]).join(', ')} ms`);
    assert.match(lines.join('\n'), /parked after 3 attempts: its final write failed: the reply would not record/);
  });

  it('commits the write a running job waits for before it goes on; a failing write fails only its own job', async () => {
    const db = await database();
    db.$client.exec(`CREATE TABLE attempts (${idColumn}, job INTEGER NOT NULL)`);
    const now = Date.now();
    for (let i = 0; i < 40; i++) enqueueJob(db, job('send', { i }, now), now);
    // Another connection, as a hotel answering at once would use: it must find the attempt written before the send.
    const reader = connect(db);
    open.push(reader);
    const seenBySend: boolean[] = [];
    const tries = new Map<number, number>();
    const tasks: Record<string, TaskDefinition> = {
      send: {
        concurrency: 8,
        handler: async ({ i }: { i: number }, job) => {
          tries.set(i, (tries.get(i) ?? 0) + 1);
          const id = await job.write(() => {
            // RETURNING: the test's own table is none the PostgreSQL connection knows to return the id of.
            const r = db.$client.prepare('INSERT INTO attempts (job) VALUES (?) RETURNING id').get(i) as { id: number };
            // Job 7's first write fails after writing: its row must not stay behind, and no other job's.
            if (i === 7 && tries.get(7) === 1) throw new Error('constraint said no');
            return Number(r.id);
          });
          seenBySend.push(reader.$client.prepare('SELECT 1 FROM attempts WHERE id = ?').get(id) !== undefined);
        },
      },
    };
    await runUntil(db, tasks, 'every job done', () => jobsLeft(db) === 0);
    const rows = (db.$client.prepare('SELECT job FROM attempts ORDER BY job').all() as { job: number }[]).map((r) => r.job);
    assert.deepEqual(rows, Array.from({ length: 40 }, (_, i) => i), 'one attempt row per job: the failed write left nothing');
    assert.equal(seenBySend.length, 40);
    assert.ok(seenBySend.every(Boolean), 'every write was committed before its job went on');
    assert.deepEqual([...tries].filter(([, n]) => n > 1), [[7, 2]]);
  });

  it('hands each job what its task prefetched at the claim, and a retried job a fresh prefetch', async () => {
    const db = await database();
    const now = Date.now();
    for (let i = 0; i < 20; i++) enqueueJob(db, job('p', { i }, now), now);
    const seen: [number, unknown][] = [];
    let prefetches = 0;
    const tasks: Record<string, TaskDefinition> = {
      p: {
        concurrency: 2,
        prefetch: (payloads: { i: number }[]) => (prefetches++, payloads.map((p) => `row ${p.i}`)),
        handler: ({ i }: { i: number }, job) => {
          seen.push([i, job.prefetched]);
          if (i === 5 && seen.filter(([j]) => j === 5).length === 1) throw new Error('try again');
        },
      },
    };
    await runUntil(db, tasks, 'every job done', () => jobsLeft(db) === 0);
    assert.equal(seen.length, 21);
    for (const [i, got] of seen) assert.equal(got, `row ${i}`);
    assert.ok(prefetches < 20, `one prefetch per claim, not per job (${prefetches})`);
  });

  it('runs nothing it claimed in a tick whose transaction rolled back, and each of those jobs once later', async () => {
    const db = await database();
    const now = Date.now();
    for (let i = 0; i < 6; i++) enqueueJob(db, job('a', { i }, now), now);
    enqueueJob(db, job('b', {}, now), now);
    const runs = new Map<number, number>();
    let failures = 0;
    const logs: string[] = [];
    const tasks: Record<string, TaskDefinition> = {
      a: { concurrency: 2, handler: async ({ i }: { i: number }) => void (runs.set(i, (runs.get(i) ?? 0) + 1), await sleep(5)) },
      // Its read fails twice after task a has claimed in the same transaction: the whole tick rolls back.
      b: { concurrency: 1, prefetch: (p: unknown[]) => (failures++ < 2 ? (() => { throw new Error('disk I/O error'); })() : p), handler: () => {} },
    };
    await runUntil(db, tasks, 'every job done', () => jobsLeft(db) === 0, 5000, { log: (l) => logs.push(l) });
    assert.ok(failures >= 2 && logs.some((l) => /claim failed.*disk I\/O error/.test(l)), logs.join('\n'));
    assert.deepEqual([...runs.entries()].sort(([x], [y]) => x - y), [0, 1, 2, 3, 4, 5].map((i) => [i, 1]));
  });

  it('claims only jobs whose time has come, through an index that holds no job planned for later', async () => {
    const db = await database();
    const now = Date.parse('2026-12-01T00:00:00Z');
    // Many bookings' next reminders, planned for later and of higher priority, and one low-priority job due now.
    db.$client.transaction(() => {
      for (let i = 0; i < 2000; i++) enqueueJob(db, { ...job('contact', { i }, now + 3_600_000 + i), priority: 9 }, now);
    })();
    enqueueJob(db, { ...job('contact', { due: true }, now), priority: 1 }, now);
    const ready = (db.$client.prepare('SELECT count(*) AS n FROM jobs WHERE ready = 1').get() as { n: number }).n;
    assert.equal(ready, 1, 'only the due job is in the claim index');
    const claimed = claimJobs(db, 'contact', 'w', 10, now, 60_000);
    assert.deepEqual(claimed.map((j) => JSON.parse(j.payload)), [{ due: true }]);
    // SQLite's plan (PostgreSQL's planner picks by its statistics).
    if (TEST_ENGINE === 'sqlite') {
      const plan = (db.$client.prepare("EXPLAIN QUERY PLAN SELECT id FROM jobs WHERE task = 'contact' AND ready = 1 AND failed_at IS NULL AND +run_at <= 0 ORDER BY priority DESC, run_at, id LIMIT 10").all() as { detail: string }[]).map((r) => r.detail).join('\n');
      assert.match(plan, /jobs_claim/);
    }
    // An hour and a second later 1001 planned jobs have come due: the tick makes them ready, the rest still wait.
    assert.deepEqual([...promoteDueJobs(db, now + 3_601_000)], ['contact']);
    const next = claimJobs(db, 'contact', 'w', 10, now + 3_601_000, 60_000);
    assert.equal(next.length, 10, 'a full claim of the 1001 that came due');
    assert.ok(next.every((j) => j.runAt <= now + 3_601_000), 'nothing planned for later is claimed');
  });

  it('takes the jobs it claims out of the claim index, and puts back those it gives back or a dead worker held', async () => {
    const db = await database();
    const now = Date.now();
    for (let i = 0; i < 10; i++) enqueueJob(db, { ...job('contact', { i }, now), priority: i }, now);
    const inClaimIndex = () => (db.$client.prepare("SELECT count(*) AS n FROM jobs WHERE task = 'contact' AND ready = 1").get() as { n: number }).n;
    const held = claimJobs(db, 'contact', 'w1', 4, now, 60_000);
    assert.deepEqual(held.map((j) => JSON.parse(j.payload).i), [9, 8, 7, 6], 'highest priority first');
    // The next claim no longer walks past the held jobs (on both engines).
    assert.equal(inClaimIndex(), 6, 'the held jobs left the claim index');
    releaseJobs(db, [held[0].id], 'w1');
    assert.equal(inClaimIndex(), 7, 'a job given back is claimable again');
    assert.deepEqual(claimJobs(db, 'contact', 'w2', 1, now, 60_000).map((j) => JSON.parse(j.payload).i), [9], 'and claimed first again');
    // w1 died: a minute later its lapsed leases are claimed by another worker, in priority order with the free jobs.
    // PostgreSQL's leases go by its own clock: a minute passes for them when the locks are a minute older.
    if (TEST_ENGINE === 'pg') db.$client.prepare('UPDATE jobs SET locked_at = locked_at - 61000 WHERE locked_at IS NOT NULL').run();
    const later = claimJobs(db, 'contact', 'w3', 4, now + 61_000, 60_000);
    assert.deepEqual(later.map((j) => JSON.parse(j.payload).i), [9, 8, 7, 6], "w2's and w1's lapsed leases, by priority");
    const locked = (db.$client.prepare('SELECT count(*) AS n FROM jobs WHERE locked_at IS NOT NULL').get() as { n: number }).n;
    assert.equal(releaseAllLocks(db), locked);
    assert.equal(inClaimIndex(), 10, 'every job taken back is in the claim index again');
  });

  it('a commit whose outcome is unknown is not retried as if rolled back; what it claimed runs once the heartbeat gives it back', async () => {
    const db = await database();
    db.$client.exec('CREATE TABLE done (job INTEGER NOT NULL)');
    const now = Date.now();
    for (let i = 0; i < 30; i++) enqueueJob(db, job('record', { i }, now), now);
    // Every third tick commits and then reports the COMMIT's outcome unknown (as when PostgreSQL's answer is lost).
    const client = db.$client;
    const real = client.transaction.bind(client);
    let ticks = 0;
    client.transaction = ((fn: (...a: unknown[]) => unknown) => {
      const t = real(fn);
      const outer = !client.inTransaction;
      const immediate = (...a: unknown[]) => {
        const r = t.immediate(...a);
        if (outer && ++ticks % 3 === 0) throw new CommitOutcomeUnknown(new Error('Connection terminated unexpectedly'));
        return r;
      };
      return Object.assign((...a: unknown[]) => t(...a), { immediate, deferred: t.deferred, exclusive: t.exclusive });
    }) as typeof client.transaction;
    const lines: string[] = [];
    const tasks: Record<string, TaskDefinition> = {
      record: { concurrency: 2, handler: (p, ctx) => ctx.completeWith(() => void db.$client.prepare('INSERT INTO done (job) VALUES (?)').run((p as { i: number }).i)) },
    };
    // A lease far longer than the test: only the heartbeat can give back what an unknown commit claimed.
    const runner = new Runner(db, systemClock, tasks, { pollMs: 20, heartbeatMs: 50, leaseMs: 600_000, log: (l) => lines.push(l) });
    runner.start();
    try {
      await until('every job done', () => jobsLeft(db) === 0, 10_000);
    } finally {
      await runner.stop();
    }
    const rows = (db.$client.prepare('SELECT job, count(*) AS n FROM done GROUP BY job ORDER BY job').all() as { job: number; n: number }[]);
    assert.deepEqual(rows.filter((r) => r.n !== 1), [], 'no final write made twice');
    assert.equal(rows.length, 30, 'every job recorded');
    assert.ok(lines.some((l) => /outcome of a COMMIT is unknown/.test(l)), lines.join('\n'));
  });

  it('records the outcome of a run only if the job was still its own: one another worker took over is left to that worker', async () => {
    const db = await database();
    db.$client.exec('CREATE TABLE done (job INTEGER NOT NULL, by TEXT NOT NULL)');
    enqueueJob(db, job('slow', { i: 1 }, Date.now()));
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let started = false;
    const lines: string[] = [];
    const tasks: Record<string, TaskDefinition> = {
      slow: {
        leaseMs: 100,
        handler: async (_p, ctx) => {
          started = true;
          await released;
          ctx.completeWith(() => void db.$client.prepare("INSERT INTO done (job, by) VALUES (?, 'first')").run(ctx.job.id));
        },
      },
    };
    const runner = new Runner(db, systemClock, tasks, { pollMs: 20, log: (l) => lines.push(l) });
    runner.start();
    try {
      await until('the run to start', () => started);
      await sleep(150);
      // Its lease lapsed (no heartbeat here): another worker takes the job (its clock a minute ahead, so that this
      // runner, whose lease is 100 ms, leaves it alone for the rest of the test).
      const other = connect(db, { migrate: false });
      assert.equal(claimJobs(other, 'slow', 'another0001', 1, Date.now() + 60_000, 100).length, 1);
      holdAMinute(other);
      other.$client.close();
      release();
      await until('the first run to finish', () => runner.busy === 0);
      await sleep(100); // its completion's tick
    } finally {
      await runner.stop();
    }
    assert.deepEqual(db.$client.prepare('SELECT * FROM done').all(), [], 'the first run recorded nothing');
    assert.ok(lines.some((l) => /took them over/.test(l)), lines.join('\n'));
    assert.deepEqual(db.$client.prepare('SELECT locked_by AS lockedBy FROM jobs').all(), [{ lockedBy: 'another0001' }], 'the job is the other worker’s');
  });

  it('checks the lease before a job sends anything: a job another worker took over while this one was held up makes no write and sends nothing', async () => {
    const db = await database();
    db.$client.exec('CREATE TABLE attempts (job INTEGER NOT NULL)');
    enqueueJob(db, job('contact', { i: 1 }, Date.now()));
    let resume!: () => void;
    const resumed = new Promise<void>((r) => (resume = r));
    let started = false;
    const sent: number[] = [];
    const lines: string[] = [];
    const tasks: Record<string, TaskDefinition> = {
      contact: {
        leaseMs: 100,
        handler: async (_p, ctx) => {
          started = true;
          await resumed; // as a process paused (SIGSTOP) past its lease
          await ctx.write(() => db.$client.prepare('INSERT INTO attempts (job) VALUES (?)').run(ctx.job.id));
          sent.push(ctx.job.id);
        },
      },
    };
    const runner = new Runner(db, systemClock, tasks, { pollMs: 20, log: (l) => lines.push(l) });
    runner.start();
    try {
      await until('the run to start', () => started);
      await sleep(150);
      const other = connect(db, { migrate: false });
      assert.equal(claimJobs(other, 'contact', 'another0002', 1, Date.now() + 60_000, 100).length, 1);
      holdAMinute(other);
      other.$client.close();
      resume();
      await until('the held-up run to end', () => runner.busy === 0);
    } finally {
      await runner.stop();
    }
    assert.deepEqual(sent, [], 'nothing sent');
    assert.deepEqual(db.$client.prepare('SELECT * FROM attempts').all(), [], 'no attempt written');
    assert.ok(lines.some((l) => /no longer this worker's/.test(l)), lines.join('\n'));
    assert.deepEqual(db.$client.prepare('SELECT locked_by AS lockedBy, last_error AS lastError FROM jobs').all(), [{ lockedBy: 'another0002', lastError: null }], 'the job is the other worker’s, untouched');
  });
});

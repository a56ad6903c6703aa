// JobContext.lease (src/daemon/queue/runner.ts), the check right before a job sends anything, with leases as on
// PostgreSQL: a run held up past half its lease after its last check (a process paused by SIGSTOP after its write's
// commit) sends nothing and goes back to the queue, while a run whose lease the heartbeat renewed meanwhile sends.
// A fake clock stands for the pause; the database is a real SQLite file.
// engines: sqlite only (a fake clock stands for the pause; PostgreSQL leases run on the database's clock: multi-instance-stop.test.ts covers it there)
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { Runner, type TaskDefinition } from '../../src/daemon/queue/runner.js';
import { openDatabase, type Db } from '../../src/store/db.js';
import { enqueueJob } from '../../src/store/jobs.js';
import { sleep, tempDir, waitFor } from '../helpers.js';

const LEASE_MS = 10_000;

describe('the lease checked before a job sends', () => {
  const tmp = tempDir('reconfirm-lease-check-');
  const open: Db[] = [];
  after(() => {
    for (const db of open) if (db.$client.open) db.$client.close();
    tmp.cleanup();
  });

  /** A task that writes its attempt, may be held up (the test's pause), then checks its lease and "sends". */
  function setup(name: string, heartbeatMs?: number) {
    const db = openDatabase(join(tmp.dir, `${name}.db`));
    open.push(db);
    db.$client.exec('CREATE TABLE attempts (job INTEGER NOT NULL)');
    let now = Date.now();
    const clock = { now: () => now };
    enqueueJob(db, { task: 'contact', payload: {}, runAt: now, retry: { maxAttempts: 5, backoff: 'fixed', baseMs: 0, capMs: 0 } }, now);
    const sent: number[] = [];
    const lines: string[] = [];
    let holdUp: Promise<void> | undefined;
    let heldUp = false;
    let holdUpBeforeWrite: Promise<void> | undefined;
    let runs = 0;
    const tasks: Record<string, TaskDefinition> = {
      contact: {
        handler: async (_p, ctx) => {
          runs++;
          if (holdUpBeforeWrite) {
            heldUp = true;
            await holdUpBeforeWrite;
          }
          await ctx.write(() => db.$client.prepare('INSERT INTO attempts (job) VALUES (?)').run(ctx.job.id));
          if (holdUp) {
            heldUp = true;
            await holdUp;
          }
          ctx.lease();
          sent.push(ctx.job.attempts);
        },
      },
    };
    const runner = new Runner(db, clock, tasks, { pollMs: 20, leaseMs: LEASE_MS, heartbeatMs, log: (l) => lines.push(l), worker: 'a11ve0000001' });
    return {
      db,
      runner,
      sent,
      lines,
      advance: (ms: number) => void (now += ms),
      runs: () => runs,
      /** The next run stops after its write (or before it) until `resume` is called. */
      holdUpNext(where: 'after write' | 'before write' = 'after write') {
        let resume!: () => void;
        const pause = new Promise<void>((r) => (resume = r));
        if (where === 'after write') holdUp = pause;
        else holdUpBeforeWrite = pause;
        return {
          started: () => heldUp,
          resume: () => {
            holdUp = holdUpBeforeWrite = undefined;
            resume();
          },
        };
      },
      attempts: () => db.$client.prepare('SELECT count(*) AS n FROM attempts').get() as { n: number },
      jobs: () => db.$client.prepare('SELECT attempts, locked_by AS lockedBy FROM jobs').all(),
    };
  }

  it('a run held up past half its lease after its write sends nothing; the job goes back with its attempt and runs again', async () => {
    const s = setup('paused');
    const pause = s.holdUpNext();
    s.runner.start();
    try {
      await waitFor('the run to be held up after its write', pause.started, 5000, 5);
      s.advance(LEASE_MS / 2); // the process was stopped this long: another instance may have taken the job
      pause.resume();
      await waitFor('the job to run again and send', () => s.sent.length > 0, 5000, 5);
      await waitFor('its completion', () => s.jobs().length === 0, 5000, 5);
    } finally {
      await s.runner.stop();
    }
    assert.deepEqual(s.sent, [1], 'sent once, by the second run, which counts as the first attempt');
    assert.equal(s.attempts().n, 2, 'both runs wrote their attempt first');
    assert.ok(s.lines.some((l) => /not known to be/.test(l)), s.lines.join('\n'));
  });

  it('a run held up past its lease before its write, its job taken by no one yet, writes nothing and sends nothing: the job runs again', async () => {
    const s = setup('lapsed');
    const pause = s.holdUpNext('before write');
    s.runner.start();
    try {
      await waitFor('the run to be held up before its write', pause.started, 5000, 5);
      s.advance(LEASE_MS + 1); // paused past its lease: another instance may take the job at any moment
      pause.resume();
      await waitFor('the job to run again and send', () => s.sent.length > 0, 5000, 5);
      await waitFor('its completion', () => s.jobs().length === 0, 5000, 5);
    } finally {
      await s.runner.stop();
    }
    assert.equal(s.runs(), 2, 'the first run stopped at its write');
    assert.deepEqual(s.sent, [1], 'sent once, by the second run');
    assert.equal(s.attempts().n, 1, 'the first run wrote no attempt');
    assert.ok(s.lines.some((l) => /no longer this worker's/.test(l)), s.lines.join('\n'));
  });

  it('a run held up as long, whose lease the heartbeat renewed meanwhile, sends', async () => {
    const s = setup('renewed', 50);
    const pause = s.holdUpNext();
    s.runner.start();
    try {
      await waitFor('the run to be held up after its write', pause.started, 5000, 5);
      s.advance(LEASE_MS / 2); // a long run, not a pause: the runner's heartbeat goes on
      await sleep(200);
      pause.resume();
      await waitFor('the run to send', () => s.sent.length > 0, 5000, 5);
      await waitFor('its completion', () => s.jobs().length === 0, 5000, 5);
    } finally {
      await s.runner.stop();
    }
    assert.deepEqual(s.sent, [1]);
    assert.equal(s.attempts().n, 1);
  });
});

// A kill costs nothing but time (SQLite): the jobs a dead `serve` held are taken back at once when the next one starts,
// and none is charged an attempt it did not finish: a job held but never started keeps its attempt count, a run the
// crash cut short is not a failure for its backoff, and a webhook delivery held but never POSTed is not an attempt.
// engines: sqlite only (a start takes back all held jobs on SQLite only; PostgreSQL: heartbeat-pg, multi-instance)
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ConfigSchema } from '../../src/config.js';
import { systemClock } from '../../src/domain/clock.js';
import { rescueAllJobs } from '../../src/daemon/queue/rescue.js';
import { Runner, type TaskDefinition } from '../../src/daemon/queue/runner.js';
import { startService } from '../../src/daemon/runtime.js';
import { createApiKey } from '../../src/store/accounts.js';
import { openDatabase, type Db } from '../../src/store/db.js';
import { claimJobs, enqueueJob, type JobSpec } from '../../src/store/jobs.js';
import { recordEvent } from '../../src/store/outbox.js';
import { reserveAttempts } from '../../src/store/webhookAttempts.js';
import { addEndpoint } from '../../src/store/webhooks.js';
import { tempDir, waitFor } from '../helpers.js';
import { startReceiver } from '../support/webhook-receiver.js';

/** Two attempts, retried at once: one failure is allowed, a second parks the job. */
const twoTries = (task: string): JobSpec => ({ task, payload: {}, runAt: Date.now() - 60_000, key: `${task}:1`, retry: { maxAttempts: 2, backoff: 'fixed', baseMs: 0, capMs: 0 } });

/** Fails its first run, succeeds its second; `runs` counts them. */
function failsOnce(runs: { n: number }): TaskDefinition {
  return {
    leaseMs: 1000,
    handler: () => {
      if (++runs.n === 1) throw new Error('the hotel system was down');
    },
  };
}

const row = (db: Db, task: string) => db.$client.prepare('SELECT attempts, locked_by AS lockedBy, failed_at AS failedAt FROM jobs WHERE task = ?').get(task) as { attempts: number; lockedBy: string | null; failedAt: number | null } | undefined;

async function runUntil(db: Db, tasks: Record<string, TaskDefinition>, done: () => boolean) {
  const runner = new Runner(db, systemClock, tasks, { pollMs: 20 });
  runner.start();
  try {
    await waitFor('the job to finish', done, 10_000, 10);
  } finally {
    await runner.stop();
  }
}

describe('a dead worker’s jobs (SQLite)', () => {
  const tmp = tempDir('reconfirm-rescue-');
  const open: Db[] = [];
  const database = (name: string) => {
    const db = openDatabase(join(tmp.dir, `${name}.db`));
    open.push(db);
    return db;
  };
  after(() => {
    for (const db of open) if (db.$client.open) db.$client.close();
    tmp.cleanup();
  });

  it('taken back at start: the attempt a killed process claimed is not counted, so one failure later does not park the job', async () => {
    const db = database('start');
    enqueueJob(db, twoTries('flaky'));
    // The killed process had claimed it (counting an attempt) and died before or while running it.
    assert.equal(claimJobs(db, 'flaky', 'deadbeef0001', 10, Date.now(), 120_000).length, 1);
    assert.equal(rescueAllJobs(db), 1, 'taken back at once, no lease to wait out');
    assert.deepEqual(row(db, 'flaky'), { attempts: 0, lockedBy: null, failedAt: null }, 'its attempt count as before the claim');
    const runs = { n: 0 };
    await runUntil(db, { flaky: failsOnce(runs) }, () => row(db, 'flaky') === undefined || row(db, 'flaky')!.failedAt !== null);
    assert.equal(row(db, 'flaky'), undefined, 'done after one failure and one success, not parked');
    assert.equal(runs.n, 2);
  });

  it('taken back after its lease: the run the crash cut short is not counted either', async () => {
    const db = database('lease');
    enqueueJob(db, twoTries('flaky'));
    // Claimed 10 s ago by a worker that is gone; the task's lease is 1 s.
    assert.equal(claimJobs(db, 'flaky', 'deadbeef0002', 10, Date.now() - 10_000, 120_000).length, 1);
    const runs = { n: 0 };
    await runUntil(db, { flaky: failsOnce(runs) }, () => row(db, 'flaky') === undefined || row(db, 'flaky')!.failedAt !== null);
    assert.equal(row(db, 'flaky'), undefined, 'done after one failure and one success, not parked');
    assert.equal(runs.n, 2);
  });

  it('a webhook delivery a killed serve held but never POSTed is POSTed once by the next serve, and counts one attempt', async () => {
    const receiver = await startReceiver(() => 200);
    const db = database('webhooks');
    try {
      const key = createApiKey(db, { label: 'bootstrap' });
      addEndpoint(db, { url: receiver.url, events: ['*'], accountId: key.accountId }, Date.now());
      for (let i = 0; i < 3; i++) recordEvent(db, key.accountId, null, { type: 'booking.confirmed', data: { BookingId: `B-${i}` } } as never, Date.now());
      // The killed serve claimed the three deliveries ahead of its slots, reserving their first attempt, and died.
      const held = claimJobs(db, 'webhook.deliver', 'deadbeef0003', 10, Date.now(), 120_000);
      assert.equal(held.length, 3);
      reserveAttempts(db, held.map((j) => (JSON.parse(j.payload) as { deliveryId: number }).deliveryId));

      const config = ConfigSchema.parse({ db: db.$client.name, host: '127.0.0.1', port: 0, channel: 'manual' });
      const service = await startService(config, { db, listen: false, workers: 'inline', scheduler: false, log: () => {} });
      try {
        service.runner.start();
        const delivered = () => (db.$client.prepare("SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'DELIVERED'").get() as { n: number }).n;
        await waitFor('three deliveries', () => delivered() === 3, 10_000, 10);
        assert.equal(receiver.received.length, 3, 'each POSTed once');
        const attempts = db.$client.prepare('SELECT attempts FROM webhook_deliveries ORDER BY id').all() as { attempts: number }[];
        assert.deepEqual(attempts, [{ attempts: 1 }, { attempts: 1 }, { attempts: 1 }], 'one attempt recorded per POST');
      } finally {
        await service.stop();
      }
    } finally {
      await receiver.close();
    }
  });
});

// On PostgreSQL a tick's transaction can be ended by the server to settle a conflict with another instance's (a
// deadlock, 40P01; a serialization failure, 40001). The tick then runs again whole (store/db.ts, inTransaction), with
// the same completions: every finished job is completed once and its final write made once, none forgotten.
// node pass: first only (PostgreSQL's serialization failures)
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { Runner } from '../../src/daemon/queue/runner.js';
import { openDatabase, type Db } from '../../src/store/db.js';
import { enqueueJob } from '../../src/store/jobs.js';
import { startPostgres, type PgCluster } from '../support/postgres.js';

describe('queue ticks on PostgreSQL that meet a conflict', () => {
  let cluster: PgCluster | undefined;
  let db: Db | undefined;
  after(() => {
    db?.$client.close();
    cluster?.stop();
  });

  it("a final write ended by a serialization failure is made again with its job's completion, once", async () => {
    cluster = await startPostgres();
    db = openDatabase(cluster.createDatabase('tick_conflict'));
    const d = db;
    const retry = { maxAttempts: 3, backoff: 'fixed' as const, baseMs: 0, capMs: 0 };
    const now = Date.now();
    for (const n of [1, 2, 3]) enqueueJob(d, { task: 'work', payload: { n }, runAt: now - 10, retry }, now);
    let finalWrites = 0;
    const runner = new Runner(
      d,
      { now: () => Date.now() },
      {
        work: {
          concurrency: 3,
          handler: (p, ctx) =>
            ctx.completeWith(() => {
              finalWrites++;
              // The first final write of the tick meets a conflict PostgreSQL reports (SQLSTATE 40001), as a deadlock
              // with another instance would end it; the tick's other final writes were made beside it in its savepoint.
              if (finalWrites === 1) d.$client.exec(`DO $$ BEGIN RAISE EXCEPTION 'could not serialize access' USING ERRCODE = 'serialization_failure'; END $$`);
              d.$client.prepare('INSERT INTO service_secrets (name, value, created_at) VALUES (?, ?, ?)').run(`outcome-${(p as { n: number }).n}`, 'done', new Date().toISOString());
            }),
        },
      },
      { pollMs: 50, leaseMs: 12_000, worker: 'c0ff1c700001' },
    );
    await runner.drain();
    await runner.drain();
    const outcomes = d.$client.prepare("SELECT name FROM service_secrets WHERE name LIKE 'outcome-%' ORDER BY name").all();
    assert.deepEqual(outcomes, [{ name: 'outcome-1' }, { name: 'outcome-2' }, { name: 'outcome-3' }], 'each final write made once');
    const left = d.$client.prepare('SELECT id, locked_by AS "lockedBy", attempts, last_error AS "lastError" FROM jobs').all();
    assert.deepEqual(left, [], 'every job completed, none left locked or retried');
    assert.equal(finalWrites, 4, 'the three final writes, and the one the conflict ended made again');
  });
});

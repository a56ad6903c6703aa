// Several instances on PostgreSQL: an instance whose heartbeat stopped (killed, or paused) has its jobs taken back by
// another within 15 s with the default lease, while a live instance keeps its own, however long they run: its
// heartbeat renews every lease it holds, from a connection of its own. Leases are judged by the database's clock, so
// an instance whose clock runs an hour ahead takes nothing from a live one.
// node pass: first only (PostgreSQL's leases by its own clock)
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { ConfigSchema } from '../../src/config.js';
import { Runner } from '../../src/daemon/queue/runner.js';
import { openDatabase, type Db } from '../../src/store/db.js';
import { enqueueJob } from '../../src/store/jobs.js';
import { startHeartbeat, type Heartbeat } from '../../src/store/pg/heartbeat.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { MIGRATE_LOCK } from '../../src/store/pg/bridgeWorker.js';
import { killIfRunning, sleep, spawnServe, tempDir, waitFor, type SpawnedServe } from '../helpers.js';
import { startPostgres, type PgCluster } from '../support/postgres.js';

describe('leases on PostgreSQL', () => {
  let cluster: PgCluster | undefined;
  let db: Db | undefined;
  let heartbeat: Heartbeat | undefined;
  let runner: Runner | undefined;
  after(async () => {
    await runner?.stop(1000);
    await heartbeat?.stop();
    db?.$client.close();
    cluster?.stop();
  });

  it("a stopped heartbeat's jobs run elsewhere within 15 s; a live one's never, even for an instance an hour ahead", async () => {
    cluster = await startPostgres();
    const url = cluster.createDatabase('leases');
    db = openDatabase(url);
    const leaseMs = ConfigSchema.parse({}).scheduler.leaseSeconds * 1000;
    const retry = { maxAttempts: 5, backoff: 'fixed' as const, baseMs: 0, capMs: 0 };
    const now = Date.now();
    enqueueJob(db, { task: 'work', payload: { of: 'dead' }, key: 'work:dead', runAt: now - 1000, retry }, now);
    enqueueJob(db, { task: 'work', payload: { of: 'live' }, key: 'work:live', runAt: now - 1000, retry }, now);
    // Both claimed just now (by the database's clock) by two instances; only the live one beats.
    db.$client.prepare("UPDATE jobs SET locked_by = CASE key WHEN 'work:dead' THEN 'deadd00d0001' ELSE 'a11ve0000001' END, locked_at = CAST(floor(extract(epoch from clock_timestamp()) * 1000) AS BIGINT), attempts = 1").run();
    const claimedAt = Date.now();
    heartbeat = startHeartbeat(url, 'a11ve0000001', leaseMs, () => {});
    assert.equal(await heartbeat.beat(), 1, "the live instance's beat renews the one job it holds");

    // A third instance, its clock an hour ahead of the database's.
    const ran: { of: string; at: number }[] = [];
    runner = new Runner(db, { now: () => Date.now() + 3600_000 }, { work: { handler: (p) => void ran.push({ of: (p as { of: string }).of, at: Date.now() }) } }, { pollMs: 100, leaseMs, worker: 'a4ead0000001' });
    runner.start();
    await waitFor("the dead instance's job to run", () => ran.some((r) => r.of === 'dead'), 20_000, 50);
    const after = ran.find((r) => r.of === 'dead')!.at - claimedAt;
    assert.ok(after <= 15_000, `taken back ${after} ms after its last heartbeat`);
    // Past the live instance's lease by half of it: still its own.
    await new Promise((r) => setTimeout(r, Math.max(0, 1.5 * leaseMs - (Date.now() - claimedAt))));
    assert.deepEqual(ran.map((r) => r.of), ['dead'], "the live instance's job was not taken");
    const attempts = db.$client.prepare('SELECT key, attempts, locked_by AS "lockedBy" FROM jobs ORDER BY key').all();
    assert.deepEqual(attempts, [{ key: 'work:live', attempts: 1, lockedBy: 'a11ve0000001' }], 'the dead one done, the live one held');
  });

  it('serve beats only once the schema is there: a start that waits for another instance to migrate logs no failed beat', async () => {
    cluster ??= await startPostgres();
    const url = cluster.createDatabase('waiting');
    // Another instance migrating: it holds the lock every instance takes to migrate, for three beats of this one's.
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query('SELECT pg_advisory_lock($1)', [MIGRATE_LOCK]);
    const tmp = tempDir();
    let serve: SpawnedServe | undefined;
    try {
      writeFileSync(join(tmp.dir, 'reconfirm.config.json'), JSON.stringify({ scheduler: { leaseSeconds: 3 } }));
      const starting = spawnServe(['--database-url', url, '--config', join(tmp.dir, 'reconfirm.config.json'), '--quiet'], {}, tmp.dir);
      await sleep(3000);
      await other.query('SELECT pg_advisory_unlock($1)', [MIGRATE_LOCK]);
      serve = await starting;
      // Two beats after the start, on the schema the start migrated.
      await sleep(1600);
      assert.doesNotMatch(serve.output(), /heartbeat failed/, serve.output());
      const beats = await other.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'reconfirm heartbeat %'");
      assert.equal(beats.rows[0].n, 1, 'the heartbeat has its connection');
    } finally {
      if (serve) killIfRunning(serve.child);
      await other.end();
      tmp.cleanup();
    }
  });
});

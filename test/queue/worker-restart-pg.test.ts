// On PostgreSQL a queue thread that dies frees only its own instance's jobs (by its exact id): other instances are
// running theirs, also one in another container that has the same host name and pid.
// node pass: first only (PostgreSQL's leases after a worker restart)
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hostname } from 'node:os';
import { after, describe, it } from 'node:test';
import { ConfigSchema } from '../../src/config.js';
import { systemClock } from '../../src/domain/clock.js';
import type { ServiceContext } from '../../src/daemon/context.js';
import { Metrics } from '../../src/daemon/metrics.js';
import { startQueueThread } from '../../src/daemon/runtime.js';
import { openDatabase, type Db } from '../../src/store/db.js';
import { ROOT, sleep } from '../helpers.js';
import { startPostgres, type PgCluster } from '../support/postgres.js';

describe('queue worker thread supervision on PostgreSQL', () => {
  let cluster: PgCluster | undefined;
  let db: Db | undefined;
  after(() => {
    db?.$client.close();
    cluster?.stop();
  });

  it("a dead queue thread's jobs are freed, another instance's stay locked", async () => {
    cluster = await startPostgres();
    const config = ConfigSchema.parse({ databaseUrl: cluster.createDatabase('restart') });
    db = openDatabase(config.databaseUrl!);
    const logs: string[] = [];
    const ctx: ServiceContext = { instanceId: 'a1b2c3d4e5f6', db, clock: systemClock, config, linkBase: 'http://127.0.0.1:8080', metrics: new Metrics(), poke: () => {}, log: (l) => logs.push(l) };
    const lock = db.$client.prepare("INSERT INTO jobs (task, payload, run_at, locked_at, locked_by, created_at) VALUES (?, '{}', 0, ?, ?, 0)");
    // One job held by this instance's queue thread, about to die; one by a live instance on another machine; one by a
    // live instance in another container, with this host name and pid (what locks were named by before).
    lock.run('mine', Date.now(), 'a1b2c3d4e5f6');
    lock.run('theirs', Date.now(), '0f0e0d0c0b0a');
    lock.run('twin', Date.now(), `${hostname()}:${process.pid}:live01`);
    const entry = pathToFileURL(join(ROOT, 'test', 'support', 'dying-worker.mjs'));
    const queue = await startQueueThread(ctx, { scheduler: false, entry, firstRestartMs: 50 });
    try {
      const deadline = Date.now() + 10_000;
      while (!logs.includes('queue worker running again') && Date.now() < deadline) await sleep(20);
      assert.ok(logs.includes('queue worker running again'), `restarted:\n${logs.join('\n')}`);
      const rows = db.$client.prepare('SELECT task, locked_by AS "lockedBy" FROM jobs ORDER BY task').all();
      assert.deepEqual(rows, [
        { task: 'mine', lockedBy: null },
        { task: 'theirs', lockedBy: '0f0e0d0c0b0a' },
        { task: 'twin', lockedBy: `${hostname()}:${process.pid}:live01` },
      ]);
    } finally {
      await queue.stop(2000);
    }
  });
});

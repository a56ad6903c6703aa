// The queue worker thread of `serve` is supervised: a thread that dies is replaced and its jobs' locks released.
// engines: sqlite only (its PostgreSQL counterpart is worker-restart-pg.test.ts)
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, describe, it } from 'node:test';
import { ConfigSchema } from '../../src/config.js';
import { systemClock } from '../../src/domain/clock.js';
import type { ServiceContext } from '../../src/daemon/context.js';
import { Metrics } from '../../src/daemon/metrics.js';
import { startQueueThread } from '../../src/daemon/runtime.js';
import { openDatabase } from '../../src/store/db.js';
import { ROOT, sleep, tempDir } from '../helpers.js';

describe('queue worker thread supervision', () => {
  const tmp = tempDir();
  after(() => tmp.cleanup());

  it('a worker thread that dies is started again, and the jobs it held are released for the next one', async () => {
    const config = ConfigSchema.parse({ db: join(tmp.dir, 'w.db') });
    const db = openDatabase(config.db);
    const logs: string[] = [];
    const ctx: ServiceContext = { instanceId: 'a1b2c3d4e5f6', db, clock: systemClock, config, linkBase: 'http://127.0.0.1:8080', metrics: new Metrics(), poke: () => {}, log: (l) => logs.push(l) };
    const entry = pathToFileURL(join(ROOT, 'test', 'support', 'dying-worker.mjs'));
    const queue = await startQueueThread(ctx, { scheduler: false, entry, firstRestartMs: 50 });
    // A job taken by the thread that is about to die.
    db.$client.prepare("INSERT INTO jobs (task, payload, run_at, locked_at, locked_by, created_at) VALUES ('x', '{}', 0, 1, 'dead-thread', 0)").run();
    const deadline = Date.now() + 10_000;
    while (logs.filter((l) => l === 'queue worker running again').length < 2 && Date.now() < deadline) await sleep(20);
    assert.ok(logs.filter((l) => l === 'queue worker running again').length >= 2, `restarted twice:\n${logs.join('\n')}`);
    assert.ok(logs.some((l) => /queue worker exited with code 3; starting a new one/.test(l)));
    const job = db.$client.prepare("SELECT locked_at, locked_by FROM jobs WHERE task = 'x'").get() as { locked_at: number | null; locked_by: string | null };
    assert.deepEqual(job, { locked_at: null, locked_by: null }, 'the dead thread’s job is free to run again');
    await queue.stop(2000);
    db.$client.close();
  });
});

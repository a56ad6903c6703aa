// A database written by release 0.1.0 (fixtures/db) opens with this code: every booking, key, endpoint and due job
// intact, the old schedule columns moved into job rows; a database newer than the code is refused.
import assert from 'node:assert/strict';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ConfigSchema } from '../../src/config.js';
import { startService, type Service } from '../../src/daemon/runtime.js';
import { HOUR } from '../../src/domain/clock.js';
import { FakeClock, ROOT, tempDir } from '../helpers.js';

const FIXTURE = join(ROOT, 'fixtures', 'db', 'reconfirm-0.1.0.sqlite');
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('upgrade from release 0.1.0', () => {
  const tmp = tempDir('reconfirm-upgrade-');
  let s: Service | undefined;
  after(async () => {
    await s?.stop();
    tmp.cleanup();
  });

  it('keeps every booking, key and endpoint, and turns each due contact, risk check and webhook retry into its job', async () => {
    const db = join(tmp.dir, 'reconfirm.db');
    copyFileSync(FIXTURE, db);
    const clock = new FakeClock(Date.parse('2026-12-01T01:00:00Z'));
    s = await startService(ConfigSchema.parse({ db, port: 0, channel: 'webform', webhooks: { firstRetryMs: 60_000 } }), { clock, workers: false, scheduler: false, listen: false, log: () => {} });
    assert.equal(s.bootstrap, undefined, 'the existing account is kept: no new bootstrap key');
    const q = <T>(sql: string, ...p: unknown[]) => s!.ctx.db.$client.prepare(sql).all(...p) as T[];
    assert.deepEqual(q<{ booking_id: string; status: string; hcn: string | null }>('SELECT booking_id, status, hcn FROM bookings ORDER BY id'), [
      { booking_id: 'FX-1', status: 'PENDING', hcn: null },
      { booking_id: 'FX-2', status: 'ESCALATED', hcn: null },
      { booking_id: 'FX-3', status: 'PENDING', hcn: null },
      { booking_id: 'FX-4', status: 'CONFIRMED', hcn: 'HCN-4' },
    ]);
    assert.equal(q('SELECT id FROM api_keys WHERE revoked_at IS NULL').length, 1);
    assert.equal(q('SELECT id FROM webhook_endpoints WHERE removed_at IS NULL').length, 1);

    const jobs = q<{ task: string; key: string | null; run_at: number; attempts: number; max_attempts: number }>(
      'SELECT task, key, run_at, attempts, max_attempts FROM jobs ORDER BY task, key',
    ).map((j) => ({ ...j, run_at: iso(j.run_at) }));
    const pk = (id: string) => q<{ id: number }>('SELECT id FROM bookings WHERE booking_id = ?', id)[0].id;
    const byKey = new Map(jobs.map((j) => [j.key, j]));
    // The reminders the old scheduler would have sent at 12:00, and the risk rules' next times.
    assert.equal(byKey.get(`contact:${pk('FX-1')}`)?.run_at, '2026-12-01T12:00:00.000Z');
    assert.equal(byKey.get(`contact:${pk('FX-3')}`)?.run_at, '2026-12-01T12:00:00.000Z');
    assert.equal(byKey.get(`risk:${pk('FX-1')}`)?.run_at, '2026-12-17T00:00:00.000Z');
    assert.equal(byKey.get(`risk:${pk('FX-2')}`)?.run_at, '2026-12-02T00:00:00.000Z');
    assert.equal(byKey.get(`risk:${pk('FX-3')}`)?.run_at, '2026-12-02T12:00:00.000Z');
    assert.equal(byKey.has(`risk:${pk('FX-4')}`), false, 'a confirmed booking has nothing due');
    // Webhook retries: the attempts made so far carry over, under the default webhook policy.
    const deliveries = jobs.filter((j) => j.task === 'webhook.deliver');
    assert.deepEqual(deliveries.map((d) => [d.attempts, d.max_attempts]).sort(), [[1, 34], [2, 34]]);
    assert.equal(jobs.filter((j) => j.task === 'submission.apply').length, 1, 'the queued submission is still queued');

    // And the work runs: the submission is applied, and the reminders go out at their time, not before.
    await s.runner.drain();
    assert.equal(q('SELECT id FROM bookings WHERE booking_id = ?', 'FX-5').length, 1);
    const reminders = () => q<{ n: number }>('SELECT count(*) AS n FROM hotel_contacts WHERE attempt = 2')[0].n;
    clock.set('2026-12-01T11:59:00Z');
    await s.runner.drain();
    assert.equal(reminders(), 0);
    clock.advance(HOUR);
    await s.runner.drain();
    assert.equal(reminders(), 2, 'FX-1 and FX-3 are reminded once each');
  });

  it('refuses a database written by a newer release, saying so', async () => {
    const db = join(tmp.dir, 'newer.db');
    copyFileSync(FIXTURE, db);
    const Database = (await import('better-sqlite3')).default;
    const raw = new Database(db);
    raw.prepare('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)').run('from-the-future', Date.parse('2099-01-01T00:00:00Z'));
    raw.close();
    await assert.rejects(
      startService(ConfigSchema.parse({ db, port: 0 }), { workers: false, scheduler: false, listen: false, log: () => {} }),
      /newer version of reconfirm/,
    );
  });
});

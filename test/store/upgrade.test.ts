// A database written by release 0.1.0 (fixtures/db) opens with this code: every booking, key, endpoint and due job
// intact, the old schedule columns moved into job rows; a database newer than the code is refused.
// engines: sqlite only (the database release 0.1.0 wrote is a SQLite file (fixtures/db))
import assert from 'node:assert/strict';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ConfigSchema } from '../../src/config.js';
import { startService, type Service } from '../../src/daemon/runtime.js';
import { HOUR } from '../../src/domain/clock.js';
import { fromOldTimeForm } from '../../src/domain/time.js';
import { FakeClock, ROOT, runCli, tempDir } from '../helpers.js';

const TIME_FIELDS = ['CheckIn', 'CheckOut', 'BookingDate', 'CancellationDeadLine'];

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

  it('keeps every row the release wrote, column for column; only the columns moved into job rows are gone', async () => {
    const db = join(tmp.dir, 'rows.db');
    copyFileSync(FIXTURE, db);
    const Database = (await import('../../src/store/sqliteDriver.js')).Database;
    const read = (file: string) => {
      const raw = new Database(file, { readonly: true });
      const tables = (raw.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('__drizzle_migrations', 'jobs')").all() as { name: string }[]).map((t) => t.name);
      const out = new Map<string, { columns: string[]; rows: Record<string, unknown>[] }>();
      for (const t of tables) {
        const columns = (raw.prepare(`PRAGMA table_info("${t}")`).all() as { name: string }[]).map((c) => c.name);
        out.set(t, { columns, rows: raw.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).all() as Record<string, unknown>[] });
      }
      raw.close();
      return out;
    };
    const before = read(db);
    const { openDatabase } = await import('../../src/store/db.js');
    openDatabase(db).$client.close();
    const afterUpgrade = read(db);
    const dropped: string[] = [];
    for (const [table, old] of before) {
      const now = afterUpgrade.get(table);
      assert.ok(now, `table ${table} is still there`);
      const kept = old.columns.filter((c) => now.columns.includes(c));
      dropped.push(...old.columns.filter((c) => !now.columns.includes(c)).map((c) => `${table}.${c}`));
      const pick = (r: Record<string, unknown>) => Object.fromEntries(kept.map((c) => [c, r[c]]));
      // The one rewrite: a booking's times as the date module's kinds (a date "2026-12-20", not its midnight UTC).
      const asKinds = (r: Record<string, unknown>) =>
        table !== 'bookings'
          ? r
          : {
              ...r,
              check_in: fromOldTimeForm(String(r.check_in)),
              check_out: fromOldTimeForm(String(r.check_out)),
              data: JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(String(r.data))).map(([k, v]) => [k, TIME_FIELDS.includes(k) ? fromOldTimeForm(String(v)) : v]))),
            };
      const once = (r: Record<string, unknown>) => !(table === 'service_secrets' && String(r.name).startsWith('once:'));
      assert.deepEqual(now.rows.filter(once).map(pick), old.rows.map(asKinds).map(pick), `every row of ${table} is intact`);
    }
    const bookingsNow = afterUpgrade.get('bookings')!.rows;
    assert.ok(bookingsNow.some((r) => r.check_in === '2026-12-20'), 'a check-in date is stored as the date');
    assert.ok(bookingsNow.every((r) => !String(r.data).includes('T00:00:00.000Z')), 'no date is stored as midnight UTC any more');
    for (const t of ['bookings', 'api_keys', 'webhook_endpoints', 'booking_history', 'webhook_events', 'webhook_deliveries', 'submissions']) {
      assert.ok(before.get(t)!.rows.length > 0, `the fixture has ${t} to compare`);
    }
    // Migration 0004 moved these into job rows (the first test checks each became its job); nothing else may go.
    assert.deepEqual(dropped.sort(), ['bookings.next_contact_at', 'bookings.next_risk_at', 'webhook_deliveries.next_attempt_at']);
  });

  it('refuses a database written by a newer release, saying so', async () => {
    const db = join(tmp.dir, 'newer.db');
    copyFileSync(FIXTURE, db);
    const Database = (await import('../../src/store/sqliteDriver.js')).Database;
    const raw = new Database(db);
    raw.prepare('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)').run('from-the-future', Date.parse('2099-01-01T00:00:00Z'));
    const migrations = () => (raw.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number }).n;
    const applied = migrations();
    raw.close();
    await assert.rejects(
      startService(ConfigSchema.parse({ db, port: 0 }), { workers: false, scheduler: false, listen: false, log: () => {} }),
      /the database .*newer\.db was written by a newer version of reconfirm \(its schema dates from 2099-01-01T00:00:00\.000Z, this version knows up to \d{4}_\w+\); run that newer version, or restore a backup made with this one/,
    );
    // Nothing was applied to it, and the commands that open the file say the same, with exit status 2.
    const check = new Database(db, { readonly: true });
    assert.equal((check.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number }).n, applied, 'no migration of this version was applied to it');
    check.close();
    for (const args of [['keys', 'list', '--db', db], ['backup', '--db', db, join(tmp.dir, 'copy-of-newer.db')]]) {
      const r = await runCli(args);
      assert.equal(r.code, 2, `${args[0]}: ${r.stderr}`);
      assert.match(r.stderr, /was written by a newer version of reconfirm/);
    }
  });
});

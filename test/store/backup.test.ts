// `reconfirm backup` beside a running `serve` under write load: the copy holds everything acknowledged before it began.
// engines: sqlite only (`reconfirm backup` copies the SQLite file; PostgreSQL: backup-pg.test.ts)
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { addWebhook, Api, createKey, killIfRunning, makeBooking, runCli, spawnServe, tempDir, waitFor, type SpawnedServe } from '../helpers.js';

describe('reconfirm backup', () => {
  const tmp = tempDir();
  const db = join(tmp.dir, 'live.db');
  const copy = join(tmp.dir, 'copy.db');
  let live: SpawnedServe | undefined;
  let restored: SpawnedServe | undefined;
  after(async () => {
    killIfRunning(live?.child);
    killIfRunning(restored?.child);
    tmp.cleanup();
  });

  it('copies a database that serve keeps writing to, and the copy serves every booking acknowledged before the backup began', async () => {
    const key = await createKey(db);
    await addWebhook(db, 'http://127.0.0.1:9/hook');
    live = await spawnServe(['--db', db, '--channel', 'manual', '--quiet']);
    const api = new Api(live.url, key.accountId, key.apiKey);
    // Some history first, so the copy has pages to move while writes go on.
    for (let b = 0; b < 5; b++) {
      const r = await api.addBookings(Array.from({ length: 100 }, (_, i) => makeBooking({ BookingCode: `OLD-${b}-${i}` })));
      assert.equal(r.status, 200);
    }
    const acked: string[] = [];
    let writing = true;
    let n = 0;
    // Two writers POST one booking at a time until the backup is done; a booking counts once its 200 has arrived.
    const writer = async () => {
      while (writing) {
        const code = `LOAD-${n++}`;
        const r = await api.addBookings([makeBooking({ BookingCode: code })]);
        assert.equal(r.status, 200, JSON.stringify(r.body));
        acked.push(code);
      }
    };
    const writers = [writer(), writer()];
    await waitFor('some bookings acknowledged under load', () => acked.length >= 20, 20_000);
    const before = [...acked];
    const backup = await runCli(['backup', '--db', db, copy, '--json']);
    const duringBackup = acked.length - before.length;
    writing = false;
    await Promise.all(writers);
    assert.equal(backup.code, 0, backup.stderr);
    const summary = JSON.parse(backup.stdout);
    assert.equal(summary.keys.total, 1);
    assert.equal(summary.endpoints, 1);
    assert.ok(summary.jobs.waiting > 0, 'the pending bookings have their jobs in the copy');
    assert.ok(!existsSync(`${copy}-wal`), 'the copy is one self-contained file');
    console.log(`# ${before.length} acknowledged before the backup, ${duringBackup} during it`);
    await api.close();

    killIfRunning(live.child);
    await live.exited;
    restored = await spawnServe(['--db', copy, '--channel', 'manual', '--quiet']);
    const fromCopy = new Api(restored.url, key.accountId, key.apiKey);
    const wanted = [...before, 'OLD-0-0', 'OLD-4-99'];
    for (const code of wanted) {
      const found = await waitFor(`${code} in the copy`, async () => {
        const r = await fromCopy.getBooking(code);
        return r.status === 200 && r;
      }, 15_000, 50);
      assert.equal(found.body.data.BookingDetails.BookingCode, code);
    }
    const written = readFileSync(copy).subarray(0, 16).toString('latin1');
    assert.equal(written, 'SQLite format 3\0');
    await fromCopy.close();
  });

  it('refuses to overwrite an existing file without --force, and replaces it with --force', async () => {
    const first = await runCli(['backup', '--db', db, copy]);
    assert.equal(first.code, 2);
    assert.match(first.stderr, /already exists; choose another file, or pass --force/);
    const forced = await runCli(['backup', '--db', db, copy, '--force']);
    assert.equal(forced.code, 0, forced.stderr);
    assert.match(forced.stdout, /backed up to .*copy\.db/);
    assert.match(forced.stdout, /bookings\s*│\s*\d+\s*│ PENDING \d+/);
  });

  it('refuses a database that does not exist, naming it', async () => {
    const r = await runCli(['backup', '--db', join(tmp.dir, 'nope.db'), join(tmp.dir, 'x.db')]);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /no database at .*nope\.db/);
  });
});

// Disk and database faults during add: a full disk, a read-only database, a lock held too long: 502, never a false 200, then recovery.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { Database } from '../../src/store/sqliteDriver.js';
import { assertError, failWrites, makeBooking, sleep, startTestService, tempDir, TEST_ENGINE, waitFor, type TestService } from '../helpers.js';

const count = (s: TestService, table: string) => (s.service.ctx.db.$client.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
const simulatorHotel = () => {
  const b = makeBooking();
  b.Hotel.MasterProviderHotelId = 'SIM-CONFIRM';
  return b;
};
// Fast simulated hotels, so the queue has work due while the fault lasts.
const FAST = { channel: 'simulator' as const, simulator: { minDelayMs: 20, maxDelayMs: 100 } };

/** Mounts a tmpfs of this size (needs root); undefined when the system does not allow it. */
function mountTmpfs(dir: string, size: string): boolean {
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Writes zeros until the filesystem refuses: ENOSPC. */
function fillDisk(path: string) {
  const fd = openSync(path, 'w');
  const chunk = Buffer.alloc(64 * 1024);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (err) {
    assert.equal((err as NodeJS.ErrnoException).code, 'ENOSPC');
  } finally {
    closeSync(fd);
  }
}

/** The first four cases are SQLite by nature: a full disk under its file, its PRAGMAs, its file lock. */
const SQLITE_ONLY = TEST_ENGINE === 'pg' && "SQLite by nature: its file's disk, its PRAGMAs and its file lock (PostgreSQL's server owns its storage)";

describe('disk and database faults during add', () => {
  const cleanups: (() => unknown)[] = [];
  after(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('a full disk (a real 8 MB tmpfs) answers 502 QUEUE_PUBLISH_FAILED, stores nothing, and the service recovers by itself when space returns', { skip: SQLITE_ONLY }, async (t) => {
    const tmp = tempDir('reconfirm-diskfull-');
    cleanups.push(() => tmp.cleanup());
    const mnt = join(tmp.dir, 'mnt');
    if (!mountTmpfs(mnt, '8m')) return t.skip('mounting a tmpfs needs root; the max_page_count test below covers the same path');
    cleanups.push(() => execFileSync('umount', ['-l', mnt]));
    const s = await startTestService({ ...FAST, db: join(mnt, 'reconfirm.db') });
    cleanups.push(() => s.stop());

    const before = [simulatorHotel(), simulatorHotel()];
    assert.equal((await s.api.addBookings(before)).status, 200);
    fillDisk(join(mnt, 'filler'));
    const counts = { submissions: count(s, 'submissions'), jobs: count(s, 'jobs') };
    const refused = Array.from({ length: 100 }, simulatorHotel);
    for (let i = 0; i < 5; i++) {
      const r = await s.api.addBookings(refused);
      const e = assertError(r, 502, 'QUEUE_PUBLISH_FAILED');
      assert.match(e.message, /not accepted; retry/);
    }
    assert.equal(count(s, 'submissions'), counts.submissions, 'nothing half-written');
    // Reads keep working while writes cannot.
    assert.equal((await s.api.call('GET', '/healthz')).status, 200);
    await sleep(300); // the queue meets the full disk too, and must survive it

    rmSync(join(mnt, 'filler'));
    const r = await s.api.addBookings(refused);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    for (const traceId of r.body.data.traceIds) await s.api.waitForTrace(traceId, 20_000);
    for (const b of [...before, refused[0]]) await s.api.waitForStatus(b.BookingCode, ['CONFIRMED'], 20_000);
    assert.equal((s.service.ctx.db.$client.pragma('integrity_check', { simple: true }) as string), 'ok');
  });

  it('a database at its size limit (PRAGMA max_page_count) answers 502 and recovers when the limit is lifted', { skip: SQLITE_ONLY }, async () => {
    const s = await startTestService(FAST);
    cleanups.push(() => s.stop());
    const c = s.service.ctx.db.$client;
    const pages = c.pragma('page_count', { simple: true }) as number;
    c.pragma(`max_page_count = ${pages}`);
    const submissions = count(s, 'submissions');
    try {
      assertError(await s.api.addBookings(Array.from({ length: 200 }, simulatorHotel)), 502, 'QUEUE_PUBLISH_FAILED');
      assert.equal(count(s, 'submissions'), submissions);
    } finally {
      c.pragma('max_page_count = 4294967294');
    }
    const outcomes = await s.api.addAndWait(Array.from({ length: 200 }, simulatorHotel));
    assert.ok(outcomes.every((o) => o.outcome === 'CREATED'));
  });

  it('a read-only database (PRAGMA query_only on the service connection: SQLITE_READONLY) answers 502 and recovers when writable again', { skip: SQLITE_ONLY }, async () => {
    const s = await startTestService(FAST);
    cleanups.push(() => s.stop());
    const c = s.service.ctx.db.$client;
    const b = simulatorHotel();
    c.pragma('query_only = ON');
    try {
      assertError(await s.api.addBookings([b]), 502, 'QUEUE_PUBLISH_FAILED');
      assertError(await s.api.call('POST', '/events', { Bookings: [b] }), 502, 'QUEUE_PUBLISH_FAILED');
      await sleep(300); // the queue runs into the read-only database as well
    } finally {
      c.pragma('query_only = OFF');
    }
    const [outcome] = await s.api.addAndWait([b]);
    assert.equal(outcome.outcome, 'CREATED');
    await s.api.waitForStatus(b.BookingCode, ['CONFIRMED'], 20_000);
  });

  it('a write lock held by another process longer than the 5 s retry window answers 502 (without stalling other requests), then adds succeed again', { skip: SQLITE_ONLY }, async () => {
    // No inline queue here: in `serve` it runs in its own thread, and its SQLite busy wait would block this test's event loop.
    const s = await startTestService(FAST, { workers: false });
    cleanups.push(() => s.stop());
    const other = new Database(s.dbPath);
    cleanups.push(() => other.close());
    // The lock is held until the add has answered: it must give up by itself, whatever the machine's speed.
    other.exec('BEGIN IMMEDIATE');
    const sentAt = Date.now();
    const pending = s.api.addBookings([simulatorHotel()]);
    // While the add waits for the lock, the event loop is free: a read answers at once.
    const health = await s.api.call('GET', '/healthz');
    assert.equal(health.status, 200);
    const r = await pending;
    const waited = Date.now() - sentAt;
    assertError(r, 502, 'QUEUE_PUBLISH_FAILED');
    assert.ok(waited >= 5000 && waited < 15_000, `the add waited out its 5 s retry window, then gave up (answered after ${waited} ms)`);
    other.exec('COMMIT');
    assert.equal((await s.api.addBookings([simulatorHotel()])).status, 200);
  });

  it('the queue survives a database that refuses to record job outcomes, and finishes the job once it accepts writes again', async () => {
    const logs: string[] = [];
    const s = await startTestService({}, { log: (l) => logs.push(l) });
    cleanups.push(() => s.stop());
    const c = s.service.ctx.db.$client;
    // Completing (DELETE) and retrying or releasing (UPDATE ... locked_at = NULL) a job both fail, as on a disk that just filled up.
    const allowComplete = failWrites(s.db, 'no_complete', 'jobs', 'DELETE', 'true', 'database or disk is full');
    const allowRelease = failWrites(s.db, 'no_release', 'jobs', 'UPDATE', 'NEW.locked_at IS NULL', 'database or disk is full');
    let traceId: string;
    try {
      const r = await s.api.addBookings([makeBooking()]);
      assert.equal(r.status, 200);
      traceId = r.body.data.traceIds[0];
      await waitFor('the failure to record the outcome logged', () => logs.some((l) => /outcome could not be recorded/.test(l)), 5000);
      // Several polls fail meanwhile (one every 200 ms).
      await sleep(1200);
    } finally {
      allowComplete();
      allowRelease();
    }
    // An operator reads one line that it started and one that it ended, not one per poll.
    await waitFor('the recovery logged', () => logs.some((l) => /queue: claims work again after \d+ failed tick/.test(l)), 5000);
    const claimFailed = logs.filter((l) => l.startsWith('queue: claim failed'));
    assert.equal(claimFailed.length, 1, logs.join('\n'));
    assert.ok(Number(/after (\d+) failed/.exec(logs.find((l) => l.includes('claims work again'))!)![1]) >= 3);
    assert.ok(logs.filter((l) => /finished job\(s\): their outcome could not be recorded/.test(l)).length <= 1, logs.join('\n'));
    await s.api.waitForTrace(traceId!);
    const n = (sql: string) => (c.prepare(sql).get() as { n: number }).n;
    await waitFor('the job finished and removed', () => n("SELECT count(*) AS n FROM jobs WHERE task = 'submission.apply'") === 0, 10_000);
    // The queue may hold other jobs for a moment (claimed ahead); none stays locked, none is parked.
    await waitFor('no job locked or parked', () => n('SELECT count(*) AS n FROM jobs WHERE locked_at IS NOT NULL OR failed_at IS NOT NULL') === 0, 10_000);
    assert.equal((await s.api.addAndWait([makeBooking()]))[0].outcome, 'CREATED', 'the queue still runs');
  });
});

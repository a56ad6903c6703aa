// The SQLite driver of each Node version (src/store/sqliteDriver.ts): better-sqlite3 13 from Node 22 on, which does
// not abort when statements are garbage-collected (better-sqlite3 12 does on Node 24), and the same behaviour the
// store relies on from both.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Database, DRIVER_13_FROM_NODE, NODE_MAJOR, sqliteDriver } from '../../src/store/sqliteDriver.js';

const CHURN = fileURLToPath(new URL('../support/statement-churn.ts', import.meta.url));
const only13 = NODE_MAJOR < DRIVER_13_FROM_NODE && `better-sqlite3 13 is used from Node ${DRIVER_13_FROM_NODE} on`;

function churn(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', CHURN, ...args], { encoding: 'utf8', timeout: 120_000 });
}

describe('SQLite driver', () => {
  test(`Node ${NODE_MAJOR} uses better-sqlite3 ${NODE_MAJOR >= DRIVER_13_FROM_NODE ? 13 : 12}`, () => {
    if (NODE_MAJOR >= DRIVER_13_FROM_NODE) assert.deepEqual([sqliteDriver.package, sqliteDriver.version.split('.')[0]], ['better-sqlite3-13', '13']);
    else assert.deepEqual([sqliteDriver.package, sqliteDriver.version.split('.')[0]], ['better-sqlite3', '12']);
  });

  test('a process that prepares and drops 200,000 statements across awaits, then exits with some alive, ends normally', { skip: only13 }, () => {
    const r = churn();
    assert.equal(r.stderr.includes('Assertion failed'), false, r.stderr);
    assert.deepEqual([r.status, r.signal], [0, null], r.stderr);
    assert.match(r.stdout, /^prepared 200000 statements \(better-sqlite3-13 13\./);
  });

  test('a worker thread that does the same and ends takes its process with it to a normal end', { skip: only13 }, () => {
    const r = churn('worker');
    assert.equal(r.stderr.includes('Assertion failed'), false, r.stderr);
    assert.deepEqual([r.status, r.signal], [0, null], r.stderr);
    assert.match(r.stdout, /^worker thread exited with 0 \(better-sqlite3-13 13\./);
  });

  test('constraint and lock errors keep their SQLite codes, blobs come back as Buffers, a backup is complete', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sqlite-driver-'));
    try {
      const db = new Database(join(dir, 'a.db'));
      db.pragma('journal_mode = WAL');
      db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL, body BLOB)');
      db.prepare('INSERT INTO t (name, body) VALUES (?, ?)').run('a', Buffer.from([1, 2, 3]));
      const unique = (() => {
        try {
          db.prepare('INSERT INTO t (name) VALUES (?)').run('a');
        } catch (err) {
          return err as Error & { code: string };
        }
      })();
      assert.ok(unique instanceof Error && unique instanceof Database.SqliteError);
      assert.deepEqual([unique.code, unique.message], ['SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed: t.name']);
      const row = db.prepare('SELECT body FROM t WHERE name = ?').get('a') as { body: Buffer };
      assert.ok(Buffer.isBuffer(row.body));
      assert.deepEqual([...row.body], [1, 2, 3]);

      const other = new Database(join(dir, 'a.db'));
      other.pragma('busy_timeout = 0');
      db.prepare('BEGIN IMMEDIATE').run();
      assert.throws(() => other.prepare('BEGIN IMMEDIATE').run(), { code: 'SQLITE_BUSY' });
      db.prepare('COMMIT').run();
      other.close();

      const progress = await db.backup(join(dir, 'b.db'));
      assert.equal(progress.remainingPages, 0);
      const copy = new Database(join(dir, 'b.db'), { readonly: true, fileMustExist: true });
      assert.deepEqual(copy.prepare('SELECT name FROM t').pluck().all(), ['a']);
      assert.equal(copy.pragma('quick_check', { simple: true }), 'ok');
      copy.close();
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

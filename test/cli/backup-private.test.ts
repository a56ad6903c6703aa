// `reconfirm backup` and guest data (issue 28): a folder gets a dated file inside it, every copy is readable only by
// its owner, and a failed backup leaves no hidden partial copy of every guest behind.
// engines: sqlite only (backup copies the SQLite file: its copies' permissions; PostgreSQL: backup-pg.test.ts)
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { backupDatabase } from '../../src/store/backup.js';
import { openDatabase } from '../../src/store/db.js';
import { runCli, tempDir } from '../helpers.js';

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe('backup keeps guest data private', () => {
  const tmp = tempDir();
  const db = join(tmp.dir, 'reconfirm.db');
  before(() => {
    openDatabase(db).$client.close();
  });
  after(() => tmp.cleanup());

  it('a folder as target gets a dated 0600 file inside it, also with --force, and again on a second run', async () => {
    const folder = join(tmp.dir, 'backups');
    mkdirSync(folder);
    const first = await runCli(['backup', '--db', db, folder, '--json']);
    assert.equal(first.code, 0, first.stderr);
    const file = JSON.parse(first.stdout).file as string;
    assert.match(file, /backups\/reconfirm-\d{4}-\d{2}-\d{2}-\d{6}\.db$/);
    assert.equal(mode(file), '600', 'the copy holds every guest: readable only by its owner');
    const forced = await runCli(['backup', '--db', db, folder, '--force']);
    assert.equal(forced.code, 0, forced.stderr);
    assert.doesNotMatch(forced.stderr, /EISDIR|unexpected error/);
    // Three at once: each its own file, none replaced by another.
    const together = await Promise.all([1, 2, 3].map(() => runCli(['backup', '--db', db, folder, '--json'])));
    for (const r of together) assert.equal(r.code, 0, r.stderr);
    assert.equal(new Set(together.map((r) => JSON.parse(r.stdout).file)).size, 3, 'three files named');
    const files = readdirSync(folder);
    assert.equal(files.filter((f) => /^reconfirm-.*\.db$/.test(f)).length, 5, `five dated copies, even within one second: ${files}`);
    assert.deepEqual(files.filter((f) => f.startsWith('.')), [], 'no hidden partial file');
    for (const f of files) assert.equal(mode(join(folder, f)), '600');
  });

  it('a folder whose dated name is already taken (another backup in the same second) gets the next free name, without --force', async () => {
    const folder = join(tmp.dir, 'same-second');
    mkdirSync(folder);
    const now = new Date('2026-11-26T13:17:25Z');
    const first = await backupDatabase(db, folder, { now });
    const second = await backupDatabase(db, folder, { now });
    assert.notEqual(second.file, first.file);
    assert.match(second.file, /-2\.db$/);
    assert.equal(readdirSync(folder).length, 2, 'both copies kept');
  });

  it('a backup that fails leaves no partial file behind and says why', async () => {
    const folder = join(tmp.dir, 'ro');
    mkdirSync(folder);
    // A file where the copy must go, and no --force: refused before anything is written.
    writeFileSync(join(folder, 'copy.db'), 'not a database');
    const refused = await runCli(['backup', '--db', db, join(folder, 'copy.db')]);
    assert.equal(refused.code, 2, refused.stderr);
    assert.match(refused.stderr, /already exists/);
    // A source that is not a SQLite database fails in the copy itself.
    const bad = join(tmp.dir, 'broken.db');
    writeFileSync(bad, 'x'.repeat(4096));
    const failed = await runCli(['backup', '--db', bad, join(folder, 'other.db')]);
    assert.notEqual(failed.code, 0);
    assert.deepEqual(readdirSync(folder).filter((f) => f !== 'copy.db'), [], 'nothing left in the folder, hidden or not');
    // A path under a file is a usage error, not an unexpected one.
    const under = await runCli(['backup', '--db', db, join(folder, 'copy.db', 'x.db')]);
    assert.equal(under.code, 2, under.stderr);
    assert.match(under.stderr, /is a file, not a folder/);
  });
});

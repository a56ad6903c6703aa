// Admin commands never create a database by accident, and one serve runs per SQLite file (issue 14).
// engines: sqlite only (a database file that is missing, and the one serve per file, are SQLite's)
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { killIfRunning, runCli, spawnServe, tempDir, type SpawnedServe } from '../helpers.js';

describe('admin commands on a database that does not exist', () => {
  const tmp = tempDir();
  after(() => tmp.cleanup());

  for (const args of [['keys', 'list'], ['keys', 'revoke', 'key_x'], ['webhooks', 'list'], ['webhooks', 'deliveries'], ['hotel', 'reply', 'BK-1', '--hcn', 'H1'], ['inbox'], ['purge', '--dry-run'], ['copy-to-postgres', 'postgres://reconfirm@127.0.0.1:1/none']]) {
    it(`\`${args.join(' ')}\` from the wrong folder refuses, naming the path it looked at, and creates nothing`, async () => {
      const r = await runCli(args, { cwd: tmp.dir, env: { RECONFIRM_CONFIG_DIR: tmp.dir, RECONFIRM_DB: '', RECONFIRM_CONFIG: '' } });
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, new RegExp(`no database at ${join(tmp.dir, 'data', 'reconfirm.db').replace(/[.]/g, '\\.')}: this command does not create one`));
      assert.match(r.stderr, /--db/);
      assert.ok(!existsSync(join(tmp.dir, 'data', 'reconfirm.db')), 'no empty database was created');
    });
  }

  it('`keys create` on a new file says it created a new database, and the key is printed as before', async () => {
    const db = join(tmp.dir, 'fresh', 'service.db');
    const r = await runCli(['keys', 'create', '--db', db, '--json']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, new RegExp(`created a new database at ${db.replace(/[.]/g, '\\.')}`));
    assert.match(JSON.parse(r.stdout).apiKey, /^rk_/);
    const again = await runCli(['keys', 'create', '--db', db, '--json']);
    assert.equal(again.code, 0, again.stderr);
    assert.equal(again.stderr, '', 'an existing database is not announced');
    const list = await runCli(['keys', 'list', '--db', db]);
    assert.equal(list.code, 0, list.stderr);
  });
});

describe('one serve per SQLite database', () => {
  const tmp = tempDir();
  let first: SpawnedServe | undefined;
  after(() => {
    killIfRunning(first?.child);
    tmp.cleanup();
  });

  it('a second serve on the same file is refused with who holds it and what to do; after the first stops, a new one starts', async () => {
    const db = join(tmp.dir, 'one.db');
    first = await spawnServe(['--db', db, '--channel', 'manual', '--quiet'], { RECONFIRM_CONFIG_DIR: tmp.dir });
    const second = await runCli(['serve', '--db', db, '--port', '0', '--channel', 'manual'], { env: { RECONFIRM_CONFIG_DIR: tmp.dir } });
    assert.equal(second.code, 2, second.stdout + second.stderr);
    assert.match(second.stderr, new RegExp(`another \`reconfirm serve\` \\(pid ${first.child.pid} on \\S+, since [^)]+\\) already runs on ${db.replace(/[.]/g, '\\.')}`));
    assert.match(second.stderr, /PostgreSQL \(--database-url; see docs\/several-instances\.md\)/);
    assert.doesNotMatch(second.stdout, /listening on/);
    first.child.kill('SIGTERM');
    assert.equal((await first.exited).code, 0);
    assert.ok(!existsSync(`${db}.serve.lock`), 'a clean stop removes the lock');
    const third = await spawnServe(['--db', db, '--channel', 'manual', '--quiet'], { RECONFIRM_CONFIG_DIR: tmp.dir });
    third.child.kill('SIGKILL');
    await third.exited;
    // Killed without a word: its lock names a process that is gone, so the next start takes it over.
    assert.ok(existsSync(`${db}.serve.lock`));
    first = await spawnServe(['--db', db, '--channel', 'manual', '--quiet'], { RECONFIRM_CONFIG_DIR: tmp.dir });
    first.child.kill('SIGTERM');
    await first.exited;
  });
});

// The admin commands on PostgreSQL: `reconfirm backup` copies SQLite files, so on a PostgreSQL service it refuses and
// names pg_dump rather than copy the SQLite file that happens to sit at the default path (not the service's data);
// `keys create` names the database it set up; `purge` runs there (what it erases: test/store/retention.test.ts on both engines).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { cliEnv } from '../helpers.js';
import { startPostgres, type PgCluster } from '../support/postgres.js';

describe('backup on PostgreSQL', () => {
  it('refuses with --database-url, RECONFIRM_DATABASE_URL or a URL as --db, names pg_dump, and writes nothing', async () => {
    const cli = cliEnv();
    try {
      // A SQLite database at the default path, as an earlier single-machine install leaves.
      const created = await cli.run(['keys', 'create', '--json']);
      assert.equal(created.code, 0, created.stderr);
      assert.ok(existsSync(join(cli.dir, 'data', 'reconfirm.db')));
      const url = 'postgres://reconfirm:secret@db.example.invalid:5432/reconfirm';
      for (const [args, env] of [
        [['--database-url', url, 'backup', 'copy.db'], {}],
        [['backup', 'copy.db'], { RECONFIRM_DATABASE_URL: url }],
        [['backup', '--db', url, 'copy.db'], {}],
      ] as const) {
        const r = await cli.run([...args], { env });
        assert.equal(r.code, 2, `${args.join(' ')}: ${r.stdout}${r.stderr}`);
        assert.match(r.stderr, /is PostgreSQL: use pg_dump, e\.g\. pg_dump --format=custom/);
        assert.ok(!r.stderr.includes('secret'), 'the password is not shown');
        assert.ok(!existsSync(join(cli.dir, 'copy.db')), 'no copy of the SQLite file was made');
      }
    } finally {
      cli.cleanup();
    }
  });
});

describe('admin commands on a PostgreSQL database', () => {
  let cluster: PgCluster | undefined;
  after(() => cluster?.stop());

  it('keys create names the database it set up, not a SQLite path; purge runs there too', async () => {
    cluster = await startPostgres();
    const url = cluster.createDatabase('admin');
    const cli = cliEnv();
    try {
      const created = await cli.run(['--database-url', url, 'keys', 'create', '--json']);
      assert.equal(created.code, 0, created.stderr);
      assert.match(created.stderr, /created reconfirm's tables in postgres:\/\/reconfirm@127\.0\.0\.1:\d+\/admin \(it had none\)/);
      assert.ok(!existsSync(join(cli.dir, 'data')), 'no SQLite file was made');
      // What it erases on PostgreSQL is test/store/retention.test.ts, run on both engines.
      for (const args of [['purge', '--dry-run'], ['purge']]) {
        const purge = await cli.run(['--database-url', url, ...args]);
        assert.equal(purge.code, 0, purge.stdout + purge.stderr);
        assert.match(purge.stdout, /nothing to erase.*no finished booking is past the retention period/);
      }
    } finally {
      cli.cleanup();
    }
  });
});

// Care with data and access (issue 14): files holding guest data are the owner's only, the first key stays out of
// logs, a typo behind a shared address locks nobody out, keys show when they were last used, retries are said.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { createAccount, createApiKey } from '../../src/store/accounts.js';
import { Api, bootstrapFrom, cliEnv, FakeClock, makeBooking, runCli, spawnServe, startTestService, tempDir, TEST_ENGINE, waitFor, type SpawnedServe } from '../helpers.js';

const mode = (path: string) => statSync(path).mode & 0o777;

/** A case with no service database in it (the client alone) runs the same in both passes: once, on SQLite. */
const noService = TEST_ENGINE === 'pg' && 'no service database in it (the client alone): runs the same on SQLite';

describe('files with guest data and keys are readable only by their owner', () => {
  const tmp = tempDir();
  let serve: SpawnedServe | undefined;
  after(async () => {
    serve?.child.kill('SIGTERM');
    await serve?.exited;
    tmp.cleanup();
  });

  const sqliteFiles = TEST_ENGINE === 'pg' && "SQLite by nature: the database's own files and their modes";
  it('a first serve with its output in a pipe creates the database, its WAL and SHM 0600 and writes the key to a 0600 file instead of the output', { skip: sqliteFiles }, async () => {
    const db = join(tmp.dir, 'data', 'reconfirm.db');
    serve = await spawnServe(['--db', db, '--channel', 'manual', '--quiet'], { RECONFIRM_CONFIG_DIR: tmp.dir }, tmp.dir);
    const first = await waitFor('the bootstrap banner', () => bootstrapFrom(serve!.output()));
    assert.ok(!serve.output().includes(first.apiKey), 'the key is not in the output, which may be a log file');
    const keyFile = /API key file:\s+(\S+)/.exec(serve.output())![1];
    assert.equal(keyFile, join(tmp.dir, 'data', 'first-api-key.txt'));
    assert.equal(mode(keyFile), 0o600);
    assert.match(readFileSync(keyFile, 'utf8'), /export RECONFIRM_BASE_URL=/);
    const api = new Api(serve.url, first.accountId, first.apiKey);
    assert.equal((await api.addBookings([makeBooking()])).status, 200, 'the key in the file works');
    await api.close();
    for (const f of [db, `${db}-wal`, `${db}-shm`]) {
      assert.ok(existsSync(f), `${f} exists`);
      assert.equal(mode(f).toString(8), '600', `${f} is readable only by its owner`);
    }
  });

  it("the client's ledger is created 0600", { skip: noService }, async () => {
    const cli = cliEnv();
    try {
      const file = cli.file('b.json', JSON.stringify([makeBooking()]));
      const r = await cli.run(['import', file]);
      assert.equal(r.code, 0, r.stderr);
      const ledger = cli.env.RECONFIRM_LEDGER!;
      assert.equal(mode(ledger).toString(8), '600');
    } finally {
      cli.cleanup();
    }
  });
});

describe('failed logins are counted per address and account; a valid key always passes', () => {
  it('after the limit, wrong keys for that account get 429 while its right key and other accounts from the same address are served', async () => {
    const s = await startTestService({ auth: { maxFailures: 3, windowSeconds: 60 } });
    try {
      const other = createApiKey(s.db, { accountId: createAccount(s.db, 'second') });
      const typo = new Api(s.url, s.accountId, s.apiKey.slice(0, -2) + 'xx');
      for (let i = 0; i < 3; i++) assert.equal((await typo.call('GET', '/bookings')).status, 403);
      assert.equal((await typo.call('GET', '/bookings')).status, 429, 'the typo is throttled');
      assert.equal((await s.api.call('GET', '/bookings')).status, 200, 'the right key from the same address passes');
      const colleague = new Api(s.url, other.accountId, 'rk_wrong');
      assert.equal((await colleague.call('GET', '/bookings')).status, 403, 'another account from the same address is not throttled by the first one');
      assert.equal((await new Api(s.url, other.accountId, other.apiKey).call('GET', '/bookings')).status, 200);
      await typo.close();
      await colleague.close();
    } finally {
      await s.stop();
    }
  });
});

describe('keys list shows when each key was last used', () => {
  it('the stamp is written on first use and then at most once a minute per key', async () => {
    const clock = new FakeClock(Date.parse('2027-01-10T08:00:00Z'));
    const s = await startTestService({}, { clock });
    try {
      const lastUsed = () => (s.db.$client.prepare('SELECT last_used_at AS at FROM api_keys ORDER BY created_at LIMIT 1').get() as { at: string | null }).at;
      assert.equal(lastUsed(), null);
      assert.equal((await s.api.call('GET', '/bookings')).status, 200);
      await waitFor('the first stamp', () => lastUsed() === '2027-01-10T08:00:00.000Z');
      clock.advance(30_000);
      for (let i = 0; i < 5; i++) assert.equal((await s.api.call('GET', '/bookings')).status, 200);
      assert.equal(lastUsed(), '2027-01-10T08:00:00.000Z', 'calls within the minute write nothing');
      clock.advance(31_000);
      assert.equal((await s.api.call('GET', '/bookings')).status, 200);
      await waitFor('the stamp a minute later', () => lastUsed() === '2027-01-10T08:01:01.000Z');
      const r = await runCli(['keys', 'list', '--db', s.dbPath]);
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, /last used/);
      assert.match(r.stdout, /2027-01-10 08:01 UTC/);
    } finally {
      await s.stop();
    }
  });
});

describe('without a service: reads fail at once, sends retry, and both exit 3', () => {
  const freePort = () =>
    new Promise<number>((resolve) => {
      const srv = createServer().listen(0, '127.0.0.1', () => {
        const p = (srv.address() as { port: number }).port;
        srv.close(() => resolve(p));
      });
    });

  it('bookings, escalations and show with nothing listening fail at once with the hint and exit 3, not 1 (work to do)', { skip: noService }, async () => {
    const cli = cliEnv({ url: `http://127.0.0.1:${await freePort()}`, accountId: 'acc_x', apiKey: 'rk_x' });
    try {
      for (const args of [['bookings'], ['escalations'], ['show', 'BK-1']]) {
        // At once: no retry (each would say so on stderr). Not timed: a process start alone took over 5 s on a loaded
        // CI machine (the clean-clone run of 91ba42b failed on a 5 s bound).
        const r = await cli.run(args);
        assert.equal(r.code, 3, `${args[0]}: ${r.stderr}`);
        assert.doesNotMatch(r.stderr, /retrying/, `${args[0]} does not retry a refused connection`);
        assert.match(r.stderr, /cannot reach the service at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\); check --base-url and that the service is running/);
      }
    } finally {
      cli.cleanup();
    }
  });

  it('a send (patch) says it retries, then names the address and exits 3', { skip: noService }, async () => {
    const cli = cliEnv({ url: `http://127.0.0.1:${await freePort()}`, accountId: 'acc_x', apiKey: 'rk_x' });
    try {
      const config = cli.file('reconfirm.config.json', JSON.stringify({ client: { retries: 1 } }));
      const r = await cli.run(['--config', config, 'patch', 'BK-1', '--special-request', 'late']);
      assert.equal(r.code, 3, r.stderr);
      assert.match(r.stderr, /retrying: PATCH \/updateBooking\S*: ECONNREFUSED; retry 1 of 1/);
      assert.match(r.stderr, /cannot reach the service at http:\/\/127\.0\.0\.1/);
    } finally {
      cli.cleanup();
    }
  });
});

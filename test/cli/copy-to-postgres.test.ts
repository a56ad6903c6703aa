// `reconfirm copy-to-postgres`: a service that ran on SQLite moves to PostgreSQL (docs/several-instances.md).
// Real parts: a serve on a SQLite file, stopped; the copy into a private PostgreSQL cluster; a serve on that database
// with the same API key and webhook endpoint, which carries on where the SQLite one stopped.
// node pass: first only (the copy into a PostgreSQL database)
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { Database } from '../../src/store/sqliteDriver.js';
import pg from 'pg';
import { request } from 'undici';
import { bootstrapFrom, killIfRunning, makeBooking, runCli, spawnServe, tempDir, waitFor, type SpawnedServe } from '../helpers.js';
import { startPostgres, type PgCluster } from '../support/postgres.js';
import { startReceiver, type Receiver } from '../support/webhook-receiver.js';

const hinted = (code: string, hint: string) => {
  const b = makeBooking({ BookingCode: code });
  return { ...b, Hotel: { ...b.Hotel, MasterProviderHotelId: hint } };
};

describe('copy-to-postgres', () => {
  const tmp = tempDir('reconfirm-copy-');
  let cluster: PgCluster | undefined;
  let receiver: Receiver | undefined;
  const serves: SpawnedServe[] = [];
  after(async () => {
    for (const s of serves) killIfRunning(s.child);
    await Promise.all(serves.map((s) => s.exited));
    await receiver?.close();
    cluster?.stop();
    tmp.cleanup();
  });

  it('copies a stopped SQLite service whole: the PostgreSQL serve answers with the same key, shows the same bookings and history, and carries on', async () => {
    const file = join(tmp.dir, 'reconfirm.db');
    const config = join(tmp.dir, 'reconfirm.config.json');
    writeFileSync(config, JSON.stringify({ simulator: { seed: 11, minDelayMs: 20, maxDelayMs: 100 }, webhooks: { firstRetryMs: 100, maxRetryMs: 400 } }));
    const sqliteServe = await spawnServe(['--db', file, '--channel', 'simulator', '--config', config], {}, tmp.dir);
    serves.push(sqliteServe);
    receiver = await startReceiver();
    const hook = await runCli(['webhooks', 'add', '--db', file, '--url', receiver.url, '--json'], { cwd: tmp.dir });
    assert.equal(hook.code, 0, hook.stderr);
    const key = bootstrapFrom(sqliteServe.output())!;
    const api = (base: string) => async (method: string, path: string, body?: unknown) => {
      const res = await request(`${base}${path}`, {
        method: method as 'GET',
        headers: { 'content-type': 'application/json', 'x-account-id': key.accountId, 'x-api-key': key.apiKey },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.statusCode, body: (await res.body.json()) as any };
    };
    const before = api(sqliteServe.url);
    assert.equal((await before('POST', '/addBookings', [hinted('MV-1', 'SIM-CONFIRM'), hinted('MV-2', 'SIM-NOBOOKING'), hinted('MV-3', 'SIM-SILENT')])).status, 200);
    await waitFor('MV-1 confirmed and MV-2 escalated, their webhooks delivered', async () => {
      const [one, two] = await Promise.all([before('GET', '/bookings/MV-1'), before('GET', '/bookings/MV-2')]);
      return one.body.data?.BookingDetails.ReconfirmationStatus === 'CONFIRMED' && two.body.data?.BookingDetails.ReconfirmationStatus === 'ESCALATED' && receiver!.received.length >= 2;
    }, 15_000, 50);
    const shown = await Promise.all(['MV-1', 'MV-2', 'MV-3'].map(async (id) => (await before('GET', `/bookings/${id}`)).body.data));

    // Not while serve runs: it would go on writing to the file after the copy.
    cluster = await startPostgres();
    const url = cluster.createDatabase('moved');
    const running = await runCli(['copy-to-postgres', url, '--db', file], { cwd: tmp.dir });
    assert.equal(running.code, 2, running.stdout + running.stderr);
    assert.match(running.stderr, /stop serve before copying.*pid \d+/);

    sqliteServe.child.kill('SIGTERM');
    await sqliteServe.exited;
    // A text value holding NUL, as data written before NUL was refused can: PostgreSQL's text cannot hold it.
    const writable = new Database(file);
    writable.prepare("UPDATE api_keys SET label = coalesce(label, 'first key') || char(0) || ' (old)'").run();
    // A job a killed serve held (ready = 2, out of the claim's index): it must arrive claimable.
    const held = writable.prepare("UPDATE jobs SET ready = 2, locked_at = 1, locked_by = 'killed:1' WHERE id = (SELECT min(id) FROM jobs) RETURNING id").get() as { id: number };
    writable.close();
    const sqlite = new Database(file, { readonly: true });
    const tables = (sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'").all() as { name: string }[]).map((t) => t.name);
    const counts = Object.fromEntries(tables.map((t) => [t, (sqlite.prepare(`SELECT count(*) AS n FROM "${t}"`).get() as { n: number }).n]));
    sqlite.close();

    const copy = await runCli(['copy-to-postgres', url, '--db', file, '--json'], { cwd: tmp.dir });
    assert.equal(copy.code, 0, copy.stdout + copy.stderr);
    const report = JSON.parse(copy.stdout);
    assert.deepEqual(Object.fromEntries(report.tables.map((t: any) => [t.table, t.rows])), counts, 'every table, every row');
    assert.deepEqual(report.nulReplaced, [{ table: 'api_keys', column: 'label', rows: 1 }]);
    const client = new pg.Client(url);
    await client.connect();
    try {
      for (const t of tables) assert.equal(Number((await client.query(`SELECT count(*) AS n FROM "${t}"`)).rows[0].n), counts[t], `${t} in PostgreSQL`);
      assert.equal(Number((await client.query('SELECT count(*) AS n FROM jobs WHERE locked_by IS NOT NULL')).rows[0].n), 0, 'no job is held by a worker of the old database');
      assert.equal(Number((await client.query('SELECT ready FROM jobs WHERE id = $1', [held.id])).rows[0].ready), 1, 'a job held at the copy arrives claimable');
      assert.match((await client.query('SELECT label FROM api_keys')).rows[0].label, /\ufffd \(old\)$/);
    } finally {
      await client.end();
    }
    assert.ok(counts.bookings === 3 && counts.booking_history > 3 && counts.webhook_events >= 2 && counts.jobs > 0, JSON.stringify(counts));

    // A second copy into it is refused: it holds data now.
    const again = await runCli(['copy-to-postgres', url, '--db', file], { cwd: tmp.dir });
    assert.equal(again.code, 2, again.stdout + again.stderr);
    assert.match(again.stderr, /already holds data \(in .*bookings.*\): copy-to-postgres fills an empty database only, so nothing was copied/);

    // The PostgreSQL serve: same key, same bookings and history, the silent hotel's reminder still due, new bookings
    // take new ids, and the copied endpoint gets their webhooks.
    const pgServe = await spawnServe(['--database-url', url, '--public-url', 'http://127.0.0.1:8099', '--channel', 'simulator', '--config', config], {}, tmp.dir);
    serves.push(pgServe);
    assert.equal(bootstrapFrom(pgServe.output()), undefined, 'no new account: the copied one is there');
    const after = api(pgServe.url);
    for (const [i, id] of ['MV-1', 'MV-2', 'MV-3'].entries()) {
      const now = (await after('GET', `/bookings/${id}`)).body.data;
      assert.deepEqual(now.BookingDetails, shown[i].BookingDetails, `${id} as the SQLite service showed it`);
      assert.deepEqual(now.history.slice(0, shown[i].history.length), shown[i].history, `${id}'s history`);
    }
    const received = receiver.received.length;
    assert.equal((await after('POST', '/addBookings', [hinted('MV-4', 'SIM-CONFIRM')])).status, 200);
    await waitFor('MV-4 confirmed on PostgreSQL and its webhook delivered', async () => (await after('GET', '/bookings/MV-4')).body.data?.BookingDetails.ReconfirmationStatus === 'CONFIRMED' && receiver!.received.length > received, 15_000, 50);
    assert.ok(receiver.received.slice(received).some((r) => r.body.includes('"MV-4"')));
  });

  it('refuses a URL that is not PostgreSQL, and a server it cannot reach, naming the problem', async () => {
    const r = await runCli(['copy-to-postgres', 'mysql://x@y/z', '--db', join(tmp.dir, 'none.db')], { cwd: tmp.dir });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /<url> must be a PostgreSQL URL/);
    const file = join(tmp.dir, 'small.db');
    assert.equal((await runCli(['keys', 'create', '--db', file])).code, 0);
    // Port 1 on the loopback: nothing listens there.
    const down = await runCli(['copy-to-postgres', 'postgres://reconfirm:secret@127.0.0.1:1/reconfirm', '--db', file], { cwd: tmp.dir });
    assert.equal(down.code, 2, down.stderr);
    assert.match(down.stderr, /cannot connect to PostgreSQL at postgres:\/\/reconfirm:\*\*\*@127\.0\.0\.1:1\/reconfirm: connect ECONNREFUSED.*Check the database URL/);
  });
});

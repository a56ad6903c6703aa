// Durability: `reconfirm serve` killed with SIGKILL while deliveries are pending or in flight loses none of them.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { createApiKey } from '../../src/store/accounts.js';
import { openDatabase } from '../../src/store/db.js';
import { addEndpoint } from '../../src/store/webhooks.js';
import { Api, bookAndReply, deliveriesOf, spawnServe, tempDir, testDatabase, TEST_ENGINE, waitFor, type SpawnedServe } from '../helpers.js';
import { freePort, startReceiver, type Receiver } from '../support/webhook-receiver.js';

describe('webhook delivery across a crash', () => {
  const tmp = tempDir();
  const configPath = join(tmp.dir, 'reconfirm.config.json');
  const cleanup: (() => unknown)[] = [];
  after(async () => {
    for (const c of cleanup.reverse()) await c();
    tmp.cleanup();
  });

  it('after a SIGKILL and a restart on the same --db, every event reaches every endpoint at least once', async () => {
    // PostgreSQL: the restarted instance takes the killed one's jobs back when their lease lapses (SQLite: at start).
    const lease = TEST_ENGINE === 'pg' ? { scheduler: { leaseSeconds: 3 } } : {};
    writeFileSync(configPath, JSON.stringify({ channel: 'manual', webhooks: { timeoutMs: 2000, firstRetryMs: 100, maxRetryMs: 300 }, ...lease }));
    const env = { RECONFIRM_CONFIG: configPath };
    const dbPath = await testDatabase(tmp.dir);
    const db = openDatabase(dbPath);
    cleanup.push(() => db.$client.close());
    const key = createApiKey(db, { label: 'test' });
    // One endpoint is down; the other accepts connections but never answers until after the crash.
    const downPort = await freePort();
    const down = addEndpoint(db, { url: `http://127.0.0.1:${downPort}/hooks`, events: ['*'] }, Date.now());
    let answering = false;
    const slow = await startReceiver(() => (answering ? 200 : 'hang'));
    cleanup.push(() => slow.close());
    const hung = addEndpoint(db, { url: slow.url, events: ['*'] }, Date.now());

    let serve: SpawnedServe = await spawnServe(['--db', dbPath, '--quiet'], env);
    cleanup.push(() => serve.child.kill('SIGKILL'));
    const s = { api: new Api(serve.url, key.accountId, key.apiKey), db };
    const bookingIds: string[] = [];
    for (let i = 0; i < 5; i++) bookingIds.push(await bookAndReply(s, { hcn: `CRASH-${i}` }));

    await waitFor('refused attempts to the down endpoint', () => deliveriesOf(db, down.id).filter((d) => d.attempts >= 1).length === 5);
    await waitFor('five requests hanging at the other', () => slow.received.length >= 5);
    serve.child.kill('SIGKILL');
    await serve.exited;
    assert.equal(deliveriesOf(db, hung.id).filter((d) => d.status === 'DELIVERED').length, 0);
    assert.equal(deliveriesOf(db, down.id).filter((d) => d.status === 'DELIVERED').length, 0);

    answering = true;
    const back: Receiver = await startReceiver(() => 200, downPort);
    cleanup.push(() => back.close());
    serve = await spawnServe(['--db', dbPath, '--quiet'], env);
    if (TEST_ENGINE === 'sqlite') assert.match(serve.output(), /left running by a previous process will run again/);

    await waitFor('every delivery DELIVERED', () => [...deliveriesOf(db, down.id), ...deliveriesOf(db, hung.id)].every((d) => d.status === 'DELIVERED'), 15_000, 50);
    const booked = (r: Receiver) => [...new Set(r.received.map((x) => JSON.parse(x.body).data.BookingId))].sort();
    assert.deepEqual(booked(back), [...bookingIds].sort());
    assert.deepEqual(booked(slow), [...bookingIds].sort());
    const ids = new Set(deliveriesOf(db, down.id).map((d) => d.event_id));
    assert.deepEqual(new Set(back.received.map((x) => x.id)), ids, 'the same webhook-ids as before the crash');

    serve.child.kill('SIGTERM');
    assert.equal((await serve.exited).code, 0);
  });
});

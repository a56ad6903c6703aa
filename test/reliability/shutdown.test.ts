// Graceful shutdown of the real `serve`: SIGTERM stops accepting, finishes the request and the webhook in hand, exits 0; a restart resumes.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { request } from 'undici';
import { addWebhook, Api, createKey, killIfRunning, makeBooking, runCli, sleep, spawnServe, tempDir, waitFor, type SpawnedServe } from '../helpers.js';

/** A webhook receiver that takes 1.5 s to answer, so a delivery is in flight when SIGTERM arrives. */
async function slowReceiver(): Promise<{ url: string; received: { id: string; body: string; answeredAt?: number }[]; close(): Promise<void>; server: Server }> {
  const received: { id: string; body: string; answeredAt?: number }[] = [];
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const entry: { id: string; body: string; answeredAt?: number } = { id: String(req.headers['webhook-id']), body };
    received.push(entry);
    await sleep(1500);
    res.end('ok');
    entry.answeredAt = Date.now();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    server,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

const confirmingHotel = () => {
  const b = makeBooking();
  b.Hotel.MasterProviderHotelId = 'SIM-CONFIRM';
  return b;
};

describe('graceful shutdown on SIGTERM', () => {
  const tmp = tempDir('reconfirm-shutdown-');
  const dbPath = join(tmp.dir, 'service.db');
  let serve: SpawnedServe | undefined;
  let receiver: Awaited<ReturnType<typeof slowReceiver>> | undefined;
  after(async () => {
    killIfRunning(serve?.child);
    await receiver?.close();
    tmp.cleanup();
  });

  it('stops accepting, finishes an in-flight add and webhook delivery, exits 0 within 20 s, and a restart applies what was still queued', async () => {
    const configPath = join(tmp.dir, 'reconfirm.config.json');
    // Simulated hotels answer after 2-2.5 s: a booking added just before SIGTERM has its answer still queued.
    writeFileSync(configPath, JSON.stringify({ channel: 'simulator', simulator: { minDelayMs: 2000, maxDelayMs: 2500 }, webhooks: { timeoutMs: 5000, firstRetryMs: 100, maxRetryMs: 300 } }));
    const env = { RECONFIRM_CONFIG: configPath };
    const key = await createKey(dbPath);
    receiver = await slowReceiver();
    await addWebhook(dbPath, receiver.url, 'booking.confirmed');
    serve = await spawnServe(['--db', dbPath], env);
    const api = new Api(serve.url, key.accountId, key.apiKey);

    const first = confirmingHotel();
    await api.addAndWait([first]);
    const queued = confirmingHotel();
    // The first booking's webhook is on its way (the receiver holds it 1.5 s) when the second is added.
    await waitFor('the first webhook in flight', () => receiver!.received.length === 1, 10_000, 5);
    await api.addAndWait([queued]);

    // An add whose body is only half sent when SIGTERM arrives.
    const slow = confirmingHotel();
    const body = JSON.stringify([slow]);
    const { port } = new URL(serve.url);
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d));
    const closed = new Promise<void>((r) => socket.on('close', () => r()));
    await new Promise<void>((r) => socket.on('connect', () => r()));
    socket.write(`POST /addBookings HTTP/1.1\r\nHost: 127.0.0.1\r\nx-account-id: ${key.accountId}\r\nx-api-key: ${key.apiKey}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 100)}`);
    await sleep(100);

    const termAt = Date.now();
    serve.child.kill('SIGTERM');
    await waitFor('serve to announce the stop', () => /SIGTERM: stopping/.test(serve!.output()), 5000, 5);
    // New work is refused: the listener is closed (or a request still slipping in gets 503).
    const late = await request(`${serve.url}/healthz`).then((r) => r.statusCode, (err) => err.code ?? err.cause?.code);
    assert.ok(late === 'ECONNREFUSED' || late === 503, `a new request after SIGTERM got ${late}`);

    socket.end(body.slice(100));
    await closed;
    assert.match(answer, /^HTTP\/1\.1 200/, `the in-flight add: ${answer.slice(0, 300)}`);
    const { traceIds } = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).data;

    const exit = await serve.exited;
    const took = Date.now() - termAt;
    assert.deepEqual(exit, { code: 0, signal: null }, serve.output());
    assert.ok(took < 20_000, `exited ${took} ms after SIGTERM`);
    assert.match(serve.output(), /stopped/);
    assert.ok(receiver.received[0].answeredAt, 'the webhook in flight was answered before the exit');

    const db = new Database(dbPath, { readonly: true });
    try {
      const delivery = db.prepare('SELECT status, attempts FROM webhook_deliveries ORDER BY id LIMIT 1').get() as { status: string; attempts: number };
      assert.deepEqual(delivery, { status: 'DELIVERED', attempts: 1 }, 'the delivery in hand was finished and recorded, not abandoned');
      assert.equal((db.prepare('SELECT count(*) AS n FROM submissions WHERE trace_id = ?').get(traceIds[0]) as { n: number }).n, 1, 'the in-flight add is stored');
      assert.equal((db.prepare('SELECT count(*) AS n FROM jobs WHERE locked_at IS NOT NULL').get() as { n: number }).n, 0, 'nothing left locked by a clean stop');
      assert.equal((db.prepare('SELECT status FROM bookings WHERE booking_id = ?').get(queued.BookingCode) as { status: string }).status, 'PENDING', 'its hotel answer was still queued');
    } finally {
      db.close();
    }

    serve = await spawnServe(['--db', dbPath], env);
    const again = new Api(serve.url, key.accountId, key.apiKey);
    await again.waitForTrace(traceIds[0]);
    for (const b of [queued, slow]) await again.waitForStatus(b.BookingCode, ['CONFIRMED'], 15_000);
    await waitFor('three webhooks, one per booking', () => receiver!.received.filter((r) => r.answeredAt).length >= 3, 10_000);
    const ids = receiver.received.map((r) => JSON.parse(r.body).data.BookingId);
    assert.deepEqual([...ids].sort(), [first.BookingCode, queued.BookingCode, slow.BookingCode].sort(), 'each once: the finished delivery was not sent again');
    serve.child.kill('SIGTERM');
    assert.equal((await serve.exited).code, 0);
  });

  it('a client that stalls mid-body cannot hold the shutdown open: exit 0 after the 10 s grace, not at the request timeout', async () => {
    const db = join(tmp.dir, 'stall.db');
    const key = await createKey(db);
    serve = await spawnServe(['--db', db, '--channel', 'manual', '--quiet']);
    const { port } = new URL(serve.url);
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('error', () => {});
    const closed = new Promise<void>((r) => socket.on('close', () => r()));
    await new Promise<void>((r) => socket.on('connect', () => r()));
    socket.write(`POST /addBookings HTTP/1.1\r\nHost: 127.0.0.1\r\nx-account-id: ${key.accountId}\r\nx-api-key: ${key.apiKey}\r\ncontent-type: application/json\r\ncontent-length: 5000\r\n\r\n[{"Booking`);
    await sleep(100);
    const termAt = Date.now();
    serve.child.kill('SIGTERM');
    assert.deepEqual(await serve.exited, { code: 0, signal: null }, serve.output());
    const took = Date.now() - termAt;
    assert.ok(took < 20_000, `exited ${took} ms after SIGTERM`);
    await closed;
  });

  it('Ctrl-C (SIGINT) stops it the same way, and a second serve on the same port says the port is taken (exit 2)', async () => {
    const db = join(tmp.dir, 'sigint.db');
    serve = await spawnServe(['--db', db, '--channel', 'manual', '--quiet']);
    const { port } = new URL(serve.url);
    const second = await runCli(['serve', '--port', port, '--db', join(tmp.dir, 'other.db')], { timeoutMs: 20_000 });
    assert.equal(second.code, 2, second.stderr);
    assert.match(second.stderr, new RegExp(`port ${port} on 127\\.0\\.0\\.1 is already in use .*pass another --port`));
    serve.child.kill('SIGINT');
    assert.deepEqual(await serve.exited, { code: 0, signal: null }, serve.output());
    assert.match(serve.output(), /SIGINT: stopping[\s\S]*stopped/);
  });
});

// The runtime of `serve` (src/daemon/runtime.ts): reply links name the address the service really answers at, and a
// stop refuses new connections before it announces itself.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { request } from 'undici';
import { Api, bootstrapFrom, makeBooking, spawnServe, startTestService, tempDir, TEST_ENGINE, waitFor, type SpawnedServe, type TestService } from '../helpers.js';


/** A hotel endpoint for the http channel: keeps each request body and answers that the reply will come later. */
async function hotelEndpoint(): Promise<{ url: string; received: any[]; server: Server }> {
  const received: any[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      received.push(JSON.parse(raw));
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/reconfirm`, received, server };
}

const refused = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => (socket.destroy(), resolve('connected')));
    socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });

describe('serve runtime', () => {
  const tmp = tempDir('reconfirm-runtime-');
  let hotel: Awaited<ReturnType<typeof hotelEndpoint>> | undefined;
  let serve: SpawnedServe | undefined;
  let s: TestService | undefined;
  after(async () => {
    if (serve && serve.child.exitCode === null) serve.child.kill('SIGKILL');
    await s?.stop().catch(() => {});
    hotel?.server.close();
    tmp.cleanup();
  });

  // serve on PostgreSQL needs --public-url (the address in front of all instances): no links from the port it got.
  const portZero = TEST_ENGINE === 'pg' && 'SQLite by nature: on PostgreSQL serve needs --public-url';
  it('a serve on --port 0 sends the hotel reply links at the port it got, and the hotel can answer through them', { skip: portZero }, async () => {
    hotel = await hotelEndpoint();
    const configPath = join(tmp.dir, 'http.config.json');
    writeFileSync(configPath, JSON.stringify({ channel: 'http', channels: { http: { url: hotel.url, secret: 'hotel-secret' } } }));
    serve = await spawnServe(['--db', join(tmp.dir, 'links.db'), '--quiet'], { RECONFIRM_CONFIG: configPath, RECONFIRM_CONFIG_DIR: tmp.dir });
    const { accountId, apiKey } = bootstrapFrom(serve.output())!;
    const api = new Api(serve.url, accountId, apiKey);
    const b = makeBooking();
    assert.equal((await api.addBookings([b])).status, 200);

    // The contact is made by the queue thread: it must know the address the service thread's listener got.
    const sent = await waitFor('the hotel contact', () => hotel!.received.find((r) => r.booking.bookingId === b.BookingCode), 15_000, 25);
    assert.equal(sent.reply.url, `${serve.url}/hotel/replies`);
    assert.ok(sent.reply.page.startsWith(`${serve.url}/hotel/respond/`), sent.reply.page);
    const answer = await request(sent.reply.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: sent.reply.token, hcn: 'LINK-1', leadName: 'LOPEZ, Maria' }) });
    assert.equal(answer.statusCode, 200, await answer.body.text());
    await api.waitForStatus(b.BookingCode, ['CONFIRMED'], 10_000);

    serve.child.kill('SIGTERM');
    assert.equal((await serve.exited).code, 0, serve.output());
  });

  it('publicUrl, when set, is the base of every reply link, without a trailing slash', async () => {
    hotel ??= await hotelEndpoint();
    s = await startTestService({ channel: 'http', channels: { http: { url: hotel.url, secret: 'hotel-secret' } }, publicUrl: 'https://reconfirm.example.com/' });
    const b = makeBooking();
    assert.equal((await s.api.addBookings([b])).status, 200);
    const sent = await waitFor('the hotel contact', () => hotel!.received.find((r) => r.booking.bookingId === b.BookingCode), 15_000, 25);
    assert.equal(sent.reply.url, 'https://reconfirm.example.com/hotel/replies');
    assert.ok(sent.reply.page.startsWith('https://reconfirm.example.com/hotel/respond/'), sent.reply.page);
    await s.stop();
    s = undefined;
  });

  it('a stop closes the listener before it says "stopping": a connection made on that word is refused', async () => {
    let onLog = (_line: string) => {};
    s = await startTestService({}, { log: (line) => onLog(line) });
    const port = Number(new URL(s.url).port);
    assert.equal(await refused(port), 'connected');
    let atAnnouncement: Promise<string> | undefined;
    onLog = (line) => {
      if (/^SIGTERM: stopping/.test(line)) atAnnouncement = refused(port);
    };
    await s.service.stop('SIGTERM');
    await s.stop();
    s = undefined;
    assert.ok(atAnnouncement, 'the stop was announced');
    assert.equal(await atAnnouncement, 'ECONNREFUSED');
  });
});

// push behind a proxy that answers 503 (or 408) twice: retried with backoff, and exactly one booking is created.
import assert from 'node:assert/strict';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Database } from '../../src/store/sqliteDriver.js';
import { cliEnv, makeBooking, startTestService, type CliEnv, type TestService } from '../helpers.js';

/** Fails the first `failures` POSTs to /addBookings with `status`, forwards everything else to the service. */
function flakyProxy(target: string, failures: number, status = 503, code = 'INTERNAL_ERROR'): Promise<{ url: string; server: Server; seen: () => number }> {
  let posts = 0;
  const t = new URL(target);
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/addBookings' && posts++ < failures) {
      req.resume();
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'ERROR', message: 'unavailable', error: { code, name: 'Service Unavailable', message: 'try again' } }));
      return;
    }
    const fwd = httpRequest({ host: t.hostname, port: t.port, path: req.url, method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    req.pipe(fwd);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, seen: () => posts })),
  );
}

describe('push retries', () => {
  let s: TestService;
  let cli: CliEnv;
  let proxy: Awaited<ReturnType<typeof flakyProxy>>;
  before(async () => {
    s = await startTestService();
    proxy = await flakyProxy(s.url, 2);
    cli = cliEnv({ ...s, url: proxy.url });
  });
  after(async () => {
    cli.cleanup();
    proxy.server.close();
    await s.stop();
  });

  it('a server that answers 503 twice then 200: the call is retried and one booking is created', async () => {
    const file = cli.file('one.json', JSON.stringify([makeBooking({ BookingCode: 'RETRY-1' })]));
    const r = await cli.run(['push', file, '--wait']);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(proxy.seen(), 3);
    assert.equal((r.stderr.match(/503 INTERNAL_ERROR; retry \d of 5/g) ?? []).length, 2, r.stderr);
    assert.match(r.stdout, /RETRY-1.*CREATED/);
    const list = await s.api.call('GET', '/bookings?BookingCode=RETRY-1');
    assert.equal(list.body.data.total, 1);
    const ledger = new Database(cli.env.RECONFIRM_LEDGER!, { readonly: true });
    const calls = ledger.prepare("SELECT status, attempt FROM calls WHERE path = '/addBookings' ORDER BY id").all();
    ledger.close();
    assert.deepEqual(calls, [{ status: 503, attempt: 1 }, { status: 503, attempt: 2 }, { status: 200, attempt: 3 }]);
  });

  it('a 408 REQUEST_TIMEOUT (the body did not arrive in time, nothing stored) is retried like a 503', async () => {
    const slow = await flakyProxy(s.url, 2, 408, 'REQUEST_TIMEOUT');
    const env = cliEnv({ ...s, url: slow.url });
    try {
      const r = await env.run(['push', env.file('slow.json', JSON.stringify([makeBooking({ BookingCode: 'RETRY-408' })])), '--wait']);
      assert.equal(r.code, 0, r.stderr);
      assert.equal((r.stderr.match(/408 REQUEST_TIMEOUT; retry \d of 5/g) ?? []).length, 2, r.stderr);
      assert.equal((await s.api.call('GET', '/bookings?BookingCode=RETRY-408')).body.data.total, 1);
    } finally {
      env.cleanup();
      slow.server.close();
    }
  });

  it('any other 4xx is never retried', async () => {
    const before = proxy.seen();
    const r = await cli.run(['push', cli.file('bad.json', JSON.stringify([makeBooking({ BookingCode: 'RETRY-2' })])), '--api-key', 'rk_wrong']);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /refused the API key|does not know these credentials/);
    assert.equal(proxy.seen(), before + 1);
  });
});

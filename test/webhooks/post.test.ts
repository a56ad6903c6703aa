// One webhook POST (src/daemon/webhooks/post.ts): what each kind of answer is recorded as.
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Agent } from 'undici';
import { postWebhook, webhookAgent } from '../../src/daemon/webhooks/post.js';

describe('one webhook POST', () => {
  const routes = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>();
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const route = routes.get(req.url ?? '');
      if (route) route(req, res);
      else res.end('ok');
    });
  });
  let base = '';
  let agent: Agent;
  before(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    agent = webhookAgent(2);
  });
  after(async () => {
    await agent.close();
    server.closeAllConnections();
    server.close();
  });
  const post = (path: string) => postWebhook(agent, `${base}${path}`, JSON.stringify({ type: 'booking.confirmed' }), { 'content-type': 'application/json' }, 5000);

  it('a 2xx is delivered, also after an informational 102 answer', async () => {
    routes.set('/processing?x=1', (_req, res) => {
      res.writeProcessing();
      res.writeHead(204).end();
    });
    const r = await post('/processing?x=1');
    assert.deepEqual({ ok: r.ok, status: r.status, error: r.error }, { ok: true, status: 204, error: null });
  });

  it('a 2xx with a large body is delivered', async () => {
    routes.set('/large', (_req, res) => res.end('x'.repeat(1_000_000)));
    const r = await post('/large');
    assert.deepEqual({ ok: r.ok, status: r.status }, { ok: true, status: 200 });
  });

  it('any other status is a failed attempt that quotes the start of the answer, on one line', async () => {
    routes.set('/refuse', (_req, res) => res.writeHead(422).end(`bad\n  payload: ${'é'.repeat(400)}`));
    const r = await post('/refuse');
    assert.equal(r.ok, false);
    assert.equal(r.status, 422);
    assert.equal(r.error, `HTTP 422: bad payload: ${'é'.repeat(200 - 'bad\n  payload: '.length)}`);
  });

  it('a POST whose sender no longer holds its job as it starts (beforeSend throws) is not sent at all', async () => {
    let reached = 0;
    routes.set('/held', (_req, res) => void (reached++, res.end('ok')));
    const r = await postWebhook(agent, `${base}/held`, '{}', { 'content-type': 'application/json' }, 5000, () => {
      throw new Error('job 7 is no longer this worker\'s');
    });
    assert.deepEqual({ ok: r.ok, status: r.status, error: r.error }, { ok: false, status: null, error: "job 7 is no longer this worker's" });
    assert.equal((await post('/held')).ok, true, 'the next POST goes out');
    assert.equal(reached, 1, 'the receiver saw only the second');
  });

  it('a status without a body is named alone', async () => {
    routes.set('/gone', (_req, res) => res.writeHead(410).end());
    assert.equal((await post('/gone')).error, 'HTTP 410');
  });

  it('a closed port and a URL that is not http(s) are failed attempts with the reason, not exceptions', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const refused = await postWebhook(agent, `http://127.0.0.1:${port}/`, '{}', {}, 5000);
    assert.equal(refused.ok, false);
    assert.match(refused.error!, /^ECONNREFUSED: /);
    const ftp = await postWebhook(agent, 'ftp://127.0.0.1/', '{}', {}, 5000);
    assert.equal(ftp.ok, false);
    assert.match(ftp.error!, /Invalid URL protocol/);
  });
});

// Our webhook signatures (node:crypto) against the standardwebhooks reference library, and one POST's deadline.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import fc from '../support/fastCheck.js';
import { Webhook } from 'standardwebhooks';
import { signatureHeader } from '../../src/daemon/webhooks/deliver.js';
import { postWebhook, webhookAgent } from '../../src/daemon/webhooks/post.js';
import { newWebhookSecret } from '../../src/store/webhooks.js';

describe('webhook signatures', () => {
  it('match the standardwebhooks reference for any id, time and payload, and verify with it', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), fc.integer({ min: 1_600_000_000, max: 2_100_000_000 }), fc.jsonValue(), (id, seconds, value) => {
        const secret = newWebhookSecret();
        const payload = JSON.stringify(value ?? null);
        const at = new Date(seconds * 1000 + 321);
        const ours = signatureHeader({ webhookId: id, payload, secret, previousSecret: null, previousSecretExpiresAt: null }, at);
        assert.equal(ours, new Webhook(secret).sign(id, at, payload));
      }),
      { numRuns: 300 },
    );
  });

  it('sign with both secrets during a rotation, and with the new one only after it', () => {
    const [secret, previousSecret] = [newWebhookSecret(), newWebhookSecret()];
    const payload = JSON.stringify({ type: 'booking.confirmed', data: { guest: 'Zoë Ångström 💼' } });
    const at = new Date();
    const d = { webhookId: 'msg_1', payload, secret, previousSecret, previousSecretExpiresAt: new Date(at.getTime() + 60_000).toISOString() };
    const headers = (signature: string) => ({ 'webhook-id': 'msg_1', 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature });
    const during = signatureHeader(d, at);
    assert.equal(during.split(' ').length, 2);
    for (const s of [secret, previousSecret]) assert.deepEqual(new Webhook(s).verify(payload, headers(during)), JSON.parse(payload));
    const after = signatureHeader({ ...d, previousSecretExpiresAt: new Date(at.getTime() - 1).toISOString() }, at);
    assert.equal(after, new Webhook(secret).sign('msg_1', at, payload));
    assert.throws(() => new Webhook(previousSecret).verify(payload, headers(after)), /No matching signature/);
  });
});

describe('one webhook POST', () => {
  it('gives up at its deadline even when the receiver keeps dripping its answer', async () => {
    const server = createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'text/plain' });
      // A byte every 50 ms: never idle long enough for the body timeout, never finished.
      const drip = setInterval(() => res.write('.'), 50);
      res.on('close', () => clearInterval(drip));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const agent = webhookAgent(1);
    try {
      const result = await postWebhook(agent, `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, '{}', { 'content-type': 'application/json' }, 400);
      assert.equal(result.ok, false);
      assert.match(result.error!, /^timeout: no complete answer within 400 ms/);
      assert.ok(result.durationMs >= 390 && result.durationMs < 2000, `gave up after ${result.durationMs} ms`);
    } finally {
      await agent.close();
      server.closeAllConnections();
      server.close();
    }
  });
});

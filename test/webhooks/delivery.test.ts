// Webhook delivery against real receivers on loopback ports, through the real service and its queue.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { BookingConfirmedEventSchema, BookingEscalatedEventSchema } from '../../src/domain/webhookEvents.js';
import { addEndpoint, removeEndpoint, rotateSecret } from '../../src/store/webhooks.js';
import { bookAndReply, deliveriesOf, startTestService, waitFor, type TestService } from '../helpers.js';
import { freePort, startReceiver } from '../support/webhook-receiver.js';
import { VERSION } from '../../src/daemon/instance.js';

describe('webhook delivery', () => {
  let s: TestService;
  const open: { close(): Promise<void> }[] = [];
  before(async () => (s = await startTestService({ webhooks: { timeoutMs: 300, firstRetryMs: 100, maxRetryMs: 400 } })));
  after(async () => {
    for (const r of open) await r.close();
    await s.stop();
  });
  const db = () => s.service.ctx.db;
  /** An endpoint only for this test: earlier tests' endpoints are removed so they do not see its events. */
  const endpoint = (url: string, events = ['*']) => {
    for (const e of db().$client.prepare('SELECT id FROM webhook_endpoints WHERE removed_at IS NULL').all() as { id: string }[]) removeEndpoint(db(), e.id, Date.now());
    return addEndpoint(db(), { url, events }, Date.now());
  };

  it('a receiver that answers 500 then 200 gets the event twice with the same webhook-id, signed so standardwebhooks verifies it', async () => {
    const r = await startReceiver((n) => (n === 0 ? 500 : 200));
    open.push(r);
    const ep = endpoint(r.url);
    const bookingId = await bookAndReply(s, { hcn: 'HX-500-200' });
    await waitFor('two attempts', () => r.received.length >= 2);
    const [first, second] = r.received;
    assert.equal(first.id, second.id);
    assert.match(first.id, /^msg_/);
    const payload = new Webhook(ep.secret).verify(second.body, second.headers);
    const event = BookingConfirmedEventSchema.parse(payload);
    assert.equal(event.data.BookingId, bookingId);
    assert.equal(event.data.HCN, 'HX-500-200');
    assert.equal(first.body, second.body, 'the body is the stored payload, byte for byte, on every attempt');
    assert.equal(first.headers['user-agent'], `reconfirm/${VERSION} (instance ${s.service.ctx.instanceId})`, 'the POST names the instance that sent it');
    const row = await waitFor('delivered row', () => deliveriesOf(db(), ep.id).find((d) => d.status === 'DELIVERED'));
    assert.equal(row.attempts, 2);
    assert.equal(row.last_status, 200);
    assert.equal(row.event_id, first.id);
  });

  it('a receiver with the wrong secret cannot verify the signature', async () => {
    const r = await startReceiver();
    open.push(r);
    endpoint(r.url);
    await bookAndReply(s, { hcn: 'HX-WRONG' });
    const got = await waitFor('delivery', () => r.received[0]);
    const other = new Webhook(`whsec_${Buffer.alloc(24, 7).toString('base64')}`);
    assert.throws(() => other.verify(got.body, got.headers), /No matching signature/);
  });

  it('an endpoint subscribed to booking.escalated gets escalations and not confirmations', async () => {
    const r = await startReceiver();
    open.push(r);
    const ep = endpoint(r.url, ['booking.escalated']);
    await bookAndReply(s, { hcn: 'HX-NOT-SENT' });
    const escalatedId = await bookAndReply(s, { checkIn: '2027-03-11T14:00:00Z' });
    await waitFor('the escalation', () => r.received.length >= 1);
    const event = BookingEscalatedEventSchema.parse(new Webhook(ep.secret).verify(r.received[0].body, r.received[0].headers));
    assert.equal(event.data.BookingId, escalatedId);
    assert.equal(event.data.reason, 'DATA_DISCREPANCY');
    assert.equal(event.data.discrepancies[0].field, 'CheckIn');
    assert.equal(deliveriesOf(db(), ep.id).length, 1, 'the confirmation was not queued for this endpoint');
  });

  it('a receiver that is down for a while gets every event once it comes back', async () => {
    const port = await freePort();
    const ep = endpoint(`http://127.0.0.1:${port}/hooks`);
    const ids = [await bookAndReply(s, { hcn: 'DOWN-1' }), await bookAndReply(s, { hcn: 'DOWN-2' }), await bookAndReply(s, { hcn: 'DOWN-3' })];
    await waitFor('two refused attempts each', () => {
      const rows = deliveriesOf(db(), ep.id);
      return rows.length === 3 && rows.every((d) => d.attempts >= 2 && d.status === 'PENDING');
    });
    assert.match(deliveriesOf(db(), ep.id)[0].last_error!, /ECONNREFUSED/);
    const r = await startReceiver(() => 200, port);
    open.push(r);
    await waitFor('all three delivered', () => deliveriesOf(db(), ep.id).every((d) => d.status === 'DELIVERED'));
    const booked = r.received.map((x) => JSON.parse(x.body).data.BookingId).sort();
    assert.deepEqual([...new Set(booked)], ids.sort());
  });

  it('a receiver that hangs past the timeout counts as a failed attempt and is retried', async () => {
    const r = await startReceiver((n) => (n < 2 ? 'hang' : 204));
    open.push(r);
    const ep = endpoint(r.url);
    await bookAndReply(s, { hcn: 'HX-HANG' });
    const failed = await waitFor('a timed-out attempt', () => deliveriesOf(db(), ep.id).find((d) => d.last_error !== null && d.status === 'PENDING')); // attempts counts an attempt from its start
    assert.match(failed.last_error!, /timeout/);
    assert.equal(failed.last_status, null);
    const row = await waitFor('delivered after the hangs', () => deliveriesOf(db(), ep.id).find((d) => d.status === 'DELIVERED'));
    assert.equal(row.attempts, 3);
    assert.equal(row.last_status, 204);
    assert.equal(new Set(r.received.map((x) => x.id)).size, 1);
  });

  it('after a secret rotation each delivery is signed with the new and the previous secret', async () => {
    const r = await startReceiver();
    open.push(r);
    const ep = endpoint(r.url);
    const rotated = rotateSecret(db(), ep.id, 24, Date.now());
    await bookAndReply(s, { hcn: 'HX-ROTATE' });
    const got = await waitFor('delivery', () => r.received[0]);
    assert.equal(got.signature.split(' ').length, 2);
    assert.doesNotThrow(() => new Webhook(rotated.secret).verify(got.body, got.headers));
    assert.doesNotThrow(() => new Webhook(ep.secret).verify(got.body, got.headers));
  });

  it('a pending delivery to a removed endpoint is dropped, not sent', async () => {
    const port = await freePort();
    const ep = endpoint(`http://127.0.0.1:${port}/hooks`);
    await bookAndReply(s, { hcn: 'HX-REMOVED' });
    await waitFor('a refused attempt', () => deliveriesOf(db(), ep.id).find((d) => d.attempts >= 1));
    removeEndpoint(db(), ep.id, Date.now());
    const r = await startReceiver(() => 200, port);
    open.push(r);
    const row = await waitFor('dropped', () => deliveriesOf(db(), ep.id).find((d) => d.status === 'FAILED'));
    assert.match(row.last_error!, /endpoint removed/);
    assert.equal(r.received.length, 0);
  });
});

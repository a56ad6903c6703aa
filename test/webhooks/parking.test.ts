// Parking after the retry window and replay with `webhooks redeliver`, beside a running service; the backoff table.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ConfigSchema, webhookRetryPolicy } from '../../src/config.js';
import { backoffDelay, nominalDelay } from '../../src/domain/backoff.js';
import { addEndpoint } from '../../src/store/webhooks.js';
import { bookAndReply, deliveriesOf, runCli, startTestService, waitFor, type TestService } from '../helpers.js';
import { startReceiver, type Receiver } from '../support/webhook-receiver.js';

describe('retry schedule', () => {
  const defaults = webhookRetryPolicy(ConfigSchema.parse({}).webhooks);

  it('retries first within seconds, doubles, caps at an hour, and parks after about a day', () => {
    assert.deepEqual([1, 2, 3, 11, 12, 40].map((n) => nominalDelay(n, defaults)), [2000, 4000, 8000, 2_048_000, 3_600_000, 3_600_000]);
    const n = defaults.maxAttempts;
    let total = 0;
    for (let retry = 1; retry < n; retry++) total += nominalDelay(retry, defaults);
    assert.equal(n, 34);
    assert.ok(total <= 24 * 3_600_000 && total > 23 * 3_600_000, `retries span ${total / 3_600_000} h`);
  });

  it('jitters each delay within a quarter either side', () => {
    assert.equal(backoffDelay(1, defaults, () => 0), 1500);
    assert.equal(backoffDelay(1, defaults, () => 0.999999), 2500);
    assert.equal(backoffDelay(20, defaults, () => 0.5), 3_600_000);
  });
});

describe('parked deliveries', () => {
  let s: TestService;
  let r: Receiver;
  let healthy = false;
  const logs: string[] = [];
  before(async () => {
    // 100 ms between attempts and a 250 ms window: three attempts, then parked.
    s = await startTestService({ webhooks: { timeoutMs: 500, firstRetryMs: 100, maxRetryMs: 100, retryForHours: 250 / 3_600_000 } }, { log: (l) => logs.push(l) });
    r = await startReceiver(() => (healthy ? 200 : 503));
  });
  after(async () => {
    await r.close();
    await s.stop();
  });

  it('a delivery that keeps failing is parked FAILED, listed by `webhooks deliveries --failed`, and `webhooks redeliver` replays it with the same webhook-id', async () => {
    const db = s.service.ctx.db;
    // An endpoint URL carrying its own secret, as many do: the log names its host only.
    const ep = addEndpoint(db, { url: `${r.url}?token=sekret-42`, events: ['booking.confirmed'] }, Date.now());
    const bookingId = await bookAndReply(s, { hcn: 'HX-PARK' });
    const parked = await waitFor('parked', () => deliveriesOf(db, ep.id).find((d) => d.status === 'FAILED'));
    assert.equal(parked.attempts, 3);
    assert.equal(parked.last_status, 503);
    assert.match(parked.last_error!, /HTTP 503: not now/);
    assert.equal(r.received.length, 3);
    const line = logs.find((l) => l.includes('parked after'));
    assert.match(line ?? '', new RegExp(`delivery ${parked.id} .* to 127\\.0\\.0\\.1:\\d+ parked after 3 attempts: HTTP 503.*reconfirm webhooks redeliver ${parked.id}`));
    assert.doesNotMatch(line!, /sekret-42|\/hooks/);

    const listed = await runCli(['webhooks', 'deliveries', '--failed', '--json', '--db', s.dbPath]);
    assert.equal(listed.code, 0, listed.stderr);
    const rows = JSON.parse(listed.stdout);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].id, parked.id);
    assert.equal(rows[0].BookingId, bookingId);
    assert.equal(rows[0].status, 'FAILED');

    healthy = true;
    const replay = await runCli(['webhooks', 'redeliver', rows[0].webhookId, '--db', s.dbPath]);
    assert.equal(replay.code, 0, replay.stderr);
    assert.match(replay.stdout, new RegExp(`re-queued delivery ${parked.id} of ${parked.event_id}`));
    const done = await waitFor('redelivered', () => deliveriesOf(db, ep.id).find((d) => d.status === 'DELIVERED'));
    assert.equal(done.attempts, 1);
    assert.equal(r.received.length, 4);
    assert.equal(r.received[3].id, r.received[0].id);

    const none = await runCli(['webhooks', 'deliveries', '--failed', '--json', '--db', s.dbPath]);
    assert.deepEqual(JSON.parse(none.stdout), []);
  });
});

// `reconfirm webhooks list|deliveries|redeliver` as a night-shift agent uses them (issue 28): several ids at once, a
// booking filter, "N of M", failing deliveries that are still retrying, and the same from a laptop through the
// account-scoped API, which shows one account's endpoints only.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createAccount } from '../../src/store/accounts.js';
import { addEndpoint } from '../../src/store/webhooks.js';
import { bookAndReply, cliEnv, deliveriesOf, startTestService, waitFor, type CliEnv, type TestService } from '../helpers.js';
import { startReceiver, type Receiver } from '../support/webhook-receiver.js';

describe('webhooks deliveries and redeliver for an operator', () => {
  let s: TestService;
  let ok: Receiver;
  let down: Receiver;
  let cli: CliEnv;
  let good: string;
  let bad: string;
  let other: string;
  const bookings: string[] = [];
  before(async () => {
    // The first retry is a minute away: a refused delivery stays PENDING, retrying, for the whole test.
    s = await startTestService({ webhooks: { timeoutMs: 500, firstRetryMs: 60_000, maxRetryMs: 60_000, retryForHours: 1 } });
    ok = await startReceiver(() => 200);
    down = await startReceiver(() => 503);
    const db = s.service.ctx.db;
    good = addEndpoint(db, { url: ok.url, events: ['booking.confirmed'], accountId: s.accountId }, Date.now()).id;
    bad = addEndpoint(db, { url: down.url, events: ['booking.confirmed'], accountId: s.accountId }, Date.now()).id;
    // Another account's endpoint: the API must not show it to this account's key.
    other = addEndpoint(db, { url: `${ok.url}other`, events: ['booking.confirmed'], accountId: createAccount(db, 'other') }, Date.now()).id;
    for (let i = 0; i < 3; i++) bookings.push(await bookAndReply(s, { hcn: `HX-${i}` }));
    await waitFor('all delivered or refused once', () => deliveriesOf(db, good).filter((d) => d.status === 'DELIVERED').length === 3 && deliveriesOf(db, bad).filter((d) => d.attempts >= 1).length === 3);
    cli = cliEnv(s);
  });
  after(async () => {
    cli.cleanup();
    await ok.close();
    await down.close();
    await s.stop();
  });
  const onDb = (...args: string[]) => cli.run(['webhooks', ...args, '--db', s.dbPath], { env: { RECONFIRM_BASE_URL: '' } });
  const onApi = (...args: string[]) => cli.run(['webhooks', ...args]);

  it('--failed lists deliveries still retrying after refused attempts, with the count', async () => {
    for (const run of [onDb, onApi]) {
      const json = await run('deliveries', '--failed', '--json');
      assert.equal(json.code, 0, json.stderr);
      const rows = JSON.parse(json.stdout);
      assert.deepEqual(rows.map((d: any) => [d.endpointId, d.status]), [[bad, 'PENDING'], [bad, 'PENDING'], [bad, 'PENDING']]);
      const text = await run('deliveries', '--failed');
      assert.match(text.stdout, /RETRYING/);
      assert.match(text.stdout, /3 in all: 0 failed, 3 still retrying after failures/);
    }
  });

  it('--booking keeps one booking\'s deliveries, and a page says "N of M"', async () => {
    const mine = JSON.parse((await onDb('deliveries', '--booking', bookings[1], '--json')).stdout);
    assert.deepEqual(new Set(mine.map((d: any) => d.BookingId)), new Set([bookings[1]]));
    assert.equal(mine.length, 2);
    const page = await onDb('deliveries', '--limit', '2');
    assert.match(page.stdout, /2 of 6 shown \(newest first; --limit for more\)/);
    const viaApi = JSON.parse((await onApi('deliveries', '--booking', bookings[1], '--json')).stdout);
    assert.deepEqual(viaApi.map((d: any) => d.id), mine.map((d: any) => d.id));
  });

  it("through the API, list shows the key's account only; on the database file, every account", async () => {
    const api = JSON.parse((await onApi('list', '--json')).stdout).map((e: any) => e.id);
    assert.deepEqual(api.sort(), [good, bad].sort());
    const file = JSON.parse((await onDb('list', '--json')).stdout).map((e: any) => e.id);
    assert.ok(file.includes(other));
  });

  it('redeliver takes several ids; an unknown one among them re-queues none', async () => {
    const ids = deliveriesOf(s.service.ctx.db, good).map((d) => String(d.id));
    const refused = await onApi('redeliver', ids[0], '999999', ids[1]);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /no delivery or webhook-id 999999/);
    assert.equal(ok.received.length, 3, 'nothing was re-sent');
    const r = await onApi('redeliver', ...ids);
    assert.equal(r.code, 0, r.stderr);
    for (const id of ids) assert.match(r.stdout, new RegExp(`re-queued delivery ${id} `));
    await waitFor('re-sent', () => ok.received.length === 6);
    const again = await onDb('redeliver', ids[0], ids[2]);
    assert.equal(again.code, 0, again.stderr);
    await waitFor('re-sent again', () => ok.received.length === 8);
  });
});

// The job rows are the only schedule: after `serve` is killed with SIGKILL while reminders, risk checks and a
// webhook retry are due later, a restarted service runs each of them once, at its time (fake clock), none lost.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { request } from 'undici';
import { ConfigSchema } from '../../src/config.js';
import { startService, type Service } from '../../src/daemon/runtime.js';
import { HOUR } from '../../src/domain/clock.js';
import { openDatabase } from '../../src/store/db.js';
import { addWebhook, createKey, FakeClock, killIfRunning, makeBooking, spawnServe, tempDir, testDatabase, TEST_ENGINE, waitFor, type SpawnedServe } from '../helpers.js';
import { startReceiver, type Receiver } from '../support/webhook-receiver.js';

const DAY = 24 * HOUR;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('SIGKILL while work is due later', () => {
  const tmp = tempDir('reconfirm-schedule-');
  let serve: SpawnedServe | undefined;
  let service: Service | undefined;
  let receiver: Receiver | undefined;
  after(async () => {
    killIfRunning(serve?.child);
    await service?.stop();
    await receiver?.close();
    tmp.cleanup();
  });

  it('a restarted service runs every planned reminder, risk check and webhook retry once, at its time', async () => {
    const db = await testDatabase(tmp.dir);
    const configFile = join(tmp.dir, 'reconfirm.config.json');
    // A webhook retry ten minutes after a failed attempt; the default contact policy (a reminder every 12 h).
    // (serve on PostgreSQL needs a public URL; the manual channel sends no link.)
    const settings = { db, channel: 'manual', webhooks: { firstRetryMs: 600_000, maxRetryMs: 600_000 }, ...(TEST_ENGINE === 'pg' ? { publicUrl: 'http://127.0.0.1:9' } : {}) };
    writeFileSync(configFile, JSON.stringify(settings));
    let healthy = false;
    receiver = await startReceiver(() => (healthy ? 200 : 503));
    const key = await createKey(db);
    await addWebhook(db, receiver.url, '*');
    serve = await spawnServe(['--config', configFile, '--quiet']);

    const now = Date.now();
    const bookings = [
      makeBooking({ BookingCode: 'SK-A', CheckIn: day(now + 10 * DAY), CheckOut: day(now + 12 * DAY) }),
      makeBooking({ BookingCode: 'SK-B', CheckIn: day(now + 6 * DAY), CheckOut: day(now + 8 * DAY), Refundable: true, CancellationDeadLine: new Date(now + 3 * DAY).toISOString() }),
      // Within 72 h of check-in: escalated at once, so its webhook (refused with 503) waits for a retry.
      makeBooking({ BookingCode: 'SK-D', CheckIn: day(now + 2.5 * DAY), CheckOut: day(now + 4 * DAY) }),
    ];
    const res = await request(`${serve.url}/addBookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-account-id': key.accountId, 'x-api-key': key.apiKey },
      body: JSON.stringify(bookings),
    });
    assert.equal(res.statusCode, 200, await res.body.text());

    const peek = openDatabase(db, { migrate: false }).$client;
    const settled = () =>
      (peek.prepare("SELECT count(*) AS n FROM hotel_contacts WHERE status = 'SENT'").get() as { n: number }).n === 3 &&
      // The failed attempt recorded and its retry planned (attempt 1 is reserved at the claim, before its POST: a kill
      // before the POST takes it back, and the next start sends attempt 1 then).
      (peek.prepare("SELECT count(*) AS n FROM webhook_deliveries d JOIN jobs j ON j.key = 'deliver:' || d.id WHERE d.attempts = 1 AND d.status = 'PENDING' AND d.last_status = 503 AND j.locked_at IS NULL").get() as { n: number }).n === 1;
    await waitFor('first contacts and a failed webhook attempt', settled, 20_000);
    const plan = peek.prepare("SELECT key, run_at AS runAt FROM jobs WHERE key IS NOT NULL AND failed_at IS NULL ORDER BY run_at, key").all() as { key: string; runAt: number }[];
    peek.close();
    serve.child.kill('SIGKILL');
    assert.equal((await serve.exited).signal, 'SIGKILL');

    // Three reminders (SK-D is escalated: no more reminders), four risk checks, one webhook retry.
    const kinds = plan.map((p) => p.key.split(':')[0]).sort();
    assert.deepEqual(kinds, ['contact', 'contact', 'deliver', 'risk', 'risk', 'risk'], JSON.stringify(plan));

    const clock = new FakeClock(now);
    healthy = true;
    service = await startService(ConfigSchema.parse({ ...settings, port: 0 }), { clock, workers: false, scheduler: false, listen: false, log: () => {} });
    const q = (sql: string, ...p: unknown[]) => (service!.ctx.db.$client.prepare(sql).get(...p) as { n: number }).n;
    const effect = (key: string) => {
      const [kind, id] = key.split(':');
      if (kind === 'contact') return q('SELECT count(*) AS n FROM hotel_contacts WHERE booking_pk = ?', Number(id));
      if (kind === 'risk') return q('SELECT count(*) AS n FROM escalations WHERE booking_pk = ?', Number(id));
      const webhookId = (service!.ctx.db.$client.prepare('SELECT event_id AS id FROM webhook_deliveries WHERE id = ?').get(Number(id)) as { id: string }).id;
      return receiver!.received.filter((r) => r.id === webhookId).length;
    };
    // Time by time (two reminders planned in the same millisecond run together): nothing early, each once.
    for (const runAt of [...new Set(plan.map((p) => p.runAt))]) {
      const due = plan.filter((p) => p.runAt === runAt).map((p) => p.key);
      clock.set(runAt - 1000);
      await service.runner.drain();
      const before = due.map(effect);
      for (const key of due) assert.equal(q('SELECT count(*) AS n FROM jobs WHERE key = ? AND run_at = ?', key, runAt), 1, `${key} still waits for ${new Date(runAt).toISOString()}`);
      clock.set(runAt);
      await service.runner.drain();
      due.forEach((key, i) => assert.equal(effect(key) - before[i], 1, `${key} ran once at ${new Date(runAt).toISOString()}`));
    }
    const retried = Number(plan.find((p) => p.key.startsWith('deliver:'))!.key.split(':')[1]);
    assert.equal(q("SELECT count(*) AS n FROM webhook_deliveries WHERE id = ? AND status = 'DELIVERED' AND attempts = 2", retried), 1, 'the retry delivered it');
  });
});

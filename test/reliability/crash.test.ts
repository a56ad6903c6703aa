// Crash loop: 20 SIGKILLs of the real `serve` at seeded random moments while bookings are pushed, confirmed and webhooked.
// engines: sqlite only (the next start takes a killed serve's jobs back; PostgreSQL: multi-instance)
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { Database } from '../../src/store/sqliteDriver.js';
import { seededRandom as seeded } from '../../src/domain/clock.js';
import { addWebhook, Api, createKey, killIfRunning, makeBooking, sleep, spawnServe, tempDir, waitFor, type SpawnedServe } from '../helpers.js';
import { startReceiver, type Receiver } from '../support/webhook-receiver.js';

const SEED = Number(process.env.RECONFIRM_CRASH_SEED ?? 20261122);
/** Twenty kills; ten in npm test's second pass (Node 24), which proves the same code on another Node in less time. */
const CYCLES = process.env.RECONFIRM_TEST_NODE_PASS === 'second' ? 10 : 20;
const PER_CALL = 3;
/** A steady trickle, not a flood: the point is crashing at every stage of the pipeline, in bounded time. */
const PAUSE_MS = 40;

describe('crash loop: SIGKILL at random moments loses nothing', () => {
  const tmp = tempDir('reconfirm-crash-');
  const dbPath = join(tmp.dir, 'service.db');
  const configPath = join(tmp.dir, 'reconfirm.config.json');
  let serve: SpawnedServe | undefined;
  let receiver: Receiver | undefined;
  after(async () => {
    killIfRunning(serve?.child);
    await receiver?.close();
    tmp.cleanup();
  });

  it(`after ${CYCLES} kills and a final restart, every booking that got a 200 exists once, is confirmed, and its webhook arrived; no job is stuck`, async (t) => {
    const random = seeded(SEED);
    t.diagnostic(`seed ${SEED} (repeat with RECONFIRM_CRASH_SEED=${SEED})`);
    // Fast simulated hotels that always confirm, and webhook retries within a fraction of a second.
    writeFileSync(
      configPath,
      JSON.stringify({ channel: 'simulator', simulator: { seed: SEED, minDelayMs: 50, maxDelayMs: 200 }, webhooks: { timeoutMs: 2000, firstRetryMs: 100, maxRetryMs: 400 } }),
    );
    const env = { RECONFIRM_CONFIG: configPath };
    const key = await createKey(dbPath);
    receiver = await startReceiver(() => 200);
    await addWebhook(dbPath, receiver.url, 'booking.confirmed');

    const accepted = new Set<string>();
    const bodies = new Map<string, Record<string, any>>();
    let unsure: string[] = []; // sent, but the answer was lost in the crash: the client resends the same body
    let next = 0;
    const unexpected: string[] = [];
    const killedInstances: string[] = [];

    const pushWhileAlive = async (api: Api, alive: () => boolean) => {
      while (alive()) {
        const codes = unsure.length ? unsure.splice(0, PER_CALL) : [];
        while (codes.length < PER_CALL) {
          const b = makeBooking({ BookingCode: `CR-${SEED}-${next++}` });
          b.Hotel.MasterProviderHotelId = 'SIM-CONFIRM';
          bodies.set(b.BookingCode, b);
          codes.push(b.BookingCode);
        }
        try {
          const r = await api.addBookings(codes.map((c) => bodies.get(c)!));
          if (r.status === 200) codes.forEach((c) => accepted.add(c));
          else unexpected.push(`${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
        } catch {
          unsure.push(...codes);
          return;
        }
        await sleep(PAUSE_MS);
      }
    };

    const started = Date.now();
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      serve = await spawnServe(['--db', dbPath, '--quiet'], env);
      const api = new Api(serve.url, key.accountId, key.apiKey);
      let alive = true;
      const pushing = pushWhileAlive(api, () => alive);
      await sleep(50 + Math.floor(random() * 650));
      serve.child.kill('SIGKILL');
      killedInstances.push(serve.instance);
      const { signal } = await serve.exited;
      assert.equal(signal, 'SIGKILL', serve.output());
      alive = false;
      await pushing;
    }
    assert.deepEqual(unexpected, [], 'no answer other than 200 while the service was up');
    t.diagnostic(`crash cycles took ${Date.now() - started} ms`);

    serve = await spawnServe(['--db', dbPath, '--quiet'], env);
    const api = new Api(serve.url, key.accountId, key.apiKey);
    // The client resends what it never heard back about: identical bodies are ignored if they were stored.
    while (unsure.length) {
      const codes = unsure.splice(0, PER_CALL);
      const r = await api.addBookings(codes.map((c) => bodies.get(c)!));
      assert.equal(r.status, 200, JSON.stringify(r.body));
      codes.forEach((c) => accepted.add(c));
    }
    t.diagnostic(`${accepted.size} bookings accepted across ${CYCLES} crashes`);
    assert.ok(accepted.size >= CYCLES * PER_CALL, 'bookings were pushed in every cycle');

    const db = new Database(dbPath, { readonly: true, fileMustExist: true });
    try {
      const confirmed = () => (db.prepare("SELECT count(*) AS n FROM bookings WHERE status = 'CONFIRMED'").get() as { n: number }).n;
      const deliveredIds = () => new Set(receiver!.received.map((r) => JSON.parse(r.body).data.BookingId as string));
      await waitFor('every booking confirmed and its webhook received', () => confirmed() === accepted.size && deliveredIds().size === accepted.size, 60_000, 100).catch((err) => {
        throw new Error(`${err.message}: ${confirmed()} confirmed, ${deliveredIds().size} delivered of ${accepted.size}\n${serve!.output().slice(-2000)}`);
      });

      t.diagnostic(`final drain done after ${Date.now() - started} ms`);
      serve.child.kill('SIGTERM');
      assert.deepEqual(await serve.exited, { code: 0, signal: null }, serve.output());

      const rows = db.prepare('SELECT booking_id AS id, count(*) AS n FROM bookings GROUP BY booking_id').all() as { id: string; n: number }[];
      assert.deepEqual(new Set(rows.map((r) => r.id)), accepted, 'exactly the accepted bookings are stored');
      assert.ok(rows.every((r) => r.n === 1), 'each exactly once');
      assert.equal((db.prepare("SELECT count(*) AS n FROM submissions WHERE state <> 'APPLIED'").get() as { n: number }).n, 0);
      assert.deepEqual(deliveredIds(), accepted, 'a booking.confirmed webhook reached the receiver for every booking');
      // The receiver saw the outbox's webhook-ids: at least once each, the same id on a redelivery.
      const eventIds = db.prepare("SELECT d.event_id AS id, d.status FROM webhook_deliveries d").all() as { id: string; status: string }[];
      assert.equal(eventIds.length, accepted.size);
      assert.ok(eventIds.every((d) => d.status === 'DELIVERED'), 'every delivery is marked DELIVERED');
      const seenIds = new Set(receiver!.received.map((r) => r.id));
      assert.deepEqual(seenIds, new Set(eventIds.map((d) => d.id)), 'the webhook-ids received are the outbox event ids');
      t.diagnostic(`${receiver!.received.length} webhook requests for ${accepted.size} events (redeliveries after crashes: ${receiver!.received.length - seenIds.size})`);
      const stuck = db.prepare('SELECT task, locked_by, failed_at, last_error FROM jobs WHERE failed_at IS NOT NULL OR locked_at IS NOT NULL').all();
      assert.deepEqual(stuck, [], 'no job parked or still locked after the final drain and a clean stop');
      const dead = db.prepare(`SELECT count(*) AS n FROM jobs WHERE locked_by IN (${killedInstances.map(() => '?').join(', ')})`).get(...killedInstances) as { n: number };
      assert.equal(dead.n, 0, 'nothing held by a killed process');
    } finally {
      db.close();
    }
  });
});

// Both engines, one store: every queue operation (enqueue with a key, promote, claim a batch, the fence, complete,
// retry, park, renew leases, give back, rescue) and the booking state writes the handlers make (create, contact
// attempts, confirm, escalate, cancel, reopen, the webhook outbox and its attempts) run with the same inputs on a
// SQLite file and on a PostgreSQL database; each step's result and the tables it leaves must be the same on both.
// The only differences allowed are the ones each engine is meant to have: a PostgreSQL lease is stamped by the
// database's clock (so `locked_at` is compared as held or not), and ids drawn at random are compared by their order.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { rescueAllJobs } from '../../src/daemon/queue/rescue.js';
import type { Booking } from '../../src/domain/schemas.js';
import { createAccount } from '../../src/store/accounts.js';
import { getBookingByPk, insertBooking, saveBookingData, type StoredBooking } from '../../src/store/bookings.js';
import { engineOf, inTransaction, openDatabase, type Db } from '../../src/store/db.js';
import { finishContact, insertContact, recordAttemptSent, supersedeContacts } from '../../src/store/hotelContacts.js';
import {
  cancelBookingJobs,
  claimJobs,
  completeJobs,
  enqueue,
  enqueueJob,
  jobCounts,
  nextRunAt,
  ownedJobs,
  parkJob,
  promoteDueJobs,
  releaseJobs,
  releaseLocksOf,
  releaseStrayLocks,
  renewLeases,
  retryJob,
  type JobSpec,
} from '../../src/store/jobs.js';
import { cancelBooking, confirmBooking, escalateBooking, raisedReasons, reopenBooking } from '../../src/store/transitions.js';
import { giveBackReserved, parkDelivery, recordAttempt, reserveAttempts } from '../../src/store/webhookAttempts.js';
import { addEndpoint, redeliver } from '../../src/store/webhooks.js';
import { makeBooking, tempDir } from '../helpers.js';
import { startPostgres, type PgCluster } from '../support/postgres.js';

const T0 = Date.parse('2026-12-01T00:00:00Z');
const MIN = 60_000;
const LEASE = 10 * MIN;
const retry = (maxAttempts: number): JobSpec['retry'] => ({ maxAttempts, backoff: 'fixed', baseMs: 1000, capMs: 1000 });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A booking with fixed codes (makeBooking numbers them per call, and each engine must get the same ones). */
const booking = (code: string): Booking => makeBooking({ BookingCode: code, Supplier: { Name: 'BedBank', ReferenceNo: `SUP-${code}` }, Agency: { Name: 'Test Travel', ReferenceNo: `AG-${code}` } }) as Booking;

/**
 * Values made comparable: a lease is held or not (PostgreSQL stamps it by its own clock), random ids by first appearance,
 * and a held job's `ready` is 'held' (SQLite's claim sets 2, taking the job out of its claim index; PostgreSQL's leaves
 * 1, a HOT update).
 */
function normalise(value: unknown, ids: Map<string, string>, key = ''): unknown {
  if (value && typeof value === 'object' && 'ready' in value) {
    const row = value as Record<string, unknown>;
    const held = (row.locked_at ?? row.lockedAt ?? null) !== null;
    if (held && row.ready !== 'held') return normalise({ ...row, ready: 'held' }, ids, key);
  }
  const rename = (v: string) => {
    if (!ids.has(v)) ids.set(v, `<id ${ids.size + 1}>`);
    return ids.get(v)!;
  };
  if (key === 'locked_at' || key === 'lockedAt') return value === null ? null : 'held';
  if (value instanceof Set) return normalise([...value].sort(), ids);
  if (Array.isArray(value)) return value.map((v) => normalise(v, ids));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v, ids, k)]));
  if (typeof value !== 'string') return value ?? null;
  if (/^(msg|ep|acc)_[A-Za-z0-9]+$/.test(value)) return rename(value);
  if (/^whsec_/.test(value) || key === 'secret') return '<secret>';
  return value.replace(/"((?:msg|ep|acc)_[A-Za-z0-9]+)"/g, (_, id) => `"${rename(id)}"`);
}

const TABLES: Record<string, string> = {
  jobs: 'SELECT id, task, payload, priority, run_at, ready, rerun_at, attempts, max_attempts, backoff, backoff_base_ms, backoff_cap_ms, key, locked_at, locked_by, failed_at, last_error FROM jobs ORDER BY id',
  bookings: 'SELECT id, account_id, booking_id, status, hcn, attempts, channel, last_contact_at, confirmed_at, updated_at, data FROM bookings ORDER BY id',
  history: 'SELECT booking_pk, at, actor, kind, from_status, to_status, message, data FROM booking_history ORDER BY id',
  escalations: 'SELECT booking_pk, reason, raised_at, severity, message, data FROM escalations ORDER BY booking_pk, reason',
  contacts: 'SELECT id, booking_pk, channel, attempt, sent_at, status, detail FROM hotel_contacts ORDER BY id',
  events: 'SELECT id, account_id, type, booking_pk, payload, created_at FROM webhook_events ORDER BY created_at, type, booking_pk',
  deliveries: 'SELECT id, event_id, endpoint_id, status, attempts, last_attempt_at, last_status, last_error, delivered_at FROM webhook_deliveries ORDER BY id',
};

interface Step {
  step: string;
  result: unknown;
  tables: Record<string, unknown>;
}

/** Runs the scenario on one engine; returns each step's result with the tables it touched, normalised. */
async function scenario(db: Db): Promise<Step[]> {
  const steps: Step[] = [];
  const ids = new Map<string, string>();
  const record = (step: string, result: unknown, ...tables: string[]) => {
    const snapshot: Record<string, unknown> = {};
    for (const t of tables) snapshot[t] = normalise(db.$client.prepare(TABLES[t]).all(), ids);
    steps.push({ step, result: normalise(result, ids), tables: snapshot });
  };
  const tx = <T>(fn: () => T): T => inTransaction(db, fn);

  // The booking state the submission handler writes: an account, bookings, their first contact and risk check.
  const account = tx(() => createAccount(db, 'engines'));
  const created = tx(() => ['E-1', 'E-2', 'E-3', 'E-4'].map((code) => insertBooking(db, account, booking(code), new Date(T0).toISOString())));
  record('insertBooking', created, 'bookings');
  const [b1, b2, b3, b4] = created.map((c) => c.id);
  const endpoint = tx(() => addEndpoint(db, { url: 'https://receiver.example/hook', events: ['booking.confirmed', 'booking.escalated'], accountId: account }, T0));
  record('addEndpoint', { id: endpoint.id, events: endpoint.events });

  // Enqueue with a key: a second enqueue keeps the earlier time while waiting; an unkeyed one is a new row.
  tx(() => {
    for (const pk of [b1, b2, b3, b4]) enqueue(db, 'hotel.contact', { bookingPk: pk }, { runAt: T0 + 10 * MIN, priority: 1 }, T0);
    enqueue(db, 'risk.check', { bookingPk: b1 }, { runAt: T0 + 60 * MIN }, T0);
  });
  record('enqueue', null, 'jobs');
  tx(() => enqueue(db, 'hotel.contact', { bookingPk: b1 }, { runAt: T0 + 5 * MIN, priority: 3 }, T0));
  tx(() => enqueue(db, 'hotel.contact', { bookingPk: b2 }, { runAt: T0 + 20 * MIN }, T0));
  tx(() => enqueueJob(db, { task: 'work', payload: { n: 1 }, runAt: T0 - MIN, retry: retry(2) }, T0));
  tx(() => enqueueJob(db, { task: 'work', payload: { n: 2 }, runAt: T0 - MIN, retry: retry(2) }, T0));
  tx(() => enqueueJob(db, { task: 'work', payload: { n: 3 }, runAt: T0 + MIN, retry: retry(2), priority: 5 }, T0));
  record('enqueue again: earlier time kept, priority raised, unkeyed rows added', { next1: nextRunAt(db, 'hotel.contact', { bookingPk: b1 }), next2: nextRunAt(db, 'hotel.contact', { bookingPk: b2 }) }, 'jobs');

  // Promote due: only rows whose time came become ready.
  record('promote due (nothing yet)', tx(() => promoteDueJobs(db, T0)), 'jobs');
  record('promote due (contacts)', tx(() => promoteDueJobs(db, T0 + 10 * MIN)), 'jobs');

  // Claim a batch: priority first, the limit kept, the attempt counted.
  const now1 = T0 + 10 * MIN;
  record('claim a batch of 2', tx(() => claimJobs(db, 'hotel.contact', 'w1', 2, now1, LEASE)), 'jobs');
  record('claim the rest', tx(() => claimJobs(db, 'hotel.contact', 'w1', 10, now1, LEASE)), 'jobs');
  record('claim: nothing due', tx(() => claimJobs(db, 'hotel.contact', 'w2', 10, now1, LEASE)));
  const contactIds = (db.$client.prepare("SELECT id FROM jobs WHERE task = 'hotel.contact' ORDER BY id").all() as { id: number }[]).map((r) => r.id);
  const [c1, c2, c3, c4] = contactIds;

  // The contact handler's writes: the attempt (SENDING), sent, the booking's counters; enqueued again while running.
  const contact1 = tx(() => insertContact(db, { bookingPk: b1, channel: 'email', attempt: 1, sentAt: new Date(now1).toISOString(), tokenHash: 'h1', expiresAt: '2027-01-01T00:00:00.000Z' }));
  const contact2 = tx(() => insertContact(db, { bookingPk: b2, channel: 'email', attempt: 1, sentAt: new Date(now1).toISOString() }));
  tx(() => {
    finishContact(db, contact1, 'SENT', 'sent to reservations@miramar.example');
    finishContact(db, contact2, 'FAILED', 'mailbox full');
    recordAttemptSent(db, b1, { channel: 'email', attempts: 1, at: new Date(now1).toISOString() });
  });
  record('contact attempts written', { contact1, contact2 }, 'contacts', 'bookings');
  tx(() => enqueue(db, 'hotel.contact', { bookingPk: b1 }, { runAt: now1 + 30 * MIN }, now1));
  record('enqueue while running: a rerun', null, 'jobs');

  // Renew leases: only the holder's.
  record('renew (holder)', tx(() => renewLeases(db, [c1, c2], 'w1', now1 + MIN)), 'jobs');
  record('renew (not the holder)', tx(() => renewLeases(db, [c1, c2], 'w2', now1 + MIN)));

  // The fence, then complete: another worker's completion changes nothing; the holder's deletes or reruns.
  record('owned (holder)', tx(() => ownedJobs(db, [c1, c2, c3], 'w1')));
  record('owned (not the holder)', tx(() => ownedJobs(db, [c1, c2, c3], 'w2')));
  tx(() => completeJobs(db, [c1, c2], 'w2', now1 + 2 * MIN));
  record('fenced complete by another worker', null, 'jobs');
  tx(() => completeJobs(db, [c1, c2], 'w1', now1 + 2 * MIN));
  record('complete: one deleted, one rerun', null, 'jobs');

  // Retry and park by the row's policy.
  tx(() => retryJob(db, c3, 'w1', now1 + 5 * MIN, 'hotel unreachable', now1 + 2 * MIN));
  record('retry', null, 'jobs');
  record('park (not the holder)', tx(() => parkJob(db, c4, 'w2', now1 + 2 * MIN, 'gave up')), 'jobs');
  record('park', tx(() => parkJob(db, c4, 'w1', now1 + 2 * MIN, 'gave up')), 'jobs');
  tx(() => enqueue(db, 'hotel.contact', { bookingPk: b4 }, { runAt: now1 + 3 * MIN }, now1 + 2 * MIN));
  record('enqueue revives a parked job', { next4: nextRunAt(db, 'hotel.contact', { bookingPk: b4 }) }, 'jobs');

  // Unkeyed work: claim both, retry one to its last attempt and park it, give the other back unstarted.
  const now2 = now1 + 10 * MIN;
  record('promote due (work)', tx(() => promoteDueJobs(db, now2)), 'jobs');
  const work = tx(() => claimJobs(db, 'work', 'w1', 10, now2, LEASE));
  record('claim work', work, 'jobs');
  tx(() => releaseJobs(db, [work[1].id], 'w1'));
  record('release an unstarted claim', null, 'jobs');
  tx(() => retryJob(db, work[0].id, 'w1', now2, 'boom', now2));
  const again = tx(() => claimJobs(db, 'work', 'w1', 1, now2 + 1, LEASE));
  record('claim after retry', again, 'jobs');
  record('park after the last attempt', tx(() => parkJob(db, work[0].id, 'w1', now2 + 2, 'boom again')), 'jobs');

  // Rescue: a lapsed lease is taken again by another worker without counting an attempt; a dead instance's locks go.
  const now3 = now2 + MIN;
  const claimedByDead = tx(() => claimJobs(db, 'work', 'dead00000001', 10, now3, LEASE));
  record('claim by an instance that dies', claimedByDead, 'jobs');
  await sleep(20);
  record('a lapsed lease taken back', tx(() => claimJobs(db, 'work', 'w3', 10, now3 + 50, 1)), 'jobs');
  record('free the locks of a dead instance (none left)', tx(() => releaseLocksOf(db, 'dead00000001')), 'jobs');
  record('free the locks of an instance', tx(() => releaseLocksOf(db, 'w3')), 'jobs');
  tx(() => claimJobs(db, 'hotel.contact', 'w4', 10, now3 + 60 * MIN, LEASE));
  record('give back stray locks', tx(() => releaseStrayLocks(db, 'w4', [c1])), 'jobs');
  tx(() => claimJobs(db, 'hotel.contact', 'w5', 10, now3 + 60 * MIN, LEASE));
  // At start a SQLite serve (alone on its file) takes back every held job; PostgreSQL has no such moment (the other
  // instances live on): there a replaced queue thread frees the jobs of its own instance id, here all of them.
  record('rescue every held job at once', engineOf(db) === 'sqlite' ? rescueAllJobs(db) : tx(() => releaseLocksOf(db, 'w5')), 'jobs');

  // State transitions with their history, outbox events and deliveries; a booking's jobs go when it is locked.
  const who = (at: number) => ({ actor: 'hotel', now: at });
  const now4 = now3 + 2 * 60 * MIN;
  record('escalate', tx(() => escalateBooking(db, b2, { reason: 'ARRIVAL_IMMINENT', severity: 'high', message: 'arrives soon' }, who(now4))), 'bookings', 'history', 'escalations', 'jobs');
  record('escalate again (already raised)', tx(() => escalateBooking(db, b2, { reason: 'ARRIVAL_IMMINENT', severity: 'high', message: 'arrives soon' }, who(now4 + 1))), 'escalations');
  record('escalate with another reason', tx(() => escalateBooking(db, b2, { reason: 'DATA_DISCREPANCY', severity: 'high', message: 'wrong dates', discrepancies: [{ field: 'CheckIn', booked: '2027-03-10', hotel: '2027-03-11' }] }, who(now4 + 2))), 'bookings', 'history', 'escalations', 'jobs');
  record('raised reasons', raisedReasons(db, b2).sort());
  record('confirm', tx(() => confirmBooking(db, b1, 'HCN-1', who(now4 + 3))), 'bookings', 'history', 'jobs', 'events', 'deliveries');
  record('confirm a confirmed booking', tx(() => confirmBooking(db, b1, 'HCN-2', who(now4 + 4))));
  record('cancel', tx(() => cancelBooking(db, b3, { ...who(now4 + 5), actor: 'client' })), 'bookings', 'history', 'jobs');
  record('cancel a cancelled booking', tx(() => cancelBooking(db, b3, { ...who(now4 + 6), actor: 'client' })));
  tx(() => {
    const stored = getBookingByPk(db, b2) as StoredBooking;
    saveBookingData(db, b2, { ...stored.booking, CheckIn: '2027-03-11T14:00:00Z' }, new Date(now4 + 7).toISOString());
    supersedeContacts(db, b2);
    reopenBooking(db, b2, { actor: 'client', now: now4 + 7, message: 'dates changed' });
  });
  record('reopen after a change', null, 'bookings', 'history', 'escalations', 'contacts');
  tx(() => cancelBookingJobs(db, b4));
  record("cancel a booking's jobs", null, 'jobs');

  // Webhook deliveries: the claim reserves an attempt, only the holder records it; park; redeliver.
  const now5 = now4 + MIN;
  tx(() => promoteDueJobs(db, now5));
  const deliveries = tx(() => claimJobs(db, 'webhook.deliver', 'w6', 10, now5, LEASE));
  const deliveryIds = deliveries.map((j) => (JSON.parse(j.payload) as { deliveryId: number }).deliveryId);
  record('claim deliveries', deliveries, 'jobs');
  const reserved = tx(() => reserveAttempts(db, deliveryIds));
  record('reserve attempts', reserved, 'deliveries');
  // A delivery held and given back unstarted: its reserved attempt is given back; a copy whose delivery was reserved
  // again since (another instance took its job over) gives back nothing.
  const attemptsOf = (id: number) => Number((db.$client.prepare('SELECT attempts FROM webhook_deliveries WHERE id = ?').get(id) as { attempts: number }).attempts);
  record('give back a reserved attempt', tx(() => giveBackReserved(db, [reserved[1]])), 'deliveries');
  assert.equal(attemptsOf(deliveryIds[1]), 0, `${engineOf(db)}: the attempt given back`);
  const first = tx(() => reserveAttempts(db, [deliveryIds[1]]));
  tx(() => reserveAttempts(db, [deliveryIds[1]]));
  record('give back an attempt reserved again since', tx(() => giveBackReserved(db, first)), 'deliveries');
  assert.equal(attemptsOf(deliveryIds[1]), 2, `${engineOf(db)}: a later reservation kept`);
  const at = (ms: number) => new Date(ms).toISOString();
  record('record an attempt (not the holder)', tx(() => recordAttempt(db, { id: deliveryIds[0], attempt: 1, worker: 'w7', status: 'DELIVERED', at: at(now5), lastStatus: 200, lastError: null, durationMs: 5 })), 'deliveries');
  record('record an attempt (a later one was reserved)', tx(() => recordAttempt(db, { id: deliveryIds[0], attempt: 0, worker: 'w6', status: 'DELIVERED', at: at(now5), lastStatus: 200, lastError: null, durationMs: 5 })), 'deliveries');
  record('record an attempt', tx(() => recordAttempt(db, { id: deliveryIds[0], attempt: 1, worker: 'w6', status: 'FAILED', at: at(now5), lastStatus: 500, lastError: 'HTTP 500', durationMs: 5 })), 'deliveries');
  tx(() => parkDelivery(db, deliveryIds[0]));
  record('park a delivery', null, 'deliveries');
  tx(() => completeJobs(db, deliveries.map((j) => j.id), 'w6', now5));
  record('redeliver', tx(() => redeliver(db, String(deliveryIds[0]), now5 + MIN)), 'deliveries', 'jobs');

  record('job counts', jobCounts(db).sort((a, b) => a.task.localeCompare(b.task)));
  return steps;
}

describe('both engines, one store', () => {
  let cluster: PgCluster | undefined;
  const tmp = tempDir('reconfirm-engines-');
  const open: Db[] = [];
  before(async () => {
    cluster = await startPostgres();
  });
  after(() => {
    for (const db of open) db.$client.close();
    cluster?.stop();
    tmp.cleanup();
  });

  it('every queue operation and booking state write gives the same result and leaves the same rows on SQLite and PostgreSQL', async () => {
    const sqlite = openDatabase(join(tmp.dir, 'engines.db'));
    open.push(sqlite);
    const pg = openDatabase(cluster!.createDatabase('engines'));
    open.push(pg);
    const onSqlite = await scenario(sqlite);
    const onPg = await scenario(pg);
    assert.equal(onPg.length, onSqlite.length);
    for (let i = 0; i < onSqlite.length; i++) {
      assert.equal(onPg[i].step, onSqlite[i].step);
      assert.deepEqual(onPg[i].result, onSqlite[i].result, `step "${onSqlite[i].step}": the results differ`);
      assert.deepEqual(onPg[i].tables, onSqlite[i].tables, `step "${onSqlite[i].step}": the rows it leaves differ`);
    }
    // The scenario did what it says on SQLite (so equal results are not two empty ones).
    const byStep = Object.fromEntries(onSqlite.map((s) => [s.step, s.result]));
    assert.equal((byStep['claim a batch of 2'] as unknown[]).length, 2);
    assert.equal((byStep['claim the rest'] as unknown[]).length, 2);
    const dead = byStep['claim by an instance that dies'] as { id: number; attempts: number }[];
    const lapsed = byStep['a lapsed lease taken back'] as { id: number; attempts: number }[];
    assert.ok(dead.length > 0);
    for (const j of dead) assert.equal(lapsed.find((l) => l.id === j.id)?.attempts, j.attempts, 'taken back without counting an attempt');
    assert.equal(byStep['park'], true);
    assert.deepEqual(byStep['confirm'], { ok: true, status: 'CONFIRMED' });
  });
});

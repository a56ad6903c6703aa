// The webhook outbox: an event, one delivery per subscribed endpoint and its delivery job, in the caller's transaction.
import type { WebhookEvent } from '../domain/webhookEvents.js';
import { stmt, type Db } from './db.js';
import { newWebhookId } from './ids.js';
import { enqueue } from './jobs.js';
import { deferSetRow, gathersRows, nextId, rowScope, sqliteScope, unnestRows, type SetColumn } from './writeSet.js';

type EventRow = { id: string; accountId: string; type: string; bookingPk: number | null; payload: string; createdAt: string };
/** PostgreSQL, rows gathered (writeSet.ts gatherRows): a tick's events in one INSERT, their deliveries in another. */
const EVENT_COLUMNS: SetColumn<EventRow>[] = [
  { name: 'id', type: 'text', value: (r) => r.id },
  { name: 'account_id', type: 'text', value: (r) => r.accountId },
  { name: 'type', type: 'text', value: (r) => r.type },
  { name: 'booking_pk', type: 'bigint', value: (r) => r.bookingPk },
  { name: 'payload', type: 'text', value: (r) => r.payload },
  { name: 'created_at', type: 'text', value: (r) => r.createdAt },
];
const EVENT_SET = `INSERT INTO webhook_events (id, account_id, type, booking_pk, payload, created_at)
   SELECT id, account_id, type, booking_pk, payload, created_at FROM ${unnestRows(EVENT_COLUMNS)} ORDER BY ord`;
type DeliveryRow = { id: number; eventId: string; endpointId: string; createdAt: string };
const DELIVERY_COLUMNS: SetColumn<DeliveryRow>[] = [
  { name: 'id', type: 'bigint', value: (r) => r.id },
  { name: 'event_id', type: 'text', value: (r) => r.eventId },
  { name: 'endpoint_id', type: 'text', value: (r) => r.endpointId },
  { name: 'created_at', type: 'text', value: (r) => r.createdAt },
];
const DELIVERY_SET = `INSERT INTO webhook_deliveries (id, event_id, endpoint_id, status, created_at)
   SELECT id, event_id, endpoint_id, 'PENDING', created_at FROM ${unnestRows(DELIVERY_COLUMNS)} ORDER BY ord`;

/** Per gatherRows() (a tick's final writes on PostgreSQL): each account's endpoints, read once for its events. */
const endpointsOfScope = new WeakMap<object, Map<string, { id: string; events: string }[]>>();

export function subscribes(events: string, type: string): boolean {
  const list = JSON.parse(events) as string[];
  return list.includes('*') || list.includes(type);
}

export function recordEvent(db: Db, accountId: string, bookingPk: number | null, event: WebhookEvent, now: number): string {
  const id = newWebhookId();
  const at = new Date(now).toISOString();
  if (gathersRows(db) && recordEventGathered(db, { id, accountId, type: event.type, bookingPk, payload: JSON.stringify(event), createdAt: at }, now)) return id;
  stmt(db, 'INSERT INTO webhook_events (id, account_id, type, booking_pk, payload, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    id,
    accountId,
    event.type,
    bookingPk,
    JSON.stringify(event),
    at,
  );
  // Read every time, not cached: `webhooks add` in another process takes effect at once. But once per tick's final
  // writes on SQLite (one transaction of the one writer: no other process adds an endpoint meanwhile).
  for (const endpointId of subscribers(db, accountId, event.type)) newDelivery(db, id, endpointId, now);
  return id;
}

/** Per SQLite gatherRows() (sqliteScope): per account and event type, the endpoints subscribed, read once. */
const subscribersOfScope = new WeakMap<object, Map<string, string[]>>();

/** The ids of the account's endpoints that subscribe to this type of event. */
function subscribers(db: Db, accountId: string, type: string): string[] {
  const scope = sqliteScope(db);
  const key = `${accountId}\u0000${type}`;
  let byKey = scope && subscribersOfScope.get(scope);
  const kept = byKey?.get(key);
  if (kept) return kept;
  const ids = endpointsOf(db, accountId).flatMap((e) => (subscribes(e.events, type) ? [e.id] : []));
  if (scope) {
    if (!byKey) subscribersOfScope.set(scope, (byKey = new Map()));
    byKey.set(key, ids);
  }
  return ids;
}

const endpointsOf = (db: Db, accountId: string) =>
  stmt(db, 'SELECT id, events FROM webhook_endpoints WHERE account_id = ? AND removed_at IS NULL').all(accountId) as { id: string; events: string }[];

/**
 * PostgreSQL, rows gathered (a tick's final writes): the event, its deliveries (their ids drawn ahead) and their jobs
 * join the tick's sets; the account's endpoints are read once per tick (a tick is one transaction: as if read at its
 * start). False outside a gatherRows() (a group commit's deferred transaction): written row by row there.
 */
function recordEventGathered(db: Db, e: EventRow, now: number): boolean {
  const scope = rowScope(db);
  if (!scope) return false;
  let byAccount = endpointsOfScope.get(scope);
  if (!byAccount) endpointsOfScope.set(scope, (byAccount = new Map()));
  let endpoints = byAccount.get(e.accountId);
  if (!endpoints) byAccount.set(e.accountId, (endpoints = endpointsOf(db, e.accountId)));
  deferSetRow(db, 'webhook_events', EVENT_SET, EVENT_COLUMNS, e, { writes: [`event:${e.id}`] });
  for (const endpoint of endpoints) {
    if (!subscribes(endpoint.events, e.type)) continue;
    const id = nextId(db, 'webhook_deliveries');
    deferSetRow(db, 'webhook_deliveries', DELIVERY_SET, DELIVERY_COLUMNS, { id, eventId: e.id, endpointId: endpoint.id, createdAt: e.createdAt }, { after: [`event:${e.id}`] });
    enqueue(db, 'webhook.deliver', { deliveryId: id }, { runAt: now }, now);
  }
  return true;
}

/**
 * A new event's delivery and its job: a plain INSERT, the event being new (scheduleDelivery's upsert, for a delivery that
 * may exist, cost a drain's queue thread 10%: bench/RESULTS.md, "SQLite drain, stop 5").
 */
function newDelivery(db: Db, eventId: string, endpointId: string, now: number): void {
  const r = stmt(db, "INSERT INTO webhook_deliveries (event_id, endpoint_id, status, created_at) VALUES (?, ?, 'PENDING', ?)").run(eventId, endpointId, new Date(now).toISOString());
  enqueue(db, 'webhook.deliver', { deliveryId: Number(r.lastInsertRowid) }, { runAt: now }, now);
}

/** One delivery row and its job (each run of the job is one attempt); also used to redeliver a parked delivery. */
export function scheduleDelivery(db: Db, eventId: string, endpointId: string, now: number): number {
  const at = new Date(now).toISOString();
  const row = stmt(
    db,
    `INSERT INTO webhook_deliveries (event_id, endpoint_id, status, created_at) VALUES (?, ?, 'PENDING', ?)
     ON CONFLICT (event_id, endpoint_id) DO UPDATE SET status = 'PENDING', attempts = 0
     RETURNING id`,
  ).get(eventId, endpointId, at) as { id: number };
  enqueue(db, 'webhook.deliver', { deliveryId: row.id }, { runAt: now }, now);
  return row.id;
}

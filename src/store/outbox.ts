// The webhook outbox: an event, one delivery per subscribed endpoint and its delivery job, in the caller's transaction.
import type { WebhookEvent } from '../domain/webhookEvents.js';
import { stmt, type Db } from './db.js';
import { newWebhookId } from './ids.js';
import { enqueue } from './jobs.js';

export function subscribes(events: string, type: string): boolean {
  const list = JSON.parse(events) as string[];
  return list.includes('*') || list.includes(type);
}

export function recordEvent(db: Db, accountId: string, bookingPk: number | null, event: WebhookEvent, now: number): string {
  const id = newWebhookId();
  const at = new Date(now).toISOString();
  stmt(db, 'INSERT INTO webhook_events (id, account_id, type, booking_pk, payload, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    id,
    accountId,
    event.type,
    bookingPk,
    JSON.stringify(event),
    at,
  );
  // Read every time, not cached: `webhooks add` in another process takes effect at once.
  const endpoints = stmt(db, 'SELECT id, events FROM webhook_endpoints WHERE account_id = ? AND removed_at IS NULL').all(accountId) as { id: string; events: string }[];
  for (const endpoint of endpoints) if (subscribes(endpoint.events, event.type)) newDelivery(db, id, endpoint.id, now);
  return id;
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

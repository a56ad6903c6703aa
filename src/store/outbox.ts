// The webhook outbox: an event, one delivery per subscribed endpoint and its delivery job, in the caller's transaction.
import { and, isNull } from 'drizzle-orm';
import type { WebhookEvent } from '../domain/webhookEvents.js';
import type { Db } from './db.js';
import { newWebhookId } from './ids.js';
import { enqueueJob } from './jobs.js';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from './schema.js';

export const DELIVER_TASK = 'webhook.deliver';

export function subscribes(events: string, type: string): boolean {
  const list = JSON.parse(events) as string[];
  return list.includes('*') || list.includes(type);
}

export function recordEvent(db: Db, accountId: string, bookingPk: number | null, event: WebhookEvent, now: number): string {
  const id = newWebhookId();
  const at = new Date(now).toISOString();
  db.insert(webhookEvents).values({ id, accountId, type: event.type, bookingPk, payload: JSON.stringify(event), createdAt: at }).run();
  const endpoints = db
    .select()
    .from(webhookEndpoints)
    .where(and(isNull(webhookEndpoints.removedAt)))
    .all()
    .filter((e) => e.accountId === accountId && subscribes(e.events, event.type));
  for (const endpoint of endpoints) scheduleDelivery(db, id, endpoint.id, now);
  return id;
}

/** One delivery row and its job; also used to redeliver a parked delivery. */
export function scheduleDelivery(db: Db, eventId: string, endpointId: string, now: number): number {
  const at = new Date(now).toISOString();
  const row = db
    .insert(webhookDeliveries)
    .values({ eventId, endpointId, status: 'PENDING', createdAt: at, nextAttemptAt: at })
    .onConflictDoUpdate({ target: [webhookDeliveries.eventId, webhookDeliveries.endpointId], set: { status: 'PENDING', nextAttemptAt: at, attempts: 0 } })
    .returning({ id: webhookDeliveries.id })
    .get();
  enqueueJob(db, { task: DELIVER_TASK, payload: { deliveryId: row.id }, runAt: now, key: `deliver:${row.id}`, maxAttempts: 1000 }, now);
  return row.id;
}

// The delivery hot path's statements, prepared once per database: load a delivery with its event and endpoint, record an attempt.
import { perEngine, stmt, type Db } from './db.js';

export interface DeliveryToSend {
  id: number;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  attempts: number;
  webhookId: string;
  payload: string;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: string | null;
  removedAt: string | null;
}

export interface AttemptRecord {
  id: number;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  at: string;
  lastStatus: number | null;
  lastError: string | null;
  durationMs: number | null;
}

/** A delivery with its event and endpoint: what one POST needs. */
const DELIVERY = `SELECT d.id, d.status, d.attempts, e.id AS webhookId, e.payload, ep.url, ep.secret, ep.previous_secret AS previousSecret,
              ep.previous_secret_expires_at AS previousSecretExpiresAt, ep.removed_at AS removedAt
       FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id JOIN webhook_endpoints ep ON ep.id = d.endpoint_id`;

/** Every statement of this module, prepared once per connection through stmt(). */
const SQL = {
  load: `${DELIVERY} WHERE d.id = ?`,
  loadMany: perEngine((d) => `${DELIVERY} WHERE d.id IN ${d.jsonValues('?', 'bigint')}`),
  attempt: `UPDATE webhook_deliveries SET status = @status, attempts = attempts + 1, last_attempt_at = @at,
              last_status = @lastStatus, last_error = @lastError, duration_ms = @durationMs,
              delivered_at = CASE WHEN @status = 'DELIVERED' THEN @at ELSE delivered_at END
       WHERE id = @id`,
  drop: `UPDATE webhook_deliveries SET status = 'FAILED', last_error = ? WHERE id = ?`,
  park: `UPDATE webhook_deliveries SET status = 'FAILED' WHERE id = ? AND status = 'PENDING'`,
};

export function loadDelivery(db: Db, id: number): DeliveryToSend | undefined {
  return stmt(db, SQL.load).get(id) as DeliveryToSend | undefined;
}

/** Many deliveries in one query (the queue's prefetch), in the order asked; null where one is gone. */
export function loadDeliveries(db: Db, ids: number[]): (DeliveryToSend | null)[] {
  const byId = new Map((stmt(db, SQL.loadMany).all(JSON.stringify(ids)) as DeliveryToSend[]).map((d) => [d.id, d]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** One attempt's outcome: counts the attempt and says whether it is delivered or still waiting (its job retries it). */
export function recordAttempt(db: Db, a: AttemptRecord): void {
  stmt(db, SQL.attempt).run(a);
}

/** Parks a delivery without an attempt (its endpoint was removed). */
export function dropDelivery(db: Db, id: number, reason: string): void {
  stmt(db, SQL.drop).run(reason, id);
}

/** Out of attempts: the delivery's job was parked; `webhooks redeliver` revives both. */
export function parkDelivery(db: Db, id: number): void {
  stmt(db, SQL.park).run(id);
}

// The delivery hot path's statements, prepared once per database: load a delivery with its event and endpoint, record an attempt.
import { engineOf, perEngine, stmt, type Db } from './db.js';
import { columnArrays, pgDefer, unnestRows, type SetColumn } from './writeSet.js';

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
  /** The attempt number reserved at the claim (reserveAttempts); only its holder records it. */
  attempt: number;
  /** The queue worker holding the delivery's job. */
  worker: string;
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
  // Attempt n is reserved in the claim's transaction, before the POST: another instance that takes the job over (a
  // lapsed lease) reserves n+1, so no attempt is sent twice, and a crash after a POST counts it.
  reserve: perEngine(
    (d) => `UPDATE webhook_deliveries SET attempts = attempts + 1 WHERE status = 'PENDING' AND id IN ${d.jsonValues('?', 'bigint')} RETURNING id, attempts`,
  ),
  // PostgreSQL: reserve and load in one statement (SQLite has no UPDATE … RETURNING inside a WITH).
  reserveAndLoad: `WITH d AS (UPDATE webhook_deliveries SET attempts = attempts + 1 WHERE status = 'PENDING'
         AND id IN (SELECT CAST(value AS BIGINT) FROM json_array_elements_text(CAST(? AS json)))
       RETURNING id, status, attempts, event_id, endpoint_id)
     SELECT d.id, d.status, d.attempts, e.id AS webhookId, e.payload, ep.url, ep.secret, ep.previous_secret AS previousSecret,
       ep.previous_secret_expires_at AS previousSecretExpiresAt, ep.removed_at AS removedAt
     FROM d JOIN webhook_events e ON e.id = d.event_id JOIN webhook_endpoints ep ON ep.id = d.endpoint_id`,
  // Recorded only by the holder of attempt n: the job still locked by this worker, no later attempt reserved.
  // (CAST: a JS number is bound as a real, and 'deliver:' || 1.0 is not the key.)
  attempt: `UPDATE webhook_deliveries SET status = @status, last_attempt_at = @at,
              last_status = @lastStatus, last_error = @lastError, duration_ms = @durationMs,
              delivered_at = CASE WHEN @status = 'DELIVERED' THEN @at ELSE delivered_at END
       WHERE id = @id AND attempts = @attempt
         AND EXISTS (SELECT 1 FROM jobs WHERE key = 'deliver:' || CAST(@id AS BIGINT) AND locked_by = @worker)`,
  // A delivered attempt, recorded after its job's fenced completion (the runner's finishJobs returned it: still this
  // worker's); the attempt number guards against a later one reserved meanwhile.
  delivered: `UPDATE webhook_deliveries SET status = 'DELIVERED', last_attempt_at = @at, last_status = @lastStatus, last_error = @lastError,
              duration_ms = @durationMs, delivered_at = @at
       WHERE id = @id AND attempts = @attempt`,
  // SQLite only (one process): the attempts reserved for deliveries whose job a dead worker held, unless the attempt
  // was recorded (a refused POST is, at once) after the claim. Both times are this service's clock.
  giveBack: `UPDATE webhook_deliveries SET attempts = attempts - 1
       WHERE status = 'PENDING' AND attempts > 0
         AND EXISTS (SELECT 1 FROM jobs j WHERE j.key = 'deliver:' || webhook_deliveries.id AND j.locked_at IS NOT NULL
           AND (webhook_deliveries.last_attempt_at IS NULL
             OR webhook_deliveries.last_attempt_at < strftime('%Y-%m-%dT%H:%M:%fZ', j.locked_at / 1000.0, 'unixepoch')))`,
  // A reservation given back unstarted, unless a later attempt was reserved since (another instance took it over).
  unreserve: `UPDATE webhook_deliveries SET attempts = attempts - 1 WHERE id = ? AND attempts = ? AND status = 'PENDING'`,
  drop: `UPDATE webhook_deliveries SET status = 'FAILED', last_error = ? WHERE id = ?`,
  park: `UPDATE webhook_deliveries SET status = 'FAILED' WHERE id = ? AND status = 'PENDING'`,
};

export function loadDelivery(db: Db, id: number): DeliveryToSend | undefined {
  return stmt(db, SQL.load).get(id) as DeliveryToSend | undefined;
}

/**
 * The queue's prefetch, in the claim's transaction: reserves the next attempt of each delivery still PENDING and
 * loads what its POST needs, in the order asked; null where one is gone or no longer PENDING. `attempts` is the
 * attempt reserved.
 */
export function reserveAttempts(db: Db, ids: number[]): (DeliveryToSend | null)[] {
  const list = JSON.stringify(ids);
  if (engineOf(db) === 'pg') {
    // One statement: the reservation and what the POSTs need, joined to the rows it returns.
    const byId = new Map((stmt(db, SQL.reserveAndLoad).all(list) as DeliveryToSend[]).map((d) => [Number(d.id), d]));
    return ids.map((id) => byId.get(id) ?? null);
  }
  const reserved = new Map((stmt(db, SQL.reserve).all(list) as { id: number; attempts: number }[]).map((r) => [r.id, r.attempts]));
  const byId = new Map((stmt(db, SQL.loadMany).all(list) as DeliveryToSend[]).map((d) => [d.id, d]));
  return ids.map((id) => (reserved.has(id) && byId.has(id) ? { ...byId.get(id)!, attempts: reserved.get(id)! } : null));
}

/**
 * SQLite, when a dead worker's jobs are taken back (no other process runs): the attempt reserved for each delivery it
 * held and did not record is given back, so a delivery held but never POSTed is not counted an attempt it did not
 * make (a kill with a hundred deliveries in hand made a hundred). A POST that left but whose answer the kill kept from
 * being recorded is sent again under the same number. Not on PostgreSQL: there the reservation is the fence against
 * an instance that was only paused.
 */
export function giveBackHeldAttempts(db: Db): number {
  return stmt(db, SQL.giveBack).run().changes;
}

/**
 * The delivery task's giveBack (src/daemon/queue/runner.ts), in the transaction that releases deliveries held and never
 * started (a hand held past half its lease, a stopping queue): the attempts their claim reserved are given back, so a
 * delivery is not counted an attempt it did not make (a drain of 20,000 on PostgreSQL recorded 144 such). One reserved
 * again since (its job taken over by another instance) is left as it is. Returns how many were given back.
 */
export function giveBackReserved(db: Db, reserved: (DeliveryToSend | null | undefined)[]): number {
  let n = 0;
  for (const d of reserved) if (d) n += stmt(db, SQL.unreserve).run(d.id, d.attempts).changes;
  return n;
}

/** One attempt's outcome, recorded by its holder only; false when the attempt is no longer this worker's. */
export function recordAttempt(db: Db, a: AttemptRecord): boolean {
  return stmt(db, SQL.attempt).run(a).changes === 1;
}

/** Parks a delivery without an attempt (its endpoint was removed). */
export function dropDelivery(db: Db, id: number, reason: string): void {
  stmt(db, SQL.drop).run(reason, id);
}

/** Out of attempts: the delivery's job was parked; `webhooks redeliver` revives both. */
export function parkDelivery(db: Db, id: number): void {
  stmt(db, SQL.park).run(id);
}

/** A POST the receiver accepted: its delivery and the attempt it was. */
export type Delivered = Pick<AttemptRecord, 'id' | 'attempt' | 'at' | 'lastStatus' | 'lastError' | 'durationMs'>;

const DELIVERED_COLUMNS: SetColumn<Delivered>[] = [
  { name: 'id', type: 'bigint', value: (r) => r.id },
  { name: 'attempt', type: 'bigint', value: (r) => r.attempt },
  { name: 'at', type: 'text', value: (r) => r.at },
  { name: 'last_status', type: 'bigint', value: (r) => r.lastStatus },
  { name: 'last_error', type: 'text', value: (r) => r.lastError },
  { name: 'duration_ms', type: 'float8', value: (r) => r.durationMs },
];
const PG_DELIVERED = `UPDATE webhook_deliveries AS d SET status = 'DELIVERED', last_attempt_at = u.at, last_status = u.last_status,
     last_error = u.last_error, duration_ms = u.duration_ms, delivered_at = u.at
   FROM ${unnestRows(DELIVERED_COLUMNS)} WHERE d.id = u.id AND d.attempts = u.attempt`;

/**
 * The delivered attempts of a tick's completed deliveries, as one set: only for jobs the fenced completion returned
 * (src/daemon/queue/runner.ts, completeMany), so no holder check per row. PostgreSQL: one UPDATE over unnest arrays,
 * sent with the commit; SQLite: one prepared statement run per row.
 */
export function recordDelivered(db: Db, rows: Delivered[]): void {
  if (!rows.length) return;
  if (engineOf(db) === 'pg') {
    pgDefer(db, PG_DELIVERED, columnArrays(DELIVERED_COLUMNS, rows));
    return;
  }
  const s = stmt(db, SQL.delivered);
  for (const r of rows) s.run(r);
}

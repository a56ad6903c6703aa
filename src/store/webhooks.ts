// Webhook endpoints (add, list, remove, rotate their secret), the delivery log, and redelivery of events.
import { randomBytes } from 'node:crypto';
import { iso } from '../domain/clock.js';
import { ReconfirmError } from '../domain/errors.js';
import { WEBHOOK_EVENT_TYPES } from '../domain/webhookEvents.js';
import { firstAccount } from './accounts.js';
import { selectColumns } from './columns.js';
import { engineOf, inTransaction, perEngine, stmt, type Db } from './db.js';
import { newId } from './ids.js';
import { scheduleDelivery } from './outbox.js';
import { webhookEndpoints } from './schema.js';

/** A Standard Webhooks secret: 'whsec_' and 24 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** An endpoint as shown to an operator: its event list parsed, never its secrets. */
export type Endpoint = Omit<EndpointRow, 'events' | 'secret' | 'previousSecret'> & { events: string[] };

const toEndpoint = ({ secret: _s, previousSecret: _p, ...r }: EndpointRow): Endpoint => ({ ...r, events: JSON.parse(r.events) });

const ENDPOINT = `SELECT ${selectColumns(webhookEndpoints)} FROM webhook_endpoints`;

/** Still being tried after at least one refused or failed attempt: what an operator means by failing, beside FAILED. */
const RETRYING = "d.status = 'PENDING' AND d.attempts > 0";

/** The filters of the delivery log: failing (FAILED or retrying after failures), one endpoint, one booking, one account. */
const deliveryFilter = (dialect: { jsonField(column: string, path: string[]): string }) =>
  `(CAST(@failed AS INTEGER) = 0 OR d.status = 'FAILED' OR (${RETRYING}))
       AND (CAST(@endpointId AS TEXT) IS NULL OR d.endpoint_id = @endpointId)
       AND (CAST(@bookingId AS TEXT) IS NULL OR ${dialect.jsonField('e.payload', ['data', 'BookingId'])} = @bookingId)
       AND (CAST(@accountId AS TEXT) IS NULL OR ep.account_id = @accountId)`;

/** Every statement of this module, prepared once per connection through stmt(). */
const SQL = {
  accountExists: 'SELECT 1 FROM accounts WHERE id = ?',
  insertEndpoint: `INSERT INTO webhook_endpoints (id, account_id, url, events, secret, description, created_at)
     VALUES (@id, @accountId, @url, @events, @secret, @description, @createdAt)`,
  // An account's own (the API's endpoints), or every account's (@accountId NULL: the database file, on the server).
  activeEndpoints: `${ENDPOINT} WHERE removed_at IS NULL AND (CAST(@accountId AS TEXT) IS NULL OR account_id = @accountId) ORDER BY created_at, id`,
  allEndpoints: `${ENDPOINT} WHERE (CAST(@accountId AS TEXT) IS NULL OR account_id = @accountId) ORDER BY created_at, id`,
  activeEndpoint: `${ENDPOINT} WHERE id = ? AND removed_at IS NULL`,
  // PostgreSQL: read to be changed (a secret rotated from the one read), locked until the commit.
  activeEndpointLocked: `${ENDPOINT} WHERE id = ? AND removed_at IS NULL FOR UPDATE`,
  removeEndpoint: 'UPDATE webhook_endpoints SET removed_at = ? WHERE id = ?',
  rotateSecret: 'UPDATE webhook_endpoints SET secret = ?, previous_secret = ?, previous_secret_expires_at = ? WHERE id = ?',
  deliveries: perEngine(
    (dialect) => `SELECT d.id, d.event_id AS webhookId, e.type, ${dialect.jsonField('e.payload', ['data', 'BookingId'])} AS BookingId, d.endpoint_id AS endpointId,
       ep.url, d.status, d.attempts, d.last_status AS lastStatus, d.last_error AS lastError, d.last_attempt_at AS lastAttemptAt,
       CASE WHEN d.status = 'PENDING' THEN ${dialect.isoFromMs('coalesce(j.rerun_at, j.run_at)')} END AS nextAttemptAt,
       d.delivered_at AS deliveredAt, d.duration_ms AS durationMs, d.created_at AS createdAt
     FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id JOIN webhook_endpoints ep ON ep.id = d.endpoint_id
       LEFT JOIN jobs j ON j.key = 'deliver:' || d.id
     WHERE ${deliveryFilter(dialect)}
     ORDER BY d.id DESC LIMIT @limit`,
  ),
  // How many the filter matches beyond the page, and of them how many failed for good or are retrying after failures.
  deliveryCounts: perEngine(
    (dialect) => `SELECT count(*) AS total,
       coalesce(sum(CASE WHEN d.status = 'FAILED' THEN 1 ELSE 0 END), 0) AS failed,
       coalesce(sum(CASE WHEN ${RETRYING} THEN 1 ELSE 0 END), 0) AS retrying
     FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id JOIN webhook_endpoints ep ON ep.id = d.endpoint_id
     WHERE ${deliveryFilter(dialect)}`,
  ),
  redeliverable: `SELECT d.id, d.event_id AS eventId, d.endpoint_id AS endpointId, ep.removed_at AS removedAt
     FROM webhook_deliveries d JOIN webhook_endpoints ep ON ep.id = d.endpoint_id
     WHERE (d.id = @id OR d.event_id = @eventId) AND (CAST(@accountId AS TEXT) IS NULL OR ep.account_id = @accountId)`,
};

/** Parses a comma-separated list of event types; '*' means all. */
export function parseEventTypes(list: string): string[] {
  const events = [...new Set(list.split(',').map((s) => s.trim()).filter(Boolean))];
  const known: readonly string[] = [...WEBHOOK_EVENT_TYPES, '*'];
  const unknown = events.filter((e) => !known.includes(e));
  if (events.length === 0 || unknown.length) {
    const what = unknown.length ? `unknown event type ${unknown.join(', ')}` : 'no event types given';
    throw new ReconfirmError('USAGE', `${what}; use ${WEBHOOK_EVENT_TYPES.join(', ')} or * (comma-separated)`);
  }
  return events;
}

export function checkEndpointUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ReconfirmError('USAGE', `--url must be an absolute http(s) URL, e.g. https://example.com/webhooks (got "${url}")`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ReconfirmError('USAGE', `--url must use http or https (got ${parsed.protocol})`);
  return parsed.toString();
}

export interface CreatedEndpoint {
  id: string;
  secret: string;
  url: string;
  events: string[];
  accountId: string;
}

/** Registers an endpoint for an account (the first one when none is named); the secret exists only in the return value's caller's hands and the row. */
export function addEndpoint(db: Db, input: { url: string; events: string[]; accountId?: string; description?: string }, now: number): CreatedEndpoint {
  const url = checkEndpointUrl(input.url);
  const accountId = input.accountId ?? firstAccount(db)?.id;
  if (!accountId) throw new ReconfirmError('NOT_FOUND', 'this database has no account yet; start `reconfirm serve` once or run `reconfirm keys create`');
  if (!stmt(db, SQL.accountExists).get(accountId)) throw new ReconfirmError('NOT_FOUND', `no account ${accountId} in this database`);
  const id = newId('ep');
  const secret = newWebhookSecret();
  stmt(db, SQL.insertEndpoint).run({ id, accountId, url, events: JSON.stringify(input.events), secret, description: input.description ?? null, createdAt: iso(now) });
  return { id, secret, url, events: input.events, accountId };
}

export function listEndpoints(db: Db, opts: { includeRemoved?: boolean; accountId?: string } = {}): Endpoint[] {
  return (stmt(db, opts.includeRemoved ? SQL.allEndpoints : SQL.activeEndpoints).all({ accountId: opts.accountId ?? null }) as EndpointRow[]).map(toEndpoint);
}

function activeEndpoint(db: Db, id: string): EndpointRow {
  const locked = engineOf(db) === 'pg' && db.$client.inTransaction;
  const row = stmt(db, locked ? SQL.activeEndpointLocked : SQL.activeEndpoint).get(id) as EndpointRow | undefined;
  if (!row) throw new ReconfirmError('NOT_FOUND', `no active webhook endpoint ${id}; see \`reconfirm webhooks list\``);
  return row;
}

/** Removes an endpoint: nothing more is sent to it, and its pending deliveries are dropped when their turn comes. */
export function removeEndpoint(db: Db, id: string, now: number): Endpoint {
  return inTransaction(db, () => {
    const row = activeEndpoint(db, id);
    stmt(db, SQL.removeEndpoint).run(iso(now), id);
    return toEndpoint({ ...row, removedAt: iso(now) });
  });
}

/** A new secret; the old one keeps signing (beside the new) for graceHours so receivers can switch over. */
export function rotateSecret(db: Db, id: string, graceHours: number, now: number): { id: string; secret: string; previousSecretExpiresAt: string } {
  return inTransaction(db, () => {
    const row = activeEndpoint(db, id);
    const secret = newWebhookSecret();
    const expires = iso(now + graceHours * 3_600_000);
    stmt(db, SQL.rotateSecret).run(secret, row.secret, expires, id);
    return { id, secret, previousSecretExpiresAt: expires };
  });
}

export interface DeliveryView {
  id: number;
  webhookId: string;
  type: string;
  BookingId: string | null;
  endpointId: string;
  url: string;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  durationMs: number | null;
  createdAt: string;
}

export interface DeliveryFilter {
  /** FAILED ones, and those still retrying after failed attempts. */
  failed?: boolean;
  endpointId?: string;
  bookingId?: string;
  /** One account's (the API); absent: every account's. */
  accountId?: string;
  limit?: number;
}

export interface DeliveryLog {
  deliveries: DeliveryView[];
  /** Every delivery the filter matches, not only this page. */
  total: number;
  /** Of those: parked after the last attempt, and still retrying after failures. */
  failed: number;
  retrying: number;
}

/** The delivery log, newest first, with how many match in all. */
export function listDeliveries(db: Db, opts: DeliveryFilter = {}): DeliveryLog {
  const params = { failed: opts.failed ? 1 : 0, endpointId: opts.endpointId ?? null, bookingId: opts.bookingId ?? null, accountId: opts.accountId ?? null };
  const deliveries = stmt(db, SQL.deliveries).all({ ...params, limit: opts.limit ?? 50 }) as DeliveryView[];
  const counts = stmt(db, SQL.deliveryCounts).get(params) as { total: number | string; failed: number | string; retrying: number | string };
  return { deliveries, total: Number(counts.total), failed: Number(counts.failed), retrying: Number(counts.retrying) };
}

/** Re-queues a delivery (by its number) or every delivery of an event (by webhook-id); the webhook-id stays the same. */
export function redeliver(db: Db, idOrWebhookId: string, now: number, accountId?: string): { deliveryId: number; webhookId: string; endpointId: string }[] {
  return inTransaction(db, () => {
    // A number names one delivery; anything else is a webhook-id (every delivery of that event).
    const byNumber = /^\d+$/.test(idOrWebhookId);
    const rows = stmt(db, SQL.redeliverable).all({ id: byNumber ? Number(idOrWebhookId) : null, eventId: byNumber ? null : idOrWebhookId, accountId: accountId ?? null }) as {
      id: number;
      eventId: string;
      endpointId: string;
      removedAt: string | null;
    }[];
    if (rows.length === 0) throw new ReconfirmError('NOT_FOUND', `no delivery or webhook-id ${idOrWebhookId}; see \`reconfirm webhooks deliveries\``);
    const live = rows.filter((r) => !r.removedAt);
    if (live.length === 0) throw new ReconfirmError('NOT_FOUND', `the endpoint of ${idOrWebhookId} was removed; nothing to redeliver to`);
    return live.map((r) => ({ deliveryId: scheduleDelivery(db, r.eventId, r.endpointId, now), webhookId: r.eventId, endpointId: r.endpointId }));
  });
}

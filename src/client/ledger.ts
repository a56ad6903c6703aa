// The client's local ledger (SQLite): every API call with requestId and traceId, imported bookings, received webhooks.
import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';

export type Ledger = Database.Database;

/** Default: $XDG_DATA_HOME/reconfirm/ledger.db (~/.local/share/reconfirm/ledger.db); RECONFIRM_LEDGER or client.ledger overrides. */
export function defaultLedgerPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_DATA_HOME || join(homedir(), '.local', 'share');
  return join(base, 'reconfirm', 'ledger.db');
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS calls (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  status INTEGER,
  request_id TEXT,
  trace_ids TEXT,
  booking_ids TEXT,
  outcome TEXT,
  attempt INTEGER NOT NULL DEFAULT 1,
  duration_ms REAL
);
CREATE INDEX IF NOT EXISTS calls_at ON calls(at);
CREATE TABLE IF NOT EXISTS local_bookings (
  booking_id TEXT PRIMARY KEY,
  data TEXT NOT NULL,
  source_file TEXT,
  source_line INTEGER,
  imported_at TEXT NOT NULL,
  pushed_at TEXT,
  trace_id TEXT,
  outcome TEXT
);
CREATE TABLE IF NOT EXISTS received_webhooks (
  webhook_id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  booking_id TEXT,
  received_at TEXT NOT NULL,
  payload TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS received_webhooks_booking ON received_webhooks(booking_id);
`;

export function openLedger(path: string): Ledger {
  mkdirSync(dirname(resolve(path)), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  return db;
}

export interface ReceivedWebhook {
  webhookId: string;
  type: string;
  bookingId: string | null;
  receivedAt: string;
  payload: unknown;
}

/** Records a received webhook once; false when this webhook-id was already recorded (a redelivery). */
export function recordWebhook(ledger: Ledger, w: ReceivedWebhook): boolean {
  return (
    ledger
      .prepare('INSERT OR IGNORE INTO received_webhooks (webhook_id, type, booking_id, received_at, payload) VALUES (?, ?, ?, ?, ?)')
      .run(w.webhookId, w.type, w.bookingId, w.receivedAt, JSON.stringify(w.payload)).changes === 1
  );
}

export function listWebhooks(ledger: Ledger, bookingId?: string): ReceivedWebhook[] {
  const rows = (bookingId
    ? ledger.prepare('SELECT * FROM received_webhooks WHERE booking_id = ? ORDER BY received_at').all(bookingId)
    : ledger.prepare('SELECT * FROM received_webhooks ORDER BY received_at').all()) as { webhook_id: string; type: string; booking_id: string | null; received_at: string; payload: string }[];
  return rows.map((r) => ({ webhookId: r.webhook_id, type: r.type, bookingId: r.booking_id, receivedAt: r.received_at, payload: JSON.parse(r.payload) }));
}

export interface CallRecord {
  method: string;
  path: string;
  status: number | null;
  requestId?: string | null;
  traceIds?: string[];
  bookingIds?: string[];
  outcome: string;
  attempt: number;
  durationMs: number;
}

export function recordCall(ledger: Ledger, c: CallRecord, at = new Date().toISOString()): void {
  ledger
    .prepare('INSERT INTO calls (at, method, path, status, request_id, trace_ids, booking_ids, outcome, attempt, duration_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(at, c.method, c.path, c.status, c.requestId ?? null, JSON.stringify(c.traceIds ?? []), JSON.stringify(c.bookingIds ?? []), c.outcome, c.attempt, c.durationMs);
}

// The client's local ledger (SQLite): every API call with requestId and traceId, imported bookings, received webhooks.
// It is the client's own file on the operator's machine, not the service database; its statements live in the store like every other.
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { ensurePrivateFile } from './privateFile.js';
import { Database } from './sqliteDriver.js';

export type Ledger = BetterSqlite3.Database;

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
  ensurePrivateFile(path); // guest data and call logs: owner only, like the config file
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

// ---- local bookings: what `import` stored and `push` sent ---------------------------------------

export interface LocalBooking {
  bookingId: string;
  data: Record<string, unknown>;
  sourceFile: string | null;
  sourceLine: number | null;
  importedAt: string;
  pushedAt: string | null;
  traceId: string | null;
  outcome: string | null;
}

type LocalRow = { booking_id: string; data: string; source_file: string | null; source_line: number | null; imported_at: string; pushed_at: string | null; trace_id: string | null; outcome: string | null };
const toLocal = (r: LocalRow): LocalBooking => ({
  bookingId: r.booking_id,
  data: JSON.parse(r.data),
  sourceFile: r.source_file,
  sourceLine: r.source_line,
  importedAt: r.imported_at,
  pushedAt: r.pushed_at,
  traceId: r.trace_id,
  outcome: r.outcome,
});

export interface StoreResult {
  added: number;
  changed: number;
  /** Already sent to the service: the stored copy is kept, since the service holds that version. */
  alreadySent: number;
  unchanged: number;
}

/** Stores validated bookings in one transaction; a booking already pushed keeps the version that was sent. */
export function storeLocalBookings(ledger: Ledger, rows: { bookingId: string; data: unknown; sourceFile: string; sourceLine: number }[], at = new Date().toISOString()): StoreResult {
  const get = ledger.prepare('SELECT data, pushed_at FROM local_bookings WHERE booking_id = ?');
  const insert = ledger.prepare('INSERT INTO local_bookings (booking_id, data, source_file, source_line, imported_at) VALUES (?, ?, ?, ?, ?)');
  const update = ledger.prepare('UPDATE local_bookings SET data = ?, source_file = ?, source_line = ?, imported_at = ? WHERE booking_id = ?');
  const result: StoreResult = { added: 0, changed: 0, alreadySent: 0, unchanged: 0 };
  ledger.transaction(() => {
    for (const r of rows) {
      const json = JSON.stringify(r.data);
      const existing = get.get(r.bookingId) as { data: string; pushed_at: string | null } | undefined;
      if (!existing) {
        insert.run(r.bookingId, json, r.sourceFile, r.sourceLine, at);
        result.added++;
      } else if (existing.data === json) result.unchanged++;
      else if (existing.pushed_at) result.alreadySent++;
      else {
        update.run(json, r.sourceFile, r.sourceLine, at, r.bookingId);
        result.changed++;
      }
    }
  })();
  return result;
}

export function unsentBookings(ledger: Ledger): LocalBooking[] {
  return (ledger.prepare('SELECT * FROM local_bookings WHERE pushed_at IS NULL ORDER BY imported_at, source_file, source_line').all() as LocalRow[]).map(toLocal);
}

export function localBookings(ledger: Ledger, bookingIds: string[]): Map<string, LocalBooking> {
  const get = ledger.prepare('SELECT * FROM local_bookings WHERE booking_id = ?');
  const out = new Map<string, LocalBooking>();
  for (const id of bookingIds) {
    const r = get.get(id) as LocalRow | undefined;
    if (r) out.set(id, toLocal(r));
  }
  return out;
}

/** Marks bookings as accepted by the service under a traceId (the 5-minute rule counts from here). */
export function markPushed(ledger: Ledger, pushed: { bookingId: string; data: unknown; traceId: string }[], at = new Date().toISOString()): void {
  const upsert = ledger.prepare(
    `INSERT INTO local_bookings (booking_id, data, imported_at, pushed_at, trace_id) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(booking_id) DO UPDATE SET pushed_at = excluded.pushed_at, trace_id = excluded.trace_id, outcome = NULL`,
  );
  ledger.transaction(() => {
    for (const p of pushed) upsert.run(p.bookingId, JSON.stringify(p.data), at, at, p.traceId);
  })();
}

/** Records what the service did with each booking (from GET /traces). */
export function recordOutcomes(ledger: Ledger, outcomes: { bookingId: string; outcome: string }[]): void {
  const set = ledger.prepare('UPDATE local_bookings SET outcome = ? WHERE booking_id = ?');
  ledger.transaction(() => {
    for (const o of outcomes) set.run(o.outcome, o.bookingId);
  })();
}

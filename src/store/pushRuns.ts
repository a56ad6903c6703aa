// The ledger's record of each `push` run: its traceIds as they are accepted, so an interrupted wait can be resumed
// (`reconfirm push --resume`) without the operator copying traceIds off the screen.
import type { Ledger } from './ledger.js';

const SCHEMA = `CREATE TABLE IF NOT EXISTS push_runs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  started_at TEXT NOT NULL,
  source TEXT,
  trace_ids TEXT NOT NULL DEFAULT '',
  booking_ids TEXT NOT NULL DEFAULT '[]'
)`;

export interface PushRun {
  id: number;
  startedAt: string;
  source: string | null;
  traceIds: string[];
  bookingIds: string[];
}

export function startPushRun(ledger: Ledger, source: string | null, at = new Date().toISOString()): number {
  ledger.exec(SCHEMA);
  return Number(ledger.prepare('INSERT INTO push_runs (started_at, source) VALUES (?, ?)').run(at, source).lastInsertRowid);
}

/** Adds one accepted call's traceIds and BookingIds to the run. */
export function addToPushRun(ledger: Ledger, runId: number, traceIds: string[], bookingIds: string[]): void {
  const row = ledger.prepare('SELECT trace_ids, booking_ids FROM push_runs WHERE id = ?').get(runId) as { trace_ids: string; booking_ids: string };
  const traces = [...row.trace_ids.split(',').filter(Boolean), ...traceIds].join(',');
  const ids = JSON.stringify([...(JSON.parse(row.booking_ids) as string[]), ...bookingIds]);
  ledger.prepare('UPDATE push_runs SET trace_ids = ?, booking_ids = ? WHERE id = ?').run(traces, ids, runId);
}

/** The latest run that sent anything; undefined when this ledger never pushed. */
export function lastPushRun(ledger: Ledger): PushRun | undefined {
  ledger.exec(SCHEMA);
  const r = ledger.prepare("SELECT * FROM push_runs WHERE trace_ids <> '' ORDER BY id DESC LIMIT 1").get() as
    | { id: number; started_at: string; source: string | null; trace_ids: string; booking_ids: string }
    | undefined;
  return r && { id: r.id, startedAt: r.started_at, source: r.source, traceIds: r.trace_ids.split(','), bookingIds: JSON.parse(r.booking_ids) };
}

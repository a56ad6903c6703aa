// Traces: the per-booking outcome of each accepted submission, read back by GET /traces/{traceId}.
import type { Trace, TraceOutcome } from '../domain/schemas.js';
import { stmt, type Db } from './db.js';
import { findSubmission } from './submissions.js';

export interface Outcome {
  bookingId: string;
  outcome: TraceOutcome;
  message: string;
  pk: number | null;
}

/** Every statement of this module, prepared once per connection through stmt(). */
const SQL = {
  insertOutcome: 'INSERT INTO trace_outcomes (trace_id, idx, booking_id, outcome, message, booking_pk) VALUES (?, ?, ?, ?, ?, ?)',
  outcomes: `SELECT o.idx AS "index", o.booking_id AS BookingId, o.outcome, o.message, b.status AS ReconfirmationStatus FROM trace_outcomes o
     LEFT JOIN bookings b ON b.id = o.booking_pk WHERE o.trace_id = ? ORDER BY o.idx`,
};

export function insertOutcomes(db: Db, traceId: string, outcomes: Outcome[]) {
  const insert = stmt(db, SQL.insertOutcome);
  outcomes.forEach((o, idx) => insert.run(traceId, idx, o.bookingId, o.outcome, o.message, o.pk));
}

/** One account's submission with its per-booking outcomes; another account's traceId is not found. */
export function getTrace(db: Db, accountId: string, traceId: string): Trace | undefined {
  const sub = findSubmission(db, accountId, traceId);
  if (!sub) return undefined;
  const outcomes = stmt(db, SQL.outcomes).all(traceId) as Trace['outcomes'];
  return { ...sub, outcomes };
}

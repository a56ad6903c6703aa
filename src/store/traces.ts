// Traces: the per-booking outcome of each accepted submission, read back by GET /traces/{traceId}.
import type { ReconfirmationStatus, Trace, TraceOutcome } from '../domain/schemas.js';
import { stmt, type Db } from './db.js';

export interface Outcome {
  bookingId: string;
  outcome: TraceOutcome;
  message: string;
  pk: number | null;
}

export function insertOutcomes(db: Db, traceId: string, outcomes: Outcome[]) {
  const insert = stmt(db, 'INSERT INTO trace_outcomes (trace_id, idx, booking_id, outcome, message, booking_pk) VALUES (?, ?, ?, ?, ?, ?)');
  outcomes.forEach((o, idx) => insert.run(traceId, idx, o.bookingId, o.outcome, o.message, o.pk));
}

export function getTrace(db: Db, accountId: string, traceId: string): Trace | undefined {
  const sub = stmt(db, 'SELECT trace_id, kind, state, received_at, applied_at, bookings_count FROM submissions WHERE trace_id = ? AND account_id = ?').get(
    traceId,
    accountId,
  ) as { trace_id: string; kind: Trace['kind']; state: Trace['state']; received_at: string; applied_at: string | null; bookings_count: number } | undefined;
  if (!sub) return undefined;
  const outcomes = stmt(
    db,
    `SELECT o.idx, o.booking_id, o.outcome, o.message, b.status FROM trace_outcomes o
     LEFT JOIN bookings b ON b.id = o.booking_pk WHERE o.trace_id = ? ORDER BY o.idx`,
  ).all(traceId) as { idx: number; booking_id: string; outcome: TraceOutcome; message: string; status: ReconfirmationStatus | null }[];
  return {
    traceId: sub.trace_id,
    kind: sub.kind,
    state: sub.state,
    receivedAt: sub.received_at,
    appliedAt: sub.applied_at,
    bookingsCount: sub.bookings_count,
    outcomes: outcomes.map((o) => ({ index: o.idx, BookingId: o.booking_id, outcome: o.outcome, message: o.message, ReconfirmationStatus: o.status })),
  };
}

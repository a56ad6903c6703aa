// State changes with their consequences: status, history row and outbox event commit in one transaction.
import { iso } from '../domain/clock.js';
import { nextStatus } from '../domain/stateMachine.js';
import type { Booking } from '../domain/schemas.js';
import { confirmedEvent, escalatedEvent, type Discrepancy, type EscalationReason, type Severity } from '../domain/webhookEvents.js';
import { addHistory, bookingWritten, getBookingByPk, heldEscalationReasons, setStatus, type StoredBooking } from './bookings.js';
import { deferSetRow, unnestRows, type SetColumn } from './writeSet.js';
import { stmt, inTransaction, type Db } from './db.js';
import { STOPS_REMINDERS } from '../domain/policy.js';
import { cancelBookingJobs, cancelJobs, enqueue } from './jobs.js';
import { recordEvent } from './outbox.js';
import type { bookings } from './schema.js';

/** Every statement of this module, prepared once per connection through stmt(). */
const SQL = {
  raiseEscalation: 'INSERT INTO escalations (booking_pk, reason, raised_at, severity, message, data) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  touchBooking: 'UPDATE bookings SET updated_at = ? WHERE id = ?',
  raisedReasons: 'SELECT reason FROM escalations WHERE booking_pk = ?',
  clearEscalations: 'DELETE FROM escalations WHERE booking_pk = ?',
  resetAttempts: 'UPDATE bookings SET attempts = 0 WHERE id = ?',
};

export interface Actor {
  actor: string;
  now: number;
}

export type TransitionResult = { ok: true; status: string } | { ok: false; reason: string };

/**
 * PENDING or ESCALATED -> CONFIRMED with the hotel's HCN; sends booking.confirmed. `read`: the booking as the caller
 * read it in this same transaction (not read again).
 */
export function confirmBooking(
  db: Db,
  pk: number,
  hcn: string,
  who: Actor & { message?: string; data?: unknown },
  read?: StoredBooking,
  /** More columns for the same UPDATE (a contact's attempt count, replies.ts): the row written once. */
  also: Partial<typeof bookings.$inferInsert> = {},
): TransitionResult {
  return inTransaction(db, () => {
    const stored = read ?? getBookingByPk(db, pk);
    if (!stored) return { ok: false, reason: 'booking not found' };
    const from = stored.row.status;
    const to = nextStatus(from, 'confirm');
    if (!to) return { ok: false, reason: `booking is ${from}; it cannot be confirmed` };
    const at = iso(who.now);
    const booking: Booking = { ...stored.booking, Supplier: { ...(stored.booking.Supplier ?? {}), HCN: hcn } };
    // The HCN goes into the stored booking too (GET shows it in Supplier.HCN), in the status change's own UPDATE.
    setStatus(
      db,
      pk,
      from,
      to,
      { at, actor: who.actor, kind: 'transition', message: who.message ?? `confirmed by the hotel with HCN ${hcn}`, data: who.data },
      { ...also, hcn, confirmedAt: at, data: JSON.stringify(booking) },
    );
    stopReconfirmation(db, pk);
    recordEvent(db, stored.row.accountId, pk, confirmedEvent(booking, hcn, at), who.now);
    return { ok: true, status: to };
  });
}

export interface Escalation {
  reason: EscalationReason;
  severity: Severity;
  message: string;
  discrepancies?: Discrepancy[];
}

/**
 * Raises an escalation reason once per booking: PENDING -> ESCALATED (or a new reason on an ESCALATED
 * booking) with its history row and booking.escalated event. Returns false when already raised. `read`: the booking
 * as the caller read it in this same transaction.
 */
export function escalateBooking(db: Db, pk: number, e: Escalation, who: Actor, read?: StoredBooking): boolean {
  return inTransaction(db, () => {
    const stored = read ?? getBookingByPk(db, pk);
    if (!stored) return false;
    const from = stored.row.status;
    const to = nextStatus(from, 'escalate');
    if (!to) return false;
    const at = iso(who.now);
    if (!raise(db, pk, e, at)) return false;
    const h = { at, actor: who.actor, kind: 'escalation', message: `${e.reason}: ${e.message}`, data: { reason: e.reason, severity: e.severity, discrepancies: e.discrepancies ?? [] } };
    if (from === to) {
      bookingWritten(db, pk);
      stmt(db, SQL.touchBooking).run(at, pk);
      addEscalationHistory(db, pk, h);
    } else {
      setStatus(db, pk, from, to, h);
    }
    recordEvent(db, stored.row.accountId, pk, escalatedEvent(stored.booking, { ...e, attempts: stored.row.attempts }, at), who.now);
    // The hotel answered (a discrepancy, no such booking) or never will: an operator takes over, reminders stop.
    if (STOPS_REMINDERS.includes(e.reason)) cancelJobs(db, 'hotel.contact', { bookingPk: pk });
    return true;
  });
}

type RaisedRow = { pk: number; reason: string; at: string; severity: string; message: string; data: string };
const RAISED_COLUMNS: SetColumn<RaisedRow>[] = [
  { name: 'booking_pk', type: 'bigint', value: (r) => r.pk },
  { name: 'reason', type: 'text', value: (r) => r.reason },
  { name: 'raised_at', type: 'text', value: (r) => r.at },
  { name: 'severity', type: 'text', value: (r) => r.severity },
  { name: 'message', type: 'text', value: (r) => r.message },
  { name: 'data', type: 'text', value: (r) => r.data },
];
/** PostgreSQL, rows gathered: a tick's escalations in one INSERT (the unique key still turns a second one away). */
const RAISED_SET = `INSERT INTO escalations (booking_pk, reason, raised_at, severity, message, data)
   SELECT booking_pk, reason, raised_at, severity, message, data FROM ${unnestRows(RAISED_COLUMNS)} ORDER BY ord ON CONFLICT DO NOTHING`;

/**
 * Raises the reason once; false when it was raised already. A booking held for a tick's writes (its reasons read under
 * its lock: holdBookingsForWrites) is answered from those, and its row joins the tick's set; otherwise the INSERT's
 * count answers.
 */
function raise(db: Db, pk: number, e: Escalation, at: string): boolean {
  const held = heldEscalationReasons(db, pk);
  const row = { pk, reason: e.reason, at, severity: e.severity, message: e.message, data: JSON.stringify(e.discrepancies ?? []) };
  if (held) {
    if (held.includes(e.reason)) return false;
    if (deferSetRow(db, 'escalations.raise', RAISED_SET, RAISED_COLUMNS, row, { writes: [`escalation:${pk}:${e.reason}`] })) {
      held.push(e.reason);
      return true;
    }
  }
  const raised = stmt(db, SQL.raiseEscalation).run(row.pk, row.reason, row.at, row.severity, row.message, row.data).changes === 1;
  if (raised) held?.push(e.reason);
  return raised;
}

function addEscalationHistory(db: Db, pk: number, h: { at: string; actor: string; kind: string; message: string; data: unknown }) {
  addHistory(db, pk, { ...h, fromStatus: 'ESCALATED', toStatus: 'ESCALATED' });
}

/** Escalation reasons already raised for a booking. */
export function raisedReasons(db: Db, pk: number): string[] {
  const held = heldEscalationReasons(db, pk);
  if (held) return [...held];
  return (stmt(db, SQL.raisedReasons).all(pk) as { reason: string }[]).map((r) => r.reason);
}

/** PENDING or ESCALATED -> CANCELLED by a client update; no reconfirmation is required any more. */
export function cancelBooking(db: Db, pk: number, who: Actor & { message?: string }): TransitionResult {
  return inTransaction(db, () => {
    const stored = getBookingByPk(db, pk);
    if (!stored) return { ok: false, reason: 'booking not found' };
    const from = stored.row.status;
    const to = nextStatus(from, 'cancel');
    if (!to) return { ok: false, reason: `booking is ${from}` };
    setStatus(db, pk, from, to, { at: iso(who.now), actor: who.actor, kind: 'transition', message: who.message ?? 'cancelled by the client' });
    stopReconfirmation(db, pk);
    // A hotel system that took the booking over OpenTravel is told too (best effort, its own job).
    if (stored.row.channel === 'ota') enqueue(db, 'hotel.otaCancel', { bookingPk: pk }, { runAt: who.now }, who.now);
    return { ok: true, status: to };
  });
}

/** A locked booking needs no more contacts or risk checks: their jobs go with the transition. */
function stopReconfirmation(db: Db, bookingPk: number): void {
  cancelBookingJobs(db, bookingPk);
}

/** A changed booking goes back to the hotel: ESCALATED -> PENDING, and the raised reasons may fire again. */
export function reopenBooking(db: Db, pk: number, who: Actor & { message: string }): void {
  inTransaction(db, () => {
    const stored = getBookingByPk(db, pk);
    if (!stored) return;
    const from = stored.row.status;
    const to = nextStatus(from, 'reopen');
    if (!to) return;
    const at = iso(who.now);
    stmt(db, SQL.clearEscalations).run(pk);
    if (from !== to) setStatus(db, pk, from, to, { at, actor: who.actor, kind: 'transition', message: who.message }, { attempts: 0 });
    else {
      bookingWritten(db, pk);
      stmt(db, SQL.resetAttempts).run(pk);
    }
  });
}

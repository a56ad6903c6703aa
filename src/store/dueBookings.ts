// The scheduler's view of bookings: which unconfirmed ones have a contact or a risk check due, and their schedule columns.
import { stmt, type Db } from './db.js';

export interface DueBooking {
  id: number;
  priority: number;
  check_in: string;
  /** 'contact' when next_contact_at has come, 'risk' when next_risk_at has. */
  due: 'contact' | 'risk';
}

/**
 * One statement, two index range scans (bookings_status_next, bookings_status_risk): only bookings whose
 * time has come are read, however many bookings the table holds. ISO timestamps compare as text.
 */
export const DUE_BOOKINGS_SQL = `SELECT id, priority, check_in, 'contact' AS due FROM bookings
         WHERE status IN ('PENDING', 'ESCALATED') AND next_contact_at <= @now
       UNION ALL
       SELECT id, priority, check_in, 'risk' AS due FROM bookings
         WHERE status IN ('PENDING', 'ESCALATED') AND next_risk_at <= @now`;

export function findDueBookings(db: Db, nowIso: string): DueBooking[] {
  return stmt(db, DUE_BOOKINGS_SQL).all({ now: nowIso }) as DueBooking[];
}

export function setNextContactAt(db: Db, pk: number, at: string | null): void {
  stmt(db, 'UPDATE bookings SET next_contact_at = ? WHERE id = ?').run(at, pk);
}

export function setNextRiskAt(db: Db, pk: number, at: string | null): void {
  stmt(db, 'UPDATE bookings SET next_risk_at = ? WHERE id = ?').run(at, pk);
}

/** A contact attempt went out: count it and plan the next look. */
export function recordAttemptSent(db: Db, pk: number, s: { channel: string; attempts: number; at: string; nextContactAt: string | null }): void {
  stmt(db, 'UPDATE bookings SET channel = ?, attempts = ?, last_contact_at = ?, next_contact_at = ? WHERE id = ?').run(s.channel, s.attempts, s.at, s.nextContactAt, pk);
}

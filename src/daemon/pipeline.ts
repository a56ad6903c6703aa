// The jobs a booking change schedules in its own transaction: the job row is the only schedule (src/domain/tasks.ts).
import { bookingJobPriority } from '../domain/tasks.js';
import type { Db } from '../store/db.js';
import { enqueue } from '../store/jobs.js';

/** What scheduling needs of a booking: a stored row, or what insertBooking returns, passes as it is. */
export interface BookingRef {
  id: number;
  priority: number;
  checkIn: string;
}

/**
 * A booking was accepted or its hotel-relevant data changed: contact the hotel now. The contact job checks the
 * risk rules too (after sending, or at once when there is no one to contact), and plans the next risk check.
 */
export function scheduleReconfirmation(db: Db, b: BookingRef, now: number): void {
  scheduleContact(db, b, now, now);
}

/** The booking's next hotel contact at `at`; one already planned earlier stays earlier. */
export function scheduleContact(db: Db, b: BookingRef, at: number, now: number): void {
  enqueue(db, 'hotel.contact', { bookingPk: b.id }, { runAt: at, priority: bookingJobPriority(b.priority, b.checkIn, now) }, now);
}

/** The booking's next risk check at `at`; one already planned earlier stays earlier (it finds nothing due and plans again). */
export function scheduleRiskCheck(db: Db, b: BookingRef, at: number, now: number): void {
  enqueue(db, 'risk.check', { bookingPk: b.id }, { runAt: at, priority: bookingJobPriority(b.priority, b.checkIn, now) }, now);
}

// Task names of the one durable queue, and the jobs a booking change schedules in its own transaction.
import type { Db } from '../store/db.js';
import { enqueueJob } from '../store/jobs.js';
import { DELIVER_TASK } from '../store/outbox.js';

export const TASKS = {
  applySubmission: 'submission.apply',
  contactHotel: 'hotel.contact',
  checkRisks: 'risk.check',
  deliverWebhook: DELIVER_TASK,
} as const;

/** Higher BookingPriority first, then nearer check-in (PRODUCT section 4). */
export function jobPriority(bookingPriority: number, checkIn: string, now: number): number {
  const hoursAway = Math.max(0, Math.min(999_999, Math.floor((Date.parse(checkIn) - now) / 3_600_000)));
  return bookingPriority * 1_000_000 + (999_999 - hoursAway);
}

export interface BookingRef {
  pk: number;
  priority: number;
  checkIn: string;
}

/**
 * A booking was accepted or its hotel-relevant data changed: contact the hotel now. The contact job
 * checks the risk rules too (after sending, or at once when there is no one to contact), so one job
 * per booking does both; the scheduler's tick queues later risk checks on their own.
 */
export function scheduleReconfirmation(db: Db, b: BookingRef, now: number): void {
  const priority = jobPriority(b.priority, b.checkIn, now);
  enqueueJob(db, { task: TASKS.contactHotel, payload: { bookingPk: b.pk }, runAt: now, priority, key: `contact:${b.pk}` }, now);
}

// Whether a booking's hotel is contacted now, and which attempt it is: the one reading of the booking for that
// decision, shared by a single contact (contact.ts, at the claim or in its handler) and a digest's lines (digest.ts).
import { contactDecision } from '../../domain/policy.js';
import { hotelInstantIso, hotelZone } from '../../domain/hotelTime.js';
import type { StoredBooking } from '../../store/bookings.js';
import { raisedReasons } from '../../store/transitions.js';
import type { ServiceContext } from '../context.js';

/** `raised`: the booking's escalation reasons when the caller read them already (a claim reads its bookings' at once). */
export function contactDecisionFor(ctx: ServiceContext, stored: StoredBooking, now: number, raised?: string[]): ReturnType<typeof contactDecision> {
  const checkOut = hotelInstantIso(stored.row.checkOut, hotelZone(stored.booking, ctx.config.defaultTimeZone).zone);
  return contactDecision({ status: stored.row.status, attempts: stored.row.attempts, raised: raised ?? raisedReasons(ctx.db, stored.row.id), checkOut }, ctx.config.policy, now);
}

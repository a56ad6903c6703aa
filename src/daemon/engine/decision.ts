// Whether a booking's hotel is contacted now, and which attempt it is: the one reading of the booking for that
// decision, shared by a single contact (contact.ts, at the claim or in its handler) and a digest's lines (digest.ts).
import { contactDecision } from '../../domain/policy.js';
import { hotelInstantIso, hotelZone } from '../../domain/hotelTime.js';
import type { StoredBooking } from '../../store/bookings.js';
import { raisedReasons } from '../../store/transitions.js';
import { MINUTE } from '../../domain/clock.js';
import type { ServiceContext } from '../context.js';
import type { Engine } from './state.js';

/** `raised`: the booking's escalation reasons when the caller read them already (a claim reads its bookings' at once). */
export function contactDecisionFor(ctx: ServiceContext, stored: StoredBooking, now: number, raised?: string[]): ReturnType<typeof contactDecision> {
  const checkOut = hotelInstantIso(stored.row.checkOut, hotelZone(stored.booking, ctx.config.defaultTimeZone).zone);
  return contactDecision({ status: stored.row.status, attempts: stored.row.attempts, raised: raised ?? raisedReasons(ctx.db, stored.row.id), checkOut }, ctx.config.policy, now);
}

/**
 * The latest attempt an earlier run left SENDING (its instance stopped, killed or paused past its lease, before
 * recording the outcome) through a channel that reaches outside this process, while its answer is still awaited
 * (policy.interruptedSendWaitMinutes after it). It may have reached the hotel: asking again at once would ask twice.
 * A SENDING attempt of this run is never in `past` (each run reads the round before writing its own).
 */
export function interruptedSend(ctx: ServiceContext, engine: Engine, past: { channel: string; status: string; sentAt: number }[], now: number): { channel: string; sentAt: number; until: number } | undefined {
  const wait = ctx.config.policy.interruptedSendWaitMinutes * MINUTE;
  const last = past.filter((p) => p.status === 'SENDING' && engine.channels[p.channel]?.reachesOutside).at(-1);
  return last && last.sentAt + wait > now ? { channel: last.channel, sentAt: last.sentAt, until: last.sentAt + wait } : undefined;
}

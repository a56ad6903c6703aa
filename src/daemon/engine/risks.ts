// The risk.check task: raises every risk rule that is due (once per reason) and plans the check for the next one.
import { hotelInstantIso, hotelZone } from '../../domain/hotelTime.js';
import { evaluateRisks } from '../../domain/risk.js';
import { escalationReasonsOf, getBookingByPk, getBookingsByPkLocked, heldEscalationReasons, type StoredBooking } from '../../store/bookings.js';
import { inTransaction } from '../../store/db.js';
import { lastReplyAt, lastReplyAtOf } from '../../store/replies.js';
import { escalateBooking, raisedReasons } from '../../store/transitions.js';
import type { ServiceContext } from '../context.js';
import { scheduleRiskCheck } from '../pipeline.js';

/** Returns the reasons raised now. */
export function runRiskCheck(ctx: ServiceContext, bookingPk: number, earlier?: StoredBooking): string[] {
  return inTransaction(ctx.db, () => {
    const stored = getBookingByPk(ctx.db, bookingPk, earlier);
    if (!stored) return [];
    return checkRisks(ctx, stored, lastReplyAt(ctx.db, bookingPk), raisedReasons(ctx.db, bookingPk));
  });
}

/**
 * runRiskCheck for many bookings, in the caller's transaction (a tick's contacts, after their outcomes' writes): their
 * rows (locked on PostgreSQL), their last answers and their raised reasons read in one statement each, then each
 * checked as runRiskCheck does.
 */
export function runRiskChecks(ctx: ServiceContext, bookingPks: number[]): void {
  if (!bookingPks.length) return;
  const read = getBookingsByPkLocked(ctx.db, bookingPks);
  const present = [...read.keys()];
  const replies = lastReplyAtOf(ctx.db, present);
  const unheld = present.filter((pk) => heldEscalationReasons(ctx.db, pk) === undefined);
  const reasons = unheld.length ? escalationReasonsOf(ctx.db, unheld) : new Map<number, string[]>();
  for (const pk of bookingPks) {
    const stored = read.get(pk);
    if (stored) checkRisks(ctx, stored, replies.get(pk) ?? null, heldEscalationReasons(ctx.db, pk) ?? reasons.get(pk) ?? []);
  }
}

function checkRisks(ctx: ServiceContext, stored: StoredBooking, lastReply: string | null, raisedNow: string[]): string[] {
  const bookingPk = stored.row.id;
  const now = ctx.clock.now();
  const { row, booking } = stored;
  // Hotel-local dates name the instant they start at in the hotel's zone; the rules work on that instant.
  const { zone } = hotelZone(booking, ctx.config.defaultTimeZone);
  const evaluation = evaluateRisks(
    {
      status: row.status,
      checkIn: hotelInstantIso(row.checkIn, zone),
      refundable: booking.Refundable,
      cancellationDeadline: booking.CancellationDeadLine && hotelInstantIso(booking.CancellationDeadLine, zone),
      attempts: row.attempts,
      lastContactAt: row.lastContactAt,
      lastReplyAt: lastReply,
      raised: [...raisedNow],
      zone,
    },
    ctx.config.policy,
    now,
  );
  const raised: string[] = [];
  for (const finding of evaluation.due) {
    if (escalateBooking(ctx.db, bookingPk, finding, { actor: 'risk rules', now })) raised.push(finding.reason);
  }
  if (evaluation.nextAt !== null) scheduleRiskCheck(ctx.db, row, evaluation.nextAt, now);
  for (const reason of raised) ctx.metrics.inc('reconfirm_escalations_total', { reason });
  return raised;
}

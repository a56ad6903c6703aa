// The risk.check task: raises every risk rule that is due (once per reason) and plans the check for the next one.
import { hotelInstantIso, hotelZone } from '../../domain/hotelTime.js';
import { evaluateRisks } from '../../domain/risk.js';
import { getBookingByPk, type StoredBooking } from '../../store/bookings.js';
import { inTransaction } from '../../store/db.js';
import { lastReplyAt } from '../../store/replies.js';
import { escalateBooking, raisedReasons } from '../../store/transitions.js';
import type { ServiceContext } from '../context.js';
import { scheduleRiskCheck } from '../pipeline.js';

/** Returns the reasons raised now. */
export function runRiskCheck(ctx: ServiceContext, bookingPk: number, earlier?: StoredBooking): string[] {
  return inTransaction(ctx.db, () => {
    const stored = getBookingByPk(ctx.db, bookingPk, earlier);
    if (!stored) return [];
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
        lastReplyAt: lastReplyAt(ctx.db, bookingPk),
        raised: raisedReasons(ctx.db, bookingPk),
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
  });
}

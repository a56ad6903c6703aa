// What an operator does to one booking (reconfirm triage, POST /bookings/{id}/actions): each action and its history
// entry, with who did it, commit together; the consequences (webhooks, jobs) are the usual ones of each transition.
import { CHANNELS } from '../config.js';
import { HOUR, iso } from '../domain/clock.js';
import { ReconfirmError } from '../domain/errors.js';
import { isLocked, lockReason } from '../domain/stateMachine.js';
import type { OperatorAction, OperatorActionResult } from '../domain/triage.js';
import { addHistory, findBooking, getBookingByPk, getHistory, type StoredBooking } from '../store/bookings.js';
import { inTransaction } from '../store/db.js';
import { setContactChannel, setSnooze, snoozedUntil } from '../store/escalationQueue.js';
import { recordHotelReply } from '../store/replies.js';
import { cancelBooking, reopenBooking } from '../store/transitions.js';
import type { ServiceContext } from './context.js';
import { scheduleReconfirmation } from './pipeline.js';
import { applyUpdateToStored, notFound } from './updates.js';

const locked = (s: StoredBooking) =>
  new ReconfirmError('UPDATE_NOT_PERMITTED', `booking ${s.row.bookingId} is ${s.row.status}: ${lockReason(s.row.status)}`, {
    details: [{ path: 'ReconfirmationStatus', message: `is ${s.row.status}`, ReconfirmationStatus: s.row.status }],
  });

export function applyOperatorAction(ctx: ServiceContext, accountId: string, bookingId: string, action: OperatorAction): OperatorActionResult {
  if (action.action === 'contact_again' && action.channel && !(CHANNELS as readonly string[]).includes(action.channel)) {
    throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'unknown channel', { details: [{ path: 'channel', message: `must be one of ${CHANNELS.join(', ')} (got "${action.channel}")` }] });
  }
  const now = ctx.clock.now();
  const at = iso(now);
  const who = { actor: action.actor, now };
  const result = inTransaction(ctx.db, () => {
    const stored = findBooking(ctx.db, accountId, bookingId);
    if (!stored) throw notFound(ctx.db, accountId, bookingId);
    const pk = stored.row.id;
    const before = getHistory(ctx.db, pk).length;
    const note = (kind: string, text: string) => addHistory(ctx.db, pk, { at, actor: action.actor, kind, message: text });
    let message: string;
    switch (action.action) {
      case 'note':
        note('note', action.note);
        message = 'note added';
        break;
      case 'snooze': {
        if (stored.row.status !== 'ESCALATED') throw new ReconfirmError('UPDATE_NOT_PERMITTED', `booking ${stored.row.bookingId} is ${stored.row.status}; only an escalated booking waits in the queue`);
        const until = iso(now + action.hours * HOUR);
        setSnooze(ctx.db, pk, until);
        note('snoozed', `snoozed for ${action.hours} h, back in the queue at ${until}: ${action.note}`);
        message = `snoozed until ${until}`;
        break;
      }
      case 'record_answer': {
        if (action.note) note('note', action.note);
        const r = recordHotelReply(ctx.db, pk, { hcn: action.hcn }, { source: 'operator', actor: action.actor, now });
        if (!r.ok) throw locked(stored);
        message = `the hotel's answer recorded: ${r.verdict.kind === 'CONFIRMED' ? `confirmed with HCN ${action.hcn}` : r.verdict.kind}`;
        break;
      }
      case 'cancel': {
        const r = cancelBooking(ctx.db, pk, { ...who, message: `cancelled by ${action.actor}${action.note ? `: ${action.note}` : ''}` });
        if (!r.ok) throw locked(stored);
        message = 'booking cancelled';
        break;
      }
      case 'patch': {
        if (isLocked(stored.row.status)) throw locked(stored);
        if (action.changes.BookingStatus === 'CANCELLED') throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'to cancel, use the cancel action', { details: [{ path: 'changes.BookingStatus', message: 'use the cancel action' }] });
        const r = applyUpdateToStored(ctx.db, stored, action.changes, now, action.actor, ctx.config.defaultTimeZone);
        if (action.note) note('note', action.note);
        message = r.message;
        break;
      }
      case 'contact_again': {
        if (isLocked(stored.row.status)) throw locked(stored);
        if (action.channel) setContactChannel(ctx.db, pk, action.channel);
        const how = action.channel ? ` via ${action.channel}` : '';
        reopenBooking(ctx.db, pk, { ...who, message: `re-opened by ${action.actor}: the hotel is contacted again${how}` });
        note('operator_contact', `contact the hotel again${how}${action.note ? `: ${action.note}` : ''}`);
        scheduleReconfirmation(ctx.db, getBookingByPk(ctx.db, pk)!.row, now);
        message = `the hotel is contacted again${how}`;
        break;
      }
    }
    const fresh = getBookingByPk(ctx.db, pk)!;
    // A booking that left ESCALATED leaves the queue; a snooze does not follow it into a later escalation.
    if (fresh.row.status !== 'ESCALATED' && fresh.row.snoozedUntil) setSnooze(ctx.db, pk, null);
    return {
      BookingId: fresh.row.bookingId,
      action: action.action,
      ReconfirmationStatus: fresh.row.status,
      snoozedUntil: snoozedUntil(ctx.db, pk),
      message,
      history: getHistory(ctx.db, pk).slice(before),
    };
  });
  ctx.poke();
  return result;
}

// What an operator does to one booking: the one set of operator rules. POST /bookings/{id}/actions, `reconfirm triage`,
// `reconfirm hotel reply` (through the API, or on the database file) and `inbox attach` all come here, so each path
// has the same refusals and writes the same history. Each action and its history entry, with who did it, commit
// together; the consequences (webhooks, jobs) are the usual ones of each transition.
import { CHANNELS } from '../config.js';
import { HOUR, iso } from '../domain/clock.js';
import { ReconfirmError } from '../domain/errors.js';
import { hotelZone } from '../domain/hotelTime.js';
import { describeDiscrepancies, judgeReply, statesAnything, type HotelReply, type ReplyVerdict } from '../domain/reply.js';
import { isLocked, lockReason } from '../domain/stateMachine.js';
import type { OperatorAction, OperatorActionResult } from '../domain/triage.js';
import type { Discrepancy } from '../domain/webhookEvents.js';
import { addHistory, findBooking, getBookingByPk, getHistory, type StoredBooking } from '../store/bookings.js';
import { inTransaction } from '../store/db.js';
import { setContactChannel, setSnooze, snoozedUntil } from '../store/escalationQueue.js';
import { openDiscrepancies, recordCancelledAtHotel, recordOperatorReply } from '../store/operatorActions.js';
import { cancelBooking, raisedReasons, reopenBooking } from '../store/transitions.js';
import { latestReceivedMail, recordSettledReview } from '../store/settledReviews.js';
import { disclosureFor } from '../domain/disclosure.js';
import { shownBooking, type SettledDecision } from '../domain/settledReview.js';
import type { ServiceContext } from './context.js';
import { scheduleReconfirmation } from './pipeline.js';
import { applyUpdateToStored, notFound } from './updates.js';

/** What the rules need: a running service passes its context; a command on the database file passes the same parts. */
export type OperatorContext = Pick<ServiceContext, 'db' | 'clock' | 'config' | 'poke'>;

const locked = (s: StoredBooking) =>
  new ReconfirmError('UPDATE_NOT_PERMITTED', `booking ${s.row.bookingId} is ${s.row.status}: ${lockReason(s.row.status)}`, {
    details: [{ path: 'ReconfirmationStatus', message: `is ${s.row.status}`, ReconfirmationStatus: s.row.status }],
  });

const invalid = (path: string, message: string, summary = message) => new ReconfirmError('SCHEMA_VALIDATION_FAILED', summary, { details: [{ path, message }] });

/** The reply an answer action states: record_answer is a hotel_reply with only an HCN (and a note). */
function replyOf(action: Extract<OperatorAction, { action: 'record_answer' | 'hotel_reply' }>): HotelReply {
  const { action: _kind, actor: _actor, acceptDiscrepancy: _accept, ...reply } = action;
  return Object.fromEntries(Object.entries(reply).filter(([, v]) => v !== undefined)) as HotelReply;
}

/** Refusals a reply meets before anything is read from the database: it must say something, and not two things. */
function checkReply(reply: HotelReply, accept: boolean | undefined) {
  if (!statesAnything(reply)) throw invalid('hcn', "say what the hotel answered: hcn, the values it states where they differ, or noBooking", "the answer states nothing; nothing was recorded");
  if (reply.noBooking) {
    const also = Object.keys(reply).filter((f) => f !== 'noBooking' && f !== 'note');
    if (also.length) throw invalid('noBooking', `contradicts ${also.join(', ')}: the hotel either has no such booking or states its values`, 'the answer contradicts itself; nothing was recorded');
  }
  if (accept && !reply.hcn) throw invalid('acceptDiscrepancy', 'goes with an hcn: it confirms the booking with the booked values despite the difference', 'acceptDiscrepancy without an HCN; nothing was recorded');
}

/**
 * The rule for an answer an operator records (hotel reply, triage, the API, an e-mail attached from the inbox): one
 * that would confirm over an open data discrepancy keeps the booked values, so it goes through only when accepted on
 * purpose (409 DISCREPANCY_OPEN otherwise). Returns the discrepancies it accepts; the caller records them first.
 */
export function discrepancyAccepted(db: OperatorContext['db'], stored: StoredBooking, reply: HotelReply, zone: string, accept: boolean): Discrepancy[] {
  const open = openDiscrepancies(db, stored.row.id);
  const overrides = open.length > 0 && judgeReply(stored.booking, reply, { amount: true, specialRequest: true, zone }).kind === 'CONFIRMED';
  if (!overrides) return [];
  if (!accept) {
    throw new ReconfirmError('DISCREPANCY_OPEN', `${stored.row.bookingId} has an open data discrepancy (${describeDiscrepancies(open)}); confirming it with HCN ${reply.hcn} keeps the booked values`, {
      details: open.map((d) => ({ path: d.field, message: `booked ${JSON.stringify(d.booked)}, hotel ${JSON.stringify(d.hotel)}: confirm with acceptDiscrepancy true to keep the booked values` })),
    });
  }
  return open;
}

/** What an answer did, in the words every path prints. */
function verdictText(v: ReplyVerdict, accepted: boolean): string {
  switch (v.kind) {
    case 'CONFIRMED':
      return `confirmed with HCN ${v.hcn}${accepted ? ' (open discrepancy accepted)' : ''}`;
    case 'DISCREPANCY':
      return `escalated: ${v.discrepancies.map((d) => `${d.field} booked ${JSON.stringify(d.booked)} vs hotel ${JSON.stringify(d.hotel)}`).join('; ')}`;
    case 'NO_BOOKING':
      return 'escalated: the hotel has no such booking';
    case 'NO_HCN':
      return 'recorded; the details match but no HCN was given, so the booking stays unconfirmed';
  }
}

/**
 * An operator settled a booking the reader sent to review: the e-mail that caused it (the booking's latest received one)
 * and the decision are kept, so a team can grow its reply corpus from its own traffic (`reconfirm mail export --settled`).
 */
function keepSettledPair(ctx: OperatorContext, stored: StoredBooking, action: string, actor: string, at: string, decision: SettledDecision) {
  const messagePk = latestReceivedMail(ctx.db, stored.row.id);
  if (messagePk === undefined) return;
  const zone = hotelZone(stored.booking, ctx.config.defaultTimeZone).zone;
  const booking = shownBooking(stored.booking, zone, disclosureFor(ctx.config.disclosure, stored.booking.Hotel));
  recordSettledReview(ctx.db, { bookingPk: stored.row.id, messagePk, settledAt: at, actor, action, booking, decision });
}

export function applyOperatorAction(ctx: OperatorContext, accountId: string, bookingId: string, action: OperatorAction): OperatorActionResult {
  if (action.action === 'contact_again' && action.channel && !(CHANNELS as readonly string[]).includes(action.channel)) {
    throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'unknown channel', { details: [{ path: 'channel', message: `must be one of ${CHANNELS.join(', ')} (got "${action.channel}")` }] });
  }
  const answering = action.action === 'record_answer' || action.action === 'hotel_reply' ? action : undefined;
  const answer = answering ? replyOf(answering) : undefined;
  if (answer) checkReply(answer, answering?.acceptDiscrepancy);
  const now = ctx.clock.now();
  const at = iso(now);
  const who = { actor: action.actor, now };
  const result = inTransaction(ctx.db, () => {
    const stored = findBooking(ctx.db, accountId, bookingId);
    if (!stored) throw notFound(ctx.db, accountId, bookingId);
    const pk = stored.row.id;
    const before = getHistory(ctx.db, pk).length;
    const inReview = stored.row.status === 'ESCALATED' && raisedReasons(ctx.db, pk).includes('REPLY_NEEDS_REVIEW');
    const note = (kind: string, text: string) => addHistory(ctx.db, pk, { at, actor: action.actor, kind, message: text });
    let message = '';
    let verdict: ReplyVerdict | undefined;
    let acceptedDiscrepancies: Discrepancy[] | undefined;
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
      case 'record_answer':
      case 'hotel_reply': {
        const reply = answer!;
        if (isLocked(stored.row.status)) throw locked(stored);
        // An operator heard everything the hotel said: its rate and the special request are compared too.
        const zone = hotelZone(stored.booking, ctx.config.defaultTimeZone).zone;
        acceptedDiscrepancies = discrepancyAccepted(ctx.db, stored, reply, zone, action.acceptDiscrepancy === true);
        if (reply.note) note('note', reply.note);
        const r = recordOperatorReply(ctx.db, pk, reply, { actor: action.actor, now, acceptedDiscrepancies, zone });
        if (!r.ok) throw locked(stored);
        verdict = r.verdict;
        message = verdictText(r.verdict, acceptedDiscrepancies.length > 0);
        break;
      }
      case 'cancelled_at_hotel': {
        const r = recordCancelledAtHotel(ctx.db, pk, { ...who, note: action.note });
        if (!r.ok) throw new ReconfirmError('UPDATE_NOT_PERMITTED', r.reason, { details: [{ path: 'ReconfirmationStatus', message: r.reason, ReconfirmationStatus: stored.row.status }] });
        message = `recorded as cancelled directly with the hotel (was ${r.from}), by ${action.actor}; no more hotel contacts`;
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
    if (inReview) {
      const decision: SettledDecision | undefined =
        verdict && answer ? { kind: 'answer', reply: answer, verdict: verdict.kind, acceptedDiscrepancies: acceptedDiscrepancies ?? [] } :
        action.action === 'cancelled_at_hotel' ? { kind: 'cancelled_at_hotel' } : undefined;
      if (decision) keepSettledPair(ctx, stored, action.action, action.actor, at, decision);
    }
    const fresh = getBookingByPk(ctx.db, pk)!;
    // A booking that left ESCALATED leaves the queue; a snooze does not follow it into a later escalation.
    if (fresh.row.status !== 'ESCALATED' && fresh.row.snoozedUntil) setSnooze(ctx.db, pk, null);
    return {
      BookingId: fresh.row.bookingId,
      action: action.action,
      ReconfirmationStatus: fresh.row.status,
      previousStatus: stored.row.status,
      snoozedUntil: snoozedUntil(ctx.db, pk),
      message,
      ...(verdict ? { verdict } : {}),
      ...(acceptedDiscrepancies ? { acceptedDiscrepancies } : {}),
      history: getHistory(ctx.db, pk).slice(before),
    };
  });
  ctx.poke();
  return result;
}

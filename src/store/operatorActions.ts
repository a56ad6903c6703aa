// What an operator records by hand beside the hotel channels: a reply that overrides an open discrepancy, and a
// booking cancelled directly with the hotel. Each commits with its history row, naming the operator.
import { iso } from '../domain/clock.js';
import type { HotelReply } from '../domain/reply.js';
import { nextStatus } from '../domain/stateMachine.js';
import type { Discrepancy } from '../domain/webhookEvents.js';
import { addHistory, getBookingByPk, setStatus } from './bookings.js';
import { inTransaction, stmt, type Db } from './db.js';
import { cancelBookingJobs } from './jobs.js';
import { recordHotelReply, type RecordedReply } from './replies.js';

const SQL = {
  openDiscrepancies: "SELECT data FROM escalations WHERE booking_pk = ? AND reason = 'DATA_DISCREPANCY'",
};

/** The discrepancies of a DATA_DISCREPANCY escalation still open on the booking (none once it is re-opened or closed). */
export function openDiscrepancies(db: Db, bookingPk: number): Discrepancy[] {
  const row = stmt(db, SQL.openDiscrepancies).get(bookingPk) as { data: string | null } | undefined;
  if (!row) return [];
  const list = row.data ? (JSON.parse(row.data) as Discrepancy[]) : [];
  return list.length ? list : [{ field: '(unspecified)', booked: null, hotel: null }];
}

export interface OperatorAct {
  actor: string;
  now: number;
}

/**
 * The operator's reply, with the open discrepancy it overrides recorded first, in the same transaction: the history
 * says who accepted which difference, not only that the booking was confirmed.
 */
export function recordOperatorReply(db: Db, bookingPk: number, reply: HotelReply, who: OperatorAct & { acceptedDiscrepancies?: Discrepancy[]; zone?: string }): RecordedReply {
  return inTransaction(db, () => {
    recordDiscrepancyAccepted(db, bookingPk, who.acceptedDiscrepancies ?? [], who);
    // An operator heard everything the hotel said: its rate and the special request are compared too.
    return recordHotelReply(db, bookingPk, reply, { source: 'manual', actor: who.actor, now: who.now, compared: { amount: true, specialRequest: true, zone: who.zone } });
  });
}

/** Who accepted which open difference, written before the answer it lets confirm (nothing when none was accepted). */
export function recordDiscrepancyAccepted(db: Db, bookingPk: number, accepted: Discrepancy[], who: OperatorAct): void {
  if (!accepted.length) return;
  const what = accepted.map((d) => `${d.field}: booked ${JSON.stringify(d.booked)}, hotel ${JSON.stringify(d.hotel)}`).join('; ');
  addHistory(db, bookingPk, { at: iso(who.now), actor: who.actor, kind: 'discrepancy_accepted', message: `accepted the open discrepancy (${what})`, data: { discrepancies: accepted } });
}

export type CancelAtHotel = { ok: true; from: string } | { ok: false; reason: string };

/**
 * A booking cancelled directly with the hotel (CONFIRMED ones too, which clients cannot cancel: their API update
 * still answers 409). Contacts and risk checks stop; no webhook exists for a cancellation.
 */
export function recordCancelledAtHotel(db: Db, bookingPk: number, who: OperatorAct & { note?: string }): CancelAtHotel {
  return inTransaction(db, () => {
    const stored = getBookingByPk(db, bookingPk);
    if (!stored) return { ok: false, reason: 'booking not found' };
    const from = stored.row.status;
    const to = nextStatus(from, 'cancelAtHotel');
    if (!to) return { ok: false, reason: `booking ${stored.row.bookingId} is already ${from}` };
    const message = `cancelled directly with the hotel${who.note ? `: ${who.note}` : ''}`;
    setStatus(db, bookingPk, from, to, { at: iso(who.now), actor: who.actor, kind: 'cancelled_at_hotel', message });
    cancelBookingJobs(db, bookingPk);
    return { ok: true, from };
  });
}

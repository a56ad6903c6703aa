// Records a hotel's answer from any channel and moves the booking accordingly, in one transaction.
import { iso } from '../domain/clock.js';
import { describeDiscrepancies, judgeReply, type Compared, type HotelReply, type ReplyVerdict } from '../domain/reply.js';
import type { Booking } from '../domain/schemas.js';
import { addHistory, getBookingByPk } from './bookings.js';
import { stmt, inTransaction, type Db } from './db.js';
import { confirmBooking, escalateBooking } from './transitions.js';

export interface ReplySource {
  /** simulator, email, webform, http or manual. */
  source: string;
  actor: string;
  now: number;
  contactId?: number | null;
  /**
   * What the hotel was shown and its zone (comparedFor): a rate it never saw is not compared, and the booked stay is
   * its days. Given as a function when the caller has not read the booking. Absent: the default (no rate, UTC days).
   */
  compared?: Compared | ((booking: Booking) => Compared);
}

/** Every statement of this module, prepared once per connection through stmt(). */
const SQL = {
  insertReply: `INSERT INTO hotel_replies (booking_pk, contact_id, received_at, source, hcn, no_booking, "values", outcome)
     VALUES (@bookingPk, @contactId, @receivedAt, @source, @hcn, @noBooking, @values, @outcome)`,
  // hotel_contacts is written here too: the answer and the attempt it answers commit together.
  markContactAnswered: "UPDATE hotel_contacts SET status = 'ANSWERED' WHERE id = ?",
  lastReplyAt: 'SELECT max(received_at) AS at FROM hotel_replies WHERE booking_pk = ?',
};

/** When the hotel last answered this booking through any channel, or null when it never has. */
export function lastReplyAt(db: Db, bookingPk: number): string | null {
  return (stmt(db, SQL.lastReplyAt).get(bookingPk) as { at: string | null } | undefined)?.at ?? null;
}

export type RecordedReply = { ok: true; verdict: ReplyVerdict; status: string } | { ok: false; reason: string };

export function recordHotelReply(db: Db, bookingPk: number, reply: HotelReply, from: ReplySource): RecordedReply {
  return inTransaction(db, () => {
    const stored = getBookingByPk(db, bookingPk);
    if (!stored) return { ok: false, reason: 'booking not found' };
    if (stored.row.status === 'CONFIRMED' || stored.row.status === 'CANCELLED') {
      return { ok: false, reason: `booking ${stored.row.bookingId} is already ${stored.row.status}; the reply was not applied` };
    }
    const verdict = judgeReply(stored.booking, reply, typeof from.compared === 'function' ? from.compared(stored.booking) : from.compared);
    const at = iso(from.now);
    stmt(db, SQL.insertReply).run({
      bookingPk,
      contactId: from.contactId ?? null,
      receivedAt: at,
      source: from.source,
      hcn: reply.hcn ?? null,
      noBooking: reply.noBooking ? 1 : 0,
      values: JSON.stringify(reply),
      outcome: verdict.kind,
    });
    if (from.contactId) stmt(db, SQL.markContactAnswered).run(from.contactId);
    addHistory(db, bookingPk, { at, actor: from.actor, kind: 'hotel_reply', message: `hotel answered via ${from.source}: ${summary(verdict)}`, data: reply });
    const who = { actor: from.actor, now: from.now };
    let status: string = stored.row.status;
    switch (verdict.kind) {
      case 'CONFIRMED': {
        const done = confirmBooking(db, bookingPk, verdict.hcn, { ...who, message: `confirmed by the hotel via ${from.source} with HCN ${verdict.hcn}` }, stored);
        if (done.ok) status = done.status;
        break;
      }
      case 'DISCREPANCY':
        if (escalateBooking(db, bookingPk, { reason: 'DATA_DISCREPANCY', severity: 'high', message: `the hotel's data differs: ${describeDiscrepancies(verdict.discrepancies)}`, discrepancies: verdict.discrepancies }, who, stored)) status = 'ESCALATED';
        break;
      case 'NO_BOOKING':
        if (escalateBooking(db, bookingPk, { reason: 'HOTEL_REPORTS_NO_BOOKING', severity: 'critical', message: 'the hotel reports it has no such booking' }, who, stored)) status = 'ESCALATED';
        break;
      case 'NO_HCN':
        break;
    }
    return { ok: true, verdict, status };
  });
}

function summary(v: ReplyVerdict): string {
  switch (v.kind) {
    case 'CONFIRMED':
      return `confirmed, HCN ${v.hcn}`;
    case 'DISCREPANCY':
      return `data differs (${v.discrepancies.map((d) => d.field).join(', ')})`;
    case 'NO_BOOKING':
      return 'no such booking';
    case 'NO_HCN':
      return 'details match but no HCN given yet';
  }
}

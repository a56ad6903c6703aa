// What the OpenTravel channels ask of hotel_contacts: whether a hotel system already holds a booking, and what waits to be pulled.
import { stmt, type Db } from './db.js';

const SQL = {
  deliveredBefore: `SELECT 1 FROM hotel_contacts WHERE booking_pk = ? AND channel = ? AND id < ? AND status IN ('SENT', 'ANSWERED', 'SUPERSEDED') LIMIT 1`,
  // bookings.channel is the channel of the booking's latest attempt (no index on it yet: a poll reads the bookings table).
  // Open bookings waiting for their attempt to be acknowledged; and cancelled ones the hotel system had received
  // (delivered, or acknowledged without a number), until it acknowledges the cancellation.
  pendingPull: `SELECT c.id AS contactId, c.booking_pk AS bookingPk,
       EXISTS (SELECT 1 FROM hotel_contacts s WHERE s.booking_pk = c.booking_pk AND s.channel = c.channel AND s.status = 'SUPERSEDED') AS changed,
       CASE WHEN b.status = 'CANCELLED' THEN 1 ELSE 0 END AS cancelled
     FROM bookings b JOIN hotel_contacts c ON c.booking_pk = b.id
     WHERE b.channel = ? AND c.channel = b.channel
       AND ((b.status IN ('PENDING', 'ESCALATED') AND c.status = 'SENT')
         OR (b.status = 'CANCELLED' AND ((c.status = 'SENT' AND c.detail LIKE 'delivered to %') OR (c.status = 'ANSWERED' AND c.detail LIKE 'acknowledged by %'))))
       AND c.id = (SELECT max(id) FROM hotel_contacts l WHERE l.booking_pk = b.id AND l.status <> 'SUPERSEDED')
     ORDER BY c.id`,
  // Bookings through a channel arriving within a window, after a cursor (SelectionType All, paged by id).
  arriving: `SELECT id AS bookingPk FROM bookings WHERE channel = ? AND check_in >= ? AND check_in < ? AND id > ? ORDER BY id`,
  lastHotelNumber: `SELECT hcn FROM hotel_replies WHERE booking_pk = ? AND hcn IS NOT NULL ORDER BY id DESC LIMIT 1`,
  closeCancel: `UPDATE hotel_contacts SET status = ?, detail = ? WHERE id = ? AND status IN ('SENT', 'ANSWERED')`,
  markDelivered: `UPDATE hotel_contacts SET detail = ? WHERE id = ? AND status = 'SENT' AND (detail IS NULL OR detail NOT LIKE 'delivered to %')`,
  closePull: `UPDATE hotel_contacts SET status = ?, detail = ? WHERE id = ? AND status = 'SENT'`,
};

/** True when an earlier attempt through this channel reached the hotel system: the next message is a Modify, not a Commit. */
export function otaDeliveredBefore(db: Db, bookingPk: number, channel: string, contactId: number): boolean {
  return stmt(db, SQL.deliveredBefore).get(bookingPk, channel, contactId) !== undefined;
}

export interface PendingPull {
  contactId: number;
  bookingPk: number;
  /** The booking changed since an earlier delivery (a superseded attempt through the same channel). */
  changed: boolean;
  /** The booking was cancelled after the hotel system received it: delivered as a Cancel until acknowledged. */
  cancelled: boolean;
}

/** Open bookings whose latest attempt waits for a hotel system to poll through this channel, oldest first. */
export function pendingPullContacts(db: Db, channel: string): PendingPull[] {
  return (stmt(db, SQL.pendingPull).all(channel) as { contactId: number; bookingPk: number; changed: number; cancelled: number }[]).map((r) => ({ ...r, changed: Boolean(r.changed), cancelled: Boolean(r.cancelled) }));
}

/** A polled attempt is over without a confirmation (acknowledged without a number, or refused): not delivered again. */
export function closePullContact(db: Db, contactId: number, status: 'ANSWERED' | 'FAILED', detail: string): boolean {
  return stmt(db, SQL.closePull).run(status, detail, contactId).changes === 1;
}

/** The first delivery of a polled attempt is noted on it; false when it was delivered before (polls repeat until acknowledged). */
export function markPullDelivered(db: Db, contactId: number, detail: string): boolean {
  return stmt(db, SQL.markDelivered).run(detail, contactId).changes === 1;
}

/** A delivered cancellation is over: acknowledged (ANSWERED) or refused (FAILED) by the hotel system. */
export function closePullCancel(db: Db, contactId: number, status: 'ANSWERED' | 'FAILED', detail: string): boolean {
  return stmt(db, SQL.closeCancel).run(status, detail, contactId).changes === 1;
}

/** The bookings through a channel whose check-in falls in [from, to) (calendar days, YYYY-MM-DD), after a booking id, by id. */
export function bookingsArriving(db: Db, channel: string, from: string, to: string, afterPk: number): number[] {
  return (stmt(db, SQL.arriving).all(channel, from, to, afterPk) as { bookingPk: number }[]).map((r) => r.bookingPk);
}

/** The hotel's own number for a booking once any answer gave one (confirmed or not): Modify and Cancel carry it. */
export function lastHotelNumber(db: Db, bookingPk: number): string | undefined {
  return (stmt(db, SQL.lastHotelNumber).get(bookingPk) as { hcn: string } | undefined)?.hcn;
}

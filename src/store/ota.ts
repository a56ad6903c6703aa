// What the OpenTravel channels ask of hotel_contacts: whether a hotel system already holds a booking, and what waits to be pulled.
import { OtaLimitError, otaUniqueIdCandidates } from '../domain/ota/reservation.js';
import type { BookingRow } from './bookings.js';
import { inTransaction, stmt, type Db } from './db.js';
import { claimOnce, ranOnce } from './serviceSecrets.js';

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
  otaId: 'SELECT ota_id AS otaId FROM bookings WHERE id = ?',
  // An id another booking of the account is sent under, or holds as its BookingId (both unique indexes).
  otaIdTaken: `SELECT 1 AS taken FROM bookings WHERE account_id = ? AND ota_id = ? AND id <> ?
     UNION ALL SELECT 1 AS taken FROM bookings WHERE account_id = ? AND booking_id = ? AND id <> ?`,
  setOtaId: 'UPDATE bookings SET ota_id = ? WHERE id = ? AND ota_id IS NULL',
  // Bookings an OTA channel contacted before bookings.ota_id existed, whose BookingId does not fit 32 characters.
  otaIdMissing: `SELECT id, account_id AS accountId, booking_id AS bookingId, ota_id AS otaId FROM bookings b
     WHERE ota_id IS NULL AND length(booking_id) > 32
       AND EXISTS (SELECT 1 FROM hotel_contacts c WHERE c.booking_pk = b.id AND c.channel IN ('ota', 'ota-pull'))
     ORDER BY id`,
};

const OTA_ID_BACKFILL = 'once:ota-id-backfill';

type OtaIdRow = Pick<BookingRow, 'id' | 'accountId' | 'bookingId' | 'otaId'>;

/**
 * The OpenTravel UniqueID@ID a booking is sent under, where it is already known without a write: the one stored, or
 * the BookingId itself when it fits OpenTravel's 32 characters. Undefined: decideOtaId must decide it (in a write).
 */
export function knownOtaId(row: OtaIdRow): string | undefined {
  if (row.otaId) return row.otaId;
  const [first, ...derived] = otaUniqueIdCandidates(row.bookingId);
  return derived.length ? undefined : first;
}

/**
 * Decides, once, the UniqueID@ID of a BookingId over 32 characters and stores it (bookings.ota_id, unique per
 * account): the first id derived from it (otaUniqueIdCandidates: a readable prefix and a hash, the hash longer at
 * each step) that no other booking of the account is sent under or has as its BookingId. So two long BookingIds
 * whose short ids collide are never sent under one id: the one decided first keeps it, the other gets the longer
 * hash, and each keeps its own for every later message. Run inside the caller's write (a queue job's write, or a
 * transaction); a concurrent decision on another connection that took the same id fails the unique index here.
 */
export function decideOtaId(db: Db, row: OtaIdRow): string {
  const known = knownOtaId(row);
  if (known) return known;
  const stored = (stmt(db, SQL.otaId).get(row.id) as { otaId: string | null } | undefined)?.otaId;
  if (stored) return stored;
  for (const id of otaUniqueIdCandidates(row.bookingId)) {
    if (stmt(db, SQL.otaIdTaken).get(row.accountId, id, row.id, row.accountId, id, row.id) !== undefined) continue;
    if (stmt(db, SQL.setOtaId).run(id, row.id).changes === 1) return id;
    // Decided meanwhile by another instance (PostgreSQL): that one stands.
    return (stmt(db, SQL.otaId).get(row.id) as { otaId: string }).otaId;
  }
  throw new OtaLimitError(`BookingId ${row.bookingId} cannot be sent within OpenTravel's 32 characters of UniqueID@ID: every id derived from it is taken by another booking of the account`);
}

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

/**
 * Once per database: the bookings an OTA channel contacted before their UniqueID@ID was stored get it now, oldest
 * first, so each keeps the id it was sent under (the short derived one) before any newer booking could take it. Returns
 * how many were filled.
 */
export function backfillOtaIds(db: Db, at: string): number {
  if (ranOnce(db, OTA_ID_BACKFILL)) return 0;
  return inTransaction(db, () => {
    if (!claimOnce(db, OTA_ID_BACKFILL, at)) return 0;
    const rows = stmt(db, SQL.otaIdMissing).all() as OtaIdRow[];
    for (const row of rows) decideOtaId(db, row);
    return rows.length;
  });
}

// Records a hotel's answer from any channel and moves the booking accordingly, in one transaction.
import { iso } from '../domain/clock.js';
import { describeDiscrepancies, judgeReply, type Compared, type HotelReply, type ReplyVerdict } from '../domain/reply.js';
import type { Booking } from '../domain/schemas.js';
import { addHistory, getBookingByPk, type StoredBooking } from './bookings.js';
import { perEngine, stmt, inTransaction, type Db } from './db.js';
import { finishContact, recordAttemptSent } from './hotelContacts.js';
import { confirmBooking, escalateBooking } from './transitions.js';
import { deferSetRow, unnestRows, type SetColumn } from './writeSet.js';

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
  /** The booking as the caller read it earlier (a contact's claim): its parsed data is kept if unchanged. */
  earlier?: StoredBooking;
  /**
   * The attempt this answer came back with (a channel that answers inline, `contactId` its row), not yet recorded as
   * sent: its row's outcome and the booking's count of attempts are written here, each row once with the answer's own
   * change of it (the attempt ANSWERED with its detail, the booking CONFIRMED with its attempts), or on their own
   * when the answer does not write that row.
   */
  sent?: SentAttempt;
}

/** An attempt that went out, as the booking and its row record it (hotelContacts.ts finishContact, recordAttemptSent). */
export interface SentAttempt {
  detail: string;
  channel: string;
  attempts: number;
  at: string;
}

/** Every statement of this module, prepared once per connection through stmt(). */
const SQL = {
  insertReply: `INSERT INTO hotel_replies (booking_pk, contact_id, received_at, source, hcn, no_booking, "values", outcome)
     VALUES (@bookingPk, @contactId, @receivedAt, @source, @hcn, @noBooking, @values, @outcome)`,
  // hotel_contacts is written here too: the answer and the attempt it answers commit together.
  markContactAnswered: "UPDATE hotel_contacts SET status = 'ANSWERED' WHERE id = ?",
  // The attempt that brought the answer: answered and its send's detail, in one write of its row.
  answeredWithDetail: "UPDATE hotel_contacts SET status = 'ANSWERED', detail = ? WHERE id = ?",
  noHcnOfContact: "SELECT id, received_at AS firstAt, times FROM hotel_replies WHERE contact_id = ? AND outcome = 'NO_HCN' ORDER BY id DESC LIMIT 1",
  mergeReply: 'UPDATE hotel_replies SET times = times + 1, last_at = ?, "values" = ? WHERE id = ?',
  // The history row the merged answers share: the one written with the first of them (same booking, kind and time).
  mergeHistory: "UPDATE booking_history SET message = ?, data = ? WHERE booking_pk = ? AND kind = 'hotel_reply' AND at = ?",
  // Merged answers without an HCN keep their first time in received_at and their last in last_at.
  lastReplyAt: 'SELECT max(coalesce(last_at, received_at)) AS at FROM hotel_replies WHERE booking_pk = ?',
  lastReplyAtOf: perEngine((d) => `SELECT booking_pk AS pk, max(coalesce(last_at, received_at)) AS at FROM hotel_replies WHERE booking_pk IN ${d.jsonValues('?', 'bigint')} GROUP BY booking_pk`),
};

type ReplyRow = { bookingPk: number; contactId: number | null; receivedAt: string; source: string; hcn: string | null; noBooking: number; values: string; outcome: string };
/** PostgreSQL, rows gathered (writeSet.ts gatherRows): a tick's answers in one INSERT, and their attempts in one UPDATE. */
const REPLY_COLUMNS: SetColumn<ReplyRow>[] = [
  { name: 'booking_pk', type: 'bigint', value: (r) => r.bookingPk },
  { name: 'contact_id', type: 'bigint', value: (r) => r.contactId },
  { name: 'received_at', type: 'text', value: (r) => r.receivedAt },
  { name: 'source', type: 'text', value: (r) => r.source },
  { name: 'hcn', type: 'text', value: (r) => r.hcn },
  { name: 'no_booking', type: 'bigint', value: (r) => r.noBooking },
  { name: '"values"', type: 'text', value: (r) => r.values },
  { name: 'outcome', type: 'text', value: (r) => r.outcome },
];
const REPLY_SET = `INSERT INTO hotel_replies (booking_pk, contact_id, received_at, source, hcn, no_booking, "values", outcome)
   SELECT booking_pk, contact_id, received_at, source, hcn, no_booking, "values", outcome FROM ${unnestRows(REPLY_COLUMNS)} ORDER BY ord`;
const ANSWERED_COLUMNS: SetColumn<{ id: number; detail: string | null }>[] = [
  { name: 'id', type: 'bigint', value: (r) => r.id },
  { name: 'detail', type: 'text', value: (r) => r.detail },
];
/** A null detail keeps the row's own (markContactAnswered); a detail is the send's (answeredWithDetail). */
const ANSWERED_SET = `UPDATE hotel_contacts AS c SET status = 'ANSWERED', detail = coalesce(u.detail, c.detail) FROM ${unnestRows(ANSWERED_COLUMNS)} WHERE c.id = u.id`;

function insertReply(db: Db, row: ReplyRow): void {
  if (deferSetRow(db, 'hotel_replies', REPLY_SET, REPLY_COLUMNS, row)) return;
  stmt(db, SQL.insertReply).run(row);
}

function markAnswered(db: Db, contactId: number, detail: string | null): void {
  if (deferSetRow(db, 'hotel_contacts.answered', ANSWERED_SET, ANSWERED_COLUMNS, { id: contactId, detail }, { writes: [`contact:${contactId}`] })) return;
  if (detail !== null) stmt(db, SQL.answeredWithDetail).run(detail, contactId);
  else stmt(db, SQL.markContactAnswered).run(contactId);
}

/** lastReplyAt for many bookings in one statement; a booking never answered is not listed. */
export function lastReplyAtOf(db: Db, bookingPks: number[]): Map<number, string> {
  if (!bookingPks.length) return new Map();
  const rows = stmt(db, SQL.lastReplyAtOf).all(JSON.stringify(bookingPks)) as { pk: number; at: string | null }[];
  return new Map(rows.filter((r) => r.at !== null).map((r) => [Number(r.pk), r.at!]));
}

/** When the hotel last answered this booking through any channel, or null when it never has. */
export function lastReplyAt(db: Db, bookingPk: number): string | null {
  return (stmt(db, SQL.lastReplyAt).get(bookingPk) as { at: string | null } | undefined)?.at ?? null;
}

/** The answers without an HCN already recorded for one attempt (one row, merged): how many, and when the first came. */
export function noHcnAnswers(db: Db, contactId: number): { id: number; times: number; firstAt: string } | undefined {
  const row = stmt(db, SQL.noHcnOfContact).get(contactId) as { id: number | string; firstAt: string; times: number | string } | undefined;
  return row && { id: Number(row.id), times: Number(row.times), firstAt: row.firstAt };
}

export type RecordedReply = { ok: true; verdict: ReplyVerdict; status: string } | { ok: false; reason: string };

export function recordHotelReply(db: Db, bookingPk: number, reply: HotelReply, from: ReplySource): RecordedReply {
  return inTransaction(db, () => applyHotelReply(db, bookingPk, reply, from));
}

/**
 * recordHotelReply's writes in the caller's transaction, with no savepoint of their own: for a caller whose own
 * transaction or savepoint is undone whole when this throws (a contact's completion, src/daemon/queue/runner.ts). A
 * savepoint per reply there cost more than the reply's statements (bench/RESULTS.md, "SQLite drain, stop 5").
 */
export function applyHotelReply(db: Db, bookingPk: number, reply: HotelReply, from: ReplySource): RecordedReply {
  if (!db.$client.inTransaction) throw new Error('applyHotelReply runs inside a transaction (recordHotelReply opens one)');
  let stored = getBookingByPk(db, bookingPk, from.earlier);
  // The sent attempt's writes on their own, for the paths below that do not write its rows with the answer's; the
  // booking as read then counts the attempt (an escalation's event carries its attempts).
  const sentPending = from.sent;
  const recordSent = (contact: boolean, booking: boolean) => {
    if (!sentPending) return;
    if (contact && from.contactId) finishContact(db, from.contactId, 'SENT', sentPending.detail);
    if (!booking) return;
    recordAttemptSent(db, bookingPk, sentPending);
    if (stored) stored = { ...stored, row: { ...stored.row, channel: sentPending.channel, attempts: sentPending.attempts, lastContactAt: sentPending.at } };
  };
  if (!stored) {
    recordSent(true, true);
    return { ok: false, reason: 'booking not found' };
  }
  if (stored.row.status === 'CONFIRMED' || stored.row.status === 'CANCELLED') {
    recordSent(true, true);
    return { ok: false, reason: `booking ${stored.row.bookingId} is already ${stored.row.status}; the reply was not applied` };
  }
  const verdict = judgeReply(stored.booking, reply, typeof from.compared === 'function' ? from.compared(stored.booking) : from.compared);
  const at = iso(from.now);
  // Another answer without an HCN to the same attempt changes nothing: it updates the first one's row and history.
  const earlier = verdict.kind === 'NO_HCN' && from.contactId ? noHcnAnswers(db, from.contactId) : undefined;
  if (earlier) {
    recordSent(true, true);
    const times = earlier.times + 1;
    stmt(db, SQL.mergeReply).run(at, JSON.stringify(reply), earlier.id);
    const message = `hotel answered via ${from.source}: ${summary(verdict)} (${times} such answers to this request, the last at ${at})`;
    stmt(db, SQL.mergeHistory).run(message, JSON.stringify(reply), bookingPk, earlier.firstAt);
    return { ok: true, verdict, status: stored.row.status };
  }
  insertReply(db, {
    bookingPk,
    contactId: from.contactId ?? null,
    receivedAt: at,
    source: from.source,
    hcn: reply.hcn ?? null,
    noBooking: reply.noBooking ? 1 : 0,
    values: JSON.stringify(reply),
    outcome: verdict.kind,
  });
  if (from.contactId) markAnswered(db, from.contactId, sentPending ? sentPending.detail : null);
  // The booking's count of attempts goes with its confirmation's UPDATE; any other answer writes it on its own first.
  if (verdict.kind !== 'CONFIRMED') recordSent(false, true);
  addHistory(db, bookingPk, { at, actor: from.actor, kind: 'hotel_reply', message: `hotel answered via ${from.source}: ${summary(verdict)}`, data: reply });
  const who = { actor: from.actor, now: from.now };
  let status: string = stored.row.status;
  switch (verdict.kind) {
    case 'CONFIRMED': {
      const attempt = sentPending && { channel: sentPending.channel, attempts: sentPending.attempts, lastContactAt: sentPending.at };
      const done = confirmBooking(db, bookingPk, verdict.hcn, { ...who, message: `confirmed by the hotel via ${from.source} with HCN ${verdict.hcn}` }, stored, attempt);
      if (done.ok) status = done.status;
      else recordSent(false, true);
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

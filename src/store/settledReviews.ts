// settled_reviews: the hotel e-mail that sent a booking to review and what the operator decided about it, one row per
// (booking, message), the latest decision kept. Erased with the booking's guest data (retention.ts).
import type { Booking } from '../domain/schemas.js';
import type { SettledDecision } from '../domain/settledReview.js';
import { stmt, type Db } from './db.js';

const SQL = {
  latestReceived: `SELECT m.id FROM mail_links l JOIN mail_messages m ON m.id = l.message_pk
       WHERE l.booking_pk = ? AND m.direction = 'in' AND m.status IN ('matched', 'attached') AND m.raw IS NOT NULL ORDER BY m.id DESC LIMIT 1`,
  upsert: `INSERT INTO settled_reviews (booking_pk, message_pk, settled_at, actor, action, booking, decision)
     VALUES (@bookingPk, @messagePk, @settledAt, @actor, @action, @booking, @decision)
     ON CONFLICT (booking_pk, message_pk) DO UPDATE SET settled_at = excluded.settled_at, actor = excluded.actor,
       action = excluded.action, booking = excluded.booking, decision = excluded.decision`,
  since: `SELECT s.id, s.settled_at AS settledAt, s.actor, s.action, s.booking, s.decision, b.booking_id AS bookingId,
       m.id AS messagePk, m.raw, m.raw_truncated AS rawTruncated, m.reading
     FROM settled_reviews s JOIN bookings b ON b.id = s.booking_pk JOIN mail_messages m ON m.id = s.message_pk
     WHERE s.settled_at >= ? ORDER BY s.id`,
};

/** The latest answer received about the booking (not an out-of-office or a bounce) whose raw message is still kept. */
export function latestReceivedMail(db: Db, bookingPk: number): number | undefined {
  return (stmt(db, SQL.latestReceived).get(bookingPk) as { id: number } | undefined)?.id;
}

export interface SettledReviewInput {
  bookingPk: number;
  messagePk: number;
  settledAt: string;
  actor: string;
  /** The operator action: hotel_reply, record_answer, cancelled_at_hotel. */
  action: string;
  /** The booking as the hotel was shown it (shownBooking). */
  booking: Booking;
  decision: SettledDecision;
}

export function recordSettledReview(db: Db, r: SettledReviewInput): void {
  stmt(db, SQL.upsert).run({ ...r, booking: JSON.stringify(r.booking), decision: JSON.stringify(r.decision) });
}

export interface SettledReview {
  id: number;
  settledAt: string;
  actor: string;
  action: string;
  bookingId: string;
  booking: Booking;
  decision: SettledDecision;
  messagePk: number;
  /** The raw message; null once the retention policy erased it. */
  raw: Buffer | null;
  rawTruncated: boolean;
  /** The reader's language for the message, when it recognised one. */
  language: string | null;
}

/** Every pair settled at or after `since` (an ISO instant), oldest first. */
export function listSettledReviews(db: Db, since: string): SettledReview[] {
  const rows = stmt(db, SQL.since).all(since) as { id: number; settledAt: string; actor: string; action: string; booking: string; decision: string; bookingId: string; messagePk: number; raw: Uint8Array | null; rawTruncated: number; reading: string | null }[];
  return rows.map((r) => ({
    id: Number(r.id),
    settledAt: r.settledAt,
    actor: r.actor,
    action: r.action,
    bookingId: r.bookingId,
    booking: JSON.parse(r.booking) as Booking,
    decision: JSON.parse(r.decision) as SettledDecision,
    messagePk: Number(r.messagePk),
    raw: r.raw ? Buffer.from(r.raw.buffer, r.raw.byteOffset, r.raw.byteLength) : null,
    rawTruncated: Boolean(Number(r.rawTruncated)),
    language: (r.reading ? (JSON.parse(r.reading) as { language?: string }).language : undefined) ?? null,
  }));
}

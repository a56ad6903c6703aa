// The operators' queue: escalated bookings with what an agent needs to act (reasons, the hotel's last answer), and
// the per-booking operator settings (snooze, chosen channel). Ordering is a domain rule (byUrgency in domain/triage.ts).
import type { Booking } from '../domain/schemas.js';
import { byUrgency, highestSeverity, type EscalationItem } from '../domain/triage.js';
import { stmt, type Db } from './db.js';

const SQL = {
  escalated: `SELECT id, booking_id AS bookingId, status, data, check_in AS checkIn, check_out AS checkOut, priority, attempts, snoozed_until AS snoozedUntil
     FROM bookings WHERE account_id = ? AND status = 'ESCALATED' AND (CAST(? AS INTEGER) = 1 OR snoozed_until IS NULL OR snoozed_until <= ?)`,
  reasons: 'SELECT reason, severity, message, raised_at AS raisedAt, data FROM escalations WHERE booking_pk = ? ORDER BY raised_at, reason',
  lastReply: 'SELECT received_at AS receivedAt, source, hcn, no_booking AS noBooking, outcome, "values" FROM hotel_replies WHERE booking_pk = ? ORDER BY id DESC LIMIT 1',
  snooze: 'UPDATE bookings SET snoozed_until = ? WHERE id = ?',
  contactChannel: 'UPDATE bookings SET contact_channel = ? WHERE id = ?',
  snoozedUntil: 'SELECT snoozed_until AS snoozedUntil FROM bookings WHERE id = ?',
};

interface Row {
  id: number;
  bookingId: string;
  status: string;
  data: string;
  checkIn: string;
  checkOut: string;
  priority: number;
  attempts: number;
  snoozedUntil: string | null;
}

const parse = (text: string | null) => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The account's ESCALATED bookings, most urgent first; snoozed ones only when asked for. */
export function listEscalations(db: Db, accountId: string, now: string, includeSnoozed = false): EscalationItem[] {
  const rows = stmt(db, SQL.escalated).all(accountId, includeSnoozed ? 1 : 0, now) as Row[];
  return rows.map((r) => escalationItem(db, r)).sort(byUrgency);
}

function escalationItem(db: Db, r: Row): EscalationItem {
  const b = JSON.parse(r.data) as Booking;
  const reasons = (stmt(db, SQL.reasons).all(r.id) as { reason: string; severity: string; message: string; raisedAt: string; data: string | null }[]).map((e) => ({
    reason: e.reason,
    severity: e.severity,
    message: e.message,
    raisedAt: e.raisedAt,
    // escalations.data is the discrepancies array (NULL once the retention policy erased it).
    discrepancies: Array.isArray(parse(e.data)) ? parse(e.data) : [],
  }));
  const reply = stmt(db, SQL.lastReply).get(r.id) as { receivedAt: string; source: string; hcn: string | null; noBooking: number; outcome: string; values: string | null } | undefined;
  return {
    BookingId: r.bookingId,
    ReconfirmationStatus: r.status,
    CheckIn: r.checkIn,
    CheckOut: r.checkOut,
    BookingPriority: r.priority,
    LeadName: b.Guest.LeadName,
    Hotel: {
      Name: b.Hotel.Name,
      City: b.Hotel.City ?? null,
      Country: b.Hotel.Country ?? b.Hotel.CountryCode ?? null,
      Phones: b.Hotel.ContactDetails?.PhoneNumbers ?? [],
      Emails: b.Hotel.ContactDetails?.Emails ?? [],
    },
    severity: highestSeverity(reasons.map((e) => e.severity)),
    reasons,
    lastHotelAnswer: reply ? { ...reply, noBooking: Boolean(reply.noBooking), values: parse(reply.values) } : null,
    contactAttempts: r.attempts,
    snoozedUntil: r.snoozedUntil,
  };
}

/** Out of the queue until `until` (an ISO instant), or back in it at once with null. */
export function setSnooze(db: Db, bookingPk: number, until: string | null): void {
  stmt(db, SQL.snooze).run(until, bookingPk);
}

export function snoozedUntil(db: Db, bookingPk: number): string | null {
  return (stmt(db, SQL.snoozedUntil).get(bookingPk) as { snoozedUntil: string | null } | undefined)?.snoozedUntil ?? null;
}

/** The channel the next contacts go through, chosen by an operator; null returns to the configured routing. */
export function setContactChannel(db: Db, bookingPk: number, channel: string | null): void {
  stmt(db, SQL.contactChannel).run(channel, bookingPk);
}

// The operators' queue: escalated bookings with what an agent needs to act (reasons, the hotel's last answer), and
// the per-booking operator settings (snooze, chosen channel). Ordering is a domain rule (byUrgency in domain/triage.ts).
import { hotelTimes } from '../domain/hotelTime.js';
import type { Booking } from '../domain/schemas.js';
import { dateAsUtcMidnight } from '../domain/time.js';
import { byUrgency, highestSeverity, type EscalationItem } from '../domain/triage.js';
import { perEngine, stmt, type Db } from './db.js';

/** The bookings in the queue (bound: account, includeSnoozed 0/1, now), their columns under `b` (the alias used). */
const waiting = (b: string) => `${b}.account_id = ? AND ${b}.status = 'ESCALATED' AND (CAST(? AS INTEGER) = 1 OR ${b}.snoozed_until IS NULL OR ${b}.snoozed_until <= ?)`;

const SQL = {
  // What the order needs, for every booking waiting (no booking JSON): the page is sorted from this.
  order: `SELECT b.id, b.booking_id AS bookingId, b.check_in AS checkIn, b.priority FROM bookings b WHERE ${waiting('b')}`,
  severities: `SELECT e.booking_pk AS pk, e.severity FROM escalations e JOIN bookings b ON b.id = e.booking_pk WHERE ${waiting('b')}`,
  page: perEngine(
    (d) => `SELECT id, booking_id AS bookingId, status, data, check_in AS checkIn, check_out AS checkOut, priority, attempts, snoozed_until AS snoozedUntil
     FROM bookings WHERE id IN ${d.jsonValues('?', 'bigint')}`,
  ),
  reasons: 'SELECT reason, severity, message, raised_at AS raisedAt, data FROM escalations WHERE booking_pk = ? ORDER BY raised_at, reason',
  // A row merging several answers without an HCN (replies.ts) was last received at last_at.
  lastReply: 'SELECT COALESCE(last_at, received_at) AS receivedAt, source, hcn, no_booking AS noBooking, outcome, "values" FROM hotel_replies WHERE booking_pk = ? ORDER BY id DESC LIMIT 1',
  // The hotel's latest e-mail as its history entry keeps it for this booking: its text, what was read, the doubt.
  lastMail: "SELECT data FROM booking_history WHERE booking_pk = ? AND kind = 'mail_received' ORDER BY id DESC LIMIT 1",
  snooze: 'UPDATE bookings SET snoozed_until = ? WHERE id = ?',
  contactChannel: 'UPDATE bookings SET contact_channel = ? WHERE id = ?',
  snoozedUntil: 'SELECT snoozed_until AS snoozedUntil FROM bookings WHERE id = ?',
  snoozedCount: "SELECT count(*) AS n FROM bookings WHERE account_id = ? AND status = 'ESCALATED' AND snoozed_until > ?",
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

export interface EscalationPage {
  escalations: EscalationItem[];
  /** Every booking waiting, not only this page's. */
  total: number;
  /** Escalated bookings snoozed until later: not in `total` unless they were asked for. */
  snoozed: number;
}

/**
 * The account's ESCALATED bookings, most urgent first; snoozed ones only when asked for. Only the page's bookings are
 * read whole: the order comes from a light read of all of them (check-in, severity, priority), so a queue of
 * thousands after an outage costs its page, not its length.
 */
export function listEscalations(db: Db, accountId: string, now: string, includeSnoozed = false, page: { limit?: number; offset?: number } = {}, defaultZone = 'UTC'): EscalationPage {
  const args = [accountId, includeSnoozed ? 1 : 0, now];
  const order = stmt(db, SQL.order).all(...args) as Pick<Row, 'id' | 'bookingId' | 'checkIn' | 'priority'>[];
  const severities = new Map<number, string[]>();
  for (const s of stmt(db, SQL.severities).all(...args) as { pk: number; severity: string }[]) (severities.get(s.pk) ?? severities.set(s.pk, []).get(s.pk)!).push(s.severity);
  const sorted = order
    .map((r) => ({ pk: r.id, BookingId: r.bookingId, CheckIn: r.checkIn, BookingPriority: r.priority, severity: highestSeverity(severities.get(r.id) ?? []) }))
    .sort(byUrgency);
  const offset = page.offset ?? 0;
  const wanted = sorted.slice(offset, page.limit === undefined ? undefined : offset + page.limit);
  const rows = new Map((stmt(db, SQL.page).all(JSON.stringify(wanted.map((w) => w.pk))) as Row[]).map((r) => [r.id, r]));
  const snoozed = (stmt(db, SQL.snoozedCount).get(accountId, now) as { n: number }).n;
  return { escalations: wanted.flatMap((w) => (rows.has(w.pk) ? [escalationItem(db, rows.get(w.pk)!, defaultZone)] : [])), total: sorted.length, snoozed: Number(snoozed) };
}

function escalationItem(db: Db, r: Row, defaultZone: string): EscalationItem {
  const b = JSON.parse(r.data) as Booking;
  const reasons = (stmt(db, SQL.reasons).all(r.id) as { reason: string; severity: string; message: string; raisedAt: string; data: string | null }[]).map((e) => ({
    reason: e.reason,
    severity: e.severity,
    message: e.message,
    raisedAt: e.raisedAt,
    // escalations.data is the discrepancies array (NULL once the retention policy erased it).
    discrepancies: Array.isArray(parse(e.data)) ? parse(e.data) : [],
  }));
  const mail = parse((stmt(db, SQL.lastMail).get(r.id) as { data: string | null } | undefined)?.data ?? null) as MailEntry | null;
  const reply = stmt(db, SQL.lastReply).get(r.id) as { receivedAt: string; source: string; hcn: string | null; noBooking: number; outcome: string; values: string | null } | undefined;
  return {
    BookingId: r.bookingId,
    ReconfirmationStatus: r.status,
    CheckIn: dateAsUtcMidnight(r.checkIn),
    CheckOut: dateAsUtcMidnight(r.checkOut),
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
    lastHotelMail: mail && mail.kind !== 'bounce' ? lastHotelMail(mail) : null,
    contactAttempts: r.attempts,
    snoozedUntil: r.snoozedUntil,
    hotelTime: hotelTimes(b, defaultZone),
  };
}

/** The data of a `mail_received` history entry (daemon/mail/apply.ts). */
interface MailEntry {
  message?: number;
  from?: string | null;
  subject?: string | null;
  receivedAt?: string | null;
  stripped?: string | null;
  read?: Record<string, unknown> | null;
  review?: { why: string; candidates?: string[] }[];
  kind?: string;
  senderUnknown?: boolean;
}

const lastHotelMail = (m: MailEntry): NonNullable<EscalationItem['lastHotelMail']> => ({
  message: m.message ?? null,
  from: m.from ?? null,
  subject: m.subject ?? null,
  receivedAt: m.receivedAt ?? null,
  text: m.stripped ?? null,
  read: m.read ?? null,
  doubts: (m.review ?? []).map((r) => `${r.why}${r.candidates?.length ? ` (candidates: ${r.candidates.join(', ')})` : ''}`),
  kind: m.kind ?? 'answer',
  senderUnknown: m.senderUnknown === true,
});

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

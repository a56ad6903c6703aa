// What a matched e-mail does to its bookings, in one transaction: a confident answer goes down the reply page's path
// (recordHotelReply), a doubtful one escalates REPLY_NEEDS_REVIEW, an out-of-office is only noted, and a bounce fails
// the address (then the channel's fallback, or NO_HOTEL_RESPONSE once no address is left). Only a mail matched by its
// reply token or thread, from one of the hotel's addresses and not failing DMARC, acts by itself (untrusted()); any
// other answer escalates REPLY_NEEDS_REVIEW with the reason and what it said.
import type { Config } from '../../config.js';
import { iso } from '../../domain/clock.js';
import type { MailReading, ParsedMail, ReviewItem } from '../../domain/hotelMail/index.js';
import type { HotelReply } from '../../domain/reply.js';
import { authSummary, failsDmarc, type SenderAuth } from '../../domain/senderAuth.js';
import { addHistory, getBookingByPk, type StoredBooking } from '../../store/bookings.js';
import { inTransaction, type Db } from '../../store/db.js';
import { failedAddresses, getMailMessage, linkMessage, markAddressFailed, markContactBounced, recordMailOutcome, type IncomingStatus, type MailRow } from '../../store/mail.js';
import { recordHotelReply } from '../../store/replies.js';
import { escalateBooking } from '../../store/transitions.js';
import { comparedFor, hotelView } from '../channels/hotelView.js';
import { scheduleContact } from '../pipeline.js';
import { matchedByUs, type MailMatch } from './match.js';

export interface MatchedMail {
  row: MailRow;
  parsed: ParsedMail;
  match: MailMatch;
  /** The matched bookings, each with the contact attempt the e-mail answers (when known). */
  bookings: { stored: StoredBooking; contactId: number | null }[];
  /** The sender authentication verdict (senderAuth.ts). */
  auth: SenderAuth;
}

/** One line per booking, for the log and `reconfirm inbox attach`. */
export interface MailEffect {
  bookingId: string;
  what: string;
}

const STRIPPED_MAX = 8000;
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…` : s);
const open = (b: StoredBooking) => b.row.status === 'PENDING' || b.row.status === 'ESCALATED';

export function applyMailReading(db: Db, config: Config, now: number, mail: MatchedMail, reading: MailReading, attached: boolean): { status: IncomingStatus; effects: MailEffect[] } {
  return inTransaction(db, () => {
    const { parsed, match, row, auth } = mail;
    const sender = parsed.from?.address?.toLowerCase() ?? null;
    const hotelEmails = new Set([...mail.bookings.flatMap((b) => (b.stored.booking.Hotel.ContactDetails?.Emails ?? []).map((e) => e.trim().toLowerCase())), ...match.sentTo]);
    // A bounce comes from a mailer daemon, never from the hotel: only answers and auto-replies are checked.
    const senderUnknown = reading.kind !== 'bounce' && (!sender || !hotelEmails.has(sender));
    const distrust = untrusted(reading, match, senderUnknown, sender, auth);
    const notApplied = distrust.length ? `not applied by itself: ${distrust.join('; ')}` : null;
    const stripped = reading.kind === 'answer' ? reading.stripped : parsed.text;
    const status: IncomingStatus = reading.kind === 'auto-reply' ? 'auto-reply' : reading.kind === 'bounce' ? 'bounce' : attached ? 'attached' : 'matched';
    const recorded = recordMailOutcome(db, row.id, row.status, {
      messageId: parsed.messageId?.replace(/^<|>$/g, '') ?? null,
      sender,
      subject: parsed.subject || null,
      stripped: clip(stripped, STRIPPED_MAX),
      reading,
      status,
      matchedBy: match.by,
      senderUnknown,
      auth,
      note: notApplied,
      now,
    });
    // Another reader recorded it first (this job was taken over while it read): its outcome stands, nothing twice.
    if (!recorded) return { status: (getMailMessage(db, row.id)?.status ?? status) as IncomingStatus, effects: [] };
    const at = iso(now);
    const from = sender ?? 'an unknown sender';
    const flag = notApplied ? ` (${notApplied})` : '';
    const actor = distrust.length ? `e-mail from ${from} (not verified as the hotel)` : `hotel via e-mail (${from})`;
    const effects: MailEffect[] = [];
    for (const b of mail.bookings) {
      // As it is now, inside this transaction (locked on PostgreSQL): it may have changed while the mail was read.
      const stored = getBookingByPk(db, b.stored.row.id) ?? b.stored;
      const contactId = b.contactId;
      linkMessage(db, row.id, stored.row.id, contactId);
      const line = reading.kind === 'answer' ? reading.lines.find((l) => l.bookingId === stored.row.bookingId) : undefined;
      const review = reading.kind === 'answer' ? reviewFor(reading.review, reading.lines, stored.row.bookingId) : [];
      // A promise to answer later ("pending", "we will confirm"): noted in the history, no escalation.
      const pending = reading.kind === 'answer' ? reading.pending?.find((p) => p.bookingId === stored.row.bookingId) : undefined;
      addHistory(db, stored.row.id, {
        at,
        actor,
        kind: 'mail_received',
        message: `e-mail from ${from} received, matched by ${match.by}${attached ? ' (attached by an operator)' : ''}, sender ${authSummary(auth)}: ${pending && !review.length && !line ? `no answer yet, the hotel will answer later ("${pending.words}")` : describe(reading, line?.reply, review)}${flag}`,
        data: { message: row.id, from: sender, subject: parsed.subject, receivedAt: row.at, matchedBy: match.by, senderUnknown, auth, notApplied: distrust, stripped: clip(stripped, 2000), read: line?.reply ?? null, review, kind: reading.kind, ...(pending ? { pending: pending.words } : {}) },
      });
      const what =
        reading.kind === 'auto-reply' ? `automatic reply (${reading.reason}); not an answer, reminders go on` :
        reading.kind === 'bounce' ? (distrust.length ? `delivery failure not applied: ${distrust.join('; ')}` : bounced(db, config, now, stored, contactId, reading, row.id)) :
        distrust.length ? untrustedAnswer(db, now, stored, actor, from, distrust, describe(reading, line?.reply, review), Boolean(line || review.length)) :
        !review.length && !line && pending ? `pending: the hotel will answer later ("${pending.words}"); reminders go on` :
        answered(db, config, now, stored, contactId, from, line?.reply, review);
      effects.push({ bookingId: stored.row.bookingId, what });
    }
    return { status, effects };
  });
}

/**
 * Why this mail may not act by itself (empty when it may): it must answer a message we sent (reply token or thread)
 * and, for an answer, come from one of the hotel's addresses (or the one we wrote to) and not fail DMARC.
 */
function untrusted(reading: MailReading, match: MailMatch, senderUnknown: boolean, sender: string | null, auth: SenderAuth): string[] {
  if (reading.kind === 'auto-reply') return [];
  const why: string[] = [];
  if (!matchedByUs(match.by)) why.push('matched by booking code only (no reply token, no thread of ours)');
  if (reading.kind === 'bounce') return why;
  if (senderUnknown) why.push(`sender ${sender ?? '(none)'} is not among the hotel's addresses`);
  if (failsDmarc(auth)) why.push(`the sender's domain${auth.domain ? ` ${auth.domain}` : ''} fails DMARC (${auth.by})`);
  return why;
}

/** An answer that may not act by itself: an operator reads it (REPLY_NEEDS_REVIEW with the reason); nothing is confirmed. */
function untrustedAnswer(db: Db, now: number, stored: StoredBooking, actor: string, from: string, distrust: string[], said: string, saidSomething: boolean): string {
  const why = distrust.join('; ');
  if (!saidSomething) return `not applied (${why}); nothing read for this booking, reminders go on`;
  if (!open(stored)) return `not applied (${why}); the booking is already ${stored.row.status}: nothing changed`;
  const message = `an e-mail from ${from} was not applied: ${why}. It says: ${said}. Read it (reconfirm show); if it is the hotel's answer, record it with reconfirm hotel reply`;
  const raised = escalateBooking(db, stored.row.id, { reason: 'REPLY_NEEDS_REVIEW', severity: 'high', message }, { actor, now });
  return raised ? `escalated REPLY_NEEDS_REVIEW: ${why}` : `not applied (${why}); REPLY_NEEDS_REVIEW was already raised`;
}

/** Review items about this booking, and those about the whole message when it got no confident line. */
function reviewFor(review: ReviewItem[], lines: { bookingId: string }[], bookingId: string): ReviewItem[] {
  const hasLine = lines.some((l) => l.bookingId === bookingId);
  return review.filter((r) => r.bookingId === bookingId || (!r.bookingId && !hasLine));
}

function describe(reading: MailReading, line: HotelReply | undefined, review: ReviewItem[]): string {
  if (reading.kind === 'auto-reply') return `automatic reply (${reading.reason})`;
  if (reading.kind === 'bounce') return `delivery failure: ${reading.cause}`;
  if (review.length) return `needs review: ${review.map(reviewText).join('; ')}`;
  if (!line) return 'nothing read for this booking';
  const parts = Object.entries(line)
    .filter(([k]) => k !== 'note')
    .map(([k, v]) => `${k} ${JSON.stringify(v)}`);
  return `read ${parts.join(', ') || 'nothing'}${reading.language ? ` (${reading.language})` : ''}`;
}

const reviewText = (r: ReviewItem) => `${r.why}${r.candidates.length ? ` (candidates: ${r.candidates.join(', ')})` : ''}`;

/** An answer: doubt escalates for an operator; a confident line is recorded like a reply-page answer. */
function answered(db: Db, config: Config, now: number, stored: StoredBooking, contactId: number | null, from: string, line: HotelReply | undefined, review: ReviewItem[]): string {
  if (review.length) {
    const message = `the hotel's e-mail from ${from} could not be read with confidence: ${review.map(reviewText).join('; ')}; read it (reconfirm show) and record the answer with reconfirm hotel reply`;
    if (!open(stored)) return `needs review, but the booking is already ${stored.row.status}: nothing changed`;
    const raised = escalateBooking(db, stored.row.id, { reason: 'REPLY_NEEDS_REVIEW', severity: 'high', message }, { actor: `hotel via e-mail (${from})`, now });
    return raised ? `escalated REPLY_NEEDS_REVIEW: ${review.map(reviewText).join('; ')}` : 'needs review (REPLY_NEEDS_REVIEW was already raised)';
  }
  if (!line) return 'nothing read for this booking; reminders go on';
  const compared = comparedFor(hotelView(config, stored.booking));
  const r = recordHotelReply(db, stored.row.id, line, { source: 'email', actor: `hotel via e-mail (${from})`, now, contactId, compared });
  if (!r.ok) return r.reason;
  const v = r.verdict;
  return v.kind === 'CONFIRMED' ? `confirmed with HCN ${v.hcn}` :
    v.kind === 'DISCREPANCY' ? `escalated DATA_DISCREPANCY: ${v.discrepancies.map((d) => d.field).join(', ')}` :
    v.kind === 'NO_BOOKING' ? 'escalated HOTEL_REPORTS_NO_BOOKING' :
    'details match but no HCN given; the booking stays unconfirmed';
}

/**
 * A delivery failure: the hotel's addresses that failed are left out for this booking from now on. While another
 * address is left, the request reached the hotel; once none is, the attempt failed: the channel's fallback is asked
 * now, or without one the booking escalates NO_HOTEL_RESPONSE with the cause.
 */
function bounced(db: Db, config: Config, now: number, stored: StoredBooking, contactId: number | null, reading: Extract<MailReading, { kind: 'bounce' }>, messagePk: number): string {
  const pk = stored.row.id;
  const emails = (stored.booking.Hotel.ContactDetails?.Emails ?? []).map((e) => e.trim().toLowerCase());
  const failed = reading.failedRecipients.map((a) => a.toLowerCase());
  // A bounce from a forwarding address names an address the hotel does not list: then every address it names failed.
  const ours = failed.filter((a) => emails.includes(a));
  for (const address of ours.length ? ours : failed) markAddressFailed(db, pk, address, reading.cause, messagePk, now);
  const gone = new Set(failedAddresses(db, pk));
  const left = emails.filter((e) => !gone.has(e));
  const what = `e-mail to ${(ours.length ? ours : failed).join(', ')} bounced (${reading.cause})`;
  if (left.length) return `${what}; still writing to ${left.join(', ')}`;
  if (!open(stored)) return `${what}; the booking is ${stored.row.status}, nothing else to do`;
  if (contactId) markContactBounced(db, contactId, `bounced: ${reading.cause}`);
  const fallback = config.channels.fallback.email;
  const actor = { actor: 'hotel contact', now };
  if (fallback) {
    addHistory(db, pk, { at: iso(now), actor: actor.actor, kind: 'hotel_contact_failed', message: `${what}; no e-mail address of the hotel is left, so ${fallback} (the e-mail channel's fallback) is tried now`, data: { channel: 'email', contactId, fallback } });
    const current = getBookingByPk(db, pk)!.row;
    scheduleContact(db, current, now, now);
    return `${what}; no address left: falling back to ${fallback}`;
  }
  escalateBooking(db, pk, { reason: 'NO_HOTEL_RESPONSE', severity: 'high', message: `the hotel cannot be reached by e-mail: ${what}, and no other address or fallback channel is configured` }, actor);
  return `${what}; no address left: escalated NO_HOTEL_RESPONSE`;
}

// The types of a hotel's e-mail as this module reads it: a parsed message, and what it says about the bookings it answers.
import type { Booking } from '../schemas.js';
import type { HotelReply } from '../reply.js';
import type { Language } from '../languages.js';

/** A reply (what we read), an out-of-office or similar automatic answer (recorded, not an answer), or a delivery failure report. */
export type MailKind = 'reply' | 'auto-reply' | 'bounce';

export interface MailAddress {
  /** Lowercased. */
  address: string;
  /** The display name, '' when none. */
  name: string;
}

/** One recipient of a delivery status report (RFC 3464 per-recipient fields). */
export interface DeliveryFailure {
  /** Final-Recipient (else Original-Recipient), lowercased, without the "rfc822;" type. */
  recipient: string;
  /** Action: failed, delayed, delivered, relayed, expanded; 'failed' for a plain-text bounce. */
  action: string;
  /** Status, e.g. 5.1.1; absent in most plain-text bounces. */
  status?: string;
  /** Diagnostic-Code without its type, e.g. "550 5.1.1 <x@y>: Recipient address rejected". */
  diagnostic?: string;
}

export interface BounceReport {
  /** The addresses that definitely failed (Action: failed), lowercased. Never empty for kind 'bounce'. */
  failedRecipients: string[];
  failures: DeliveryFailure[];
  /** The Message-ID of our message that bounced (angle brackets kept), from message/rfc822 or text/rfc822-headers. */
  originalMessageId?: string;
  /** One line for a person: "info@hotel.example: 5.1.1 550 5.1.1 user unknown". */
  cause: string;
}

/** A hotel's e-mail, parsed: headers that thread it, its text, and what kind of message it is. */
export interface ParsedMail {
  /** Message-IDs keep their angle brackets ("<id@host>"), as nodemailer's info.messageId gives them. */
  messageId?: string;
  inReplyTo?: string;
  references: string[];
  from?: MailAddress;
  /** Addresses only, lowercased. */
  to: string[];
  cc: string[];
  deliveredTo?: string;
  /** Decoded; '' when absent. */
  subject: string;
  /** ISO 8601 (UTC) when the Date header parses, else absent. */
  date?: string;
  /** The body as plain text: text/plain, else the HTML converted (quotes kept as "> " lines). */
  text: string;
  /** True when `text` was converted from HTML (no text/plain part). */
  fromHtml: boolean;
  /** Size of the raw message in bytes. */
  size: number;
  kind: MailKind;
  /** For 'auto-reply': which header or subject said so, e.g. "Auto-Submitted: auto-replied". */
  autoReplyReason?: string;
  /** For 'bounce' only. */
  bounce?: BounceReport;
}

/** A booking the message is about: one for a single request, several for a digest. */
export interface ExpectedBooking {
  bookingId: string;
  booking: Booking;
  /** The hotel's zone (hotelZone): the booked stay is read as its days. UTC days without one. */
  zone?: string;
}

/** Something a person has to settle: the reading was not confident. */
export interface ReviewItem {
  /** The booking it concerns; absent when the doubt is about the whole message. */
  bookingId?: string;
  /** One sentence, e.g. "two candidate confirmation numbers". */
  why: string;
  /** What we found, as written (numbers, dates, names); empty for unreadable text. */
  candidates: string[];
}

/** What the hotel confidently stated for one booking; `reply` holds only what was stated. */
export interface ReadLine {
  bookingId: string;
  reply: HotelReply;
}

/** A booking the hotel has not answered yet: it promised to ("pending", "we will confirm"). Noted, not escalated. */
export interface PendingItem {
  bookingId: string;
  /** The hotel's words that promise an answer. */
  words: string;
}

/** One thing the hotel's own text states, with the words it came from. */
export interface Fact {
  /** The booking it is about; absent when about the whole message. */
  bookingId?: string;
  /**
   * hcn, checkIn, checkOut, roomType, boardType, adults, leadName, noBooking, pending, condition, cancellation,
   * question, contrast, otherReference, uncertain, duringStay (a day inside the stay a service is offered on), roomAside (a room named that is not the booking's: an upgrade
   * offered, the house's kind, a unit's name), boardAside (a board offered at a price beside the one stated) and boardOffer (its clause), roomOffer (the clause of a room at a supplement), ratePlan (a rate's line that names the board), nameAside (a name stated that is the house's, its staff's or an agency's), otherDate (a date of a charge, an invoice, a payment's due day or an
   * option's release: no day of the stay).
   */
  field: string;
  /** What it means: a date (YYYY-MM-DD), a canonical room or board, a count, a number, true. */
  value: string | number | boolean;
  /** The hotel's words, as written. */
  words: string;
  /** What the booking has for the same field, when compared. */
  booked?: string | number;
  /** Whether it agrees with the booking (absent: not a comparison). */
  matches?: boolean;
}

/** The confirmation gate's checks (gate.ts): every one must pass for a reading to confirm a booking. */
export type GateCheckName = 'oneNumber' | 'noQuestion' | 'noCondition' | 'noRequest' | 'noOption' | 'noHedge' | 'noNegation' | 'noCancellation' | 'nothingUnread' | 'allChecked';
export interface GateCheck {
  check: GateCheckName;
  passed: boolean;
  /** The hotel's words that failed it, or for oneNumber how the number is tied to the confirmation. */
  words?: string;
}

/** What the reading decided for one booking, and why, in one sentence. */
export interface Decision {
  bookingId: string;
  /** CONFIRMED, DATA_DISCREPANCY, NO_BOOKING, NO_HCN, REPLY_NEEDS_REVIEW, PENDING, or NOTHING (not answered). */
  outcome: 'CONFIRMED' | 'DATA_DISCREPANCY' | 'NO_BOOKING' | 'NO_HCN' | 'REPLY_NEEDS_REVIEW' | 'PENDING' | 'NOTHING';
  why: string;
  /** The confirmation gate's checks, passed or failed, when the reading would otherwise have confirmed the booking. */
  checks?: GateCheck[];
}

/**
 * Why a reading is what it is, for operators ("why did this go to review?") and `reconfirm mail read`: the language,
 * the hotel's own text after stripping quotes and signatures, each fact with its words, each booking's decision.
 */
export interface Explanation {
  kind: MailKind;
  language?: Language;
  stripped: string;
  facts: Fact[];
  decisions: Decision[];
  /** For an auto-reply or a bounce: what made it one. */
  why?: string;
}

export type MailReading =
  | { kind: 'auto-reply'; reason: string; explanation?: Explanation }
  | { kind: 'bounce'; failedRecipients: string[]; cause: string; originalMessageId?: string; explanation?: Explanation }
  | {
      kind: 'answer';
      /** The new text of the reply, without quoted history and signatures. */
      stripped: string;
      /** en, es, fr, de, it or pt when recognisable. */
      language?: Language;
      lines: ReadLine[];
      review: ReviewItem[];
      /** Bookings the hotel promised to answer later: no line, no review. */
      pending?: PendingItem[];
      /** Always set by readHotelMail (optional only for readings stored before it existed). */
      explanation?: Explanation;
    };

/** One definition, domain/languages.ts: the languages a hotel is written to in are the ones its mail is read in. */
export type { Language };

// Which bookings a received e-mail answers: by the token of the address it was sent to, else by the Message-IDs it
// refers to (In-Reply-To, a bounce's returned message, References), else by a BookingId in its subject. Only the
// first two can let a reply act by itself (apply.ts); a subject naming bookings of several accounts matches none.
import { checkMailToken, messageIdsIn, tokenFromAddress } from '../../domain/mailThreading.js';
import type { ParsedMail } from '../../domain/hotelMail/index.js';
import type { Db } from '../../store/db.js';
import { bookingsNamedIn, findOutgoingByMessageId, findOutgoingByToken, latestMailContact, linksOf, sentTo, type MailLink, type MailRow } from '../../store/mail.js';

export type MatchedBy = 'token' | 'in-reply-to' | 'bounced-message' | 'references' | 'subject' | 'operator';

export interface MailMatch {
  by: MatchedBy;
  links: MailLink[];
  /** The addresses the message it answers was sent to (token and thread matches): the hotel's, as far as we know. */
  sentTo: string[];
}

/** A match by reply token or by thread names a message we sent; a subject names only a booking code anyone can know. */
export const matchedByUs = (by: MatchedBy): boolean => by !== 'subject';

export interface MatchInput {
  /** Envelope recipients (SMTP RCPT TO), empty for IMAP. */
  recipients: string[];
  parsed: ParsedMail;
}

/** The match, or why the message matches nothing although it names bookings (it then waits in the inbox). */
export type MatchOutcome = MailMatch | { refused: string } | undefined;

export function matchMail(db: Db, replyTo: string | undefined, secret: () => string, m: MatchInput): MatchOutcome {
  return byToken(db, replyTo, secret, m) ?? byThread(db, m.parsed) ?? bySubject(db, m.parsed.subject);
}

const found = (db: Db, by: MatchedBy, sent: MailRow | undefined): MailMatch | undefined => {
  const links = sent ? linksOf(db, sent.id) : [];
  return links.length ? { by, links, sentTo: sentTo(sent!) } : undefined;
};

function byToken(db: Db, replyTo: string | undefined, secret: () => string, m: MatchInput): MailMatch | undefined {
  if (!replyTo) return undefined;
  const addresses = [...m.recipients, m.parsed.deliveredTo, ...m.parsed.to, ...m.parsed.cc].filter((a): a is string => Boolean(a));
  for (const address of addresses) {
    const token = tokenFromAddress(address, replyTo);
    if (!token) continue;
    const check = checkMailToken(secret(), token);
    if (!check.ok) continue;
    const match = found(db, 'token', findOutgoingByToken(db, check.messagePk, token));
    if (match) return match;
  }
  return undefined;
}

function byThread(db: Db, p: ParsedMail): MailMatch | undefined {
  const tries: [MatchedBy, string | undefined][] = [
    ['in-reply-to', p.inReplyTo],
    ['bounced-message', p.bounce?.originalMessageId],
    // The latest reference is the message answered; older ones follow.
    ...p.references
      .slice()
      .reverse()
      .map((r): [MatchedBy, string] => ['references', r]),
  ];
  for (const [by, header] of tries) {
    for (const id of messageIdsIn(header)) {
      const match = found(db, by, findOutgoingByMessageId(db, id));
      if (match) return match;
    }
  }
  return undefined;
}

/** Words of a subject that could be a BookingId: with a digit, at least 3 characters, trailing punctuation off. */
export function subjectWords(subject: string): string[] {
  const words = subject
    .split(/[\s,;:()[\]<>"'«»]+/)
    .map((w) => w.replace(/[.!?]+$/, ''))
    .filter((w) => w.length >= 3 && w.length <= 120 && /\d/.test(w));
  return [...new Set(words)].slice(0, 50);
}

function bySubject(db: Db, subject: string): MatchOutcome {
  const named = bookingsNamedIn(db, subjectWords(subject));
  if (!named.length) return undefined;
  const accounts = new Set(named.map((n) => n.accountId));
  // Matching is scoped to one account: a code that several accounts use says nothing about whose booking it is.
  if (accounts.size > 1) return { refused: `its subject names a booking code found in ${accounts.size} accounts; matched by booking code only, so it acts on none` };
  return { by: 'subject', links: named.map(({ bookingPk }) => ({ bookingPk, contactId: latestMailContact(db, bookingPk) })), sentTo: [] };
}

// Which bookings a received e-mail answers: by the token of the address it was sent to, else by the Message-IDs it
// refers to (In-Reply-To, a bounce's returned message, References), else by a BookingId in its subject.
import { checkMailToken, messageIdsIn, tokenFromAddress } from '../../domain/mailThreading.js';
import type { ParsedMail } from '../../domain/hotelMail/index.js';
import type { Db } from '../../store/db.js';
import { bookingsNamedIn, findOutgoingByMessageId, findOutgoingByToken, latestMailContact, linksOf, type MailLink } from '../../store/mail.js';

export type MatchedBy = 'token' | 'in-reply-to' | 'bounced-message' | 'references' | 'subject' | 'operator';

export interface MailMatch {
  by: MatchedBy;
  links: MailLink[];
}

export interface MatchInput {
  /** Envelope recipients (SMTP RCPT TO), empty for IMAP. */
  recipients: string[];
  parsed: ParsedMail;
}

export function matchMail(db: Db, replyTo: string | undefined, secret: () => string, m: MatchInput): MailMatch | undefined {
  return byToken(db, replyTo, secret, m) ?? byThread(db, m.parsed) ?? bySubject(db, m.parsed.subject);
}

function byToken(db: Db, replyTo: string | undefined, secret: () => string, m: MatchInput): MailMatch | undefined {
  if (!replyTo) return undefined;
  const addresses = [...m.recipients, m.parsed.deliveredTo, ...m.parsed.to, ...m.parsed.cc].filter((a): a is string => Boolean(a));
  for (const address of addresses) {
    const token = tokenFromAddress(address, replyTo);
    if (!token) continue;
    const check = checkMailToken(secret(), token);
    if (!check.ok) continue;
    const sent = findOutgoingByToken(db, check.messagePk, token);
    const links = sent ? linksOf(db, sent.id) : [];
    if (links.length) return { by: 'token', links };
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
      const sent = findOutgoingByMessageId(db, id);
      const links = sent ? linksOf(db, sent.id) : [];
      if (links.length) return { by, links };
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

function bySubject(db: Db, subject: string): MailMatch | undefined {
  const pks = bookingsNamedIn(db, subjectWords(subject));
  if (!pks.length) return undefined;
  return { by: 'subject', links: pks.map((bookingPk) => ({ bookingPk, contactId: latestMailContact(db, bookingPk) })) };
}

// Reading one received e-mail (the `mail.read` job, and `reconfirm inbox attach`): parse it, skip a copy already
// read, find its bookings, read what it says about them (src/domain/hotelMail) and apply that in one transaction.
// A message that matches nothing waits in the inbox (status unmatched); nothing is dropped. Its sender is checked
// (senderAuth.ts) before it is matched, and the verdict is kept with it.
import type { Config } from '../../config.js';
import { ReconfirmError } from '../../domain/errors.js';
import { hotelZone } from '../../domain/hotelTime.js';
import { parseHotelMail, readHotelMail, type ParsedMail } from '../../domain/hotelMail/index.js';
import { iso } from '../../domain/clock.js';
import { addHistory, getBookingByPk } from '../../store/bookings.js';
import { inTransaction, type Db } from '../../store/db.js';
import type { SenderAuth } from '../../domain/senderAuth.js';
import { authOf, getMailMessage, latestMailContact, readBefore, recordMailOutcome, type IncomingStatus, type MailRow } from '../../store/mail.js';
import { recordDiscrepancyAccepted } from '../../store/operatorActions.js';
import { discrepancyAccepted } from '../operator.js';
import { applyMailReading, type MailEffect, type MatchedMail } from './apply.js';
import { matchMail, type MailMatch } from './match.js';
import { verifySender, type DnsResolver, type MailClient } from './senderAuth.js';

export interface MailDeps {
  db: Db;
  config: Config;
  now: () => number;
  /** The service's token secret (Engine.tokenSecret()): checks the Reply-To token a reply was sent to. */
  secret: () => string;
  /** DNS for sender authentication (tests inject one); the system's when absent. */
  resolver?: DnsResolver;
}

export interface MailResult {
  messagePk: number;
  status: IncomingStatus | 'received';
  from?: string;
  effects: MailEffect[];
}

/** Reads a message stored by the listener or the IMAP reader; one already read is left as it is (the job runs at least once). */
export async function readReceivedMail(d: MailDeps, messagePk: number): Promise<MailResult> {
  const row = getMailMessage(d.db, messagePk);
  if (!row || row.status !== 'received') return { messagePk, status: (row?.status as IncomingStatus) ?? 'received', effects: [] };
  const parsed = await parse(row);
  if (!parsed.ok) return unmatched(d, row, undefined, `the message could not be parsed: ${parsed.error}`);
  const mail = parsed.mail;
  if (mail.messageId && readBefore(d.db, mail.messageId.replace(/^<|>$/g, ''), row.id)) {
    inTransaction(d.db, () => recordMailOutcome(d.db, row.id, row.status, { ...outcomeBase(mail), status: 'duplicate', matchedBy: null, senderUnknown: false, reading: undefined, note: 'a message with this Message-ID was already read', now: d.now() }));
    return { messagePk, status: 'duplicate', from: mail.from?.address, effects: [] };
  }
  const auth = await checkSender(d, row);
  const match = matchMail(d.db, d.config.replyTo, d.secret, { recipients: JSON.parse(row.recipients ?? '[]') as string[], parsed: mail });
  if (!match || 'refused' in match) return unmatched(d, row, mail, match?.refused, auth);
  return apply(d, row, mail, match, false, auth);
}

/**
 * `reconfirm inbox attach`: an operator names the booking an unmatched message answers; it is read for that booking,
 * and the history says who attached it.
 */
export async function attachReceivedMail(d: MailDeps, messagePk: number, bookingPk: number, operator = 'operator', acceptDiscrepancy = false): Promise<MailResult> {
  const row = getMailMessage(d.db, messagePk);
  if (!row || row.direction !== 'in') throw new ReconfirmError('NOT_FOUND', `no received message ${messagePk}; reconfirm inbox lists them`);
  if (row.status !== 'unmatched') throw new ReconfirmError('UPDATE_NOT_PERMITTED', `message ${messagePk} is ${row.status}, not waiting in the inbox; only unmatched messages can be attached`);
  const parsed = await parse(row);
  if (!parsed.ok) throw new ReconfirmError('UPDATE_NOT_PERMITTED', `message ${messagePk} could not be parsed (${parsed.error}); read it and record the answer with reconfirm hotel reply`);
  const auth = authOf(row) ?? (await checkSender(d, row));
  const result = await apply(d, row, parsed.mail, { by: 'operator', links: [{ bookingPk, contactId: latestMailContact(d.db, bookingPk) }], sentTo: [] }, true, auth, { operator, accept: acceptDiscrepancy });
  addHistory(d.db, bookingPk, { at: iso(d.now()), actor: operator, kind: 'mail_attached', message: `attached received message ${messagePk}${parsed.mail.from?.address ? ` from ${parsed.mail.from.address}` : ''} to this booking: ${result.status}` });
  return result;
}

/** The sender authentication verdict; a message kept only in part cannot be checked here (its DKIM body hash would fail). */
async function checkSender(d: MailDeps, row: MailRow): Promise<SenderAuth> {
  const client = row.client ? (JSON.parse(row.client) as MailClient) : null;
  if (row.rawTruncated && !d.config.inbound.trustedAuthServIds.length) {
    return { spf: 'none', dkim: 'none', dmarc: 'none', by: 'mailauth', note: `not checked: only the first ${d.config.inbound.keepRawBytes} bytes were kept` };
  }
  // A PostgreSQL bytea may be a plain Uint8Array: mailauth wants a Buffer.
  return verifySender(row.raw ? Buffer.from(row.raw.buffer, row.raw.byteOffset, row.raw.byteLength) : Buffer.alloc(0), client, d.config, d.resolver);
}

/** An operator attached the message: the operator rules apply to what it answers (daemon/operator.ts). */
interface AttachedBy {
  operator: string;
  accept: boolean;
}

async function apply(d: MailDeps, row: MailRow, mail: ParsedMail, match: MailMatch, attached: boolean, auth: SenderAuth, by?: AttachedBy): Promise<MailResult> {
  const bookings = match.links.flatMap((l) => {
    const stored = getBookingByPk(d.db, l.bookingPk);
    return stored ? [{ stored, contactId: l.contactId }] : [];
  });
  if (!bookings.length) return unmatched(d, row, mail, undefined, auth);
  // One message acts within one account; one that reaches bookings of several is left to an operator.
  const accounts = new Set(bookings.map((b) => b.stored.row.accountId));
  if (accounts.size > 1) return unmatched(d, row, mail, `it names bookings of ${accounts.size} accounts; it acts on none`, auth);
  const reading = readHotelMail(mail, bookings.map((b) => ({ bookingId: b.stored.row.bookingId, booking: b.stored.booking, zone: hotelZone(b.stored.booking, d.config.defaultTimeZone).zone })));
  const matched: MatchedMail = { row, parsed: mail, match, bookings, auth };
  const { status, effects } = inTransaction(d.db, () => {
    if (by && reading.kind === 'answer') {
      // As for hotel reply and triage: an answer confirming over an open difference only when the operator accepts it.
      for (const b of bookings) {
        const line = reading.lines.find((l) => l.bookingId === b.stored.row.bookingId)?.reply;
        if (!line || b.stored.row.status !== 'ESCALATED') continue;
        const accepted = discrepancyAccepted(d.db, b.stored, line, hotelZone(b.stored.booking, d.config.defaultTimeZone).zone, by.accept);
        recordDiscrepancyAccepted(d.db, b.stored.row.id, accepted, { actor: by.operator, now: d.now() });
      }
    }
    return applyMailReading(d.db, d.config, d.now(), matched, reading, attached);
  });
  return { messagePk: row.id, status, from: mail.from?.address, effects };
}

async function parse(row: MailRow): Promise<{ ok: true; mail: ParsedMail } | { ok: false; error: string }> {
  try {
    return { ok: true, mail: await parseHotelMail(row.raw ?? Buffer.alloc(0)) };
  } catch (err) {
    return { ok: false, error: (err as Error).message };
  }
}

const outcomeBase = (mail: ParsedMail) => ({
  messageId: mail.messageId?.replace(/^<|>$/g, '') ?? null,
  sender: mail.from?.address ?? null,
  subject: mail.subject || null,
  stripped: mail.text.slice(0, 8000),
});

function unmatched(d: MailDeps, row: MailRow, mail: ParsedMail | undefined, note?: string, auth?: SenderAuth): MailResult {
  const base = mail ? outcomeBase(mail) : { messageId: null, sender: null, subject: null, stripped: null };
  const why = note ?? (mail?.kind === 'reply' ? 'no token, thread or BookingId matched a booking' : `a ${mail?.kind ?? 'message'} that matched no booking`);
  inTransaction(d.db, () => recordMailOutcome(d.db, row.id, row.status, { ...base, status: 'unmatched', matchedBy: null, senderUnknown: false, auth, reading: mail ? { kind: mail.kind } : undefined, note: why, now: d.now() }));
  return { messagePk: row.id, status: 'unmatched', from: mail?.from?.address, effects: [] };
}

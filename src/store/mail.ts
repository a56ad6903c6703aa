// Hotel e-mail (mail_messages, mail_links, mail_failed_addresses): outgoing requests with their Message-ID and reply
// token, incoming messages as evidence, and which bookings and contact attempts each concerns.
import { iso } from '../domain/clock.js';
import type { ReceivedMail } from '../domain/schemas.js';
import type { SenderAuth } from '../domain/senderAuth.js';
import { issueMailToken, mailTokenHash, newMessageId, replyAddress, splitAddress } from '../domain/mailThreading.js';
import { selectColumns } from './columns.js';
import { engineOf, inTransaction, perEngine, stmt, type Db } from './db.js';
import { mailMessages } from './schema.js';

export type MailRow = Omit<typeof mailMessages.$inferSelect, 'rawTruncated' | 'senderUnknown'> & { rawTruncated: number; senderUnknown: number };

const SELECT = `SELECT ${selectColumns(mailMessages)} FROM mail_messages`;

/** Every statement of this module, prepared once per connection through stmt(). */
const SQL = {
  insertOutgoing: `INSERT INTO mail_messages (direction, source, sender, recipients, subject, at, status) VALUES ('out', 'out', @sender, @recipients, @subject, @at, 'sent')`,
  setThread: 'UPDATE mail_messages SET message_id = ?, token_hash = ? WHERE id = ?',
  contactBooking: 'SELECT booking_pk AS bookingPk FROM hotel_contacts WHERE id = ?',
  link: 'INSERT INTO mail_links (message_pk, booking_pk, contact_id) VALUES (?, ?, ?) ON CONFLICT (message_pk, booking_pk) DO UPDATE SET contact_id = coalesce(excluded.contact_id, mail_links.contact_id)',
  insertIncoming: `INSERT INTO mail_messages (direction, source, source_key, recipients, client, at, raw, raw_bytes, raw_truncated, status)
     VALUES ('in', @source, @sourceKey, @recipients, @client, @at, @raw, @rawBytes, @rawTruncated, 'received') ON CONFLICT(source_key) DO NOTHING`,
  bySourceKey: 'SELECT id FROM mail_messages WHERE source_key = ?',
  byPk: `${SELECT} WHERE id = ?`,
  outgoingByMessageId: `${SELECT} WHERE message_id = ? AND direction = 'out'`,
  incomingByMessageId: `SELECT id FROM mail_messages WHERE message_id = ? AND direction = 'in' AND id <> ? AND status NOT IN ('received', 'duplicate') LIMIT 1`,
  links: 'SELECT booking_pk AS bookingPk, contact_id AS contactId FROM mail_links WHERE message_pk = ? ORDER BY booking_pk',
  setRead: `UPDATE mail_messages SET message_id = @messageId, sender = @sender, subject = @subject, stripped = @stripped, reading = @reading,
       status = @status, matched_by = @matchedBy, sender_unknown = @senderUnknown, auth = @auth, processed_at = @at, note = @note WHERE id = @id AND status = @was`,
  inbox: `${SELECT} WHERE direction = 'in' AND status = 'unmatched' ORDER BY id`,
  // Open bookings whose stored data names the address; each is checked to be a hotel contact address in code.
  openBookingsNaming: `SELECT booking_id AS bookingId, account_id AS accountId, status, data FROM bookings
     WHERE status IN ('PENDING', 'ESCALATED') AND lower(data) LIKE @pattern ESCAPE '\\' ORDER BY check_in, id LIMIT 50`,
  allIncoming: `${SELECT} WHERE direction = 'in' ORDER BY id DESC LIMIT ?`,
  forBooking: `SELECT ${selectColumns(mailMessages, 'm')} FROM mail_links l JOIN mail_messages m ON m.id = l.message_pk
       WHERE l.booking_pk = ? AND m.direction = 'in' ORDER BY m.id`,
  // Bookings we asked about by e-mail whose BookingId or BookingCode is one of the words (a JSON array) of a subject.
  bySubjectWords: perEngine(
    (d) => `SELECT DISTINCT b.id AS bookingPk, b.account_id AS accountId FROM bookings b
       WHERE b.id IN (SELECT booking_pk FROM mail_links l JOIN mail_messages m ON m.id = l.message_pk AND m.direction = 'out')
         AND (b.booking_id IN ${d.jsonValues('@words')} OR b.booking_code IN ${d.jsonValues('@words')})`,
  ),
  latestOutgoingContact: `SELECT l.contact_id AS contactId FROM mail_links l JOIN mail_messages m ON m.id = l.message_pk
       WHERE l.booking_pk = ? AND m.direction = 'out' ORDER BY m.id DESC LIMIT 1`,
  failAddress: 'INSERT INTO mail_failed_addresses (booking_pk, address, at, cause, message_pk) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  failedAddresses: 'SELECT address FROM mail_failed_addresses WHERE booking_pk = ?',
  // hotel_contacts is written here too: the bounce and the attempt it failed commit together.
  unreadable: "UPDATE mail_messages SET status = 'unmatched', note = ?, processed_at = ? WHERE id = ? AND status = 'received'",
  contactBounced: "UPDATE hotel_contacts SET status = 'FAILED', detail = ? WHERE id = ? AND status IN ('SENDING', 'SENT')",
};

// ---- outgoing ----------------------------------------------------------------------------------------------------

export interface OutgoingMailInput {
  /** The hotel contact attempts this e-mail carries: one for a request, one per booking for a digest. */
  contactIds: number[];
  now: number;
  /** The service's token secret (Engine.tokenSecret()). */
  secret: string;
  /** Config `replyTo` (reservations@agency.example); without it the message gets a Message-ID but no Reply-To token. */
  replyTo?: string;
  /** The domain of our Message-IDs when there is no replyTo (the From address's). */
  fromAddress: string;
  to: string[];
  subject?: string;
}

export interface OutgoingThread {
  /** The mail_messages row of this e-mail. */
  messagePk: number;
  /** `<id@domain>`, with its angle brackets: nodemailer's `messageId` field (or the Message-ID header) as it is. */
  messageId: string;
  /** `reservations+<token>@agency.example`, when replyTo is configured. */
  replyTo?: string;
  /** The headers to send: Message-ID, and Reply-To when configured (pass as nodemailer's `headers`, or use the fields). */
  headers: Record<string, string>;
}

/**
 * Stores an outgoing hotel e-mail before it is sent and gives it a Message-ID and a Reply-To with a signed token, so
 * a reply finds the bookings (through mail_links) by token, by In-Reply-To/References or by the BookingId in its
 * subject. Call it once per e-mail, with every contact attempt the e-mail carries.
 */
export function prepareOutgoingMail(db: Db, m: OutgoingMailInput): OutgoingThread {
  if (m.contactIds.length === 0) throw new Error('prepareOutgoingMail: an e-mail must carry at least one hotel contact');
  return inTransaction(db, () => {
    const sender = m.replyTo ?? m.fromAddress;
    const pk = Number(
      stmt(db, SQL.insertOutgoing).run({ sender: m.fromAddress, recipients: JSON.stringify(m.to), subject: m.subject ?? null, at: iso(m.now) }).lastInsertRowid,
    );
    const domain = splitAddress(sender)?.domain ?? 'localhost';
    const messageId = newMessageId(pk, domain);
    const token = m.replyTo ? issueMailToken(m.secret, pk) : undefined;
    stmt(db, SQL.setThread).run(messageId, token ? mailTokenHash(token) : null, pk);
    for (const contactId of m.contactIds) {
      const c = stmt(db, SQL.contactBooking).get(contactId) as { bookingPk: number } | undefined;
      if (!c) throw new Error(`prepareOutgoingMail: no hotel contact ${contactId}`);
      stmt(db, SQL.link).run(pk, c.bookingPk, contactId);
    }
    const replyTo = token && m.replyTo ? replyAddress(m.replyTo, token) : undefined;
    const headers: Record<string, string> = { 'Message-ID': `<${messageId}>` };
    if (replyTo) headers['Reply-To'] = replyTo;
    return { messagePk: pk, messageId: `<${messageId}>`, replyTo, headers };
  });
}

/** The outgoing message a valid token names, when the stored hash agrees (a token of a deleted row finds nothing). */
export function findOutgoingByToken(db: Db, messagePk: number, token: string): MailRow | undefined {
  const row = stmt(db, SQL.byPk).get(messagePk) as MailRow | undefined;
  return row && row.direction === 'out' && row.tokenHash === mailTokenHash(token) ? row : undefined;
}

/** The outgoing message with this Message-ID (lowercase, without brackets). */
export function findOutgoingByMessageId(db: Db, messageId: string): MailRow | undefined {
  return stmt(db, SQL.outgoingByMessageId).get(messageId.toLowerCase()) as MailRow | undefined;
}

export interface MailLink {
  bookingPk: number;
  contactId: number | null;
}

export function linksOf(db: Db, messagePk: number): MailLink[] {
  return stmt(db, SQL.links).all(messagePk) as MailLink[];
}

export function linkMessage(db: Db, messagePk: number, bookingPk: number, contactId: number | null): void {
  stmt(db, SQL.link).run(messagePk, bookingPk, contactId);
}

/** The contact attempt of the latest e-mail sent about a booking (what an answer found by subject answers). */
export function latestMailContact(db: Db, bookingPk: number): number | null {
  return (stmt(db, SQL.latestOutgoingContact).get(bookingPk) as { contactId: number | null } | undefined)?.contactId ?? null;
}

/** Bookings we e-mailed whose BookingId or BookingCode is one of these words, in whichever account they are. */
export function bookingsNamedIn(db: Db, words: string[]): { bookingPk: number; accountId: string }[] {
  if (words.length === 0) return [];
  return stmt(db, SQL.bySubjectWords).all({ words: JSON.stringify(words) }) as { bookingPk: number; accountId: string }[];
}

/** The addresses an outgoing message was sent to (lowercase). */
export function sentTo(row: MailRow): string[] {
  try {
    return (JSON.parse(row.recipients ?? '[]') as string[]).map((a) => a.trim().toLowerCase());
  } catch {
    return [];
  }
}

// ---- incoming ----------------------------------------------------------------------------------------------------

export interface IncomingMail {
  source: 'smtp' | 'lmtp' | 'imap';
  /** IMAP: `<mailbox url>/<uidvalidity>/<uid>`; the same key is stored once. */
  sourceKey?: string;
  /** Envelope recipients (SMTP RCPT TO); empty for IMAP. */
  recipients: string[];
  /** The SMTP client (address, HELO, MAIL FROM), kept for sender authentication; absent for IMAP. */
  client?: { ip?: string; helo?: string; mailFrom?: string };
  raw: Buffer;
  /** Bytes kept of the raw message; the rest is cut and the row says so. */
  keepBytes: number;
  now: number;
}

/** Stores a received message as it came (size-capped); returns its row id and whether it was new. The caller enqueues its reading. */
export function storeIncomingMail(db: Db, m: IncomingMail): { messagePk: number; stored: boolean } {
  const truncated = m.raw.length > m.keepBytes;
  const r = stmt(db, SQL.insertIncoming).run({
    source: m.source,
    sourceKey: m.sourceKey ?? null,
    recipients: JSON.stringify(m.recipients),
    client: m.client ? JSON.stringify(m.client) : null,
    at: iso(m.now),
    raw: truncated ? m.raw.subarray(0, m.keepBytes) : m.raw,
    rawBytes: m.raw.length,
    rawTruncated: truncated ? 1 : 0,
  });
  if (r.changes === 1) return { messagePk: Number(r.lastInsertRowid), stored: true };
  return { messagePk: (stmt(db, SQL.bySourceKey).get(m.sourceKey) as { id: number }).id, stored: false };
}

export function getMailMessage(db: Db, messagePk: number): MailRow | undefined {
  return stmt(db, SQL.byPk).get(messagePk) as MailRow | undefined;
}

/** Another incoming message with this Message-ID was already read (an MTA's retry, a copy in the mailbox). */
export function readBefore(db: Db, messageId: string, exceptPk: number): boolean {
  return stmt(db, SQL.incomingByMessageId).get(messageId.toLowerCase(), exceptPk) !== undefined;
}

export type IncomingStatus = 'matched' | 'unmatched' | 'attached' | 'auto-reply' | 'bounce' | 'duplicate';

export interface MailOutcome {
  messageId: string | null;
  sender: string | null;
  subject: string | null;
  stripped: string | null;
  reading: unknown;
  status: IncomingStatus;
  matchedBy: string | null;
  senderUnknown: boolean;
  /** The sender authentication verdict (src/domain/senderAuth.ts). */
  auth?: SenderAuth | null;
  note?: string | null;
  now: number;
}

/** What reading a message found; written in the transaction that applies it. */
/**
 * Records how a message was read, if it is still as its reader found it (`was`: received, or unmatched for an
 * operator's attach). False when another reader got there first (a second instance that took the job over when the
 * first one's lease lapsed): that reader's outcome stands, and this one must apply nothing.
 */
export function recordMailOutcome(db: Db, messagePk: number, was: string, o: MailOutcome): boolean {
  const messageId = o.messageId?.toLowerCase() ?? null;
  if (messageId && o.status !== 'duplicate' && copyAlreadyRead(db, messageId, messagePk)) {
    // A copy of this message (an MTA's retry, a second mailbox) was read while this one was: that reading stands.
    stmt(db, SQL.setRead).run({ ...outcomeRow(messagePk, was, o), status: 'duplicate', reading: null, matchedBy: null, senderUnknown: 0, note: 'a message with this Message-ID was already read' });
    return false;
  }
  return stmt(db, SQL.setRead).run(outcomeRow(messagePk, was, o)).changes === 1;
}

/** The advisory lock space of received Message-IDs' turns (PostgreSQL), keyed by the Message-ID. */
const MESSAGE_ID_LOCK = 7_414_006;

/**
 * Inside the transaction that records a reading: has another copy with this Message-ID been read? Two copies read at
 * once (two jobs, or two instances) each found none when they started; on PostgreSQL they take turns here until the
 * commit, so the second sees the first's outcome. On SQLite the transaction is the turn already.
 */
function copyAlreadyRead(db: Db, messageId: string, exceptPk: number): boolean {
  if (engineOf(db) === 'pg') stmt(db, `SELECT pg_advisory_xact_lock(${MESSAGE_ID_LOCK}, hashtext(?)) AS "turn"`).get(messageId);
  return readBefore(db, messageId, exceptPk);
}

const outcomeRow = (messagePk: number, was: string, o: MailOutcome) => ({
  was,
  id: messagePk,
  messageId: o.messageId?.toLowerCase() ?? null,
  sender: o.sender,
  subject: o.subject,
  stripped: o.stripped,
  reading: o.reading === undefined ? null : JSON.stringify(o.reading),
  status: o.status,
  matchedBy: o.matchedBy,
  senderUnknown: o.senderUnknown ? 1 : 0,
  auth: o.auth ? JSON.stringify(o.auth) : null,
  at: iso(o.now),
  note: o.note ?? null,
});

/** A message whose reading kept failing goes to the inbox, with the error, rather than wait unseen. */
export function markMailUnreadable(db: Db, messagePk: number, error: string, now: number): void {
  stmt(db, SQL.unreadable).run(`could not be read: ${error.slice(0, 500)}`, iso(now), messagePk);
}

/** Messages that matched no booking, oldest first (`reconfirm inbox`). */
export function listInbox(db: Db): MailRow[] {
  return stmt(db, SQL.inbox).all() as MailRow[];
}

/** An open booking whose hotel lists an address among its e-mails: what an unmatched message from it may answer. */
export interface SuggestedBooking {
  BookingId: string;
  accountId: string;
  ReconfirmationStatus: string;
}

/** Open bookings (nearest check-in first, at most five) whose hotel has this address among its e-mails. */
export function openBookingsOfHotelAddress(db: Db, address: string | null): SuggestedBooking[] {
  const wanted = address?.trim().toLowerCase();
  if (!wanted) return [];
  const pattern = `%"${wanted.replace(/[\\%_]/g, (ch) => `\\${ch}`)}"%`;
  const rows = stmt(db, SQL.openBookingsNaming).all({ pattern }) as { bookingId: string; accountId: string; status: string; data: string }[];
  const found: SuggestedBooking[] = [];
  for (const r of rows) {
    const emails = (JSON.parse(r.data) as { Hotel?: { ContactDetails?: { Emails?: string[] } } }).Hotel?.ContactDetails?.Emails ?? [];
    if (emails.some((e) => e.trim().toLowerCase() === wanted)) found.push({ BookingId: r.bookingId, accountId: r.accountId, ReconfirmationStatus: r.status });
    if (found.length === 5) break;
  }
  return found;
}

/** The latest received messages, whatever became of them (`reconfirm inbox --all`). */
export function listIncoming(db: Db, limit: number): MailRow[] {
  return stmt(db, SQL.allIncoming).all(limit) as MailRow[];
}

/** The messages received about a booking, oldest first (evidence for GET /bookings/{id} and `reconfirm show`). */
export function mailForBooking(db: Db, bookingPk: number): MailRow[] {
  return stmt(db, SQL.forBooking).all(bookingPk) as MailRow[];
}

/** The booking's received e-mails as GET /bookings/{id} shows them. */
export function mailEvidence(db: Db, bookingPk: number): ReceivedMail[] {
  return mailForBooking(db, bookingPk).map((m) => ({
    message: m.id,
    from: m.sender,
    receivedAt: m.at,
    subject: m.subject,
    status: m.status,
    matchedBy: m.matchedBy,
    senderUnknown: Boolean(m.senderUnknown),
    auth: authOf(m),
    note: m.note,
    stripped: m.stripped,
    reading: m.reading ? JSON.parse(m.reading) : null,
    rawBytes: m.rawBytes,
    rawTruncated: Boolean(m.rawTruncated),
  }));
}

/** The stored sender authentication verdict of a received message (null when it was not checked). */
export function authOf(m: MailRow): SenderAuth | null {
  return m.auth ? (JSON.parse(m.auth) as SenderAuth) : null;
}

/** A hotel address bounced for this booking: the e-mail channel leaves it out from now on. */
export function markAddressFailed(db: Db, bookingPk: number, address: string, cause: string, messagePk: number, now: number): void {
  stmt(db, SQL.failAddress).run(bookingPk, address.toLowerCase(), iso(now), cause, messagePk);
}

/** The booking's hotel addresses that bounced (lowercase). */
export function failedAddresses(db: Db, bookingPk: number): string[] {
  return (stmt(db, SQL.failedAddresses).all(bookingPk) as { address: string }[]).map((r) => r.address);
}

/** Every address of a request bounced: the contact attempt failed after all, so the channel's fallback is next. */
export function markContactBounced(db: Db, contactId: number, detail: string): void {
  stmt(db, SQL.contactBounced).run(detail, contactId);
}

// Hotel contact attempts (hotel_contacts): one row per attempt through a channel, with the reply token's hash.
import { bookingWritten } from './bookings.js';
import { perEngine, stmt, type Db } from './db.js';
import { deferSetRow, gathersRows, nextId, sqliteScope, unnestRows, type SetColumn } from './writeSet.js';

/** PostgreSQL, rows gathered (writeSet.ts gatherRows): a tick's outcomes of attempts, one UPDATE. */
const FINISH_COLUMNS: SetColumn<{ id: number; status: string; detail: string }>[] = [
  { name: 'id', type: 'bigint', value: (r) => r.id },
  { name: 'status', type: 'text', value: (r) => r.status },
  { name: 'detail', type: 'text', value: (r) => r.detail },
];
const FINISH_SET = `UPDATE hotel_contacts AS c SET status = CASE WHEN c.status = 'SENDING' THEN u.status ELSE c.status END, detail = u.detail
   FROM ${unnestRows(FINISH_COLUMNS)} WHERE c.id = u.id`;
/** The same for the bookings' counts of attempts sent. */
const ATTEMPT_SENT_COLUMNS: SetColumn<{ pk: number; channel: string; attempts: number; at: string }>[] = [
  { name: 'pk', type: 'bigint', value: (r) => r.pk },
  { name: 'channel', type: 'text', value: (r) => r.channel },
  { name: 'attempts', type: 'bigint', value: (r) => r.attempts },
  { name: 'at', type: 'text', value: (r) => r.at },
];
const ATTEMPT_SENT_SET = `UPDATE bookings AS b SET channel = u.channel, attempts = u.attempts, last_contact_at = u.at
   FROM ${unnestRows(ATTEMPT_SENT_COLUMNS)} WHERE b.id = u.pk`;

export interface ContactRow {
  id: number;
  booking_pk: number;
  channel: string;
  attempt: number;
  sent_at: string;
  status: ContactStatus;
  token_hash: string | null;
  expires_at: string | null;
  used_at: string | null;
  detail: string | null;
  /** The attempt carrying the digest's token, on every attempt of a digest e-mail (that one included); else null. */
  digest_id: number | null;
}

/** SENDING while the channel works; then SENT, FAILED, ANSWERED, or SUPERSEDED when the booking changed. */
export type ContactStatus = 'SENDING' | 'SENT' | 'FAILED' | 'ANSWERED' | 'SUPERSEDED';

export function insertContact(db: Db, c: { bookingPk: number; channel: string; attempt: number; sentAt: string; tokenHash?: string | null; expiresAt?: string | null }): number {
  const r = stmt(db, "INSERT INTO hotel_contacts (booking_pk, channel, attempt, sent_at, status, token_hash, expires_at) VALUES (?, ?, ?, ?, 'SENDING', ?, ?)").run(c.bookingPk, c.channel, c.attempt, c.sentAt, c.tokenHash ?? null, c.expiresAt ?? null);
  return Number(r.lastInsertRowid);
}

type NewContact = { bookingPk: number; channel: string; attempt: number; sentAt: string; expiresAt?: string | null };
type ContactSetRow = NewContact & { id: number; tokenHash: string };
const CONTACT_COLUMNS: SetColumn<ContactSetRow>[] = [
  { name: 'id', type: 'bigint', value: (r) => r.id },
  { name: 'booking_pk', type: 'bigint', value: (r) => r.bookingPk },
  { name: 'channel', type: 'text', value: (r) => r.channel },
  { name: 'attempt', type: 'bigint', value: (r) => r.attempt },
  { name: 'sent_at', type: 'text', value: (r) => r.sentAt },
  { name: 'token_hash', type: 'text', value: (r) => r.tokenHash },
  { name: 'expires_at', type: 'text', value: (r) => r.expiresAt ?? null },
];
/** PostgreSQL, rows gathered (writeSet.ts gatherRows): a claim's first attempts, each with its token, in one INSERT. */
const CONTACT_SET = `INSERT INTO hotel_contacts (id, booking_pk, channel, attempt, sent_at, status, token_hash, expires_at)
   SELECT id, booking_pk, channel, attempt, sent_at, 'SENDING', token_hash, expires_at FROM ${unnestRows(CONTACT_COLUMNS)} ORDER BY ord`;

/**
 * A new attempt (SENDING) with its reply token's hash; the token names the attempt's id (`token(id)`). On PostgreSQL
 * with rows gathered (a claim's first attempts) its id is drawn ahead and the row written once, with the hash, in the
 * claim's set of attempts. On SQLite with rows gathered the same: the ids are counted on from the table's last one
 * (read once per gatherRows: one writer, whose transaction nobody else writes into); an id taken meanwhile by another
 * insert fails the INSERT, and with it the caller's savepoint (a claim's preparations then run one savepoint each, a
 * gatherRows each, the last id read again). Elsewhere inserted, then given its hash.
 */
export function insertContactWithToken(db: Db, c: NewContact, token: (id: number) => string): number {
  if (gathersRows(db)) {
    const id = nextId(db, 'hotel_contacts');
    if (deferSetRow(db, 'hotel_contacts.insert', CONTACT_SET, CONTACT_COLUMNS, { ...c, id, tokenHash: token(id) }, { writes: [`contact:${id}`] })) return id;
  }
  const scope = sqliteScope(db);
  if (scope) {
    let next = nextContactIds.get(scope);
    next ??= Number((stmt(db, SQL_LAST_CONTACT_ID).get() as { id: number | bigint }).id) + 1;
    nextContactIds.set(scope, next + 1);
    stmt(db, SQL_INSERT_WITH_ID).run(next, c.bookingPk, c.channel, c.attempt, c.sentAt, token(next), c.expiresAt ?? null);
    return next;
  }
  const id = insertContact(db, c);
  setTokenHash(db, id, token(id));
  return id;
}

/** Per SQLite gatherRows() (sqliteScope): the id the next attempt inserted with its token gets. */
const nextContactIds = new WeakMap<object, number>();
/** SQLite: the last id given (AUTOINCREMENT: never one used before, even if its row was deleted since). */
const SQL_LAST_CONTACT_ID = "SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'hotel_contacts'), 0), coalesce((SELECT max(id) FROM hotel_contacts), 0)) AS id";
const SQL_INSERT_WITH_ID = "INSERT INTO hotel_contacts (id, booking_pk, channel, attempt, sent_at, status, token_hash, expires_at) VALUES (?, ?, ?, ?, ?, 'SENDING', ?, ?)";

/** The channel finished: SENT or FAILED, unless a reply already marked the attempt ANSWERED meanwhile. */
export function finishContact(db: Db, id: number, status: 'SENT' | 'FAILED', detail: string): void {
  if (deferSetRow(db, 'hotel_contacts.finish', FINISH_SET, FINISH_COLUMNS, { id, status, detail }, { writes: [`contact:${id}`] })) return;
  stmt(db, 'UPDATE hotel_contacts SET status = CASE WHEN status = ? THEN ? ELSE status END, detail = ? WHERE id = ?').run('SENDING', status, detail, id);
}

/** An attempt written before its send and never sent (its job was given back unstarted): nobody got its token. */
export function discardUnsentContact(db: Db, id: number): void {
  stmt(db, "DELETE FROM hotel_contacts WHERE id = ? AND status = 'SENDING'").run(id);
}

/** discardUnsentContact for many (a hand of contacts given back): one statement. */
export function discardUnsentContacts(db: Db, ids: number[]): void {
  if (ids.length === 1) discardUnsentContact(db, ids[0]);
  else if (ids.length) stmt(db, SQL_DISCARD_MANY).run(JSON.stringify(ids));
}
const SQL_DISCARD_MANY = perEngine((d) => `DELETE FROM hotel_contacts WHERE id IN ${d.jsonValues('?', 'bigint')} AND status = 'SENDING'`);

export function setTokenHash(db: Db, id: number, tokenHash: string): void {
  stmt(db, 'UPDATE hotel_contacts SET token_hash = ? WHERE id = ?').run(tokenHash, id);
}

/** The booking changed: earlier requests (and their links) no longer describe it. */
export function supersedeContacts(db: Db, bookingPk: number): number {
  return stmt(db, "UPDATE hotel_contacts SET status = 'SUPERSEDED' WHERE booking_pk = ? AND status <> 'SUPERSEDED'").run(bookingPk).changes;
}

/** Attempts of the current round (everything not superseded), oldest first. */
export function currentRoundContacts(db: Db, bookingPk: number): ContactRow[] {
  return stmt(db, "SELECT * FROM hotel_contacts WHERE booking_pk = ? AND status <> 'SUPERSEDED' ORDER BY id").all(bookingPk) as ContactRow[];
}

/**
 * The current round as the next contact sees it. `updated` when an update re-opened the booking (its attempts were
 * reset to 0) since the hotel was sent something: those requests are to be superseded, and none counts for the choice
 * of channel. A SENDING attempt was never sent (a run cut short by a crash, or given back before its send).
 */
export function roundForNextContact(db: Db, bookingPk: number, attempts: number): { updated: boolean; past: { channel: string; status: string; sentAt: number }[] } {
  return roundOf(currentRoundContacts(db, bookingPk), attempts);
}

function roundOf(round: ContactRow[], attempts: number): { updated: boolean; past: { channel: string; status: string; sentAt: number }[] } {
  const updated = attempts === 0 && round.some((c) => c.status !== 'FAILED' && c.status !== 'SENDING');
  return { updated, past: updated ? [] : round.map((c) => ({ channel: c.channel, status: c.status, sentAt: Date.parse(c.sent_at) })) };
}

/**
 * roundForNextContact for many bookings at once (a claim of contact jobs): one statement, by booking. A booking not
 * listed in `attempts` is left out.
 */
export function roundsForNextContact(db: Db, attempts: Map<number, number>): Map<number, ReturnType<typeof roundForNextContact>> {
  const out = new Map<number, ReturnType<typeof roundForNextContact>>();
  if (!attempts.size) return out;
  const rows = stmt(db, SQL_ROUNDS).all(JSON.stringify([...attempts.keys()])) as ContactRow[];
  const byBooking = new Map<number, ContactRow[]>();
  for (const r of rows) {
    const pk = Number(r.booking_pk);
    const list = byBooking.get(pk);
    if (list) list.push(r);
    else byBooking.set(pk, [r]);
  }
  for (const [pk, n] of attempts) out.set(pk, roundOf(byBooking.get(pk) ?? [], n));
  return out;
}
const SQL_ROUNDS = perEngine((d) => `SELECT * FROM hotel_contacts WHERE booking_pk IN ${d.jsonValues('?', 'bigint')} AND status <> 'SUPERSEDED' ORDER BY id`);

/** A contact attempt went out: the booking counts it (the next one is its hotel.contact job). */
export function recordAttemptSent(db: Db, pk: number, s: { channel: string; attempts: number; at: string }): void {
  bookingWritten(db, pk);
  if (deferSetRow(db, 'bookings.attemptSent', ATTEMPT_SENT_SET, ATTEMPT_SENT_COLUMNS, { pk, ...s }, { writes: [`booking:${pk}`] })) return;
  stmt(db, 'UPDATE bookings SET channel = ?, attempts = ?, last_contact_at = ? WHERE id = ?').run(s.channel, s.attempts, s.at, pk);
}

export function getContact(db: Db, id: number): ContactRow | undefined {
  return stmt(db, 'SELECT * FROM hotel_contacts WHERE id = ?').get(id) as ContactRow | undefined;
}

/**
 * The attempt a reply token was issued for: the token names its contact id (channels/tokens.ts), and only the token
 * last issued for that attempt (its hash stored there) is valid. No index on the hash: the lookup goes by id.
 */
export function findContactByToken(db: Db, contactId: number, tokenHash: string): ContactRow | undefined {
  const row = stmt(db, 'SELECT * FROM hotel_contacts WHERE id = ?').get(contactId) as ContactRow | undefined;
  return row && row.token_hash === tokenHash ? row : undefined;
}

/** Marks a token used; false when another request used it first (single use). */
/**
 * Holds the attempt's row until the transaction ends (a no-op write: PostgreSQL locks the row, SQLite has one writer),
 * so two answers to one token at once are counted and merged one after the other.
 */
export function holdContact(db: Db, id: number): void {
  stmt(db, 'UPDATE hotel_contacts SET id = id WHERE id = ?').run(id);
}

export function markTokenUsed(db: Db, id: number, at: string): boolean {
  return stmt(db, 'UPDATE hotel_contacts SET used_at = ? WHERE id = ? AND used_at IS NULL').run(at, id).changes === 1;
}

// Bookings and their history: one intent-named function per operation.
import { getTableColumns } from 'drizzle-orm';
import { composeBookingId } from '../domain/bookingId.js';
import { assertLocalised } from '../domain/hotelTime.js';
import type { Booking, HistoryEntry, ReconfirmationStatus } from '../domain/schemas.js';
import { selectColumns } from './columns.js';
import { dialectOf, engineOf, perEngine, stmt, type Db } from './db.js';
import { bookingHistory, bookings } from './schema.js';
import { deferSetRow, unnestRows, type PgType, type SetColumn } from './writeSet.js';

export type BookingRow = typeof bookings.$inferSelect;

export interface StoredBooking {
  row: BookingRow;
  booking: Booking;
}

export const toStored = (row: BookingRow): StoredBooking => ({ row, booking: JSON.parse(row.data) as Booking });

/** Every column under its drizzle (camelCase) name, so raw prepared statements return the same BookingRow. */
export const SELECT_ROW = `SELECT ${selectColumns(bookings)} FROM bookings`;

/** The fixed statements of this module, prepared once per connection through stmt(). */
const SQL = {
  unfinished: "SELECT id, data, priority, status FROM bookings WHERE status IN ('PENDING', 'ESCALATED') ORDER BY id",
  byBookingId: `${SELECT_ROW} WHERE account_id = ? AND booking_id = ?`,
  byPk: `${SELECT_ROW} WHERE id = ?`,
  byPks: perEngine((d) => `${SELECT_ROW} WHERE id IN ${d.jsonValues('?', 'bigint')}`),
  byPksLocked: perEngine((d) => `${SELECT_ROW} WHERE id IN ${d.jsonValues('?', 'bigint')} ORDER BY id FOR NO KEY UPDATE`),
  // PostgreSQL, inside a transaction: the booking read is locked until the commit (see lockedRead).
  byBookingIdLocked: `${SELECT_ROW} WHERE account_id = ? AND booking_id = ? FOR NO KEY UPDATE`,
  byPkLocked: `${SELECT_ROW} WHERE id = ? FOR NO KEY UPDATE`,
  bookingIdByPk: 'SELECT booking_id AS bookingId FROM bookings WHERE account_id = ? AND id = ?',
  bookingIdsByCode: 'SELECT booking_id AS bookingId FROM bookings WHERE account_id = ? AND booking_code = ? ORDER BY id LIMIT 5',
  rebookOriginal: `${SELECT_ROW} WHERE id = (SELECT max(id) FROM (
       SELECT id FROM bookings WHERE account_id = ? AND line_code = ?
       UNION ALL SELECT id FROM bookings WHERE account_id = ? AND supplier_ref = ?) AS candidates)`,
  // PostgreSQL, inside a transaction: the original is changed by the REBOOK (cancelled or marked), so read locked.
  rebookOriginalLocked: `${SELECT_ROW} WHERE id = (SELECT max(id) FROM (
       SELECT id FROM bookings WHERE account_id = ? AND line_code = ?
       UNION ALL SELECT id FROM bookings WHERE account_id = ? AND supplier_ref = ?) AS candidates) FOR NO KEY UPDATE`,
  insert: `INSERT INTO bookings (account_id, booking_id, booking_code, line_code, supplier_ref, status, data, hotel_name, master_provider,
       check_in, check_out, priority, hcn, rebook_of, created_at, updated_at)
     VALUES (@accountId, @bookingId, @bookingCode, @lineCode, @supplierRef, @status, @data, @hotelName, @masterProvider,
       @checkIn, @checkOut, @priority, @hcn, @rebookOf, @createdAt, @updatedAt)`,
  saveData: `UPDATE bookings SET booking_code = @bookingCode, line_code = @lineCode, supplier_ref = @supplierRef, data = @data,
       hotel_name = @hotelName, master_provider = @masterProvider, check_in = @checkIn, check_out = @checkOut,
       priority = @priority, updated_at = @at, version = version + 1 WHERE id = @pk`,
  addHistory: 'INSERT INTO booking_history (booking_pk, at, actor, kind, from_status, to_status, message, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  history: `SELECT ${selectColumns(bookingHistory)} FROM booking_history WHERE booking_pk = ? ORDER BY id`,
  countByStatus: 'SELECT status, count(*) AS n FROM bookings GROUP BY status',
};

/**
 * A key from outside (a path or a query) that holds the NUL character names no row: PostgreSQL's text cannot hold one
 * (and refuses it as a parameter), and no booking, code or trace was stored with one (bodies refuse it: NO_NUL).
 */
export const namesNoRow = (key: string): boolean => key.includes('\u0000');

/**
 * PostgreSQL, inside a transaction: a booking is read to be changed (its status, its data, its counters), so the read
 * locks its row until the commit (FOR NO KEY UPDATE: inserts naming it as a foreign key still pass). Another
 * transaction reading the same booking to change it waits and then reads what this one wrote: two changes of one
 * booking take turns, as they did on SQLite, and a change is never made to a copy another commit made stale. Outside a
 * transaction (and on SQLite, one writer at a time) a plain read.
 */
const lockedRead = (db: Db) => engineOf(db) === 'pg' && db.$client.inTransaction;

export function findBooking(db: Db, accountId: string, bookingId: string): StoredBooking | undefined {
  if (namesNoRow(bookingId)) return undefined;
  const row = stmt(db, lockedRead(db) ? SQL.byBookingIdLocked : SQL.byBookingId).get(accountId, bookingId) as BookingRow | undefined;
  return row ? toStored(row) : undefined;
}

/**
 * `earlier`: the same booking as read before (a contact's claim): its parsed data is kept when the row's data has not
 * changed since, so a booking's JSON is parsed once per contact. The row itself is always the one read now.
 */
export function getBookingByPk(db: Db, pk: number, earlier?: StoredBooking): StoredBooking | undefined {
  const held = heldReads.get(db.$client);
  let kept = held?.rows.get(pk);
  if (!kept && held?.more) kept = held.more(pk);
  if (kept) held!.rows.delete(pk);
  const row = kept ?? (stmt(db, lockedRead(db) ? SQL.byPkLocked : SQL.byPk).get(pk) as BookingRow | undefined);
  if (!row) return undefined;
  return earlier && earlier.row.data === row.data ? { row, booking: earlier.booking } : toStored(row);
}

/**
 * Per connection: bookings read (locked on PostgreSQL) for the final writes of a tick (holdBookingsForWrites), each
 * handed out once; `more` (SQLite) reads the next few of them when one not read yet is asked for.
 */
const heldReads = new WeakMap<object, { rows: Map<number, BookingRow>; more?: (pk: number) => BookingRow | undefined }>();

/** SQLite: how many of a tick's held bookings one read brings in (the rows in memory at once, not the whole hand's). */
const HELD_READ_CHUNK = 64;

/**
 * PostgreSQL, inside a transaction: these bookings read in one statement and locked until the commit (FOR NO KEY UPDATE,
 * lowest id first), for the final writes that follow (a tick's contacts: their answers and confirmations). The first
 * getBookingByPk of each in this transaction takes its row from here instead of its own locked read; a write of the
 * booking's row before that drops it (bookingWritten), and so does the returned release, called when those writes end.
 * On SQLite the bookings are read ahead the same way, plain reads (one writer: the transaction holds the file's write
 * lock, so they cannot change under it but by its own writes, which drop them), HELD_READ_CHUNK at a time in the order
 * given as the writes ask for them: one statement per 64 bookings instead of one per booking, and no more rows held in
 * memory at once (the whole hand of 2048 read together raised a drain's peak RSS; bench/RESULTS.md, "SQLite drain,
 * stop 10"). Their escalation reasons are not read ahead there.
 */
export function holdBookingsForWrites(db: Db, pks: number[]): () => void {
  if (!db.$client.inTransaction || !pks.length) return () => {};
  if (engineOf(db) === 'sqlite') {
    const order = [...new Set(pks)];
    // Position in `order` of each booking not read yet.
    const waiting = new Map(order.map((pk, i) => [pk, i]));
    const rows = new Map<number, BookingRow>();
    const more = (pk: number): BookingRow | undefined => {
      const from = waiting.get(pk);
      if (from === undefined) return undefined;
      const chunk: number[] = [];
      for (let i = from; i < order.length && chunk.length < HELD_READ_CHUNK; i++) {
        if (!waiting.delete(order[i])) continue;
        chunk.push(order[i]);
      }
      for (const r of stmt(db, SQL.byPks).all(JSON.stringify(chunk)) as BookingRow[]) rows.set(Number(r.id), r);
      return rows.get(pk);
    };
    const held = { rows, more };
    heldReads.set(db.$client, held);
    return () => {
      if (heldReads.get(db.$client) === held) heldReads.delete(db.$client);
    };
  }
  const ids = [...new Set(pks)].sort((a, b) => a - b);
  const rows = stmt(db, SQL.byPksLocked).all(JSON.stringify(ids)) as BookingRow[];
  const held = { rows: new Map(rows.map((r) => [Number(r.id), r])) };
  heldReads.set(db.$client, held);
  // Their escalation reasons, read after the lock: a reason is raised only under its booking's lock (escalateBooking
  // reads the booking locked first), so these stay true until the commit, but for what this transaction raises.
  const reasons = escalationReasonsOf(db, [...held.rows.keys()]);
  for (const pk of held.rows.keys()) if (!reasons.has(pk)) reasons.set(pk, []);
  heldReasons.set(db.$client, reasons);
  return () => {
    if (heldReads.get(db.$client) === held) heldReads.delete(db.$client);
    if (heldReasons.get(db.$client) === reasons) heldReasons.delete(db.$client);
  };
}

/** Per connection: the escalation reasons of the bookings held for writes (holdBookingsForWrites), kept up to date. */
const heldReasons = new WeakMap<object, Map<number, string[]>>();

/** The escalation reasons of a booking held for writes (holdBookingsForWrites), as this transaction left them; else undefined. */
export function heldEscalationReasons(db: Db, pk: number): string[] | undefined {
  return heldReasons.get(db.$client)?.get(pk);
}

/** Many bookings by primary key in one statement, locked until the commit on PostgreSQL (lowest id first), each parsed once. */
export function getBookingsByPkLocked(db: Db, pks: number[]): Map<number, StoredBooking> {
  if (!pks.length) return new Map();
  const rows = stmt(db, lockedRead(db) ? SQL.byPksLocked : SQL.byPks).all(JSON.stringify([...new Set(pks)].sort((a, b) => a - b))) as BookingRow[];
  return new Map(rows.map((r) => [Number(r.id), toStored(r)]));
}

/** A booking's row is written: a read held for it (holdBookingsForWrites) is out of date. */
export function bookingWritten(db: Db, pk: number): void {
  heldReads.get(db.$client)?.rows.delete(pk);
}

/** Many bookings by primary key in one statement (a claim of contact jobs), each parsed once; a plain read. */
export function getBookingsByPk(db: Db, pks: number[]): Map<number, StoredBooking> {
  if (!pks.length) return new Map();
  const rows = stmt(db, SQL.byPks).all(JSON.stringify(pks)) as BookingRow[];
  return new Map(rows.map((r) => [Number(r.id), toStored(r)]));
}

/** The BookingId of one of the account's bookings, by primary key (a rebooking's link to its original). */
export function findBookingIdByPk(db: Db, accountId: string, pk: number): string | null {
  return (stmt(db, SQL.bookingIdByPk).get(accountId, pk) as { bookingId: string } | undefined)?.bookingId ?? null;
}

/** Bookings with this BookingCode under any LineCode: lets a 404 say which path would have matched. */
/** Every PENDING or ESCALATED booking's row, oldest first: the ones a one-time re-reading still concerns. */
export function unfinishedBookings(db: Db): { id: number; data: string; priority: number; status: string }[] {
  return stmt(db, SQL.unfinished).all() as { id: number; data: string; priority: number; status: string }[];
}

export function findBookingIdsByCode(db: Db, accountId: string, bookingCode: string): string[] {
  if (namesNoRow(bookingCode)) return [];
  return (stmt(db, SQL.bookingIdsByCode).all(accountId, bookingCode) as { bookingId: string }[]).map((r) => r.bookingId);
}

/** The original of a REBOOK: the latest booking whose LineCode or Supplier.ReferenceNo is the given reference. */
export function findRebookOriginal(db: Db, accountId: string, reference: string): StoredBooking | undefined {
  const row = stmt(db, lockedRead(db) ? SQL.rebookOriginalLocked : SQL.rebookOriginal).get(accountId, reference, accountId, reference) as BookingRow | undefined;
  return row ? toStored(row) : undefined;
}

/** The columns made from a booking's data (besides the data itself). */
export function columnsOf(booking: Booking) {
  assertLocalised(booking);
  return {
    bookingCode: booking.BookingCode,
    lineCode: booking.LineCode ?? null,
    supplierRef: booking.Supplier?.ReferenceNo ?? null,
    data: JSON.stringify(booking),
    hotelName: booking.Hotel.Name,
    masterProvider: booking.Hotel.MasterProvider ?? null,
    checkIn: booking.CheckIn,
    checkOut: booking.CheckOut,
    priority: booking.BookingPriority ?? 0,
  };
}

/** Inserts a PENDING booking; returns what scheduling needs, without reading the row back. */
export function insertBooking(db: Db, accountId: string, booking: Booking, at: string, rebookOf: number | null = null): { id: number; priority: number; checkIn: string } {
  const c = columnsOf(booking);
  const row = {
    accountId,
    bookingId: composeBookingId(booking.BookingCode, booking.LineCode),
    status: 'PENDING' as const,
    rebookOf,
    hcn: booking.Supplier?.HCN ?? null,
    createdAt: at,
    updatedAt: at,
    ...c,
  };
  const { lastInsertRowid } = stmt(db, SQL.insert).run(row);
  return { id: Number(lastInsertRowid), priority: row.priority, checkIn: row.checkIn };
}

export function saveBookingData(db: Db, pk: number, booking: Booking, at: string): void {
  bookingWritten(db, pk);
  stmt(db, SQL.saveData).run({ ...columnsOf(booking), at, pk });
}

const COLUMN_NAMES: Record<string, string> = Object.fromEntries(Object.entries(getTableColumns(bookings)).map(([key, col]) => [key, col.name]));

/** UPDATE bookings SET the given columns WHERE id = @pk (and more conditions); prepared once per column set. */
function updateBookingRow(db: Db, pk: number, set: Partial<typeof bookings.$inferInsert>, onlyIfStatus?: string): number {
  bookingWritten(db, pk);
  const values: Record<string, unknown> = { pk };
  let key = onlyIfStatus ? '?' : '';
  for (const k in set) {
    const v = (set as Record<string, unknown>)[k];
    if (v === undefined) continue;
    values[k] = v;
    key += `,${k}`;
  }
  let sql = updateSql.get(key);
  if (!sql) {
    const keys = Object.keys(values).filter((k) => k !== 'pk');
    sql = `UPDATE bookings SET ${keys.map((k) => `${COLUMN_NAMES[k]} = @${k}`).join(', ')} WHERE id = @pk${onlyIfStatus ? ' AND status = @onlyIfStatus' : ''}`;
    updateSql.set(key, sql);
  }
  if (onlyIfStatus) values.onlyIfStatus = onlyIfStatus;
  return stmt(db, sql).run(values).changes;
}

/** updateBookingRow's statements by the columns they set (and whether the status is a condition): built once each. */
const updateSql = new Map<string, string>();

export function updateBookingColumns(db: Db, pk: number, set: Partial<typeof bookings.$inferInsert>): void {
  updateBookingRow(db, pk, set);
}

export interface HistoryInput {
  at: string;
  actor: string;
  kind: string;
  message: string;
  fromStatus?: ReconfirmationStatus | null;
  toStatus?: ReconfirmationStatus | null;
  data?: unknown;
}

type HistoryRow = HistoryInput & { pk: number };
const HISTORY_COLUMNS: SetColumn<HistoryRow>[] = [
  { name: 'booking_pk', type: 'bigint', value: (h) => h.pk },
  { name: 'at', type: 'text', value: (h) => h.at },
  { name: 'actor', type: 'text', value: (h) => h.actor },
  { name: 'kind', type: 'text', value: (h) => h.kind },
  { name: 'from_status', type: 'text', value: (h) => h.fromStatus ?? null },
  { name: 'to_status', type: 'text', value: (h) => h.toStatus ?? null },
  { name: 'message', type: 'text', value: (h) => h.message },
  { name: 'data', type: 'text', value: (h) => (h.data === undefined ? null : JSON.stringify(h.data)) },
];
/** PostgreSQL, rows gathered (writeSet.ts gatherRows): a tick's history rows in one INSERT, in the order given. */
const HISTORY_SET = `INSERT INTO booking_history (booking_pk, at, actor, kind, from_status, to_status, message, data)
   SELECT booking_pk, at, actor, kind, from_status, to_status, message, data FROM ${unnestRows(HISTORY_COLUMNS)} ORDER BY ord`;

export function addHistory(db: Db, bookingPk: number, h: HistoryInput): void {
  if (deferSetRow(db, 'booking_history', HISTORY_SET, HISTORY_COLUMNS, { ...h, pk: bookingPk })) return;
  stmt(db, SQL.addHistory).run(
    bookingPk,
    h.at,
    h.actor,
    h.kind,
    h.fromStatus ?? null,
    h.toStatus ?? null,
    h.message,
    h.data === undefined ? null : JSON.stringify(h.data),
  );
}

/** Moves a booking to a new status and writes the history row; the caller's transaction holds both. */
export function setStatus(db: Db, pk: number, from: ReconfirmationStatus, to: ReconfirmationStatus, h: Omit<HistoryInput, 'fromStatus' | 'toStatus'>, extra: Partial<typeof bookings.$inferInsert> = {}): void {
  const set = { ...extra, status: to, updatedAt: h.at };
  // The set statement is PostgreSQL's (rows gathered); SQLite writes the row now, without building its key.
  if (engineOf(db) === 'sqlite' || !deferStatusChange(db, pk, from, set)) {
    const changed = updateBookingRow(db, pk, set, from);
    if (changed !== 1) throw new Error(`booking ${pk} is no longer ${from}; transition to ${to} not applied`);
  }
  addHistory(db, pk, { ...h, fromStatus: from, toStatus: to });
}

const PG_TYPES: Record<string, PgType> = { SQLiteInteger: 'bigint', SQLiteBoolean: 'bigint', SQLiteReal: 'float8', SQLiteText: 'text' };
/** Per set of columns a status change writes: its set statement (PostgreSQL, rows gathered). */
const statusSets = new Map<string, { sql: string; columns: SetColumn<Record<string, unknown>>[] }>();

/**
 * PostgreSQL, rows gathered (writeSet.ts gatherRows): the status change joins its tick's set of changes writing the
 * same columns, still conditional on the status read (`WHERE status = from`). A change whose booking is no longer in
 * that status fails the whole statement (and so the savepoint the rows were gathered in) with the reason, as
 * setStatus's own check does: a CAST of the reason to a number, the one way plain SQL has to raise. False elsewhere.
 */
function deferStatusChange(db: Db, pk: number, from: string, set: Record<string, unknown>): boolean {
  bookingWritten(db, pk);
  const keys = Object.keys(set).filter((k) => set[k] !== undefined).sort();
  const key = keys.join(',');
  let made = statusSets.get(key);
  if (!made) {
    const all = getTableColumns(bookings) as Record<string, { name: string; columnType: string }>;
    const columns: SetColumn<Record<string, unknown>>[] = [
      { name: 'pk', type: 'bigint', value: (r) => r.pk },
      { name: 'from_status', type: 'text', value: (r) => r.fromStatus },
      ...keys.map((k) => ({ name: all[k].name, type: PG_TYPES[all[k].columnType] ?? 'text', value: (r: Record<string, unknown>) => r[k] })),
    ];
    const sql = `WITH u AS (SELECT * FROM ${unnestRows(columns)}),
       changed AS (UPDATE bookings AS b SET ${keys.map((k) => `${all[k].name} = u.${all[k].name}`).join(', ')}
         FROM u WHERE b.id = u.pk AND b.status = u.from_status RETURNING b.id)
     SELECT CAST('booking ' || u.pk || ' is no longer ' || u.from_status || '; transition to ' || u.status || ' not applied' AS bigint)
       FROM u WHERE u.pk NOT IN (SELECT id FROM changed)`;
    statusSets.set(key, (made = { sql, columns }));
  }
  return deferSetRow(db, `bookings.status:${key}`, made.sql, made.columns, { ...set, pk, fromStatus: from }, { writes: [`booking:${pk}`] });
}

export function getHistory(db: Db, bookingPk: number): HistoryEntry[] {
  return (stmt(db, SQL.history).all(bookingPk) as (typeof bookingHistory.$inferSelect)[]).map((h) => ({
    at: h.at,
    actor: h.actor,
    kind: h.kind,
    fromStatus: h.fromStatus,
    toStatus: h.toStatus,
    message: h.message,
    ...(h.data ? { data: JSON.parse(h.data) } : {}),
  }));
}

export interface BookingFilter {
  accountId: string;
  status?: ReconfirmationStatus[];
  bookingCode?: string;
  hotel?: string;
  checkInFrom?: string;
  checkInTo?: string;
  /** Open escalation reasons, any of them. */
  reason?: string[];
  limit: number;
  offset: number;
}

/**
 * One account's bookings by check-in. The WHERE holds only the filters given, so each filter can use its index;
 * each combination is prepared once per connection (32 at most).
 */
export function listBookings(db: Db, f: BookingFilter): { rows: BookingRow[]; total: number } {
  const d = dialectOf(db);
  const where = ['account_id = @accountId'];
  if (f.status?.length) where.push(`status IN ${d.jsonValues('@status')}`);
  if (f.bookingCode) where.push('booking_code = @bookingCode');
  if (f.hotel) where.push(`hotel_name ${d.like} @hotel`);
  if (f.checkInFrom) where.push('check_in >= @checkInFrom');
  if (f.checkInTo) where.push('check_in <= @checkInTo');
  if (f.reason?.length) where.push(`status = 'ESCALATED' AND id IN (SELECT booking_pk FROM escalations WHERE reason IN ${d.jsonValues('@reason')})`);
  const cond = where.join(' AND ');
  const params = {
    accountId: f.accountId,
    status: JSON.stringify(f.status ?? []),
    bookingCode: f.bookingCode ?? null,
    hotel: f.hotel ? `%${f.hotel.replace(/[%_]/g, '')}%` : null,
    // A stored check-in is a date ("2027-03-10") or an instant; a date sorts before every instant of its day, so a
    // range from the start of a UTC day starts at the day itself.
    checkInFrom: f.checkInFrom ? (f.checkInFrom.endsWith('T00:00:00.000Z') ? f.checkInFrom.slice(0, 10) : f.checkInFrom) : null,
    checkInTo: f.checkInTo ?? null,
    reason: JSON.stringify(f.reason ?? []),
  };
  const rows = stmt(db, `${SELECT_ROW} WHERE ${cond} ORDER BY check_in, id LIMIT @limit OFFSET @offset`).all({ ...params, limit: f.limit, offset: f.offset }) as BookingRow[];
  const total = (stmt(db, `SELECT count(*) AS n FROM bookings WHERE ${cond}`).get(params) as { n: number }).n;
  return { rows, total };
}

/** The open escalation reasons of these bookings (by primary key), for a page of a list. */
export function escalationReasonsOf(db: Db, pks: number[]): Map<number, string[]> {
  const rows = stmt(db, perEngine((d) => `SELECT booking_pk AS pk, reason FROM escalations WHERE booking_pk IN ${d.jsonValues('?', 'bigint')} ORDER BY raised_at, reason`)).all(JSON.stringify(pks)) as { pk: number; reason: string }[];
  const out = new Map<number, string[]>();
  for (const r of rows) out.set(r.pk, [...(out.get(r.pk) ?? []), r.reason]);
  return out;
}

/** Bookings per status over all accounts (the service's /metrics). */
export function countByStatus(db: Db): Record<string, number> {
  const rows = stmt(db, SQL.countByStatus).all() as { status: string; n: number }[];
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

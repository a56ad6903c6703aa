// A tick's submissions as sets (issue 26): what deciding them needs, read in a few statements for the whole batch, and
// the write set the decision returns (src/domain/applyPlan.ts), written one statement per table on PostgreSQL and with
// prepared per-row statements on SQLite, in the caller's transaction.
import type { BookingRef, BookingSnapshot, PlanReader, WriteSet } from '../domain/applyPlan.js';
import { composeBookingId } from '../domain/bookingId.js';
import type { Booking } from '../domain/schemas.js';
import { addHistory, columnsOf, insertBooking, SELECT_ROW, type BookingRow } from './bookings.js';
import { engineOf, perEngine, stmt, type Db } from './db.js';
import { enqueueMany, stopBookingJobs } from './jobs.js';
import { columnArrays, pgDefer, pgRun, unnestRows, type SetColumn } from './writeSet.js';

export interface QueuedSubmission {
  traceId: string;
  accountId: string;
  kind: 'add' | 'update' | 'events';
  state: 'QUEUED' | 'APPLIED';
  payload: string;
}

/** Every statement of this module; PostgreSQL's own ones (pg…) are written in its terms ($n, arrays). */
const SQL = {
  // PostgreSQL: locked until the applying transaction ends (a second worker applying them waits, then reads them
  // APPLIED), in one order (trace_id) so two such transactions do not deadlock.
  submissions: {
    sqlite: 'SELECT trace_id AS traceId, account_id AS accountId, kind, state, payload FROM submissions WHERE trace_id IN (SELECT value FROM json_each(?))',
    pg: 'SELECT trace_id AS traceId, account_id AS accountId, kind, state, payload FROM submissions WHERE trace_id = ANY(CAST(? AS text[])) ORDER BY trace_id FOR UPDATE',
  },
  sizes: {
    sqlite: 'SELECT trace_id AS traceId, bookings_count AS n FROM submissions WHERE trace_id IN (SELECT value FROM json_each(?))',
    pg: 'SELECT trace_id AS traceId, bookings_count AS n FROM submissions WHERE trace_id = ANY(CAST(? AS text[]))',
  },
  // PostgreSQL: the batch's bookings that exist, locked until the commit, lowest id first (as lockBookings).
  bookings: {
    sqlite: `${SELECT_ROW} WHERE account_id = ? AND booking_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
    pg: `${SELECT_ROW} WHERE account_id = ? AND booking_id = ANY(CAST(? AS text[])) ORDER BY id FOR NO KEY UPDATE`,
  },
  // A REBOOK's original (bookings.ts findRebookOriginal), leaving out bookings this set changed away from the reference.
  rebookOriginal: perEngine(
    (d) => `${SELECT_ROW} WHERE id = (SELECT max(id) FROM (
       SELECT id FROM bookings WHERE account_id = ? AND line_code = ?
       UNION ALL SELECT id FROM bookings WHERE account_id = ? AND supplier_ref = ?) AS candidates WHERE id NOT IN ${d.jsonValues('?', 'bigint')})`,
  ),
  change: `UPDATE bookings SET status = coalesce(@status, status), booking_code = coalesce(@bookingCode, booking_code),
       line_code = CASE WHEN @saved = 1 THEN @lineCode ELSE line_code END, supplier_ref = CASE WHEN @saved = 1 THEN @supplierRef ELSE supplier_ref END,
       data = coalesce(@data, data), hotel_name = coalesce(@hotelName, hotel_name),
       master_provider = CASE WHEN @saved = 1 THEN @masterProvider ELSE master_provider END, check_in = coalesce(@checkIn, check_in),
       check_out = coalesce(@checkOut, check_out), priority = coalesce(@priority, priority), version = version + @bumps,
       attempts = CASE WHEN @resetAttempts = 1 THEN 0 ELSE attempts END, rebooked_by = coalesce(@rebookedBy, rebooked_by),
       lead_last_name = CASE WHEN @setLead = 1 THEN @leadLastName ELSE lead_last_name END, updated_at = coalesce(@updatedAt, updated_at)
     WHERE id = @id AND (@fromStatus IS NULL OR status = @fromStatus)`,
  clearEscalations: 'DELETE FROM escalations WHERE booking_pk = ?',
  outcome: 'INSERT INTO trace_outcomes (trace_id, idx, booking_id, outcome, message, booking_pk) VALUES (?, ?, ?, ?, ?, ?)',
  applied: "UPDATE submissions SET state = 'APPLIED', applied_at = ? WHERE trace_id = ?",
  pgIds: "SELECT nextval(pg_get_serial_sequence('bookings', 'id')) AS id FROM generate_series(1, $1::int)",
  pgClearEscalations: 'DELETE FROM escalations WHERE booking_pk = ANY($1::bigint[])',
};

/** The submissions of these traceIds (locked on PostgreSQL); missing ones are not listed. */
export function loadSubmissionsForApply(db: Db, traceIds: string[]): QueuedSubmission[] {
  if (!traceIds.length) return [];
  const pg = engineOf(db) === 'pg';
  // An array alone would be read as the list of parameters (better-sqlite3's convention): wrapped.
  return stmt(db, SQL.submissions).all(pg ? [traceIds] : JSON.stringify(traceIds)) as QueuedSubmission[];
}

/** How many bookings each of these submissions holds (read without a lock: what sets the batch is cut into). */
export function submissionSizes(db: Db, traceIds: string[]): Map<string, number> {
  if (!traceIds.length) return new Map();
  const pg = engineOf(db) === 'pg';
  const rows = stmt(db, SQL.sizes).all(pg ? [traceIds] : JSON.stringify(traceIds)) as { traceId: string; n: number }[];
  return new Map(rows.map((r) => [r.traceId, Number(r.n)]));
}

const snapshotOf = (row: BookingRow): BookingSnapshot => ({
  pk: row.id,
  accountId: row.accountId,
  bookingId: row.bookingId,
  status: row.status,
  booking: JSON.parse(row.data) as Booking,
  channel: row.channel,
});

/** The stored bookings among these BookingIds per account: one statement per account (PostgreSQL: locked, ids ascending). */
export function readBookingsForApply(db: Db, byAccount: Map<string, string[]>): BookingSnapshot[] {
  const pg = engineOf(db) === 'pg';
  const out: BookingSnapshot[] = [];
  for (const [accountId, ids] of byAccount) {
    const unique = [...new Set(ids)].filter((id) => !id.includes('\u0000'));
    if (!unique.length) continue;
    for (const row of stmt(db, SQL.bookings).all(accountId, pg ? unique : JSON.stringify(unique)) as BookingRow[]) out.push(snapshotOf(row));
  }
  return out;
}

/** The reader deciding uses: a REBOOK's original, read (and locked on PostgreSQL) when it is asked for. */
export function planReader(db: Db): PlanReader {
  return {
    rebookOriginal(accountId, reference, excluding) {
      const row = stmt(db, engineOf(db) === 'pg' ? { sqlite: '', pg: `${SQL.rebookOriginal.pg} FOR NO KEY UPDATE` } : SQL.rebookOriginal).get(
        accountId,
        reference,
        accountId,
        reference,
        JSON.stringify(excluding),
      ) as BookingRow | undefined;
      return row ? snapshotOf(row) : undefined;
    },
  };
}

type ChangeRow = ReturnType<typeof changeValues>;

function changeValues(c: WriteSet['changes'][number], pk: (r: BookingRef) => number) {
  const cols = c.booking ? columnsOf(c.booking) : undefined;
  return {
    id: pk(c.ref),
    fromStatus: c.fromStatus ?? null,
    status: c.status ?? null,
    saved: cols ? 1 : 0,
    bookingCode: cols?.bookingCode ?? null,
    lineCode: cols?.lineCode ?? null,
    supplierRef: cols?.supplierRef ?? null,
    data: cols?.data ?? null,
    hotelName: cols?.hotelName ?? null,
    masterProvider: cols?.masterProvider ?? null,
    checkIn: cols?.checkIn ?? null,
    checkOut: cols?.checkOut ?? null,
    priority: cols?.priority ?? null,
    bumps: c.versionBumps,
    resetAttempts: c.attemptsReset ? 1 : 0,
    rebookedBy: c.rebookedBy ? pk(c.rebookedBy) : null,
    setLead: c.leadLastName ? 1 : 0,
    leadLastName: c.leadLastName?.value ?? null,
    updatedAt: c.updatedAt ?? null,
  };
}

/** Writes a decided set; the caller's transaction holds it all. */
export function writeApplySet(db: Db, ws: WriteSet): void {
  if (engineOf(db) === 'pg') writePg(db, ws);
  else writeSqlite(db, ws);
}

const statusLost = (c: ChangeRow) => new Error(`booking ${c.id} is no longer ${c.fromStatus}; transition to ${c.status} not applied`);

/** SQLite: one prepared statement per table, run per row (one writer: no lock to take, no round trip to save). */
function writeSqlite(db: Db, ws: WriteSet): void {
  const ids: number[] = [];
  const pk = (r: BookingRef) => ('pk' in r ? r.pk : ids[r.created]);
  for (const c of ws.creates) ids.push(insertBooking(db, c.accountId, c.booking, c.at, c.rebookOf && pk(c.rebookOf)).id);
  const change = stmt(db, SQL.change);
  for (const c of ws.changes) {
    const v = changeValues(c, pk);
    if (change.run(v).changes !== 1) throw statusLost(v);
  }
  for (const h of ws.history) addHistory(db, pk(h.ref), h);
  enqueueMany(db, ws.jobs.map((j) => ({ task: j.task, payload: { bookingPk: pk(j.ref) }, runAt: j.runAt, priority: j.priority, now: j.now })));
  stopBookingJobs(db, ws.stopJobs.map(pk));
  const clear = stmt(db, SQL.clearEscalations);
  for (const r of ws.clearEscalations) clear.run(pk(r));
  const outcome = stmt(db, SQL.outcome);
  for (const o of ws.outcomes) outcome.run(o.traceId, o.idx, o.bookingId, o.outcome, o.message, o.ref && pk(o.ref));
  const applied = stmt(db, SQL.applied);
  for (const a of ws.applied) applied.run(a.at, a.traceId);
}

type Create = { id: number; accountId: string; bookingId: string; hcn: string | null; at: string; rebookOfPk: number | null; cols: ReturnType<typeof columnsOf> };
const CREATE_COLUMNS: SetColumn<Create>[] = [
  { name: 'id', type: 'bigint', value: (c) => c.id },
  { name: 'account_id', type: 'text', value: (c) => c.accountId },
  { name: 'booking_id', type: 'text', value: (c) => c.bookingId },
  { name: 'booking_code', type: 'text', value: (c) => c.cols.bookingCode },
  { name: 'line_code', type: 'text', value: (c) => c.cols.lineCode },
  { name: 'supplier_ref', type: 'text', value: (c) => c.cols.supplierRef },
  { name: 'data', type: 'text', value: (c) => c.cols.data },
  { name: 'hotel_name', type: 'text', value: (c) => c.cols.hotelName },
  { name: 'master_provider', type: 'text', value: (c) => c.cols.masterProvider },
  { name: 'check_in', type: 'text', value: (c) => c.cols.checkIn },
  { name: 'check_out', type: 'text', value: (c) => c.cols.checkOut },
  { name: 'priority', type: 'bigint', value: (c) => c.cols.priority },
  { name: 'hcn', type: 'text', value: (c) => c.hcn },
  { name: 'rebook_of', type: 'bigint', value: (c) => c.rebookOfPk },
  { name: 'at', type: 'text', value: (c) => c.at },
];
const PG_CREATE = `INSERT INTO bookings (id, account_id, booking_id, booking_code, line_code, supplier_ref, status, data, hotel_name, master_provider,
     check_in, check_out, priority, hcn, rebook_of, created_at, updated_at)
   SELECT id, account_id, booking_id, booking_code, line_code, supplier_ref, 'PENDING', data, hotel_name, master_provider,
     check_in, check_out, priority, hcn, rebook_of, at, at FROM ${unnestRows(CREATE_COLUMNS)} ORDER BY ord`;

const CHANGE_COLUMNS: SetColumn<ChangeRow>[] = (
  [
    ['id', 'bigint'], ['from_status', 'text'], ['status', 'text'], ['saved', 'bigint'], ['booking_code', 'text'], ['line_code', 'text'],
    ['supplier_ref', 'text'], ['data', 'text'], ['hotel_name', 'text'], ['master_provider', 'text'], ['check_in', 'text'], ['check_out', 'text'],
    ['priority', 'bigint'], ['bumps', 'bigint'], ['reset_attempts', 'bigint'], ['rebooked_by', 'bigint'], ['set_lead', 'bigint'],
    ['lead_last_name', 'text'], ['updated_at', 'text'],
  ] as const
).map(([name, type]) => ({ name, type, value: (r: ChangeRow) => r[name.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase()) as keyof ChangeRow] }));
const PG_CHANGE = `UPDATE bookings AS b SET status = coalesce(u.status, b.status), booking_code = coalesce(u.booking_code, b.booking_code),
     line_code = CASE WHEN u.saved = 1 THEN u.line_code ELSE b.line_code END, supplier_ref = CASE WHEN u.saved = 1 THEN u.supplier_ref ELSE b.supplier_ref END,
     data = coalesce(u.data, b.data), hotel_name = coalesce(u.hotel_name, b.hotel_name),
     master_provider = CASE WHEN u.saved = 1 THEN u.master_provider ELSE b.master_provider END, check_in = coalesce(u.check_in, b.check_in),
     check_out = coalesce(u.check_out, b.check_out), priority = coalesce(u.priority, b.priority), version = b.version + u.bumps,
     attempts = CASE WHEN u.reset_attempts = 1 THEN 0 ELSE b.attempts END, rebooked_by = coalesce(u.rebooked_by, b.rebooked_by),
     lead_last_name = CASE WHEN u.set_lead = 1 THEN u.lead_last_name ELSE b.lead_last_name END, updated_at = coalesce(u.updated_at, b.updated_at)
   FROM ${unnestRows(CHANGE_COLUMNS)} WHERE b.id = u.id AND (u.from_status IS NULL OR b.status = u.from_status)`;

type History = WriteSet['history'][number] & { pk: number };
const HISTORY_COLUMNS: SetColumn<History>[] = [
  { name: 'booking_pk', type: 'bigint', value: (h) => h.pk },
  { name: 'at', type: 'text', value: (h) => h.at },
  { name: 'actor', type: 'text', value: (h) => h.actor },
  { name: 'kind', type: 'text', value: (h) => h.kind },
  { name: 'from_status', type: 'text', value: (h) => h.fromStatus },
  { name: 'to_status', type: 'text', value: (h) => h.toStatus },
  { name: 'message', type: 'text', value: (h) => h.message },
  { name: 'data', type: 'text', value: (h) => (h.data === undefined ? null : JSON.stringify(h.data)) },
];
const PG_HISTORY = `INSERT INTO booking_history (booking_pk, at, actor, kind, from_status, to_status, message, data)
   SELECT booking_pk, at, actor, kind, from_status, to_status, message, data FROM ${unnestRows(HISTORY_COLUMNS)} ORDER BY ord`;

type OutcomeRow = WriteSet['outcomes'][number] & { pk: number | null };
const OUTCOME_COLUMNS: SetColumn<OutcomeRow>[] = [
  { name: 'trace_id', type: 'text', value: (o) => o.traceId },
  { name: 'idx', type: 'bigint', value: (o) => o.idx },
  { name: 'booking_id', type: 'text', value: (o) => o.bookingId },
  { name: 'outcome', type: 'text', value: (o) => o.outcome },
  { name: 'message', type: 'text', value: (o) => o.message },
  { name: 'booking_pk', type: 'bigint', value: (o) => o.pk },
];
const PG_OUTCOMES = `INSERT INTO trace_outcomes (trace_id, idx, booking_id, outcome, message, booking_pk)
   SELECT trace_id, idx, booking_id, outcome, message, booking_pk FROM ${unnestRows(OUTCOME_COLUMNS)}`;

const APPLIED_COLUMNS: SetColumn<WriteSet['applied'][number]>[] = [
  { name: 'trace_id', type: 'text', value: (a) => a.traceId },
  { name: 'at', type: 'text', value: (a) => a.at },
];
const PG_APPLIED = `UPDATE submissions AS s SET state = 'APPLIED', applied_at = u.at FROM ${unnestRows(APPLIED_COLUMNS)} WHERE s.trace_id = u.trace_id`;

/**
 * PostgreSQL: the new bookings' ids drawn from their sequence first (one round trip), then one statement per table,
 * all sent with the COMMIT; only a set that changes a status waits for its UPDATE's count (the change is conditional
 * on the status read, as setStatus is).
 */
function writePg(db: Db, ws: WriteSet): void {
  let ids: number[] = [];
  if (ws.creates.length) ids = (pgRun(db, SQL.pgIds, [ws.creates.length]).rows as { id: number }[]).map((r) => Number(r.id)).sort((a, b) => a - b);
  const pk = (r: BookingRef) => ('pk' in r ? r.pk : ids[r.created]);
  if (ws.creates.length) {
    const rows: Create[] = ws.creates.map((c, i) => ({
      id: ids[i],
      accountId: c.accountId,
      bookingId: composeBookingId(c.booking.BookingCode, c.booking.LineCode),
      hcn: c.booking.Supplier?.HCN ?? null,
      at: c.at,
      rebookOfPk: c.rebookOf && pk(c.rebookOf),
      cols: columnsOf(c.booking),
    }));
    pgDefer(db, PG_CREATE, columnArrays(CREATE_COLUMNS, rows));
  }
  if (ws.changes.length) {
    const rows = ws.changes.map((c) => changeValues(c, pk));
    const params = columnArrays(CHANGE_COLUMNS, rows);
    if (rows.some((r) => r.fromStatus !== null)) {
      const { rowCount } = pgRun(db, PG_CHANGE, params);
      if (rowCount !== rows.length) throw statusLost(rows.find((r) => r.fromStatus !== null)!);
    } else pgDefer(db, PG_CHANGE, params);
  }
  if (ws.history.length) pgDefer(db, PG_HISTORY, columnArrays(HISTORY_COLUMNS, ws.history.map((h) => ({ ...h, pk: pk(h.ref) }))));
  enqueueMany(db, ws.jobs.map((j) => ({ task: j.task, payload: { bookingPk: pk(j.ref) }, runAt: j.runAt, priority: j.priority, now: j.now })));
  stopBookingJobs(db, ws.stopJobs.map(pk));
  if (ws.clearEscalations.length) pgDefer(db, SQL.pgClearEscalations, [ws.clearEscalations.map(pk)]);
  if (ws.outcomes.length) pgDefer(db, PG_OUTCOMES, columnArrays(OUTCOME_COLUMNS, ws.outcomes.map((o) => ({ ...o, pk: o.ref && pk(o.ref) }))));
  if (ws.applied.length) pgDefer(db, PG_APPLIED, columnArrays(APPLIED_COLUMNS, ws.applied));
}

// Submissions: one accepted batch of an add, update or events call; its traceId is what the client follows.
import { runUnread, stmt, type Db } from './db.js';
import { deferSetRow, unnestRows, type SetColumn } from './writeSet.js';
import { submissions } from './schema.js';

export type SubmissionRow = typeof submissions.$inferSelect;

/** Every statement of this module, prepared once per connection through stmt(). */
const SQL = {
  insertQueued: `INSERT INTO submissions (trace_id, account_id, kind, request_id, received_at, state, payload, bookings_count)
     VALUES (@traceId, @accountId, @kind, @requestId, @receivedAt, 'QUEUED', @payload, @bookingsCount)`,
  insertApplied: `INSERT INTO submissions (trace_id, account_id, kind, request_id, received_at, state, payload, bookings_count, applied_at)
     VALUES (@traceId, @accountId, @kind, @requestId, @receivedAt, 'APPLIED', @payload, @bookingsCount, @receivedAt)`,
  find: `SELECT trace_id AS traceId, kind, state, received_at AS receivedAt, applied_at AS appliedAt, bookings_count AS bookingsCount
     FROM submissions WHERE account_id = ? AND trace_id = ?`,
};

export type NewSubmission = Pick<SubmissionRow, 'traceId' | 'accountId' | 'kind' | 'requestId' | 'receivedAt' | 'payload' | 'bookingsCount'>;

/** PostgreSQL: a group commit's submissions in one statement (writeSet.ts). */
const QUEUED_COLUMNS: SetColumn<NewSubmission>[] = [
  { name: 'trace_id', type: 'text', value: (s) => s.traceId },
  { name: 'account_id', type: 'text', value: (s) => s.accountId },
  { name: 'kind', type: 'text', value: (s) => s.kind },
  { name: 'request_id', type: 'text', value: (s) => s.requestId },
  { name: 'received_at', type: 'text', value: (s) => s.receivedAt },
  { name: 'payload', type: 'text', value: (s) => s.payload },
  { name: 'bookings_count', type: 'bigint', value: (s) => s.bookingsCount },
];
const QUEUED_SET = `INSERT INTO submissions (trace_id, account_id, kind, request_id, received_at, state, payload, bookings_count)
   SELECT trace_id, account_id, kind, request_id, received_at, 'QUEUED', payload, bookings_count FROM ${unnestRows(QUEUED_COLUMNS)} ORDER BY ord`;

/**
 * The INSERT of QUEUED submissions for the accepting path's pool (store/accepting.ts), its parameters from `$first`
 * on: one parameter per value, not one array per column as QUEUED_SET. A payload (the JSON of up to a batch of
 * bookings) then goes as it is; in an array parameter `pg` escapes every quote of it first, in the service thread (7%
 * of that thread in the pg-throughput bench). Its text depends only on the number of rows.
 */
export function queuedSubmissionsValues(rows: NewSubmission[], first = 1): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const values = rows.map((r) => {
    const at = first + params.length;
    params.push(r.traceId, r.accountId, r.kind, r.requestId, r.receivedAt, r.payload, r.bookingsCount);
    return `($${at}, $${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, 'QUEUED', $${at + 5}, $${at + 6}::bigint)`;
  });
  return { sql: `INSERT INTO submissions (trace_id, account_id, kind, request_id, received_at, state, payload, bookings_count) VALUES ${values.join(', ')}`, params };
}

/**
 * A batch accepted for the worker (state QUEUED); the caller's transaction enqueues its apply job beside it. In a group
 * commit on PostgreSQL, the group's submissions go as one statement with the COMMIT.
 */
export function insertQueuedSubmission(db: Db, s: NewSubmission): void {
  if (deferSetRow(db, 'submissions.queued', QUEUED_SET, QUEUED_COLUMNS, s)) return;
  runUnread(db, SQL.insertQueued, s);
}

/** A submission applied in the same transaction that stores it (an update): APPLIED when received. */
export function insertAppliedSubmission(db: Db, s: NewSubmission): void {
  stmt(db, SQL.insertApplied).run(s);
}

export type SubmissionSummary = Pick<SubmissionRow, 'traceId' | 'kind' | 'state' | 'receivedAt' | 'appliedAt' | 'bookingsCount'>;

/** One account's submission by traceId (another account's is not found). */
export function findSubmission(db: Db, accountId: string, traceId: string): SubmissionSummary | undefined {
  if (traceId.includes('\u0000')) return undefined; // names no row (namesNoRow in bookings.ts)
  return stmt(db, SQL.find).get(accountId, traceId) as SubmissionSummary | undefined;
}

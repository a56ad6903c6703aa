// The submission worker: applies accepted batches in order (BOOK, REBOOK, duplicates, events), each exactly once. A
// tick's batches are applied together (issue 26, the set-based hot path): read in a few statements, decided in pure
// code (src/domain/applyPlan.ts), written as one write set (src/store/applyWrites.ts), in one transaction.
import { bookingIdsOf, planSubmissions, type SubmissionToApply } from '../domain/applyPlan.js';
import type { Clock } from '../domain/clock.js';
import { loadSubmissionsForApply, planReader, readBookingsForApply, submissionSizes, writeApplySet } from '../store/applyWrites.js';
import { engineOf, inTransaction, type Db } from '../store/db.js';

/**
 * Applies these submissions, in the order given, in one transaction; one already applied (a retry after a crash) or
 * unknown is left alone. PostgreSQL: their rows are locked first (a second worker waits, then finds them applied), then
 * the stored bookings they name, lowest id first. An item that throws (an update that would leave its booking invalid)
 * fails the whole call: the queue then applies the batch's submissions one by one, so only its own fails.
 */
export function applySubmissions(db: Db, clock: Clock, traceIds: string[], defaultTimeZone: string): void {
  inTransaction(db, () => {
    const rows = new Map(loadSubmissionsForApply(db, [...new Set(traceIds)]).map((r) => [r.traceId, r]));
    const subs: SubmissionToApply[] = [];
    for (const traceId of new Set(traceIds)) {
      const row = rows.get(traceId);
      if (!row || row.state === 'APPLIED') continue;
      subs.push({ traceId, accountId: row.accountId, kind: row.kind === 'events' ? 'events' : 'add', items: JSON.parse(row.payload) as unknown[], now: clock.now() });
    }
    if (!subs.length) return;
    const named = new Map<string, string[]>();
    for (const sub of subs) named.set(sub.accountId, [...(named.get(sub.accountId) ?? []), ...bookingIdsOf(sub)]);
    const stored = readBookingsForApply(db, named);
    writeApplySet(db, planSubmissions(subs, stored, planReader(db), defaultTimeZone));
  });
}

/**
 * A set holds submissions of this many bookings in all at most (one submission of more is a set alone). SQLite: 100,
 * a submission of the default size alone: SQLite has one writer, and between two sets the HTTP thread's commits go
 * first (the write gate in store/db.ts); one set for a whole batch of 20 x 100 bookings held the write lock 20 times
 * longer and addBookings accepted half as much meanwhile. PostgreSQL: 2,000, a whole batch of the default size: the
 * queue and the HTTP thread write side by side, and a set costs a handful of round trips and one commit whatever its
 * size; 100 per set took twice as long to apply the same backlog (bench/RESULTS.md, "Set-based apply, stop 4").
 */
export const SET_BOOKINGS = { sqlite: 100, pg: 2_000 } as const;

/**
 * The queue's batch of submissions (up to 20), applied as sets of at most SET_BOOKINGS bookings, each in its own
 * transaction: many small submissions (single-booking adds) share one set and one commit.
 */
export function applyBatch(db: Db, clock: Clock, traceIds: string[], defaultTimeZone: string): void {
  const sizes = submissionSizes(db, traceIds);
  const most = SET_BOOKINGS[engineOf(db)];
  let set: string[] = [];
  let bookings = 0;
  for (const traceId of traceIds) {
    const n = sizes.get(traceId) ?? 0;
    if (set.length && bookings + n > most) {
      applySubmissions(db, clock, set, defaultTimeZone);
      set = [];
      bookings = 0;
    }
    set.push(traceId);
    bookings += n;
  }
  if (set.length) applySubmissions(db, clock, set, defaultTimeZone);
}

/** Applies one submission (a batch's job run alone). */
export function applySubmission(db: Db, clock: Clock, traceId: string, defaultTimeZone: string): void {
  applySubmissions(db, clock, [traceId], defaultTimeZone);
}

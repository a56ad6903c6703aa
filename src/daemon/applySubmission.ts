// The submission worker: applies accepted batches in order (BOOK, REBOOK, duplicates, events), each exactly once. A
// tick's batches are applied together (issue 26, the set-based hot path): read in a few statements, decided in pure
// code (src/domain/applyPlan.ts), written as one write set (src/store/applyWrites.ts), in one transaction.
import { bookingIdsOf, planSubmissions, type SubmissionToApply } from '../domain/applyPlan.js';
import type { Clock } from '../domain/clock.js';
import { loadSubmissionsForApply, planReader, readBookingsForApply, writeApplySet } from '../store/applyWrites.js';
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
 * The queue's batch of submissions. PostgreSQL: one set, so the batch costs a handful of round trips through the bridge
 * instead of several per booking. SQLite: one set per submission, each its own short transaction: SQLite has one
 * writer, and between them the write lock is free for the HTTP thread's commits (the write gate in store/db.ts); one
 * transaction for the whole batch held it 20 times longer, and addBookings accepted half as much meanwhile
 * (bench/RESULTS.md, "Set-based apply, stop 4"). There is no round trip to save on SQLite.
 */
export function applyBatch(db: Db, clock: Clock, traceIds: string[], defaultTimeZone: string): void {
  if (engineOf(db) === 'pg') applySubmissions(db, clock, traceIds, defaultTimeZone);
  else for (const traceId of traceIds) applySubmissions(db, clock, [traceId], defaultTimeZone);
}

/** Applies one submission (a batch's job run alone). */
export function applySubmission(db: Db, clock: Clock, traceId: string, defaultTimeZone: string): void {
  applySubmissions(db, clock, [traceId], defaultTimeZone);
}

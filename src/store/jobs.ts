// The durable job queue's statements: enqueue, claim with a lease, complete, fail with backoff.
import { stmt, type Db } from './db.js';

export interface JobRow {
  id: number;
  task: string;
  payload: string;
  priority: number;
  run_at: number;
  attempts: number;
  max_attempts: number;
  locked_at: number | null;
  locked_by: string | null;
  last_error: string | null;
  key: string | null;
}

export interface EnqueueJob {
  task: string;
  payload: unknown;
  /** Higher runs first. */
  priority?: number;
  runAt: number;
  maxAttempts?: number;
  /** A job with the same key already waiting is not added twice; a parked one with that key is revived. */
  key?: string;
}

/** Every statement of this module, prepared once per connection through stmt(). */
const SQL = {
  insert: `INSERT INTO jobs (task, payload, priority, run_at, max_attempts, key, created_at)
       VALUES (@task, @payload, @priority, @runAt, @maxAttempts, @key, @createdAt)
       ON CONFLICT(key) DO UPDATE SET
         run_at = CASE WHEN failed_at IS NULL THEN min(run_at, excluded.run_at) ELSE excluded.run_at END,
         priority = max(priority, excluded.priority),
         attempts = CASE WHEN failed_at IS NULL THEN attempts ELSE 0 END,
         payload = excluded.payload,
         failed_at = NULL
       WHERE jobs.locked_at IS NULL`,
  // `+run_at`: keeps the planner on jobs_claim (ordered walk, stops at LIMIT) rather than a run_at range plus a sort.
  claim: `UPDATE jobs SET locked_at = @now, locked_by = @worker, attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM jobs
         WHERE task = @task AND failed_at IS NULL AND +run_at <= @now
           AND (locked_at IS NULL OR locked_at < @staleBefore)
         ORDER BY priority DESC, run_at, id LIMIT @limit)
       RETURNING *`,
  complete: 'DELETE FROM jobs WHERE id = ? AND locked_by = ?',
  completeMany: 'DELETE FROM jobs WHERE locked_by = ? AND id IN (SELECT value FROM json_each(?))',
  retry: 'UPDATE jobs SET locked_at = NULL, locked_by = NULL, run_at = @runAt, last_error = @error WHERE id = @id AND locked_by = @worker',
  park: 'UPDATE jobs SET locked_at = NULL, locked_by = NULL, failed_at = @now, last_error = @error WHERE id = @id AND locked_by = @worker',
  release: 'UPDATE jobs SET locked_at = NULL, locked_by = NULL, attempts = max(attempts - 1, 0) WHERE id = ? AND locked_by = ?',
  releaseAll: 'UPDATE jobs SET locked_at = NULL, locked_by = NULL WHERE locked_at IS NOT NULL',
  counts: `SELECT task, count(*) AS total, sum(failed_at IS NOT NULL) AS failed, sum(locked_at IS NOT NULL) AS running FROM jobs GROUP BY task`,
};

/** Per connection: who wants to hear of a job enqueued on it (the queue runner working on that connection). */
const enqueueListeners = new WeakMap<Db['$client'], (task: string) => void>();

/** The runner on this connection hears of every job enqueued through it, so it claims that task at its next tick. */
export function onEnqueue(db: Db, listener: (task: string) => void): void {
  enqueueListeners.set(db.$client, listener);
}

export function enqueueJob(db: Db, job: EnqueueJob, now = Date.now()): void {
  enqueueListeners.get(db.$client)?.(job.task);
  stmt(db, SQL.insert).run({
    task: job.task,
    payload: JSON.stringify(job.payload ?? {}),
    priority: job.priority ?? 0,
    runAt: job.runAt,
    maxAttempts: job.maxAttempts ?? 25,
    key: job.key ?? null,
    createdAt: now,
  });
}

/** Takes up to `limit` due jobs of one task; a lock older than the lease is taken again (its worker died). */
export function claimJobs(db: Db, task: string, worker: string, limit: number, now: number, leaseMs: number): JobRow[] {
  const rows = stmt(db, SQL.claim).all({ task, worker, limit, now, staleBefore: now - leaseMs }) as JobRow[];
  return rows.sort((a, b) => b.priority - a.priority || a.run_at - b.run_at || a.id - b.id);
}

export function completeJob(db: Db, id: number, worker: string): void {
  stmt(db, SQL.complete).run(id, worker);
}

/** Many finished jobs in one statement (the runner's tick). */
export function completeJobs(db: Db, ids: number[], worker: string): void {
  if (ids.length) stmt(db, SQL.completeMany).run(worker, JSON.stringify(ids));
}

export function retryJob(db: Db, id: number, worker: string, runAt: number, error: string): void {
  stmt(db, SQL.retry).run({ id, worker, runAt, error: error.slice(0, 2000) });
}

/** A job past its attempts stays in the table, marked failed, for an operator to see. */
export function parkJob(db: Db, id: number, worker: string, now: number, error: string): void {
  stmt(db, SQL.park).run({ id, worker, now, error: error.slice(0, 2000) });
}

/** Claimed jobs that were never started (a stopping runner's held ones): waiting again, their claim not counted as an attempt. */
export function releaseJobs(db: Db, ids: number[], worker: string): void {
  const s = stmt(db, SQL.release);
  for (const id of ids) s.run(id, worker);
}

/** On start: nothing runs yet, so every lock left is from a process that died. */
export function releaseAllLocks(db: Db): number {
  return stmt(db, SQL.releaseAll).run().changes;
}

export function jobCounts(db: Db): { task: string; total: number; failed: number; running: number }[] {
  return stmt(db, SQL.counts).all() as { task: string; total: number; failed: number; running: number }[];
}

// The durable job queue's statements: enqueue, claim with a lease, complete, retry by the row's policy, park.
import type { RetryPolicy } from '../domain/backoff.js';
import { TASKS, jobKey, type TaskName, type TaskPayload } from '../domain/tasks.js';
import { engineOf, perEngine, retryPolicyOverride, runUnread, stmt, wakeOtherInstances, type Db, type PerEngine } from './db.js';
import { selectColumns } from './columns.js';
import { PG_NOW_MS } from './pg/clock.js';
import { jobs } from './schema.js';
import { columnArrays, deferSetRow, gathersRows, pgDefer, unnestRows, type SetColumn } from './writeSet.js';

export type JobRow = typeof jobs.$inferSelect;

export interface JobSpec {
  task: string;
  payload: unknown;
  /** Higher runs first. */
  priority?: number;
  runAt: number;
  retry: RetryPolicy;
  /**
   * At most one job per key waits: enqueueing again moves the waiting job to the earlier time (a parked one is
   * revived); while the keyed job runs, the new time is kept in rerun_at and the job runs again then.
   */
  key?: string | null;
}

/** Every column under its schema (camelCase) name, so every statement returns a JobRow. */
const COLUMNS = selectColumns(jobs);

/**
 * The run_at an enqueue leaves on a keyed row that exists: kept while it runs, the earlier time while it waits, the new
 * one when parked. Columns of the row that exists are named `jobs.`: PostgreSQL requires it (SQLite allows it).
 */
const UPSERT_RUN_AT =
  'CASE WHEN jobs.locked_at IS NOT NULL THEN jobs.run_at WHEN jobs.failed_at IS NULL THEN min(jobs.run_at, excluded.run_at) ELSE excluded.run_at END';
/** 1 when a time has come (`ready` is a 0/1 integer in both engines; PostgreSQL stores no comparison in it). */
const dueBy = (at: string, now: string) => `CASE WHEN ${at} <= ${now} THEN 1 ELSE 0 END`;
/** Parameters that meet only each other in a comparison are given a type: PostgreSQL cannot guess it. */
const NOW = 'CAST(@now AS BIGINT)';


const DUE = 'task = @task AND ready = 1 AND failed_at IS NULL AND +run_at <= CAST(@now AS BIGINT)';
/** Held past its lease, by each engine's clock (PostgreSQL's own; SQLite's the caller's). */
const STALE = {
  sqlite: 'locked_at < CAST(@staleBefore AS BIGINT)',
  pg: `locked_at < ${PG_NOW_MS} - CAST(@leaseMs AS BIGINT)`,
};
/**
 * Free, or held by another worker past its lease. Never one of the claiming worker's own: it is running it (a long
 * run past its lease would otherwise start again beside itself); the worker gives back what it stops holding.
 */
const CLAIM_WHERE = {
  sqlite: `${DUE} AND (locked_at IS NULL OR (${STALE.sqlite} AND locked_by <> @worker))`,
  pg: `${DUE} AND (locked_at IS NULL OR (${STALE.pg} AND locked_by <> @worker))`,
};
/**
 * Held by another worker past its lease, found through jobs_running (ready = 2: what a claim took, out of jobs_claim
 * until it is given back or done; on PostgreSQL a job held since before stop 13, ready = 1, is in CLAIM_WHERE).
 */
const LAPSED = {
  sqlite: `task = @task AND ready = 2 AND failed_at IS NULL AND ${STALE.sqlite} AND locked_by <> @worker`,
  pg: `task = @task AND ready = 2 AND failed_at IS NULL AND ${STALE.pg} AND locked_by <> @worker`,
};
/**
 * PostgreSQL: a claim's candidates, each set locked as it is read (another instance's claim skips them): the head of
 * jobs_claim, and the lapsed jobs. Two CTEs, since FOR UPDATE is not allowed in a UNION; a candidate the claim's LIMIT
 * leaves out stays locked until its commit, unchanged.
 */
const PG_CLAIMABLE = `WITH due AS (SELECT id, priority, run_at FROM jobs WHERE ${CLAIM_WHERE.pg} ORDER BY priority DESC NULLS LAST, run_at, id LIMIT @limit FOR UPDATE SKIP LOCKED),
       lapsed AS (SELECT id, priority, run_at FROM jobs WHERE ${LAPSED.pg} LIMIT @limit FOR UPDATE SKIP LOCKED)`;
/** The ids in the JSON array @ids, as rows. */
const IDS = perEngine((d) => d.jsonValues('@ids', 'bigint'));
/**
 * A claim counts an attempt, except when it takes back a job whose lease lapsed (its worker died, or held it without
 * starting it): that run was cut short by a crash, not failed, so it is not counted against the job's backoff.
 */
const ATTEMPTS_AT_CLAIM = 'attempts = CASE WHEN locked_at IS NULL THEN attempts + 1 ELSE attempts END';

/** The advisory lock space of the one-holder claims' turns (PostgreSQL), keyed by the task's name. */
const ONE_HOLDER_LOCK = 7_414_004;

/** Every statement of this module, prepared once per connection through stmt(). */
const SQL = {
  insert: `INSERT INTO jobs (task, payload, priority, run_at, max_attempts, backoff, backoff_base_ms, backoff_cap_ms, key, ready, created_at)
       VALUES (@task, @payload, @priority, CAST(@runAt AS BIGINT), @maxAttempts, @backoff, @baseMs, @capMs, @key,
         ${dueBy('CAST(@runAt AS BIGINT)', 'CAST(@createdAt AS BIGINT)')}, CAST(@createdAt AS BIGINT))
       ON CONFLICT(key) DO UPDATE SET
         run_at = ${UPSERT_RUN_AT},
         ready = CASE WHEN jobs.locked_at IS NOT NULL THEN jobs.ready ELSE ${dueBy(UPSERT_RUN_AT, 'CAST(@createdAt AS BIGINT)')} END,
         rerun_at = CASE WHEN jobs.locked_at IS NOT NULL THEN min(coalesce(jobs.rerun_at, excluded.run_at), excluded.run_at) END,
         priority = max(jobs.priority, excluded.priority),
         attempts = CASE WHEN jobs.locked_at IS NULL AND jobs.failed_at IS NOT NULL THEN 0 ELSE jobs.attempts END,
         payload = CASE WHEN jobs.locked_at IS NULL THEN excluded.payload ELSE jobs.payload END,
         max_attempts = excluded.max_attempts, backoff = excluded.backoff,
         backoff_base_ms = excluded.backoff_base_ms, backoff_cap_ms = excluded.backoff_cap_ms,
         failed_at = CASE WHEN jobs.locked_at IS NULL THEN NULL ELSE jobs.failed_at END`,
  // `+run_at`: keeps the planner on jobs_claim (ordered walk, stops at LIMIT) rather than a run_at range plus a sort.
  // PostgreSQL: several instances claim at once; each skips the rows another is claiming (SKIP LOCKED). NULLS LAST
  // as in jobs_claim (PostgreSQL's DESC puts nulls first): any other order is not the index's, and every claim read
  // and sorted every ready job (85 ms at 70,000).
  // Both engines: a claimed job leaves jobs_claim (ready = 2) in the claim's commit (PostgreSQL since stop 13: with two
  // instances each holding hundreds of jobs, every claim walked past all of them). The jobs a claim takes are the head of
  // that index, a page or two, where a job left in it until its completion cost a random page of it then (7% of a
  // drain's bytes, bench/RESULTS.md), and the next claim walked past every job held. A dead worker's lapsed lease is
  // found through jobs_running (the few jobs held).
  claim: {
    sqlite: `UPDATE jobs SET ready = 2, locked_at = @now, locked_by = @worker, ${ATTEMPTS_AT_CLAIM}
       WHERE id IN (SELECT id FROM (
           SELECT * FROM (SELECT id, priority, run_at FROM jobs WHERE ${CLAIM_WHERE.sqlite} ORDER BY priority DESC, run_at, id LIMIT @limit)
           UNION ALL
           SELECT id, priority, run_at FROM jobs WHERE ${LAPSED.sqlite})
         ORDER BY priority DESC, run_at, id LIMIT @limit)
       RETURNING ${COLUMNS}`,
    pg: `${PG_CLAIMABLE}
       UPDATE jobs SET ready = 2, locked_at = ${PG_NOW_MS}, locked_by = @worker, ${ATTEMPTS_AT_CLAIM}
       WHERE id IN (SELECT id FROM (SELECT * FROM due UNION ALL SELECT * FROM lapsed) AS u ORDER BY priority DESC NULLS LAST, run_at, id LIMIT @limit)
       RETURNING ${COLUMNS}`,
  } satisfies PerEngine,
  // PostgreSQL, for a task whose jobs must run in order across instances: claimed only while no other live worker
  // holds one. Race-free: the claiming transaction first takes the task's turn (oneHolderTurn), and this statement,
  // run after it, sees the claims of every transaction that held the turn before (READ COMMITTED: a new snapshot).
  claimOneHolder: `${PG_CLAIMABLE}
       UPDATE jobs SET ready = 2, locked_at = ${PG_NOW_MS}, locked_by = @worker, ${ATTEMPTS_AT_CLAIM}
       WHERE id IN (SELECT id FROM (SELECT * FROM due UNION ALL SELECT * FROM lapsed) AS u
           WHERE NOT EXISTS (SELECT 1 FROM jobs h WHERE h.task = @task AND h.locked_by <> @worker AND h.locked_at >= ${PG_NOW_MS} - CAST(@leaseMs AS BIGINT))
         ORDER BY priority DESC NULLS LAST, run_at, id LIMIT @limit)
       RETURNING ${COLUMNS}`,
  // The turn of a one-holder task's claim, until the transaction ends: one instance at a time claims it. Not waited
  // for: an instance that does not get it is one whose claim would find the task held anyway.
  oneHolderTurn: `SELECT pg_try_advisory_xact_lock(${ONE_HOLDER_LOCK}, hashtext(@task)) AS "turn"`,
  // Done: deleted, unless an enqueue asked for another run meanwhile; then it waits for that run, attempts afresh.
  // Which of these jobs are still this worker's (PostgreSQL: locked until the commit, so no claim takes them meanwhile).
  ownedMany: {
    sqlite: `SELECT id FROM jobs WHERE locked_by = @worker AND id IN ${IDS.sqlite}`,
    pg: `SELECT id FROM jobs WHERE locked_by = @worker AND id IN ${IDS.pg} FOR UPDATE`,
  } satisfies PerEngine,
  // Before a running job's write (and what it sends next): still this worker's and its lease not lapsed (a process
  // paused past it must not go on even before another worker took the job), and the lease starts again, so it holds
  // for the send that follows. Locked until the commit, as ownedMany.
  holdMany: {
    sqlite: `UPDATE jobs SET locked_at = CAST(@now AS BIGINT)
       WHERE locked_by = @worker AND locked_at >= CAST(@now AS BIGINT) - CAST(@leaseMs AS BIGINT) AND id IN ${IDS.sqlite} RETURNING id`,
    pg: `UPDATE jobs SET locked_at = ${PG_NOW_MS}
       WHERE locked_by = @worker AND locked_at >= ${PG_NOW_MS} - CAST(@leaseMs AS BIGINT) AND id IN ${IDS.pg} RETURNING id`,
  } satisfies PerEngine,
  completeMany: perEngine((d) => `DELETE FROM jobs WHERE locked_by = @worker AND rerun_at IS NULL AND id IN ${d.jsonValues('@ids', 'bigint')}`),
  // The fenced completion: the finished jobs still this worker's are deleted, and their ids returned (the rows another
  // worker took over are left to it). PostgreSQL: the deleted rows stay locked until the commit, as FOR UPDATE would.
  finishMany: perEngine((d) => `DELETE FROM jobs WHERE locked_by = @worker AND rerun_at IS NULL AND id IN ${d.jsonValues('@ids', 'bigint')} RETURNING id`),
  rerunMany: perEngine(
    (d) => `UPDATE jobs SET locked_at = NULL, locked_by = NULL, run_at = rerun_at, ready = ${dueBy('rerun_at', NOW)}, rerun_at = NULL, attempts = 0,
         last_error = NULL
       WHERE locked_by = @worker AND rerun_at IS NOT NULL AND id IN ${d.jsonValues('@ids', 'bigint')}`,
  ),
  rerunManyReturning: perEngine(
    (d) => `UPDATE jobs SET locked_at = NULL, locked_by = NULL, run_at = rerun_at, ready = ${dueBy('rerun_at', NOW)}, rerun_at = NULL, attempts = 0,
         last_error = NULL
       WHERE locked_by = @worker AND rerun_at IS NOT NULL AND id IN ${d.jsonValues('@ids', 'bigint')} RETURNING id`,
  ),
  retry: `UPDATE jobs SET locked_at = NULL, locked_by = NULL, run_at = min(CAST(@runAt AS BIGINT), coalesce(rerun_at, CAST(@runAt AS BIGINT))),
         ready = ${dueBy('min(CAST(@runAt AS BIGINT), coalesce(rerun_at, CAST(@runAt AS BIGINT)))', NOW)}, rerun_at = NULL, last_error = @error
       WHERE id = @id AND locked_by = @worker`,
  // Out of attempts: parked for an operator to see, unless a new run was asked for meanwhile (then that run starts afresh).
  park: `UPDATE jobs SET locked_at = NULL, locked_by = NULL, last_error = @error,
         failed_at = CASE WHEN rerun_at IS NULL THEN CAST(@now AS BIGINT) END, run_at = coalesce(rerun_at, run_at), ready = ${dueBy('coalesce(rerun_at, run_at)', NOW)},
         attempts = CASE WHEN rerun_at IS NULL THEN attempts ELSE 0 END, rerun_at = NULL
       WHERE id = @id AND locked_by = @worker RETURNING failed_at AS failedAt`,
  // A held job was due when it was claimed: given back, it is claimable again (ready = 1).
  release: `UPDATE jobs SET locked_at = NULL, locked_by = NULL, ready = 1, attempts = max(attempts - 1, 0),
         run_at = min(run_at, coalesce(rerun_at, run_at)), rerun_at = NULL
       WHERE id = ? AND locked_by = ?`,
  // The same for many (a runner's expired hand): one statement.
  releaseMany: perEngine(
    (d) => `UPDATE jobs SET locked_at = NULL, locked_by = NULL, ready = 1, attempts = max(attempts - 1, 0),
         run_at = min(run_at, coalesce(rerun_at, run_at)), rerun_at = NULL
       WHERE locked_by = @worker AND id IN ${d.jsonValues('@ids', 'bigint')}`,
  ),
  // A dead worker's jobs, taken back at once: each gives back the attempt its claim counted (held and never started,
  // or cut short by the crash; the next claim counts the run it gets).
  releaseAll: 'UPDATE jobs SET locked_at = NULL, locked_by = NULL, ready = 1, attempts = max(attempts - 1, 0) WHERE locked_at IS NOT NULL',
  releaseHeldBy: 'UPDATE jobs SET locked_at = NULL, locked_by = NULL, ready = 1, attempts = max(attempts - 1, 0) WHERE locked_by = ? AND locked_at IS NOT NULL',
  // The jobs a live worker holds: their lease starts again (PostgreSQL, where other instances would take them back).
  renew: {
    sqlite: `UPDATE jobs SET locked_at = CAST(@now AS BIGINT) WHERE locked_by = @worker AND id IN ${IDS.sqlite}`,
    pg: `UPDATE jobs SET locked_at = ${PG_NOW_MS} WHERE locked_by = @worker AND id IN ${IDS.pg}`,
  } satisfies PerEngine,
  // Held by this worker in the database but not in its hands (a commit whose outcome is unknown may have claimed them).
  releaseStrays: {
    sqlite: `UPDATE jobs SET locked_at = NULL, locked_by = NULL, ready = 1, attempts = max(attempts - 1, 0)
       WHERE locked_by = @worker AND locked_at IS NOT NULL AND id NOT IN ${IDS.sqlite}`,
    pg: `UPDATE jobs SET locked_at = NULL, locked_by = NULL, ready = 1, attempts = greatest(attempts - 1, 0)
       WHERE locked_by = @worker AND locked_at IS NOT NULL AND id NOT IN ${IDS.pg}`,
  } satisfies PerEngine,
  // Through jobs_planned: only the rows that came due are touched; usually none.
  // PostgreSQL: a row another transaction is writing now (another instance promoting it, an enqueue moving it) is
  // skipped, not waited for: the next tick sees it settled.
  promote: {
    sqlite: 'UPDATE jobs SET ready = 1 WHERE ready = 0 AND run_at <= CAST(? AS BIGINT) RETURNING task',
    pg: 'UPDATE jobs SET ready = 1 WHERE id IN (SELECT id FROM jobs WHERE ready = 0 AND run_at <= CAST(? AS BIGINT) FOR UPDATE SKIP LOCKED) RETURNING task',
  } satisfies PerEngine,
  cancelWaiting: 'DELETE FROM jobs WHERE key = ? AND locked_at IS NULL',
  cancelRerun: 'UPDATE jobs SET rerun_at = NULL WHERE key = ? AND locked_at IS NOT NULL',
  cancelBothWaiting: 'DELETE FROM jobs WHERE key IN (?, ?) AND locked_at IS NULL',
  cancelBothRerun: 'UPDATE jobs SET rerun_at = NULL WHERE key IN (?, ?) AND rerun_at IS NOT NULL AND locked_at IS NOT NULL',
  // SQLite: what the two cancelling statements would find, in one read of the key's index (most often nothing: a
  // drain's confirmation has no other job of its booking left).
  toCancel: 'SELECT count(*) FILTER (WHERE locked_at IS NULL) AS waiting, count(*) FILTER (WHERE locked_at IS NOT NULL AND rerun_at IS NOT NULL) AS rerun FROM jobs WHERE key = ?',
  toCancelBoth: 'SELECT count(*) FILTER (WHERE locked_at IS NULL) AS waiting, count(*) FILTER (WHERE locked_at IS NOT NULL AND rerun_at IS NOT NULL) AS rerun FROM jobs WHERE key IN (?, ?)',
  keysPresent: 'SELECT key FROM jobs WHERE key IN (SELECT value FROM json_each(?))',
  nextRun: 'SELECT CASE WHEN locked_at IS NULL THEN run_at ELSE rerun_at END AS at FROM jobs WHERE key = ? AND failed_at IS NULL',
  counts: `SELECT task, count(*) AS total, count(failed_at) AS failed, count(locked_at) AS running FROM jobs GROUP BY task`,
};

/** Per connection: who wants to hear of a job enqueued on it (the queue runner working on that connection). */
const enqueueListeners = new WeakMap<Db['$client'], (task: string) => void>();

/** The runner on this connection hears of every job enqueued through it, so it claims that task at its next tick. */
export function onEnqueue(db: Db, listener: (task: string) => void): void {
  enqueueListeners.set(db.$client, listener);
}

/** Enqueues a job of the registry: its key and retry policy come from the task's definition. */
export function enqueue<T extends TaskName>(db: Db, task: T, payload: TaskPayload<T>, opts: { runAt: number; priority?: number }, now = Date.now()): void {
  const retry = retryPolicyOverride(db, task) ?? TASKS[task].retry;
  enqueueJob(db, { task, payload, runAt: opts.runAt, priority: opts.priority, key: jobKey(task, payload), retry }, now);
}

/** Any job, named by its row's fields (tests enqueue tasks of their own). */
export function enqueueJob(db: Db, job: JobSpec, now = Date.now()): void {
  enqueueListeners.get(db.$client)?.(job.task);
  if (job.key) absentKeys.get(db.$client)?.delete(job.key);
  if (job.runAt <= now) wakeOtherInstances(db);
  // In a group commit on PostgreSQL, the group's unkeyed jobs (its submissions' apply jobs) go as one statement with
  // the COMMIT; keyed ones keep their own (one INSERT … ON CONFLICT cannot touch a key twice).
  const row = { task: job.task, payload: JSON.stringify(job.payload ?? {}), priority: job.priority ?? 0, runAt: job.runAt, retry: job.retry, key: null, now };
  if (!job.key && deferSetRow(db, 'jobs.unkeyed', INSERT_SET, SET_COLUMNS, row)) return;
  // Rows gathered (writeSet.ts gatherRows, a tick's final writes): a keyed job joins the tick's set of jobs, unless
  // its key was written by that set or a later one (a cancel): then a new set, after it (RowOrder).
  if (job.key && gathersRows(db) && deferSetRow(db, 'jobs.keyed', INSERT_SET, SET_COLUMNS, { ...row, key: job.key }, { writes: [`job:${job.key}`] })) return;
  runUnread(db, SQL.insert, {
    task: job.task,
    payload: JSON.stringify(job.payload ?? {}),
    priority: job.priority ?? 0,
    runAt: job.runAt,
    maxAttempts: job.retry.maxAttempts,
    backoff: job.retry.backoff,
    baseMs: job.retry.baseMs,
    capMs: job.retry.capMs,
    key: job.key ?? null,
    createdAt: now,
  });
}

/** A job of the registry to enqueue with others (enqueueMany). */
export interface EnqueueSpec<T extends TaskName = TaskName> {
  task: T;
  payload: TaskPayload<T>;
  runAt: number;
  priority?: number;
  /** The enqueue's time (created_at; `ready` when runAt has come). */
  now: number;
}

/** The PostgreSQL jobs of a set (enqueueMany): one row per job, the enqueue's rules on a key that exists. */
const SET_COLUMNS: SetColumn<{ task: string; payload: string; priority: number; runAt: number; retry: RetryPolicy; key: string | null; now: number }>[] = [
  { name: 'task', type: 'text', value: (j) => j.task },
  { name: 'payload', type: 'text', value: (j) => j.payload },
  { name: 'priority', type: 'bigint', value: (j) => j.priority },
  { name: 'run_at', type: 'bigint', value: (j) => j.runAt },
  { name: 'max_attempts', type: 'bigint', value: (j) => j.retry.maxAttempts },
  { name: 'backoff', type: 'text', value: (j) => j.retry.backoff },
  { name: 'backoff_base_ms', type: 'bigint', value: (j) => j.retry.baseMs },
  { name: 'backoff_cap_ms', type: 'bigint', value: (j) => j.retry.capMs },
  { name: 'key', type: 'text', value: (j) => j.key },
  { name: 'created_at', type: 'bigint', value: (j) => j.now },
];
const INSERT_SET = `INSERT INTO jobs (task, payload, priority, run_at, max_attempts, backoff, backoff_base_ms, backoff_cap_ms, key, ready, created_at)
     SELECT task, payload, priority, run_at, max_attempts, backoff, backoff_base_ms, backoff_cap_ms, key, CASE WHEN run_at <= created_at THEN 1 ELSE 0 END, created_at
     FROM ${unnestRows(SET_COLUMNS)} ORDER BY ord
     ${SQL.insert.slice(SQL.insert.indexOf('ON CONFLICT')).replaceAll('CAST(@createdAt AS BIGINT)', 'excluded.created_at')}`;

/** A job row of a set (SET_COLUMNS), as enqueue() would write it: the registry's key and retry policy. */
export type JobSetRow = { task: string; payload: string; priority: number; runAt: number; retry: RetryPolicy; key: string | null; now: number };

/**
 * The accepting path on PostgreSQL's pool (store/accepting.ts): jobs without a key (a submission's apply job), their
 * columns as array parameters from `$first` on, for an INSERT that is part of a larger statement. The runner on this
 * connection hears of them, as of any enqueue.
 */
export function unkeyedJobsSet<T extends TaskName>(db: Db, task: T, jobs: { payload: TaskPayload<T>; runAt: number; now: number }[], first: number): { sql: string; params: unknown[] } {
  const retry = retryPolicyOverride(db, task) ?? TASKS[task].retry;
  const rows: JobSetRow[] = jobs.map((j) => {
    if (jobKey(task, j.payload) !== null) throw new Error(`unkeyedJobsSet: ${task} jobs have a key`);
    return { task, payload: JSON.stringify(j.payload ?? {}), priority: 0, runAt: j.runAt, retry, key: null, now: j.now };
  });
  enqueueListeners.get(db.$client)?.(task);
  const sql = `INSERT INTO jobs (task, payload, priority, run_at, max_attempts, backoff, backoff_base_ms, backoff_cap_ms, key, ready, created_at)
     SELECT task, payload, priority, run_at, max_attempts, backoff, backoff_base_ms, backoff_cap_ms, key, CASE WHEN run_at <= created_at THEN 1 ELSE 0 END, created_at
     FROM ${unnestRows(SET_COLUMNS, first)} ORDER BY ord`;
  return { sql, params: columnArrays(SET_COLUMNS, rows) };
}

/**
 * Many jobs of the registry at once, as enqueue() one after the other would leave them. SQLite: enqueue()'s statement
 * per job. PostgreSQL: one statement for all, sent with the transaction's next round trip (writeSet.ts); jobs of one
 * key are merged first, as the second enqueue would have updated the first's row (the earlier time, the higher
 * priority): one INSERT … ON CONFLICT cannot touch a row twice.
 */
export function enqueueMany(db: Db, specs: EnqueueSpec[]): void {
  if (!specs.length) return;
  if (engineOf(db) === 'sqlite') {
    for (const j of specs) enqueue(db, j.task, j.payload, { runAt: j.runAt, priority: j.priority }, j.now);
    return;
  }
  const rows: { task: string; payload: string; priority: number; runAt: number; retry: RetryPolicy; key: string | null; now: number }[] = [];
  const byKey = new Map<string, (typeof rows)[number]>();
  for (const j of specs) {
    enqueueListeners.get(db.$client)?.(j.task);
    if (j.runAt <= j.now) wakeOtherInstances(db);
    const key = jobKey(j.task, j.payload);
    const row = { task: j.task, payload: JSON.stringify(j.payload ?? {}), priority: j.priority ?? 0, runAt: j.runAt, retry: retryPolicyOverride(db, j.task) ?? TASKS[j.task].retry, key, now: j.now };
    const first = key === null ? undefined : byKey.get(key);
    if (!first) {
      rows.push(row);
      if (key !== null) byKey.set(key, row);
      continue;
    }
    // A waiting row moves to the earlier time; a parked one revived by the first is waiting for the second.
    first.runAt = Math.min(first.runAt, row.runAt);
    first.priority = Math.max(first.priority, row.priority);
    first.payload = row.payload;
    first.retry = row.retry;
    first.now = row.now;
  }
  pgDefer(db, INSERT_SET, columnArrays(SET_COLUMNS, rows));
}

/** stopBookingJobs on PostgreSQL: the cancelBookingJobs statements for many keys. */
const STOP_SET = {
  waiting: 'DELETE FROM jobs WHERE key = ANY($1::text[]) AND locked_at IS NULL',
  rerun: 'UPDATE jobs SET rerun_at = NULL WHERE key = ANY($1::text[]) AND rerun_at IS NOT NULL AND locked_at IS NOT NULL',
};

/** cancelBookingJobs for many bookings (PostgreSQL: two statements for all, sent with the next round trip). */
export function stopBookingJobs(db: Db, bookingPks: number[]): void {
  if (!bookingPks.length) return;
  if (engineOf(db) === 'sqlite') {
    for (const pk of bookingPks) cancelBookingJobs(db, pk);
    return;
  }
  const keys = bookingPks.flatMap((bookingPk) => [jobKey('hotel.contact', { bookingPk }), jobKey('risk.check', { bookingPk })]);
  pgDefer(db, STOP_SET.waiting, [keys]);
  pgDefer(db, STOP_SET.rerun, [keys]);
}

/**
 * Takes up to `limit` due jobs of one task; a lock older than the lease is taken again (its worker died). oneHolder:
 * none while another live worker holds jobs of the task (several instances on PostgreSQL; alone on SQLite).
 * On PostgreSQL the lease is the database's clock's (PG_NOW_MS); the rows returned say `lockedAt` by the caller's
 * clock (`now`), which is what the caller measures how long it held them with.
 */
export function claimJobs(db: Db, task: string, worker: string, limit: number, now: number, leaseMs: number, oneHolder = false): JobRow[] {
  const pg = engineOf(db) === 'pg';
  if (oneHolder && pg) {
    if (!db.$client.inTransaction) throw new Error('a one-holder claim runs inside a transaction: its turn lasts until the commit');
    if (!(stmt(db, SQL.oneHolderTurn).get({ task }) as { turn: boolean }).turn) return [];
  }
  const sql = oneHolder && pg ? SQL.claimOneHolder : SQL.claim;
  const rows = stmt(db, sql).all({ task, worker, limit, now, staleBefore: now - leaseMs, leaseMs }) as JobRow[];
  if (pg) for (const r of rows) r.lockedAt = now;
  return rows.sort((a, b) => b.priority - a.priority || a.runAt - b.runAt || a.id - b.id);
}

/**
 * The fence before finished jobs' outcomes are written (in the same transaction): the ids still this worker's, the
 * only ones whose outcome may be recorded; another worker took the others over when their lease lapsed.
 */
export function ownedJobs(db: Db, ids: number[], worker: string): Set<number> {
  if (!ids.length) return new Set();
  return new Set((stmt(db, SQL.ownedMany).all({ worker, ids: JSON.stringify(ids) }) as { id: number }[]).map((r) => r.id));
}

/**
 * The fence before running jobs' writes, whose commit precedes a send: the ids still this worker's with a lease that
 * has not lapsed, their leases renewed (by the database's clock on PostgreSQL, `now` on SQLite).
 */
export function holdJobs(db: Db, ids: number[], worker: string, now: number, leaseMs: number): Set<number> {
  if (!ids.length) return new Set();
  return new Set((stmt(db, SQL.holdMany).all({ worker, ids: JSON.stringify(ids), now, leaseMs }) as { id: number }[]).map((r) => r.id));
}

export function completeJob(db: Db, id: number, worker: string, now: number): void {
  completeJobs(db, [id], worker, now);
}

/** Many finished jobs in one statement (the runner's tick); one asked to run again meanwhile waits for that run. */
export function completeJobs(db: Db, ids: number[], worker: string, now: number): void {
  if (!ids.length) return;
  const list = JSON.stringify(ids);
  if (stmt(db, SQL.completeMany).run({ worker, ids: list }).changes < ids.length) stmt(db, SQL.rerunMany).run({ worker, ids: list, now });
}

/**
 * The fence and the completion in one: of these finished jobs, those still this worker's are completed (deleted, or
 * planned again at the rerun_at an enqueue asked for while they ran) and their ids returned; the others were taken
 * over by another worker when their lease lapsed. Only the jobs returned may have their outcome recorded (in the same
 * transaction, after this: their final writes see them completed, so a final write that enqueues the job's own key
 * plans a new run).
 */
export function finishJobs(db: Db, ids: number[], worker: string, now: number): Set<number> {
  if (!ids.length) return new Set();
  const list = JSON.stringify(ids);
  const done = new Set((stmt(db, SQL.finishMany).all({ worker, ids: list }) as { id: number }[]).map((r) => Number(r.id)));
  if (done.size < ids.length) for (const r of stmt(db, SQL.rerunManyReturning).all({ worker, ids: list, now }) as { id: number }[]) done.add(Number(r.id));
  return done;
}

export function retryJob(db: Db, id: number, worker: string, runAt: number, error: string, now: number): void {
  stmt(db, SQL.retry).run({ id, worker, runAt, now, error: error.slice(0, 2000) });
}

/** Jobs planned for a time that has come become ready to claim; returns the tasks that got some. */
export function promoteDueJobs(db: Db, now: number): Set<string> {
  return new Set((stmt(db, SQL.promote).all(now) as { task: string }[]).map((r) => r.task));
}

/** A job past its attempts stays in the table, marked failed, for an operator to see; false when it was asked to run again instead. */
export function parkJob(db: Db, id: number, worker: string, now: number, error: string): boolean {
  const row = stmt(db, SQL.park).get({ id, worker, now, error: error.slice(0, 2000) }) as { failedAt: number | null } | undefined;
  return row?.failedAt != null;
}

/** Claimed jobs that were never started (a stopping runner's held ones): waiting again, their claim not counted as an attempt. */
export function releaseJobs(db: Db, ids: number[], worker: string): void {
  if (ids.length === 1) stmt(db, SQL.release).run(ids[0], worker);
  else if (ids.length) stmt(db, SQL.releaseMany).run({ ids: JSON.stringify(ids), worker });
}

/** The lease of jobs still running starts again (the runner's heartbeat); returns how many this worker still held. */
export function renewLeases(db: Db, ids: number[], worker: string, now: number): number {
  if (!ids.length) return 0;
  return stmt(db, SQL.renew).run({ worker, ids: JSON.stringify(ids), now }).changes;
}

/**
 * Gives back every job locked by this worker except `held` (what it has in hand), each with the attempt its claim
 * counted: after a commit whose outcome is unknown, the claims it made (and the completions it recorded) may or may
 * not be in the database. Returns how many there were.
 */
export function releaseStrayLocks(db: Db, worker: string, held: number[]): number {
  return stmt(db, SQL.releaseStrays).run({ worker, ids: JSON.stringify(held) }).changes;
}

/** On start: nothing runs yet, so every lock left is from a process that died. */
export function releaseAllLocks(db: Db): number {
  return stmt(db, SQL.releaseAll).run().changes;
}

/**
 * The locks of one instance (its id, exactly: src/daemon/instance.ts), when its queue thread died; other instances
 * keep theirs, also one in another container with the same host name and pid.
 */
export function releaseLocksOf(db: Db, instanceId: string): number {
  return stmt(db, SQL.releaseHeldBy).run(instanceId).changes;
}

/** A state change made these jobs pointless (a confirmed booking needs no reminder): waiting ones go, running ones run no more. */
export function cancelJobs<T extends TaskName>(db: Db, task: T, payload: TaskPayload<T>): void {
  const key = jobKey(task, payload);
  if (!key) throw new Error(`${task} jobs have no key; they cannot be cancelled by payload`);
  if (deferCancel(db, [key])) return;
  if (allAbsent(db, [key])) return;
  const found = engineOf(db) === 'sqlite' ? (stmt(db, SQL.toCancel).get(key) as ToCancel) : undefined;
  if (!found || found.waiting) stmt(db, SQL.cancelWaiting).run(key);
  if (!found || found.rerun) stmt(db, SQL.cancelRerun).run(key);
}

const KEY_COLUMNS: SetColumn<string>[] = [{ name: 'key', type: 'text', value: (k) => k }];
/** PostgreSQL, rows gathered: cancelJobs' two statements for a tick's keys (STOP_SET, over unnest). */
const CANCEL_SET = {
  waiting: `DELETE FROM jobs WHERE key IN (SELECT key FROM ${unnestRows(KEY_COLUMNS)}) AND locked_at IS NULL`,
  rerun: `UPDATE jobs SET rerun_at = NULL WHERE key IN (SELECT key FROM ${unnestRows(KEY_COLUMNS)}) AND rerun_at IS NOT NULL AND locked_at IS NOT NULL`,
};

/** Rows gathered (writeSet.ts gatherRows): the keys join the tick's two cancelling statements; false elsewhere. */
function deferCancel(db: Db, keys: string[]): boolean {
  if (!gathersRows(db)) return false;
  for (const key of keys) {
    const order = { writes: [`job:${key}`] };
    deferSetRow(db, 'jobs.cancelWaiting', CANCEL_SET.waiting, KEY_COLUMNS, key, order);
    deferSetRow(db, 'jobs.cancelRerun', CANCEL_SET.rerun, KEY_COLUMNS, key, order);
  }
  return true;
}

/**
 * Per connection, SQLite, while a tick makes its final writes (holdAbsentBookingKeys): job keys known to have no row.
 * Only an enqueue adds a keyed row (enqueueJob, this module), and it takes its key out of the set first.
 */
const absentKeys = new WeakMap<Db['$client'], Set<string>>();

/**
 * SQLite, inside a transaction: which of these bookings' contact and risk keys have no job row, read in one statement
 * for a tick's final writes, so that a confirmation whose booking has no other job left (a drain's, after its contact's
 * fenced delete) cancels nothing without asking (cancelBookingJobs, cancelJobs). Until the returned release. The
 * transaction holds the file's write lock: no other connection adds a row meanwhile, and this one adds keyed rows only
 * through enqueueJob. PostgreSQL: nothing (its cancels join the tick's set statements).
 */
export function holdAbsentBookingKeys(db: Db, bookingPks: number[]): () => void {
  if (engineOf(db) !== 'sqlite' || !db.$client.inTransaction || !bookingPks.length) return () => {};
  const keys = [...new Set(bookingPks)].flatMap((bookingPk) => [jobKey('hotel.contact', { bookingPk })!, jobKey('risk.check', { bookingPk })!]);
  const present = new Set((stmt(db, SQL.keysPresent).all(JSON.stringify(keys)) as { key: string }[]).map((r) => r.key));
  const absent = new Set(keys.filter((k) => !present.has(k)));
  absentKeys.set(db.$client, absent);
  return () => {
    if (absentKeys.get(db.$client) === absent) absentKeys.delete(db.$client);
  };
}

/** Every key known to have no job row (holdAbsentBookingKeys): nothing to cancel. */
function allAbsent(db: Db, keys: string[]): boolean {
  const absent = absentKeys.get(db.$client);
  return !!absent && keys.every((k) => absent.has(k));
}

/** A booking that is locked (confirmed or cancelled): its next contact and risk check go, in two statements. */
export function cancelBookingJobs(db: Db, bookingPk: number): void {
  const keys = [jobKey('hotel.contact', { bookingPk }), jobKey('risk.check', { bookingPk })];
  if (deferCancel(db, keys as string[])) return;
  if (allAbsent(db, keys as string[])) return;
  // SQLite (one writer, in the caller's transaction): one read says which of the two statements has a row to change.
  const found = engineOf(db) === 'sqlite' ? (stmt(db, SQL.toCancelBoth).get(...keys) as ToCancel) : undefined;
  if (!found || found.waiting) stmt(db, SQL.cancelBothWaiting).run(...keys);
  if (!found || found.rerun) stmt(db, SQL.cancelBothRerun).run(...keys);
}

/** What the cancelling statements of a key would change (SQLite): rows waiting, and running rows asked to run again. */
type ToCancel = { waiting: number; rerun: number };

/** When the keyed job runs next (epoch ms), or null when none is planned. */
export function nextRunAt<T extends TaskName>(db: Db, task: T, payload: TaskPayload<T>): number | null {
  const key = jobKey(task, payload);
  const row = key ? (stmt(db, SQL.nextRun).get(key) as { at: number | null } | undefined) : undefined;
  return row?.at ?? null;
}

export function jobCounts(db: Db): { task: string; total: number; failed: number; running: number }[] {
  return stmt(db, SQL.counts).all() as { task: string; total: number; failed: number; running: number }[];
}

/** When the booking's hotel is contacted next (ISO), or null when no contact is planned. */
export function nextContactAt(db: Db, bookingPk: number): string | null {
  const at = nextRunAt(db, 'hotel.contact', { bookingPk });
  return at === null ? null : new Date(at).toISOString();
}

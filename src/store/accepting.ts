// The accepting path's durable step: the batches of an add or events call (each a QUEUED submission and its apply
// job), committed before the call is answered 200, or refused whole.
//
// On PostgreSQL with the service's pool (pg/pool.ts, opened by the runtime): the calls accepted during one turn of the
// event loop are one group, written by ONE statement (the submissions' INSERT and the jobs' INSERT as data-modifying
// CTEs, and the NOTIFY that wakes the instances, `pg_notify`, sent when it commits) on one of the pool's connections:
// one round trip, its implicit transaction committed before it answers. While the pool's connections are all
// committing, the next calls gather into the next group. A group that fails runs again, each call's writes in a
// savepoint of its own, so a write that fails fails alone. Elsewhere (SQLite, PostgreSQL without a pool) the group
// commit of groupCommit.ts.
import { lowerWriteGate, raiseWriteGate, type Db } from './db.js';
import { groupCommitFor } from './groupCommit.js';
import { enqueue, unkeyedJobsSet } from './jobs.js';
import { CommitOutcomeUnknown, JOBS_CHANNEL } from './pg/database.js';
import { poolOf, type PgPool } from './pg/pool.js';
import { insertQueuedSubmission, queuedSubmissionsValues, type NewSubmission } from './submissions.js';

/** Resolves once every submission and its `submission.apply` job (due at `now`) are committed durably. */
export async function commitAccepted(db: Db, subs: NewSubmission[], now: number): Promise<void> {
  const pool = poolOf(db.$client);
  if (pool) return poolCommitFor(db, pool).submit(subs, now);
  await groupCommitFor(db).submit(() => {
    for (const s of subs) {
      insertQueuedSubmission(db, s);
      enqueue(db, 'submission.apply', { traceId: s.traceId }, { runAt: now }, now);
    }
  });
}

interface Call {
  subs: NewSubmission[];
  now: number;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/** The statement of a group: its submissions and their apply jobs, and the wake-up, in one implicit transaction. */
function groupStatement(db: Db, calls: Call[]): { sql: string; params: unknown[] } {
  const subs = calls.flatMap((c) => c.subs);
  const s = queuedSubmissionsValues(subs, 1);
  const j = unkeyedJobsSet(
    db,
    'submission.apply',
    calls.flatMap((c) => c.subs.map((sub) => ({ payload: { traceId: sub.traceId }, runAt: c.now, now: c.now }))),
    s.params.length + 1,
  );
  // The apply jobs are due now: every instance's queue hears of them when this commits (pg/listen.ts).
  return { sql: `WITH s AS (${s.sql}), j AS (${j.sql}) SELECT pg_notify('${JOBS_CHANNEL}', '')`, params: [...s.params, ...j.params] };
}

class PoolCommit {
  private pending: Call[] = [];
  private inFlight = 0;
  private scheduled = false;
  private busy = false;

  constructor(
    private readonly db: Db,
    private readonly pool: PgPool,
  ) {}

  submit(subs: NewSubmission[], now: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ subs, now, resolve, reject });
      if (!this.busy) {
        this.busy = true;
        raiseWriteGate(); // the queue worker holds back while a client waits for its commit (as groupCommit.ts)
      }
      this.schedule();
    });
  }

  /** The next group goes at the next turn, when a connection of the pool is free; until then its calls gather. */
  private schedule(): void {
    if (this.scheduled || !this.pending.length || this.inFlight >= this.pool.size) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    if (!this.pending.length || this.inFlight >= this.pool.size) return;
    const group = this.pending;
    this.pending = [];
    this.inFlight++;
    void this.commit(group).finally(() => {
      this.inFlight--;
      if (!this.pending.length && !this.inFlight && this.busy) {
        this.busy = false;
        lowerWriteGate();
      }
      this.schedule();
    });
  }

  private async commit(group: Call[]): Promise<void> {
    try {
      const { sql, params } = groupStatement(this.db, group);
      await this.pool.commitStatement(sql, params);
    } catch (err) {
      // Without an answer it may have committed: not run again (its writes would be made twice), each call refused.
      if (err instanceof CommitOutcomeUnknown || group.length === 1) {
        for (const c of group) c.reject(err);
        return;
      }
      // Surely rolled back: each call's writes again, in a savepoint of their own, so the one that fails fails alone.
      try {
        const results = await this.pool.commitEach(group.map((c) => groupStatement(this.db, [c])));
        group.forEach((c, i) => (results[i] ? c.reject(results[i]) : c.resolve()));
      } catch (again) {
        for (const c of group) c.reject(again);
      }
      return;
    }
    for (const c of group) c.resolve();
  }
}

const commits = new WeakMap<PgPool, PoolCommit>();

function poolCommitFor(db: Db, pool: PgPool): PoolCommit {
  let c = commits.get(pool);
  if (!c) commits.set(pool, (c = new PoolCommit(db, pool)));
  return c;
}

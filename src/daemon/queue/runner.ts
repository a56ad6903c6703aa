// Runs the durable queue: claims due jobs per task with a lease, bounded concurrency, retries with backoff.
import type { ZodType } from 'zod';
import { backoffDelay } from '../../domain/backoff.js';
import type { Clock } from '../../domain/clock.js';
import { inSavepointOrTransaction, inTransaction, withoutSavepoints, type Db as Store } from '../../store/db.js';
import { newInstanceId } from '../instance.js';
import { claimJobs, finishJobs, holdJobs, onEnqueue, ownedJobs, parkJob, promoteDueJobs, releaseJobs, releaseStrayLocks, renewLeases, retryJob, type JobRow } from '../../store/jobs.js';
import { CommitOutcomeUnknown } from '../../store/pg/database.js';
import { gatherRows } from '../../store/writeSet.js';

export interface JobContext {
  job: JobRow;
  /** What the task's `prefetch` read for this job when it was claimed (undefined without a prefetch). */
  prefetched?: unknown;
  /**
   * The handler's last write, committed in the same transaction as the job's completion (the runner's next tick,
   * shared with other jobs): the record and the job's removal are atomic, and many jobs share one commit.
   */
  completeWith(write: () => void): void;
  /**
   * The handler's outcome as a record, for a task with `completeMany`: the records of the jobs a tick completes are
   * written together by it (one statement per table), only for the jobs the fenced completion returned.
   */
  completeAs(record: unknown): void;
  /**
   * A write the handler must see committed before it goes on (a contact attempt written before its message goes
   * out): it runs in the runner's next tick, in one transaction with the other jobs' writes, completions and
   * claims, and resolves once that commit is done. One commit serves every job running, instead of one each.
   */
  write<T>(write: () => T): Promise<T>;
  /**
   * Throws LeaseLost unless this worker knows it still holds the job; called right before something leaves for a
   * hotel or a receiver. On PostgreSQL it knows when it last learned so (the claim, a write made for the job, a
   * renewal of its lease) less than half a lease ago: a lease lapses only after a whole lease with no heartbeat, so
   * a process paused (SIGSTOP) after its check and before its send finds out here, instead of sending for a job
   * another instance took over. Always held on SQLite, where no other process takes jobs. Returns when the lease may
   * lapse (the last time it was known held, plus a lease; undefined without leases), for checkedWrite below.
   */
  lease(): number | undefined;
}

/**
 * The lease check for a request's `beforeSend` (run as the request starts on a connection, right before its bytes are
 * written), and a look once they are (the next tick). A process stopped (SIGSTOP) or starved of CPU between the two
 * wrote its request after its lease may have lapsed, when another worker could have taken the job over and sent the
 * same: no check can close that gap (microseconds wide, but a stop can fall in it), and a written request cannot be
 * taken back. `late` is told by how many ms the lease had lapsed when it was written, so the log names that request.
 */
/** checkedWrite's log line: what was written late ("hotel contact: <booking>: the request via http"), by how much. */
export const wroteLate = (what: string, ms: number, alsoSent: string) =>
  `${what} was written ${ms} ms after this instance's lease on its job may have lapsed (the process stood still between its lease check and the write: stopped, or starved of CPU); another instance may have ${alsoSent} too`;
export function checkedWrite(clock: Clock, lease: () => number | undefined, late: (ms: number) => void): () => void {
  return () => {
    const until = lease();
    if (until !== undefined)
      process.nextTick(() => {
        const by = clock.now() - until;
        if (by >= 0) late(by);
      });
  };
}

/**
 * How the runner runs one task. Methods, not function properties: a registry of differently typed tasks is one
 * Record<string, TaskDefinition>, each handler still typed by its own payload (see src/daemon/tasks.ts).
 */
export interface TaskDefinition<P = unknown> {
  /** Checks a row's payload before the handler sees it: a row of another shape fails (and is parked), never misread. */
  payload?: ZodType<P>;
  handler(payload: P, ctx: JobContext): Promise<void> | void;
  /**
   * Optional: handle up to batchSize due jobs in one call (one transaction, one commit). When a batch
   * fails, its jobs run one by one through `handler`, so one bad job cannot hold up the others.
   */
  handleBatch?(payloads: P[]): Promise<void> | void;
  /**
   * Optional, for one-job tasks: reads what freshly claimed jobs need in one query, in the claim's transaction,
   * one result per payload in order; each handler gets its result as `ctx.prefetched`. The handler decides how
   * long that read stays good (a job can wait in hand up to half its lease).
   */
  prefetch?(payloads: P[]): unknown[];
  /**
   * Optional, with a prefetch that writes (a contact's attempt): undoes those writes for jobs given back before they
   * started (held past half their lease, or when the queue stops), in the transaction that gives them back.
   */
  giveBack?(prefetched: unknown[]): void;
  /**
   * Optional: writes the outcomes (`JobContext.completeAs`) of this task's jobs a tick completes, as one set, in the
   * tick's transaction, after the fenced completion: only the jobs still this worker's are passed.
   */
  completeMany?(records: unknown[]): void;
  /**
   * Optional: in the tick's transaction, after the fenced completion and before the final writes (`completeWith`) of
   * this task's jobs it returned, with their payloads: reads what those writes need in one statement (a contact's
   * bookings, locked). Returns what ends that read's use: called with true once the writes are made (it may write
   * more, in the same savepoint: what it gathered from them), with false when they failed.
   */
  beforeComplete?(payloads: P[]): ((ok: boolean) => void) | void;
  batchSize?: number;
  concurrency?: number;
  /**
   * How many times its concurrency a one-job task holds in hand (default CLAIM_AHEAD). More means fewer claims
   * and commits per job, but a job enqueued later with a higher priority waits behind the ones held.
   */
  claimAhead?: number;
  leaseMs?: number;
  /**
   * Jobs of this task run in order, one holder at a time across instances on one PostgreSQL database (submissions:
   * an update accepted after its add must not be applied first by another instance).
   */
  oneHolder?: boolean;
  /** False for a task whose failed attempts are recorded elsewhere (webhook deliveries): no log line per retry. */
  logRetries?: boolean;
  /** Called once, in the transaction that parks the job after its last attempt (instead of the runner's log line). */
  onParked?(payload: P, error: string): void;
}

/**
 * By default a one-job task holds up to this many times its concurrency in hand (running plus claimed ahead):
 * one claim and one commit serve many jobs. A held job that waited half its lease is given back instead of started.
 */
const CLAIM_AHEAD = 4;

export interface RunnerOptions {
  pollMs?: number;
  /**
   * Renew the lease of the jobs running, this often (PostgreSQL, where other instances take back a lapsed lease:
   * a live worker's long job must not run twice). Off on SQLite, where this process is the only worker.
   */
  heartbeatMs?: number;
  /** Every task's lease (PostgreSQL, with the heartbeat), in place of the task's own. */
  leaseMs?: number;
  random?: () => number;
  log?: (line: string) => void;
  /** Its name in jobs.locked_by: `serve` passes its instance id (src/daemon/instance.ts); a random one by default. */
  worker?: string;
}

export class Runner {
  readonly worker: string;
  private running = new Map<string, number>();
  private inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private immediate: NodeJS.Immediate | null = null;
  private stopped = true;
  private ticking = false;
  /** Jobs whose outcome could not be written (disk full, read-only database): released again once the store takes writes. */
  private unrecorded = new Map<number, string>();
  /**
   * Finished jobs to mark done in the next tick, with their final write (`completeWith`) if any: `fail` takes a final
   * write that throws as a failed attempt of its job.
   */
  private completions: Completion[] = [];
  /** Writes running jobs wait for (JobContext.write): made in the next tick's transaction, settled after its commit. */
  private writes: PendingWrite[] = [];
  /** Claimed jobs (one-job tasks: one each; batch tasks: one slice each) not started yet, per task, in claim order. */
  private ready = new Map<string, JobRow[][]>();
  /**
   * Tasks whose last claim found fewer jobs than it asked for. A tick started by finishing work skips them: an
   * empty claim costs a statement, and a busy task ticks thousands of times a second. They are claimed again when
   * a job of theirs is enqueued on this connection, on poke() (the HTTP thread added work), and at least every pollMs.
   */
  private quiet = new Set<string>();
  private lastFullClaim = -Infinity;
  private claimFailures = 0;
  private lastClaimFailureLog = 0;
  /** Per held job: what its task's prefetch read at the claim. */
  private prefetched = new Map<number, unknown>();
  /** Per held job: its payload, read and checked once at the claim (an Error when it does not read). */
  private payloads = new Map<number, unknown>();
  /** Held jobs that waited too long to start: given back at the next tick, before their lease runs out. */
  private expired: number[] = [];
  /** Per job given back before it started, what its task's prefetch read (and wrote): for the task's giveBack. */
  private givenBack = new Map<number, { task: string; value: unknown }>();
  private readonly pollMs: number;
  /** A commit's outcome was unknown (PostgreSQL): the next heartbeat gives back locks this runner does not hold. */
  private lostTrack = false;
  /** Jobs running now (their leases are what the heartbeat renews). */
  private runningIds = new Set<number>();
  /** Per running job, when it was last known to be this worker's after its claim (a write's check, a renewal). */
  private confirmedAt = new Map<number, number>();
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly heartbeatMs: number | undefined;
  private readonly leaseMs: number | undefined;
  private readonly random: () => number;
  private readonly log: (line: string) => void;

  constructor(
    private readonly db: Store,
    private readonly clock: Clock,
    private readonly tasks: Record<string, TaskDefinition>,
    opts: RunnerOptions = {},
  ) {
    this.worker = opts.worker ?? newInstanceId();
    this.pollMs = opts.pollMs ?? 200;
    this.heartbeatMs = opts.heartbeatMs;
    this.leaseMs = opts.leaseMs;
    this.random = opts.random ?? Math.random;
    this.log = opts.log ?? (() => {});
    onEnqueue(db, (task) => this.quiet.delete(task));
  }

  start() {
    this.stopped = false;
    this.schedule(0);
    if (this.heartbeatMs) {
      this.heartbeat = setInterval(() => this.renew(), this.heartbeatMs);
      this.heartbeat.unref();
    }
  }

  /**
   * The heartbeat: the lease starts again for every job still this worker's in the database: running, finished but
   * not yet recorded (its completion waits for the next tick's commit), and held to start soon. A finished job
   * whose lease lapsed before its commit was taken and run again by another instance (a webhook POSTed twice). A
   * failure is retried at the next beat (the lease is longer).
   */
  private renew() {
    const ids = [...this.runningIds, ...this.completions.map((c) => c.id), ...[...this.ready.values()].flat(2).map((j) => j.id)];
    try {
      if (this.lostTrack) {
        // A commit's outcome was unknown: what it may have claimed (or failed to complete) is given back, all but what
        // is in hand. Between ticks, so no claim of this runner is under way.
        const released = releaseStrayLocks(this.db, this.worker, [...ids, ...this.expired, ...this.unrecorded.keys()]);
        this.lostTrack = false;
        if (released) this.log(`queue: ${released} job(s) left locked by a commit whose outcome was unknown will run again`);
      }
      const now = this.clock.now();
      // All still this worker's: their leases started again now. (Fewer: some were taken over, and which is not known.)
      if (ids.length && renewLeases(this.db, ids, this.worker, now) === ids.length) for (const id of this.runningIds) this.confirmedAt.set(id, now);
    } catch (err) {
      this.log(`queue: leases not renewed (${(err as Error).message}); trying again in ${this.heartbeatMs} ms`);
    }
  }

  /** Look for work now (after an enqueue in this process) instead of at the next poll. */
  poke() {
    this.quiet.clear();
    if (!this.stopped) this.schedule(0);
  }

  /** Stop claiming, then wait for the jobs in hand (bounded by the caller's timeout). */
  async stop(timeoutMs = 15_000): Promise<boolean> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.immediate) clearImmediate(this.immediate);
    this.immediate = null;
    // No tick runs from now on: the writes jobs in hand wait for are made now (later ones at once, see write()).
    if (this.writes.length) {
      try {
        this.withCompletions(() => {});
      } catch {
        this.failWrites(this.writes.splice(0), new Error('the queue stopped before this write could be made'));
      }
    }
    const all = Promise.allSettled([...this.inFlight]).then(() => true);
    const timeout = new Promise<boolean>((r) => setTimeout(() => r(false), timeoutMs).unref());
    const finished = await Promise.race([all, timeout]);
    try {
      // Claimed but never started: back to the queue, with the attempt the claim counted given back.
      const held = [...this.ready.values()].flat(2).map((j) => j.id).concat(this.expired);
      for (const [task, slices] of this.ready) for (const j of slices.flat()) this.keepForGiveBack(task, j.id);
      this.expired = [];
      this.prefetched.clear();
      this.payloads.clear();
      this.ready.clear();
      this.withCompletions(() => {
        releaseJobs(this.db, held, this.worker);
        this.giveBack(held);
      });
      this.givenBack.clear();
    } catch (err) {
      this.log(`queue: ${this.completions.length} finished job(s) could not be marked done (${(err as Error).message}); they run again after their lease`);
    }
    return finished;
  }

  get busy(): number {
    return this.inFlight.size;
  }

  /** Run everything due now until the queue is quiet; used by tests with a fake clock. */
  async drain(maxRounds = 1000): Promise<void> {
    for (let i = 0; i < maxRounds; i++) {
      this.quiet.clear();
      const started = this.claimAndRun();
      if (started === 0 && this.inFlight.size === 0) return;
      await Promise.race([...this.inFlight, new Promise((r) => setTimeout(r, 5))]);
    }
  }

  private schedule(ms: number) {
    if (ms === 0) {
      // Work is waiting: tick on the next turn of the loop. Completions arriving together share that one tick, and
      // none of them pushes it back (re-arming a timer on every completion starved the claim under load).
      this.immediate ??= setImmediate(() => {
        this.immediate = null;
        this.tick();
      });
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), ms);
  }

  private tick() {
    if (this.stopped || this.ticking) return;
    this.ticking = true;
    let started = 0;
    try {
      this.releaseUnrecorded();
      if (performance.now() - this.lastFullClaim >= this.pollMs) {
        this.quiet.clear();
        this.lastFullClaim = performance.now();
      }
      started = this.claimAndRun();
      if (this.claimFailures) this.log(`queue: claims work again after ${this.claimFailures} failed tick(s)`);
      this.claimFailures = 0;
    } catch (err) {
      // While the database refuses writes this fails on every poll: say so once, then once a minute.
      if (this.claimFailures++ === 0 || performance.now() - this.lastClaimFailureLog >= 60_000) {
        this.lastClaimFailureLog = performance.now();
        this.log(`queue: claim failed${this.claimFailures > 1 ? ` (${this.claimFailures} times so far)` : ''}: ${(err as Error).message}`);
      }
    } finally {
      this.ticking = false;
    }
    if (!this.stopped) this.schedule(started > 0 ? 0 : this.pollMs);
  }

  /**
   * One transaction per tick: the finished jobs' completions (and final writes), then every task's claim. A one-job
   * task claims ahead (held locally, under its lease; CLAIM_AHEAD), so a finishing job starts the next one at once
   * and most completions need no tick of their own.
   */
  private claimAndRun(): number {
    const expired = this.expired;
    const claims: { task: string; perSlot: number; jobs: JobRow[]; payloads: unknown[]; found?: unknown[] }[] = [];
    this.withCompletions(() => {
      claims.length = 0; // a retried transaction starts over
      if (expired.length) {
        releaseJobs(this.db, expired, this.worker);
        this.giveBack(expired);
      }
      // Jobs planned for now or earlier join the claimable ones; a task that got some is claimed even if it was quiet.
      for (const task of promoteDueJobs(this.db, this.clock.now())) this.quiet.delete(task);
      for (const [task, def] of Object.entries(this.tasks)) {
        const concurrency = def.concurrency ?? 4;
        const buffered = this.ready.get(task)?.length ?? 0;
        const slots = (def.handleBatch ? concurrency : (def.claimAhead ?? CLAIM_AHEAD) * concurrency) - (this.running.get(task) ?? 0) - buffered;
        if (slots <= 0 || this.quiet.has(task)) continue;
        // A one-job task that still holds jobs tops its hand up by at least its concurrency at a time: a claim walks the
        // claim index past every job already held (a locked job stays in it), so one claim per finished job cost the
        // queue thread more than the claims' rows (claimJobs: 7.7% of it in a drain of 20,000; bench/RESULTS.md).
        if (!def.handleBatch && buffered > 0 && slots < concurrency) continue;
        const perSlot = def.handleBatch ? (def.batchSize ?? 50) : 1;
        const jobs = claimJobs(this.db, task, this.worker, slots * perSlot, this.clock.now(), this.leaseMs ?? def.leaseMs ?? 120_000, def.oneHolder);
        if (jobs.length < slots * perSlot) this.quiet.add(task);
        const payloads = jobs.map((j) => readOrError(def, j));
        const found = def.prefetch && jobs.length ? prefetchFor(def, payloads) : undefined;
        claims.push({ task, perSlot, jobs, payloads, found });
      }
    });
    // Committed: only now are the claims ours. Had the transaction rolled back (a commit on a full disk), the
    // rows would still be free in the database and held here too, and would run twice.
    if (expired.length) {
      this.expired = this.expired.slice(expired.length);
      for (const id of expired) this.givenBack.delete(id);
      this.quiet.clear();
    }
    for (const { task, perSlot, jobs, payloads, found } of claims) {
      jobs.forEach((j, i) => this.payloads.set(j.id, payloads[i]));
      if (found) jobs.forEach((j, i) => this.prefetched.set(j.id, found[i]));
      const queue = this.ready.get(task) ?? this.ready.set(task, []).get(task)!;
      for (let i = 0; i < jobs.length; i += perSlot) queue.push(jobs.slice(i, i + perSlot));
    }
    let started = 0;
    for (const [task, def] of Object.entries(this.tasks)) started += this.startReady(task, def);
    return started;
  }

  /** Starts held jobs of one task while it has free slots. */
  private startReady(task: string, def: TaskDefinition): number {
    const queue = this.ready.get(task);
    let started = 0;
    const staleBefore = this.clock.now() - (this.leaseMs ?? def.leaseMs ?? 120_000) / 2;
    while (queue?.length && (this.running.get(task) ?? 0) < (def.concurrency ?? 4)) {
      const slice = queue.shift()!;
      if ((slice[0].lockedAt ?? 0) < staleBefore) {
        for (const j of slice) {
          this.keepForGiveBack(task, j.id);
          this.prefetched.delete(j.id);
          this.payloads.delete(j.id);
        }
        this.expired.push(...slice.map((j) => j.id));
        this.schedule(0);
        continue;
      }
      started++;
      this.running.set(task, (this.running.get(task) ?? 0) + 1);
      for (const j of slice) this.runningIds.add(j.id);
      const run = def.handleBatch ? this.runBatch(task, def, slice) : this.runOne(task, def, slice[0]);
      const p = run.finally(() => {
        for (const j of slice) {
          this.runningIds.delete(j.id);
          this.confirmedAt.delete(j.id);
        }
        this.running.set(task, (this.running.get(task) ?? 1) - 1);
        this.inFlight.delete(p);
        if (this.stopped) return;
        this.startReady(task, def);
        // Tick (completions, fresh claims) once the held jobs run low, or when this task has nothing left in hand.
        const held = this.ready.get(task)?.length ?? 0;
        if (held < Math.ceil((def.concurrency ?? 4) / 2) || (this.running.get(task) ?? 0) === 0) this.schedule(0);
      });
      this.inFlight.add(p);
    }
    return started;
  }

  /** A held job is given back unstarted: what its prefetch wrote is undone with it (TaskDefinition.giveBack). */
  private keepForGiveBack(task: string, id: number) {
    if (this.tasks[task]?.giveBack && this.prefetched.has(id)) this.givenBack.set(id, { task, value: this.prefetched.get(id) });
  }

  /** Inside the transaction that gives these jobs back: each task undoes what its prefetch wrote for them. */
  private giveBack(ids: number[]) {
    const byTask = new Map<string, unknown[]>();
    for (const id of ids) {
      const kept = this.givenBack.get(id);
      if (kept) byTask.set(kept.task, [...(byTask.get(kept.task) ?? []), kept.value]);
    }
    for (const [task, values] of byTask) this.tasks[task].giveBack!(values);
  }

  /** JobContext.write: waits for the next tick's commit (at once when the queue is stopping: no tick comes). */
  private write<T>(fn: () => T, jobId: number): Promise<T> {
    if (this.stopped) {
      try {
        return Promise.resolve(
          inTransaction(this.db, () => {
            if (!ownedJobs(this.db, [jobId], this.worker).size) throw new LeaseLost(jobId);
            return fn();
          }),
        );
      } catch (err) {
        return Promise.reject(err);
      }
    }
    return new Promise<T>((resolve, reject) => {
      this.writes.push({ fn, jobId, resolve: resolve as (value: unknown) => void, reject });
      this.schedule(0);
    });
  }

  private failWrites(writes: PendingWrite[], err: unknown) {
    for (const w of writes) w.reject(err);
  }

  /**
   * Inside the tick's transaction, first: the writes running jobs wait for, together in one savepoint; if one throws,
   * they run again one savepoint each and only the failing one is refused (its job fails that attempt). Their
   * results are handed out by the caller once the transaction has committed.
   */
  private makeWrites(all: PendingWrite[]): void {
    const client = this.db.$client;
    // The lease checked before anything is sent: a write is made only for a job still this worker's, in the
    // transaction that makes it. A job another worker took over (this process was paused past its lease) gets
    // LeaseLost instead, and its handler stops before it contacts anyone.
    // With leases (PostgreSQL): also a lease not lapsed, renewed here; known from now (read before the check) for half
    // a lease, which is what JobContext.lease allows the send that follows.
    const now = this.clock.now();
    const ids = [...new Set(all.map((w) => w.jobId))];
    const owned = this.leaseMs === undefined ? ownedJobs(this.db, ids, this.worker) : holdJobs(this.db, ids, this.worker, now, this.leaseMs);
    const writes: PendingWrite[] = [];
    for (const w of all) {
      if (owned.has(w.jobId)) {
        writes.push(w);
        if (this.runningIds.has(w.jobId)) this.confirmedAt.set(w.jobId, now);
      } else w.error = new LeaseLost(w.jobId);
    }
    try {
      inSavepointOrTransaction(client, () =>
        withoutSavepoints(this.db, () => {
          for (const w of writes) w.result = w.fn();
        }),
      );
      return;
    } catch (err) {
      if (!client.inTransaction) throw err;
    }
    for (const w of writes) {
      try {
        w.result = inSavepointOrTransaction(client, () => withoutSavepoints(this.db, w.fn));
        w.error = undefined;
      } catch (err) {
        // SQLite rolled back the whole transaction (a full disk can): what follows would commit on its own, outside
        // the tick. The tick fails; its writes and completions wait for the next one.
        if (!client.inTransaction) throw err;
        w.result = undefined;
        w.error = err;
      }
    }
  }

  /**
   * Inside the tick's transaction: the finished jobs completed as a set, fenced. One statement deletes those still this
   * worker's and returns their ids (finishJobs; another instance takes a job whose lease lapsed, and that run records
   * its outcome, not both); then the final writes of the jobs returned, and no others: each `completeWith`, and each
   * task's records (`completeAs`) written together by its `completeMany`. All in one savepoint; if a final write
   * throws, that savepoint rolls back and each job is completed and written in a savepoint of its own, so only the
   * failing job is left to run again and the others are recorded. The failing job's run counts as a failed attempt
   * (its handler's work, a message sent, is done): retried after its backoff, parked after its last attempt, never
   * run again at once.
   */
  private flushCompletions() {
    const done = this.completions;
    this.completions = [];
    if (!done.length) return;
    const client = this.db.$client;
    const now = this.clock.now();
    let ours = new Set<number>();
    try {
      inSavepointOrTransaction(client, () => {
        ours = finishJobs(this.db, done.map((c) => c.id), this.worker, now);
        withoutSavepoints(this.db, () => this.writeFinals(done.filter((c) => ours.has(c.id))));
      });
      this.takenOver(done.filter((c) => !ours.has(c.id)).map((c) => c.id));
      return;
    } catch (err) {
      // A failure SQLite answered by rolling back the whole transaction (a full disk can): nothing to sort out
      // one by one, and writes made now would commit on their own. The tick fails and tries again later.
      if (!client.inTransaction) throw err;
      // Otherwise one by one below, to find the write that fails.
    }
    const lost: number[] = [];
    for (const c of done) {
      if (!c.final) {
        if (!finishJobs(this.db, [c.id], this.worker, now).size) lost.push(c.id);
        continue;
      }
      const final = c.final;
      try {
        inSavepointOrTransaction(client, () => {
          if (!finishJobs(this.db, [c.id], this.worker, now).size) lost.push(c.id);
          else withoutSavepoints(this.db, () => this.writeFinals([c]));
        });
      } catch (err) {
        // The whole transaction rolled back (SQLite, a full disk): as above, the tick fails.
        if (!client.inTransaction) throw err;
        // The job ran (a hotel may have been contacted) but its outcome would not write: a failed attempt, with
        // the task's backoff and parked after its last, as a throwing handler is; not run again at once. (Its
        // savepoint rolled back, the job's completion with it: the job is still this worker's.)
        const message = `its final write failed: ${(err as Error).message}`;
        try {
          final.fail(message);
        } catch {
          this.unrecorded.set(c.id, message);
          this.log(`queue: job ${c.id}: ${message}; it runs again`);
        }
      }
    }
    this.takenOver(lost);
  }

  /**
   * The final writes of completed jobs: what each task reads for them first (`beforeComplete`), each one's
   * `completeWith`, then each task's records as one set (`completeMany`). Their rows are gathered per table (on
   * PostgreSQL one statement per table for the tick, sent in one round trip before this returns: writeSet.ts).
   */
  private writeFinals(completed: Completion[]) {
    gatherRows(this.db, () => {
      const ends: ((ok: boolean) => void)[] = [];
      let ok = false;
      try {
        const before = new Map<string, unknown[]>();
        for (const c of completed) {
          if (!c.final?.write || !this.tasks[c.final.task]?.beforeComplete) continue;
          const payloads = before.get(c.final.task);
          if (payloads) payloads.push(c.final.payload);
          else before.set(c.final.task, [c.final.payload]);
        }
        for (const [task, payloads] of before) {
          const end = this.tasks[task].beforeComplete!(payloads);
          if (end) ends.push(end);
        }
        const sets = new Map<string, unknown[]>();
        for (const c of completed) {
          if (!c.final) continue;
          if (c.final.write) c.final.write();
          else {
            const set = sets.get(c.final.task);
            if (set) set.push(c.final.record);
            else sets.set(c.final.task, [c.final.record]);
          }
        }
        for (const [task, records] of sets) this.tasks[task].completeMany!(records);
        for (const end of ends.splice(0)) end(true);
        ok = true;
      } finally {
        if (!ok) for (const end of ends) end(false);
      }
    });
  }

  /** Finished jobs another worker had taken over (their lease lapsed): their outcome here was not recorded. */
  private takenOver(ids: number[]) {
    if (ids.length) this.log(`queue: job(s) ${ids.join(', ')} finished here after another worker took them over (the lease lapsed); that run records their outcome, this one did not`);
  }

  /** Runs fn in a transaction after the pending completions; if it rolls back (disk full), they wait for the next tick. */
  private withCompletions<T>(fn: () => T): T {
    const done = this.completions;
    const writes = this.writes;
    this.writes = [];
    let result: T;
    try {
      result = inTransaction(this.db, () => {
        // A retried transaction (PostgreSQL ended it in a deadlock: store/db.ts) starts over, with the same completions.
        this.completions = done;
        for (const c of done) this.unrecorded.delete(c.id);
        for (const w of writes) w.error = w.result = undefined;
        if (writes.length) this.makeWrites(writes);
        this.flushCompletions();
        return fn();
      });
    } catch (err) {
      // The transaction is synchronous: no job finished while it ran, so what waits now is `done`, whether the
      // transaction failed in its course or could not begin (the write lock not had: then this.completions was still
      // `done`, and putting both back recorded each of those jobs twice at the next tick).
      if (err instanceof CommitOutcomeUnknown) {
        // Perhaps committed, perhaps not: neither retried (a write made twice) nor taken as done. The writes fail (their
        // jobs fail this attempt); the completions are forgotten: a job whose completion did not commit is still locked
        // by this worker, and the next heartbeat gives it back to run again, as after a crash.
        this.failWrites(writes, err);
        this.lostTrack = true;
        this.completions = [];
        this.log(`queue: ${(err as Error).message}; ${done.length} completion(s) and ${writes.length} write(s) are not retried, the jobs they concern run again if they did not commit`);
        throw err;
      }
      // Not committed: the writes wait for the next tick, as the completions do.
      this.writes = [...writes, ...this.writes];
      for (const c of done) this.unrecorded.delete(c.id);
      this.completions = done;
      // Said on the first failing tick only; the claim's own log line says how long it goes on.
      if (done.length && this.claimFailures === 0) this.log(`queue: ${done.length} finished job(s): their outcome could not be recorded (${(err as Error).message}); recorded once the database takes writes`);
      throw err;
    }
    for (const w of writes) {
      if (w.error !== undefined) w.reject(w.error);
      else w.resolve(w.result);
    }
    return result;
  }

  private async runBatch(task: string, def: TaskDefinition, jobs: JobRow[]) {
    if (jobs.length === 1) return this.runOne(task, def, jobs[0]);
    try {
      await def.handleBatch!(jobs.map((j) => this.payloadOf(def, j)));
      for (const j of jobs) this.completions.push({ id: j.id });
    } catch (err) {
      this.log(`queue: ${task} batch of ${jobs.length} failed (${(err as Error).message}); running its jobs one by one`);
      for (const job of jobs) await this.runOne(task, def, job);
    }
  }

  /** Runs one job; if even its outcome cannot be written, the job is released later instead of crashing the queue. */
  private async runOne(task: string, def: TaskDefinition, job: JobRow) {
    try {
      await this.attempt(task, def, job);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.unrecorded.set(job.id, message);
      this.log(`queue: ${task} job ${job.id}: its outcome could not be recorded (${message}); it runs again once the database takes writes`);
    }
  }

  private releaseUnrecorded() {
    if (this.unrecorded.size) this.quiet.clear();
    for (const [id, message] of this.unrecorded) {
      retryJob(this.db, id, this.worker, this.clock.now(), `outcome not recorded: ${message}`, this.clock.now());
      this.unrecorded.delete(id);
    }
  }

  /** The payload read at the claim (once per job); a payload that did not read throws its reason here. */
  private payloadOf(def: TaskDefinition, job: JobRow): unknown {
    const payload = this.payloads.has(job.id) ? this.payloads.get(job.id) : readOrError(def, job);
    this.payloads.delete(job.id);
    if (payload instanceof Error) throw payload;
    return payload;
  }

  private async attempt(task: string, def: TaskDefinition, job: JobRow) {
    let payload: unknown;
    // Taken first: a payload that does not read leaves nothing behind.
    const prefetched = this.prefetched.get(job.id);
    this.prefetched.delete(job.id);
    try {
      payload = this.payloadOf(def, job);
      let write: (() => void) | undefined;
      let record: { value: unknown } | undefined;
      const completeAs = (value: unknown) => {
        if (!def.completeMany) throw new Error(`task ${task} has no completeMany: its handler cannot complete with a record`);
        record = { value };
      };
      await def.handler(payload, { job, prefetched, completeWith: (w) => void (write = w), completeAs, write: (w) => this.write(w, job.id), lease: () => this.lease(job) });
      const fail = (message: string) => this.failed(task, def, job, payload, message);
      this.completions.push({ id: job.id, final: write ? { task, write, fail, payload } : record ? { task, record: record.value, fail } : undefined });
    } catch (err) {
      this.failed(task, def, job, payload, err instanceof Error ? err.message : String(err), err, prefetched);
    }
  }

  /** JobContext.lease: throws unless the job is known to be this worker's (see there). */
  private lease(job: JobRow): number | undefined {
    if (this.leaseMs === undefined) return undefined;
    const known = Math.max(job.lockedAt ?? 0, this.confirmedAt.get(job.id) ?? 0);
    if (this.clock.now() - known >= this.leaseMs / 2) throw new LeaseLost(job.id);
    return known + this.leaseMs;
  }

  /** A failed attempt: retried after the task's backoff, or parked after its last attempt. */
  private failed(task: string, def: TaskDefinition, job: JobRow, payload: unknown, message: string, err?: unknown, prefetched?: unknown) {
    if (err instanceof LeaseLost) {
      this.log(`queue: ${task} job ${job.id}: ${message}`);
      // Sent nothing. Still this worker's after all (a check that could not be sure, not a takeover): back to the
      // queue at once with its attempt given back, not left locked for the heartbeat to renew for ever. What its claim
      // prepared for a send that did not happen is undone, as for a job given back unstarted (a webhook's reserved
      // attempt, a contact's unsent attempt; a drain of 20,000 on PostgreSQL counted 16 attempts never POSTed).
      inTransaction(this.db, () => {
        releaseJobs(this.db, [job.id], this.worker);
        if (def.giveBack && prefetched !== undefined) def.giveBack([prefetched]);
      });
      return;
    }
    const now = this.clock.now();
    if (job.attempts >= job.maxAttempts) {
      inTransaction(this.db, () => {
        if (!parkJob(this.db, job.id, this.worker, now, message)) return; // asked to run again meanwhile: not parked
        // A task that handles its parking says so in its own words (what was parked, how to replay it).
        if (def.onParked && payload !== undefined) def.onParked(payload, message);
        else this.log(`queue: ${task} job ${job.id} parked after ${job.attempts} attempts: ${message}`);
      });
      return;
    }
    const delay = backoffDelay(job.attempts, { backoff: job.backoff, baseMs: job.backoffBaseMs, capMs: job.backoffCapMs }, this.random);
    retryJob(this.db, job.id, this.worker, now + delay, message, now);
    if (def.logRetries !== false) this.log(`queue: ${task} job ${job.id} attempt ${job.attempts} failed, retry in ${Math.round(delay / 1000)}s: ${message}`);
  }
}

/**
 * A JobContext.write for a job this worker no longer holds (another worker took it over when its lease lapsed), or a
 * JobContext.lease that cannot be sure it still does (the process was paused past half a lease).
 */
export class LeaseLost extends Error {
  constructor(readonly jobId: number) {
    super(`job ${jobId} is no longer this worker's, or not known to be (its lease lapsed, or may have, and another worker took it over): it stops here, before sending anything`);
    this.name = 'LeaseLost';
  }
}

/** A finished job to complete in the next tick, with its final write (`completeWith`) or record (`completeAs`) if any. */
interface Completion {
  id: number;
  /** `fail` takes a final write that throws as a failed attempt of its job. */
  final?: { task: string; write?: () => void; record?: unknown; fail: (message: string) => void; payload?: unknown };
}

interface PendingWrite {
  fn: () => unknown;
  /** The job whose handler asked for it: made only while that job is still this worker's. */
  jobId: number;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
  result?: unknown;
  error?: unknown;
}

/** The task's prefetch over the jobs whose payload reads; a job whose payload does not read fails when it runs. */
function prefetchFor(def: TaskDefinition, payloads: unknown[]): unknown[] {
  const readable = payloads.flatMap((payload, i) => (payload instanceof Error ? [] : [{ i, payload }]));
  const found = def.prefetch!(readable.map((r) => r.payload));
  const all: unknown[] = new Array(payloads.length).fill(undefined);
  readable.forEach((r, k) => (all[r.i] = found[k]));
  return all;
}

function readOrError(def: TaskDefinition, job: JobRow): unknown {
  try {
    return readPayload(def, job);
  } catch (err) {
    return err as Error;
  }
}

/** A row's payload, checked by the task's schema when it has one. */
function readPayload(def: TaskDefinition, job: JobRow): unknown {
  const raw: unknown = JSON.parse(job.payload);
  if (!def.payload) return raw;
  const parsed = def.payload.safeParse(raw);
  if (!parsed.success) throw new Error(`job ${job.id} (${job.task}) has a payload this version cannot read: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'payload'} ${i.message}`).join('; ')}`);
  return parsed.data;
}

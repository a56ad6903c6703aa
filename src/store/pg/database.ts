// A PostgreSQL database with the face of a better-sqlite3 connection: prepare/run/get/all/raw, transaction() with
// savepoints when nested, inTransaction, exec, close. drizzle's better-sqlite3 driver and the store's statements run
// on it unchanged; translate.ts turns their SQL into PostgreSQL's.
//
// Transactions take no lock of their own (READ COMMITTED, as PostgreSQL's default): instances write side by side, and
// what two writers must not do at once is kept apart where it is done, row by row (docs/runtime.md, "Locks and
// leases"). Two transactions that lock rows in opposite orders meet in a deadlock (40P01), and PostgreSQL ends one of
// them: that one is rolled back whole, never half committed, and its caller runs it again (store/db.ts, inTransaction).
import { PgBridge, PgError, type PendingItem } from './bridge.js';
import { bindValues, translate, type Translated } from './translate.js';

/** The channel a commit that enqueued work due now NOTIFYs (listen.ts). */
export const JOBS_CHANNEL = 'reconfirm_jobs';

/**
 * A transaction PostgreSQL ended to settle a conflict with another one: a deadlock (40P01) or a serialization failure
 * (40001). It surely rolled back, so running it again from its start is safe when it did nothing outside the database.
 */
export const isConflict = (err: unknown): err is PgError => err instanceof PgError && (err.code === '40P01' || err.code === '40001');

export class PgStatement {
  private rawMode = false;
  private pluckMode = false;
  private readonly t: Translated;

  constructor(
    private readonly db: PgDatabase,
    readonly source: string,
  ) {
    this.t = translate(source);
  }

  get reader(): boolean {
    return this.t.returnsRows;
  }

  raw(on = true): this {
    this.rawMode = on;
    return this;
  }

  pluck(on = true): this {
    this.pluckMode = on;
    return this;
  }

  /**
   * Runs now, or, while the database defers writes (a group commit's transaction), waits to go out with the next
   * round trip (the COMMIT at the latest): for a write whose result nobody reads. Its error, if any, fails the
   * transaction at that round trip.
   */
  runUnread(...args: unknown[]): void {
    if (this.db.defersWrites) this.db.deferStatement(this.t.sql, bindValues(this.t, args));
    else this.run(...args);
  }

  private query(args: unknown[], raw: boolean) {
    this.db.refuseAfterConflict();
    const before = this.db.takePending();
    return this.db.answered(this.db.bridge.call({ op: 'query', sql: this.t.sql, params: bindValues(this.t, args), raw, before, tx: this.db.txConnection }));
  }

  run(...args: unknown[]): { changes: number; lastInsertRowid: number | bigint } {
    const r = this.query(args, false);
    const first = r.rows[0] as { id?: number } | undefined;
    return { changes: r.rowCount, lastInsertRowid: this.t.addedReturningId || first?.id !== undefined ? (first?.id ?? 0) : 0 };
  }

  /**
   * all(), without blocking the caller's thread, outside a transaction (inside one it runs now: the transaction's
   * statements go in order on its connection).
   */
  async allAsync(...args: unknown[]): Promise<unknown[]> {
    if (this.db.inTransaction) return this.all(...args);
    const { rows } = await this.db.bridge.callAsync({ op: 'query', sql: this.t.sql, params: bindValues(this.t, args) });
    return rows;
  }

  get(...args: unknown[]): unknown {
    const rows = this.all(...args);
    return rows[0];
  }

  all(...args: unknown[]): unknown[] {
    const raw = this.rawMode || this.pluckMode;
    const { rows } = this.query(args, raw);
    return this.pluckMode ? (rows as unknown[][]).map((r) => r[0]) : rows;
  }

  *iterate(...args: unknown[]): IterableIterator<unknown> {
    yield* this.all(...args);
  }
}

/** A set statement waiting in `pending`: its parameters are made from its rows when it is sent. */
interface DeferredSet<R> {
  item: { sql: string; params: unknown[] };
  rows: R[];
  params: (rows: R[]) => unknown[];
  /** Its place among the sets opened since `pending` was last sent (or sealed): a later set runs after it. */
  place: number;
}

/**
 * What a deferred row touches, so that the rows of a tick still run in the order they were given although they are
 * gathered per table: `writes` names the rows it writes (a booking, a job key), `after` the rows it needs written
 * before it (a delivery's event). A row joins its table's open set only if no row it writes was written by that set
 * or a later one, and no row it needs was written by a later one; otherwise it opens a new set, sent after them.
 */
export interface RowOrder {
  writes?: string[];
  after?: string[];
}

type TransactionFn<F extends (...a: any[]) => any> = F & { deferred: F; immediate: F; exclusive: F };

/**
 * A COMMIT whose answer never came (the connection broke, or PostgreSQL did not answer in time, after it was sent):
 * the transaction may have committed or not. The caller must not retry it as if it had rolled back (its writes would
 * be made twice), nor count on it having committed.
 */
export class CommitOutcomeUnknown extends Error {
  constructor(readonly cause: unknown) {
    super(`the outcome of a COMMIT is unknown (${(cause as Error)?.message ?? cause}): it may or may not have committed`);
    this.name = 'CommitOutcomeUnknown';
  }
}

/** The transaction surely did not commit: PostgreSQL refused the COMMIT (an SQLSTATE), or the connection was lost before it was sent. */
const surelyRolledBack = (err: unknown) => err instanceof PgError && typeof err.code === 'string' && /^([0-9A-Z]{5}|TX_LOST)$/.test(err.code);

export class PgDatabase {
  readonly bridge: PgBridge;
  readonly name: string;
  readonly memory = false;
  readonly readonly = false;
  open = true;
  private depth = 0;
  /** Channels to NOTIFY when the transaction commits (other instances' listeners wake up then, not before). */
  private notify = new Set<string>();
  /**
   * Transaction control not sent yet (BEGIN, SAVEPOINT, RELEASE, ROLLBACK TO): it goes with the
   * next statement, in the same round trip and before it, so a savepoint costs no trip of its own, and a savepoint
   * or transaction in which no statement ran costs nothing.
   */
  private pending: PendingItem[] = [];
  /** The set statements among `pending`, by key, their rows still gathering (deferRow). */
  private sets = new Map<string, DeferredSet<unknown>>();
  /** How many sets were opened since `pending` was last sent or sealed (their places). */
  private places = 0;
  /** Per row a deferred row wrote (RowOrder.writes): the place of the set that wrote it last. */
  private touched = new Map<string, number>();
  /** Inside gatherRows(): a synchronous transaction's writes of rows wait to go out as sets (deferRow). */
  private gathering = 0;
  /** How many times `pending` was taken to be sent (gatherRows: was what waited before it sent?). */
  private sends = 0;
  /** One object per outermost gatherRows(), for what its writes may keep while it runs (a tick's webhook endpoints). */
  rowScope: object | undefined;
  /** Inside transactionAsync() (the group commit's first try, store/groupCommit.ts): runUnread() writes wait in `pending`. */
  private deferring = false;
  /**
   * Inside a transaction, once its first statement ran: the connection it runs on (bridgeWorker.ts numbers them).
   * Every later request of the transaction names it, and fails if that connection broke or was replaced.
   */
  txConnection: number | undefined;
  /**
   * A conflict (isConflict) that ended a savepoint inside the current transaction. Its caller may have caught it and
   * gone on, but the other transaction it met still holds what it needed: the whole transaction is given up at its end
   * and the conflict thrown, so the caller retries all of it rather than commit a part with one write missing.
   */
  private conflict: PgError | undefined;

  constructor(url: string, applicationName?: string, idleInTransactionMs?: number) {
    this.bridge = new PgBridge(url, applicationName, idleInTransactionMs);
    this.name = url;
  }

  get inTransaction(): boolean {
    return this.depth > 0;
  }

  prepare(sql: string): PgStatement {
    return new PgStatement(this, sql);
  }

  exec(sql: string): this {
    return this.execIn(sql, this.txConnection);
  }

  private execIn(sql: string, tx: number | undefined): this {
    const before = this.takePending();
    this.answered(this.bridge.call({ op: 'exec', sql, before, tx }));
    return this;
  }

  /** A transaction that met a conflict ends with it (see `conflict`): the statements its caller goes on with fail at once. */
  refuseAfterConflict(): void {
    if (this.conflict) throw this.conflict;
  }

  /** Inside a transactionAsync() (not in a savepoint): runUnread() writes are deferred. */
  get defersWrites(): boolean {
    return this.deferring && this.depth === 1;
  }

  /** A statement whose result nobody reads, for the next round trip, after every row deferred before it. */
  deferStatement(sql: string, params: unknown[]): void {
    this.seal();
    this.pending.push({ sql, params });
  }

  /** Notes the connection a transaction's first statement ran on. */
  answered<R extends { generation?: number }>(reply: R): R {
    if (this.depth > 0 && this.txConnection === undefined) this.txConnection = reply.generation;
    return reply;
  }

  /** The transaction control (and deferred writes) waiting for the next statement, taken to be sent with it. */
  takePending(): PendingItem[] | undefined {
    if (!this.pending.length) return undefined;
    this.seal();
    const items = this.pending;
    this.pending = [];
    this.sends++;
    return items;
  }

  /**
   * The sets gathering now take no more rows: their parameters are made, and a later row opens a new set after them.
   * At every savepoint's opening and end (a row given inside a savepoint must not join a set sent before it, nor one
   * given after it join a set the savepoint rolls back), and before any other deferred statement (which runs after
   * every row given before it).
   */
  private seal(): void {
    for (const set of this.sets.values()) set.item.params = set.params(set.rows);
    this.sets.clear();
    this.touched.clear();
    this.places = 0;
  }

  /**
   * Inside a transactionAsync() (as runUnread): a row for a set statement (store/writeSet.ts), deferred. The rows given
   * under one key until the next round trip join one statement, its parameters made from them when it is sent: a group
   * commit's eight submissions are one INSERT, not eight. False when writes are not deferred (the caller runs its own
   * statement then).
   */
  deferRow<R>(key: string, sql: string, params: (rows: R[]) => unknown[], row: R, order?: RowOrder): boolean {
    if (!this.defersWrites && !(this.gathering && this.depth > 0)) return false;
    this.refuseAfterConflict();
    let set = this.sets.get(key) as DeferredSet<R> | undefined;
    if (set && order) {
      const place = set.place;
      const late = (k: string, from: number) => (this.touched.get(k) ?? -1) >= from;
      if (order.writes?.some((k) => late(k, place)) || order.after?.some((k) => late(k, place + 1))) set = undefined;
    }
    if (!set) {
      const open = this.sets.get(key);
      if (open) open.item.params = open.params(open.rows);
      set = { item: { sql, params: [] }, rows: [], params, place: this.places++ };
      this.sets.set(key, set as DeferredSet<unknown>);
      this.pending.push(set.item);
    }
    set.rows.push(row);
    for (const k of order?.writes ?? []) this.touched.set(k, set.place);
    return true;
  }

  /**
   * Runs fn, inside a synchronous transaction, with its rows' writes deferred and gathered per table (deferRow: one
   * statement per table instead of one per row), then sends them in one round trip before returning, so that a write
   * that fails fails here, inside the caller's savepoint, not at a later statement or the COMMIT.
   */
  gatherRows<T>(fn: () => T): T {
    if (this.depth === 0) throw new Error('gatherRows() runs inside a transaction');
    const outermost = this.gathering === 0;
    // The rows given from here on join sets of their own: what fn wrote can be dropped whole if it throws.
    if (outermost) this.seal();
    const mark = this.pending.length;
    const sent = this.sends;
    if (this.gathering++ === 0) this.rowScope = {};
    let r: T;
    try {
      r = fn();
    } catch (err) {
      // Its caller's savepoint rolls back what fn wrote: not sent at all (a write that fails there would stop the
      // ROLLBACK TO sent after it).
      if (outermost) {
        // What waits now was all given inside fn if a statement sent `pending` meanwhile.
        this.pending.length = this.sends === sent ? mark : 0;
        this.seal();
      }
      throw err;
    } finally {
      if (--this.gathering === 0) this.rowScope = undefined;
    }
    if (this.pending.some((item) => typeof item !== 'string')) this.execIn('', this.txConnection);
    return r;
  }

  /** Inside gatherRows(): rows' writes are deferred (deferRow takes them). */
  get gathersRows(): boolean {
    return (this.gathering > 0 && this.depth > 0) || this.defersWrites;
  }

  /** Transaction control for the next round trip; an opening whose closing comes before any statement cancels out. */
  private control(sql: string, opening?: string): void {
    this.seal();
    if (opening !== undefined && this.pending[this.pending.length - 1] === opening) this.pending.pop();
    else this.pending.push(sql);
  }

  /**
   * A statement in PostgreSQL's own terms ($1, $2 …, arrays as parameters; not translated), run now, with what waits to
   * be sent before it, on the transaction's connection: the write set's statements (store/writeSet.ts).
   */
  queryNative(sql: string, params: unknown[]): { rows: unknown[]; rowCount: number } {
    this.refuseAfterConflict();
    const before = this.takePending();
    return this.answered(this.bridge.call({ op: 'query', sql, params, before, tx: this.txConnection }));
  }

  /**
   * The same for a write whose result nobody reads: inside a transaction it goes out with the transaction's next round
   * trip (the COMMIT at the latest), its error failing the transaction there; outside one it runs now.
   */
  deferNative(sql: string, params: unknown[]): void {
    if (this.depth === 0) {
      this.queryNative(sql, params);
      return;
    }
    this.refuseAfterConflict();
    this.deferStatement(sql, params);
  }

  /** SQLite's pragmas have no meaning here; the callers that need one (backup) check the engine first. */
  pragma(_source: string, _opts?: { simple?: boolean }): unknown {
    return undefined;
  }

  transaction<F extends (...a: any[]) => any>(fn: F): TransactionFn<F> {
    const run = () =>
      (...args: unknown[]) => {
        if (this.depth > 0) {
          const name = `s${this.depth}`;
          const opening = `SAVEPOINT ${name}`;
          this.control(opening);
          this.depth++;
          try {
            const r = fn(...args);
            this.depth--;
            this.control(`RELEASE ${name}`, opening);
            return r;
          } catch (err) {
            this.depth--;
            this.control(`ROLLBACK TO ${name}; RELEASE ${name}`, opening);
            if (isConflict(err)) this.conflict ??= err;
            throw err;
          }
        }
        // BEGIN, sent with the first statement. No lock: rows are locked where they are written (see the top).
        const opening = 'BEGIN';
        this.pending = [opening];
        this.seal();
        this.depth = 1;
        this.txConnection = undefined;
        this.notify.clear();
        this.conflict = undefined;
        let r: unknown;
        try {
          r = fn(...args);
          if (this.conflict) throw this.conflict;
        } catch (caught) {
          // A conflict met in a savepoint is the transaction's end, whatever the caller made of it.
          throw this.abandon(caught, opening);
        }
        this.depth = 0;
        const tx = this.txConnection;
        this.txConnection = undefined;
        const notify = [...this.notify].map((c) => `NOTIFY ${c}`);
        this.notify.clear();
        if (this.pending.length === 1 && this.pending[0] === opening && !notify.length) {
          this.pending = [];
          this.seal();
          return r;
        }
        try {
          this.execIn([...notify, 'COMMIT'].join('; '), tx);
        } catch (err) {
          this.pending = [];
          this.seal();
          if (surelyRolledBack(err)) {
            try {
              this.execIn('ROLLBACK', tx);
            } catch {
              // the connection is gone: PostgreSQL rolled back by itself
            }
            throw err;
          }
          throw new CommitOutcomeUnknown(err);
        }
        return r;
      };
    const t = run() as TransactionFn<F>;
    t.deferred = run() as F;
    t.immediate = run() as F;
    t.exclusive = run() as F;
    return t;
  }

  /**
   * A write transaction whose writes are deferred (runUnread) and whose COMMIT goes out, with them, without blocking
   * the caller's thread: fn runs now (a statement whose result it reads still runs at once, on the transaction's
   * connection); the transaction is over, for this thread, when fn returns, and the promise settles with the COMMIT.
   * Errors as transaction(): a refused COMMIT (rolled back) is its PgError, one without an answer CommitOutcomeUnknown.
   */
  async transactionAsync<T>(fn: () => T): Promise<T> {
    if (this.depth > 0) throw new Error('transactionAsync() inside a transaction');
    // BEGIN, sent with the first statement; no lock (see the top).
    const opening = 'BEGIN';
    this.pending = [opening];
    this.seal();
    this.depth = 1;
    this.deferring = true;
    this.txConnection = undefined;
    this.notify.clear();
    this.conflict = undefined;
    let r: T;
    try {
      r = fn();
      if (this.conflict) throw this.conflict;
    } catch (caught) {
      this.deferring = false;
      throw this.abandon(caught, opening);
    }
    this.depth = 0;
    this.deferring = false;
    const tx = this.txConnection;
    this.txConnection = undefined;
    const notify = [...this.notify].map((c) => `NOTIFY ${c}`);
    this.notify.clear();
    const before = this.takePending();
    if (before?.length === 1 && before[0] === opening && !notify.length) return r;
    try {
      await this.bridge.callAsync({ op: 'exec', sql: [...notify, 'COMMIT'].join('; '), before, tx, rollbackOnError: true });
    } catch (err) {
      if (surelyRolledBack(err)) throw err; // the bridge thread rolled it back
      throw new CommitOutcomeUnknown(err);
    }
    return r;
  }

  /**
   * Ends the current transaction after its function failed: the error to throw (a conflict met in a savepoint is the
   * transaction's end, whatever the caller made of it), the transaction's state reset, and a ROLLBACK when BEGIN was
   * sent. What waits to be sent (control statements, deferred writes) is dropped, not sent before the ROLLBACK: a
   * deferred write that failed would stop it there, and leave the connection in the aborted transaction.
   */
  private abandon(caught: unknown, opening: string): unknown {
    const err = this.conflict ?? caught;
    this.conflict = undefined;
    this.depth = 0;
    this.notify.clear();
    const begun = this.pending[0] !== opening;
    this.pending = [];
    this.seal();
    try {
      if (begun) this.exec('ROLLBACK');
    } catch {
      // the connection is gone: PostgreSQL rolls back by itself
    } finally {
      this.pending = [];
      this.seal();
      this.txConnection = undefined;
    }
    return err;
  }

  /** NOTIFY channel when the current transaction commits, or now outside one. */
  notifyOnCommit(channel: string): void {
    if (this.depth > 0) this.notify.add(channel);
    else this.exec(`NOTIFY ${channel}`);
  }

  migrate(folder: string): void {
    this.bridge.call({ op: 'migrate', folder });
  }

  close(): this {
    if (this.open) {
      this.open = false;
      this.bridge.close();
    }
    return this;
  }
}

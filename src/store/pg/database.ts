// A PostgreSQL database with the face of a better-sqlite3 connection: prepare/run/get/all/raw, transaction() with
// savepoints when nested, inTransaction, exec, close. drizzle's better-sqlite3 driver and the store's statements run
// on it unchanged; translate.ts turns their SQL into PostgreSQL's.
import { PgBridge, PgError } from './bridge.js';
import { bindValues, translate, type Translated } from './translate.js';

/** The channel a commit that enqueued work due now NOTIFYs (listen.ts). */
export const JOBS_CHANNEL = 'reconfirm_jobs';

/** The advisory lock every write transaction takes first: writers on one database take turns, as in SQLite. */
export const WRITE_LOCK = 7_414_002;

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

  private query(args: unknown[], raw: boolean) {
    const before = this.db.takePending();
    return this.db.answered(this.db.bridge.call({ op: 'query', sql: this.t.sql, params: bindValues(this.t, args), raw, before, tx: this.db.txConnection }));
  }

  run(...args: unknown[]): { changes: number; lastInsertRowid: number | bigint } {
    const r = this.query(args, false);
    const first = r.rows[0] as { id?: number } | undefined;
    return { changes: r.rowCount, lastInsertRowid: this.t.addedReturningId || first?.id !== undefined ? (first?.id ?? 0) : 0 };
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
   * Transaction control not sent yet (BEGIN with the write lock, SAVEPOINT, RELEASE, ROLLBACK TO): it goes with the
   * next statement, in the same round trip and before it, so a savepoint costs no trip of its own, and a savepoint
   * or transaction in which no statement ran costs nothing.
   */
  private pending: string[] = [];
  /**
   * Inside a transaction, once its first statement ran: the connection it runs on (bridgeWorker.ts numbers them).
   * Every later request of the transaction names it, and fails if that connection broke or was replaced.
   */
  txConnection: number | undefined;

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
    this.answered(this.bridge.call({ op: 'exec', sql: before ? `${before}; ${sql}` : sql, tx }));
    return this;
  }

  /** Notes the connection a transaction's first statement ran on. */
  answered<R extends { generation?: number }>(reply: R): R {
    if (this.depth > 0 && this.txConnection === undefined) this.txConnection = reply.generation;
    return reply;
  }

  /** The transaction control waiting for the next statement, taken to be sent with it. */
  takePending(): string | undefined {
    if (!this.pending.length) return undefined;
    const sql = this.pending.join('; ');
    this.pending = [];
    return sql;
  }

  /** Transaction control for the next round trip; an opening whose closing comes before any statement cancels out. */
  private control(sql: string, opening?: string): void {
    if (opening !== undefined && this.pending[this.pending.length - 1] === opening) this.pending.pop();
    else this.pending.push(sql);
  }

  /** SQLite's pragmas have no meaning here; the callers that need one (backup) check the engine first. */
  pragma(_source: string, _opts?: { simple?: boolean }): unknown {
    return undefined;
  }

  transaction<F extends (...a: any[]) => any>(fn: F): TransactionFn<F> {
    const run =
      (write: boolean) =>
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
            throw err;
          }
        }
        // BEGIN and, for a write transaction, the turn among writers: sent with the first statement.
        const opening = write ? `BEGIN; SELECT pg_advisory_xact_lock(${WRITE_LOCK})` : 'BEGIN';
        this.pending = [opening];
        this.depth = 1;
        this.txConnection = undefined;
        this.notify.clear();
        let r: unknown;
        try {
          r = fn(...args);
        } catch (err) {
          this.depth = 0;
          this.notify.clear();
          try {
            if (this.pending[0] === opening) this.pending = []; // nothing was sent: nothing to roll back
            else this.exec('ROLLBACK');
          } catch {
            // the connection is gone: PostgreSQL rolls back by itself
          } finally {
            this.pending = [];
            this.txConnection = undefined;
          }
          throw err;
        }
        this.depth = 0;
        const tx = this.txConnection;
        this.txConnection = undefined;
        const notify = [...this.notify].map((c) => `NOTIFY ${c}`);
        this.notify.clear();
        if (this.pending.length === 1 && this.pending[0] === opening && !notify.length) {
          this.pending = [];
          return r;
        }
        try {
          this.execIn([...notify, 'COMMIT'].join('; '), tx);
        } catch (err) {
          this.pending = [];
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
    const t = run(true) as TransactionFn<F>;
    t.deferred = run(true) as F;
    t.immediate = run(true) as F;
    t.exclusive = run(true) as F;
    return t;
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

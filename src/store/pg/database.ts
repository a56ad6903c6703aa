// A PostgreSQL database with the face of a better-sqlite3 connection: prepare/run/get/all/raw, transaction() with
// savepoints when nested, inTransaction, exec, close. drizzle's better-sqlite3 driver and the store's statements run
// on it unchanged; translate.ts turns their SQL into PostgreSQL's.
import { PgBridge } from './bridge.js';
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
    return this.db.bridge.call({ op: 'query', sql: this.t.sql, params: bindValues(this.t, args), raw });
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

export class PgDatabase {
  readonly bridge: PgBridge;
  readonly name: string;
  readonly memory = false;
  readonly readonly = false;
  open = true;
  private depth = 0;
  /** Channels to NOTIFY when the transaction commits (other instances' listeners wake up then, not before). */
  private notify = new Set<string>();

  constructor(url: string, applicationName?: string) {
    this.bridge = new PgBridge(url, applicationName);
    this.name = url;
  }

  get inTransaction(): boolean {
    return this.depth > 0;
  }

  prepare(sql: string): PgStatement {
    return new PgStatement(this, sql);
  }

  exec(sql: string): this {
    this.bridge.call({ op: 'exec', sql });
    return this;
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
          this.exec(`SAVEPOINT ${name}`);
          this.depth++;
          try {
            const r = fn(...args);
            this.depth--;
            this.exec(`RELEASE ${name}`);
            return r;
          } catch (err) {
            this.depth--;
            this.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
            throw err;
          }
        }
        // One round trip: BEGIN and, for a write transaction, the turn among writers.
        this.exec(write ? `BEGIN; SELECT pg_advisory_xact_lock(${WRITE_LOCK})` : 'BEGIN');
        this.depth = 1;
        this.notify.clear();
        try {
          const r = fn(...args);
          this.depth = 0;
          this.exec(`${[...this.notify].map((c) => `NOTIFY ${c}; `).join('')}COMMIT`);
          this.notify.clear();
          return r;
        } catch (err) {
          this.depth = 0;
          this.notify.clear();
          try {
            this.exec('ROLLBACK');
          } catch {
            // the connection is gone: PostgreSQL rolls back by itself
          }
          throw err;
        }
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

// Opens the service database: pragmas for durability and concurrency, then the committed migrations.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type BetterSqlite3 from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { backoffDelay, nominalDelay, type Backoff, type RetryPolicy } from '../domain/backoff.js';
import { isDatabaseUrl } from '../domain/databaseUrl.js';
import { ReconfirmError } from '../domain/errors.js';
import { fromOldTimeForm } from '../domain/time.js';
import type { TaskName } from '../domain/tasks.js';
import * as schema from './schema.js';
import { ensurePrivateFile } from './privateFile.js';
import { Database } from './sqliteDriver.js';
import { JOBS_CHANNEL, PgDatabase, PgStatement, isConflict } from './pg/database.js';
import { redact } from './pg/url.js';

export type Db = BetterSQLite3Database<typeof schema> & { $client: BetterSqlite3.Database };

const MIGRATIONS = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const PG_MIGRATIONS = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle-pg');

/** A database URL (postgres://…) rather than a SQLite file path: domain/databaseUrl.ts, the one test. */
export { isDatabaseUrl };

/** The engine under a connection: the same store runs on both (src/store/pg/ says how). */
export const engineOf = (db: Db): 'sqlite' | 'pg' => (db.$client instanceof PgDatabase ? 'pg' : 'sqlite');

/** A statement written for each engine, where their SQL differs in meaning (not just spelling; see pg/translate.ts). */
export interface PerEngine {
  sqlite: string;
  pg: string;
}

/** The few functions whose spelling differs between the engines; a statement written with them reads on both. */
export interface Dialect {
  /** The values of a JSON array parameter, as a subquery for `x IN (…)`. */
  jsonValues(param: string, type?: 'text' | 'bigint'): string;
  /** A field of a JSON text column, e.g. jsonField('payload', 'data', 'BookingId'), as text (or bigint). */
  jsonField(expr: string, path: string[], type?: 'text' | 'bigint'): string;
  /** Epoch milliseconds as an ISO 8601 UTC text (the form every time column holds). */
  isoFromMs(expr: string): string;
  /** LIKE without regard to ASCII case (SQLite's LIKE; PostgreSQL's ILIKE). */
  like: string;
  /** The 1-based position of `needle` in `text`, 0 when absent (SQLite's instr; PostgreSQL's strpos). */
  position(text: string, needle: string): string;
  /**
   * A JSON text column with the string at `set` replaced by `value` (an SQL string literal) and the members at
   * `remove` taken out, as JSON text (SQLite's json_set and json_remove; PostgreSQL's jsonb_set and #-).
   */
  jsonErase(column: string, set: string[], value: string, remove: string[][]): string;
}

const DIALECTS: Record<'sqlite' | 'pg', Dialect> = {
  sqlite: {
    jsonValues: (p) => `(SELECT value FROM json_each(${p}))`,
    jsonField: (e, path) => `json_extract(${e}, '$.${path.join('.')}')`,
    isoFromMs: (e) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${e} / 1000.0, 'unixepoch')`,
    like: 'LIKE',
    position: (t, n) => `instr(${t}, ${n})`,
    jsonErase: (c, set, v, remove) => `json_remove(json_set(${c}, '$.${set.join('.')}', ${v}), ${remove.map((r) => `'$.${r.join('.')}'`).join(', ')})`,
  },
  pg: {
    jsonValues: (p, type = 'text') =>
      `(SELECT ${type === 'bigint' ? 'CAST(value AS BIGINT)' : 'value'} FROM json_array_elements_text(CAST(${p} AS json)) AS value)`,
    jsonField: (e, path, type = 'text') => (type === 'bigint' ? `CAST(CAST(${e} AS json) #>> '{${path.join(',')}}' AS BIGINT)` : `(CAST(${e} AS json) #>> '{${path.join(',')}}')`),
    isoFromMs: (e) => `to_char(to_timestamp(${e} / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    like: 'ILIKE',
    position: (t, n) => `strpos(${t}, ${n})`,
    // jsonb cannot hold NUL: a \u0000 escape in JSON text written before NUL was refused becomes U+FFFD.
    jsonErase: (c, set, v, remove) =>
      `CAST(jsonb_set(CAST(replace(${c}, '\\u0000', '\\ufffd') AS jsonb), '{${set.join(',')}}', to_jsonb(CAST(${v} AS text)))${remove.map((r) => ` #- '{${r.join(',')}}'`).join('')} AS text)`,
  },
};

/** The dialect of a connection, for statements built at run time. */
export const dialectOf = (db: Db): Dialect => DIALECTS[engineOf(db)];

/** A statement written once with the dialect's functions, for both engines. */
export const perEngine = (build: (d: Dialect) => string): PerEngine => ({ sqlite: build(DIALECTS.sqlite), pg: build(DIALECTS.pg) });

export interface OpenOptions {
  /** Skip migrations (read-only tools on a database that `serve` already migrated). */
  migrate?: boolean;
  busyTimeoutMs?: number;
  /**
   * FULL (default): a commit is on disk before it returns, for connections that answer 200s. The queue
   * worker uses NORMAL: its work is re-done from durable rows if a power cut loses its last commits.
   */
  synchronous?: 'FULL' | 'NORMAL';
  /** Retry policies that configuration sets in place of the task registry's (webhooks); see retryPolicies() in config.ts. */
  retry?: RetryPolicies;
  /** PostgreSQL: the application_name the connection shows in pg_stat_activity. */
  applicationName?: string;
  /**
   * PostgreSQL: a transaction left idle this long (its process paused or stalled between two statements) is ended by
   * the server, and the locks it held (the write lock every transaction takes, rows it locked) are freed for the
   * other instances; the paused process finds its transaction failed when it resumes. `serve` gives a quarter of its lease (runtime.ts): the
   * locks are free before its jobs are taken over.
   */
  idleInTransactionMs?: number;
  /** SQLite's page cache for this connection, in MB: 32 unless said (serve's two connections: SERVE_CACHE_MB). */
  cacheMb?: number;
  /**
   * Where SQLite keeps its temporary files, savepoint journals among them: on disk unless said. The queue worker
   * keeps them in memory: its ticks nest savepoints (a completion's final write inside the tick's transaction, a
   * state change inside that), and each savepoint writes the first version of every page it changes to a journal.
   * On disk that was 160,000 page writes to a temp file in a drain of 20,000 bookings, more than the WAL's 95,000,
   * for a journal that lives only until the commit; in memory it is a few MB while a tick runs.
   */
  tempStore?: 'MEMORY';
}

/**
 * The page cache of each of serve's SQLite connections. 32 MB each was most of the process's malloc'd memory in a
 * drain of 100,000 bookings (about 60 MB of 75), for no measured speed: with 8 MB the drain took the same CPU time
 * (118.5 s against 117.8 s) and the cache misses are reads from the OS's file cache.
 */
export const SERVE_CACHE_MB = 8;

/** The queue connection's `wal_autocheckpoint`, in frames (pages of the log). */
export const QUEUE_CHECKPOINT_FRAMES = 100_000;

export type RetryPolicies = Partial<Record<TaskName, RetryPolicy>>;

export function openDatabase(path: string, opts: OpenOptions = {}): Db {
  if (isDatabaseUrl(path)) return openPostgres(path, opts);
  // Guest data: a new file (and with it its -wal and -shm) is readable only by the owner.
  ensurePrivateFile(path);
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before we answer 200, so even a power cut loses nothing accepted.
  sqlite.pragma(`synchronous = ${opts.synchronous ?? 'FULL'}`);
  sqlite.pragma(`busy_timeout = ${opts.busyTimeoutMs ?? 5000}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`cache_size = -${(opts.cacheMb ?? 32) * 1024}`);
  if (opts.tempStore) sqlite.pragma(`temp_store = ${opts.tempStore}`);
  // The queue worker (NORMAL) checkpoints less often: fewer, larger copies of the log into the file. A checkpoint copies
  // each page of the log once, however often the log holds it: 100,000 frames (a log of up to 400 MB) copied 863 MB
  // in a drain of 100,000 bookings where 10,000 copied 1419 MB (bench/RESULTS.md, "SQLite drain bytes, stop 5"); the
  // cost is the log's size on disk and its reading at the next open after a crash (docs/runtime.md).
  if (opts.synchronous === 'NORMAL') sqlite.pragma(`wal_autocheckpoint = ${QUEUE_CHECKPOINT_FRAMES}`);
  const db = drizzle(sqlite, { schema }) as Db;
  refuseNewerDatabase(db, path);
  if (opts.migrate !== false) {
    migrateWithRetry(db);
    inTransaction(db, () => storeTimesAsKinds(db));
  }
  if (opts.retry) setRetryPolicies(db, opts.retry);
  return db;
}

/** The same store on PostgreSQL: a synchronous connection (pg/bridge.ts) behind drizzle's better-sqlite3 driver. */
function openPostgres(url: string, opts: OpenOptions): Db {
  const client = new PgDatabase(url, opts.applicationName, opts.idleInTransactionMs);
  try {
    client.prepare('SELECT 1').get();
  } catch (err) {
    client.close();
    throw new ReconfirmError(
      'CONFIG_INVALID',
      `cannot connect to PostgreSQL at ${redact(url)}: ${(err as Error).message}. Check the database URL (--database-url, RECONFIRM_DATABASE_URL or "databaseUrl"), that the server runs, and that it lets this user in from here`,
    );
  }
  try {
    if (opts.migrate !== false) client.migrate(PG_MIGRATIONS);
  } catch (err) {
    client.close();
    throw err;
  }
  const db = drizzle(client as unknown as BetterSqlite3.Database, { schema }) as Db;
  if (opts.migrate !== false) inTransaction(db, () => storeTimesAsKinds(db));
  if (opts.retry) setRetryPolicies(db, opts.retry);
  return db;
}

/** PostgreSQL: other instances hear of a job due now when this transaction commits (pg/listen.ts). */
export function wakeOtherInstances(db: Db): void {
  if (db.$client instanceof PgDatabase) db.$client.notifyOnCommit(JOBS_CHANNEL);
}

/** The session advisory lock of the instance whose cron runs the periodic tasks (PostgreSQL). */
const CRON_LOCK = 7_414_003;

/**
 * Whether this connection's instance runs the periodic tasks now. SQLite: always (one serve per file). PostgreSQL:
 * the instance holding a session advisory lock, kept until its connection ends; when it dies, the next tick of
 * another instance takes it over.
 */
export function holdsCronTurn(db: Db): boolean {
  if (engineOf(db) === 'sqlite') return true;
  const row = db.$client
    .prepare(
      `SELECT CASE WHEN EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = ${CRON_LOCK} AND pid = pg_backend_pid() AND granted)
         THEN true ELSE pg_try_advisory_lock(${CRON_LOCK}) END AS ours`,
    )
    .get() as { ours: boolean };
  return row.ours;
}

/** The database holds reconfirm's tables (a PostgreSQL database named by URL may be empty). */
export function hasServiceSchema(db: Db): boolean {
  const sql = engineOf(db) === 'pg' ? "SELECT to_regclass('public.bookings') IS NOT NULL AS ok" : "SELECT count(*) > 0 AS ok FROM sqlite_master WHERE name = 'bookings'";
  return Boolean((db.$client.prepare(sql).get() as { ok: unknown }).ok);
}

/** Per connection: the retry policies jobs enqueued through it are stored with, where configuration overrides the registry. */
const retryPolicies = new WeakMap<object, RetryPolicies>();

export function setRetryPolicies(db: Db, policies: RetryPolicies): void {
  retryPolicies.set(db.$client, policies);
}

export function retryPolicyOverride(db: Db, task: TaskName): RetryPolicy | undefined {
  return retryPolicies.get(db.$client)?.[task];
}

/**
 * A database migrated by a later release has tables this code does not know: refuse it rather than run on it.
 * Drizzle records each applied migration with its creation time; ours all predate the last one we ship.
 */
function refuseNewerDatabase(db: Db, path: string): void {
  const known = db.$client.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
  if (!known) return;
  const { entries } = JSON.parse(readFileSync(resolve(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] };
  const last = entries[entries.length - 1];
  const newest = (db.$client.prepare('SELECT max(created_at) AS at FROM __drizzle_migrations').get() as { at: number | null }).at;
  if (newest !== null && Number(newest) > last.when) {
    db.$client.close();
    throw new ReconfirmError(
      'CONFIG_INVALID',
      `the database ${path} was written by a newer version of reconfirm (its schema dates from ${new Date(Number(newest)).toISOString()}, this version knows up to ${last.tag}); run that newer version, or restore a backup made with this one`,
    );
  }
}

/** Two processes opening a fresh file at once both try to migrate; the loser waits and sees it done. */
const ONCE_KINDS = 'once:booking-times-as-kinds';
const KIND_FIELDS = ['CheckIn', 'CheckOut', 'BookingDate', 'CancellationDeadLine'] as const;

/**
 * Booking times as the date module's kinds (domain/time.ts). Before it, a calendar date was stored as midnight UTC
 * ("2027-03-10T00:00:00.000Z") and an instant that landed there 1 ms later; now a date is "2027-03-10" and an instant
 * is itself. Rows stored the old way are rewritten once, on either engine, when a database is opened with its
 * migrations; the service_secrets row ONCE_KINDS records it (its INSERT OR IGNORE is the lock between instances).
 * Returns the number of bookings rewritten.
 */
export function storeTimesAsKinds(db: Db, at: string = new Date().toISOString()): number {
  if (stmt(db, 'SELECT 1 AS done FROM service_secrets WHERE name = ?').get(ONCE_KINDS)) return 0;
  if (stmt(db, 'INSERT OR IGNORE INTO service_secrets (name, value, created_at) VALUES (?, ?, ?)').run(ONCE_KINDS, 'done', at).changes === 0) return 0;
  let n = 0;
  for (const row of stmt(db, 'SELECT id, data, check_in AS checkIn, check_out AS checkOut FROM bookings').all() as { id: number; data: string; checkIn: string; checkOut: string }[]) {
    const booking = JSON.parse(row.data) as Record<string, unknown>;
    let changed = false;
    for (const f of KIND_FIELDS) {
      const v = booking[f];
      if (typeof v === 'string' && fromOldTimeForm(v) !== v) {
        booking[f] = fromOldTimeForm(v);
        changed = true;
      }
    }
    const checkIn = fromOldTimeForm(row.checkIn);
    const checkOut = fromOldTimeForm(row.checkOut);
    if (!changed && checkIn === row.checkIn && checkOut === row.checkOut) continue;
    stmt(db, 'UPDATE bookings SET data = ?, check_in = ?, check_out = ? WHERE id = ?').run(JSON.stringify(booking), checkIn, checkOut, row.id);
    n++;
  }
  return n;
}

function migrateWithRetry(db: Db) {
  for (let attempt = 0; ; attempt++) {
    try {
      migrate(db, { migrationsFolder: MIGRATIONS });
      return;
    } catch (err) {
      const busy = (err as { code?: string }).code === 'SQLITE_BUSY' || /already exists/.test(String(err));
      if (!busy || attempt >= 5) throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100 * (attempt + 1));
    }
  }
}

/**
 * The write gate between the HTTP thread and the queue worker thread (shared memory): the HTTP thread
 * raises it while a commit that a client waits for is pending, and the worker holds back new write
 * transactions meanwhile (for at most MAX_YIELD_MS, so the pipeline still progresses under a flood).
 */
let writeGate: Int32Array | undefined;
const MAX_YIELD_MS = 25;

export function attachWriteGate(buffer: SharedArrayBuffer): void {
  writeGate = new Int32Array(buffer);
}

export function raiseWriteGate(): void {
  if (writeGate) Atomics.add(writeGate, 0, 1);
}

export function lowerWriteGate(): void {
  if (!writeGate) return;
  Atomics.sub(writeGate, 0, 1);
  Atomics.notify(writeGate, 0);
}

/** In the worker thread: wait while the HTTP thread has a commit pending. */
function yieldToRequests(): void {
  if (!writeGate) return;
  const deadline = Date.now() + MAX_YIELD_MS;
  for (let seen = Atomics.load(writeGate, 0); seen > 0; seen = Atomics.load(writeGate, 0)) {
    const left = deadline - Date.now();
    if (left <= 0) return;
    Atomics.wait(writeGate, 0, seen, left);
  }
}

/** A transaction PostgreSQL ended in a conflict is run again: 5 ms doubling to 200 ms, with jitter, 6 tries in all. */
const CONFLICT_RETRY: Backoff = { backoff: 'exponential', baseMs: 5, capMs: 200 };
const CONFLICT_TRIES = 6;

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs fn in one IMMEDIATE transaction: on SQLite the write lock is taken up front, so no mid-transaction BUSY.
 * PostgreSQL takes no lock up front (pg/database.ts): a transaction it ended in a deadlock or a serialization failure
 * (surely rolled back) is run again from its start, at most CONFLICT_TRIES times. That is safe because a transaction's
 * fn is synchronous (the connection blocks the thread): it cannot have waited on anything outside the database, so
 * everything it did was rolled back with it. A fn must start over when run again (reset what it collects); a COMMIT
 * whose outcome is unknown (CommitOutcomeUnknown) is never run again. Nested calls are savepoints of the outer one.
 */
export function inTransaction<T>(db: Db, fn: () => T): T {
  if (!db.$client.inTransaction) yieldToRequests();
  else if (flat.get(db.$client)) return fn();
  return transactionRetried(db, fn);
}

function transactionRetried<T>(db: Db, fn: () => T): T {
  if (!(db.$client instanceof PgDatabase) || db.$client.inTransaction) return inSavepointOrTransaction(db.$client, fn);
  for (let tries = 1; ; tries++) {
    try {
      return inSavepointOrTransaction(db.$client, fn);
    } catch (err) {
      if (!isConflict(err) || tries >= CONFLICT_TRIES) throw err;
      sleep(backoffDelay(tries, CONFLICT_RETRY));
    }
  }
}

/** Per connection: how many withoutSavepoints() calls are under way on it. */
const flat = new WeakMap<object, number>();

/**
 * Runs fn (inside a transaction or savepoint of the caller's) with every inTransaction() it calls running in place,
 * without a savepoint of its own. Only for a caller that undoes all of fn's writes when fn throws, and for an fn that
 * never catches a write's error to go on: the queue's completions and waiting writes, in a savepoint that is rolled back
 * whole and then retried one job per savepoint (src/daemon/queue/runner.ts). A nested savepoint per contact's
 * confirmation cost a drain's queue thread more than its statements (bench/RESULTS.md, "SQLite drain, stop 5").
 */
export function withoutSavepoints<T>(db: Db, fn: () => T): T {
  const client = db.$client;
  if (!client.inTransaction) throw new Error('withoutSavepoints runs inside a transaction: it is what undoes fn');
  flat.set(client, (flat.get(client) ?? 0) + 1);
  try {
    return fn();
  } finally {
    flat.set(client, flat.get(client)! - 1);
  }
}

/** Per connection, one transaction function that runs the function it is given: see inSavepointOrTransaction. */
const runners = new WeakMap<object, { made: unknown; run: { immediate(fn: () => unknown): unknown } }>();

/**
 * `client.transaction(fn).immediate()` (BEGIN IMMEDIATE ... COMMIT, or a savepoint inside a transaction), through one
 * transaction function made once per connection: better-sqlite3 builds four wrapped functions and their properties at
 * every `transaction(fn)`, which cost a drain's queue thread 3% (bench/RESULTS.md, "SQLite drain, stop 5").
 */
export function inSavepointOrTransaction<T>(client: Db['$client'], fn: () => T): T {
  let cached = runners.get(client);
  // Made again if the connection's transaction() was replaced since (a test that wraps it to fail a commit).
  if (cached?.made !== client.transaction) {
    cached = { made: client.transaction, run: client.transaction((f: () => unknown) => f()) as unknown as { immediate(fn: () => unknown): unknown } };
    runners.set(client, cached);
  }
  return cached.run.immediate(fn) as T;
}

const statementCache = new WeakMap<Db, Map<string, BetterSqlite3.Statement>>();

/** A prepared statement, prepared once per connection: hot paths skip query building and re-preparing. */
export function stmt(db: Db, query: string | PerEngine): BetterSqlite3.Statement {
  let cache = statementCache.get(db);
  if (!cache) statementCache.set(db, (cache = new Map()));
  const sql = typeof query === 'string' ? query : query[engineOf(db)];
  let s = cache.get(sql);
  if (!s) cache.set(sql, (s = db.$client.prepare(sql)));
  return s;
}

/**
 * A write whose result nobody reads (an accepted submission, its job). On PostgreSQL, inside a group commit's first
 * try (groupCommit.ts), it goes out with the transaction's next round trip, the COMMIT at the latest, instead of a
 * blocking round trip of its own; elsewhere, and on SQLite, it runs now.
 */
export function runUnread(db: Db, query: string | PerEngine, params: unknown): void {
  const s = stmt(db, query) as unknown;
  if (s instanceof PgStatement) s.runUnread(params);
  else (s as BetterSqlite3.Statement).run(params);
}

/** Waiting for the other connection's write: 1 ms, doubling to 8 ms. */
const BUSY_RETRY: Backoff = { backoff: 'exponential', baseMs: 1, capMs: 8 };

const isBusy = (err: unknown) => (err as { code?: string }).code === 'SQLITE_BUSY';

/**
 * An IMMEDIATE write transaction for the HTTP thread: instead of SQLite's busy handler, which sleeps
 * the whole event loop while another connection (the queue worker) writes, it yields and retries.
 */
export async function writeWithoutBlocking<T>(db: Db, fn: () => T, maxWaitMs = 5000): Promise<T> {
  const c = db.$client;
  if (engineOf(db) === 'pg') return transactionRetried(db, fn);
  const started = Date.now();
  const previous = c.pragma('busy_timeout', { simple: true }) as number;
  for (let retry = 1; ; retry++) {
    c.pragma('busy_timeout = 0');
    try {
      return c.transaction(fn).immediate();
    } catch (err) {
      if (!isBusy(err) || Date.now() - started > maxWaitMs) throw err;
    } finally {
      c.pragma(`busy_timeout = ${previous}`);
    }
    await new Promise((r) => setTimeout(r, nominalDelay(retry, BUSY_RETRY)));
  }
}

/** Periodic upkeep SQLite recommends for long-lived connections: refreshes the planner's statistics where they are stale. */
export function optimizeDatabase(db: Db): void {
  if (engineOf(db) === 'pg') return; // PostgreSQL's autovacuum keeps its statistics
  db.$client.pragma('optimize');
}

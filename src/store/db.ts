// Opens the service database: pragmas for durability and concurrency, then the committed migrations.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema.js';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const MIGRATIONS = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface OpenOptions {
  /** Skip migrations (read-only tools on a database that `serve` already migrated). */
  migrate?: boolean;
  busyTimeoutMs?: number;
}

export function openDatabase(path: string, opts: OpenOptions = {}): Db {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before we answer 200, so even a power cut loses nothing accepted.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma(`busy_timeout = ${opts.busyTimeoutMs ?? 5000}`);
  sqlite.pragma('foreign_keys = ON');
  const db = drizzle(sqlite, { schema }) as Db;
  if (opts.migrate !== false) migrateWithRetry(db);
  return db;
}

/** Two processes opening a fresh file at once both try to migrate; the loser waits and sees it done. */
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

/** Runs fn in one IMMEDIATE transaction: the write lock is taken up front, so no mid-transaction BUSY. */
export function inTransaction<T>(db: Db, fn: () => T): T {
  return db.$client.transaction(fn).immediate();
}

const statementCache = new WeakMap<Db, Map<string, Database.Statement>>();

/** A prepared statement, prepared once per connection: hot paths skip query building and re-preparing. */
export function stmt(db: Db, sql: string): Database.Statement {
  let cache = statementCache.get(db);
  if (!cache) statementCache.set(db, (cache = new Map()));
  let s = cache.get(sql);
  if (!s) cache.set(sql, (s = db.$client.prepare(sql)));
  return s;
}

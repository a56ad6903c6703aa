// The SQLite driver, chosen in this one place for everything that opens a database (service, client ledger, backup,
// tests, bench): better-sqlite3 13 (the optional dependency `better-sqlite3-13`) on Node 22 and newer when it is
// installed and its native part loads, else better-sqlite3 12.
//
// Why two: better-sqlite3 12 is built on node::ObjectWrap, and Node 24's node_object_wrap.h registers an environment
// cleanup hook per object and removes it in the destructor through the *current* isolate. A Statement collected by the
// garbage collector, or torn down as a worker thread or the process ends, finds no current environment and Node
// aborts (`Assertion failed: (env) != nullptr` in node::RemoveEnvironmentCleanupHook, from Statement::~Statement).
// better-sqlite3 13 (node-addon-api) has no such destructor, but its engines field is ">=22", so while Node 20 is
// supported it can only be an optional dependency (npm skips it on Node 20). The API we use is the same in both:
// pragma, backup, function, iterate, safeIntegers, Buffer blobs, SqliteError codes and messages (compared in
// test/store/sqlite-driver.test.ts and by hand).
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

export const NODE_MAJOR = Number(process.versions.node.split('.')[0]);
/** The first Node major on which better-sqlite3 13 is used (its engines field). */
export const DRIVER_13_FROM_NODE = 22;

export interface SqliteDriver {
  /** The package name the driver was loaded by: `better-sqlite3-13` or `better-sqlite3`. */
  package: 'better-sqlite3-13' | 'better-sqlite3';
  /** better-sqlite3's version, e.g. 13.2.0. */
  version: string;
}

function versionOf(pkg: SqliteDriver['package']): string {
  try {
    return (require(`${pkg}/package.json`) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

function load(): { Database: typeof BetterSqlite3; driver: SqliteDriver } {
  if (NODE_MAJOR >= DRIVER_13_FROM_NODE) {
    try {
      const D13 = require('better-sqlite3-13') as typeof BetterSqlite3;
      new D13(':memory:').close(); // its native part loads only here: no prebuilt binary or build for this platform?
      return { Database: D13, driver: { package: 'better-sqlite3-13', version: versionOf('better-sqlite3-13') } };
    } catch (err) {
      // Not installed (npm skipped it when installing under Node 20, or --omit=optional): 12 it is, silently.
      const missing = (err as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND' && (err as Error).message.includes("'better-sqlite3-13'");
      if (!missing) {
        process.emitWarning(
          `better-sqlite3 13 is installed but does not load (${(err as Error).message.split('\n')[0]}); using better-sqlite3 12, ` +
            'which can abort the process on Node 24 (see docs/node-versions.md)',
        );
      }
    }
  }
  return { Database: require('better-sqlite3') as typeof BetterSqlite3, driver: { package: 'better-sqlite3', version: versionOf('better-sqlite3') } };
}

const loaded = load();

/** The better-sqlite3 Database class of the chosen driver (the same API and types in 12 and 13). */
export const Database: typeof BetterSqlite3 = loaded.Database;
export type Database = BetterSqlite3.Database;
export type Statement = BetterSqlite3.Statement;
/** Which driver this process uses. */
export const sqliteDriver: Readonly<SqliteDriver> = Object.freeze(loaded.driver);

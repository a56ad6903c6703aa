// The PostgreSQL schema of the service database, derived from its one declaration (src/store/schema.ts): every table,
// column, key and index is read from the SQLite tables and built again here in PostgreSQL's terms, so the two cannot
// drift. `npm run db:generate` turns a change of src/store/schema.ts into drizzle/ and drizzle-pg/ migrations;
// test/store/migrations.test.ts fails when either is missing, test/store/pg-schema.test.ts compares the migrated databases.
//
// The dialect's differences, all of them here (SQLite -> PostgreSQL):
// - integer -> bigint, read as a JS number (ms-epoch times, counters and ids all fit); the AUTOINCREMENT keys are
//   identity columns BY DEFAULT, so an explicit id can still be inserted. The boolean-mode integers (no_booking,
//   raw_truncated, sender_unknown) stay 0/1 bigints: the store writes and reads them as numbers on SQLite too.
// - text -> text COLLATE "C": SQLite compares and sorts text byte by byte (BINARY); a database's default collation
//   (e.g. en_US.UTF-8) would order ORDER BY status / task / reason differently. Enum-typed texts stay plain text.
// - real -> double precision; blob -> bytea.
// - strftime('%Y-%m-%dT%H:%M:%fZ','now') -> the same ISO-8601 text with milliseconds, from statement_timestamp()
//   (SQLite's 'now' is fixed per statement; now() would be fixed per transaction).
// - an index key `${column} DESC` -> column.desc(); a partial index's WHERE is kept as written (it names columns only).
// Anything else the SQLite declaration uses (another column type, an expression index, a column-level UNIQUE) has no
// mapping yet: importing this module throws, naming the table and column, rather than building a different table.
import { getTableColumns, is, sql, SQL, StringChunk } from 'drizzle-orm';
import {
  bigint,
  customType,
  doublePrecision,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  uniqueIndex,
  type ExtraConfigColumn,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import { getTableConfig, SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as lite from '../schema.js';

/** Text compared byte by byte, as SQLite's BINARY collation does. */
const text = customType<{ data: string; driverData: string }>({ dataType: () => 'text COLLATE "C"' });

/** SQLite's blob: Buffer in, Buffer out (pg returns bytea as a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** SQLite's integer: int8, read as a number. */
const integer = (name: string) => bigint(name, { mode: 'number' });

const now = sql`to_char(statement_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// A table built at run time: its columns are not known to the type system (nothing queries through it; the store's
// typed queries use the SQLite tables, and its SQL text runs on both engines).
type AnyPgTable = PgTableWithColumns<any>;

function unmapped(what: string): never {
  throw new Error(`src/store/pg/schema.ts: no PostgreSQL mapping for ${what}; add it to the dialect's differences there`);
}

/** What column() does with any of the builders below (each has these, with narrower types). */
interface Builder extends PgColumnBuilderBase {
  notNull(): Builder;
  default(value: unknown): Builder;
  primaryKey(): Builder;
}

/** One SQLite column in PostgreSQL's terms: its type, then NOT NULL, DEFAULT and PRIMARY KEY as declared. */
function column(table: string, c: SQLiteColumn): PgColumnBuilderBase {
  const at = `${table}.${c.name}`;
  if (c.isUnique) unmapped(`the column-level UNIQUE of ${at} (declare a uniqueIndex)`);
  if (c.generated) unmapped(`the generated column ${at}`);
  // AUTOINCREMENT: generated when omitted, never reused; an explicit id is still accepted (copy-to-postgres).
  if (lite.isAutoIncrement(c)) {
    if (c.columnType !== 'SQLiteInteger' || !c.primary) unmapped(`the AUTOINCREMENT key ${at}`);
    return integer(c.name).primaryKey().generatedByDefaultAsIdentity();
  }
  const types: Record<string, (name: string) => PgColumnBuilderBase> = {
    SQLiteText: text,
    SQLiteInteger: integer,
    SQLiteBoolean: integer,
    SQLiteReal: doublePrecision,
    SQLiteBlobBuffer: bytea,
  };
  const type = types[c.columnType] ?? unmapped(`the ${c.columnType} column ${at}`);
  let b = type(c.name) as Builder;
  if (c.notNull && !c.primary) b = b.notNull();
  if (c.hasDefault) b = b.default(defaultOf(at, c.default));
  if (c.primary) b = b.primaryKey();
  return b;
}

function defaultOf(at: string, d: unknown): unknown {
  if (d === lite.nowIso) return now;
  // drizzle's boolean mode writes DEFAULT false / true: SQLite stores 0 / 1, and so does the bigint here.
  if (typeof d === 'boolean') return d ? 1 : 0;
  if (typeof d === 'number' || typeof d === 'string') return d;
  return unmapped(`the default of ${at}`);
}

/** An index key: a column, or `${column} ASC|DESC` (SQLite's columns have no .desc()). */
function indexKey(table: string, name: string, key: unknown, columns: Record<string, ExtraConfigColumn>): Partial<ExtraConfigColumn> {
  const pgColumn = (c: SQLiteColumn) => columns[keyOf(c)];
  if (is(key, SQLiteColumn)) return pgColumn(key);
  if (is(key, SQL)) {
    const parts = key.queryChunks.filter((q) => !(is(q, StringChunk) && q.value.join('').trim() === ''));
    const [col, order] = parts;
    const direction = is(order, StringChunk) ? order.value.join('').trim().toUpperCase() : undefined;
    if (parts.length === 2 && is(col, SQLiteColumn) && (direction === 'DESC' || direction === 'ASC')) {
      return direction === 'DESC' ? pgColumn(col).desc() : pgColumn(col).asc();
    }
  }
  return unmapped(`a key of the index ${name} on ${table} (only columns, ASC or DESC)`);
}

/** The JS key of a SQLite column in its table (PostgreSQL's table is built with the same keys). */
function keyOf(c: SQLiteColumn): string {
  const entry = Object.entries(getTableColumns(c.table)).find(([, col]) => col === c);
  return entry ? entry[0] : unmapped(`the column ${c.name} (not found in its table)`);
}

const built = new Map<SQLiteTable, AnyPgTable>();

/** The PostgreSQL table of one SQLite table: same name, columns (and their JS keys), keys and indexes. */
function derive(source: SQLiteTable): AnyPgTable {
  const done = built.get(source);
  if (done) return done;
  const config = getTableConfig(source);
  const columns = Object.fromEntries(Object.entries(getTableColumns(source)).map(([key, c]) => [key, column(config.name, c)]));
  const table: AnyPgTable = pgTable(config.name, columns, (extra) => {
    const t = extra as unknown as Record<string, ExtraConfigColumn>;
    const cols = (list: SQLiteColumn[], of: Record<string, PgColumn> = t) => list.map((c) => of[keyOf(c)]) as [PgColumn, ...PgColumn[]];
    return [
      ...config.primaryKeys.map((pk) => primaryKey({ columns: cols(pk.columns) })),
      ...config.foreignKeys.map((fk) => {
        if (fk.onDelete || fk.onUpdate) unmapped(`the ON DELETE / ON UPDATE of a foreign key of ${config.name}`);
        const ref = fk.reference();
        const parent = derive(ref.foreignTable as SQLiteTable);
        return foreignKey({ columns: cols(ref.columns as SQLiteColumn[]), foreignColumns: cols(ref.foreignColumns as SQLiteColumn[], parent) });
      }),
      ...config.indexes.map(({ config: ix }) => {
        const [first, ...rest] = ix.columns.map((k) => indexKey(config.name, ix.name, k, t));
        const on = (ix.unique ? uniqueIndex(ix.name) : index(ix.name)).on(first, ...rest);
        return ix.where ? on.where(ix.where) : on;
      }),
    ];
  });
  if (config.checks.length) unmapped(`the CHECK constraints of ${config.name}`);
  built.set(source, table);
  return table;
}

// One export per table: drizzle-kit reads the module's exported tables. A table of src/store/schema.ts missing here
// stops this module at import (below).
export const accounts = derive(lite.accounts);
export const apiKeys = derive(lite.apiKeys);
export const submissions = derive(lite.submissions);
export const traceOutcomes = derive(lite.traceOutcomes);
export const bookings = derive(lite.bookings);
export const bookingHistory = derive(lite.bookingHistory);
export const jobs = derive(lite.jobs);
export const hotelContacts = derive(lite.hotelContacts);
export const hotelReplies = derive(lite.hotelReplies);
export const serviceSecrets = derive(lite.serviceSecrets);
export const escalations = derive(lite.escalations);
export const webhookEndpoints = derive(lite.webhookEndpoints);
export const webhookEvents = derive(lite.webhookEvents);
export const webhookDeliveries = derive(lite.webhookDeliveries);
export const mailMessages = derive(lite.mailMessages);
export const mailLinks = derive(lite.mailLinks);
export const mailFailedAddresses = derive(lite.mailFailedAddresses);
export const settledReviews = derive(lite.settledReviews);

for (const t of Object.values(lite)) {
  if (is(t, SQLiteTable) && !built.has(t)) throw new Error(`src/store/pg/schema.ts builds no PostgreSQL table ${getTableConfig(t).name}: export it there (export const … = derive(lite.…))`);
}

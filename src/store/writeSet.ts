// Writing a write set (issue 26, the set-based hot path): the rows of one table go in together. On PostgreSQL that is
// one statement per table, each column's values one array parameter (`unnest`), and a statement whose result nobody
// reads waits for the transaction's next round trip (its COMMIT at the latest): a whole set costs one trip through the
// bridge. On SQLite the same rows go through one prepared statement each, in the caller's transaction: SQLite runs in
// the caller's thread, there is no round trip to save.
import type { Db } from './db.js';
import { PgDatabase, type RowOrder } from './pg/database.js';

export type PgType = 'text' | 'bigint' | 'float8';

/** One column of a set: its name, its PostgreSQL array type, and its value in a row. */
export interface SetColumn<R> {
  name: string;
  type: PgType;
  value(row: R): unknown;
}

/** The PostgreSQL connection under a store connection, or undefined on SQLite. */
export const pgClient = (db: Db): PgDatabase | undefined => (db.$client instanceof PgDatabase ? db.$client : undefined);

/**
 * `unnest($n::type[], …) WITH ORDINALITY AS u(name, …, ord)`: the rows of a set, one array parameter per column, from
 * parameter `first` on; `ord` numbers the rows in order (ORDER BY ord keeps it, e.g. for identity ids).
 */
export function unnestRows<R>(columns: SetColumn<R>[], first = 1): string {
  return `unnest(${columns.map((c, i) => `$${first + i}::${c.type}[]`).join(', ')}) WITH ORDINALITY AS u(${columns.map((c) => c.name).join(', ')}, ord)`;
}

/**
 * The parameters of unnestRows: one array per column, in column order, each as PostgreSQL's array literal
 * (pgArrayLiteral) where its values allow, else the values themselves (`pg` then writes the literal).
 */
export function columnArrays<R>(columns: SetColumn<R>[], rows: R[]): unknown[] {
  return columns.map((c) => {
    const values = rows.map((r) => c.value(r) ?? null);
    return pgArrayLiteral(values) ?? values;
  });
}

/** A character JSON.stringify writes otherwise than PostgreSQL's array literal would: a control character, a surrogate. */
const NOT_AS_JSON = /[\u0000-\u001f\ud800-\udfff]/;

/**
 * `values` (strings, finite numbers and nulls) as PostgreSQL's array literal, `{"a","b \\"c\\"",NULL,1}`, or undefined
 * for any other value (the caller sends the array itself, and `pg` writes it). The literal `pg` would write, made
 * faster: `pg` escapes each element with two global replaces and grows the literal one element at a time (a rope of
 * thousands of pieces), in the thread that sends it: on 2,000 bench bookings' JSON, 64-68 us per booking against 7-8
 * for this (a script, load average 13; bench/RESULTS.md, "addBookings on PostgreSQL, stop 11"), and the queue's bridge
 * thread spent 3-14 us per accepted booking in it under the addBookings load. An element is quoted as JSON.stringify quotes a string (a backslash
 * before each `"` and `\\`, what PostgreSQL reads back) unless it holds a character JSON escapes otherwise (a control
 * character, a surrogate: split and joined then), and the literal is joined once. It also crosses the bridge's
 * port as one string instead of an array of them.
 */
export function pgArrayLiteral(values: unknown[]): string | undefined {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null) parts[i] = 'NULL';
    else if (typeof v === 'string') parts[i] = NOT_AS_JSON.test(v) ? `"${v.split('\\').join('\\\\').split('"').join('\\"')}"` : JSON.stringify(v);
    else if (typeof v === 'number' && Number.isFinite(v)) parts[i] = String(v);
    else return undefined;
  }
  return `{${parts.join(',')}}`;
}

/** PostgreSQL: a statement of the set whose result is read (ids, a count), run now with the writes deferred before it. */
export function pgRun(db: Db, sql: string, params: unknown[]): { rows: unknown[]; rowCount: number } {
  return pgClient(db)!.queryNative(sql, params);
}

/** PostgreSQL: a statement of the set whose result nobody reads, sent with the transaction's next round trip. */
export function pgDefer(db: Db, sql: string, params: unknown[]): void {
  pgClient(db)!.deferNative(sql, params);
}

/**
 * PostgreSQL, inside a group commit's transaction (writes deferred, as runUnread): the row joins the set statement of
 * this key waiting for the next round trip (one INSERT for the whole group); false elsewhere (the caller writes it
 * with its own statement).
 */
export function deferSetRow<R>(db: Db, key: string, sql: string, columns: SetColumn<R>[], row: R, order?: RowOrder): boolean {
  return pgClient(db)?.deferRow(key, sql, (rows: R[]) => columnArrays(columns, rows), row, order) ?? false;
}

/**
 * Runs fn (inside the caller's transaction) with the rows it writes gathered per table: on PostgreSQL each store
 * function that writes a row through deferSetRow adds it to its table's set statement, and the sets go out together
 * in one round trip when fn returns (a failing one throws here, in the caller's savepoint). The rows keep their order
 * where it matters (RowOrder), and a statement whose result is read sends the sets gathered before it first. On
 * SQLite fn runs as it is: each row is its own prepared statement, in the caller's thread.
 */
export function gatherRows<T>(db: Db, fn: () => T): T {
  const pg = pgClient(db);
  if (pg) return pg.gatherRows(fn);
  // SQLite: a scope for what the rows' writes may read once for all of them (sqliteScope), nested calls sharing it.
  const client = db.$client;
  if (sqliteScopes.has(client)) return fn();
  sqliteScopes.set(client, {});
  try {
    return fn();
  } finally {
    sqliteScopes.delete(client);
  }
}

/** Per SQLite connection, the object of the gatherRows() running (a tick's final writes, a claim's preparations). */
const sqliteScopes = new WeakMap<object, object>();

/**
 * SQLite: one object per gatherRows() while it runs, else undefined. It lasts one transaction (or savepoint) of the
 * one writer: what a write reads under it (an account's webhook endpoints) stays true until it ends, unless the same
 * transaction changes it.
 */
export const sqliteScope = (db: Db): object | undefined => sqliteScopes.get(db.$client);

/** Inside gatherRows on PostgreSQL (or a group commit's deferred transaction): rows written through deferSetRow wait. */
export const gathersRows = (db: Db): boolean => pgClient(db)?.gathersRows ?? false;

/** One object per gatherRows() on PostgreSQL, while it runs (what its writes may keep until it ends); else undefined. */
export const rowScope = (db: Db): object | undefined => pgClient(db)?.rowScope;

/** Per connection: ids drawn from a table's sequence ahead of their rows (nextIds). */
const drawn = new WeakMap<object, Map<string, number[]>>();
const IDS_AHEAD = 512;

/**
 * PostgreSQL: the id of a row to insert, drawn from its table's sequence ahead (IDS_AHEAD at a time, one round trip,
 * which also sends the sets gathered so far: rarely, since each cuts the tick's sets in two), so a row whose id another
 * row needs (a delivery's job) can wait in a set instead of making its INSERT … RETURNING id a round trip of its own.
 * Ids are never given twice (a sequence is not rolled back); unused ones are a gap.
 */
export function nextId(db: Db, table: string): number {
  const client = pgClient(db)!;
  let tables = drawn.get(client);
  if (!tables) drawn.set(client, (tables = new Map()));
  let ids = tables.get(table);
  if (!ids?.length) {
    const r = client.queryNative("SELECT nextval(pg_get_serial_sequence($1, 'id')) AS id FROM generate_series(1, $2::int)", [table, IDS_AHEAD]);
    ids = (r.rows as { id: number }[]).map((x) => Number(x.id)).sort((a, b) => b - a);
    tables.set(table, ids);
  }
  return ids.pop()!;
}

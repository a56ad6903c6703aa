// Writing a write set (issue 26, the set-based hot path): the rows of one table go in together. On PostgreSQL that is
// one statement per table, each column's values one array parameter (`unnest`), and a statement whose result nobody
// reads waits for the transaction's next round trip (its COMMIT at the latest): a whole set costs one trip through the
// bridge. On SQLite the same rows go through one prepared statement each, in the caller's transaction: SQLite runs in
// the caller's thread, there is no round trip to save.
import type { Db } from './db.js';
import { PgDatabase } from './pg/database.js';

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

/** The parameters of unnestRows: one array per column, in column order. */
export function columnArrays<R>(columns: SetColumn<R>[], rows: R[]): unknown[][] {
  return columns.map((c) => rows.map((r) => c.value(r) ?? null));
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
export function deferSetRow<R>(db: Db, key: string, sql: string, columns: SetColumn<R>[], row: R): boolean {
  return pgClient(db)?.deferRow(key, sql, (rows: R[]) => columnArrays(columns, rows), row) ?? false;
}

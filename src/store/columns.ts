// Column lists for hand-written SQL: each column under its drizzle (camelCase) name, so rows match `$inferSelect`.
import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * `"col" AS "camelName", ...` for every column of the table (prefixed with `alias.` when given). Quoted: some
 * names are SQL keywords (`values`). Booleans and JSON stay as SQLite stores them (0/1, text).
 */
export function selectColumns(table: Table, alias?: string): string {
  const prefix = alias ? `${alias}.` : '';
  return Object.entries(getTableColumns(table))
    .map(([key, col]) => `${prefix}"${col.name}" AS "${key}"`)
    .join(', ');
}

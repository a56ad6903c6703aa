// The store's SQL, as written for SQLite, in PostgreSQL's terms. Only mechanical differences are translated here;
// anything that differs in meaning is written for each engine where the statement lives (see `bySql` in db.ts).
//   ?, @name                      -> $1, $2 … (a name used twice is one parameter)
//   AS camelCase                  -> AS "camelCase" (PostgreSQL folds unquoted names to lower case; AS BIGINT stays)
//   INSERT OR IGNORE INTO …       -> INSERT INTO … ON CONFLICT DO NOTHING
//   INSERT into a table with an identity id and no RETURNING -> … RETURNING id (better-sqlite3's lastInsertRowid)
import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as schema from '../schema.js';

export interface Translated {
  sql: string;
  /** For each $n, the name (@name) or position (?) of the value it takes. */
  params: (string | number)[];
  /** The statement returns rows (SELECT, or RETURNING). */
  returnsRows: boolean;
  /** RETURNING id was added: its value is lastInsertRowid, not a row of the caller's. */
  addedReturningId: boolean;
}

/**
 * Tables whose `id` the database generates, read from the one declaration (src/store/schema.ts): AUTOINCREMENT there,
 * an identity column on PostgreSQL (pg/schema.ts). Read from the SQLite tables, not from pg/schema.ts, so that opening a SQLite
 * database does not load drizzle's pg-core. copy-to-postgres moves their sequences on after a copy.
 */
export const IDENTITY_TABLES: ReadonlySet<string> = new Set(
  (Object.values(schema) as unknown[])
    .filter((t): t is SQLiteTable => is(t, SQLiteTable))
    .map((t) => getTableConfig(t))
    .filter((t) => t.columns.some((c) => c.name === 'id' && schema.isAutoIncrement(c)))
    .map((t) => t.name),
);

const cache = new Map<string, Translated>();

export function translate(source: string): Translated {
  let t = cache.get(source);
  if (!t) cache.set(source, (t = translateOnce(source)));
  return t;
}

function translateOnce(source: string): Translated {
  const params: (string | number)[] = [];
  const named = new Map<string, number>();
  let positional = 0;
  let out = '';
  let i = 0;
  const n = source.length;
  while (i < n) {
    const ch = source[i];
    // Strings, quoted names and comments pass unchanged.
    if (ch === "'" || ch === '"') {
      let j = i + 1;
      while (j < n) {
        if (source[j] === ch) {
          if (source[j + 1] === ch) j += 2;
          else break;
        } else j++;
      }
      out += source.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (ch === '-' && source[i + 1] === '-') {
      const j = source.indexOf('\n', i);
      const end = j < 0 ? n : j;
      out += source.slice(i, end);
      i = end;
      continue;
    }
    if (ch === '?') {
      params.push(positional++);
      out += `$${params.length}`;
      i++;
      continue;
    }
    if (ch === '@' && /[A-Za-z_]/.test(source[i + 1] ?? '')) {
      let j = i + 1;
      while (j < n && /[A-Za-z0-9_]/.test(source[j])) j++;
      const name = source.slice(i + 1, j);
      let k = named.get(name);
      if (k === undefined) {
        params.push(name);
        named.set(name, (k = params.length));
      }
      out += `$${k}`;
      i = j;
      continue;
    }
    out += ch;
    i++;
  }
  let sql = out.replace(/\bAS\s+([A-Za-z_][A-Za-z0-9_]*)\b/gi, (m, name: string) => (/[A-Z]/.test(name) && /[a-z]/.test(name) ? `AS "${name}"` : m));
  const insertOrIgnore = /^\s*INSERT\s+OR\s+IGNORE\s+INTO\b/i.test(sql);
  if (insertOrIgnore) {
    sql = sql.replace(/^\s*INSERT\s+OR\s+IGNORE\s+INTO\b/i, 'INSERT INTO');
    const returning = /\bRETURNING\b/i.exec(sql);
    sql = returning ? `${sql.slice(0, returning.index)}ON CONFLICT DO NOTHING ${sql.slice(returning.index)}` : `${sql} ON CONFLICT DO NOTHING`;
  }
  if (/^\s*INSERT\s+OR\s+REPLACE\b/i.test(sql)) throw new Error(`INSERT OR REPLACE has no PostgreSQL translation: ${source}`);
  const isSelect = /^\s*(SELECT|WITH|VALUES)\b/i.test(sql);
  let returnsRows = isSelect || /\bRETURNING\b/i.test(sql);
  let addedReturningId = false;
  const insertInto = /^\s*INSERT\s+INTO\s+"?([A-Za-z_][A-Za-z0-9_]*)"?/i.exec(sql);
  if (insertInto && !returnsRows && IDENTITY_TABLES.has(insertInto[1])) {
    sql += ' RETURNING "id"';
    returnsRows = true;
    addedReturningId = true;
  }
  return { sql, params, returnsRows, addedReturningId };
}

/** The values of one call, in $n order: better-sqlite3's calling conventions (positional values, or one object of names). */
export function bindValues(t: Translated, args: unknown[]): unknown[] {
  const flat = args.length === 1 && Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
  const object = flat.length >= 1 && isNamedObject(flat[0]) ? (flat[0] as Record<string, unknown>) : undefined;
  const rest = object ? flat.slice(1) : flat;
  return t.params.map((p) => toPg(typeof p === 'number' ? rest[p] : object?.[p]));
}

const isNamedObject = (v: unknown) => v !== null && typeof v === 'object' && !Buffer.isBuffer(v) && !(v instanceof Uint8Array) && !Array.isArray(v);

function toPg(v: unknown): unknown {
  if (v === undefined) return null;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'bigint') return v.toString();
  return v;
}

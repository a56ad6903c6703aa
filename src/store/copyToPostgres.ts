// `reconfirm copy-to-postgres`: a SQLite service database copied whole into an empty PostgreSQL database, for a
// service that outgrows one machine (docs/several-instances.md). The SQLite file is only read; the copy is
// one PostgreSQL transaction, checked table by table before it commits, so a copy cut short leaves nothing behind.
import pg from 'pg';
import { ReconfirmError } from '../domain/errors.js';
import type { Db } from './db.js';
import { IDENTITY_TABLES } from './pg/translate.js';
import { redact } from './pg/url.js';

export interface CopiedTable {
  table: string;
  rows: number;
}

export interface CopyReport {
  from: string;
  to: string;
  tables: CopiedTable[];
  /** Text values that held the NUL character (PostgreSQL's text cannot), copied with U+FFFD in its place. */
  nulReplaced: { table: string; column: string; rows: number }[];
}

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_PARAMS = 60_000;
/** And about this many bytes of values per INSERT (raw e-mails are up to 256 KB each; a message must stay under 1 GB). */
const MAX_BATCH_BYTES = 16 * 1024 * 1024;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The service's tables in the SQLite file (not SQLite's own, not drizzle's migration log), parents before children. */
function tablesInOrder(source: Db): string[] {
  const client = source.$client;
  const names = (client.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' ORDER BY name").all() as { name: string }[]).map((r) => r.name);
  const parents = new Map(names.map((n) => [n, (client.prepare(`SELECT "table" AS parent FROM pragma_foreign_key_list(?)`).all(n) as { parent: string }[]).map((r) => r.parent).filter((p) => p !== n)]));
  const ordered: string[] = [];
  const visit = (n: string, path: string[]) => {
    if (ordered.includes(n)) return;
    if (path.includes(n)) throw new Error(`internal: foreign keys form a cycle through ${[...path, n].join(' -> ')}`);
    for (const p of parents.get(n) ?? []) visit(p, [...path, n]);
    ordered.push(n);
  };
  names.forEach((n) => visit(n, []));
  return ordered;
}

/**
 * Copies every row of the SQLite service database at `source` into the PostgreSQL database at `url`, which must hold
 * reconfirm's tables (migrated to the same version) and no rows. Jobs lose their locks: no worker of the new database
 * holds them. Identity sequences continue after the copied ids.
 */
export async function copyToPostgres(source: Db, sourceName: string, url: string, progress: (line: string) => void = () => {}): Promise<CopyReport> {
  const tables = tablesInOrder(source);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columnsOf = new Map<string, Set<string>>();
    for (const r of (await client.query("SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()")).rows as { table_name: string; column_name: string }[]) {
      (columnsOf.get(r.table_name) ?? columnsOf.set(r.table_name, new Set()).get(r.table_name)!).add(r.column_name);
    }
    // Same tables and columns, or nothing is copied.
    const plan = tables.map((table) => {
      const columns = (source.$client.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).map((c) => c.name);
      const there = columnsOf.get(table);
      const missing = there ? columns.filter((c) => !there.has(c)) : columns;
      if (missing.length) {
        throw new ReconfirmError(
          'CONFIG_INVALID',
          `${redact(url)} has no ${there ? `column(s) ${missing.join(', ')} in table ${table}` : `table ${table}`}: the two databases are not on the same version of reconfirm. Run this version's \`reconfirm serve\` on each once (it migrates), then copy again`,
        );
      }
      return { table, columns };
    });
    const held: string[] = [];
    for (const { table } of plan) {
      // A fresh database records the one-time rewrites it had nothing for (service_secrets 'once:…', store/db.ts):
      // that is not data. The copy brings the source's own records instead.
      const rows = table === 'service_secrets' ? `SELECT 1 FROM ${quote(table)} WHERE name NOT LIKE 'once:%'` : `SELECT 1 FROM ${quote(table)}`;
      if ((await client.query(`SELECT EXISTS (${rows}) AS any`)).rows[0].any) held.push(table);
    }
    if (held.length) {
      throw new ReconfirmError(
        'CONFIG_INVALID',
        `${redact(url)} already holds data (in ${held.join(', ')}): copy-to-postgres fills an empty database only, so nothing was copied. Give it a new database (CREATE DATABASE …), or drop this one's tables if its data is not needed`,
      );
    }

    const report: CopyReport = { from: sourceName, to: redact(url), tables: [], nulReplaced: [] };
    await client.query('BEGIN');
    try {
      if (plan.some((p) => p.table === 'service_secrets')) await client.query("DELETE FROM service_secrets WHERE name LIKE 'once:%'");
      for (const { table, columns } of plan) {
        const perInsert = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
        const into = `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')})${IDENTITY_TABLES.has(table) ? ' OVERRIDING SYSTEM VALUE' : ''} VALUES `;
        const unlock = table === 'jobs' ? columns.map((c) => c === 'locked_by' || c === 'locked_at') : undefined;
        // A job held when the copy was made (ready = 2: a killed serve's, or one a stop gave up on) arrives unlocked, so
        // it must arrive claimable too: no claim looks for an unlocked job outside jobs_claim.
        const readyAt = table === 'jobs' ? columns.indexOf('ready') : -1;
        let rows = 0;
        let batch: unknown[][] = [];
        let batchBytes = 0;
        const nul = new Map<string, number>();
        const flush = async () => {
          if (!batch.length) return;
          const values: unknown[] = [];
          const tuples = batch.map((row) => `(${row.map((v) => (values.push(v), `$${values.length}`)).join(', ')})`);
          try {
            await client.query(into + tuples.join(', '), values);
          } catch (err) {
            throw new ReconfirmError('INTERNAL_ERROR', `copying table ${table} stopped near row ${rows - batch.length + 1}: ${(err as Error).message}; nothing was copied (the transaction rolled back)`);
          }
          batch = [];
          batchBytes = 0;
        };
        for (const row of source.$client.prepare(`SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)}`).raw().iterate() as Iterable<unknown[]>) {
          const values = row.map((v, i) => {
            if (unlock?.[i]) return null;
            if (i === readyAt && Number(v) === 2) return 1;
            if (typeof v === 'string') {
              batchBytes += v.length;
              // Written before NUL was refused at intake: PostgreSQL's text cannot hold it.
              if (v.includes('\u0000')) {
                nul.set(columns[i], (nul.get(columns[i]) ?? 0) + 1);
                return v.replaceAll('\u0000', '\ufffd');
              }
            } else if (v instanceof Uint8Array) batchBytes += v.length;
            return v;
          });
          batch.push(values);
          rows++;
          if (batch.length >= perInsert || batchBytes >= MAX_BATCH_BYTES) await flush();
        }
        await flush();
        // Counted again on the PostgreSQL side before anything commits.
        const copied = Number((await client.query(`SELECT count(*) AS n FROM ${quote(table)}`)).rows[0].n);
        if (copied !== rows) throw new ReconfirmError('INTERNAL_ERROR', `table ${table}: ${rows} rows read, ${copied} in PostgreSQL; nothing was copied (the transaction rolled back)`);
        if (IDENTITY_TABLES.has(table) && columns.includes('id')) {
          await client.query(`SELECT setval(pg_get_serial_sequence($1, 'id'), GREATEST((SELECT max(id) FROM ${quote(table)}), 1), (SELECT max(id) FROM ${quote(table)}) IS NOT NULL)`, [table]);
        }
        report.tables.push({ table, rows });
        for (const [column, n] of nul) report.nulReplaced.push({ table, column, rows: n });
        progress(`${table}: ${rows} row(s)`);
      }
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    }
    return report;
  } finally {
    await client.end().catch(() => {});
  }
}

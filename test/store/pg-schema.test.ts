// The PostgreSQL schema (drizzle-pg/, from src/store/pg/schema.ts, itself built from src/store/schema.ts) mirrors the
// SQLite one (drizzle/) table by table, column by column, key by key and index by index, as both stand after all their
// migrations: the store runs the same SQL on both, so a column that reaches one engine only must fail here (the
// migrations' own check is test/store/migrations.test.ts). Also SQLite's two-argument min/max on PostgreSQL, and the
// generated ids a copy to PostgreSQL carries on from.
import assert from 'node:assert/strict';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { getTableConfig as pgTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { getTableConfig as sqliteTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import pg from 'pg';
import { copyToPostgres } from '../../src/store/copyToPostgres.js';
import { openDatabase, type Db } from '../../src/store/db.js';
import { IDENTITY_TABLES } from '../../src/store/pg/translate.js';
import * as pgSchema from '../../src/store/pg/schema.js';
import * as sqliteSchema from '../../src/store/schema.js';
import { tempDir } from '../helpers.js';
import { startPostgres, type PgCluster } from '../support/postgres.js';

const PG_MIGRATIONS = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle-pg');

/** One engine's schema, in terms both share: SQLite's type names, columns by name, indexes by name. */
interface Shape {
  [table: string]: {
    columns: Record<string, { type: string; notNull: boolean; default: string | null; generatedKey: boolean }>;
    primaryKey: string[];
    foreignKeys: string[];
    indexes: Record<string, { unique: boolean; columns: string[]; where: string | null }>;
  };
}

/** PostgreSQL's type for each SQLite column type (src/store/pg/schema.ts). */
const PG_TYPE_CLASS: Record<string, string> = { bigint: 'integer', text: 'text', 'double precision': 'real', bytea: 'blob' };

/** A partial index's predicate without the spelling each engine adds: quotes, parentheses, case, spaces. */
const predicate = (p: string | null) => (p === null ? null : p.replace(/["`()]/g, '').replace(/\s+/g, ' ').trim().toLowerCase());

const ISO_NOW = 'the current time as ISO-8601 text with milliseconds';

function sqliteDefault(d: string | null): string | null {
  if (d === null) return null;
  if (d.replace(/^\((.*)\)$/, '$1') === "strftime('%Y-%m-%dT%H:%M:%fZ','now')") return ISO_NOW;
  // drizzle's boolean mode writes DEFAULT false / true: SQLite stores 0 / 1.
  if (d === 'false') return '0';
  if (d === 'true') return '1';
  return d;
}

function pgDefault(d: string | null): string | null {
  if (d === null) return null;
  if (/^to_char\(\(statement_timestamp\(\) AT TIME ZONE 'UTC'::text\), 'YYYY-MM-DD"T"HH24:MI:SS\.MS"Z"'::text\)$/.test(d)) return ISO_NOW;
  const literal = /^('(?:[^']|'')*')::text$/.exec(d);
  return literal ? literal[1] : d;
}

function sqliteShape(db: Db): Shape {
  const c = db.$client;
  const shape: Shape = {};
  const tables = c.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> '__drizzle_migrations'").all() as { name: string; sql: string }[];
  for (const { name: table, sql } of tables) {
    const info = c.prepare(`PRAGMA table_info("${table}")`).all() as { name: string; type: string; notnull: number; dflt_value: string | null; pk: number }[];
    const pk = info.filter((col) => col.pk > 0).sort((a, b) => a.pk - b.pk);
    const columns: Shape[string]['columns'] = {};
    for (const col of info) {
      // A lone INTEGER PRIMARY KEY is the rowid: generated when omitted (AUTOINCREMENT: never reused).
      const rowid = pk.length === 1 && col.pk === 1 && col.type.toLowerCase() === 'integer';
      columns[col.name] = { type: col.type.toLowerCase(), notNull: col.notnull === 1 || rowid, default: sqliteDefault(col.dflt_value), generatedKey: rowid && /AUTOINCREMENT/i.test(sql) };
    }
    const foreignKeys = (c.prepare(`PRAGMA foreign_key_list("${table}")`).all() as { table: string; from: string; to: string }[]).map((f) => `${f.from} -> ${f.table}(${f.to})`).sort();
    const indexes: Shape[string]['indexes'] = {};
    for (const ix of c.prepare(`PRAGMA index_list("${table}")`).all() as { name: string; unique: number; origin: string; partial: number }[]) {
      if (ix.origin !== 'c') continue; // the primary key's own index (compared as primaryKey)
      const cols = (c.prepare(`PRAGMA index_xinfo("${ix.name}")`).all() as { name: string; desc: number; key: number; seqno: number }[])
        .filter((x) => x.key === 1)
        .sort((a, b) => a.seqno - b.seqno)
        .map((x) => x.name + (x.desc ? ' DESC' : ''));
      const ddl = (c.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?").get(ix.name) as { sql: string }).sql;
      const where = ix.partial ? predicate(/\bWHERE\b([\s\S]*)$/i.exec(ddl)![1]) : null;
      indexes[ix.name] = { unique: ix.unique === 1, columns: cols, where };
    }
    shape[table] = { columns, primaryKey: pk.map((col) => col.name), foreignKeys, indexes };
  }
  return shape;
}

async function pgShape(client: pg.Client): Promise<Shape> {
  const shape: Shape = {};
  const tables = await client.query<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'");
  for (const { name: table } of tables.rows) {
    const cols = await client.query<{ name: string; type: string; nullable: string; dflt: string | null; identity: string; collation: string | null }>(
      `SELECT column_name AS name, data_type AS type, is_nullable AS nullable, column_default AS dflt, is_identity AS identity, collation_name AS collation
         FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1`,
      [table],
    );
    const columns: Shape[string]['columns'] = {};
    for (const col of cols.rows) {
      const type = PG_TYPE_CLASS[col.type] ?? `unmapped PostgreSQL type ${col.type}`;
      // SQLite compares text byte by byte (BINARY): so must every text column here, whatever the database's default.
      if (col.type === 'text') assert.equal(col.collation, 'C', `${table}.${col.name} is text without COLLATE "C"`);
      columns[col.name] = { type, notNull: col.nullable === 'NO', default: pgDefault(col.dflt), generatedKey: col.identity === 'YES' };
    }
    const keyColumns = async (kind: 'p' | 'f') =>
      (
        await client.query<{ name: string; cols: string[]; ref: string | null; refcols: string[] | null }>(
          `SELECT c.conname AS name,
                  array(SELECT a.attname FROM unnest(c.conkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.o)::text[] AS cols,
                  c.confrelid::regclass::text AS ref,
                  array(SELECT a.attname FROM unnest(c.confkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.o)::text[] AS refcols
             FROM pg_constraint c WHERE c.conrelid = $1::regclass AND c.contype = $2`,
          [`public."${table}"`, kind],
        )
      ).rows;
    const [pk] = await keyColumns('p');
    const foreignKeys = (await keyColumns('f')).map((f) => `${f.cols.join(',')} -> ${f.ref!.replace(/"/g, '')}(${f.refcols!.join(',')})`).sort();
    const ix = await client.query<{ name: string; unique: boolean; cols: string[]; pred: string | null }>(
      `SELECT ic.relname AS name, i.indisunique AS unique, pg_get_expr(i.indpred, i.indrelid) AS pred,
              array(SELECT pg_get_indexdef(i.indexrelid, k, true) || CASE WHEN i.indoption[k - 1] & 1 = 1 THEN ' DESC' ELSE '' END
                      FROM generate_series(1, i.indnkeyatts) k ORDER BY k)::text[] AS cols
         FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid
        WHERE i.indrelid = $1::regclass AND NOT i.indisprimary`,
      [`public."${table}"`],
    );
    const indexes: Shape[string]['indexes'] = {};
    for (const r of ix.rows) indexes[r.name] = { unique: r.unique, columns: r.cols.map((c) => c.replace(/"/g, '')), where: predicate(r.pred) };
    shape[table] = { columns, primaryKey: pk?.cols ?? [], foreignKeys, indexes };
  }
  return shape;
}

describe('the PostgreSQL schema mirrors the SQLite one', () => {
  const tmp = tempDir();
  let cluster: PgCluster | undefined;
  let client: pg.Client | undefined;
  let sqlite: Db | undefined;

  before(async () => {
    cluster = await startPostgres();
    client = new pg.Client({ connectionString: cluster.createDatabase('mirror') });
    await client.connect();
    await migrate(drizzle(client), { migrationsFolder: PG_MIGRATIONS });
    sqlite = openDatabase(join(tmp.dir, 'mirror.db'));
  });

  after(async () => {
    sqlite?.$client.close();
    await client?.end().catch(() => {});
    cluster?.stop();
    tmp.cleanup();
  });

  it('has the same tables, columns, types, nullability, defaults, keys and indexes after every migration of each engine', async () => {
    const lite = sqliteShape(sqlite!);
    const post = await pgShape(client!);
    assert.deepEqual(Object.keys(post).sort(), Object.keys(lite).sort(), 'the same tables');
    assert.ok(Object.keys(lite).length >= 17, 'every table of the service database is compared');
    for (const table of Object.keys(lite)) {
      assert.deepEqual(Object.keys(post[table].columns).sort(), Object.keys(lite[table].columns).sort(), `${table}: the same columns`);
      for (const col of Object.keys(lite[table].columns)) assert.deepEqual(post[table].columns[col], lite[table].columns[col], `${table}.${col}`);
      assert.deepEqual(post[table].primaryKey, lite[table].primaryKey, `${table}: the same primary key`);
      assert.deepEqual(post[table].foreignKeys, lite[table].foreignKeys, `${table}: the same foreign keys`);
      assert.deepEqual(post[table].indexes, lite[table].indexes, `${table}: the same indexes`);
    }
    // What the comparison rests on, seen once: a composite key, a partial index, a descending key, a foreign key.
    assert.deepEqual(lite.escalations.primaryKey, ['booking_pk', 'reason']);
    assert.deepEqual(lite.jobs.indexes.jobs_claim, { unique: false, columns: ['task', 'priority DESC', 'run_at', 'id'], where: 'ready = 1' });
    assert.deepEqual(lite.api_keys.foreignKeys, ['account_id -> accounts(id)']);
    assert.equal(lite.bookings.columns.id.generatedKey, true);
  });

  it('builds every table and column of src/store/schema.ts in src/store/pg/schema.ts', () => {
    const outline = (tables: { name: string; columns: { name: string; notNull: boolean }[] }[]) =>
      Object.fromEntries(tables.map((t) => [t.name, t.columns.map((c) => `${c.name}${c.notNull ? ' NOT NULL' : ''}`).sort()]).sort(([a], [b]) => String(a).localeCompare(String(b))));
    const lite = (Object.values(sqliteSchema) as unknown[]).filter((v) => v instanceof SQLiteTable).map((t) => sqliteTableConfig(t as SQLiteTable));
    const post = (Object.values(pgSchema) as unknown[]).filter((v) => v instanceof PgTable).map((t) => pgTableConfig(t as PgTable));
    assert.deepEqual(outline(post), outline(lite));
  });

  it('fills the text timestamp defaults in the same ISO-8601 form on both engines, and takes an explicit id for a generated key', async () => {
    sqlite!.$client.prepare("INSERT INTO accounts (id, name) VALUES ('a1', 'Lite')").run();
    await client!.query("INSERT INTO accounts (id, name) VALUES ('a1', 'Post')");
    const lite = (sqlite!.$client.prepare("SELECT created_at AS at FROM accounts WHERE id = 'a1'").get() as { at: string }).at;
    const post = (await client!.query<{ at: string }>("SELECT created_at AS at FROM accounts WHERE id = 'a1'")).rows[0].at;
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    assert.match(lite, iso);
    assert.match(post, iso);
    assert.ok(Math.abs(Date.parse(post) - Date.now()) < 60_000, `${post} is the current UTC time`);

    const row = { task: 't', payload: '{}', run_at: 1_900_000_000_000, created_at: 1_800_000_000_000 };
    await client!.query('INSERT INTO jobs (id, task, payload, run_at, created_at) VALUES (42, $1, $2, $3, $4)', [row.task, row.payload, row.run_at, row.created_at]);
    const { rows } = await client!.query<{ id: string; run_at: string; ready: string; backoff: string }>('SELECT id, run_at, ready, backoff FROM jobs WHERE id = 42');
    assert.deepEqual(rows, [{ id: '42', run_at: '1900000000000', ready: '1', backoff: 'exponential' }]);
  });

  it("has SQLite's two-argument min and max: NULL when either argument is NULL, beside the one-argument aggregates", async () => {
    const query = 'SELECT min(3, 2) AS a, max(3, 2) AS b, min(1, NULL) AS c, max(NULL, 1) AS d, min(1800000000000, 1900000000000) AS e';
    const lite = sqlite!.$client.prepare(query).get() as Record<string, number | null>;
    assert.deepEqual(lite, { a: 2, b: 3, c: null, d: null, e: 1_800_000_000_000 });
    const post = (await client!.query(query)).rows[0] as Record<string, string | null>;
    assert.deepEqual(post, { a: '2', b: '3', c: null, d: null, e: '1800000000000' });
    // The aggregates are untouched.
    const agg = (await client!.query('SELECT min(x) AS lo, max(x) AS hi FROM (VALUES (5), (4), (6)) v(x)')).rows[0];
    assert.deepEqual(agg, { lo: 4, hi: 6 });
    // As the store calls them (src/store/jobs.ts): a column, untyped parameters (node-postgres sends them as text).
    await client!.query('INSERT INTO jobs (task, payload, run_at, rerun_at, attempts, created_at) VALUES ($1, $2, $3, NULL, 0, $3)', ['m', '{}', 5000]);
    const store = (
      await client!.query<{ runAt: string; attempts: string }>(
        "SELECT min($1, coalesce(rerun_at, $1)) AS \"runAt\", max(attempts - 1, 0) AS attempts FROM jobs WHERE task = 'm'",
        [900],
      )
    ).rows[0];
    assert.deepEqual(store, { runAt: '900', attempts: '0' });
    const untyped = (await client!.query<{ v: string }>('SELECT min($1, $2) AS v', [10, 5])).rows[0].v;
    assert.equal(untyped, '5', 'two untyped parameters compare as numbers, not as text');
  });

  it('after copy-to-postgres, every table whose id the database generates carries on after the copied ids', async () => {
    const source = openDatabase(join(tmp.dir, 'copied.db'));
    const url = cluster!.createDatabase('copied');
    const target = new pg.Client({ connectionString: url });
    await target.connect();
    try {
      await migrate(drizzle(target), { migrationsFolder: PG_MIGRATIONS });
      // Exactly the tables whose id is an identity column on PostgreSQL, read from the migrated database.
      const identity = (await target.query<{ t: string }>("SELECT table_name AS t FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'id' AND is_identity = 'YES'")).rows.map((r) => r.t);
      assert.deepEqual([...IDENTITY_TABLES].sort(), identity.sort());
      // A row with a value in every column that must have one; `n` keeps the unique keys of two rows apart.
      const required = (table: string) =>
        (source.$client.prepare(`PRAGMA table_info("${table}")`).all() as { name: string; type: string; notnull: number; dflt_value: string | null }[]).filter(
          (c) => c.name !== 'id' && c.notnull === 1 && c.dflt_value === null,
        );
      const value = (type: string, n: number) => (type === 'TEXT' ? `v${n}` : type === 'BLOB' ? Buffer.from([n]) : n);
      for (const table of identity) {
        const cols = required(table);
        source.$client.prepare(`INSERT INTO "${table}" (id${cols.map((c) => `, "${c.name}"`).join('')}) VALUES (41${', ?'.repeat(cols.length)})`).run(...cols.map((c) => value(c.type, 1)));
      }
      await copyToPostgres(source, 'copied.db', url);
      for (const table of identity) {
        const cols = required(table);
        const params = cols.map((_, i) => `$${i + 1}`).join(', ');
        const inserted = await target
          .query<{ id: string }>(`INSERT INTO "${table}" (${cols.map((c) => `"${c.name}"`).join(', ')}) VALUES (${params}) RETURNING id`, cols.map((c) => value(c.type, 2)))
          .catch((err: Error) => assert.fail(`${table}: a new row after the copy: ${err.message}`));
        assert.equal(inserted.rows[0].id, '42', `${table}: the next id follows the copied ones`);
      }
    } finally {
      source.$client.close();
      await target.end().catch(() => {});
    }
  });
});

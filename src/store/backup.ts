// Online backup of the SQLite database (SQLite's backup API) and a summary of what a database file holds.
import { chmodSync, closeSync, existsSync, linkSync, openSync, readFileSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ReconfirmError } from '../domain/errors.js';
import { openDatabase, type Db } from './db.js';
import { Database } from './sqliteDriver.js';

export interface DatabaseSummary {
  file: string;
  bytes: number;
  /** Bookings by ReconfirmationStatus. */
  bookings: Record<string, number>;
  keys: { active: number; total: number };
  endpoints: number;
  /** Waiting jobs by task; `due` of them have their time come (the rest are planned for later). */
  jobs: { waiting: number; due: number; parked: number; byTask: Record<string, number> };
  /** The newest migration applied (the schema version), e.g. 0004_one_schedule. */
  schema: string | null;
}

/** What a database holds, counted from the file itself. */
export function summarizeDatabase(db: Db, file: string, now = Date.now()): DatabaseSummary {
  const c = db.$client;
  const bookings: Record<string, number> = {};
  for (const r of c.prepare('SELECT status, count(*) AS n FROM bookings GROUP BY status ORDER BY status').all() as { status: string; n: number }[]) bookings[r.status] = r.n;
  const keys = c.prepare('SELECT count(*) AS total, coalesce(sum(revoked_at IS NULL AND (expires_at IS NULL OR expires_at > ?)), 0) AS active FROM api_keys').get(new Date(now).toISOString()) as { total: number; active: number };
  const endpoints = (c.prepare('SELECT count(*) AS n FROM webhook_endpoints WHERE removed_at IS NULL').get() as { n: number }).n;
  const byTask: Record<string, number> = {};
  for (const r of c.prepare('SELECT task, count(*) AS n FROM jobs WHERE failed_at IS NULL GROUP BY task ORDER BY task').all() as { task: string; n: number }[]) byTask[r.task] = r.n;
  const j = c.prepare('SELECT coalesce(sum(failed_at IS NULL), 0) AS waiting, coalesce(sum(failed_at IS NULL AND run_at <= ?), 0) AS due, coalesce(sum(failed_at IS NOT NULL), 0) AS parked FROM jobs').get(now) as {
    waiting: number;
    due: number;
    parked: number;
  };
  const page = c.pragma('page_size', { simple: true }) as number;
  const pages = c.pragma('page_count', { simple: true }) as number;
  const migrations = c.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
  const last = migrations ? (c.prepare('SELECT max(created_at) AS at FROM __drizzle_migrations').get() as { at: number | null }).at : null;
  return { file, bytes: page * pages, bookings, keys, endpoints, jobs: { ...j, byTask }, schema: last === null ? null : migrationTag(Number(last)) };
}

/** The name of the migration drizzle recorded with this time (its journal's `when`), e.g. 0004_one_schedule. */
function migrationTag(when: number): string {
  const journal = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle/meta/_journal.json');
  const { entries } = JSON.parse(readFileSync(journal, 'utf8')) as { entries: { when: number; tag: string }[] };
  return entries.find((e) => e.when === when)?.tag ?? `newer than this version (${new Date(when).toISOString()})`;
}

/**
 * Copies the database at `source` to `target` while other connections (a running `serve`) keep writing. The copy is
 * one consistent snapshot: the pages go over in a single step, which SQLite restarts if a write lands in between.
 * It is written to a temporary file beside the target and renamed into place, so a failed backup leaves no half
 * file and, with `force`, the previous backup stays until the new one is whole. A folder as `target` gets a dated
 * file inside it. Every file written holds guest data, so each is created 0600 (issue 28).
 */
export async function backupDatabase(source: string, target: string, opts: { force?: boolean; now?: Date } = {}): Promise<DatabaseSummary> {
  const from = resolve(source);
  const dated = isFolderTarget(target);
  let to = backupTarget(target, opts.now ?? new Date());
  if (!existsSync(from)) throw new ReconfirmError('NOT_FOUND', `no database at ${from}; pass the one \`serve\` uses with --db`);
  // A dated name already taken (another backup in the same second) is no refusal: place() takes the next free one.
  if (!dated && existsSync(to)) {
    if (realpathSync(to) === realpathSync(from)) throw new ReconfirmError('USAGE', `the backup file ${to} is the database itself; choose another file`);
    if (statSync(to).isDirectory()) throw new ReconfirmError('USAGE', `${to} is a folder; give a file name, or the folder alone to get a dated file inside it`);
    if (!opts.force) throw new ReconfirmError('USAGE', `${to} already exists; choose another file, or pass --force to replace it`);
  }
  if (!existsSync(dirname(to))) throw new ReconfirmError('USAGE', `the directory ${dirname(to)} does not exist`);
  if (!statSync(dirname(to)).isDirectory()) throw new ReconfirmError('USAGE', `${dirname(to)} is a file, not a folder; choose a file in a folder`);
  // Opening through openDatabase refuses a database newer than this binary; migrate: false copies it as it is.
  const db = openDatabase(from, { migrate: false });
  const partial = join(dirname(to), `.${basename(to)}.partial-${process.pid}`);
  const removePartial = () => {
    for (const ext of ['', '-wal', '-shm', '-journal']) rmSync(partial + ext, { force: true });
  };
  // A Ctrl-C while the pages are copied must not leave a hidden copy of every guest behind.
  const onSignal = (signal: NodeJS.Signals) => {
    removePartial();
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    removePartial();
    // SQLite keeps the mode of an existing file (and gives it to the -wal and -shm), so the copy is born 0600.
    closeSync(openSync(partial, 'wx', 0o600));
    try {
      await db.$client.backup(partial, { progress: () => 0x7fffffff });
    } catch (err) {
      throw new ReconfirmError('INTERNAL_ERROR', `backup of ${from} failed: ${(err as Error).message}`, { cause: err });
    } finally {
      db.$client.close();
    }
    const copy = new Database(partial);
    try {
      const check = copy.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new ReconfirmError('INTERNAL_ERROR', `the copy of ${from} failed SQLite's check (${String(check)}); nothing was written to ${to}`);
      // One self-contained file: the copy's log goes into it before it is renamed into place.
      copy.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      copy.close();
    }
    chmodSync(partial, 0o600);
    to = place(partial, to, dated);
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    removePartial();
  }
  for (const ext of ['-wal', '-shm']) rmSync(to + ext, { force: true });
  const done = openDatabase(to, { migrate: false });
  try {
    return summarizeDatabase(done, to);
  } finally {
    done.$client.close();
  }
}

/** A folder (existing, or written with a trailing slash): the backup gets a dated file inside it. */
const isFolderTarget = (target: string) => /[\\/]$/.test(target) || (existsSync(resolve(target)) && statSync(resolve(target)).isDirectory());

/**
 * Puts the finished copy in place. A dated file is linked under a name nobody holds yet (a link fails where a file
 * exists, so two backups at once never take one name); a named file is renamed over (--force, checked before).
 */
function place(partial: string, to: string, dated: boolean): string {
  if (!dated) {
    renameSync(partial, to);
    return to;
  }
  const base = to.replace(/\.db$/, '');
  for (let n = 2, file = to; ; file = `${base}-${n++}.db`) {
    try {
      linkSync(partial, file);
      rmSync(partial, { force: true });
      return file;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || n > 1000) throw e;
    }
  }
}

/** The file a backup goes to: `target` itself, or for a folder (existing, or written with a trailing slash) a dated file inside it. */
export function backupTarget(target: string, now: Date): string {
  const full = resolve(target);
  if (!isFolderTarget(target)) return full;
  const stamp = now.toISOString().slice(0, 19).replace(/:/g, '').replace('T', '-');
  // Two backups in one second get their own files: a dated name never replaces an earlier copy.
  for (let n = 1; ; n++) {
    const file = join(full, `reconfirm-${stamp}${n > 1 ? `-${n}` : ''}.db`);
    if (!existsSync(file)) return file;
  }
}

// The service thread's accepting path on PostgreSQL (issue 26): an asynchronous `pg` Pool of a few connections, with
// no bridge thread and no Atomics on its way. An API call's key check and the group commit of accepted calls run here,
// side by side on several connections; everything else of the store still goes through the synchronous bridge
// (bridge.ts), one request at a time (docs/runtime.md, "On PostgreSQL").
//
// Promises kept here: a statement that failed on a broken connection fails, and nothing of its transaction runs on
// another connection (a `pg` client never reconnects: a broken one answers every later query with an error, and is
// destroyed when given back); a COMMIT (or a single statement's implicit commit) whose answer never came is
// CommitOutcomeUnknown, never taken as rolled back.
import { createRequire } from 'node:module';
import type pg from 'pg';
import { bindValues, translate } from './translate.js';
import { CommitOutcomeUnknown, PgDatabase } from './database.js';
import { PgError } from './bridge.js';

/** `pg`, loaded when a pool opens: the store's modules load this one on SQLite too, and the CLI's start stays short. */
const load = (): typeof pg => createRequire(import.meta.url)('pg') as typeof pg;

/**
 * One name per statement text, the same on every connection: PostgreSQL parses and plans each once per connection.
 * A group commit's text depends on its number of rows; past MAX_NAMES texts the others are sent unnamed (parsed each
 * time), so that a connection does not keep statements without end.
 */
const names = new Map<string, string>();
const MAX_NAMES = 256;
const nameOf = (sql: string): string | undefined => {
  let name = names.get(sql);
  if (!name && names.size < MAX_NAMES) names.set(sql, (name = `p${names.size}`));
  return name;
};

/** The default size (config `databasePoolSize`): connections of the accepting path, besides the bridge's one. */
export const DEFAULT_POOL_SIZE = 4;

/** An error PostgreSQL answered (an SQLSTATE): the statement, and an implicit transaction around it, surely failed. */
const answered = (err: unknown): boolean => typeof (err as { code?: unknown })?.code === 'string' && /^[0-9A-Z]{5}$/.test((err as { code: string }).code);
/**
 * The server ended the connection under the statement (an administrator's pg_terminate_backend, a fast or crash
 * shutdown): 57P01 admin_shutdown, 57P02 crash_shutdown. Answered, but the statement's connection is gone with it.
 */
const connectionEnded = (err: unknown): boolean => ['57P01', '57P02'].includes((err as { code?: string })?.code ?? '');

/** A `pg` error as the store's PgError (its SQLSTATE kept as `code`). */
const asPgError = (err: unknown): PgError => {
  if (err instanceof PgError) return err;
  const e = err as { message?: string; code?: string; detail?: string };
  return new PgError(e?.message ?? String(err), typeof e?.code === 'string' ? e.code : undefined, e?.detail);
};

export interface PoolOptions {
  size?: number;
  applicationName?: string;
  /** idle_in_transaction_session_timeout on every connection (as the bridge's: runtime.ts idleInTransactionMs). */
  idleInTransactionMs?: number;
}

export class PgPool {
  readonly pool: pg.Pool;
  /** How many connections it opens at most. */
  readonly size: number;
  private ended = false;

  constructor(
    readonly url: string,
    opts: PoolOptions = {},
  ) {
    // Set at connection, in the startup packet (no round trip of their own): every statement planned with its values
    // (as the bridge's connections), and a transaction left idle ended by the server.
    this.size = opts.size ?? DEFAULT_POOL_SIZE;
    const settings = ['-c plan_cache_mode=force_custom_plan'];
    if (opts.idleInTransactionMs) settings.push(`-c idle_in_transaction_session_timeout=${Math.max(1, Math.round(opts.idleInTransactionMs))}`);
    const driver = load();
    // int8 (counts, ids, ms-epoch times) and numeric as JS numbers, as the bridge (bridgeWorker.ts) and SQLite give them.
    const types = { getTypeParser: (oid: number, format?: string) => (oid === 20 || oid === 1700 ? Number : driver.types.getTypeParser(oid, format as 'text')) };
    // The submissions' payloads (the JSON of up to a batch of bookings, some 80 KB for 100) are compressed by
    // PostgreSQL as they are stored (TOAST): with lz4 instead of the default pglz, the server spent 1.7-1.8 ms of CPU
    // per 100-booking payload where it spent 2.2-2.4 (bench/RESULTS.md, "addBookings on PostgreSQL, stop 11"), and
    // reads it back faster. Set on each new connection before the pool hands it out (a query sent beside the caller's,
    // as the pool's 'connect' event allows, is one pg deprecates and pg 9 refuses: "Calling client.query() when the
    // client is already executing a query"); a server without lz4 (built without it, or before PostgreSQL 14)
    // refuses the setting and keeps pglz: nothing else changes. Not a startup option: such a server would refuse the
    // connection itself.
    class Client extends driver.Client {
      // @ts-expect-error: pg types connect() as two overloads; this is both (the pool calls it with a callback).
      connect(callback?: (err?: Error) => void): Promise<void> | void {
        const ready = super.connect().then(() => this.query('SET default_toast_compression = lz4').then(() => undefined, () => undefined));
        if (!callback) return ready;
        ready.then(() => callback(), (err: Error) => callback(err));
      }
    }
    this.pool = new driver.Pool({
      Client: Client as unknown as typeof driver.Client,
      connectionString: url,
      max: this.size,
      application_name: opts.applicationName ?? 'reconfirm intake',
      options: settings.join(' '),
      types,
      idleTimeoutMillis: 30_000,
    });
    // An idle connection that broke is dropped by the pool; the next query opens another.
    this.pool.on('error', () => {});
  }

  /** The connections open now (idle and in use). */
  get connections(): number {
    return this.pool.totalCount;
  }

  /** A statement in PostgreSQL's terms ($1 …), prepared by name on each connection, outside a transaction. */
  async query<R = unknown>(sql: string, params: unknown[]): Promise<{ rows: R[]; rowCount: number }> {
    try {
      const r = await this.pool.query({ name: nameOf(sql), text: sql, values: params });
      return { rows: r.rows as R[], rowCount: r.rowCount ?? 0 };
    } catch (err) {
      throw asPgError(err);
    }
  }

  /** A statement of the store as written for SQLite (?, @name), translated as the bridge's are (translate.ts). */
  async queryStore<R = unknown>(source: string, args: unknown[]): Promise<R[]> {
    const t = translate(source);
    return (await this.query<R>(t.sql, bindValues(t, args))).rows;
  }

  /**
   * A read of the store (as queryStore), sent again on another connection when its connection broke before
   * PostgreSQL answered: the pool can hand out an idle connection whose close it has not yet heard of (the server
   * ended it, the socket reset), and a read has nothing to repeat. An API call's key check is one: without this, its
   * caller got a 500 for a connection it never chose. So is a read whose connection the server ended under it (an
   * administrator's pg_terminate_backend, a shutdown: 57P01, 57P02). Any other error PostgreSQL answered is thrown.
   */
  async readStore<R = unknown>(source: string, args: unknown[]): Promise<R[]> {
    const t = translate(source);
    const params = bindValues(t, args);
    const once = () => this.pool.query({ name: nameOf(t.sql), text: t.sql, values: params });
    // Each broken connection is dropped as it fails: at most one try per connection the pool may hold, and one new.
    for (let tries = 0; ; tries++) {
      try {
        return (await once()).rows as R[];
      } catch (err) {
        if ((answered(err) && !connectionEnded(err)) || this.ended || tries >= this.size) throw asPgError(err);
      }
    }
  }

  /**
   * One statement that writes, committed by itself (its implicit transaction): resolves once it is committed. An
   * error PostgreSQL answered is its PgError (rolled back); a statement without an answer (the connection broke)
   * is CommitOutcomeUnknown.
   */
  async commitStatement(sql: string, params: unknown[]): Promise<void> {
    try {
      await this.pool.query({ name: nameOf(sql), text: sql, values: params });
    } catch (err) {
      if (answered(err)) throw asPgError(err);
      throw new CommitOutcomeUnknown(err);
    }
  }

  /**
   * One transaction on one connection, each write in a savepoint of its own: a write that fails fails alone (its
   * result in the array), the others commit. A broken connection fails the whole transaction: its writes are never
   * sent elsewhere; the error is thrown (CommitOutcomeUnknown when the COMMIT got no answer).
   */
  async commitEach(writes: { sql: string; params: unknown[] }[]): Promise<(PgError | undefined)[]> {
    const client = await this.pool.connect();
    let broken: unknown;
    // A connection lost while the transaction holds it: its statements fail (below); without a listener the client's
    // 'error' event would end the thread.
    const lost = (err: Error) => (broken ??= err);
    client.on('error', lost);
    try {
      await client.query('BEGIN');
      const results: (PgError | undefined)[] = [];
      for (const w of writes) {
        await client.query('SAVEPOINT w');
        try {
          await client.query({ name: nameOf(w.sql), text: w.sql, values: w.params });
          await client.query('RELEASE w');
          results.push(undefined);
        } catch (err) {
          if (!answered(err)) throw err;
          await client.query('ROLLBACK TO w; RELEASE w');
          results.push(asPgError(err));
        }
      }
      try {
        await client.query('COMMIT');
      } catch (err) {
        if (answered(err)) throw asPgError(err);
        throw new CommitOutcomeUnknown(err);
      }
      return results;
    } catch (err) {
      broken = err;
      throw err instanceof CommitOutcomeUnknown ? err : asPgError(err);
    } finally {
      // A connection that failed is destroyed, never given to the next caller half inside a transaction.
      client.removeListener('error', lost);
      client.release(broken === undefined ? undefined : (broken as Error));
    }
  }

  async end(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    await this.pool.end();
  }
}

/** The accepting path's pool of a store connection on PostgreSQL (attached by the runtime: src/daemon/runtime.ts). */
const pools = new WeakMap<object, PgPool>();

/** Opens the pool of this PostgreSQL connection's database; the caller ends it (the runtime's teardown list). */
export function openPool(client: PgDatabase, opts: PoolOptions = {}): PgPool {
  const pool = new PgPool(client.name, opts);
  pools.set(client, pool);
  return pool;
}

/** Ends the pool opened for this connection, if any; the accepting path then goes through the bridge again. */
export async function closePool(client: PgDatabase): Promise<void> {
  const pool = pools.get(client);
  pools.delete(client);
  await pool?.end();
}

/** The pool of a store connection, or undefined (SQLite; PostgreSQL without one: tests, the CLI). */
export const poolOf = (client: unknown): PgPool | undefined => (client instanceof PgDatabase ? pools.get(client) : undefined);

// A synchronous PostgreSQL connection. The store is synchronous (it was written for SQLite, which runs in the
// caller's thread); to run the same store on PostgreSQL, each connection is a `pg` client driven by a thread of its
// own (bridgeWorker.ts), and the caller waits for each answer on a shared flag (Atomics.wait), as it waits for
// SQLite's disk writes. One request at a time per connection, as with a better-sqlite3 connection.
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { ReconfirmError } from '../../domain/errors.js';
import { BRIDGE_WORKER_SOURCE } from './bridgeWorker.js';
import { redact } from './url.js';

const require = createRequire(import.meta.url);
/** The modules the bridge thread requires, resolved here (an eval'd thread resolves from the working directory). */
const MODULES = {
  pg: require.resolve('pg'),
  drizzle: require.resolve('drizzle-orm/node-postgres'),
  migrator: require.resolve('drizzle-orm/node-postgres/migrator'),
};

/**
 * What runs before a request's statement, in its round trip (database.ts): transaction control (BEGIN, SAVEPOINT,
 * RELEASE), and writes whose results nobody reads (a group commit's inserts), in order; the first that fails stops it.
 */
export type PendingItem = string | { sql: string; params: unknown[] };

/** tx: inside a transaction, the connection (generation) it began on; the request fails if that connection is gone. */
export type BridgeRequest =
  | { op: 'query'; sql: string; params: unknown[]; raw?: boolean; before?: PendingItem[]; tx?: number }
  | { op: 'exec'; sql: string; before?: PendingItem[]; tx?: number; /** A failure rolls the transaction back at once. */ rollbackOnError?: boolean }
  | { op: 'migrate'; folder: string }
  | { op: 'close' };

/** generation: which connection answered (bridgeWorker.ts counts them). */
export type BridgeReply = { rows: unknown[]; rowCount: number; generation?: number; error?: undefined } | { error: { message: string; code?: string; detail?: string } };

/** An error PostgreSQL answered, with its SQLSTATE (e.g. 23505 unique_violation) as `code`. */
export class PgError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'PgError';
  }
}

/** How long a caller waits for one answer before the connection is declared lost. */
const ANSWER_TIMEOUT_MS = 60_000;
/** The shared flag: a request is out; an answer was posted; the bridge thread ended (bridgeWorker.ts sets the last two). */
const ANSWERING = 0;
const ANSWERED = 1;
const ENDED = 2;

export class PgBridge {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly flag = new Int32Array(new SharedArrayBuffer(4));
  private closed = false;
  private ended = false;
  /** The id of the last request: each answer names its request's id. */
  private sent = 0;
  /** Requests sent by callAsync() whose answer has not come yet, by id. */
  private readonly awaited = new Map<number, { resolve(r: BridgeReply & { id: number }): void; reject(err: unknown): void; timer: NodeJS.Timeout }>();
  private listening = false;

  constructor(
    readonly url: string,
    applicationName = 'reconfirm',
  ) {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.worker = new Worker(BRIDGE_WORKER_SOURCE, {
      eval: true,
      execArgv: [],
      workerData: { url, port: port2, flag: this.flag.buffer, applicationName, modules: MODULES },
      transferList: [port2],
    });
    this.worker.unref();
    this.worker.on('error', () => {}); // reported to the caller waiting: 'the PostgreSQL connection thread ended'
    this.worker.on('exit', () => {
      this.ended = true;
      for (const [id, a] of this.awaited) this.settle(id, a, { id, error: { message: 'the PostgreSQL connection thread ended' } });
    });
  }

  /** An answer to a callAsync() request, wherever it was taken from the port; false when none waits for it. */
  private route(reply: BridgeReply & { id: number }): boolean {
    const a = this.awaited.get(reply.id);
    if (!a) return false;
    this.settle(reply.id, a, reply);
    return true;
  }

  private settle(id: number, a: { resolve(r: BridgeReply & { id: number }): void; timer: NodeJS.Timeout }, reply: BridgeReply & { id: number }) {
    this.awaited.delete(id);
    clearTimeout(a.timer);
    a.resolve(reply);
  }

  /**
   * The same request without blocking the caller's thread: the caller's event loop runs while PostgreSQL works (a
   * group commit's COMMIT waits for the disk; the service thread meanwhile reads and validates the next calls). The
   * bridge thread answers requests one at a time, in the order sent, so a synchronous call() made meanwhile is
   * answered after this one.
   */
  callAsync(m: BridgeRequest): Promise<{ rows: unknown[]; rowCount: number; generation?: number }> {
    if (this.closed) return Promise.reject(new TypeError('The database connection is not open'));
    if (this.ended || Atomics.load(this.flag, 0) === ENDED) {
      this.ended = true;
      return Promise.reject(new ReconfirmError('INTERNAL_ERROR', 'the PostgreSQL connection thread ended'));
    }
    if (!this.listening) {
      this.listening = true;
      this.port.on('message', (reply: BridgeReply & { id: number }) => void this.route(reply));
      this.port.unref();
    }
    const id = (this.sent = (this.sent % 0x7fffffff) + 1);
    const answer = new Promise<BridgeReply & { id: number }>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.awaited.delete(id);
        reject(new ReconfirmError('INTERNAL_ERROR', `PostgreSQL did not answer within ${ANSWER_TIMEOUT_MS / 1000} s (${redact(this.url)})`));
      }, ANSWER_TIMEOUT_MS); // not unref'd: it keeps the event loop alive until the answer comes (the port is unref'd)
      this.awaited.set(id, { resolve, reject, timer });
    });
    this.port.postMessage({ ...m, id });
    return answer.then((reply) => {
      if (reply.error) throw new PgError(reply.error.message, reply.error.code, reply.error.detail);
      return reply;
    });
  }

  call(m: BridgeRequest): { rows: unknown[]; rowCount: number; generation?: number } {
    if (this.closed) throw new TypeError('The database connection is not open');
    // Back to "a request is out" from "answered" only: an ENDED left by a thread that ended between calls stays.
    if (this.ended || Atomics.compareExchange(this.flag, 0, ANSWERED, ANSWERING) === ENDED) {
      this.ended = true;
      throw new ReconfirmError('INTERNAL_ERROR', 'the PostgreSQL connection thread ended');
    }
    const id = (this.sent = (this.sent % 0x7fffffff) + 1);
    this.port.postMessage({ ...m, id });
    const deadline = performance.now() + ANSWER_TIMEOUT_MS;
    for (;;) {
      const got = receiveMessageOnPort(this.port);
      if (got) {
        const reply = got.message as BridgeReply & { id: number };
        // An answer to a callAsync() request sent before this one (settled here), or the late answer to an earlier
        // request that timed out: not this one's.
        if (reply.id !== id) {
          this.route(reply);
          continue;
        }
        if (reply.error) throw new PgError(reply.error.message, reply.error.code, reply.error.detail);
        return reply;
      }
      if (Atomics.load(this.flag, 0) === ENDED) {
        this.ended = true;
        throw new ReconfirmError('INTERNAL_ERROR', 'the PostgreSQL connection thread ended');
      }
      const left = deadline - performance.now();
      if (left <= 0) throw new ReconfirmError('INTERNAL_ERROR', `PostgreSQL did not answer within ${ANSWER_TIMEOUT_MS / 1000} s (${redact(this.url)})`);
      // Woken without an answer: the previous answer's notify can arrive after that answer was taken (its flag was
      // seen first), and wake this wait. Taking that for an answer left every later call one answer behind (the
      // answer of the statement before it: a claim of one task returned another's jobs). Wait again. An answer to a
      // callAsync() request left the flag at ANSWERED: back to ANSWERING, and the port looked at again, before waiting.
      if (Atomics.compareExchange(this.flag, 0, ANSWERED, ANSWERING) === ANSWERED) continue;
      Atomics.wait(this.flag, 0, ANSWERING, left);
    }
  }

  close(): void {
    if (this.closed) return;
    try {
      this.call({ op: 'close' });
    } finally {
      this.closed = true;
      void this.worker.terminate();
    }
  }
}


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

/** tx: inside a transaction, the connection (generation) it began on; the request fails if that connection is gone. */
export type BridgeRequest =
  | { op: 'query'; sql: string; params: unknown[]; raw?: boolean; /** Transaction control to run first (database.ts). */ before?: string; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
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

  constructor(
    readonly url: string,
    applicationName = 'reconfirm',
    /** idle_in_transaction_session_timeout on every connection the bridge opens (OpenOptions.idleInTransactionMs). */
    idleInTransactionMs?: number,
  ) {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.worker = new Worker(BRIDGE_WORKER_SOURCE, {
      eval: true,
      execArgv: [],
      workerData: { url, port: port2, flag: this.flag.buffer, applicationName, idleInTransactionMs, modules: MODULES },
      transferList: [port2],
    });
    this.worker.unref();
    this.worker.on('error', () => {}); // reported to the caller waiting: 'the PostgreSQL connection thread ended'
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
        // The late answer to an earlier request that timed out: not this one's.
        if (reply.id !== id) continue;
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
      // answer of the statement before it: a claim of one task returned another's jobs). Wait again.
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


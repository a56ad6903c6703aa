// The one message protocol between `serve`'s threads (drawn in src/daemon/runtime.ts): the main thread, the service
// thread and the queue thread all speak it. A parent sends `stop` (and the service thread `start` and `poke`); a child answers
// `ready`, `log`, `metric`, `stopped` or `fatal`. Everything here is plain data: it crosses threads by structured clone.
import type { Config } from '../../config.js';
import { ReconfirmError, type ErrorCode } from '../../domain/errors.js';
import type { CreatedKey } from '../../store/accounts.js';

/** A started service, for the banner: the bootstrap key is set only when this start created the first account. */
export interface Listening {
  url: string;
  /** This start's instance id (src/daemon/instance.ts). */
  instance: string;
  db: string;
  channel: string;
  /** The hotels' reply listener (inbound.smtpPort), as host:port: the port it got when 0 was asked for. */
  inboundSmtp?: string;
  bootstrap?: CreatedKey;
}

export type ThreadMessage =
  /** Parent to child: finish what is in hand and end. The reason is what the log says; the queue waits at most timeoutMs. */
  | { type: 'stop'; reason: string; timeoutMs?: number }
  /** Service to queue thread, first of all: open the database and run; reply links start with linkBase. */
  | { type: 'start'; linkBase: string }
  /** Service to queue thread: work was enqueued, claim now instead of at the next poll. */
  | { type: 'poke' }
  /** Child to parent: started; the service thread says where it listens. */
  | { type: 'ready'; listening?: Listening }
  /** Service to main thread: the database is open and migrated (on PostgreSQL the heartbeat can start). */
  | { type: 'opened' }
  | { type: 'log'; line: string }
  /** Queue to service thread: a counter for /metrics, summed over up to 50 ms. */
  | { type: 'metric'; name: string; labels: Record<string, string | number>; by: number }
  /** Child to parent: stopped; finished is false when jobs were left to their lease. */
  | { type: 'stopped'; finished: boolean }
  /** Child to parent: could not start. A ReconfirmError keeps its code, so the exit status survives the hop. */
  | { type: 'fatal'; code?: ErrorCode; message: string; stack?: string };

export type Fatal = Extract<ThreadMessage, { type: 'fatal' }>;

/** What the service thread is started with. */
export interface ServiceThreadData {
  config: Config;
  quiet: boolean;
  /** This start's id (made by the main thread, which runs its heartbeat on PostgreSQL). */
  instanceId: string;
}

/** What the queue thread is started with: the write gate is memory shared with the service thread (store/db.ts). */
export interface QueueThreadData {
  config: Config;
  /** The service's instance id: the queue thread's runner locks jobs under it and sends requests with it. */
  instanceId: string;
  scheduler: boolean;
  gate: SharedArrayBuffer;
}

export function fatal(err: unknown): Fatal {
  const e = err instanceof Error ? err : new Error(String(err));
  return { type: 'fatal', code: e instanceof ReconfirmError ? e.code : undefined, message: e.message, stack: e.stack };
}

/** The error a `fatal` message stands for, as the thread that sent it had it. */
export function errorFrom(m: Fatal): Error {
  return m.code ? new ReconfirmError(m.code, m.message) : Object.assign(new Error(m.message), { stack: m.stack });
}

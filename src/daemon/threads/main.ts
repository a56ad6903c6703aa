// The main thread of `serve`: starts the service thread, passes on signals, prints what the threads report, and turns
// a failure back into an error for the exit status. It loads nothing of the service (runtime.ts and what it imports
// would cost this thread about 40 MB and half a second, for no work).
//
// The service runs in a worker thread only so that its heap can be sized in code: V8 fixes the main thread's young
// generation when the process starts, and with the default 16 MB semi-space the HTTP thread spent 14% of its time in
// the scavenger under a peak of adds. A 32 MB semi-space (96 MB young generation) raised addBookings throughput from
// 0.46 to about 0.54 of the bare baseline (bench/RESULTS.md).
import type { Config } from '../../config.js';
import { newInstanceId } from '../instance.js';
import { errorFrom, type Listening, type ServiceThreadData, type ThreadMessage } from './protocol.js';
import { oldGenerationMb, SERVICE_OLD_GENERATION_MB } from './heapLimit.js';
import { keepHeapSettled } from './settle.js';
import { threadWorker } from './worker.js';
import type { Heartbeat } from '../../store/pg/heartbeat.js';

const YOUNG_GENERATION_MB = 96;

export interface ServeOptions {
  /** Do not log each request. */
  quiet: boolean;
  /** Writes one chunk of output: a log line, or the whole banner at once. */
  print(text: string): void;
  /** What to print once the service listens. */
  banner(listening: Listening): string;
}

/** Runs `serve` until SIGTERM or SIGINT has stopped it; rejects with the reason it could not start or ended badly. */
export async function runServe(config: Config, opts: ServeOptions): Promise<void> {
  // This start's id, for the service and queue threads and for the heartbeat below.
  const instanceId = newInstanceId();
  const workerData: ServiceThreadData = { config, quiet: opts.quiet, instanceId };
  // PostgreSQL: the instance's heartbeat beats here, in the one thread that never waits for the database or does
  // pipeline work (src/store/pg/heartbeat.ts); loaded only then. It starts once the service thread has the schema
  // migrated (before that no job is held, and a beat on a new database would fail on the missing jobs table).
  let heartbeat: Heartbeat | undefined;
  const startHeartbeat = async () => {
    heartbeat = (await import('../../store/pg/heartbeat.js')).startHeartbeat(config.databaseUrl!, instanceId, config.scheduler.leaseSeconds * 1000, (line) => opts.print(`${new Date().toISOString()} ${line}`));
  };
  let heartbeatStarting: Promise<void> | undefined;
  const thread = threadWorker(new URL('./service.js', import.meta.url), workerData, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: oldGenerationMb(SERVICE_OLD_GENERATION_MB) } });
  // This thread's part of the start (the command line, the configuration) is done: its garbage goes before the
  // service thread's loading grows the process.
  keepHeapSettled();
  // Signals reach only the main thread: pass them on, once; a second one ends the process the default way.
  const forward = (signal: NodeJS.Signals) => () => thread.postMessage({ type: 'stop', reason: signal } satisfies ThreadMessage);
  const onTerm = forward('SIGTERM');
  const onInt = forward('SIGINT');
  process.once('SIGTERM', onTerm);
  process.once('SIGINT', onInt);
  let failure: Error | undefined;
  // One port carries log lines and the banner, so they reach the terminal in the order the service wrote them.
  thread.on('message', (m: ThreadMessage) => {
    if (m.type === 'log') opts.print(m.line);
    else if (m.type === 'opened' && config.databaseUrl) heartbeatStarting ??= startHeartbeat();
    else if (m.type === 'ready' && m.listening) opts.print(opts.banner(m.listening));
    else if (m.type === 'fatal') failure = errorFrom(m);
  });
  thread.on('error', (err) => (failure ??= err));
  const code = await new Promise<number>((resolve) => thread.once('exit', resolve));
  await heartbeatStarting?.catch(() => {});
  await heartbeat?.stop();
  process.removeListener('SIGTERM', onTerm);
  process.removeListener('SIGINT', onInt);
  if (failure) throw failure;
  if (code !== 0) throw new Error(`the service thread ended with code ${code}`);
}

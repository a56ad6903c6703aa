// The first queue thread of a `serve` start, started before anything else of the service thread loads: its modules
// (a second or more on a loaded two-core machine) load while the service thread loads its own and builds the HTTP
// app. Kept apart from runtime.ts, whose imports are most of the service thread's loading.
import type { Worker } from 'node:worker_threads';
import type { Config } from '../../config.js';
import { oldGenerationMb, QUEUE_OLD_GENERATION_MB } from './heapLimit.js';
import type { QueueThreadData } from './protocol.js';
import { threadWorker } from './worker.js';

/**
 * The queue thread's young generation: 8 MB semi-spaces. Its jobs are small and short-lived; with Node 20's default
 * 16 MB ones (48 MB) the thread's CPU time in a drain of 20,000 was the same (14.0-14.7 s against 13.2-14.8 s) and
 * its new space held 32 MB instead of 16 MB all through the drain, at its peak too (drain of 50,000: 290 -> 275 MB).
 */
const QUEUE_YOUNG_GENERATION_MB = 24;

/** A queue thread's Worker: it loads its modules at once and opens the database when told to start (threads/queue.ts). */
export function queueWorker(workerData: QueueThreadData, entry?: URL): Worker {
  // The young generation stated (Node 24's default is larger and left a resting serve at about 390 MB instead of 160).
  return threadWorker(entry ?? new URL('./queue.js', import.meta.url), workerData, { resourceLimits: { maxYoungGenerationSizeMb: QUEUE_YOUNG_GENERATION_MB, maxOldGenerationSizeMb: oldGenerationMb(QUEUE_OLD_GENERATION_MB) } });
}

/** The first queue thread of a start, loading its modules; startQueueThread adopts it, a failed start cancels it. */
export interface LoadedQueueThread {
  gate: SharedArrayBuffer;
  adopt(): { worker: Worker; failed?: Error; exited?: number };
  cancel(): Promise<void>;
}

/**
 * Starts the queue thread's Worker now, so that its modules load while the service thread loads its own, builds the
 * HTTP app and listens: on two cores the start is that much shorter, and every restart after a kill with it. The
 * thread waits for its start message, which carries the reply links' base (known once the listener has its address),
 * before it opens the database. What it does meanwhile (an error, an exit) is kept for the adopter.
 */
export function loadQueueThread(config: Config, instanceId: string, scheduler: boolean): LoadedQueueThread {
  const gate = new SharedArrayBuffer(4);
  const worker = queueWorker({ config, instanceId, scheduler, gate });
  let failed: Error | undefined;
  let exited: number | undefined;
  let adopted = false;
  const onError = (err: Error) => (failed ??= err);
  const onExit = (code: number) => (exited = code);
  worker.on('error', onError);
  worker.once('exit', onExit);
  return {
    gate,
    adopt: () => {
      adopted = true;
      worker.off('error', onError);
      worker.off('exit', onExit);
      return { worker, failed, exited };
    },
    cancel: async () => {
      if (!adopted) await worker.terminate();
    },
  };
}

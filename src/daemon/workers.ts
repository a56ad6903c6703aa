// The queue runner and scheduler of a service, either inline (tests, fake clocks) or in a worker thread (`serve`),
// so pipeline work never holds up the HTTP event loop.
import { Worker } from 'node:worker_threads';
import type { Config } from '../config.js';
import { attachWriteGate } from '../store/db.js';
import { releaseAllLocks } from '../store/jobs.js';
import type { ServiceContext } from './context.js';
import { startScheduler } from './engine/index.js';
import { Runner } from './queue/runner.js';
import { allTasks } from './tasks.js';

export interface Workers {
  /** The in-process runner (inline mode only): tests drain it with a fake clock. */
  runner?: Runner;
  poke(): void;
  /** Stops claiming, waits for jobs in hand up to the timeout; false when some were left to their lease. */
  stop(timeoutMs: number): Promise<boolean>;
}

export function startInlineWorkers(ctx: ServiceContext, opts: { scheduler: boolean; start: boolean }): Workers {
  const runner = new Runner(ctx.db, ctx.clock, allTasks(ctx), { log: ctx.log, pollMs: 200 });
  if (opts.start) runner.start();
  const scheduler = opts.scheduler ? startScheduler(ctx) : { stop() {} };
  return {
    runner,
    poke: () => runner.poke(),
    stop: async (timeoutMs) => {
      scheduler.stop();
      return runner.stop(timeoutMs);
    },
  };
}

/** Messages between the service and its worker thread. */
export type ToWorker = { type: 'poke' } | { type: 'stop'; timeoutMs: number };
export type FromWorker =
  | { type: 'ready' }
  | { type: 'log'; line: string }
  | { type: 'metric'; name: string; labels: Record<string, string | number>; by: number }
  | { type: 'stopped'; finished: boolean }
  | { type: 'fatal'; message: string };

/**
 * Runs the queue in a worker thread and keeps it running: a thread that dies unexpectedly is replaced
 * (its jobs' locks released first, since nothing else runs jobs), with a growing pause if it keeps dying.
 */
export function startThreadWorkers(
  ctx: ServiceContext,
  config: Config,
  opts: { scheduler: boolean; /** The thread's entry; tests pass one that misbehaves. */ entry?: URL; firstRestartMs?: number },
): Promise<Workers> {
  const gate = new SharedArrayBuffer(4);
  attachWriteGate(gate);
  let worker: Worker;
  let stopping = false;
  let stopped: ((finished: boolean) => void) | undefined;
  const firstRestartMs = opts.firstRestartMs ?? 1000;
  let restartDelayMs = firstRestartMs;
  let alive = false;
  let running = false; // once the first thread was ready, any exit is replaced, also of a replacement that fails early

  const spawn = (onReady: () => void, onFail: (err: Error) => void) => {
    const startedAt = Date.now();
    let ready = false;
    worker = new Worker(opts.entry ?? new URL('./workerThread.js', import.meta.url), { workerData: { config, scheduler: opts.scheduler, gate } });
    alive = true;
    worker.on('message', (m: FromWorker) => {
      if (m.type === 'ready') {
        ready = true;
        running = true;
        onReady();
      } else if (m.type === 'log') ctx.log(m.line);
      else if (m.type === 'metric') ctx.metrics.inc(m.name, m.labels, m.by);
      else if (m.type === 'stopped') stopped?.(m.finished);
      else if (m.type === 'fatal') {
        ctx.log(`queue worker failed: ${m.message}`);
        if (!ready) onFail(new Error(m.message));
      }
    });
    worker.on('error', (err) => {
      ctx.log(`queue worker crashed: ${err.stack ?? err.message}`);
      if (!ready) onFail(err);
    });
    worker.on('exit', (code) => {
      alive = false;
      stopped?.(false);
      if (stopping || !running) return;
      // A thread that ran a while starts over at the first pause; one that keeps dying waits longer each time.
      const delay = Date.now() - startedAt > 60_000 ? firstRestartMs : restartDelayMs;
      restartDelayMs = Math.min(delay * 2, 30_000);
      ctx.log(`queue worker exited with code ${code}; starting a new one in ${delay / 1000} s`);
      setTimeout(() => {
        if (stopping) return;
        const released = releaseAllLocks(ctx.db);
        if (released) ctx.log(`queue: ${released} job(s) held by the dead worker will run again`);
        spawn(() => ctx.log('queue worker running again'), (err) => ctx.log(`queue worker could not restart: ${err.message}`));
      }, delay).unref();
    });
  };

  const workers: Workers = {
    poke: () => worker.postMessage({ type: 'poke' } satisfies ToWorker),
    stop: (timeoutMs) =>
      new Promise<boolean>((done) => {
        stopping = true;
        if (!alive) return done(false); // died and not replaced yet: nothing to wait for
        stopped = (finished) => {
          stopped = undefined;
          clearTimeout(deadline);
          void worker.terminate().then(() => done(finished));
        };
        // The thread bounds its own wait; this only guards against a thread that stopped answering.
        const deadline = setTimeout(() => stopped?.(false), timeoutMs + 2000);
        worker.postMessage({ type: 'stop', timeoutMs } satisfies ToWorker);
      }),
  };
  return new Promise((resolve, reject) => spawn(() => resolve(workers), reject));
}

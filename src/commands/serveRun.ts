// What `serve` does once its options are read: run the service in a thread of its own and stop it on a signal.
//
// The service runs in a worker thread only so that its heap can be sized in code: V8 fixes the main thread's
// young generation when the process starts, and with the default 16 MB semi-space the HTTP thread spent 14% of
// its time in the scavenger under a peak of adds. A 32 MB semi-space (96 MB young generation) raised
// addBookings throughput from 0.46 to about 0.54 of the bare baseline (bench/RESULTS.md). The main thread only
// passes on signals and the exit code.
import { Worker } from 'node:worker_threads';
import type { Config } from '../config.js';
import { ReconfirmError, type ErrorCode } from '../domain/errors.js';
import { colourOn } from './output.js';
import type { FromServeThread, ToServeThread } from './serveThread.js';

const YOUNG_GENERATION_MB = 96;

export async function runServe(config: Config, opts: { quiet: boolean }) {
  const thread = new Worker(new URL('./serveThread.js', import.meta.url), {
    workerData: { config, quiet: opts.quiet, colour: colourOn() },
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  // Signals reach only the main thread: pass them on, once; a second one ends the process the default way.
  const forward = (signal: string) => () => thread.postMessage({ type: 'signal', signal } satisfies ToServeThread);
  const onTerm = forward('SIGTERM');
  const onInt = forward('SIGINT');
  process.once('SIGTERM', onTerm);
  process.once('SIGINT', onInt);
  let failure: Error | undefined;
  thread.on('message', (m: FromServeThread) => {
    if (m.type !== 'fatal') return;
    failure = m.code ? new ReconfirmError(m.code as ErrorCode, m.message) : Object.assign(new Error(m.message), { stack: m.stack });
  });
  thread.on('error', (err) => (failure ??= err));
  const code = await new Promise<number>((resolve) => thread.once('exit', resolve));
  process.removeListener('SIGTERM', onTerm);
  process.removeListener('SIGINT', onInt);
  if (failure) throw failure;
  if (code !== 0) throw new Error(`the service thread ended with code ${code}`);
}

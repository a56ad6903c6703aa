// Starts one of serve's threads through src/daemon/threads/entry.ts, which loads the module resolution shortcut in
// the thread before the thread's own module.
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** A Worker running `entry` (a module URL), with `workerData` and the rest of `options` as given. */
export function threadWorker(entry: URL, workerData: object, options: Omit<WorkerOptions, 'workerData'>): Worker {
  // Run from the sources (tests through tsx, whose loader a Worker's own file does not get) there is no compiled stub:
  // the thread's module is started as it is, without the shortcut (a test's own worker file, test/support/*.mjs).
  if (import.meta.url.endsWith('.ts')) return new Worker(entry, { ...options, workerData });
  return new Worker(new URL('./entry.js', import.meta.url), { ...options, workerData: { ...workerData, entry: entry.href } });
}

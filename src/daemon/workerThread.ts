// Entry point of the worker thread that runs the durable queue and the scheduler for `serve`.
import { parentPort, workerData } from 'node:worker_threads';
import { retryPolicies, type Config } from '../config.js';
import { systemClock } from '../domain/clock.js';
import { attachWriteGate, openDatabase } from '../store/db.js';
import type { ServiceContext } from './context.js';
import { Metrics } from './metrics.js';
import { startInlineWorkers, type FromWorker, type ToWorker } from './workers.js';

const port = parentPort!;
const send = (m: FromWorker) => port.postMessage(m);
const { config, scheduler, gate } = workerData as { config: Config; scheduler: boolean; gate: SharedArrayBuffer };
attachWriteGate(gate);

// A stray rejection must not kill the queue while HTTP keeps accepting: log it; every job in hand has a lease.
process.on('unhandledRejection', (err) => send({ type: 'log', line: `queue worker: unhandled rejection: ${(err as Error)?.message ?? err}` }));

try {
  const db = openDatabase(config.db, { migrate: false, synchronous: 'NORMAL', retry: retryPolicies(config) });
  // Counters go to the main thread's /metrics; the worker keeps none of its own.
  const metrics = new Metrics();
  // Summed here and sent every 50 ms: one message per job (thousands a second under load) cost the worker real time.
  const pending = new Map<string, { name: string; labels: Record<string, string | number>; by: number }>();
  const flushMetrics = () => {
    for (const m of pending.values()) send({ type: 'metric', ...m });
    pending.clear();
  };
  setInterval(flushMetrics, 50).unref();
  metrics.inc = (name, labels = {}, by = 1) => {
    const key = `${name}${JSON.stringify(labels)}`;
    const m = pending.get(key);
    if (m) m.by += by;
    else pending.set(key, { name, labels, by });
  };
  const ctx: ServiceContext = { db, clock: systemClock, config, metrics, poke: () => workers.poke(), log: (line) => send({ type: 'log', line }) };
  const workers = startInlineWorkers(ctx, { scheduler, start: true });
  port.on('message', (m: ToWorker) => {
    if (m.type === 'poke') workers.poke();
    else if (m.type === 'stop') {
      void workers.stop(m.timeoutMs).then((finished) => {
        flushMetrics();
        db.$client.close();
        send({ type: 'stopped', finished });
      });
    }
  });
  send({ type: 'ready' });
} catch (err) {
  send({ type: 'fatal', message: (err as Error).stack ?? String(err) });
}

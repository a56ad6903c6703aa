// The queue thread of `serve` (loaded early, then started and kept running by runtime.startQueueThread): the durable
// queue and the cron scheduler on a connection of its own, synchronous=NORMAL, migrations left to the service thread.
import { parentPort, workerData } from 'node:worker_threads';
import { databaseTarget, retryPolicies } from '../../config.js';
import { systemClock } from '../../domain/clock.js';
import { attachWriteGate, openDatabase, SERVE_CACHE_MB } from '../../store/db.js';
import type { ServiceContext } from '../context.js';
import { setInstanceId } from '../instance.js';
import { Metrics } from '../metrics.js';
import { idleInTransactionMs, QUEUE_STOP_MS, startQueue } from '../runtime.js';
import { fatal, type QueueThreadData, type ThreadMessage } from './protocol.js';
import { keepHeapSettled } from './settle.js';

const port = parentPort!;
const send = (m: ThreadMessage) => port.postMessage(m);
const { config, instanceId, scheduler, gate } = workerData as QueueThreadData;
attachWriteGate(gate);
setInstanceId(instanceId);

// A stray rejection must not kill the queue while HTTP keeps accepting: log it; every job in hand has a lease.
process.on('unhandledRejection', (err) => send({ type: 'log', line: `queue worker: unhandled rejection: ${(err as Error)?.message ?? err}` }));

// Loaded while the service thread gets ready (runtime.loadQueueThread); its start message comes first, with the base of
// the reply links, once the listener has its address. Nothing touches the database before it (migrations are the
// service thread's).
const { linkBase } = await new Promise<Extract<ThreadMessage, { type: 'start' }>>((resolve) => port.on('message', (m: ThreadMessage) => m.type === 'start' && resolve(m)));

try {
  const db = openDatabase(databaseTarget(config), {
    migrate: false,
    synchronous: 'NORMAL',
    retry: retryPolicies(config),
    cacheMb: SERVE_CACHE_MB,
    tempStore: 'MEMORY',
    idleInTransactionMs: idleInTransactionMs(config),
  });
  // Counters go to the service thread's /metrics; this thread keeps none of its own.
  const metrics = new Metrics();
  // Summed here and sent every 50 ms: one message per job (thousands a second under load) cost the thread real time.
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
  const ctx: ServiceContext = { instanceId, db, clock: systemClock, config, linkBase, metrics, poke: () => queue.poke(), log: (line) => send({ type: 'log', line }) };
  const queue = startQueue(ctx, { scheduler, start: true });
  port.on('message', (m: ThreadMessage) => {
    if (m.type === 'poke') queue.poke();
    else if (m.type === 'stop') {
      void queue.stop(m.timeoutMs ?? QUEUE_STOP_MS).then((finished) => {
        flushMetrics();
        db.$client.close();
        send({ type: 'stopped', finished });
      });
    }
  });
  keepHeapSettled();
  send({ type: 'ready' });
} catch (err) {
  send(fatal(err));
}

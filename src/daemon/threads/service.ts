// The service thread of `serve` (started by threads/main.ts): starts the service, says where it listens, and stops
// when the main thread passes on a signal. Its log lines travel as messages: the main thread is the one writer.
import { parentPort, workerData } from 'node:worker_threads';
import type { Service } from '../runtime.js';
import { fatal, type ServiceThreadData, type ThreadMessage } from './protocol.js';
import { loadQueueThread } from './queueLoader.js';

const port = parentPort!;
const send = (m: ThreadMessage) => port.postMessage(m);
const { config, quiet, instanceId } = workerData as ServiceThreadData;
const log = (line: string) => send({ type: 'log', line: `${new Date().toISOString()} ${line}` });

let service: Service | undefined;
let stopReason: string | undefined;
const stop = () =>
  void service!.stop(stopReason).then(() => {
    log('stopped');
    port.close(); // nothing else keeps this thread alive: it ends, and with it the process
  });
port.on('message', (m: ThreadMessage) => {
  if (m.type !== 'stop' || stopReason) return;
  stopReason = m.reason;
  if (service) stop(); // during the start: stopped as soon as it has started
});

// The queue thread first: its modules load while this thread loads the service's (runtime.js and all it imports).
const loaded = loadQueueThread(config, instanceId, true);
try {
  const { startService } = await import('../runtime.js');
  service = await startService(config, { log, logRequests: !quiet, workers: 'thread', instanceId, heartbeat: false, opened: () => send({ type: 'opened' }), loaded });
} catch (err) {
  await loaded.cancel();
  send(fatal(err));
  port.close();
}
if (service) {
  const [{ databaseTarget }, { redact }, { keepHeapSettled }] = await Promise.all([import('../../config.js'), import('../../store/pg/url.js'), import('./settle.js')]);
  keepHeapSettled();
  send({ type: 'ready', listening: { url: service.url, instance: service.ctx.instanceId, db: redact(databaseTarget(config)), channel: config.channel, inboundSmtp: service.inbound?.smtpPort !== undefined ? `${config.inbound.smtpHost}:${service.inbound.smtpPort}` : undefined, bootstrap: service.bootstrap } });
  if (stopReason) stop();
}

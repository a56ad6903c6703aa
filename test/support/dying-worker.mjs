// A queue worker thread that says it is ready and then dies: what runtime.startQueueThread (src/daemon/runtime.ts) must survive.
import { parentPort } from 'node:worker_threads';

parentPort.postMessage({ type: 'ready' });
parentPort.on('message', (m) => {
  if (m.type === 'stop') parentPort.postMessage({ type: 'stopped', finished: true });
});
setTimeout(() => process.exit(3), 100); // in a worker thread this ends the thread, not the process

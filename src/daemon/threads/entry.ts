// Where every thread of serve starts (threadWorker below): the resolution shortcut first (src/moduleResolution.ts;
// Node's module hooks are per thread and must be in place before the thread's own modules resolve), then the
// thread's module, named in workerData.entry.
import '../../moduleResolution.js';
import { workerData } from 'node:worker_threads';

await import((workerData as { entry: string }).entry);

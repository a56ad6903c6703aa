// Garbage collections that give memory back, run by the threads of `serve`: once when each has started, and again
// whenever a thread has gone idle after work that grew its heap.
//
// Loading the service, or a burst of work, grows a thread's young generation to its largest size (V8 grows the new
// space while much survives) and leaves the old generation up to its growing factor times its live size before V8
// collects it. Nothing gives that back while the thread idles: V8's memory reducer starts only after a full
// collection, and on Node 22 and later it never sees an idle thread as idle (the allocation rate it reads is sampled
// only at a GC). A fresh serve on Node 24 rested at 276 MB, 60 MB of it one empty new space; the service thread, idle
// while the queue drained a backlog it had accepted, kept its 64 MB new space and the push's garbage to the end.
//
// Node 22 and later: V8's last-resort collection (the one it runs under memory pressure) compacts the old generation
// and shrinks the new space to its least, at once. Node 20's V8 (11) has no such gc() option, and neither gc() nor a
// young collection shrinks a new space there (measured: 64 MB before and 18 s after, in a worker and in the main
// thread). What does is V8's low-memory notification, which the inspector's HeapProfiler.collectGarbage sends: a
// session on this thread's own inspector (nothing listens on a port), connected for that one command. It answers
// asynchronously, after the collections. Where the inspector is not built in, a plain full collection is the best left.
import { Session } from 'node:inspector';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { performance } from 'node:perf_hooks';

type Gc = (options?: { type: 'major' | 'minor'; execution?: 'sync'; flavor?: 'last-resort' }) => void;

const TAKES_OPTIONS = Number(process.versions.v8.split('.')[0]) >= 12;
let gc: Gc | undefined;

function exposedGc(): Gc {
  if (!gc) {
    // V8's gc() exists only in a context made while --expose-gc is set: one such context, then the flag goes back.
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as Gc;
    setFlagsFromString('--no-expose-gc');
  }
  return gc;
}

/** One memory-reducing full collection of this thread's heap; `done` is called once it has run. */
function settleHeap(done: () => void = () => {}): void {
  if (TAKES_OPTIONS) {
    exposedGc()({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    return done();
  }
  let session: Session;
  try {
    session = new Session();
    session.connect();
  } catch {
    exposedGc()();
    return done();
  }
  session.post('HeapProfiler.collectGarbage', () => {
    // Not from within the session's own callback: a disconnect there never returned.
    setImmediate(() => {
      session.disconnect();
      done();
    });
  });
}

const CHECK_MS = 1_000;
/** Checks in a row the thread must have been idle for: 2 s. */
const IDLE_CHECKS = 2;
const MB = 1 << 20;
/** A thread busy less than this share of a check interval is idle (an idle queue thread polls every 200 ms). */
const IDLE_UTILIZATION = 0.05;
/** How much the heap must have grown since it was last settled for a collection to be worth its pause. */
const WORTH_SETTLING = 32 * MB;

/**
 * Settles the heap once the thread has first been idle for 2 s after starting, then again whenever it has been idle
 * for 2 s after its heap grew by 32 MB. Reads the heap's size and the event loop's utilization every second and
 * nothing else: no work is added to requests or jobs. Soon after a burst, since the burst's heap is what a process's
 * peak is made of: at the end of a drain's push the service thread held 124 MB of heap while the queue thread, working
 * through the backlog, grew to its own 70 MB. Not at once on starting: the three threads' collections cost about 0.2 s
 * of CPU, which a serve stopped or killed within seconds (a restart loop, a test) never needed to pay, and a serve
 * that starts into a backlog pays only once it rests.
 */
export function keepHeapSettled(): void {
  // The heap's size after the last settling; 0 until the first (which waits only for the thread to be idle).
  let settledAt = 0;
  let settling = false;
  let idleChecks = 0;
  const settle = () =>
    settleHeap(() => {
      settledAt = getHeapStatistics().total_physical_size;
      settling = false;
    });
  let elu = performance.eventLoopUtilization();
  setInterval(() => {
    const busy = performance.eventLoopUtilization(elu).utilization;
    elu = performance.eventLoopUtilization();
    idleChecks = busy < IDLE_UTILIZATION ? idleChecks + 1 : 0;
    if (settling || idleChecks < IDLE_CHECKS || (settledAt > 0 && getHeapStatistics().total_physical_size < settledAt + WORTH_SETTLING)) return;
    settling = true;
    settle();
  }, CHECK_MS).unref();
}

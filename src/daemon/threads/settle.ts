// Garbage collections that give memory back, run by the threads of `serve`: once when each has started, and again
// whenever a thread has gone idle after work that grew its heap (bench/RESULTS.md, "Memory").
//
// Loading the service, or a burst of work, grows a thread's young generation to its largest size (V8 grows the new
// space while much survives) and leaves the old generation up to four times its live size before V8 collects it.
// Nothing gives that back while the thread idles: V8's memory reducer starts only after a full collection, and on
// Node 22 and later it never sees an idle thread as idle (the allocation rate it reads is sampled only at a GC). A
// fresh serve on Node 24 rested at 276 MB, 60 MB of it one empty new space; the service thread, idle while the queue
// drained a backlog it had accepted, kept 110 MB of garbage and empty new space to the end.
//
// The collection asked for is V8's last resort (the one it runs under memory pressure): it compacts the old
// generation and shrinks the new space to its least. Node 20's V8 does not know that option and runs a plain full
// collection, which frees the old generation's garbage and starts its memory reducer: that shrinks the new space
// about 8 s later.
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

let gc: Gc | undefined;

/** One memory-reducing full collection of this thread's heap. */
export function settleHeap(): void {
  if (!gc) {
    // V8's gc() exists only in a context made while --expose-gc is set: one such context, then the flag goes back.
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as Gc;
    setFlagsFromString('--no-expose-gc');
  }
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

const CHECK_MS = 5_000;
/** Less allocated than this between two checks is idle: an idle queue thread polls (about 0.5 MB in 5 s); a busy thread allocates that much many times a second. */
const IDLE_ALLOCATION = 1 << 20;
/** How much the heap must have grown since it was last settled for a collection to be worth its pause. */
const WORTH_SETTLING = 32 << 20;

/**
 * Settles the heap once the thread has been idle for a check interval after its heap grew. Reads the heap's figures
 * every 5 s and nothing else: no work is added to requests or jobs.
 */
export function settleWhenIdle(): NodeJS.Timeout {
  let settledAt = getHeapStatistics().total_physical_size;
  let lastUsed = getHeapStatistics().used_heap_size;
  return setInterval(() => {
    const heap = getHeapStatistics();
    const idle = Math.abs(heap.used_heap_size - lastUsed) < IDLE_ALLOCATION;
    lastUsed = heap.used_heap_size;
    if (!idle || heap.total_physical_size < settledAt + WORTH_SETTLING) return;
    settleHeap();
    const after = getHeapStatistics();
    settledAt = after.total_physical_size;
    lastUsed = after.used_heap_size;
  }, CHECK_MS).unref();
}

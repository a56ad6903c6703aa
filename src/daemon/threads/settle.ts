// Garbage collections that give memory back, run by the threads of `serve`: once when each has started, and again
// whenever a thread has gone idle after work that grew its heap (bench/RESULTS.md, "Memory").
//
// Loading the service, or a burst of work, grows a thread's young generation to its largest size (V8 grows the new
// space while much survives) and leaves the old generation up to its growing factor times its live size before V8
// collects it. Nothing gives that back while the thread idles: V8's memory reducer starts only after a full
// collection, and on Node 22 and later it never sees an idle thread as idle (the allocation rate it reads is sampled
// only at a GC). A fresh serve on Node 24 rested at 276 MB, 60 MB of it one empty new space; the service thread, idle
// while the queue drained a backlog it had accepted, kept 110 MB of garbage and empty new space for a live 22 MB.
//
// Node 22 and later: V8's last-resort collection (the one it runs under memory pressure) compacts the old generation
// and shrinks the new space to its least. Node 20's V8 (11) reads no options (given any, it runs a young collection
// only): a young collection there shrinks the new space when the thread allocated little since the last one, which an
// idle thread did, and a full one after it frees the old generation's garbage. That full one compacts every page
// (--compact-on-every-full-gc for its duration: V8 11 has no other way to ask), as the last-resort one does: a plain
// one left 2-5 MB per thread of half-empty pages in a fresh serve.
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Gc = (options?: { type: 'major' | 'minor'; execution?: 'sync'; flavor?: 'last-resort' }) => void;

const TAKES_OPTIONS = Number(process.versions.v8.split('.')[0]) >= 12;
let gc: Gc | undefined;

/** One memory-reducing full collection of this thread's heap. */
export function settleHeap(): void {
  if (!gc) {
    // V8's gc() exists only in a context made while --expose-gc is set: one such context, then the flag goes back.
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as Gc;
    setFlagsFromString('--no-expose-gc');
  }
  if (TAKES_OPTIONS) gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  else {
    // The young collection first: V8 shrinks the new space when little was allocated since the last collection,
    // which right after a full one it cannot tell.
    gc({ type: 'minor' });
    // A process-wide flag: a full collection another thread runs meanwhile compacts too, which costs it only time.
    setFlagsFromString('--compact-on-every-full-gc');
    gc();
    setFlagsFromString('--no-compact-on-every-full-gc');
  }
}

const CHECK_MS = 5_000;
const MB = 1 << 20;
/** Less allocated than this between two checks is idle: an idle queue thread polls (about 0.5 MB in 5 s); a busy thread allocates that much many times a second. */
const IDLE_ALLOCATION = 1 * MB;
/** How much the heap must have grown since it was last settled for a collection to be worth its pause. */
const WORTH_SETTLING = 32 * MB;
/** Committed but unused heap left after a collection that is worth one more try at the next idle check. */
const LEFT_OVER = 8 * MB;

/**
 * Settles the heap once the thread has been idle for a check interval after its heap grew. Reads the heap's figures
 * every 5 s and nothing else: no work is added to requests or jobs. Node 20 may keep its new space through a
 * collection (it shrinks it only when it measured little allocation before it): one more try follows, once.
 */
export function settleWhenIdle(): NodeJS.Timeout {
  let settledAt = getHeapStatistics().total_physical_size;
  let lastUsed = getHeapStatistics().used_heap_size;
  let again = true; // the start's collection
  return setInterval(() => {
    const heap = getHeapStatistics();
    const idle = Math.abs(heap.used_heap_size - lastUsed) < IDLE_ALLOCATION;
    lastUsed = heap.used_heap_size;
    if (!idle) return;
    const grew = heap.total_physical_size >= settledAt + WORTH_SETTLING;
    if (!grew && !(again && heap.total_physical_size - heap.used_heap_size >= LEFT_OVER)) return;
    settleHeap();
    const after = getHeapStatistics();
    settledAt = after.total_physical_size;
    lastUsed = after.used_heap_size;
    again = grew;
  }, CHECK_MS).unref();
}

// One garbage collection that gives memory back, run by each thread of `serve` once it has started.
//
// Loading the service grows every thread's young generation to its largest size (module loading keeps most of what it
// allocates, and V8 grows the new space while much survives). Nothing shrinks it again while the thread idles: Node
// 22 and later never see an idle thread as idle (the allocation rate V8's memory reducer reads is only sampled at a
// GC), so on Node 24 a fresh serve rested at about 280 MB, 60 MB of it one empty new space. A collection that reduces
// memory, once, right after the start, brings it to about 150 MB (bench/RESULTS.md, "Memory"). Node 20's memory
// reducer does the same by itself 10-20 s after the start, and its V8 ignores the option asked for here (it would run
// a plain full collection, which does not shrink the new space): nothing is done there.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

const V8_MAJOR = Number(process.versions.v8.split('.')[0]);
let gc: Gc | undefined;

/** The collection V8 runs under memory pressure: compacts the old generation and shrinks the new space to its least. */
export function settleHeap(): void {
  if (V8_MAJOR < 12) return;
  if (!gc) {
    // V8's gc() exists only in a context made while --expose-gc is set: one such context, then the flag goes back.
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as Gc;
    setFlagsFromString('--no-expose-gc');
  }
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}


// Names each thread of a `serve` process (Linux comm) by its Node threadId, for bench/pg-ab.ts: `BENCH_NODE_FLAGS="--import
// bench/name-threads.mjs"`. A thread a named one starts (a bridge thread: execArgv []) inherits its name.
import { isMainThread, threadId } from 'node:worker_threads';
import { writeFileSync } from 'node:fs';
const name = (isMainThread ? 'main' : `w${threadId}`);
try { writeFileSync('/proc/thread-self/comm', name); } catch {}

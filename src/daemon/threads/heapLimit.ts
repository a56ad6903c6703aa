// The old generation's limits of serve's worker threads.
//
// V8 sizes a heap from the machine's memory (a quarter of it, at most 4 GB) and, when that limit is 2 GB or more,
// lets the old generation grow to four times its live size before the next full collection; below 2 GB the factor
// scales down, from 2 (just under 2 GB) to 1.6 (1 GB) and 1.3 (256 MB). A smaller machine keeps V8's own, smaller
// limit; an operator's --max-old-space-size (NODE_OPTIONS) replaces the caps, smaller or larger. Neither thread holds
// anything in proportion to the backlog: the service thread the requests in progress (at most limits.maxBodyBytes
// each), the queue thread the jobs in hand.
//
// On this machine (24 GB), with V8's own 4 GB:
// - the queue thread of a 20,000-booking drain grew its old generation to 81 MB for about 30 MB live; at 1 GB, 34 MB
//   for the same CPU time;
// - the service thread, taking a push of 100,000 bookings (100 calls of 1,000, 4 at a time), grew its old generation
//   and its large objects (the request bodies) to 88 MB for about 20 MB live: that push was serve's peak (292-312
//   MB). At 1.5 GB (factor about 1.8) the push peaked at 243-251 MB, at 1 GB at 232-234 MB. Under a load of adds
//   (800 calls of 100, 8 connections) 1.5 GB ran 6 full collections against 4, for the same CPU time of the thread
//   (3.4-4.6 s either way, four runs each); 1 GB ran 7-12 and took about a tenth more of it;
// - the queue thread of a 100,000-booking drain holding sixty-four contacts per slot in hand (2048, each with its booking
//   read and parsed, and as many finished ones waiting for their completion) grew its old generation to 55-69 MB at
//   1 GB (factor 1.6), 47-49 MB at 512 MB (factor 1.4), for the same CPU time of the process within the runs' spread: the
//   push is serve's peak, and the queue thread's hand is part of it (bench/RESULTS.md, "SQLite drain, stop 7").
import { getHeapStatistics } from 'node:v8';

/** The queue thread's cap: 512 MB. */
export const QUEUE_OLD_GENERATION_MB = 512;
/** The service thread's cap: 1.5 GB. */
export const SERVICE_OLD_GENERATION_MB = 1536;

/** Whether the operator set the heap's size (`node --max-old-space-size=N`, or in NODE_OPTIONS). */
function operatorSetHeapSize(): boolean {
  return [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((a) => /^--max[-_]old[-_]space[-_]size(=|$)/.test(a));
}

/**
 * For `resourceLimits.maxOldGenerationSizeMb`: `capMb`, or this thread's own limit where that is smaller; an
 * operator's `--max-old-space-size` applies to every thread as given, larger than the cap too (a thread that runs
 * out of heap stops serve with ERR_WORKER_OUT_OF_MEMORY; docs/troubleshooting.md).
 */
export function oldGenerationMb(capMb: number): number {
  const own = Math.floor(getHeapStatistics().heap_size_limit / (1 << 20));
  return operatorSetHeapSize() ? own : Math.min(capMb, own);
}

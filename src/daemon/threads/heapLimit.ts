// The old generation's limit of serve's queue thread.
//
// V8 sizes a heap from the machine's memory (a quarter of it, at most 4 GB) and, when that limit is 2 GB or more,
// lets the old generation grow to four times its live size before the next full collection; below it the factor
// scales down (1.3 at 256 MB). On this machine (24 GB) the queue thread of a 20,000-booking drain grew its old
// generation to 81 MB for about 30 MB live. Capped at 1 GB (V8's own limit on a machine with 4 GB of memory) the
// factor is about 1.6: the same drain kept it at 34 MB, for the same CPU time, and serve's peak RSS fell by about
// 20 MB. A smaller machine keeps V8's own, smaller limit; so does a lower --max-old-space-size in NODE_OPTIONS.
// The thread holds nothing in proportion to the backlog: the jobs in hand. The service thread keeps V8's limit: under
// a load of adds the cap doubled its full collections (4 -> 7-12 for 80,000 bookings) and its old generation is not
// what a drain's peak is made of (33-36 MB either way).
import { getHeapStatistics } from 'node:v8';

const CAP_MB = 1024;

/** For `resourceLimits.maxOldGenerationSizeMb`: 1 GB, or this thread's own limit where that is smaller. */
export function workerOldGenerationMb(): number {
  return Math.min(CAP_MB, Math.floor(getHeapStatistics().heap_size_limit / (1 << 20)));
}

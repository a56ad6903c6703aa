// Taking back a dead worker's jobs on SQLite, where `serve` is the only process on its file (src/daemon/serveLock.ts):
// at start, and when the queue thread died, every job still locked was held by a worker that is gone. They are all
// free at once (no lease to wait out), and none is counted an attempt it did not finish: a job held but never
// started keeps its attempt count, and a run cut short by the crash is not a failure for its backoff.
import { inTransaction, type Db } from '../../store/db.js';
import { releaseAllLocks } from '../../store/jobs.js';
import { giveBackHeldAttempts } from '../../store/webhookAttempts.js';

/** Returns how many jobs were taken back. */
export function rescueAllJobs(db: Db): number {
  return inTransaction(db, () => {
    giveBackHeldAttempts(db);
    return releaseAllLocks(db);
  });
}

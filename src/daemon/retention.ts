// The retention policy as `serve` runs it: the cron's `retention.purge` job erases what retention.days says is due.
import { DAY, iso } from '../domain/clock.js';
import { purgeExpired, type PurgeReport } from '../store/retention.js';
import { engineOf, type Db } from '../store/db.js';
import { ReconfirmError } from '../domain/errors.js';
import type { ServiceContext } from './context.js';
import type { TaskHandlers } from './tasks.js';

/** Check-outs before this instant are past the retention period. */
export const retentionCutoff = (now: number, days: number) => iso(now - days * DAY);

/** Not yet on PostgreSQL: the erasers edit the booking's JSON with SQLite's json_set/json_remove (README "Limits"). */
export const RETENTION_ON_PG = 'retention is not available on PostgreSQL yet: guest data is kept until it is; use the SQLite engine where retention.days must hold';

export function runPurge(db: Db, now: number, days: number): PurgeReport {
  if (engineOf(db) === 'pg') throw new ReconfirmError('CONFIG_INVALID', RETENTION_ON_PG);
  return purgeExpired(db, retentionCutoff(now, days), iso(now));
}

let saidOnPg = false;

export function retentionTasks(ctx: ServiceContext): Pick<TaskHandlers, 'retention.purge'> {
  return {
    'retention.purge': {
      concurrency: 1,
      handler: () => {
        if (engineOf(ctx.db) === 'pg') {
          if (!saidOnPg) ctx.log(`retention: ${RETENTION_ON_PG}`);
          saidOnPg = true;
          return;
        }
        const report = runPurge(ctx.db, ctx.clock.now(), ctx.config.retention.days);
        if (report.bookings.length) ctx.log(`retention: guest data of ${report.bookings.length} booking(s) checked out before ${report.cutoff.slice(0, 10)} erased`);
      },
    },
  };
}

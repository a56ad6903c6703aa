// The retention policy as `serve` runs it: the cron's `retention.purge` job erases what retention.days says is due.
import { DAY, iso } from '../domain/clock.js';
import { purgeExpired, type PurgeReport } from '../store/retention.js';
import type { Db } from '../store/db.js';
import type { ServiceContext } from './context.js';
import type { TaskHandlers } from './tasks.js';

/** Check-outs before this instant are past the retention period. */
export const retentionCutoff = (now: number, days: number) => iso(now - days * DAY);

export function runPurge(db: Db, now: number, days: number): PurgeReport {
  return purgeExpired(db, retentionCutoff(now, days), iso(now));
}

export function retentionTasks(ctx: ServiceContext): Pick<TaskHandlers, 'retention.purge'> {
  return {
    'retention.purge': {
      concurrency: 1,
      handler: () => {
        const report = runPurge(ctx.db, ctx.clock.now(), ctx.config.retention.days);
        if (report.bookings.length) ctx.log(`retention: guest data of ${report.bookings.length} booking(s) checked out before ${report.cutoff.slice(0, 10)} erased`);
      },
    },
  };
}

// The cron scheduler, for what is truly periodic: it enqueues the periodic tasks as jobs (keyed, so never twice).
// Everything that happens at a time of its own (contacts, reminders, risk checks, webhook retries) is a job with
// its run_at instead: see src/domain/tasks.ts.
import { CronJob, validateCronExpression } from 'cron';
import { ReconfirmError } from '../../domain/errors.js';
import { holdsCronTurn, inTransaction } from '../../store/db.js';
import { enqueue } from '../../store/jobs.js';
import type { ServiceContext } from '../context.js';

export function checkCronExpression(expression: string): void {
  const v = validateCronExpression(expression);
  if (!v.valid) throw new ReconfirmError('CONFIG_INVALID', `scheduler.cron is not a valid cron expression ("${expression}"): ${v.error?.message ?? 'unreadable'}`);
}

/** One cron tick: the periodic tasks become due now. */
export function enqueuePeriodicTasks(ctx: ServiceContext): void {
  // Several instances on one PostgreSQL database: one of them runs the periodic tasks.
  if (!holdsCronTurn(ctx.db)) return;
  const now = ctx.clock.now();
  inTransaction(ctx.db, () => {
    enqueue(ctx.db, 'maintenance.optimize', {}, { runAt: now }, now);
    enqueue(ctx.db, 'retention.purge', {}, { runAt: now }, now);
  });
  ctx.poke();
}

/** Starts the cron; its expression was checked at the start of `serve` (checkEngineConfig). */
export function startCron(ctx: ServiceContext): { stop(): void } {
  const job = CronJob.from({
    cronTime: ctx.config.scheduler.cron,
    onTick: () => {
      try {
        enqueuePeriodicTasks(ctx);
      } catch (err) {
        ctx.log(`scheduler: periodic tasks not queued: ${(err as Error).message}`);
      }
    },
    start: true,
  });
  return { stop: () => void job.stop() };
}

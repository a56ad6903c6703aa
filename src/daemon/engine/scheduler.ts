// The cron wrapper around the scheduler tick: config.scheduler.cron decides when; schedulerTick decides what.
import { CronJob, validateCronExpression } from 'cron';
import { ReconfirmError } from '../../domain/errors.js';
import type { ServiceContext } from '../context.js';
import { schedulerTick } from './tick.js';

export function checkCronExpression(expression: string): void {
  const v = validateCronExpression(expression);
  if (!v.valid) throw new ReconfirmError('CONFIG_INVALID', `scheduler.cron is not a valid cron expression ("${expression}"): ${v.error?.message ?? 'unreadable'}`);
}

/** Starts the cron; its expression was checked at the start of `serve` (checkEngineConfig). */
export function startCron(ctx: ServiceContext): { stop(): void } {
  const job = CronJob.from({
    cronTime: ctx.config.scheduler.cron,
    // A slow tick (a very large backlog) is not started twice over itself.
    waitForCompletion: true,
    onTick: () => {
      try {
        const r = schedulerTick(ctx);
        if (r.contacts || r.riskChecks) ctx.log(`scheduler: queued ${r.contacts} hotel contact(s) and ${r.riskChecks} risk check(s)`);
      } catch (err) {
        ctx.log(`scheduler: tick failed: ${(err as Error).message}`);
      }
    },
    start: true,
  });
  return { stop: () => void job.stop() };
}

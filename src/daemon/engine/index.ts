// The reconfirmation engine's entry points for `serve`: queue tasks, hotel-facing routes and the scheduler.
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import type { HotelReply } from '../../domain/reply.js';
import { getContact } from '../../store/hotelContacts.js';
import { recordHotelReply } from '../../store/replies.js';
import { checkChannelConfig } from '../channels/index.js';
import { SIM_REPLY_TASK } from '../channels/simulator.js';
import type { ServiceContext } from '../context.js';
import { TASKS } from '../pipeline.js';
import type { TaskDefinition } from '../queue/runner.js';
import { contactHotel } from './contact.js';
import { replyApiPlugin, replyPagePlugin } from './replyRoutes.js';
import { runRiskCheck } from './risks.js';
import { checkCronExpression, startCron } from './scheduler.js';
import { engineFor } from './state.js';

export { schedulerTick } from './tick.js';

/** A channel that cannot work, or a cron that cannot run, stops `serve` at start with the setting's name (checked once, by runtime.ts). */
export function checkEngineConfig(config: Config): void {
  checkChannelConfig(config);
  checkCronExpression(config.scheduler.cron);
}

export function engineTasks(ctx: ServiceContext): Record<string, TaskDefinition> {
  const engine = engineFor(ctx);
  return {
    [TASKS.contactHotel]: { concurrency: ctx.config.scheduler.concurrency, handler: ({ bookingPk }: { bookingPk: number }) => contactHotel(ctx, engine, bookingPk) },
    [TASKS.checkRisks]: { concurrency: 2, handler: ({ bookingPk }: { bookingPk: number }) => void runRiskCheck(ctx, bookingPk) },
    [SIM_REPLY_TASK]: { concurrency: 4, handler: (p: { bookingPk: number; contactId: number; reply: HotelReply }) => deliverSimulatedReply(ctx, p) },
  };
}

/** The simulated hotel answers; an answer to a request the booking's update replaced is dropped. */
function deliverSimulatedReply(ctx: ServiceContext, p: { bookingPk: number; contactId: number; reply: HotelReply }) {
  const contact = getContact(ctx.db, p.contactId);
  if (!contact || contact.status === 'SUPERSEDED') return;
  recordHotelReply(ctx.db, p.bookingPk, p.reply, { source: 'simulator', actor: 'hotel via simulator', now: ctx.clock.now(), contactId: p.contactId });
}

export function engineRoutes(ctx: ServiceContext): FastifyPluginAsync[] {
  const engine = engineFor(ctx);
  return [replyPagePlugin(ctx, engine), replyApiPlugin(ctx, engine)];
}

export function startScheduler(ctx: ServiceContext): { stop(): void } {
  return startCron(ctx);
}

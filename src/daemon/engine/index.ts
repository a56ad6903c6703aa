// The reconfirmation engine's entry points for `serve`: queue tasks, hotel-facing routes and the scheduler.
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import type { Booking } from '../../domain/schemas.js';
import type { TaskPayload } from '../../domain/tasks.js';
import { engineOf, optimizeDatabase } from '../../store/db.js';
import { getContact } from '../../store/hotelContacts.js';
import { recordHotelReply } from '../../store/replies.js';
import { comparedFor, hotelView } from '../channels/hotelView.js';
import { checkChannelConfig } from '../channels/index.js';
import type { ServiceContext } from '../context.js';
import type { TaskHandlers } from '../tasks.js';
import { contactHotel, discardPrepared, holdForCompletion, prepareContacts } from './contact.js';
import { digestPagePlugin } from './digestRoutes.js';
import { otaCancelTask } from './otaCancel.js';
import { otaPullPlugin } from './otaRoutes.js';
import { replyApiPlugin, replyPagePlugin } from './replyRoutes.js';
import { runRiskCheck } from './risks.js';
import { checkCronExpression } from './scheduler.js';
import { engineFor } from './state.js';

/** A channel that cannot work, or a cron that cannot run, stops `serve` at start with the setting's name (checked once, by runtime.ts). */
export function checkEngineConfig(config: Config): void {
  checkChannelConfig(config);
  checkCronExpression(config.scheduler.cron);
}

export function engineTasks(ctx: ServiceContext): Pick<TaskHandlers, 'hotel.contact' | 'risk.check' | 'hotel.simulatedReply' | 'hotel.otaCancel' | 'maintenance.optimize'> {
  const engine = engineFor(ctx);
  return {
    'hotel.contact': {
      concurrency: ctx.config.channels.concurrency,
      // Sixty-four times its concurrency in hand on SQLite, thirty-two on PostgreSQL: the first attempts of a claim are
      // written in its commit, so a larger hand is fewer, larger commits (a drain of 20,000 wrote 1180 MB at 4 before,
      // 779 MB at 8, 644 MB at 16; one of 100,000 wrote 8.3 pages of log per booking at 16, 6.2 at 32, and 1.95 times
      // the bare drain's bytes at 64 against 3.2 at 32: the random pages it touches are shared; bench/RESULTS.md, "SQLite
      // drain, stop 7"). Its bound is memory: each held contact keeps its booking (threads/heapLimit.ts). PostgreSQL
      // writes no pages of its own log per commit this way, and its instances share the backlog by their hands.
      // A held contact waits at most half its lease; one given back unstarted takes its unsent attempt with it.
      claimAhead: engineOf(ctx.db) === 'sqlite' ? 64 : 32,
      // In the claim's transaction: the bookings read at once, and each first attempt written there (contact.ts).
      prefetch: (payloads) => prepareContacts(ctx, engine, payloads.map((p) => p.bookingPk)),
      giveBack: (prepared) => discardPrepared(ctx, prepared),
      // The bookings of the contacts a tick completes, read (and locked on PostgreSQL) in one statement for their
      // outcomes' writes (an answer, a confirmation), instead of one locked read each; their risk checks together.
      beforeComplete: (payloads) => holdForCompletion(ctx, payloads.map((p) => p.bookingPk)),
      handler: ({ bookingPk }, job) => contactHotel(ctx, engine, bookingPk, job),
    },
    'risk.check': { concurrency: 2, handler: ({ bookingPk }) => void runRiskCheck(ctx, bookingPk) },
    'hotel.simulatedReply': { concurrency: 4, handler: (p) => deliverSimulatedReply(ctx, p) },
    'hotel.otaCancel': otaCancelTask(ctx),
    'maintenance.optimize': { concurrency: 1, handler: () => optimizeDatabase(ctx.db) },
  };
}

/** The simulated hotel answers; an answer to a request the booking's update replaced is dropped. */
function deliverSimulatedReply(ctx: ServiceContext, p: TaskPayload<'hotel.simulatedReply'>) {
  const contact = getContact(ctx.db, p.contactId);
  if (!contact || contact.status === 'SUPERSEDED') return;
  const compared = (booking: Booking) => comparedFor(hotelView(ctx.config, booking));
  recordHotelReply(ctx.db, p.bookingPk, p.reply, { source: 'simulator', actor: 'hotel via simulator', now: ctx.clock.now(), contactId: p.contactId, compared });
}

export function engineRoutes(ctx: ServiceContext): FastifyPluginAsync[] {
  const engine = engineFor(ctx);
  return [replyPagePlugin(ctx, engine), replyApiPlugin(ctx, engine), digestPagePlugin(ctx, engine), otaPullPlugin(ctx)];
}


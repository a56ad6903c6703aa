// The reconfirmation engine's entry points for `serve`: queue tasks, hotel-facing routes and the scheduler.
// Filled in by the engine work (issue 3); until then bookings stay PENDING unless answered with `hotel reply`.
import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context.js';
import type { TaskDefinition } from '../queue/runner.js';

export function engineTasks(_ctx: ServiceContext): Record<string, TaskDefinition> {
  return {};
}

export function engineRoutes(_ctx: ServiceContext): FastifyPluginAsync[] {
  return [];
}

export function startScheduler(_ctx: ServiceContext): { stop(): void } {
  return { stop() {} };
}

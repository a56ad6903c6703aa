// Webhook delivery's entry point for `serve`: the queue task that delivers outbox events (issue 4).
import type { ServiceContext } from '../context.js';
import type { TaskDefinition } from '../queue/runner.js';

export function webhookTasks(_ctx: ServiceContext): Record<string, TaskDefinition> {
  return {};
}

// Webhook delivery's entry point for `serve`: the queue task that delivers outbox events, over one shared keep-alive agent.
import { DELIVER_TASK } from '../../store/outbox.js';
import { loadDeliveries } from '../../store/webhookAttempts.js';
import type { ServiceContext } from '../context.js';
import type { TaskDefinition } from '../queue/runner.js';
import { createDeliverer } from './deliver.js';
import { webhookAgent } from './post.js';

export function webhookTasks(ctx: ServiceContext): Record<string, TaskDefinition> {
  const { concurrency, timeoutMs } = ctx.config.webhooks;
  const deliver = createDeliverer(ctx, webhookAgent(concurrency));
  return {
    [DELIVER_TASK]: {
      concurrency,
      // Deliveries are quick, alike and unprioritised: hold many, so one claim and one commit serve ~100 of them
      // (the webhook rate went from 0.44 to 0.53 of a bare undici loop; bench/RESULTS.md).
      claimAhead: 16,
      // Longer than any one attempt, so only a crashed worker's delivery is taken again.
      leaseMs: timeoutMs * 2 + 30_000,
      handler: deliver,
      prefetch: (payloads: { deliveryId: number }[]) => loadDeliveries(ctx.db, payloads.map((p) => p.deliveryId)),
    },
  };
}

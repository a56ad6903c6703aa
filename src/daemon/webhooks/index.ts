// Webhook delivery's entry point for `serve`: the queue task that delivers outbox events, over one shared keep-alive agent.
import type { Agent } from 'undici';
import { giveBackReserved, recordDelivered, reserveAttempts, type Delivered, type DeliveryToSend } from '../../store/webhookAttempts.js';
import type { ServiceContext } from '../context.js';
import type { TaskHandlers } from '../tasks.js';
import { createDeliverer, parkFailedDelivery } from './deliver.js';
import { webhookAgent } from './post.js';

export function webhookTasks(ctx: ServiceContext): Pick<TaskHandlers, 'webhook.deliver'> {
  const { concurrency, timeoutMs } = ctx.config.webhooks;
  let agent: Agent | undefined;
  const deliver = createDeliverer(ctx, () => (agent ??= webhookAgent(concurrency)));
  return {
    'webhook.deliver': {
      concurrency,
      // Deliveries are quick, alike and unprioritised: hold many, so one claim and one commit serve ~100 of them
      // (the webhook rate went from 0.44 to 0.53 of a bare undici loop; bench/RESULTS.md).
      claimAhead: 16,
      // Longer than any one attempt, so only a crashed worker's delivery is taken again.
      leaseMs: timeoutMs * 2 + 30_000,
      handler: deliver,
      // The delivered attempts of a tick's completed jobs, as one set (after the fenced completion).
      completeMany: (records) => recordDelivered(ctx.db, records as Delivered[]),
      // In the claim's transaction: each delivery's next attempt is reserved before its POST (the fence between instances).
      prefetch: (payloads) => reserveAttempts(ctx.db, payloads.map((p) => p.deliveryId)),
      // A delivery held and given back unstarted: the attempt reserved for it was not made.
      giveBack: (reserved) => void giveBackReserved(ctx.db, reserved as (DeliveryToSend | null)[]),
      // Each failed attempt is in the delivery log (`reconfirm webhooks deliveries`); a line each would flood the log.
      logRetries: false,
      onParked: ({ deliveryId }, error) => parkFailedDelivery(ctx, deliveryId, error),
    },
  };
}

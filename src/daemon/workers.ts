// The tasks the queue runs (runtime.ts starts the runner, inline or in the queue thread).
import { applySubmission } from './applySubmission.js';
import type { ServiceContext } from './context.js';
import { engineTasks } from './engine/index.js';
import { TASKS } from './pipeline.js';
import type { TaskDefinition } from './queue/runner.js';
import { webhookTasks } from './webhooks/index.js';

export function submissionTasks(ctx: ServiceContext): Record<string, TaskDefinition> {
  // One at a time, oldest first: submissions are applied in the order they were accepted.
  return {
    [TASKS.applySubmission]: {
      concurrency: 1,
      batchSize: 20,
      handler: ({ traceId }: { traceId: string }) => applySubmission(ctx.db, ctx.clock, traceId),
      // Several queued submissions per claim, each in its own short transaction: one claim for many,
      // and the write lock is free for the HTTP thread between them (see the write gate in store/db.ts).
      handleBatch: (payloads: { traceId: string }[]) => payloads.forEach(({ traceId }) => applySubmission(ctx.db, ctx.clock, traceId)),
    },
  };
}

export function allTasks(ctx: ServiceContext): Record<string, TaskDefinition> {
  return { ...submissionTasks(ctx), ...engineTasks(ctx), ...webhookTasks(ctx) };
}

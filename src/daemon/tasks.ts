// Every task of the registry (src/domain/tasks.ts) bound to the code that runs it, each handler typed by its payload.
import { TASK_NAMES, TASKS, type TaskName, type TaskPayload } from '../domain/tasks.js';
import { applyBatch, applySubmission } from './applySubmission.js';
import type { ServiceContext } from './context.js';
import { engineTasks } from './engine/index.js';
import { mailTasks } from './mail/index.js';
import type { TaskDefinition } from './queue/runner.js';
import { retentionTasks } from './retention.js';
import { webhookTasks } from './webhooks/index.js';

/** One definition per registered task: a task missing here, or a handler of the wrong payload, does not compile. */
export type TaskHandlers = { [T in TaskName]: TaskDefinition<TaskPayload<T>> };

function submissionTasks(ctx: ServiceContext): Pick<TaskHandlers, 'submission.apply'> {
  // One at a time, oldest first: submissions are applied in the order they were accepted.
  return {
    'submission.apply': {
      concurrency: 1,
      // …and across instances: one of them at a time holds submissions (PostgreSQL).
      oneHolder: true,
      batchSize: 20,
      handler: ({ traceId }) => applySubmission(ctx.db, ctx.clock, traceId, ctx.config.defaultTimeZone),
      // Several queued submissions per claim, applied as a set: read together, decided in pure code, written one
      // statement per table (issue 26; src/domain/applyPlan.ts, src/store/applyWrites.ts). SQLite: a set per submission.
      handleBatch: (payloads) => applyBatch(ctx.db, ctx.clock, payloads.map((p) => p.traceId), ctx.config.defaultTimeZone),
    },
  };
}

/** What the queue runner runs, each task with its payload schema from the registry. */
export function allTasks(ctx: ServiceContext): Record<string, TaskDefinition> {
  const handlers: TaskHandlers = { ...submissionTasks(ctx), ...engineTasks(ctx), ...webhookTasks(ctx), ...mailTasks(ctx), ...retentionTasks(ctx) };
  return Object.fromEntries(TASK_NAMES.map((name) => [name, { ...handlers[name], payload: TASKS[name].payload } as TaskDefinition]));
}

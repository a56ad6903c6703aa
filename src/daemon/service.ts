// The lifecycle of `reconfirm serve`: open the store, bootstrap an account, start HTTP, queue and scheduler, stop gracefully.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { systemClock, type Clock } from '../domain/clock.js';
import { createApiKey, firstAccount, type CreatedKey } from '../store/accounts.js';
import { openDatabase, type Db } from '../store/db.js';
import { releaseAllLocks } from '../store/jobs.js';
import { applySubmission } from './applySubmission.js';
import type { ServiceContext } from './context.js';
import { engineRoutes, engineTasks, startScheduler } from './engine/index.js';
import { buildApp } from './http/app.js';
import { Metrics } from './metrics.js';
import { TASKS } from './pipeline.js';
import { Runner, type TaskDefinition } from './queue/runner.js';
import { webhookTasks } from './webhooks/index.js';

export interface Service {
  ctx: ServiceContext;
  app: FastifyInstance;
  runner: Runner;
  url: string;
  /** Set when this start created the first account: shown once, never stored in plain text. */
  bootstrap?: CreatedKey;
  stop(): Promise<void>;
}

export interface StartOptions {
  clock?: Clock;
  log?: (line: string) => void;
  /** Start without the HTTP listener's port (tests use app.inject) or without workers. */
  listen?: boolean;
  workers?: boolean;
  scheduler?: boolean;
  logRequests?: boolean;
  db?: Db;
}

export function submissionTasks(ctx: ServiceContext): Record<string, TaskDefinition> {
  // One at a time, oldest first: submissions are applied in the order they were accepted.
  return { [TASKS.applySubmission]: { concurrency: 1, handler: ({ traceId }: { traceId: string }) => applySubmission(ctx.db, ctx.clock, traceId) } };
}

export async function startService(config: Config, opts: StartOptions = {}): Promise<Service> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const db = opts.db ?? openDatabase(config.db);
  let bootstrap: CreatedKey | undefined;
  if (!firstAccount(db)) bootstrap = createApiKey(db, { label: 'bootstrap' });
  const released = releaseAllLocks(db);
  if (released) log(`queue: ${released} job(s) left running by a previous process will run again`);

  let runner: Runner | undefined;
  const ctx: ServiceContext = { db, clock: opts.clock ?? systemClock, config, metrics: new Metrics(), poke: () => runner?.poke(), log };
  runner = new Runner(db, ctx.clock, { ...submissionTasks(ctx), ...engineTasks(ctx), ...webhookTasks(ctx) }, { log });
  const app = await buildApp(ctx, { plugins: engineRoutes(ctx), logRequests: opts.logRequests });

  let url = '';
  if (opts.listen !== false) {
    url = await app.listen({ host: config.host, port: config.port });
    const addr = app.server.address();
    if (addr && typeof addr === 'object') url = `http://${addr.family === 'IPv6' ? `[${addr.address}]` : addr.address}:${addr.port}`;
  }
  if (opts.workers !== false) runner.start();
  const scheduler = opts.scheduler === false ? { stop() {} } : startScheduler(ctx);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      scheduler.stop();
      await app.close();
      const finished = await runner!.stop(15_000);
      if (!finished) log('shutdown: jobs still running after 15 s were left to be taken again on next start');
      db.$client.close();
    })());
  return { ctx, app, runner, url, bootstrap, stop };
}

// The lifecycle of `reconfirm serve`: open the store, bootstrap an account, start HTTP, queue and scheduler, stop gracefully.
import type { FastifyInstance } from 'fastify';
import { retryPolicies, type Config } from '../config.js';
import { systemClock, type Clock } from '../domain/clock.js';
import { createApiKey, firstAccount, type CreatedKey } from '../store/accounts.js';
import { openDatabase, setRetryPolicies, type Db } from '../store/db.js';
import { releaseAllLocks } from '../store/jobs.js';
import type { ServiceContext } from './context.js';
import { checkEngineConfig, engineRoutes } from './engine/index.js';
import { buildApp } from './http/app.js';
import { Metrics } from './metrics.js';
import type { Runner } from './queue/runner.js';
import { startInlineWorkers, startThreadWorkers, type Workers } from './workers.js';

/** How long SIGTERM waits for requests in progress before closing their connections. */
const STOP_GRACE_MS = 10_000;

export interface Service {
  ctx: ServiceContext;
  app: FastifyInstance;
  /** The in-process queue runner; undefined when the queue runs in a worker thread. */
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
  /** Run the queue: inline (default; tests drain it with a fake clock), in a worker thread (`serve`), or not at all. */
  workers?: boolean | 'inline' | 'thread';
  scheduler?: boolean;
  logRequests?: boolean;
  db?: Db;
}

export async function startService(config: Config, opts: StartOptions = {}): Promise<Service> {
  const log = opts.log ?? ((line: string) => console.log(line));
  // A hotel channel or cron expression that cannot work stops the start here, naming the setting.
  checkEngineConfig(config);
  const db = opts.db ?? openDatabase(config.db, { retry: retryPolicies(config) });
  if (opts.db) setRetryPolicies(db, retryPolicies(config));
  let bootstrap: CreatedKey | undefined;
  if (!firstAccount(db)) bootstrap = createApiKey(db, { label: 'bootstrap' });
  const released = releaseAllLocks(db);
  if (released) log(`queue: ${released} job(s) left running by a previous process will run again`);

  let workers: Workers | undefined;
  const ctx: ServiceContext = { db, clock: opts.clock ?? systemClock, config, metrics: new Metrics(), poke: () => workers?.poke(), log };
  const mode = opts.workers === 'thread' ? 'thread' : opts.workers === false ? 'off' : 'inline';
  const withScheduler = opts.scheduler !== false && mode !== 'off';
  const app = await buildApp(ctx, { plugins: engineRoutes(ctx), logRequests: opts.logRequests });

  let url = '';
  if (opts.listen !== false) {
    url = await app.listen({ host: config.host, port: config.port });
    const addr = app.server.address();
    if (addr && typeof addr === 'object') url = `http://${addr.family === 'IPv6' ? `[${addr.address}]` : addr.address}:${addr.port}`;
    // Links to the reply page need the real address: with --port 0 only the listener knows it.
    if (!config.publicUrl) ctx.config = { ...config, publicUrl: url };
  }
  try {
    if (mode === 'thread') {
      // The worker's commits run the WAL checkpoints (its connection keeps the default), so the HTTP
      // thread's commits never pay for copying the log back into the database file.
      db.$client.pragma('wal_autocheckpoint = 0');
      workers = await startThreadWorkers(ctx, ctx.config, { scheduler: withScheduler });
    } else workers = startInlineWorkers(ctx, { scheduler: withScheduler, start: mode === 'inline' });
  } catch (err) {
    // A queue that cannot start fails the start: the listener closes, so the process ends and says why.
    await app.close();
    if (!opts.db) db.$client.close();
    throw err;
  }

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // In-flight requests get a grace period; a client that stalls past it cannot hold the shutdown open.
      const grace = setTimeout(() => app.server.closeAllConnections(), STOP_GRACE_MS);
      await app.close();
      clearTimeout(grace);
      const finished = await workers!.stop(15_000);
      if (!finished) log('shutdown: jobs still running after 15 s were left to be taken again on next start');
      db.$client.close();
    })());
  return { ctx, app, runner: workers.runner!, url, bootstrap, stop };
}

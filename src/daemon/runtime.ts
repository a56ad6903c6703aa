// The life of `reconfirm serve`, owned here: what starts in which order, how it stops, and the queue thread's keeper.
//
//   main thread      passes on SIGTERM/SIGINT, prints what the threads report, turns a failure into the exit status
//                    (threads/main.ts, apart so that it loads nothing of the service)
//   service thread   startService: the database (synchronous=FULL), Fastify, the reply-link address   (threads/service.ts)
//   queue thread     startQueue: the durable queue and the cron scheduler, on a connection of its own  (threads/queue.ts)
//
// The threads speak one protocol, threads/protocol.ts. Tests call startService in their own process, with the queue
// inline and a fake clock.
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Worker } from 'node:worker_threads';
import { databaseTarget, retryPolicies, type Config } from '../config.js';
import { nominalDelay } from '../domain/backoff.js';
import { systemClock, type Clock } from '../domain/clock.js';
import { ReconfirmError } from '../domain/errors.js';
import { createApiKey, firstAccount, takeAccountsTurn, type CreatedKey } from '../store/accounts.js';
import { relocaliseUnfinished } from './relocalise.js';
import { attachWriteGate, engineOf, inTransaction, openDatabase, SERVE_CACHE_MB, setRetryPolicies, type Db } from '../store/db.js';
import { releaseLocksOf } from '../store/jobs.js';
import { backfillOtaIds } from '../store/ota.js';
import { PgDatabase } from '../store/pg/database.js';
import type { ServiceContext } from './context.js';
import { checkEngineConfig, engineRoutes } from './engine/index.js';
import { checkInboundConfig, startInbound, type Inbound } from './mail/index.js';
import { startCron } from './engine/scheduler.js';
import { Metrics } from './metrics.js';
import { newInstanceId, setInstanceId, VERSION } from './instance.js';
import { rescueAllJobs } from './queue/rescue.js';
import { Runner } from './queue/runner.js';
import { loadQueueThread, queueWorker, type LoadedQueueThread } from './threads/queueLoader.js';
import { errorFrom, type ThreadMessage } from './threads/protocol.js';
import { allTasks } from './tasks.js';

/** How long a stop waits for requests in progress before closing their connections. */
const STOP_GRACE_MS = 10_000;
/** How long a stop waits for the jobs in hand; the others run again after their lease (or at the next start). */
export const QUEUE_STOP_MS = 15_000;

export interface Service {
  ctx: ServiceContext;
  app: FastifyInstance;
  /** The in-process queue runner; undefined when the queue runs in a thread of its own. */
  runner: Runner;
  url: string;
  /** Hotels' e-mail answers (inbound.smtpPort, inbound.imapUrl), when configured. */
  inbound?: Inbound;
  /** Set when this start created the first account: shown once, never stored in plain text. */
  bootstrap?: CreatedKey;
  /** Stops accepting, then finishes what is in hand. A reason (SIGTERM) is logged once new connections are refused. */
  stop(reason?: string): Promise<void>;
}

export interface StartOptions {
  clock?: Clock;
  log?: (line: string) => void;
  /** Start without the HTTP listener's port (tests use app.inject) or without workers. */
  listen?: boolean;
  /** Run the queue: inline (default; tests drain it with a fake clock), in a thread of its own (`serve`), or not at all. */
  workers?: boolean | 'inline' | 'thread';
  scheduler?: boolean;
  logRequests?: boolean;
  db?: Db;
  /** DNS for sender authentication of received e-mail (tests inject one; the queue must then run inline). */
  dnsResolver?: ServiceContext['dnsResolver'];
  /** This start's instance id; a new random one by default. */
  instanceId?: string;
  /**
   * PostgreSQL: run the instance's heartbeat here (default). `serve` runs it in its main thread instead, which never
   * waits for the database (threads/main.ts).
   */
  heartbeat?: boolean;
  /** Called once the database is open and its schema migrated (serve's main thread starts the heartbeat then). */
  opened?: () => void;
  /**
   * `serve`: the queue thread its service thread started before loading this module (threads/queueLoader.ts); the
   * start adopts it, or cancels it when the start fails.
   */
  loaded?: LoadedQueueThread;
}

/**
 * PostgreSQL: how long serve's connections may stay idle inside a transaction before the server ends it (a process
 * paused or stalled there would hold the write lock and the rows it locked). A quarter of the lease: a paused instance
 * can hold the lock twice over (its two connections, each granted the lock it was waiting for while paused), and the
 * locks must be free before its jobs are taken over (three quarters of a lease after its last beat at the earliest),
 * so that what waited behind it (a hotel's answer to a contact it sent) is written first and the instance taking the
 * contact over finds the answer instead of asking the hotel again. With half the lease, the multi-instance SIGSTOP
 * test saw answers wait 10 s and be refused, the hotel asked a second time.
 */
export const idleInTransactionMs = (config: Config): number => (config.scheduler.leaseSeconds * 1000) / 4;

export async function startService(config: Config, opts: StartOptions = {}): Promise<Service> {
  try {
    return await openAndStart(config, opts);
  } catch (err) {
    // A queue thread loading for this start ends with it (once adopted, the start's own release stopped it).
    await opts.loaded?.cancel();
    throw err;
  }
}

async function openAndStart(config: Config, opts: StartOptions): Promise<Service> {
  const log = opts.log ?? ((line: string) => console.log(line));
  // The one check of the engine's settings: a hotel channel or a cron expression that cannot work stops the start
  // here, naming the setting, before anything is opened.
  checkEngineConfig(config);
  checkInboundConfig(config);
  // Every part started below registers its release here; a stop and a failed start run the same list, last first.
  const parts = new Lifecycle(log);
  const db = opts.db ?? openDatabase(databaseTarget(config), { retry: retryPolicies(config), cacheMb: SERVE_CACHE_MB, idleInTransactionMs: idleInTransactionMs(config) });
  // A database the caller opened stays the caller's to close.
  if (!opts.db) parts.add('database', () => db.$client.close());
  opts.opened?.();
  try {
    return await startParts(config, opts, db, parts, log);
  } catch (err) {
    // A listener or a queue that cannot start fails the start: what started closes, so the process ends and says why.
    await parts.releaseAll();
    throw err;
  }
}

async function startParts(config: Config, opts: StartOptions, db: Db, parts: Lifecycle, log: (line: string) => void): Promise<Service> {
  // A random id per start names this instance's job locks, its requests' User-Agent and its /metrics.
  const instanceId = opts.instanceId ?? newInstanceId();
  setInstanceId(instanceId);
  const mode = opts.workers === 'thread' ? 'thread' : opts.workers === false ? 'off' : 'inline';
  const withScheduler = opts.scheduler !== false && mode !== 'off';
  // `serve`: the queue thread loads while this one gets ready; it is told to start once the listener has its address.
  const loaded = mode === 'thread' ? (opts.loaded ?? loadQueueThread(config, instanceId, withScheduler)) : undefined;
  if (loaded) parts.add('queue thread, loading', () => loaded.cancel());
  else await opts.loaded?.cancel();
  if (opts.db) setRetryPolicies(db, retryPolicies(config));
  // In one write transaction: instances starting together on one PostgreSQL database create one account.
  const bootstrap: CreatedKey | undefined = inTransaction(db, () => {
    takeAccountsTurn(db);
    return firstAccount(db) ? undefined : createApiKey(db, { label: 'bootstrap' });
  });
  // Once per database: unfinished bookings whose hotel's coordinates now name its zone are read again (PRODUCT section 4).
  const reread = relocaliseUnfinished(db, config.defaultTimeZone, (opts.clock ?? systemClock).now());
  if (reread.length) log(`hotel zones: ${reread.length} unfinished booking(s) read again in the zone at their hotel's coordinates (see their history)`);
  // Once per database: bookings sent through an OTA channel before their UniqueID@ID was stored keep the one they were sent under.
  const otaIds = backfillOtaIds(db, new Date((opts.clock ?? systemClock).now()).toISOString());
  if (otaIds) log(`ota: the OpenTravel UniqueID of ${otaIds} booking(s) with a BookingId over 32 characters is stored now (docs/ota.md)`);
  // Alone on its SQLite file, serve frees what a previous process left locked. On PostgreSQL other instances may be
  // working: their leases lapse by themselves when they die (a heartbeat renews the live ones).
  if (engineOf(db) === 'sqlite') {
    const released = rescueAllJobs(db);
    if (released) log(`queue: ${released} job(s) left running by a previous process will run again`);
  }
  // PostgreSQL: this instance's leases stay its own while it lives (src/store/pg/heartbeat.ts); it stops after the
  // queue has finished what it holds.
  if (engineOf(db) === 'pg' && opts.heartbeat !== false) {
    const heartbeat = (await import('../store/pg/heartbeat.js')).startHeartbeat(databaseTarget(config), instanceId, config.scheduler.leaseSeconds * 1000, log);
    parts.add('heartbeat', () => heartbeat.stop());
  }
  // PostgreSQL: the accepting path (an API call's key check, the group commit of accepted calls) runs on a pool of
  // asynchronous connections of its own, not through the bridge (src/store/pg/pool.ts). It ends after the HTTP server
  // has answered the calls in progress (released in reverse order) and before the database closes.
  if (db.$client instanceof PgDatabase) {
    const client = db.$client;
    const { openPool, closePool } = await import('../store/pg/pool.js');
    openPool(client, { size: config.databasePoolSize, applicationName: `reconfirm intake ${instanceId}`, idleInTransactionMs: idleInTransactionMs(config) });
    parts.add('intake pool', () => closePool(client));
  }

  let queue: Queue | undefined;
  // linkBase is learned below, once the listener has its address.
  const ctx: ServiceContext = { instanceId, db, clock: opts.clock ?? systemClock, config, linkBase: '', metrics: new Metrics({ id: instanceId, version: VERSION }), poke: () => queue?.poke(), log, dnsResolver: opts.dnsResolver };
  // Fastify loads only in the thread that serves HTTP: the queue thread imports this module for startQueue.
  const { buildApp } = await import('./http/app.js');
  const app = await buildApp(ctx, { plugins: engineRoutes(ctx), logRequests: opts.logRequests });
  // Closing the app refuses new connections at once; requests in progress get a grace period, after which their
  // connections are closed, so a client that stalls cannot hold the shutdown open.
  // A keep-alive connection whose request is answered during the stop is idle from then on: it is closed within
  // 100 ms (Node closes only the connections idle when close() starts), not held open to the end of the grace period.
  let closing: Promise<void> | undefined;
  let grace: NodeJS.Timeout | undefined;
  let idle: NodeJS.Timeout | undefined;
  const refuseNew = () => {
    if (!closing) {
      closing = app.close();
      grace = setTimeout(() => app.server.closeAllConnections(), STOP_GRACE_MS);
      idle = setInterval(() => app.server.closeIdleConnections(), 100);
    }
    return closing;
  };
  parts.add('HTTP server', async () => {
    try {
      await refuseNew();
    } finally {
      clearTimeout(grace);
      clearInterval(idle);
    }
  });

  let url = '';
  if (opts.listen !== false) url = await listen(app, config);
  ctx.linkBase = replyLinkBase(config, url);
  if (mode === 'thread') {
    // The queue thread's commits run the WAL checkpoints (its connection keeps the default), so the HTTP
    // thread's commits never pay for copying the log back into the database file.
    db.$client.pragma('wal_autocheckpoint = 0');
    queue = await startQueueThread(ctx, { scheduler: withScheduler, loaded });
  } else queue = startQueue(ctx, { scheduler: withScheduler, start: mode === 'inline' });
  const started = queue;
  parts.add('queue', async () => {
    const finished = await started.stop(QUEUE_STOP_MS);
    if (!finished) log(`shutdown: jobs still running after ${QUEUE_STOP_MS / 1000} s were left to be taken again on next start`);
  });
  // Mail is taken in this thread, like API requests: stored with synchronous=FULL before it is acknowledged.
  let inbound: Inbound | undefined;
  if (opts.listen !== false) {
    const mail = (inbound = await startInbound(ctx));
    parts.add('inbound mail', () => mail.stop());
  }

  let stopping: Promise<void> | undefined;
  const stop = (reason?: string) =>
    (stopping ??= (async () => {
      // The listener (and every idle keep-alive connection) closes first; only then is the stop announced, so
      // whoever acts on "stopping" finds new connections refused. A request on a busy connection gets 503.
      await listenerClosed(app, refuseNew());
      if (reason) log(`${reason}: stopping (no new requests; finishing requests and jobs in hand)`);
      await parts.releaseAll();
    })());
  return { ctx, app, runner: queue.runner!, url, inbound, bootstrap, stop };
}

/**
 * What `serve` started, each part with its release, in the order started. A stop and a failed start release them
 * through this one list, last started first; a release that fails is logged and the others still run.
 */
export class Lifecycle {
  private readonly parts: { name: string; release: () => unknown }[] = [];
  constructor(private readonly log: (line: string) => void) {}

  add(name: string, release: () => unknown): void {
    this.parts.push({ name, release });
  }

  async releaseAll(): Promise<void> {
    for (let part = this.parts.pop(); part; part = this.parts.pop()) {
      try {
        await part.release();
      } catch (err) {
        this.log(`shutdown: releasing the ${part.name} failed: ${(err as Error).message}`);
      }
    }
  }
}

/**
 * The base URL of reply links, learned once: publicUrl, else the address the listener really got (with --port 0
 * only the listener knows it), else the configured one (a service that does not listen).
 */
function replyLinkBase(config: Config, listenUrl: string): string {
  const configured = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  return (config.publicUrl ?? (listenUrl || configured)).replace(/\/+$/, '');
}

/** Listens where the configuration says and answers the real address; the usual failures in words an operator can act on. */
async function listen(app: FastifyInstance, config: Config): Promise<string> {
  let url: string;
  try {
    url = await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    const code = (err as { code?: string })?.code;
    if (code === 'EADDRINUSE') throw new ReconfirmError('CONFIG_INVALID', `port ${config.port} on ${config.host} is already in use (another serve?); stop that process or pass another --port`);
    if (code === 'EACCES' && (err as { syscall?: string }).syscall === 'listen') throw new ReconfirmError('CONFIG_INVALID', `not allowed to listen on port ${config.port}; ports below 1024 need privileges, pass --port 8080 or another`);
    throw err;
  }
  const addr = app.server.address() as AddressInfo | string | null;
  if (!addr || typeof addr !== 'object') return url;
  return `http://${addr.family === 'IPv6' ? `[${addr.address}]` : addr.address}:${addr.port}`;
}

/** Fastify closes its listener a few turns of the event loop into close(); Node closes the idle connections with it. */
async function listenerClosed(app: FastifyInstance, closing: Promise<unknown>): Promise<void> {
  let settled = false;
  closing.then(
    () => (settled = true),
    () => (settled = true),
  );
  while (app.server.listening && !settled) await nextTurn();
}

/** The queue runner and the cron scheduler, wherever they run. */
export interface Queue {
  /** The in-process runner (not in a thread): tests drain it with a fake clock. */
  runner?: Runner;
  poke(): void;
  /** Stops claiming, waits for jobs in hand up to the timeout; false when some were left to their lease. */
  stop(timeoutMs: number): Promise<boolean>;
}

/** The queue in the calling thread: the body of the queue thread, or inline in tests (started, or left to drain). */
export function startQueue(ctx: ServiceContext, opts: { scheduler: boolean; start: boolean }): Queue {
  // PostgreSQL: other instances take back a lease that lapses, so a live one renews its running jobs' leases.
  const leaseMs = ctx.config.scheduler.leaseSeconds * 1000;
  const pg = engineOf(ctx.db) === 'pg';
  const shared = pg ? { leaseMs, heartbeatMs: Math.floor(leaseMs / 3) } : {};
  // The instance's id is its runner's name in jobs.locked_by: a replaced queue thread frees exactly what it held.
  const runner = new Runner(ctx.db, ctx.clock, allTasks(ctx), { log: ctx.log, pollMs: 200, worker: ctx.instanceId, ...shared });
  if (opts.start) runner.start();
  const scheduler = opts.scheduler ? startCron(ctx) : { stop() {} };
  // PostgreSQL: other instances' commits wake this runner (LISTEN); its 200 ms poll stays as the fallback.
  let listener: { stop(): Promise<void> } | undefined;
  let stopping = false;
  if (pg && opts.start) {
    void import('../store/pg/listen.js').then(({ listenForJobs }) => {
      if (!stopping) listener = listenForJobs(databaseTarget(ctx.config), () => runner.poke(), ctx.log);
    });
  }
  return {
    runner,
    poke: () => runner.poke(),
    stop: async (timeoutMs) => {
      stopping = true;
      scheduler.stop();
      await listener?.stop();
      return runner.stop(timeoutMs);
    },
  };
}

/**
 * The queue in a thread of its own (`serve`), so pipeline work never holds up the HTTP event loop, kept running: a
 * thread that dies is replaced (its jobs' locks released first, since nothing else runs jobs), with a growing pause
 * if it keeps dying. One that fails to start rejects.
 */
export function startQueueThread(
  ctx: ServiceContext,
  opts: {
    scheduler: boolean;
    /** The thread's entry; tests pass one that misbehaves. */
    entry?: URL;
    firstRestartMs?: number;
    /** The first thread, already loading (loadQueueThread); a new one otherwise. */
    loaded?: LoadedQueueThread;
  },
): Promise<Queue> {
  const gate = opts.loaded?.gate ?? new SharedArrayBuffer(4);
  attachWriteGate(gate);
  let loaded = opts.loaded?.adopt();
  let worker: Worker;
  let stopping = false;
  let stopped: ((finished: boolean) => void) | undefined;
  const firstRestartMs = opts.firstRestartMs ?? 1000;
  let quickDeaths = 0; // threads in a row that died within a minute of their start
  let alive = false;
  let running = false; // once the first thread was ready, any exit is replaced, also of a replacement that fails early
  const send = (m: ThreadMessage) => worker.postMessage(m);

  const spawn = (onReady: () => void, onFail: (err: Error) => void) => {
    const startedAt = Date.now();
    let ready = false;
    const early = loaded;
    loaded = undefined;
    worker = early?.worker ?? queueWorker({ config: ctx.config, instanceId: ctx.instanceId, scheduler: opts.scheduler, gate }, opts.entry);
    alive = true;
    worker.on('message', (m: ThreadMessage) => {
      if (m.type === 'ready') {
        ready = true;
        running = true;
        onReady();
      } else if (m.type === 'log') ctx.log(m.line);
      else if (m.type === 'metric') ctx.metrics.inc(m.name, m.labels, m.by);
      else if (m.type === 'stopped') stopped?.(m.finished);
      else if (m.type === 'fatal') {
        ctx.log(`queue worker failed: ${m.stack ?? m.message}`);
        if (!ready) onFail(errorFrom(m));
      }
    });
    worker.on('error', (err) => {
      ctx.log(`queue worker crashed: ${err.stack ?? err.message}`);
      if (!ready) onFail(err);
    });
    worker.on('exit', (code) => {
      alive = false;
      stopped?.(false);
      if (stopping || !running) return;
      // A thread that ran a while starts over at the first pause; one that keeps dying waits longer each time.
      quickDeaths = Date.now() - startedAt > 60_000 ? 1 : quickDeaths + 1;
      const delay = nominalDelay(quickDeaths, { backoff: 'exponential', baseMs: firstRestartMs, capMs: 30_000 });
      ctx.log(`queue worker exited with code ${code}; starting a new one in ${delay / 1000} s`);
      setTimeout(() => {
        if (stopping) return;
        // SQLite: nothing else runs jobs, so every lock is the dead thread's. PostgreSQL: other instances hold
        // theirs; only this instance's are freed, by its exact id (the replacement thread has claimed nothing yet).
        const released = engineOf(ctx.db) === 'pg' ? releaseLocksOf(ctx.db, ctx.instanceId) : rescueAllJobs(ctx.db);
        if (released) ctx.log(`queue: ${released} job(s) held by the dead worker will run again`);
        spawn(() => ctx.log('queue worker running again'), (err) => ctx.log(`queue worker could not restart: ${err.message}`));
      }, delay).unref();
    });
    // What the first thread did while loading, before these listeners were on it: a failure fails the start.
    if (early?.failed || early?.exited !== undefined) {
      if (early.exited !== undefined) alive = false;
      const err = early.failed ?? new Error(`the queue thread ended with code ${early.exited} while loading`);
      ctx.log(`queue worker crashed: ${err.stack ?? err.message}`);
      onFail(err);
    } else send({ type: 'start', linkBase: ctx.linkBase });
  };

  const queue: Queue = {
    poke: () => send({ type: 'poke' }),
    stop: (timeoutMs) =>
      new Promise<boolean>((done) => {
        stopping = true;
        if (!alive) return done(false); // died and not replaced yet: nothing to wait for
        stopped = (finished) => {
          stopped = undefined;
          clearTimeout(deadline);
          void worker.terminate().then(() => done(finished));
        };
        // The thread bounds its own wait; this only guards against a thread that stopped answering.
        const deadline = setTimeout(() => stopped?.(false), timeoutMs + 2000);
        send({ type: 'stop', reason: 'shutdown', timeoutMs });
      }),
  };
  return new Promise((resolve, reject) => spawn(() => resolve(queue), reject));
}

// An instance's heartbeat on PostgreSQL: every few seconds the lease of every job the instance holds starts again
// (jobs.locked_by is its id, src/daemon/instance.ts), by the database's clock. It runs on a connection of its own with
// the asynchronous `pg` client, in `serve`'s main thread: that thread does no other work, so a queue thread busy with
// a long batch, or a service thread waiting its turn to write, cannot hold a beat back. When the process dies (or is
// paused) the beats stop, and the other instances take its jobs back one lease later (scheduler.leaseSeconds).
import pg from 'pg';
import { PG_NOW_MS } from './clock.js';
import { redact } from './url.js';

/**
 * Rows a transaction of this instance is writing now (a tick completing them) are skipped, not waited for: that
 * transaction settles them, and a beat never queues behind it.
 */
const RENEW = `UPDATE jobs SET locked_at = ${PG_NOW_MS}
  WHERE id IN (SELECT id FROM jobs WHERE locked_by = $1 AND locked_at IS NOT NULL FOR UPDATE SKIP LOCKED)`;

export interface Heartbeat {
  /** Renews now (tests; the timer does it every everyMs). Resolves to the number of leases renewed. */
  beat(): Promise<number>;
  stop(): Promise<void>;
}

/** Four beats per lease (scheduler.leaseSeconds): a lease lapses only after three beats in a row were missed. */
export function startHeartbeat(url: string, instanceId: string, leaseMs: number, log: (line: string) => void): Heartbeat {
  const everyMs = Math.floor(leaseMs / 4);
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let stopped = false;
  let failing = false;
  const connection = (): Promise<pg.Client> =>
    (connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url, application_name: `reconfirm heartbeat ${instanceId}` });
      c.on('error', () => {
        // The next beat connects again.
        if (client === c) client = undefined;
        connecting = undefined;
      });
      try {
        await c.connect();
      } catch (err) {
        connecting = undefined;
        void c.end().catch(() => {});
        throw err;
      }
      client = c;
      return c;
    })());
  const beat = async (): Promise<number> => {
    const c = client ?? (await connection());
    const r = await c.query(RENEW, [instanceId]);
    return r.rowCount ?? 0;
  };
  let running = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = true;
    beat()
      .then(() => {
        if (failing) log(`queue: heartbeat renews leases again on ${redact(url)}`);
        failing = false;
      })
      .catch((err: Error) => {
        if (!failing) log(`queue: heartbeat failed (${err.message}); this instance's jobs are taken by others if it goes on past their lease`);
        failing = true;
        const c = client;
        client = undefined;
        connecting = undefined;
        void c?.end().catch(() => {});
      })
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return {
    beat,
    async stop() {
      stopped = true;
      clearInterval(timer);
      const c = client ?? (connecting ? await connecting.catch(() => undefined) : undefined);
      await c?.end().catch(() => {});
    },
  };
}

// Wake-ups between instances on one PostgreSQL database: a transaction that enqueues a job due now NOTIFYs at its
// commit (PgDatabase.notifyOnCommit); every instance LISTENs and claims at once instead of at its next poll. Polling
// stays as the fallback: a lost notification, or a listener reconnecting, delays work by one poll, no more.
import pg from 'pg';
import { nominalDelay, type Backoff } from '../../domain/backoff.js';
import { JOBS_CHANNEL } from './database.js';
import { redact } from './url.js';

/** Listening again after a lost connection: 0.5 s, doubling to 30 s; back to 0.5 s once it listens. */
const RETRY: Backoff = { backoff: 'exponential', baseMs: 500, capMs: 30_000 };

export function listenForJobs(url: string, onWake: () => void, log: (line: string) => void): { stop(): Promise<void> } {
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url, application_name: 'reconfirm listen' });
    client = c;
    c.on('notification', () => onWake());
    c.on('error', (err) => {
      if (stopped) return;
      log(`queue: wake-ups from other instances lost (${err.message}); polling meanwhile, reconnecting`);
      retry();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${JOBS_CHANNEL}`);
      failures = 0;
      onWake(); // what was enqueued while no one listened
    } catch (err) {
      if (!stopped) log(`queue: cannot listen for wake-ups on ${redact(url)} (${(err as Error).message}); polling meanwhile, retrying`);
      retry();
    }
  };
  const retry = () => {
    void client?.end().catch(() => {});
    client = undefined;
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, nominalDelay(++failures, RETRY));
    timer.unref();
  };
  void connect();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}

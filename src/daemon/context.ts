// What the parts of a running service share: the database, the clock, the configuration, metrics and logging.
import type { Config } from '../config.js';
import type { Clock } from '../domain/clock.js';
import type { Db } from '../store/db.js';
import type { Metrics } from './metrics.js';

export interface ServiceContext {
  /** This start's instance id (src/daemon/instance.ts): its job locks, its User-Agent, /metrics. */
  instanceId: string;
  db: Db;
  clock: Clock;
  config: Config;
  /** The base URL of reply links: publicUrl, else the address `serve` listens at (runtime.ts learns it once). */
  linkBase: string;
  metrics: Metrics;
  /** Wake the queue runner after an enqueue, instead of waiting for its next poll. */
  poke(): void;
  log(line: string): void;
  /** DNS for checking hotels' e-mail senders (SPF, DKIM, DMARC): tests inject one; the system's when absent. */
  dnsResolver?: (name: string, rrtype: string) => Promise<string[][] | string[]>;
}

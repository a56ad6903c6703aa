// Who this `serve` is: a random id per start (12 hex characters), unique across machines and containers (a host
// name and a pid are not: two containers can both run pid 1 under one host name). It names this instance's job locks
// (jobs.locked_by), /metrics (reconfirm_instance_info), the banner, and the User-Agent of every webhook POST and hotel
// request, so a receiver can tell which instance sent what.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

export const VERSION = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;

export const newInstanceId = (): string => randomBytes(6).toString('hex');

/**
 * This thread's instance (each thread has its own copy of this module: the service thread sets it when the service
 * starts, the queue thread from its start data). Until then, one made for this thread.
 */
let current: string | undefined;

export function setInstanceId(id: string): void {
  current = id;
}

export function instanceId(): string {
  return (current ??= newInstanceId());
}

/** The User-Agent of every request `serve` sends: `reconfirm/0.1.0 (instance 3f9c0a12b7de)`. */
export const userAgent = (id = instanceId()): string => `reconfirm/${VERSION} (instance ${id})`;

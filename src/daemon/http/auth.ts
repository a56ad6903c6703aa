// Authentication of API calls (PRODUCT section 2): 401 vs 403, and throttling of clients that keep failing.
import type { FastifyRequest } from 'fastify';
import { ReconfirmError } from '../../domain/errors.js';
import { verifyApiKey } from '../../store/accounts.js';
import type { Db } from '../../store/db.js';

declare module 'fastify' {
  interface FastifyRequest {
    accountId: string;
  }
}

/** Counts failures per client address in a fixed window; a client over the limit gets 429 until it ends. */
export class FailureThrottle {
  private failures = new Map<string, { count: number; windowStart: number }>();

  constructor(private readonly maxFailures: number, private readonly windowMs: number, private readonly now: () => number) {}

  check(client: string) {
    const f = this.failures.get(client);
    if (!f) return;
    const elapsed = this.now() - f.windowStart;
    if (elapsed >= this.windowMs) {
      this.failures.delete(client);
      return;
    }
    if (f.count >= this.maxFailures) {
      const retryAfterSeconds = Math.ceil((this.windowMs - elapsed) / 1000);
      throw new ReconfirmError('RATE_LIMITED', `too many failed authentications from this client; retry after ${retryAfterSeconds} s`, { retryAfterSeconds });
    }
  }

  fail(client: string) {
    const now = this.now();
    const f = this.failures.get(client);
    if (!f || now - f.windowStart >= this.windowMs) this.failures.set(client, { count: 1, windowStart: now });
    else f.count++;
    if (this.failures.size > 10_000) this.failures.delete(this.failures.keys().next().value!);
  }
}

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
};

export function authenticate(db: Db, throttle: FailureThrottle, now: () => number) {
  return async (req: FastifyRequest) => {
    throttle.check(req.ip);
    const result = verifyApiKey(db, header(req, 'x-account-id'), header(req, 'x-api-key'), new Date(now()).toISOString());
    if (!result.ok) {
      throttle.fail(req.ip);
      throw new ReconfirmError(result.code, result.message);
    }
    req.accountId = result.accountId;
  };
}

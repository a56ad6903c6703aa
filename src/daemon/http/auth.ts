// Authentication of API calls (PRODUCT section 2): 401 vs 403, and throttling of clients that keep failing.
import type { FastifyRequest } from 'fastify';
import { ReconfirmError } from '../../domain/errors.js';
import { recordKeyUse, recordKeyUseOnPool, verifyApiKey, verifyApiKeyAsync } from '../../store/accounts.js';
import { engineOf, writeWithoutBlocking, type Db } from '../../store/db.js';

declare module 'fastify' {
  interface FastifyRequest {
    accountId: string;
    /** The key was created with `keys create --admin`: it may read what belongs to no account yet. */
    adminKey: boolean;
  }
}

/**
 * Counts failed authentications per client address and account in a fixed window: one typo behind an office NAT
 * throttles that address for that account only, and a valid key is never refused (keys are 192 random bits, so
 * letting a right guess through during the window costs nothing). An address that fails across many accounts is
 * throttled as a whole at ADDRESS_FACTOR times the limit, so spraying account ids does not escape the count.
 */
export class FailureThrottle {
  private failures = new Map<string, { count: number; windowStart: number }>();
  static readonly ADDRESS_FACTOR = 10;

  constructor(private readonly maxFailures: number, private readonly windowMs: number, private readonly now: () => number) {}

  /** Throws 429 when this address (for this account, or over all accounts) is over its limit. */
  check(client: string, accountId = '') {
    this.checkKey(`${client} ${accountId}`, this.maxFailures);
    this.checkKey(client, this.maxFailures * FailureThrottle.ADDRESS_FACTOR);
  }

  fail(client: string, accountId = '') {
    this.count(`${client} ${accountId}`);
    this.count(client);
  }

  private checkKey(key: string, limit: number) {
    const f = this.failures.get(key);
    if (!f) return;
    const elapsed = this.now() - f.windowStart;
    if (elapsed >= this.windowMs) {
      this.failures.delete(key);
      return;
    }
    if (f.count >= limit) {
      const retryAfterSeconds = Math.ceil((this.windowMs - elapsed) / 1000);
      throw new ReconfirmError('RATE_LIMITED', `too many failed authentications from this client; retry after ${retryAfterSeconds} s`, { retryAfterSeconds });
    }
  }

  private count(key: string) {
    const now = this.now();
    const f = this.failures.get(key);
    if (!f || now - f.windowStart >= this.windowMs) this.failures.set(key, { count: 1, windowStart: now });
    else f.count++;
    if (this.failures.size > 10_000) this.failures.delete(this.failures.keys().next().value!);
  }
}

/**
 * When each key was last used, written at most once a minute per key (not a write per request), off the request's
 * path: the write yields to other writers instead of blocking the event loop.
 */
export class KeyUse {
  private written = new Map<string, number>();
  static readonly EVERY_MS = 60_000;

  constructor(private readonly db: Db, private readonly now: () => number) {}

  seen(keyId: string) {
    const now = this.now();
    const last = this.written.get(keyId);
    if (last !== undefined && now - last < KeyUse.EVERY_MS) return;
    this.written.set(keyId, now);
    const at = new Date(now).toISOString();
    // PostgreSQL: on the service's pool, not through the bridge (whose thread answers one request at a time).
    void (recordKeyUseOnPool(this.db, keyId, at) ?? writeWithoutBlocking(this.db, () => recordKeyUse(this.db, keyId, at))).catch(() => {
      // A busy database loses one "last used" stamp; the next minute writes it.
      this.written.delete(keyId);
    });
  }
}

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
};

export function authenticate(db: Db, throttle: FailureThrottle, now: () => number, keyUse = new KeyUse(db, now)) {
  const pg = engineOf(db) === 'pg';
  return async (req: FastifyRequest) => {
    const accountId = header(req, 'x-account-id');
    // PostgreSQL: the key's statement does not block the service thread (the thread reads other calls meanwhile).
    const apiKey = header(req, 'x-api-key');
    const at = new Date(now()).toISOString();
    const result = pg ? await verifyApiKeyAsync(db, accountId, apiKey, at) : verifyApiKey(db, accountId, apiKey, at);
    if (!result.ok) {
      throttle.check(req.ip, accountId);
      throttle.fail(req.ip, accountId);
      throw new ReconfirmError(result.code, result.message);
    }
    req.accountId = result.accountId;
    req.adminKey = result.admin;
    keyUse.seen(result.keyId);
  };
}

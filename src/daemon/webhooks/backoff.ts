// When a failed delivery is tried again, and after how many attempts it is parked: exponential with jitter, about retryForHours in all.
import type { Config } from '../../config.js';

export type RetryPolicy = Pick<Config['webhooks'], 'firstRetryMs' | 'maxRetryMs' | 'retryForHours'>;

/** The delay before retry n (1-based) without jitter: firstRetryMs doubling, capped at maxRetryMs. */
export function nominalDelay(retry: number, p: RetryPolicy): number {
  return Math.min(p.maxRetryMs, p.firstRetryMs * 2 ** Math.min(retry - 1, 60));
}

/** The delay with jitter of +-25%, so receivers coming back are not hit by every sender at once. */
export function retryDelay(retry: number, p: RetryPolicy, random: () => number = Math.random): number {
  return Math.round(nominalDelay(retry, p) * (0.75 + random() / 2));
}

/**
 * Attempts before a delivery is parked: the first one plus every retry whose nominal delays still fit
 * in retryForHours. Counted in attempts rather than wall time so a service that was down does not
 * park everything on restart. With the defaults (2 s doubling to 1 h, 24 h) this is 34 attempts.
 */
export function attemptsAllowed(p: RetryPolicy): number {
  const window = p.retryForHours * 3_600_000;
  let total = 0;
  let attempts = 1;
  for (let retry = 1; attempts < 10_000; retry++) {
    total += nominalDelay(retry, p);
    if (total > window) break;
    attempts++;
  }
  return attempts;
}

// The one backoff function: how long to wait before retry n, for queue jobs, hotel contacts, webhooks and the client.
import { z } from 'zod';

/** Stored on every job row (pg-boss style), so a job retries by the policy it was enqueued with. */
export const RetryPolicySchema = z.object({
  /** Attempts in all, the first included; after the last one the job is parked. */
  maxAttempts: z.number().int().positive(),
  backoff: z.enum(['exponential', 'fixed']),
  /** The first retry's delay (exponential: doubling from here; fixed: every retry). */
  baseMs: z.number().int().min(0),
  /** No retry waits longer than this (before jitter). */
  capMs: z.number().int().min(0),
});
export type RetryPolicy = z.infer<typeof RetryPolicySchema>;

export type Backoff = Pick<RetryPolicy, 'backoff' | 'baseMs' | 'capMs'>;

/** The delay before retry n (1-based) without jitter. */
export function nominalDelay(retry: number, b: Backoff): number {
  if (b.backoff === 'fixed') return Math.min(b.baseMs, b.capMs);
  return Math.min(b.capMs, b.baseMs * 2 ** Math.min(Math.max(retry, 1) - 1, 60));
}

/** The delay with jitter of +-25%, so many retries coming due together are spread apart. */
export function backoffDelay(retry: number, b: Backoff, random: () => number = Math.random): number {
  return Math.round(nominalDelay(retry, b) * (0.75 + random() / 2));
}

/**
 * How many attempts fit in a time window: the first one plus every retry whose nominal delays still add up to
 * less than windowMs. Counted in attempts rather than wall time, so a service that was down does not give up on
 * everything at its restart. Webhooks with the defaults (2 s doubling to 1 h, 24 h) get 34.
 */
export function attemptsWithin(windowMs: number, b: Backoff): number {
  let total = 0;
  let attempts = 1;
  for (let retry = 1; attempts < 10_000; retry++) {
    total += nominalDelay(retry, b);
    if (total > windowMs) break;
    attempts++;
  }
  return attempts;
}

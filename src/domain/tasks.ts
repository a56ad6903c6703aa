// The task registry: every job the queue runs, with its payload schema, job key and retry policy, in one place.
import { z } from 'zod';
import type { RetryPolicy } from './backoff.js';
import { HOUR } from './clock.js';
import { HotelReplySchema } from './reply.js';

const bookingPk = z.number().int().positive();

interface TaskSpec<S extends z.ZodType> {
  payload: S;
  /**
   * The job key: at most one job per key waits in the queue, so enqueueing again moves that job (to the earlier
   * time) instead of adding a second one. A task without a key may have any number of jobs waiting.
   */
  key?: (payload: z.infer<S>) => string;
  retry: RetryPolicy;
}

const task = <S extends z.ZodType>(spec: TaskSpec<S>) => spec;

/** Unexpected failures (a bug, a full disk): retried from seconds up to an hour apart, about a day in all. */
const ON_ERROR: RetryPolicy = { maxAttempts: 25, backoff: 'exponential', baseMs: 1000, capMs: HOUR };

export const TASKS = {
  /** Applies one accepted batch of an add or events call, in acceptance order. */
  'submission.apply': task({ payload: z.object({ traceId: z.string().min(1) }), retry: ON_ERROR }),
  /**
   * The booking's next hotel contact: the first one, a reminder, a retry after a failed send, or the look at
   * whether a silent channel's fallback is due. One per booking; the handler plans the next one itself.
   */
  'hotel.contact': task({ payload: z.object({ bookingPk }), key: (p) => `contact:${p.bookingPk}`, retry: ON_ERROR }),
  /** The booking's next risk check, due when the first not-yet-raised risk rule comes due. One per booking. */
  'risk.check': task({ payload: z.object({ bookingPk }), key: (p) => `risk:${p.bookingPk}`, retry: ON_ERROR }),
  /** A simulated hotel's answer, due after its delay. */
  'hotel.simulatedReply': task({
    payload: z.object({ bookingPk, contactId: z.number().int().positive(), reply: HotelReplySchema }),
    key: (p) => `simreply:${p.contactId}`,
    retry: ON_ERROR,
  }),
  /** A cancelled booking the ota channel had sent: OTA_HotelResNotifRQ Cancel, best effort, retried for about 10 h. */
  'hotel.otaCancel': task({
    payload: z.object({ bookingPk }),
    key: (p) => `otacancel:${p.bookingPk}`,
    retry: { maxAttempts: 12, backoff: 'exponential', baseMs: 60_000, capMs: HOUR },
  }),
  /**
   * One webhook delivery: each run is one attempt (POST), retried with backoff until delivered or parked. Its retry
   * policy comes from the `webhooks` settings (webhookRetryPolicy); this one holds for the defaults.
   */
  'webhook.deliver': task({
    payload: z.object({ deliveryId: z.number().int().positive() }),
    key: (p) => `deliver:${p.deliveryId}`,
    retry: { maxAttempts: 34, backoff: 'exponential', baseMs: 2000, capMs: HOUR },
  }),
  /**
   * Reads one received e-mail (stored by the SMTP/LMTP listener or the IMAP reader before it was acknowledged):
   * matches it to its bookings and applies what it says, in one transaction. One per message.
   */
  'mail.read': task({ payload: z.object({ messagePk: z.number().int().positive() }), key: (p) => `mail:${p.messagePk}`, retry: ON_ERROR }),
  /**
   * Periodic upkeep, enqueued by the cron scheduler (config `scheduler.cron`): SQLite's `PRAGMA optimize`, which
   * SQLite recommends running now and then on long-lived connections so the planner's statistics stay current.
   */
  'maintenance.optimize': task({ payload: z.object({}), key: () => 'maintenance.optimize', retry: { maxAttempts: 3, backoff: 'fixed', baseMs: 60_000, capMs: 60_000 } }),
  /**
   * The retention policy (config `retention.days`), enqueued by the cron scheduler with maintenance.optimize: erases
   * the guest data of bookings finished and checked out longer ago than that, in short batches (src/store/retention.ts).
   */
  'retention.purge': task({ payload: z.object({}), key: () => 'retention.purge', retry: { maxAttempts: 3, backoff: 'fixed', baseMs: 60_000, capMs: 60_000 } }),
} as const;

export type TaskName = keyof typeof TASKS;
export type TaskPayload<T extends TaskName> = z.infer<(typeof TASKS)[T]['payload']>;
export const TASK_NAMES = Object.keys(TASKS) as TaskName[];

export function isTaskName(name: string): name is TaskName {
  return Object.hasOwn(TASKS, name);
}

/** The job key of a task's payload, or null for a task whose jobs are not keyed. */
export function jobKey<T extends TaskName>(task: T, payload: TaskPayload<T>): string | null {
  const spec = TASKS[task] as TaskSpec<z.ZodType>;
  return spec.key ? spec.key(payload) : null;
}

/** Higher BookingPriority first, then nearer check-in (PRODUCT section 4). */
export function bookingJobPriority(bookingPriority: number, checkIn: string, now: number): number {
  const hoursAway = Math.max(0, Math.min(999_999, Math.floor((Date.parse(checkIn) - now) / HOUR)));
  return bookingPriority * 1_000_000 + (999_999 - hoursAway);
}

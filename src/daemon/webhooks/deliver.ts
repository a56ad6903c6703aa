// Delivers one webhook: sign with the endpoint's secret(s), POST, record the attempt. A failed attempt throws, and
// the delivery's job retries it by the policy stored on its row (config `webhooks`), or is parked after the last.
import { createHmac } from 'node:crypto';
import { iso } from '../../domain/clock.js';
import { dropDelivery, loadDelivery, parkDelivery, recordAttempt, type Delivered, type DeliveryToSend } from '../../store/webhookAttempts.js';
import type { ServiceContext } from '../context.js';
import { userAgent } from '../instance.js';
import { checkedWrite, wroteLate, type JobContext } from '../queue/runner.js';
import { postWebhook } from './post.js';
import type { Agent } from 'undici';


/**
 * A Standard Webhooks signature, `v1,` and base64 of HMAC-SHA256 over `id.timestamp.payload` with the secret's
 * bytes. node:crypto computes it in 2 µs where the standardwebhooks package's pure-JS SHA-256 took 13 µs; that
 * package stays the reference: test/webhooks/signing.test.ts checks the two agree, and `listen` verifies with it.
 */
const keys = new Map<string, Buffer>();
function sign(secret: string, webhookId: string, at: Date, payload: string): string {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size > 1000) keys.clear();
    keys.set(secret, (key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64')));
  }
  return `v1,${createHmac('sha256', key).update(`${webhookId}.${Math.floor(at.getTime() / 1000)}.${payload}`).digest('base64')}`;
}

/** The webhook-signature header: the current secret, and during a rotation's grace period the previous one too. */
export function signatureHeader(d: Pick<DeliveryToSend, 'webhookId' | 'payload' | 'secret' | 'previousSecret' | 'previousSecretExpiresAt'>, at: Date): string {
  const signatures = [sign(d.secret, d.webhookId, at, d.payload)];
  if (d.previousSecret && d.previousSecretExpiresAt && d.previousSecretExpiresAt > at.toISOString()) {
    signatures.push(sign(d.previousSecret, d.webhookId, at, d.payload));
  }
  return signatures.join(' ');
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'an endpoint with an invalid URL';
  }
}

/** `agent` is made at the first delivery: a serve with no webhooks never loads undici. */
export function createDeliverer(ctx: ServiceContext, agent: () => Agent) {
  const policy = ctx.config.webhooks;
  const { db, clock, metrics } = ctx;
  const USER_AGENT = userAgent(ctx.instanceId);

  /** Read with the claim, used if the POST starts within a second of it; later, read again (a rotation or a removal shows). */
  const FRESH_MS = 1000;

  return async function deliver({ deliveryId }: { deliveryId: number }, job: Pick<JobContext, 'completeAs' | 'prefetched' | 'job' | 'lease'>): Promise<void> {
    // The attempt reserved for this job at its claim (reserveAttempts); null: delivered already (a redelivery raced a
    // retry), parked, or gone: nothing to do.
    const reserved = job.prefetched as DeliveryToSend | null | undefined;
    if (!reserved) return;
    let d = reserved;
    if (clock.now() - (job.job.lockedAt ?? 0) >= FRESH_MS) {
      // Held a while: read again (a rotation or a removal shows). A later attempt reserved meanwhile means another
      // instance took this delivery over: it sends that attempt, not this one.
      const now = loadDelivery(db, deliveryId);
      if (!now || now.status !== 'PENDING' || now.attempts !== reserved.attempts) return;
      d = now;
    }
    if (d.removedAt) {
      dropDelivery(db, d.id, `endpoint removed at ${d.removedAt}; not delivered`);
      return;
    }
    const at = new Date(clock.now());
    const headers = {
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      'webhook-id': d.webhookId,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signatureHeader(d, at),
    };
    // The lease is checked again as the POST starts on a connection (it may wait for one): a process paused in between
    // sends nothing for a delivery another instance took over.
    // A POST written late all the same (the process stood still between that check and the write) is said in the log.
    let lost: unknown;
    const delivery = d;
    const check = checkedWrite(clock, () => job.lease(), (ms) =>
      ctx.log(wroteLate(`webhooks: delivery ${delivery.id} (${delivery.webhookId}): its POST`, ms, 'POSTed it')),
    );
    const result = await postWebhook(agent(), d.url, d.payload, headers, policy.timeoutMs, () => {
      try {
        check();
      } catch (err) {
        throw (lost = err);
      }
    });
    if (lost) throw lost;
    const base = { id: d.id, attempt: d.attempts, worker: job.job.lockedBy ?? '', at: iso(clock.now()), lastStatus: result.status, lastError: result.error, durationMs: result.durationMs };
    if (result.ok) {
      // Marked delivered in the commit that completes the job, with the other deliveries the tick completes, as one
      // set (webhookTasks' completeMany), only if the job is still this worker's.
      job.completeAs({ id: base.id, attempt: base.attempt, at: base.at, lastStatus: base.lastStatus, lastError: base.lastError, durationMs: base.durationMs } satisfies Delivered);
      metrics.inc('reconfirm_webhook_deliveries_total', { outcome: 'delivered' });
      return;
    }
    metrics.inc('reconfirm_webhook_deliveries_total', { outcome: 'failed_attempt' });
    recordAttempt(db, { ...base, status: 'PENDING' });
    throw new Error(result.error ?? 'failed');
  };
}

/** The delivery's job ran out of attempts: the delivery is parked with it, and the operator told how to replay it. */
export function parkFailedDelivery(ctx: ServiceContext, deliveryId: number, error: string): void {
  parkDelivery(ctx.db, deliveryId);
  ctx.metrics.inc('reconfirm_webhook_deliveries_total', { outcome: 'parked' });
  const d = loadDelivery(ctx.db, deliveryId);
  // The host only: an endpoint's path or query often carries its own secret (`reconfirm webhooks list` shows it all).
  ctx.log(`webhooks: delivery ${deliveryId} (${d?.webhookId}) to ${hostOf(d?.url ?? '')} parked after ${d?.attempts} attempts: ${error}; replay with \`reconfirm webhooks redeliver ${deliveryId}\``);
}

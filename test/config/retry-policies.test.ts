// The retry policies configuration writes onto job rows: the webhook settings as the delivery job's policy.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigSchema, retryPolicies, webhookRetryPolicy } from '../../src/config.js';
import { TASKS } from '../../src/domain/tasks.js';

describe('retry policies from configuration', () => {
  it("the registry's webhook policy is what the default webhook settings give (the two cannot drift apart)", () => {
    assert.deepEqual(TASKS['webhook.deliver'].retry, webhookRetryPolicy(ConfigSchema.parse({}).webhooks));
  });

  it('webhook settings change the delivery policy: first retry, cap, and attempts within retryForHours', () => {
    const policy = retryPolicies(ConfigSchema.parse({ webhooks: { firstRetryMs: 60_000, maxRetryMs: 600_000, retryForHours: 1 } }))['webhook.deliver'];
    // 1, 2, 4, 8 minutes then 10 minutes each: 15 minutes after four retries, 55 after eight; a ninth would pass the hour.
    assert.deepEqual(policy, { backoff: 'exponential', baseMs: 60_000, capMs: 600_000, maxAttempts: 9 });
  });
});

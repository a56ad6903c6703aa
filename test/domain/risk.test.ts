// NO_HOTEL_RESPONSE is about silence (issue 28): a hotel that answered is not reported as silent.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluateRisks, type RiskFacts } from '../../src/domain/risk.js';
import type { Policy } from '../../src/domain/policy.js';

const HOUR = 3_600_000;
// The defaults of PRODUCT section 4.
const DEFAULT_POLICY: Policy = { reminderEveryHours: 12, maxAttempts: 4, escalateHoursBeforeCheckIn: 72, arrivalImminentHours: 24, cancellationDeadlineHours: 48, tokenTtlHours: 72 };
const now = Date.parse('2027-03-01T12:00:00Z');
const base: RiskFacts = { status: 'ESCALATED', checkIn: '2027-03-20T14:00:00Z', attempts: 4, lastContactAt: new Date(now - 13 * HOUR).toISOString(), raised: [] };
const reasons = (f: Partial<RiskFacts>, at = now) => evaluateRisks({ ...base, ...f }, DEFAULT_POLICY, at).due.map((d) => d.reason);

describe('NO_HOTEL_RESPONSE', () => {
  it('is raised after the last unanswered attempt (the control case)', () => {
    assert.deepEqual(reasons({}), ['NO_HOTEL_RESPONSE']);
  });

  it('is not raised once the hotel answered after our last contact, even without an HCN', () => {
    assert.deepEqual(reasons({ lastReplyAt: new Date(now - 2 * HOUR).toISOString() }), []);
  });

  it('is not raised beside REPLY_NEEDS_REVIEW: the hotel answered and a person must read it', () => {
    assert.deepEqual(reasons({ raised: ['REPLY_NEEDS_REVIEW'], checkIn: new Date(now + 48 * HOUR).toISOString() }), []);
  });

  it('72 h before check-in an answered but unconfirmed booking escalates saying the hotel answered, not that it is silent', () => {
    const due = evaluateRisks({ ...base, attempts: 1, lastReplyAt: new Date(now - 5 * HOUR).toISOString(), checkIn: new Date(now + 60 * HOUR).toISOString() }, DEFAULT_POLICY, now).due;
    assert.deepEqual(due.map((d) => d.reason), ['NO_HOTEL_RESPONSE']);
    assert.match(due[0].message, /^the hotel answered 5 h ago but gave no confirmation number and check-in is in 60 h/);
  });
});

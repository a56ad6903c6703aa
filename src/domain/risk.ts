// The risk rules of PRODUCT section 4 as pure functions: which escalation reasons are due now, and when the next one is.
import { HOUR } from './clock.js';
import { formatHotelTime } from './hotelTime.js';
import type { Policy } from './policy.js';
import type { EscalationReason, Severity } from './webhookEvents.js';

export interface RiskFacts {
  status: string;
  /** The real instants (UTC ISO) of check-in and the cancellation deadline: hotel-local times already resolved. */
  checkIn: string;
  refundable?: boolean;
  cancellationDeadline?: string;
  /** Contact attempts in the current round and when the last one went out. */
  attempts: number;
  lastContactAt: string | null;
  /** When the hotel last answered (any channel), or null: a hotel that answered did respond, even without an HCN. */
  lastReplyAt?: string | null;
  /** Reasons already raised for this booking: each is raised once. */
  raised: string[];
  /** The hotel's zone: messages state times on its clock, with the zone named. */
  zone?: string;
}

export interface RiskFinding {
  reason: EscalationReason;
  severity: Severity;
  message: string;
}

export interface RiskEvaluation {
  /** Reasons to raise now, most severe first. */
  due: RiskFinding[];
  /** When the next not-yet-raised rule becomes due (epoch ms), or null when none can. */
  nextAt: number | null;
}

const SEVERITY_ORDER: Severity[] = ['critical', 'high', 'medium', 'low'];

/** "in 20 h" / "3 h ago", rounded to whole hours (or minutes under an hour). */
export function relativeTime(targetMs: number, now: number): string {
  const diff = targetMs - now;
  const abs = Math.abs(diff);
  const text = abs < HOUR ? `${Math.max(1, Math.round(abs / 60_000))} min` : abs < 72 * HOUR ? `${Math.round(abs / HOUR)} h` : `${Math.round(abs / (24 * HOUR))} days`;
  return diff >= 0 ? `in ${text}` : `${text} ago`;
}

/** The hotel answered after our last contact: its silence is not what stands between us and a confirmation. */
const answeredSince = (f: RiskFacts) => Boolean(f.lastReplyAt && (!f.lastContactAt || f.lastReplyAt >= f.lastContactAt));

const day = (iso: string, f: RiskFacts) => formatHotelTime(Date.parse(iso), f.zone ?? 'Z');

interface Rule {
  reason: EscalationReason;
  severity: Severity;
  /** The moment the rule holds (epoch ms), or null when it cannot hold for this booking. */
  dueAt(f: RiskFacts, p: Policy, now: number): number | null;
  message(f: RiskFacts, p: Policy, now: number): string;
}

const RULES: Rule[] = [
  {
    reason: 'ARRIVAL_IMMINENT',
    severity: 'critical',
    dueAt: (f, p) => Date.parse(f.checkIn) - p.arrivalImminentHours * HOUR,
    message: (f, _p, now) =>
      Date.parse(f.checkIn) <= now
        ? `check-in was ${relativeTime(Date.parse(f.checkIn), now)} (${day(f.checkIn, f)}) and the hotel has not confirmed`
        : `check-in is ${relativeTime(Date.parse(f.checkIn), now)} (${day(f.checkIn, f)}) and the hotel has not confirmed`,
  },
  {
    reason: 'NO_HOTEL_RESPONSE',
    severity: 'high',
    dueAt: (f, p, now) => {
      // A hotel that answered with a discrepancy, "no booking" or a reply a person must read did respond; those
      // reasons say what to do (issue 28: NO_HOTEL_RESPONSE was raised beside them).
      if (['DATA_DISCREPANCY', 'HOTEL_REPORTS_NO_BOOKING', 'REPLY_NEEDS_REVIEW'].some((r) => f.raised.includes(r))) return null;
      // Once arrival is imminent that reason says it more strongly; the 72 h rule would only repeat it.
      const imminent = f.raised.includes('ARRIVAL_IMMINENT') || Date.parse(f.checkIn) - p.arrivalImminentHours * HOUR <= now;
      const beforeCheckIn = imminent ? Infinity : Date.parse(f.checkIn) - p.escalateHoursBeforeCheckIn * HOUR;
      const afterAttempts = f.attempts >= p.maxAttempts && f.lastContactAt && !answeredSince(f) ? Date.parse(f.lastContactAt) + p.reminderEveryHours * HOUR : Infinity;
      return Math.min(beforeCheckIn, afterAttempts);
    },
    message: (f, p, now) => {
      const afterAttempts = f.attempts >= p.maxAttempts && f.lastContactAt && !answeredSince(f) && Date.parse(f.lastContactAt) + p.reminderEveryHours * HOUR <= now;
      if (afterAttempts) return `the hotel did not answer ${f.attempts} contact attempt(s); the last went out ${relativeTime(Date.parse(f.lastContactAt!), now)}`;
      const checkIn = Date.parse(f.checkIn);
      const when = checkIn > now ? `check-in is ${relativeTime(checkIn, now)}` : `check-in was ${relativeTime(checkIn, now)}`;
      const answered = f.lastReplyAt ? `the hotel answered ${relativeTime(Date.parse(f.lastReplyAt), now)} but gave no confirmation number` : 'the hotel has not confirmed';
      return `${answered} and ${when} (policy: escalate ${p.escalateHoursBeforeCheckIn} h before check-in); ${f.attempts} contact attempt(s) so far`;
    },
  },
  {
    reason: 'CANCELLATION_DEADLINE',
    severity: 'high',
    dueAt: (f, p, now) => {
      if (!f.refundable || !f.cancellationDeadline) return null;
      const deadline = Date.parse(f.cancellationDeadline);
      // Once free cancellation has ended there is nothing left to protect.
      if (Number.isNaN(deadline) || deadline <= now) return null;
      return deadline - p.cancellationDeadlineHours * HOUR;
    },
    message: (f, _p, now) =>
      `free cancellation ends ${relativeTime(Date.parse(f.cancellationDeadline!), now)} (${day(f.cancellationDeadline!, f)}) and the hotel has not confirmed`,
  },
];

/** Evaluates every rule for an unconfirmed booking; CONFIRMED and CANCELLED bookings carry no risk. */
export function evaluateRisks(f: RiskFacts, policy: Policy, now: number): RiskEvaluation {
  if (f.status !== 'PENDING' && f.status !== 'ESCALATED') return { due: [], nextAt: null };
  const due: RiskFinding[] = [];
  let nextAt: number | null = null;
  for (const rule of RULES) {
    if (f.raised.includes(rule.reason)) continue;
    const at = rule.dueAt(f, policy, now);
    if (at === null || !Number.isFinite(at)) continue;
    if (at <= now) due.push({ reason: rule.reason, severity: rule.severity, message: rule.message(f, policy, now) });
    else nextAt = nextAt === null ? at : Math.min(nextAt, at);
  }
  due.sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity));
  return { due, nextAt };
}

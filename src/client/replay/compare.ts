// Replay's verdict: what a fixture expected against what the service did, as a list of mismatches.
import type { Expectation } from './fixtures.js';

export interface Observed {
  outcome: string | null;
  status: string | null;
  reasons: string[];
  hcn: string | null;
  /** Steps: HTTP status each one got, against its expectation. */
  steps: { expectedHttp: number; http: number | null; expectedStatus?: string; status?: string | null }[];
}

export function compareCase(expect: Expectation, seen: Observed): string[] {
  const problems: string[] = [];
  if (expect.outcome !== undefined && seen.outcome !== expect.outcome) problems.push(`outcome ${seen.outcome ?? 'none'}, expected ${expect.outcome}`);
  if (expect.status !== undefined && seen.status !== expect.status) problems.push(`status ${seen.status ?? 'none'}, expected ${expect.status}`);
  if (expect.reason === null && seen.reasons.length) problems.push(`escalated for ${seen.reasons.join(', ')}, expected no escalation`);
  if (typeof expect.reason === 'string' && !seen.reasons.includes(expect.reason)) problems.push(`reasons ${seen.reasons.join(', ') || 'none'}, expected ${expect.reason}`);
  if (expect.hcn === true && !seen.hcn) problems.push('no HCN, expected one');
  if (expect.hcn === false && seen.hcn) problems.push(`HCN ${seen.hcn}, expected none`);
  seen.steps.forEach((s, i) => {
    if (s.http !== s.expectedHttp) problems.push(`step ${i + 1}: HTTP ${s.http ?? 'not sent'}, expected ${s.expectedHttp}`);
    if (s.expectedStatus && s.status !== s.expectedStatus) problems.push(`step ${i + 1}: status ${s.status ?? 'none'}, expected ${s.expectedStatus}`);
  });
  return problems;
}

/** Whether waiting longer could still change the verdict: the booking has not reached what is expected yet. */
export function settled(expect: Expectation, seen: Pick<Observed, 'status' | 'reasons' | 'hcn'>): boolean {
  if (expect.status !== undefined && seen.status !== expect.status) return false;
  if (typeof expect.reason === 'string' && !seen.reasons.includes(expect.reason)) return false;
  if (expect.hcn === true && !seen.hcn) return false;
  return true;
}

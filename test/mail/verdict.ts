// What reading a plain-text reply would do to one booking, as one line a test can compare: CONFIRMED <hcn>,
// DISCREPANCY <fields>, NO_BOOKING, NO_HCN, PENDING or "review: <why>". Shared by the reading passes' tests.
import assert from 'node:assert/strict';
import { readHotelMail, type ParsedMail } from '../../src/domain/hotelMail/index.js';
import { judgeReply } from '../../src/domain/reply.js';
import type { Booking } from '../../src/domain/schemas.js';

/** `mail` adds to the message read (a sender, for the checks that look at who wrote). */
export function verdictOf(text: string, b: Booking, subject = '', mail: Partial<ParsedMail> = {}): string {
  const r = readHotelMail({ text, kind: 'reply', references: [], to: [], cc: [], subject, size: text.length, fromHtml: false, ...mail }, [{ bookingId: 'BK-2027-1001', booking: b }]);
  assert.equal(r.kind, 'answer');
  if (r.review.length) return `review: ${r.review.map((x) => x.why).join('; ')}`;
  if (r.pending?.length) return 'PENDING';
  const v = judgeReply(b, r.lines[0].reply);
  if (v.kind === 'CONFIRMED') return `CONFIRMED ${v.hcn}`;
  if (v.kind === 'DISCREPANCY') return `DISCREPANCY ${v.discrepancies.map((d) => d.field).sort().join(',')}`;
  return v.kind;
}

/** Each text read for its booking is anything but a confirmation (`mail` adds to every message, as verdictOf's). */
export function confirmsNothing(cases: [Booking, string][], mail: Partial<ParsedMail> = {}): void {
  for (const [b, text] of cases) assert.doesNotMatch(verdictOf(text, b, '', mail), /^CONFIRMED/, text);
}
/** Each text read for its booking confirms it with the number given. */
export function confirmsEach(cases: [Booking, string, string][]): void {
  for (const [b, text, hcn] of cases) assert.equal(verdictOf(text, b), `CONFIRMED ${hcn}`, text);
}

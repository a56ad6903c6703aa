// How commands show hotels' e-mails: a booking's replies received by mail (`show`) and the inbox (`inbox`).
import type { ReceivedMail } from '../../domain/schemas.js';
import { authShort, failsDmarc } from '../../domain/senderAuth.js';
import { c, table } from './output.js';

import { instantText } from './times.js';

/** An instant on the agent's clock, with its zone (times.ts). */
const when = (iso: string) => instantText(iso);
const clip = (s: string | null, n: number) => (!s ? '' : s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The sender authentication verdict in a cell: red when the domain fails DMARC. */
export const senderCheck = (m: Pick<ReceivedMail, 'auth'>): string => (failsDmarc(m.auth) ? c.red(authShort(m.auth)) : c.dim(authShort(m.auth)));

/** What was read from a message, in a few words: the values stated, or why it needs review. */
export function readingSummary(reading: any, bookingId?: string): string {
  if (!reading) return '';
  if (reading.kind === 'auto-reply') return `automatic reply (${reading.reason ?? ''}); not an answer`;
  if (reading.kind === 'bounce') return `bounce: ${reading.cause ?? ''}`;
  if (reading.kind !== 'answer') return String(reading.kind ?? '');
  const lines = (reading.lines ?? []).filter((l: any) => !bookingId || l.bookingId === bookingId);
  const review = (reading.review ?? []).filter((r: any) => !bookingId || !r.bookingId || r.bookingId === bookingId);
  const parts = lines.map((l: any) => Object.entries(l.reply ?? {}).filter(([k]) => k !== 'note').map(([k, v]) => `${k}=${v}`).join(' '));
  for (const r of review) parts.push(c.red(`review: ${r.why}${r.candidates?.length ? ` (${r.candidates.join(', ')})` : ''}`));
  // The reading's explanation (issue 25): the decision and why, and each fact that differs in the hotel's own words.
  const x = reading.explanation;
  const mine = (d: { bookingId?: string }) => !bookingId || !d.bookingId || d.bookingId === bookingId;
  for (const d of (x?.decisions ?? []).filter(mine)) parts.push(`read as ${d.outcome === 'CONFIRMED' ? c.green(d.outcome) : c.yellow(d.outcome)}: ${d.why}`);
  for (const f of (x?.facts ?? []).filter((f: any) => mine(f) && f.matches === false)) parts.push(c.red(`${f.field}: booked ${f.booked}, the hotel wrote "${String(f.words).replace(/\s+/g, ' ')}"`));
  return parts.join('\n') || 'nothing read';
}

export function renderMail(mail: ReceivedMail[], bookingId?: string): string {
  return table(
    ['received', 'from', 'text', 'read'],
    mail.map((m) => [
      `${when(m.receivedAt)}\n#${m.message} ${m.status}${m.matchedBy ? ` by ${m.matchedBy}` : ''}`,
      `${m.from ?? ''}${m.senderUnknown ? `\n${c.yellow('not a hotel address')}` : ''}\n${senderCheck(m)}`,
      clip(m.stripped, 400) + (m.rawTruncated ? c.dim(`\n(raw message of ${m.rawBytes} bytes, kept in part)`) : '') + (m.note ? `\n${c.yellow(m.note)}` : ''),
      readingSummary(m.reading, bookingId),
    ]),
  );
}

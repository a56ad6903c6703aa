// `reconfirm escalations`: the operators' queue (GET /escalations), most urgent first, as a table, JSON or CSV.
import type { Command } from 'commander';
import type { ApiClient } from '../../client/api.js';
import type { EscalationItem } from '../../domain/triage.js';
import { addServiceOptions, EXIT_CODES, withClient } from '../shared/clientCommon.js';
import { c, out, printJson, table } from '../shared/output.js';

import { detailsTimeText, hotelTimeText, instantText } from '../shared/times.js';

/** An instant on the agent's clock, with its zone (times.ts). */
export const when = (iso: string | null) => instantText(iso);

/** Check-in or check-out of a queue item on the hotel's clock, labelled with its zone; a date as a date. */
export function stayTime(e: EscalationItem, which: 'CheckIn' | 'CheckOut'): string {
  return e.hotelTime ? hotelTimeText(e.hotelTime[which], e.hotelTime.kinds?.[which], e.hotelTime.zone) : detailsTimeText(e[which]);
}

/** The real instant of check-in (the hotel's midnight for a date), for "in 20 h". */
export const checkInInstant = (e: EscalationItem): string => e.hotelTime?.CheckIn ?? e.CheckIn;

/** "in 20 h", "3 d ago": how far a check-in is from now. */
export function relative(iso: string, now = Date.now()): string {
  const h = Math.round((Date.parse(iso) - now) / 3_600_000);
  const abs = Math.abs(h);
  const text = abs < 48 ? `${abs} h` : `${Math.round(abs / 24)} d`;
  return h >= 0 ? `in ${text}` : `${text} ago`;
}

/** The hotel's e-mail when it is the latest word (no reply recorded from it, or a later one): an e-mail is an answer too. */
export function mailIsLatest(e: EscalationItem): boolean {
  const m = e.lastHotelMail;
  if (!m || m.kind !== 'answer') return false;
  const a = e.lastHotelAnswer;
  // A reply read from this very e-mail is recorded after it arrived: only a later e-mail is newer than the reply.
  return !a || (m.receivedAt ?? '') > a.receivedAt;
}

/** The hotel's last answer in a few words: the e-mail (read, or waiting for review), else the recorded reply. */
export function lastAnswerText(e: EscalationItem): string {
  if (mailIsLatest(e)) {
    const m = e.lastHotelMail!;
    return m.doubts.length || !m.read ? 'e-mail, needs review' : `e-mail, read ${Object.keys(m.read).filter((k) => k !== 'note').join(', ') || 'nothing'}`;
  }
  return e.lastHotelAnswer ? `${e.lastHotelAnswer.outcome} (${e.lastHotelAnswer.source})` : 'none';
}

const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function escalationsCsv(items: EscalationItem[]): string {
  const head = ['BookingId', 'CheckIn', 'severity', 'reasons', 'hotel', 'hotelPhones', 'hotelEmails', 'lastHotelAnswer', 'snoozedUntil'];
  const rows = items.map((e) => [
    e.BookingId,
    e.CheckIn,
    e.severity,
    e.reasons.map((r) => r.reason).join(';'),
    e.Hotel.Name,
    e.Hotel.Phones.join(';'),
    e.Hotel.Emails.join(';'),
    mailIsLatest(e) ? `${lastAnswerText(e)} ${e.lastHotelMail!.receivedAt ?? ''}`.trim() : e.lastHotelAnswer ? `${e.lastHotelAnswer.outcome} ${e.lastHotelAnswer.receivedAt}` : '',
    e.snoozedUntil ?? '',
  ]);
  return [head, ...rows].map((r) => r.map(csvCell).join(',')).join('\n') + '\n';
}

export function registerEscalations(program: Command) {
  addServiceOptions(program.command('escalations').description('the escalated bookings waiting for an operator, most urgent first (see `reconfirm triage`)'))
    .option('--snoozed', 'also list snoozed bookings')
    .option('--json', 'print the queue as JSON')
    .option('--csv', 'print the queue as CSV')
    .addHelpText('after', `\nNearest check-in first, then highest severity.\n\nExamples:\n  reconfirm escalations\n  reconfirm escalations --csv > queue.csv\n${EXIT_CODES} Exit 1 while the queue is not empty.`)
    .action(async (opts, cmd: Command) => {
      if (opts.json && opts.csv) {
        const { ReconfirmError } = await import('../../domain/errors.js');
        throw new ReconfirmError('USAGE', '--json and --csv cannot be used together; choose one');
      }
      await withClient(cmd, async ({ api }) => {
        const { items, snoozed } = await wholeQueue(api, opts.snoozed);
        if (items.some((e) => !e.snoozedUntil || Date.parse(e.snoozedUntil) <= Date.now())) process.exitCode = 1;
        if (opts.json) return printJson(items);
        if (opts.csv) return void process.stdout.write(escalationsCsv(items));
        const later = snoozed && !opts.snoozed ? `; ${snoozed} more snoozed (reconfirm escalations --snoozed shows them)` : '';
        if (!items.length) return out(`no escalated booking waits for an operator${later}`);
        out(
          table(
            ['BookingId', 'check-in', 'severity', 'reasons', 'hotel', 'last answer', ...(opts.snoozed ? ['snoozed until'] : [])],
            items.map((e) => [
              c.bold(e.BookingId),
              `${stayTime(e, 'CheckIn')} (${relative(checkInInstant(e))})`,
              e.severity === 'critical' ? c.red(e.severity) : e.severity,
              e.reasons.map((r) => r.reason).join(', '),
              e.Hotel.Name,
              lastAnswerText(e),
              ...(opts.snoozed ? [when(e.snoozedUntil)] : []),
            ]),
            { dropFirst: ['hotel', 'last answer', 'severity'] },
          ),
        );
        out(`${items.length} escalated booking(s); work through them with: reconfirm triage${later}`);
      });
    });
}

/** Every escalated booking, most urgent first, read a page of 1,000 at a time. */
async function wholeQueue(api: ApiClient, snoozed: boolean): Promise<{ items: EscalationItem[]; snoozed: number }> {
  const items: EscalationItem[] = [];
  for (;;) {
    const { data } = await api.get<{ escalations: EscalationItem[]; total: number; snoozed?: number }>('/escalations', {
      query: { includeSnoozed: snoozed ? 'true' : undefined, limit: '1000', offset: String(items.length) },
    });
    items.push(...data.escalations);
    if (!data.escalations.length || items.length >= data.total) return { items, snoozed: data.snoozed ?? 0 };
  }
}

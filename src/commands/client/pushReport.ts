// How `push` and `status` show outcomes to people: one consistent row per booking, and a summary with counts
// instead of thousands of rows when the list would not fit on a screen.
import type { Outcome } from '../../client/push.js';
import type { HotelOutcome } from '../../client/hotelWait.js';
import { c, out, statusColour, table } from '../shared/output.js';

export const REJECTED = ['DUPLICATE_BOOKING_CODE', 'REJECTED', 'NOT_FOUND'];

/**
 * The message says what processing did; the status column says where the booking is now (no stale "status
 * PENDING"). The API's advice to send PATCH /updateBooking/... is, for a CLI user, `reconfirm patch`.
 */
export const processingMessage = (message: string) =>
  message
    .replace(/;\s*status (PENDING|CONFIRMED|ESCALATED|CANCELLED)$/, '')
    .replace(/send PATCH \/updateBooking\/(\S+) to change it/, (_, id: string) => `change it with: reconfirm patch '${decodeURIComponent(id)}' (see reconfirm patch --help)`);

/** Rows that fit on one screen of this terminal (a pipe counts as a 24-line screen). */
export const screenRows = () => Math.max(10, (process.stdout.rows ?? 24) - 10);

export function outcomeRows(outcomes: Pick<Outcome, 'BookingId' | 'outcome' | 'message' | 'ReconfirmationStatus'>[], hotels?: Map<string, HotelOutcome>) {
  return outcomes.map((o) => {
    const h = hotels?.get(o.BookingId);
    const status = h?.status ?? o.ReconfirmationStatus;
    const hotel = h ? (h.hcn ? `HCN ${h.hcn}` : h.reasons.join(', ')) : undefined;
    return [o.BookingId, statusColour(o.outcome), statusColour(status), [processingMessage(o.message), hotel].filter(Boolean).join('; ')];
  });
}

const counts = (values: (string | null | undefined)[]) => {
  const m = new Map<string, number>();
  for (const v of values) m.set(v ?? '-', (m.get(v ?? '-') ?? 0) + 1);
  return [...m].map(([k, n]) => `${n} ${k}`).join(', ');
};

/**
 * Every row when they fit on a screen (or with --all); otherwise the counts, the rejected bookings (which need
 * action) as far as they fit, and where to see the rest.
 */
export function printOutcomes(outcomes: Outcome[], opts: { all: boolean; hotels?: Map<string, HotelOutcome>; more: string }) {
  const head = ['BookingId', 'outcome', opts.hotels ? 'status (hotel)' : 'status now', 'message'];
  const fits = outcomes.length <= screenRows();
  if (fits || opts.all) {
    if (outcomes.length) out(table(head, outcomeRows(outcomes, opts.hotels), { shrinkFirst: ['message'] }));
  } else {
    const rejected = outcomes.filter((o) => REJECTED.includes(o.outcome));
    if (rejected.length) {
      out(c.bold(`rejected (${rejected.length}):`));
      out(table(head, outcomeRows(rejected.slice(0, screenRows()), opts.hotels)));
      if (rejected.length > screenRows()) out(c.dim(`… and ${rejected.length - screenRows()} more rejected`));
    }
    out(c.dim(`${outcomes.length} booking(s): rows not listed (over a screenful); every row: ${opts.more}`));
  }
  out(`outcomes: ${counts(outcomes.map((o) => o.outcome)) || 'none yet'}`);
  out(`status now: ${counts(outcomes.map((o) => opts.hotels?.get(o.BookingId)?.status ?? o.ReconfirmationStatus))}`);
}

/** One line that does not wrap: clipped to the terminal's width, with an ellipsis. */
export function clipLine(line: string, columns = process.stderr.columns): string {
  // Room for the spinner's or the persisted line's symbol in front ("• ").
  if (!columns || line.length <= columns - 3) return line;
  return line.slice(0, Math.max(10, columns - 4)) + '…';
}

/** "a, b (+8 more)": a list that stays short in a progress line. */
export const firstOf = (list: string[], n = 1) => list.slice(0, n).join(', ') + (list.length > n ? ` (+${list.length - n} more)` : '');

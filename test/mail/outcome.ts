// Judging a reading by what it would do to each booking (the blind corpus, fixtures/hotel-replies-blind): a line is
// right when the verdict it gives is the expected one (CONFIRMED with the same HCN, DATA_DISCREPANCY on the same
// fields and dates, NO_BOOKING), whatever else the hotel restated that agrees with the booking. An HCN is compared
// without its spaces ("45 872" is 45872). A line whose verdict differs is wrong; one that confirms is the worst kind.
import { judgeReply, type HotelReply } from '../../src/domain/reply.js';
import { BookingSchema, type Booking } from '../../src/domain/schemas.js';
import type { MailReading } from '../../src/domain/hotelMail/index.js';
import type { CorpusEntry } from './corpus.js';

export interface Outcome {
  /** Every expectation met. */
  correct: boolean;
  /** The reading sent something to review. */
  review: boolean;
  /** Lines whose verdict is not the expected one. */
  wrong: string[];
  /** Bookings confirmed with a wrong HCN, or confirmed where the expectation is review, a discrepancy, no booking or nothing. */
  confirmedWrongly: string[];
  /** Bookings with a clear expected reading (a line) that got none, or a clear auto-reply/bounce read as something else. */
  missed: string[];
  /** Bookings the expectation confirms (a line whose verdict is CONFIRMED). */
  confirmable: number;
  /** Of those, how many the reading confirmed with the same HCN. */
  confirmed: number;
  problems: string[];
}

const squash = (s: string | undefined) => s?.replace(/\s+/g, '');

function verdictOf(b: Booking, r: HotelReply): string {
  const v = judgeReply(b, r);
  const hcn = squash(r.hcn) ?? '-';
  switch (v.kind) {
    case 'CONFIRMED':
      return `CONFIRMED ${hcn}`;
    case 'DISCREPANCY':
      return `DISCREPANCY ${v.discrepancies.map((d) => (d.field === 'CheckIn' || d.field === 'CheckOut' ? `${d.field}=${String(d.hotel)}` : d.field)).sort().join(',')} hcn ${hcn}`;
    default:
      return v.kind;
  }
}

export function judgeByOutcome(got: MailReading, entry: CorpusEntry): Outcome {
  const want = entry.expected;
  const problems: string[] = [];
  const wrong: string[] = [];
  const confirmedWrongly: string[] = [];
  const missed: string[] = [];
  const bookings = new Map(entry.bookings.map((b) => [b.bookingId, BookingSchema.parse(b.booking)]));
  let confirmable = 0;
  let confirmed = 0;
  if (want.kind === 'answer') {
    for (const w of want.lines) {
      const e = verdictOf(bookings.get(w.bookingId)!, w as HotelReply);
      if (!e.startsWith('CONFIRMED')) continue;
      confirmable++;
      const l = got.kind === 'answer' ? got.lines.find((x) => x.bookingId === w.bookingId) : undefined;
      if (l && verdictOf(bookings.get(w.bookingId)!, l.reply) === e) confirmed++;
    }
  }
  const single = entry.bookings.length === 1 ? entry.bookings[0].bookingId : undefined;
  if (got.kind !== want.kind) {
    problems.push(`kind ${got.kind}, expected ${want.kind}`);
    if (want.kind !== 'answer') missed.push(`(${want.kind})`);
  }
  if (got.kind === 'bounce' && want.kind === 'bounce') {
    if (JSON.stringify(got.failedRecipients) !== JSON.stringify(want.failedRecipients)) problems.push(`failed ${got.failedRecipients}, expected ${want.failedRecipients}`);
    if (want.originalMessageId && got.originalMessageId !== want.originalMessageId) problems.push(`original ${got.originalMessageId}, expected ${want.originalMessageId}`);
  }
  if (got.kind === 'answer') {
    const wantLines = want.kind === 'answer' ? want.lines : [];
    for (const line of got.lines) {
      const b = bookings.get(line.bookingId);
      const w = wantLines.find((x) => x.bookingId === line.bookingId);
      if (!b) {
        wrong.push(`${line.bookingId}: a line for a booking the message is not about`);
        continue;
      }
      const g = verdictOf(b, line.reply);
      const e = w ? verdictOf(b, w as HotelReply) : 'no line';
      if (g !== e) {
        wrong.push(`${line.bookingId}: ${g} (read ${JSON.stringify(line.reply)}), expected ${e}`);
        if (g.startsWith('CONFIRMED')) confirmedWrongly.push(line.bookingId);
      }
    }
    for (const w of wantLines) {
      if (!got.lines.some((l) => l.bookingId === w.bookingId)) {
        problems.push(`${w.bookingId}: no line, expected ${verdictOf(bookings.get(w.bookingId)!, w as HotelReply)}`);
        missed.push(w.bookingId);
      }
    }
    const about = (x: { bookingId?: string | null }) => x.bookingId ?? single ?? null;
    const wantReview = want.kind === 'answer' ? want.review : [];
    for (const r of wantReview) {
      const items = got.review.filter((x) => about(x) === about(r));
      if (!items.length) problems.push(`${r.bookingId ?? 'message'}: not sent to review`);
      const shown = items.flatMap((x) => x.candidates).map(squash);
      for (const c of r.candidates) if (!shown.includes(squash(c))) problems.push(`${r.bookingId}: review does not show "${c}" (shows ${JSON.stringify(shown)})`);
    }
    // A promise to answer later ("pending", "we will confirm"): noted as pending, neither a line nor a review item.
    const wantPending = want.kind === 'answer' ? (want.pending ?? []) : [];
    const gotPending = ((got as { pending?: { bookingId?: string }[] }).pending ?? []).map((x) => about(x));
    for (const id of wantPending) if (!gotPending.includes(id)) problems.push(`${id}: not read as pending (a promise to confirm later)`);
    for (const id of gotPending) if (!id || !wantPending.includes(id)) problems.push(`${id ?? 'message'}: read as pending, which it is not`);
    const mayReview = want.kind === 'answer' ? (want.mayReview ?? []) : [];
    for (const x of got.review) {
      const id = about(x);
      if (!wantReview.some((r) => about(r) === id) && !(id && mayReview.includes(id))) problems.push(`${x.bookingId ?? 'message'}: unexpected review: ${x.why} ${JSON.stringify(x.candidates)}`);
    }
  }
  problems.push(...wrong);
  return { correct: problems.length === 0, review: got.kind === 'answer' && got.review.length > 0, wrong, confirmedWrongly, missed, confirmable, confirmed, problems };
}

// The hotel-reply corpus (fixtures/hotel-replies): each .eml with its bookings and expected reading, and the one
// comparison the test and bench/replyCorpus.ts both use.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHotelMail, readHotelMail, type ExpectedBooking, type MailReading } from '../../src/domain/hotelMail/index.js';
import { BookingSchema } from '../../src/domain/schemas.js';

export const CORPUS_DIR = join(import.meta.dirname, '..', '..', 'fixtures', 'hotel-replies');

type ExpectedLine = { bookingId: string } & Record<string, unknown>;
export type Expected =
  | { kind: 'auto-reply' }
  | { kind: 'bounce'; failedRecipients: string[]; originalMessageId?: string }
  | { kind: 'answer'; lines: ExpectedLine[]; review: { bookingId: string | null; candidates: string[] }[]; mayReview?: string[]; pending?: string[] };

export interface CorpusEntry {
  file: string;
  language: string;
  covers: string[];
  bookings: { bookingId: string; booking: unknown }[];
  expected: Expected;
}

/** The replies of a corpus directory (fixtures/hotel-replies unless given) with their expected readings. */
export function loadCorpus(dir = CORPUS_DIR): CorpusEntry[] {
  return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')).fixtures;
}

export async function readEntry(e: CorpusEntry, dir = CORPUS_DIR): Promise<MailReading> {
  const mail = await parseHotelMail(readFileSync(join(dir, e.file)));
  const expected: ExpectedBooking[] = e.bookings.map((b) => ({ bookingId: b.bookingId, booking: BookingSchema.parse(b.booking) }));
  return readHotelMail(mail, expected);
}

export interface Verdict {
  /** Every expectation met. */
  correct: boolean;
  /** The reading sent something to review. */
  review: boolean;
  /** A line for a booking the expectation has no line for, or with other fields: an answer we must never give. */
  wrong: string[];
  problems: string[];
}

const fieldsOf = (r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).filter(([k, v]) => k !== 'note' && k !== 'bookingId' && v !== undefined));

export function judge(got: MailReading, want: Expected): Verdict {
  const problems: string[] = [];
  const wrong: string[] = [];
  if (got.kind !== want.kind) problems.push(`kind ${got.kind}, expected ${want.kind}`);
  if (got.kind === 'bounce' && want.kind === 'bounce') {
    if (JSON.stringify(got.failedRecipients) !== JSON.stringify(want.failedRecipients)) problems.push(`failed ${got.failedRecipients}, expected ${want.failedRecipients}`);
    if (want.originalMessageId && got.originalMessageId !== want.originalMessageId) problems.push(`original ${got.originalMessageId}, expected ${want.originalMessageId}`);
  }
  if (got.kind === 'answer') {
    const wantLines = want.kind === 'answer' ? want.lines : [];
    for (const line of got.lines) {
      const w = wantLines.find((x) => x.bookingId === line.bookingId);
      const g = JSON.stringify(fieldsOf(line.reply));
      if (!w || JSON.stringify(fieldsOf(w)) !== g) wrong.push(`${line.bookingId}: read ${g}, expected ${w ? JSON.stringify(fieldsOf(w)) : 'no line'}`);
    }
    for (const w of wantLines) if (!got.lines.some((l) => l.bookingId === w.bookingId)) problems.push(`${w.bookingId}: no line, expected ${JSON.stringify(fieldsOf(w))}`);
    const wantReview = want.kind === 'answer' ? want.review : [];
    for (const r of wantReview) {
      const items = got.review.filter((x) => (x.bookingId ?? null) === r.bookingId);
      if (!items.length) problems.push(`${r.bookingId ?? 'message'}: not sent to review`);
      const shown = items.flatMap((x) => x.candidates);
      for (const c of r.candidates) if (!shown.includes(c)) problems.push(`${r.bookingId}: review does not show "${c}" (shows ${JSON.stringify(shown)})`);
    }
    for (const x of got.review) if (!wantReview.some((r) => r.bookingId === (x.bookingId ?? null))) problems.push(`${x.bookingId ?? 'message'}: unexpected review: ${x.why}`);
  }
  problems.push(...wrong);
  return { correct: problems.length === 0, review: got.kind === 'answer' && got.review.length > 0, wrong, problems };
}

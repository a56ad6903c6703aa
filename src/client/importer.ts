// `import`: stream a file, validate every booking, store the valid ones in the ledger in batched transactions.
import { basename, resolve } from 'node:path';
import type { ErrorDetail } from '../domain/errors.js';
import { storeLocalBookings, type Ledger, type StoreResult } from '../store/ledger.js';
import { openBookingFile, type FileShape } from './readers.js';
import { checkItem, type Checked } from './validate.js';

export interface ImportSummary {
  file: string;
  shape: FileShape;
  total: number;
  valid: number;
  invalid: number;
  /** Events-shape entries with BookingStatus CANCELLED: not bookings to store; `push` sends them to POST /events. */
  cancellations: number;
  errors: ErrorDetail[];
  /** Errors beyond the listed ones (large broken files). */
  moreErrors: number;
  unknownColumns: string[];
  /** Unknown columns that look like typos of known ones: header -> the column meant. */
  columnSuggestions: Record<string, string>;
  /** CSV: the column separator used (found in the header line). */
  delimiter?: string;
  stored: StoreResult | null;
}

const BATCH = 2000;

/** Validates every booking of a file; `onValid` sees each valid item, in order (push collects them). */
export async function scanFile(file: string, onItem: (c: Checked) => void, maxErrors = 500): Promise<Omit<ImportSummary, 'stored'>> {
  const f = await openBookingFile(file);
  const summary: Omit<ImportSummary, 'stored'> = { file, shape: f.shape, total: 0, valid: 0, invalid: 0, cancellations: 0, errors: [], moreErrors: 0, unknownColumns: f.unknownColumns, columnSuggestions: f.columnSuggestions, ...(f.delimiter ? { delimiter: f.delimiter } : {}) };
  const firstLine = new Map<string, number>();
  const addErrors = (details: ErrorDetail[]) => {
    for (const d of details) {
      if (summary.errors.length < maxErrors) summary.errors.push(d);
      else summary.moreErrors++;
    }
  };
  await f.each((item) => {
    summary.total++;
    let c = checkItem(f.shape, item);
    if (c.kind !== 'invalid') {
      const seen = firstLine.get(c.bookingId);
      if (seen !== undefined) {
        c = { kind: 'invalid', line: c.line, index: c.index, bookingId: c.bookingId, details: [{ line: c.line, index: c.index, path: 'BookingCode', message: `${c.bookingId} appears again (first on line ${seen}); a BookingCode names one booking` }] };
      } else firstLine.set(c.bookingId, c.line);
    }
    if (c.kind === 'invalid') {
      summary.invalid++;
      // The BookingCode beside the line: what an agent searches for in the booking system.
      addErrors(c.bookingId ? c.details.map((d) => ({ ...d, BookingId: c.bookingId! })) : c.details);
    } else if (c.kind === 'cancel') summary.cancellations++;
    else summary.valid++;
    onItem(c);
  });
  return summary;
}

export async function importFile(file: string, opts: { ledger?: Ledger; dryRun?: boolean }): Promise<ImportSummary> {
  const source = basename(file);
  const stored: StoreResult = { added: 0, changed: 0, alreadySent: 0, unchanged: 0 };
  let batch: { bookingId: string; data: unknown; sourceFile: string; sourceLine: number }[] = [];
  const flush = () => {
    if (!batch.length || !opts.ledger || opts.dryRun) return (batch = []);
    const r = storeLocalBookings(opts.ledger, batch);
    for (const k of Object.keys(stored) as (keyof StoreResult)[]) stored[k] += r[k];
    batch = [];
  };
  const summary = await scanFile(resolve(file), (c) => {
    if (c.kind !== 'booking' || opts.dryRun) return;
    batch.push({ bookingId: c.bookingId, data: c.booking, sourceFile: source, sourceLine: c.line });
    if (batch.length >= BATCH) flush();
  });
  flush();
  return { ...summary, file, stored: opts.dryRun || !opts.ledger ? null : stored };
}

/** One import problem as printed: "file:6 (BK-24005): Guest.LeadName: is required". */
export const problemLine = (file: string, e: ErrorDetail) => `${file}:${e.line}${e.BookingId ? ` (${e.BookingId})` : ''}: ${e.path}: ${e.message}`;

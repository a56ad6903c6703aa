// Reads booking files: CSV streamed record by record (csv-parse), JSON as an array or the events shape {Bookings: [...]}.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { parse } from 'csv-parse';
import { BookingSchema } from '../domain/schemas.js';
import { ReconfirmError } from '../domain/errors.js';
import { resolveColumn, rowToObject, type Column } from './columns.js';

/** One booking as read from a file, before validation. */
export interface RawItem {
  /** File line the booking starts on (CSV header = line 1). */
  line: number;
  /** Position among the file's bookings, from 0. */
  index: number;
  value: unknown;
}

export type FileShape = 'csv' | 'json-array' | 'events';

export interface BookingFile {
  shape: FileShape;
  /** Columns the schema does not know (CSV only): ignored, and the user is told. */
  unknownColumns: string[];
  items: AsyncIterable<RawItem>;
}

async function exists(file: string) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export interface OpenOptions {
  /** CSV columns outside the booking schema to keep as text (reconcile reads BookingStatus). */
  keepColumns?: string[];
}

export async function openBookingFile(file: string, opts: OpenOptions = {}): Promise<BookingFile> {
  if (!(await exists(file))) throw new ReconfirmError('USAGE', `no file ${file}`);
  const ext = extname(file).toLowerCase();
  if (ext === '.json') return readJson(file);
  if (ext === '.csv' || ext === '.txt' || ext === '') return readCsv(file, opts.keepColumns ?? []);
  throw new ReconfirmError('USAGE', `cannot read ${file}: use a .csv or .json file`);
}

async function readCsv(file: string, keep: string[]): Promise<BookingFile> {
  const parser = createReadStream(file).pipe(parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true }));
  const iterator = parser[Symbol.asyncIterator]() as AsyncIterator<{ record: string[]; info: { lines: number; empty_lines: number } }>;
  const first = await iterator.next().catch((e: Error) => {
    throw new ReconfirmError('INVALID_REQUEST_BODY', `${file} is not readable CSV: ${e.message}`);
  });
  if (first.done) throw new ReconfirmError('INVALID_REQUEST_BODY', `${file} is empty; the first line must name the columns (BookingCode, CheckIn, Hotel.Name, ...)`);
  const columns: Column[] = first.value.record.map((h, i) =>
    keep.includes(h.trim()) ? { index: i, header: h, path: [h.trim()], kind: 'string' as const, known: true } : resolveColumn(BookingSchema, h, i),
  );
  const unknownColumns = columns.filter((c) => !c.known && c.header.trim() !== '').map((c) => c.header);
  let prevEnd = first.value.info.lines;
  let prevEmpty = first.value.info.empty_lines;
  async function* items(): AsyncIterable<RawItem> {
    let index = 0;
    for (;;) {
      let next: IteratorResult<{ record: string[]; info: { lines: number; empty_lines: number } }>;
      try {
        next = await iterator.next();
      } catch (e) {
        throw new ReconfirmError('INVALID_REQUEST_BODY', `${file} is not readable CSV after line ${prevEnd}: ${(e as Error).message}`);
      }
      if (next.done) return;
      const { record, info } = next.value;
      // The record starts after the previous one and any blank lines skipped in between.
      const line = prevEnd + 1 + (info.empty_lines - prevEmpty);
      prevEnd = info.lines;
      prevEmpty = info.empty_lines;
      yield { line, index: index++, value: rowToObject(columns, record) };
    }
  }
  return { shape: 'csv', unknownColumns, items: items() };
}

async function readJson(file: string): Promise<BookingFile> {
  const text = await readFile(file, 'utf8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (e) {
    throw new ReconfirmError('INVALID_REQUEST_BODY', `${file} is not valid JSON: ${(e as Error).message}`);
  }
  let list: unknown[];
  let shape: FileShape;
  if (Array.isArray(body)) [list, shape] = [body, 'json-array'];
  else if (body && typeof body === 'object' && Array.isArray((body as { Bookings?: unknown }).Bookings)) [list, shape] = [(body as { Bookings: unknown[] }).Bookings, 'events'];
  else throw new ReconfirmError('INVALID_REQUEST_BODY', `${file} must hold a JSON array of bookings or an object {"Bookings": [...]} (the events shape)`);
  const lines = elementLines(text, shape === 'events' ? 3 : 2, list.length);
  async function* items(): AsyncIterable<RawItem> {
    for (let i = 0; i < list.length; i++) yield { line: lines[i] ?? 1, index: i, value: list[i] };
  }
  return { shape, unknownColumns: [], items: items() };
}

/** The line each booking object of a JSON file starts on: objects opening at the array's element depth. */
export function elementLines(text: string, depth: number, expected: number): number[] {
  const lines: number[] = [];
  let line = 1;
  let level = 0;
  let inString = false;
  for (let i = 0; i < text.length && lines.length < expected; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 10) line++;
    if (inString) {
      if (ch === 92) i++; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
      continue;
    }
    if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91) {
      level++;
      if (level === depth) lines.push(line);
    } else if (ch === 125 || ch === 93) level--;
  }
  return lines;
}

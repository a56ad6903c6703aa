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

export type Delimiter = ',' | ';' | '\t';
export const DELIMITER_NAMES: Record<Delimiter, string> = { ',': 'commas', ';': 'semicolons', '\t': 'tabs' };

/**
 * The separator of a CSV file, read from its header line: the one of comma, semicolon and tab that occurs most
 * outside quotes (spreadsheets in much of Europe write semicolons). A .tsv file is tab-separated.
 */
export function detectDelimiter(headerLine: string, ext = ''): Delimiter {
  if (ext === '.tsv') return '\t';
  const count: Record<Delimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) count[ch]++;
  }
  return (Object.keys(count) as Delimiter[]).reduce((best, d) => (count[d] > count[best] ? d : best), ',');
}

/** The first line of a file (at most 64 KB read), for the separator. */
async function firstLine(file: string): Promise<string> {
  const { open } = await import('node:fs/promises');
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(65536);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    const text = buf.subarray(0, bytesRead).toString('utf8');
    const end = text.search(/\r?\n/);
    return end === -1 ? text : text.slice(0, end);
  } finally {
    await fh.close();
  }
}

export interface BookingFile {
  shape: FileShape;
  /** Columns the schema does not know (CSV only): ignored, and the user is told. */
  unknownColumns: string[];
  /** For unknown columns that look like a typo: the known column meant ("did you mean"). */
  columnSuggestions: Record<string, string>;
  /** CSV only: the column separator found in the header line. */
  delimiter?: Delimiter;
  /** Calls back once per booking, in file order; resolves when the file is read. */
  each(cb: (item: RawItem) => void): Promise<void>;
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
  if (ext === '.csv' || ext === '.tsv' || ext === '.txt' || ext === '') return readCsv(file, opts.keepColumns ?? [], detectDelimiter(await firstLine(file), ext));
  throw new ReconfirmError('USAGE', `cannot read ${file}: use a .csv, .tsv or .json file`);
}

/** Newlines inside quoted cells: a record can span several file lines. */
function extraLines(record: string[]): number {
  let n = 0;
  for (let i = 0; i < record.length; i++) {
    const cell = record[i];
    for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) n++;
  }
  return n;
}

async function readCsv(file: string, keep: string[], delimiter: Delimiter): Promise<BookingFile> {
  let columns: Column[] | undefined;
  const keepFolded = keep.map((k) => k.toLowerCase());
  const columnSuggestions: Record<string, string> = {};
  let header: (() => void) | undefined;
  const headerRead = new Promise<void>((r) => (header = r));
  const unknownColumns: string[] = [];
  let consumer: ((item: RawItem) => void) | undefined;
  let startConsuming: (() => void) | undefined;
  const consuming = new Promise<void>((r) => (startConsuming = r));
  // Records are handled synchronously as csv-parse emits them: no per-record promise, so large files stay fast.
  const done = new Promise<void>((resolve, reject) => {
    const parser = createReadStream(file).pipe(parse({ bom: true, relax_column_count: true, delimiter }));
    let line = 0;
    let index = 0;
    const buffered: RawItem[] = [];
    parser.on('readable', () => {
      let record: string[] | null;
      while ((record = parser.read()) !== null) {
        const at = line + 1;
        line = at + extraLines(record);
        if (record.length === 1 && record[0] === '') continue; // a blank line
        if (!columns) {
          columns = record.map((h, i) => {
            const kept = keepFolded.indexOf(h.trim().toLowerCase());
            return kept !== -1 ? { index: i, header: h, path: [keep[kept]], kind: 'string' as const, known: true } : resolveColumn(BookingSchema, h, i);
          });
          unknownColumns.push(...columns.filter((c) => !c.known && c.header.trim() !== '').map((c) => c.header));
          for (const c of columns) if (!c.known && c.suggestion) columnSuggestions[c.header] = c.suggestion;
          header!();
          continue;
        }
        const item = { line: at, index: index++, value: rowToObject(columns, record) };
        if (consumer) consumer(item);
        else buffered.push(item);
      }
    });
    void consuming.then(() => {
      for (const item of buffered.splice(0)) consumer!(item);
    });
    parser.on('error', (e) => reject(new ReconfirmError('INVALID_REQUEST_BODY', `${file} is not readable CSV after line ${line}: ${e.message}`)));
    parser.on('end', () => {
      header!();
      consuming.then(() => {
        for (const item of buffered.splice(0)) consumer!(item);
        resolve();
      });
    });
  });
  await Promise.race([headerRead, done]);
  if (!columns) throw new ReconfirmError('INVALID_REQUEST_BODY', `${file} is empty; the first line must name the columns (BookingCode, CheckIn, Hotel.Name, ...)`);
  return {
    shape: 'csv',
    unknownColumns,
    columnSuggestions,
    delimiter,
    each: (cb) => {
      consumer = cb;
      startConsuming!();
      return done;
    },
  };
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
  const each = async (cb: (item: RawItem) => void) => {
    for (let i = 0; i < list.length; i++) cb({ line: lines[i] ?? 1, index: i, value: list[i] });
  };
  return { shape, unknownColumns: [], columnSuggestions: {}, each };
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

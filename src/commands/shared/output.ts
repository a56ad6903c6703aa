// Output helpers shared by commands: NO_COLOR-aware colour, tables for people, JSON for scripts.
import { createRequire } from 'node:module';
import type TableType from 'cli-table3';
import { instantText } from './times.js';

// cli-table3 (and its string-width dependencies) loads at the first table, not when the CLI starts (--help needs none).
const require = createRequire(import.meta.url);
let TableClass: typeof TableType | undefined;

const colourOn = () => !process.env.NO_COLOR && process.stdout.isTTY === true && process.env.TERM !== 'dumb';
const paint = (code: number) => (s: string) => (colourOn() ? `\x1b[${code}m${s}\x1b[0m` : s);
export const c = { red: paint(31), green: paint(32), yellow: paint(33), cyan: paint(36), dim: paint(2), bold: paint(1) };

export function statusColour(status: string | null | undefined): string {
  const s = status ?? '';
  if (s === 'CONFIRMED' || s === 'DELIVERED' || s === 'CREATED' || s === 'REBOOKED' || s === 'UPDATED') return c.green(s);
  if (s === 'ESCALATED' || s === 'FAILED' || s === 'DUPLICATE_BOOKING_CODE' || s === 'REJECTED' || s === 'NOT_FOUND') return c.red(s);
  if (s === 'CANCELLED' || s === 'DUPLICATE_IGNORED') return c.dim(s);
  return c.yellow(s);
}

// `--wide` (global): tables printed whole, whatever the screen. Read from the arguments here, because cli.ts loads no
// command module before one runs (the CLI start figure).
const wide = process.argv.includes('--wide');

/**
 * The width tables must fit: the terminal's, else COLUMNS (set by shells and CI), else 80 (a pipe or a file: issue 28,
 * a table laid out for nothing in particular is unreadable in a log); none with --wide.
 */
export function outputWidth(): number | undefined {
  if (wide) return undefined;
  const env = Number(process.env.COLUMNS);
  return process.stdout.columns || (Number.isInteger(env) && env > 0 ? env : 80);
}

// eslint-disable-next-line no-control-regex
const visible = (s: string) => [...s.replace(/\x1b\[[0-9;]*m/g, '')].length;

/** Columns an operator acts on by copying them (ids, codes): never cut or wrapped, whatever the width. */
const IDENTIFIERS = new Set(['#', 'BookingId', 'traceId', 'traceIds', 'requestId', 'webhook-id', 'key id', 'id', 'reason', 'reasons', 'HCN', 'status', 'call']);

export interface TableLayout {
  /** The columns shown, by index into the table's head. */
  columns: number[];
  /** Their widths with padding; undefined when the table fits as it is. */
  widths?: number[];
}

/**
 * How a table fits `width`: identifier columns (`keep`, by default the IDENTIFIERS) keep their whole width; the other
 * columns wrap their text, free-text ones (`shrinkFirst`) giving way first, down to a floor; when even that does not
 * fit, whole columns are left out, `dropFirst` first, then the last that is not kept (--wide and --json show them).
 */
export function layoutTable(cells: string[][], width: number | undefined, opts: { shrinkFirst?: number[]; keep?: number[]; dropFirst?: number[] } = {}): TableLayout {
  const n = cells[0]?.length ?? 0;
  const all = Array.from({ length: n }, (_, i) => i);
  if (!width || !cells.length) return { columns: all };
  const natural = all.map((i) => Math.max(1, ...cells.map((r) => Math.max(...String(r[i] ?? '').split('\n').map(visible)))));
  const keep = new Set(opts.keep ?? []);
  // A wrapped column is no narrower than its longest word (a date, an id), up to 20: words are split only past that.
  const longestWord = all.map((i) => Math.max(1, ...cells.flatMap((r) => String(r[i] ?? '').split(/[\s\n]+/).map(visible))));
  const floorOf = (i: number) => (keep.has(i) ? natural[i] : Math.min(natural[i], Math.max(8, Math.min(20, longestWord[i]))));
  const room = (cols: number[]) => width - (3 * cols.length + 1); // borders and one space of padding each side
  let columns = all;
  if (natural.reduce((a, b) => a + b, 0) <= room(columns)) return { columns };
  const dropOrder = [...(opts.dropFirst ?? []), ...[...all].reverse().filter((i) => !keep.has(i))];
  // Even when the identifiers alone are wider than the screen, leaving the others out makes the overflow smallest
  // (a table that must keep every column says so with `keep`).
  while (columns.length > 1 && columns.reduce((a, i) => a + floorOf(i), 0) > room(columns)) {
    const next = dropOrder.find((i) => columns.includes(i));
    if (next === undefined) break;
    columns = columns.filter((i) => i !== next);
  }
  const widths = new Map(columns.map((i) => [i, natural[i]]));
  const total = () => [...widths.values()].reduce((a, b) => a + b, 0);
  // Water-filling: lower a cap over the chosen columns until the table fits or every one is at its floor.
  const squeeze = (cols: number[]) => {
    if (!cols.length) return;
    let cap = Math.max(...cols.map((i) => widths.get(i)!));
    while (total() > room(columns) && cols.some((i) => widths.get(i)! > floorOf(i))) {
      cap--;
      for (const i of cols) widths.set(i, Math.max(floorOf(i), Math.min(widths.get(i)!, cap)));
    }
  };
  const free = columns.filter((i) => !keep.has(i));
  squeeze(free.filter((i) => (opts.shrinkFirst ?? []).includes(i)));
  squeeze(free);
  return { columns, widths: columns.map((i) => widths.get(i)! + 2) };
}

/** Kept for the fitting tests: the widths of layoutTable when no column has to be left out. */
export function fitColumns(cells: string[][], width: number | undefined, shrinkFirst: number[] = []): number[] | undefined {
  const keep = (cells[0] ?? []).flatMap((h, i) => (IDENTIFIERS.has(h) ? [i] : []));
  return layoutTable(cells, width, { shrinkFirst, keep }).widths;
}

/**
 * A table for people that fits the screen (issue 28): identifiers stay whole, other cells wrap (`shrinkFirst` names
 * the free-text columns that give way first), and past that the least important columns (`dropFirst`) are left out
 * with a line saying so. --wide prints everything; --json has it all.
 */
export function table(head: string[], rows: (string | number | null | undefined)[][], opts: { shrinkFirst?: string[]; keep?: string[]; dropFirst?: string[] } = {}): string {
  const cells = rows.map((r) => r.map((v) => (v === null || v === undefined ? '' : String(v))));
  const index = (names: string[] | undefined) => (names ?? []).map((h) => head.indexOf(h)).filter((i) => i >= 0);
  const keep = index(opts.keep ?? head.filter((h) => IDENTIFIERS.has(h)));
  const layout = layoutTable([head, ...cells], outputWidth(), { shrinkFirst: index(opts.shrinkFirst), keep, dropFirst: index(opts.dropFirst) });
  TableClass ??= require('cli-table3') as typeof TableType;
  const t = new TableClass({
    head: layout.columns.map((i, k) => c.bold(layout.widths ? wrapText(head[i], layout.widths[k] - 2) : head[i])),
    style: { head: [], border: [] },
    ...(layout.widths ? { colWidths: layout.widths, wordWrap: false } : { wordWrap: true }),
  });
  const fitted = (text: string, k: number) => (layout.widths ? wrapText(text, layout.widths[k] - 2) : text);
  for (const r of cells) t.push(layout.columns.map((i, k) => fitted(r[i], k)));
  const hidden = head.filter((_, i) => !layout.columns.includes(i));
  const note = hidden.length ? `\n${c.dim(wrapText(`(${hidden.join(', ')} not shown at this width; --wide shows every column)`, outputWidth() ?? 80))}` : '';
  return t.toString() + note;
}

/** Text broken into lines of at most `width` characters, at spaces where it can, inside a word where it must (nothing is cut). */
export function wrapText(text: string, width: number): string {
  // eslint-disable-next-line no-control-regex
  if (width < 1 || /\x1b\[/.test(text)) return text;
  const lines: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(/ +/)) {
      let w = word;
      if (line && [...line].length + 1 + [...w].length <= width) {
        line += ` ${w}`;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      while ([...w].length > width) {
        lines.push([...w].slice(0, width).join(''));
        w = [...w].slice(width).join('');
      }
      line = w;
    }
    lines.push(line);
  }
  return lines.join('\n');
}

export function printJson(value: unknown) {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n');
}

export const out = (line = '') => process.stdout.write(line + '\n');
export const err = (line: string) => process.stderr.write(line + '\n');

/**
 * A stored time for people, with its zone, on the agent's clock (commands/shared/times.ts): "2027-01-10 08:01 UTC" where that
 * is UTC. Stored times are UTC, ISO or SQLite's form. (Named when every time was shown in UTC.)
 */
export const utcTime = (at: string | null | undefined, empty = '') => (at ? instantText(at) : empty);

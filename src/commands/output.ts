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

/** The width tables must fit: the terminal's, else COLUMNS (set by shells and CI), else none (a file gets everything). */
export function outputWidth(): number | undefined {
  const env = Number(process.env.COLUMNS);
  return process.stdout.columns || (Number.isInteger(env) && env > 0 ? env : undefined);
}

// eslint-disable-next-line no-control-regex
const visible = (s: string) => [...s.replace(/\x1b\[[0-9;]*m/g, '')].length;

/**
 * Column widths that fit `width`: free-text columns (`shrinkFirst`, e.g. a hotel name or a message) give way first,
 * then the widest of all, down to a floor; cli-table3 cuts their cells with an ellipsis (the full text is in
 * --json). Undefined when the table fits as it is.
 */
export function fitColumns(cells: string[][], width: number | undefined, shrinkFirst: number[] = []): number[] | undefined {
  if (!width || !cells.length) return undefined;
  const n = cells[0].length;
  const widths = Array.from({ length: n }, (_, i) => Math.max(1, ...cells.map((r) => Math.max(...String(r[i] ?? '').split('\n').map(visible)))));
  const room = width - (3 * n + 1); // borders and one space of padding each side
  if (widths.reduce((a, b) => a + b, 0) <= room) return undefined;
  const floor = Math.max(4, Math.floor(room / n / 2));
  // Water-filling: lower a cap over the chosen columns until the table fits or the cap reaches the floor.
  const squeeze = (cols: number[]) => {
    let cap = Math.max(...cols.map((i) => widths[i]));
    const total = () => widths.reduce((a, w, i) => a + (cols.includes(i) ? Math.min(w, cap) : w), 0);
    while (cap > floor && total() > room) cap--;
    for (const i of cols) widths[i] = Math.min(widths[i], Math.max(cap, Math.min(widths[i], floor)));
  };
  if (shrinkFirst.length) squeeze(shrinkFirst.filter((i) => i < n));
  if (widths.reduce((a, b) => a + b, 0) > room) squeeze(Array.from({ length: n }, (_, i) => i));
  return widths.map((w) => w + 2);
}

/** A table for people; `shrinkFirst` names the free-text columns to cut first when it is wider than the terminal. */
export function table(head: string[], rows: (string | number | null | undefined)[][], opts: { shrinkFirst?: string[] } = {}): string {
  const cells = rows.map((r) => r.map((v) => (v === null || v === undefined ? '' : String(v))));
  const colWidths = fitColumns([head, ...cells], outputWidth(), (opts.shrinkFirst ?? []).map((h) => head.indexOf(h)).filter((i) => i >= 0));
  TableClass ??= require('cli-table3') as typeof TableType;
  const t = new TableClass({
    head: head.map((h) => c.bold(h)),
    style: { head: [], border: [] },
    ...(colWidths ? { colWidths, wordWrap: false, truncate: '…' } : { wordWrap: true }),
  });
  for (const r of cells) t.push(r);
  return t.toString();
}

export function printJson(value: unknown) {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n');
}

export const out = (line = '') => process.stdout.write(line + '\n');
export const err = (line: string) => process.stderr.write(line + '\n');

/**
 * A stored time for people, with its zone, on the agent's clock (commands/times.ts): "2027-01-10 08:01 UTC" where that
 * is UTC. Stored times are UTC, ISO or SQLite's form. (Named when every time was shown in UTC.)
 */
export const utcTime = (at: string | null | undefined, empty = '') => (at ? instantText(at) : empty);

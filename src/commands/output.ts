// Output helpers shared by commands: NO_COLOR-aware colour, tables for people, JSON for scripts.
import Table from 'cli-table3';

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

export function table(head: string[], rows: (string | number | null | undefined)[][]): string {
  const t = new Table({ head: head.map((h) => c.bold(h)), style: { head: [], border: [] }, wordWrap: true });
  for (const r of rows) t.push(r.map((v) => (v === null || v === undefined ? '' : String(v))));
  return t.toString();
}

export function printJson(value: unknown) {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n');
}

export const out = (line = '') => process.stdout.write(line + '\n');
export const err = (line: string) => process.stderr.write(line + '\n');

/** A stored time for people, with its zone: "2027-01-10 08:01 UTC" (stored times are UTC, ISO or SQLite's form). */
export const utcTime = (at: string | null | undefined, empty = '') => (at ? `${at.replace(' ', 'T').slice(0, 16).replace('T', ' ')} UTC` : empty);

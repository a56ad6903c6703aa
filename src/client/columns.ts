// CSV columns as booking fields: each header resolved against the zod schema once per file (domain/fieldPaths.ts),
// then each cell read as the type its field wants.
import { type Column, type LeafKind } from '../domain/fieldPaths.js';

export { closest, distance, resolveColumn, splitHeader, type Column, type LeafKind } from '../domain/fieldPaths.js';

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/** A cell as the schema wants it; a value that does not fit stays text so validation names the problem. */
export function coerce(cell: string, kind: LeafKind): unknown {
  switch (kind) {
    case 'number': {
      const t = cell.trim();
      return NUMBER.test(t) ? Number(t) : cell;
    }
    case 'boolean': {
      const t = cell.trim().toLowerCase();
      return TRUE.has(t) ? true : FALSE.has(t) ? false : cell;
    }
    case 'string[]':
      return cell.split(';').map((s) => s.trim()).filter((s) => s !== '');
    default:
      return cell;
  }
}

/** Builds one booking object from a CSV record; empty cells count as absent. */
export function rowToObject(columns: Column[], record: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const col of columns) {
    if (!col.known) continue;
    const cell = record[col.index];
    if (cell === undefined || cell === '') continue;
    let node: any = out;
    const p = col.path;
    for (let i = 0; i < p.length - 1; i++) {
      const key = p[i];
      if (node[key] === undefined) node[key] = typeof p[i + 1] === 'number' ? [] : {};
      node = node[key];
    }
    node[p[p.length - 1]] = coerce(cell, col.kind);
  }
  return out;
}

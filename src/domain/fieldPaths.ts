// Dotted field names (Hotel.Name, Guest.RoomStructure[0].RoomType) resolved against a zod schema, with "did you mean" for
// a name it does not know: CSV columns (client/columns.ts) and an operator's corrections (daemon/operator.ts) use it.
import type { z } from 'zod';

export type LeafKind = 'string' | 'number' | 'boolean' | 'string[]' | 'unknown';

export interface Column {
  index: number;
  header: string;
  /** Object keys and array indexes from the header, with the schema's spelling for aliases. */
  path: (string | number)[];
  kind: LeafKind;
  /** False when the schema knows no such field: the cell is ignored and the user warned. */
  known: boolean;
  /** For an unknown column: the known column it is closest to ("Hotel.Nmae" -> "Hotel.Name"). */
  suggestion?: string;
}

/** Edit distance counting a swap of two neighbours as one edit (optimal string alignment), for "did you mean". */
export function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The closest of `names` to `name`, when it is close enough to be a typo (a third of its length in edits, at least 1 and at most 3). */
export function closest(name: string, names: string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const n of names) {
    const d = distance(name.toLowerCase(), n.toLowerCase());
    if (d < bestD) [best, bestD] = [n, d];
  }
  return bestD <= Math.min(3, Math.max(1, Math.floor(name.length / 3))) ? best : undefined;
}

type Def = { type: string; [k: string]: any };
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Looks through optional, default and pipe layers to the schema that decides the value's type. */
function unwrap(schema: z.ZodType): { schema: z.ZodType; renames: ((v: unknown) => unknown)[] } {
  const renames: ((v: unknown) => unknown)[] = [];
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const d = defOf(s);
    if (d.type === 'optional' || d.type === 'nullable' || d.type === 'default' || d.type === 'prefault' || d.type === 'readonly' || d.type === 'catch') s = d.innerType;
    else if (d.type === 'pipe') {
      const inner = defOf(d.in);
      if (inner.type === 'transform') {
        renames.push((v) => inner.transform(v, { issues: [], addIssue() {} }));
        s = d.out;
      } else s = d.in;
    } else break;
  }
  return { schema: s, renames };
}

/** The schema's name for a key: the object's own key, or the key an alias preprocess renames it to. */
function canonicalKey(shape: Record<string, z.ZodType>, key: string, renames: ((v: unknown) => unknown)[]): string | undefined {
  if (key in shape) return key;
  // Headers are matched whatever their case: spreadsheets write "bookingcode" or "BOOKINGCODE".
  const folded = Object.keys(shape).find((k) => k.toLowerCase() === key.toLowerCase());
  if (folded) return folded;
  const marker = Symbol('probe');
  const capitalised = key.charAt(0).toUpperCase() + key.slice(1);
  for (const rename of renames.flatMap((r) => [[r, key], [r, capitalised]] as const)) {
    try {
      const out = rename[0]({ [rename[1]]: marker }) as Record<string, unknown>;
      const found = out && typeof out === 'object' ? Object.keys(out).find((k) => out[k] === marker) : undefined;
      if (found && found in shape) return found;
    } catch {
      // a preprocess that is not a rename: not an alias
    }
  }
  return undefined;
}

function kindOf(schema: z.ZodType): LeafKind {
  const d = defOf(schema);
  if (d.type === 'number' || d.type === 'int') return 'number';
  if (d.type === 'boolean') return 'boolean';
  if (d.type === 'string' || d.type === 'enum' || d.type === 'literal') return 'string';
  if (d.type === 'array') return kindOf(unwrap(d.element).schema) === 'string' ? 'string[]' : 'unknown';
  if (d.type === 'union') return 'string';
  return 'unknown';
}

/** "Guest.RoomStructure[0].RoomType" and "Guest.RoomStructure.0.RoomType" -> ['Guest', 'RoomStructure', 0, 'RoomType']. */
export function splitHeader(header: string): (string | number)[] {
  return header
    .trim()
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((p) => p !== '')
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/** Runs a header path through the root's normalising preprocess (aliases such as Guest.Children) and reads where it lands. */
function throughRootRenames(root: z.ZodType, parts: (string | number)[]): (string | number)[] {
  const marker = Symbol('probe');
  for (const rename of unwrap(root).renames) {
    const probe: any = typeof parts[0] === 'number' ? [] : {};
    let node = probe;
    parts.forEach((p, i) => {
      node[p] = i === parts.length - 1 ? marker : typeof parts[i + 1] === 'number' ? [] : {};
      node = node[p];
    });
    try {
      const found = findMarker(rename(probe), marker, []);
      if (found) return found;
    } catch {
      // not a renaming preprocess
    }
  }
  return parts;
}

function findMarker(v: unknown, marker: symbol, at: (string | number)[]): (string | number)[] | undefined {
  if (v === marker) return at;
  if (!v || typeof v !== 'object') return undefined;
  for (const [k, child] of Object.entries(v)) {
    const found = findMarker(child, marker, [...at, Array.isArray(v) ? Number(k) : k]);
    if (found) return found;
  }
  return undefined;
}

export function resolveColumn(root: z.ZodType, header: string, index: number): Column {
  const parts = throughRootRenames(root, splitHeader(header));
  const path: (string | number)[] = [];
  let suggestion: string | undefined;
  let current: z.ZodType | undefined = root;
  for (const part of parts) {
    if (!current) break;
    const { schema, renames } = unwrap(current);
    const d = defOf(schema);
    if (typeof part === 'number') {
      current = d.type === 'array' ? d.element : undefined;
      path.push(part);
      continue;
    }
    if (d.type !== 'object') {
      current = undefined;
      break;
    }
    const key = canonicalKey(d.shape, part, renames);
    if (!key) {
      const near = closest(part, Object.keys(d.shape));
      if (near) suggestion = [...path.map((p) => (typeof p === 'number' ? `[${p}]` : p)), near].join('.').replace(/\.\[/g, '[');
    }
    path.push(key ?? part);
    current = key ? d.shape[key] : undefined;
  }
  if (!current || parts.length === 0) return { index, header, path: path.length ? path : [header], kind: 'unknown', known: false, ...(suggestion ? { suggestion } : {}) };
  return { index, header, path, kind: kindOf(unwrap(current).schema), known: true };
}

/** A field of a body that the schema does not know, with the known one it is closest to. */
export interface UnknownField {
  path: string;
  suggestion?: string;
}

/**
 * The fields of a (partial) body that the schema would silently drop: unknown names, and known ones in another case
 * ("Checkin"), which a reader of the body cannot tell from a change. Arrays are followed into their objects.
 */
export function unknownFields(root: z.ZodType, body: unknown): UnknownField[] {
  const found: UnknownField[] = [];
  const show = (parts: (string | number)[]) => parts.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('');
  const walk = (schema: z.ZodType, value: unknown, at: (string | number)[]) => {
    const { schema: inner, renames } = unwrap(schema);
    const d = defOf(inner);
    if (Array.isArray(value)) {
      if (d.type === 'array') value.forEach((v, i) => walk(d.element, v, [...at, i]));
      return;
    }
    if (!value || typeof value !== 'object' || d.type !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const known = canonicalKey(d.shape, key, renames);
      if (known === undefined || (known !== key && known.toLowerCase() === key.toLowerCase())) {
        const near = known ?? closest(key, Object.keys(d.shape));
        found.push({ path: show([...at, key]), ...(near ? { suggestion: show([...at, near]) } : {}) });
        continue;
      }
      walk(d.shape[known], child, [...at, known]);
    }
  };
  // The root's own renames (the spec's second spellings, Children -> Childs) apply first, as they do when it parses.
  let normalised = body;
  for (const rename of unwrap(root).renames) {
    try {
      normalised = rename(normalised);
    } catch {
      // not a renaming preprocess
    }
  }
  walk(root, normalised, []);
  return found;
}

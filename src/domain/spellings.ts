// The spec's two spellings of some fields (Childs/Children, ContactDetails.Phone/PhoneNumbers...): normalised to the
// schema's spelling before validation, refused when they disagree, and named back as the client sent them.

/** The other spellings the spec uses for one field, and the spelling the schemas use. */
export interface Spellings {
  /** At any depth: Children -> Childs. */
  anywhere: Record<string, string>;
  /** Inside the object or array under a key: ContactDetails.Phone -> PhoneNumbers. */
  under: Record<string, Record<string, string>>;
}
const ANYWHERE: Record<string, string> = { Children: 'Childs', CancellationDeadline: 'CancellationDeadLine', BookingSubCode: 'LineCode' };
/** The add and update bodies (spec 2.1) also take the events body's contact spellings. */
export const BOOKING_SPELLINGS: Spellings = {
  anywhere: ANYWHERE,
  under: { ContactDetails: { Phone: 'PhoneNumbers', Email: 'Emails' }, AllGuests: { Phone: 'PhoneNumber' } },
};
/** The events body (spec 2.6) spells contacts Phone and Email, and also takes the add body's spellings. */
export const EVENTS_SPELLINGS: Spellings = {
  anywhere: ANYWHERE,
  under: { ContactDetails: { PhoneNumbers: 'Phone', Emails: 'Email' } },
};
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
/** Own entries only: a client key like "toString" must not find Object.prototype's function. */
const own = <T>(map: Record<string, T> | undefined, key: string): T | undefined => (map && Object.hasOwn(map, key) ? map[key] : undefined);
const MAX_DEPTH = 12;

/**
 * Both spellings of one field with different values (Childs 1, Children 2). It stands in for the value, so the
 * field's own schema refuses it and the problem is reported with every other one, in one pass.
 */
export class SpellingConflict {
  constructor(
    readonly first: { key: string; value: unknown },
    readonly second: { key: string; value: unknown },
  ) {}
  get message(): string {
    const show = (v: unknown) => JSON.stringify(v)?.slice(0, 60);
    return `${this.first.key} is ${show(this.first.value)} but ${this.second.key} is ${show(this.second.value)}: they are two spellings of one field, so send one of them (or the same value in both)`;
  }
}

/**
 * The spellings as maps, made once per Spellings: the walk below looks up every key of every booking, once. `under`
 * holds, per parent key, its own spellings over the ones that apply anywhere.
 */
interface Lookup {
  anywhere: Map<string, string>;
  under: Map<string, Map<string, string>>;
}
const lookups = new WeakMap<Spellings, Lookup>();
function lookupOf(spellings: Spellings): Lookup {
  let l = lookups.get(spellings);
  if (!l) {
    const anywhere = Object.entries(spellings.anywhere);
    l = { anywhere: new Map(anywhere), under: new Map(Object.entries(spellings.under).map(([k, v]) => [k, new Map([...anywhere, ...Object.entries(v)])])) };
    lookups.set(spellings, l);
  }
  return l;
}

/**
 * One pass before validation: empty strings and nulls in objects count as absent, and the other
 * spellings the spec uses become the schema's spelling (Children -> Childs, CancellationDeadline ->
 * CancellationDeadLine). One walk instead of a preprocess per field keeps validation fast.
 */
export function normaliseInput(value: unknown, spellings: Spellings = BOOKING_SPELLINGS, parentKey = '', depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  return normaliseNode(value, lookupOf(spellings), parentKey, depth);
}

function normaliseNode(value: object, l: Lookup, parentKey: string, depth: number): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item === null || typeof item !== 'object') continue;
      const v = normaliseNode(item, l, parentKey, depth + 1);
      if (v !== item) (copy ??= value.slice())[i] = v;
    }
    return copy ?? value;
  }
  const names = l.under.get(parentKey) ?? l.anywhere;
  const input = value as Record<string, unknown>;
  const keys = Object.keys(input);
  let out: Record<string, unknown> | undefined;
  let renamed = false;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const v = input[key];
    const name = names.get(key) ?? key;
    const drop = v === '' || v === null || v === undefined || FORBIDDEN.has(key);
    const child = drop || typeof v !== 'object' ? v : normaliseNode(v as object, l, key, depth + 1);
    if (!out && (drop || name !== key || child !== v)) {
      // Something changes: copy the keys seen so far, then continue into the copy.
      out = {};
      for (let j = 0; j < i; j++) out[keys[j]] = input[keys[j]];
    }
    if (!out || drop) continue;
    // Only a renamed key can meet its other spelling: the common case skips the lookup.
    if (name !== key) renamed = true;
    const earlier = renamed ? own(out, name) : undefined;
    if (earlier !== undefined) {
      // Two spellings of one field (JSON keys are unique): equal values are one value, different ones a conflict.
      const otherKey = keys.find((k) => k !== key && (names.get(k) ?? k) === name)!;
      if (JSON.stringify(earlier) !== JSON.stringify(child)) out[name] = new SpellingConflict({ key: otherKey, value: input[otherKey] }, { key, value: v });
      continue;
    }
    out[name] = child;
  }
  return out ?? value;
}

/** Another spelling the client used for this key in this object, if any (path names follow the client). */
function clientKey(node: Record<string, unknown>, key: string, parentKey: string): string {
  if (Object.hasOwn(node, key)) return key;
  for (const spellings of [BOOKING_SPELLINGS, EVENTS_SPELLINGS]) {
    const nested = own(spellings.under, parentKey);
    for (const k of Object.keys(node)) if ((own(nested, k) ?? own(spellings.anywhere, k)) === key) return k;
  }
  return key;
}

/** The path with each field named as the client spelled it in `input` (Phone, not PhoneNumbers). */
export function clientPath(input: unknown, path: readonly PropertyKey[]): PropertyKey[] {
  const out: PropertyKey[] = [];
  let node = input;
  let parentKey = '';
  for (const part of path) {
    if (typeof part === 'number') {
      out.push(part);
      node = Array.isArray(node) ? node[part] : undefined;
      continue;
    }
    const key = String(part);
    const isObject = node !== null && typeof node === 'object' && !Array.isArray(node);
    const name = isObject ? clientKey(node as Record<string, unknown>, key, parentKey) : key;
    out.push(name);
    node = isObject ? (node as Record<string, unknown>)[name] : undefined;
    parentKey = name;
  }
  return out;
}

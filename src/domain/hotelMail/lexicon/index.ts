// The six lexicons and what is read with them: room types and boards as canonical values (from the hotel's words
// and from the booking's RoomStructure codes), and the phrase families (pending, conditions, contrast...) compiled
// once. Pure.
import '../nativeRegExp.js';
import { matchesOf } from '../matches.js';
import { canonicalBoard } from '../../board.js';
import type { Language } from '../../languages.js';
import { fold } from '../dates.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { pt } from './pt.js';
import { BOARD_TYPES, ROOM_TYPES, type BoardType, type Lexicon, type RoomType } from './types.js';

export { BOARD_TYPES, ROOM_TYPES, type BoardType, type Lexicon, type RoomType };
export const LEXICONS: Record<Language, Lexicon> = { en, es, fr, de, it, pt };
const ALL = Object.values(LEXICONS);

/** The lexicons a text in this language is read with: its own and English (desks and PMSs mix them), or all six. */
// One array per language, so that what is compiled for a language's lexicons is found by the array itself.
const FOR = new Map<Language, Lexicon[]>();
export function lexiconsFor(language: Language | undefined): Lexicon[] {
  if (!language) return ALL;
  let lex = FOR.get(language);
  if (!lex) FOR.set(language, (lex = language === 'en' ? [en] : [LEXICONS[language], en]));
  return lex;
}

const cache = new Map<string, RegExp>();
const byLength = (list: string[]) => [...new Set(list)].sort((a, b) => b.length - a.length);
/** One regular expression for a list of folded patterns, as whole words. */
export function wordsRe(list: string[], flags = 'gu'): RegExp {
  const key = `${flags}\u0000${list.join('\u0000')}`;
  let re = cache.get(key);
  if (!re) {
    re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${byLength(list).join('|')})(?![\\p{L}\\p{N}])`, flags);
    cache.set(key, re);
  }
  re.lastIndex = 0;
  return re;
}
type Phrases = Exclude<{ [K in keyof Lexicon]: Lexicon[K] extends string[] ? K : never }[keyof Lexicon], undefined>;
/** The first phrase of a family in the text (folded), with where it is, or undefined. */
const families = new Map<string, RegExp>();
/** The words of a family in these lexicons, compiled once. */
// By the lexicons array first (lexiconsFor and ALL give the same array each time), then by their languages.
const familiesOf = new WeakMap<Lexicon[], Map<Phrases, RegExp>>();
export function familyRe(family: Phrases, lexicons: Lexicon[]): RegExp {
  let known = familiesOf.get(lexicons);
  if (!known) familiesOf.set(lexicons, (known = new Map()));
  let re = known.get(family);
  if (!re) {
    const key = `${family}|${lexicons.map((l) => l.language).join(',')}`;
    re = families.get(key);
    if (!re) {
      re = new RegExp(wordsRe(lexicons.flatMap((l) => l[family])).source, 'gu');
      families.set(key, re);
    }
    known.set(family, re);
  }
  re.lastIndex = 0;
  return re;
}
// The families whose one expression is slower than the word scanner below (timed on every open corpus's texts and
// sentences: cancellation 108 -> 64 ms, cancelled 48 -> 24; conditions, grown by stop 20, took the reader alone from 225
// to 179 ms a round of the replies figure's 319 messages; pending and the short families are faster as one expression,
// or no faster scanned). Both give the same matches.
const SCANNED = new Set<Phrases>(['cancellation', 'cancelled', 'conditions']);
export function findPhrase(folded: string, family: Phrases, lexicons: Lexicon[]): { index: number; words: string } | undefined {
  if (!SCANNED.has(family)) {
    const m = familyRe(family, lexicons).exec(folded);
    return m ? { index: m.index, words: m[0] } : undefined;
  }
  const m = familyScanner(family, lexicons).next(folded, 0);
  return m ? { index: m.index, words: folded.slice(m.index, m.end) } : undefined;
}
export function allPhrases(folded: string, family: Phrases, lexicons: Lexicon[]): { index: number; end: number; words: string }[] {
  const out: { index: number; end: number; words: string }[] = [];
  if (!SCANNED.has(family)) {
    // As matchAll, without its iterator and copy of the expression (most texts hold none of a family's phrases).
    const re = familyRe(family, lexicons);
    for (let m = re.exec(folded); m; m = re.exec(folded)) {
      out.push({ index: m.index, end: m.index + m[0].length, words: m[0] });
      if (!m[0]) re.lastIndex = m.index + ((folded.codePointAt(m.index) ?? 0) > 0xffff ? 2 : 1);
    }
    return out;
  }
  const scanner = familyScanner(family, lexicons);
  for (let m = scanner.next(folded, 0); m; ) {
    out.push({ index: m.index, end: m.end, words: folded.slice(m.index, m.end) });
    // An empty match moves on by one character, as matchAll does.
    m = scanner.next(folded, m.end > m.index ? m.end : m.index + ((folded.codePointAt(m.index) ?? 0) > 0xffff ? 2 : 1));
  }
  return out;
}

/**
 * The characters a match of an expression may begin with, when every match provably begins with a letter or digit (so
 * at a word start, as the family's expression asks for no letter or digit before), as one test of that first
 * character; undefined when unsure.
 */
type First = (c: string) => boolean;
function firstOf(p: string): First | undefined {
  const parts = topLevel(p);
  if (!parts) return undefined;
  const tests: First[] = [];
  for (const a of parts) {
    const t = a === '' ? undefined : alternativeFirst(a);
    if (!t) return undefined;
    tests.push(t);
  }
  return tests.length === 1 ? tests[0] : (c) => tests.some((t) => t(c));
}
function alternativeFirst(p: string): First | undefined {
  let s = p;
  // Lookbehinds first ("(?<!can be )cancel"): they take no character.
  while (s.startsWith('(?<!') || s.startsWith('(?<=')) {
    const close = closing(s, 0);
    if (close < 0) return undefined;
    s = s.slice(close + 1);
  }
  const quantified = (at: number) => /^[?*{]/.test(s.slice(at));
  const letter = /^[\p{L}\p{N}]/u.exec(s);
  if (letter) return quantified(letter[0].length) ? undefined : (c) => c === letter[0];
  const named = /^\\(?:d|p\{L\}|p\{N\})/.exec(s);
  if (named) {
    const re = new RegExp(`^${named[0]}$`, 'u');
    return quantified(named[0].length) ? undefined : (c) => re.test(c);
  }
  if (s.startsWith('[')) {
    const end = s.indexOf(']');
    if (end < 2 || !/^(?:[\p{L}\p{N}](?:-[\p{L}\p{N}])?)+$/u.test(s.slice(1, end)) || quantified(end + 1)) return undefined;
    const re = new RegExp(`^${s.slice(0, end + 1)}$`, 'u');
    return (c) => re.test(c);
  }
  if (s.startsWith('(?:')) {
    const close = closing(s, 0);
    if (close < 0 || quantified(close + 1)) return undefined;
    return firstOf(s.slice(3, close));
  }
  return undefined;
}
/** The index of the parenthesis closing the one at `open`, or -1 (escapes and character classes skipped). */
function closing(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    const c = s[i];
    if (c === '\\') i++;
    else if (c === '[') {
      i++;
      while (i < s.length && s[i] !== ']') i += s[i] === '\\' ? 2 : 1;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}
/** The top-level alternatives of an expression, or undefined when unsure. */
function topLevel(s: string): string[] | undefined {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '\\') i++;
    else if (c === '[') {
      i++;
      while (i < s.length && s[i] !== ']') i += s[i] === '\\' ? 2 : 1;
    } else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push(s.slice(from, i));
      from = i + 1;
    }
    if (depth < 0) return undefined;
  }
  out.push(s.slice(from));
  return depth === 0 ? out : undefined;
}

/**
 * A family's expression (familyRe: its phrases longest first as one alternation, as whole words) matched in fewer
 * steps, with the same matches: only at word starts, where the phrases that begin with the word's first letter and
 * those that may begin with anything are tried, each as one sticky expression, and the alternative the family's
 * expression would take first (its place in the alternation) wins. Phrases that may begin with something other than
 * a letter or digit are also looked for by one expression at the other places.
 */
export class FamilyScanner {
  private ordered: string[];
  private firsts: (First | undefined)[];
  private byFirst = new Map<string, RegExp | undefined>();
  private elsewhere?: RegExp;
  constructor(list: string[]) {
    this.ordered = byLength(list);
    this.firsts = this.ordered.map(firstOf);
    const other = this.ordered.filter((_, r) => !this.firsts[r]);
    if (other.length) this.elsewhere = new RegExp(`(?<![\\p{L}\\p{N}])(?![\\p{L}\\p{N}])(?:${other.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  }
  /**
   * The phrases that may match at a word starting with this character, in the family's order, as one sticky
   * expression: its first alternative that matches is the one the family's expression takes there.
   */
  private group(c: string): RegExp | undefined {
    if (this.byFirst.has(c)) return this.byFirst.get(c);
    const list = this.ordered.filter((_, r) => !this.firsts[r] || this.firsts[r]!(c));
    const re = list.length ? new RegExp(`(?:${list.join('|')})(?![\\p{L}\\p{N}])`, 'uy') : undefined;
    this.byFirst.set(c, re);
    return re;
  }
  /** The family expression's first match at or after `from`. */
  next(text: string, from: number): { index: number; end: number } | undefined {
    let found: { index: number; end: number } | undefined;
    if (this.elsewhere) {
      this.elsewhere.lastIndex = from;
      const m = this.elsewhere.exec(text);
      if (m) found = { index: m.index, end: m.index + m[0].length };
    }
    const starts = wordStarts(text);
    for (let k = firstAtOrAfter(starts, from); k < starts.length; k++) {
      const i = starts[k];
      if (found && i > found.index) break;
      const cp = text.codePointAt(i)!;
      const re = this.group(cp > 0xffff ? String.fromCodePoint(cp) : text[i]);
      if (!re) continue;
      re.lastIndex = i;
      const m = re.exec(text);
      if (m) return { index: i, end: i + m[0].length };
    }
    return found;
  }
}
const scanners = new Map<string, FamilyScanner>();
const scannersOf = new WeakMap<Lexicon[], Map<Phrases, FamilyScanner>>();
function familyScanner(family: Phrases, lexicons: Lexicon[]): FamilyScanner {
  let known = scannersOf.get(lexicons);
  if (!known) scannersOf.set(lexicons, (known = new Map()));
  let s = known.get(family);
  if (!s) {
    const key = `${family}|${lexicons.map((l) => l.language).join(',')}`;
    s = scanners.get(key);
    if (!s) scanners.set(key, (s = new FamilyScanner(lexicons.flatMap((l) => l[family]))));
    known.set(family, s);
  }
  return s;
}

export interface Mention<T> {
  value: T;
  index: number;
  end: number;
  /** As written. */
  words: string;
  /** Said to be what the hotel does not have ("instead of a double"). */
  negated: boolean;
  /** An adjective named only beside a room type ("Twin -> Double"): the reader keeps it only in a change frame. */
  weak?: boolean;
}

interface Spec<T> {
  phrases: [T, string[]][];
  adjectives: [T, string[]][];
  abbreviations: [T, string[]][];
  nouns: string[];
  decoys?: string[];
}
/** A spec compiled once: one regular expression for all its phrases (a group each, longest first), and so on. */
/**
 * Finds whole-word patterns quickly: at each word start only the patterns that begin with its letter are tried (one
 * sticky regular expression per first letter, longest pattern first), so two hundred phrases cost little more than a
 * few. Leftmost match first, then on after its end, as a global regular expression would.
 */
class WordScanner<T> {
  private byFirst = new Map<string, { re: RegExp; values: T[] }>();
  private wild?: { re: RegExp; values: T[] };
  constructor(pairs: (readonly [T, string])[], tail = '(?![\\p{L}\\p{N}])') {
    const sorted = [...pairs].sort((a, b) => b[1].length - a[1].length);
    const groups = new Map<string, (readonly [T, string])[]>();
    for (const pair of sorted) {
      const first = /^[\p{L}\p{N}]/u.test(pair[1]) && !/^.[?*{]/u.test(pair[1]) ? pair[1][0] : '*';
      groups.set(first, [...(groups.get(first) ?? []), pair]);
    }
    const build = (list: (readonly [T, string])[]) => ({ re: new RegExp(`(?:${list.map(([, p]) => `(${p})`).join('|')})${tail}`, 'uy'), values: list.map(([v]) => v) });
    for (const [first, list] of groups) {
      if (first === '*') this.wild = build(list);
      else this.byFirst.set(first, build(list));
    }
  }
  scan(text: string): { value: T; index: number; end: number }[] {
    const out: { value: T; index: number; end: number }[] = [];
    // No patterns (the boards have no adjectives): nothing to walk.
    if (!this.byFirst.size && !this.wild) return out;
    const starts = wordStarts(text);
    for (let k = 0; k < starts.length; k++) {
      const i = starts[k];
      // The longest of the letter's and the wild patterns' matches, as one longest-first alternation would give.
      let best: { value: T; index: number; end: number } | undefined;
      for (let n = 0; n < 2; n++) {
        const g = n === 0 ? this.byFirst.get(text[i]) : this.wild;
        if (!g) continue;
        g.re.lastIndex = i;
        const m = g.re.exec(text);
        if (m && (!best || i + m[0].length > best.end)) best = { value: g.values[groupOf(m)], index: i, end: i + m[0].length };
      }
      if (best) out.push(best);
    }
    return out;
  }
}
/** The first of the ascending word starts at or after `from`, by halves: a scanner asks for the next match many times over one text. */
function firstAtOrAfter(starts: number[], from: number): number {
  let lo = 0;
  for (let hi = starts.length; lo < hi; ) {
    const mid = (lo + hi) >> 1;
    if (starts[mid] < from) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const WORD_START = /(?<![\p{L}\p{N}])[\p{L}\p{N}]/gu;
// Where the words of a text start, for the last few texts: every scanner of a reading walks the same text.
const STARTS: [string, number[]][] = [];
function wordStarts(text: string): number[] {
  for (let i = 0; i < STARTS.length; i++) if (STARTS[i][0] === text) return STARTS[i][1];
  const starts: number[] = [];
  for (const m of matchesOf(WORD_START, text)) starts.push(m.index!);
  STARTS.unshift([text, starts]);
  if (STARTS.length > 4) STARTS.pop();
  return starts;
}

interface Compiled<T> {
  phrases: WordScanner<T>;
  abbreviationScanner: WordScanner<T>;
  abbreviationScannerCaseless: WordScanner<T>;
  /** Abbreviations glued to a room code ("/F" of "DZ/F"). */
  glued: RegExp;
  gluedValues: T[];
  adjectiveScanner: WordScanner<T>;
  nouns: RegExp;
  decoys?: RegExp;
}
const NEGATION = new RegExp(`(?:${byLength(ALL.flatMap((l) => l.negation)).join('|')})\\s*(?:[\\p{L}]+\\s+)?$`, 'u');
const NEGATION_WORD = /(?<![\p{L}])(?:instead|rather|not|no|non|nao|nicht|kein|keine|keinen|statt|anstatt|anstelle|lieu|lugar|vez|anziche|invece|pas|place|posto|plutot|piuttosto)(?![\p{L}])/u;
const NOT_AVAILABLE_AFTER = /^\s*(?:\([^)]*\)\s*)?(?:is |are |will be )?(?:not|no longer) (?:available|possible|offered|included|bookable)|^\s*(?:\p{L}+\s+){0,2}(?:are|is) (?:all )?(?:taken|sold out|full|fully booked)|^\s*(?:estan |esta )?(?:agotad[ao]s?|completas?)|^\s*(?:sont |est )?(?:completes?|epuisee?s?)|^\s*(?:sind |ist )?ausgebucht|^\s*(?:sono |e )?(?:esaurit[ea]|al completo)|^\s*(?:estao |esta )?esgotad[ao]s?|^\s*(?:no (?:esta|es) (?:disponible|posible)|n.est (?:pas|plus) (?:disponible|possible|proposee?)|(?:ist )?nicht (?:moglich|verfugbar|buchbar)|non (?:e )?(?:disponibile|possibile)|nao (?:esta|e) (?:disponivel|possivel)|(?:we )?(?:do not|don.t) (?:offer|have) (?:it|them)|no (?:la |lo |las |los )?(?:ofrecemos|tenemos|disponemos)|(?:nous )?ne (?:la |le |les )?(?:proposons|avons) pas|(?:bieten|haben) wir (?:\p{L}+ ){0,3}nicht|non (?:la |lo |le |li )?(?:offriamo|abbiamo)|nao (?:a |o |as |os )?(?:oferecemos|temos))/u;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile<T>(spec: Spec<T>): Compiled<T> {
  const groups = <U>(pairs: [U, string[]][], source: (p: string) => string) => {
    const flat = pairs.flatMap(([v, list]) => list.map((p) => [v, p] as const)).sort((a, b) => b[1].length - a[1].length);
    return { values: flat.map(([v]) => v), source: flat.map(([, p]) => `(${source(p)})`).join('|') };
  };
  const phrasePairs = spec.phrases.flatMap(([v, list]) => list.map((p) => [v, `${p}(?:s|n|e|es)?`] as const));
  const never = '(?!)';
  const tail = '(?![\\p{L}\\p{N}&])';
  const literal = spec.abbreviations.flatMap(([v, list]) => list.filter((a) => !a.startsWith('/')).map((a) => [v, a] as const));
  const glued = groups(spec.abbreviations.map(([v, l]) => [v, l.filter((a) => a.startsWith('/'))] as [T, string[]]), (a) => `${escapeRe(a)}(?![\\p{L}\\p{N}])`);
  return {
    phrases: new WordScanner(phrasePairs),
    abbreviationScanner: new WordScanner(literal.map(([v, a]) => [v, escapeRe(a)] as const), tail),
    abbreviationScannerCaseless: new WordScanner(literal.map(([v, a]) => [v, escapeRe(a.toUpperCase())] as const), tail),
    glued: new RegExp(glued.source || never, 'gu'),
    gluedValues: glued.values,
    adjectiveScanner: new WordScanner(spec.adjectives.flatMap(([v, list]) => list.map((p) => [v, p] as const))),
    nouns: wordsRe(spec.nouns.length ? spec.nouns : ['(?!)'], 'u'),
    decoys: spec.decoys?.length ? wordsRe(spec.decoys) : undefined,
  };
}
const groupOf = (m: RegExpMatchArray) => m.findIndex((g, i) => i > 0 && g !== undefined) - 1;

// A label right before a value on its line ("Allocated: ", "Zugeteilt | ").
const LABEL_BEFORE = /^[ \t]*[\p{L}][\p{L} .'-]{0,30}[ \t]*(?::|\|)[ \t]*$/u;
const sameLine = (text: string, a: number, b: number) => !text.slice(Math.min(a, b), Math.max(a, b)).includes('\n');
const adjacentLines = (text: string, a: number, b: number) => text.slice(Math.min(a, b), Math.max(a, b)).split('\n').length === 2;
function collect<T>(original: string, folded: string, c: Compiled<T>, caseless: boolean): Mention<T>[] {
  const found: Omit<Mention<T>, 'negated'>[] = [];
  const decoys = c.decoys ? [...matchesOf(c.decoys, folded)].map((m) => ({ index: m.index!, end: m.index! + m[0].length })) : [];
  const free = (i: number, e: number) => !found.some((x) => i < x.end && e > x.index) && !decoys.some((x) => i < x.end && e > x.index);
  const add = (value: T, index: number, end: number, weak = false) => {
    if (free(index, end)) found.push({ value, index, end, words: original.slice(index, end), ...(weak ? { weak } : {}) });
  };
  // Longest phrases first, across values, so "junior suite" is not a suite and "doppia uso twin" not a doppia.
  for (const m of c.phrases.scan(folded)) add(m.value, m.index, m.end);
  const cased = caseless ? original.toUpperCase() : original;
  const abbreviations = [...(caseless ? c.abbreviationScannerCaseless : c.abbreviationScanner).scan(cased)];
  c.glued.lastIndex = 0;
  for (const m of matchesOf(c.glued, cased)) abbreviations.push({ value: c.gluedValues[groupOf(m)], index: m.index!, end: m.index! + m[0].length });
  for (const m of abbreviations) {
    // A code inside a reference ("Dossier HB-20931") or a count's label ("2 AD + 0 NI + 0 BB") is no board or room.
    if (/^[-/]\p{N}/u.test(original.slice(m.end, m.end + 2)) || /\p{N}[-/]?$/u.test(original.slice(Math.max(0, m.index - 3), m.index))) continue;
    if (c === BOARDS && /\p{N}\s{0,2}$/u.test(original.slice(Math.max(0, m.index - 3), m.index))) continue;
    // "Meridia Hotels SA", "Hotelaria, S.A.": a company's form, not "solo alojamiento".
    if (c === BOARDS && /^S[AH]$/.test(original.slice(m.index, m.end)) && /\p{Lu}[\p{L}.]*,?\s+$/u.test(original.slice(Math.max(0, m.index - 30), m.index))) continue;
    // A line in capitals ("PLEASE NOTE ALL ROOMS") holds words, not codes.
    if (!caseless) {
      const lineEnd = original.indexOf('\n', m.index);
      const line = original.slice(original.lastIndexOf('\n', m.index) + 1, lineEnd < 0 ? undefined : lineEnd);
      // Counted in words of four letters or more ("SMITH 22-25/04 DBL BB conf. RM11452", a digest's row, holds a name
      // and codes: one capital word of two; stop 18).
      const words = line.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4 && /^\p{L}+$/u.test(w));
      if (words.length >= 2 && words.filter((w) => w === w.toUpperCase()).length / words.length > 0.6) continue;
    }
    add(m.value, m.index, m.end);
  }
  for (const m of c.adjectiveScanner.scan(folded)) {
    const lineStart = folded.lastIndexOf('\n', m.index) + 1;
    const lineEnd = folded.indexOf('\n', m.index);
    const line = folded.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
    c.nouns.lastIndex = 0;
    if (caseless || c.nouns.test(line)) add(m.value, m.index, m.end);
    // "Twin -> Double", "Booked: Twin / Allocated: Double", "changed from twin to double": beside a room type named
    // on its line (or, after a label, on the line before or after), an adjective names the other value of that fact.
    else if (found.some((x) => (x.end <= m.index ? m.index - x.end : x.index - m.end) < 60 && (sameLine(folded, x.index, m.index) || (LABEL_BEFORE.test(folded.slice(lineStart, m.index)) && adjacentLines(folded, x.index, m.index))))) add(m.value, m.index, m.end, true);
  }
  found.sort((a, b) => a.index - b.index);
  if (c === ROOMS) nounsAsNouns(found, original, folded, c);
  return found
    .map((x) => {
      const before = folded.slice(Math.max(folded.lastIndexOf('\n', x.index - 1) + 1, x.index - 30), x.index);
      // "full board is not available", "la demi-pension n'est pas possible": what the hotel does not have, said after.
      const after = folded.slice(x.end, x.end + 40);
      return { ...x, negated: (NEGATION.test(before) && NEGATION_WORD.test(before)) || NOT_AVAILABLE_AFTER.test(after) };
    });
}

// Grades a hotel puts between a room noun and its type ("Apartamento Standard Twin", "apartamento luxo casal").
const GRADE = /^[ \t]*(?:(?:standard|superior|deluxe|de luxe|luxo|lujo|lusso|classic|classica|clasica|classique|comfort|confort|conforto|executive|executiva|premium|economy|economica|basic|basica|pequeno|pequena)[ \t]+){0,2}$/u;
/**
 * A word that names a room in one country and a room type in another ("apartamento": the room of a Brazilian hotel, an
 * apartment in Spain) is a noun where the text uses it as one: as a label ("Apartamento | Standard Twin"), or right
 * before a type word that qualifies it ("apartamento família", "apto duplo"): then the compound is that type, and
 * its words are both. Only for words the lexicons list as room nouns.
 */
function nounsAsNouns<T>(found: Omit<Mention<T>, 'negated'>[], original: string, folded: string, c: Compiled<T>): void {
  for (let i = 0; i < found.length; i++) {
    const m = found[i];
    const word = folded.slice(m.index, m.end);
    c.nouns.lastIndex = 0;
    const noun = c.nouns.exec(word);
    if (!noun || noun[0].length !== word.length) continue;
    if (/^[ \t]*(?::|\|)/.test(folded.slice(m.end, m.end + 3))) {
      found.splice(i--, 1);
      continue;
    }
    const next = found[i + 1];
    if (next && next.value !== m.value && GRADE.test(folded.slice(m.end, next.index))) {
      found.splice(i, 2, { ...next, index: m.index, words: original.slice(m.index, next.end) });
    }
  }
}

const roomSpec = (lexicons: Lexicon[]): Spec<RoomType> => ({
  phrases: ROOM_TYPES.map((t) => [t, lexicons.flatMap((l) => l.rooms[t] ?? [])] as [RoomType, string[]]),
  adjectives: ROOM_TYPES.map((t) => [t, lexicons.flatMap((l) => l.roomAdjectives[t] ?? [])] as [RoomType, string[]]).filter(([, l]) => l.length),
  abbreviations: ROOM_TYPES.map((t) => [t, lexicons.flatMap((l) => l.roomAbbreviations[t] ?? [])] as [RoomType, string[]]).filter(([, l]) => l.length),
  nouns: lexicons.flatMap((l) => l.roomNouns),
  decoys: lexicons.flatMap((l) => l.notRooms),
});
const boardSpec = (lexicons: Lexicon[]): Spec<BoardType> => ({
  phrases: BOARD_TYPES.map((t) => [t, lexicons.flatMap((l) => l.boards[t] ?? [])] as [BoardType, string[]]),
  adjectives: [],
  abbreviations: BOARD_TYPES.map((t) => [t, lexicons.flatMap((l) => l.boardAbbreviations[t] ?? [])] as [BoardType, string[]]).filter(([, l]) => l.length),
  nouns: [],
});

const ROOMS = compile(roomSpec(ALL));
const BOARDS = compile(boardSpec(ALL));
/** Room types the hotel's text names (all six lexicons: a Spanish desk writes "twin", a PMS prints "DBL"). */
// The last texts' room mentions: a reading asks for the same text's rooms more than once (type, count).
const ROOMS_SEEN: [string, Mention<RoomType>[]][] = [];
export const findRooms = (original: string): Mention<RoomType>[] => {
  for (const [t, found] of ROOMS_SEEN) if (t === original) return found.map((m) => ({ ...m }));
  const found = collect(original, fold(original), ROOMS, false);
  ROOMS_SEEN.unshift([original, found]);
  if (ROOMS_SEEN.length > 4) ROOMS_SEEN.pop();
  return found.map((m) => ({ ...m }));
};
/** Boards the hotel's text names. */
export const findBoards = (original: string): Mention<BoardType>[] => collect(original, fold(original), BOARDS, false);

function single<T>(mentions: Mention<T>[]): T | undefined {
  const values = [...new Set(mentions.filter((m) => !m.negated).map((m) => m.value))];
  return values.length === 1 ? values[0] : undefined;
}
const memo = <T>(fn: (code: string) => T) => {
  const seen = new Map<string, T>();
  return (code: string): T => {
    if (!seen.has(code)) {
      if (seen.size > 10_000) seen.clear();
      seen.set(code, fn(code));
    }
    return seen.get(code)!;
  };
};
const bookedRoom = memo((code) => single(collect(code, fold(code), ROOMS, true)));
// The lexicons first (every language's words), then the OTA mapping's table (MPT codes, "breakfast", "continental plan").
const bookedBoard = memo((code) => single(collect(code, fold(code), BOARDS, true)) ?? canonicalBoard(code));
/** The canonical room type of a booked RoomType ("DBL", "Double Room", "Doble Superior", "DZ"), or undefined. */
export const roomOfBooked = (code: string | undefined): RoomType | undefined => (code ? bookedRoom(code) : undefined);
/** The canonical board of a booked BoardType ("BB", "Bed and Breakfast", "Halbpension"), or undefined. */
export const boardOfBooked = (code: string | undefined): BoardType | undefined => (code ? bookedBoard(code) : undefined);

// Words that add nothing to a room type or board ("room", "the", "with", "type").
const FILLER = wordsRe([...ALL.flatMap((l) => l.roomNouns), 'a', 'an', 'the', 'with', 'type', 'de', 'la', 'el', 'le', 'une?', 'ein', 'eine', 'um', 'uma', 'con', 'avec', 'mit', 'com', 'di', 'da', 'do', 'and', 'y', 'et', 'und', 'e']);
function pure<T>(code: string, compiled: Compiled<T>): boolean {
  const folded = fold(code);
  let rest = folded;
  for (const m of collect(code, folded, compiled, true)) rest = rest.slice(0, m.index) + ' '.repeat(m.end - m.index) + rest.slice(m.end);
  FILLER.lastIndex = 0;
  return !/[\p{L}\p{N}]/u.test(rest.replace(FILLER, ' '));
}
/** True when the text says nothing but a room type ("Double Room", "DBL"); false for "Double Sea View". */
export const isPlainRoom = memo((code: string) => pure(code, ROOMS));
/** True when the text says nothing but a board ("BB", "Half board"). */
export const isPlainBoard = memo((code: string) => pure(code, BOARDS));

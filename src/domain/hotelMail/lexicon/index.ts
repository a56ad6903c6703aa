// The six lexicons and what is read with them: room types and boards as canonical values (from the hotel's words
// and from the booking's RoomStructure codes), and the phrase families (pending, conditions, contrast...) compiled
// once. Pure.
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
export function lexiconsFor(language: Language | undefined): Lexicon[] {
  return language ? (language === 'en' ? [en] : [LEXICONS[language], en]) : ALL;
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
/** The same for abbreviations: case-sensitive, whole tokens ("DZ" in "DZ/F"; "/F" glued to the room code). */
function abbreviationsRe(list: string[]): RegExp {
  const key = `abbr\u0000${list.join('\u0000')}`;
  let re = cache.get(key);
  if (!re) {
    const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    re = new RegExp(byLength(list).map((a) => (a.startsWith('/') ? `${esc(a)}(?![\\p{L}\\p{N}])` : `(?<![\\p{L}\\p{N}&])${esc(a)}(?![\\p{L}\\p{N}&])`)).join('|'), 'gu');
    cache.set(key, re);
  }
  re.lastIndex = 0;
  return re;
}

type Phrases = Exclude<{ [K in keyof Lexicon]: Lexicon[K] extends string[] ? K : never }[keyof Lexicon], undefined>;
/** The first phrase of a family in the text (folded), with where it is, or undefined. */
export function findPhrase(folded: string, family: Phrases, lexicons: Lexicon[]): { index: number; words: string } | undefined {
  const m = wordsRe(lexicons.flatMap((l) => l[family]), 'u').exec(folded);
  return m ? { index: m.index, words: m[0] } : undefined;
}
export function allPhrases(folded: string, family: Phrases, lexicons: Lexicon[]): { index: number; end: number; words: string }[] {
  return [...folded.matchAll(wordsRe(lexicons.flatMap((l) => l[family])))].map((m) => ({ index: m.index!, end: m.index! + m[0].length, words: m[0] }));
}

export interface Mention<T> {
  value: T;
  index: number;
  end: number;
  /** As written. */
  words: string;
  /** Said to be what the hotel does not have ("instead of a double"). */
  negated: boolean;
}

function collect<T extends string>(original: string, folded: string, spec: { phrases: [T, string[]][]; adjectives: [T, string[]][]; abbreviations: [T, string[]][]; nouns: string[]; decoys?: string[] }, caseless: boolean): Mention<T>[] {
  const found: Omit<Mention<T>, 'negated'>[] = [];
  const decoys = spec.decoys?.length ? [...folded.matchAll(wordsRe(spec.decoys))].map((m) => ({ index: m.index!, end: m.index! + m[0].length })) : [];
  const free = (i: number, e: number) => !found.some((x) => i < x.end && e > x.index) && !decoys.some((x) => i < x.end && e > x.index);
  const add = (value: T, index: number, end: number) => {
    if (free(index, end)) found.push({ value, index, end, words: original.slice(index, end) });
  };
  // Longest phrases first, across values, so "junior suite" is not a suite and "doppia uso twin" not a doppia.
  const phrases = spec.phrases.flatMap(([v, list]) => list.map((p) => [v, p] as const)).sort((a, b) => b[1].length - a[1].length);
  for (const [v, p] of phrases) for (const m of folded.matchAll(wordsRe([`${p}(?:s|n|e|es)?`]))) add(v, m.index!, m.index! + m[0].length);
  const abbreviations = spec.abbreviations.flatMap(([v, list]) => list.map((p) => [v, p] as const)).sort((a, b) => b[1].length - a[1].length);
  for (const [v, p] of abbreviations) {
    const text = caseless ? original.toUpperCase() : original;
    for (const m of text.matchAll(abbreviationsRe([caseless ? p.toUpperCase() : p]))) {
      // A line in capitals ("PLEASE NOTE ALL ROOMS") holds words, not codes.
      const line = original.slice(original.lastIndexOf('\n', m.index!) + 1).split('\n')[0];
      const letters = line.replace(/[^\p{L}]/gu, '');
      if (!caseless && letters.length > 14 && letters.replace(/[^\p{Lu}]/gu, '').length / letters.length > 0.6) continue;
      add(v, m.index!, m.index! + m[0].length);
    }
  }
  const nouns = wordsRe(spec.nouns);
  for (const [v, list] of spec.adjectives) {
    for (const m of folded.matchAll(wordsRe(list))) {
      const lineStart = folded.lastIndexOf('\n', m.index!) + 1;
      const lineEnd = folded.indexOf('\n', m.index!);
      const line = folded.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
      if (caseless || nouns.test(line)) add(v, m.index!, m.index! + m[0].length);
      nouns.lastIndex = 0;
    }
  }
  const negation = new RegExp(`(?:${byLength(ALL.flatMap((l) => l.negation)).join('|')})\\s*(?:[\\p{L}]+\\s+)?$`, 'u');
  return found
    .sort((a, b) => a.index - b.index)
    .map((x) => {
      const before = folded.slice(Math.max(folded.lastIndexOf('\n', x.index - 1) + 1, x.index - 30), x.index);
      return { ...x, negated: negation.test(before) && /(?<![\p{L}])(?:instead|rather|not|no|non|nao|nicht|kein|keine|keinen|statt|anstatt|anstelle|lieu|lugar|vez|anziche|invece|pas)(?![\p{L}])/u.test(before) };
    });
}

const roomSpec = (lexicons: Lexicon[]) => ({
  phrases: ROOM_TYPES.map((t) => [t, lexicons.flatMap((l) => l.rooms[t] ?? [])] as [RoomType, string[]]),
  adjectives: ROOM_TYPES.map((t) => [t, lexicons.flatMap((l) => l.roomAdjectives[t] ?? [])] as [RoomType, string[]]).filter(([, l]) => l.length),
  abbreviations: ROOM_TYPES.map((t) => [t, lexicons.flatMap((l) => l.roomAbbreviations[t] ?? [])] as [RoomType, string[]]).filter(([, l]) => l.length),
  nouns: lexicons.flatMap((l) => l.roomNouns),
  decoys: lexicons.flatMap((l) => l.notRooms),
});
const boardSpec = (lexicons: Lexicon[]) => ({
  phrases: BOARD_TYPES.map((t) => [t, lexicons.flatMap((l) => l.boards[t] ?? [])] as [BoardType, string[]]),
  adjectives: [],
  abbreviations: BOARD_TYPES.map((t) => [t, lexicons.flatMap((l) => l.boardAbbreviations[t] ?? [])] as [BoardType, string[]]).filter(([, l]) => l.length),
  nouns: [],
});

/** Room types the hotel's text names (all six lexicons: a Spanish desk writes "twin", a PMS prints "DBL"). */
export const findRooms = (original: string): Mention<RoomType>[] => collect(original, fold(original), roomSpec(ALL), false);
/** Boards the hotel's text names. */
export const findBoards = (original: string): Mention<BoardType>[] => collect(original, fold(original), boardSpec(ALL), false);

function single<T>(mentions: Mention<T>[]): T | undefined {
  const values = [...new Set(mentions.filter((m) => !m.negated).map((m) => m.value))];
  return values.length === 1 ? values[0] : undefined;
}
/** The canonical room type of a booked RoomType ("DBL", "Double Room", "Doble Superior", "DZ"), or undefined. */
export const roomOfBooked = (code: string | undefined): RoomType | undefined => (code ? single(collect(code, fold(code), roomSpec(ALL), true)) : undefined);
/** The canonical board of a booked BoardType ("BB", "Bed and Breakfast", "Halbpension"), or undefined. */
export const boardOfBooked = (code: string | undefined): BoardType | undefined => (code ? single(collect(code, fold(code), boardSpec(ALL), true)) : undefined);

// Words that add nothing to a room type or board ("room", "the", "with", "type").
const FILLER = wordsRe([...ALL.flatMap((l) => l.roomNouns), 'a', 'an', 'the', 'with', 'type', 'de', 'la', 'el', 'le', 'une?', 'ein', 'eine', 'um', 'uma', 'con', 'avec', 'mit', 'com', 'di', 'da', 'do', 'and', 'y', 'et', 'und', 'e']);
function pure(code: string, spec: ReturnType<typeof roomSpec> | ReturnType<typeof boardSpec>): boolean {
  const folded = fold(code);
  let rest = folded;
  for (const m of collect(code, folded, spec, true)) rest = rest.slice(0, m.index) + ' '.repeat(m.end - m.index) + rest.slice(m.end);
  FILLER.lastIndex = 0;
  return !/[\p{L}\p{N}]/u.test(rest.replace(FILLER, ' '));
}
/** True when the text says nothing but a room type ("Double Room", "DBL"); false for "Double Sea View". */
export const isPlainRoom = (code: string) => pure(code, roomSpec(ALL));
/** True when the text says nothing but a board ("BB", "Half board"). */
export const isPlainBoard = (code: string) => pure(code, boardSpec(ALL));

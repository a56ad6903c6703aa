// A lint of the reading vocabulary (src/domain/hotelMail/lexicon): every pattern must match at least one example of
// itself as the reader compiles it, inside the whole-word guard (no letter or digit right before or after). A pattern
// that never can is dead data that looks alive: one ending on a look-ahead for a letter (the guard forbids the letter),
// or on a single digit (the guard forbids the number's next digit, so "cancellation no. 4471" never matched while
// "no. 4" did; reader5 found several). Examples are derived from each pattern (random choices of its alternatives,
// optional parts and repetitions, a letter for \p{L}, digits for \d, the text of a trailing look-ahead after it); a
// plain phrase's one example is its own text. The lint's own checks come first: it must catch both known kinds.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fold } from '../../src/domain/hotelMail/dates.js';
import { GATE_LEXICONS } from '../../src/domain/hotelMail/lexicon/gate.js';
import { TOPIC_LEXICONS } from '../../src/domain/hotelMail/lexicon/topics.js';
import { NUMBER_LEXICONS } from '../../src/domain/hotelMail/lexicon/numbers.js';
import { LEXICONS } from '../../src/domain/hotelMail/lexicon/index.js';

// --- Examples of a regular expression's source -------------------------------------------------------------------

type Node =
  | { t: 'seq'; items: { node: Node; min: number; max: number }[] }
  | { t: 'alt'; options: Node[] }
  | { t: 'chars'; pick: string[] }
  | { t: 'look'; ahead: boolean; negative: boolean; body: Node };

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');
const DIGITS = '0123456789'.split('');

function parse(src: string): Node {
  let i = 0;
  const alt = (): Node => {
    const options = [seq()];
    while (src[i] === '|') {
      i++;
      options.push(seq());
    }
    return options.length === 1 ? options[0] : { t: 'alt', options };
  };
  const escape = (c: string): string[] => {
    switch (c) {
      case 'd': return DIGITS;
      case 's': return [' '];
      case 'S': case 'w': return ['x'];
      case 'b': return [];
      default: return [c];
    }
  };
  const classAt = (): string[] => {
    // src[i] === '['
    i++;
    const negated = src[i] === '^';
    if (negated) i++;
    const members: string[] = [];
    while (i < src.length && src[i] !== ']') {
      let c = src[i++];
      if (c === '\\') {
        const e = src[i++];
        if (e === 'p' || e === 'P') {
          const close = src.indexOf('}', i);
          const name = src.slice(i + 1, close);
          i = close + 1;
          members.push(...(name === 'N' ? DIGITS : name === 'Lu' ? ['A'] : LETTERS));
          continue;
        }
        members.push(...escape(e));
        continue;
      }
      if (src[i] === '-' && src[i + 1] !== ']' && i + 1 < src.length) {
        const to = src[i + 1];
        i += 2;
        for (let k = c.charCodeAt(0); k <= to.charCodeAt(0); k++) members.push(String.fromCharCode(k));
        continue;
      }
      members.push(c);
    }
    i++; // ]
    if (!negated) return members;
    return ['x', 'a', 'q', ' ', '1'].filter((c) => !members.includes(c));
  };
  const atom = (): Node | undefined => {
    const c = src[i];
    if (c === '(') {
      i++;
      let look: { ahead: boolean; negative: boolean } | undefined;
      if (src.startsWith('?:', i)) i += 2;
      else if (src.startsWith('?=', i) || src.startsWith('?!', i)) {
        look = { ahead: true, negative: src[i + 1] === '!' };
        i += 2;
      } else if (src.startsWith('?<=', i) || src.startsWith('?<!', i)) {
        look = { ahead: false, negative: src[i + 2] === '!' };
        i += 3;
      } else if (src.startsWith('?<', i)) i = src.indexOf('>', i) + 1;
      const body = alt();
      i++; // )
      return look ? { t: 'look', ...look, body } : body;
    }
    if (c === '[') return { t: 'chars', pick: classAt() };
    if (c === '\\') {
      const e = src[i + 1];
      i += 2;
      if (e === 'p' || e === 'P') {
        const close = src.indexOf('}', i);
        const name = src.slice(i + 1, close);
        i = close + 1;
        return { t: 'chars', pick: name === 'N' ? DIGITS : name === 'Lu' ? ['A'] : LETTERS };
      }
      const pick = escape(e);
      return pick.length ? { t: 'chars', pick } : { t: 'seq', items: [] };
    }
    if (c === '.') {
      i++;
      return { t: 'chars', pick: ['x'] };
    }
    if (c === '^' || c === '$') {
      i++;
      return { t: 'seq', items: [] };
    }
    i++;
    return { t: 'chars', pick: [c] };
  };
  const seq = (): Node => {
    const items: { node: Node; min: number; max: number }[] = [];
    while (i < src.length && src[i] !== '|' && src[i] !== ')') {
      const node = atom()!;
      let min = 1;
      let max = 1;
      const q = src[i];
      if (q === '?') [min, max] = [0, 1];
      else if (q === '*') [min, max] = [0, 3];
      else if (q === '+') [min, max] = [1, 3];
      else if (q === '{') {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i))!;
        min = Number(m[1]);
        max = m[2] ? (m[3] ? Number(m[3]) : min + 3) : min;
        i += m[0].length - 1;
      }
      if (q === '?' || q === '*' || q === '+' || q === '{') {
        i++;
        if (src[i] === '?') i++; // lazy
      }
      items.push({ node, min, max });
    }
    return { t: 'seq', items };
  };
  return alt();
}

/** One random example: the text, and the text a trailing look-ahead wants after it. */
function example(node: Node, random: () => number): { text: string; after: string } {
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
  let after = '';
  const gen = (n: Node): string => {
    switch (n.t) {
      case 'chars': return pick(n.pick);
      case 'alt': return gen(pick(n.options));
      case 'look':
        // A positive look-ahead wants its text next: it follows the example unless more of the pattern comes first.
        if (n.ahead && !n.negative) after = gen(n.body);
        return '';
      case 'seq': {
        let out = '';
        for (const it of n.items) {
          const times = it.min + Math.floor(random() * (Math.min(it.max, it.min + 3) - it.min + 1));
          for (let k = 0; k < times; k++) {
            const s = gen(it.node);
            if (s) after = '';
            out += s;
          }
        }
        return out;
      }
    }
  };
  const text = gen(node);
  return { text, after };
}

const GUARD_BEFORE = '(?<![\\p{L}\\p{N}])';
const GUARD_AFTER = '(?![\\p{L}\\p{N}])';
const PLAIN = /^[\p{L}\p{N} '’-]+$/u;

/** Why a pattern can never match as the reader uses it (inside the whole-word guard), or undefined. */
export function lint(pattern: string, tries = 400): string | undefined {
  const re = new RegExp(`${GUARD_BEFORE}(?:${pattern})${GUARD_AFTER}`, 'u');
  if (PLAIN.test(pattern)) return re.test(` ${pattern} `) ? undefined : `does not match its own text "${pattern}"`;
  // A number at the end must be able to be a whole number: "no. \d" under the guard matches only one-digit numbers.
  if (endsOnBoundedDigit(parse(pattern))) return 'ends on a number of bounded length: under the whole-word guard a longer number never matches';
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const node = parse(pattern);
  for (let k = 0; k < tries; k++) {
    const { text, after } = example(node, random);
    if (re.test(`. ${text}${after} .`) || re.test(`. ${text}${after}`)) return undefined;
  }
  return `no example of ${tries} derived from it matches`;
}

/** The pattern's last element is a digit (or a class of digits) repeated a bounded number of times, in some alternative. */
function endsOnBoundedDigit(n: Node): boolean {
  if (n.t === 'alt') return n.options.some(endsOnBoundedDigit);
  if (n.t !== 'seq') return false;
  const items = n.items.filter((x) => x.node.t !== 'look' && !(x.node.t === 'seq' && !x.node.items.length));
  const last = items[items.length - 1];
  if (!last) return false;
  if (last.node.t === 'chars') return last.max < 4 && last.min === last.max && last.node.pick.length >= 10 && last.node.pick.every((c) => /\d/.test(c));
  return last.min >= 1 && endsOnBoundedDigit(last.node);
}

// --- The vocabulary, family by family, as the reader matches it ---------------------------------------------------

function entries(): { where: string; pattern: string }[] {
  const out: { where: string; pattern: string }[] = [];
  for (const [lang, lex] of Object.entries(LEXICONS)) {
    for (const [key, value] of Object.entries(lex)) {
      if (key === 'language' || key === 'numbers' || key === 'roomAbbreviations' || key === 'boardAbbreviations') continue;
      const lists: [string, unknown][] = Array.isArray(value) ? [[key, value]] : Object.entries(value as object).map(([k, v]) => [`${key}.${k}`, v]);
      for (const [name, list] of lists) for (const p of list as string[]) out.push({ where: `${lang}.${name}`, pattern: p });
    }
  }
  for (const [lang, lex] of Object.entries(GATE_LEXICONS)) for (const [key, list] of Object.entries(lex)) for (const p of list as string[]) out.push({ where: `gate.${lang}.${key}`, pattern: p });
  for (const [lang, lex] of Object.entries(TOPIC_LEXICONS)) for (const [key, list] of Object.entries(lex)) for (const p of list as string[]) out.push({ where: `topics.${lang}.${key}`, pattern: p });
  for (const [lang, lex] of Object.entries(NUMBER_LEXICONS)) for (const [key, list] of Object.entries(lex)) for (const p of list as string[]) out.push({ where: `numbers.${lang}.${key}`, pattern: p });
  return out;
}

describe('lexicon lint: every pattern matches an example of itself', () => {
  it('the lint catches a pattern ending on a letter look-ahead, one ending on a single digit, and a plain phrase that cannot match', () => {
    assert.match(lint('hold until(?=[a-z])') ?? '', /no example/);
    assert.match(lint('cancellation (?:number|no\\.?)\\s*[:#]?\\s*\\d') ?? '', /bounded length/);
    assert.match(lint('room only\\d') ?? '', /bounded length/);
    assert.equal(lint('cancellation (?:number|no\\.?)\\s*[:#]?\\s*[a-z]{0,4}-?\\d[\\p{L}\\p{N}-]*'), undefined);
    assert.equal(lint('number(?=\\s*[:#])'), undefined);
    assert.equal(lint('(?:keep|hold)\\p{L}* [^.\\n]{0,60}?(?<![\\p{L}])(?:if|unless)(?= )'), undefined);
    assert.equal(lint('guarantee\\s*:\\s*(?:none|\\d{1,2} ?pm|1[5-9][:.]?00)'), undefined);
    assert.equal(lint('room only'), undefined);
  });

  it('every pattern of the six reading lexicons and the gate lexicons matches an example of itself', () => {
    const dead = entries()
      .map((e) => ({ ...e, why: lint(e.pattern) }))
      .filter((e) => e.why);
    assert.deepEqual(dead.map((e) => `${e.where}: /${e.pattern}/ ${e.why}`), []);
  });

  it('abbreviations match their own text as whole tokens, and number words are plain folded words', () => {
    for (const [lang, lex] of Object.entries(LEXICONS)) {
      for (const list of [...Object.values(lex.roomAbbreviations), ...Object.values(lex.boardAbbreviations)]) {
        for (const a of list ?? []) assert.ok(a.length >= 2 && !/\s/.test(a), `${lang}: abbreviation "${a}"`);
      }
      for (const w of Object.keys(lex.numbers)) assert.equal(fold(w), w, `${lang}: number word "${w}" is not folded`);
    }
  });
});

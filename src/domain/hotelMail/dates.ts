// Dates written in a reply: ISO, "12 March 2027", "12. März 2027", "12 de marzo", "March 12, 2027", "12/03/2027",
// ranges like "12-15 March" or "del 12 al 15 de marzo". A numeric date whose day and month could be swapped is
// returned with both readings unless the order is evident; the caller sends it to review, never guesses.
import './nativeRegExp.js';
import { calendarDate, isRealDay } from '../time.js';
import type { DateOrder } from './language.js';

const MONTHS: [number, string[]][] = [
  [1, ['january', 'enero', 'janvier', 'januar', 'janner', 'gennaio', 'janeiro', 'jan', 'ene', 'janv', 'gen']],
  [2, ['february', 'febrero', 'fevrier', 'februar', 'febbraio', 'fevereiro', 'feb', 'fevr', 'fev', 'febr']],
  [3, ['march', 'marzo', 'mars', 'marz', 'maerz', 'marco', 'mar', 'mrz']],
  [4, ['april', 'abril', 'avril', 'aprile', 'apr', 'abr', 'avr']],
  [5, ['may', 'mayo', 'mai', 'maggio', 'maio', 'mag']],
  [6, ['june', 'junio', 'juin', 'juni', 'giugno', 'junho', 'jun', 'giu']],
  [7, ['july', 'julio', 'juillet', 'juli', 'luglio', 'julho', 'jul', 'juil', 'lug']],
  [8, ['august', 'agosto', 'aout', 'aug', 'ago']],
  [9, ['september', 'septiembre', 'setiembre', 'septembre', 'settembre', 'setembro', 'sep', 'sept', 'set']],
  [10, ['october', 'octubre', 'octobre', 'oktober', 'ottobre', 'outubro', 'oct', 'okt', 'ott', 'out']],
  [11, ['november', 'noviembre', 'novembre', 'novembro', 'nov']],
  [12, ['december', 'diciembre', 'decembre', 'dezember', 'dicembre', 'dezembro', 'dec', 'dic', 'dez']],
];
const MONTH_OF = new Map<string, number>(MONTHS.flatMap(([n, names]) => names.map((w) => [w, n] as [string, number])));
/** The months' names in the six languages, whole or abbreviated to four letters or more ("sept", "janv"), and "mai". */
export const MONTH_WORDS: readonly string[] = MONTHS.flatMap(([, names]) => names.filter((w) => w.length >= 4 || w === 'mai'));
// Abbreviations that are also everyday words: a month only when a year follows.
const WORDLIKE = new Set(['may', 'set', 'out', 'ago', 'mar', 'gen', 'mag', 'dec']);
const MONTH_ALT = [...MONTH_OF.keys()].sort((a, b) => b.length - a.length).join('|');

export interface FoundDate {
  /** Where it starts and ends in the text. */
  index: number;
  end: number;
  /** As written. */
  text: string;
  /** YYYY-MM-DD readings: one, or two when day and month could be swapped; none for a day that does not exist ("31/06"). */
  readings: string[];
}

/** Lowercase without accents, same length as the input (so indexes stay valid). */
const FOLDED = new Map<string, string>();
// The reader folds the same few texts many times (the reply, a digest's parts): the last ones are kept.
const RECENT: [string, string][] = [];
export function fold(s: string): string {
  for (let i = 0; i < RECENT.length; i++) if (RECENT[i][0] === s) return RECENT[i][1];
  const v = foldNew(s);
  RECENT.unshift([s, v]);
  if (RECENT.length > 16) RECENT.pop();
  return v;
}
function foldNew(s: string): string {
  // Characters beyond ASCII one by one (cached; each folds to as many code units as it has), then ASCII by lowercasing
  // the whole string: every character's fold is already lowercase and stays as it is (checked for every code point),
  // so toLowerCase changes only A-Z.
  return s.replace(NON_ASCII, (c) => {
    let r = FOLDED.get(c);
    if (r === undefined) {
      r = foldChar(c);
      FOLDED.set(c, r);
    }
    return r;
  }).toLowerCase();
}
const NON_ASCII = /[^\x00-\x7f]/gu;
function foldChar(s: string): string {
  return [...s]
    .map((c) => {
      const r = c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() || ' ';
      return r.length === c.length ? r : r.length > c.length ? r.slice(0, c.length) : r.padEnd(c.length, ' ');
    })
    .join('');
}

const ymd = (y: number, m: number, d: number): string | undefined => (y >= 2000 && y <= 2100 ? calendarDate(y, m, d) : undefined);

/** A year for a date written without one: the one that puts it nearest to the booking's check-in. */
function nearestYear(m: number, d: number, near: string): number {
  const base = Number(near.slice(0, 4));
  const target = Date.parse(near.slice(0, 10));
  let best = base;
  for (const y of [base - 1, base, base + 1]) {
    if (Math.abs(Date.UTC(y, m - 1, d) - target) < Math.abs(Date.UTC(best, m - 1, d) - target)) best = y;
  }
  return best;
}

/**
 * Whether a day of a month lands within ten days of the booking's check-in ("Confirmed for 13 Mar", "13 May" for a stay
 * from the 12th): then an English month abbreviation that is also a word ("mar", "may", "dec") is the month (sixteenth
 * pass: such a date was not read, and a changed arrival so written confirmed).
 */
let nearAt: [string, number, number] = ['', 0, 0];
function nearStay(month: number, d: number, near: string): boolean {
  if (!near || month < 1 || month > 12 || d < 1 || d > 31) return false;
  // Asked of many numbers ("12-14", phone numbers): the check-in's time once, then arithmetic only.
  if (nearAt[0] !== near) nearAt = [near, Date.UTC(+near.slice(0, 4), +near.slice(5, 7) - 1, +near.slice(8, 10)), +near.slice(0, 4)];
  const [, t0, y0] = nearAt;
  for (const y of [y0 - 1, y0, y0 + 1]) {
    const t = Date.UTC(y, month - 1, d);
    if (Math.abs(t - t0) <= 10 * 86400000) return isRealDay(y, month, d);
  }
  return false;
}
const fullYear = (y: string | undefined, m: number, d: number, near: string) =>
  y ? (y.length === 2 ? 2000 + Number(y) : Number(y)) : nearestYear(m, d, near);

// Abbreviations that are everyday words only in English ("may", "dec"): in the other languages "13 ago", "3 set",
// "20 mag" are months after a day number.
const ENGLISH_WORDLIKE = new Set(['may', 'dec']);
// English month abbreviations that are also words: before a day number with an ordinal or a range, the month.
const ENGLISH_WORDLIKE_MONTHS = new Set(['may', 'dec', 'mar']);
// A month's name with its day, in either order ("13 mar", "mar 13"): what a range joins.
const MONTH_WITH_DAY = `(?:\\d{1,2}(?:st|nd|rd|th)?\\.?\\s*(?:${MONTH_ALT})|(?:${MONTH_ALT})\\.?\\s*\\d{1,2}(?:st|nd|rd|th)?)`;
const RANGE_JOIN = '\\s*(?:-{1,2}>|={1,2}>|→|⇒|-|–|to|till?|until|all[\'’]|al|au|bis|a|ao)\\s*';
// "Sat 13 Mar - Mon 15 Mar": an English weekday may stand before the second day (sixteenth pass).
const MONTH_RANGE_AFTER = new RegExp(`^${RANGE_JOIN}(?:(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)[a-z]*\\.?,?\\s*)?${MONTH_WITH_DAY}(?![\\p{L}\\p{N}])`, 'u');
const MONTH_RANGE_BEFORE = new RegExp(`(?<![\\p{L}\\p{N}])${MONTH_WITH_DAY}${RANGE_JOIN}$`, 'u');
/**
 * Whether a day and a month's abbreviation that is also a word ("13 mar", "Mar 12") are joined by a range to another
 * such day and month ("13 Mar-15 Mar", "Mar 12 - Mar 14"): then the word is the month.
 */
function monthInRange(f: string, index: number, end: number): boolean {
  return MONTH_RANGE_AFTER.test(f.slice(end, end + 24)) || MONTH_RANGE_BEFORE.test(f.slice(Math.max(0, index - 24), index));
}
const wordlike = (w: string, language: string | undefined) => WORDLIKE.has(w) && (!language || language === 'en' || ENGLISH_WORDLIKE.has(w));

const DAY_MONTH = new RegExp(
  String.raw`\b(?:(\d{1,2})(?:st|nd|rd|th|er|º|°|\.)?\s*(?:-|–|>|→|\/|to|till?|until|all['’]|al|a|au|à|bis|and|y|et|e|und|para)\s*(?:the\s+)?)?(\d{1,2})(?:st|nd|rd|th|er|º|°|\.)?(?:\s*|-)(?:de\s+|of\s+)?(${MONTH_ALT})\b\.?(?:(?:,?\s*|-)(?:de\s+|del\s+)?((?:19|20)\d\d)\b)?`,
  'g',
);
const COMPACT_HINT = /\d[a-z]{3}\d/;
const COMPACT = new RegExp(String.raw`\b(\d{1,2})(${[...MONTH_OF.keys()].filter((w) => w.length === 3).join('|')})((?:20)?\d\d)\b`, 'g');
// Month name then day (English): "March 12, 2027", "March 12-15".
const MONTH_DAY = new RegExp(String.raw`\b(${MONTH_ALT})\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:\s*(?:-|–|to)\s*(\d{1,2})(?:st|nd|rd|th)?)?\b(?:,?\s*((?:19|20)\d\d)\b)?`, 'g');

// The first day of a range written before a numeric date: "11.-", "del 10 al ", "10 - ", "vom 10. bis ".
// "13./15.3.", "13./14.12.": a dotted day and a slash before the date are the arrival (German desks write a night so).
const RANGE_START = /(?<![\d./-])(\d{1,2})(?:\.?\s*(?:-|–|>|→|->|bis(?:\s+zum)?|all['’]|al|au|a|to|till?|until|ao|para)|\.\s*\/)\s*$/;

// A weekday and a day of the month with no month ("Saturday the 13th", "sábado 13", "sam. 13", "Samstag, 13.", "Sa.
// 13.", "sabato 13", "sáb. 13"): the weekday says which month, the one near the booking where that day is that weekday.
// Names in full, three-letter abbreviations (those that are also words need their dot: "mar.", "mer.", "ter.", "qua.",
// "qui.", "sex."), German two-letter ones with their dot. Sunday first, as Date.getUTCDay counts.
export const WEEKDAY_NAMES: string[][] = [
  ['sunday', 'sun', 'domingo', 'dom', 'dimanche', 'dim', 'sonntag', 'so\\.', 'domenica'],
  ['monday', 'mon', 'lunes', 'lun', 'lundi', 'montag', 'mo\\.', 'lunedi', 'segunda(?:-feira)?', 'seg'],
  ['tuesday', 'tue', 'tues', 'martes', 'mar\\.', 'mardi', 'dienstag', 'di\\.', 'martedi', 'terca(?:-feira)?', 'ter\\.'],
  ['wednesday', 'wed', 'miercoles', 'mie', 'mercredi', 'mer\\.', 'mittwoch', 'mi\\.', 'mercoledi', 'quarta(?:-feira)?', 'qua\\.'],
  ['thursday', 'thu', 'thur', 'thurs', 'jueves', 'jue', 'jeudi', 'jeu', 'donnerstag', 'do\\.', 'giovedi', 'gio', 'quinta(?:-feira)?', 'qui\\.'],
  ['friday', 'fri', 'viernes', 'vie', 'vendredi', 'ven', 'freitag', 'fr\\.', 'venerdi', 'sexta(?:-feira)?', 'sex\\.'],
  ['saturday', 'sat', 'sabado', 'sab', 'samedi', 'sam', 'samstag', 'sa\\.', 'sabato'],
];
const WEEKDAY_OF = WEEKDAY_NAMES.map((names) => new RegExp(`^(?:${names.join('|')})\\.?$`));
/** The day of the week (0 Sunday) a weekday's name or abbreviation (folded) names, or -1. */
export const weekdayOfName = (name: string) => WEEKDAY_OF.findIndex((r) => r.test(name));
// The day number and what may follow it: an ordinal suffix, not a digit, an hour, a count or an amount.
const NUMERIC = /\p{N}/u;
/**
 * The day numbers a weekday may stand before: one or two digits after a space or a tab, no digit after them (as
 * `/(?<![\p{N}.,/:-])\d{1,2}(?![\p{N}])/gu` with a space before gives them, without trying that expression at every
 * place of the text: a weekday stands before the number with a space between, and most numbers have none).
 */
function dayNumbers(f: string): { index: number; text: string }[] {
  const out: { index: number; text: string }[] = [];
  for (let i = 1; i < f.length; i++) {
    const c = f.charCodeAt(i);
    if (c < 48 || c > 57) continue;
    let e = i + 1;
    while (e < f.length && f.charCodeAt(e) >= 48 && f.charCodeAt(e) <= 57) e++;
    const before = f[i - 1];
    if (e - i <= 2 && (before === ' ' || before === '\t') && !(e < f.length && f.charCodeAt(e) >= 128 && NUMERIC.test(String.fromCodePoint(f.codePointAt(e)!)))) out.push({ index: i, text: f.slice(i, e) });
    i = e;
  }
  return out;
}
const DAY_AFTER = /^(?:st|nd|rd|th|er|º|°|ª|\.(?!\d))?(?![\p{N}]|[./:-]\d|[ \t]*(?:h\b|h\d|hrs?\b|hours?|stunden?|std\b|uhr|horas?|heures?|ore\b|am\b|pm\b|o.clock|[:]\d|nights?|noches?|nuits?|nacht|notti|noites?|personas?|personnes?|personen|persone|pessoas|people|guests?|adult|€|eur|%))/u;
const MONTH_AFTER = new RegExp(`^\\s*(?:de\\s+|of\\s+)?(?:${MONTH_ALT})\\b`);
// Weekday names by their folded text; those that are everyday words too only with their dot ("mar.", "so.").
const WEEKDAY_WORDS = new Map<string, boolean>(WEEKDAY_NAMES.flat().flatMap((n) => {
  const dotted = n.endsWith('\\.');
  const base = dotted ? n.slice(0, -2) : n;
  return base.endsWith('(?:-feira)?') ? [[base.slice(0, -11), false], [`${base.slice(0, -11)}-feira`, false]] : [[base, dotted]];
}) as [string, boolean][]);
const ARTICLES = new Set(['the', 'el', 'le', 'den', 'dem', 'il', 'o', 'dia']);
const LETTER = /[\p{L}-]/u;
// ASCII by its code (most text), the rest by the expression.
const isLetter = (c: string | undefined) => {
  if (c === undefined) return false;
  const k = c.charCodeAt(0);
  return k < 128 ? (k >= 97 && k <= 122) || (k >= 65 && k <= 90) || k === 45 : LETTER.test(c);
};
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
/** The weekday name before a day number at `at` ("samedi 13", "Sa. 13", "Saturday the 13th"), with where it starts. */
function weekdayBefore(f: string, at: number): { index: number; name: string } | undefined {
  let i = at;
  const spaces = () => {
    const from = i;
    while (i > 0 && (f[i - 1] === ' ' || f[i - 1] === '\t')) i--;
    return i < from;
  };
  const word = () => {
    const e = i;
    while (i > 0 && isLetter(f[i - 1])) i--;
    return f.slice(i, e);
  };
  if (!spaces()) return undefined;
  let w = word();
  if (ARTICLES.has(w)) {
    if (!spaces()) return undefined;
    w = word();
  }
  if (!w) {
    if (f[i - 1] === ',') i--;
    const dot = f[i - 1] === '.';
    if (dot) i--;
    w = word();
    const needsDot = WEEKDAY_WORDS.get(w);
    if (needsDot === undefined || (needsDot && !dot) || isLetter(f[i - 1]) || isDigit(f[i - 1])) return undefined;
    return { index: i, name: dot ? `${w}.` : w };
  }
  const needsDot = WEEKDAY_WORDS.get(w);
  if (needsDot !== false || isDigit(f[i - 1])) return undefined;
  return { index: i, name: w };
}
const WEEKDAY_RANGE_BEFORE = new RegExp(`(?<![\\p{L}])(?:${WEEKDAY_NAMES.flat().join('|')})\\.?\\s*(?:-|–|to|till|until|a|al|au|bis|ao)\\s*$`, 'u');
/** The day `d` of a month near `near` whose weekday is `weekday` (0 = Sunday), or undefined. */
function dayOnWeekday(d: number, weekday: number, near: string): string | undefined {
  const target = Date.parse(near.slice(0, 10));
  const base = new Date(target);
  let best: string | undefined;
  let bestGap = Infinity;
  for (let k = -2; k <= 2; k++) {
    const y = base.getUTCFullYear();
    const m = base.getUTCMonth() + k;
    const day = calendarDate(new Date(Date.UTC(y, m, 1)).getUTCFullYear(), new Date(Date.UTC(y, m, 1)).getUTCMonth() + 1, d);
    if (!day || new Date(`${day}T00:00:00Z`).getUTCDay() !== weekday) continue;
    const gap = Math.abs(Date.parse(day) - target);
    if (gap < bestGap) [best, bestGap] = [day, gap];
  }
  return best;
}

// An arrival or departure word right before a date, with a preposition, a weekday or a colon between.
const STAY_WORD_BEFORE = /(?<![\p{L}])(?:arrival|arr\.?(?![\p{L}])|dep\.?(?![\p{L}])|arriving|arrive|departure|departing|check-?in|check-?out|anreise|abreise|ankunft|llegada|salida|entrada|arrivee|depart|arrivo|partenza|chegada|partida|saida)(?:[ \t]*[:|-])?[ \t]*(?:(?:on|the|am|le|el|il|o|a|no|dia|den|dem|del|du|vom|ab|bis|zum)[ \t]+)*(?:\p{L}{2,10}\.?,?[ \t]+)?$/u;
// "Heure d'arrivée : 18.10", "Arrival time 21.10", "Ankunft gegen 21.10", "arrivo previsto ore 21.10", "Arrival 21.10
// approx." for a stay in March: an hour of the arrival day, not a date (sixteenth pass: read as 21 October, a changed
// arrival). A word of time or of an hour's approximation before it or after it.
const TIME_WORD_BEFORE = /(?<![\p{L}])(?:time|heure|zeit|uhrzeit|ora|orario|hora|horario|eta|at|um|gegen|ca|circa|approx|approximately|around|about|ore|alle|vers|a las|as|pelas|sobre las|hacia las)\.?[ \t]*[:|-]?[ \t]*$|(?:time|heure|zeit|orario|hora|horario)(?![\p{L}])/u;
const APPROX_AFTER = /^\.?[ \t]*(?:approx|approximately|circa|ca\.|environ|aprox|aproximadamente|etwa|o so|or so)(?![\p{L}])/u;
const timeOfArrival = (f: string, at: number, end: number) => TIME_WORD_BEFORE.test(f.slice(Math.max(0, at - 40), at)) || APPROX_AFTER.test(f.slice(end, end + 20));
// A currency before or after a number ("EUR 13.03", "13.03 €"): an amount. Tested on "<6 before>#<8 after>".
const AMOUNT_AROUND = /(?:€|\$|£|eur|euro|chf|usd|gbp|brl|r\$)\s*#|#\s*(?:€|\$|£|eur|euro|chf|usd|gbp|brl)|#\s*(?:uhr|h\b|hrs?|am|pm)/;
const HOUR_AFTER = /^\s*(?:h\b|hrs?\b|uhr|am\b|pm\b|o.clock|horas?|heures?|ore\b|[.:]\d)/;
// Days of the month in words, by language (folded), and what each is written as once spelled in digits: a cardinal
// "14", an English ordinal "14th", a German one "14." (stop 15: "del doce al catorce de marzo", "from the twelfth to the
// fourteenth of March", "vom zwölften bis vierzehnten März", "le vendredi neuf juillet" were read as no date at all, so a
// stay that differs confirmed). Only the date expressions below see them spelled: a word before a month, after a
// weekday or in a range is then read as those digits are; everywhere else the words stay words.
const UNITS: Record<string, string[]> = {
  es: ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
  fr: ['un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'],
  it: ['uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove'],
  pt: ['um', 'dois', 'tres', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove'],
};
function dayWordsOf(language: string): [string, string][] | undefined {
  const out: [string, string][] = [];
  const add = (words: string[], first: number, suffix = '') => words.forEach((w, i) => w && out.push([w, `${first + i}${suffix}`]));
  switch (language) {
    case 'en': {
      const ordinals = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'];
      ordinals.forEach((w, i) => out.push([w, `${i + 1}${i === 0 ? 'st' : i === 1 ? 'nd' : i === 2 ? 'rd' : 'th'}`]));
      ordinals.slice(0, 9).forEach((w, i) => out.push([`twenty[- ]${w}`, `${21 + i}${i === 0 ? 'st' : i === 1 ? 'nd' : i === 2 ? 'rd' : 'th'}`]));
      out.push(['thirtieth', '30th'], ['thirty[- ]first', '31st']);
      return out;
    }
    case 'de': {
      const stems = ['erst', 'zweit', 'dritt', 'viert', 'funft', 'sechst', 'siebt', 'acht', 'neunt', 'zehnt', 'elft', 'zwolft', 'dreizehnt', 'vierzehnt', 'funfzehnt', 'sechzehnt', 'siebzehnt', 'achtzehnt', 'neunzehnt', 'zwanzigst'];
      const units = ['ein', 'zwei', 'drei', 'vier', 'funf', 'sechs', 'sieben', 'acht', 'neun'];
      const endings = '(?:e|en|er|em|es)';
      stems.forEach((w, i) => out.push([`${w}${endings}`, `${i + 1}.`]));
      units.forEach((u, i) => out.push([`${u}undzwanzigst${endings}`, `${21 + i}.`]));
      out.push([`dreiss?igst${endings}`, '30.'], [`dreißigst${endings}`, '30.'], [`einunddreiss?igst${endings}`, '31.'], [`einunddreißigst${endings}`, '31.']);
      return out;
    }
    case 'es':
      add(['primero', ...UNITS.es.slice(1)], 1);
      out.push(['uno', '1']);
      add(['diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciseis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidos', 'veintitres', 'veinticuatro', 'veinticinco', 'veintiseis', 'veintisiete', 'veintiocho', 'veintinueve', 'treinta'], 10);
      out.push(['treinta y uno', '31']);
      return out;
    case 'fr':
      add(['premier', ...UNITS.fr.slice(1)], 1);
      add(['dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf', 'vingt'], 10);
      UNITS.fr.forEach((u, i) => out.push([i === 0 ? 'vingt(?:-| )et(?:-| )un' : `vingt-${u}`, `${21 + i}`]));
      out.push(['trente', '30'], ['trente(?:-| )et(?:-| )un', '31']);
      return out;
    case 'it':
      add(['primo', ...UNITS.it.slice(1)], 1);
      add(['dieci', 'undici', 'dodici', 'tredici', 'quattordici', 'quindici', 'sedici', 'diciassette', 'diciotto', 'diciannove', 'venti', 'ventuno', 'ventidue', 'ventitre', 'ventiquattro', 'venticinque', 'ventisei', 'ventisette', 'ventotto', 'ventinove', 'trenta', 'trentuno'], 10);
      return out;
    case 'pt':
      add(['primeiro', ...UNITS.pt.slice(1)], 1);
      out.push(['duas', '2']);
      add(['dez', 'onze', 'doze', 'treze', 'catorze', 'quinze', 'dezesseis', 'dezessete', 'dezoito', 'dezenove', 'vinte'], 10);
      out.push(['quatorze', '14'], ['dezasseis', '16'], ['dezassete', '17'], ['dezanove', '19']);
      UNITS.pt.forEach((u, i) => out.push([`vinte e ${u}`, `${21 + i}`]));
      out.push(['trinta', '30'], ['trinta e um', '31']);
      return out;
    default:
      return undefined;
  }
}
const WORD_CHAR = /\p{L}/u;
const DAY_ARTICLE_BEFORE = /(?<![\p{L}])(?:al|au|ao|el|del|le|du|il|dal|am|dem|den|zum|vom|the|dia|giorno)\s+$/u;
const DAY_PLACE_AFTER = new RegExp(`^[ \\t]*(?:[.,;:!?)\\n]|$|(?:de\\s+|of\\s+)?(?:${MONTH_ALT})(?![\\p{L}])|(?:y|and|et|und|e|al|au|bis|to|a|ao|-|–)\\s)`, 'u');
const NUMBER_LABEL_BEFORE = /(?<![\p{L}])(?:nr|no|n[º°o]|num|bus|busse|linie|linien|line|lines|linea|linee|lineas|linha|linhas|ligne|lignes|tram|route|gleis|platform)\.?[ \t]*#?[ \t]*$/u;
const STREET_BEFORE = /(?<![\p{L}])(?:calle|c\/|avenida|avda\.?|av\.?|plaza|paseo|rue|avenue|boulevard|place|via|viale|piazza|corso|rua|praca|largo|travessa|strasse|str\.|platz)\s+(?:del?\s+|du\s+)?$/u;
const EVERYDAY_ORDINALS = new Set(['first', 'second', 'third']);
const MONTH_RIGHT_BEFORE = new RegExp(`(?<![\\p{L}])(?:${MONTH_ALT})\\.?\\s+$`, 'u');
const NOT_A_DAY_AFTER = /^[ \t]*(?:floors?|stor(?:e)?y|rooms?|nights?|beds?|persons?|people|adults?|child|guests?|times?|stock|stockwerk|etage|piano|andar|piso|planta|habitacion|chambre|zimmer|camera|quarto|noche|nuit|nacht|notte|noite|persona|personne|person|pessoa|adulto|adulte|erwachsene|mornings?|morgen|manana|matin|mattina|manha|days?|tag|tage|dia|jour|giorno|evening|abend|tarde|soir|sera|weeks?|woche|semana|semaine|settimana|mal|gast|gaste|erwachsenen|pas|pasos|passi|passos|buildings?|km|kilomet\p{L}*|minut\p{L}*)(?![\p{L}])/u;
const DAY_WORDS = new Map<string, { re: RegExp; digitsOf(word: string): string | undefined } | null>();
function dayWordsFor(language: string) {
  let entry = DAY_WORDS.get(language);
  if (entry !== undefined) return entry;
  const words = dayWordsOf(language);
  if (!words) {
    DAY_WORDS.set(language, null);
    return null;
  }
  // Most are plain words, looked up as they are; the few with a choice in them ("twenty[- ]first", German endings) by
  // their expression.
  const plain = new Map(words.filter(([w]) => /^[a-z ]+$/.test(w)));
  const patterns = words.filter(([w]) => !plain.has(w)).map(([w, d]) => [new RegExp(`^(?:${w})$`, 'u'), d] as const);
  entry = {
    re: new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(([w]) => w).sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}\\p{N}])`, 'gu'),
    digitsOf: (word) => plain.get(word) ?? patterns.find(([re]) => re.test(word))?.[1],
  };
  DAY_WORDS.set(language, entry);
  return entry;
}
/**
 * The folded text with each day of the month written in words, as the language writes it, replaced by its digits,
 * padded with spaces to the word's length (indexes stay those of the text): "del doce al catorce de marzo" ->
 * "del 12   al 14      de marzo". Text of no known language is returned as it is.
 */
export function spellDays(f: string, language: string | undefined, only?: 'dayPosition'): string {
  const entry = language ? dayWordsFor(language) : null;
  if (!entry) return f;
  return f.replace(entry.re, (word, at: number) => {
    // Where a number after a preposition is read as a day of the stay (relativeDates, the gate), and counts in words are
    // read as words ("uno de los dos huéspedes", "à deux pas", "zum ersten Mal", "the fourth building"): only a day in a
    // day's place, after the article a date takes and before the end of the clause, a month or the next day of a range
    // ("al catorce.", "le quatorze mars", "am vierzehnten.", "on the fourteenth and").
    if (only === 'dayPosition' && !(DAY_ARTICLE_BEFORE.test(f.slice(Math.max(0, at - 10), at)) && DAY_PLACE_AFTER.test(f.slice(at + word.length, at + word.length + 16)))) return word;
    // A street named after a day ("Avenida Dos de Mayo", "rua Sete de Setembro", "rue du Quatre-Septembre").
    if (STREET_BEFORE.test(f.slice(Math.max(0, at - 14), at))) return word;
    // After a day number a word is a month's abbreviation ("15 sept. 2027"), not a day.
    if (/\d[ \t.]*$/.test(f.slice(Math.max(0, at - 4), at))) return word;
    // An ordinal of a floor, a room, a night or a person ("the second floor", "im ersten Stock", "primo piano").
    if (NOT_A_DAY_AFTER.test(f.slice(at + word.length, at + word.length + 16))) return word;
    // English "first", "second", "third" are days only as "the first of May" or "May first" ("first come, first
    // served", "on the second floor" are not).
    if (language === 'en' && EVERYDAY_ORDINALS.has(word) && !(/the\s+$/.test(f.slice(Math.max(0, at - 5), at)) && /^\s+of\s/.test(f.slice(at + word.length, at + word.length + 5))) && !(MONTH_RIGHT_BEFORE.test(f.slice(Math.max(0, at - 12), at)) && !/^[ \t]*\p{L}/u.test(f.slice(at + word.length, at + word.length + 4)))) return word;
    const d = entry.digitsOf(word);
    return d && d.length <= word.length ? d.padEnd(word.length, ' ') : word;
  });
}

/** Every date in the text. `near` (the booking's check-in) supplies a missing year. */
export function findDates(text: string, order: DateOrder, near: string, language?: string): FoundDate[] {
  const f = spellDays(fold(text), language);
  const out: FoundDate[] = [];
  const taken = (i: number, e: number) => out.some((x) => i < x.end && e > x.index);
  // Set while a date is added that is written as one but is no day of the calendar ("31/06", "30 de febrero").
  let invalid = false;
  const add = (index: number, end: number, readings: (string | undefined)[]) => {
    // A day spelled from a word ends where the word does (its padding is spaces in f, letters in the text).
    while (end < text.length && WORD_CHAR.test(text[end]) && WORD_CHAR.test(text[end - 1])) end++;
    const ok = [...new Set(readings.filter((r): r is string => Boolean(r)))];
    if (!taken(index, end) && (ok.length || invalid)) out.push({ index, end, text: text.slice(index, end), readings: ok });
  };
  let m: RegExpExecArray | null;
  // ISO 2027-03-12
  // ISO 2027-03-12 (also "2027-03-12T15:00"), and the year first with dots or slashes ("2027.03.12", "2027/03/12": not read
  // before the sixteenth pass, so "Arrival Date: 2027.03.13" confirmed a booking from the 12th).
  for (const re = /\b(20\d\d)([-./])(\d\d?)\2(\d\d?)(?:\b|(?=t\d))/g; (m = re.exec(f)); ) add(m.index, m.index + m[0].length, [ymd(+m[1], +m[3], +m[4])]);
  // Day then month name, with an optional range start before it: "12-15 March 2027", "del 12 al 15 de marzo de 2027".
  const dayMonth = DAY_MONTH;
  dayMonth.lastIndex = 0;
  while ((m = dayMonth.exec(f))) {
    const month = MONTH_OF.get(m[3])!;
    // "may" or "dec" after a bare number is a word ("2 may"); after an ordinal day ("4th May", "the 4th of May") or a
    // range ("1st to 4th May") it is the month.
    const ordinal = /\d(?:st|nd|rd|th)\b|\bof\s/.test(m[0]) || Boolean(m[1]);
    // A weekday before the day ("Sat 13 Mar") or an arrival or departure word ("Arr: 13 Mar") makes the word the month
    // (sixteenth pass: neither this pass nor the weekday pass read "Stay: Sat 13 Mar - Mon 15 Mar", which confirmed).
    if (wordlike(m[3], language) && !m[4] && !ordinal && !m[0].endsWith('.') && f[m.index + m[0].length] !== '.' && !monthInRange(f, m.index, m.index + m[0].length) && !weekdayBefore(f, m.index) && !STAY_WORD_BEFORE.test(f.slice(Math.max(0, m.index - 40), m.index)) && !nearStay(month, +m[2], near)) continue;
    const year = fullYear(m[4], month, +m[2], near);
    const endStart = m.index + m[0].indexOf(m[2], m[1] ? m[0].indexOf(m[1]) + m[1].length : 0);
    invalid = +m[2] >= 1 && +m[2] <= 31;
    if (m[1]) add(m.index, m.index + m[1].length, [ymd(year, month, +m[1])]);
    add(m[1] ? endStart : m.index, m.index + m[0].length, [ymd(year, month, +m[2])]);
    invalid = false;
  }
  // A day, a month's three letters and a year written as one word, as reservation systems print them: "12MAR27",
  // "15MAR2027" (sixteenth pass: not read before, so "Arr/Dep: 12MAR27 - 14MAR27" confirmed a booking to the 15th).
  if (COMPACT_HINT.test(f)) for (const re = COMPACT; (m = re.exec(f)); ) {
    const month = MONTH_OF.get(m[2])!;
    add(m.index, m.index + m[0].length, [ymd(m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]), month, +m[1])]);
  }
  // Month name then day (English): "March 12, 2027", "March 12-15".
  const monthDay = MONTH_DAY;
  monthDay.lastIndex = 0;
  while ((m = monthDay.exec(f))) {
    const month = MONTH_OF.get(m[1])!;
    // "Mar 12th-15th", "Dec 12-15", "May 3rd": an English month abbreviation that is also a word is the month when an
    // ordinal or a second day follows it (the others, "set", "out", "ago", only with a year).
    const ordinal = /^\p{L}+\.?\s+\d{1,2}(?:st|nd|rd|th)/u.test(m[0]);
    if (WORDLIKE.has(m[1]) && !m[4] && !(ENGLISH_WORDLIKE_MONTHS.has(m[1]) && (ordinal || m[3] || monthInRange(f, m.index, m.index + m[0].length) || nearStay(month, +m[2], near)))) continue;
    const year = fullYear(m[4], month, +m[2], near);
    add(m.index, m.index + m[0].length - (m[3] ? m[0].length - m[0].indexOf(m[3], m[1].length + m[2].length) : 0), [ymd(year, month, +m[2])]);
    if (m[3]) add(m.index + m[0].indexOf(m[3], m[1].length + m[2].length), m.index + m[0].length, [ymd(year, month, +m[3])]);
  }
  // The same range with the year after its second date, "12/03-15/03/2027", "12/03/2027-15/03/2027", "12.03.-15.03.27"
  // (stop 16: the first day was not read before a dash, so "confermata: 12/03-15/03/2027" went to review).
  for (const re = /(?<![\d./-])(\d{1,2})([./])(\d{1,2})(?:\2(\d{4}|\d{2}))?\2?\s*(?:-|–)\s*(\d{1,2})\2(\d{1,2})\2(\d{4}|\d{2})(?![\d./]\d|\d)/g; (m = re.exec(f)); ) {
    const monthFirst = m[2] === '/' && order === 'month-first';
    const [d1, m1, d2, m2] = monthFirst ? [+m[3], +m[1], +m[6], +m[5]] : [+m[1], +m[3], +m[5], +m[6]];
    const yearOf = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));
    const y2 = yearOf(m[7]);
    const y1 = m[4] ? yearOf(m[4]) : m1 > m2 ? y2 - 1 : y2;
    const first = m1 >= 1 && m1 <= 12 ? ymd(y1, m1, d1) : undefined;
    const second = m2 >= 1 && m2 <= 12 ? ymd(y2, m2, d2) : undefined;
    if (!first || !second || first >= second) continue;
    const cut = m.index + m[0].search(/\s*(?:-|–)/);
    const secondAt = m.index + m[0].search(/(?:-|–)\s*\d/) + m[0].slice(m[0].search(/(?:-|–)\s*\d/)).search(/\d/);
    add(m.index, cut, [first]);
    add(secondAt, m.index + m[0].length, [second]);
  }
  // Two numeric days and months joined as a range, no year: "12.03-14.03", "12.03. - 14.03.", "12/3-14/3", "12/03 -
  // 14/03" (the numeric pass below reads a lone "12.03" only with its closing dot, and no date before a dash).
  for (const re = /(?<![\d./-])(\d{1,2})([./])(\d{1,2})\2?\s*(?:-|–)\s*(\d{1,2})\2(\d{1,2})(?:\2(?!\d))?(?!\d|[./-]\d|\s*[/-]\s*\d)/g; (m = re.exec(f)); ) {
    const [a, b, c, d] = [+m[1], +m[3], +m[4], +m[5]];
    const read = (day: number, mo: number) => (mo >= 1 && mo <= 12 ? ymd(nearestYear(mo, day, near), mo, day) : undefined);
    const dayFirst = m[2] === '.' || order === 'day-first';
    const monthFirst = m[2] === '/' && order === 'month-first';
    // Day first where the dot or the text's order says so, month first where the order says so; else the one reading
    // that makes both days dates (neither or both: a person reads it).
    const [first, second] = dayFirst ? [read(a, b), read(c, d)] : monthFirst ? [read(b, a), read(d, c)] : (() => {
      const df = [read(a, b), read(c, d)];
      const mf = [read(b, a), read(d, c)];
      const dfOk = Boolean(df[0] && df[1]);
      const mfOk = Boolean(mf[0] && mf[1]);
      return dfOk && !mfOk ? df : mfOk && !dfOk ? mf : [undefined, undefined];
    })();
    if (!first || !second || first >= second) continue;
    const cut = m.index + m[0].search(/\s*(?:-|–)/);
    const secondAt = m.index + m[0].lastIndexOf(m[4], m[0].length - m[5].length - 1);
    add(m.index, cut, [first]);
    add(secondAt, m.index + m[0].length, [second]);
  }
  // Numeric: 12/03/2027, 12.03.2027, 12-03-27, 12/03, 13.12. (a dot means day first wherever it is written; without
  // a year a dotted date needs its closing dot, "13.12.", so that "12.50" stays a price).
  for (const re = /\b(\d{1,2})([./-])(\d{1,2})(?:\2((?:19|20)?\d\d))?\b(?![./-]\d)/g; (m = re.exec(f)); ) {
    const dottedDay = m[2] === '.' && f[m.index + m[0].length] === '.' && !/\d/.test(f[m.index + m[0].length + 1] ?? '');
    // "Abreise 14.03", "Departure 14.03 (was 15.03)": after an arrival or departure word, a dotted day and month with
    // no closing dot is a date too (not an hour: "14.30 Uhr", "check-in from 14.00").
    const afterStayWord = m[2] === '.' && !m[4] && !dottedDay && +m[3] >= 1 && +m[3] <= 12 && +m[1] >= 1 && +m[1] <= 31 && STAY_WORD_BEFORE.test(f.slice(Math.max(0, m.index - 40), m.index)) && !HOUR_AFTER.test(f.slice(m.index + m[0].length, m.index + m[0].length + 8)) && !timeOfArrival(f, m.index, m.index + m[0].length);
    // "Confirmed for 13.03, 3 nights", "13-03": a dotted (or hyphened) day and month with no closing dot that lands within ten days of the
    // check-in is a date too (sixteenth pass: it was not read, and a changed arrival so written confirmed); not an
    // hour or an amount.
    const nearDotted = (m[2] === '.' || m[2] === '-') && !m[4] && !dottedDay && !afterStayWord && +m[1] >= 1 && +m[1] <= 31 && +m[3] >= 1 && +m[3] <= 12 && nearStay(+m[3], +m[1], near) && !HOUR_AFTER.test(f.slice(m.index + m[0].length, m.index + m[0].length + 8)) && !AMOUNT_AROUND.test(f.slice(Math.max(0, m.index - 6), m.index) + '#' + f.slice(m.index + m[0].length, m.index + m[0].length + 8)) && !timeOfArrival(f, m.index, m.index + m[0].length);
    if (!m[4] && m[2] !== '/' && !dottedDay && !afterStayWord && !nearDotted) continue;
    // "mit dem Bus Nr. 6/8", "bus no. 6/8", "Linie 6/8", "ligne 6/8": a number or a line, not a date.
    if (!m[4] && NUMBER_LABEL_BEFORE.test(f.slice(Math.max(0, m.index - 12), m.index))) continue;
    // "Arrivo previsto ore 21.10.": the closing dot ends the sentence; an hour.
    if (dottedDay && !m[4] && timeOfArrival(f, m.index, m.index + m[0].length + 1)) continue;
    const a = +m[1];
    const b = +m[3];
    const readDM = (d: number, mo: number) => (mo >= 1 && mo <= 12 ? ymd(fullYear(m![4], mo, d, near), mo, d) : undefined);
    const dayFirst = readDM(a, b);
    const monthFirst = readDM(b, a);
    // "kids menu from 5.30.", "12.50.": a dotted day and month with no year is day first or no date at all (a time, a
    // price), never read the other way round.
    if (m[2] === '.' && !m[4] && !dayFirst) continue;
    let readings: (string | undefined)[];
    if (m[2] === '.' || order === 'day-first') readings = [dayFirst ?? monthFirst];
    else if (order === 'month-first') readings = [monthFirst ?? dayFirst];
    else readings = [dayFirst, monthFirst];
    // A range written before it: "11.-13.03.", "del 10 al 12/03", "dal 10 al 13/03/2027", "10-13/03".
    const ok = readings.filter((r): r is string => Boolean(r));
    invalid = !ok.length && a >= 1 && b >= 1 && a <= 31 && b <= 31 && (a <= 12 || b <= 12) && (Boolean(m[4]) || m[2] === '/' || dottedDay);
    const range = ok.length === 1 ? RANGE_START.exec(f.slice(Math.max(0, m.index - 24), m.index)) : null;
    if (range && +range[1] < +ok[0].slice(8, 10)) {
      const startIndex = m.index - range[0].length + range[0].indexOf(range[1], range[0].search(/\d/));
      add(startIndex, startIndex + range[1].length, [calendarDate(+ok[0].slice(0, 4), +ok[0].slice(5, 7), +range[1])]);
    }
    add(m.index, m.index + m[0].length, readings);
    invalid = false;
  }
  // A weekday and a day of the month, no month: the one near the booking that falls on that weekday; none near is no
  // day the reader can place (a person reads it). Only where no date was read already ("Saturday 13 March" is).
  if (near && /\d/.test(f)) {
    // Found from each day number back to the word before it (a weekday name is looked up, not matched at every place).
    for (const dm of dayNumbers(f)) {
      const found = weekdayBefore(f, dm.index);
      if (!found) continue;
      const tail = DAY_AFTER.exec(f.slice(dm.index + dm.text.length, dm.index + dm.text.length + 16));
      if (!tail) continue;
      const m = [f.slice(found.index, dm.index + dm.text.length + tail[0].length), found.name, dm.text] as unknown as RegExpExecArray;
      m.index = found.index;
      const end = m.index + m[0].length;
      if (taken(m.index, end)) continue;
      // "sábado 13 de marzo", "Saturday 13th of March": a month after it, which the passes above read.
      if (MONTH_AFTER.test(f.slice(end, end + 16))) continue;
      // "from Monday to Sunday 24 hours", "de lunes a domingo": days of a service, not a date.
      if (WEEKDAY_RANGE_BEFORE.test(f.slice(Math.max(0, m.index - 24), m.index))) continue;
      const weekday = weekdayOfName(m[1]);
      const d = +m[2];
      if (weekday < 0 || d < 1 || d > 31) continue;
      invalid = true;
      add(m.index, end, [dayOnWeekday(d, weekday, near)]);
      invalid = false;
    }
  }
  return out.sort((x, y) => x.index - y.index);
}

// Facts a hotel's own text states about one booking, read with the lexicons, each compared with the booking: room
// type and board (canonical values on both sides), the number of guests, relative dates ("one day later", "one night
// less", "departure on the 18th"), another booking's reference, and the phrases that make a reading a person's job
// (conditions, cancellation or relocation, questions, contrasts about a fact). Pure.
import './nativeRegExp.js';
import { matchesOf } from './matches.js';
import { addDays, calendarDate, daysBetween } from '../time.js';
import type { Booking } from '../schemas.js';
import type { HotelReply } from '../reply.js';
import { fold, spellDays, WEEKDAY_NAMES, type FoundDate } from './dates.js';
import { allPhrases, boardOfBooked, findBoards, findPhrase, findRooms, lexiconsFor, LEXICONS, roomOfBooked, wordsRe, type BoardType, type Lexicon, type Mention } from './lexicon/index.js';
import type { Fact, Language, ReviewItem } from './types.js';

const ALL = Object.values(LEXICONS);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sentence around a position: from the previous sentence end or line break to the next. */
// ".", "!", "?" or a line break (what /[.!?\n]/ finds in one character), by its code.
const stops = (c: number) => c === 46 || c === 33 || c === 63 || c === 10;
export function sentenceAt(text: string, index: number): string {
  let start = index;
  // The character test first (most characters end nothing); a stop is then looked at more closely.
  while (start > 0 && !(stops(text.charCodeAt(start - 1)) && endsSentence(text, start - 1))) start--;
  let end = index;
  while (end < text.length && !(stops(text.charCodeAt(end)) && endsSentence(text, end))) end++;
  return text.slice(start, Math.min(text.length, end + 1)).trim();
}
// The abbreviations a desk writes before a number or a name ("n. 4471", "no. 4471", "Conf. No.", "réf.", "Sr. Ruiz",
// "Nr.", "nº."), lowercase: their dot ends no sentence.
const ABBREVIATIONS = new Set(['n', 'no', 'nr', 'nro', 'nos', 'ns', 'num', 'núm', 'nº', 'n°', 'conf', 'confirm', 'ref', 'réf', 'rif', 'res', 'reserv', 'sr', 'sra', 'srta', 'sres', 'mr', 'mrs', 'ms', 'mme', 'mlle', 'm', 'dr', 'dott', 'sig', 'ra', 'st', 'tel', 'tél', 'hab', 'ca', 'approx', 'incl', 'inkl', 'zzgl', 'bzw', 'ggf', 'vs', 'v', 'ex', 'art', 'pax', 'ad', 'adt', 'chd', 'p', 'erw', 'pers', 'enf', 'kd', 'ki', 'bamb', 'cr']);
/** A letter, "º" or "°" (ASCII by its code, the rest by the expression). */
const ORDINAL_OR_LETTER = /[\p{L}º°]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const asciiLetter = (c: number) => (c | 32) >= 97 && (c | 32) <= 122;
const letterAt = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  return c < 128 ? asciiLetter(c) : ORDINAL_OR_LETTER.test(text[i]);
};
const letterOrDigitAt = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  return c < 128 ? asciiLetter(c) || (c >= 48 && c <= 57) : LETTER_OR_DIGIT.test(text[i]);
};
/** A ".", "!", "?" or line break at i that ends a sentence; a "." before a non-space, a digit or after an abbreviation does not. */
function endsSentence(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (!stops(code)) return false;
  if (code !== 46) return true;
  // Followed by a space, a tab, a line break or a no-break space, or by nothing.
  if (i + 1 < text.length) {
    const next = text.charCodeAt(i + 1);
    if (next !== 32 && next !== 9 && next !== 10 && next !== 13 && next !== 160) return false;
  }
  let j = i + 1;
  while (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9) j++;
  if (j > i + 1 && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) return false;
  let k = i;
  while (k > 0 && i - k < 8 && letterAt(text, k - 1)) k--;
  return !(k < i && (k === 0 || !letterOrDigitAt(text, k - 1)) && ABBREVIATIONS.has(text.slice(k, i).toLowerCase()));
}

// A room-type label with a value: "Room type: Deluxe Sea View", "Zimmerkategorie | Komfort".
const ROOM_LABEL = /(?<![\p{L}])(?:room\s+type|room\s+category|tipo\s+de\s+habitacion|type\s+de\s+chambre|categorie\s+de\s+chambre|zimmerkategorie|zimmertyp|zimmerart|tipologia(?:\s+di)?\s+camera|tipo\s+de\s+quarto|categoria\s+(?:do\s+)?quarto)\s*(?::|\||-|–)\s*([^\n|;,.]{2,40})/gu;

type Out = { facts: Fact[]; review: ReviewItem[] };

// --- A change stated as two values of one fact ------------------------------------------------------------------
// Desks state a change by naming both values, the booking's marked as the old one: "changed from a double to a twin",
// "Double -> Twin", "Booked: Double / Allocated: Twin", "twin, not double", "Anreise vom 12.03. auf den 13.03.
// verschoben". The words are the lexicons' `replacement` (arrows here); the frame is looked for only between two
// values of the same fact, side by side, so most replies cost nothing.
const ARROW = '(?:-{1,2}>|={1,2}>|→|⇒|➔|➜|⟶|>>|»)';
// What may stand around a value in such a frame: articles, prepositions, the nouns of a room, a board, a day.
const FRAME_FILLER = "(?:a|an|the|el|la|las|los|le|les|l'|un|une|una|uno|il|lo|i|o|os|as|um|uma|ein|eine|einen|einem|einer|eines|das|den|dem|der|die|des|de|du|di|d'|del|della|dello|do|da|na|no|am|im|on|en|in|ins|rooms?|habitacion(?:es)?|hab\\.|chambres?|zimmer|camer[ae]|quartos?|board|regimen|pension|verpflegung|trattamento|regime|day|dia|jour|tag|giorno)";
interface Frames { verbs: RegExp; fromBefore: RegExp; toGap: RegExp; arrowGap: RegExp; oldLabel: RegExp; newLabel: RegExp; bareNegGap: RegExp; oldInBrackets: RegExp }
const FRAMES = new WeakMap<Lexicon[], Frames>();
let lastFrames: [Language | undefined, Frames] | undefined;
function framesFor(language: Language | undefined): Frames {
  if (lastFrames && lastFrames[0] === language) return lastFrames[1];
  const lex = lexiconsFor(language);
  let f = FRAMES.get(lex);
  if (!f) {
    const all = (k: 'verbs' | 'from' | 'to' | 'oldLabels' | 'newLabels') => [...new Set(ALL.flatMap((l) => l.replacement[k]))].sort((a, b) => b.length - a.length).join('|');
    const label = (words: string) => new RegExp(`(?<![\\p{L}])(?:${words})(?:[ \\t]+[\\p{L}-]+){0,2}[ \\t]*(?::|=|\\|)[ \\t]*(?:${FRAME_FILLER}[ \\t]+){0,2}$`, 'u');
    f = {
      verbs: new RegExp(`(?<![\\p{L}])(?:${all('verbs')})(?![\\p{L}])`, 'u'),
      fromBefore: new RegExp(`(?<![\\p{L}])(?:${all('from')})\\s+(?:${FRAME_FILLER}\\s+){0,3}$`, 'u'),
      toGap: new RegExp(`^\\s*(?:${FRAME_FILLER}\\s+){0,3}(?:${all('to')})\\s+(?:${FRAME_FILLER}\\s+){0,3}$`, 'u'),
      arrowGap: new RegExp(`^\\s*(?:${FRAME_FILLER}\\s+){0,2}${ARROW}\\s*(?:${FRAME_FILLER}\\s+){0,2}$`, 'u'),
      oldLabel: label(all('oldLabels')),
      // "Departure 14.03 (was 15.03)", "Arrival: 13 March (your request: 12 March)", "Salida 14/03 (antes 15/03)".
      oldInBrackets: new RegExp(`^\\s*[(\\[]\\s*(?:[\\p{L}']+\\s+){0,3}?(?:${all('oldLabels')})(?:\\s+[\\p{L}']+){0,2}?\\s*[:=]?\\s*(?:${FRAME_FILLER}\\s+){0,2}$`, 'u'),
      newLabel: label(all('newLabels')),
      // "twin, not double", "camera twin, non doppia", "(nicht Doppelzimmer)", "et pas la demi-pension".
      bareNegGap: new RegExp(`^\\s*(?:[,;(/–—-]\\s*)?(?:(?:and|y|et|und|e|but|pero|mais|aber|ma|mas|or|o|ou|oder)\\s+)?(?:${[...new Set(lex.flatMap((l) => l.replacement.bareNegation))].join('|')})\\s+(?:(?:of|de|d'|di|da)\\s*)?(?:${FRAME_FILLER}\\s+){0,2}$`, 'u'),
    };
    FRAMES.set(lex, f);
  }
  lastFrames = [language, f];
  return f;
}
// A change only offered, asked, refused or conditional ("we can change it from double to twin if you wish", "we cannot
// move the arrival from the 12th to the 13th") states no value of the hotel's.
const CHANGE_DOUBT = /\?|(?<![\p{L}])(?:if|whether|could|can|would|wish|want|like|possible|falls|wenn|ob|konnen|konnten|mochten|moglich|podemos|podriamos|puede|pueden|quiere|desea|gustaria|posible|pouvons|pourrions|pouvez|souhaitez|voulez|possiamo|potremmo|potete|desidera|vuole|possibile|poderiamos|pode|podem|deseja|quer|gostaria|possivel)(?![\p{L}])/u;
const sentenceEnd = /[.!?\n]\s/;
// A change said not to have happened ("Restantes dados sem alteração: de 09 a 13 de setembro", "no changes", "sin cambios",
// "keine Änderung", "unchanged", "as booked"): its "from ... to" is a range, not a change.
const NO_CHANGE = /(?<![\p{L}])(?:(?:no|without|sin|sem|sans|pas de|aucune?|keine?n?|ohne|senza|nessun[oa]?|nenhum[ao]?|nada de)\s+(?:\p{L}+\s+)?(?:chang\p{L}*|modif\p{L}*|cambi\p{L}*|alterac\p{L}*|anderung\p{L}*|mudanc\p{L}*|variazion\p{L}*|variac\p{L}*)|unchanged|inchange\p{L}*|unverandert|invariat[oa]|sin cambios?|sem alterac\p{L}*|as (?:booked|requested|reserved)|wie gebucht|segun (?:lo )?reservado|como (?:esta )?reservado|comme reserve\p{L}*|come prenotato|conforme reservado)(?![\p{L}])/u;
// The words of an arrival and of a departure: a change of dates names one of them before its "from".
const ARRIVAL_FIELD = /(?<![\p{L}])(?:arriv\p{L}*|check-?in|llegada|entrada|anreise|ankunft|chegada)(?![\p{L}])/u;
const DEPARTURE_FIELD = /(?<![\p{L}])(?:depart\p{L}*|check-?out|salida|abreise|partenza|partida|saida)(?![\p{L}])/u;
const oneField = (s: string) => ARRIVAL_FIELD.test(s) !== DEPARTURE_FIELD.test(s);
// A label's mark: only a gap holding one can end on a label.
const LABEL_MARK = /[:=|]/;
/**
 * Two values of one fact side by side, a before b (spans of the folded text): 'first' when a frame marks a as the old
 * value and b as the hotel's ("from a to b", "a -> b", "booked: a / allocated: b"), 'second' when b is the one the
 * hotel does not have ("a, not b"), 'doubt' when such a change is only offered, asked or refused, undefined when
 * nothing says which is the hotel's. Dates need their "from" ("Anreise
 * vom 12.03. auf den 13.03.": "12 to 15 March" is a range).
 */
export function changeFrame(folded: string, a: { index: number; end: number }, b: { index: number; end: number }, language: Language | undefined, dates = false): 'first' | 'second' | 'doubt' | undefined {
  if (b.index - a.end > 61 || b.index < a.end) return undefined;
  // A dotted date's closing dot ("vom 12.03. auf den 13.03.") ends no sentence.
  let gap = folded.slice(a.end, b.index);
  if (dates && gap.startsWith('.')) gap = gap.replace(/^\.(?=[ \t])/, '');
  if (gap.length > 60) return undefined;
  const f = framesFor(language);
  const lineStart = folded.lastIndexOf('\n', a.index - 1) + 1;
  // The sentence around both values, for the verb and the doubts: found only where a frame asks for it.
  let from = -1;
  let around: string | undefined;
  const sentence = () => {
    if (around !== undefined) return around;
    from = Math.max(lineStart, a.index - 80);
    const head = folded.slice(from, a.index);
    const stop = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
    if (stop >= 0) from += stop + 2;
    const tail = folded.slice(b.end, b.end + 40);
    const skip = dates && tail.startsWith('.') ? 1 : 0;
    const cut = tail.slice(skip).search(sentenceEnd);
    return (around = folded.slice(from, b.end + (cut < 0 ? tail.length : cut + skip)));
  };
  const doubt = () => CHANGE_DOUBT.test(sentence()) || REFUSED.test(sentence());
  if (f.bareNegGap.test(gap)) return doubt() ? 'doubt' : 'second';
  if (gap.includes('(') || gap.includes('[')) return f.oldInBrackets.test(gap) && !sentence().includes('?') ? 'second' : undefined;
  if (sentenceEnd.test(gap)) {
    // "Booked: Double room\nAllocated: Twin room": labels, one a line.
    return !gap.includes('?') && LABEL_MARK.test(gap) && f.newLabel.test(gap) && f.oldLabel.test(folded.slice(lineStart, a.index)) ? 'first' : undefined;
  }
  if (f.arrowGap.test(gap)) return doubt() ? 'doubt' : 'first';
  // Dates: "from X to Y" is a range unless one date's word is changed ("Arrival moved from the 12th to the 13th").
  if (f.toGap.test(gap) && f.verbs.test(sentence()) && !NO_CHANGE.test(sentence()) && (!dates || (f.fromBefore.test(folded.slice(from, a.index)) && oneField(folded.slice(from, a.index))))) return doubt() ? 'doubt' : 'first';
  if (LABEL_MARK.test(gap) && f.newLabel.test(gap) && f.oldLabel.test(folded.slice(lineStart, a.index)) && !sentence().includes('?')) return 'first';
  // The new value labelled first, the old after it ("Anreise neu: 13.03.2027, alt: 12.03.2027", sixteenth pass).
  if (LABEL_MARK.test(gap) && f.oldLabel.test(gap) && f.newLabel.test(folded.slice(lineStart, a.index)) && !sentence().includes('?')) return 'second';
  return undefined;
}
/** Whether the sentence before a position states a change ("Arrival moved from the 12th to the 13th"), neither offered, asked nor refused. */
function changeBefore(folded: string, index: number, end: number, language: Language | undefined): 'made' | 'doubt' | undefined {
  const lineStart = folded.lastIndexOf('\n', index - 1) + 1;
  let from = Math.max(lineStart, index - 80);
  const head = folded.slice(from, index);
  const stop = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (stop >= 0) from += stop + 2;
  const tail = folded.slice(end, end + 40);
  const cut = tail.search(sentenceEnd);
  const around = folded.slice(from, end + (cut < 0 ? tail.length : cut));
  if (!framesFor(language).verbs.test(folded.slice(from, index)) || NO_CHANGE.test(around)) return undefined;
  return CHANGE_DOUBT.test(around) || REFUSED.test(around) ? 'doubt' : 'made';
}
// A count replaced by another, an arrow between them ("Nights: 3 -> 2", "Adults: 2 → 3", "Rooms: 1 => 2"): the old
// count and its arrow, which the counts' readers must not take.
const REPLACED_COUNT = /(?<![\d./:-])\d{1,2}[ \t]*(?:-{1,2}>|={1,2}>|→|⇒|➔|➜|⟶)[ \t]*(?=\d)/g;
/** The text with each count an arrow replaces blanked, arrow and all (same length). */
// Whether a text holds an arrow's head, for the last text asked (the counts' readers and the room and board reader ask
// it of the same text).
let arrowAsked: [string, boolean] = ['', false];
const hasArrow = (text: string) => (arrowAsked[0] === text ? arrowAsked[1] : (arrowAsked = [text, /[>→⇒➔➜⟶]/.test(text)])[1]);
export function withoutReplacedCounts(text: string): string {
  if (!hasArrow(text)) return text;
  return text.replace(REPLACED_COUNT, (m) => ' '.repeat(m.length));
}
// A value after an arrow that names no room type or board the reader knows ("Room type: Double -> Deluxe").
const ARROW_AFTER = new RegExp(`^[ \\t]*${ARROW}[ \\t]*([^\\n.;,|()]{2,40})`, 'u');
/** After a mention, an arrow and a value that no mention covers: what the hotel changed it to, unmapped. */
function arrowToUnmapped<T>(text: string, mentions: Mention<T>[], kind: RegExp): string | undefined {
  if (!mentions.length || !hasArrow(text)) return undefined;
  for (const m of mentions) {
    const a = ARROW_AFTER.exec(text.slice(m.end, m.end + 60));
    if (!a) continue;
    const start = m.end + a[0].length - a[1].length;
    const value = fold(a[1].trim());
    // "Doble --> OK, confirmada", "Double room -> yes": an answer to the line, no value.
    if (INLINE_ANSWER.test(value) || !kind.test(value)) continue;
    if (!mentions.some((x) => x.index >= start && x.index < start + a[1].length)) return a[1].trim();
  }
  return undefined;
}
const AS_BOOKED = /^(?:as (?:booked|requested|reserved|per (?:your )?(?:booking|request))|per (?:your )?(?:booking|request)|(?:laut|gemass|wie) (?:buchung|gebucht|angefragt|bestellt)|segun (?:lo )?(?:reservado|reserva|solicitado|contratado)|(?:el|lo) (?:contratado|reservado|solicitado)|como (?:esta |foi )?(?:reservado|solicitado|contratado)|conforme (?:reservado|reserva|solicitado|contratado)|comme (?:reserve|demande|prevu)\p{L}*|selon (?:la )?reservation|come (?:prenotato|richiesto|da prenotazione)|da prenotazione|secondo prenotazione)$/u;
const INLINE_ANSWER = /^(?:ok|okay|yes|si|oui|ja|sim|no|non|nein|nao|correct\p{L}*|korrekt|corrett[oa]|cert[oa]|confirm\p{L}*|bestatig\p{L}*|conferm\p{L}*|right|fine|perfect\p{L}*|parfait|perfekt|perfett[oa]|d.accord|va bene|passt|stimmt|exact\p{L}*|igual|idem|same|as booked|wie gebucht|come prenotato|como reservado|comme reserve\p{L}*|inchang\p{L}*|unverandert|invariat[oa]|sin cambios|sem alteracoes)(?![\p{L}])/u;
// What a room type's or a board's value looks like: a room noun, a grade, a view; a meal, a board word.
const ROOMISH = /rooms?|habitaci|chambre|zimmer|camer|quart|suite|studio|apart|deluxe|de luxe|superior|standard|classic|comfort|confort|executive|premium|economy|junior|famil|view|vista|vue|blick|sea|meer|mare|garden|jardin|garten|giardino|jardim|loft|bungalow|king|queen|twin|double|doble|doppi|duplo|single|tripl|individ|einzel|singol|matrimon|casal/;
const BOARDISH = /breakfast|desayuno|dejeuner|fruhstuck|colazione|pequeno|cafe|board|pension|pensao|regimen|meal|half|full|inclusive|incluido|inclus|dinner|cena|diner|abendessen|jantar|lunch|almuerzo|pranzo|almoco|room only|solo|seul|nur|apenas|alojamiento|logement|ubernachtung|pernottamento|alojamento/;
/** Mentions of one fact (room types, boards) with the value a change frame marks as the old one negated. */
function replacedMentions<T>(text: string, mentions: Mention<T>[], language: Language | undefined): Mention<T>[] {
  if (mentions.length < 2 || new Set(mentions.filter((m) => !m.negated).map((m) => m.value)).size < 2) return mentions;
  const folded = fold(text);
  const out = mentions.map((m) => ({ ...m }));
  for (let i = 0; i + 1 < out.length; i++) {
    const [a, b] = [out[i], out[i + 1]];
    if (a.value === b.value || a.negated || b.negated) continue;
    const frame = changeFrame(folded, a, b, language);
    if (frame === 'first') a.negated = true;
    else if (frame === 'second') b.negated = true;
  }
  return out;
}

// A table that sets the booking beside the hotel's reservation (r22): "| Your booking | Our reservation" over "Meal plan |
// Room only | Half board", "| Ihre Buchung | Bei uns", "| Su reserva | Nuestra reserva". Cells are split at tabs and bars.
const OLD_LABEL_WORDS = [...new Set(Object.values(LEXICONS).flatMap((l) => l.replacement.oldLabels))].sort((a, b) => b.length - a.length).join('|');
const NEW_LABEL_WORDS = [...new Set(Object.values(LEXICONS).flatMap((l) => l.replacement.newLabels))].sort((a, b) => b.length - a.length).join('|');
// A column headed as the sender's (the agency's or tour operator's) holds what was booked, beside the hotel's.
const SENDER_COLUMN = 'agency|agence|agencia|agentur|agenzia|agencia de viagens|operadora|operador|voyagiste|tour ?operator|reiseburo|reiseveranstalter|\\bto\\b';
const OLD_CELL = new RegExp(`^(?:(?:the|la|le|die|il|el|a|o)\\s+|l')?(?:(?:your|su|votre|ihre|vostra|sua|vossa)\\s+)?(?:${OLD_LABEL_WORDS}|${SENDER_COLUMN})(?:\\s+\\p{L}+){0,2}\\s*:?$`, 'u');
const NEW_CELL = new RegExp(`^(?:(?:the|la|le|die|il|el|a|o)\\s+)?(?:(?:(?:our|nuestr[ao]|notre|unser\\p{L}*|nostr[ao]|noss[ao]|hotel)\\s+\\p{L}+(?:\\s+\\p{L}+)?)|(?:${NEW_LABEL_WORDS})(?:\\s+\\p{L}+){0,2})\\s*:?$`, 'u');
// Cells end at a tab, a bar or, in a table typed with spaces, a run of two or more spaces.
const CELL_SPLIT = /\t+| \| | {2,}/g;
/** The cells of a line, with where each starts in the line. */
function cellsOf(line: string): { at: number; text: string }[] {
  const out: { at: number; text: string }[] = [];
  let from = 0;
  for (const m of line.matchAll(CELL_SPLIT)) {
    out.push({ at: from, text: line.slice(from, m.index!) });
    from = m.index! + m[0].length;
  }
  out.push({ at: from, text: line.slice(from) });
  return out;
}
/** Mentions in a table's column headed as the booking's ("Your booking"), beside one in the column headed as the hotel's ("Our reservation"): the old value. */
function oldColumnMentions<T>(text: string, mentions: Mention<T>[]): Mention<T>[] {
  if (mentions.length < 2 || !/\t| \| |\S {2,}\S/.test(text)) return mentions;
  const folded = fold(text);
  const cellOf = (m: { index: number }) => {
    const start = folded.lastIndexOf('\n', m.index - 1) + 1;
    const end = folded.indexOf('\n', m.index);
    const line = folded.slice(start, end < 0 ? undefined : end);
    const cells = cellsOf(line);
    if (cells.length < 2) return undefined;
    let col = cells.length - 1;
    while (col > 0 && cells[col].at > m.index - start) col--;
    return { start, cells, col };
  };
  return mentions.map((m) => {
    if (m.negated) return m;
    const here = cellOf(m);
    if (!here) return m;
    // The header: the nearest line above (within three) with as many cells and no digit.
    let at = here.start - 1;
    let header: { at: number; text: string }[] | undefined;
    for (let k = 0; k < 3 && at > 0; k++) {
      const start = folded.lastIndexOf('\n', at - 1) + 1;
      const line = folded.slice(start, at);
      at = start - 1;
      if (!line.trim()) continue;
      const cells = cellsOf(line);
      if (cells.length === here.cells.length && !/\d/.test(line)) header = cells;
      break;
    }
    if (!header || !OLD_CELL.test(header[here.col].text.trim())) return m;
    // Another value of the same kind in the same row, in a column headed as the hotel's.
    const other = mentions.some((x) => {
      if (x === m || x.negated || x.value === m.value || x.index < here.start) return false;
      const c = cellOf(x);
      return c !== undefined && c.start === here.start && c.col !== here.col && NEW_CELL.test(header![c.col].text.trim());
    });
    return other ? { ...m, negated: true } : m;
  });
}

/** A table's header row ("Hab. | Tipo | Régimen | Pax | Tarifa/noche"): its cells are labels, none the value of another. */
function headerRow(folded: string, index: number): boolean {
  const start = folded.lastIndexOf('\n', index) + 1;
  const end = folded.indexOf('\n', index);
  const line = folded.slice(start, end < 0 ? undefined : end);
  return line.split(' | ').length >= 3 && !/\d/.test(line);
}

// A board label with its value, as PMS letters and tables print it: "Board: Breakfast", "Verpflegung | Frühstück",
// "Régimen: Desayuno", "Breakfast: not included". The value is read with the lexicons, else as a meal word alone.
const BOARD_LABEL = /(?<![\p{L}])(?:board(?:\s+(?:basis|type))?|meal\s+plan|meals|regimen(?:\s+alimenticio)?|pension|formule|regime(?:\s+alimentaire|\s+alimentar)?|verpflegung(?:sart)?|trattamento|pensao)\s*(?::|\||–|-)\s*([^\n|;,.()]{2,40})/gu;
const BREAKFAST_LABEL = /(?<![\p{L}])(?:breakfast|desayuno|petit-?dejeuner|fruhstuck|colazione|pequeno[- ]?almoco|cafe da manha)\s*(?::|\||–|-)\s*([^\n|;,.()]{2,30})/gu;
const MEAL_ALONE: [BoardType, RegExp][] = [
  ['BB', /^(?:(?:continental |buffet |english )?breakfast|desayuno|petit-?dejeuner|fruhstuck|(?:prima )?colazione|pequeno[- ]?almoco|cafe da manha)(?: (?:incl\p{L}*|inkl\p{L}*|compris|compreso|buffet))?$/u],
  ['RO', /^(?:none|no|nothing|no meals|sin|ninguno|sans|aucun|ohne|keine|nessuno|senza|sem|nenhum)$/u],
  // The meal plans' codes after a board label ("Meal plan: CP", "Regime: PA", "Board: Continental", "B/B"): EP room
  // only, CP continental (breakfast), MAP modified American (half board), AP American (full board); "PA" pequeno-almoço
  // (fifteenth pass). Only after the label: alone in running text "CP" is as often a postal code.
  // "Régimen: HD" (habitación y desayuno, seventeenth pass).
  ['BB', /^(?:continental|cp|pa|b\/b|cb|cbf|ebf|hd)$/u],
  ['RO', /^ep$/u],
  ['HB', /^map$/u],
  ['FB', /^f?ap$/u],
];
// "Frühstücksbuffet inklusive", "Continental breakfast included", "Desayuno buffet": breakfast and no other meal, not refused.
const BREAKFAST_ONLY = /(?:breakfast|desayuno|petit[- ]?dejeuner|fruhstuck|colazione|pequeno[- ]?almoco|cafe da manha)/u;
const MEAL_OTHER = /(?:dinner|lunch|cena|almuerzo|comida|diner|(?<!petit[- ]?)dejeuner(?!\s*inclu)|abendessen|mittagessen|pranzo|jantar|almoco(?!\s*inclu)|\bnot?\b|\bsin\b|\bsans\b|\bohne\b|\bsenza\b|\bsem\b|nicht|\bnon\b|\bnao\b|excl)/u;
const INCLUDED = /^(?:yes|si|oui|ja|sim|incl\p{L}*|inkl\p{L}*|compris|enthalten|inbegriffen|compreso|inclus[ao]?)$/u;
const NOT_INCLUDED = /^(?:no|non|nein|nao|not included|no incluido|non inclus|nicht (?:inklusive|inbegriffen|enthalten)|non incluso|nao incluido|excluded?|excluido)$/u;

const MEAL_WORD = '(breakfast|fruhstuck|petit-?dejeuner|desayuno|colazione|pequeno[- ]?almoco|cafe da manha)';
const MEAL_BEFORE_NEGATION = new RegExp(`(?<![\\p{L}-])${MEAL_WORD}(?:\\s+(?:only|seulement|nur|solo|soltanto|apenas))?\\s+(?:instead of|rather than|in place of|statt|anstatt|anstelle|au lieu d\\S*|a la place d\\S*|plutot qu\\S*|en lugar d\\S*|en vez d\\S*|invece d\\S*|anziche|al posto d\\S*|em vez d\\S*|em lugar d\\S*)(?:\\s+\\S+){0,2}\\s*$`, 'u');
const MEAL_AFTER_NEGATED = new RegExp(`^\\s*[,:;]?\\s*(?:(?:only|seulement|nur|solo|soltanto|apenas|uniquement)\\s+)?${MEAL_WORD}(?![\\p{L}-])`, 'u');
/** The board a meal word alone names ("Breakfast", "Frühstück", "none"), or undefined. */
const mealBoard = (v: string): BoardType | undefined => MEAL_ALONE.find(([, re]) => re.test(v.trim()))?.[0] ?? (BREAKFAST_ONLY.test(v) && !MEAL_OTHER.test(v) ? 'BB' : undefined);
// Another column's label, where a board's value would stand.
const OTHER_LABEL = /^(?:adult\p{L}*|erwachsene|adulti|personen|persone|pessoas|personas|persons|people|guests?|gaste|ospiti|huespedes|hospedes|pax|nights?|nachte|notti|noites|noches|nuits|room(?: type)?|zimmer(?:typ|art|kategorie)?|camera|quarto|habitacion|chambre|arrival|anreise|arrivo|chegada|llegada|arrivee|departure|abreise|partenza|partida|salida|depart|children|kinder|bambini|criancas|ninos|enfants|occupancy|belegung|price|preis|prezzo|preco|precio|prix|rate|tarif\p{L}*)$/u;
const lineEndOf = (folded: string, at: number) => {
  const end = folded.indexOf('\n', at);
  return end < 0 ? folded.length : end;
};
/** Boards stated after a label, beyond those the lexicons found in running text; a value it cannot map goes to review, named. */
function labelledBoards(text: string, folded: string, found: Mention<BoardType>[], bookingId: string, out: Out): Mention<BoardType>[] {
  const more: Mention<BoardType>[] = [];
  const at = (re: RegExp, map: (v: string) => BoardType | undefined | null) => {
    re.lastIndex = 0;
    for (const m of matchesOf(re, folded)) {
      const start = m.index! + m[0].length - m[1].length;
      const end = start + m[1].trimEnd().length;
      if (found.some((b) => b.index < end && b.end > m.index!)) continue;
      if (headerRow(folded, m.index!)) continue;
      // "Pension: oui petit déjeuner", "Régimen: sí, desayuno": the yes answers the line, the words after it are the board.
      const value = m[1].trim().replace(/^(?:yes|si|sim|oui|ja|ok)[,.:;!]?\s+(?=\p{L})/u, '');
      // "Régimen: Bed and Breakfast --> OK, DESAYUNO INCLUIDO": a yes or an OK answers the line, it names no board.
      if (/^(?:no|non|nein|nao|yes|si|sim|oui|ja|ok)$/.test(value)) continue;
      // "Trattamento | Adulti" over "Colazione | 2": a header row of two labels; the value is on the line below (stop 16).
      if (OTHER_LABEL.test(value)) continue;
      // "Board: as booked", "Verpflegung: laut Buchung", "Régimen: según reserva": the booked board, said (seventeenth pass).
      if (AS_BOOKED.test(value)) {
        out.facts.push({ bookingId, field: 'boardType', value: 'as booked', words: text.slice(start, end).trim(), matches: true });
        continue;
      }
      const board = map(value);
      if (board === null) continue;
      if (board) more.push({ value: board, index: start, end, words: text.slice(m.index!, end), negated: false });
      // "Chambre / formule: Double standard, LS" (a column headed for the room and the board): the board is named further
      // on the line; the words before it are the room's (stop 18).
      else if (found.some((b) => !b.negated && b.index >= end && b.index < lineEndOf(folded, start))) continue;
      else {
        out.review.push({ bookingId, why: `the hotel's board "${text.slice(start, end).trim()}" is not one the reader can map`, candidates: [text.slice(start, end).trim()] });
        out.facts.push({ bookingId, field: 'boardType', value: 'unknown', words: text.slice(start, end).trim() });
      }
    }
  };
  at(BOARD_LABEL, (v) => MEAL_ALONE.find(([, re]) => re.test(v))?.[0] ?? (BREAKFAST_ONLY.test(v) && !MEAL_OTHER.test(v) ? 'BB' : undefined));
  // "Breakfast: included" is BB, "Breakfast: not included" RO; anything else about breakfast is not a board.
  at(BREAKFAST_LABEL, (v) => (INCLUDED.test(v) ? 'BB' : NOT_INCLUDED.test(v) ? 'RO' : null));
  return more;
}

function compareMentions<T extends string>(
  what: 'room type' | 'board', field: 'roomType' | 'boardType', mentions: Mention<T>[], bookedCodes: string[], mapBooked: (c: string) => T | undefined, bookingId: string, out: Out, forOne = true,
): string | undefined {
  const stated = mentions.filter((m) => !m.negated);
  if (!stated.length) {
    // "the double room is not available", "no nos queda doble" and nothing else named: the hotel says it does not have
    // what was booked. A person weighs it; it is never a confirmation.
    // A bed refused ("não podemos garantir a cama de casal") is a special request's, not the room's.
    const denied = mentions.find((m) => bookedCodes.some((c) => mapBooked(c) === m.value) && !/bed|cama|(?<![\p{L}])lits?(?![\p{L}])|bett|lett[oi]/u.test(fold(m.words)));
    if (denied) {
      out.review.push({ bookingId, why: `the hotel says it does not have the booked ${what}: "${denied.words}"`, candidates: [denied.words] });
      out.facts.push({ bookingId, field, value: denied.value, words: denied.words, booked: bookedCodes.join(', '), matches: false });
    }
    return undefined;
  }
  const words = [...new Set(stated.map((m) => m.words))];
  const bookedValues = bookedCodes.map(mapBooked);
  const unmapped = bookedCodes.filter((_, i) => !bookedValues[i]);
  if (!bookedCodes.length) {
    for (const m of stated) out.facts.push({ bookingId, field, value: m.value, words: m.words });
    return undefined;
  }
  if (unmapped.length) {
    out.review.push({ bookingId, why: `the booked ${what} "${unmapped[0]}" is not one the reader can map, so the hotel's "${words[0]}" cannot be compared`, candidates: [...unmapped, ...words] });
    return undefined;
  }
  const booked = new Set(bookedValues as T[]);
  // A double for single use is a double room (the count of guests says the rest), and the other way round.
  // Not where every double booked is for two or more: "DUI", "DZ zur Einzelnutzung" holds one guest (seventeenth pass).
  if (booked.has('double' as T) && forOne) booked.add('double-for-single-use' as T);
  if (booked.has('double-for-single-use' as T)) booked.add('double' as T);
  // A junior suite is a suite: a desk calls it "the suite" ("die Suite „Hinterhof“"); a suite booked and a junior suite
  // given stays a difference.
  if (booked.has('junior-suite' as T)) booked.add('suite' as T);
  const values = [...new Set(stated.map((m) => m.value))];
  for (const m of stated) out.facts.push({ bookingId, field, value: m.value, words: m.words, booked: bookedCodes.join(', '), matches: booked.has(m.value) });
  if (values.every((v) => booked.has(v))) return undefined;
  if (values.length === 1) return stated.find((m) => m.value === values[0])!.words;
  out.review.push({ bookingId, why: `the reply names more than one ${what}`, candidates: words });
  return undefined;
}

const REPLACED = /^[^.;!?\n]{0,30}(?:replaced (?:by|with)|changed (?:to|into|for)|upgraded to|downgraded to|sustituid[ao]s? por|cambiad[ao]s? (?:a|por)|remplacee?s? par|changee?s? (?:en|pour|contre)|surclassee?s? en|ersetzt (?:durch|mit)|(?:wurde|wird|ist) (?:durch|gegen)|geandert (?:in|auf)|umgebucht (?:in|auf)|sostituit[ao] (?:da|con)|cambiat[ao] (?:in|con)|substituid[ao]s? por|alterad[ao]s? para|trocad[ao]s? (?:por|para))[^.;!?\n]{0,20}$/u;
const TWIN_AFTER_DOUBLE = /^[ \t]*(?:rooms?|habitaci\p{L}*|quartos?|camer[ae]|chambres?|zimmer)?[ \t]*(?:with|com|con|avec|mit|\()[ \t]*(?:(?:\d|two|dos|duas|deux|zwei|due)[ \t]+)?$/u;
/** The words of the clause before a position (from the last ".", ",", ";", ":" or line break), at most 50 characters. */
const CLAUSE_ENDS = [...'.,;:!?\n'];
const clauseBefore = (text: string, index: number) => {
  const head = text.slice(Math.max(0, index - 50), index);
  let cut = -1;
  for (const c of CLAUSE_ENDS) cut = Math.max(cut, head.lastIndexOf(c));
  return head.slice(cut + 1);
};
/** The clause a mention stands in: from the last ".", ",", ";", ":", "(", ")" before it to the next after it (60 characters each way). */
const CLAUSE_MARKS = '.,;:!?\n()–';
const clauseAround = (text: string, index: number, end: number) => {
  const head = text.slice(Math.max(0, index - 60), index);
  let cut = -1;
  for (let i = head.length - 1; i >= 0 && cut < 0; i--) if (CLAUSE_MARKS.includes(head[i])) cut = i;
  const tail = text.slice(end, end + 90);
  const stop = tail.search(/[.,;:!?\n()–]/);
  return head.slice(cut + 1) + text.slice(index, end) + (stop < 0 ? tail : tail.slice(0, stop));
};
// The room type is gone for those dates ("no nos queda doble de matrimonio", "la matrimoniale non è disponibile", "DZ
// sind an dem WE alle weg", "the double is no longer available", "plus de chambre double disponible", "não temos mais
// quartos duplos"): in its clause, what the hotel does not have.
const UNAVAILABLE_HINT = /previst|prevu|prévu|vorgesehen|offer|provide|availab|sold out|left|longer|ya no|qued|disponi|agotad|reste|plus|puis|weg|ausgebucht|vergeben|verf|frei|mehr|esaurit|rest|più|piu|mais|já não|ja nao|esgotad|indispon|occup|ocup|belegt|taken/i;
const UNAVAILABLE = /(?<![\p{L}])(?:no longer (?:have|offer|serve|provide)|(?:is|are) not (?:offered|provided)|we do not (?:offer|provide)|non (?:e |sono )?(?:previst[oaei])|no (?:esta|estan|es) previst[oa]s?|no (?:ofrecemos|disponemos de)|n.est pas prevue?|ne sont pas prevue?s|(?:ist|sind) (?:bei uns |hier )?nicht vorgesehen|bieten (?:wir )?(?:\p{L}+ )?nicht an|nao (?:esta|estao|e) previst[oa]s?|nao (?:oferecemos|dispomos de)|non (?:offriamo|disponiamo di)|ya no (?:tenemos|ofrecemos|disponemos de|servimos)|n.avons plus|ne (?:proposons|servons|faisons) plus|(?:haben|bieten) (?:\p{L}+ ){0,2}(?:keine?n? |nicht )mehr|non (?:abbiamo|offriamo|serviamo) piu|ja nao (?:temos|oferecemos|servimos)|not available|unavailable|no longer available|sold out|none left|no \p{L}+ left|no (?:nos )?quedan?|no (?:esta|estan|hay) disponibles?|agotad[oa]s?|no disponemos de|(?:n.est|ne sont) (?:plus )?(?:pas )?disponibles?|plus de (?:\p{L}+ ){0,3}disponibles?|indisponibles?|il ne (?:nous )?reste (?:plus|pas)|epuisee?s?|(?:sind|ist) (?:\p{L}+ ){0,7}(?:weg|ausgebucht|vergeben|belegt)|(?:komplett|vollstandig|ganzlich|restlos|leider) (?:\p{L}+ ){0,2}(?:weg|ausgebucht|vergeben|belegt)|(?:is|are) (?:\p{L}+ ){0,3}(?:taken|occupied|fully booked)|(?:esta|estan) (?:\p{L}+ ){0,3}ocupad[ao]s?|(?:est|sont) (?:\p{L}+ ){0,3}(?:occupee?s?|prises?)|(?:e|sono) (?:\p{L}+ ){0,3}occupat[ae]|(?:esta|estao) (?:\p{L}+ ){0,3}ocupad[oa]s?|nicht (?:mehr )?(?:verfugbar|frei)|keine? (?:\p{L}+ ){0,3}mehr (?:frei|verfugbar)|non (?:e.? |sono )?(?:piu )?disponibil[ei]|esaurit[ea]|non (?:ci )?(?:resta|restano)|non abbiamo piu|nao (?:ha|temos) mais|nao (?:esta|estao) disponive(?:l|is)|esgotad[oa]s?|indisponive(?:l|is))(?![\p{L}])/u;
const UNAVAILABLE_ALL = new RegExp(UNAVAILABLE.source, 'gu');
// Not possible, in the six languages (r22: a board refused by the house's rule).
const NOT_POSSIBLE_HINT = /posib|possib|possiv|moglich/;
const NOT_POSSIBLE = /(?<![\p{L}])(?:(?:is|are|be) not possible|(?:isn.t|aren.t) possible|impossible|no (?:es|sera|seria) posible|(?:n.est|ne sont|ne sera) pas possibles?|nicht (?:mehr )?moglich|unmoglich|non (?:e |sara |sono )?possibil[ei]|impossibil[ei]|nao (?:e |sera |sao )?possive(?:l|is)|impossive(?:l|is))(?![\p{L}])/u;
const BED_WORD = /(?<![\p{L}])(?:beds?|camas?|lits?|betten?|bett|letti|letto)(?![\p{L}])/u;
const BED_BEFORE = /(?<![\p{L}])(?:beds?|camas?|lits?|betten?|bett|letti|letto)[ \t]+(?:(?:de|di|a|à|da|do)[ \t]+)?$/u;
/**
 * Whether the clause of a room mention says it is gone: after it ("la matrimoniale quei giorni è occupata", "die DZ ...
 * sind komplett weg"), or just before it ("no nos quedan dobles", "plus de chambre double"). Not a room named after
 * the words that say another one is gone ("la matrimoniale è occupata e abbiamo dato la camera twin").
 */
function goneAt(text: string, index: number, end: number): boolean {
  const clause = clauseAround(text, index, end);
  const at = clause.indexOf(text.slice(index, end));
  if (at < 0) return UNAVAILABLE.test(fold(clause));
  if (UNAVAILABLE.test(fold(clause.slice(at)))) return true;
  const head = fold(clause.slice(0, at + end - index));
  // Right before it, nothing but a few words and no "and", "but" between ("no nos quedan dobles", "plus de chambre double").
  return matchesOf(UNAVAILABLE_ALL, head).some((m) => {
    const gap = head.slice(m.index! + m[0].length, at);
    return gap.trim().split(/\s+/).filter(Boolean).length <= 3 && !/(?<![\p{L}])(?:e|y|and|et|und|ma|but|pero|mais|aber|mas|so|quindi|also|donc|daher|portanto)(?![\p{L}])/u.test(gap);
  });
}
const UPGRADE_WORD = /(?<![\p{L}])(?:upgrad\p{L}*|surclass\p{L}*|mejora\p{L}*|ascenso|aufwertung|hochstufung|miglioramento|melhoria)(?![\p{L}])/u;
const AT_A_PRICE = /\d+(?:[.,]\d+)? ?(?:€|eur|euros?|£|gbp|chf)(?![\p{L}])|(?:€|£) ?\d|(?<![\p{L}])(?:supplement|suplemento|supplemento|aufpreis|zuschlag|aufschlag)(?![\p{L}])/u;
/** Whether a sentence (folded) offers an upgrade at a price ("An upgrade to our Calton Suite for a supplement of £85 per night"). */
// Every word of UPGRADE_WORD holds one of these: the cheap test first.
const UPGRADE_STEMS = ['upgrad', 'surclass', 'mejora', 'ascenso', 'aufwertung', 'hochstufung', 'miglioramento', 'melhoria'];
const UPGRADE_HINT = { test: (s: string) => UPGRADE_STEMS.some((w) => s.includes(w)) };
// An upgrade offered with no price (seventeenth pass): "we would be delighted to upgrade you to a junior suite on arrival,
// subject to availability", "estaremos encantados de mejorarles a una junior suite si hay disponibilidad", "nous serons
// ravis de vous surclasser", "gerne bieten wir Ihnen ein Upgrade an", "saremo lieti di offrirvi un upgrade", "teremos todo
// o gosto em oferecer um upgrade". An offer states no room of the booking; "you have been upgraded" does (UPGRADE_DONE).
const UPGRADE_OFFER = /(?<![\p{L}])(?:(?:will|would|shall) be (?:happy|glad|delighted|pleased) to|(?:happy|glad|delighted|pleased) to offer|(?:can|could|may|might) (?:\p{L}+ ){0,2}upgrad\p{L}*|offer\p{L}* (?:you |them |the guests? )?(?:an? )?(?:\p{L}+ )?upgrade|subject to availability|if available|upon availability|on request|encantad[oa]s de|podemos|podriamos|ofrecer\p{L}*|(?:si hay|sujet[oa] a|segun|bajo) disponibilidad|ravi(?:e|s|es)? de|pouvons|pourrions|propos\p{L}*|(?:selon|sous reserve de) (?:la )?disponibilite|gerne?|konnen|konnten|an(?:zu)?bieten|bieten|(?:je )?nach verfugbarkeit|liet[io]|felici di|possiamo|potremmo|offr\p{L}*|(?:secondo|in base alla|salvo) disponibilita|gosto em|podemos|poderiamos|oferecer|propor|(?:sujeito a|mediante|conforme) (?:a )?disponibilidade)(?![\p{L}])/u;
const UPGRADE_DONE = /(?<![\p{L}])(?:(?:have|has) (?:been )?upgraded|we upgraded|(?:is|are) upgraded|upgraded you|hemos mejorado|(?:ha|han) sido mejorad\p{L}*|avons surclasse|(?:a|ont) ete surclasse\p{L}*|haben (?:\p{L}+ ){0,4}(?:upgegradet|hochgestuft|gegeben)|wurde\p{L}* (?:\p{L}+ ){0,4}(?:upgegradet|hochgestuft)|abbiamo (?:\p{L}+ ){0,3}(?:effettuato|fatto|dato|riservato)|(?:e|sono) stat[aeio] (?:\p{L}+ ){0,2}(?:upgrad\p{L}*|migliorat\p{L}*)|fizemos|foi (?:\p{L}+ ){0,2}(?:upgrad\p{L}*|melhorad\p{L}*))(?![\p{L}])/u;
// An offer with no price is one only where nothing else is said beside it: no condition, contrast or negation once its
// availability clause is set aside ("we would be delighted to upgrade you to a junior suite, as the double is not
// available" says the double is gone; "... if you arrive before 18:00" sets a condition).
const AVAILABILITY = /(?<![\p{L}])(?:subject to availability|if available|upon availability|(?:si hay|sujet[oa] a|segun|bajo) disponibilidad|(?:selon|sous reserve de) (?:la )?disponibilite|(?:je )?nach verfugbarkeit|(?:secondo|in base alla|salvo) disponibilita|(?:sujeito a|mediante|conforme) (?:a )?disponibilidade)(?![\p{L}])/gu;
const OFFER_TRAP = /(?<![\p{L}])(?:if|unless|otherwise|but|however|not|no|only|instead|si|salvo|excepto|pero|sin embargo|solo|solamente|en lugar|sauf|sinon|mais|ne|pas|seulement|au lieu|wenn|falls|sofern|sonst|aber|jedoch|nicht|kein\p{L}*|nur|statt|anstatt|se|tranne|altrimenti|ma|invece|non|soltanto|senao|mas|porem|nao|apenas|em vez)(?![\p{L}])/u;
const offerAlone = (folded: string) => UPGRADE_OFFER.test(folded) && !UPGRADE_DONE.test(folded) && !OFFER_TRAP.test(folded.replace(AVAILABILITY, ' '));
export const upgradeOffered = (folded: string) => UPGRADE_HINT.test(folded) && UPGRADE_WORD.test(folded) && (AT_A_PRICE.test(folded) || offerAlone(folded));
// A board offered for more ("half board is possible for a supplement of 25 EUR", "Halbpension gegen Aufpreis von 25 EUR
// möglich", "meia pensão disponível por mais 20 EUR"): a price and a word of offer in the board's clause.
const RATE_WORD = /(?<![\p{L}])(?:rate|tarifa|tarif|tariffa|preis|rates|tarifas|tarifs|tariffe)(?![\p{L}])/u;
const RATE_LINE = /^[ \t]*(?:rate|rate (?:code|plan|name|type)|tarifa|tarif|tariffa|tarif\p{L}*|codigo de tarifa|code tarif\p{L}*|codice tariffa|ratencode|rateplan)[ \t]*(?::|\||–|-)/u;
const BOARD_OFFER_WORD = /(?<![\p{L}])(?:possible|posible|possibile|possivel|moglich|available|disponible|disponibile|disponivel|verfugbar|\p{L}*buchbar|dazu\p{L}*|supplements?|suplementos?|supplementi|supplemento|aufpreis|zuschlag|aufschlag|extra|optional|opcional|optionnel\p{L}*|opzionale|can|may|puede|podra|peut|pourra|kann|puo|pode|on request|auf anfrage|sur demande|bajo peticion|a peticion|su richiesta|a pedido|sob pedido|mais|more|plus|mehr|piu)(?![\p{L}])/u;
// "Half board would have to be booked separately", "die Halbpension müsste separat gebucht werden": booked apart, not held.
const BOOKED_APART = /(?<![\p{L}])(?:(?:separately|separat|aparte|por separado|separement|a parte|separadamente|extra) (?:\p{L}+ ){0,2}(?:book\p{L}*|gebucht|buchen|buchbar|reserv\p{L}*|contrat\p{L}*|prenot\p{L}*)|(?:book\p{L}*|gebucht|buchen|reserv\p{L}*|contrat\p{L}*|prenot\p{L}*) (?:\p{L}+ ){0,2}(?:separately|separat|aparte|por separado|separement|a parte|separadamente))(?![\p{L}])/u;
// "Dinner is not included", "la cena no está incluida", "Abendessen ist nicht im Preis enthalten": the hotel holds no
// dinner, so neither half nor full board (seventeenth pass).
const DINNER_NOT_INCLUDED = /(?<![\p{L}])(?:dinners?|evening meals?|cenas?|diners?|abendessen|jantar(?:es)?)(?![\p{L}])[^.!?\n]{0,25}?(?<![\p{L}])(?:not|no|non|nicht|nao|pas|kein\p{L}*)(?![\p{L}])[^.!?\n]{0,30}?(?<![\p{L}])(?:included|incluid[ao]s?|inclus[ae]?s?|inbegriffen|enthalten|inkludiert|inklusive|dabei|part of)(?![\p{L}])/gu;
const boardOffered = (clause: string) => BOOKED_APART.test(clause) || AT_A_PRICE.test(clause) && BOARD_OFFER_WORD.test(clause) && !/(?<![\p{L}])(?:incl\p{L}*|inkl\p{L}*|compris|enthalten|inbegriffen|compreso|inclus[ao]?)(?![\p{L}])/u.test(clause);
/** A room named where an upgrade is offered at a price (`folded`: the text folded). */
const offeredUpgrade = (folded: string, m: { index: number }) => upgradeOffered(sentenceAt(folded, m.index));
/**
 * The text with each sentence that offers an upgrade at a price blanked (same length): its "subject to availability" is
 * the offer's condition, not the booking's.
 */
export function withoutUpgradeOffers(text: string): string {
  const folded = fold(text);
  if (!UPGRADE_HINT.test(folded) || !UPGRADE_WORD.test(folded)) return text;
  return blankUpgradeOffers(text, folded);
}
function blankUpgradeOffers(text: string, folded: string): string {
  let out = text;
  for (const m of matchesOf(/[^.!?\n]+[.!?]?/g, folded)) if (upgradeOffered(m[0])) out = out.slice(0, m.index!) + ' '.repeat(m[0].length) + out.slice(m.index! + m[0].length);
  return out;
}
const PROPERTY_KIND = /^(?:apartments|apartamentos|appartements|appartamenti|studios|suites|lofts)$/u;
/** "we are only apartments", "Vicoletto Suites": the kind of house, in the plural with no count before it. */
const propertyKind = (folded: string, m: { index: number; end: number }) => PROPERTY_KIND.test(folded.slice(m.index, m.end)) && !/(?<![\p{L}])(?:\d+|two|three|four|dos|tres|cuatro|deux|trois|quatre|zwei|drei|vier|due|tre|quattro|dois|duas|quatro)[ \t]+(?:\p{L}+[ \t]+)?$/u.test(folded.slice(Math.max(0, m.index - 24), m.index));
// A number right after a room word names the unit ("suite 2", "studio 2B", "Zimmer Nr. 12"), not a count of anything.
const UNIT_AFTER = /^[ \t]*(?:n[º°o]\.?[ \t]*|nr\.?[ \t]*|#[ \t]*)?\d{1,4}[a-z]?(?![\p{L}\p{N}.,:/-])(?![ \t]*(?:x|\+|adults?|pax|pers\p{L}*|guests?|people|gaste|erw\p{L}*|adult\p{L}*|nights?|noch\p{L}*|nuit\p{L}*|nacht|nachte|nott\p{L}*|noit\p{L}*|ospiti|hospedes|huespedes|camas?|beds?|letti|lits?|betten|€|eur|£|cm|mm|m2|m²|mq|qm|sqm|sq|ft|m(?![\p{L}])|metr\p{L}*|meter))/u;
// Or, where the guests stay ("in the", "na", "dans la", "in der"), a proper name after it in quotes or hyphenated ("na
// suite Bem-te-vi (quarto 5)", "dans la suite « Lavande »", "nella suite \"Nebbiolo\""): a family house names its rooms
// (r23). Not a type word, a label or a grade.
const NAMED_AFTER = /^[ \t]*(?:[«"“„‘'][ \t]*\p{Lu}[\p{L}' -]{1,30}?[ \t]*[»"”“’']|\p{Lu}\p{Ll}+(?:-\p{L}+)+)/u;
// Where the guests stay: "in the", "na", "nella", "dans la", "in der", "en la" right before the room word.
const STAY_IN_BEFORE = /(?<![\p{L}])(?:in (?:the|our)|na|no|nella|nel|dans (?:la|le|notre)|in der|in unserer|im|en (?:la|el|nuestra)|alla|all.)[ \t]+$/u;
const NOT_A_NAME = /^[ \t]*(?:[«"“'‘][ \t]*)?(?:standard|superior|deluxe|de luxe|luxo|lujo|lusso|classic\p{L}*|clasic\p{L}*|comfort|confort\p{L}*|executive|executiva|premium|junior|senior|family|familiar|familia|famiglia|familiale|familien\p{L}*|double|doble|doppia|duplo|doppel\p{L}*|twin|single|triple|king|queen|casal|matrimonial\p{L}*|individual|sencilla|singola|tripla|triplo|room|zimmer|camera|quarto|chambre|habitacion|with|mit|con|com|avec|sea|mar|mer|meer|vista|vue|view|garden|jardin|giardino|jardim|balcon\p{L}*|balkon|terra\p{L}*|premier|presidential|presidencial)(?![\p{L}])/iu;
let unitText = '';
// Never in a sentence that changes or upgrades the room ("upgraded to the Suite Royale"): that is the hotel's room.
const UNIT_CHANGED = /upgrad|surclass|aufgewertet|aufwertung|mejor|miglior|melhor|chang|cambi|wechsel|umgebucht|modif|alter|instead|statt|lugar|au lieu|invece|em vez|replac|remplac|sostitu|substitu|ersetz|move|deplac|sposta|traslad|transfer/;
const unitName = (folded: string, m: { index: number; end: number }) => UNIT_AFTER.test(folded.slice(m.end, m.end + 30)) || (unitText.length === folded.length && STAY_IN_BEFORE.test(folded.slice(Math.max(0, m.index - 20), m.index)) && NAMED_AFTER.test(unitText.slice(m.end, m.end + 40)) && !NOT_A_NAME.test(fold(unitText.slice(m.end, m.end + 30))) && !UNIT_CHANGED.test(sentenceAt(folded, m.index)));
// Rooms of the house beside the one stated (seventeenth pass): the hotel's other kinds ("we also have family rooms",
// "disponiamo anche di camere triple", "unsere Suiten befinden sich im 3. Stock"), a bedding or a use on request
// ("twin on request", "camas separadas mediante pedido", "auch als Einzelzimmer buchbar"), a room at a supplement
// ("Supplément chambre single : 30 €"). Each is set aside only while another room stays named.
const ALSO_HAVE = /(?<![\p{L}])(?:(?:we )?(?:also|too) (?:have|offer)|disponiamo anche|abbiamo anche|offriamo anche|(?:haben|bieten|verfugen) (?:wir )?(?:auch|ebenfalls)|(?:disponemos|tenemos|ofrecemos) (?:tambien|ademas)|tambien (?:disponemos|tenemos|ofrecemos)|(?:avons|proposons|disposons) (?:aussi|egalement)|(?:temos|dispomos|oferecemos) (?:tambem|ainda)|tambem (?:temos|dispomos))(?![\p{L}])/u;
const HOUSE_OWN = /(?<![\p{L}])(?:our|nuestr[ao]s|unsere[nm]?|(?:i|le) nostr[ei]|(?:os|as) noss[oa]s)[ \t]+(?:\p{L}+[ \t]+)?$/u;
const ON_REQUEST = /(?<![\p{L}])(?:on request|upon request|if (?:preferred|requested|you prefer)|sur (?:simple )?demande|a la demande|bajo peticion|a peticion|previa peticion|si lo (?:prefieren|desean)|su richiesta|a richiesta|auf (?:anfrage|wunsch)|mediante pedido|a pedido|sob pedido|sob consulta|\p{L}*buchbar|bookable|possibilit\p{L}*|possibilidade)(?![\p{L}])/u;
const SUPPLEMENT = /(?<![\p{L}])(?:supplements?|suplementos?|supplemento|aufpreis|zuschlag|aufschlag|extra charge|additional charge)(?![\p{L}])/u;
const houseRoom = (folded: string, m: { index: number; end: number }) => {
  const sentence = sentenceAt(folded, m.index);
  const at = folded.lastIndexOf(sentence, m.index);
  const also = ALSO_HAVE.exec(sentence);
  if (also && at >= 0 && at + also.index < m.index) return true;
  return HOUSE_OWN.test(folded.slice(Math.max(0, m.index - 30), m.index)) && /(?:s|en|i|e)$/u.test(folded.slice(m.index, m.end));
};
// "ein Doppelzimmer ist noch verfügbar (Aufpreis EUR 45,- pro Nacht)": the price in brackets right after the clause (r22).
const BRACKET_AFTER = /^[^.;:!?\n()]{0,80}\(([^()\n]{1,60})\)/u;
const NO_SUPPLEMENT = /(?<![\p{L}])(?:no|without|free|ohne|kein\p{L}*|sin|sans|aucun|senza|nessun|sem|gratis|gratuit\p{L}*|kostenlos)[ \t]+(?:\p{L}+[ \t]+)?(?:supplements?|suplementos?|supplemento|aufpreis|zuschlag|aufschlag|extra charge|additional charge)/u;
// "if the guests need two separate beds ... if a twin frees up", "falls Herr Haas doch zu zweit anreist", "si la cliente
// préfère la suite", "se preferite la doppia", "caso prefiram o quarto duplo": a room named in a clause under "if" is
// an offer's, not the hotel's (r22). Only the unambiguous "if" words (Italian and Portuguese "se", French and Spanish "si"
// before a subject or a verb of wishing).
const IF_CLAUSE = /(?<![\p{L}])(?:if|unless|should (?:the|your|you)|wenn|falls|sofern|caso|qualora|(?:si|se) (?:la|le|les|el|los|las|il|i|gli|o|a|os|as|vous|usted|ustedes|voi|lei|preferi\p{L}*|prefer\p{L}*|desea\p{L}*|desidera\p{L}*|desejar\p{L}*|souhait\p{L}*|quier\p{L}*|quiser\p{L}*|vole\p{L}*|necesit\p{L}*|necessit\p{L}*|precis\p{L}*|avez|ont|hay))(?![\p{L}])/u;
const IF_ALL = new RegExp(IF_CLAUSE.source, 'gu');
const underIf = (folded: string, m: { index: number }) => {
  let head = folded.slice(Math.max(0, m.index - 120), m.index);
  const stop = Math.max(head.lastIndexOf('.'), head.lastIndexOf(';'), head.lastIndexOf('\n'), head.lastIndexOf('!'), head.lastIndexOf('?'), head.lastIndexOf(':'));
  if (stop >= 0) head = head.slice(stop + 1);
  // "If you need anything, the twin is ready": a comma after the "if" closes its clause.
  const at = matchesOf(IF_ALL, head).pop();
  return at !== undefined && !head.slice(at.index!).includes(',');
};
const onRequest = (folded: string, m: { index: number; end: number }) => {
  const clause = clauseAround(folded, m.index, m.end);
  if (ON_REQUEST.test(clause) || (SUPPLEMENT.test(clause) && !NO_SUPPLEMENT.test(clause))) return true;
  const bracket = BRACKET_AFTER.exec(folded.slice(m.end, m.end + 150));
  if (bracket && SUPPLEMENT.test(bracket[1]) && !NO_SUPPLEMENT.test(bracket[1])) return true;
  return IF_HINT.test(folded) && underIf(folded, m);
};
const IF_HINT = /(?<![\p{L}])(?:if|unless|should|wenn|falls|sofern|caso|qualora|si|se)(?![\p{L}])/u;
const ASIDES = [offeredUpgrade, propertyKind, unitName, onRequest, houseRoom];
// "we could not give the double", "no pudimos darles la doble", "wir konnten das Doppelzimmer nicht ...": a room refused.
const COULD_NOT = /(?<![\p{L}])(?:could not|couldn.t|were not able to|no pudimos|no ha sido posible|nous n.avons pas pu|wir konnten|non abbiamo potuto|nao foi possivel|nao conseguimos)(?![\p{L}])/u;
const HOLDS_DOUBLE_BED = new Set<string>(['family', 'suite', 'junior-suite', 'studio', 'apartment', 'triple', 'quadruple']);
const BED_IN = /bett|(?<![\p{L}])(?:lits?|camas?|letto|letti|beds?)(?![\p{L}])/u;
// A bed's size alone ("Junior Suite King (JSK)", "Suite Queen"), and what may stand between a room and the bed it holds
// besides "with" (seventeenth pass): the room's own name in quotes, an opening bracket, a dash, a comma, a count
// ('Familienzimmer "Obstgarten" (Doppelbett + Schlafnische)', "Junior Suite - 1 King").
const HAS_BEDROOMS = new Set<string>(['apartment', 'suite', 'junior-suite', 'family', 'studio']);
// Between two beds offered as a choice: "or" in six languages, a slash, a count ("1 double bed or 2 twin beds").
const BED_CHOICE = /^[ \t]*(?:beds?|lits?|camas?|letti|letto|betten)?[ \t]*(?:\d+[ \t]*(?:cm|x[ \t]*\d+)?[ \t]*)?(?:or|ou|o|oder|oppure|\/|y\/o|and\/or)[ \t]+(?:\d{1,2}|two|dos|deux|zwei|due|duas|dois)?[ \t]*$/u;
const BED_SIZE = /^(?:king|queen)(?:[- ]?size)?$/u;
const BED_AFTER_NAME = /^(?:[ \t]*(?:["“„«'][^"”“«»\n]{1,25}["”“»']|\(|-|–|,|\d{1,2}|x))*[ \t]*$/u;
const BRACKET_OPEN = /^[^.;:!?\n()]*\([^()\n]*$/u;
const WITH_BETWEEN = /^[^.;:!?\n]*(?<![\p{L}])(?:with|mit|con|avec|com)(?![\p{L}])[^.;:!?\n]*$/u;
/** Room type and board in the hotel's words, compared on canonical values with the booking's RoomStructure. */
const OCCUPANCY_BEFORE = /(?<![\p{L}])(?:ocupacion|occupancy|occupation|occupazione|ocupacao|belegung|uso)\s*(?:(?:en|in|a|ad|em|als)\s+)?$/u;
const HAVE_AFTER = /^\s*(?:have|has|are equipped|feature|offer|tienen|disponen|cuentan|estan equipad\p{L}*|tem|teem|tem|contam|dispoem|possuem|ont|disposent|sont equipees|haben|verfugen|sind (?:mit|ausgestattet)|hanno|dispongono|sono dotat\p{L}*)(?![\p{L}])/u;
const OCCUPANCY_AFTER = /^\s*(?:occupancy|use|occupation|uso|ocupacion|occupazione|ocupacao|belegung|nutzung)(?![\p{L}])/u;
const EVERY_ROOM_BEFORE = /(?<![\p{L}])(?:all(?: of)?(?: (?:our|the))?|every|each of (?:our|the)|todos (?:os|los|nuestros|nossos)|todas (?:as|las|nuestras|nossas)|tous (?:les|nos)|toutes (?:les|nos)|alle(?: unsere[n]?)?|(?:in )?jede[mn]?|tutt[ie] (?:le|gli|i|le nostre|i nostri))\s*$/u;

// A room's view, which the room types' canonical values leave out ("Double Room Sea View" and "Double Standard Vue
// Jardin" are both a double): the view's kind where a view word stands beside one of a kind's words, in six languages
// ("sea view", "ocean-facing", "vista al mar", "vue sur la mer", "côté jardin", "Meerblick", "Seeseite", "vista lago",
// "vista para o mar"). Stop 18: a reply whose table held the booked sea view in the agency's column and a garden view
// in the hotel's was read as confirmed.
const VIEW_KINDS: [string, string][] = [
  ['sea', 'sea|ocean|oceano|mar|mer|meer|mare|beach|playa|plage|strand|spiaggia|praia'],
  ['garden', 'garden|jardin|garten|giardino|jardim|park|parque|parc|parco'],
  ['lake', 'lake|lago|lac|see'],
  ['mountain', 'mountains?|montana|montanas|montagnes?|berge?|montagna|montagne|montanhas?|monte|serra|alps|alpes|alpi|valley|valle|vallee|tal|vale'],
  ['land', 'land|inland|landward|hinterland'],
  ['city', 'city|ciudad|ville|stadt|citta|cidade|town|street|calle|rue|strasse|strada|rua'],
  ['pool', 'pool|piscina|piscine'],
  ['river', 'river|rio|fleuve|riviere|fluss|fiume'],
  ['courtyard', '(?:inner |interior |internal )?courtyard|patio(?: interior)?|cour(?: interieure)?|innenhof|hof|cortile(?: interno)?|interior|inside|interieur|interno'],
];
const VIEW_RES = VIEW_KINDS.map(([kind, words]) => [
  kind,
  new RegExp(
    // "sea view", "vista al mar", "vue sur la mer", "côté jardin", "lato lago", "overlooking the park"
    `(?<![\\p{L}])(?:views?|vistas?|vue|vues|cote|lato|lado|frente|overlooking|overlooks|faces|facing|affaccio|affaccia|virad[oa]|zum|donne|da(?=\\s+al\\s))\\s+(?:(?:lateral|laterale|parcial|partielle?|parziale)\\s+)?(?:(?:sur la|sur le|onto the|on the|al|a la|a los|a las|hacia el|hacia la|sur|sur la|sur le|sur les|sur l'|on|on the|of|of the|over|over the|onto|onto the|to|to the|the|sul|sulla|sui|sugli|su|alla|al|para|para o|para a|para os|para as|do|da|dos|das|de|del|de la|du|de l')\\s*)?(?:${words})(?![\\p{L}])` +
      // "sea-view", "ocean front", "garden side", "Meerblick", "Gartenseite", "Seesicht"
      `|(?<![\\p{L}])(?:${words})(?:[ -]?(?:views?|side|facing|front)(?![\\p{L}])|(?:blick|seite|sicht)\\p{L}*)`,
    'gu',
  ),
] as const);
type KindFound = { kind: string; index: number; words: string };
/** Every match of each kind's expression in a folded text: a view's or a grade's kind, where and in what words. */
function kindsIn(res: readonly (readonly [string, RegExp])[], folded: string): KindFound[] {
  const out: KindFound[] = [];
  for (const [kind, re] of res) for (const m of matchesOf(re, folded)) out.push({ kind, index: m.index!, words: m[0] });
  return out;
}
const viewsIn = (folded: string) => kindsIn(VIEW_RES, folded);
// A room's grade, which the canonical types leave out too ("Superior Room" booked maps to no type; "Apto: DELUXE" is a
// grade alone, no type): the grade's kind where its word stands beside a room's noun or after a room's label (stop 18:
// a PMS letter's "Quarto: DELUXE" confirmed a "Superior Room"). "4* Superior" of a hotel's name has no room noun by it.
const GRADE_KINDS: [string, string][] = [
  ['standard', 'standard|estandar|standar'],
  ['superior', 'superior|superieure?|superiore'],
  ['deluxe', 'deluxe|de luxe|luxo|lujo|lusso|luxe'],
  ['executive', 'executive|ejecutiva|executiva|esecutiva'],
  ['premium', 'premium'],
  ['classic', 'classic|clasica|classique|classica|classico|klassik'],
  ['comfort', 'comfort|confort|komfort'],
  ['economy', 'economy|economica|economique|economico|budget'],
];
const GRADE_ROOM_NOUN = 'rooms?|doubles?|twins?|singles?|suites?|studios?|zimmer|doppelzimmer|einzelzimmer|chambres?|habitacion(?:es)?|hab|camer[ae]|quartos?|apartamentos?|aptos?|dobles?|doppi[ae]|duplos?|casal|king|queen|dbl|sgl|twn';
const GRADE_LABEL = 'room|room type|category|chambre|type de chambre|categorie|habitacion|tipo de habitacion|hab|zimmer|zimmerkategorie|kategorie|camera|tipologia|categoria|quarto|tipo de quarto|apto|apartamento';
const GRADE_RES = GRADE_KINDS.map(([kind, words]) => [
  kind,
  new RegExp(
    // The grade's word first, then what stands before it (a lookbehind tried at every character of the text cost the
    // reader 60% of a long letter's time: stop 20).
    `(?<![\\p{L}])(?:${words})(?![\\p{L}])(?=[ \\t-]+(?:\\p{L}+[ \\t]+)?(?:${GRADE_ROOM_NOUN})(?![\\p{L}]))` +
      `|(?<![\\p{L}])(?:${words})(?![\\p{L}])(?<=(?<![\\p{L}])(?:${GRADE_ROOM_NOUN})[ \\t-]+(?:\\p{L}+[ \\t]+)?(?:${words}))` +
      `|(?<![\\p{L}])(?:${words})(?![\\p{L}])(?<=(?<![\\p{L}])(?:${GRADE_LABEL})[ \\t.]*[:|][ \\t]*(?:\\p{L}+[ \\t]+)?(?:${words}))`,
    'gu',
  ),
] as const);
// A booked room type's grade words anywhere in its name ("Superior Room").
const GRADE_WORD_RES = GRADE_KINDS.map(([kind, words]) => [kind, new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])`, 'gu')] as const);
/** The kinds a text holds (beside a room's noun or label) or, `near` false, a booked type's name holds anywhere. */
const gradesIn = (folded: string, near: boolean) => kindsIn(near ? GRADE_RES : GRADE_WORD_RES, folded);
/** A grade named for the room that is not the booked room's: a person compares them. Only where the booked room type names a grade. */
const SHARED_BATH = /(?<![\p{L}])(?:shared|communal|common)\s+(?:bath\p{L}*|shower\p{L}*|toilets?|wc|facilities)|(?:bano|aseo|ducha)s?\s+(?:compartid[oa]s?|comun(?:es)?|en el pasillo)|(?:salle de bains?|salle d.eau|douche|wc|toilettes?)\s+(?:partagee?s?|communes?|sur le palier)|gemeinschafts(?:bad|dusche|wc|toilette|badezimmer)\p{L}*|etagen(?:bad|dusche|wc)\p{L}*|(?:bagno|servizi|doccia)\s+(?:in comune|condivis[oi]|al piano|esterno)|(?:casa de banho|wc|chuveiro)\s+(?:partilhad[oa]|comum|compartilhad[oa])|banheiro\s+(?:compartilhado|coletivo)(?![\p{L}])/u;
const LOWER_GRADE = /(?<![\p{L}])(?:economy|budget|basic|small|petite|kleines?|kleinen|piccola|pequena|economica|economique|economico|basica|basique|einfache?s?)(?:[ \t-]+(?:\p{L}+[ \t-]+)?)(?:double|doble|doppia|duplo|doppelzimmer|dz|room|habitacion|chambre|camera|quarto|zimmer)(?![\p{L}])|(?<![\p{L}])(?:double|doble|doppia|duplo|doppelzimmer|room|habitacion|chambre|camera|quarto)[ \t-]+(?:\p{L}+[ \t-]+)?(?:economy|budget|basic|economica|economique|economico|basica|basique|pequena|piccola)(?![\p{L}])/u;
// A suite of another kind; a bare "suite" is a junior suite's short name too (a held-out reply confirmed so).
const SUITE_WORD = /(?<![\p{L}])(?:senior|executive|presidential|presidencial|presidentielle|honeymoon|family|familiar|familiale|familien|royal|master|penthouse|grand|ambassador|deluxe|prestige|imperial|nupcial|luna de miel)[ \t-]+suites?(?![\p{L}])|(?<![\p{L}])suites?[ \t-]+(?:senior|executive|presidencial|presidentielle|presidenziale|nupcial|familiar|familiale|royal|prestige|imperial|deluxe)(?![\p{L}])/u;
const JUNIOR_SUITE = /(?<![\p{L}])(?:junior|jr\.?|js)[ \t-]*suite|(?<![\p{L}])js(?![\p{L}])/u;
function otherGrade(text: string, rooms: { RoomType?: string }[], bookingId: string, out: Out): void {
  const booked = new Set(rooms.flatMap((r) => gradesIn(fold(r.RoomType ?? ''), false).map((g) => g.kind)));
  const folded0 = fold(text);
  const bookedText = fold(rooms.map((r) => r.RoomType ?? '').join(' '));
  // A shared bathroom where the booked room says none ("Double Room (shared bathroom)", "doble con baño compartido"), a
  // suite of another kind for a junior suite ("Senior Suite", "Suite mit Vollpension"), a lower grade where the booked
  // type names none ("Economy Double", "kleines Doppelzimmer", "petite chambre double"): stop 19, a helper's probes.
  const lesser = (!SHARED_BATH.test(bookedText) && SHARED_BATH.exec(folded0)) || (!booked.size && !LOWER_GRADE.test(bookedText) && LOWER_GRADE.exec(folded0)) || (/junior|jr\.?\s*suite/.test(bookedText) && SUITE_WORD.test(folded0) && !JUNIOR_SUITE.test(folded0) && SUITE_WORD.exec(folded0));
  if (lesser) {
    out.review.push({ bookingId, why: `the hotel names another room than the one booked ("${text.slice(lesser.index, lesser.index + lesser[0].length)}"): "${sentenceAt(text, lesser.index).trim()}"`, candidates: [] });
    return;
  }
  if (!booked.size) return;
  const other = gradesIn(fold(text), true).find((g) => !booked.has(g.kind));
  if (!other) return;
  const words = text.slice(other.index, other.index + other.words.length);
  out.review.push({ bookingId, why: `the hotel names a room of another grade ("${words}") than the one booked: "${sentenceAt(text, other.index).trim()}"`, candidates: [words] });
}
const VIEW_DENIED_BEFORE = /(?<![\p{L}])(?:no|not|without|sin|sans|pas de|ohne|kein\p{L}*|senza|non|sem|nao)(?:\s+\p{L}+){0,2}\s+(?:(?:a|an|the|la|le|el|una?|il|o|der|die|das|den|dem|de|di|do|da|mit|with|con|com|avec)\s+)*$/u;
const VIEW_DENIED_AFTER = /^[^.!?\n]{0,25}?(?<![\p{L}])(?:(?:is|are)\s+(?:not|no longer)\s+(?:available|possible|guaranteed)|taken|sold out|full|fully booked|not available|no (?:esta|estan|es|son) (?:disponibles?|posibles?)|no disponibles?|agotad\p{L}*|complets?|pas disponibles?|nicht (?:mehr )?(?:verfugbar|moglich|frei)|keine mehr frei|ausgebucht|vergeben|non (?:e |sono )?(?:disponibil\p{L}*|possibil\p{L}*)|al completo|esaurit\p{L}*|nao (?:esta|estao|ha) (?:disponive\p{L}*)|indisponive\p{L}*|esgotad\p{L}*|lotad\p{L}*)(?![\p{L}])/u;
// A meal of the booked board left out ("no dinner", "sin cena", "ohne Abendessen", "pranzo non incluso", "dinner only",
// "solo cena", "HB on the first night only"): stop 18, a helper's probes (each confirmed a half- or full-board booking).
const NO_DINNER = /(?<![\p{L}])(?:(?:no|without|sin|sans|ohne|kein|senza|sem)\s+(?:(?:the|el|la|le|das|il|o)\s+)?(?:dinner|evening meal|cena|diner|abendessen|jantar)|(?:dinner|cena|diner|abendessen|jantar)\s+(?:only|solamente|solo|seulement|uniquement|nur|soltanto|apenas)|(?:only|solo|seulement|uniquement|nur|soltanto|apenas|so)\s+(?:(?:the|el|la|le|das|il|o)\s+)?(?:dinner|cena|diner|repas du soir|abendessen|jantar))(?![\p{L}])/u;
const NO_LUNCH = /(?<![\p{L}])(?:(?:no|without|sin|sans|ohne|kein|senza|sem)\s+(?:(?:the|el|la|le|das|il|o)\s+)?(?:lunch|almuerzo|comida|dejeuner|mittagessen|pranzo|almoco)|(?:lunch|almuerzo|comida|dejeuner|mittagessen|pranzo|almoco)\s+(?:is\s+|are\s+)?(?:not included|no incluid[oa]|non compris|pas compris|nicht (?:inbegriffen|inklusive|enthalten)|non (?:e\s+)?inclus[oa]|nao (?:esta\s+)?incluid[oa]))(?![\p{L}])/u;
const FIRST_NIGHT_ONLY = /(?<![\p{L}])(?:(?:on\s+)?the\s+(?:first|last)\s+night\s+only|only\s+(?:on\s+)?the\s+(?:first|last)\s+night|solo\s+la\s+(?:primera|ultima)\s+noche|seulement\s+la\s+(?:premiere|derniere)\s+nuit|nur\s+(?:in\s+)?der\s+(?:ersten|letzten)\s+nacht|solo\s+la\s+(?:prima|ultima)\s+notte|apenas\s+na\s+(?:primeira|ultima)\s+noite)(?![\p{L}])/u;
// The restaurant closed or a dinner not served ("notre restaurant est fermé pour travaux", "o jantar não será servido",
// "dinner is not included"): stop 19, a second helper's probes (half- and full-board bookings confirmed).
const MEAL_NOT_SERVED = /(?<![\p{L}])(?:restaurant\p{L}*|ristorante|restaurante)\s+(?:\p{L}+\s+){0,3}?(?:closed|cerrad[oa]|ferme|geschlossen|chius[oa]|fechad[oa]|encerrad[oa]|reservad[oa]|reserved)|(?<!(?:drinks?|beverages?|bebidas?|boissons?|getranke|bevande)\s+(?:\p{L}+\s+){0,2})(?:dinner|cena|diner|abendessen|jantar|lunch|almuerzo|dejeuner|mittagessen|pranzo|almoco)\s+(?:\p{L}+\s+){0,3}?(?:not\s+(?:be\s+)?(?:served|included|available)|no\s+(?:se\s+)?(?:servira|incluid[oa]|incluye|esta\s+incluid[oa])|ne\s+(?:pourra|sera)\s+(?:\p{L}+\s+)?pas\s+(?:\p{L}+\s+)?servi|nicht\s+(?:\p{L}+\s+)?(?:serviert|angeboten|inbegriffen|inklusive)|non\s+(?:sara\s+|verra\s+)?(?:servit[oa]|inclus[oa])|nao\s+(?:sera\s+)?(?:servid[oa]|incluid[oa]))(?![\p{L}])/u;
function mealCut(text: string, rooms: { BoardType?: string }[], bookingId: string, out: Out): void {
  const boards = new Set(rooms.map((r) => boardOfBooked(r.BoardType)).filter(Boolean));
  if (!boards.has('HB') && !boards.has('FB')) return;
  const folded = fold(text);
  const cut = NO_DINNER.exec(folded) ?? (boards.has('FB') ? NO_LUNCH.exec(folded) : null) ?? FIRST_NIGHT_ONLY.exec(folded) ?? MEAL_NOT_SERVED.exec(folded);
  if (cut) out.review.push({ bookingId, why: `the hotel leaves a meal of the booked board out: "${sentenceAt(text, cut.index).trim()}"`, candidates: [] });
}
const VIEW_PART = 'partial|partially|side|lateral|laterale?|seitlich\\p{L}*|teilweise\\p{L}*|parcial|parciais|partielle?|parziale';
const VIEW_PART_BEFORE = new RegExp(`(?<![\\p{L}])(?:${VIEW_PART})[ \\t-]+$`, 'u');
const VIEW_PART_AFTER = new RegExp(`^[ \\t]*(?:${VIEW_PART})(?![\\p{L}])`, 'u');
const NO_VIEW = /(?<![\p{L}])(?:no view|without (?:a |any )?view|sin vistas?|sans vue|ohne (?:aussicht|ausblick|blick)|senza vista|sem vista)(?![\p{L}])/u;
/** A view named for the room that is not the booked room's: a person compares them. Only where the booked room type names a view. */
function otherView(text: string, rooms: { RoomType?: string }[], bookingId: string, out: Out): void {
  const booked = new Set(rooms.flatMap((r) => viewsIn(fold(r.RoomType ?? '')).map((v) => v.kind)));
  if (!booked.size) return;
  const folded = fold(text);
  const views = viewsIn(folded);
  // The booked view denied ("no sea view", "ohne Meerblick", "sin vista al mar", "all sea view rooms are taken",
  // "Zimmer mit Meerblick sind leider keine mehr frei"): stop 18, a helper's probes.
  const denied = views.find((v) => booked.has(v.kind) && (VIEW_DENIED_BEFORE.test(folded.slice(Math.max(0, v.index - 30), v.index)) || VIEW_DENIED_AFTER.test(folded.slice(v.index + v.words.length, v.index + v.words.length + 50))));
  if (denied) {
    out.review.push({ bookingId, why: `the hotel says the booked view is not held: "${sentenceAt(text, denied.index).trim()}"`, candidates: [] });
    return;
  }
  // The booked view made less ("partial sea view", "seitlicher Meerblick", "vista mare laterale", "vue mer partielle"), or
  // no view at all ("no view", "sin vistas", "ohne Aussicht"): stop 19, a helper's probes (each confirmed).
  // Not where the booked type is itself the lesser one ("Double Room Partial Sea View").
  const bookedLesser = rooms.some((r) => new RegExp(`(?<![\\p{L}])(?:${VIEW_PART})(?![\\p{L}])`, 'u').test(fold(r.RoomType ?? '')));
  const lessened = !bookedLesser && views.find((v) => booked.has(v.kind) && (/(?<![\p{L}])(?:lateral|laterale|parcial|partielle?|parziale)(?![\p{L}])/u.test(v.words) || VIEW_PART_BEFORE.test(folded.slice(Math.max(0, v.index - 25), v.index)) || VIEW_PART_AFTER.test(folded.slice(v.index + v.words.length, v.index + v.words.length + 20))));
  const none = NO_VIEW.exec(folded);
  if (lessened || none) {
    const at = lessened ? lessened.index : none!.index;
    out.review.push({ bookingId, why: `the hotel says the booked view is less than booked: "${sentenceAt(text, at).trim()}"`, candidates: [] });
    return;
  }
  const other = views.find((v) => !booked.has(v.kind));
  if (!other) return;
  const words = text.slice(other.index, other.index + other.words.length);
  out.review.push({ bookingId, why: `the hotel names a room with another view ("${words}") than the one booked: "${sentenceAt(text, other.index).trim()}"`, candidates: [words] });
}

// A feature of the booked room that the room types' canonical values leave out too ("Double Room with Balcony"), said to
// be missing ("camera senza balcone", "chambre sans balcon", "leider ohne Balkon", "quarto sem varanda", "the terrace is
// not available"): stop 19, the open probe classes of stop 18. Only where the booked room type names the feature.
const FEATURE_KINDS: [string, string][] = [
  // A balcony and a terrace are one kind: what the guest steps out on.
  ['balcony', 'balcon(?:y|ies|es|e|i|net|cino)?|balkon(?:e|en)?|balcao|balcoes|varandas?|sacadas?|loggias?|terrac(?:e|es)|terrazas?|terrasses?|terrazz(?:[ae]|ino)|terrac[oa]s?|terrassen?|gemeinschaftsterrass\\p{L}*'],
  ['jacuzzi', 'jacuzzi|whirlpool|hydromassage|hidromasaje|idromassaggio|hidromassagem'],
  ['kitchenette', 'kitchenette|kitchen|cocina|cuisine|kuche|kochnische|cucina|angolo cottura|cozinha|kitchenettes?'],
];
const FEATURE_RES = FEATURE_KINDS.map(([kind, words]) => [kind, new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])`, 'gu')] as const);
/** A feature the booked room type names, said not to be there: a person asks the hotel. */
function featureDenied(text: string, rooms: { RoomType?: string }[], bookingId: string, out: Out): void {
  const booked = new Set(rooms.flatMap((r) => kindsIn(FEATURE_RES, fold(r.RoomType ?? '')).map((f) => f.kind)));
  if (!booked.size) return;
  const folded = fold(text);
  const denied = kindsIn(FEATURE_RES, folded).find((f) => booked.has(f.kind) && (VIEW_DENIED_BEFORE.test(folded.slice(Math.max(0, f.index - 30), f.index)) || VIEW_DENIED_AFTER.test(folded.slice(f.index + f.words.length, f.index + f.words.length + 50)) || FEATURE_CLOSED.test(folded.slice(f.index + f.words.length, f.index + f.words.length + 60))));
  if (denied) {
    out.review.push({ bookingId, why: `the hotel says the booked room's ${denied.kind} is not there: "${sentenceAt(text, denied.index).trim()}"`, candidates: [] });
    return;
  }
  // A lesser one ("French balcony", "Juliet balcony", "shared terrace", "terrazza in comune", "varanda partilhada"): stop 19.
  const lesser = kindsIn(FEATURE_RES, folded).find((f) => booked.has(f.kind) && (FEATURE_LESSER.test(folded.slice(Math.max(0, f.index - 20), f.index + f.words.length + 25)) || /^gemeinschafts/.test(f.words)));
  if (lesser) out.review.push({ bookingId, why: `the hotel describes the booked room's ${lesser.kind} as less than booked: "${sentenceAt(text, lesser.index).trim()}"`, candidates: [] });
}
// Closed or out of reach during the stay ("die Balkone sind wegen Fassadenarbeiten nicht zugänglich", "estarán
// inaccesibles por obras"): stop 19.
const FEATURE_CLOSED = /^[^.!?\n]{0,40}?(?<![\p{L}])(?:(?:not|no)\s+(?:be\s+)?accessible|inaccessib\p{L}*|inaccesib\p{L}*|inacessive\p{L}*|nicht\s+(?:\p{L}+\s+)?(?:zuganglich|nutzbar|benutzbar)|gesperrt|non\s+(?:saranno\s+|sono\s+|e\s+)?(?:accessibil\p{L}*|agibil\p{L}*|utilizzabil\p{L}*)|(?:will\s+be\s+|are\s+|is\s+)?closed|cerrad[oa]s|fermee?s|chius[ie]|fechad[oa]s|interdit\p{L}*|(?:being|will\s+be)\s+renovated|under\s+(?:renovation|repair)|en\s+obras|en\s+travaux|in\s+(?:ristrutturazione|lavorazione)|em\s+obras|renoviert|saniert)(?![\p{L}])/u;
const FEATURE_LESSER = /(?<![\p{L}])(?:french|juliet|francais|frances|francesa|francese|franzosisch\p{L}*|shared|compartid[ao]s?|partagee?s?|communs?|communes?|in comune|condivis[ao]|partilhad[ao]s?|comum|comun|gemeinsam\p{L}*|common)(?![\p{L}])/u;

// The nouns a room type's name may add to its words ("Superior Room", "Habitación Superior").
const BOOKED_ROOM_NOUN = /^(?:room|rooms|habitacion|habitaciones|hab|chambre|chambres|ch|zimmer|zi|camera|camere|quarto|quartos|apto|apartamento|unit|unidad)$/;
/** The value's words (room nouns aside) are all words of one booked room type that the reader cannot map. */
function bookedTypeWords(value: string, rooms: { RoomType?: string }[]): boolean {
  const words = (s: string) => fold(s).split(/[^\p{L}\p{N}]+/u).filter((w) => w && !BOOKED_ROOM_NOUN.test(w));
  const said = words(value);
  return said.length > 0 && rooms.some((r) => {
    if (!r.RoomType || roomOfBooked(r.RoomType)) return false;
    const booked = new Set(words(r.RoomType));
    return said.every((w) => booked.has(w));
  });
}
/** The text with the booked house's name blanked where it stands whole (same length), when that name holds a room word. */
export function withoutHouseName(text: string, name: string | undefined): string {
  if (!name || !findRooms(name).length && !/suites?|apart|studio|rooms|camere|habitaciones|zimmer/i.test(name)) return text;
  const folded = fold(text);
  const full = fold(name).trim();
  // With or without its "Hotel" ("Santa Croce Suites · Firenze" in a footer).
  const core = full.replace(/^(?:hotel|hostal|albergo|pousada|residence|resort|aparthotel)\s+/, '');
  let out = text;
  for (const want of [full, core]) {
    if (want.length < 6) continue;
    for (let at = folded.indexOf(want); at >= 0; at = folded.indexOf(want, at + 1)) out = out.slice(0, at) + ' '.repeat(want.length) + out.slice(at + want.length);
  }
  return out;
}
export function readRoomAndBoard(text: string, b: Booking, bookingId: string, out: Out, language?: Language): Pick<HotelReply, 'roomType' | 'boardType'> {
  // The house's own name ("HOTEL SANTA CROCE SUITES" as a letterhead, "Apartamentos Sol"): no room of the booking (stop 19).
  text = withoutHouseName(text, b.Hotel.Name);
  const rooms = b.Guest.RoomStructure ?? [];
  const reply: Pick<HotelReply, 'roomType' | 'boardType'> = {};
  // Beds described beside the room ("Family Room (1 double + 2 single beds)") say how it is furnished, not its type.
  // Stop 13: "una de ellas en ocupación sencilla", "double room, single occupancy": how many sleep in a room, not its
  // type; "todos os apartamentos têm calefação", "all our rooms have a balcony": every room of the house, not the one booked.
  const found = findRooms(text).filter((m) => {
    const before = fold(text.slice(Math.max(0, m.index - 30), m.index));
    // Only where it says what every room has ("all our rooms have a balcony"): "all doubles are taken" may lead to another.
    if (EVERY_ROOM_BEFORE.test(before) && HAVE_AFTER.test(fold(text.slice(m.end, m.end + 25)))) return false;
    return !(m.value === 'single' && (OCCUPANCY_BEFORE.test(before) || OCCUPANCY_AFTER.test(fold(text.slice(m.end, m.end + 15)))));
  });
  const beds = found.filter((m) => /^\s*(?:room\s+)?(?:\+\s*\d+\s*\p{L}*\s*)?(?:beds?|camas?|lits?|betten?|letti|letto|bett)(?![\p{L}])/u.test(fold(text.slice(m.end, m.end + 30))) && !/^(?:twin)/u.test(m.words.toLowerCase()));
  // "2 camas de casal", "zwei Betten", "2 lits simples", "letto matrimoniale": beds named before a type word are beds too.
  for (const m of found) if (!beds.includes(m) && BED_BEFORE.test(fold(text.slice(Math.max(0, m.index - 20), m.index))) && !BED_WORD.test(fold(m.words))) beds.push(m);
  let roomMentions = beds.length && beds.length < found.length ? found.filter((m) => !beds.includes(m)) : found;
  // "quarto duplo com duas camas (twin)", "habitación doble con dos camas", "Doppelzimmer mit zwei Einzelbetten": the
  // double names the room for two, the twin its beds; the room is a twin.
  roomMentions = roomMentions.filter((m, i) => {
    const next = roomMentions[i + 1];
    return !(m.value === 'double' && next?.value === 'twin' && !m.negated && !next.negated && TWIN_AFTER_DOUBLE.test(fold(text.slice(m.end, next.index))) && !ON_REQUEST.test(fold(clauseAround(text, next.index, next.end))));
  });
  // "Familienzimmer mit Doppelbett", "Junior Suite with a king bed", "chambre familiale avec un lit double et deux lits
  // simples": beds in a room that holds them are its furnishing, not a second type (not after a double, a twin or a
  // single: "twin room with a double bed" is for a person).
  let head: (typeof roomMentions)[number] | undefined;
  let ft: string | undefined;
  roomMentions = roomMentions.filter((m) => {
    const words = (ft ??= fold(text)).slice(m.index, m.end);
    const bed = (m.value === 'double' || m.value === 'twin') && !m.negated && (BED_IN.test(words) || BED_SIZE.test(words));
    // Or in brackets opened after it ("en la habitación familiar de arriba (la de la cama de matrimonio y la litera)": stop 14).
    if (bed && head && m.index - head.end <= 70 && (WITH_BETWEEN.test(ft.slice(head.end, m.index)) || BED_AFTER_NAME.test(ft.slice(head.end, m.index)) || BRACKET_OPEN.test(ft.slice(head.end, m.index)))) return false;
    // "Apartamento T1 (quarto de casal + sala com sofá-cama)": a bedroom described in an apartment's or a suite's brackets.
    if (!m.negated && (m.value === 'double' || m.value === 'twin') && head && HAS_BEDROOMS.has(head.value) && m.index - head.end <= 30 && /^[^.;:!?\n()]*\($/u.test(ft.slice(head.end, m.index).trimEnd())) return false;
    if (!bed) head = !m.negated && HOLDS_DOUBLE_BED.has(m.value) ? m : undefined;
    return true;
  });
  // "Classic Double Room - 1 double bed or 2 twin beds", "Quarto Duplo (cama de casal ou duas camas de solteiro)",
  // "Doppelzimmer (Doppelbett oder zwei Einzelbetten)": beds offered as a choice after the room named are its bedding,
  // not two room types (seventeenth pass). Only after a room that is not a bed, on the same line.
  if (roomMentions.length > 1 && found.length > 2) {
    ft ??= fold(text);
    const bedding = (m: Mention<string>) => !m.negated && (BED_IN.test(ft!.slice(m.index, m.end)) || BED_SIZE.test(ft!.slice(m.index, m.end)) || /^[ \t]*(?:beds?|lits?|camas?|letti|letto|betten)(?![\p{L}])/u.test(ft!.slice(m.end, m.end + 8)));
    // Looked for among all the mentions: a bed named before "bed" ("1 double bed") is no room mention by now.
    const drop = new Set<Mention<string>>();
    for (let i = 1; i + 1 < found.length; i++) {
      const [a, b] = [found[i], found[i + 1]];
      if (a.value === b.value || !bedding(a) || !bedding(b) || !BED_CHOICE.test(ft.slice(a.end, b.index))) continue;
      const head = found.slice(0, i).reverse().find((m) => !bedding(m) && !m.negated);
      if (head && a.index - head.end <= 80 && !ft.slice(head.end, a.index).includes('\n')) drop.add(a).add(b);
    }
    if (drop.size) roomMentions = roomMentions.filter((m) => !drop.has(m));
  }
  // "la chambre double est remplacée par une chambre twin", "the double was changed to a twin": the first is gone.
  roomMentions = roomMentions.map((m, i) => {
    const next = roomMentions[i + 1];
    return next && next.value !== m.value && next.index - m.end <= 80 && REPLACED.test(fold(text.slice(m.end, next.index))) ? { ...m, negated: true } : m;
  });
  // "changed from a double to a twin", "Double -> Twin", "Booked: Double / Allocated: Twin", "twin, not double": the old one.
  roomMentions = replacedMentions(text, roomMentions, language);
  // An adjective named only beside a room type stays a room where a frame makes it one of two values ("Twin -> Double",
  // "Allocated: Double", "double, not twin"); elsewhere ("we could not give the double, so ... a twin") it is no mention.
  if (roomMentions.some((m) => m.weak)) {
    const folded = fold(text);
    roomMentions = roomMentions.filter((m, i) => {
      if (!m.weak || m.negated) return true;
      const [prev, next] = [roomMentions[i - 1], roomMentions[i + 1]];
      return Boolean((prev && !prev.weak && (prev.negated || changeFrame(folded, prev, m, language))) || (next && !next.weak && (next.negated || changeFrame(folded, m, next, language))));
    });
  }
  const roomChangedTo = arrowToUnmapped(text, roomMentions, ROOMISH);
  if (roomChangedTo) {
    out.review.push({ bookingId, why: `the hotel's room type "${roomChangedTo}" is not one the reader can map`, candidates: [roomChangedTo] });
    out.facts.push({ bookingId, field: 'roomType', value: 'unknown', words: roomChangedTo });
  }
  // Rooms named beside the hotel's own that are not the booking's: an upgrade offered at a price ("An upgrade to our
  // Calton Suite for a supplement of £85 per night"), the house's kind ("we are only apartments", "Vicoletto Suites"), a
  // unit's name ("suite 2 al primo piano", "studio 2 on the first floor"), the last two only while another room stays
  // named. An upgrade offered to the very room type booked says the booking holds another: a person reads it.
  const foldedText = fold(text);
  const upgrades = roomMentions.length > 0 && UPGRADE_HINT.test(foldedText);
  const bookedRooms = upgrades ? new Set(rooms.map((r) => roomOfBooked(r.RoomType))) : undefined;
  const upgradeToBooked = bookedRooms && roomMentions.find((m) => !m.negated && bookedRooms.has(m.value) && offeredUpgrade(foldedText, m));
  if (upgradeToBooked) out.review.push({ bookingId, why: `the hotel offers the booked room type as an upgrade: "${sentenceAt(text, upgradeToBooked.index)}"`, candidates: [upgradeToBooked.words] });
  let bookedTypes: Set<string | undefined> | undefined;
  unitText = text;
  if (roomMentions.length) for (const aside of ASIDES) {
    if (aside === offeredUpgrade && !upgrades) continue;
    if (aside !== offeredUpgrade && roomMentions.length < 2) break;
    // The booked room as the house's other kind or an option ("Booked: Double room. We also have twin rooms" where a twin
    // was booked) is not set aside: which the hotel holds is for a person.
    const left = roomMentions.filter((m) => !aside(foldedText, m) || (aside === houseRoom && (bookedTypes ??= new Set(rooms.map((r) => roomOfBooked(r.RoomType)))).has(m.value)));
    if (aside === offeredUpgrade && !upgradeToBooked && left.length < roomMentions.length) {
      for (const m of roomMentions) if (!left.includes(m)) out.facts.push({ bookingId, field: 'roomAside', value: m.value, words: m.words, matches: true });
      roomMentions = left;
      continue;
    }
    if (left.length < roomMentions.length && left.some((m) => !m.negated)) {
      // Said, and nothing of the booking's: the safety gate counts its words as read.
      for (const m of roomMentions) if (!left.includes(m)) out.facts.push({ bookingId, field: 'roomAside', value: m.value, words: m.words, matches: true });
      // A room at a supplement: its price is the option's, read.
      if (aside === onRequest) for (const m of roomMentions) if (!left.includes(m) && SUPPLEMENT.test(fold(clauseAround(text, m.index, m.end)))) out.facts.push({ bookingId, field: 'roomOffer', value: m.value, words: clauseAround(text, m.index, m.end).trim(), matches: true });
      roomMentions = left;
    }
  }
  // "no podemos garantizar la cama de matrimonio", "we cannot offer a double": what the hotel refuses is not its room.
  roomMentions = roomMentions.map((m) => {
    if (m.negated) return m;
    const clause = fold(clauseBefore(text, m.index));
    return REFUSED.test(clause) || COULD_NOT.test(clause) ? { ...m, negated: true } : m;
  });
  // "no nos queda doble de matrimonio, les hemos asignado una twin": the room type gone is not the hotel's, when another is named.
  // Only when some type stays the hotel's: every type named gone ("the double room is not available") is for a person.
  let hint: boolean | undefined;
  const unavailableHint = () => (hint ??= UNAVAILABLE_HINT.test(text));
  const gone = roomMentions.length && unavailableHint() ? roomMentions.filter((m) => !m.negated && goneAt(text, m.index, m.end)) : [];
  if (gone.length) {
    const marked = roomMentions.map((m) => (gone.includes(m) ? { ...m, negated: true } : m));
    if (marked.some((m) => !m.negated)) roomMentions = marked;
    else {
      const words = clauseAround(text, gone[0].index, gone[0].end).trim();
      out.review.push({ bookingId, why: `the hotel says the room type is not available: "${words}"`, candidates: [] });
      out.facts.push({ bookingId, field: 'roomType', value: 'unavailable', words });
    }
  }
  // A labelled room type with no word we know: named, never guessed.
  const folded = fold(text);
  for (const m of matchesOf(ROOM_LABEL, folded)) {
    const start = m.index! + m[0].length - m[1].length;
    const end = start + m[1].trimEnd().length;
    // A room word anywhere in the rest of the line answers the label ("Tipo de habitación: NO NOS QUEDAN DOBLES, VA EN
    // TWIN"); a bare yes or no is an answer, not a room's name.
    const lineEnd = folded.indexOf('\n', start);
    const lineStop = lineEnd < 0 ? folded.length : lineEnd;
    if (/^(?:no|non|nein|nao|yes|si|sim|oui|ja|ok)$/.test(m[1].trim())) continue;
    if (headerRow(folded, m.index!)) continue;
    // "Room type: as booked", "Tipo de habitación: según reserva": the booked room, said (seventeenth pass).
    if (AS_BOOKED.test(m[1].trim())) {
      out.facts.push({ bookingId, field: 'roomType', value: 'as booked', words: text.slice(start, end).trim(), matches: true });
      continue;
    }
    if (!roomMentions.some((r) => r.index < lineStop && r.end > start)) {
      const value = text.slice(start, end).trim();
      // "Tipo de habitación ...... SUPERIOR" where a "Superior Room" was booked: the booked type's own words, none else
      // (stop 18). Only where the reader maps neither: a word of another type would be named above.
      if (bookedTypeWords(value, rooms)) {
        out.facts.push({ bookingId, field: 'roomType', value: 'as booked', words: value, matches: true });
        continue;
      }
      out.review.push({ bookingId, why: `the hotel's room type "${value}" is not one the reader can map`, candidates: [value] });
      out.facts.push({ bookingId, field: 'roomType', value: 'unknown', words: value });
    }
  }
  // Whether a double booked may hold one guest: its own count, else the booking's guests shared over its rooms.
  const perRoom = ((b.Guest.Adults ?? 0) + (b.Guest.Childs ?? 0)) / Math.max(1, b.Guest.TotalRooms ?? rooms.length);
  const counted = b.Guest.Adults !== undefined || rooms.some((r) => r.Adults !== undefined);
  const forOne = !counted || rooms.some((r) => roomOfBooked(r.RoomType) === 'double' && (r.Adults !== undefined ? r.Adults + (r.Childs ?? 0) : perRoom) <= 1);
  roomMentions = oldColumnMentions(text, roomMentions);
  const roomType = compareMentions('room type', 'roomType', roomMentions, rooms.map((r) => r.RoomType).filter((x): x is string => Boolean(x)), roomOfBooked, bookingId, out, forOne);
  if (roomType) reply.roomType = roomType;
  otherView(text, rooms, bookingId, out);
  featureDenied(text, rooms, bookingId, out);
  otherGrade(text, rooms, bookingId, out);
  let boards = findBoards(text);
  boards.push(...labelledBoards(text, folded, boards, bookingId, out));
  // "we no longer have rooms with breakfast", "ya no servimos cenas": a board said to be gone is not the hotel's.
  if (boards.length && unavailableHint()) boards = boards.map((m) => (!m.negated && UNAVAILABLE.test(fold(clauseAround(text, m.index, m.end))) ? { ...m, negated: true } : m));
  // "Eine Buchung nur mit Frühstück ist in diesem Zeitraum leider nicht möglich", "B&B is not possible in high season"
  // (r22): a board said not to be possible is not the hotel's, where another board stays stated.
  if (boards.length > 1 && NOT_POSSIBLE_HINT.test(folded)) {
    const marked = boards.map((m) => (!m.negated && NOT_POSSIBLE.test(fold(clauseAround(text, m.index, m.end))) ? { ...m, negated: true } : m));
    const gone = new Set(marked.filter((m, i) => m.negated && !boards[i].negated).map((m) => m.value));
    if (gone.size && marked.some((m) => !m.negated && !gone.has(m.value))) boards = marked;
  }
  // "Frühstück statt Halbpension", "au lieu de la demi-pension, petit-déjeuner": a meal word alone beside the board said
  // not to be the hotel's is the board it names.
  if (boards.some((m) => m.negated)) {
    const folded = fold(text);
    for (const m of boards.filter((x) => x.negated)) {
      const before = MEAL_BEFORE_NEGATION.exec(folded.slice(Math.max(0, m.index - 50), m.index));
      const after = before ? undefined : MEAL_AFTER_NEGATED.exec(folded.slice(m.end, m.end + 40));
      const at = before ? m.index - (folded.slice(Math.max(0, m.index - 50), m.index).length - before.index - before[0].indexOf(before[1])) : after ? m.end + after[0].indexOf(after[1]) : -1;
      const meal = before?.[1] ?? after?.[1];
      if (meal && at >= 0 && !boards.some((x) => x.index < at + meal.length && x.end > at)) boards.push({ value: 'BB', index: at, end: at + meal.length, words: text.slice(at, at + meal.length), negated: false });
    }
  }
  // "Half board replaced by B&B", "la demi-pension est remplacée par le petit-déjeuner": the first is gone.
  boards.sort((x, y) => x.index - y.index);
  boards = boards.map((m, i) => {
    const next = boards[i + 1];
    return next && next.value !== m.value && !m.negated && next.index - m.end <= 80 && REPLACED.test(fold(text).slice(m.end, next.index)) ? { ...m, negated: true } : m;
  });
  boards = replacedMentions(text, boards, language);
  boards = oldColumnMentions(text, boards);
  // "Übernachtung mit Frühstück. Halbpension ist gegen Aufpreis von 25 EUR möglich", "la media pensión tiene un
  // suplemento de 20 EUR": a board offered at a price beside the one stated is the hotel's offer, not the booking's board
  // (seventeenth pass). Only while another board stays stated.
  // "Übernachtung mit Frühstück. Halbpension ist gegen Aufpreis von 25 EUR möglich", "la media pensión tiene un
  // suplemento de 20 EUR": a board offered at a price beside another stated is the hotel's offer, not the booking's
  // board (seventeenth pass). The booked board offered for more with no other stated ("Halbpension ist gegen Aufpreis
  // möglich" where half board was booked) is not in the booking as the hotel holds it: a person reads it.
  // No dinner held: half and full board are not the hotel's (a negated mention of each, at the dinner's words).
  if (/dinner|cena|diner|abendessen|jantar|evening meal/.test(folded)) {
    for (const m of matchesOf(DINNER_NOT_INCLUDED, folded)) {
      const at = { index: m.index!, end: m.index! + m[0].length, words: text.slice(m.index!, m.index! + m[0].length), negated: true };
      if (!boards.some((x) => x.index < at.end && x.end > at.index)) boards.push({ value: 'HB', ...at }, { value: 'FB', ...at });
    }
    boards.sort((x, y) => x.index - y.index);
  }
  // "Rate Code: TABB – Travel Agent, Bed & Breakfast", "Tarifa: Flexible AD": the board named in a rate's name; the rate
  // is its plan's, read (seventeenth pass).
  for (const m of boards) {
    if (m.negated) continue;
    const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
    const lineEnd = text.indexOf('\n', m.end);
    const line = text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
    if (RATE_LINE.test(fold(line))) out.facts.push({ bookingId, field: 'ratePlan', value: m.value, words: line.trim(), matches: true });
    // "Room only — breakfast isn't part of this rate", "el desayuno no está incluido en la tarifa": the rate is the
    // board's own words, read with it (stop 20, tuning16).
    else if (m.value === 'RO' && RATE_WORD.test(fold(m.words))) out.facts.push({ bookingId, field: 'ratePlan', value: m.value, words: m.words, matches: true });
  }
  // "Breakfast can be booked on site for 18 EUR", "el desayuno se puede contratar por 15 EUR": room only, and the price
  // is the breakfast's, read (the safety gate counts it).
  for (const m of boards) {
    if (m.negated || m.value !== 'RO') continue;
    const clause = clauseAround(text, m.index, m.end);
    if (AT_A_PRICE.test(fold(clause))) out.facts.push({ bookingId, field: 'boardOffer', value: 'BB', words: clause.trim(), matches: true });
  }
  // The price may stand in brackets after the clause ("Halbpension können die Gäste vor Ort dazubuchen (32 € p. P./Tag)").
  const priceAfter = (m: Mention<BoardType>) => BRACKET_AFTER.exec(text.slice(m.end, m.end + 150))?.[1];
  const offered = boards.length ? boards.filter((m) => !m.negated && m.value !== 'RO' && boardOffered(fold(`${clauseAround(text, m.index, m.end)} (${priceAfter(m) ?? ''})`))) : [];
  if (offered.length) {
    const left = boards.filter((m) => !offered.includes(m));
    const bookedBoards = new Set(rooms.map((r) => boardOfBooked(r.BoardType)).filter(Boolean));
    if (left.some((m) => !m.negated)) {
      for (const m of offered) {
        out.facts.push({ bookingId, field: 'boardAside', value: m.value, words: m.words, matches: true });
        // Its price is the offer's: the safety gate counts it as read.
        out.facts.push({ bookingId, field: 'boardOffer', value: m.value, words: clauseAround(text, m.index, m.end).trim(), matches: true });
        const price = priceAfter(m);
        if (price) out.facts.push({ bookingId, field: 'boardOffer', value: m.value, words: price.trim(), matches: true });
      }
      boards = left;
    } else {
      const booked = offered.find((m) => bookedBoards.has(m.value));
      if (booked) out.review.push({ bookingId, why: `the hotel offers the booked board at a price: "${clauseAround(text, booked.index, booked.end).trim()}"`, candidates: [booked.words] });
    }
  }
  const boardChangedTo = arrowToUnmapped(text, boards, BOARDISH);
  // "Board: Half board -> Breakfast": a meal word alone after the arrow is the board it names.
  const meal = boardChangedTo ? mealBoard(fold(boardChangedTo)) : undefined;
  if (boardChangedTo && meal) {
    const at = text.indexOf(boardChangedTo, boards.find((m) => ARROW_AFTER.test(text.slice(m.end, m.end + 60)))?.end ?? 0);
    boards = [...boards.map((m) => (m.end <= at && ARROW_AFTER.test(text.slice(m.end, at + boardChangedTo.length)) ? { ...m, negated: true } : m)), { value: meal, index: at, end: at + boardChangedTo.length, words: boardChangedTo, negated: false }];
  } else if (boardChangedTo) {
    out.review.push({ bookingId, why: `the hotel's board "${boardChangedTo}" is not one the reader can map`, candidates: [boardChangedTo] });
    out.facts.push({ bookingId, field: 'boardType', value: 'unknown', words: boardChangedTo });
  }
  const boardType = compareMentions('board', 'boardType', boards, rooms.map((r) => r.BoardType).filter((x): x is string => Boolean(x)), boardOfBooked, bookingId, out);
  if (boardType) reply.boardType = boardType;
  // A board read as another is that difference already; otherwise a meal left out goes to a person.
  else mealCut(text, rooms, bookingId, out);
  return reply;
}

// The "only" words of a language's lexicons (lexiconsFor gives one array per language), compiled once.
const ONLY = new WeakMap<Lexicon[], RegExp>();
// A language's day and night shift phrases ("one day later", "one night less"...) as one expression, for a yes or no.
const SHIFTS = new WeakMap<Lexicon[], RegExp>();
const SHIFT_VERBS = new WeakMap<Lexicon[], RegExp>();
// A shift phrase that opens on a verb and a few words ("shorten\p{L}* (?:\p{L}+ ){0,3}by one night"), and the verbs'
// stems, one of which each such phrase holds.
const VERB_SHIFT = /\(\?:\\p\{L\}\+ \)\{0,3\}/;
// Each of those phrases names one night: the cheapest test first.
const SEPARABLE_VERB_BEFORE = /(?<![\p{L}])reis(?:t|en|e)[ \t]+(?:\p{L}+[ \t]+){0,3}$/u;
const SEPARABLE_PARTICLE_AFTER = /^[ \t]*(?:\p{L}+[ \t]+){0,2}?(an|ab)(?![\p{L}])/u;
const ONE_NIGHT = ['night', 'une nuit', 'una noche', 'eine nacht', 'una notte', 'uma noite'];
const SHIFT_VERB_HINT = /shorten|reduc|reduj|reduz|extend|acort|alarg|ampli|prolong|ecourt|raccourc|redui|rallong|kurz|verlanger|langer|accorci|ridott|ridu|allung|estes|encurt|estend/;
const PEOPLE = new Map<string, { numbers: Record<string, number>; adultsOnly: RegExp; childrenOnly: RegExp; re: RegExp; labelled: RegExp }>();
function peopleRe(language: Language | undefined) {
  const key = language ?? '*';
  let p = PEOPLE.get(key);
  if (!p) {
    const lex = lexiconsFor(language);
    // "2 adults plus a baby", "with an infant": in English the article counts one child (other languages say "un", "ein", "um").
    const numbers = Object.assign({}, ...lex.map((l) => l.numbers), language === 'en' ? { a: 1, an: 1 } : {}) as Record<string, number>;
    // "once" is eleven only in Spanish ("once the guests arrive" is no count).
    if (language !== 'es') delete numbers.once;
    const people = [...lex.flatMap((l) => l.people), ...lex.flatMap((l) => l.children)];
    p = {
      numbers,
      adultsOnly: new RegExp(wordsRe(lex.flatMap((l) => l.adults)).source, 'u'),
      childrenOnly: new RegExp(wordsRe(lex.flatMap((l) => l.children)).source, 'u'),
      // "3 Nächte/2 Personen": a slash after a word separates two counts (after a digit it is a fraction or a date).
      // "1 (um) adulto", "2 (two) adults": the number repeated in brackets (r22; another number there is checked below).
      re: new RegExp(`(?<![\\p{L}\\p{N}.,-]|[^\\p{L}\\s]/|^/)(\\d{1,2}|${Object.keys(numbers).join('|')})(?:[ \\t]*\\((?:\\d{1,2}|${Object.keys(numbers).join('|')})\\))?(?:[ \\t]+|[ \\t]*\\n[ \\t]*)(?:[\\p{L}]+[ \\t]+)?(${people.join('|')})(?![\\p{L}])`, 'gu'),
      // A label with its count, as PMS letters print it: "Adults: 2", "Personen | 2", "Niños: 1".
      // "Hóspedes | 2 adultos + 1 criança": a count the running text reads with its own noun is not the label's.
      // Not a price ("tarifa especial clientes: 19 €/día").
      // "2/0" after a pair of labels ("Adults/Children: 2/0") is the pair's two counts (stop 14); after one label a date.
      labelled: new RegExp(`(?<![\\p{L}])(${people.join('|')})[ \\t]*(?::|\\|)[ \\t]*(\\d{1,2})(?![\\p{N}]|[.,:]\\d|(?<!\\/[ \\t]*\\p{L}+[ \\t]*[:|][ \\t]*\\d{1,2})\\/\\d|[ \\t]*(?:€|\\$|£|eur|usd|gbp|chf|%)|[ \\t]*(?:${people.join('|')})(?![\\p{L}]))`, 'gu'),
    };
    PEOPLE.set(key, p);
  }
  p.re.lastIndex = 0;
  p.labelled.lastIndex = 0;
  return p;
}

// Two labels and their two values on one line, a slash between each pair, as PMS letters print them ("Noches /
// Habitaciones: 3 / 1", "Adults / Children | 2 / 0", "Zimmer / Nächte: 1 / 3"): each value is its own label's (seventeenth
// pass). At a line's start only; "12 / 03" alone is a date.
const LABEL_PAIR = /(^|\n)([ \t]*)(\p{L}[\p{L}.'º° -]{0,30}?)[ \t]*\/[ \t]*(\p{L}[\p{L}.'º° -]{0,30}?)[ \t]*([:|])[ \t]*(\d{1,2})[ \t]*\/[ \t]*(\d{1,2})(?![\p{N}/.,:])/gu;
const PAIR_HINT = /[:|][ \t]*\d{1,2}[ \t]*\/[ \t]*\d{1,2}(?![\p{N}\/.,:])/u;
/** The text with each pair of labels and values on a line written as two labelled values, one a line (same length). */
export function unpairLabels(text: string): string {
  if (!text.includes('/') || !PAIR_HINT.test(text)) return text;
  return text.replace(LABEL_PAIR, (m, start: string, indent: string, a: string, b: string, mark: string, x: string, y: string) => {
    const two = `${start}${indent}${a.trim()}${mark} ${x}\n${b.trim()}${mark} ${y}`;
    // Where the two do not fit in the same room, neither value is read.
    return two.length <= m.length ? two.padEnd(m.length, ' ') : start + ' '.repeat(m.length - start.length);
  });
}

const OCCUPANCY_HINT = /ocupac|occupa|belegung/;
const OCCUPANCY = /(?<![\p{L}])(?:ocupacion|ocupacao|occupancy|occupation|belegung|occupazione)[ \t]*(?::|\||-)?[ \t]*(single|individual|singola|simples|einzel\p{L}*|double|doble|doppia|dupla|duplo|doppel\p{L}*|triple|tripla|triplo|dreifach\p{L}*|dreibett\p{L}*)(?![\p{L}])(?:[ \t]*(?:\+|y|e|et|und|and|with|con|avec|mit|com)[ \t]*(\d|un|una|uno|um|uma|ein|eine|a|one)?[ \t]*(ninos?|ninas?|child(?:ren)?|enfants?|kind(?:er)?|bambin[oia]|criancas?|bebes?|baby|infant|neonato))?/u;
const THING_FOR_BABY = /^\S+\s+(?:lits?|camas?|cunas?|letto|lettino|culla|bercos?|cots?|beds?|chaises?|sillas?|seggiolon[ei]|cadeiras?)\s+\S+$/u;
const BABY_THING = /^[ \t-]*(?:cots?|cribs?|beds?|chairs?|seats?|bath|monitor|menu|food|equipment|kit|stroller|buggy|pram|phone)(?![\p{L}])/u;
// A sentence about what the house has or a service carries: its people are not the party's (stop 16).
const OTHER_PEOPLE_WORDS = String.raw`(?<![\p{L}])(?:restaurant\p{L}*|ristorante|restaurante|meeting|conference|tagung\p{L}*|konferenz\p{L}*|seminar\p{L}*|sala (?:de |per )?(?:reunio\p{L}*|riunion\p{L}*|conferen\p{L}*|eventos|congressi)|salle (?:de )?(?:reunion|conference|seminaire)|seats|bietet platz|platz fur|capienza|capacidade|capacita|(?:we|the hotel|our hotel) also (?:ha(?:s|ve)|offers?)|(?:the|our) hotel (?:has|offers)|(?:disponemos|dispone|dispoe|disponiamo|dispomos|verfugt|verfugen|bieten|offriamo|oferecemos|ofrecemos|proposons) (?:\p{L}+ )?(?:tambien |auch |anche |tambem |aussi )?(?:de |di |uber |ueber )?(?:\p{L}+ )?(?:habitaciones|camere|quartos|zimmern?|familienzimmer\p{L}*|chambres|rooms|suites?)|family rooms|camere familiari|quartos familiares|habitaciones familiares|chambres familiales|familienzimmer\p{L}*)(?![\p{L}])`;
// The house's part, then its people in the same clause with no other number between: "Our restaurant seats 80 people",
// "camere familiari per 4 persone" (not "3 adults, with a table at our restaurant", nor "the restaurant opens at 7 and
// you are 3 adults").
const OTHER_PEOPLE_BEFORE = new RegExp(`${OTHER_PEOPLE_WORDS}[^,.;:\\n\\d]{0,60}$`, 'u');
const OTHER_PEOPLE = new RegExp(`${OTHER_PEOPLE_WORDS}[^,.;:\\n\\d]{0,60}\\d`, 'u');
// Unless it names the booking or the guests' own room ("Your booking for 3 adults, with dinner at our restaurant").
const THE_BOOKING = /(?<![\p{L}])(?:booking|reservation|reserv[ae]|reservierung|buchung|prenotazione|your room|the room|la habitacion|la chambre|votre chambre|das zimmer|ihr zimmer|la camera|la vostra camera|o quarto|o seu quarto)(?![\p{L}])/u;
/** A sentence (folded) about the people a part of the house or a service holds, not about the party. */
export const otherPeople = (sentence: string) => OTHER_PEOPLE.test(sentence) && !THE_BOOKING.test(sentence);
// A count said of every room: "2 adults in each room", "2 personas en cada habitación", "2 personnes par chambre", "2
// Personen pro Zimmer", "2 persone per camera", "2 pessoas em cada quarto"; before it, "je 2 Personen", "jeweils 2".
const EACH_ROOM_AFTER = /^[ \t]*(?:in each(?: room| one)?|per room|each|apiece|in every room|en cada (?:habitacion|una|cuarto)|por habitacion|cada una|par chambre|dans chaque chambre|chacune|pro zimmer|je zimmer|in jedem zimmer|jeweils|per camera|in ogni camera|in ciascuna(?: camera)?|ciascuna|a camera|por quarto|em cada (?:quarto|um)|cada um|cada quarto)(?![\p{L}])/u;
const EACH_BEFORE = /(?<![\p{L}])(?:je|jeweils|each (?:with|for)|cada una (?:con|para)|chacune (?:avec|pour)|ciascuna (?:con|per)|cada (?:um|uma) (?:com|para))[ \t]+$/u;
/** "only two guests registered", "2 adultos", "nur zwei Personen", "1 child": the counts the hotel holds, compared. */
const BARE_SUM = /(?<=^|[\s,;(])([1-9])[ \t]?\+[ \t]?(\d)(?=$|[\s,;.)])(?![ \t]*(?:\p{L}|[€$£%]))/gu;
const SINGLE_OCCUPANCY = /(?<![\p{L}])(?:single (?:occupancy|use)|sole (?:occupancy|use)|occupation (?:simple|individuelle|single)|usage single|einzelbelegung|einzelnutzung|uso (?:singola|singolo|individuale)|ocupacion (?:individual|sencilla|simple)|uso individual|ocupacao (?:individual|single|simples))(?![\p{L}])/u;
export function readPeople(text: string, b: Booking, language: Language | undefined, bookingId: string, out: Out): Pick<HotelReply, 'adults' | 'children'> {
  let read = countsOfPeople(text, b, language, bookingId, out);
  // Counts in another language than the one detected ("Family Room, HB, 2 adulti + 1 bambino" read as English): every
  // language's words, where the detected one's found none (stop 20, a helper's Italian probes: a child fewer confirmed).
  const counted = () => out.facts.some((f) => f.bookingId === bookingId && (f.field === 'adults' || f.field === 'children'));
  if (language && read.adults === undefined && read.children === undefined && !counted()) read = countsOfPeople(text, b, undefined, bookingId, out);
  // "Rate: EUR 90 per night, single occupancy", "85 € pro Nacht bei Einzelbelegung" where every room holds two adults and
  // no count of one adult was read: a rate or a room for one (stop 19, a second helper's probes).
  // A double for single use is a room type, compared as one.
  const single = read.adults === undefined && !out.review.some((r) => r.bookingId === bookingId) && !findRooms(text).some((m) => m.value === 'double-for-single-use') && !/(?:doppel|doble|doppia|duplo|double|dz)\p{L}*[ \t]+(?:\p{L}+[ \t]+)?(?:zur |a |en |for |per |para )?(?:einzel|uso|usage|single|sole)/u.test(fold(text)) ? SINGLE_OCCUPANCY.exec(fold(text)) : null;
  if (single && (b.Guest.RoomStructure ?? []).length && (b.Guest.RoomStructure ?? []).every((r) => (r.Adults ?? 0) >= 2)) out.review.push({ bookingId, why: `the hotel speaks of single occupancy where two adults share the room: "${sentenceAt(text, single.index).trim()}"`, candidates: [] });
  return read;
}
function countsOfPeople(text: string, b: Booking, language: Language | undefined, bookingId: string, out: Out): Pick<HotelReply, 'adults' | 'children'> {
  text = withoutReplacedCounts(text);
  const { numbers, adultsOnly, childrenOnly, re, labelled } = peopleRe(language);
  const folded = fold(text);
  // `each`: a count said of every room ("2 adults in each room"), in a booking of several.
  const counts: { n: number; kind: 'adults' | 'children' | 'guests'; words: string; each?: boolean }[] = [];
  const bookedChildren = b.Guest.Childs ?? (b.Guest.RoomStructure ?? []).reduce((k, r) => k + (r.Childs ?? 0), 0);
  // Where the counts read stand, so that a sum read again below ("AD | 2+0") is not counted twice.
  const spans: [number, number][] = [];
  for (const m of matchesOf(re, folded)) {
    spans.push([m.index!, m.index! + m[0].length]);
    const before = folded.slice(Math.max(0, m.index! - 25), m.index!);
    if (/(?:up to|max\.?|maximum|hasta|jusqu'a|bis zu|fino a|ate|capacity|capacidad|capacite|sleeps)\s*(?:\p{L}+\s+)?$/u.test(before)) continue;
    // "Our restaurant seats 80 people", "Der Flughafentransfer kostet 60 € für 1–3 Personen", "O hotel dispõe também de
    // quartos familiares para 4 pessoas": the people a part of the house or a service holds, not the party (stop 16).
    if (OTHER_PEOPLE_BEFORE.test(folded.slice(Math.max(0, m.index! - 120), m.index!)) && !THE_BOOKING.test(sentenceAt(folded, m.index!))) continue;
    // "60 € für 1–3 Personen", "for 2-4 people": a range is a price's or a room's bounds, no count of the party.
    if (/\d[ \t]*[–-][ \t]*$/u.test(before)) continue;
    // "Adultos: 2 Niños: 0": the 2 is the label's before it, not a count of the noun after it ("Personen: 2
    // Erwachsene", with no label after, is the count of its noun).
    if (/[:|]\s*$/.test(before)) {
      // "Adultos: 2 | Niños: 0": the 2 is the label's before it. Not a cell of a row whose cell before names no people
      // ("| Bed & Breakfast | 2 adults | Confirmation 88412": the count and its noun are the cell; stop 19, recall).
      const cellBefore = /\|[ \t]*$/.test(before) ? (/([^|\n]*)\|[ \t]*$/.exec(folded.slice(0, m.index!))?.[1] ?? '') : undefined;
      const ownCell = cellBefore !== undefined && /^[ \t]*\|/.test(folded.slice(m.index! + m[0].length)) && !OTHER_LABEL.test(cellBefore.trim()) && !/(?:adult|erwachs|adulti|adultos|guest|gast|ospit|hosped|huesped|person|pax|occupan|ocupa|belegung|child|kind|enfant|nino|bambin|crianc)/.test(cellBefore);
      if (!ownCell && /^[ \t]*[:|]/.test(folded.slice(m.index! + m[0].length))) continue;
      // "Number of Rooms | 1\nAdults / Children | 2 / 0": the label's value ends its line; the noun below is the next label's.
      if (m[0].includes('\n')) continue;
      // "Adultos: 2   Niños / Children: 0": the label counts other people than the noun after the number.
      const label = /(\p{L}+)\.?[ \t]*(?:\/[ \t]*\p{L}+[ \t]*)?[.:|\s]*$/u.exec(before)?.[1] ?? '';
      const kindOf = (w: string) => (adultsOnly.lastIndex = 0, childrenOnly.lastIndex = 0, adultsOnly.test(w) ? 'adults' : childrenOnly.test(w) ? 'children' : 'other');
      const labelKind = kindOf(label);
      if (labelKind !== 'other' && labelKind !== kindOf(m[2])) continue;
    }
    // "GBP 15 per person", "20 € por persona": a price, not a count.
    if (/^\S+\s+(?:per|por|par|pro|pour|a|al|each|je)\s/u.test(m[0]) || /(?:[€$£]|eur|gbp|usd|chf)\s*$/u.test(before)) continue;
    const n = /^\d+$/.test(m[1]) ? Number(m[1]) : numbers[m[1]];
    // "6 jours adulte CHF 389", "7-day adult pass", "3 Tage Erwachsene": a count of days before the noun is a ticket's or a
    // pass's length, no count of guests (r22).
    if (/^\S+(?:[ \t]*\([^)]*\))?[ \t\n]+(?:days?|dias?|jours?|tage?n?|giorni|giorno|weeks?|semanas?|semaines?|wochen?|settimane?|nights?|noches?|nuits?|nachte?|notti|noites?|hours?|horas?|heures?|stunden?|ore)[ \t]+/u.test(m[0])) continue;
    // "2 (três) adultos": the brackets say another number; the reader cannot tell which.
    const repeated = /\(([^)]+)\)/.exec(m[0])?.[1];
    if (repeated !== undefined && (/^\d+$/.test(repeated) ? Number(repeated) : numbers[repeated]) !== n) continue;
    adultsOnly.lastIndex = 0;
    childrenOnly.lastIndex = 0;
    const kind = adultsOnly.test(m[2]) ? 'adults' : childrenOnly.test(m[2]) ? 'children' : 'guests';
    // "a guest", "an adult": an article counts nothing but a child.
    if ((m[1] === 'a' || m[1] === 'an') && kind !== 'children') continue;
    // "a baby cot", "una cuna para bebé"... "un lit bébé", "ein Babybett" are things: "baby" before a thing counts no one (fifteenth pass).
    if (kind === 'children' && BABY_THING.test(folded.slice(m.index! + m[0].length, m.index! + m[0].length + 16))) continue;
    // "un lit bébé", "una cama bebé": the thing before "baby" is what is counted, not a child (r20).
    if (kind === 'children' && THING_FOR_BABY.test(m[0])) continue;
    // "2+1 Personen", "2 + 1 guests": adults and children added up, the guests all told (fifteenth pass).
    const plus = kind === 'guests' ? /(?<![\p{N}.,])(\d{1,2})[ \t]*\+[ \t]*$/u.exec(before) : null;
    if (plus) {
      const words = text.slice(m.index! - plus[0].length, m.index! + m[0].length);
      // Adults and children when the booking has children; else the plus may be a child the booking has not: both counts.
      if (bookedChildren > 0) counts.push({ n: n + Number(plus[1]), kind, words });
      else counts.push({ n: Number(plus[1]), kind: 'adults', words }, { n, kind: 'children', words });
      continue;
    }
    const each = EACH_ROOM_AFTER.test(folded.slice(m.index! + m[0].length, m.index! + m[0].length + 30)) || EACH_BEFORE.test(before);
    counts.push({ n, kind, words: text.slice(m.index!, m.index! + m[0].length), each });
  }
  const kindOfWord = (w: string) => (adultsOnly.lastIndex = 0, childrenOnly.lastIndex = 0, adultsOnly.test(w) ? 'adults' : childrenOnly.test(w) ? 'children' : 'guests');
  for (const m of matchesOf(labelled, folded)) {
    spans.push([m.index!, m.index! + m[0].length]);
    // "Adults / Children: 2 / 0", "Adulti / Bambini: 1 / 0": two labels and two counts, in order (fifteenth pass).
    const pairBefore = /(\p{L}+)[ \t]*\/[ \t]*$/u.exec(folded.slice(Math.max(0, m.index! - 30), m.index!));
    const pairAfter = /^[ \t]*\/[ \t]*(\d{1,2})(?![\p{N}])/u.exec(folded.slice(m.index! + m[0].length));
    if (pairBefore && pairAfter) {
      const words = text.slice(m.index! - pairBefore[0].length, m.index! + m[0].length + pairAfter[0].length);
      counts.push({ n: Number(m[2]), kind: kindOfWord(pairBefore[1]), words }, { n: Number(pairAfter[1]), kind: kindOfWord(m[1]), words });
      continue;
    }
    counts.push({ n: Number(m[2]), kind: kindOfWord(m[1]), words: text.slice(m.index!, m.index! + m[0].length) });
  }
  // "family room HB, 2+1, confirmed", "DBL 2+0": adults and children written as a sum with no noun (stop 19; a
  // helper's "2+1" for a 2+2 booking confirmed it). One digit each side, standing alone between commas, spaces or
  // brackets: not a price, a phone number, a date or "2+1 nights free".
  for (const m of matchesOf(BARE_SUM, folded)) {
    if (spans.some(([from, to]) => from < m.index! + m[0].length && m.index! < to)) continue;
    const words = text.slice(m.index!, m.index! + m[0].length).trim();
    counts.push({ n: Number(m[1]), kind: 'adults', words }, { n: Number(m[2]), kind: 'children', words });
  }
  // "Ocupación: doble + niño", "Ocupação tripla", "Occupancy: single", "Belegung: Doppel + Kind": an occupancy in words
  // (seventeenth pass), read where no count of adults is stated.
  if (OCCUPANCY_HINT.test(folded) && !counts.some((c) => c.kind !== 'children')) {
    const o = OCCUPANCY.exec(folded);
    if (o) {
      const words = text.slice(o.index, o.index + o[0].length);
      const adults = /^(?:single|individual|singola|simples|einzel)/.test(o[1]) ? 1 : /^(?:tripl|dreifach|dreibett)/.test(o[1]) ? 3 : 2;
      counts.push({ n: adults, kind: 'adults', words });
      if (o[3]) counts.push({ n: o[2] && /\d/.test(o[2]) ? Number(o[2]) : 1, kind: 'children', words });
    }
  }
  if (!counts.length) return {};
  const rooms = b.Guest.RoomStructure ?? [];
  const adults = b.Guest.Adults ?? (rooms.length ? rooms.reduce((n, r) => n + (r.Adults ?? 0), 0) : undefined);
  const children = b.Guest.Childs ?? (rooms.length ? rooms.reduce((n, r) => n + (r.Childs ?? 0), 0) : 0);
  if (adults === undefined) return {};
  const bookedOf = (kind: 'adults' | 'children' | 'guests') => (kind === 'adults' ? adults : kind === 'children' ? children : adults + children);
  // A booking of several rooms, stated room by room ("Chambre 1 | 2 adultes", "Chambre 2 | 2 adultes"): the counts of
  // one kind that add up to the booking's are its rooms', and agree.
  const perRoom = new Set<string>();
  if (rooms.length > 1) {
    for (const kind of ['adults', 'children', 'guests'] as const) {
      // The total may stand beside them ("Personen: 4 Erwachsene", then "Zimmer 1 ... 2 Erw.", "Zimmer 2 ... 2 Erw.").
      const list = counts.filter((c) => c.kind === kind && c.n !== bookedOf(kind));
      if (list.length > 1 && list.reduce((n, c) => n + c.n, 0) === bookedOf(kind)) perRoom.add(kind);
      // "2 personas en cada habitación", "je 2 Personen", "2 personnes par chambre": a count of every room agrees when
      // every room holds it.
      else if (list.length && list.every((c) => c.each && c.n * rooms.length === bookedOf(kind))) perRoom.add(kind);
    }
  }
  // "three guests" where 3 adults and a child are booked: desks count the adults as the guests (a child is often not
  // counted, an infant never); the count of adults agrees.
  const agrees = (c: (typeof counts)[number]) => c.n === bookedOf(c.kind) || (c.kind === 'guests' && children > 0 && c.n === adults);
  const differing = counts.filter((c) => !agrees(c) && !perRoom.has(c.kind));
  for (const c of counts) out.facts.push({ bookingId, field: c.kind, value: c.n, words: c.words, booked: bookedOf(c.kind), matches: !differing.includes(c) });
  if (!differing.length) return {};
  const reply: Pick<HotelReply, 'adults' | 'children'> = {};
  for (const kind of ['adults', 'children', 'guests'] as const) {
    const list = differing.filter((c) => c.kind === kind);
    if (!list.length) continue;
    const distinct = [...new Set(list.map((c) => c.n))];
    if (distinct.length > 1 || (kind === 'guests' && children)) {
      out.review.push({ bookingId, why: 'the reply gives a number of guests the reader cannot compare with confidence', candidates: differing.map((c) => c.words) });
      return {};
    }
    if (kind === 'children') reply.children = distinct[0];
    else if (reply.adults === undefined) reply.adults = distinct[0];
    else if (reply.adults !== distinct[0]) {
      out.review.push({ bookingId, why: 'the reply gives a number of guests the reader cannot compare with confidence', candidates: differing.map((c) => c.words) });
      return {};
    }
  }
  return reply;
}

// Before a count of rooms, words that make it no count of the booking's rooms: a capacity ("up to 2 rooms"), a
// furnishing ("a suite with 2 bedrooms", "composta da 2 camere"), a negation ("nicht 2 Zimmer", "no tenemos 2").
const NOT_ROOM_COUNT = /(?<![\p{L}])(?:up to|max\p{L}*|hasta|jusqu.a|bis zu|fino a|ate|with|con|com|mit|avec|composed of|composta da|compuesta de|composee de|bestehend aus|including|incl\p{L}*|not|no|nao|non|nicht|kein\p{L}*|pas|sin|sem|senza|ohne|sur|of the|de las|de los|des|der|dei|delle|das|dos|other|otra|autre|andere\p{L}*|altra|outra)[ \t]+(?:\p{L}+[ \t]+)?$/u;
const ROOM_COUNT_NOUNS = /(?<![\p{L}])(?:rooms?|bedrooms?|habitacion(?:es)?|hab\.|chambres?|zimmer|camer[ae]|quartos?|apartamentos?|apto\.?s?|unidades|units?)(?![\p{L}])/gu;
const COUNT_BEFORE = /(?<![\p{L}\p{N}.,/:-])(\d{1,2}|\p{L}+)[ \t]*(?:x[ \t]*)?(?:\([^)\n]{1,12}\)[ \t]*)?$/u;
const COUNT_BEFORE_WORD = /(?<![\p{L}\p{N}.,/:-])(\d{1,2}|\p{L}+)[ \t]*(?:x[ \t]*)?(?:\([^)\n]{1,12}\)[ \t]*)?\p{L}+[ \t]+$/u;
const ROOMS_FREE_AFTER = /^\s*(?:\p{L}+\s+)?(?:available|free|left|remaining|libres?|disponibles?|frei|verfugbar|liberi|libere|disponibili|livres?|disponiveis|vagos?)(?![\p{L}])/u;
const ROOMS_FREE_BEFORE = /(?<![\p{L}])(?:still have|nos quedan|aun quedan|il nous reste|il reste|nous avons encore|wir haben noch|abbiamo ancora|restano|ainda temos|restam|cuenta con|dispone de|dispose de|verfugt uber|dispoe de)\s+(?:\p{L}+\s+)?$/u;
const JOINED = /^[ \t]*(?:,|\+|&|\/|and|y|e|et|und|sowie|plus)[ \t]*$/u;
// The rest of a room's line, then the next room's count on a line of its own, as a list ("1 Doppelzimmer mit Frühstück
// für 2 Personen\n1 Einzelzimmer ...", "- n. 1 camera doppia per 2 adulti\n- n. 1 camera tripla"), or after "and" in the
// same sentence ("1 habitación doble para 2 personas y 1 individual", "..., 1 Einzelzimmer"): the rooms of one list add up too.
const LISTED = /^[^\n.!?;:]*(?:\n[ \t]*(?:[-*•·][ \t]*)?(?:n[º°o.]?[ \t]*)?|[ \t](?:and|y|e|et|und|sowie|plus|\+)[ \t]+|,[ \t]*)$/u;

const APARTMENT_BEFORE = /(?<![\p{L}])(?:apartments?|flat|apartamento|apto\.?|appartement|wohnung|ferienwohnung|appartamento|loft)(?![\p{L}])[^.;\n]{0,50}$/u;
const ROOMS_LABEL_WORDS = ['rooms', 'habitaciones', 'chambres', 'zimmer', 'camere', 'quartos'];
// A label of the number of rooms and its count (plural labels only: "Room: 12" may be a room's number).
const ROOMS_LABEL = /(?<![\p{L}])(?:rooms|number of rooms|no\.? of rooms|habitaciones|n(?:umero|[º°o])\.? (?:de |di )?(?:habitaciones|chambres|camere|quartos)|chambres|nombre de chambres|anzahl (?:der )?zimmer|zimmeranzahl|camere|numero (?:di )?camere|quartos)[ \t]*(?::|\|)[ \t]*(\d{1,2})(?![\p{N}]|[.,/:]\d)/gu;
/**
 * "only 1 room", "1 DZ für 2 Personen", "dos habitaciones dobles", "1 (um) apartamento família", "1 DZ und 1 EZ": the
 * number of rooms the hotel holds, compared with the booking's. A count joined to the next ("1 DZ und 1 EZ") adds up;
 * counts that disagree say nothing. "one"/"un"/"ein" count only after "only" ("nur ein Zimmer"): alone they are articles.
 */
// Plural room types standing for rooms with no noun ("two doubles", "2 dobles", "deux doubles", "zwei Doppel", "due doppie",
// "dois duplos"): counted as rooms (stop 19, a helper's probes: each confirmed a booking of one room).
const PLURAL_TYPE = /(?<![\p{L}])(?<!(?:camas?|beds?|lits?|betten?|letti|letto)[ \t]+)(?:doubles|twins|singles|dobles|individuales|sencillas|doppie|singole|duplos|individuais)(?![\p{L}])(?![ \t-]*(?:rooms?|beds?|camas?|lits?|betten?|letti|zimmer|habitacion\p{L}*|chambres?|camer[ae]|quartos?))/gu;
// The room type a plural with no noun names ("due doppie" are doubles).
const PLURAL_OF: Record<string, string> = { doubles: 'double', dobles: 'double', doppie: 'double', duplos: 'double', twins: 'twin', singles: 'single', individuales: 'single', sencillas: 'single', singole: 'single', individuais: 'single' };
const PLURAL_VALUE = new RegExp(`(?<![\\p{L}])(?:${Object.keys(PLURAL_OF).join('|')})(?![\\p{L}])`, 'u');
export function readRoomCount(text: string, b: Booking, language: Language | undefined, bookingId: string, out: Out): Pick<HotelReply, 'rooms'> {
  text = withoutReplacedCounts(text);
  const booked = b.Guest.TotalRooms ?? (b.Guest.RoomStructure?.length || undefined);
  if (booked === undefined) return {};
  const folded = fold(text);
  const { numbers } = peopleRe(language);
  // No digit and no number word: no count.
  ROOM_COUNT_NOUNS.lastIndex = 0;
  PLURAL_TYPE.lastIndex = 0;
  if (!ROOM_COUNT_NOUNS.test(folded) && !PLURAL_TYPE.test(folded) && !findRooms(text).length) return {};
  PLURAL_TYPE.lastIndex = 0;
  ROOM_COUNT_NOUNS.lastIndex = 0;
  const lex = lexiconsFor(language);
  let only = ONLY.get(lex);
  if (!only) ONLY.set(lex, (only = wordsRe(lex.flatMap((l) => l.only), 'u')));
  // Beds ("2 camas separadas", "two single beds") are not rooms, whatever room type they name.
  const heads: { index: number; end: number }[] = findRooms(text).filter((m) => !m.negated && !BED_WORD.test(fold(m.words)) && !/^[ \t]*(?:beds?|camas?|lits?|betten?|letti|letto)(?![\p{L}])/u.test(fold(text.slice(m.end, m.end + 12)))).map((m) => ({ index: m.index, end: m.end }));
  for (const re of [ROOM_COUNT_NOUNS, PLURAL_TYPE]) for (const m of matchesOf(re, folded)) {
    if (!heads.some((h) => m.index! < h.end && m.index! + m[0].length > h.index)) heads.push({ index: m.index!, end: m.index! + m[0].length });
  }
  heads.sort((a, b) => a.index - b.index);
  const counts: { n: number; index: number; end: number; words: string }[] = [];
  for (const h of heads) {
    const before = folded.slice(Math.max(0, h.index - 40), h.index);
    // The word right before the room word, else the one before a grade or type word ("2 double rooms").
    const m = [COUNT_BEFORE, COUNT_BEFORE_WORD].map((re) => re.exec(before)).find((x) => x && (/^\d+$/.test(x[1]) || numbers[x[1]]));
    if (!m) continue;
    const word = m[1];
    const n = /^\d+$/.test(word) ? Number(word) : numbers[word];
    const at = h.index - before.length + m.index;
    // Between the count and the room word only a grade or type word ("2 double rooms", "1 (um) apartamento").
    const between = folded.slice(at + word.length, h.index);
    if (/\d/.test(between.replace(/\([^)]*\)/g, ''))) continue;
    if (n === 1 && !/^\d+$/.test(word) && word !== 'one' && !only.test(folded.slice(Math.max(0, at - 12), at))) continue;
    if (NOT_ROOM_COUNT.test(folded.slice(Math.max(0, at - 30), at))) continue;
    // "Two Queen Room", "Two Double Bed Room": a room type named by its beds, "room" singular, not two rooms (stop 18).
    if (n > 1 && /^(?:queens?|kings?|doubles?|full|twins?)(?:[ -]beds?)?[ \t]+room$/.test(folded.slice(at + word.length, h.end).trim())) continue;
    // What is free ("we still have 2 rooms available", "nos quedan 3 habitaciones libres") and the house's size ("the
    // hotel has 45 rooms"): no count of the booking's rooms.
    if (n > 9 || ROOMS_FREE_AFTER.test(folded.slice(h.end, h.end + 30)) || ROOMS_FREE_BEFORE.test(folded.slice(Math.max(0, at - 30), at))) continue;
    // "Apartamento 1ºA, 2 habitaciones, caben los 3", "apartamento grande 2 quartos", "a flat with 2 bedrooms": the rooms
    // of the one apartment booked, not a count of rooms booked.
    if (APARTMENT_BEFORE.test(folded.slice(Math.max(folded.lastIndexOf('\n', at - 1) + 1, at - 60), at))) continue;
    counts.push({ n, index: at, end: h.end, words: text.slice(at, h.end) });
  }
  // "Rooms: 2", "Habitaciones | 2", "Number of rooms: 2" (PMS letters, answers under our labels).
  if (ROOMS_LABEL_WORDS.some((w) => folded.includes(w))) for (const m of matchesOf(ROOMS_LABEL, folded)) {
    const at = m.index! + m[0].length - m[1].length;
    if (!counts.some((c) => at >= c.index && at < c.end)) counts.push({ n: Number(m[1]), index: at, end: at + m[1].length, words: text.slice(m.index!, at + m[1].length) });
  }
  counts.sort((x, y) => x.index - y.index);
  // One count read from two heads ("deux chambres" and "deux chambres twin"): the longer.
  for (let i = counts.length - 1; i > 0; i--) if (counts[i].index === counts[i - 1].index) counts.splice(counts[i].end > counts[i - 1].end ? i - 1 : i, 1);
  if (!counts.length) return {};
  // "1 DZ und 1 EZ", "2 dobles + 1 individual": joined counts are one total.
  const totals: { n: number; words: string }[] = [];
  for (const [i, c] of counts.entries()) {
    const prev = counts[i - 1];
    if (prev && (JOINED.test(folded.slice(prev.end, c.index)) || LISTED.test(folded.slice(prev.end, c.index)))) {
      const last = totals[totals.length - 1];
      last.n += c.n;
      last.words = text.slice(text.indexOf(last.words), c.end);
    } else totals.push({ n: c.n, words: c.words });
  }
  const distinct = [...new Set(totals.map((t) => t.n))];
  // Counts that disagree with each other, one of them not the booked ("trois chambres : deux twin et une double"): the
  // reader cannot tell which is the booking's; a person reads it (stop 19, a helper's probes: it confirmed).
  if (distinct.length !== 1) {
    if (distinct.some((x) => x !== booked)) out.review.push({ bookingId, why: `the reply gives room counts the reader cannot compare with the booking's ${booked}: ${totals.map((t) => `"${t.words}"`).join(', ')}`, candidates: totals.map((t) => t.words) });
    return {};
  }
  const n = distinct[0];
  // "2 Twin" where a twin and a double are booked: the total agrees, the rooms do not (stop 19, a helper's probes). A
  // count of one type, alone, above the booked rooms of that type; a person compares.
  const rooms = b.Guest.RoomStructure ?? [];
  if (rooms.length > 1 && totals.length === 1 && counts.length === 1) {
    const plural = PLURAL_VALUE.exec(folded.slice(counts[0].index, counts[0].end))?.[0];
    const typed = findRooms(text).find((m) => m.index >= counts[0].index && (m.index <= counts[0].end || /^\s+$/.test(folded.slice(counts[0].end, m.index))) && !m.negated) ?? (plural ? { value: PLURAL_OF[plural] } : undefined);
    const ofType = typed ? rooms.filter((r) => roomOfBooked(r.RoomType) === typed.value).length : 0;
    if (typed && rooms.every((r) => roomOfBooked(r.RoomType)) && counts[0].n === booked && counts[0].n > ofType) out.review.push({ bookingId, why: `the reply counts ${counts[0].n} rooms of one type ("${counts[0].words}") where the booking has ${ofType} of that type among ${rooms.length} rooms`, candidates: [counts[0].words] });
  }
  out.facts.push({ bookingId, field: 'rooms', value: n, words: totals[0].words, booked, matches: n === booked });
  return n === booked ? {} : { rooms: n };
}

// The special requests desks answer, by topic: what the request says (any language, folded) and the words a hotel uses
// for it. A sentence that names the topic and refuses it ("Arrivée vers minuit : malheureusement ce n'est pas
// possible", "no podemos garantizar la cama de matrimonio") means the request is not noted.
const REQUEST_TOPICS: [RegExp, RegExp][] = [
  [/late|tard|spat|tardi|midnight|minuit|medianoche|mitternacht|mezzanotte|meia-noite|(?<!\d)(?:2[0-4]|1[89])\s*(?:[:h.]\s*\d{2}|h|uhr)/, /arriv\p{L}*|llegad\p{L}*|check-?in|anreise|ankunft|chegad\p{L}*|late|tard\p{L}*|spat\p{L}*|minuit|midnight|medianoche|mitternacht|mezzanotte|meia-noite/u],
  [/early|temprano|fruh|presto|cedo|anticip/, /early|temprano|fruh\p{L}*|presto|cedo|anticip\p{L}*|check-?in/u],
  [/\bcot\b|crib|cuna|lit (?:bebe|parapluie)|babybett|kinderbett|culla|lettino|berco|baby/, /\bcots?\b|crib|cuna|lit (?:bebe|parapluie|enfant)|lits (?:bebe|parapluie|enfant)|babybett|kinderbett|cull[ae]|lettin[oi]|berco|baby|bebe/u],
  [/extra bed|cama (?:supletoria|extra|adicional)|lit d.appoint|zustellbett|letto aggiunto/, /extra bed|cama (?:supletoria|extra|adicional)|lit d.appoint|zustellbett|letto aggiunto/u],
  // A floor, said as a level or as the ground floor ("Zimmer im Erdgeschoss" / "kein EG-Zimmer", "planta baja", "rez-de-chaussée").
  [/floor|piso|etage|stock|piano|andar|quiet|tranquil|calme|ruhig|silenzios|sossegad|view|vista|vue|blick|erdgeschoss|(?<![\p{L}])eg(?![\p{L}])|planta baja|rez-de-chaussee|res-do-chao|r\/c/u, /floor|piso|etage|stock\p{L}*|piano|andar|quiet|tranquil\p{L}*|calme|ruhig\p{L}*|silenzios\p{L}*|sossegad\p{L}*|view|vista|vue|blick|erdgeschoss|(?<![\p{L}])eg(?![\p{L}])|planta baja|rez-de-chaussee|res-do-chao/u],
  [/double bed|king|queen|matrimoni|lit double|grand lit|doppelbett|franzosisches bett|casal/, /double bed|king|queen|matrimoni\p{L}*|lit double|grand lit|doppelbett|franzosische\p{L}* bett|cama de casal/u],
  [/smok|fumador|fumeur|raucher|fumatori/, /smok\p{L}*|fumador\p{L}*|fumeur\p{L}*|raucher\p{L}*|fumatori/u],
  [/allerg/, /allerg\p{L}*/u],
];
const REFUSED = /(?<![\p{L}])(?:we regret|(?:mi|ci) dispiace|siamo spiacenti|lo (?:sentimos|siento)|lamentamos|nous regrettons|wir bedauern|non (?:la|lo|le|li|ne) possiamo|no (?:la|lo|las|los) podemos|nao (?:a|o|as|os) podemos|ne (?:la|le|les) pouvons pas|not possible|impossible|cannot|can't|unable to|unfortunately (?:not|we)|not (?:be )?(?:able|available)|no es posible|imposible|no (?:le |les )?podemos|lamentablemente|desgraciadamente|no (?:esta|es) disponible|pas possible|ne (?:pouvons|pourrons) pas|malheureusement|pas disponible|nicht (?:moglich|verfugbar|garantier\p{L}*)|leider (?:nicht|kein\p{L}*)|(?:konnen|durfen) (?:wir )?(?:das |dies |es )?nicht|non (?:e )?(?:possibile|disponibile)|impossibile|non possiamo|purtroppo|nao (?:e |esta )?(?:possivel|disponivel)|impossivel|nao podemos|infelizmente)(?![\p{L}])/u;
// A request said to be cancelled ("the cot has been cancelled", "la cuna ha sido cancelada", "das Babybett wurde storniert").
const CANCELLED_REQUEST = /(?<![\p{L}])(?:cancell?ed|cancelad[ao]|anulad[ao]|annulee?|storniert|cancellat[ao]|annullat[ao]|disdett[ao])(?![\p{L}])/u;

const NOTED = /(?<![\p{L}])(?:noted|taken note|(?:lo |la )?(?:hemos )?(?:anotad[oa]|tomamos nota|tomado nota)|(?:pris|prenons) (?:bonne )?note|note(?:e|s)? (?:votre|la) demande|notiert|vorgemerkt|vermerkt|(?:preso|prendiamo) nota|annotat[oa]|registad[oa]|anotamos)(?![\p{L}])/u;
// The hotel has none of what was asked (seventeenth pass): "we have no cots", "no disponemos de cunas", "nous n'avons pas
// de lit bébé", "wir haben kein Babybett", "non abbiamo culle", "não temos berço". Read only in a sentence that names the
// request's topic; "we have no problem arranging the cot" says the opposite.
const NOT_HAVE = /(?<![\p{L}])(?:(?:we|hotel|property) (?:have|has) no|(?:do|does|did)(?: not|n.t) (?:have|offer|provide)|there (?:is|are) no|no (?:disponemos|tenemos|contamos|hay|ofrecemos|disponen|dispone)|n.(?:avons|a|offrons|proposons|disposons) (?:pas|aucune?)|ne disposons (?:pas|d.aucune?)|il n.y a (?:pas|aucune?)|(?:haben|hat|gibt es|bieten) (?:\p{L}+ ){0,2}keine?n?|verfugen (?:\p{L}+ ){0,2}uber keine?n?|non (?:abbiamo|disponiamo|offriamo|ci sono|c.e|dispone)|nao (?:temos|dispomos|oferecemos|ha|dispoe|existem?))(?![\p{L}])/u;
const NO_PROBLEM = /(?<![\p{L}])(?:problem\p{L}*|inconvenient\p{L}*|inconvenien\p{L}*|probleme|soucis?|difficult\p{L}*|dificultad|issue)(?![\p{L}])/u;
// The desk's closing hour ("la recepción cierra a las 22:00", "reception is open until 10 pm", "Rezeption bis 21 Uhr
// besetzt"), and what lets a guest in after it (a key box, a night porter, a code, self check-in).
const DESK_CLOSES = /(?<![\p{L}])(?:reception|front desk|recepcion|rezeption|ricevimento|recepcao|rececao|portineria|empfang)\p{L}*[^.!?\n]{0,40}?(?:clos\p{L}*|cierra\p{L}*|ferme\p{L}*|schlie\p{L}*|chiude\p{L}*|fecha\p{L}*|(?:is |esta |est |ist |e )?(?:open|abiert[ao]|ouverte?|geoffnet|besetzt|apert[ao]|abert[ao])\s+(?:until|till|hasta|jusqu.a|bis|fino alle?|ate)|(?:until|till|hasta|jusqu.a|bis|fino alle?|ate))\s+(?:(?:las|les|los|alle|as|a|at|um)\s+){0,2}(\d{1,2})(?:[:h.](\d{2}))?\s*(pm|p\.m\.|uhr|h)?/u;
// Its hours said otherwise (stop 19, a second helper's probes): "reception is open from 8:00 to 21:00", "check-in until
// 21:00 at the latest", "Der Check-in ist bis spätestens 21:00 Uhr möglich", "the front desk is not staffed after 22:00".
const DESK_HOURS = /(?<![\p{L}])(?:(?:reception|front desk|recepcion|rezeption|ricevimento|recepcao|rececao|portineria|empfang)\p{L}*[^.!?\n]{0,40}?(?:from|de|des|von|dalle|das|dès)\s+\d{1,2}(?:[:h.]\d{2})?\s*(?:h|uhr|am)?\s*(?:to|a|al|à|bis|alle|as|às|-|–)|(?:check-?in|anreise|llegada|arrivee|arrivo|chegada)\p{L}*[^.!?\n]{0,30}?(?:until|till|hasta|jusqu.a|bis|fino alle?|ate)(?:\s+(?:spatestens|as late as|at the latest|como maximo|au plus tard|al massimo|o mais tardar))?|(?:not |un)staffed (?:after|from)|nicht (?:mehr )?besetzt (?:ab|nach)|sin personal (?:a partir de|despues de|desde)|sans (?:personnel|permanence) (?:apres|a partir de|des)|non presidiat\p{L}* (?:dopo|dalle)|sem (?:pessoal|rececao) (?:apos|depois d\p{L}*|a partir d\p{L}*))\s+(?:(?:las|les|los|alle|as|a|at|um|spatestens)\s+){0,2}(\d{1,2})(?:[:h.](\d{2}))?\s*(pm|p\.m\.|uhr|h)?/u;
const LET_IN = /(?<![\p{L}])(?:key ?(?:box|safe)|lock ?box|night (?:porter|staff|receptionist|desk)|self[- ]?check-?in|access code|door code|caja de (?:llaves|seguridad)|portero de noche|conserje de noche|codigo de acceso|boite a cles|veilleur|gardien de nuit|code d.acces|schlussel(?:box|tresor|safe)|nachtportier|nachtdienst|zugangscode|cassetta (?:delle )?chiavi|portiere di notte|custode notturno|codice di accesso|cofre de chaves|caixa de chaves|porteiro noturno|rececionista noturno|codigo de acesso|24 ?h|24\/24|24 hours|24 horas|24 heures|24 stunden|24 ore)(?![\p{L}])/u;
const hourOf = (h: number, pm: boolean) => (pm && h < 12 ? h + 12 : h <= 5 ? h + 24 : h);
/** The request's arrival hour and the desk's closing one, when the desk closes before it and nothing lets the guest in. */
function closesBefore(request: string, folded: string): string | undefined {
  // An hour with its minutes or its unit ("23:00", "11 pm", "23h", "23 Uhr"), never a bare count ("2 guests").
  const asked = /(?<![\d:.,])(\d{1,2})(?:[:h.](\d{2})|\s*(pm|p\.m\.|uhr|h)(?![\p{L}]))/u.exec(request.replace(/(?<![\p{L}])(?:midnight|medianoche|minuit|mitternacht|mezzanotte|meia-noite)(?![\p{L}])/u, '24:00'));
  if (!asked) return undefined;
  const want = hourOf(Number(asked[1]), Boolean(asked[3]?.startsWith('p'))) * 60 + Number(asked[2] ?? 0);
  if (want < 17 * 60) return undefined;
  const m = DESK_CLOSES.exec(folded) ?? DESK_HOURS.exec(folded);
  if (!m || LET_IN.test(folded)) return undefined;
  const closes = hourOf(Number(m[1]), Boolean(m[3]?.startsWith('p'))) * 60 + Number(m[2] ?? 0);
  return closes < want ? sentenceAt(folded, m.index) : undefined;
}
/** A special request of the booking the hotel refuses (or says is cancelled: "the cot has been cancelled"), as its sentence; undefined when none is. */
export function refusedRequest(text: string, b: Booking): string | undefined {
  if (!b.SpecialRequest) return undefined;
  const request = fold(b.SpecialRequest);
  // "Lamentablemente la recepción cierra a las 22:00" where the guest arrives at 23:00: the late arrival cannot be met
  // (seventeenth pass). Only a request for an evening arrival with its hour, and only with no key box or night porter.
  if ((REQUEST_TOPICS[0][0].test(request) || /\d\s*p\.?m\b/.test(request)) && /(?:recep|recec|rezep|ricevim|front desk|empfang|portineria|check-?in|anreise|staffed|besetzt|personal|personnel|presidiat|pessoal)/.test(fold(text))) {
    const folded = fold(text);
    const closed = closesBefore(request, folded);
    if (closed) {
      const at = folded.indexOf(closed);
      return at >= 0 ? text.slice(at, at + closed.length) : closed;
    }
  }
  const topics = REQUEST_TOPICS.filter(([asked]) => asked.test(request)).map(([, words]) => words);
  if (!topics.length) return undefined;
  const folded = fold(text);
  for (const m of matchesOf(/[^.!?\n]+/g, folded)) {
    // "we cannot guarantee a high floor but we have noted your request": noted, not refused.
    if ((REFUSED.test(m[0]) || CANCELLED_REQUEST.test(m[0]) || (NOT_HAVE.test(m[0]) && !NO_PROBLEM.test(m[0]))) && topics.some((t) => t.test(m[0])) && !NOTED.test(m[0])) return text.slice(m.index!, m.index! + m[0].length).trim();
  }
  return undefined;
}

// A weekday before a day of the range ("from Friday the 12th to Monday the 15th", "del viernes 12 al lunes 15", "du
// ven. 12 au lun. 15", "vom Freitag, 12. bis Montag, 15.", "da venerdì 12 a lunedì 15", "de sexta 12 a segunda 15"):
// its name or abbreviation, a comma, an article. The weekday must be that day's, or the range is not read.
// The weekday names of dates.ts, each without the dot its ambiguous abbreviations need alone ("mar.", "so."): here a
// day number follows the name, which says it is a weekday.
const RANGE_WEEKDAYS = WEEKDAY_NAMES.map((names) => names.map((n) => n.replace(/\\\.$/, '')));
const RANGE_WEEKDAY = `(?:(${RANGE_WEEKDAYS.flat().join('|')})\\.?,?\\s+(?:(?:the|el|le|den|dem|il|o)\\s+)?)?`;
const RANGE_WEEKDAY_OF = RANGE_WEEKDAYS.map((names) => new RegExp(`^(?:${names.join('|')})$`));
const DAY_RANGE = new RegExp(`(?<![\\p{L}\\p{N}])(?:del|du|vom|von|dal|da|de|from(?: the)?|entre el|entre o|tra il|zwischen dem)\\s+${RANGE_WEEKDAY}(\\d{1,2})(?:st|nd|rd|th|º|°|\\.)?,?\\s*(?:al|au|bis(?: zum)?|to(?: the)?|till|until|a|ao|-|–|y|und|and|e)\\s*(?:el\\s+|le\\s+|den\\s+|il\\s+|o\\s+|the\\s+)?${RANGE_WEEKDAY}(\\d{1,2})(?:st|nd|rd|th|º|°|\\.(?!\\d))?(?![\\p{N}])`, 'gu');
/** Whether a weekday named before a day (undefined: none named) is that day's. */
const weekdayFits = (name: string | undefined, day: string | undefined) => !name || !day || RANGE_WEEKDAY_OF[new Date(`${day}T00:00:00Z`).getUTCDay()].test(name);
const DAY_OF_MONTH_SOURCE = () => `(?<![\\p{L}])(?:${PREPOSITIONS.map(escape).join('|')})\\s+(\\d{1,2})(?:st|nd|rd|th|º|°|\\.)?`;
let DAY_OF_MONTH: RegExp;

export interface RelativeDate {
  field: 'checkIn' | 'checkOut';
  /** YYYY-MM-DD. */
  day: string;
  index: number;
  end: number;
  words: string;
  /** Stated as nights ("one night less"), not as a day. */
  night?: boolean;
  /** The old value of a change ("moved from the 12th to the 13th": the 12th), which the hotel no longer has. */
  replaced?: boolean;
  /** A change only offered, asked or refused ("we cannot move the arrival from the 11th to the 12th"): no day. */
  doubt?: boolean;
}

/** The day-of-month d nearest to `near` (YYYY-MM-DD), in the month before, of or after it. */
function nearestDay(d: number, near: string): string | undefined {
  const [y, m] = near.split('-').map(Number);
  let best: string | undefined;
  for (const k of [-1, 0, 1]) {
    const month = m + k < 1 ? 12 : m + k > 12 ? 1 : m + k;
    const iso = calendarDate(m + k < 1 ? y - 1 : m + k > 12 ? y + 1 : y, month, d);
    if (!iso) continue;
    if (!best || Math.abs(daysBetween(near, iso)) < Math.abs(daysBetween(near, best))) best = iso;
  }
  return best;
}

const ROOM_NOUN = /(?<![\p{L}])(?:rooms?|habitacion\p{L}*|chambres?|\p{L}*zimmer|camer[ae]|quartos?|apartamento|appartamento|apartment)(?![\p{L}])/u;
const POLICY = /cancel|annul|storn|deadline|payment|paiement|zahlung|pagamento|pago|free of charge|kostenfrei|kostenlos|gratuit|sans frais|sin (?:coste|gastos)|sem (?:custos|encargos)|senza (?:costi|penali)|no-?show|penal/;
const ARRIVAL_WORDS = new RegExp(wordsRe(ALL.flatMap((l) => l.arrival).map((w) => `${w}\\p{L}*`)).source, 'gu');
const DEPARTURE_WORDS = new RegExp(wordsRe(ALL.flatMap((l) => l.departure).map((w) => `${w}\\p{L}*`)).source, 'gu');
const PREPOSITIONS = ['on the', 'on', 'the', 'el dia', 'el', 'le', 'am', 'il', "l'", 'no dia', 'dia', 'a', 'al', 'au', 'ao', 'bis zum', 'zum', 'du', 'dem', 'dal', 'del', 'do'];
DAY_OF_MONTH = new RegExp(DAY_OF_MONTH_SOURCE(), 'gu');

// "the day before arrival", "la veille de l'arrivée", "el día antes de la llegada", "am Tag vor der Anreise", "il giorno
// prima dell'arrivo", "no dia antes da chegada": a day counted from the stay, not a move of it.
const DAY_OF_REFERENCE = /^\s*(?:(?:of|de|d.|del|da|dell.|do|vor|der|dem)\s*)*(?:(?:the|your|their|la|le|l.|su|votre|leur|ihrer|der|la|il|a|sua)\s+)?(?:arrival|departure|check-?in|check-?out|stay|llegada|salida|entrada|estancia|arrivee|depart|sejour|anreise|abreise|ankunft|aufenthalt|arrivo|partenza|soggiorno|chegada|partida|saida|estadia)(?![\p{L}])/u;
// A verb of sending, paying or calling before it, with no arrival or departure in between.
const SENT_BEFORE = /(?<![\p{L}])(?:sent|send|sending|emailed|texted|paid|pay|charged|call|enviad[oa]|enviamos|enviaremos|mandamos|cobrad[oa]|cobramos|envoye\p{L}*|envoyons|enverrons|paye\p{L}*|debite\p{L}*|gesendet|geschickt|schicken|senden|zugeschickt|abgebucht|belastet|inviat[oa]|inviamo|invieremo|mandat[oa]|addebitat[oa]|enviad[oa]|enviaremos|cobrad[oa])(?![\p{L}])[^.\n]{0,40}$/u;
/**
 * Dates stated relative to the booking: "one day later", "un jour plus tard" (the arrival unless the departure is
 * named), "one night less" (the departure), and a day of the month after an arrival or departure word ("departure
 * on the 18th", "Abreise am 23."). `taken` are spans already read as full dates.
 */
export function relativeDates(text: string, language: Language | undefined, bookedIn: string, bookedOut: string, taken: { index: number; end: number }[]): RelativeDate[] {
  // Days in words as their digits ("departing on the fourteenth", "Abreise am vierzehnten"), as findDates reads them.
  const folded = spellDays(fold(text), language, 'dayPosition');
  const lex = lexiconsFor(language);
  const out: RelativeDate[] = [];
  const arrival = ARRIVAL_WORDS;
  const departure = DEPARTURE_WORDS;
  const lastOf = (re: RegExp, s: string) => Math.max(-1, ...[...matchesOf(re, s)].map((m) => m.index!));
  const kindBefore = (index: number): 'checkIn' | 'checkOut' | undefined => {
    const s = sentenceAt(folded, Math.max(0, index - 1));
    const from = folded.lastIndexOf(s.slice(0, 10), index);
    const head = from >= 0 ? folded.slice(from, index) : folded.slice(Math.max(0, index - 60), index);
    const a = lastOf(arrival, head);
    const d = lastOf(departure, head);
    return a > d ? 'checkIn' : d > a ? 'checkOut' : undefined;
  };
  const push = (field: 'checkIn' | 'checkOut', day: string | undefined, index: number, end: number, night = false) => {
    // "kostenfrei bis 18:00 Uhr am Vortag der Anreise", "free of charge until the day before": a policy, not the stay.
    const sentence = sentenceAt(folded, index);
    const head = sentence.slice(0, Math.max(0, index - folded.lastIndexOf(sentence.slice(0, 12), index)));
    // Its own clause only where that clause names the room (stop 14: "Parking gratuito; la habitación solo está
    // disponible hasta el 14" is the stay; "cancelamentos sem custos ...; após essa data será cobrada a 1.ª noite" is not).
    const clauseStart = Math.max(head.lastIndexOf(';'), head.lastIndexOf(':')) + 1;
    if (POLICY.test(clauseStart > 0 && ROOM_NOUN.test(head.slice(clauseStart)) ? head.slice(clauseStart) : head)) return;
    if (day) out.push({ field, day, index, end, words: text.slice(index, end), ...(night ? { night } : {}) });
  };
  // The four families' phrases first asked as one expression: a text that holds none of them (most) is scanned once.
  let shifts = SHIFTS.get(lex);
  // The phrases that open on a verb ("écourte son séjour d'une nuit", "um eine Nacht verkürzt") are asked only where
  // one of their verbs is (SHIFT_VERB_HINT): most texts hold none.
  if (!shifts) {
    const all = lex.flatMap((l) => [...l.dayLater, ...l.dayEarlier, ...l.nightLess, ...l.nightMore]);
    SHIFTS.set(lex, (shifts = new RegExp(wordsRe(all.filter((p) => !VERB_SHIFT.test(p))).source, 'u')));
    SHIFT_VERBS.set(lex, new RegExp(wordsRe(all.filter((p) => VERB_SHIFT.test(p))).source, 'u'));
  }
  const shifted = shifts.test(folded) || (ONE_NIGHT.some((w) => folded.includes(w)) && SHIFT_VERB_HINT.test(folded) && SHIFT_VERBS.get(lex)!.test(folded));
  if (shifted) for (const [family, shift] of [['dayLater', 1], ['dayEarlier', -1]] as const) {
    for (const p of allPhrases(folded, family, lex)) {
      // "the barrier code will be sent the day before arrival", "code envoyé la veille par sms": when something is sent,
      // paid or called, counted from the stay, not a day of it.
      if (DAY_OF_REFERENCE.test(folded.slice(p.end, p.end + 30)) || SENT_BEFORE.test(sentenceAt(folded, p.index).slice(0, Math.max(0, p.index - folded.lastIndexOf(sentenceAt(folded, p.index).slice(0, 12), p.index))))) continue;
      // "Die Gäste reisen einen Tag früher ab": a German separable verb says which after the phrase (sixteenth pass).
      const particle = SEPARABLE_VERB_BEFORE.test(folded.slice(Math.max(0, p.index - 40), p.index)) ? SEPARABLE_PARTICLE_AFTER.exec(folded.slice(p.end, p.end + 30))?.[1] : undefined;
      const field = particle ? (particle === 'ab' ? 'checkOut' : 'checkIn') : kindBefore(p.index) === 'checkOut' ? 'checkOut' : 'checkIn';
      push(field, addDays(field === 'checkIn' ? bookedIn : bookedOut, shift), p.index, p.end);
    }
  }
  if (shifted) for (const [family, shift] of [['nightLess', -1], ['nightMore', 1]] as const) for (const p of allPhrases(folded, family, lex)) push('checkOut', addDays(bookedOut, shift), p.index, p.end, true);
  // A range of two days of the month, no month after it ("del 12 al 14", "du 12 au 14", "vom 12. bis 14.", "dal 12 al
  // 14", "de 12 a 14", "from the 12th to the 14th"): the arrival and the departure, each the nearest such day to the
  // booked one. A month after the range makes it a date the date reader reads.
  taken = [...taken];
  for (const m of matchesOf(DAY_RANGE, folded)) {
    const end = m.index! + m[0].length;
    if (taken.some((t) => m.index! < t.end && end > t.index)) continue;
    // Not hours ("de 12 a 14 h"), ages ("de 12 a 14 años"), counts or amounts.
    if (/^\s*(?:h\d{0,2}|hrs?|uhr|horas?|heures?|ore|am|pm|o'clock|[:h]\d|anos|años|ans|jahre\p{L}*|anni|years?|personas?|personnes?|persone|pessoas|people|guests?|%|€|eur|euros?|nights?|noches|nuits|nachte\p{L}*|notti|noites)(?![\p{L}])/u.test(folded.slice(end, end + 10))) continue;
    if (/^\s*(?:[./-]\s*\d|(?:de\s+|of\s+)?\p{L}{3,}\.?\s*(?:\d|$)|(?:de\s+|of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|ene|abr|ago|dic|fev|mai|set|out|dez|gen|mag|giu|lug|ott|janv|fevr|avr|juil|sept|dez|marz|okt)\p{L}*)/u.test(folded.slice(end, end + 14))) continue;
    // "Breakfast is from 8 till 10", "la piscina está abierta de 10 a 20": the hours of a service, in a sentence that
    // names a service and no arrival, departure, night, stay, booking, confirmation or room.
    const rangeSentence = sentenceAt(folded, m.index!);
    // Hours take no article and no ordinal ("de 8 a 10", "from 8 till 10", "von 7 bis 10"); "del 12 al 14", "from the
    // 12th" are days.
    // Or right after a meal served, whatever the rest of the sentence names ("Double room with breakfast, breakfast
    // served from 7 to 10", "desayuno servido de 7 a 10": r20).
    if (/^(?:de|from|von|da|das)\s+\d{1,2}\s*\p{L}{1,5}\s*\d{1,2}\.?$/u.test(m[0]) && ((SERVICE_HOURS.test(rangeSentence) && !STAY_NOUNS.test(rangeSentence.replace(DURING_STAY, ' '))) || MEAL_SERVED_BEFORE.test(folded.slice(Math.max(0, m.index! - 30), m.index!)))) continue;
    // "no del 12 al 15", "not from the 12th to the 15th", "statt vom 12. bis 15.": the stay the hotel does not have.
    if (/(?<![\p{L}])(?:no|not|nicht|non|nao|pas|statt|anstatt|anstelle|instead of|rather than|en lugar|en vez|au lieu|invece|anziche|em vez|em lugar)(?:\s+\p{L}{1,5})?\s*$/u.test(folded.slice(Math.max(0, m.index! - 20), m.index!))) {
      taken.push({ index: m.index!, end });
      continue;
    }
    const d1 = Number(m[2]);
    const d2 = Number(m[4]);
    if (d1 < 1 || d1 > 31 || d2 < 1 || d2 > 31 || d1 === d2) continue;
    // "Arrival moved from the 12th to the 13th", "la llegada pasa del 12 al 13": the first day is the old one, the second
    // the hotel's, of the fact the words before name (no such word: read as the range it is written as).
    const change = /^(?:entre|tra|zwischen)/.test(m[0]) ? undefined : changeBefore(folded, m.index!, end, language);
    const changed = change ? kindBefore(m.index!) : undefined;
    if (changed && change === 'doubt') {
      // "we cannot move the arrival from the 11th to the 12th": neither day is the hotel's; a person reads it.
      out.push({ field: changed, day: '', index: m.index!, end, words: text.slice(m.index!, end), doubt: true });
      taken.push({ index: m.index!, end });
      continue;
    }
    if (changed) {
      const booked = changed === 'checkIn' ? bookedIn : bookedOut;
      const second = m.index! + m[0].lastIndexOf(m[4]);
      const first = m.index! + m[0].indexOf(m[2], m[1] ? m[0].indexOf(m[1]) + m[1].length : 0);
      const oldDay = nearestDay(d1, booked);
      if (oldDay) out.push({ field: changed, day: oldDay, index: first, end: first + m[2].length, words: text.slice(m.index!, first + m[2].length), replaced: true });
      push(changed, nearestDay(d2, booked), second, end);
      taken.push({ index: m.index!, end });
      continue;
    }
    const [in1, out1] = [nearestDay(d1, bookedIn), nearestDay(d2, bookedOut)];
    // "del viernes 12 al lunes 15" where the 12th is a Thursday: another week, or another booking; left unread.
    if (!weekdayFits(m[1], in1) || !weekdayFits(m[3], out1)) continue;
    const start = m.index! + (m[1] ? m[0].lastIndexOf(m[1], m[0].search(/\d/)) : m[0].search(/\d/));
    push('checkIn', in1, start, end);
    push('checkOut', out1, start, end);
    taken.push({ index: m.index!, end });
  }
  // A day of the month after an arrival or departure word and a preposition.
  const re = DAY_OF_MONTH;
  re.lastIndex = 0;
  arrival.lastIndex = 0;
  departure.lastIndex = 0;
  // Without an arrival or departure word no day of the month is placed: the loop is skipped.
  const placeable = arrival.test(folded) || departure.test(folded);
  arrival.lastIndex = 0;
  departure.lastIndex = 0;
  if (placeable) for (const m of matchesOf(re, folded)) {
    const start = m.index! + m[0].length - m[0].slice(m[0].search(/\d/)).length;
    const end = m.index! + m[0].length;
    if (taken.some((t) => start < t.end && end > t.index)) continue;
    // Italian "le 15", "dopo le 15", "entro le 18": the hour (le ore), not a day ("il 15").
    if (language === 'it' && /^le\s/.test(m[0])) continue;
    const rest = folded.slice(end, end + 16);
    // Nor minutes or a distance ("le parking est à 5 min à pied", "a 3 km").
    if (/^(?:[\d/:-]|[.,]\d|\s*(?:de\s+|of\s+)?\p{L}{3,}\.?\s*(?:\d|$)|\s*(?:h\d{0,2}|hrs?|uhr|horas?|heures?|ore|am|pm|o'clock|min(?:s|utes?|utos?|uten|uti)?|km|kms|m|metres?|meters?|metros?|metri|miles?|millas?)\b|\s*(?:nights?|noches?|nuits?|nachte?|notti|noites?|adults?|guests?|personas?|personnes?|personen|persone|pessoas|rooms?|pax|%|€|eur))/u.test(rest)) continue;
    // The preposition may end the arrival or departure word ("from the 13th", "à partir du 13", "ab dem 13.").
    const kind = kindBefore(start);
    if (!kind) continue;
    // Only near its word: "Abreise am 23." but not "arrival ... (40 words) ... the 3 rooms".
    const d = Number(m[1]);
    if (d < 1 || d > 31) continue;
    push(kind, nearestDay(d, kind === 'checkIn' ? bookedIn : bookedOut), start, end);
  }
  return out.sort((a, b) => a.index - b.index);
}

// A meal served, right before its hours: "breakfast served", "servido", "petit-déjeuner servi", "Frühstück serviert".
const MEAL_SERVED_BEFORE = /(?<![\p{L}])(?:served|servid[oa]|servie?|serviert|servit[ao])\s+$/u;
// A service with its hours: meals, reception, restaurant, bar, pool, spa, parking, and "open" or "served".
const SERVICE_HOURS = /(?<![\p{L}])(?:breakfast|brunch|lunch|dinner|desayuno|almuerzo|comida|cena|petit-?dejeuner|dejeuner|diner|fruhstuck\p{L}*|mittagessen|abendessen|colazione|pranzo|pequeno[- ]?almoco|cafe da manha|almoco|jantar|reception|recepcion|rezeption|ricevimento|rece[cp]cao|restaurant\p{L}*|ristorante|bar|pool|piscin\p{L}*|spa|gym|gimnasio|fitness|sauna|parking|garage|served|servid[oa]|servi|serviert|servit[ao]|open|opens|abiert[oa]|ouvert\p{L}*|geoffnet|offen|apert[oa]|abert[oa])(?![\p{L}])/u;
const STAY_NOUNS = /(?<![\p{L}])(?:arriv\p{L}*|depart\p{L}*|check-?in|check-?out|llegada|salida|entrada|anreise|abreise|ankunft|partenza|chegada|partida|saida|nights?|noches?|nuits?|nachte?|notti|notte|noites?|stay|estancia|sejour|aufenthalt|soggiorno|estadia|booking|reserv\p{L}*|buchung|prenotazione|confirm\p{L}*|bestatig\p{L}*|conferm\p{L}*|rooms?|habitacion\p{L}*|chambres?|\p{L}*zimmer|camer[ae]|quartos?|doubles?|dobles?|doppia|duplo)(?![\p{L}])/u;
// The nights listed one by one ("the nights of 12, 13 and 14 March", "les nuits du 12, 13 et 14 mars", "noches del 12,
// 13 y 14", "Nächte vom 12., 13. und 14.03."): consecutive days, each a night of the stay.
const NIGHTS_LIST = /(?<![\p{L}])(?:nights?|noches?|nuits?|nachte|notti|noites?)\s+(?:of\s+(?:the\s+)?|del?\s+(?:dia\s+)?|du\s+|vom\s+|dal\s+|dei\s+|das\s+|de\s+|do\s+)?(\d{1,2})(?:st|nd|rd|th|º|°|\.)?((?:\s*(?:,|and|y|e|et|und|&)\s*(?:the\s+|du\s+|del\s+|le\s+|el\s+|il\s+|dem\s+|o\s+)?\d{1,2}(?:st|nd|rd|th|º|°|\.(?!\d))?)+)/gu;
export interface ListedNights {
  /** YYYY-MM-DD: the first night listed, and the morning after the last. */
  checkIn: string;
  checkOut: string;
  /** Where the list and the month after it stand. */
  index: number;
  end: number;
  words: string;
}
/**
 * Nights listed one by one, consecutive: the stay from the first to the morning after the last. The month is that of a
 * date the date reader found in the list ("14 March"), else the one that puts the first night nearest the booking.
 */
export function listedNights(text: string, dates: FoundDate[], bookedIn: string): ListedNights[] {
  const folded = fold(text);
  if (!/nights?|noches?|nuits?|nachte|notti|noites?/.test(folded)) return [];
  const out: ListedNights[] = [];
  for (const m of matchesOf(NIGHTS_LIST, folded)) {
    const days = [Number(m[1]), ...[...m[2].matchAll(/\d{1,2}/g)].map((x) => Number(x[0]))];
    if (days.some((d, i) => i > 0 && d !== days[i - 1] + 1)) continue;
    const end = m.index! + m[0].length;
    // A date read in the list or right after it ("... 13 and 14 March") gives the month and the year.
    const inList = dates.filter((d) => d.index >= m.index! && d.index < end + 3 && d.readings.length === 1);
    const last = inList[inList.length - 1];
    const first = last ? `${last.readings[0].slice(0, 8)}${String(days[0]).padStart(2, '0')}` : nearestDay(days[0], bookedIn);
    if (!first || !calendarDate(Number(first.slice(0, 4)), Number(first.slice(5, 7)), days[0])) continue;
    const stop = Math.max(end, ...inList.map((d) => d.end));
    out.push({ checkIn: first, checkOut: addDays(first, days.length), index: m.index!, end: stop, words: text.slice(m.index!, stop) });
  }
  return out;
}

// "during your stay", "pendant votre séjour": when a service is open, not the stay's days.
const DURING_STAY = /(?<![\p{L}])(?:(?:during|throughout) (?:your|the|their) stay|durante (?:su|la|el) (?:estancia|estadia)|pendant (?:votre|le|leur) sejour|wahrend (?:ihres|des) aufenthalt\p{L}*|durante (?:il|il vostro|il suo) soggiorno|durante a (?:sua )?estadia)(?![\p{L}])/gu;
const SHAPES = new Map<string, RegExp | undefined>();
/** "BK-2027-0711" -> a pattern for BK-<digits>-<digits>; none for a code without letters and digits. */
function shapeOf(code: string): RegExp | undefined {
  if (!SHAPES.has(code)) {
    if (SHAPES.size > 10_000) SHAPES.clear();
    const bare = code.replace(/#.*$/, '');
    const shape = /\p{L}/u.test(bare) && /\d/.test(bare) ? bare.replace(/\p{L}+|\d+|[^\p{L}\d]/gu, (run) => (/\d/.test(run) ? '\\d+' : /\p{L}/u.test(run) ? escape(run) : `[${escape(run)}\\s]?`)) : undefined;
    SHAPES.set(code, shape ? new RegExp(`(?<![\\p{L}\\p{N}])${shape}(?![\\p{L}\\p{N}])`, 'giu') : undefined);
  }
  const re = SHAPES.get(code);
  if (re) re.lastIndex = 0;
  return re;
}

// The nouns of a night of the stay in the six languages, and the words desks use for them: "nuitées", "Übernachtungen",
// "pernottamenti", "diárias", "pernoctaciones" (folded).
const NIGHT_NOUNS = 'nights?|nts|ngts?|nites?|noches?|nuits?|nuitees?|nachte|nacht|ubernachtung(?:en)?|notti|notte|pernottament[oi]|noites?|diarias?|pernoctacion(?:es)?';
// A count and a night noun: "3 nights", "tres noches", "três (3) noites" (the digits repeat the word), "a 3-night stay".
const NIGHT_NOUN = new RegExp(`(?<![\\p{L}])(?:${NIGHT_NOUNS})(?![\\p{L}])`, 'gu');
// The count that ends right before a night noun ("tutte e tre le notti": an article may stand between them).
const COUNT_BEFORE_NIGHT = new RegExp(`(?<![\\p{L}\\p{N}.,/£€$-])(\\d{1,2}|\\p{L}+)(?:[ \\t]*\\([ \\t]*(\\d{1,2})[ \\t]*\\))?(?:\\s+(?:le|i|the)\\s+|\\s+|-)$`, 'u');
const NOT_BEFORE_COUNT = /[\p{L}\p{N}.,/£€$-]/u;
// "3N", "3N/2A": the nights in a desk's shorthand (a capital N right after the digits, in the text as written).
const NIGHTS_SHORT = /(?<![\p{L}\p{N}.,/£€$-])(\d{1,2})N(?![\p{L}\p{N}])/gu;
const NIGHTS_LABEL = new RegExp(`(?<![\\p{L}])(?:(?:number|no\\.?) of nights|n[º°o]\\.? (?:de |di )?(?:noches|nuits|nuitees|notti|noites|pernottamenti|diarias)|numero (?:de |di )?(?:noches|nuits|nuitees|notti|noites|pernottamenti|diarias)|anzahl (?:der )?(?:nachte|ubernachtungen)|${NIGHT_NOUNS})(?:[ \\t]*\\/[ \\t]*\\p{L}+)?[ \\t.]*(?::+|\\|)[ \\t]*(\\d{1,2})(?![\\p{N}]|[.,/:]\\d)`, 'gu');
const PART_OF_BEFORE = new RegExp(`(?<![\\p{L}])(?:\\d{1,2}|one|two|three|four|five|six|un[ao]?|une|dos|deux|tres|trois|quatre|cuatro|zwei|drei|vier|due|tre|quattro|dois|duas|um|uma)\\s+(?:of the|of|de las|de los|de|des|sur|von den|von|delle|dei|degli|das|dos)\\s*$`, 'u');
const NIGHT_PRICE = 'charges?|charged|fees?|penalty|penalt(?:y|ies)|deposit|gastos|penalizacion|cargo|cobr\\p{L}*|frais|penalite|factur\\p{L}*|gebuhr\\p{L}*|berechn\\p{L}*|in rechnung|storno\\p{L}*|penal[ei]|penalita|addebit\\p{L}*|custos?|multa|no-?show|deposito|acompte|anzahlung|caparra|sinal';
// "one night will be charged", "une nuit sera facturée", "una notte verrà addebitata" (stop 19, recall).
const NIGHT_PRICE_AFTER = new RegExp(`^\\s*(?:(?:de|d.|di|da|du)\\s+)?(?:(?:(?:will|shall|would|may)\\s+be|is|are|sera|seront|est|wird|werden|verra|sara|sera|se|e|sera)\\s+)?(?:${NIGHT_PRICE})(?![\\p{L}])`, 'u');
const NIGHT_PRICE_BEFORE = new RegExp(`(?<![\\p{L}])(?:${NIGHT_PRICE})(?![\\p{L}])[^.!?\\n]{0,20}$`, 'u');
const COUNT_BECOMES = /^\s*(?:(?:will |now )?become|becomes?|are now|change[sd]? to|pasan a(?: ser)?|se quedan en|quedan en|se convierten en|deviennent|passent a|werden(?: zu)?|diventano|passano a|passiamo a|passam a|passamos a|ficam|tornam-se)\s*(?:\p{L}+\s+)?\d/u;
const SHIFT_BY_BEFORE = /(?<![\p{L}])(?:shorten|reduc|extend|acort|reduj|alarg|ampli|prolong|ecourt|raccourc|redui|rallong|verkurz|kurz|verlanger|accorci|ridott|ridu|allung|estes|encurt|reduz|estend)\p{L}*\s+(?:\p{L}+\s+){0,3}(?:(?:by|en|d.|um|di|em)\s*)?$/u;
/** "for 2 nights", "dos noches", "eine Nacht", "3 Übernachtungen", "3N": the number of nights the hotel states, with its words; none if unsure. */
export function nightsStated(text: string, language: Language | undefined): { n: number; words: string; others: string[] } | undefined {
  text = withoutReplacedCounts(text);
  const { numbers } = peopleRe(language);
  const folded = fold(text);
  const found: { n: number; words: string }[] = [];
  // Each night noun, then the count before it (most words are no night noun: the count is looked for only there).
  for (const noun of matchesOf(NIGHT_NOUN, folded)) {
    const from = Math.max(0, noun.index! - 40);
    const c = COUNT_BEFORE_NIGHT.exec(folded.slice(from, noun.index!));
    if (!c || (c.index === 0 && from > 0 && NOT_BEFORE_COUNT.test(folded[from - 1]))) continue;
    const m = Object.assign([folded.slice(from + c.index, noun.index! + noun[0].length), c[1], c[2]], { index: from + c.index });
    // "EUR 120 a night": the article of a price's unit counts no nights.
    const n = /^\d+$/.test(m[1]) ? Number(m[1]) : m[1] === 'a' || m[1] === 'an' ? undefined : numbers[m[1]];
    if (!n) continue;
    // "two of the three nights", "dos de las tres noches": a part of the nights, the reader cannot tell which.
    if (PART_OF_BEFORE.test(folded.slice(Math.max(0, m.index! - 30), m.index!))) return undefined;
    // "três (3) noites": the digits in brackets repeat the word; when they say another number, the reader cannot tell.
    if (m[2] && Number(m[2]) !== n) return undefined;
    const before = folded.slice(Math.max(0, m.index! - 30), m.index!);
    // "minimum stay 2 nights", "one night less" (read as relative), "per night", "cancel 2 nights before".
    // Up to three short words between (r22): "a minimum stay of 5 nights", "la estancia mínima es de 7 noches", "le séjour
    // minimum est de 7 nuits", "il soggiorno minimo è di 7 notti", "a estadia mínima é de 7 noites"; and the rule's word
    // after the count: "7-night minimum stay", "7 Nächte Mindestaufenthalt", "7 notti minimo".
    if (/(?:minimum|min\.|mindestens|minimo|minima|mindestaufenthalt|maximum|max\.?|maximo|massimo|hochstens)(?:\s+\p{L}{1,5}){0,3}\s*$/u.test(before)) continue;
    const after = folded.slice(m.index! + m[0].length, m.index! + m[0].length + 30);
    if (/^\s*(?:minimum|minimo|minima|mindest\p{L}*|min\.)/u.test(after)) continue;
    if (/^\s*(?:less|fewer|more|shorter|longer|extra|menos|mas|de moins|en moins|de plus|weniger|mehr|kurzer|langer|in meno|di meno|in piu|a menos|a mais|before|antes|avant|vor|prima)\b/u.test(after)) continue;
    // "The 3 nights become 2", "las 3 noches pasan a ser 2", "les 3 nuits deviennent 2", "da 3 notti passiamo a 2": the
    // count replaced (the new one is said with no noun; the departure says the rest).
    if (COUNT_BECOMES.test(after)) continue;
    // "il écourte son séjour d'une nuit", "shortened by one night", "um eine Nacht verlängert": a shift (relativeDates), no count.
    if (n === 1 && (SHIFT_BY_BEFORE.test(before) || /^\s*(?:verkurz|gekurz|verlanger|langer)/u.test(after))) continue;
    // "to avoid a one-night charge", "1 noche de penalización", "charge of one night": a policy's price, not the stay.
    if (NIGHT_PRICE_AFTER.test(after) || NIGHT_PRICE_BEFORE.test(before)) continue;
    found.push({ n, words: text.slice(m.index!, m.index! + m[0].length) });
  }
  if (/\dN/.test(text)) for (const m of matchesOf(NIGHTS_SHORT, text)) found.push({ n: Number(m[1]), words: m[0] });
  // "Nights: 2", "Noches | 2", "Number of nights: 2".
  // "Última noche: 13 de marzo", "Ultima notte: 13": the date of a night, not a count of them.
  const labelled = matchesOf(NIGHTS_LABEL, folded).filter((m) => !/(?:last|first|ultima|primera|derniere|premiere|letzte|erste|prima|primeira)\s*$/.test(folded.slice(Math.max(0, m.index! - 12), m.index!))).map((m) => ({ n: Number(m[1]), words: text.slice(m.index!, m.index! + m[0].length) }));
  found.push(...labelled);
  const distinct = [...new Set(found.map((f) => f.n))];
  if (distinct.length !== 1) return undefined;
  // The label's words when there is one ("Noites | 7"): the row a reader checks; the other words that state the same
  // count ("Nights: 3" and "all 3 nights in a double room") are the same fact, each in its own sentence.
  const chosen = labelled[0] ?? found[0];
  return { n: chosen.n, words: chosen.words, others: [...new Set(found.map((f) => f.words))].filter((w) => w !== chosen.words) };
}

const AGENCY_LABELS = new Map<string, RegExp>();
function agencyLabelRe(lex: Lexicon[]): RegExp {
  const key = lex.map((l) => l.language).join(',');
  let re = AGENCY_LABELS.get(key);
  if (!re) {
    re = new RegExp(`(?<![\\p{L}])(?:${lex.flatMap((l) => l.agencyLabels).join('|')})\\s*[:.#]?\\s*([a-z0-9][a-z0-9/_-]{2,30})`, 'gu');
    AGENCY_LABELS.set(key, re);
  }
  re.lastIndex = 0;
  return re;
}

/** A reference shaped like the agency's booking code (ours: BK-2027-0711) that is none of the expected bookings'. */
export function otherReferences(text: string, ourCodes: string[], ours: string[], lex: Lexicon[]): string[] {
  const found = new Set<string>();
  const known = new Set([...ourCodes, ...ours].map((c) => c.toLowerCase()));
  // Ours written without its dashes or with other ones ("BK20271001", "BK/2027/1001" for "BK-2027-1001") is still ours
  // (eighteenth pass, reader18: a few lines in facts.ts).
  let bare: Set<string> | undefined;
  const oursBare = (t: string) => (bare ??= new Set([...known].map((k) => k.replace(/[^\p{L}\p{N}]/gu, '')))).has(t.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''));
  for (const code of ourCodes) {
    const re = shapeOf(code);
    if (re) for (const m of matchesOf(re, text)) if (!known.has(m[0].toLowerCase().replace(/\s/g, '-')) && !oursBare(m[0])) found.add(m[0]);
  }
  // "your ref: X" where X is not ours.
  const folded = fold(text);
  const label = agencyLabelRe(lex);
  for (const m of matchesOf(label, folded)) {
    const start = m.index! + m[0].length - m[1].length;
    const token = text.slice(start, start + m[1].length);
    if (/\d/.test(token) && ![...known].some((k) => k.replace(/[^\p{L}\p{N}]/gu, '') === token.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''))) found.add(token);
  }
  return [...found];
}

// Words about a booking fact: what a contrast or a question must touch to matter.
const FACT_WORDS = wordsRe([
  ...ALL.flatMap((l) => [...l.roomNouns, ...l.arrival.map((w) => `${w}\\p{L}*`), ...l.departure.map((w) => `${w}\\p{L}*`), ...l.adults]),
  'breakfast', 'desayuno', 'petit-?dejeuner', 'fruhstuck', 'colazione', 'pequeno[- ]?almoco', 'cafe da manha', 'dinner', 'cena', 'diner', 'abendessen', 'jantar', 'board', 'regimen', 'pension', 'verpflegung', 'trattamento', 'regime',
  'nights?', 'noches?', 'nuits?', 'nachte?', 'notti', 'notte', 'noites?', 'dates?', 'fechas?', 'datum', 'daten', 'data', 'date', 'name', 'nombre', 'nom', 'nome',
  'twin', 'double', 'doble', 'doppia', 'duplo', 'doppelzimmer', 'single', 'suite', 'rate', 'tarifa', 'tarif', 'preis', 'prezzo', 'preco', 'price',
  // Works at the hotel ("mas o hotel estará em obras", "but there is construction work").
  'works', 'construction', 'renovation', 'refurbishment', 'obras', 'reformas', 'travaux', 'renovation', 'bauarbeiten', 'umbau\\p{L}*', 'renovierung', 'lavori', 'ristrutturazione',
  // The guest by title ("ma per la sig.ra Bianchi", "but for Mr Hill", "aber für Frau Graf").
  'titular', 'titulaire',
  'mr', 'mrs', 'ms', 'miss', 'sr', 'sra', 'srta', 'sig', 'sig\\.ra', 'signor[ae]?', 'herrn?', 'frau', 'mme', 'madame', 'monsieur', 'senhora?', 'dona',
], 'u');
export const touchesFact = (folded: string) => {
  FACT_WORDS.lastIndex = 0;
  return FACT_WORDS.test(folded);
};

/** The first phrase of a family in the text, with its sentence as written. */
// The last few answers, kept: a segment's text is often asked again (the request check, then the reading). Each answer
// is a new object, as before.
const PHRASE_SEEN: [string, string, Language | undefined, { words: string; sentence: string } | undefined][] = [];
export function phraseSentence(text: string, family: 'pending' | 'conditions' | 'cancellation' | 'cancelled', language: Language | undefined): { words: string; sentence: string } | undefined {
  for (const [t, f, l, found] of PHRASE_SEEN) if (t === text && f === family && l === language) return found && { ...found };
  const found = firstPhraseSentence(text, family, language);
  PHRASE_SEEN.unshift([text, family, language, found]);
  if (PHRASE_SEEN.length > 6) PHRASE_SEEN.pop();
  return found && { ...found };
}
function firstPhraseSentence(text: string, family: 'pending' | 'conditions' | 'cancellation' | 'cancelled', language: Language | undefined): { words: string; sentence: string } | undefined {
  const folded = fold(text);
  const hit = findPhrase(folded, family, family === 'pending' ? lexiconsFor(language) : ALL);
  return hit ? { words: text.slice(hit.index, hit.index + hit.words.length), sentence: sentenceAt(text, hit.index) } : undefined;
}

/** A sentence that asks something ("¿nos pueden indicar...?"), as written. */
export function questions(text: string): string[] {
  return questionSpans(text).map(([i, e]) => text.slice(i, e).trim()).filter((q) => q.replace(/[¿?]/g, '').trim().length > 3);
}
/** Where each question is: from the end of the sentence before to its "?" (found from the "?", in linear time). */
export function questionSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  let q = text.indexOf('?');
  while (q >= 0) {
    let i = q;
    while (i > 0 && !stops(text.charCodeAt(i - 1))) i--;
    out.push([i, q + 1]);
    q = text.indexOf('?', q + 1);
  }
  return out;
}

/** A contrast ("but", "pero", "aber", "ma") that introduces something about a booking fact, as its sentence. */
/** `skip`: a sentence whose contrast says nothing against the booking (r22: a wish noted, not promised). */
export function contrastAboutFact(text: string, language: Language | undefined, skip?: (sentence: string) => boolean): string | undefined {
  const folded = fold(text);
  for (const p of allPhrases(folded, 'contrast', lexiconsFor(language))) {
    const end = folded.slice(p.end).search(/[.!?\n]/);
    const clause = folded.slice(p.end, end < 0 ? undefined : p.end + end);
    if (touchesFact(clause) && !skip?.(sentenceAt(text, p.index))) return sentenceAt(text, p.index);
  }
  return undefined;
}

// A part of the house closed or under works (stop 13), and the parts that close.
export const CLOSED_HINT = /(?<![\p{L}])(?:closed|closure|clos(?:es|ing)|renovation\p{L}*|being renovated|under renovation|refurbish\p{L}*|works|wird (?:\p{L}+ ){0,3}renoviert|en renovacion|en renovation|in ristrutturazione|em renovacao|out of (?:service|order)|geschlossen|schliess\p{L}*|umbau\p{L}*|renovierung\p{L}*|bauarbeiten|ausser betrieb|fermee?s?|fermeture|travaux|hors service|cerrad[oa]s?|cierre|obras|reformas?|fuera de servicio|chius[oa]|chiusura|lavori|ristrutturazion\p{L}*|fuori servizio|fechad[oa]s?|encerrad[oa]s?|encerramento|remodela\p{L}*|fora de servico)(?![\p{L}])/u;
const FACILITY = /(?<![\p{L}])(?:restaurant\p{L}*|ristorante|restaurante|bar|pool|piscin\p{L}*|schwimmbad|hallenbad|freibad|spa|wellness\p{L}*|sauna|gym|fitness\p{L}*|gimnasio|palestra|academia|lift|elevators?|ascenseur|aufzug|fahrstuhl|ascensore|ascensor|elevador|garage|garaje|parking|parkplatz|tiefgarage|parcheggio|estacionamento|aparcamiento|terrace|terrasse|terraza|terrazza|terraco|kids ?club|kinderclub|mini ?club|lobby|hall|jardin|garden|garten|giardino|jardim|beach club|strandbad|plage|playa|spiaggia|praia)(?![\p{L}])/u;
// A welcome in the clause ("we look forward to welcoming you from 13 to 15 March"): its days are the stay's (stop 14 review).
const WELCOME = /(?<![\p{L}])(?:welcom\p{L}*|look(?:ing)? forward|esperamos|attendons|accueillir|freuen|besuch\p{L}*|aspettiamo|accogliere|aguardamos|receb\p{L}*)(?![\p{L}])/u;
// The room or the stay itself: a line naming it is about the booking, whatever closes.
const STAY_OR_ROOM = /(?<![\p{L}])(?:rooms?|habitacion\p{L}*|chambres?|zimmer|camer[ae]|quartos?|apartment\p{L}*|apartament\p{L}*|appartament\p{L}*|check-?in|check-?out|llegad\p{L}*|arriv\p{L}*|anreise|ankunft|chegad\p{L}*|salida|depart\p{L}*|abreise|partenza|partida|saida|stay|estancia|sejour|aufenthalt|soggiorno|estadia|booking|reserv\p{L}*|buchung|prenotazione)(?![\p{L}])/u;
/**
 * A line (folded) that says a part of the house is closed or under works and names neither a room nor the stay ("Unser
 * Restaurant ist vom 07.06. bis 09.06. wegen Umbauarbeiten geschlossen, das Frühstück wird in der Lobby serviert",
 * "the pool is closed from 13 to 14 March"): practical information, its dates not the stay's (stop 13).
 */
export function facilityClosure(line: string): boolean {
  return CLOSED_HINT.test(line) && FACILITY.test(line) && !STAY_OR_ROOM.test(line) && !WELCOME.test(line);
}

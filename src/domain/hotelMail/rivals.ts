// The two-number rule (issue 25, eighth pass). A careful agent does not pick when the hotel's own text offers two
// numbers either of which could be the confirmation: two labelled numbers (a strong label and a bare "nº", "ref",
// "Reserva 77120"), a number and a "correct", "new" or "updated" one, a number in the subject and another in the body,
// a number of its own on a line or beside a confirming word and a labelled one. Candidates are ranked by the kind of
// their label; the reader takes the first, and a runner-up of confirmation kind sends the booking to review naming
// both. A runner-up whose own label says it is something else (a folio, an invoice, a room, a phone, a tax id, a
// voucher, a ticket, a cancellation, an internal file: lexicon/numbers.ts), or that the text disowns ("is not the
// hotel's number", "corresponde únicamente a su consulta"), is no rival; nor, as a careful agent reads it, a number of
// another kind by its shape: a short one after a bare "n°" with no booking label of its own ("Doble superior, nº 312")
// beside a code with letters or two digits more (otherShape). Dates, times, prices, phones, postal codes,
// our own references and the like never reach here: extract.ts masks them first.
// Tenth pass: the whole mail is read, not only the kept text: a number of confirmation kind the hotel's side wrote
// outside it (its signature, a colleague's forwarded message, its own earlier mail quoted below) is a rival too
// (outsideRival; strip.ts hotelSideLines tells the hotel's lines from ours).
import './nativeRegExp.js';
import { fold } from './dates.js';
import { sentenceAt } from './facts.js';
import { findNumbers, type NumberCandidates } from './extract.js';
import { NUMBER_LEXICONS, type NumberLexicon } from './lexicon/numbers.js';
import type { OutsideLine, OutsidePlace } from './strip.js';
import type { Language } from './types.js';

const ALL = Object.values(NUMBER_LEXICONS);
const byLength = (list: string[]) => [...new Set(list)].sort((a, b) => b.length - a.length);
const words = (pick: (l: NumberLexicon) => string[]) => `(?:${byLength(ALL.flatMap(pick)).join('|')})`;
// Built once for every language (a desk writes its labels in English as often as in its own language).
const OTHER_NOUN = new RegExp(`(?<![\\p{L}\\p{N}])${words((l) => l.otherNumberNouns)}(?![\\p{L}\\p{N}])`, 'u');
const CORRECTED = words((l) => l.corrected);
const NUMBER_NOUN = words((l) => l.numberNouns);
// "the correct number is 4472", "nuevo localizador: 4479", "neue Buchungsnummer 4479", "il numero di conferma corretto è
// CG-27/1044", "o número correto é 4479": the corrected word beside a number noun, then the number.
const TOKEN = String.raw`([a-z]{0,4}[-/]?\d[a-z0-9/-]*[a-z0-9]|\d)`;
const COPULA = String.raw`(?:\s*(?:is|es|est|ist|lautet|e|sera|now|ahora|desormais|jetzt|ora|agora|:|-|–))*\s*`;
const CORRECTED_NUMBER = new RegExp(
  String.raw`(?<![\p{L}])(?:${CORRECTED}\s+(?:\p{L}+\s+){0,2}?${NUMBER_NOUN}(?:\s+(?:de|di|do|da|du|of|der|des|del)\s+\p{L}+){0,2}|${NUMBER_NOUN}(?:\s+(?:de|di|do|da|du|of|der|des|del)\s+\p{L}+){0,2}\s+${CORRECTED})(?![\p{L}])${COPULA}(?:(?:el|la|le|il|o|the|der|die)\s+)?${TOKEN}(?![\p{L}\p{N}])`,
  'gu',
);
// Every corrected word holds one of these: the cheap test first.
const CORRECTED_HINT = /correct|right|new|updat|revis|amend|valid|actual|proper|buen|nuev|actualiz|corregid|definitiv|verdader|bon|nouve|mis a jour|mise a jour|corrig|vrai|korrekt|richtig|neue?|aktualis|gultig|corret|giust|nuov|aggiorn|rettific|esatt|cert|nov[oa]|atualiz|verdadeir/;
const PAST_STAY = new RegExp(`(?<![\\p{L}])${words((l) => l.pastStay)}(?![\\p{L}])`, 'u');
const DISOWNING = new RegExp(`^[^.;!?\\n]{0,90}?(?<![\\p{L}])${words((l) => l.disowning)}(?![\\p{L}])`, 'u');
// A word that confirms or names the booking: a number of its own beside it may be the confirmation.
// Or the booking system's own number ("Numéro Opera : 88120", "im PMS 88120", "en el sistema aparece como 88120").
// Or a verb that holds the booking ("we have her booked in under 58214", "eingetragen unter", "registrada con el").
const CONFIRMING = /(?<![\p{L}])(?:confirm\p{L}*|bestatig\p{L}*|conferm\p{L}*|booking|booked|reservation|reserva\p{L}*|reservierung|buchung|gebucht|eingetragen|prenotazione|prenotat[ao]|registered|registrad[ao]|registad[ao]|registrat[ao]|enregistree?|anotad[ao]|localizador|locator|dossier|pms|opera|protel|fidelio|mews|cloudbeds|sistema|system|systeme|numero|number|nummer)(?![\p{L}])/u;

const squash = (s: string) => s.replace(/[\s\u00a0]+/g, '').toLowerCase();
/** Whether two tokens are one number written two ways ("45 872" and "45872", "4410/B" and "4410", "H-4471" and "4471"). */
function sameNumber(a: string, b: string): boolean {
  return sameNumberAs(b)(a);
}
const digitsOf = (s: string) => s.replace(/\D/g, '');
/** sameNumber against one token, squashed once (the chosen number is compared with every candidate). */
function sameNumberAs(b: string): (a: string) => boolean {
  const y = squash(b);
  const dy = digitsOf(y);
  return (a) => {
    const x = squash(a);
    if (x === y) return true;
    if (!(x.includes(y) || y.includes(x))) return false;
    const dx = digitsOf(x);
    return dx.length > 0 && (dx.includes(dy) || dy.includes(dx));
  };
}

/**
 * The words a number stands after, as its label: back from the number over at most six words, not past a comma,
 * semicolon, line or table cell ("Folio n°: 30071", "Chambre Double Supérieure vue lac – n° 214", "Zi.-Nr. 312").
 */
export function labelOf(folded: string, at: number): string {
  // The separators between a label and its number ("Folio n. | 300412", "Doc. nº: 2027/06/00871") are no cut.
  const raw = folded.slice(Math.max(0, at - 60), at);
  const before = raw.replace(/[\s:|#=–-]+$/, '');
  // A number that opens its line under a line ending on a number ("Total: 360\n118735") has no label from above: the
  // words there are the other number's (eighteenth pass).
  if (raw.slice(before.length).includes('\n') && /\d$/.test(before)) return '';
  let cut = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf('|'), before.lastIndexOf('\n'), before.lastIndexOf('!'), before.lastIndexOf('?'));
  // Nor past a sentence's end ("habitación doble con desayuno. Reserva nº 4471": the room is the sentence before's): a
  // full stop after a word of five letters or more, or a number, then a space; not an abbreviation's ("Conf. No.", "Ref.").
  for (let i = before.indexOf('. ', cut + 1); i >= 0; i = before.indexOf('. ', i + 1)) {
    const word = /[\p{L}\p{N}]+$/u.exec(before.slice(Math.max(0, i - 30), i))?.[0] ?? '';
    if (word.length >= 5 || /^\d+$/.test(word)) cut = i + 1;
  }
  let words = before.slice(cut + 1).split(/\s+/).filter(Boolean);
  // Nor past another number or a bracket that words follow ("4471 (room 1) and 4472": the label of 4472 is "and"); a
  // bracket that ends the label is part of it ("Rechnungs-Nr. (Folio) R-2027-014458").
  for (let i = words.length - 2; i >= 0; i--) {
    if (/\d/.test(words[i]) || words[i].endsWith(')')) {
      words = words.slice(i + 1);
      break;
    }
  }
  return words.filter((w) => /\p{L}/u.test(w)).slice(-6).join(' ');
}

/**
 * Whether the words before the number at `at` say it is another kind's than the confirmation (fifteenth pass): its
 * label names one (a room, a folio, a key box...) and not the booking or its confirmation, a bare "code", "PIN", "password" stands in a sentence that says what
 * it opens ("Caja de llaves en el portal a la izquierda, codigo 5190"), or its sentence is about a stay before this one
 * ("damals unter der Buchungsnr. 4127"). What the reader uses to set a number aside before it picks one.
 */
export function otherByLabel(folded: string, at: number, label = labelOf(folded, at)): boolean {
  // Not a label that also names the booking or its confirmation ("Quarto do Sr. Pereira: número de confirmação 4472").
  if (labelSaysOther(label, folded, at) && !BOOKING_LABEL.test(label)) return true;
  const sentence = sentenceAt(folded, at);
  const start = folded.lastIndexOf(sentence, at);
  if (ACCESS_WORD.test(label) && start >= 0 && OTHER_NOUN.test(folded.slice(start, at))) return true;
  // The stay before this one named before the number in its sentence ("he last stayed with us in January (reservation
  // 55102918)"), not after it ("Reserva 1188 (no ano passado ele ficou com a 0974)": 1188 is this one's).
  return PAST_STAY.test(start >= 0 ? folded.slice(start, at) : sentence) || roomByContext(folded, at, sentence, start >= 0 ? folded.slice(start, at) : sentence);
}
// A room said by its number alone, as desks say it (eighteenth pass): "elle aura la 406", "nous lui avons réservé la 406
// avec vue sur le lac", "she will be in 406 on the 4th floor", "Frau Becker bekommt die 406 im 4. Stock", "le hemos
// asignado la 406", "abbiamo assegnato la 406 vista lago", "ficará no 406": a short number after an article or "in", in a
// sentence that gives a room, its floor or its view.
const ROOM_ARTICLE = /(?<![\p{L}])(?:la|le|l'|el|il|die|der|the|no|na|au|in|im|nella|nel|en|em|a|o|into)[ \t]+$/u;
const ROOM_CONTEXT = /(?<![\p{L}])(?:floor|etage|stock|piano|planta|andar|piso|view|vue|vista|vistas|blick|aussicht|balcon\p{L}*|balkon|varanda|terrace|terrasse|terrazza|assign\p{L}*|allocat\p{L}*|attribu\p{L}*|asignad\p{L}*|asignamos|zugewiesen|zugeteilt|assegnat\p{L}*|atribuid\p{L}*|aura|tendra|bekommt|erhalt|avra|tera|will (?:be in|have)|sera (?:au|dans)|estara en|wohnt in|sara nella|ficara n[oa]|reserve la|reservado la|reservato la)(?![\p{L}])/u;
// Not where the words before it name a booking ("the second booking is the 4472 with sea view").
function roomByContext(folded: string, at: number, sentence: string, before: string): boolean {
  const n = /^[a-z]?\d{1,4}[a-z]?(?![\p{L}\p{N}/-])/u.exec(folded.slice(at, at + 8))?.[0];
  return Boolean(n) && ROOM_ARTICLE.test(folded.slice(Math.max(0, at - 8), at)) && ROOM_CONTEXT.test(sentence) && !BOOKING_LABEL.test(before);
}
// A room's noun in the six languages (the room nouns of lexicon/numbers.ts otherNumberNouns).
const ROOM_NOUN = /(?<![\p{L}])(?:rooms?|habitacion(?:es)?|hab\.?|chambres?|ch\.?|zimmer|zi\.?|camer[ae]|quartos?|apto\.?)(?![\p{L}])/u;
const ROOM_NOUNS = new RegExp(ROOM_NOUN.source, 'gu');
/**
 * Whether a label names another kind than the confirmation for the number at `at` (eighteenth pass): a room's noun
 * labels a room's number, which is short ("room 214", "Zimmer 12", "chambre 406"); a number of five digits or more after
 * it ("Second room: 4471331", "Habitación 2 - 4471331") is a booking's, for that room, not the room's.
 */
function labelSaysOther(label: string, folded: string, at: number): boolean {
  if (!OTHER_NOUN.test(label)) return false;
  if (!ROOM_NOUN.test(label)) return true;
  const digits = digitsOf(/^[\p{L}\p{N}/-]*/u.exec(folded.slice(at, at + 40))?.[0] ?? '');
  return digits.length < 5 || OTHER_NOUN.test(label.replace(ROOM_NOUNS, ' '));
}
const PROMO_BEFORE = /(?<![\p{L}])(?:discount|promo\p{L}*|coupon|voucher code|rabatt\p{L}*|gutscheincode|aktionscode|descuento|cupon|code promo|scont[oi]|desconto|cupom)(?![\p{L}])[^.,;:\n]{0,40}$/u;
const ACCESS_WORD = /^(?:(?:the|el|le|la|il|o|der|die|das)\s+)?(?:codes?|codigo|codice|pin|password|passwort|clave|senha|mot de passe)$/;
/** Whether the number at `at` is labelled as something other than the confirmation, or disowned by the words after it. */
export function otherKind(text: string, folded: string, at: number, length: number): boolean {
  const label = labelOf(folded, at);
  if (labelSaysOther(label, folded, at) || otherByLabel(folded, at, label)) return true;
  // Stop 13: a code offered for a discount ("sconto 10% con il codice DIRETTO10", "use promo code SPRING10 for 10%
  // off"), however the words before it are cut into a label.
  // Not where a word of the booking stands between ("con el descuento de temporada, reserva 4479": the separators stop it).
  const promo = PROMO_BEFORE.exec(folded.slice(Math.max(0, at - 60), at));
  if (promo && !BOOKING_LABEL.test(promo[0].replace(/^\p{L}+/u, ''))) return true;
  // "il numero 30518 che vi ho indicato è il numero della nostra pratica interna", "el número 483920 corresponde
  // únicamente a su consulta": the words after it say what it is.
  const after = folded.slice(at + length, at + length + 120);
  if (DISOWNING.test(after)) return true;
  // A bracket of words after it that names another kind ("(folio)", "(Rechnung)"); not "(room 2)", the room it is for,
  // nor "(second room)" after a number of five digits or more (eighteenth pass: a booking's number for that room).
  const bracket = /^\s*\(([^)\n\d]{1,30})\)/.exec(after);
  if (bracket && labelSaysOther(bracket[1], folded, at)) return true;
  // "Mrs Evans already stayed with us in 2025, ref. QR-0198", "avait déjà séjourné chez nous l'été dernier (dossier
  // PIN-22871)": the number of a stay before this one.
  return PAST_STAY.test(sentenceAt(folded, at));
}

// A label that names a booking or its confirmation (or the system that holds it): a number after it is one of the
// same kind as the confirmation, whatever its shape ("Booking no. 551" beside "confirmation no. 44718").
const BOOKING_LABEL = /(?<![\p{L}])(?:confirm\p{L}*|bestatig\p{L}*|conferm\p{L}*|booking|reservation|reserva\p{L}*|reservierung\p{L}*|buchung\p{L}*|prenotazion\p{L}*|localizador|locator|dossier|pms|opera|protel|fidelio|mews|cloudbeds|sistema|system|systeme|systemreferenz|ref(?:erence|erencia|erenz)?|rif(?:erimento)?)(?![\p{L}])/u;
/**
 * Whether a runner-up is a number of another kind than the chosen one by its shape, as a careful agent reads it: a
 * short number (at most four digits) with no booking label of its own ("Double superior, n° 312", "Zimmer Nr. 12",
 * "nº 2") beside a chosen code with letters or two digits more ("HX2027-88417", "44718"). Not a correction's number
 * (a desk that gives the correct one gives it whatever its shape), nor the subject's.
 */
export function otherShape(n: string, hcn: string, label: string): boolean {
  if (!/^\d{1,4}$/.test(n) || BOOKING_LABEL.test(label)) return false;
  return /\p{L}/u.test(hcn) || digitsOf(hcn).length >= n.length + 2;
}

/**
 * The label of a block's row holding the number alone ("Confirmation no.     : 512884301", "Agent IATA | 96512345"),
 * or undefined when the number does not stand so.
 */
function rowLabel(folded: string, at: number, length: number): string | undefined {
  if (at < 0) return undefined;
  const lineStart = folded.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = folded.indexOf('\n', at);
  if (folded.slice(at + length, lineEnd < 0 ? undefined : lineEnd).trim()) return undefined;
  return /^\s*([^:|\n]{2,40}?)\s*[:|]\s*$/.exec(folded.slice(lineStart, at))?.[1];
}
const NUMBER_NOUNS = new RegExp(`(?<![\\p{L}])${NUMBER_NOUN}(?![\\p{L}])`, 'gu');
/**
 * Stop 13: a row of a labelled block, beside the confirmation's own row, whose label names another field: words that
 * are neither a number's nouns ("no.", "Nr.") nor the booking's or its confirmation's ("Parkstad Friends no. :
 * PF-0043118", "Agent IATA : 96512345" under "Confirmation no. : 512884301"). A block's rows each say what they hold.
 */
function otherRow(folded: string, at: number, length: number): boolean {
  const label = rowLabel(folded, at, length);
  // A room's row ("Room 2 no. : 512884302") may hold that room's booking number: still a rival.
  if (label === undefined || BOOKING_LABEL.test(label) || ROOM_NOUN.test(label) || /\d/.test(label)) return false;
  return /\p{L}{2,}/u.test(label.replace(NUMBER_NOUNS, ' '));
}

/** Whether the text gives a number as the correct or new one ("neue Buchungsnummer 4479", "the correct number is 4472"). */
// A corrected word beside a number noun, whoever the number is for ("the correct confirmation number for Ms Kowalska is",
// "Il numero di conferma corretto per il Sig. Gruber è", "Die richtige Bestätigungsnummer für Herrn Richter lautet").
const CORRECTED_NOUN = new RegExp(String.raw`(?<![\p{L}])(?:${CORRECTED}\s+(?:\p{L}+\s+){0,2}?${NUMBER_NOUN}|${NUMBER_NOUN}(?:\s+(?:de|di|do|da|du|of|der|des|del)\s+\p{L}+){0,2}\s+${CORRECTED})(?![\p{L}])`, 'u');
/**
 * Whether the hotel's own text gives `hcn` as the corrected number (stop 14): a corrected word beside a number noun in
 * the words before it, within its sentence (a number on a line of its own after "lautet" belongs to the words before).
 * The number it corrects, in an earlier message of the thread quoted below, is then no rival.
 */
export function givesAsCorrected(text: string, hcn: string): boolean {
  const at = placeOf(text, hcn);
  if (at < 0) return false;
  const folded = fold(text);
  const head = folded.slice(Math.max(0, at - 160), at);
  // The sentence's start: the last stop that does not close a title ("per il Sig. Gruber", "for Mr. Smith").
  let stop = -1;
  for (const m of head.matchAll(/[.!?](?=\s)/g)) if (!/(?<![\p{L}])(?:sig|sigg|sr|sra|srta|mr|mrs|ms|dr|m|mme|mlle|hr|fr|herr|sgr|st)$/u.test(head.slice(0, m.index))) stop = m.index!;
  return CORRECTED_HINT.test(head) && CORRECTED_NOUN.test(head.slice(stop + 1));
}
export function givesCorrectedNumber(folded: string): boolean {
  if (!CORRECTED_HINT.test(folded)) return false;
  CORRECTED_NUMBER.lastIndex = 0;
  const found = CORRECTED_NUMBER.test(folded);
  CORRECTED_NUMBER.lastIndex = 0;
  return found;
}

export interface Rival {
  /** The runner-up number, as written. */
  number: string;
  /** Why it may be the confirmation: where it stands. */
  why: string;
  /** The line it stands on, when it stands outside the kept text (outsideRival). */
  line?: string;
}

/**
 * Where `token` first stands in `text` as a whole token, neither letter nor digit on either side (eighteenth pass: a
 * colleague's "447125" does not speak of "44712"), or -1.
 */
export function tokenAt(text: string, token: string): number {
  for (let i = text.indexOf(token); i >= 0; i = text.indexOf(token, i + 1)) {
    if (!/[\p{L}\p{N}]/u.test(text[i - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(text[i + token.length] ?? ' ')) return i;
  }
  return -1;
}
/** Where each token stands in the text (its first place as a word), or -1. */
export function placeOf(text: string, token: string): number {
  for (let i = text.indexOf(token); i >= 0; i = text.indexOf(token, i + 1)) {
    const before = text[i - 1] ?? ' ';
    const after = text[i + token.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return i;
  }
  return text.indexOf(token);
}

/**
 * The runner-up of confirmation kind to the number the reader chose (`hcn`), or undefined: a number of the hotel's own
 * text or subject that could as well be the confirmation. `nums` are the text's candidates (extract.ts findNumbers),
 * `subject` the subject's, `masked` the text with the numbers that are never a confirmation blanked.
 */
export function rivalNumber(text: string, masked: string, nums: NumberCandidates, hcn: string, subject: NumberCandidates | undefined, language: Language | undefined): Rival | undefined {
  void language;
  const same = sameNumberAs(hcn);
  const fresh = (n: string) => !same(n);
  const subjectRival = () => {
    // The desk's own subject gives another number ("RE: ... CONFIRMED 5566" over "conf. 4471").
    for (const n of subject ? [...subject.labelled, ...(subject.weak ?? [])] : []) if (fresh(n)) return { number: n, why: 'in the subject' };
    return undefined;
  };
  // Most replies give one number: nothing in the text can rival it.
  if (![...nums.labelled, ...(nums.weak ?? []), ...nums.bare].some(fresh)) return subjectRival();
  const folded = fold(text);
  // A number given as the correct or new one: every other number the text gives is a rival, unless its own label or
  // the text says it is something else.
  if (CORRECTED_HINT.test(folded)) {
    const corrected = [...folded.matchAll(CORRECTED_NUMBER)].map((m) => text.slice(m.index! + m[0].length - m[1].length, m.index! + m[0].length));
    if (corrected.length) {
      for (const c of corrected) if (fresh(c)) return { number: c, why: 'given as the correct or new number' };
      for (const n of [...nums.labelled, ...(nums.weak ?? []), ...nums.bare]) {
        if (!fresh(n) || corrected.some((c) => sameNumber(c, n))) continue;
        const at = placeOf(text, n);
        if (at >= 0 && !otherKind(text, folded, at, n.length)) return { number: n, why: 'beside a number given as the correct or new one' };
      }
    }
  }
  // A number after a bare label ("nº", "ref", "Reserva 77120") beside the one after a label that names the confirmation.
  const hcnAt = placeOf(text, hcn);
  const hcnRow = hcnAt >= 0 && BOOKING_LABEL.test(rowLabel(folded, hcnAt, hcn.length) ?? '');
  for (const n of nums.weak ?? []) {
    if (!fresh(n) || nums.labelled.some((l) => sameNumber(l, n))) continue;
    const at = placeOf(text, n);
    if (hcnRow && otherRow(folded, at, n.length)) continue;
    if (at >= 0 && masked.slice(at, at + n.length).trim() && !otherShape(n, hcn, labelOf(folded, at)) && !otherKind(text, folded, at, n.length)) return { number: n, why: 'after a label of its own' };
  }
  // A number of its own on a line, or beside a word that confirms or names the booking, with no label that says what
  // it is ("Confirmed. 88120\nConfirmation number 4471").
  for (const n of nums.bare) {
    // "Paseo de la Independencia 24-26", "12-15": a street's numbers or days, not a desk's number.
    if (!fresh(n) || /^\d{1,3}[-–]\d{1,3}$/.test(n)) continue;
    const at = placeOf(text, n);
    if (at < 0) continue;
    // Where it stands first (cheap), what its label says after (most numbers stand neither alone nor beside such a word).
    const lineStart = folded.lastIndexOf('\n', at - 1) + 1;
    const lineEnd = folded.indexOf('\n', at);
    const alone = /^\s*(?:#|n[º°o]\.?|nr\.?)?\s*$/.test(folded.slice(lineStart, at)) && /^\s*[.!]?\s*$/.test(folded.slice(at + n.length, lineEnd < 0 ? undefined : lineEnd));
    if (!alone) {
      const sentence = sentenceAt(folded, at);
      if (sentence.length > 160 || !folded.slice(lineStart, lineEnd < 0 ? undefined : lineEnd).includes(n.toLowerCase()) || !CONFIRMING.test(sentence)) continue;
    }
    if (!otherShape(n, hcn, labelOf(folded, at)) && !otherKind(text, folded, at, n.length)) return { number: n, why: alone ? 'alone on its line' : 'beside a word that confirms or names the booking' };
  }
  return subjectRival();
}

// Outside the kept text (tenth pass): a line is read for numbers only when a word of confirmation kind (a stem of every
// label findNumbers counts as strong, or of a booking noun) stands before a digit on it, with no comma or semicolon
// between (a label and its number), or when it stands under a line with such a word and no digit (a label cell over
// its value). Most lines of a signature and of our quoted request (once our codes are blanked) hold neither.
const HINT = String.raw`(?:conf|bestatig|localiz|loc\.|n[º°]|nr\.|no\.|reserv|buchung|booking|prenot|dossier|hcn|ref|rif|numer|nummer|number|code|codigo|codice|under|unter|sous|bajo|sotto|sob|registr|gebucht|eingetragen|angelegt)`;
const HINT_THEN_DIGIT = new RegExp(`(?<![a-z])${HINT}[^\\d\\n,;]{0,30}\\d`);
const HINT_WORD = new RegExp(`(?<![a-z])${HINT}`);
/**
 * Whether a line outside the kept text may hold a rival (the cheap test before the lines are walked by sender):
 * `line` with `ours` blanked, `before` the line above it.
 */
// The stems as they may be written before folding (accents, capitals), then a digit on the same line or a number alone
// on the next: the cheap test on the whole message, once the kept text, our codes, addresses and links are blanked (one
// expression with no look-behind: a stem inside a word only costs a walk of the lines).
const RAW_HINT = /(?:conf|best[aä]tig|locali|loc\.|r[eé]serv|buchung|booking|prenot|dossier|hcn|r[eé]f|rif|n[uú]m[eé]r|nummer|number|code|c[oó]dig|codice|under|unter|sous|bajo|sotto|sob|regist|gebucht|eingetragen|angelegt)(?:[^\d\n,;]{0,40}\d|[^\d\n]{0,60}\n[\s>]*[a-z]{0,4}[-#/]?\d[\w/-]*[ \t]*(?:\n|$))/i;
// A bare label ("nº", "Nr.", "No.") before a number counts only in a message quoted or forwarded below (outsideRival):
// looked for from the first line that opens one ("> ", a rule, a header field, an "... wrote:" line), not in the
// signature above it ("Company No. 04512345", "USt-IdNr. DE123456789").
const RAW_BARE = /(?:n[º°]|nr\.|no\.)[ \t:#]{0,3}[a-z]{0,4}-?\d{3}/i;
const QUOTE_START = /^[ \t]*(?:>|-{2,}|_{5,}|\*?(?:from|de|von|da|sent|enviado|envoy[ée]|gesendet|inviato|enviada)[ \t]*:)|(?:wrote|escribi[oó]|a [ée]crit|schrieb|ha scritto|escreveu)[^\n]*:[ \t]*$/im;
/**
 * Whether anything in the message outside the kept text may be a rival (the cheap test before its lines are walked):
 * a label's stem before a digit, with the kept text, our codes, addresses and links blanked.
 */
export function mayHoldRivalAnywhere(text: string, kept: string, ours: string[]): boolean {
  // The kept text stands as one span of the message (its first line to its last) in nearly every reply; else line by line.
  const keptLines = kept.split('\n').map((l) => l.trim()).filter((l) => l.length > 3);
  const first = keptLines.length ? text.indexOf(keptLines[0]) : -1;
  const last = first >= 0 ? text.indexOf(keptLines[keptLines.length - 1], first) : -1;
  let t = last >= 0 ? text.slice(0, first) + ' ' + text.slice(last + keptLines[keptLines.length - 1].length) : text;
  if (last < 0) for (const l of keptLines) t = t.split(l).join(' ');
  for (const o of ours) if (o && t.includes(o)) t = t.split(o).join(' ');
  t = blankLinks(t);
  if (RAW_HINT.test(t)) return true;
  const quote = t.search(QUOTE_START);
  return quote >= 0 && RAW_BARE.test(t.slice(quote));
}
/** The text with each address and link blanked (found from its "@", "://" or "www.", not by an expression tried everywhere). */
function blankLinks(t: string): string {
  const spans: [number, number][] = [];
  const edge = (c: string) => c === ' ' || c === '\n' || c === '\t' || c === '<' || c === '>' || c === '(' || c === ')' || c === '"' || c === "'";
  for (const mark of ['@', '://', 'www.']) {
    for (let i = t.indexOf(mark); i >= 0; i = t.indexOf(mark, i + mark.length)) {
      let a = i;
      while (a > 0 && !edge(t[a - 1])) a--;
      let b = i + mark.length;
      while (b < t.length && !edge(t[b])) b++;
      spans.push([a, b]);
    }
  }
  if (!spans.length) return t;
  spans.sort((x, y) => x[0] - y[0]);
  let out = '';
  let at = 0;
  for (const [a, b] of spans) {
    if (b <= at) continue;
    out += t.slice(at, Math.max(a, at)) + ' ';
    at = b;
  }
  return out + t.slice(at);
}
export function mayHoldRival(line: string, before: string, ours: string[]): boolean {
  if (!/\d/.test(line)) return false;
  // Our codes, addresses and links are never a rival ("reservations+t8kq2@reconfirm.example" holds a stem and digits).
  let l = blankLinks(line);
  for (const o of ours) if (o && l.includes(o)) l = l.split(o).join(' ');
  const folded = fold(l);
  if (!/\d/.test(folded)) return false;
  if (HINT_THEN_DIGIT.test(folded)) return true;
  return !/\d/.test(before) && HINT_WORD.test(fold(before)) && /^\s*[a-z]{0,4}[-#/]?\d[\w/-]*\s*$/.test(folded);
}
// A bare label that names the booking ("Reserva nº 55120", "Booking no. 55120", "Prenotazione n. 55120", "Dossier 55120")
// is of confirmation kind; a bare "nº", "Nr.", "ref" is not, outside the kept text (a signature prints many of those).
const BOOKING_NOUN = /(?<![\p{L}])(?:confirm\p{L}*|bestatig\p{L}*|conferm\p{L}*|booking|reservation|reserva\p{L}*|reservierung\p{L}*|buchung\p{L}*|prenotazion\p{L}*|localizador|locator|dossier|pratica)(?![\p{L}])/u;
const OUTSIDE_WHY: Record<OutsidePlace, string> = {
  below: "below the hotel's own text (its closing, signature or a block after them)",
  quoted: 'in a "> " quoted line',
  history: 'in an earlier message quoted below the reply',
  forwarded: 'in a forwarded message',
};
/** Whether `text` holds `token` as a word, its spaces written or not ("45 872", "45872"). */
function holdsToken(text: string, token: string): boolean {
  const body = token.replace(/[\s\u00a0]+/g, '').split('').map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s\\u00a0]?');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

/**
 * A number of confirmation kind the hotel's side wrote outside its kept text (tenth pass): in its signature or a block
 * after the sign-off, a colleague's forwarded message, an earlier message of the hotel quoted in the thread (Outlook
 * blocks, "-----Original Message-----", "> " lines). Only a number after a label of confirmation kind (findNumbers'
 * strong labels, or a bare label that names the booking: "Reserva nº 55120"), that the kept text does not hold, that
 * differs from the chosen number (`hcn`: the hotel restating its number in an earlier mail is no rival) and whose own
 * label or words say nothing else (otherKind). `mask` blanks what is never a confirmation number (extract.ts
 * maskNonHcn: dates, phones, tax ids, folios..., and our own references): our request quoted back holds our booking
 * code and the booking's facts, never a hotel number, so its lines raise no rival (a number the desk typed into it
 * after a confirmation label is the desk's, and is one).
 */
export function outsideRival(lines: OutsideLine[], kept: string, hcn: string, mask: (text: string) => string): Rival | undefined {
  const picked: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].text) continue;
    if (i > 0 && picked[picked.length - 1] !== i - 1) picked.push(i - 1);
    picked.push(i);
  }
  if (!picked.length) return undefined;
  // The picked lines as one text, a blank line between runs that are not neighbours (a label never reaches across).
  let chunk = '';
  const starts: [number, number][] = [];
  picked.forEach((i, k) => {
    if (k > 0) chunk += picked[k - 1] === i - 1 ? '\n' : '\n\n';
    starts.push([chunk.length, i]);
    chunk += lines[i].text;
  });
  const masked = mask(chunk);
  const nums = findNumbers(chunk, masked);
  const strong = nums.strong ?? [];
  const candidates = [...strong, ...(nums.weak ?? [])];
  if (!candidates.length) return undefined;
  const same = sameNumberAs(hcn);
  const folded = fold(chunk);
  for (const n of candidates) {
    if (same(n) || holdsToken(kept, n)) continue;
    const at = placeOf(chunk, n);
    if (at < 0 || !masked.slice(at, at + n.length).trim()) continue;
    let line = starts[0][1];
    for (const [start, i] of starts) if (start <= at) line = i;
    const where = lines[line].where;
    // After a bare label ("nº", "Ref.", "Nr."): only in a message of the hotel's side quoted or forwarded below (its
    // earlier mail, a colleague's note), where such a number is the booking's, not in the signature of this one (which
    // prints registry and licence numbers so), nor the same number its signature prints again in the quoted one; and
    // not a short number beside a longer code (otherShape: a room, a floor).
    if (!strong.includes(n)) {
      const label = labelOf(folded, at);
      if (!BOOKING_NOUN.test(label) && (where === 'below' || otherShape(n, hcn, label) || lines.some((l) => l.where === 'below' && holdsToken(l.text, n)))) continue;
    }
    if (otherKind(chunk, folded, at, n.length)) continue;
    return { number: n, why: OUTSIDE_WHY[where], line: lines[line].text.trim() };
  }
  return undefined;
}

/**
 * The number the hotel's side wrote outside its kept text that looks like the chosen one, with no label (lead, stop 9):
 * digits only, as long as the chosen number (at least five digits) and its first two the same ("4471298" below a reply
 * confirming "4471320": the next booking of the same system, a second room, a copy of an earlier answer). A careful
 * agent who sees two numbers of one system's series does not pick; a person reads them. What the mask blanks (phones,
 * dates, postal codes, tax ids, our references) and a number whose own words say it is of another kind are none. The
 * cheap test: a token of that shape anywhere in `text` but the chosen number.
 */
export function lookalikePattern(hcn: string): RegExp | undefined {
  const n = squash(hcn);
  if (!/^\d{5,}$/.test(n)) return undefined;
  return new RegExp(`(?<![\\p{L}\\p{N}/.,-])${n.slice(0, 2)}\\d{${n.length - 2}}(?![\\p{L}\\p{N}/-]|[.,]\\d)`, 'gu');
}
/** Whether a text holds a number shaped like `hcn` other than itself (lookalikePattern, built once): the cheap test. */
export function lookalikeTest(hcn: string): ((text: string) => boolean) | undefined {
  const shape = lookalikePattern(hcn);
  const n = squash(hcn);
  return shape && ((text) => [...text.matchAll(shape)].some((m) => m[0] !== n));
}
/**
 * Whether a number of the chosen one's series is of another kind (eighteenth pass): otherKind, but a label that names
 * the booking or its confirmation as well as another kind ("unsere interne Reservierungsnummer 4471320", "Buchung für
 * Gast Müller: 4471320", "room 2 booking ref 4471320") says the number is a booking's: only the words after it
 * ("ist nicht ...") or a stay before this one set it aside then. Two numbers of one system's series, one of them
 * labelled as the booking's, are two candidates for a careful agent.
 */
function otherKindOfSeries(text: string, folded: string, at: number, length: number): boolean {
  const label = labelOf(folded, at);
  if (!(OTHER_NOUN.test(label) && BOOKING_LABEL.test(label))) return otherKind(text, folded, at, length);
  return DISOWNING.test(folded.slice(at + length, at + length + 120)) || PAST_STAY.test(sentenceAt(folded, at));
}
export function lookalikeRival(lines: OutsideLine[], kept: string, hcn: string, mask: (text: string) => string): Rival | undefined {
  const shape = lookalikePattern(hcn);
  if (!shape) return undefined;
  const n = squash(hcn);
  for (const line of lines) {
    if (!line.text) continue;
    const masked = mask(line.text);
    const folded = fold(line.text);
    for (const m of line.text.matchAll(shape)) {
      if (m[0] === n || holdsToken(kept, m[0])) continue;
      if (!masked.slice(m.index!, m.index! + m[0].length).trim()) continue;
      if (otherKindOfSeries(line.text, folded, m.index!, m[0].length)) continue;
      return { number: m[0], why: OUTSIDE_WHY[line.where], line: line.text.trim() };
    }
  }
  return undefined;
}

// Which of the six languages a reply is written in, from words only that language uses often; and the numeric date
// order that language (with the hotel's country) makes evident.
import './nativeRegExp.js';
import type { Language } from './types.js';

const WORDS: Record<Language, string[]> = {
  en: ['the', 'and', 'we', 'your', 'is', 'booking', 'reservation', 'confirmed', 'thank', 'thanks', 'please', 'dear', 'regards', 'number', 'room', 'our', 'have', 'with', 'for', 'guest', 'confirmation', 'arrival', 'departure', 'night', 'nights', 'instead', 'breakfast', 'only', 'but', 'hello', 'hi', 'kind', 'best', 'hotel', 'check', 'please', 'note', 'all', 'are', 'will', 'be', 'on', 'of', 'to', 'it', 'this'],
  es: ['el', 'los', 'las', 'que', 'reserva', 'confirmada', 'confirmado', 'gracias', 'habitación', 'nuestra', 'estimado', 'estimados', 'saludos', 'con', 'por', 'del', 'localizador', 'su', 'tenemos', 'hemos', 'huésped', 'número', 'y', 'llegada', 'salida', 'noche', 'noches', 'desayuno', 'pero', 'hola', 'buenos', 'días', 'un', 'saludo', 'cordial', 'la', 'es', 'en', 'para', 'solo', 'lugar', 'habitación', 'está', 'le', 'les', 'nos', 'reservas'],
  fr: ['le', 'les', 'nous', 'votre', 'vos', 'réservation', 'confirmée', 'confirmé', 'merci', 'chambre', 'bonjour', 'cordialement', 'est', 'pour', 'avec', 'numéro', 'au', 'et', 'des', 'madame', 'monsieur', 'arrivée', 'départ', 'nuit', 'nuits', 'petit-déjeuner', 'mais', 'au', 'lieu', 'du', 'bien', 'la', 'une', 'un', 'sous', 'n°', 'chez', 'sont', 'pas', 'ne', 'de', 'il', 'dans', 'sur'],
  de: ['der', 'die', 'das', 'und', 'ist', 'wir', 'ihre', 'buchung', 'bestätigt', 'danke', 'zimmer', 'sehr', 'geehrte', 'grüßen', 'mit', 'für', 'vielen', 'reservierung', 'den', 'ein', 'eine', 'nicht', 'anreise', 'abreise', 'nacht', 'nächte', 'frühstück', 'aber', 'statt', 'am', 'liebes', 'team', 'hallo', 'bitte', 'nur', 'bei', 'uns', 'grüße', 'hiermit', 'wird', 'sind', 'auf', 'im', 'zum', 'unter', 'leider', 'gast', 'gäste'],
  it: ['il', 'di', 'che', 'prenotazione', 'confermata', 'confermato', 'grazie', 'camera', 'nostro', 'gentile', 'cordiali', 'saluti', 'per', 'è', 'della', 'numero', 'non', 'abbiamo', 'la', 'con', 'ospite', 'arrivo', 'partenza', 'notte', 'notti', 'colazione', 'ma', 'invece', 'buongiorno', 'salve', 'del', 'sono', 'ci', 'vi', 'una', 'un', 'solo', 'conferma', 'nostra', 'risulta', 'dal', 'al'],
  pt: ['o', 'que', 'reserva', 'confirmada', 'confirmado', 'obrigado', 'obrigada', 'quarto', 'nossa', 'prezado', 'prezados', 'cumprimentos', 'para', 'com', 'não', 'é', 'da', 'do', 'número', 'hóspede', 'temos', 'em', 'atenciosamente', 'chegada', 'saída', 'noite', 'noites', 'pequeno-almoço', 'mas', 'olá', 'bom', 'dia', 'boa', 'tarde', 'um', 'uma', 'na', 'no', 'os', 'as', 'ao', 'está', 'só', 'apenas', 'vez', 'confirmação'],
};
const SETS = Object.fromEntries(Object.entries(WORDS).map(([k, v]) => [k, new Set(v)])) as Record<Language, Set<string>>;

/** The language most of the words belong to, when it clearly leads; undefined otherwise. */
// Each word with the languages it counts for, built once.
const LANGUAGES_OF = new Map<string, Language[]>();
for (const [lang, set] of Object.entries(SETS) as [Language, Set<string>][]) for (const w of set) LANGUAGES_OF.set(w, [...(LANGUAGES_OF.get(w) ?? []), lang]);

const LETTER = /^\p{L}$/u;
export function detectLanguage(text: string): Language | undefined {
  const lower = text.toLowerCase();
  const score = [0, 0, 0, 0, 0, 0];
  // Each word (a run of letters, what /\p{L}+/gu matches) looked up as it ends: walked by character code, without a
  // match array per word; a character beyond ASCII, rare, by the expression (a surrogate pair as one character).
  const n = lower.length;
  for (let i = 0; i < n; ) {
    let e = i;
    for (;;) {
      if (e >= n) break;
      const c = lower.charCodeAt(e);
      if (c < 128) {
        if ((c | 32) >= 97 && (c | 32) <= 122) {
          e++;
          continue;
        }
        break;
      }
      const pair = c >= 0xd800 && c <= 0xdbff && e + 1 < n && lower.charCodeAt(e + 1) >= 0xdc00 && lower.charCodeAt(e + 1) <= 0xdfff;
      if (!LETTER.test(pair ? lower.slice(e, e + 2) : lower[e])) break;
      e += pair ? 2 : 1;
    }
    if (e === i) {
      i++;
      continue;
    }
    const langs = SLOTS_OF.get(lower.slice(i, e));
    if (langs) for (let k = 0; k < langs.length; k++) score[langs[k]]++;
    i = e;
  }
  // The leader (the first of the six in their order on a tie) and the best score after it, as a stable sort ranks them.
  let first = 0;
  for (let i = 1; i < 6; i++) if (score[i] > score[first]) first = i;
  let second = -1;
  for (let i = 0; i < 6; i++) if (i !== first && score[i] > second) second = score[i];
  if (score[first] >= 2 && score[first] > second) return ORDER[first];
  if (score[first] === 1 && second === 0) return ORDER[first];
  return undefined;
}
const ORDER: Language[] = ['en', 'es', 'fr', 'de', 'it', 'pt'];
// Each word with the places (in ORDER) of the languages it counts for.
const SLOTS_OF = new Map([...LANGUAGES_OF].map(([w, langs]) => [w, langs.map((l) => ORDER.indexOf(l))]));

export type DateOrder = 'day-first' | 'month-first' | 'unknown';

/**
 * The order of a numeric date like 03/04/2027. Spanish, French, German, Italian and Portuguese write day first
 * everywhere; English depends on the country (Intl's locale data, used only when it has that exact locale).
 */
const ORDERS = new Map<string, DateOrder>();
export function numericDateOrder(language: Language | undefined, countryCode: string | undefined): DateOrder {
  const key = `${language}|${countryCode}`;
  let order = ORDERS.get(key);
  if (order === undefined) {
    order = dateOrder(language, countryCode);
    ORDERS.set(key, order);
  }
  return order;
}
function dateOrder(language: Language | undefined, countryCode: string | undefined): DateOrder {
  if (language && language !== 'en') return 'day-first';
  if (!countryCode) return 'unknown';
  const locale = `en-${countryCode.toUpperCase()}`;
  let fmt: Intl.DateTimeFormat;
  try {
    fmt = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric' });
  } catch {
    return 'unknown';
  }
  if (fmt.resolvedOptions().locale !== locale) return 'unknown';
  const parts = fmt.formatToParts(new Date(Date.UTC(2027, 10, 25))).filter((p) => p.type === 'day' || p.type === 'month' || p.type === 'year');
  // A year-first locale (en-ZA: 2027/11/25) says nothing about how "03/04" is meant.
  if (parts[0]?.type === 'year') return 'unknown';
  return parts[0]?.type === 'day' ? 'day-first' : parts[0]?.type === 'month' ? 'month-first' : 'unknown';
}

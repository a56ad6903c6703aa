// What a hotel reads, in its language: the message catalogues (one module per language, same keys), the language
// chosen for a hotel, and dates on the hotel's clock formatted with Intl in that language.
import { hotelInstant, zoneLabel } from '../../domain/hotelTime.js';
import { formatLocalised, isMidnightIn } from '../../domain/time.js';
import { de } from './de.js';
import { en, type Catalogue, type MessageKey } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { pt } from './pt.js';

import { LANGUAGES, type Language } from '../../domain/languages.js';
import { lookupByName } from '../../domain/perHotel.js';

export { LANGUAGES, type Language };
export const CATALOGUES: Record<Language, Catalogue> = { en, es, fr, de, it, pt };
/** Each language's own name, for the switch on the reply page. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch', it: 'Italiano', pt: 'Português' };

export const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/** A translator for one language: t('label.room', { n: 2 }); a counting message takes the plural form of its {n}. */
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function translator(lang: Language): Translate {
  const cat: Catalogue = CATALOGUES[lang];
  const plurals = new Intl.PluralRules(lang);
  return (key, vars = {}) => {
    const message = cat[key];
    const text = typeof message === 'string' ? message : (message[plurals.select(Number(vars.n))] ?? message.other);
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}

/** Countries whose reservation desks work in one of our languages; any other falls to languages.default. */
const COUNTRY_LANGUAGE: Record<string, Language> = {
  ...Object.fromEntries('ES MX AR CO CL PE VE EC GT CU BO DO HN PY SV NI CR PA UY PR GQ AD'.split(' ').map((c) => [c, 'es'])),
  ...Object.fromEntries('FR MC SN CI ML BF NE TG BJ GA CG CD CM MG HT PF NC RE GP MQ GF YT PM BL MF WF'.split(' ').map((c) => [c, 'fr'])),
  ...Object.fromEntries('DE AT LI'.split(' ').map((c) => [c, 'de'])),
  ...Object.fromEntries('IT SM VA'.split(' ').map((c) => [c, 'it'])),
  ...Object.fromEntries('PT BR AO MZ CV GW ST TL'.split(' ').map((c) => [c, 'pt'])),
};

export interface LanguageSettings {
  default: Language;
  byHotel: Record<string, Language>;
  byMasterProvider: Record<string, Language>;
}

/** The hotel's language: set per hotel name, else per MasterProvider, else its country's, else the default. */
export function hotelLanguage(s: LanguageSettings, hotel: { Name: string; MasterProvider?: string; CountryCode?: string }): Language {
  return lookupByName(s.byHotel, hotel.Name) ?? lookupByName(s.byMasterProvider, hotel.MasterProvider) ?? COUNTRY_LANGUAGE[(hotel.CountryCode ?? '').toUpperCase()] ?? s.default;
}

/**
 * A stored CheckIn/CheckOut as the hotel reads it: "mié, 10 mar 2027" for a calendar date; with the time of day on
 * the hotel clock and its zone ("10 Mar 2027, 15:00 (Asia/Tokyo)") when it has one.
 */
export function formatStay(lang: Language, stored: string, zone: string): string {
  const instant = hotelInstant(stored, zone);
  const dateOnly = isMidnightIn(instant, zone);
  // A time of day is only clear with its zone; a calendar date is the hotel's own.
  const text = formatLocalised(lang, instant, zone, dateOnly);
  return dateOnly ? text : `${text} (${zoneLabel(zone)})`;
}

export type { Catalogue, MessageKey };

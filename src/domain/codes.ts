// ISO 3166 countries and ISO 4217 currencies, from maintained libraries rather than hand-kept lists.
import { createRequire } from 'node:module';
// The library without its 80 locales (entry-node registers them all: about 2 MB of heap in each thread); English only.
import countries from 'i18n-iso-countries/index.js';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
const currencyCodes = require('currency-codes') as { code(c: string): { code: string } | undefined };

/** Alpha-2 for an alpha-2 or alpha-3 code, or undefined when it is no ISO 3166 country. */
export function toAlpha2(code: string): string | undefined {
  const upper = code.trim().toUpperCase();
  if (!countries.isValid(upper)) return undefined;
  return countries.toAlpha2(upper) ?? undefined;
}

/** The three-letter form the spec's update response shows, from a code or a country name. */
export function toAlpha3(codeOrName: string | undefined | null): string | null {
  if (!codeOrName) return null;
  const byCode = toAlpha2(codeOrName);
  const alpha2 = byCode ?? countries.getAlpha2Code(codeOrName.trim(), 'en');
  return alpha2 ? (countries.alpha2ToAlpha3(alpha2) ?? null) : null;
}

export function isCurrency(code: string): boolean {
  return currencyCodes.code(code.toUpperCase()) !== undefined;
}

/** Codes people write that ISO 3166 spells otherwise (UK is reserved, the code is GB; EL is the EU's code for Greece). */
const COMMON_MISTAKES: Record<string, string> = { UK: 'GB', EN: 'GB', ENG: 'GB', EL: 'GR' };

/** What to write instead of a value that is no ISO 3166 code: the code a common mistake or a country name means. */
export function suggestCountryCode(value: string): string | undefined {
  const v = value.trim();
  return COMMON_MISTAKES[v.toUpperCase()] ?? countries.getAlpha2Code(v, 'en') ?? undefined;
}

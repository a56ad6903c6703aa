// What a hotel meets when its link cannot be used (not valid, expired, used, the booking changed...): the page says
// it in the hotel's language, the JSON API in English, both from the same catalogue entries.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ErrorCode } from '../../domain/errors.js';
import { getBookingByPk } from '../../store/bookings.js';
import type { ServiceContext } from '../context.js';
import { hotelLanguage, isLanguage, translator, type Language } from '../i18n/index.js';
import type { MessageKey } from '../i18n/en.js';
import { renderProblem } from './replyHtml.js';
import type { Answer } from '../http/routeDoc.js';

/** What /openapi.json says of every page a hotel's link opens (the reply page, the digest page). */
export const PAGE_DOC = {
  params: z.object({ token: z.string().describe('The signed token of the link the hotel received') }),
  query: z.object({ lang: z.string().optional().describe('The page in another language (en, es, fr, de, it, pt)') }),
  tags: ['hotel-facing'],
  security: 'none' as const,
};
const HTML = { content: { 'text/html': { schema: { type: 'string' } } } };
const LINK_PROBLEMS: [number, string][] = [
  [403, 'A link not issued by this service'],
  [404, 'No such booking any more'],
  [409, 'The booking is confirmed already, or the answer could not be applied'],
  [410, 'Expired, already used, or the booking changed or was cancelled'],
];
/** A page's answers: HTML, and a problem page for each status a link can fail with. */
export const pageAnswers = (...answers: [number, string][]): Record<number, Answer> =>
  Object.fromEntries([...answers, ...LINK_PROBLEMS].map(([status, description]) => [status, { description, body: HTML }]));

export interface LinkProblem {
  ok: false;
  status: number;
  code: ErrorCode;
  titleKey: MessageKey;
  textKey: MessageKey;
  vars: Record<string, string>;
  /** In English, for the JSON API and the logs. */
  title: string;
  message: string;
  /** The booking the link is about, when it names one we trust: its hotel's language. */
  bookingPk?: number;
  /** A 429's Retry-After. */
  retryAfterSeconds?: number;
}

const english = translator('en');

export function linkProblem(status: number, code: ErrorCode, titleKey: MessageKey, textKey: MessageKey, vars: Record<string, string> = {}, bookingPk?: number): LinkProblem {
  return { ok: false, status, code, titleKey, textKey, vars, title: english(titleKey), message: english(textKey, vars), bookingPk };
}

/** The first language of an Accept-Language header that we have ("es-ES,es;q=0.9,en;q=0.8" gives es). */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean) ?? 1);
      return { lang: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked.map((x) => x.lang).find(isLanguage);
}

/** The page's language: ?lang=, else the booking's hotel's, else the browser's (Accept-Language), else the default. */
export function visitorLanguage(ctx: ServiceContext, req: FastifyRequest, bookingPk?: number): Language {
  const asked = (req.query as { lang?: string } | undefined)?.lang;
  if (isLanguage(asked)) return asked;
  const stored = bookingPk === undefined ? undefined : getBookingByPk(ctx.db, bookingPk);
  if (stored) return hotelLanguage(ctx.config.languages, stored.booking.Hotel);
  return acceptedLanguage(req.headers['accept-language']) ?? ctx.config.languages.default;
}

/** The problem as an HTML page in `lang`. */
export function problemHtml(p: Pick<LinkProblem, 'titleKey' | 'textKey' | 'vars'>, lang: Language): string {
  const t = translator(lang);
  return renderProblem(t(p.titleKey), t(p.textKey, p.vars), lang);
}

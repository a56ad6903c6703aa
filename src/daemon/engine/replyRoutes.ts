// Hotel-facing routes: the reply page (GET/POST /hotel/respond/:token, plain HTML form) and the JSON endpoint POST /hotel/replies.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { judgeReply } from '../../domain/reply.js';
import { ReconfirmError } from '../../domain/errors.js';
import { accepted } from '../http/envelope.js';
import { doc } from '../http/routeDoc.js';
import { HotelReplyRequestSchema } from '../channels/replySchema.js';
import { summariseBooking } from '../channels/summary.js';
import { comparedFor, hotelView, withAskedLanguage, type HotelView } from '../channels/hotelView.js';
import { translator } from '../i18n/index.js';
import { formatHotelTime } from '../../domain/hotelTime.js';
import { ErrorEnvelopeSchema, type Booking } from '../../domain/schemas.js';
import type { ServiceContext } from '../context.js';
import { formDefaults, parseReplyForm } from './replyForm.js';
import { PAGE_DOC, pageAnswers, problemHtml, visitorLanguage } from './linkProblems.js';
import { renderReplyForm, renderResult } from './replyHtml.js';
import type { Engine } from './state.js';
import { isDigestProblem, resolveToken, submitTokenReply, type TokenProblem } from './tokenReplies.js';

type TokenRequest = FastifyRequest<{ Params: { token: string }; Querystring: { lang?: string } }>;

/** The hotel's view of a booking; ?lang=xx (the page's language switch) overrides the language chosen for it. */
function pageView(ctx: ServiceContext, booking: Booking, req: TokenRequest): HotelView {
  return withAskedLanguage(hotelView(ctx.config, booking), req.query?.lang);
}

const expiry = (at: string | null, view: HotelView) => (at ? formatHotelTime(Date.parse(at), view.zone) : '');

/** A hotel-facing page: never cached, framed or sniffed; no script, forms post only here. */
export function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
    .send(body);
}

/** A link's problem as a page; a digest's link is sent to the digest's page (relative: it works behind any prefix). */
const problemPage = (ctx: ServiceContext, req: TokenRequest, reply: FastifyReply, p: TokenProblem) =>
  isDigestProblem(p)
    ? reply.code(303).header('location', `../digest/${encodeURIComponent(req.params.token)}${req.query?.lang ? `?lang=${encodeURIComponent(req.query.lang)}` : ''}`).header('cache-control', 'no-store').send()
    : html(reply, p.status, problemHtml(p, visitorLanguage(ctx, req, p.bookingPk)));

export function replyPagePlugin(ctx: ServiceContext, engine: Engine): FastifyPluginAsync {
  return async (app) => {
    // Forms post urlencoded, and only that: JSON or text is 415, never read as an (empty) answer. This parser lives
    // only in this context, the JSON API never sees it.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, new URLSearchParams(body as string)));
    app.setErrorHandler(async (err, req, reply) => {
      const status = (err as { statusCode?: number }).statusCode ?? 500;
      if (status >= 500) ctx.log(`reply page error ${req.id}: ${(err as Error).stack ?? err}`);
      const lang = visitorLanguage(ctx, req);
      if (status >= 400 && status < 500) return html(reply, status, problemHtml({ titleKey: 'problem.unreadable.title', textKey: 'problem.unreadable.text', vars: {} }, lang));
      return html(reply, 500, problemHtml({ titleKey: 'problem.failed.title', textKey: 'problem.failed.text', vars: { ref: req.id } }, lang));
    });

    const pageDoc = doc({
      ...PAGE_DOC,
      summary: 'The reply page a hotel opens from its e-mail (the webform and email channels): the booking and a form',
      description: "HTML, in the hotel's language (?lang= switches it). The token is the signed, expiring, single-use one of the e-mail; no API key. A token that is forged, expired, used, or for a booking that changed answers a problem page.",
      responses: pageAnswers([200, 'The form']),
    });
    app.get('/hotel/respond/:token', pageDoc, async (req: TokenRequest, reply) => {
      const state = resolveToken(ctx, engine, req.params.token);
      if (!state.ok) return problemPage(ctx, req, reply, state);
      const view = pageView(ctx, state.stored.booking, req);
      const s = summariseBooking(state.stored.booking, state.stored.row.bookingId, view);
      return html(reply, 200, renderReplyForm(s, formDefaults(s), { expiresAt: expiry(state.contact.expires_at, view) }));
    });

    const answerDoc = doc({
      ...PAGE_DOC,
      summary: "The hotel's answer from the reply page: confirm with its HCN, state what differs, or say it has no such booking",
      body: { content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', description: 'The fields of the form on the page (action, hcn, and the values the hotel corrects)' } } } },
      responses: pageAnswers([200, 'Recorded: the result page'], [400, 'The form again, with what to fix']),
    });
    app.post('/hotel/respond/:token', answerDoc, async (req: TokenRequest, reply) => {
      const state = resolveToken(ctx, engine, req.params.token);
      if (!state.ok) return problemPage(ctx, req, reply, state);
      const form = req.body instanceof URLSearchParams ? req.body : new URLSearchParams();
      const { booking, row } = state.stored;
      const view = pageView(ctx, booking, req);
      const t = translator(view.language);
      const s = summariseBooking(booking, row.bookingId, view);
      const parsed = parseReplyForm(form, Boolean(s.specialRequest), t);
      const again = (errors: string[]) => html(reply, 400, renderReplyForm(s, parsed.values, { expiresAt: expiry(state.contact.expires_at, view), errors }));
      if (parsed.errors.length) return again(parsed.errors);
      // Details that match without a number confirm nothing: ask for the HCN instead of using the link up.
      if (parsed.action === 'confirm' && judgeReply(booking, parsed.reply, comparedFor(view)).kind === 'NO_HCN') return again([t('error.hcnRequired')]);
      const result = submitTokenReply(ctx, engine, req.params.token, parsed.reply, 'webform');
      if (!result.ok) return problemPage(ctx, req, reply, result);
      const v = result.verdict;
      if (v.kind === 'NO_HCN') return again([t('error.hcnRequired')]);
      return html(reply, 200, renderResult(result.bookingId, v, view.language));
    });
  };
}

/** JSON answers for the http channel (or any integration holding a reply token). */
export function replyApiPlugin(ctx: ServiceContext, engine: Engine): FastifyPluginAsync {
  return async (app) => {
    // A reply is a few hundred bytes; no API key guards this endpoint, so it does not take the API's 10 MB.
    const repliesDoc = doc({
      tags: ['hotel-facing'],
      summary: "A hotel system's answer to one reconfirmation request (the http channel, or any integration holding its reply token)",
      description:
        'The token of the request it answers goes in the body ("token") or as Authorization: Bearer <token>; no API key. An answer with an HCN, or that states what differs, or that the hotel has no such booking, uses the token up. Answers without an HCN leave it usable: they are merged into one reply and one history entry, at most limits.repliesWithoutHcnPerHour (12) per started hour since the first (then 429 with Retry-After). A digest token answers only on its page, GET/POST /hotel/digest/{token}: here it is 400 and nothing is recorded. Text holding NUL or an unpaired surrogate is 400 naming the field.',
      body: HotelReplyRequestSchema,
      responses: {
        200: { description: 'Recorded: data.BookingId, data.verdict (CONFIRMED, DISCREPANCY, NO_BOOKING or NO_HCN) and data.ReconfirmationStatus', body: { content: { 'application/json': { schema: { type: 'object' } } } } },
        403: { description: 'Invalid Token (TOKEN_INVALID): missing, incomplete or not issued by this service', body: ErrorEnvelopeSchema },
        410: { description: 'Token Expired (TOKEN_EXPIRED): expired, already used, or the booking changed or was cancelled since', body: ErrorEnvelopeSchema },
      },
      errors: [404, 409, 413, 415, 429, 500],
      security: 'none',
    });
    app.post('/hotel/replies', { ...repliesDoc, bodyLimit: 64 * 1024 }, async (req, reply) => {
      const parsed = HotelReplyRequestSchema.safeParse(req.body ?? {});
      if (!parsed.success) {
        const details = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
        throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'the reply breaks the schema; nothing was recorded', { details });
      }
      const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      const { token: bodyToken, ...answer } = parsed.data;
      const token = bodyToken ?? bearer;
      if (!token) throw new ReconfirmError('TOKEN_INVALID', 'send the reply token from the request, as "token" in the body or Authorization: Bearer <token>');
      const result = submitTokenReply(ctx, engine, token, answer, 'http');
      if (!result.ok) throw new ReconfirmError(result.code, `${result.title}: ${result.message}`, { retryAfterSeconds: result.retryAfterSeconds });
      return accepted(req, reply, `reply recorded; booking ${result.bookingId} is ${result.status}`, { BookingId: result.bookingId, verdict: result.verdict, ReconfirmationStatus: result.status });
    });
  };
}

// The digest's reply page (GET/POST /hotel/digest/:token): every booking of the digest e-mail on one page, each line
// answered on its own (its confirmation number, "not found", or what differs), recorded in one commit.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { formatHotelTime } from '../../domain/hotelTime.js';
import type { HotelReply, ReplyVerdict } from '../../domain/reply.js';
import { iso } from '../../domain/clock.js';
import { getBookingByPk, type StoredBooking } from '../../store/bookings.js';
import { inTransaction } from '../../store/db.js';
import { digestContacts } from '../../store/digests.js';
import { markTokenUsed, type ContactRow } from '../../store/hotelContacts.js';
import { recordHotelReply } from '../../store/replies.js';
import { comparedFor, hotelView, withAskedLanguage, type HotelView } from '../channels/hotelView.js';
import { escapeHtml as e, summariseBooking } from '../channels/summary.js';
import type { ServiceContext } from '../context.js';
import { translator, type Translate } from '../i18n/index.js';
import { doc } from '../http/routeDoc.js';
import { linkProblem, PAGE_DOC, pageAnswers, problemHtml, visitorLanguage, type LinkProblem } from './linkProblems.js';
import { layout } from './replyHtml.js';
import { html } from './replyRoutes.js';
import type { Engine } from './state.js';
import { tokenContact, usedAt } from './tokenReplies.js';

type DigestRequest = FastifyRequest<{ Params: { token: string }; Querystring: { lang?: string } }>;

interface DigestLine {
  contact: ContactRow;
  stored: StoredBooking;
  open: boolean;
}

type Resolved = { ok: true; lead: ContactRow; lines: DigestLine[]; view: HotelView } | LinkProblem;

function resolveDigest(ctx: ServiceContext, engine: Engine, token: string, lang: string | undefined): Resolved {
  const found = tokenContact(ctx, engine, token);
  if (!found.ok) return found;
  const lead = found.contact;
  if (lead.used_at) return linkProblem(410, 'TOKEN_EXPIRED', 'problem.used.title', 'problem.digestUsed.text', { at: usedAt(lead.used_at) }, lead.booking_pk);
  const lines = digestContacts(ctx.db, lead.id).flatMap((contact) => {
    const stored = getBookingByPk(ctx.db, contact.booking_pk);
    return stored ? [{ contact, stored, open: contact.status !== 'SUPERSEDED' && (stored.row.status === 'PENDING' || stored.row.status === 'ESCALATED') }] : [];
  });
  if (lines.length === 0) return linkProblem(404, 'NOT_FOUND', 'problem.gone.title', 'problem.gone.text', {}, lead.booking_pk);
  const view = hotelView(ctx.config, lines[0].stored.booking);
  return { ok: true, lead, lines, view: withAskedLanguage(view, lang) };
}

interface LineAnswer {
  action: 'confirm' | 'not_found' | 'differs' | '';
  hcn: string;
  note: string;
  checkIn: string;
  checkOut: string;
}

/** A field as sent, bounded; a NUL (%00 decodes to one) becomes U+FFFD, as in hotels' e-mails: no store can hold it. */
const clip = (v: string | null) => (v ?? '').replaceAll('\u0000', '\ufffd').trim().slice(0, 500);

function readLine(form: URLSearchParams, l: DigestLine): LineAnswer {
  const id = l.contact.id;
  const action = form.get(`a.${id}`);
  const s = summariseBooking(l.stored.booking, l.stored.row.bookingId);
  return {
    action: action === 'confirm' || action === 'not_found' || action === 'differs' ? action : '',
    hcn: clip(form.get(`hcn.${id}`)).slice(0, 100),
    note: clip(form.get(`note.${id}`)).slice(0, 2000),
    checkIn: clip(form.get(`checkIn.${id}`)) || s.checkIn,
    checkOut: clip(form.get(`checkOut.${id}`)) || s.checkOut,
  };
}

function lineProblem(a: LineAnswer, bookingId: string, t: Translate): string | undefined {
  if (a.action === '' || (a.action === 'confirm' && !a.hcn)) return t('digest.lineHcnRequired', { bookingId });
  if (a.action === 'differs' && !a.note) return t('digest.lineNoteRequired', { bookingId });
  if (a.action === 'differs' && (!/^\d{4}-\d{2}-\d{2}$/.test(a.checkIn) || !/^\d{4}-\d{2}-\d{2}$/.test(a.checkOut))) return `${bookingId}: ${t('error.checkOutAfter')}`;
  if (a.action === 'differs' && a.checkOut <= a.checkIn) return `${bookingId}: ${t('error.checkOutAfter')}`;
  return undefined;
}

function toReply(a: LineAnswer, l: DigestLine): HotelReply {
  if (a.action === 'not_found') return { noBooking: true, note: 'digest reply page: the hotel has no such booking' };
  if (a.action === 'confirm') return { hcn: a.hcn, note: 'digest reply page' };
  const s = summariseBooking(l.stored.booking, l.stored.row.bookingId);
  return {
    hcn: a.hcn || undefined,
    ...(a.checkIn !== s.checkIn ? { checkIn: a.checkIn } : {}),
    ...(a.checkOut !== s.checkOut ? { checkOut: a.checkOut } : {}),
    note: `digest reply page, what differs: ${a.note}`,
  };
}

function renderDigest(r: Extract<Resolved, { ok: true }>, answers: Map<number, LineAnswer>, errors: string[]): string {
  const t = translator(r.view.language);
  const count = r.lines.length;
  const option = (id: number, value: string, label: string, checked: boolean) =>
    `<label class="opt"><input type="radio" name="a.${id}" value="${value}"${checked ? ' checked' : ''}> ${e(label)}</label>`;
  const rows = r.lines
    .map((l) => {
      const s = summariseBooking(l.stored.booking, l.stored.row.bookingId, r.view);
      const id = l.contact.id;
      const facts = `<strong>${e(s.bookingId)}</strong><br>${e(s.leadName)}<br>${e(s.checkInText)} – ${e(s.checkOutText)}${s.roomType ? `<br>${e([s.roomType, s.boardType].filter(Boolean).join(' · '))}` : ''}`;
      if (!l.open) return `<tr><td>${facts}</td><td>${e(t('digest.answered'))}</td></tr>`;
      const a = answers.get(id);
      return `<tr data-booking="${e(s.bookingId)}"><td>${facts}</td><td>
${option(id, 'confirm', t('digest.confirmed'), a?.action === 'confirm')}
<input type="text" name="hcn.${id}" aria-label="${e(t('page.hcnLabel'))} ${e(s.bookingId)}" placeholder="${e(t('page.hcnPlaceholder'))}" value="${e(a?.hcn ?? '')}" autocomplete="off">
${option(id, 'not_found', t('digest.notFound'), a?.action === 'not_found')}
${option(id, 'differs', t('digest.differs'), a?.action === 'differs')}
<details><summary>${e(t('digest.whatDiffers'))}</summary>
<label>${e(t('field.checkIn'))} <input type="date" name="checkIn.${id}" value="${e(a?.checkIn ?? s.checkIn)}"></label>
<label>${e(t('field.checkOut'))} <input type="date" name="checkOut.${id}" value="${e(a?.checkOut ?? s.checkOut)}"></label>
<label>${e(t('digest.whatDiffers'))} <input type="text" name="note.${id}" value="${e(a?.note ?? '')}"></label></details>
</td></tr>`;
    })
    .join('\n');
  const errorBox = errors.length ? `<div class="errors" role="alert"><strong>${e(t('page.errors'))}</strong><ul>${errors.map((x) => `<li>${e(x)}</li>`).join('')}</ul></div>` : '';
  const body = `<h1>${e(t('digest.heading', { count }))}</h1>
<p class="sub">${e(r.lines[0].stored.booking.Hotel.Name)} · ${e(t('digest.hint'))}</p>
${errorBox}
<form method="post" action="" novalidate>
<table class="lines"><tr><th>${e(t('label.bookingRef'))}</th><th>${e(t('digest.answer'))}</th></tr>
${rows}</table>
<div class="actions"><button type="submit" class="primary">${e(t('digest.submit'))}</button></div>
</form>`;
  const expires = r.lead.expires_at ? formatHotelTime(Date.parse(r.lead.expires_at), r.view.zone) : '';
  return layout(t('digest.title', { count }), body, e(t('page.footer', { expires })), r.view.language, true);
}

function renderDone(r: Extract<Resolved, { ok: true }>, results: { bookingId: string; verdict?: ReplyVerdict; why?: string }[]): string {
  const t = translator(r.view.language);
  const said = (x: (typeof results)[number]) =>
    !x.verdict ? t('digest.done.skipped', { why: x.why ?? '' })
    : x.verdict.kind === 'CONFIRMED' ? t('digest.done.confirmed', { hcn: x.verdict.hcn })
    : x.verdict.kind === 'NO_BOOKING' ? t('digest.done.notFound')
    : t('digest.done.differs');
  const rows = results.map((x) => `<tr><td>${e(x.bookingId)}</td><td>${e(said(x))}</td></tr>`).join('');
  const title = t('digest.done.title');
  return layout(title, `<div class="result"><div class="icon ok">✓</div><h1>${e(title)}</h1><table>${rows}</table></div>`, '', r.view.language);
}


export function digestPagePlugin(ctx: ServiceContext, engine: Engine): FastifyPluginAsync {
  return async (app) => {
    // A form post, and only that: JSON or text is 415 (the reply page's rule), never read as lines left unanswered.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, new URLSearchParams(body as string)));

    const pageDoc = doc({
      ...PAGE_DOC,
      summary: "The page of a digest e-mail (several bookings of one hotel in one message): every booking's line and its answer fields",
      responses: pageAnswers([200, 'The page']),
    });
    app.get('/hotel/digest/:token', pageDoc, async (req: DigestRequest, reply) => {
      const r = resolveDigest(ctx, engine, req.params.token, req.query?.lang);
      if (!r.ok) return html(reply, r.status, problemHtml(r, visitorLanguage(ctx, req, r.bookingPk)));
      return html(reply, 200, renderDigest(r, new Map(), []));
    });

    const answersDoc = doc({
      ...PAGE_DOC,
      summary: "The hotel's answers for every booking of the digest, in one commit",
      body: { content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', description: 'One group of fields per booking line of the page' } } } },
      responses: pageAnswers([200, 'Recorded: what each line became'], [400, 'The page again, with what to fix']),
    });
    app.post('/hotel/digest/:token', answersDoc, async (req: DigestRequest, reply) => {
      const form = req.body instanceof URLSearchParams ? req.body : new URLSearchParams();
      const r = resolveDigest(ctx, engine, req.params.token, req.query?.lang);
      if (!r.ok) return html(reply, r.status, problemHtml(r, visitorLanguage(ctx, req, r.bookingPk)));
      const t = translator(r.view.language);
      const open = r.lines.filter((l) => l.open);
      const answers = new Map(open.map((l) => [l.contact.id, readLine(form, l)] as const));
      const errors = open.flatMap((l) => lineProblem(answers.get(l.contact.id)!, l.stored.row.bookingId, t) ?? []);
      if (errors.length) return html(reply, 400, renderDigest(r, answers, errors));
      // One commit for every line and the link's single use.
      const results = inTransaction(ctx.db, () => {
        const now = ctx.clock.now();
        if (!markTokenUsed(ctx.db, r.lead.id, iso(now))) return undefined;
        return open.map((l) => {
          const rec = recordHotelReply(ctx.db, l.stored.row.id, toReply(answers.get(l.contact.id)!, l), { source: 'email digest', actor: 'hotel via email digest', now, contactId: l.contact.id, compared: comparedFor(hotelView(ctx.config, l.stored.booking)) });
          if (rec.ok) ctx.metrics.inc('reconfirm_hotel_replies_total', { source: 'digest', verdict: rec.verdict.kind });
          return rec.ok ? { bookingId: l.stored.row.bookingId, verdict: rec.verdict } : { bookingId: l.stored.row.bookingId, why: rec.reason };
        });
      });
      if (!results) return html(reply, 410, problemHtml({ titleKey: 'problem.used.title', textKey: 'problem.digestUsedNow.text', vars: {} }, r.view.language));
      return html(reply, 200, renderDone(r, results));
    });
  };
}

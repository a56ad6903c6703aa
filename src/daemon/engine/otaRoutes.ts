// POST /ota: hotel systems pull their reservations (OTA_ReadRQ -> OTA_ResRetrieveRS) and acknowledge each one with the
// hotel's number (OTA_NotifReportRQ -> OTA_NotifReportRS). Outside the API's key auth: each counterpart has its own.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { iso } from '../../domain/clock.js';
import { ReconfirmError } from '../../domain/errors.js';
import { hotelZone } from '../../domain/hotelTime.js';
import type { OtaPullCounterpart } from '../../domain/ota/config.js';
import { buildErrorRS, buildNotifReportRS, buildResRetrieveRS, describeIssue, parsePullRequest, type NotifReport, type OtaIssue, type PullReadRequest, type PulledReservation } from '../../domain/ota/messages.js';
import { hotelNumber } from '../../domain/ota/reservation.js';
import { OtaXmlError } from '../../domain/ota/xml.js';
import { addHistory, getBookingByPk } from '../../store/bookings.js';
import { inTransaction } from '../../store/db.js';
import { closePullContact, markPullDelivered, pendingPullContacts } from '../../store/ota.js';
import { recordHotelReply } from '../../store/replies.js';
import { escalateBooking } from '../../store/transitions.js';
import { hotelCodeOf } from '../channels/ota.js';
import { FailureThrottle } from '../http/auth.js';
import type { ServiceContext } from '../context.js';

const CHANNEL = 'ota-pull';
/** Reservations per OTA_ResRetrieveRS: the rest come with the next poll, after these are acknowledged. */
const MAX_PER_ANSWER = 100;
/** OTA EWT codes used in our answers. */
const EWT = { bizRule: '3', authentication: '4', authorization: '6', protocol: '7', processing: '12' } as const;

const sha256 = (s: string) => createHash('sha256').update(s).digest();

function passwordMatches(c: OtaPullCounterpart, given: string): boolean {
  const expected = c.passwordSha256 ? Buffer.from(c.passwordSha256, 'hex') : sha256(c.password ?? '');
  return timingSafeEqual(sha256(given), expected);
}

function basicAuth(req: FastifyRequest): { username: string; password: string } | undefined {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(String(req.headers.authorization ?? ''));
  if (!m) return undefined;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  return i < 0 ? undefined : { username: decoded.slice(0, i), password: decoded.slice(i + 1) };
}

/** The answer's root for a request we could not read: named after the request where it shows, else OTA_ErrorRS. */
function errorRoot(raw: unknown): string {
  const s = typeof raw === 'string' ? raw.slice(0, 2000) : '';
  if (/OTA_ReadRQ/.test(s)) return 'OTA_ResRetrieveRS';
  if (/OTA_NotifReportRQ/.test(s)) return 'OTA_NotifReportRS';
  return 'OTA_ErrorRS';
}

export function otaPullPlugin(ctx: ServiceContext): FastifyPluginAsync {
  const cfg = ctx.config.ota;
  const throttle = new FailureThrottle(ctx.config.auth.maxFailures, ctx.config.auth.windowSeconds * 1000, () => ctx.clock.now());
  const env = (echoToken?: string) => ({ echoToken: echoToken ?? 'none', timeStamp: iso(ctx.clock.now()) });
  const send = (reply: FastifyReply, status: number, xml: string) => reply.code(status).header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'no-store').send(xml);
  const fail = (reply: FastifyReply, status: number, root: string, issue: OtaIssue, echoToken?: string) => send(reply, status, buildErrorRS(root, env(echoToken), [issue]));

  return async (app) => {
    // XML parsers in this context only; the body limit leaves room for the size check to answer in OTA terms.
    app.addContentTypeParser(['application/xml', 'text/xml', 'application/soap+xml'], { parseAs: 'string', bodyLimit: cfg.maxBytes * 2 }, (_req, body, done) => done(null, body));
    app.setErrorHandler(async (err, req, reply) => {
      const status = (err as { statusCode?: number }).statusCode ?? 500;
      if (status >= 500) ctx.log(`POST /ota error ${req.id}: ${(err as Error).stack ?? err}`);
      const text = status === 413 ? `the XML document is larger than ${cfg.maxBytes} bytes; refused` : status === 415 ? 'POST /ota takes OTA XML: Content-Type application/xml or text/xml' : status < 500 ? (err as Error).message : `the request could not be processed (reference ${req.id})`;
      return fail(reply, status < 500 ? status : 500, 'OTA_ErrorRS', { type: status < 500 ? EWT.protocol : EWT.processing, shortText: text });
    });

    app.post('/ota', async (req, reply) => {
      const client = req.ip;
      try {
        throttle.check(client);
      } catch (e) {
        if (e instanceof ReconfirmError && e.retryAfterSeconds) reply.header('retry-after', String(e.retryAfterSeconds));
        return fail(reply, 429, errorRoot(req.body), { type: EWT.authentication, shortText: (e as Error).message });
      }
      if (typeof req.body !== 'string') return fail(reply, 415, 'OTA_ErrorRS', { type: EWT.protocol, shortText: 'POST /ota takes OTA XML: Content-Type application/xml or text/xml' });
      const basic = basicAuth(req);
      // Wrong HTTP credentials are refused before the document is read.
      let counterpart = basic ? cfg.counterparts.find((c) => c.username === basic.username && passwordMatches(c, basic.password)) : undefined;
      if (basic && !counterpart) {
        throttle.fail(client);
        return fail(reply, 401, errorRoot(req.body), { type: EWT.authentication, shortText: 'unknown user name or wrong password' });
      }
      let parsed;
      try {
        parsed = parsePullRequest(req.body);
      } catch (err) {
        if (!(err instanceof OtaXmlError)) throw err;
        return fail(reply, 400, errorRoot(req.body), { type: EWT.protocol, shortText: err.message });
      }
      const request = parsed.request;
      const root = parsed.kind === 'read' ? 'OTA_ResRetrieveRS' : 'OTA_NotifReportRS';
      if (!counterpart && request.requestorId) {
        counterpart = cfg.counterparts.find((c) => c.username === request.requestorId && passwordMatches(c, request.messagePassword ?? ''));
      }
      if (!counterpart) {
        throttle.fail(client);
        return fail(reply, 401, root, { type: EWT.authentication, shortText: 'authenticate with HTTP Basic or POS/Source/RequestorID ID and MessagePassword' }, request.echoToken);
      }
      if (parsed.kind === 'read') return answerRead(reply, counterpart, parsed.request);
      return send(reply, 200, buildNotifReportRS(env(request.echoToken), acknowledge(counterpart, parsed.request)));
    });
  };

  /** The counterpart's hotels' reservations waiting to be pulled (Book, or Modify after a change). */
  function pending(c: OtaPullCounterpart, only: string[] = []) {
    const codes = new Set(c.hotelCodes.map((h) => h.toLowerCase()));
    const asked = new Set(only.map((h) => h.toLowerCase()));
    const out: (PulledReservation & { bookingPk: number; contactId: number })[] = [];
    for (const p of pendingPullContacts(ctx.db, CHANNEL)) {
      const stored = getBookingByPk(ctx.db, p.bookingPk);
      const code = stored && hotelCodeOf(stored.booking);
      if (!stored || !code || !codes.has(code.toLowerCase()) || (asked.size && !asked.has(code.toLowerCase()))) continue;
      const zone = hotelZone(stored.booking, ctx.config.defaultTimeZone).zone;
      out.push({ booking: stored.booking, bookingId: stored.row.bookingId, hotelCode: code, resStatus: p.changed ? 'Modify' : 'Book', messageId: String(p.contactId), bookingPk: p.bookingPk, contactId: p.contactId, zone });
    }
    return out;
  }

  function answerRead(reply: FastifyReply, c: OtaPullCounterpart, r: PullReadRequest) {
    const foreign = r.hotelCodes.filter((code) => !c.hotelCodes.some((h) => h.toLowerCase() === code.toLowerCase()));
    if (foreign.length) return fail(reply, 403, 'OTA_ResRetrieveRS', { type: EWT.authorization, shortText: `HotelCode ${foreign.join(', ')} is not one of ${c.name}'s hotels` }, r.echoToken);
    const list = pending(c, r.hotelCodes).slice(0, MAX_PER_ANSWER);
    const now = ctx.clock.now();
    inTransaction(ctx.db, () => {
      for (const p of list) {
        if (markPullDelivered(ctx.db, p.contactId, `delivered to ${c.name} at ${iso(now)} (OTA_ReadRQ)`)) {
          addHistory(ctx.db, p.bookingPk, { at: iso(now), actor: `hotel system ${c.name}`, kind: 'ota_delivered', message: `the reservation (${p.resStatus}) was pulled by ${c.name} with OTA_ReadRQ` });
        }
      }
    });
    return send(reply, 200, buildResRetrieveRS(env(r.echoToken), list, c.showAmount));
  }

  /** Each acknowledged reservation: the hotel's number confirms it through the reply path; Errors escalate. */
  function acknowledge(c: OtaPullCounterpart, report: NotifReport): OtaIssue[] {
    const warnings: OtaIssue[] = [];
    const open = pending(c);
    const now = ctx.clock.now();
    const actor = `hotel system ${c.name} via ${CHANNEL}`;
    for (const r of report.reservations) {
      const p = open.find((o) => (r.messageId && String(o.contactId) === r.messageId) || (!r.messageId && r.bookingId === o.bookingId));
      if (!p) {
        warnings.push({ type: EWT.bizRule, shortText: `reservation ${r.bookingId ?? r.messageId ?? '(no UniqueID)'} is not waiting for ${c.name}'s acknowledgement; ignored` });
        continue;
      }
      if (!report.success) {
        const why = report.errors.map(describeIssue).join('; ') || 'Errors without detail';
        inTransaction(ctx.db, () => {
          closePullContact(ctx.db, p.contactId, 'FAILED', `refused by ${c.name}: ${why}`);
          escalateBooking(ctx.db, p.bookingPk, { reason: 'NO_HOTEL_RESPONSE', severity: 'high', message: `the hotel system ${c.name} refused the reservation: ${why}` }, { actor, now });
        });
        continue;
      }
      const hcn = hotelNumber(r.ids, c, p.bookingId);
      if (hcn) {
        recordHotelReply(ctx.db, p.bookingPk, { hcn }, { source: CHANNEL, actor, now, contactId: p.contactId });
        continue;
      }
      inTransaction(ctx.db, () => {
        closePullContact(ctx.db, p.contactId, 'ANSWERED', `acknowledged by ${c.name} without the hotel's number`);
        addHistory(ctx.db, p.bookingPk, { at: iso(now), actor, kind: 'hotel_reply', message: `acknowledged by ${c.name} without the hotel's number (ResID_Type ${c.resIdType}${c.resIdSource ? ` from ${c.resIdSource}` : ''}); asked again at the next reminder` });
      });
      warnings.push({ type: EWT.bizRule, shortText: `reservation ${p.bookingId}: no HotelReservationID of ResID_Type ${c.resIdType}; it stays unconfirmed` });
    }
    return warnings;
  }
}

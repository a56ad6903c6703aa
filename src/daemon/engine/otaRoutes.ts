// POST /ota: hotel systems pull their reservations (OTA_ReadRQ -> OTA_ResRetrieveRS) and acknowledge each one with the
// hotel's number (OTA_NotifReportRQ -> OTA_NotifReportRS). Outside the API's key auth: each counterpart has its own.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { iso } from '../../domain/clock.js';
import { ReconfirmError } from '../../domain/errors.js';
import type { OtaPullCounterpart } from '../../domain/ota/config.js';
import { buildErrorRS, buildNotifReportRS, buildResRetrieveRS, describeIssue, parsePullRequest, type NotifReport, type OtaIssue, type PullReadRequest, type PulledReservation } from '../../domain/ota/messages.js';
import { counterpartHotelCode, cut, hotelNumber, isOurId, OtaLimitError } from '../../domain/ota/reservation.js';
import { OtaXmlError } from '../../domain/ota/xml.js';
import { addHistory, getBookingByPk, type BookingRow } from '../../store/bookings.js';
import { inTransaction } from '../../store/db.js';
import { bookingsArriving, closePullCancel, closePullContact, decideOtaId, knownOtaId, lastHotelNumber, markPullDelivered, pendingPullContacts } from '../../store/ota.js';
import { recordHotelReply } from '../../store/replies.js';
import { escalateBooking } from '../../store/transitions.js';
import { hotelView } from '../channels/hotelView.js';
import { hotelCodeOf } from '../channels/ota.js';
import { FailureThrottle } from '../http/auth.js';
import type { ServiceContext } from '../context.js';
import { doc } from '../http/routeDoc.js';

const CHANNEL = 'ota-pull';
/** Reservations per OTA_ResRetrieveRS: the rest come with the next poll, after these are acknowledged. */
const MAX_PER_ANSWER = 100;
/** OTA EWT codes used in our answers. */
const EWT = { bizRule: '3', authentication: '4', authorization: '6', protocol: '7', processing: '12' } as const;
/** OTA ERR codes used in our answers: 392 invalid hotel code, 448 system error, 497 authorization error, 245 invalid reservation. */
const ERR = { hotelCode: '392', system: '448', authorization: '497', reservation: '245' } as const;

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

/** The answer's root for a request: named after the request where its start shows it, else OTA_ErrorRS. */
function errorRoot(prefix: string): string {
  const root = /<(?:[\w.-]+:)?(OTA_\w+)[\s>/]/.exec(prefix)?.[1];
  if (root === 'OTA_ReadRQ') return 'OTA_ResRetrieveRS';
  if (root === 'OTA_NotifReportRQ') return 'OTA_NotifReportRS';
  return 'OTA_ErrorRS';
}

/** An XML attribute's value in a start tag, with the predefined entities decoded. */
function xmlAttr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  const v = m?.[1] ?? m?.[2];
  return v?.replace(/&(lt|gt|quot|apos|amp);/g, (_e, n: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[n]!);
}

/** What the start of a document says before it is parsed: its root, EchoToken and POS RequestorID credentials. */
function readPrefix(prefix: string) {
  const rootTag = /<(?:[\w.-]+:)?OTA_\w+(?:\s[^>]*)?>/.exec(prefix)?.[0] ?? '';
  const requestor = /<(?:[\w.-]+:)?RequestorID(?:\s[^>]*)?\/?>/.exec(prefix)?.[0];
  return { root: errorRoot(prefix), echoToken: xmlAttr(rootTag, 'EchoToken'), requestorId: requestor && xmlAttr(requestor, 'ID'), messagePassword: requestor && xmlAttr(requestor, 'MessagePassword') };
}

/** A request refused while its body is being read: answered in OTA terms, and the rest of the body is not kept. */
class OtaRefusal extends Error {
  constructor(readonly statusCode: number, readonly root: string, readonly issue: OtaIssue, readonly echoToken?: string, readonly retryAfterSeconds?: number) {
    super(issue.shortText ?? issue.text ?? 'refused');
  }
}

/** The body as the handler gets it: the document, and the counterpart its credentials named. */
interface OtaBody {
  xml: string;
  counterpart: OtaPullCounterpart;
}

/**
 * How much of a document is read to find POS/Source/RequestorID when no HTTP Basic credentials are sent: a request
 * without valid credentials is refused after at most this much (POS is the message's first child, docs/ota.md).
 */
export const OTA_CREDENTIALS_PREFIX = 16 * 1024;

export function otaPullPlugin(ctx: ServiceContext): FastifyPluginAsync {
  const cfg = ctx.config.ota;
  const throttle = new FailureThrottle(ctx.config.auth.maxFailures, ctx.config.auth.windowSeconds * 1000, () => ctx.clock.now());
  // The request's EchoToken is echoed (within OpenTravel's 128 characters); none is sent when it had none.
  const env = (echoToken?: string) => ({ echoToken: echoToken ? cut(echoToken, 128) : undefined, timeStamp: iso(ctx.clock.now()) });
  const send = (reply: FastifyReply, status: number, xml: string) => reply.code(status).header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'no-store').send(xml);
  const fail = (reply: FastifyReply, status: number, root: string, issue: OtaIssue, echoToken?: string) => send(reply, status, buildErrorRS(root, env(echoToken), [issue]));
  const unauthorized = (root: string, echoToken: string | undefined, shortText: string, text?: string) => new OtaRefusal(401, root, { type: EWT.authentication, code: ERR.authorization, shortText, text, errorCode: 'Unauthorized' }, echoToken);

  /**
   * Checks credentials for a user name: valid ones always pass (a throttled address does not lock out a hotel system);
   * a failure counts against this user at this address, and refuses with 429 once over the limit.
   */
  function authenticate(ip: string, username: string, password: string, root: string, echoToken: string | undefined, how: string): OtaPullCounterpart {
    const c = cfg.counterparts.find((x) => x.username === username && passwordMatches(x, password));
    if (c) return c;
    try {
      throttle.check(ip, `ota:${username}`);
    } catch (e) {
      const retry = e instanceof ReconfirmError ? e.retryAfterSeconds : undefined;
      throw new OtaRefusal(429, root, { type: EWT.authentication, code: ERR.authorization, shortText: 'too many failed authentications', text: (e as Error).message, errorCode: 'RateLimited' }, echoToken, retry);
    }
    throttle.fail(ip, `ota:${username}`);
    throw unauthorized(root, echoToken, how);
  }

  /**
   * Reads the body, deciding on the credentials once the first OTA_CREDENTIALS_PREFIX bytes (or the whole, if shorter)
   * are in: HTTP Basic, else POS/Source/RequestorID found in that prefix; then the rest, up to maxBytes. A request
   * without valid credentials is never read further, buffered whole or parsed.
   */
  function readBody(req: FastifyRequest, stream: NodeJS.ReadableStream & { resume(): unknown }): Promise<OtaBody> {
    const basic = basicAuth(req);
    let counterpart: OtaPullCounterpart | undefined;
    return new Promise<OtaBody>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let done = false;
      const finish = (err: unknown, body?: OtaBody) => {
        if (done) return;
        done = true;
        stream.removeListener('data', onData);
        stream.removeListener('end', onEnd);
        stream.removeListener('error', onError);
        if (err) {
          // The rest of a refused body is discarded as it arrives (never buffered or parsed), so the answer reaches the
          // client whole and the connection stays usable; limits.requestTimeoutMs bounds a body that never ends.
          stream.resume();
          reject(err);
        } else resolve(body!);
      };
      const prefix = () => Buffer.concat(chunks).subarray(0, OTA_CREDENTIALS_PREFIX).toString('utf8');
      const fromPrefix = (): OtaPullCounterpart => {
        const p = readPrefix(prefix());
        if (basic) return authenticate(req.ip, basic.username, basic.password, p.root, p.echoToken, 'unknown user name or wrong password');
        if (p.requestorId) return authenticate(req.ip, p.requestorId, p.messagePassword ?? '', p.root, p.echoToken, 'unknown RequestorID or wrong MessagePassword');
        try {
          throttle.check(req.ip);
        } catch (e) {
          throw new OtaRefusal(429, p.root, { type: EWT.authentication, code: ERR.authorization, shortText: 'too many failed authentications', text: (e as Error).message, errorCode: 'RateLimited' }, p.echoToken, e instanceof ReconfirmError ? e.retryAfterSeconds : undefined);
        }
        throttle.fail(req.ip);
        throw unauthorized(p.root, p.echoToken, 'no credentials', 'authenticate with HTTP Basic or POS/Source/RequestorID ID and MessagePassword');
      };
      const onData = (chunk: Buffer | string) => {
        const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        size += buf.length;
        try {
          if (size > cfg.maxBytes) throw new OtaRefusal(413, errorRoot(prefix()), { type: EWT.protocol, code: ERR.system, shortText: 'document too large', text: `the XML document is larger than ${cfg.maxBytes} bytes; refused`, errorCode: 'Malformed' });
          chunks.push(buf);
          if (!counterpart && size >= OTA_CREDENTIALS_PREFIX) counterpart = fromPrefix();
        } catch (err) {
          finish(err);
        }
      };
      const onEnd = () => {
        try {
          counterpart ??= fromPrefix();
          finish(undefined, { xml: Buffer.concat(chunks).toString('utf8'), counterpart });
        } catch (err) {
          finish(err);
        }
      };
      const onError = (err: Error) => finish(err);
      stream.on('data', onData);
      stream.on('end', onEnd);
      stream.on('error', onError);
    });
  }

  return async (app) => {
    // Only OTA XML here: JSON and text/plain are answered 415 before their body is read.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(['application/xml', 'text/xml', 'application/soap+xml'], async (req: FastifyRequest, payload: unknown) => readBody(req, payload as never));
    app.setErrorHandler(async (err, req, reply) => {
      if (err instanceof OtaRefusal) {
        if (err.retryAfterSeconds) reply.header('retry-after', String(err.retryAfterSeconds));
        return fail(reply, err.statusCode, err.root, err.issue, err.echoToken);
      }
      const status = (err as { statusCode?: number }).statusCode ?? 500;
      if (status >= 500) ctx.log(`POST /ota error ${req.id}: ${(err as Error).stack ?? err}`);
      const issue: OtaIssue =
        status === 415
          ? { type: EWT.protocol, shortText: 'unsupported content type', text: 'POST /ota takes OTA XML: Content-Type application/xml or text/xml', errorCode: 'UnsupportedMediaType' }
          : status < 500
            ? { type: EWT.protocol, shortText: 'request refused', text: (err as Error).message, errorCode: 'Malformed' }
            : { type: EWT.processing, code: ERR.system, shortText: 'system error', text: `the request could not be processed (reference ${req.id})`, errorCode: 'Unknown' };
      return fail(reply, status < 500 ? status : 500, 'OTA_ErrorRS', issue);
    });

    const xmlAnswer = (description: string) => ({ description, body: { content: { 'application/xml': { schema: { type: 'string' } } } } });
    const otaDoc = doc({
      tags: ['hotel-facing'],
      summary: 'OpenTravel pull for the hotel systems in ota.counterparts: OTA_ReadRQ lists the reservations waiting, OTA_NotifReportRQ acknowledges them',
      description:
        'XML in (Content-Type application/xml, text/xml or application/soap+xml), XML out, valid OpenTravel 2015B and 2017B: OTA_ResRetrieveRS with HotelReservation ResStatus Book, Modify or Cancel (SelectionType All: every reservation arriving within ota.allHorizonDays, paged with MoreDataEchoToken), or OTA_NotifReportRS; a problem is an OTA Errors element in the RS named after the request (else OTA_ErrorRS with its ErrorCode) with the HTTP status. Credentials: HTTP Basic, or POS/Source/RequestorID ID and MessagePassword within the first 16 KB, checked before the rest is read. docs/ota.md.',
      body: { content: { 'application/xml': { schema: { type: 'string', description: 'OTA_ReadRQ or OTA_NotifReportRQ' } } } },
      responses: {
        200: xmlAnswer('OTA_ResRetrieveRS or OTA_NotifReportRS'),
        400: xmlAnswer('The XML cannot be read (Errors, Type 7)'),
        401: xmlAnswer('Unknown counterpart or wrong password (Errors, Type 4)'),
        413: xmlAnswer('Larger than ota.maxBytes'),
        415: xmlAnswer('Not XML (JSON, text/plain): OTA_ErrorRS, before the body is read'),
        429: xmlAnswer('Repeated authentication failures; see Retry-After'),
      },
      security: 'none',
    });
    app.post('/ota', otaDoc, async (req, reply) => {
      // No body (nothing to parse, so no credentials were read): nothing is disclosed.
      if (!req.body) return fail(reply, 400, 'OTA_ErrorRS', { type: EWT.protocol, shortText: 'no document', text: 'POST /ota takes an OTA XML document (Content-Type application/xml or text/xml)', errorCode: 'Malformed' });
      const { xml, counterpart } = req.body as OtaBody;
      let parsed;
      try {
        parsed = parsePullRequest(xml);
      } catch (err) {
        if (!(err instanceof OtaXmlError)) throw err;
        const p = readPrefix(xml.slice(0, OTA_CREDENTIALS_PREFIX));
        return fail(reply, 400, p.root, { type: EWT.protocol, code: ERR.system, shortText: err.refused ? 'document refused' : 'document not readable', text: err.message, errorCode: 'Malformed' }, p.echoToken);
      }
      const request = parsed.request;
      if (parsed.kind === 'read') return answerRead(reply, counterpart, parsed.request);
      return send(reply, 200, buildNotifReportRS(env(request.echoToken), acknowledge(counterpart, parsed.request)));
    });
  };

  /**
   * The UniqueID@ID a booking is delivered under: the one decided at its contact and stored; a booking contacted before
   * bookings.ota_id existed gets it now, once.
   */
  function uniqueIdOf(row: BookingRow): string {
    return knownOtaId(row) ?? inTransaction(ctx.db, () => decideOtaId(ctx.db, row));
  }

  /** Our HotelCode for one the counterpart sends (its own where the mapping renames it). */
  function ourHotelCode(c: OtaPullCounterpart, theirs: string): string {
    const k = theirs.trim().toLowerCase();
    return Object.entries(c.mapping.hotelCodes).find(([, v]) => v.trim().toLowerCase() === k)?.[0] ?? theirs;
  }

  /**
   * The counterpart's hotels' reservations waiting to be pulled (Book, or Modify after a change), each as the hotel's
   * disclosure view shows it; one whose HotelCode cannot be sent (over 16 characters, unmapped) carries why.
   */
  function pending(c: OtaPullCounterpart, only: string[] = []) {
    const codes = new Set(c.hotelCodes.map((h) => h.toLowerCase()));
    const asked = new Set(only.map((h) => ourHotelCode(c, h).toLowerCase()));
    const out: (PulledReservation & { bookingPk: number; contactId: number; uniqueId: string; unsendable?: string })[] = [];
    for (const p of pendingPullContacts(ctx.db, CHANNEL)) {
      const stored = getBookingByPk(ctx.db, p.bookingPk);
      const code = stored && hotelCodeOf(stored.booking);
      if (!stored || !code || !codes.has(code.toLowerCase()) || (asked.size && !asked.has(code.toLowerCase()))) continue;
      const view = hotelView(ctx.config, stored.booking);
      let hotelCode = code;
      let unsendable: string | undefined;
      try {
        hotelCode = counterpartHotelCode(code, c.mapping, `ota.counterparts (${c.name}) mapping.hotelCodes`);
      } catch (err) {
        if (!(err instanceof OtaLimitError)) throw err;
        unsendable = err.message;
      }
      const resStatus = p.cancelled ? 'Cancel' : p.changed ? 'Modify' : 'Book';
      // Modify and Cancel carry the hotel's number once known (an answer's, else the booking's Supplier.HCN), as the push does.
      const hcn = resStatus === 'Book' ? undefined : (lastHotelNumber(ctx.db, p.bookingPk) ?? stored.row.hcn ?? undefined);
      out.push({ booking: stored.booking, bookingId: stored.row.bookingId, uniqueId: uniqueIdOf(stored.row), hotelCode, resStatus, hotelNumber: hcn ? { value: hcn, type: c.resIdType, source: c.resIdSource } : undefined, messageId: String(p.contactId), bookingPk: p.bookingPk, contactId: p.contactId, zone: view.zone, specialRequest: view.disclosure.specialRequest, leadLastName: stored.row.leadLastName ?? undefined, unsendable });
    }
    return out;
  }

  function answerRead(reply: FastifyReply, c: OtaPullCounterpart, r: PullReadRequest) {
    const foreign = r.hotelCodes.filter((code) => !c.hotelCodes.some((h) => h.toLowerCase() === ourHotelCode(c, code).toLowerCase()));
    if (foreign.length) return fail(reply, 403, 'OTA_ResRetrieveRS', { type: EWT.authorization, code: ERR.hotelCode, shortText: 'not one of your hotels', text: `HotelCode ${foreign.join(', ')} is not one of ${c.name}'s hotels` }, r.echoToken);
    if (r.selection === 'All') return answerAll(reply, c, r);
    const all = pending(c, r.hotelCodes);
    const now = ctx.clock.now();
    // What cannot be sent within OpenTravel's limits is escalated (naming the field and the limit), not delivered invalid.
    for (const p of all.filter((x) => x.unsendable)) {
      inTransaction(ctx.db, () => {
        closePullContact(ctx.db, p.contactId, 'FAILED', p.unsendable!);
        escalateBooking(ctx.db, p.bookingPk, { reason: 'NO_HOTEL_RESPONSE', severity: 'high', message: `the reservation cannot be delivered to ${c.name}: ${p.unsendable}` }, { actor: `hotel system ${c.name} via ${CHANNEL}`, now });
      });
    }
    const list = all.filter((x) => !x.unsendable).slice(0, MAX_PER_ANSWER);
    inTransaction(ctx.db, () => {
      for (const p of list) {
        if (markPullDelivered(ctx.db, p.contactId, `delivered to ${c.name} at ${iso(now)} (OTA_ReadRQ)`)) {
          addHistory(ctx.db, p.bookingPk, { at: iso(now), actor: `hotel system ${c.name}`, kind: 'ota_delivered', message: `the reservation (${p.resStatus}) was pulled by ${c.name} with OTA_ReadRQ` });
        }
      }
    });
    return send(reply, 200, buildResRetrieveRS(env(r.echoToken), list, c.showAmount, c.mapping));
  }

  /**
   * SelectionType="All": the counterpart's reservations arriving from today (UTC) to ota.allHorizonDays ahead, whatever
   * their state (Cancel for cancelled ones, with the hotel's number where known), by booking id, paged with
   * MoreIndicator and MoreDataEchoToken. Nothing is marked delivered; those waiting carry their message id (Type 16)
   * and can be acknowledged as after an Undelivered poll.
   */
  function answerAll(reply: FastifyReply, c: OtaPullCounterpart, r: PullReadRequest) {
    const cursor = /^all-(\d{1,15})$/.exec(r.moreDataEchoToken ?? '');
    if (r.moreDataEchoToken && !cursor) return fail(reply, 400, 'OTA_ResRetrieveRS', { type: EWT.protocol, shortText: 'unknown MoreDataEchoToken', text: `MoreDataEchoToken ${r.moreDataEchoToken.slice(0, 60)} was not given by this service` }, r.echoToken);
    const now = ctx.clock.now();
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const from = day(now);
    const to = day(Date.parse(`${from}T00:00:00Z`) + (cfg.allHorizonDays + 1) * 24 * 3600 * 1000);
    const codes = new Set(c.hotelCodes.map((h) => h.toLowerCase()));
    const asked = new Set(r.hotelCodes.map((h) => ourHotelCode(c, h).toLowerCase()));
    const waiting = new Map(pending(c).map((p) => [p.bookingPk, p]));
    const size = Math.min(MAX_PER_ANSWER, r.maxResponses ?? MAX_PER_ANSWER);
    const page: (PulledReservation & { bookingPk: number })[] = [];
    let more: string | undefined;
    for (const pk of bookingsArriving(ctx.db, CHANNEL, from, to, cursor ? Number(cursor[1]) : 0)) {
      const stored = getBookingByPk(ctx.db, pk);
      const code = stored && hotelCodeOf(stored.booking);
      if (!stored || !code || !codes.has(code.toLowerCase()) || (asked.size && !asked.has(code.toLowerCase()))) continue;
      let hotelCode: string;
      try {
        hotelCode = counterpartHotelCode(code, c.mapping);
      } catch (err) {
        if (err instanceof OtaLimitError) continue;
        throw err;
      }
      if (page.length === size) {
        more = `all-${page[page.length - 1].bookingPk}`;
        break;
      }
      const view = hotelView(ctx.config, stored.booking);
      const open = waiting.get(pk);
      const hcn = stored.row.hcn ?? undefined;
      page.push({
        booking: stored.booking,
        bookingId: stored.row.bookingId,
        uniqueId: uniqueIdOf(stored.row),
        hotelCode,
        resStatus: stored.row.status === 'CANCELLED' ? 'Cancel' : (open?.resStatus ?? 'Book'),
        messageId: open ? String(open.contactId) : '',
        zone: view.zone,
        specialRequest: view.disclosure.specialRequest,
        hotelNumber: hcn ? { value: hcn, type: c.resIdType, source: c.resIdSource } : undefined,
        leadLastName: stored.row.leadLastName ?? undefined,
        bookingPk: pk,
      });
    }
    return send(reply, 200, buildResRetrieveRS(env(r.echoToken), page, c.showAmount, c.mapping, more));
  }

  /** Each acknowledged reservation: the hotel's number confirms it through the reply path; Errors escalate. */
  function acknowledge(c: OtaPullCounterpart, report: NotifReport): OtaIssue[] {
    const warnings: OtaIssue[] = [];
    const open = pending(c);
    const now = ctx.clock.now();
    const actor = `hotel system ${c.name} via ${CHANNEL}`;
    for (const r of report.reservations) {
      const p = open.find((o) => (r.messageId && String(o.contactId) === r.messageId) || (!r.messageId && isOurId(r.bookingId, o.bookingId, o.uniqueId)));
      if (!p) {
        warnings.push({ type: EWT.bizRule, code: ERR.reservation, shortText: 'reservation not awaiting acknowledgement', text: `reservation ${r.bookingId ?? r.messageId ?? '(no UniqueID)'} is not waiting for ${c.name}'s acknowledgement; ignored` });
        continue;
      }
      if (p.resStatus === 'Cancel') {
        // A cancellation acknowledged (or refused) ends its delivery; the booking stays cancelled either way.
        const what = report.success ? `the cancellation was acknowledged by ${c.name}` : `${c.name} answered the cancellation with Errors: ${report.errors.map(describeIssue).join('; ') || 'Errors without detail'}`;
        inTransaction(ctx.db, () => {
          closePullCancel(ctx.db, p.contactId, report.success ? 'ANSWERED' : 'FAILED', `cancellation ${report.success ? 'acknowledged' : 'refused'} by ${c.name}`);
          addHistory(ctx.db, p.bookingPk, { at: iso(now), actor, kind: 'ota_cancel', message: what });
        });
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
      const hcn = hotelNumber(r.ids, c, p.bookingId, p.uniqueId);
      if (hcn) {
        recordHotelReply(ctx.db, p.bookingPk, { hcn }, { source: CHANNEL, actor, now, contactId: p.contactId });
        continue;
      }
      inTransaction(ctx.db, () => {
        closePullContact(ctx.db, p.contactId, 'ANSWERED', `acknowledged by ${c.name} without the hotel's number`);
        addHistory(ctx.db, p.bookingPk, { at: iso(now), actor, kind: 'hotel_reply', message: `acknowledged by ${c.name} without the hotel's number (ResID_Type ${c.resIdType}${c.resIdSource ? ` from ${c.resIdSource}` : ''}); asked again at the next reminder` });
      });
      warnings.push({ type: EWT.bizRule, code: ERR.reservation, shortText: 'no hotel reservation number', text: `reservation ${p.bookingId}: no HotelReservationID of ResID_Type ${c.resIdType}; it stays unconfirmed` });
    }
    return warnings;
  }
}

// Answers that arrive with a reply token (reply page, POST /hotel/replies): check the token, then record the reply once.
import { HOUR, iso } from '../../domain/clock.js';
import { judgeReply, type HotelReply, type ReplyVerdict } from '../../domain/reply.js';
import { getBookingByPk, type StoredBooking } from '../../store/bookings.js';
import { inTransaction } from '../../store/db.js';
import { findContactByToken, holdContact, markTokenUsed, type ContactRow } from '../../store/hotelContacts.js';
import { digestContacts } from '../../store/digests.js';
import { noHcnAnswers, recordHotelReply } from '../../store/replies.js';
import { comparedFor, hotelView } from '../channels/hotelView.js';
import { checkToken, tokenHash } from '../channels/tokens.js';
import type { ServiceContext } from '../context.js';
import { linkProblem, type LinkProblem } from './linkProblems.js';
import type { Engine } from './state.js';

export type TokenProblem = LinkProblem;

export type TokenState = { ok: true; contact: ContactRow; stored: StoredBooking } | TokenProblem;

/** When a link was used, as its page says it ("2026-11-24 10:41", UTC). */
export const usedAt = (at: string) => at.slice(0, 16).replace('T', ' ');

/**
 * The contact a reply or digest token names: signature first (a forged token learns nothing), then expiry (an expired
 * token's signature is ours, so its problem names the booking, for the hotel's language), then the contact itself.
 */
export function tokenContact(ctx: ServiceContext, engine: Engine, token: string): { ok: true; contact: ContactRow } | LinkProblem {
  const check = checkToken(engine.tokenSecret(), token, ctx.clock.now());
  if (!check.ok && check.why === 'forged') return linkProblem(403, 'TOKEN_INVALID', 'problem.invalid.title', 'problem.invalid.text');
  const contact = findContactByToken(ctx.db, check.contactId, tokenHash(token));
  if (!check.ok) return linkProblem(410, 'TOKEN_EXPIRED', 'problem.expired.title', 'problem.expired.text', {}, contact?.booking_pk);
  if (!contact) return linkProblem(404, 'NOT_FOUND', 'problem.gone.title', 'problem.gone.text');
  return { ok: true, contact };
}

/** The token's contact (tokenContact), then single use, then whether the request still stands. */
export function resolveToken(ctx: ServiceContext, engine: Engine, token: string): TokenState {
  const found = tokenContact(ctx, engine, token);
  if (!found.ok) return found;
  const { contact } = found;
  const pk = contact.booking_pk;
  // A digest's token answers every booking of its list, on its own page; here it would answer the first one only.
  if (contact.digest_id != null) return digestProblem(ctx, contact.digest_id, token, pk);
  if (contact.used_at) return linkProblem(410, 'TOKEN_EXPIRED', 'problem.used.title', 'problem.used.text', { at: usedAt(contact.used_at) }, pk);
  if (contact.status === 'SUPERSEDED') return linkProblem(410, 'TOKEN_EXPIRED', 'problem.changed.title', 'problem.changed.text', {}, pk);
  const stored = getBookingByPk(ctx.db, pk);
  if (!stored) return linkProblem(404, 'NOT_FOUND', 'problem.gone.title', 'problem.unknownBooking.text');
  const bookingId = stored.row.bookingId;
  if (stored.row.status === 'CONFIRMED') {
    return stored.row.hcn
      ? linkProblem(409, 'UPDATE_NOT_PERMITTED', 'problem.confirmed.title', 'problem.confirmedHcn.text', { bookingId, hcn: stored.row.hcn }, pk)
      : linkProblem(409, 'UPDATE_NOT_PERMITTED', 'problem.confirmed.title', 'problem.confirmed.text', { bookingId }, pk);
  }
  if (stored.row.status === 'CANCELLED') return linkProblem(410, 'TOKEN_EXPIRED', 'problem.cancelled.title', 'problem.cancelled.text', { bookingId }, pk);
  return { ok: true, contact, stored };
}

/** The problem a digest token meets at a single booking's endpoint (isDigestProblem tells it apart). */
function digestProblem(ctx: ServiceContext, digestId: number, token: string, pk: number): LinkProblem {
  const count = String(digestContacts(ctx.db, digestId).length);
  return linkProblem(400, 'INVALID_REQUEST_BODY', 'problem.digest.title', 'problem.digest.text', { count, path: `/hotel/digest/${token}` }, pk);
}

export const isDigestProblem = (p: LinkProblem) => p.textKey === 'problem.digest.text';

/**
 * Answers without an HCN to one attempt: N per started hour since the first (limits.repliesWithoutHcnPerHour), kept in
 * the merged reply row, so the cap holds across restarts and instances. Past it, 429 until the next hour starts.
 */
function overNoHcnCap(ctx: ServiceContext, contactId: number, pk: number, now: number): LinkProblem | undefined {
  holdContact(ctx.db, contactId);
  const earlier = noHcnAnswers(ctx.db, contactId);
  if (!earlier) return undefined;
  const hoursStarted = Math.floor(Math.max(0, now - Date.parse(earlier.firstAt)) / HOUR) + 1;
  if (earlier.times < ctx.config.limits.repliesWithoutHcnPerHour * hoursStarted) return undefined;
  const retry = Math.max(1, Math.ceil((Date.parse(earlier.firstAt) + hoursStarted * HOUR - now) / 1000));
  return { ...linkProblem(429, 'RATE_LIMITED', 'problem.tooMany.title', 'problem.tooMany.text', { times: String(earlier.times), retry: String(retry) }, pk), retryAfterSeconds: retry };
}

export type TokenReplyResult = { ok: true; bookingId: string; verdict: ReplyVerdict; status: string } | TokenProblem;

/**
 * Records the hotel's answer and uses the token up, in one transaction. An answer without an HCN whose
 * details match leaves the token usable: the hotel may come back with the number.
 */
export function submitTokenReply(ctx: ServiceContext, engine: Engine, token: string, reply: HotelReply, source: string): TokenReplyResult {
  return inTransaction(ctx.db, () => {
    const state = resolveToken(ctx, engine, token);
    if (!state.ok) return state;
    const now = ctx.clock.now();
    const pk = state.stored.row.id;
    const compared = comparedFor(hotelView(ctx.config, state.stored.booking));
    const consumes = judgeReply(state.stored.booking, reply, compared).kind !== 'NO_HCN';
    if (consumes && !markTokenUsed(ctx.db, state.contact.id, iso(now))) return linkProblem(410, 'TOKEN_EXPIRED', 'problem.used.title', 'problem.usedNow.text', {}, pk);
    const capped = consumes ? undefined : overNoHcnCap(ctx, state.contact.id, pk, now);
    if (capped) return capped;
    const r = recordHotelReply(ctx.db, pk, reply, { source, actor: `hotel via ${source}`, now, contactId: state.contact.id, compared });
    if (!r.ok) return linkProblem(409, 'UPDATE_NOT_PERMITTED', 'problem.notApplied.title', 'problem.notApplied.text', { reason: r.reason }, pk);
    ctx.metrics.inc('reconfirm_hotel_replies_total', { source, verdict: r.verdict.kind });
    return { ok: true, bookingId: state.stored.row.bookingId, verdict: r.verdict, status: r.status };
  });
}

// Answers that arrive with a reply token (reply page, POST /hotel/replies): check the token, then record the reply once.
import { iso } from '../../domain/clock.js';
import { judgeReply, type HotelReply, type ReplyVerdict } from '../../domain/reply.js';
import { getBookingByPk, type StoredBooking } from '../../store/bookings.js';
import { inTransaction } from '../../store/db.js';
import { findContactByToken, markTokenUsed, type ContactRow } from '../../store/hotelContacts.js';
import { recordHotelReply } from '../../store/replies.js';
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
    const r = recordHotelReply(ctx.db, pk, reply, { source, actor: `hotel via ${source}`, now, contactId: state.contact.id, compared });
    if (!r.ok) return linkProblem(409, 'UPDATE_NOT_PERMITTED', 'problem.notApplied.title', 'problem.notApplied.text', { reason: r.reason }, pk);
    ctx.metrics.inc('reconfirm_hotel_replies_total', { source, verdict: r.verdict.kind });
    return { ok: true, bookingId: state.stored.row.bookingId, verdict: r.verdict, status: r.status };
  });
}

// Answers that arrive with a reply token (reply page, POST /hotel/replies): check the token, then record the reply once.
import { iso } from '../../domain/clock.js';
import type { ErrorCode } from '../../domain/errors.js';
import { judgeReply, type HotelReply, type ReplyVerdict } from '../../domain/reply.js';
import { getBookingByPk, type StoredBooking } from '../../store/bookings.js';
import { inTransaction } from '../../store/db.js';
import { findContactByToken, markTokenUsed, type ContactRow } from '../../store/hotelContacts.js';
import { recordHotelReply } from '../../store/replies.js';
import { comparedFor, hotelView } from '../channels/hotelView.js';
import { checkToken, tokenHash } from '../channels/tokens.js';
import type { ServiceContext } from '../context.js';
import type { Engine } from './state.js';

export interface TokenProblem {
  ok: false;
  status: number;
  code: ErrorCode;
  title: string;
  message: string;
}

export type TokenState = { ok: true; contact: ContactRow; stored: StoredBooking } | TokenProblem;

const problem = (status: number, code: ErrorCode, title: string, message: string): TokenProblem => ({ ok: false, status, code, title, message });

/** Signature first (a forged token learns nothing), then expiry, then single use, then whether the request still stands. */
export function resolveToken(ctx: ServiceContext, engine: Engine, token: string): TokenState {
  const now = ctx.clock.now();
  const check = checkToken(engine.tokenSecret(), token, now);
  if (!check.ok && check.why === 'forged') {
    return problem(403, 'TOKEN_INVALID', 'This link is not valid', 'The link is incomplete or was not issued by us. Please open the link from our most recent message exactly as it was sent.');
  }
  if (!check.ok) return problem(410, 'TOKEN_EXPIRED', 'This link has expired', 'For your security, reply links expire. We will send a new one with our next message; you can also answer that message directly.');
  const contact = findContactByToken(ctx.db, check.contactId, tokenHash(token));
  if (!contact) return problem(404, 'NOT_FOUND', 'This request no longer exists', 'We have no open request for this link. If you still need to answer, please reply to our message.');
  if (contact.used_at) return problem(410, 'TOKEN_EXPIRED', 'This link has already been used', `An answer was received through this link on ${contact.used_at.slice(0, 16).replace('T', ' ')} UTC. Thank you; there is nothing more to do.`);
  if (contact.status === 'SUPERSEDED') {
    return problem(410, 'TOKEN_EXPIRED', 'This booking has changed', 'The booking was updated after this request was sent. Please use the link in our most recent message, which shows the new details.');
  }
  const stored = getBookingByPk(ctx.db, contact.booking_pk);
  if (!stored) return problem(404, 'NOT_FOUND', 'This request no longer exists', 'The booking is no longer known to us.');
  if (stored.row.status === 'CONFIRMED') return problem(409, 'UPDATE_NOT_PERMITTED', 'This booking is already confirmed', `Booking ${stored.row.bookingId} is already confirmed${stored.row.hcn ? ` with confirmation number ${stored.row.hcn}` : ''}. Thank you; there is nothing more to do.`);
  if (stored.row.status === 'CANCELLED') return problem(410, 'TOKEN_EXPIRED', 'This booking was cancelled', `Booking ${stored.row.bookingId} has been cancelled; no confirmation is needed.`);
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
    if (consumes && !markTokenUsed(ctx.db, state.contact.id, iso(now))) return problem(410, 'TOKEN_EXPIRED', 'This link has already been used', 'An answer was already received through this link.');
    const r = recordHotelReply(ctx.db, pk, reply, { source, actor: `hotel via ${source}`, now, contactId: state.contact.id, compared });
    if (!r.ok) return problem(409, 'UPDATE_NOT_PERMITTED', 'The answer was not applied', r.reason);
    ctx.metrics.inc('reconfirm_hotel_replies_total', { source, verdict: r.verdict.kind });
    return { ok: true, bookingId: state.stored.row.bookingId, verdict: r.verdict, status: r.status };
  });
}

// Updates (spec 4.2): checked, applied and traced in one transaction, so the response shows the booking as stored.
import { composeBookingId } from '../domain/bookingId.js';
import { toBookingDetails } from '../domain/bookingDetails.js';
import { iso, type Clock } from '../domain/clock.js';
import { lookalikeCodes } from '../domain/lookalikes.js';
import { ReconfirmError } from '../domain/errors.js';
import { decideUpdate } from '../domain/applyPlan.js';
import { UpdateBodySchema, issuesToDetails, type BookingDetails, type UpdateBody } from '../domain/schemas.js';
import { isLocked, lockReason, nextStatus } from '../domain/stateMachine.js';
import { addHistory, findBooking, findBookingIdsByCode, getBookingByPk, saveBookingData, type StoredBooking } from '../store/bookings.js';
import { inTransaction, type Db } from '../store/db.js';
import { newTraceId } from '../store/ids.js';
import { insertAppliedSubmission } from '../store/submissions.js';
import { cancelBooking, reopenBooking } from '../store/transitions.js';
import { insertOutcomes } from '../store/traces.js';
import { scheduleReconfirmation } from './pipeline.js';

export type UpdateResult = { ok: true; message: string } | { ok: false; message: string };

/** Merges changes into a stored booking, re-validates the result, and re-opens reconfirmation when the hotel must know. */
export function applyUpdateToStored(
  db: Db,
  stored: StoredBooking,
  changes: UpdateBody | Record<string, unknown>,
  now: number,
  actor: string,
  defaultTimeZone: string,
): UpdateResult {
  const d = decideUpdate(stored.booking, stored.row.status, changes, defaultTimeZone);
  if (!d.ok || !d.booking) return d;
  const { booking, changed } = d;
  const at = iso(now);
  saveBookingData(db, stored.row.id, booking, at);
  // The update itself leaves the state as it is (spec section 3); a re-opening it causes is the next entry.
  const status = nextStatus(stored.row.status, 'update') ?? stored.row.status;
  addHistory(db, stored.row.id, { at, actor, kind: 'updated', fromStatus: stored.row.status, toStatus: status, message: `updated: ${changed.join(', ')}`, data: { changed } });
  if (d.reopens) {
    reopenBooking(db, stored.row.id, { actor, now, message: `re-opened: ${changed.join(', ')} changed, the hotel is contacted again` });
    const fresh = getBookingByPk(db, stored.row.id)!;
    scheduleReconfirmation(db, fresh.row, now);
  }
  return { ok: true, message: d.message };
}

export interface UpdateRequest {
  accountId: string;
  requestId: string;
  /** BookingCode or BookingCode#LineCode from the path, or from the body for POST /updateBooking. */
  bookingId: string;
  body: unknown;
  /** The zone of the hotel's times sent without an offset when neither the booking nor its country gives one. */
  defaultTimeZone: string;
}

export function notFound(db: Db, accountId: string, bookingId: string): ReconfirmError {
  const { BookingCode } = { BookingCode: bookingId.split('#')[0] };
  const sameCode = findBookingIdsByCode(db, accountId, BookingCode).filter((id) => id !== bookingId);
  if (sameCode.length) {
    const hint = `; booking(s) with this BookingCode exist as ${sameCode.map((o) => `/updateBooking/${encodeURIComponent(o)}`).join(', ')} (a booking created with a LineCode is addressed as BookingCode%23LineCode)`;
    const details = sameCode.map((o) => ({ path: 'BookingId', message: `${BookingCode} exists as ${o}, addressed as /updateBooking/${encodeURIComponent(o)}`, BookingId: o }));
    return new ReconfirmError('BOOKING_NOT_FOUND', `no booking ${bookingId}${hint}`, { details });
  }
  // A typo: another case ("em-505") or a look-alike character ("EM-5O5"); each candidate is one indexed probe.
  const meant = [...new Set(lookalikeCodes(BookingCode).flatMap((c) => findBookingIdsByCode(db, accountId, c)))].slice(0, 5);
  if (meant.length) {
    const details = meant.map((o) => ({ path: 'BookingId', message: `did you mean ${o}?`, BookingId: o }));
    return new ReconfirmError('BOOKING_NOT_FOUND', `no booking ${bookingId}; did you mean ${meant.join(' or ')}? (BookingCodes are exact, case included)`, { details });
  }
  return new ReconfirmError('BOOKING_NOT_FOUND', `no booking ${bookingId}; a booking added in the last 5 minutes may still be queued, check its traceId with GET /traces/{traceId}`);
}

/** Validates and applies an update; throws 400, 404 or 409 as the spec lists. */
export function applyUpdate(db: Db, clock: Clock, req: UpdateRequest): { details: BookingDetails; traceId: string; message: string } {
  if (!req.body || typeof req.body !== 'object' || Array.isArray(req.body)) {
    throw new ReconfirmError('INVALID_REQUEST_BODY', 'the update body must be one JSON object with the changed booking fields');
  }
  const parsed = UpdateBodySchema.safeParse(req.body);
  if (!parsed.success) {
    throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'the update body breaks the schema; nothing was changed', { details: issuesToDetails(parsed.error.issues, undefined, 0, req.body) });
  }
  const update = parsed.data;
  if (update.BookingCode && composeBookingId(update.BookingCode, update.LineCode) !== req.bookingId && update.BookingCode !== req.bookingId.split('#')[0]) {
    throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'BookingCode in the body differs from the one in the path', {
      details: [{ path: 'BookingCode', message: `is "${update.BookingCode}" but the path names "${req.bookingId}"` }],
    });
  }
  const now = clock.now();
  const traceId = newTraceId();
  return inTransaction(db, () => {
    const stored = findBooking(db, req.accountId, req.bookingId);
    if (!stored) throw notFound(db, req.accountId, req.bookingId);
    if (isLocked(stored.row.status)) {
      throw new ReconfirmError('UPDATE_NOT_PERMITTED', `booking ${stored.row.bookingId} cannot be updated: ${lockReason(stored.row.status)}`, {
        details: [{ path: 'ReconfirmationStatus', message: `is ${stored.row.status}`, ReconfirmationStatus: stored.row.status }],
      });
    }
    const actor = `update ${traceId}`;
    let result: { outcome: 'CANCELLED' | 'UPDATED'; message: string };
    if (update.BookingStatus === 'CANCELLED') {
      cancelBooking(db, stored.row.id, { actor, now });
      result = { outcome: 'CANCELLED', message: 'booking cancelled; no reconfirmation is required' };
    } else {
      const r = applyUpdateToStored(db, stored, update, now, actor, req.defaultTimeZone);
      result = { outcome: 'UPDATED', message: r.message };
    }
    // The validated update, not the raw body: unknown keys (possibly nested thousands deep) are not kept.
    const payload = JSON.stringify({ bookingId: req.bookingId, body: update });
    insertAppliedSubmission(db, { traceId, accountId: req.accountId, kind: 'update', requestId: req.requestId, receivedAt: iso(now), payload, bookingsCount: 1 });
    insertOutcomes(db, traceId, [{ bookingId: stored.row.bookingId, outcome: result.outcome, message: result.message, pk: stored.row.id }]);
    const fresh = getBookingByPk(db, stored.row.id)!;
    // Spec section 3: the answer to an update shows the state it was validated in ("unchanged"), even when the
    // change re-opens the reconfirmation (ESCALATED, then PENDING in the history and in GET /bookings).
    const status = result.outcome === 'CANCELLED' ? fresh.row.status : stored.row.status;
    return { details: toBookingDetails(fresh.booking, status, fresh.row.hcn), traceId, message: result.message };
  });
}

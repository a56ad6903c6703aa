// Intake: validate a whole add or events call, split it into traced batches, commit them durably, or refuse it all.
import type { EventsItem } from '../domain/applyPlan.js';
import type { Clock } from '../domain/clock.js';
import { ReconfirmError, type ErrorDetail } from '../domain/errors.js';
import { eventsBookingToBooking, eventsLeadLastName } from '../domain/events.js';
import { keepTimeKinds, localiseBooking, stayProblem } from '../domain/hotelTime.js';
import { AddBookingsSchema, BookingSchema, EventsBodySchema, issuesToDetails, type Booking } from '../domain/schemas.js';
import type { Db } from '../store/db.js';
import { commitAccepted } from '../store/accepting.js';
import { newTraceId } from '../store/ids.js';

export interface IntakeContext {
  db: Db;
  clock: Clock;
  accountId: string;
  requestId: string;
  limits: { maxBookingsPerCall: number; batchSize: number };
  /** The zone of a hotel's times sent without an offset when neither the booking nor its country gives one. */
  defaultTimeZone: string;
}

/** What the worker applies for one events-body booking (decided in src/domain/applyPlan.ts). */
export type { EventsItem };

export interface Accepted {
  traceIds: string[];
  bookingsCount: number;
}

function checkCount(n: number, max: number) {
  if (n > max) {
    throw new ReconfirmError('PAYLOAD_TOO_LARGE', `this call holds ${n} bookings; at most ${max} are accepted per call, so split it into several calls`);
  }
}

const MAX_DETAILS = 200;

function schemaFailure(details: ErrorDetail[], total: number): ReconfirmError {
  // Problems without an index concern the call itself (an empty list), not one booking.
  const bookingsWithErrors = new Set(details.filter((d) => d.index !== undefined).map((d) => d.index)).size;
  const what = total === 0 ? 'the call holds no bookings' : `${bookingsWithErrors} of ${total} booking(s) are invalid`;
  const shown = details.slice(0, MAX_DETAILS);
  const more = details.length > shown.length ? ` (first ${shown.length} of ${details.length} problems listed)` : '';
  return new ReconfirmError(
    'SCHEMA_VALIDATION_FAILED',
    `${what}; nothing was accepted. Fix them and resend the whole call${more}`,
    { details: shown },
  );
}

export function acceptAddBookings(ctx: IntakeContext, body: unknown): Promise<Accepted> {
  if (body && typeof body === 'object' && !Array.isArray(body) && 'Bookings' in body) {
    throw new ReconfirmError('INVALID_REQUEST_BODY', 'addBookings takes a JSON array of bookings; the {"Bookings": [...]} shape belongs to POST /events');
  }
  // The spec's body is an array, even of one booking: a bare object is refused, not guessed at.
  if (!Array.isArray(body)) throw new ReconfirmError('INVALID_REQUEST_BODY', 'the body must be a JSON array of booking objects (send one booking as [{...}])');
  const list = body;
  checkCount(list.length, ctx.limits.maxBookingsPerCall);
  const parsed = AddBookingsSchema.safeParse(list);
  if (!parsed.success) throw schemaFailure(issuesToDetails(parsed.error.issues, undefined, 1, list), list.length);
  return commitBatches(ctx, 'add', localiseAll(ctx, parsed.data, (i) => i));
}

/**
 * The bookings with their times sent without an offset read on the hotel's clock. A CheckIn and CheckOut of different
 * kinds (a date and a time, a local time and one with an offset) are ordered here, in the hotel's zone: the schema
 * compares only two of a kind.
 */
function localiseAll(ctx: IntakeContext, bookings: Booking[], indexOf: (i: number) => number, total = bookings.length): Booking[] {
  const details: ErrorDetail[] = [];
  const out = bookings.map((b, i) => {
    const local = localiseBooking(b, ctx.defaultTimeZone);
    const problem = stayProblem(b, local, ctx.defaultTimeZone);
    if (problem) details.push({ index: indexOf(i), path: 'CheckOut', message: problem });
    return local;
  });
  if (details.length) throw schemaFailure(details, total);
  return out;
}

export function acceptEvents(ctx: IntakeContext, body: unknown): Promise<Accepted> {
  if (Array.isArray(body)) throw new ReconfirmError('INVALID_REQUEST_BODY', 'POST /events takes {"Bookings": [...]}; a plain array belongs to POST /addBookings');
  // Too many is said first, as for addBookings: an over-long call is refused before its bookings are checked.
  const list = (body as { Bookings?: unknown } | null)?.Bookings;
  if (Array.isArray(list)) checkCount(list.length, ctx.limits.maxBookingsPerCall);
  const parsed = EventsBodySchema.safeParse(body);
  if (!parsed.success) {
    // One pass: the events schema checks all an add checks, so every problem of the call is listed at once.
    const details = issuesToDetails(parsed.error.issues, undefined, 0, body).map((d) => {
      const m = /^Bookings\[(\d+)\]\.?(.*)$/.exec(d.path);
      return m ? { index: Number(m[1]), path: m[2] || '(booking)', message: d.message } : d;
    });
    const n = Array.isArray((body as { Bookings?: unknown })?.Bookings) ? (body as { Bookings: unknown[] }).Bookings.length : 0;
    if (details.length === 1 && details[0].path === 'Bookings') throw new ReconfirmError('INVALID_REQUEST_BODY', `Bookings ${details[0].message}`);
    throw schemaFailure(details, n);
  }
  const upserts: { index: number; booking: Booking }[] = [];
  parsed.data.Bookings.forEach((e, index) => {
    // Validated above under the events names: this parse only gives the booking its canonical form.
    if (e.BookingStatus === 'CANCELLED') return;
    // Its times are of their kind already (eventsInstant): the parse does not read them again.
    const booking = eventsBookingToBooking(e);
    upserts.push({ index, booking: keepTimeKinds(BookingSchema.parse(booking), booking) });
  });
  const local = localiseAll(ctx, upserts.map((u) => u.booking), (i) => upserts[i].index, parsed.data.Bookings.length);
  let next = 0;
  const items: EventsItem[] = parsed.data.Bookings.map((e) =>
    e.BookingStatus === 'CANCELLED' ? { action: 'cancel', BookingCode: e.BookingCode, LineCode: e.LineCode } : { action: 'upsert', booking: local[next++], leadLastName: eventsLeadLastName(e) },
  );
  return commitBatches(ctx, 'events', items);
}

/**
 * One transaction for the whole call: every batch's submission row and its apply job. A failure here
 * means nothing was stored, and the caller answers 502 QUEUE_PUBLISH_FAILED.
 */
async function commitBatches(ctx: IntakeContext, kind: 'add' | 'events', items: unknown[]): Promise<Accepted> {
  const now = ctx.clock.now();
  const receivedAt = new Date(now).toISOString();
  const traceIds: string[] = [];
  const bookingsCount = items.length;
  // Serialised before the commit, so the write lock is held only for the inserts.
  const batches: { payload: string; count: number }[] = [];
  for (let i = 0; i < items.length; i += ctx.limits.batchSize) {
    const batch = items.slice(i, i + ctx.limits.batchSize);
    batches.push({ payload: JSON.stringify(batch), count: batch.length });
  }
  items = []; // only the serialised batches are kept while the commit is awaited
  const subs = batches.map((batch) => {
    const traceId = newTraceId();
    traceIds.push(traceId);
    return { traceId, accountId: ctx.accountId, kind, requestId: ctx.requestId, receivedAt, payload: batch.payload, bookingsCount: batch.count };
  });
  try {
    // PostgreSQL: on the service's pool, several groups at once, no bridge (store/accepting.ts).
    await commitAccepted(ctx.db, subs, now);
  } catch (err) {
    throw new ReconfirmError('QUEUE_PUBLISH_FAILED', 'the submission could not be stored durably, so it was not accepted; retry with backoff', { cause: err });
  }
  return { traceIds, bookingsCount };
}

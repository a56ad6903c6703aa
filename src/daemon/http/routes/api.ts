// The spec's API (addBookings, updateBooking and its aliases, events) and the read-only extensions.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { toBookingDetails } from '../../../domain/bookingDetails.js';
import { composeBookingId } from '../../../domain/bookingId.js';
import { ReconfirmError } from '../../../domain/errors.js';
import {
  AddBookingsResponseSchema,
  AddBookingsSchema,
  BookingListResponseSchema,
  BookingViewResponseSchema,
  EventsBodySchema,
  hotelContactOf,
  ListQuerySchema,
  issuesToDetails,
  TraceResponseSchema,
  UpdateBodySchema,
  UpdateResponseSchema,
  type BookingList,
  type BookingView,
} from '../../../domain/schemas.js';
import { escalationReasonsOf, findBooking, findBookingIdByPk, getHistory, listBookings } from '../../../store/bookings.js';
import { nextContactAt } from '../../../store/jobs.js';
import { hotelTimes } from '../../../domain/hotelTime.js';
import { mailEvidence } from '../../../store/mail.js';
import { getTrace } from '../../../store/traces.js';
import { raisedReasons } from '../../../store/transitions.js';
import type { ServiceContext } from '../../context.js';
import { acceptAddBookings, acceptEvents } from '../../intake.js';
import { applyUpdate, notFound } from '../../updates.js';
import { accepted } from '../envelope.js';
import { doc, type RouteDoc } from '../routeDoc.js';

type WithId = FastifyRequest<{ Params: { bookingId: string } }>;

export const BookingIdParams = z.object({ bookingId: z.string().describe('BookingCode, or BookingCode#LineCode with # sent URL-encoded as %23') });
/** What the write routes can answer besides 200. */
const WRITE_ERRORS = [401, 403, 413, 415, 429, 500, 502];
const READ_ERRORS = [401, 403, 429];
const submitted = { description: 'Accepted for processing', body: AddBookingsResponseSchema };

const UPDATE: RouteDoc = {
  summary: 'Update or cancel a booking',
  description:
    'Partial update; objects merge, arrays replace. BookingStatus CANCELLED cancels. A change of dates, rooms, guests or hotel re-opens the reconfirmation; the answer shows the state the update was validated in. PUT and POST are accepted aliases of PATCH.',
  params: BookingIdParams,
  body: UpdateBodySchema,
  responses: { 200: { description: 'Validated and applied', body: UpdateResponseSchema } },
  errors: [401, 403, 404, 409, 413, 415, 429, 500],
  security: 'account',
};

export function registerApiRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const intake = (req: FastifyRequest) => ({ db: ctx.db, clock: ctx.clock, accountId: req.accountId, requestId: req.id, limits: ctx.config.limits, defaultTimeZone: ctx.config.defaultTimeZone });

  const addDoc = doc({
    summary: 'Add bookings',
    description: 'A JSON array of bookings, even of one. All or nothing: one invalid booking rejects the call with every problem listed. Accepted calls are split into batches with one traceId each.',
    body: AddBookingsSchema,
    responses: { 200: submitted },
    errors: WRITE_ERRORS,
    security: 'account',
  });
  app.post('/addBookings', addDoc, async (req, reply) => {
    const stored = acceptAddBookings(intake(req), req.body);
    // Validated and serialised by now: while the commit is awaited, the parsed body is garbage.
    req.body = undefined;
    const result = await stored;
    ctx.metrics.inc('reconfirm_bookings_accepted_total', { kind: 'add' }, result.bookingsCount);
    ctx.poke();
    return accepted(req, reply, `${result.bookingsCount} booking(s) accepted for processing; follow them with GET /traces/{traceId}`, result);
  });

  const eventsDoc = doc({
    summary: 'Alternative events body (spec 2.6)',
    description: 'Validated in one pass, every problem named as sent. BookingStatus CANCELLED cancels, a known BookingId updates, anything else adds (EventType REBOOK as on addBookings).',
    body: EventsBodySchema,
    responses: { 200: submitted },
    errors: WRITE_ERRORS,
    security: 'account',
  });
  app.post('/events', eventsDoc, async (req, reply) => {
    const stored = acceptEvents(intake(req), req.body);
    req.body = undefined;
    const result = await stored;
    ctx.metrics.inc('reconfirm_bookings_accepted_total', { kind: 'events' }, result.bookingsCount);
    ctx.poke();
    return accepted(req, reply, `${result.bookingsCount} booking event(s) accepted for processing`, result);
  });

  const update = async (req: FastifyRequest, reply: FastifyReply, bookingId: string) => {
    if (!bookingId) throw new ReconfirmError('BOOKING_NOT_FOUND', 'the path names no booking; use /updateBooking/{BookingCode} or /updateBooking/{BookingCode}%23{LineCode}');
    const result = applyUpdate(ctx.db, ctx.clock, { accountId: req.accountId, requestId: req.id, bookingId, body: req.body, defaultTimeZone: ctx.config.defaultTimeZone });
    ctx.metrics.inc('reconfirm_updates_total');
    ctx.poke();
    return accepted(req, reply, `update validated and applied: ${result.message}`, { BookingDetails: result.details, traceId: result.traceId });
  };
  for (const method of ['PATCH', 'PUT', 'POST'] as const) {
    const summary = method === 'PATCH' ? UPDATE.summary : 'Alias of PATCH';
    app.route({ method, url: '/updateBooking/:bookingId', ...doc({ ...UPDATE, summary }), handler: (req: WithId, reply) => update(req, reply, req.params.bookingId) });
  }
  const byBodyDoc = doc({ ...UPDATE, params: undefined, summary: 'Update addressed by BookingCode (and LineCode) in the body' });
  app.post('/updateBooking', byBodyDoc, async (req, reply) => {
    const body = req.body as { BookingCode?: unknown; LineCode?: unknown } | undefined;
    if (!body || typeof body !== 'object' || typeof body.BookingCode !== 'string' || !body.BookingCode) {
      throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'POST /updateBooking needs BookingCode (and LineCode, if the booking has one) in the body', {
        details: [{ path: 'BookingCode', message: 'is required' }],
      });
    }
    return update(req, reply, composeBookingId(body.BookingCode, typeof body.LineCode === 'string' ? body.LineCode : undefined));
  });

  const traceDoc = doc({
    tags: ['extension'],
    summary: 'Per-booking outcome of a submission',
    responses: { 200: { description: 'The submission and, once applied, its outcomes', body: TraceResponseSchema } },
    errors: [...READ_ERRORS, 404],
    security: 'account',
  });
  app.get('/traces/:traceId', traceDoc, async (req: FastifyRequest<{ Params: { traceId: string } }>, reply) => {
    const trace = getTrace(ctx.db, req.accountId, req.params.traceId);
    if (!trace) throw new ReconfirmError('NOT_FOUND', `no submission with traceId ${req.params.traceId.slice(0, 80)} for this account`);
    const message = trace.state === 'QUEUED' ? 'submission queued; outcomes appear once it is applied' : 'submission applied';
    return accepted(req, reply, message, trace);
  });

  const bookingDoc = doc({
    tags: ['extension'],
    summary: 'One booking: BookingDetails and its history',
    params: BookingIdParams,
    responses: { 200: { description: 'data.BookingDetails, data.history and the course of the reconfirmation', body: BookingViewResponseSchema } },
    errors: [...READ_ERRORS, 404],
    security: 'account',
  });
  app.get('/bookings/:bookingId', bookingDoc, async (req: WithId, reply) => {
    const stored = findBooking(ctx.db, req.accountId, req.params.bookingId);
    if (!stored) throw notFound(ctx.db, req.accountId, req.params.bookingId);
    const mail = mailEvidence(ctx.db, stored.row.id);
    return accepted(req, reply, `booking ${stored.row.bookingId} is ${stored.row.status}`, {
      BookingDetails: toBookingDetails(stored.booking, stored.row.status, stored.row.hcn),
      history: getHistory(ctx.db, stored.row.id),
      escalationReasons: raisedReasons(ctx.db, stored.row.id),
      contactAttempts: stored.row.attempts,
      nextContactAt: nextContactAt(ctx.db, stored.row.id),
      rebookOf: stored.row.rebookOf ? findBookingIdByPk(ctx.db, req.accountId, stored.row.rebookOf) : null,
      rebookedBy: stored.row.rebookedBy ? findBookingIdByPk(ctx.db, req.accountId, stored.row.rebookedBy) : null,
      hotelContact: hotelContactOf(stored.booking),
      hotelTime: hotelTimes(stored.booking, ctx.config.defaultTimeZone),
      ...(mail.length ? { mail } : {}),
    } satisfies BookingView);
  });

  const listDoc = doc({
    tags: ['extension'],
    summary: 'List bookings',
    query: ListQuerySchema,
    responses: { 200: { description: 'data.bookings, ordered by check-in, with paging', body: BookingListResponseSchema } },
    errors: READ_ERRORS,
    security: 'account',
  });
  app.get('/bookings', listDoc, async (req, reply) => {
    const q = ListQuerySchema.safeParse(req.query);
    if (!q.success) throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'invalid query parameters', { details: issuesToDetails(q.error.issues, undefined, 0, req.query) });
    // The query spells it BookingCode (the spec's name); the store filter is bookingCode.
    const { BookingCode, ...filters } = q.data;
    const { rows, total } = listBookings(ctx.db, { accountId: req.accountId, ...filters, bookingCode: BookingCode });
    const bookings = rows.map((r) => toBookingDetails(JSON.parse(r.data), r.status, r.hcn));
    const reasons = escalationReasonsOf(ctx.db, rows.filter((r) => r.status === 'ESCALATED').map((r) => r.id));
    const escalationReasons = Object.fromEntries(rows.filter((r) => reasons.has(r.id)).map((r) => [r.bookingId, reasons.get(r.id)!]));
    return accepted(req, reply, `${bookings.length} of ${total} booking(s)`, { bookings, total, escalationReasons, limit: q.data.limit, offset: q.data.offset } satisfies BookingList);
  });
}

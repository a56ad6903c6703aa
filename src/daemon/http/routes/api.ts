// The spec's API (addBookings, updateBooking and its aliases, events) and the read-only extensions.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toBookingDetails } from '../../../domain/bookingDetails.js';
import { composeBookingId } from '../../../domain/bookingId.js';
import { ReconfirmError } from '../../../domain/errors.js';
import { hotelContactOf, ListQuerySchema, issuesToDetails, type BookingList, type BookingView } from '../../../domain/schemas.js';
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

type WithId = FastifyRequest<{ Params: { bookingId: string } }>;

export function registerApiRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const intake = (req: FastifyRequest) => ({ db: ctx.db, clock: ctx.clock, accountId: req.accountId, requestId: req.id, limits: ctx.config.limits, defaultTimeZone: ctx.config.defaultTimeZone });

  app.post('/addBookings', async (req, reply) => {
    const stored = acceptAddBookings(intake(req), req.body);
    // Validated and serialised by now: while the commit is awaited, the parsed body is garbage.
    req.body = undefined;
    const result = await stored;
    ctx.metrics.inc('reconfirm_bookings_accepted_total', { kind: 'add' }, result.bookingsCount);
    ctx.poke();
    return accepted(req, reply, `${result.bookingsCount} booking(s) accepted for processing; follow them with GET /traces/{traceId}`, result);
  });

  app.post('/events', async (req, reply) => {
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
    app.route({ method, url: '/updateBooking/:bookingId', handler: (req: WithId, reply) => update(req, reply, req.params.bookingId) });
  }
  app.post('/updateBooking', async (req, reply) => {
    const body = req.body as { BookingCode?: unknown; LineCode?: unknown } | undefined;
    if (!body || typeof body !== 'object' || typeof body.BookingCode !== 'string' || !body.BookingCode) {
      throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'POST /updateBooking needs BookingCode (and LineCode, if the booking has one) in the body', {
        details: [{ path: 'BookingCode', message: 'is required' }],
      });
    }
    return update(req, reply, composeBookingId(body.BookingCode, typeof body.LineCode === 'string' ? body.LineCode : undefined));
  });

  app.get('/traces/:traceId', async (req: FastifyRequest<{ Params: { traceId: string } }>, reply) => {
    const trace = getTrace(ctx.db, req.accountId, req.params.traceId);
    if (!trace) throw new ReconfirmError('NOT_FOUND', `no submission with traceId ${req.params.traceId.slice(0, 80)} for this account`);
    const message = trace.state === 'QUEUED' ? 'submission queued; outcomes appear once it is applied' : 'submission applied';
    return accepted(req, reply, message, trace);
  });

  app.get('/bookings/:bookingId', async (req: WithId, reply) => {
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

  app.get('/bookings', async (req, reply) => {
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

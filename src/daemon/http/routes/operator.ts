// The operators' endpoints (extension, same credentials): the escalation queue, actions on one booking, and the
// account's webhook endpoints and delivery log (what `reconfirm webhooks` reads from a laptop).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ReconfirmError } from '../../../domain/errors.js';
import { issuesToDetails } from '../../../domain/schemas.js';
import { EscalationListResponseSchema, EscalationQuerySchema, OperatorActionResponseSchema, OperatorActionSchema, type OperatorActionResult } from '../../../domain/triage.js';
import { iso } from '../../../domain/clock.js';
import { inTransaction } from '../../../store/db.js';
import { listEscalations } from '../../../store/escalationQueue.js';
import type { ServiceContext } from '../../context.js';
import { applyOperatorAction } from '../../operator.js';
import {
  DeliveryListResponseSchema,
  DeliveryQuerySchema,
  EndpointListQuerySchema,
  EndpointListResponseSchema,
  RedeliverRequestSchema,
  RedeliverResponseSchema,
} from '../../../domain/webhookLog.js';
import { listDeliveries, listEndpoints, redeliver } from '../../../store/webhooks.js';
import { accepted } from '../envelope.js';
import { doc } from '../routeDoc.js';
import { BookingIdParams } from './api.js';

const tags = ['extension', 'operator'];
const READ_ERRORS = [401, 403, 429];

export function registerOperatorRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const escalationsDoc = doc({
    tags,
    summary: "The operators' queue: ESCALATED bookings, nearest check-in first, then highest severity",
    description:
      "Each with its reasons, the field-by-field difference, the hotel's last answer and contact details. Snoozed bookings are left out until their time (includeSnoozed=true lists them). Paged: limit (default 100, at most 1000) and offset; total counts the whole queue.",
    query: EscalationQuerySchema,
    responses: { 200: { description: 'data.escalations, most urgent first', body: EscalationListResponseSchema } },
    errors: READ_ERRORS,
    security: 'account',
  });
  app.get('/escalations', escalationsDoc, async (req, reply) => {
    const q = EscalationQuerySchema.safeParse(req.query);
    if (!q.success) throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'invalid query parameters', { details: issuesToDetails(q.error.issues, undefined, 0, req.query) });
    const { limit, offset } = q.data;
    const { escalations, total, snoozed } = listEscalations(ctx.db, req.accountId, iso(ctx.clock.now()), q.data.includeSnoozed, { limit, offset }, ctx.config.defaultTimeZone);
    const shown = escalations.length < total ? `; ${escalations.length ? `${offset + 1}-${offset + escalations.length}` : 'none'} on this page (limit ${limit}, offset ${offset})` : '';
    const later = snoozed && !q.data.includeSnoozed ? `; ${snoozed} more snoozed (includeSnoozed=true lists them)` : '';
    return accepted(req, reply, `${total} escalated booking(s) waiting for an operator${shown}${later}`, { escalations, total, snoozed, limit, offset });
  });

  const actionDoc = doc({
    tags,
    summary: "An operator's action on one booking",
    description:
      "record_answer (the hotel's HCN), hotel_reply (what `reconfirm hotel reply` takes: HCN, the hotel's differing values, noBooking), cancelled_at_hotel, contact_again (optionally on another channel), patch, cancel, snooze (hours, note), note. Each lands in the booking history with its actor. An HCN over an open data discrepancy answers 409 DISCREPANCY_OPEN unless acceptDiscrepancy is true; a patch naming an unknown field answers 400 with the field meant.",
    params: BookingIdParams,
    body: OperatorActionSchema,
    responses: { 200: { description: "Done: the booking's status and the history entries written", body: OperatorActionResponseSchema } },
    errors: [401, 403, 404, 409, 413, 415, 429, 500],
    security: 'account',
  });
  app.post('/bookings/:bookingId/actions', actionDoc, async (req: FastifyRequest<{ Params: { bookingId: string } }>, reply) => {
    if (!req.body || typeof req.body !== 'object' || Array.isArray(req.body)) throw new ReconfirmError('INVALID_REQUEST_BODY', 'the body must be one JSON object with an action');
    const parsed = OperatorActionSchema.safeParse(req.body);
    if (!parsed.success) throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'the action breaks the schema; nothing was done', { details: issuesToDetails(parsed.error.issues, undefined, 0, req.body) });
    const result: OperatorActionResult = applyOperatorAction(ctx, req.accountId, req.params.bookingId, parsed.data);
    return accepted(req, reply, `${parsed.data.action}: ${result.message}`, result);
  });

  const query = <T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: any[] } } }, req: FastifyRequest): T => {
    const q = schema.safeParse(req.query);
    if (!q.success) throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'invalid query parameters', { details: issuesToDetails(q.error.issues, undefined, 0, req.query) });
    return q.data;
  };

  const endpointsDoc = doc({
    tags,
    summary: "The account's webhook endpoints (never their secrets)",
    query: EndpointListQuerySchema,
    responses: { 200: { description: 'data.endpoints', body: EndpointListResponseSchema } },
    errors: READ_ERRORS,
    security: 'account',
  });
  app.get('/webhooks', endpointsDoc, async (req, reply) => {
    const { includeRemoved } = query(EndpointListQuerySchema, req);
    const endpoints = listEndpoints(ctx.db, { includeRemoved, accountId: req.accountId });
    return accepted(req, reply, `${endpoints.length} webhook endpoint(s)`, { endpoints });
  });

  const deliveriesDoc = doc({
    tags,
    summary: "The account's webhook delivery log, newest first",
    description: 'Filtered by failing (failed=true: parked ones and those still retrying after failed attempts), endpoint and booking; total, failed and retrying count every match, not only the page.',
    query: DeliveryQuerySchema,
    responses: { 200: { description: 'data.deliveries and the counts', body: DeliveryListResponseSchema } },
    errors: READ_ERRORS,
    security: 'account',
  });
  app.get('/webhooks/deliveries', deliveriesDoc, async (req, reply) => {
    const q = query(DeliveryQuerySchema, req);
    const log = listDeliveries(ctx.db, { failed: q.failed, endpointId: q.endpoint, bookingId: q.booking, accountId: req.accountId, limit: q.limit });
    return accepted(req, reply, `${log.deliveries.length} of ${log.total} deliveries`, { ...log, limit: q.limit });
  });

  const redeliverDoc = doc({
    tags,
    summary: 'Send deliveries again (by number or webhook-id); receivers see the same webhook-id',
    description: 'Every id is checked first: when one is unknown (404) or its endpoint was removed, none is re-queued.',
    body: RedeliverRequestSchema,
    responses: { 200: { description: 'data.redelivered', body: RedeliverResponseSchema } },
    errors: [401, 403, 404, 413, 415, 429],
    security: 'account',
  });
  app.post('/webhooks/deliveries/redeliver', redeliverDoc, async (req, reply) => {
    const parsed = RedeliverRequestSchema.safeParse(req.body);
    if (!parsed.success) throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'name the deliveries to send again; nothing was done', { details: issuesToDetails(parsed.error.issues, undefined, 0, req.body) });
    // Every id is checked before any is re-queued: a typo in the third does not leave the first two sent.
    const now = ctx.clock.now();
    const redelivered = inTransaction(ctx.db, () => parsed.data.ids.flatMap((id) => redeliver(ctx.db, id, now, req.accountId)));
    ctx.poke();
    return accepted(req, reply, `${redelivered.length} delivery(ies) re-queued`, { redelivered });
  });
}

// The operators' endpoints (extension, same credentials): the escalation queue, actions on one booking, and the
// account's webhook endpoints and delivery log (what `reconfirm webhooks` reads from a laptop).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ReconfirmError } from '../../../domain/errors.js';
import { issuesToDetails } from '../../../domain/schemas.js';
import { EscalationQuerySchema, OperatorActionSchema, type OperatorActionResult } from '../../../domain/triage.js';
import { iso } from '../../../domain/clock.js';
import { inTransaction } from '../../../store/db.js';
import { listEscalations } from '../../../store/escalationQueue.js';
import type { ServiceContext } from '../../context.js';
import { applyOperatorAction } from '../../operator.js';
import { DeliveryQuerySchema, EndpointListQuerySchema, RedeliverRequestSchema } from '../../../domain/webhookLog.js';
import { listDeliveries, listEndpoints, redeliver } from '../../../store/webhooks.js';
import { accepted } from '../envelope.js';

export function registerOperatorRoutes(app: FastifyInstance, ctx: ServiceContext) {
  app.get('/escalations', async (req, reply) => {
    const q = EscalationQuerySchema.safeParse(req.query);
    if (!q.success) throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'invalid query parameters', { details: issuesToDetails(q.error.issues, undefined, 0, req.query) });
    const { limit, offset } = q.data;
    const { escalations, total, snoozed } = listEscalations(ctx.db, req.accountId, iso(ctx.clock.now()), q.data.includeSnoozed, { limit, offset }, ctx.config.defaultTimeZone);
    const shown = escalations.length < total ? `; ${escalations.length ? `${offset + 1}-${offset + escalations.length}` : 'none'} on this page (limit ${limit}, offset ${offset})` : '';
    const later = snoozed && !q.data.includeSnoozed ? `; ${snoozed} more snoozed (includeSnoozed=true lists them)` : '';
    return accepted(req, reply, `${total} escalated booking(s) waiting for an operator${shown}${later}`, { escalations, total, snoozed, limit, offset });
  });

  app.post('/bookings/:bookingId/actions', async (req: FastifyRequest<{ Params: { bookingId: string } }>, reply) => {
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

  app.get('/webhooks', async (req, reply) => {
    const { includeRemoved } = query(EndpointListQuerySchema, req);
    const endpoints = listEndpoints(ctx.db, { includeRemoved, accountId: req.accountId });
    return accepted(req, reply, `${endpoints.length} webhook endpoint(s)`, { endpoints });
  });

  app.get('/webhooks/deliveries', async (req, reply) => {
    const q = query(DeliveryQuerySchema, req);
    const log = listDeliveries(ctx.db, { failed: q.failed, endpointId: q.endpoint, bookingId: q.booking, accountId: req.accountId, limit: q.limit });
    return accepted(req, reply, `${log.deliveries.length} of ${log.total} deliveries`, { ...log, limit: q.limit });
  });

  app.post('/webhooks/deliveries/redeliver', async (req, reply) => {
    const parsed = RedeliverRequestSchema.safeParse(req.body);
    if (!parsed.success) throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'name the deliveries to send again; nothing was done', { details: issuesToDetails(parsed.error.issues, undefined, 0, req.body) });
    // Every id is checked before any is re-queued: a typo in the third does not leave the first two sent.
    const now = ctx.clock.now();
    const redelivered = inTransaction(ctx.db, () => parsed.data.ids.flatMap((id) => redeliver(ctx.db, id, now, req.accountId)));
    ctx.poke();
    return accepted(req, reply, `${redelivered.length} delivery(ies) re-queued`, { redelivered });
  });
}

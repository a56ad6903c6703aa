// The operators' endpoints (extension, same credentials): the escalation queue and actions on one booking.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ReconfirmError } from '../../../domain/errors.js';
import { issuesToDetails } from '../../../domain/schemas.js';
import { EscalationQuerySchema, OperatorActionSchema, type OperatorActionResult } from '../../../domain/triage.js';
import { iso } from '../../../domain/clock.js';
import { listEscalations } from '../../../store/escalationQueue.js';
import type { ServiceContext } from '../../context.js';
import { applyOperatorAction } from '../../operator.js';
import { accepted } from '../envelope.js';

export function registerOperatorRoutes(app: FastifyInstance, ctx: ServiceContext) {
  app.get('/escalations', async (req, reply) => {
    const q = EscalationQuerySchema.safeParse(req.query);
    if (!q.success) throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'invalid query parameters', { details: issuesToDetails(q.error.issues, undefined, 0, req.query) });
    const { limit, offset } = q.data;
    const { escalations, total } = listEscalations(ctx.db, req.accountId, iso(ctx.clock.now()), q.data.includeSnoozed, { limit, offset }, ctx.config.defaultTimeZone);
    const shown = escalations.length < total ? `; ${escalations.length ? `${offset + 1}-${offset + escalations.length}` : 'none'} on this page (limit ${limit}, offset ${offset})` : '';
    return accepted(req, reply, `${total} escalated booking(s) waiting for an operator${shown}`, { escalations, total, limit, offset });
  });

  app.post('/bookings/:bookingId/actions', async (req: FastifyRequest<{ Params: { bookingId: string } }>, reply) => {
    if (!req.body || typeof req.body !== 'object' || Array.isArray(req.body)) throw new ReconfirmError('INVALID_REQUEST_BODY', 'the body must be one JSON object with an action');
    const parsed = OperatorActionSchema.safeParse(req.body);
    if (!parsed.success) throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'the action breaks the schema; nothing was done', { details: issuesToDetails(parsed.error.issues, undefined, 0, req.body) });
    const result: OperatorActionResult = applyOperatorAction(ctx, req.accountId, req.params.bookingId, parsed.data);
    return accepted(req, reply, `${parsed.data.action}: ${result.message}`, result);
  });
}

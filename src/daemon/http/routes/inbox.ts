// The unmatched inbox through the API (extension): mail that belongs to no account yet, so only a key created with
// `keys create --admin` may read it; attaching a message gives it a booking of the key's own account.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { iso } from '../../../domain/clock.js';
import { ReconfirmError } from '../../../domain/errors.js';
import { InboxAttachSchema, InboxQuerySchema } from '../../../domain/inbox.js';
import { issuesToDetails } from '../../../domain/schemas.js';
import { findBooking } from '../../../store/bookings.js';
import { getMailMessage, listInbox, listIncoming } from '../../../store/mail.js';
import { getOrCreateSecret } from '../../../store/serviceSecrets.js';
import type { ServiceContext } from '../../context.js';
import { inboxEntries } from '../../mail/inbox.js';
import { notFound } from '../../updates.js';
import { accepted } from '../envelope.js';
import { doc } from '../routeDoc.js';

type WithMessage = FastifyRequest<{ Params: { message: string } }>;

const tags = ['extension', 'operator'];
const MessageParams = z.object({ message: z.string().describe('The number of a received message (GET /inbox)') });
const anyObject = (description: string) => ({ description, body: { content: { 'application/json': { schema: { type: 'object' } } } } });

const adminOnly = (req: FastifyRequest) => {
  if (!req.adminKey) throw new ReconfirmError('FORBIDDEN', 'the unmatched inbox holds mail of no account yet: only a key created with `reconfirm keys create --admin` may read it');
};

const messageNumber = (req: WithMessage) => {
  const pk = /^\d{1,15}$/.test(req.params.message) ? Number(req.params.message) : NaN;
  if (!Number.isSafeInteger(pk) || pk < 1) throw new ReconfirmError('NOT_FOUND', `no received message ${req.params.message.slice(0, 40)}; GET /inbox lists them`);
  return pk;
};

export function registerInboxRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const inboxDoc = doc({
    tags,
    summary: 'Received e-mails that matched no booking (admin keys only: `reconfirm keys create --admin`)',
    description: "Each with suggestedBookings: open bookings of the key's account whose hotel lists the sender among its e-mails.",
    query: InboxQuerySchema,
    responses: { 200: anyObject('data.messages, oldest first') },
    errors: [401, 403, 429],
    security: 'account',
  });
  app.get('/inbox', inboxDoc, async (req, reply) => {
    adminOnly(req);
    const q = InboxQuerySchema.safeParse(req.query);
    if (!q.success) throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'invalid query parameters', { details: issuesToDetails(q.error.issues, undefined, 0, req.query) });
    const rows = q.data.all ? listIncoming(ctx.db, 200) : listInbox(ctx.db);
    const messages = inboxEntries(ctx.db, rows, req.accountId);
    return accepted(req, reply, `${messages.length} message(s)${q.data.all ? ' received' : ' matched no booking'}`, { messages });
  });

  const messageDoc = doc({
    tags,
    summary: 'One received message, its text and what became of it (admin keys only)',
    params: MessageParams,
    responses: { 200: anyObject('data: the message') },
    errors: [401, 403, 404, 429],
    security: 'account',
  });
  app.get('/inbox/:message', messageDoc, async (req: WithMessage, reply) => {
    adminOnly(req);
    const m = getMailMessage(ctx.db, messageNumber(req));
    if (!m || m.direction !== 'in') throw new ReconfirmError('NOT_FOUND', `no received message ${req.params.message}; GET /inbox lists them`);
    const [entry] = inboxEntries(ctx.db, [m], req.accountId);
    return accepted(req, reply, `message ${m.id}: ${m.status}`, { ...entry, reading: m.reading ? JSON.parse(m.reading) : null, matchedBy: m.matchedBy, senderUnknown: Boolean(m.senderUnknown) });
  });

  const attachDoc = doc({
    tags,
    summary: "Attach an unmatched message to a booking of the key's account; it is then read for that booking (admin keys only)",
    description: 'The history records who attached it (actor).',
    params: MessageParams,
    body: InboxAttachSchema,
    responses: { 200: anyObject('data: status and effects of the reading') },
    errors: [401, 403, 404, 409, 413, 415, 429],
    security: 'account',
  });
  app.post('/inbox/:message/attach', attachDoc, async (req: WithMessage, reply) => {
    adminOnly(req);
    const pk = messageNumber(req);
    const parsed = InboxAttachSchema.safeParse(req.body);
    if (!parsed.success) throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'name the booking and who attaches; nothing was done', { details: issuesToDetails(parsed.error.issues, undefined, 0, req.body) });
    const stored = findBooking(ctx.db, req.accountId, parsed.data.BookingId);
    if (!stored) throw notFound(ctx.db, req.accountId, parsed.data.BookingId);
    const secret = () => ctx.config.tokenSecret ?? getOrCreateSecret(ctx.db, 'reply-token', iso(ctx.clock.now()));
    // The reader (postal-mime, the six lexicons, ~9 MB) loads on the first attach, not with the service: serve's
    // resting memory (bench serve-memory) holds only what every call needs.
    const { attachReceivedMail } = await import('../../mail/read.js');
    const r = await attachReceivedMail({ db: ctx.db, config: ctx.config, now: () => ctx.clock.now(), secret }, pk, stored.row.id, parsed.data.actor, parsed.data.acceptDiscrepancy === true);
    ctx.poke();
    return accepted(req, reply, `message ${pk} attached to ${parsed.data.BookingId}`, r);
  });
}

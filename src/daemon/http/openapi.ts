// /openapi.json, generated from the same zod schemas that validate requests: no field list is written twice.
import { z } from 'zod';
import '../../domain/schemas.js';
import '../../domain/webhookEvents.js';

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (id: string) => ({ content: { 'application/json': { schema: ref(id) } } });

const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [String(c), { description: ERROR_TEXT[c], ...json('Error') }]));
const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid Request Body (INVALID_REQUEST_BODY) or Schema Validation Failed (SCHEMA_VALIDATION_FAILED, with details)',
  401: 'Unauthorized: x-account-id or x-api-key missing, or unknown account',
  403: 'Invalid API Key: wrong, revoked or expired key of a known account',
  404: 'Booking Not Found (BOOKING_NOT_FOUND) or no such traceId (NOT_FOUND)',
  409: 'Update Not Permitted: the booking is CONFIRMED (locked) or CANCELLED',
  413: 'Payload Too Large: over the body or bookings-per-call limit',
  415: 'Unsupported Media Type: send application/json',
  429: 'Too Many Requests: repeated authentication failures; see Retry-After',
  500: 'Internal Server Error: retry with backoff',
  502: 'Queue Publish Failed: the submission was not stored; retry with backoff',
};

const bookingIdParam = {
  name: 'bookingId',
  in: 'path',
  required: true,
  description: 'BookingCode, or BookingCode#LineCode with # sent URL-encoded as %23',
  schema: { type: 'string' },
};

let cached: unknown;

export function openApiDocument(): unknown {
  if (cached) return cached;
  const { schemas } = z.toJSONSchema(z.globalRegistry, { io: 'input', unrepresentable: 'any', uri: (id) => `#/components/schemas/${id}` }) as {
    schemas: Record<string, Record<string, unknown>>;
  };
  for (const s of Object.values(schemas)) {
    delete s.$schema;
    delete s.$id;
  }
  const security = [{ accountId: [], apiKey: [] }];
  const update = {
    summary: 'Update or cancel a booking',
    description: 'Partial update; objects merge, arrays replace. BookingStatus CANCELLED cancels. PUT and POST are accepted aliases of PATCH.',
    parameters: [bookingIdParam],
    requestBody: { required: true, ...json('UpdateBooking') },
    responses: { 200: { description: 'Validated and applied', ...json('UpdateBookingResponse') }, ...errors(400, 401, 403, 404, 409, 413, 415, 429, 500) },
    security,
  };
  cached = {
    openapi: '3.1.0',
    info: {
      title: 'reconfirm: hotel booking reconfirmation service',
      version: '1',
      description: 'The interface of the reconfirmation service. Extensions beyond the interface specification are tagged "extension".',
    },
    servers: [{ url: '/' }],
    components: {
      schemas,
      securitySchemes: {
        accountId: { type: 'apiKey', in: 'header', name: 'x-account-id' },
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
      },
    },
    paths: {
      '/addBookings': {
        post: {
          summary: 'Add bookings',
          description: 'All or nothing: one invalid booking rejects the call with every problem listed. Accepted calls are split into batches with one traceId each.',
          requestBody: { required: true, ...json('AddBookingsRequest') },
          responses: { 200: { description: 'Accepted for processing', ...json('AddBookingsResponse') }, ...errors(400, 401, 403, 413, 415, 429, 500, 502) },
          security,
        },
      },
      '/updateBooking/{bookingId}': { patch: update, put: { ...update, summary: 'Alias of PATCH' }, post: { ...update, summary: 'Alias of PATCH' } },
      '/updateBooking': {
        post: { ...update, parameters: [], summary: 'Update addressed by BookingCode (and LineCode) in the body' },
      },
      '/events': {
        post: {
          summary: 'Alternative events body (spec 2.6)',
          requestBody: { required: true, ...json('EventsRequest') },
          responses: { 200: { description: 'Accepted for processing', ...json('AddBookingsResponse') }, ...errors(400, 401, 403, 413, 415, 429, 500, 502) },
          security,
        },
      },
      '/traces/{traceId}': {
        get: {
          tags: ['extension'],
          summary: 'Per-booking outcome of a submission',
          parameters: [{ name: 'traceId', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { 200: { description: 'The trace (data)', content: { 'application/json': { schema: { type: 'object', properties: { data: ref('Trace') } } } } }, ...errors(401, 403, 404) },
          security,
        },
      },
      '/bookings/{bookingId}': {
        get: {
          tags: ['extension'],
          summary: 'One booking: BookingDetails and its history',
          parameters: [bookingIdParam],
          responses: { 200: { description: 'data.BookingDetails and data.history' }, ...errors(401, 403, 404) },
          security,
        },
      },
      '/bookings': {
        get: {
          tags: ['extension'],
          summary: 'List bookings',
          parameters: ['status', 'BookingCode', 'hotel', 'checkInFrom', 'checkInTo', 'limit', 'offset'].map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } })),
          responses: { 200: { description: 'data.bookings: BookingDetails[]' }, ...errors(400, 401, 403) },
          security,
        },
      },
      '/healthz': { get: { tags: ['extension'], summary: 'Liveness and queue depth', responses: { 200: { description: 'ok' } } } },
      '/metrics': { get: { tags: ['extension'], summary: 'Prometheus metrics', responses: { 200: { description: 'text/plain' } } } },
    },
    webhooks: {
      'booking.confirmed': {
        post: {
          summary: 'HCN sync (Standard Webhooks headers: webhook-id, webhook-timestamp, webhook-signature)',
          requestBody: json('BookingConfirmedEvent'),
          responses: { 200: { description: 'Answer 2xx within 10 s' } },
        },
      },
      'booking.escalated': {
        post: {
          summary: 'Escalation alert (Standard Webhooks headers)',
          requestBody: json('BookingEscalatedEvent'),
          responses: { 200: { description: 'Answer 2xx within 10 s' } },
        },
      },
    },
  };
  return cached;
}

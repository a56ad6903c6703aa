// /openapi.json, generated from the same zod schemas that validate requests: no field list is written twice.
import { z } from 'zod';
import { BOOKING_SPELLINGS, EVENTS_SPELLINGS, ListQuerySchema, type Spellings } from '../../domain/schemas.js';
import '../../domain/webhookEvents.js';
import { EscalationQuerySchema } from '../../domain/triage.js';
import { DeliveryQuerySchema, EndpointListQuerySchema } from '../../domain/webhookLog.js';
import { InboxQuerySchema } from '../../domain/inbox.js';
import '../channels/replySchema.js';
import { methodsNotAllowed } from './paths.js';

type Json = Record<string, any>;

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (id: string) => ({ content: { 'application/json': { schema: ref(id) } } });

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid Request Body (INVALID_REQUEST_BODY: not JSON, wrong top-level shape, or an HTTP request that cannot be parsed) or Schema Validation Failed (SCHEMA_VALIDATION_FAILED, with details)',
  401: 'Unauthorized: x-account-id or x-api-key missing, or unknown account',
  403: 'Invalid API Key: wrong, revoked or expired key of a known account; or Forbidden (FORBIDDEN): the key may not read this (the inbox needs an admin key)',
  404: 'Booking Not Found (BOOKING_NOT_FOUND) or no such traceId (NOT_FOUND)',
  408: 'Request Timeout (REQUEST_TIMEOUT): the request did not arrive completely within limits.requestTimeoutMs; the connection is closed',
  409: 'Update Not Permitted: the booking is CONFIRMED (locked) or CANCELLED',
  413: 'Payload Too Large: over the body or bookings-per-call limit',
  415: 'Unsupported Media Type: send application/json in UTF-8',
  429: 'Too Many Requests: repeated authentication failures, or too many request bodies being handled at once (limits.maxBodyBytesInFlight); see Retry-After',
  500: 'Internal Server Error: retry with backoff',
  502: 'Queue Publish Failed: the submission was not stored; retry with backoff',
};
/** Any request can be unparseable (400) or too slow (408). */
const errors = (...codes: number[]) =>
  Object.fromEntries([...new Set([400, 408, ...codes])].sort().map((c) => [String(c), { description: ERROR_TEXT[c], ...json('Error') }]));

/** The request schemas and the spellings their bodies also take (normaliseInput). */
const REQUEST_SCHEMAS: Record<string, Spellings> = { Booking: BOOKING_SPELLINGS, UpdateBooking: BOOKING_SPELLINGS, EventsBooking: EVENTS_SPELLINGS };
const ABSENT = { $ref: '#/components/schemas/Absent' };

/**
 * Says in the document what normaliseInput does before validation: an optional field also takes "" and null
 * (absent), and each of the spec's other spellings is accepted beside the schema's (Children beside Childs).
 */
function describeInput(schema: Json, spellings: Spellings, parentKey = ''): void {
  if (schema.items) describeInput(schema.items, spellings, parentKey);
  for (const k of ['anyOf', 'oneOf', 'allOf']) for (const s of schema[k] ?? []) describeInput(s, spellings, parentKey);
  const props = schema.properties as Record<string, Json> | undefined;
  if (!props) return;
  const required = new Set<string>(schema.required ?? []);
  for (const [key, prop] of Object.entries(props)) {
    describeInput(prop, spellings, key);
    if (!required.has(key)) props[key] = { anyOf: [prop, ABSENT] };
  }
  const nested = Object.hasOwn(spellings.under, parentKey) ? spellings.under[parentKey] : {};
  for (const [alias, canonical] of [...Object.entries(spellings.anywhere), ...Object.entries(nested)]) {
    if (props[canonical] && !props[alias]) {
      props[alias] = { ...props[canonical], description: `Another spelling of ${canonical}; when both are sent their values must be equal` };
    }
  }
}

const param = (name: string, description?: string) => ({ name, in: 'path', required: true, ...(description ? { description } : {}), schema: { type: 'string' } });
const bookingIdParam = param('bookingId', 'BookingCode, or BookingCode#LineCode with # sent URL-encoded as %23');
const tokenParam = param('token', 'The signed token of the link the hotel received');
const PATH_PARAMS: Record<string, Json> = { bookingId: bookingIdParam, traceId: param('traceId'), message: param('message', 'The number of a received message (GET /inbox)'), token: tokenParam };
const langQuery = { name: 'lang', in: 'query', required: false, description: 'The page in another language (en, es, fr, de, it, pt)', schema: { type: 'string' } };
const HTML = { 'text/html': { schema: { type: 'string' } } };
/** The problem pages of a hotel's link (engine/tokenReplies.ts). */
const PAGE_PROBLEMS: [number, string][] = [
  [403, 'A link not issued by this service'],
  [404, 'No such booking any more'],
  [409, 'The booking is confirmed already, or the answer could not be applied'],
  [410, 'Expired, already used, or the booking changed or was cancelled'],
];
/** The answers of a hotel-facing page: HTML, a problem page for each error status. */
const htmlResponses = (...answers: [number, string][]) => Object.fromEntries(answers.map(([status, description]) => [String(status), { description, content: HTML }]));
/** The query of GET /bookings, from the schema that validates it. */
const listParameters = () => queryParameters(ListQuerySchema);

/** Query parameters from the schema that validates them. */
function queryParameters(schema: z.ZodType): Json[] {
  const { properties } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties: Record<string, Json> };
  return Object.entries(properties).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return { name, in: 'query', required: false, ...(description ? { description } : {}), schema: rest };
  });
}

function operations(): Record<string, Record<string, Json>> {
  const security = [{ accountId: [], apiKey: [] }];
  const update = {
    summary: 'Update or cancel a booking',
    description:
      'Partial update; objects merge, arrays replace. BookingStatus CANCELLED cancels. A change of dates, rooms, guests or hotel re-opens the reconfirmation; the answer shows the state the update was validated in. PUT and POST are accepted aliases of PATCH.',
    parameters: [bookingIdParam],
    requestBody: { required: true, ...json('UpdateBooking') },
    responses: { 200: { description: 'Validated and applied', ...json('UpdateBookingResponse') }, ...errors(401, 403, 404, 409, 413, 415, 429, 500) },
    security,
  };
  const accepted = { description: 'Accepted for processing', ...json('AddBookingsResponse') };
  return {
    '/addBookings': {
      post: {
        summary: 'Add bookings',
        description: 'A JSON array of bookings, even of one. All or nothing: one invalid booking rejects the call with every problem listed. Accepted calls are split into batches with one traceId each.',
        requestBody: { required: true, ...json('AddBookingsRequest') },
        responses: { 200: accepted, ...errors(401, 403, 413, 415, 429, 500, 502) },
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
        description: 'Validated in one pass, every problem named as sent. BookingStatus CANCELLED cancels, a known BookingId updates, anything else adds (EventType REBOOK as on addBookings).',
        requestBody: { required: true, ...json('EventsRequest') },
        responses: { 200: accepted, ...errors(401, 403, 413, 415, 429, 500, 502) },
        security,
      },
    },
    '/traces/{traceId}': {
      get: {
        tags: ['extension'],
        summary: 'Per-booking outcome of a submission',
        parameters: [PATH_PARAMS.traceId],
        responses: { 200: { description: 'The submission and, once applied, its outcomes', ...json('TraceResponse') }, ...errors(401, 403, 404, 429) },
        security,
      },
    },
    '/bookings/{bookingId}': {
      get: {
        tags: ['extension'],
        summary: 'One booking: BookingDetails and its history',
        parameters: [bookingIdParam],
        responses: { 200: { description: 'data.BookingDetails, data.history and the course of the reconfirmation', ...json('BookingViewResponse') }, ...errors(401, 403, 404, 429) },
        security,
      },
    },
    '/bookings': {
      get: {
        tags: ['extension'],
        summary: 'List bookings',
        parameters: listParameters(),
        responses: { 200: { description: 'data.bookings, ordered by check-in, with paging', ...json('BookingListResponse') }, ...errors(401, 403, 429) },
        security,
      },
    },
    '/escalations': {
      get: {
        tags: ['extension', 'operator'],
        summary: 'The operators\' queue: ESCALATED bookings, nearest check-in first, then highest severity',
        description:
          'Each with its reasons, the field-by-field difference, the hotel\'s last answer and contact details. Snoozed bookings are left out until their time (includeSnoozed=true lists them). Paged: limit (default 100, at most 1000) and offset; total counts the whole queue.',
        parameters: queryParameters(EscalationQuerySchema),
        responses: { 200: { description: 'data.escalations, most urgent first', ...json('EscalationListResponse') }, ...errors(401, 403, 429) },
        security,
      },
    },
    '/bookings/{bookingId}/actions': {
      post: {
        tags: ['extension', 'operator'],
        summary: 'An operator\'s action on one booking',
        description:
          'record_answer (the hotel\'s HCN), hotel_reply (what `reconfirm hotel reply` takes: HCN, the hotel\'s differing values, noBooking), cancelled_at_hotel, contact_again (optionally on another channel), patch, cancel, snooze (hours, note), note. Each lands in the booking history with its actor. An HCN over an open data discrepancy answers 409 DISCREPANCY_OPEN unless acceptDiscrepancy is true; a patch naming an unknown field answers 400 with the field meant.',
        parameters: [bookingIdParam],
        requestBody: { required: true, ...json('OperatorAction') },
        responses: { 200: { description: 'Done: the booking\'s status and the history entries written', ...json('OperatorActionResponse') }, ...errors(401, 403, 404, 409, 413, 415, 429, 500) },
        security,
      },
    },
    '/inbox': {
      get: {
        tags: ['extension', 'operator'],
        summary: 'Received e-mails that matched no booking (admin keys only: `reconfirm keys create --admin`)',
        description: "Each with suggestedBookings: open bookings of the key's account whose hotel lists the sender among its e-mails.",
        parameters: queryParameters(InboxQuerySchema),
        responses: { 200: { description: 'data.messages, oldest first', content: { 'application/json': { schema: { type: 'object' } } } }, ...errors(401, 403, 429) },
        security,
      },
    },
    '/inbox/{message}': {
      get: {
        tags: ['extension', 'operator'],
        summary: 'One received message, its text and what became of it (admin keys only)',
        responses: { 200: { description: 'data: the message', content: { 'application/json': { schema: { type: 'object' } } } }, ...errors(401, 403, 404, 429) },
        security,
      },
    },
    '/inbox/{message}/attach': {
      post: {
        tags: ['extension', 'operator'],
        summary: "Attach an unmatched message to a booking of the key's account; it is then read for that booking (admin keys only)",
        description: 'The history records who attached it (actor).',
        requestBody: { required: true, ...json('InboxAttachRequest') },
        responses: { 200: { description: 'data: status and effects of the reading', content: { 'application/json': { schema: { type: 'object' } } } }, ...errors(401, 403, 404, 409, 413, 415, 429) },
        security,
      },
    },
    '/webhooks': {
      get: {
        tags: ['extension', 'operator'],
        summary: "The account's webhook endpoints (never their secrets)",
        parameters: queryParameters(EndpointListQuerySchema),
        responses: { 200: { description: 'data.endpoints', ...json('WebhookEndpointListResponse') }, ...errors(401, 403, 429) },
        security,
      },
    },
    '/webhooks/deliveries': {
      get: {
        tags: ['extension', 'operator'],
        summary: "The account's webhook delivery log, newest first",
        description: 'Filtered by failing (failed=true: parked ones and those still retrying after failed attempts), endpoint and booking; total, failed and retrying count every match, not only the page.',
        parameters: queryParameters(DeliveryQuerySchema),
        responses: { 200: { description: 'data.deliveries and the counts', ...json('WebhookDeliveryListResponse') }, ...errors(401, 403, 429) },
        security,
      },
    },
    '/webhooks/deliveries/redeliver': {
      post: {
        tags: ['extension', 'operator'],
        summary: 'Send deliveries again (by number or webhook-id); receivers see the same webhook-id',
        description: 'Every id is checked first: when one is unknown (404) or its endpoint was removed, none is re-queued.',
        requestBody: { required: true, ...json('RedeliverRequest') },
        responses: { 200: { description: 'data.redelivered', ...json('RedeliverResponse') }, ...errors(401, 403, 404, 413, 415, 429) },
        security,
      },
    },
    '/hotel/replies': {
      post: {
        tags: ['hotel-facing'],
        summary: "A hotel system's answer to one reconfirmation request (the http channel, or any integration holding its reply token)",
        description:
          'The token of the request it answers goes in the body ("token") or as Authorization: Bearer <token>; no API key. An answer with an HCN, or that states what differs, or that the hotel has no such booking, uses the token up. Answers without an HCN leave it usable: they are merged into one reply and one history entry, at most limits.repliesWithoutHcnPerHour (12) per started hour since the first (then 429 with Retry-After). A digest token answers only on its page, GET/POST /hotel/digest/{token}: here it is 400 and nothing is recorded. Text holding NUL or an unpaired surrogate is 400 naming the field.',
        requestBody: { required: true, ...json('HotelReplyRequest') },
        responses: {
          200: { description: 'Recorded: data.BookingId, data.verdict (CONFIRMED, DISCREPANCY, NO_BOOKING or NO_HCN) and data.ReconfirmationStatus', content: { 'application/json': { schema: { type: 'object' } } } },
          403: { description: 'Invalid Token (TOKEN_INVALID): missing, incomplete or not issued by this service', ...json('Error') },
          410: { description: 'Token Expired (TOKEN_EXPIRED): expired, already used, or the booking changed or was cancelled since', ...json('Error') },
          ...errors(404, 409, 413, 415, 429, 500),
        },
        security: [],
      },
    },
    '/hotel/respond/{token}': {
      get: {
        tags: ['hotel-facing'],
        summary: 'The reply page a hotel opens from its e-mail (the webform and email channels): the booking and a form',
        description: 'HTML, in the hotel\'s language (?lang= switches it). The token is the signed, expiring, single-use one of the e-mail; no API key. A token that is forged, expired, used, or for a booking that changed answers a problem page.',
        parameters: [tokenParam, langQuery],
        responses: htmlResponses([200, 'The form'], ...PAGE_PROBLEMS),
        security: [],
      },
      post: {
        tags: ['hotel-facing'],
        summary: "The hotel's answer from the reply page: confirm with its HCN, state what differs, or say it has no such booking",
        parameters: [tokenParam, langQuery],
        requestBody: { required: true, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', description: 'The fields of the form on the page (action, hcn, and the values the hotel corrects)' } } } },
        responses: htmlResponses([200, 'Recorded: the result page'], [400, 'The form again, with what to fix'], ...PAGE_PROBLEMS),
        security: [],
      },
    },
    '/hotel/digest/{token}': {
      get: {
        tags: ['hotel-facing'],
        summary: "The page of a digest e-mail (several bookings of one hotel in one message): every booking's line and its answer fields",
        parameters: [tokenParam, langQuery],
        responses: htmlResponses([200, 'The page'], ...PAGE_PROBLEMS),
        security: [],
      },
      post: {
        tags: ['hotel-facing'],
        summary: "The hotel's answers for every booking of the digest, in one commit",
        parameters: [tokenParam, langQuery],
        requestBody: { required: true, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', description: 'One group of fields per booking line of the page' } } } },
        responses: htmlResponses([200, 'Recorded: what each line became'], [400, 'The page again, with what to fix'], ...PAGE_PROBLEMS),
        security: [],
      },
    },
    '/ota': {
      post: {
        tags: ['hotel-facing'],
        summary: 'OpenTravel pull for the hotel systems in ota.counterparts: OTA_ReadRQ lists the reservations waiting, OTA_NotifReportRQ acknowledges them',
        description:
          'XML in (Content-Type application/xml, text/xml or application/soap+xml), XML out, valid OpenTravel 2015B and 2017B: OTA_ResRetrieveRS with HotelReservation ResStatus Book, Modify or Cancel (SelectionType All: every reservation arriving within ota.allHorizonDays, paged with MoreDataEchoToken), or OTA_NotifReportRS; a problem is an OTA Errors element in the RS named after the request (else OTA_ErrorRS with its ErrorCode) with the HTTP status. Credentials: HTTP Basic, or POS/Source/RequestorID ID and MessagePassword within the first 16 KB, checked before the rest is read. docs/ota.md.',
        requestBody: { required: true, content: { 'application/xml': { schema: { type: 'string', description: 'OTA_ReadRQ or OTA_NotifReportRQ' } } } },
        responses: Object.fromEntries(
          [
            [200, 'OTA_ResRetrieveRS or OTA_NotifReportRS'],
            [400, 'The XML cannot be read (Errors, Type 7)'],
            [401, 'Unknown counterpart or wrong password (Errors, Type 4)'],
            [413, 'Larger than ota.maxBytes'],
            [415, 'Not XML (JSON, text/plain): OTA_ErrorRS, before the body is read'],
            [429, 'Repeated authentication failures; see Retry-After'],
          ].map(([status, description]) => [String(status), { description, content: { 'application/xml': { schema: { type: 'string' } } } }]),
        ),
        security: [],
      },
    },
    '/healthz': {
      get: { tags: ['extension'], summary: 'Liveness and queue depth (no credentials)', responses: { 200: { description: 'The service is up', ...json('Health') }, ...errors() } },
    },
    '/metrics': {
      get: {
        tags: ['extension'],
        summary: 'Prometheus metrics, for the operator: Authorization: Bearer <metrics.token>',
        description: 'Counts every account\'s bookings, so it answers only the bearer of metrics.token (RECONFIRM_METRICS_TOKEN); while no token is configured it is off (401). docs/operations.md.',
        responses: { 200: { description: 'Prometheus text exposition format', content: { 'text/plain': { schema: { type: 'string' } } } }, ...errors(401) },
        security: [{ metricsToken: [] }],
      },
    },
    '/openapi.json': {
      get: { tags: ['extension'], summary: 'This document', responses: { 200: { description: 'OpenAPI 3.1', content: { 'application/json': { schema: { type: 'object' } } } }, ...errors() } },
    },
  };
}

/** Every other method on a known path answers 405 with Allow, before authentication. */
function notAllowed(allowed: readonly string[], parameters: Json[]) {
  return {
    tags: ['method-not-allowed'],
    summary: `Not allowed: answers 405 with Allow: ${allowed.join(', ')}`,
    ...(parameters.length ? { parameters } : {}),
    responses: { 405: { $ref: '#/components/responses/MethodNotAllowed' } },
    security: [],
  };
}

const cached = new WeakMap<Map<string, string[]>, unknown>();

/** The document for the paths an app serves (app.ts: each registered path and its methods); made once per app. */
export function openApiDocument(served: Map<string, string[]>): unknown {
  if (cached.has(served)) return cached.get(served);
  const { schemas } = z.toJSONSchema(z.globalRegistry, { io: 'input', unrepresentable: 'any', uri: (id) => `#/components/schemas/${id}` }) as {
    schemas: Record<string, Json>;
  };
  for (const [id, s] of Object.entries(schemas)) {
    delete s.$schema;
    delete s.$id;
    // A copy: the generator may share one sub-schema object between places, and this edits in place.
    if (REQUEST_SCHEMAS[id]) describeInput((schemas[id] = structuredClone(s)), REQUEST_SCHEMAS[id]);
  }
  schemas.Absent = { enum: ['', null], description: 'In an optional request field, an empty string or null counts as absent' };
  const paths = operations();
  for (const [route, methods] of served) {
    const path = route.replace(/:(\w+)/g, '{$1}');
    const item = paths[path];
    // A path served but not described is left out here (the document still loads); test/api/openapi-routes.test.ts fails on it.
    if (!item) continue;
    const parameters = [...path.matchAll(/\{(\w+)\}/g)].map((m) => PATH_PARAMS[m[1]]);
    for (const m of methodsNotAllowed(methods)) item[m.toLowerCase()] ??= notAllowed(methods, parameters);
  }
  const document = {
    openapi: '3.1.0',
    info: {
      title: 'reconfirm: hotel booking reconfirmation service',
      version: '1',
      description:
        'The interface of the reconfirmation service. Extensions beyond the interface specification are tagged "extension". A method a path does not serve answers 405 with Allow (tagged "method-not-allowed").',
    },
    servers: [{ url: '/' }],
    components: {
      schemas,
      responses: {
        MethodNotAllowed: {
          description: 'Method Not Allowed (METHOD_NOT_ALLOWED): the path is served with other methods',
          headers: { Allow: { description: 'The methods this path answers', schema: { type: 'string' } } },
          ...json('Error'),
        },
      },
      securitySchemes: {
        accountId: { type: 'apiKey', in: 'header', name: 'x-account-id' },
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'metrics.token of the service (RECONFIRM_METRICS_TOKEN)' },
      },
    },
    paths,
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
  cached.set(served, document);
  return document;
}

// /openapi.json, generated from the routes the app registered: each route's doc (routeDoc.ts, written beside the
// route) with the zod schemas that validate its query and body, and the components from the same schemas' registry.
// What is the document's own stays here: the error texts, the 405 answer, security schemes and the webhooks.
import { z } from 'zod';
import { BOOKING_SPELLINGS, EVENTS_SPELLINGS, type Spellings } from '../../domain/schemas.js';
import '../../domain/webhookEvents.js';
import '../channels/replySchema.js';
import { methodsNotAllowed } from './paths.js';
import type { Json, Payload, RouteDoc } from './routeDoc.js';

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
/** Any JSON route's request can be unparseable (400) or too slow (408). */
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

/** Query parameters from the schema that validates them. */
function queryParameters(schema: z.ZodType): Json[] {
  const { properties } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties: Record<string, Json> };
  return Object.entries(properties).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return { name, in: 'query', required: false, ...(description ? { description } : {}), schema: rest };
  });
}

/** The path's parameters ({name} in OpenAPI form), described by the route's params schema where it names them. */
function pathParameters(path: string, params: z.ZodObject | undefined): Json[] {
  const described = params ? ((z.toJSONSchema(params, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, Json> }).properties ?? {}) : {};
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
    const { description, ...schema } = described[name] ?? { type: 'string' };
    return { name, in: 'path', required: true, ...(description ? { description } : {}), schema };
  });
}

/** A body or answer's content: a registered schema by reference, another one inlined, a media type as given. */
function content(payload: Payload): Json {
  if (!(payload instanceof z.ZodType)) return payload;
  const id = z.globalRegistry.get(payload)?.id;
  if (id) return json(id);
  const { $schema: _, ...schema } = z.toJSONSchema(payload, { io: 'input', unrepresentable: 'any' }) as Json;
  return { content: { 'application/json': { schema } } };
}

const SECURITY = { account: [{ accountId: [], apiKey: [] }], none: [], metrics: [{ metricsToken: [] }] };

/** One operation of the document, from a route's doc. */
function operation(path: string, doc: RouteDoc): Json {
  const parameters = [...pathParameters(path, doc.params), ...(doc.query ? queryParameters(doc.query) : [])];
  const answers = Object.fromEntries(Object.entries(doc.responses).map(([status, a]) => [status, { description: a.description, ...(a.body ? content(a.body) : {}) }]));
  return {
    ...(doc.tags ? { tags: doc.tags } : {}),
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(doc.body ? { requestBody: { required: true, ...content(doc.body) } } : {}),
    responses: { ...(doc.errors ? errors(...doc.errors) : {}), ...answers },
    ...(doc.security ? { security: SECURITY[doc.security] } : {}),
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

/** A route as the app registered it (app.ts records each), with its doc when it carries one. */
export interface RegisteredRoute {
  url: string;
  methods: readonly string[];
  doc?: RouteDoc;
}

/**
 * The document for the routes an app registered, each path's methods as it serves them (every other method answers
 * 405). A route without a doc is left out (the document still loads); test/api/openapi-routes.test.ts fails on it.
 */
export function openApiDocument(routes: readonly RegisteredRoute[], served: Map<string, string[]>): unknown {
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
  const paths: Record<string, Record<string, Json>> = {};
  const pathParams = new Map<string, Json[]>(); // a path's parameters as its first documented route describes them
  for (const { url, methods, doc } of routes) {
    if (!doc) continue;
    const path = url.replace(/:(\w+)/g, '{$1}');
    const item = (paths[path] ??= {});
    for (const m of methods) if (m !== 'HEAD') item[m.toLowerCase()] = operation(path, doc);
    if (!pathParams.has(path)) pathParams.set(path, pathParameters(path, doc.params));
  }
  for (const [route, methods] of served) {
    const path = route.replace(/:(\w+)/g, '{$1}');
    const item = paths[path];
    if (!item) continue;
    for (const m of methodsNotAllowed(methods)) item[m.toLowerCase()] ??= notAllowed(methods, pathParams.get(path)!);
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
  return document;
}

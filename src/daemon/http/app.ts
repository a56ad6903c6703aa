// The Fastify app: JSON-only API with auth, the error envelope, request ids, limits, 404/405, and extra plugins.
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import { ReconfirmError } from '../../domain/errors.js';
import { HealthSchema, type Health } from '../../domain/schemas.js';
import { newRequestId } from '../../store/ids.js';
import { jobCounts } from '../../store/jobs.js';
import type { ServiceContext } from '../context.js';
import { FailureThrottle, authenticate } from './auth.js';
import { errorBody, toReconfirmError } from './envelope.js';
import { openApiDocument, type RegisteredRoute } from './openapi.js';
import { allowedMethods, methodsNotAllowed } from './paths.js';
import { doc } from './routeDoc.js';
import { registerApiRoutes } from './routes/api.js';
import { registerInboxRoutes } from './routes/inbox.js';
import { registerOperatorRoutes } from './routes/operator.js';

/** Each path an app serves with the methods it serves (every other method answers 405): what /openapi.json must cover. */
const SERVED = new WeakMap<FastifyInstance, Map<string, string[]>>();
export const routesServed = (app: FastifyInstance): Map<string, string[]> => SERVED.get(app) ?? new Map();

export interface AppOptions {
  /** Extra route plugins, each in its own context (the hotel reply page brings its form parser). */
  plugins?: FastifyPluginAsync[];
  logRequests?: boolean;
}

export async function buildApp(ctx: ServiceContext, opts: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    bodyLimit: ctx.config.limits.maxBodyBytes,
    genReqId: () => newRequestId(),
    requestIdHeader: false,
    routerOptions: { maxParamLength: 600, ignoreTrailingSlash: true },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Slow or stalled clients cannot hold a connection: the whole request within requestTimeoutMs, the headers
    // within 10 s, an idle keep-alive connection closed after 72 s; Node checks these every second.
    requestTimeout: ctx.config.limits.requestTimeoutMs,
    connectionTimeout: ctx.config.limits.requestTimeoutMs * 2,
    keepAliveTimeout: 72_000,
    http: { headersTimeout: Math.min(10_000, ctx.config.limits.requestTimeoutMs), connectionsCheckingInterval: 1000 },
    // A path that is not valid %-encoding, or a parameter longer than any BookingId: still our JSON envelope.
    frameworkErrors: (err, req, reply) => {
      const e = new ReconfirmError('NOT_FOUND', `no route ${req.method} with this path: ${err.code === 'FST_ERR_BAD_URL' ? 'it is not valid URL encoding (send # as %23)' : 'a path segment is too long'}`);
      (reply as unknown as FastifyReply).code(404).header('x-request-id', req.id).send(errorBody(req as FastifyRequest, e));
    },
    // A request Node cannot even parse (unknown method, broken headers) still gets the JSON error envelope.
    clientErrorHandler: (err, socket) => {
      if ((err as { code?: string }).code === 'ECONNRESET' || socket.destroyed) return;
      const id = newRequestId();
      const code = (err as { code?: string }).code;
      const timedOut = code === 'ERR_HTTP_REQUEST_TIMEOUT';
      const e = timedOut
        ? new ReconfirmError('REQUEST_TIMEOUT', `the request did not arrive completely within ${ctx.config.limits.requestTimeoutMs / 1000} s; send it again`)
        : code === 'HPE_HEADER_OVERFLOW'
          ? new ReconfirmError('INVALID_REQUEST_BODY', `the request line and headers are longer than ${Math.round(http.maxHeaderSize / 1024)} KB: shorten the URL's query (fewer or shorter parameters) or the headers`)
          : new ReconfirmError('INVALID_REQUEST_BODY', 'the HTTP request cannot be parsed (request line, method or headers)');
      const body = JSON.stringify(errorBody({ id } as FastifyRequest, e));
      // Only when no answer to this request has started: never corrupt a response already on its way.
      const started = (socket as unknown as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
      const status = timedOut ? '408 Request Timeout' : '400 Bad Request';
      if (socket.writable && !started) socket.write(`HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nx-request-id: ${id}\r\nConnection: close\r\n\r\n${body}`);
      socket.destroy(err);
    },
  });
  // Every route as registered, with the doc it carries: /openapi.json is made from these (openapi.ts).
  const served: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => void served.push({ url: route.url, methods: [route.method].flat(), doc: route.config?.doc }));

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    ctx.metrics.inc('reconfirm_http_requests_total', { method: req.method, route, status: reply.statusCode });
    // The route pattern, never the URL or body: no BookingId, key or guest data in logs.
    if (opts.logRequests) ctx.log(`${req.method} ${route} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms ${req.id}`);
  });

  app.setErrorHandler(async (err, req, reply) => {
    const e = toReconfirmError(err);
    if (e.code === 'INTERNAL_ERROR') ctx.log(`error ${req.id} ${req.method} ${req.routeOptions.url ?? ''}: ${(err as Error)?.stack ?? err}`);
    if (e.code === 'QUEUE_PUBLISH_FAILED') ctx.log(`error ${req.id}: submission not stored: ${String((e.cause as Error)?.message ?? e.cause)}`);
    if (e.retryAfterSeconds) reply.header('retry-after', String(e.retryAfterSeconds));
    return reply.code(e.httpStatus).send(errorBody(req, e));
  });
  app.setNotFoundHandler(async (req, reply) => {
    const e = new ReconfirmError('NOT_FOUND', `no route ${req.method} ${req.url.split('?')[0].slice(0, 200)}; see GET /openapi.json`);
    return reply.code(404).send(errorBody(req, e));
  });

  const healthDoc = doc({ tags: ['extension'], summary: 'Liveness and queue depth (no credentials)', responses: { 200: { description: 'The service is up', body: HealthSchema } }, errors: [] });
  app.get('/healthz', healthDoc, async (): Promise<Health> => {
    const jobs = jobCounts(ctx.db);
    return { status: 'ok', time: new Date(ctx.clock.now()).toISOString(), jobs: Object.fromEntries(jobs.map((j) => [j.task, { waiting: j.total - j.failed - j.running, running: j.running, failed: j.failed }])) };
  });
  const metricsDoc = doc({
    tags: ['extension'],
    summary: 'Prometheus metrics, for the operator: Authorization: Bearer <metrics.token>',
    description: "Counts every account's bookings, so it answers only the bearer of metrics.token (RECONFIRM_METRICS_TOKEN); while no token is configured it is off (401). docs/operations.md.",
    responses: { 200: { description: 'Prometheus text exposition format', body: { content: { 'text/plain': { schema: { type: 'string' } } } } } },
    errors: [401],
    security: 'metrics',
  });
  app.get('/metrics', { ...metricsDoc, onRequest: metricsAccess(ctx.config.metrics.token) }, async (_req, reply) => reply.type('text/plain; version=0.0.4').send(ctx.metrics.render(ctx.db)));
  // The paths and their methods as registered, learned below once every part has registered its routes.
  let allowed = new Map<string, string[]>();
  let document: unknown;
  const openApiDoc = doc({ tags: ['extension'], summary: 'This document', responses: { 200: { description: 'OpenAPI 3.1', body: { content: { 'application/json': { schema: { type: 'object' } } } } } }, errors: [] });
  app.get('/openapi.json', openApiDoc, async () => (document ??= openApiDocument(served, allowed)));

  await app.register(async (api) => {
    // The API takes JSON only: a text/plain body is 415, not a string handed to the routes.
    api.removeContentTypeParser('text/plain');
    const throttle = new FailureThrottle(ctx.config.auth.maxFailures, ctx.config.auth.windowSeconds * 1000, () => ctx.clock.now());
    api.addHook('onRequest', authenticate(ctx.db, throttle, () => ctx.clock.now()));
    api.addHook('onRequest', bodiesInFlight(ctx.config.limits));
    // JSON is UTF-8 (RFC 8259): a body declared in another charset would be read wrongly, so it is refused.
    api.addHook('onRequest', async (req) => {
      const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
      if (charset && charset !== 'utf-8' && charset !== 'utf8') {
        throw new ReconfirmError('UNSUPPORTED_MEDIA_TYPE', `the body is declared as ${charset.slice(0, 40)}; send JSON in UTF-8 (Content-Type: application/json or application/json; charset=utf-8)`);
      }
    });
    registerApiRoutes(api, ctx);
    registerOperatorRoutes(api, ctx);
    registerInboxRoutes(api, ctx);
  });

  for (const plugin of opts.plugins ?? []) await app.register(plugin);
  // The one 405 mechanism: every path registered above answers the methods it does not serve with 405 and Allow,
  // before authentication, whichever part registered it (API, hotel pages, /ota); /openapi.json declares the same.
  await app.after();
  allowed = allowedMethods(served);
  SERVED.set(app, allowed);
  for (const [url, methods] of allowed) {
    const others = methodsNotAllowed(methods);
    if (!others.length) continue;
    const refuse = async (req: FastifyRequest, reply: FastifyReply) => {
      reply.header('allow', methods.join(', '));
      const e = new ReconfirmError('METHOD_NOT_ALLOWED', `${req.method} is not allowed on ${url}; use ${methods.join(' or ')}`);
      return reply.code(405).send(errorBody(req, e));
    };
    // Answered on arrival: the body of a method we refuse is never read (it could be 10 MB, and no key is asked).
    app.route({ method: others as any, url, onRequest: refuse, handler: refuse });
  }
  return app;
}

/**
 * Admission by memory: the bytes of the request bodies being received and handled now (each at its Content-Length,
 * a chunked one at maxBodyBytes), released when the answer is sent. A request that would pass maxBodyBytesInFlight is
 * refused with 429 and Retry-After before its body is read; one alone always passes.
 */
function bodiesInFlight(limits: { maxBodyBytes: number; maxBodyBytesInFlight: number }) {
  let inFlight = 0;
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(req.headers['content-length']);
    const chunked = req.headers['transfer-encoding'] !== undefined;
    if (!(declared > 0) && !chunked) return;
    const bytes = Math.min(declared > 0 ? declared : limits.maxBodyBytes, limits.maxBodyBytes);
    if (inFlight > 0 && inFlight + bytes > limits.maxBodyBytesInFlight) {
      const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
      throw new ReconfirmError(
        'RATE_LIMITED',
        `${mb(inFlight)} of request bodies are being handled now, and this one (${mb(bytes)}) would pass limits.maxBodyBytesInFlight (${mb(limits.maxBodyBytesInFlight)}); nothing was accepted, send it again in a moment`,
        { retryAfterSeconds: 1 },
      );
    }
    inFlight += bytes;
    // 'close': the answer was sent, or the connection ended first.
    reply.raw.once('close', () => (inFlight -= bytes));
  };
}

/**
 * GET /metrics counts every account's bookings: only a scraper holding metrics.token gets it (Authorization: Bearer),
 * compared in constant time; without a configured token nobody does. Answered before any body is read.
 */
function metricsAccess(token: string | undefined) {
  const expected = token === undefined ? undefined : createHash('sha256').update(token).digest();
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const sent = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
    if (expected && sent !== undefined && timingSafeEqual(createHash('sha256').update(sent).digest(), expected)) return;
    reply.header('www-authenticate', 'Bearer realm="reconfirm metrics"');
    throw new ReconfirmError(
      'UNAUTHORIZED',
      expected
        ? 'GET /metrics needs Authorization: Bearer <metrics.token>; the token sent is missing or wrong'
        : 'GET /metrics is off until a token is set: start serve with RECONFIRM_METRICS_TOKEN (or metrics.token in the config file) and scrape with Authorization: Bearer <token>',
    );
  };
}

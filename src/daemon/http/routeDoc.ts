// What a route says of itself in /openapi.json. Each route carries its doc (`app.get(url, doc({...}), handler)`, kept
// in the route's config), and openapi.ts builds the document from the routes the app registered: a route registered
// without one is missing from the document, which test/api/openapi-routes.test.ts refuses. The schemas named here are
// the ones that validate (domain/), referenced by their registry id, never copied. Nothing here runs per request:
// Fastify is given no schema, so the routes keep validating with zod themselves and answering in our error format.
import type { z } from 'zod';

export type Json = Record<string, any>;

/** A body or an answer: a zod schema (a $ref when it has a registry id), or a media type's content as it is. */
export type Payload = z.ZodType | { content: Record<string, { schema: Json }> };

export interface Answer {
  description: string;
  body?: Payload;
}

export interface RouteDoc {
  summary: string;
  description?: string;
  tags?: string[];
  /** The path's parameters, each field named as in the path (`:bookingId`) and described; undescribed ones are strings. */
  params?: z.ZodObject;
  /** The schema that validates the query string: each field a query parameter. */
  query?: z.ZodObject;
  /** The request body (always required). */
  body?: Payload;
  /** The answers by status: 200 at least. */
  responses: Record<number, Answer>;
  /** Statuses answered with the error envelope, each with its standard text (400 and 408 are always listed). */
  errors?: number[];
  /** Who may call: the API's account headers, no credentials, or the metrics token; left out, the document says nothing. */
  security?: 'account' | 'none' | 'metrics';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's part of /openapi.json (routeDoc.ts). */
    doc?: RouteDoc;
  }
}

/** Route options carrying the route's doc: `app.post('/addBookings', doc({...}), handler)`. */
export const doc = (d: RouteDoc) => ({ config: { doc: d } });

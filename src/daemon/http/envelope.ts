// The spec's response envelope (2.8) for answers, and the same envelope with status ERROR for failures.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReconfirmError } from '../../domain/errors.js';

export function accepted<T>(req: FastifyRequest, reply: FastifyReply, message: string, data: T) {
  return reply.code(200).send({ status: 'ACCEPTED', message, data, meta: { requestId: req.id, timestamp: new Date().toISOString() } });
}

export function errorBody(req: FastifyRequest, err: ReconfirmError) {
  return {
    status: 'ERROR',
    message: err.specName,
    error: { code: err.code, name: err.specName, message: err.message, ...(err.details ? { details: err.details } : {}) },
    meta: { requestId: req.id, timestamp: new Date().toISOString() },
  };
}

/** Maps anything thrown in a request to our error family; unknown errors become a 500 that leaks nothing. */
export function toReconfirmError(err: unknown): ReconfirmError {
  if (err instanceof ReconfirmError) return err;
  const e = err as { code?: string; statusCode?: number; message?: string; name?: string };
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ReconfirmError('PAYLOAD_TOO_LARGE', 'the body is larger than the limit; split the call into smaller ones');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return new ReconfirmError('UNSUPPORTED_MEDIA_TYPE', 'send the body as JSON with Content-Type: application/json');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ReconfirmError('INVALID_REQUEST_BODY', 'the body is empty; send a JSON document');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      // Fastify's parser reports bad JSON and a forbidden key (__proto__, constructor.prototype) alike.
      return new ReconfirmError('INVALID_REQUEST_BODY', 'the body cannot be read: it is not valid JSON, or it uses a forbidden key (__proto__ or constructor.prototype)');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ReconfirmError('INVALID_REQUEST_BODY', 'the body does not match its Content-Length');
  }
  if (e.name === 'SyntaxError' || (e.statusCode === 400 && /JSON|prototype|Unexpected|body/i.test(e.message ?? ''))) {
    const why = /prototype/i.test(e.message ?? '') ? 'it uses a forbidden key (__proto__ or constructor.prototype)' : 'it is not valid JSON';
    return new ReconfirmError('INVALID_REQUEST_BODY', `the body cannot be read: ${why}`);
  }
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    if (e.statusCode === 413) return new ReconfirmError('PAYLOAD_TOO_LARGE', 'the request is too large');
    if (e.statusCode === 415) return new ReconfirmError('UNSUPPORTED_MEDIA_TYPE', 'send the body as JSON with Content-Type: application/json');
    if (e.statusCode === 404) return new ReconfirmError('NOT_FOUND', 'no such route');
    return new ReconfirmError('INVALID_REQUEST_BODY', 'the request cannot be read');
  }
  return new ReconfirmError('INTERNAL_ERROR', 'internal error; it was logged with this requestId, retry with backoff', { cause: err });
}

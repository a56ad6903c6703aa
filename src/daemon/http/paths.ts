// The API's paths and the methods each answers: any other method on them answers 405 with Allow (app.ts),
// and /openapi.json declares exactly that.

/** Fastify route patterns and their methods (HEAD comes with GET). */
export const KNOWN_PATHS: Record<string, readonly string[]> = {
  '/addBookings': ['POST'],
  '/events': ['POST'],
  '/updateBooking': ['POST'],
  '/updateBooking/:bookingId': ['PATCH', 'PUT', 'POST'],
  '/traces/:traceId': ['GET'],
  '/bookings': ['GET'],
  '/bookings/:bookingId': ['GET'],
  '/bookings/:bookingId/actions': ['POST'],
  '/escalations': ['GET'],
  '/inbox': ['GET'],
  '/inbox/:message': ['GET'],
  '/inbox/:message/attach': ['POST'],
  '/webhooks': ['GET'],
  '/webhooks/deliveries': ['GET'],
  '/webhooks/deliveries/redeliver': ['POST'],
  '/healthz': ['GET'],
  '/metrics': ['GET'],
  '/openapi.json': ['GET'],
};

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The methods that answer 405 on a path served with these methods. */
export function methodsNotAllowed(allowed: readonly string[]): string[] {
  return HTTP_METHODS.filter((m) => !allowed.includes(m) && !(m === 'HEAD' && allowed.includes('GET')));
}

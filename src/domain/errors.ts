// One error family for the whole product: a stable code, the spec's name, an HTTP status and an exit status.

const CATALOGUE = {
  INVALID_REQUEST_BODY: { status: 400, name: 'Invalid Request Body', exit: 1 },
  SCHEMA_VALIDATION_FAILED: { status: 400, name: 'Schema Validation Failed', exit: 1 },
  UNAUTHORIZED: { status: 401, name: 'Unauthorized', exit: 1 },
  INVALID_API_KEY: { status: 403, name: 'Invalid API Key', exit: 1 },
  FORBIDDEN: { status: 403, name: 'Forbidden', exit: 1 },
  BOOKING_NOT_FOUND: { status: 404, name: 'Booking Not Found', exit: 1 },
  NOT_FOUND: { status: 404, name: 'Not Found', exit: 1 },
  METHOD_NOT_ALLOWED: { status: 405, name: 'Method Not Allowed', exit: 1 },
  UPDATE_NOT_PERMITTED: { status: 409, name: 'Update Not Permitted', exit: 1 },
  DISCREPANCY_OPEN: { status: 409, name: 'Discrepancy Open', exit: 1 },
  PAYLOAD_TOO_LARGE: { status: 413, name: 'Payload Too Large', exit: 1 },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, name: 'Unsupported Media Type', exit: 1 },
  RATE_LIMITED: { status: 429, name: 'Too Many Requests', exit: 1 },
  REQUEST_TIMEOUT: { status: 408, name: 'Request Timeout', exit: 1 },
  INTERNAL_ERROR: { status: 500, name: 'Internal Server Error', exit: 1 },
  QUEUE_PUBLISH_FAILED: { status: 502, name: 'Queue Publish Failed', exit: 1 },
  USAGE: { status: 400, name: 'Usage Error', exit: 2 },
  CONFIG_INVALID: { status: 500, name: 'Invalid Configuration', exit: 2 },
  NETWORK_ERROR: { status: 502, name: 'Network Error', exit: 3 },
  TOKEN_INVALID: { status: 403, name: 'Invalid Token', exit: 1 },
  TOKEN_EXPIRED: { status: 410, name: 'Token Expired', exit: 1 },
} as const satisfies Record<string, { status: number; name: string; exit: number }>;

/** Every stable error code: the keys of the catalogue, so a code cannot exist without its status and name. */
export type ErrorCode = keyof typeof CATALOGUE;

/** A code read from outside (an API answer): one of ours, or not. */
export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && Object.hasOwn(CATALOGUE, code);

/**
 * One problem: which booking (index in the request), which field, what is wrong; and the data a client acts on,
 * so no client reads it out of the message.
 */
export interface ErrorDetail {
  index?: number;
  path: string;
  message: string;
  line?: number;
  /** BOOKING_NOT_FOUND: a booking that exists with the same BookingCode (under another LineCode). */
  BookingId?: string;
  /** UPDATE_NOT_PERMITTED: the status that locks the booking (CONFIRMED or CANCELLED). */
  ReconfirmationStatus?: string;
}

export class ReconfirmError extends Error {
  readonly code: ErrorCode;
  readonly details?: ErrorDetail[];
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, message: string, opts: { details?: ErrorDetail[]; retryAfterSeconds?: number; cause?: unknown } = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'ReconfirmError';
    this.code = code;
    this.details = opts.details;
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }

  get httpStatus(): number {
    return CATALOGUE[this.code].status;
  }

  get specName(): string {
    return CATALOGUE[this.code].name;
  }

  get exitCode(): number {
    return CATALOGUE[this.code].exit;
  }
}

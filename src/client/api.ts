// The HTTP client of the service API on undici: keep-alive, timeouts, retries of 5xx and network errors, a ledger entry per call.
import { Agent, request } from 'undici';
import { isErrorCode, ReconfirmError, type ErrorCode, type ErrorDetail } from '../domain/errors.js';
import { recordCall, type Ledger } from '../store/ledger.js';
import type { ClientSettings } from './settings.js';
import { backoffDelay } from '../domain/backoff.js';

export interface CallOptions {
  /** BookingIds the call is about, for the ledger. */
  bookingIds?: string[];
  query?: Record<string, string | number | undefined>;
  /**
   * Retry a GET whose connection is refused, as sends do. Off by default: a read-only command fails at once when
   * nothing listens at the address (PRODUCT section 6); a loop that follows work over a service restart turns it on.
   */
  retryRefused?: boolean;
}

export interface ApiClientOptions {
  ledger?: Ledger;
  /** Waits between retries; tests and replay keep the defaults. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Told about every retry, so a command can say what is going on. */
  onRetry?: (info: { attempt: number; delayMs: number; reason: string; method: string; path: string }) => void;
}

/** A 4xx or 5xx answer of the service, carrying its stable code and the HTTP status. */
export class ApiError extends ReconfirmError {
  constructor(code: ErrorCode, message: string, readonly status: number, readonly requestId: string | null, details?: ErrorDetail[]) {
    super(code, message, { details });
  }
}

/** 5xx, and 408: the service cut a request whose body did not arrive in time, so nothing of it was stored. */
const retryable = (status: number) => status >= 500 || status === 408;
const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export class ApiClient {
  private readonly agent: Agent;

  constructor(readonly settings: ClientSettings, private readonly opts: ApiClientOptions = {}) {
    // A key pasted with its line break would fail every call as if the service were down (undici refuses the header).
    for (const [name, value] of [['API key', settings.apiKey], ['account id', settings.accountId]] as const) {
      if (/\s/.test(value ?? '')) throw new ReconfirmError('USAGE', `the ${name} holds a space or a line break (pasted with what surrounds it?); give the ${name} alone`);
    }
    this.agent = new Agent({ keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000, connections: 8, connectTimeout: Math.min(settings.timeoutMs, 10_000) });
  }

  async close(): Promise<void> {
    await this.agent.close();
  }

  get<T = any>(path: string, opts?: CallOptions) {
    return this.call<T>('GET', path, undefined, opts);
  }

  post<T = any>(path: string, body: unknown, opts?: CallOptions) {
    return this.call<T>('POST', path, body, opts);
  }

  patch<T = any>(path: string, body: unknown, opts?: CallOptions) {
    return this.call<T>('PATCH', path, body, opts);
  }

  /** One logical call: retried on 5xx, 408 and network errors with exponential backoff and jitter; any other 4xx is final. */
  async call<T = any>(method: string, path: string, body?: unknown, opts: CallOptions = {}): Promise<{ data: T; requestId: string | null; message: string }> {
    const query = opts.query ? Object.entries(opts.query).filter(([, v]) => v !== undefined && v !== '') : [];
    const fullPath = query.length ? `${path}?${new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString()}` : path;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const retries = this.settings.retries;
    for (let attempt = 1; ; attempt++) {
      const started = performance.now();
      let failure: { reason: string; error: ReconfirmError };
      try {
        const res = await request(this.settings.baseUrl + fullPath, {
          method: method as 'GET',
          dispatcher: this.agent,
          headers: {
            'x-account-id': this.settings.accountId,
            'x-api-key': this.settings.apiKey,
            accept: 'application/json',
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: payload,
          headersTimeout: this.settings.timeoutMs,
          bodyTimeout: this.settings.timeoutMs,
        });
        const text = await res.body.text();
        const json = parseJson(text);
        const requestId = (json?.meta?.requestId as string | undefined) ?? headerOf(res.headers['x-request-id']);
        const durationMs = performance.now() - started;
        if (res.statusCode >= 200 && res.statusCode < 300 && json && json.status !== 'ERROR') {
          const data = json.data as Record<string, any>;
          this.record({ method, path: fullPath, status: res.statusCode, requestId, traceIds: traceIdsOf(data), bookingIds: opts.bookingIds ?? bookingIdsOf(data), outcome: String(json.status ?? 'OK'), attempt, durationMs });
          return { data: data as T, requestId, message: String(json.message ?? '') };
        }
        const error = errorFrom(res.statusCode, json, text, requestId);
        this.record({ method, path: fullPath, status: res.statusCode, requestId, bookingIds: opts.bookingIds, outcome: `${error.code}: ${error.message}`.slice(0, 500), attempt, durationMs });
        if (!retryable(res.statusCode)) throw error;
        failure = { reason: `${res.statusCode} ${error.code}`, error };
      } catch (e) {
        if (e instanceof ApiError && !retryable(e.status)) throw e;
        if (e instanceof ApiError) failure = { reason: `${e.status} ${e.code}`, error: e };
        else {
          const cause = (e as { code?: string; message?: string }).code ?? (e as Error).message;
          const error = new ReconfirmError('NETWORK_ERROR', `cannot reach the service at ${this.settings.baseUrl} (${cause}); check --base-url and that the service is running`, { cause: e });
          this.record({ method, path: fullPath, status: null, bookingIds: opts.bookingIds, outcome: `NETWORK_ERROR: ${cause}`, attempt, durationMs: performance.now() - started });
          failure = { reason: String(cause), error };
          if (cause === 'ECONNREFUSED' && method === 'GET' && !opts.retryRefused) throw error;
        }
      }
      if (attempt > retries) throw failure.error;
      // The product's one backoff function: about base, 2 x base, 4 x base ... up to the cap, a quarter either side.
      const delayMs = backoffDelay(attempt, { backoff: 'exponential', baseMs: this.opts.baseDelayMs ?? 200, capMs: this.opts.maxDelayMs ?? 10_000 }, this.opts.random);
      this.opts.onRetry?.({ attempt, delayMs, reason: failure.reason, method, path: fullPath });
      await (this.opts.sleep ?? defaultSleep)(delayMs);
    }
  }

  private record(c: Parameters<typeof recordCall>[1]) {
    if (!this.opts.ledger) return;
    try {
      recordCall(this.opts.ledger, c);
    } catch {
      // The ledger is a log: a busy or read-only file must not fail the call itself.
    }
  }
}

function parseJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const headerOf = (h: string | string[] | undefined) => (Array.isArray(h) ? h[0] : h) ?? null;

function traceIdsOf(data: any): string[] {
  if (!data || typeof data !== 'object') return [];
  if (Array.isArray(data.traceIds)) return data.traceIds;
  return typeof data.traceId === 'string' ? [data.traceId] : [];
}

function bookingIdsOf(data: any): string[] {
  const id = data?.BookingDetails?.BookingId;
  return typeof id === 'string' ? [id] : [];
}

function errorFrom(status: number, json: any, text: string, requestId: string | null): ApiError {
  const e = json?.error;
  if (e && typeof e === 'object' && typeof e.code === 'string') {
    // A code this client does not know (a newer service) still maps to a failure of the right kind.
    const code: ErrorCode = isErrorCode(e.code) ? e.code : status >= 500 ? 'INTERNAL_ERROR' : 'INVALID_REQUEST_BODY';
    return new ApiError(code, String(e.message ?? json.message ?? `HTTP ${status}`), status, requestId, Array.isArray(e.details) ? e.details : undefined);
  }
  const code: ErrorCode = status === 401 ? 'UNAUTHORIZED' : status === 403 ? 'INVALID_API_KEY' : status === 404 ? 'NOT_FOUND' : status === 408 ? 'REQUEST_TIMEOUT' : status === 429 ? 'RATE_LIMITED' : status >= 500 ? 'INTERNAL_ERROR' : 'INVALID_REQUEST_BODY';
  const snippet = text.trim().slice(0, 120);
  return new ApiError(code, `the service answered HTTP ${status}${snippet ? `: ${snippet}` : ''}`, status, requestId);
}

/** The path of one booking: `#` sent URL-encoded as %23 (PRODUCT section 2). */
export const bookingPath = (prefix: string, bookingId: string) => `${prefix}/${encodeURIComponent(bookingId)}`;

// One HTTP POST of a webhook over a shared keep-alive agent, with one deadline for headers and body together.
import type { Agent, Dispatcher } from 'undici';
import { undici } from '../undici.js';

export interface PostResult {
  ok: boolean;
  status: number | null;
  error: string | null;
  durationMs: number;
}

export function webhookAgent(connectionsPerOrigin: number): Agent {
  return new (undici().Agent)({ keepAliveTimeout: 30_000, keepAliveMaxTimeout: 600_000, connections: connectionsPerOrigin, pipelining: 1 });
}

/** Where an endpoint URL is sent (undici's origin and path), read once per URL rather than once per POST. */
const targets = new Map<string, { origin: string; path: string } | string>();
function targetOf(url: string): { origin: string; path: string } | string {
  let t = targets.get(url);
  if (t === undefined) {
    try {
      const u = new URL(url);
      t = u.protocol === 'http:' || u.protocol === 'https:' ? { origin: u.origin, path: `${u.pathname}${u.search}` } : `Invalid URL protocol: the URL must start with http: or https: (got ${u.protocol})`;
    } catch {
      t = 'Invalid URL: it cannot be parsed';
    }
    if (targets.size >= 1000) targets.clear();
    targets.set(url, t);
  }
  return t;
}

/** A timer this late fired after the thread was blocked, not after the receiver was slow. */
const BLOCKED_MS = 1000;

/** Of a refusal's body, the operator is shown 200 characters: this many bytes hold them. */
const KEPT_BYTES = 800;
/** A 2xx answer's body is not read past this (undici's `dump` default): the connection is closed instead. */
const READ_LIMIT = 128 * 1024;

/**
 * POSTs through undici's dispatch with a small handler of our own: `request` wraps each answer in a stream and a
 * promise, about 25 µs per POST here, a third of the CPU of a bare POST (bench/RESULTS.md). The result is what
 * `request` gave: 2xx is delivered (its body read to the end, or cut after 128 KB); any other status is an error
 * with the start of its body; no complete answer within timeoutMs is a timeout.
 */
export function postWebhook(
  agent: Agent,
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
  /** Called as the request starts on a connection, before a byte of it is written; if it throws, nothing is sent. */
  beforeSend?: () => void,
): Promise<PostResult> {
  const started = performance.now();
  const took = () => Math.round((performance.now() - started) * 10) / 10;
  const target = targetOf(url);
  if (typeof target === 'string') return Promise.resolve({ ok: false, status: null, error: `UND_ERR_INVALID_ARG: ${target}`, durationMs: took() });
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    let abort: ((err: Error) => void) | undefined;
    let status: number | null = null;
    let read = 0;
    const kept: Buffer[] = [];
    const settle = (ok: boolean, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ok, status, error, durationMs: took() });
    };
    // One deadline for the whole exchange, queued or connecting or sending or reading; a request still queued is
    // aborted when it would start. It counts the time this thread ran, not the time it was blocked (a long synchronous
    // batch in the queue thread: twenty submissions applied on PostgreSQL through the blocking bridge): a blocked
    // thread fires its timers before it reads its sockets, and took an answer that came in time, or a connection not
    // yet used, for a timeout; the webhook was POSTed again (bench/RESULTS.md, "Duplicates in drains, stop 3"). So
    // when the timer fires late, the deadline moves by the time lost (up to timeoutMs again, and never past
    // 2 x timeoutMs + 20 s: inside the delivery's lease); when it fires on time, the answers already in the sockets
    // are read first (setImmediate runs after the loop's poll for I/O).
    let due = started + timeoutMs;
    const lastDue = started + timeoutMs * 2 + 20_000;
    let timer: NodeJS.Timeout;
    const onDeadline = () => {
      const late = performance.now() - due;
      setImmediate(() => {
        if (settled) return;
        if (late > BLOCKED_MS && due < lastDue) {
          due = Math.min(performance.now() + Math.min(late, timeoutMs), lastDue);
          timer = setTimeout(onDeadline, due - performance.now());
          return;
        }
        settle(false, `timeout: no complete answer within ${timeoutMs} ms`);
        abort?.(new Error('deadline'));
      });
    };
    timer = setTimeout(onDeadline, timeoutMs);
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(controller) {
        if (settled) return controller.abort(new Error('deadline'));
        try {
          beforeSend?.();
        } catch (err) {
          settle(false, (err as Error).message);
          return controller.abort(err as Error);
        }
        abort = (err) => controller.abort(err);
      },
      onResponseStart(_controller, statusCode) {
        if (statusCode >= 200) status = statusCode; // 1xx: an informational answer, the real one follows
      },
      onResponseData(_controller, chunk) {
        read += chunk.length;
        const ok = status !== null && status < 300;
        if (!ok && read - chunk.length < KEPT_BYTES) kept.push(chunk);
        if (ok && read > READ_LIMIT) {
          settle(true, null);
          abort?.(new Error('answer body not read past 128 KB'));
        }
      },
      onResponseEnd() {
        if (status !== null && status < 300) return settle(true, null);
        const text = Buffer.concat(kept).toString('utf8').slice(0, 200).replace(/\s+/g, ' ').trim();
        settle(false, `HTTP ${status}${text ? `: ${text}` : ''}`);
      },
      onResponseError(_controller, err) {
        // A 2xx whose body breaks off is delivered all the same (as undici's `dump` had it): the receiver said yes.
        if (status !== null && status < 300) return settle(true, null);
        const e = err as Error & { code?: string; cause?: { code?: string; message?: string } };
        settle(false, `${e.cause?.code ?? e.code ?? 'error'}: ${e.cause?.message ?? e.message}`);
      },
    };
    // undici's own timeouts are off (0): they too fire before a blocked thread reads its sockets. The deadline above
    // is the only one, and aborts the request.
    agent.dispatch({ origin: target.origin, path: target.path, method: 'POST', body, headers, headersTimeout: 0, bodyTimeout: 0 }, handler);
  });
}

// One HTTP POST of a webhook over a shared keep-alive agent, with one deadline for headers and body together.
import { EventEmitter } from 'node:events';
import type { Agent } from 'undici';
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

export async function postWebhook(agent: Agent, url: string, body: string, headers: Record<string, string>, timeoutMs: number): Promise<PostResult> {
  const started = performance.now();
  // One deadline for the whole exchange. undici takes an EventEmitter as its abort signal: an AbortController
  // with its EventTarget cost 12 µs per request here, a quarter of a bare POST (bench/RESULTS.md).
  const deadline = new EventEmitter() as EventEmitter & { aborted?: boolean };
  const timer = setTimeout(() => {
    deadline.aborted = true;
    deadline.emit('abort');
  }, timeoutMs);
  const took = () => Math.round((performance.now() - started) * 10) / 10;
  try {
    const res = await undici().request(url, { method: 'POST', body, headers, dispatcher: agent, signal: deadline, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    // Read the answer to its end (the connection stays usable); keep a little of a refusal for the operator.
    const text = ok ? (await res.body.dump(), '') : (await res.body.text()).slice(0, 200).replace(/\s+/g, ' ').trim();
    if (deadline.aborted) throw new Error('deadline');
    return { ok, status: res.statusCode, error: ok ? null : `HTTP ${res.statusCode}${text ? `: ${text}` : ''}`, durationMs: took() };
  } catch (err) {
    const e = err as Error & { code?: string; cause?: { code?: string; message?: string } };
    const error = deadline.aborted
      ? `timeout: no complete answer within ${timeoutMs} ms`
      : `${e.cause?.code ?? e.code ?? 'error'}: ${e.cause?.message ?? e.message}`;
    return { ok: false, status: null, error, durationMs: took() };
  } finally {
    clearTimeout(timer);
  }
}

// `push`: send bookings in chunks, honour the spec's five-minute rule, and follow traces to their outcomes.
import type { ApiClient } from './api.js';
import { localBookings, markPushed, recordOutcomes, type Ledger } from '../store/ledger.js';

export const FIVE_MINUTES_MS = 5 * 60_000;

export interface PushItem {
  bookingId: string;
  /** The object sent: an add-shape booking, or an events-shape entry for POST /events. */
  body: unknown;
  /** The booking as stored in the ledger (add shape); null for an events cancellation. */
  data: unknown | null;
}

export interface Held {
  bookingId: string;
  pushedAt: string;
  traceIds: string[];
  reason: string;
}

export interface Outcome {
  BookingId: string;
  outcome: string;
  message: string;
  ReconfirmationStatus: string | null;
  traceId: string;
}

type TraceData = { state: 'QUEUED' | 'APPLIED'; outcomes: Omit<Outcome, 'traceId'>[] };

const minutes = (ms: number) => (ms < 60_000 ? `${Math.max(1, Math.round(ms / 1000))} s` : `${Math.round(ms / 60_000)} min`);

/**
 * The spec (4.1, rule 3): a booking accepted but not yet visible may still be queued for up to five minutes, and
 * resubmitting it can create a duplicate. Such bookings are held back unless forced; after five minutes the
 * answer is to contact support, not to resend.
 */
export async function holdBack(api: ApiClient, ledger: Ledger, items: PushItem[], now: number): Promise<{ send: PushItem[]; held: Held[] }> {
  const locals = localBookings(ledger, items.map((i) => i.bookingId));
  const traces = new Map<string, TraceData | null>();
  const traceOf = async (id: string) => {
    if (!traces.has(id)) {
      try {
        traces.set(id, (await api.get<TraceData>(`/traces/${encodeURIComponent(id)}`, { retryRefused: true })).data);
      } catch {
        traces.set(id, null);
      }
    }
    return traces.get(id)!;
  };
  const send: PushItem[] = [];
  const held: Held[] = [];
  for (const item of items) {
    const local = locals.get(item.bookingId);
    if (!local?.pushedAt || local.outcome) {
      send.push(item);
      continue;
    }
    const traceIds = (local.traceId ?? '').split(',').filter(Boolean);
    let appeared = false;
    for (const t of traceIds) {
      const trace = await traceOf(t);
      const o = trace?.state === 'APPLIED' ? trace.outcomes.find((x) => x.BookingId === item.bookingId) : undefined;
      if (o) {
        recordOutcomes(ledger, [{ bookingId: item.bookingId, outcome: o.outcome }]);
        appeared = true;
      }
    }
    if (appeared) {
      send.push(item);
      continue;
    }
    const age = now - Date.parse(local.pushedAt);
    const reason =
      age < FIVE_MINUTES_MS
        ? `accepted ${minutes(age)} ago and not processed yet; the service may take up to 5 minutes and resending can create a duplicate, so wait (\`reconfirm status ${traceIds[0] ?? '<traceId>'}\`) or send it anyway with --force`
        : `accepted ${minutes(age)} ago and still not on the service; the spec's rule is to contact support rather than resend (a resend can create a duplicate); --force sends it anyway`;
    held.push({ bookingId: item.bookingId, pushedAt: local.pushedAt, traceIds, reason });
  }
  return { send, held };
}

export interface ChunkResult {
  path: string;
  bookingsCount: number;
  traceIds: string[];
  requestId: string | null;
  bookingIds: string[];
}

/** Sends items in calls of at most `chunkSize`; each accepted call is written to the ledger at once. */
export async function sendChunks(
  api: ApiClient,
  ledger: Ledger,
  items: PushItem[],
  opts: { path: '/addBookings' | '/events'; chunkSize: number; onChunk?: (done: number, total: number, r: ChunkResult) => void },
): Promise<ChunkResult[]> {
  const results: ChunkResult[] = [];
  let done = 0;
  for (let i = 0; i < items.length; i += opts.chunkSize) {
    const chunk = items.slice(i, i + opts.chunkSize);
    const bookingIds = chunk.map((c) => c.bookingId);
    const body = opts.path === '/events' ? { Bookings: chunk.map((c) => c.body) } : chunk.map((c) => c.body);
    const r = await api.post<{ traceIds: string[]; bookingsCount: number }>(opts.path, body, { bookingIds });
    const traceIds = r.data.traceIds;
    markPushed(ledger, chunk.filter((c) => c.data !== null).map((c) => ({ bookingId: c.bookingId, data: c.data, traceId: traceIds.join(',') })));
    const result = { path: opts.path, bookingsCount: r.data.bookingsCount, traceIds, requestId: r.requestId, bookingIds };
    results.push(result);
    done += chunk.length;
    opts.onChunk?.(done, items.length, result);
  }
  return results;
}

/** Polls traces until every one is applied (or the time is up); returns the outcomes found. */
export async function followTraces(
  api: ApiClient,
  ledger: Ledger | undefined,
  traceIds: string[],
  opts: { timeoutMs: number; intervalMs?: number; onProgress?: (applied: number, total: number) => void },
): Promise<{ outcomes: Outcome[]; pending: string[] }> {
  const deadline = Date.now() + opts.timeoutMs;
  const outcomes: Outcome[] = [];
  let pending = [...traceIds];
  for (;;) {
    const still: string[] = [];
    for (const t of pending) {
      const { data } = await api.get<TraceData>(`/traces/${encodeURIComponent(t)}`, { retryRefused: true });
      if (data.state !== 'APPLIED') {
        still.push(t);
        continue;
      }
      const found = data.outcomes.map((o) => ({ ...o, traceId: t }));
      outcomes.push(...found);
      if (ledger) recordOutcomes(ledger, found.map((o) => ({ bookingId: o.BookingId, outcome: o.outcome })));
    }
    pending = still;
    opts.onProgress?.(traceIds.length - pending.length, traceIds.length);
    if (!pending.length || Date.now() >= deadline) return { outcomes, pending };
    await new Promise((r) => setTimeout(r, opts.intervalMs ?? 250));
  }
}

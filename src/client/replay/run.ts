// Replay: push every fixture case, run its steps, wait until each booking settles, and compare with the expectations.
import { composeBookingId } from '../../domain/bookingId.js';
import { ApiError, bookingPath, type ApiClient } from '../api.js';
import { followTraces } from '../push.js';
import { compareCase, settled, type Observed } from './compare.js';
import { resolveTemplates, type FixtureCase } from './fixtures.js';

export interface CaseResult {
  file: string;
  name: string;
  BookingId: string;
  expected: string;
  observed: string;
  problems: string[];
}

interface Live {
  c: FixtureCase;
  bookingId: string;
  body: Record<string, unknown>;
  traceIds: string[];
  seen: Observed;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function bookingState(api: ApiClient, bookingId: string): Promise<{ status: string | null; reasons: string[]; hcn: string | null }> {
  try {
    const { data } = await api.get(bookingPath('/bookings', bookingId), { retryRefused: true });
    return { status: data.BookingDetails.ReconfirmationStatus, reasons: data.escalationReasons ?? [], hcn: data.BookingDetails.Supplier.HCN };
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return { status: null, reasons: [], hcn: null };
    throw e;
  }
}

async function waitForStatus(api: ApiClient, bookingId: string, status: string, deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    if ((await bookingState(api, bookingId)).status === status) return true;
    await sleep(250);
  }
  return false;
}

async function send(api: ApiClient, items: Live[], path: '/addBookings' | '/events') {
  if (!items.length) return;
  const body = path === '/events' ? { Bookings: items.map((l) => l.body) } : items.map((l) => l.body);
  const { data } = await api.post(path, body, { bookingIds: items.map((l) => l.bookingId) });
  for (const l of items) l.traceIds = data.traceIds;
}

export async function runReplay(
  api: ApiClient,
  cases: FixtureCase[],
  opts: { timeoutMs: number; now?: number; run?: string; log?: (line: string) => void },
): Promise<CaseResult[]> {
  const log = opts.log ?? (() => {});
  const now = opts.now ?? Date.now();
  const run = opts.run ?? now.toString(36);
  const deadline = Date.now() + opts.timeoutMs;
  const live: Live[] = cases.map((raw) => {
    const c = resolveTemplates(raw, now, run);
    const body = (c.booking ?? c.event)!;
    const bookingId = composeBookingId(String(body.BookingCode ?? ''), typeof body.LineCode === 'string' ? body.LineCode : undefined);
    return { c, bookingId, body, traceIds: [], seen: { outcome: null, status: null, reasons: [], hcn: null, steps: [] } };
  });

  // Everything without a precondition goes out at once, in file order (a REBOOK after its PENDING original).
  const first = live.filter((l) => !l.c.after);
  await send(api, first.filter((l) => l.c.booking), '/addBookings');
  await send(api, first.filter((l) => l.c.event), '/events');
  log(`sent ${first.length} booking(s); waiting for ${live.length - first.length} that depend on another booking's status`);
  await collectOutcomes(api, first, deadline);
  // Steps start at once: an update must reach a booking before its hotel answers (unless the step waits for a status).
  const firstSteps = Promise.all(first.map((l) => runSteps(api, l, deadline)));

  for (const l of live.filter((x) => x.c.after)) {
    const { BookingId, status } = l.c.after!;
    if (!(await waitForStatus(api, BookingId, status, deadline))) {
      l.seen.outcome = `not sent: ${BookingId} never reached ${status}`;
      continue;
    }
    await send(api, [l], l.c.event ? '/events' : '/addBookings');
    await collectOutcomes(api, [l], deadline);
  }

  await Promise.all(live.filter((l) => l.c.after).map((l) => runSteps(api, l, deadline)));
  await firstSteps;
  log('waiting for every booking to settle');
  await waitSettled(api, live, deadline);
  return live.map(verdict);
}

async function collectOutcomes(api: ApiClient, items: Live[], deadline: number) {
  const traceIds = [...new Set(items.flatMap((l) => l.traceIds))];
  if (!traceIds.length) return;
  const { outcomes } = await followTraces(api, undefined, traceIds, { timeoutMs: Math.max(1000, deadline - Date.now()), intervalMs: 100 });
  for (const l of items) {
    const mine = outcomes.filter((o) => l.traceIds.includes(o.traceId) && o.BookingId === l.bookingId);
    l.seen.outcome = mine.length ? mine[mine.length - 1].outcome : null;
  }
}

async function runSteps(api: ApiClient, l: Live, deadline: number) {
  for (const step of l.c.steps) {
    if (step.when && !(await waitForStatus(api, l.bookingId, step.when, deadline))) {
      l.seen.steps.push({ expectedHttp: step.expect.http, http: null, expectedStatus: step.expect.status });
      continue;
    }
    const body = step.cancel ? { BookingStatus: 'CANCELLED' } : step.patch!;
    let http: number;
    let status: string | null = null;
    try {
      const { data } = await api.patch(bookingPath('/updateBooking', l.bookingId), body, { bookingIds: [l.bookingId] });
      http = 200;
      status = data.BookingDetails.ReconfirmationStatus;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      http = e.status;
    }
    l.seen.steps.push({ expectedHttp: step.expect.http, http, expectedStatus: step.expect.status, status });
  }
}

async function waitSettled(api: ApiClient, live: Live[], deadline: number) {
  let open = live;
  for (;;) {
    const states = await Promise.all(open.map((l) => bookingState(api, l.bookingId)));
    open.forEach((l, i) => Object.assign(l.seen, states[i]));
    open = open.filter((l) => !settled(l.c.expect, l.seen));
    if (!open.length || Date.now() > deadline) return;
    await sleep(500);
  }
}

function verdict(l: Live): CaseResult {
  const e = l.c.expect;
  const s = l.seen;
  const fmt = (outcome: unknown, status: unknown, reason: unknown) => [outcome, status, reason].filter((x) => x !== undefined && x !== null && x !== '').join(' / ');
  return {
    file: l.c.file,
    name: l.c.name,
    BookingId: l.bookingId,
    expected: fmt(e.outcome, e.status, e.reason ?? (e.reason === null ? 'no escalation' : undefined)),
    observed: fmt(s.outcome, s.status, s.reasons.join(',') || (e.reason === null ? 'no escalation' : undefined)),
    problems: compareCase(e, s),
  };
}

// The engine tests' harness: a real service on a temp SQLite file driven by a fake clock, queue drained by hand.
import { HOUR } from '../src/domain/clock.js';
import { FakeClock } from './fake-clock.js';
import type { ConfigInput } from '../src/config.js';
import { startTestService, type TestService } from './helpers.js';

export interface EngineHarness {
  s: TestService;
  clock: FakeClock;
  /** Adds bookings and runs everything due (submission, first contact, risk check). */
  add(bookings: unknown[]): Promise<void>;
  /** Moves the clock and runs every job that has come due (the job rows are the only schedule). */
  advance(hours: number): Promise<void>;
  drain(): Promise<void>;
  get(bookingId: string): Promise<any>;
  history(bookingId: string, kind?: string): Promise<any[]>;
  sql<T = any>(query: string, ...params: unknown[]): T[];
  stop(): Promise<void>;
}

export async function engineHarness(overrides: Partial<ConfigInput> = {}, start = '2026-12-01T00:00:00Z'): Promise<EngineHarness> {
  const clock = new FakeClock(Date.parse(start));
  const s = await startTestService(overrides, { clock, workers: false, scheduler: false });
  const drain = () => s.service.runner.drain();
  const h: EngineHarness = {
    s,
    clock,
    drain,
    async add(bookings) {
      const r = await s.api.addBookings(bookings);
      if (r.status !== 200) throw new Error(`addBookings answered ${r.status}: ${JSON.stringify(r.body)}`);
      await drain();
    },
    async advance(hours) {
      clock.advance(hours * HOUR);
      await drain();
    },
    async get(bookingId) {
      const r = await s.api.getBooking(bookingId);
      if (r.status !== 200) throw new Error(`GET /bookings/${bookingId} answered ${r.status}`);
      return r.body.data;
    },
    async history(bookingId, kind) {
      const all = (await h.get(bookingId)).history as any[];
      return kind ? all.filter((e) => e.kind === kind) : all;
    },
    sql: (query, ...params) => s.service.ctx.db.$client.prepare(query).all(...params) as any[],
    stop: () => s.stop(),
  };
  return h;
}

/** The reply link a webform contact attempt recorded in the booking history (the one the team forwards). */
export function linkFrom(history: any[]): string {
  const entries = history.filter((e) => e.kind === 'hotel_contact');
  const m = /(https?:\/\/\S+\/hotel\/respond\/\S+?)\s/.exec(entries[entries.length - 1]?.message ?? '');
  if (!m) throw new Error(`no reply link in the history: ${JSON.stringify(entries)}`);
  return m[1];
}

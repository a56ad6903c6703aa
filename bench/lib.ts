// Shared bench plumbing: seeded data, child processes, autocannon runs and the results table.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { seededRandom } from '../src/domain/clock.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BIN = join(ROOT, 'bin', 'reconfirm.js');

/** Scale factor: `--smoke` (npm test) runs every figure with tiny sizes so the scripts cannot rot. */
export const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';

export interface Figure {
  figure: string;
  baseline: string;
  measured: string;
  ratio: number;
  target: string;
  pass: boolean;
  note?: string;
  /** In place of met/MISSED: a figure with no target of its own ('info'), or one that could not run here ('skipped'). */
  result?: 'info' | 'skipped';
  /** Named numbers behind the figure besides its ratio (e.g. seconds, MB): a repeated run prints each one's spread. */
  values?: Record<string, number>;
}

export function printFigures(figures: Figure[]) {
  const rows = figures.map((f) => [f.figure, f.baseline, f.measured, Number.isFinite(f.ratio) ? f.ratio.toFixed(2) : '-', f.target, f.result ?? (f.pass ? 'met' : 'MISSED')]);
  const head = ['figure', 'baseline', 'measured', 'ratio', 'target', 'result'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i])).join(' | ') + ' |';
  console.log(line(head));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const r of rows) console.log(line(r));
  for (const f of figures) if (f.note) console.log(`  ${f.figure}: ${f.note}`);
}

const spread = (xs: number[], digits: number) => {
  const ok = xs.filter((x) => Number.isFinite(x));
  return ok.length ? `${Math.min(...ok).toFixed(digits)}-${Math.max(...ok).toFixed(digits)}` : '-';
};

/** One line per figure run several times (`--repeat`): each run's ratio, their spread, and how many runs met the target. */
export function printSpread(runsByFigure: Figure[][]) {
  const rows = runsByFigure.map((runs) => [
    runs[0].figure,
    runs.map((f) => (Number.isFinite(f.ratio) ? f.ratio.toFixed(2) : '-')).join(', '),
    spread(runs.map((f) => f.ratio), 2),
    runs[0].target,
    runs[0].result ?? `${runs.filter((f) => f.pass).length} of ${runs.length}`,
  ]);
  const head = ['figure', 'ratio, each run', 'ratio spread', 'target', 'met'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i])).join(' | ') + ' |';
  console.log(line(head));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const r of rows) console.log(line(r));
  for (const runs of runsByFigure) {
    const names = [...new Set(runs.flatMap((f) => Object.keys(f.values ?? {})))];
    // Named values when the figure has them (seconds, MB), else what each run measured against its baseline.
    const detail = names.length
      ? names.map((k) => {
          const xs = runs.map((f) => f.values?.[k] ?? NaN);
          return `${k} ${xs.map((x) => x.toFixed(1)).join(', ')} (${spread(xs, 1)})`;
        })
      : [`measured ${runs.map((f) => f.measured).join('; ')}`, `baseline ${runs.map((f) => f.baseline).join('; ')}`];
    console.log(`  ${runs[0].figure}: ${detail.join('; ')}`);
  }
}

/** A temp directory, removed by cleanup() unless BENCH_KEEP is set (to look at a bench's database afterwards). */
export function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => (process.env.BENCH_KEEP ? undefined : rmSync(dir, { recursive: true, force: true })) };
}

const HOTELS = ['Hotel Miramar', 'Grand Plaza', 'Casa Azul', 'Harbour Inn', 'Alpine Lodge', 'Riad Jasmine', 'Park Suites', 'Old Town B&B'];
const NAMES = ['Maria Lopez', 'John Smith', 'Aiko Tanaka', 'Omar Haddad', 'Lena Fischer', 'Ravi Patel', 'Chloé Martin', 'Sven Olsen'];

/** A deterministic realistic booking; `i` makes its BookingCode unique within a run. */
export function benchBooking(i: number, random: () => number, prefix = 'B'): Record<string, unknown> {
  const day = 1 + Math.floor(random() * 300);
  const checkIn = new Date(Date.UTC(2027, 0, 1) + day * 86_400_000);
  const nights = 1 + Math.floor(random() * 7);
  const checkOut = new Date(checkIn.getTime() + nights * 86_400_000);
  const name = NAMES[Math.floor(random() * NAMES.length)];
  return {
    BookingCode: `${prefix}-${i}`,
    CheckIn: checkIn.toISOString(),
    CheckOut: checkOut.toISOString(),
    BookingDate: '2026-11-20T10:00:00Z',
    Source: 'bench',
    ChannelId: 'web',
    BookingAmount: Math.round(random() * 200000) / 100,
    Currency: 'EUR',
    Refundable: random() < 0.5,
    BookingPriority: Math.floor(random() * 3),
    Agency: { Name: 'Bench Travel', ReferenceNo: `AG-${i}` },
    Supplier: { Name: 'BedBank', ReferenceNo: `SUP-${prefix}-${i}` },
    Hotel: {
      Name: HOTELS[Math.floor(random() * HOTELS.length)],
      Country: 'Spain',
      CountryCode: 'ES',
      City: 'Barcelona',
      MasterProvider: 'Bench',
      MasterProviderHotelId: 'SIM-CONFIRM',
      ContactDetails: { Emails: ['res@hotel.example'] },
    },
    Guest: {
      LeadName: name,
      TotalRooms: 1,
      Adults: 2,
      Childs: 0,
      Nationality: 'ES',
      AllGuests: [{ Name: name, Age: 30 + Math.floor(random() * 30), Type: 'Adult' }],
      RoomStructure: [{ RoomType: 'Double', BoardType: 'BB', Adults: 2, Childs: 0 }],
    },
  };
}

export function benchBookings(n: number, seed: number, prefix = 'B') {
  const random = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => benchBooking(i, random, prefix));
}

/** Starts a child process and resolves with its URL once it prints "listening on http://...". */
export async function startListening(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; url: string; stop(): Promise<void> }> {
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout!.on('data', (d) => (text += d));
  child.stderr!.on('data', (d) => (text += d));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const m = /listening on (http:\/\/[^\s,]+)/.exec(text);
    if (m) {
      return {
        child,
        url: m[1],
        stop: () =>
          new Promise<void>((r) => {
            if (child.exitCode !== null) return r();
            child.once('exit', () => r());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 20_000).unref();
          }),
      };
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${cmd} ${args.join(' ')} did not start:\n${text}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface LoadResult {
  requests: number;
  rps: number;
  p99: number;
  p50: number;
  non2xx: number;
  errors: number;
}

/** Runs autocannon with a rotating set of bodies so every request carries new bookings. */
export function load(opts: { url: string; connections: number; durationS?: number; amount?: number; headers: Record<string, string>; bodies: string[] }): Promise<LoadResult> {
  let next = 0;
  return new Promise((resolvePromise, reject) => {
    autocannon(
      {
        url: opts.url,
        method: 'POST',
        connections: opts.connections,
        duration: opts.durationS,
        amount: opts.amount,
        headers: { 'content-type': 'application/json', ...opts.headers },
        requests: [{ setupRequest: (req: any) => ({ ...req, body: opts.bodies[next++ % opts.bodies.length] }) }],
      } as any,
      (err: Error | null, r: any) => {
        if (err) return reject(err);
        resolvePromise({ requests: r.requests.total, rps: r.requests.average, p99: r.latency.p99, p50: r.latency.p50, non2xx: r.non2xx, errors: r.errors });
      },
    );
  });
}

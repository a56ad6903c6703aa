// Figure: hotel replies read per second (raw -> parseHotelMail -> readHotelMail with its explanation) against
// postal-mime's parse alone of the same messages, in the same run: every .eml of the tuning, existing and blind
// corpora, read in alternating rounds after a warm-up; the median round of each. Target: the reader reads at least 0.2 of that floor
// (issue 25) — the lexicons, date and fact rules may cost up to five parses, no more.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import type * as HotelMail from '../src/domain/hotelMail/index.js';
import type * as Schemas from '../src/domain/schemas.js';
import { printFigures, SMOKE, type Figure } from './lib.js';

// The reader as serve runs it: compiled, from dist/ (`npm run build` first, as for every figure), not tsx's transform of
// src/, whose per-closure name wrappers cost the reader ~2.5% (bench/RESULTS.md, "Reader speed, stop 6").
const dist = (path: string) => new URL(`../dist/${path}`, import.meta.url).href;
const { parseHotelMail, readHotelMail } = (await import(dist('domain/hotelMail/index.js'))) as typeof HotelMail;
const { BookingSchema } = (await import(dist('domain/schemas.js'))) as typeof Schemas;

const ROOT = join(import.meta.dirname, '..', 'fixtures');
const DIRS = ['hotel-replies-tuning', 'hotel-replies', 'hotel-replies-blind'];

function corpus() {
  return DIRS.flatMap((d) => {
    const dir = join(ROOT, d);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { fixtures: { file: string; bookings: { bookingId: string; booking: unknown }[] }[] };
    return manifest.fixtures.map((f) => ({ raw: readFileSync(join(dir, f.file)), expected: f.bookings.map((b) => ({ bookingId: b.bookingId, booking: BookingSchema.parse(b.booking) })) }));
  });
}

export async function replyReading(): Promise<Figure> {
  const messages = corpus();
  const rounds = SMOKE ? 1 : 11;
  const parseOnly = async () => {
    for (const m of messages) await PostalMime.parse(m.raw);
  };
  let read = 0;
  const reader = async () => {
    for (const m of messages) read += readHotelMail(await parseHotelMail(m.raw), m.expected).kind.length;
  };
  // Rounds alternate (parse, read, parse, read...) so that a load on the machine weighs on both; the median round of
  // each (a best round of the short parse-only pass swings with the machine's load far more than a median). Each round
  // is timed on the wall clock and in this process's CPU time: on a machine shared with other work the wall-clock ratio
  // of one run ranged 0.12-0.26 for the same code (bench/RESULTS.md), the CPU-time ratio does not move with their load,
  // so the figure is the CPU-time ratio and the wall-clock one is printed beside it.
  const time = async (fn: () => Promise<void>) => {
    const c = process.cpuUsage();
    const t = performance.now();
    await fn();
    const used = process.cpuUsage(c);
    return { wall: performance.now() - t, cpu: (used.user + used.system) / 1000 };
  };
  // Warm-up: the reader's regular expressions are compiled to machine code only once they have run a while (V8 tiers
  // them up); a service reads for days.
  for (let i = 0; i < (SMOKE ? 1 : 30); i++) {
    await parseOnly();
    await reader();
  }
  const parseRounds: { wall: number; cpu: number }[] = [];
  const readRounds: { wall: number; cpu: number }[] = [];
  for (let i = 0; i < rounds; i++) {
    parseRounds.push(await time(parseOnly));
    readRounds.push(await time(reader));
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  const perSecond = (list: { wall: number; cpu: number }[], k: 'wall' | 'cpu') => (messages.length / median(list.map((r) => r[k]))) * 1000;
  const floor = perSecond(parseRounds, 'cpu');
  const ours = perSecond(readRounds, 'cpu');
  const ratio = ours / floor;
  const wallRatio = perSecond(readRounds, 'wall') / perSecond(parseRounds, 'wall');
  return {
    figure: `hotel replies read (${messages.length} .eml)`,
    baseline: `${floor.toFixed(0)} msg per CPU s (postal-mime parse)`,
    measured: `${ours.toFixed(0)} msg per CPU s (wall-clock ratio ${wallRatio.toFixed(2)})`,
    ratio,
    target: '>= 0.20',
    pass: ratio >= 0.2 && read > 0,
    values: { floorPerCpuSecond: floor, readPerCpuSecond: ours, wallClockRatio: wallRatio },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) printFigures([await replyReading()]);

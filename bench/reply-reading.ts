// Figure: hotel replies read per second (raw -> parseHotelMail -> readHotelMail with its explanation) against
// postal-mime's parse alone of the same messages, in the same run: every .eml of the tuning, existing and blind
// corpora, read in alternating rounds after a warm-up; the median round of each. Target: the reader reads at least 0.2 of that floor
// (issue 25) — the lexicons, date and fact rules may cost up to five parses, no more.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { parseHotelMail, readHotelMail } from '../src/domain/hotelMail/index.js';
import { BookingSchema } from '../src/domain/schemas.js';
import { printFigures, SMOKE, type Figure } from './lib.js';

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
  // each (a best round of the short parse-only pass swings with the machine's load far more than a median).
  const time = async (fn: () => Promise<void>) => {
    const t = performance.now();
    await fn();
    return performance.now() - t;
  };
  await parseOnly();
  await reader();
  const parseMs: number[] = [];
  const readMs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    parseMs.push(await time(parseOnly));
    readMs.push(await time(reader));
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  const floor = (messages.length / median(parseMs)) * 1000;
  const ours = (messages.length / median(readMs)) * 1000;
  const ratio = ours / floor;
  return {
    figure: `hotel replies read (${messages.length} .eml)`,
    baseline: `${floor.toFixed(0)} msg/s (postal-mime parse)`,
    measured: `${ours.toFixed(0)} msg/s`,
    ratio,
    target: '>= 0.20',
    pass: ratio >= 0.2 && read > 0,
    values: { floorPerSecond: floor, readPerSecond: ours },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) printFigures([await replyReading()]);

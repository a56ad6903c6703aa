// The reader alone (readHotelMail on already parsed mail, no postal-mime), in CPU ms per round of the 319 messages of
// the replies figure: for a paired comparison of two versions of the reader on a loaded machine, where the figure's
// ratio moves with the load (bench/RESULTS.md, "Reader speed, stop 5"). Not part of `npm run bench`.
//   node --import tsx bench/reader-only.ts      (prints min, first quartile and median of 25 rounds after 30 warm-up rounds)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHotelMail, readHotelMail } from '../src/domain/hotelMail/index.js';
import { BookingSchema } from '../src/domain/schemas.js';

const ROOT = join(import.meta.dirname, '..', 'fixtures');
const DIRS = ['hotel-replies-tuning', 'hotel-replies', 'hotel-replies-blind'];
const parsed = await Promise.all(
  DIRS.flatMap((d) => {
    const dir = join(ROOT, d);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { fixtures: { file: string; bookings: { bookingId: string; booking: unknown }[] }[] };
    return manifest.fixtures.map(async (f) => ({ mail: await parseHotelMail(readFileSync(join(dir, f.file))), expected: f.bookings.map((b) => ({ bookingId: b.bookingId, booking: BookingSchema.parse(b.booking) })) }));
  }),
);
const round = () => {
  for (const p of parsed) readHotelMail(p.mail, p.expected);
};
for (let i = 0; i < 30; i++) round();
const ms: number[] = [];
for (let i = 0; i < 25; i++) {
  const c = process.cpuUsage();
  round();
  const u = process.cpuUsage(c);
  ms.push((u.user + u.system) / 1000);
}
ms.sort((a, b) => a - b);
console.log(`reader alone, ${parsed.length} messages: min ${ms[0].toFixed(1)} q1 ${ms[6].toFixed(1)} median ${ms[12].toFixed(1)} CPU ms per round`);

// The reader's full decision on every reply we may open, as JSON, one line per reply: run it on two versions of the
// reader and diff the outputs (empty = no reading changed). Used to prove a change that must not change behaviour
// (bench/RESULTS.md, "Reader speed, stop 5"). The corpora are named one by one: the held-out ones are never read here.
//
//   node --import tsx scripts/reader-check.ts --capture /tmp/probes.jsonl     # record the probe replies of test/mail
//   node --import tsx scripts/reader-check.ts --probes /tmp/probes.jsonl > a.jsonl
//   (in the other tree, same --probes file) ... > b.jsonl; diff a.jsonl b.jsonl
//
// --capture runs each test/mail file that reads replies with scripts/reader-capture.mjs, which records every call of
// readHotelMail (the parsed mail and the bookings); --probes reads those calls again with this tree's reader.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseHotelMail, readHotelMail, type ExpectedBooking, type ParsedMail } from '../src/domain/hotelMail/index.js';
import { BookingSchema } from '../src/domain/schemas.js';

const ROOT = join(import.meta.dirname, '..');
const DIRS = ['hotel-replies', 'hotel-replies-blind', 'hotel-replies-tuning', 'hotel-replies-tuning2', 'hotel-replies-tuning3', 'hotel-replies-tuning4', 'hotel-replies-tuning5', 'hotel-replies-tuning6', 'hotel-replies-tuning7', 'hotel-replies-tuning8', 'hotel-replies-tuning9', 'hotel-replies-tuning10', 'hotel-replies-tuning11', 'hotel-replies-tuning12', 'hotel-replies-tuning13', 'hotel-replies-tuning14'];
const TESTS = ['lexicon', 'reading', 'reading-blind', 'reading-fourth', 'reading-gate', 'reading-general', 'reading-hedged', 'reading-precision', 'reading-sixth', 'reading-sixteenth', 'reading-eighteenth', 'reading-nineteenth', 'reading-seventeenth', 'reading-night-dropped', 'reading-r23', 'reading-r21', 'reading-lead11', 'reading-r20', 'reading-r22', 'reading-r24', 'reading-lead12', 'reading-lead13', 'reading-lead14', 'reading-lead14b'].map((t) => `test/mail/${t}.test.ts`);

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

const capture = arg('--capture');
if (capture) {
  rmSync(capture, { force: true });
  for (const t of TESTS) {
    // A test file that fails in this tree (a new pass's probes in the tree before it) still records its readings.
    try {
      execFileSync(process.execPath, ['--import', 'tsx', '--import', './scripts/reader-capture.mjs', t], { cwd: ROOT, env: { ...process.env, READER_CAPTURE: capture, COLUMNS: '' }, stdio: ['ignore', 'ignore', 'inherit'] });
    } catch {
      console.error(`${t} failed in this tree; its readings are recorded all the same`);
    }
  }
  const n = readFileSync(capture, 'utf8').split('\n').filter(Boolean).length;
  console.error(`${n} readings recorded in ${capture}`);
  process.exit(0);
}

const print = (name: string, reading: unknown) => console.log(JSON.stringify({ name, reading }));
for (const d of DIRS) {
  const dir = join(ROOT, 'fixtures', d);
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { fixtures: { file: string; bookings: { bookingId: string; booking: unknown }[] }[] };
  for (const f of manifest.fixtures) {
    const expected: ExpectedBooking[] = f.bookings.map((b) => ({ bookingId: b.bookingId, booking: BookingSchema.parse(b.booking) }));
    print(`${d}/${f.file}`, readHotelMail(await parseHotelMail(readFileSync(join(dir, f.file))), expected));
  }
}
const probes = arg('--probes');
if (probes) {
  if (!existsSync(probes)) throw new Error(`no ${probes}: record it with --capture`);
  readFileSync(probes, 'utf8').split('\n').filter(Boolean).forEach((line, i) => {
    const { mail, expected } = JSON.parse(line) as { mail: ParsedMail; expected: ExpectedBooking[] };
    print(`probe ${i + 1}`, readHotelMail(mail, expected));
  });
}

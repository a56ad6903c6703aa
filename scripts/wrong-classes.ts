// Classes of the wrong confirmations and missed clear confirmations of reply corpora, by what was expected and by the
// reader's review reason, without content: the lead measures held-out sets with it and feeds back only these counts.
// Run: node --import tsx scripts/wrong-classes.ts <corpus dir...>
import { join, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { loadCorpus, readEntry } from '../test/mail/corpus.js';
import { judgeByOutcome } from '../test/mail/outcome.js';
import { parseHotelMail } from '../src/domain/hotelMail/parse.js';
import { fold, findDates, WEEKDAY_NAMES } from '../src/domain/hotelMail/dates.js';
import { findNumbers, maskNonHcn } from '../src/domain/hotelMail/extract.js';
import { labelOf, otherKind, otherShape, placeOf } from '../src/domain/hotelMail/rivals.js';

const squashed = (s: string) => s.replace(/[\s\u00a0]+/g, '').toLowerCase();
/** Where the other expected candidate of a wrong confirmation stands for the reader, as a class (no content). */
function whereIsOther(got: any, entry: any, other: string, read: string): string {
  const text: string = got.stripped ?? '';
  if (!squashed(text).includes(squashed(other))) {
    const mail = parsed.get(entry.file)!;
    const inSubject = squashed(mail.subject).includes(squashed(other));
    const body: string = mail.text;
    const idx = body.replace(/[\s\u00a0]+/g, '').toLowerCase().indexOf(squashed(other));
    if (idx < 0) return `the other candidate is not in the own text; ${inSubject ? 'in the subject only' : 'nowhere in subject or body text'}`;
    // Where in the body: in a quoted line ("> "), after a quote header, or in the text the stripper cut as a signature.
    const lines = body.split('\n');
    const lineOf = lines.findIndex((l) => squashed(l).includes(squashed(other)));
    const line = lineOf >= 0 ? lines[lineOf] : '';
    const firstOwnMissing = lineOf >= 0 ? `line ${lineOf + 1} of ${lines.length}` : 'split over lines';
    // Where the reader's own text ends in the body: the candidate's line before its last line, or after (a cut tail).
    const ownLines = text.split('\n').map((l) => l.trim()).filter((l) => l.length > 8);
    const lastOwn = ownLines.length ? lines.findLastIndex((l) => l.includes(ownLines[ownLines.length - 1])) : -1;
    const firstOwn = ownLines.length ? lines.findIndex((l) => l.includes(ownLines[0])) : -1;
    const pos = lastOwn < 0 ? 'own text not found line by line' : lineOf > lastOwn ? `${lineOf - lastOwn} lines after the own text's last line` : lineOf < firstOwn ? 'before the own text' : 'inside the own text\'s span';
    const labelled = /(confirm|bestätig|bestatig|conferm|buchung|reserv|prenot|localiz|dossier|ref|n[º°o]|nr|nummer|number|numero|número)/i.test(line) ? 'a booking-ish label on its line' : 'no booking-ish label on its line';
    // How the other candidate's shape compares with the number read (no content): its length and the leading characters they share.
    const a = squashed(other), b = squashed(read);
    let common = 0;
    while (common < Math.min(a.length, b.length) && a[common] === b[common]) common++;
    const shapeVs = `${a.length === b.length ? `same length (${a.length})` : `length ${a.length} vs ${b.length}`} as the number read, ${common} leading character(s) shared, ${/\p{L}/u.test(a) ? 'letters' : 'digits only'}`;
    return `the other candidate is not in the own text; in the body (${/^\s*>/.test(line) ? 'a quoted "> " line' : 'an unquoted line'}, ${pos}, ${labelled}${inSubject ? ', also in the subject' : ''}; ${shapeVs})`;
  }
  const ours = entry.bookings.map((b: any) => b.bookingId);
  const masked = maskNonHcn(text, findDates(text, 'unknown', entry.bookings[0].booking.CheckIn, got.language), ours);
  const nums = findNumbers(text, masked);
  const eq = (n: string) => squashed(n) === squashed(other);
  const list = nums.labelled.some(eq) ? 'labelled' : (nums.weak ?? []).some(eq) ? 'weak' : nums.bare.some(eq) ? 'bare' : undefined;
  if (!list) return 'the other candidate is in the own text but no number candidate (masked or not number-shaped)';
  const n = [...nums.labelled, ...(nums.weak ?? []), ...nums.bare].find(eq)!;
  const folded = fold(text);
  const at = placeOf(text, n);
  const why = [
    otherShape(n, read, labelOf(folded, at)) ? 'otherShape' : '',
    otherKind(text, folded, at, n.length) ? 'otherKind' : '',
  ].filter(Boolean).join('+') || 'neither discount';
  const readList = nums.labelled.some((x) => squashed(x) === squashed(read)) ? 'labelled' : (nums.weak ?? []).some((x) => squashed(x) === squashed(read)) ? 'weak' : 'bare/other';
  return `other candidate: ${list}, discounted by ${why}; read number: ${readList}`;
}
const diagnoses = new Map<string, number>();
// What a "statement about the dates of the stay the reader could not check" holds, as features (no content).
const WEEKDAY = new RegExp(`(?<![\\p{L}])(?:${WEEKDAY_NAMES.flat().map((w) => fold(w).replace(/\./g, '\\.')).join('|')})(?![\\p{L}])`, 'u');
const stayFeatures = new Map<string, number>();
// Where the candidates of "number(s) without a confirmation label" stand, and their shape (no content).
const bareFeatures = new Map<string, number>();
function bareShape(got: any, entry: any, cands: string[], hcn: string | undefined): string {
  const text: string = got.stripped ?? '';
  const lines = text.split('\n');
  const shape = (c: string) => (/\p{L}/u.test(c) ? 'alnum' : `${c.replace(/\D/g, '').length} digits`);
  const where = (c: string) => {
    const i = lines.findIndex((l) => l.includes(c));
    if (i < 0) return 'not on one line';
    const l = lines[i].trim();
    const words = l.split(/\s+/).length;
    return `${i === lines.findIndex((x) => x.trim()) ? 'first line' : 'later line'} of ${words <= 3 ? '<=3' : words <= 8 ? '4-8' : '9+'} words`;
  };
  const expected = hcn ? (cands.some((c) => squashed(c) === squashed(hcn)) ? 'the expected number among them' : 'the expected number NOT among them') : 'no expected number';
  return `${cands.length} candidate(s): ${cands.map((c) => `${shape(c)} on a ${where(c)}`).join('; ')}; ${expected}`;
}
function featuresOf(sentence: string, checkIn: string, language: string | undefined): string {
  const f = fold(sentence);
  const dates = findDates(sentence, 'unknown', checkIn, language).length;
  return [
    `${dates} date(s) read`,
    /\d/.test(f) ? 'digits' : 'no digits',
    WEEKDAY.test(f) ? 'weekday' : '',
    /\d{1,2}[:h.]\d{2}|\b\d{1,2}\s*(?:h|uhr|pm|am)\b/.test(f) ? 'time of day' : '',
    /(?:night|noche|nuit|nacht|notte|noite|naechte|nachte|notti|noites|noches|nuits)/.test(f) ? 'nights word' : '',
    /(?:earl|late|tard|spat|tardi|cedo|temprano|pronto|fruh|presto)/.test(f) ? 'early/late word' : '',
    `${Math.min(4, Math.floor(f.split(/\s+/).length / 8)) * 8}+ words`,
  ].filter(Boolean).join(', ');
}
const parsed = new Map<string, any>();
const classes = new Map<string, number>();
const missClasses = new Map<string, number>();
// The other replies not read right (no missed clear confirmation, no wrong confirmation): each problem as a class.
const otherClasses = new Map<string, number>();
const problemClass = (p: string, got: any) =>
  p
    .replace(/^BK-\S+: /, '')
    .replace(/review does not show "[^"]*" \(shows [^)]*\)/, 'review does not show an expected candidate')
    .replace(/unexpected review: ([^[]*)\[.*$/, (_, why) => `unexpected review: ${why.replace(/"[^"]*"/g, '"…"').replace(/«[^»]*»/g, '«…»').slice(0, 80).trim()}`)
    .replace(/\(read \{.*\}\)/, '')
    .replace(/hcn \S+/g, 'hcn')
    .replace(/CONFIRMED \S+/g, 'CONFIRMED')
    .replace(/=\S+/g, '')
    .replace(/^message: /, '') + (/not sent to review/.test(p) && got.kind === 'answer' ? ` (the reader: ${got.lines.length} line(s), ${got.review.length} review item(s), ${(got.pending ?? []).length} pending)` : '');
for (const d of process.argv.slice(2)) {
  const dir = resolve(d);
  for (const entry of loadCorpus(dir)) {
    const got = await readEntry(entry, dir);
    parsed.set(entry.file, await parseHotelMail(readFileSync(join(dir, entry.file))));
    const o = judgeByOutcome(got, entry);
    for (const w of o.wrong) {
      const m = /^(\S+): (\S+)[^]*expected (.*)$/.exec(w);
      if (!m || !m[2].startsWith('CONFIRMED')) continue;
      let exp = m[3].replace(/hcn \S+/, '').replace(/=\S+/g, '').trim();
      if (exp.startsWith('CONFIRMED')) exp = 'CONFIRMED another number';
      const want = entry.expected as any;
      if (exp === 'no line') exp = want.kind !== 'answer' ? want.kind : want.review?.some((r: any) => (r.bookingId ?? entry.bookings[0].bookingId) === m[1]) ? 'review' : want.pending?.includes(m[1]) ? 'pending' : 'no line';
      if (exp === 'review') {
        const r = want.review.find((x: any) => (x.bookingId ?? entry.bookings[0].bookingId) === m[1]);
        const gotHcn = /CONFIRMED (\S+)/.exec(m[2] + ' ' + w.split(' ')[2])?.[1];
        const other = r.candidates.find((c: string) => squashed(c) !== squashed(String(gotHcn)));
        if (other) { const k = `${entry.language} ${whereIsOther(got, entry, other, String(gotHcn))}`; diagnoses.set(k, (diagnoses.get(k) ?? 0) + 1); }
        exp += ` (${r.candidates.length} candidate(s), read number ${r.candidates.map((c: string) => c.replace(/\s+/g, '')).includes(String(gotHcn)) ? 'among them' : 'not among them'}; ${entry.bookings.length} booking(s) in the request)`;
      }
      const k = `${entry.language} ${exp}`;
      classes.set(k, (classes.get(k) ?? 0) + 1);
    }
    for (const p of o.problems) {
      const m = /no line, expected CONFIRMED/.test(p);
      if (m && got.kind === 'answer') for (const r of got.review) if (/the dates of the stay the reader could not check: «/.test(r.why)) { const k = featuresOf(/«([^»]*)»/.exec(r.why)![1], entry.bookings[0].booking.CheckIn, got.language); stayFeatures.set(k, (stayFeatures.get(k) ?? 0) + 1); }
      if (m && got.kind === 'answer') for (const r of got.review) if (/numbers? without a confirmation label/.test(r.why)) { const want = (entry.expected as any).lines?.find((l: any) => l.bookingId === r.bookingId); const k = bareShape(got, entry, r.candidates, want?.hcn); bareFeatures.set(k, (bareFeatures.get(k) ?? 0) + 1); }
      if (m && got.kind === 'answer') for (const r of got.review) { const k = `  why: ${r.why.replace(/"[^"]*"/g, '"…"').replace(/«[^»]*»/g, '«…»').slice(0, 90)}`; missClasses.set(k, (missClasses.get(k) ?? 0) + 1); }
      if (!m && !o.confirmedWrongly.length && !o.problems.some((x) => /no line, expected CONFIRMED/.test(x))) { const k = `${entry.language} expected ${(entry.expected as any).kind}: ${problemClass(p, got)}`; otherClasses.set(k, (otherClasses.get(k) ?? 0) + 1); }
      if (m) missClasses.set(`${entry.language} confirmable, ${got.kind === 'answer' ? (got.review.length ? 'sent to review' : (got as any).pending?.length ? 'read as pending' : 'no line, no review') : 'read as ' + got.kind}`, (missClasses.get(`${entry.language} confirmable, ${got.kind === 'answer' ? (got.review.length ? 'sent to review' : (got as any).pending?.length ? 'read as pending' : 'no line, no review') : 'read as ' + got.kind}`) ?? 0) + 1);
    }
  }
}
console.log('wrong confirmations, by what was expected:');
for (const [k, n] of [...classes].sort()) console.log(`  ${n}  ${k}`);
console.log('wrong confirmations, where the other candidate stands:');
for (const [k, n] of [...diagnoses].sort()) console.log(`  ${n}  ${k}`);
console.log('clear confirmations missed, by what the reader did:');
for (const [k, n] of [...missClasses].sort()) console.log(`  ${n}  ${k}`);
console.log('other replies not read right (no clear confirmation missed, none confirmed wrongly), by problem:');
for (const [k, n] of [...otherClasses].sort((a, b) => a[0].slice(3).localeCompare(b[0].slice(3)))) console.log(`  ${n}  ${k}`);
console.log('"a statement about the dates of the stay the reader could not check", by what the sentence holds:');
for (const [k, n] of [...stayFeatures].sort()) console.log(`  ${n}  ${k}`);
console.log('"number(s) without a confirmation label" on clear confirmations, by where and what they are:');
for (const [k, n] of [...bareFeatures].sort()) console.log(`  ${n}  ${k}`);

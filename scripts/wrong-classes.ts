// Classes of the wrong confirmations and missed clear confirmations of reply corpora, by what was expected and by the
// reader's review reason, without content: the lead measures held-out sets with it and feeds back only these counts.
// Run: node --import tsx scripts/wrong-classes.ts <corpus dir...>
import { join, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { loadCorpus, readEntry } from '../test/mail/corpus.js';
import { judgeByOutcome } from '../test/mail/outcome.js';
const classes = new Map<string, number>();
const missClasses = new Map<string, number>();
for (const d of process.argv.slice(2)) {
  const dir = resolve(d);
  for (const entry of loadCorpus(dir)) {
    const got = await readEntry(entry, dir);
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
        exp += ` (${r.candidates.length} candidate(s), read number ${r.candidates.map((c: string) => c.replace(/\s+/g, '')).includes(String(gotHcn)) ? 'among them' : 'not among them'}; ${entry.bookings.length} booking(s) in the request)`;
      }
      const k = `${entry.language} ${exp}`;
      classes.set(k, (classes.get(k) ?? 0) + 1);
    }
    for (const p of o.problems) {
      const m = /no line, expected CONFIRMED/.test(p);
      if (m && got.kind === 'answer') for (const r of got.review) { const k = `  why: ${r.why.replace(/"[^"]*"/g, '"…"').replace(/«[^»]*»/g, '«…»').slice(0, 90)}`; missClasses.set(k, (missClasses.get(k) ?? 0) + 1); }
      if (m) missClasses.set(`${entry.language} confirmable, ${got.kind === 'answer' ? (got.review.length ? 'sent to review' : (got as any).pending?.length ? 'read as pending' : 'no line, no review') : 'read as ' + got.kind}`, (missClasses.get(`${entry.language} confirmable, ${got.kind === 'answer' ? (got.review.length ? 'sent to review' : (got as any).pending?.length ? 'read as pending' : 'no line, no review') : 'read as ' + got.kind}`) ?? 0) + 1);
    }
  }
}
console.log('wrong confirmations, by what was expected:');
for (const [k, n] of [...classes].sort()) console.log(`  ${n}  ${k}`);
console.log('clear confirmations missed, by what the reader did:');
for (const [k, n] of [...missClasses].sort()) console.log(`  ${n}  ${k}`);

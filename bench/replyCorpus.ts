// Reads every hotel reply of a corpus directory (raw -> parse -> read) and prints how many were read correctly, how
// many went to review, how many were confirmed wrongly (the goal: none) and how many clear answers were missed.
// Run: node --import tsx bench/replyCorpus.ts [dir]   (dir: fixtures/hotel-replies unless given, e.g. fixtures/hotel-replies-blind)
// A manifest with "judgedBy": "outcome" is judged by the verdict each line gives (test/mail/outcome.ts), else field by field.
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { CORPUS_DIR, judge, loadCorpus, readEntry } from '../test/mail/corpus.js';
import { judgeByOutcome } from '../test/mail/outcome.js';

const dir = process.argv[2] ? resolve(process.argv[2]) : CORPUS_DIR;
const byOutcome = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')).judgedBy === 'outcome';
const corpus = loadCorpus(dir);
let correct = 0;
let review = 0;
let wrong = 0;
let confirmedWrongly = 0;
let missed = 0;
const failures: string[] = [];
for (const entry of corpus) {
  const got = await readEntry(entry, dir);
  const v = byOutcome ? judgeByOutcome(got, entry) : { ...judge(got, entry.expected), confirmedWrongly: [], missed: [] };
  if (v.correct) correct++;
  else failures.push(`  ${entry.file}: ${v.problems.join('; ')}`);
  if (v.review) review++;
  if (v.wrong.length) wrong++;
  if (v.confirmedWrongly.length) confirmedWrongly++;
  if (v.missed.length) missed++;
}
const pct = (n: number) => `${((100 * n) / corpus.length).toFixed(1)}%`;
const byLanguage = [...new Set(corpus.map((e) => e.language))].map((l) => `${l} ${corpus.filter((e) => e.language === l).length}`).join(', ');
console.log(`hotel replies:        ${corpus.length} (${byLanguage}) from ${relative(process.cwd(), dir) || '.'}`);
console.log(`read correctly:       ${correct} (${pct(correct)})`);
console.log(`sent to review:       ${review} (${pct(review)})`);
if (byOutcome) {
  console.log(`read wrongly:         ${wrong} (a line with another verdict than expected)`);
  console.log(`confirmed wrongly:    ${confirmedWrongly} (a wrong HCN, or confirmed where review, a discrepancy or no booking was due)`);
  console.log(`missed:               ${missed} (a clear answer, auto-reply or bounce not read as such)`);
} else console.log(`confirmed wrongly:    ${wrong}`);
if (failures.length) console.log(`not as expected:\n${failures.join('\n')}`);
process.exitCode = (byOutcome ? confirmedWrongly : wrong) ? 1 : 0;

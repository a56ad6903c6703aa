// Reads every hotel reply of fixtures/hotel-replies (raw -> parse -> read) and prints how many were read correctly,
// how many went to review and how many were confirmed wrongly (the goal: none). Run: node --import tsx bench/replyCorpus.ts
import { judge, loadCorpus, readEntry } from '../test/mail/corpus.js';

const corpus = loadCorpus();
let correct = 0;
let review = 0;
let wrong = 0;
const failures: string[] = [];
for (const entry of corpus) {
  const v = judge(await readEntry(entry), entry.expected);
  if (v.correct) correct++;
  else failures.push(`  ${entry.file}: ${v.problems.join('; ')}`);
  if (v.review) review++;
  if (v.wrong.length) wrong++;
}
const pct = (n: number) => `${((100 * n) / corpus.length).toFixed(1)}%`;
const byLanguage = [...new Set(corpus.map((e) => e.language))].map((l) => `${l} ${corpus.filter((e) => e.language === l).length}`).join(', ');
console.log(`hotel replies:        ${corpus.length} (${byLanguage})`);
console.log(`read correctly:       ${correct} (${pct(correct)})`);
console.log(`sent to review:       ${review} (${pct(review)})`);
console.log(`confirmed wrongly:    ${wrong}`);
if (failures.length) console.log(`not as expected:\n${failures.join('\n')}`);
process.exitCode = wrong ? 1 : 0;

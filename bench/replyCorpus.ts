// Reads every hotel reply of one or more corpus directories (raw -> parse -> read) and prints, per language and in
// total: how many were read correctly, how many confirmable replies were confirmed (recall), how many were confirmed
// wrongly (the goal: none), how many went to review, and the time per message.
// Run: node --import tsx bench/replyCorpus.ts [dir...]   (fixtures/hotel-replies unless given, e.g.
//      fixtures/hotel-replies-tuning fixtures/hotel-replies-blind fixtures/hotel-replies-heldout). --failures lists misses.
// A manifest with "judgedBy": "outcome" is judged by the verdict each line gives (test/mail/outcome.ts), else field by field.
// Exit code 1 when any reply was confirmed wrongly.
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CORPUS_DIR, judge, loadCorpus, readEntry } from '../test/mail/corpus.js';
import { judgeByOutcome } from '../test/mail/outcome.js';

const args = process.argv.slice(2);
const showFailures = args.includes('--failures');
const dirs = args.filter((a) => !a.startsWith('--')).map((d) => resolve(d));
if (!dirs.length) dirs.push(CORPUS_DIR);

interface Row { n: number; correct: number; confirmable: number; confirmed: number; wrongConfirmations: number; review: number; ms: number }
const empty = (): Row => ({ n: 0, correct: 0, confirmable: 0, confirmed: 0, wrongConfirmations: 0, review: 0, ms: 0 });
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');

function table(rows: Map<string, Row>): string {
  const head = ['lang', 'replies', 'correct', 'recall (confirmed/confirmable)', 'wrong confirmations', 'to review', 'ms/message'];
  const total = empty();
  const body = [...rows.entries()].map(([lang, r]) => {
    for (const k of Object.keys(total) as (keyof Row)[]) total[k] += r[k];
    return line(lang, r);
  });
  function line(lang: string, r: Row) {
    return [lang, String(r.n), `${r.correct} (${pct(r.correct, r.n)})`, `${r.confirmed}/${r.confirmable} (${pct(r.confirmed, r.confirmable)})`, String(r.wrongConfirmations), `${r.review} (${pct(r.review, r.n)})`, (r.ms / Math.max(1, r.n)).toFixed(2)];
  }
  const all = [head, ...body, line('all', total)];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  return all.map((r) => r.map((c, i) => c.padEnd(widths[i])).join('  ')).join('\n');
}

let anyWrong = false;
for (const dir of dirs) {
  const byOutcome = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')).judgedBy === 'outcome';
  const corpus = loadCorpus(dir);
  const rows = new Map<string, Row>();
  const failures: string[] = [];
  for (const entry of corpus) {
    const row = rows.get(entry.language) ?? empty();
    rows.set(entry.language, row);
    row.n++;
    const t0 = performance.now();
    let got;
    try {
      got = await readEntry(entry, dir);
    } catch (err) {
      row.ms += performance.now() - t0;
      failures.push(`  ${entry.file}: the reader threw: ${(err as Error).message}`);
      continue;
    }
    row.ms += performance.now() - t0;
    const o = judgeByOutcome(got, entry);
    const v = byOutcome ? o : { ...judge(got, entry.expected), confirmedWrongly: o.confirmedWrongly };
    row.confirmable += o.confirmable;
    row.confirmed += o.confirmed;
    if (v.correct) row.correct++;
    else failures.push(`  ${entry.file}: ${v.problems.join('; ')}`);
    if (v.review) row.review++;
    if (v.confirmedWrongly.length || (!byOutcome && v.wrong.length)) row.wrongConfirmations++;
  }
  const wrong = [...rows.values()].reduce((n, r) => n + r.wrongConfirmations, 0);
  anyWrong ||= wrong > 0;
  console.log(`\n${relative(process.cwd(), dir) || '.'} (${byOutcome ? 'judged by outcome' : 'judged field by field'})`);
  console.log(table(rows));
  if (failures.length && showFailures) console.log(`not as expected:\n${failures.join('\n')}`);
  else if (failures.length) console.log(`${failures.length} not as expected (--failures lists them)`);
}
process.exitCode = anyWrong ? 1 : 0;

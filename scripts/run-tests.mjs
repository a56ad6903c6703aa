#!/usr/bin/env node
// `node --test --test-concurrency=2 --test-timeout=420000 <files>`, but the files start in the order given: the CLI
// sorts them by path (Node 20 and 24 alike), node:test's run() does not. scripts/test-all-nodes.mjs runs every pass
// through this, with the slowest files first (scripts/test-order.mjs). Each file runs in a process of its own with
// this process's flags, as under the CLI: `--enable-source-maps` for the compiled files npm test runs (or `--import tsx`
// for the sources), and `--test-timeout`, which bounds each test there and, as
// the CLI does, each file here. The report is the CLI's default one (spec on a terminal or on Node >= 23, else TAP);
// the exit code is 1 when a test failed. The files of RUN_ALONE (scripts/test-order.mjs) run first, one at a time, with
// nothing beside them; then the others, `concurrency` at a time. At the end it prints the files whose tests took longest
// (the list scripts/test-order.mjs keeps is refreshed from it), and names every failed test again with its file and the
// first lines of its error, so the end of a long log says what failed (also appended, one JSON line each, to the file
// $RECONFIRM_TEST_FAILURES names: scripts/test-all-nodes.mjs repeats them under its summary).
//
//   node --enable-source-maps --test-timeout=420000 scripts/run-tests.mjs [--concurrency n] <compiled test files...>
//   node --import tsx --test-timeout=420000 scripts/run-tests.mjs [--concurrency n] <test files...>
import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { finished } from 'node:stream/promises';
import { run } from 'node:test';
import { spec, tap } from 'node:test/reporters';
import { RUN_ALONE } from './test-order.mjs';

let concurrency = 2;
const timeoutFlag = process.execArgv.find((a) => a.startsWith('--test-timeout='));
const timeout = timeoutFlag ? Number(timeoutFlag.slice('--test-timeout='.length)) : Infinity;
const files = [];
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === '--concurrency') concurrency = Number(argv[++i]);
  else files.push(resolve(argv[i]));
}
if (!files.length) throw new Error('run-tests.mjs: no test files given');

/** Per file, the summed durations of its top-level tests: its time, without its process's start and imports. */
const spans = new Map();
const seen = (data) => {
  if (data?.file && data.nesting === 0) spans.set(data.file, (spans.get(data.file) ?? 0) + (data.details?.duration_ms ?? 0) / 1000);
};

/** A failed test as one line's worth: its file, its name, the first lines of its error (a subtest's, not its suite's). */
const failures = [];
function failureOf(data) {
  const error = data.details?.error;
  const cause = error?.cause ?? error;
  const lines = String(cause?.message ?? cause ?? 'failed').split('\n').map((l) => l.trim()).filter(Boolean);
  const message = lines.slice(0, 3).join(' / ') || 'failed';
  const file = data.file ? data.file.slice(process.cwd().length + 1) : '(no file)';
  return { file, name: data.name, message: message.trim().slice(0, 300) };
}

const major = Number(process.versions.node.split('.')[0]);
// Named by their sources; npm test runs them compiled (scripts/compile-tests.mjs).
const alone = files.filter((f) => RUN_ALONE.some((a) => f.replace(/\.js$/, '.ts').endsWith(a)));
const others = files.filter((f) => !alone.includes(f));
for (const [group, lanes] of [[alone, 1], [others, concurrency]]) {
  if (!group.length) continue;
  const reporter = process.stdout.isTTY || major >= 23 ? new spec() : tap;
  const stream = run({ files: group, concurrency: lanes, timeout });
  stream.on('test:fail', (data) => {
    if (data.todo) return;
    process.exitCode = 1;
    failures.push(failureOf(data));
  });
  for (const event of ['test:pass', 'test:fail']) stream.on(event, seen);
  const report = stream.compose(reporter);
  report.pipe(process.stdout, { end: false });
  await finished(report);
}

const slowest = [...spans].map(([file, seconds]) => [file.slice(process.cwd().length + 1), seconds]).sort((a, b) => b[1] - a[1]);
const total = slowest.reduce((sum, [, s]) => sum + s, 0);
console.log(`# files by the time of their tests (sum ${total.toFixed(0)} s over ${slowest.length} files; the 20 longest):`);
for (const [file, seconds] of slowest.slice(0, 20)) console.log(`#   ${seconds.toFixed(1).padStart(6)} s  ${file}`);
// A suite fails with its failed subtests: name the leaves (a suite's own error only says a subtest failed).
const leaves = failures.filter((f) => !/^\d+ subtests? failed$/.test(f.message));
if (leaves.length) {
  console.log(`# failed (${leaves.length}):`);
  for (const f of leaves) console.log(`#   ${f.file} › ${f.name}: ${f.message}`);
  if (process.env.RECONFIRM_TEST_FAILURES) for (const f of leaves) appendFileSync(process.env.RECONFIRM_TEST_FAILURES, `${JSON.stringify(f)}\n`);
}

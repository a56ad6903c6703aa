// The benchmarks at tiny sizes, so they cannot rot: every script runs against the real binary and prints its figure.
// Speed itself is measured by `npm run bench`, never asserted here.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { assertFreshBuild, ROOT } from '../helpers.js';

const SECOND_PASS = process.env.RECONFIRM_TEST_NODE_PASS === 'second';

test('every benchmark runs at smoke size and prints its figure in the results table', { skip: SECOND_PASS && "run in the machine's Node pass (npm test's first): the bench is measured there" }, () => {
  assertFreshBuild(); // the bench scripts run bin/reconfirm.js
  // Bounded inside the file's own 420 s (scripts/test-all-nodes.mjs): about 55 s on a quiet machine, 100-110 s in a
  // clean-clone run on this one, 174 s (past the old bound of 170 s) in stop 13's with a reader check running beside it.
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts', '--smoke'], { cwd: ROOT, encoding: 'utf8', timeout: 400_000, env: { ...process.env, NO_COLOR: '1' } });
  assert.equal(r.status, 0, `bench/run.ts --smoke exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  assert.match(r.stdout, /\| figure +\| baseline +\| measured +\| ratio +\| target +\| result +\|/);
  for (const figure of ['addBookings throughput', 'single-booking add p99', 'pipeline drain', 'webhook delivery rate', 'import of a 200-row CSV', 'CLI cold start', 'serve resting RSS']) {
    const row = r.stdout.split('\n').find((line) => line.startsWith(`| ${figure}`));
    assert.ok(row, `no row for "${figure}" in:\n${r.stdout}`);
    assert.match(row, /\| (met|MISSED) +\|$/, `"${figure}" was not measured: ${row}`);
  }
  // PostgreSQL's figures: each has a target (the drains against this run's SQLite drain and one instance), informational
  // when its yardstick is not in the run; all are skipped where PostgreSQL is not installed.
  for (const figure of ['addBookings throughput on PostgreSQL', 'pipeline drain on PostgreSQL, 1 instance', 'pipeline drain on PostgreSQL, 2 instances']) {
    const row = r.stdout.split('\n').find((line) => line.startsWith(`| ${figure}`));
    assert.ok(row, `no row for "${figure}" in:\n${r.stdout}`);
    assert.match(row, /\| (info|met|MISSED|skipped) +\|$/, `"${figure}" was not measured: ${row}`);
  }
  assert.doesNotMatch(r.stdout, /FAILED/);
});

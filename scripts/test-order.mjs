// The order npm test hands the test files to `node --test --test-concurrency=3` (scripts/test-all-nodes.mjs): the
// slowest first, the rest after them in their usual order. The runner starts files in the order given, three at a time,
// so a long file started last ends its pass alone while the other lanes idle; started first, the short
// files fill in around it and the lanes finish close together.
//
// The list is the slowest files of a clean-clone `npm test` (seconds of the slowest pass each ran in, measured on
// 2026-11-26 on a loaded machine), slowest first. It only orders: a file missing from it, or a list gone stale,
// costs time, never a test. Refresh it from a run's per-file durations when the order is far off.
export const SLOWEST_FIRST = [
  'test/reliability/kills.test.ts', // 59.2
  'test/reliability/shutdown.test.ts', // 56.9
  'test/bench/smoke.test.ts', // 55.4
  'test/reliability/crash.test.ts', // 51.4
  'test/reliability/multi-instance-stop.test.ts', // 38.8
  'test/security/slow.test.ts', // 35.8
  'test/reliability/soak.test.ts', // 32.2
  'test/mail/imap.test.ts', // 30.3
  'test/webhooks/commands.test.ts', // 27.0
  'test/mail/serve-mail.test.ts', // 26.5
  'test/cli/replay.test.ts', // 23.8
  'test/mail/settled.test.ts', // 23.4
  'test/queue/runner.test.ts', // 22.8
  'test/cli/commands.test.ts', // 22.7
  'test/mail/inbox-operator.test.ts', // 21.1
  'test/reliability/multi-instance.test.ts', // 20.9
  'test/cli/database-guard.test.ts', // 20.1
  'test/reliability/interrupted-send.test.ts', // 18.5 (stop 13, one pass, loaded)
  'test/queue/heartbeat-pg.test.ts', // 19.8
  'test/store/backup.test.ts', // 18.9
  'test/ota/pull.test.ts', // 17.7
  'test/webhooks/operator-log.test.ts', // 16.3
  'test/store/pg-no-global-lock.test.ts', // 15.8
  'test/ota/push.test.ts', // 15.6
  'test/reliability/durability.test.ts', // 13.8
  'test/reliability/busy.test.ts', // 13.6
  'test/cli/keys-expiry.test.ts', // 13.4
  'test/security/auth.test.ts', // 12.7
  'test/webhooks/crash.test.ts', // 12.2
  'test/cli/mail-read.test.ts', // 12.1
];

/**
 * Files that run alone, before the others (scripts/run-tests.mjs): their promises hold against time (a lease of 10 s,
 * a takeover within 15 s, a hotel's answer recorded before a dead instance's lease lapses), and beside two other heavy
 * files on a loaded CI machine their three serves took 40 s to start and a hotel's answer came after the lease it had
 * to beat (a hotel asked twice: stop 12's clean-clone run).
 */
export const RUN_ALONE = ['test/reliability/multi-instance-stop.test.ts', 'test/reliability/multi-instance.test.ts'];

/** `files` with those of SLOWEST_FIRST first, in its order, then the others in the order given. */
export function slowestFirst(files) {
  const rank = new Map(SLOWEST_FIRST.map((f, i) => [f, i]));
  const known = files.filter((f) => rank.has(f)).sort((a, b) => rank.get(a) - rank.get(b));
  return [...known, ...files.filter((f) => !rank.has(f))];
}

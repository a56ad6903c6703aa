// Which test files run on both engines: npm test's PostgreSQL pass (scripts/test-all-nodes.mjs) runs each of them again
// on a private cluster, and test/store/both-engines.test.ts checks that every test of the service is one of them or
// says why it is not.

/** The helpers that run the service or its store (test/helpers.ts): in-process, or a database for the binary. */
export const SERVICE_HELPERS = /\b(startTestService|engineHarness|testDatabase)\(/;

/** A file that is SQLite by nature (its file, its WAL, its backup) says so on a line of its own, with the reason. */
export const SQLITE_ONLY = /^\/\/ engines: sqlite only \(.+\)/m;

/** The text of a test file runs the service through the helpers and is not SQLite by nature. */
export const runsOnBothEngines = (text) => SERVICE_HELPERS.test(text) && !SQLITE_ONLY.test(text);

/**
 * A test of PostgreSQL's own behaviour (its locks, leases and clusters), not of Node's, says so on a line of its own:
 * `// node pass: first only (the reason)`. npm test's second Node pass leaves it out (the first pass runs it), to keep
 * CI shorter (the target, well under 15 minutes, is not met: docs/development.md);
 * test/reliability/multi-instance-stop.test.ts and the bridge's tests prove PostgreSQL on the second Node.
 */
export const FIRST_PASS_ONLY = /^\/\/ node pass: first only \(.+\)/m;

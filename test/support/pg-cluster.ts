// For the test runner (scripts/test-all-nodes.mjs): `start` starts a private cluster and prints {url, dir} as JSON,
// leaving it running; `stop <dir>` stops and removes it. Tests given RECONFIRM_TEST_PG_URL run on it (test/helpers.ts).
import { startPostgres, stopPostgresAt } from './postgres.js';

const [command, dir] = process.argv.slice(2);
if (command === 'start') {
  const c = await startPostgres();
  process.stdout.write(JSON.stringify({ url: c.url, dir: c.dir }) + '\n');
} else if (command === 'stop' && dir) stopPostgresAt(dir);
else {
  process.stderr.write('usage: pg-cluster.ts start | stop <dir>\n');
  process.exitCode = 2;
}

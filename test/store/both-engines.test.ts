// Every test of the service runs on both engines unless it says why not: a test file that starts `serve`, runs the
// admin commands on a database or opens the service's store either goes through the helpers that npm test's
// PostgreSQL pass runs again (scripts/engines.mjs), starts a PostgreSQL cluster of its own, or carries the line
// `// engines: sqlite only (the reason)`. A new test that names a SQLite file of its own fails here until it does one.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runsOnBothEngines, SQLITE_ONLY } from '../../scripts/engines.mjs';
import { ROOT } from '../helpers.js';

/** What starts the service or reaches its database without the helpers. */
const TOUCHES_SERVICE = /spawnServe\(|createKey\(|addWebhook\(|openDatabase\(|startService\(|'--db'|runCli\(\['serve'/;
/** Its own cluster: the file is about PostgreSQL (several instances, copy-to-postgres, the schema) and runs it itself. */
const OWN_CLUSTER = /\bstartPostgres\(/;

function testFiles(): string[] {
  const files: string[] = [];
  for (const area of readdirSync(join(ROOT, 'test'), { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    for (const f of readdirSync(join(ROOT, 'test', area.name))) if (f.endsWith('.test.ts')) files.push(`test/${area.name}/${f}`);
  }
  return files.sort();
}

describe('every test of the service on both engines', () => {
  it('each test file that runs the service or its store runs in the PostgreSQL pass, runs its own cluster, or says why it is SQLite only', () => {
    const unaccounted = testFiles().filter((f) => {
      const text = readFileSync(join(ROOT, f), 'utf8');
      return TOUCHES_SERVICE.test(text) && !runsOnBothEngines(text) && !SQLITE_ONLY.test(text) && !OWN_CLUSTER.test(text);
    });
    assert.deepEqual(unaccounted, [], 'use testDatabase() (or startTestService/engineHarness), or add `// engines: sqlite only (the reason)`');
  });

  it('the PostgreSQL pass takes the in-process service, the binary on testDatabase(), and nothing marked SQLite only', () => {
    assert.ok(runsOnBothEngines('const s = await startTestService();'));
    assert.ok(runsOnBothEngines("const db = await testDatabase(tmp.dir);\nawait spawnServe(['--db', db]);"));
    assert.ok(!runsOnBothEngines("// engines: sqlite only (the backup copies the SQLite file)\nconst s = await startTestService();"));
    assert.ok(!runsOnBothEngines("await spawnServe(['--db', join(dir, 'x.db')]);"));
  });
});

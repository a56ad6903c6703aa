// The README's curl examples run as written against a real `reconfirm serve` (what `npm start` runs).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ConfigSchema } from '../../src/config.js';
import { bootstrapFrom, ROOT, spawnServe, tempDir, waitFor, type SpawnedServe } from '../helpers.js';

/** The fenced blocks of one language in one README section. */
function blocks(heading: string, lang: string): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf(`\n${heading}\n`);
  assert.ok(start >= 0, `README has a "${heading}" section`);
  const end = readme.indexOf('\n## ', start + heading.length + 2);
  const section = readme.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);
}

describe('README: the API with curl', () => {
  let serve: SpawnedServe;
  let env: NodeJS.ProcessEnv;
  const tmp = tempDir();
  before(async () => {
    serve = await spawnServe(['--db', join(tmp.dir, 'readme.db'), '--quiet'], {}, tmp.dir);
    const { accountId, apiKey } = await waitFor('the bootstrap key given', () => bootstrapFrom(serve.output()), 10_000);
    env = { ...process.env, RECONFIRM_BASE_URL: serve.url, RECONFIRM_ACCOUNT_ID: accountId, RECONFIRM_API_KEY: apiKey };
  });
  after(async () => {
    serve.child.kill('SIGTERM');
    await serve.exited;
    tmp.cleanup();
  });

  it('every curl example succeeds and answers without an error envelope', () => {
    const examples = blocks('## The API with curl', 'sh');
    assert.ok(examples.length >= 6, `found ${examples.length} examples`);
    for (const block of examples) {
      const out = execFileSync('bash', ['-euo', 'pipefail', '-c', block], { env, cwd: tmp.dir, encoding: 'utf8', timeout: 30_000 });
      assert.ok(out.trim().length > 0, `example printed something:\n${block}`);
      assert.ok(!out.includes('"status":"ERROR"'), `example answered an error:\n${block}\n${out}`);
    }
  });
});

describe('README: configuration', () => {
  it('the example config file is valid as written', () => {
    const [example] = blocks('## Configuration', 'json');
    const parsed = ConfigSchema.safeParse(JSON.parse(example));
    assert.ok(parsed.success, JSON.stringify(parsed.error?.issues));
    assert.equal(parsed.data.channels.byMasterProvider.HotelHub, 'http');
  });
});

// The curl examples of the README and of docs/api.md run as written against a real `reconfirm serve` (what `npm start`
// runs); the configuration example of docs/configuration.md is valid.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ConfigSchema } from '../../src/config.js';
import { bootstrapFrom, ROOT, spawnServe, tempDir, testDatabase, waitFor, type SpawnedServe } from '../helpers.js';

/** The fenced blocks of one language in one section (a heading, down to the next `## `) of a Markdown file. */
function blocks(file: string, heading: string, lang: string): string[] {
  const readme = '\n' + readFileSync(join(ROOT, file), 'utf8');
  const start = readme.indexOf(`\n${heading}\n`);
  assert.ok(start >= 0, `${file} has a "${heading}" section`);
  const end = readme.indexOf('\n## ', start + heading.length + 2);
  const section = readme.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);
}

describe('README and docs/api.md: the API with curl', () => {
  let serve: SpawnedServe;
  let env: NodeJS.ProcessEnv;
  const tmp = tempDir();
  before(async () => {
    serve = await spawnServe(['--db', await testDatabase(tmp.dir, 'readme.db'), '--quiet'], {}, tmp.dir);
    const { accountId, apiKey } = await waitFor('the bootstrap key given', () => bootstrapFrom(serve.output()), 10_000);
    env = { ...process.env, RECONFIRM_BASE_URL: serve.url, RECONFIRM_ACCOUNT_ID: accountId, RECONFIRM_API_KEY: apiKey };
  });
  after(async () => {
    serve.child.kill('SIGTERM');
    await serve.exited;
    tmp.cleanup();
  });

  it('every curl example succeeds and answers without an error envelope', () => {
    const brief = blocks('README.md', '## The API in brief', 'sh');
    assert.ok(brief.length >= 1, 'the README has its curl example');
    const examples = [...brief, ...blocks('docs/api.md', '# The API with curl', 'sh')];
    assert.ok(examples.length >= 7, `found ${examples.length} examples`);
    for (const block of examples) {
      const out = execFileSync('bash', ['-euo', 'pipefail', '-c', block], { env, cwd: tmp.dir, encoding: 'utf8', timeout: 30_000 });
      assert.ok(out.trim().length > 0, `example printed something:\n${block}`);
      assert.ok(!out.includes('"status":"ERROR"'), `example answered an error:\n${block}\n${out}`);
    }
  });
});

describe('docs/configuration.md', () => {
  it('the example config file is valid as written', () => {
    const [example] = blocks('docs/configuration.md', '# Configuration', 'json');
    const parsed = ConfigSchema.safeParse(JSON.parse(example));
    assert.ok(parsed.success, JSON.stringify(parsed.error?.issues));
    assert.equal(parsed.data.channels.byMasterProvider.HotelHub, 'http');
  });
});

describe('README: a front door', () => {
  it('stays short, links every chapter of docs/, and every local link resolves', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    assert.ok(readme.split('\n').length <= 350, `README.md has ${readme.split('\n').length} lines`);
    const local = [...readme.matchAll(/\]\(((?!https?:)[^)#]+)\)/g)].map((m) => m[1]);
    for (const target of local) assert.ok(existsSync(join(ROOT, target)), `README links ${target}, which is missing`);
    for (const doc of readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md'))) {
      assert.ok(local.includes(`docs/${doc}`), `README links docs/${doc}`);
    }
  });
});

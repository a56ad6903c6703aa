// Issue 24, operations: /metrics is the operator's only, and secrets are steered off the command line.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { request } from 'undici';
import { killIfRunning, runCli, spawnServe, startTestService, tempDir, TEST_ENGINE, type SpawnedServe, type TestService } from '../helpers.js';

const TOKEN = 'operations-test-metrics-token-42';

async function metrics(url: string, authorization?: string) {
  const r = await request(`${url}/metrics`, { headers: authorization ? { authorization } : {} });
  return { status: r.statusCode, headers: r.headers, text: await r.body.text() };
}

describe('GET /metrics is behind metrics.token', () => {
  let open: TestService;
  let guarded: TestService;
  before(async () => {
    open = await startTestService();
    guarded = await startTestService({ metrics: { token: TOKEN } });
  });
  after(async () => {
    await open?.stop();
    await guarded?.stop();
  });

  it('without a configured token nobody gets it, and the 401 says how to turn it on; /healthz still answers', async () => {
    const r = await metrics(open.url);
    assert.equal(r.status, 401);
    assert.equal(JSON.parse(r.text).error.code, 'UNAUTHORIZED');
    assert.match(JSON.parse(r.text).error.message, /RECONFIRM_METRICS_TOKEN .*Authorization: Bearer/);
    assert.doesNotMatch(r.text, /reconfirm_bookings/);
    assert.equal((await metrics(open.url, `Bearer ${TOKEN}`)).status, 401, 'no token configured: no token opens it');
    assert.equal((await request(`${open.url}/healthz`)).statusCode, 200);
  });

  it('with metrics.token only Authorization: Bearer <token> gets the counts', async () => {
    for (const auth of [undefined, 'Bearer wrong-token-of-some-length', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const r = await metrics(guarded.url, auth);
      assert.equal(r.status, 401, String(auth));
      assert.match(String(r.headers['www-authenticate']), /^Bearer/);
      assert.doesNotMatch(r.text, /reconfirm_bookings/);
    }
    const ok = await metrics(guarded.url, `Bearer ${TOKEN}`);
    assert.equal(ok.status, 200);
    assert.match(ok.text, /^# TYPE reconfirm_bookings gauge$/m);
  });
});

describe('secrets stay off the command line', () => {
  let serve: SpawnedServe | undefined;
  const dir = tempDir();
  after(() => {
    killIfRunning(serve?.child);
    dir.cleanup();
  });

  const flagsOnly = TEST_ENGINE === 'pg' && "serve's flags, on its default SQLite file: runs the same on SQLite";
  it('serve --help steers passwords and tokens to the environment or the config file, and names the metrics token', { skip: flagsOnly }, async () => {
    const help = await runCli(['serve', '--help']);
    assert.equal(help.code, 0);
    assert.doesNotMatch(help.stdout, /--(smtp|imap)-url <url> [^\n]*user:pass@/, 'no example puts a password in a flag');
    for (const v of ['RECONFIRM_SMTP_URL', 'RECONFIRM_IMAP_URL', 'RECONFIRM_DATABASE_URL', 'RECONFIRM_METRICS_TOKEN']) assert.match(help.stdout, new RegExp(v));
    assert.match(help.stdout, /process list/);
    assert.match(help.stdout, /GET \/metrics answers only Authorization: Bearer/);
    const top = await runCli(['--help']);
    assert.match(top.stdout.replace(/\s+/g, ' '), /--database-url <url> .*with a password, set RECONFIRM_DATABASE_URL/);
  });

  it('serve warns in one stderr line when a URL flag carries a password, naming where it belongs; not for one without', { skip: flagsOnly }, async () => {
    serve = await spawnServe(['--smtp-url', 'smtp://agent:s3cret@127.0.0.1:2525'], {}, dir.dir);
    const warnings = serve.output().split('\n').filter((l) => l.includes('warning'));
    assert.deepEqual(warnings, [
      'reconfirm: warning: --smtp-url on the command line carries a password that any user of this machine can read in the process list; set RECONFIRM_SMTP_URL (or smtpUrl in the config file) instead',
    ]);
    assert.doesNotMatch(serve.output(), /s3cret/, 'the warning does not repeat the password');
    serve.child.kill('SIGTERM');
    await serve.exited;
    // The same URL without its password, and the password-bearing one in the environment: no warning.
    serve = await spawnServe(['--smtp-url', 'smtp://127.0.0.1:2525'], {}, dir.dir);
    assert.doesNotMatch(serve.output(), /warning/);
    serve.child.kill('SIGTERM');
    await serve.exited;
    serve = await spawnServe([], { RECONFIRM_SMTP_URL: 'smtp://agent:s3cret@127.0.0.1:2525' }, dir.dir);
    assert.doesNotMatch(serve.output(), /warning/);
  });
});

// channels.concurrency (hotel contacts in flight at once) was scheduler.concurrency: the old name still works, with one warning.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { loadConfig } from '../../src/config.js';
import { runCli, tempDir, testDatabase } from '../helpers.js';

describe('the renamed key scheduler.concurrency', () => {
  const tmp = tempDir('reconfirm-config-');
  after(() => tmp.cleanup());
  const configFile = (name: string, content: unknown) => {
    const path = join(tmp.dir, name);
    writeFileSync(path, JSON.stringify(content));
    return path;
  };

  it('sets channels.concurrency, warns once per process naming the file and both keys, and leaves the scheduler its cron', () => {
    const path = configFile('old.json', { scheduler: { cron: '*/5 * * * * *', concurrency: 7 } });
    const warnings: string[] = [];
    for (let i = 0; i < 3; i++) {
      const config = loadConfig({ configPath: path, env: {}, warn: (m) => warnings.push(m) });
      assert.equal(config.channels.concurrency, 7);
      assert.deepEqual(config.scheduler, { cron: '*/5 * * * * *', leaseSeconds: 12 });
    }
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], new RegExp(`^scheduler\\.concurrency \\(in ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\) is now channels\\.concurrency \\(hotel contacts in flight at once\\)`));
  });

  it('channels.concurrency wins when both are set; without either the default is 4', () => {
    const both = loadConfig({ configPath: configFile('both.json', { scheduler: { concurrency: 7 }, channels: { concurrency: 3 } }), env: {}, warn: () => {} });
    assert.equal(both.channels.concurrency, 3);
    const warnings: string[] = [];
    assert.equal(loadConfig({ configPath: configFile('none.json', {}), env: {}, warn: (m) => warnings.push(m) }).channels.concurrency, 4);
    assert.deepEqual(warnings, []);
  });

  it('an invalid value under the old name is refused under the new one', () => {
    assert.throws(() => loadConfig({ configPath: configFile('bad.json', { scheduler: { concurrency: 0 } }), env: {}, warn: () => {} }), /channels\.concurrency/);
  });

  it('the binary prints the warning once on stderr and goes on', async () => {
    const path = configFile('cli.json', { scheduler: { concurrency: 6 } });
    const r = await runCli(['keys', 'create', '--config', path, '--db', await testDatabase(tmp.dir, 'cli.db')]);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stderr.match(/warning: scheduler\.concurrency .* is now channels\.concurrency/g)?.length, 1, r.stderr);
  });
});

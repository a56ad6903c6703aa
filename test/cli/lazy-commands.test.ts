// Commands load when they run: `reconfirm --version` and `--help` load no command module, and every help still reads
// as the fully loaded program's (the list from the build's summary, a command's own help from its module).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, describe, it } from 'node:test';
import type { Command } from 'commander';
import { buildProgram } from '../../src/cli.js';
import { reconfirmBin, ROOT, runCli, tempDir } from '../helpers.js';

/** A command's whole help (with the text added after it) as a pipe gets it: 80 columns, no colour. */
function helpOf(cmd: Command): string {
  let text = '';
  cmd.configureOutput({ writeOut: (s) => (text += s), getOutHelpWidth: () => 80, getOutHasColors: () => false });
  cmd.outputHelp();
  return text;
}

/** Every command path of a program: [], ['serve'], ..., ['keys', 'create'], ... */
function paths(cmd: Command, prefix: string[] = []): { path: string[]; cmd: Command }[] {
  return [{ path: prefix, cmd }, ...cmd.commands.flatMap((sub) => paths(sub, [...prefix, sub.name()]))];
}

describe('commands load only when they run', () => {
  const tmp = tempDir('reconfirm-lazy-');
  after(() => tmp.cleanup());

  it('reconfirm --help and every command --help print what the fully loaded program prints', async () => {
    const full = await buildProgram();
    const all = paths(full);
    assert.ok(all.length > 30, `every command and subcommand (${all.length})`);
    for (const { path, cmd } of all) {
      const r = await runCli([...path, '--help']);
      assert.equal(r.code, 0, `${path.join(' ')}: ${r.stderr}`);
      assert.equal(r.stdout, helpOf(cmd), `reconfirm ${path.join(' ')} --help`);
    }
  });

  it('global options before the command and `help <command>` still show that command', async () => {
    const full = await buildProgram();
    const help = (name: string) => helpOf(full.commands.find((c) => c.name() === name)!);
    const cases: [string[], string][] = [
      [['--config', join(tmp.dir, 'none.json'), 'status', '--help'], 'status'],
      [['--verbose', 'help', 'push'], 'push'],
      [['help', '--verbose', 'cancel'], 'cancel'],
      [['--database-url=postgres://db.example/reconfirm', 'bookings', '--help'], 'bookings'],
    ];
    for (const [args, name] of cases) {
      const r = await runCli(args);
      assert.equal(r.code, 0, `${args.join(' ')}: ${r.stderr}`);
      assert.equal(r.stdout, help(name), `reconfirm ${args.join(' ')}`);
    }
    const unknown = await runCli(['statu']);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /unknown command 'statu'\n\(Did you mean status\?\)/);
  });

  it('--version and --help load no command module, config schema or table library; a command loads its own module only', () => {
    // A module hook records every ES module the binary loads (a file per run).
    const log = join(tmp.dir, 'loaded.txt');
    const hooks = join(tmp.dir, 'hooks.mjs');
    writeFileSync(hooks, `import { appendFileSync } from 'node:fs';\nexport async function load(url, context, next) { appendFileSync(process.env.LOADED_LOG, url + '\\n'); return next(url, context); }\n`);
    writeFileSync(join(tmp.dir, 'register.mjs'), `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
    const loaded = (args: string[]) => {
      writeFileSync(log, '');
      const r = spawnSync(process.execPath, ['--import', join(tmp.dir, 'register.mjs'), reconfirmBin(), ...args], { cwd: ROOT, env: { ...process.env, LOADED_LOG: log, NO_COLOR: '1' }, encoding: 'utf8' });
      assert.equal(r.status, 0, r.stderr);
      return readFileSync(log, 'utf8').trim().split('\n').map((u) => u.replace(pathToFileURL(ROOT).href + '/', ''));
    };
    for (const args of [['--version'], ['--help']]) {
      const urls = loaded(args);
      assert.ok(urls.includes('dist/cli.js'), urls.join('\n'));
      const heavy = urls.filter((u) => (/^dist\/commands\//.test(u) && !/^dist\/commands\/(index|lazy)\.js$/.test(u)) || u === 'dist/config.js' || /node_modules\/(zod|cli-table3)\//.test(u));
      assert.deepEqual(heavy, [], `reconfirm ${args.join(' ')} loads only the command list`);
    }
    const status = loaded(['status', '--help']);
    assert.ok(status.includes('dist/commands/client/status.js'));
    assert.ok(!status.includes('dist/commands/client/push.js') && !status.includes('dist/commands/admin/serve.js'), status.join('\n'));
  });

  it('a command the argument scan does not name still runs, on the fully loaded program', async () => {
    reconfirmBin(); // dist/ is fresh
    // The program registered for `--version` has every command as a stub; parsing `status --help` with it reaches one.
    const { buildProgram: builtProgram } = (await import(pathToFileURL(join(ROOT, 'dist', 'cli.js')).href)) as typeof import('../../src/cli.js');
    const lazy = await builtProgram(['node', 'reconfirm', '--version']);
    let printed = '';
    const write = process.stdout.write;
    process.stdout.write = ((chunk: string) => ((printed += chunk), true)) as typeof process.stdout.write;
    try {
      await assert.rejects(lazy.parseAsync(['node', 'reconfirm', 'status', '--help']), { code: 'commander.helpDisplayed' });
    } finally {
      process.stdout.write = write;
    }
    assert.match(printed, /^Usage: reconfirm status \[options\] <traceId>\n/);
    assert.match(printed, /--ledger <file>/);
  });
});

// Every option's help states its default once (issue 28: `listen --help` printed "(default 8787; ...) (default: 8787)").
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Command } from 'commander';
import { buildProgram } from '../../src/cli.js';

const all = (cmd: Command): Command[] => [cmd, ...cmd.commands.flatMap(all)];

describe('option help', () => {
  it('no option of any command says its default twice', async () => {
    const program = await buildProgram();
    const twice: string[] = [];
    for (const cmd of all(program)) {
      for (const opt of cmd.options) {
        // commander appends "(default: X)" for a default value; the description must not say it as well.
        if (opt.defaultValue !== undefined && /\(default\b/i.test(opt.description)) twice.push(`${cmd.name()} ${opt.flags}: ${opt.description} (default: ${JSON.stringify(opt.defaultValue)})`);
      }
    }
    assert.deepEqual(twice, []);
  });
});

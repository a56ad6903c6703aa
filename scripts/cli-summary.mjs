#!/usr/bin/env node
// Part of `npm run build`: writes dist/commands/summary.json, each command's line of `reconfirm --help` taken from
// the compiled command modules, so that --help and --version list the commands without loading their modules
// (src/commands/lazy.ts). Without the file (or with one naming other commands) the CLI loads every command module.
import { writeFileSync } from 'node:fs';

const { buildProgram } = await import('../dist/cli.js');
const { commandSummaries, SUMMARY_FILE } = await import('../dist/commands/lazy.js');
writeFileSync(SUMMARY_FILE, JSON.stringify(commandSummaries(await buildProgram()), null, 2) + '\n');

// Figure: CLI cold start, `reconfirm --version`, against `node -e 0`; medians of alternating runs. Target 2x (issue 16):
// the start loads commander and the command list only (src/commands/lazy.ts), no command module, zod or table library.
import { spawnSync } from 'node:child_process';
import { BIN, printFigures, SMOKE, type Figure } from './lib.js';

function timeRun(args: string[]): number {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { stdio: 'ignore' });
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited ${r.status}`);
  return Number(process.hrtime.bigint() - t) / 1e6;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export function cliStart(): Figure {
  const runs = SMOKE ? 3 : 25;
  const base: number[] = [];
  const ours: number[] = [];
  timeRun(['-e', '0']);
  timeRun([BIN, '--version']);
  for (let i = 0; i < runs; i++) {
    base.push(timeRun(['-e', '0']));
    ours.push(timeRun([BIN, '--version']));
  }
  const ratio = median(ours) / median(base);
  return {
    figure: 'CLI cold start (reconfirm --version)',
    baseline: `${median(base).toFixed(1)} ms (node -e 0)`,
    measured: `${median(ours).toFixed(1)} ms`,
    ratio,
    target: '<= 2.00',
    pass: ratio <= 2,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) printFigures([cliStart()]);

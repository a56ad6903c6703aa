// `npm run bench`: every figure in sequence, one table. `--smoke` runs them all with tiny sizes; `--only <word>` picks figures;
// `--repeat <n>` (or BENCH_REPEAT=n) runs the whole sequence n times and prints each figure's runs and their spread.
import { addLatency } from './add-latency.js';
import { addThroughput } from './add-throughput.js';
import { cliStart } from './cli-start.js';
import { importCsv } from './import-csv.js';
import { printFigures, printSpread, SMOKE, type Figure } from './lib.js';
import { pipelineDrain } from './pipeline-drain.js';
import { pgDrainOne, pgDrainTwo, pgThroughput } from './postgres.js';
import { replyReading } from './reply-reading.js';
import { serveMemory } from './serve-memory.js';
import { webhookRate } from './webhook-rate.js';

const FIGURES: [string, () => Figure | Promise<Figure>][] = [
  ['throughput', addThroughput],
  ['latency', addLatency],
  ['drain', pipelineDrain],
  ['webhooks', webhookRate],
  ['import', importCsv],
  ['cli', cliStart],
  ['memory', serveMemory],
  ['replies', replyReading],
  ['pg-throughput', pgThroughput],
  ['pg-drain', pgDrainOne],
  ['pg-drain2', pgDrainTwo],
];

const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const only = flag('--only')?.split(',');
const repeat = Number(flag('--repeat') ?? process.env.BENCH_REPEAT ?? 1);
if (!Number.isInteger(repeat) || repeat < 1) throw new Error(`--repeat must be a whole number of runs, 1 or more; got ${flag('--repeat') ?? process.env.BENCH_REPEAT}`);

/** Every run of each figure, by its name in FIGURES. */
const runs = new Map<string, Figure[]>();
for (let r = 1; r <= repeat; r++) {
  const figures: Figure[] = [];
  for (const [name, run] of FIGURES) {
    if (only && !only.includes(name)) continue;
    const t = performance.now();
    let figure: Figure;
    try {
      figure = await run();
    } catch (err) {
      figure = { figure: name, baseline: '-', measured: 'FAILED', ratio: NaN, target: '-', pass: false, note: (err as Error).message };
    }
    figures.push(figure);
    runs.set(name, [...(runs.get(name) ?? []), figure]);
    if (!SMOKE) console.error(`${name}: done in ${((performance.now() - t) / 1000).toFixed(0)} s${repeat > 1 ? ` (run ${r} of ${repeat})` : ''}`);
  }
  if (repeat > 1) console.log(`\nRun ${r} of ${repeat}:`);
  printFigures(figures);
}

const all = [...runs.values()];
if (repeat > 1) {
  console.log(`\nSpread over ${repeat} runs:`);
  printSpread(all);
}
// A figure meets its target when it met it in more than half of the runs (2 of 3; 1 of 1). Informational and
// skipped figures have no target.
const targets = all.filter((f) => !f[0].result);
const held = (f: Figure[]) => f.filter((x) => x.pass).length * 2 > f.length;
const missed = targets.filter((f) => !held(f)).length;
const info = all.filter((f) => f[0].result === 'info').length;
const skipped = all.filter((f) => f[0].result === 'skipped').length;
const besides = [info && `${info} informational`, skipped && `${skipped} skipped`].filter(Boolean).join(', ');
console.log(
  `${targets.length - missed} of ${targets.length} targets met${repeat > 1 ? ' in more than half of the runs' : ''}${besides ? `; besides, ${besides}` : ''}${SMOKE ? ' (smoke sizes: the figures mean nothing)' : ''}`,
);
// A figure that could not be measured at all fails the run (smoke included); a missed target fails a full run only.
if (all.some((f) => f.some((x) => x.measured === 'FAILED')) || (!SMOKE && missed)) process.exitCode = 1;

// `npm run bench`: every figure in sequence, one table. `--smoke` runs them all with tiny sizes; `--only <word>` picks figures.
import { addLatency } from './add-latency.js';
import { addThroughput } from './add-throughput.js';
import { cliStart } from './cli-start.js';
import { importCsv } from './import-csv.js';
import { printFigures, SMOKE, type Figure } from './lib.js';
import { pipelineDrain } from './pipeline-drain.js';
import { pgDrainOne, pgDrainTwo, pgThroughput } from './postgres.js';
import { webhookRate } from './webhook-rate.js';

const FIGURES: [string, () => Figure | Promise<Figure>][] = [
  ['throughput', addThroughput],
  ['latency', addLatency],
  ['drain', pipelineDrain],
  ['webhooks', webhookRate],
  ['import', importCsv],
  ['cli', cliStart],
  ['pg-throughput', pgThroughput],
  ['pg-drain', pgDrainOne],
  ['pg-drain2', pgDrainTwo],
];

const at = process.argv.indexOf('--only');
const only = at >= 0 ? process.argv[at + 1]?.split(',') : undefined;
const figures: Figure[] = [];
for (const [name, run] of FIGURES) {
  if (only && !only.includes(name)) continue;
  const t = performance.now();
  try {
    figures.push(await run());
  } catch (err) {
    figures.push({ figure: name, baseline: '-', measured: 'FAILED', ratio: NaN, target: '-', pass: false, note: (err as Error).message });
  }
  if (!SMOKE) console.error(`${name}: done in ${((performance.now() - t) / 1000).toFixed(0)} s`);
}
printFigures(figures);
const missed = figures.filter((f) => !f.pass).length;
const targets = figures.filter((f) => !f.result).length;
const info = figures.filter((f) => f.result === 'info').length;
const skipped = figures.filter((f) => f.result === 'skipped').length;
const besides = [info && `${info} informational`, skipped && `${skipped} skipped`].filter(Boolean).join(', ');
console.log(`${targets - missed} of ${targets} targets met${besides ? `; besides, ${besides}` : ''}${SMOKE ? ' (smoke sizes: the figures mean nothing)' : ''}`);
// A figure that could not be measured at all fails the run (smoke included); a missed target fails a full run only.
if (figures.some((f) => f.measured === 'FAILED') || (!SMOKE && missed)) process.exitCode = 1;

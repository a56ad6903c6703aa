// `npm run bench`: every figure in sequence, one table. `--smoke` runs them all with tiny sizes; `--only <word>` picks figures.
import { addLatency } from './add-latency.js';
import { addThroughput } from './add-throughput.js';
import { cliStart } from './cli-start.js';
import { importCsv } from './import-csv.js';
import { printFigures, SMOKE, type Figure } from './lib.js';
import { pipelineDrain } from './pipeline-drain.js';
import { webhookRate } from './webhook-rate.js';

const FIGURES: [string, () => Figure | Promise<Figure>][] = [
  ['throughput', addThroughput],
  ['latency', addLatency],
  ['drain', pipelineDrain],
  ['webhooks', webhookRate],
  ['import', importCsv],
  ['cli', cliStart],
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
console.log(`${figures.length - missed} of ${figures.length} targets met${SMOKE ? ' (smoke sizes: the figures mean nothing)' : ''}`);
// A figure that could not be measured at all fails the run (smoke included); a missed target fails a full run only.
if (figures.some((f) => f.measured === 'FAILED') || (!SMOKE && missed)) process.exitCode = 1;

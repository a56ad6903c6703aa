// Figure: resting memory of a fresh `serve`: its resident set (VmRSS) 10 s after it listens, read as the drain figure
// reads its peak (/proc/<pid>/status), against the floor of three idle Node threads (what serve's main, service and
// queue threads cost with nothing loaded, measured the same way).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { printFigures, SMOKE, type Figure } from './lib.js';
import { startReconfirm } from './service.js';

/** The promise to people who run serve on a small virtual machine (issue 16). */
const LIMIT_MB = 120;
const restS = () => (SMOKE ? 1 : 10);

/** A figure of /proc/<pid>/status (VmRSS, VmHWM), in MB. */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));

/** The floor: a Node process whose main thread starts two worker threads that load nothing, at rest as long. */
async function threeIdleThreads(): Promise<number> {
  const code = `const { Worker } = require('node:worker_threads');
for (let i = 0; i < 2; i++) new Worker('setTimeout(() => {}, 600000)', { eval: true });
setTimeout(() => console.log('ready'), 200); setTimeout(() => {}, 600000);`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.once('data', () => resolve());
      child.once('exit', (c) => reject(new Error(`the three-thread floor exited with code ${c}`)));
    });
    await sleep(restS());
    return statusMb(child.pid!, 'VmRSS');
  } finally {
    child.kill('SIGKILL');
  }
}

export async function serveMemory(): Promise<Figure> {
  const floor = await threeIdleThreads();
  // A plain serve (the simulator channel, no options), on a database that has its account.
  const svc = await startReconfirm([]);
  let rss: number;
  let startPeak: number;
  try {
    await sleep(restS());
    rss = statusMb(svc.child.pid!, 'VmRSS');
    startPeak = statusMb(svc.child.pid!, 'VmHWM');
  } finally {
    await svc.stop();
  }
  return {
    figure: 'serve resting RSS',
    baseline: `${Math.round(floor)} MB (3 idle threads)`,
    measured: `${Math.round(rss)} MB`,
    ratio: rss / floor,
    target: `< ${LIMIT_MB} MB`,
    pass: rss < LIMIT_MB,
    note: `a fresh serve ${restS()} s after it listens, Node ${process.version}; its peak while starting ${Math.round(startPeak)} MB`,
    values: { 'resting RSS MB': rss, 'start peak MB': startPeak, 'floor MB': floor },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) printFigures([await serveMemory()]);

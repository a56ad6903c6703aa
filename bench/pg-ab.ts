// The addBookings load of the pg-throughput figure (100 bookings per call, 8 connections) on several builds of
// `serve` (each a worktree, built), alternated, with the CPU each spent per booking during the load: the serve
// process's (all its threads, from /proc) and the PostgreSQL server's (postmaster and backends). A figure read under a
// loaded machine moves with the load; CPU per booking moves far less. `floor` among the builds runs bench/baseline-pg.mjs.
// A build may carry node flags of its own after an @ (`/work/wt/x@--max-semi-space-size=8`). --together runs all the
// builds at once, each under its own load, so that whatever else loads the machine weighs on them alike; --warmup <s>
// loads each that long before its measured seconds.
//   node --import tsx bench/pg-ab.ts [--rounds 3] [--seconds 10] [--warmup 3] [--together] <worktree[@flags]|floor> ...
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { startPostgres } from '../test/support/postgres.js';
import { benchBookings, load, startListening } from './lib.js';

const argv = process.argv.slice(2);
const opt = (name: string, dflt: number) => {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return dflt;
  const v = Number(argv[i + 1]);
  argv.splice(i, 2);
  return v;
};
const rounds = opt('rounds', 3);
const seconds = opt('seconds', 10);
const warmup = opt('warmup', 0);
const builds = argv;

const TICK_S = 1 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
const statOf = (path: string) => {
  try {
    return readFileSync(path, 'utf8').split(') ')[1].split(' ');
  } catch {
    return undefined;
  }
};
const cpuOf = (pid: number) => {
  const f = statOf(`/proc/${pid}/stat`);
  return f ? (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * TICK_S : 0;
};
/** Each thread's CPU seconds, by thread id. */
const threadsOf = (pid: number) => {
  const out: Record<string, number> = {};
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const f = statOf(`/proc/${pid}/task/${tid}/stat`);
      const comm = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      if (f) out[`${comm === 'node' ? '' : comm}#${tid}`] = (Number(f[11]) + Number(f[12])) * TICK_S;
    }
  } catch {}
  return out;
};
const parentOf = (pid: string) => Number(statOf(`/proc/${pid}/stat`)?.[1] ?? -1);

const cluster = await startPostgres({ durable: true });
process.once('exit', () => cluster.stop());
const postmaster = Number(readFileSync(join(cluster.dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
const serverCpu = () => cpuOf(postmaster) + readdirSync('/proc').filter((p) => /^\d+$/.test(p) && parentOf(p) === postmaster).reduce((s, p) => s + cpuOf(Number(p)), 0);

const perCall = 100;
const bodies = Array.from({ length: 300 }, (_, k) => JSON.stringify(benchBookings(perCall, 1000 + k, `T${k}`)));
let dbs = 0;

async function start(build: string) {
  const url = cluster.createDatabase(`ab_${++dbs}`);
  const applied = async () => {
    const c = new pg.Client(url);
    await c.connect();
    try {
      return Number((await c.query(build === 'floor' ? 'SELECT 0 AS n' : "SELECT coalesce(sum(bookings_count), 0) AS n FROM submissions WHERE state = 'APPLIED'")).rows[0].n);
    } finally {
      await c.end();
    }
  };
  if (build === 'floor') {
    const s = await startListening(process.execPath, [join(build === 'floor' ? process.cwd() : build, 'bench', 'baseline-pg.mjs'), url]);
    return { ...s, applied, headers: {} as Record<string, string> };
  }
  const [dir, own = ''] = build.split('@');
  const bin = join(dir, 'bin', 'reconfirm.js');
  const key = JSON.parse(execFileSync(process.execPath, [bin, 'keys', 'create', '--database-url', url, '--json'], { encoding: 'utf8' }));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const prof = [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []), ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []), ...own.split(' ').filter(Boolean)];
  const s = await startListening(process.execPath, [...prof, bin, 'serve', '--port', String(port), '--public-url', `http://127.0.0.1:${port}`, '--database-url', url, '--quiet', '--channel', 'manual']);
  return { ...s, applied, headers: { 'x-account-id': key.accountId as string, 'x-api-key': key.apiKey as string } };
}

const together = argv.includes('--together') ? (argv.splice(argv.indexOf('--together'), 1), true) : false;

/** One build's measured load: started, warmed up, `seconds` of load measured, stopped. `ready` waits for the others. */
async function measure(build: string, r: number, ready: () => Promise<void> = async () => {}) {
  const s = await start(build);
  await new Promise((res) => setTimeout(res, 500));
  if (warmup) await load({ url: `${s.url}/addBookings`, connections: 8, durationS: warmup, headers: s.headers, bodies });
  await ready();
  const pid = s.child.pid!;
  const applied0 = await s.applied();
  const c0 = cpuOf(pid), t0 = threadsOf(pid), p0 = serverCpu(), w0 = Date.now();
  // BENCH_PERF=<dir>: `perf record` of the server process during the load (serve needs --perf-basic-prof in BENCH_NODE_FLAGS for JS names).
  const perf = process.env.BENCH_PERF ? spawn('perf', ['record', '-F', '999', '-g', '-p', String(pid), '-o', join(process.env.BENCH_PERF, `${r + 1}-${build.replace(/\W+/g, '_')}.data`), '--', 'sleep', String(seconds)], { stdio: 'ignore' }) : undefined;
  const res = await load({ url: `${s.url}/addBookings`, connections: 8, durationS: seconds, headers: s.headers, bodies });
  if (perf && perf.exitCode === null) await new Promise((r) => perf.once('exit', r));
  const c1 = cpuOf(pid), t1 = threadsOf(pid), p1 = serverCpu(), wall = (Date.now() - w0) / 1000;
  const applied = (await s.applied()) - applied0;
  await s.stop();
  if (res.non2xx || res.errors) console.error(`${build}: ${res.non2xx} non-2xx, ${res.errors} errors`);
  const bookings = res.requests * perCall;
  const us = (s: number, n = bookings) => ((s * 1e6) / Math.max(n, 1)).toFixed(1);
  const threads = new Map<string, number>();
  for (const [k, v] of Object.entries(t1)) threads.set(k.split('#')[0] || 'other', (threads.get(k.split('#')[0] || 'other') ?? 0) + v - (t0[k] ?? 0));
  // Named threads (BENCH_NODE_FLAGS=--import bench/name-threads.mjs): w1 the service thread (and its bridge's), w3 the
  // queue thread and its bridge's; the rest is V8's helpers (GC, compiling) and libuv's.
  const named = threads.has('w1') ? `; service ${us(threads.get('w1')!)} us per accepted, queue ${us(threads.get('w3') ?? 0, applied)} us per applied, helpers ${us(threads.get('other') ?? 0)} us per accepted` : '';
  return `round ${r + 1} ${build.padEnd(16)} ${Math.round(bookings / wall)} bookings/s (applied meanwhile ${Math.round(applied / wall)}/s)  cpu per accepted booking: server ${us(c1 - c0)} us, postgres ${us(p1 - p0)} us${together ? ' (all builds)' : ''}${named}`;
}

for (let r = 0; r < rounds; r++) {
  const order = r % 2 ? [...builds].reverse() : builds;
  if (together) {
    // All builds at once, each under its own load: whatever else loads the machine weighs on them alike.
    let waiting = order.length;
    let go!: () => void;
    const all = new Promise<void>((res) => (go = res));
    const ready = async () => {
      if (--waiting === 0) go();
      await all;
    };
    for (const line of await Promise.all(order.map((b) => measure(b, r, ready)))) console.log(line);
  } else for (const build of order) console.log(await measure(build, r));
}
cluster.stop();

// Figure: addBookings throughput, 100 bookings per call, 8 connections, against the bare baseline server.
import { benchBookings, load, printFigures, SMOKE, type Figure } from './lib.js';
import { startBaseline, startReconfirm } from './service.js';

/** A bare server answering POST /addBookings, the figure's floor. */
export type StartFloor = () => Promise<{ url: string; stop(): Promise<void> }>;

export interface Throughput {
  perCall: number;
  /** The bare floor and the service, in bookings/s, measured one after the other. */
  baseline: number;
  measured: number;
}

/**
 * The load of this figure (8 connections, each call new bookings) on the bare floor and then on a service that
 * `start` brings up (the SQLite default here, against the SQLite floor). The PostgreSQL figure (bench/postgres.ts)
 * measures the two in turn instead: throughputAlternated below.
 */
export async function throughputAgainstFloor(start: () => ReturnType<typeof startReconfirm>, floor: StartFloor = startBaseline): Promise<Throughput> {
  const perCall = SMOKE ? 10 : 100;
  const bodies = Array.from({ length: SMOKE ? 5 : 300 }, (_, k) => JSON.stringify(benchBookings(perCall, 1000 + k, `T${k}`)));
  const durationS = SMOKE ? 1 : 10;

  const base = await floor();
  const b = await load({ url: `${base.url}/addBookings`, connections: 8, durationS, headers: {}, bodies });
  await base.stop();

  const svc = await start();
  const r = await load({ url: `${svc.url}/addBookings`, connections: 8, durationS, headers: svc.headers, bodies }).finally(() => svc.stop());

  if (r.non2xx || r.errors) throw new Error(`reconfirm answered ${r.non2xx} non-2xx and ${r.errors} errors during the throughput run`);
  return { perCall, baseline: b.rps * perCall, measured: r.rps * perCall };
}

export interface AlternatedThroughput extends Throughput {
  /** Each measured slice, in the order run: which server, its bookings/s. */
  slices: { server: 'floor' | 'serve'; bookingsPerS: number }[];
  warmupS: number;
}

/**
 * The same load (8 connections, `perCall` bookings per call) on the floor and on the service, both started once and
 * warmed up first (WARMUP_S of load each, not counted: a service runs for days, and the figure is its steady pace, not
 * its first seconds of compiling), then measured in slices taken in turn, floor-serve-serve-floor repeated (an ABBA
 * order: a machine whose load drifts during the run weighs on both alike), each server's figure its bookings over its
 * slices' time. The service is stopped (SIGSTOP) while the floor's slices run, so its queue's work of the calls it
 * accepted (the apply) runs only in its own slices, never in the floor's time; the floor has no work of its own between
 * calls. `SLICES` slices each, of `durationS / SLICES` seconds: the same 10 s each as the one-after-the-other run.
 */
export async function throughputAlternated(start: () => ReturnType<typeof startReconfirm>, floor: StartFloor, durationS = SMOKE ? 1 : 10): Promise<AlternatedThroughput> {
  const perCall = SMOKE ? 10 : 100;
  const bodies = Array.from({ length: SMOKE ? 5 : 300 }, (_, k) => JSON.stringify(benchBookings(perCall, 1000 + k, `T${k}`)));
  // Smoke: one slice each, no warm-up: as many loads as the one-after-the-other run (test/bench/smoke.test.ts is timed).
  const slicesEach = SMOKE ? 1 : SLICES;
  const sliceS = durationS / slicesEach;
  const warmupS = SMOKE ? 0 : WARMUP_S;
  const base = await floor();
  const svc = await start().catch(async (err) => {
    await base.stop();
    throw err;
  });
  const pid = svc.child.pid!;
  let stopped = false;
  const pause = (on: boolean) => {
    if (on !== stopped) process.kill(pid, on ? 'SIGSTOP' : 'SIGCONT');
    stopped = on;
  };
  const slices: AlternatedThroughput['slices'] = [];
  const done = { floor: { requests: 0, s: 0 }, serve: { requests: 0, s: 0 } };
  try {
    const run = async (server: 'floor' | 'serve', seconds: number, counted: boolean) => {
      pause(server === 'floor');
      const target = server === 'floor' ? { url: base.url, headers: {} } : svc;
      const t0 = performance.now();
      const r = await load({ url: `${target.url}/addBookings`, connections: 8, durationS: seconds, headers: target.headers, bodies });
      const s = (performance.now() - t0) / 1000;
      if (server === 'serve' && (r.non2xx || r.errors)) throw new Error(`reconfirm answered ${r.non2xx} non-2xx and ${r.errors} errors during the throughput run`);
      if (!counted) return;
      // Requests over the slice's own time (autocannon's average per second leaves out a last part second).
      done[server].requests += r.requests;
      done[server].s += s;
      slices.push({ server, bookingsPerS: (r.requests * perCall) / s });
    };
    if (warmupS) {
      await run('floor', warmupS, false);
      await run('serve', warmupS, false);
    }
    const order: ('floor' | 'serve')[] = [];
    for (let k = 0; order.length < 2 * slicesEach; k++) order.push(...((k % 2 ? ['serve', 'floor'] : ['floor', 'serve']) as ('floor' | 'serve')[]));
    for (const server of order) await run(server, sliceS, true);
  } finally {
    pause(false);
    await Promise.all([svc.stop(), base.stop()]);
  }
  const rate = (x: { requests: number; s: number }) => (x.requests * perCall) / x.s;
  return { perCall, baseline: rate(done.floor), measured: rate(done.serve), slices, warmupS };
}

/** Slices per server in throughputAlternated, and the warm-up before them (seconds of load each). */
const SLICES = 4;
const WARMUP_S = 3;

export async function addThroughput(): Promise<Figure> {
  const { perCall, baseline, measured } = await throughputAgainstFloor(() => startReconfirm());
  const ratio = measured / baseline;
  return {
    figure: `addBookings throughput (${perCall}/call, 8 conn)`,
    baseline: `${Math.round(baseline)} bookings/s`,
    measured: `${Math.round(measured)} bookings/s`,
    ratio,
    // Issue 16: at least 0.65 of the bare floor (it was 0.50).
    target: '>= 0.65',
    pass: ratio >= 0.65,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) printFigures([await addThroughput()]);

// Figure: single-booking add latency (p99) at 50 connections, against the bare baseline server.
import { benchBookings, load, printFigures, SMOKE, type Figure } from './lib.js';
import { startBaseline, startReconfirm } from './service.js';

export async function addLatency(): Promise<Figure> {
  const bodies = benchBookings(SMOKE ? 50 : 20_000, 7, 'L').map((b) => JSON.stringify([b]));
  const durationS = SMOKE ? 1 : 10;

  const base = await startBaseline();
  const b = await load({ url: `${base.url}/addBookings`, connections: 50, durationS, headers: {}, bodies });
  await base.stop();

  const svc = await startReconfirm();
  const r = await load({ url: `${svc.url}/addBookings`, connections: 50, durationS, headers: svc.headers, bodies });
  await svc.stop();

  if (r.non2xx || r.errors) throw new Error(`reconfirm answered ${r.non2xx} non-2xx and ${r.errors} errors during the latency run`);
  const ratio = r.p99 / Math.max(b.p99, 1);
  return {
    figure: 'single-booking add p99 (50 conn)',
    baseline: `p99 ${b.p99} ms (${Math.round(b.rps)} req/s)`,
    measured: `p99 ${r.p99} ms (${Math.round(r.rps)} req/s)`,
    ratio,
    target: '<= 3.00',
    pass: ratio <= 3,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) printFigures([await addLatency()]);

// Figure: addBookings throughput, 100 bookings per call, 8 connections, against the bare baseline server.
import { benchBookings, load, printFigures, SMOKE, type Figure } from './lib.js';
import { startBaseline, startReconfirm } from './service.js';

export async function addThroughput(): Promise<Figure> {
  const perCall = SMOKE ? 10 : 100;
  const bodies = Array.from({ length: SMOKE ? 5 : 300 }, (_, k) => JSON.stringify(benchBookings(perCall, 1000 + k, `T${k}`)));
  const durationS = SMOKE ? 1 : 10;

  const base = await startBaseline();
  const b = await load({ url: `${base.url}/addBookings`, connections: 8, durationS, headers: {}, bodies });
  await base.stop();

  const svc = await startReconfirm();
  const r = await load({ url: `${svc.url}/addBookings`, connections: 8, durationS, headers: svc.headers, bodies });
  await svc.stop();

  if (r.non2xx || r.errors) throw new Error(`reconfirm answered ${r.non2xx} non-2xx and ${r.errors} errors during the throughput run`);
  const baseline = b.rps * perCall;
  const measured = r.rps * perCall;
  const ratio = measured / baseline;
  return {
    figure: `addBookings throughput (${perCall}/call, 8 conn)`,
    baseline: `${Math.round(baseline)} bookings/s`,
    measured: `${Math.round(measured)} bookings/s`,
    ratio,
    target: '>= 0.50',
    pass: ratio >= 0.5,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) printFigures([await addThroughput()]);

// Figure: pipeline drain: 100,000 bookings pushed to a real `serve` whose simulated hotels answer at once, until every
// booking is CONFIRMED or ESCALATED and its webhook reached a local receiver; with the serve process's peak RSS.
import { readFileSync } from 'node:fs';
import { Database } from '../src/store/sqliteDriver.js';
import { Agent, request } from 'undici';
import { benchBookings, printFigures, SMOKE, type Figure } from './lib.js';
import { startReceiver } from './receiver.js';
import { addWebhook, startReconfirm } from './service.js';

const LIMIT_S = 120;
const RSS_LIMIT_MB = 400;

/**
 * What a production operator sets for a large replay: the simulator answering at once (the bench's hotels), and
 * hotel contacts not throttled to the default 4 at a time (channels.concurrency, the contact jobs in flight),
 * and 16 webhook deliveries in flight instead of 8 (webhooks.concurrency) for a receiver on a fast network.
 */
export const DRAIN_CONFIG = {
  simulator: { minDelayMs: 0, maxDelayMs: 0 },
  channels: { concurrency: 32 },
  webhooks: { concurrency: 16 },
};

/** 90% of hotels confirm, 5% state another check-in (DATA_DISCREPANCY), 5% know no such booking: one webhook each. */
function drainBookings(n: number) {
  return benchBookings(n, 31, 'D').map((b, i) => {
    const hint = i % 20 === 7 ? 'SIM-DISCREPANCY' : i % 20 === 13 ? 'SIM-NOBOOKING' : 'SIM-CONFIRM';
    return { ...b, Hotel: { ...(b.Hotel as object), MasterProviderHotelId: hint } };
  });
}

/** Peak resident memory of a process so far (VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

export async function pipelineDrain(): Promise<Figure> {
  // BENCH_DRAIN_N: a smaller run while profiling; the figure is the 100,000 one.
  const n = SMOKE ? 300 : Number(process.env.BENCH_DRAIN_N ?? 100_000);
  const perCall = 1000;
  const receiver = await startReceiver();
  const bookings = drainBookings(n);
  const bodies: string[] = [];
  for (let i = 0; i < n; i += perCall) bodies.push(JSON.stringify(bookings.slice(i, i + perCall)));

  const svc = await startReconfirm(['--channel', 'simulator'], DRAIN_CONFIG, (db) => void addWebhook(db, receiver.url));
  try {
    return await drain(svc, receiver, bodies, n);
  } finally {
    await svc.stop();
    await receiver.close();
  }
}

async function drain(svc: Awaited<ReturnType<typeof startReconfirm>>, receiver: Awaited<ReturnType<typeof startReceiver>>, bodies: string[], n: number): Promise<Figure> {
  const started = performance.now();
  const agent = new Agent({ connections: 4 });
  let next = 0;
  // Four clients pushing calls of 1000 bookings, as `reconfirm push` would.
  const push = async () => {
    for (let i = next++; i < bodies.length; i = next++) {
      const res = await request(`${svc.url}/addBookings`, { method: 'POST', dispatcher: agent, body: bodies[i], headers: { 'content-type': 'application/json', ...svc.headers }, headersTimeout: 60_000 });
      const text = await res.body.text();
      if (res.statusCode !== 200) throw new Error(`addBookings answered ${res.statusCode}: ${text.slice(0, 300)}`);
    }
  };
  await Promise.all([push(), push(), push(), push()]);
  await agent.close();
  const pushedS = (performance.now() - started) / 1000;

  const db = new Database(svc.db, { readonly: true });
  const countFinal = db.prepare(`SELECT count(*) AS n FROM bookings WHERE status IN ('CONFIRMED', 'ESCALATED')`);
  const countEvents = db.prepare('SELECT count(*) AS n FROM webhook_events');
  let finalS = NaN;
  let done = false;
  // Past twice the target the figure is missed anyway: stop there and report how far it got.
  const deadline = started + (SMOKE ? 60_000 : LIMIT_S * 2_000);
  let final = 0;
  let events = 0;
  while (performance.now() < deadline) {
    final = (countFinal.get() as { n: number }).n;
    if (final >= n && Number.isNaN(finalS)) finalS = (performance.now() - started) / 1000;
    events = (countEvents.get() as { n: number }).n;
    if (final >= n && receiver.counts().distinct >= events) {
      done = true;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const totalS = (performance.now() - started) / 1000;
  const rss = peakRssMb(svc.child.pid!);
  db.close();
  const delivered = receiver.counts().distinct;
  if (!done && SMOKE) throw new Error(`pipeline did not drain: ${final} of ${n} bookings final, ${delivered} of ${events} webhooks delivered after ${totalS.toFixed(0)} s`);
  const pass = done && totalS <= LIMIT_S && rss < RSS_LIMIT_MB;
  return {
    figure: `pipeline drain (${n.toLocaleString('en')} bookings)`,
    baseline: `none; <= ${LIMIT_S} s, < ${RSS_LIMIT_MB} MB`,
    measured: `${done ? '' : 'not drained after '}${totalS.toFixed(1)} s, peak RSS ${Math.round(rss)} MB`,
    ratio: totalS / LIMIT_S,
    target: `<= 1.00, RSS < ${RSS_LIMIT_MB} MB`,
    pass,
    note: `pushed in ${pushedS.toFixed(1)} s, ${final} of ${n} final${Number.isNaN(finalS) ? '' : ` (all at ${finalS.toFixed(1)} s)`}, ${delivered} of ${events} webhooks delivered (${receiver.counts().requests} requests)`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) printFigures([await pipelineDrain()]);

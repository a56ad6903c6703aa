// The bounded soak: a steady rate of small adds and reads against the real `serve` for N minutes, sampling RSS and p99 latency;
// fails on any error or 5xx, when the rate is not held (under 90% of the requests due sent), or when memory grows
// steadily beyond a bound.
//   node --import tsx bench/soak.ts --minutes 10 [--rate 200] [--sample 10] [--max-growth-mb 64] [--max-slope-mb-per-min 4] [--json]
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { Pool } from 'undici';
import { seededRandom } from '../src/domain/clock.js';
import { benchBooking } from './lib.js';
import { addWebhook, startReconfirm } from './service.js';

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`--${name} needs a positive number`);
  return v;
}

const seconds = process.argv.includes('--seconds') ? flag('seconds', 30) : flag('minutes', 10) * 60;
const rate = flag('rate', 200);
const sampleS = flag('sample', 10);
const maxGrowthMb = flag('max-growth-mb', 64);
const maxSlope = flag('max-slope-mb-per-min', 4);
const asJson = process.argv.includes('--json');

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
const p99 = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))] : 0);

/** Least-squares slope of y over x. */
function slope(xs: number[], ys: number[]): number {
  const n = xs.length;
  if (n < 2) return 0;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  const num = xs.reduce((a, x, i) => a + (x - mx) * (ys[i] - my), 0);
  const den = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
  return den ? num / den : 0;
}

interface Sample {
  atS: number;
  rssMb: number;
  requests: number;
  p99Ms: number;
  errors: number;
}

async function main() {
  // A local webhook receiver, so deliveries are part of the steady state too.
  let hooks = 0;
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => (hooks++, res.end('ok')));
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  // Simulated hotels that answer within a second: contacts, replies, escalations and webhooks run all along.
  const svc = await startReconfirm(['--channel', 'simulator'], { simulator: { minDelayMs: 200, maxDelayMs: 1000 } }, (db) => void addWebhook(db, hookUrl));
  const pid = svc.child.pid!;
  const pool = new Pool(svc.url, { connections: 16 });
  const random = seededRandom(7);
  const known: string[] = [];
  const traces: string[] = [];
  let next = 0;
  let latencies: number[] = [];
  let errors = 0;
  // Requests not sent because 5 s of them were still in flight: the machine, or the service, could not keep the rate.
  // Counted apart from the service's errors (a busy CI machine stalls the load generator as much as the service); the
  // rate held is judged from the requests sent.
  let dropped = 0;
  let requests = 0;
  const problems: string[] = [];
  let inFlight = 0;

  const one = async () => {
    const roll = random();
    const started = performance.now();
    inFlight++;
    try {
      let res;
      if (roll < 0.5 || known.length === 0) {
        const b = benchBooking(next++, random, 'SOAK');
        res = await pool.request({ method: 'POST', path: '/addBookings', headers: { ...svc.headers, 'content-type': 'application/json' }, body: JSON.stringify([b]) });
        const body = (await res.body.json()) as any;
        if (res.statusCode === 200) {
          known.push(b.BookingCode as string);
          traces.push(body.data.traceIds[0]);
        }
      } else if (roll < 0.8) {
        res = await pool.request({ method: 'GET', path: `/bookings/${encodeURIComponent(known[Math.floor(random() * known.length)])}`, headers: svc.headers });
        await res.body.dump();
      } else {
        res = await pool.request({ method: 'GET', path: `/traces/${traces[Math.floor(random() * traces.length)]}`, headers: svc.headers });
        await res.body.dump();
      }
      // A booking read right after its add may not be applied yet (404); anything else but 200 is an error.
      if (res.statusCode !== 200 && !(res.statusCode === 404 && roll >= 0.5)) {
        errors++;
        if (problems.length < 10) problems.push(`HTTP ${res.statusCode}`);
      }
    } catch (err) {
      errors++;
      if (problems.length < 10) problems.push((err as Error).message);
    } finally {
      inFlight--;
      requests++;
      latencies.push(performance.now() - started);
    }
  };

  const samples: Sample[] = [];
  const startedAt = performance.now();
  const tickMs = 10;
  let sent = 0;
  const ticker = setInterval(() => {
    // Open loop: a fixed rate whatever the latency, so a slowdown shows as latency, not as a lower rate.
    // Counted from the elapsed time, so a late timer (a busy machine) sends what is due instead of falling behind.
    const due = Math.floor(((performance.now() - startedAt) * rate) / 1000) - sent;
    for (let i = 0; i < due; i++) {
      sent++;
      if (inFlight > rate * 5) {
        dropped++;
        continue;
      }
      void one();
    }
  }, tickMs);
  const sampler = setInterval(() => {
    const s: Sample = { atS: Math.round((performance.now() - startedAt) / 1000), rssMb: Math.round(rssMb(pid) * 10) / 10, requests, p99Ms: Math.round(p99(latencies) * 10) / 10, errors };
    samples.push(s);
    latencies = [];
    if (!asJson) console.log(`t=${String(s.atS).padStart(5)} s  rss ${s.rssMb.toFixed(1).padStart(7)} MB  p99 ${s.p99Ms.toFixed(1).padStart(7)} ms  requests ${s.requests}  errors ${s.errors}`);
  }, sampleS * 1000);

  await new Promise((r) => setTimeout(r, seconds * 1000));
  clearInterval(ticker);
  clearInterval(sampler);
  while (inFlight > 0) await new Promise((r) => setTimeout(r, 20));
  await pool.close();
  await svc.stop();
  receiver.close();

  // The first sample is warm-up (JIT, page cache, buffers); the trend is judged on the rest.
  const steady = samples.slice(1);
  const perMin = slope(steady.map((s) => s.atS / 60), steady.map((s) => s.rssMb));
  const growth = steady.length ? steady[steady.length - 1].rssMb - Math.min(...steady.map((s) => s.rssMb)) : 0;
  const growing = steady.length >= 3 && perMin > maxSlope && growth > maxGrowthMb;
  // The rate held: at least 90% of the requests due were sent (the rest dropped behind a 5 s backlog).
  const rateHeld = requests >= seconds * rate * 0.9;
  const ok = errors === 0 && !growing && rateHeld;
  const summary = {
    ok,
    seconds,
    rate,
    requests,
    errors,
    dropped,
    rateHeld,
    growing,
    problems,
    webhooksReceived: hooks,
    rssSlopeMbPerMin: Math.round(perMin * 100) / 100,
    rssGrowthMb: Math.round(growth * 10) / 10,
    maxP99Ms: Math.max(0, ...samples.map((s) => s.p99Ms)),
    bounds: { maxGrowthMb, maxSlopeMbPerMin: maxSlope },
    samples,
  };
  if (asJson) console.log(JSON.stringify(summary, null, 2));
  else {
    console.log(`${requests} requests at ${rate}/s over ${seconds} s, ${hooks} webhooks received; errors: ${errors}${problems.length ? ` (${problems.join('; ')})` : ''}; not sent behind a 5 s backlog: ${dropped}`);
    console.log(`RSS trend ${summary.rssSlopeMbPerMin} MB/min, growth ${summary.rssGrowthMb} MB after warm-up (fails above ${maxSlope} MB/min and ${maxGrowthMb} MB together); worst p99 ${summary.maxP99Ms} ms`);
    console.log(ok ? 'soak: ok' : `soak: FAILED (${errors ? 'errors' : growing ? 'memory grows steadily' : 'the rate was not held'})`);
  }
  process.exitCode = ok ? 0 : 1;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});

// A profiling aid for the multi-instance lease fences (not a figure, not part of `npm run bench`): two `serve` instances on
// a private PostgreSQL cluster with http hotels of this script's own; instance 0 is paused (SIGSTOP) 16-20 s, past its
// lease, CYCLES times while it holds hotel contacts under a steady load, and resumed. After each cycle it prints the
// bookings any hotel was asked about twice (ms after the pause, instance) and instance 0's log when there are some.
// Stop 20: 20 cycles, none (the one clean-clone failure of multi-instance-stop.test.ts was not reproduced).
//   npm run build && node --import tsx bench/pause-stress.ts [CYCLES]
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { request } from 'undici';
import { bootstrapFrom, makeBooking, runCli, sleep, spawnServes, tempDir, type SpawnedServe } from '../test/helpers.js';
import { startPostgres } from '../test/support/postgres.js';

const CYCLES = Number(process.argv[2] ?? 10);
const DAY = 86400_000;
const UA = /^reconfirm\/\S+ \(instance ([0-9a-f]{12})\)$/;
const tmp = tempDir('pstress-');
const cluster = await startPostgres();
const url = cluster.createDatabase('stress');
const sql = new pg.Client(url);
await sql.connect();
const serves: SpawnedServe[] = [];
const instances: string[] = [];
const received: { id: string; at: number; from: number }[] = [];
const hotel = createServer(async (req, res) => {
  const at = Date.now();
  let raw = '';
  for await (const c of req) raw += c;
  const body = JSON.parse(raw);
  const m = UA.exec(String(req.headers['user-agent']));
  received.push({ id: body.booking.bookingId, at, from: m ? instances.indexOf(m[1]) : -1 });
  res.writeHead(202).end('{}');
  await sleep(20 + Math.random() * 200);
  for (let t = 0; t < 6; t++) {
    try {
      const r = await request(`${serves[1].url}/hotel/replies`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: body.reply.token, hcn: 'H-' + body.booking.bookingId }) });
      await r.body.text();
      if (r.statusCode === 200) return;
    } catch {}
    await sleep(500);
  }
});
hotel.keepAliveTimeout = 120_000;
await new Promise<void>((r) => hotel.listen(0, '127.0.0.1', r));
const hook = createServer(async (req, res) => { for await (const _ of req); res.writeHead(200).end('ok'); });
hook.keepAliveTimeout = 120_000;
await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
const cfg = join(tmp.dir, 'c.json');
writeFileSync(cfg, JSON.stringify({ scheduler: { leaseSeconds: 10 }, channel: 'http', channels: { http: { url: `http://127.0.0.1:${(hotel.address() as AddressInfo).port}/x`, secret: 's', timeoutMs: 15000 } }, policy: { interruptedSendWaitMinutes: 0.25 }, webhooks: { timeoutMs: 15000, firstRetryMs: 100, maxRetryMs: 400 } }));
await spawnServes(2, ['--database-url', url, '--public-url', 'http://127.0.0.1:8099', '--config', cfg, '--quiet'], {}, tmp.dir, serves);
instances.push(...serves.map((s) => s.instance));
const key = serves.map((s) => bootstrapFrom(s.output())).find(Boolean)!;
await runCli(['--database-url', url, 'webhooks', 'add', '--url', `http://127.0.0.1:${(hook.address() as AddressInfo).port}/h`, '--json'], { cwd: tmp.dir });
let next = 0;
const send = async (s: SpawnedServe, n: number) => {
  const now = Date.now();
  const b = Array.from({ length: n }, () => makeBooking({ BookingCode: `S-${next++}`, CheckIn: new Date(now + 60 * DAY).toISOString().slice(0, 10), CheckOut: new Date(now + 63 * DAY).toISOString().slice(0, 10), BookingDate: new Date(now - DAY).toISOString(), CancellationDeadLine: new Date(now + 50 * DAY).toISOString() }));
  const r = await request(`${s.url}/addBookings`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-account-id': key.accountId, 'x-api-key': key.apiKey }, body: JSON.stringify(b) });
  await r.body.text();
};
const holds = async () => Number((await sql.query("SELECT count(*) AS n FROM jobs WHERE locked_by = $1 AND task = 'hotel.contact'", [instances[0]])).rows[0].n);
let dups = 0;
const seen = new Map<string, number>();
const stopAt = Number(process.env.STOP_JITTER ?? 1);
for (let c = 0; c < CYCLES; c++) {
  await Promise.all([0, 1, 2, 3, 4, 5].map((i) => send(serves[i % 2], 25)));
  const t0 = Date.now();
  while (!(await holds()) && Date.now() - t0 < 20000) await sleep(2);
  await sleep(Math.random() * 20 * stopAt);
  process.kill(serves[0].child.pid!, 'SIGSTOP');
  const P = Date.now();
  await sleep(16000 + Math.random() * 4000);
  const R = Date.now();
  process.kill(serves[0].child.pid!, 'SIGCONT');
  await sleep(4000);
  const after = received.filter((r) => r.from === 0 && r.at > R);
  const byId = new Map<string, typeof received>();
  for (const r of received) (byId.get(r.id) ?? byId.set(r.id, []).get(r.id)!).push(r);
  const twice = [...byId].filter(([id, rs]) => rs.length > 1 && !seen.has(id));
  for (const [id] of twice) seen.set(id, c);
  dups += twice.length;
  console.log(`cycle ${c}: pause ${R - P} ms, A sent ${after.length} after resume, twice ${JSON.stringify(twice.map(([id, rs]) => [id, rs.map((r) => [r.at - P, r.from])]))}`);
  if (twice.length) console.log(serves[0].output().slice(-2500));
}
console.log(`DUPLICATES ${dups} over ${CYCLES} cycles, ${received.length} hotel requests`);
for (const s of serves) { s.child.kill('SIGCONT'); s.child.kill('SIGKILL'); }
await sql.end();
hotel.close(); hook.close(); hotel.closeAllConnections(); hook.closeAllConnections();
cluster.stop();
tmp.cleanup();
process.exit(0);

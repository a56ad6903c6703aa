// Timeline of a drain (a profiling aid, not a figure): every 500 ms, bookings pushed, bookings final and webhooks the
// receiver got, for `serve` with the drain's configuration, or for the bare drain with BARE=1. It shows the phases of
// the drain: at stop 11 serve delivered almost no webhook until every booking was final (16 POSTs per contact tick),
// then all of them; the bare drain too.
// Run: npm run build && N=20000 node --import tsx bench/drain-timeline.ts   (BARE=1 for the bare drain)
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { Database } from '../src/store/sqliteDriver.js';
import { startReceiver } from './receiver.js';
import { addWebhook, startReconfirm } from './service.js';
import { DRAIN_CONFIG, drainBodies } from './pipeline-drain.js';
import { ROOT, startListening, tempDir } from './lib.js';
const n = Number(process.env.N ?? 20000);
const bodies = drainBodies(n);
const receiver = await startReceiver();
let svc: any, file: string;
if (process.env.BARE) {
  const { dir } = tempDir('tl-');
  file = join(dir, 'b.db');
  svc = await startListening(process.execPath, [join(ROOT, 'bench', 'drain-baseline.mjs'), file, receiver.url, '16']);
  svc.headers = {};
} else {
  svc = await startReconfirm(['--channel', 'simulator'], DRAIN_CONFIG, (db) => void addWebhook(db, receiver.url));
  file = svc.db;
}
const db = new Database(file, { readonly: true });
const q = db.prepare(`SELECT count(*) AS n FROM bookings WHERE status IN ('CONFIRMED','ESCALATED')`);
const t0 = performance.now();
const agent = new Agent({ connections: 4 });
let next = 0;
let pushed = 0;
const push = async () => {
  for (let i = next++; i < bodies.length; i = next++) {
    const res = await request(`${svc.url}/addBookings`, { method: 'POST', dispatcher: agent, body: bodies[i], headers: { 'content-type': 'application/json', ...svc.headers } });
    await res.body.text();
    pushed += 1000;
  }
};
const p = Promise.all([push(), push(), push(), push()]);
const line: string[] = [];
while (true) {
  await new Promise((r) => setTimeout(r, 500));
  const final = (q.get() as any).n;
  const got = receiver.counts().distinct;
  line.push(`${((performance.now() - t0) / 1000).toFixed(1)}s pushed ${pushed} final ${final} hooks ${got}`);
  if (got >= n) break;
}
await p;
console.log(line.join('\n'));
db.close();
await svc.stop();
await receiver.close();

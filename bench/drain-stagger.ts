// A reproduction, run alone (not in `npm run bench`; bench/RESULTS.md, "Duplicates in drains, stop 3"): 20,000
// bookings on PostgreSQL, one instance. Two submissions first; once their webhooks flow, the other eighteen at once:
// one long submission batch in the queue thread while deliveries are in flight (what the 20,000 drain does when its
// first claim takes only the first calls). Prints the webhook-ids POSTed more than once, with times and senders.
import pg from 'pg';
import { Agent, request } from 'undici';
import { startPostgres } from '../test/support/postgres.js';
import { DRAIN_CONFIG, drainBodies, REPEATED_CONTACTS_SQL } from './pipeline-drain.js';
import { startReceiver } from './receiver.js';
import { addWebhook, startReconfirm } from './service.js';
const n = 20_000;
const cluster = await startPostgres({ durable: true });
try {
  const url = cluster.createDatabase('stagger');
  const receiver = await startReceiver();
  const svc = await startReconfirm(['--channel', 'simulator'], DRAIN_CONFIG, (db) => void addWebhook(db, receiver.url), { databaseUrl: url });
  const bodies = drainBodies(n);
  const agent = new Agent({ connections: 4 });
  const push = async (b: string) => {
    const res = await request(`${svc.instances[0].url}/addBookings`, { method: 'POST', dispatcher: agent, body: b, headers: { 'content-type': 'application/json', ...svc.headers }, headersTimeout: 60_000 });
    await res.body.text();
  };
  const t0 = performance.now();
  const s = () => ((performance.now() - t0) / 1000).toFixed(1);
  await push(bodies[0]);
  await push(bodies[1]);
  while (receiver.counts().requests < 200) await new Promise((r) => setTimeout(r, 50));
  console.log(`${s()} s: ${receiver.counts().requests} POSTs received; pushing the other ${bodies.length - 2} calls`);
  await Promise.all(bodies.slice(2).map(push));
  console.log(`${s()} s: all pushed`);
  const client = new pg.Client(url);
  await client.connect();
  for (;;) {
    const { rows } = await client.query(`SELECT (SELECT count(*) FROM bookings WHERE status IN ('CONFIRMED','ESCALATED'))::int AS final, (SELECT count(*) FROM webhook_events)::int AS events`);
    if (rows[0].final >= n && receiver.counts().distinct >= rows[0].events) break;
    if (performance.now() - t0 > 480_000) { console.log('not drained', rows[0], receiver.counts()); break; }
    await new Promise((r) => setTimeout(r, 1000));
  }
  const rep = receiver.repeated();
  const { rows: att } = await client.query(`SELECT coalesce(sum(attempts),0)::int AS attempts, (count(*) FILTER (WHERE attempts > 1))::int AS repeated FROM webhook_deliveries`);
  const contacts = (await client.query(REPEATED_CONTACTS_SQL)).rows.length;
  console.log(`${s()} s: ${receiver.counts().distinct} webhook-ids, ${receiver.counts().requests} POSTs, ${rep.length} POSTed more than once; ${att[0].attempts} attempts recorded (${att[0].repeated} deliveries more than one); contact rows of bookings contacted twice: ${contacts}`);
  for (const p of rep) console.log(`  ${p.webhookId}: ${p.posts.map((x) => `${x.at} ${x.userAgent}`).join('; ')}`);
  if (rep.length) {
    const { rows } = await client.query(`SELECT e.id, d.attempts, d.last_attempt_at, d.duration_ms FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id WHERE e.id = ANY($1)`, [rep.map((p) => p.webhookId)]);
    for (const r of rows) console.log(`  recorded ${JSON.stringify(r)}`);
  }
  await client.end();
  await agent.close();
  await svc.stop();
  await receiver.close();
} finally {
  cluster.stop();
}
process.exit(0);

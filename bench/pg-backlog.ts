// addBookings on PostgreSQL, then its backlog (issue 26, bench/RESULTS.md "Set-based apply, stop 4"): the load of the
// pg-throughput figure (8 connections, 100 bookings per call, 10 s) on one `serve`, then how many of the accepted
// submissions the queue had not applied yet when the load stopped, and when the last one was applied. The figure
// counts only what was accepted; a queue that falls behind during the load leaves the service more of the machine,
// so this says what the accepting cost the applying. Not part of `npm run bench`:
//   npm run build && node --import tsx bench/pg-backlog.ts
import pg from 'pg';
import { startPostgres } from '../test/support/postgres.js';
import { benchBookings, load } from './lib.js';
import { startReconfirm } from './service.js';

const cluster = await startPostgres({ durable: true });
try {
  const url = cluster.createDatabase('backlog');
  const bodies = Array.from({ length: 300 }, (_, k) => JSON.stringify(benchBookings(100, 1000 + k, `T${k}`)));
  const svc = await startReconfirm(undefined, undefined, undefined, { databaseUrl: url });
  const client = new pg.Client(url);
  await client.connect();
  try {
    const t0 = performance.now();
    const r = await load({ url: `${svc.url}/addBookings`, connections: 8, durationS: 10, headers: svc.headers, bodies });
    const state = async () => (await client.query("SELECT (count(*) FILTER (WHERE state = 'QUEUED'))::int AS queued, count(*)::int AS all FROM submissions")).rows[0] as { queued: number; all: number };
    const atEnd = await state();
    for (let now = atEnd; now.queued > 0; now = await state()) await new Promise((res) => setTimeout(res, 200));
    const doneS = (performance.now() - t0) / 1000;
    console.log(
      `accepted ${Math.round(r.rps * 100)} bookings/s; at the end of the load ${atEnd.queued} of ${atEnd.all} submissions not applied yet; ` +
        `all applied ${doneS.toFixed(1)} s after the load began (${Math.round((atEnd.all * 100) / doneS)} bookings/s accepted and applied)`,
    );
  } finally {
    await client.end();
    await svc.stop();
  }
} finally {
  cluster.stop();
}

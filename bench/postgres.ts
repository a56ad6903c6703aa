// Figures on PostgreSQL (`serve --database-url`): addBookings throughput against a bare PostgreSQL floor (node:http and
// one `pg` multi-row INSERT per call in one transaction, bench/baseline-pg.mjs, on the same cluster), and the 100,000-booking drain with one and with two `serve` instances on one database. They run on a
// private cluster (test/support/postgres.ts) with PostgreSQL's durability on (fsync, synchronous_commit, full page
// writes), and are skipped when PostgreSQL is not installed. PostgreSQL has no target of its own: informational.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { pgBinDir, startPostgres, type PgCluster } from '../test/support/postgres.js';
import { throughputAgainstFloor, throughputAlternated } from './add-throughput.js';
import { printFigures, SMOKE, type Figure } from './lib.js';
import { DRAIN_CONFIG, drainBodies, drainNote, drainSize, duplicatesNote, groupContacts, hasDuplicates, printDuplicates, REPEATED_CONTACTS_SQL, runDrain, sqliteDrainOfThisRun } from './pipeline-drain.js';
import { startReceiver } from './receiver.js';
import { addWebhook, startPgBaseline, startReconfirm } from './service.js';

/** The SQLite drain's target, as the yardstick of the PostgreSQL drain (which has none of its own). */
/** Issue 26: one instance drains within this many times the SQLite drain of the same run; two within TWO_LIMIT of one. */
const ONE_LIMIT = 3.0;
const TWO_LIMIT = 0.75;
/** A drain still running after this is stopped and reported as far as it got (BENCH_PG_DRAIN_LIMIT_S). */
const drainLimitS = () => (SMOKE ? 60 : Number(process.env.BENCH_PG_DRAIN_LIMIT_S ?? 600));

const DURABLE = 'fsync, synchronous_commit and full_page_writes on';

/**
 * serve's configuration in the addBookings figure: the default but for a lease of 60 s. serve is stopped (SIGSTOP) while
 * the floor's slices run, up to two slices in a row (5 s), and its connections end a transaction left idle for a quarter
 * of the lease (3 s by default): a queue transaction stopped halfway would be ended by PostgreSQL and done again.
 */
const PG_THROUGHPUT_CONFIG = { scheduler: { leaseSeconds: 60 } };

function skipped(figure: string): Figure {
  return { figure, baseline: '-', measured: 'skipped', ratio: NaN, target: '-', pass: true, result: 'skipped', note: 'PostgreSQL is not installed here (`npm run setup:test` installs Debian postgresql)' };
}

/** One private cluster for the PostgreSQL figures of a run, each on a database of its own; stopped when the run exits. */
let cluster: PgCluster | undefined;
let databases = 0;

async function freshDatabase(): Promise<{ url: string; cluster: PgCluster }> {
  if (!cluster) {
    cluster = await startPostgres({ durable: true });
    const stop = () => cluster?.stop(); // synchronous: it runs in the 'exit' handler too
    process.once('exit', stop);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => (stop(), process.exit(130)));
  }
  return { url: cluster.createDatabase(`bench_${++databases}`), cluster };
}

export async function pgThroughput(): Promise<Figure> {
  const figure = (perCall: number) => `addBookings throughput on PostgreSQL (${perCall}/call, 8 conn)`;
  if (!pgBinDir()) return skipped(figure(SMOKE ? 10 : 100));
  const { url } = await freshDatabase();
  const floor = await freshDatabase();
  // Floor and serve measured in turn (add-throughput.ts, throughputAlternated), serve stopped during the floor's
  // slices: its lease long enough (PG_THROUGHPUT_CONFIG) that PostgreSQL does not end a transaction it was stopped in.
  // BENCH_PG_SEQUENTIAL=1: the measurement of stop 10 and before (floor 10 s, then serve 10 s, both cold), to compare.
  const sequential = process.env.BENCH_PG_SEQUENTIAL === '1';
  const { perCall, baseline, measured, slices, warmupS } = sequential
    ? { ...(await throughputAgainstFloor(() => startReconfirm(undefined, undefined, undefined, { databaseUrl: url }), () => startPgBaseline(floor.url))), slices: [], warmupS: 0 }
    : await throughputAlternated(
        () => startReconfirm(undefined, PG_THROUGHPUT_CONFIG, undefined, { databaseUrl: url }),
        () => startPgBaseline(floor.url),
      );
  const shown = slices.map((x) => `${x.server === 'floor' ? 'F' : 'S'} ${Math.round(x.bookingsPerS)}`).join(', ');
  return {
    figure: figure(perCall),
    baseline: `${Math.round(baseline)} bookings/s`,
    measured: `${Math.round(measured)} bookings/s`,
    ratio: measured / baseline,
    // Issue 26: at least 0.5 of the bare PostgreSQL floor.
    target: '>= 0.5',
    pass: measured / baseline >= 0.5,
    note:
      `floor: node:http and one \`pg\` multi-row INSERT per call in one transaction (8 pooled connections, bench/baseline-pg.mjs), on the same private local cluster as serve, ${DURABLE}; ` +
      (sequential ? 'measured one after the other, both cold (BENCH_PG_SEQUENTIAL)' : `both warmed up ${warmupS} s, then measured in alternate slices (bookings/s: ${shown})`),
  };
}

/** Seconds of CPU a process has used (all its threads), with its children that have ended. */
const TICK_S = 1 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // After the name: state is field 3, so utime (14), stime (15), cutime (16), cstime (17) are at 11-14.
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * TICK_S;
  } catch {
    return 0; // ended meanwhile: its time is in its parent's cutime
  }
}

const parentOf = (pid: string) => {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
  } catch {
    return -1;
  }
};

/** CPU seconds of the whole PostgreSQL server: the postmaster, its live backends, and the ended ones. */
function serverCpuSeconds(c: PgCluster): number {
  const postmaster = Number(readFileSync(join(c.dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc').filter((p) => /^\d+$/.test(p) && parentOf(p) === postmaster);
  return cpuSeconds(postmaster) + children.reduce((sum, p) => sum + cpuSeconds(Number(p)), 0);
}

/** The one-instance drain of this run, the yardstick of the two-instance one. */
let oneInstance: { n: number; totalS: number } | undefined;

async function pgDrain(instances: 1 | 2): Promise<Figure> {
  const n = drainSize();
  const figure = `pipeline drain on PostgreSQL, ${instances} instance${instances > 1 ? 's' : ''} (${n.toLocaleString('en')} bookings)`;
  if (!pgBinDir()) return skipped(figure);
  const { url, cluster: c } = await freshDatabase();
  const receiver = await startReceiver();
  const bodies = drainBodies(n);
  const svc = await startReconfirm(['--channel', 'simulator'], DRAIN_CONFIG, (db) => void addWebhook(db, receiver.url), { databaseUrl: url, instances });
  const client = new pg.Client(url);
  // Sampled with the counts (every second while bookings are not final): connections waiting for a lock (a row another
  // transaction writes, a one-holder claim's turn: src/store/pg/database.ts takes no lock of its own), and connections
  // running a statement.
  const waiting: number[] = [];
  const active: number[] = [];
  const counts = async () => {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM bookings WHERE status IN ('CONFIRMED', 'ESCALATED'))::int AS final,
              (SELECT count(*) FROM webhook_events)::int AS events,
              (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock')::int AS waiting,
              (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid())::int AS active`,
    );
    waiting.push(rows[0].waiting);
    active.push(rows[0].active);
    return rows[0] as { final: number; events: number };
  };
  let r: Awaited<ReturnType<typeof runDrain>>;
  let serveCpu: number[];
  let serverCpu: number;
  let attempts: { attempts: number; repeated: number };
  try {
    await client.connect();
    const serveCpu0 = svc.instances.map((s) => cpuSeconds(s.child.pid!));
    const serverCpu0 = serverCpuSeconds(c);
    const contactsRepeated = async () => groupContacts((await client.query(REPEATED_CONTACTS_SQL)).rows);
    r = await runDrain({ ...svc, counts, contactsRepeated }, receiver, bodies, n, drainLimitS());
    printDuplicates(figure, r);
    if (r.repeatedPosts.length) {
      // What the database recorded of each delivery POSTed twice: the attempts, the last one's outcome.
      const { rows } = await client.query(
        `SELECT e.id AS "webhookId", d.attempts, d.status, d.last_status AS "lastStatus", d.last_error AS "lastError", d.last_attempt_at AS "lastAttemptAt", d.duration_ms AS "durationMs"
           FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id WHERE e.id = ANY($1)`,
        [r.repeatedPosts.map((p) => p.webhookId)],
      );
      for (const row of rows) console.error(`  recorded: ${JSON.stringify(row)}`);
    }
    serveCpu = svc.instances.map((s, k) => cpuSeconds(s.child.pid!) - serveCpu0[k]);
    serverCpu = serverCpuSeconds(c) - serverCpu0;
    // Every POST the receiver saw should be an attempt the database recorded (a repeat is attempt n+1, never n again).
    const { rows } = await client.query(`SELECT coalesce(sum(attempts), 0)::int AS attempts, (count(*) FILTER (WHERE attempts > 1))::int AS repeated FROM webhook_deliveries`);
    attempts = rows[0];
    if (process.env.BENCH_PG_STATEMENTS) {
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      const top = await client.query(`SELECT calls, round(total_exec_time)::int AS ms, round(mean_exec_time::numeric, 3) AS mean, left(regexp_replace(query, '\\s+', ' ', 'g'), 150) AS q
        FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 30`);
      for (const t of top.rows) console.error(`${String(t.calls).padStart(8)} ${String(t.ms).padStart(7)} ms ${String(t.mean).padStart(8)}  ${t.q}`);
      // The same, the most run first (a statement run once per booking is a round trip per booking).
      const most = await client.query(`SELECT calls, round(total_exec_time)::int AS ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS q
        FROM pg_stat_statements ORDER BY calls DESC LIMIT 15`);
      console.error('most run:');
      for (const t of most.rows) console.error(`${String(t.calls).padStart(8)} ${String(t.ms).padStart(7)} ms  ${t.q}`);
      // Every statement the server ran for the drain (BEGIN and COMMIT included: each is a round trip), per booking.
      const all = await client.query(`SELECT sum(calls)::bigint AS calls, (sum(calls) FILTER (WHERE query ~* 'submissions|trace_outcomes'))::bigint AS apply FROM pg_stat_statements`);
      console.error(`statements: ${all.rows[0].calls} in all (${(Number(all.rows[0].calls) / n).toFixed(1)} per booking); naming submissions or trace_outcomes: ${all.rows[0].apply}`);
    }
  } finally {
    await client.end().catch(() => {});
    await svc.stop();
    await receiver.close();
  }
  if (!r.done && SMOKE) throw new Error(`pipeline on PostgreSQL did not drain: ${r.final} of ${n} bookings final, ${r.delivered} of ${r.events} webhooks delivered after ${r.totalS.toFixed(0)} s`);
  if (instances === 1 && r.done) oneInstance = { n, totalS: r.totalS };
  // One instance against this run's SQLite drain (`--only drain,pg-drain`), two against this run's one instance.
  const sqlite = sqliteDrainOfThisRun?.n === n ? sqliteDrainOfThisRun.totalS : undefined;
  const yardstick = instances === 1 ? sqlite : oneInstance?.n === n ? oneInstance.totalS : undefined;
  const limit = instances === 1 ? ONE_LIMIT : TWO_LIMIT;
  const ratio = yardstick && r.done ? r.totalS / yardstick : NaN;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);
  const measured = r.done ? `${r.totalS.toFixed(1)} s` : `not drained after ${r.totalS.toFixed(0)} s (${Math.round(r.final / r.totalS)} final/s)`;
  return {
    figure,
    baseline: yardstick ? `${instances === 1 ? 'SQLite drain' : '1 instance'}: ${yardstick.toFixed(1)} s` : `${instances === 1 ? 'SQLite drain' : '1 instance'}: not in this run`,
    measured: `${measured}, peak RSS ${r.rssMb.map((mb) => Math.round(mb)).join(' + ')} MB`,
    ratio,
    target: `<= ${limit}x, no duplicate POST or contact`,
    // Without its yardstick in the run (e.g. `--only pg-drain`) only the duplicates are checked: a figure for information.
    pass: !hasDuplicates(r) && (yardstick === undefined || ratio <= limit),
    result: !hasDuplicates(r) && yardstick === undefined ? 'info' : undefined,
    note:
      `${drainNote(r, n)}, ${duplicatesNote(r)}, ${attempts.attempts} attempts recorded (${attempts.repeated} deliveries took more than one); CPU s: serve ${serveCpu.map((s) => s.toFixed(0)).join(' + ')}, PostgreSQL ${serverCpu.toFixed(0)}; ` +
      `connections waiting for a lock ${mean(waiting).toFixed(1)} on average (max ${Math.max(0, ...waiting)}), running a statement ${mean(active).toFixed(1)}; ${DURABLE}`,
  };
}

export const pgDrainOne = () => pgDrain(1);
export const pgDrainTwo = () => pgDrain(2);

if (import.meta.url === `file://${process.argv[1]}`) printFigures([await pgThroughput(), await pgDrainOne(), await pgDrainTwo()]);

// Figure: pipeline drain: 100,000 bookings pushed to a real `serve` whose simulated hotels answer at once, until every
// booking is CONFIRMED or ESCALATED and its webhook reached a local receiver; with the serve process's peak RSS.
// Measured against a bare drain of the same work in the same run, first (bench/drain-baseline.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Database } from '../src/store/sqliteDriver.js';
import { Agent, request } from 'undici';
import { benchBookings, printFigures, ROOT, SMOKE, startListening, tempDir, type Figure } from './lib.js';
import { startReceiver, type Receiver, type Repeated } from './receiver.js';
import { addWebhook, startReconfirm } from './service.js';
import { printWalFrames, walFrames, watchPageOwners } from './wal-frames.js';

/** The promise: a 100,000-booking backlog drained within two minutes. */
const PROMISE_S = 120;
/** The target, with margin for a slow moment of the machine (issue 16). */
const LIMIT_S = 90;
const RSS_LIMIT_MB = 300;
/** Issue 26: serve's drain at most this many times the bare drain's time, and its bytes written at most BYTES_LIMIT times. */
const RATIO_LIMIT = 2.0;
const BYTES_LIMIT = 3.0;

/** The SQLite drain of this run (serve's time), the yardstick of the PostgreSQL drains (bench/postgres.ts). */
export let sqliteDrainOfThisRun: { n: number; totalS: number } | undefined;
/*
 * The ratio to the bare drain of the same work (bench/drain-baseline.mjs), measured in the same run, is reported with
 * its spread, as issue 16 asks, but is not a target. It was one (<= 4.75, meant as the 90 s above: the bare drain had
 * read 18.1-18.9 s), until runs showed the ratio moves against the machine's load: on a quiet machine the bare drain
 * (one thread) takes 13.6 s and serve (three threads on two cores) 80 s, 5.9x; under a load of 2-3, 17.6-21.0 s and
 * 89-105 s, 4.5-5.5x. No fixed ratio stands for 90 s (bench/RESULTS.md).
 */

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

/** BENCH_DRAIN_N: a smaller run while profiling; the figure is the 100,000 one. */
export const drainSize = () => (SMOKE ? 300 : Number(process.env.BENCH_DRAIN_N ?? 100_000));

/**
 * 90% of hotels confirm, 5% state another check-in (DATA_DISCREPANCY), 5% know no such booking: one webhook each.
 * As the bodies of calls of 1000 bookings.
 */
export function drainBodies(n: number): string[] {
  const bookings = benchBookings(n, 31, 'D').map((b, i) => {
    const hint = i % 20 === 7 ? 'SIM-DISCREPANCY' : i % 20 === 13 ? 'SIM-NOBOOKING' : 'SIM-CONFIRM';
    return { ...b, Hotel: { ...(b.Hotel as object), MasterProviderHotelId: hint } };
  });
  const perCall = 1000;
  const bodies: string[] = [];
  for (let i = 0; i < n; i += perCall) bodies.push(JSON.stringify(bookings.slice(i, i + perCall)));
  return bodies;
}

/** Peak resident memory of a process so far (VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** CPU time a process used so far (user + system, all its threads), in seconds; Linux counts it in ticks of 1/100 s. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Bytes a process wrote to storage so far (its database, WAL and checkpoints), in MB. */
function writtenMb(pid: number): number {
  const m = /write_bytes:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/io`, 'utf8'));
  return m ? Number(m[1]) / 1024 / 1024 : NaN;
}

export interface DrainTarget {
  /** The serve processes; calls go to them in turn. */
  instances: { url: string; child: { pid?: number } }[];
  headers: Record<string, string>;
  /** Bookings CONFIRMED or ESCALATED, and webhook events recorded, read from the service database. */
  counts(): Promise<{ final: number; events: number }>;
  /**
   * Bookings whose hotel was contacted more than once, with each contact's attempt number and time (the drain's
   * simulated hotels answer every first contact at once: a second one is a duplicate). Absent: not recorded (the bare
   * drain contacts no hotel).
   */
  contactsRepeated?(): Promise<RepeatedContact[]>;
}

export interface RepeatedContact {
  bookingPk: number;
  contacts: { attempt: number; sentAt: string }[];
}

export interface DrainRun {
  done: boolean;
  /** Seconds from the first push: all pushed, all bookings final, all webhooks delivered (or the deadline). */
  pushedS: number;
  finalS: number;
  totalS: number;
  final: number;
  events: number;
  delivered: number;
  requests: number;
  /** Peak RSS of each serve process, in MB. */
  rssMb: number[];
  /** Webhook-ids the receiver got more than once, and bookings whose hotel was contacted more than once (null: not recorded). */
  repeatedPosts: Repeated[];
  repeatedContacts: RepeatedContact[] | null;
}

/**
 * Four clients push the calls (as `reconfirm push` would), call i to instance i mod instances, then the database
 * and the receiver are polled until every booking is final and every webhook event arrived, or until deadlineS.
 */
export async function runDrain(target: DrainTarget, receiver: Receiver, bodies: string[], n: number, deadlineS: number): Promise<DrainRun> {
  const started = performance.now();
  const agent = new Agent({ connections: 4 });
  let next = 0;
  const push = async () => {
    for (let i = next++; i < bodies.length; i = next++) {
      const { url } = target.instances[i % target.instances.length];
      const res = await request(`${url}/addBookings`, { method: 'POST', dispatcher: agent, body: bodies[i], headers: { 'content-type': 'application/json', ...target.headers }, headersTimeout: 60_000 });
      const text = await res.body.text();
      if (res.statusCode !== 200) throw new Error(`addBookings answered ${res.statusCode}: ${text.slice(0, 300)}`);
    }
  };
  await Promise.all([push(), push(), push(), push()]);
  await agent.close();
  const pushedS = (performance.now() - started) / 1000;

  let finalS = NaN;
  let done = false;
  const deadline = started + deadlineS * 1000;
  let final = 0;
  let events = 0;
  // The database is read once a second until every booking is final (a count of 100,000 rows is a scan, and on a
  // machine of two cores a reader every 100 ms took CPU from the drain it measures); then the receiver (in this
  // process) is watched every 100 ms until it has every event, and the database read once more to be sure.
  let lastRead = 0;
  while (performance.now() < deadline) {
    if (final < n || receiver.counts().distinct >= events || performance.now() - lastRead >= 1000) {
      ({ final, events } = await target.counts());
      lastRead = performance.now();
    }
    if (final >= n && Number.isNaN(finalS)) finalS = (performance.now() - started) / 1000;
    if (final >= n && receiver.counts().distinct >= events) {
      done = true;
      break;
    }
    await new Promise((r) => setTimeout(r, final < n ? 1000 : 100));
  }
  const totalS = (performance.now() - started) / 1000;
  const rssMb = target.instances.map((s) => peakRssMb(s.child.pid!));
  const { distinct: delivered, requests } = receiver.counts();
  const repeatedPosts = receiver.repeated();
  const repeatedContacts = target.contactsRepeated ? await target.contactsRepeated() : null;
  return { done, pushedS, finalS, totalS, final, events, delivered, requests, rssMb, repeatedPosts, repeatedContacts };
}

/** No event POSTed twice and no hotel contacted twice in a drain without a kill (issue 26): any is a missed figure. */
export const hasDuplicates = (r: DrainRun) => r.repeatedPosts.length > 0 || (r.repeatedContacts?.length ?? 0) > 0;

/**
 * The duplicates of a drain, as their own line on stdout (counted for every drain figure), and each one on stderr:
 * which webhook-id, each POST's time and sender; which booking, each contact's attempt and time.
 */
export function printDuplicates(figure: string, r: DrainRun): void {
  const extra = r.repeatedPosts.reduce((sum, p) => sum + p.posts.length - 1, 0);
  const contacts = r.repeatedContacts === null ? 'hotel contacts not recorded' : `${r.repeatedContacts.length} bookings whose hotel was contacted more than once`;
  console.log(`duplicates in ${figure}: ${r.repeatedPosts.length} webhook-ids POSTed more than once (${extra} extra POSTs), ${contacts}${hasDuplicates(r) ? ' (MISSED)' : ''}`);
  for (const p of r.repeatedPosts) console.error(`  POSTed ${p.posts.length} times: ${p.webhookId}: ${p.posts.map((x) => `${x.at} by ${x.userAgent}`).join('; ')}`);
  for (const c of r.repeatedContacts ?? []) console.error(`  contacted ${c.contacts.length} times: booking ${c.bookingPk}: ${c.contacts.map((x) => `attempt ${x.attempt} at ${x.sentAt}`).join('; ')}`);
}

/** For a figure's note: the duplicates counted. */
export const duplicatesNote = (r: DrainRun) =>
  `duplicates: ${r.repeatedPosts.length} webhook-ids POSTed twice or more, ${r.repeatedContacts === null ? 'hotel contacts not recorded' : `${r.repeatedContacts.length} bookings contacted twice or more`}`;

/** Groups hotel_contacts rows (booking_pk, attempt, sent_at) of bookings contacted more than once. */
export function groupContacts(rows: { bookingPk: number; attempt: number; sentAt: string }[]): RepeatedContact[] {
  const by = new Map<number, RepeatedContact>();
  for (const row of rows) {
    let c = by.get(row.bookingPk);
    if (!c) by.set(row.bookingPk, (c = { bookingPk: row.bookingPk, contacts: [] }));
    c.contacts.push({ attempt: row.attempt, sentAt: row.sentAt });
  }
  return [...by.values()];
}

/** Hotel contacts of bookings contacted more than once, in SQL both engines read. */
export const REPEATED_CONTACTS_SQL = `SELECT booking_pk AS "bookingPk", attempt, sent_at AS "sentAt" FROM hotel_contacts
  WHERE booking_pk IN (SELECT booking_pk FROM hotel_contacts GROUP BY booking_pk HAVING count(*) > 1) ORDER BY booking_pk, id`;

/** What a drain did, beyond its time: for a figure's note. */
export const drainNote = (r: DrainRun, n: number) =>
  `pushed in ${r.pushedS.toFixed(1)} s, ${r.final} of ${n} final${Number.isNaN(r.finalS) ? '' : ` (all at ${r.finalS.toFixed(1)} s)`}, ${r.delivered} of ${r.events} webhooks delivered (${r.requests} requests)`;

/** Counts of final bookings and webhook events in a SQLite file with `bookings` and `webhook_events` (serve's, or the bare drain's). */
function sqliteCounts(file: string, withContacts: boolean) {
  const db = new Database(file, { readonly: true });
  const countFinal = db.prepare(`SELECT count(*) AS n FROM bookings WHERE status IN ('CONFIRMED', 'ESCALATED')`);
  const countEvents = db.prepare('SELECT count(*) AS n FROM webhook_events');
  return {
    counts: async () => ({ final: (countFinal.get() as { n: number }).n, events: (countEvents.get() as { n: number }).n }),
    contactsRepeated: withContacts ? async () => groupContacts(db.prepare(REPEATED_CONTACTS_SQL).all() as { bookingPk: number; attempt: number; sentAt: string }[]) : undefined,
    close: () => db.close(),
  };
}

/** A drain of one process, with its CPU seconds and bytes written to storage read when it ends. */
async function drainOne(instance: { url: string; child: { pid?: number } }, file: string, headers: Record<string, string>, receiver: Receiver, bodies: string[], n: number, withContacts: boolean) {
  const db = sqliteCounts(file, withContacts);
  try {
    // Past twice the promise the figure is missed anyway: stop there and report how far it got.
    const r = await runDrain({ instances: [instance], headers, counts: db.counts, contactsRepeated: db.contactsRepeated }, receiver, bodies, n, SMOKE ? 60 : PROMISE_S * 2);
    return { ...r, cpuS: cpuSeconds(instance.child.pid!), writtenMb: writtenMb(instance.child.pid!) };
  } finally {
    db.close();
  }
}

/** The bare drain (bench/drain-baseline.mjs) on a temp database, posting to the receiver with the drain's webhook concurrency. */
async function startDrainBaseline(webhookUrl: string) {
  const { dir, cleanup } = tempDir('reconfirm-drain-baseline-');
  const db = join(dir, 'baseline.db');
  const server = await startListening(process.execPath, [join(ROOT, 'bench', 'drain-baseline.mjs'), db, webhookUrl, String(DRAIN_CONFIG.webhooks.concurrency)]);
  return { ...server, db, stop: async () => (await server.stop(), cleanup()) };
}

export async function pipelineDrain(): Promise<Figure> {
  const n = drainSize();
  const bodies = drainBodies(n);
  const receiver = await startReceiver();
  try {
    // The bare drain first, then serve, on the same receiver with the same bodies and clients.
    const bare = await startDrainBaseline(receiver.url);
    let base;
    try {
      base = await drainOne(bare, bare.db, {}, receiver, bodies, n, false);
    } finally {
      await bare.stop();
    }
    if (!base.done) throw new Error(`the bare drain did not drain: ${base.final} of ${n} final, ${base.delivered} of ${base.events} webhooks after ${base.totalS.toFixed(0)} s`);
    receiver.reset();
    const svc = await startReconfirm(['--channel', 'simulator'], DRAIN_CONFIG, (db) => void addWebhook(db, receiver.url));
    // BENCH_WAL_FRAMES=1: a reader holds its snapshot from the start, so no checkpoint can take frames out of the log;
    // once drained, every frame the run wrote is attributed to its table or index (bench/wal-frames.ts). A profiling
    // mode: without its checkpoints the run writes less than the figure's.
    const holder = process.env.BENCH_WAL_FRAMES ? new Database(svc.db) : undefined;
    holder?.exec('BEGIN');
    holder?.prepare('SELECT count(*) FROM sqlite_schema').get();
    const owners = holder && watchPageOwners(svc.db);
    let r;
    try {
      r = await drainOne(svc, svc.db, svc.headers, receiver, bodies, n, true);
      if (owners) printWalFrames(walFrames(svc.db, owners.stop()), n);
    } finally {
      holder?.close();
      await svc.stop();
    }
    if (!r.done && SMOKE) throw new Error(`pipeline did not drain: ${r.final} of ${n} bookings final, ${r.delivered} of ${r.events} webhooks delivered after ${r.totalS.toFixed(0)} s`);
    const rss = r.rssMb[0];
    const ratio = r.totalS / base.totalS;
    const figure = `pipeline drain (${n.toLocaleString('en')} bookings)`;
    printDuplicates(figure, r);
    printDuplicates(`${figure}, bare drain`, base);
    const bytes = r.writtenMb / base.writtenMb;
    const pass = r.done && r.totalS <= LIMIT_S && ratio <= RATIO_LIMIT && bytes <= BYTES_LIMIT && rss < RSS_LIMIT_MB && !hasDuplicates(r);
    const promise = r.done && r.totalS <= PROMISE_S ? 'kept' : 'missed';
    if (r.done) sqliteDrainOfThisRun = { n, totalS: r.totalS };
    return {
      figure,
      baseline: `${base.totalS.toFixed(1)} s (bare drain)`,
      measured: `${r.done ? '' : 'not drained after '}${r.totalS.toFixed(1)} s (${PROMISE_S} s promise ${promise}), bytes ${bytes.toFixed(2)}x, peak RSS ${Math.round(rss)} MB`,
      ratio,
      target: `<= ${RATIO_LIMIT}x and <= ${LIMIT_S} s, bytes <= ${BYTES_LIMIT}x, RSS < ${RSS_LIMIT_MB} MB, no duplicate POST or contact`,
      pass,
      note:
        `serve: ${drainNote(r, n)}, ${duplicatesNote(r)}, ${r.cpuS.toFixed(1)} s of CPU, ${Math.round(r.writtenMb)} MB written; ` +
        `bare drain: ${drainNote(base, n)}, ${base.cpuS.toFixed(1)} s of CPU, ${Math.round(base.writtenMb)} MB written, peak RSS ${Math.round(base.rssMb[0])} MB`,
      values: { 'bytes ratio': bytes, 'duplicate POSTs': r.repeatedPosts.length, 'duplicate contacts': r.repeatedContacts?.length ?? 0, 'drain s': r.totalS, 'bare drain s': base.totalS, 'peak RSS MB': rss, 'serve CPU s': r.cpuS, 'bare drain CPU s': base.cpuS },
    };
  } finally {
    await receiver.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printFigures([await pipelineDrain()]);

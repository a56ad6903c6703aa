// Three `serve` instances on one PostgreSQL database (docs/several-instances.md): they start together on an
// empty database, bookings go to all three, one is killed with SIGKILL while it holds jobs, and the other two finish
// its work once its lease lapses. Nothing acknowledged is lost, nothing is stored twice, no event is delivered
// twice by live instances, and no job stays locked.
// node pass: first only (PostgreSQL across instances; on Node 24 multi-instance-stop.test.ts runs three instances with a kill and a pause)
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import pg from 'pg';
import { request } from 'undici';
import { bootstrapFrom, killIfRunning, makeBooking, runCli, spawnServes, tempDir, waitFor, type SpawnedServe } from '../helpers.js';
import { startPostgres, type PgCluster } from '../support/postgres.js';

const DAY = 24 * 3600_000;
/** The address in front of all instances (reply links name it); the simulator sends none, so nothing listens there. */
const PUBLIC_URL = 'http://127.0.0.1:8099';
const PER_CALL = 25;
/** Bookings per wave; the first goes to all three instances, the second (after the kill) to the two left. */
const WAVE = 150;
/** Waves sent to all three before the kill, at most (one unless the victim had no share of the first; see below). */
const MAX_WAVES = 4;
// Ten: the heartbeat (every third of it) must beat in time on a loaded CI machine, where a live instance's event loop
// can stall for seconds waiting its turn to write; with 3 s, live instances lost leases and sent delivered webhooks again.
const LEASE_SECONDS = 10;

/** A booking the seeded simulator answers in a known way: SIM-CONFIRM is confirmed, SIM-NOBOOKING escalated. */
function booking(code: string, outcome: 'CONFIRM' | 'NOBOOKING'): Record<string, any> {
  const now = Date.now();
  const b = makeBooking({
    BookingCode: code,
    CheckIn: new Date(now + 60 * DAY).toISOString().slice(0, 10),
    CheckOut: new Date(now + 63 * DAY).toISOString().slice(0, 10),
    BookingDate: new Date(now - DAY).toISOString(),
    CancellationDeadLine: new Date(now + 50 * DAY).toISOString(),
  });
  b.Hotel.MasterProviderHotelId = `SIM-${outcome}`;
  return b;
}

interface Post {
  /** The webhook-id header (the event's id). */
  id: string;
  body: string;
  /** When its headers arrived. */
  at: number;
  /** What the receiver answered. */
  status: number;
  /** The instance (index into the serves) its User-Agent names; -1 if it names none of them. */
  from: number;
}

interface HookReceiver {
  url: string;
  port: number;
  posts: Post[];
  close(): Promise<void>;
}

/**
 * A webhook endpoint that records every POST and which instance sent it: each instance names itself in the
 * User-Agent (`reconfirm/<version> (instance <id>)`), and `senderOf` maps that id to the instance's index.
 */
async function startHookReceiver(answer: (id: string) => number, senderOf: (instance: string) => number): Promise<HookReceiver> {
  const posts: Post[] = [];
  const server: Server = createServer(async (req, res) => {
    const at = Date.now();
    let body = '';
    for await (const chunk of req) body += chunk;
    const id = String(req.headers['webhook-id']);
    const status = answer(id);
    const named = /^reconfirm\/\d+\.\d+\.\d+\S* \(instance ([0-9a-f]{12})\)$/.exec(String(req.headers['user-agent']));
    posts.push({ id, body, at, status, from: named ? senderOf(named[1]) : -1 });
    res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'not now');
  });
  // Connections stay open between deliveries, as in production.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    posts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const METRICS_TOKEN = 'multi-instance-metrics-token';

/** One counter of an instance's GET /metrics (0 when it has not counted anything yet). */
async function counter(serve: SpawnedServe, line: string): Promise<number> {
  const res = await request(`${serve.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.body.text();
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}
const CONTACTS_SENT = 'reconfirm_hotel_contacts_total{channel="simulator",result="sent"}';
const BOOKINGS_ACCEPTED = 'reconfirm_bookings_accepted_total{kind="add"}';

describe('several serve instances on one PostgreSQL database', () => {
  const tmp = tempDir('reconfirm-multi-');
  let cluster: PgCluster | undefined;
  let sql: pg.Client | undefined;
  let receiver: HookReceiver | undefined;
  const serves: SpawnedServe[] = [];
  after(async () => {
    for (const s of serves) killIfRunning(s.child);
    await Promise.all(serves.map((s) => s.exited));
    await sql?.end().catch(() => {});
    await receiver?.close();
    cluster?.stop();
    tmp.cleanup();
  });

  it('three instances, one killed mid-drain: every accepted booking once and finished, every event delivered, none twice by live instances, all three worked, nothing left locked', async (t) => {
    const started = Date.now();
    cluster = await startPostgres();
    const url = cluster.createDatabase('multi');
    sql = new pg.Client(url);
    await sql.connect();
    const one = async <T = any>(query: string, params: unknown[] = []): Promise<T> => (await sql!.query(query, params)).rows[0] as T;
    const all = async <T = any>(query: string, params: unknown[] = []): Promise<T[]> => (await sql!.query(query, params)).rows as T[];

    // Short leases (a dead instance's jobs are taken back LEASE_SECONDS after its last heartbeat), quick simulated hotels and
    // quick webhook retries.
    const configFile = join(tmp.dir, 'reconfirm.config.json');
    writeFileSync(
      configFile,
      JSON.stringify({
        scheduler: { leaseSeconds: LEASE_SECONDS },
        simulator: { seed: 20261212, minDelayMs: 200, maxDelayMs: 1500 },
        // A POST the sender gave up on (its timeout) while the receiver, in this busy test process, still answered 200
        // is a failed attempt for the sender and is sent again: legitimate, but it reads as a 200 followed by another
        // POST. The timeout is long enough that only the kill ends a POST before its answer.
        webhooks: { timeoutMs: 15_000, firstRetryMs: 100, maxRetryMs: 400 },
      }),
    );

    // The receiver answers 500 to the first POST of every third event (so retries happen), 200 otherwise, and notes
    // which instance sent each POST (the id its User-Agent names) and what it answered.
    const order = new Map<string, number>();
    const instances: string[] = [];
    receiver = await startHookReceiver((id) => {
      const first = !order.has(id);
      if (first) order.set(id, order.size);
      return first && order.get(id)! % 3 === 0 ? 500 : 200;
    }, (instance) => instances.indexOf(instance));

    // Three instances started together on the empty database: it is migrated once and one account is created.
    const args = ['--database-url', url, '--public-url', PUBLIC_URL, '--channel', 'simulator', '--config', configFile, '--quiet'];
    await spawnServes(3, args, { RECONFIRM_METRICS_TOKEN: METRICS_TOKEN }, tmp.dir, serves);
    instances.push(...serves.map((s) => s.instance));
    assert.equal(new Set(instances).size, 3, `each start has an id of its own: ${instances}`);
    for (const s of serves) assert.match(await (await request(`${s.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body.text(), new RegExp(`^reconfirm_instance_info\\{instance="${s.instance}",version="[^"]+"\\} 1$`, 'm'), 'its /metrics names it');
    t.diagnostic(`three instances up after ${Date.now() - started} ms`);

    const banners = serves.map((s) => bootstrapFrom(s.output()));
    assert.equal(banners.filter(Boolean).length, 1, `exactly one start created the first account:\n${serves.map((s) => s.output()).join('\n---\n')}`);
    assert.equal(Number((await one('SELECT count(*) AS n FROM accounts')).n), 1, 'one account in the database');
    const key = banners.find(Boolean)!;
    assert.match(serves[banners.findIndex(Boolean)].output(), /API key file:\s+\S+instance-\d\/first-api-key.txt/, "the key file is in that instance's working directory");

    const hook = await runCli(['--database-url', url, 'webhooks', 'add', '--url', receiver.url, '--json'], { cwd: tmp.dir });
    assert.equal(hook.code, 0, hook.stderr);

    const accepted = new Map<string, 'CONFIRMED' | 'ESCALATED'>();
    const send = async (serve: SpawnedServe, bookings: Record<string, any>[]) => {
      const res = await request(`${serve.url}/addBookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-account-id': key.accountId, 'x-api-key': key.apiKey },
        body: JSON.stringify(bookings),
      });
      const text = await res.body.text();
      assert.equal(res.statusCode, 200, text);
      for (const b of bookings) accepted.set(b.BookingCode, b.Hotel.MasterProviderHotelId === 'SIM-CONFIRM' ? 'CONFIRMED' : 'ESCALATED');
    };
    let next = 0;
    const calls = (targets: SpawnedServe[], count: number) => {
      const sends: Promise<void>[] = [];
      for (let i = 0; i < count / PER_CALL; i++) {
        const batch = Array.from({ length: PER_CALL }, () => {
          const n = next++;
          return booking(`MI-${n}`, n % 5 === 4 ? 'NOBOOKING' : 'CONFIRM');
        });
        sends.push(send(targets[i % targets.length], batch));
      }
      return Promise.all(sends);
    };

    const count = async (query: string, params: unknown[] = []) => Number((await one(query, params)).n);
    const finished = async () =>
      (await count("SELECT count(*) AS n FROM bookings WHERE status IN ('CONFIRMED', 'ESCALATED')")) === accepted.size &&
      (await count("SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'DELIVERED'")) === accepted.size;

    // The first wave goes to all three instances.
    await calls(serves, WAVE);
    const [victim, ...survivors] = serves;
    const victimPid = victim.child.pid!;
    const heldByVictim = () => count('SELECT count(*) AS n FROM jobs WHERE locked_by = $1', [victim.instance]);

    // The victim is killed once it has done work of its own (hotel contacts its queue sent or webhooks it POSTed:
    // either, as one instance can go four waves without claiming a contact, the two others taking each wave's whole
    // hand; the clean-clone CI of e18c716), while it holds jobs. Which instance claims which job is the queue's choice, not the test's: each claims up to
    // 128 contacts and 128 deliveries ahead (claimAhead), and deliveries mostly go to the instance whose
    // commit enqueued them (it wakes at once, the others on NOTIFY), so a wave can pass with the victim having POSTed no
    // webhook, or holding nothing by the time it has. Whenever everything sent so far is finished (the victim cannot
    // do more of it), another wave goes to all three, up to MAX_WAVES before the kill.
    // It is paused (SIGSTOP) while the jobs it holds are counted, and killed from that pause: a victim counted holding
    // jobs and then killed a moment later had finished them meanwhile (stop 12, once the test ran alone and faster).
    let victimContacts = 0;
    let victimAccepted = 0;
    let waves = 1;
    await waitFor('the victim to have sent contacts or webhooks and to hold jobs', async () => {
      victimContacts = await counter(victim, CONTACTS_SENT);
      if (victimContacts > 0 || receiver!.posts.some((p) => p.from === 0)) {
        victimAccepted = await counter(victim, BOOKINGS_ACCEPTED);
        victim.child.kill('SIGSTOP');
        if ((await heldByVictim()) > 0) return true;
        victim.child.kill('SIGCONT');
      }
      if (waves < MAX_WAVES && (await finished())) {
        const work = await Promise.all(serves.map(async (s, i) => [await counter(s, CONTACTS_SENT), receiver!.posts.filter((p) => p.from === i).length]));
        t.diagnostic(`wave ${waves} finished without the victim caught working: (contacts, POSTs) per instance ${JSON.stringify(work)}; another wave, ${Date.now() - started} ms in`);
        waves++;
        await calls(serves, WAVE);
      }
      return false;
    }, MAX_WAVES * 20_000, 5).catch(async (err) => {
      const jobs = await all('SELECT task, locked_by, count(*) AS n FROM jobs GROUP BY task, locked_by');
      const work = await Promise.all(serves.map(async (s, i) => ({ contacts: await counter(s, CONTACTS_SENT), posts: receiver!.posts.filter((p) => p.from === i).length })));
      throw new Error(`${err.message} after ${waves} wave(s) (${accepted.size} bookings): per instance ${JSON.stringify(work)}, jobs ${JSON.stringify(jobs)}, finished ${await finished()}\n${victim.output().slice(-1500)}`);
    });
    victim.child.kill('SIGKILL');
    const killedAt = Date.now();
    assert.deepEqual(await victim.exited, { code: null, signal: 'SIGKILL' });
    const heldAtKill = await heldByVictim();
    const postsAtKill = [0, 1, 2].map((i) => receiver!.posts.filter((p) => p.from === i).length);
    t.diagnostic(
      `killed pid ${victimPid} holding ${heldAtKill} job(s), after ${waves} wave(s), after it sent ${victimContacts} contact(s); ` +
        `POSTs per instance by then ${JSON.stringify(postsAtKill)}; ${Date.now() - started} ms in`,
    );
    assert.ok(heldAtKill > 0, 'the victim died holding jobs');

    // The next wave goes to the two left, while the victim's jobs wait for their lease to lapse. Which survivor claims
    // the contacts is the queue's choice (each holds up to 128 ahead, and a tick of one can take a whole wave): while
    // one of them has sent none once everything is finished, another wave goes to both, up to MAX_WAVES.
    const drained = () => waitFor('every booking finished and its webhook delivered', finished, 60_000, 100).catch(async (err) => {
      const states = await all("SELECT status, count(*) AS n FROM bookings GROUP BY status");
      const deliveries = await all("SELECT status, count(*) AS n FROM webhook_deliveries GROUP BY status");
      const jobs = await all('SELECT task, locked_by, count(*) AS n FROM jobs GROUP BY task, locked_by');
      const failing = await all('SELECT id, task, payload, attempts, last_error FROM jobs WHERE last_error IS NOT NULL');
      const pending = await all(
        `SELECT b.id, b.booking_id, b.status, (SELECT json_agg(json_build_object('id', c.id, 'status', c.status, 'detail', c.detail)) FROM hotel_contacts c WHERE c.booking_pk = b.id) AS contacts
         FROM bookings b WHERE b.status NOT IN ('CONFIRMED', 'ESCALATED')`,
      );
      throw new Error(`${err.message}: bookings ${JSON.stringify(states)}, deliveries ${JSON.stringify(deliveries)}, jobs ${JSON.stringify(jobs)}, failing jobs ${JSON.stringify(failing)}, unfinished bookings ${JSON.stringify(pending)}\n${survivors.map((s) => s.output().slice(-1500)).join('\n---\n')}`);
    });
    let after = 0;
    for (;;) {
      await calls(survivors, WAVE);
      after++;
      await drained();
      const sent = await Promise.all(survivors.map((s) => counter(s, CONTACTS_SENT)));
      if (sent.every((n) => n > 0) || after >= MAX_WAVES) break;
      t.diagnostic(`survivors' wave ${after} finished with contacts per survivor ${JSON.stringify(sent)}: another wave, ${Date.now() - started} ms in`);
    }
    assert.equal(accepted.size, (waves + after) * WAVE);
    const drainedAt = Date.now();
    t.diagnostic(`drained ${accepted.size} bookings after ${drainedAt - started} ms`);

    // Every booking that got a 200 exists exactly once and reached the outcome its simulated hotel gives.
    const rows = await all<{ id: string; status: string; n: string }>('SELECT booking_id AS id, min(status) AS status, count(*) AS n FROM bookings GROUP BY booking_id');
    assert.deepEqual(new Set(rows.map((r) => r.id)), new Set(accepted.keys()), 'exactly the accepted bookings are stored');
    assert.deepEqual(rows.filter((r) => Number(r.n) !== 1), [], 'each once');
    assert.deepEqual(rows.filter((r) => r.status !== accepted.get(r.id)), [], 'each CONFIRMED (SIM-CONFIRM) or ESCALATED (SIM-NOBOOKING)');
    assert.equal(Number((await one("SELECT count(*) AS n FROM submissions WHERE state <> 'APPLIED'")).n), 0, 'every submission applied');

    // Every webhook event arrived: one event per booking, of its outcome's type, its id received at least once, with
    // the stored body each time.
    const events = await all<{ id: string; type: string; bookingId: string; payload: string; attempts: string }>(
      `SELECT e.id, e.type, CAST(e.payload AS json) #>> '{data,BookingId}' AS "bookingId", e.payload, d.attempts
       FROM webhook_events e JOIN webhook_deliveries d ON d.event_id = e.id`,
    );
    assert.equal(events.length, accepted.size, 'one event (and delivery) per booking');
    assert.deepEqual(
      events.filter((e) => e.type !== (accepted.get(e.bookingId) === 'CONFIRMED' ? 'booking.confirmed' : 'booking.escalated')),
      [],
      'each event is of its booking’s outcome',
    );
    const posts = new Map<string, Post[]>();
    for (const p of receiver.posts) (posts.get(p.id) ?? posts.set(p.id, []).get(p.id)!).push(p);
    assert.deepEqual(events.filter((e) => !posts.has(e.id)).map((e) => e.id), [], 'every event id reached the receiver');
    assert.deepEqual([...posts.keys()].filter((id) => !events.some((e) => e.id === id)), [], 'nothing but these events was POSTed');
    assert.deepEqual(events.filter((e) => posts.get(e.id)!.some((p) => p.body !== e.payload)).map((e) => e.id), [], 'every POST carries the stored body');
    assert.ok(receiver.posts.some((p) => p.status === 500), 'some attempts were refused and retried');
    assert.deepEqual(receiver.posts.filter((p) => p.from < 0), [], 'the receiver told which instance sent each POST');

    // No (event, attempt) twice. There is no attempt header: the attempt is the engine's. Attempt n is reserved
    // (the delivery's attempts column counts it) before its POST, so a delivery's POSTs never outnumber its
    // attempts: an attempt sent twice would. And once a live instance got a 200 for an event, nothing POSTs the
    // event again; only a 200 the killed instance got and could not record is followed by another attempt.
    const findings: string[] = [];
    let againAfterKill = 0;
    for (const e of events) {
      const p = posts.get(e.id)!;
      const shown = `(ms after the kill, answer, instance) ${JSON.stringify(p.map(({ at, status, from }) => [at - killedAt, status, from]))}`;
      if (p.length > Number(e.attempts)) findings.push(`${e.id}: ${p.length} POSTs but ${e.attempts} attempts reserved ${shown}`);
      const delivered = p.findIndex((x) => x.status === 200);
      if (delivered >= 0 && delivered < p.length - 1) {
        if (p[delivered].from === 0) againAfterKill++;
        else findings.push(`${e.id}: POSTed again after a live instance got its 200 ${shown}`);
      }
    }
    t.diagnostic(
      `${receiver.posts.length} POSTs for ${events.length} events, per instance ${JSON.stringify([0, 1, 2].map((i) => receiver!.posts.filter((p) => p.from === i).length))}; ` +
        `${againAfterKill} delivered by the killed instance before it could record it, sent again as a later attempt`,
    );
    assert.deepEqual(findings, [], 'no (event, attempt) POSTed twice');

    // All three did work: each accepted bookings over HTTP and its queue sent hotel contacts or POSTed webhooks (each
    // instance's own counters; the victim's were read just before the kill); the survivors both contacted hotels.
    const survivorCounts = await Promise.all(survivors.map(async (s) => ({ accepted: await counter(s, BOOKINGS_ACCEPTED), contacts: await counter(s, CONTACTS_SENT) })));
    const counts = [{ accepted: victimAccepted, contacts: victimContacts }, ...survivorCounts].map((c, i) => ({ ...c, posts: receiver!.posts.filter((p) => p.from === i).length }));
    t.diagnostic(`per instance (victim first): ${JSON.stringify(counts)}`);
    assert.ok(counts.every((c) => c.accepted > 0 && c.contacts + c.posts > 0), `every instance accepted bookings and did queue work: ${JSON.stringify(counts)}`);
    assert.ok(counts.slice(1).every((c) => c.contacts > 0), `both survivors contacted hotels: ${JSON.stringify(counts)}`);

    // After the lease, nothing is locked: not by the dead instance, and not by the live ones once idle.
    // The dead instance's jobs are taken back once its lease lapses (LEASE_SECONDS after its last heartbeat), within its
    // lease and 15 s of the kill, but not before: the drain can end first, as jobs of finished bookings (a contact
    // whose hotel answered, its completion lost with the victim) are not needed for it.
    await waitFor("the dead instance's jobs taken back", async () => (await heldByVictim()) === 0, killedAt + LEASE_SECONDS * 1000 + 15_000 - Date.now(), 100).catch(async (err) => {
      const held = await all('SELECT task, count(*) AS n FROM jobs WHERE locked_by = $1 GROUP BY task', [victim.instance]);
      throw new Error(`${err.message}: still held ${Date.now() - killedAt} ms after the kill ${JSON.stringify(held)}`);
    });
    t.diagnostic(`the dead instance's jobs all taken back ${Date.now() - killedAt} ms after the kill (drained ${drainedAt - killedAt} ms after it)`);
    await waitFor('no job locked once idle', async () => Number((await one('SELECT count(*) AS n FROM jobs WHERE locked_at IS NOT NULL')).n) === 0, LEASE_SECONDS * 1000 + 10_000, 100);
    assert.deepEqual(await all('SELECT task, last_error FROM jobs WHERE failed_at IS NOT NULL'), [], 'no job parked');

    for (const s of survivors) s.child.kill('SIGTERM');
    for (const s of survivors) assert.deepEqual(await s.exited, { code: 0, signal: null }, s.output());
    assert.equal(Number((await one('SELECT count(*) AS n FROM jobs WHERE locked_at IS NOT NULL')).n), 0, 'nothing locked after a clean stop');
    t.diagnostic(`whole test ${Date.now() - started} ms`);
  });
});

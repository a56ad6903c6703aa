// The one test helpers module: the real service (in-process or the spawned binary), requests to it, bookings, and
// reads of its SQLite file. Fake outside parties (a webhook receiver, a dying worker) live in test/support/.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { ApiClient, bookingPath } from '../src/client/api.js';
import { followTraces } from '../src/client/push.js';
import { ConfigSchema, type Config, type ConfigInput } from '../src/config.js';
import { HOUR, type Clock } from '../src/domain/clock.js';
import type { HotelReply } from '../src/domain/reply.js';
import { startService, type Service, type StartOptions } from '../src/daemon/runtime.js';
import { engineOf, isDatabaseUrl, type Db } from '../src/store/db.js';
import { recordHotelReply } from '../src/store/replies.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(ROOT, 'bin', 'reconfirm.js');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function tempDir(prefix = 'reconfirm-test-'): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Polls until `fn` returns something truthy; fails naming what it waited for. */
export async function waitFor<T>(what: string, fn: () => T | undefined | false | null | Promise<T | undefined | false | null>, timeoutMs = 10_000, everyMs = 10): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Requests to the service

export interface ApiResponse<T = any> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
}

/**
 * Requests to a running service. `call` and its shortcuts are raw: the status, headers and body exactly as they
 * came, for tests about the answer itself. The steps a test only needs done (add and wait, wait for a status) go
 * through the product's own ApiClient without retries, so a wrong answer fails the test instead of being retried.
 */
export class Api {
  private productClient?: ApiClient;

  constructor(readonly baseUrl: string, public accountId: string, public apiKey: string) {}

  /** The product's client for these credentials. */
  get client(): ApiClient {
    return (this.productClient ??= new ApiClient({ baseUrl: this.baseUrl, accountId: this.accountId, apiKey: this.apiKey, ledger: '', timeoutMs: 30_000, retries: 0 }));
  }

  async close(): Promise<void> {
    await this.productClient?.close();
  }

  async call<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const res = await request(this.baseUrl + path, {
      method: method as any,
      headers: {
        'x-account-id': this.accountId,
        'x-api-key': this.apiKey,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      headersTimeout: 30_000,
      bodyTimeout: 30_000,
    });
    const text = await res.body.text();
    let parsed: any = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.statusCode, headers: res.headers, body: parsed };
  }

  addBookings(bookings: unknown[]) {
    return this.call('POST', '/addBookings', bookings);
  }

  update(bookingId: string, body: unknown, method = 'PATCH') {
    return this.call(method, bookingPath('/updateBooking', bookingId), body);
  }

  getBooking(bookingId: string) {
    return this.call('GET', bookingPath('/bookings', bookingId));
  }

  trace(traceId: string) {
    return this.call('GET', `/traces/${traceId}`);
  }

  /** Polls a trace until it is applied; returns its data. */
  async waitForTrace(traceId: string, timeoutMs = 10_000): Promise<any> {
    return waitFor(`trace ${traceId} to be applied`, async () => {
      const { data } = await this.client.get(`/traces/${encodeURIComponent(traceId)}`);
      return data.state === 'APPLIED' && data;
    }, timeoutMs, 20);
  }

  /** Adds bookings and waits until every batch is applied; returns the outcomes in order. */
  async addAndWait(bookings: unknown[], timeoutMs = 10_000): Promise<any[]> {
    const { data } = await this.client.post('/addBookings', bookings);
    const { outcomes, pending } = await followTraces(this.client, undefined, data.traceIds, { timeoutMs, intervalMs: 20 });
    if (pending.length) throw new Error(`traces ${pending.join(', ')} not applied within ${timeoutMs} ms`);
    return outcomes;
  }

  /** Polls a booking until its ReconfirmationStatus is one of the given ones; returns the booking. */
  async waitForStatus(bookingId: string, statuses: string[], timeoutMs = 15_000): Promise<any> {
    let last = '';
    try {
      return await waitFor(`booking ${bookingId} to be ${statuses.join('/')}`, async () => {
        const { data } = await this.client.get(bookingPath('/bookings', bookingId));
        last = data.BookingDetails.ReconfirmationStatus;
        return statuses.includes(last) && data;
      }, timeoutMs, 50);
    } catch (e) {
      throw new Error(`${(e as Error).message} (last seen: ${last || 'nothing'})`, { cause: e });
    }
  }
}

/** Asserts the PRODUCT section 2 error envelope with this status and code; returns the error object. */
export function assertError(r: ApiResponse, status: number, code: string): { code: string; name: string; message: string; details?: { index?: number; path: string; message: string }[] } {
  assert.equal(r.status, status, `expected ${status} ${code}, got ${r.status}: ${JSON.stringify(r.body).slice(0, 400)}`);
  assert.equal(typeof r.body, 'object', `error body is not JSON: ${String(r.body).slice(0, 200)}`);
  assert.equal(r.body.status, 'ERROR');
  assert.equal(r.body.error.code, code);
  assert.equal(typeof r.body.error.name, 'string');
  assert.equal(typeof r.body.error.message, 'string');
  assert.match(r.body.meta.requestId, /\S/);
  assert.ok(!Number.isNaN(Date.parse(r.body.meta.timestamp)));
  assert.equal(r.headers['x-request-id'], r.body.meta.requestId);
  return r.body.error;
}

let counter = 0;
/** A valid booking with every required field; override what a test is about. */
export function makeBooking(overrides: Record<string, any> = {}): Record<string, any> {
  counter++;
  return {
    BookingCode: `T-${process.pid}-${counter}`,
    CheckIn: '2027-03-10T14:00:00Z',
    CheckOut: '2027-03-13T10:00:00Z',
    BookingDate: '2026-11-20T09:30:00Z',
    Source: 'test',
    ChannelId: 'web',
    BookingAmount: 540.25,
    Currency: 'EUR',
    Refundable: true,
    CancellationDeadLine: '2027-03-01T00:00:00Z',
    BookingPriority: 1,
    Agency: { Name: 'Test Travel', ReferenceNo: `AG-${counter}` },
    Supplier: { Name: 'BedBank', ReferenceNo: `SUP-${process.pid}-${counter}` },
    Hotel: {
      Name: 'Hotel Miramar',
      Country: 'Spain',
      CountryCode: 'ES',
      City: 'Barcelona',
      Address: 'Passeig Maritim 1',
      PostalCode: '08003',
      Rating: 4,
      // No Latitude/Longitude: the tests' hotel keeps the configured default zone (Spain has several zones), which
      // the hotel's coordinates would otherwise decide (PRODUCT section 4).
      MasterProvider: 'TestProvider',
      MasterProviderHotelId: 'H-1',
      ContactDetails: { PhoneNumbers: ['+34 900 000 000'], Emails: ['reservations@miramar.example'] },
    },
    Guest: {
      LeadName: 'Maria Lopez',
      TotalRooms: 1,
      Adults: 2,
      Childs: 0,
      Infants: 0,
      Nationality: 'ES',
      Country: 'Spain',
      AllGuests: [{ Name: 'Maria Lopez', Title: 'Ms', Age: 34, Type: 'Adult', Email: 'maria@example.com' }],
      RoomStructure: [{ RoomType: 'Double Sea View', BoardType: 'Bed and Breakfast', Adults: 2, Childs: 0, Infants: 0 }],
    },
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The service in this process

export interface TestService {
  service: Service;
  url: string;
  accountId: string;
  apiKey: string;
  dbPath: string;
  /** The service's own database connection. */
  db: Db;
  dir: string;
  config: Config;
  api: Api;
  /** The service's log lines so far (kept unless the test passed its own `log`): a 500's cause, for a test's message. */
  logs: readonly string[];
  stop(): Promise<void>;
}

/**
 * The PostgreSQL cluster this test file's services run on, if any: RECONFIRM_TEST_PG_URL, which the runner gives a
 * pass, for every file of the pass or, when RECONFIRM_TEST_PG_FILES lists files (separated by the path delimiter),
 * for those only (npm test runs half of the service's files on PostgreSQL in each Node's pass:
 * scripts/test-all-nodes.mjs). A file is named by its source (test/x/y.test.ts), run compiled or not.
 */
function pgClusterOfThisFile(): string | undefined {
  const url = process.env.RECONFIRM_TEST_PG_URL;
  const only = process.env.RECONFIRM_TEST_PG_FILES;
  if (!url || !only) return url;
  const me = (process.argv[1] ?? '').replace(/\.js$/, '.ts');
  return only.split(delimiter).some((f) => f && me.endsWith(f)) ? url : undefined;
}
const TEST_PG_URL = pgClusterOfThisFile();

/** The engine the tests of this process run on: `pg` when the runner gave this file a PostgreSQL cluster. */
export const TEST_ENGINE: 'sqlite' | 'pg' = TEST_PG_URL ? 'pg' : 'sqlite';

/** A new empty database on the cluster at clusterUrl (postgres://user@host:port/postgres), and its URL. */
export async function freshPgDatabase(clusterUrl: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client(clusterUrl);
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The service database a test names to the binary (`serve --db`, the admin commands' --db): in the PostgreSQL pass a
 * fresh database on the runner's cluster, else a new SQLite file in dir. scripts/test-all-nodes.mjs runs every test file
 * that calls it (or startTestService, engineHarness) on both engines. A serve started on a fresh PostgreSQL database writes
 * its first key's file to its working directory: give spawnServe a temp dir as cwd.
 */
export async function testDatabase(dir: string, name = 'reconfirm.db'): Promise<string> {
  return TEST_PG_URL ? freshPgDatabase(TEST_PG_URL) : join(dir, name);
}

/** Starts the real service in this process on 127.0.0.1, port 0, with a fresh SQLite file (or PostgreSQL database). */
/** A DNS resolver that knows no name (what sender authentication sees for the tests' .example domains). */
export const noDns = async (name: string): Promise<string[][]> => {
  throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
};

export async function startTestService(
  overrides: Partial<ConfigInput> = {},
  opts: Omit<StartOptions, 'log'> & { clock?: Clock; log?: (line: string) => void } = {},
): Promise<TestService> {
  const { dir, cleanup } = tempDir();
  // One suite, two stores: with a PostgreSQL cluster the test runner started for this file, each service gets
  // a fresh PostgreSQL database; otherwise a fresh SQLite file.
  const dbPath = TEST_PG_URL ? await freshPgDatabase(TEST_PG_URL) : join(dir, 'reconfirm.db');
  const config = ConfigSchema.parse({ db: dbPath, host: '127.0.0.1', port: 0, channel: 'manual', ...overrides });
  const logs: string[] = [];
  // RECONFIRM_TEST_LOG=1 shows the service's log lines (a 500's cause) on stderr.
  // Tests reach no DNS server: sender authentication of received e-mail finds no records (a test may inject a zone).
  const service = await startService(config, { log: opts.log ?? ((l) => (process.env.RECONFIRM_TEST_LOG ? console.error(l) : logs.push(l))), dnsResolver: noDns, ...opts });
  const boot = service.bootstrap!;
  const api = new Api(service.url, boot.accountId, boot.apiKey);
  return {
    service,
    url: service.url,
    accountId: boot.accountId,
    apiKey: boot.apiKey,
    dbPath,
    db: service.ctx.db,
    dir,
    config,
    api,
    logs,
    stop: async () => {
      await api.close();
      await service.stop();
      cleanup();
    },
  };
}

/**
 * Makes writes of one kind to a table fail, as a full disk would (`when`: a condition on NEW, or OLD for a DELETE), by a
 * trigger in the engine's own dialect; returns what removes it.
 */
export function failWrites(db: Db, name: string, table: string, event: 'INSERT' | 'UPDATE' | 'DELETE', when = 'true', message = 'disk full'): () => void {
  const exec = (sql: string) => db.$client.exec(sql);
  if (engineOf(db) === 'pg') {
    exec(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF ${when} THEN RAISE EXCEPTION '${message}'; END IF;
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER ${name} BEFORE ${event} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}();`);
    return () => exec(`DROP TRIGGER ${name} ON ${table}; DROP FUNCTION ${name}();`);
  }
  exec(`CREATE TRIGGER ${name} BEFORE ${event} ON ${table} WHEN ${when} BEGIN SELECT RAISE(ABORT, '${message}'); END;`);
  return () => exec(`DROP TRIGGER ${name}`);
}

/** What the store helpers below need: requests to a service and a connection to its database. */
export type ServiceHandle = Pick<TestService, 'api' | 'db'>;

/** The primary key of a booking in the service's database. */
export function bookingPk(s: ServiceHandle, bookingId: string): number {
  const row = s.db.$client.prepare('SELECT id FROM bookings WHERE booking_id = ?').get(bookingId) as { id: number } | undefined;
  assert.ok(row, `booking ${bookingId} is not stored`);
  return row.id;
}

/** Records a hotel's answer as any channel would (the store function `hotel reply` and the channels use). */
export function hotelAnswers(s: ServiceHandle, bookingId: string, reply: HotelReply): string {
  const r = recordHotelReply(s.db, bookingPk(s, bookingId), reply, { source: 'manual', actor: 'test', now: Date.now() });
  assert.ok(r.ok, `reply not applied: ${JSON.stringify(r)}`);
  return r.status;
}

export const confirmByHotel = (s: ServiceHandle, bookingId: string, hcn = 'HCN-1') => assert.equal(hotelAnswers(s, bookingId, { hcn }), 'CONFIRMED');
export const escalateByHotel = (s: ServiceHandle, bookingId: string) => assert.equal(hotelAnswers(s, bookingId, { noBooking: true }), 'ESCALATED');

/** Adds a booking through the API and records a hotel reply for it (booking.confirmed with an HCN, or an escalation). */
export async function bookAndReply(s: ServiceHandle, reply: HotelReply): Promise<string> {
  const b = makeBooking();
  await s.api.addAndWait([b]);
  hotelAnswers(s, b.BookingCode, reply);
  return b.BookingCode;
}

/** The stored status of a booking, read over HTTP. */
export async function statusOf(s: ServiceHandle, bookingId: string): Promise<string> {
  const r = await s.api.getBooking(bookingId);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data.BookingDetails.ReconfirmationStatus;
}

export function countRows(s: ServiceHandle, table: string): number {
  return (s.db.$client.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
}

export interface DeliveryRow {
  id: number;
  event_id: string;
  endpoint_id: string;
  status: string;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
}

export function deliveriesOf(db: Db, endpointId: string): DeliveryRow[] {
  return db.$client.prepare('SELECT * FROM webhook_deliveries WHERE endpoint_id = ? ORDER BY id').all(endpointId) as DeliveryRow[];
}

// ---------------------------------------------------------------------------------------------------------------
// The engine on a fake clock

/** A clock tests move by hand (the product's code takes any Clock; only tests need one that stands still). */
export class FakeClock implements Clock {
  constructor(private t: number = Date.parse('2026-12-01T00:00:00Z')) {}
  now() {
    return this.t;
  }
  set(iso: string | number) {
    this.t = typeof iso === 'number' ? iso : Date.parse(iso);
  }
  advance(ms: number) {
    this.t += ms;
  }
}

export interface EngineHarness {
  s: TestService;
  clock: FakeClock;
  /** Adds bookings and runs everything due (submission, first contact, risk check). */
  add(bookings: unknown[]): Promise<void>;
  /** Moves the clock and runs every job that has come due (the job rows are the only schedule). */
  advance(hours: number): Promise<void>;
  drain(): Promise<void>;
  get(bookingId: string): Promise<any>;
  history(bookingId: string, kind?: string): Promise<any[]>;
  sql<T = any>(query: string, ...params: unknown[]): T[];
  stop(): Promise<void>;
}

/** A real service on a temp SQLite file driven by a fake clock, its queue drained by hand. */
export async function engineHarness(overrides: Partial<ConfigInput> = {}, start = '2026-12-01T00:00:00Z'): Promise<EngineHarness> {
  const clock = new FakeClock(Date.parse(start));
  const s = await startTestService(overrides, { clock, workers: false, scheduler: false });
  const drain = () => s.service.runner.drain();
  const h: EngineHarness = {
    s,
    clock,
    drain,
    async add(bookings) {
      const r = await s.api.addBookings(bookings);
      if (r.status !== 200) throw new Error(`addBookings answered ${r.status}: ${JSON.stringify(r.body)}`);
      await drain();
    },
    async advance(hours) {
      clock.advance(hours * HOUR);
      await drain();
    },
    async get(bookingId) {
      const r = await s.api.getBooking(bookingId);
      if (r.status !== 200) throw new Error(`GET /bookings/${bookingId} answered ${r.status}`);
      return r.body.data;
    },
    async history(bookingId, kind) {
      const all = (await h.get(bookingId)).history as any[];
      return kind ? all.filter((e) => e.kind === kind) : all;
    },
    sql: (query, ...params) => s.db.$client.prepare(query).all(...params) as any[],
    stop: () => s.stop(),
  };
  return h;
}

/** The reply link a webform contact attempt recorded in the booking history (the one the team forwards). */
export function linkFrom(history: any[]): string {
  const entries = history.filter((e) => e.kind === 'hotel_contact');
  const m = /(https?:\/\/\S+\/hotel\/respond\/\S+?)\s/.exec(entries[entries.length - 1]?.message ?? '');
  if (!m) throw new Error(`no reply link in the history: ${JSON.stringify(entries)}`);
  return m[1];
}

// ---------------------------------------------------------------------------------------------------------------
// The real binary

let buildProblem: string | null | undefined;

/**
 * Fails unless every file of src/ has a compiled dist/ file at least as new: bin/reconfirm.js runs dist/, and a
 * test of the binary against an old build passes or fails for the wrong code. Checked once per test process.
 */
export function assertFreshBuild(): void {
  buildProblem ??= (() => {
    const stale: string[] = [];
    for (const rel of readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })) {
      if (!rel.endsWith('.ts') || rel.endsWith('.d.ts')) continue;
      const built = join(ROOT, 'dist', rel.replace(/\.ts$/, '.js'));
      let builtAt = 0;
      try {
        builtAt = statSync(built).mtimeMs;
      } catch {
        /* not built: stale */
      }
      if (builtAt < statSync(join(ROOT, 'src', rel)).mtimeMs) stale.push(`src/${rel}`);
    }
    if (!stale.length) return null;
    const named = stale.slice(0, 3).join(', ') + (stale.length > 3 ? ` and ${stale.length - 3} more` : '');
    return `dist/ is older than ${named}: this test runs bin/reconfirm.js, which runs dist/. Run \`npm run build\` first (npm test does).`;
  })();
  if (buildProblem) throw new Error(buildProblem);
}

/** The path of bin/reconfirm.js, once the build it runs is known to be fresh. */
export function reconfirmBin(): string {
  assertFreshBuild();
  return BIN;
}

export interface SpawnedServe {
  child: ChildProcess;
  url: string;
  /** Its instance id from the banner: the User-Agent of what it sends and its name in jobs.locked_by. */
  instance: string;
  /** The port of its SMTP listener for hotels' replies, from the banner, when it runs one (--inbound-smtp-port 0 gets one free). */
  inboundSmtpPort?: number;
  /** Everything the process wrote so far, stdout and stderr together. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs the real `reconfirm serve --port 0` with these further arguments and waits until it listens. */
/**
 * Several `serve` instances started together, each in a directory of its own under `parent` (instance-0, -1, ...):
 * those that started are pushed to `into` before a failed start's error is thrown, so the caller's cleanup stops them.
 */
export async function spawnServes(count: number, args: string[], env: NodeJS.ProcessEnv, parent: string, into: SpawnedServe[]): Promise<SpawnedServe[]> {
  const dirs = Array.from({ length: count }, (_, i) => {
    const dir = join(parent, `instance-${i}`);
    mkdirSync(dir);
    return dir;
  });
  const spawned = await Promise.allSettled(dirs.map((dir) => spawnServe(args, env, dir)));
  for (const s of spawned) if (s.status === 'fulfilled') into.push(s.value);
  for (const s of spawned) if (s.status === 'rejected') throw s.reason;
  return into;
}

const SERVE_START_MS = 60_000;

export async function spawnServe(args: string[], env: NodeJS.ProcessEnv = {}, cwd = ROOT): Promise<SpawnedServe> {
  // On PostgreSQL serve needs --public-url (the address in front of every instance): unless the test gives one, its
  // own address, on a port chosen here.
  if (args.some((a) => isDatabaseUrl(a)) && !args.some((a) => a.startsWith('--public-url'))) {
    const port = await freePort();
    args = [...args, '--port', String(port), '--public-url', `http://127.0.0.1:${port}`];
  }
  const child = spawn(process.execPath, [reconfirmBin(), 'serve', '--port', '0', ...args], { cwd, env: { ...process.env, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout!.on('data', (d) => (text += d));
  child.stderr!.on('data', (d) => (text += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => child.once('exit', (code, signal) => r({ code, signal })));
  // A deadline that only catches a start that hangs: three serves starting at once take 6 s on a quiet two-core
  // machine and took over 20 s on a loaded CI run (speed is the benches' business, not this wait's).
  const started = Date.now();
  const deadline = started + SERVE_START_MS;
  for (;;) {
    const m = /listening on (http:\/\/\S+) \(instance ([0-9a-f]+)/.exec(text);
    if (m) {
      const smtp = /hotels' replies by SMTP on \S+:(\d+)/.exec(text);
      return { child, url: m[1], instance: m[2], inboundSmtpPort: smtp ? Number(smtp[1]) : undefined, output: () => text, exited };
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`serve did not start (${child.exitCode !== null ? `exited with ${child.exitCode}` : `not listening after ${Date.now() - started} ms`}): ${text}`);
    }
    await sleep(10);
  }
}

/**
 * The first start's account id and API key from serve's output: printed on a terminal, else in the owner-only file
 * the output names (as it is for a spawned serve, whose stdout is a pipe). Undefined until the banner is out.
 */
export function bootstrapFrom(output: string): { accountId: string; apiKey: string } | undefined {
  const accountId = /account id:\s+(\S+)/.exec(output)?.[1];
  const file = /API key file:\s+(\S+)/.exec(output)?.[1];
  const apiKey = file ? /API key:\s+(\S+)/.exec(readFileSync(file, 'utf8'))?.[1] : /API key:\s+(\S+)/.exec(output)?.[1];
  return accountId && apiKey ? { accountId, apiKey } : undefined;
}

/** Kills a child if it still runs (cleanup after a failed test). */
export function killIfRunning(child: ChildProcess | undefined) {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Runs the real `reconfirm` binary to completion. */
export function runCli(args: string[], opts: { env?: NodeJS.ProcessEnv; cwd?: string; input?: string; timeoutMs?: number } = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const bin = reconfirmBin();
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: opts.cwd ?? ROOT, env: { ...process.env, NO_COLOR: '1', ...opts.env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`reconfirm ${args.join(' ')} timed out; stdout: ${stdout} stderr: ${stderr}`));
    }, opts.timeoutMs ?? 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, stdout, stderr });
    });
    child.stdin.end(opts.input ?? '');
  });
}

/** `reconfirm keys create --json` on a database: creates the account on a fresh file. */
export async function createKey(db: string): Promise<{ accountId: string; keyId: string; apiKey: string }> {
  const r = await runCli(['keys', 'create', '--db', db, '--json']);
  if (r.code !== 0) throw new Error(`keys create failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** `reconfirm webhooks add --json`: registers an endpoint, returns its id and secret. */
export async function addWebhook(db: string, url: string, events = 'booking.confirmed,booking.escalated'): Promise<{ id: string; secret: string }> {
  const r = await runCli(['webhooks', 'add', '--db', db, '--url', url, '--events', events, '--json']);
  if (r.code !== 0) throw new Error(`webhooks add failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/**
 * A TCP port free on 127.0.0.1 just now, for a server that must be told its port before it starts (a PostgreSQL
 * cluster, dovecot, a serve behind its own --public-url). Taken below the kernel's ephemeral range
 * (/proc/sys/net/ipv4/ip_local_port_range), where no outgoing connection and no listen(0) of a test running beside
 * this one can take it between this check and the server's own bind: a port from listen(0) could, and a CI run failed
 * on it ("EADDRINUSE 127.0.0.1:42371" for a port this function had just handed out). Where a server can listen on 0
 * and say what it got, a test asks for 0 instead.
 */
export async function freePort(): Promise<number> {
  const [low] = ephemeralRange();
  const floor = Math.max(10_000, low - 12_000);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = floor + Math.floor(Math.random() * (low - floor));
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port found between ${floor} and ${low} in 50 tries`);
}

function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low > 11_000 && high >= low) return [low, high];
  } catch {
    // not Linux: the IANA range's start
  }
  return [49152, 65535];
}

function bindable(port: number): Promise<boolean> {
  return new Promise((resolveBindable) => {
    const server = createServer();
    server.once('error', () => resolveBindable(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolveBindable(true)));
  });
}

/** Resident set size of a process in bytes, from /proc (Linux); undefined elsewhere. */
export function rssOf(pid: number): number | undefined {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

export interface CliEnv {
  dir: string;
  env: NodeJS.ProcessEnv;
  run(args: string[], opts?: { env?: NodeJS.ProcessEnv; input?: string; timeoutMs?: number }): ReturnType<typeof runCli>;
  file(name: string, content: string): string;
  cleanup(): void;
}

/** The client commands' surroundings: no RECONFIRM_* from the developer's shell leaks in; profile and ledger in a temp dir. */
export function cliEnv(service?: { url: string; accountId: string; apiKey: string }): CliEnv {
  const { dir, cleanup } = tempDir('reconfirm-cli-');
  const env: NodeJS.ProcessEnv = {
    RECONFIRM_CONFIG_DIR: join(dir, 'config'),
    RECONFIRM_LEDGER: join(dir, 'ledger.db'),
    RECONFIRM_BASE_URL: service?.url ?? '',
    RECONFIRM_ACCOUNT_ID: service?.accountId ?? '',
    RECONFIRM_API_KEY: service?.apiKey ?? '',
    RECONFIRM_PROFILE: '',
    RECONFIRM_CONFIG: '',
    XDG_DATA_HOME: join(dir, 'data'),
    // Times are shown on the agent's clock (TZ, else the system's): the tests read them in UTC unless they say.
    TZ: process.env.TZ ?? 'UTC',
  };
  return {
    dir,
    env,
    run: (args, opts = {}) => runCli(args, { cwd: dir, ...opts, env: { ...env, ...opts.env } }),
    file: (name, content) => {
      const path = join(dir, name);
      writeFileSync(path, content);
      return path;
    },
    cleanup,
  };
}

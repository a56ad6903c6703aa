// Shared test harness: a real service on a loopback port over a real SQLite file in a temp dir, and an HTTP client.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { ConfigSchema, type Config, type ConfigInput } from '../src/config.js';
import type { Clock } from '../src/domain/clock.js';
import { startService, type Service, type StartOptions } from '../src/daemon/runtime.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BIN = join(ROOT, 'bin', 'reconfirm.js');

export function tempDir(prefix = 'reconfirm-test-'): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface TestService {
  service: Service;
  url: string;
  accountId: string;
  apiKey: string;
  dbPath: string;
  dir: string;
  config: Config;
  api: Api;
  stop(): Promise<void>;
}

/** Starts the real service in this process on 127.0.0.1, port 0, with a fresh SQLite file. */
export async function startTestService(
  overrides: Partial<ConfigInput> = {},
  opts: Omit<StartOptions, 'log'> & { clock?: Clock; log?: (line: string) => void } = {},
): Promise<TestService> {
  const { dir, cleanup } = tempDir();
  const dbPath = join(dir, 'reconfirm.db');
  const config = ConfigSchema.parse({ db: dbPath, host: '127.0.0.1', port: 0, channel: 'manual', ...overrides });
  const logs: string[] = [];
  const service = await startService(config, { log: opts.log ?? ((l) => logs.push(l)), ...opts });
  const boot = service.bootstrap!;
  const api = new Api(service.url, boot.accountId, boot.apiKey);
  return {
    service,
    url: service.url,
    accountId: boot.accountId,
    apiKey: boot.apiKey,
    dbPath,
    dir,
    config,
    api,
    stop: async () => {
      await service.stop();
      cleanup();
    },
  };
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
}

/** A small client for tests: JSON in, JSON out, the spec's auth headers. */
export class Api {
  constructor(readonly baseUrl: string, public accountId: string, public apiKey: string) {}

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
    return this.call(method, `/updateBooking/${encodeURIComponent(bookingId)}`, body);
  }

  getBooking(bookingId: string) {
    return this.call('GET', `/bookings/${encodeURIComponent(bookingId)}`);
  }

  trace(traceId: string) {
    return this.call('GET', `/traces/${traceId}`);
  }

  /** Polls a trace until it is applied; returns its data. */
  async waitForTrace(traceId: string, timeoutMs = 10_000): Promise<any> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const r = await this.trace(traceId);
      if (r.status === 200 && r.body.data.state === 'APPLIED') return r.body.data;
      if (Date.now() > deadline) throw new Error(`trace ${traceId} not applied within ${timeoutMs} ms: ${JSON.stringify(r.body)}`);
      await sleep(20);
    }
  }

  /** Adds bookings and waits until every batch is applied; returns the outcomes in order. */
  async addAndWait(bookings: unknown[]): Promise<any[]> {
    const r = await this.addBookings(bookings);
    if (r.status !== 200) throw new Error(`addBookings answered ${r.status}: ${JSON.stringify(r.body)}`);
    const outcomes = [];
    for (const t of r.body.data.traceIds) outcomes.push(...(await this.waitForTrace(t)).outcomes);
    return outcomes;
  }

  /** Polls a booking until its ReconfirmationStatus is one of the given ones. */
  async waitForStatus(bookingId: string, statuses: string[], timeoutMs = 15_000): Promise<any> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const r = await this.getBooking(bookingId);
      if (r.status === 200 && statuses.includes(r.body.data.BookingDetails.ReconfirmationStatus)) return r.body.data;
      if (Date.now() > deadline) throw new Error(`booking ${bookingId} not ${statuses.join('/')} within ${timeoutMs} ms: ${JSON.stringify(r.body).slice(0, 500)}`);
      await sleep(50);
    }
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
      Latitude: '41.3851',
      Longitude: '2.1734',
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

export interface SpawnedServe {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | null>;
}

/** Runs the real binary `reconfirm serve` as a child process and waits until it listens. */
export async function spawnServe(args: string[], env: NodeJS.ProcessEnv = {}, cwd = ROOT): Promise<SpawnedServe> {
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--quiet', ...args], { cwd, env: { ...process.env, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout!.on('data', (d) => (text += d));
  child.stderr!.on('data', (d) => (text += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const deadline = Date.now() + 20_000;
  for (;;) {
    const m = /listening on (http:\/\/\S+)/.exec(text);
    if (m) return { child, url: m[1], output: () => text, exited };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`serve did not start: ${text}`);
    await sleep(25);
  }
}

/** Runs the real `reconfirm` binary to completion. */
export function runCli(args: string[], opts: { env?: NodeJS.ProcessEnv; cwd?: string; input?: string; timeoutMs?: number } = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: opts.cwd ?? ROOT, env: { ...process.env, NO_COLOR: '1', ...opts.env }, stdio: ['pipe', 'pipe', 'pipe'] });
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

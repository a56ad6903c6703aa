// `reconfirm listen` (the real binary): verifies signatures and timestamps, answers at once, deduplicates, records, forwards.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Database } from '../../src/store/sqliteDriver.js';
import { Webhook } from 'standardwebhooks';
import { request } from 'undici';
import { addEndpoint } from '../../src/store/webhooks.js';
import { bookAndReply, reconfirmBin, ROOT, runCli, startTestService, tempDir, waitFor, type TestService } from '../helpers.js';
import { startReceiver, type Receiver } from '../support/webhook-receiver.js';

const SECRET = `whsec_${Buffer.from('a test secret of 24 bytes').subarray(0, 24).toString('base64')}`;

interface Listening {
  child: ChildProcess;
  url: string;
  stdout(): string;
  exited: Promise<number | null>;
}

async function spawnListen(args: string[]): Promise<Listening> {
  const child = spawn(process.execPath, [reconfirmBin(), 'listen', '--port', '0', ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let errText = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (errText += d));
  // 'close', not 'exit': by then everything the child printed has been read.
  const exited = new Promise<number | null>((r) => child.once('close', (code) => r(code)));
  const m = await waitFor('listen to start', () => child.exitCode === null && /listening on (http:\/\/\S+)/.exec(out + errText), 15_000, 25);
  return { child, url: m[1], stdout: () => out, exited };
}

function signed(secret: string, body: string, opts: { id?: string; at?: Date } = {}) {
  const id = opts.id ?? `msg_${Math.random().toString(16).slice(2)}`;
  const at = opts.at ?? new Date();
  return { id, headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': new Webhook(secret).sign(id, at, body) } };
}

async function post(url: string, body: string, headers: Record<string, string>) {
  const res = await request(url, { method: 'POST', body, headers });
  return { status: res.statusCode, text: (await res.body.text()).trim() };
}

const event = (hcn: string) =>
  JSON.stringify({ type: 'booking.confirmed', timestamp: new Date().toISOString(), data: { BookingId: `BK-${hcn}`, BookingCode: `BK-${hcn}`, LineCode: null, HCN: hcn, ReconfirmationStatus: 'CONFIRMED' } });

describe('reconfirm listen', () => {
  const tmp = tempDir();
  const ledgerPath = join(tmp.dir, 'ledger.db');
  let l: Listening;
  let downstream: Receiver;
  const lines = () => l.stdout().split('\n').filter(Boolean).map((x) => JSON.parse(x));
  const ledgerRows = (id: string) => {
    const db = new Database(ledgerPath, { readonly: true });
    try {
      return db.prepare('SELECT * FROM received_webhooks WHERE webhook_id = ?').all(id) as { booking_id: string; type: string }[];
    } finally {
      db.close();
    }
  };

  before(async () => {
    downstream = await startReceiver();
    l = await spawnListen(['--secret', SECRET, '--ledger', ledgerPath, '--json', '--forward-to', downstream.url]);
  });
  after(async () => {
    l.child.kill('SIGKILL');
    await downstream.close();
    tmp.cleanup();
  });

  it('accepts a validly signed event with 200, records it in the ledger, prints it and forwards body and headers unchanged', async () => {
    const body = event('HX1');
    const s = signed(SECRET, body);
    assert.deepEqual(await post(l.url, body, s.headers), { status: 200, text: 'ok' });
    const line = await waitFor('the event line', () => lines().find((x) => x.webhookId === s.id && x.result === 'received'));
    assert.equal(line.type, 'booking.confirmed');
    assert.equal(line.BookingId, 'BK-HX1');
    assert.equal(line.HCN, 'HX1');
    assert.equal(ledgerRows(s.id).length, 1);
    assert.equal(ledgerRows(s.id)[0].booking_id, 'BK-HX1');
    const fwd = await waitFor('the forward', () => downstream.received.find((x) => x.id === s.id));
    assert.equal(fwd.body, body);
    assert.equal(fwd.signature, s.headers['webhook-signature']);
    assert.equal(fwd.timestamp, s.headers['webhook-timestamp']);
    await waitFor('the forwarded line', () => lines().find((x) => x.webhookId === s.id && x.result === 'forwarded' && x.status === 200));
  });

  it('answers a repeated webhook-id with 200 but prints it as a duplicate and records it once', async () => {
    const body = event('HX2');
    const s = signed(SECRET, body);
    assert.equal((await post(l.url, body, s.headers)).status, 200);
    assert.equal((await post(l.url, body, s.headers)).status, 200);
    await waitFor('the duplicate line', () => lines().find((x) => x.webhookId === s.id && x.result === 'duplicate'));
    assert.equal(lines().filter((x) => x.webhookId === s.id && x.result === 'received').length, 1);
    assert.equal(ledgerRows(s.id).length, 1);
  });

  it('rejects a tampered body with 401 and records nothing', async () => {
    const s = signed(SECRET, event('HX3'));
    const r = await post(l.url, event('HX3').replace('HX3', 'HX4'), s.headers);
    assert.equal(r.status, 401);
    assert.match(r.text, /signature does not match/);
    await waitFor('the rejected line', () => lines().find((x) => x.webhookId === s.id && x.result === 'rejected'));
    assert.equal(ledgerRows(s.id).length, 0);
  });

  it('rejects a signature made with another secret with 401', async () => {
    const body = event('HX5');
    const s = signed(`whsec_${Buffer.alloc(24, 9).toString('base64')}`, body);
    const r = await post(l.url, body, s.headers);
    assert.equal(r.status, 401);
    assert.equal(ledgerRows(s.id).length, 0);
  });

  it('rejects a correctly signed event with a stale timestamp (replay) with 401', async () => {
    const body = event('HX6');
    const s = signed(SECRET, body, { at: new Date(Date.now() - 10 * 60_000) });
    const r = await post(l.url, body, s.headers);
    assert.equal(r.status, 401);
    assert.match(r.text, /timestamp outside the 5-minute tolerance/);
    assert.equal(ledgerRows(s.id).length, 0);
  });

  it('answers 400 when the webhook headers are missing and 405 to anything but POST', async () => {
    const r = await post(l.url, event('HX7'), { 'content-type': 'application/json' });
    assert.equal(r.status, 400);
    assert.match(r.text, /missing or malformed webhook-id/);
    const get = await request(l.url);
    await get.body.dump();
    assert.equal(get.statusCode, 405);
  });

  it('refuses to start without a secret (exit 2)', async () => {
    const r = await runCli(['listen', '--port', '0', '--ledger', ledgerPath], { env: { RECONFIRM_WEBHOOK_SECRET: '' } });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--secret whsec_/);
  });

  it('stops cleanly on SIGTERM', async () => {
    const other = await spawnListen(['--secret', SECRET, '--ledger', join(tmp.dir, 'other.db')]);
    other.child.kill('SIGTERM');
    assert.equal(await other.exited, 0);
    assert.match(other.stdout(), /stopped/);
  });
});

describe('reconfirm listen receiving from the service', () => {
  let s: TestService;
  let l: Listening;
  const tmp = tempDir();
  before(async () => (s = await startTestService()));
  after(async () => {
    l?.child.kill('SIGKILL');
    await s.stop();
    tmp.cleanup();
  });

  it('prints one status line per event with time, type, BookingId and HCN or escalation reason', async () => {
    const ep = addEndpoint(s.service.ctx.db, { url: 'http://127.0.0.1:1/', events: ['*'] }, Date.now());
    l = await spawnListen(['--secret', ep.secret, '--ledger', join(tmp.dir, 'ledger.db')]);
    s.service.ctx.db.$client.prepare('UPDATE webhook_endpoints SET url = ? WHERE id = ?').run(l.url + '/', ep.id);
    const confirmed = await bookAndReply(s, { hcn: 'HX-LIVE-1' });
    const escalated = await bookAndReply(s, { noBooking: true });
    await waitFor('two lines', () => l.stdout().includes(escalated) && l.stdout().includes(confirmed), 10_000);
    assert.match(l.stdout(), new RegExp(`^\\S+Z  received   booking\\.confirmed  ${confirmed}  HCN HX-LIVE-1  msg_\\w+$`, 'm'));
    assert.match(l.stdout(), new RegExp(`^\\S+Z  received   booking\\.escalated  ${escalated}  HOTEL_REPORTS_NO_BOOKING  contact reservations@miramar\\.example, \\+34 900 000 000  msg_\\w+$`, 'm'), 'an escalation says whom to contact');
  });
});

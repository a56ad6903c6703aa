// Authentication and secrecy against the real `serve` (request logging on): hashed keys, uniform 403s, per-client throttling,
// revocation beside a running serve, reply tokens, and no key, secret, token or guest data in its logs.
import assert from 'node:assert/strict';
import { readFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { request as httpRequest } from 'node:http';
import { request } from 'undici';
import { isDatabaseUrl, openDatabase } from '../../src/store/db.js';
import { addWebhook, Api, createKey, killIfRunning, linkFrom, makeBooking, runCli, sleep, spawnServe, tempDir, testDatabase, waitFor, type SpawnedServe } from '../helpers.js';
import { startReceiver, type Receiver } from '../support/webhook-receiver.js';

const GUEST = { name: 'Zelda Quixote-Marchetti', email: 'zelda.qm@guestmail.example', phone: '+44 7700 900123', second: 'Bartholomew Ngata', email2: 'b.ngata@guestmail.example', phone2: '+64 21 555 0199' };

/** A response body with the parts that differ per request blanked out. */
const normalised = (body: any) => JSON.stringify({ ...body, meta: { ...body.meta, requestId: 'X', timestamp: 'X' } });

describe('authentication and secrecy of the real serve', () => {
  const tmp = tempDir('reconfirm-security-');
  let dbPath: string;
  let serve: SpawnedServe | undefined;
  const started: SpawnedServe[] = [];
  let receiver: Receiver | undefined;
  after(async () => {
    // Every serve started, also one a failed case left running (it would keep this file from ending).
    for (const one of started) killIfRunning(one.child);
    await receiver?.close();
    tmp.cleanup();
  });

  it('a realistic session leaves no API key, webhook secret, reply token or guest data in the logs, and the database holds no plain key', async () => {
    const configPath = join(tmp.dir, 'reconfirm.config.json');
    writeFileSync(configPath, JSON.stringify({ channel: 'webform', auth: { maxFailures: 5, windowSeconds: 60 }, webhooks: { firstRetryMs: 100, maxRetryMs: 300 } }));
    dbPath = await testDatabase(tmp.dir, 'service.db');
    const key = await createKey(dbPath);
    const second = await createKey(dbPath);
    receiver = await startReceiver(() => 200);
    const hook = await addWebhook(dbPath, receiver.url);
    // Request logging stays on (no --quiet): that is what an operator runs.
    serve = await spawnServe(['--db', dbPath], { RECONFIRM_CONFIG: configPath });
    started.push(serve);
    const api = new Api(serve.url, key.accountId, key.apiKey);

    const base = makeBooking();
    const b = makeBooking({
      SpecialRequest: `call ${GUEST.phone} on arrival`,
      Guest: {
        ...base.Guest,
        LeadName: GUEST.name,
        AllGuests: [
          { Name: GUEST.name, Age: 41, Type: 'Adult', Email: GUEST.email, PhoneNumber: GUEST.phone },
          { Name: GUEST.second, Age: 39, Type: 'Adult', Email: GUEST.email2, PhoneNumber: GUEST.phone2 },
        ],
      },
    });
    await api.addAndWait([b]);
    assert.equal((await api.update(b.BookingCode, { Guest: { ...b.Guest, AllGuests: [{ Name: GUEST.name, Email: GUEST.email2, PhoneNumber: GUEST.phone2 }] } })).status, 200);
    assert.equal((await api.call('GET', `/bookings?BookingCode=${encodeURIComponent(b.BookingCode)}&hotel=${encodeURIComponent(GUEST.name)}`)).status, 200);
    assert.equal((await api.call('POST', '/events', { Bookings: [{ ...makeBooking(), Guest: { LeadName: GUEST.second, AllGuests: [{ Name: GUEST.second, LastName: 'Ngata', Email: GUEST.email2, Phones: [GUEST.phone2] }] } }] })).status, 200);
    // A schema failure echoes nothing personal into the logs either.
    assert.equal((await api.addBookings([{ ...b, BookingCode: undefined, Guest: { LeadName: GUEST.name, AllGuests: [{ Email: 'not-an-email ' + GUEST.email }] } }])).status, 400);

    // The hotel answers on the reply page: the link works once, a forged one is refused.
    // The latest link: the update above superseded a contact made before it (its link answers 410) and the queue
    // contacts the hotel again, sooner or later by the machine and the engine.
    let link = '';
    let page: Awaited<ReturnType<typeof request>> | undefined;
    for (let i = 0; i < 200 && page?.statusCode !== 200; i++) {
      const history = (await api.getBooking(b.BookingCode)).body.data.history;
      if (history.some((e: any) => e.kind === 'hotel_contact')) {
        link = linkFrom(history);
        page = await request(link);
        if (page.statusCode === 410) await page.body.dump();
        else break;
      }
      await sleep(25);
    }
    const token = link.split('/').pop()!;
    assert.equal(page?.statusCode, 200);
    assert.match(await page!.body.text(), /Zelda/);
    const form = (hcn: string) => ({ method: 'POST' as const, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ hcn, action: 'confirm', specialRequestNoted: 'yes' }).toString() });
    const confirmed = await request(link, form('ZQ-55102'));
    assert.equal(confirmed.statusCode, 200, await confirmed.body.text());
    const reused = await request(link, form('ZQ-55103'));
    assert.equal(reused.statusCode, 410, 'a used link is refused');
    await reused.body.dump();
    const [id, exp, sig] = token.split('.');
    const forged = await request(link.replace(token, `${id}.${Number(exp) + 3600}.${sig}`));
    assert.equal(forged.statusCode, 403, 'a token with a changed expiry fails its signature');
    await forged.body.dump();
    const json = await request(`${serve.url}/hotel/replies`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ hcn: 'ZQ-1' }) });
    assert.equal(json.statusCode, 410);
    await json.body.dump();
    await waitFor('the booking.confirmed webhook', () => receiver!.received.some((r) => r.body.includes('ZQ-55102')), 10_000).catch(async (err) => {
      const status = (await api.getBooking(b.BookingCode)).body.data?.BookingDetails?.ReconfirmationStatus;
      throw new Error(`${err.message}: booking is ${status}; received ${receiver!.received.map((r) => r.body.slice(0, 200)).join(' | ')}\n${serve!.output().slice(-1500)}`);
    });

    // Failed authentications, including the revoked second key.
    const wrongSameLength = key.apiKey.slice(0, -4) + (key.apiKey.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    assert.equal((await new Api(serve.url, key.accountId, wrongSameLength).call('GET', '/bookings')).status, 403);
    assert.equal((await runCli(['keys', 'revoke', second.keyId, '--db', dbPath])).code, 0);
    assert.equal((await new Api(serve.url, second.accountId, second.apiKey).call('GET', '/bookings')).status, 403);

    serve.child.kill('SIGTERM');
    assert.equal((await serve.exited).code, 0, serve.output());
    const logs = serve.output();
    assert.match(logs, /POST \/addBookings 200/, 'requests were logged');
    assert.match(logs, /GET \/hotel\/respond\/:token 200/, 'the reply page is logged by its route pattern');
    const secrets: Record<string, string> = {
      'API key': key.apiKey,
      'API key tail': key.apiKey.slice(12),
      'revoked API key': second.apiKey,
      'wrong API key': wrongSameLength,
      'webhook secret': hook.secret,
      'webhook secret body': hook.secret.replace(/^whsec_/, ''),
      'reply token': token,
      'reply token signature': sig,
      'guest name': 'Zelda',
      'guest surname': 'Marchetti',
      'second guest': 'Ngata',
      'guest e-mail': 'guestmail',
      // As written and as digits: a short needle like '7700' once matched a hex request id by chance.
      'guest phone': '7700 900123',
      'guest phone digits': '447700900123',
      'second phone': '555 0199',
      HCN: 'ZQ-55102',
    };
    const leaked = Object.entries(secrets).filter(([, v]) => logs.includes(v)).map(([k]) => k);
    assert.deepEqual(leaked, [], `found in the logs: ${leaked.join(', ')}`);

    // Keys at rest: the database file and its WAL hold the hash, never the key.
    for (const file of [dbPath, `${dbPath}-wal`]) {
      if (!existsSync(file)) continue;
      const bytes = readFileSync(file);
      for (const k of [key.apiKey, key.apiKey.slice(12), second.apiKey.slice(12)]) assert.equal(bytes.indexOf(k), -1, `${file} holds an API key in plain text`);
    }
    if (isDatabaseUrl(dbPath)) {
      // On PostgreSQL: every table's every row, as text.
      const db = openDatabase(dbPath, { migrate: false });
      try {
        const tables = db.$client.prepare("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'").all() as { name: string }[];
        for (const { name } of tables) {
          const text = JSON.stringify(db.$client.prepare(`SELECT * FROM "${name}"`).all());
          for (const k of [key.apiKey, key.apiKey.slice(12), second.apiKey.slice(12)]) assert.ok(!text.includes(k), `table ${name} holds an API key in plain text`);
        }
      } finally {
        db.$client.close();
      }
    }
  });

  it('a wrong key of the right length and one of another length get the same 403; 429 with Retry-After is per client address; a key revoked beside a running serve is refused at once', async () => {
    const configPath = join(tmp.dir, 'auth.config.json');
    writeFileSync(configPath, JSON.stringify({ channel: 'manual', auth: { maxFailures: 3, windowSeconds: 60 } }));
    const db = await testDatabase(tmp.dir, 'auth.db');
    const key = await createKey(db);
    const extra = await createKey(db);
    serve = await spawnServe(['--db', db, '--quiet'], { RECONFIRM_CONFIG: configPath });
    started.push(serve);
    // A client at another loopback address (127.0.0.0/8 is all local on Linux).
    const from = (address: string) => (apiKey: string) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: any }>((resolve, reject) => {
        const req = httpRequest(`${serve!.url}/bookings`, { localAddress: address, headers: { 'x-account-id': key.accountId, 'x-api-key': apiKey } }, (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text) }));
        });
        req.on('error', reject);
        req.end();
      });

    const probe = from('127.0.0.3');
    const sameLength = await probe(key.apiKey.slice(0, -1) + (key.apiKey.endsWith('x') ? 'y' : 'x'));
    const shorter = await probe('rk_short');
    const longer = await probe(key.apiKey + key.apiKey);
    assert.deepEqual([sameLength.status, shorter.status, longer.status], [403, 403, 403]);
    assert.equal(normalised(sameLength.body), normalised(shorter.body), 'no hint whether the length or the content was wrong');
    assert.equal(normalised(sameLength.body), normalised(longer.body));

    // 127.0.0.3 has now failed three times: its wrong keys are throttled, its right key still passes, 127.0.0.1 is served.
    const limited = await probe('rk_short');
    assert.equal(limited.status, 429);
    assert.equal(limited.body.error.code, 'RATE_LIMITED');
    const retryAfter = Number(limited.headers['retry-after']);
    assert.ok(retryAfter > 0 && retryAfter <= 60, `Retry-After: ${limited.headers['retry-after']}`);
    assert.equal((await probe(key.apiKey)).status, 200, 'a valid key passes even from a throttled address');
    const local = from('127.0.0.1');
    assert.equal((await local(key.apiKey)).status, 200, 'another client is not throttled');

    // Revocation through the CLI, beside the running serve, takes effect on the next request.
    assert.equal((await local(extra.apiKey)).status, 200);
    const revoke = await runCli(['keys', 'revoke', extra.keyId, '--db', db]);
    assert.equal(revoke.code, 0, revoke.stderr);
    const refused = await local(extra.apiKey);
    assert.equal(refused.status, 403);
    assert.match(refused.body.error.message, /revoked/);
    assert.equal((await local(key.apiKey)).status, 200, 'the other key still works');
    serve.child.kill('SIGTERM');
    assert.equal((await serve.exited).code, 0);
  });
});

// Acceptance: authentication errors of spec section 5 and PRODUCT section 2 (401, 403, 429) against a real serve.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { request } from 'undici';
import { createApiKey, revokeApiKey } from '../../src/store/accounts.js';
import { Api, assertError, makeBooking, runCli, startTestService, type TestService } from '../helpers.js';

describe('authentication: 401 and 403', () => {
  let s: TestService;
  before(async () => (s = await startTestService({ auth: { maxFailures: 1000, windowSeconds: 60 } })));
  after(() => s.stop());

  const as = (accountId: string, apiKey: string) => new Api(s.url, accountId, apiKey);

  it('a call without x-account-id or x-api-key answers 401 Unauthorized', async () => {
    for (const drop of ['x-account-id', 'x-api-key']) {
      const headers: Record<string, string> = { 'content-type': 'application/json', 'x-account-id': s.accountId, 'x-api-key': s.apiKey };
      delete headers[drop];
      const api = as('', '');
      const r = await api.call('POST', '/addBookings', [makeBooking()], headers);
      // The Api client sends empty auth headers; those count as missing too.
      const e = assertError(r, 401, 'UNAUTHORIZED');
      assert.equal(e.name, 'Unauthorized');
    }
    assertError(await as('', '').call('GET', '/bookings'), 401, 'UNAUTHORIZED');
    // And truly absent headers, not just empty ones.
    const raw = await request(`${s.url}/addBookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify([makeBooking()]) });
    assertError({ status: raw.statusCode, headers: raw.headers, body: await raw.body.json() }, 401, 'UNAUTHORIZED');
  });

  it('an unknown account answers 401, even with a real key of another account', async () => {
    assertError(await as('acc_000000000000', s.apiKey).addBookings([makeBooking()]), 401, 'UNAUTHORIZED');
  });

  it('a wrong key of a known account answers 403 Invalid API Key', async () => {
    const e = assertError(await as(s.accountId, 'rk_wrong_key').addBookings([makeBooking()]), 403, 'INVALID_API_KEY');
    assert.equal(e.name, 'Invalid API Key');
    assertError(await as(s.accountId, s.apiKey.slice(0, -1) + (s.apiKey.endsWith('A') ? 'B' : 'A')).update('X', {}), 403, 'INVALID_API_KEY');
  });

  it('a key revoked with `reconfirm keys revoke` answers 403 at once; nothing it sends is stored', async () => {
    const created = await runCli(['keys', 'create', '--json', '--label', 'revoke-me', '--db', s.dbPath]);
    assert.equal(created.code, 0, created.stderr);
    const key = JSON.parse(created.stdout) as { accountId: string; keyId: string; apiKey: string };
    assert.equal(key.accountId, s.accountId);
    const api = as(key.accountId, key.apiKey);
    assert.equal((await api.call('GET', '/bookings')).status, 200);
    const revoked = await runCli(['keys', 'revoke', key.keyId, '--db', s.dbPath]);
    assert.equal(revoked.code, 0, revoked.stderr);
    const b = makeBooking();
    const e = assertError(await api.addBookings([b]), 403, 'INVALID_API_KEY');
    assert.match(e.message, /revoked/);
    assertError(await s.api.getBooking(b.BookingCode), 404, 'BOOKING_NOT_FOUND');
    // The bootstrap key of the same account still works.
    assert.equal((await s.api.call('GET', '/bookings')).status, 200);
  });

  it('a key revoked through the store (revokeApiKey) and an expired key answer 403', async () => {
    const k = createApiKey(s.service.ctx.db, { label: 'store' });
    assert.equal((await as(k.accountId, k.apiKey).call('GET', '/bookings')).status, 200);
    assert.ok(revokeApiKey(s.service.ctx.db, k.keyId, new Date().toISOString()));
    assertError(await as(k.accountId, k.apiKey).call('GET', '/bookings'), 403, 'INVALID_API_KEY');
    const expired = createApiKey(s.service.ctx.db, { label: 'old', expiresAt: new Date(Date.now() - 60_000).toISOString() });
    const e = assertError(await as(expired.accountId, expired.apiKey).call('GET', '/bookings'), 403, 'INVALID_API_KEY');
    assert.match(e.message, /expired/);
  });

  it('no error reveals the key it was sent', async () => {
    const r = await as(s.accountId, 'rk_secret_value_123').addBookings([makeBooking()]);
    assert.ok(!JSON.stringify(r.body).includes('rk_secret_value_123'));
  });
});

describe('authentication: throttling', () => {
  let s: TestService;
  before(async () => (s = await startTestService({ auth: { maxFailures: 3, windowSeconds: 60 } })));
  after(() => s.stop());

  it('repeated failures from one client answer 429 with Retry-After until the window ends, while the right key from the same address still passes', async () => {
    const bad = new Api(s.url, s.accountId, 'rk_wrong');
    for (let i = 0; i < 3; i++) assertError(await bad.call('GET', '/bookings'), 403, 'INVALID_API_KEY');
    const limited = await bad.call('GET', '/bookings');
    const e = assertError(limited, 429, 'RATE_LIMITED');
    assert.equal(e.name, 'Too Many Requests');
    const retryAfter = Number(limited.headers['retry-after']);
    assert.ok(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 60, `Retry-After ${limited.headers['retry-after']}`);
    // One typo behind an office NAT must not lock out everyone there: a valid key always passes.
    assert.equal((await s.api.addBookings([makeBooking()])).status, 200);
    assertError(await bad.call('GET', '/bookings'), 429, 'RATE_LIMITED');
    // Unauthenticated endpoints stay reachable for monitoring.
    assert.equal((await bad.call('GET', '/healthz')).status, 200);
  });
});

// Issue 24, the OTA edge: credentials are checked before the body is read whole, every tag name counts in the
// pre-scan, the throttle cannot lock a hotel system out, and the pull answer shows what the hotel's disclosure shows.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { afterEach, describe, it } from 'node:test';
import { request } from 'undici';
import { OtaXmlError, parseOtaXml } from '../../src/domain/ota/xml.js';
import { engineHarness, makeBooking, type EngineHarness } from '../helpers.js';
import { otaFixture, postToService } from '../support/ota-pms.js';
import { assertValidOta } from './validate.js';

const PMS = { username: 'miramar-pms', password: 'pull-secret' };
const counterparts = [{ name: 'Protel Miramar', ...PMS, hotelCodes: ['H-1'] }];
const atHotel = (extra: Record<string, any> = {}): Record<string, any> => {
  const b = makeBooking(extra);
  return { ...b, Hotel: { ...b.Hotel, MasterProviderHotelId: 'H-1' } };
};
const basic = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}`;

let h: EngineHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

/**
 * Sends the headers of a 1 MB POST /ota and only the first `prefix` bytes of its body, then waits for the answer
 * without sending the rest: a server that authenticates on a prefix answers; one that reads the body first never does.
 */
function partialPost(url: string, prefix: number, headers: Record<string, string> = {}, waitMs = 20_000): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(url);
  const start = '<?xml version="1.0" encoding="UTF-8"?>\n<OTA_ReadRQ xmlns="http://www.opentravel.org/OTA/2003/05" EchoToken="stranger-1" Version="1.000"><ReadRequests>';
  const body = Buffer.from(start + '<HotelReadRequest HotelCode="H-1"/>'.repeat(Math.ceil(prefix / 35))).subarray(0, prefix);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let got = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer while the body was incomplete (got ${JSON.stringify(got.slice(0, 200))})`));
    }, waitMs);
    socket.on('connect', () => {
      const head = [`POST /ota HTTP/1.1`, `Host: ${hostname}:${port}`, 'Content-Type: text/xml; charset=utf-8', `Content-Length: ${1024 * 1024}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), '', ''].join('\r\n');
      socket.write(head);
      socket.write(body);
    });
    socket.on('data', (d) => {
      got += d.toString('utf8');
      const m = /^HTTP\/1\.1 (\d{3})[\s\S]*?\r\n\r\n([\s\S]*<\/OTA_\w+>|[\s\S]*<OTA_ErrorRS[^>]*\/>)/.exec(got);
      if (m) {
        clearTimeout(timer);
        socket.destroy();
        resolve({ status: Number(m[1]), text: m[2] });
      }
    });
    socket.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

describe('POST /ota authenticates before it reads the body', () => {
  it('refuses a request without credentials after a 16 KB prefix, echoing its token, without waiting for the rest', async () => {
    h = await engineHarness({ channel: 'ota-pull', ota: { counterparts } });
    const r = await partialPost(h.s.url, 20 * 1024);
    assert.equal(r.status, 401);
    assert.match(r.text, /<OTA_ResRetrieveRS [^>]*EchoToken="stranger-1"[^>]*>\s*<Errors>\s*<Error Type="4" Code="497" ShortText="no credentials">/);
    assertValidOta(r.text, 'the 401');
  });

  it('refuses wrong HTTP Basic credentials and wrong POS credentials the same way', async () => {
    h = await engineHarness({ channel: 'ota-pull', ota: { counterparts } });
    const wrong = await partialPost(h.s.url, 20 * 1024, { Authorization: basic(PMS.username, 'guess') });
    assert.equal(wrong.status, 401);
    assert.match(wrong.text, /unknown user name or wrong password/);
    // Valid credentials and a body that never completes: no answer (the body is awaited), so the prefix decided above.
    await assert.rejects(partialPost(h.s.url, 20 * 1024, { Authorization: basic(PMS.username, PMS.password) }, 2000), /no answer while the body was incomplete/);
    const pos = otaFixture('read-rq-pull.xml', { HotelCode: 'H-1' }).replace('<ReadRequests>', `<POS><Source><RequestorID Type="22" ID="${PMS.username}" MessagePassword="guess"/></Source></POS><ReadRequests>`);
    const wrongPos = await postToService(h.s.url, pos);
    assert.equal(wrongPos.status, 401);
    assert.match(wrongPos.body, /<OTA_ResRetrieveRS [^>]*EchoToken="pms-poll-1"[^>]*>\s*<Errors>\s*<Error Type="4" Code="497" ShortText="unknown RequestorID or wrong MessagePassword"\/>/);
    assertValidOta(wrongPos.body);
  });

  it('answers 415 to JSON and text/plain, in OTA terms', async () => {
    h = await engineHarness({ channel: 'ota-pull', ota: { counterparts } });
    const url = `${h.s.url}/ota`;
    for (const type of ['text/plain', 'application/json']) {
      const res = await request(url, { method: 'POST', headers: { 'content-type': type, authorization: basic(PMS.username, PMS.password) }, body: otaFixture('read-rq-pull.xml', { HotelCode: 'H-1' }) });
      const text = await res.body.text();
      assert.equal(res.statusCode, 415, `${type}: ${text}`);
      assert.match(text, /<OTA_ErrorRS [^>]*ErrorCode="UnsupportedMediaType"/);
      assertValidOta(text, `the 415 to ${type}`);
    }
  });

  it('answers an empty POST in OTA terms, not with a 500', async () => {
    h = await engineHarness({ channel: 'ota-pull', ota: { counterparts } });
    const url = `${h.s.url}/ota`;
    for (const headers of [{}, { 'content-type': 'text/xml' }]) {
      const res = await request(url, { method: 'POST', headers });
      const text = await res.body.text();
      // Refused in OTA terms (no document, or no credentials in it), never a 500.
      assert.ok([400, 401].includes(res.statusCode), `${res.statusCode} ${text}`);
      assertValidOta(text, 'the answer to an empty POST');
    }
  });

  it('sends no EchoToken when the request had none', async () => {
    h = await engineHarness({ channel: 'ota-pull', ota: { counterparts } });
    const r = await postToService(h.s.url, otaFixture('read-rq-pull.xml', { HotelCode: 'H-1' }).replace(' EchoToken="pms-poll-1"', ''), PMS);
    assert.equal(r.status, 200, r.body);
    assert.doesNotMatch(r.body, /EchoToken/);
    assertValidOta(r.body);
  });
});

describe('the element pre-scan counts every tag name', () => {
  const many = (name: string, n: number) => `<OTA_ReadRQ xmlns="http://www.opentravel.org/OTA/2003/05">${`<${name}/>`.repeat(n)}</OTA_ReadRQ>`;

  it('refuses 25,000 elements with non-ASCII names, as it does ASCII ones', () => {
    for (const name of ['a', 'ü', '名前', 'Ωmega']) {
      assert.throws(() => parseOtaXml(many(name, 25_000)), (e: unknown) => e instanceof OtaXmlError && e.refused && /more than 20000 elements/.test(e.message), name);
    }
    assert.doesNotThrow(() => parseOtaXml(many('ü', 100)));
  });

  it('POST /ota answers 400 to them with valid credentials', async () => {
    h = await engineHarness({ channel: 'ota-pull', ota: { counterparts } });
    const r = await postToService(h.s.url, many('é', 25_000), PMS);
    assert.equal(r.status, 400, r.body.slice(0, 300));
    assert.match(r.body, /more than 20000 elements/);
    assertValidOta(r.body);
  });
});

describe('the OTA throttle is keyed by user and address and lets valid credentials pass', () => {
  it('after many wrong passwords from an address, the right one still polls; the wrong ones get 429', async () => {
    h = await engineHarness({ channel: 'ota-pull', ota: { counterparts: [...counterparts, { name: 'Other PMS', username: 'other-pms', password: 'other-secret', hotelCodes: ['H-9'] }] }, auth: { maxFailures: 3, windowSeconds: 60 } });
    const poll = (auth: { username: string; password: string }) => postToService(h!.s.url, otaFixture('read-rq-pull.xml', { HotelCode: auth.username === PMS.username ? 'H-1' : 'H-9' }), auth);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await poll({ username: PMS.username, password: `guess-${i}` })).status);
    assert.deepEqual(statuses, [401, 401, 401, 429, 429]);
    const throttled = await poll({ username: PMS.username, password: 'guess-again' });
    assert.equal(throttled.status, 429);
    assert.match(throttled.body, /<OTA_ResRetrieveRS [^>]*EchoToken="pms-poll-1"[^>]*>\s*<Errors>\s*<Error Type="4" Code="497" ShortText="too many failed authentications">/);
    assertValidOta(throttled.body);
    const right = await poll(PMS);
    assert.equal(right.status, 200, right.body);
    // Another hotel system behind the same address is not affected by the first one's failures.
    assert.equal((await poll({ username: 'other-pms', password: 'other-secret' })).status, 200);
    assert.equal((await poll({ username: 'other-pms', password: 'wrong' })).status, 401);
  });
});

describe('the pull answer is built from the hotel\'s disclosure view', () => {
  it('leaves out the special request where the disclosure hides it, and keeps it where shown', async () => {
    h = await engineHarness({ channel: 'ota-pull', ota: { counterparts }, disclosure: { byHotel: { 'Hotel Hidden': { specialRequest: false } } } });
    const hidden = atHotel({ SpecialRequest: 'Honeymoon: champagne in the room' });
    hidden.Hotel = { ...hidden.Hotel, Name: 'Hotel Hidden' };
    const shown = atHotel({ SpecialRequest: 'Quiet room please' });
    await h.add([hidden, shown]);
    const r = await postToService(h.s.url, otaFixture('read-rq-pull.xml', { HotelCode: 'H-1' }), PMS);
    assert.equal(r.status, 200, r.body);
    assertValidOta(r.body);
    assert.ok(r.body.includes(hidden.BookingCode) && r.body.includes(shown.BookingCode));
    assert.doesNotMatch(r.body, /champagne/);
    assert.match(r.body, /<Text>Quiet room please<\/Text>/);
  });
});

// Admission by memory: request bodies being handled at once are bounded (limits.maxBodyBytesInFlight). Past it a
// request gets 429 with Retry-After before its body is read, nothing of it is stored, and once the bodies in hand are
// answered the same request is accepted.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { makeBooking, startTestService, waitFor, type TestService } from '../helpers.js';

describe('request bodies in flight', () => {
  let s: TestService;
  before(async () => (s = await startTestService({ limits: { maxBodyBytes: 600_000, maxBodyBytesInFlight: 1_000_000 } })));
  after(() => s.stop());

  /** A POST /addBookings whose head and first bytes are sent now and the rest when `finish` is called. */
  async function slowAdd(body: string) {
    const socket = connect(Number(new URL(s.url).port), '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d));
    const closed = new Promise<void>((r) => socket.on('close', () => r()));
    await new Promise<void>((r) => socket.on('connect', () => r()));
    socket.write(
      `POST /addBookings HTTP/1.1\r\nHost: 127.0.0.1\r\nx-account-id: ${s.accountId}\r\nx-api-key: ${s.apiKey}\r\ncontent-type: application/json\r\nexpect: 100-continue\r\nconnection: close\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    // The 100 Continue says the service read the head: the body counts as in flight.
    await waitFor('the head to be read', () => answer.startsWith('HTTP/1.1 100'), 10_000, 5);
    return {
      finish: async () => {
        // Written, not ended: a socket half-closed by its client is taken by node:http as gone, and an answer not
        // yet written then is never sent (on PostgreSQL the commit is awaited while the FIN is read).
        socket.write(body.slice(10));
        await closed;
        const final = answer.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
        return final.slice(final.indexOf('\r\n\r\n') + 4);
      },
    };
  }
  /** Bookings padded with a long special request to about `bytes` of JSON. */
  const padded = (prefix: string, bytes: number) => {
    const one = (i: number) => makeBooking({ BookingCode: `${prefix}-${i}`, SpecialRequest: 'x'.repeat(1990) });
    // Sized by the longest BookingCode the list can hold, so every item fits the estimate.
    const list = Array.from({ length: Math.floor(bytes / (JSON.stringify(one(99_999)).length + 1)) }, (_, i) => one(i));
    assert.ok(JSON.stringify(list).length <= bytes, 'the body is within the size asked for');
    return list;
  };

  it('a body that would pass the limit gets 429 and Retry-After, names the setting, stores nothing; it passes once the others are answered', async () => {
    const big = await slowAdd(JSON.stringify(padded('BIG', 550_000)));
    const second = padded('SECOND', 500_000);
    const refused = await s.api.addBookings(second);
    assert.equal(refused.status, 429, JSON.stringify(refused.body));
    assert.equal(refused.headers['retry-after'], '1');
    assert.equal(refused.body.error.code, 'RATE_LIMITED');
    assert.match(refused.body.error.message, /of request bodies are being handled now, and this one \(0\.\d MB\) would pass limits\.maxBodyBytesInFlight \(1\.0 MB\); nothing was accepted, send it again in a moment/);
    // A small request still passes beside the big one.
    assert.equal((await s.api.addBookings([makeBooking({ BookingCode: 'SMALL-1' })])).status, 200);
    assert.equal((await s.api.getBooking('SECOND-0')).status, 404, 'nothing of the refused call was stored');

    const answer = JSON.parse(await big.finish());
    assert.equal(answer.status, 'ACCEPTED', JSON.stringify(answer).slice(0, 300));
    const again = await s.api.addBookings(second);
    assert.equal(again.status, 200, 'accepted once the body in hand was answered');
  });

  it('where no API key is asked, a large body is not taken: 413 on POST /hotel/replies past 64 KB, 405 on a refused method at once', async () => {
    const big = JSON.stringify({ token: 'x', note: 'y'.repeat(1900), hcn: 'z'.repeat(90) }).padEnd(100_000, ' ');
    const reply = await s.api.call('POST', '/hotel/replies', big);
    assert.equal(reply.status, 413, JSON.stringify(reply.body));
    const refused = await s.api.call('PUT', '/addBookings', JSON.stringify([makeBooking()]).padEnd(500_000, ' '));
    assert.equal(refused.status, 405);
    assert.equal(refused.headers.allow, 'POST');
  });
});

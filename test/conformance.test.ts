// Acceptance: the answers an independent black-box check found to differ from the spec, PRODUCT.md or the README (issue 10).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { addEndpoint } from '../src/store/webhooks.js';
import { assertError, escalateByHotel } from './api-helpers.js';
import { makeBooking, startTestService, type TestService } from './helpers.js';
import { startReceiver, waitFor } from './webhook-receiver.js';

describe('conformance with the spec and PRODUCT.md', () => {
  let s: TestService;
  before(async () => (s = await startTestService({ auth: { maxFailures: 1000, windowSeconds: 60 } })));
  after(() => s.stop());

  it('a single booking object on POST /addBookings answers 400 INVALID_REQUEST_BODY: the body is an array', async () => {
    const b = makeBooking();
    const e = assertError(await s.api.call('POST', '/addBookings', b), 400, 'INVALID_REQUEST_BODY');
    assert.match(e.message, /JSON array/);
    assertError(await s.api.getBooking(b.BookingCode), 404, 'BOOKING_NOT_FOUND');
    assert.equal((await s.api.addBookings([b])).status, 200, 'the same booking in an array is accepted');
  });

  it('OPTIONS and HEAD on a known path answer 405 with Allow, like any other wrong method', async () => {
    const cases: [string, string, string][] = [
      ['OPTIONS', '/addBookings', 'POST'],
      ['OPTIONS', '/events', 'POST'],
      ['OPTIONS', '/updateBooking/X', 'PATCH, PUT, POST'],
      ['OPTIONS', '/bookings', 'GET'],
      ['OPTIONS', '/healthz', 'GET'],
      ['HEAD', '/addBookings', 'POST'],
      ['OPTIONS', '/hotel/replies', 'POST'],
    ];
    for (const [method, path, allow] of cases) {
      const r = await s.api.call(method, path);
      assert.equal(r.status, 405, `${method} ${path}`);
      assert.equal(r.headers.allow, allow, `${method} ${path}`);
      if (method !== 'HEAD') assertError(r, 405, 'METHOD_NOT_ALLOWED');
    }
    assertError(await s.api.call('OPTIONS', '/nope'), 404, 'NOT_FOUND');
  });

  it('a webhook names the hotel country in the three letters BookingDetails uses', async () => {
    const receiver = await startReceiver();
    try {
      const ep = addEndpoint(s.service.ctx.db, { url: receiver.url, events: ['booking.escalated'] }, Date.now());
      const b = makeBooking();
      await s.api.addAndWait([b]);
      escalateByHotel(s, b.BookingCode);
      const got = await waitFor('the escalation webhook', () => receiver.received.find((r) => r.body.includes(b.BookingCode)));
      const event = new Webhook(ep.secret).verify(got.body, got.headers) as { data: { Hotel: { CountryCode: string } } };
      const details = (await s.api.getBooking(b.BookingCode)).body.data.BookingDetails;
      assert.equal(event.data.Hotel.CountryCode, 'ESP');
      assert.equal(event.data.Hotel.CountryCode, details.Hotel.CountryCode);
    } finally {
      await receiver.close();
    }
  });
});

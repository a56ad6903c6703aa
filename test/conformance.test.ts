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
  const problems = (e: { details?: { index?: number; path: string; message: string }[] }) => e.details!.map((d) => `${d.index}:${d.path}`).sort();

  it('both spellings of one field with different values answer 400 naming both; equal values are accepted', async () => {
    const childs = makeBooking();
    childs.Guest = { ...childs.Guest, Childs: 1, Children: 2 };
    const deadline = makeBooking({ CancellationDeadLine: '2027-03-01T00:00:00Z', CancellationDeadline: '2027-03-02T00:00:00Z' });
    const e = assertError(await s.api.addBookings([childs, deadline]), 400, 'SCHEMA_VALIDATION_FAILED');
    assert.deepEqual(problems(e), ['0:Guest.Childs', '1:CancellationDeadLine']);
    assert.match(e.details![0].message, /Childs is 1 but Children is 2/);
    assert.match(e.details![1].message, /CancellationDeadLine is "2027-03-01T00:00:00Z" but CancellationDeadline is "2027-03-02T00:00:00Z"/);
    const same = makeBooking({ CancellationDeadline: '2027-03-01T00:00:00Z' });
    same.Guest = { ...same.Guest, Childs: 1, Children: 1 };
    const [outcome] = await s.api.addAndWait([same]);
    assert.equal(outcome.outcome, 'CREATED');
    assert.equal((await s.api.getBooking(same.BookingCode)).body.data.BookingDetails.Guest.Children, 1);
    const update = assertError(await s.api.update(same.BookingCode, { Guest: { Children: 2, Childs: 3 } }), 400, 'SCHEMA_VALIDATION_FAILED');
    assert.match(update.details![0].message, /Children is 2 but Childs is 3/);
  });

  it('BookingStatus on an add answers 400 naming it: only an update takes BookingStatus', async () => {
    for (const BookingStatus of ['CANCELLED', 'CONFIRMED', 'PENDING']) {
      const b = makeBooking({ BookingStatus });
      const e = assertError(await s.api.addBookings([b]), 400, 'SCHEMA_VALIDATION_FAILED');
      assert.deepEqual(problems(e), ['0:BookingStatus']);
      assert.match(e.details![0].message, /not accepted when adding a booking/);
    }
  });

  it('validation messages are plain sentences, each problem once', async () => {
    const b = makeBooking({ EventType: 'MOVE', BookingPriority: 1e20 });
    b.Hotel = { ...b.Hotel, Rating: -1e20 };
    b.Guest = { ...b.Guest, Adults: 1.5, TotalRooms: 'two' };
    const e = assertError(await s.api.addBookings([b]), 400, 'SCHEMA_VALIDATION_FAILED');
    assert.deepEqual(
      e.details!.map((d) => `${d.path}: ${d.message}`).sort(),
      [
        'BookingPriority: must be at most 1000',
        'EventType: must be one of BOOK, REBOOK',
        'Guest.Adults: must be a whole number',
        'Guest.TotalRooms: must be a number',
        'Hotel.Rating: must be 0 or more',
      ],
    );
    const q = assertError(await s.api.call('GET', '/bookings?limit=1e30&status=NOPE'), 400, 'SCHEMA_VALIDATION_FAILED');
    for (const d of q.details!) assert.doesNotMatch(d.message, /Too (big|small)|Invalid|expected/, d.message);
  });
});

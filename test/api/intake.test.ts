import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { makeBooking, startTestService, type TestService } from '../helpers.js';

describe('addBookings over HTTP', () => {
  let s: TestService;
  before(async () => (s = await startTestService()));
  after(() => s.stop());

  it('accepts a valid booking, returns a traceId, and the booking appears as PENDING', async () => {
    const b = makeBooking();
    const r = await s.api.addBookings([b]);
    assert.equal(r.status, 200);
    assert.equal(r.body.status, 'ACCEPTED');
    assert.equal(r.body.data.bookingsCount, 1);
    assert.equal(r.headers['x-request-id'], r.body.meta.requestId);
    const trace = await s.api.waitForTrace(r.body.data.traceIds[0]);
    assert.equal(trace.outcomes[0].outcome, 'CREATED');
    const got = await s.api.getBooking(b.BookingCode);
    assert.equal(got.body.data.BookingDetails.ReconfirmationStatus, 'PENDING');
    assert.equal(got.body.data.BookingDetails.Hotel.CountryCode, 'ESP');
  });

  it('splits a call of 250 bookings into three traced batches', async () => {
    const r = await s.api.addBookings(Array.from({ length: 250 }, () => makeBooking()));
    assert.equal(r.status, 200);
    assert.equal(r.body.data.traceIds.length, 3);
    assert.equal(r.body.data.bookingsCount, 250);
  });
});

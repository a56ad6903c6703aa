// Acceptance: the errors of spec section 7 and PRODUCT section 2 (400, 404, 405, 409, 413, 415, 500, 502) from a real serve.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError, countRows, makeBooking, startTestService, type TestService } from '../helpers.js';

describe('error answers of the API', () => {
  let s: TestService;
  before(async () => (s = await startTestService({ auth: { maxFailures: 1000, windowSeconds: 60 }, limits: { maxBookingsPerCall: 5, maxBodyBytes: 20_000 } })));
  after(() => s.stop());

  it('a body that is not JSON answers 400 INVALID_REQUEST_BODY on add, update and events', async () => {
    for (const [method, path] of [['POST', '/addBookings'], ['PATCH', '/updateBooking/X'], ['POST', '/events']]) {
      const e = assertError(await s.api.call(method, path, '[{"BookingCode": "A",'), 400, 'INVALID_REQUEST_BODY');
      assert.equal(e.name, 'Invalid Request Body');
    }
  });

  it('an empty body answers 400 INVALID_REQUEST_BODY, with or without a JSON content type', async () => {
    assertError(await s.api.call('POST', '/addBookings', '', { 'content-type': 'application/json' }), 400, 'INVALID_REQUEST_BODY');
    assertError(await s.api.call('POST', '/addBookings'), 400, 'INVALID_REQUEST_BODY');
    assertError(await s.api.call('PATCH', '/updateBooking/X'), 400, 'INVALID_REQUEST_BODY');
  });

  it('a body of the wrong top-level type answers 400 INVALID_REQUEST_BODY', async () => {
    for (const body of ['"text"', '42', 'true', 'null']) assertError(await s.api.call('POST', '/addBookings', body), 400, 'INVALID_REQUEST_BODY');
    assertError(await s.api.call('POST', '/addBookings', { Bookings: [makeBooking()] }), 400, 'INVALID_REQUEST_BODY');
    assertError(await s.api.call('PATCH', '/updateBooking/X', [makeBooking()]), 400, 'INVALID_REQUEST_BODY');
    assertError(await s.api.call('POST', '/events', [makeBooking()]), 400, 'INVALID_REQUEST_BODY');
  });

  it('a __proto__ key answers 400 and says why', async () => {
    const e = assertError(await s.api.call('POST', '/addBookings', '[{"__proto__": {"admin": true}}]'), 400, 'INVALID_REQUEST_BODY');
    assert.match(e.message, /__proto__/);
    // Keys that name Object.prototype members are just unknown fields.
    for (const body of ['[{"toString":{"arguments":""}}]', '[{"hasOwnProperty":{"caller":1}}]', '[{"Guest":{"valueOf":{"Phone":"x"}}}]']) {
      assertError(await s.api.call('POST', '/addBookings', body), 400, 'SCHEMA_VALIDATION_FAILED');
    }
  });

  it('an invalid booking answers 400 SCHEMA_VALIDATION_FAILED with index and dotted paths, and stores none of the call', async () => {
    const good = makeBooking();
    const bad = makeBooking({ CheckOut: '2027-03-01T00:00:00Z' });
    bad.Guest.AllGuests[0].Age = -3;
    bad.Hotel.Name = '';
    const before = countRows(s, 'submissions');
    const e = assertError(await s.api.addBookings([good, bad]), 400, 'SCHEMA_VALIDATION_FAILED');
    assert.equal(e.name, 'Schema Validation Failed');
    const paths = e.details!.map((d) => `${d.index}:${d.path}`).sort();
    assert.deepEqual(paths, ['1:CheckOut', '1:Guest.AllGuests[0].Age', '1:Hotel.Name']);
    assert.match(e.message, /1 of 2 booking\(s\) are invalid; nothing was accepted/);
    assert.equal(countRows(s, 'submissions'), before);
    assertError(await s.api.getBooking(good.BookingCode), 404, 'BOOKING_NOT_FOUND');
  });

  it('a NUL character in a text field answers 400 naming the field (PostgreSQL could never store it), also on an update', async () => {
    const b = makeBooking({ BookingCode: 'NUL\u0000CODE', SpecialRequest: 'late\u0000arrival' });
    const e = assertError(await s.api.addBookings([b]), 400, 'SCHEMA_VALIDATION_FAILED');
    assert.deepEqual(e.details!.map((d) => `${d.path}: ${d.message}`).sort(), ['BookingCode: must not contain the NUL character (\\u0000)', 'SpecialRequest: must not contain the NUL character (\\u0000)']);
    const ok = makeBooking();
    await s.api.addAndWait([ok]);
    const u = assertError(await s.api.update(ok.BookingCode, { Guest: { LeadName: 'Ana\u0000Ruiz' } }), 400, 'SCHEMA_VALIDATION_FAILED');
    assert.deepEqual(u.details!.map((d) => d.path), ['Guest.LeadName']);
  });

  it('missing required fields are each named', async () => {
    const e = assertError(await s.api.addBookings([{ BookingCode: 'ONLY-CODE' }]), 400, 'SCHEMA_VALIDATION_FAILED');
    const paths = e.details!.map((d) => d.path);
    for (const p of ['CheckIn', 'CheckOut', 'Hotel', 'Guest']) assert.ok(paths.includes(p), `${p} not in ${paths}`);
    assert.ok(e.details!.every((d) => d.index === 0));
  });

  it('an empty array answers 400 SCHEMA_VALIDATION_FAILED that says the call holds no bookings', async () => {
    const e = assertError(await s.api.addBookings([]), 400, 'SCHEMA_VALIDATION_FAILED');
    assert.match(e.message, /holds no bookings/);
  });

  it('an update body that breaks the schema answers 400 and changes nothing', async () => {
    const b = makeBooking();
    await s.api.addAndWait([b]);
    const e = assertError(await s.api.update(b.BookingCode, { BookingStatus: 'CONFIRMED', Guest: { Adults: 'two' } }), 400, 'SCHEMA_VALIDATION_FAILED');
    assert.deepEqual(e.details!.map((d) => d.path).sort(), ['BookingStatus', 'Guest.Adults']);
    const after = await s.api.update(b.BookingCode, { CheckOut: '2027-03-01T00:00:00Z' });
    assertError(after, 400, 'SCHEMA_VALIDATION_FAILED');
    assert.equal((await s.api.getBooking(b.BookingCode)).body.data.BookingDetails.CheckOut, '2027-03-13T10:00:00.000Z');
  });

  it('an unknown booking answers 404 BOOKING_NOT_FOUND', async () => {
    const e = assertError(await s.api.update('NO-SUCH', { SpecialRequest: 'x' }), 404, 'BOOKING_NOT_FOUND');
    assert.equal(e.name, 'Booking Not Found');
    assertError(await s.api.getBooking('NO-SUCH'), 404, 'BOOKING_NOT_FOUND');
  });

  it('a booking created with a LineCode, addressed without it, answers 404 naming the %23 path', async () => {
    const b = makeBooking({ LineCode: 'LN-9' });
    await s.api.addAndWait([b]);
    const e = assertError(await s.api.update(b.BookingCode, { SpecialRequest: 'x' }), 404, 'BOOKING_NOT_FOUND');
    assert.ok(e.message.includes(`/updateBooking/${b.BookingCode}%23LN-9`), e.message);
    assert.equal((await s.api.update(`${b.BookingCode}#LN-9`, { SpecialRequest: 'x' })).status, 200);
  });

  it('an unknown route and an unknown traceId answer 404 NOT_FOUND', async () => {
    assertError(await s.api.call('GET', '/nope'), 404, 'NOT_FOUND');
    assertError(await s.api.call('POST', '/addBooking', [makeBooking()]), 404, 'NOT_FOUND');
    assertError(await s.api.trace('0190f5f0-0000-7000-8000-000000000000'), 404, 'NOT_FOUND');
  });

  it('a path that is not valid URL encoding, or far too long, answers the JSON 404 envelope', async () => {
    assertError(await s.api.call('PATCH', '/updateBooking/%E0%A4%A', {}), 404, 'NOT_FOUND');
    assertError(await s.api.call('GET', `/bookings/${'x'.repeat(2000)}`), 404, 'NOT_FOUND');
  });

  it('a known path with another method answers 405 with Allow', async () => {
    const cases: [string, string, string][] = [
      ['GET', '/addBookings', 'POST'],
      ['DELETE', '/updateBooking/X', 'PATCH, PUT, POST'],
      ['GET', '/updateBooking', 'POST'],
      ['POST', '/bookings', 'GET'],
      ['PUT', '/traces/abc', 'GET'],
    ];
    for (const [method, path, allow] of cases) {
      const r = await s.api.call(method, path);
      assertError(r, 405, 'METHOD_NOT_ALLOWED');
      assert.equal(r.headers.allow, allow, `${method} ${path}`);
    }
  });

  it('a body over limits.maxBodyBytes answers 413, and so does a call with more bookings than limits.maxBookingsPerCall', async () => {
    const big = makeBooking({ SpecialRequest: 'x'.repeat(1000) });
    const e = assertError(await s.api.addBookings(Array.from({ length: 30 }, () => ({ ...big }))), 413, 'PAYLOAD_TOO_LARGE');
    assert.equal(e.name, 'Payload Too Large');
    const six = Array.from({ length: 6 }, () => makeBooking());
    assert.match(assertError(await s.api.addBookings(six), 413, 'PAYLOAD_TOO_LARGE').message, /at most 5/);
    assertError(await s.api.call('POST', '/events', { Bookings: six }), 413, 'PAYLOAD_TOO_LARGE');
    // Over the limit and invalid too: the limit is said first, on both routes.
    const sixInvalid = six.map((b) => ({ ...b, BookingCode: '' }));
    assertError(await s.api.addBookings(sixInvalid), 413, 'PAYLOAD_TOO_LARGE');
    assertError(await s.api.call('POST', '/events', { Bookings: sixInvalid }), 413, 'PAYLOAD_TOO_LARGE');
    assert.equal((await s.api.addBookings(six.slice(0, 5))).status, 200);
  });

  it('a text/plain or other non-JSON content type answers 415', async () => {
    const body = JSON.stringify([makeBooking()]);
    for (const ct of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      assertError(await s.api.call('POST', '/addBookings', body, { 'content-type': ct }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    assertError(await s.api.call('PATCH', '/updateBooking/X', '{}', { 'content-type': 'text/plain' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    // JSON in another charset would be misread: refused, naming the charset; UTF-8 spelled either way is fine.
    const utf16 = assertError(await s.api.call('POST', '/addBookings', body, { 'content-type': 'application/json; charset=utf-16' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    assert.match(utf16.message, /declared as utf-16; send JSON in UTF-8/);
    assertError(await s.api.call('POST', '/events', body, { 'content-type': 'application/json;charset="ISO-8859-1"' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    for (const ct of ['application/json; charset=utf-8', 'application/json; charset=UTF8']) {
      assert.equal((await s.api.call('POST', '/addBookings', JSON.stringify([makeBooking()]), { 'content-type': ct })).status, 200, ct);
    }
  });
});

// Acceptance: the read-side extensions over HTTP: GET /bookings filters and paging, /healthz, /metrics and the generated /openapi.json.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { request } from 'undici';
import { BookingSchema } from '../../src/domain/schemas.js';
import { assertError, confirmByHotel, makeBooking, startTestService, type TestService } from '../helpers.js';

const METRICS_TOKEN = 'read-test-metrics-token-0123';

describe('read-side extensions', () => {
  let s: TestService;
  const tag = `R${process.pid}`;
  before(async () => {
    s = await startTestService({ auth: { maxFailures: 1000, windowSeconds: 60 }, metrics: { token: METRICS_TOKEN } });
    const bookings = [1, 2, 3, 4, 5].map((day) => {
      const b = makeBooking({ BookingCode: `${tag}-${day}`, CheckIn: `2027-07-0${day}T14:00:00Z`, CheckOut: `2027-07-1${day}T10:00:00Z` });
      return { ...b, Hotel: { ...b.Hotel, Name: day <= 2 ? 'Grand Palace' : 'Seaside Inn' } };
    });
    await s.api.addAndWait(bookings);
    confirmByHotel(s, `${tag}-1`);
    assert.equal((await s.api.update(`${tag}-2`, { BookingStatus: 'CANCELLED' })).status, 200);
  });
  after(() => s.stop());

  const list = async (query: string) => {
    const r = await s.api.call('GET', `/bookings?${query}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.status, 'ACCEPTED');
    return r.body.data as { bookings: any[]; total: number; limit: number; offset: number };
  };
  const codes = (d: { bookings: any[] }) => d.bookings.map((b) => b.BookingCode);

  it('lists bookings ordered by check-in, with total and paging', async () => {
    const all = await list('');
    assert.equal(all.total, 5);
    assert.deepEqual(codes(all), [1, 2, 3, 4, 5].map((d) => `${tag}-${d}`));
    const page = await list('limit=2&offset=2');
    assert.deepEqual(codes(page), [`${tag}-3`, `${tag}-4`]);
    assert.equal(page.total, 5);
    assert.equal(page.limit, 2);
    assert.deepEqual(codes(await list('limit=2&offset=4')), [`${tag}-5`]);
    assert.equal((await list('offset=50')).bookings.length, 0);
  });

  it('filters by status (one or several), BookingCode, hotel and check-in range', async () => {
    assert.deepEqual(codes(await list('status=CONFIRMED')), [`${tag}-1`]);
    assert.deepEqual(codes(await list('status=cancelled,confirmed')), [`${tag}-1`, `${tag}-2`]);
    assert.equal((await list('status=PENDING')).total, 3);
    assert.deepEqual(codes(await list(`BookingCode=${tag}-4`)), [`${tag}-4`]);
    assert.deepEqual(codes(await list('hotel=palace')), [`${tag}-1`, `${tag}-2`]);
    assert.deepEqual(codes(await list('checkInFrom=2027-07-02&checkInTo=2027-07-04T23:59:59Z')), [`${tag}-2`, `${tag}-3`, `${tag}-4`]);
    assert.deepEqual(codes(await list('status=PENDING&hotel=seaside&limit=1')), [`${tag}-3`]);
  });

  it('answers each listed booking as a BookingDetails record', async () => {
    const [first] = (await list('limit=1')).bookings;
    assert.equal(first.ReconfirmationStatus, 'CONFIRMED');
    assert.equal(first.Guest.Children, 0);
    assert.equal(first.Hotel.CountryCode, 'ESP');
    assert.ok('CancellationDeadline' in first);
  });

  it('refuses bad filters with 400 SCHEMA_VALIDATION_FAILED naming the parameter', async () => {
    for (const [query, path] of [['status=DONE', 'status'], ['limit=0', 'limit'], ['limit=5000', 'limit'], ['offset=-1', 'offset'], ['checkInFrom=someday', 'checkInFrom']]) {
      const e = assertError(await s.api.call('GET', `/bookings?${query}`), 400, 'SCHEMA_VALIDATION_FAILED');
      assert.equal(e.details![0].path, path, query);
    }
  });

  it('a NUL character in a filter is refused (400), in a BookingId or traceId names nothing (404): never a 500 on PostgreSQL, whose text cannot hold one', async () => {
    for (const [query, path] of [['hotel=Grand%00', 'hotel'], ['BookingCode=%00', 'BookingCode']]) {
      const e = assertError(await s.api.call('GET', `/bookings?${query}`), 400, 'SCHEMA_VALIDATION_FAILED');
      assert.equal(e.details![0].path, path, query);
    }
    assertError(await s.api.getBooking(`${tag}-1\u0000`), 404, 'BOOKING_NOT_FOUND');
    assertError(await s.api.call('GET', '/traces/%00'), 404, 'NOT_FOUND');
    assert.equal((await s.api.getBooking(`${tag}-1`)).status, 200, 'and the service still answers');
  });

  it('GET /bookings/{BookingId} shows the history of each transition', async () => {
    const r = await s.api.getBooking(`${tag}-2`);
    // Only the status changes: the engine also records its contact attempts in the history.
    const kinds = r.body.data.history.filter((h: any) => h.toStatus).map((h: any) => [h.kind, h.fromStatus, h.toStatus]);
    assert.deepEqual(kinds, [['created', null, 'PENDING'], ['transition', 'PENDING', 'CANCELLED']]);
    assert.ok(r.body.data.history.every((h: any) => !Number.isNaN(Date.parse(h.at)) && h.actor));
  });

  it('GET /healthz answers without credentials', async () => {
    const r = await request(`${s.url}/healthz`);
    assert.equal(r.statusCode, 200);
    const body = (await r.body.json()) as any;
    assert.equal(body.status, 'ok');
    assert.equal(typeof body.jobs, 'object');
  });

  it('GET /metrics answers Prometheus text with request counters and booking gauges to the holder of metrics.token', async () => {
    const r = await request(`${s.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    assert.equal(r.statusCode, 200);
    assert.match(String(r.headers['content-type']), /^text\/plain/);
    const text = await r.body.text();
    for (const line of text.trim().split('\n')) assert.match(line, /^(# TYPE [a-z_]+ (counter|gauge)|[a-z_]+(\{[a-z_]+="[^"]*"(,[a-z_]+="[^"]*")*\})? \d+(\.\d+)?(e[+-]?\d+)?)$/, line);
    assert.match(text, /^reconfirm_bookings\{status="CONFIRMED"\} 1$/m);
    assert.match(text, /^reconfirm_bookings\{status="PENDING"\} 3$/m);
    assert.match(text, /^reconfirm_http_requests_total\{method="POST",route="\/addBookings",status="200"\} \d+$/m);
  });

  it('GET /openapi.json is an OpenAPI 3.1 document generated from the zod schemas', async () => {
    const r = await request(`${s.url}/openapi.json`);
    assert.equal(r.statusCode, 200);
    const doc = (await r.body.json()) as any;
    assert.match(doc.openapi, /^3\.1\./);
    assert.equal(typeof doc.info.title, 'string');
    for (const name of ['Booking', 'BookingDetails', 'Error', 'UpdateBooking', 'EventsRequest']) assert.ok(doc.components.schemas[name], `${name} missing`);
    // Generated, not hand-written: every field of BookingSchema's object appears in the document.
    const fields = Object.keys((BookingSchema as any).in?._zod?.def?.shape ?? (BookingSchema as any).out?._zod?.def?.shape ?? {});
    const booking = doc.components.schemas.Booking;
    const documented = Object.keys(booking.properties ?? {});
    assert.ok(fields.length > 10, 'BookingSchema fields could be read');
    for (const f of fields) assert.ok(documented.includes(f), `${f} not documented`);
    assert.deepEqual([...booking.required].sort(), ['BookingCode', 'CheckIn', 'CheckOut', 'Guest', 'Hotel']);
    assert.deepEqual(Object.keys(doc.components.schemas.BookingDetails.properties.Guest.properties).includes('Children'), true);
    for (const [path, methods] of Object.entries({ '/addBookings': ['post'], '/updateBooking/{bookingId}': ['patch', 'put', 'post'], '/events': ['post'] })) {
      for (const m of methods) assert.ok(doc.paths[path]?.[m], `${m} ${path}`);
    }
    assert.equal(doc.paths['/addBookings'].post.responses['502'].content['application/json'].schema.$ref, '#/components/schemas/Error');
    // Every $ref resolves.
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of refs) {
      const pointer = ref.slice('"$ref":"#/'.length, -1).split('/');
      assert.ok(pointer.reduce((node: any, key) => node?.[key], doc), ref);
    }
  });
});

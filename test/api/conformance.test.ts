// Acceptance: the answers an independent black-box check found to differ from the spec, PRODUCT.md or the README (issue 10).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { addEndpoint } from '../../src/store/webhooks.js';
import { assertError, escalateByHotel, makeBooking, startTestService, statusOf, waitFor, type TestService } from '../helpers.js';
import { startReceiver } from '../support/webhook-receiver.js';

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
  /** An events booking in the shape of spec 2.6, valid unless a test changes it. */
  const eventsBooking = (overrides: Record<string, unknown> = {}): Record<string, any> => ({
    BookingCode: `EV-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    CheckIn: '2027-07-01 15:00',
    CheckOut: '2027-07-04 11:00',
    TimeZone: '+02:00',
    Price: 310,
    Currency: 'EUR',
    Hotel: { Name: 'Casa Azul', ContactDetails: { Phone: ['+34 955 000 000'], Email: ['res@casaazul.example'] } },
    Guest: { LeadName: 'Aiko Tanaka', Adults: 1, AllGuests: [{ Name: 'Aiko', LastName: 'Tanaka', Phones: ['+81 90 0000 0000'] }] },
    ...overrides,
  });
  const postEvents = (...bookings: unknown[]) => s.api.call('POST', '/events', { Bookings: bookings });
  const problems = (e: { details?: { index?: number; path: string; message: string }[] }) => e.details!.map((d) => `${d.index}:${d.path}`).sort();

  it('POST /events lists every problem in one answer, naming fields as the client spelled them', async () => {
    const bad = eventsBooking({
      CheckOut: undefined,
      TimeZone: 'Mars',
      EventType: 'MOVE',
      Hotel: { ContactDetails: { Phone: ['+34 '.repeat(20)], Email: ['not-an-address'] } },
      Guest: { Adults: -1, AllGuests: [{ Name: 'Aiko', Email: 'nope' }] },
    });
    const e = assertError(await postEvents(eventsBooking(), bad), 400, 'SCHEMA_VALIDATION_FAILED');
    assert.deepEqual(problems(e), [
      '1:CheckOut',
      '1:EventType',
      '1:Guest.Adults',
      '1:Guest.AllGuests[0].Email',
      '1:Guest.LeadName',
      '1:Hotel.ContactDetails.Email[0]',
      '1:Hotel.ContactDetails.Phone[0]',
      '1:Hotel.Name',
      '1:TimeZone',
    ]);
    // Fixing what was listed is enough: no second round of problems.
    const fixed = eventsBooking({ BookingCode: bad.BookingCode, LineCode: 'L1' });
    const ok = await postEvents(fixed);
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    // The add body's spellings are named as sent too.
    const addSpelling = eventsBooking({ Hotel: { Name: 'H', ContactDetails: { PhoneNumbers: [42] } }, Guest: { LeadName: 'L', Children: -2 } });
    const again = assertError(await postEvents(addSpelling), 400, 'SCHEMA_VALIDATION_FAILED');
    assert.deepEqual(problems(again), ['0:Guest.Children', '0:Hotel.ContactDetails.PhoneNumbers[0]']);
  });

  it('POST /events refuses a TimeZone that is no offset in use or no IANA zone, and reads local times in a valid one', async () => {
    for (const TimeZone of ['+25:00', 'Mars', '+14:30']) {
      const e = assertError(await postEvents(eventsBooking({ TimeZone })), 400, 'SCHEMA_VALIDATION_FAILED');
      assert.deepEqual(problems(e), ['0:TimeZone']);
      assert.match(e.details![0].message, /UTC offset like \+02:00 or an IANA time zone/);
    }
    const cases: [string, string][] = [
      ['+02:00', '2027-07-01T13:00:00.000Z'],
      ['-05:30', '2027-07-01T20:30:00.000Z'],
      ['Z', '2027-07-01T15:00:00.000Z'],
      ['Europe/Madrid', '2027-07-01T13:00:00.000Z'],
      ['America/New_York', '2027-07-01T19:00:00.000Z'],
    ];
    const bookings = cases.map(([TimeZone]) => eventsBooking({ TimeZone }));
    const r = await postEvents(...bookings);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    await s.api.waitForTrace(r.body.data.traceIds[0]);
    for (const [i, [zone, checkIn]] of cases.entries()) {
      const d = (await s.api.getBooking(bookings[i].BookingCode)).body.data.BookingDetails;
      assert.equal(d.CheckIn, checkIn, `15:00 in ${zone}`);
    }
  });

  it('EventType REBOOK on POST /events applies the rebooking rules: the PENDING original is cancelled and linked', async () => {
    const original = makeBooking();
    await s.api.addAndWait([original]);
    const rebook = eventsBooking({ EventType: 'REBOOK', LineCode: original.Supplier.ReferenceNo });
    const r = await postEvents(rebook);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const [outcome] = (await s.api.waitForTrace(r.body.data.traceIds[0])).outcomes;
    assert.equal(outcome.outcome, 'REBOOKED');
    assert.match(outcome.message, /was PENDING and is now CANCELLED/);
    assert.equal(await statusOf(s, original.BookingCode), 'CANCELLED');
    const view = (await s.api.getBooking(original.BookingCode)).body.data;
    assert.equal(view.rebookedBy, `${rebook.BookingCode}#${rebook.LineCode}`);
  });

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
  it('a change of dates on an ESCALATED booking answers ESCALATED, then the history shows the update and the re-opening in that order', async () => {
    const b = makeBooking();
    await s.api.addAndWait([b]);
    escalateByHotel(s, b.BookingCode);
    const r = await s.api.update(b.BookingCode, { CheckIn: '2027-03-11T14:00:00Z' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.data.BookingDetails.ReconfirmationStatus, 'ESCALATED', 'the state the update was validated in');
    assert.equal(r.body.data.BookingDetails.CheckIn, '2027-03-11T14:00:00.000Z');
    assert.match(r.body.message, /reconfirmation re-opened/);
    const view = (await s.api.getBooking(b.BookingCode)).body.data;
    assert.equal(view.BookingDetails.ReconfirmationStatus, 'PENDING');
    const mine = view.history.filter((h: any) => h.actor === `update ${r.body.data.traceId}`).map((h: any) => `${h.kind} ${h.fromStatus}->${h.toStatus}`);
    assert.deepEqual(mine, ['updated ESCALATED->ESCALATED', 'transition ESCALATED->PENDING']);
  });
});

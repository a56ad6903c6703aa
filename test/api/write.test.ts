// Acceptance: the write side of the interface over HTTP: update aliases, POST /events, duplicates, tolerated spellings, BookingDetails.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError, confirmByHotel, countRows, makeBooking, startTestService, statusOf, type TestService } from '../helpers.js';

describe('updates, events and duplicates over HTTP', () => {
  let s: TestService;
  before(async () => (s = await startTestService({ auth: { maxFailures: 1000, windowSeconds: 60 } })));
  after(() => s.stop());

  it('PATCH, PUT and POST on /updateBooking/{BookingId} are the same update', async () => {
    const b = makeBooking({ LineCode: 'L7' });
    await s.api.addAndWait([b]);
    const id = `${b.BookingCode}#L7`;
    for (const [method, amount] of [['PATCH', 100], ['PUT', 200], ['POST', 300]] as const) {
      const r = await s.api.update(id, { BookingAmount: amount }, method);
      assert.equal(r.status, 200, `${method}: ${JSON.stringify(r.body)}`);
      assert.equal(r.body.status, 'ACCEPTED');
      assert.equal(r.body.data.BookingDetails.BookingAmount, amount);
      assert.equal(r.body.data.BookingDetails.BookingId, id);
      assert.equal(r.headers['x-request-id'], r.body.meta.requestId);
    }
  });

  it('POST /updateBooking finds the booking by BookingCode and LineCode in the body', async () => {
    const b = makeBooking({ LineCode: 'L8' });
    await s.api.addAndWait([b]);
    const r = await s.api.call('POST', '/updateBooking', { BookingCode: b.BookingCode, LineCode: 'L8', SpecialRequest: 'high floor' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.data.BookingDetails.SpecialRequest, 'high floor');
    assertError(await s.api.call('POST', '/updateBooking', { BookingCode: b.BookingCode, SpecialRequest: 'x' }), 404, 'BOOKING_NOT_FOUND');
    assertError(await s.api.call('POST', '/updateBooking', { SpecialRequest: 'x' }), 400, 'SCHEMA_VALIDATION_FAILED');
    assertError(await s.api.update(`${b.BookingCode}#L8`, { BookingCode: 'OTHER' }), 400, 'SCHEMA_VALIDATION_FAILED');
  });

  it('POST /events cancels, updates a known booking and adds an unknown one, each traced', async () => {
    const known = makeBooking();
    const toCancel = makeBooking();
    await s.api.addAndWait([known, toCancel]);
    const fresh = `EV-${Date.now()}`;
    const r = await s.api.call('POST', '/events', {
      Bookings: [
        { BookingCode: toCancel.BookingCode, BookingStatus: 'CANCELLED' },
        { BookingCode: known.BookingCode, CheckIn: '2027-03-10T14:00:00', CheckOut: '2027-03-14T10:00:00', TimeZone: 'UTC+1', Price: 610, Hotel: { Name: 'Hotel Miramar' }, Guest: { LeadName: 'Maria Lopez' } },
        {
          BookingCode: fresh,
          CheckIn: '2027-06-01',
          CheckOut: '2027-06-04',
          Price: 99.5,
          Priority: 2,
          Hotel: { Name: 'Hotel Sol', Country: 'Portugal', ContactDetails: { Phone: ['+351 1'], Email: ['res@sol.example'] } },
          Guest: { LeadName: 'Rui Costa', Childs: 1, AllGuests: [{ Name: 'Rui', LastName: 'Costa', Age: 40, Phones: ['+351 2'] }], RoomStructure: [{ RoomType: 'Twin', GuestNames: ['Rui Costa'] }] },
          Remarks: { Special: 'cot please', Internal: 'vip' },
        },
        { BookingCode: 'EV-UNKNOWN-CANCEL', BookingStatus: 'CANCELLED' },
      ],
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.data.bookingsCount, 4);
    const trace = await s.api.waitForTrace(r.body.data.traceIds[0]);
    assert.deepEqual(trace.outcomes.map((o: any) => o.outcome), ['CANCELLED', 'UPDATED', 'CREATED', 'NOT_FOUND']);
    assert.equal(await statusOf(s, toCancel.BookingCode), 'CANCELLED');
    const updated = (await s.api.getBooking(known.BookingCode)).body.data.BookingDetails;
    assert.equal(updated.CheckOut, '2027-03-14T09:00:00.000Z', 'TimeZone UTC+1 applies to a time without offset');
    assert.equal(updated.BookingAmount, 610);
    const created = (await s.api.getBooking(fresh)).body.data.BookingDetails;
    assert.equal(created.SpecialRequest, 'cot please');
    assert.equal(created.Guest.Children, 1);
    assert.equal(created.Guest.AllGuests[0].Name, 'Rui Costa');
    assert.equal(created.Guest.AllGuests[0].PhoneNumber, '+351 2');
    assert.equal(created.Hotel.CountryCode, 'PRT');
  });

  it('an identical BOOK is DUPLICATE_IGNORED, a different body with the same BookingCode is DUPLICATE_BOOKING_CODE, and neither makes a second booking', async () => {
    const b = makeBooking();
    await s.api.addAndWait([b]);
    const before = countRows(s, 'bookings');
    const [same] = await s.api.addAndWait([{ ...b }]);
    assert.equal(same.outcome, 'DUPLICATE_IGNORED');
    const [different] = await s.api.addAndWait([{ ...b, BookingAmount: 1 }]);
    assert.equal(different.outcome, 'DUPLICATE_BOOKING_CODE');
    assert.match(different.message, /PATCH \/updateBooking\//);
    const twice = makeBooking();
    const outcomes = await s.api.addAndWait([twice, { ...twice }]);
    assert.deepEqual(outcomes.map((o) => o.outcome), ['CREATED', 'DUPLICATE_IGNORED']);
    assert.equal(countRows(s, 'bookings'), before + 1);
    assert.equal((await s.api.getBooking(b.BookingCode)).body.data.BookingDetails.BookingAmount, b.BookingAmount);
  });

  it('an identical BOOK resent after the hotel confirmed is still DUPLICATE_IGNORED (the HCN the service added is no difference)', async () => {
    const b = makeBooking();
    await s.api.addAndWait([b]);
    confirmByHotel(s, b.BookingCode, 'HX-DUP');
    const [again] = await s.api.addAndWait([{ ...b }]);
    assert.equal(again.outcome, 'DUPLICATE_IGNORED', again.message);
    assert.equal(again.ReconfirmationStatus, 'CONFIRMED');
  });

  it('the same BookingCode with another LineCode is another booking', async () => {
    const b = makeBooking({ LineCode: 'A' });
    const outcomes = await s.api.addAndWait([b, { ...b, LineCode: 'B' }]);
    assert.deepEqual(outcomes.map((o) => [o.BookingId, o.outcome]), [[`${b.BookingCode}#A`, 'CREATED'], [`${b.BookingCode}#B`, 'CREATED']]);
  });
});

describe('tolerated input and the BookingDetails record', () => {
  let s: TestService;
  before(async () => (s = await startTestService({ auth: { maxFailures: 1000, windowSeconds: 60 } })));
  after(() => s.stop());

  it('accepts both spellings: Childs/Children and CancellationDeadLine/CancellationDeadline', async () => {
    const a = makeBooking({ CancellationDeadLine: undefined, CancellationDeadline: '2027-02-01T12:00:00Z' });
    a.Guest = { ...a.Guest, Childs: undefined, Children: 2, RoomStructure: [{ RoomType: 'Family', Children: 2 }] };
    await s.api.addAndWait([a]);
    const d = (await s.api.getBooking(a.BookingCode)).body.data.BookingDetails;
    assert.equal(d.CancellationDeadline, '2027-02-01T12:00:00.000Z');
    assert.equal(d.Guest.Children, 2);
    assert.equal(d.Guest.RoomStructure[0].Childs, 2);
    const u = await s.api.update(a.BookingCode, { CancellationDeadline: '2027-02-02', Guest: { Children: 3 } });
    assert.equal(u.body.data.BookingDetails.CancellationDeadline, '2027-02-02T00:00:00.000Z');
    assert.equal(u.body.data.BookingDetails.Guest.Children, 3);
  });

  it('normalises date-only and offset timestamps to UTC with milliseconds', async () => {
    const b = makeBooking({ CheckIn: '2027-03-10', CheckOut: '2027-03-13T12:00:00+02:00', BookingDate: '2026-11-20T09:30:00.5-0130' });
    await s.api.addAndWait([b]);
    const d = (await s.api.getBooking(b.BookingCode)).body.data.BookingDetails;
    assert.equal(d.CheckIn, '2027-03-10T00:00:00.000Z');
    assert.equal(d.CheckOut, '2027-03-13T10:00:00.000Z');
    assert.equal(d.BookingDate, '2026-11-20T11:00:00.500Z');
  });

  it('treats empty optional strings as absent and answers the spec 2.7 spellings and nulls', async () => {
    const b = makeBooking({ Currency: '', SpecialRequest: '', Source: '', LineCode: '' });
    b.Hotel = { Name: 'Hotel Nord', Country: 'Norway', CountryCode: '', Rating: null, City: '' };
    b.Guest = { LeadName: 'Ola Nordmann', Country: 'NO', Childs: 1, AllGuests: [{ Name: 'Ola', Email: '', Title: 'Mr', Gender: 'M' }] };
    await s.api.addAndWait([b]);
    const r = await s.api.getBooking(b.BookingCode);
    const d = r.body.data.BookingDetails;
    assert.equal(d.BookingId, b.BookingCode, 'an empty LineCode is no LineCode');
    assert.equal(d.LineCode, null);
    assert.equal(d.Currency, null);
    assert.equal(d.SpecialRequest, null);
    assert.equal(d.Source, null);
    assert.equal(d.Hotel.Rating, null);
    assert.equal(d.Hotel.City, null);
    assert.equal(d.Hotel.CountryCode, 'NOR', 'three letters, from the country name when no code was sent');
    assert.equal(d.Guest.CountryCode, 'NOR');
    assert.equal(d.Guest.Children, 1);
    assert.ok(!('Childs' in d.Guest));
    assert.ok(!('CancellationDeadLine' in d));
    assert.deepEqual(Object.keys(d.Guest.AllGuests[0]).sort(), ['Age', 'Email', 'Name', 'PhoneNumber', 'Type']);
    assert.equal(d.Guest.AllGuests[0].Email, null);
  });

  it('answers the three-letter CountryCode, millisecond timestamps and the HCN field for a full booking', async () => {
    const b = makeBooking();
    await s.api.addAndWait([b]);
    const d = (await s.api.getBooking(b.BookingCode)).body.data.BookingDetails;
    assert.equal(d.Hotel.CountryCode, 'ESP');
    assert.equal(d.Guest.CountryCode, 'ESP');
    assert.equal(d.CheckIn, '2027-03-10T14:00:00.000Z');
    assert.equal(d.Currency, 'EUR');
    assert.equal(d.Hotel.Rating, 4);
    assert.deepEqual(d.Supplier, { Name: 'BedBank', ReferenceNo: b.Supplier.ReferenceNo, HCN: null });
    assert.deepEqual(Object.keys(d.Hotel).sort(), ['Address', 'City', 'Country', 'CountryCode', 'MasterProvider', 'MasterProviderHotelId', 'Name', 'Rating', 'State']);
  });
});

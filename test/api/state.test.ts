// Acceptance: every row of the spec's state table (section 3), driven over HTTP against a real serve and SQLite file.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError, confirmByHotel, escalateByHotel, makeBooking, startTestService, statusOf, type TestService } from '../helpers.js';

describe('the state table of spec section 3 over HTTP', () => {
  let s: TestService;
  before(async () => (s = await startTestService({ auth: { maxFailures: 1000, windowSeconds: 60 } })));
  after(() => s.stop());

  it('an accepted add answers a traceId and the booking appears as PENDING', async () => {
    const b = makeBooking();
    const r = await s.api.addBookings([b]);
    assert.equal(r.status, 200);
    assert.equal(r.body.data.traceIds.length, 1);
    const trace = await s.api.waitForTrace(r.body.data.traceIds[0]);
    assert.deepEqual(trace.outcomes.map((o: any) => [o.BookingId, o.outcome, o.ReconfirmationStatus]), [[b.BookingCode, 'CREATED', 'PENDING']]);
    assert.equal(await statusOf(s, b.BookingCode), 'PENDING');
  });

  it('a REBOOK naming a PENDING original by its LineCode cancels the original and creates the new booking', async () => {
    const original = makeBooking({ LineCode: `L-${Date.now()}` });
    await s.api.addAndWait([original]);
    const originalId = `${original.BookingCode}#${original.LineCode}`;
    const rebook = makeBooking({ EventType: 'REBOOK', LineCode: original.LineCode });
    const [outcome] = await s.api.addAndWait([rebook]);
    assert.equal(outcome.outcome, 'REBOOKED');
    assert.equal(outcome.ReconfirmationStatus, 'PENDING');
    assert.match(outcome.message, /was PENDING and is now CANCELLED/);
    assert.equal(await statusOf(s, originalId), 'CANCELLED');
    const fresh = await s.api.getBooking(`${rebook.BookingCode}#${original.LineCode}`);
    assert.equal(fresh.body.data.BookingDetails.ReconfirmationStatus, 'PENDING');
    assert.equal(fresh.body.data.rebookOf, originalId);
  });

  it("a REBOOK naming a PENDING original by its Supplier.ReferenceNo cancels that original", async () => {
    const original = makeBooking();
    await s.api.addAndWait([original]);
    const rebook = makeBooking({ EventType: 'REBOOK', LineCode: original.Supplier.ReferenceNo });
    const [outcome] = await s.api.addAndWait([rebook]);
    assert.equal(outcome.outcome, 'REBOOKED');
    assert.equal(await statusOf(s, original.BookingCode), 'CANCELLED');
    const orig = await s.api.getBooking(original.BookingCode);
    assert.equal(orig.body.data.rebookedBy, outcome.BookingId);
  });

  for (const state of ['CONFIRMED', 'ESCALATED'] as const) {
    it(`a REBOOK of a ${state} original leaves it ${state} and creates a separate fresh booking`, async () => {
      const original = makeBooking();
      await s.api.addAndWait([original]);
      if (state === 'CONFIRMED') confirmByHotel(s, original.BookingCode, 'HX-77');
      else escalateByHotel(s, original.BookingCode);
      const before = (await s.api.getBooking(original.BookingCode)).body.data.BookingDetails;
      const rebook = makeBooking({ EventType: 'REBOOK', LineCode: original.Supplier.ReferenceNo });
      const [outcome] = await s.api.addAndWait([rebook]);
      assert.equal(outcome.outcome, 'REBOOKED');
      assert.match(outcome.message, new RegExp(`is ${state} and was left as it is`));
      const afterRebook = (await s.api.getBooking(original.BookingCode)).body.data.BookingDetails;
      assert.deepEqual(afterRebook, before);
      assert.equal(await statusOf(s, outcome.BookingId), 'PENDING');
      assert.notEqual(outcome.BookingId, original.BookingCode);
    });
  }

  it('a REBOOK whose original is unknown is created as a new booking and the trace says so', async () => {
    const [outcome] = await s.api.addAndWait([makeBooking({ EventType: 'REBOOK', LineCode: 'NO-SUCH-REFERENCE' })]);
    assert.equal(outcome.outcome, 'CREATED');
    assert.match(outcome.message, /without a known original/);
  });

  for (const state of ['PENDING', 'ESCALATED'] as const) {
    it(`an update with BookingStatus CANCELLED cancels a ${state} booking`, async () => {
      const b = makeBooking();
      await s.api.addAndWait([b]);
      if (state === 'ESCALATED') escalateByHotel(s, b.BookingCode);
      const r = await s.api.update(b.BookingCode, { BookingStatus: 'CANCELLED' });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal(r.body.status, 'ACCEPTED');
      assert.equal(r.body.data.BookingDetails.ReconfirmationStatus, 'CANCELLED');
      assert.equal(await statusOf(s, b.BookingCode), 'CANCELLED');
      const trace = await s.api.trace(r.body.data.traceId);
      assert.equal(trace.body.data.outcomes[0].outcome, 'CANCELLED');
    });
  }

  it('an update of dates, rooms, guest and hotel on a PENDING booking answers the new BookingDetails and stays PENDING', async () => {
    const b = makeBooking();
    await s.api.addAndWait([b]);
    const changes = {
      CheckIn: '2027-04-01T15:00:00Z',
      CheckOut: '2027-04-05T11:00:00Z',
      RoomStructure: [{ RoomType: 'Suite', BoardType: 'Half Board', Adults: 2, Childs: 1, Infants: 0 }],
      Guest: { LeadName: 'Ana Ruiz', Adults: 2, Childs: 1 },
      Hotel: { Name: 'Hotel Arts', City: 'Barcelona' },
    };
    const r = await s.api.update(b.BookingCode, changes);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const d = r.body.data.BookingDetails;
    assert.equal(d.ReconfirmationStatus, 'PENDING');
    assert.equal(d.CheckIn, '2027-04-01T15:00:00.000Z');
    assert.equal(d.CheckOut, '2027-04-05T11:00:00.000Z');
    assert.equal(d.Guest.LeadName, 'Ana Ruiz');
    assert.equal(d.Guest.Children, 1);
    assert.deepEqual(d.Guest.RoomStructure, [{ RoomType: 'Suite', BoardType: 'Half Board', Adults: 2, Childs: 1, Infants: 0 }]);
    assert.equal(d.Hotel.Name, 'Hotel Arts');
    assert.equal(d.Hotel.Address, 'Passeig Maritim 1', 'objects merge: unsent hotel fields stay');
    assert.deepEqual((await s.api.getBooking(b.BookingCode)).body.data.BookingDetails, d);
  });

  it('a change of dates on an ESCALATED booking re-opens its reconfirmation as PENDING; other changes keep ESCALATED', async () => {
    const b = makeBooking();
    await s.api.addAndWait([b]);
    escalateByHotel(s, b.BookingCode);
    const note = await s.api.update(b.BookingCode, { SpecialRequest: 'late arrival' });
    assert.equal(note.body.data.BookingDetails.ReconfirmationStatus, 'ESCALATED');
    const dates = await s.api.update(b.BookingCode, { CheckIn: '2027-03-11T14:00:00Z' });
    assert.equal(dates.status, 200);
    // The answer shows the state the update was validated in (spec section 3); the re-opening follows it.
    assert.equal(dates.body.data.BookingDetails.ReconfirmationStatus, 'ESCALATED');
    assert.equal(await statusOf(s, b.BookingCode), 'PENDING');
  });

  it('any update to a CONFIRMED booking answers 409 UPDATE_NOT_PERMITTED and changes nothing', async () => {
    const b = makeBooking();
    await s.api.addAndWait([b]);
    confirmByHotel(s, b.BookingCode, 'HCN-409');
    const before = (await s.api.getBooking(b.BookingCode)).body.data.BookingDetails;
    assert.equal(before.Supplier.HCN, 'HCN-409');
    for (const body of [{ CheckIn: '2027-05-01' , CheckOut: '2027-05-03' }, { BookingStatus: 'CANCELLED' }, { SpecialRequest: 'x' }, {}]) {
      for (const method of ['PATCH', 'PUT', 'POST']) assertError(await s.api.update(b.BookingCode, body, method), 409, 'UPDATE_NOT_PERMITTED');
    }
    assert.deepEqual((await s.api.getBooking(b.BookingCode)).body.data.BookingDetails, before);
  });

  it('an update to a CANCELLED booking answers 409 too', async () => {
    const b = makeBooking();
    await s.api.addAndWait([b]);
    assert.equal((await s.api.update(b.BookingCode, { BookingStatus: 'CANCELLED' })).status, 200);
    const e = assertError(await s.api.update(b.BookingCode, { SpecialRequest: 'please' }), 409, 'UPDATE_NOT_PERMITTED');
    assert.match(e.message, /CANCELLED/);
  });
});

// Table tests of the pure domain: update merge, the events-body mapping (spec 2.6) and the comparison of hotel replies.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eventsBookingToBooking } from '../../src/domain/events.js';
import { localiseBooking } from '../../src/domain/hotelTime.js';
import { mergeUpdate } from '../../src/domain/merge.js';
import { compareReply, judgeReply, sameName, type HotelReply } from '../../src/domain/reply.js';
import { BookingSchema, EventsBookingSchema, UpdateBodySchema, type Booking } from '../../src/domain/schemas.js';
import { parseTimeZone } from '../../src/domain/time.js';
import { makeBooking } from '../helpers.js';

const booking = (overrides: Record<string, unknown> = {}): Booking => BookingSchema.parse(makeBooking(overrides));

describe('mergeUpdate: objects merge, arrays replace', () => {
  const merge = (update: Record<string, unknown>, current = booking()) => mergeUpdate(current, UpdateBodySchema.parse(update));

  it('merges a partial Hotel and reports Hotel as changed', () => {
    const { merged, changed } = merge({ Hotel: { City: 'Girona' } });
    assert.deepEqual(changed, ['Hotel']);
    const hotel = merged.Hotel as Record<string, unknown>;
    assert.equal(hotel.City, 'Girona');
    assert.equal(hotel.Name, 'Hotel Miramar');
  });

  it('replaces arrays whole', () => {
    const { merged } = merge({ Guest: { AllGuests: [{ Name: 'Only One' }] } });
    assert.deepEqual((merged.Guest as any).AllGuests, [{ Name: 'Only One' }]);
  });

  it('takes a top-level RoomStructure into Guest and reports it', () => {
    const rooms = [{ RoomType: 'Suite', Adults: 2 }];
    const { merged, changed } = merge({ RoomStructure: rooms });
    assert.deepEqual((merged.Guest as any).RoomStructure, rooms);
    assert.ok(changed.includes('RoomStructure'));
  });

  const table: [string, Record<string, unknown>, string[]][] = [
    ['an empty body changes nothing', {}, []],
    ['the same value changes nothing', { SpecialRequest: undefined, BookingAmount: 540.25 }, []],
    ['BookingStatus, BookingCode and LineCode are not data', { BookingStatus: 'CANCELLED', BookingCode: 'X', LineCode: 'Y' }, []],
    ['dates', { CheckIn: '2027-03-11', CheckOut: '2027-03-14' }, ['CheckIn', 'CheckOut']],
    ['a scalar', { Currency: 'USD' }, ['Currency']],
  ];
  for (const [what, update, changed] of table) it(what, () => assert.deepEqual(merge(update).changed, changed));

  it('never merges a key into the prototype', () => {
    const { merged } = mergeUpdate(booking(), JSON.parse('{"Hotel":{"__proto__":{"polluted":true}}}'));
    assert.equal(({} as any).polluted, undefined);
    assert.equal((merged.Hotel as any).polluted, undefined);
  });
});

describe('parseTimeZone: the TimeZone of the events body', () => {
  const table: [string, string | undefined][] = [
    ['+03:00', '+03:00'],
    ['UTC+3', '+03:00'],
    ['GMT-0530', '-05:30'],
    ['utc -4', '-04:00'],
    ['+14:00', '+14:00'],
    ['-12:00', '-12:00'],
    ['UTC', 'Z'],
    ['Z', 'Z'],
    ['Europe/Madrid', 'Europe/Madrid'],
    ['europe/madrid', 'Europe/Madrid'],
    ['+25:00', undefined],
    ['+14:30', undefined],
    ['-13:00', undefined],
    ['+02:75', undefined],
    ['Mars', undefined],
    ['', undefined],
  ];
  for (const [label, zone] of table) it(`${JSON.stringify(label)} -> ${zone}`, () => assert.equal(parseTimeZone(label), zone));
});

describe('eventsBookingToBooking (spec 2.6 to 2.1)', () => {
  const event = (overrides: Record<string, unknown> = {}) =>
    EventsBookingSchema.parse({
      BookingCode: 'EV-1',
      CheckIn: '2027-05-01T15:00:00',
      CheckOut: '2027-05-03',
      BookingDate: '2027-01-01T10:00:00+01:00',
      TimeZone: 'UTC+2',
      Price: 120,
      Priority: 3,
      Rating: 5,
      Hotel: { Name: 'H', ContactDetails: { Phone: ['+1 555'], Email: ['h@h.example'] } },
      Guest: { LeadName: 'Ana', Children: 1, GuestNames: ['Ana'], AllGuests: [{ Name: 'Ana', LastName: 'Ruiz', Phones: ['+34 1', '+34 2'] }], RoomStructure: [{ RoomType: 'Double', GuestNames: ['Ana'] }] },
      Remarks: { Special: 'sea view', Internal: 'not for the hotel' },
      ...overrides,
    });

  it('maps the events fields to the add-booking fields and validates as a Booking', () => {
    const b = BookingSchema.parse(eventsBookingToBooking(event()));
    assert.equal(b.CheckIn, '2027-05-01T13:00:00.000Z', 'the TimeZone applies to a time without offset');
    assert.equal(b.CheckOut, '2027-05-03', 'a date-only value stays a date (the date module keeps it a calendar date)');
    assert.equal(b.BookingDate, '2027-01-01T09:00:00.000Z', 'an explicit offset wins over TimeZone');
    assert.equal(b.BookingAmount, 120);
    assert.equal(b.BookingPriority, 3);
    assert.equal(b.Hotel.Rating, 5);
    assert.deepEqual(b.Hotel.ContactDetails, { PhoneNumbers: ['+1 555'], Emails: ['h@h.example'] });
    assert.equal(b.Guest.Childs, 1);
    assert.deepEqual(b.Guest.AllGuests, [{ Name: 'Ana Ruiz', PhoneNumber: '+34 1' }]);
    assert.deepEqual(b.Guest.RoomStructure, [{ RoomType: 'Double' }]);
    assert.equal(b.SpecialRequest, 'sea view');
    assert.equal(b.EventType, 'BOOK');
    assert.ok(!JSON.stringify(b).includes('not for the hotel'), 'internal remarks are not sent on');
  });

  it("without a TimeZone, keeps a time without offset on the hotel's clock until the hotel's zone is known", () => {
    const b = BookingSchema.parse(eventsBookingToBooking(event({ TimeZone: undefined })));
    assert.equal(b.CheckIn, '2027-05-01T15:00:00.000', 'a wall-clock time: no zone yet');
    assert.equal(localiseBooking(b, 'Europe/Lisbon').CheckIn, '2027-05-01T14:00:00.000Z', 'read in the default zone (summer time in Lisbon)');
  });
});

describe('reply comparison (PRODUCT sections 3 and 4)', () => {
  const b = booking({ SpecialRequest: 'cot' });

  it('names compare without case, accents, titles, punctuation or order', () => {
    const same: [string, string][] = [['Maria Lopez', 'LOPEZ, María'], ['Mr. John Smith', 'john smith'], ['Zoë  Brown', 'zoe brown']];
    for (const [a, c] of same) assert.ok(sameName(a, c), `${a} ~ ${c}`);
    assert.ok(!sameName('Maria Lopez', 'Mario Lopez'));
  });

  const table: [string, HotelReply, string[]][] = [
    ['nothing stated', {}, []],
    ['the same dates at another time of day', { checkIn: '2027-03-10T22:00:00Z', checkOut: '2027-03-13' }, []],
    ['another check-in day', { checkIn: '2027-03-11' }, ['CheckIn']],
    ['another lead name', { leadName: 'John Doe' }, ['Guest.LeadName']],
    ['the lead name in another order', { leadName: 'Lopez Maria' }, []],
    ['another room count', { rooms: 2 }, ['Guest.TotalRooms']],
    ['another room type', { roomType: 'Single' }, ['RoomType']],
    ['the room type in other case', { roomType: 'double sea-view' }, []],
    ['another board type', { boardType: 'Room Only' }, ['BoardType']],
    ['other guest counts', { adults: 3, children: 1 }, ['Guest.Adults', 'Guest.Childs']],
    ['another rate in the same currency', { amount: 500, currency: 'eur' }, ['BookingAmount']],
    ['another rate in another currency', { amount: 500, currency: 'USD' }, []],
    ['the special request not noted', { specialRequestNoted: false }, ['SpecialRequest']],
  ];
  // Compared as for an agency that shows hotels the amount (disclosure amount: true).
  for (const [what, reply, fields] of table) it(`${what}: ${fields.join(', ') || 'no discrepancy'}`, () => assert.deepEqual(compareReply(b, reply, { amount: true, specialRequest: true }).map((d) => d.field), fields));
  it('a rate the hotel was not shown is not compared (the default disclosure)', () => {
    assert.deepEqual(compareReply(b, { amount: 500, currency: 'EUR' }), []);
    assert.deepEqual(judgeReply(b, { hcn: 'H1', amount: 500 }), { kind: 'CONFIRMED', hcn: 'H1' });
    assert.equal(judgeReply(b, { hcn: 'H1', amount: 500 }, { amount: true, specialRequest: true }).kind, 'DISCREPANCY');
  });

  it('judges: no booking, then discrepancies, then an HCN', () => {
    assert.deepEqual(judgeReply(b, { noBooking: true, hcn: 'X' }), { kind: 'NO_BOOKING' });
    assert.equal(judgeReply(b, { hcn: 'X', checkIn: '2027-03-12' }).kind, 'DISCREPANCY');
    assert.deepEqual(judgeReply(b, { hcn: '  HX1 ' }), { kind: 'CONFIRMED', hcn: 'HX1' });
    assert.deepEqual(judgeReply(b, { hcn: '   ' }), { kind: 'NO_HCN' });
    assert.deepEqual(judgeReply(b, {}), { kind: 'NO_HCN' });
  });

  it('a discrepancy carries the booked and the hotel value', () => {
    assert.deepEqual(compareReply(b, { checkOut: '2027-03-14' }), [{ field: 'CheckOut', booked: '2027-03-13', hotel: '2027-03-14' }]);
  });
});

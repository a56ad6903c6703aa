// Table tests of the pure domain: the state machine, schema tolerance and bounds, BookingId and the BookingDetails mapping.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { composeBookingId } from '../../src/domain/bookingId.js';
import { toBookingDetails } from '../../src/domain/bookingDetails.js';
import { BookingSchema, UpdateBodySchema, normaliseInput, normaliseTimestamp, type Booking, type ReconfirmationStatus } from '../../src/domain/schemas.js';
import { isLocked, nextStatus, rebookEffectOnOriginal, updateReopens, type Transition } from '../../src/domain/stateMachine.js';
import { makeBooking } from '../helpers.js';

describe('state machine (PRODUCT section 3)', () => {
  const table: [ReconfirmationStatus, Transition, ReconfirmationStatus | null][] = [
    ['PENDING', 'confirm', 'CONFIRMED'],
    ['PENDING', 'escalate', 'ESCALATED'],
    ['PENDING', 'cancel', 'CANCELLED'],
    ['PENDING', 'update', 'PENDING'],
    ['PENDING', 'reopen', 'PENDING'],
    ['ESCALATED', 'confirm', 'CONFIRMED'],
    ['ESCALATED', 'escalate', 'ESCALATED'],
    ['ESCALATED', 'cancel', 'CANCELLED'],
    ['ESCALATED', 'update', 'ESCALATED'],
    ['ESCALATED', 'reopen', 'PENDING'],
    // Only an operator's record of a cancellation made directly with the hotel leaves CONFIRMED.
    ['PENDING', 'cancelAtHotel', 'CANCELLED'],
    ['ESCALATED', 'cancelAtHotel', 'CANCELLED'],
    ['CONFIRMED', 'cancelAtHotel', 'CANCELLED'],
    ['CANCELLED', 'cancelAtHotel', null],
    ...(['confirm', 'escalate', 'cancel', 'update', 'reopen'] as Transition[]).flatMap((t) => [
      ['CONFIRMED', t, null] as [ReconfirmationStatus, Transition, null],
      ['CANCELLED', t, null] as [ReconfirmationStatus, Transition, null],
    ]),
  ];
  for (const [from, transition, to] of table) {
    it(`${from} --${transition}--> ${to ?? 'refused'}`, () => assert.equal(nextStatus(from, transition), to));
  }

  it('locks CONFIRMED and CANCELLED only', () => {
    assert.deepEqual((['PENDING', 'ESCALATED', 'CONFIRMED', 'CANCELLED'] as const).map(isLocked), [false, false, true, true]);
  });

  it('a REBOOK cancels only a PENDING original', () => {
    assert.deepEqual((['PENDING', 'ESCALATED', 'CONFIRMED', 'CANCELLED'] as const).map(rebookEffectOnOriginal), ['cancel', 'keep', 'keep', 'keep']);
  });

  it('dates, rooms, guest and hotel changes re-open reconfirmation; other fields do not', () => {
    for (const f of ['CheckIn', 'CheckOut', 'Guest', 'Hotel', 'RoomStructure']) assert.ok(updateReopens([f]), f);
    for (const f of ['SpecialRequest', 'BookingAmount', 'Currency', 'Agency', 'Supplier', 'BookingPriority']) assert.ok(!updateReopens([f]), f);
    assert.ok(!updateReopens([]));
  });
});

describe('timestamps are normalised to UTC with milliseconds', () => {
  const table: [string, string | undefined][] = [
    ['2027-03-10', '2027-03-10T00:00:00.000Z'],
    ['2027-03-10T14:00:00Z', '2027-03-10T14:00:00.000Z'],
    ['2027-03-10T14:00:00', '2027-03-10T14:00:00.000Z'],
    ['2027-03-10 14:00', '2027-03-10T14:00:00.000Z'],
    ['2027-03-10T14:00:00+02:00', '2027-03-10T12:00:00.000Z'],
    ['2027-03-10T14:00:00-0530', '2027-03-10T19:30:00.000Z'],
    ['2027-03-10T14:00:00.123456Z', '2027-03-10T14:00:00.123Z'],
    ['  2027-03-10  ', '2027-03-10T00:00:00.000Z'],
    ['2027-02-30', undefined],
    ['2027-13-01', undefined],
    ['10/03/2027', undefined],
    ['tomorrow', undefined],
    ['1800-01-01', undefined],
    ['', undefined],
  ];
  for (const [input, expected] of table) it(`${JSON.stringify(input)} -> ${expected ?? 'refused'}`, () => assert.equal(normaliseTimestamp(input), expected));
});

describe('BookingSchema: tolerance and bounds (PRODUCT section 2)', () => {
  const parse = (overrides: Record<string, unknown>) => BookingSchema.safeParse(makeBooking(overrides));
  const problems = (overrides: Record<string, unknown>) => {
    const r = parse(overrides);
    return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
  };

  it('accepts a full booking and defaults EventType to BOOK', () => {
    const r = parse({});
    assert.ok(r.success, JSON.stringify(!r.success && r.error.issues));
    assert.equal(r.data.EventType, 'BOOK');
  });

  it('renames the other spellings to the request spelling', () => {
    const b = makeBooking({ CancellationDeadLine: undefined, CancellationDeadline: '2027-02-01', BookingSubCode: 'SUB' });
    b.Guest = { ...b.Guest, Childs: undefined, Children: 2, RoomStructure: [{ Children: 1 }] };
    b.Hotel = { ...b.Hotel, ContactDetails: { Phone: ['+1'], Email: ['a@b.example'] } };
    const r = BookingSchema.parse(b);
    assert.equal(r.CancellationDeadLine, '2027-02-01', 'a calendar date, kept as the date');
    assert.equal(r.LineCode, 'SUB');
    assert.equal(r.Guest.Childs, 2);
    assert.equal(r.Guest.RoomStructure![0].Childs, 1);
    assert.deepEqual(r.Hotel.ContactDetails, { PhoneNumbers: ['+1'], Emails: ['a@b.example'] });
  });

  it('treats empty strings and nulls in optional fields as absent, but not in required ones', () => {
    const r = BookingSchema.parse(makeBooking({ Currency: '', SpecialRequest: null, LineCode: '' }));
    assert.equal(r.Currency, undefined);
    assert.equal(r.SpecialRequest, undefined);
    assert.equal(r.LineCode, undefined);
    assert.deepEqual(problems({ BookingCode: '' }), ['BookingCode']);
  });

  const refused: [string, Record<string, unknown>, string][] = [
    ['BookingCode with #', { BookingCode: 'A#B' }, 'BookingCode'],
    ['BookingCode over 100 characters', { BookingCode: 'x'.repeat(101) }, 'BookingCode'],
    ['CheckOut before CheckIn', { CheckOut: '2027-03-01' }, 'CheckOut'],
    ['CheckOut equal to CheckIn', { CheckOut: '2027-03-10T14:00:00Z' }, 'CheckOut'],
    ['an unknown currency', { Currency: 'XXY' }, 'Currency'],
    ['a negative amount', { BookingAmount: -1 }, 'BookingAmount'],
    ['an unknown EventType', { EventType: 'CANCEL' }, 'EventType'],
    ['a missing Hotel', { Hotel: undefined }, 'Hotel'],
    ['a Hotel without Name', { Hotel: { City: 'X' } }, 'Hotel.Name'],
    ['a Guest without LeadName', { Guest: { Adults: 1 } }, 'Guest.LeadName'],
    ['an unknown country code', { Hotel: { Name: 'H', CountryCode: 'XX' } }, 'Hotel.CountryCode'],
    ['a fractional guest count', { Guest: { LeadName: 'G', Adults: 1.5 } }, 'Guest.Adults'],
    ['a negative age', { Guest: { LeadName: 'G', AllGuests: [{ Age: -1 }] } }, 'Guest.AllGuests.0.Age'],
    ['an invalid e-mail', { Guest: { LeadName: 'G', AllGuests: [{ Email: 'nope' }] } }, 'Guest.AllGuests.0.Email'],
    ['a latitude out of range', { Hotel: { Name: 'H', Latitude: '91.5' } }, 'Hotel.Latitude'],
    ['an infinite amount', { BookingAmount: Infinity }, 'BookingAmount'],
  ];
  for (const [what, overrides, path] of refused) it(`refuses ${what}`, () => assert.deepEqual(problems(overrides), [path]));

  it('lists CheckOut-before-CheckIn together with the other problems of the booking', () => {
    assert.deepEqual(problems({ CheckOut: '2027-03-01', Hotel: { City: 'X' } }).sort(), ['CheckOut', 'Hotel.Name']);
    assert.deepEqual(problems({ CheckIn: 'garbage' }), ['CheckIn'], 'no bogus comparison with an unparsed date');
  });

  it('refuses non-objects without throwing', () => {
    for (const v of [null, 1, 'x', [], true]) assert.equal(BookingSchema.safeParse(v).success, false);
  });

  it('normalises upper-case codes: alpha-3 countries to alpha-2, currencies to upper case', () => {
    const r = BookingSchema.parse(makeBooking({ Currency: 'eur', Hotel: { Name: 'H', CountryCode: 'esp' } }));
    assert.equal(r.Currency, 'EUR');
    assert.equal(r.Hotel.CountryCode, 'ES');
  });

  it('ignores keys named after Object.prototype members instead of throwing', () => {
    assert.deepEqual(normaliseInput({ toString: { arguments: 'x', Phone: '' }, valueOf: 1 }), { toString: { arguments: 'x' }, valueOf: 1 });
    assert.equal(BookingSchema.safeParse({ toString: { caller: '' } }).success, false);
    assert.equal(UpdateBodySchema.safeParse({ constructor: { Phone: 1 }, hasOwnProperty: 2 }).success, true);
  });

  it('UpdateBodySchema accepts a partial body and only CANCELLED as BookingStatus', () => {
    assert.ok(UpdateBodySchema.safeParse({}).success);
    assert.ok(UpdateBodySchema.safeParse({ Hotel: { City: 'Porto' } }).success, 'a partial hotel is fine in an update');
    assert.ok(UpdateBodySchema.safeParse({ BookingStatus: 'CANCELLED' }).success);
    for (const s of ['CONFIRMED', 'PENDING', 'cancelled']) assert.equal(UpdateBodySchema.safeParse({ BookingStatus: s }).success, false, s);
  });
});

describe('BookingId', () => {
  const table: [string, string | undefined, string][] = [
    ['BK-1', undefined, 'BK-1'],
    ['BK-1', '', 'BK-1'],
    ['BK-1', 'L2', 'BK-1#L2'],
  ];
  for (const [code, line, id] of table) {
    it(`${code} + ${JSON.stringify(line)} -> ${id}`, () => {
      assert.equal(composeBookingId(code, line), id);
    });
  }
});

describe('toBookingDetails (spec 2.7)', () => {
  const stored = (overrides: Record<string, unknown> = {}): Booking => BookingSchema.parse(makeBooking(overrides));

  it('uses the response spellings and three-letter country codes', () => {
    const d = toBookingDetails(stored({ LineCode: 'L' }), 'PENDING');
    assert.equal(d.BookingId, `${d.BookingCode}#L`);
    assert.equal(d.CancellationDeadline, '2027-03-01T00:00:00.000Z');
    assert.equal(d.Guest.Children, 0);
    assert.equal(d.Hotel.CountryCode, 'ESP');
    assert.equal(d.Guest.CountryCode, 'ESP', 'from the guest country name');
    assert.ok(!('Childs' in d.Guest) && !('CancellationDeadLine' in d));
  });

  it('answers null for everything optional that is missing', () => {
    const d = toBookingDetails(BookingSchema.parse({ BookingCode: 'MIN', CheckIn: '2027-01-01', CheckOut: '2027-01-02', Hotel: { Name: 'H' }, Guest: { LeadName: 'G' } }), 'ESCALATED');
    assert.equal(d.ReconfirmationStatus, 'ESCALATED');
    for (const k of ['LineCode', 'BookingDate', 'Source', 'ChannelId', 'BookingAmount', 'Refundable', 'CancellationDeadline', 'SpecialRequest', 'Currency'] as const) assert.equal(d[k], null, k);
    assert.equal(d.Hotel.Rating, null);
    assert.equal(d.Hotel.CountryCode, null);
    assert.deepEqual(d.Guest.AllGuests, []);
    assert.deepEqual(d.Supplier, { Name: null, ReferenceNo: null, HCN: null });
  });

  it('shows the HCN the hotel gave over the one in the request', () => {
    const b = stored({ Supplier: { Name: 'S', HCN: 'FROM-CLIENT' } });
    assert.equal(toBookingDetails(b, 'PENDING').Supplier.HCN, 'FROM-CLIENT');
    assert.equal(toBookingDetails(b, 'CONFIRMED', 'FROM-HOTEL').Supplier.HCN, 'FROM-HOTEL');
  });

  it('returns only Name, Age, Type, Email and PhoneNumber per guest', () => {
    const d = toBookingDetails(stored(), 'PENDING');
    assert.deepEqual(d.Guest.AllGuests, [{ Name: 'Maria Lopez', Age: 34, Type: 'Adult', Email: 'maria@example.com', PhoneNumber: null }]);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countryZone, hotelInstantIso, hotelZone } from '../../src/domain/hotelTime.js';
import { engineHarness, makeBooking } from '../helpers.js';

const tokyo = (over: Record<string, any> = {}) =>
  makeBooking({
    CheckIn: '2027-03-10',
    CheckOut: '2027-03-13',
    Refundable: false,
    CancellationDeadLine: undefined,
    Hotel: { ...makeBooking().Hotel, Name: 'Hotel Sakura', Country: 'Japan', CountryCode: 'JP', City: 'Tokyo' },
    ...over,
  });

describe('the hotel clock', () => {
  it('reads a date in the zone of the booking, else of a one-zone country, else the configured default', () => {
    assert.deepEqual(hotelZone({ Hotel: { CountryCode: 'JP' } }, 'UTC'), { zone: 'Asia/Tokyo', from: 'country' });
    assert.deepEqual(hotelZone({ TimeZone: '+05:30', Hotel: { CountryCode: 'JP' } }, 'UTC'), { zone: '+05:30', from: 'booking' });
    // Spain has Madrid and the Canaries (an hour apart): its country says nothing, the default decides.
    assert.equal(countryZone('ES'), undefined);
    assert.deepEqual(hotelZone({ Hotel: { CountryCode: 'ES' } }, 'Europe/Madrid'), { zone: 'Europe/Madrid', from: 'default' });
    // Germany lists Berlin and Büsingen (on Zurich time): the same clock all year, so one zone.
    assert.equal(countryZone('DE'), 'Europe/Berlin');
    // A calendar date is stored as the date itself (the date module's kind), and starts at the hotel's midnight.
    assert.equal(hotelInstantIso('2027-03-10', 'Asia/Tokyo'), '2027-03-09T15:00:00.000Z');
    assert.equal(hotelInstantIso('2027-07-10', 'Europe/Madrid'), '2027-07-09T22:00:00.000Z');
    // A time of day with its offset is already an instant.
    assert.equal(hotelInstantIso('2027-03-10T14:00:00.000Z', 'Asia/Tokyo'), '2027-03-10T14:00:00.000Z');
  });

  it('a Tokyo hotel with a check-in date: ARRIVAL_IMMINENT fires 24 h before local midnight (15:00 UTC two days before), not the UTC midnight', async () => {
    const h = await engineHarness({ channel: 'manual' }, '2027-03-01T00:00:00Z');
    try {
      const b = tokyo();
      await h.add([b]);
      h.clock.set('2027-03-08T14:59:00Z');
      await h.drain();
      assert.equal((await h.get(b.BookingCode)).escalationReasons.includes('ARRIVAL_IMMINENT'), false, 'not yet: check-in in Tokyo is 24 h and 1 min away');
      h.clock.set('2027-03-08T15:00:00Z');
      await h.drain();
      const view = await h.get(b.BookingCode);
      assert.ok(view.escalationReasons.includes('ARRIVAL_IMMINENT'), 'fires when check-in on the hotel clock is 24 h away');
      const entry = view.history.find((e: any) => e.message.startsWith('ARRIVAL_IMMINENT'));
      assert.ok(entry, JSON.stringify(view.history.map((e: any) => e.message)));
      assert.match(entry.message, /2027-03-10 00:00 Asia\/Tokyo/);
      assert.equal(entry.at, '2027-03-08T15:00:00.000Z');
      // The API keeps the spec's UTC field and states the stay on the hotel clock beside it.
      assert.equal(view.BookingDetails.CheckIn, '2027-03-10T00:00:00.000Z');
      assert.deepEqual(view.hotelTime, { zone: 'Asia/Tokyo', from: 'country', CheckIn: '2027-03-10T00:00:00+09:00', CheckOut: '2027-03-13T00:00:00+09:00', CancellationDeadline: null, kinds: { CheckIn: 'date', CheckOut: 'date', CancellationDeadline: null } });
      // The escalation webhook names the zone its dates are in.
      const [event] = h.sql<{ payload: string }>("SELECT payload FROM webhook_events WHERE payload LIKE '%\"reason\":\"ARRIVAL_IMMINENT\"%'");
      assert.ok(event, 'the escalation event is in the outbox');
      assert.equal(JSON.parse(event.payload).data.HotelTimeZone, 'Asia/Tokyo');
      assert.match(JSON.parse(event.payload).data.message, /2027-03-10 00:00 Asia\/Tokyo/);
    } finally {
      await h.stop();
    }
  });

  it('a hotel whose country has several zones falls back to defaultTimeZone', async () => {
    const h = await engineHarness({ channel: 'manual', defaultTimeZone: 'America/New_York' }, '2027-03-01T00:00:00Z');
    try {
      const b = tokyo({ Hotel: { ...makeBooking().Hotel, Name: 'Hotel Liberty', Country: 'United States', CountryCode: 'US', City: 'New York' } });
      await h.add([b]);
      // Local midnight of 10 March in New York is 05:00 UTC; 24 h before is 05:00 UTC on the 9th.
      h.clock.set('2027-03-09T04:59:00Z');
      await h.drain();
      assert.equal((await h.get(b.BookingCode)).escalationReasons.includes('ARRIVAL_IMMINENT'), false);
      h.clock.set('2027-03-09T05:00:00Z');
      await h.drain();
      const view = await h.get(b.BookingCode);
      assert.ok(view.escalationReasons.includes('ARRIVAL_IMMINENT'));
      assert.equal(view.hotelTime.from, 'default');
    } finally {
      await h.stop();
    }
  });
});

describe('times sent without an offset', () => {
  it("are the hotel's local time: a Tokyo check-in at 15:00 is stored as 06:00 UTC, and ARRIVAL_IMMINENT fires 24 h before that instant", async () => {
    const h = await engineHarness({ channel: 'manual' }, '2027-03-01T00:00:00Z');
    try {
      const b = tokyo({ CheckIn: '2027-03-10T15:00:00', CheckOut: '2027-03-13 11:00' });
      await h.add([b]);
      const view = await h.get(b.BookingCode);
      assert.equal(view.BookingDetails.CheckIn, '2027-03-10T06:00:00.000Z');
      assert.equal(view.BookingDetails.CheckOut, '2027-03-13T02:00:00.000Z');
      assert.deepEqual(view.hotelTime, { zone: 'Asia/Tokyo', from: 'country', CheckIn: '2027-03-10T15:00:00+09:00', CheckOut: '2027-03-13T11:00:00+09:00', CancellationDeadline: null, kinds: { CheckIn: 'instant', CheckOut: 'instant', CancellationDeadline: null } });
      // Read as UTC, the check-in would be 15:00 UTC and the rule would wait until 15:00 UTC on the 9th.
      h.clock.set('2027-03-09T05:59:00Z');
      await h.drain();
      assert.equal((await h.get(b.BookingCode)).escalationReasons.includes('ARRIVAL_IMMINENT'), false, 'check-in is 24 h and 1 min away on the hotel clock');
      h.clock.set('2027-03-09T06:00:00Z');
      await h.drain();
      const after = await h.get(b.BookingCode);
      assert.ok(after.escalationReasons.includes('ARRIVAL_IMMINENT'), JSON.stringify(after.escalationReasons));
      assert.match(after.history.find((e: any) => e.message.startsWith('ARRIVAL_IMMINENT')).message, /2027-03-10 15:00 Asia\/Tokyo/);
    } finally {
      await h.stop();
    }
  });

  it("are read in the booking's TimeZone first, else in defaultTimeZone when the country has several zones; an offset or a date is kept as it is", async () => {
    const h = await engineHarness({ channel: 'manual', defaultTimeZone: 'America/New_York' }, '2027-03-01T00:00:00Z');
    try {
      const own = tokyo({ BookingCode: 'TZ-OWN', TimeZone: '+05:30', CheckIn: '2027-03-10T14:00:00' });
      const us = tokyo({
        BookingCode: 'TZ-US',
        Hotel: { ...makeBooking().Hotel, Name: 'Hotel Liberty', CountryCode: 'US', City: 'New York' },
        CheckIn: '2027-07-10T16:00',
        CheckOut: '2027-07-12',
        Refundable: true,
        CancellationDeadLine: '2027-07-08T18:00:00',
        BookingDate: '2027-03-01T09:30:00',
      });
      const explicit = tokyo({ BookingCode: 'TZ-KEPT', CheckIn: '2027-03-10T15:00:00+01:00' });
      await h.add([own, us, explicit]);
      assert.equal((await h.get('TZ-OWN')).BookingDetails.CheckIn, '2027-03-10T08:30:00.000Z');
      const liberty = await h.get('TZ-US');
      // New York is on summer time (UTC-4) in July and on winter time (UTC-5) on 1 March.
      assert.equal(liberty.BookingDetails.CheckIn, '2027-07-10T20:00:00.000Z');
      assert.equal(liberty.BookingDetails.CancellationDeadline ?? liberty.BookingDetails.CancellationDeadLine, '2027-07-08T22:00:00.000Z');
      assert.equal(liberty.BookingDetails.BookingDate, '2027-03-01T14:30:00.000Z');
      // A date stays a calendar date of the hotel (its midnight, on the hotel clock).
      assert.equal(liberty.BookingDetails.CheckOut, '2027-07-12T00:00:00.000Z');
      assert.equal(liberty.hotelTime.CheckOut, '2027-07-12T00:00:00-04:00');
      assert.equal((await h.get('TZ-KEPT')).BookingDetails.CheckIn, '2027-03-10T14:00:00.000Z');
    } finally {
      await h.stop();
    }
  });

  it('CheckOut is compared with CheckIn on the same clock: 16:00+09:00 after a Tokyo 15:00 is accepted, 14:00+09:00 is refused naming CheckOut', async () => {
    const h = await engineHarness({ channel: 'manual' }, '2027-03-01T00:00:00Z');
    try {
      const later = tokyo({ BookingCode: 'CMP-OK', CheckIn: '2027-03-10T15:00:00', CheckOut: '2027-03-10T16:00:00+09:00' });
      assert.equal((await h.s.api.addBookings([later])).status, 200);
      const earlier = tokyo({ BookingCode: 'CMP-BAD', CheckIn: '2027-03-10T15:00:00', CheckOut: '2027-03-10T14:00:00+09:00' });
      const r = await h.s.api.addBookings([makeBooking({ BookingCode: 'CMP-FINE' }), earlier]);
      assert.equal(r.status, 400);
      assert.equal(r.body.error.code, 'SCHEMA_VALIDATION_FAILED');
      assert.equal(r.body.error.details.length, 1, JSON.stringify(r.body.error.details));
      assert.equal(r.body.error.details[0].index, 1);
      assert.equal(r.body.error.details[0].path, 'CheckOut');
      assert.match(r.body.error.details[0].message, /must be after CheckIn .*Asia\/Tokyo/);
      await h.drain();
      assert.equal((await h.s.api.getBooking('CMP-FINE')).status, 404, 'nothing of the refused call is stored');
    } finally {
      await h.stop();
    }
  });

  it('an update reads them the same way: the same local time is no change, a new one is stored as its instant', async () => {
    const h = await engineHarness({ channel: 'manual' }, '2027-03-01T00:00:00Z');
    try {
      const b = tokyo({ BookingCode: 'UPD-1', CheckIn: '2027-03-10T15:00:00' });
      await h.add([b]);
      const same = await h.s.api.update('UPD-1', { CheckIn: '2027-03-10 15:00' });
      assert.equal(same.status, 200, JSON.stringify(same.body));
      assert.match(same.body.message ?? JSON.stringify(same.body), /no field changed/);
      const moved = await h.s.api.update('UPD-1', { CheckIn: '2027-03-10T18:30:00' });
      assert.equal(moved.status, 200, JSON.stringify(moved.body));
      assert.equal((await h.get('UPD-1')).BookingDetails.CheckIn, '2027-03-10T09:30:00.000Z');
      const backwards = await h.s.api.update('UPD-1', { CheckOut: '2027-03-10T18:00:00+09:00' });
      assert.equal(backwards.status, 400);
      assert.equal(backwards.body.error.details[0].path, 'CheckOut');
    } finally {
      await h.stop();
    }
  });

  it('the events body without a TimeZone reads them in the country zone too', async () => {
    const h = await engineHarness({ channel: 'manual' }, '2027-03-01T00:00:00Z');
    try {
      const r = await h.s.api.call('POST', '/events', {
        Bookings: [
          {
            BookingCode: 'EV-1',
            CheckIn: '2027-03-10 15:00',
            CheckOut: '2027-03-13 11:00',
            Hotel: { Name: 'Hotel Sakura', CountryCode: 'JP', City: 'Tokyo' },
            Guest: { LeadName: 'Aiko Tanaka' },
          },
        ],
      });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      await h.drain();
      assert.equal((await h.get('EV-1')).BookingDetails.CheckIn, '2027-03-10T06:00:00.000Z');
    } finally {
      await h.stop();
    }
  });
});

describe('the stay as the hotel sees it', () => {
  // 05:00 on 10 March in Tokyo is 20:00 UTC on the 9th: the UTC day is not the hotel's day.
  const early = (code: string, hint: string) => {
    const b = tokyo({ BookingCode: code, CheckIn: '2027-03-10T05:00:00', CheckOut: '2027-03-13T10:00:00' });
    return { ...b, Hotel: { ...b.Hotel, MasterProviderHotelId: hint } };
  };

  it("a hotel that states its own days confirms: no DATA_DISCREPANCY from the UTC day, and a real difference names the hotel's day as booked", async () => {
    const h = await engineHarness({ channel: 'simulator' }, '2027-03-01T00:00:00Z');
    try {
      await h.add([early('DAY-OK', 'SIM-CONFIRM'), early('DAY-DIFF', 'SIM-DISCREPANCY')]);
      assert.equal((await h.get('DAY-OK')).BookingDetails.CheckIn, '2027-03-09T20:00:00.000Z');
      await h.advance(5 / 3600);
      const ok = await h.get('DAY-OK');
      assert.equal(ok.BookingDetails.ReconfirmationStatus, 'CONFIRMED', JSON.stringify(ok.history.map((e: any) => e.message)));
      const event = h.sql("SELECT payload FROM webhook_events WHERE type = 'booking.escalated'").find((e) => JSON.parse(e.payload).data.BookingId === 'DAY-DIFF');
      assert.ok(event, 'the simulated discrepancy escalated');
      assert.deepEqual(JSON.parse(event.payload).data.discrepancies, [{ field: 'CheckIn', booked: '2027-03-10', hotel: '2027-03-11' }]);
    } finally {
      await h.stop();
    }
  });

  it('requests show the hotel its days: the summary, the e-mail text and the OpenTravel TimeSpan', async () => {
    const { summariseBooking } = await import('../../src/daemon/channels/summary.js');
    const { hotelReservation } = await import('../../src/domain/ota/reservation.js');
    const { BookingSchema } = await import('../../src/domain/schemas.js');
    const { localiseBooking } = await import('../../src/domain/hotelTime.js');
    const b = localiseBooking(BookingSchema.parse(tokyo({ CheckIn: '2027-03-10T05:00:00', CheckOut: '2027-03-13 10:00' })), 'UTC');
    const s = summariseBooking(b, b.BookingCode, { language: 'en', zone: 'Asia/Tokyo', disclosure: { amount: false, specialRequest: true, guestNames: true, supplierReference: false } as any });
    assert.equal(s.checkIn, '2027-03-10');
    assert.equal(s.checkOut, '2027-03-13');
    assert.equal(s.nights, 3);
    assert.match(s.checkInText, /Mar 10, 2027, 05:00 \(Asia\/Tokyo\)/);
    const res = hotelReservation(b, b.BookingCode, { hotelCode: 'H1', showAmount: false, zone: 'Asia/Tokyo' }) as any;
    assert.deepEqual(res.RoomStays.RoomStay[0].TimeSpan, { '@Start': '2027-03-10', '@End': '2027-03-13' });
  });
});

describe('a time that lands exactly on midnight UTC', () => {
  // Midnight UTC is how a date is stored; 16:00 in Los Angeles in winter and 14:00 in Honolulu land there.
  it('is kept a time, not read as the next day: 16:00 in Los Angeles, sent with or without its offset, and 14:00 in Honolulu', async () => {
    const h = await engineHarness({ channel: 'manual', defaultTimeZone: 'America/Los_Angeles' }, '2027-01-01T00:00:00Z');
    try {
      const us = { ...makeBooking().Hotel, Name: 'Hotel Pacific', CountryCode: 'US', City: 'Los Angeles' };
      await h.add([
        makeBooking({ BookingCode: 'LA-LOCAL', Hotel: us, CheckIn: '2027-01-10T16:00:00', CheckOut: '2027-01-12T11:00:00' }),
        makeBooking({ BookingCode: 'LA-OFFSET', Hotel: us, CheckIn: '2027-01-10T16:00:00-08:00', CheckOut: '2027-01-12' }),
        makeBooking({ BookingCode: 'HNL', Hotel: { ...us, City: 'Honolulu' }, TimeZone: 'Pacific/Honolulu', CheckIn: '2027-01-10 14:00', CheckOut: '2027-01-12 11:00' }),
        // A date sent as midnight UTC stays a date.
        makeBooking({ BookingCode: 'LA-DATE', Hotel: us, CheckIn: '2027-01-10T00:00:00Z', CheckOut: '2027-01-12T00:00:00+00:00' }),
      ]);
      for (const code of ['LA-LOCAL', 'LA-OFFSET']) {
        const v = await h.get(code);
        // The real instant, exactly midnight UTC: no millisecond added to tell it from a date any more (the kind does).
        assert.equal(v.BookingDetails.CheckIn, '2027-01-11T00:00:00.000Z', `${code}: the instant`);
        assert.equal(v.hotelTime.kinds.CheckIn, 'instant', `${code}: a time, not a date`);
        assert.equal(v.hotelTime.CheckIn, '2027-01-10T16:00:00-08:00', `${code}: 16:00 on the 10th on the hotel clock, not the 11th`);
      }
      assert.equal((await h.get('HNL')).hotelTime.CheckIn, '2027-01-10T14:00:00-10:00');
      const date = await h.get('LA-DATE');
      assert.equal(date.BookingDetails.CheckIn, '2027-01-10T00:00:00.000Z');
      assert.equal(date.hotelTime.kinds.CheckIn, 'date');
      assert.equal(date.hotelTime.CheckIn, '2027-01-10T00:00:00-08:00', "a date is the hotel's day, from its midnight");
      assert.equal(date.hotelTime.CheckOut, '2027-01-12T00:00:00-08:00');
    } finally {
      await h.stop();
    }
  });

  it('the events body with a TimeZone keeps it a time too', async () => {
    const h = await engineHarness({ channel: 'manual' }, '2027-01-01T00:00:00Z');
    try {
      const r = await h.s.api.call('POST', '/events', {
        Bookings: [{ BookingCode: 'EV-LA', TimeZone: 'America/Los_Angeles', CheckIn: '2027-01-10 16:00', CheckOut: '2027-01-12 11:00', Hotel: { Name: 'Hotel Pacific' }, Guest: { LeadName: 'Ana Ruiz' } }],
      });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      await h.drain();
      const v = await h.get('EV-LA');
      assert.equal(v.BookingDetails.CheckIn, '2027-01-11T00:00:00.000Z');
      assert.equal(v.hotelTime.kinds.CheckIn, 'instant');
      assert.equal(v.hotelTime.CheckIn, '2027-01-10T16:00:00-08:00');
    } finally {
      await h.stop();
    }
  });
});

describe('a stay given as a date and a time', () => {
  it('is ordered on the hotel clock: an 18:00 arrival in Los Angeles and a departure date the next day is one night, accepted on add and on the events body', async () => {
    const h = await engineHarness({ channel: 'manual' }, '2027-03-01T00:00:00Z');
    try {
      // 18:00 in Los Angeles is 02:00 UTC on the 11th, after the stored form of the date 2027-03-11 (00:00 UTC).
      const ok = await h.s.api.addBookings([makeBooking({ BookingCode: 'MIX-1', TimeZone: 'America/Los_Angeles', CheckIn: '2027-03-10T18:00:00', CheckOut: '2027-03-11' })]);
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
      const events = await h.s.api.call('POST', '/events', {
        Bookings: [{ BookingCode: 'MIX-2', CheckIn: '2027-03-10 15:00', CheckOut: '2027-03-10T16:00:00+09:00', Hotel: { Name: 'Hotel Sakura', CountryCode: 'JP' }, Guest: { LeadName: 'Aiko Tanaka' } }],
      });
      assert.equal(events.status, 200, JSON.stringify(events.body));
      // And the other way round: a departure date before an arrival time that day is refused, naming CheckOut.
      const bad = await h.s.api.addBookings([makeBooking({ BookingCode: 'MIX-3', TimeZone: 'America/Los_Angeles', CheckIn: '2027-03-11T18:00:00', CheckOut: '2027-03-11' })]);
      assert.equal(bad.status, 400);
      assert.equal(bad.body.error.details[0].path, 'CheckOut');
      assert.match(bad.body.error.details[0].message, /must be after CheckIn \(2027-03-11T18:00:00-08:00 and 2027-03-11T00:00:00-08:00 on the hotel's clock, America\/Los_Angeles\)/);
      await h.drain();
      assert.equal((await h.get('MIX-1')).hotelTime.CheckOut, '2027-03-11T00:00:00-08:00');
    } finally {
      await h.stop();
    }
  });
});

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
    assert.equal(hotelInstantIso('2027-03-10T00:00:00.000Z', 'Asia/Tokyo'), '2027-03-09T15:00:00.000Z');
    assert.equal(hotelInstantIso('2027-07-10T00:00:00.000Z', 'Europe/Madrid'), '2027-07-09T22:00:00.000Z');
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
      assert.deepEqual(view.hotelTime, { zone: 'Asia/Tokyo', from: 'country', CheckIn: '2027-03-10T00:00:00+09:00', CheckOut: '2027-03-13T00:00:00+09:00', CancellationDeadline: null });
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

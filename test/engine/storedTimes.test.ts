// Stored booking times on either engine (npm test runs this file on PostgreSQL too): the one-time rewrite
// of the old forms into the date module's kinds, and the one-time re-reading of unfinished bookings in the zone at
// their hotel's coordinates (issues 27 and 28).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { relocaliseUnfinished } from '../../src/daemon/relocalise.js';
import { storeTimesAsKinds } from '../../src/store/db.js';
import { engineHarness, makeBooking } from '../helpers.js';

const SEVILLA = makeBooking({
  BookingCode: 'Z-SEVILLA',
  CheckIn: '2026-11-27T15:00:00',
  CheckOut: '2026-11-29',
  Refundable: true,
  CancellationDeadLine: '2026-11-25T18:00:00',
  Hotel: { ...makeBooking().Hotel, Name: 'Hotel Giralda', CountryCode: 'ES', City: 'Sevilla', Latitude: '37.3891', Longitude: '-5.9845' },
});

type Harness = Awaited<ReturnType<typeof engineHarness>>;
const pkOf = (h: Harness, id: string) => Number((h.s.db.$client.prepare('SELECT id FROM bookings WHERE booking_id = ?').get(id) as { id: number }).id);
const dataOf = (h: Harness, pk: number) => JSON.parse((h.s.db.$client.prepare('SELECT data FROM bookings WHERE id = ?').get(pk) as { data: string }).data);
const store = (h: Harness, pk: number, data: Record<string, unknown>) =>
  h.s.db.$client.prepare('UPDATE bookings SET data = ?, check_in = ?, check_out = ? WHERE id = ?').run(JSON.stringify(data), data.CheckIn, data.CheckOut, pk);
const forget = (h: Harness, once: string) => h.s.db.$client.prepare('DELETE FROM service_secrets WHERE name = ?').run(once);

describe('booking times stored before the date module', () => {
  it('are rewritten once as kinds: a date as midnight UTC becomes the date, an instant 1 ms past midnight the instant', async () => {
    const h = await engineHarness({ channel: 'manual', defaultTimeZone: 'America/Los_Angeles' }, '2027-01-01T00:00:00Z');
    try {
      const us = { ...makeBooking().Hotel, Name: 'Hotel Pacific', CountryCode: 'US', City: 'Los Angeles' };
      await h.add([makeBooking({ BookingCode: 'OLD-1', Hotel: us, CheckIn: '2027-01-10T16:00:00', CheckOut: '2027-01-12' })]);
      const pk = pkOf(h, 'OLD-1');
      // As the release before stored it.
      store(h, pk, { ...dataOf(h, pk), CheckIn: '2027-01-11T00:00:00.001Z', CheckOut: '2027-01-12T00:00:00.000Z' });
      forget(h, 'once:booking-times-as-kinds');
      assert.equal(storeTimesAsKinds(h.s.db), 1);
      assert.equal(storeTimesAsKinds(h.s.db), 0, 'once');
      const v = await h.get('OLD-1');
      assert.equal(v.BookingDetails.CheckIn, '2027-01-11T00:00:00.000Z');
      assert.deepEqual(v.hotelTime.kinds, { CheckIn: 'instant', CheckOut: 'date', CancellationDeadline: 'date' });
      assert.equal(v.hotelTime.CheckIn, '2027-01-10T16:00:00-08:00', '16:00 on the 10th, not the 11th as a date');
      assert.equal(v.hotelTime.CheckOut, '2027-01-12T00:00:00-08:00', "a date from the hotel's midnight");
      const row = h.s.db.$client.prepare('SELECT check_in AS "checkIn", check_out AS "checkOut" FROM bookings WHERE id = ?').get(pk) as Record<string, string>;
      assert.deepEqual({ ...row }, { checkIn: '2027-01-11T00:00:00.000Z', checkOut: '2027-01-12' });
    } finally {
      await h.stop();
    }
  });
});

describe('bookings stored before the hotel zone knew coordinates', () => {
  it('are read again once: an unfinished Sevilla booking read in the default zone moves to Madrid time, with a history entry', async () => {
    const h = await engineHarness({ channel: 'manual' }, '2026-11-20T00:00:00Z');
    try {
      await h.add([SEVILLA]);
      const pk = pkOf(h, 'Z-SEVILLA');
      // As the earlier rule stored it: 18:00 and 15:00 read in the default zone (UTC), and the rewrite not yet done.
      const data = dataOf(h, pk);
      Object.assign(data, { CheckIn: '2026-11-27T15:00:00.000Z', CancellationDeadLine: '2026-11-25T18:00:00.000Z' });
      store(h, pk, data);
      forget(h, 'once:hotel-zone-by-coordinates');

      assert.deepEqual(relocaliseUnfinished(h.s.db, 'UTC', h.clock.now()).map(Number), [pk]);
      const v = await h.get('Z-SEVILLA');
      assert.equal(v.BookingDetails.CancellationDeadline, '2026-11-25T17:00:00.000Z');
      assert.equal(v.BookingDetails.CheckIn, '2026-11-27T14:00:00.000Z');
      assert.equal(v.hotelTime.CancellationDeadline, '2026-11-25T18:00:00+01:00');
      assert.ok(
        v.history.some((e: any) => /hotel zone Europe\/Madrid from the hotel's coordinates \(was UTC\)/.test(e.message)),
        JSON.stringify(v.history.map((e: any) => e.message)),
      );
      assert.deepEqual(relocaliseUnfinished(h.s.db, 'UTC', h.clock.now()), [], 'once');
      assert.equal((await h.get('Z-SEVILLA')).BookingDetails.CancellationDeadline, '2026-11-25T17:00:00.000Z', 'not moved twice');
    } finally {
      await h.stop();
    }
  });
});

// PRODUCT section 4: a booking stored under an earlier zone rule and not yet finished is read again once when the rule
// changes. The rule before it knew no coordinates (TimeZone, else the country's one zone, else the default): a hotel in
// Sevilla, Rio or Lisbon had its times read in the configured default zone. At serve's first start with this code, each
// PENDING or ESCALATED booking whose coordinates now name another clock is read again: its times sent as the hotel's
// wall clock become that wall clock in the hotel's zone, its dates start at the hotel's midnight (they are dates, so
// nothing is rewritten for them), the history says so, and its risk rules are checked again at once. The
// service_secrets row ONCE records that it ran (its INSERT OR IGNORE is the lock between instances on PostgreSQL).
import { hotelZone, zoneWithoutCoordinates } from '../domain/hotelTime.js';
import type { Booking } from '../domain/schemas.js';
import { rereadInstant, sameClockAllYear, timeKind, zoneLabel } from '../domain/time.js';
import { addHistory, getBookingByPk, saveBookingData, unfinishedBookings } from '../store/bookings.js';
import { inTransaction, type Db } from '../store/db.js';
import { claimOnce, ranOnce } from '../store/serviceSecrets.js';
import { scheduleRiskCheck } from './pipeline.js';

const ONCE = 'once:hotel-zone-by-coordinates';
const REREAD = ['CheckIn', 'CheckOut', 'CancellationDeadLine'] as const;

/** Runs once per database; the BookingIds' primary keys read again. */
export function relocaliseUnfinished(db: Db, defaultZone: string, now: number): number[] {
  if (ranOnce(db, ONCE)) return [];
  return inTransaction(db, () => {
    const at = new Date(now).toISOString();
    if (!claimOnce(db, ONCE, at)) return [];
    const done: number[] = [];
    const concerned = (booking: Booking) => {
      const before = zoneWithoutCoordinates(booking, defaultZone);
      const { zone, from } = hotelZone(booking, defaultZone);
      return from !== 'coordinates' || sameClockAllYear(before, zone, now) ? undefined : { before, zone };
    };
    for (const row of unfinishedBookings(db)) {
      if (!concerned(JSON.parse(row.data) as Booking)) continue;
      // Read again to be changed (locked on PostgreSQL, ids ascending): another instance may have changed it meanwhile.
      const fresh = getBookingByPk(db, row.id);
      if (!fresh || (fresh.row.status !== 'PENDING' && fresh.row.status !== 'ESCALATED')) continue;
      const booking = fresh.booking;
      const zones = concerned(booking);
      if (!zones) continue;
      const { before, zone } = zones;
      const read: Record<string, string> = {};
      const out = { ...booking } as Booking & Record<string, unknown>;
      for (const f of REREAD) {
        const v = booking[f];
        if (typeof v === 'string' && timeKind(v) === 'instant') out[f] = read[f] = rereadInstant(v, before, zone);
      }
      if (Object.keys(read).length) saveBookingData(db, row.id, out, at);
      const what = Object.keys(read).length ? `times read again as the hotel's clock: ${Object.entries(read).map(([k, v]) => `${k} ${v}`).join(', ')}` : 'its dates start at the hotel\'s midnight there';
      addHistory(db, row.id, {
        at,
        actor: 'service',
        kind: 'note',
        message: `hotel zone ${zoneLabel(zone)} from the hotel's coordinates (was ${zoneLabel(before)}): ${what}`,
        data: { zone, was: before, read },
      });
      scheduleRiskCheck(db, { id: row.id, priority: fresh.row.priority, checkIn: out.CheckIn }, now, now);
      done.push(row.id);
    }
    return done;
  });
}

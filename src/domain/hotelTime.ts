// The hotel's local time (PRODUCT section 4): which zone a booking's times without an offset are read in, and the
// real instant they name. Country zones come from the countries-and-timezones package, not a hand-written table.
import ct from 'countries-and-timezones';
import { isCalendarDate, notADate, timeKind } from './calendarDate.js';
export { timeKind };
import { offsetForLocalTime, parseTimeZone } from './timeZone.js';

export interface HotelZone {
  /** An IANA name ("Asia/Tokyo") or an offset label ("+02:00", "Z") as parseTimeZone gives it. */
  zone: string;
  /** Where it came from: the booking's TimeZone, the hotel's country, or the configured default. */
  from: 'booking' | 'country' | 'default';
}

const countryZones = new Map<string, string | undefined>();

/**
 * The one zone of a country, or undefined when it has none or several that differ (Spain: Madrid and the Canaries).
 * Zones that keep the same offsets all year count as one (Germany: Berlin, and Büsingen on Zurich time).
 */
export function countryZone(alpha2: string | undefined): string | undefined {
  if (!alpha2) return undefined;
  const code = alpha2.trim().toUpperCase();
  if (countryZones.has(code)) return countryZones.get(code);
  const zones = ct.getCountry(code)?.timezones ?? [];
  let zone: string | undefined;
  if (zones.length > 0) {
    const year = new Date().getUTCFullYear();
    const probes = [Date.UTC(year, 0, 15), Date.UTC(year, 6, 15)];
    const signature = (z: string) => probes.map((t) => offsetForLocalTime(new Date(t).toISOString().slice(0, 19), z)).join();
    const first = signature(zones[0]);
    if (zones.every((z) => signature(z) === first)) zone = parseTimeZone(zones[0]);
  }
  countryZones.set(code, zone);
  return zone;
}

/** The zone a booking's local times are read in: its TimeZone, else its country's one zone, else the default. */
export function hotelZone(b: { TimeZone?: string; Hotel: { CountryCode?: string } }, defaultZone: string): HotelZone {
  const own = b.TimeZone ? parseTimeZone(b.TimeZone) : undefined;
  if (own) return { zone: own, from: 'booking' };
  const country = countryZone(b.Hotel.CountryCode);
  if (country) return { zone: country, from: 'country' };
  return { zone: parseTimeZone(defaultZone) ?? 'Z', from: 'default' };
}

export { isCalendarDate };

/** The real instant (epoch ms) of a stored CheckIn, CheckOut or CancellationDeadline in the hotel's zone. */
export function hotelInstant(storedIso: string, zone: string): number {
  if (!isCalendarDate(storedIso)) return Date.parse(storedIso);
  const local = storedIso.slice(0, 19);
  return Date.parse(`${local}${offsetForLocalTime(local, zone)}`);
}

/**
 * The hotel's calendar day of a stored CheckIn or CheckOut ("2027-03-10"): what the hotel is shown and states back.
 * A date is its own day; a time is the day on the hotel clock (06:00 UTC on the 9th of March is the 10th in Tokyo
 * at 15:00, 20:00 UTC on the 9th is the 10th at 05:00).
 */
export function hotelDay(storedIso: string, zone: string): string {
  if (isCalendarDate(storedIso) || zone === 'Z') return storedIso.slice(0, 10);
  return hotelWallClock(Date.parse(storedIso), zone).toISOString().slice(0, 10);
}

/** The same, as an ISO string in UTC. */
export const hotelInstantIso = (storedIso: string, zone: string) => new Date(hotelInstant(storedIso, zone)).toISOString();

/** A zone as people read it: "Asia/Tokyo", or "UTC+02:00" for an offset label. */
export function zoneLabel(zone: string): string {
  if (zone === 'Z') return 'UTC';
  return /^[+-]\d{2}:\d{2}$/.test(zone) ? `UTC${zone}` : zone;
}

/**
 * The hotel's wall clock at an instant, as a Date whose UTC fields read as that wall clock: format it with
 * timeZone 'UTC' (Intl in Node 20 takes IANA names but not offset labels like "+05:30").
 */
export function hotelWallClock(instantMs: number, zone: string): Date {
  return new Date(instantMs + offsetMinutesAt(zone, instantMs) * 60_000);
}

/** "2027-03-10 00:00 Asia/Tokyo": an instant as the hotel's wall clock, with the zone named. */
export function formatHotelTime(instantMs: number, zone: string): string {
  const wall = hotelWallClock(instantMs, zone).toISOString();
  return `${wall.slice(0, 10)} ${wall.slice(11, 16)} ${zoneLabel(zone)}`;
}

/** The zone's offset from UTC, in minutes, at one instant. */
export function offsetMinutesAt(zone: string, instantMs: number): number {
  const label = zone === 'Z' ? '+00:00' : /^[+-]\d{2}:\d{2}$/.test(zone) ? zone : undefined;
  if (label) return (label[0] === '-' ? -1 : 1) * (Number(label.slice(1, 3)) * 60 + Number(label.slice(4, 6)));
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(new Date(instantMs));
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** "2027-03-10T00:00:00+09:00": an instant as ISO 8601 on the hotel's clock, with its offset. */
export function hotelIso(instantMs: number, zone: string): string {
  const minutes = offsetMinutesAt(zone, instantMs);
  const abs = Math.abs(minutes);
  const offset = minutes === 0 ? 'Z' : `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return hotelWallClock(instantMs, zone).toISOString().slice(0, 19) + offset;
}

/** A booking's times on the hotel clock (GET /bookings/{id}, `reconfirm show`). */
export function hotelTimes(b: { TimeZone?: string; CheckIn: string; CheckOut: string; CancellationDeadLine?: string; Hotel: { CountryCode?: string } }, defaultZone: string) {
  const { zone, from } = hotelZone(b, defaultZone);
  const at = (v: string) => hotelIso(hotelInstant(v, zone), zone);
  return { zone: zoneLabel(zone), from, CheckIn: at(b.CheckIn), CheckOut: at(b.CheckOut), CancellationDeadline: b.CancellationDeadLine ? at(b.CancellationDeadLine) : null };
}

/** A booking's times that are read on the hotel's clock when sent without an offset. */
export const HOTEL_TIME_FIELDS = ['CheckIn', 'CheckOut', 'BookingDate', 'CancellationDeadLine'] as const;
export type HotelTimeField = (typeof HOTEL_TIME_FIELDS)[number];

type HotelTimes = { TimeZone?: string; Hotel: { CountryCode?: string } } & { [K in HotelTimeField]?: string };

/** Whether a parsed booking time is still the hotel's wall clock (no "Z": sent without an offset). */
const isWallClock = (v: string | undefined): v is string => v !== undefined && timeKind(v) === 'wall';

/**
 * The booking with its times sent without an offset read in the hotel's zone (its TimeZone, else its country's one
 * zone, else `defaultZone`), as real instants in UTC. The same object when it has none, as most bookings.
 */
export function localiseBooking<B extends HotelTimes>(booking: B, defaultZone: string): B {
  if (!HOTEL_TIME_FIELDS.some((f) => isWallClock(booking[f]))) return booking;
  const { zone } = hotelZone(booking, defaultZone);
  const out: Record<string, unknown> = { ...booking };
  for (const f of HOTEL_TIME_FIELDS) {
    const local = booking[f];
    if (isWallClock(local)) out[f] = notADate(new Date(Date.parse(`${local}${offsetForLocalTime(local.slice(0, 19), zone)}`)).toISOString());
  }
  return out as B;
}

/**
 * Whether the stay ends after it starts on the hotel's clock: a date is its local midnight there. For a CheckIn and
 * CheckOut of different kinds (a date and a time), which only the hotel's zone can order.
 */
export function stayInOrder(b: { CheckIn: string; CheckOut: string }, zone: string): boolean {
  return hotelInstant(b.CheckOut, zone) > hotelInstant(b.CheckIn, zone);
}

/**
 * Why a booking's stay is out of order, for a CheckIn and CheckOut of different kinds as sent (`parsed`), checked on
 * the localised booking; undefined when in order, or when both are of a kind (the schema compared them).
 */
export function stayProblem(parsed: { CheckIn: string; CheckOut: string }, local: HotelTimes & { CheckIn: string; CheckOut: string }, defaultZone: string): string | undefined {
  if (timeKind(parsed.CheckIn) === timeKind(parsed.CheckOut)) return undefined;
  const { zone } = hotelZone(local, defaultZone);
  if (stayInOrder(local, zone)) return undefined;
  return `must be after CheckIn (${hotelIso(hotelInstant(local.CheckIn, zone), zone)} and ${hotelIso(hotelInstant(local.CheckOut, zone), zone)} on the hotel's clock, ${zoneLabel(zone)})`;
}

/** Throws unless every time of the booking is an instant: a wall-clock time must be localised before it is stored. */
export function assertLocalised(booking: HotelTimes): void {
  const f = HOTEL_TIME_FIELDS.find((k) => isWallClock(booking[k]));
  if (f) throw new Error(`internal: booking ${f} ${booking[f]} was stored without being read in the hotel's zone (localiseBooking)`);
}

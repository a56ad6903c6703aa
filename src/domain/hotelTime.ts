// The hotel's local time (PRODUCT section 4): which zone a booking's times without an offset are read in, and the
// real instant they name. The arithmetic is the date module's (time.ts); country zones come from the
// countries-and-timezones package, the zone at a hotel's coordinates from @photostructure/tz-lookup.
import ct from 'countries-and-timezones';
import { createRequire } from 'node:module';
import {
  calendarDateAt,
  formatInZone,
  isCalendarDate,
  isoInZone,
  offsetMinutesAt,
  parseTimeZone,
  sameClockAllYear,
  timeKind,
  wallTimeToInstant,
  wallTimeToMs,
  zoneLabel,
} from './time.js';
export { isCalendarDate, offsetMinutesAt, timeKind, zoneLabel };

// The coordinates-to-zone table loads on first use: decoded it holds about 7 MB, which a serve at rest must not pay
// in each of its threads.
const load = createRequire(import.meta.url);
let lookup: ((lat: number, lon: number) => string) | undefined;
const tzLookup = (lat: number, lon: number): string => (lookup ??= load('@photostructure/tz-lookup') as (lat: number, lon: number) => string)(lat, lon);

export type ZoneSource = 'booking' | 'coordinates' | 'country' | 'default';
export const ZONE_SOURCES = ['booking', 'coordinates', 'country', 'default'] as const;

export interface HotelZone {
  /** An IANA name ("Asia/Tokyo") or an offset label ("+02:00", "Z") as parseTimeZone gives it. */
  zone: string;
  /** Where it came from: the booking's TimeZone, the hotel's coordinates, its country, or the configured default. */
  from: ZoneSource;
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
  if (zones.length > 0 && zones.every((z) => sameClockAllYear(z, zones[0]))) zone = parseTimeZone(zones[0]);
  countryZones.set(code, zone);
  return zone;
}

/** Latitude and Longitude are decimal degrees as the schema keeps them: text ("37.3891"), or numbers. */
type Place = { CountryCode?: string; Latitude?: string | number; Longitude?: string | number };

/** The zone at a hotel's coordinates (Sevilla: Europe/Madrid, Las Palmas: Atlantic/Canary), when it has both. */
export function coordinatesZone(hotel: Place): string | undefined {
  if (hotel.Latitude === undefined || hotel.Longitude === undefined || hotel.Latitude === '' || hotel.Longitude === '') return undefined;
  const lat = Number(hotel.Latitude);
  const lon = Number(hotel.Longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return undefined;
  try {
    return parseTimeZone(tzLookup(lat, lon));
  } catch {
    return undefined; // out of range: the schema lets nothing like that through, but a stored row may predate it
  }
}

/** The hotel's own zone when its place says it: its coordinates, else its country's one zone. */
export function placeZone(hotel: Place): HotelZone | undefined {
  const coordinates = coordinatesZone(hotel);
  if (coordinates) return { zone: coordinates, from: 'coordinates' };
  const country = countryZone(hotel.CountryCode);
  return country ? { zone: country, from: 'country' } : undefined;
}

/** The zone a booking's local times are read in: its TimeZone, else its coordinates', else its country's, else the default. */
export function hotelZone(b: { TimeZone?: string; Hotel: Place }, defaultZone: string): HotelZone {
  const own = b.TimeZone ? parseTimeZone(b.TimeZone) : undefined;
  if (own) return { zone: own, from: 'booking' };
  return placeZone(b.Hotel) ?? { zone: parseTimeZone(defaultZone) ?? 'Z', from: 'default' };
}

/**
 * The zone the rule before coordinates counted (TimeZone, else the country's one zone, else the default): what a
 * booking stored before it was localised in (store/relocalise.ts).
 */
export function zoneWithoutCoordinates(b: { TimeZone?: string; Hotel: Place }, defaultZone: string): string {
  return hotelZone({ TimeZone: b.TimeZone, Hotel: { CountryCode: b.Hotel.CountryCode } }, defaultZone).zone;
}

/** The real instant (epoch ms) of a stored CheckIn, CheckOut or CancellationDeadline in the hotel's zone. */
export function hotelInstant(stored: string, zone: string): number {
  return isCalendarDate(stored) ? wallTimeToMs(stored, zone) : Date.parse(stored);
}

/**
 * The hotel's calendar day of a stored CheckIn or CheckOut ("2027-03-10"): what the hotel is shown and states back.
 * A date is its own day; a time is the day on the hotel clock (06:00 UTC on the 9th of March is the 10th in Tokyo
 * at 15:00, 20:00 UTC on the 9th is the 10th at 05:00).
 */
export function hotelDay(stored: string, zone: string): string {
  return isCalendarDate(stored) ? stored : calendarDateAt(Date.parse(stored), zone);
}

/** The same, as an ISO string in UTC. */
export const hotelInstantIso = (stored: string, zone: string) => new Date(hotelInstant(stored, zone)).toISOString();

/** "2027-03-10 00:00 Asia/Tokyo": an instant as the hotel's wall clock, with the zone named. */
export const formatHotelTime = (instantMs: number, zone: string): string => formatInZone(instantMs, zone);

/** "2027-03-10T00:00:00+09:00": an instant as ISO 8601 on the hotel's clock, with its offset. */
export const hotelIso = (instantMs: number, zone: string): string => isoInZone(instantMs, zone);

/** A booking's times on the hotel clock (GET /bookings/{id}, `reconfirm show`), and which of them are calendar dates. */
export function hotelTimes(b: { TimeZone?: string; CheckIn: string; CheckOut: string; CancellationDeadLine?: string; Hotel: Place }, defaultZone: string) {
  const { zone, from } = hotelZone(b, defaultZone);
  const at = (v: string) => hotelIso(hotelInstant(v, zone), zone);
  const kind = (v: string) => (isCalendarDate(v) ? ('date' as const) : ('instant' as const));
  return {
    zone: zoneLabel(zone),
    from,
    CheckIn: at(b.CheckIn),
    CheckOut: at(b.CheckOut),
    CancellationDeadline: b.CancellationDeadLine ? at(b.CancellationDeadLine) : null,
    kinds: { CheckIn: kind(b.CheckIn), CheckOut: kind(b.CheckOut), CancellationDeadline: b.CancellationDeadLine ? kind(b.CancellationDeadLine) : null },
  };
}

/** A booking's times that are read on the hotel's clock when sent without an offset. */
export const HOTEL_TIME_FIELDS = ['CheckIn', 'CheckOut', 'BookingDate', 'CancellationDeadLine'] as const;
export type HotelTimeField = (typeof HOTEL_TIME_FIELDS)[number];

type HotelTimes = { TimeZone?: string; Hotel: Place } & { [K in HotelTimeField]?: string };

/** Whether a parsed booking time is still the hotel's wall clock (sent without an offset). */
const isWallClock = (v: string | undefined): v is string => v !== undefined && timeKind(v) === 'wall';

/**
 * The booking with its times sent without an offset read in the hotel's zone (hotelZone), as real instants in UTC.
 * The same object when it has none, as most bookings.
 */
export function localiseBooking<B extends HotelTimes>(booking: B, defaultZone: string): B {
  if (!HOTEL_TIME_FIELDS.some((f) => isWallClock(booking[f]))) return booking;
  const { zone } = hotelZone(booking, defaultZone);
  const out: Record<string, unknown> = { ...booking };
  for (const f of HOTEL_TIME_FIELDS) {
    const local = booking[f];
    if (isWallClock(local)) out[f] = wallTimeToInstant(local, zone);
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

/** Throws unless every time of the booking is an instant or a date: a wall-clock time must be localised before it is stored. */
export function assertLocalised(booking: HotelTimes): void {
  const f = HOTEL_TIME_FIELDS.find((k) => isWallClock(booking[k]));
  if (f) throw new Error(`internal: booking ${f} ${booking[f]} was stored without being read in the hotel's zone (localiseBooking)`);
}

/**
 * `parsed` with the times of `kinded` put back: a re-parse through BookingSchema reads a stored instant on midnight
 * UTC as a date sent by a booking system, so what is already of a kind (stored, or localised) is not parsed again.
 */
export function keepTimeKinds<B extends HotelTimes>(parsed: B, kinded: Partial<Record<HotelTimeField, unknown>>, fields: readonly HotelTimeField[] = HOTEL_TIME_FIELDS): B {
  const out: Record<string, unknown> = { ...parsed };
  for (const f of fields) if (typeof kinded[f] === 'string') out[f] = kinded[f];
  return out as B;
}

// How every command shows a time (issue 28): a calendar date as a date, an instant with its zone. Instants are shown on
// the agent's clock (--tz, config display.timeZone, else TZ, else the system's), hotel-local times labelled with the
// hotel's zone. The arithmetic is the date module's (domain/time.ts).
import { ReconfirmError } from '../../domain/errors.js';
import type { HotelTime } from '../../domain/schemas.js';
import { calendarDateAt, formatInZone, isCalendarDate, parseTimeZone, systemZone, zoneLabel } from '../../domain/time.js';

let agent: string | undefined;

/** The agent's zone: `--tz`, else config display.timeZone, else TZ, else the system's. A usage error for a bad --tz. */
export function resolveAgentZone(tz: string | undefined, configured: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (tz !== undefined) {
    const z = parseTimeZone(tz);
    if (!z) throw new ReconfirmError('USAGE', `--tz: "${tz}" is not a time zone; use an IANA name like Europe/Madrid, or an offset like +02:00`);
    return z;
  }
  return (configured && parseTimeZone(configured)) || (env.TZ && parseTimeZone(env.TZ.replace(/^:/, ''))) || systemZone();
}

/** Sets the zone instants are shown in for this command (withClient does, from the flags and config). */
export function setAgentZone(zone: string): void {
  agent = zone;
}

export const agentZone = (): string => agent ?? resolveAgentZone(undefined, undefined);

// A stored time without an offset (SQLite's "2027-01-10 08:01:00") is UTC, never this machine's clock.
const NO_OFFSET = /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?$/;
const utcMs = (at: string) => Date.parse(NO_OFFSET.test(at) ? `${at.replace(' ', 'T')}Z` : at);

/** "2027-03-09 16:00 Europe/Madrid": an instant on the agent's clock, with the zone; '' for none. */
/** A message with ISO instants in it ("snoozed until 2027-03-10T06:00:00.000Z"), each shown on the agent's clock. */
export function localiseInstants(text: string): string {
  return text.replace(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})/g, (iso) => instantText(iso));
}

export function instantText(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = utcMs(iso);
  return Number.isNaN(ms) ? iso : formatInZone(ms, agentZone());
}

/** "2027-03-10 00:00 Asia/Tokyo": an instant on the hotel's clock, labelled with the hotel's zone. */
export function hotelClockText(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatInZone(ms, zone);
}

/** Where the hotel's zone came from, as `show` says it. */
export function zoneSourceText(from: HotelTime['from']): string {
  return { booking: "the booking's TimeZone", coordinates: "the hotel's coordinates", country: "the hotel's country", default: 'the configured default zone' }[from];
}

type Kind = 'date' | 'instant';

/**
 * One stay time: a calendar date as the date ("2027-03-10": a day has no zone to name, it is the hotel's), a time
 * on the hotel's clock with its zone ("2027-03-10 15:00 Asia/Tokyo").
 */
export function hotelTimeText(value: string, kind: Kind | null | undefined, zone: string): string {
  if (kind === 'date') return value.slice(0, 10);
  return hotelClockText(value, zone);
}

/** The stay of a booking: "2027-03-10 -> 2027-03-13 (hotel dates, Asia/Tokyo)" or with times on the hotel clock. */
export function stayText(h: HotelTime): string {
  const k = h.kinds ?? { CheckIn: 'instant', CheckOut: 'instant' };
  if (k.CheckIn === 'date' && k.CheckOut === 'date') return `${h.CheckIn.slice(0, 10)} -> ${h.CheckOut.slice(0, 10)} (hotel dates, ${h.zone})`;
  return `${hotelTimeText(h.CheckIn, k.CheckIn, h.zone)} -> ${hotelTimeText(h.CheckOut, k.CheckOut, h.zone)}`;
}

/**
 * A BookingDetails or escalation time without the hotel's view: a date (midnight UTC, as BookingDetails writes one)
 * shown as the date, an instant on the agent's clock.
 */
export function detailsTimeText(iso: string | null | undefined): string {
  if (!iso) return '';
  if (isCalendarDate(iso) || iso.endsWith('T00:00:00.000Z')) return iso.slice(0, 10);
  return instantText(iso);
}

/** The agent's calendar day of an instant (for "today" and relative words). */
export const agentDay = (iso: string): string => calendarDateAt(Date.parse(iso), agentZone());

export { zoneLabel };

// The one module that does zone and calendar arithmetic (on Luxon). Everything else calls it; a test greps src/ for
// Intl.DateTimeFormat with a timeZone, getTimezoneOffset or a luxon import anywhere else.
//
// Three kinds of value, each with its own shape, never told apart by a time of day:
//   CalendarDate  "2027-03-10"                 a day of the calendar (the hotel's day for a check-in date)
//   Instant       "2027-03-10T06:00:00.000Z"   a real moment, in UTC with milliseconds
//   WallTime      "2027-03-10T15:00:00.000"    a hotel's clock without an offset, not yet read in its zone
// A zone is an IANA name ("Asia/Tokyo"), an offset label ("+05:30") or "Z" for UTC.
import { createRequire } from 'node:module';
import type * as Luxon from 'luxon';

type Zone = Luxon.Zone;

// Luxon loads on first use: a serve at rest has no time to read, and each of its threads is an isolate of its own
// (about 3 MB each for Luxon; the resting-memory budget is tight, bench/RESULTS.md).
const load = createRequire(import.meta.url);
let luxonLib: typeof Luxon | undefined;
const lx = (): typeof Luxon => (luxonLib ??= load('luxon') as typeof Luxon);

export type CalendarDate = string;
export type Instant = string;
export type WallTime = string;
export type TimeKind = 'date' | 'instant' | 'wall';

// ---- kinds ------------------------------------------------------------------------------------------------------

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** What a booking time is: a calendar date, an instant, or a wall-clock time not yet read in the hotel's zone. */
export function timeKind(value: string): TimeKind {
  if (DATE_SHAPE.test(value)) return 'date';
  return value.endsWith('Z') ? 'instant' : 'wall';
}

export const isCalendarDate = (value: string): boolean => DATE_SHAPE.test(value);

/**
 * A booking time stored before this module (a date as midnight UTC, an instant on midnight UTC moved 1 ms later) as
 * its kind; any other value as it is. For the one-time rewrite of stored rows (store/db.ts storeTimesAsKinds).
 */
export function fromOldTimeForm(v: string): string {
  if (v.endsWith('T00:00:00.000Z')) return v.slice(0, 10);
  if (v.endsWith('T00:00:00.001Z')) return `${v.slice(0, 20)}000Z`;
  return v;
}

/** "2027-03-10" -> "2027-03-10T00:00:00.000Z": how the API's BookingDetails (spec 2.7) writes a date. */
export function dateAsUtcMidnight(value: string): string {
  return isCalendarDate(value) ? `${value}T00:00:00.000Z` : value;
}

// ---- zones ------------------------------------------------------------------------------------------------------

const OFFSET = /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i;
const UTC_NAMES = /^(UTC|GMT|Z)$/i;
// The offsets in use on Earth run from -12:00 to +14:00.
const MIN_OFFSET = -12 * 60;
const MAX_OFFSET = 14 * 60;
const OFFSET_LABEL = /^[+-]\d{2}:\d{2}$/;

const zoneCache = new Map<string, string | undefined>();

/**
 * "+03:00", "UTC+3", "GMT-0530", "Z" -> "+03:00" / "Z"; an IANA name ("Europe/Madrid", any case) -> its
 * canonical spelling; undefined when the label is neither, or an offset no place on Earth uses.
 */
export function parseTimeZone(label: string): string | undefined {
  const s = label.trim();
  if (UTC_NAMES.test(s)) return 'Z';
  const m = OFFSET.exec(s);
  if (m) {
    const minutes = Number(m[3] ?? '0');
    const total = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + minutes);
    if (minutes > 59 || total < MIN_OFFSET || total > MAX_OFFSET) return undefined;
    return offsetLabel(total);
  }
  if (zoneCache.has(s)) return zoneCache.get(s);
  let zone: string | undefined;
  if (lx().IANAZone.isValidZone(s)) {
    // Luxon keeps the spelling it was given; Intl knows the canonical one ("europe/madrid" -> "Europe/Madrid").
    zone = new Intl.DateTimeFormat('en-US', { timeZone: s }).resolvedOptions().timeZone;
  }
  if (zoneCache.size >= 1000) zoneCache.clear();
  zoneCache.set(s, zone);
  return zone;
}

/** Minutes -> "+05:30"; 0 -> "+00:00". */
export function offsetLabel(minutes: number): string {
  if (minutes === 0) return '+00:00';
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

const luxonZones = new Map<string, Zone>();

/** Our zone string as a Luxon zone. */
function luxonZone(zone: string): Zone {
  let z = luxonZones.get(zone);
  if (z) return z;
  if (zone === 'Z') z = lx().FixedOffsetZone.utcInstance;
  else if (OFFSET_LABEL.test(zone)) z = lx().FixedOffsetZone.instance((zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6))));
  else z = lx().IANAZone.create(zone);
  if (luxonZones.size >= 1000) luxonZones.clear();
  luxonZones.set(zone, z);
  return z;
}

/** A zone as people read it: "Asia/Tokyo", or "UTC+02:00" for an offset label, "UTC" for "Z". */
export function zoneLabel(zone: string): string {
  if (zone === 'Z') return 'UTC';
  return OFFSET_LABEL.test(zone) ? `UTC${zone}` : zone;
}

/** The zone's offset from UTC, in minutes, at one instant. */
export function offsetMinutesAt(zone: string, instantMs: number): number {
  return luxonZone(zone).offset(instantMs);
}

/** This machine's zone (TZ, else the system's), as parseTimeZone spells zones. */
export function systemZone(): string {
  const name = lx().DateTime.local().zoneName;
  return (name && parseTimeZone(name)) || 'Z';
}

const year = (ms: number) => lx().DateTime.fromMillis(ms, { zone: 'utc' }).year;

/**
 * Whether two zones keep the same clock all year (Germany: Berlin, and Büsingen on Zurich time), probed in January and
 * July of the year of `nowMs`.
 */
export function sameClockAllYear(a: string, b: string, nowMs: number = Date.now()): boolean {
  const y = year(nowMs);
  return [lx().DateTime.utc(y, 1, 15), lx().DateTime.utc(y, 7, 15)].every((t) => offsetMinutesAt(a, t.toMillis()) === offsetMinutesAt(b, t.toMillis()));
}

// ---- wall clocks and instants -----------------------------------------------------------------------------------

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/i;

/**
 * The instant (epoch ms) a wall-clock time or a calendar date (its midnight) names in a zone. A time that the zone
 * skips (a spring-forward gap) moves on by the gap; one it repeats is the earlier.
 */
export function wallTimeToMs(local: string, zone: string): number {
  const m = LOCAL.exec(local.trim());
  if (!m) return Number.NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = ''] = m;
  const t = lx().DateTime.fromObject(
    { year: +y, month: +mo, day: +d, hour: +h, minute: +mi, second: +s, millisecond: Number((frac + '00').slice(0, 3)) },
    { zone: luxonZone(zone) },
  );
  return t.isValid ? t.toMillis() : Number.NaN;
}

/** The offset label ("+02:00", "Z") in force at the instant a wall-clock time names in a zone. */
export function offsetForLocalTime(local: string, zone: string): string {
  if (zone === 'Z' || OFFSET_LABEL.test(zone)) return zone;
  const ms = wallTimeToMs(local, zone);
  return Number.isNaN(ms) ? 'Z' : offsetLabel(offsetMinutesAt(zone, ms));
}

/** A wall-clock time read in a zone, as an Instant. */
export function wallTimeToInstant(local: WallTime, zone: string): Instant {
  return msToInstant(wallTimeToMs(local, zone));
}

/** Epoch ms -> "2027-03-10T06:00:00.000Z". */
export const msToInstant = (ms: number): Instant => new Date(ms).toISOString();

const at = (ms: number, zone: string) => lx().DateTime.fromMillis(ms, { zone: luxonZone(zone) });

/** The calendar date of an instant on a zone's clock. */
export function calendarDateAt(instantMs: number, zone: string): CalendarDate {
  return at(instantMs, zone).toFormat('yyyy-MM-dd');
}

/** "2027-03-10T00:00:00+09:00": an instant as ISO 8601 on a zone's clock, with its offset ("Z" for UTC+0). */
export function isoInZone(instantMs: number, zone: string): string {
  const t = at(instantMs, zone);
  return t.toFormat("yyyy-MM-dd'T'HH:mm:ss") + (t.offset === 0 ? 'Z' : offsetLabel(t.offset));
}

/** "2027-03-10 00:00" on a zone's clock. */
export function wallClockText(instantMs: number, zone: string): string {
  return at(instantMs, zone).toFormat('yyyy-MM-dd HH:mm');
}

/** "2027-03-10 00:00 Asia/Tokyo": an instant on a zone's clock, with the zone named. */
export function formatInZone(instantMs: number, zone: string): string {
  return `${wallClockText(instantMs, zone)} ${zoneLabel(zone)}`;
}

/** Whether an instant falls exactly on midnight on a zone's clock. */
export function isMidnightIn(instantMs: number, zone: string): boolean {
  const t = at(instantMs, zone);
  return t.hour === 0 && t.minute === 0;
}

/**
 * An instant for a reader in a language: "mié, 10 mar 2027" (dateOnly) or "10 Mar 2027, 15:00" on a zone's clock.
 */
export function formatLocalised(lang: string, instantMs: number, zone: string, dateOnly: boolean): string {
  return at(instantMs, zone)
    .setLocale(lang)
    .toLocaleString({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', ...(dateOnly ? {} : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }) });
}

// ---- timestamps as sent ----------------------------------------------------------------------------------------

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

export interface ParsedTimestamp {
  /** The instant, read as UTC when it came without an offset. */
  instant: Instant;
  /** Whether only a date was written. */
  dateOnly: boolean;
  /** The offset as written, in minutes; undefined when there was none ("Z" is 0). */
  offset?: number;
  /** The wall clock as written (without its offset): "2027-03-10T15:00:00.000". */
  wall: WallTime;
}

/** An ISO 8601 date or date-time as sent (a space for the T, up to nanoseconds, "+0900"); undefined unless a real day. */
export function parseTimestamp(value: string): ParsedTimestamp | undefined {
  const m = ISO.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi = '0', sec = '0', frac = '', zone] = m;
  let offset: number | undefined;
  if (zone) {
    if (zone.toUpperCase() === 'Z') offset = 0;
    else {
      const digits = zone.slice(1).replace(':', '');
      offset = (zone[0] === '-' ? -1 : 1) * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
    }
  }
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h ?? '0');
  const minute = Number(mi);
  const second = Number(sec);
  // A real day and time of day: 2026-02-31, 24:00 and 12:60 are refused, not rolled over as Date.UTC would.
  if (year < 1900 || year > 2200 || !isRealDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return undefined;
  const millis = (frac + '000').slice(0, 3);
  const ms = Date.UTC(year, month - 1, day, hour, minute, second, Number(millis)) - (offset ?? 0) * 60_000;
  const wall = `${y}-${mo}-${d}T${pad2(hour)}:${mi.padStart(2, '0')}:${sec.padStart(2, '0')}.${millis}`;
  return { instant: msToInstant(ms), dateOnly: h === undefined, offset, wall };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

// ---- calendar dates ---------------------------------------------------------------------------------------------

const monthLengths = new Map<number, number>();

/** Days in a month of the calendar (Luxon's, remembered: parsing a timestamp asks it every time). */
function daysInMonth(y: number, m: number): number {
  const key = y * 16 + m;
  let n = monthLengths.get(key);
  if (n === undefined) {
    n = lx().DateTime.utc(y, m, 1).daysInMonth ?? 0;
    if (monthLengths.size >= 10_000) monthLengths.clear();
    monthLengths.set(key, n);
  }
  return n;
}

/** Whether y-m-d is a day of the calendar. */
export function isRealDay(y: number, m: number, d: number): boolean {
  return Number.isInteger(y) && Number.isInteger(m) && Number.isInteger(d) && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** "2027-03-10" when y-m-d is a day of the calendar, else undefined. */
export function calendarDate(y: number, m: number, d: number): CalendarDate | undefined {
  return isRealDay(y, m, d) ? `${String(y).padStart(4, '0')}-${pad2(m)}-${pad2(d)}` : undefined;
}

/** Days from one calendar date to another (2027-03-10 -> 2027-03-13 is 3). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  // Plain calendar arithmetic on UTC days (the hotel reply reader calls this per date it reads; luxon cost 20x more).
  return Math.round((utcDay(to) - utcDay(from)) / 86_400_000);
}
const utcDay = (date: CalendarDate) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/** The calendar date `n` days after `date`. */
export function addDays(date: CalendarDate, n: number): CalendarDate {
  return new Date(utcDay(date) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Today's calendar date on a zone's clock (the agent's "today"), `n` days on. */
export function dayInZone(nowMs: number, zone: string, n = 0): CalendarDate {
  return addDays(calendarDateAt(nowMs, zone), n);
}

/**
 * An instant that was read as a wall-clock time in `fromZone`, read again as the same wall clock in `toZone`
 * (a booking stored under an earlier zone rule, PRODUCT section 4).
 */
export function rereadInstant(instant: Instant, fromZone: string, toZone: string): Instant {
  const wall = at(Date.parse(instant), fromZone).toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS");
  return wallTimeToInstant(wall, toZone);
}

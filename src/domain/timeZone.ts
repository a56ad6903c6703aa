// Time zones of the events body (spec 2.6 TimeZone): UTC offset labels and IANA zone names, and local times read in them.

const OFFSET = /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i;
const UTC_NAMES = /^(UTC|GMT|Z)$/i;
// The offsets in use on Earth run from -12:00 to +14:00.
const MIN_OFFSET = -12 * 60;
const MAX_OFFSET = 14 * 60;

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
    return formatOffset(total);
  }
  if (zoneCache.has(s)) return zoneCache.get(s);
  let zone: string | undefined;
  try {
    zone = new Intl.DateTimeFormat('en-US', { timeZone: s }).resolvedOptions().timeZone;
  } catch {
    zone = undefined; // RangeError: not a zone this runtime knows
  }
  if (zoneCache.size >= 1000) zoneCache.clear();
  zoneCache.set(s, zone);
  return zone;
}

function formatOffset(minutes: number): string {
  if (minutes === 0) return '+00:00';
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC, in minutes, at one instant. */
function offsetAt(zone: string, utcMs: number): number {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(zone, f);
  }
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(new Date(utcMs))) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/i;

/**
 * The offset label ("+02:00", "Z") that a local date-time without offset has in a zone from parseTimeZone;
 * for an IANA zone it is the offset in force then (summer or winter time).
 */
export function offsetForLocalTime(local: string, zone: string): string {
  if (zone === 'Z' || /^[+-]\d{2}:\d{2}$/.test(zone)) return zone;
  const m = LOCAL.exec(local.trim());
  if (!m) return 'Z';
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? '0'));
  // Two steps find the offset of the instant this wall-clock time names, also across a change of offset.
  const first = offsetAt(zone, wall);
  const second = offsetAt(zone, wall - first * 60_000);
  return formatOffset(second);
}

// Dates an operator types into flags (--from, --to): ISO dates and a few documented words, nothing guessed.
// "03/10/2027" is March 10 in one office and October 3 in the next, so it is refused rather than read either way.
import { ReconfirmError } from '../domain/errors.js';
import { addDays, calendarDate, dayInZone, systemZone, wallTimeToMs } from '../domain/time.js';

export const DATE_WORDS_HELP = 'YYYY-MM-DD, today, tomorrow, yesterday, or +Nd / -Nd (days from today, e.g. +3d)';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date flag's value as YYYY-MM-DD; a usage error naming the flag for anything else. "today" is the day on the
 * agent's clock (`zone`: --tz, display.timeZone, TZ, else the system's).
 */
export function parseDateFlag(flag: string, value: string, now: Date = new Date(), zone: string = systemZone()): string {
  const v = value.trim().toLowerCase();
  const days = (n: number) => dayInZone(now.getTime(), zone, n);
  if (v === 'today') return days(0);
  if (v === 'tomorrow') return days(1);
  if (v === 'yesterday') return days(-1);
  const rel = /^([+-])(\d{1,4})d$/.exec(v);
  if (rel) return days((rel[1] === '-' ? -1 : 1) * Number(rel[2]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (iso) {
    const [y, m, d] = iso.slice(1).map(Number);
    if (calendarDate(y, m, d)) return iso[0];
    throw new ReconfirmError('USAGE', `${flag}: ${value} is not a day of the calendar`);
  }
  const slashed = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(v);
  const hint = slashed ? ` (${value} reads as ${slashed[3]}-${pad(+slashed[1])}-${pad(+slashed[2])} in one country and ${slashed[3]}-${pad(+slashed[2])}-${pad(+slashed[1])} in another)` : '';
  throw new ReconfirmError('USAGE', `${flag} must be a date: ${DATE_WORDS_HELP}; got "${value}"${hint}`);
}

/**
 * An expiry typed by an operator (`keys create --expires`): a day in the forms of parseDateFlag, valid to the end of
 * that day on this machine's clock, or an ISO 8601 date-time. A moment already past is refused: such a key works nowhere.
 */
export function parseExpiryFlag(flag: string, value: string, now: Date = new Date(), zone: string = systemZone()): string {
  const withTime = /^\d{4}-\d{2}-\d{2}T/.test(value.trim()) ? Date.parse(value.trim()) : undefined;
  let at: Date;
  if (withTime !== undefined) {
    if (Number.isNaN(withTime)) throw new ReconfirmError('USAGE', `${flag} must be a date (${DATE_WORDS_HELP}) or an ISO 8601 date-time; got "${value}"`);
    at = new Date(withTime);
  } else {
    // The end of that day on the agent's clock (--tz, else TZ, else the system's): the next day's midnight there.
    at = new Date(wallTimeToMs(`${addDays(parseDateFlag(flag, value, now, zone), 1)}T00:00:00`, zone));
  }
  if (at.getTime() <= now.getTime()) throw new ReconfirmError('USAGE', `${flag} ${value} is in the past (${at.toISOString()}); a key that has already expired works nowhere`);
  return at.toISOString();
}

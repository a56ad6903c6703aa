// How a stored time says it is a calendar date. A date is stored at 00:00 UTC ("2027-03-10T00:00:00.000Z", which is
// also what booking systems send for a date) and means the hotel's day, from its local midnight (hotelTime.ts).
// A time that is not a date but lands exactly there (16:00 in Los Angeles in winter, 14:00 in Honolulu) would read as
// the next day's date: it is stored 1 ms later instead, which keeps its meaning and changes no rule or display.

/** True for a stored time that is a calendar date. */
export function isCalendarDate(storedIso: string): boolean {
  return storedIso.endsWith('T00:00:00.000Z');
}

/** What a parsed booking time is: a calendar date, an instant, or a wall-clock time not yet read in the hotel's zone. */
export function timeKind(value: string): 'date' | 'instant' | 'wall' {
  return !value.endsWith('Z') ? 'wall' : isCalendarDate(value) ? 'date' : 'instant';
}

/** An instant that is not a date, as stored: 1 ms later when it lands exactly on midnight UTC. */
export function notADate(iso: string): string {
  return isCalendarDate(iso) ? `${iso.slice(0, 20)}001Z` : iso;
}

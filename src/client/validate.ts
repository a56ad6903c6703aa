// Validates bookings read from a file with the service's own zod schemas, so a file that passes here passes there.
import { composeBookingId } from '../domain/bookingId.js';
import type { ErrorDetail } from '../domain/errors.js';
import { eventsBookingToBooking } from '../domain/events.js';
import { BookingSchema, EventsBookingSchema, issuesToDetails, type Booking, type EventsBooking } from '../domain/schemas.js';
import type { FileShape, RawItem } from './readers.js';

export type Checked =
  | { kind: 'booking'; line: number; index: number; bookingId: string; booking: Booking; event?: EventsBooking }
  | { kind: 'cancel'; line: number; index: number; bookingId: string; event: EventsBooking }
  | { kind: 'invalid'; line: number; index: number; bookingId: string | null; details: ErrorDetail[] };

const idOf = (v: unknown): string | null => {
  const o = v as { BookingCode?: unknown; LineCode?: unknown } | null;
  return o && typeof o.BookingCode === 'string' && o.BookingCode ? composeBookingId(o.BookingCode, typeof o.LineCode === 'string' ? o.LineCode : undefined) : null;
};

export function checkItem(shape: FileShape, item: RawItem): Checked {
  const { line, index, value } = item;
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { kind: 'invalid', line, index, bookingId: null, details: [{ line, index, path: '(booking)', message: 'must be a JSON object' }] };
  }
  const fail = (issues: Parameters<typeof issuesToDetails>[0]): Checked => ({
    kind: 'invalid',
    line,
    index,
    bookingId: idOf(value),
    details: issuesToDetails(issues, undefined, 0, value).map((d) => ({ line, index, path: d.path, message: d.message })),
  });
  if (shape !== 'events') {
    const r = BookingSchema.safeParse(value);
    if (!r.success) return fail(r.error.issues);
    return { kind: 'booking', line, index, bookingId: composeBookingId(r.data.BookingCode, r.data.LineCode), booking: r.data };
  }
  const e = EventsBookingSchema.safeParse(value);
  if (!e.success) return fail(e.error.issues);
  const bookingId = composeBookingId(e.data.BookingCode, e.data.LineCode);
  if (e.data.BookingStatus === 'CANCELLED') return { kind: 'cancel', line, index, bookingId, event: e.data };
  const b = BookingSchema.safeParse(eventsBookingToBooking(e.data));
  if (!b.success) return fail(b.error.issues);
  return { kind: 'booking', line, index, bookingId, booking: b.data, event: e.data };
}

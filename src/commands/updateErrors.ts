// Turns the update endpoint's 404 and 409 into what an operator can do about them.
import { ReconfirmError } from '../domain/errors.js';

export async function explainUpdateError(e: unknown, bookingId: string): Promise<unknown> {
  const { ApiError } = await import('../client/api.js');
  if (!(e instanceof ApiError)) return e;
  if (e.code === 'BOOKING_NOT_FOUND') {
    const hint = /exist as/.test(e.message)
      ? 'The service has this BookingCode under another BookingId (see above): a booking created with a LineCode is addressed as BookingCode#LineCode, quoted in the shell.'
      : 'If it was pushed in the last 5 minutes it may still be queued: check `reconfirm status <traceId>` (the spec says wait up to 5 minutes, then contact support; do not resend).';
    return new ReconfirmError('BOOKING_NOT_FOUND', `no booking ${bookingId} on the service (${e.message}). ${hint}`);
  }
  if (e.code === 'UPDATE_NOT_PERMITTED') {
    const cancelled = /cancel/i.test(e.message) && !/confirm/i.test(e.message);
    const what = cancelled
      ? 'It is already cancelled, and a cancelled booking cannot be changed: to sell the stay again, send it as a new booking.'
      : 'Confirmed bookings are locked: the hotel has confirmed exactly these details. To change or cancel it, contact the hotel directly; to move the guest, send a REBOOK (a new BookingCode, EventType REBOOK, and the original supplier reference as LineCode); the service leaves the confirmed original alone, so cancel it with the hotel.';
    return new ReconfirmError('UPDATE_NOT_PERMITTED', `${bookingId} cannot be changed (409 ${e.message}). ${what}`);
  }
  return e;
}

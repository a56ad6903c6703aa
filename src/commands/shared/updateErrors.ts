// Turns the update endpoint's 404 and 409 into what an operator can do about them, from the error's details.
import { ReconfirmError } from '../../domain/errors.js';

export async function explainUpdateError(e: unknown, bookingId: string): Promise<unknown> {
  const { ApiError } = await import('../../client/api.js');
  if (!(e instanceof ApiError)) return e;
  if (e.code === 'BOOKING_NOT_FOUND') {
    const others = (e.details ?? []).flatMap((d) => (d.BookingId ? [d.BookingId] : []));
    const code = bookingId.split('#')[0];
    const meant = others.filter((o) => o.split('#')[0] !== code);
    if (meant.length) {
      return new ReconfirmError('BOOKING_NOT_FOUND', `no booking ${bookingId} on the service; did you mean ${meant.join(' or ')}? BookingIds are exact, case included (reconfirm show '${meant[0]}')`);
    }
    if (others.length) {
      return new ReconfirmError('BOOKING_NOT_FOUND', `no booking ${bookingId} on the service, but its BookingCode exists as ${others.join(', ')}: a booking created with a LineCode is named BookingCode#LineCode (quote it in the shell: '${others[0]}')`);
    }
    return new ReconfirmError('BOOKING_NOT_FOUND', `no booking ${bookingId} on the service; if it was pushed in the last 5 minutes it may still be queued (\`reconfirm status <traceId>\`); after that, contact support rather than resend`);
  }
  if (e.code === 'UPDATE_NOT_PERMITTED') {
    const status = e.details?.find((d) => d.ReconfirmationStatus)?.ReconfirmationStatus;
    if (status === 'CANCELLED') {
      return new ReconfirmError('UPDATE_NOT_PERMITTED', `${bookingId} is CANCELLED and cannot change (409 Update Not Permitted); to sell the stay again, send a new booking with a new BookingCode`);
    }
    if (status === 'CONFIRMED') {
      return new ReconfirmError(
        'UPDATE_NOT_PERMITTED',
        `${bookingId} is CONFIRMED and locked: the hotel confirmed exactly these details (409 Update Not Permitted). Contact the hotel directly to change or cancel it; to move the guest, send a REBOOK (new BookingCode, EventType REBOOK, LineCode = the original's supplier reference)`,
      );
    }
  }
  return e;
}

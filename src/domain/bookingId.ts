// BookingId: BookingCode, or BookingCode#LineCode when a LineCode was given at creation (spec 2.7).

export function composeBookingId(bookingCode: string, lineCode?: string | null): string {
  return lineCode ? `${bookingCode}#${lineCode}` : bookingCode;
}

export function parseBookingId(bookingId: string): { BookingCode: string; LineCode: string | null } {
  const at = bookingId.indexOf('#');
  if (at < 0) return { BookingCode: bookingId, LineCode: null };
  return { BookingCode: bookingId.slice(0, at), LineCode: bookingId.slice(at + 1) || null };
}

/** The path form an integrator must use: `#` URL-encoded as %23. */
export function bookingIdPath(bookingId: string): string {
  return encodeURIComponent(bookingId);
}

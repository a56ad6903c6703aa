// BookingId: BookingCode, or BookingCode#LineCode when a LineCode was given at creation (spec 2.7).

export function composeBookingId(bookingCode: string, lineCode?: string | null): string {
  return lineCode ? `${bookingCode}#${lineCode}` : bookingCode;
}

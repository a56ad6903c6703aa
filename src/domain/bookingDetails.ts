// Maps a stored booking to the BookingDetails record of spec 2.7, with that record's spellings and nulls.
import { toAlpha3 } from './codes.js';
import { composeBookingId } from './bookingId.js';
import { dateAsUtcMidnight } from './time.js';
import type { Booking, BookingDetails, ReconfirmationStatus } from './schemas.js';

const n = <T>(v: T | undefined): T | null => (v === undefined ? null : v);

export function toBookingDetails(booking: Booking, status: ReconfirmationStatus, hcn?: string | null): BookingDetails {
  const hotel = booking.Hotel;
  const guest = booking.Guest;
  return {
    BookingId: composeBookingId(booking.BookingCode, booking.LineCode),
    BookingCode: booking.BookingCode,
    LineCode: n(booking.LineCode),
    ReconfirmationStatus: status,
    // A calendar date is written as its midnight UTC, as spec 2.7 writes dates; hotelTime says which is a date.
    BookingDate: n(booking.BookingDate && dateAsUtcMidnight(booking.BookingDate)),
    CheckIn: dateAsUtcMidnight(booking.CheckIn),
    CheckOut: dateAsUtcMidnight(booking.CheckOut),
    Source: n(booking.Source),
    ChannelId: n(booking.ChannelId),
    BookingAmount: n(booking.BookingAmount),
    Refundable: n(booking.Refundable),
    CancellationDeadline: n(booking.CancellationDeadLine && dateAsUtcMidnight(booking.CancellationDeadLine)),
    SpecialRequest: n(booking.SpecialRequest),
    Currency: n(booking.Currency),
    Hotel: {
      Name: hotel.Name,
      Country: n(hotel.Country),
      CountryCode: toAlpha3(hotel.CountryCode ?? hotel.Country),
      City: n(hotel.City),
      State: n(hotel.State),
      Address: n(hotel.Address),
      Rating: n(hotel.Rating),
      MasterProvider: n(hotel.MasterProvider),
      MasterProviderHotelId: n(hotel.MasterProviderHotelId),
    },
    Guest: {
      LeadName: guest.LeadName,
      Adults: n(guest.Adults),
      Children: n(guest.Childs),
      Infants: n(guest.Infants),
      TotalRooms: n(guest.TotalRooms),
      Nationality: n(guest.Nationality),
      Country: n(guest.Country),
      CountryCode: toAlpha3(guest.Country),
      RoomStructure: (guest.RoomStructure ?? []).map((r) => ({
        BoardType: n(r.BoardType),
        RoomType: n(r.RoomType),
        Adults: n(r.Adults),
        Childs: n(r.Childs),
        Infants: n(r.Infants),
      })),
      AllGuests: (guest.AllGuests ?? []).map((g) => ({
        Name: n(g.Name),
        Age: n(g.Age),
        Type: n(g.Type),
        Email: n(g.Email),
        PhoneNumber: n(g.PhoneNumber),
      })),
    },
    Agency: { Name: n(booking.Agency?.Name), ReferenceNo: n(booking.Agency?.ReferenceNo) },
    Supplier: { Name: n(booking.Supplier?.Name), ReferenceNo: n(booking.Supplier?.ReferenceNo), HCN: hcn ?? n(booking.Supplier?.HCN) },
  };
}

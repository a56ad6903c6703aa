// Turns a booking of the alternative events body (spec 2.6) into the add-booking shape of spec 2.1.
import { eventsInstant, type EventsBooking } from './schemas.js';

type Loose = Record<string, unknown>;

/**
 * The add-booking fields of a validated events booking. EventsBookingSchema checks everything the add body
 * checks, under the events names, so the result always passes BookingSchema.
 */
export function eventsBookingToBooking(e: EventsBooking): Loose {
  const zone = e.TimeZone;
  const hotel = e.Hotel;
  const guest = e.Guest;
  const { GuestNames: _names, AllGuests, RoomStructure, ...guestRest } = guest ?? {};
  return {
    BookingCode: e.BookingCode,
    LineCode: e.LineCode,
    EventType: e.EventType ?? 'BOOK',
    BookingDate: eventsInstant(e.BookingDate, zone),
    CheckIn: eventsInstant(e.CheckIn, zone),
    CheckOut: eventsInstant(e.CheckOut, zone),
    CancellationDeadLine: eventsInstant(e.CancellationDeadLine, zone),
    Source: e.Source,
    ChannelId: e.ChannelId,
    BookingAmount: e.Price,
    Currency: e.Currency,
    Refundable: e.Refundable,
    BookingPriority: e.Priority,
    Agency: e.Agency,
    Supplier: e.Supplier,
    Hotel: hotel && {
      ...hotel,
      Rating: hotel.Rating ?? e.Rating,
      ContactDetails: hotel.ContactDetails && { PhoneNumbers: hotel.ContactDetails.Phone, Emails: hotel.ContactDetails.Email },
    },
    Guest: guest && {
      ...guestRest,
      AllGuests: AllGuests?.map((g) => ({
        Title: g.Title,
        Name: [g.Name, g.LastName].filter(Boolean).join(' ') || undefined,
        Age: g.Age,
        Type: g.Type,
        Gender: g.Gender,
        Email: g.Email,
        PhoneNumber: g.Phones?.[0],
      })),
      RoomStructure: RoomStructure?.map(({ GuestNames: _g, ...r }) => r),
    },
    SpecialRequest: e.Remarks?.Special,
    TimeZone: zone,
  };
}

/**
 * The lead guest's surname where the events body gives one: the LastName of the AllGuests entry whose Name and
 * LastName make the lead name (the booking keeps them as one Name), else of the first entry when the lead name ends
 * with it. OpenTravel messages send it as the Surname ("Maria Lopez Garcia" is Lopez Garcia, not Garcia).
 */
export function eventsLeadLastName(e: EventsBooking): string | undefined {
  const lead = e.Guest?.LeadName?.trim().toLowerCase();
  if (!lead) return undefined;
  const guests = (e.Guest?.AllGuests ?? []).filter((g) => g.LastName?.trim());
  const full = (g: (typeof guests)[number]) => [g.Name, g.LastName].filter(Boolean).join(' ').trim().toLowerCase();
  const match = guests.find((g) => full(g) === lead) ?? (guests[0] && lead.endsWith(guests[0].LastName!.trim().toLowerCase()) ? guests[0] : undefined);
  return match?.LastName?.trim();
}

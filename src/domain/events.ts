// Turns a booking of the alternative events body (spec 2.6) into the add-booking shape of spec 2.1.
import type { EventsBooking } from './schemas.js';

/** "+03:00", "UTC+3", "GMT-0530" -> "+03:00"; undefined when not an offset label. */
export function offsetFromLabel(label: string | undefined): string | undefined {
  if (!label) return undefined;
  const m = /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i.exec(label.trim());
  if (!m) return /^(UTC|GMT|Z)$/i.test(label.trim()) ? 'Z' : undefined;
  return `${m[1]}${m[2].padStart(2, '0')}:${m[3] ?? '00'}`;
}

function withOffset(ts: string | undefined, offset: string | undefined): string | undefined {
  if (!ts || !offset) return ts;
  if (/^\d{4}-\d{2}-\d{2}$/.test(ts.trim())) return ts;
  return /(Z|[+-]\d{2}:?\d{2})$/i.test(ts.trim()) ? ts : `${ts.trim()}${offset}`;
}

type Loose = Record<string, unknown>;

export function eventsBookingToBooking(e: EventsBooking): Loose {
  const offset = offsetFromLabel(e.TimeZone);
  const hotel = (e.Hotel ?? {}) as Loose;
  const contact = (hotel.ContactDetails ?? {}) as Loose;
  const guest = (e.Guest ?? {}) as Loose;
  const allGuests = Array.isArray(guest.AllGuests) ? (guest.AllGuests as Loose[]) : undefined;
  const rooms = Array.isArray(guest.RoomStructure) ? (guest.RoomStructure as Loose[]) : undefined;
  const { GuestNames: _names, ...guestRest } = guest;
  return {
    BookingCode: e.BookingCode,
    LineCode: e.LineCode,
    EventType: 'BOOK',
    BookingDate: withOffset(e.BookingDate, offset),
    CheckIn: withOffset(e.CheckIn, offset),
    CheckOut: withOffset(e.CheckOut, offset),
    CancellationDeadLine: withOffset(e.CancellationDeadLine, offset),
    Source: e.Source,
    ChannelId: e.ChannelId,
    BookingAmount: e.Price,
    Currency: e.Currency,
    Refundable: e.Refundable,
    BookingPriority: e.Priority,
    Agency: e.Agency,
    Supplier: e.Supplier,
    Hotel: {
      ...hotel,
      Rating: hotel.Rating ?? e.Rating,
      ContactDetails: hotel.ContactDetails === undefined ? undefined : {
        PhoneNumbers: contact.PhoneNumbers ?? contact.Phone,
        Emails: contact.Emails ?? contact.Email,
      },
    },
    Guest: {
      ...guestRest,
      AllGuests: allGuests?.map((g) => ({
        Title: g.Title,
        Name: [g.Name, g.LastName].filter(Boolean).join(' ') || undefined,
        Age: g.Age,
        Type: g.Type,
        Gender: g.Gender,
        Email: g.Email,
        PhoneNumber: Array.isArray(g.Phones) ? g.Phones[0] : undefined,
      })),
      RoomStructure: rooms?.map(({ GuestNames: _g, ...r }) => r),
    },
    SpecialRequest: e.Remarks?.Special,
  };
}

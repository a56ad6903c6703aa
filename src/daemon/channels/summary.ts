// What a hotel is shown about a booking (e-mail, reply page, http request): the facts it must check, as data and text.
import type { Booking } from '../../domain/schemas.js';

export interface RoomLine {
  roomType?: string;
  boardType?: string;
  adults?: number;
  children?: number;
  infants?: number;
}

export interface BookingSummary {
  bookingId: string;
  hotel: string;
  city?: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  leadName: string;
  guests: string[];
  rooms?: number;
  roomLines: RoomLine[];
  roomType?: string;
  boardType?: string;
  adults?: number;
  children?: number;
  infants?: number;
  specialRequest?: string;
  rate?: string;
  supplierRef?: string;
}

const day = (iso: string) => iso.slice(0, 10);

export function summariseBooking(b: Booking, bookingId: string): BookingSummary {
  const rooms = b.Guest.RoomStructure ?? [];
  const sum = (k: 'Adults' | 'Childs' | 'Infants') => (rooms.length ? rooms.reduce((n, r) => n + (r[k] ?? 0), 0) : undefined);
  const nights = Math.max(1, Math.round((Date.parse(day(b.CheckOut)) - Date.parse(day(b.CheckIn))) / 86_400_000));
  return {
    bookingId,
    hotel: b.Hotel.Name,
    city: [b.Hotel.City, b.Hotel.Country].filter(Boolean).join(', ') || undefined,
    checkIn: day(b.CheckIn),
    checkOut: day(b.CheckOut),
    nights,
    leadName: b.Guest.LeadName,
    guests: (b.Guest.AllGuests ?? []).map((g) => [g.Title, g.Name].filter(Boolean).join(' ') + (g.Type ? ` (${g.Type}${g.Age !== undefined ? `, ${g.Age}` : ''})` : '')).filter((s) => s.trim()),
    rooms: b.Guest.TotalRooms ?? (rooms.length || undefined),
    roomLines: rooms.map((r) => ({ roomType: r.RoomType, boardType: r.BoardType, adults: r.Adults, children: r.Childs, infants: r.Infants })),
    roomType: rooms[0]?.RoomType,
    boardType: rooms[0]?.BoardType,
    adults: b.Guest.Adults ?? sum('Adults'),
    children: b.Guest.Childs ?? sum('Childs'),
    infants: b.Guest.Infants ?? sum('Infants'),
    specialRequest: b.SpecialRequest,
    rate: b.BookingAmount !== undefined ? `${b.BookingAmount.toFixed(2)}${b.Currency ? ` ${b.Currency}` : ''}` : undefined,
    supplierRef: b.Supplier?.ReferenceNo,
  };
}

/** Label and value pairs in the order a reservations desk reads them; absent facts are left out. */
export function summaryRows(s: BookingSummary): [string, string][] {
  const rows: [string, string | undefined][] = [
    ['Booking reference', s.bookingId],
    ['Hotel', s.city ? `${s.hotel}, ${s.city}` : s.hotel],
    ['Check-in', s.checkIn],
    ['Check-out', `${s.checkOut} (${s.nights} night${s.nights === 1 ? '' : 's'})`],
    ['Lead guest', s.leadName],
    ['Guests', s.guests.length ? s.guests.join('; ') : undefined],
    ['Rooms', s.rooms !== undefined ? String(s.rooms) : undefined],
    ...s.roomLines.map((r, i): [string, string] => [`Room ${i + 1}`, roomText(r)]),
    ['Occupancy', occupancy(s)],
    ['Rate', s.rate],
    ['Special request', s.specialRequest],
    ['Supplier reference', s.supplierRef],
  ];
  return rows.filter((r): r is [string, string] => Boolean(r[1]));
}

function roomText(r: RoomLine): string {
  const people = [r.adults !== undefined ? `${r.adults} adult(s)` : '', r.children ? `${r.children} child(ren)` : '', r.infants ? `${r.infants} infant(s)` : ''].filter(Boolean).join(', ');
  return [r.roomType, r.boardType, people].filter(Boolean).join(' · ') || 'as booked';
}

function occupancy(s: BookingSummary): string | undefined {
  const parts = [s.adults !== undefined ? `${s.adults} adult(s)` : '', s.children ? `${s.children} child(ren)` : '', s.infants ? `${s.infants} infant(s)` : ''].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

/** The plain-text body of a request to the hotel. */
export function summaryText(s: BookingSummary): string {
  const width = Math.max(...summaryRows(s).map(([k]) => k.length));
  return summaryRows(s)
    .map(([k, v]) => `  ${(k + ':').padEnd(width + 2)}${v}`)
    .join('\n');
}

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

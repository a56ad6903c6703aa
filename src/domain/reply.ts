// Compares a hotel's reply with the booking, field by field, and decides what it means (PRODUCT sections 3 and 4).
import type { Booking } from './schemas.js';
import type { Discrepancy } from './webhookEvents.js';

/** What a hotel states; every field optional: a hotel confirms what it does not contradict. */
export interface HotelReply {
  hcn?: string;
  noBooking?: boolean;
  checkIn?: string;
  checkOut?: string;
  leadName?: string;
  rooms?: number;
  roomType?: string;
  boardType?: string;
  adults?: number;
  children?: number;
  /** The rate the hotel states, compared only when it states one. */
  amount?: number;
  currency?: string;
  /** Whether the hotel noted the booking's special request. */
  specialRequestNoted?: boolean;
  note?: string;
}

export type ReplyVerdict =
  | { kind: 'NO_BOOKING' }
  | { kind: 'DISCREPANCY'; discrepancies: Discrepancy[] }
  | { kind: 'CONFIRMED'; hcn: string }
  | { kind: 'NO_HCN' };

/** Case, accents, punctuation and the order of given and family names do not matter. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\b(mr|mrs|ms|miss|dr|mx)\b\.?/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .sort()
    .join(' ');
}

export function sameName(a: string, b: string): boolean {
  return normaliseName(a) === normaliseName(b);
}

const day = (iso: string) => iso.slice(0, 10);
const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

function roomsOf(b: Booking) {
  const rooms = b.Guest.RoomStructure ?? [];
  return {
    count: b.Guest.TotalRooms ?? (rooms.length || undefined),
    roomType: rooms[0]?.RoomType,
    boardType: rooms[0]?.BoardType,
    adults: b.Guest.Adults ?? (rooms.length ? rooms.reduce((n, r) => n + (r.Adults ?? 0), 0) : undefined),
    children: b.Guest.Childs ?? (rooms.length ? rooms.reduce((n, r) => n + (r.Childs ?? 0), 0) : undefined),
  };
}

/** Every field the hotel stated that differs from the booking. Dates compare by calendar day. */
export function compareReply(b: Booking, r: HotelReply): Discrepancy[] {
  const out: Discrepancy[] = [];
  const rooms = roomsOf(b);
  const push = (field: string, booked: unknown, hotel: unknown) => out.push({ field, booked: booked ?? null, hotel });
  if (r.checkIn && day(r.checkIn) !== day(b.CheckIn)) push('CheckIn', day(b.CheckIn), day(r.checkIn));
  if (r.checkOut && day(r.checkOut) !== day(b.CheckOut)) push('CheckOut', day(b.CheckOut), day(r.checkOut));
  if (r.leadName && !sameName(r.leadName, b.Guest.LeadName)) push('Guest.LeadName', b.Guest.LeadName, r.leadName);
  if (r.rooms !== undefined && rooms.count !== undefined && r.rooms !== rooms.count) push('Guest.TotalRooms', rooms.count, r.rooms);
  if (r.roomType && rooms.roomType && norm(r.roomType) !== norm(rooms.roomType)) push('RoomType', rooms.roomType, r.roomType);
  if (r.boardType && rooms.boardType && norm(r.boardType) !== norm(rooms.boardType)) push('BoardType', rooms.boardType, r.boardType);
  if (r.adults !== undefined && rooms.adults !== undefined && r.adults !== rooms.adults) push('Guest.Adults', rooms.adults, r.adults);
  if (r.children !== undefined && rooms.children !== undefined && r.children !== rooms.children) push('Guest.Childs', rooms.children, r.children);
  if (r.amount !== undefined && b.BookingAmount !== undefined && Math.abs(r.amount - b.BookingAmount) > 0.005) {
    const sameCurrency = !r.currency || !b.Currency || r.currency.toUpperCase() === b.Currency;
    if (sameCurrency) push('BookingAmount', b.BookingAmount, r.amount);
  }
  if (b.SpecialRequest && r.specialRequestNoted === false) push('SpecialRequest', b.SpecialRequest, 'not noted by the hotel');
  return out;
}

export function judgeReply(b: Booking, r: HotelReply): ReplyVerdict {
  if (r.noBooking) return { kind: 'NO_BOOKING' };
  const discrepancies = compareReply(b, r);
  if (discrepancies.length) return { kind: 'DISCREPANCY', discrepancies };
  const hcn = r.hcn?.trim();
  return hcn ? { kind: 'CONFIRMED', hcn } : { kind: 'NO_HCN' };
}

export function describeDiscrepancies(d: Discrepancy[]): string {
  return d.map((x) => `${x.field}: booked ${JSON.stringify(x.booked)}, hotel ${JSON.stringify(x.hotel)}`).join('; ');
}

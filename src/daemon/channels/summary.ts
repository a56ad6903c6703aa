// What a hotel is shown about a booking (e-mail, reply page, http request): the facts it must check, as data and text,
// in the hotel's language and on its clock, leaving out what the agency does not disclose (HotelView).
import { hotelDay } from '../../domain/hotelTime.js';
import type { Booking } from '../../domain/schemas.js';
import { formatStay, translator, type Language } from '../i18n/index.js';
import { DEFAULT_VIEW, type HotelView } from './hotelView.js';

export interface RoomLine {
  roomType?: string;
  boardType?: string;
  adults?: number;
  children?: number;
  infants?: number;
}

export interface BookingSummary {
  bookingId: string;
  /** The language the hotel reads; labels and dates of summaryRows follow it. */
  language: Language;
  hotel: string;
  city?: string;
  /** Calendar days (YYYY-MM-DD, as stored): the reply form's date fields and the e-mail subject. */
  checkIn: string;
  checkOut: string;
  /** The same on the hotel's clock, in its language ("mié, 10 mar 2027"). */
  checkInText: string;
  checkOutText: string;
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

export function summariseBooking(b: Booking, bookingId: string, view: HotelView = DEFAULT_VIEW): BookingSummary {
  const shown = view.disclosure;
  // The stay as the hotel's days: a 05:00 arrival in Tokyo is on the 10th, though it is the 9th in UTC.
  const day = (iso: string) => hotelDay(iso, view.zone);
  const rooms = b.Guest.RoomStructure ?? [];
  const sum = (k: 'Adults' | 'Childs' | 'Infants') => (rooms.length ? rooms.reduce((n, r) => n + (r[k] ?? 0), 0) : undefined);
  const nights = Math.max(1, Math.round((Date.parse(day(b.CheckOut)) - Date.parse(day(b.CheckIn))) / 86_400_000));
  return {
    bookingId,
    language: view.language,
    hotel: b.Hotel.Name,
    city: [b.Hotel.City, b.Hotel.Country].filter(Boolean).join(', ') || undefined,
    checkIn: day(b.CheckIn),
    checkOut: day(b.CheckOut),
    checkInText: formatStay(view.language, b.CheckIn, view.zone),
    checkOutText: formatStay(view.language, b.CheckOut, view.zone),
    nights,
    leadName: b.Guest.LeadName,
    guests: (shown.guestNames ? (b.Guest.AllGuests ?? []) : []).map((g) => [g.Title, g.Name].filter(Boolean).join(' ') + (g.Type ? ` (${g.Type}${g.Age !== undefined ? `, ${g.Age}` : ''})` : '')).filter((s) => s.trim()),
    rooms: b.Guest.TotalRooms ?? (rooms.length || undefined),
    roomLines: rooms.map((r) => ({ roomType: r.RoomType, boardType: r.BoardType, adults: r.Adults, children: r.Childs, infants: r.Infants })),
    roomType: rooms[0]?.RoomType,
    boardType: rooms[0]?.BoardType,
    adults: b.Guest.Adults ?? sum('Adults'),
    children: b.Guest.Childs ?? sum('Childs'),
    infants: b.Guest.Infants ?? sum('Infants'),
    specialRequest: shown.specialRequest ? b.SpecialRequest : undefined,
    rate: shown.amount && b.BookingAmount !== undefined ? `${b.BookingAmount.toFixed(2)}${b.Currency ? ` ${b.Currency}` : ''}` : undefined,
    supplierRef: shown.supplierReference ? b.Supplier?.ReferenceNo : undefined,
  };
}

/** Label and value pairs in the order a reservations desk reads them, in the hotel's language; absent facts are left out. */
export function summaryRows(s: BookingSummary): [string, string][] {
  const t = translator(s.language);
  const rows: [string, string | undefined][] = [
    [t('label.bookingRef'), s.bookingId],
    [t('label.hotel'), s.city ? `${s.hotel}, ${s.city}` : s.hotel],
    [t('label.checkIn'), s.checkInText],
    [t('label.checkOut'), `${s.checkOutText} (${t('label.nights', { n: s.nights })})`],
    [t('label.leadGuest'), s.leadName],
    [t('label.guests'), s.guests.length ? s.guests.join('; ') : undefined],
    [t('label.rooms'), s.rooms !== undefined ? String(s.rooms) : undefined],
    ...s.roomLines.map((r, i): [string, string] => [t('label.room', { n: i + 1 }), roomText(r, t)]),
    [t('label.occupancy'), occupancy(s, t)],
    [t('label.rate'), s.rate],
    [t('label.specialRequest'), s.specialRequest],
    [t('label.supplierRef'), s.supplierRef],
  ];
  return rows.filter((r): r is [string, string] => Boolean(r[1]));
}

type T = ReturnType<typeof translator>;
const people = (p: { adults?: number; children?: number; infants?: number }, t: T) =>
  [p.adults !== undefined ? t('count.adults', { n: p.adults }) : '', p.children ? t('count.children', { n: p.children }) : '', p.infants ? t('count.infants', { n: p.infants }) : ''].filter(Boolean);

function roomText(r: RoomLine, t: T): string {
  return [r.roomType, r.boardType, people(r, t).join(', ')].filter(Boolean).join(' · ') || t('room.asBooked');
}

function occupancy(s: BookingSummary, t: T): string | undefined {
  const parts = people(s, t);
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

/** The booking's facts as the table of an HTML message. */
export function summaryTable(s: BookingSummary): string {
  const rows = summaryRows(s)
    .map(([k, v]) => `<tr><th align="left" style="padding:6px 12px 6px 0;color:#555;font-weight:600;vertical-align:top">${escapeHtml(k)}</th><td style="padding:6px 0">${escapeHtml(v)}</td></tr>`)
    .join('');
  return `<table style="border-collapse:collapse;font-size:14px">${rows}</table>`;
}

export const mailButton = (url: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;

export const mailHtml = (lang: string, parts: string[]) =>
  `<!doctype html><html lang="${lang}"><body style="font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1f2933;line-height:1.45">\n${parts.join('\n')}\n</body></html>`;

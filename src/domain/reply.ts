// Compares a hotel's reply with the booking, field by field, and decides what it means (PRODUCT sections 3 and 4).
import { z } from 'zod';
import { NO_NUL, normaliseTimestamp, type Booking } from './schemas.js';
import type { Discrepancy } from './webhookEvents.js';
import { DEFAULT_DISCLOSURE, type Disclosure } from './disclosure.js';
import { hotelDay } from './hotelTime.js';
import { boardOfBooked, isPlainBoard, isPlainRoom, roomOfBooked } from './hotelMail/lexicon/index.js';
import { REPLY_FIELD_TEXT } from './replyFields.js';

const text = (max: number) => z.string({ error: 'must be text' }).trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`).refine(...NO_NUL);
const count = z.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 or more').max(1000, 'must be at most 1000');
const yesNo = z.boolean({ error: 'must be true or false' });
const date = z
  .string({ error: 'must be an ISO 8601 date' })
  .max(40, 'must be an ISO 8601 date')
  .transform((s, ctx) => {
    const iso = normaliseTimestamp(s);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: `must be an ISO 8601 date like 2027-03-10 (got "${s.slice(0, 40)}")` });
      return z.NEVER;
    }
    return iso;
  });

/**
 * What a hotel states; every field optional: a hotel confirms what it does not contradict. The one list of a
 * reply's fields: the http channel, POST /hotel/replies, the reply page and `reconfirm hotel reply` read through it.
 */
export const HotelReplySchema = z.object({
  hcn: text(100).optional().meta({ description: REPLY_FIELD_TEXT.hcn }),
  noBooking: yesNo.optional().meta({ description: REPLY_FIELD_TEXT.noBooking }),
  checkIn: date.optional().meta({ description: REPLY_FIELD_TEXT.checkIn }),
  checkOut: date.optional().meta({ description: REPLY_FIELD_TEXT.checkOut }),
  leadName: text(200).optional().meta({ description: REPLY_FIELD_TEXT.leadName }),
  rooms: count.optional().meta({ description: REPLY_FIELD_TEXT.rooms }),
  roomType: text(200).optional().meta({ description: REPLY_FIELD_TEXT.roomType }),
  boardType: text(100).optional().meta({ description: REPLY_FIELD_TEXT.boardType }),
  adults: count.optional().meta({ description: REPLY_FIELD_TEXT.adults }),
  children: count.optional().meta({ description: REPLY_FIELD_TEXT.children }),
  amount: z.number({ error: 'must be a number' }).min(0, 'must be 0 or more').optional().meta({ description: REPLY_FIELD_TEXT.amount }),
  currency: z.string({ error: 'must be text' }).trim().regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code').optional().meta({ description: REPLY_FIELD_TEXT.currency }),
  specialRequestNoted: yesNo.optional().meta({ description: REPLY_FIELD_TEXT.specialRequestNoted }),
  note: z.string({ error: 'must be text' }).max(2000, 'must be at most 2000 characters').refine(...NO_NUL).optional().meta({ description: REPLY_FIELD_TEXT.note }),
});
export type HotelReply = z.infer<typeof HotelReplySchema>;

/**
 * HotelReplySchema.safeParse's data for a reply the mail reader built, without zod's walk (about 2% of the reader's
 * time): the same checks and the same output (the schema's key order, text trimmed, dates as instants); undefined
 * when anything is unusual (a key the schema does not know, a value that fails), and the caller asks safeParse for the
 * verdict and its message. test/mail/reply-fast.test.ts holds it to safeParse.
 */
export function readReplyData(input: Record<string, unknown>): HotelReply | undefined {
  for (const k in input) if (!Object.hasOwn(REPLY_CHECKS, k)) return undefined;
  const out: Record<string, unknown> = {};
  for (const k of REPLY_KEYS) {
    if (!Object.hasOwn(input, k)) continue;
    const v = input[k];
    if (v === undefined) out[k] = undefined;
    else {
      const r = REPLY_CHECKS[k](v);
      if (r === undefined) return undefined;
      out[k] = r;
    }
  }
  return out as HotelReply;
}
const storable = NO_NUL[0] as (s: string) => boolean;
const textOf = (max: number) => (v: unknown) => {
  if (typeof v !== 'string') return undefined;
  const t = v.trim();
  return t.length >= 1 && t.length <= max && storable(t) ? t : undefined;
};
const countOf = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= 1000 ? v : undefined);
const yesNoOf = (v: unknown) => (typeof v === 'boolean' ? v : undefined);
const dateOf = (v: unknown) => (typeof v === 'string' && v.length <= 40 ? normaliseTimestamp(v) : undefined);
const REPLY_CHECKS: Record<string, (v: unknown) => unknown> = {
  hcn: textOf(100),
  noBooking: yesNoOf,
  checkIn: dateOf,
  checkOut: dateOf,
  leadName: textOf(200),
  rooms: countOf,
  roomType: textOf(200),
  boardType: textOf(100),
  adults: countOf,
  children: countOf,
  amount: (v) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined),
  currency: (v) => {
    if (typeof v !== 'string') return undefined;
    const t = v.trim();
    return /^[A-Za-z]{3}$/.test(t) ? t : undefined;
  },
  specialRequestNoted: yesNoOf,
  note: (v) => (typeof v === 'string' && v.length <= 2000 && storable(v) ? v : undefined),
};
const REPLY_KEYS = Object.keys(HotelReplySchema.shape);

/** True when a reply states anything (an inline http answer versus a plain receipt): a note alone, or "we have it", does not. */
export function statesAnything(r: HotelReply): boolean {
  return Object.entries(r).some(([field, v]) => v !== undefined && field !== 'note' && !(field === 'noBooking' && v === false));
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

/**
 * A room type or board differs when both sides map to canonical values that differ ("BB" and "room only"); when both
 * say nothing but the same canonical value ("DBL" and "Doppelzimmer", "HB" and "Half board") it does not; otherwise
 * ("Double Sea View" and "Double Garden View", a word no lexicon knows) the words are compared.
 */
function differs(hotel: string, booked: string, canonical: (s: string) => string | undefined, plain: (s: string) => boolean): boolean {
  const h = canonical(hotel);
  const b = canonical(booked);
  if (h && b && h !== b) return true;
  if (h && b && plain(hotel) && plain(booked)) return false;
  return norm(hotel) !== norm(booked);
}

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

/**
 * What the hotel was shown decides what is compared: a rate it never saw is not checked (Disclosure.amount). Its
 * zone says which day the booked times are on its clock (UTC days without one).
 */
export type Compared = Pick<Disclosure, 'amount' | 'specialRequest'> & { zone?: string };

/** Every field the hotel stated that differs from the booking. Dates compare by calendar day, on the hotel's clock. */
export function compareReply(b: Booking, r: HotelReply, shown: Compared = DEFAULT_DISCLOSURE): Discrepancy[] {
  const out: Discrepancy[] = [];
  const booked = (iso: string) => hotelDay(iso, shown.zone ?? 'Z');
  const rooms = roomsOf(b);
  const push = (field: string, booked: unknown, hotel: unknown) => out.push({ field, booked: booked ?? null, hotel });
  if (r.checkIn && day(r.checkIn) !== booked(b.CheckIn)) push('CheckIn', booked(b.CheckIn), day(r.checkIn));
  if (r.checkOut && day(r.checkOut) !== booked(b.CheckOut)) push('CheckOut', booked(b.CheckOut), day(r.checkOut));
  if (r.leadName && !sameName(r.leadName, b.Guest.LeadName)) push('Guest.LeadName', b.Guest.LeadName, r.leadName);
  if (r.rooms !== undefined && rooms.count !== undefined && r.rooms !== rooms.count) push('Guest.TotalRooms', rooms.count, r.rooms);
  if (r.roomType && rooms.roomType && differs(r.roomType, rooms.roomType, roomOfBooked, isPlainRoom)) push('RoomType', rooms.roomType, r.roomType);
  if (r.boardType && rooms.boardType && differs(r.boardType, rooms.boardType, boardOfBooked, isPlainBoard)) push('BoardType', rooms.boardType, r.boardType);
  if (r.adults !== undefined && rooms.adults !== undefined && r.adults !== rooms.adults) push('Guest.Adults', rooms.adults, r.adults);
  if (r.children !== undefined && rooms.children !== undefined && r.children !== rooms.children) push('Guest.Childs', rooms.children, r.children);
  if (shown.amount && r.amount !== undefined && b.BookingAmount !== undefined && Math.abs(r.amount - b.BookingAmount) > 0.005) {
    const sameCurrency = !r.currency || !b.Currency || r.currency.toUpperCase() === b.Currency;
    if (sameCurrency) push('BookingAmount', b.BookingAmount, r.amount);
  }
  if (shown.specialRequest && b.SpecialRequest && r.specialRequestNoted === false) push('SpecialRequest', b.SpecialRequest, 'not noted by the hotel');
  return out;
}

export function judgeReply(b: Booking, r: HotelReply, shown: Compared = DEFAULT_DISCLOSURE): ReplyVerdict {
  if (r.noBooking) return { kind: 'NO_BOOKING' };
  const discrepancies = compareReply(b, r, shown);
  if (discrepancies.length) return { kind: 'DISCREPANCY', discrepancies };
  const hcn = r.hcn?.trim();
  return hcn ? { kind: 'CONFIRMED', hcn } : { kind: 'NO_HCN' };
}

export function describeDiscrepancies(d: Discrepancy[]): string {
  return d.map((x) => `${x.field}: booked ${JSON.stringify(x.booked)}, hotel ${JSON.stringify(x.hotel)}`).join('; ');
}

// What a hotel's reply says about each booking it answers: a confident HotelReply per booking, or review items.
// Nothing is confirmed on a guess: any doubt about a booking (two numbers, a swappable date, an unclear room type,
// text we cannot read) sends that booking to review and gives it no line.
import { hotelDay } from '../hotelTime.js';
import { HotelReplySchema, normaliseName, type HotelReply } from '../reply.js';
import type { Booking } from '../schemas.js';
import { findDates, fold } from './dates.js';
import {
  ARRIVAL, DEPARTURE, NOT_STAY, findNameStatement, findNumbers, findRoomStatement, maskNonHcn, mentionsRoomType, outOfOfficePhrase, saysConfirmed,
  hedgePhrase, saysNoBooking, saysNotConfirmed, saysNotYet, saysShortNotFound,
} from './extract.js';
import { detectLanguage, numericDateOrder } from './language.js';
import { stripReply } from './strip.js';
import type { ExpectedBooking, Language, MailReading, ParsedMail, ReadLine, ReviewItem } from './types.js';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const roomNorm = (s: string) => fold(s).replace(/\b(room|habitacion|chambre|zimmer|camera|quarto|a|an|une?|ein)\b/g, ' ').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
const words = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

interface Context {
  language?: Language;
  multi: boolean;
  /** BookingIds, BookingCodes and agency/supplier references of every expected booking: never an HCN. */
  ours: string[];
}

/** Where each booking is mentioned: its BookingId (any case, "#" written as space, "/", "-", "_"), its BookingCode. */
function mentionPatterns(expected: ExpectedBooking[]): { bookingId: string; re: RegExp; byName?: boolean }[] {
  const out: { bookingId: string; re: RegExp; byName?: boolean }[] = [];
  const codes = expected.map((e) => e.booking.BookingCode.toLowerCase());
  for (const e of expected) {
    const id = escape(e.bookingId).replace(/#/g, '[\\s#/_-]*(?:line\\s*)?');
    out.push({ bookingId: e.bookingId, re: new RegExp(`(?<![\\p{L}\\p{N}])${id}(?![\\p{L}\\p{N}])`, 'giu') });
    const code = e.booking.BookingCode.toLowerCase();
    if (e.bookingId.includes('#') && codes.filter((c) => c === code).length === 1) out.push({ bookingId: e.bookingId, re: new RegExp(`(?<![\\p{L}\\p{N}])${escape(code)}(?![\\p{L}\\p{N}]|[#/_-]\\w)`, 'giu') });
  }
  // The lead guest's family name, when no other expected booking shares it: the fallback for "Smith: 4411".
  const surnames = expected.map((e) => fold(e.booking.Guest.LeadName).trim().split(/\s+/).pop() ?? '');
  expected.forEach((e, i) => {
    const s = surnames[i];
    if (s.length >= 3 && surnames.filter((x) => x === s).length === 1) out.push({ bookingId: e.bookingId, re: new RegExp(`(?<![\\p{L}])${escape(s)}(?![\\p{L}])`, 'giu'), byName: true });
  });
  return out;
}

/** The text about each booking: from a mention to the next mention or the end of the paragraph. */
function segment(text: string, expected: ExpectedBooking[]): Map<string, string> {
  const folded = fold(text);
  const patterns = mentionPatterns(expected);
  const byId = new Map<string, boolean>();
  const hits: { index: number; end: number; bookingId: string }[] = [];
  for (const [pass, list] of [patterns.filter((p) => !p.byName), patterns].entries()) {
    for (const p of list) {
      // Names only for bookings no id mentioned.
      if (pass === 1 && (!p.byName || byId.get(p.bookingId))) continue;
      for (const m of folded.matchAll(p.re)) {
        const h = { index: m.index!, end: m.index! + m[0].length, bookingId: p.bookingId };
        if (hits.some((x) => h.index < x.end && h.end > x.index)) continue;
        hits.push(h);
        if (pass === 0) byId.set(p.bookingId, true);
      }
    }
  }
  hits.sort((a, b) => a.index - b.index);
  const out = new Map<string, string>();
  hits.forEach((h, i) => {
    const next = hits[i + 1]?.index ?? text.length;
    let seg = text.slice(h.end, next);
    const para = seg.search(/\n\s*\n/);
    if (para >= 0) seg = seg.slice(0, para);
    out.set(h.bookingId, [out.get(h.bookingId), seg.replace(/^[\s:=|,;.)\]>–-]+/, '').trim()].filter(Boolean).join('\n'));
  });
  return out;
}

function bookedRoomType(b: Booking): string | undefined {
  return b.Guest.RoomStructure?.[0]?.RoomType;
}

/** The stay dates the text states, or why it cannot say. */
function readStay(text: string, b: Booking, zone: string, ctx: Context, review: ReviewItem[], bookingId: string): Pick<HotelReply, 'checkIn' | 'checkOut'> {
  const folded = fold(text);
  const dates = findDates(text, numericDateOrder(ctx.language, b.Hotel.CountryCode), b.CheckIn);
  const ins: string[] = [];
  const outs: string[] = [];
  const unplaced: string[] = [];
  for (const d of dates) {
    let lineStart = folded.lastIndexOf('\n', d.index) + 1;
    // A date that opens a wrapped line ("la salida es el\n16/03/2027") belongs to the words before the break.
    if (!folded.slice(lineStart, d.index).trim() && lineStart > 0 && folded[lineStart - 2] !== '\n') lineStart = folded.lastIndexOf('\n', lineStart - 2) + 1;
    const before = folded.slice(Math.max(lineStart, d.index - 40), d.index);
    if (NOT_STAY.test(before)) continue;
    if (d.readings.length > 1) {
      review.push({ bookingId, why: `the date "${d.text}" can be read day/month or month/day`, candidates: d.readings });
      continue;
    }
    const last = (re: RegExp) => Math.max(-1, ...[...before.matchAll(new RegExp(re.source, 'g'))].map((m) => m.index!));
    const a = last(ARRIVAL);
    const o = last(DEPARTURE);
    (a > o ? ins : o > a ? outs : unplaced).push(d.readings[0]);
  }
  const bookedIn = hotelDay(b.CheckIn, zone);
  const bookedOut = hotelDay(b.CheckOut, zone);
  if (!ins.length && !outs.length && unplaced.length === 2 && unplaced[0] < unplaced[1]) {
    ins.push(unplaced[0]);
    outs.push(unplaced[1]);
    unplaced.length = 0;
  }
  const strange = unplaced.filter((d) => d !== bookedIn && d !== bookedOut);
  if (strange.length) review.push({ bookingId, why: 'a date that is neither the booked check-in nor check-out, and not said to be either', candidates: strange });
  const one = (list: string[], what: string) => {
    const distinct = [...new Set(list)];
    if (distinct.length > 1) review.push({ bookingId, why: `more than one ${what} date`, candidates: distinct });
    return distinct.length === 1 ? distinct[0] : undefined;
  };
  const checkIn = one(ins, 'check-in');
  const checkOut = one(outs, 'check-out');
  if ((checkIn ?? bookedIn) >= (checkOut ?? bookedOut)) {
    review.push({ bookingId, why: 'the stated dates do not make a stay', candidates: [checkIn, checkOut].filter((x): x is string => Boolean(x)) });
    return {};
  }
  const iso = (d: string) => `${d}T00:00:00.000Z`;
  return {
    ...(checkIn && checkIn !== bookedIn ? { checkIn: iso(checkIn) } : {}),
    ...(checkOut && checkOut !== bookedOut ? { checkOut: iso(checkOut) } : {}),
  };
}

function readRoomAndName(text: string, b: Booking, review: ReviewItem[], bookingId: string): Pick<HotelReply, 'roomType' | 'leadName'> {
  const out: Pick<HotelReply, 'roomType' | 'leadName'> = {};
  const booked = bookedRoomType(b);
  const room = findRoomStatement(text);
  const same = (x: string, y: string) => roomNorm(x) === roomNorm(y) || roomNorm(x).includes(roomNorm(y)) || roomNorm(y).includes(roomNorm(x));
  if (room) {
    if (room.not && booked && !same(room.not, booked)) review.push({ bookingId, why: `the hotel says the room is not "${room.not}", which is not the booked type`, candidates: [room.roomType, room.not] });
    else if (!booked || !same(room.roomType, booked)) out.roomType = room.roomType;
  } else if (mentionsRoomType(fold(text))) {
    const word = /\b(single|double|twin|triple|quad|suite|doble|individual|matrimonio|simple|doppelzimmer|einzelzimmer|zweibettzimmer|doppia|singola|matrimoniale|tripla|duplo|casal|solteiro|triplo)\b/.exec(fold(text))![1];
    if (!booked || !roomNorm(booked).includes(word)) review.push({ bookingId, why: 'the reply mentions a room type we cannot read with confidence', candidates: [word] });
  }
  const name = findNameStatement(text);
  if (name) {
    const stated = normaliseName(name).split(' ');
    const have = new Set(normaliseName(b.Guest.LeadName).split(' '));
    if (!stated.every((t) => have.has(t))) out.leadName = name;
  }
  return out;
}

/** One booking's text: a confident reply, or review items (then no line). */
function readSegment(text: string, e: ExpectedBooking, ctx: Context): { line?: ReadLine; review: ReviewItem[] } {
  const { bookingId, booking: b } = e;
  const review: ReviewItem[] = [];
  const folded = fold(text);
  const dates = findDates(text, numericDateOrder(ctx.language, b.Hotel.CountryCode), b.CheckIn);
  const nums = findNumbers(text, maskNonHcn(text, dates, ctx.ours));
  const noBooking = saysNoBooking(folded) || (ctx.multi && words(text) <= 8 && saysShortNotFound(folded));
  const notConfirmed = saysNotConfirmed(folded);
  const confirmed = saysConfirmed(folded);
  const reply: HotelReply = {};

  if (nums.labelled.length === 1) reply.hcn = nums.labelled[0];
  else if (nums.labelled.length > 1) review.push({ bookingId, why: 'more than one candidate confirmation number', candidates: nums.labelled });
  else if (nums.bare.length && !noBooking) {
    // Without a label only the one number of a very short answer: "Confirmed, 4411" or a digest line "BK-1: 4411".
    // A digest line may run on into the paragraph ("BK-1 (Sr. Carvalho): confirmada - 4410.\nAs restantes..."): its own
    // line is what counts when the number is on it.
    const first = text.split('\n')[0];
    const short = ctx.multi ? words(text) <= 6 || (words(first) <= 6 && first.includes(nums.bare[0])) : confirmed && words(text) <= 15;
    if (nums.bare.length === 1 && short && !notConfirmed) reply.hcn = nums.bare[0];
    else review.push({ bookingId, why: nums.bare.length > 1 ? 'numbers without a confirmation label' : 'a number without a confirmation label', candidates: nums.bare });
  }
  if (noBooking) {
    if (reply.hcn || confirmed) review.push({ bookingId, why: 'says there is no such booking but also confirms', candidates: reply.hcn ? [reply.hcn] : [] });
    else if (saysNotYet(folded)) review.push({ bookingId, why: 'says it cannot find the booking yet', candidates: [] });
    else reply.noBooking = true;
  } else {
    Object.assign(reply, readStay(text, b, e.zone ?? 'Z', ctx, review, bookingId), readRoomAndName(text, b, review, bookingId));
    if (notConfirmed && reply.hcn) review.push({ bookingId, why: 'gives a number but says it is not confirmed', candidates: [reply.hcn] });
  }
  // In a digest the booking's own line speaks for it; the paragraph it runs into may be about the others.
  const hedge = hedgePhrase(ctx.multi ? fold(text.split('\n')[0]) : folded);
  if (hedge && !review.length && (reply.hcn || reply.noBooking)) {
    review.push({ bookingId, why: `the answer is not certain ("${hedge}")`, candidates: [...(reply.hcn ? [reply.hcn] : []), ...nums.bare.filter((n) => n !== reply.hcn)] });
  }
  if (review.length) return { review };
  const stated = Object.values(reply).some((v) => v !== undefined);
  if (!stated && !(confirmed && !notConfirmed)) return { review: [{ bookingId, why: 'we cannot read what the reply says about this booking', candidates: text.trim() ? [text.trim().slice(0, 500)] : [] }] };
  const parsed = HotelReplySchema.safeParse({ ...reply, note: text.trim().slice(0, 2000) || undefined });
  if (!parsed.success) return { review: [{ bookingId, why: `what we read is not a valid reply: ${parsed.error.issues[0]?.message}`, candidates: [text.trim().slice(0, 500)] }] };
  return { line: { bookingId, reply: parsed.data }, review: [] };
}

/**
 * Read a parsed hotel e-mail against the bookings it answers (one for a request, several for a digest). An
 * auto-reply or bounce is returned as such; an answer holds one confident line per booking it answers and review
 * items for everything else. The caller applies lines like reply-page answers and escalates review items.
 */
export function readHotelMail(mail: ParsedMail, expected: ExpectedBooking[]): MailReading {
  if (mail.kind === 'auto-reply') return { kind: 'auto-reply', reason: mail.autoReplyReason ?? 'automatic reply' };
  if (mail.kind === 'bounce' && mail.bounce) {
    return { kind: 'bounce', failedRecipients: mail.bounce.failedRecipients, cause: mail.bounce.cause, originalMessageId: mail.bounce.originalMessageId };
  }
  const stripped = stripReply(mail.text);
  const language = detectLanguage(stripped);
  if (!stripped) return { kind: 'answer', stripped, language, lines: [], review: [{ why: 'the reply has no text of its own', candidates: [] }] };
  // An out-of-office typed as a reply: a short text with an absence phrase that neither confirms nor denies a booking.
  const ooo = outOfOfficePhrase(fold(stripped));
  const labelled = () => findNumbers(stripped, maskNonHcn(stripped, findDates(stripped, 'unknown', expected[0]?.booking.CheckIn ?? ''), [])).labelled.length > 0;
  if (ooo && words(stripped) <= 120 && !saysConfirmed(fold(stripped)) && !saysNoBooking(fold(stripped)) && !labelled()) return { kind: 'auto-reply', reason: `out-of-office text: "${ooo}"` };
  if (!expected.length) return { kind: 'answer', stripped, language, lines: [], review: [{ why: 'no booking to read the reply against', candidates: [stripped.slice(0, 500)] }] };
  const ours = expected.flatMap((e) => [e.bookingId, e.booking.BookingCode, e.booking.Agency?.ReferenceNo, e.booking.Supplier?.ReferenceNo]).filter((x): x is string => Boolean(x));
  const ctx: Context = { language, multi: expected.length > 1, ours };
  const lines: ReadLine[] = [];
  const review: ReviewItem[] = [];
  const take = (r: { line?: ReadLine; review: ReviewItem[] }) => {
    if (r.line) lines.push(r.line);
    review.push(...r.review);
  };
  if (expected.length === 1) {
    take(readSegment(stripped, expected[0], ctx));
    return { kind: 'answer', stripped, language, lines, review };
  }
  const segments = segment(stripped, expected);
  if (!segments.size) {
    // A digest answered as a whole: "all confirmed" holds for every booking; anything more needs a person.
    for (const e of expected) take(readSegment(stripped, e, { ...ctx, multi: false }));
    if (lines.some((l) => l.reply.hcn || l.reply.checkIn || l.reply.checkOut || l.reply.roomType || l.reply.leadName)) {
      return { kind: 'answer', stripped, language, lines: [], review: [{ why: 'the reply answers several bookings without saying which is which', candidates: [stripped.slice(0, 500)] }] };
    }
    return { kind: 'answer', stripped, language, lines, review };
  }
  for (const e of expected) {
    const seg = segments.get(e.bookingId);
    if (seg !== undefined) take(readSegment(seg, e, ctx));
    else review.push({ bookingId: e.bookingId, why: 'the reply does not mention this booking', candidates: [] });
  }
  return { kind: 'answer', stripped, language, lines, review };
}

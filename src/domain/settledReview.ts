// A hotel e-mail an operator settled after review, as a corpus entry (issue 25, "learn from the operators"): the booking
// as the hotel was shown it, and the operator's decision as the outcome line a reader should have given. The format is
// the test corpus's (test/mail/corpus.ts, judged by outcome: test/mail/outcome.ts), so bench/replyCorpus.ts reads it.
import type { Disclosure } from './disclosure.js';
import { hotelDay } from './hotelTime.js';
import { judgeReply, type HotelReply, type ReplyVerdict } from './reply.js';
import type { Booking } from './schemas.js';
import type { Discrepancy } from './webhookEvents.js';

/** What the operator decided about the booking the e-mail was about. */
export type SettledDecision =
  | { kind: 'answer'; reply: HotelReply; verdict: ReplyVerdict['kind']; acceptedDiscrepancies: Discrepancy[] }
  | { kind: 'cancelled_at_hotel' };

/** The outcome a corpus manifest expects (test/mail/corpus.ts Expected, kind 'answer'). */
export interface ExpectedAnswer {
  kind: 'answer';
  lines: ({ bookingId: string } & HotelReply)[];
  review: { bookingId: string | null; candidates: string[] }[];
}

/**
 * The booking the way the hotel saw it: its days on its clock, the rate and special request only when shown, and of the
 * guests only names and counts (no contact details: a corpus needs none).
 */
export function shownBooking(b: Booking, zone: string, shown: Pick<Disclosure, 'amount' | 'specialRequest'>): Booking {
  const { Guest: g } = b;
  const guest: Booking['Guest'] = {
    LeadName: g.LeadName,
    ...(g.TotalRooms !== undefined ? { TotalRooms: g.TotalRooms } : {}),
    ...(g.Adults !== undefined ? { Adults: g.Adults } : {}),
    ...(g.Childs !== undefined ? { Childs: g.Childs } : {}),
    ...(g.Infants !== undefined ? { Infants: g.Infants } : {}),
    ...(g.AllGuests ? { AllGuests: g.AllGuests.map((x) => ({ ...(x.Name ? { Name: x.Name } : {}), ...(x.Type ? { Type: x.Type } : {}), ...(x.Age !== undefined ? { Age: x.Age } : {}) })) } : {}),
    ...(g.RoomStructure ? { RoomStructure: g.RoomStructure } : {}),
  };
  return {
    BookingCode: b.BookingCode,
    ...(b.LineCode ? { LineCode: b.LineCode } : {}),
    CheckIn: hotelDay(b.CheckIn, zone),
    CheckOut: hotelDay(b.CheckOut, zone),
    Hotel: b.Hotel,
    Guest: guest,
    ...(shown.amount && b.BookingAmount !== undefined ? { BookingAmount: b.BookingAmount, ...(b.Currency ? { Currency: b.Currency } : {}) } : {}),
    ...(shown.specialRequest && b.SpecialRequest ? { SpecialRequest: b.SpecialRequest } : {}),
  } as Booking;
}

const review = (bookingId: string): ExpectedAnswer => ({ kind: 'answer', lines: [], review: [{ bookingId, candidates: [] }] });

/**
 * The outcome line of the operator's decision: the HCN, the values the hotel stated, or noBooking. What a reader could
 * not have decided alone is review: a cancellation, an accepted difference (the operator chose to keep the booked
 * values), and a line the corpus's judge would not give the operator's verdict for (a rate compared only by the
 * operator, say).
 */
export function expectedOutcome(bookingId: string, shown: Booking, d: SettledDecision): ExpectedAnswer {
  if (d.kind !== 'answer' || d.acceptedDiscrepancies.length) return review(bookingId);
  const { note: _note, ...stated } = d.reply;
  // The corpus writes the hotel's days as days ("2027-03-11"), as a reply compares them.
  const line = { ...stated, ...(stated.checkIn ? { checkIn: stated.checkIn.slice(0, 10) } : {}), ...(stated.checkOut ? { checkOut: stated.checkOut.slice(0, 10) } : {}) };
  if (judgeReply(shown, line).kind !== d.verdict) return review(bookingId);
  return { kind: 'answer', lines: [{ bookingId, ...line }], review: [] };
}

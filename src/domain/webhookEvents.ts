// The two webhook payloads of spec section 6 (PRODUCT section 5), as zod schemas receivers can validate against.
import { z } from 'zod';
import type { Booking } from './schemas.js';
import { composeBookingId } from './bookingId.js';
import { toAlpha3 } from './codes.js';
import { placeZone, zoneLabel } from './hotelTime.js';
import { dateAsUtcMidnight } from './time.js';

export const WEBHOOK_EVENT_TYPES = ['booking.confirmed', 'booking.escalated'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const ESCALATION_REASONS = [
  'NO_HOTEL_RESPONSE',
  'DATA_DISCREPANCY',
  'HOTEL_REPORTS_NO_BOOKING',
  'ARRIVAL_IMMINENT',
  'CANCELLATION_DEADLINE',
  /** A hotel's e-mail answer could not be read with confidence: an operator settles it (`reconfirm hotel reply`). */
  'REPLY_NEEDS_REVIEW',
] as const;
export type EscalationReason = (typeof ESCALATION_REASONS)[number];
export type Severity = 'low' | 'medium' | 'high' | 'critical';

const HotelSummarySchema = z.object({
  Name: z.string(),
  City: z.string().nullable(),
  CountryCode: z.string().nullable().meta({ description: 'ISO 3166-1 alpha-3, as in BookingDetails (spec 2.7)', example: 'ESP' }),
});

export const DiscrepancySchema = z.object({
  field: z.string().meta({ description: 'Booking field that differs, e.g. CheckIn or Guest.LeadName' }),
  booked: z.unknown().meta({ description: 'The value in the booking' }),
  hotel: z.unknown().meta({ description: 'The value the hotel stated' }),
});
export type Discrepancy = z.infer<typeof DiscrepancySchema>;

const commonData = {
  BookingId: z.string(),
  BookingCode: z.string(),
  LineCode: z.string().nullable(),
  Hotel: HotelSummarySchema,
  CheckIn: z.string(),
  CheckOut: z.string(),
  LeadName: z.string(),
  HotelTimeZone: z.string().nullable().meta({
    description: "Extension: the hotel's zone (the booking's TimeZone, else the zone at its coordinates, else its country's one zone) in which a CheckIn or CheckOut sent as a date starts; null when the service's configured default zone applies",
    example: 'Asia/Tokyo',
  }),
};

export const BookingConfirmedEventSchema = z
  .object({
    type: z.literal('booking.confirmed'),
    timestamp: z.string(),
    data: z.object({ ...commonData, HCN: z.string(), confirmedAt: z.string(), ReconfirmationStatus: z.literal('CONFIRMED') }),
  })
  .meta({ id: 'BookingConfirmedEvent', description: 'HCN sync: sent once a hotel confirmed the booking with its confirmation number.' });

/** In an escalation, the hotel with its ContactDetails (spec 2.2's names): the alert tells a person to contact it. */
const EscalatedHotelSchema = HotelSummarySchema.extend({
  ContactDetails: z.object({ Emails: z.array(z.string()), PhoneNumbers: z.array(z.string()) }).meta({ description: "The hotel's e-mail addresses and phone numbers as booked" }),
});

export const BookingEscalatedEventSchema = z
  .object({
    type: z.literal('booking.escalated'),
    timestamp: z.string(),
    data: z.object({
      ...commonData,
      Hotel: EscalatedHotelSchema,
      reason: z.enum(ESCALATION_REASONS),
      severity: z.enum(['low', 'medium', 'high', 'critical']),
      message: z.string(),
      discrepancies: z.array(DiscrepancySchema),
      attempts: z.number().int(),
      escalatedAt: z.string(),
      ReconfirmationStatus: z.literal('ESCALATED'),
    }),
  })
  .meta({ id: 'BookingEscalatedEvent', description: 'Escalation alert: the operations team must step in.' });

export const WebhookEventSchema = z.discriminatedUnion('type', [BookingConfirmedEventSchema, BookingEscalatedEventSchema]);
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

function common(b: Booking) {
  return {
    BookingId: composeBookingId(b.BookingCode, b.LineCode),
    BookingCode: b.BookingCode,
    LineCode: b.LineCode ?? null,
    // The three-letter form of BookingDetails: a receiver sees one spelling of a country everywhere.
    Hotel: { Name: b.Hotel.Name, City: b.Hotel.City ?? null, CountryCode: toAlpha3(b.Hotel.CountryCode ?? b.Hotel.Country) },
    CheckIn: dateAsUtcMidnight(b.CheckIn),
    CheckOut: dateAsUtcMidnight(b.CheckOut),
    LeadName: b.Guest.LeadName,
    HotelTimeZone: b.TimeZone ? zoneLabel(b.TimeZone) : (placeZone(b.Hotel)?.zone ?? null),
  };
}

export function confirmedEvent(b: Booking, hcn: string, at: string): WebhookEvent {
  return { type: 'booking.confirmed', timestamp: at, data: { ...common(b), HCN: hcn, confirmedAt: at, ReconfirmationStatus: 'CONFIRMED' } };
}

export function escalatedEvent(
  b: Booking,
  e: { reason: EscalationReason; severity: Severity; message: string; discrepancies?: Discrepancy[]; attempts: number },
  at: string,
): WebhookEvent {
  return {
    type: 'booking.escalated',
    timestamp: at,
    data: {
      ...common(b),
      Hotel: { ...common(b).Hotel, ContactDetails: { Emails: b.Hotel.ContactDetails?.Emails ?? [], PhoneNumbers: b.Hotel.ContactDetails?.PhoneNumbers ?? [] } },
      reason: e.reason,
      severity: e.severity,
      message: e.message,
      discrepancies: e.discrepancies ?? [],
      attempts: e.attempts,
      escalatedAt: at,
      ReconfirmationStatus: 'ESCALATED',
    },
  };
}

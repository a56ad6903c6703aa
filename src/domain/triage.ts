// The operators' queue (extension): escalated bookings most urgent first, and the actions an agent takes on one.
// Schemas are the single source: they validate POST /bookings/{id}/actions and document both in /openapi.json.
import { z } from 'zod';
import { unknownFields } from './fieldPaths.js';
import { HotelReplySchema } from './reply.js';
import { envelope, HistoryEntrySchema, HotelTimeSchema, NO_NUL, UpdateBodySchema } from './schemas.js';
import { DiscrepancySchema } from './webhookEvents.js';

const nstr = z.string().nullable();

/** Who did it: an operator's name, recorded in the booking history (the CLI sends `--as`, else the OS user). */
export const ActorSchema = z.string().trim().min(1, 'is required: who takes the action').max(100, 'must be at most 100 characters').refine(...NO_NUL);

const note = z.string().trim().max(2000, 'must be at most 2000 characters').refine(...NO_NUL);

/**
 * A correction names only fields the booking has: the update schema would drop "Checkin" without a word and the
 * operator read "no field changed". Each unknown one is refused with the field it is closest to.
 */
const knownFieldsOnly = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value, ctx) => {
    for (const u of unknownFields(schema, value)) {
      ctx.issues.push({
        code: 'custom',
        input: value,
        path: u.path.split(/\.|(?=\[)/).map((p) => (p.startsWith('[') ? Number(p.slice(1, -1)) : p)),
        message: u.suggestion ? `is not a booking field; did you mean ${u.suggestion}?` : 'is not a booking field',
      });
    }
    return value;
  }, schema);

/** Said on purpose: a reply with an HCN confirms over an open data discrepancy only with this (the booked values stand). */
const acceptDiscrepancy = z
  .boolean()
  .optional()
  .meta({ description: 'Confirm with the HCN although the booking has an open data discrepancy: the booked values stand, and the history records who accepted which difference. Without it such an answer is refused (409 DISCREPANCY_OPEN)' });

export const OperatorActionSchema = z
  .discriminatedUnion('action', [
    z.object({
      action: z.literal('record_answer'),
      actor: ActorSchema,
      hcn: z.string().trim().min(1, 'is required: the confirmation number the hotel gave').max(100).refine(...NO_NUL),
      note: note.optional(),
      acceptDiscrepancy,
    }).meta({ description: "Record the hotel's answer (its HCN) as an operator got it; a matching answer confirms the booking. The same as hotel_reply with only an HCN" }),
    z.object({
      action: z.literal('hotel_reply'),
      actor: ActorSchema,
      ...HotelReplySchema.shape,
      acceptDiscrepancy,
    }).meta({ description: "Record what the hotel answered (reconfirm hotel reply): its HCN, the values it states where they differ, or noBooking. Compared with the booking like any reply: a difference escalates with DATA_DISCREPANCY" }),
    z.object({ action: z.literal('cancelled_at_hotel'), actor: ActorSchema, note: note.optional() }).meta({
      description: 'The booking was cancelled directly with the hotel (a CONFIRMED one too): no more hotel contacts, no webhook',
    }),
    z.object({
      action: z.literal('contact_again'),
      actor: ActorSchema,
      channel: z.string().trim().min(1).max(40).optional().meta({ description: 'Another channel (simulator, email, webform, http, manual) for this and later contacts; absent: as configured' }),
      note: note.optional(),
    }).meta({ description: 'Re-open the booking and contact the hotel again now' }),
    z.object({
      action: z.literal('patch'),
      actor: ActorSchema,
      changes: knownFieldsOnly(UpdateBodySchema).meta({ description: 'The same partial body as PATCH /updateBooking/{BookingId}; a field the booking does not have is refused, naming the one meant' }),
      note: note.optional(),
    }),
    z.object({ action: z.literal('cancel'), actor: ActorSchema, note: note.optional() }),
    z.object({
      action: z.literal('snooze'),
      actor: ActorSchema,
      hours: z.number().positive('must be more than 0').max(24 * 30, 'must be at most 720 (30 days)'),
      note: note.min(1, 'is required: why it waits').meta({ description: 'Why it waits' }),
    }).meta({ description: 'Take the booking out of the queue for this many hours; it comes back by itself' }),
    z.object({ action: z.literal('note'), actor: ActorSchema, note: note.min(1, 'is required and must not be empty') }),
  ])
  .meta({ id: 'OperatorAction' });
export type OperatorAction = z.infer<typeof OperatorActionSchema>;
export type OperatorActionName = OperatorAction['action'];

export const SEVERITY_ORDER = ['critical', 'high', 'medium', 'low'] as const;

export const EscalationItemSchema = z
  .object({
    BookingId: z.string(),
    ReconfirmationStatus: z.string(),
    CheckIn: z.string().meta({ description: 'Check-in as BookingDetails writes it (a calendar date as its midnight UTC); hotelTime has it on the hotel clock' }),
    CheckOut: z.string(),
    BookingPriority: z.number().int(),
    LeadName: z.string(),
    Hotel: z.object({
      Name: z.string(),
      City: nstr,
      Country: nstr,
      Phones: z.array(z.string()),
      Emails: z.array(z.string()),
    }),
    severity: z.string().meta({ description: 'The highest severity of its reasons' }),
    reasons: z.array(
      z.object({ reason: z.string(), severity: z.string(), message: z.string(), raisedAt: z.string(), discrepancies: z.array(DiscrepancySchema) }),
    ),
    lastHotelAnswer: z
      .object({ receivedAt: z.string(), source: z.string(), hcn: nstr, noBooking: z.boolean(), outcome: z.string(), values: z.record(z.string(), z.unknown()).nullable() })
      .nullable(),
    lastHotelMail: z
      .object({
        message: z.number().int().nullable().meta({ description: 'Its number in the inbox (reconfirm inbox show)' }),
        from: nstr,
        subject: nstr,
        receivedAt: nstr,
        text: nstr.meta({ description: "The e-mail's own text, quoted history and signature stripped" }),
        read: z.record(z.string(), z.unknown()).nullable().meta({ description: 'What was read from it for this booking (HCN, dates ...); null when nothing was read with confidence' }),
        doubts: z.array(z.string()).meta({ description: 'Why it needs review, when it does' }),
        kind: z.string().meta({ description: 'answer or auto-reply' }),
        senderUnknown: z.boolean().meta({ description: "The sender is not among the hotel's e-mail addresses" }),
      })
      .nullable()
      .meta({ description: "The hotel's latest e-mail about this booking, also when it could not be read with confidence (REPLY_NEEDS_REVIEW)" }),
    contactAttempts: z.number().int(),
    snoozedUntil: nstr.meta({ description: 'Out of the queue until then (with includeSnoozed=true only)' }),
    hotelTime: HotelTimeSchema.optional(),
  })
  .meta({ id: 'Escalation' });
export type EscalationItem = z.infer<typeof EscalationItemSchema>;

export const EscalationQuerySchema = z.object({
  includeSnoozed: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .meta({ description: 'Also list bookings snoozed for later' }),
  limit: z.coerce.number().int().min(1).max(1000).default(100).meta({ description: 'Bookings on this page (1-1000, default 100); `total` says how many wait' }),
  offset: z.coerce.number().int().min(0).default(0).meta({ description: 'How many of the most urgent to skip (paging)' }),
});

export const EscalationListResponseSchema = envelope(
  z.object({
    escalations: z.array(EscalationItemSchema).meta({ description: 'Nearest check-in first, then highest severity: this page of them' }),
    total: z.number().int().meta({ description: 'Every booking waiting (with includeSnoozed, the snoozed ones too), not only this page' }),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
  'EscalationListResponse',
);

export const OperatorActionResultSchema = z
  .object({
    BookingId: z.string(),
    action: z.string(),
    ReconfirmationStatus: z.string(),
    previousStatus: z.string().meta({ description: 'The status before the action' }),
    snoozedUntil: nstr,
    message: z.string(),
    verdict: z
      .object({ kind: z.string(), hcn: z.string().optional(), discrepancies: z.array(DiscrepancySchema).optional() })
      .optional()
      .meta({ description: "record_answer and hotel_reply: what the hotel's answer meant (CONFIRMED, DISCREPANCY, NO_BOOKING or NO_HCN)" }),
    acceptedDiscrepancies: z.array(DiscrepancySchema).optional().meta({ description: 'The open discrepancy an answer was accepted over (acceptDiscrepancy)' }),
    history: z.array(HistoryEntrySchema).meta({ description: 'The history entries this action wrote' }),
  })
  .meta({ id: 'OperatorActionResult' });
export type OperatorActionResult = z.infer<typeof OperatorActionResultSchema>;
export const OperatorActionResponseSchema = envelope(OperatorActionResultSchema, 'OperatorActionResponse');

const rank = (severity: string) => {
  const i = (SEVERITY_ORDER as readonly string[]).indexOf(severity);
  return i === -1 ? SEVERITY_ORDER.length : i;
};

/** The highest of these severities. */
export const highestSeverity = (severities: string[]) => severities.slice().sort((a, b) => rank(a) - rank(b))[0] ?? 'low';

/** Most urgent first: the nearest check-in (a real instant), then the highest severity, then higher BookingPriority. */
export function byUrgency(a: Pick<EscalationItem, 'CheckIn' | 'severity' | 'BookingPriority' | 'BookingId'>, b: typeof a): number {
  return Date.parse(a.CheckIn) - Date.parse(b.CheckIn) || rank(a.severity) - rank(b.severity) || b.BookingPriority - a.BookingPriority || a.BookingId.localeCompare(b.BookingId);
}

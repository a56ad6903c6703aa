// The zod schemas of spec section 2: the single source for request validation, types and /openapi.json.
import { z } from 'zod';
import { isCurrency, toAlpha2 } from './codes.js';

// ---- building blocks --------------------------------------------------------------------------

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

const timestampCache = new Map<string, string | undefined>();

/** Date-only and offset timestamps become UTC with milliseconds; a time without offset is read as UTC. */
export function normaliseTimestamp(value: string): string | undefined {
  // Bookings repeat the same few dates (check-ins at midnight, one BookingDate per export): remember them.
  let out = timestampCache.get(value);
  if (out !== undefined || timestampCache.has(value)) return out;
  out = parseTimestamp(value);
  if (timestampCache.size >= 10_000) timestampCache.clear();
  timestampCache.set(value, out);
  return out;
}

function parseTimestamp(value: string): string | undefined {
  const m = ISO.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', sec = '0', frac = '', zone] = m;
  const year = Number(y);
  const month = Number(mo) - 1;
  const day = Number(d);
  let ms = Date.UTC(year, month, day, Number(h), Number(mi), Number(sec), Number((frac + '00').slice(0, 3)));
  const check = new Date(Date.UTC(year, month, day));
  // Date.UTC rolls 2026-02-31 over to March; a real calendar date reads back the same.
  if (check.getUTCMonth() !== month || check.getUTCDate() !== day || Number(h) > 23 || Number(mi) > 59 || Number(sec) > 59) return undefined;
  if (zone && zone.toUpperCase() !== 'Z') {
    const sign = zone[0] === '-' ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    ms -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000;
  }
  if (year < 1900 || year > 2200 || Number.isNaN(ms)) return undefined;
  return new Date(ms).toISOString();
}

/** Optional fields: absent, empty strings and nulls are all "absent" (normaliseInput drops the last two). */
const opt = <T extends z.ZodType>(schema: T) => schema.optional();

const text = (max = 200) => z.string().trim().max(max, `must be at most ${max} characters`);
const requiredText = (max = 200) => z.string().trim().min(1, 'is required and must not be empty').max(max, `must be at most ${max} characters`);

/**
 * A string that a function validates and rewrites in place. One zod check instead of a transform:
 * the type stays a string (so /openapi.json shows it) and validation is several times cheaper.
 */
const normalisedString = (max: number, normalise: (s: string) => string | undefined, problem: (s: string) => string) =>
  z
    .string()
    .max(max, problem(''))
    .check((ctx) => {
      const out = normalise(ctx.value);
      if (out === undefined) ctx.issues.push({ code: 'custom', message: problem(ctx.value), input: ctx.value });
      else ctx.value = out;
    });

export const timestamp = normalisedString(40, normaliseTimestamp, (s) => `must be an ISO 8601 date or date-time${s ? ` (got "${s.slice(0, 40)}")` : ''}`).meta({
  description: 'ISO 8601 date-time or date; normalised to UTC with milliseconds',
  example: '2026-12-20T14:00:00Z',
});

const count = (max = 1000) => z.number().int('must be a whole number').min(0, 'must be 0 or more').max(max, `must be at most ${max}`);
const amount = z.number().min(0, 'must be 0 or more').max(1e12, 'is too large');
const countryCode = normalisedString(60, (s) => toAlpha2(s), (s) => `must be an ISO 3166 country code${s ? ` (got "${s.slice(0, 10)}")` : ''}`).meta({
  description: 'ISO 3166-1 alpha-2 (alpha-3 also accepted)',
  example: 'AE',
});
const currency = normalisedString(10, (s) => (isCurrency(s.trim()) ? s.trim().toUpperCase() : undefined), () => 'must be an ISO 4217 currency code').meta({ example: 'EUR' });
const email = z.email('must be an e-mail address').max(254);
const decimalDegrees = (limit: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((s) => /^-?\d{1,3}(\.\d+)?$/.test(s) && Math.abs(Number(s)) <= limit, { message: `must be decimal degrees between -${limit} and ${limit}` });

const ALIASES: Record<string, string> = { Children: 'Childs', CancellationDeadline: 'CancellationDeadLine', BookingSubCode: 'LineCode' };
const NESTED_ALIASES: Record<string, Record<string, string>> = {
  ContactDetails: { Phone: 'PhoneNumbers', Email: 'Emails' },
  AllGuests: { Phone: 'PhoneNumber' },
};
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
/** Own entries only: a client key like "toString" must not find Object.prototype's function. */
const own = <T>(map: Record<string, T> | undefined, key: string): T | undefined => (map && Object.hasOwn(map, key) ? map[key] : undefined);
const MAX_DEPTH = 12;

/**
 * One pass before validation: empty strings and nulls in objects count as absent, and the other
 * spellings the spec uses become the request spelling (Children -> Childs, CancellationDeadline ->
 * CancellationDeadLine). One walk instead of a preprocess per field keeps validation fast.
 */
export function normaliseInput(value: unknown, parentKey = '', depth = 0): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const v = normaliseInput(value[i], parentKey, depth + 1);
      if (v !== value[i]) (copy ??= value.slice())[i] = v;
    }
    return copy ?? value;
  }
  const nested = own(NESTED_ALIASES, parentKey);
  const input = value as Record<string, unknown>;
  const keys = Object.keys(input);
  let out: Record<string, unknown> | undefined;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const v = input[key];
    const name = own(nested, key) ?? own(ALIASES, key) ?? key;
    const drop = v === '' || v === null || v === undefined || FORBIDDEN.has(key);
    const child = drop ? undefined : normaliseInput(v, key, depth + 1);
    if (!out && (drop || name !== key || child !== v)) {
      // Something changes: copy the keys seen so far, then continue into the copy.
      out = {};
      for (let j = 0; j < i; j++) out[keys[j]] = input[keys[j]];
    }
    if (!out || drop) continue;
    if (name !== key && out[name] !== undefined) continue;
    out[name] = child;
  }
  return out ?? value;
}

const normalised = <T extends z.ZodType>(schema: T) => z.preprocess((v) => normaliseInput(v), schema);

// ---- resources of spec section 2 ---------------------------------------------------------------

export const PartySchema = z.object({
  Name: opt(text()),
  ReferenceNo: opt(text(100)),
});

export const SupplierSchema = PartySchema.extend({
  HCN: opt(text(100)),
});

export const ContactDetailsSchema = z.object({
  PhoneNumbers: opt(z.array(text(40)).max(20)),
  Emails: opt(z.array(email).max(20)),
});

const hotelShape = {
  Name: requiredText(),
  Country: opt(text(100)),
  CountryCode: opt(countryCode),
  City: opt(text(100)),
  State: opt(text(100)),
  Address: opt(text(500)),
  PostalCode: opt(text(20)),
  Rating: opt(z.number().int().min(0).max(7)),
  Latitude: opt(decimalDegrees(90)),
  Longitude: opt(decimalDegrees(180)),
  MasterProvider: opt(text(100)),
  MasterProviderHotelId: opt(text(100)),
  ContactDetails: opt(ContactDetailsSchema),
};
export const HotelSchema = z.object(hotelShape);

export const GuestEntrySchema = z.object({
  Name: opt(text()),
  Title: opt(text(20)),
  Age: opt(count(130)),
  Type: opt(text(20)),
  Gender: opt(text(20)),
  Email: opt(email),
  PhoneNumber: opt(text(40)),
  Country: opt(text(100)),
});

export const RoomEntrySchema = z.object({
  BoardType: opt(text(100)),
  RoomType: opt(text(200)),
  Adults: opt(count(50)),
  Childs: opt(count(50)),
  Infants: opt(count(50)),
});

const guestShape = {
  LeadName: requiredText(),
  TotalRooms: opt(count(500)),
  Adults: opt(count()),
  Childs: opt(count()),
  Infants: opt(count()),
  Nationality: opt(text(100)),
  Country: opt(text(100)),
  City: opt(text(100)),
  Address: opt(text(500)),
  AllGuests: opt(z.array(GuestEntrySchema).max(500)),
  RoomStructure: opt(z.array(RoomEntrySchema).max(500)),
};
export const GuestSchema = z.object(guestShape);

const bookingCode = requiredText(100).refine((s) => !s.includes('#'), { message: 'must not contain "#" (it separates BookingCode and LineCode)' });
const lineCode = text(100).refine((s) => !s.includes('#'), { message: 'must not contain "#"' });

const bookingDataShape = {
  CheckIn: timestamp,
  CheckOut: timestamp,
  BookingDate: opt(timestamp),
  CancellationDeadLine: opt(timestamp),
  Source: opt(text(100)),
  ChannelId: opt(text(100)),
  BookingAmount: opt(amount),
  Currency: opt(currency),
  Refundable: opt(z.boolean()),
  BookingPriority: opt(z.number().int().min(0).max(1000)),
  Agency: opt(PartySchema),
  Supplier: opt(SupplierSchema),
  Hotel: HotelSchema,
  Guest: GuestSchema,
  SpecialRequest: opt(text(2000)),
};

const checkOutAfterCheckIn = (b: { CheckIn?: string; CheckOut?: string }, ctx: z.RefinementCtx) => {
  if (b.CheckIn && b.CheckOut && b.CheckOut <= b.CheckIn) {
    ctx.addIssue({ code: 'custom', path: ['CheckOut'], message: 'must be after CheckIn' });
  }
};
/** Compare the dates whenever both parsed, even if other fields failed: a rejected call lists every problem. */
const whenDatesParsed = {
  when: (p: z.core.ParsePayload) =>
    typeof p.value === 'object' && p.value !== null && !p.issues.some((i) => !i.path?.length || i.path[0] === 'CheckIn' || i.path[0] === 'CheckOut'),
};

/** A booking as the add request sends it (spec 2.1), also the canonical stored form. */
export const BookingSchema = normalised(
  z
    .object({
      BookingCode: bookingCode,
      LineCode: opt(lineCode),
      EventType: z.enum(['BOOK', 'REBOOK']).default('BOOK'),
      ...bookingDataShape,
    })
    .superRefine(checkOutAfterCheckIn, whenDatesParsed),
).meta({ id: 'Booking', description: 'A hotel booking (spec 2.1). Required: BookingCode, CheckIn, CheckOut, Hotel.Name, Guest.LeadName.' });
export type Booking = z.output<typeof BookingSchema>;
export type BookingInput = z.input<typeof BookingSchema>;

export const AddBookingsSchema = z.array(BookingSchema).min(1, 'must hold at least one booking').meta({ id: 'AddBookingsRequest' });

/** The update body (spec 4.2): any booking field, partial; objects merge, arrays replace. */
export const UpdateBodySchema = normalised(
  z
    .object(bookingDataShape)
    .partial()
    .extend({
      BookingCode: opt(bookingCode),
      LineCode: opt(lineCode),
      BookingStatus: opt(z.literal('CANCELLED', { error: 'only CANCELLED is accepted (it cancels the booking)' })),
      Hotel: opt(HotelSchema.partial()),
      Guest: opt(GuestSchema.partial()),
      RoomStructure: opt(z.array(RoomEntrySchema).max(500)),
    }),
).meta({ id: 'UpdateBooking', description: 'Partial booking (spec 4.2). BookingStatus CANCELLED cancels; RoomStructure may be sent top-level or inside Guest.' });
export type UpdateBody = z.output<typeof UpdateBodySchema>;

// ---- the alternative events body (spec 2.6) ---------------------------------------------------

const eventsGuestEntry = z.object({
  Title: opt(text(20)),
  Name: opt(text()),
  LastName: opt(text()),
  Age: opt(count(130)),
  Type: opt(text(20)),
  Gender: opt(text(20)),
  Email: opt(email),
  Phones: opt(z.array(text(40)).max(10)),
});

export const EventsBookingSchema = normalised(
  z.object({
    BookingCode: bookingCode,
    LineCode: opt(lineCode),
    BookingStatus: opt(z.enum(['CONFIRMED', 'CANCELLED', 'BOOKED', 'PENDING'])),
    BookingDate: opt(z.string().max(40)),
    CheckIn: opt(z.string().max(40)),
    CheckOut: opt(z.string().max(40)),
    CancellationDeadLine: opt(z.string().max(40)),
    Source: opt(text(100)),
    ChannelId: opt(text(100)),
    Price: opt(amount),
    Currency: opt(currency),
    Refundable: opt(z.boolean()),
    Priority: opt(z.number().int().min(0).max(1000)),
    Rating: opt(z.number().int().min(0).max(7)),
    TimeZone: opt(text(20)),
    Agency: opt(PartySchema),
    Supplier: opt(SupplierSchema),
    Hotel: opt(z.looseObject({})),
    Guest: opt(
      z.looseObject({
        GuestNames: opt(z.array(text()).max(500)),
        AllGuests: opt(z.array(eventsGuestEntry).max(500)),
        RoomStructure: opt(z.array(z.looseObject({ GuestNames: opt(z.array(text()).max(50)) })).max(500)),
      }),
    ),
    Remarks: opt(z.object({ Internal: opt(text(2000)), Special: opt(text(2000)) })),
  }),
);
export type EventsBooking = z.output<typeof EventsBookingSchema>;

export const EventsBodySchema = z
  .object({ Bookings: z.array(EventsBookingSchema).min(1, 'must hold at least one booking') })
  .meta({ id: 'EventsRequest', description: 'Alternative body of spec 2.6. BookingStatus CANCELLED cancels, a known BookingId updates, anything else adds.' });

// ---- responses -------------------------------------------------------------------------------

export const RECONFIRMATION_STATUSES = ['PENDING', 'CONFIRMED', 'ESCALATED', 'CANCELLED'] as const;
export const ReconfirmationStatusSchema = z.enum(RECONFIRMATION_STATUSES);
export type ReconfirmationStatus = z.infer<typeof ReconfirmationStatusSchema>;

const nstr = z.string().nullable();
const nint = z.number().int().nullable();

/** The update response record of spec 2.7, with its spellings. */
export const BookingDetailsSchema = z
  .object({
    BookingId: z.string(),
    BookingCode: z.string(),
    LineCode: nstr,
    ReconfirmationStatus: ReconfirmationStatusSchema,
    BookingDate: nstr,
    CheckIn: z.string(),
    CheckOut: z.string(),
    Source: nstr,
    ChannelId: nstr,
    BookingAmount: z.number().nullable(),
    Refundable: z.boolean().nullable(),
    CancellationDeadline: nstr,
    SpecialRequest: nstr,
    Currency: nstr,
    Hotel: z.object({
      Name: z.string(),
      Country: nstr,
      CountryCode: nstr,
      City: nstr,
      State: nstr,
      Address: nstr,
      Rating: nint,
      MasterProvider: nstr,
      MasterProviderHotelId: nstr,
    }),
    Guest: z.object({
      LeadName: z.string(),
      Adults: nint,
      Children: nint,
      Infants: nint,
      TotalRooms: nint,
      Nationality: nstr,
      Country: nstr,
      CountryCode: nstr,
      RoomStructure: z.array(
        z.object({ BoardType: nstr, RoomType: nstr, Adults: nint, Childs: nint, Infants: nint }),
      ),
      AllGuests: z.array(z.object({ Name: nstr, Age: nint, Type: nstr, Email: nstr, PhoneNumber: nstr })),
    }),
    Agency: z.object({ Name: nstr, ReferenceNo: nstr }),
    Supplier: z.object({ Name: nstr, ReferenceNo: nstr, HCN: nstr }),
  })
  .meta({ id: 'BookingDetails' });
export type BookingDetails = z.infer<typeof BookingDetailsSchema>;

export const TRACE_OUTCOMES = ['CREATED', 'REBOOKED', 'DUPLICATE_IGNORED', 'DUPLICATE_BOOKING_CODE', 'UPDATED', 'CANCELLED', 'NOT_FOUND', 'REJECTED'] as const;
export const TraceOutcomeSchema = z.enum(TRACE_OUTCOMES);
export type TraceOutcome = z.infer<typeof TraceOutcomeSchema>;

export const MetaSchema = z.object({ requestId: z.string(), timestamp: z.string() });

export const envelope = <T extends z.ZodType>(data: T, id: string) =>
  z.object({ status: z.literal('ACCEPTED'), message: z.string(), data, meta: MetaSchema }).meta({ id });

export const ErrorEnvelopeSchema = z
  .object({
    status: z.literal('ERROR'),
    message: z.string(),
    error: z.object({
      code: z.string().meta({ description: 'Stable machine code, e.g. SCHEMA_VALIDATION_FAILED' }),
      name: z.string().meta({ description: "The spec's name, e.g. Schema Validation Failed" }),
      message: z.string(),
      details: z
        .array(
          z.object({
            index: z.number().int().optional(),
            path: z.string(),
            message: z.string(),
            BookingId: z.string().optional().meta({ description: 'BOOKING_NOT_FOUND: a booking with the same BookingCode under another LineCode' }),
            ReconfirmationStatus: ReconfirmationStatusSchema.optional().meta({ description: 'UPDATE_NOT_PERMITTED: the status that locks the booking' }),
          }),
        )
        .optional(),
    }),
    meta: MetaSchema,
  })
  .meta({ id: 'Error' });

export const AddBookingsResponseSchema = envelope(
  z.object({ traceIds: z.array(z.string()), bookingsCount: z.number().int() }),
  'AddBookingsResponse',
);
export const UpdateResponseSchema = envelope(
  z.object({ BookingDetails: BookingDetailsSchema, traceId: z.string() }),
  'UpdateBookingResponse',
);

export const HistoryEntrySchema = z.object({
  at: z.string(),
  actor: z.string(),
  kind: z.string(),
  fromStatus: nstr,
  toStatus: nstr,
  message: z.string(),
  data: z.unknown().optional(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const TraceSchema = z
  .object({
    traceId: z.string(),
    kind: z.enum(['add', 'update', 'events']),
    state: z.enum(['QUEUED', 'APPLIED']),
    receivedAt: z.string(),
    appliedAt: nstr,
    bookingsCount: z.number().int(),
    outcomes: z.array(
      z.object({ index: z.number().int(), BookingId: z.string(), outcome: TraceOutcomeSchema, message: z.string(), ReconfirmationStatus: ReconfirmationStatusSchema.nullable() }),
    ),
  })
  .meta({ id: 'Trace' });
export type Trace = z.infer<typeof TraceSchema>;

const EXPECTED: Record<string, string> = { number: 'a number', boolean: 'true or false', string: 'text', object: 'an object', array: 'a list' };

/** Turns zod issues into the `details` list of the error envelope, paths like Guest.AllGuests[0].Age. */
export function issuesToDetails(issues: z.core.$ZodIssue[], index?: number, prefixDepth = 0) {
  return issues.map((issue) => {
    const path = issue.path.slice(prefixDepth);
    let dotted = '';
    for (const part of path) {
      if (typeof part === 'number') dotted += `[${part}]`;
      else dotted += dotted ? `.${String(part)}` : String(part);
    }
    const idx = index ?? (prefixDepth > 0 && typeof issue.path[0] === 'number' ? (issue.path[0] as number) : undefined);
    let message = issue.message;
    if (issue.code === 'invalid_type' && message.includes('received undefined')) message = 'is required';
    else if (issue.code === 'invalid_type') message = `must be ${EXPECTED[(issue as { expected: string }).expected] ?? (issue as { expected: string }).expected}`;
    return { ...(idx === undefined ? {} : { index: idx }), path: dotted || '(body)', message };
  });
}

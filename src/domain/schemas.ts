// The zod schemas of spec section 2: the single source for request validation, types and /openapi.json.
import { z } from 'zod';
import { ESCALATION_REASONS } from './webhookEvents.js';
import { isCurrency, suggestCountryCode, toAlpha2 } from './codes.js';
import { offsetForLocalTime, parseTimeZone, parseTimestamp, timeKind } from './time.js';
import { BOOKING_SPELLINGS, EVENTS_SPELLINGS, normaliseInput, type Spellings } from './spellings.js';
import { withFastPath } from './fastPath.js';
// Importing the schemas installs the plain validation messages (z.config) wherever they are used.
export { issuesToDetails, plainMessage } from './issues.js';
export { BOOKING_SPELLINGS, EVENTS_SPELLINGS, normaliseInput, SpellingConflict, type Spellings } from './spellings.js';

// ---- building blocks --------------------------------------------------------------------------

const timestampCache = new Map<string, string | undefined>();

/** Date-only and offset timestamps become UTC with milliseconds; a time without offset is read as UTC. */
export function normaliseTimestamp(value: string): string | undefined {
  // Bookings repeat the same few dates (check-ins at midnight, one BookingDate per export): remember them.
  let out = timestampCache.get(value);
  if (out !== undefined || timestampCache.has(value)) return out;
  out = parseTimestamp(value)?.instant;
  if (timestampCache.size >= 10_000) timestampCache.clear();
  timestampCache.set(value, out);
  return out;
}

/** Optional fields: absent, empty strings and nulls are all "absent" (normaliseInput drops the last two). */
const opt = <T extends z.ZodType>(schema: T) => schema.optional();

/** NUL, or a UTF-16 surrogate without its pair (with the u flag a paired one is one code point, not \p{Cs}). */
const UNSTORABLE = /[\u0000\p{Cs}]/u;
/** NUL or any surrogate: about half the cost of UNSTORABLE, which then runs only on text with an emoji or worse. */
const SUSPECT = /[\u0000\ud800-\udfff]/;

/**
 * Text every reader can take: PostgreSQL's text cannot hold the NUL character, and an unpaired surrogate (a JSON
 * "\\ud800") is not Unicode, so strict JSON readers and UTF-8 encoders fail on it. Every text that comes from outside
 * (bookings, hotels' replies, operators' actions) takes this one refinement: `.refine(...NO_NUL)`; the field's 400
 * names which of the two it holds.
 */
export const NO_NUL = [
  (s: string) => !SUSPECT.test(s) || !UNSTORABLE.test(s),
  {
    error: (issue: { input?: unknown }) =>
      typeof issue.input === 'string' && issue.input.includes('\u0000')
        ? 'must not contain the NUL character (\\u0000)'
        : 'must not contain an unpaired UTF-16 surrogate (\\ud800 to \\udfff without its pair); send the text as valid Unicode',
  },
] as const;
const text = (max = 200) => z.string().trim().max(max, `must be at most ${max} characters`).refine(...NO_NUL);
const requiredText = (max = 200) => z.string().trim().min(1, 'is required and must not be empty').max(max, `must be at most ${max} characters`).refine(...NO_NUL);

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

/** The shape normaliseTimestamp reads, for /openapi.json (the calendar check is the service's). */
const TIMESTAMP_PATTERN = String.raw`^\s*\d{4}-\d{2}-\d{2}([Tt ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?([Zz]|[+-]\d{2}:?\d{2})?)?\s*$`;

export const timestamp = normalisedString(40, normaliseTimestamp, (s) => `must be an ISO 8601 date or date-time${s ? ` (got "${s.slice(0, 40)}")` : ''}`).meta({
  description: 'ISO 8601 date-time or date; normalised to UTC with milliseconds',
  example: '2026-12-20T14:00:00Z',
  pattern: TIMESTAMP_PATTERN,
});

const DATE_ONLY = /^\s*\d{4}-\d{2}-\d{2}\s*$/;
const ANY_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})\s*$/i;

const hotelCache = new Map<string, string | undefined>();

/**
 * A booking's time as the hotel's wall clock (PRODUCT section 4: times without an offset are the hotel's local time),
 * as one of the date module's kinds (time.ts): a date ("2027-03-10", also for a midnight sent without an offset or
 * at UTC+0, as booking systems send a date), an instant for a time with an offset ("2027-03-10T06:00:00.000Z"), and
 * any other time without an offset a wall-clock time ("2027-03-10T15:00:00.000", no "Z") until localiseBooking reads
 * it in the hotel's zone: nothing stores a booking before that (insertBooking checks).
 */
export function normaliseHotelTimestamp(value: string): string | undefined {
  let out = hotelCache.get(value);
  if (out !== undefined || hotelCache.has(value)) return out;
  out = hotelKind(value);
  if (hotelCache.size >= 10_000) hotelCache.clear();
  hotelCache.set(value, out);
  return out;
}

function hotelKind(value: string): string | undefined {
  const p = parseTimestamp(value);
  if (!p) return undefined;
  const midnight = p.wall.endsWith('T00:00:00.000');
  if (p.dateOnly || (midnight && (p.offset === undefined || p.offset === 0))) return p.wall.slice(0, 10);
  return p.offset === undefined ? p.wall : p.instant;
}

const hotelTimestamp = normalisedString(40, normaliseHotelTimestamp, (s) => `must be an ISO 8601 date or date-time${s ? ` (got "${s.slice(0, 40)}")` : ''}`).meta({
  description:
    "ISO 8601 date-time or date. Without an offset it is the hotel's local time (TimeZone, else the zone at the hotel's Latitude and Longitude, else the zone of its country when it has one, else the configured defaultTimeZone); a date (or a midnight without an offset or at UTC+0) is the hotel's calendar day, any other time is stored as its instant in UTC with milliseconds",
  example: '2026-12-20T14:00:00Z',
  pattern: TIMESTAMP_PATTERN,
});

const count = (max = 1000) => z.number().int('must be a whole number').min(0, 'must be 0 or more').max(max, `must be at most ${max}`);
const amount = z.number().min(0, 'must be 0 or more').max(1e12, 'is too large');
const countryHint = (s: string) => {
  const code = suggestCountryCode(s);
  return code ? `; use ${code}` : '';
};
const countryCode = normalisedString(60, (s) => toAlpha2(s), (s) => `must be an ISO 3166 country code${s ? ` (got "${s.slice(0, 20)}"${countryHint(s)})` : ''}`).meta({
  description: 'ISO 3166-1 alpha-2 (alpha-3 also accepted)',
  example: 'AE',
});
const currency = normalisedString(10, (s) => (isCurrency(s.trim()) ? s.trim().toUpperCase() : undefined), (s) => `must be an ISO 4217 currency code${s ? ` (got "${s.slice(0, 10)}")` : ''}`).meta({
  description: 'ISO 4217 currency code, any case',
  example: 'EUR',
  pattern: String.raw`^\s*[A-Za-z]{3}\s*$`,
});
const email = z.email('must be an e-mail address').max(254);
const decimalDegrees = (limit: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((s) => /^-?\d{1,3}(\.\d+)?$/.test(s) && Math.abs(Number(s)) <= limit, { message: `must be decimal degrees between -${limit} and ${limit}` });

const normalised = <T extends z.ZodType>(schema: T, spellings: Spellings = BOOKING_SPELLINGS) =>
  z.preprocess((v) => normaliseInput(v, spellings), schema);

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

export const TimeZoneSchema = normalisedString(64, parseTimeZone, (s) => `must be a UTC offset like +02:00 or an IANA time zone like Europe/Madrid${s ? ` (got "${s.slice(0, 40)}")` : ''}`).meta({
  description: 'UTC offset label (+02:00, UTC+2, GMT-0530, Z; from -12:00 to +14:00) or IANA time zone name (Europe/Madrid)',
  example: '+02:00',
});

const bookingDataShape = {
  CheckIn: hotelTimestamp,
  CheckOut: hotelTimestamp,
  BookingDate: opt(hotelTimestamp),
  CancellationDeadLine: opt(hotelTimestamp),
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
  /** Extension (the events body's field, spec 2.6): the hotel's zone, for times sent without an offset. */
  TimeZone: opt(TimeZoneSchema),
};

/** The instants a parsed time can name in any zone (UTC-12 to UTC+14): one for an instant, 26 hours for a date or local time. */
function possibleInstants(v: string): [number, number] {
  const kind = timeKind(v);
  const t = Date.parse(kind === 'wall' ? `${v}Z` : v);
  return kind === 'instant' ? [t, t] : [t - 14 * 3_600_000, t + 12 * 3_600_000];
}

/**
 * Whether CheckOut is not after CheckIn, as far as the times alone can tell: two of a kind compare as text; a date, an
 * instant and a local time differ by the hotel's zone, so here only a CheckOut before CheckIn in every zone is refused,
 * and the rest is ordered at intake, in the hotel's zone (stayProblem). Every sure problem is listed with the others.
 */
export function stayCertainlyOutOfOrder(checkIn: string, checkOut: string): boolean {
  if (timeKind(checkIn) === timeKind(checkOut)) return checkOut <= checkIn;
  return possibleInstants(checkOut)[1] <= possibleInstants(checkIn)[0];
}

const checkOutAfterCheckIn = (b: { CheckIn?: string; CheckOut?: string }, ctx: z.RefinementCtx) => {
  if (b.CheckIn && b.CheckOut && stayCertainlyOutOfOrder(b.CheckIn, b.CheckOut)) {
    ctx.addIssue({ code: 'custom', path: ['CheckOut'], message: 'must be after CheckIn' });
  }
};
/** Compare the dates whenever both parsed, even if other fields failed: a rejected call lists every problem. */
const whenDatesParsed = {
  when: (p: z.core.ParsePayload) =>
    typeof p.value === 'object' && p.value !== null && !p.issues.some((i) => !i.path?.length || i.path[0] === 'CheckIn' || i.path[0] === 'CheckOut'),
};

/** The booking schema; `dates` says when CheckOut is compared with CheckIn (the fast path's twin compares always). */
const bookingSchema = (dates?: typeof whenDatesParsed) =>
  normalised(
    z
      .object({
        BookingCode: bookingCode,
        LineCode: opt(lineCode),
        EventType: z.enum(['BOOK', 'REBOOK']).default('BOOK'),
        // A new booking is always PENDING (spec section 3); only an update takes BookingStatus, and only CANCELLED.
        BookingStatus: opt(
          z.never({ error: 'is not accepted when adding a booking: a new booking starts PENDING; to cancel it later, send BookingStatus CANCELLED to PATCH /updateBooking/{BookingId}' }),
        ).meta({ description: 'Not accepted on an add (400): only an update takes BookingStatus, and only CANCELLED.' }),
        ...bookingDataShape,
      })
      .superRefine(checkOutAfterCheckIn, dates),
  );

/**
 * A booking as the add request sends it (spec 2.1), also the canonical stored form. Valid bookings take zod's compiled
 * parser (about 3x faster: most of an addBookings call was its validation); any other goes to the full parse.
 */
export const BookingSchema = withFastPath(
  bookingSchema(whenDatesParsed).meta({ id: 'Booking', description: 'A hotel booking (spec 2.1). Required: BookingCode, CheckIn, CheckOut, Hotel.Name, Guest.LeadName.' }),
  () => bookingSchema(),
);
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

/** A timestamp of the events body, kept as sent: its TimeZone applies before it is normalised to UTC. */
const localTimestamp = normalisedString(40, (s) => (normaliseTimestamp(s) === undefined ? undefined : s.trim()), (s) => `must be an ISO 8601 date or date-time${s ? ` (got "${s.slice(0, 40)}")` : ''}`).meta({
  description: 'ISO 8601 date-time or date; without an offset it is read in TimeZone',
  example: '2026-12-20 14:00',
  pattern: TIMESTAMP_PATTERN,
});


const EventsContactDetailsSchema = z.object({
  Phone: opt(z.array(text(40)).max(20)),
  Email: opt(z.array(email).max(20)),
});

const EventsGuestEntrySchema = z
  .object({
    Title: opt(text(20)),
    Name: opt(text()),
    LastName: opt(text()),
    Age: opt(count(130)),
    Type: opt(text(20)),
    Gender: opt(text(20)),
    Email: opt(email),
    Phones: opt(z.array(text(40)).max(10)),
  })
  // Name and LastName become one Name of the booking, which holds 200 characters.
  .refine((g) => !g.Name || !g.LastName || g.Name.length + g.LastName.length < 200, { path: ['LastName'], message: 'together with Name must be at most 199 characters' });

const eventsBookingShape = {
  BookingCode: bookingCode,
  LineCode: opt(lineCode),
  EventType: opt(z.enum(['BOOK', 'REBOOK'])),
  BookingStatus: opt(z.enum(['CONFIRMED', 'CANCELLED', 'BOOKED', 'PENDING'])),
  BookingDate: opt(localTimestamp),
  CheckIn: opt(localTimestamp),
  CheckOut: opt(localTimestamp),
  CancellationDeadLine: opt(localTimestamp),
  Source: opt(text(100)),
  ChannelId: opt(text(100)),
  Price: opt(amount),
  Currency: opt(currency),
  Refundable: opt(z.boolean()),
  Priority: opt(z.number().int().min(0).max(1000)),
  Rating: opt(z.number().int().min(0).max(7)),
  TimeZone: opt(TimeZoneSchema),
  Agency: opt(PartySchema),
  Supplier: opt(SupplierSchema),
  Hotel: opt(HotelSchema.extend({ ContactDetails: opt(EventsContactDetailsSchema) })),
  Guest: opt(
    GuestSchema.extend({
      GuestNames: opt(z.array(text()).max(500)),
      AllGuests: opt(z.array(EventsGuestEntrySchema).max(500)),
      RoomStructure: opt(z.array(RoomEntrySchema.extend({ GuestNames: opt(z.array(text()).max(50)) })).max(500)),
    }),
  ),
  Remarks: opt(z.object({ Internal: opt(text(2000)), Special: opt(text(2000)) })),
};

/**
 * The instant a local events timestamp names in the booking's TimeZone (UTC, with milliseconds). Without a TimeZone,
 * a time without an offset stays the hotel's wall clock, for localiseBooking to read in the country's or default zone.
 */
export function eventsInstant(ts: string | undefined, zone: string | undefined): string | undefined {
  if (!ts) return undefined;
  const t = ts.trim();
  if (!zone || DATE_ONLY.test(t) || ANY_OFFSET.test(t)) return normaliseHotelTimestamp(t);
  return normaliseHotelTimestamp(`${t}${offsetForLocalTime(t, zone)}`);
}

type EventsFields = { BookingStatus?: string; CheckIn?: string; CheckOut?: string; TimeZone?: string; Hotel?: unknown; Guest?: unknown };

/** What an add needs (PRODUCT section 2), checked here with every other problem, so one answer lists them all. */
const requiredUnlessCancelled = (b: EventsFields, ctx: z.RefinementCtx) => {
  if (b.BookingStatus === 'CANCELLED') return;
  for (const field of ['CheckIn', 'CheckOut', 'Hotel', 'Guest'] as const) {
    if (b[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'is required (only a cancellation may leave it out)' });
  }
};
const checkOutAfterCheckInThere = (b: EventsFields, ctx: z.RefinementCtx) => {
  const checkIn = eventsInstant(b.CheckIn, b.TimeZone);
  const checkOut = eventsInstant(b.CheckOut, b.TimeZone);
  if (checkIn && checkOut && stayCertainlyOutOfOrder(checkIn, checkOut)) ctx.addIssue({ code: 'custom', path: ['CheckOut'], message: 'must be after CheckIn' });
};
const whenObject = { when: (p: z.core.ParsePayload) => typeof p.value === 'object' && p.value !== null };
const whenTimesParsed = {
  when: (p: z.core.ParsePayload) =>
    typeof p.value === 'object' && p.value !== null && !p.issues.some((i) => !i.path?.length || ['CheckIn', 'CheckOut', 'TimeZone'].includes(String(i.path[0]))),
};

export const EventsBookingSchema = normalised(z.object(eventsBookingShape).superRefine(requiredUnlessCancelled, whenObject).superRefine(checkOutAfterCheckInThere, whenTimesParsed), EVENTS_SPELLINGS).meta({
  id: 'EventsBooking',
  description:
    'A booking of the events body (spec 2.6). BookingStatus CANCELLED cancels and needs only BookingCode (and LineCode); otherwise CheckIn, CheckOut, Hotel.Name and Guest.LeadName are required, as for an add. EventType REBOOK applies the rebooking rules of spec section 3.',
});
export type EventsBooking = z.output<typeof EventsBookingSchema>;

export const EventsBodySchema = z
  .object({ Bookings: z.array(EventsBookingSchema).min(1, 'must hold at least one booking') })
  .meta({ id: 'EventsRequest', description: 'Alternative body of spec 2.6. BookingStatus CANCELLED cancels, a known BookingId updates, anything else adds.' });

// ---- responses -------------------------------------------------------------------------------

export const RECONFIRMATION_STATUSES = ['PENDING', 'CONFIRMED', 'ESCALATED', 'CANCELLED'] as const;
export const ReconfirmationStatusSchema = z.enum(RECONFIRMATION_STATUSES);
export type ReconfirmationStatus = z.infer<typeof ReconfirmationStatusSchema>;

const dateParam = z
  .string()
  .max(40)
  // ISO 8601 only: Date.parse also takes "March 10" (as 2001) and "03/10/2027" (as March 10), which filter wrongly.
  .refine((s) => /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i.test(s.trim()) && !Number.isNaN(Date.parse(s)), 'must be an ISO date (YYYY-MM-DD) or date-time')
  .transform((s) => new Date(s).toISOString())
  .meta({ example: '2027-01-01' });

/** The query of GET /bookings (extension): filters and paging. */
export const ListQuerySchema = z.object({
  status: z
    .string()
    .optional()
    .transform((s, c) => {
      if (!s) return undefined;
      const list = s.split(',').map((x) => x.trim().toUpperCase());
      for (const x of list) if (!ReconfirmationStatusSchema.safeParse(x).success) c.addIssue({ code: 'custom', message: `unknown status ${x}; use ${RECONFIRMATION_STATUSES.join(', ')}` });
      return list as ReconfirmationStatus[];
    })
    .meta({ description: `ReconfirmationStatus, or several separated by commas (${RECONFIRMATION_STATUSES.join(', ')})`, example: 'PENDING,ESCALATED' }),
  BookingCode: z.string().max(100).refine(...NO_NUL).optional().meta({ description: 'Exact BookingCode' }),
  hotel: z.string().max(200).refine(...NO_NUL).optional().meta({ description: 'Part of the hotel name' }),
  reason: z
    .string()
    .optional()
    .transform((s, c) => {
      if (!s) return undefined;
      const list = s.split(',').map((x) => x.trim().toUpperCase());
      for (const x of list) if (!(ESCALATION_REASONS as readonly string[]).includes(x)) c.addIssue({ code: 'custom', message: `unknown escalation reason ${x}; use ${ESCALATION_REASONS.join(', ')}` });
      return list;
    })
    .meta({ description: 'Bookings with an open escalation for this reason, or any of several separated by commas', example: 'DATA_DISCREPANCY' }),
  checkInFrom: dateParam.optional().meta({ description: 'Check-in on or after this instant' }),
  checkInTo: dateParam.optional().meta({ description: 'Check-in on or before this instant' }),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListQuery = z.output<typeof ListQuerySchema>;

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
export const TraceResponseSchema = envelope(TraceSchema, 'TraceResponse');

/** The hotel's e-mail addresses and phone numbers as booked: shown wherever a person is told to contact the hotel. */
export const HotelContactSchema = z.object({ Emails: z.array(z.string()), PhoneNumbers: z.array(z.string()) });
export type HotelContact = z.infer<typeof HotelContactSchema>;
export const hotelContactOf = (b: Booking): HotelContact => ({ Emails: b.Hotel.ContactDetails?.Emails ?? [], PhoneNumbers: b.Hotel.ContactDetails?.PhoneNumbers ?? [] });
/** A hotel's e-mail about the booking, kept as evidence (issue 11): who wrote, when, its new text and what was read. */
export const ReceivedMailSchema = z
  .object({
    message: z.number().int().meta({ description: 'The message number (`reconfirm inbox` shows the same)' }),
    from: nstr.meta({ description: 'The sender address' }),
    receivedAt: z.string(),
    subject: nstr,
    status: z.string().meta({ description: 'matched, attached (by an operator), auto-reply or bounce' }),
    matchedBy: nstr.meta({ description: 'token, in-reply-to, bounced-message, references, subject or operator' }),
    senderUnknown: z.boolean().meta({ description: "The sender is not among the hotel's e-mail addresses" }),
    auth: z
      .object({
        spf: z.string(),
        dkim: z.string(),
        dmarc: z.string(),
        domain: z.string().optional(),
        by: z.string().meta({ description: '`header <authserv-id>` (a trusted receiving server) or `mailauth` (checked by the service)' }),
        note: z.string().optional(),
      })
      .nullable()
      .meta({ description: 'Sender authentication: SPF, DKIM and DMARC results (pass, fail, none, temperror, ...); null when not checked' }),
    note: nstr.meta({ description: 'Why the message did not act by itself (e.g. matched by booking code only, or a sender that is not the hotel), when it did not' }),
    stripped: nstr.meta({ description: 'The new text of the message, without quoted history and signatures' }),
    reading: z.unknown().meta({ description: 'What was read from it: per booking the values stated, and what needs review' }),
    rawBytes: z.number().int().nullable(),
    rawTruncated: z.boolean().meta({ description: 'The raw message kept was cut at inbound.keepRawBytes' }),
  })
  .meta({ id: 'ReceivedMail' });
export type ReceivedMail = z.infer<typeof ReceivedMailSchema>;

const TIME_KIND = z.enum(['date', 'instant']);

/** A booking's stay on the hotel clock (GET /bookings/{id}, GET /escalations). */
export const HotelTimeSchema = z
  .object({
    zone: z.string().meta({ description: 'The zone hotel-local times are read in', example: 'Asia/Tokyo' }),
    from: z.enum(['booking', 'coordinates', 'country', 'default']).meta({
      description: "Where the zone came from: the booking's TimeZone, the hotel's Latitude and Longitude, its country (when it has one zone), or the configured defaultTimeZone",
    }),
    CheckIn: z.string().meta({ description: 'The real check-in instant on the hotel clock, with its offset', example: '2027-03-10T00:00:00+09:00' }),
    CheckOut: z.string(),
    CancellationDeadline: nstr,
    kinds: z
      .object({ CheckIn: TIME_KIND, CheckOut: TIME_KIND, CancellationDeadline: TIME_KIND.nullable() })
      .meta({ description: "Which times are calendar dates (the hotel's day, shown as a date) and which are instants" }),
  })
  .meta({ description: 'Extension: the stay on the hotel clock. A CheckIn or CheckOut sent as a date starts at local midnight; risk rules and contacts use these instants' });
export type HotelTime = z.infer<typeof HotelTimeSchema>;

/** GET /bookings/{BookingId} (extension): the update response record plus what the service knows of its course. */
export const BookingViewSchema = z
  .object({
    BookingDetails: BookingDetailsSchema,
    history: z.array(HistoryEntrySchema).meta({ description: 'Every change of the booking, oldest first: who, when, why' }),
    escalationReasons: z.array(z.string()).meta({ description: 'Escalation reasons raised since the booking was last (re-)opened, each once' }),
    contactAttempts: z.number().int().meta({ description: 'Hotel contacts since the booking was last (re-)opened' }),
    nextContactAt: nstr.meta({ description: 'When the hotel is contacted next, if it is' }),
    rebookOf: nstr.meta({ description: 'BookingId of the booking this one rebooked (REBOOK)' }),
    rebookedBy: nstr.meta({ description: 'BookingId of the REBOOK that replaced this booking' }),
    hotelContact: HotelContactSchema.meta({ description: "The hotel's Hotel.ContactDetails as booked (spec 2.2), for whoever must contact the hotel" }),
    hotelTime: HotelTimeSchema,
    mail: z.array(ReceivedMailSchema).optional().meta({ description: "The hotel's e-mails about this booking, oldest first" }),
  })
  .meta({ id: 'BookingView' });
export type BookingView = z.infer<typeof BookingViewSchema>;
export const BookingViewResponseSchema = envelope(BookingViewSchema, 'BookingViewResponse');

export const BookingListSchema = z.object({
  bookings: z.array(BookingDetailsSchema).meta({ description: 'Ordered by check-in' }),
  total: z.number().int().meta({ description: 'Bookings matching the filters, all pages' }),
  escalationReasons: z.record(z.string(), z.array(z.string())).meta({ description: 'Per BookingId on this page that has any: its open escalation reasons' }),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type BookingList = z.infer<typeof BookingListSchema>;
export const BookingListResponseSchema = envelope(BookingListSchema, 'BookingListResponse');

/** GET /healthz: no envelope, no credentials; the queue depth per task. */
export const HealthSchema = z
  .object({
    status: z.literal('ok'),
    time: z.string(),
    jobs: z.record(z.string(), z.object({ waiting: z.number().int(), running: z.number().int(), failed: z.number().int() })),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;

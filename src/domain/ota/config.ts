// The configuration of OpenTravel counterparts: where the ota channel posts (push) and who may poll POST /ota (pull).
import { z } from 'zod';

const optionalText = z.string().trim().min(1).optional();

const code = (max: number) => z.string().trim().min(1).max(max, `must be at most ${max} characters (the OpenTravel limit)`);

/**
 * How our values become the counterpart's codes (docs/ota.md, "Mapping"). Keys are matched without regard to case:
 * - hotelCodes: our HotelCode (Hotel.MasterProviderHotelId) to theirs, at most 16 characters;
 * - roomTypeCodes: our RoomType text to their RoomTypeCode, at most 16;
 * - ratePlanCodes: a canonical board (RO, BB, HB, FB, AI) or our BoardType text to their RatePlanCode, at most 16;
 * - mealPlanCodes: a canonical board to the OpenTravel MPT code sent in MealsIncluded MealPlanCodes; unmapped boards
 *   take the standard code (RO 14, BB 3, HB 12, FB 10, AI 1).
 */
export const OtaMappingSchema = z
  .object({
    hotelCodes: z.record(z.string(), code(16)).default({}),
    roomTypeCodes: z.record(z.string(), code(16)).default({}),
    ratePlanCodes: z.record(z.string(), code(16)).default({}),
    mealPlanCodes: z.partialRecord(z.enum(['RO', 'BB', 'HB', 'FB', 'AI']), z.string().trim().regex(/^\d{1,3}$/, 'must be an OpenTravel MPT code such as 3')).default({}),
  })
  .prefault({});
export type OtaMapping = z.infer<typeof OtaMappingSchema>;

/** How one push counterpart is reached and how its answer is read. */
const endpointShape = {
  url: z.string().url().optional(),
  /** HTTP Basic credentials, or a bearer token; POS RequestorID for systems that authenticate in the message. */
  username: optionalText,
  password: z.string().optional(),
  bearer: optionalText,
  requestorId: code(32).optional(),
  /** POS RequestorID MessagePassword: OpenTravel allows at most 16 characters. */
  messagePassword: z.string().min(1).max(16, 'must be at most 16 characters (OpenTravel MessagePassword)').optional(),
  /** Which HotelReservationID is the hotel's own number: OTA UIT 10 (Hotel) by default; e.g. 14 with resIdSource PMS. */
  resIdType: z.string().trim().regex(/^\d{1,3}$/, 'must be an OTA UIT code such as 10 or 14').default('10'),
  resIdSource: optionalText,
  timeoutMs: z.number().positive().default(10_000),
  /** Read the reservation back with OTA_ReadRQ after the answer and compare it field by field. */
  verify: z.boolean().default(false),
  /** Send Total AmountAfterTax (the booking amount); off by default: a seller's price is confidential. */
  showAmount: z.boolean().default(false),
  mapping: OtaMappingSchema,
};

export const OtaEndpointSchema = z.object(endpointShape);

/** A named push counterpart serving some hotels (by HotelCode, the booking's Hotel.MasterProviderHotelId). */
export const OtaCounterpartEndpointSchema = z.object({ ...endpointShape, url: z.string().url(), hotelCodes: z.array(z.string().trim().min(1)).min(1, 'must name at least one HotelCode') });

/** A hotel system that polls POST /ota for its hotels' reservations and acknowledges them. */
export const OtaPullCounterpartSchema = z
  .object({
    name: z.string().trim().min(1),
    username: z.string().trim().min(1),
    /** The password, or its SHA-256 in hex (passwordSha256) so the config file need not hold it. */
    password: z.string().min(1).optional(),
    passwordSha256: z.string().regex(/^[0-9a-f]{64}$/i, 'must be 64 hex digits').optional(),
    hotelCodes: z.array(z.string().trim().min(1)).min(1, 'must name at least one HotelCode'),
    resIdType: endpointShape.resIdType,
    resIdSource: optionalText,
    showAmount: z.boolean().default(false),
    mapping: OtaMappingSchema,
  })
  .refine((c) => Boolean(c.password) !== Boolean(c.passwordSha256), { message: 'needs exactly one of password or passwordSha256', path: ['password'] });

export const OtaPullSchema = z.object({
  counterparts: z.array(OtaPullCounterpartSchema).default([]),
  /** SelectionType="All" answers the reservations arriving from today to this many days ahead. */
  allHorizonDays: z.number().int().min(1).max(366).default(30),
  /** Largest XML document POST /ota reads; bigger ones are refused before parsing. */
  maxBytes: z.number().int().positive().max(16 * 1024 * 1024).default(1024 * 1024),
});

export type OtaEndpoint = z.infer<typeof OtaEndpointSchema>;
export type OtaCounterpartEndpoint = z.infer<typeof OtaCounterpartEndpointSchema>;
export type OtaPullCounterpart = z.infer<typeof OtaPullCounterpartSchema>;
export type OtaPull = z.infer<typeof OtaPullSchema>;

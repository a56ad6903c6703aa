// One booking as an OTA HotelReservation element, and a HotelReservation read back as a hotel's reply (HotelReply).
import { createHash } from 'node:crypto';
import { MEALS, MPT } from '../board.js';
import { boardOfBooked } from '../hotelMail/lexicon/index.js';
import { hotelDay } from '../hotelTime.js';
import type { HotelReply } from '../reply.js';
import type { Booking } from '../schemas.js';
import type { OtaMapping } from './config.js';
import { attr, child, children, path, text, type XmlNode } from './xml.js';
import { lookupByName } from '../perHotel.js';

/** OTA UIT code 14: Reservation; our BookingId is sent as the reservation's UniqueID of this type. */
export const UNIQUE_ID_RESERVATION = '14';
/** OTA UIT code 16: Reference; the pull side's message id (our contact id), as pmsXchange uses it. */
export const UNIQUE_ID_MESSAGE = '16';
/** OTA AgeQualifyingCode: 10 adult, 8 child, 7 infant. */
export const AGE = { adult: '10', child: '8', infant: '7' } as const;

export interface ReservationOptions {
  /** The hotel's code at the counterpart (BasicPropertyInfo HotelCode), already mapped (counterpartHotelCode). */
  hotelCode: string;
  /** Whether BookingAmount may be shown (PRODUCT section 4: a seller's total is confidential by default). */
  showAmount: boolean;
  /** HotelReservation@ResStatus: the push action (Commit, Modify, Cancel) or the pull delivery (Book, Modify, Cancel). */
  resStatus?: string;
  /** For the pull answer: a per-delivery reference (UniqueID Type 16). */
  messageId?: string;
  /** The hotel's zone (hotelZone): the stay's dates are its days. */
  zone: string;
  /** The counterpart's codes for our room types and boards. */
  mapping?: OtaMapping;
  /** The hotel's own number once known, sent back as a HotelReservationID of the counterpart's ResID_Type. */
  hotelNumber?: { value: string; type: string; source?: string };
  /** Whether the special request may be shown (the hotel's disclosure); shown when absent. */
  specialRequest?: boolean;
  /** The lead guest's surname where the events body gave it (else the last word of the lead name). */
  leadLastName?: string;
  /** The UniqueID@ID the booking is sent under, as stored (bookings.ota_id); absent: otaUniqueId(bookingId). */
  uniqueId?: string;
}

/** OpenTravel's length limits on what we send (StringLength1toN in OTA_SimpleTypes.xsd). */
export const OTA_LIMITS = { uniqueId: 32, hotelCode: 16, roomType: 16, code: 16, name: 64, ratePlanName: 64, namePrefix: 16, shortText: 64 } as const;

/** A value that cannot be sent within an OpenTravel limit, and no mapping makes it fit: the contact fails with this. */
export class OtaLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OtaLimitError';
  }
}

/** A text cut to n characters (code points, as XML Schema counts them). */
export function cut(s: string, n: number): string {
  const chars = Array.from(s);
  return chars.length <= n ? s : chars.slice(0, n).join('').trimEnd();
}
const tooLong = (s: string | undefined, n: number) => s !== undefined && Array.from(s).length > n;

/** How long the hash of a derived UniqueID@ID is: 10 hex characters, longer only where a shorter one is taken (otaUniqueIdCandidates). */
export const OTA_ID_HASH_LENGTHS = [10, 12, 16, 20, 24] as const;

/**
 * Our BookingId as an OpenTravel UniqueID@ID (at most 32 characters): itself when it fits, else a stable id derived
 * from it, a readable prefix and a hash of the whole ("AGENCYBOOKING-2026-00~4f9c2a81d0"); the full BookingId goes
 * into a Comment of the reservation. The id a booking is sent under is decided once and stored (bookings.ota_id,
 * src/store/ota.ts decideOtaId): this one, or a longer hash where another booking of the account already has it.
 */
export function otaUniqueId(bookingId: string, hashLength: number = OTA_ID_HASH_LENGTHS[0]): string {
  if (!tooLong(bookingId, OTA_LIMITS.uniqueId)) return bookingId;
  const hash = createHash('sha256').update(bookingId, 'utf8').digest('hex').slice(0, hashLength);
  return `${cut(bookingId, OTA_LIMITS.uniqueId - hash.length - 1)}~${hash}`;
}

/** The ids a BookingId may be sent under, in the order they are tried: the BookingId itself when it fits, else the derived ones. */
export function otaUniqueIdCandidates(bookingId: string): string[] {
  if (!tooLong(bookingId, OTA_LIMITS.uniqueId)) return [bookingId];
  return OTA_ID_HASH_LENGTHS.map((n) => otaUniqueId(bookingId, n));
}

/** Whether an id read back is our BookingId, or the UniqueID@ID it was sent under (default: as otaUniqueId derives it). */
export const isOurId = (value: string | undefined, bookingId: string, uniqueId: string = otaUniqueId(bookingId)) => value !== undefined && (value === bookingId || value === uniqueId);

/** A counterpart's mapping, read like every per-hotel setting (domain/perHotel.ts). */
const lookup = (map: Record<string, string> | undefined, key: string | undefined) => (map ? lookupByName(map, key) : undefined);

/** The hotel's code at a counterpart: mapped where the mapping names it; one over 16 characters cannot be sent. */
export function counterpartHotelCode(ours: string, mapping: OtaMapping | undefined, where = 'mapping.hotelCodes'): string {
  const code = lookup(mapping?.hotelCodes, ours) ?? ours;
  if (tooLong(code, OTA_LIMITS.hotelCode)) throw new OtaLimitError(`HotelCode "${code}" is ${Array.from(code).length} characters; OpenTravel allows at most ${OTA_LIMITS.hotelCode}: map it to the hotel system's code in ${where}`);
  return code;
}

/** "Ms Maria Lopez Garcia" as OTA PersonName: the LastName given, else the last word is the surname; each part within its limit. */
export function personName(full: string, title?: string, lastName?: string): XmlNode {
  const name = full.trim();
  let surname: string;
  let given: string | undefined;
  const last = lastName?.trim();
  // The surname given is used only while the lead name still ends with it (a later change of LeadName wins).
  if (last && name.toLowerCase().endsWith(last.toLowerCase())) {
    surname = last;
    given = name.slice(0, name.length - last.length).trim() || undefined;
  } else {
    const words = name.split(/\s+/);
    surname = words.length > 1 ? words[words.length - 1] : words[0];
    given = words.length > 1 ? words.slice(0, -1).join(' ') : undefined;
  }
  return { NamePrefix: title ? cut(title, OTA_LIMITS.namePrefix) : undefined, GivenName: given ? cut(given, OTA_LIMITS.name) : undefined, Surname: cut(surname, OTA_LIMITS.name) };
}

/** The booking's room lines; a booking without RoomStructure is one stay with its guest counts. */
function roomLines(b: Booking) {
  const rooms = b.Guest.RoomStructure ?? [];
  if (rooms.length) return rooms.map((r) => ({ roomType: r.RoomType, boardType: r.BoardType, adults: r.Adults, children: r.Childs, infants: r.Infants }));
  return [{ roomType: undefined, boardType: undefined, adults: b.Guest.Adults, children: b.Guest.Childs, infants: b.Guest.Infants }];
}

/** The ages of the booking's children, in the order of AllGuests (a guest typed as a child, or aged 2 to 17 and not typed). */
function childAges(b: Booking): number[] {
  return (b.Guest.AllGuests ?? [])
    .filter((g) => g.Age !== undefined && (/^(child|children|kid|chd|ch|nino|niño)$/i.test(g.Type?.trim() ?? '') || (!g.Type && g.Age >= 2 && g.Age < 18)))
    .map((g) => g.Age as number);
}

/**
 * The canonical board of a booked BoardType, as the reply reader reads it: its lexicons' board words in six languages
 * (with negations: "breakfast not included" is room only), then board.ts's table (MPT codes, more words).
 */
const boardOf = (boardType: string | undefined) => boardOfBooked(boardType);

/** The MPT code and meals of a board: the mapping's code where it names one, else the standard one. */
function mealsIncluded(boardType: string, mapping: OtaMapping | undefined): XmlNode | undefined {
  const board = boardOf(boardType);
  if (!board) return undefined;
  const meals = MEALS[board];
  return { '@Breakfast': String(meals.breakfast), '@Lunch': String(meals.lunch), '@Dinner': String(meals.dinner), '@MealPlanIndicator': 'true', '@MealPlanCodes': mapping?.mealPlanCodes[board] ?? MPT[board] };
}

export function hotelReservation(b: Booking, bookingId: string, o: ReservationOptions): XmlNode {
  const ages = childAges(b);
  const counts = (l: ReturnType<typeof roomLines>[number]) => {
    const out: XmlNode[] = [];
    if (l.adults) out.push({ '@AgeQualifyingCode': AGE.adult, '@Count': String(l.adults) });
    if (l.children) {
      // Each child's age where the booking gives it (one GuestCount per age), the rest without.
      const mine = ages.splice(0, l.children);
      const byAge = new Map<number, number>();
      for (const a of mine) byAge.set(a, (byAge.get(a) ?? 0) + 1);
      for (const [age, n] of byAge) out.push({ '@AgeQualifyingCode': AGE.child, '@Age': String(age), '@Count': String(n) });
      if (l.children > mine.length) out.push({ '@AgeQualifyingCode': AGE.child, '@Count': String(l.children - mine.length) });
    }
    if (l.infants) out.push({ '@AgeQualifyingCode': AGE.infant, '@Count': String(l.infants) });
    return out;
  };
  const lead = b.Guest.AllGuests?.find((g) => g.Name && g.Name.trim().toLowerCase() === b.Guest.LeadName.trim().toLowerCase());
  const lines = roomLines(b);
  // One room line for several rooms: the line says how many (NumberOfUnits), so a read-back counts them right.
  const units = lines.length === 1 && (b.Guest.TotalRooms ?? 1) > 1 ? String(b.Guest.TotalRooms) : undefined;
  const uniqueId = o.uniqueId ?? otaUniqueId(bookingId);
  const comments: XmlNode[] = [];
  if (uniqueId !== bookingId) comments.push({ '@Name': 'BookingId', Text: `BookingId ${bookingId}` });
  // A lead name or title cut in PersonName goes whole into a Comment.
  const title = lead?.Title?.trim();
  const titleCut = tooLong(title, OTA_LIMITS.namePrefix);
  if (titleCut || tooLong(b.Guest.LeadName, OTA_LIMITS.name)) comments.push({ '@Name': 'Lead guest', Text: titleCut ? `${title} ${b.Guest.LeadName}` : b.Guest.LeadName });
  const specialRequest = o.specialRequest !== false ? b.SpecialRequest : undefined;
  return {
    '@CreateDateTime': b.BookingDate,
    '@ResStatus': o.resStatus,
    UniqueID: [{ '@Type': UNIQUE_ID_RESERVATION, '@ID': uniqueId }, o.messageId ? { '@Type': UNIQUE_ID_MESSAGE, '@ID': o.messageId, '@ID_Context': 'MESSAGE_UNIQUE_ID' } : undefined],
    RoomStays: {
      RoomStay: lines.map((l) => {
        const roomCode = lookup(o.mapping?.roomTypeCodes, l.roomType);
        const board = boardOf(l.boardType);
        const rateCode = lookup(o.mapping?.ratePlanCodes, board) ?? lookup(o.mapping?.ratePlanCodes, l.boardType);
        return {
          RoomTypes:
            l.roomType || units || roomCode
              ? {
                  RoomType: {
                    '@RoomTypeCode': roomCode,
                    '@RoomType': l.roomType ? cut(l.roomType, OTA_LIMITS.roomType) : undefined,
                    '@NumberOfUnits': units,
                    // The full room type: its name (64 characters), and the whole text where the attribute had to be cut.
                    RoomDescription: l.roomType ? { '@Name': cut(l.roomType, OTA_LIMITS.name), Text: tooLong(l.roomType, OTA_LIMITS.roomType) ? l.roomType : undefined } : undefined,
                  },
                }
              : undefined,
          RatePlans:
            l.boardType || rateCode
              ? {
                  RatePlan: {
                    '@RatePlanCode': rateCode,
                    '@RatePlanName': l.boardType ? cut(l.boardType, OTA_LIMITS.ratePlanName) : undefined,
                    RatePlanDescription: tooLong(l.boardType, OTA_LIMITS.ratePlanName) ? { Text: l.boardType } : undefined,
                    MealsIncluded: l.boardType ? mealsIncluded(l.boardType, o.mapping) : undefined,
                  },
                }
              : undefined,
          GuestCounts: { GuestCount: counts(l) },
          TimeSpan: { '@Start': hotelDay(b.CheckIn, o.zone), '@End': hotelDay(b.CheckOut, o.zone) },
          BasicPropertyInfo: { '@HotelCode': o.hotelCode, '@HotelName': cut(b.Hotel.Name, 128) },
        };
      }),
    },
    ResGuests: {
      ResGuest: {
        '@ResGuestRPH': '1',
        '@PrimaryIndicator': 'true',
        Profiles: { ProfileInfo: { Profile: { '@ProfileType': '1', Customer: { PersonName: personName(b.Guest.LeadName, lead?.Title, o.leadLastName) } } } },
      },
    },
    // Schema order: Comments, SpecialRequests, Total, HotelReservationIDs, then BasicPropertyInfo (required since 2013A).
    ResGlobalInfo: {
      Comments: comments.length ? { Comment: comments } : undefined,
      SpecialRequests: specialRequest ? { SpecialRequest: { '@Name': 'Guest request', Text: specialRequest } } : undefined,
      Total: o.showAmount && b.BookingAmount !== undefined ? { '@AmountAfterTax': b.BookingAmount.toFixed(2), '@CurrencyCode': b.Currency } : undefined,
      HotelReservationIDs: o.hotelNumber ? { HotelReservationID: { '@ResID_Type': o.hotelNumber.type, '@ResID_Value': cut(o.hotelNumber.value, OTA_LIMITS.name), '@ResID_Source': o.hotelNumber.source } } : undefined,
      BasicPropertyInfo: { '@HotelCode': o.hotelCode },
    },
  };
}

/** One HotelReservationID of an answer. */
export interface ResId {
  type?: string;
  value: string;
  source?: string;
  sourceContext?: string;
}

/** Every HotelReservationID under ResGlobalInfo, plus UniqueIDs (some systems put their number there). */
export function reservationIds(res: XmlNode | undefined): ResId[] {
  const ids: ResId[] = [];
  for (const id of children(path(res, 'ResGlobalInfo', 'HotelReservationIDs'), 'HotelReservationID')) {
    const value = attr(id, 'ResID_Value');
    if (value) ids.push({ type: attr(id, 'ResID_Type'), value, source: attr(id, 'ResID_Source'), sourceContext: attr(id, 'ResID_SourceContext') });
  }
  for (const u of children(res, 'UniqueID')) {
    const value = attr(u, 'ID');
    if (value) ids.push({ type: attr(u, 'Type'), value, source: undefined, sourceContext: attr(u, 'ID_Context') });
  }
  return ids;
}

/** Which ResID means "the hotel's number": its ResID_Type, and where given, its ResID_Source or ResID_SourceContext. */
export interface ResIdMapping {
  resIdType: string;
  resIdSource?: string;
}

const same = (a: string | undefined, b: string) => a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The hotel's number among the ids, never our own BookingId (or the UniqueID it was sent under) echoed back. */
export function hotelNumber(ids: ResId[], m: ResIdMapping, ourBookingId: string, ourUniqueId?: string): string | undefined {
  return ids.find((id) => same(id.type, m.resIdType) && (!m.resIdSource || same(id.source, m.resIdSource) || same(id.sourceContext, m.resIdSource)) && !isOurId(id.value, ourBookingId, ourUniqueId))?.value;
}

const count = (s: string | undefined) => (s !== undefined && /^\d{1,4}$/.test(s) ? Number(s) : undefined);

/** What a HotelReservation read back from the hotel's system states, as the fields judgeReply compares. */
export function reservationAsReply(res: XmlNode, mapping?: OtaMapping): Omit<HotelReply, 'hcn'> {
  const stays = children(path(res, 'RoomStays'), 'RoomStay');
  const first = stays[0];
  const span = child(first, 'TimeSpan') ?? path(res, 'ResGlobalInfo', 'TimeSpan');
  const roomType = path(first, 'RoomTypes', 'RoomType');
  const ratePlan = path(first, 'RatePlans', 'RatePlan');
  let adults: number | undefined;
  let kids: number | undefined;
  for (const stay of stays.length ? stays : [path(res, 'ResGlobalInfo')]) {
    for (const g of children(child(stay, 'GuestCounts'), 'GuestCount')) {
      const n = count(attr(g, 'Count'));
      if (n === undefined) continue;
      if (attr(g, 'AgeQualifyingCode') === AGE.adult) adults = (adults ?? 0) + n;
      if (attr(g, 'AgeQualifyingCode') === AGE.child) kids = (kids ?? 0) + n;
    }
  }
  const guests = children(path(res, 'ResGuests'), 'ResGuest');
  const primary = guests.find((g) => attr(g, 'PrimaryIndicator') === 'true') ?? guests[0];
  const name = path(primary, 'Profiles', 'ProfileInfo', 'Profile', 'Customer', 'PersonName');
  const leadName = [text(child(name, 'GivenName')), text(child(name, 'Surname'))].filter(Boolean).join(' ') || undefined;
  const total = path(res, 'ResGlobalInfo', 'Total');
  const amount = attr(total, 'AmountAfterTax');
  const out: Omit<HotelReply, 'hcn'> = {
    checkIn: isDay(attr(span, 'Start')),
    checkOut: isDay(attr(span, 'End')),
    leadName,
    rooms: stays.length ? stays.reduce((n, s) => n + (count(attr(path(s, 'RoomTypes', 'RoomType'), 'NumberOfUnits')) ?? 1), 0) : undefined,
    // The whole room type where given; else ours for their RoomTypeCode (the mapping read backwards); else what is there.
    roomType: text(path(roomType, 'RoomDescription', 'Text')) ?? attr(child(roomType, 'RoomDescription'), 'Name') ?? ourRoomType(attr(roomType, 'RoomTypeCode'), mapping) ?? attr(roomType, 'RoomType') ?? attr(roomType, 'RoomTypeCode'),
    boardType: text(path(ratePlan, 'RatePlanDescription', 'Text')) ?? attr(ratePlan, 'RatePlanName'),
    adults,
    children: kids,
    amount: amount !== undefined && /^\d+(\.\d+)?$/.test(amount) ? Number(amount) : undefined,
    currency: amount !== undefined ? attr(total, 'CurrencyCode') : undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as Omit<HotelReply, 'hcn'>;
}

function ourRoomType(code: string | undefined, mapping: OtaMapping | undefined): string | undefined {
  if (!code || !mapping) return undefined;
  const c = code.trim().toLowerCase();
  return Object.entries(mapping.roomTypeCodes).find(([, v]) => v.trim().toLowerCase() === c)?.[0];
}

function isDay(s: string | undefined): string | undefined {
  const m = s ? /^(\d{4}-\d{2}-\d{2})/.exec(s) : null;
  return m ? `${m[1]}T00:00:00.000Z` : undefined;
}

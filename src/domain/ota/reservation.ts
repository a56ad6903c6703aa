// One booking as an OTA HotelReservation element, and a HotelReservation read back as a hotel's reply (HotelReply).
import { hotelDay } from '../hotelTime.js';
import type { HotelReply } from '../reply.js';
import type { Booking } from '../schemas.js';
import { attr, child, children, path, text, type XmlNode } from './xml.js';

/** OTA UIT code 14: Reservation; our BookingId is sent as the reservation's UniqueID of this type. */
export const UNIQUE_ID_RESERVATION = '14';
/** OTA UIT code 16: Reference; the pull side's message id (our contact id), as pmsXchange uses it. */
export const UNIQUE_ID_MESSAGE = '16';
/** OTA AgeQualifyingCode: 10 adult, 8 child, 7 infant. */
export const AGE = { adult: '10', child: '8', infant: '7' } as const;

export interface ReservationOptions {
  /** The hotel's code at the counterpart (BasicPropertyInfo HotelCode): the booking's Hotel.MasterProviderHotelId. */
  hotelCode: string;
  /** Whether BookingAmount may be shown (PRODUCT section 4: a seller's total is confidential by default). */
  showAmount: boolean;
  /** For the pull answer: the HotelReservation's own ResStatus (Book, Modify, Cancel). */
  resStatus?: string;
  /** For the pull answer: a per-delivery reference (UniqueID Type 16). */
  messageId?: string;
  /** The hotel's zone (hotelZone): the stay's dates are its days. */
  zone: string;
}


/** "Ms Maria Lopez" as OTA PersonName: the last word is the surname (what a desk types in its Surname field). */
export function personName(full: string, title?: string): XmlNode {
  const words = full.trim().split(/\s+/);
  const surname = words.length > 1 ? words[words.length - 1] : words[0];
  const given = words.length > 1 ? words.slice(0, -1).join(' ') : undefined;
  return { NamePrefix: title, GivenName: given, Surname: surname };
}

/** The booking's room lines; a booking without RoomStructure is one stay with its guest counts. */
function roomLines(b: Booking) {
  const rooms = b.Guest.RoomStructure ?? [];
  if (rooms.length) return rooms.map((r) => ({ roomType: r.RoomType, boardType: r.BoardType, adults: r.Adults, children: r.Childs, infants: r.Infants }));
  return [{ roomType: undefined, boardType: undefined, adults: b.Guest.Adults, children: b.Guest.Childs, infants: b.Guest.Infants }];
}

export function hotelReservation(b: Booking, bookingId: string, o: ReservationOptions): XmlNode {
  const counts = (l: ReturnType<typeof roomLines>[number]) =>
    [
      [AGE.adult, l.adults],
      [AGE.child, l.children],
      [AGE.infant, l.infants],
    ]
      .filter(([, n]) => n !== undefined && n !== 0)
      .map(([code, n]) => ({ '@AgeQualifyingCode': code, '@Count': String(n) }));
  const lead = b.Guest.AllGuests?.find((g) => g.Name && g.Name.trim().toLowerCase() === b.Guest.LeadName.trim().toLowerCase());
  const lines = roomLines(b);
  // One room line for several rooms: the line says how many (NumberOfUnits), so a read-back counts them right.
  const units = lines.length === 1 && (b.Guest.TotalRooms ?? 1) > 1 ? String(b.Guest.TotalRooms) : undefined;
  return {
    '@CreateDateTime': b.BookingDate,
    '@ResStatus': o.resStatus,
    UniqueID: [{ '@Type': UNIQUE_ID_RESERVATION, '@ID': bookingId }, o.messageId ? { '@Type': UNIQUE_ID_MESSAGE, '@ID': o.messageId, '@ID_Context': 'MESSAGE_UNIQUE_ID' } : undefined],
    RoomStays: {
      RoomStay: lines.map((l) => ({
        RoomTypes: l.roomType || units ? { RoomType: { '@RoomType': l.roomType, '@NumberOfUnits': units, RoomDescription: l.roomType ? { '@Name': l.roomType } : undefined } } : undefined,
        RatePlans: l.boardType ? { RatePlan: { '@RatePlanName': l.boardType, MealsIncluded: { '@MealPlanNotes': l.boardType } } } : undefined,
        GuestCounts: { GuestCount: counts(l) },
        TimeSpan: { '@Start': hotelDay(b.CheckIn, o.zone), '@End': hotelDay(b.CheckOut, o.zone) },
        BasicPropertyInfo: { '@HotelCode': o.hotelCode, '@HotelName': b.Hotel.Name },
      })),
    },
    ResGuests: {
      ResGuest: {
        '@ResGuestRPH': '1',
        '@PrimaryIndicator': 'true',
        Profiles: { ProfileInfo: { Profile: { '@ProfileType': '1', Customer: { PersonName: personName(b.Guest.LeadName, lead?.Title) } } } },
      },
    },
    ResGlobalInfo: {
      Comments: b.SpecialRequest ? { Comment: { '@GuestViewable': 'true', Text: b.SpecialRequest } } : undefined,
      SpecialRequests: b.SpecialRequest ? { SpecialRequest: { '@Name': 'Guest request', Text: b.SpecialRequest } } : undefined,
      Total: o.showAmount && b.BookingAmount !== undefined ? { '@AmountAfterTax': b.BookingAmount.toFixed(2), '@CurrencyCode': b.Currency } : undefined,
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

/** The hotel's number among the ids, never our own BookingId echoed back. */
export function hotelNumber(ids: ResId[], m: ResIdMapping, ourBookingId: string): string | undefined {
  return ids.find((id) => same(id.type, m.resIdType) && (!m.resIdSource || same(id.source, m.resIdSource) || same(id.sourceContext, m.resIdSource)) && id.value !== ourBookingId)?.value;
}

const count = (s: string | undefined) => (s !== undefined && /^\d{1,4}$/.test(s) ? Number(s) : undefined);

/** What a HotelReservation read back from the hotel's system states, as the fields judgeReply compares. */
export function reservationAsReply(res: XmlNode): Omit<HotelReply, 'hcn'> {
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
    roomType: attr(roomType, 'RoomType') ?? attr(child(roomType, 'RoomDescription'), 'Name') ?? attr(roomType, 'RoomTypeCode'),
    boardType: attr(ratePlan, 'RatePlanName'),
    adults,
    children: kids,
    amount: amount !== undefined && /^\d+(\.\d+)?$/.test(amount) ? Number(amount) : undefined,
    currency: amount !== undefined ? attr(total, 'CurrencyCode') : undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as Omit<HotelReply, 'hcn'>;
}

function isDay(s: string | undefined): string | undefined {
  const m = s ? /^(\d{4}-\d{2}-\d{2})/.exec(s) : null;
  return m ? `${m[1]}T00:00:00.000Z` : undefined;
}

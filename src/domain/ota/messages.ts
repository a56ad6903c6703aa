// The OTA messages reconfirm sends and accepts, built from and read into plain values (no I/O here).
import type { HotelReply } from '../reply.js';
import type { Booking } from '../schemas.js';
import type { OtaMapping } from './config.js';
import { cut, hotelNumber, hotelReservation, isOurId, OTA_LIMITS, otaUniqueId, reservationAsReply, reservationIds, UNIQUE_ID_MESSAGE, UNIQUE_ID_RESERVATION, type ReservationOptions, type ResId, type ResIdMapping } from './reservation.js';
import { attr, buildOta, child, children, has, OtaXmlError, parseOtaXml, path, text, type Envelope, type XmlNode } from './xml.js';

/** OpenTravel TransactionActionType values for OTA_HotelResNotifRQ's ResStatus. */
export type ResStatus = 'Commit' | 'Modify' | 'Cancel';

export interface OtaIssue {
  /** EWT code (Error Warning Type): 3 business rule, 4 authentication, 10 required field missing, 12 processing exception... */
  type?: string;
  /** For OTA_ErrorRS only: its ErrorCode (Malformed, Validation, UnrecognizedRoot, Unknown...). */
  errorCode?: string;
  /** ERR code from the OTA code list. */
  code?: string;
  shortText?: string;
  text?: string;
}

export const describeIssue = (i: OtaIssue) =>
  [i.type ? `Type ${i.type}` : '', i.code ? `Code ${i.code}` : ''].filter(Boolean).join(' ') + (i.shortText || i.text ? `${i.type || i.code ? ': ' : ''}${[i.shortText, i.text].filter(Boolean).join(' - ')}` : '');

function issues(n: XmlNode, list: 'Errors' | 'Warnings', item: 'Error' | 'Warning'): OtaIssue[] {
  return children(child(n, list), item).map((e) => ({ type: attr(e, 'Type'), code: attr(e, 'Code'), shortText: attr(e, 'ShortText'), text: text(e) }));
}

/** The root of a document, which must be the message expected. */
function expectRoot(xml: string, ...roots: string[]): XmlNode {
  const { root, node } = parseOtaXml(xml);
  if (!roots.includes(root)) throw new OtaXmlError(`expected ${roots.join(' or ')}, got <${root.slice(0, 60)}>`);
  return node;
}

export interface Credentials {
  /** POS/Source/RequestorID ID and MessagePassword, for counterparts that authenticate in the message. */
  requestorId?: string;
  messagePassword?: string;
}

const pos = (c: Credentials) => (c.requestorId ? { POS: { Source: { RequestorID: { '@Type': '22', '@ID': c.requestorId, '@MessagePassword': c.messagePassword } } } } : {});

// ---- push: OTA_HotelResNotifRQ / RS -------------------------------------------------------------------------------

/** A push message for one booking: the reservation's options (one place, ReservationOptions), its action as ResStatus. */
export interface NotifRequest extends Credentials, Omit<ReservationOptions, 'resStatus' | 'messageId'> {
  booking: Booking;
  bookingId: string;
  resStatus: ResStatus;
}

/** The action goes on the root (ResStatus) and on the reservation too, where many receivers read it. */
export function buildHotelResNotifRQ(env: Envelope, r: NotifRequest): string {
  const reservation = hotelReservation(r.booking, r.bookingId, { hotelCode: r.hotelCode, showAmount: r.showAmount, zone: r.zone, resStatus: r.resStatus, mapping: r.mapping, hotelNumber: r.hotelNumber, specialRequest: r.specialRequest, leadLastName: r.leadLastName, uniqueId: r.uniqueId });
  return buildOta('OTA_HotelResNotifRQ', env, { ...pos(r), HotelReservations: { HotelReservation: reservation } }, { ResStatus: r.resStatus });
}

export type NotifAnswer =
  | { kind: 'errors'; errors: OtaIssue[]; echoToken?: string }
  | { kind: 'success'; hcn?: string; ids: ResId[]; warnings: OtaIssue[]; echoToken?: string };

/** Reads OTA_HotelResNotifRS: Errors, or Success/Warnings with the hotel's number found by the mapping. */
export function parseHotelResNotifRS(xml: string, mapping: ResIdMapping, ourBookingId: string, ourUniqueId?: string): NotifAnswer {
  const rs = expectRoot(xml, 'OTA_HotelResNotifRS');
  const echoToken = attr(rs, 'EchoToken');
  const errors = issues(rs, 'Errors', 'Error');
  if (has(rs, 'Errors')) return { kind: 'errors', errors: errors.length ? errors : [{ text: 'Errors without detail' }], echoToken };
  const warnings = issues(rs, 'Warnings', 'Warning');
  if (!has(rs, 'Success') && !has(rs, 'Warnings')) throw new OtaXmlError('OTA_HotelResNotifRS has neither Success, Warnings nor Errors');
  const ids = children(child(rs, 'HotelReservations'), 'HotelReservation').flatMap(reservationIds);
  return { kind: 'success', hcn: hotelNumber(ids, mapping, ourBookingId, ourUniqueId), ids, warnings, echoToken };
}

// ---- verification: OTA_ReadRQ / OTA_HotelResRS (or OTA_ResRetrieveRS) ---------------------------------------------

/**
 * Asks for one reservation by our id (UniqueID Type 14) and, once known, by the hotel's own number too (a second
 * ReadRequest with the counterpart's ResID_Type): ReadRequests/ReadRequest/UniqueID, the only place OpenTravel allows
 * a UniqueID there (HotelReadRequest takes none).
 */
export function buildReadRQ(env: Envelope, r: Credentials & { bookingId: string; uniqueId?: string; hotelNumber?: { value: string; type: string; source?: string } }): string {
  const byHotel = r.hotelNumber ? { UniqueID: { '@Type': r.hotelNumber.type, '@ID': cut(r.hotelNumber.value, OTA_LIMITS.uniqueId), '@ID_Context': r.hotelNumber.source ? cut(r.hotelNumber.source, 32) : undefined } } : undefined;
  return buildOta('OTA_ReadRQ', env, { ...pos(r), ReadRequests: { ReadRequest: [{ UniqueID: { '@Type': UNIQUE_ID_RESERVATION, '@ID': r.uniqueId ?? otaUniqueId(r.bookingId) } }, byHotel] } });
}

export type ReadAnswer = { kind: 'errors'; errors: OtaIssue[] } | { kind: 'reservation'; reply: Omit<HotelReply, 'hcn'>; hcn?: string } | { kind: 'none' };

/** Reads the reservation a counterpart returns for OTA_ReadRQ (OTA_HotelResRS, or OTA_ResRetrieveRS as pmsXchange answers). */
export function parseReservationRS(xml: string, mapping: ResIdMapping & { mapping?: OtaMapping }, ourBookingId: string, ourUniqueId?: string): ReadAnswer {
  const rs = expectRoot(xml, 'OTA_HotelResRS', 'OTA_ResRetrieveRS');
  if (has(rs, 'Errors')) return { kind: 'errors', errors: issues(rs, 'Errors', 'Error') };
  const all = [...children(child(rs, 'HotelReservations'), 'HotelReservation'), ...children(child(rs, 'ReservationsList'), 'HotelReservation')];
  // The one about our booking when several come back; else the only one.
  const res = all.find((r) => reservationIds(r).some((id) => isOurId(id.value, ourBookingId, ourUniqueId))) ?? (all.length === 1 ? all[0] : undefined);
  if (!res) return { kind: 'none' };
  return { kind: 'reservation', reply: reservationAsReply(res, mapping.mapping), hcn: hotelNumber(reservationIds(res), mapping, ourBookingId, ourUniqueId) };
}

// ---- pull: OTA_ReadRQ in, OTA_ResRetrieveRS out -------------------------------------------------------------------

export interface PullReadRequest extends Credentials {
  echoToken?: string;
  /** HotelReadRequest HotelCode values; empty means every hotel of the counterpart. */
  hotelCodes: string[];
  /** SelectionCriteria SelectionType: All (every reservation arriving soon, paged), else the undelivered ones. */
  selection: 'All' | 'Undelivered';
  /** The MoreDataEchoToken of the previous page (SelectionType All). */
  moreDataEchoToken?: string;
  /** MaxResponses: at most this many reservations per answer. */
  maxResponses?: number;
}

const posCredentials = (n: XmlNode): Credentials => {
  const req = path(n, 'POS', 'Source', 'RequestorID');
  return { requestorId: attr(req, 'ID'), messagePassword: attr(req, 'MessagePassword') };
};

/** The pull requests we accept, told apart by their root. */
export type PullRequest = { kind: 'read'; request: PullReadRequest } | { kind: 'report'; request: NotifReport };

export function parsePullRequest(xml: string): PullRequest {
  const { root, node } = parseOtaXml(xml);
  if (root === 'OTA_ReadRQ') {
    const codes = children(child(node, 'ReadRequests'), 'HotelReadRequest')
      .map((h) => attr(h, 'HotelCode'))
      .filter((c): c is string => Boolean(c));
    const selections = children(child(node, 'ReadRequests'), 'HotelReadRequest').flatMap((h) => children(h, 'SelectionCriteria').map((c) => attr(c, 'SelectionType')));
    const max = Number(attr(node, 'MaxResponses'));
    return {
      kind: 'read',
      request: {
        ...posCredentials(node),
        echoToken: attr(node, 'EchoToken'),
        hotelCodes: codes,
        selection: selections.includes('All') ? 'All' : 'Undelivered',
        moreDataEchoToken: attr(node, 'MoreDataEchoToken'),
        maxResponses: Number.isInteger(max) && max > 0 ? max : undefined,
      },
    };
  }
  if (root === 'OTA_NotifReportRQ') return { kind: 'report', request: readNotifReport(node) };
  throw new OtaXmlError(`POST /ota takes OTA_ReadRQ or OTA_NotifReportRQ, not <${root.slice(0, 60)}>`);
}

export interface PulledReservation {
  booking: Booking;
  bookingId: string;
  hotelCode: string;
  /** Book for a first delivery, Modify after the booking changed. */
  resStatus: 'Book' | 'Modify' | 'Cancel';
  /** Our contact id: acknowledged back as UniqueID Type 16. */
  messageId: string;
  /** The hotel's zone: the stay's dates are its days. */
  zone: string;
  /** Whether the hotel may see the special request (its disclosure view). */
  specialRequest?: boolean;
  /** The hotel's own number once known (SelectionType All lists confirmed reservations too). */
  hotelNumber?: { value: string; type: string; source?: string };
  /** The lead guest's surname where the events body gave it. */
  leadLastName?: string;
  /** The UniqueID@ID the booking is sent under, as stored (bookings.ota_id); absent: otaUniqueId(bookingId). */
  uniqueId?: string;
}

/** The reservations of a poll; `more` is the MoreDataEchoToken of the next page when there is one. */
export function buildResRetrieveRS(env: Envelope, list: PulledReservation[], showAmount: boolean, mapping?: OtaMapping, more?: string): string {
  return buildOta(
    'OTA_ResRetrieveRS',
    env,
    {
      Success: '',
      ReservationsList: list.length ? { HotelReservation: list.map((r) => hotelReservation(r.booking, r.bookingId, { hotelCode: r.hotelCode, showAmount, resStatus: r.resStatus, messageId: r.messageId || undefined, zone: r.zone, mapping, specialRequest: r.specialRequest, hotelNumber: r.hotelNumber, leadLastName: r.leadLastName, uniqueId: r.uniqueId })) } : undefined,
    },
    { MoreIndicator: more ? 'true' : undefined, MoreDataEchoToken: more },
  );
}

// ---- pull: OTA_NotifReportRQ in, OTA_NotifReportRS out ------------------------------------------------------------

export interface ReportedReservation {
  /** Our BookingId (UniqueID Type 14), when sent. */
  bookingId?: string;
  /** Our message id (UniqueID Type 16), when sent. */
  messageId?: string;
  ids: ResId[];
}

export interface NotifReport extends Credentials {
  echoToken?: string;
  success: boolean;
  errors: OtaIssue[];
  reservations: ReportedReservation[];
}

function readNotifReport(n: XmlNode): NotifReport {
  const reservations = children(path(n, 'NotifDetails', 'HotelNotifReport', 'HotelReservations'), 'HotelReservation').map((r) => {
    const uid = (type: string) => attr(children(r, 'UniqueID').find((u) => attr(u, 'Type') === type), 'ID');
    return { bookingId: uid(UNIQUE_ID_RESERVATION), messageId: uid(UNIQUE_ID_MESSAGE), ids: reservationIds(r).filter((id) => !(id.type === UNIQUE_ID_MESSAGE && id.sourceContext === 'MESSAGE_UNIQUE_ID')) };
  });
  return { ...posCredentials(n), echoToken: attr(n, 'EchoToken'), success: has(n, 'Success'), errors: issues(n, 'Errors', 'Error'), reservations };
}

export function buildNotifReportRS(env: Envelope, warnings: OtaIssue[]): string {
  return buildOta('OTA_NotifReportRS', env, { Success: '', Warnings: warnings.length ? { Warning: warnings.map(issueNode) } : undefined });
}

/** An Error or Warning: ShortText only within its 64 characters; a longer text goes into the element's content. */
const issueNode = (i: OtaIssue): XmlNode => {
  const fits = i.shortText !== undefined && Array.from(i.shortText).length <= OTA_LIMITS.shortText;
  const content = [fits ? undefined : i.shortText, i.text].filter(Boolean).join(' - ') || undefined;
  return { '@Type': i.type ?? '1', '@Code': i.code, '@ShortText': fits ? i.shortText : undefined, '#text': content };
};

/**
 * An OTA error answer: the RS named after the request when known (Errors/Error), else OTA_ErrorRS, which the
 * schema makes an empty element with a required ErrorCode and the text in ErrorMessage.
 */
export function buildErrorRS(root: string, env: Envelope, errors: OtaIssue[]): string {
  if (root === 'OTA_ErrorRS') {
    const first = errors[0] ?? {};
    const message = errors.map((e) => [e.shortText, e.text].filter(Boolean).join(' - ')).filter(Boolean).join('; ');
    return buildOta(root, env, {}, { ErrorCode: first.errorCode ?? 'Unknown', Status: 'NotProcessed', ErrorMessage: message || undefined });
  }
  return buildOta(root, env, { Errors: { Error: errors.map(issueNode) } });
}

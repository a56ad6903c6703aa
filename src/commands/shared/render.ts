// How client commands show bookings to people: BookingDetails as a compact block, history as a table.
import type { BookingDetails, HistoryEntry, HotelTime } from '../../domain/schemas.js';
import { c, outputWidth, statusColour, table, wrapText } from './output.js';
import { agentZone, detailsTimeText, hotelClockText, instantText, localiseInstants, stayText, zoneLabel, zoneSourceText } from './times.js';

const plural = (n: number | null, one: string, many: string) => `${n ?? 0} ${n === 1 ? one : many}`;
const LABEL_WIDTH = 15;

/** One "label  value" line, aligned with the details block; cut with an ellipsis to the terminal (--json has it all). */
/** A labelled line; a value wider than the screen continues on the next lines under itself (nothing is cut). */
export const field = (label: string, value: string) => {
  const room = (outputWidth() ?? Infinity) - LABEL_WIDTH - 2;
  const text = Number.isFinite(room) ? wrapText(value, Math.max(20, room)) : value;
  return `${c.dim(label.padEnd(LABEL_WIDTH))}  ${text.split('\n').join(`\n${' '.repeat(LABEL_WIDTH + 2)}`)}`;
};

/** The free-cancellation deadline: the hotel's instant on its clock, and on the agent's when that differs. */
function deadlineText(d: BookingDetails, h: HotelTime | undefined): string {
  if (!h?.CancellationDeadline) return detailsTimeText(d.CancellationDeadline);
  const hotel = hotelClockText(h.CancellationDeadline, h.zone);
  const mine = instantText(h.CancellationDeadline);
  return zoneLabel(agentZone()) === h.zone ? hotel : `${hotel} (${mine})`;
}

/** BookingDetails as a block; with the service's hotelTime, the stay and deadline on the hotel's clock and zone. */
export function renderDetails(d: BookingDetails, hotelTime?: HotelTime): string {
  const g = d.Guest;
  const h = d.Hotel;
  const rooms = g.RoomStructure.map((r) => [r.RoomType, r.BoardType, r.Adults !== null ? plural(r.Adults, 'adult', 'adults') : null].filter(Boolean).join(', ')).join(' | ');
  const rows: [string, string | number | null | undefined][] = [
    ['BookingId', c.bold(d.BookingId)],
    ['status', statusColour(d.ReconfirmationStatus)],
    ['HCN', d.Supplier.HCN],
    ['hotel', [h.Name, h.City, h.CountryCode].filter(Boolean).join(', ')],
    // Every time with its zone: the stay on the hotel's clock (a date as a date), else as BookingDetails has it.
    ['stay', hotelTime ? stayText(hotelTime) : `${detailsTimeText(d.CheckIn)} -> ${detailsTimeText(d.CheckOut)}`],
    ['hotel zone', hotelTime ? `${hotelTime.zone} (from ${zoneSourceText(hotelTime.from)})` : null],
    ['lead guest', `${g.LeadName}${g.Adults !== null ? ` (${plural(g.Adults, 'adult', 'adults')}, ${plural(g.Children, 'child', 'children')}, ${plural(g.TotalRooms, 'room', 'rooms')})` : ''}`],
    ['rooms', rooms],
    ['amount', d.BookingAmount !== null ? `${d.BookingAmount} ${d.Currency ?? ''}`.trim() : null],
    ['refundable', d.Refundable === null ? null : d.Refundable ? `yes, free cancellation until ${deadlineText(d, hotelTime)}` : 'no'],
    ['special request', d.SpecialRequest],
    ['supplier', [d.Supplier.Name, d.Supplier.ReferenceNo].filter(Boolean).join(' ')],
    ['agency', [d.Agency.Name, d.Agency.ReferenceNo].filter(Boolean).join(' ')],
  ];
  return rows
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => field(k, String(v)))
    .join('\n');
}

/** "submission 0193a2c4-5e6f-7a8b-9c0d-1e2f3a4b5c6d" is 49 characters of a history's width: its traceId's tail names it (--json has it whole). */
export const shortActor = (actor: string) => actor.replace(/\b([0-9a-f]{8})-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{8}([0-9a-f]{4})\b/gi, '$1…$2');

export function renderHistory(history: HistoryEntry[]): string {
  return table(
    [`at (${zoneLabel(agentZone())})`, 'who', 'what', 'status'],
    history.map((h) => [instantText(h.at).slice(0, 16), shortActor(h.actor), localiseInstants(h.message), h.toStatus && h.fromStatus !== h.toStatus ? `${h.fromStatus ?? '-'} -> ${statusColour(h.toStatus)}` : '']),
    // What happened is the row's point: on a narrow screen 'who' goes first, 'what' only wraps.
    { shrinkFirst: ['who', 'what'], dropFirst: ['who'] },
  );
}

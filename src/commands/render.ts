// How client commands show bookings to people: BookingDetails as a compact block, history as a table.
import type { BookingDetails, HistoryEntry } from '../domain/schemas.js';
import { c, outputWidth, statusColour, table } from './output.js';

const day = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '');
const plural = (n: number | null, one: string, many: string) => `${n ?? 0} ${n === 1 ? one : many}`;
const LABEL_WIDTH = 15;

/** One "label  value" line, aligned with the details block; cut with an ellipsis to the terminal (--json has it all). */
export const field = (label: string, value: string) => `${c.dim(label.padEnd(LABEL_WIDTH))}  ${clip(value, (outputWidth() ?? Infinity) - LABEL_WIDTH - 2)}`;

// eslint-disable-next-line no-control-regex
const clip = (v: string, room: number) => (v.includes('\x1b') || [...v].length <= room ? v : [...v].slice(0, Math.max(8, room - 1)).join('') + '…');

export function renderDetails(d: BookingDetails): string {
  const g = d.Guest;
  const h = d.Hotel;
  const rooms = g.RoomStructure.map((r) => [r.RoomType, r.BoardType, r.Adults !== null ? plural(r.Adults, 'adult', 'adults') : null].filter(Boolean).join(', ')).join(' | ');
  const rows: [string, string | number | null | undefined][] = [
    ['BookingId', c.bold(d.BookingId)],
    ['status', statusColour(d.ReconfirmationStatus)],
    ['HCN', d.Supplier.HCN],
    ['hotel', [h.Name, h.City, h.CountryCode].filter(Boolean).join(', ')],
    // Stored instants are UTC; the hotel's own clock is the "hotel time" line where the service knows its zone.
    ['stay', `${day(d.CheckIn)} -> ${day(d.CheckOut)} UTC`],
    ['lead guest', `${g.LeadName}${g.Adults !== null ? ` (${plural(g.Adults, 'adult', 'adults')}, ${plural(g.Children, 'child', 'children')}, ${plural(g.TotalRooms, 'room', 'rooms')})` : ''}`],
    ['rooms', rooms],
    ['amount', d.BookingAmount !== null ? `${d.BookingAmount} ${d.Currency ?? ''}`.trim() : null],
    ['refundable', d.Refundable === null ? null : d.Refundable ? `yes, free cancellation until ${day(d.CancellationDeadline)} UTC` : 'no'],
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
    ['at (UTC)', 'who', 'what', 'status'],
    history.map((h) => [day(h.at).slice(0, 16) + (h.at.length > 16 ? h.at.slice(16, 19) : ''), shortActor(h.actor), h.message, h.toStatus && h.fromStatus !== h.toStatus ? `${h.fromStatus ?? '-'} -> ${statusColour(h.toStatus)}` : '']),
    { shrinkFirst: ['what', 'who'] },
  );
}

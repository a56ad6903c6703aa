// The simulator channel: seeded fake hotels that answer after a delay, deterministic per booking (the demo and fixtures).
import { HOUR, seededRandom } from '../../domain/clock.js';
import { hotelDay } from '../../domain/hotelTime.js';
import type { HotelReply } from '../../domain/reply.js';
import type { Booking } from '../../domain/schemas.js';
import type { Db } from '../../store/db.js';
import { enqueue } from '../../store/jobs.js';
import type { ContactOutcome, ContactRequest, HotelChannel } from './types.js';


export interface SimulatorSettings {
  seed: number;
  minDelayMs: number;
  maxDelayMs: number;
  discrepancyRate: number;
  silenceRate: number;
  noBookingRate: number;
}

export type SimulatedOutcome = 'CONFIRM' | 'DISCREPANCY' | 'SILENT' | 'NOBOOKING';

/** Hotel.MasterProviderHotelId values that force an outcome (the contract fixtures rely on). */
const HINTS: Record<string, SimulatedOutcome> = {
  'SIM-CONFIRM': 'CONFIRM',
  'SIM-DISCREPANCY': 'DISCREPANCY',
  'SIM-SILENT': 'SILENT',
  'SIM-NOBOOKING': 'NOBOOKING',
};

/** FNV-1a: a stable 32-bit hash of the BookingId, so each booking has its own reproducible hotel. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const DAY = 24 * HOUR;
const GENERIC = new Set(['the', 'hotel', 'hotels', 'le', 'la', 'les', 'el', 'il', 'das', 'der', 'die', 'resort', 'inn', 'grand']);

/** Like a property system's prefix: the first three letters of the hotel's distinctive word ("Hotel Miramar" -> MIR). */
function hcnPrefix(name: string): string {
  const words = name.normalize('NFD').replace(/\p{M}/gu, '').split(/[^A-Za-z]+/).filter(Boolean);
  const word = words.find((w) => !GENERIC.has(w.toLowerCase())) ?? words[0] ?? 'HTL';
  return word.slice(0, 3).toUpperCase();
}
const dayShift = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString();

/**
 * What the simulated hotel answers for this booking, and after how long; pure and deterministic. It states the stay
 * as its days in `zone`, the hotel's zone, as a real hotel would.
 */
export function simulateHotel(booking: Booking, bookingId: string, s: SimulatorSettings, zone = 'Z'): { outcome: SimulatedOutcome; delayMs: number; reply?: HotelReply } {
  const random = seededRandom((s.seed ^ hash32(bookingId)) >>> 0);
  const roll = random();
  const hint = HINTS[(booking.Hotel.MasterProviderHotelId ?? '').trim().toUpperCase()];
  const outcome: SimulatedOutcome =
    hint ??
    (roll < s.noBookingRate ? 'NOBOOKING' : roll < s.noBookingRate + s.silenceRate ? 'SILENT' : roll < s.noBookingRate + s.silenceRate + s.discrepancyRate ? 'DISCREPANCY' : 'CONFIRM');
  const delayMs = Math.round(s.minDelayMs + random() * Math.max(0, s.maxDelayMs - s.minDelayMs));
  const hcn = `${hcnPrefix(booking.Hotel.Name)}-${String(Math.floor(random() * 900_000) + 100_000)}`;
  const which = random();
  if (outcome === 'SILENT') return { outcome, delayMs };
  if (outcome === 'NOBOOKING') return { outcome, delayMs, reply: { noBooking: true, note: 'simulated hotel: no such reservation found' } };
  const rooms = booking.Guest.RoomStructure ?? [];
  // The hotel restates the booking in its own words: family name first, upper case (names compare forgivingly).
  const [given, ...family] = booking.Guest.LeadName.trim().split(/\s+/);
  const reply: HotelReply = {
    hcn,
    checkIn: `${hotelDay(booking.CheckIn, zone)}T00:00:00.000Z`,
    checkOut: `${hotelDay(booking.CheckOut, zone)}T00:00:00.000Z`,
    leadName: family.length ? `${family.join(' ').toUpperCase()}, ${given}` : given,
    rooms: booking.Guest.TotalRooms ?? (rooms.length || undefined),
    roomType: rooms[0]?.RoomType,
    boardType: rooms[0]?.BoardType,
    adults: booking.Guest.Adults,
    children: booking.Guest.Childs,
    specialRequestNoted: booking.SpecialRequest ? true : undefined,
    note: 'simulated hotel',
  };
  if (outcome === 'DISCREPANCY') {
    // The hinted hotel always states a check-in one day later; seeded ones vary the field.
    if (hint || which < 0.5 || !rooms[0]?.RoomType) reply.checkIn = dayShift(reply.checkIn!, 1);
    else reply.roomType = /standard/i.test(rooms[0].RoomType) ? 'Superior Room' : 'Standard Room';
  }
  return { outcome, delayMs, reply };
}

/** Sends nothing out: schedules the simulated hotel's answer as a durable job due after its delay. */
export function simulatorChannel(db: Db, settings: () => SimulatorSettings): HotelChannel {
  return {
    name: 'simulator',
    async send(req: ContactRequest): Promise<ContactOutcome> {
      const sim = simulateHotel(req.booking, req.bookingId, settings(), req.view?.zone);
      if (!sim.reply) return { detail: 'simulated hotel received the request (this hotel stays silent)' };
      // A hotel set to answer without delay answers inline, like an http hotel replying in its response.
      if (sim.delayMs <= 0) return { detail: 'simulated hotel answered at once', reply: sim.reply };
      enqueue(db, 'hotel.simulatedReply', { bookingPk: req.bookingPk, contactId: req.contactId, reply: sim.reply }, { runAt: req.now + sim.delayMs }, req.now);
      return { detail: `simulated hotel received the request and answers in ${(sim.delayMs / 1000).toFixed(1)} s` };
    },
  };
}

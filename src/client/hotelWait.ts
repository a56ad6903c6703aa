// `push --wait-hotels`: after the bookings exist, wait until no hotel is still to answer (every booking CONFIRMED,
// ESCALATED or CANCELLED), polling each booking still PENDING.
import { bookingPath, type ApiClient } from './api.js';

export interface HotelOutcome {
  status: string;
  hcn: string | null;
  reasons: string[];
}

/** Above this, polling booking by booking is no longer reasonable: the webhooks (`reconfirm listen`) are the way. */
export const MAX_HOTEL_WAIT = 1000;

export async function waitForHotels(
  api: ApiClient,
  bookingIds: string[],
  opts: { timeoutMs: number; intervalMs?: number; onProgress?: (answered: number, total: number) => void },
): Promise<{ outcomes: Map<string, HotelOutcome>; pending: string[] }> {
  const deadline = Date.now() + opts.timeoutMs;
  const outcomes = new Map<string, HotelOutcome>();
  let pending = [...bookingIds];
  for (;;) {
    const still = new Set<string>();
    for (let i = 0; i < pending.length; i += 8) {
      await Promise.all(
        pending.slice(i, i + 8).map(async (id) => {
          const { data } = await api.get(bookingPath('/bookings', id), { retryRefused: true });
          const status = data.BookingDetails.ReconfirmationStatus as string;
          if (status === 'PENDING') still.add(id);
          else outcomes.set(id, { status, hcn: data.BookingDetails.Supplier?.HCN ?? null, reasons: data.escalationReasons ?? [] });
        }),
      );
    }
    // In the order given, not the order the answers came in (eight at a time).
    pending = pending.filter((id) => still.has(id));
    opts.onProgress?.(bookingIds.length - pending.length, bookingIds.length);
    if (!pending.length || Date.now() >= deadline) return { outcomes, pending };
    await new Promise((r) => setTimeout(r, opts.intervalMs ?? 1000));
  }
}

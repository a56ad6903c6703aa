// The reconfirmation state machine of PRODUCT section 3: which transitions exist and which states are locked.
import type { ReconfirmationStatus } from './schemas.js';

/** cancelAtHotel: an operator records a booking cancelled directly with the hotel; the only way out of CONFIRMED. */
export type Transition = 'confirm' | 'escalate' | 'cancel' | 'update' | 'reopen' | 'cancelAtHotel';

const ALLOWED: Record<ReconfirmationStatus, Partial<Record<Transition, ReconfirmationStatus>>> = {
  PENDING: { confirm: 'CONFIRMED', escalate: 'ESCALATED', cancel: 'CANCELLED', update: 'PENDING', reopen: 'PENDING', cancelAtHotel: 'CANCELLED' },
  ESCALATED: { confirm: 'CONFIRMED', cancel: 'CANCELLED', update: 'ESCALATED', reopen: 'PENDING', escalate: 'ESCALATED', cancelAtHotel: 'CANCELLED' },
  CONFIRMED: { cancelAtHotel: 'CANCELLED' },
  CANCELLED: {},
};

/** The next state, or null when the transition is not permitted from this state. */
export function nextStatus(current: ReconfirmationStatus, transition: Transition): ReconfirmationStatus | null {
  return ALLOWED[current][transition] ?? null;
}

/** CONFIRMED bookings are locked (spec: 409); CANCELLED ones too (PRODUCT section 2). */
export function isLocked(status: ReconfirmationStatus): boolean {
  return status === 'CONFIRMED' || status === 'CANCELLED';
}

export function lockReason(status: ReconfirmationStatus): string {
  return status === 'CONFIRMED'
    ? 'the booking is CONFIRMED by the hotel and locked; contact the hotel and create a REBOOK if it must change'
    : 'the booking is CANCELLED; send a new booking with a new BookingCode instead';
}

/** What a REBOOK does to its original (spec section 3): a PENDING original is cancelled, others stay. */
export function rebookEffectOnOriginal(original: ReconfirmationStatus): 'cancel' | 'keep' {
  return original === 'PENDING' ? 'cancel' : 'keep';
}

/** Does an update of these fields re-open reconfirmation (the hotel must see the new data)? */
export function updateReopens(changed: string[]): boolean {
  return changed.some((f) => ['CheckIn', 'CheckOut', 'Guest', 'Hotel', 'RoomStructure'].includes(f));
}

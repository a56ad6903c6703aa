// The submission worker: applies one accepted batch in order (BOOK, REBOOK, duplicates, events) exactly once.
import { iso, type Clock } from '../domain/clock.js';
import { composeBookingId } from '../domain/bookingId.js';
import { rebookEffectOnOriginal } from '../domain/stateMachine.js';
import type { Booking, TraceOutcome } from '../domain/schemas.js';
import { addHistory, findBooking, findRebookOriginal, insertBooking, lockBookings, updateBookingColumns, type StoredBooking } from '../store/bookings.js';
import { inTransaction, type Db } from '../store/db.js';
import { loadSubmissionForApply, markSubmissionApplied } from '../store/submissions.js';
import { cancelBooking } from '../store/transitions.js';
import { insertOutcomes, type Outcome } from '../store/traces.js';
import type { EventsItem } from './intake.js';
import { scheduleReconfirmation } from './pipeline.js';
import { applyUpdateToStored } from './updates.js';

/** Stable comparison of two bookings' data, ignoring key order. */
function sameBooking(existing: Booking, incoming: Booking): boolean {
  const isEmpty = (v: unknown) => v === undefined || (v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);
  const canon = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(canon) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon((v as any)[k])] as const).filter(([, c]) => !isEmpty(c))) : v;
  // The HCN a hotel gave is stored by the service: a resend without one is still the same booking.
  const strip = ({ EventType: _e, ...rest }: Booking, dropHcn: boolean) => (dropHcn && rest.Supplier ? { ...rest, Supplier: { ...rest.Supplier, HCN: undefined } } : rest);
  return JSON.stringify(canon(strip(existing, !incoming.Supplier?.HCN))) === JSON.stringify(canon(strip(incoming, false)));
}

interface Ctx {
  db: Db;
  accountId: string;
  now: number;
  actor: string;
  defaultTimeZone: string;
}

function duplicateOutcome(existing: StoredBooking, booking: Booking): Outcome {
  const bookingId = existing.row.bookingId;
  if (sameBooking(existing.booking, booking)) {
    return { bookingId, outcome: 'DUPLICATE_IGNORED', message: 'this booking was already received with the same data; nothing changed', pk: existing.row.id };
  }
  return {
    bookingId,
    outcome: 'DUPLICATE_BOOKING_CODE',
    message: `a booking ${bookingId} already exists with different data; send PATCH /updateBooking/${encodeURIComponent(bookingId)} to change it`,
    pk: existing.row.id,
  };
}

/** Creates the booking with its history row and first job; returns its primary key. */
function create(ctx: Ctx, booking: Booking, message: string, rebookOf: number | null = null): number {
  const at = iso(ctx.now);
  const row = insertBooking(ctx.db, ctx.accountId, booking, at, rebookOf);
  addHistory(ctx.db, row.id, { at, actor: ctx.actor, kind: 'created', toStatus: 'PENDING', message });
  scheduleReconfirmation(ctx.db, row, ctx.now);
  return row.id;
}

function applyBook(ctx: Ctx, booking: Booking): Outcome {
  const bookingId = composeBookingId(booking.BookingCode, booking.LineCode);
  const existing = findBooking(ctx.db, ctx.accountId, bookingId);
  if (existing) return duplicateOutcome(existing, booking);
  const created = create(ctx, booking, 'booking received; reconfirmation with the hotel starts now');
  return { bookingId, outcome: 'CREATED', message: 'booking created; status PENDING', pk: created };
}

/** Spec section 3: a PENDING original is cancelled; a CONFIRMED or ESCALATED original is left for the client. */
function applyRebook(ctx: Ctx, booking: Booking): Outcome {
  const bookingId = composeBookingId(booking.BookingCode, booking.LineCode);
  const existing = findBooking(ctx.db, ctx.accountId, bookingId);
  if (existing) return duplicateOutcome(existing, booking);
  const reference = booking.LineCode;
  const original = reference ? findRebookOriginal(ctx.db, ctx.accountId, reference) : undefined;
  if (!original) {
    const why = reference ? `no booking has LineCode or Supplier.ReferenceNo "${reference}"` : 'it carries no LineCode naming the original';
    const created = create(ctx, booking, `REBOOK received but ${why}; created as a new booking`);
    return { bookingId, outcome: 'CREATED', message: `REBOOK without a known original (${why}); created as a new booking`, pk: created };
  }
  const created = create(ctx, booking, `rebooking of ${original.row.bookingId}`, original.row.id);
  updateBookingColumns(ctx.db, original.row.id, { rebookedBy: created });
  const at = iso(ctx.now);
  let effect: string;
  if (rebookEffectOnOriginal(original.row.status) === 'cancel') {
    cancelBooking(ctx.db, original.row.id, { actor: ctx.actor, now: ctx.now, message: `cancelled: replaced by REBOOK ${bookingId}` });
    effect = `original ${original.row.bookingId} was PENDING and is now CANCELLED`;
  } else {
    addHistory(ctx.db, original.row.id, { at, actor: ctx.actor, kind: 'rebooked', message: `REBOOK ${bookingId} received; this booking is ${original.row.status} and stays as it is (cancel it separately if needed)` });
    effect = `original ${original.row.bookingId} is ${original.row.status} and was left as it is; cancel it separately if needed`;
  }
  return { bookingId, outcome: 'REBOOKED', message: `rebooking created; ${effect}`, pk: created };
}

function applyEventsItem(ctx: Ctx, item: EventsItem): Outcome {
  if (item.action === 'cancel') {
    const bookingId = composeBookingId(item.BookingCode, item.LineCode);
    const existing = findBooking(ctx.db, ctx.accountId, bookingId);
    if (!existing) return { bookingId, outcome: 'NOT_FOUND', message: `no booking ${bookingId} to cancel`, pk: null };
    const r = cancelBooking(ctx.db, existing.row.id, { actor: ctx.actor, now: ctx.now });
    return r.ok
      ? { bookingId, outcome: 'CANCELLED', message: 'booking cancelled; no reconfirmation is required', pk: existing.row.id }
      : { bookingId, outcome: 'REJECTED', message: `not cancelled: ${r.reason}`, pk: existing.row.id };
  }
  const booking = item.booking;
  const bookingId = composeBookingId(booking.BookingCode, booking.LineCode);
  const existing = findBooking(ctx.db, ctx.accountId, bookingId);
  // A new BookingId follows the add rules, REBOOK included (spec section 3); a known one is updated.
  if (!existing) return booking.EventType === 'REBOOK' ? applyRebook(ctx, booking) : applyBook(ctx, booking);
  if (sameBooking(existing.booking, booking)) return duplicateOutcome(existing, booking);
  const { BookingCode: _c, LineCode: _l, EventType: _e, ...changes } = booking;
  const r = applyUpdateToStored(ctx.db, existing, changes, ctx.now, ctx.actor, ctx.defaultTimeZone);
  return r.ok
    ? { bookingId, outcome: 'UPDATED', message: r.message, pk: existing.row.id }
    : { bookingId, outcome: 'REJECTED', message: r.message, pk: existing.row.id };
}

/** The lead guest's surname of an events booking goes with the booking it created or updated (OpenTravel Surname). */
function withLeadLastName(ctx: Ctx, item: EventsItem, outcome: Outcome): Outcome {
  if (item.action === 'upsert' && outcome.pk !== null && ['CREATED', 'REBOOKED', 'UPDATED'].includes(outcome.outcome)) {
    updateBookingColumns(ctx.db, outcome.pk, { leadLastName: item.leadLastName ?? null });
  }
  return outcome;
}

/** Applies one submission; a submission already applied (a retry after a crash) is left alone. */
export function applySubmission(db: Db, clock: Clock, traceId: string, defaultTimeZone: string): void {
  inTransaction(db, () => {
    const sub = loadSubmissionForApply(db, traceId);
    if (!sub || sub.state === 'APPLIED') return;
    const ctx: Ctx = { db, accountId: sub.accountId, now: clock.now(), actor: `submission ${traceId}`, defaultTimeZone };
    const items = JSON.parse(sub.payload) as unknown[];
    // PostgreSQL: the batch's bookings that exist are locked first, in one order (store/bookings.ts, lockBookings).
    const ids =
      sub.kind === 'events'
        ? (items as EventsItem[]).map((i) => (i.action === 'cancel' ? composeBookingId(i.BookingCode, i.LineCode) : composeBookingId(i.booking.BookingCode, i.booking.LineCode)))
        : (items as Booking[]).map((b) => composeBookingId(b.BookingCode, b.LineCode));
    lockBookings(db, sub.accountId, ids);
    const outcomes =
      sub.kind === 'events'
        ? (items as EventsItem[]).map((item) => withLeadLastName(ctx, item, applyEventsItem(ctx, item)))
        : (items as Booking[]).map((b) => (b.EventType === 'REBOOK' ? applyRebook(ctx, b) : applyBook(ctx, b)));
    insertOutcomes(db, traceId, outcomes);
    markSubmissionApplied(db, traceId, iso(ctx.now));
  });
}

// Applying accepted submissions, decided in pure code (issue 26, the set-based hot path): given the submissions a tick
// claimed and the stored bookings they name, what to write, as a write set (rows per table). The store reads before and
// writes after (src/store/applyWrites.ts); nothing here touches a database. A REBOOK's original is the one read made
// while deciding, through the reader the caller passes (rare: one statement per REBOOK without a known BookingId).
import { composeBookingId } from './bookingId.js';
import { iso } from './clock.js';
import { ReconfirmError } from './errors.js';
import { HOTEL_TIME_FIELDS, keepTimeKinds, localiseBooking, stayProblem, type HotelTimeField } from './hotelTime.js';
import { mergeUpdate } from './merge.js';
import { BookingSchema, issuesToDetails, type Booking, type ReconfirmationStatus, type TraceOutcome, type UpdateBody } from './schemas.js';
import { isLocked, lockReason, nextStatus, rebookEffectOnOriginal, updateReopens } from './stateMachine.js';
import { bookingJobPriority } from './tasks.js';

/** What the worker applies for one events-body booking. */
export type EventsItem = { action: 'cancel'; BookingCode: string; LineCode?: string } | { action: 'upsert'; booking: Booking; leadLastName?: string };

/** A booking of the write set: one stored already (its primary key), or the n-th one this set creates. */
export type BookingRef = { pk: number } | { created: number };

/** What deciding needs of a stored booking (read locked, in the applying transaction, on PostgreSQL). */
export interface BookingSnapshot {
  pk: number;
  accountId: string;
  bookingId: string;
  status: ReconfirmationStatus;
  booking: Booking;
  channel: string | null;
}

/** One submission to apply: its items as accepted (an add's bookings, or an events call's items). */
export interface SubmissionToApply {
  traceId: string;
  accountId: string;
  kind: 'add' | 'events';
  items: unknown[];
  /** The time it is applied at (its history rows, jobs and applied_at). */
  now: number;
}

/** The one read made while deciding. */
export interface PlanReader {
  /**
   * The account's newest stored booking (highest primary key) whose LineCode or Supplier.ReferenceNo is `reference`,
   * leaving out `excluding` (bookings this set changed so that they no longer match); locked on PostgreSQL.
   */
  rebookOriginal(accountId: string, reference: string, excluding: number[]): BookingSnapshot | undefined;
}

export interface NewBooking {
  accountId: string;
  booking: Booking;
  /** created_at and updated_at. */
  at: string;
  rebookOf: BookingRef | null;
}

/** A booking's columns as this set leaves them, where they differ from the row as stored (or as created here). */
export interface BookingChange {
  ref: BookingRef;
  /** Set when the status changes: the status the row must still have (the UPDATE is conditional on it). */
  fromStatus?: ReconfirmationStatus;
  status?: ReconfirmationStatus;
  /** The booking's data (and the columns made from it), when saved. */
  booking?: Booking;
  /** version + this (each save of the data counts one). */
  versionBumps: number;
  attemptsReset: boolean;
  rebookedBy?: BookingRef;
  leadLastName?: { value: string | null };
  updatedAt?: string;
}

export interface HistoryRow {
  ref: BookingRef;
  at: string;
  actor: string;
  kind: string;
  fromStatus: ReconfirmationStatus | null;
  toStatus: ReconfirmationStatus | null;
  message: string;
  data?: unknown;
}

/** A job of a booking ({ bookingPk } payload), enqueued by the registry's rules. */
export interface BookingJob {
  task: 'hotel.contact' | 'hotel.otaCancel';
  ref: BookingRef;
  runAt: number;
  priority: number;
  /** The enqueue's time. */
  now: number;
}

export interface OutcomeRow {
  traceId: string;
  idx: number;
  bookingId: string;
  outcome: TraceOutcome;
  message: string;
  ref: BookingRef | null;
}

/**
 * Everything a tick's submissions write, per table, each list in the order it was decided (a booking's history rows in
 * their order; jobs in enqueue order). Written in this order: creates, changes, history, jobs, stopJobs (after the
 * jobs: a booking created and cancelled in one set keeps no contact), clearEscalations, outcomes, applied.
 */
export interface WriteSet {
  creates: NewBooking[];
  changes: BookingChange[];
  history: HistoryRow[];
  jobs: BookingJob[];
  /** Bookings whose contact and risk jobs stop (cancelled). */
  stopJobs: BookingRef[];
  /** Bookings whose escalation reasons are cleared (re-opened). */
  clearEscalations: BookingRef[];
  outcomes: OutcomeRow[];
  applied: { traceId: string; at: string }[];
}

/** Stable comparison of two bookings' data, ignoring key order. */
export function sameBooking(existing: Booking, incoming: Booking): boolean {
  const isEmpty = (v: unknown) => v === undefined || (v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);
  const canon = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(canon) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon((v as any)[k])] as const).filter(([, c]) => !isEmpty(c))) : v;
  // The HCN a hotel gave is stored by the service: a resend without one is still the same booking.
  const strip = ({ EventType: _e, ...rest }: Booking, dropHcn: boolean) => (dropHcn && rest.Supplier ? { ...rest, Supplier: { ...rest.Supplier, HCN: undefined } } : rest);
  return JSON.stringify(canon(strip(existing, !incoming.Supplier?.HCN))) === JSON.stringify(canon(strip(incoming, false)));
}

export type UpdateDecision =
  | { ok: false; message: string }
  | { ok: true; message: string; booking?: undefined }
  | { ok: true; message: string; booking: Booking; changed: string[]; reopens: boolean };

/**
 * An update of a stored booking (spec 4.2), decided: refused when the booking is locked; the merged booking re-validated
 * (a ReconfirmError when it would be invalid); no change; or the booking to save, the fields changed, and whether the
 * hotel must be asked again.
 */
export function decideUpdate(stored: Booking, status: ReconfirmationStatus, changes: UpdateBody | Record<string, unknown>, defaultTimeZone: string): UpdateDecision {
  if (isLocked(status)) return { ok: false, message: `not updated: ${lockReason(status)}` };
  const { merged, changed: sent } = mergeUpdate(stored, changes as UpdateBody);
  const valid = BookingSchema.safeParse(merged);
  if (!valid.success) {
    throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'the booking would be invalid after this update; nothing was changed', {
      details: issuesToDetails(valid.error.issues),
    });
  }
  // Times sent without an offset are the hotel's clock: the same instant sent that way is no change.
  // The stored times not sent keep their kind (a stored instant on midnight UTC is not a date sent again).
  valid.data = keepTimeKinds(valid.data, stored, HOTEL_TIME_FIELDS.filter((f) => !sent.includes(f)));
  const booking = localiseBooking(valid.data, defaultTimeZone);
  const changed = booking === valid.data ? sent : sent.filter((k) => !(HOTEL_TIME_FIELDS as readonly string[]).includes(k) || booking[k as HotelTimeField] !== stored[k as HotelTimeField]);
  const problem = stayProblem(valid.data, booking, defaultTimeZone);
  if (problem) throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'the booking would be invalid after this update; nothing was changed', { details: [{ path: 'CheckOut', message: problem }] });
  if (changed.length === 0) return { ok: true, message: 'no field changed' };
  const reopens = updateReopens(changed);
  return { ok: true, booking, changed, reopens, message: reopens ? `updated ${changed.join(', ')}; reconfirmation re-opened with the new data` : `updated ${changed.join(', ')}` };
}

/** A booking as this set leaves it so far: the row as read (or created here) with the changes decided. */
interface State {
  ref: BookingRef;
  accountId: string;
  bookingId: string;
  /** The status stored before this set (PENDING for one created here). */
  readonly baseStatus: ReconfirmationStatus;
  status: ReconfirmationStatus;
  booking: Booking;
  channel: string | null;
  versionBumps: number;
  attemptsReset: boolean;
  dataSaved: boolean;
  rebookedBy?: BookingRef;
  leadLastName?: { value: string | null };
  updatedAt?: string;
}

interface Applied {
  bookingId: string;
  outcome: TraceOutcome;
  message: string;
  state: State | null;
}

const keyOf = (accountId: string, bookingId: string) => `${accountId}\u0000${bookingId}`;
const matchesReference = (s: State, accountId: string, reference: string) =>
  s.accountId === accountId && ((s.booking.LineCode ?? null) === reference || (s.booking.Supplier?.ReferenceNo ?? null) === reference);

/**
 * Decides a tick's submissions, in order, each item in order, exactly as applying them one after the other would: a
 * later item sees what an earlier one decided (a booking created, cancelled or updated before it in the set).
 * `stored`: the stored bookings the submissions name by BookingId. Throws what an item's update throws (an update
 * that would leave the booking invalid): the caller applies nothing of the set then.
 */
export function planSubmissions(subs: SubmissionToApply[], stored: BookingSnapshot[], reader: PlanReader, defaultTimeZone: string): WriteSet {
  const ws: WriteSet = { creates: [], changes: [], history: [], jobs: [], stopJobs: [], clearEscalations: [], outcomes: [], applied: [] };
  const snapshots = new Map(stored.map((s) => [keyOf(s.accountId, s.bookingId), s]));
  const byKey = new Map<string, State>();
  const byPk = new Map<number, State>();
  const created: State[] = [];

  const stateOf = (s: BookingSnapshot): State => {
    let state = byPk.get(s.pk);
    if (!state) {
      state = { ref: { pk: s.pk }, accountId: s.accountId, bookingId: s.bookingId, baseStatus: s.status, status: s.status, booking: s.booking, channel: s.channel, versionBumps: 0, attemptsReset: false, dataSaved: false };
      byPk.set(s.pk, state);
      byKey.set(keyOf(s.accountId, s.bookingId), state);
    }
    return state;
  };

  const find = (accountId: string, bookingId: string): State | undefined => {
    const key = keyOf(accountId, bookingId);
    const known = byKey.get(key);
    if (known) return known;
    const snapshot = snapshots.get(key);
    return snapshot ? stateOf(snapshot) : undefined;
  };

  /** The newest booking (highest key) with this reference: one created here is newer than any stored. */
  const findOriginal = (accountId: string, reference: string): State | undefined => {
    for (let i = created.length - 1; i >= 0; i--) if (matchesReference(created[i], accountId, reference)) return created[i];
    let best: State | undefined;
    const excluding: number[] = [];
    for (const s of byPk.values()) {
      if (s.accountId !== accountId) continue;
      if (matchesReference(s, accountId, reference)) {
        if (!best || (s.ref as { pk: number }).pk > (best.ref as { pk: number }).pk) best = s;
      } else excluding.push((s.ref as { pk: number }).pk);
    }
    const read = reader.rebookOriginal(accountId, reference, excluding);
    if (read && (!best || read.pk > (best.ref as { pk: number }).pk)) best = stateOf(read);
    return best;
  };

  for (const sub of subs) {
    const at = iso(sub.now);
    const actor = `submission ${sub.traceId}`;

    const history = (s: State, h: Omit<HistoryRow, 'ref' | 'at' | 'actor' | 'fromStatus' | 'toStatus'> & { fromStatus?: ReconfirmationStatus | null; toStatus?: ReconfirmationStatus | null }) =>
      ws.history.push({ ref: s.ref, at, actor, fromStatus: h.fromStatus ?? null, toStatus: h.toStatus ?? null, kind: h.kind, message: h.message, ...(h.data === undefined ? {} : { data: h.data }) });

    const setStatus = (s: State, to: ReconfirmationStatus, h: { kind: string; message: string }) => {
      const from = s.status;
      s.status = to;
      s.updatedAt = at;
      history(s, { ...h, fromStatus: from, toStatus: to });
    };

    const contact = (s: State) =>
      ws.jobs.push({ task: 'hotel.contact', ref: s.ref, runAt: sub.now, priority: bookingJobPriority(s.booking.BookingPriority ?? 0, s.booking.CheckIn, sub.now), now: sub.now });

    /** Creates the booking with its history row and first contact. */
    const create = (booking: Booking, message: string, rebookOf: State | null = null): State => {
      const ref = { created: ws.creates.length };
      ws.creates.push({ accountId: sub.accountId, booking, at, rebookOf: rebookOf?.ref ?? null });
      const bookingId = composeBookingId(booking.BookingCode, booking.LineCode);
      const s: State = { ref, accountId: sub.accountId, bookingId, baseStatus: 'PENDING', status: 'PENDING', booking, channel: null, versionBumps: 0, attemptsReset: false, dataSaved: false };
      byKey.set(keyOf(sub.accountId, bookingId), s);
      created.push(s);
      history(s, { kind: 'created', toStatus: 'PENDING', message });
      contact(s);
      return s;
    };

    /** PENDING or ESCALATED -> CANCELLED: its contacts and risk checks stop; an OTA hotel is told. */
    const cancel = (s: State, message = 'cancelled by the client'): { ok: true } | { ok: false; reason: string } => {
      const to = nextStatus(s.status, 'cancel');
      if (!to) return { ok: false, reason: `booking is ${s.status}` };
      setStatus(s, to, { kind: 'transition', message });
      ws.stopJobs.push(s.ref);
      if (s.channel === 'ota') ws.jobs.push({ task: 'hotel.otaCancel', ref: s.ref, runAt: sub.now, priority: 0, now: sub.now });
      return { ok: true };
    };

    const duplicate = (s: State, booking: Booking): Applied =>
      sameBooking(s.booking, booking)
        ? { bookingId: s.bookingId, outcome: 'DUPLICATE_IGNORED', message: 'this booking was already received with the same data; nothing changed', state: s }
        : {
            bookingId: s.bookingId,
            outcome: 'DUPLICATE_BOOKING_CODE',
            message: `a booking ${s.bookingId} already exists with different data; send PATCH /updateBooking/${encodeURIComponent(s.bookingId)} to change it`,
            state: s,
          };

    const book = (booking: Booking): Applied => {
      const bookingId = composeBookingId(booking.BookingCode, booking.LineCode);
      const existing = find(sub.accountId, bookingId);
      if (existing) return duplicate(existing, booking);
      const s = create(booking, 'booking received; reconfirmation with the hotel starts now');
      return { bookingId, outcome: 'CREATED', message: 'booking created; status PENDING', state: s };
    };

    /** Spec section 3: a PENDING original is cancelled; a CONFIRMED or ESCALATED original is left for the client. */
    const rebook = (booking: Booking): Applied => {
      const bookingId = composeBookingId(booking.BookingCode, booking.LineCode);
      const existing = find(sub.accountId, bookingId);
      if (existing) return duplicate(existing, booking);
      const reference = booking.LineCode;
      const original = reference ? findOriginal(sub.accountId, reference) : undefined;
      if (!original) {
        const why = reference ? `no booking has LineCode or Supplier.ReferenceNo "${reference}"` : 'it carries no LineCode naming the original';
        const s = create(booking, `REBOOK received but ${why}; created as a new booking`);
        return { bookingId, outcome: 'CREATED', message: `REBOOK without a known original (${why}); created as a new booking`, state: s };
      }
      const s = create(booking, `rebooking of ${original.bookingId}`, original);
      original.rebookedBy = s.ref;
      let effect: string;
      if (rebookEffectOnOriginal(original.status) === 'cancel') {
        cancel(original, `cancelled: replaced by REBOOK ${bookingId}`);
        effect = `original ${original.bookingId} was PENDING and is now CANCELLED`;
      } else {
        history(original, { kind: 'rebooked', message: `REBOOK ${bookingId} received; this booking is ${original.status} and stays as it is (cancel it separately if needed)` });
        effect = `original ${original.bookingId} is ${original.status} and was left as it is; cancel it separately if needed`;
      }
      return { bookingId, outcome: 'REBOOKED', message: `rebooking created; ${effect}`, state: s };
    };

    /** An events booking that exists with other data: the update rules (updates.ts applyUpdateToStored). */
    const update = (s: State, changes: Record<string, unknown>): { ok: boolean; message: string } => {
      const d = decideUpdate(s.booking, s.status, changes, defaultTimeZone);
      if (!d.ok || !d.booking) return d;
      s.booking = d.booking;
      s.dataSaved = true;
      s.versionBumps++;
      s.updatedAt = at;
      // The update itself leaves the state as it is (spec section 3); a re-opening it causes is the next entry.
      const status = nextStatus(s.status, 'update') ?? s.status;
      history(s, { kind: 'updated', fromStatus: s.status, toStatus: status, message: `updated: ${d.changed.join(', ')}`, data: { changed: d.changed } });
      if (d.reopens) {
        const message = `re-opened: ${d.changed.join(', ')} changed, the hotel is contacted again`;
        const to = nextStatus(s.status, 'reopen');
        if (to) {
          ws.clearEscalations.push(s.ref);
          s.attemptsReset = true;
          if (to !== s.status) setStatus(s, to, { kind: 'transition', message });
        }
        contact(s);
      }
      return d;
    };

    const eventsItem = (item: EventsItem): Applied => {
      if (item.action === 'cancel') {
        const bookingId = composeBookingId(item.BookingCode, item.LineCode);
        const existing = find(sub.accountId, bookingId);
        if (!existing) return { bookingId, outcome: 'NOT_FOUND', message: `no booking ${bookingId} to cancel`, state: null };
        const r = cancel(existing);
        return r.ok
          ? { bookingId, outcome: 'CANCELLED', message: 'booking cancelled; no reconfirmation is required', state: existing }
          : { bookingId, outcome: 'REJECTED', message: `not cancelled: ${r.reason}`, state: existing };
      }
      const booking = item.booking;
      const bookingId = composeBookingId(booking.BookingCode, booking.LineCode);
      const existing = find(sub.accountId, bookingId);
      // A new BookingId follows the add rules, REBOOK included (spec section 3); a known one is updated.
      if (!existing) return booking.EventType === 'REBOOK' ? rebook(booking) : book(booking);
      if (sameBooking(existing.booking, booking)) return duplicate(existing, booking);
      const { BookingCode: _c, LineCode: _l, EventType: _e, ...changes } = booking;
      const r = update(existing, changes);
      return { bookingId, outcome: r.ok ? 'UPDATED' : 'REJECTED', message: r.message, state: existing };
    };

    const results: Applied[] = [];
    if (sub.kind === 'events') {
      for (const item of sub.items as EventsItem[]) {
        const r = eventsItem(item);
        // The lead guest's surname goes with the booking it created or updated (OpenTravel Surname).
        if (item.action === 'upsert' && r.state && ['CREATED', 'REBOOKED', 'UPDATED'].includes(r.outcome)) r.state.leadLastName = { value: item.leadLastName ?? null };
        results.push(r);
      }
    } else {
      for (const b of sub.items as Booking[]) results.push(b.EventType === 'REBOOK' ? rebook(b) : book(b));
    }
    results.forEach((r, idx) => ws.outcomes.push({ traceId: sub.traceId, idx, bookingId: r.bookingId, outcome: r.outcome, message: r.message, ref: r.state?.ref ?? null }));
    ws.applied.push({ traceId: sub.traceId, at });
  }

  for (const s of [...byPk.values(), ...created]) {
    const statusChanged = s.status !== s.baseStatus;
    if (!statusChanged && !s.dataSaved && !s.attemptsReset && !s.rebookedBy && !s.leadLastName && !s.updatedAt) continue;
    ws.changes.push({
      ref: s.ref,
      ...(statusChanged ? { fromStatus: s.baseStatus, status: s.status } : {}),
      ...(s.dataSaved ? { booking: s.booking } : {}),
      versionBumps: s.versionBumps,
      attemptsReset: s.attemptsReset,
      ...(s.rebookedBy ? { rebookedBy: s.rebookedBy } : {}),
      ...(s.leadLastName ? { leadLastName: s.leadLastName } : {}),
      ...(s.updatedAt ? { updatedAt: s.updatedAt } : {}),
    });
  }
  return ws;
}

/** The BookingIds a submission's items name (what is read, and locked, before deciding). */
export function bookingIdsOf(sub: Pick<SubmissionToApply, 'kind' | 'items'>): string[] {
  return sub.kind === 'events'
    ? (sub.items as EventsItem[]).map((i) => (i.action === 'cancel' ? composeBookingId(i.BookingCode, i.LineCode) : composeBookingId(i.booking.BookingCode, i.booking.LineCode)))
    : (sub.items as Booking[]).map((b) => composeBookingId(b.BookingCode, b.LineCode));
}

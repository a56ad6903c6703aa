// `reconcile`: compares a booking export with what the service holds and the webhooks `listen` received.
import { toBookingDetails } from '../domain/bookingDetails.js';
import { localiseBooking } from '../domain/hotelTime.js';
import type { Booking, BookingDetails } from '../domain/schemas.js';
import { ApiError, bookingPath, type ApiClient } from './api.js';
import { listWebhooks, localBookings, type Ledger, type ReceivedWebhook } from '../store/ledger.js';
import { FIVE_MINUTES_MS } from './push.js';
import { openBookingFile } from './readers.js';
import { checkItem } from './validate.js';

export type FindingKind =
  | 'CONFIRMED'
  | 'PENDING'
  | 'QUEUED'
  | 'ESCALATED'
  | 'MISSING'
  | 'NOT_SENT'
  | 'CANCELLED_IN_EXPORT_ONLY'
  | 'CANCELLED_ON_SERVICE_ONLY'
  | 'CANCELLED'
  | 'FIELD_DRIFT'
  | 'INVALID_ROW';

export interface Finding {
  BookingId: string;
  line: number;
  exportStatus: 'ACTIVE' | 'CANCELLED';
  serviceStatus: string;
  finding: FindingKind;
  detail: string;
  /** What to do; null when nothing needs action. */
  action: string | null;
}

interface Row {
  bookingId: string;
  line: number;
  cancelled: boolean;
  /** As parsed: a time sent without an offset is still the hotel's wall clock (read in its zone before comparing). */
  booking?: Booking;
  details: BookingDetails | null;
  invalid?: string;
}

async function readExport(file: string): Promise<Row[]> {
  const f = await openBookingFile(file, { keepColumns: ['BookingStatus'] });
  const rows: Row[] = [];
  await f.each((item) => {
    const raw = item.value as Record<string, unknown>;
    const cancelled = String(raw?.BookingStatus ?? '').toUpperCase() === 'CANCELLED';
    // An export's own status column (ACTIVE, CONFIRMED...) is read above; an add body may not carry it.
    const isRecord = raw !== null && typeof raw === 'object' && !Array.isArray(raw);
    const { BookingStatus: _status, ...booking } = isRecord ? raw : {};
    const c = checkItem(f.shape, f.shape === 'events' || !isRecord ? item : { ...item, value: booking });
    if (c.kind === 'booking') rows.push({ bookingId: c.bookingId, line: c.line, cancelled, booking: c.booking, details: toBookingDetails(c.booking, 'PENDING') });
    else if (c.kind === 'cancel') rows.push({ bookingId: c.bookingId, line: c.line, cancelled: true, details: null });
    else if (c.bookingId && cancelled) rows.push({ bookingId: c.bookingId, line: c.line, cancelled: true, details: null });
    else rows.push({ bookingId: c.bookingId ?? `(line ${c.line})`, line: c.line, cancelled, details: null, invalid: c.details.map((d) => `${d.path}: ${d.message}`).join('; ') });
  });
  return rows;
}

/** Leaf values of a record by dotted path, for field-by-field comparison. */
function leaves(v: unknown, at = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(v)) v.forEach((x, i) => leaves(x, `${at}[${i}]`, out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) leaves(x, at ? `${at}.${k}` : k, out);
  else out.set(at, v);
  return out;
}

const IGNORED = new Set(['ReconfirmationStatus', 'BookingId']);

/** Fields the export states that the service holds differently (values the export leaves empty are not compared). */
export function drift(exported: BookingDetails, service: BookingDetails): { field: string; exported: unknown; service: unknown }[] {
  const mine = leaves(exported);
  const theirs = leaves(service);
  const out: { field: string; exported: unknown; service: unknown }[] = [];
  for (const [field, value] of mine) {
    if (value === null || IGNORED.has(field)) continue;
    if (field === 'Supplier.HCN' && !theirs.get(field)) continue;
    if (theirs.get(field) !== value) out.push({ field, exported: value, service: theirs.has(field) ? theirs.get(field) : null });
  }
  return out;
}

async function pool<T, R>(items: T[], size: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  }));
  return results;
}

const webhookText = (w: ReceivedWebhook | undefined): string => {
  const d = (w?.payload as { data?: { reason?: string; message?: string; HCN?: string } } | undefined)?.data;
  return d?.message ?? d?.reason ?? '';
};

export async function reconcile(api: ApiClient, ledger: Ledger, file: string, now: number): Promise<Finding[]> {
  const rows = await readExport(file);
  const hooks = new Map<string, ReceivedWebhook[]>();
  for (const w of listWebhooks(ledger)) if (w.bookingId) hooks.set(w.bookingId, [...(hooks.get(w.bookingId) ?? []), w]);
  const locals = localBookings(ledger, rows.map((r) => r.bookingId));
  const findings: Finding[] = [];
  const results = await pool(rows, 8, async (row) => {
    if (row.invalid) return { row, data: undefined };
    try {
      return { row, data: (await api.get(bookingPath('/bookings', row.bookingId), { bookingIds: [row.bookingId] })).data };
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) return { row, data: null };
      throw e;
    }
  });
  for (const { row, data } of results) {
    const base = { BookingId: row.bookingId, line: row.line, exportStatus: row.cancelled ? ('CANCELLED' as const) : ('ACTIVE' as const) };
    const add = (serviceStatus: string, finding: FindingKind, detail: string, action: string | null) => findings.push({ ...base, serviceStatus, finding, detail, action });
    if (data === undefined) {
      add('-', 'INVALID_ROW', row.invalid ?? '', 'fix this row of the export (`reconfirm import --dry-run` lists every problem)');
      continue;
    }
    if (data === null) {
      const local = locals.get(row.bookingId);
      if (row.cancelled) add('NOT_FOUND', 'CANCELLED', 'cancelled in the export and unknown to the service', null);
      else if (!local?.pushedAt) add('NOT_FOUND', 'NOT_SENT', 'never sent from this machine (not in the ledger as pushed)', 'send it: reconfirm push <file>');
      else if (now - Date.parse(local.pushedAt) < FIVE_MINUTES_MS) add('QUEUED', 'QUEUED', `accepted ${Math.round((now - Date.parse(local.pushedAt)) / 1000)} s ago (traceId ${local.traceId}); may take up to 5 minutes to appear`, null);
      else add('MISSING', 'MISSING', `accepted at ${local.pushedAt} (traceId ${local.traceId}) and still not on the service after five minutes`, `contact support with the traceId and requestId (do not resend: it can create a duplicate)`);
      continue;
    }
    const service: BookingDetails = data.BookingDetails;
    const status = service.ReconfirmationStatus;
    const received = hooks.get(row.bookingId) ?? [];
    if (row.cancelled && status !== 'CANCELLED') {
      add(status, 'CANCELLED_IN_EXPORT_ONLY', `cancelled in the export but ${status} on the service`, status === 'CONFIRMED' ? `confirmed bookings are locked: cancel with the hotel directly${contactOf(data)}, then record it: reconfirm hotel reply '${row.bookingId}' --cancelled-at-hotel` : `cancel it: reconfirm cancel '${row.bookingId}'`);
      continue;
    }
    if (!row.cancelled && status === 'CANCELLED') {
      add(status, 'CANCELLED_ON_SERVICE_ONLY', 'cancelled on the service (by an update or a REBOOK) but active in the export', 'check which is right: cancel it in your system, or send it again as a new booking');
      continue;
    }
    if (status === 'CANCELLED') add(status, 'CANCELLED', 'cancelled on both sides', null);
    else if (status === 'CONFIRMED') {
      const hook = received.find((w) => w.type === 'booking.confirmed');
      const syncNote = hook ? `HCN webhook received ${hook.receivedAt}` : 'no HCN webhook received here';
      // Informational: the HCN travels by webhook; a differing HCN in the export shows up as drift below.
      const missingHere = !row.details?.Supplier.HCN ? '; not in the export yet' : '';
      add(status, 'CONFIRMED', `HCN ${service.Supplier.HCN ?? '?'} (${syncNote}${missingHere})`, null);
    } else if (status === 'ESCALATED') {
      const reasons: string[] = data.escalationReasons ?? [];
      const hook = [...received].reverse().find((w) => w.type === 'booking.escalated');
      add(status, 'ESCALATED', `${reasons.join(', ') || 'escalated'}${webhookText(hook) ? `: ${webhookText(hook)}` : ''}`, `contact the hotel${contactOf(data)}; see \`reconfirm show\` for the history`);
    } else add(status, 'PENDING', `${data.contactAttempts ?? 0} contact attempt(s) so far`, null);
    if (row.booking && status !== 'CANCELLED') {
      // The export's local times read in the zone the service read them in (its hotelTime), as the service stored them.
      const d = drift(toBookingDetails(localiseBooking(row.booking, data.hotelTime?.zone ?? 'Z'), 'PENDING'), service);
      if (d.length) {
        add(status, 'FIELD_DRIFT', d.map((x) => `${x.field}: export ${JSON.stringify(x.exported)}, service ${JSON.stringify(x.service)}`).join('; '), status === 'CONFIRMED' ? 'locked on the service: settle it with the hotel (or REBOOK)' : `send the change: reconfirm patch '${row.bookingId}' ...`);
      }
    }
  }
  return findings;
}

/** " (e-mail, phone)" from a booking view's hotelContact, or nothing when the hotel has none on file. */
function contactOf(view: { hotelContact?: { Emails: string[]; PhoneNumbers: string[] } } | undefined): string {
  const all = view?.hotelContact ? [...view.hotelContact.Emails, ...view.hotelContact.PhoneNumbers] : [];
  return all.length ? ` (${all.join(', ')})` : '';
}

// Bookings and their history: one intent-named function per operation.
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { composeBookingId } from '../domain/bookingId.js';
import type { Booking, HistoryEntry, ReconfirmationStatus } from '../domain/schemas.js';
import type { Db } from './db.js';
import { bookingHistory, bookings } from './schema.js';

export type BookingRow = typeof bookings.$inferSelect;

export interface StoredBooking {
  row: BookingRow;
  booking: Booking;
}

export const toStored = (row: BookingRow): StoredBooking => ({ row, booking: JSON.parse(row.data) as Booking });

export function findBooking(db: Db, accountId: string, bookingId: string): StoredBooking | undefined {
  const row = db.select().from(bookings).where(and(eq(bookings.accountId, accountId), eq(bookings.bookingId, bookingId))).get();
  return row ? toStored(row) : undefined;
}

export function getBookingByPk(db: Db, pk: number): StoredBooking | undefined {
  const row = db.select().from(bookings).where(eq(bookings.id, pk)).get();
  return row ? toStored(row) : undefined;
}

/** Bookings with this BookingCode under any LineCode: lets a 404 say which path would have matched. */
export function findBookingIdsByCode(db: Db, accountId: string, bookingCode: string): string[] {
  return db
    .select({ bookingId: bookings.bookingId })
    .from(bookings)
    .where(and(eq(bookings.accountId, accountId), eq(bookings.bookingCode, bookingCode)))
    .limit(5)
    .all()
    .map((r) => r.bookingId);
}

/** The original of a REBOOK: the latest booking whose LineCode or Supplier.ReferenceNo is the given reference. */
export function findRebookOriginal(db: Db, accountId: string, reference: string): StoredBooking | undefined {
  const row = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.accountId, accountId), or(eq(bookings.lineCode, reference), eq(bookings.supplierRef, reference))))
    .orderBy(desc(bookings.id))
    .limit(1)
    .get();
  return row ? toStored(row) : undefined;
}

function columnsOf(booking: Booking) {
  return {
    bookingCode: booking.BookingCode,
    lineCode: booking.LineCode ?? null,
    supplierRef: booking.Supplier?.ReferenceNo ?? null,
    data: JSON.stringify(booking),
    hotelName: booking.Hotel.Name,
    masterProvider: booking.Hotel.MasterProvider ?? null,
    checkIn: booking.CheckIn,
    checkOut: booking.CheckOut,
    priority: booking.BookingPriority ?? 0,
  };
}

export function insertBooking(db: Db, accountId: string, booking: Booking, at: string, rebookOf: number | null = null): BookingRow {
  return db
    .insert(bookings)
    .values({
      accountId,
      bookingId: composeBookingId(booking.BookingCode, booking.LineCode),
      status: 'PENDING',
      rebookOf,
      hcn: booking.Supplier?.HCN ?? null,
      createdAt: at,
      updatedAt: at,
      ...columnsOf(booking),
    })
    .returning()
    .get();
}

export function saveBookingData(db: Db, pk: number, booking: Booking, at: string): void {
  db.update(bookings)
    .set({ ...columnsOf(booking), updatedAt: at, version: sql`${bookings.version} + 1` })
    .where(eq(bookings.id, pk))
    .run();
}

export function updateBookingColumns(db: Db, pk: number, set: Partial<typeof bookings.$inferInsert>): void {
  db.update(bookings).set(set).where(eq(bookings.id, pk)).run();
}

export interface HistoryInput {
  at: string;
  actor: string;
  kind: string;
  message: string;
  fromStatus?: ReconfirmationStatus | null;
  toStatus?: ReconfirmationStatus | null;
  data?: unknown;
}

export function addHistory(db: Db, bookingPk: number, h: HistoryInput): void {
  db.insert(bookingHistory)
    .values({
      bookingPk,
      at: h.at,
      actor: h.actor,
      kind: h.kind,
      message: h.message,
      fromStatus: h.fromStatus ?? null,
      toStatus: h.toStatus ?? null,
      data: h.data === undefined ? null : JSON.stringify(h.data),
    })
    .run();
}

/** Moves a booking to a new status and writes the history row; the caller's transaction holds both. */
export function setStatus(db: Db, pk: number, from: ReconfirmationStatus, to: ReconfirmationStatus, h: Omit<HistoryInput, 'fromStatus' | 'toStatus'>, extra: Partial<typeof bookings.$inferInsert> = {}): void {
  const changed = db
    .update(bookings)
    .set({ status: to, updatedAt: h.at, ...extra })
    .where(and(eq(bookings.id, pk), eq(bookings.status, from)))
    .run().changes;
  if (changed !== 1) throw new Error(`booking ${pk} is no longer ${from}; transition to ${to} not applied`);
  addHistory(db, pk, { ...h, fromStatus: from, toStatus: to });
}

export function getHistory(db: Db, bookingPk: number): HistoryEntry[] {
  return db
    .select()
    .from(bookingHistory)
    .where(eq(bookingHistory.bookingPk, bookingPk))
    .orderBy(asc(bookingHistory.id))
    .all()
    .map((h) => ({
      at: h.at,
      actor: h.actor,
      kind: h.kind,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      message: h.message,
      ...(h.data ? { data: JSON.parse(h.data) } : {}),
    }));
}

export interface BookingFilter {
  accountId: string;
  status?: ReconfirmationStatus[];
  bookingCode?: string;
  hotel?: string;
  checkInFrom?: string;
  checkInTo?: string;
  limit: number;
  offset: number;
}

export function listBookings(db: Db, f: BookingFilter): { rows: BookingRow[]; total: number } {
  const where: SQL[] = [eq(bookings.accountId, f.accountId)];
  if (f.status?.length) where.push(inArray(bookings.status, f.status));
  if (f.bookingCode) where.push(eq(bookings.bookingCode, f.bookingCode));
  if (f.hotel) where.push(sql`${bookings.hotelName} LIKE ${'%' + f.hotel.replace(/[%_]/g, '') + '%'}`);
  if (f.checkInFrom) where.push(gte(bookings.checkIn, f.checkInFrom));
  if (f.checkInTo) where.push(lte(bookings.checkIn, f.checkInTo));
  const cond = and(...where);
  const rows = db.select().from(bookings).where(cond).orderBy(asc(bookings.checkIn), asc(bookings.id)).limit(f.limit).offset(f.offset).all();
  const total = db.select({ n: sql<number>`count(*)` }).from(bookings).where(cond).get()?.n ?? 0;
  return { rows, total };
}

export function countByStatus(db: Db): Record<string, number> {
  const rows = db.select({ status: bookings.status, n: sql<number>`count(*)` }).from(bookings).groupBy(bookings.status).all();
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

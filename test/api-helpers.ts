// Shared by the acceptance tests of the service: error-envelope assertions and moving bookings the way a hotel would.
import assert from 'node:assert/strict';
import { recordHotelReply } from '../src/store/replies.js';
import type { HotelReply } from '../src/domain/reply.js';
import type { ApiResponse, TestService } from './helpers.js';

/** Asserts the PRODUCT section 2 error envelope with this status and code; returns the error object. */
export function assertError(r: ApiResponse, status: number, code: string): { code: string; name: string; message: string; details?: { index?: number; path: string; message: string }[] } {
  assert.equal(r.status, status, `expected ${status} ${code}, got ${r.status}: ${JSON.stringify(r.body).slice(0, 400)}`);
  assert.equal(typeof r.body, 'object', `error body is not JSON: ${String(r.body).slice(0, 200)}`);
  assert.equal(r.body.status, 'ERROR');
  assert.equal(r.body.error.code, code);
  assert.equal(typeof r.body.error.name, 'string');
  assert.equal(typeof r.body.error.message, 'string');
  assert.match(r.body.meta.requestId, /\S/);
  assert.ok(!Number.isNaN(Date.parse(r.body.meta.timestamp)));
  assert.equal(r.headers['x-request-id'], r.body.meta.requestId);
  return r.body.error;
}

/** The primary key of a booking in the service's database. */
export function bookingPk(s: TestService, bookingId: string): number {
  const row = s.service.ctx.db.$client.prepare('SELECT id FROM bookings WHERE booking_id = ?').get(bookingId) as { id: number } | undefined;
  assert.ok(row, `booking ${bookingId} is not stored`);
  return row.id;
}

/** Records a hotel's answer as any channel would (the store function `hotel reply` and the channels use). */
export function hotelAnswers(s: TestService, bookingId: string, reply: HotelReply): string {
  const r = recordHotelReply(s.service.ctx.db, bookingPk(s, bookingId), reply, { source: 'manual', actor: 'test', now: Date.now() });
  assert.ok(r.ok, `reply not applied: ${JSON.stringify(r)}`);
  return r.status;
}

export const confirmByHotel = (s: TestService, bookingId: string, hcn = 'HCN-1') => assert.equal(hotelAnswers(s, bookingId, { hcn }), 'CONFIRMED');
export const escalateByHotel = (s: TestService, bookingId: string) => assert.equal(hotelAnswers(s, bookingId, { noBooking: true }), 'ESCALATED');

/** The stored status of a booking, read over HTTP. */
export async function statusOf(s: TestService, bookingId: string): Promise<string> {
  const r = await s.api.getBooking(bookingId);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data.BookingDetails.ReconfirmationStatus;
}

export function countRows(s: TestService, table: string): number {
  return (s.service.ctx.db.$client.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
}

// Deciding a batch of submissions is pure code (src/domain/applyPlan.ts, issue 26): stored bookings and a reader in,
// a write set out, no database. These check what the set holds for the cases a client sees in its traces.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { planSubmissions, type BookingSnapshot, type PlanReader } from '../../src/domain/applyPlan.js';
import type { Booking } from '../../src/domain/schemas.js';

const NOW = Date.parse('2026-12-01T00:00:00Z');
const booking = (code: string, extra: Partial<Booking> = {}): Booking =>
  ({ BookingCode: code, CheckIn: '2027-03-10', CheckOut: '2027-03-12', Hotel: { Name: 'Miramar' }, Guest: { LeadName: 'Maria Lopez' }, ...extra }) as unknown as Booking;
const stored = (pk: number, b: Booking, status: BookingSnapshot['status'] = 'PENDING'): BookingSnapshot => ({ pk, accountId: 'acc', bookingId: b.BookingCode, status, booking: b, channel: null });
const noReads: PlanReader = { rebookOriginal: () => undefined };
const sub = (traceId: string, items: unknown[], kind: 'add' | 'events' = 'add') => ({ traceId, accountId: 'acc', kind, items, now: NOW });

describe('planSubmissions', () => {
  it('an add of new bookings: one row each for the booking, its created history, its first contact and its outcome', () => {
    const ws = planSubmissions([sub('t1', [booking('A'), booking('B', { BookingPriority: 2 })])], [], noReads, 'UTC');
    assert.deepEqual(ws.creates.map((c) => c.booking.BookingCode), ['A', 'B']);
    assert.deepEqual(ws.history.map((h) => [h.ref, h.kind, h.toStatus]), [[{ created: 0 }, 'created', 'PENDING'], [{ created: 1 }, 'created', 'PENDING']]);
    assert.deepEqual(ws.jobs.map((j) => [j.task, j.ref]), [['hotel.contact', { created: 0 }], ['hotel.contact', { created: 1 }]]);
    assert.ok(ws.jobs[1].priority > ws.jobs[0].priority, 'BookingPriority 2 is contacted first');
    assert.deepEqual(ws.outcomes.map((o) => [o.idx, o.outcome, o.ref]), [[0, 'CREATED', { created: 0 }], [1, 'CREATED', { created: 1 }]]);
    assert.deepEqual(ws.changes, []);
    assert.deepEqual(ws.applied, [{ traceId: 't1', at: '2026-12-01T00:00:00.000Z' }]);
  });

  it('a REBOOK cancels its PENDING stored original: a status change conditional on the status read, its jobs stopped', () => {
    const original = booking('ORIG', { LineCode: undefined, Supplier: { Name: 'S', ReferenceNo: 'R-1' } } as Partial<Booking>);
    const reader: PlanReader = { rebookOriginal: (acc, ref) => (acc === 'acc' && ref === 'R-1' ? stored(7, original) : undefined) };
    const ws = planSubmissions([sub('t1', [booking('NEW', { EventType: 'REBOOK', LineCode: 'R-1' } as Partial<Booking>)])], [], reader, 'UTC');
    assert.deepEqual(ws.outcomes.map((o) => o.outcome), ['REBOOKED']);
    assert.deepEqual(ws.creates[0].rebookOf, { pk: 7 });
    assert.deepEqual(ws.changes, [{ ref: { pk: 7 }, fromStatus: 'PENDING', status: 'CANCELLED', versionBumps: 0, attemptsReset: false, rebookedBy: { created: 0 }, updatedAt: '2026-12-01T00:00:00.000Z' }]);
    assert.deepEqual(ws.stopJobs, [{ pk: 7 }]);
  });

  it('a stored original an earlier item changed away from the reference is not read again as the original', () => {
    const a = booking('A', { Supplier: { Name: 'S', ReferenceNo: 'R-1' } } as Partial<Booking>);
    const asked: number[][] = [];
    const reader: PlanReader = {
      rebookOriginal: (_acc, _ref, excluding) => {
        asked.push(excluding);
        return excluding.includes(9) ? undefined : stored(9, a);
      },
    };
    const moved = { action: 'upsert', booking: { ...a, Supplier: { Name: 'S', ReferenceNo: 'R-2' } } };
    const rebook = { action: 'upsert', booking: booking('B', { EventType: 'REBOOK', LineCode: 'R-1' } as Partial<Booking>) };
    const ws = planSubmissions([sub('t1', [moved, rebook], 'events')], [stored(9, a)], reader, 'UTC');
    assert.deepEqual(asked, [[9]]);
    assert.deepEqual(ws.outcomes.map((o) => o.outcome), ['UPDATED', 'CREATED']);
    const change = ws.changes.find((c) => 'pk' in c.ref && c.ref.pk === 9);
    assert.equal(change?.booking?.Supplier?.ReferenceNo, 'R-2');
    assert.equal(change?.versionBumps, 1);
    assert.equal(ws.creates[0].rebookOf, null);
  });
});

// The expected outcome a settled review becomes in an exported corpus: the operator's line where a reader could have
// given it, review where a person had to decide (issue 25, "learn from the operators").
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectedOutcome, shownBooking } from '../../src/domain/settledReview.js';
import { BookingSchema } from '../../src/domain/schemas.js';
import { makeBooking } from '../helpers.js';

const stored = BookingSchema.parse(makeBooking({ BookingCode: 'BK-1', CheckIn: '2027-03-10T23:30:00Z', CheckOut: '2027-03-13T10:00:00Z', SpecialRequest: 'high floor' }));
const shown = shownBooking(stored, 'Europe/Madrid', { amount: false, specialRequest: true });
const review = { kind: 'answer', lines: [], review: [{ bookingId: 'BK-1', candidates: [] }] };
const answer = (reply: object, verdict: string, acceptedDiscrepancies: object[] = []) => expectedOutcome('BK-1', shown, { kind: 'answer', reply, verdict, acceptedDiscrepancies } as any);

describe('a settled review as a corpus expectation', () => {
  it("shows the booking as the hotel saw it: its days on its clock, no amount it was not shown, no guest contact details", () => {
    assert.equal(shown.CheckIn, '2027-03-11', '23:30 UTC is past midnight in Madrid');
    assert.equal(shown.BookingAmount, undefined);
    assert.equal(shown.SpecialRequest, 'high floor');
    assert.deepEqual(shown.Guest.AllGuests, [{ Name: 'Maria Lopez', Type: 'Adult', Age: 34 }]);
    assert.equal(shownBooking(stored, 'Z', { amount: true, specialRequest: false }).BookingAmount, 540.25);
  });

  it("is the operator's line for a confirmation, a stated difference and no booking", () => {
    assert.deepEqual(answer({ hcn: 'H1', note: 'by phone' }, 'CONFIRMED'), { kind: 'answer', lines: [{ bookingId: 'BK-1', hcn: 'H1' }], review: [] });
    assert.deepEqual(answer({ hcn: 'H1', checkOut: '2027-03-14T00:00:00.000Z' }, 'DISCREPANCY').lines, [{ bookingId: 'BK-1', hcn: 'H1', checkOut: '2027-03-14' }]);
    assert.deepEqual(answer({ noBooking: true }, 'NO_BOOKING').lines, [{ bookingId: 'BK-1', noBooking: true }]);
  });

  it('is review for a cancellation, an accepted difference, and a verdict the corpus judge would not give (a rate the hotel was not shown)', () => {
    assert.deepEqual(expectedOutcome('BK-1', shown, { kind: 'cancelled_at_hotel' }), review);
    assert.deepEqual(answer({ hcn: 'H1' }, 'CONFIRMED', [{ field: 'CheckIn', booked: '2027-03-11', hotel: '2027-03-12' }]), review);
    assert.deepEqual(answer({ hcn: 'H1', amount: 500 }, 'DISCREPANCY'), review);
  });
});

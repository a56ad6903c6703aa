// Errors carry data, not prose: a 404 lists the BookingIds that do exist in error.details, a 409 the locking status,
// and the CLI explains them from those fields alone.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ApiError } from '../../src/client/api.js';
import { explainUpdateError } from '../../src/commands/shared/updateErrors.js';
import { assertError, confirmByHotel, makeBooking, startTestService, type TestService } from '../helpers.js';

describe('error.details over HTTP', () => {
  let s: TestService;
  before(async () => (s = await startTestService()));
  after(() => s.stop());

  it('a booking addressed without its LineCode answers 404 with each existing BookingId in details, on update and on read', async () => {
    const code = makeBooking().BookingCode;
    await s.api.addAndWait([makeBooking({ BookingCode: code, LineCode: 'LN-1' }), makeBooking({ BookingCode: code, LineCode: 'LN-2' })]);
    for (const r of [await s.api.update(code, { SpecialRequest: 'x' }), await s.api.getBooking(code)]) {
      const e = assertError(r, 404, 'BOOKING_NOT_FOUND') as { details?: { path: string; BookingId?: string }[] };
      assert.deepEqual(
        e.details?.map((d) => [d.path, d.BookingId]),
        [
          ['BookingId', `${code}#LN-1`],
          ['BookingId', `${code}#LN-2`],
        ],
      );
    }
  });

  it('a booking unknown under every LineCode answers 404 without details', async () => {
    const e = assertError(await s.api.update('NO-SUCH-CODE', { SpecialRequest: 'x' }), 404, 'BOOKING_NOT_FOUND');
    assert.equal(e.details, undefined);
  });

  it('an update of a CONFIRMED or CANCELLED booking answers 409 with that status in details', async () => {
    const confirmed = makeBooking();
    const cancelled = makeBooking();
    await s.api.addAndWait([confirmed, cancelled]);
    confirmByHotel(s, confirmed.BookingCode);
    assert.equal((await s.api.update(cancelled.BookingCode, { BookingStatus: 'CANCELLED' })).status, 200);
    for (const [b, status] of [[confirmed, 'CONFIRMED'], [cancelled, 'CANCELLED']] as const) {
      const e = assertError(await s.api.update(b.BookingCode, { SpecialRequest: 'x' }), 409, 'UPDATE_NOT_PERMITTED') as { details?: { ReconfirmationStatus?: string }[] };
      assert.deepEqual(e.details?.map((d) => d.ReconfirmationStatus), [status]);
    }
  });
});

describe('the CLI explains 404 and 409 from details, not from the message', () => {
  const apiError = (code: 'BOOKING_NOT_FOUND' | 'UPDATE_NOT_PERMITTED', message: string, details?: ApiError['details']) => new ApiError(code, message, code === 'BOOKING_NOT_FOUND' ? 404 : 409, 'req_1', details);

  it('names the BookingIds from details even when the message names none', async () => {
    const e = (await explainUpdateError(apiError('BOOKING_NOT_FOUND', 'no booking BK-1', [{ path: 'BookingId', message: 'exists', BookingId: 'BK-1#L7' }]), 'BK-1')) as Error;
    assert.match(e.message, /no booking BK-1 on the service, but its BookingCode exists as BK-1#L7/);
  });

  it('a path in the message without details is not read as an alternative', async () => {
    const e = (await explainUpdateError(apiError('BOOKING_NOT_FOUND', 'no booking BK-1; see /updateBooking/BK-1%23L7'), 'BK-1')) as Error;
    assert.doesNotMatch(e.message, /L7/);
    assert.match(e.message, /may still be queued/);
  });

  it('a 409 is explained by the status in details', async () => {
    const cancelled = (await explainUpdateError(apiError('UPDATE_NOT_PERMITTED', 'locked', [{ path: 'ReconfirmationStatus', message: 'is CANCELLED', ReconfirmationStatus: 'CANCELLED' }]), 'BK-2')) as Error;
    assert.match(cancelled.message, /BK-2 is CANCELLED and cannot change/);
    const confirmed = (await explainUpdateError(apiError('UPDATE_NOT_PERMITTED', 'the booking is CANCELLED', [{ path: 'ReconfirmationStatus', message: 'is CONFIRMED', ReconfirmationStatus: 'CONFIRMED' }]), 'BK-3')) as Error;
    assert.match(confirmed.message, /BK-3 is CONFIRMED and locked/);
  });
});

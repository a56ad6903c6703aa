// The hotel.otaCancel task: a cancelled booking the ota channel had sent goes to the hotel system as ResStatus Cancel.
// Best effort: a passing failure is retried by the job's policy; a refusal or the last failure is written to the history.
import { iso } from '../../domain/clock.js';
import { hotelZone } from '../../domain/hotelTime.js';
import { describeIssue } from '../../domain/ota/messages.js';
import { addHistory, getBookingByPk } from '../../store/bookings.js';
import { decideOtaId, knownOtaId, lastHotelNumber } from '../../store/ota.js';
import { hotelView } from '../channels/hotelView.js';
import { hotelCodeOf, notify, otaTargetFor } from '../channels/ota.js';
import { ChannelError } from '../channels/types.js';
import type { ServiceContext } from '../context.js';
import type { TaskHandlers } from '../tasks.js';

const ACTOR = 'hotel contact';

export function otaCancelTask(ctx: ServiceContext): TaskHandlers['hotel.otaCancel'] {
  const note = (pk: number, message: string) => addHistory(ctx.db, pk, { at: iso(ctx.clock.now()), actor: ACTOR, kind: 'ota_cancel', message });
  return {
    concurrency: 2,
    handler: async ({ bookingPk }, job) => {
      const stored = getBookingByPk(ctx.db, bookingPk);
      if (!stored || stored.row.status !== 'CANCELLED') return;
      const hotelCode = hotelCodeOf(stored.booking);
      const t = otaTargetFor(ctx.config, hotelCode);
      if (!hotelCode || !t) return note(bookingPk, `the cancellation was not sent to the hotel system: no OTA counterpart serves HotelCode ${hotelCode ?? '(none)'}`);
      const now = ctx.clock.now();
      // The id the booking was sent under (decided at its first contact; a booking contacted before ota_id existed gets it now).
      const uniqueId = knownOtaId(stored.row) ?? (await job.write(() => decideOtaId(ctx.db, stored.row)));
      try {
        job.lease(); // still this worker's job: a process paused since its claim must not send the cancellation twice
        const answer = await notify(t, { echoToken: `rc-cancel-${bookingPk}`, timeStamp: iso(now) }, { booking: stored.booking, bookingId: stored.row.bookingId, uniqueId, resStatus: 'Cancel', hotelCode, zone: hotelZone(stored.booking, ctx.config.defaultTimeZone).zone, specialRequest: hotelView(ctx.config, stored.booking).disclosure.specialRequest, hcn: lastHotelNumber(ctx.db, bookingPk), leadLastName: stored.row.leadLastName ?? undefined });
        if (answer.kind === 'errors') return note(bookingPk, `OTA_HotelResNotifRQ Cancel to ${t.url}: the hotel system answered Errors: ${answer.errors.map(describeIssue).join('; ')}`);
        note(bookingPk, `OTA_HotelResNotifRQ Cancel to ${t.url}: ${answer.warnings.length ? `accepted with warnings (${answer.warnings.map(describeIssue).join('; ')})` : 'Success'}${answer.hcn ? `, hotel number ${answer.hcn}` : ''}`);
      } catch (err) {
        if (err instanceof ChannelError && err.permanent) return note(bookingPk, `the cancellation was not sent to the hotel system: ${err.message}`);
        throw err;
      }
    },
    onParked: ({ bookingPk }, error) => note(bookingPk, `the cancellation could not be sent to the hotel system after several tries: ${error}`),
  };
}

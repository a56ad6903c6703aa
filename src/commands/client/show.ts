// `reconfirm show <BookingId>`: one booking as the service holds it, with escalation reasons and its history.
import type { Command } from 'commander';
import { addServiceOptions, EXIT_CODES, withClient } from '../shared/clientCommon.js';
import { c, out, printJson } from '../shared/output.js';

/** The hotel's e-mails and phones on one line; said plainly when the booking carries none. */
export const contactLine = (h: { Emails: string[]; PhoneNumbers: string[] }) =>
  [...h.Emails, ...h.PhoneNumbers].join(', ') || 'none on file (the booking has no Hotel.ContactDetails)';

export function registerShow(program: Command) {
  addServiceOptions(program.command('show <BookingId>').description('one booking: its details, escalation reasons and history'))
    .option('--json', 'print the data as JSON')
    .addHelpText(
      'after',
      `
Examples:
  reconfirm show BK-1001
  reconfirm show 'BK-1002#L1' --json
${EXIT_CODES}`,
    )
    .action(async (bookingId: string, opts, cmd: Command) => {
      const { bookingPath } = await import('../../client/api.js');
      const { explainUpdateError } = await import('../shared/updateErrors.js');
      const { renderDetails, renderHistory, field } = await import('../shared/render.js');
      const { renderMail } = await import('../shared/renderMail.js');
      await withClient(cmd, async ({ api }) => {
        let data;
        try {
          data = (await api.get(bookingPath('/bookings', bookingId), { bookingIds: [bookingId] })).data;
        } catch (e) {
          throw await explainUpdateError(e, bookingId);
        }
        if (opts.json) return printJson(data);
        out(renderDetails(data.BookingDetails, data.hotelTime));
        if (data.escalationReasons?.length) {
          // The reasons ever raised: current only while the booking is ESCALATED.
          const status = data.BookingDetails.ReconfirmationStatus;
          if (status === 'ESCALATED') out(field('escalated for', c.red(data.escalationReasons.join(', '))));
          else out(field('was escalated for', `${data.escalationReasons.join(', ')} ${c.dim(`(no longer: the booking is ${status})`)}`));
        }
        if (data.hotelContact) out(field('hotel contact', contactLine(data.hotelContact)));
        if (data.contactAttempts !== undefined) out(field('hotel contacts', String(data.contactAttempts)));
        if (data.rebookOf) out(field('rebooking of', data.rebookOf));
        if (data.rebookedBy) out(field('rebooked as', data.rebookedBy));
        if (data.mail?.length) {
          out('');
          out(renderMail(data.mail, data.BookingDetails.BookingId));
        }
        if (data.history?.length) {
          out('');
          out(renderHistory(data.history));
        }
      });
    });
}

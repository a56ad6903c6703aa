// `reconfirm cancel <BookingId>`: cancel a booking after a confirmation prompt (or --yes), and print the result.
import type { Command } from 'commander';
import { addServiceOptions, EXIT_CODES, interactive } from '../shared/clientCommon.js';

export function registerCancel(program: Command) {
  addServiceOptions(program.command('cancel <BookingId>').description('cancel a booking (BookingStatus CANCELLED); asks first unless --yes'))
    .option('-y, --yes', 'do not ask (needed where there is no terminal, e.g. CI)')
    .option('--json', 'print the response data as JSON')
    .addHelpText(
      'after',
      `
A cancelled booking needs no reconfirmation. Confirmed bookings are locked (409): cancel those with
the hotel directly.

Examples:
  reconfirm cancel BK-1001
  reconfirm cancel 'BK-1002#L1' --yes --json
${EXIT_CODES} Declining the prompt exits 1 with nothing sent.`,
    )
    .action(async (bookingId: string, opts, cmd: Command) => {
      const { ReconfirmError } = await import('../../domain/errors.js');
      if (!opts.yes) {
        if (!interactive()) throw new ReconfirmError('USAGE', `cancel asks for confirmation and there is no terminal to ask on; add --yes to cancel ${bookingId}`);
        // Show what is about to be cancelled: an id alone is easy to mistype into the wrong booking.
        const { withClient } = await import('../shared/clientCommon.js');
        const { bookingPath } = await import('../../client/api.js');
        const { explainUpdateError } = await import('../shared/updateErrors.js');
        const d = await withClient(cmd, async ({ api }) => {
          try {
            return (await api.get(bookingPath('/bookings', bookingId), { bookingIds: [bookingId] })).data.BookingDetails;
          } catch (e) {
            throw await explainUpdateError(e, bookingId);
          }
        });
        const where = [d.Hotel.Name, d.Hotel.City].filter(Boolean).join(', ');
        process.stdout.write(`${bookingId}: ${d.Guest.LeadName}, ${where}, ${String(d.CheckIn).slice(0, 10)} -> ${String(d.CheckOut).slice(0, 10)} (UTC dates), ${d.ReconfirmationStatus}\n`);
        const { confirm } = await import('@inquirer/prompts');
        const ok = await confirm({ message: `Cancel booking ${bookingId} (${d.Guest.LeadName}, ${d.Hotel.Name}, ${String(d.CheckIn).slice(0, 10)})? The hotel will not be asked to reconfirm it.`, default: false }).catch(() => false);
        if (!ok) {
          process.stdout.write(`not cancelled: ${bookingId} is unchanged\n`);
          process.exitCode = 1;
          return;
        }
      }
      const { sendUpdate } = await import('./patch.js');
      await sendUpdate(cmd, bookingId, { BookingStatus: 'CANCELLED' }, Boolean(opts.json));
    });
}

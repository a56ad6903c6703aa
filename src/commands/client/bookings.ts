// `reconfirm bookings`: list the service's bookings with filters (status, check-in range, hotel).
import type { Command } from 'commander';
import { allOptions, intFlag } from '../shared/common.js';
import { addServiceOptions, EXIT_CODES, withClient } from '../shared/clientCommon.js';
import { c, out, printJson, statusColour, table } from '../shared/output.js';

export function registerBookings(program: Command) {
  addServiceOptions(program.command('bookings').description('list bookings on the service, newest check-in last'))
    .option('--status <list>', 'PENDING, CONFIRMED, ESCALATED, CANCELLED (comma-separated)')
    .option('--from <date>', 'check-in on or after this day (YYYY-MM-DD, today, tomorrow, yesterday, +3d, -2d)')
    .option('--to <date>', 'check-in on or before this day, the whole day included (same forms)')
    .option('--reason <list>', 'escalated for this reason, e.g. DATA_DISCREPANCY, NO_HOTEL_RESPONSE (comma-separated)')
    .option('--hotel <name>', 'hotel name contains')
    .option('--code <BookingCode>', 'one BookingCode (all its LineCodes)')
    .option('--limit <n>', 'at most this many (1-1000)', intFlag('--limit', 1), 50)
    .option('--offset <n>', 'skip this many', intFlag('--offset'), 0)
    .option('--json', 'print {bookings, total} as JSON (BookingDetails records)')
    .addHelpText(
      'after',
      `
Examples:
  reconfirm bookings --status ESCALATED
  reconfirm bookings --reason DATA_DISCREPANCY,HOTEL_REPORTS_NO_BOOKING
  reconfirm bookings --from 2027-03-01 --to 2027-03-31 --hotel Miramar --json
  reconfirm bookings --from today --to +3d --status PENDING,ESCALATED
${EXIT_CODES}`,
    )
    .action(async (opts, cmd: Command) => {
      const { parseDateFlag } = await import('../../client/dateFlags.js');
      const { resolveAgentZone } = await import('../shared/times.js');
      // "today" is the agent's day (--tz, else TZ, else the system's); the range is of check-in days as BookingDetails
      // writes them (a date as its midnight UTC); --to takes in the whole of its day.
      const zone = resolveAgentZone(allOptions(cmd).tz, undefined);
      const from = opts.from === undefined ? undefined : `${parseDateFlag('--from', opts.from, new Date(), zone)}T00:00:00.000Z`;
      const to = opts.to === undefined ? undefined : `${parseDateFlag('--to', opts.to, new Date(), zone)}T23:59:59.999Z`;
      // A typo in a filter is a usage error (exit 2) named here, not a service refusal (exit 1).
      if (opts.status !== undefined) {
        const [{ RECONFIRMATION_STATUSES }, { closest }, { ReconfirmError }] = await Promise.all([import('../../domain/schemas.js'), import('../../domain/fieldPaths.js'), import('../../domain/errors.js')]);
        const unknown = String(opts.status).split(',').map((s) => s.trim().toUpperCase()).filter((s) => s && !(RECONFIRMATION_STATUSES as readonly string[]).includes(s));
        if (unknown.length) {
          const meant = closest(unknown[0], [...RECONFIRMATION_STATUSES]);
          throw new ReconfirmError('USAGE', `--status: unknown status ${unknown.join(', ')}${meant ? ` (did you mean ${meant}?)` : ''}; use ${RECONFIRMATION_STATUSES.join(', ')}`);
        }
        opts.status = String(opts.status).toUpperCase();
      }
      if (opts.reason !== undefined) {
        const { ESCALATION_REASONS } = await import('../../domain/webhookEvents.js');
        const unknown = String(opts.reason).split(',').map((r) => r.trim().toUpperCase()).filter((r) => !(ESCALATION_REASONS as readonly string[]).includes(r));
        if (unknown.length) throw new (await import('../../domain/errors.js')).ReconfirmError('USAGE', `--reason: unknown escalation reason ${unknown.join(', ')}; use ${ESCALATION_REASONS.join(', ')}`);
      }
      await withClient(cmd, async ({ api }) => {
        const { data } = await api.get('/bookings', {
          query: { status: opts.status, checkInFrom: from, checkInTo: to, reason: opts.reason, hotel: opts.hotel, BookingCode: opts.code, limit: opts.limit, offset: opts.offset },
        });
        if (opts.json) return printJson({ bookings: data.bookings, total: data.total, escalationReasons: data.escalationReasons ?? {} });
        if (!data.bookings.length) return out('no bookings match');
        out(
          table(
            ['BookingId', 'status', 'reason', 'HCN', 'hotel', 'check-in', 'check-out', 'lead guest'],
            data.bookings.map((b: any) => [b.BookingId, statusColour(b.ReconfirmationStatus), (data.escalationReasons?.[b.BookingId] ?? []).join(', '), b.Supplier.HCN, b.Hotel.Name, b.CheckIn.slice(0, 10), b.CheckOut.slice(0, 10), b.Guest.LeadName]),
            { shrinkFirst: ['hotel', 'lead guest'], dropFirst: ['check-out', 'lead guest', 'hotel'] },
          ),
        );
        const shown = data.bookings.length;
        out(c.dim(`${shown} of ${data.total}${data.total > opts.offset + shown ? ` (next page: --offset ${opts.offset + shown})` : ''}`));
      });
    });
}

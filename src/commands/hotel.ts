// `reconfirm hotel reply`: the manual channel; an operator records what the hotel said.
import type { Command } from 'commander';
import { configFor, intFlag } from './common.js';
import { c, out, printJson, statusColour } from './output.js';

export function registerHotel(program: Command) {
  const hotel = program.command('hotel').description("record hotels' answers by hand (the manual channel)");
  hotel
    .command('reply <BookingId>')
    .description("record the hotel's answer: its HCN, the values it states where they differ, or that it has no such booking")
    .option('--db <file>', 'service database (default ./data/reconfirm.db)')
    .option('--account <id>', 'account the booking belongs to (default: the first account)')
    .option('--hcn <code>', 'the hotel confirmation number')
    .option('--checkin <date>', "the hotel's check-in date, where it differs")
    .option('--checkout <date>', "the hotel's check-out date, where it differs")
    .option('--lead-name <name>', "the lead guest's name as the hotel has it")
    .option('--rooms <n>', 'number of rooms the hotel holds', intFlag('--rooms'))
    .option('--room-type <text>', "the hotel's room type")
    .option('--board-type <text>', "the hotel's board type")
    .option('--adults <n>', 'adults the hotel holds', intFlag('--adults'))
    .option('--children <n>', 'children the hotel holds', intFlag('--children'))
    .option('--no-booking', 'the hotel says it has no such booking')
    .option('--note <text>', 'what the hotel said, for the history')
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      `
BookingId is BookingCode, or BookingCode#LineCode (quote it in the shell).
Examples:
  reconfirm hotel reply BK-1001 --hcn HX88231
  reconfirm hotel reply 'BK-1002#L1' --hcn 7781 --checkin 2026-12-21
  reconfirm hotel reply BK-1003 --no-booking
  reconfirm hotel reply BK-2001 --account acc_5f0c2a9e1b7d --hcn 55120`,
    )
    .action(async (bookingId: string, opts, cmd: Command) => {
      const { ReconfirmError } = await import('../domain/errors.js');
      const noBooking = opts.booking === false;
      if (!noBooking && !opts.hcn && !opts.checkin && !opts.checkout && !opts.leadName && opts.rooms === undefined && !opts.roomType && !opts.boardType && opts.adults === undefined && opts.children === undefined) {
        throw new ReconfirmError('USAGE', 'say what the hotel answered: --hcn, differing values (--checkin, --lead-name, ...), or --no-booking');
      }
      const dates: Record<string, string | undefined> = {};
      for (const [flag, v] of [['--checkin', opts.checkin], ['--checkout', opts.checkout]] as const) {
        if (v === undefined) continue;
        const { normaliseTimestamp } = await import('../domain/schemas.js');
        const iso = normaliseTimestamp(v);
        if (!iso) throw new ReconfirmError('USAGE', `${flag} must be a date like 2026-12-20 (got "${v}")`);
        dates[flag] = iso;
      }
      const config = configFor(cmd, { db: opts.db });
      const { openDatabase } = await import('../store/db.js');
      const { recordHotelReply } = await import('../store/replies.js');
      const { findBooking } = await import('../store/bookings.js');
      const { listAccounts } = await import('../store/accounts.js');
      const db = openDatabase(config.db);
      try {
        const accounts = listAccounts(db);
        const accountId = opts.account ?? accounts[0]?.id;
        if (!accounts.some((a) => a.id === accountId)) {
          throw new ReconfirmError('NOT_FOUND', opts.account ? `no account ${opts.account} in ${config.db}` : `${config.db} has no account yet`);
        }
        const stored = findBooking(db, accountId, bookingId);
        if (!stored) {
          const lineCode = bookingId.includes('#') ? '' : ' (a booking created with a LineCode is named BookingCode#LineCode)';
          const other = !opts.account && accounts.length > 1 ? `; ${config.db} has ${accounts.length} accounts: name the booking's with --account` : '';
          throw new ReconfirmError('BOOKING_NOT_FOUND', `no booking ${bookingId} in account ${accountId}${lineCode}${other}`);
        }
        const result = recordHotelReply(
          db,
          stored.row.id,
          {
            hcn: opts.hcn,
            noBooking,
            checkIn: dates['--checkin'],
            checkOut: dates['--checkout'],
            leadName: opts.leadName,
            rooms: opts.rooms,
            roomType: opts.roomType,
            boardType: opts.boardType,
            adults: opts.adults,
            children: opts.children,
            note: opts.note,
          },
          { source: 'manual', actor: `operator ${process.env.USER ?? 'cli'}`, now: Date.now() },
        );
        if (!result.ok) throw new ReconfirmError('UPDATE_NOT_PERMITTED', result.reason);
        if (opts.json) return printJson({ BookingId: bookingId, verdict: result.verdict, ReconfirmationStatus: result.status });
        const v = result.verdict;
        const what =
          v.kind === 'CONFIRMED' ? `confirmed with HCN ${v.hcn}` :
          v.kind === 'DISCREPANCY' ? `escalated: ${v.discrepancies.map((d) => `${d.field} booked ${JSON.stringify(d.booked)} vs hotel ${JSON.stringify(d.hotel)}`).join('; ')}` :
          v.kind === 'NO_BOOKING' ? 'escalated: the hotel has no such booking' :
          'recorded; the details match but no HCN was given, so the booking stays unconfirmed';
        out(`${bookingId}: ${statusColour(result.status)} ${c.dim('-')} ${what}`);
      } finally {
        db.$client.close();
      }
    });
}

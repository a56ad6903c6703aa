// `reconfirm hotel reply`: the manual channel; an operator records what the hotel said.
import { Option, type Command } from 'commander';
import type { HotelReply } from '../domain/reply.js';
import { configFor } from './common.js';
import { databaseTarget } from '../configNames.js';
import { ReconfirmError } from '../domain/errors.js';
import { c, out, printJson, statusColour } from './output.js';
import { interactive } from './clientCommon.js';
import { AS_OPTION, operatorName } from '../client/actor.js';

/**
 * One flag per field of a hotel's reply (HotelReplySchema); `satisfies` makes the compiler refuse a field without
 * one. The schema itself is loaded only when the command runs: its module pulls in the booking schemas, which
 * `reconfirm --version` and every other command's start would otherwise pay for (CLI cold start, bench/RESULTS.md).
 */
const FLAGS = {
  hcn: ['--hcn <code>', 'the hotel confirmation number'],
  noBooking: ['--no-booking', 'the hotel says it has no such booking'],
  checkIn: ['--checkin <date>', "the hotel's check-in date, where it differs"],
  checkOut: ['--checkout <date>', "the hotel's check-out date, where it differs"],
  leadName: ['--lead-name <name>', "the lead guest's name as the hotel has it"],
  rooms: ['--rooms <n>', 'number of rooms the hotel holds'],
  roomType: ['--room-type <text>', "the hotel's room type"],
  boardType: ['--board-type <text>', "the hotel's board type"],
  adults: ['--adults <n>', 'adults the hotel holds'],
  children: ['--children <n>', 'children the hotel holds'],
  amount: ['--amount <n>', 'the rate the hotel states; compared only when given'],
  currency: ['--currency <code>', "the currency of the hotel's rate"],
  specialRequestNoted: ['--special-request-noted <yes|no>', "whether the hotel noted the booking's special request"],
  note: ['--note <text>', 'what the hotel said, for the history'],
} as const satisfies Record<keyof HotelReply, readonly [string, string]>;
type Field = keyof typeof FLAGS;

const fields = Object.keys(FLAGS) as Field[];
const flagName = (field: Field) => FLAGS[field][0].split(' ')[0];

/** A flag's text as the schema's input type: numbers and yes/no read; anything else is left for the schema to refuse. */
async function asInput(field: Field, value: string): Promise<unknown> {
  const [{ z }, { HotelReplySchema }] = await Promise.all([import('zod'), import('../domain/reply.js')]);
  const schema = HotelReplySchema.shape[field].unwrap();
  if (schema instanceof z.ZodNumber) return /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
  if (schema instanceof z.ZodBoolean) return { yes: true, true: true, no: false, false: false }[value.trim().toLowerCase()] ?? value;
  return value;
}

/** The reply the flags state, validated by HotelReplySchema; a problem is a usage error naming the flag. */
async function replyFromFlags(opts: Record<string, unknown>, options: Record<Field, Option>): Promise<HotelReply> {
  const { HotelReplySchema } = await import('../domain/reply.js');
  const raw: Record<string, unknown> = {};
  for (const f of fields) {
    const value = opts[options[f].attributeName()];
    if (f === 'noBooking') {
      if (value === false) raw.noBooking = true; // --no-booking sets booking=false
    } else if (typeof value === 'string') raw[f] = await asInput(f, value);
  }
  const parsed = HotelReplySchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${flagName(i.path[0] as Field)} ${i.message}`);
    throw new ReconfirmError('USAGE', problems.join('; '));
  }
  if (parsed.data.noBooking) {
    const also = given(parsed.data).filter((f) => f !== 'noBooking');
    if (also.length) throw new ReconfirmError('USAGE', `--no-booking contradicts ${also.map(flagName).join(', ')}: the hotel either has no such booking or states its values; give one or the other`);
  }
  return parsed.data;
}

/** The reply fields a reply states (its note aside). */
const given = (r: HotelReply) => fields.filter((f) => f !== 'note' && r[f] !== undefined && !(f === 'noBooking' && r[f] === false));

export function registerHotel(program: Command) {
  const hotel = program.command('hotel').description("record hotels' answers by hand (the manual channel)");
  const options = Object.fromEntries(fields.map((f) => [f, new Option(FLAGS[f][0], FLAGS[f][1])])) as Record<Field, Option>;
  const reply = hotel
    .command('reply <BookingId>')
    .description("record the hotel's answer: its HCN, the values it states where they differ, or that it has no such booking")
    .option('--db <file>', 'service database (default ./data/reconfirm.db)')
    .option('--account <id>', 'account the booking belongs to (default: the first account)');
  for (const f of fields) reply.addOption(options[f]);
  reply
    .option('--accept-discrepancy', 'confirm with --hcn although the booking has an open data discrepancy (the booked values stand; recorded in the history)')
    .option('--cancelled-at-hotel', 'the booking was cancelled directly with the hotel (also a CONFIRMED one); only --note may go with it')
    .option(...AS_OPTION)
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      `
BookingId is BookingCode, or BookingCode#LineCode (quote it in the shell).
Examples:
  reconfirm hotel reply BK-1001 --hcn HX88231
  reconfirm hotel reply 'BK-1002#L1' --hcn 7781 --checkin 2026-12-21
  reconfirm hotel reply BK-1003 --no-booking
  reconfirm hotel reply BK-1004 --hcn 4410 --accept-discrepancy --note "hotel moved the guest to the 19th, agreed"
  reconfirm hotel reply BK-1005 --cancelled-at-hotel --note "cancelled by phone with the front desk" --as maria
  reconfirm hotel reply BK-2001 --account acc_5f0c2a9e1b7d --hcn 55120`,
    )
    .action(async (bookingId: string, opts, cmd: Command) => {
      // The history's actor is the person's name, as triage records it (src/client/actor.ts).
      const actor = operatorName(opts.as);
      const cancelled = opts.cancelledAtHotel === true;
      const answer = cancelled ? await cancellationNote(opts, options) : await replyFromFlags(opts, options);
      if (!cancelled && !statesAnythingReply(answer)) throw new ReconfirmError('USAGE', 'say what the hotel answered: --hcn, differing values (--checkin, --lead-name, ...), --no-booking, or --cancelled-at-hotel');
      if (opts.acceptDiscrepancy && !answer.hcn) throw new ReconfirmError('USAGE', '--accept-discrepancy goes with --hcn: it confirms the booking with the booked values despite the difference');
      const config = await configFor(cmd, { db: opts.db });
      const { openExistingDatabase } = await import('./adminDb.js');
      const { findBooking } = await import('../store/bookings.js');
      const { listAccounts } = await import('../store/accounts.js');
      const { openDiscrepancies, recordOperatorReply, recordCancelledAtHotel } = await import('../store/operatorActions.js');
      const db = await openExistingDatabase(databaseTarget(config));
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
        if (cancelled) {
          const r = recordCancelledAtHotel(db, stored.row.id, { actor, now: Date.now(), note: answer.note });
          if (!r.ok) throw new ReconfirmError('UPDATE_NOT_PERMITTED', r.reason);
          if (opts.json) return printJson({ BookingId: bookingId, ReconfirmationStatus: 'CANCELLED', cancelledAtHotel: true, previousStatus: r.from, actor });
          out(`${bookingId}: ${statusColour('CANCELLED')} ${c.dim('-')} recorded as cancelled directly with the hotel (was ${r.from}), by ${actor}; no more hotel contacts`);
          return;
        }
        const { judgeReply, describeDiscrepancies } = await import('../domain/reply.js');
        const open = openDiscrepancies(db, stored.row.id);
        const { hotelZone } = await import('../domain/hotelTime.js');
        const zone = hotelZone(stored.booking, config.defaultTimeZone).zone;
        const overrides = open.length > 0 && judgeReply(stored.booking, answer, { amount: true, specialRequest: true, zone }).kind === 'CONFIRMED';
        if (overrides && !opts.acceptDiscrepancy) {
          const what = `${bookingId} has an open data discrepancy (${describeDiscrepancies(open)}); confirming it with HCN ${answer.hcn} keeps the booked values`;
          if (!interactive()) {
            throw new ReconfirmError('USAGE', `${what}. Add --accept-discrepancy to confirm anyway, or give the hotel's values (--checkin, --lead-name, ...) to record the difference`);
          }
          const { confirm } = await import('@inquirer/prompts');
          const ok = await confirm({ message: `${what}. Confirm anyway?`, default: false }).catch(() => false);
          if (!ok) {
            out(`not recorded: ${bookingId} is unchanged`);
            process.exitCode = 1;
            return;
          }
        }
        const result = recordOperatorReply(db, stored.row.id, answer, { actor, now: Date.now(), acceptedDiscrepancies: overrides ? open : [], zone });
        if (!result.ok) throw new ReconfirmError('UPDATE_NOT_PERMITTED', result.reason);
        if (opts.json) return printJson({ BookingId: bookingId, verdict: result.verdict, ReconfirmationStatus: result.status, acceptedDiscrepancies: overrides ? open : [], actor });
        const v = result.verdict;
        const what =
          v.kind === 'CONFIRMED' ? `confirmed with HCN ${v.hcn}${overrides ? ' (open discrepancy accepted)' : ''}` :
          v.kind === 'DISCREPANCY' ? `escalated: ${v.discrepancies.map((d) => `${d.field} booked ${JSON.stringify(d.booked)} vs hotel ${JSON.stringify(d.hotel)}`).join('; ')}` :
          v.kind === 'NO_BOOKING' ? 'escalated: the hotel has no such booking' :
          'recorded; the details match but no HCN was given, so the booking stays unconfirmed';
        out(`${bookingId}: ${statusColour(result.status)} ${c.dim('-')} ${what}`);
      } finally {
        db.$client.close();
      }
    });
}

/** --cancelled-at-hotel stands alone: any statement of the hotel's values beside it contradicts it. */
async function cancellationNote(opts: Record<string, unknown>, options: Record<Field, Option>): Promise<HotelReply> {
  const also = fields.filter((f) => f !== 'note' && (f === 'noBooking' ? opts[options[f].attributeName()] === false : opts[options[f].attributeName()] !== undefined));
  if (also.length || opts.acceptDiscrepancy) {
    const named = [...also.map(flagName), ...(opts.acceptDiscrepancy ? ['--accept-discrepancy'] : [])];
    throw new ReconfirmError('USAGE', `--cancelled-at-hotel contradicts ${named.join(', ')}: a booking cancelled with the hotel has no answer to record (only --note goes with it)`);
  }
  return typeof opts.note === 'string' ? { note: opts.note } : {};
}

const statesAnythingReply = (r: HotelReply) => given(r).length > 0;

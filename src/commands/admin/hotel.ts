// `reconfirm hotel reply`: the manual channel; an operator records what the hotel said.
import { Option, type Command } from 'commander';
import type { HotelReply } from '../../domain/reply.js';
import { REPLY_FIELD_TEXT } from '../../domain/replyFields.js';
import { allOptions, configFor } from '../shared/common.js';
import { databaseTarget } from '../../configNames.js';
import { ReconfirmError } from '../../domain/errors.js';
import { c, out, printJson, statusColour } from '../shared/output.js';
import { acceptingDiscrepancy, addOperatorServiceOptions, operatorTarget, withClient } from '../shared/clientCommon.js';
import type { OperatorAction, OperatorActionResult } from '../../domain/triage.js';
import { AS_OPTION, operatorName } from '../../client/actor.js';

/**
 * One flag per field of a hotel's reply (HotelReplySchema); `satisfies` makes the compiler refuse a field without
 * one. The schema itself is loaded only when the command runs: its module pulls in the booking schemas, which
 * `reconfirm --version` and every other command's start would otherwise pay for (CLI cold start, bench/RESULTS.md).
 */
const FLAGS = {
  hcn: ['--hcn <code>', REPLY_FIELD_TEXT.hcn],
  noBooking: ['--no-booking', REPLY_FIELD_TEXT.noBooking],
  checkIn: ['--checkin <date>', REPLY_FIELD_TEXT.checkIn],
  checkOut: ['--checkout <date>', REPLY_FIELD_TEXT.checkOut],
  leadName: ['--lead-name <name>', REPLY_FIELD_TEXT.leadName],
  rooms: ['--rooms <n>', REPLY_FIELD_TEXT.rooms],
  roomType: ['--room-type <text>', REPLY_FIELD_TEXT.roomType],
  boardType: ['--board-type <text>', REPLY_FIELD_TEXT.boardType],
  adults: ['--adults <n>', REPLY_FIELD_TEXT.adults],
  children: ['--children <n>', REPLY_FIELD_TEXT.children],
  amount: ['--amount <n>', REPLY_FIELD_TEXT.amount],
  currency: ['--currency <code>', REPLY_FIELD_TEXT.currency],
  specialRequestNoted: ['--special-request-noted <yes|no>', REPLY_FIELD_TEXT.specialRequestNoted],
  note: ['--note <text>', REPLY_FIELD_TEXT.note],
} as const satisfies Record<keyof HotelReply, readonly [string, string]>;
type Field = keyof typeof FLAGS;

const fields = Object.keys(FLAGS) as Field[];
const flagName = (field: Field) => FLAGS[field][0].split(' ')[0];

/** A flag's text as the schema's input type: numbers and yes/no read; anything else is left for the schema to refuse. */
async function asInput(field: Field, value: string): Promise<unknown> {
  const [{ z }, { HotelReplySchema }] = await Promise.all([import('zod'), import('../../domain/reply.js')]);
  const schema = HotelReplySchema.shape[field].unwrap();
  if (schema instanceof z.ZodNumber) return /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
  if (schema instanceof z.ZodBoolean) return { yes: true, true: true, no: false, false: false }[value.trim().toLowerCase()] ?? value;
  return value;
}

/**
 * The reply the flags state, validated by HotelReplySchema; a problem is a usage error naming the flag. What is sent
 * is the flags' own values (the action's schema reads them, on the service or here): parsed dates are not re-read.
 */
async function replyFromFlags(opts: Record<string, unknown>, options: Record<Field, Option>): Promise<HotelReply> {
  const { HotelReplySchema } = await import('../../domain/reply.js');
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
  return raw as HotelReply;
}

/** The reply fields a reply states (its note aside). */
const given = (r: HotelReply) => fields.filter((f) => f !== 'note' && r[f] !== undefined && !(f === 'noBooking' && r[f] === false));

export function registerHotel(program: Command) {
  const hotel = program.command('hotel').description("record hotels' answers by hand (the manual channel)");
  const options = Object.fromEntries(fields.map((f) => [f, new Option(FLAGS[f][0], FLAGS[f][1])])) as Record<Field, Option>;
  const reply = addOperatorServiceOptions(
    hotel
      .command('reply <BookingId>')
      .description("record the hotel's answer: its HCN, the values it states where they differ, or that it has no such booking")
      .option('--db <file>', 'service database, on the server (default ./data/reconfirm.db)')
      .option('--account <id>', 'with --db: account the booking belongs to (default: the first account)'),
  );
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
  reconfirm hotel reply BK-2001 --account acc_5f0c2a9e1b7d --hcn 55120 --db ./data/reconfirm.db
  reconfirm hotel reply BK-1006 --hcn 8812 --profile mail

With --base-url or --profile (or RECONFIRM_BASE_URL / RECONFIRM_PROFILE) the answer goes through the service's API
(POST /bookings/{id}/actions), from any machine; otherwise it is recorded on the database file. Both apply the
same rules.
Exit status: 0 recorded, 1 refused or not recorded, 2 usage error.`,
    )
    .action(async (bookingId: string, opts, cmd: Command) => {
      // The history's actor is the person's name, as triage records it (src/client/actor.ts).
      const actor = operatorName(opts.as);
      const cancelled = opts.cancelledAtHotel === true;
      const answer = cancelled ? await cancellationNote(opts, options) : await replyFromFlags(opts, options);
      if (!cancelled && !statesAnythingReply(answer)) throw new ReconfirmError('USAGE', 'say what the hotel answered: --hcn, differing values (--checkin, --lead-name, ...), --no-booking, or --cancelled-at-hotel');
      if (opts.acceptDiscrepancy && !answer.hcn) throw new ReconfirmError('USAGE', '--accept-discrepancy goes with --hcn: it confirms the booking with the booked values despite the difference');
      // One set of rules (daemon/operator.ts): the same action, sent to the service or applied to the database file.
      const action = (accept: boolean): OperatorAction =>
        cancelled ? { action: 'cancelled_at_hotel', actor, note: answer.note } : { action: 'hotel_reply', actor, ...answer, ...(accept ? { acceptDiscrepancy: true } : {}) };
      const hint = "Add --accept-discrepancy to confirm anyway, or give the hotel's values (--checkin, --lead-name, ...) to record the difference";
      const settle = (send: (a: OperatorAction) => Promise<OperatorActionResult>) => acceptingDiscrepancy((accept) => send(action(accept)), opts.acceptDiscrepancy === true, hint);
      let result: OperatorActionResult | false;
      if (operatorTarget(cmd) === 'api') result = await throughApi(cmd, bookingId, settle);
      else {
        const apply = await onDatabase(cmd, opts, bookingId);
        try {
          result = await settle(apply.send);
        } finally {
          await apply.close();
        }
      }
      if (result === false) {
        out(`not recorded: ${bookingId} is unchanged`);
        process.exitCode = 1;
        return;
      }
      if (opts.json) {
        if (cancelled) return printJson({ BookingId: result.BookingId, ReconfirmationStatus: result.ReconfirmationStatus, cancelledAtHotel: true, previousStatus: result.previousStatus, actor });
        return printJson({ BookingId: result.BookingId, verdict: result.verdict, ReconfirmationStatus: result.ReconfirmationStatus, acceptedDiscrepancies: result.acceptedDiscrepancies ?? [], actor });
      }
      out(`${bookingId}: ${statusColour(result.ReconfirmationStatus)} ${c.dim('-')} ${result.message}`);
    });
}

interface Applier {
  send(action: OperatorAction): Promise<OperatorActionResult>;
  close(): Promise<void>;
}

/** From a laptop: POST /bookings/{id}/actions on the service named by --base-url, --profile or the environment. */
async function throughApi<T>(cmd: Command, bookingId: string, fn: (send: (action: OperatorAction) => Promise<OperatorActionResult>) => Promise<T>): Promise<T> {
  if (allOptions(cmd).account) throw new ReconfirmError('USAGE', "--account names an account in the database file; through the service, the account is the API key's (--account-id)");
  const [{ bookingPath }, { explainUpdateError }] = await Promise.all([import('../../client/api.js'), import('../shared/updateErrors.js')]);
  // withClient: the ledger records the call, and a refused key is worded as for every client command.
  return withClient(cmd, ({ api }) =>
    fn(async (action) => {
      try {
        return (await api.post<OperatorActionResult>(`${bookingPath('/bookings', bookingId)}/actions`, action)).data;
      } catch (e) {
        throw await explainUpdateError(e, bookingId);
      }
    }),
  );
}

/** Beside the database file (the server itself): the same function the API runs, on a connection of our own. */
async function onDatabase(cmd: Command, opts: Record<string, any>, bookingId: string): Promise<Applier> {
  const config = await configFor(cmd, { db: opts.db });
  const [{ openExistingDatabase }, { listAccounts }, { applyOperatorAction }, { retryPolicies }, { systemClock }, { OperatorActionSchema }] = await Promise.all([
    import('./adminDb.js'),
    import('../../store/accounts.js'),
    import('../../daemon/operator.js'),
    import('../../config.js'),
    import('../../domain/clock.js'),
    import('../../domain/triage.js'),
  ]);
  // Jobs an answer enqueues (webhook deliveries) carry the configured retry policy, as serve's do.
  const db = await openExistingDatabase(databaseTarget(config), { retry: retryPolicies(config) });
  const close = async () => void db.$client.close();
  try {
    const accounts = listAccounts(db);
    const accountId = opts.account ?? accounts[0]?.id;
    if (!accounts.some((a) => a.id === accountId)) {
      throw new ReconfirmError('NOT_FOUND', opts.account ? `no account ${opts.account} in ${config.db}` : `${config.db} has no account yet`);
    }
    const ctx = { db, clock: systemClock, config, poke: () => {} };
    return {
      async send(action) {
        try {
          // Read by the schema POST /bookings/{id}/actions reads it with, so both paths take and refuse the same input.
          const parsed = OperatorActionSchema.safeParse(action);
          if (!parsed.success) throw new ReconfirmError('USAGE', parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; '));
          return applyOperatorAction(ctx, accountId, bookingId, parsed.data);
        } catch (e) {
          if (!(e instanceof ReconfirmError) || e.code !== 'BOOKING_NOT_FOUND') throw e;
          throw notFoundHere(e, bookingId, accountId, !opts.account && accounts.length > 1 ? `; ${config.db} has ${accounts.length} accounts: name the booking's with --account` : '');
        }
      },
      close,
    };
  } catch (e) {
    await close();
    throw e;
  }
}

/** "did you mean" from the bookings that share the BookingCode (another case, or a LineCode), as the API path says it. */
function notFoundHere(e: ReconfirmError, bookingId: string, accountId: string, other: string): ReconfirmError {
  const others = (e.details ?? []).flatMap((d) => (d.BookingId ? [d.BookingId] : []));
  const same = others.find((o) => o.toLowerCase() === bookingId.toLowerCase());
  if (same) return new ReconfirmError('BOOKING_NOT_FOUND', `no booking ${bookingId} in account ${accountId}; BookingIds are case-sensitive: did you mean ${same}?`);
  if (others.length) return new ReconfirmError('BOOKING_NOT_FOUND', `no booking ${bookingId} in account ${accountId}, but its BookingCode exists as ${others.join(', ')}: a booking created with a LineCode is named BookingCode#LineCode (quote it in the shell: '${others[0]}')`);
  const lineCode = bookingId.includes('#') ? '' : ' (a booking created with a LineCode is named BookingCode#LineCode)';
  return new ReconfirmError('BOOKING_NOT_FOUND', `no booking ${bookingId} in account ${accountId}${lineCode}${other}`);
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

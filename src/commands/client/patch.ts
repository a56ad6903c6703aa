// `reconfirm patch <BookingId>`: send an update (fields as flags or a JSON body) and print the returned BookingDetails.
import type { Command } from 'commander';
import { intFlag } from '../shared/common.js';
import { addServiceOptions, EXIT_CODES, withClient } from '../shared/clientCommon.js';
import { c, out, printJson } from '../shared/output.js';

/** Flag values as an update body (spec 4.2); nested fields go where the schema has them. */
export function bodyFromFlags(o: Record<string, any>): Record<string, unknown> {
  const body: Record<string, any> = {};
  const guest: Record<string, unknown> = {};
  if (o.checkin !== undefined) body.CheckIn = o.checkin;
  if (o.checkout !== undefined) body.CheckOut = o.checkout;
  if (o.specialRequest !== undefined) body.SpecialRequest = o.specialRequest;
  if (o.amount !== undefined) body.BookingAmount = o.amount;
  if (o.currency !== undefined) body.Currency = o.currency;
  if (o.priority !== undefined) body.BookingPriority = o.priority;
  if (o.cancellationDeadline !== undefined) body.CancellationDeadLine = o.cancellationDeadline;
  if (o.leadName !== undefined) guest.LeadName = o.leadName;
  if (o.adults !== undefined) guest.Adults = o.adults;
  if (o.children !== undefined) guest.Childs = o.children;
  if (o.rooms !== undefined) guest.TotalRooms = o.rooms;
  if (Object.keys(guest).length) body.Guest = guest;
  if (o.hotelName !== undefined) body.Hotel = { Name: o.hotelName };
  return body;
}

export function registerPatch(program: Command) {
  addServiceOptions(program.command('patch <BookingId>').description('update a booking (dates, guest, rooms, request...) and print it as the service now holds it'))
    .option('--checkin <date>', 'new check-in (ISO 8601 date or date-time)')
    .option('--checkout <date>', 'new check-out')
    .option('--lead-name <name>', "new lead guest's name")
    .option('--adults <n>', 'adults', intFlag('--adults'))
    .option('--children <n>', 'children', intFlag('--children'))
    .option('--rooms <n>', 'total rooms', intFlag('--rooms'))
    .option('--hotel-name <name>', 'hotel name')
    .option('--special-request <text>', 'special request (free text)')
    .option('--amount <number>', 'booking amount', parseFloat)
    .option('--currency <code>', 'currency (ISO 4217)')
    .option('--priority <n>', 'booking priority', intFlag('--priority'))
    .option('--cancellation-deadline <date>', 'end of free cancellation')
    .option('--file <body.json>', 'the update body as JSON (spec 4.2); flags given as well override it')
    .option('--json', 'print the response data as JSON')
    .addHelpText(
      'after',
      `
BookingId is BookingCode, or BookingCode#LineCode for a booking created with a LineCode (quote it).
A change of dates, rooms, guests or hotel re-opens reconfirmation with the new data. Confirmed
bookings are locked (409): contact the hotel, or send a REBOOK.

Examples:
  reconfirm patch BK-1001 --checkin 2027-03-11 --checkout 2027-03-14
  reconfirm patch 'BK-1002#L1' --lead-name "Anna Berg" --special-request "late arrival"
  reconfirm patch BK-1003 --file change.json
${EXIT_CODES}`,
    )
    .action(async (bookingId: string, opts, cmd: Command) => {
      const { ReconfirmError } = await import('../../domain/errors.js');
      let body: Record<string, unknown> = {};
      if (opts.file) {
        const { readFile } = await import('node:fs/promises');
        try {
          body = JSON.parse(await readFile(opts.file, 'utf8'));
        } catch (e) {
          throw new ReconfirmError('USAGE', `cannot read ${opts.file} as a JSON object: ${(e as Error).message}`);
        }
        if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ReconfirmError('USAGE', `${opts.file} must hold one JSON object with the changed fields`);
      }
      const { deepMerge } = await import('../../domain/merge.js');
      body = deepMerge(body, bodyFromFlags(opts)) as Record<string, unknown>;
      if (!Object.keys(body).length) throw new ReconfirmError('USAGE', 'say what changes: flags such as --checkin, --lead-name, --special-request, or --file body.json');
      await sendUpdate(cmd, bookingId, body, Boolean(opts.json));
    });
}

/** Validates locally with the service's schema, sends the PATCH, prints the result; shared with `cancel`. */
export async function sendUpdate(cmd: Command, bookingId: string, body: Record<string, unknown>, json: boolean) {
  const { UpdateBodySchema, issuesToDetails } = await import('../../domain/schemas.js');
  const { ReconfirmError } = await import('../../domain/errors.js');
  const checked = UpdateBodySchema.safeParse(body);
  if (!checked.success) throw new ReconfirmError('SCHEMA_VALIDATION_FAILED', 'the update is invalid; nothing was sent', { details: issuesToDetails(checked.error.issues, undefined, 0, body) });
  const { bookingPath } = await import('../../client/api.js');
  const { explainUpdateError } = await import('../shared/updateErrors.js');
  const { renderDetails } = await import('../shared/render.js');
  await withClient(cmd, async ({ api }) => {
    let r;
    try {
      r = await api.patch(bookingPath('/updateBooking', bookingId), body, { bookingIds: [bookingId] });
    } catch (e) {
      throw await explainUpdateError(e, bookingId);
    }
    if (json) return printJson(r.data);
    out(renderDetails(r.data.BookingDetails));
    out(c.dim(`${r.message} (traceId ${r.data.traceId}, requestId ${r.requestId})`));
  });
}

// `reconfirm mail read <file.eml>`: what the reader finds in a hotel's e-mail (issue 25) — its language, the hotel's
// own text after quotes and signatures are stripped, each fact with the words it came from, and each booking's
// decision and why. Read against bookings of the service database (--booking, repeatable for a digest), or against
// none (language and text only). Reads; changes nothing.
import type { Command } from 'commander';
import { ReconfirmError } from '../../domain/errors.js';
import { allOptions, configFor } from '../shared/common.js';
import { databaseTarget } from '../../configNames.js';
import { c, out, printJson } from '../shared/output.js';

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function registerMail(program: Command) {
  const mail = program.command('mail').description("hotels' e-mails: explain how one is read, export the ones operators settled");
  mail
    .command('read <file>')
    .description('read a hotel e-mail (.eml) and explain it: language, own text, facts with their words, decision and why')
    .option('--booking <BookingId>', 'a booking the e-mail answers (repeat for a digest); needs the service database', collect)
    .option('--account <id>', 'account the bookings belong to (default: the first account)')
    .option('--db <file>', 'service database (default ./data/reconfirm.db, or RECONFIRM_DB)')
    .option('--json', 'print the reading and its explanation as JSON')
    .addHelpText(
      'after',
      `
Examples:
  reconfirm mail read reply.eml
  reconfirm mail read reply.eml --booking BK-1001 --db data/reconfirm.db
  reconfirm mail read digest.eml --booking BK-1001 --booking BK-1002 --json
Exit status: 0 ok, 1 failure, 2 usage error.`,
    )
    .action(async (file: string, opts, cmd: Command) => {
      const { readFile } = await import('node:fs/promises');
      const { parseHotelMail, readHotelMail } = await import('../../domain/hotelMail/index.js');
      let raw: Buffer;
      try {
        raw = await readFile(file);
      } catch (e) {
        throw new ReconfirmError('NOT_FOUND', `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
      }
      const expected = opts.booking?.length ? await bookingsFrom(cmd, opts.booking, opts.account) : [];
      const reading = readHotelMail(await parseHotelMail(raw), expected);
      if (opts.json) return printJson(reading);
      out(explain(reading));
    });
}

async function bookingsFrom(cmd: Command, ids: string[], account: string | undefined) {
  const config = await configFor(cmd, { db: allOptions(cmd).db });
  const [{ openExistingDatabase }, { listAccounts }, { findBooking }, { hotelZone }] = await Promise.all([
    import('./adminDb.js'),
    import('../../store/accounts.js'),
    import('../../store/bookings.js'),
    import('../../domain/hotelTime.js'),
  ]);
  const db = await openExistingDatabase(databaseTarget(config));
  try {
    const accounts = listAccounts(db);
    const accountId = account ?? accounts[0]?.id;
    if (!accounts.some((a) => a.id === accountId)) throw new ReconfirmError('NOT_FOUND', account ? `no account ${account} in ${config.db}` : `${config.db} has no account yet`);
    return ids.map((bookingId) => {
      const stored = findBooking(db, accountId, bookingId);
      if (!stored) throw new ReconfirmError('BOOKING_NOT_FOUND', `no booking ${bookingId} in account ${accountId}${bookingId.includes('#') ? '' : ' (a booking created with a LineCode is named BookingCode#LineCode)'}`);
      return { bookingId: stored.row.bookingId, booking: stored.booking, zone: hotelZone(stored.booking, config.defaultTimeZone).zone };
    });
  } finally {
    db.$client.close();
  }
}

type Reading = import('../../domain/hotelMail/index.js').MailReading;

/** The explanation as a person reads it. */
export function explain(reading: Reading): string {
  const x = reading.explanation;
  const lines: string[] = [];
  lines.push(`kind:      ${reading.kind}${reading.kind === 'auto-reply' ? ` (${reading.reason})` : reading.kind === 'bounce' ? ` (${reading.cause})` : ''}`);
  if (x?.language || reading.kind === 'answer') lines.push(`language:  ${x?.language ?? 'not recognised'}`);
  if (reading.kind !== 'answer') return lines.join('\n');
  lines.push('', c.bold("the hotel's own text (quotes and signature stripped):"), ...(reading.stripped || '(none)').split('\n').map((l) => `  ${l}`));
  lines.push('', c.bold('facts:'));
  if (!x?.facts.length) lines.push('  (none)');
  for (const f of x?.facts ?? []) {
    const compared = f.matches === undefined ? '' : f.matches ? c.green(` matches the booking (${f.booked})`) : c.red(` differs from the booking (${f.booked})`);
    lines.push(`  ${f.bookingId ? `${f.bookingId} ` : ''}${f.field} = ${JSON.stringify(f.value)}  from "${f.words.replace(/\s+/g, ' ')}"${compared}`);
  }
  lines.push('', c.bold('decision:'));
  if (!x?.decisions.length) for (const r of reading.review) lines.push(`  ${c.red('REPLY_NEEDS_REVIEW')}: ${r.why}`);
  for (const d of x?.decisions ?? []) {
    const colour = d.outcome === 'CONFIRMED' ? c.green : d.outcome === 'PENDING' || d.outcome === 'NOTHING' || d.outcome === 'NO_HCN' ? c.yellow : c.red;
    lines.push(`  ${d.bookingId}: ${colour(d.outcome)} — ${d.why}`);
    // The confirmation gate: each check, passed or failed, with the words that failed it.
    for (const g of d.checks ?? []) lines.push(`    ${g.passed ? c.green('passed') : c.red('failed')} ${g.check}${g.words ? ` ("${g.words.replace(/\s+/g, ' ')}")` : ''}`);
  }
  return lines.join('\n');
}

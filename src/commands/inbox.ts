// `reconfirm inbox`: hotels' e-mails that matched no booking, and `inbox attach` to give one its booking (then it is
// read for that booking like any reply). Works on the service database, beside a running serve.
import type { Command } from 'commander';
import { ReconfirmError } from '../domain/errors.js';
import { allOptions, configFor, intFlag } from './common.js';
import { databaseTarget } from '../configNames.js';
import { c, out, printJson, statusColour, table } from './output.js';

const DB_HELP = 'service database (default ./data/reconfirm.db, or RECONFIRM_DB)';
import { instantText } from './times.js';

/** An instant on the agent's clock, with its zone (times.ts). */
const when = (iso: string | null) => instantText(iso);
const clip = (s: string | null, n: number) => (!s ? '' : s.length > n ? `${s.slice(0, n - 1)}…` : s);

async function openDb(cmd: Command) {
  // --db is an option of `inbox` and of its subcommands; commander gives it to whichever parses it first.
  const config = await configFor(cmd, { db: allOptions(cmd).db });
  const { resolveAgentZone, setAgentZone } = await import('./times.js');
  setAgentZone(resolveAgentZone(allOptions(cmd).tz, config.display.timeZone));
  const [{ openExistingDatabase }, { retryPolicies }] = await Promise.all([import('./adminDb.js'), import('../config.js')]);
  // Jobs an attach enqueues (webhook deliveries) carry the configured retry policy, as serve's do.
  return { config, db: await openExistingDatabase(databaseTarget(config), { retry: retryPolicies(config) }) };
}

/** One received message as `inbox --json` prints it. */
function asJson(m: import('../store/mail.js').MailRow) {
  return {
    message: m.id,
    receivedAt: m.at,
    from: m.sender,
    subject: m.subject,
    status: m.status,
    source: m.source,
    stripped: m.stripped,
    note: m.note,
    rawBytes: m.rawBytes,
    rawTruncated: Boolean(m.rawTruncated),
  };
}

export function registerInbox(program: Command) {
  const inbox = program
    .command('inbox')
    .description("hotels' e-mails that matched no booking (received by serve --inbound-smtp-port or --imap-url)")
    .option('--all', 'every received message (latest 200), whatever became of it')
    .option('--db <file>', DB_HELP)
    .option('--json', 'print an array of messages')
    .addHelpText(
      'after',
      `
Examples:
  reconfirm inbox
  reconfirm inbox --json
  reconfirm inbox show 17
  reconfirm inbox attach 17 BK-1001
Exit status: 0 ok, 1 failure, 2 usage error.`,
    )
    .action(async (opts, cmd: Command) => {
      const { db } = await openDb(cmd);
      try {
        const { listInbox, listIncoming } = await import('../store/mail.js');
        const rows = opts.all ? listIncoming(db, 200) : listInbox(db);
        if (opts.json) return printJson(rows.map(asJson));
        if (!rows.length) return void out(opts.all ? 'no message received yet' : 'the inbox is empty: every received message matched a booking');
        out(table(['#', 'received', 'from', 'subject', 'text', ...(opts.all ? ['status'] : [])], rows.map((m) => [m.id, when(m.at), m.sender, clip(m.subject, 50), clip(m.stripped?.replace(/\s+/g, ' ') ?? m.note, 80), ...(opts.all ? [m.status] : [])])));
        if (!opts.all) out(c.dim(`attach one to its booking: reconfirm inbox attach <#> <BookingId>`));
      } finally {
        db.$client.close();
      }
    });

  inbox
    .command('show <message>')
    .description('one received message: its text, what became of it, and (with --raw) the message as received')
    .option('--raw', 'print the raw message as it was kept')
    .option('--db <file>', DB_HELP)
    .option('--json', 'print JSON')
    .action(async (message: string, opts, cmd: Command) => {
      const pk = intFlag('<message>', 1)(message);
      const { db } = await openDb(cmd);
      try {
        const { getMailMessage } = await import('../store/mail.js');
        const m = getMailMessage(db, pk);
        if (!m || m.direction !== 'in') throw new ReconfirmError('NOT_FOUND', `no received message ${pk}; reconfirm inbox lists them`);
        if (opts.raw) {
          process.stdout.write(m.raw ?? Buffer.alloc(0));
          return;
        }
        if (opts.json) return printJson({ ...asJson(m), reading: m.reading ? JSON.parse(m.reading) : null, matchedBy: m.matchedBy, senderUnknown: Boolean(m.senderUnknown) });
        out(`message ${m.id}, received ${when(m.at)} over ${m.source}: ${statusColour(m.status)}${m.matchedBy ? ` (matched by ${m.matchedBy})` : ''}`);
        out(`from:    ${m.sender ?? ''}${m.senderUnknown ? c.yellow(' (not among the hotel addresses)') : ''}`);
        out(`subject: ${m.subject ?? ''}`);
        if (m.note) out(`note:    ${m.note}`);
        if (m.rawTruncated) out(c.dim(`the raw message had ${m.rawBytes} bytes; only the first part is kept`));
        out('');
        out(m.stripped ?? '');
      } finally {
        db.$client.close();
      }
    });

  inbox
    .command('attach <message> <BookingId>')
    .description('attach an unmatched message to the booking it answers; it is then read for that booking')
    .option('--account <id>', 'account the booking belongs to (default: the first account)')
    .option('--db <file>', DB_HELP)
    .option('--json', 'print the result as JSON')
    .addHelpText('after', "\nExample:\n  reconfirm inbox attach 17 BK-1001\n  reconfirm inbox attach 18 'BK-1002#L1' --json")
    .action(async (message: string, bookingId: string, opts, cmd: Command) => {
      const pk = intFlag('<message>', 1)(message);
      const { config, db } = await openDb(cmd);
      try {
        const [{ findBooking }, { listAccounts }, { attachReceivedMail }, { getOrCreateSecret }] = await Promise.all([
          import('../store/bookings.js'),
          import('../store/accounts.js'),
          import('../daemon/mail/read.js'),
          import('../store/serviceSecrets.js'),
        ]);
        const accountId = opts.account ?? listAccounts(db)[0]?.id;
        const stored = accountId ? findBooking(db, accountId, bookingId) : undefined;
        if (!stored) throw new ReconfirmError('BOOKING_NOT_FOUND', `no booking ${bookingId} in account ${accountId ?? '(none yet)'}${bookingId.includes('#') ? '' : ' (a booking created with a LineCode is named BookingCode#LineCode)'}`);
        const secret = () => config.tokenSecret ?? getOrCreateSecret(db, 'reply-token', new Date().toISOString());
        const r = await attachReceivedMail({ db, config, now: () => Date.now(), secret }, pk, stored.row.id);
        if (opts.json) return printJson(r);
        out(`message ${pk} attached to ${bookingId}: ${r.effects.map((e) => e.what).join('; ') || r.status}`);
      } finally {
        db.$client.close();
      }
    });
}

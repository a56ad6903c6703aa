// `reconfirm inbox`: hotels' e-mails that matched no booking, and `inbox attach` to give one its booking (then it is
// read for that booking like any reply). Works on the service database, beside a running serve.
import type { Command } from 'commander';
import { ReconfirmError } from '../../domain/errors.js';
import { allOptions, configFor, intFlag } from '../shared/common.js';
import { databaseTarget } from '../../configNames.js';
import { c, out, printJson, statusColour, table } from '../shared/output.js';
import { acceptingDiscrepancy, addOperatorServiceOptions, operatorTarget, withClient } from '../shared/clientCommon.js';
import { AS_OPTION } from '../../client/actor.js';
import { authSummary } from '../../domain/senderAuth.js';
import { senderCheck } from '../shared/renderMail.js';

const DB_HELP = 'service database (default ./data/reconfirm.db, or RECONFIRM_DB)';
import { instantText } from '../shared/times.js';

/** An instant on the agent's clock, with its zone (times.ts). */
const when = (iso: string | null) => instantText(iso);
const clip = (s: string | null, n: number) => (!s ? '' : s.length > n ? `${s.slice(0, n - 1)}…` : s);

async function openDb(cmd: Command) {
  // --db is an option of `inbox` and of its subcommands; commander gives it to whichever parses it first.
  const config = await configFor(cmd, { db: allOptions(cmd).db });
  const { resolveAgentZone, setAgentZone } = await import('../shared/times.js');
  setAgentZone(resolveAgentZone(allOptions(cmd).tz, config.display.timeZone));
  const [{ openExistingDatabase }, { retryPolicies }] = await Promise.all([import('./adminDb.js'), import('../../config.js')]);
  // Jobs an attach enqueues (webhook deliveries) carry the configured retry policy, as serve's do.
  return { config, db: await openExistingDatabase(databaseTarget(config), { retry: retryPolicies(config) }) };
}

type Entry = import('../../daemon/mail/inbox.js').InboxEntry;

/** Through the service's admin-only inbox endpoints (a key created with `keys create --admin`), from any machine. */
async function throughApi<T>(cmd: Command, fn: (api: import('../../client/api.js').ApiClient) => Promise<T>): Promise<T> {
  return withClient(cmd, ({ api }) => fn(api));
}

const suggested = (e: Entry) => e.suggestedBookings.map((b) => b.BookingId).join(', ');

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
  reconfirm inbox --profile night

With --base-url or --profile (or RECONFIRM_BASE_URL / RECONFIRM_PROFILE) the inbox is read through the
service, with a key created by \`reconfirm keys create --admin\` (the mail belongs to no account yet);
otherwise on the database file.
Exit status: 0 ok, 1 failure, 2 usage error, 3 the service could not be reached.`,
    )
    .action(async (opts, cmd: Command) => {
      let rows: Entry[];
      if (operatorTarget(cmd) === 'api') {
        rows = await throughApi(cmd, async (api) => (await api.get<{ messages: Entry[] }>('/inbox', { query: { all: opts.all ? 'true' : undefined } })).data.messages);
      } else {
        const { db } = await openDb(cmd);
        try {
          const [{ listInbox, listIncoming }, { inboxEntries }] = await Promise.all([import('../../store/mail.js'), import('../../daemon/mail/inbox.js')]);
          rows = inboxEntries(db, opts.all ? listIncoming(db, 200) : listInbox(db));
        } finally {
          db.$client.close();
        }
      }
      if (opts.json) return printJson(rows);
      if (!rows.length) return void out(opts.all ? 'no message received yet' : 'the inbox is empty: every received message matched a booking');
      const anySuggested = rows.some((m) => m.suggestedBookings.length);
      out(
        table(
          ['#', 'received', 'from', 'sender check', 'subject', 'text', 'why here', ...(anySuggested ? ["hotel's open bookings"] : []), ...(opts.all ? ['status'] : [])],
          rows.map((m) => [m.message, when(m.receivedAt), m.from, senderCheck({ auth: m.auth }), clip(m.subject, 50), clip(m.stripped?.replace(/\s+/g, ' ') ?? '', 80), clip(m.note, 80), ...(anySuggested ? [suggested(m)] : []), ...(opts.all ? [m.status] : [])]),
          { shrinkFirst: ['text', 'why here', 'subject'], dropFirst: ['sender check', 'received', 'why here', 'from'] },
        ),
      );
      if (!opts.all) {
        const first = rows.find((m) => m.suggestedBookings.length);
        out(c.dim(first ? `attach one to its booking: reconfirm inbox attach ${first.message} '${first.suggestedBookings[0].BookingId}' (the sender is that booking's hotel)` : 'attach one to its booking: reconfirm inbox attach <#> <BookingId>'));
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
      type Shown = Entry & { reading: unknown; matchedBy: string | null; senderUnknown: boolean };
      let m: Shown;
      if (operatorTarget(cmd) === 'api') {
        if (opts.raw) throw new ReconfirmError('USAGE', '--raw reads the database file (on the server: --db); through the service, the text and what was read are shown');
        m = await throughApi(cmd, async (api) => (await api.get<Shown>(`/inbox/${pk}`)).data);
      } else {
        const { db } = await openDb(cmd);
        try {
          const [{ getMailMessage }, { inboxEntries }] = await Promise.all([import('../../store/mail.js'), import('../../daemon/mail/inbox.js')]);
          const row = getMailMessage(db, pk);
          if (!row || row.direction !== 'in') throw new ReconfirmError('NOT_FOUND', `no received message ${pk}; reconfirm inbox lists them`);
          if (opts.raw) {
            process.stdout.write(row.raw ?? Buffer.alloc(0));
            return;
          }
          m = { ...inboxEntries(db, [row])[0], reading: row.reading ? JSON.parse(row.reading) : null, matchedBy: row.matchedBy, senderUnknown: Boolean(row.senderUnknown) };
        } finally {
          db.$client.close();
        }
      }
      if (opts.json) return printJson(m);
      out(`message ${m.message}, received ${when(m.receivedAt)} over ${m.source}: ${statusColour(m.status)}${m.matchedBy ? ` (matched by ${m.matchedBy})` : ''}`);
      out(`from:    ${m.from ?? ''}${m.senderUnknown ? c.yellow(' (not among the hotel addresses)') : ''}`);
      out(`sender:  ${authSummary(m.auth)}`);
      out(`subject: ${m.subject ?? ''}`);
      if (m.note) out(`note:    ${m.note}`);
      if (m.suggestedBookings.length) out(`the sender is the hotel of: ${suggested(m)} (reconfirm inbox attach ${m.message} '${m.suggestedBookings[0].BookingId}')`);
      if (m.rawTruncated) out(c.dim(`the raw message had ${m.rawBytes} bytes; only the first part is kept`));
      out('');
      out(m.stripped ?? '');
      // What the reader made of it, when it was read for a booking: facts with their words, the decision and why.
      const reading = m.reading as import('../../domain/hotelMail/index.js').MailReading | null;
      if (reading?.explanation) {
        const { explain } = await import('./mail.js');
        out('');
        out(c.bold('how it was read'));
        out(explain(reading));
      }
    });

  inbox
    .command('attach <message> <BookingId>')
    .description('attach an unmatched message to the booking it answers; it is then read for that booking')
    .option('--account <id>', 'with --db: account the booking belongs to (default: the first account)')
    .option('--db <file>', DB_HELP)
    .option(...AS_OPTION)
    .option('--accept-discrepancy', 'the message confirms a booking with an open data discrepancy: attach it anyway (the booked values stand; recorded in the history)')
    .option('--json', 'print the result as JSON')
    .addHelpText('after', "\nExamples:\n  reconfirm inbox attach 17 BK-1001\n  reconfirm inbox attach 18 'BK-1002#L1' --as maria --json\n  reconfirm inbox attach 19 BK-1003 --profile night")
    .action(async (message: string, bookingId: string, opts, cmd: Command) => {
      const pk = intFlag('<message>', 1)(message);
      // The history says who attached it, as every operator action does (src/client/actor.ts).
      const { operatorName } = await import('../../client/actor.js');
      const actor = operatorName(opts.as);
      type Attached = { status: string; effects: { what: string }[] };
      const hint = "Add --accept-discrepancy to attach it anyway (the booked values stand), or record the hotel's values with reconfirm hotel reply";
      let attach: (accept: boolean) => Promise<Attached>;
      let close = async () => {};
      if (operatorTarget(cmd) === 'api') {
        if (opts.account) throw new ReconfirmError('USAGE', "--account names an account in the database file; through the service, the booking is in the API key's account");
        const { explainUpdateError } = await import('../shared/updateErrors.js');
        attach = (accept) =>
          throughApi(cmd, async (api) => {
            try {
              return (await api.post<Attached>(`/inbox/${pk}/attach`, { BookingId: bookingId, actor, ...(accept ? { acceptDiscrepancy: true } : {}) })).data;
            } catch (e) {
              throw await explainUpdateError(e, bookingId);
            }
          });
      } else {
        const { config, db } = await openDb(cmd);
        close = async () => void db.$client.close();
        try {
          const [{ findBooking }, { listAccounts }, { attachReceivedMail }, { getOrCreateSecret }, { notFound }] = await Promise.all([
            import('../../store/bookings.js'),
            import('../../store/accounts.js'),
            import('../../daemon/mail/read.js'),
            import('../../store/serviceSecrets.js'),
            import('../../daemon/updates.js'),
          ]);
          const accountId = opts.account ?? listAccounts(db)[0]?.id;
          const stored = accountId ? findBooking(db, accountId, bookingId) : undefined;
          // The service's own "not found", with its "did you mean" (case, look-alike characters, a LineCode).
          if (!stored) throw accountId ? notFound(db, accountId, bookingId) : new ReconfirmError('BOOKING_NOT_FOUND', `no booking ${bookingId}: the database holds no account yet`);
          const secret = () => config.tokenSecret ?? getOrCreateSecret(db, 'reply-token', new Date().toISOString());
          attach = (accept) => attachReceivedMail({ db, config, now: () => Date.now(), secret }, pk, stored.row.id, actor, accept);
        } catch (e) {
          await close();
          throw e;
        }
      }
      let result: Attached | false;
      try {
        result = await acceptingDiscrepancy(attach, opts.acceptDiscrepancy === true, hint);
      } finally {
        await close();
      }
      if (result === false) {
        out(`not attached: message ${pk} waits in the inbox and ${bookingId} is unchanged`);
        process.exitCode = 1;
        return;
      }
      const r = result;
      if (opts.json) return printJson(r);
      out(`message ${pk} attached to ${bookingId}: ${r.effects.map((e) => e.what).join('; ') || r.status} (attached by ${actor})`);
    });

  // From a laptop: the same commands through the service's admin-only inbox endpoints.
  for (const cmd of [inbox, ...inbox.commands]) addOperatorServiceOptions(cmd);
}

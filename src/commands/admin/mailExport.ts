// `reconfirm mail export --settled <dir>`: the hotel e-mails operators settled after review, written as a reply corpus
// (.eml files and a manifest.json) that bench/replyCorpus.ts reads. Registers `export` on the `mail` command group,
// creating the group when no other module did (`mail read` may live beside it).
import { Command } from 'commander';
import { ReconfirmError } from '../../domain/errors.js';
import { databaseTarget } from '../../configNames.js';
import { allOptions, configFor } from '../shared/common.js';
import { c, out, printJson, table } from '../shared/output.js';

/** The `mail` command group: the one already registered, or a new one. */
export function mailGroup(program: Command): Command {
  return program.commands.find((cmd) => cmd.name() === 'mail') ?? program.command('mail').description("hotels' e-mails: export the ones operators settled as a reply corpus");
}

function sinceOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(ms)) throw new ReconfirmError('USAGE', `--since must be a date like 2026-11-01 or an ISO 8601 instant (got "${value}")`);
  return new Date(ms).toISOString();
}

export function registerMailExport(program: Command) {
  mailGroup(program)
    .command('export')
    .description('write the e-mails operators settled after review as .eml files and a corpus manifest.json')
    .requiredOption('--settled <dir>', 'folder to write to (created 0700; every file 0600)')
    .option('--db <file>', 'service database (default ./data/reconfirm.db, or RECONFIRM_DB)')
    .option('--since <date>', 'only pairs settled on or after this date (UTC) or instant')
    .option('--mask', "replace the guests' names with placeholders in the messages and the manifest")
    .option('--json', 'print the report as JSON')
    .addHelpText(
      'after',
      `
Each pair is the hotel's e-mail that sent a booking to REPLY_NEEDS_REVIEW and what the operator decided
(triage, hotel reply, POST /bookings/{id}/actions). The manifest is in the test corpus's format:
  node --import tsx bench/replyCorpus.ts <dir>
The files hold guest data unless --mask is given; pairs go with the booking's guest data (reconfirm purge).

Examples:
  reconfirm mail export --settled ./settled --since 2026-11-01 --mask
  reconfirm mail export --settled ./settled --db data/reconfirm.db --json
Exit status: 0 ok, 1 failure, 2 usage error.`,
    )
    .action(async (opts, cmd: Command) => {
      const since = sinceOf(opts.since);
      const config = await configFor(cmd, { db: allOptions(cmd).db });
      const [{ openExistingDatabase }, { exportSettled }] = await Promise.all([import('./adminDb.js'), import('../../daemon/mail/settledExport.js')]);
      const db = await openExistingDatabase(databaseTarget(config));
      let report: import('../../daemon/mail/settledExport.js').SettledExportReport;
      try {
        report = await exportSettled(db, { dir: opts.settled, since, mask: Boolean(opts.mask) });
      } finally {
        db.$client.close();
      }
      if (opts.json) return printJson(report);
      out(`wrote ${report.written.length} settled e-mail(s) and manifest.json to ${report.dir}${opts.mask ? " (guests' names masked)" : ''}`);
      if (report.written.length) out(table(['file', 'BookingId', 'decided by', 'settled at'], report.written.map((w) => [w.file, w.bookingId, w.action, w.settledAt.slice(0, 16).replace('T', ' ')])));
      for (const s of report.skipped) out(c.yellow(`skipped ${s.bookingId} (message ${s.message}): ${s.why}`));
      if (report.written.length) out(c.dim(`measure the reader on them: node --import tsx bench/replyCorpus.ts ${report.dir}`));
    });
}

// `reconfirm import <file>`: validate a CSV or JSON export with the service's schemas and store the valid bookings in the ledger.
import type { Command } from 'commander';
import { allOptions } from '../shared/common.js';
import { EXIT_CODES } from '../shared/clientCommon.js';
import { c, err, out, printJson } from '../shared/output.js';

export function registerImport(program: Command) {
  program
    .command('import <file>')
    .description('read bookings from CSV or JSON, validate every one, store the valid ones locally for `push`')
    .option('--dry-run', 'validate only; store nothing')
    .option('--ledger <file>', 'local ledger (SQLite) to store the bookings in (or RECONFIRM_LEDGER)')
    .option('--json', 'print the summary (and every error) as JSON')
    .addHelpText(
      'after',
      `
CSV: the first line names the fields; nested ones are dotted (Hotel.Name, Guest.LeadName,
Guest.RoomStructure[0].RoomType or Guest.RoomStructure.0.RoomType); list cells such as
Hotel.ContactDetails.Emails are separated by ";". JSON: an array of bookings, or {"Bookings": [...]}
(the events shape). Errors name the file line (the CSV header is line 1) and the field.

Examples:
  reconfirm import bookings.csv --dry-run
  reconfirm import export.json
${EXIT_CODES} Any invalid booking exits 1 (the valid ones are still stored).`,
    )
    .action(async (file: string, opts, cmd: Command) => {
      const o = allOptions(cmd);
      const { partialClientSettings } = await import('../../client/settings.js');
      const { importFile } = await import('../../client/importer.js');
      const { openLedger } = await import('../../store/ledger.js');
      const ledger = opts.dryRun ? undefined : openLedger(partialClientSettings({ ledger: opts.ledger, profile: o.profile, config: o.config }).ledger);
      try {
        const s = await importFile(file, { ledger, dryRun: Boolean(opts.dryRun) });
        if (s.invalid > 0) process.exitCode = 1;
        if (opts.json) return printJson(s);
        const { problemLine } = await import('../../client/importer.js');
        if (s.delimiter) err(c.dim(`${file}: CSV with columns separated by ${delimiterName(s.delimiter)}`));
        for (const col of s.unknownColumns) err(c.yellow(`warning: column "${col}" is not a booking field${s.columnSuggestions[col] ? `; did you mean "${s.columnSuggestions[col]}"?` : ''} Its cells were ignored`));
        for (const e of s.errors) err(problemLine(file, e));
        if (s.moreErrors) err(`... and ${s.moreErrors} more problem(s); fix the ones above and run again`);
        const parts = [`${s.total} booking(s) read`, `${c.green(String(s.valid))} valid`, s.invalid ? c.red(`${s.invalid} invalid`) : '0 invalid'];
        if (s.cancellations) parts.push(`${s.cancellations} cancellation(s) (sent by \`reconfirm push ${file}\`)`);
        out(`${file}: ${parts.join(', ')}`);
        if (opts.dryRun) out(c.dim('dry run: nothing stored'));
        else if (s.stored) {
          const st = s.stored;
          out(`stored: ${st.added} new, ${st.changed} changed, ${st.unchanged} unchanged${st.alreadySent ? `, ${st.alreadySent} already sent (kept as sent; change them with \`reconfirm patch\`)` : ''}`);
          if (st.added + st.changed > 0) out(c.dim('next: reconfirm push'));
        }
      } finally {
        ledger?.close();
      }
    });
}

const delimiterName = (d: string) => ({ ',': 'commas (,)', ';': 'semicolons (;)', '\t': 'tabs' })[d] ?? JSON.stringify(d);

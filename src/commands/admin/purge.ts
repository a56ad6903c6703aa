// `reconfirm purge [--dry-run]`: the retention policy now (serve runs it on its cron), on the service database.
import type { Command } from 'commander';
import type { PurgeReport } from '../../store/retention.js';
import { configFor, intFlag } from '../shared/common.js';
import { databaseTarget } from '../../configNames.js';
import { c, out, printJson, table } from '../shared/output.js';

export function registerPurge(program: Command) {
  program
    .command('purge')
    .description('erase the guest data of bookings finished and checked out more than retention.days ago (serve does this every hour)')
    .option('--db <file>', 'service database (default ./data/reconfirm.db)')
    .option('--days <n>', 'days after check-out to keep guest data (default: config retention.days, 90)', intFlag('--days', 1))
    .option('--dry-run', 'show what would be erased; change nothing')
    .option('--json', 'print the report as JSON')
    .addHelpText('after', '\nKept: BookingId, hotel, dates, rooms, status, HCN and the history of who did what when.\n\nExample:\n  reconfirm purge --dry-run')
    .action(async (opts, cmd: Command) => {
      const config = await configFor(cmd, { db: opts.db, 'retention.days': opts.days });
      const { openExistingDatabase } = await import('./adminDb.js');
      const { previewPurge } = await import('../../store/retention.js');
      const { retentionCutoff, runPurge } = await import('../../daemon/retention.js');
      const db = await openExistingDatabase(databaseTarget(config));
      const now = Date.now();
      let report: PurgeReport;
      try {
        report = opts.dryRun ? previewPurge(db, retentionCutoff(now, config.retention.days), new Date(now).toISOString()) : runPurge(db, now, config.retention.days);
      } finally {
        db.$client.close();
      }
      if (opts.json) return printJson({ dryRun: Boolean(opts.dryRun), days: config.retention.days, ...report });
      printReport(report, config.retention.days, Boolean(opts.dryRun));
    });
}

function printReport(r: PurgeReport, days: number, dryRun: boolean) {
  const verb = dryRun ? 'would erase' : 'erased';
  out(`retention: ${days} days after check-out (check-out before ${r.cutoff.slice(0, 10)})`);
  if (!r.bookings.length) return out(`nothing to erase${dryRun ? ' now' : ''}: no finished booking is past the retention period`);
  out(`${dryRun ? c.yellow('dry run: ') : ''}${verb} the guest data of ${r.bookings.length} booking(s):`);
  const shown = r.bookings.slice(0, 20);
  out(table(['BookingId', 'status', 'check-out'], shown.map((b) => [b.bookingId, b.status, b.checkOut.slice(0, 10)])));
  if (r.bookings.length > shown.length) out(c.dim(`… and ${r.bookings.length - shown.length} more (--json lists all)`));
  out(table([dryRun ? 'would go' : 'gone', 'rows'], r.erased.map((e) => [e.what, e.rows])));
  if (dryRun) out(c.dim('nothing was changed; run without --dry-run to erase (serve does it every hour)'));
}

// `reconfirm backup <file|folder>`: a consistent copy of the service database, safe while `serve` runs.
import type { Command } from 'commander';
import type { DatabaseSummary } from '../../store/backup.js';
import { databaseTarget, usesPostgres } from '../../configNames.js';
import { configFor } from '../shared/common.js';
import { c, out, printJson, table } from '../shared/output.js';

export function registerBackup(program: Command) {
  program
    .command('backup <file>')
    .description('copy the service database to <file> (or a dated file inside a folder) while serve runs (SQLite online backup), and say what the copy holds; the copy is readable only by you (0600)')
    .option('--db <file>', 'service database (default ./data/reconfirm.db)')
    .option('--force', 'replace <file> if it exists (the old one stays until the new copy is whole)')
    .option('--json', 'print what the copy holds as JSON')
    .addHelpText('after', '\nRestore: stop serve, put the copy in place of the database file (remove its -wal and -shm), start serve.\n\nExamples:\n  reconfirm backup backups/                       # writes backups/reconfirm-2027-03-10-041500.db\n  reconfirm backup backups/reconfirm-$(date +%F).db')
    .action(async (file: string, opts, cmd: Command) => {
      const config = await configFor(cmd, { db: opts.db });
      // A PostgreSQL database is backed up with its own tools; the SQLite file at `db` is not this service's data.
      if (usesPostgres(config)) {
        const [{ ReconfirmError }, { redact }] = await Promise.all([import('../../domain/errors.js'), import('../../store/pg/url.js')]);
        throw new ReconfirmError(
          'CONFIG_INVALID',
          `backup copies a SQLite database file; ${redact(databaseTarget(config))} is PostgreSQL: use pg_dump, e.g. pg_dump --format=custom --file reconfirm.dump "$RECONFIRM_DATABASE_URL" (docs/backups.md)`,
        );
      }
      const { backupDatabase } = await import('../../store/backup.js');
      const summary = await backupDatabase(config.db, file, { force: opts.force });
      if (opts.json) return printJson(summary);
      printSummary(summary);
    });
}

function printSummary(s: DatabaseSummary) {
  out(`${c.green('backed up')} to ${s.file} (${(s.bytes / 1024 / 1024).toFixed(1)} MB, schema ${s.schema ?? 'unknown'})`);
  const total = Object.values(s.bookings).reduce((a, b) => a + b, 0);
  out(table(['holds', 'count', 'of which'], [
    ['bookings', total, Object.entries(s.bookings).map(([k, n]) => `${k} ${n}`).join(', ')],
    ['API keys', s.keys.total, `${s.keys.active} active`],
    ['webhook endpoints', s.endpoints, ''],
    ['jobs waiting', s.jobs.waiting, [`${s.jobs.due} due now`, ...Object.entries(s.jobs.byTask).map(([k, n]) => `${k} ${n}`)].join(', ')],
    ['jobs parked', s.jobs.parked, ''],
  ]));
}

// `reconfirm copy-to-postgres <url>`: moves a service from its SQLite file to PostgreSQL, for several instances.
import type { Command } from 'commander';
import { databaseTarget, usesPostgres } from '../../configNames.js';
import { configFor } from '../shared/common.js';
import { c, out, printJson, table } from '../shared/output.js';

export function registerCopyToPostgres(program: Command) {
  program
    .command('copy-to-postgres <url>')
    .description('copy the SQLite service database, whole, into an empty PostgreSQL database (serve stopped), to run several instances on it')
    .option('--db <file>', 'the SQLite service database to copy (default ./data/reconfirm.db)')
    .option('--json', 'print what was copied as JSON')
    .addHelpText(
      'after',
      '\nThe SQLite file stays (a file of an older version is first brought to this one, as serve would). The PostgreSQL database gets reconfirm\'s tables if it has none, and must hold no rows.\n' +
        'Everything is copied in one transaction: bookings, history, keys, endpoints, webhooks due, jobs due, e-mails, secrets.\n' +
        'Then start every instance with --database-url <url> and --public-url.\n\n' +
        'Example:\n  reconfirm copy-to-postgres postgres://reconfirm:secret@db.internal:5432/reconfirm --db data/reconfirm.db',
    )
    .action(async (url: string, opts, cmd: Command) => {
      const { ReconfirmError } = await import('../../domain/errors.js');
      const { isDatabaseUrl } = await import('../../domain/databaseUrl.js');
      if (!isDatabaseUrl(url)) throw new ReconfirmError('USAGE', `<url> must be a PostgreSQL URL like postgres://user:password@host:5432/database (got "${url.slice(0, 80)}")`);
      const config = await configFor(cmd, { db: opts.db });
      if (usesPostgres(config)) throw new ReconfirmError('USAGE', 'copy-to-postgres reads a SQLite file: name it with --db, without --database-url or RECONFIRM_DATABASE_URL');
      const file = databaseTarget(config);
      const [{ acquireServeLock }, { databaseExists, openExistingDatabase, openOrCreateDatabase }, { copyToPostgres }, { resolve }] = await Promise.all([
        import('../../daemon/serveLock.js'),
        import('./adminDb.js'),
        import('../../store/copyToPostgres.js'),
        import('node:path'),
      ]);
      // A missing file is refused (and not created) before anything else; openExistingDatabase says so.
      if (!databaseExists(file)) await openExistingDatabase(file);
      // serve writes to the file until it stops: a copy taken meanwhile would miss what it wrote after.
      let release: () => void;
      try {
        release = acquireServeLock(file);
      } catch (err) {
        throw new ReconfirmError('CONFIG_INVALID', `stop serve before copying (what it writes afterwards would not be in the copy): ${(err as Error).message}`);
      }
      try {
        // Opening brings a file of an older version to this one's schema, as serve would at its next start.
        const source = await openExistingDatabase(file);
        try {
          // Creates reconfirm's tables there when it has none (an empty database), at this version.
          const { db: target } = await openOrCreateDatabase(url);
          target.$client.close();
          const report = await copyToPostgres(source, resolve(file), url);
          if (opts.json) return printJson(report);
          const total = report.tables.reduce((n, t) => n + t.rows, 0);
          out(`${c.green('copied')} ${resolve(file)} to ${report.to}: ${total} row(s) in ${report.tables.length} tables, in one transaction`);
          out(table(['table', 'rows'], report.tables.filter((t) => t.rows > 0).map((t) => [t.table, t.rows])));
          for (const n of report.nulReplaced) out(`${c.yellow('note')}: ${n.table}.${n.column}: ${n.rows} value(s) held the NUL character, which PostgreSQL's text cannot; copied with U+FFFD in its place`);
          out(`next: start each instance with --database-url ${report.to === url ? url : '<the same URL>'} --public-url <the address in front of them> (docs/several-instances.md); ${resolve(file)} is unchanged, keep it until you are satisfied`);
        } finally {
          source.$client.close();
        }
      } finally {
        release();
      }
    });
}

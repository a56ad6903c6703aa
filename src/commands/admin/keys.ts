// `reconfirm keys create|list|revoke`: API keys of the local service, working on its database file.
import type { Command } from 'commander';
import { allOptions, configFor } from '../shared/common.js';
import { databaseTarget, usesPostgres } from '../../configNames.js';
import { c, out, printJson, table, utcTime } from '../shared/output.js';

async function database(cmd: Command, dbFlag?: string) {
  const config = await configFor(cmd, { db: dbFlag });
  const { openExistingDatabase } = await import('./adminDb.js');
  return openExistingDatabase(databaseTarget(config));
}

export function registerKeys(program: Command) {
  const keys = program.command('keys').description('manage API keys of the local service (works beside a running serve)');

  keys
    .command('create')
    .description('create an API key (and the account, on a fresh database); the key is shown once')
    .option('--db <file>', 'service database (default ./data/reconfirm.db)')
    .option('--label <text>', 'a note to recognise the key by')
    .option('--expires <when>', 'the key stops working after this day (YYYY-MM-DD, tomorrow, +30d: to the end of that day) or at this ISO 8601 date-time')
    .option('--admin', "the key may also read the unmatched inbox (mail that belongs to no account yet): `reconfirm inbox` from a laptop")
    .option('--json', 'print {accountId, keyId, apiKey} as JSON')
    .addHelpText('after', '\nExamples:\n  reconfirm keys create --label "ops laptop" --json\n  reconfirm keys create --label "contractor" --expires +30d\n  reconfirm keys create --label "night shift lead" --admin')
    .action(async (opts, cmd: Command) => {
      const config = await configFor(cmd, { db: opts.db });
      const { openOrCreateDatabase } = await import('./adminDb.js');
      const { createApiKey } = await import('../../store/accounts.js');
      const { resolveAgentZone } = await import('../shared/times.js');
      const expiresAt = opts.expires === undefined ? undefined : (await import('../../client/dateFlags.js')).parseExpiryFlag('--expires', opts.expires, new Date(), resolveAgentZone(allOptions(cmd).tz, undefined));
      const { db, created } = await openOrCreateDatabase(databaseTarget(config));
      const key = createApiKey(db, { label: opts.label, expiresAt, admin: opts.admin === true });
      db.$client.close();
      // A new file is worth a word: run from the wrong folder, this key would not work on the real service.
      const { resolve } = await import('node:path');
      if (created && usesPostgres(config)) {
        const { redact } = await import('../../store/pg/url.js');
        process.stderr.write(`reconfirm: created reconfirm's tables in ${redact(databaseTarget(config))} (it had none); if your service uses another database, pass its URL with --database-url\n`);
      } else if (created) process.stderr.write(`reconfirm: created a new database at ${resolve(config.db)} (there was none); if your service runs elsewhere, pass its file with --db\n`);
      if (opts.json) return printJson(key);
      out(`account id: ${key.accountId}`);
      out(`key id:     ${key.keyId}`);
      out(`API key:    ${key.apiKey}${opts.admin ? ' (admin: may read the unmatched inbox)' : ''}`);
      if (expiresAt) out(`expires:    ${utcTime(expiresAt, 'never')}`);
      out(c.dim('The key is shown only this once; it is stored as a hash.'));
    });

  keys
    .command('list')
    .description('list API keys (never the keys themselves)')
    .option('--db <file>', 'service database')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExample:\n  reconfirm keys list')
    .action(async (opts, cmd: Command) => {
      const db = await database(cmd, opts.db);
      const { listApiKeys } = await import('../../store/accounts.js');
      const rows = listApiKeys(db);
      db.$client.close();
      if (opts.json) return printJson(rows);
      const live = (k: (typeof rows)[number]) => (k.revokedAt ? c.red('revoked') : k.expiresAt && k.expiresAt <= new Date().toISOString() ? c.red('expired') : c.green('active'));
      const state = (k: (typeof rows)[number]) => `${live(k)}${k.admin ? ', admin' : ''}`;
      // Stamped at most once a minute per key, so "last used" is exact to the minute.
      const utc = (at: string | null) => utcTime(at, 'never');
      // The prefix is the key id's own hex (rk_<hex> for key_<hex>): the id alone identifies the key; --json has both.
      out(table(['key id', 'account', 'label', 'state', 'created', 'expires', 'last used'], rows.map((k) => [k.id, k.accountId, k.label, state(k), utc(k.createdAt), utcTime(k.expiresAt, 'never'), utc(k.lastUsedAt)]), { dropFirst: ['account', 'created'] }));
    });

  keys
    .command('revoke <keyId>')
    .description('revoke a key at once (by key id or its prefix)')
    .option('--db <file>', 'service database')
    .addHelpText('after', '\nExample:\n  reconfirm keys revoke key_3f2a9c01d4e5b6a7')
    .action(async (keyId: string, opts, cmd: Command) => {
      const db = await database(cmd, opts.db);
      const { revokeApiKey } = await import('../../store/accounts.js');
      const done = revokeApiKey(db, keyId, new Date().toISOString());
      db.$client.close();
      if (!done) {
        const { ReconfirmError } = await import('../../domain/errors.js');
        throw new ReconfirmError('NOT_FOUND', `no active key ${keyId}; see \`reconfirm keys list\``);
      }
      out(`revoked ${keyId}; calls with it now answer 403`);
    });
}

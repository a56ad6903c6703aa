// How the service-admin commands (keys, webhooks, hotel) find the database: an existing file only, named when
// missing, so a command run from the wrong folder never creates an empty database and reports on it.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { isDatabaseUrl } from '../../domain/databaseUrl.js';
import { ReconfirmError } from '../../domain/errors.js';
import type { Db, OpenOptions } from '../../store/db.js';
import { redact } from '../../store/pg/url.js';

/** The database exists (a file, or a special name SQLite knows); false for a path nothing is at. */
export const databaseExists = (path: string) => path === ':memory:' || path.startsWith('file:') || existsSync(path);

/** Opens the service database for an admin command; refuses one that does not exist, naming the path it looked at. */
export async function openExistingDatabase(path: string, opts: OpenOptions = {}): Promise<Db> {
  if (isDatabaseUrl(path)) {
    const { openDatabase, hasServiceSchema } = await import('../../store/db.js');
    const db = openDatabase(path, { ...opts, migrate: false });
    if (!hasServiceSchema(db)) {
      db.$client.close();
      throw new ReconfirmError('CONFIG_INVALID', `no reconfirm database at ${redact(path)}: this command does not create one. Start \`reconfirm serve --database-url …\` on it once (or run \`keys create\` there)`);
    }
    if (opts.migrate !== false) db.$client.close();
    return opts.migrate !== false ? openDatabase(path, opts) : db;
  }
  if (!databaseExists(path)) {
    throw new ReconfirmError(
      'CONFIG_INVALID',
      `no database at ${resolve(path)}: this command does not create one. Run it in the folder \`serve\` runs in, or name the file with --db (or RECONFIRM_DB, or "db" in the config file)`,
    );
  }
  const { openDatabase } = await import('../../store/db.js');
  return openDatabase(path, opts);
}

/** Opens the database, creating it when missing (`keys create` on a fresh install); says which happened. */
export async function openOrCreateDatabase(path: string): Promise<{ db: Db; created: boolean }> {
  const { openDatabase, hasServiceSchema } = await import('../../store/db.js');
  if (isDatabaseUrl(path)) {
    const probe = openDatabase(path, { migrate: false });
    const created = !hasServiceSchema(probe);
    probe.$client.close();
    return { db: openDatabase(path), created };
  }
  const created = !databaseExists(path);
  return { db: openDatabase(path), created };
}

// Where the first start's API key goes: the terminal when a person watches, else a file only the owner can read,
// so a `serve > serve.log` never keeps the key in a log file.
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isDatabaseUrl } from '../../domain/databaseUrl.js';
import type { CreatedKey } from '../../store/accounts.js';

/**
 * The key file beside the database: ./data/first-api-key.txt for the default ./data/reconfirm.db. A PostgreSQL
 * database (postgres://…) has no folder here: the file goes to serve's working directory.
 */
export const firstKeyPath = (db: string) =>
  isDatabaseUrl(db) ? resolve('first-api-key.txt') : join(dirname(resolve(db === ':memory:' ? './x' : db)), 'first-api-key.txt');

/** Writes the account id, key and export line to a new 0600 file (a stale one is replaced, never reused); returns its path. */
export function writeFirstKey(db: string, url: string, key: CreatedKey): string {
  const path = firstKeyPath(db);
  rmSync(path, { force: true });
  const fd = openSync(path, 'wx', 0o600);
  try {
    writeSync(
      fd,
      [
        '# reconfirm: the first API key of this database. Store it, then delete this file.',
        `account id: ${key.accountId}`,
        `API key:    ${key.apiKey}`,
        '',
        `export RECONFIRM_BASE_URL=${url} RECONFIRM_ACCOUNT_ID=${key.accountId} RECONFIRM_API_KEY=${key.apiKey}`,
        '',
      ].join('\n'),
    );
  } finally {
    closeSync(fd);
  }
  return path;
}

// Files that hold guest data or secrets are created readable only by their owner (0600), like the config file.
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Creates an empty file with mode 0600 when it does not exist yet (its folder 0700 when that is new). SQLite gives
 * the -wal and -shm files the mode of the database file, so creating the database this way covers them too.
 */
export function ensurePrivateFile(path: string): void {
  if (path === ':memory:' || path === '' || path.startsWith('file:')) return;
  const full = resolve(path);
  mkdirSync(dirname(full), { recursive: true, mode: 0o700 });
  if (existsSync(full)) return;
  try {
    closeSync(openSync(full, 'wx', 0o600));
  } catch (e) {
    // Another process created it between the check and the open: its mode is that process's business.
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
}

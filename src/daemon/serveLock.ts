// One `serve` per SQLite file: a lock file beside the database holds the running serve's pid and host. A lock
// whose process is gone (a crash, a kill -9) is taken over; a live one refuses the start with what to do instead.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, resolve } from 'node:path';
import { ReconfirmError } from '../domain/errors.js';

interface Holder {
  pid: number;
  host: string;
  startedAt: string;
}

export const serveLockPath = (db: string) => `${resolve(db)}.serve.lock`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
};

function readHolder(path: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Holder;
  } catch {
    return undefined; // gone, or half-written by a start that died: stale
  }
}

/** Takes the lock for this process or throws naming the serve that holds it; returns the release function. */
export function acquireServeLock(db: string): () => void {
  if (db === ':memory:') return () => {};
  const path = serveLockPath(db);
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      try {
        writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString() } satisfies Holder));
      } finally {
        closeSync(fd);
      }
      return () => {
        if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw e;
    }
    const holder = readHolder(path);
    // Another host's pid cannot be checked from here: a database on a shared disk counts its lock as held.
    if (holder && (holder.host !== hostname() || alive(holder.pid)) && holder.pid !== process.pid) {
      throw new ReconfirmError(
        'CONFIG_INVALID',
        `another \`reconfirm serve\` (pid ${holder.pid} on ${holder.host}, since ${holder.startedAt}) already runs on ${resolve(db)}: one serve per SQLite database. ` +
          `Stop it first, or give this one its own --db. Several instances on one database need PostgreSQL (--database-url; see docs/several-instances.md). ` +
          `If that process is gone, delete ${path}`,
      );
    }
    rmSync(path, { force: true }); // stale: its process is gone
  }
}

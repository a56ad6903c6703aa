// Secrets the service generates once and keeps in its database, so they survive restarts without configuration.
import { randomBytes } from 'node:crypto';
import { stmt, type Db } from './db.js';

/** Every statement of this module, prepared once per connection through stmt(). */
const SQL = {
  insertIfAbsent: 'INSERT OR IGNORE INTO service_secrets (name, value, created_at) VALUES (?, ?, ?)',
  value: 'SELECT value FROM service_secrets WHERE name = ?',
};

/** Whether the one-time task `name` has run (its row exists). */
export function ranOnce(db: Db, name: string): boolean {
  return stmt(db, SQL.value).get(name) !== undefined;
}

/**
 * Claims the one-time task `name`: true for the one caller that records it first (its INSERT OR IGNORE is the lock
 * between instances on PostgreSQL), false once it is recorded. Call inside the transaction that does the task.
 */
export function claimOnce(db: Db, name: string, at: string): boolean {
  return stmt(db, SQL.insertIfAbsent).run(name, 'done', at).changes > 0;
}

/** The named secret, created on first use; concurrent first uses agree on one value. */
export function getOrCreateSecret(db: Db, name: string, at: string): string {
  stmt(db, SQL.insertIfAbsent).run(name, randomBytes(32).toString('base64url'), at);
  return (stmt(db, SQL.value).get(name) as { value: string }).value;
}

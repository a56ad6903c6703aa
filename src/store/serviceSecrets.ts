// Secrets the service generates once and keeps in its database, so they survive restarts without configuration.
import { randomBytes } from 'node:crypto';
import type { Db } from './db.js';

/** The named secret, created on first use; concurrent first uses agree on one value. */
export function getOrCreateSecret(db: Db, name: string, at: string): string {
  db.$client.prepare('INSERT OR IGNORE INTO service_secrets (name, value, created_at) VALUES (?, ?, ?)').run(name, randomBytes(32).toString('base64url'), at);
  return (db.$client.prepare('SELECT value FROM service_secrets WHERE name = ?').get(name) as { value: string }).value;
}

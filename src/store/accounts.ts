// Accounts and API keys: keys are random, shown once, stored only as SHA-256 hashes, compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { inTransaction, stmt, type Db } from './db.js';
import { newId } from './ids.js';
import { accounts, apiKeys } from './schema.js';

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function firstAccount(db: Db): { id: string; name: string } | undefined {
  return db.select({ id: accounts.id, name: accounts.name }).from(accounts).orderBy(asc(accounts.createdAt)).limit(1).get();
}

export function createAccount(db: Db, name = 'default'): string {
  const id = `acc_${randomBytes(6).toString('hex')}`;
  db.insert(accounts).values({ id, name }).run();
  return id;
}

export interface CreatedKey {
  accountId: string;
  keyId: string;
  apiKey: string;
}

/** Creates a key (and the account on an empty database); the plain key exists only in the return value. */
export function createApiKey(db: Db, opts: { accountId?: string; label?: string; expiresAt?: string } = {}): CreatedKey {
  return inTransaction(db, () => {
    const accountId = opts.accountId ?? firstAccount(db)?.id ?? createAccount(db);
    if (!db.select().from(accounts).where(eq(accounts.id, accountId)).get()) throw new Error(`no account ${accountId}`);
    const keyId = newId('key');
    const apiKey = `rk_${keyId.slice(4)}_${randomBytes(24).toString('base64url')}`;
    db.insert(apiKeys).values({ id: keyId, accountId, prefix: apiKey.slice(0, 12), hash: hashKey(apiKey), label: opts.label ?? null, expiresAt: opts.expiresAt ?? null }).run();
    return { accountId, keyId, apiKey };
  });
}

export function listApiKeys(db: Db) {
  return db
    .select({ id: apiKeys.id, accountId: apiKeys.accountId, prefix: apiKeys.prefix, label: apiKeys.label, createdAt: apiKeys.createdAt, expiresAt: apiKeys.expiresAt, revokedAt: apiKeys.revokedAt, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .orderBy(asc(apiKeys.createdAt))
    .all();
}

export function revokeApiKey(db: Db, keyIdOrPrefix: string, at: string): boolean {
  const rows = listApiKeys(db).filter((k) => k.id === keyIdOrPrefix || k.prefix === keyIdOrPrefix || `key_${keyIdOrPrefix}` === k.id);
  if (rows.length !== 1) return false;
  return db.update(apiKeys).set({ revokedAt: at }).where(and(eq(apiKeys.id, rows[0].id), isNull(apiKeys.revokedAt))).run().changes === 1;
}

export type AuthResult = { ok: true; accountId: string; keyId: string } | { ok: false; code: 'UNAUTHORIZED' | 'INVALID_API_KEY'; message: string };

/** 401 for missing headers or an unknown account; 403 for a wrong, revoked or expired key of a known account. */
export function verifyApiKey(db: Db, accountId: string | undefined, apiKey: string | undefined, nowIso: string): AuthResult {
  if (!accountId || !apiKey) return { ok: false, code: 'UNAUTHORIZED', message: 'send both the x-account-id and x-api-key headers' };
  if (!stmt(db, 'SELECT id FROM accounts WHERE id = ?').get(accountId)) return { ok: false, code: 'UNAUTHORIZED', message: 'unknown account id (x-account-id)' };
  const given = Buffer.from(hashKey(apiKey), 'hex');
  const rows = stmt(db, 'SELECT id, hash, revoked_at, expires_at FROM api_keys WHERE account_id = ? AND prefix = ?').all(accountId, apiKey.slice(0, 12)) as { id: string; hash: string; revoked_at: string | null; expires_at: string | null }[];
  for (const row of rows) {
    if (!timingSafeEqual(given, Buffer.from(row.hash, 'hex'))) continue;
    if (row.revoked_at) return { ok: false, code: 'INVALID_API_KEY', message: 'this API key was revoked; create a new one with `reconfirm keys create`' };
    if (row.expires_at && row.expires_at <= nowIso) return { ok: false, code: 'INVALID_API_KEY', message: 'this API key has expired; create a new one' };
    return { ok: true, accountId, keyId: row.id };
  }
  return { ok: false, code: 'INVALID_API_KEY', message: 'the API key is not valid for this account' };
}

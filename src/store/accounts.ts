// Accounts and API keys: keys are random, shown once, stored only as SHA-256 hashes, compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { engineOf, inTransaction, stmt, type Db } from './db.js';
import { newId } from './ids.js';
import { PgStatement } from './pg/database.js';
import { poolOf } from './pg/pool.js';
import type { accounts, apiKeys } from './schema.js';

/** Every statement of this module, prepared once per connection through stmt(). */
const SQL = {
  listAccounts: 'SELECT id, name FROM accounts ORDER BY created_at, id',
  firstAccount: 'SELECT id, name FROM accounts ORDER BY created_at, id LIMIT 1',
  accountExists: 'SELECT 1 FROM accounts WHERE id = ?',
  insertAccount: 'INSERT INTO accounts (id, name) VALUES (?, ?)',
  insertKey: 'INSERT INTO api_keys (id, account_id, prefix, hash, label, expires_at, admin) VALUES (@id, @accountId, @prefix, @hash, @label, @expiresAt, @admin)',
  listKeys: `SELECT id, account_id AS accountId, prefix, label, created_at AS createdAt, expires_at AS expiresAt, revoked_at AS revokedAt,
       last_used_at AS lastUsedAt, admin FROM api_keys ORDER BY created_at, id`,
  revokeKey: 'UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
  recordKeyUse: 'UPDATE api_keys SET last_used_at = ? WHERE id = ?',
  // The account and its keys of that prefix in one statement (one round trip per call on PostgreSQL): a row with a
  // null id when the account has no such key, none when there is no account.
  keysOfAccount: `SELECT k.id, k.hash, k.revoked_at AS revokedAt, k.expires_at AS expiresAt, k.admin
       FROM accounts a LEFT JOIN api_keys k ON k.account_id = a.id AND k.prefix = ? WHERE a.id = ?`,
};

export type AccountRow = Pick<typeof accounts.$inferSelect, 'id' | 'name'>;
export type ApiKeyView = Omit<typeof apiKeys.$inferSelect, 'hash'>;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The advisory lock that makes the first account's creation one instance's (PostgreSQL). */
const ACCOUNTS_LOCK = 7_414_005;

/**
 * Before "is there an account? if not, create one", inside the transaction that creates it: on PostgreSQL, instances
 * starting together on an empty database take turns here until the commit, and the next one's read (a new snapshot)
 * sees the account the first created. On SQLite the transaction is the turn already.
 */
export function takeAccountsTurn(db: Db): void {
  if (engineOf(db) !== 'pg') return;
  if (!db.$client.inTransaction) throw new Error("the accounts' turn is taken inside the transaction that creates one");
  stmt(db, `SELECT pg_advisory_xact_lock(${ACCOUNTS_LOCK}) AS "turn"`).get();
}

export function firstAccount(db: Db): AccountRow | undefined {
  return stmt(db, SQL.firstAccount).get() as AccountRow | undefined;
}

/** Every account, oldest first. */
export function listAccounts(db: Db): AccountRow[] {
  return stmt(db, SQL.listAccounts).all() as AccountRow[];
}

export function createAccount(db: Db, name = 'default'): string {
  const id = `acc_${randomBytes(6).toString('hex')}`;
  stmt(db, SQL.insertAccount).run(id, name);
  return id;
}

export interface CreatedKey {
  accountId: string;
  keyId: string;
  apiKey: string;
}

/** Creates a key (and the account on an empty database); the plain key exists only in the return value. */
export function createApiKey(db: Db, opts: { accountId?: string; label?: string; expiresAt?: string; admin?: boolean } = {}): CreatedKey {
  return inTransaction(db, () => {
    if (!opts.accountId) takeAccountsTurn(db);
    const accountId = opts.accountId ?? firstAccount(db)?.id ?? createAccount(db);
    if (!stmt(db, SQL.accountExists).get(accountId)) throw new Error(`no account ${accountId}`);
    const keyId = newId('key');
    const apiKey = `rk_${keyId.slice(4)}_${randomBytes(24).toString('base64url')}`;
    stmt(db, SQL.insertKey).run({ id: keyId, accountId, prefix: apiKey.slice(0, 12), hash: hashKey(apiKey), label: opts.label ?? null, expiresAt: opts.expiresAt ?? null, admin: opts.admin ? 1 : 0 });
    return { accountId, keyId, apiKey };
  });
}

/** Every key of every account (the operator's `keys list`), oldest first; never the hashes. */
export function listApiKeys(db: Db): ApiKeyView[] {
  // 0/1 on both engines (store/pg/schema.ts): read as the boolean it means.
  return (stmt(db, SQL.listKeys).all() as (ApiKeyView & { admin: unknown })[]).map((k) => ({ ...k, admin: Number(k.admin) === 1 }));
}

export function revokeApiKey(db: Db, keyIdOrPrefix: string, at: string): boolean {
  const rows = listApiKeys(db).filter((k) => k.id === keyIdOrPrefix || k.prefix === keyIdOrPrefix || `key_${keyIdOrPrefix}` === k.id);
  if (rows.length !== 1) return false;
  return stmt(db, SQL.revokeKey).run(at, rows[0].id).changes === 1;
}

/** Stamps when a key was last used (the caller limits how often: see KeyUse in src/daemon/http/auth.ts). */
export function recordKeyUse(db: Db, keyId: string, at: string): void {
  stmt(db, SQL.recordKeyUse).run(at, keyId);
}

/** recordKeyUse() on the service's pool when there is one (PostgreSQL); undefined when the caller must write it. */
export function recordKeyUseOnPool(db: Db, keyId: string, at: string): Promise<unknown> | undefined {
  return poolOf(db.$client)?.queryStore(SQL.recordKeyUse, [at, keyId]);
}

export type AuthResult = { ok: true; accountId: string; keyId: string; admin: boolean } | { ok: false; code: 'UNAUTHORIZED' | 'INVALID_API_KEY'; message: string };

type KeyRow = Pick<typeof apiKeys.$inferSelect, 'id' | 'hash' | 'revokedAt' | 'expiresAt'> & { admin: unknown };

const MISSING: AuthResult = { ok: false, code: 'UNAUTHORIZED', message: 'send both the x-account-id and x-api-key headers' };

/** 401 for missing headers or an unknown account; 403 for a wrong, revoked or expired key of a known account. */
export function verifyApiKey(db: Db, accountId: string | undefined, apiKey: string | undefined, nowIso: string): AuthResult {
  if (!accountId || !apiKey) return MISSING;
  return judgeKey(stmt(db, SQL.keysOfAccount).all(apiKey.slice(0, 12), accountId) as KeyRow[], accountId, apiKey, nowIso);
}

/**
 * verifyApiKey(), its statement sent without blocking the caller's thread on PostgreSQL (the service thread goes on
 * with other calls meanwhile); on SQLite it is verifyApiKey().
 */
export async function verifyApiKeyAsync(db: Db, accountId: string | undefined, apiKey: string | undefined, nowIso: string): Promise<AuthResult> {
  if (!accountId || !apiKey) return MISSING;
  // The service's pool (pg/pool.ts): checked on one of its connections, beside the other calls' checks and commits.
  // Every call reads the key's row: a revoked key is refused from the revocation's commit on (no cache).
  const pool = poolOf(db.$client);
  if (pool) return judgeKey(await pool.readStore<KeyRow>(SQL.keysOfAccount, [apiKey.slice(0, 12), accountId]), accountId, apiKey, nowIso);
  const s = stmt(db, SQL.keysOfAccount) as unknown;
  if (!(s instanceof PgStatement)) return verifyApiKey(db, accountId, apiKey, nowIso);
  return judgeKey((await s.allAsync(apiKey.slice(0, 12), accountId)) as KeyRow[], accountId, apiKey, nowIso);
}

function judgeKey(rows: KeyRow[], accountId: string, apiKey: string, nowIso: string): AuthResult {
  if (!rows.length) return { ok: false, code: 'UNAUTHORIZED', message: 'unknown account id (x-account-id)' };
  const given = Buffer.from(hashKey(apiKey), 'hex');
  for (const row of rows) {
    if (row.id === null) continue; // the account, without a key of this prefix
    if (!timingSafeEqual(given, Buffer.from(row.hash, 'hex'))) continue;
    if (row.revokedAt) return { ok: false, code: 'INVALID_API_KEY', message: 'this API key was revoked; create a new one with `reconfirm keys create`' };
    if (row.expiresAt && row.expiresAt <= nowIso) return { ok: false, code: 'INVALID_API_KEY', message: 'this API key has expired; create a new one' };
    return { ok: true, accountId, keyId: row.id, admin: Number(row.admin) === 1 };
  }
  return { ok: false, code: 'INVALID_API_KEY', message: 'the API key is not valid for this account' };
}

// Reply tokens: `<contactId>.<expiry>.<HMAC>`, signed with the service's token secret; only their hash is stored.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const sign = (secret: string, contactId: number, expSeconds: number) => createHmac('sha256', secret).update(`reply:${contactId}.${expSeconds}`).digest('base64url');

export function issueToken(secret: string, contactId: number, expiresAtMs: number): string {
  const exp = Math.floor(expiresAtMs / 1000);
  return `${contactId}.${exp}.${sign(secret, contactId, exp)}`;
}

/** An expired token's contact is named: its signature is ours, so the page can speak the hotel's language. */
export type TokenCheck = { ok: true; contactId: number; expiresAt: number } | { ok: false; why: 'forged' } | { ok: false; why: 'expired'; contactId: number };

/** Checks the signature (constant time) before anything else, then the expiry against the given clock. */
export function checkToken(secret: string, token: string, now: number): TokenCheck {
  const m = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return { ok: false, why: 'forged' };
  const contactId = Number(m[1]);
  const exp = Number(m[2]);
  const expected = Buffer.from(sign(secret, contactId, exp));
  const given = Buffer.from(m[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, why: 'forged' };
  if (exp * 1000 <= now) return { ok: false, why: 'expired', contactId };
  return { ok: true, contactId, expiresAt: exp * 1000 };
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

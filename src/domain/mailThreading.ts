// Threading of hotel e-mail, as pure rules: the signed plus-address token of a request's Reply-To (RFC 5233), its
// Message-ID, and reading both back out of the addresses and headers of a reply.
//
// A token is `<message id in base 36>-<signature>`: lowercase letters and digits only, because some MTAs lowercase
// the local part; 20 base-32 characters of HMAC-SHA256 (100 bits) make a forged token hopeless. With a local part of
// at most 32 characters the address stays within the 64 an SMTP local part may have.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const SIGNATURE_CHARS = 20;
/** The longest local part of `replyTo` that leaves room for `+<token>` within 64 characters. */
export const MAX_REPLY_LOCAL = 32;

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

function base32(bytes: Buffer, chars: number): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < chars) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

const signature = (secret: string, messagePk: number) => base32(createHmac('sha256', secret).update(`mail-reply:${messagePk}`).digest(), SIGNATURE_CHARS);

/** The Reply-To token of one outgoing message (its row id, signed with the service secret). */
export function issueMailToken(secret: string, messagePk: number): string {
  return `${messagePk.toString(36)}-${signature(secret, messagePk)}`;
}

/** The message a token names, when its signature is ours (compared in constant time); case does not matter. */
export function checkMailToken(secret: string, token: string): { ok: true; messagePk: number } | { ok: false } {
  const m = /^([0-9a-z]{1,10})-([a-z2-7]{20})$/.exec(token.toLowerCase());
  if (!m) return { ok: false };
  const messagePk = parseInt(m[1], 36);
  if (!Number.isSafeInteger(messagePk) || messagePk <= 0) return { ok: false };
  const expected = Buffer.from(signature(secret, messagePk));
  const given = Buffer.from(m[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { ok: true, messagePk } : { ok: false };
}

export const mailTokenHash = (token: string) => createHash('sha256').update(token.toLowerCase()).digest('hex');

export interface Address {
  local: string;
  domain: string;
}

/** `local@domain` split at the last @, or undefined when it is not an address. */
export function splitAddress(address: string): Address | undefined {
  const a = address.trim().replace(/^<|>$/g, '');
  const at = a.lastIndexOf('@');
  if (at <= 0 || at === a.length - 1) return undefined;
  return { local: a.slice(0, at), domain: a.slice(at + 1).toLowerCase() };
}

/** What is wrong with a configured replyTo address, or undefined when it can carry a token. */
export function replyToProblem(replyTo: string): string | undefined {
  const a = splitAddress(replyTo);
  if (!a || /[\s<>,;]/.test(replyTo)) return `must be an e-mail address like reservations@agency.example (got "${replyTo}")`;
  if (a.local.includes('+')) return `must be the mailbox without a +tag (got "${replyTo}"): the service adds +<token> itself`;
  if (a.local.length > MAX_REPLY_LOCAL) return `its local part "${a.local}" is longer than ${MAX_REPLY_LOCAL} characters: with +<token> it would pass the 64 an address may have`;
  return undefined;
}

/** `reservations+<token>@agency.example` for the configured `reservations@agency.example`. */
export function replyAddress(replyTo: string, token: string): string {
  const a = splitAddress(replyTo)!;
  return `${a.local}+${token}@${a.domain}`;
}

/**
 * The token in an address sent to our reply mailbox, matched case-insensitively (local part and domain): the part
 * after the first `+` of `<local>+<token>@<domain>`.
 */
export function tokenFromAddress(address: string, replyTo: string): string | undefined {
  const a = splitAddress(address);
  const ours = splitAddress(replyTo);
  if (!a || !ours || a.domain !== ours.domain) return undefined;
  const plus = a.local.indexOf('+');
  if (plus < 0 || a.local.slice(0, plus).toLowerCase() !== ours.local.toLowerCase()) return undefined;
  return a.local.slice(plus + 1).toLowerCase() || undefined;
}

/** Whether an address belongs to our reply mailbox (with or without a +tag): the only mail the listener accepts. */
export function isReplyMailbox(address: string, replyTo: string): boolean {
  const a = splitAddress(address);
  const ours = splitAddress(replyTo);
  return Boolean(a && ours && a.domain === ours.domain);
}

/** A fresh Message-ID (without angle brackets) for an outgoing message, in our domain; lowercase like our tokens. */
export function newMessageId(messagePk: number, domain: string): string {
  return `reconfirm.${messagePk.toString(36)}.${randomBytes(6).toString('hex')}@${domain.toLowerCase()}`;
}

/** The Message-IDs in an In-Reply-To or References header, in order, without brackets and lowercased. */
export function messageIdsIn(header: string | undefined): string[] {
  if (!header) return [];
  const ids = [...header.matchAll(/<([^<>\s]+)>/g)].map((m) => m[1].toLowerCase());
  return ids.length ? ids : header.split(/\s+/).filter((s) => s.includes('@')).map((s) => s.toLowerCase());
}

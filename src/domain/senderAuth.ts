// Sender authentication of a received e-mail, as data: the verdict stored with the message (SPF, DKIM, DMARC and who
// judged), reading a trusted receiving server's Authentication-Results header (RFC 8601), and the one-line summary
// `show` and `inbox` print. Verifying with DNS lives in src/daemon/mail/senderAuth.ts.

/** RFC 8601 result words (mailauth's too); anything else read from a header is kept as it is. */
export type AuthResult = 'pass' | 'fail' | 'softfail' | 'neutral' | 'none' | 'temperror' | 'permerror' | 'policy' | 'skipped' | (string & {});

export interface SenderAuth {
  spf: AuthResult;
  dkim: AuthResult;
  dmarc: AuthResult;
  /** The From domain DMARC was evaluated for, when known. */
  domain?: string;
  /** Who judged: `header <authserv-id>` (a trusted receiving server) or `mailauth` (this service, with DNS). */
  by: string;
  /** Why a check could not be made (DNS unreachable, a timeout): then the results say temperror or none. */
  note?: string;
}

/** A mail whose domain fails DMARC never acts by itself. */
export const failsDmarc = (a: SenderAuth | null | undefined): boolean => a?.dmarc === 'fail';

/** `dmarc=fail spf=fail dkim=none (mailauth)`, for `show`, `inbox` and history lines. */
export function authSummary(a: SenderAuth | null | undefined): string {
  if (!a) return 'not checked';
  return `dmarc=${a.dmarc} spf=${a.spf} dkim=${a.dkim}${a.domain ? ` for ${a.domain}` : ''} (${a.by}${a.note ? `: ${a.note}` : ''})`;
}

/** `dmarc=fail spf=fail dkim=none`: the three results alone, for a table column. */
export function authShort(a: SenderAuth | null | undefined): string {
  return a ? `dmarc=${a.dmarc} spf=${a.spf} dkim=${a.dkim}` : 'not checked';
}

/** The values of one header of a raw message, topmost first, unfolded (only the header block is looked at). */
export function headerValues(raw: Uint8Array | string, name: string): string[] {
  // A PostgreSQL bytea may come back as a plain Uint8Array, whose toString ignores the encoding.
  const text = typeof raw === 'string' ? raw : Buffer.from(raw.buffer, raw.byteOffset, Math.min(raw.byteLength, 256 * 1024)).toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  const head = (end < 0 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const want = name.toLowerCase();
  const values: string[] = [];
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0 && line.slice(0, colon).trim().toLowerCase() === want) values.push(line.slice(colon + 1).trim());
  }
  return values;
}

/** Comments in parentheses (nested too) out of a header value. */
const withoutComments = (s: string) => {
  let out = '';
  let depth = 0;
  for (const ch of s) {
    if (ch === '(') depth++;
    else if (ch === ')' && depth > 0) depth--;
    else if (depth === 0) out += ch;
  }
  return out;
};

/**
 * The verdict of the topmost Authentication-Results header whose authserv-id is one of `trusted` (the receiving
 * server in front of us adds its own on top and removes forged ones); undefined when there is none. Several DKIM
 * results count as a pass when one passes.
 */
export function readAuthenticationResults(values: string[], trusted: string[]): SenderAuth | undefined {
  const ids = new Set(trusted.map((t) => t.trim().toLowerCase()));
  for (const value of values) {
    const parts = withoutComments(value).split(';').map((p) => p.trim());
    const authservId = parts[0]?.split(/\s+/)[0]?.toLowerCase();
    if (!authservId || !ids.has(authservId)) continue;
    const found: Record<string, string[]> = {};
    let domain: string | undefined;
    for (const part of parts.slice(1)) {
      const m = /^([a-z0-9-]+)\s*=\s*([a-z]+)/i.exec(part);
      if (!m) continue;
      const method = m[1]!.toLowerCase();
      (found[method] ??= []).push(m[2]!.toLowerCase());
      if (method === 'dmarc') domain = /header\.from\s*=\s*([^\s;]+)/i.exec(part)?.[1]?.toLowerCase() ?? domain;
    }
    const pick = (method: string) => {
      const r = found[method] ?? [];
      return r.includes('pass') ? 'pass' : (r[0] ?? 'none');
    };
    return { spf: pick('spf'), dkim: pick('dkim'), dmarc: pick('dmarc'), ...(domain ? { domain } : {}), by: `header ${authservId}` };
  }
  return undefined;
}

// Who really sent a received e-mail: the trusted receiving server's Authentication-Results header when one is
// configured (inbound.trustedAuthServIds) and present, else SPF, DKIM and DMARC checked here with mailauth. A check
// that cannot reach DNS never loses the mail: its results say temperror (not authenticated, not failing either).
import { isIP } from 'node:net';
import type { Config } from '../../config.js';
import { headerValues, readAuthenticationResults, type SenderAuth } from '../../domain/senderAuth.js';

/** mailauth's resolver: (name, rrtype) => records; throws with a DNS error code (ENOTFOUND, ENODATA, ...). */
export type DnsResolver = (name: string, rrtype: string) => Promise<string[][] | string[]>;

/** How the message reached us, from the SMTP session (none for IMAP). */
export interface MailClient {
  ip?: string;
  helo?: string;
  mailFrom?: string;
}

const CHECK_TIMEOUT_MS = 20_000;

/** The site's MTA in front of us speaks from loopback or a private network: its address says nothing of the sender. */
function isRelayAddress(ip: string): boolean {
  const v4 = ip.replace(/^::ffff:/i, '');
  if (isIP(v4) === 4) return /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(v4);
  return ip === '::1' || /^f[cd]/i.test(ip) || /^fe80:/i.test(ip);
}

export async function verifySender(raw: Buffer, client: MailClient | null, config: Config, resolver?: DnsResolver): Promise<SenderAuth> {
  const trusted = config.inbound.trustedAuthServIds;
  if (trusted.length) {
    const read = readAuthenticationResults(headerValues(raw, 'Authentication-Results'), trusted);
    if (read) return read;
  }
  try {
    return await withTimeout(checkWithMailauth(raw, client, resolver), CHECK_TIMEOUT_MS);
  } catch (err) {
    return { spf: 'temperror', dkim: 'temperror', dmarc: 'temperror', by: 'mailauth', note: `could not check: ${(err as Error).message}` };
  }
}

async function checkWithMailauth(raw: Buffer, client: MailClient | null, resolver?: DnsResolver): Promise<SenderAuth> {
  // Loaded with the first message read, not with every serve.
  const { authenticate } = await import('mailauth');
  // A relay's address (or IMAP's none) is not the sender's: the relay's Received header on top names the sender's.
  const direct = client?.ip && !isRelayAddress(client.ip) ? client : undefined;
  const r = await authenticate(raw, {
    ip: direct?.ip,
    helo: direct?.helo,
    sender: client?.mailFrom || undefined,
    trustReceived: !direct,
    mta: 'reconfirm',
    disableArc: true,
    disableBimi: true,
    ...(resolver ? { resolver } : {}),
  });
  const dkim = r.dkim?.results ?? [];
  const dkimResult = dkim.some((d) => d.status?.result === 'pass') ? 'pass' : (dkim[0]?.status?.result ?? 'none');
  const dmarc = r.dmarc || undefined;
  return {
    spf: (r.spf && r.spf.status?.result) || 'none',
    dkim: dkimResult,
    dmarc: dmarc?.status?.result ?? 'none',
    ...(dmarc?.domain ? { domain: dmarc.domain } : {}),
    by: 'mailauth',
  };
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no DNS answer within ${ms / 1000} s`)), ms);
    timer.unref();
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

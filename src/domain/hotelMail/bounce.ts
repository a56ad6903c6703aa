// Delivery failure reports: RFC 3464 delivery-status parts (multipart/report), and the plain-text bounces of
// MAILER-DAEMON and postmaster that some servers still send. Also the Message-ID of the message that bounced.
import './nativeRegExp.js';
import type { BounceReport, DeliveryFailure } from './types.js';

/** Header fields of a block ("Name: value" lines, folded lines joined), keys lowercased. */
function fields(block: string): Map<string, string> {
  const out = new Map<string, string>();
  let last: string | undefined;
  for (const line of block.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && last) {
      out.set(last, `${out.get(last)} ${line.trim()}`);
      continue;
    }
    const m = /^([A-Za-z][A-Za-z0-9-]*)\s*:\s*(.*)$/.exec(line);
    if (m) {
      last = m[1].toLowerCase();
      if (!out.has(last)) out.set(last, m[2].trim());
    }
  }
  return out;
}

const withoutType = (v: string | undefined) => v?.replace(/^[a-z0-9-]+\s*;\s*/i, '').trim();
const addressOf = (v: string | undefined) => withoutType(v)?.replace(/^<|>$/g, '').toLowerCase() || undefined;

/** The per-recipient groups of a message/delivery-status body. */
export function readDeliveryStatus(body: string): DeliveryFailure[] {
  const groups = body.replace(/\r\n/g, '\n').split(/\n\s*\n/);
  const out: DeliveryFailure[] = [];
  for (const g of groups) {
    const f = fields(g);
    const recipient = addressOf(f.get('final-recipient')) ?? addressOf(f.get('original-recipient'));
    if (!recipient) continue;
    out.push({
      recipient,
      action: (f.get('action') ?? '').toLowerCase().split(/\s/)[0] || 'failed',
      status: f.get('status')?.split(/\s/)[0],
      diagnostic: withoutType(f.get('diagnostic-code')),
    });
  }
  return out;
}

/** The Message-ID in a header block (a returned message or text/rfc822-headers). */
export function messageIdIn(headers: string): string | undefined {
  const head = headers.replace(/\r\n/g, '\n').split(/\n\n/)[0];
  const id = fields(head).get('message-id');
  const m = id && /<[^<>\s]+>/.exec(id);
  return m ? m[0] : undefined;
}

const BOUNCE_FROM = /^(mailer-daemon|postmaster|mail-daemon|mailerdaemon)@/i;
const BOUNCE_SUBJECT =
  /undeliver(ed|able)|delivery (status notification|failure|has failed)|returned mail|mail delivery (failed|subsystem)|failure notice|non remis|non distribuable|unzustellbar|nicht zustellbar|no se pudo entregar|no entregado|mancato recapito|non consegnat|não entregue|falha na entrega/i;

/** A plain-text bounce: sent by MAILER-DAEMON/postmaster with a bounce subject. */
export function looksLikePlainBounce(fromAddress: string | undefined, subject: string): boolean {
  return Boolean(fromAddress && BOUNCE_FROM.test(fromAddress)) && BOUNCE_SUBJECT.test(subject);
}

/**
 * The failed recipients of a plain-text bounce: addresses in the part before the returned message, other than the
 * daemon's and ours (the returned message's To is what failed, so an address that also appears there is preferred).
 */
export function readPlainBounce(text: string, exclude: string[]): DeliveryFailure[] {
  const cut = text.search(/^(-{2,}.*(original message|returned message|message d'origine|ursprüngliche|undelivered message|headers).*|\s*Received: from .*|Return-Path: .*)$/im);
  const head = cut > 0 ? text.slice(0, cut) : text;
  const excluded = new Set(exclude.map((a) => a.toLowerCase()));
  const seen = new Map<string, DeliveryFailure>();
  for (const line of head.split('\n')) {
    for (const m of line.matchAll(/<?([a-z0-9._%+'-]+@[a-z0-9.-]+\.[a-z]{2,})>?/gi)) {
      const address = m[1].toLowerCase();
      if (excluded.has(address) || BOUNCE_FROM.test(address) || seen.has(address)) continue;
      const code = /\b([45]\d\d)[ -]((?:[45]\.\d{1,3}\.\d{1,3})?.*)$/.exec(line);
      const status = /\b([45]\.\d{1,3}\.\d{1,3})\b/.exec(line)?.[1];
      seen.set(address, { recipient: address, action: 'failed', status, diagnostic: code ? `${code[1]} ${code[2]}`.trim() : line.trim().slice(0, 300) });
    }
  }
  return [...seen.values()];
}

export function summarise(failures: DeliveryFailure[], originalMessageId?: string): BounceReport {
  const failed = failures.filter((f) => f.action === 'failed');
  const cause = failed
    .map((f) => [f.recipient + ':', f.status, f.diagnostic].filter(Boolean).join(' '))
    .join('; ')
    .slice(0, 1000);
  return { failedRecipients: [...new Set(failed.map((f) => f.recipient))], failures, originalMessageId, cause: cause || 'delivery failed' };
}

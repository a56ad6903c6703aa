// Reading a reservations mailbox over IMAP (`serve --imap-url imaps://user:pass@host/INBOX`, imapflow): every unseen
// message is stored (intake.ts), then marked \Seen; nothing is ever deleted. New mail is noticed through IDLE where
// the server has it (imapflow polls with NOOP where it has not), and the mailbox is looked at every imapPollSeconds.
import type { ImapFlow } from 'imapflow';
import { nominalDelay, type Backoff } from '../../domain/backoff.js';
import { ReconfirmError } from '../../domain/errors.js';
import type { ServiceContext } from '../context.js';
import { takeIncomingMail } from './intake.js';

export interface ImapSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  mailbox: string;
  /** The URL without its password, for logs and the messages' source keys. */
  safeUrl: string;
}

/** imap://user:pass@host[:port]/MAILBOX or imaps://...; the mailbox defaults to INBOX. Problems name inbound.imapUrl. */
export function parseImapUrl(url: string): ImapSettings {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new ReconfirmError('CONFIG_INVALID', 'inbound.imapUrl (--imap-url) must be a URL like imaps://user:password@mail.example.com/INBOX');
  }
  if (u.protocol !== 'imap:' && u.protocol !== 'imaps:') throw new ReconfirmError('CONFIG_INVALID', `inbound.imapUrl must start with imap:// or imaps:// (got ${u.protocol}//)`);
  if (!u.username || !u.password) throw new ReconfirmError('CONFIG_INVALID', 'inbound.imapUrl must name the mailbox user and password: imaps://user:password@host/INBOX (percent-encode @ or : in them)');
  const secure = u.protocol === 'imaps:';
  const mailbox = decodeURIComponent(u.pathname.replace(/^\/+/, '')) || 'INBOX';
  const port = u.port ? Number(u.port) : secure ? 993 : 143;
  return { host: u.hostname.replace(/^\[|\]$/g, ''), port, secure, user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password), mailbox, safeUrl: `${u.protocol}//${decodeURIComponent(u.username)}@${u.host}/${mailbox}` };
}

export interface ImapReader {
  stop(): Promise<void>;
}

const MAX_RECONNECT_MS = 60_000;
/** Reconnecting to the mailbox: 1 s, doubling to a minute; back to 1 s once a connection opens. */
const RECONNECT: Backoff = { backoff: 'exponential', baseMs: 1000, capMs: MAX_RECONNECT_MS };

export function startImapReader(ctx: ServiceContext, s: ImapSettings): ImapReader {
  let client: ImapFlow | undefined;
  let stopped = false;
  let failures = 0;
  const reconnectMs = () => nominalDelay(failures + 1, RECONNECT);
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;
  let again = false;

  /** Stores each unseen message, then marks it \Seen: a crash between the two stores it twice, never loses it. */
  const sweep = async (c: ImapFlow): Promise<void> => {
    const uidValidity = c.mailbox ? String(c.mailbox.uidValidity) : '0';
    const uids = (await c.search({ seen: false }, { uid: true })) || [];
    for (const uid of uids) {
      if (stopped) return;
      const msg = await c.fetchOne(String(uid), { source: true }, { uid: true });
      if (!msg || !msg.source) continue;
      const r = await takeIncomingMail(ctx, { source: 'imap', sourceKey: `${s.safeUrl}/${uidValidity}/${uid}`, recipients: [], raw: msg.source });
      await c.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
      if (r.stored) ctx.log(`inbound mail: message ${r.messagePk} taken from ${s.safeUrl} (uid ${uid})`);
    }
  };

  /** One sweep at a time; a request during a sweep runs one more after it. */
  const requestSweep = (c: ImapFlow) => {
    if (sweeping) {
      again = true;
      return;
    }
    sweeping = (async () => {
      do {
        again = false;
        try {
          await sweep(c);
        } catch (err) {
          ctx.log(`inbound mail: reading ${s.safeUrl} failed: ${(err as Error).message}`);
          break;
        }
      } while (again && !stopped);
    })().finally(() => (sweeping = undefined));
  };

  const connect = async () => {
    if (stopped) return;
    // Loaded here, not at start: a serve that reads no mailbox does not carry imapflow (about 6 MB of heap per thread).
    const { ImapFlow } = await import('imapflow');
    if (stopped) return;
    const c = new ImapFlow({
      host: s.host,
      port: s.port,
      secure: s.secure,
      auth: { user: s.user, pass: s.pass },
      logger: false,
      // IDLE starts soon after a sweep, so new mail is noticed at once; servers without IDLE are polled with NOOP.
      autoIdleDelay: 2000,
      maxIdleTime: ctx.config.inbound.imapPollSeconds * 1000,
    });
    client = c;
    c.on('error', (err: Error) => ctx.log(`inbound mail: IMAP ${s.safeUrl}: ${err.message}`));
    c.on('close', () => {
      if (client === c) client = undefined;
      if (!stopped) reconnectLater();
    });
    c.on('exists', () => requestSweep(c));
    try {
      await c.connect();
      await c.mailboxOpen(s.mailbox);
      failures = 0;
      ctx.log(`inbound mail: reading ${s.safeUrl} (IMAP${c.capabilities.has('IDLE') ? ', IDLE' : `, polled every ${ctx.config.inbound.imapPollSeconds} s`})`);
      requestSweep(c);
    } catch (err) {
      ctx.log(`inbound mail: cannot open ${s.safeUrl}: ${(err as Error).message}; trying again in ${Math.round(reconnectMs() / 1000)} s`);
      c.close();
    }
  };

  const reconnectLater = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void connect(), reconnectMs());
    failures++;
  };

  // The safety net: a look every imapPollSeconds, whatever IDLE says.
  const poll = setInterval(() => client?.usable && requestSweep(client), ctx.config.inbound.imapPollSeconds * 1000);
  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(poll);
      await sweeping?.catch(() => {});
      const c = client;
      client = undefined;
      if (c) await c.logout().catch(() => c.close());
    },
  };
}

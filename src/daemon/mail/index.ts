// Hotels' e-mail answers inside `serve`: the inbound listener and mailbox reader (started by runtime.ts in the service
// thread, beside the HTTP API: what they acknowledge is committed with synchronous=FULL first) and the `mail.read`
// task the queue thread runs for each message they stored.
import type { Config } from '../../config.js';
import { ReconfirmError } from '../../domain/errors.js';
import type { ServiceContext } from '../context.js';
import { engineFor } from '../engine/state.js';
import type { TaskHandlers } from '../tasks.js';
import { parseImapUrl, startImapReader, type ImapReader } from './imapReader.js';
import { markMailUnreadable } from '../../store/mail.js';
import { startSmtpListener, type SmtpListener } from './smtpListener.js';

/** Inbound settings that cannot work stop `serve` at start, naming the setting. */
export function checkInboundConfig(config: Config): void {
  const { inbound } = config;
  if (inbound.smtpPort !== undefined && !config.replyTo) {
    throw new ReconfirmError('CONFIG_INVALID', 'inbound.smtpPort (--inbound-smtp-port) needs replyTo (--reply-to or RECONFIRM_REPLY_TO), the mailbox hotels reply to: the listener takes mail for its domain only');
  }
  if (inbound.imapUrl) parseImapUrl(inbound.imapUrl);
}

export interface Inbound {
  /** The SMTP/LMTP listener's port, when it runs. */
  smtpPort?: number;
  stop(): Promise<void>;
}

export async function startInbound(ctx: ServiceContext): Promise<Inbound> {
  const { inbound } = ctx.config;
  let smtp: SmtpListener | undefined;
  let imap: ImapReader | undefined;
  if (inbound.smtpPort !== undefined) smtp = await startSmtpListener(ctx);
  if (inbound.imapUrl) imap = startImapReader(ctx, parseImapUrl(inbound.imapUrl));
  return {
    smtpPort: smtp?.port,
    async stop() {
      await Promise.all([smtp?.close(), imap?.stop()]);
    },
  };
}

export function mailTasks(ctx: ServiceContext): Pick<TaskHandlers, 'mail.read'> {
  const engine = engineFor(ctx);
  return {
    'mail.read': {
      // One at a time: a copy of a message (an MTA's retry, a copy in the mailbox) sees the first one read.
      concurrency: 1,
      handler: async ({ messagePk }) => {
        // Parsing mail (postal-mime, email-reply-parser) loads with the first message, not with every serve.
        const { readReceivedMail } = await import('./read.js');
        const r = await readReceivedMail({ db: ctx.db, config: ctx.config, now: () => ctx.clock.now(), secret: () => engine.tokenSecret(), resolver: ctx.dnsResolver }, messagePk);
        ctx.metrics.inc('reconfirm_mail_read_total', { status: r.status });
        const effects = r.effects.map((e) => `${e.bookingId}: ${e.what}`).join('; ');
        ctx.log(`inbound mail: message ${messagePk}${r.from ? ` from ${r.from}` : ''} ${r.status}${effects ? `: ${effects}` : ''}`);
      },
      // Out of attempts (a bug, not the message: unparsable mail is unmatched already): the operator sees it in the inbox.
      onParked: ({ messagePk }, error) => {
        markMailUnreadable(ctx.db, messagePk, error, ctx.clock.now());
        ctx.log(`inbound mail: message ${messagePk} could not be read (${error}); it waits in reconfirm inbox`);
      },
    },
  };
}

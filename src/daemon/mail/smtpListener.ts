// The SMTP (or LMTP) listener for hotels' replies (`serve --inbound-smtp-port`): takes mail for the replyTo domain
// only, and answers 250 once the message is stored (src/daemon/mail/intake.ts).
import type { AddressInfo } from 'node:net';
import type { SMTPServerAddress } from 'smtp-server';
import { ReconfirmError } from '../../domain/errors.js';
import { isReplyMailbox, splitAddress } from '../../domain/mailThreading.js';
import type { ServiceContext } from '../context.js';
import { takeIncomingMail } from './intake.js';

export interface SmtpListener {
  port: number;
  close(): Promise<void>;
}

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

export async function startSmtpListener(ctx: ServiceContext): Promise<SmtpListener> {
  const { inbound, replyTo } = ctx.config;
  const domain = splitAddress(replyTo!)!.domain;
  // Loaded only when the listener is configured: smtp-server is about 2 MB of heap in every thread that imports it.
  const { SMTPServer } = await import('smtp-server');
  const server = new SMTPServer({
    lmtp: inbound.lmtp,
    name: domain,
    banner: 'reconfirm: replies from hotels',
    // Mail arrives from the site's MTA on loopback or a private network (see docs/mail.md): no AUTH, no TLS of its own.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: inbound.maxMessageBytes,
    closeTimeout: 5000,
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (isReplyMailbox(address.address, replyTo!)) return callback();
      callback(smtpError(550, `5.1.1 <${address.address}>: this server takes replies for @${domain} only`));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (d: Buffer) => chunks.push(d));
      stream.on('end', () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded) return callback(smtpError(552, `5.3.4 message larger than ${inbound.maxMessageBytes} bytes`));
        const recipients = session.envelope.rcptTo.map((r) => r.address);
        // Kept for sender authentication (SPF needs the client's address, HELO and MAIL FROM).
        const client = { ip: session.remoteAddress, helo: session.hostNameAppearsAs, mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '' };
        takeIncomingMail(ctx, { source: inbound.lmtp ? 'lmtp' : 'smtp', recipients, client, raw: Buffer.concat(chunks) }).then(
          ({ messagePk }) => callback(null, `2.0.0 stored as message ${messagePk}`),
          (err: Error) => {
            ctx.log(`inbound mail: could not store a message (${err.message}); the sender was told to try again`);
            callback(smtpError(451, '4.3.0 could not store the message; try again later'));
          },
        );
      });
    },
  });
  server.on('error', (err) => ctx.log(`inbound mail: SMTP listener: ${err.message}`));
  await new Promise<void>((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') reject(new ReconfirmError('CONFIG_INVALID', `inbound.smtpPort ${inbound.smtpPort} on ${inbound.smtpHost} is already in use; stop that process or pass another --inbound-smtp-port`));
      else if (err.code === 'EACCES') reject(new ReconfirmError('CONFIG_INVALID', `not allowed to listen on port ${inbound.smtpPort} (inbound.smtpPort); ports below 1024 need privileges, use e.g. 2525 behind the MTA`));
      else reject(err);
    };
    server.server.once('error', onError);
    server.listen(inbound.smtpPort, inbound.smtpHost, () => {
      server.server.removeListener('error', onError);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  ctx.log(`inbound mail: ${inbound.lmtp ? 'LMTP' : 'SMTP'} listening on ${inbound.smtpHost}:${port} for @${domain}`);
  return { port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

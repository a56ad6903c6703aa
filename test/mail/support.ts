// Mail servers for the mail tests, on loopback: an SMTP sink that keeps what `serve` sends hotels, and helpers to
// read those messages.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { sleep } from '../helpers.js';

export { freePort } from '../helpers.js';

export interface SentMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  mails: SentMail[];
  /** The first message whose raw text contains `needle`, waited for up to 15 s. */
  waitFor(needle: string): Promise<SentMail>;
  close(): Promise<void>;
}

export async function smtpSink(): Promise<SmtpSink> {
  const mails: SentMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (d: Buffer) => chunks.push(d));
      stream.on('end', () => {
        mails.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(needle) {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const m = mails.find((x) => x.raw.includes(needle));
        if (m) return m;
        if (Date.now() > deadline) throw new Error(`no message containing ${needle} reached the SMTP sink (${mails.length} received)`);
        await sleep(25);
      }
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** One header of a raw message (unfolded), or undefined. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const m = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head);
  return m?.[1].trim();
}

/** Sends a message to the service's inbound SMTP port, as a hotel's mail server would. */
export async function deliverTo(port: number, mail: import('nodemailer').SendMailOptions): Promise<string> {
  const nodemailer = (await import('nodemailer')).default;
  const t = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    const info = await t.sendMail(mail);
    return info.response;
  } finally {
    t.close();
  }
}

/** A delivery status report (RFC 3464) for a message of ours that `failed` could not receive. */
export function dsn(o: { to: string; failed: string; originalMessageId: string; originalSubject: string }): string {
  return [
    'From: Mail Delivery System <MAILER-DAEMON@mx.hotel.example>',
    `To: ${o.to}`,
    'Subject: Undelivered Mail Returned to Sender',
    'Date: Mon, 23 Nov 2026 10:00:00 +0000',
    `Message-ID: <bounce.${Math.random().toString(36).slice(2)}@mx.hotel.example>`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="DSN-BOUNDARY"',
    '',
    '--DSN-BOUNDARY',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'This is the mail system at host mx.hotel.example.',
    '',
    `<${o.failed}>: host mx.hotel.example said: 550 5.1.1 User unknown`,
    '',
    '--DSN-BOUNDARY',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.hotel.example',
    '',
    `Final-Recipient: rfc822; ${o.failed}`,
    'Action: failed',
    'Status: 5.1.1',
    'Diagnostic-Code: smtp; 550 5.1.1 User unknown',
    '',
    '--DSN-BOUNDARY',
    'Content-Type: text/rfc822-headers',
    '',
    'From: Reconfirm <reconfirm@ops.example>',
    `To: ${o.failed}`,
    `Subject: ${o.originalSubject}`,
    `Message-ID: ${o.originalMessageId}`,
    '',
    '--DSN-BOUNDARY--',
    '',
  ].join('\r\n');
}

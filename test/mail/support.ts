// Mail servers for the mail tests, on loopback: an SMTP sink that keeps what `serve` sends hotels, and helpers to
// read those messages.
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { sleep } from '../helpers.js';

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

/** A free loopback port (for a listener that must be named before it starts). */
export async function freePort(): Promise<number> {
  const srv = createNetServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as AddressInfo).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

/** One header of a raw message (unfolded), or undefined. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const m = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head);
  return m?.[1].trim();
}

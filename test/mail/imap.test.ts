// Replies read from a real IMAP mailbox (Dovecot, started with a temporary configuration): `serve --imap-url`
// takes each unseen message, marks it \Seen once stored, never deletes it, and the booking is confirmed.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { ImapFlow } from 'imapflow';
import { request } from 'undici';
import { openDatabase } from '../../src/store/db.js';
import { addWebhook, createKey, killIfRunning, makeBooking, spawnServe, tempDir, testDatabase, waitFor, type SpawnedServe } from '../helpers.js';
import { startReceiver, type Receiver } from '../support/webhook-receiver.js';
import { DOVECOT, startDovecot, type Dovecot } from './dovecot.js';
import { headerOf, smtpSink, type SmtpSink } from './support.js';

const REPLY_TO = 'reservations@agency.example';

describe('hotel replies read from an IMAP mailbox', { skip: existsSync(DOVECOT) ? false : `${DOVECOT} is not installed (npm run setup:test)` }, () => {
  const tmp = tempDir('reconfirm-imap-');
  let db: string;
  let dovecot: Dovecot;
  let sink: SmtpSink;
  let receiver: Receiver;
  let key: { accountId: string; apiKey: string };
  let serve: SpawnedServe | undefined;
  let mailbox: ImapFlow;

  before(async () => {
    dovecot = await startDovecot();
    sink = await smtpSink();
    receiver = await startReceiver();
    db = await testDatabase(tmp.dir);
    key = await createKey(db);
    await addWebhook(db, receiver.url, '*');
    mailbox = new ImapFlow({ host: '127.0.0.1', port: dovecot.port, secure: false, auth: { user: dovecot.user, pass: dovecot.pass }, logger: false });
    await mailbox.connect();
  });
  after(async () => {
    killIfRunning(serve?.child);
    await mailbox?.logout().catch(() => {});
    await dovecot?.stop();
    await sink?.close();
    await receiver?.close();
    tmp.cleanup();
  });

  const startServe = async () => {
    serve = await spawnServe(['--db', db, '--channel', 'email', '--smtp-url', sink.url, '--public-url', 'http://127.0.0.1:9', '--reply-to', REPLY_TO, '--imap-url', dovecot.url]);
  };
  const add = async (code: string) => {
    const b = makeBooking({ BookingCode: code, Hotel: { ...makeBooking().Hotel, ContactDetails: { Emails: ['res@miramar.example'] } } });
    const res = await request(`${serve!.url}/addBookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-account-id': key.accountId, 'x-api-key': key.apiKey },
      body: JSON.stringify([b]),
    });
    assert.equal(res.statusCode, 200, await res.body.text());
    const mail = await sink.waitFor(code);
    return { replyTo: headerOf(mail.raw, 'Reply-To')!, messageId: headerOf(mail.raw, 'Message-ID')!, subject: headerOf(mail.raw, 'Subject')! };
  };
  /** The hotel's reply as the site's MTA delivers it into the mailbox. */
  const deliver = (req: { replyTo: string; messageId: string; subject: string }, text: string) =>
    mailbox.append(
      'INBOX',
      [`From: Hotel Miramar <res@miramar.example>`, `To: ${req.replyTo}`, `Subject: Re: ${req.subject}`, `In-Reply-To: ${req.messageId}`, `Message-ID: <${Math.random().toString(36).slice(2)}@miramar.example>`, 'Date: Mon, 23 Nov 2026 10:00:00 +0000', 'Content-Type: text/plain; charset=utf-8', '', text, ''].join('\r\n'),
    );
  const confirmed = (code: string) => waitFor(`booking.confirmed for ${code}`, () => receiver.received.map((r) => JSON.parse(r.body)).find((e) => e.type === 'booking.confirmed' && e.data.BookingId === code), 20_000);
  const flagsOf = async () => {
    const lock = await mailbox.getMailboxLock('INBOX');
    try {
      const all: { uid: number; seen: boolean }[] = [];
      for await (const m of mailbox.fetch('1:*', { uid: true, flags: true })) all.push({ uid: m.uid, seen: Boolean(m.flags?.has('\\Seen')) });
      return all;
    } finally {
      lock.release();
    }
  };

  it('a reply delivered to the mailbox confirms the booking with its HCN; the message is marked seen and kept', async () => {
    await startServe();
    const code = `IMAP-${process.pid}`;
    const req = await add(code);
    await deliver(req, 'Bonjour,\n\nNous confirmons la réservation. Numéro de confirmation : FR-4471.\n\nCordialement,\nLa réception');
    assert.equal((await confirmed(code)).data.HCN, 'FR-4471');
    const flags = await waitFor('the message marked seen', async () => {
      const f = await flagsOf();
      return f.length === 1 && f[0].seen ? f : undefined;
    });
    assert.equal(flags.length, 1, 'nothing was deleted');
  });

  it('mail delivered while serve is down is read at the next start, and what was read before is not read again', async () => {
    serve!.child.kill('SIGTERM');
    await serve!.exited;
    const code = `IMAP2-${process.pid}`;
    // The request goes out from a serve that reads no mailbox yet; the answer arrives while nothing runs.
    const first = await spawnServe(['--db', db, '--channel', 'email', '--smtp-url', sink.url, '--public-url', 'http://127.0.0.1:9', '--reply-to', REPLY_TO]);
    serve = first;
    const req = await add(code);
    first.child.kill('SIGTERM');
    await first.exited;
    await deliver(req, 'Confirmada. Localizador del hotel: 5530-B.\nUn saludo');
    await startServe();
    assert.equal((await confirmed(code)).data.HCN, '5530-B');
    await waitFor('both messages seen', async () => (await flagsOf()).every((f) => f.seen) || undefined);
    const peek = openDatabase(db, { migrate: false }).$client;
    const rows = peek.prepare("SELECT source, status FROM mail_messages WHERE direction = 'in' ORDER BY id").all();
    peek.close();
    assert.deepEqual(rows, [{ source: 'imap', status: 'matched' }, { source: 'imap', status: 'matched' }]);
    assert.equal((await flagsOf()).length, 2);
  });
});

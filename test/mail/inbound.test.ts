import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ConfigSchema } from '../../src/config.js';
import { startService } from '../../src/daemon/runtime.js';
import { hotelAnswers, makeBooking, sleep, startTestService, tempDir, type TestService } from '../helpers.js';
import { deliverTo, dsn, headerOf, smtpSink, type SentMail, type SmtpSink } from './support.js';

const REPLY_TO = 'reservations@agency.example';

/** The booking's request as the hotel got it: its Reply-To, Message-ID and subject. */
function requestOf(mail: SentMail) {
  return { replyTo: headerOf(mail.raw, 'Reply-To')!, messageId: headerOf(mail.raw, 'Message-ID')!, subject: headerOf(mail.raw, 'Subject')! };
}

async function waitForMessage(s: TestService, pk: number, notStatus = 'received'): Promise<any> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const row = s.db.$client.prepare('SELECT * FROM mail_messages WHERE id = ?').get(pk) as any;
    if (row && row.status !== notStatus) return row;
    if (Date.now() > deadline) throw new Error(`message ${pk} was not read: ${JSON.stringify(row?.status)}`);
    await sleep(25);
  }
}

const storedAs = (response: string) => Number(/stored as message (\d+)/.exec(response)?.[1]);

describe('hotel e-mail received over SMTP', () => {
  let sink: SmtpSink;
  let s: TestService;
  let inboundPort: number;
  before(async () => {
    sink = await smtpSink();
    s = await startTestService({
      channel: 'email',
      smtpUrl: sink.url,
      publicUrl: 'http://127.0.0.1:9',
      smtpFrom: 'Reconfirm <reconfirm@ops.example>',
      replyTo: REPLY_TO,
      inbound: { smtpPort: 0 },
      channels: { fallback: {} },
    });
    inboundPort = s.service.inbound!.smtpPort!;
  });
  after(async () => {
    await s.stop();
    await sink.close();
  });

  const book = async (code: string, emails = ['res@miramar.example']) => {
    const b = makeBooking({ BookingCode: code, Hotel: { ...makeBooking().Hotel, ContactDetails: { Emails: emails } } });
    await s.api.addAndWait([b]);
    return requestOf(await sink.waitFor(code));
  };

  it('a plain reply to the request confirms the booking with the number it carries, and the booking shows the e-mail as evidence', async () => {
    const code = `RE-${process.pid}`;
    const req = await book(code);
    const response = await deliverTo(inboundPort, {
      from: 'Reservas Miramar <res@miramar.example>',
      to: req.replyTo,
      subject: `Re: ${req.subject}`,
      inReplyTo: req.messageId,
      references: [req.messageId],
      text: `Buenos días,\n\nConfirmamos la reserva. Nuestro número de confirmación es 88231.\n\nSaludos,\nRecepción\n\nEl lun, 23 nov 2026 a las 10:00, Reconfirm <reconfirm@ops.example> escribió:\n> Please reconfirm this booking: ${code}\n`,
    });
    const row = await waitForMessage(s, storedAs(response));
    assert.equal(row.status, 'matched');
    const data = (await s.api.getBooking(code)).body.data;
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    assert.equal(data.BookingDetails.Supplier.HCN, '88231');
    assert.equal(data.mail.length, 1);
    const mail = data.mail[0];
    assert.equal(mail.from, 'res@miramar.example');
    assert.equal(mail.matchedBy, 'token');
    assert.equal(mail.senderUnknown, false);
    assert.match(mail.stripped, /88231/);
    assert.doesNotMatch(mail.stripped, /Please reconfirm/, 'the quoted request is stripped');
    assert.deepEqual(mail.reading.lines.map((l: any) => [l.bookingId, l.reply.hcn]), [[code, '88231']]);
    assert.ok(data.history.some((e: any) => e.kind === 'transition' && /via email with HCN 88231/.test(e.message)));
  });

  it('an ambiguous reply from the hotel escalates REPLY_NEEDS_REVIEW with the candidates, and the operator settles it', async () => {
    const code = `AMB-${process.pid}`;
    const req = await book(code);
    const response = await deliverTo(inboundPort, {
      from: 'res@miramar.example',
      to: REPLY_TO,
      subject: `Re: ${req.subject}`,
      inReplyTo: req.messageId,
      text: 'We confirm, ref 4411 or 4412?',
    });
    const row = await waitForMessage(s, storedAs(response));
    assert.equal(row.matched_by, 'in-reply-to');
    assert.equal(row.sender_unknown, 0);
    const data = (await s.api.getBooking(code)).body.data;
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'ESCALATED');
    assert.deepEqual(data.escalationReasons, ['REPLY_NEEDS_REVIEW']);
    assert.equal(data.nextContactAt, null, 'no reminder while an operator decides');
    const escalation = data.history.find((e: any) => e.kind === 'escalation' && e.toStatus === 'ESCALATED');
    assert.match(escalation.message, /4411/);
    assert.match(escalation.message, /4412/);
    // The operator reads it and settles it the way every hand-recorded answer is recorded.
    assert.equal(hotelAnswers(s, code, { hcn: '4411' }), 'CONFIRMED');
  });

  it('mail for another domain is refused at RCPT, so the sending server knows', async () => {
    await assert.rejects(deliverTo(inboundPort, { from: 'x@hotel.example', to: 'someone@elsewhere.example', subject: 'hi', text: 'hi' }), /550|only/);
  });

  it('an out-of-office reply is recorded on the booking and is not an answer: the booking stays PENDING with reminders planned', async () => {
    const req = await book(`OOO-${process.pid}`);
    const response = await deliverTo(inboundPort, {
      from: 'res@miramar.example',
      to: req.replyTo,
      subject: `Automatic reply: ${req.subject}`,
      inReplyTo: req.messageId,
      headers: { 'Auto-Submitted': 'auto-replied' },
      text: 'I am out of the office until Monday.',
    });
    const row = await waitForMessage(s, storedAs(response));
    assert.equal(row.status, 'auto-reply');
    assert.equal(row.matched_by, 'token');
    const data = (await s.api.getBooking(`OOO-${process.pid}`)).body.data;
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'PENDING');
    assert.ok(data.nextContactAt, 'a reminder is still planned');
    assert.ok(data.history.some((e: any) => e.kind === 'mail_received' && /automatic reply/.test(e.message)));
  });

  it('a promise to confirm later is noted in the history, not escalated: the booking stays PENDING with reminders planned', async () => {
    const code = `PEND-${process.pid}`;
    const req = await book(code);
    const response = await deliverTo(inboundPort, {
      from: 'res@miramar.example',
      to: req.replyTo,
      subject: `Re: ${req.subject}`,
      inReplyTo: req.messageId,
      text: 'Buenos días,\n\nLa reserva está pendiente; le confirmaremos en cuanto el jefe de reservas revise la disponibilidad.\n\nSaludos,\nRecepción',
    });
    const row = await waitForMessage(s, storedAs(response));
    assert.equal(row.status, 'matched');
    const data = (await s.api.getBooking(code)).body.data;
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'PENDING');
    assert.deepEqual(data.escalationReasons ?? [], []);
    assert.ok(data.nextContactAt, 'a reminder is still planned');
    assert.ok(data.history.some((e: any) => e.kind === 'mail_received' && /no answer yet, the hotel will answer later \("La reserva está pendiente; le confirmaremos/.test(e.message)), JSON.stringify(data.history.map((e: any) => e.message)));
    assert.equal(data.mail[0].reading.explanation.decisions[0].outcome, 'PENDING');
  });

  it('a message that matches nothing waits in the inbox with what it said', async () => {
    const response = await deliverTo(inboundPort, { from: 'frontdesk@unknown-hotel.example', to: REPLY_TO, subject: 'Your booking', text: 'Confirmed, our ref 5512.' });
    const row = await waitForMessage(s, storedAs(response));
    assert.equal(row.status, 'unmatched');
    assert.equal(row.sender, 'frontdesk@unknown-hotel.example');
    assert.match(row.stripped, /our ref 5512/);
  });

  it('a delivery failure report fails the address; with none left and no fallback the booking escalates NO_HOTEL_RESPONSE with the cause', async () => {
    const code = `DSN-${process.pid}`;
    const req = await book(code);
    const response = await deliverTo(inboundPort, {
      envelope: { from: 'mailer-daemon@mx.hotel.example', to: [REPLY_TO] },
      raw: dsn({ to: REPLY_TO, failed: 'res@miramar.example', originalMessageId: req.messageId, originalSubject: req.subject }),
    });
    const row = await waitForMessage(s, storedAs(response));
    assert.equal(row.status, 'bounce');
    assert.equal(row.matched_by, 'bounced-message');
    const data = (await s.api.getBooking(code)).body.data;
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'ESCALATED');
    assert.deepEqual(data.escalationReasons, ['NO_HOTEL_RESPONSE']);
    assert.ok(data.history.some((e: any) => e.kind === 'escalation' && /res@miramar\.example bounced/.test(e.message) && /5\.1\.1/.test(e.message)));
  });

  it('when one of two addresses bounces, the next request goes to the other one only', async () => {
    const code = `DSN2-${process.pid}`;
    const req = await book(code, ['gone@miramar.example', 'res@miramar.example']);
    const response = await deliverTo(inboundPort, {
      envelope: { from: 'mailer-daemon@mx.hotel.example', to: [REPLY_TO] },
      raw: dsn({ to: REPLY_TO, failed: 'gone@miramar.example', originalMessageId: req.messageId, originalSubject: req.subject }),
    });
    await waitForMessage(s, storedAs(response));
    const data = (await s.api.getBooking(code)).body.data;
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'PENDING');
    assert.ok(data.history.some((e: any) => e.kind === "mail_received" && /gone@miramar\.example/.test(e.message)), JSON.stringify(data.history, null, 1));
    const pk = (s.db.$client.prepare('SELECT id FROM bookings WHERE booking_id = ?').get(code) as any).id;
    assert.deepEqual(s.db.$client.prepare('SELECT address FROM mail_failed_addresses WHERE booking_pk = ?').all(pk), [{ address: 'gone@miramar.example' }]);
  });
});

describe('hotel e-mail over LMTP, with a fallback channel', () => {
  let sink: SmtpSink;
  let s: TestService;
  let inboundPort: number;
  before(async () => {
    sink = await smtpSink();
    s = await startTestService({
      channel: 'email',
      smtpUrl: sink.url,
      publicUrl: 'http://127.0.0.1:9',
      smtpFrom: 'Reconfirm <reconfirm@ops.example>',
      replyTo: REPLY_TO,
      inbound: { smtpPort: 0, lmtp: true },
      channels: { fallback: { email: 'manual' } },
    });
    inboundPort = s.service.inbound!.smtpPort!;
  });
  after(async () => {
    await s.stop();
    await sink.close();
  });
  const lmtp = async (mail: import('nodemailer').SendMailOptions) => {
    const nodemailer = (await import('nodemailer')).default;
    const t = nodemailer.createTransport({ host: '127.0.0.1', port: inboundPort, lmtp: true } as any);
    try {
      return (await t.sendMail(mail)).response as string;
    } finally {
      t.close();
    }
  };
  const book = async (code: string) => {
    const b = makeBooking({ BookingCode: code, Hotel: { ...makeBooking().Hotel, ContactDetails: { Emails: ['res@miramar.example'] } } });
    await s.api.addAndWait([b]);
    return requestOf(await sink.waitFor(code));
  };

  it('a bounce of the only address moves the booking to the e-mail channel\'s fallback at once', async () => {
    const code = `FB-${process.pid}`;
    const req = await book(code);
    const response = await lmtp({ envelope: { from: 'mailer-daemon@mx.hotel.example', to: [req.replyTo] }, raw: dsn({ to: req.replyTo, failed: 'res@miramar.example', originalMessageId: req.messageId, originalSubject: req.subject }) });
    const row = await waitForMessage(s, storedAs(response));
    assert.equal(row.source, 'lmtp');
    assert.equal(row.matched_by, 'token', 'the DSN came back to the tokened address');
    const contacts = await (async () => {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const rows = s.db.$client.prepare('SELECT c.channel, c.status FROM hotel_contacts c JOIN bookings b ON b.id = c.booking_pk WHERE b.booking_id = ? ORDER BY c.id').all(code) as any[];
        // The fallback's attempt is SENDING for a moment before the manual channel records it SENT.
        if ((rows.length === 2 && rows[1].status !== 'SENDING') || Date.now() > deadline) return rows;
        await sleep(25);
      }
    })();
    assert.deepEqual(contacts, [{ channel: 'email', status: 'FAILED' }, { channel: 'manual', status: 'SENT' }]);
    const data = (await s.api.getBooking(code)).body.data;
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'PENDING');
    assert.ok(data.history.some((e: any) => /manual \(the e-mail channel's fallback\) is tried now/.test(e.message)));
  });

  it('a reply with neither token nor thread is found by the BookingId in its subject but only goes to review; the same message delivered twice is read once', async () => {
    const code = `SUBJ-${process.pid}`;
    await book(code);
    const mail = { from: 'res@miramar.example', to: REPLY_TO, subject: `Booking ${code} confirmed`, messageId: `<dup.${process.pid}@miramar.example>`, text: 'Confirmation number: 6120.' };
    const first = await waitForMessage(s, storedAs(await lmtp(mail)));
    assert.equal(first.matched_by, 'subject');
    const second = await waitForMessage(s, storedAs(await lmtp(mail)));
    assert.equal(second.status, 'duplicate');
    const data = (await s.api.getBooking(code)).body.data;
    assert.equal(data.BookingDetails.Supplier.HCN, null, 'a booking code anyone can know confirms nothing');
    assert.deepEqual(data.escalationReasons, ['REPLY_NEEDS_REVIEW']);
    assert.ok(data.history.some((e: any) => e.kind === 'escalation' && /matched by booking code only/.test(e.message) && /6120/.test(e.message)));
    assert.equal(data.history.filter((e: any) => e.kind === 'mail_received').length, 1);
  });
});

describe('inbound mail settings', () => {
  const start = async (settings: Record<string, unknown>) => {
    const tmp = tempDir('reconfirm-mail-config-');
    try {
      const s = await startService(ConfigSchema.parse({ db: `${tmp.dir}/r.db`, port: 0, channel: 'manual', ...settings }), { workers: false, log: () => {} });
      await s.stop();
    } finally {
      tmp.cleanup();
    }
  };
  it('a listener without replyTo, a bad IMAP URL or a replyTo that cannot carry a token stops the start, naming the setting', async () => {
    await assert.rejects(start({ inbound: { smtpPort: 0 } }), /inbound\.smtpPort \(--inbound-smtp-port\) needs replyTo/);
    await assert.rejects(start({ inbound: { imapUrl: 'http://mail.example.com/INBOX' } }), /inbound\.imapUrl must start with imap:\/\/ or imaps:\/\//);
    await assert.rejects(start({ inbound: { imapUrl: 'imaps://mail.example.com/INBOX' } }), /inbound\.imapUrl must name the mailbox user and password/);
    assert.throws(() => ConfigSchema.parse({ replyTo: 'reservations+x@agency.example' }), /without a \+tag/);
  });
});

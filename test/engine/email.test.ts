import assert from 'node:assert/strict';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { request } from 'undici';
import { makeBooking, sleep, startTestService, type TestService } from '../helpers.js';
import { VERSION } from '../../src/daemon/instance.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A free loopback port, so publicUrl can name the service's address before it starts. */
async function freePort(): Promise<number> {
  const srv = createNetServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as AddressInfo).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read links and text in the message. */
const unQuote = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));

describe('email channel against a real SMTP server', () => {
  let smtp: SMTPServer;
  let smtpPort: number;
  const inbox: Received[] = [];
  let s: TestService;

  before(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (d) => (raw += d));
        stream.on('end', () => {
          inbox.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
          done();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    smtpPort = (smtp.server.address() as AddressInfo).port;
    const port = await freePort();
    s = await startTestService({ port, channel: 'email', smtpUrl: `smtp://127.0.0.1:${smtpPort}`, publicUrl: `http://127.0.0.1:${port}`, smtpFrom: 'Reconfirm <reconfirm@ops.example>', languages: { byMasterProvider: { TestProvider: 'en' } } });
  });
  after(async () => {
    await s.stop();
    await new Promise<void>((r) => smtp.close(() => r()));
  });

  it('e-mails the hotel a booking summary with a reply link; the link opens the page and its form confirms the booking', async () => {
    const b = makeBooking({ BookingCode: `EM-${process.pid}`, Hotel: { ...makeBooking().Hotel, ContactDetails: { Emails: ['frontdesk@miramar.example', 'res@miramar.example'] } } });
    await s.api.addAndWait([b]);
    const deadline = Date.now() + 15_000;
    while (!inbox.some((m) => m.raw.includes(b.BookingCode)) && Date.now() < deadline) await sleep(50);
    const mail = inbox.find((m) => m.raw.includes(b.BookingCode));
    assert.ok(mail, 'the message reached the SMTP server');
    assert.deepEqual(mail.to.sort(), ['frontdesk@miramar.example', 'res@miramar.example']);
    assert.equal(mail.from, 'reconfirm@ops.example');
    const text = unQuote(mail.raw).replace(/\r\n[ \t]+/g, " ");
    assert.match(mail.raw, new RegExp(`^X-Mailer: reconfirm/${VERSION.replace(/\./g, '\\.')} \\(instance ${s.service.ctx.instanceId}\\)\r?$`, 'm'), 'the message names the instance that sent it');
    assert.match(text, /Subject: Please reconfirm this booking: EM-\d+, Maria Lopez, 2027-03-10 to 2027-03-13/);
    for (const fact of ['Lead guest:', 'Maria Lopez', 'Double Sea View', 'Bed and Breakfast', '2 adults', 'Check-out:', '3 nights']) assert.ok(text.includes(fact), `the message states ${fact}`);

    const link = /(http:\/\/127\.0\.0\.1:\d+\/hotel\/respond\/[\w.-]+)/.exec(text)?.[1];
    assert.ok(link, 'the message carries the reply link');
    const page = await request(link);
    const html = await page.body.text();
    assert.equal(page.statusCode, 200);
    assert.match(html, new RegExp(`Please confirm booking ${b.BookingCode}`));

    const form = new URLSearchParams({ hcn: 'MIR-55821', checkIn: '2027-03-10', checkOut: '2027-03-13', leadName: 'maria lópez', rooms: '1', roomType: 'Double Sea View', boardType: 'Bed and Breakfast', adults: '2', children: '0', action: 'confirm' });
    const answer = await request(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    assert.equal(answer.statusCode, 200);
    assert.match(await answer.body.text(), /is confirmed/);

    const data = (await s.api.getBooking(b.BookingCode)).body.data;
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    assert.equal(data.BookingDetails.Supplier.HCN, 'MIR-55821');
    assert.ok(data.history.some((e: any) => e.kind === 'hotel_contact' && /e-mail to frontdesk@miramar\.example, res@miramar\.example/.test(e.message)));
    assert.ok(data.history.some((e: any) => e.kind === 'hotel_reply' && /via webform/.test(e.message)));
  });

  it('a hotel without an e-mail address is escalated at once instead of retried forever', async () => {
    const b = makeBooking({ Hotel: { ...makeBooking().Hotel, ContactDetails: { PhoneNumbers: ['+34 900 000 001'] } } });
    await s.api.addAndWait([b]);
    const data = await s.api.waitForStatus(b.BookingCode, ['ESCALATED']);
    assert.deepEqual(data.escalationReasons, ['NO_HOTEL_RESPONSE']);
    assert.ok(data.history.some((e: any) => /cannot be reached through email: the hotel has no e-mail address/.test(e.message)));
  });
});

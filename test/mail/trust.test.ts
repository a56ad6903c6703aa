// Who may confirm a booking by e-mail (issue 24): only a reply that answers a message we sent (reply token or
// thread), from one of the hotel's addresses, whose domain does not fail DMARC. Everything else goes to review or to
// the inbox. Real SMTP into the inbound listener; DNS for sender authentication is an injected zone.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createAccount, createApiKey } from '../../src/store/accounts.js';
import { Api, makeBooking, sleep, startTestService, waitFor, type TestService } from '../helpers.js';
import { deliverTo, headerOf, smtpSink, type SentMail, type SmtpSink } from './support.js';

const REPLY_TO = 'reservations@agency.example';
const HOTEL_MX = '203.0.113.7';

/** The DNS the service sees: the hotel's domain publishes SPF (its mail server only) and DMARC p=reject. */
const ZONE: Record<string, string[][]> = {
  'miramar.example TXT': [[`v=spf1 ip4:${HOTEL_MX} -all`]],
  '_dmarc.miramar.example TXT': [['v=DMARC1; p=reject']],
  'evil.example TXT': [['v=spf1 -all']],
};
const zone = async (name: string, rrtype: string): Promise<string[][]> => {
  const records = ZONE[`${name.toLowerCase()} ${rrtype}`];
  if (records) return records;
  throw Object.assign(new Error(`query${rrtype} ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
};

/** The Received header the site's MTA adds: which server handed the message over (what SPF checks). */
const receivedFrom = (ip: string) => `from mail.sender.example (mail.sender.example [${ip}]) by mx.agency.example with ESMTP id 1; Thu, 26 Nov 2026 09:00:00 +0000`;

function requestOf(mail: SentMail) {
  return { replyTo: headerOf(mail.raw, 'Reply-To')!, messageId: headerOf(mail.raw, 'Message-ID')!, subject: headerOf(mail.raw, 'Subject')! };
}

const storedAs = (response: string) => Number(/stored as message (\d+)/.exec(response)?.[1]);

async function readMessage(s: TestService, pk: number): Promise<any> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const row = s.db.$client.prepare('SELECT * FROM mail_messages WHERE id = ?').get(pk) as any;
    if (row && row.status !== 'received') return row;
    if (Date.now() > deadline) throw new Error(`message ${pk} was not read: ${JSON.stringify(row?.status)}`);
    await sleep(25);
  }
}

/** The booking.confirmed events written for a booking (what its client would be sent). */
const confirmedEvents = (s: TestService, bookingId: string) =>
  s.db.$client
    .prepare("SELECT e.id FROM webhook_events e JOIN bookings b ON b.id = e.booking_pk WHERE e.type = 'booking.confirmed' AND b.booking_id = ?")
    .all(bookingId) as unknown[];

describe('who may confirm a booking by e-mail', () => {
  let sink: SmtpSink;
  let s: TestService;
  let port: number;
  before(async () => {
    sink = await smtpSink();
    s = await startTestService(
      {
        channel: 'email',
        smtpUrl: sink.url,
        publicUrl: 'http://127.0.0.1:9',
        smtpFrom: 'Reconfirm <reconfirm@ops.example>',
        replyTo: REPLY_TO,
        inbound: { smtpPort: 0 },
        channels: { fallback: {} },
      },
      { dnsResolver: zone },
    );
    port = s.service.inbound!.smtpPort!;
  });
  after(async () => {
    await s.stop();
    await sink.close();
  });

  /** Books `code` in an account and waits for the request the hotel gets (the nth one carrying that code). */
  const book = async (api: Api, code: string) => {
    const before = sink.mails.filter((m) => m.raw.includes(code)).length;
    const b = makeBooking({ BookingCode: code, Hotel: { ...makeBooking().Hotel, ContactDetails: { Emails: ['res@miramar.example'] } } });
    await api.addAndWait([b]);
    const mail = await waitFor(`the request for ${code}`, () => sink.mails.filter((m) => m.raw.includes(code))[before], 15_000, 25);
    return { bookingId: code, ...requestOf(mail) };
  };

  it("a stranger's mail naming the booking code in its subject confirms nothing: review with the reason, no booking.confirmed", async () => {
    const code = `STR-${process.pid}`;
    const req = await book(s.api, code);
    const response = await deliverTo(port, {
      from: 'attacker@evil.example',
      to: REPLY_TO,
      subject: `Re: ${code}`,
      text: 'Hello, the reservation is confirmed, our reference 55121.',
    });
    const row = await readMessage(s, storedAs(response));
    assert.equal(row.matched_by, 'subject');
    const data = (await s.api.getBooking(req.bookingId)).body.data;
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'ESCALATED');
    assert.equal(data.BookingDetails.Supplier.HCN, null);
    assert.deepEqual(data.escalationReasons, ['REPLY_NEEDS_REVIEW']);
    const escalation = data.history.find((e: any) => e.kind === 'escalation');
    assert.match(escalation.message, /matched by booking code only/);
    assert.match(escalation.message, /sender attacker@evil\.example is not among the hotel's addresses/);
    assert.match(escalation.message, /55121/, 'the operator sees what it claimed');
    assert.deepEqual(confirmedEvents(s, req.bookingId), []);
    const mail = data.mail.at(-1);
    assert.deepEqual([mail.auth.dmarc, mail.auth.by], ['none', 'mailauth'], 'evil.example publishes no DMARC policy: the sender checks are what fail it');
    assert.match(mail.note, /matched by booking code only/);
  });

  it("a reply in our thread from an address that is not the hotel's goes to review, not to CONFIRMED", async () => {
    const req = await book(s.api, `THR-${process.pid}`);
    const response = await deliverTo(port, {
      from: 'manager.private@gmail.example',
      to: req.replyTo,
      subject: `Re: ${req.subject}`,
      inReplyTo: req.messageId,
      references: [req.messageId],
      text: 'We confirm the reservation, our confirmation number is 4411.',
    });
    const row = await readMessage(s, storedAs(response));
    assert.equal(row.matched_by, 'token');
    assert.equal(row.sender_unknown, 1);
    const data = (await s.api.getBooking(req.bookingId)).body.data;
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'ESCALATED');
    assert.deepEqual(data.escalationReasons, ['REPLY_NEEDS_REVIEW']);
    const escalation = data.history.find((e: any) => e.kind === 'escalation');
    assert.match(escalation.message, /sender manager\.private@gmail\.example is not among the hotel's addresses/);
    assert.match(escalation.message, /4411/);
    assert.deepEqual(confirmedEvents(s, req.bookingId), []);
  });

  it('a booking code present in two accounts acts on neither: the mail waits in the inbox with the reason', async () => {
    const code = `TWO-${process.pid}`;
    const key = createApiKey(s.db, { accountId: createAccount(s.db, 'second') });
    const other = new Api(s.url, key.accountId, key.apiKey);
    try {
      const mine = await book(s.api, code);
      const theirs = await book(other, code);
      const response = await deliverTo(port, {
        from: 'res@miramar.example',
        to: REPLY_TO,
        subject: `Re: ${code}`,
        text: 'Confirmed, our reference 77001.',
      });
      const row = await readMessage(s, storedAs(response));
      assert.equal(row.status, 'unmatched');
      assert.match(row.note, /booking code found in 2 accounts/);
      for (const [api, bookingId] of [[s.api, mine.bookingId], [other, theirs.bookingId]] as const) {
        const data = (await api.getBooking(bookingId)).body.data;
        assert.equal(data.BookingDetails.ReconfirmationStatus, 'PENDING');
        assert.equal(data.mail?.length ?? 0, 0, 'the mail is attached to neither');
        assert.ok(!data.history.some((e: any) => e.kind === 'mail_received'));
      }
    } finally {
      await other.close();
    }
  });

  it("a token reply from the hotel's address whose domain fails DMARC goes to review, with the verdict shown", async () => {
    const req = await book(s.api, `DMF-${process.pid}`);
    // Handed over by a server the hotel's SPF does not list, and not DKIM-signed: the domain fails DMARC.
    const response = await deliverTo(port, {
      envelope: { from: 'res@miramar.example', to: [req.replyTo] },
      from: 'res@miramar.example',
      to: req.replyTo,
      subject: `Re: ${req.subject}`,
      inReplyTo: req.messageId,
      headers: { Received: receivedFrom('198.51.100.66') },
      text: 'We confirm the reservation, our confirmation number is 66120.',
    });
    const row = await readMessage(s, storedAs(response));
    assert.equal(JSON.parse(row.auth).dmarc, 'fail');
    assert.equal(JSON.parse(row.auth).spf, 'fail');
    const data = (await s.api.getBooking(req.bookingId)).body.data;
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'ESCALATED');
    assert.equal(data.BookingDetails.Supplier.HCN, null);
    const escalation = data.history.find((e: any) => e.kind === 'escalation');
    assert.match(escalation.message, /the sender's domain miramar\.example fails DMARC \(mailauth\)/);
    assert.deepEqual(confirmedEvents(s, req.bookingId), []);
  });

  it("a token reply from the hotel's address, sent by the hotel's server, still confirms; its verdict is kept with it", async () => {
    const req = await book(s.api, `OK-${process.pid}`);
    const response = await deliverTo(port, {
      envelope: { from: 'res@miramar.example', to: [req.replyTo] },
      from: 'Reservas Miramar <res@miramar.example>',
      to: req.replyTo,
      subject: `Re: ${req.subject}`,
      inReplyTo: req.messageId,
      headers: { Received: receivedFrom(HOTEL_MX) },
      text: 'We confirm the reservation, our confirmation number is 88231.',
    });
    const row = await readMessage(s, storedAs(response));
    assert.equal(row.status, 'matched');
    const data = (await s.api.getBooking(req.bookingId)).body.data;
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    assert.equal(data.BookingDetails.Supplier.HCN, '88231');
    assert.equal(confirmedEvents(s, req.bookingId).length, 1);
    const mail = data.mail.at(-1);
    assert.deepEqual([mail.auth.spf, mail.auth.dmarc, mail.auth.domain, mail.auth.by], ['pass', 'pass', 'miramar.example', 'mailauth']);
    assert.equal(mail.note, null);
  });
});

describe("a trusted receiving server's Authentication-Results", () => {
  let sink: SmtpSink;
  let s: TestService;
  let port: number;
  before(async () => {
    sink = await smtpSink();
    // No DNS at all: a failure to resolve must lose nothing and fail nothing.
    const offline = async (name: string): Promise<string[][]> => {
      throw Object.assign(new Error(`queryTxt ECONNREFUSED ${name}`), { code: 'ECONNREFUSED' });
    };
    s = await startTestService(
      {
        channel: 'email',
        smtpUrl: sink.url,
        publicUrl: 'http://127.0.0.1:9',
        smtpFrom: 'Reconfirm <reconfirm@ops.example>',
        replyTo: REPLY_TO,
        inbound: { smtpPort: 0, trustedAuthServIds: ['mx.agency.example'] },
        channels: { fallback: {} },
      },
      { dnsResolver: offline },
    );
    port = s.service.inbound!.smtpPort!;
  });
  after(async () => {
    await s.stop();
    await sink.close();
  });

  const book = async (code: string) => {
    const b = makeBooking({ BookingCode: code, Hotel: { ...makeBooking().Hotel, ContactDetails: { Emails: ['res@miramar.example'] } } });
    await s.api.addAndWait([b]);
    return { bookingId: code, ...requestOf(await sink.waitFor(code)) };
  };

  it('is read when its authserv-id is trusted (a forged one further down is not): dmarc=fail goes to review', async () => {
    const req = await book(`ARF-${process.pid}`);
    const response = await deliverTo(port, {
      from: 'res@miramar.example',
      to: req.replyTo,
      subject: `Re: ${req.subject}`,
      inReplyTo: req.messageId,
      // nodemailer writes custom headers in this order: the trusted server's own on top, the sender's forgery below.
      headers: [
        { key: 'Authentication-Results', value: 'mx.agency.example; spf=fail smtp.mailfrom=miramar.example; dkim=none; dmarc=fail (p=reject) header.from=miramar.example' },
        { key: 'Authentication-Results', value: 'attacker.example; spf=pass; dkim=pass; dmarc=pass header.from=miramar.example' },
      ],
      text: 'We confirm the reservation, our confirmation number is 31337.',
    });
    const row = await readMessage(s, storedAs(response));
    assert.deepEqual(JSON.parse(row.auth), { spf: 'fail', dkim: 'none', dmarc: 'fail', domain: 'miramar.example', by: 'header mx.agency.example' });
    const data = (await s.api.getBooking(req.bookingId)).body.data;
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'ESCALATED');
    assert.match(data.history.find((e: any) => e.kind === 'escalation').message, /fails DMARC \(header mx\.agency\.example\)/);
  });

  it('without a trusted header and without DNS the verdict is temperror, and the hotel reply still confirms', async () => {
    const req = await book(`TMP-${process.pid}`);
    const response = await deliverTo(port, {
      from: 'res@miramar.example',
      to: req.replyTo,
      subject: `Re: ${req.subject}`,
      inReplyTo: req.messageId,
      text: 'We confirm the reservation, our confirmation number is 51000.',
    });
    const row = await readMessage(s, storedAs(response));
    assert.equal(JSON.parse(row.auth).dmarc, 'temperror');
    const data = (await s.api.getBooking(req.bookingId)).body.data;
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    assert.equal(data.BookingDetails.Supplier.HCN, '51000');
  });
});

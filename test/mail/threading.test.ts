import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { checkMailToken, issueMailToken, replyAddress, replyToProblem, tokenFromAddress } from '../../src/domain/mailThreading.js';
import { makeBooking, startTestService, type TestService } from '../helpers.js';
import { headerOf, smtpSink, type SmtpSink } from './support.js';

describe('reply tokens', () => {
  const secret = 'a-secret-of-at-least-16';
  it('a token names its message, survives an MTA that lowercases or uppercases the address, and fits in a local part', () => {
    const token = issueMailToken(secret, 123456789);
    const address = replyAddress('Reservations@Agency.Example', token);
    assert.ok(address.split('@')[0].length <= 64);
    assert.match(token, /^[0-9a-z-]+$/);
    for (const seen of [address, address.toLowerCase(), address.toUpperCase()]) {
      const t = tokenFromAddress(seen, 'reservations@agency.example');
      assert.ok(t, `token read from ${seen}`);
      assert.deepEqual(checkMailToken(secret, t), { ok: true, messagePk: 123456789 });
    }
  });

  it('a forged or altered token, another mailbox or another domain finds nothing', () => {
    const token = issueMailToken(secret, 42);
    assert.equal(checkMailToken('another-secret-entirely', token).ok, false);
    assert.equal(checkMailToken(secret, token.replace(/^16/, '17')).ok, false);
    assert.equal(checkMailToken(secret, `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`).ok, false);
    assert.equal(tokenFromAddress(`sales+${token}@agency.example`, 'reservations@agency.example'), undefined);
    assert.equal(tokenFromAddress(`reservations+${token}@other.example`, 'reservations@agency.example'), undefined);
  });

  it('a replyTo that cannot carry a token is refused with the reason', () => {
    assert.match(replyToProblem('not an address') ?? '', /must be an e-mail address/);
    assert.match(replyToProblem('res+x@agency.example') ?? '', /without a \+tag/);
    assert.match(replyToProblem(`${'r'.repeat(40)}@agency.example`) ?? '', /longer than 32/);
    assert.equal(replyToProblem('reservations@agency.example'), undefined);
  });
});

describe('outgoing requests are threaded', () => {
  let sink: SmtpSink;
  let s: TestService;
  before(async () => {
    sink = await smtpSink();
    s = await startTestService({ channel: 'email', smtpUrl: sink.url, publicUrl: 'http://127.0.0.1:9', smtpFrom: 'Reconfirm <reconfirm@ops.example>', replyTo: 'reservations@agency.example' });
  });
  after(async () => {
    await s.stop();
    await sink.close();
  });

  it('a request carries a stored Message-ID and a Reply-To whose signed token names the request and its booking', async () => {
    const b = makeBooking({ BookingCode: `TH-${process.pid}`, Hotel: { ...makeBooking().Hotel, ContactDetails: { Emails: ['res@miramar.example'] } } });
    await s.api.addAndWait([b]);
    const mail = await sink.waitFor(b.BookingCode);
    const replyTo = headerOf(mail.raw, 'Reply-To');
    const messageId = headerOf(mail.raw, 'Message-ID');
    assert.match(replyTo ?? '', /^reservations\+[0-9a-z]+-[a-z2-7]{20}@agency\.example$/);
    assert.match(messageId ?? '', /^<reconfirm\.[0-9a-z]+\.[0-9a-f]{12}@agency\.example>$/);
    const row = s.db.$client.prepare("SELECT m.id, m.message_id AS messageId, m.token_hash AS tokenHash, l.contact_id AS contactId, b.booking_id AS bookingId FROM mail_messages m JOIN mail_links l ON l.message_pk = m.id JOIN bookings b ON b.id = l.booking_pk WHERE m.direction = 'out'").get() as any;
    assert.equal(`<${row.messageId}>`, messageId);
    assert.equal(row.bookingId, b.BookingCode);
    const contact = s.db.$client.prepare('SELECT booking_pk FROM hotel_contacts WHERE id = ?').get(row.contactId);
    assert.ok(contact, 'the message is linked to the contact attempt it carried');
    const token = tokenFromAddress(replyTo!, 'reservations@agency.example')!;
    const check = checkMailToken(s.service.ctx.config.tokenSecret ?? (s.db.$client.prepare("SELECT value FROM service_secrets WHERE name = 'reply-token'").get() as any).value, token);
    assert.deepEqual(check, { ok: true, messagePk: row.id });
  });
});

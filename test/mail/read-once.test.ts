// A received message is applied once, however many readers get to it. On PostgreSQL a second instance takes over a
// `mail.read` job whose lease lapsed while the first was still reading it (a slow DNS lookup for DKIM, a paused
// process): both found the message `received` before either had recorded it, and both applied it (two history
// entries, an answer counted twice). The outcome is now recorded only if the message is still as its reader found
// it, and the bookings are read again inside that transaction.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { engineFor } from '../../src/daemon/engine/state.js';
import { readReceivedMail } from '../../src/daemon/mail/read.js';
import { storeIncomingMail } from '../../src/store/mail.js';
import { makeBooking, noDns, startTestService, type TestService } from '../helpers.js';
import { headerOf, smtpSink, type SmtpSink } from './support.js';

let sink: SmtpSink;
let s: TestService;
before(async () => {
  sink = await smtpSink();
  // No workers: the test runs the queue by hand, and reads the message itself, twice at once.
  s = await startTestService(
    { channel: 'email', smtpUrl: sink.url, publicUrl: 'http://127.0.0.1:9', smtpFrom: 'Reconfirm <reconfirm@ops.example>', replyTo: 'reservations@agency.example', channels: { fallback: {} } },
    { workers: false, scheduler: false },
  );
});
after(async () => {
  await s.stop();
  await sink.close();
});

/** A hotel's plain-text answer to the request the sink caught, with the Message-ID given. */
const answer = (request: { raw: string }, messageId: string, text: string) =>
  [
    'From: Reservas Miramar <res@miramar.example>',
    `To: ${headerOf(request.raw, 'Reply-To')}`,
    `Subject: Re: ${headerOf(request.raw, 'Subject')}`,
    `Message-ID: <${messageId}>`,
    `In-Reply-To: ${headerOf(request.raw, 'Message-ID')}`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    '',
  ].join('\r\n');

it('two readers of one received message at once: it is applied once, and the second reader applies nothing', async () => {
  const code = `ONCE-${process.pid}`;
  const b = makeBooking({ BookingCode: code, Hotel: { ...makeBooking().Hotel, ContactDetails: { Emails: ['res@miramar.example'] } } });
  assert.equal((await s.api.addBookings([b])).status, 200);
  await s.service.runner.drain();
  const request = await sink.waitFor(code);
  const raw = answer(request, `once-${process.pid}@miramar.example`, 'Buenos días, confirmamos la reserva. Nuestro número de confirmación es 77120.');
  const { messagePk } = storeIncomingMail(s.db, { source: 'smtp', recipients: ['reservations@agency.example'], raw: Buffer.from(raw), keepBytes: 1 << 20, now: Date.now() });
  const deps = { db: s.db, config: s.config, now: () => Date.now(), secret: () => engineFor(s.service.ctx).tokenSecret(), resolver: noDns };

  const results = await Promise.all([readReceivedMail(deps, messagePk), readReceivedMail(deps, messagePk)]);
  assert.deepEqual(results.map((r) => r.effects.length).sort(), [0, 1], 'one reader applied it, the other nothing');
  const data = (await s.api.getBooking(code)).body.data;
  assert.equal(data.BookingDetails.ReconfirmationStatus, 'CONFIRMED');
  assert.equal(data.BookingDetails.Supplier.HCN, '77120');
  assert.equal(data.history.filter((e: any) => e.kind === 'mail_received').length, 1, 'the e-mail is in the history once');
  assert.equal(data.history.filter((e: any) => e.kind === 'transition' && e.toStatus === 'CONFIRMED').length, 1);
  assert.equal(data.mail.length, 1);
});

it('two copies of one message (the same Message-ID, stored twice) read at once: one is applied, the other is a duplicate', async () => {
  const code = `COPIES-${process.pid}`;
  const b = makeBooking({ BookingCode: code, Hotel: { ...makeBooking().Hotel, ContactDetails: { Emails: ['res@miramar.example'] } } });
  assert.equal((await s.api.addBookings([b])).status, 200);
  await s.service.runner.drain();
  const request = await sink.waitFor(code);
  const raw = answer(request, `copies-${process.pid}@miramar.example`, 'Buenos días, confirmamos la reserva. Nuestro número de confirmación es 77121.');
  // An MTA's retry after a lost answer, or the hotel writing to two of our addresses: two rows, one Message-ID.
  const pks = [1, 2].map(() => storeIncomingMail(s.db, { source: 'smtp', recipients: ['reservations@agency.example'], raw: Buffer.from(raw), keepBytes: 1 << 20, now: Date.now() }).messagePk);
  assert.notEqual(pks[0], pks[1]);
  const deps = { db: s.db, config: s.config, now: () => Date.now(), secret: () => engineFor(s.service.ctx).tokenSecret(), resolver: noDns };

  const results = await Promise.all(pks.map((pk) => readReceivedMail(deps, pk)));
  assert.deepEqual(results.map((r) => r.status).sort(), ['duplicate', 'matched'], JSON.stringify(results));
  const data = (await s.api.getBooking(code)).body.data;
  assert.equal(data.BookingDetails.Supplier.HCN, '77121');
  assert.equal(data.history.filter((e: any) => e.kind === 'mail_received').length, 1, 'the e-mail is in the history once');
  assert.equal(data.history.filter((e: any) => e.kind === 'transition' && e.toStatus === 'CONFIRMED').length, 1);
});

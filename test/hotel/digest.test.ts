import assert from 'node:assert/strict';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { makeBooking, sleep, startTestService, waitFor, type TestService } from '../helpers.js';
// The booking's amount (540.25) as any page or mail would print it, as a number of its own: a bare /540/ also matched a
// random MIME boundary or link token now and then (a flaky test: "--_NmP-54044582461827cd-Part_1").
const NO_AMOUNT = /(?<![\w.,])540[.,]25(?!\w)/;

// The flags of the reply-page browser test (test/engine/webform.test.ts).
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function freePort(): Promise<number> {
  const srv = createNetServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as AddressInfo).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

const unQuote = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));

describe('one digest per hotel', () => {
  let smtp: SMTPServer;
  const inbox: { to: string[]; raw: string }[] = [];
  let s: TestService;
  let browser: Browser;

  before(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (d) => (raw += d));
        stream.on('end', () => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          done();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    const port = await freePort();
    s = await startTestService({ port, channel: 'email', smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`, publicUrl: `http://127.0.0.1:${port}`, replyTo: 'reservations@agency.example' });
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  });
  after(async () => {
    await browser?.close();
    await s.stop();
    await new Promise<void>((r) => smtp.close(() => r()));
  });

  it('three bookings of one hotel go out as ONE e-mail; its page, in Spanish then German, confirms two with their own numbers and records one as not found', async () => {
    const hotel = { ...makeBooking().Hotel, Name: 'Hotel Sol', ContactDetails: { Emails: ['reservas@sol.example'] } };
    const [a, b, c] = [1, 2, 3].map((n) => makeBooking({ BookingCode: `DG-${process.pid}-${n}`, CheckIn: `2027-03-1${n}`, CheckOut: `2027-03-1${n + 3}`, Hotel: hotel, Guest: { ...makeBooking().Guest, LeadName: `Guest ${n}` } }));
    await s.api.addAndWait([a, b, c]);
    const mail = await waitFor('the digest e-mail', () => inbox.find((m) => m.raw.includes(a.BookingCode)), 15_000);
    await sleep(300); // any second message would be on its way by now
    const ours = inbox.filter((m) => m.raw.includes('DG-'));
    assert.equal(ours.length, 1, 'one SMTP message for the three bookings');
    assert.deepEqual(mail.to, ['reservas@sol.example']);
    const text = unQuote(mail.raw).replace(/\r\n[ \t]+/g, ' ');
    assert.match(text, /Subject: Rogamos reconfirmen 3 reservas: Hotel Sol, llegadas del 2027-03-11 al 2027-03-13/);
    for (const x of [a, b, c]) assert.ok(text.includes(x.BookingCode), `the digest lists ${x.BookingCode}`);
    assert.doesNotMatch(text, NO_AMOUNT, 'no amount by default');
    // Threaded as one e-mail: a plus-addressed Reply-To and a Message-ID, stored once for the three attempts.
    assert.match(text, /Reply-To: reservations\+[a-z0-9-]+@agency\.example/i);
    assert.match(text, /Message-ID: <[^>]+>/i);
    const link = /(http:\/\/127\.0\.0\.1:\d+\/hotel\/digest\/[\w.-]+)/.exec(text)?.[1];
    assert.ok(link, 'one reply link for the digest');

    const page = await browser.newPage();
    await page.goto(link);
    assert.equal(await page.locator('h1').textContent(), 'Rogamos confirmen 3 reservas');
    await page.getByRole('link', { name: 'Deutsch' }).click();
    assert.equal(await page.locator('h1').textContent(), 'Bitte bestätigen Sie 3 Buchungen');
    assert.ok(page.url().endsWith('?lang=de'));
    const row = (code: string) => page.locator(`tr[data-booking="${code}"]`);
    await row(a.BookingCode).getByLabel('Bestätigt').check();
    await row(a.BookingCode).getByRole('textbox').first().fill('SOL-4411');
    // A number typed without choosing: the page asks for the choice, in German, keeping what was typed.
    await row(b.BookingCode).getByRole('textbox').first().fill('SOL-4412');
    await row(c.BookingCode).getByLabel('Nicht gefunden').check();
    await page.getByRole('button', { name: 'Antworten senden' }).click();
    assert.match((await page.locator('.errors').textContent()) ?? '', new RegExp(`Buchung ${b.BookingCode}: geben Sie ihre Bestätigungsnummer ein`));
    await row(b.BookingCode).getByLabel('Bestätigt').check();
    await page.getByRole('button', { name: 'Antworten senden' }).click();
    assert.equal(await page.locator('h1').textContent(), 'Vielen Dank: Ihre Antworten sind erfasst');
    const done = (await page.locator('table').textContent()) ?? '';
    assert.ok(done.includes('bestätigt mit der Nummer SOL-4411') && done.includes('bestätigt mit der Nummer SOL-4412') && done.includes('als nicht gefunden vermerkt'), done);
    await page.close();

    const view = async (code: string) => (await s.api.getBooking(code)).body.data;
    assert.equal((await view(a.BookingCode)).BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    assert.equal((await view(a.BookingCode)).BookingDetails.Supplier.HCN, 'SOL-4411');
    assert.equal((await view(b.BookingCode)).BookingDetails.Supplier.HCN, 'SOL-4412');
    const third = await view(c.BookingCode);
    assert.equal(third.BookingDetails.ReconfirmationStatus, 'ESCALATED');
    assert.deepEqual(third.escalationReasons, ['HOTEL_REPORTS_NO_BOOKING']);
    // Each booking counts its own attempt, all in the one digest.
    for (const x of [a, b, c]) assert.match((await view(x.BookingCode)).history.find((h: any) => h.kind === 'hotel_contact').message, /in one digest with/);
  });
});

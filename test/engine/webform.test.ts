import assert from 'node:assert/strict';
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { linkFrom, makeBooking, ROOT, sleep, startTestService, tempDir, type TestService } from '../helpers.js';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

describe('the reply page in a real headless Chromium', () => {
  let s: TestService;
  let browser: Browser;
  const shots = tempDir('reconfirm-shots-');

  before(async () => {
    // The test hotel is in Spain; this suite reads the English page (the language tests are in test/hotel/).
    s = await startTestService({ channel: 'webform', languages: { byMasterProvider: { TestProvider: 'en' } } });
    // launch() gives the browser a new, empty user-data-dir of its own and removes it on close.
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  });
  after(async () => {
    await browser?.close();
    await s.stop();
    shots.cleanup();
  });

  async function linkFor(bookingId: string): Promise<string> {
    for (let i = 0; i < 200; i++) {
      const history = (await s.api.getBooking(bookingId)).body.data?.history ?? [];
      if (history.some((e: any) => e.kind === 'hotel_contact')) return linkFrom(history);
      await sleep(25);
    }
    throw new Error(`no contact attempt for ${bookingId}`);
  }

  it('opens the link, fills the HCN, submits, and shows the booking confirmed', async () => {
    const base = makeBooking();
    const b = makeBooking({
      BookingCode: 'BK-240117',
      Supplier: { Name: 'BedBank', ReferenceNo: 'SUP-77120' },
      SpecialRequest: 'Late arrival around 23:00, quiet room please',
      Guest: { ...base.Guest, LeadName: 'Maria Lopez', Adults: 2, AllGuests: [{ Name: 'Maria Lopez', Title: 'Ms', Age: 34, Type: 'Adult' }, { Name: 'Javier Ruiz', Title: 'Mr', Age: 36, Type: 'Adult' }] },
    });
    await s.api.addAndWait([b]);
    const link = await linkFor(b.BookingCode);

    const page = await browser.newPage({ viewport: { width: 900, height: 1000 }, javaScriptEnabled: false });
    const res = await page.goto(link);
    assert.equal(res?.status(), 200);
    assert.equal(await page.locator('h1').textContent(), 'Please confirm booking BK-240117');
    assert.ok((await page.locator('dl').textContent())?.includes('Double Sea View'));
    await page.fill('#hcn', 'MIR-88231');
    // The README's screenshot is refreshed on request only, so a test run leaves the work tree clean.
    const shot = process.env.RECONFIRM_UPDATE_SCREENSHOT ? join(ROOT, 'docs', 'reply-page.png') : join(shots.dir, 'reply-page.png');
    mkdirSync(dirname(shot), { recursive: true });
    await page.screenshot({ path: shot, fullPage: true });
    assert.ok(statSync(shot).size > 10_000);

    await page.click('button[value=confirm]');
    await page.waitForLoadState();
    assert.equal(await page.locator('h1').textContent(), 'Booking BK-240117 is confirmed');
    assert.ok((await page.locator('.sub').textContent())?.includes('MIR-88231'));

    const data = (await s.api.getBooking(b.BookingCode)).body.data;
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    assert.equal(data.BookingDetails.Supplier.HCN, 'MIR-88231');

    const reused = await page.goto(link);
    assert.equal(reused?.status(), 410);
    assert.equal(await page.locator('h1').textContent(), 'This link has already been used');
    await page.close();
  });

  it('a corrected check-in submitted in the browser escalates DATA_DISCREPANCY and lists the difference', async () => {
    const b = makeBooking();
    await s.api.addAndWait([b]);
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(await linkFor(b.BookingCode));
    await page.click('summary');
    await page.fill('#checkIn', '2027-03-12');
    await page.fill('#hcn', 'MIR-1');
    await page.click('button[value=confirm]');
    await page.waitForLoadState();
    assert.equal(await page.locator('h1').textContent(), 'Thank you, we noted the differences');
    assert.match((await page.locator('table').textContent()) ?? '', /CheckIn\s*2027-03-10\s*2027-03-12/);
    const data = (await s.api.getBooking(b.BookingCode)).body.data;
    assert.deepEqual(data.escalationReasons, ['DATA_DISCREPANCY']);
    await page.close();
  });
});

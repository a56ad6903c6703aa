import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { request } from 'undici';
import { HOUR } from '../../src/domain/clock.js';
import { engineHarness, linkFrom, makeBooking, type EngineHarness } from '../helpers.js';

let h: EngineHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

async function fetchPage(url: string, form?: Record<string, string>) {
  const res = await request(url, form ? { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() } : {});
  return { status: res.statusCode, text: await res.body.text(), headers: res.headers };
}

describe('re-open on update (fake clock, webform channel)', () => {
  it('an update of the dates after a discrepancy re-opens the booking, tells the hotel the new data, and retires the old link', async () => {
    h = await engineHarness({ channel: 'webform', languages: { byMasterProvider: { TestProvider: 'en' } } });
    const b = makeBooking({ BookingCode: `RO-${process.pid}`, CheckIn: '2027-03-10T14:00:00Z', CheckOut: '2027-03-13T10:00:00Z' });
    await h.add([b]);
    const firstLink = linkFrom(await h.history(b.BookingCode));
    const answered = await fetchPage(firstLink, { hcn: 'MIR-1', checkIn: '2027-03-11', checkOut: '2027-03-13', action: 'confirm' });
    assert.equal(answered.status, 200);
    assert.match(answered.text, /we noted the differences/);
    let data = await h.get(b.BookingCode);
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'ESCALATED');
    assert.deepEqual(data.escalationReasons, ['DATA_DISCREPANCY']);
    assert.equal(data.nextContactAt, null, 'the hotel answered: no reminder is planned');

    h.clock.advance(2 * HOUR);
    const patched = await h.s.api.update(b.BookingCode, { CheckIn: '2027-03-11T14:00:00Z' });
    assert.equal(patched.status, 200);
    await h.drain();
    data = await h.get(b.BookingCode);
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'PENDING');
    assert.equal(data.contactAttempts, 1);
    assert.deepEqual(data.escalationReasons, []);
    const contacts = data.history.filter((e: any) => e.kind === 'hotel_contact');
    assert.equal(contacts.length, 2);
    assert.match(contacts[1].message, /with the updated booking/);

    const secondLink = linkFrom(data.history);
    assert.notEqual(secondLink, firstLink);
    const old = await fetchPage(firstLink);
    assert.equal(old.status, 410);
    const page = await fetchPage(secondLink);
    assert.equal(page.status, 200);
    assert.match(page.text, /2027-03-11/, 'the page shows the new check-in');

    const confirmed = await fetchPage(secondLink, { hcn: 'MIR-2', action: 'confirm' });
    assert.match(confirmed.text, /is confirmed/);
    data = await h.get(b.BookingCode);
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    assert.equal(data.BookingDetails.Supplier.HCN, 'MIR-2');
  });

  it('a contact cut short by a crash after its attempt was written is sent again as it was, not as an update', async () => {
    h = await engineHarness({ channel: 'webform', languages: { byMasterProvider: { TestProvider: 'en' } } });
    const b = makeBooking();
    await h.add([b]);
    const [{ id: pk }] = h.sql('SELECT id FROM bookings WHERE booking_id = ?', b.BookingCode);
    // What a kill between the attempt's commit and its outcome's leaves: the attempt SENDING, the booking not counting
    // it, and the contact's job still there to run again.
    h.s.db.$client.prepare("UPDATE hotel_contacts SET status = 'SENDING' WHERE booking_pk = ?").run(pk);
    h.s.db.$client.prepare('UPDATE bookings SET attempts = 0 WHERE id = ?').run(pk);
    const { scheduleContact } = await import('../../src/daemon/pipeline.js');
    scheduleContact(h.s.db, { id: pk, priority: 0, checkIn: b.CheckIn }, h.clock.now(), h.clock.now());
    await h.drain();
    const contacts = await h.history(b.BookingCode, 'hotel_contact');
    assert.equal(contacts.length, 2);
    assert.doesNotMatch(contacts[1].message, /updated booking/, 'the booking did not change');
    assert.deepEqual(h.sql('SELECT status FROM hotel_contacts WHERE booking_pk = ? ORDER BY id', pk).map((r) => r.status), ['SENDING', 'SENT'], 'the first link is not retired');
  });

  it('after a re-open each reason can be raised again, once', async () => {
    h = await engineHarness({ channel: 'manual' });
    const b = makeBooking({ CheckIn: '2026-12-01T20:00:00Z', CheckOut: '2026-12-03T10:00:00Z', Refundable: false });
    await h.add([b]);
    assert.ok((await h.get(b.BookingCode)).escalationReasons.includes('ARRIVAL_IMMINENT'));
    await h.s.api.update(b.BookingCode, { CheckIn: '2026-12-01T22:00:00Z' });
    await h.drain();
    await h.advance(1);
    const data = await h.get(b.BookingCode);
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'ESCALATED');
    const imminent = data.history.filter((e: any) => e.kind === 'escalation' && /^ARRIVAL_IMMINENT/.test(e.message));
    assert.equal(imminent.length, 2, 'once before and once after the re-open');
  });
});

describe('reply tokens (fake clock, webform channel)', () => {
  it('a forged token gets 403, an expired one 410, a used one 410, each with a clear page', async () => {
    h = await engineHarness({ channel: 'webform', policy: { tokenTtlHours: 24 }, languages: { byMasterProvider: { TestProvider: 'en' } } });
    const b = makeBooking();
    await h.add([b]);
    const link = linkFrom(await h.history(b.BookingCode));
    const token = link.split('/').pop()!;
    const [id, exp, sig] = token.split('.');

    const forged = await fetchPage(link.replace(token, `${id}.${Number(exp) + 86400}.${sig}`));
    assert.equal(forged.status, 403);
    assert.match(forged.text, /This link is not valid/);
    assert.equal((await fetchPage(link.replace(token, 'nonsense'))).status, 403);

    const missing = await fetchPage(link, { hcn: '', action: 'confirm' });
    assert.equal(missing.status, 400, 'no HCN: the form asks again and the link stays usable');
    assert.match(missing.text, /Enter your hotel confirmation number/);

    h.clock.advance(25 * HOUR);
    const expired = await fetchPage(link);
    assert.equal(expired.status, 410);
    assert.match(expired.text, /This link has expired/);
    h.clock.advance(-25 * HOUR);

    const ok = await fetchPage(link, { hcn: 'HX 42', action: 'confirm' });
    assert.equal(ok.status, 200);
    assert.match(ok.headers['content-security-policy'] as string, /default-src 'none'/);
    const again = await fetchPage(link, { hcn: 'HX 43', action: 'confirm' });
    assert.equal(again.status, 410);
    assert.match(again.text, /already been used/);
    assert.equal((await h.get(b.BookingCode)).BookingDetails.Supplier.HCN, 'HX 42');
  });

  it("the problem pages speak the hotel's language (expired, used); a link we cannot trust, the browser's or ?lang=; the JSON API stays English", async () => {
    h = await engineHarness({ channel: 'webform', policy: { tokenTtlHours: 24 } });
    const b = makeBooking({ Hotel: { ...makeBooking().Hotel, Name: 'Hotel Sol', CountryCode: 'ES', MasterProvider: undefined } });
    await h.add([b]);
    const link = linkFrom(await h.history(b.BookingCode));
    const token = link.split('/').pop()!;
    const [id, exp, sig] = token.split('.');
    const page = async (url: string, headers: Record<string, string> = {}) => {
      const res = await request(url, { headers });
      return { status: res.statusCode, text: await res.body.text() };
    };

    h.clock.advance(25 * HOUR);
    const expired = await page(link);
    assert.equal(expired.status, 410);
    assert.match(expired.text, /<html lang="es">/);
    assert.match(expired.text, /Este enlace ha caducado/);
    h.clock.advance(-25 * HOUR);

    assert.equal((await fetchPage(link, { hcn: 'SOL-1', action: 'confirm' })).status, 200);
    const used = await page(link);
    assert.equal(used.status, 410);
    assert.match(used.text, /Este enlace ya se ha utilizado/);
    assert.match(used.text, /Recibimos una respuesta a través de este enlace el \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);

    const forgedLink = link.replace(token, `${id}.${Number(exp) + 86400}.${sig}`);
    assert.match((await page(forgedLink)).text, /This link is not valid/, 'nothing trusted, no browser language: the default');
    const german = await page(forgedLink, { 'accept-language': 'fr;q=0.4, de-DE, en;q=0.8' });
    assert.match(german.text, /<html lang="de">/);
    assert.match(german.text, /Dieser Link ist nicht gültig/);
    assert.match((await page(`${forgedLink}?lang=it`, { 'accept-language': 'de' })).text, /Questo link non è valido/);

    const json = await request(link.replace(/\/hotel\/respond\/.*/, '/hotel/replies'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, hcn: 'SOL-2' }) });
    const body = (await json.body.json()) as any;
    assert.equal(json.statusCode, 410);
    assert.match(body.error.message, /^This link has already been used: An answer was received through this link on .* UTC\. Thank you; there is nothing more to do\.$/);
  });

  it('escapes what the booking says, and "we have no such booking" escalates HOTEL_REPORTS_NO_BOOKING', async () => {
    h = await engineHarness({ channel: 'webform', languages: { byMasterProvider: { TestProvider: 'en' } } });
    const b = makeBooking({ SpecialRequest: '<script>alert(1)</script> late arrival', Guest: { ...makeBooking().Guest, LeadName: 'Zoë <b>O"Brien</b>' } });
    await h.add([b]);
    const link = linkFrom(await h.history(b.BookingCode));
    const page = await fetchPage(link);
    assert.equal(page.status, 200);
    assert.doesNotMatch(page.text, /<script>|<b>O/);
    assert.match(page.text, /&lt;script&gt;alert\(1\)&lt;\/script&gt; late arrival/);
    const r = await fetchPage(link, { action: 'no_booking' });
    assert.equal(r.status, 200);
    const data = await h.get(b.BookingCode);
    assert.deepEqual(data.escalationReasons, ['HOTEL_REPORTS_NO_BOOKING']);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { request } from 'undici';
import { engineHarness, linkFrom, makeBooking } from '../helpers.js';

const get = async (url: string) => {
  const r = await request(url);
  return { status: r.statusCode, html: await r.body.text() };
};
const answer = async (link: string, body: Record<string, unknown>) => {
  const token = link.split('/').pop()!;
  const r = await request(link.replace(/\/hotel\/respond\/.*$/, '/hotel/replies'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, token }) });
  return (await r.body.json()) as any;
};

describe('the reply page speaks the hotel language and shows what the agency allows', () => {
  it('a hotel in Spain gets the page in Spanish, with no amount; ?lang=de switches to German and keeps the token', async () => {
    const h = await engineHarness({ channel: 'webform' });
    try {
      const b = makeBooking({ CheckIn: '2027-03-10', CheckOut: '2027-03-13' });
      await h.add([b]);
      const link = linkFrom(await h.history(b.BookingCode));
      const es = await get(link);
      assert.equal(es.status, 200);
      assert.match(es.html, /<html lang="es">/);
      assert.match(es.html, new RegExp(`Rogamos confirmen la reserva ${b.BookingCode}`));
      assert.match(es.html, /mié, 10 mar 2027/);
      assert.doesNotMatch(es.html, /(?<![\w.,])540[.,]25(?!\w)/);
      const token = link.split('/').pop()!;
      for (const lang of ['en', 'es', 'fr', 'de', 'it', 'pt']) assert.ok(es.html.includes(`href="?lang=${lang}"`), `the switch links ${lang}`);
      const de = await get(`${link}?lang=de`);
      assert.match(de.html, /<html lang="de">/);
      assert.match(de.html, new RegExp(`Bitte bestätigen Sie die Buchung ${b.BookingCode}`));
      assert.match(de.html, /Mi\., 10\. März 2027/);
      assert.ok(link.endsWith(token));
    } finally {
      await h.stop();
    }
  });

  it('a rate the hotel states is not compared by default, and is compared where the provider discloses the amount', async () => {
    const quiet = await engineHarness({ channel: 'webform' });
    try {
      const b = makeBooking();
      await quiet.add([b]);
      const r = await answer(linkFrom(await quiet.history(b.BookingCode)), { hcn: 'MIR-1', amount: 612.5, currency: 'EUR' });
      assert.equal(r.data.ReconfirmationStatus, 'CONFIRMED', JSON.stringify(r));
    } finally {
      await quiet.stop();
    }
    const open = await engineHarness({ channel: 'webform', disclosure: { byMasterProvider: { TestProvider: { amount: true } } } });
    try {
      const b = makeBooking();
      await open.add([b]);
      const link = linkFrom(await open.history(b.BookingCode));
      assert.match((await get(link)).html, /540\.25 EUR/);
      const r = await answer(link, { hcn: 'MIR-1', amount: 612.5, currency: 'EUR' });
      assert.equal(r.data.ReconfirmationStatus, 'ESCALATED');
      assert.deepEqual(r.data.verdict.discrepancies, [{ field: 'BookingAmount', booked: 540.25, hotel: 612.5 }]);
    } finally {
      await open.stop();
    }
  });
});

// Issue 24 item 4: the reply endpoints cannot be used against the service (real HTTP on 127.0.0.1, real SMTP for the digest).
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { request } from 'undici';
import { engineHarness, linkFrom, makeBooking, waitFor, type EngineHarness } from '../helpers.js';

const tokenOf = (link: string) => link.split('/').pop()!;

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const r = await request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: r.statusCode, headers: r.headers, body: (await r.body.json()) as any };
}

async function postForm(url: string, form: string, contentType = 'application/x-www-form-urlencoded') {
  const r = await request(url, { method: 'POST', headers: { 'content-type': contentType }, body: form });
  return { status: r.statusCode, contentType: String(r.headers['content-type']), html: await r.body.text() };
}

describe('POST /hotel/replies: answers without an HCN to one token are merged and capped', () => {
  let h: EngineHarness;
  before(async () => {
    h = await engineHarness({ channel: 'webform', limits: { repliesWithoutHcnPerHour: 5 } });
  });
  after(() => h.stop());

  it('30 answers without an HCN leave one reply and one history entry; past 5 in the hour they get 429; the HCN still confirms', async () => {
    const b = makeBooking();
    await h.add([b]);
    const token = tokenOf(linkFrom(await h.history(b.BookingCode)));
    const url = `${h.s.url}/hotel/replies`;
    // Four at once, then 26 in turn.
    const burst = await Promise.all([0, 1, 2, 3].map((i) => postJson(url, { token, note: `at once ${i}` })));
    const statuses: number[] = burst.map((r) => r.status);
    let limited: Awaited<ReturnType<typeof postJson>> | undefined;
    for (let i = 4; i < 30; i++) {
      const r = await postJson(url, { token, note: `still checking ${i}` });
      statuses.push(r.status);
      if (r.status === 429) limited ??= r;
    }
    assert.deepEqual(statuses.slice(0, 5), [200, 200, 200, 200, 200]);
    assert.ok(statuses.slice(5).every((s) => s === 429), statuses.join(','));
    assert.equal(limited!.body.error.code, 'RATE_LIMITED');
    assert.match(limited!.body.error.message, /5 times without a confirmation number/);
    assert.ok(Number(limited!.headers['retry-after']) > 0 && Number(limited!.headers['retry-after']) <= 3600);

    const pk = h.sql('SELECT id FROM bookings WHERE booking_code = ?', b.BookingCode)[0].id;
    const replies = h.sql('SELECT times, "values" FROM hotel_replies WHERE booking_pk = ?', pk);
    assert.equal(replies.length, 1, 'one reply row for the merged answers');
    assert.equal(replies[0].times, 5);
    assert.equal(JSON.parse(replies[0].values).note, 'still checking 4', 'the row holds the latest answer');
    const said = await h.history(b.BookingCode, 'hotel_reply');
    assert.equal(said.length, 1, 'one history entry, updated');
    assert.match(said[0].message, /no HCN given yet \(5 such answers to this request, the last at /);

    // An hour after the first, five more are taken; the number itself is never held back.
    h.clock.advance(60 * 60 * 1000);
    assert.equal((await postJson(url, { token, note: 'next hour' })).status, 200);
    const done = await postJson(url, { token, hcn: 'HCN-77' });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.equal(done.body.data.ReconfirmationStatus, 'CONFIRMED');
    assert.equal(h.sql('SELECT count(*) AS n FROM hotel_replies WHERE booking_pk = ?', pk)[0].n, 2, 'the merged row and the confirmation');
  });
});

describe('the reply page takes only an explicit answer, and only as a form', () => {
  let h: EngineHarness;
  before(async () => {
    h = await engineHarness({ channel: 'webform' });
  });
  after(() => h.stop());

  it('an empty form, or one without the button\'s action, is refused with a page saying what to do; nothing is recorded', async () => {
    const b = makeBooking({ SpecialRequest: 'late arrival' });
    await h.add([b]);
    const link = linkFrom(await h.history(b.BookingCode));
    for (const form of ['', 'hcn=&specialRequestNoted=yes', 'hcn=H-1&leadName=Someone', 'action=maybe&hcn=H-1']) {
      const r = await postForm(`${link}?lang=en`, form);
      assert.equal(r.status, 400, `form "${form}"`);
      assert.match(r.contentType, /^text\/html/);
      assert.match(r.html, /Choose what you answer with one of the buttons below/);
    }
    assert.equal((await h.get(b.BookingCode)).BookingDetails.ReconfirmationStatus, 'PENDING');
    assert.deepEqual(await h.history(b.BookingCode, 'hotel_reply'), []);
    // The link still works for the real answer.
    const ok = await postForm(link, 'action=confirm&hcn=H-9&specialRequestNoted=yes');
    assert.equal(ok.status, 200, ok.html.slice(0, 300));
    assert.equal((await h.get(b.BookingCode)).BookingDetails.ReconfirmationStatus, 'CONFIRMED');
  });

  it('JSON (or text) posted to the page answers 415 and escalates nothing', async () => {
    const b = makeBooking({ SpecialRequest: 'late arrival' });
    await h.add([b]);
    const link = linkFrom(await h.history(b.BookingCode));
    for (const [type, body] of [['application/json', '{}'], ['application/json', '{"action":"confirm","hcn":"H-1"}'], ['text/plain', 'action=confirm']]) {
      const r = await postForm(link, body, type);
      assert.equal(r.status, 415, `${type} ${body}`);
      assert.match(r.contentType, /^text\/html/);
    }
    assert.equal((await h.get(b.BookingCode)).BookingDetails.ReconfirmationStatus, 'PENDING');
    assert.deepEqual(await h.history(b.BookingCode, 'hotel_reply'), []);
  });
});

describe('unpaired surrogates are refused where text comes in, as NUL is', () => {
  let h: EngineHarness;
  before(async () => {
    h = await engineHarness({ channel: 'webform' });
  });
  after(() => h.stop());

  it('a reply whose note or HCN holds \\ud800 answers 400 naming the field and records nothing', async () => {
    const b = makeBooking();
    await h.add([b]);
    const token = tokenOf(linkFrom(await h.history(b.BookingCode)));
    // JSON.stringify writes a lone surrogate as the escape \ud800, as a hostile client would send it.
    const r = await postJson(`${h.s.url}/hotel/replies`, { token, note: 'broken \ud800 text', hcn: 'H\udc00-1' });
    assert.equal(r.status, 400);
    assert.deepEqual(r.body.error.details.map((d: any) => d.path).sort(), ['hcn', 'note']);
    assert.match(r.body.error.details[0].message, /unpaired UTF-16 surrogate/);
    assert.deepEqual(await h.history(b.BookingCode, 'hotel_reply'), []);
    // A paired surrogate (an emoji) is ordinary text.
    const fine = await postJson(`${h.s.url}/hotel/replies`, { token, note: 'thanks 🙂', hcn: 'H-2' });
    assert.equal(fine.body.data?.ReconfirmationStatus, 'CONFIRMED', JSON.stringify(fine.body));
  });

  it('a booking with a lone surrogate in a text field is refused at intake, naming the field', async () => {
    const b = makeBooking({ SpecialRequest: 'late \ud800', Hotel: { ...makeBooking().Hotel, Name: 'Hotel \udfff' } });
    const r = await h.s.api.addBookings([b]);
    assert.equal(r.status, 400);
    assert.deepEqual(r.body.error.details.map((d: any) => `${d.path}: ${d.message.slice(0, 45)}`).sort(), [
      'Hotel.Name: must not contain an unpaired UTF-16 surrogate',
      'SpecialRequest: must not contain an unpaired UTF-16 surrogate',
    ]);
    const update = await h.s.api.call('PATCH', `/updateBooking/${encodeURIComponent('NOPE')}`, { Guest: { LeadName: 'A \ud83d B' } });
    assert.equal(update.status, 400);
    assert.equal(update.body.error.details[0].path, 'Guest.LeadName');
  });
});

describe('a digest token answers on the digest page only', () => {
  let h: EngineHarness;
  let smtp: SMTPServer;
  const mails: string[] = [];
  before(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, done) {
        let raw = '';
        stream.on('data', (d) => (raw += d));
        stream.on('end', () => {
          mails.push(raw.replace(/=\r?\n/g, ''));
          done();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    h = await engineHarness({ channel: 'email', smtpUrl, publicUrl: 'http://hotels.example', replyTo: 'reservations@agency.example' });
  });
  after(async () => {
    await h.stop();
    await new Promise<void>((r) => smtp.close(() => r()));
  });

  it('posted to /hotel/replies it answers 400 naming /hotel/digest/<token> and records nothing; the page link redirects there; the digest page still answers every line', async () => {
    const hotel = { ...makeBooking().Hotel, Name: 'Hotel Digest', ContactDetails: { Emails: ['desk@digest.example'] } };
    const [a, b] = [1, 2].map((n) => makeBooking({ BookingCode: `DGT-${process.pid}-${n}`, Hotel: hotel }));
    await h.add([a, b]);
    const mail = await waitFor('the digest e-mail', () => mails.find((m) => m.includes(a.BookingCode) && m.includes(b.BookingCode)));
    const token = /\/hotel\/digest\/([A-Za-z0-9._~-]+)/.exec(mail)![1];

    const r = await postJson(`${h.s.url}/hotel/replies`, { token, hcn: 'ONLY-FIRST' });
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.match(r.body.error.message, new RegExp(`2 bookings: answer each of them on that request's page, /hotel/digest/${token}\\. Nothing was recorded`));
    const bearer = await postJson(`${h.s.url}/hotel/replies`, { hcn: 'ONLY-FIRST' }, { authorization: `Bearer ${token}` });
    assert.equal(bearer.status, 400);
    for (const code of [a.BookingCode, b.BookingCode]) {
      assert.equal((await h.get(code)).BookingDetails.ReconfirmationStatus, 'PENDING');
      assert.deepEqual(await h.history(code, 'hotel_reply'), []);
    }

    const page = await request(`${h.s.url}/hotel/respond/${token}?lang=de`);
    await page.body.dump();
    assert.equal(page.statusCode, 303);
    assert.equal(page.headers.location, `../digest/${token}?lang=de`);
    const form = await postForm(`${h.s.url}/hotel/respond/${token}`, 'action=confirm&hcn=X-1');
    assert.equal(form.status, 303);

    const digestPage = await request(`${h.s.url}/hotel/digest/${token}`);
    const html = await digestPage.body.text();
    assert.equal(digestPage.statusCode, 200);
    const ids = [...html.matchAll(/name="a\.(\d+)" value="confirm"/g)].map((m) => m[1]);
    assert.equal(ids.length, 2);
    // The digest page is a form too: JSON is 415, and records nothing.
    const json = await postForm(`${h.s.url}/hotel/digest/${token}`, JSON.stringify(Object.fromEntries(ids.flatMap((id) => [[`a.${id}`, 'confirm'], [`hcn.${id}`, 'J-1']]))), 'application/json');
    assert.equal(json.status, 415);
    assert.equal((await h.get(a.BookingCode)).BookingDetails.ReconfirmationStatus, 'PENDING');
    // A NUL (%00) in a line's number is stored as U+FFFD, never as NUL (PostgreSQL cannot hold it).
    const answered = await postForm(`${h.s.url}/hotel/digest/${token}`, ids.map((id, i) => `a.${id}=confirm&hcn.${id}=D%00-${i}`).join('&'));
    assert.equal(answered.status, 200, answered.html.slice(0, 300));
    for (const code of [a.BookingCode, b.BookingCode]) assert.equal((await h.get(code)).BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    assert.deepEqual(h.sql("SELECT hcn FROM bookings WHERE booking_code IN (?, ?) ORDER BY booking_code", a.BookingCode, b.BookingCode).map((r) => r.hcn), ['D\ufffd-0', 'D\ufffd-1']);
  });
});

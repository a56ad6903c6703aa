import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, afterEach, before, describe, it } from 'node:test';
import { ConfigSchema } from '../../src/config.js';
import { issueToken } from '../../src/daemon/channels/tokens.js';
import { startService } from '../../src/daemon/runtime.js';
import { engineHarness, makeBooking, type EngineHarness } from '../helpers.js';
import { VERSION } from '../../src/daemon/instance.js';

let h: EngineHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const hinted = (hint: string, extra: Record<string, any> = {}): Record<string, any> => {
  const b = makeBooking(extra);
  return { ...b, Hotel: { ...b.Hotel, MasterProviderHotelId: hint } };
};

describe('simulator channel (fake clock)', () => {
  it('answers each SIM-* hotel as the contract says, after its delay', async () => {
    h = await engineHarness({ channel: 'simulator' });
    const [confirm, discrepancy, silent, noBooking] = [hinted('SIM-CONFIRM'), hinted('sim-discrepancy'), hinted('SIM-SILENT'), hinted('SIM-NOBOOKING')];
    await h.add([confirm, discrepancy, silent, noBooking]);
    assert.equal((await h.get(confirm.BookingCode)).BookingDetails.ReconfirmationStatus, 'PENDING', 'no answer before the delay');
    await h.advance(5 / 3600);
    const c = await h.get(confirm.BookingCode);
    assert.equal(c.BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    assert.match(c.BookingDetails.Supplier.HCN, /^MIR-\d{6}$/);
    const d = await h.get(discrepancy.BookingCode);
    assert.deepEqual(d.escalationReasons, ['DATA_DISCREPANCY']);
    const event = h.sql("SELECT payload FROM webhook_events WHERE type = 'booking.escalated'").find((e) => JSON.parse(e.payload).data.BookingId === discrepancy.BookingCode);
    assert.deepEqual(JSON.parse(event.payload).data.discrepancies, [{ field: 'CheckIn', booked: '2027-03-10', hotel: '2027-03-11' }]);
    assert.deepEqual((await h.get(noBooking.BookingCode)).escalationReasons, ['HOTEL_REPORTS_NO_BOOKING']);
    assert.equal((await h.get(silent.BookingCode)).BookingDetails.ReconfirmationStatus, 'PENDING');
    await h.advance(12);
    assert.equal((await h.get(silent.BookingCode)).contactAttempts, 2, 'a silent hotel gets its reminder');
  });

  it('decides hotels without a hint from the seed and the BookingId, the same way every time', async () => {
    const { simulateHotel } = await import('../../src/daemon/channels/simulator.js');
    const settings = ConfigSchema.parse({}).simulator;
    const outcomes = Array.from({ length: 400 }, (_, i) => simulateHotel(makeBooking() as any, `B-${i}`, settings).outcome);
    const again = Array.from({ length: 400 }, (_, i) => simulateHotel(makeBooking() as any, `B-${i}`, settings).outcome);
    assert.deepEqual(outcomes, again);
    for (const o of ['CONFIRM', 'DISCREPANCY', 'SILENT', 'NOBOOKING']) assert.ok(outcomes.includes(o as any), `${o} occurs`);
    assert.ok(outcomes.filter((o) => o === 'CONFIRM').length > 200, 'most simulated hotels confirm');
    const other = Array.from({ length: 400 }, (_, i) => simulateHotel(makeBooking() as any, `B-${i}`, { ...settings, seed: 7 }).outcome);
    assert.notDeepEqual(outcomes, other, 'another seed gives other hotels');
  });
});

describe('http channel and fallback (fake clock, a hotel endpoint on loopback)', () => {
  let server: Server;
  let url: string;
  const received: { body: any; signature: string; raw: string; userAgent: string }[] = [];
  const answers = new Map<string, (body: any) => [number, unknown]>();
  before(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        const body = JSON.parse(raw);
        received.push({ body, signature: String(req.headers['x-reconfirm-signature']), raw, userAgent: String(req.headers['user-agent']) });
        const [status, answer] = answers.get(body.booking.bookingId)?.(body) ?? [202, { received: true }];
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/reconfirm`;
  });
  after(() => new Promise<void>((r) => server.close(() => r())));

  it('sends a signed request and confirms from the inline answer', async () => {
    h = await engineHarness({ channel: 'http', channels: { http: { url, secret: 'hotel-shared-secret' } } });
    const b = makeBooking();
    answers.set(b.BookingCode, () => [200, { hcn: 'HTTP-1', checkIn: '2027-03-10' }]);
    await h.add([b]);
    const sent = received.find((r) => r.body.booking.bookingId === b.BookingCode)!;
    const [t, v1] = sent.signature.split(',').map((p) => p.split('=')[1]);
    assert.equal(v1, createHmac('sha256', 'hotel-shared-secret').update(`${t}.${sent.raw}`).digest('hex'));
    assert.equal(sent.body.booking.leadName, 'Maria Lopez');
    assert.equal(sent.userAgent, `reconfirm/${VERSION} (instance ${h.s.service.ctx.instanceId})`, 'the request names the instance that sent it');
    assert.match(h.s.service.ctx.instanceId, /^[0-9a-f]{12}$/);
    const data = await h.get(b.BookingCode);
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    assert.equal(data.BookingDetails.Supplier.HCN, 'HTTP-1');
  });

  it('writes the attempts of every contact a claim takes in the claim\'s commit, before the first request leaves; each hotel is asked once', async () => {
    h = await engineHarness({ channel: 'http', channels: { concurrency: 2, http: { url, secret: 'hotel-shared-secret' } } });
    const bookings = Array.from({ length: 8 }, () => makeBooking());
    const seenAtFirst: number[] = [];
    for (const b of bookings) {
      answers.set(b.BookingCode, () => {
        // What the store holds when a hotel gets its request: the attempts the claim wrote, not one request's alone.
        if (!seenAtFirst.length) seenAtFirst.push(h!.sql("SELECT count(*) AS n FROM hotel_contacts WHERE status = 'SENDING'")[0].n);
        return [200, { hcn: `HTTP-${b.BookingCode}`, checkIn: '2027-03-10' }];
      });
    }
    const before = received.length;
    await h.add(bookings);
    // Two at a time, eight held (four times the concurrency): all eight attempts were on disk before the first send.
    assert.deepEqual(seenAtFirst, [8]);
    const asked = received.slice(before).map((r) => r.body.booking.bookingId).sort();
    assert.deepEqual(asked, bookings.map((b) => b.BookingCode).sort(), 'each hotel asked once');
    for (const b of bookings) assert.equal((await h.get(b.BookingCode)).BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    assert.equal(h.sql("SELECT count(*) AS n FROM hotel_contacts WHERE status <> 'ANSWERED'")[0].n, 0, 'one attempt per booking, each answered');
  });

  it('takes a later answer at POST /hotel/replies with the token, once', async () => {
    h = await engineHarness({ channel: 'http', channels: { http: { url, secret: 'hotel-shared-secret' } } });
    const b = makeBooking();
    await h.add([b]);
    const sent = received.find((r) => r.body.booking.bookingId === b.BookingCode)!;
    assert.equal((await h.get(b.BookingCode)).BookingDetails.ReconfirmationStatus, 'PENDING');
    const reply = await h.s.api.call('POST', '/hotel/replies', { token: sent.body.reply.token, hcn: 'LATER-9', leadName: 'LOPEZ, Maria' });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.data.ReconfirmationStatus, 'CONFIRMED');
    const again = await h.s.api.call('POST', '/hotel/replies', { token: sent.body.reply.token, hcn: 'LATER-9' });
    assert.equal(again.status, 410);
    const forged = await h.s.api.call('POST', '/hotel/replies', { token: 'x.y.z', hcn: 'LATER-9' });
    assert.equal(forged.status, 403);
    assert.equal(forged.body.error.code, 'TOKEN_INVALID');
  });

  it('accepts only the token last issued for an attempt: a signed token for the same attempt with another expiry is refused', async () => {
    const secret = 'a-token-secret-of-this-test';
    h = await engineHarness({ channel: 'http', tokenSecret: secret, channels: { http: { url, secret: 'hotel-shared-secret' } } });
    const b = makeBooking();
    await h.add([b]);
    const token: string = received.find((r) => r.body.booking.bookingId === b.BookingCode)!.body.reply.token;
    const [contactId, exp] = token.split('.').map(Number);
    // Signed with the service's own secret, naming the same attempt: only its expiry differs from the one sent.
    const other = issueToken(secret, contactId, (exp + 3600) * 1000);
    const refused = await h.s.api.call('POST', '/hotel/replies', { token: other, hcn: 'OTHER-1' });
    assert.equal(refused.status, 404, JSON.stringify(refused.body));
    assert.equal((await h.get(b.BookingCode)).BookingDetails.ReconfirmationStatus, 'PENDING');
    const taken = await h.s.api.call('POST', '/hotel/replies', { token, hcn: 'SENT-1' });
    assert.equal(taken.status, 200, JSON.stringify(taken.body));
    assert.equal((await h.get(b.BookingCode)).BookingDetails.Supplier.HCN, 'SENT-1');
  });

  it('falls back to the next channel when the endpoint fails, and when it stays silent past waitHours', async () => {
    h = await engineHarness({ channel: 'http', channels: { http: { url, secret: 's' }, fallback: { http: 'webform' }, waitHours: 6 } });
    const failing = makeBooking();
    const silent = makeBooking();
    answers.set(failing.BookingCode, () => [503, { error: 'down' }]);
    await h.add([failing, silent]);
    const f = await h.history(failing.BookingCode);
    assert.match(f.find((e) => e.kind === 'hotel_contact_failed').message, /via http failed: .*503/);
    assert.match(f.find((e) => e.kind === 'hotel_contact').message, /via webform \(fallback: http failed\)/);

    const s1 = await h.get(silent.BookingCode);
    assert.match(s1.history.find((e: any) => e.kind === 'hotel_contact').message, /attempt 1\/4 via http:/);
    assert.equal(s1.nextContactAt, '2026-12-01T06:00:00.000Z', 'looks again after waitHours, sooner than the 12 h reminder');
    await h.advance(6);
    const contacts = await h.history(silent.BookingCode, 'hotel_contact');
    assert.match(contacts[1].message, /attempt 2\/4 via webform \(fallback: http silent for 6 h\)/);
  });
});

describe('engine configuration', () => {
  it('refuses to start the email channel without an SMTP server or a public URL, naming the settings', async () => {
    const config = ConfigSchema.parse({ db: ':memory:', port: 0, channel: 'email' });
    await assert.rejects(startService(config, { log: () => {}, listen: false }), /smtpUrl.*publicUrl/s);
  });

  it('refuses an http channel without its URL, and a cron expression that cannot run', async () => {
    await assert.rejects(startService(ConfigSchema.parse({ db: ':memory:', channels: { byMasterProvider: { Acme: 'http' } } }), { log: () => {}, listen: false }), /channels\.http\.url/);
    await assert.rejects(startService(ConfigSchema.parse({ db: ':memory:', scheduler: { cron: 'every minute' } }), { log: () => {}, listen: false }), /scheduler\.cron/);
  });
});

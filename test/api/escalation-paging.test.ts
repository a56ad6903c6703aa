// GET /escalations pages the operators' queue: after an outage thousands may wait, and a page costs its own length.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setSnooze } from '../../src/store/escalationQueue.js';
import { recordHotelReply } from '../../src/store/replies.js';
import { engineHarness, makeBooking, runCli, type EngineHarness } from '../helpers.js';

const DAY = 24 * 3_600_000;

describe('GET /escalations, paged', () => {
  let h: EngineHarness;
  before(async () => {
    h = await engineHarness({ channel: 'manual' });
    // 25 escalations with check-ins spread out and added in no particular order.
    const codes = Array.from({ length: 25 }, (_, i) => (i * 7) % 25);
    await h.add(
      codes.map((n) => {
        const checkIn = Date.parse('2027-01-05T14:00:00Z') + n * DAY;
        return makeBooking({ BookingCode: `PG-${String(n).padStart(2, '0')}`, CheckIn: new Date(checkIn).toISOString(), CheckOut: new Date(checkIn + 2 * DAY).toISOString(), Refundable: false });
      }),
    );
    for (const { id } of h.sql<{ id: number }>("SELECT id FROM bookings WHERE booking_id LIKE 'PG-%'")) recordHotelReply(h.s.db, id, { noBooking: true }, { source: 'manual', actor: 'hotel', now: h.clock.now() });
    await h.drain();
  });
  after(() => h.stop());

  const page = async (query: string) => (await h.s.api.call('GET', `/escalations${query}`)).body;

  it('gives the most urgent first, a page at a time, with the total; the pages make the whole queue', async () => {
    const whole = await page('?limit=1000');
    assert.equal(whole.data.total, 25);
    const order = whole.data.escalations.map((e: any) => e.BookingId);
    assert.deepEqual(order, Array.from({ length: 25 }, (_, n) => `PG-${String(n).padStart(2, '0')}`), 'nearest check-in first');
    const first = await page('?limit=10');
    assert.deepEqual([first.data.total, first.data.limit, first.data.offset, first.data.escalations.length], [25, 10, 0, 10]);
    assert.match(first.message, /^25 escalated booking\(s\) waiting for an operator; 1-10 on this page \(limit 10, offset 0\)$/);
    const pages = [first, await page('?limit=10&offset=10'), await page('?limit=10&offset=20')];
    assert.deepEqual(pages.flatMap((p) => p.data.escalations.map((e: any) => e.BookingId)), order);
    assert.equal(pages[2].data.escalations.length, 5);
    assert.deepEqual((await page('?offset=30')).data.escalations, [], 'past the end: an empty page, the total still said');
    // Each item is whole: reasons and the hotel's last answer.
    assert.deepEqual(first.data.escalations[0].reasons.map((r: any) => r.reason), ['HOTEL_REPORTS_NO_BOOKING']);
    assert.equal(first.data.escalations[0].lastHotelAnswer.noBooking, true);
    assert.equal((await page('')).data.limit, 100, 'the default page is 100');
  });

  it('refuses a bad limit or offset, naming it', async () => {
    for (const [query, path] of [['?limit=0', 'limit'], ['?limit=1001', 'limit'], ['?offset=-1', 'offset'], ['?limit=ten', 'limit']]) {
      const r = await h.s.api.call('GET', `/escalations${query}`);
      assert.equal(r.status, 400, query);
      assert.deepEqual(r.body.error.details.map((d: any) => d.path), [path], query);
    }
  });

  it('`reconfirm escalations --json` lists the whole queue', async () => {
    const r = await runCli(['escalations', '--json', '--base-url', h.s.url, '--account-id', h.s.accountId, '--api-key', h.s.apiKey]);
    assert.equal(r.code, 1, r.stderr);
    assert.equal(JSON.parse(r.stdout).length, 25);
  });

  it('snoozed bookings are counted apart, and the total and the CLI say how many wait for later', async () => {
    const [pk] = h.sql<{ id: number }>("SELECT id FROM bookings WHERE booking_id = 'PG-24'").map((r) => r.id);
    setSnooze(h.s.db, pk, new Date(h.clock.now() + DAY).toISOString());
    const body = await page('?limit=1000');
    assert.deepEqual([body.data.total, body.data.snoozed], [24, 1]);
    assert.match(body.message, /^24 escalated booking\(s\) waiting for an operator; 1 more snoozed \(includeSnoozed=true lists them\)$/);
    const r = await runCli(['escalations', '--base-url', h.s.url, '--account-id', h.s.accountId, '--api-key', h.s.apiKey], { env: { COLUMNS: '200' } });
    assert.match(r.stdout, /24 escalated booking\(s\); work through them with: reconfirm triage; 1 more snoozed \(reconfirm escalations --snoozed shows them\)/);
    setSnooze(h.s.db, pk, null);
  });
});

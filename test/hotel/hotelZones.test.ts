// Issue 28: every time with its zone. The hotel's zone comes from the booking's TimeZone, else its coordinates, else
// its country when it has one zone, else the configured default; the deadline and the rules use the hotel's instant;
// show, escalations and triage label every time; unfinished bookings stored under the old rule are read again once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cliEnv, engineHarness, makeBooking, type CliEnv, type EngineHarness } from '../helpers.js';

const hotel = (over: Record<string, unknown>) => ({ ...makeBooking().Hotel, ...over });

// Tokyo: one zone for Japan. Sevilla: Spain has Madrid and the Canaries, the coordinates decide. Rio: Brazil has
// several zones (Sao Paulo, Manaus, Noronha...), the coordinates decide.
const TOKYO = makeBooking({
  BookingCode: 'Z-TOKYO',
  CheckIn: '2026-11-27',
  CheckOut: '2026-11-30',
  Refundable: true,
  CancellationDeadLine: '2026-11-25',
  Hotel: hotel({ Name: 'Hotel Sakura', Country: 'Japan', CountryCode: 'JP', City: 'Tokyo', Latitude: '35.6812', Longitude: '139.7671' }),
});
const SEVILLA = makeBooking({
  BookingCode: 'Z-SEVILLA',
  CheckIn: '2026-11-27T15:00:00',
  CheckOut: '2026-11-29',
  Refundable: true,
  CancellationDeadLine: '2026-11-25T18:00:00',
  Hotel: hotel({ Name: 'Hotel Giralda', Country: 'Spain', CountryCode: 'ES', City: 'Sevilla', Latitude: '37.3891', Longitude: '-5.9845' }),
});
const RIO = makeBooking({
  BookingCode: 'Z-RIO',
  CheckIn: '2026-11-28',
  CheckOut: '2026-12-02',
  Refundable: true,
  CancellationDeadLine: '2026-11-25',
  Hotel: hotel({ Name: 'Hotel Copacabana', Country: 'Brazil', CountryCode: 'BR', City: 'Rio de Janeiro', Latitude: '-22.9068', Longitude: '-43.1729' }),
});

describe("a hotel's zone and its deadline instant", () => {
  let h: EngineHarness;
  let cli: CliEnv;
  before(async () => {
    h = await engineHarness({ channel: 'manual' }, '2026-11-20T00:00:00Z');
    await h.add([TOKYO, SEVILLA, RIO]);
    cli = cliEnv(h.s);
  });
  after(async () => {
    cli.cleanup();
    await h.stop();
  });

  it('Tokyo, Sevilla and Rio: the zone at the hotel, and the free cancellation ends at the hotel clock', async () => {
    const tokyo = await h.get('Z-TOKYO');
    assert.equal(tokyo.hotelTime.zone, 'Asia/Tokyo');
    assert.equal(tokyo.hotelTime.from, 'coordinates');
    assert.equal(tokyo.hotelTime.CancellationDeadline, '2026-11-25T00:00:00+09:00', "the deadline date ends the day before at the hotel's midnight");
    assert.equal(tokyo.hotelTime.kinds.CancellationDeadline, 'date');

    const sevilla = await h.get('Z-SEVILLA');
    assert.equal(sevilla.hotelTime.zone, 'Europe/Madrid', 'the coordinates decide between Madrid and the Canaries');
    assert.equal(sevilla.hotelTime.from, 'coordinates');
    // 18:00 in Sevilla in November (UTC+1) is 17:00 UTC, not the 18:00 UTC of the default zone.
    assert.equal(sevilla.BookingDetails.CancellationDeadline, '2026-11-25T17:00:00.000Z');
    assert.equal(sevilla.BookingDetails.CheckIn, '2026-11-27T14:00:00.000Z');

    const rio = await h.get('Z-RIO');
    assert.equal(rio.hotelTime.zone, 'America/Sao_Paulo');
    assert.equal(rio.hotelTime.from, 'coordinates');
    assert.equal(rio.hotelTime.CancellationDeadline, '2026-11-25T00:00:00-03:00');
  });

  it('show labels every time: the stay and deadline on the hotel clock, the deadline on the agent clock too, where the zone came from', async () => {
    const tokyo = await cli.run(['show', 'Z-TOKYO', '--wide'], { env: { TZ: 'UTC' } });
    assert.equal(tokyo.code, 0, tokyo.stderr);
    assert.match(tokyo.stdout, /stay\s+2026-11-27 -> 2026-11-30 \(hotel dates, Asia\/Tokyo\)/);
    assert.match(tokyo.stdout, /hotel zone\s+Asia\/Tokyo \(from the hotel's coordinates\)/);
    assert.match(tokyo.stdout, /free cancellation until 2026-11-25 00:00 Asia\/Tokyo \(2026-11-24 15:00 UTC\)/);
    assert.match(tokyo.stdout, /at \(UTC\)/);
    assert.doesNotMatch(tokyo.stdout, /00:00 -> .* UTC/, 'no hotel date is labelled UTC');

    const sevilla = await cli.run(['show', 'Z-SEVILLA', '--tz', 'America/New_York', '--wide'], { env: { TZ: 'UTC' } });
    assert.equal(sevilla.code, 0, sevilla.stderr);
    assert.match(sevilla.stdout, /stay\s+2026-11-27 15:00 Europe\/Madrid -> 2026-11-29\n/);
    assert.match(sevilla.stdout, /free cancellation until 2026-11-25 18:00 Europe\/Madrid \(2026-11-25 12:00 America\/New_York\)/);
    assert.match(sevilla.stdout, /at \(America\/New_York\)/);

    const rio = await cli.run(['show', 'Z-RIO', '--wide'], { env: { TZ: 'Asia/Tokyo' } });
    assert.equal(rio.code, 0, rio.stderr);
    assert.match(rio.stdout, /hotel zone\s+America\/Sao_Paulo \(from the hotel's coordinates\)/);
    assert.match(rio.stdout, /free cancellation until 2026-11-25 00:00 America\/Sao_Paulo \(2026-11-25 12:00 Asia\/Tokyo\)/, 'TZ is the agent zone without --tz');

    const bad = await cli.run(['show', 'Z-RIO', '--tz', 'Mars/Olympus']);
    assert.equal(bad.code, 2, bad.stdout);
    assert.match(bad.stderr, /--tz: "Mars\/Olympus" is not a time zone/);
  });

  it("the cancellation rule works on the hotel's instant, and escalations and triage label the times", async () => {
    // Tokyo's free cancellation ends at 15:00 UTC on the 24th: the rule (48 h before) fires at 15:00 UTC on the 22nd.
    h.clock.set('2026-11-22T14:59:00Z');
    await h.drain();
    assert.equal((await h.get('Z-TOKYO')).escalationReasons.includes('CANCELLATION_DEADLINE'), false, 'not yet: 48 h and 1 min on the hotel clock');
    h.clock.set('2026-11-22T15:00:00Z');
    await h.drain();
    assert.ok((await h.get('Z-TOKYO')).escalationReasons.includes('CANCELLATION_DEADLINE'));

    // Sevilla's ends at 17:00 UTC on the 25th (18:00 in Madrid): its rule fires at 17:00 UTC on the 23rd.
    h.clock.set('2026-11-23T17:00:00Z');
    await h.drain();
    assert.ok((await h.get('Z-SEVILLA')).escalationReasons.includes('CANCELLATION_DEADLINE'));

    const list = await cli.run(['escalations'], { env: { TZ: 'UTC', COLUMNS: '200' } });
    // The list says how far the check-in is from now on the real clock ("in 14 h", "1 h ago"): not what is checked here.
    assert.match(list.stdout, /Z-TOKYO +│ 2026-11-27 \((?:in [^)]+|[^)]+ ago)\) +│/, list.stdout + list.stderr);
    assert.match(list.stdout, /Z-SEVILLA +│ 2026-11-27 15:00 Europe\/Madrid/, 'a check-in time on the hotel clock, with its zone');
    assert.doesNotMatch(list.stdout, /\d{4}-\d\d-\d\d \d\d:\d\d(?! [A-Z])/, 'every time of day carries a zone');

    // The triage card: check-in, stay and each reason's time labelled.
    const { renderCard } = await import('../../src/commands/admin/triage.js');
    const { setAgentZone } = await import('../../src/commands/shared/times.js');
    setAgentZone('Z');
    const items = (await h.s.api.call('GET', '/escalations')).body.data.escalations;
    const card = renderCard(items.find((e: any) => e.BookingId === 'Z-SEVILLA'), undefined, '1/2');
    assert.match(card, /check-in 2026-11-27 15:00 Europe\/Madrid/);
    assert.match(card, /stay 2026-11-27 15:00 Europe\/Madrid -> 2026-11-29 +contacts/);
    assert.match(card, /CANCELLATION_DEADLINE \(\w+, 2026-11-23 17:00 UTC\)/);
  });

  it('inbox labels when each message came, on the agent clock (--tz)', async () => {
    const { storeIncomingMail } = await import('../../src/store/mail.js');
    const raw = Buffer.from('From: front@sakura.example\r\nSubject: about a booking\r\n\r\nHello\r\n');
    const { messagePk } = storeIncomingMail(h.s.db, { source: 'smtp', recipients: [], raw, keepBytes: 100_000, now: Date.parse('2026-11-21T08:30:00Z') });
    const list = await cli.run(['inbox', '--all', '--db', h.s.dbPath, '--tz', 'Asia/Tokyo'], { env: { COLUMNS: '200' } });
    assert.equal(list.code, 0, list.stderr);
    assert.match(list.stdout, /2026-11-21 17:30 Asia\/Tokyo/, list.stdout);
    const one = await cli.run(['inbox', 'show', String(messagePk), '--db', h.s.dbPath]);
    assert.equal(one.code, 0, one.stderr);
    assert.match(one.stdout, /received 2026-11-21 08:30 UTC/, 'TZ (UTC in the tests) without --tz');
  });
});

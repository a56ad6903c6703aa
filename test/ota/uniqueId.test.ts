// Issue 29: a BookingId over OpenTravel's 32 characters goes out under a UniqueID@ID derived from it, decided once,
// stored with the booking (bookings.ota_id) and unique per account. The two BookingIds below really share their short
// derived id (the same 21-character prefix and the same first 10 hex characters of sha256, found by search): the
// production hash is not weakened or injected, so what the tests see is what a hotel system would receive.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { startService } from '../../src/daemon/runtime.js';
import { otaUniqueId } from '../../src/domain/ota/reservation.js';
import { createAccount, createApiKey } from '../../src/store/accounts.js';
import { Api, engineHarness, makeBooking, type EngineHarness } from '../helpers.js';
import { otaFixture, postToService, startPms, type Pms } from '../support/ota-pms.js';
import { assertValidOta } from './validate.js';

const FIRST = { BookingCode: 'AGENCYBOOKING-2026-0000505366', LineCode: 'LINE-1' };
const SECOND = { BookingCode: 'AGENCYBOOKING-2026-0000814668', LineCode: 'LINE-1' };
const idOf = (b: { BookingCode: string; LineCode: string }) => `${b.BookingCode}#${b.LineCode}`;
/** The short id both derive, and the longer one the second gets (a hash of 12 characters, a shorter prefix). */
const SHORT = 'AGENCYBOOKING-2026-00~6279988ed9';
const LONGER = otaUniqueId(idOf(SECOND), 12);

const atHotel = (ids: { BookingCode: string; LineCode: string }, extra: Record<string, any> = {}): Record<string, any> => {
  const b = makeBooking(extra);
  return { ...b, ...ids, Hotel: { ...b.Hotel, MasterProviderHotelId: 'H-1' } };
};
/** Each booking's stored UniqueID, by BookingId, in this account (or all accounts). */
const storedIds = (h: EngineHarness, accountId?: string) =>
  Object.fromEntries(h.sql<{ b: string; o: string | null }>(`SELECT booking_id AS b, ota_id AS o FROM bookings${accountId ? ' WHERE account_id = ?' : ''} ORDER BY id`, ...(accountId ? [accountId] : [])).map((r) => [r.b, r.o]));

let h: EngineHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

it('the two BookingIds of these tests collide on the short derived id (production hash, 10 hex characters)', () => {
  assert.equal(otaUniqueId(idOf(FIRST)), SHORT);
  assert.equal(otaUniqueId(idOf(SECOND)), SHORT);
  assert.match(LONGER, /^AGENCYBOOKING-2026-~[0-9a-f]{12}$/);
  assert.equal(LONGER.length, 32);
});

describe('ota channel (push): the derived UniqueID is decided once, stored, and unique per account', () => {
  let pms: Pms;
  before(async () => {
    pms = await startPms();
  });
  after(() => pms.close());
  const otaConfig = () => ({ channel: 'ota' as const, channels: { ota: { url: pms.url, username: 'reconfirm', password: 'pms-secret', verify: true } } });
  /** What the PMS received for one BookingId (the full BookingId is in the reservation's Comment). */
  const sentFor = (bookingId: string) => pms.received.filter((r) => r.body.includes(`<Text>BookingId ${bookingId}</Text>`) || r.root === 'OTA_ReadRQ');

  it('a second long BookingId whose short id is taken goes out under a longer hash, in Commit, verification, Modify and Cancel', async () => {
    h = await engineHarness(otaConfig());
    // The hotel system holds the second booking with another check-out: escalated, so it can still be modified and cancelled.
    for (const [id, checkOut] of [
      [SHORT, '2027-03-13'],
      [LONGER, '2027-03-14'],
    ]) {
      pms.script(id, 'OTA_HotelResNotifRQ', { fixture: 'notif-rs-success-type10.xml' });
      pms.script(id, 'OTA_ReadRQ', { fixture: 'hotel-res-rs.xml', values: { CheckOut: checkOut, RoomType: 'Double Sea View' } });
    }
    const from = pms.received.length;
    await h.add([atHotel(FIRST)]);
    await h.add([atHotel(SECOND)]);
    assert.deepEqual(storedIds(h), { [idOf(FIRST)]: SHORT, [idOf(SECOND)]: LONGER }, 'the first decided keeps the short id; the second gets the longer hash');

    const commits = pms.received.slice(from).filter((r) => r.root === 'OTA_HotelResNotifRQ');
    assert.deepEqual(
      commits.map((r) => [r.bookingId, /<Text>BookingId ([^<]+)<\/Text>/.exec(r.body)?.[1]]),
      [
        [SHORT, idOf(FIRST)],
        [LONGER, idOf(SECOND)],
      ],
      'two bookings are never sent under one id',
    );
    // Verification asks by the id each was sent under, and the answer is read as about that booking.
    const reads = pms.received.slice(from).filter((r) => r.root === 'OTA_ReadRQ');
    assert.deepEqual(reads.map((r) => r.bookingId), [SHORT, LONGER]);
    for (const [b, status] of [
      [FIRST, 'CONFIRMED'],
      [SECOND, 'ESCALATED'],
    ] as const) {
      const data = await h.get(idOf(b));
      assert.equal(data.BookingDetails.ReconfirmationStatus, status, JSON.stringify(data.history.slice(-3)));
      assert.ok(data.history.some((e: any) => /read back with OTA_ReadRQ and compared/.test(e.message)), JSON.stringify(data.history.slice(-3)));
    }
    assert.deepEqual((await h.get(idOf(SECOND))).escalationReasons, ['DATA_DISCREPANCY'], 'its own reservation was read back, not the first one\'s');
    assert.ok((await h.history(idOf(SECOND), 'hotel_contact')).some((e: any) => e.message.includes(`OTA_HotelResNotifRQ Commit (UniqueID ${LONGER})`)), 'the history names the id sent');

    // Later messages reuse the stored id.
    const later = pms.received.length;
    const modified = await h.s.api.update(idOf(SECOND), { CheckOut: '2027-03-15T10:00:00Z' });
    assert.equal(modified.status, 200, JSON.stringify(modified.body));
    await h.drain();
    assert.equal((await h.s.api.update(idOf(SECOND), { BookingStatus: 'CANCELLED' })).status, 200);
    await h.drain();
    const after = pms.received.slice(later).filter((r) => r.root === 'OTA_HotelResNotifRQ');
    assert.deepEqual(pms.received.slice(later).map((r) => [r.root, r.resStatus, r.bookingId]), [
      ['OTA_HotelResNotifRQ', 'Modify', LONGER],
      ['OTA_ReadRQ', undefined, LONGER],
      ['OTA_HotelResNotifRQ', 'Cancel', LONGER],
    ]);
    assert.deepEqual(after.map((r) => [r.resStatus, r.bookingId]), [
      ['Modify', LONGER],
      ['Cancel', LONGER],
    ]);
    for (const r of pms.received.slice(from)) assertValidOta(r.body, `${r.root} ${r.resStatus ?? ''} ${r.bookingId}`);
    assert.deepEqual(storedIds(h), { [idOf(FIRST)]: SHORT, [idOf(SECOND)]: LONGER }, 'decided once');
  });

  it('unique per account, not across accounts; the database refuses a second booking of one account under one id', async () => {
    h = await engineHarness(otaConfig());
    pms.script(SHORT, 'OTA_HotelResNotifRQ', { fixture: 'notif-rs-success-type10.xml' });
    pms.script(SHORT, 'OTA_ReadRQ', { fixture: 'hotel-res-rs.xml', values: { CheckOut: '2027-03-13', RoomType: 'Double Sea View' } });
    await h.add([atHotel(FIRST)]);
    const key = createApiKey(h.s.db, { accountId: createAccount(h.s.db, 'second') });
    const other = new Api(h.s.url, key.accountId, key.apiKey);
    try {
      const r = await other.addBookings([atHotel(FIRST)]);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      await h.drain();
      assert.equal((await other.getBooking(idOf(FIRST))).body.data.BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    } finally {
      await other.close();
    }
    assert.deepEqual(storedIds(h, h.s.accountId), { [idOf(FIRST)]: SHORT });
    assert.deepEqual(storedIds(h, key.accountId), { [idOf(FIRST)]: SHORT }, 'another account\'s booking may use the same id');

    pms.script(LONGER, 'OTA_HotelResNotifRQ', { fixture: 'notif-rs-success-type10.xml' });
    pms.script(LONGER, 'OTA_ReadRQ', { fixture: 'hotel-res-rs.xml', values: { CheckOut: '2027-03-13', RoomType: 'Double Sea View' } });
    await h.add([atHotel(SECOND)]);
    assert.equal(storedIds(h, h.s.accountId)[idOf(SECOND)], LONGER);
    assert.throws(() => h!.s.db.$client.prepare('UPDATE bookings SET ota_id = ? WHERE booking_id = ? AND account_id = ?').run(SHORT, idOf(SECOND), h!.s.accountId), /unique|UNIQUE|duplicate/);
  });

  it('a booking sent before ota_id existed keeps the id it was sent under: filled once at start, before a newer booking can take it', async () => {
    h = await engineHarness(otaConfig());
    pms.script(SHORT, 'OTA_HotelResNotifRQ', { fixture: 'notif-rs-success-type10.xml' });
    pms.script(SHORT, 'OTA_ReadRQ', { fixture: 'hotel-res-rs.xml', values: { CheckOut: '2027-03-13', RoomType: 'Double Sea View' } });
    await h.add([atHotel(FIRST)]);
    // As a database from before this column: the id not stored, the one-time fill not yet run.
    h.s.db.$client.prepare('UPDATE bookings SET ota_id = NULL').run();
    h.s.db.$client.prepare("DELETE FROM service_secrets WHERE name = 'once:ota-id-backfill'").run();
    await h.s.service.stop();
    const logs: string[] = [];
    const service = await startService(h.s.config, { clock: h.clock, workers: false, scheduler: false, log: (l) => logs.push(l) });
    const api = new Api(service.url, h.s.accountId, h.s.apiKey);
    try {
      assert.ok(logs.some((l) => /the OpenTravel UniqueID of 1 booking\(s\) with a BookingId over 32 characters is stored now/.test(l)), logs.join('\n'));
      const q = (sql: string) => service.ctx.db.$client.prepare(sql).all() as any[];
      assert.deepEqual(q('SELECT booking_id AS b, ota_id AS o FROM bookings ORDER BY id'), [{ b: idOf(FIRST), o: SHORT }]);
      pms.script(LONGER, 'OTA_HotelResNotifRQ', { fixture: 'notif-rs-success-type10.xml' });
      pms.script(LONGER, 'OTA_ReadRQ', { fixture: 'hotel-res-rs.xml', values: { CheckOut: '2027-03-13', RoomType: 'Double Sea View' } });
      assert.equal((await api.addBookings([atHotel(SECOND)])).status, 200);
      await service.runner.drain();
      assert.deepEqual(q('SELECT booking_id AS b, ota_id AS o FROM bookings ORDER BY id'), [
        { b: idOf(FIRST), o: SHORT },
        { b: idOf(SECOND), o: LONGER },
      ]);
      assert.equal(sentFor(idOf(SECOND)).filter((r) => r.root === 'OTA_HotelResNotifRQ').at(-1)?.bookingId, LONGER);
    } finally {
      await api.close();
      await service.stop();
    }
  });
});

describe('POST /ota (pull): each reservation under its own stored id, acknowledged by it', () => {
  const PMS = { username: 'miramar-pms', password: 'pull-secret' };
  const counterparts = [{ name: 'Protel Miramar', ...PMS, hotelCodes: ['H-1'] }];
  const post = async (xml: string) => {
    const r = await postToService(h!.s.url, xml, PMS);
    assertValidOta(r.body, `the answer (HTTP ${r.status})`);
    return r;
  };
  const ids = (xml: string) => [...xml.matchAll(/<HotelReservation [^>]*ResStatus="(\w+)">\s*<UniqueID Type="14" ID="([^"]+)"\/>/g)].map((m) => m[2]);
  /** An acknowledgement by our UniqueID only (no message id), as systems that file by it send. */
  const ackById = (uniqueId: string, number: string) => otaFixture('notif-report-rq.xml', { BookingId: uniqueId, Number: number }).replace(/\s*<UniqueID Type="16"[^>]*\/>/, '');

  it('delivers the colliding pair under distinct ids (Undelivered and All), and an acknowledgement by id confirms the right one', async () => {
    h = await engineHarness({ channel: 'ota-pull', ota: { counterparts } });
    const soon = { CheckIn: '2026-12-05T14:00:00Z', CheckOut: '2026-12-07T10:00:00Z', CancellationDeadLine: '2026-12-02T00:00:00Z' };
    await h.add([atHotel(FIRST, soon)]);
    await h.add([atHotel(SECOND, soon)]);
    const read = await post(otaFixture('read-rq-pull.xml', { HotelCode: 'H-1' }));
    assert.equal(read.status, 200, read.body);
    assert.deepEqual(ids(read.body), [SHORT, LONGER]);
    const all = await post(otaFixture('read-rq-pull.xml', { HotelCode: 'H-1' }).replace('SelectionType="Undelivered"', 'SelectionType="All"'));
    assert.deepEqual(ids(all.body), [SHORT, LONGER]);

    assert.equal((await post(ackById(LONGER, 'PMS-2'))).status, 200);
    const second = await h.get(idOf(SECOND));
    assert.equal(second.BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    assert.equal(second.BookingDetails.Supplier.HCN, 'PMS-2');
    assert.equal((await h.get(idOf(FIRST))).BookingDetails.Supplier.HCN ?? null, null, 'the other booking of the short id is untouched');
    const ack = await post(ackById(SHORT, 'PMS-1'));
    assert.doesNotMatch(ack.body, /Warning/);
    assert.equal((await h.get(idOf(FIRST))).BookingDetails.Supplier.HCN, 'PMS-1');
    assert.deepEqual(storedIds(h), { [idOf(FIRST)]: SHORT, [idOf(SECOND)]: LONGER });
  });
});

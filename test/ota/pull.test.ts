// The pull style: a hotel system polls POST /ota with OTA_ReadRQ and acknowledges with OTA_NotifReportRQ carrying its number.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { addEndpoint } from '../../src/store/webhooks.js';
import { engineHarness, makeBooking, waitFor, type EngineHarness } from '../helpers.js';
import { otaFixture, postToService } from '../support/ota-pms.js';
import { assertValidOta } from './validate.js';
import { startReceiver, type Receiver } from '../support/webhook-receiver.js';

const PMS = { username: 'miramar-pms', password: 'pull-secret' };
const counterparts = [{ name: 'Protel Miramar', ...PMS, hotelCodes: ['H-1'] }];

let h: EngineHarness | undefined;
let receiver: Receiver;
before(async () => {
  receiver = await startReceiver();
});
after(() => receiver.close());
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

/** Every answer of POST /ota in these tests is valid OpenTravel 2015B and 2017B (reservations, empty, warnings, errors). */
async function post(...args: Parameters<typeof postToService>) {
  const r = await postToService(...args);
  assertValidOta(r.body, `the answer (HTTP ${r.status})`);
  return r;
}

const atHotel = (code: string): Record<string, any> => {
  const b = makeBooking();
  return { ...b, Hotel: { ...b.Hotel, MasterProviderHotelId: code } };
};
const poll = (code = 'H-1', auth = PMS) => post(h!.s.url, otaFixture('read-rq-pull.xml', { HotelCode: code }), auth);
const reservationsIn = (xml: string) => [...xml.matchAll(/<UniqueID Type="14" ID="([^"]+)"\/>\s*<UniqueID Type="16" ID="(\d+)"/g)].map((m) => ({ bookingId: m[1], messageId: m[2] }));

describe('POST /ota: the hotel system pulls its reservations and acknowledges them', () => {
  it('delivers the pending booking, takes the acknowledgement with the number, confirms it and the webhook carries the number', async () => {
    h = await engineHarness({ channel: 'ota-pull', ota: { counterparts } });
    const endpoint = addEndpoint(h.s.db, { url: receiver.url, events: ['booking.confirmed'] }, h.clock.now());
    const mine = atHotel('H-1');
    const elsewhere = atHotel('H-2');
    await h.add([mine, elsewhere]);
    assert.match((await h.history(mine.BookingCode, 'hotel_contact'))[0].message, /waiting for the hotel system to poll POST \/ota/);

    const read = await poll();
    assert.equal(read.status, 200, read.body);
    assert.match(read.contentType, /application\/xml/);
    assert.match(read.body, /<OTA_ResRetrieveRS xmlns="http:\/\/www.opentravel.org\/OTA\/2003\/05" EchoToken="pms-poll-1"/);
    assert.match(read.body, /<Success\/>/);
    assert.match(read.body, /<HotelReservation CreateDateTime="[^"]+" ResStatus="Book">/);
    const delivered = reservationsIn(read.body);
    assert.deepEqual(delivered.map((d) => d.bookingId), [mine.BookingCode], 'only the counterpart\'s hotel');
    assert.match(read.body, /<Surname>Lopez<\/Surname>/);
    assert.ok((await h.history(mine.BookingCode, 'ota_delivered')).length === 1);

    const again = await poll();
    assert.deepEqual(reservationsIn(again.body).map((d) => d.bookingId), [mine.BookingCode], 'delivered again until acknowledged');
    assert.equal((await h.history(mine.BookingCode, 'ota_delivered')).length, 1, 'the history notes the first delivery only');

    const ack = await post(h.s.url, otaFixture('notif-report-rq.xml', { BookingId: mine.BookingCode, MessageId: delivered[0].messageId, Number: 'PMS-88412' }), PMS);
    assert.equal(ack.status, 200, ack.body);
    assert.match(ack.body, /<OTA_NotifReportRS [^>]*EchoToken="pms-ack-1"[^>]*>\s*<Success\/>/);
    assert.doesNotMatch(ack.body, /Warning/);

    const data = await h.get(mine.BookingCode);
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    assert.equal(data.BookingDetails.Supplier.HCN, 'PMS-88412');
    assert.ok(data.history.some((e: any) => /hotel answered via ota-pull: confirmed, HCN PMS-88412/.test(e.message)));
    await h.drain();
    const hook = await waitFor('the booking.confirmed webhook', () => receiver.received.find((r) => JSON.parse(r.body).data.BookingId === mine.BookingCode));
    const body = JSON.parse(hook.body);
    assert.equal(body.type, 'booking.confirmed');
    assert.equal(body.data.HCN, 'PMS-88412');
    assert.ok(endpoint.id);

    assert.deepEqual(reservationsIn((await poll()).body), [], 'nothing left to pull');
    const late = await post(h.s.url, otaFixture('notif-report-rq.xml', { BookingId: mine.BookingCode, MessageId: delivered[0].messageId, Number: 'PMS-1' }), PMS);
    assert.match(late.body, /<Warning Type="3" Code="245" ShortText="reservation not awaiting acknowledgement">reservation [^<]+ is not waiting for Protel Miramar&apos;s acknowledgement; ignored<\/Warning>/);
    assertValidOta(late.body, 'the NotifReportRS with a warning');
    assert.equal((await h.get(mine.BookingCode)).BookingDetails.Supplier.HCN, 'PMS-88412', 'a late acknowledgement changes nothing');
  });

  it('sends Modify after the booking changed, and escalates a reservation the hotel system reports as failed', async () => {
    h = await engineHarness({ channel: 'ota-pull', ota: { counterparts } });
    const b = atHotel('H-1');
    await h.add([b]);
    await poll();
    const patched = await h.s.api.update(b.BookingCode, { CheckOut: '2027-03-14T10:00:00Z' });
    assert.equal(patched.status, 200);
    await h.drain();
    const read = await poll();
    assert.match(read.body, /ResStatus="Modify"/);
    assert.match(read.body, /End="2027-03-14"/);
    const [{ messageId }] = reservationsIn(read.body);
    const refusal = otaFixture('notif-report-rq.xml', { BookingId: b.BookingCode, MessageId: messageId, Number: 'x' }).replace('<Success/>', '<Errors><Error Type="3" Code="402" ShortText="Invalid room type"/></Errors>');
    const ack = await post(h.s.url, refusal, PMS);
    assert.equal(ack.status, 200, ack.body);
    const data = await h.get(b.BookingCode);
    assert.deepEqual(data.escalationReasons, ['NO_HOTEL_RESPONSE']);
    assert.match(data.history.find((e: any) => e.kind === 'escalation').message, /Protel Miramar refused the reservation: Type 3 Code 402: Invalid room type/);
  });

  it('delivers a cancellation of a delivered booking as Cancel until it is acknowledged; an undelivered one is not sent', async () => {
    h = await engineHarness({ channel: 'ota-pull', ota: { counterparts } });
    const delivered = atHotel('H-1');
    const ackedWithoutNumber = atHotel('H-1');
    await h.add([delivered, ackedWithoutNumber]);
    const first = reservationsIn((await poll()).body);
    const noNumber = otaFixture('notif-report-rq.xml', { BookingId: ackedWithoutNumber.BookingCode, MessageId: first.find((d) => d.bookingId === ackedWithoutNumber.BookingCode)!.messageId }).replace(/<HotelReservationIDs>[\s\S]*?<\/HotelReservationIDs>/, '');
    assert.equal((await post(h.s.url, noNumber, PMS)).status, 200);
    const never = atHotel('H-1');
    await h.add([never]);
    for (const b of [delivered, ackedWithoutNumber, never]) assert.equal((await h.s.api.update(b.BookingCode, { BookingStatus: 'CANCELLED' })).status, 200);
    await h.drain();

    const read = await poll();
    const cancels = [...read.body.matchAll(/<HotelReservation [^>]*ResStatus="Cancel">\s*<UniqueID Type="14" ID="([^"]+)"\/>\s*<UniqueID Type="16" ID="(\d+)"/g)].map((m) => ({ bookingId: m[1], messageId: m[2] }));
    assert.deepEqual(cancels.map((c) => c.bookingId).sort(), [delivered.BookingCode, ackedWithoutNumber.BookingCode].sort(), 'the hotel system is told of what it holds, not of what it never got');
    assert.doesNotMatch(read.body, new RegExp(never.BookingCode));
    for (const c of cancels) {
      const ack = await post(h.s.url, otaFixture('notif-report-rq.xml', { BookingId: c.bookingId, MessageId: c.messageId, Number: 'PMS-1' }), PMS);
      assert.equal(ack.status, 200);
      assert.doesNotMatch(ack.body, /Warning/);
    }
    assert.match((await h.history(delivered.BookingCode, 'ota_cancel'))[0].message, /the cancellation was acknowledged by Protel Miramar/);
    assert.equal((await h.get(delivered.BookingCode)).BookingDetails.ReconfirmationStatus, 'CANCELLED');
    assert.deepEqual(reservationsIn((await poll()).body), [], 'nothing left once acknowledged');
  });

  it('a Modify or Cancel delivery carries the hotel\'s number once known (here the booking\'s Supplier.HCN); a Book does not', async () => {
    h = await engineHarness({ channel: 'ota-pull', ota: { counterparts } });
    const b = atHotel('H-1');
    const known = { ...b, Supplier: { ...b.Supplier, HCN: 'MIR-40711' } };
    await h.add([known]);
    const number = /<HotelReservationIDs>\s*<HotelReservationID ResID_Type="10" ResID_Value="MIR-40711"\/>\s*<\/HotelReservationIDs>/;
    const book = await poll();
    assert.match(book.body, /ResStatus="Book"/);
    assert.doesNotMatch(book.body, number);
    assert.equal((await h.s.api.update(b.BookingCode, { CheckOut: '2027-03-14T10:00:00Z' })).status, 200);
    await h.drain();
    const modify = await poll();
    assert.match(modify.body, /ResStatus="Modify"/);
    assert.match(modify.body, number);
    assert.equal((await h.s.api.update(b.BookingCode, { BookingStatus: 'CANCELLED' })).status, 200);
    await h.drain();
    const cancel = await poll();
    assert.match(cancel.body, /ResStatus="Cancel"/);
    assert.match(cancel.body, number);
  });

  it('SelectionType All: the reservations arriving within 30 days, whatever their state, paged with MoreDataEchoToken', async () => {
    h = await engineHarness({ channel: 'ota-pull', ota: { counterparts } });
    const soon = (day: string, code = 'H-1'): Record<string, any> => {
      const b = atHotel(code);
      return { ...b, CheckIn: `2026-12-${day}T14:00:00Z`, CheckOut: `2026-12-${String(Number(day) + 2).padStart(2, '0')}T10:00:00Z`, CancellationDeadLine: '2026-12-02T00:00:00Z' };
    };
    const confirmed = soon('05');
    const cancelled = soon('10');
    const open = soon('20');
    const elsewhere = soon('06', 'H-2');
    const later = atHotel('H-1'); // March 2027: beyond the horizon
    await h.add([confirmed, cancelled, open, elsewhere, later]);
    const first = reservationsIn((await poll()).body);
    const ack = (b: Record<string, any>, n: string) => post(h!.s.url, otaFixture('notif-report-rq.xml', { BookingId: b.BookingCode, MessageId: first.find((d) => d.bookingId === b.BookingCode)!.messageId, Number: n }), PMS);
    await ack(confirmed, 'PMS-501');
    assert.equal((await h.s.api.update(cancelled.BookingCode, { BookingStatus: 'CANCELLED' })).status, 200);
    await h.drain();

    const all = (more?: string) =>
      post(h!.s.url, otaFixture('read-rq-pull.xml', { HotelCode: 'H-1' }).replace('SelectionType="Undelivered"', 'SelectionType="All"').replace('Version="1.000"', `Version="1.000" MaxResponses="2"${more ? ` MoreDataEchoToken="${more}"` : ''}`), PMS);
    const page1 = await all();
    assert.equal(page1.status, 200, page1.body);
    const more = /MoreIndicator="true" MoreDataEchoToken="([^"]+)"/.exec(page1.body)?.[1];
    assert.ok(more, page1.body);
    const page2 = await all(more);
    assert.doesNotMatch(page2.body, /MoreIndicator/);
    const ids = (xml: string) => [...xml.matchAll(/<HotelReservation [^>]*ResStatus="(\w+)">\s*<UniqueID Type="14" ID="([^"]+)"/g)].map((m) => `${m[2]} ${m[1]}`);
    assert.deepEqual([...ids(page1.body), ...ids(page2.body)], [`${confirmed.BookingCode} Book`, `${cancelled.BookingCode} Cancel`, `${open.BookingCode} Book`]);
    assert.match(page1.body, /<HotelReservationID ResID_Type="10" ResID_Value="PMS-501"\/>/, 'the confirmed one with the hotel\'s number');
    const bad = await all('not-ours');
    assert.equal(bad.status, 400);
  });

  it('maps HotelCodes both ways, and escalates a reservation whose HotelCode cannot be sent', async () => {
    const long = 'GIATA-1234567890123';
    h = await engineHarness({ channel: 'ota-pull', ota: { counterparts: [{ ...counterparts[0], hotelCodes: ['H-1', long, 'GIATA-9999999999999'], mapping: { hotelCodes: { [long]: 'MIRBCN' } } }] } });
    const mapped = atHotel(long);
    const unmapped = atHotel('GIATA-9999999999999');
    await h.add([mapped, unmapped]);
    // The hotel system asks with its own code.
    const read = await poll('MIRBCN');
    assert.equal(read.status, 200, read.body);
    assert.deepEqual(reservationsIn(read.body).map((d) => d.bookingId), [mapped.BookingCode]);
    assert.match(read.body, /<BasicPropertyInfo HotelCode="MIRBCN" HotelName="Hotel Miramar"\/>/);
    const refused = await poll('GIATA-9999999999999');
    assert.equal(refused.status, 200, refused.body);
    assert.doesNotMatch(refused.body, new RegExp(unmapped.BookingCode), 'nothing invalid is delivered');
    const data = await h.get(unmapped.BookingCode);
    assert.deepEqual(data.escalationReasons, ['NO_HOTEL_RESPONSE']);
    assert.match(data.history.find((e: any) => e.kind === 'escalation').message, /cannot be delivered to Protel Miramar: HotelCode "GIATA-9999999999999" is 19 characters; OpenTravel allows at most 16/);
  });

  it('authenticates each counterpart: HTTP Basic or POS RequestorID; wrong ones and other hotels are refused in OTA terms', async () => {
    h = await engineHarness({ channel: 'ota-pull', ota: { counterparts } });
    const wrong = await poll('H-1', { username: PMS.username, password: 'guess' });
    assert.equal(wrong.status, 401);
    assert.match(wrong.body, /<OTA_ResRetrieveRS [^>]*EchoToken="pms-poll-1"[^>]*>\s*<Errors>\s*<Error Type="4" Code="497" ShortText="unknown user name or wrong password"\/>/);
    const none = await post(h.s.url, otaFixture('read-rq-pull.xml', { HotelCode: 'H-1' }));
    assert.equal(none.status, 401);
    assert.match(none.body, /authenticate with HTTP Basic or POS\/Source\/RequestorID/);
    const pos = otaFixture('read-rq-pull.xml', { HotelCode: 'H-1' }).replace('<ReadRequests>', `<POS><Source><RequestorID Type="22" ID="${PMS.username}" MessagePassword="${PMS.password}"/></Source></POS><ReadRequests>`);
    const viaPos = await post(h.s.url, pos);
    assert.equal(viaPos.status, 200, viaPos.body);
    const foreign = await poll('H-2');
    assert.equal(foreign.status, 403);
    assert.match(foreign.body, /HotelCode H-2 is not one of Protel Miramar&apos;s hotels/);
    const json = await h.s.api.call('POST', '/ota', { OTA_ReadRQ: {} });
    assert.equal(json.status, 415);
    assert.match(String(json.body), /Content-Type application\/xml or text\/xml/);
  });
});

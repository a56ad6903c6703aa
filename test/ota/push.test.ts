// The ota channel against a counterpart PMS of ours (test/support/ota-pms.ts) answering from fixtures/ota/.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import { otaCancelTask } from '../../src/daemon/engine/otaCancel.js';
import { LeaseLost, type JobContext } from '../../src/daemon/queue/runner.js';
import { engineHarness, makeBooking, type EngineHarness } from '../helpers.js';
import { OTA_FIXTURES, startPms, type Pms } from '../support/ota-pms.js';
import { assertValidOta } from './validate.js';

interface PushCase {
  name: string;
  answer: string;
  delayMs?: number;
  ota?: Record<string, unknown>;
  expect: { status: string; hcn?: string; reason?: string; message?: string; history?: string; failure?: string };
}
const manifest = JSON.parse(readFileSync(join(OTA_FIXTURES, 'manifest.json'), 'utf8')) as { push: PushCase[] };

let pms: Pms;
let h: EngineHarness | undefined;
before(async () => {
  pms = await startPms();
});
after(() => pms.close());
// Every message the channel sent in a test (Commit, Modify, Cancel, OTA_ReadRQ) is valid OpenTravel 2015B and 2017B.
let validated = 0;
afterEach(async () => {
  await h?.stop();
  h = undefined;
  const sent = pms.received.slice(validated);
  validated = pms.received.length;
  for (const r of sent) assertValidOta(r.body, `${r.root} ${r.resStatus ?? ''} for ${r.bookingId}`);
});

const otaConfig = (extra: Record<string, unknown> = {}) => ({ channel: 'ota' as const, channels: { ota: { url: pms.url, username: 'reconfirm', password: 'pms-secret', ...extra } } });
const hotelBooking = (extra: Record<string, any> = {}): Record<string, any> => {
  const b = makeBooking(extra);
  return { ...b, Hotel: { ...b.Hotel, MasterProviderHotelId: 'H-1' } };
};

describe('ota channel: each answer of the counterpart PMS ends in the right state', () => {
  for (const c of manifest.push) {
    it(c.name, async () => {
      h = await engineHarness(otaConfig(c.ota));
      const b = hotelBooking();
      pms.script(b.BookingCode, 'OTA_HotelResNotifRQ', { fixture: c.answer, delayMs: c.delayMs });
      await h.add([b]);
      const data = await h.get(b.BookingCode);
      assert.equal(data.BookingDetails.ReconfirmationStatus, c.expect.status, JSON.stringify(data.history.slice(-3)));
      if (c.expect.hcn) assert.equal(data.BookingDetails.Supplier.HCN, c.expect.hcn);
      if (c.expect.reason) {
        assert.deepEqual(data.escalationReasons, [c.expect.reason]);
        const escalation = data.history.find((e: any) => e.kind === 'escalation');
        assert.ok(escalation.message.includes(c.expect.message), escalation.message);
      }
      if (c.expect.history) assert.ok(data.history.some((e: any) => e.message.includes(c.expect.history)), JSON.stringify(data.history));
      if (c.expect.failure) {
        const failed = data.history.find((e: any) => e.kind === 'hotel_contact_failed');
        assert.ok(failed?.message.includes(c.expect.failure), failed?.message);
        // A passing failure is retried within minutes; this time the PMS answers at once and the booking confirms.
        pms.script(b.BookingCode, 'OTA_HotelResNotifRQ', { fixture: 'notif-rs-success-type10.xml' });
        await h.advance(2 / 60);
        const again = await h.get(b.BookingCode);
        assert.equal(again.BookingDetails.ReconfirmationStatus, 'CONFIRMED', JSON.stringify(again.history.slice(-3)));
        assert.equal(again.BookingDetails.Supplier.HCN, 'MIR-40711');
      }
    });
  }
});

describe('ota channel: what the hotel system is sent', () => {
  it('sends OTA_HotelResNotifRQ Commit with the booking, Basic credentials, and no amount unless allowed', async () => {
    h = await engineHarness(otaConfig());
    const b = hotelBooking({ SpecialRequest: 'Quiet room & late arrival' });
    pms.script(b.BookingCode, 'OTA_HotelResNotifRQ', { fixture: 'notif-rs-success-type10.xml' });
    await h.add([b]);
    const sent = pms.received.find((r) => r.bookingId === b.BookingCode)!;
    assert.equal(sent.root, 'OTA_HotelResNotifRQ');
    assert.equal(sent.headers.authorization, `Basic ${Buffer.from('reconfirm:pms-secret').toString('base64')}`);
    for (const part of [
      'xmlns="http://www.opentravel.org/OTA/2003/05"',
      'ResStatus="Commit"',
      /EchoToken="rc-\d+"/,
      'TimeStamp="2026-12-01T00:00:00.000Z"',
      `<UniqueID Type="14" ID="${b.BookingCode}"/>`,
      '<GuestCount AgeQualifyingCode="10" Count="2"/>',
      '<TimeSpan Start="2027-03-10" End="2027-03-13"/>',
      '<BasicPropertyInfo HotelCode="H-1" HotelName="Hotel Miramar"/>',
      '<RoomType RoomType="Double Sea View">',
      '<Surname>Lopez</Surname>',
      '<Text>Quiet room &amp; late arrival</Text>',
      // The action on the reservation too, and ResGlobalInfo ending with its required BasicPropertyInfo.
      /<HotelReservation CreateDateTime="[^"]+" ResStatus="Commit">/,
      /<BasicPropertyInfo HotelCode="H-1"\/>\s*<\/ResGlobalInfo>/,
    ]) {
      if (typeof part === 'string') assert.ok(sent.body.includes(part), `${part} in\n${sent.body}`);
      else assert.match(sent.body, part);
    }
    assert.doesNotMatch(sent.body, /AmountAfterTax|(?<![\w.,-])540[.,]25(?!\w)/, 'the seller\'s amount is not shown by default');
    assert.equal(sent.body.split('Quiet room').length - 1, 1, 'the special request is sent once');
    assert.doesNotMatch(sent.body, /MealPlanNotes/);

    await h.stop();
    h = await engineHarness(otaConfig({ showAmount: true }));
    const shown = hotelBooking();
    pms.script(shown.BookingCode, 'OTA_HotelResNotifRQ', { fixture: 'notif-rs-success-type10.xml' });
    await h.add([shown]);
    assert.match(pms.received.find((r) => r.bookingId === shown.BookingCode)!.body, /<Total AmountAfterTax="540.25" CurrencyCode="EUR"\/>/);
  });

  it('sends Modify once the hotel system holds the booking, and Cancel when it is cancelled', async () => {
    h = await engineHarness(otaConfig());
    const b = hotelBooking();
    // Accepted without a type 10 number: the booking waits, and the hotel system now holds it.
    pms.script(b.BookingCode, 'OTA_HotelResNotifRQ', [{ fixture: 'notif-rs-type14-pms.xml' }, { fixture: 'notif-rs-type14-pms.xml' }, { fixture: 'notif-rs-success-type10.xml' }]);
    await h.add([b]);
    const first = await h.history(b.BookingCode, 'hotel_contact');
    assert.match(first[0].message, /accepted without the hotel's number \(ResID_Type 10; ids given: 14\/ChannelManager=CM-99812, 14\/PMS=PMS-2207\)/);
    const patched = await h.s.api.update(b.BookingCode, { CheckOut: '2027-03-14T10:00:00Z' });
    assert.equal(patched.status, 200, JSON.stringify(patched.body));
    await h.drain();
    const statuses = pms.received.filter((r) => r.bookingId === b.BookingCode).map((r) => r.resStatus);
    assert.deepEqual(statuses, ['Commit', 'Modify']);
    assert.match(pms.received.filter((r) => r.bookingId === b.BookingCode)[1].body, /End="2027-03-14"/);

    const cancelled = await h.s.api.update(b.BookingCode, { BookingStatus: 'CANCELLED' });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    pms.script(b.BookingCode, 'OTA_HotelResNotifRQ', { fixture: 'notif-rs-success-type10.xml' });
    await h.drain();
    assert.deepEqual(pms.received.filter((r) => r.bookingId === b.BookingCode).map((r) => r.resStatus), ['Commit', 'Modify', 'Cancel']);
    assert.match(pms.received.filter((r) => r.bookingId === b.BookingCode)[2].body, /<HotelReservation [^>]*ResStatus="Cancel">/);
    assert.doesNotMatch(pms.received.filter((r) => r.bookingId === b.BookingCode)[2].body, /HotelReservationIDs/, 'no hotel number known yet');
  });

  it('sends no Cancel from a worker that no longer holds the job (paused past its lease): the one that holds it sends it once', async () => {
    h = await engineHarness(otaConfig());
    const b = hotelBooking();
    pms.script(b.BookingCode, 'OTA_HotelResNotifRQ', { fixture: 'notif-rs-type14-pms.xml' }); // held, not confirmed
    await h.add([b]);
    assert.equal((await h.s.api.update(b.BookingCode, { BookingStatus: 'CANCELLED' })).status, 200);
    const pk = h.sql<{ id: number }>('SELECT id FROM bookings WHERE booking_id = ?', b.BookingCode)[0].id;
    // The handler as a worker whose lease lapsed runs it (another instance took the job over meanwhile).
    const lapsed = { lease: () => { throw new LeaseLost(1); }, write: async <T>(fn: () => T) => fn() } as unknown as JobContext;
    await assert.rejects(Promise.resolve(otaCancelTask(h.s.service.ctx).handler({ bookingPk: pk }, lapsed)), LeaseLost);
    assert.deepEqual(pms.received.filter((r) => r.bookingId === b.BookingCode).map((r) => r.resStatus), ['Commit'], 'nothing sent by the lapsed worker');
    pms.script(b.BookingCode, 'OTA_HotelResNotifRQ', { fixture: 'notif-rs-success-type10.xml' });
    await h.drain();
    assert.deepEqual(pms.received.filter((r) => r.bookingId === b.BookingCode).map((r) => r.resStatus), ['Commit', 'Cancel']);
  });

  it('reads the reservation back with OTA_ReadRQ where verify is on: a match confirms, a difference names the fields', async () => {
    h = await engineHarness(otaConfig({ verify: true }));
    const same = hotelBooking();
    const differs = hotelBooking();
    for (const [b, checkOut, roomType] of [
      [same, '2027-03-13', 'Double Sea View'],
      [differs, '2027-03-14', 'Double Garden View'],
    ] as const) {
      pms.script(b.BookingCode, 'OTA_HotelResNotifRQ', { fixture: 'notif-rs-success-type10.xml' });
      pms.script(b.BookingCode, 'OTA_ReadRQ', { fixture: 'hotel-res-rs.xml', values: { CheckOut: checkOut, RoomType: roomType } });
    }
    await h.add([same, differs]);
    const read = pms.received.find((r) => r.bookingId === same.BookingCode && r.root === 'OTA_ReadRQ')!;
    // By our id and by the hotel's number just received, where OpenTravel puts a UniqueID (ReadRequest, not HotelReadRequest).
    assert.match(read.body, new RegExp(`<ReadRequest>\\s*<UniqueID Type="14" ID="${same.BookingCode}"/>\\s*</ReadRequest>\\s*<ReadRequest>\\s*<UniqueID Type="10" ID="MIR-40711"/>`));
    assert.doesNotMatch(read.body, /HotelReadRequest/);
    const ok = await h.get(same.BookingCode);
    assert.equal(ok.BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    assert.equal(ok.BookingDetails.Supplier.HCN, 'MIR-40711');
    assert.ok(ok.history.some((e: any) => /read back with OTA_ReadRQ and compared/.test(e.message)));
    const bad = await h.get(differs.BookingCode);
    assert.deepEqual(bad.escalationReasons, ['DATA_DISCREPANCY']);
    const event = h.sql("SELECT payload FROM webhook_events WHERE type = 'booking.escalated'").find((e) => JSON.parse(e.payload).data.BookingId === differs.BookingCode);
    assert.deepEqual(JSON.parse(event.payload).data.discrepancies, [
      { field: 'CheckOut', booked: '2027-03-13', hotel: '2027-03-14' },
      { field: 'RoomType', booked: 'Double Sea View', hotel: 'Double Garden View' },
    ]);
  });

  it('Modify and Cancel carry the hotel\'s own number once an answer gave it, though the booking is not confirmed', async () => {
    h = await engineHarness(otaConfig({ verify: true }));
    const modified = hotelBooking();
    const cancelled = hotelBooking();
    for (const b of [modified, cancelled]) {
      // The hotel system numbers the booking, but holds other dates: escalated, not confirmed.
      pms.script(b.BookingCode, 'OTA_HotelResNotifRQ', { fixture: 'notif-rs-success-type10.xml' });
      pms.script(b.BookingCode, 'OTA_ReadRQ', { fixture: 'hotel-res-rs.xml', values: { CheckOut: '2027-03-14', RoomType: 'Double Sea View' } });
    }
    await h.add([modified, cancelled]);
    assert.deepEqual((await h.get(modified.BookingCode)).escalationReasons, ['DATA_DISCREPANCY']);
    assert.equal((await h.s.api.update(modified.BookingCode, { CheckOut: '2027-03-14T10:00:00Z' })).status, 200);
    assert.equal((await h.s.api.update(cancelled.BookingCode, { BookingStatus: 'CANCELLED' })).status, 200);
    await h.drain();
    const number = /<HotelReservationIDs>\s*<HotelReservationID ResID_Type="10" ResID_Value="MIR-40711"\/>\s*<\/HotelReservationIDs>/;
    const modify = pms.received.filter((r) => r.bookingId === modified.BookingCode && r.root === 'OTA_HotelResNotifRQ');
    assert.deepEqual(modify.map((r) => r.resStatus), ['Commit', 'Modify']);
    assert.doesNotMatch(modify[0].body, /HotelReservationIDs/);
    assert.match(modify[1].body, number);
    const cancel = pms.received.filter((r) => r.bookingId === cancelled.BookingCode && r.root === 'OTA_HotelResNotifRQ');
    assert.deepEqual(cancel.map((r) => r.resStatus), ['Commit', 'Cancel']);
    assert.match(cancel[1].body, number);
  });

  it('maps a HotelCode over 16 characters, and escalates naming the field and the limit where no mapping fits it', async () => {
    h = await engineHarness(otaConfig({ mapping: { hotelCodes: { 'GIATA-1234567890123': 'MIRBCN' }, roomTypeCodes: { 'double sea view': 'DSV' } } }));
    const atCode = (code: string): Record<string, any> => {
      const b = hotelBooking();
      return { ...b, Hotel: { ...b.Hotel, MasterProviderHotelId: code } };
    };
    const mapped = atCode('GIATA-1234567890123');
    const unmapped = atCode('GIATA-9999999999999');
    pms.script(mapped.BookingCode, 'OTA_HotelResNotifRQ', { fixture: 'notif-rs-success-type10.xml' });
    await h.add([mapped, unmapped]);
    const sent = pms.received.find((r) => r.bookingId === mapped.BookingCode)!;
    assert.match(sent.body, /<BasicPropertyInfo HotelCode="MIRBCN" HotelName="Hotel Miramar"\/>/);
    assert.match(sent.body, /<RoomType RoomTypeCode="DSV" RoomType="Double Sea View">/);
    assert.equal((await h.get(mapped.BookingCode)).BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    assert.equal(pms.received.filter((r) => r.bookingId === unmapped.BookingCode).length, 0, 'nothing invalid is sent');
    const data = await h.get(unmapped.BookingCode);
    assert.deepEqual(data.escalationReasons, ['NO_HOTEL_RESPONSE']);
    assert.match(data.history.find((e: any) => e.kind === 'escalation').message, /HotelCode "GIATA-9999999999999" is 19 characters; OpenTravel allows at most 16: map it to the hotel system's code in channels\.ota\.mapping\.hotelCodes/);
  });

  it('sends the surname the events body gives (LastName), not the last word of the name', async () => {
    h = await engineHarness(otaConfig());
    const code = `EV-LN-${process.pid}`;
    pms.script(code, 'OTA_HotelResNotifRQ', { fixture: 'notif-rs-success-type10.xml' });
    const r = await h.s.api.call('POST', '/events', {
      Bookings: [
        {
          BookingCode: code,
          CheckIn: '2027-06-01',
          CheckOut: '2027-06-04',
          Hotel: { Name: 'Hotel Miramar', MasterProviderHotelId: 'H-1' },
          Guest: { LeadName: 'Maria Lopez Garcia', Adults: 2, AllGuests: [{ Name: 'Maria', LastName: 'Lopez Garcia', Title: 'Ms' }] },
        },
      ],
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    await h.drain();
    const sent = pms.received.find((x) => x.bookingId === code)!;
    assert.match(sent.body, /<NamePrefix>Ms<\/NamePrefix>\s*<GivenName>Maria<\/GivenName>\s*<Surname>Lopez Garcia<\/Surname>/);
    assert.equal(h.sql(`SELECT lead_last_name AS n FROM bookings WHERE booking_code = '${code}'`)[0].n, 'Lopez Garcia');
  });

  it('refuses a booking whose hotel has no OTA HotelCode, naming the field', async () => {
    h = await engineHarness(otaConfig());
    const b = makeBooking();
    const noCode = { ...b, Hotel: { ...b.Hotel, MasterProviderHotelId: undefined } };
    await h.add([noCode]);
    const data = await h.get(b.BookingCode);
    assert.deepEqual(data.escalationReasons, ['NO_HOTEL_RESPONSE']);
    assert.match(data.history.find((e: any) => e.kind === 'escalation').message, /OTA HotelCode in Hotel\.MasterProviderHotelId/);
  });
});

// Issue 29: every OpenTravel message reconfirm builds is valid against the official 2015B and 2017B schemas (xmllint,
// test/ota/validate.ts), and carries what a hotel system maps: codes, the action per reservation, ages, the hotel's number.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ConfigSchema } from '../../src/config.js';
import { checkChannelConfig } from '../../src/daemon/channels/index.js';
import { canonicalBoard, MPT } from '../../src/domain/board.js';
import { OtaMappingSchema } from '../../src/domain/ota/config.js';
import { buildErrorRS, buildHotelResNotifRQ, buildNotifReportRS, buildReadRQ, buildResRetrieveRS, parseReservationRS, type ResStatus } from '../../src/domain/ota/messages.js';
import { counterpartHotelCode, OtaLimitError, otaUniqueId } from '../../src/domain/ota/reservation.js';
import type { Booking } from '../../src/domain/schemas.js';
import { makeBooking, ROOT } from '../helpers.js';
import { otaFixture } from '../support/ota-pms.js';
import { assertValidOta, otaSchemaErrors } from './validate.js';

const env = { echoToken: 'rc-1', timeStamp: '2026-12-01T00:00:00.000Z' };
const booking = (extra: Record<string, any> = {}) => makeBooking(extra) as unknown as Booking;
const notif = (b: Booking, resStatus: ResStatus = 'Commit', extra: Record<string, any> = {}) =>
  buildHotelResNotifRQ(env, { booking: b, bookingId: b.BookingCode, resStatus, hotelCode: 'H-1', showAmount: false, zone: 'Europe/Madrid', ...extra });

/** A booking with everything the defects were about: a long room type, a board, a child with an age, a request. */
const rich = () =>
  booking({
    SpecialRequest: 'Quiet room, late arrival',
    Guest: {
      LeadName: 'Maria Lopez',
      Adults: 2,
      Childs: 1,
      TotalRooms: 1,
      AllGuests: [{ Name: 'Maria Lopez', Title: 'Ms', Age: 40, Type: 'Adult' }, { Name: 'Juan Lopez', Age: 41, Type: 'Adult' }, { Name: 'Ana Lopez', Age: 7, Type: 'Child' }],
      RoomStructure: [{ RoomType: 'Junior Suite Garden View', BoardType: 'Bed and Breakfast', Adults: 2, Childs: 1 }],
    },
  });

describe('OpenTravel schemas: every message of the ota channel is valid in 2015B and 2017B', () => {
  for (const resStatus of ['Commit', 'Modify', 'Cancel'] as const) {
    it(`OTA_HotelResNotifRQ ${resStatus}: a full booking, a bare one, with the amount and credentials`, () => {
      assertValidOta(notif(rich(), resStatus, { showAmount: true, requestorId: 'reconfirm', messagePassword: 'secret' }), `${resStatus} of a full booking`);
      // Defect 2: no request and no amount left an empty ResGlobalInfo, which requires BasicPropertyInfo.
      const bare = notif(booking(), resStatus);
      assertValidOta(bare, `${resStatus} of a bare booking`);
      assert.match(bare, /<ResGlobalInfo>\s*<BasicPropertyInfo HotelCode="H-1"\/>\s*<\/ResGlobalInfo>/);
      // Many receivers read the action on the reservation, not on the root.
      assert.match(bare, new RegExp(`<HotelReservation [^>]*ResStatus="${resStatus}"`));
    });
  }

  it('defect 1: the board is MealsIncluded with meals and the MPT code, never MealPlanNotes', () => {
    const xml = notif(rich());
    assertValidOta(xml);
    assert.doesNotMatch(xml, /MealPlanNotes/);
    assert.match(xml, /<RatePlan RatePlanName="Bed and Breakfast">\s*<MealsIncluded Breakfast="true" Lunch="false" Dinner="false" MealPlanIndicator="true" MealPlanCodes="3"\/>/);
    for (const [board, code] of [['Half Board', '12'], ['Full board', '10'], ['All Inclusive', '1'], ['Room Only', '14'], ['Media Pensión', '12']]) {
      const b = rich();
      b.Guest.RoomStructure![0].BoardType = board;
      const x = notif(b);
      assert.match(x, new RegExp(`MealPlanCodes="${code}"`), board);
      assertValidOta(x, board);
    }
  });

  it('the board is read with the reply reader\'s lexicons (six languages, negations), then the MPT table: one set of board words', () => {
    for (const [board, code, meals] of [
      ['Breakfast and dinner', '12', 'Breakfast="true" Lunch="false" Dinner="true"'],
      ['Meia pensão', '12', 'Breakfast="true" Lunch="false" Dinner="true"'],
      ['Pensão completa', '10', 'Breakfast="true" Lunch="true" Dinner="true"'],
      ['breakfast not included', '14', 'Breakfast="false" Lunch="false" Dinner="false"'],
      ['ÜF', '3', 'Breakfast="true" Lunch="false" Dinner="false"'],
      ['3', '3', 'Breakfast="true" Lunch="false" Dinner="false"'],
    ]) {
      const b = rich();
      b.Guest.RoomStructure![0].BoardType = board;
      const x = notif(b, 'Commit', { mapping: OtaMappingSchema.parse({ ratePlanCodes: { HB: 'BAR-HB' } }) });
      assert.match(x, new RegExp(`<MealsIncluded ${meals} MealPlanIndicator="true" MealPlanCodes="${code}"/>`), board);
      if (code === '12') assert.match(x, /RatePlanCode="BAR-HB"/, `${board}: the rate plan mapped by its canonical board`);
      assertValidOta(x, board);
    }
  });

  it('defect 3: a room type over 16 characters is cut in RoomType, whole in RoomDescription, and read back whole', () => {
    const xml = notif(rich());
    assertValidOta(xml);
    assert.match(xml, /<RoomType RoomType="Junior Suite Gar">\s*<RoomDescription Name="Junior Suite Garden View">\s*<Text>Junior Suite Garden View<\/Text>/);
    // A hotel system echoing our reservation back (verify) is not taken for a different room type.
    const echoed = xml.replace(/<\/?OTA_HotelResNotifRQ[^>]*>/g, (t) => t.replace('OTA_HotelResNotifRQ', 'OTA_HotelResRS')).replace('<HotelReservations>', '<Success/><HotelReservations>');
    const read = parseReservationRS(echoed, { resIdType: '10' }, rich().BookingCode);
    assert.equal(read.kind, 'reservation');
    assert.equal(read.kind === 'reservation' && read.reply.roomType, 'Junior Suite Garden View');
  });

  it('defect 4: OTA_ReadRQ asks by ReadRequest/UniqueID, ours and the hotel\'s number once known', () => {
    const ours = buildReadRQ(env, { bookingId: 'B-1' });
    assertValidOta(ours);
    assert.doesNotMatch(ours, /HotelReadRequest/);
    const both = buildReadRQ(env, { bookingId: 'B-1', hotelNumber: { value: 'MIR-40711', type: '10', source: 'Opera' }, requestorId: 'reconfirm', messagePassword: 'secret' });
    assertValidOta(both);
    assert.match(both, /<ReadRequest>\s*<UniqueID Type="14" ID="B-1"\/>\s*<\/ReadRequest>\s*<ReadRequest>\s*<UniqueID Type="10" ID="MIR-40711" ID_Context="Opera"\/>/);
  });

  it('defect 5: OTA_ErrorRS is an empty element with ErrorCode; a long ShortText goes into the content', () => {
    const error = buildErrorRS('OTA_ErrorRS', env, [{ type: '7', shortText: 'unsupported content type', text: 'POST /ota takes OTA XML: Content-Type application/xml or text/xml', errorCode: 'UnsupportedMediaType' }]);
    assertValidOta(error);
    assert.match(error, /<OTA_ErrorRS [^>]*ErrorCode="UnsupportedMediaType" Status="NotProcessed" ErrorMessage="unsupported content type - POST \/ota takes OTA XML[^"]*"\/>/);
    const long = 'reservation AGENCY-0000000001#LINE-1 is not waiting for Protel Miramar\'s acknowledgement; ignored';
    const report = buildNotifReportRS(env, [{ type: '3', shortText: long }, { type: '3', code: '245', shortText: 'no hotel reservation number', text: long }]);
    assertValidOta(report);
    assert.match(report, /<Warning Type="3">reservation AGENCY[^<]+ignored<\/Warning>/);
    for (const root of ['OTA_ResRetrieveRS', 'OTA_NotifReportRS']) assertValidOta(buildErrorRS(root, env, [{ type: '4', shortText: long }]), root);
  });

  it('OTA_ResRetrieveRS with reservations (Book, Modify, Cancel) and empty', () => {
    const list = (['Book', 'Modify', 'Cancel'] as const).map((resStatus, i) => ({ booking: rich(), bookingId: `B-${i}`, hotelCode: 'H-1', resStatus, messageId: String(i + 1), zone: 'UTC' }));
    assertValidOta(buildResRetrieveRS(env, list, true), 'with reservations');
    assertValidOta(buildResRetrieveRS({ timeStamp: env.timeStamp }, [], false), 'empty');
    assert.doesNotMatch(buildResRetrieveRS({ timeStamp: env.timeStamp }, [], false), /EchoToken/, 'no EchoToken when the request had none');
  });

  it('identifiers within their limits: a long BookingId becomes a stable UniqueID with the whole id in a Comment', () => {
    const id = 'AGENCYBOOKING-2026-000000012345#LINE-0001';
    const b = booking({ BookingCode: id });
    const xml = buildHotelResNotifRQ(env, { booking: b, bookingId: id, resStatus: 'Commit', hotelCode: 'H-1', showAmount: false, zone: 'UTC' });
    assertValidOta(xml);
    const sent = otaUniqueId(id);
    assert.equal(sent.length, 32);
    assert.match(sent, /^AGENCYBOOKING-2026-00~[0-9a-f]{10}$/);
    assert.equal(otaUniqueId(id), sent, 'stable');
    assert.notEqual(otaUniqueId(`${id}X`), sent);
    assert.match(xml, new RegExp(`<UniqueID Type="14" ID="${sent}"/>`));
    assert.match(xml, new RegExp(`<Comment Name="BookingId">\\s*<Text>BookingId ${id}</Text>`));
    assert.equal(otaUniqueId('SHORT-1'), 'SHORT-1');
  });

  it('names within their limits: long names cut, the whole lead name in a Comment', () => {
    const long = `${'Maximiliana '.repeat(6)}Lopez-Garcia`;
    const b = booking({ Guest: { LeadName: long, Adults: 1, AllGuests: [{ Name: long, Title: 'Her Excellency Dr' }], RoomStructure: [{ RoomType: 'R'.repeat(120), BoardType: `Half board ${'with drinks '.repeat(8)}`, Adults: 1 }] } });
    const xml = notif(b);
    assertValidOta(xml);
    assert.match(xml, /<NamePrefix>Her Excellency D<\/NamePrefix>/);
    assert.match(xml, /MealPlanCodes="12"/);
  });

  it('each name cut keeps its whole text: room type and rate plan in their descriptions, the lead guest in a Comment', () => {
    const b = booking({ Guest: { LeadName: 'Maria Lopez', Adults: 1, AllGuests: [{ Name: 'Maria Lopez', Title: 'Her Excellency Dr' }], RoomStructure: [{ RoomType: 'Junior Suite Garden View', BoardType: `Half board${' with drinks'.repeat(6)}`, Adults: 1 }] } });
    const xml = notif(b);
    assertValidOta(xml);
    assert.match(xml, /<RoomType RoomType="Junior Suite Gar">\s*<RoomDescription Name="Junior Suite Garden View">\s*<Text>Junior Suite Garden View<\/Text>/);
    assert.match(xml, new RegExp(`<RatePlan RatePlanName="Half board( with drinks){4} with">\\s*<RatePlanDescription>\\s*<Text>Half board${' with drinks'.repeat(6)}</Text>`));
    assert.match(xml, /<NamePrefix>Her Excellency D<\/NamePrefix>/);
    assert.match(xml, /<Comment Name="Lead guest">\s*<Text>Her Excellency Dr Maria Lopez<\/Text>/, 'the title cut in NamePrefix is whole in the Comment');
    assert.doesNotMatch(notif(booking({ Guest: { LeadName: 'Maria Lopez', Adults: 1, AllGuests: [{ Name: 'Maria Lopez', Title: 'Ms' }] } })), /Lead guest/, 'no Comment when nothing is cut');
  });

  it('a HotelCode over 16 characters is mapped, or refused naming the field and the limit', () => {
    const mapping = OtaMappingSchema.parse({ hotelCodes: { 'GIATA-1234567890123': 'MIRBCN' } });
    assert.equal(counterpartHotelCode('giata-1234567890123', mapping), 'MIRBCN');
    assert.throws(() => counterpartHotelCode('GIATA-9999999999999', mapping), (e: unknown) => e instanceof OtaLimitError && /HotelCode "GIATA-9999999999999" is 19 characters; OpenTravel allows at most 16: map it .* in mapping\.hotelCodes/.test(e.message));
  });

  it('mapping per counterpart: RoomTypeCode, RatePlanCode and the MPT code, with the standard code when unmapped', () => {
    const mapping = OtaMappingSchema.parse({ roomTypeCodes: { 'junior suite garden view': 'JSGV' }, ratePlanCodes: { BB: 'BAR-BB' }, mealPlanCodes: { BB: '19' } });
    const xml = notif(rich(), 'Commit', { mapping });
    assertValidOta(xml);
    assert.match(xml, /<RoomType RoomTypeCode="JSGV" RoomType="Junior Suite Gar">/);
    assert.match(xml, /<RatePlan RatePlanCode="BAR-BB" RatePlanName="Bed and Breakfast">\s*<MealsIncluded [^>]*MealPlanCodes="19"\/>/);
    const unmapped = notif(rich(), 'Commit', { mapping: OtaMappingSchema.parse({}) });
    assert.match(unmapped, /MealPlanCodes="3"/);
    assert.doesNotMatch(unmapped, /RoomTypeCode|RatePlanCode/);
  });

  it('a reservation read back with only their RoomTypeCode is our room type, by the mapping read backwards', () => {
    const mapping = OtaMappingSchema.parse({ roomTypeCodes: { 'Double Sea View': 'DSV' } });
    const rs = otaFixture('hotel-res-rs.xml', { EchoToken: 'rc-1', BookingId: 'B-1', CheckOut: '2027-03-13' }).replace(/<RoomDescription Name="\{\{RoomType\}\}"\/>/, '');
    assertValidOta(rs);
    const read = parseReservationRS(rs, { resIdType: '10', mapping }, 'B-1');
    assert.equal(read.kind === 'reservation' && read.reply.roomType, 'Double Sea View');
    const unmapped = parseReservationRS(rs, { resIdType: '10' }, 'B-1');
    assert.equal(unmapped.kind === 'reservation' && unmapped.reply.roomType, 'DSV');
  });

  it('children with their ages, the special request once, the hotel\'s number on Modify and Cancel', () => {
    const xml = notif(rich(), 'Modify', { hotelNumber: { value: 'MIR-40711', type: '10', source: 'Opera' } });
    assertValidOta(xml);
    assert.match(xml, /<GuestCount AgeQualifyingCode="10" Count="2"\/>\s*<GuestCount AgeQualifyingCode="8" Age="7" Count="1"\/>/);
    assert.equal(xml.split('Quiet room, late arrival').length - 1, 1, 'the special request once');
    assert.match(xml, /<HotelReservationIDs>\s*<HotelReservationID ResID_Type="10" ResID_Value="MIR-40711" ResID_Source="Opera"\/>\s*<\/HotelReservationIDs>\s*<BasicPropertyInfo/);
    assert.doesNotMatch(notif(rich(), 'Modify', { specialRequest: false }), /Quiet room/, 'hidden where the disclosure hides it');
  });

  it('the canonical board of words, codes and MPT codes (src/domain/board.ts)', () => {
    for (const [text, board] of [['Bed & Breakfast', 'BB'], ['BB', 'BB'], ['Alojamiento y desayuno', 'BB'], ['Half Board (dinner)', 'HB'], ['HB', 'HB'], ['demi-pension', 'HB'], ['Pensión completa', 'FB'], ['All-Inclusive', 'AI'], ['Room only', 'RO'], ['3', 'BB'], ['12', 'HB']] as const) {
      assert.equal(canonicalBoard(text), board, text);
    }
    assert.equal(canonicalBoard('Deluxe rate'), undefined);
    assert.deepEqual(MPT, { RO: '14', BB: '3', HB: '12', FB: '10', AI: '1' });
  });
});

describe('OpenTravel schemas: the fixtures and docs/ota.md samples validate, except those invalid on purpose', () => {
  const onPurpose = new Set(['billion-laughs.xml', 'external-entity.xml', 'notif-rs-malformed.xml']);
  const values = { EchoToken: 'rc-1', BookingId: 'B-1', RoomType: 'Double Sea View', CheckOut: '2027-03-13', MessageId: '5', Number: 'PMS-1', HotelCode: 'H-1' };
  const manifest = JSON.parse(readFileSync(join(ROOT, 'fixtures', 'ota', 'manifest.json'), 'utf8')) as { push: { answer: string }[] };
  for (const name of [...new Set([...manifest.push.map((c) => c.answer), 'hotel-res-rs.xml', 'notif-report-rq.xml', 'read-rq-pull.xml'])]) {
    it(`fixtures/ota/${name}${onPurpose.has(name) ? ' (invalid on purpose)' : ''}`, () => {
      const xml = otaFixture(name, values);
      if (onPurpose.has(name)) assert.ok(Object.values(otaSchemaErrors(xml)).every((e) => e.length > 0));
      else assertValidOta(xml, name);
    });
  }

  it('the configuration example of docs/ota.md is valid, mapping included', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'ota.md'), 'utf8');
    const config = ConfigSchema.parse(JSON.parse(/```json\n([\s\S]*?)```/.exec(doc)![1]));
    assert.doesNotThrow(() => checkChannelConfig(config));
    assert.equal(config.channels.ota.mapping.hotelCodes.MIR01, 'MIRBCN');
    assert.equal(config.ota.counterparts[0].mapping.roomTypeCodes['Double Sea View'], 'DSV');
    assert.throws(() => ConfigSchema.parse({ channels: { ota: { url: 'https://pms.example/ota', messagePassword: 'x'.repeat(17) } } }), /at most 16 characters/);
  });

  it('every XML sample in docs/ota.md', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'ota.md'), 'utf8');
    const samples = [...doc.matchAll(/```xml\n([\s\S]*?)```/g)].map((m) => m[1]);
    assert.ok(samples.length >= 5, 'docs/ota.md shows samples');
    for (const xml of samples) assertValidOta(xml, `the docs/ota.md sample starting ${xml.slice(0, 120)}`);
  });
});

// Hostile XML (entity expansion, external entities, huge or deep documents) is refused with a clear error, never expanded.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { OtaXmlError, parseOtaXml } from '../../src/domain/ota/xml.js';
import { engineHarness, makeBooking, type EngineHarness } from '../helpers.js';
import { otaFixture, postToService, startPms, type Pms } from '../support/ota-pms.js';
import { assertValidOta } from './validate.js';

const PMS = { username: 'miramar-pms', password: 'pull-secret' };
const counterparts = [{ name: 'Protel Miramar', ...PMS, hotelCodes: ['H-1'] }];

/** A well-formed OTA_ReadRQ padded with comments-free filler elements to the given size. */
function hugeReadRQ(bytes: number): string {
  const filler = '<HotelReadRequest HotelCode="H-1"/>';
  return `<OTA_ReadRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.000"><ReadRequests>${filler.repeat(Math.ceil(bytes / filler.length))}</ReadRequests></OTA_ReadRQ>`;
}
const deep = (levels: number) => `<OTA_ReadRQ xmlns="http://www.opentravel.org/OTA/2003/05">${'<a>'.repeat(levels)}${'</a>'.repeat(levels)}</OTA_ReadRQ>`;

describe('the XML reader refuses hostile documents before parsing', () => {
  const refused = (xml: string, message: RegExp) =>
    assert.throws(() => parseOtaXml(xml), (e: unknown) => e instanceof OtaXmlError && e.refused && message.test(e.message));

  it('refuses entity expansion (billion laughs) and external entities', () => {
    refused(otaFixture('billion-laughs.xml'), /DOCTYPE and entity declarations are refused/);
    refused(otaFixture('external-entity.xml'), /DOCTYPE and entity declarations are refused/);
    refused('<OTA_ReadRQ><!ENTITY x "y"></OTA_ReadRQ>', /ENTITY; entity declarations are refused/);
  });

  it('refuses a document over 1 MB, more than 20000 elements, or nested too deep', () => {
    refused(hugeReadRQ(1.2 * 1024 * 1024), /is \d+ bytes; at most 1048576 bytes are accepted/);
    refused(`<OTA_ReadRQ>${'<a/>'.repeat(20_001)}</OTA_ReadRQ>`, /more than 20000 elements/);
    refused(deep(60), /nests elements more than 48 deep/);
  });

  it('leaves an undeclared entity as text and reads the predefined ones', () => {
    const { node } = parseOtaXml('<OTA_ReadRQ EchoToken="&amp;&lt;&#65;&foo;|&amp;#65;"/>');
    assert.equal(node['@EchoToken'], '&<A&foo;|&#65;');
  });
});

describe('POST /ota answers hostile XML with an OTA error and HTTP 400', () => {
  let h: EngineHarness;
  before(async () => {
    h = await engineHarness({ channel: 'ota-pull', ota: { counterparts } });
    await h.add([{ ...makeBooking(), Hotel: { ...makeBooking().Hotel, MasterProviderHotelId: 'H-1' } }]);
  });
  after(() => h.stop());

  for (const [name, xml, message] of [
    ['billion laughs', () => otaFixture('billion-laughs.xml'), /DOCTYPE and entity declarations are refused \(no entity expansion, no external entities\)/],
    ['an external entity', () => otaFixture('external-entity.xml'), /DOCTYPE and entity declarations are refused/],
    ['deep nesting', () => deep(5000), /nests elements more than 48 deep/],
    ['a malformed document', () => '<OTA_ReadRQ xmlns="http://www.opentravel.org/OTA/2003/05"><ReadRequests></OTA_ReadRQ>', /not well-formed \(line 1/],
  ] as const) {
    it(`refuses ${name}`, async () => {
      const r = await postToService(h.s.url, xml(), PMS);
      assert.equal(r.status, 400, r.body);
      assert.match(r.body, /<OTA_ResRetrieveRS xmlns="http:\/\/www.opentravel.org\/OTA\/2003\/05"[^>]*>\s*<Errors>\s*<Error Type="7" Code="448" ShortText="document (refused|not readable)">/);
      assertValidOta(r.body, 'the error answer');
      assert.match(r.body, message);
      assert.doesNotMatch(r.body, /lollol|root:|<HotelReservation/, 'nothing expanded, read or delivered');
    });
  }

  for (const size of [1.5, 3]) {
    it(`refuses a body of ${size} MB, over the 1 MB limit, without reading it whole`, async () => {
      const r = await postToService(h.s.url, hugeReadRQ(size * 1024 * 1024), PMS);
      assert.equal(r.status, 413);
      assert.match(r.body, /<OTA_ResRetrieveRS [^>]*>\s*<Errors>\s*<Error Type="7" Code="448" ShortText="document too large">the XML document is larger than 1048576 bytes; refused<\/Error>/);
      assertValidOta(r.body, 'the error answer');
    });
  }
});

describe('the ota channel refuses a hostile answer from a hotel system', () => {
  let pms: Pms;
  let h: EngineHarness | undefined;
  before(async () => {
    pms = await startPms();
  });
  after(() => pms.close());
  afterEach(async () => {
    await h?.stop();
    h = undefined;
  });

  it('treats an entity-expansion answer as unreadable: a passing failure, retried, nothing expanded', async () => {
    h = await engineHarness({ channel: 'ota', channels: { ota: { url: pms.url } } });
    const b = makeBooking();
    const booking = { ...b, Hotel: { ...b.Hotel, MasterProviderHotelId: 'H-1' } };
    pms.script(b.BookingCode, 'OTA_HotelResNotifRQ', { fixture: 'billion-laughs.xml' });
    await h.add([booking]);
    const data = await h.get(b.BookingCode);
    assert.equal(data.BookingDetails.ReconfirmationStatus, 'PENDING');
    const failed = data.history.find((e: any) => e.kind === 'hotel_contact_failed');
    assert.match(failed.message, /the answer cannot be read: the XML document has a DOCTYPE; DOCTYPE and entity declarations are refused/);
    assert.ok(data.nextContactAt, 'retried later');
  });
});

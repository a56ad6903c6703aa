// Acceptance: /openapi.json says what the service does. Real requests and answers are checked against the document
// with a JSON Schema 2020-12 validator (ajv, which fastify ships), formats asserted.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { routesServed } from '../../src/daemon/http/app.js';
import { methodsNotAllowed } from '../../src/daemon/http/paths.js';
import { escalateByHotel, makeBooking, startTestService, type ApiResponse, type TestService } from '../helpers.js';

describe('/openapi.json against the running service', () => {
  let s: TestService;
  let doc: any;
  let ajv: any;
  before(async () => {
    s = await startTestService({ auth: { maxFailures: 1000, windowSeconds: 60 } });
    doc = (await s.api.call('GET', '/openapi.json')).body;
    ajv = new (Ajv2020 as any)({ strict: false, allErrors: true });
    (addFormats as any)(ajv);
    ajv.addSchema({ $id: 'openapi.json', $defs: {}, components: doc.components });
  });
  after(() => s.stop());

  const validator = (schema: object) => ajv.compile({ $id: `check-${Math.random()}`, ...resolveRefs(schema) });
  /** $refs of the document point into it: make them absolute for ajv. */
  const resolveRefs = (schema: object): any => JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"openapi.json#/'));
  const requestSchema = (path: string, method: string) => doc.paths[path][method].requestBody.content['application/json'].schema;
  const accepts = (schema: object, value: unknown) => {
    const v = validator(schema);
    return { ok: v(value) as boolean, errors: JSON.stringify(v.errors)?.slice(0, 600) };
  };
  /** Asserts an answer matches the schema the document gives for its path, method and status. */
  const conforms = (r: ApiResponse, path: string, method: string) => {
    const response = doc.paths[path][method].responses[String(r.status)];
    assert.ok(response, `${method.toUpperCase()} ${path} answered ${r.status}, which the document does not declare`);
    const schema = response.content?.['application/json']?.schema;
    assert.ok(schema, `no JSON schema for ${r.status} of ${method} ${path}`);
    const { ok, errors } = accepts(schema, r.body);
    assert.ok(ok, `${method.toUpperCase()} ${path} ${r.status} does not match the document: ${errors}`);
  };

  it('documents every method of every API path: the served ones, and 405 with Allow for the others', () => {
    // The hotel-facing routes answer HTML or XML: test/api/openapi-routes.test.ts covers every route.
    const api = [...routesServed(s.service.app)].filter(([route]) => !route.startsWith('/hotel/') && route !== '/ota');
    assert.ok(api.length >= 12, `${api.length} API paths`);
    for (const [route, methods] of api) {
      const item = doc.paths[route.replace(/:(\w+)/g, '{$1}')];
      assert.ok(item, route);
      for (const m of methods) assert.ok(item[m.toLowerCase()]?.responses['200'], `${m} ${route}`);
      for (const m of methodsNotAllowed(methods)) {
        assert.equal(item[m.toLowerCase()]?.responses['405']?.$ref, '#/components/responses/MethodNotAllowed', `${m} ${route}`);
      }
      for (const m of methods) assert.ok(item[m.toLowerCase()].responses['408'], `408 on ${m} ${route}`);
    }
    assert.ok(doc.components.responses.MethodNotAllowed.headers.Allow);
  });

  it('the add body it describes is the one the service takes: "" and null as absent, both spellings, and refusals alike', async () => {
    const b = makeBooking();
    b.Guest.AllGuests[0].Email = '';
    b.Guest.Nationality = null;
    b.Guest.Children = b.Guest.Childs;
    b.Hotel.ContactDetails = { Phone: ['+34 900 000 001'], Email: ['front@miramar.example'] };
    const body = [b];
    const r = await s.api.addBookings(body);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    conforms(r, '/addBookings', 'post');
    const schema = requestSchema('/addBookings', 'post');
    assert.deepEqual(accepts(schema, body).ok, true, accepts(schema, body).errors);
    const refused: [string, Record<string, any>][] = [
      ['BookingStatus on an add', { ...makeBooking(), BookingStatus: 'CANCELLED' }],
      ['no Hotel.Name', { ...makeBooking(), Hotel: { City: 'Girona' } }],
      ['a malformed e-mail', { ...makeBooking(), Guest: { LeadName: 'L', AllGuests: [{ Email: 'nope' }] } }],
      ['a count below 0', { ...makeBooking(), Guest: { LeadName: 'L', Adults: -1 } }],
      ['a malformed CheckIn', { ...makeBooking(), CheckIn: '10/03/2027' }],
      ['an unknown EventType', { ...makeBooking(), EventType: 'MOVE' }],
    ];
    for (const [what, booking] of refused) {
      assert.equal((await s.api.addBookings([booking])).status, 400, what);
      assert.equal(accepts(schema, [booking]).ok, false, `the document accepts ${what}`);
    }
    assert.equal(accepts(schema, b).ok, false, 'a bare object is not the add body');
  });

  it('the events body it describes is as strict as the service: Hotel and Guest fields are checked', async () => {
    const schema = requestSchema('/events', 'post');
    const good = {
      BookingCode: `OA-${process.pid}`,
      CheckIn: '2027-07-01 15:00',
      CheckOut: '2027-07-04 11:00',
      TimeZone: 'Europe/Madrid',
      Hotel: { Name: 'Casa Azul', City: '', ContactDetails: { Phone: ['+34 955 000 000'], Email: ['res@casaazul.example'] } },
      Guest: { LeadName: 'Aiko Tanaka', GuestNames: ['Aiko Tanaka'], AllGuests: [{ Name: 'Aiko', LastName: 'Tanaka', Email: '', Phones: ['+81 90'] }] },
    };
    const ok = await s.api.call('POST', '/events', { Bookings: [good] });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    conforms(ok, '/events', 'post');
    assert.equal(accepts(schema, { Bookings: [good] }).ok, true, accepts(schema, { Bookings: [good] }).errors);
    const refused: [string, Record<string, any>][] = [
      ['a Hotel without Name', { ...good, Hotel: { City: 'Sevilla' } }],
      ['a Hotel Rating of 9', { ...good, Hotel: { Name: 'H', Rating: 9 } }],
      ['a Guest Adults of "two"', { ...good, Guest: { LeadName: 'L', Adults: 'two' } }],
      ['a guest Phones entry that is a number', { ...good, Guest: { LeadName: 'L', AllGuests: [{ Phones: [3] }] } }],
      ['a contact e-mail that is not one', { ...good, Hotel: { Name: 'H', ContactDetails: { Email: ['x'] } } }],
    ];
    for (const [what, booking] of refused) {
      assert.equal((await s.api.call('POST', '/events', { Bookings: [booking] })).status, 400, what);
      assert.equal(accepts(schema, { Bookings: [booking] }).ok, false, `the document accepts ${what}`);
    }
  });

  it('the answers of the read extensions, an update and the errors match their documented schemas', async () => {
    const b = makeBooking();
    const [outcome] = await s.api.addAndWait([b]);
    assert.equal(outcome.outcome, 'CREATED');
    escalateByHotel(s, b.BookingCode);
    conforms(await s.api.getBooking(b.BookingCode), '/bookings/{bookingId}', 'get');
    conforms(await s.api.call('GET', '/bookings?status=ESCALATED&limit=5'), '/bookings', 'get');
    conforms(await s.api.call('GET', '/healthz'), '/healthz', 'get');
    const update = await s.api.update(b.BookingCode, { CheckIn: '2027-03-11T14:00:00Z' });
    conforms(update, '/updateBooking/{bookingId}', 'patch');
    conforms(await s.api.trace(update.body.data.traceId), '/traces/{traceId}', 'get');
    conforms(await s.api.call('GET', '/bookings?limit=0'), '/bookings', 'get');
    conforms(await s.api.getBooking('NO-SUCH'), '/bookings/{bookingId}', 'get');
    conforms(await s.api.call('POST', '/addBookings', b), '/addBookings', 'post');
    const notAllowed = await s.api.call('OPTIONS', '/addBookings');
    assert.equal(notAllowed.status, 405);
    const declared = doc.paths['/addBookings'].options.responses['405'];
    assert.ok(declared);
    assert.ok(accepts(doc.components.responses.MethodNotAllowed.content['application/json'].schema, notAllowed.body).ok);
  });

  it('documents the hotel-facing endpoints: /hotel/replies answers as described (a forged token, a reply that breaks the schema), /ota takes XML', async () => {
    const forged = await s.api.call('POST', '/hotel/replies', { token: 'not-a-token', hcn: 'H-1' });
    assert.equal(forged.status, 403);
    conforms(forged, '/hotel/replies', 'post');
    const bad = await s.api.call('POST', '/hotel/replies', { token: 'x', rooms: -1 });
    assert.equal(bad.status, 400);
    conforms(bad, '/hotel/replies', 'post');
    assert.ok(!accepts(requestSchema('/hotel/replies', 'post'), { rooms: -1 }).ok, 'the documented body refuses what the service refuses');
    assert.ok(accepts(requestSchema('/hotel/replies', 'post'), { token: 't', hcn: 'H-1', checkIn: '2027-03-10' }).ok);
    assert.ok(doc.paths['/ota'].post.requestBody.content['application/xml']);
    const ota = await s.api.call('POST', '/ota', '<OTA_ReadRQ/>', { 'content-type': 'application/xml' });
    assert.ok(doc.paths['/ota'].post.responses[String(ota.status)], `POST /ota answered ${ota.status}, which the document does not declare`);
  });
});

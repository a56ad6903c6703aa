// Hostile input on every endpoint (fast-check): reads, update aliases, events, the hotel reply page and JSON, ops endpoints; never a 5xx.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from '../support/fastCheck.js';
import { request } from 'undici';
import { linkFrom, makeBooking, sleep, startTestService, type TestService } from '../helpers.js';

const METRICS_TOKEN = 'fuzz-metrics-token-0123456789';

interface Answer {
  status: number;
  contentType: string;
  text: string;
  requestId: unknown;
}

const unicode = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 80 }), fc.constantFrom('\u0000', '\uFEFF', '\u202E', 'e\u0301', '𝔘𝔫𝔦', '%00', '\\u0000', "'; DROP TABLE bookings; --", '<script>alert(1)</script>'));
const evilKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'then', 'token', 'hcn', 'BookingCode', 'LineCode', 'Bookings', '');
const hugeNumber = fc.constantFrom('1e999', '-1e999', '123456789012345678901234567890', '9007199254740993', '-0', '1e-400', '0x10', 'NaN', 'Infinity');
const json = fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null');
const evilObject = fc.array(fc.tuple(evilKey, fc.oneof(json, hugeNumber, unicode.map((u) => JSON.stringify(u)))), { maxLength: 6 }).map((e) => `{${e.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`);
const deep = fc.tuple(fc.constantFrom('[', '{"a":', '{"__proto__":', '{"constructor":{"prototype":'), fc.integer({ min: 1, max: 20_000 })).map(([open, n]) => {
  const close = open.startsWith('[') ? ']' : open.includes('prototype') ? '}}' : '}';
  return open.repeat(n) + '1' + close.repeat(n);
});
const body = fc.oneof(json, evilObject, deep, unicode.map((u) => JSON.stringify(u)), unicode, hugeNumber);
const pathSegment = fc.oneof(
  unicode.map((u) => encodeURIComponent(u).replace(/%ED%[AB][0-9A-F]%[89AB][0-9A-F]/g, '')),
  fc.constantFrom('%', '%zz', '%00', '%2F', '%23', '..', '__proto__', 'constructor', 'x'.repeat(700), '1.1.AAAA', '1.99999999999.' + 'A'.repeat(43), '0.0.' + '_'.repeat(43)),
);
// Long values, but a whole query within Node's 16 KB of request line and headers (five of 2,500): a longer one is
// refused before any route, as the test of over-long requests below checks.
const queryValue = fc.oneof(unicode.map(encodeURIComponent), hugeNumber, fc.constantFrom('', '-1', '0', '1e9', '[]', '{}', 'PENDING,NOPE', 'x'.repeat(2500)));
const queryKey = fc.constantFrom('limit', 'offset', 'status', 'BookingCode', 'hotel', 'checkInFrom', 'checkInTo', '__proto__', 'constructor', '__proto__[polluted]', 'constructor[prototype][polluted]', 'a[b][c]', '');
const query = fc.array(fc.tuple(queryKey, queryValue), { maxLength: 5 }).map((q) => (q.length ? `?${q.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

/** Adds fields to a raw JSON object text that may hold what JSON.parse refuses (NaN, 1e999, __proto__). */
const withFields = (raw: string, fields: Record<string, unknown>) => {
  const extra = JSON.stringify(fields).slice(1, -1);
  return raw === '{}' || !extra ? `{${extra}${raw.slice(1)}` : `${raw.slice(0, -1)},${extra}}`;
};

/** fast-check's default report can print megabytes of nesting; keep it readable. */
const options = (numRuns: number): fc.Parameters<any> => ({
  numRuns,
  reporter: (out) => {
    if (!out.failed) return;
    throw new Error(`property failed after ${out.numRuns} runs (seed ${out.seed}, path ${out.counterexamplePath}): ${String((out.errorInstance as Error)?.message ?? out.errorInstance).slice(0, 800)}\ncounterexample: ${JSON.stringify(out.counterexample)?.slice(0, 600)}`);
  },
});

/** A 2xx, or a 4xx that is our JSON envelope (API) or an HTML page (reply page); never a 5xx. */
function assertClean(a: Answer, what: string, html = false) {
  const where = `${what} -> ${a.status} ${a.text.slice(0, 300)}`;
  assert.ok(a.status < 500, `5xx: ${where}`);
  if (a.status < 400) return;
  if (html && /^text\/html/.test(a.contentType)) return;
  assert.match(a.contentType, /^application\/json/, where);
  const b = JSON.parse(a.text);
  assert.equal(b.status, 'ERROR', where);
  assert.match(b.error.code, /^[A-Z_]+$/, where);
  assert.equal(b.meta.requestId, a.requestId, where);
}

describe('hostile input on every endpoint', () => {
  let s: TestService;
  const logs: string[] = [];
  let existing: string;
  let lineBooking: string;
  let traceId: string;
  let replyToken: string;
  before(async () => {
    s = await startTestService({ channel: 'webform', auth: { maxFailures: 1_000_000, windowSeconds: 60 }, metrics: { token: METRICS_TOKEN } }, { log: (l) => logs.push(l) });
    const plain = makeBooking();
    const lined = makeBooking({ LineCode: 'L1' });
    const r = await s.api.addBookings([plain, lined]);
    traceId = r.body.data.traceIds[0];
    await s.api.waitForTrace(traceId);
    existing = plain.BookingCode;
    lineBooking = `${lined.BookingCode}#L1`;
    for (let i = 0; i < 200 && !replyToken; i++) {
      const history = (await s.api.getBooking(existing)).body.data.history;
      if (history.some((e: any) => e.kind === 'hotel_contact')) replyToken = linkFrom(history).split('/').pop()!;
      else await sleep(25);
    }
    assert.ok(replyToken, 'the webform channel issued a reply link');
  });
  after(() => s.stop());

  const send = async (method: string, path: string, headers: Record<string, string>, payload?: string): Promise<Answer> => {
    const res = await request(s.url + path, { method: method as any, headers, body: payload, headersTimeout: 20_000, bodyTimeout: 20_000 });
    return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), text: await res.body.text(), requestId: res.headers['x-request-id'] };
  };
  const auth = () => ({ 'x-account-id': s.accountId, 'x-api-key': s.apiKey });

  it('reads: traces, bookings/:id and the bookings list with hostile ids and query parameters answer 200 or a 4xx envelope', async () => {
    const target = fc.oneof(
      pathSegment.map((p) => `/traces/${p}`),
      pathSegment.map((p) => `/bookings/${p}`),
      query.map((q) => `/bookings${q}`),
      query.map((q) => `/traces/${traceId}${q}`),
      query.map((q) => `/bookings/${encodeURIComponent(lineBooking)}${q}`),
    );
    await fc.assert(
      fc.asyncProperty(target, async (path) => {
        assertClean(await send('GET', path, auth()), `GET ${path.slice(0, 200)}`);
      }),
      options(150),
    );
    assert.equal(({} as any).polluted, undefined, 'no prototype was polluted');
  });

  it('writes: update aliases (PATCH/PUT/POST on the path, POST with the id in the body) and events with hostile bodies', async () => {
    const target = fc.oneof(
      fc.constantFrom('PATCH', 'PUT', 'POST').chain((m) => fc.constantFrom(existing, lineBooking, 'NOPE', '__proto__', 'constructor').map((id) => [m, `/updateBooking/${encodeURIComponent(id)}`] as const)),
      fc.constant(['POST', '/updateBooking'] as const),
      fc.constant(['POST', '/events'] as const),
    );
    const updateByBody = fc.tuple(fc.oneof(fc.constantFrom(existing, '__proto__', 'constructor'), unicode), fc.oneof(fc.constant(undefined), unicode, fc.constant('L1')), evilObject).map(([code, line, rest]) =>
      withFields(rest, { BookingCode: code, ...(line === undefined ? {} : { LineCode: line }) }),
    );
    await fc.assert(
      fc.asyncProperty(target, fc.oneof(body, updateByBody, evilObject.map((o) => `{"Bookings":[${o}]}`)), async ([method, path], payload) => {
        const a = await send(method, path, { ...auth(), 'content-type': 'application/json' }, payload);
        assertClean(a, `${method} ${path} ${payload.slice(0, 200)}`);
      }),
      options(150),
    );
    // Found by this property once in five runs: JSON that is not an object on the reply page was a 500.
    for (const payload of ['[[]]', '[["hcn"]]', '"hcn=X&action=confirm"', 'null', '42', '{"hcn":{"a":1},"action":["confirm"]}']) {
      assertClean(await send('POST', `/hotel/respond/${replyToken}`, { 'content-type': 'application/json' }, payload), `POST reply page ${payload}`, true);
    }
    assert.equal(({} as any).polluted, undefined);
  });

  it('the hotel reply page (GET/POST /hotel/respond/:token) and POST /hotel/replies with hostile tokens, forms and JSON', async () => {
    const token = fc.oneof(pathSegment, fc.constant(replyToken), fc.constant(encodeURIComponent(replyToken + 'x')), fc.constant(replyToken.replace(/\.\d+\./, '.99999999999.')));
    const formField = fc.constantFrom('hcn', 'action', 'checkIn', 'checkOut', 'leadName', 'rooms', 'roomType', 'boardType', 'adults', 'children', 'specialRequestNoted', '__proto__', 'constructor', 'token');
    const formValue = fc.oneof(unicode, hugeNumber, fc.constantFrom('confirm', 'no_booking', '', 'x'.repeat(10_000), '2027-02-30', '-5'));
    const form = fc.array(fc.tuple(formField, formValue), { maxLength: 8 }).map((pairs) => new URLSearchParams(pairs).toString());
    const replyJson = fc.oneof(body, evilObject, fc.tuple(fc.oneof(unicode, fc.constant(replyToken)), evilObject).map(([t, o]) => withFields(o, { token: t })));
    const call = fc.oneof(
      fc.tuple(fc.constant('GET'), token, fc.constant(undefined), fc.constant(undefined)),
      fc.tuple(fc.constant('POST'), token, fc.constant('application/x-www-form-urlencoded'), form),
      fc.tuple(fc.constant('POST'), token, fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x'), body),
      fc.tuple(fc.constant('POST'), fc.constant(null), fc.constantFrom('application/json', 'application/x-www-form-urlencoded'), replyJson),
    );
    await fc.assert(
      fc.asyncProperty(call, fc.option(fc.oneof(unicode.map((u) => `Bearer ${encodeURIComponent(u)}`), fc.constant(`Bearer ${replyToken}`)), { nil: undefined }), async ([method, tok, type, payload], bearer) => {
        const path = tok === null ? '/hotel/replies' : `/hotel/respond/${tok}`;
        const headers: Record<string, string> = {};
        if (type) headers['content-type'] = type;
        if (bearer && tok === null) headers.authorization = bearer;
        const a = await send(method, path, headers, payload);
        assertClean(a, `${method} ${path.slice(0, 120)} ${String(payload).slice(0, 200)}`, tok !== null);
      }),
      options(150),
    );
    // Found by this property once in five runs: JSON that is not an object on the reply page was a 500.
    for (const payload of ['[[]]', '[["hcn"]]', '"hcn=X&action=confirm"', 'null', '42', '{"hcn":{"a":1},"action":["confirm"]}']) {
      assertClean(await send('POST', `/hotel/respond/${replyToken}`, { 'content-type': 'application/json' }, payload), `POST reply page ${payload}`, true);
    }
    assert.equal(({} as any).polluted, undefined);
  });

  it('healthz, metrics and openapi.json with hostile queries and headers answer 200', async () => {
    const ascii = fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 200 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/healthz', '/metrics', '/openapi.json'), query, ascii, ascii, async (path, q, a, b) => {
        const r = await send('GET', path + q, { 'x-account-id': a, 'x-api-key': b, accept: b, 'x-forwarded-for': a, 'content-type': a, authorization: `Bearer ${METRICS_TOKEN}` });
        assert.equal(r.status, 200, `${path}${q.slice(0, 100)} -> ${r.status} ${r.text.slice(0, 200)}`);
      }),
      options(60),
    );
  });

  it('a request line and headers over 16 KB get a 4xx envelope that says what to shorten', async () => {
    const r = await send('GET', `/healthz?limit=${'x'.repeat(20_000)}`, {});
    assert.equal(r.status, 400, r.text.slice(0, 200));
    const body = JSON.parse(r.text);
    assert.equal(body.error.code, 'INVALID_REQUEST_BODY');
    assert.match(body.error.message, /longer than 16 KB: shorten the URL's query/);
  });

  it('logged no internal error for any of it, and still works', async () => {
    assert.deepEqual(logs.filter((l) => /^error |reply page error|INTERNAL/.test(l)).map((l) => l.slice(0, 300)), []);
    assert.equal((await s.api.addAndWait([makeBooking()]))[0].outcome, 'CREATED');
  });
});

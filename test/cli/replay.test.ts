// replay: the fixture comparison as pure logic, and `reconfirm replay fixtures` end to end (what CI runs).
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { compareCase, settled } from '../../src/client/replay/compare.js';
import { loadFixtures, resolveTemplates } from '../../src/client/replay/fixtures.js';
import { BookingSchema, EventsBookingSchema } from '../../src/domain/schemas.js';
import { eventsBookingToBooking } from '../../src/domain/events.js';
import { cliEnv, ROOT } from '../helpers.js';

const seen = (o: Partial<Parameters<typeof compareCase>[1]> = {}) => ({ outcome: 'CREATED', status: 'CONFIRMED', reasons: [], hcn: 'H-1', steps: [], ...o });

describe('replay comparison', () => {
  it('a matching booking has no problems; each differing expectation is named', () => {
    assert.deepEqual(compareCase({ outcome: 'CREATED', status: 'CONFIRMED', reason: null, hcn: true }, seen()), []);
    assert.deepEqual(compareCase({ outcome: 'REBOOKED', status: 'ESCALATED', reason: 'DATA_DISCREPANCY' }, seen()), [
      'outcome CREATED, expected REBOOKED',
      'status CONFIRMED, expected ESCALATED',
      'reasons none, expected DATA_DISCREPANCY',
    ]);
    assert.deepEqual(compareCase({ reason: null }, seen({ reasons: ['ARRIVAL_IMMINENT'] })), ['escalated for ARRIVAL_IMMINENT, expected no escalation']);
    assert.deepEqual(compareCase({}, seen({ steps: [{ expectedHttp: 409, http: 200 }] })), ['step 1: HTTP 200, expected 409']);
  });

  it('a reason counts when it is among those raised, and waiting continues until the expected state is reached', () => {
    assert.deepEqual(compareCase({ reason: 'ARRIVAL_IMMINENT' }, seen({ reasons: ['ARRIVAL_IMMINENT', 'NO_HOTEL_RESPONSE'] })), []);
    assert.equal(settled({ status: 'ESCALATED', reason: 'NO_HOTEL_RESPONSE' }, { status: 'PENDING', reasons: [], hcn: null }), false);
    assert.equal(settled({ status: 'ESCALATED', reason: 'NO_HOTEL_RESPONSE' }, { status: 'ESCALATED', reasons: ['NO_HOTEL_RESPONSE'], hcn: null }), true);
  });

  it('relative dates and the run id are resolved when a case is sent', () => {
    const now = Date.parse('2026-12-01T10:00:00Z');
    assert.deepEqual(resolveTemplates({ a: '{{now+20h}}', b: ['{{date-2d}}', 'X-{{run}}'], c: '{{ now - 90m }}', d: 3 }, now, 'r1'), {
      a: '2026-12-02T06:00:00Z',
      b: ['2026-11-29', 'X-r1'],
      c: '2026-12-01T08:30:00Z',
      d: 3,
    });
  });

  it('the fixtures hold at least 50 valid bookings, both spellings, the events body, REBOOK, updates, cancellations and every risk rule', async () => {
    const cases = await loadFixtures(join(ROOT, 'fixtures'));
    const now = Date.now();
    const codes = new Set<string>();
    for (const c of cases) {
      const r = resolveTemplates(c, now, 'test');
      const ok = r.booking ? BookingSchema.safeParse(r.booking).success : BookingSchema.safeParse(eventsBookingToBooking(EventsBookingSchema.parse(r.event))).success;
      assert.ok(ok, `${c.file}: ${c.name} is not a valid booking`);
      codes.add(String((r.booking ?? r.event)!.BookingCode));
    }
    assert.ok(codes.size >= 50, `${codes.size} distinct bookings`);
    const text = JSON.stringify(cases);
    for (const needle of ['"Childs"', '"Children"', '"CancellationDeadLine"', '"CancellationDeadline"', '"REBOOK"', '"LastName"', '"Remarks"', '"TimeZone"', '"patch"', '"cancel"']) assert.ok(text.includes(needle), needle);
    for (const reason of ['NO_HOTEL_RESPONSE', 'DATA_DISCREPANCY', 'HOTEL_REPORTS_NO_BOOKING', 'ARRIVAL_IMMINENT', 'CANCELLATION_DEADLINE']) {
      assert.ok(cases.some((c) => c.expect.reason === reason), reason);
    }
    for (const outcome of ['CREATED', 'REBOOKED', 'DUPLICATE_IGNORED', 'DUPLICATE_BOOKING_CODE', 'CANCELLED']) assert.ok(cases.some((c) => c.expect.outcome === outcome), outcome);
  });
});

describe('reconfirm replay (the binary, as CI runs it)', () => {
  it('replays the fixtures against an embedded service and every case matches (exit 0)', async () => {
    const cli = cliEnv();
    try {
      const r = await cli.run(['replay', join(ROOT, 'fixtures'), '--json', '--timeout', '100'], { timeoutMs: 150_000 });
      const result = JSON.parse(r.stdout);
      const failed = result.results.filter((x: any) => x.problems.length);
      assert.deepEqual(failed, [], r.stderr);
      assert.equal(r.code, 0);
      assert.ok(result.cases >= 50);
    } finally {
      cli.cleanup();
    }
  });

  it('a fixture whose expectation is wrong makes replay exit 1 and name the mismatch', async () => {
    const cli = cliEnv();
    try {
      const dir = join(cli.dir, 'fx');
      mkdirSync(dir);
      const booking = { BookingCode: 'WRONG-{{run}}', CheckIn: '{{date+30d}}', CheckOut: '{{date+32d}}', Hotel: { Name: 'Hotel Sol', MasterProviderHotelId: 'SIM-NOBOOKING' }, Guest: { LeadName: 'Ann Smith' } };
      writeFileSync(join(dir, 'wrong.json'), JSON.stringify({ cases: [{ name: 'expects a confirmation that will not come', booking, expect: { outcome: 'CREATED', status: 'CONFIRMED' } }] }));
      const r = await cli.run(['replay', dir, '--timeout', '8', '--wide'], { timeoutMs: 60_000 });
      assert.equal(r.code, 1, r.stderr);
      assert.match(r.stdout, /status ESCALATED, expected CONFIRMED/);
      assert.match(r.stdout, /1 of 1 case\(s\) did not match/);
    } finally {
      cli.cleanup();
    }
  });
});

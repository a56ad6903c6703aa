import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Api, bootstrapFrom, ROOT, sleep, spawnServe, tempDir, testDatabase, TEST_ENGINE, type SpawnedServe } from '../helpers.js';

const EXAMPLES = JSON.parse(readFileSync(join(ROOT, 'examples', 'bookings.json'), 'utf8')) as any[];
const idOf = (b: any) => (b.LineCode ? `${b.BookingCode}#${b.LineCode}` : b.BookingCode);

describe('`reconfirm serve` with no flags works the example bookings to an outcome', () => {
  const tmp = tempDir();
  let serve: SpawnedServe;
  let api: Api;

  before(async () => {
    // Defaults only: the simulator channel with its own delays. The temp dir keeps the database and any config file out.
    // (On PostgreSQL the database is named: there is no default URL.)
    const database = TEST_ENGINE === 'pg' ? ['--db', await testDatabase(tmp.dir)] : [];
    serve = await spawnServe([...database, '--quiet'], { RECONFIRM_CONFIG_DIR: tmp.dir }, tmp.dir);
    const first = bootstrapFrom(serve.output());
    assert.ok(first, `serve gave the bootstrap key: ${serve.output()}`);
    api = new Api(serve.url, first.accountId, first.apiKey);
  });
  after(async () => {
    serve?.child.kill('SIGTERM');
    await serve?.exited;
    tmp.cleanup();
  });

  it('moves every example booking to CONFIRMED or ESCALATED within 60 s, as its SIM-* hotel says', async () => {
    const r = await api.addBookings(EXAMPLES);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const deadline = Date.now() + 60_000;
    const final = new Map<string, any>();
    while (final.size < EXAMPLES.length && Date.now() < deadline) {
      for (const b of EXAMPLES) {
        if (final.has(idOf(b))) continue;
        const got = await api.getBooking(idOf(b));
        if (got.status === 200 && ['CONFIRMED', 'ESCALATED'].includes(got.body.data.BookingDetails.ReconfirmationStatus)) final.set(idOf(b), got.body.data);
      }
      await sleep(250);
    }
    assert.equal(final.size, EXAMPLES.length, `still open after 60 s: ${EXAMPLES.map(idOf).filter((id) => !final.has(id)).join(', ')}`);

    const expected: Record<string, [string, string[]]> = {
      'SIM-CONFIRM': ['CONFIRMED', []],
      'SIM-DISCREPANCY': ['ESCALATED', ['DATA_DISCREPANCY']],
      'SIM-NOBOOKING': ['ESCALATED', ['HOTEL_REPORTS_NO_BOOKING']],
    };
    for (const b of EXAMPLES) {
      const data = final.get(idOf(b));
      const hint = b.Hotel.MasterProviderHotelId;
      if (hint === 'SIM-SILENT') {
        assert.equal(data.BookingDetails.ReconfirmationStatus, 'ESCALATED');
        assert.ok(data.escalationReasons.includes('ARRIVAL_IMMINENT'), `${idOf(b)}: past check-in escalates at once`);
        continue;
      }
      const [status, reasons] = expected[hint];
      assert.equal(data.BookingDetails.ReconfirmationStatus, status, idOf(b));
      assert.deepEqual(data.escalationReasons, reasons, idOf(b));
      if (status === 'CONFIRMED') assert.ok(data.BookingDetails.Supplier.HCN, `${idOf(b)} carries the hotel's HCN`);
      assert.ok(data.history.some((e: any) => e.kind === 'hotel_contact' && /via simulator/.test(e.message)), `${idOf(b)}: the contact attempt is in the history`);
    }
  });
});

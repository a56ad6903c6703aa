// Tables that fit (issue 28): at 80 columns identifiers stay whole (BookingIds with their #LineCode, reason codes),
// other cells wrap, the least important columns go first; a pipe without COLUMNS is laid out for 80; --wide prints all.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { layoutTable } from '../../src/commands/shared/output.js';
import { cliEnv, escalateByHotel, makeBooking, startTestService, type CliEnv, type TestService } from '../helpers.js';

const widest = (text: string) => Math.max(...text.split('\n').map((l) => [...l].length));

describe('laying out a table', () => {
  it('keeps identifier columns whole, wraps the others, and leaves out whole columns only when it must', () => {
    const cells = [
      ['BookingId', 'reasons', 'hotel', 'lead guest', 'check-out'],
      ['TA-2027-000123#L1', 'ARRIVAL_IMMINENT, NO_HOTEL_RESPONSE', 'Hôtel Le Marais Lumière, rue des Archives', 'Maria Lopez Garcia', '2027-03-13'],
    ];
    const fit = layoutTable(cells, 110, { keep: [0, 1], shrinkFirst: [2] });
    assert.deepEqual(fit.columns, [0, 1, 2, 3, 4]);
    assert.equal(fit.widths![0], 'TA-2027-000123#L1'.length + 2);
    assert.equal(fit.widths![1], 'ARRIVAL_IMMINENT, NO_HOTEL_RESPONSE'.length + 2);
    assert.ok(fit.widths!.reduce((a, b) => a + b, 0) + fit.widths!.length + 1 <= 110);
    assert.ok(fit.widths![2] < 'Hôtel Le Marais Lumière, rue des Archives'.length + 2, 'the hotel wraps');
    const narrow = layoutTable(cells, 80, { keep: [0, 1], dropFirst: [4, 3] });
    assert.deepEqual(narrow.columns, [0, 1, 2], 'check-out, then the lead guest, left out');
    assert.ok(narrow.widths!.reduce((a, b) => a + b, 0) + narrow.widths!.length + 1 <= 80);
    assert.equal(layoutTable(cells, undefined).widths, undefined, 'no width (--wide): as it is');
  });
});

describe('tables on the command line', () => {
  let s: TestService;
  let cli: CliEnv;
  before(async () => {
    s = await startTestService();
    cli = cliEnv(s);
    const hotel = { ...makeBooking().Hotel, Name: 'The Grand Hotel of Very Long Names and Even Longer Descriptions, Avenida del Puerto 1234' };
    await s.api.addAndWait([makeBooking({ BookingCode: 'TF-2027-000123', LineCode: 'L1', Hotel: hotel, Guest: { ...makeBooking().Guest, LeadName: 'Maria Guadalupe Lopez Garcia de la Fuente' } })]);
    escalateByHotel(s, 'TF-2027-000123#L1');
  });
  after(async () => {
    cli.cleanup();
    await s.stop();
  });

  it('bookings and escalations in a pipe without COLUMNS fit 80 columns with the BookingId and reason whole', async () => {
    for (const args of [['bookings'], ['escalations']]) {
      const r = await cli.run(args, { env: { COLUMNS: '' } });
      assert.ok(widest(r.stdout) <= 80, `${args[0]}: ${widest(r.stdout)} columns:\n${r.stdout}`);
      assert.match(r.stdout, /TF-2027-000123#L1/, `${args[0]} keeps the BookingId whole`);
      assert.match(r.stdout, /HOTEL_REPORTS_NO_BOOKING/, `${args[0]} keeps the reason whole`);
      assert.doesNotMatch(r.stdout, /…/, `${args[0]} cuts nothing`);
    }
  });

  it('--wide prints every column at its natural width', async () => {
    const r = await cli.run(['bookings', '--wide'], { env: { COLUMNS: '' } });
    assert.ok(widest(r.stdout) > 80, r.stdout);
    assert.match(r.stdout, /The Grand Hotel of Very Long Names and Even Longer Descriptions, Avenida del Puerto 1234/);
  });

  it("show's history names a submission by its traceId's ends, leaving room for what happened", async () => {
    const r = await cli.run(['show', 'TF-2027-000123#L1'], { env: { COLUMNS: '160' } });
    assert.match(r.stdout, /submission [0-9a-f]{8}…[0-9a-f]{4}/);
    assert.doesNotMatch(r.stdout, /submission [0-9a-f]{8}-[0-9a-f]{4}-/);
    assert.ok(widest(r.stdout) <= 160);
  });

  it("show at 80 columns keeps what happened in the history (the 'who' column goes first)", async () => {
    const r = await cli.run(['show', 'TF-2027-000123#L1'], { env: { COLUMNS: '80' } });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /│ what\s/);
    assert.match(r.stdout, /booking received/);
    assert.ok(widest(r.stdout) <= 80, r.stdout);
  });
});

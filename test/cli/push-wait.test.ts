// push --wait and --wait-hotels (issue 14): what is waited for is explicit, rows are consistent, long lists become
// a summary, and unsent ledger rows are announced before they are sent.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cliEnv, makeBooking, startTestService, type CliEnv, type TestService } from '../helpers.js';

describe('push --wait against the manual channel', () => {
  let s: TestService;
  let cli: CliEnv;
  before(async () => {
    s = await startTestService();
    cli = cliEnv(s);
  });
  after(async () => {
    cli.cleanup();
    await s.stop();
  });

  it('--wait ends at processing, says so, and its rows do not contradict themselves', async () => {
    const file = cli.file('w1.json', JSON.stringify([makeBooking({ BookingCode: 'W-1' })]));
    const r = await cli.run(['push', file, '--wait']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /│ W-1\s+│ CREATED │ PENDING\s+│ booking created\s+│/);
    assert.doesNotMatch(r.stdout, /status PENDING/);
    assert.match(r.stdout, /processed: the hotels are being asked now; --wait-hotels waits for their answers/);
  });

  it('over a screenful, the outcomes are a summary with counts, the rejected rows and where to see every row', async () => {
    await s.api.addAndWait([makeBooking({ BookingCode: 'W-DUP', Guest: { LeadName: 'First Version' } })]);
    const many = Array.from({ length: 40 }, (_, i) => makeBooking({ BookingCode: `W-MANY-${i}` }));
    many.push(makeBooking({ BookingCode: 'W-DUP', Guest: { LeadName: 'Other Version' } }));
    const file = cli.file('many.json', JSON.stringify(many));
    const r = await cli.run(['push', file, '--wait']);
    assert.equal(r.code, 1, 'a rejected booking exits 1');
    assert.doesNotMatch(r.stdout, /W-MANY-7/, 'accepted rows are not listed one by one');
    assert.match(r.stdout, /rejected \(1\):[\s\S]*W-DUP\s+│ DUPLICATE_BOOKING_CODE/);
    assert.match(r.stdout, /41 booking\(s\): rows not listed \(over a screenful\); every row: reconfirm push --resume --wait --all/);
    assert.match(r.stdout, /outcomes: 40 CREATED, 1 DUPLICATE_BOOKING_CODE/);
    assert.ok(r.stdout.split('\n').length < 30, `short output:\n${r.stdout}`);
    const all = await cli.run(['push', '--resume', '--wait', '--all']);
    assert.match(all.stderr, /following the last push .*: 41 booking\(s\)/);
    assert.match(all.stdout, /W-MANY-7/);
  });

  it('bookings a failed earlier push left unsent are announced before they are sent', async () => {
    const file = cli.file('left.json', JSON.stringify([makeBooking({ BookingCode: 'W-LEFT-1' }), makeBooking({ BookingCode: 'W-LEFT-2' })]));
    assert.equal((await cli.run(['import', file])).code, 0);
    const other = cli.file('other.json', JSON.stringify([makeBooking({ BookingCode: 'W-OTHER' })]));
    const withFile = await cli.run(['push', other]);
    assert.equal(withFile.code, 0, withFile.stderr);
    assert.match(withFile.stderr, /note: 2 other booking\(s\) in the ledger were never sent \(from left\.json, imported since .* UTC: W-LEFT-1, W-LEFT-2\); `reconfirm push` without a file sends them/);
    const r = await cli.run(['push']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /sending 2 booking\(s\) the ledger holds as never sent: from left\.json/);
  });
});

describe('push --wait-hotels', () => {
  let s: TestService;
  let cli: CliEnv;
  before(async () => {
    s = await startTestService({ channel: 'simulator', simulator: { seed: 7, minDelayMs: 20, maxDelayMs: 100, discrepancyRate: 0, silenceRate: 0, noBookingRate: 0 } });
    cli = cliEnv(s);
  });
  after(async () => {
    cli.cleanup();
    await s.stop();
  });

  it("waits until every hotel has answered and shows each booking's hotel outcome", async () => {
    const hotel = (id: string) => ({ ...makeBooking().Hotel, MasterProviderHotelId: id });
    const file = cli.file('h.json', JSON.stringify([makeBooking({ BookingCode: 'H-OK', Hotel: hotel('SIM-CONFIRM') }), makeBooking({ BookingCode: 'H-DIFF', Hotel: hotel('SIM-DISCREPANCY') })]));
    const r = await cli.run(['push', file, '--wait-hotels', '--timeout', '60']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /status \(hotel\)/);
    assert.match(r.stdout, /│ H-OK\s+│ CREATED │ CONFIRMED\s+│ booking created; HCN \S+/);
    assert.match(r.stdout, /│ H-DIFF\s+│ CREATED │ ESCALATED\s+│ booking created; DATA_DISCREPANCY/);
    assert.match(r.stdout, /status now: 1 CONFIRMED, 1 ESCALATED|status now: 1 ESCALATED, 1 CONFIRMED/);
  });

  it('--wait-hotels with --timeout names who still waits and a command that looks once without blocking', async () => {
    const silent = { ...makeBooking().Hotel, MasterProviderHotelId: 'SIM-SILENT' };
    const file = cli.file('silent.json', JSON.stringify([makeBooking({ BookingCode: 'H-SILENT-1', Hotel: silent }), makeBooking({ BookingCode: 'H-SILENT-2', Hotel: silent })]));
    const r = await cli.run(['push', file, '--wait-hotels', '--timeout', '1']);
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stderr, /2 booking\(s\) still wait for their hotel after 1 s:\n  H-SILENT-1\n  H-SILENT-2\n/);
    assert.match(r.stderr, /see where they stand without waiting: reconfirm push --resume --wait-hotels --timeout 0/);
    const started = Date.now();
    const look = await cli.run(['push', '--resume', '--wait-hotels', '--timeout', '0']);
    assert.ok(Date.now() - started < 15_000, 'one look returns at once');
    assert.equal(look.code, 1, look.stderr);
    assert.match(look.stderr, /2 booking\(s\) still wait for their hotel after 0 s:\n  H-SILENT-1\n  H-SILENT-2\n/);
  });

  it('--wait-hotels waits 10 minutes unless told otherwise, and says so in --help', async () => {
    const help = await cli.run(['push', '--help']);
    assert.match(help.stdout.replace(/\s+/g, ' '), /--wait-hotels for the hotels \(default 600\); 0 looks once and returns/);
  });
});

// The client commands as a user runs them: the real binary against a real service on a loopback port.
import assert from 'node:assert/strict';
import { statSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Database } from '../../src/store/sqliteDriver.js';
import { cliEnv, makeBooking, startTestService, type CliEnv, type TestService } from '../helpers.js';

const HEADER = 'BookingCode,LineCode,CheckIn,CheckOut,Hotel.Name,Hotel.CountryCode,Hotel.ContactDetails.Emails,Guest.LeadName,Guest.Adults,Guest.Children,Guest.RoomStructure[0].RoomType,Guest.RoomStructure.0.Adults,Refundable,BookingAmount,Currency';

describe('client commands against a running service', () => {
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

  it('init saves a verified profile (mode 0600) without prompts when flags are given, and other commands use it', async () => {
    const env = { RECONFIRM_BASE_URL: '', RECONFIRM_ACCOUNT_ID: '', RECONFIRM_API_KEY: '' };
    const r = await cli.run(['init', '--base-url', s.url, '--account-id', s.accountId, '--api-key', s.apiKey, '--profile', 'ops'], { env });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /accepted account/);
    const file = join(cli.dir, 'config', 'profiles', 'ops.json');
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.equal(JSON.parse(readFileSync(file, 'utf8')).client.apiKey, s.apiKey);
    const list = await cli.run(['bookings', '--profile', 'ops', '--json'], { env });
    assert.equal(list.code, 0, list.stderr);
    assert.equal(typeof JSON.parse(list.stdout).total, 'number');
  });

  it('init without a terminal and without values is a usage error (exit 2), and a wrong key saves nothing (exit 1)', async () => {
    const env = { RECONFIRM_BASE_URL: '', RECONFIRM_ACCOUNT_ID: '', RECONFIRM_API_KEY: '' };
    const missing = await cli.run(['init', '--profile', 'ci'], { env });
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /no terminal to ask on.*--base-url, --account-id, --api-key/);
    const wrong = await cli.run(['init', '--base-url', s.url, '--account-id', s.accountId, '--api-key', 'rk_wrong_key', '--profile', 'bad'], { env });
    assert.equal(wrong.code, 1);
    assert.match(wrong.stderr, /refused these credentials.*nothing was saved/);
    assert.doesNotMatch(wrong.stderr, /\n\s+at /, 'no stack trace');
  });

  it('import lists every problem by file line and field, stores the valid rows, and exits 1', async () => {
    const csv = cli.file(
      'mixed.csv',
      [
        HEADER,
        'CSV-1,,2027-05-10,2027-05-12,Hotel Miramar,ES,a@x.example;b@y.example,Maria Lopez,2,1,Double,2,true,120.5,EUR',
        'CSV-2,L1,2027-05-10,2027-05-09,Hotel Miramar,XX,not-mail,,two,0,Double,2,maybe,abc,EUR',
        '',
        'CSV-3,,2027-06-01,2027-06-05,"Hotel',
        'Multi Line",DE,,Jan Berg,1,0,Single,1,false,99,EUR',
        'CSV-4,,2027-06-01,2027-06-05,Hotel Sol,ES,,,1,0,Single,1,no,99,EUR',
      ].join('\n'),
    );
    const r = await cli.run(['import', csv]);
    assert.equal(r.code, 1);
    for (const expected of ['mixed.csv:3: CheckOut: must be after CheckIn', 'mixed.csv:3: Guest.LeadName: is required', 'mixed.csv:3: Refundable: must be true or false', 'mixed.csv:3: Hotel.ContactDetails.Emails[0]', 'mixed.csv:7: Guest.LeadName: is required']) {
      // Each line also names its BookingCode beside the line number ("mixed.csv:3 (CSV-2#L1): ..."); compared without it here.
      assert.ok(r.stderr.replace(/ \([^)\n]*\):/g, ':').includes(expected), `missing "${expected}" in:\n${r.stderr}`);
    }
    assert.match(r.stdout, /4 booking\(s\) read, 2 valid, 2 invalid/);
    const ledger = new Database(cli.env.RECONFIRM_LEDGER!, { readonly: true });
    const rows = ledger.prepare('SELECT booking_id, data FROM local_bookings ORDER BY booking_id').all() as { booking_id: string; data: string }[];
    ledger.close();
    assert.deepEqual(rows.map((x) => x.booking_id), ['CSV-1', 'CSV-3']);
    const first = JSON.parse(rows[0].data);
    assert.deepEqual(first.Hotel.ContactDetails.Emails, ['a@x.example', 'b@y.example']);
    assert.equal(first.Guest.Childs, 1, 'Guest.Children is the Childs field');
    assert.equal(first.Guest.RoomStructure[0].Adults, 2);
    assert.equal(first.Refundable, true);
  });

  it('import --dry-run of a good JSON file (events shape) stores nothing and exits 0', async () => {
    const json = cli.file('events.json', JSON.stringify({ Bookings: [{ BookingCode: 'EV-1', CheckIn: '2027-05-01', CheckOut: '2027-05-03', Price: 300, TimeZone: '+04:00', Hotel: { Name: 'Creekside' }, Guest: { LeadName: 'Ahmed Ali', Children: 1 } }] }, null, 2));
    const r = await cli.run(['import', json, '--dry-run', '--json']);
    assert.equal(r.code, 0, r.stderr);
    const summary = JSON.parse(r.stdout);
    assert.equal(summary.shape, 'events');
    assert.equal(summary.valid, 1);
    assert.equal(summary.stored, null);
  });

  let traceId = '';
  it('push sends the ledger\'s unsent bookings, records requestId and traceId, and --wait reports CREATED', async () => {
    const r = await cli.run(['push', '--wait', '--json']);
    assert.equal(r.code, 0, r.stderr);
    const result = JSON.parse(r.stdout);
    assert.equal(result.sent, 2);
    assert.deepEqual(result.outcomes.map((o: any) => o.outcome).sort(), ['CREATED', 'CREATED']);
    traceId = result.calls[0].traceIds[0];
    const ledger = new Database(cli.env.RECONFIRM_LEDGER!, { readonly: true });
    const call = ledger.prepare("SELECT * FROM calls WHERE path = '/addBookings'").get() as any;
    const unsent = ledger.prepare('SELECT count(*) AS n FROM local_bookings WHERE pushed_at IS NULL').get() as any;
    ledger.close();
    assert.equal(call.status, 200);
    assert.match(call.request_id, /\S+/);
    assert.deepEqual(JSON.parse(call.trace_ids), result.calls[0].traceIds);
    assert.deepEqual(JSON.parse(call.booking_ids).sort(), ['CSV-1', 'CSV-3']);
    assert.equal(unsent.n, 0);
  });

  it('push refuses to resend a booking accepted moments ago that has not been processed, unless --force', async () => {
    const b = makeBooking({ BookingCode: 'HOLD-1' });
    const file = cli.file('hold.json', JSON.stringify([b]));
    // Mark it accepted a minute ago under a trace the service never applied.
    const ledger = new Database(cli.env.RECONFIRM_LEDGER!);
    ledger.prepare('INSERT INTO local_bookings (booking_id, data, imported_at, pushed_at, trace_id) VALUES (?, ?, ?, ?, ?)').run('HOLD-1', '{}', new Date().toISOString(), new Date(Date.now() - 60_000).toISOString(), 'never-applied');
    ledger.close();
    const held = await cli.run(['push', file]);
    assert.equal(held.code, 1);
    assert.match(held.stderr, /held back HOLD-1: accepted 1 min ago and not processed yet; the service may take up to 5 minutes and resending can create a duplicate/);
    assert.equal((await s.api.getBooking('HOLD-1')).status, 404, 'nothing was sent');
    const forced = await cli.run(['push', file, '--force', '--wait']);
    assert.equal(forced.code, 0, forced.stderr);
    assert.match(forced.stdout, /HOLD-1.*CREATED/);
  });

  it('status shows the outcome of each booking of a submission', async () => {
    const r = await cli.run(['status', traceId, '--tz', 'Asia/Tokyo']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /APPLIED \(received \d{4}-\d{2}-\d{2} \d{2}:\d{2} Asia\/Tokyo, applied /, 'times on the agent\'s clock, labelled');
    assert.match(r.stdout, /CSV-1.*CREATED.*PENDING/);
    const missing = await cli.run(['status', '01934f6e-8a1c-7c3e-9d2b-4f5a6b7c8d9e']);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /no submission with traceId/);
  });

  it('patch prints the BookingDetails the service returns', async () => {
    const r = await cli.run(['patch', 'CSV-1', '--checkout', '2027-05-13', '--special-request', 'late arrival', '--lead-name', 'Maria Lopez Garcia']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /BookingId\s+CSV-1/);
    // The stay as the service returned it, the check-out moved; dates shown as dates (issue 28).
    assert.match(r.stdout, /stay\s+2027-05-10 -> 2027-05-13\n/);
    assert.match(r.stdout, /special request\s+late arrival/);
    const json = JSON.parse((await cli.run(['show', 'CSV-1', '--json'])).stdout);
    assert.equal(json.BookingDetails.Guest.LeadName, 'Maria Lopez Garcia');
  });

  it('patch explains a 404 with the path that would match, and a 409 in operator words', async () => {
    await s.api.addAndWait([makeBooking({ BookingCode: 'LC-1', LineCode: 'L9' })]);
    const notFound = await cli.run(['patch', 'LC-1', '--special-request', 'x']);
    assert.equal(notFound.code, 1);
    assert.match(notFound.stderr, /no booking LC-1 on the service, but its BookingCode exists as LC-1#L9/);
    const confirm = await cli.run(['hotel', 'reply', 'LC-1#L9', '--hcn', 'HX-1', '--db', s.dbPath]);
    assert.equal(confirm.code, 0, confirm.stderr);
    const locked = await cli.run(['patch', 'LC-1#L9', '--checkin', '2027-03-11']);
    assert.equal(locked.code, 1);
    assert.match(locked.stderr, /is CONFIRMED and locked.*Contact the hotel directly.*REBOOK/s);
    assert.doesNotMatch(locked.stderr, /\n\s+at /);
  });

  it('cancel without a terminal needs --yes (exit 2); with --yes it cancels', async () => {
    const noTty = await cli.run(['cancel', 'CSV-3']);
    assert.equal(noTty.code, 2);
    assert.match(noTty.stderr, /add --yes/);
    const r = await cli.run(['cancel', 'CSV-3', '--yes']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /status\s+CANCELLED/);
  });

  it('bookings filters by status and show prints the history', async () => {
    const list = await cli.run(['bookings', '--status', 'CANCELLED']);
    assert.equal(list.code, 0, list.stderr);
    assert.match(list.stdout, /CSV-3/);
    assert.doesNotMatch(list.stdout, /CSV-1/);
    const show = await cli.run(['show', 'CSV-3']);
    assert.equal(show.code, 0, show.stderr);
    assert.match(show.stdout, /-> CANCELLED/);
  });

  it('reconcile finds confirmed, cancelled-on-one-side, drift and never-sent bookings, and exits 1', async () => {
    const exp = cli.file(
      'export.csv',
      [
        'BookingCode,LineCode,BookingStatus,CheckIn,CheckOut,Hotel.Name,Guest.LeadName',
        'LC-1,L9,ACTIVE,2027-03-10T14:00:00Z,2027-03-13T10:00:00Z,Hotel Miramar,Maria Lopez',
        'CSV-1,,CANCELLED,2027-05-10,2027-05-13,Hotel Miramar,Maria Lopez Garcia',
        'CSV-3,,,2027-06-01,2027-06-05,Hotel Multi,Jan Berg',
        // CheckIn without an offset: the hotel's local time (UTC here), the same instant the service holds.
        'HOLD-1,,,2027-03-10T14:00:00,2027-03-14T10:00:00Z,Hotel Miramar,Maria Lopez',
        'NEVER-1,,,2027-08-01,2027-08-03,Hotel Nowhere,Ann Smith',
      ].join('\n'),
    );
    const r = await cli.run(['reconcile', exp, '--json', '--all']);
    assert.equal(r.code, 1, r.stderr);
    const { findings } = JSON.parse(r.stdout);
    const kinds = (id: string) => findings.filter((f: any) => f.BookingId === id).map((f: any) => f.finding);
    assert.deepEqual(kinds('LC-1#L9'), ['CONFIRMED']);
    assert.deepEqual(kinds('CSV-1'), ['CANCELLED_IN_EXPORT_ONLY']);
    assert.deepEqual(kinds('CSV-3'), ['CANCELLED_ON_SERVICE_ONLY']);
    assert.deepEqual(kinds('HOLD-1'), ['PENDING', 'FIELD_DRIFT']);
    assert.match(findings.find((f: any) => f.finding === 'FIELD_DRIFT').detail, /^CheckOut: export "2027-03-14T10:00:00\.000Z", service "2027-03-13T10:00:00\.000Z"$/, 'a local time equal to the service\'s instant is no drift');
    assert.deepEqual(kinds('NEVER-1'), ['NOT_SENT']);
    const table = await cli.run(['reconcile', exp]);
    assert.equal(table.code, 1);
    assert.match(table.stdout, /need action/);
    const csv = await cli.run(['reconcile', exp, '--csv']);
    assert.match(csv.stdout.split('\n')[0], /^BookingId,line,export,service,finding,detail,action$/);
  });

  it('every client command has --help with an example', async () => {
    for (const cmd of ['init', 'import', 'push', 'patch', 'cancel', 'status', 'bookings', 'show', 'reconcile', 'replay']) {
      const r = await cli.run([cmd, '--help']);
      assert.equal(r.code, 0, cmd);
      assert.match(r.stdout, /Examples?:\n\s+reconfirm /, cmd);
      assert.match(r.stdout, /Exit status/, cmd);
    }
  });
});

// Tables fit the terminal (issues 14, 28): cells wrap to the width (identifiers stay whole), the full text stays in --json;
// bookings shows why a booking is escalated and filters by it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fitColumns } from '../../src/commands/shared/output.js';
import { cliEnv, hotelAnswers, makeBooking, startTestService, type CliEnv, type TestService } from '../helpers.js';
import { Terminal } from '../support/tmux.js';

describe('fitting columns', () => {
  it('a table that fits keeps its widths; a wide one gives way in its widest columns first', () => {
    assert.equal(fitColumns([['id', 'detail'], ['BK-1', 'short']], 80), undefined);
    const widths = fitColumns([['id', 'status', 'detail', 'action'], ['BK-1', 'ESCALATED', 'x'.repeat(200), 'y'.repeat(120)]], 80)!;
    assert.ok(widths.reduce((a, b) => a + b, 0) + widths.length + 1 <= 80, `${widths} fit in 80 columns`);
    assert.deepEqual(widths.slice(0, 2), [6, 11], 'narrow columns keep their width (plus padding)');
  });
  it('free-text columns named to shrink first give way before codes are cut', () => {
    const cells = [['BookingId', 'reason', 'hotel'], ['BK-240119', 'HOTEL_REPORTS_NO_BOOKING', 'Hôtel Le Marais Lumière, Paris, rue des Archives 12']];
    const widths = fitColumns(cells, 60, [2])!;
    assert.equal(widths[1], 'HOTEL_REPORTS_NO_BOOKING'.length + 2, 'the reason code stays whole');
    assert.ok(widths.reduce((a, b) => a + b, 0) + widths.length + 1 <= 60);
  });
});

describe('tables on a narrow screen', () => {
  let s: TestService;
  let cli: CliEnv;
  const term = new Terminal();
  before(async () => {
    s = await startTestService();
    cli = cliEnv(s);
    const contacts = { Emails: ['reservations.front.desk@the-grand-hotel-of-very-long-names.example', 'night.manager@the-grand-hotel-of-very-long-names.example'], PhoneNumbers: ['+34 900 000 001'] };
    await s.api.addAndWait([makeBooking({ BookingCode: 'TB-DIFF', Hotel: { ...makeBooking().Hotel, Name: 'The Grand Hotel of Very Long Names and Even Longer Descriptions', ContactDetails: contacts } }), makeBooking({ BookingCode: 'TB-OK' }), makeBooking({ BookingCode: 'TB-NO' })]);
    hotelAnswers(s, 'TB-DIFF', { hcn: 'H-1', checkIn: '2027-03-11', leadName: 'Somebody Else Entirely With A Long Name' });
    hotelAnswers(s, 'TB-NO', { noBooking: true });
  });
  after(async () => {
    term.close();
    cli.cleanup();
    await s.stop();
  });

  it('reconcile fits COLUMNS=100 by wrapping (nothing cut), and --json keeps the full text', async () => {
    const exp = cli.file('exp.csv', ['BookingCode,CheckIn,CheckOut,Hotel.Name,Guest.LeadName', 'TB-DIFF,2027-03-10T14:00:00Z,2027-03-13T10:00:00Z,Hotel Miramar,Maria Lopez'].join('\n'));
    const r = await cli.run(['reconcile', exp], { env: { COLUMNS: '100' } });
    const lines = r.stdout.split('\n').filter((l) => /[│┌└├]/.test(l));
    assert.ok(lines.length > 0, r.stdout);
    for (const l of lines) assert.ok([...l].length <= 100, `${[...l].length} columns: ${l}`);
    assert.doesNotMatch(r.stdout, /…/, 'cells wrap: nothing is cut');
    assert.match(r.stdout, /TB-DIFF/);
    const json = await cli.run(['reconcile', exp, '--json']);
    assert.match(JSON.parse(json.stdout).findings.find((f: any) => f.finding === 'ESCALATED').action, /night\.manager@the-grand-hotel-of-very-long-names\.example, \+34 900 000 001/);
  });

  it('show on an 80-column terminal: no line of the history wraps', async () => {
    term.start('show', cli.env, ['show', 'TB-DIFF'], { columns: 80 });
    await term.waitFor('show', /EXIT=0/);
    const joined = term.screen('show', true).split('\n');
    for (const l of joined) assert.ok([...l.trimEnd()].length <= 80, `wrapped: ${l}`);
    assert.match(term.screen('show', true), /DATA_DISCREPANCY/);
  });

  it('bookings has a reason column and --reason filters by it; an unknown reason names the flag', async () => {
    const r = await cli.run(['bookings']);
    assert.match(r.stdout, /│ reason\s+│/);
    assert.match(r.stdout, /TB-DIFF\s+│ ESCALATED │ DATA_DISCREPANCY/);
    assert.match(r.stdout, /TB-NO\s+│ ESCALATED │ HOTEL_REPORTS_NO_BOOKING/);
    const only = JSON.parse((await cli.run(['bookings', '--reason', 'hotel_reports_no_booking', '--json'])).stdout);
    assert.deepEqual(only.bookings.map((b: any) => b.BookingId), ['TB-NO']);
    assert.deepEqual(only.escalationReasons, { 'TB-NO': ['HOTEL_REPORTS_NO_BOOKING'] });
    const bad = await cli.run(['bookings', '--reason', 'LATE']);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--reason: unknown escalation reason LATE; use NO_HOTEL_RESPONSE/);
  });
});

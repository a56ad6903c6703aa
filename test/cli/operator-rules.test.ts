// One set of operator rules (issue 27's operator part, issue 28): the API's actions, `hotel reply` from a laptop or on
// the database file, and `triage` refuse and record alike; interactive parts in a real terminal (tmux).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cliEnv, hotelAnswers, makeBooking, startTestService, statusOf, type CliEnv, type TestService } from '../helpers.js';
import { Terminal } from '../support/tmux.js';

describe('one set of operator rules', () => {
  let s: TestService;
  let cli: CliEnv;
  const term = new Terminal();
  before(async () => {
    s = await startTestService();
    cli = cliEnv(s);
  });
  after(async () => {
    term.close();
    cli.cleanup();
    await s.stop();
  });
  const action = (bookingId: string, body: unknown) => s.api.call('POST', `/bookings/${encodeURIComponent(bookingId)}/actions`, body);
  const history = async (bookingId: string) => (await s.api.getBooking(bookingId)).body.data.history as any[];
  async function escalatedForDates(code: string) {
    await s.api.addAndWait([makeBooking({ BookingCode: code })]);
    assert.equal(hotelAnswers(s, code, { hcn: 'H-0', checkIn: '2027-03-11' }), 'ESCALATED');
  }

  it("the API's hotel_reply refuses an HCN over an open discrepancy (409) until it is accepted, and records who accepted it", async () => {
    await escalatedForDates('OR-1');
    const refused = await action('OR-1', { action: 'hotel_reply', actor: 'ana', hcn: 'H-1' });
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.equal(refused.body.error.code, 'DISCREPANCY_OPEN');
    assert.match(refused.body.error.message, /OR-1 has an open data discrepancy \(CheckIn: booked "2027-03-10", hotel "2027-03-11"\)/);
    // record_answer (triage's action) meets the same rule.
    assert.equal((await action('OR-1', { action: 'record_answer', actor: 'ana', hcn: 'H-1' })).status, 409);
    assert.equal(await statusOf(s, 'OR-1'), 'ESCALATED');

    const ok = await action('OR-1', { action: 'hotel_reply', actor: 'ana', hcn: 'H-1', acceptDiscrepancy: true });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.data.ReconfirmationStatus, 'CONFIRMED');
    assert.deepEqual(ok.body.data.acceptedDiscrepancies.map((d: any) => d.field), ['CheckIn']);
    assert.ok((await history('OR-1')).some((h) => h.kind === 'discrepancy_accepted' && h.actor === 'ana'));
  });

  it("the API's hotel_reply takes the hotel's differing values, noBooking and cancelled_at_hotel, and refuses a contradiction", async () => {
    await s.api.addAndWait([makeBooking({ BookingCode: 'OR-2' }), makeBooking({ BookingCode: 'OR-3' })]);
    const differs = await action('OR-2', { action: 'hotel_reply', actor: 'ana', hcn: 'H-2', checkOut: '2027-03-14' });
    assert.equal(differs.status, 200, JSON.stringify(differs.body));
    assert.equal(differs.body.data.ReconfirmationStatus, 'ESCALATED');
    assert.equal(differs.body.data.verdict.kind, 'DISCREPANCY');
    const both = await action('OR-3', { action: 'hotel_reply', actor: 'ana', hcn: 'H-3', noBooking: true });
    assert.equal(both.status, 400);
    assert.match(both.body.error.details[0].message, /contradicts hcn/);
    const cancelled = await action('OR-3', { action: 'cancelled_at_hotel', actor: 'ana', note: 'by phone' });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    assert.equal(cancelled.body.data.ReconfirmationStatus, 'CANCELLED');
    assert.equal(cancelled.body.data.previousStatus, 'PENDING');
  });

  it('a correction naming an unknown field is refused with the field meant, and writes nothing (not even its note)', async () => {
    await escalatedForDates('OR-4');
    const r = await action('OR-4', { action: 'patch', actor: 'ana', changes: { Checkin: '2027-03-11', Guest: { LeadNam: 'Ana' } }, note: 'moved by a day' });
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.deepEqual(r.body.error.details.map((d: any) => `${d.path}: ${d.message}`), [
      'changes.Checkin: is not a booking field; did you mean CheckIn?',
      'changes.Guest.LeadNam: is not a booking field; did you mean Guest.LeadName?',
    ]);
    const after = await history('OR-4');
    assert.ok(!after.some((h) => h.kind === 'updated' || (h.kind === 'note' && /moved by a day/.test(h.message))), JSON.stringify(after));
  });

  it('hotel reply from a laptop: --profile (and RECONFIRM_PROFILE) go through the API, never a database file; typos get "did you mean"', async () => {
    const env = { ...cli.env, RECONFIRM_BASE_URL: '', RECONFIRM_ACCOUNT_ID: '', RECONFIRM_API_KEY: '', RECONFIRM_DB: '' };
    const init = await cli.run(['init', '--profile', 'night', '--base-url', s.url, '--account-id', s.accountId, '--api-key', s.apiKey], { env });
    assert.equal(init.code, 0, init.stderr);
    await escalatedForDates('EM-505');
    // cli.dir holds no database: the answer can only have gone through the service.
    const refused = await cli.run(['hotel', 'reply', 'EM-505', '--hcn', 'H-5', '--profile', 'night'], { env });
    assert.equal(refused.code, 2, refused.stderr);
    assert.match(refused.stderr, /EM-505 has an open data discrepancy .*--accept-discrepancy/);
    const typo = await cli.run(['hotel', 'reply', 'em-505', '--hcn', 'H-5', '--profile', 'night'], { env });
    assert.equal(typo.code, 1);
    assert.match(typo.stderr, /did you mean EM-505\?/);
    const onDb = await cli.run(['hotel', 'reply', 'em-505', '--hcn', 'H-5', '--db', s.dbPath], { env });
    assert.match(onDb.stderr, /did you mean EM-505\?/, 'the same advice on the database file');
    const accepted = await cli.run(['hotel', 'reply', 'EM-505', '--hcn', 'H-5', '--accept-discrepancy', '--as', 'laptop-agent'], { env: { ...env, RECONFIRM_PROFILE: 'night' } });
    assert.equal(accepted.code, 0, accepted.stderr);
    assert.match(accepted.stdout, /EM-505: CONFIRMED - confirmed with HCN H-5 \(open discrepancy accepted\)/);
    assert.ok((await history('EM-505')).some((h) => h.kind === 'discrepancy_accepted' && h.actor === 'laptop-agent'));
    const both = await cli.run(['hotel', 'reply', 'EM-505', '--hcn', 'H-5', '--profile', 'night', '--db', s.dbPath], { env });
    assert.equal(both.code, 2);
    assert.match(both.stderr, /--db and --profile name two places/);
  });

  it('triage: an unknown field is refused with the field meant, q quits (exit 0), Ctrl-C exits non-zero', async () => {
    await escalatedForDates('OR-6');
    // An earlier test may have left bookings escalated: OR-6 is the one asked about when it is first.
    const queue = (await s.api.call('GET', '/escalations')).body.data.escalations.map((e: any) => e.BookingId);
    term.start('fix', cli.env, ['triage', '--as', 'Ana Tester']);
    const first = queue[0];
    await term.waitFor('fix', new RegExp(`What do you do with ${first}\\?`));
    for (let i = 0; i < 2; i++) term.press('fix', 'Down');
    term.press('fix', 'Enter'); // Patch the booking
    await term.waitFor('fix', /Changes as FIELD=VALUE/);
    term.type('fix', 'Checkin=2027-03-11');
    term.press('fix', 'Enter');
    await term.waitFor('fix', /Note \(optional\)/);
    term.type('fix', 'hotel moved it');
    term.press('fix', 'Enter');
    const refused = await term.waitFor('fix', /✘/);
    assert.match(refused.replace(/\s+/g, ' '), /changes\.Checkin is not a booking field; did you mean CheckIn\?/);
    await term.waitFor('fix', new RegExp(`What do you do with ${first}\\?[\\s\\S]*What do you do with ${first}\\?`));
    assert.ok(!(await history(first)).some((h) => h.kind === 'note' && /hotel moved it/.test(h.message)), 'the note of a refused correction is not written');
    term.type('fix', 'q');
    assert.match(await term.waitFor('fix', /EXIT=\d+/), /EXIT=0/);

    term.start('stop', cli.env, ['triage']);
    await term.waitFor('stop', /What do you do with/);
    term.press('stop', 'C-c');
    const stopped = await term.waitFor('stop', /EXIT=\d+/);
    assert.match(stopped, /stopped by Ctrl-C/);
    assert.match(stopped, /EXIT=130/);
  });
});

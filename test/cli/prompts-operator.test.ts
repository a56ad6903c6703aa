// Prompts an operator meets (issue 14), in a real terminal (tmux): cancel shows whose booking it is before asking,
// hotel reply asks before overriding an open discrepancy, and init keeps the saved key on Enter.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { cliEnv, hotelAnswers, makeBooking, startTestService, statusOf, type CliEnv, type TestService } from '../helpers.js';
import { Terminal } from '../support/tmux.js';

describe('operator prompts in a real terminal', () => {
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

  it("cancel shows the guest, hotel and dates before asking", async () => {
    await s.api.addAndWait([makeBooking({ BookingCode: 'PR-C1', CheckIn: '2027-06-01T14:00:00Z', CheckOut: '2027-06-04T10:00:00Z' })]);
    term.start('cancel', cli.env, ['cancel', 'PR-C1']);
    const screen = await term.waitFor('cancel', /Cancel booking PR-C1/);
    assert.match(screen, /PR-C1: Maria Lopez, Hotel Miramar, Barcelona, 2027-06-01 -> 2027-06-04 \(UTC dates\), PENDING/);
    assert.match(screen, /Cancel booking PR-C1 \(Maria Lopez, Hotel Miramar, 2027-06-01\)\?/);
    term.type('cancel', 'n');
    term.press('cancel', 'Enter');
    assert.match(await term.waitFor('cancel', /EXIT=\d+/), /EXIT=1/);
    assert.equal(await statusOf(s, 'PR-C1'), 'PENDING');
  });

  it('hotel reply --hcn over an open discrepancy asks; "n" records nothing, "y" confirms and records the acceptance', async () => {
    await s.api.addAndWait([makeBooking({ BookingCode: 'PR-D1' })]);
    assert.equal(hotelAnswers(s, 'PR-D1', { hcn: 'H', checkOut: '2027-03-14' }), 'ESCALATED');
    const args = ['hotel', 'reply', 'PR-D1', '--hcn', 'H-9', '--db', s.dbPath, '--as', 'night-agent'];
    term.start('no', cli.env, args);
    await term.waitFor('no', /PR-D1 has an open data discrepancy \(CheckOut: booked "2027-03-13", hotel "2027-03-14"\).*Confirm anyway\?/s);
    term.type('no', 'n');
    term.press('no', 'Enter');
    const declined = await term.waitFor('no', /EXIT=\d+/);
    assert.match(declined, /not recorded: PR-D1 is unchanged/);
    assert.equal(await statusOf(s, 'PR-D1'), 'ESCALATED');

    term.start('yes', cli.env, args);
    await term.waitFor('yes', /Confirm anyway\?/);
    term.type('yes', 'y');
    term.press('yes', 'Enter');
    assert.match(await term.waitFor('yes', /EXIT=\d+/), /CONFIRMED - confirmed with HCN H-9 \(open discrepancy accepted\)[\s\S]*EXIT=0/);
    const history = (await s.api.getBooking('PR-D1')).body.data.history;
    assert.ok(history.some((h: any) => h.kind === 'discrepancy_accepted' && h.actor === 'night-agent'));
  });

  it('init: Enter at the API key keeps the saved one', async () => {
    const env = { ...cli.env, RECONFIRM_BASE_URL: '', RECONFIRM_ACCOUNT_ID: '', RECONFIRM_API_KEY: '' };
    const saved = await cli.run(['init', '--base-url', s.url, '--account-id', s.accountId, '--api-key', s.apiKey], { env });
    assert.equal(saved.code, 0, saved.stderr);
    term.start('init', env, ['init']);
    await term.waitFor('init', /Service base URL/);
    term.press('init', 'Enter'); // keep the saved address (the default)
    await term.waitFor('init', /Account ID/);
    term.press('init', 'Enter');
    const keyPrompt = await term.waitFor('init', /API key \(Enter keeps the saved key rk_/);
    assert.ok(!keyPrompt.includes(s.apiKey), 'only the start of the key is shown');
    term.press('init', 'Enter');
    const done = await term.waitFor('init', /EXIT=\d+/);
    assert.match(done, /accepted account/);
    assert.match(done, /the API key is the one saved before/);
    const file = JSON.parse(readFileSync(join(cli.dir, 'config', 'config.json'), 'utf8'));
    assert.equal(file.client.apiKey, s.apiKey);
  });
});

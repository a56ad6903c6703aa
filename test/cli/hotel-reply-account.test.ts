// `reconfirm hotel reply` finds a booking only in the account it names (or the first): another account's booking is out of reach.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createAccount, createApiKey } from '../../src/store/accounts.js';
import { Api, makeBooking, runCli, startTestService, type TestService } from '../helpers.js';

describe('reconfirm hotel reply and accounts', () => {
  let s: TestService;
  let other: Api;
  before(async () => {
    s = await startTestService();
    const db = s.service.ctx.db;
    const key = createApiKey(db, { accountId: createAccount(db, 'second') });
    other = new Api(s.url, key.accountId, key.apiKey);
  });
  after(() => s.stop());

  const reply = (...args: string[]) => runCli(['hotel', 'reply', ...args, '--db', s.dbPath]);

  it("another account's booking is not found, by default or when the first account is named, and stays PENDING", async () => {
    const b = makeBooking();
    await other.addAndWait([b]);
    for (const args of [[], ['--account', s.accountId]]) {
      const r = await reply(b.BookingCode, '--hcn', 'HX-OTHER', ...args);
      assert.equal(r.code, 1, r.stderr);
      assert.match(r.stderr, new RegExp(`no booking ${b.BookingCode} in account ${s.accountId}`));
    }
    assert.match((await reply(b.BookingCode, '--hcn', 'HX-OTHER')).stderr, /has 2 accounts: name the booking's with --account/);
    assert.equal((await other.getBooking(b.BookingCode)).body.data.BookingDetails.ReconfirmationStatus, 'PENDING');
  });

  it('--account names the account whose booking is confirmed; the same BookingCode in the first account is left alone', async () => {
    const b = makeBooking();
    await other.addAndWait([b]);
    await s.api.addAndWait([b]);
    const r = await reply(b.BookingCode, '--hcn', 'HX-2', '--account', other.accountId, '--json');
    assert.equal(r.code, 0, r.stderr);
    assert.equal(JSON.parse(r.stdout).ReconfirmationStatus, 'CONFIRMED');
    assert.equal((await other.getBooking(b.BookingCode)).body.data.BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    assert.equal((await s.api.getBooking(b.BookingCode)).body.data.BookingDetails.ReconfirmationStatus, 'PENDING');
  });

  it('an unknown --account is refused naming it', async () => {
    const r = await reply('ANY', '--hcn', 'X', '--account', 'acc_nope');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /no account acc_nope/);
  });
});

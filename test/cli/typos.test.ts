// Typos get the advice an operator needs (issue 28): a look-alike character or another case in a BookingId says
// "did you mean", not "may still be queued"; an unknown status filter is a usage error naming the valid ones.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { cliEnv, makeBooking, startTestService, type CliEnv, type TestService } from '../helpers.js';

describe('typos in BookingIds and filters', () => {
  let svc: TestService;
  let cli: CliEnv;
  before(async () => {
    svc = await startTestService();
    cli = cliEnv({ url: svc.url, accountId: svc.accountId, apiKey: svc.apiKey });
    await svc.api.addAndWait([makeBooking({ BookingCode: 'EM-505' })]);
  });
  after(async () => {
    cli.cleanup();
    await svc.stop();
  });

  it('show EM-5O5 (letter O) and show em-505 suggest EM-505 instead of advising to wait or contact support', async () => {
    for (const typed of ['EM-5O5', 'em-505', 'EM-5o5']) {
      const r = await cli.run(['show', typed]);
      assert.equal(r.code, 1, r.stderr);
      assert.match(r.stderr, /no booking \S+ on the service; did you mean EM-505\?/, `${typed}: ${r.stderr}`);
      assert.doesNotMatch(r.stderr, /still be queued|contact support/);
    }
  });

  it('a BookingId like nothing on file still says it may be queued', async () => {
    const r = await cli.run(['show', 'ZZ-999']);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /may still be queued/);
  });

  it('the API itself names the booking meant, in the message and the details', async () => {
    const r = await svc.api.getBooking('EM-5O5');
    assert.equal(r.status, 404);
    assert.match(r.body.error.message, /did you mean EM-505\?/);
    assert.deepEqual(r.body.error.details.map((d: { BookingId: string }) => d.BookingId), ['EM-505']);
  });

  it('bookings --status ESCALTED is a usage error (exit 2) with the valid statuses and the one meant', async () => {
    const r = await cli.run(['bookings', '--status', 'ESCALTED']);
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /--status: unknown status ESCALTED \(did you mean ESCALATED\?\); use PENDING, CONFIRMED, ESCALATED, CANCELLED/);
    const ok = await cli.run(['bookings', '--status', 'pending']);
    assert.equal(ok.code, 0, ok.stderr);
  });

  it("a service's reconfirm.config.json in the working folder does not hide the profile init saved", async () => {
    const bare = cliEnv();
    try {
      mkdirSync(join(bare.dir, 'config'), { recursive: true });
      writeFileSync(join(bare.dir, 'config', 'config.json'), JSON.stringify({ client: { baseUrl: svc.url, accountId: svc.accountId, apiKey: svc.apiKey } }));
      bare.file('reconfirm.config.json', JSON.stringify({ channel: 'manual' }));
      const r = await bare.run(['bookings', '--code', 'EM-505', '--json']);
      assert.equal(r.code, 0, r.stderr);
      assert.deepEqual(JSON.parse(r.stdout).bookings.map((b: { BookingId: string }) => b.BookingId), ['EM-505']);
    } finally {
      bare.cleanup();
    }
  });

  it('a key pasted with its line break is a usage error naming the key, not an outage', async () => {
    const r = await cli.run(['bookings'], { env: { RECONFIRM_API_KEY: `${svc.apiKey}\n` } });
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /the API key holds a space or a line break/);
    assert.doesNotMatch(r.stderr, /cannot reach the service/);
  });
});

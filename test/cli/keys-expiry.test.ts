// `keys create --expires` (issue 28): the forms --from takes, a moment in the past refused (exit 2) instead of a dead
// key made without a word, and `keys list` shows when each key expires.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parseExpiryFlag } from '../../src/client/dateFlags.js';
import { runCli, tempDir, testDatabase } from '../helpers.js';

describe('keys create --expires', () => {
  const tmp = tempDir();
  let db: string;
  before(async () => (db = await testDatabase(tmp.dir)));
  after(() => tmp.cleanup());

  it('a day in the past, or a past date-time, is refused with exit 2 and no key is made', async () => {
    for (const when of ['2020-01-01', 'yesterday', '2020-01-01T10:00:00Z']) {
      const r = await runCli(['keys', 'create', '--db', db, '--expires', when]);
      assert.equal(r.code, 2, `${when}: ${r.stderr}`);
      assert.match(r.stderr, /--expires \S+ is in the past/);
    }
    const list = await runCli(['keys', 'list', '--db', db, '--json']);
    assert.deepEqual(list.code === 0 ? JSON.parse(list.stdout) : [], [], 'no key was created');
  });

  it('tomorrow and +30d are taken (to the end of that day), and keys list shows the expiry', async () => {
    const r = await runCli(['keys', 'create', '--db', db, '--expires', 'tomorrow', '--label', 'short', '--json']);
    assert.equal(r.code, 0, r.stderr);
    const later = await runCli(['keys', 'create', '--db', db, '--expires', '+30d', '--label', 'month']);
    assert.equal(later.code, 0, later.stderr);
    assert.match(later.stdout, /expires:\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    const list = await runCli(['keys', 'list', '--db', db], { env: { COLUMNS: '200' } });
    assert.equal(list.code, 0, list.stderr);
    assert.match(list.stdout, /expires/);
    const rows = JSON.parse((await runCli(['keys', 'list', '--db', db, '--json'])).stdout) as { label: string; expiresAt: string }[];
    const short = Date.parse(rows.find((k) => k.label === 'short')!.expiresAt);
    const month = Date.parse(rows.find((k) => k.label === 'month')!.expiresAt);
    assert.ok(short > Date.now() + 86_400_000 - 1000 * 3600 * 26 && short <= Date.now() + 2 * 86_400_000, 'tomorrow ends within two days');
    assert.ok(month - short > 28 * 86_400_000, '+30d is a month later');
  });

  it('the parser: the end of the day on the local clock, a date-time as given', () => {
    const now = new Date(2027, 2, 10, 15, 0);
    assert.equal(parseExpiryFlag('--expires', 'tomorrow', now), new Date(2027, 2, 12).toISOString());
    assert.equal(parseExpiryFlag('--expires', '2027-03-10', now), new Date(2027, 2, 11).toISOString(), 'today: until midnight');
    assert.equal(parseExpiryFlag('--expires', '2027-04-01T08:00:00Z', now), '2027-04-01T08:00:00.000Z');
    assert.throws(() => parseExpiryFlag('--expires', '03/10/2027', now), /must be a date/);
    // On the agent's clock (--tz): tomorrow ends at midnight in Tokyo, 15:00 UTC.
    assert.equal(parseExpiryFlag('--expires', 'tomorrow', new Date('2027-03-10T06:00:00Z'), 'Asia/Tokyo'), '2027-03-11T15:00:00.000Z');
  });

  it('--tz decides when "tomorrow" ends', async () => {
    const r = await runCli(['keys', 'create', '--db', db, '--expires', 'tomorrow', '--tz', 'Asia/Tokyo', '--label', 'tokyo', '--json']);
    assert.equal(r.code, 0, r.stderr);
    const rows = JSON.parse((await runCli(['keys', 'list', '--db', db, '--json'])).stdout) as { label: string; expiresAt: string }[];
    assert.match(rows.find((k) => k.label === 'tokyo')!.expiresAt, /T15:00:00\.000Z$/, "midnight on Tokyo's clock");
  });
});

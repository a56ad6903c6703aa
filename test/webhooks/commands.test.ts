// `reconfirm webhooks` as a user runs it: the real binary on a database (a file, or PostgreSQL in that pass), exit codes, JSON output and help.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { runCli, tempDir, testDatabase } from '../helpers.js';

describe('reconfirm webhooks', () => {
  const tmp = tempDir();
  let db: string;
  const cli = (...args: string[]) => runCli(['webhooks', ...args, '--db', db]);
  before(async () => {
    db = await testDatabase(tmp.dir);
    assert.equal((await runCli(['keys', 'create', '--db', db, '--json'])).code, 0);
  });
  after(() => tmp.cleanup());

  it('add --json prints the id and a Standard Webhooks secret once; list never shows secrets', async () => {
    const added = await cli('add', '--url', 'http://127.0.0.1:9/hooks', '--events', 'booking.confirmed,booking.escalated', '--json');
    assert.equal(added.code, 0, added.stderr);
    const ep = JSON.parse(added.stdout);
    assert.match(ep.id, /^ep_[0-9a-f]{16}$/);
    assert.match(ep.secret, /^whsec_[A-Za-z0-9+/]{32}$/);
    assert.doesNotThrow(() => new Webhook(ep.secret));
    assert.deepEqual(ep.events, ['booking.confirmed', 'booking.escalated']);
    assert.equal(ep.url, 'http://127.0.0.1:9/hooks');

    const listed = await cli('list', '--json');
    assert.equal(listed.code, 0);
    const rows = JSON.parse(listed.stdout);
    assert.ok(rows.some((r: any) => r.id === ep.id && r.url === ep.url));
    assert.ok(!listed.stdout.includes(ep.secret.slice(6)), 'no secret in the list');
    const table = await cli('list');
    assert.match(table.stdout, new RegExp(`${ep.id}.*active`));
    assert.doesNotMatch(table.stdout, /\x1b\[/, 'NO_COLOR: no escape codes');
  });

  it('rotate prints a new secret and keeps the old one for the grace period; remove takes the endpoint out of the list', async () => {
    const ep = JSON.parse((await cli('add', '--url', 'https://example.com/h', '--events', '*', '--json')).stdout);
    const rotated = await cli('rotate', ep.id, '--grace-hours', '2', '--json');
    assert.equal(rotated.code, 0, rotated.stderr);
    const r = JSON.parse(rotated.stdout);
    assert.notEqual(r.secret, ep.secret);
    const hours = (Date.parse(r.previousSecretExpiresAt) - Date.now()) / 3_600_000;
    assert.ok(hours > 1.9 && hours <= 2, `grace ${hours} h`);
    assert.match((await cli('list')).stdout, new RegExp(`${ep.id}.*rotating`));

    const removed = await cli('remove', ep.id);
    assert.equal(removed.code, 0, removed.stderr);
    assert.match(removed.stdout, /removed ep_/);
    assert.ok(!JSON.parse((await cli('list', '--json')).stdout).some((x: any) => x.id === ep.id));
    assert.ok(JSON.parse((await cli('list', '--all', '--json')).stdout).some((x: any) => x.id === ep.id && x.removedAt));
    const again = await cli('remove', ep.id);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /no active webhook endpoint/);
  });

  it('bad input is a usage error (exit 2) with one line saying what to do', async () => {
    const badEvents = await cli('add', '--url', 'http://127.0.0.1:9/', '--events', 'booking.paid');
    assert.equal(badEvents.code, 2);
    assert.equal(badEvents.stderr.trim().split('\n').length, 1);
    assert.match(badEvents.stderr, /unknown event type booking.paid; use booking.confirmed, booking.escalated or \*/);
    const badUrl = await cli('add', '--url', 'ftp://example.com', '--events', '*');
    assert.equal(badUrl.code, 2);
    assert.match(badUrl.stderr, /http or https/);
    assert.equal((await cli('add', '--events', '*')).code, 2, 'missing --url');
    assert.equal((await cli('deliveries', '--limit', '0')).code, 2);
  });

  it('deliveries --json prints an array, and redeliver of an unknown id fails with exit 1', async () => {
    const d = await cli('deliveries', '--json');
    assert.equal(d.code, 0);
    assert.deepEqual(JSON.parse(d.stdout), []);
    const r = await cli('redeliver', 'msg_nope');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /no delivery or webhook-id msg_nope/);
  });

  it('every subcommand has --help with an example', async () => {
    for (const sub of ['add', 'list', 'remove', 'rotate', 'deliveries', 'redeliver']) {
      const h = await runCli(['webhooks', sub, '--help']);
      assert.equal(h.code, 0);
      assert.match(h.stdout, /Example/, sub);
    }
  });
});

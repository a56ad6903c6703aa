// The real binary: `serve` sends a request over SMTP, a hotel answers by e-mail to --inbound-smtp-port, and the
// booking is confirmed with the number it carries (webhook included); the inbox and attach through the CLI; a kill -9
// right after the 250 loses nothing.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { request } from 'undici';
import { ConfigSchema } from '../../src/config.js';
import { startService } from '../../src/daemon/runtime.js';
import { openDatabase } from '../../src/store/db.js';
import { addWebhook, cliEnv, createKey, killIfRunning, makeBooking, spawnServe, tempDir, testDatabase, waitFor, type SpawnedServe } from '../helpers.js';
import { startReceiver, type Receiver } from '../support/webhook-receiver.js';
import { deliverTo, headerOf, smtpSink, type SmtpSink } from './support.js';

const REPLY_TO = 'reservations@agency.example';

describe('serve answers hotels by e-mail, end to end', () => {
  const tmp = tempDir('reconfirm-mail-');
  let db: string;
  let sink: SmtpSink;
  let receiver: Receiver;
  let key: { accountId: string; apiKey: string };
  let serve: SpawnedServe | undefined;
  let inboundPort: number;
  const args = () => ['--db', db, '--channel', 'email', '--smtp-url', sink.url, '--public-url', 'http://127.0.0.1:9', '--reply-to', REPLY_TO, '--inbound-smtp-port', '0', '--quiet'];

  before(async () => {
    sink = await smtpSink();
    receiver = await startReceiver();
    db = await testDatabase(tmp.dir);
    key = await createKey(db);
    await addWebhook(db, receiver.url, '*');
    serve = await spawnServe(args());
    inboundPort = serve.inboundSmtpPort!;
  });
  after(async () => {
    killIfRunning(serve?.child);
    await sink.close();
    await receiver.close();
    tmp.cleanup();
  });

  const add = async (code: string) => {
    const b = makeBooking({ BookingCode: code, Hotel: { ...makeBooking().Hotel, ContactDetails: { Emails: ['res@miramar.example'] } } });
    const res = await request(`${serve!.url}/addBookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-account-id': key.accountId, 'x-api-key': key.apiKey },
      body: JSON.stringify([b]),
    });
    assert.equal(res.statusCode, 200, await res.body.text());
    const mail = await sink.waitFor(code);
    return { replyTo: headerOf(mail.raw, 'Reply-To')!, messageId: headerOf(mail.raw, 'Message-ID')!, subject: headerOf(mail.raw, 'Subject')! };
  };
  const confirmedWebhook = (code: string) => waitFor(`booking.confirmed for ${code}`, () => receiver.received.map((r) => JSON.parse(r.body)).find((e) => e.type === 'booking.confirmed' && e.data.BookingId === code), 20_000);

  it('a reply to the request confirms the booking with its HCN, the webhook carries it, and reconfirm show shows the e-mail', async () => {
    const code = `E2E-${process.pid}`;
    const req = await add(code);
    assert.match(req.replyTo, /^reservations\+[0-9a-z-]+@agency\.example$/);
    const response = await deliverTo(inboundPort, { from: 'res@miramar.example', to: req.replyTo, subject: `RE: ${req.subject}`, inReplyTo: req.messageId, text: 'Dear partner,\n\nthe booking is confirmed, confirmation number HX-88231.\n\nBest regards\nFront desk' });
    assert.match(response, /^250/);
    const event = await confirmedWebhook(code);
    assert.equal(event.data.HCN, 'HX-88231');

    const cli = cliEnv({ url: serve!.url, accountId: key.accountId, apiKey: key.apiKey });
    try {
      const shown = await cli.run(['show', code, '--wide']);
      assert.equal(shown.code, 0, shown.stderr);
      assert.match(shown.stdout, /res@miramar\.example/);
      assert.match(shown.stdout, /confirmation number HX-88231/);
      assert.match(shown.stdout, /hcn=HX-88231/);
      assert.match(shown.stdout, /dmarc=\w+ spf=\w+ dkim=\w+/, 'the sender check is shown with the e-mail');
      assert.match(shown.stdout, /read as CONFIRMED: \S/, "the reading's explanation: its decision and why");
    } finally {
      cli.cleanup();
    }
  });

  it('a message that matches nothing is listed by reconfirm inbox, and attaching it to its booking reads it for that booking', async () => {
    const code = `INB-${process.pid}`;
    await add(code);
    // Sent to the plain mailbox, no thread, no BookingId: nothing to match it by.
    await deliverTo(inboundPort, { from: 'res@miramar.example', to: REPLY_TO, subject: 'Your reservation for Maria Lopez', text: 'Confirmed. Our confirmation number: 77120.' });
    const cli = cliEnv();
    try {
      const listed = await waitFor('the message in the inbox', async () => {
        const r = await cli.run(['inbox', '--db', db, '--json']);
        assert.equal(r.code, 0, r.stderr);
        return (JSON.parse(r.stdout) as any[]).find((m) => m.subject === 'Your reservation for Maria Lopez');
      }, 15_000, 200);
      assert.match(listed.stripped, /77120/);
      assert.ok(['pass', 'fail', 'none', 'temperror', 'permerror'].includes(listed.auth.dmarc), JSON.stringify(listed.auth));
      const table = await cli.run(['inbox', '--db', db, '--wide']);
      assert.match(table.stdout, /Your reservation for Maria Lopez/);
      assert.match(table.stdout, /sender check/);
      assert.match(table.stdout, /dmarc=\w+ spf=\w+ dkim=\w+/);

      const attached = await cli.run(['inbox', 'attach', String(listed.message), code, '--db', db]);
      assert.equal(attached.code, 0, attached.stderr);
      assert.match(attached.stdout, new RegExp(`message ${listed.message} attached to ${code}: confirmed with HCN 77120`));
      assert.equal((await confirmedWebhook(code)).data.HCN, '77120');
      const after = JSON.parse((await cli.run(['inbox', '--db', db, '--json'])).stdout) as any[];
      assert.ok(!after.some((m) => m.message === listed.message), 'an attached message leaves the inbox');
      const again = await cli.run(['inbox', 'attach', String(listed.message), code, '--db', db]);
      assert.notEqual(again.code, 0);
      assert.match(again.stderr, /is attached, not waiting in the inbox/);
    } finally {
      cli.cleanup();
    }
  });

  it("a stranger's mail naming the booking code confirms nothing; reconfirm show says why and what it claimed", async () => {
    const code = `STR-${process.pid}`;
    await add(code);
    const response = await deliverTo(inboundPort, { from: 'attacker@evil.example', to: REPLY_TO, subject: `Re: ${code}`, text: 'Hello, the reservation is confirmed, our reference 55121.' });
    assert.match(response, /^250/);
    const cli = cliEnv({ url: serve!.url, accountId: key.accountId, apiKey: key.apiKey });
    try {
      const shown = await waitFor('the stranger\'s mail on the booking', async () => {
        const r = await cli.run(['show', code, '--wide']);
        return /REPLY_NEEDS_REVIEW/.test(r.stdout) && r;
      }, 15_000, 200);
      assert.match(shown.stdout, /attacker@evil\.example/);
      assert.match(shown.stdout, /matched by booking code only/);
      assert.match(shown.stdout, /not among the hotel's addresses/);
      assert.match(shown.stdout, /dmarc=\w+ spf=\w+ dkim=\w+/);
      assert.match(shown.stdout, /^status\s+ESCALATED/m);
      assert.doesNotMatch(shown.stdout, /^status\s+CONFIRMED/m);
      // The reader's own reading is shown beside why it did not act: what the mail claimed, and who sent it.
      assert.match(shown.stdout, /read as CONFIRMED: /);
      assert.ok(!receiver.received.some((r) => JSON.parse(r.body).type === 'booking.confirmed' && JSON.parse(r.body).data.BookingId === code));
    } finally {
      cli.cleanup();
    }
  });

  it('kill -9 right after the 250: the message was stored, and after a restart it has been read', async (t) => {
    const code = `K9-${process.pid}`;
    const req = await add(code);
    const response = await deliverTo(inboundPort, { from: 'res@miramar.example', to: req.replyTo, subject: `Re: ${req.subject}`, text: 'Confirmed with reference 99017.' });
    serve!.child.kill('SIGKILL');
    assert.equal((await serve!.exited).signal, 'SIGKILL');
    const messagePk = Number(/stored as message (\d+)/.exec(response)![1]);
    const peek = openDatabase(db, { migrate: false });
    const row = peek.$client.prepare('SELECT status, length(raw) AS bytes FROM mail_messages WHERE id = ?').get(messagePk) as { status: string; bytes: number };
    peek.$client.close();
    assert.ok(row && row.bytes > 0, 'what was acknowledged with 250 is on disk');
    // Whether the queue read it before the kill is a race; the next test makes the unread case certain.
    t.diagnostic(`status at the kill: ${row.status}`);
    serve = await spawnServe(args());
    inboundPort = serve.inboundSmtpPort!;
    assert.equal((await confirmedWebhook(code)).data.HCN, '99017');
  });
});

describe('a stored message not read yet survives a restart', () => {
  it('the listener acknowledged it while no queue ran; the next serve reads it', async () => {
    const tmp = tempDir('reconfirm-mail-restart-');
    let serve: SpawnedServe | undefined;
    try {
      const config = ConfigSchema.parse({ db: await testDatabase(tmp.dir, 'r.db'), port: 0, channel: 'manual', replyTo: REPLY_TO, inbound: { smtpPort: 0 } });
      // The queue is off: the listener stores the message and its job, and nothing reads it.
      const first = await startService(config, { workers: false, log: () => {} });
      const port = first.inbound!.smtpPort!;
      const response = await deliverTo(port, { from: 'hotel@nowhere.example', to: REPLY_TO, subject: 'A question', text: 'Hello?' });
      const pk = Number(/stored as message (\d+)/.exec(response)![1]);
      assert.equal((first.ctx.db.$client.prepare('SELECT status FROM mail_messages WHERE id = ?').get(pk) as any).status, 'received');
      await first.stop();
      serve = await spawnServe(['--db', config.db, '--reply-to', REPLY_TO, '--inbound-smtp-port', '0', '--quiet']);
      const cli = cliEnv();
      try {
        await waitFor('the message read into the inbox', async () => {
          const r = await cli.run(['inbox', '--db', config.db, '--json']);
          return (JSON.parse(r.stdout) as any[]).some((m) => m.message === pk);
        }, 15_000, 200);
      } finally {
        cli.cleanup();
      }
    } finally {
      killIfRunning(serve?.child);
      tmp.cleanup();
    }
  });
});

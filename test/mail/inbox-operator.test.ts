// The unmatched inbox for an operator (issue 28): a message from a booking's hotel address suggests the booking,
// the inbox is read from a laptop only with a key created by `keys create --admin`, and attaching records who did it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { takeIncomingMail } from '../../src/daemon/mail/intake.js';
import { createApiKey } from '../../src/store/accounts.js';
import { getMailMessage } from '../../src/store/mail.js';
import { cliEnv, hotelAnswers, makeBooking, runCli, startTestService, statusOf, waitFor, type CliEnv, type TestService } from '../helpers.js';
import { Terminal } from '../support/tmux.js';

const mail = (from: string, subject: string, text: string, id: string) =>
  Buffer.from([`From: ${from}`, 'To: reservations@agency.example', `Subject: ${subject}`, `Message-ID: <${id}@hotel.example>`, 'Date: Thu, 26 Nov 2026 03:00:00 +0000', '', text, ''].join('\r\n'));

describe('the unmatched inbox for an operator', () => {
  let s: TestService;
  let cli: CliEnv;
  let admin: CliEnv;
  let fromHotel: number;
  let fromStranger: number;
  let take: (raw: Buffer) => Promise<number>;
  const term = new Terminal();
  before(async () => {
    s = await startTestService({ channel: 'manual' });
    cli = cliEnv(s);
    admin = cliEnv({ url: s.url, accountId: s.accountId, apiKey: createApiKey(s.db, { accountId: s.accountId, admin: true }).apiKey });
    await s.api.addAndWait([makeBooking({ BookingCode: 'INB-1' })]);
    take = async (raw: Buffer) => {
      const { messagePk } = await takeIncomingMail(s.service.ctx, { source: 'smtp', recipients: ['reservations@agency.example'], raw });
      await waitFor(`message ${messagePk} read`, () => getMailMessage(s.db, messagePk)?.status === 'unmatched');
      return messagePk;
    };
    // The booking's hotel writes without any thread or BookingId; a stranger writes too.
    fromHotel = await take(mail('Reservations <Reservations@Miramar.example>', 'Your reservation for Maria Lopez', 'Confirmed. Our confirmation number: 77120.', 'a1'));
    fromStranger = await take(mail('someone@elsewhere.example', 'Hello', 'A question about a group booking.', 'a2'));
  });
  after(async () => {
    term.close();
    cli.cleanup();
    admin.cleanup();
    await s.stop();
  });

  it("a message from a booking's hotel address suggests that booking; a stranger's suggests none", async () => {
    const r = await runCli(['inbox', '--db', s.dbPath, '--json']);
    assert.equal(r.code, 0, r.stderr);
    const rows = JSON.parse(r.stdout);
    assert.deepEqual(rows.find((m: any) => m.message === fromHotel).suggestedBookings.map((b: any) => b.BookingId), ['INB-1']);
    assert.deepEqual(rows.find((m: any) => m.message === fromStranger).suggestedBookings, []);
    const table = await runCli(['inbox', '--db', s.dbPath], { env: { COLUMNS: '200' } });
    assert.match(table.stdout, /hotel's open bookings/);
    assert.match(table.stdout, new RegExp(`reconfirm inbox attach ${fromHotel} 'INB-1' \\(the sender is that booking's hotel\\)`));
    const shown = await runCli(['inbox', 'show', String(fromHotel), '--db', s.dbPath]);
    assert.match(shown.stdout, /the sender is the hotel of: INB-1/);
  });

  it('from a laptop the inbox needs an admin key: an ordinary key is refused with what to do', async () => {
    const refused = await cli.run(['inbox']);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /only a key created with `reconfirm keys create --admin` may read it/);
    const r = await admin.run(['inbox', '--json']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout).map((m: any) => [m.message, m.suggestedBookings.map((b: any) => b.BookingId)]), [[fromHotel, ['INB-1']], [fromStranger, []]]);
    const one = await admin.run(['inbox', 'show', String(fromHotel)]);
    assert.equal(one.code, 0, one.stderr);
    assert.match(one.stdout, /confirmation number: 77120/);
  });

  it('inbox attach through the API reads the message for the booking and records who attached it', async () => {
    const typo = await admin.run(['inbox', 'attach', String(fromHotel), 'inb-1', '--as', 'maria']);
    assert.equal(typo.code, 1);
    assert.match(typo.stderr, /did you mean INB-1\?/);
    const r = await admin.run(['inbox', 'attach', String(fromHotel), 'INB-1', '--as', 'maria']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, new RegExp(`message ${fromHotel} attached to INB-1: .*77120.* \\(attached by maria\\)`));
    assert.equal(await statusOf(s, 'INB-1'), 'CONFIRMED');
    const history = (await s.api.getBooking('INB-1')).body.data.history as any[];
    const entry = history.find((h) => h.kind === 'mail_attached');
    assert.equal(entry?.actor, 'maria');
    assert.match(entry.message, new RegExp(`attached received message ${fromHotel} from reservations@miramar\\.example`, 'i'));
  });

  it('keys create --admin makes a key that keys list marks admin', async () => {
    const created = await runCli(['keys', 'create', '--admin', '--label', 'lead', '--db', s.dbPath, '--json']);
    assert.equal(created.code, 0, created.stderr);
    const list = JSON.parse((await runCli(['keys', 'list', '--db', s.dbPath, '--json'])).stdout);
    assert.equal(list.find((k: any) => k.id === JSON.parse(created.stdout).keyId).admin, true);
    assert.ok(list.some((k: any) => k.admin === false), 'an ordinary key is not admin');
    const table = await runCli(['keys', 'list', '--db', s.dbPath], { env: { COLUMNS: '200' } });
    assert.match(table.stdout, /active, admin/);
  });

  it("an e-mail that needs review is the hotel's answer on the review screen: its text, what was read and the doubt", async () => {
    await s.api.addAndWait([makeBooking({ BookingCode: 'INB-2', CheckIn: '2027-03-01T14:00:00Z', CheckOut: '2027-03-04T10:00:00Z' })]);
    const pk = await take(mail('reservations@miramar.example', 'Booking Maria Lopez', 'Dear partner,\nConfirmation number: 55120.\nConfirmation number: 55121.\nKind regards', 'a3'));
    const attached = await runCli(['inbox', 'attach', String(pk), 'INB-2', '--db', s.dbPath, '--as', 'maria']);
    assert.equal(attached.code, 0, attached.stderr);
    assert.equal(await statusOf(s, 'INB-2'), 'ESCALATED');

    const json = JSON.parse((await cli.run(['escalations', '--json'])).stdout).find((e: any) => e.BookingId === 'INB-2');
    assert.equal(json.lastHotelMail.message, pk);
    assert.match(json.lastHotelMail.text, /Confirmation number: 55120/);
    assert.deepEqual(json.lastHotelMail.doubts, ['more than one candidate confirmation number (candidates: 55120, 55121)']);
    const table = await cli.run(['escalations'], { env: { COLUMNS: '200' } });
    assert.match(table.stdout, /INB-2 .*REPLY_NEEDS_REVIEW.*e-mail, needs review/);

    term.start('review', cli.env, ['triage'], { columns: 160, rows: 60 });
    const card = await term.waitFor('review', /What do you do with INB-2\?/);
    assert.match(card, /hotel's last answer: e-mail from reservations@miramar\.example at .*, needs review/);
    assert.match(card, new RegExp(`hotel's e-mail \\(message ${pk}\\): Booking Maria Lopez`));
    assert.match(card, /│ Confirmation number: 55121\./);
    assert.match(card, /read:  nothing with confidence/);
    assert.match(card, /doubt: more than one candidate confirmation number \(candidates: 55120, 55121\)/);
    term.type('review', 'q');
    assert.match(await term.waitFor('review', /EXIT=\d+/), /EXIT=0/);
  });

  it('attaching an e-mail that confirms over an open discrepancy is refused until accepted, as hotel reply is', async () => {
    await s.api.addAndWait([makeBooking({ BookingCode: 'INB-3' })]);
    assert.equal(hotelAnswers(s, 'INB-3', { hcn: 'H-0', checkIn: '2027-03-11' }), 'ESCALATED');
    const pk = await take(mail('reservations@miramar.example', 'Re: Maria Lopez', 'Confirmed. Our confirmation number: 99001.', 'a4'));
    const refused = await admin.run(['inbox', 'attach', String(pk), 'INB-3', '--as', 'maria']);
    assert.equal(refused.code, 2, refused.stderr);
    assert.match(refused.stderr, /INB-3 has an open data discrepancy \(CheckIn: booked "2027-03-10", hotel "2027-03-11"\).*--accept-discrepancy/);
    assert.equal(await statusOf(s, 'INB-3'), 'ESCALATED');
    assert.equal(getMailMessage(s.db, pk)?.status, 'unmatched', 'the message still waits in the inbox');

    const ok = await admin.run(['inbox', 'attach', String(pk), 'INB-3', '--as', 'maria', '--accept-discrepancy']);
    assert.equal(ok.code, 0, ok.stderr);
    assert.equal(await statusOf(s, 'INB-3'), 'CONFIRMED');
    const history = (await s.api.getBooking('INB-3')).body.data.history as any[];
    assert.ok(history.some((h) => h.kind === 'discrepancy_accepted' && h.actor === 'maria'), JSON.stringify(history.map((h) => h.kind)));
  });
});

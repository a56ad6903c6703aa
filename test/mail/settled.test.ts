// Learning from the operators (issue 25): when an operator settles a booking the reader sent to REPLY_NEEDS_REVIEW,
// through the API's actions or `hotel reply`, the hotel's e-mail and the decision are kept; `reconfirm mail export
// --settled` writes them as a reply corpus bench/replyCorpus.ts reads, masks the guests' names on request, writes
// only private files; the pairs go with the booking's guest data.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Command } from 'commander';
import { registerMailExport } from '../../src/commands/admin/mailExport.js';
import { takeIncomingMail } from '../../src/daemon/mail/intake.js';
import { parseHotelMail } from '../../src/domain/hotelMail/index.js';
import { getMailMessage, linkMessage, recordMailOutcome, storeIncomingMail } from '../../src/store/mail.js';
import { previewPurge, purgeExpired } from '../../src/store/retention.js';
import { loadCorpus, readEntry } from './corpus.js';
import { bookingPk, escalateByHotel, makeBooking, runCli, startTestService, statusOf, tempDir, waitFor, type TestService } from '../helpers.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** A hotel's e-mail, its text as it is (8bit) or base64-encoded, as some mail programs send it. */
const mail = (subject: string, text: string, id: string, base64 = false) =>
  Buffer.from(
    [
      'From: Reservations <reservations@miramar.example>',
      'To: reservations@agency.example',
      `Subject: ${subject}`,
      `Message-ID: <${id}@miramar.example>`,
      'Date: Thu, 26 Nov 2026 03:00:00 +0000',
      'Content-Type: text/plain; charset=utf-8',
      `Content-Transfer-Encoding: ${base64 ? 'base64' : '8bit'}`,
      '',
      base64 ? Buffer.from(text).toString('base64') : text,
      '',
    ].join('\r\n'),
  );

const twoNumbers = (who: string) => `Dear partner,\nthe reservation for ${who} is noted.\nConfirmation number: 55120.\nConfirmation number: 55121.\nKind regards`;

describe("the operators' decisions on e-mails in review, kept and exported as a corpus", () => {
  let s: TestService;
  const tmp = tempDir();
  const pairs = () => s.db.$client.prepare('SELECT b.booking_id AS bookingId, s.message_pk AS messagePk, s.action, s.actor, s.decision FROM settled_reviews s JOIN bookings b ON b.id = s.booking_pk ORDER BY s.id').all() as any[];
  const messages: Record<string, number> = {};
  const action = (bookingId: string, body: unknown) => s.api.call('POST', `/bookings/${encodeURIComponent(bookingId)}/actions`, body);

  /** A hotel e-mail with two candidate numbers, attached by an operator: the booking goes to REPLY_NEEDS_REVIEW. */
  const inReview = async (code: string, text: string, base64 = false) => {
    const { messagePk } = await takeIncomingMail(s.service.ctx, { source: 'smtp', recipients: ['reservations@agency.example'], raw: mail(`Booking ${code}`, text, code, base64) });
    await waitFor(`message ${messagePk} read`, () => getMailMessage(s.db, messagePk)?.status === 'unmatched');
    const attached = await runCli(['inbox', 'attach', String(messagePk), code, '--db', s.dbPath, '--as', 'maria']);
    assert.equal(attached.code, 0, attached.stderr);
    const data = (await s.api.getBooking(code)).body.data;
    assert.deepEqual(data.escalationReasons, ['REPLY_NEEDS_REVIEW']);
    messages[code] = messagePk;
  };

  before(async () => {
    s = await startTestService({ channel: 'manual' });
    await s.api.addAndWait([
      makeBooking({ BookingCode: 'SET-API' }),
      makeBooking({ BookingCode: 'SET-CLI' }),
      makeBooking({ BookingCode: 'SET-DIFF', Guest: { ...makeBooking().Guest, AllGuests: [{ Name: 'Maria Lopez' }, { Name: 'Jürgen Weiß' }] } }),
      makeBooking({ BookingCode: 'SET-OTHER' }),
      makeBooking({ BookingCode: 'SET-B64' }),
    ]);
    await inReview('SET-API', twoNumbers('Maria Lopez'));
    await inReview('SET-CLI', twoNumbers('Mrs Lopez'));
    await inReview('SET-DIFF', twoNumbers('Maria Lopez and Jürgen Weiß'));
    await inReview('SET-B64', twoNumbers('Maria Lopez'), true);
  });
  after(async () => {
    tmp.cleanup();
    await s.stop();
  });

  it("an answer recorded through POST /bookings/{id}/actions (triage's path) keeps the e-mail and the decision", async () => {
    // An out-of-office that came after the answer in review is not what the operator decided about.
    const ooo = storeIncomingMail(s.db, { source: 'smtp', recipients: [], raw: mail('Out of office', 'I am away until Monday.', 'ooo'), keepBytes: 1 << 20, now: Date.now() }).messagePk;
    recordMailOutcome(s.db, ooo, 'received', { messageId: null, sender: 'reservations@miramar.example', subject: 'Out of office', stripped: null, reading: { kind: 'auto-reply', reason: 'subject' }, status: 'auto-reply', matchedBy: 'operator', senderUnknown: false, now: Date.now() });
    linkMessage(s.db, ooo, bookingPk(s, 'SET-API'), null);
    const r = await action('SET-API', { action: 'record_answer', actor: 'ana', hcn: '55120' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(await statusOf(s, 'SET-API'), 'CONFIRMED');
    const [pair] = pairs();
    assert.equal(pair.bookingId, 'SET-API');
    assert.equal(pair.messagePk, messages['SET-API']);
    assert.equal(pair.actor, 'ana');
    assert.deepEqual(JSON.parse(pair.decision), { kind: 'answer', reply: { hcn: '55120' }, verdict: 'CONFIRMED', acceptedDiscrepancies: [] });
  });

  it('`hotel reply` on the database file keeps the pair too; a booking escalated for another reason keeps none', async () => {
    const no = await runCli(['hotel', 'reply', 'SET-CLI', '--no-booking', '--db', s.dbPath, '--as', 'ben']);
    assert.equal(no.code, 0, no.stderr);
    const diff = await runCli(['hotel', 'reply', 'SET-DIFF', '--hcn', '55121', '--checkin', '2027-03-11', '--db', s.dbPath, '--as', 'ben']);
    assert.equal(diff.code, 0, diff.stderr);
    escalateByHotel(s, 'SET-OTHER');
    assert.equal((await action('SET-OTHER', { action: 'record_answer', actor: 'ana', hcn: 'H-9' })).status, 200);
    assert.equal((await action('SET-B64', { action: 'note', actor: 'ana', note: 'calling the hotel' })).status, 200, 'a note decides nothing');
    assert.equal(pairs().length, 3);
    assert.equal((await action('SET-B64', { action: 'cancelled_at_hotel', actor: 'ana' })).status, 200);
    assert.deepEqual(
      pairs().map((p) => [p.bookingId, p.action, JSON.parse(p.decision).verdict ?? JSON.parse(p.decision).kind]),
      [['SET-API', 'record_answer', 'CONFIRMED'], ['SET-CLI', 'hotel_reply', 'NO_BOOKING'], ['SET-DIFF', 'hotel_reply', 'DISCREPANCY'], ['SET-B64', 'cancelled_at_hotel', 'cancelled_at_hotel']],
    );
  });

  it('mail export --settled writes private .eml files and a manifest the corpus loader and the bench read', async () => {
    const dir = join(tmp.dir, 'settled', 'corpus');
    const r = await runCli(['mail', 'export', '--settled', dir, '--db', s.dbPath, '--json']);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(JSON.parse(r.stdout).written.length, 4);
    assert.equal(statSync(dir).mode & 0o777, 0o700);
    const files = readdirSync(dir).sort();
    assert.equal(files.length, 5);
    for (const f of files) assert.equal(statSync(join(dir, f)).mode & 0o777, 0o600, `${f} is 0600`);

    const corpus = loadCorpus(dir);
    const byId = Object.fromEntries(corpus.map((e) => [e.bookings[0].bookingId, e]));
    assert.deepEqual(byId['SET-API'].expected, { kind: 'answer', lines: [{ bookingId: 'SET-API', hcn: '55120' }], review: [] });
    assert.deepEqual(byId['SET-CLI'].expected, { kind: 'answer', lines: [{ bookingId: 'SET-CLI', noBooking: true }], review: [] });
    assert.deepEqual(byId['SET-DIFF'].expected, { kind: 'answer', lines: [{ bookingId: 'SET-DIFF', hcn: '55121', checkIn: '2027-03-11' }], review: [] });
    assert.deepEqual(byId['SET-B64'].expected, { kind: 'answer', lines: [], review: [{ bookingId: 'SET-B64', candidates: [] }] }, 'a cancellation is for a person to decide');
    const shown = byId['SET-API'].bookings[0].booking as any;
    assert.equal(shown.CheckIn, '2027-03-10', "the hotel's day of the stay, as it was shown it");
    assert.equal(shown.BookingAmount, undefined, 'the hotel was not shown the amount');
    assert.equal(shown.Guest.AllGuests[0].Email, undefined, 'no guest contact details');
    assert.match(readFileSync(join(dir, byId['SET-API'].file), 'utf8'), /Confirmation number: 55121/);
    for (const e of corpus) assert.equal((await readEntry(e, dir)).kind, 'answer');

    const bench = spawnSync(process.execPath, ['--import', 'tsx', 'bench/replyCorpus.ts', dir], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    assert.equal(bench.status, 0, bench.stderr || bench.stdout);
    // The bench's per-language table: 4 replies, no wrong confirmation.
    assert.match(bench.stdout, /^all\s+4\s+\d+ \([\d.]+%\)\s+\d+\/\d+ \([\d.]+%\)\s+0\s/m);

    const later = await runCli(['mail', 'export', '--settled', join(tmp.dir, 'later'), '--since', '2999-01-01', '--db', s.dbPath, '--json']);
    assert.equal(later.code, 0, later.stderr);
    assert.deepEqual(JSON.parse(later.stdout).written, []);
    const bad = await runCli(['mail', 'export', '--settled', join(tmp.dir, 'bad'), '--since', 'last week', '--db', s.dbPath]);
    assert.equal(bad.code, 2, 'a --since that is no date is a usage error');
    assert.match(bad.stderr, /--since must be a date like 2026-11-01/);
  });

  it("--mask replaces the guests' names with the same placeholders in the messages and the manifest", async () => {
    const dir = join(tmp.dir, 'masked');
    const r = await runCli(['mail', 'export', '--settled', dir, '--mask', '--db', s.dbPath]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /wrote 4 settled e-mail\(s\) and manifest\.json .*names masked/);
    const all = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    for (const name of ['Maria', 'Lopez', 'Jürgen', 'Weiß']) assert.ok(!all.includes(name), `${name} is masked`);
    const corpus = loadCorpus(dir);
    const leads = new Set(corpus.map((e) => (e.bookings[0].booking as any).Guest.LeadName));
    assert.equal(leads.size, 1, 'one name, one placeholder in every file');
    const [lead] = leads;
    assert.match(lead, /^Guest[A-Za-z]+ Guest[A-Za-z]+$/);
    const diff = corpus.find((e) => e.bookings[0].bookingId === 'SET-DIFF')!;
    const mailText = readFileSync(join(dir, diff.file), 'utf8');
    assert.ok(mailText.includes(lead), `the message names the guest as the manifest does (${lead})`);
    const second = (diff.bookings[0].booking as any).Guest.AllGuests[1].Name;
    assert.ok(mailText.includes(second), `the second guest too (${second})`);
    // A name inside a base64 part: the message is written again from its decoded text, masked, and reads the same.
    const b64 = corpus.find((e) => e.bookings[0].bookingId === 'SET-B64')!;
    const rebuilt = await parseHotelMail(readFileSync(join(dir, b64.file)));
    assert.match(rebuilt.text, new RegExp(`the reservation for ${lead} is noted\\.\\nConfirmation number: 55120\\.`));
    assert.equal(rebuilt.messageId, '<SET-B64@miramar.example>');
    assert.equal(rebuilt.from?.address, 'reservations@miramar.example');
    assert.deepEqual((await readEntry(b64, dir)).kind, 'answer');
    const cli = corpus.find((e) => e.bookings[0].bookingId === 'SET-CLI')!;
    assert.match(readFileSync(join(dir, cli.file), 'utf8'), new RegExp(`Mrs ${lead.split(' ')[1]}`), 'a surname alone is masked as in the full name');
  });

  it('the pairs go with the booking\'s guest data under the retention policy', async () => {
    const cutoff = '2100-01-01T00:00:00.000Z';
    const at = new Date().toISOString();
    const preview = previewPurge(s.db, cutoff, at);
    assert.equal(preview.erased.find((e) => /settled after review/.test(e.what))?.rows, 4);
    purgeExpired(s.db, cutoff, at);
    assert.deepEqual(pairs(), []);
    const r = await runCli(['mail', 'export', '--settled', join(tmp.dir, 'after-purge'), '--db', s.dbPath, '--json']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout).written, []);
  });

  it('`mail export` joins a `mail` command group another module registered, instead of making a second', () => {
    const program = new Command();
    program.command('mail').description('mail').command('read');
    registerMailExport(program);
    assert.equal(program.commands.filter((c) => c.name() === 'mail').length, 1);
    assert.deepEqual(program.commands.find((c) => c.name() === 'mail')!.commands.map((c) => c.name()), ['read', 'export']);
  });
});

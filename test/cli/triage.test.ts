// `reconfirm triage` as an operator meets it, in a real terminal (tmux): three escalations, most urgent first, each
// handled differently (record an HCN, snooze, cancel); the results checked through the API and the webhooks sent.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { recordHotelReply } from '../../src/store/replies.js';
import { addEndpoint } from '../../src/store/webhooks.js';
import { cliEnv, engineHarness, makeBooking, reconfirmBin, runCli, sleep, type CliEnv, type EngineHarness } from '../helpers.js';
import { startReceiver, type Receiver } from '../support/webhook-receiver.js';

const SOCKET = `reconfirm-triage-${process.pid}`;
const tmux = (...args: string[]) => execFileSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const screen = (name: string) => tmux('capture-pane', '-p', '-t', name);
const type = (name: string, text: string) => tmux('send-keys', '-t', name, '-l', text);
const press = (name: string, ...keys: string[]) => keys.forEach((k) => tmux('send-keys', '-t', name, k));

function start(name: string, env: NodeJS.ProcessEnv, args: string[]) {
  const vars = Object.entries({ ...env, NO_COLOR: '1', TERM: 'xterm' }).map(([k, v]) => `${k}=${quote(v ?? '')}`).join(' ');
  const command = `env ${vars} ${quote(process.execPath)} ${quote(reconfirmBin())} ${args.map(quote).join(' ')}; echo "EXIT=$?"; sleep 60`;
  tmux('new-session', '-d', '-s', name, '-x', '200', '-y', '60', command);
}

/**
 * Waits until the pane shows the pattern; with `after`, only in what was printed after the last occurrence of that
 * text (the same prompt asked for an earlier booking is still on the screen).
 */
async function waitFor(name: string, pattern: RegExp, after?: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = screen(name);
    const at = after === undefined ? 0 : all.lastIndexOf(after);
    const text = at < 0 ? '' : all.slice(at);
    if (pattern.test(text)) return text;
    if (Date.now() > deadline) throw new Error(`pane ${name} never showed ${pattern}${after ? ` after ${after}` : ''}:\n${all}`);
    await sleep(100);
  }
}

describe('reconfirm triage in a real terminal', () => {
  let h: EngineHarness;
  let cli: CliEnv;
  let receiver: Receiver;
  const soonest = makeBooking({ BookingCode: 'TRI-1', CheckIn: '2027-01-05T14:00:00Z', CheckOut: '2027-01-07T10:00:00Z', Refundable: false, Guest: { ...makeBooking().Guest, LeadName: 'Ana Ruiz' } });
  const middle = makeBooking({ BookingCode: 'TRI-2', CheckIn: '2027-01-10T14:00:00Z', CheckOut: '2027-01-12T10:00:00Z', Refundable: false });
  const latest = makeBooking({ BookingCode: 'TRI-3', CheckIn: '2027-02-01T14:00:00Z', CheckOut: '2027-02-03T10:00:00Z', Refundable: false });

  before(async () => {
    h = await engineHarness({ channel: 'manual' });
    receiver = await startReceiver();
    addEndpoint(h.s.db, { url: receiver.url, events: ['booking.confirmed', 'booking.escalated'] }, h.clock.now());
    // Added latest first: the queue's order comes from check-in, not from arrival.
    await h.add([latest, middle, soonest]);
    const pk = (code: string) => h.sql('SELECT id FROM bookings WHERE booking_id = ?', code)[0].id as number;
    const by = { source: 'manual', actor: 'hotel', now: h.clock.now() };
    recordHotelReply(h.s.db, pk('TRI-1'), { leadName: 'Anna Ruis' }, by);
    recordHotelReply(h.s.db, pk('TRI-2'), { noBooking: true }, by);
    recordHotelReply(h.s.db, pk('TRI-3'), { noBooking: true }, by);
    await h.drain();
    cli = cliEnv(h.s);
  });
  after(async () => {
    try {
      tmux('kill-server');
    } catch {
      // no session left
    }
    cli.cleanup();
    await receiver.close();
    await h.stop();
  });

  it('lists the queue most urgent first, as a table, JSON and CSV', async () => {
    const json = await cli.run(['escalations', '--json']);
    assert.equal(json.code, 1, 'exit 1 while something waits for an operator');
    assert.deepEqual(JSON.parse(json.stdout).map((e: any) => e.BookingId), ['TRI-1', 'TRI-2', 'TRI-3']);
    const csv = await cli.run(['escalations', '--csv']);
    assert.match(csv.stdout.split('\n')[1], /^TRI-1,2027-01-05T14:00:00.000Z,high,DATA_DISCREPANCY,Hotel Miramar,\+34 900 000 000,reservations@miramar.example,DISCREPANCY /);
    const both = await cli.run(['escalations', '--json', '--csv']);
    assert.equal(both.code, 2);
    assert.match(both.stderr, /--json and --csv cannot be used together/);
  });

  it('walks three escalations: records an HCN, snoozes one, cancels one; each in the history with who did it', async () => {
    start('t', cli.env, ['triage', '--as', 'Ana Tester']);
    // 1: the nearest check-in, with the field-by-field difference and how to reach the hotel.
    let card = await waitFor('t', /What do you do with TRI-1\?/);
    assert.match(card, /\[1\/3\]\s+TRI-1\s+HIGH\s+check-in 2027-01-05 14:00/);
    assert.match(card, /Guest\.LeadName\s*│ Ana Ruiz\s*│ Anna Ruis/);
    assert.match(card, /phone\s+\+34 900 000 000/);
    assert.match(card, /e-mail\s+reservations@miramar\.example/);
    assert.match(card, /hotel's last answer: DISCREPANCY via manual/);
    press('t', 'Enter'); // Record the hotel's answer (HCN)
    await waitFor('t', /confirmation number \(HCN\)/);
    type('t', 'HCN-777');
    press('t', 'Enter');
    await waitFor('t', /Note \(optional\)/, 'HCN-777');
    press('t', 'Enter');
    // The HCN would confirm over the open difference: asked, as hotel reply asks, never done silently.
    await waitFor('t', /TRI-1 has an open data discrepancy \(Guest\.LeadName: booked "Ana Ruiz", hotel "Anna Ruis"\); confirming it with HCN HCN-777 keeps the booked values\. Confirm anyway\?/, 'Note (optional)');
    type('t', 'y');
    press('t', 'Enter');
    await waitFor('t', /TRI-1: confirmed with HCN HCN-777 \(open discrepancy accepted\); now CONFIRMED \(as Ana Tester\)/);

    // 2: snooze for 6 hours with a note.
    card = await waitFor('t', /What do you do with TRI-2\?/);
    assert.match(card, /HOTEL_REPORTS_NO_BOOKING/);
    press('t', 'Down', 'Down', 'Down', 'Down', 'Enter');
    await waitFor('t', /Snooze for how many hours\?/);
    type('t', '6');
    press('t', 'Enter');
    await waitFor('t', /Why does it wait\?/);
    type('t', 'GM calls back after the meeting');
    press('t', 'Enter');
    await waitFor('t', /TRI-2: snoozed until 2026-12-01 06:00 UTC; now ESCALATED/);

    // 3: cancel, after the confirmation question.
    await waitFor('t', /What do you do with TRI-3\?/);
    press('t', 'Down', 'Down', 'Down', 'Enter');
    await waitFor('t', /Cancel TRI-3\?/);
    type('t', 'y');
    press('t', 'Enter');
    await waitFor('t', /Note \(optional\)/, 'Cancel TRI-3?');
    type('t', 'guest rebooked elsewhere');
    press('t', 'Enter');
    const end = await waitFor('t', /EXIT=\d+/);
    assert.match(end, /TRI-3: booking cancelled; now CANCELLED/);
    assert.match(end, /the queue is empty/);
    assert.match(end, /3 action\(s\) taken as Ana Tester/);
    assert.match(end, /EXIT=0/);

    const one = await h.get('TRI-1');
    assert.equal(one.BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    assert.equal(one.BookingDetails.Supplier.HCN, 'HCN-777');
    assert.ok(one.history.some((e: any) => e.kind === 'transition' && e.toStatus === 'CONFIRMED' && e.actor === 'Ana Tester'));
    const acceptance = one.history.find((e: any) => e.kind === 'discrepancy_accepted');
    assert.equal(acceptance?.actor, 'Ana Tester', 'the history records who accepted the difference');
    assert.match(acceptance.message, /accepted the open discrepancy \(Guest\.LeadName: booked "Ana Ruiz", hotel "Anna Ruis"\)/);

    const two = await h.get('TRI-2');
    assert.equal(two.BookingDetails.ReconfirmationStatus, 'ESCALATED');
    const snoozed = two.history.find((e: any) => e.kind === 'snoozed');
    assert.equal(snoozed.actor, 'Ana Tester');
    assert.match(snoozed.message, /snoozed for 6 h, back in the queue at 2026-12-01T06:00:00.000Z: GM calls back after the meeting/);

    const three = await h.get('TRI-3');
    assert.equal(three.BookingDetails.ReconfirmationStatus, 'CANCELLED');
    assert.ok(three.history.some((e: any) => e.kind === 'transition' && e.toStatus === 'CANCELLED' && e.actor === 'Ana Tester' && /guest rebooked elsewhere/.test(e.message)), JSON.stringify(three.history));

    // Webhooks: the HCN sync for TRI-1 went out; a snooze and a cancellation send none.
    await h.drain();
    const confirmed = receiver.received.map((r) => JSON.parse(r.body)).filter((b) => b.type === 'booking.confirmed');
    assert.deepEqual(confirmed.map((b) => [b.data.BookingId, b.data.HCN]), [['TRI-1', 'HCN-777']]);
    assert.equal(receiver.received.map((r) => JSON.parse(r.body)).filter((b) => b.type === 'booking.escalated').length, 3, 'only the three escalations before the walk');
  });

  it('a snoozed booking is out of the queue until its time, then back', async () => {
    const queue = async () => (await h.s.api.call('GET', '/escalations')).body.data.escalations.map((e: any) => e.BookingId);
    assert.deepEqual(await queue(), []);
    const all = (await h.s.api.call('GET', '/escalations?includeSnoozed=true')).body.data.escalations;
    assert.deepEqual(all.map((e: any) => [e.BookingId, e.snoozedUntil]), [['TRI-2', '2026-12-01T06:00:00.000Z']]);
    await h.advance(5);
    assert.deepEqual(await queue(), [], 'still snoozed after 5 h');
    await h.advance(1);
    assert.deepEqual(await queue(), ['TRI-2'], 'back after 6 h');
  });

  it('refuses an action that breaks the schema, naming the field and the reason', async () => {
    const r = await h.s.api.call('POST', '/bookings/TRI-2/actions', { action: 'snooze', actor: 'Ana', hours: 0, note: '' });
    assert.equal(r.status, 400);
    const paths = r.body.error.details.map((d: any) => `${d.path}: ${d.message}`);
    assert.ok(paths.includes('hours: must be more than 0'), paths.join('; '));
    assert.ok(paths.some((p: string) => p.startsWith('note: is required')), paths.join('; '));
    const nul = await h.s.api.call('POST', '/bookings/TRI-2/actions', { action: 'note', actor: 'Ana', note: 'called\u0000hotel' });
    assert.equal(nul.status, 400);
    assert.deepEqual(nul.body.error.details.map((d: any) => `${d.path}: ${d.message}`), ['note: must not contain the NUL character (\\u0000)']);
    const locked = await h.s.api.call('POST', '/bookings/TRI-3/actions', { action: 'record_answer', actor: 'Ana', hcn: 'X' });
    assert.equal(locked.status, 409);
    const noTerminal = await runCli(['triage'], { env: cli.env });
    assert.equal(noTerminal.code, 2);
    assert.match(noTerminal.stderr, /no terminal to ask on; use `reconfirm escalations --json`/);
  });

  it('contact again on another channel: the booking re-opens and the hotel is asked through that channel', async () => {
    const bad = await h.s.api.call('POST', '/bookings/TRI-2/actions', { action: 'contact_again', actor: 'Ana', channel: 'pigeon' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.error.details[0].message, /must be one of simulator, email, webform, http, manual, ota, ota-pull \(got "pigeon"\)/);
    const r = await h.s.api.call('POST', '/bookings/TRI-2/actions', { action: 'contact_again', actor: 'Ana', channel: 'webform' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.data.ReconfirmationStatus, 'PENDING');
    assert.equal(r.body.data.snoozedUntil, null);
    await h.drain();
    const view = await h.get('TRI-2');
    assert.deepEqual(view.escalationReasons, []);
    const contacts = view.history.filter((e: any) => e.kind === 'hotel_contact');
    assert.match(contacts.at(-1).message, /contact attempt 1\/4 via webform/);
    assert.ok(view.history.some((e: any) => e.kind === 'transition' && e.toStatus === 'PENDING' && e.actor === 'Ana'));
  });
});

// Closing out escalations (issue 14): the hotel's e-mail and phone wherever a person must contact it, a reply that
// overrides an open discrepancy is accepted on purpose, contradictory flags are refused, a cancellation made with
// the hotel can be recorded, and the history names who did it.
import assert from 'node:assert/strict';
import { userInfo } from 'node:os';
import { after, before, describe, it } from 'node:test';
import { cliEnv, hotelAnswers, makeBooking, statusOf, startTestService, type CliEnv, type TestService } from '../helpers.js';

describe('closing out escalations', () => {
  let s: TestService;
  let cli: CliEnv;
  before(async () => {
    s = await startTestService();
    cli = cliEnv(s);
  });
  after(async () => {
    cli.cleanup();
    await s.stop();
  });
  const admin = (args: string[]) => cli.run([...args, '--db', s.dbPath]);

  async function escalatedForDates(code: string) {
    await s.api.addAndWait([makeBooking({ BookingCode: code })]);
    assert.equal(hotelAnswers(s, code, { hcn: 'H-0', checkIn: '2027-03-11' }), 'ESCALATED');
  }

  it("show, show --json and the escalation webhook carry the hotel's e-mail and phone", async () => {
    await escalatedForDates('CL-1');
    const show = await cli.run(['show', 'CL-1']);
    assert.equal(show.code, 0, show.stderr);
    assert.match(show.stdout, /hotel contact\s+reservations@miramar\.example, \+34 900 000 000/);
    const json = JSON.parse((await cli.run(['show', 'CL-1', '--json'])).stdout);
    assert.deepEqual(json.hotelContact, { Emails: ['reservations@miramar.example'], PhoneNumbers: ['+34 900 000 000'] });
    const event = s.db.$client.prepare("SELECT payload FROM webhook_events WHERE type = 'booking.escalated' ORDER BY created_at DESC LIMIT 1").get() as { payload: string };
    assert.deepEqual(JSON.parse(event.payload).data.Hotel.ContactDetails, { Emails: ['reservations@miramar.example'], PhoneNumbers: ['+34 900 000 000'] });
    const none = makeBooking({ BookingCode: 'CL-NONE' });
    delete none.Hotel.ContactDetails;
    await s.api.addAndWait([none]);
    assert.match((await cli.run(['show', 'CL-NONE'])).stdout, /hotel contact\s+none on file/);
  });

  it('hotel reply --hcn on a booking with an open discrepancy is refused without --accept-discrepancy, and the acceptance is recorded with who', async () => {
    await escalatedForDates('CL-2');
    const refused = await admin(['hotel', 'reply', 'CL-2', '--hcn', 'H-77']);
    assert.equal(refused.code, 2, refused.stdout);
    assert.match(refused.stderr, /CL-2 has an open data discrepancy \(CheckIn: booked "2027-03-10", hotel "2027-03-11"\)/);
    assert.match(refused.stderr, /--accept-discrepancy/);
    assert.equal(await statusOf(s, 'CL-2'), 'ESCALATED', 'nothing was recorded');

    const accepted = await admin(['hotel', 'reply', 'CL-2', '--hcn', 'H-77', '--accept-discrepancy', '--as', 'maria']);
    assert.equal(accepted.code, 0, accepted.stderr);
    assert.match(accepted.stdout, /CL-2: CONFIRMED - confirmed with HCN H-77 \(open discrepancy accepted\)/);
    const { body } = await s.api.getBooking('CL-2');
    const acceptance = body.data.history.find((h: any) => h.kind === 'discrepancy_accepted');
    assert.equal(acceptance.actor, 'maria');
    assert.match(acceptance.message, /accepted the open discrepancy \(CheckIn: booked "2027-03-10", hotel "2027-03-11"\)/);
    assert.equal(body.data.history.at(-1).actor, 'maria', 'the confirmation names the operator too');
  });

  it('contradictory flags are refused, naming them', async () => {
    await s.api.addAndWait([makeBooking({ BookingCode: 'CL-3' })]);
    const both = await admin(['hotel', 'reply', 'CL-3', '--hcn', 'H-1', '--no-booking']);
    assert.equal(both.code, 2);
    assert.match(both.stderr, /--no-booking contradicts --hcn/);
    const cancelAndHcn = await admin(['hotel', 'reply', 'CL-3', '--cancelled-at-hotel', '--hcn', 'H-1']);
    assert.equal(cancelAndHcn.code, 2);
    assert.match(cancelAndHcn.stderr, /--cancelled-at-hotel contradicts --hcn/);
    const acceptAlone = await admin(['hotel', 'reply', 'CL-3', '--no-booking', '--accept-discrepancy']);
    assert.equal(acceptAlone.code, 2);
    assert.match(acceptAlone.stderr, /--accept-discrepancy goes with --hcn/);
    assert.equal(await statusOf(s, 'CL-3'), 'PENDING');
  });

  it('a confirmed booking cancelled directly with the hotel is recorded (by the OS user by default) and reconcile stops reporting it; the API still answers 409', async () => {
    await s.api.addAndWait([makeBooking({ BookingCode: 'CL-4' }), makeBooking({ BookingCode: 'CL-5' })]);
    assert.equal(hotelAnswers(s, 'CL-4', { hcn: 'H-4' }), 'CONFIRMED');
    assert.equal(hotelAnswers(s, 'CL-5', { hcn: 'H-5' }), 'CONFIRMED');
    const exp = cli.file('export.csv', ['BookingCode,BookingStatus,CheckIn,CheckOut,Hotel.Name,Guest.LeadName', 'CL-4,CANCELLED,2027-03-10T14:00:00Z,2027-03-13T10:00:00Z,Hotel Miramar,Maria Lopez'].join('\n'));
    const before = JSON.parse((await cli.run(['reconcile', exp, '--json'])).stdout);
    const finding = before.findings.find((f: any) => f.BookingId === 'CL-4');
    assert.equal(finding.finding, 'CANCELLED_IN_EXPORT_ONLY');
    assert.match(finding.action, /reservations@miramar\.example.*--cancelled-at-hotel/);

    const r = await admin(['hotel', 'reply', 'CL-4', '--cancelled-at-hotel', '--note', 'cancelled by phone']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /CL-4: CANCELLED - recorded as cancelled directly with the hotel \(was CONFIRMED\)/);
    const view = (await s.api.getBooking('CL-4')).body.data;
    assert.equal(view.BookingDetails.ReconfirmationStatus, 'CANCELLED');
    const last = view.history.at(-1);
    assert.equal(last.actor, userInfo().username);
    assert.match(last.message, /cancelled directly with the hotel: cancelled by phone/);

    const after = await cli.run(['reconcile', exp, '--json']);
    assert.equal(after.code, 0, after.stdout);
    assert.ok(!JSON.parse(after.stdout).findings.some((f: any) => f.finding === 'CANCELLED_IN_EXPORT_ONLY'));
    // Clients still cannot cancel a confirmed booking through the API.
    assert.equal((await s.api.update('CL-5', { BookingStatus: 'CANCELLED' })).status, 409);
    const again = await admin(['hotel', 'reply', 'CL-4', '--cancelled-at-hotel']);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /already CANCELLED/);
  });
});

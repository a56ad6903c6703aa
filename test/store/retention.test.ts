// Retention (fake clock): retention.days after check-out, the cron's job erases the guest data of finished bookings
// everywhere it was kept, and old webhook bodies go; outcome and HCN stay. `purge --dry-run` shows it first.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { enqueuePeriodicTasks } from '../../src/daemon/engine/scheduler.js';
import { retentionCutoff } from '../../src/daemon/retention.js';
import { linkMessage, storeIncomingMail } from '../../src/store/mail.js';
import { recordHotelReply } from '../../src/store/replies.js';
import { previewPurge } from '../../src/store/retention.js';
import { recordSettledReview } from '../../src/store/settledReviews.js';
import { addEndpoint } from '../../src/store/webhooks.js';
import { engineHarness, makeBooking, runCli, TEST_ENGINE, type EngineHarness } from '../helpers.js';
import { startReceiver, type Receiver } from '../support/webhook-receiver.js';

const DAY = 24 * 3_600_000;

/** Every text of every row of every table, to look for a guest's data wherever it might have been kept (both engines). */
function everything(h: EngineHarness): string {
  const tables = h.sql<{ name: string }>(
    TEST_ENGINE === 'pg'
      ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
      : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
  );
  // A raw e-mail (a blob, bytea) is not searched here: its bytes stringify as numbers. rawOf checks them.
  return tables.map((t) => JSON.stringify(h.sql(`SELECT * FROM "${t.name}"`))).join('\n');
}

const phone = (who: string) => `+34 600 ${who.charCodeAt(0)} ${who.charCodeAt(1)}`;
const guest = (who: string) => ({
  LeadName: `${who} Lead`,
  TotalRooms: 1,
  Adults: 2,
  Nationality: 'ES',
  AllGuests: [{ Name: `${who} Companion`, Email: `${who.toLowerCase()}@guest.example`, PhoneNumber: phone(who) }],
  RoomStructure: [{ RoomType: 'Double Sea View', BoardType: 'Bed and Breakfast', Adults: 2 }],
});
const stay = { CheckIn: '2026-12-20T14:00:00Z', CheckOut: '2026-12-23T10:00:00Z', Refundable: false };

describe('retention of guest data (fake clock)', () => {
  let h: EngineHarness;
  let receiver: Receiver;
  const confirmed = makeBooking({ ...stay, BookingCode: 'RET-CONF', Guest: guest('Alma'), SpecialRequest: 'Alma needs a feather-free pillow' });
  const escalated = makeBooking({ ...stay, BookingCode: 'RET-ESC', Guest: guest('Bruno') });
  const cancelled = makeBooking({ ...stay, BookingCode: 'RET-CANC', Guest: guest('Carla') });
  const later = makeBooking({ CheckIn: '2027-06-01T14:00:00Z', CheckOut: '2027-06-05T10:00:00Z', Refundable: false, BookingCode: 'RET-LATER', Guest: guest('Dora') });
  const pk = (code: string) => h.sql('SELECT id FROM bookings WHERE booking_id = ?', code)[0].id as number;
  const mail = { alone: 0, shared: 0, inbox: 0 };
  // A Buffer on SQLite, a Uint8Array through the PostgreSQL bridge.
  const rawOf = (id: number) => {
    const raw = h.sql<{ raw: Uint8Array | null }>('SELECT raw FROM mail_messages WHERE id = ?', id)[0].raw;
    return raw && Buffer.from(raw).toString('utf8');
  };
  const cron = async () => {
    enqueuePeriodicTasks(h.s.service.ctx);
    await h.drain();
  };

  before(async () => {
    h = await engineHarness({ channel: 'manual' });
    receiver = await startReceiver();
    addEndpoint(h.s.db, { url: receiver.url, events: ['booking.confirmed', 'booking.escalated'] }, h.clock.now());
    await h.add([confirmed, escalated, cancelled, later]);
    const by = { source: 'manual', actor: 'test', now: h.clock.now() };
    recordHotelReply(h.s.db, pk('RET-CONF'), { hcn: 'HCN-ALMA' }, by);
    recordHotelReply(h.s.db, pk('RET-ESC'), { hcn: 'HCN-BRUNO', leadName: 'Bruno Wrongname' }, by);
    recordHotelReply(h.s.db, pk('RET-LATER'), { hcn: 'HCN-DORA' }, by);
    assert.equal((await h.s.api.update('RET-CANC', { BookingStatus: 'CANCELLED' })).status, 200);
    // Hotels' e-mails: one about RET-CONF alone, one digest answer about RET-CONF and RET-LATER, one nobody attached.
    const store = (text: string) => storeIncomingMail(h.s.db, { source: 'smtp', recipients: [], raw: Buffer.from(`Subject: Re: booking\r\n\r\n${text}`), keepBytes: 1 << 20, now: h.clock.now() }).messagePk;
    mail.alone = store('Confirmed for Alma Lead, HCN-ALMA');
    linkMessage(h.s.db, mail.alone, pk('RET-CONF'), null);
    mail.shared = store('Alma Lead: HCN-ALMA; Dora Lead: HCN-DORA');
    linkMessage(h.s.db, mail.shared, pk('RET-CONF'), null);
    linkMessage(h.s.db, mail.shared, pk('RET-LATER'), null);
    mail.inbox = store('Is this about Erika Unknown?');
    // What operators decided about e-mails in review (mail export --settled): the booking's names go with its data.
    for (const [code, who, message] of [['RET-ESC', 'Bruno', mail.alone], ['RET-LATER', 'Dora', mail.shared]] as const) {
      const decision = { kind: 'answer' as const, reply: { hcn: `HCN-${who.toUpperCase()}`, note: `${who} Companion called` }, verdict: 'CONFIRMED' as const, acceptedDiscrepancies: [] };
      recordSettledReview(h.s.db, { bookingPk: pk(code), messagePk: message, settledAt: new Date(h.clock.now()).toISOString(), actor: 'test', action: 'hotel_reply', booking: { ...stay, BookingCode: code, Hotel: { Name: 'Hotel Miramar' }, Guest: guest(who) } as any, decision });
    }
    // A NUL in a booking's JSON (an escape, as data written before NUL was refused holds): PostgreSQL's jsonb cannot
    // take it, and the erasers must not stop there.
    h.s.db.$client.prepare(`UPDATE bookings SET data = replace(data, '"BookingCode":"RET-ESC"', '"BookingCode":"RET-ESC","Note":"old\\u0000data"') WHERE booking_id = 'RET-ESC'`).run();
    assert.match(h.sql<{ data: string }>("SELECT data FROM bookings WHERE booking_id = 'RET-ESC'")[0].data, /"Note":"old\\u0000data"/);
    // The lead guest's surname an events body gave (OpenTravel Surname) is guest data too.
    h.s.db.$client.prepare("UPDATE bookings SET lead_last_name = 'Almasurname' WHERE booking_id = 'RET-CONF'").run();
    await h.drain();
    assert.equal((await h.get('RET-ESC')).BookingDetails.ReconfirmationStatus, 'ESCALATED');
    assert.ok(receiver.received.some((r) => r.body.includes('Bruno Wrongname')), 'the escalation webhook carried the hotel value');
  });
  after(async () => {
    await h.stop();
    await receiver.close();
  });

  it('keeps everything until retention.days (default 90) after check-out, then the hourly job erases it', async () => {
    assert.equal(h.s.config.retention.days, 90);
    h.clock.set(Date.parse(stay.CheckOut) + 89 * DAY);
    await cron();
    const kept = everything(h);
    for (const text of ['Alma Lead', 'Alma Companion', 'alma@guest.example', 'feather-free', 'Bruno Wrongname', 'Carla Lead', 'Almasurname']) assert.ok(kept.includes(text), `${text} is still kept at 89 days`);
    assert.equal(previewPurge(h.s.db, retentionCutoff(h.clock.now(), 90), new Date(h.clock.now()).toISOString()).bookings.length, 0);

    h.clock.set(Date.parse(stay.CheckOut) + 91 * DAY);
    const preview = previewPurge(h.s.db, retentionCutoff(h.clock.now(), 90), new Date(h.clock.now()).toISOString());
    assert.deepEqual(preview.bookings.map((b) => b.bookingId).sort(), ['RET-CANC', 'RET-CONF', 'RET-ESC']);
    assert.ok(everything(h).includes('Alma Lead'), 'a preview changes nothing');

    await cron();
    const left = everything(h);
    for (const who of ['Alma', 'Bruno', 'Carla']) {
      for (const text of [`${who} Lead`, `${who} Companion`, `${who.toLowerCase()}@guest.example`, phone(who)]) assert.ok(!left.includes(text), `${text} is erased everywhere`);
    }
    for (const text of ['feather-free', 'Bruno Wrongname', 'Almasurname']) assert.ok(!left.includes(text), `${text} is erased everywhere`);
    assert.ok(left.includes('Dora Lead') && left.includes('dora@guest.example'), 'a booking whose stay is ahead keeps its guest data');
  });

  it("erases a hotel's e-mail with the last booking it speaks for, and inbox e-mails nobody attached", () => {
    assert.equal(rawOf(mail.alone), null, 'the e-mail about a purged booking alone is erased');
    assert.match(rawOf(mail.shared) ?? '', /Dora Lead/, 'a digest answer that also speaks for a kept booking stays');
    assert.equal(rawOf(mail.inbox), null, 'an inbox e-mail older than the period is erased');
    assert.equal(h.sql('SELECT count(*) AS n FROM mail_messages')[0].n, 3, 'the rows stay: sender and time');
    const settled = h.sql<{ code: string }>('SELECT b.booking_id AS code FROM settled_reviews s JOIN bookings b ON b.id = s.booking_pk');
    assert.deepEqual(settled.map((r) => r.code), ['RET-LATER'], "a settled review goes with its booking's guest data");
  });

  it('keeps the outcome, the HCN, the reasons and who did what when', async () => {
    const conf = await h.get('RET-CONF');
    assert.equal(conf.BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    assert.equal(conf.BookingDetails.Supplier.HCN, 'HCN-ALMA');
    assert.equal(conf.BookingDetails.Guest.LeadName, '(erased by the retention policy)');
    assert.equal(conf.BookingDetails.CheckIn, '2026-12-20T14:00:00.000Z');
    assert.equal(conf.BookingDetails.Hotel.Name, 'Hotel Miramar');
    assert.deepEqual(conf.history.map((e: any) => e.kind), ['created', 'hotel_contact', 'hotel_reply', 'transition', 'purged']);
    assert.match(conf.history.at(-1).message, /guest data erased: check-out 2026-12-23 is past the retention period/);
    assert.match(conf.history.find((e: any) => e.kind === 'transition').message, /HCN-ALMA/);

    const esc = await h.get('RET-ESC');
    assert.equal(esc.BookingDetails.ReconfirmationStatus, 'ESCALATED');
    assert.ok(esc.escalationReasons.includes('DATA_DISCREPANCY'));
    assert.match(esc.history.find((e: any) => e.kind === 'escalation').message, /^DATA_DISCREPANCY: \(erased/);
    assert.equal((await h.get('RET-CANC')).BookingDetails.ReconfirmationStatus, 'CANCELLED');

    const later = await h.get('RET-LATER');
    assert.equal(later.BookingDetails.Guest.LeadName, 'Dora Lead');
    assert.equal(later.BookingDetails.Supplier.HCN, 'HCN-DORA');
  });

  it('prunes webhook bodies older than the period, and request bodies once applied and as old', () => {
    assert.equal(h.sql('SELECT count(*) AS n FROM webhook_events')[0].n, 0, "every webhook body is older than 90 days (Dora's confirmation too)");
    assert.equal(h.sql('SELECT count(*) AS n FROM webhook_deliveries')[0].n, 0);
    assert.deepEqual(h.sql("SELECT DISTINCT payload FROM submissions").map((r) => r.payload), ['[]']);
  });

  it('a second run finds nothing left to erase', () => {
    const again = previewPurge(h.s.db, retentionCutoff(h.clock.now(), 90), new Date(h.clock.now()).toISOString());
    assert.deepEqual(again.bookings, []);
    assert.deepEqual(again.erased.filter((e) => e.rows > 0), []);
  });

  it('`purge --dry-run` lists what would go and changes nothing; `purge` erases it', async () => {
    await h.add([makeBooking({ BookingCode: 'RET-PAST', CheckIn: '2000-01-01T14:00:00Z', CheckOut: '2000-01-03T10:00:00Z', Guest: guest('Emil') })]);
    assert.equal((await h.s.api.update('RET-PAST', { BookingStatus: 'CANCELLED' })).status, 200);
    const dry = await runCli(['purge', '--dry-run', '--db', h.s.dbPath]);
    assert.equal(dry.code, 0, dry.stderr);
    assert.match(dry.stdout, /retention: 90 days after check-out/);
    assert.match(dry.stdout, /dry run: would erase the guest data of 1 booking\(s\)/);
    assert.match(dry.stdout, /RET-PAST\s*│ CANCELLED\s*│ 2000-01-03/);
    assert.match(dry.stdout, /guest names, contact details and special requests in the booking\s*│ 1/);
    assert.equal((await h.get('RET-PAST')).BookingDetails.Guest.LeadName, 'Emil Lead', 'a dry run changes nothing');
    const real = await runCli(['purge', '--db', h.s.dbPath]);
    assert.equal(real.code, 0, real.stderr);
    assert.match(real.stdout, /erased the guest data of 1 booking\(s\)/);
    assert.equal((await h.get('RET-PAST')).BookingDetails.Guest.LeadName, '(erased by the retention policy)');
    // (Its request body was received "now" on the fake clock, years after the real one: it goes when 90 days old.)
    assert.ok(!JSON.stringify(h.sql("SELECT * FROM bookings WHERE booking_id = 'RET-PAST'")).includes('emil@guest.example'));
  });
});

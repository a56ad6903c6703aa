// A digest lists only the bookings whose contacts this instance may send: a contact job another instance holds (on
// PostgreSQL, several `serve` share the jobs) is left to it. Listing it anyway asked that hotel twice for the
// booking: once in our digest, once in the other instance's own request (the per-address lock that keeps one digest
// per hotel is per process).
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { engineHarness, makeBooking, type EngineHarness } from '../helpers.js';
import { smtpSink, type SmtpSink } from '../mail/support.js';

let sink: SmtpSink;
let h: EngineHarness;
before(async () => {
  sink = await smtpSink();
  h = await engineHarness({ channel: 'email', smtpUrl: sink.url, publicUrl: 'http://127.0.0.1:9', replyTo: 'reservations@agency.example', channels: { fallback: {} } });
});
after(async () => {
  await h.stop();
  await sink.close();
});

it("a reminder digest leaves out a booking whose contact job another instance holds; that booking is not in this instance's e-mail", async () => {
  const hotel = { ...makeBooking().Hotel, Name: 'Hotel Sol', ContactDetails: { Emails: ['reservas@sol.example'] } };
  const [a, b] = [1, 2].map((n) => makeBooking({ BookingCode: `HELD-${process.pid}-${n}`, CheckIn: `2027-03-1${n}`, CheckOut: `2027-03-1${n + 3}`, Hotel: hotel }));
  await h.add([a, b]);
  // The first contact: one digest for both.
  assert.equal(sink.mails.length, 1);
  assert.ok(sink.mails[0].raw.includes(a.BookingCode) && sink.mails[0].raw.includes(b.BookingCode));

  // Another instance has claimed b's reminder (its lease is live): this one must leave b to it.
  const pkB = h.sql<{ id: number }>('SELECT id FROM bookings WHERE booking_id = ?', b.BookingCode)[0].id;
  const jobs = h.sql<{ run_at: number }>("SELECT run_at FROM jobs WHERE key = ? AND task = 'hotel.contact'", `contact:${pkB}`);
  assert.equal(jobs.length, 1, "b's reminder is planned");
  h.clock.advance(13 * 3600_000);
  h.s.db.$client.prepare("UPDATE jobs SET locked_at = ?, locked_by = 'another-instance', ready = 1 WHERE key = ? AND task = 'hotel.contact'").run(h.clock.now(), `contact:${pkB}`);
  await h.drain();

  const reminders = sink.mails.slice(1);
  assert.ok(reminders.some((m) => m.raw.includes(a.BookingCode)), "a's reminder went out");
  assert.deepEqual(reminders.filter((m) => m.raw.includes(b.BookingCode)).length, 0, 'b is not in this instance\'s reminder: the other instance contacts it');
  assert.equal(h.sql("SELECT locked_by FROM jobs WHERE key = ? AND task = 'hotel.contact'", `contact:${pkB}`)[0].locked_by, 'another-instance', "b's job is still the other instance's");
});

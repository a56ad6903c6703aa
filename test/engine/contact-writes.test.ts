// A contact's final writes write each row once (issue 26): a hotel that answers inline (the simulator with no delay,
// an http hotel replying in its response) has its attempt row and its booking row each written once by the
// completion, the attempt's outcome and the booking's count of attempts in the same UPDATE as the answer's change of
// them; the attempt is inserted at its claim with its token's hash, not updated with it after. Counted with triggers
// on a real SQLite file (PostgreSQL has no per-row count to read this way: SQLite only).
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { engineHarness, makeBooking, TEST_ENGINE, type EngineHarness } from '../helpers.js';

let h: EngineHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const hinted = (hint: string): Record<string, any> => {
  const b = makeBooking();
  return { ...b, Hotel: { ...b.Hotel, MasterProviderHotelId: hint } };
};

describe('a contact answered inline writes its rows once', { skip: TEST_ENGINE === 'pg' ? 'counted with SQLite triggers' : false }, () => {
  it('updates the booking row and the attempt row once each, and records the same outcome as before', async () => {
    h = await engineHarness({ channel: 'simulator', simulator: { minDelayMs: 0, maxDelayMs: 0 } });
    h.s.db.$client.exec(`
      CREATE TABLE row_writes (tbl TEXT NOT NULL, id INTEGER NOT NULL);
      CREATE TRIGGER count_booking_writes AFTER UPDATE ON bookings BEGIN INSERT INTO row_writes VALUES ('bookings', new.id); END;
      CREATE TRIGGER count_contact_writes AFTER UPDATE ON hotel_contacts BEGIN INSERT INTO row_writes VALUES ('hotel_contacts', new.id); END;`);
    const [confirm, discrepancy, silent] = [hinted('SIM-CONFIRM'), hinted('SIM-DISCREPANCY'), hinted('SIM-SILENT')];
    // Written at the claim (the attempt and its token), before the send: counted from the completion on.
    await h.add([confirm, discrepancy, silent]);
    const writes = (tbl: string, id: number) => h!.sql('SELECT count(*) AS n FROM row_writes WHERE tbl = ? AND id = ?', tbl, id)[0].n;
    const pkOf = (code: string) => h!.sql('SELECT id FROM bookings WHERE booking_id = ?', code)[0].id as number;
    const contactOf = (pk: number) => h!.sql('SELECT id, status, detail FROM hotel_contacts WHERE booking_pk = ?', pk) as { id: number; status: string; detail: string }[];

    const c = await h.get(confirm.BookingCode);
    assert.equal(c.BookingDetails.ReconfirmationStatus, 'CONFIRMED');
    assert.equal(c.contactAttempts, 1);
    const cpk = pkOf(confirm.BookingCode);
    const [cc] = contactOf(cpk);
    assert.deepEqual([cc.status, cc.detail], ['ANSWERED', 'simulated hotel answered at once']);
    const row = h.sql('SELECT channel, attempts, last_contact_at AS at, hcn FROM bookings WHERE id = ?', cpk)[0];
    assert.equal(row.channel, 'simulator');
    assert.equal(row.attempts, 1);
    assert.ok(row.at && row.hcn);
    // The confirmation's UPDATE carries the attempt count; the answer marks the attempt with its detail.
    assert.equal(writes('bookings', cpk), 1, 'the confirmed booking row is written once by its contact');
    // Inserted at the claim with its token's hash (its id counted on ahead: one write, no UPDATE), then its outcome once.
    assert.equal(writes('hotel_contacts', cc.id), 1, 'the attempt row: inserted with its token at the claim, then updated once with its outcome');

    // An answer that escalates keeps its event's attempt count; the silent hotel's attempt is SENT.
    const d = await h.get(discrepancy.BookingCode);
    assert.deepEqual(d.escalationReasons, ['DATA_DISCREPANCY']);
    assert.equal(d.contactAttempts, 1);
    const event = h.sql("SELECT payload FROM webhook_events WHERE type = 'booking.escalated'").map((e) => JSON.parse(e.payload).data).find((e) => e.BookingId === discrepancy.BookingCode);
    assert.equal(event.attempts, 1, 'the escalation event counts the attempt that brought the answer');
    const [dc] = contactOf(pkOf(discrepancy.BookingCode));
    assert.deepEqual([dc.status, dc.detail], ['ANSWERED', 'simulated hotel answered at once']);
    assert.equal(writes('hotel_contacts', dc.id), 1);
    const [sc] = contactOf(pkOf(silent.BookingCode));
    assert.equal(sc.status, 'SENT');
    assert.equal((await h.get(silent.BookingCode)).contactAttempts, 1);
  });
});

// On PostgreSQL a purge's batch can be ended by the server to settle a conflict with another instance's transaction
// (a deadlock, 40P01; a serialization failure, 40001), and inTransaction runs it again whole (store/db.ts). The purge's
// report then counts each erased row once, not once per try.
// node pass: first only (PostgreSQL's serialization failures)
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Booking } from '../../src/domain/schemas.js';
import { createAccount } from '../../src/store/accounts.js';
import { addHistory, insertBooking } from '../../src/store/bookings.js';
import { inTransaction, openDatabase, type Db } from '../../src/store/db.js';
import { previewPurge, purgeExpired } from '../../src/store/retention.js';
import { makeBooking } from '../helpers.js';
import { startPostgres, type PgCluster } from '../support/postgres.js';

describe('a purge on PostgreSQL that meets a conflict', () => {
  let cluster: PgCluster | undefined;
  let db: Db | undefined;
  after(() => {
    db?.$client.close();
    cluster?.stop();
  });

  it('reports the rows it erased once, though its batch ran twice', async () => {
    cluster = await startPostgres();
    db = openDatabase(cluster.createDatabase('purge_conflict'));
    const d = db;
    const accountId = inTransaction(d, () => createAccount(d));
    const at = '2030-01-01T00:00:00.000Z';
    for (let i = 0; i < 2; i++) {
      const pk = insertBooking(d, accountId, makeBooking() as Booking, new Date().toISOString()).id;
      addHistory(d, pk, { at: new Date().toISOString(), actor: 'operator', kind: 'note', message: 'the guest asked for a cot' });
    }
    d.$client.exec("UPDATE bookings SET status = 'CONFIRMED'");
    const expected = previewPurge(d, at, at).erased;
    assert.ok(expected.some((e) => e.rows > 0), 'something to erase');
    // The batch's first 'purged' history row meets a conflict PostgreSQL reports (SQLSTATE 40001), once (a sequence
    // is not rolled back with the transaction), as a deadlock with another instance would end it.
    d.$client.exec(`CREATE SEQUENCE purge_conflict_once;
      CREATE FUNCTION purge_conflict() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF nextval('purge_conflict_once') = 1 THEN RAISE EXCEPTION 'could not serialize access' USING ERRCODE = 'serialization_failure'; END IF;
        RETURN NEW; END $$;
      CREATE TRIGGER purge_conflict BEFORE INSERT ON booking_history FOR EACH ROW WHEN (NEW.kind = 'purged') EXECUTE FUNCTION purge_conflict()`);
    const report = purgeExpired(d, at, at);
    assert.equal(report.bookings.length, 2);
    assert.deepEqual(report.erased, expected, 'each erased row counted once');
  });
});

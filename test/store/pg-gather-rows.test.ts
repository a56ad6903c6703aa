// Rows gathered per table on PostgreSQL (src/store/writeSet.ts gatherRows, issue 26): inside a tick's savepoint the
// rows a store function writes wait to go out as one statement per table. What fn wrote before it threw is rolled back
// with its caller's savepoint; it must not be sent before that ROLLBACK TO, where a row that fails would stop the
// rollback and leave the whole transaction failed.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addHistory, getHistory } from '../../src/store/bookings.js';
import { inSavepointOrTransaction, inTransaction } from '../../src/store/db.js';
import { gatherRows } from '../../src/store/writeSet.js';
import { makeBooking, startTestService, TEST_ENGINE, type TestService } from '../helpers.js';

const PG_ONLY = { skip: TEST_ENGINE !== 'pg' && 'PostgreSQL only (node scripts/test-all-nodes.mjs runs its PostgreSQL pass)' };

describe('rows gathered per table on PostgreSQL', () => {
  let s: TestService;
  before(async () => (s = await startTestService({}, { workers: false, scheduler: false })));
  after(() => s?.stop());

  it('drops what a failing function gathered, so its savepoint rolls back and the transaction goes on', PG_ONLY, async () => {
    const r = await s.api.addBookings([makeBooking()]);
    assert.equal(r.status, 200);
    await s.service.runner.drain();
    const pk = (s.db.$client.prepare('SELECT id FROM bookings').all() as { id: number }[])[0].id;
    const entry = (message: string) => ({ at: new Date().toISOString(), actor: 'test', kind: 'note', message });
    inTransaction(s.db, () => {
      try {
        inSavepointOrTransaction(s.db.$client, () =>
          gatherRows(s.db, () => {
            addHistory(s.db, pk, entry('rolled back with its savepoint'));
            // A row PostgreSQL refuses (actor is NOT NULL), then the function gives up before it is sent.
            addHistory(s.db, pk, { ...entry('refused'), actor: null as unknown as string });
            throw new Error('the caller gives up');
          }),
        );
      } catch (err) {
        assert.equal((err as Error).message, 'the caller gives up');
      }
      gatherRows(s.db, () => addHistory(s.db, pk, entry('written after it')));
    });
    const notes = getHistory(s.db, pk).filter((h) => h.kind === 'note').map((h) => h.message);
    assert.deepEqual(notes, ['written after it']);
  });

  it('keeps the order of the writes of one row given to two sets (a job cancelled, then enqueued again)', PG_ONLY, async () => {
    // A job cancelled, then enqueued again in the same gathering: the enqueue must run after the cancel.
    const { cancelJobs, enqueue, nextRunAt } = await import('../../src/store/jobs.js');
    const at = Date.parse('2030-01-01T00:00:00Z');
    inTransaction(s.db, () =>
      gatherRows(s.db, () => {
        enqueue(s.db, 'risk.check', { bookingPk: 424242 }, { runAt: at }, at - 1000);
        cancelJobs(s.db, 'risk.check', { bookingPk: 424242 });
        enqueue(s.db, 'risk.check', { bookingPk: 424242 }, { runAt: at + 5000 }, at - 1000);
        enqueue(s.db, 'risk.check', { bookingPk: 434343 }, { runAt: at }, at - 1000);
        cancelJobs(s.db, 'risk.check', { bookingPk: 434343 });
      }),
    );
    assert.equal(nextRunAt(s.db, 'risk.check', { bookingPk: 424242 }), at + 5000);
    assert.equal(nextRunAt(s.db, 'risk.check', { bookingPk: 434343 }), null);
  });
});

// PostgreSQL without one lock for every writer (store/pg/database.ts): two instances write side by side, and what they
// must not do at once is kept apart row by row. Each case races two real connections to one private cluster, the way
// two instances meet: the same booking changed by both, one submission applied by both, the one-holder task claimed
// by both, a deadlock between them, the first account created by both. Without the row locks and turns of store/*,
// each of these loses a write, fails, or breaks an order.
// node pass: first only (PostgreSQL's row locks between two connections)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Worker } from 'node:worker_threads';
import type { Booking } from '../../src/domain/schemas.js';
import { createAccount, listAccounts, takeAccountsTurn, firstAccount } from '../../src/store/accounts.js';
import { addHistory, getBookingByPk, getHistory, insertBooking, saveBookingData } from '../../src/store/bookings.js';
import { inTransaction, openDatabase, type Db } from '../../src/store/db.js';
import { claimJobs, enqueueJob } from '../../src/store/jobs.js';
import { insertQueuedSubmission } from '../../src/store/submissions.js';
import { getTrace } from '../../src/store/traces.js';
import { confirmBooking } from '../../src/store/transitions.js';
import { applySubmission } from '../../src/daemon/applySubmission.js';
import { makeBooking } from '../helpers.js';
import { startPostgres, type PgCluster } from '../support/postgres.js';
import type { RaceWork } from '../support/pg-race-worker.js';

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The other instance, in a thread of its own; resolves with what it posted once it ran. */
function otherInstance(work: Omit<RaceWork, 'flags'>) {
  const flags = new SharedArrayBuffer(12);
  const f = new Int32Array(flags);
  // A worker thread does not inherit the test's TypeScript loader on Node 20: it registers tsx, then loads the file.
  const file = new URL('../support/pg-race-worker.ts', import.meta.url).href;
  const source = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(file)}); })`;
  const worker = new Worker(source, { eval: true, workerData: { ...work, flags } });
  const done = new Promise<{ ok: boolean; result?: unknown; tries?: number; error?: string; code?: string }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    done,
    /** Resolves once its connection is open and it waits for go. */
    ready: async () => {
      let failed: unknown;
      done.catch((err) => (failed = err));
      while (Atomics.load(f, 2) === 0) {
        if (failed) throw failed;
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    go: () => {
      Atomics.store(f, 0, 1);
      Atomics.notify(f, 0);
    },
    /** Synchronously (inside a transaction of the test's connection): waits until it did its first step. */
    waitFirstStep: (timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Atomics.load(f, 1) === 0) {
        if (Date.now() > deadline) throw new Error('the other instance never did its first step');
        Atomics.wait(f, 1, 0, 20);
      }
    },
    stop: () => worker.terminate(),
  };
}

describe('PostgreSQL: instances write side by side, without one global lock', () => {
  let cluster: PgCluster | undefined;
  const dbs: Db[] = [];
  before(async () => {
    cluster = await startPostgres();
  });
  after(() => {
    for (const db of dbs) db.$client.close();
    cluster?.stop();
  });
  const fresh = (name: string) => {
    const url = cluster!.createDatabase(name);
    const db = openDatabase(url);
    dbs.push(db);
    return { url, db };
  };

  it("a booking changed by two instances at once keeps both changes: the hotel's confirmation and the client's update", async () => {
    const { url, db } = fresh('race_booking');
    const accountId = inTransaction(db, () => createAccount(db));
    const pk = insertBooking(db, accountId, makeBooking() as Booking, new Date().toISOString()).id;
    const other = otherInstance({ url, op: 'confirm', pks: [pk] });
    try {
      await other.ready();
      // This instance applies a client's update (read, change, write back, as updates.ts does); while it holds the
      // booking read, the other instance confirms it with the hotel's HCN (the reply page).
      inTransaction(db, () => {
        const read = getBookingByPk(db, pk)!;
        other.go();
        pause(700); // the other instance's confirmation runs now, or waits for this commit
        saveBookingData(db, pk, { ...read.booking, Hotel: { ...read.booking.Hotel, Name: 'Hotel Miramar Beach' } }, new Date().toISOString());
      });
      const r = await other.done;
      assert.ok(r.ok, `the confirmation failed: ${r.error}`);
      const after = getBookingByPk(db, pk)!;
      assert.equal(after.row.status, 'CONFIRMED');
      assert.equal(after.booking.Hotel.Name, 'Hotel Miramar Beach', "the client's update is kept");
      assert.equal(after.booking.Supplier?.HCN, 'HCN-B', "the hotel's HCN is in the stored booking too (GET shows it), not written over by the update");
    } finally {
      await other.stop();
    }
  });

  it('a submission applied by two instances at once (the first one paused past its lease) is applied once, and the second one does not fail', async () => {
    const { url, db } = fresh('race_apply');
    const accountId = inTransaction(db, () => createAccount(db));
    const traceId = 'trc_race000001';
    const batch = [makeBooking(), makeBooking()];
    inTransaction(db, () =>
      insertQueuedSubmission(db, { traceId, accountId, kind: 'add', requestId: 'req-race', receivedAt: new Date().toISOString(), payload: JSON.stringify(batch), bookingsCount: batch.length }),
    );
    const other = otherInstance({ url, op: 'apply', traceId });
    try {
      await other.ready();
      inTransaction(db, () => {
        applySubmission(db, { now: () => Date.now() }, traceId, 'Europe/Madrid');
        other.go();
        pause(700); // the other instance applies the same submission now, or waits for this commit
      });
      const r = await other.done;
      assert.ok(r.ok, `the other instance's apply failed: ${r.error} (${r.code})`);
      const count = (sql: string) => Number((db.$client.prepare(sql).get() as { n: number | string }).n);
      assert.equal(count('SELECT count(*) AS n FROM bookings'), 2, 'each booking stored once');
      assert.equal(count('SELECT count(*) AS n FROM trace_outcomes'), 2, 'one outcome per booking');
      assert.equal(count("SELECT count(*) AS n FROM jobs WHERE task = 'hotel.contact'"), 2, 'one first contact per booking');
    } finally {
      await other.stop();
    }
  });

  it("a REBOOK applied while the hotel confirms its original leaves the CONFIRMED original as it is, and says so", async () => {
    const { url, db } = fresh('race_rebook');
    const accountId = inTransaction(db, () => createAccount(db));
    const original = makeBooking() as Booking;
    const pk = insertBooking(db, accountId, original, new Date().toISOString()).id;
    const traceId = 'trc_rebook00001';
    const rebook = makeBooking({ EventType: 'REBOOK', LineCode: original.Supplier!.ReferenceNo });
    inTransaction(db, () =>
      insertQueuedSubmission(db, { traceId, accountId, kind: 'add', requestId: 'req-rebook', receivedAt: new Date().toISOString(), payload: JSON.stringify([rebook]), bookingsCount: 1 }),
    );
    const other = otherInstance({ url, op: 'apply', traceId });
    try {
      await other.ready();
      // This instance confirms the original (the hotel's reply page); the other applies the REBOOK meanwhile.
      inTransaction(db, () => {
        assert.ok(confirmBooking(db, pk, 'HCN-A', { actor: 'hotel via reply page', now: Date.now() }).ok);
        other.go();
        pause(700); // the other instance reads the original now, or waits for this commit
      });
      const r = await other.done;
      assert.ok(r.ok, `the other instance's apply failed: ${r.error} (${r.code})`);
      assert.equal(getBookingByPk(db, pk)!.row.status, 'CONFIRMED');
      const outcome = getTrace(db, accountId, traceId)!.outcomes[0];
      assert.equal(outcome.outcome, 'REBOOKED');
      assert.match(outcome.message, /is CONFIRMED and was left as it is/, 'the client is told to cancel the confirmed original itself, not that it was cancelled');
      assert.ok(getHistory(db, pk).some((h) => h.kind === 'rebooked'), "the original's history says it was rebooked");
    } finally {
      await other.stop();
    }
  });

  it('the one-holder task (submission.apply) is claimed by one instance at a time, also when both claim at once', () => {
    const { url, db: a } = fresh('race_one_holder');
    const b = openDatabase(url, { migrate: false });
    dbs.push(b);
    const retry = { maxAttempts: 3, backoff: 'fixed' as const, baseMs: 0, capMs: 0 };
    const now = Date.now();
    // An add, then an update of the same booking accepted after it: the update must not be applied first elsewhere.
    enqueueJob(a, { task: 'ordered', payload: { n: 1 }, runAt: now - 10, retry }, now);
    enqueueJob(a, { task: 'ordered', payload: { n: 2 }, runAt: now - 5, retry }, now);
    let mine: number[] = [];
    let theirs: number[] = [];
    inTransaction(a, () => {
      mine = claimJobs(a, 'ordered', 'instance-a', 1, now, 12_000, true).map((j) => JSON.parse(j.payload).n);
      // The other instance's tick claims in the same moment, before this one commits.
      theirs = inTransaction(b, () => claimJobs(b, 'ordered', 'instance-b', 1, now, 12_000, true)).map((j) => JSON.parse(j.payload).n);
    });
    assert.deepEqual(mine, [1]);
    assert.deepEqual(theirs, [], 'the other instance claimed nothing while this one was claiming the task');
    const later = inTransaction(b, () => claimJobs(b, 'ordered', 'instance-b', 1, now, 12_000, true));
    assert.deepEqual(later, [], 'nor once this one holds a job of it');
  });

  it('two instances that lock two bookings in opposite orders both commit: the deadlock is settled by running one again', async () => {
    const { url, db } = fresh('race_deadlock');
    const accountId = inTransaction(db, () => createAccount(db));
    const at = new Date().toISOString();
    const p1 = insertBooking(db, accountId, makeBooking() as Booking, at).id;
    const p2 = insertBooking(db, accountId, makeBooking() as Booking, at).id;
    const other = otherInstance({ url, op: 'lockTwo', pks: [p1, p2] });
    let tries = 0;
    try {
      await other.ready();
      inTransaction(db, () => {
        tries++;
        getBookingByPk(db, p2);
        other.go();
        if (tries === 1) other.waitFirstStep(); // it holds p1 now, and will want p2
        getBookingByPk(db, p1);
        addHistory(db, p2, { at, actor: 'this instance', kind: 'note', message: 'written by this instance' });
      });
      const r = await other.done;
      assert.ok(r.ok, `the other instance's transaction failed: ${r.error} (${r.code})`);
      assert.equal(tries + r.tries!, 3, 'one of the two ran again, once');
      assert.deepEqual(getHistory(db, p2).map((h) => h.message), ['written by this instance']);
      assert.deepEqual(getHistory(db, p1).map((h) => h.message), ['written by the other instance']);
    } finally {
      await other.stop();
    }
  });

  it('two instances starting together on an empty database create one account', async () => {
    const { url, db } = fresh('race_account');
    const other = otherInstance({ url, op: 'createKey' });
    try {
      await other.ready();
      // This instance's start: no account yet, so it creates one (runtime.ts); the other starts in the same moment.
      const mine = inTransaction(db, () => {
        takeAccountsTurn(db);
        if (firstAccount(db)) return undefined;
        const id = createAccount(db);
        other.go();
        pause(700);
        return id;
      });
      const r = await other.done;
      assert.ok(r.ok, r.error);
      assert.equal(listAccounts(db).length, 1, 'one account');
      assert.equal(r.result, mine, "the other instance's key is for the account this one created");
    } finally {
      await other.stop();
    }
  });
});

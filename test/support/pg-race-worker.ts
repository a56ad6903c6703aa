// The other instance of test/store/pg-no-global-lock.test.ts: a second PostgreSQL connection in a thread of its own, so
// that it can wait for a row lock the test's connection holds (both connections are synchronous: in one thread, one
// waiting for the other would wait forever). It runs one store operation when the test says go (flags), and posts
// what came of it.
import { parentPort, workerData } from 'node:worker_threads';
import { applySubmission } from '../../src/daemon/applySubmission.js';
import { createApiKey } from '../../src/store/accounts.js';
import { addHistory, getBookingByPk } from '../../src/store/bookings.js';
import { inTransaction, openDatabase } from '../../src/store/db.js';
import { confirmBooking } from '../../src/store/transitions.js';

export interface RaceWork {
  url: string;
  op: 'confirm' | 'lockTwo' | 'createKey' | 'apply';
  pks?: number[];
  traceId?: string;
  /** [0] go (set by the test), [1] this thread did its first step, [2] this thread is ready. */
  flags: SharedArrayBuffer;
}

const { url, op, pks = [], traceId, flags } = workerData as RaceWork;
const f = new Int32Array(flags);
const waitFlag = (i: number, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Atomics.load(f, i) === 0) {
    if (Date.now() > deadline) throw new Error(`flag ${i} never came`);
    Atomics.wait(f, i, 0, 50);
  }
};
const raise = (i: number) => {
  Atomics.store(f, i, 1);
  Atomics.notify(f, i);
};

const db = openDatabase(url, { migrate: false });
try {
  raise(2);
  waitFlag(0);
  let tries = 0;
  let result: unknown;
  if (op === 'confirm') {
    result = confirmBooking(db, pks[0], 'HCN-B', { actor: 'hotel via reply page', now: Date.now() });
  } else if (op === 'lockTwo') {
    // The test's connection locked pks[1]; this one locks pks[0], then wants pks[1]: a deadlock PostgreSQL settles.
    inTransaction(db, () => {
      tries++;
      getBookingByPk(db, pks[0]);
      raise(1);
      getBookingByPk(db, pks[1]);
      addHistory(db, pks[0], { at: new Date().toISOString(), actor: 'other instance', kind: 'note', message: 'written by the other instance' });
    });
  } else if (op === 'apply') {
    applySubmission(db, { now: () => Date.now() }, traceId!, 'Europe/Madrid');
  } else {
    result = createApiKey(db, { label: 'other instance' }).accountId;
  }
  parentPort!.postMessage({ ok: true, result, tries });
} catch (err) {
  parentPort!.postMessage({ ok: false, error: `${(err as Error).name}: ${(err as Error).message}`, code: (err as { code?: string }).code });
} finally {
  db.$client.close();
}

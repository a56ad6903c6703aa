// Prepares and drops SQLite statements across many event-loop turns and awaits, so that the garbage collector
// finalizes them while the process runs, then exits with statements still alive: what aborted `reconfirm triage` on
// Node 24 with better-sqlite3 12 (`Assertion failed: (env) != nullptr` from Statement::~Statement). With `worker` as
// its argument it does the same in a worker thread, which then ends (its environment torn down). Prints what it did.
import { isMainThread, Worker } from 'node:worker_threads';
import { Database, sqliteDriver } from '../../src/store/sqliteDriver.js';

const ROUNDS = 20;

async function churn(): Promise<number> {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)');
  let prepared = 0;
  for (let round = 0; round < ROUNDS; round++) {
    await new Promise((resolve) => setImmediate(resolve));
    for (let step = 0; step < 50; step++) {
      await null;
      for (let i = 0; i < 200; i++, prepared++) db.prepare(`SELECT ${prepared} AS v, body FROM t WHERE id = ?`).get(i);
    }
  }
  // Alive at exit, never closed: finalized when the thread or process ends.
  (globalThis as { kept?: unknown }).kept = [db.prepare('SELECT 1'), db.prepare('SELECT 2')];
  return prepared;
}

if (!isMainThread) {
  await churn();
} else if (process.argv[2] === 'worker') {
  const exit = await new Promise<number>((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url));
    worker.on('error', reject);
    worker.on('exit', resolve);
  });
  console.log(`worker thread exited with ${exit} (${sqliteDriver.package} ${sqliteDriver.version})`);
} else {
  console.log(`prepared ${await churn()} statements (${sqliteDriver.package} ${sqliteDriver.version})`);
}

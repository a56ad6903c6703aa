// The PostgreSQL side of the synchronous bridge (see bridge.ts): one `pg` client per bridge, in a thread of its own,
// answering each request on the port and then waking the caller, who waits on the shared flag.
//
// Plain CommonJS run with `eval`, its modules resolved by the caller: the thread loads nothing through a module
// loader's hooks (under tsx, such hooks would need the caller's thread, which is waiting), in the build and in tests.

/** The advisory lock every reconfirm instance takes to migrate: instances starting together migrate once. */
export const MIGRATE_LOCK = 7_414_001;

export const BRIDGE_WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { url, port, flag, applicationName, modules } = workerData;
const pg = require(modules.pg);
const wake = new Int32Array(flag);

// int8 (counts, ids, ms-epoch times) and numeric (sums) as JS numbers, as SQLite gives them.
const types = { getTypeParser: (oid, format) => (oid === 20 || oid === 1700 ? Number : pg.types.getTypeParser(oid, format)) };

let client;
let broken;
let names = new Map();
/** Which connection this is (one more each time it is replaced): a transaction lives and dies with its connection. */
let generation = 0;

async function connected() {
  if (client && !broken) return client;
  if (client) await client.end().catch(() => {});
  broken = undefined;
  names = new Map();
  const c = new pg.Client({ connectionString: url, application_name: applicationName, types });
  // A lost connection fails the transaction it was in (see answer()); the next request outside one reconnects.
  c.on('error', (err) => { broken = err; });
  client = c;
  generation++;
  await c.connect();
  // Every statement planned with its values: a plan cached while a table was empty (a new database, its first
  // bookings) scanned the account's every booking to find one, for the rest of the connection's life.
  await c.query('SET plan_cache_mode = force_custom_plan');
  return c;
}

async function migrate(c, folder) {
  const { drizzle } = require(modules.drizzle);
  const { migrate } = require(modules.migrator);
  await c.query('SELECT pg_advisory_lock($1)', [${MIGRATE_LOCK}]);
  try {
    await migrate(drizzle(c), { migrationsFolder: folder });
  } finally {
    await c.query('SELECT pg_advisory_unlock($1)', [${MIGRATE_LOCK}]);
  }
}

async function answer(m) {
  if (m.op === 'close') {
    if (client) await client.end().catch(() => {});
    client = undefined;
    return { rows: [], rowCount: 0 };
  }
  // A request inside a transaction names the connection the transaction began on. If that connection broke, or was
  // replaced, PostgreSQL rolled the transaction back: the request fails, and is never run on a new connection, in
  // autocommit, outside the transaction and the row locks it took (a COMMIT there would only warn).
  if (m.tx !== undefined && (broken || !client || m.tx !== generation)) {
    throw Object.assign(new Error('the PostgreSQL connection was lost inside a transaction; it was rolled back' + (broken ? ' (' + broken.message + ')' : '')), { code: 'TX_LOST' });
  }
  const c = await connected();
  await runBefore(c, m.before);
  if (m.op === 'exec') {
    await c.query(m.sql);
    return { rows: [], rowCount: 0, generation };
  }
  if (m.op === 'migrate') {
    await migrate(c, m.folder);
    return { rows: [], rowCount: 0 };
  }
  const r = await c.query(m.raw ? { name: nameOf(m.sql), text: m.sql, values: m.params, rowMode: 'array' } : { name: nameOf(m.sql), text: m.sql, values: m.params });
  return { rows: r.rows, rowCount: r.rowCount ?? 0, generation };
}

/** Named: PostgreSQL parses and plans each statement once per connection. */
function nameOf(sql) {
  let name = names.get(sql);
  if (!name) names.set(sql, (name = 's' + names.size));
  return name;
}

/**
 * What was held back for this request's round trip (database.ts), in order: transaction control (BEGIN, SAVEPOINT,
 * RELEASE; consecutive ones in one simple query) and deferred writes. The first that fails stops the rest.
 */
async function runBefore(c, before) {
  if (!before) return;
  let control = [];
  for (const item of before) {
    if (typeof item === 'string') {
      control.push(item);
      continue;
    }
    if (control.length) await c.query(control.join('; '));
    control = [];
    await c.query({ name: nameOf(item.sql), text: item.sql, values: item.params });
  }
  if (control.length) await c.query(control.join('; '));
}

// Each answer names its request (the caller drops an answer it no longer waits for), then wakes the caller. Requests
// are answered one at a time, in the order sent: a synchronous call made while an asynchronous one (callAsync) is out
// runs after it, never between its statements (inside its transaction).
let turn = Promise.resolve();
port.on('message', (m) => {
  turn = turn.then(() =>
    answer(m)
      .catch(async (err) => {
        // A transaction sent whole (callAsync): rolled back here, before any later request runs on the connection.
        if (m.rollbackOnError && client && !broken) await client.query('ROLLBACK').catch(() => {});
        return { error: { message: err.message, code: err.code, detail: err.detail } };
      })
      .then((reply) => {
        port.postMessage({ ...reply, id: m.id });
        Atomics.store(wake, 0, 1);
        Atomics.notify(wake, 0);
      }),
  );
});
// A caller waiting when this thread ends learns it at once, not after its timeout.
process.on('exit', () => {
  Atomics.store(wake, 0, 2);
  Atomics.notify(wake, 0);
});
`;

// One lifecycle list in src/daemon/runtime.ts: what `serve` started is released by a stop and by a failed start alike,
// last started first, and a database the caller opened stays open for the caller on both paths.
// engines: sqlite only (the database's release is seen by its -wal file)
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ConfigSchema } from '../../src/config.js';
import { startService } from '../../src/daemon/runtime.js';
import { firstAccount } from '../../src/store/accounts.js';
import { openDatabase } from '../../src/store/db.js';
import { tempDir } from '../helpers.js';

/** A TCP server on a port of its own on 127.0.0.1. */
async function holdPort(): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
const portOf = (server: Server) => (server.address() as AddressInfo).port;
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A port that was free a moment ago. */
async function freePort(): Promise<number> {
  const server = await holdPort();
  const port = portOf(server);
  await close(server);
  return port;
}

describe('serve lifecycle: one list of parts, released by a stop and by a failed start', () => {
  const tmp = tempDir('reconfirm-lifecycle-');
  after(() => tmp.cleanup());
  // The mail listener starts last: a port already taken fails the start after the database, the HTTP listener and
  // the queue have started.
  const failingConfig = (db: string, port: number, smtpPort: number) =>
    ConfigSchema.parse({ db, port, channel: 'manual', replyTo: 'replies@reconfirm.example', inbound: { smtpPort } });

  it('a start that fails at its last part releases the others: the HTTP port is free again and the database is closed', async () => {
    const taken = await holdPort();
    const db = join(tmp.dir, 'failed.db');
    const port = await freePort();
    const logs: string[] = [];
    try {
      await assert.rejects(startService(failingConfig(db, port, portOf(taken)), { log: (l) => logs.push(l) }), /EADDRINUSE|in use/);
    } finally {
      await close(taken);
    }
    // The HTTP listener was released: the port can be listened on again.
    const again = createServer();
    await new Promise<void>((resolve, reject) => again.once('error', reject).listen(port, '127.0.0.1', resolve));
    await close(again);
    // SQLite removes the -wal file when the last connection to the database closes.
    assert.ok(existsSync(db), 'the database was created');
    assert.ok(!existsSync(`${db}-wal`), 'the database connection was closed');
    assert.deepEqual(logs.filter((l) => /releasing/.test(l)), [], 'every part released without an error');
  });

  it("a database the caller opened stays open after a failed start and after a stop: it is the caller's to close", async () => {
    const file = join(tmp.dir, 'caller.db');
    const db = openDatabase(file);
    try {
      const taken = await holdPort();
      try {
        await assert.rejects(startService(failingConfig(file, await freePort(), portOf(taken)), { db, log: () => {} }), /EADDRINUSE|in use/);
      } finally {
        await close(taken);
      }
      assert.ok(firstAccount(db), 'usable after the failed start');
      const service = await startService(ConfigSchema.parse({ db: file, port: 0, channel: 'manual' }), { db, log: () => {} });
      await service.stop();
      assert.ok(firstAccount(db), 'usable after the stop');
    } finally {
      db.$client.close();
    }
  });
});

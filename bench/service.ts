// Starts the real `reconfirm serve` (compiled binary) on a temp database for a bench, with a key made beforehand.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { isDatabaseUrl } from '../src/store/db.js';
import { BIN, ROOT, startListening, tempDir } from './lib.js';
import type { Counts } from './receiver.js';

/** The CLI's flag for a database: `--db <file>`, or `--database-url <postgres://…>`. */
export const databaseFlag = (db: string) => (isDatabaseUrl(db) ? ['--database-url', db] : ['--db', db]);

export interface StartOptions {
  /** A PostgreSQL database (postgres://…, empty) instead of a fresh SQLite file. */
  databaseUrl?: string;
  /** How many `serve` processes to start on the database (PostgreSQL only beyond one). */
  instances?: number;
}

/**
 * `config` is written to a config file `serve` reads; `prepare` runs on the fresh database (account and key
 * made) before `serve` starts: seed data, register webhooks. With `databaseUrl`, every command gets
 * `--database-url` and each instance `--public-url` naming its own address; `instances` lists them all (the
 * result's own url and child are the first's).
 */
export async function startReconfirm(args: string[] = ['--channel', 'manual'], config?: object, prepare?: (db: string) => void | Promise<void>, opts: StartOptions = {}) {
  const { dir, cleanup } = tempDir('reconfirm-bench-');
  const db = opts.databaseUrl ?? join(dir, 'bench.db');
  const key = JSON.parse(execFileSync(process.execPath, [BIN, 'keys', 'create', ...databaseFlag(db), '--json'], { encoding: 'utf8' }));
  await prepare?.(db);
  const configFile = join(dir, 'bench.config.json');
  if (config) writeFileSync(configFile, JSON.stringify(config));
  const extra = config ? ['--config', configFile] : [];
  // BENCH_CPU_PROF=<dir>: the serve process writes .cpuprofile files (main thread and worker) there on exit.
  const prof = [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []), ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [])];
  const instances: Awaited<ReturnType<typeof startListening>>[] = [];
  const stopAll = () => Promise.all(instances.map((s) => s.stop()));
  try {
    // Started one after the other: the first migrates the database (the others would wait on its advisory lock).
    for (let k = 0; k < (opts.instances ?? 1); k++) {
      const listen = isDatabaseUrl(db) ? await serveAddress() : { port: ['--port', '0'], publicUrl: [] };
      instances.push(await startListening(process.execPath, [...prof, BIN, ...extra, 'serve', ...listen.port, ...listen.publicUrl, ...databaseFlag(db), '--quiet', ...args]));
    }
  } catch (err) {
    await stopAll();
    cleanup();
    throw err;
  }
  return {
    ...instances[0],
    instances,
    db,
    dir,
    headers: { 'x-account-id': key.accountId as string, 'x-api-key': key.apiKey as string },
    stop: async () => {
      await stopAll();
      cleanup();
    },
  };
}

/** On PostgreSQL `serve` needs --public-url before it listens: a free port, chosen here, names it. */
async function serveAddress() {
  const port = await new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
  return { port: ['--port', String(port)], publicUrl: ['--public-url', `http://127.0.0.1:${port}`] };
}

/** Registers a webhook endpoint on a service database (a file or a postgres:// URL) with the real CLI. */
export function addWebhook(db: string, url: string): { id: string; secret: string } {
  return JSON.parse(execFileSync(process.execPath, [BIN, 'webhooks', 'add', ...databaseFlag(db), '--url', url, '--json'], { encoding: 'utf8' }));
}

/** The local receiver as a child process, asked for its counts over HTTP. */
export async function startChildReceiver() {
  const server = await startListening(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', 'receiver.ts')]);
  const call = async (method: string, path: string) => (await fetch(new URL(path, server.url), { method })).json();
  return { ...server, counts: () => call('GET', '/__counts') as Promise<Counts>, reset: () => call('POST', '/__reset') };
}

export async function startBaseline() {
  const { dir, cleanup } = tempDir('reconfirm-baseline-');
  const server = await startListening(process.execPath, [join(ROOT, 'bench', 'baseline-server.mjs'), join(dir, 'baseline.db')]);
  return { ...server, stop: async () => { await server.stop(); cleanup(); } };
}

/** The PostgreSQL floor (bench/baseline-pg.mjs) on an empty database of the cluster `serve` runs on. */
export async function startPgBaseline(databaseUrl: string) {
  return startListening(process.execPath, [join(ROOT, 'bench', 'baseline-pg.mjs'), databaseUrl]);
}

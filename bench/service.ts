// Starts the real `reconfirm serve` (compiled binary) on a temp database for a bench, with a key made beforehand.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, ROOT, startListening, tempDir } from './lib.js';
import type { Counts } from './receiver.js';

/** `prepare` runs on the fresh database (account and key made) before `serve` starts: seed data, register webhooks. */
/**
 * `config` is written to a config file `serve` reads; `prepare` runs on the fresh database (account and key
 * made) before `serve` starts: seed data, register webhooks.
 */
export async function startReconfirm(args: string[] = ['--channel', 'manual'], config?: object, prepare?: (db: string) => void | Promise<void>) {
  const { dir, cleanup } = tempDir('reconfirm-bench-');
  const db = join(dir, 'bench.db');
  const key = JSON.parse(execFileSync(process.execPath, [BIN, 'keys', 'create', '--db', db, '--json'], { encoding: 'utf8' }));
  await prepare?.(db);
  const configFile = join(dir, 'bench.config.json');
  if (config) writeFileSync(configFile, JSON.stringify(config));
  const extra = config ? ['--config', configFile] : [];
  // BENCH_CPU_PROF=<dir>: the serve process writes .cpuprofile files (main thread and worker) there on exit.
  const prof = [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []), ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [])];
  const server = await startListening(process.execPath, [...prof, BIN, ...extra, 'serve', '--port', '0', '--db', db, '--quiet', ...args]);
  return {
    ...server,
    db,
    dir,
    headers: { 'x-account-id': key.accountId as string, 'x-api-key': key.apiKey as string },
    stop: async () => {
      await server.stop();
      cleanup();
    },
  };
}

/** Registers a webhook endpoint on a service database with the real CLI. */
export function addWebhook(db: string, url: string): { id: string; secret: string } {
  return JSON.parse(execFileSync(process.execPath, [BIN, 'webhooks', 'add', '--db', db, '--url', url, '--json'], { encoding: 'utf8' }));
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

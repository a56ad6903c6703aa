// Shared by the reliability and security suites: a seeded random source, the real `serve` with chosen flags, RSS of a process.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { seededRandom } from '../src/domain/clock.js';
import { BIN, ROOT, runCli, sleep } from './helpers.js';

/** A seeded PRNG (the product's own), so a failing run can be repeated with the seed it printed. */
export const seeded = seededRandom;

export interface Serve {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote so far, stdout and stderr together. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs the real `reconfirm serve` with exactly these arguments (helpers.spawnServe always adds --quiet). */
export async function startServe(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Serve> {
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout!.on('data', (d) => (text += d));
  child.stderr!.on('data', (d) => (text += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => child.once('exit', (code, signal) => r({ code, signal })));
  const deadline = Date.now() + 20_000;
  for (;;) {
    const m = /listening on (http:\/\/\S+)/.exec(text);
    if (m) return { child, url: m[1], output: () => text, exited };
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`serve did not start: ${text}`);
    }
    await sleep(10);
  }
}

/** Kills a child if it still runs (cleanup after a failed test). */
export function killIfRunning(child: ChildProcess | undefined) {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Resident set size of a process in bytes, from /proc (Linux); undefined elsewhere. */
export function rssOf(pid: number): number | undefined {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** `reconfirm keys create --json` on a database: creates the account on a fresh file. */
export async function createKey(db: string): Promise<{ accountId: string; keyId: string; apiKey: string }> {
  const r = await runCli(['keys', 'create', '--db', db, '--json']);
  if (r.code !== 0) throw new Error(`keys create failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** `reconfirm webhooks add --json`: registers an endpoint, returns its id and secret. */
export async function addWebhook(db: string, url: string, events = 'booking.confirmed,booking.escalated'): Promise<{ id: string; secret: string }> {
  const r = await runCli(['webhooks', 'add', '--db', db, '--url', url, '--events', events, '--json']);
  if (r.code !== 0) throw new Error(`webhooks add failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

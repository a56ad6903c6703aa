// Starts the real `reconfirm serve` (compiled binary) on a temp database for a bench, with a key made beforehand.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { BIN, ROOT, startListening, tempDir } from './lib.js';

export async function startReconfirm(args: string[] = ['--channel', 'manual'], configFile?: string) {
  const { dir, cleanup } = tempDir('reconfirm-bench-');
  const db = join(dir, 'bench.db');
  const key = JSON.parse(execFileSync(process.execPath, [BIN, 'keys', 'create', '--db', db, '--json'], { encoding: 'utf8' }));
  const extra = configFile ? ['--config', configFile] : [];
  const server = await startListening(process.execPath, [BIN, ...extra, 'serve', '--port', '0', '--db', db, '--quiet', ...args]);
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

export async function startBaseline() {
  const { dir, cleanup } = tempDir('reconfirm-baseline-');
  const server = await startListening(process.execPath, [join(ROOT, 'bench', 'baseline-server.mjs'), join(dir, 'baseline.db')]);
  return { ...server, stop: async () => { await server.stop(); cleanup(); } };
}

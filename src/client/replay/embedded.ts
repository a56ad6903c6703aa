// The service replay starts inside itself: a temp database, simulated hotels, and a policy fast enough for every outcome to show in seconds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Minutes of the real policy compressed to about a second: reminders, attempts and ticks. */
export const FAST_POLICY = {
  scheduler: { cron: '* * * * * *' },
  policy: { reminderEveryHours: 0.0009, maxAttempts: 2 },
  // Hotels answer after two to three seconds: long enough for a fixture's update to reach a booking first, also on
  // a loaded machine (at 0.8-1.5 s, a full test run beside other work saw hotels answer before the update).
  simulator: { minDelayMs: 2000, maxDelayMs: 3000 },
};

export async function startEmbedded(): Promise<{ baseUrl: string; accountId: string; apiKey: string; stop(): Promise<void> }> {
  const { ConfigSchema } = await import('../../config.js');
  const { startService } = await import('../../daemon/service.js');
  const dir = mkdtempSync(join(tmpdir(), 'reconfirm-replay-'));
  const config = ConfigSchema.parse({ db: join(dir, 'replay.db'), host: '127.0.0.1', port: 0, channel: 'simulator', ...FAST_POLICY });
  const service = await startService(config, { log: () => {}, logRequests: false });
  const key = service.bootstrap!;
  return {
    baseUrl: service.url,
    accountId: key.accountId,
    apiKey: key.apiKey,
    stop: async () => {
      await service.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

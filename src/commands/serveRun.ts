// What `serve` does once its options are read: start, print where and how to call it, stop on a signal.
import type { Config } from '../config.js';
import { startService } from '../daemon/service.js';
import { c, out } from './output.js';

export async function runServe(config: Config, opts: { quiet: boolean }) {
  const log = (line: string) => out(`${new Date().toISOString()} ${line}`);
  const service = await startService(config, { log, logRequests: !opts.quiet, workers: 'thread' });
  // Signal handlers before the banner: whoever waits for it (a supervisor, a test) may send SIGTERM at once.
  const stopped = new Promise<void>((resolve) => {
    const onSignal = (signal: string) => {
      log(`${signal}: stopping (no new requests; finishing requests and jobs in hand)`);
      service.stop().then(() => {
        log('stopped');
        resolve();
      });
    };
    process.once('SIGTERM', () => onSignal('SIGTERM'));
    process.once('SIGINT', () => onSignal('SIGINT'));
  });
  out(`reconfirm serve: listening on ${service.url} (database ${config.db}, hotel channel ${config.channel})`);
  if (service.bootstrap) {
    const b = service.bootstrap;
    out('');
    out(c.bold('A new database: this account and API key were created. The key is shown only this once; store it now.'));
    out(`  account id: ${b.accountId}`);
    out(`  API key:    ${b.apiKey}`);
    out('');
    out(`  export RECONFIRM_BASE_URL=${service.url} RECONFIRM_ACCOUNT_ID=${b.accountId} RECONFIRM_API_KEY=${b.apiKey}`);
    out('');
  }
  await stopped;
}

// The thread `serve` runs the service in (see serveRun.ts): starts it, prints where to call it, stops when the main
// thread passes on a signal, and reports a failure to start as data the main thread can turn back into an error.
import { parentPort, workerData } from 'node:worker_threads';
import type { Config } from '../config.js';
import { startService, type Service } from '../daemon/service.js';
import { ReconfirmError } from '../domain/errors.js';
import { c, forceColour, out } from './output.js';

export type ToServeThread = { type: 'signal'; signal: string };
export type FromServeThread = { type: 'fatal'; code?: string; message: string; stack?: string };

const port = parentPort!;
const { config, quiet, colour } = workerData as { config: Config; quiet: boolean; colour: boolean };
forceColour(colour);
const log = (line: string) => out(`${new Date().toISOString()} ${line}`);

let service: Service | undefined;
let signalled: string | undefined;
const stop = (signal: string) => {
  log(`${signal}: stopping (no new requests; finishing requests and jobs in hand)`);
  void service!.stop().then(() => {
    log('stopped');
    port.close(); // nothing else keeps this thread alive: it ends, and with it the process
  });
};
port.on('message', (m: ToServeThread) => {
  if (m.type !== 'signal' || signalled) return;
  signalled = m.signal;
  if (service) stop(m.signal); // during the start: stopped as soon as it has started
});

try {
  service = await startService(config, { log, logRequests: !quiet, workers: 'thread' });
} catch (err) {
  const e = explain(err, config) as Error;
  port.postMessage({ type: 'fatal', code: e instanceof ReconfirmError ? e.code : undefined, message: e?.message ?? String(err), stack: e?.stack } satisfies FromServeThread);
  port.close();
}
if (service) {
  // One write: this thread's stdout reaches the terminal through the main thread, and whoever waits for
  // "listening on" (a supervisor, a script, a test) must find the bootstrap key in the same chunk.
  const banner = [`reconfirm serve: listening on ${service.url} (database ${config.db}, hotel channel ${config.channel})`];
  if (service.bootstrap) {
    const b = service.bootstrap;
    banner.push(
      '',
      c.bold('A new database: this account and API key were created. The key is shown only this once; store it now.'),
      `  account id: ${b.accountId}`,
      `  API key:    ${b.apiKey}`,
      '',
      `  export RECONFIRM_BASE_URL=${service.url} RECONFIRM_ACCOUNT_ID=${b.accountId} RECONFIRM_API_KEY=${b.apiKey}`,
      '',
    );
  }
  out(banner.join('\n'));
  if (signalled) stop(signalled);
}

/** The start's usual failures in words an operator can act on. */
function explain(err: unknown, config: Config): unknown {
  const code = (err as { code?: string })?.code;
  if (code === 'EADDRINUSE') return new ReconfirmError('CONFIG_INVALID', `port ${config.port} on ${config.host} is already in use (another serve?); stop that process or pass another --port`);
  if (code === 'EACCES' && (err as { syscall?: string }).syscall === 'listen') return new ReconfirmError('CONFIG_INVALID', `not allowed to listen on port ${config.port}; ports below 1024 need privileges, pass --port 8080 or another`);
  return err;
}

// `reconfirm listen`: receive the service's webhooks on a local port, like `stripe listen`.
import type { Command } from 'commander';
import { configFor, intFlag } from '../shared/common.js';
import { err, out } from '../shared/output.js';

export function registerListen(program: Command) {
  program
    .command('listen')
    .description('receive webhooks: verify signature and timestamp, answer at once, record in the ledger, print, optionally forward')
    .option('--port <port>', 'port to listen on (0 picks a free one)', intFlag('--port'), 8787)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--secret <whsec>', "the endpoint's signing secret; better RECONFIRM_WEBHOOK_SECRET: the process list shows arguments")
    .option('--forward-to <url>', 'also POST each verified event, body and headers unchanged, to this URL')
    .option('--ledger <file>', 'client ledger to record events in (default RECONFIRM_LEDGER, config client.ledger, ~/.local/share/reconfirm/ledger.db)')
    .option('--json', 'print one JSON object per line instead of status lines')
    .addHelpText(
      'after',
      `
Each event prints one line: time, result (received, duplicate, rejected), type, BookingId, HCN or
escalation reason, webhook-id. Bad signatures answer 401, malformed requests 400; a webhook-id seen
before answers 200 again but is not recorded twice. Stops on Ctrl-C or SIGTERM.

Example:
  reconfirm webhooks add --url http://127.0.0.1:8787/ --json     # note the secret
  reconfirm listen --port 8787 --secret whsec_... --forward-to http://localhost:3000/hooks`,
    )
    .action(async (opts, cmd: Command) => {
      const { ReconfirmError } = await import('../../domain/errors.js');
      const secret: string | undefined = opts.secret ?? process.env.RECONFIRM_WEBHOOK_SECRET;
      if (!secret) throw new ReconfirmError('USAGE', 'give the endpoint secret with --secret whsec_... or RECONFIRM_WEBHOOK_SECRET (`reconfirm webhooks add` prints it)');
      if (opts.forwardTo) {
        try {
          new URL(opts.forwardTo);
        } catch {
          throw new ReconfirmError('USAGE', `--forward-to must be an absolute URL (got "${opts.forwardTo}")`);
        }
      }
      const config = await configFor(cmd);
      const { defaultLedgerPath } = await import('../../store/ledger.js');
      const ledgerPath = opts.ledger ?? config.client.ledger ?? defaultLedgerPath();
      const { startListener } = await import('../../client/listenServer.js');
      const listener = await startListener({ port: opts.port, host: opts.host, secret, ledgerPath, forwardTo: opts.forwardTo, json: Boolean(opts.json), print: out });
      // Signal handlers first: whoever reads the banner may send SIGTERM at once.
      const stopped = new Promise<void>((resolve) => {
        const stop = () => listener.close().then(resolve);
        process.once('SIGTERM', stop);
        process.once('SIGINT', stop);
      });
      // With --json, stdout carries only event lines; the banner goes to stderr.
      const banner = opts.json ? err : out;
      banner(`reconfirm listen: listening on ${listener.url} (ledger ${ledgerPath})${opts.forwardTo ? `, forwarding to ${opts.forwardTo}` : ''}`);
      await stopped;
      banner('reconfirm listen: stopped');
    });
}

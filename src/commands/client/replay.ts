// `reconfirm replay <dir>`: CI's end-to-end check: fixtures pushed to an embedded service (or --base-url), outcomes compared.
import type { Command } from 'commander';
import { intFlag } from '../shared/common.js';
import { EXIT_CODES } from '../shared/clientCommon.js';
import { progress } from '../shared/progress.js';
import { c, out, printJson, table } from '../shared/output.js';

export function registerReplay(program: Command) {
  program
    .command('replay <dir>')
    .description("push the fixture bookings of a directory, wait for their outcomes and compare them with the fixtures' expectations")
    .option('--base-url <url>', 'replay against this running service instead of an embedded one')
    .option('--account-id <id>', 'account id for --base-url (or RECONFIRM_ACCOUNT_ID)')
    .option('--api-key <key>', 'API key for --base-url; better RECONFIRM_API_KEY: the process list shows arguments')
    .option('--timeout <seconds>', 'how long to wait for every booking to settle', intFlag('--timeout', 1), 120)
    .option('--json', 'print every case with its verdict as JSON')
    .addHelpText(
      'after',
      `
Without --base-url, replay starts the service inside itself on a free loopback port with a temporary
database, simulated hotels and a policy compressed to seconds (a tick every second, a reminder about
every second, 2 attempts), so confirmations, discrepancies and every risk rule show within a minute.
Fixtures: fixtures/*.json, each {"cases": [{"name", "booking" | "event", "after"?, "steps"?, "expect"}]};
"{{now+20h}}", "{{date+30d}}" and "{{run}}" are resolved when the case is sent.

Examples:
  reconfirm replay fixtures
  reconfirm replay fixtures --base-url http://127.0.0.1:8080 --json
${EXIT_CODES} Any case that does not match its expectation exits 1.`,
    )
    .action(async (dir: string, opts) => {
      const { loadFixtures } = await import('../../client/replay/fixtures.js');
      const { runReplay } = await import('../../client/replay/run.js');
      const { ApiClient } = await import('../../client/api.js');
      const { ReconfirmError } = await import('../../domain/errors.js');
      const cases = await loadFixtures(dir);
      const spin = progress(Boolean(opts.json));
      let target: { baseUrl: string; accountId: string; apiKey: string; stop(): Promise<void> };
      if (opts.baseUrl) {
        const accountId = opts.accountId || process.env.RECONFIRM_ACCOUNT_ID;
        const apiKey = opts.apiKey || process.env.RECONFIRM_API_KEY;
        if (!accountId || !apiKey) throw new ReconfirmError('USAGE', 'with --base-url, give --account-id and --api-key (or RECONFIRM_ACCOUNT_ID and RECONFIRM_API_KEY)');
        target = { baseUrl: opts.baseUrl.replace(/\/+$/, ''), accountId, apiKey, stop: async () => {} };
      } else {
        const { startEmbedded } = await import('../../client/replay/embedded.js');
        spin.text('starting an embedded service with simulated hotels');
        target = await startEmbedded();
        spin.line(`embedded service on ${target.baseUrl} (simulated hotels, fast policy)`);
      }
      const api = new ApiClient({ ...target, ledger: '', timeoutMs: 30_000, retries: 3 });
      try {
        spin.text(`replaying ${cases.length} case(s)`);
        const results = await runReplay(api, cases, { timeoutMs: opts.timeout * 1000, log: (l) => spin.line(l) });
        spin.stop();
        const failed = results.filter((r) => r.problems.length);
        if (failed.length) process.exitCode = 1;
        if (opts.json) return printJson({ cases: results.length, failed: failed.length, results });
        out(
          table(
            ['case', 'BookingId', 'expected', 'observed', ''],
            results.map((r) => [`${r.file.replace(/\.json$/, '')}: ${r.name}`, r.BookingId, r.expected, r.problems.length ? c.red(r.problems.join('; ')) : r.observed, r.problems.length ? c.red('✗') : c.green('✓')]),
          ),
        );
        out(failed.length ? c.red(`${failed.length} of ${results.length} case(s) did not match their expectations`) : c.green(`all ${results.length} case(s) matched their expectations`));
      } finally {
        spin.stop();
        await api.close();
        await target.stop();
      }
    });
}

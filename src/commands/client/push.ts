// `push [file]`: send a file's bookings, or the ledger's unsent ones, in chunks; --wait follows them until the
// service has processed them, --wait-hotels until the hotels have answered; Ctrl-C says what was sent and how to resume.
import type { Command } from 'commander';
import { intFlag } from '../shared/common.js';
import { addServiceOptions, EXIT_CODES, withClient } from '../shared/clientCommon.js';
import { progress } from '../shared/progress.js';
import { c } from '../shared/output.js';

export function registerPush(program: Command) {
  addServiceOptions(
    program
      .command('push [file]')
      .description("send bookings to the service (a file's, or the ledger's unsent ones) in chunks, with retries and a ledger entry per call"),
  )
    .option('--chunk <n>', 'bookings per call (at most 1000)', intFlag('--chunk', 1), 1000)
    .option('--force', 'resend bookings accepted but not processed yet (the spec warns this can create duplicates)')
    .option('--wait', 'wait until the service has processed every booking (created, rejected ...); not for the hotels')
    .option('--wait-hotels', `also wait until every hotel has answered: no booking left PENDING (at most ${1000} bookings; implies --wait)`)
    .option('--resume', 'follow the last push again (after Ctrl-C or a timeout) instead of sending anything')
    .option('--timeout <seconds>', 'how long --wait waits for processing (default 300) and --wait-hotels for the hotels (default 600); 0 looks once and returns', intFlag('--timeout', 0))
    .option('--all', 'list every booking, even when the list is longer than a screen')
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      `
A booking the service accepted less than five minutes ago that has not been processed yet is not
sent again (the spec's rule: processing takes up to 5 minutes and a resend can create a duplicate);
--force overrides. Without a file, push sends what \`reconfirm import\` stored and has not been sent,
and says so first.

--wait ends when the service has processed the bookings (they exist, PENDING: the hotels have not
been asked yet). --wait-hotels ends when every hotel has answered (CONFIRMED or ESCALATED).
Ctrl-C stops: what was sent is printed with its traceIds, and \`reconfirm push --resume --wait\`
follows the last push again.

Examples:
  reconfirm push                              # the ledger's unsent bookings
  reconfirm push bookings.csv --wait          # a file, then follow every booking until processed
  reconfirm push bookings.csv --wait-hotels   # ... and until every hotel has answered
  reconfirm push --resume --wait-hotels       # follow the last push again
  reconfirm push events.json --json           # an events-shape file goes to POST /events
${EXIT_CODES} Held-back, rejected or unfinished bookings exit 1.`,
    )
    .action(async (file: string | undefined, opts, cmd: Command) => {
      const { ReconfirmError } = await import('../../domain/errors.js');
      if (opts.chunk > 1000) throw new ReconfirmError('USAGE', '--chunk must be at most 1000 (the service takes up to 1000 bookings per call)');
      if (opts.resume && file) throw new ReconfirmError('USAGE', '--resume follows the last push and sends nothing: leave out the file');
      const spin = progress(Boolean(opts.json));
      await withClient(
        cmd,
        async ({ api, ledger }) => {
          const { runPush } = await import('./pushRun.js');
          await runPush({ api, ledger, spin, file, opts });
        },
        (line) => spin.line(c.yellow(line)),
      ).finally(() => spin.stop());
    });
}

// `reconfirm push [file]`: send a file's bookings, or the ledger's unsent ones, in chunks; --wait follows them to outcomes.
import type { Command } from 'commander';
import { intFlag } from './common.js';
import { addServiceOptions, EXIT_CODES, withClient } from './clientCommon.js';
import { progress } from './progress.js';
import { c, err, out, printJson, statusColour, table } from './output.js';

export function registerPush(program: Command) {
  addServiceOptions(
    program
      .command('push [file]')
      .description("send bookings to the service (a file's, or the ledger's unsent ones) in chunks, with retries and a ledger entry per call"),
  )
    .option('--chunk <n>', 'bookings per call (at most 1000)', intFlag('--chunk', 1), 1000)
    .option('--force', 'resend bookings accepted but not processed yet (the spec warns this can create duplicates)')
    .option('--wait', 'follow the submissions until every booking has an outcome')
    .option('--timeout <seconds>', 'how long --wait waits', intFlag('--timeout', 1), 300)
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      `
A booking the service accepted less than five minutes ago that has not been processed yet is not
sent again (the spec's rule: processing takes up to 5 minutes and a resend can create a duplicate);
--force overrides. Without a file, push sends what \`reconfirm import\` stored and has not been sent.

Examples:
  reconfirm push                         # the ledger's unsent bookings
  reconfirm push bookings.csv --wait     # a file, then follow every booking to an outcome
  reconfirm push events.json --json      # an events-shape file goes to POST /events
${EXIT_CODES} Held-back, rejected or unfinished bookings exit 1.`,
    )
    .action(async (file: string | undefined, opts, cmd: Command) => {
      if (opts.chunk > 1000) throw new (await import('../domain/errors.js')).ReconfirmError('USAGE', '--chunk must be at most 1000 (the service takes up to 1000 bookings per call)');
      const spin = progress(Boolean(opts.json));
      await withClient(
        cmd,
        async ({ api, ledger }) => {
          const push = await import('../client/push.js');
          const { collectItems } = await import('./pushItems.js');
          const { items, path } = await collectItems(file, ledger, spin);
          if (items === null) return void (process.exitCode = 1);
          if (!items.length) {
            spin.stop();
            if (opts.json) return printJson({ sent: 0, held: [], calls: [] });
            return out(file ? `${file}: no bookings to send` : 'nothing to send: every booking in the ledger has been sent (import a file first, or name one)');
          }
          spin.text(`checking ${items.length} booking(s) against the five-minute rule`);
          const { send, held } = opts.force ? { send: items, held: [] } : await push.holdBack(api, ledger, items, Date.now());
          const calls = await push.sendChunks(api, ledger, send, {
            path,
            chunkSize: opts.chunk,
            onChunk: (done, total, r) => spin.line(`sent ${done}/${total} (${r.bookingsCount} in this call, traceIds ${r.traceIds.join(', ')})`),
          });
          let followed: Awaited<ReturnType<typeof push.followTraces>> | undefined;
          if (opts.wait && calls.length) {
            const traceIds = calls.flatMap((r) => r.traceIds);
            followed = await push.followTraces(api, ledger, traceIds, {
              timeoutMs: opts.timeout * 1000,
              onProgress: (applied, total) => spin.text(`waiting for outcomes: ${applied}/${total} submission(s) processed`),
            });
          }
          spin.stop();
          const problems = held.length + (followed?.pending.length ?? 0) + (followed?.outcomes.filter((o) => ['DUPLICATE_BOOKING_CODE', 'REJECTED', 'NOT_FOUND'].includes(o.outcome)).length ?? 0);
          if (problems) process.exitCode = 1;
          const sent = calls.reduce((n, r) => n + r.bookingsCount, 0);
          if (opts.json) return printJson({ sent, held, calls, ...(followed ? { outcomes: followed.outcomes, pendingTraceIds: followed.pending } : {}) });
          for (const h of held) err(`${c.yellow('held back')} ${h.bookingId}: ${h.reason}`);
          if (calls.length) out(table(['call', 'bookings', 'traceIds', 'requestId'], calls.map((r, i) => [i + 1, r.bookingsCount, r.traceIds.join('\n'), r.requestId])));
          out(`${sent} booking(s) accepted for processing${held.length ? `, ${held.length} held back` : ''}`);
          if (followed) {
            if (followed.outcomes.length) out(table(['BookingId', 'outcome', 'status', 'message'], followed.outcomes.map((o) => [o.BookingId, statusColour(o.outcome), statusColour(o.ReconfirmationStatus), o.message])));
            const counts = new Map<string, number>();
            for (const o of followed.outcomes) counts.set(o.outcome, (counts.get(o.outcome) ?? 0) + 1);
            out([...counts].map(([k, v]) => `${v} ${k}`).join(', ') || 'no outcomes yet');
            if (followed.pending.length) err(`${followed.pending.length} submission(s) not processed within ${opts.timeout} s; follow them with \`reconfirm status ${followed.pending[0]}\``);
          } else if (calls.length) out(c.dim(`follow them: reconfirm status ${calls[0].traceIds[0]}  (or push with --wait)`));
        },
        (line) => spin.line(c.yellow(line)),
      ).finally(() => spin.stop());
    });
}

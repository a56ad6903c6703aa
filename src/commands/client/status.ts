// `reconfirm status <traceId>`: what the service did with each booking of one submission.
import type { Command } from 'commander';
import { addServiceOptions, EXIT_CODES, withClient } from '../shared/clientCommon.js';
import { c, out, printJson, statusColour, table } from '../shared/output.js';
import { instantText } from '../shared/times.js';

export function registerStatus(program: Command) {
  addServiceOptions(program.command('status <traceId>').description('per-booking outcome of a submission (the traceId push printed)'))
    .option('--json', 'print the trace as JSON')
    .addHelpText(
      'after',
      `
Outcomes: CREATED, REBOOKED, DUPLICATE_IGNORED, DUPLICATE_BOOKING_CODE (update instead), UPDATED,
CANCELLED, NOT_FOUND, REJECTED. A QUEUED submission has no outcomes yet (up to 5 minutes).

Example:
  reconfirm status 01934f6e-8a1c-7c3e-9d2b-4f5a6b7c8d9e
${EXIT_CODES} A rejected booking (DUPLICATE_BOOKING_CODE, NOT_FOUND, REJECTED) exits 1.`,
    )
    .action(async (traceId: string, opts, cmd: Command) => {
      // traceIds are UUIDs; anything else is most likely a BookingId, which `show` takes.
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(traceId.trim())) {
        const { ReconfirmError } = await import('../../domain/errors.js');
        throw new ReconfirmError('USAGE', `status takes a traceId (what push printed, like 01934f6e-8a1c-7c3e-9d2b-4f5a6b7c8d9e), not "${traceId}"; for one booking run: reconfirm show '${traceId}'`);
      }
      await withClient(cmd, async ({ api, ledger }) => {
        const { recordOutcomes } = await import('../../store/ledger.js');
        const { data } = await api.get(`/traces/${encodeURIComponent(traceId)}`);
        if (data.state === 'APPLIED') recordOutcomes(ledger, data.outcomes.map((o: { BookingId: string; outcome: string }) => ({ bookingId: o.BookingId, outcome: o.outcome })));
        if (data.outcomes.some((o: { outcome: string }) => ['DUPLICATE_BOOKING_CODE', 'NOT_FOUND', 'REJECTED'].includes(o.outcome))) process.exitCode = 1;
        if (opts.json) return printJson(data);
        out(`${c.bold(traceId)}: ${data.kind} of ${data.bookingsCount} booking(s), ${statusColour(data.state)} (received ${instantText(data.receivedAt)}${data.appliedAt ? `, applied ${instantText(data.appliedAt)}` : ''})`);
        if (data.state === 'QUEUED') return out(c.dim('not processed yet; outcomes appear once it is applied (the spec allows up to 5 minutes)'));
        const { outcomeRows } = await import('./pushReport.js');
        out(table(['BookingId', 'outcome', 'status now', 'message'], outcomeRows(data.outcomes)));
      });
    });
}

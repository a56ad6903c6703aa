// `reconfirm reconcile <file>`: your booking export against the service and the received webhooks; exit 1 when something needs action.
import type { Command } from 'commander';
import { addServiceOptions, EXIT_CODES, withClient } from '../shared/clientCommon.js';
import { c, out, printJson, statusColour, table } from '../shared/output.js';

const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function registerReconcile(program: Command) {
  addServiceOptions(program.command('reconcile <file>').description('compare a booking export (CSV/JSON) with the service and the webhooks `listen` received'))
    .option('--json', 'print {findings, summary} as JSON')
    .option('--csv', 'print the findings as CSV')
    .option('--all', 'list bookings that need nothing too (default: only findings that need action, plus a count)')
    .addHelpText(
      'after',
      `
Findings: MISSING (accepted over five minutes ago, not on the service: contact support), NOT_SENT,
QUEUED, CONFIRMED (with its HCN), PENDING, ESCALATED (with the reason), CANCELLED_IN_EXPORT_ONLY,
CANCELLED_ON_SERVICE_ONLY, FIELD_DRIFT (each differing field), INVALID_ROW. A BookingStatus column
(or the events shape's BookingStatus) marks cancelled bookings in the export.

Examples:
  reconfirm reconcile export.csv
  reconfirm reconcile export.json --json > findings.json
  reconfirm reconcile export.csv --csv --all > findings.csv
${EXIT_CODES} Exit 1 when any finding needs action.`,
    )
    .action(async (file: string, opts, cmd: Command) => {
      await withClient(cmd, async ({ api, ledger }) => {
        const { reconcile } = await import('../../client/reconcile.js');
        const findings = await reconcile(api, ledger, file, Date.now());
        const needAction = findings.filter((f) => f.action);
        if (needAction.length) process.exitCode = 1;
        const counts: Record<string, number> = {};
        for (const f of findings) counts[f.finding] = (counts[f.finding] ?? 0) + 1;
        const summary = { bookings: new Set(findings.map((f) => f.BookingId)).size, needAction: needAction.length, byFinding: counts };
        const shown = opts.all ? findings : needAction;
        if (opts.json) return printJson({ findings: shown, summary });
        if (opts.csv) {
          out(['BookingId', 'line', 'export', 'service', 'finding', 'detail', 'action'].join(','));
          for (const f of shown) out([f.BookingId, f.line, f.exportStatus, f.serviceStatus, f.finding, f.detail, f.action ?? ''].map(csvCell).join(','));
          return;
        }
        if (shown.length) {
          out(table(['BookingId', 'service', 'finding', 'detail', 'action'], shown.map((f) => [f.BookingId, statusColour(f.serviceStatus), f.action ? c.red(f.finding) : f.finding, f.detail, f.action ?? '']), { shrinkFirst: ['detail', 'action'] }));
        }
        const tally = Object.entries(counts).map(([k, v]) => `${v} ${k}`).join(', ');
        out(`${summary.bookings} booking(s) compared: ${tally || 'nothing found'}`);
        out(needAction.length ? c.red(`${needAction.length} finding(s) need action`) : c.green('nothing needs action'));
      });
    });
}

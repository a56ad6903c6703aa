// What `push` sends: a validated file (stored in the ledger as `import` would) or the ledger's unsent bookings.
import type { Ledger } from '../../store/ledger.js';
import type { PushItem } from '../../client/push.js';
import type { Progress } from '../shared/progress.js';
import { err, utcTime } from '../shared/output.js';

export async function collectItems(file: string | undefined, ledger: Ledger, spin: Progress, quiet = false): Promise<{ items: PushItem[] | null; path: '/addBookings' | '/events' }> {
  const { unsentBookings, storeLocalBookings } = await import('../../store/ledger.js');
  const unsent = unsentBookings(ledger);
  if (!file) {
    // Say what is about to go before it goes: these may be left from a push that failed days ago.
    if (unsent.length && !quiet) err(`sending ${unsent.length} booking(s) the ledger holds as never sent: ${describeUnsent(unsent)}`);
    return { items: unsent.map((b) => ({ bookingId: b.bookingId, body: b.data, data: b.data })), path: '/addBookings' };
  }
  const { scanFile } = await import('../../client/importer.js');
  const { basename, resolve } = await import('node:path');
  spin.text(`validating ${file}`);
  const items: PushItem[] = [];
  const toStore: { bookingId: string; data: unknown; sourceFile: string; sourceLine: number }[] = [];
  const summary = await scanFile(resolve(file), (ch) => {
    if (ch.kind === 'booking') {
      items.push({ bookingId: ch.bookingId, body: ch.event ?? ch.booking, data: ch.booking });
      toStore.push({ bookingId: ch.bookingId, data: ch.booking, sourceFile: basename(file), sourceLine: ch.line });
    } else if (ch.kind === 'cancel') items.push({ bookingId: ch.bookingId, body: ch.event, data: null });
  });
  if (summary.invalid) {
    spin.stop();
    const { problemLine } = await import('../../client/importer.js');
    for (const e of summary.errors) err(problemLine(file, e));
    if (summary.moreErrors) err(`... and ${summary.moreErrors} more problem(s)`);
    err(
      `${summary.invalid} of ${summary.total} booking(s) are invalid; nothing was sent (push sends a file only when every booking in it is valid). ` +
        `To send the ${summary.valid} valid one(s) now: \`reconfirm import ${file}\` (stores the valid ones), then \`reconfirm push\`; fix the others and import the file again later`,
    );
    return { items: null, path: '/addBookings' };
  }
  const inFile = new Set(toStore.map((b) => b.bookingId));
  const others = unsent.filter((b) => !inFile.has(b.bookingId));
  if (others.length && !quiet) err(`note: ${others.length} other booking(s) in the ledger were never sent (${describeUnsent(others)}); \`reconfirm push\` without a file sends them`);
  storeLocalBookings(ledger, toStore);
  return { items, path: summary.shape === 'events' ? '/events' : '/addBookings' };
}

/** "from today.csv (imported 2026-11-23 08:10 UTC), BK-1, BK-2 (+3 more)". */
function describeUnsent(rows: { bookingId: string; sourceFile: string | null; importedAt: string }[]): string {
  const files = [...new Set(rows.map((r) => r.sourceFile ?? 'an earlier push'))];
  const oldest = rows.reduce((a, r) => (r.importedAt < a ? r.importedAt : a), rows[0].importedAt);
  const ids = rows.slice(0, 3).map((r) => r.bookingId).join(', ') + (rows.length > 3 ? ` (+${rows.length - 3} more)` : '');
  return `from ${files.slice(0, 3).join(', ')}${files.length > 3 ? ' …' : ''}, imported since ${utcTime(oldest)}: ${ids}`;
}

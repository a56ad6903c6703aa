// What `push` sends: a validated file (stored in the ledger as `import` would) or the ledger's unsent bookings.
import type { Ledger } from '../store/ledger.js';
import type { PushItem } from '../client/push.js';
import type { Progress } from './progress.js';
import { err } from './output.js';

export async function collectItems(file: string | undefined, ledger: Ledger, spin: Progress): Promise<{ items: PushItem[] | null; path: '/addBookings' | '/events' }> {
  const { unsentBookings, storeLocalBookings } = await import('../store/ledger.js');
  if (!file) return { items: unsentBookings(ledger).map((b) => ({ bookingId: b.bookingId, body: b.data, data: b.data })), path: '/addBookings' };
  const { scanFile } = await import('../client/importer.js');
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
    for (const e of summary.errors) err(`${file}:${e.line}: ${e.path}: ${e.message}`);
    if (summary.moreErrors) err(`... and ${summary.moreErrors} more problem(s)`);
    err(`${summary.invalid} of ${summary.total} booking(s) are invalid; nothing was sent (the service accepts a call only when every booking in it is valid). Fix them, or check with \`reconfirm import ${file} --dry-run\``);
    return { items: null, path: '/addBookings' };
  }
  storeLocalBookings(ledger, toStore);
  return { items, path: summary.shape === 'events' ? '/events' : '/addBookings' };
}

// Taking a received message in: stored durably (the row and its `mail.read` job in one commit) before the sender is
// told it arrived, so a crash after the 250 (or after an IMAP \Seen) loses nothing; the reading is a job.
import { enqueue } from '../../store/jobs.js';
import { groupCommitFor } from '../../store/groupCommit.js';
import { storeIncomingMail, type IncomingMail } from '../../store/mail.js';
import type { ServiceContext } from '../context.js';

/** Resolves once the message is on disk with its job; `stored` is false for an IMAP message stored before (same key). */
export async function takeIncomingMail(ctx: ServiceContext, m: Omit<IncomingMail, 'keepBytes' | 'now'>): Promise<{ messagePk: number; stored: boolean }> {
  const now = ctx.clock.now();
  let result: { messagePk: number; stored: boolean } | undefined;
  await groupCommitFor(ctx.db).submit(() => {
    result = storeIncomingMail(ctx.db, { ...m, keepBytes: ctx.config.inbound.keepRawBytes, now });
    if (result.stored) enqueue(ctx.db, 'mail.read', { messagePk: result.messagePk }, { runAt: now }, now);
  });
  if (result!.stored) {
    ctx.metrics.inc('reconfirm_mail_received_total', { source: m.source });
    ctx.poke();
  }
  return result!;
}

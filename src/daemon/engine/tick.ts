// The scheduler tick as a plain function: finds bookings whose contact or risk check is due and queues them in batches.
import { iso } from '../../domain/clock.js';
import { inTransaction } from '../../store/db.js';
import { findDueBookings } from '../../store/dueBookings.js';
import { enqueueJob } from '../../store/jobs.js';
import type { ServiceContext } from '../context.js';
import { TASKS, jobPriority } from '../pipeline.js';

const BATCH = 1000;

export interface TickResult {
  contacts: number;
  riskChecks: number;
}

/** One indexed query, then batched enqueues; a booking already waiting in the queue is not added twice (job key). */
export function schedulerTick(ctx: ServiceContext): TickResult {
  const now = ctx.clock.now();
  const due = findDueBookings(ctx.db, iso(now));
  for (let i = 0; i < due.length; i += BATCH) {
    inTransaction(ctx.db, () => {
      for (const b of due.slice(i, i + BATCH)) {
        const contact = b.due === 'contact';
        enqueueJob(
          ctx.db,
          {
            task: contact ? TASKS.contactHotel : TASKS.checkRisks,
            payload: { bookingPk: b.id },
            runAt: now,
            priority: jobPriority(b.priority, b.check_in, now),
            key: `${contact ? 'contact' : 'risk'}:${b.id}`,
          },
          now,
        );
      }
    });
  }
  const result = { contacts: due.filter((d) => d.due === 'contact').length, riskChecks: due.filter((d) => d.due === 'risk').length };
  if (due.length) ctx.poke();
  return result;
}

// The unmatched inbox through the API (admin keys only): its query and the body of an attach.
import { z } from 'zod';
import { ActorSchema } from './triage.js';

export const InboxQuerySchema = z.object({
  all: z.enum(['true', 'false']).optional().transform((v) => v === 'true').meta({ description: 'Every received message (latest 200), whatever became of it' }),
});

export const InboxAttachSchema = z
  .object({
    BookingId: z.string().trim().min(1, 'is required: the booking the message answers').max(200),
    actor: ActorSchema,
    acceptDiscrepancy: z.boolean().optional().meta({ description: 'The message confirms a booking that has an open data discrepancy: accept it (the booked values stand); without it that answers 409 DISCREPANCY_OPEN' }),
  })
  .meta({ id: 'InboxAttachRequest' });

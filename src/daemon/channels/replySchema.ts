// The JSON shape of a hotel's answer (POST /hotel/replies and inline http replies), validated with zod.
import { z } from 'zod';
import type { HotelReply } from '../../domain/reply.js';
import { normaliseTimestamp } from '../../domain/schemas.js';

const date = z
  .string()
  .max(40)
  .transform((s, ctx) => {
    const iso = normaliseTimestamp(s);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: `must be an ISO 8601 date (got "${s.slice(0, 40)}")` });
      return z.NEVER;
    }
    return iso;
  });
const count = z.number().int().min(0).max(1000);

export const HotelReplySchema = z.object({
  hcn: z.string().trim().min(1).max(100).optional(),
  noBooking: z.boolean().optional(),
  checkIn: date.optional(),
  checkOut: date.optional(),
  leadName: z.string().trim().min(1).max(200).optional(),
  rooms: count.optional(),
  roomType: z.string().trim().min(1).max(200).optional(),
  boardType: z.string().trim().min(1).max(100).optional(),
  adults: count.optional(),
  children: count.optional(),
  amount: z.number().min(0).optional(),
  currency: z.string().trim().length(3).optional(),
  specialRequestNoted: z.boolean().optional(),
  note: z.string().max(2000).optional(),
});

export const HotelReplyRequestSchema = HotelReplySchema.extend({ token: z.string().min(1).max(500).optional() });

/** True when the object says anything a reply can say (an inline http answer versus a plain receipt). */
export function isReply(r: HotelReply): boolean {
  return Boolean(r.hcn || r.noBooking || r.checkIn || r.checkOut || r.leadName || r.roomType || r.boardType || r.rooms !== undefined || r.adults !== undefined || r.children !== undefined);
}

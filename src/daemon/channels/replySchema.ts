// The JSON body of POST /hotel/replies: a hotel's reply (the domain's HotelReplySchema) and the token it answers.
import { z } from 'zod';
import { HotelReplySchema } from '../../domain/reply.js';

export const HotelReplyRequestSchema = HotelReplySchema.extend({
  token: z.string().min(1).max(500).optional().meta({ description: 'The reply token of the request answered (or send it as Authorization: Bearer <token>)' }),
}).meta({ id: 'HotelReplyRequest', description: "A hotel's answer: every field optional; a hotel confirms what it does not contradict" });

// The manual channel: nothing is sent; an operator asks the hotel and records its answer with `reconfirm hotel reply`.
import type { ContactOutcome, ContactRequest, HotelChannel } from './types.js';

export function manualChannel(): HotelChannel {
  return {
    name: 'manual',
    async send(req: ContactRequest): Promise<ContactOutcome> {
      return { detail: `waiting for an operator to ask the hotel and run: reconfirm hotel reply '${req.bookingId}' --hcn <HCN>` };
    },
  };
}

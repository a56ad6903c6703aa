// The webform channel: prepares the signed reply-page link and records it for the team that passes it to the hotel.
import type { ContactOutcome, ContactRequest, HotelChannel } from './types.js';

export function webformChannel(): HotelChannel {
  return {
    name: 'webform',
    async send(req: ContactRequest): Promise<ContactOutcome> {
      // Hotels on this channel get the link through their own route (extranet, supplier portal, phone);
      // the link in the history is what the operations team forwards.
      return { detail: `reply page ready at ${req.replyUrl} (valid until ${req.expiresAt}, single use)` };
    },
  };
}

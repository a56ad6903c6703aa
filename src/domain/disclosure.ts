// What a hotel is shown of a booking (PRODUCT section 4, "What a hotel sees"): a seller's price is confidential by
// default; an agency turns fields on or off per MasterProvider or per hotel, and a hidden rate is never compared.
import { lookupByName } from './perHotel.js';

export interface Disclosure {
  /** BookingAmount and Currency, and the comparison of the rate the hotel states. */
  amount: boolean;
  /** SpecialRequest, and the check that the hotel noted it. */
  specialRequest: boolean;
  /** The names of the guests beyond the lead guest (the lead name is how a desk finds the booking: always shown). */
  guestNames: boolean;
  /** Supplier.ReferenceNo. */
  supplierReference: boolean;
}

export const DEFAULT_DISCLOSURE: Disclosure = { amount: false, specialRequest: true, guestNames: true, supplierReference: true };

export interface DisclosureSettings {
  default: Partial<Disclosure>;
  byMasterProvider: Record<string, Partial<Disclosure>>;
  byHotel: Record<string, Partial<Disclosure>>;
}

/** The defaults, then the config's default, then the hotel's MasterProvider, then the hotel itself: the last word wins. */
export function disclosureFor(s: DisclosureSettings | undefined, hotel: { Name: string; MasterProvider?: string }): Disclosure {
  if (!s) return DEFAULT_DISCLOSURE;
  return { ...DEFAULT_DISCLOSURE, ...s.default, ...lookupByName(s.byMasterProvider, hotel.MasterProvider), ...lookupByName(s.byHotel, hotel.Name) };
}

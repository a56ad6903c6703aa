// How a hotel sees its bookings: its language, its clock and what the agency lets it see, from the configuration.
import type { Config } from '../../config.js';
import { DEFAULT_DISCLOSURE, disclosureFor, type Disclosure } from '../../domain/disclosure.js';
import { hotelZone } from '../../domain/hotelTime.js';
import type { Compared } from '../../domain/reply.js';
import type { Booking } from '../../domain/schemas.js';
import { hotelLanguage, isLanguage, type Language } from '../i18n/index.js';

export interface HotelView {
  language: Language;
  /** The hotel's zone (hotelZone): dates are shown on its clock. */
  zone: string;
  disclosure: Disclosure;
}

export const DEFAULT_VIEW: HotelView = { language: 'en', zone: 'Z', disclosure: DEFAULT_DISCLOSURE };

export function hotelView(config: Pick<Config, 'languages' | 'disclosure' | 'defaultTimeZone'>, booking: Booking): HotelView {
  return {
    language: hotelLanguage(config.languages, booking.Hotel),
    zone: hotelZone(booking, config.defaultTimeZone).zone,
    disclosure: disclosureFor(config.disclosure, booking.Hotel),
  };
}

/** What a reply from this hotel is compared with: what it was shown, and its days on its own clock. */
export function comparedFor(view: HotelView): Compared {
  return { ...view.disclosure, zone: view.zone };
}

/** The page's language switch: ?lang=xx, when it names a language we have, overrides the one chosen for the hotel. */
export function withAskedLanguage(view: HotelView, asked: string | undefined): HotelView {
  return isLanguage(asked) ? { ...view, language: asked } : view;
}

// The one small interface every hotel channel implements (simulator, email, webform, http, manual).
import type { Booking } from '../../domain/schemas.js';
import type { HotelReply } from '../../domain/reply.js';
import type { DigestRequest } from './digestMail.js';
import type { HotelView } from './hotelView.js';

export interface ContactRequest {
  bookingPk: number;
  bookingId: string;
  booking: Booking;
  contactId: number;
  attempt: number;
  maxAttempts: number;
  /** The booking changed since the hotel was last asked: the message says so. */
  updated: boolean;
  /** The signed reply link and its raw token (never stored; only its hash is). */
  replyUrl: string;
  token: string;
  expiresAt: string;
  now: number;
  /** The hotel's language, clock and what it may see (absent: English, UTC, the default disclosure). */
  view?: HotelView;
  /** The lead guest's surname where the events body gave it (OpenTravel Surname). */
  leadLastName?: string;
  /** The OTA channels: the UniqueID@ID the booking is sent under, decided once and stored (store/ota.ts decideOtaId). */
  otaId?: string;
  /**
   * Called as the request starts on a connection, before a byte of it is written (the http channel; it may wait
   * for a connection): throws when the job is no longer known to be this worker's (JobContext.lease), and then
   * nothing is sent and send() rejects with that error, as it is.
   */
  beforeSend?: () => void;
}

export interface ContactOutcome {
  /** One line for the booking history: what was sent where. */
  detail: string;
  /** A reply the channel received at once (http answers inline). */
  reply?: HotelReply;
}

export interface HotelChannel {
  readonly name: string;
  /**
   * The send leaves this process before its outcome is recorded (e-mail, http, OTA): one cut short by a stopped
   * instance may have reached the hotel, so its answer is waited for before the hotel is asked again (contact.ts).
   * Without it (the simulator, the web form, manual, OTA pull) nothing left: the attempt is made again at once.
   */
  readonly reachesOutside?: boolean;
  send(req: ContactRequest): Promise<ContactOutcome>;
  /** One message listing several bookings of one hotel address (the email channel); a ChannelError when it fails. */
  sendDigest?(req: DigestRequest): Promise<ContactOutcome>;
}

/** A send that did not reach the hotel; permanent ones (no address) are not retried on the same channel. */
export class ChannelError extends Error {
  constructor(message: string, readonly permanent = false) {
    super(message);
    this.name = 'ChannelError';
  }
}

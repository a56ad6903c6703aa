// What the e-mail channel (a single request or a hotel digest) asks of threading: a stored Message-ID and a signed
// Reply-To for each e-mail, and the hotel addresses that have not bounced for a booking.
import type { Config } from '../../config.js';
import type { Db } from '../../store/db.js';
import { failedAddresses, prepareOutgoingMail, type OutgoingThread } from '../../store/mail.js';

export interface MailThreading {
  /**
   * Records one outgoing e-mail (before it is sent) with every hotel contact attempt it carries, and returns the
   * headers to send with it: `Message-ID`, and `Reply-To: reservations+<token>@...` when config replyTo is set.
   */
  prepare(m: { contactIds: number[]; to: string[]; subject?: string; now: number }): OutgoingThread;
  /** The booking's hotel addresses without those that bounced (compared without case). */
  usableAddresses(bookingPk: number, addresses: string[]): string[];
}

export function mailThreading(db: Db, config: Config, tokenSecret: () => string): MailThreading {
  return {
    prepare: (m) => prepareOutgoingMail(db, { ...m, secret: tokenSecret(), replyTo: config.replyTo, fromAddress: addressOf(config.smtpFrom) }),
    usableAddresses: (bookingPk, addresses) => {
      const failed = new Set(failedAddresses(db, bookingPk));
      return failed.size ? addresses.filter((a) => !failed.has(a.trim().toLowerCase())) : addresses;
    },
  };
}

/** The address of a From like `Reservations <res@agency.example>`. */
const addressOf = (from: string) => /<([^<>]+)>/.exec(from)?.[1] ?? from.trim();

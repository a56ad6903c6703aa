// The unmatched inbox as an operator reads it, on the database file (`reconfirm inbox --db`) or through the API's
// admin-only GET /inbox: each message with the open bookings whose hotel has its sender among its e-mails.
import type { SenderAuth } from '../../domain/senderAuth.js';
import { authOf, openBookingsOfHotelAddress, type MailRow, type SuggestedBooking } from '../../store/mail.js';
import type { Db } from '../../store/db.js';

export interface InboxEntry {
  message: number;
  receivedAt: string;
  from: string | null;
  subject: string | null;
  status: string;
  source: string;
  stripped: string | null;
  note: string | null;
  rawBytes: number | null;
  rawTruncated: boolean;
  /** The sender check (SPF, DKIM, DMARC and who judged), null when none was made. */
  auth: SenderAuth | null;
  /** Open bookings whose hotel lists the sender's address: what the message probably answers (attach it). */
  suggestedBookings: SuggestedBooking[];
}

/** The messages as listed, each sender looked up once; only messages still unmatched get suggestions. */
export function inboxEntries(db: Db, rows: MailRow[], accountId?: string): InboxEntry[] {
  const bySender = new Map<string, SuggestedBooking[]>();
  const suggest = (m: MailRow) => {
    if (m.status !== 'unmatched' || !m.sender) return [];
    const key = m.sender.toLowerCase();
    if (!bySender.has(key)) bySender.set(key, openBookingsOfHotelAddress(db, m.sender));
    // Through the API, a key sees its own account's bookings only.
    return bySender.get(key)!.filter((b) => !accountId || b.accountId === accountId);
  };
  return rows.map((m) => ({
    message: m.id,
    receivedAt: m.at,
    from: m.sender,
    subject: m.subject,
    status: m.status,
    source: m.source,
    stripped: m.stripped,
    note: m.note,
    rawBytes: m.rawBytes,
    rawTruncated: Boolean(m.rawTruncated),
    auth: authOf(m),
    suggestedBookings: suggest(m),
  }));
}

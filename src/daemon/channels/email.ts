// The email channel: a real SMTP message (nodemailer) to the hotel's addresses with the booking and a signed reply link.
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailThreading } from '../mail/threading.js';
import { escapeHtml, summariseBooking, summaryRows, summaryText } from './summary.js';
import { ChannelError, type ContactOutcome, type ContactRequest, type HotelChannel } from './types.js';

export interface EmailSettings {
  smtpUrl: string;
  from: string;
  /** Message-ID, Reply-To token and bounced addresses (src/daemon/mail/threading.ts); absent, mail goes out unthreaded. */
  threading?: MailThreading;
}

export function composeEmail(req: ContactRequest) {
  const s = summariseBooking(req.booking, req.bookingId);
  const what = req.updated ? 'Updated booking: please reconfirm the new details' : 'Please reconfirm this booking';
  const reminder = req.attempt > 1 ? ` (reminder ${req.attempt - 1})` : '';
  const subject = `${what}${reminder}: ${s.bookingId}, ${s.leadName}, ${s.checkIn} to ${s.checkOut}`;
  const intro = req.updated
    ? 'The booking below has CHANGED since we last wrote. Please check the new details and confirm them with your confirmation number (HCN).'
    : 'Please check the booking below and confirm it with your hotel confirmation number (HCN), or tell us what differs.';
  const expires = req.expiresAt.slice(0, 16).replace('T', ' ') + ' UTC';
  const text = `Dear reservations team at ${s.hotel},

${intro}

${summaryText(s)}

Answer here (no login needed; the link works once and expires ${expires}):
${req.replyUrl}

If you have no such reservation, the same page lets you say so.

Thank you,
Reservations reconfirmation
`;
  const rows = summaryRows(s)
    .map(([k, v]) => `<tr><th align="left" style="padding:6px 12px 6px 0;color:#555;font-weight:600;vertical-align:top">${escapeHtml(k)}</th><td style="padding:6px 0">${escapeHtml(v)}</td></tr>`)
    .join('');
  const html = `<!doctype html><html><body style="font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1f2933;line-height:1.45">
<p>Dear reservations team at ${escapeHtml(s.hotel)},</p>
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse;font-size:14px">${rows}</table>
<p style="margin:24px 0"><a href="${escapeHtml(req.replyUrl)}" style="background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">Confirm or correct this booking</a></p>
<p style="color:#555;font-size:13px">The link works once and expires ${escapeHtml(expires)}. If you have no such reservation, the same page lets you say so.</p>
<p>Thank you,<br>Reservations reconfirmation</p>
</body></html>`;
  return { subject, text, html };
}

export function emailChannel(settings: EmailSettings): HotelChannel {
  let transport: Transporter | undefined;
  return {
    name: 'email',
    async send(req: ContactRequest): Promise<ContactOutcome> {
      const all = req.booking.Hotel.ContactDetails?.Emails ?? [];
      if (all.length === 0) throw new ChannelError('the hotel has no e-mail address (Hotel.ContactDetails.Emails is empty)', true);
      const to = settings.threading?.usableAddresses(req.bookingPk, all) ?? all;
      if (to.length === 0) throw new ChannelError(`every e-mail address of the hotel bounced (${all.join(', ')})`, true);
      transport ??= nodemailer.createTransport(settings.smtpUrl);
      const mail = composeEmail(req);
      const thread = settings.threading?.prepare({ contactIds: [req.contactId], to, subject: mail.subject, now: req.now });
      try {
        const info = await transport.sendMail({ from: settings.from, to, ...mail, headers: { ...thread?.headers, 'X-Reconfirm-Booking': req.bookingId } });
        return { detail: `e-mail to ${to.join(', ')} accepted by the SMTP server (${info.messageId})` };
      } catch (err) {
        const e = err as { message?: string; responseCode?: number };
        // A mailbox the server refuses (550/551/553) will not appear by retrying; anything else might pass later.
        const permanent = e.responseCode === 550 || e.responseCode === 551 || e.responseCode === 553;
        throw new ChannelError(`SMTP send failed: ${e.message ?? String(err)}`, permanent);
      }
    },
  };
}

// The email channel: a real SMTP message (nodemailer) to the hotel's addresses with the booking and a signed reply link.
import type { Transporter } from 'nodemailer';
import { formatHotelTime } from '../../domain/hotelTime.js';
import { translator } from '../i18n/index.js';
import { composeDigest, type DigestRequest } from './digestMail.js';
import { DEFAULT_VIEW } from './hotelView.js';
import { escapeHtml, mailButton, mailHtml, summariseBooking, summaryTable, summaryText } from './summary.js';
import type { MailThreading } from '../mail/threading.js';
import { ChannelError, type ContactOutcome, type ContactRequest, type HotelChannel } from './types.js';
import { userAgent } from '../instance.js';

export interface EmailSettings {
  smtpUrl: string;
  from: string;
  /** Message-ID, Reply-To token and bounced addresses (src/daemon/mail/threading.ts); absent, mail goes out unthreaded. */
  threading?: MailThreading;
}

export function composeEmail(req: ContactRequest) {
  const view = req.view ?? DEFAULT_VIEW;
  const t = translator(view.language);
  const s = summariseBooking(req.booking, req.bookingId, view);
  const reminder = req.attempt > 1 ? t('mail.reminder', { n: req.attempt - 1 }) : '';
  const subject = t(req.updated ? 'mail.subject.updated' : 'mail.subject.request', { reminder, bookingId: s.bookingId, leadName: s.leadName, checkIn: s.checkIn, checkOut: s.checkOut });
  const intro = t(req.updated ? 'mail.intro.updated' : 'mail.intro.request');
  const expires = formatHotelTime(Date.parse(req.expiresAt), view.zone);
  const text = `${t('mail.greeting', { hotel: s.hotel })}

${intro}

${summaryText(s)}

${t('mail.answerHere', { expires })}
${req.replyUrl}

${t('mail.noSuchBooking')}

${t('mail.thanks')}
${t('mail.signature')}
`;
  const html = mailHtml(view.language, [
    `<p>${escapeHtml(t('mail.greeting', { hotel: s.hotel }))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    summaryTable(s),
    mailButton(req.replyUrl, t('mail.button')),
    `<p style="color:#555;font-size:13px">${escapeHtml(t('mail.linkNote', { expires }))} ${escapeHtml(t('mail.noSuchBooking'))}</p>`,
    `<p>${escapeHtml(t('mail.thanks'))}<br>${escapeHtml(t('mail.signature'))}</p>`,
  ]);
  return { subject, text, html };
}

/** nodemailer loads with the first e-mail sent, not with every serve (about 2 MB of heap in each thread). */
async function smtpTransport(smtpUrl: string): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport(smtpUrl);
}

export function emailChannel(settings: EmailSettings): HotelChannel {
  let transporter: Promise<Transporter> | undefined;
  // One transport, made at the first send; one that failed to be made is tried again at the next.
  const smtp = () => (transporter ??= smtpTransport(settings.smtpUrl).catch((err) => ((transporter = undefined), Promise.reject(err))));
  return {
    name: 'email',
    reachesOutside: true,
    async send(req: ContactRequest): Promise<ContactOutcome> {
      const all = req.booking.Hotel.ContactDetails?.Emails ?? [];
      if (all.length === 0) throw new ChannelError('the hotel has no e-mail address (Hotel.ContactDetails.Emails is empty)', true);
      const to = settings.threading?.usableAddresses(req.bookingPk, all) ?? all;
      if (to.length === 0) throw new ChannelError(`every e-mail address of the hotel bounced (${all.join(', ')})`, true);
      const transport = await smtp();
      const mail = composeEmail(req);
      const thread = settings.threading?.prepare({ contactIds: [req.contactId], to, subject: mail.subject, now: req.now });
      try {
        const info = await transport.sendMail({ from: settings.from, to, ...mail, headers: { ...thread?.headers, 'X-Reconfirm-Booking': req.bookingId, 'X-Mailer': userAgent() } });
        return { detail: `e-mail to ${to.join(', ')} accepted by the SMTP server (${info.messageId})` };
      } catch (err) {
        const e = err as { message?: string; responseCode?: number };
        // A mailbox the server refuses (550/551/553) will not appear by retrying; anything else might pass later.
        const permanent = e.responseCode === 550 || e.responseCode === 551 || e.responseCode === 553;
        throw new ChannelError(`SMTP send failed: ${e.message ?? String(err)}`, permanent);
      }
    },
    async sendDigest(req: DigestRequest): Promise<ContactOutcome> {
      const to = settings.threading?.usableAddresses(req.leadBookingPk, req.to) ?? req.to;
      if (to.length === 0) throw new ChannelError(`every e-mail address of the hotel bounced (${req.to.join(', ')})`, true);
      const transport = await smtp();
      const mail = composeDigest(req);
      // One stored Message-ID and Reply-To token for the digest, linked to every line's contact attempt.
      const thread = settings.threading?.prepare({ contactIds: req.lines.map((l) => l.contactId), to, subject: mail.subject, now: req.now });
      try {
        const info = await transport.sendMail({ from: settings.from, to, ...mail, headers: { ...thread?.headers, 'X-Reconfirm-Booking': req.lines.map((l) => l.bookingId).join(', '), 'X-Mailer': userAgent() } });
        return { detail: `digest e-mail of ${req.lines.length} bookings to ${to.join(', ')} accepted by the SMTP server (${info.messageId})` };
      } catch (err) {
        const e = err as { message?: string; responseCode?: number };
        throw new ChannelError(`SMTP send failed: ${e.message ?? String(err)}`, e.responseCode === 550 || e.responseCode === 551 || e.responseCode === 553);
      }
    },
  };
}

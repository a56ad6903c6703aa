// The digest e-mail: every booking of one hotel address due for contact, in one message with one reply link.
import { formatHotelTime } from '../../domain/hotelTime.js';
import type { Booking } from '../../domain/schemas.js';
import { translator } from '../i18n/index.js';
import type { HotelView } from './hotelView.js';
import { escapeHtml, mailButton, mailHtml, summariseBooking, summaryTable, summaryText } from './summary.js';

export interface DigestLine {
  bookingId: string;
  booking: Booking;
  contactId: number;
}

export interface DigestRequest {
  hotel: string;
  to: string[];
  lines: DigestLine[];
  /** The hotel's view (language, clock, disclosure), from the first booking listed. */
  view: HotelView;
  /** The digest's reply page and when its link expires. */
  replyUrl: string;
  expiresAt: string;
  /** The highest attempt among the lines: a reminder says so. */
  attempt: number;
  /** The first booking listed: its bounced addresses are left out. */
  leadBookingPk: number;
  now: number;
}

export function composeDigest(d: DigestRequest) {
  const t = translator(d.view.language);
  const summaries = d.lines.map((l) => summariseBooking(l.booking, l.bookingId, d.view));
  const count = summaries.length;
  const days = summaries.map((s) => s.checkIn).sort();
  const reminder = d.attempt > 1 ? t('mail.reminder', { n: d.attempt - 1 }) : '';
  const subject = t('mail.subject.digest', { count, reminder, hotel: d.hotel, first: days[0], last: days[days.length - 1] });
  const expires = formatHotelTime(Date.parse(d.expiresAt), d.view.zone);
  const heading = (i: number) => t('mail.digestLine', { n: i + 1, count });
  const text = `${t('mail.greeting', { hotel: d.hotel })}

${t('mail.intro.digest', { count })}

${summaries.map((s, i) => `--- ${heading(i)} ---\n${summaryText(s)}`).join('\n\n')}

${t('mail.answerHere', { expires })}
${d.replyUrl}

${t('mail.noSuchBooking')}

${t('mail.thanks')}
${t('mail.signature')}
`;
  const html = mailHtml(d.view.language, [
    `<p>${escapeHtml(t('mail.greeting', { hotel: d.hotel }))}</p>`,
    `<p>${escapeHtml(t('mail.intro.digest', { count }))}</p>`,
    ...summaries.map((s, i) => `<h3 style="margin:20px 0 6px;font-size:15px">${escapeHtml(heading(i))}: ${escapeHtml(s.bookingId)}</h3>${summaryTable(s)}`),
    mailButton(d.replyUrl, t('mail.button.digest')),
    `<p style="color:#555;font-size:13px">${escapeHtml(t('mail.linkNote', { expires }))} ${escapeHtml(t('mail.noSuchBooking'))}</p>`,
    `<p>${escapeHtml(t('mail.thanks'))}<br>${escapeHtml(t('mail.signature'))}</p>`,
  ]);
  return { subject, text, html };
}

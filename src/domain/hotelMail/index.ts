// Reading a hotel's e-mail (issue 11): parse raw mail, strip quotes and signatures, read what it says per booking.
export { parseHotelMail } from './parse.js';
export { htmlToText } from './html.js';
export type { BounceReport, DeliveryFailure, ExpectedBooking, Language, MailAddress, MailKind, MailReading, ParsedMail, ReadLine, ReviewItem } from './types.js';

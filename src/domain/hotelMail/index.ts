// Reading a hotel's e-mail (issue 11): parse raw mail, strip quotes and signatures, read what it says per booking.
// Pure: no database, no network, no clock.
export { parseHotelMail } from './parse.js';
export { htmlToText } from './html.js';
export { stripReply } from './strip.js';
export { readHotelMail } from './read.js';
export { detectLanguage, numericDateOrder, type DateOrder } from './language.js';
export type { BounceReport, DeliveryFailure, ExpectedBooking, Language, MailAddress, MailKind, MailReading, ParsedMail, ReadLine, ReviewItem } from './types.js';

// Reading a hotel's e-mail (issue 11): parse raw mail, strip quotes and signatures, read what it says per booking.
// Pure: no database, no network, no clock.
export { parseHotelMail } from './parse.js';
export { htmlToText } from './html.js';
export { stripReply } from './strip.js';
export { readHotelMail } from './read.js';
export { detectLanguage, numericDateOrder, type DateOrder } from './language.js';
export type { BounceReport, Decision, DeliveryFailure, ExpectedBooking, Explanation, Fact, Language, MailAddress, MailKind, MailReading, ParsedMail, PendingItem, ReadLine, ReviewItem } from './types.js';
export { BOARD_TYPES, ROOM_TYPES, LEXICONS, boardOfBooked, findBoards, findRooms, roomOfBooked, type BoardType, type Lexicon, type RoomType } from './lexicon/index.js';

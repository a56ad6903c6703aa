// The reader of src/domain/hotelMail (readHotelMail), looked up when first used: it lands on its own branch
// (mail-read) after the parser; until then a message that needs reading fails its job and is retried.
import * as hotelMail from '../../domain/hotelMail/index.js';
import type { ExpectedBooking, MailReading, ParsedMail } from '../../domain/hotelMail/index.js';

type Reader = (parsed: ParsedMail, expected: ExpectedBooking[]) => MailReading | Promise<MailReading>;

export async function readHotelMail(parsed: ParsedMail, expected: ExpectedBooking[]): Promise<MailReading> {
  const reader = (hotelMail as unknown as { readHotelMail?: Reader }).readHotelMail;
  if (!reader) throw new Error('readHotelMail is not in this build yet (src/domain/hotelMail)');
  return reader(parsed, expected);
}

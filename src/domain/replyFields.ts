// What each field of a hotel's reply means, in words: the one text behind HotelReplySchema's descriptions (and so
// /openapi.json) and the flags of `reconfirm hotel reply`. Apart from reply.ts so the CLI reads it without loading zod.

export const REPLY_FIELD_TEXT = {
  hcn: 'the hotel confirmation number',
  noBooking: 'the hotel says it has no such booking',
  checkIn: "the hotel's check-in date, where it differs",
  checkOut: "the hotel's check-out date, where it differs",
  leadName: "the lead guest's name as the hotel has it",
  rooms: 'number of rooms the hotel holds',
  roomType: "the hotel's room type",
  boardType: "the hotel's board type",
  adults: 'adults the hotel holds',
  children: 'children the hotel holds',
  amount: 'the rate the hotel states; compared only when given',
  currency: "the currency of the hotel's rate",
  specialRequestNoted: "whether the hotel noted the booking's special request",
  note: 'what the hotel said, for the history',
} as const;

// The one shape of a language's reading vocabulary (issue 25): what a reservations desk writes, as data. Every
// pattern is the source of a regular expression matched on folded text (lowercase, accents removed, same length as
// the original: dates.ts `fold`), except abbreviations, which are matched case-sensitively on the original text as
// whole tokens ("DZ/F", "DBL", "HP"). One module per language (en.ts ... pt.ts), like the i18n catalogues.
import type { Language } from '../../languages.js';

/**
 * The canonical room types. The OTA mapping has a board module (src/domain/board.ts, whose values the boards below
 * are) but no room one yet, so the room values live here; the booking's RoomStructure codes and the hotel's words
 * both map onto them.
 */
export const ROOM_TYPES = ['single', 'double', 'double-for-single-use', 'twin', 'triple', 'quadruple', 'family', 'suite', 'junior-suite', 'studio', 'apartment'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/** The canonical boards are the OTA mapping's (src/domain/board.ts): RO, BB, HB, FB, AI. */
export { BOARDS as BOARD_TYPES, type Board as BoardType } from '../../board.js';
import type { Board as BoardType } from '../../board.js';

export interface Lexicon {
  language: Language;
  /** Room types in words that name a room on their own ("habitación doble", "Doppelzimmer", "twin"). */
  rooms: Partial<Record<RoomType, string[]>>;
  /** Words that name a room type only next to a room noun or a room label ("doble", "double", "singola"). */
  roomAdjectives: Partial<Record<RoomType, string[]>>;
  /** Abbreviations, case-sensitive whole tokens ("DBL", "DZ", "EZ", "DUS"). */
  roomAbbreviations: Partial<Record<RoomType, string[]>>;
  /** Phrases holding a room word that are not rooms ("donner suite", "tout de suite"). */
  notRooms: string[];
  /** Nouns for a room ("room", "habitación", "Zimmer"): what makes an adjective a room type. */
  roomNouns: string[];
  /** Boards in words ("Übernachtung mit Frühstück", "solo alojamiento", "mezza pensione"). */
  boards: Partial<Record<BoardType, string[]>>;
  /** Board abbreviations, case-sensitive whole tokens ("HP", "VP", "ÜF", "/F" after a room code). */
  boardAbbreviations: Partial<Record<BoardType, string[]>>;
  /** Labels before a hotel confirmation number ("Conf. No.", "réf. hôtel", "Buchungsnr.", "Codice prenotazione"). */
  hcnLabels: string[];
  /** Labels before a reference that is the agency's, not the hotel's ("your ref", "su referencia"). */
  agencyLabels: string[];
  /** "We have no such reservation". */
  noBooking: string[];
  /**
   * Words that affirm the booking without a confirmation verb ("you're all set", "queda anotado", "c'est noté", "geht
   * klar", "tutto a posto", "está tudo certo"): read as an affirmation when not negated, hedged, asked or said of an extra.
   */
  affirmations: string[];
  /** Cancellation, overbooking, relocation: the booking will not be kept as sold. */
  cancellation: string[];
  /**
   * The booking is no longer held, said as done: cancelled ("has been cancelled", "the cancellation is confirmed") or
   * the guests relocated to another hotel ("we have relocated her"). Read as no such booking, never as a confirmation.
   */
  cancelled: string[];
  /** A promise to answer later ("pending", "we will confirm", "awaiting the manager"): no answer yet. */
  pending: string[];
  /**
   * The hotel's general terms, said of every booking and not of this one ("free cancellation up to 48 h before
   * arrival", "in case of cancellation ...", "no-show will be charged", "a credit card guarantees the booking", "the room
   * is guaranteed until late arrival"): their sentence is no cancellation of and no condition on this booking.
   */
  policies: string[];
  /**
   * A confirmation that waits on something the agency must send or pay ("if you send the credit card details", "si nos
   * envían el depósito", "se ci inviate la caparra"): a condition, looked for only where a deposit, card or payment is
   * named (read.ts), not in the conditions family every reply is scanned with.
   */
  conditionalRequests: string[];
  /** Conditions on the booking a person must weigh ("room held until 18:00 only", "not guaranteed"). */
  conditions: string[];
  /** Contrast words that introduce an exception ("but", "pero", "mais", "aber", "ma", "mas", "however"). */
  contrast: string[];
  /** Words before a value the hotel does NOT have ("instead of", "not", "statt", "au lieu de"). */
  negation: string[];
  /**
   * How a desk states a change: two values of one fact, the booking's marked as the old one and the hotel's as the new
   * ("changed from a double to a twin", "Anreise vom 12.03. auf den 13.03. verschoben", "Booked: Double / Allocated:
   * Twin", "twin, not double"; arrows are read in facts.ts). Read only where two values of the same fact are named.
   */
  replacement: {
    /** Verbs (stems) of a change ("changed", "moved", "upgraded", "cambiado", "décalée", "verschoben", "spostato", "alterado"). */
    verbs: string[];
    /** The preposition before the old value ("from", "de", "du", "vom", "dal", "de") ... */
    from: string[];
    /** ... and before the new one ("to", "a", "au", "auf", "al", "para"). */
    to: string[];
    /** A label of the old value ("booked:", "reservado:", "gebucht:") ... */
    oldLabels: string[];
    /** ... and of the hotel's value ("allocated:", "asignada:", "zugeteilt:"). */
    newLabels: string[];
    /** A negation that may stand alone before a value named after another one ("twin, not double", "camera twin, non doppia"). */
    bareNegation: string[];
  };
  /** "one day later" (of arrival unless departure is said), "one day earlier". */
  dayLater: string[];
  dayEarlier: string[];
  /** "one night less", "one night more". */
  nightLess: string[];
  nightMore: string[];
  /** Words that make a date an arrival or a departure. */
  arrival: string[];
  departure: string[];
  /**
   * Words that make the date right after them (a few words on, no comma or stop between) a date of something else: a
   * charge, an invoice, a refund ("card charged on 10 March", "addebito il 10/03"), or the day the booking was made or its letter issued ("Booked on: 2 Feb 2027", "Buchungsdatum:
   * 20.01.2027"). Read as word stems: any letters may follow. An arrival or departure word after one wins, and only a day
   * before the booked check-in is taken for such a date (one in or after the stay still goes to a person).
   */
  otherDates: string[];
  /** The same, said after the date (German puts the verb last: "wird am 10.03. abgebucht", "am 20.01. gebucht"). */
  otherDatesAfter: string[];
  /**
   * Words of a house period or rule ("high season", "minimum stay", "half board is compulsory", "Hochsaison",
   * "temporada de invierno", "época de neve"): a range of two weeks or more they introduce (or name in brackets after
   * it) that holds the whole stay or lies apart from it, or one such day a week or more from it, is the period's, not
   * this stay's (r22). A stay or booking word between them and the date makes it the stay's again.
   */
  seasons: string[];
  /**
   * Holidays and feast days ("Christmas Eve", "Nationalfeiertag", "réveillon de Noël", "Carnaval"): a single day they
   * introduce or name in brackets after it ("le dîner du réveillon (24/12)", "über den 1. August (Nationalfeiertag)")
   * is the holiday's, not an arrival or departure (r22).
   */
  holidays: string[];
  /**
   * Words that give the booking's own value as the agency sent it ("your booking shows", "Votre réservation indique",
   * "laut Ihrer Buchung", "su reserva indica", "la vostra prenotazione riporta", "a vossa reserva indica"): a date a few
   * words after them, in their clause, is the old value, not the hotel's (r22).
   */
  bookingSays: string[];
  /**
   * Words that make the date after them the day a message or a request was written or received, or today ("your
   * request of 8 March", "Anfrage vom 08.03.2027", "recibimos su solicitud el 8 de marzo", "today 8 March"). Read as
   * otherDates, but only for a day four days or more before the booked check-in (an arrival a day or two earlier may
   * be said so).
   */
  messageDates: string[];
  /**
   * Words that give a value as the agency's, as its request or list shows it, not the hotel's ("you have", "ustedes
   * ponen", "bei Ihnen steht", "chez vous", "voi avete", "vocês têm"): a booked date said so, beside another date the
   * hotel states for the same end of the stay, is the old value (r23). Read only where an end has two dates.
   */
  theirs: string[];
  /** Nouns that count people ("guests", "personas", "Erwachsene"), and which of them are adults only. */
  people: string[];
  adults: string[];
  /** Nouns that count children ("1 child", "dos niños", "ein Kind"): compared with the booking's children. */
  children: string[];
  /** Number words, one to fourteen with their gender forms: "two" -> 2, "duas" -> 2 (a count of guests, rooms or nights). */
  numbers: Record<string, number>;
  /** Words before a number that limit it ("only two guests"). */
  only: string[];
  /** The quoting headers of the common mail clients in this language. */
  quoting: {
    /** Outlook's header block field names: From, Sent, To, Subject. */
    from: string[];
    sent: string[];
    to: string[];
    subject: string[];
    /** The verb of "On ... X wrote:" (Gmail, Apple Mail, Thunderbird). */
    wrote: string[];
    /** The first word of such a line ("On", "El", "Le", "Am", "Il giorno", "Em"). */
    wroteStart: string[];
    /** "-----Original Message-----" titles. */
    original: string[];
    /** "---------- Forwarded message ---------" titles and "Begin forwarded message:" lines. */
    forwarded: string[];
  };
  /**
   * A desk that forwards the answer of its own people (r21): words that point to what follows ("below", "anbei",
   * "ci-dessous", "qui sotto") or forward it ("I forward", "les reenvío", "reencaminho"), and the answer's nouns
   * ("answer", "Antwort", "réponse", "risposta", "respuesta", "resposta", a confirmation). A sentence of the desk's own
   * words that holds one of each points to the first message below it: the answer of a colleague or another office
   * of the hotel, read as the hotel's statement (strip.ts forwardedAnswer).
   */
  answerBelow: { pointer: string[]; answer: string[] };
}

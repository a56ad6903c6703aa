// The lexicons (src/domain/hotelMail/lexicon): every room and board word of issue 25, in each of the six languages,
// maps to its canonical value — in the hotel's text and as a booked RoomStructure code — and a reading compares on
// those values: the same room in other words confirms, another room is a DATA_DISCREPANCY naming the hotel's words.
// A word the reader cannot map is named in the review item, never guessed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { boardOfBooked, findBoards, findRooms, readHotelMail, roomOfBooked, type BoardType, type RoomType } from '../../src/domain/hotelMail/index.js';
import { judgeReply } from '../../src/domain/reply.js';
import { BookingSchema } from '../../src/domain/schemas.js';

const ROOMS: Record<string, Record<RoomType, string>> = {
  en: { single: 'single room', double: 'double room', 'double-for-single-use': 'double for single use', twin: 'twin room', triple: 'triple room', quadruple: 'quadruple room', family: 'family room', suite: 'suite', 'junior-suite': 'junior suite', studio: 'studio', apartment: 'apartment' },
  es: { single: 'habitación individual', double: 'habitación doble', 'double-for-single-use': 'doble uso individual', twin: 'habitación con dos camas', triple: 'habitación triple', quadruple: 'habitación cuádruple', family: 'habitación familiar', suite: 'suite', 'junior-suite': 'junior suite', studio: 'estudio', apartment: 'apartamento' },
  fr: { single: 'chambre simple', double: 'chambre double', 'double-for-single-use': 'chambre double usage individuel', twin: 'chambre à lits jumeaux', triple: 'chambre triple', quadruple: 'chambre quadruple', family: 'chambre familiale', suite: 'suite', 'junior-suite': 'junior suite', studio: 'studio', apartment: 'appartement' },
  de: { single: 'Einzelzimmer', double: 'Doppelzimmer', 'double-for-single-use': 'Doppelzimmer zur Alleinbenutzung', twin: 'Zweibettzimmer', triple: 'Dreibettzimmer', quadruple: 'Vierbettzimmer', family: 'Familienzimmer', suite: 'Suite', 'junior-suite': 'Juniorsuite', studio: 'Studio', apartment: 'Appartement' },
  it: { single: 'camera singola', double: 'camera doppia', 'double-for-single-use': 'doppia uso singola', twin: 'camera doppia uso twin', triple: 'camera tripla', quadruple: 'camera quadrupla', family: 'camera familiare', suite: 'suite', 'junior-suite': 'junior suite', studio: 'monolocale', apartment: 'appartamento' },
  pt: { single: 'quarto individual', double: 'quarto duplo', 'double-for-single-use': 'duplo uso individual', twin: 'quarto twin', triple: 'quarto triplo', quadruple: 'quarto quádruplo', family: 'quarto familiar', suite: 'suíte', 'junior-suite': 'júnior suíte', studio: 'estúdio', apartment: 'apartamento' },
};
const BOARDS: Record<string, Record<BoardType, string>> = {
  en: { RO: 'room only', BB: 'bed and breakfast', HB: 'half board', FB: 'full board', AI: 'all inclusive' },
  es: { RO: 'solo alojamiento', BB: 'alojamiento y desayuno', HB: 'media pensión', FB: 'pensión completa', AI: 'todo incluido' },
  fr: { RO: 'logement seul', BB: 'petit-déjeuner inclus', HB: 'demi-pension', FB: 'pension complète', AI: 'tout compris' },
  de: { RO: 'ohne Frühstück', BB: 'Übernachtung mit Frühstück', HB: 'Halbpension', FB: 'Vollpension', AI: 'All-inclusive' },
  it: { RO: 'solo pernottamento', BB: 'pernottamento e prima colazione', HB: 'mezza pensione', FB: 'pensione completa', AI: 'tutto incluso' },
  pt: { RO: 'só alojamento', BB: 'alojamento e pequeno-almoço', HB: 'meia pensão', FB: 'pensão completa', AI: 'tudo incluído' },
};
// The codes a booking's RoomStructure carries (OTA and channel-manager spellings).
const ROOM_CODES: Record<RoomType, string> = { single: 'SGL', double: 'DBL', 'double-for-single-use': 'DUS', twin: 'TWN', triple: 'TPL', quadruple: 'QDP', family: 'FAM', suite: 'STE', 'junior-suite': 'JSU', studio: 'STU', apartment: 'APT' };
const BOARD_CODES: Record<BoardType, string> = { RO: 'RO', BB: 'BB', HB: 'HB', FB: 'FB', AI: 'AI' };
const CONFIRM: Record<string, (w: string) => string> = {
  en: (w) => `Confirmed, confirmation number 4411, ${w}.`,
  es: (w) => `Confirmada, localizador 4411, ${w}.`,
  fr: (w) => `Confirmée, numéro de confirmation 4411, ${w}.`,
  de: (w) => `Bestätigt, Bestätigungsnummer 4411, ${w}.`,
  it: (w) => `Confermata, numero di conferma 4411, ${w}.`,
  pt: (w) => `Confirmada, número de confirmação 4411, ${w}.`,
};

const booking = (room: { RoomType?: string; BoardType?: string }) =>
  BookingSchema.parse({ BookingCode: 'BK-1', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'H', CountryCode: 'ES' }, Guest: { LeadName: 'Ana Ruiz', RoomStructure: [{ Adults: 2, ...room }] } });
const read = (text: string, room: { RoomType?: string; BoardType?: string }) => {
  const r = readHotelMail({ text, kind: 'reply', references: [], to: [], cc: [], subject: '', size: text.length, fromHtml: false }, [{ bookingId: 'BK-1', booking: booking(room) }]);
  assert.equal(r.kind, 'answer');
  return r as Extract<typeof r, { kind: 'answer' }>;
};
const verdict = (text: string, room: { RoomType?: string; BoardType?: string }) => {
  const r = read(text, room);
  if (r.review.length) return `review: ${r.review.map((x) => x.why).join('; ')}`;
  const v = judgeReply(booking(room), r.lines[0].reply);
  return v.kind === 'DISCREPANCY' ? `DISCREPANCY ${v.discrepancies.map((d) => `${d.field}=${d.hotel}`).join(',')}` : v.kind;
};

describe('the room and board words of issue 25 in six languages', () => {
  for (const [lang, words] of Object.entries(ROOMS)) {
    it(`${lang}: each room word names its canonical room type, and a reading compares on it`, () => {
      for (const [value, word] of Object.entries(words) as [RoomType, string][]) {
        assert.deepEqual(findRooms(CONFIRM[lang](word)).map((m) => m.value), [value], `${lang} "${word}"`);
        assert.equal(roomOfBooked(word), value, `booked "${word}"`);
        assert.equal(verdict(CONFIRM[lang](word), { RoomType: ROOM_CODES[value] }), 'CONFIRMED', `${lang} "${word}" booked ${ROOM_CODES[value]}`);
        const other: RoomType = value === 'suite' ? 'double' : 'suite';
        assert.equal(verdict(CONFIRM[lang](word), { RoomType: ROOM_CODES[other] }), `DISCREPANCY RoomType=${word}`, `${lang} "${word}" booked ${ROOM_CODES[other]}`);
      }
    });
  }
  for (const [lang, words] of Object.entries(BOARDS)) {
    it(`${lang}: each board word names its canonical board, and a reading compares on it`, () => {
      for (const [value, word] of Object.entries(words) as [BoardType, string][]) {
        assert.deepEqual([...new Set(findBoards(CONFIRM[lang](word)).map((m) => m.value))], [value], `${lang} "${word}"`);
        assert.equal(boardOfBooked(word), value, `booked "${word}"`);
        assert.equal(verdict(CONFIRM[lang](word), { BoardType: BOARD_CODES[value] }), 'CONFIRMED', `${lang} "${word}"`);
        const other: BoardType = value === 'BB' ? 'HB' : 'BB';
        assert.equal(verdict(CONFIRM[lang](word), { BoardType: BOARD_CODES[other] }), `DISCREPANCY BoardType=${word}`, `${lang} "${word}" booked ${other}`);
      }
    });
  }
  it('the abbreviations desks and PMSs write map too: DBL, TWN, SGL, DZ, EZ, DUS, DZ/F, HP, VP, ÜF', () => {
    const rooms: [string, RoomType][] = [['DBL', 'double'], ['TWN', 'twin'], ['SGL', 'single'], ['DZ', 'double'], ['EZ', 'single'], ['DUS', 'double-for-single-use'], ['JSU', 'junior-suite']];
    for (const [code, value] of rooms) {
      assert.equal(roomOfBooked(code), value, code);
      assert.deepEqual(findRooms(`Bestätigt: 1 ${code}, Nr. 4411`).map((m) => m.value), [value], code);
    }
    assert.deepEqual([findRooms('Buchung bestätigt, DZ/F, Nr. 4411')[0]?.value, findBoards('Buchung bestätigt, DZ/F, Nr. 4411')[0]?.value], ['double', 'BB']);
    for (const [code, value] of [['HP', 'HB'], ['VP', 'FB'], ['ÜF', 'BB'], ['BB', 'BB'], ['AI', 'AI']] as [string, BoardType][]) assert.equal(boardOfBooked(code), value, code);
  });
  it('a word said to be what the hotel does not have is not its room ("a twin instead of a double")', () => {
    assert.equal(verdict('Confirmed, conf. no. 4411. It is a twin room instead of a double.', { RoomType: 'Double Room' }), 'DISCREPANCY RoomType=twin room');
    assert.equal(verdict('Bestätigt, Buchungsnr. 4411: Zweibettzimmer statt eines Doppelzimmers.', { RoomType: 'DZ' }), 'DISCREPANCY RoomType=Zweibettzimmer');
    assert.equal(verdict("Confirmée, n° 4411 : chambre double et non une chambre twin.", { RoomType: 'DBL' }), 'CONFIRMED');
  });
});

describe('a word the reader cannot map is named in the review item', () => {
  it("the hotel's own room type, labelled but in no lexicon", () => {
    const r = read('Confirmed, confirmation number 4411.\nRoom type: Panorama Loft', { RoomType: 'Double Room' });
    assert.deepEqual(r.lines, []);
    assert.ok(r.review.some((x) => x.why.includes('"Panorama Loft"') && x.candidates.includes('Panorama Loft')), JSON.stringify(r.review));
  });
  it('a booked room type no lexicon knows, when the hotel names a room', () => {
    const r = read('Confirmada, localizador 4411, habitación doble.', { RoomType: 'Superior Deluxe' });
    assert.deepEqual(r.lines, []);
    assert.ok(r.review.some((x) => x.why.includes('"Superior Deluxe"') && x.candidates.includes('Superior Deluxe')), JSON.stringify(r.review));
  });
  it('a booked board no lexicon knows, when the hotel names a board', () => {
    const r = read('Confermata, numero di conferma 4411, mezza pensione.', { BoardType: 'Dine Around Plan' });
    assert.deepEqual(r.lines, []);
    assert.ok(r.review.some((x) => x.why.includes('"Dine Around Plan"')), JSON.stringify(r.review));
  });
});

describe('how desks phrase an answer: the verdict each phrasing gets', () => {
  const CASES: [string, string][] = [
    ['Dear partner, thank you. The reservation for Ana Ruiz (12-15 March, double room, breakfast) is confirmed with number 48213.', 'CONFIRMED'],
    ['Confirmed, ref 48213. We are looking forward to welcoming Mrs Ruiz on 12 March.', 'CONFIRMED'],
    ["Thank you, the reservation is confirmed. Confirmation number 48213. Could you please send us the guest's phone number?", 'CONFIRMED'],
    ['Buchung liegt vor, Nr. 48213. Freundliche Grüße', 'CONFIRMED'],
    ['Segue confirmação da reserva nº 48213 em nome de Ana Ruiz.', 'CONFIRMED'],
    ['The booking is confirmed (no. 48213) but for 12-14 March.', 'DISCREPANCY CheckOut=2027-03-14'],
    ['Confirmation no. 48213, we have the guest arriving on the 13th.', 'DISCREPANCY CheckIn=2027-03-13'],
    ['Conf. no. 48213. Please note: room only, breakfast can be bought at the hotel.', 'DISCREPANCY BoardType=room only'],
    ['Reserva confirmada, localizador 48213, pero es una habitación individual.', 'DISCREPANCY RoomType=habitación individual'],
    ['Bestätigt, Nr. 48213, aber Anreise erst am 13.03.', 'DISCREPANCY CheckIn=2027-03-13'],
    ['Confermata, n. 48213, però la partenza è il 14 marzo.', 'DISCREPANCY CheckOut=2027-03-14'],
    ['Confirmada, nº 48213, mas só temos 1 adulto.', 'DISCREPANCY Guest.Adults=1'],
  ];
  for (const [text, want] of CASES) it(`${want}: ${text}`, () => assert.equal(verdict(text, { RoomType: 'Double Room', BoardType: 'BB' }), want));
});

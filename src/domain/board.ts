// The canonical board (meal plan) of a booking: one table from the words and codes a booking or a hotel uses for its
// board to RO, BB, HB, FB or AI, and from those to OpenTravel's Meal Plan Type (MPT) codes. Used by the OTA messages,
// and by the reply reader's lexicons for a booked board their own words do not name (hotelMail/lexicon/index.ts).

export const BOARDS = ['RO', 'BB', 'HB', 'FB', 'AI'] as const;
export type Board = (typeof BOARDS)[number];

/** OpenTravel code list MPT (Meal Plan Type): 14 room only, 3 bed and breakfast, 12 half board, 10 full board, 1 all inclusive. */
export const MPT: Record<Board, string> = { RO: '14', BB: '3', HB: '12', FB: '10', AI: '1' };

/** Which meals each board includes (OpenTravel MealsIncluded Breakfast, Lunch, Dinner). */
export const MEALS: Record<Board, { breakfast: boolean; lunch: boolean; dinner: boolean }> = {
  RO: { breakfast: false, lunch: false, dinner: false },
  BB: { breakfast: true, lunch: false, dinner: false },
  HB: { breakfast: true, lunch: false, dinner: true },
  FB: { breakfast: true, lunch: true, dinner: true },
  AI: { breakfast: true, lunch: true, dinner: true },
};

/** Words and codes per board, lower case, without accents; a value matches a whole phrase or a code. */
const WORDS: Record<Board, string[]> = {
  RO: ['ro', 'room only', 'roomonly', 'no meals', 'accommodation only', 'sa', 'solo alojamiento', 'ow', 'logis seul', 'nur ubernachtung', 'ohne verpflegung', 'solo pernottamento', 'so', 'ep', 'european plan'],
  BB: ['bb', 'b&b', 'bnb', 'bed and breakfast', 'bed & breakfast', 'breakfast', 'breakfast included', 'with breakfast', 'ad', 'alojamiento y desayuno', 'desayuno', 'petit dejeuner', 'chambre et petit dejeuner', 'fruhstuck', 'ubernachtung mit fruhstuck', 'pernottamento e colazione', 'colazione', 'cp', 'continental plan'],
  HB: ['hb', 'half board', 'half-board', 'halfboard', 'mp', 'media pension', 'demi pension', 'demi-pension', 'halbpension', 'mezza pensione', 'map', 'modified american plan'],
  FB: ['fb', 'full board', 'full-board', 'fullboard', 'pc', 'pension completa', 'pension complete', 'vollpension', 'pensione completa', 'ap', 'american plan'],
  AI: ['ai', 'all inclusive', 'all-inclusive', 'allinclusive', 'ti', 'todo incluido', 'tout compris', 'tout inclus', 'alles inklusive', 'all inclusive plus', 'ultra all inclusive', 'uai'],
};

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const BY_WORD = new Map<string, Board>(BOARDS.flatMap((b) => WORDS[b].map((w) => [w, b] as [string, Board])));
const BY_MPT = new Map<string, Board>(BOARDS.map((b) => [MPT[b], b]));

/**
 * The canonical board of a booking's BoardType (words or a code: "Bed and Breakfast", "BB", "Media Pension", "HB")
 * or of an MPT code ("3"); undefined when the text names no board we know.
 */
export function canonicalBoard(value: string | undefined): Board | undefined {
  if (!value) return undefined;
  const v = fold(value);
  if (!v) return undefined;
  const exact = BY_WORD.get(v) ?? BY_WORD.get(v.replace(/[.()]/g, '').trim()) ?? BY_MPT.get(v);
  if (exact) return exact;
  // A longer text ("Half Board (dinner with drinks)"): the longest phrase of two words or more found in it.
  let best: [Board, number] | undefined;
  for (const [w, b] of BY_WORD) {
    if (!w.includes(' ') && w.length < 6) continue;
    if (new RegExp(`(^|[^a-z])${w.replace(/[.*+?^${}()|[\]\\&-]/g, '\\$&')}($|[^a-z])`).test(v) && (!best || w.length > best[1])) best = [b, w.length];
  }
  return best?.[0];
}

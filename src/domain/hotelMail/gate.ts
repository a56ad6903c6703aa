// The confirmation gate (issue 25, third pass): the last word before a reading becomes CONFIRMED. A reading that
// found one confirmation number and no differing fact is confirmed only when every check below passes on the
// hotel's own text; any failed check sends the booking to review with the check and the words that failed it. The
// checks are general, each a kind of word read with per-language data (lexicon/gate.ts and the reading lexicons),
// not phrases of one corpus. Pure.
import './nativeRegExp.js';
import { matchesOf } from './matches.js';
import { fold, MONTH_WORDS, spellDays, WEEKDAY_NAMES } from './dates.js';
import { confirmsOtherOnly, hedgePhrase, maskProvisionalDocuments } from './extract.js';
import { CLOSED_HINT, contrastAboutFact, facilityClosure, otherPeople, sentenceAt, touchesFact, upgradeOffered, withoutUpgradeOffers } from './facts.js';
import { GATE_LEXICONS, type GateLexicon } from './lexicon/gate.js';
import { allPhrases, LEXICONS, wordsRe } from './lexicon/index.js';
import { NUMBER_LEXICONS } from './lexicon/numbers.js';
import { TOPIC_LEXICONS, TOPICS, type Topic } from './lexicon/topics.js';
import type { GateCheck, GateCheckName, Language } from './types.js';

/** The gate's checks, in the order they are shown. */
export const GATE_CHECKS: readonly GateCheckName[] = ['oneNumber', 'noQuestion', 'noCondition', 'noRequest', 'noOption', 'noHedge', 'noNegation', 'noCancellation', 'nothingUnread', 'allChecked'];
export type { GateCheck, GateCheckName };

/** How the one confirmation number is tied to the confirmation. */
export type NumberTie = 'label' | 'lone number' | 'short answer' | 'subject' | 'quoted line';

/** What each check means, for the explanation and the review item. */
export const GATE_TEXT: Record<GateCheckName, string> = {
  oneNumber: 'exactly one confirmation number, tied to the confirmation',
  noQuestion: 'no open question',
  noCondition: 'no condition on the booking',
  noRequest: 'no request for a card, deposit, guarantee or prepayment',
  noOption: 'no option, provisional hold, waiting list or booking on request',
  noHedge: 'no hedge',
  noNegation: 'no negation of the confirmation',
  noCancellation: 'no cancellation, overbooking or relocation',
  nothingUnread: 'no "but" or postscript about the room, board or guests',
  allChecked: 'every statement about the stay read and matching',
};

// The lexicons of a language, one array per language, and the expressions built from them, built once: the gate runs
// on every reading that would confirm.
const LEXICONS_OF = new Map<string, GateLexicon[]>();
const lexiconsOf = (language: Language | undefined): GateLexicon[] => {
  const key = language ?? '*';
  let lex = LEXICONS_OF.get(key);
  if (!lex) {
    lex = language ? (language === 'en' ? [GATE_LEXICONS.en] : [GATE_LEXICONS[language], GATE_LEXICONS.en]) : Object.values(GATE_LEXICONS);
    LEXICONS_OF.set(key, lex);
  }
  return lex;
};
const BUILT = new WeakMap<GateLexicon[], Map<string, RegExp>>();
function built(lex: GateLexicon[], name: string, build: () => RegExp): RegExp {
  let map = BUILT.get(lex);
  if (!map) BUILT.set(lex, (map = new Map()));
  let re = map.get(name);
  if (!re) map.set(name, (re = build()));
  re.lastIndex = 0;
  return re;
}
/** The words of one list of these lexicons as one expression, built once. */
const lexRe = (lex: GateLexicon[], key: keyof GateLexicon, flags = 'u') => built(lex, `${key}/${flags}`, () => new RegExp(wordsRe(list(lex, key), flags).source, flags));
const list = (lex: GateLexicon[], key: keyof GateLexicon) => lex.flatMap((l) => l[key]);
/** The sentences of a text with where each starts: split at ".", "!", "?" followed by a space, and at line breaks. */
const SENTENCES: [string, { index: number; text: string }[]][] = [];
function sentences(text: string): { index: number; text: string }[] {
  // The gate's checks split the same text: the last few splits are kept.
  for (const [t, list] of SENTENCES) if (t === text) return list;
  const out = splitSentences(text);
  SENTENCES.unshift([text, out]);
  if (SENTENCES.length > 4) SENTENCES.pop();
  return out;
}
function splitSentences(text: string): { index: number; text: string }[] {
  const out: { index: number; text: string }[] = [];
  // A "." not followed by a space ("01.03.", "120.00", "n.5") is inside the sentence.
  const re = /(?:[^\n.!?]|[.!?]+(?![.!?]|\s|$))*(?:[.!?]+(?=\s|$)|\n|$)/g;
  for (const m of matchesOf(re, text)) {
    if (!m[0].trim()) {
      if (m.index! >= text.length) break;
      continue;
    }
    out.push({ index: m.index!, text: m[0] });
  }
  return out;
}

/**
 * A sentence that offers something more, should the agency want it ("if you would like a second room", "si desean
 * una habitación adicional", "si vous souhaitez", "falls Sie ... wünschen", "se desiderate", "se pretenderem"): what it
 * names is not the booking's, and its conditions are the offer's.
 */
// Not an offer where it sets what keeping the booking takes ("If you want to keep the booking, the guests must arrive
// before 6 pm": stop 17, a probe, confirmed).
export const OFFER = /^\s*(?:(?:and|but|y|pero|et|mais|und|aber|e|ma|mas)\s+)?(?:if you (?:would like|wish|want|need|require)|should you (?:wish|want|need|require)|si (?:lo )?(?:desean|desea|quieren|quiere|necesitan|necesita|prefieren)|si vous (?:le )?(?:souhaitez|desirez|voulez|preferez)|falls sie|wenn sie (?:\p{L}+ )?(?:mochten|wunschen|benotigen)|sollten sie|se (?:desiderate|desidera|volete|preferite|necessitate)|se (?:pretenderem|pretender|desejarem|quiserem|preferirem|precisarem)|if (?:the|your) (?:guests?|clients?|customers?) (?:would like|wish(?:es)?|wants?|needs?|prefers?)|si (?:el|la|los|las|su|sus) (?:cliente|clienta|clientes|huesped|huespedes|pasajer[oa]s?) (?:desea|desean|quiere|quieren|prefiere|prefieren|necesita|necesitan)|si (?:le|la|les|votre|vos) (?:client|cliente|clients|clientes|hote|hotes) (?:le )?(?:souhaite|souhaitent|desire|desirent|veut|veulent|prefere|preferent)|(?:falls|wenn) (?:der|die|ihr|ihre) (?:gast|gaste|kunde|kundin|kunden) (?:\p{L}+ )?(?:mochte|mochten|wunscht|wunschen|will|wollen)|se (?:il|la|i|le|il vostro|la vostra|i vostri) (?:cliente|clienti|ospite|ospiti|signora|signore) (?:desidera|desiderano|vuole|vogliono|preferisce|preferiscono)|se (?:o|a|os|as) (?:cliente|clientes|hospede|hospedes) (?:desejar|desejarem|quiser|quiserem|preferir|preferirem))(?![\p{L}])(?![^.!?\n]*?(?<![\p{L}])(?:keep|hold|maintain|retain|secure|guarantee|garder|maintenir|conserver|mantener|conservar|guardar|behalten|halten|aufrechterhalten|sichern|mantenere|tenere|conservare|manter)\p{L}*(?:\s+\p{L}+){0,3}?\s+(?:booking|reservation|room|reserva|habitacion|chambre|buchung|reservierung|zimmer|prenotazione|camera|quarto)s?(?![\p{L}]))/u;
/** A sentence about an extra the desk offers (parking, a cot, the flight), not about the booking. */
export function aboutService(sentence: string, language: Language | undefined): boolean {
  return lexRe(lexiconsOf(language), 'services', 'u').test(fold(sentence));
}

/**
 * The first condition the text sets on the booking, as its sentence: a condition on an extra ("Temos garagem própria
 * a 8 EUR por noite, sujeita a disponibilidade") that names no booking is not one.
 */
// The last texts' conditions: a reading asks for the same text's condition more than once (pending, review, gate).
const CONDITIONS_SEEN: [string, Language | undefined, boolean, string | undefined][] = [];
/** `requested`: the booking carries a special request (then a request's availability is the booking's concern). */
export function bookingCondition(text: string, language: Language | undefined, requested = true): string | undefined {
  for (const [t, l, r, found] of CONDITIONS_SEEN) if (t === text && l === language && r === requested) return found;
  const found = firstBookingCondition(text, language, requested);
  CONDITIONS_SEEN.unshift([text, language, requested, found]);
  if (CONDITIONS_SEEN.length > 4) CONDITIONS_SEEN.pop();
  return found;
}
const ALL_LEXICONS = Object.values(LEXICONS);
const CORRESPONDENCE = /(?<![\p{L}])(?:subject line|in the subject|(?:if|when) (?:you )?(?:reply|replying|write|writing|contact|call|have any (?:questions?|queries))|quote (?:this|the|our) (?:reference|number)|(?:en el|en su) asunto|si (?:responde|responden|nos escriben?|tiene[n]? (?:alguna )?(?:duda|pregunta))|dans l.objet|si vous (?:repondez|nous ecrivez|avez (?:des )?questions?)|im betreff|(?:wenn|falls) sie (?:antworten|uns schreiben|fragen haben)|bei (?:ruckfragen|fragen)|nell.oggetto|se (?:rispondete|ci scrivete|avete domande)|no assunto|se (?:responder|responderem|nos escrever|tiver(?:em)? (?:alguma )?duvida))(?![\p{L}])/u;
const UPGRADE = /(?<![\p{L}])(?:upgrade\p{L}*|surclassement|aufwertung|mejora de (?:habitacion|categoria))(?![\p{L}])/u;
// A wish of the guest's or an extra of the stay (fifteenth pass): "the sea view requested", "early check-in", "la
// petición de habitación alta", "Ihr Wunsch nach einem ruhigen Zimmer", "adjoining rooms".
const ABOUT_REQUEST = /(?<![\p{L}])(?:request\p{L}*|wish\p{L}*|preferences?|peticion\p{L}*|solicitud\p{L}*|pedid[oa]s?|demandes?|demande\p{L}*|souhait\p{L}*|wunsch\p{L}*|wunsche|richiest\p{L}*|preferenc\p{L}*|early check-?in|late check-?out|check-?(?:in|out) (?:anticipado|tardio|antecipado|tardio)|arrivee anticipee|depart tardif|fruhe[rn]? check-?in|spate[rn]? check-?out|sea view|vista al mar|vue (?:sur la )?mer|meerblick|vista mare|vista (?:para o )?mar|high(?:er)? floor|upper floor|piso alto|planta alta|etage eleve|hohe[rn]? etage|piano alto|andar alto|adjoining|connecting|interconnecting|comunicantes|communicantes|verbundene|comunicanti)(?![\p{L}])/u;
// Its availability, not promised: "subject to availability", "sujeto a disponibilidad", "sous réserve de disponibilité",
// "nach Verfügbarkeit", "soggetto a disponibilità", "salvo disponibilità", "sujeito a disponibilidade", "cannot be guaranteed".
const NOT_PROMISED = /(?<![\p{L}])(?:(?:subject to|sujet[oa]s? a|sous reserve de|nach|je nach|soggett[oa] a|salvo|sujeit[oa] a|depending on|segun)\s+(?:\p{L}+\s+)?(?:availability|disponibilidad|disponibilite|verfugbarkeit|disponibilita|disponibilidade)|(?:cannot|can ?not|can.t) be guaranteed|not guaranteed|(?:we )?(?:cannot|can ?not|can.t|are unable to) guarantee|no (?:se )?(?:puede|podemos) garantizar\p{L}*|ne (?:pouvons|peut|pourrons) pas (?:la |le |les )?garantir|non (?:possiamo|potremo) garantir\p{L}*|nao (?:podemos|conseguimos) garanti\p{L}*(?:-l[oa]s?)?|no (?:esta )?garantizad[ao]|ne (?:peut|pouvons) (?:pas )?(?:etre )?garanti\p{L}*|non garanti\p{L}*|(?:kann|konnen) (?:aber )?(?:\p{L}+ )?nicht garantier\p{L}*|nicht garantiert|non (?:puo essere |possiamo )?garantit\p{L}*|non (?:e )?garantit\p{L}*|nao (?:pode ser |podemos )?garantid\p{L}*|nao (?:e )?garantid\p{L}*)(?![\p{L}])/u;
/** A sentence that only says a wish or an extra may not be met ("Early check-in is subject to availability"): no condition on the booking. */
const requestNotPromised = (folded: string, booking: RegExp) => ABOUT_REQUEST.test(folded) && NOT_PROMISED.test(folded) && !booking.test(folded);
// A sentence that opens with the words that promise nothing, its subject the sentence before: "Cliente solicita planta
// alta. Sujeto a disponibilidad a la llegada, no garantizado." (stop 17).
const OPENS_NOT_PROMISED = new RegExp(`^[\\s(\\-–•*]*(?:${NOT_PROMISED.source.replace(/^\(\?<!\[\\p\{L\}\]\)/, '')})`, 'u');
/** requestNotPromised of the sentence at `at`, or of it with the one before when it opens with "subject to availability". */
function requestNotPromisedAt(text: string, at: number, booking: RegExp): boolean {
  const sentence = sentenceAt(text, at);
  if (requestNotPromised(fold(sentence), booking)) return true;
  const start = text.indexOf(sentence);
  if (start <= 0 || !OPENS_NOT_PROMISED.test(fold(sentence))) return false;
  const before = sentenceAt(text, Math.max(0, text.slice(0, start).trimEnd().length - 1));
  return before !== sentence && ABOUT_REQUEST.test(fold(before)) && !booking.test(fold(before)) && !booking.test(fold(sentence)) && NOT_PROMISED.test(fold(sentence));
}
/**
 * "Ihr Wunsch nach Meerblick ist notiert, kann aber leider nicht garantiert werden; die Zimmer werden am Anreisetag
 * zugeteilt": a wish noted and not promised, its "but" nothing against the booking (r22), where the booking carries no
 * firm request of its own.
 */
export const wishNotPromised = (sentence: string, language: Language | undefined) => requestNotPromised(fold(sentence), lexRe(lexiconsOf(language), 'bookingNouns', 'u'));
// A room or booking held until an hour, in the words of the conditions family (held, kept, gardée, se mantiene...).
const HOLD_HINT = /held|kept|hold|keep|gard|mainten|mantien|mantenem|guard|retien|reten|halten|gehalten|reserviert|tenut|mantenut|mantid|retid|guarant|garant/;
// Or guaranteed until an hour ("The room is guaranteed until 6 pm; if the guests arrive later, please let us know").
const HELD_WORD = String.raw`(?:held|kept|hold|keep|gardee?s?|gardons|maintenues?|mantien\p{L}*|mantenid[ao]s?|guardad[ao]s?|guarda|retenid[ao]s?|retenues?|gehalten|halten|reserviert|tenut[ao]|tenute|mantenut[ao]|mantenute|mantid[ao]s?|retid[ao]s?|guaranteed|garantizad[ao]s?|garanties?|garantiert|garantit[ao]|garantite|garantid[ao]s?)`;
const UNTIL_WORD = String.raw`(?:until|till|jusqu|hasta|bis|fino|ate)`;
// Either order: "held until 19:00", "bis 19 Uhr gehalten".
const HELD_UNTIL = new RegExp(String.raw`(?<![\p{L}])(?:${HELD_WORD}(?![\p{L}])[^.\n]{0,40}?(?<![\p{L}])${UNTIL_WORD}|${UNTIL_WORD}(?![\p{L}])[^.\n]{0,40}?(?<![\p{L}])${HELD_WORD})(?![\p{L}])`, 'u');
// "If you arrive later, please let us know", "au-delà merci de nous prévenir", "si llegan más tarde, avísennos", "bei
// späterer Anreise bitten wir um kurze Nachricht", "oltre quell'ora vi preghiamo di avvisarci", "se chegarem mais tarde,
// agradecemos que nos avisem".
const LATER_NOTICE = /(?<![\p{L}])(?:later|beyond|after that|after this time|au-dela|plus tard|apres cette heure|mas tarde|despues de esa hora|spater\p{L}*|danach|piu tardi|oltre|dopo tale orario|mais tarde|depois dess[ae] hora)(?![\p{L}])[^.\n]{0,60}?(?<![\p{L}])(?:let us know|inform\p{L}*|tell us|notify|contact\p{L}*|call us|give us a (?:ring|call|buzz|shout|bell)|(?:ring|phone|text|message|whatsapp) us|prevenir|avertir|prevenez|aviser|avis\p{L}*|comuniqu\p{L}*|llam\p{L}*|bescheid|nachricht|mitteil\p{L}*|melden|anruf|avvis\p{L}*|comunic\p{L}*|chiamar\p{L}*|contatt\p{L}*|ligar|ligue\p{L}*)(?![\p{L}])|(?<![\p{L}])(?:let us know|inform us|tell us|notify us|prevenir|prevenez-nous|avisennos|avisenos|informieren sie uns|geben sie uns bescheid|avvisateci|avvisarci|avisem-nos|informem-nos)(?![\p{L}])[^.\n]{0,60}?(?<![\p{L}])(?:later|after|plus tard|apres|mas tarde|despues|spater|nach|piu tardi|dopo|mais tarde|depois)(?![\p{L}])/u;
// What makes the hold a condition whatever else is said: only, no guarantee, released, cancelled.
const HOLD_LIMITED = /(?<![\p{L}])(?:only|just|solely|seulement|uniquement|que|solo|solamente|unicamente|nur|lediglich|soltanto|solamente|apenas|so|sans garantie|without (?:a )?guarantee|ohne garantie|senza garanzia|sem garantia|sin garantia|released?|liber\p{L}*|freigegeben|freigeben|rilasciat\p{L}*|libertad\p{L}*|cancel\p{L}*|annul\p{L}*|anul\p{L}*|storn\p{L}*|verfall\p{L}*|no-?show)(?![\p{L}])/u;
// The rule for the rooms not guaranteed, said of them in general (the plural and "not guaranteed"): the house's terms.
const UNGUARANTEED_RULE = /(?<![\p{L}])(?:(?:rooms|reservations|bookings)\s+(?:that are\s+|which are\s+)?not guaranteed|non-?guaranteed\s+(?:rooms|reservations|bookings)|(?:las\s+)?(?:reservas|habitaciones)\s+no\s+garantizadas|(?:les\s+)?(?:reservations|chambres)\s+non\s+garanties|nicht\s+garantierte\s+(?:reservierungen|buchungen|zimmer)|(?:le\s+)?(?:prenotazioni|camere)\s+non\s+garantite|(?:as\s+)?reservas\s+nao\s+garantidas|(?:os\s+)?quartos\s+nao\s+garantidos)(?![\p{L}])/u;
// The booking or room guaranteed and not released ("is guaranteed and will not be released", "queda garantizada ... y no
// se libera", "est garantie et ne sera pas libérée", "ist garantiert und wird nicht freigegeben", "è garantita e non verrà
// rilasciata", "está garantida e não será libertada").
const GUARANTEED_KEPT = /(?<![\p{L}])(?:guaranteed|garantizad[ao]|garantie|garantiert|garantit[ao]|garantid[ao])(?![\p{L}])[^.!?\n]{0,80}?(?<![\p{L}])(?:will not be released|won.t be released|is not released|no se (?:libera|liberara|cancela)|ne sera pas (?:liberee?|annulee?)|n.est pas liberee?|wird nicht (?:freigegeben|storniert)|non (?:verra|sara|viene) (?:rilasciat[ao]|liberat[ao]|cancellat[ao])|nao (?:sera|e) (?:libertad[ao]|liberad[ao]|cancelad[ao]))(?![\p{L}])/u;
const UNTIL = new RegExp(String.raw`(?<![\p{L}])${UNTIL_WORD}(?![\p{L}])`, 'u');
const guaranteedKept = (f: string) => GUARANTEED_KEPT.test(f) && !UNTIL.test(f);
/** Whether a sentence, its runs of spaces made one, is the house's cancellation terms and nothing more (policies family). */
function termsRow(raw: string): boolean {
  const f = raw.replace(/[ \t]{2,}/g, ' ');
  const policy = allPhrases(f, 'policies', ALL_LEXICONS);
  if (!policy.length) return false;
  return !allPhrases(f, 'cancellation', ALL_LEXICONS).some((x) => !policy.some((q) => x.index >= q.index && x.end <= q.end));
}
/** Whether a sentence states the house's rule for rooms not guaranteed, in general (not "your room is not guaranteed"). */
const unguaranteedRule = (f: string) => UNGUARANTEED_RULE.test(f) && !/(?<![\p{L}])(?:your|this|su|esta|votre|cette|ihre|diese|sua|questa|vossa)\s+(?:room|booking|reservation|habitacion|reserva|chambre|zimmer|buchung|reservierung|camera|prenotazione|quarto)(?![\p{L}])/u.test(f);
/** Whether a sentence that holds the room until an hour is a late-arrival notice, not a condition on the booking. */
function lateArrivalNotice(text: string, sentence: string): boolean {
  const f = fold(sentence);
  if (!HELD_UNTIL.test(f)) return false;
  if (UNGUARANTEED_RULE.test(f)) return unguaranteedRule(f);
  if (HOLD_LIMITED.test(f.replace(LATER_NOTICE, ' '))) return false;
  // The notice in the sentence or right after it ("... jusqu'à 19h. Au-delà, merci de nous prévenir.").
  const at = text.indexOf(sentence);
  const next = at >= 0 ? fold(text.slice(at + sentence.length, at + sentence.length + 140)).split(/[.!?\n]/).find((x) => x.trim()) ?? '' : '';
  return LATER_NOTICE.test(f) || (LATER_NOTICE.test(next) && !HOLD_LIMITED.test(next.replace(LATER_NOTICE, ' ')));
}
const ALL_GATE_LEXICONS = Object.values(GATE_LEXICONS);
/**
 * Where a text (folded) says that nothing of the kind is asked ("no deposit is required", "keine Anzahlung
 * erforderlich"), in any of the six languages: the words there ask for nothing and set no condition.
 */
function notRequired(folded: string): (at: number) => boolean {
  const spans = [...matchesOf(lexRe(ALL_GATE_LEXICONS, 'notRequired', 'gu'), folded)].map((m) => [m.index!, m.index! + m[0].length]);
  return (at) => spans.some(([start, end]) => at >= start && at < end);
}
const ROOMS_ASSIGNED = /(?<![\p{L}])(?:pre-?attribu\p{L}*|attribu\p{L}* (?:les |la )?chambres?|pre-?assign\p{L}*|(?:rooms?|room numbers?) (?:\d{2,4}\s*(?:and|&|\/|,)\s*)*\d{2,4} (?:are |is |have been |has been )?(?:pre-?)?(?:assigned|allocated|blocked)|pre-?asignad\p{L}*|asignad[oa]s? (?:las |la )?habitacion\p{L}*|vorab zugeteilt|vorreserviert\p{L}*|pre-?assegnat\p{L}*|pre-?atribuid\p{L}*)(?![\p{L}])/u;
function firstBookingCondition(text: string, language: Language | undefined, requested: boolean): string | undefined {
  const lex = lexiconsOf(language);
  const booking = lexRe(lex, 'bookingNouns', 'u');
  const folded = fold(text);
  let asksNothing: ((at: number) => boolean) | undefined;
  // Every language's conditions, as one scan of the text's word starts (allPhrases; one expression of them all, tried at
  // every character, had grown to a fifth of the reader's time by stop 20).
  for (const { index, words } of allPhrases(folded, 'conditions', ALL_LEXICONS)) {
    if ((asksNothing ??= notRequired(folded))(index)) continue;
    const sentence = sentenceAt(text, index);
    if (aboutService(sentence, language) && !booking.test(fold(sentence))) continue;
    // An offer of something more ("Se pretenderem o segundo quarto, ... um twin disponível ..., sujeito a disponibilidade").
    if (OFFER.test(fold(sentence))) continue;
    // The hours of a service ("die Rezeption ist nur bis 21 Uhr besetzt"): no condition on the booking (fifteenth pass).
    // A condition phrase that names the confirmation itself ("confirmada ... si nos pueden decir si ...") is never a
    // service's hours, whatever meal and digits the sentence holds (r24).
    // An hour, not any digit: "Confirmed 4471 subject to the reception of the signed contract" names a reception and a
    // number, no service's hours (stop 17: confirmed).
    if (SERVICE_HOURS.test(fold(sentence)) && !HELD.test(fold(sentence)) && AN_HOUR.test(fold(sentence)) && !/confirm|conferm|bestatig/.test(words)) continue;
    // A wish or an extra that may not be met, where the booking carries no request of its own.
    if (!requested && requestNotPromisedAt(text, index, booking)) continue;
    // An upgrade offered for a supplement ("An upgrade to our Calton Suite for a supplement of £85 per night – subject to
    // availability on the day", "Upgrade para a Suite Ribeira: + 55 € por noite, sujeito a disponibilidade"): the
    // upgrade's condition, not the booking's (fifteenth pass).
    if (UPGRADE.test(fold(sentence)) && AMOUNT_HINT.test(fold(sentence)) && !booking.test(fold(sentence))) continue;
    // How to write to the desk ("Please keep the reference in the subject line if you reply", "si tienen alguna duda"):
    // a condition on the correspondence, not on the booking.
    if (CORRESPONDENCE.test(fold(sentence))) continue;
    // Room numbers assigned ahead, the assignment subject to change ("Nous avons pré-attribué les chambres 214 et 215 (sous
    // réserve de changement technique)", "rooms 214/215 pre-assigned, subject to change"): the allocation's condition,
    // not the booking's (stop 19, tuning16).
    if (ROOMS_ASSIGNED.test(fold(sentence)) && /chang|cambi|anderung|modific|alterac|techni|tecnic|availab|disponib|verfugbar/.test(fold(sentence)) && !/pay|pag|deposit|acompte|anzahlung|caparra|sinal|garant|guarant|card|carte|tarjeta|karte|carta|cartao/.test(fold(sentence))) continue;
    // The room held until an hour, a later arrival arranged by a word ("La chambre est gardée jusqu'à 19h, au-delà merci
    // de nous prévenir"), or the house's rule for rooms not guaranteed ("Rooms not guaranteed by credit card or agent are
    // held until 18:00 on the day of arrival"): a late-arrival notice, no condition on this booking (eighteenth pass).
    if (HOLD_HINT.test(fold(sentence)) && lateArrivalNotice(text, sentence)) continue;
    // "... ist die Buchung über die Karte der Agentur garantiert und wird nicht freigegeben": guaranteed and not released,
    // with no hour it holds until (eighteenth pass).
    if (guaranteedKept(fold(sentence))) continue;
    return sentence;
  }
  return undefined;
}

// What a suggestion may change of the booking: its days and nights, its room or board, or a change itself.
const SUGGESTED_CHANGE = /(?<![\p{L}])(?:instead|rather|different|another|other|chang\p{L}*|mov(?:e|ing)|earlier|later|arriv\p{L}*|depart\p{L}*|nights?|dates?|rooms?|breakfast|board|en lugar|en vez|otr[oa]s?|distint[oa]s?|cambi\p{L}*|antes|despues|llegad\p{L}*|salid\p{L}*|noches?|fechas?|habitacion\p{L}*|desayuno|pension|au lieu|plutot|autres?|differente?s?|deplac\p{L}*|plus tot|plus tard|nuits?|chambres?|petit[- ]dejeuner|statt|stattdessen|andere\p{L}*|anders|verschieb\p{L}*|umbuch\p{L}*|fruher|spater|anreise|abreise|nachte?|nacht|datum|zimmer|fruhstuck|verpflegung|invece|altr[aoie]|divers[aoie]|spost\p{L}*|anticip\p{L}*|posticip\p{L}*|arrivo|partenza|nott[ei]|camer[ae]|colazione|em vez|outr[oa]s?|diferente|mud\p{L}*|alter\p{L}*|chegada|partida|noites?|datas?|quartos?|pequeno[- ]almoco)(?![\p{L}])/u;
function question(text: string, folded: string, lex: GateLexicon[]): string | undefined {
  const courtesy = lexRe(lex, 'courtesy', 'u');
  const service = lexRe(lex, 'services', 'u');
  const opener = built(lex, 'interrogatives', () => new RegExp(`^\\s*(?:[-*>•]\\s*)?(?:${list(lex, 'interrogatives').join('|')})(?![\\p{L}\\p{N}])`, 'u'));
  // Most texts ask nothing: no "?" and no interrogative anywhere, then none opens a sentence.
  if (!/[?¿]/.test(folded) && !lexRe(lex, 'interrogatives', 'u').test(folded)) return undefined;
  for (const s of sentences(folded)) {
    const asks = /[?¿]/.test(s.text.replace(/\S*\?\S+/g, '')) || opener.test(s.text);
    if (!asks || s.text.replace(/[^\p{L}]/gu, '').length < 4) continue;
    if (courtesy.test(s.text) || service.test(s.text)) continue;
    // "As it is a special anniversary, may I suggest a few things to make the weekend even more memorable?": a suggestion
    // the desk offers asks nothing of the booking, when it names no day, night, room, board or change (eighteenth pass).
    if (lexRe(lex, 'suggestions', 'u').test(s.text) && !/\d/.test(s.text) && !SUGGESTED_CHANGE.test(s.text)) continue;
    return text.slice(s.index, s.index + s.text.length).trim();
  }
  return undefined;
}

const NO_THING = /(?<![\p{L}])(?:no|not|without|sin|sans|aucune?|kein\p{L}*|ohne|senza|nessun\p{L}*|sem|nenhum\p{L}*)\s+(?:\p{L}+\s+)?$/u;
const AT_STAY = /(?<![\p{L}])(?:(?:up)?on (?:arrival|check-?in)|at (?:the time of )?(?:check-?in|check-?out|departure|the hotel|reception)|when checking in|en el check-?in|al (?:hacer el )?check-?in|lors (?:du check-?in|de l.arrivee|de l.enregistrement)|a l.enregistrement|beim check-?in|al momento del check-?in|no momento do check-?in|a la (?:llegada|salida)|en (?:el hotel|recepcion)|al llegar|a l.arrivee|au depart|sur place|a la reception|a l.hotel|bei (?:anreise|ankunft|abreise)|vor ort|an der rezeption|im hotel|all.arrivo|alla partenza|in (?:hotel|loco)|alla reception|a chegada|a saida|no hotel|na rececao|na recepcao|no check-?in|no check-?out|na saida|au check-?out|beim check-?out|al check-?out)(?![\p{L}])/u;
// Where a sentence's clauses end: a comma, a semicolon, a colon, a bracket, or a "but" or "while".
const CLAUSE_END = /[,;:()]|(?<![\p{L}])(?:but|pero|mais|aber|ma|mas|while|whereas|mientras|tandis|wahrend|mentre|enquanto)(?![\p{L}])/gu;
/**
 * Whether what a sentence asks at `at` is paid or shown at the stay (AT_STAY): said in the thing's own clause, in the
 * clause of the request verb nearest it, or in an opening clause that asks nothing ("At check-in, a credit card is
 * required"). Not in another clause of its own: "Please send a deposit; the balance is paid on arrival" still asks
 * (stop 17: the whole sentence was let pass, and the deposit with it).
 */
function paidAtStay(sentence: string, at: number, verbs: RegExp, things: RegExp): boolean {
  const bounds = [0, ...matchesOf(CLAUSE_END, sentence).map((c) => c.index! + c[0].length), sentence.length + 1];
  const clauseOf = (i: number) => bounds.findIndex((b, k) => i >= b && i < bounds[k + 1]);
  const clause = (k: number) => sentence.slice(bounds[k], bounds[k + 1] - 1);
  const own = clauseOf(at);
  const verbClauses = matchesOf(new RegExp(verbs.source, 'gu'), sentence).map((v) => clauseOf(v.index!));
  const nearest = verbClauses.sort((a, b) => Math.abs(a - own) - Math.abs(b - own) || a - b)[0] ?? own;
  const opening = clause(0);
  const opens = own > 0 && nearest > 0 && !new RegExp(verbs.source, 'u').test(opening) && !new RegExp(things.source, 'u').test(opening);
  return [own, nearest, ...(opens ? [0] : [])].some((k) => AT_STAY.test(clause(k)));
}
function request(text: string, folded: string, lex: GateLexicon[]): string | undefined {
  const verbs = lexRe(lex, 'requestVerbs', 'u');
  const things = lexRe(lex, 'requestedThings', 'gu');
  // Most texts ask for nothing: a sentence can hold a request verb only where the whole text does.
  if (!verbs.test(folded)) return undefined;
  const asksNothing = notRequired(folded);
  for (const s of sentences(folded)) {
    if (!verbs.test(s.text)) continue;
    for (const m of matchesOf(things, s.text)) {
      if (NO_THING.test(s.text.slice(Math.max(0, m.index! - 25), m.index!)) || asksNothing(s.index + m.index!)) continue;
      // "Full payment is required upon arrival", "el pago se realiza en el hotel": paid at the stay, nothing asked now.
      // Said of the thing's own clause: "Please send a deposit; the balance is paid on arrival" still asks (stop 17:
      // the whole sentence was let pass, and the deposit with it).
      if (paidAtStay(s.text, m.index!, verbs, things)) continue;
      return text.slice(s.index, s.index + s.text.length).trim();
    }
  }
  return undefined;
}

// An amount per night ("15 € / nuit", "£15 per night", "15 € la nuit", "EUR 15 por noche"): a price's unit, no night of the stay.
const PRICE_PER_NIGHT = /(?:\d[\d.,]*\s*(?:[€$£]|(?<![\p{L}])(?:eur|euros?|gbp|chf|usd)(?![\p{L}]))?|(?:[€$£]|(?<![\p{L}])(?:eur|gbp|chf|usd)(?![\p{L}]))\s*\d[\d.,]*)\s*(?:\/|(?<![\p{L}])(?:per|por|par|pro|je|la|le|a|al|each|cada)(?![\p{L}]))\s*(?:nights?|noches?|nuits?|nacht|notte|noites?)(?![\p{L}])/gu;
// "la nuit du 14 reste sur demande", "the last night is on request": a night of the stay on request is the booking's.
const NIGHT = /(?<![\p{L}])(?:nights?|noches?|nuits?|nacht|nachte|notte|notti|noites?)(?![\p{L}])/u;
function option(folded: string, lex: GateLexicon[]): { index: number } | undefined {
  const options = lexRe(lex, 'options', 'u');
  const onRequest = lexRe(lex, 'onRequest', 'u');
  const booking = lexRe(lex, 'bookingNouns', 'u');
  const assignment = lexRe(lex, 'assignment', 'u');
  // Most texts hold no option word at all: a sentence can hold one only where the whole text does.
  if (!options.test(folded) && !onRequest.test(folded)) return undefined;
  for (const s of sentences(folded)) {
    if (assignment.test(s.text)) continue;
    // A night in a price's unit ("Parking privé : 15 € / nuit, 6 places, sur demande") is no night of the stay (eighteenth pass).
    const m = options.exec(s.text) ?? (booking.test(s.text) || NIGHT.test(s.text.replace(PRICE_PER_NIGHT, ' ')) ? onRequest.exec(s.text) : null);
    if (m) return { index: s.index + m.index };
  }
  return undefined;
}

// A charge, a fee, a penalty, a deposit or a payment cancelled ("el cargo se anuló", "la penale è stata annullata", "die
// Vorauszahlung wurde storniert") is money's, not the booking's (nineteenth pass).
// "La nuit du 13 est annulée sans frais", "the extra bed has been cancelled", "el traslado queda anulado": a part of the
// stay or an extra is cancelled, not the booking (a sentence that names the booking is about it).
const PART_OF_STAY = /(?<![\p{L}])(?:(?:first|last|one|the)\s+night|night of|nights? of the|nuit du|la (?:premiere |derniere )?nuit|noche del?|la (?:primera |ultima )?noche|nacht (?:vom|zum)|die (?:erste |letzte )?nacht|notte del?|la (?:prima |ultima )?notte|noite de|a (?:primeira |ultima )?noite|extra bed|cama (?:supletoria|extra)|lit d.appoint|zustellbett|letto aggiunto|dinner|cena|diner|abendessen|jantar|table|mesa|tavolo|tisch|excursion|tour|massage|masaje|massagem|invoice|fatura|factura|facture|rechnung|fattura|voucher|bono|charges?|fees?|penalty|deposit|payment|prepayment|cargo|penalizacion|deposito|pago|prepago|frais|penalite|acompte|arrhes|prelevement|paiement|belastung\p{L}*|kreditkartenbelastung|gebuhr|vorauszahlung|anzahlung|zahlung|penale|addebito|caparra|acconto|pagamento|cobranca|multa|sinal)(?![\p{L}])/u;
/** The first phrase of a family whose sentence is not about a part of the stay named before it, with its sentence. */
const STAY_SEEN: [string, string, Language | undefined, { words: string; sentence: string } | undefined][] = [];
export function stayPhrase(text: string, family: 'cancelled' | 'cancellation', language: Language | undefined): { words: string; sentence: string } | undefined {
  // The reading and the gate ask for the same text's phrase: the last few answers are kept.
  for (const [t, f, l, found] of STAY_SEEN) if (t === text && f === family && l === language) return found;
  const found = firstStayPhrase(text, family, language);
  STAY_SEEN.unshift([text, family, language, found]);
  if (STAY_SEEN.length > 6) STAY_SEEN.pop();
  return found;
}
function firstStayPhrase(text: string, family: 'cancelled' | 'cancellation', language: Language | undefined): { words: string; sentence: string } | undefined {
  const folded = fold(text);
  for (const p of allPhrases(folded, family, ALL_LEXICONS)) {
    const sentence = sentenceAt(text, p.index);
    // "Check-in takes place at the reception of our sister hotel", "Las llaves se recogen en el hotel asociado": where
    // the keys or the reception are, not a relocation (fifteenth pass).
    if (family === 'cancellation' && practicalElsewhere(fold(sentence))) continue;
    // "Gli ospiti saranno trasferiti dall'aeroporto all'hotel con la nostra navetta", "os hóspedes serão transferidos do
    // aeroporto para o hotel": a ride from the airport or the station is no relocation, unless another house is named
    // (nineteenth pass).
    // A named house ("al Hotel Sol", "to the Grand Hotel") is a relocation, whatever the ride.
    if (RIDE_VERB.test(p.words) && RIDE.test(fold(sentence)) && !ANOTHER_HOUSE.test(fold(sentence)) && !NAMED_HOUSE.test(sentence) && !NAMED_BEFORE_HOUSE.test(sentence)) continue;
    // "Your request has been transferred to our reservations team", "su solicitud ha sido trasladada al departamento de
    // reservas", "votre demande a été transférée au service réservations": a request passed on, not the guests moved.
    if (RIDE_VERB.test(p.words) && PASSED_ON.test(fold(sentence)) && !ANOTHER_HOUSE.test(fold(sentence)) && !NAMED_HOUSE.test(sentence)) continue;
    const start = text.indexOf(sentence);
    // The words before the phrase in its clause ("la prenotazione resta valida; la penale è stata annullata": the penalty's).
    const whole = fold(text.slice(start >= 0 && start <= p.index ? start : Math.max(0, p.index - 60), p.index));
    const head = whole.slice(Math.max(whole.lastIndexOf(';'), whole.lastIndexOf(',')) + 1);
    const part = PART_OF_STAY.test(head) || aboutService(head, language);
    if (!part || BOOKING_NOUN.test(head)) return { words: text.slice(p.index, p.end), sentence };
  }
  return undefined;
}
const RIDE_VERB = /transf|trasf|traslad/;
// Where a ride starts (an airport, a station, a flight, a train) or what carries it (a shuttle, a driver, a taxi); a
// named house or another one (below) makes it a relocation whatever the ride.
const RIDE = /(?<![\p{L}])(?:airports?|aeroport\p{L}*|aeropuerto|flughafen|stazione|(?:train|railway) station|estacion|bahnhof|estacao|gare|terminal|flights?|vuelo|volo|flug|voo|treno|zug|tren|comboio|navett[ae]|shuttle|autista|chauffeur|driver|chofer|fahrer|motorista|taxis?|minivan|minibus|pullman|motoscafo|private car|auto privata|coche privado|voiture privee|carro privado)(?![\p{L}])/u;
const PASSED_ON = /(?<![\p{L}])(?:request|enquiry|inquiry|message|e-?mail|solicitud|peticion|consulta|correo|demande|requete|courriel|richiesta|domanda|messaggio|pedido|solicitacao|mensagem|anfrage|nachricht|department|team|colleagues?|departamento|equipo|companer[oa]s?|service|equipe|collegues?|ufficio|reparto|colleg[ah]i?|abteilung|kolleg\p{L}*|equipa|colegas?)(?![\p{L}])/u;
const NAMED_HOUSE = /(?<![\p{L}])(?:[Hh]otel|HOTEL|[Hh]ôtel|[Aa]lbergo|[Pp]ousada|[Hh]ostal|[Rr]esidence|[Rr]ésidence|[Aa]parthotel|[Gg]asthof)\s+\p{Lu}/u;
const NAMED_BEFORE_HOUSE = /(?<![\p{L}])(?!(?:The|El|La|Le|Il|Lo|O|A|Das|Der|Die|Al|All|Au|Ao|To|Our|Nuestro|Notre|Unser|Nostro|Nosso)\s)\p{Lu}\p{Ll}+\s+(?:Hotel|Hôtel|HOTEL)(?![\p{L}])/u;
const ANOTHER_HOUSE = /(?<![\p{L}])(?:(?:a|an|un|una|une|um|uma|ein|einem|einen|einer)\s+(?:\p{L}+\s+)?(?:hotel|albergo|property|establecimiento|etablissement|struttura|unidade|haus)|nearby (?:hotel|property)|sister|partner\p{L}*|another (?:hotel|property)|other hotel|otro (?:hotel|establecimiento)|hermano|autre (?:hotel|etablissement)|partenaire|anderes hotel|schwester\p{L}*|altro (?:hotel|albergo)|gemell[oa]|outro hotel|parceir[oa]|irma[o]?)(?![\p{L}])/u;
const BOOKING_NOUN = /(?<![\p{L}])(?:booking|reservation|reserva|reservierung|buchung|prenotazione|reservacion|dossier|stay|sejour|estancia|aufenthalt|soggiorno|estadia)s?(?![\p{L}])/u;
// Where the keys, the reception, breakfast or parking are: practical information about another building.
const PRACTICAL = /(?<![\p{L}])(?:reception|recepcion|rezeption|rececao|recepcao|front desk|keys?|key ?box|llaves?|cles?|schlussel\p{L}*|chiavi|chaves?|breakfast|desayuno|petit[- ]?dejeuner|fruhstuck\p{L}*|colazione|pequeno[- ]?almoco|cafe da manha|parking|aparcamiento|parcheggio|estacionamento|pool|piscin[ae]|spa)(?![\p{L}])/u;
// What says the guests sleep, are moved or the house is full: never practical.
const NOT_PRACTICAL = /(?<![\p{L}])(?:stay\p{L}*|sleep\p{L}*|accommodat\p{L}*|relocat\p{L}*|mov(?:e|ed|ing)|transfer\p{L}*|rooms?|apartments?|studios?|habitacion\p{L}*|apartamentos?|alojad\p{L}*|aloja\p{L}*|dormir|traslad\p{L}*|reubica\p{L}*|chambres?|logement|log\p{L}*|reloge\p{L}*|zimmer|wohnung|unterge\p{L}*|umgebucht|wohnen|camer[ae]|appartament[oi]|alloggi\p{L}*|sistemat\p{L}*|trasferi\p{L}*|quartos?|transferid\p{L}*|hosped\p{L}*|overbook\p{L}*|sobrevent\p{L}*|surbook\p{L}*|uberbuch\p{L}*|full|complet[oa]s?|complets?|ausgebucht|esgotad[oa]|cancel\p{L}*|annul\p{L}*|anul\p{L}*|storn\p{L}*|instead|en lugar|au lieu|statt|invece|em vez)(?![\p{L}])/u;
const practicalElsewhere = (folded: string) => PRACTICAL.test(folded) && !NOT_PRACTICAL.test(folded);
/** The sentence that puts the booking on a waiting list ("elle figure sur notre liste d'attente sous le n° 1187"), or undefined. */
export function waitingListSentence(text: string, language: Language | undefined): string | undefined {
  const m = lexRe(lexiconsOf(language), 'waitingList', 'u').exec(fold(text));
  return m ? sentenceAt(text, m.index) : undefined;
}

/** The sentence where a confirmation word is negated ("não foi confirmada", "cannot yet confirm"), or undefined. */
export const negatesConfirmation = (text: string, language: Language | undefined) => negatedConfirmation(text, fold(text), lexiconsOf(language), true);

// A heading alone on its line (an HTML letter's "<h3>Política de cancelamento</h3>") opens one too (nineteenth pass).
// A cancellation policy's paragraph ("Cancellation policy: free until 48 h before arrival...", "Annullationsbedingungen:
// ... Eine Stornierungsbestätigung erhalten Sie schriftlich"): the hotel's terms, not a cancellation of the booking.
const POLICY = /^[ \t]*(?:cancellation (?:policy|terms|conditions)|terms of cancellation|politica de (?:cancelacion|anulacion|cancelamento)|condiciones de (?:cancelacion|anulacion)|(?:conditions|politique) d.annulation|storn(?:o|ierungs)(?:bedingungen|regelung|richtlinien)|annullationsbedingungen|(?:condizioni|politica) di (?:cancellazione|annullamento)|condicoes de cancelamento)(?:\s*[:|]|[ \t]*\n)/;
/** The text with each cancellation-policy paragraph blanked (same length). */
export const HEADING_ALONE = /^[ \t]*(?:cancellation (?:policy|terms|conditions)|terms of cancellation|politica de (?:cancelacion|anulacion|cancelamento)|condiciones de (?:cancelacion|anulacion)|(?:conditions|politique) d.annulation|storn(?:o|ierungs)(?:bedingungen|regelung|richtlinien)|annullationsbedingungen|(?:condizioni|politica) di (?:cancellazione|annullamento)|condicoes de cancelamento)[ \t]*:?[ \t]*$/;
/** Where the first line of a paragraph that opens a cancellation policy starts, or -1. */
function policyLine(para: string): number {
  for (let at = para.indexOf('\n'); at >= 0; at = para.indexOf('\n', at + 1)) if (POLICY.test(para.slice(at + 1)) || HEADING_ALONE.test(para.slice(at + 1))) return at + 1;
  return -1;
}
export function withoutPolicies(text: string): string {
  const folded = fold(text);
  if (!/cancel|annul|storn|anul/.test(folded)) return text;
  let out = '';
  let at = 0;
  // A heading alone that ends its paragraph ("Política de cancelamento" over a blank line, an HTML letter's <h3>): the
  // policy is the next paragraph.
  let next = false;
  for (const para of folded.split(/(\n\s*\n)/)) {
    const separator = !para.trim();
    // A heading on a line of its own inside a paragraph (a PMS letter's rows run on with no blank line: "Confirmation
    // No.: 5512\nCancellation policy: ..."): from that line to the paragraph's end (nineteenth pass).
    const line: number = separator ? -1 : next || POLICY.test(para) || HEADING_ALONE.test(para) ? 0 : para.includes('\n') ? policyLine(para) : -1;
    out += line >= 0 ? text.slice(at, at + line) + para.slice(line).replace(/[^\n]/g, ' ') : text.slice(at, at + para.length);
    if (!separator) next = line >= 0 && !next && HEADING_ALONE.test(para.slice(line));
    at += para.length;
  }
  return out;
}

/** ofRequest on a sentence as written. */
export const ofRequestSentence = (sentence: string, language: Language | undefined) => ofRequest(fold(sentence), lexiconsOf(language));

/** The number's sentence names a request or ticket and neither the booking nor a confirmation ("su petición ha sido registrada con el número SR-11845"). */
export function ofRequest(folded: string, lex: GateLexicon[]): boolean {
  if (!lexRe(lex, 'requestNouns', 'u').test(folded)) return false;
  if (lexRe(lex, 'bookingNouns', 'u').test(folded)) return false;
  const confirms = built(lex, 'confirmStems-no-garant', () => new RegExp(`(?<![\\p{L}])(?:${lex.flatMap((l) => l.confirmStems.filter((x) => !/garant/.test(x))).join('|')})`, 'u'));
  return !confirms.test(folded);
}

// Things a house may not promise that are not the booking: tickets, a table, parking, a transfer, an excursion.
const THING_NOT_BOOKING = /(?<![\p{L}])(?:entradas|tickets?|billets?|biglietti|ingressos?|bilhetes|eintrittskarten|karten|tables?|mesas?|tavol[oi]|tisch\p{L}*|parking|aparcamiento|parcheggio|estacionamento|parkpl\p{L}*|transfers?|traslados?|navettes?|shuttles?|excursion\p{L}*|escursion\p{L}*|ausfl\p{L}*|tours?|visitas?|visites?|visite guidate|green fees?|tee times?)(?![\p{L}])/u;
const STAY_WORDS = /(?<![\p{L}])(?:room|rooms|stay|habitacion\p{L}*|estancia|chambres?|sejour|zimmer|aufenthalt|camer[ae]|soggiorno|quartos?|estadia|night|noche|nuit|nacht|notte|noite)(?![\p{L}])/u;
function thingNotBooking(sentence: string, bookingNouns: RegExp): boolean {
  bookingNouns.lastIndex = 0;
  return THING_NOT_BOOKING.test(sentence) && !bookingNouns.test(sentence) && !STAY_WORDS.test(sentence);
}
function negatedConfirmation(text: string, folded: string, lex: GateLexicon[], requested: boolean): string | undefined {
  const re = built(lex, 'negations', () => new RegExp(
    `(?<![\\p{L}'])(?:${list(lex, 'negations').join('|')})(?![\\p{L}])(?!\\s+(?:problem\\p{L}*|hesit\\p{L}*|dud\\p{L}*|esit\\p{L}*|hesite\\p{L}*))((?:[ \\t]+[^\\s\\d.,;:!?]+){0,3})[ \\t]+(?:${list(lex, 'confirmStems').join('|')})`,
    'gu',
  ));
  for (const m of matchesOf(re, folded)) {
    // "no further confirmation is needed", "keine weitere Bestätigung", "aucune autre confirmation": nothing more to confirm.
    if (/(?<![\p{L}])(?:further|other|additional|new|weitere\p{L}*|neue\p{L}*|otra|nueva|autre|nouvelle|altra|nuova|ulterior\p{L}*|outra|nova)(?![\p{L}])/u.test(m[1])) continue;
    // "Your special request (high floor) has been noted but cannot be guaranteed", "Adjoining rooms cannot be
    // guaranteed": a wish not promised, where the booking carries none (fifteenth pass).
    if (!requested && requestNotPromisedAt(text, m.index!, lexRe(lex, 'bookingNouns', 'u'))) continue;
    // "Rooms not guaranteed by credit card or agent are held until 18:00": the house's rule, said of rooms in general.
    if (unguaranteedRule(fold(sentenceAt(text, m.index!)))) continue;
    // "las entradas para la Alhambra ...; desde recepción no podemos garantizarlas", "we cannot guarantee a table": a
    // thing beside the stay, in a sentence that names no booking, room or stay (stop 19, tuning16).
    if (thingNotBooking(fold(sentenceAt(text, m.index!)), lexRe(lex, 'bookingNouns', 'u'))) continue;
    return sentenceAt(text, m.index!);
  }
  // "We cannot, as you asked in your message of Tuesday, confirm the double room", "no podemos, tal como nos pedían,
  // confirmar", "nous ne pouvons pas, comme vous l'avez demandé, confirmer": the negation, an aside set off by commas,
  // dashes or brackets, and the confirmation verb as an infinitive right after it (r24). A confirmation after an aside
  // with no negation before it ("we can, as you asked, confirm") or a conjugated verb after one ("No, como siempre,
  // confirmamos") is not this.
  const aside = built(lex, 'negations-aside', () => new RegExp(
    `(?<![\\p{L}'])(?:${list(lex, 'negations').join('|')})(?![\\p{L}])(?!\\s+(?:problem\\p{L}*|hesit\\p{L}*|dud\\p{L}*|esit\\p{L}*|hesite\\p{L}*))(?:[ \\t]+[^\\s\\d.,;:!?()]+){0,2}[ \\t]*(?:,[^.!?\\n;:]{2,120}?,|\\([^()\\n]{2,120}\\)|[–—-][^.!?\\n;:]{2,120}?[–—-])[ \\t]*(?:${list(lex, 'confirmInfinitives').join('|')})(?![\\p{L}])`,
    'gu',
  ));
  for (const m of matchesOf(aside, folded)) {
    const s = fold(sentenceAt(text, m.index!));
    if (!requested && requestNotPromised(s, lexRe(lex, 'bookingNouns', 'u'))) continue;
    if (unguaranteedRule(s)) continue;
    return sentenceAt(text, m.index!);
  }
  return undefined;
}

// "EUR 3 per person per night", "15 € por noche", "par nuit", "pro Nacht": a price's unit, not a fact of the booking.
// "pro Person und Nacht", "per person and night", "por persona y noche": one unit of two (r21).
// A word between the unit and its noun only after "per", "por", "par", "pro", "je", "each", "cada" ("per double room"):
// "a single room", "la habitación doble" is a room stated, not a price's unit (stop 14: "The room is a single room"
// confirmed a double).
const PER_UNIT = /(?<![\p{L}])(?:(?:per|por|par|pro|je|each|cada)\s+(?:\p{L}+\s+)?|(?:a|al|la|le)\s+)(?:nights?|noches?|nuits?|nacht|notte|noites?|persons?|personas?|personnes?|persone|pessoas?|pax|adults?|adultos?|adultes?|adulti|erwachsene[nr]?|rooms?|habitacion|chambres?|zimmer|camera|quartos?|days?|dias?|jours?|tag|giorno)(?:\s+(?:und|and|y|et|e|&)\s+(?:(?:per|por|par|pro|a|al|je)\s+)?(?:nights?|noches?|nuits?|nacht|notte|noites?|days?|dias?|jours?|tag|giorno))?(?![\p{L}])/gu;
const perUnit = (s: string) => s.replace(PER_UNIT, ' ');
// The same, same length (a note's words keep their places: r22).
const perUnitBlank = (s: string) => s.replace(PER_UNIT, (x) => ' '.repeat(x.length));
// A request granted is no doubt only when nothing in its line sets it against anything ("comme demandé, mais en lits
// séparés"): the contrast words of every lexicon.
const CONTRAST_ANY = wordsRe(Object.values(LEXICONS).flatMap((l) => l.contrast), 'u');
const granted = (lex: GateLexicon[], line: string) => lexRe(lex, 'granted', 'u').test(line) && !CONTRAST_ANY.test(line);
/** Whether every sentence of a note's text (folded) that names a word of the booking is practical information. */
// A meal served elsewhere or otherwise while a part of the house is closed ("das Frühstück wird in dieser Zeit in der
// Lobby serviert", "breakfast will be served in the lobby"): still served.
const SERVED_ELSEWHERE = /(?<![\p{L}])(?:serviert|served|servid[oa]|servi(?:e|es)?|servit[oa]|angeboten|offered|ofrecid[oa]|propose|offert[oa]|oferecid[oa])(?![\p{L}])/u;
function allPractical(note: string, about: RegExp, language: Language | undefined): boolean {
  const benign = topicScan(language).benign;
  // A part of the house closed for some days ("Bitte beachten Sie: Unser Restaurant ist vom 07.06. bis 09.06.
  // geschlossen, das Frühstück wird in der Lobby serviert"): that clause is practical (stop 13); every other clause
  // about the booking must be too ("..., Halbpension ist leider nicht möglich" is not).
  if (facilityClosure(note)) {
    return note.split(/[,;:]|\.\s+(?=\p{Lu})/u).every((c) => facilityClosure(c) || !about.test(perUnit(c)) || benign.test(c) || SERVED_ELSEWHERE.test(c));
  }
  // A minimum age ("The guest must be at least 21 years of age to check in") is the house's rule; a booking that holds a
  // child goes to a person for it anyway (read.ts, ageRule).
  return sentences(note).every((x) => !about.test(perUnit(x.text)) || benign.test(x.text) || AGE_RULE.test(x.text));
}
// A note opening a sentence is excused as practical information only without a "but" and without works or a closure
// ("PS : chambre au 4e étage comme demandé, mais en lits séparés", "our hotel is undergoing renovation works on the 3rd
// floor": the floor's words are practical, the rest is not).
const BUT_OR_WORKS = /(?<![\p{L}])(?:but|however|although|except|pero|sin embargo|aunque|excepto|mais|cependant|toutefois|sauf|aber|jedoch|allerdings|ausser|ma|pero|tuttavia|eccetto|mas|porem|contudo|exceto)(?![\p{L}])/u;
const plainPractical = (note: string, about: RegExp, language: Language | undefined) => !BUT_OR_WORKS.test(note) && !CLOSED_HINT.test(note) && allPractical(note, about, language);
// The topics whose read facts may cover a note's words.
const NOTE_TOPICS: Topic[] = ['stay', 'room', 'board', 'guests'];
function postscript(text: string, folded: string, lex: GateLexicon[], language: Language | undefined, checked: (topic: Topic) => CheckedSpan[] = () => [], requested = true): string | undefined {
  const contrast = contrastAboutFact(text, language, requested ? undefined : (sentence) => wishNotPromised(sentence, language));
  if (contrast) return contrast;
  const opener = built(lex, 'postscripts', () => new RegExp(`^\\s*(?:(?:${list(lex, 'postscripts').join('|')})(?![\\p{L}\\p{N}])\\s*[:.,-]?|\\*{1,2}(?=\\s*\\p{L}))`, 'u'));
  const aboutWord = lexRe(lex, 'bookingWords', 'u');
  const aboutAll = lexRe(lex, 'bookingWords', 'gu');
  // A note whose every word of the booking lies in a fact the reader read and found matching ("Please note: peak season
  // (26 Jun – 2 Oct): 7-night minimum stay", a booking of seven nights) leaves nothing unread (r22).
  let all: CheckedSpan[] | undefined;
  const about = { test: (s: string, at = -1) => {
    if (!aboutWord.test(s)) return false;
    if (at < 0) return true;
    // Only a fact's words on the note's own line count (a span over the whole text, of a fact with nothing to compare,
    // reads no note).
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    const lineEndAt = text.indexOf('\n', at);
    const lineEnd = lineEndAt < 0 ? text.length : lineEndAt;
    all ??= NOTE_TOPICS.flatMap((t) => checked(t));
    const spans = all.filter((c) => !c.exact && c.index >= Math.max(lineStart, at) && c.end <= lineEnd);
    if (!spans.length) return true;
    for (const m of matchesOf(aboutAll, s)) {
      const from = at + m.index!;
      const to = from + m[0].length;
      if (spans.some((c) => c.index <= from && c.end >= to)) continue;
      // A label ("* Camera: Doppia Classic", "Nights: 7") whose value on its line is a fact read and matching.
      if (/^[ \t]*[:|]/.test(text.slice(to, to + 3)) && spans.some((c) => c.index > to)) continue;
      return true;
    }
    return false;
  } };
  // Most texts hold no note: no postscript word anywhere and no line opening with "*".
  if (!lexRe(lex, 'postscripts', 'u').test(folded) && !/(?:^|\n)\s*\*/.test(folded)) return undefined;
  let offset = 0;
  for (const line of folded.split('\n')) {
    const m = opener.exec(line);
    // "PS : chambre au 4e étage côté mer, comme demandé": a request granted, no doubt (unless it says "but").
    // "Bitte beachten: Check-in ab 15.00 Uhr. Die Kurtaxe ... pro Person und Nacht ..., Parkplätze stehen den Gästen
    // kostenlos zur Verfügung": a note whose every sentence about the booking's words is practical information (the
    // safety gate's benign families) says nothing of the booking (r21).
    if (m && about.test(perUnitBlank(line.slice(m[0].length)), offset + m[0].length) && !granted(lex, line) && !allPractical(line.slice(m[0].length), aboutWord, language)) return text.slice(offset, offset + line.length).trim();
    offset += line.length + 1;
  }
  // A note may open a sentence too ("Confirmamos con el 8812. Ojo: la reserva es para una sola noche"), after a word or
  // two ("Só uma observação: o quarto reservado é no nosso anexo", "Just a note: ...").
  const noted = built(lex, 'postscripts-after', () => new RegExp(`^\\s*(?:\\p{L}+\\s+){1,2}(?:${list(lex, 'postscripts').join('|')})\\s*:`, 'u'));
  for (const s of sentences(folded)) {
    const m = opener.exec(s.text) ?? noted.exec(s.text);
    // The rest of its line may say the request was granted ("PS: Zimmer im 4. Stock, wie gewünscht").
    const lineEnd = folded.indexOf('\n', s.index);
    if (m && granted(lex, folded.slice(s.index, lineEnd < 0 ? undefined : lineEnd))) continue;
    // As a line's note above: one that only gives practical information says nothing of the booking (stop 16: "Please
    // note that the room is on the 3rd floor" opening a sentence was a doubt, opening a line was not).
    if (m && (m[0].trim().length > 2 || /^\s*\S+\s*[:.,-]/.test(s.text)) && about.test(perUnitBlank(s.text.slice(m[0].length)), s.index + m[0].length) && !granted(lex, s.text) && !plainPractical(s.text.slice(m[0].length), aboutWord, language)) return text.slice(s.index, s.index + s.text.length).trim();
  }
  return undefined;
}

/** Whether the gate's noOption check fails on this text (what confirmationGate(...).noOption says, alone). */
export function holdsOption(text: string, language: Language | undefined): boolean {
  const options = option(maskProvisionalDocuments(fold(text)), lexiconsOf(language));
  return Boolean(options && sentenceAt(text, options.index));
}

/**
 * The gate's checks on the hotel's own text about one booking whose reading would confirm it. `tie` says how its one
 * confirmation number was found. Every check is computed, so the explanation lists them all, passed or failed.
 */
export function confirmationGate(text: string, language: Language | undefined, tie: NumberTie, hcnSentence?: string, checked: (topic: Topic) => CheckedSpan[] = () => [], requested = true, booked: BookedParty = {}): GateCheck[] {
  const folded = fold(text);
  const lex = lexiconsOf(language);
  const requestOnly = hcnSentence && tie !== 'subject' && tie !== 'quoted line' ? ofRequest(fold(hcnSentence), lex) : false;
  const options = option(maskProvisionalDocuments(folded), lex);
  const phrase = (family: 'conditions' | 'cancellation') => (family === 'conditions' ? bookingCondition(withoutUpgradeOffers(text), language, requested) : stayPhrase(withoutPolicies(text), family, language)?.sentence);
  const found: Record<GateCheckName, string | undefined> = {
    oneNumber: undefined,
    noQuestion: question(text, folded, lex),
    noCondition: phrase('conditions'),
    noRequest: request(text, folded, lex),
    noOption: options ? sentenceAt(text, options.index) : undefined,
    noHedge: hedgePhrase(withoutLostMail(folded)),
    noNegation: negatedConfirmation(text, folded, lex, requested),
    noCancellation: phrase('cancellation'),
    nothingUnread: postscript(text, folded, lex, language, checked, requested),
    allChecked: undefined,
  };
  // "We confirm availability ... Ref 4471", "su mesa para la cena queda confirmada, nº 4471": what is confirmed is not the booking.
  const otherAt = confirmsOtherOnly(folded);
  const other = otherAt === undefined ? undefined : sentenceAt(text, otherAt);
  // Every sentence about the stay read: the one check that scans the whole text word by word, so it is made only when
  // every other check passed (a booking another check sends to a person is read by that person anyway).
  const othersPass = !requestOnly && !other && GATE_CHECKS.every((c) => c === 'oneNumber' || c === 'allChecked' || !found[c]);
  const unchecked = othersPass ? uncheckedStatement(text, language, checked, { ...booked, requested }) : undefined;
  if (unchecked) {
    const sentence = unchecked.sentence.replace(/\s+/g, ' ');
    found.allChecked = unchecked.limit ? LIMIT_TEXT[unchecked.limit](TOPIC_TEXT[unchecked.topic], sentence) : `a statement about ${TOPIC_TEXT[unchecked.topic]} the reader could not check: «${sentence}»`;
  }
  return GATE_CHECKS.map((check) =>
    check === 'oneNumber'
      ? requestOnly ? { check, passed: false, words: `${hcnSentence} (the number of a request, not of the booking)` }
        : other ? { check, passed: false, words: `${other} (a confirmation of something else than the booking)` } : { check, passed: true, words: tie }
      : check === 'allChecked' && !othersPass ? { check, passed: true, words: 'not looked at: another check failed' }
        : { check, passed: !found[check], ...(found[check] ? { words: found[check] } : {}) },
  );
}

/** A span of the hotel's own text the reader compared with the booking and found matching, and what it is about. */
export interface CheckedSpan {
  topic: Topic;
  index: number;
  end: number;
  /** Covers only the mention it overlaps (a bare day of the month that is a booked day's), not its whole sentence. */
  exact?: boolean;
  /** Words the reader set aside (a board offered beside the booked one): no fact of the booking a limit could narrow. */
  aside?: boolean;
}
/**
 * What the gate knows of the booking to weigh a limit (r20): how many guests and children, and whether its board holds
 * a meal. Guests and children not known weigh as the strictest (several guests, no child); a board not known holds no
 * meal to pay apart (nothing the hotel says of the board contradicts a booking that names none).
 */
export interface BookedParty {
  guests?: number;
  children?: number;
  meals?: boolean;
  /** A booking of several rooms, one of them for one guest: a room's own line "for 1 person" is that room's count. */
  roomForOne?: boolean;
  /** The booking carries a firm request (read.ts requestBooked): then a wish's availability is its concern. */
  requested?: boolean;
}
// The count of one in a limit's words ("für 1 Person", "for one guest", "para una persona").
const COUNT_OF_ONE = /(?<![\p{L}\p{N}])(?:1|one|a single|un|una|une|ein|eine|einer|uno|um|uma)(?![\p{L}\p{N}])/u;
const THEIR_ONE_CHILD = /(?<![\p{L}])(?:and|with|y|con|et|avec|und|mit|e|com)\s+(?:their|his|her|su|leur|son|sa|ihrem|ihrer|ihr|seinem|seiner|il loro|la loro|il suo|la sua|o seu|a sua|seu|sua)\s+(?:(?:little|young|pequeno|pequena|petit|petite|kleinen?|piccol[oa])\s+)?(?:son|daughter|child|kid|baby|hijo|hija|nino|nina|bebe|fils|fille|enfant|sohn|tochter|kind|figlio|figlia|bambino|bambina|filho|filha|crianca)(?![\p{L}])/u;
const CHILDREN_PLURAL = /(?<![\p{L}])(?:children|kids|sons|daughters|hijos|hijas|ninos|ninas|enfants|fils et|kinder|kindern|sohne|tochter und|figli|bambini|filhos|filhas|criancas|\d\s*(?:children|kids|ninos|enfants|kinder|bambini|criancas))(?![\p{L}])/u;
/** A limit on a fact the sentence states: part of the party, part of the stay, a meal paid apart, a child not booked. */
export type Limit = 'party' | 'stay' | 'paid' | 'child' | 'oneChild' | 'beyond';
const LIMIT_TEXT: Record<Limit, (topic: string, sentence: string) => string> = {
  party: (topic, sentence) => `a statement that limits ${topic} to part of the party, which the reader could not check: «${sentence}»`,
  stay: (topic, sentence) => `a statement that limits ${topic} to part of the stay, which the reader could not check: «${sentence}»`,
  paid: (topic, sentence) => `a statement that ${topic} is paid apart, which the reader could not check: «${sentence}»`,
  child: (_topic, sentence) => `a statement that names a child the booking does not hold: «${sentence}»`,
  oneChild: (_topic, sentence) => `a statement that names one child where the booking holds more: «${sentence}»`,
  beyond: (_topic, sentence) => `a statement that names a guest beyond those the booking holds: «${sentence}»`,
};
// A guest named by rank, for whom something is done ("an extra bed for the third adult", "una cama supletoria para el
// tercer adulto", "pour le troisième adulte", "für die dritte Person", "per il terzo ospite", "para o terceiro adulto"):
// the party has at least that many (stop 15: confirmed a booking of two adults). With "for the": a price list's "third
// adult: 35 EUR" or "a third person" names nobody.
const RANKS: [string, number][] = [
  ['second|2nd|segund[oa]|deuxieme|2e|zweite[nrms]?|second[oa]', 2],
  ['third|3rd|tercer[oa]?|troisieme|3e|dritte[nrms]?|terz[oa]|terceir[oa]', 3],
  ['fourth|4th|cuart[oa]|quatrieme|4e|vierte[nrms]?|quart[oa]', 4],
  ['fifth|5th|quint[oa]|cinquieme|5e|funfte[nrms]?', 5],
];
const RANKED_GUEST = new RegExp(`(?<![\\p{L}])(?:for|para|pour|fur|per) (?:the|el|la|le|die|den|das|il|lo|o|a) (?:(?<r2>${RANKS[0][0]})|(?<r3>${RANKS[1][0]})|(?<r4>${RANKS[2][0]})|(?<r5>${RANKS[3][0]})) (?:adults?|guests?|persons?|people|adult[oa]s?|huesped(?:es)?|personas?|personnes?|adultes?|person(?:en)?|erwachsene[nr]?|gast|ospiti?|persone|pessoas?|hospedes?)(?![\\p{L}])`, 'u');
// The guests named one by one ("para usted, su marido y su madre", "for you, your husband and your mother", "pour vous,
// votre mari et votre mère"), and an extra bed for a relative or a friend ("an extra bed for your friend", "una cama
// supletoria para su madre"): as many guests as are named (stop 15, a helper's probes).
const RELATIVE = '(?:husband|wife|partner|spouse|mother(?:-in-law)?|father(?:-in-law)?|sister|brother|friend|colleague|companion|marido|esposo|esposa|mujer|pareja|madre|padre|suegr[oa]|herman[oa]|amig[oa]|companer[oa]|mari|epouse|femme|conjoint|mere|pere|belle-mere|beau-pere|soeur|frere|ami|amie|collegue|mann|ehemann|frau|ehefrau|partnerin|mutter|vater|schwiegermutter|schwiegervater|schwester|bruder|freund|freundin|kollegin|kollege|moglie|compagn[oa]|suocer[oa]|sorella|fratello|amic[oa]|collega|mulher|companheir[oa]|mae|pai|sogr[oa]|irma|irmao)';
const POSSESSIVE = '(?:your|su|votre|ihr|ihre|ihrem|ihren|ihrer|suo|sua|vostro|vostra|seu|sua|o seu|a sua)';
const RELATIVE_NAMED = new RegExp(`${POSSESSIVE} ${RELATIVE}`, 'gu');
const NAMED_ONE_BY_ONE = new RegExp(`(?<![\\p{L}])(?:for|para|pour|fur|per) (?:you|usted|ustedes|vous|sie|lei|voi|voce)((?:(?:,| and| y| et| und| e)\\s+${POSSESSIVE} ${RELATIVE}(?![\\p{L}]))+)`, 'u');
const BED_FOR_RELATIVE = new RegExp(`(?<![\\p{L}])(?:extra bed|rollaway(?: bed)?|sofa bed|cama supletoria|cama extra|sofa cama|lit d.appoint|lit supplementaire|canape-lit|zustellbett|aufbettung|schlafsofa|letto aggiunto|letto supplementare|divano letto)(?:[^.;\\n]{0,40}?)(?:for|para|pour|fur|per) ${POSSESSIVE} ${RELATIVE}(?![\\p{L}])`, 'u');
/** The rank of a guest named by it in the sentence (folded), or the guests named there, when more than the booking's. */
function guestBeyond(sentence: string, guests: number | undefined): boolean {
  const booked = guests ?? 2;
  const m = RANKED_GUEST.exec(sentence);
  if (m && (m.groups!.r5 ? 5 : m.groups!.r4 ? 4 : m.groups!.r3 ? 3 : 2) > booked) return true;
  const listed = NAMED_ONE_BY_ONE.exec(sentence);
  if (listed && 1 + (listed[1].match(RELATIVE_NAMED)?.length ?? 0) > booked) return true;
  // An extra bed for a relative or a friend where the booking holds two guests at most: a third.
  return booked <= 2 && BED_FOR_RELATIVE.test(sentence);
}
/** How the review names each topic. */
export const TOPIC_TEXT: Record<Topic, string> = {
  stay: 'the dates of the stay', room: 'the room', board: 'the board', guests: 'the guests', name: "the guest's name", price: 'the rate of the room or board',
  cancellation: 'cancellation', elsewhere: 'another hotel or building', timeLimit: 'a time limit',
};
/**
 * The first one or two characters every match of a pattern may begin with (a literal run, the heads of a leading group,
 * a digit for "\\d"), or undefined when unsure: a word whose first two characters no pattern may begin with is not
 * tried at all, and most words are not.
 */
function heads(p: string): string[] | undefined {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  const alts: string[] = [];
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === '\\') i++;
    else if (c === '[') while (i < p.length && p[i] !== ']') i += p[i] === '\\' ? 2 : 1;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      alts.push(p.slice(from, i));
      from = i + 1;
    }
  }
  alts.push(p.slice(from));
  for (const a of alts) {
    if (a.startsWith('(?:')) {
      let d = 0;
      let close = -1;
      for (let i = 0; i < a.length; i++) {
        if (a[i] === '\\') i++;
        else if (a[i] === '[') while (i < a.length && a[i] !== ']') i += a[i] === '\\' ? 2 : 1;
        else if (a[i] === '(') d++;
        else if (a[i] === ')' && --d === 0) { close = i; break; }
      }
      if (close < 0 || /^[?*{]/.test(a.slice(close + 1))) return undefined;
      const inner = heads(a.slice(3, close));
      if (!inner) return undefined;
      out.push(...inner);
      continue;
    }
    if (a.startsWith('\\d')) {
      out.push(...'0123456789');
      continue;
    }
    const run = /^[\p{L}\p{N} '&-]*/u.exec(a)![0];
    const literal = /^[?*{]/.test(a.slice(run.length)) ? run.slice(0, -1) : run;
    if (!literal) return undefined;
    out.push(literal.slice(0, 2));
  }
  return out;
}
/**
 * A pattern as the literal phrases it matches, each whole or as a stem a word's letters may follow ("arriv\\p{L}*"), or
 * undefined when it is more than that (digits, classes, look-arounds): those are matched as expressions.
 */
function expand(p: string): { text: string; stem: boolean }[] | undefined {
  const alts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '\\') i++;
    else if (p[i] === '(') depth++;
    else if (p[i] === ')') depth--;
    else if (p[i] === '|' && depth === 0) {
      alts.push(p.slice(from, i));
      from = i + 1;
    }
  }
  alts.push(p.slice(from));
  const out: { text: string; stem: boolean }[] = [];
  for (const a of alts) {
    let variants: { text: string; stem: boolean }[] = [{ text: '', stem: false }];
    for (let i = 0; i < a.length; ) {
      let item: { text: string; stem: boolean }[];
      if (a.startsWith('\\p{L}*', i) && i + 7 === a.length) {
        variants = variants.map((v) => ({ text: v.text, stem: true }));
        i += 7;
        continue;
      } else if (a.startsWith('(?:', i)) {
        let d = 0;
        let close = -1;
        for (let k = i; k < a.length; k++) {
          if (a[k] === '\\') k++;
          else if (a[k] === '(') d++;
          else if (a[k] === ')' && --d === 0) { close = k; break; }
        }
        if (close < 0) return undefined;
        const inner = expand(a.slice(i + 3, close));
        if (!inner || inner.some((x) => x.stem)) return undefined;
        item = inner;
        i = close + 1;
      } else if (/[\p{L}\p{N} '&-]/u.test(a[i])) {
        item = [{ text: a[i], stem: false }];
        i++;
      } else return undefined;
      if (a[i] === '?') {
        item = [...item, { text: '', stem: false }];
        i++;
      }
      if (/^[*+{]/.test(a.slice(i))) return undefined;
      variants = variants.flatMap((v) => item.map((x) => ({ text: v.text + x.text, stem: false })));
      if (variants.length > 64) return undefined;
    }
    out.push(...variants);
  }
  return out.every((v) => v.text) ? out : undefined;
}
const LETTER = /[\p{L}\p{N}]/u;
/**
 * The topics' phrases, matched word by word: the literal phrases a pattern stands for are looked up by the word they
 * begin with (or its first two characters, for stems), the few patterns that are more are tried as expressions only at
 * a word whose first characters they may begin with. Most words are one map lookup.
 */
class TopicScanner {
  private literal = new Map<string, string[]>();
  private stems = new Map<string, string[]>();
  private rest: string[] = [];
  /** The first two characters of every literal phrase and stem, as one number: most words begin none. */
  private starts = new Set<number>();
  private ones = new Set<number>();
  private restHeads: (string[] | undefined)[];
  private groups = new Map<number, RegExp | null>();
  constructor(list: string[]) {
    for (const p of new Set(list)) {
      const phrases = expand(p);
      if (!phrases) {
        this.rest.push(p);
        continue;
      }
      for (const { text, stem } of phrases) {
        if (text.length > 1) this.starts.add(text.charCodeAt(0) * 65536 + text.charCodeAt(1));
        else this.ones.add(text.charCodeAt(0));
        const map = stem ? this.stems : this.literal;
        const key = stem ? text.slice(0, 2) : /^[\p{L}\p{N}]*/u.exec(text)![0];
        map.set(key, [...(map.get(key) ?? []), text].sort((a, b) => b.length - a.length));
      }
    }
    this.rest.sort((a, b) => b.length - a.length);
    this.restHeads = this.rest.map(heads);
  }
  private group(text: string, i: number): RegExp | null {
    const code = text.charCodeAt(i) * 65536 + (text.charCodeAt(i + 1) || 0);
    let re = this.groups.get(code);
    if (re === undefined) {
      const key = text.slice(i, i + 2);
      const list = this.rest.filter((_, r) => !this.restHeads[r] || this.restHeads[r]!.some((h) => (h.length === 1 ? key[0] === h : key === h)));
      re = list.length ? new RegExp(`(?:${list.join('|')})(?![\\p{L}\\p{N}])`, 'uy') : null;
      this.groups.set(code, re);
    }
    return re;
  }
  /** Every match, in order (the longest at a word start), as whole words. */
  all(text: string): { index: number; end: number }[] {
    const out: { index: number; end: number }[] = [];
    const n = text.length;
    for (let i = 0; i < n; ) {
      if (!wordChar(text, i)) {
        i++;
        continue;
      }
      let w = i + 1;
      while (w < n && wordChar(text, w)) w++;
      let end = -1;
      const group = this.rest.length ? this.group(text, i) : null;
      if (!group && !this.starts.has(text.charCodeAt(i) * 65536 + (text.charCodeAt(i + 1) || 0)) && !this.ones.has(text.charCodeAt(i))) {
        i = w;
        continue;
      }
      const word = text.slice(i, w);
      const phrases = this.literal.get(word);
      if (phrases) for (const phrase of phrases) {
        if (text.startsWith(phrase, i) && !wordChar(text, i + phrase.length)) {
          end = i + phrase.length;
          break;
        }
      }
      const stems = this.stems.get(word.slice(0, 2));
      if (stems) for (const stem of stems) {
        if (!text.startsWith(stem, i)) continue;
        let e = i + stem.length;
        while (e < n && wordChar(text, e) && !isDigit(text.charCodeAt(e))) e++;
        if (!wordChar(text, e)) end = Math.max(end, e);
        break;
      }
      if (group) {
        group.lastIndex = i;
        const m = group.exec(text);
        if (m && m[0]) end = Math.max(end, i + m[0].length);
      }
      if (end > i) {
        out.push({ index: i, end });
        i = end;
      } else i = w;
    }
    return out;
  }
}
const isDigit = (c: number) => c >= 48 && c <= 57;
/** A letter or digit at i (ASCII by its code, the rest by the expression). */
function wordChar(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c !== c) return false;
  if ((c >= 97 && c <= 122) || isDigit(c) || (c >= 65 && c <= 90)) return true;
  return c > 127 && LETTER.test(text[i]);
}

interface TopicScan { scanner: TopicScanner; byTopic: [Topic, RegExp][]; limits: RegExp; paidOther: RegExp; benign: RegExp; benignAll: RegExp; hours: RegExp; occasions: RegExp; greeting: RegExp; greetingAll: RegExp; included: RegExp; staffBefore: RegExp; staffAfter: RegExp; forwarder: RegExp; bookingNoun: RegExp; known: Map<string, Topic | null> }
const TOPIC_SCANS = new Map<string, TopicScan>();
const FIRST = new Set<Topic>(['elsewhere', 'cancellation', 'timeLimit']);
function topicScan(language: Language | undefined): TopicScan {
  const key = language ?? '*';
  let scan = TOPIC_SCANS.get(key);
  if (!scan) {
    const lex = language ? (language === 'en' ? [TOPIC_LEXICONS.en] : [TOPIC_LEXICONS[language], TOPIC_LEXICONS.en]) : Object.values(TOPIC_LEXICONS);
    const of = (k: keyof typeof TOPIC_LEXICONS.en) => lex.flatMap((l) => l[k]);
    scan = {
      scanner: new TopicScanner(TOPICS.flatMap((t) => of(t))),
      // Another building, a cancellation and a time limit first: "Gästehaus" is a building before it is guests.
      byTopic: [...TOPICS].sort((a, b) => Number(!FIRST.has(a)) - Number(!FIRST.has(b))).map((t) => [t, new RegExp(`(?:${of(t).join('|')})(?![\\p{L}\\p{N}])`, 'uy')]),
      // What narrows a fact to part of the party or of the stay, makes a meal paid apart, or names a child (r20): one
      // expression, each family a named group.
      limits: new RegExp(`(?<![\\p{L}\\p{N}])(?:(?<party>${of('partParty').join('|')})|(?<stay>${of('partStay').join('|')})|(?<paid>${of('paidApart').join('|')})|(?<child>${of('childNamed').join('|')}))(?![\\p{L}\\p{N}])`, 'gu'),
      paidOther: new RegExp(wordsRe(of('paidOther'), 'u').source, 'u'),
      benign: new RegExp(wordsRe(of('benign'), 'u').source, 'u'),
      benignAll: new RegExp(wordsRe(of('benign'), 'u').source, 'gu'),
      hours: new RegExp(wordsRe(of('hours'), 'u').source, 'gu'),
      occasions: new RegExp(wordsRe(of('occasions'), 'u').source, 'gu'),
      greeting: new RegExp(`^[\\s,]*(?:${of('greetings').join('|')})(?![\\p{L}\\p{N}])`, 'u'),
      greetingAll: new RegExp(`(?<![\\p{L}\\p{N}])(?:${of('greetings').join('|')})(?![\\p{L}\\p{N}])`, 'gu'),
      included: new RegExp(wordsRe(of('included'), 'u').source, 'u'),
      staffBefore: new RegExp(`(?<![\\p{L}])(?:${of('staff').join('|')})${ARTICLE}[ \\t,:]*$`, 'u'),
      staffAfter: new RegExp(`^[ \\t]*[,(–-]?[ \\t]*(?:${of('staff').join('|')})(?![\\p{L}])`, 'u'),
      forwarder: new RegExp(`^[ \\t]*(?:${of('forwarder').join('|')})(?![\\p{L}])`, 'u'),
      bookingNoun: lexRe(lexiconsOf(language), 'bookingNouns', 'u'),
      known: new Map(),
    };
    TOPIC_SCANS.set(key, scan);
  }
  return scan;
}
// "EUR 96,00/noche", "Tarif / nuit", "P./Nacht": a price's unit.
const PER_SLASH = /\/\s*(?:nights?|noches?|nuits?|nacht|notte|noites?|persons?|personas?|personnes?|persone|pessoas?|pax|p|room|habitacion|chambre|zimmer|camera|quarto)(?![\p{L}])/gu;
const PAID = /(?<![\p{L}])(?:deposit\p{L}*|deposito|acompte|anzahlung|caparra|sinal|prepayment|charged|cobrad[oa]|abgebucht|addebitat[oa]|receipt|recibo|recu|quittung|ricevuta|pay\p{L}*|paid|pag\p{L}*|regl\p{L}*|zahl\p{L}*|bezahl\p{L}*|fatura|factura|facture|rechnung|fattura|invoice|tax\p{L}*|tasa|taxe|steuer|levy)(?![\p{L}])/u;
const EXTRA_PART = /(?<![\p{L}])(?:cots?|cribs?|baby ?cots?|cuna|lit (?:bebe|parapluie)|babybett|kinderbett|culla|lettino|berco|dinner|cena|diner|abendessen|jantar|table|mesa|tavolo|tisch|excursion|tour|massage|masaje|massagem|extra bed|cama (?:supletoria|extra)|lit d.appoint|zustellbett|letto aggiunto|transfer|traslado|parking|invoice|fatura|factura|facture|rechnung|fattura|voucher|bono)(?![\p{L}])/u;
// A count beside a noun of guests: a digit or a number word of the six languages.
// The number words of the text's language and English (all six when it is not known): "dos" is "of the" in Portuguese
// ("no Solar dos Azulejos"), "sei" is "I know" (eighteenth pass).
const numberWordsOf = (language: Language | undefined) => [...new Set((language ? [LEXICONS[language], LEXICONS.en] : Object.values(LEXICONS)).flatMap((l) => Object.keys(l.numbers)))];
const COUNT_NEARS = new Map<string, RegExp>();
const countNear = (language: Language | undefined): RegExp => {
  const key = language ?? '*';
  let re = COUNT_NEARS.get(key);
  if (!re) COUNT_NEARS.set(key, (re = new RegExp(`(?<![\\p{L}])(?:\\d|${numberWordsOf(language).filter((w) => w.length > 1 && w !== 'once').join('|')})(?![\\p{L}])`, 'u')));
  return re;
};
// An age: "over 16", "aged 12 and over", "ab 14 Jahren", "mayores de 14 años", "de plus de 16 ans", "sopra i 14 anni",
// "maiores de 16 anos", "under 12 years".
// A pass's or a ticket's length before the noun ("6 jours adulte CHF 389", "7-day adult pass", "3 Tage Erwachsene"): no
// count of guests (r22).
const DURATION = /(?<![\p{L}\p{N}])\d{1,2}[ \t-]*(?:days?|dias?|jours?|tage?n?|giorni|weeks?|semanas?|semaines?|wochen?|settimane?)(?![\p{L}])/gu;
const AGE = /(?<![\p{L}])(?:(?:over|above|aged|under|below|older than|younger than|mayores de|menores de|de mas de|de menos de|(?:de )?plus de|(?:de )?moins de|unter|uber|sopra (?:i )?|sotto (?:i )?|oltre (?:i )?|maiores de|menores de|acima de|abaixo de|com mais de|com menos de)\s*\d{1,2}(?:\s*(?:years?(?: old)?|yrs?|anos|ans|jahren?|j\.|anni))?|(?:from|desde|a partir de|des|a partir dos|dai|von)\s+\d{1,2}\s*(?:years?|yrs?|anos|ans|jahren?|j\.|anni)|\d{1,2}\s*(?:years?|anos|ans|jahren?|anni)(?:\s+(?:old|and (?:over|older)|y mas|et plus|und alter|e oltre|ou mais))?)(?![\p{L}\p{N}])/gu;
const CAPACITY = /(?<![\p{L}])(?:up to|max\.?|maximum|sleeps(?: up to)?|capacity(?: of)?|capacidad(?: maxima)?(?: de)?|capacite(?: maximale)?(?: de)?|bis zu|fur max\.?|fino a|capienza(?: massima)?(?: di)?|ate|maximo(?: de)?|lotacao(?: maxima)?(?: de)?)\s*\d{1,2}(?![\p{N}])/gu;
const CHECK_OUT = /(?<![\\p{L}])(?:check-?out|(?:on|at) departure)(?![\\p{L}])/u;
// A stay topic that is a bare day of the month after a preposition (lexicon/topics.ts): "el 14", "le 14", "am 15.".
const BARE_DAY = /^(?:el|del|al|para el|desde el|hasta el|el dia|del dia|dia|le|du|au|pour le|a partir du|jusqu.au|il|dal|per il|fino al|o dia|no dia|do dia|ao dia|ate dia|ate ao dia|ate o dia|am|vom|zum|bis zum|ab dem|ab) \d/;
// A time of day ("15:00", "14h", "8 pm", "18 Uhr", "24h/24"): no day of the stay.
const TIME_OF_DAY = /(?<![\p{L}\p{N}])\d{1,2}(?:(?:[:h]\d{2}|\.\d{2}(?![\p{N}.]))(?![\p{N}])(?:\s*(?:h|hrs?|uhr|am|pm))?|\s*(?:h|hrs?|uhr|am|pm|o.clock|horas?|heures?|ore)(?![\p{L}]))(?:\s*\/\s*24)?/gu;
// A day number standing alone: one or two digits, not part of a longer number or a code ("4471", "BK-2027-0711").
const DAY_NUMBER = /(?<![\p{L}\p{N}])\d{1,2}(?![\p{N}])/u;
const WEEKDAY_OR_MONTH = new RegExp(`(?<![\\p{L}])(?:${[...WEEKDAY_NAMES.flat().map((w) => w.replace(/\\\.$/, '\\.')), ...MONTH_WORDS].join('|')})(?![\\p{L}])`, 'u');
// Number words but the articles that are also "one" ("une arrivée tardive", "ein Zimmer"): a count may be of nights or days.
const ARTICLES = new Set(['un', 'una', 'une', 'um', 'uma', 'ein', 'eine', 'einen', 'einer', 'einem']);
const NUMBER_WORDS = new Map<string, RegExp>();
const numberWord = (language: Language | undefined): RegExp => {
  const key = language ?? '*';
  let re = NUMBER_WORDS.get(key);
  if (!re) NUMBER_WORDS.set(key, (re = new RegExp(`(?<![\\p{L}])(?:${numberWordsOf(language).filter((w) => !ARTICLES.has(w) && w !== 'once').join('|')})(?![\\p{L}])`, 'u')));
  return re;
};
const OTHER_STAY = new Map<string, RegExp>();
/**
 * Whether a sentence about the stay states no day and nothing that may differ from the booking ("we look forward to your
 * stay", "arrival and departure as booked", "check-in for the guests from 15:00"): no day number once the times of day
 * are set aside, no weekday, month or number word, and none of the language's words that may name another stay or a
 * change ("the following week", "instead", "changed", "only", a negation or a contrast: lexicon/topics.ts otherStay).
 */
// An amount or a share ("534,00 €", "EUR 96", "IGIC 7%"): no day of the stay.
const AMOUNT = /(?:[€$£]|(?<![\p{L}])(?:eur|euros?|usd|gbp|chf)(?![\p{L}]))\s*\d[\d.,]*|\d[\d.,]*\s*(?:[€$£%]|(?:eur|euros?|usd|gbp|chf)(?![\p{L}]))/gu;
// A count of rooms or guests ("2 rooms available", "2 adultos"): the other checks weigh it, it names no day.
const COUNT_OF_ROOMS_OR_GUESTS = /(?<![\p{L}\p{N}])\d{1,2}\s+(?:\p{L}+\s+)?(?:rooms?|habitacion(?:es)?|chambres?|zimmer|camer[ae]|quartos?|adults?|adultos?|adultes?|erwachsene\p{L}*|adulti|guests?|huespedes|personas?|personnes?|personen?|persone|pessoas?|people|pax|child(?:ren)?|ninos?|enfants?|kinder?|bambini|criancas?)(?![\p{L}])/gu;
// "on the day of arrival", "el día de llegada", "le jour de l'arrivée", "il giorno dell'arrivo": the booked day, named.
const DAY_OF_STAY = /(?<![\p{L}])(?:day|dia|jour|tag|giorno) (?:of|de|de la|del|de l.|du|di|da|della|dell.|do|der|des) ?(?:(?:your|the|su|sus|votre|vos|la|l.|ihrer|der|vostro|il|seu|sua|a|o) ?)?(?:arrival|departure|check-?in|check-?out|llegada|salida|entrada|arrivee|depart|anreise|abreise|ankunft|arrivo|partenza|chegada|partida|saida)(?![\p{L}])/gu;
// A negation of a term of the booking, not of its days: "no es reembolsable", "non remboursable", "nicht stornierbar",
// "sin coste adicional", "ohne Aufpreis", "not included".
const TERMS_NEGATED = /(?<![\p{L}])(?:no|non|not|nicht|nao|n.est pas|ne sont pas|n.e|sin|sans|ohne|senza|sem|without)\s+(?:(?:es|est|e|ist|is|sono|sind|son|sao|are|be|ser|etre|sein|essere)\s+)?(?:\p{L}+\s+)?(?:reembolsable\p{L}*|rembours\p{L}*|erstatt\p{L}*|rimborsabil\p{L}*|reembols\p{L}*|refund\p{L}*|stornierbar|annullabil\p{L}*|cancel+abl\p{L}*|anulable|coste?s?|costo|cargos?|gastos|frais|supplement|suplemento|aufpreis|kosten|costi|spese|custos?|encargos|charge|extra cost|includ\p{L}*|inklusive|inclus\p{L}*|inclu\p{L}*|compris)(?![\p{L}])/gu;
const AMOUNT_HINT = /[€$£%]|(?<![\p{L}])(?:eur|euros?|usd|gbp|chf)(?![\p{L}])/u;
// A lead time before the arrival ("2 days before arrival", "2 Tage vor Anreise", "48 horas antes de la llegada"): when a
// code or a message comes, not another day of the stay (fifteenth pass).
export const LEAD_TIME = /(?<![\p{L}\p{N}])\d{1,3}\s*(?:days?|hours?|hrs?|h|weeks?|tage?n?|stunden|std\.?|wochen?|dias?|horas?|semanas?|jours?|heures?|semaines?|giorni|ore|settimane)\s+(?:before|prior to|ahead of|vor|antes de|antes da|antes do|avant|prima del(?:l.)?|prima di)\s+(?:(?:the|your|their|der|ihrer|la|su|l.|votre|leur|vostro|do|da|a|sua)\s+)?(?:arrival|check-?in|anreise|ankunft|llegada|entrada|arrivee|arrivo|chegada)(?![\p{L}])/gu;
// "on arrival day", "am Anreisetag", "le jour d'arrivée", "il giorno d'arrivo": the booked day, named.
const ARRIVAL_DAY = /(?<![\p{L}])(?:(?:arrival|departure|check-?in|check-?out) day|(?:anreise|abreise|ankunfts)tag(?:es)?|jour d.(?:arrivee|depart)|giorno d.(?:arrivo|partenza))(?![\p{L}])/gu;
// An hour said with its article ("dopo le 20", "dalle 8 alle 20", "a las 20", "desde las 8", "das 8 às 20"): no day.
const HOUR_WITH_ARTICLE = /(?<![\p{L}])(?:(?:dopo|prima|entro|fino|verso) (?:le|alle|delle)|dalle|alle|(?:a|desde|hasta|antes de|despues de|a partir de) las|(?:das|as|ate as|depois das|antes das|a partir das))\s+\d{1,2}(?![\p{N}]|[.:/]\d|\s*(?:de|di|do|da)\s)/gu;
// A weekly schedule: three or more weekdays joined by "/" or "," ("lun/mer/ven", "Mon, Wed, Fri"): no day of the stay.
const WD = `(?:${[...new Set(WEEKDAY_NAMES.flat().map((w) => w.replace(/\\\.$/, '')))].sort((a, b) => b.length - a.length).join('|')})\\.?`;
const WEEKDAY_WORD = new RegExp(`(?<![\\p{L}])${WD}(?![\\p{L}])`, 'u');
// The guests' arrival or departure said with its verb or noun.
const STAY_END = /(?<![\p{L}])(?:check[- ]?(?:in|out)|arriv\p{L}*|depart\p{L}*|leav(?:e|es|ing)|llegad\p{L}*|llegan|salida|salen|arrivee|partent|anreise|abreise|reisen (?:an|ab)|arrivo|arrivano|partenza|partono|chegada|chegam|partida|saida|partem|vacat\p{L}*|liberee?s?|liberer|liberation|liberad[oa]s?|liberat[aei]|geraumt|raumen|einchecken|desaloj\p{L}*|dejar(?:se)? libre|desocupa\p{L}*|lasciare la camera)(?![\p{L}])/u;
const WEEKLY = new RegExp(`(?<![\\p{L}])${WD}(?:\\s*[/,]\\s*${WD}){2,}(?![\\p{L}])`, 'gu');
const MESSAGE_SENT = /(?<![\p{L}])(?:sms|e-?mail|whatsapp|messages?|messaggio|mensajes?|mensage(?:m|ns)|nachricht|codes?|codice|codigo|pin|link)(?![\p{L}])/u;
const DAY_BEFORE = /(?<![\p{L}])(?:the day before|(?:il )?giorno prima|la veille|am vortag|(?:el )?dia (?:antes|anterior)|(?:no )?dia anterior|(?:o )?dia antes)(?![\p{L}])/gu;
// "2 p.m.", "10 a.m.": a time of day written with dots.
const DOTTED_TIME = /(?<![\p{L}\p{N}])\d{1,2}(?:[:.]\d{2})?\s*[ap]\.\s?m\.?/gu;
/** A sentence that asks the hour of the arrival or gives the door's hour (lexicon topics `hours`), and states no day once they and a feast's day are set aside. */
function hoursAsked(s: string, scan: TopicScan, language: Language | undefined): boolean {
  scan.hours.lastIndex = 0;
  if (!scan.hours.test(s)) return false;
  scan.hours.lastIndex = 0;
  scan.occasions.lastIndex = 0;
  return statesNoDay(s.replace(scan.hours, ' ').replace(scan.occasions, ' '), language);
}
function statesNoDay(s: string, language: Language | undefined): boolean {
  s = s.replace(DAY_OF_STAY, ' ').replace(TERMS_NEGATED, ' ');
  // Each of this pass's forms behind a cheap test of its own (most sentences hold none).
  if (/day|tag|jour|giorno/.test(s)) s = s.replace(ARRIVAL_DAY, ' ');
  if (/before|prior|ahead|vor|antes|avant|prima/.test(s)) s = s.replace(LEAD_TIME, ' ');
  if (/[ap]\.\s?m/.test(s)) s = s.replace(DOTTED_TIME, ' ');
  if (/(?:le|las|das|as|dalle|alle|delle) \d/.test(s)) s = s.replace(HOUR_WITH_ARTICLE, ' ');
  if (/\p{L}\.?\s*[/,]\s*\p{L}[^/,]{0,12}[/,]/u.test(s)) s = s.replace(WEEKLY, ' ');
  // "You will receive the door code by SMS the day before": when a message comes, not another day of the stay.
  if (/before|prima|veille|vortag|antes|anterior/.test(s) && MESSAGE_SENT.test(s)) s = s.replace(DAY_BEFORE, ' ');
  if (DAY_NUMBER.test(s.replace(TIME_OF_DAY, ' ').replace(AMOUNT, ' ').replace(COUNT_OF_ROOMS_OR_GUESTS, ' ').replace(AGE, ' ')) || WEEKDAY_OR_MONTH.test(s) || numberWord(language).test(s)) return false;
  const key = language ?? '*';
  let re = OTHER_STAY.get(key);
  if (!re) {
    const lex = language ? (language === 'en' ? [TOPIC_LEXICONS.en] : [TOPIC_LEXICONS[language], TOPIC_LEXICONS.en]) : Object.values(TOPIC_LEXICONS);
    OTHER_STAY.set(key, (re = new RegExp(wordsRe(lex.flatMap((l) => l.otherStay), 'u').source, 'u')));
  }
  return !re.test(s);
}
// What follows a label of the guest when it labels a number, not a name: "n° 100284", "no. 40017", "ID 448812".
const NUMBER_ONLY_AFTER = /^[ \t]*(?:[:|][ \t]*)?(?:(?:n[º°o]|nr|no|num|id|number|numero|nummer)\.?[ \t]*[:#]?[ \t]*)?#?[a-z]{0,4}[-/]?\d[\w/-]*[ \t.]*$/u;
// The name after a title ("Mr Rossi", "Sra. García", "Herrn Maier"): a word, its dot allowed.
const TITLED_NAME = /^\.?[ \t]+\p{L}[\p{L}'’-]+/u;
// One guest, said as such ("the guest is Mr Weber", "el huésped", "der Gast", "l'ospite", "o hóspede"): the name beside it is the guest's.
const ONE_GUEST = /(?<![\p{L}])(?:guest|huesped|gast|ospite|hospede|client|cliente|titular|intestatari[oa])(?![\p{L}])/u;
const ARTICLE = String.raw`(?:[ \t]+(?:the|el|la|le|l'|il|lo|o|a|der|die|den|dem|di|de|da|del|della|do|dal|dalla|al|alla|na|no))?`;
/**
 * Whether a title names one of the hotel's own people (fifteenth pass): a title and a name that is not the guest's
 * (the sentence and the words after it hold no word of the guest's name: the caller's check), right after a word of
 * the hotel's staff or one that sends the guest to them ("our manager Mr Rossi", "pregunten por la Sra. García",
 * "wenden Sie sich gerne an Herrn Maier") or right before one ("Mme Dupont, notre gouvernante", "il sig. Bianchi della
 * reception", "o Sr. Costa, da receção"), in a sentence that names no booking, no label of the guest's name ("in the
 * name of"), no one guest ("the guest is Mr Weber") and nothing of the stay ("Mr Weber will check in"): the desk's
 * people, not a statement about the guest's name.
 */
function staffNamed(folded: string, t: { index: number; end: number }, start: number, end: number, topics: { topic: Topic; index: number; end: number }[], scan: TopicScan): boolean {
  // A title is one word ("mr", "sra", "herrn"); "in the name of", "a nombre de" are labels of the guest's name.
  if (/\s/.test(folded.slice(t.index, t.end))) return false;
  const name = TITLED_NAME.exec(folded.slice(t.end, t.end + 40));
  if (!name) return false;
  // "Herr Kern hat uns Ihre Anfrage weitergeleitet, gerne bestätigen wir die Buchung": the one who passed the request on
  // is the hotel's, whatever the sentence confirms after (r21).
  if (scan.forwarder.test(folded.slice(t.end + name[0].length, Math.min(end, t.end + name[0].length + 80)))) return true;
  const sentence = folded.slice(start, end);
  if (scan.bookingNoun.test(sentence) || ONE_GUEST.test(sentence) || topics.some((x) => x.topic === 'stay' || (x.topic === 'name' && /\s/.test(folded.slice(x.index, x.end))))) return false;
  const before = folded.slice(Math.max(start, t.index - 50), t.index);
  const after = folded.slice(t.end + name[0].length, Math.min(end, t.end + name[0].length + 50));
  return scan.staffBefore.test(before) || scan.staffAfter.test(after);
}
// The capitalised names right after a title ("Mr Thomas Weber", "Herrn Dr. Weber", "Mrs A. Becker"), up to three.
// A family name's particle between them ("Sr. Pieter van Dijk", "M. Jean de la Tour") is part of the name.
const NAMES_AFTER = /^\.?[ \t]+((?:(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+\.?|(?:van|von|de|da|del|der|den|di|dos|das|du|le|la|ten|ter|zu)(?=[ \t]+\p{Lu}))[ \t]*){1,5})/u;
const TITLE_WORD = /^(?:monsieur|madame|mademoiselle|messieurs|mesdames|mr|mrs|ms|miss|mister|herr|herrn|frau|sr|sra|srta|senor|senora|senorita|don|dona|signor|signora|signorina|sig|dott|dr|prof|ing|mme|mlle|senhor|senhora|dom|familie|famille|famiglia|familia|family)$/;
/** Whether the names right after a title are there and none is a word of the guest's name the reader found. */
function otherNameAfter(text: string, t: { index: number; end: number }, checked: (topic: Topic) => CheckedSpan[]): boolean {
  const m = NAMES_AFTER.exec(text.slice(t.end, t.end + 60));
  if (!m) return false;
  // The names themselves: not initials ("A."), not titles ("Monsieur et Madame Ruiz", "Mr Dr. Weber").
  const spans: [number, number][] = [];
  const base = t.end + m[0].length - m[1].length;
  for (const w of matchesOf(/\p{Lu}[\p{L}'’-]+/gu, m[1])) {
    if (TITLE_WORD.test(fold(w[0]))) continue;
    spans.push([base + w.index!, base + w.index! + w[0].length]);
  }
  if (!spans.length) return false;
  return !spans.some(([from, to]) => checked('name').some((c) => c.index < to && c.end > from));
}
// A definite article before a title word ("die Familie bekommt Zimmer 7", "la famille arrive", "la familia llega"): with
// no capitalised name after it, the word is the noun (the guests), not a title before a name (fifteenth pass).
const ARTICLE_BEFORE = /(?<![\p{L}])(?:the|die|der|den|dem|des|la|le|el|il|lo|a|o|al|alla|della|dalla|del|da|do|na|no|los|las)[ \t]+$/u;
// Titles that are nouns too: "die Familie", "la signora troverà", "el señor llega", "a senhora", "der Herr", "die Frau".
const NOUN_TITLE = /^(?:famil\p{L}*|signor\p{L}*|senor\p{L}*|senhor\p{L}*|herr\p{L}*|frau|madame|monsieur)$/u;
function commonNoun(text: string, folded: string, t: { index: number; end: number }): boolean {
  if (!NOUN_TITLE.test(folded.slice(t.index, t.end)) || !ARTICLE_BEFORE.test(folded.slice(Math.max(0, t.index - 8), t.index))) return false;
  const next = /^[ \t]*(\S)/u.exec(text.slice(t.end, t.end + 20));
  return !next || !/\p{Lu}/u.test(next[1]);
}
const LINK = /(?:https?:\/\/|www\.)[^\s<>]+|[^\s<>]+@[^\s<>]+/g;
// A night of the stay by its place ("the first night", "la última noche", "die erste Nacht") and a word that drops it,
// in the same sentence, not under a condition ("if cancelled, the first night is charged" is the house's terms).
const NIGHT_HINT = /night|noche|nuit|nacht|notte|noite/;
const NIGHT_BY_PLACE = /(?<![\p{L}])(?:(?:first|last|final|1st|opening) night|(?:primera|ultima) noche|(?:premiere|derniere) nuit(?:ee)?|(?:erste|letzte)n? nacht|(?:prima|ultima) notte|(?:primeira|ultima) noite)(?![\p{L}])/u;
const NIGHT_DROP = /(?<![\p{L}])(?:release[ds]?|releasing|cancel(?:l?ed|s)?|annulee?s?|annulons|annullat[ao]|anulad[ao]s?|anulamos|cancelad[ao]s?|cancelamos|cancellat[ao]|storniert|stornieren|freigegeben|freigeben|liberad[ao]s?|liberamos|libertad[ao]s?|libertamos|liberee?s?|liberons|liberat[ao]|waived?|dropped|not (?:be )?(?:needed|used|required|necessary|occupied)|no longer (?:needed|required)|(?:won.t|will not|don.t|do not|doesn.t|does not) (?:be )?(?:need|needed|use|used)|no (?:la |lo )?(?:necesit\p{L}*|usar\p{L}*|utilizar\p{L}*|ocupar\p{L}*)|no (?:es|sera) necesaria|(?:n.est|ne sera) (?:pas|plus) (?:necessaire|utilisee|occupee)|(?:n.en ont|n.ont) pas besoin|nicht (?:mehr )?(?:benotigt|gebraucht|notig|genutzt|belegt)|entfall\p{L}*|non (?:e |sara |viene )?(?:necessaria|utilizzata|occupata|serve)|nao (?:e |sera |vai ser )?(?:necessaria|utilizada|usada|ocupada)|nao precis\p{L}*)(?![\p{L}])/u;
const NIGHT_IF = /(?<![\p{L}])(?:if|in case|unless|should|si|en caso|en cas|a moins|wenn|falls|im fall\p{L}*|sofern|se|in caso|salvo|caso|a menos|no-?show)(?![\p{L}])/u;
// One day or night more or less, in words ("a day early", "one night less", "un día antes", "un jour plus tôt", "einen
// Tag früher", "un giorno prima", "um dia mais cedo").
const SHIFT_HINT = /day|dia|jour|tag|giorno|night|noche|nuit|nacht|notte|noite/;
const DAY_SHIFT = /(?<![\p{L}\p{N}])(?:a|an|one|1|un|una|une|um|uma|uno|einen|eine|ein)\s+(?:day|dia|jour|tag|giorno|night|noche|nuit|nacht|notte|noite)\s+(?:early|earlier|sooner|later|late|less|fewer|more|before|after|antes|despues|depois|plus tot|plus tard|avant|apres|de moins|de plus|en moins|en plus|fruher|spater|weniger|mehr|prima|dopo|in meno|in piu|mais cedo|mais tarde|a menos|a mais|menos|mas)(?![\p{L}])/u;
// Or moved to another room or house for that night ("the last night in a different room", "la dernière nuit dans une
// autre chambre", "die letzte Nacht im Nebenhaus").
const NIGHT_MOVED = /(?<![\p{L}])(?:different|another|other|autre|otra|otro|outr[oa]|altr[ao]|ander\p{L}*|mov(?:e|ed|ing)|chang\p{L}*|cambi\p{L}*|wechsel\p{L}*|umzieh\p{L}*|umzug|mud\p{L}*|transf\p{L}*|trasf\p{L}*|annex\p{L}*|anexo|nebenhaus|dependance)(?![\p{L}])/u;
const nightDropped = (sentence: string) => NIGHT_BY_PLACE.test(sentence) && (NIGHT_DROP.test(sentence) || NIGHT_MOVED.test(sentence)) && !NIGHT_IF.test(sentence);
const withoutLinks = (folded: string) => (/:\/\/|www\.|@/.test(folded) ? folded.replace(LINK, (m) => ' '.repeat(m.length)) : folded);
// A service with opening hours, in the six languages.
// An hour of the day: "7:00", "10h30", "21 Uhr", "9 am", "22 h", "from 7 to 10".
const AN_HOUR = /(?<![\p{L}\p{N}])(?:\d{1,2}[:.h]\d{2}|\d{1,2}\s*(?:h|hrs?|uhr|am|pm|a\.m\.|p\.m\.|heures?|horas?|ore)(?![\p{L}]))|(?<![\p{L}])(?:from|de|des|von|dalle|das|desde)\s+\d{1,2}\s+(?:to|a|bis|alle|as|hasta)\s+\d{1,2}(?![\p{N}])/u;
const SERVICE_HOURS = /(?<![\p{L}])(?:breakfast|desayuno|petit[- ]?dejeuner|fruhstuck\p{L}*|colazione|pequeno[- ]?almoco|cafe da manha|dinner|cena|diner|abendessen|jantar|restaurant\p{L}*|ristorante|restaurante|bar|pool|piscin[ae]|pool|spa|gym|fitness|sauna|reception|recepcion|rezeption|receção|rececao|recepcao|front desk|check-?in|check-?out|quiet hours|ruhezeit|nachtruhe|silencio|silence|silenzio|parking|garage|garaje|parcheggio|estacionamento)(?![\p{L}])/u;
// The room or the booking held, kept, guaranteed or reserved: a time limit on it is the booking's.
const HELD = /(?<![\p{L}])(?:rooms?|habitacion\p{L}*|chambres?|zimmer|camer[ae]|quartos?|apartments?|apartamentos?|appartament[oi]|studio|booking|reservation|reserva|reservierung|buchung|prenotazione|held|hold|kept|keep|guarante\p{L}*|garant\p{L}*|reserv\p{L}*|retien\p{L}*|retenid\p{L}*|mantenemos|guardamos|retenemos|bloqueamos|gardons|retenons|bloquons|maintenons|teniamo|manteniamo|blocchiamo|mantemos|seguramos|blocken|blockieren|gardee?|maintenue?|halten|gehalten|tenut[ao]|mantid[ao]|retid[ao]|cancel\p{L}*|annul\p{L}*|anul\p{L}*|storn\p{L}*|verfall\p{L}*|freigegeben|released?|liber\p{L}*|no-?show)(?![\p{L}])/u;
// The house's check-in and check-out hours said of the room (eighteenth pass): "the room will be ready from 15:00", "la
// habitación estará lista a partir de las 15:00", "la chambre sera prête dès 15h00", "das Zimmer ist ab 15 Uhr
// bezugsfertig", "la camera sarà pronta dalle 14", "o quarto estará pronto a partir das 15h"; and the room vacated by an
// hour on the day of departure ("pourra être libérée jusqu'à 11h00 le jour du départ", "am Abreisetag bis 11 Uhr zu
// räumen"). Not a room held, kept or guaranteed until an hour, nor one released if the guest does not come.
const ROOM_WORD = String.raw`(?:rooms?|habitacion(?:es)?|chambres?|zimmer|camer[ae]|quartos?|apartments?|apartamentos?|appartements?|appartament[oi]|studios?|suites?)`;
const READY_FROM = new RegExp(String.raw`(?<![\p{L}])${ROOM_WORD}\s+(?:\p{L}+\s+){0,3}?(?:ready|available|lista|listas|disponibles?|prete|prets?|bereit|bezugsfertig|fertig|bezugsbereit|pronta|pronte|pronto|prontos|disponibil[ei]|disponive(?:l|is))\s+(?:\p{L}+\s+){0,2}?(?:from|as of|after|a partir de(?: las)?|desde las|despues de las|des|a partir de|apres|ab|nach|dalle(?: ore)?|dopo le|a partire dalle|a partir das|depois das|desde as)\s*\d`, 'u');
const VACATE = /(?<![\p{L}])(?:vacat\p{L}*|free[d]?|leave|left|check(?:ed)? out|liberar\p{L}*|libre|dejar\p{L}*|desalojar\p{L}*|liberee?s?|liberer|quitter|quittee?s?|libre|raumen|geraumt|freigeben|freigegeben|verlassen|lasciar\p{L}*|liberar\p{L}*|liber[ao]|libertar\p{L}*|libertad[ao]|desocupar\p{L}*|desocupad[ao]|deixar|deixad[ao])(?![\p{L}])/u;
const DEPARTURE_DAY = /(?<![\p{L}])(?:(?:day|dia|jour|giorno) (?:of|de|de la|del|du|di|della|da|do) ?(?:(?:your|the|su|la|l.|vostr[ao]|sua|a|o) ?)?(?:departure|check-?out|salida|depart|partenza|partida|saida)|departure day|abreisetag(?:es)?|jour du depart|giorno di partenza)(?![\p{L}])/u;
const NOT_HOURS = /(?<![\p{L}])(?:held|hold|holds|kept|keep|guarante\p{L}*|garant\p{L}*|retien\p{L}*|retenid\p{L}*|mantenemos|guardamos|retenemos|bloqueamos|gardons|retenons|bloquons|maintenons|teniamo|manteniamo|blocchiamo|mantemos|seguramos|blocken|blockieren|mantiene|gardee?|maintenue?|halten|gehalten|tenut[ao]|mantid[ao]|retid[ao]|cancel\p{L}*|annul\p{L}*|anul\p{L}*|storn\p{L}*|verfall\p{L}*|no-?show|released?|if|si|wenn|falls|se|unless|sauf|salvo|otherwise|sinon|sonst|altrimenti|senao|de lo contrario)(?![\p{L}])/u;
const CALL_OTHERWISE = /(?<![\p{L}])(?:otherwise|or else|sonst|ansonsten|andernfalls|sinon|de lo contrario|en caso contrario|si no|altrimenti|in caso contrario|senao|caso contrario)\s*,?\s+(?:\p{L}+\s+){0,4}?(?:call|phone|ring|text|contact|let us know|notify|anruf\p{L}*|anzuruf\p{L}*|melden|bescheid|kontaktier\p{L}*|appel\p{L}*|telephon\p{L}*|prevenir|prevenez|contact\p{L}*|llam\p{L}*|avis\p{L}*|chiam\p{L}*|telefon\p{L}*|avvis\p{L}*|contatt\p{L}*|lig\p{L}*)(?![\p{L}])/u;
export const AGE_RULE = /(?<![\p{L}])(?:(?:must|have to|need to) be (?:at least |over |aged? )?(?:1[6-9]|2[0-5])|(?:minimum|min\.?) (?:check-?in )?age|aged (?:1[6-9]|2[0-5]) (?:or|and) (?:over|older|above)|(?:1[6-9]|2[0-5]) years (?:of age )?or (?:older|over|above)|edad minima|mayores de (?:edad|(?:1[6-9]|2[0-5]) anos)|age minimum|doivent (?:etre majeurs|avoir (?:au moins )?(?:1[6-9]|2[0-5]) ans)|mindestalter|mindestens (?:1[6-9]|2[0-5]) jahre|volljahrig|eta minima|maggiorenni|almeno (?:1[6-9]|2[0-5]) anni|idade minima|maiores de (?:idade|(?:1[6-9]|2[0-5]) anos))(?![\p{L}])/u;
// A number said to be another guest's or booking's, right after it: "Le 3381 c'est une autre cliente", "60474 is for
// another guest", "el H-20931 es de otra reserva", "gehört zu einer anderen Buchung", "è di un altro ospite".
const DISOWNED_NUMBER = /(?<![\p{L}\p{N}])\d[\p{N}/-]*\d\)?[ \t]+(?:is|was|es|era|c.est|est|etait|ist|war|gehort|e|era|belongs|corresponde|correspond|appartiene|pertence)?[ \t]*(?:for|of|to|de|del|d.|di|per|a|zu|el de|la de|celui d.|quell[oa] di|o de|a de)?[ \t]*(?:another|a different|otr[oa]|une? autre|einer anderen|einem anderen|un altr[oa]|un.altra|outr[oa]) (?:guest|client|customer|booking|reservation|huesped|cliente|reserva|clientes?|reservation|dossier|personne|gast|gastes|kunden|buchung|reservierung|ospite|prenotazione|hospede|pessoa|persona)(?![\p{L}])/u;
// "forse la mail non vi è arrivata", "perhaps our e-mail did not reach you", "quizás no les llegó el correo": a doubt
// about a message, not about the answer (stop 14).
const MAIL_ABOUT = /(?<![\p{L}])(?:chang\p{L}*|cambi\p{L}*|modif\p{L}*|anderung\p{L}*|mudanc\p{L}*|alterac\p{L}*|about|sobre|concernant|uber|riguardo|relativ\p{L}*)(?![\p{L}])/u;
const MAIL_NOUN = /(?<![\p{L}])(?:e-?mails?|mails?|messages?|correos?|mensajes?|courriels?|nachricht|messaggi[oa]?|mensage(?:m|ns))(?![\p{L}])/u;
const NOT_ARRIVED = /(?<![\p{L}])(?:(?:not|never|didn.t|did not)\s+(?:\p{L}+\s+)?(?:reach|arriv|receiv|get)\p{L}*|no\s+(?:\p{L}+\s+)?(?:lleg|recib)\p{L}*|(?:pas|jamais)\s+(?:\p{L}+\s+)?(?:parven|arriv|recu)\p{L}*|nicht\s+(?:\p{L}+\s+)?(?:angekommen|erhalten|zugestellt)|non\s+(?:\p{L}+\s+){0,2}?(?:arrivat|ricevut|giunt)\p{L}*|nao\s+(?:\p{L}+\s+){0,2}?(?:cheg|receb)\p{L}*|got lost|se perdio|s.est perdu|verloren|persa|perdeu)/u;
/** The folded text with each clause that doubts a message arrived blanked (same length): its "perhaps" is no hedge. */
export function withoutLostMail(folded: string): string {
  if (!MAIL_NOUN.test(folded) || !NOT_ARRIVED.test(folded)) return folded;
  // Not one that names a change or a fact of the booking ("Perhaps our e-mail about the room change did not reach you").
  return folded.replace(/[^,;:.!?\n]+/g, (x) => (MAIL_NOUN.test(x) && NOT_ARRIVED.test(x) && !MAIL_ABOUT.test(x) && !touchesFact(x.replace(NOT_ARRIVED, ' ')) ? ' '.repeat(x.length) : x));
}
// A day by its number in a stay's mention: an ordinal ("the 14th", "13º"), a numeric day and month ("14.03"), a bare day
// at its end ("hasta el 14"); not "Guests 2 may arrive late".
const DAY_IN_MENTION = /\d{1,2}(?:st|nd|rd|th|er|º|°|ª)(?![\p{L}])|\d{1,2}[./-]\d{1,2}|(?:^|\s)\d{1,2}\.?$/u;
const houseHours = (s: string) => /\d/.test(s) && (READY_FROM.test(s) || (VACATE.test(s) && DEPARTURE_DAY.test(s))) && !NOT_HOURS.test(s);
// A stay of the guest's before this one ("she last stayed with us in January", "son dernier séjour"): lexicon/numbers.ts.
const PAST_STAY = new RegExp(wordsRe([...new Set(Object.values(NUMBER_LEXICONS).flatMap((l) => l.pastStay))], 'u').source, 'u');
// A clause: the words between two of these marks.
const CLAUSE_MARK = /[,;:()]/g;
/**
 * The first limit of the sentence on a fact it states (r20): one guest of several singled out ("for Ms Ruiz only", "the
 * second guest", "para un solo huésped") beside the board, the room or the guests; part of the stay ("from the second
 * morning", "nur am Anreisetag", "due delle tre notti") beside them; a meal paid apart ("payable locally", "à régler
 * sur place", "vor Ort zu bezahlen") in the clause of the board, or right after it, when the booked board holds a meal
 * and the clause names nothing else to pay (city tax, parking, extras); a child of the party ("their son", "su hija")
 * when the booking holds none. Not in a question or an offer of more.
 */
function limitOf(raw: string, start: number, end: number, topics: { topic: Topic; index: number; end: number }[], scan: TopicScan, booked: BookedParty, checked: (topic: Topic) => CheckedSpan[]): { kind: Limit; topic: Topic } | undefined {
  scan.limits.lastIndex = 0;
  // A fact the reader compared and found matching within the words from..to of the text (the board offered at a price
  // beside the booked one, "Half board is available for a supplement", is no such fact).
  const matched = (t: Topic, from = start, to = end) => topics.some((x) => x.topic === t) && checked(t).some((c) => !c.aside && c.index < to && c.end > from);
  let found: { kind: Limit; topic: Topic } | undefined;
  for (const m of matchesOf(scan.limits, raw)) {
    const g = m.groups!;
    if (g.party !== undefined) {
      if ((booked.guests ?? 2) < 2) continue;
      // "1 Doppelzimmer mit Frühstück für 2 Personen / 1 Einzelzimmer mit Frühstück für 1 Person": the single room's own
      // guest, in a booking that holds a room for one.
      if (booked.roomForOne && matched('room') && COUNT_OF_ONE.test(m[0])) continue;
      // A guest said to travel alone ("Ms Ruiz is travelling alone", "que viaja sola", "die allein reist", "che viaggia da
      // sola") states the party itself: one guest where the booking has more, in a sentence of its own too (r24).
      const alone = /(?<![\p{L}])(?:alone|on (?:her|his) own|solo|sol[oa]|seule?|allein[e]?|sozinh[oa])(?![\p{L}])/u.test(m[0]);
      const topic: Topic | undefined = matched('board') ? 'board' : matched('guests') ? 'guests' : matched('room') ? 'room' : alone ? 'guests' : undefined;
      if (topic) found = { kind: 'party', topic };
    } else if (g.stay !== undefined) {
      const topic: Topic | undefined = matched('board') ? 'board' : matched('room') ? 'room' : matched('guests') ? 'guests' : undefined;
      if (topic) found = { kind: 'stay', topic };
    } else if (g.paid !== undefined) {
      // A booking that names no board has no meal a payment apart could contradict.
      if (!booked.meals) continue;
      let from = 0;
      for (const c of matchesOf(CLAUSE_MARK, raw.slice(0, m.index!))) from = c.index! + 1;
      const after = raw.slice(m.index! + m[0].length).search(CLAUSE_MARK);
      const to = after < 0 ? raw.length : m.index! + m[0].length + after;
      if (scan.paidOther.test(raw.slice(from, to))) continue;
      // The board in the clause ("breakfast payable locally"), or the paid words alone in theirs right after the clause
      // of the board ("Breakfast included, payable locally"; not "..., die zahlen die Gäste vor Ort" of the city tax).
      const inClause = matched('board', start + from, start + to);
      let alone = false;
      if (!inClause && from > 0 && !/\p{L}/u.test(raw.slice(from, m.index!))) {
        let prev = 0;
        for (const c of matchesOf(CLAUSE_MARK, raw.slice(0, from - 1))) prev = c.index! + 1;
        alone = matched('board', start + prev, start + from - 1) && !scan.paidOther.test(raw.slice(prev, from));
      }
      if (inClause || alone) found = { kind: 'paid', topic: 'board' };
    } else if (g.child !== undefined) {
      if ((booked.children ?? 0) > 0) continue;
      found = { kind: 'child', topic: 'guests' };
    }
    if (found) break;
  }
  if (!found && guestBeyond(raw, booked.guests)) found = { kind: 'beyond', topic: 'guests' };
  if (!found || /[?¿]/.test(raw) || OFFER.test(raw)) return undefined;
  return found;
}
// Topics no fact of the reader answers: only practical information excuses them (cancellation) or nothing does.
const NEVER_CHECKED = new Set<Topic>(['cancellation', 'elsewhere', 'timeLimit']);
/**
 * The safety gate's structural check: the first sentence of the hotel's own text that talks about the booking (a topic
 * of lexicon/topics.ts) and was not checked. A sentence is checked when each topic it names is covered by a fact the
 * reader compared and found matching within it (`checked`), or when it belongs to a family of practical information
 * (check-in hours, parking, city tax, "we look forward") or is a short greeting; a cancellation, another hotel or
 * building, and a time limit are never covered by a fact, and another hotel or building is never excused. A rate
 * names a topic only beside the room or the board, and is covered only when said to include them ("breakfast
 * included"). Pure; the text is scanned once.
 */
export function uncheckedStatement(text: string, language: Language | undefined, checked: (topic: Topic) => CheckedSpan[], booked: BookedParty = {}): { topic: Topic; sentence: string; limit?: Limit } | undefined {
  // A link or an address names nothing of the booking ("<https://aka.ms/o0ukef>" holds no "Ms"): blanked, same length (fifteenth pass).
  // Days in words as their digits ("del doce de marzo al catorce"), as the reader's dates see them (stop 15).
  const folded = spellDays(withoutLinks(fold(withoutPolicies(text))), language, 'dayPosition');
  const scan = topicScan(language);
  // The topics of each sentence, in order.
  const bySentence = new Map<number, { end: number; topics: { topic: Topic; index: number; end: number }[] }>();
  let entry: { end: number; topics: { topic: Topic; index: number; end: number }[] } | undefined;
  let entryStart = -1;
  for (const m of scan.scanner.all(folded)) {
    // The same words are the same topic (the text decides nothing more): classified once.
    const words = folded.slice(m.index, m.end);
    let topic = scan.known.get(words);
    if (topic === undefined) {
      for (const [t, re] of scan.byTopic) {
        re.lastIndex = m.index;
        const hit = re.exec(folded);
        if (hit && m.index + hit[0].length === m.end) { topic = t; break; }
        if (hit && !topic) topic = t;
      }
      if (scan.known.size < 5000) scan.known.set(words, topic ?? null);
    }
    if (!topic) continue;
    // Mentions come in order: one in the sentence of the last is in it.
    if (!entry || m.index >= entry.end || m.index < entryStart) {
      const sentence = sentenceAt(folded, m.index);
      const start = folded.lastIndexOf(sentence, m.index);
      entryStart = start >= 0 ? start : m.index;
      entry = bySentence.get(entryStart);
      if (!entry) bySentence.set(entryStart, (entry = { end: entryStart + sentence.length, topics: [] }));
    }
    entry.topics.push({ topic, index: m.index, end: m.end });
  }
  const covered = (topic: Topic, from: number, to: number) => checked(topic).some((c) => !c.exact && c.index < to && c.end > from);
  // A bare day of the month ("para el 14", "pour le 14", "am 15."): checked only where that day is a booked day's, itself.
  const coveredExactly = (topic: Topic, from: number, to: number) => checked(topic).some((c) => c.index < to && c.end > from);
  // A guest beyond the party named in a sentence of no other topic ("Ein Zustellbett für den dritten Gast steht bereit").
  for (const re of [RANKED_GUEST, NAMED_ONE_BY_ONE, BED_FOR_RELATIVE]) {
    const m = re.exec(folded);
    if (!m) continue;
    const sentence = sentenceAt(folded, m.index);
    if (!/[?¿]/.test(sentence) && !OFFER.test(sentence) && guestBeyond(sentence, booked.guests)) return { topic: 'guests', sentence: sentenceAt(text, m.index), limit: 'beyond' };
  }
  // A child named in a sentence of no other topic ("Your son is welcome to use the kids club", "Für Ihren Sohn stellen
  // wir ein Zustellbett bereit": stop 15, a helper's probes) where the booking holds none: a person reads it.
  if (!(booked.children ?? 0)) {
    scan.limits.lastIndex = 0;
    for (const m of matchesOf(scan.limits, folded)) {
      if (m.groups!.child === undefined) continue;
      const sentence = sentenceAt(folded, m.index!);
      if (/[?¿]/.test(sentence) || OFFER.test(sentence)) continue;
      return { topic: 'guests', sentence: sentenceAt(text, m.index!), limit: 'child' };
    }
  }
  // "for Mr and Mrs Martin and their son" where two children are booked: one child named, none in the plural (stop 19).
  if ((booked.children ?? 0) > 1 && !CHILDREN_PLURAL.test(folded)) {
    const m = THEIR_ONE_CHILD.exec(folded);
    if (m && !/[?¿]/.test(sentenceAt(folded, m.index))) return { topic: 'guests', sentence: sentenceAt(text, m.index), limit: 'oneChild' };
  }
  for (const [start, { end, topics }] of bySentence) {
    // A night of the stay said to be dropped ("we have released the first night", "the first night is not needed",
    // "la primera noche no la necesitan", "die erste Nacht wird storniert"): the stay is shorter than booked, whatever
    // booked day, arrival hour or late-arrival note the sentence also names. No fact of the reader compares it.
    // So is a day or a night more or less said in words ("leaving a day early", "saem um dia mais cedo", "one night
    // less"): when the reader read no other day from it, it is a statement about the dates no fact checks.
    const raw = folded.slice(start, end);
    if ((NIGHT_HINT.test(raw) && nightDropped(raw)) || (SHIFT_HINT.test(raw) && DAY_SHIFT.test(raw))) return { topic: 'stay', sentence: text.slice(start, end).trim() };
    // A wish not promised ("Cliente solicita planta alta. Sujeto a disponibilidad a la llegada, no garantizado"), where
    // the booking asks it only if possible: its words ("a la llegada") state nothing of the booking (stop 17).
    if (booked.requested === false && requestNotPromisedAt(folded, start, scan.bookingNoun)) continue;
    // A fact of the sentence narrowed to part of the party or of the stay, a meal of the board paid apart, a child the
    // booking does not hold ("Breakfast included for Ms Ruiz only", "Double room with breakfast from the second
    // morning", "Breakfast included, payable locally", "2 adults, plus a baby cot for their son"): whatever fact the
    // sentence matched, those words are not read by it (r20).
    const limit = limitOf(raw, start, end, topics, scan, booked, checked);
    if (limit) return { topic: limit.topic, sentence: text.slice(start, end).trim(), limit: limit.kind };
    const roomOrBoard = topics.some((t) => t.topic === 'room' || t.topic === 'board');
    // What a fact the reader compared already answers needs nothing more (most sentences): the rest is weighed below.
    const open = topics.filter((t) => {
      if (t.topic === 'stay' && BARE_DAY.test(folded.slice(t.index, t.end))) return !coveredExactly('stay', t.index, t.end);
      if (t.topic === 'stay' || t.topic === 'room' || t.topic === 'board') return !covered(t.topic, start, end);
      // "Mr." ends no sentence for the reader, but the name may follow on: the guest's name within a few words.
      // "Madame, Monsieur,", "Dear Sir,": a salutation to the reader, not the guest's name.
      // A title before capitalised names none of which is the guest's family name ("for Mr Thomas Weber, not Mrs Becker")
      // is another name, whatever else the sentence names (fifteenth pass).
      // A name in the words of a stay before this one ("NON è quella della settimana scorsa per la sig.ra Gallo, che era
      // 0047118790"): that stay's guest, not this booking's (eighteenth pass).
      // A label of the guest followed by a number only ("Profil client | n° 100284", "Customer no. 40017") names no one.
      if (t.topic === 'name' && NUMBER_ONLY_AFTER.test(folded.slice(t.end, end))) return false;
      if (t.topic === 'name') return !/^[ \t]*(?:,|$)/m.test(folded.slice(t.end, t.end + 3)) && (!covered('name', t.index, Math.max(end, t.end + 40)) || otherNameAfter(text, t, checked)) && !staffNamed(folded, t, start, end, topics, scan) && !commonNoun(text, folded, t) && !PAST_STAY.test(folded.slice(Math.max(start, t.index - 60), t.index));
      // Guests with no count beside them ("useful information for the guests") state no count to compare.
      // An age is no count ("all guests over 16 must show an ID", "Gäste ab 14 Jahren", "huéspedes mayores de 14 años").
      // Nor a room's capacity ("sleeps up to 3 guests", "capacidad máxima 3 personas", "für max. 3 Personen").
      // Nor an hour ("held until 7 pm; if the guests arrive later": eighteenth pass).
      if (t.topic === 'guests') return !covered('guests', start, end) && (countNear(language).test(folded.slice(Math.max(start, t.index - 25), t.index).replace(CAPACITY, ' ').replace(DURATION, ' ').replace(AMOUNT, ' ').slice(-15).replace(AGE, ' ').replace(TIME_OF_DAY, ' ')) || countNear(language).test(folded.slice(t.end, Math.min(end, t.end + (AMOUNT_HINT.test(raw) ? 30 : 15))).replace(AGE, ' ').replace(AMOUNT, ' ').slice(0, 15)));
      // A rate is a topic only beside the room or the board ("the rate for the double is EUR 120").
      // A board offered at a price beside the one stated (facts.ts, boardOffer): its price is read.
      if (t.topic === 'price') return roomOrBoard && !covered('price', t.index, t.end);
      return true;
    });
    if (!open.length) continue;
    // A price's unit ("EUR 3 per person per night", "per room", "EUR/noche") names no room, guest or night of the booking.
    const units = [...matchesOf(PER_UNIT, raw), ...matchesOf(PER_SLASH, raw)].map((m) => [start + m.index!, start + m.index! + m[0].length]);
    const inUnit = (t: { index: number; end: number }) => units.some(([a, b]) => t.index >= a && t.end <= b);
    const s = units.length ? raw.replace(PER_UNIT, (m) => ' '.repeat(m.length)).replace(PER_SLASH, (m) => ' '.repeat(m.length)) : raw;
    // A question is the noQuestion check's; an offer of more states nothing of the booking.
    // "Le 3381 c'est une autre cliente (Mme Petitjean)", "60474 is for another guest": a number disowned, and its
    // sentence with it (stop 14).
    if (/[?¿]/.test(s) || OFFER.test(s) || upgradeOffered(s) || (/\d/.test(s) && DISOWNED_NUMBER.test(s))) continue;
    // A table's header row or a line of labels ("| Anreise | Abreise | Zimmer |", "Chegada / Partida"): the values follow.
    if (!/\d/.test(s) && /[|/]/.test(s) && s.split(/[|/]/).every((cell) => cell.trim().split(/\s+/).length <= 3)) continue;
    // A label whose value the house's terms took ("- Cancelación: gratuita hasta 48 horas antes ...", blanked as a
    // policy before the gate reads): a label with nothing after it states nothing (stop 17).
    if (/^[\s\-*•·]*\p{L}[\p{L}'’ .]{1,40}:$/u.test(s.trim()) && /^[ \t]*(?:\n|$)/.test(folded.slice(end, end + 200))) continue;
    // A label alone on its line, its value on the next ("Board" over "Bed and Breakfast", as an HTML table flattens to
    // text; "Verpflegung:" over "Frühstück"): the value is read on its own line (stop 16).
    if (!/\d/.test(s) && s.trim().split(/\s+/).length <= 2 && /^[ \t]*\n[ \t]*\S/.test(folded.slice(end, end + 80)) && /^[ \t]*$/.test(folded.slice(folded.lastIndexOf('\n', start - 1) + 1, start))) continue;
    const benign = scan.benign.test(s) || (scan.greeting.test(s) && s.split(/\s+/).length <= 6);
    // The benign phrases' own words ("on the 2nd floor" holds no day): asked only of a day's number in a benign sentence.
    const inBenign = (t: { index: number; end: number }) => [...s.matchAll(scan.benignAll)].some((m) => t.index < start + m.index! + m[0].length && t.end > start + m.index!);
    // A sentence about an extra (a cot in the room, parking for the guests) says nothing of the room or the guests.
    const service = aboutService(s, language) || otherPeople(s);
    // What is paid at the stay ("the levy is payable at the hotel on departure", "fatura emitida no check-out").
    const paid = PAID.test(s);
    const paidThere = (AT_STAY.test(s) || CHECK_OUT.test(s)) && paid;
    // "La cena del sábado ha sido cancelada": an extra of the stay, on its own day.
    const extra = EXTRA_PART.test(s) && !BOOKING_NOUN.test(s);
    let vague: boolean | undefined;
    let past: boolean | undefined;
    let hours: boolean | undefined;
    let rule: boolean | undefined;
    let policyRow: boolean | undefined;
    let hoursOnly: boolean | undefined;
    const greetings = open.some((t) => t.topic === 'stay') ? [...matchesOf(scan.greetingAll, raw)].map((m) => [start + m.index!, start + m.index! + m[0].length]) : [];
    const inGreeting = (t: { index: number; end: number }) => greetings.some(([a, b]) => t.index >= a && t.end <= b);
    for (const t of open) {
      if (inUnit(t)) continue;
      let ok: boolean;
      if (t.topic === 'elsewhere') ok = practicalElsewhere(s);
      // "Guests must be 21 years of age or older", "Das Mindestalter beträgt 18 Jahre": the house's rule on age, kept by
      // a booking of adults only (one that holds a child goes to a person) (stop 14).
      else if (t.topic === 'guests' && !(booked.children ?? 0) && AGE_RULE.test(s)) ok = true;
      // Not a day of the stay by its number beside it (stop 14: "Room 12 is booked until the 14th only" confirmed): that
      // is asked of the day itself.
      // A weekday where the sentence says the guests arrive or leave ("Parking is free, and they check out on Sunday":
      // stop 15, a helper's probe) is the stay's, whatever practical information or extra beside it.
      else if (t.topic === 'stay' && WEEKDAY_WORD.test(folded.slice(t.index, t.end)) && STAY_END.test(raw)) ok = false;
      else if (benign && !(t.topic === 'stay' && DAY_IN_MENTION.test(folded.slice(t.index, t.end)) && !inBenign(t))) ok = true;
      // A dinner, a table or an extra bed cancelled is not the booking ("La cena del sábado ha sido cancelada").
      // Or a letter's row of the house's terms, its value after spaces ("Cancellation          Free until 30 Jun 2027
      // 23:59; afterwards 1st night charged": eighteenth pass), with no cancellation outside the policy's words.
      else if (t.topic === 'cancellation') ok = extra || (policyRow ??= termsRow(raw));
      // The day of a payment or of an extra ("We took a deposit of £200.00 on 2 March") is not the stay's.
      else if (t.topic === 'stay' && (paid || extra)) ok = true;
      // "Rooms not guaranteed by credit card or agent are held until 18:00 on the day of arrival": the house's rule for
      // other bookings, its day the arrival's (eighteenth pass).
      else if ((t.topic === 'stay' || t.topic === 'timeLimit') && (rule ??= unguaranteedRule(raw))) ok = true;
      // "Como la llegada puede ser pasada la medianoche, la reserva queda garantizada con la tarjeta de la agencia y no se
      // libera": the booking guaranteed for a late arrival and not released, no other day (eighteenth pass).
      else if ((t.topic === 'stay' || t.topic === 'timeLimit') && guaranteedKept(raw) && !DAY_NUMBER.test(raw.replace(TIME_OF_DAY, ' ')) && !WEEKDAY_OR_MONTH.test(raw)) ok = true;
      // "The room is held until 7 pm; if the guests arrive later, please let us know": later than the hour, no other day.
      else if (t.topic === 'stay' && HOLD_HINT.test(raw) && !DAY_NUMBER.test(raw.replace(TIME_OF_DAY, ' ')) && !WEEKDAY_OR_MONTH.test(raw) && lateArrivalNotice(text, text.slice(start, end))) ok = true;
      // "Les encargo que me avisen a qué hora llegan porque en día de muertos hay mucho movimiento y cerramos el zaguán a
      // las 10 pm": the hour of the arrival asked, the door's hour, a feast's day; no day of the stay is left (r23).
      else if (t.topic === 'stay' && (hoursOnly ??= hoursAsked(s, scan, language))) ok = true;
      // "Buenas noches, confirmamos...", "Boa noite": the night of a greeting.
      else if (t.topic === 'stay' && inGreeting(t)) ok = true;
      // "Son dernier séjour chez nous, en janvier, était la réservation 55102918": a stay before this one (fifteenth pass).
      else if (t.topic === 'stay' && (past ??= PAST_STAY.test(s))) ok = true;
      // A stay stated with no day and nothing that may differ ("arrival and departure as requested", "your stay with us").
      // A price's unit ("EUR 20 a day") is set aside only beside an amount: "leave a day early" is no unit.
      else if (t.topic === 'stay' && (vague ??= statesNoDay(AMOUNT_HINT.test(raw) ? s : raw, language))) ok = true;
      // The hours of a service ("Breakfast until 10:30", "Check-in bis 22 Uhr möglich", "La reception è aperta fino alle
      // 20"): no time limit on the booking, unless the sentence holds the room or the booking (fifteenth pass).
      // Or the room ready from the check-in hour, vacated by the check-out hour (eighteenth pass).
      // Or the room held until an hour with a later arrival arranged by a word, or the rule for rooms not guaranteed.
      // Or an hour to arrive by with a call asked otherwise ("Anreise bitte bis 20 Uhr, sonst kurz anrufen", "please
      // arrive by 8 pm, otherwise give us a call"), where nothing is held or released (stop 14).
      else if (t.topic === 'timeLimit' && (hours ??= (SERVICE_HOURS.test(s) && !HELD.test(s)) || houseHours(raw) || (HOLD_HINT.test(raw) && lateArrivalNotice(text, text.slice(start, end))) || (CALL_OTHERWISE.test(s) && !HELD.test(s)))) ok = true;
      else if (NEVER_CHECKED.has(t.topic)) ok = false;
      else if ((service || paidThere) && (t.topic === 'room' || t.topic === 'guests' || t.topic === 'stay')) ok = true;
      // A rate beside the room or the board says nothing more than they do only when it includes them ("breakfast
      // included in the rate"), or names the rate plan ("Rate: Flexible Bed & Breakfast").
      else if (t.topic === 'price') ok = !topics.some((x) => (x.topic === 'room' || x.topic === 'board') && !inUnit(x)) || scan.included.test(s);
      else ok = false;
      if (!ok) return { topic: t.topic, sentence: text.slice(start, end).trim() };
    }
  }
  return undefined;
}

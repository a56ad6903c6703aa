// What one piece of reply text states: confirmation numbers (labelled, or the one number of a short "confirmed"),
// "no such reservation", confirmation words, room type and guest name, in en, es, fr, de, it, pt. Pure text rules;
// read.ts decides what is confident for which booking.
import './nativeRegExp.js';
import { matchesOf } from './matches.js';
import type { FoundDate } from './dates.js';
import { fold } from './dates.js';
import { allPhrases, LEXICONS, lexiconsFor } from './lexicon/index.js';
import type { Language } from '../languages.js';

// Labels before a hotel confirmation number, folded (lowercase, no accents). "your ref" is ours, never the hotel's.
const HCN_LABELS = [
  String.raw`(?:hotel\s+)?confirmation\s*(?:number|no\.?|nr\.?|num\.?|#|code)?`, String.raw`conf\.?\s*(?:number|no\.?|nr\.?|#)?`, 'hcn',
  String.raw`our\s+(?:ref(?:erence)?\.?)(?:\s*(?:number|no\.?|#))?`, String.raw`(?:hotel\s+)?(?:reservation|booking)\s+(?:number|no\.?|#|code|reference)`,
  String.raw`(?:numero|n[º°o]\.?|no\.)\s*de\s*confirmacion`, String.raw`codigo\s+de\s+(?:confirmacion|reserva)`, 'localizador',
  String.raw`(?:numero|n[º°o]\.?)\s*de\s*reserva(?:cion)?`, String.raw`(?:ref|rif|reference|referencia|riferimento)\.?\s*(?:(?:del|dell'|de l'|do)\s*)?(?:hotel|hôtel|albergo)`, String.raw`nuestra\s+referencia`, String.raw`confirmacion\s*(?:n[º°o]\.?|#|:)`,
  String.raw`(?:numero|n[º°o]\.?|no\.?)\s*de\s*(?:confirmation|reservation)`, String.raw`notre\s+reference`, String.raw`confirmation\s*n[º°o]\.?`,
  String.raw`code\s+de\s+(?:confirmation|reservation)`,
  // "la referencia de la reserva (en el hotel) es 118734", "la référence de la réservation", "il riferimento della
  // prenotazione", "a referência da reserva", "the reference of the booking" (eighteenth pass).
  String.raw`(?:referencia\s+de\s+(?:la|su)\s+reserva|reference\s+de\s+(?:la|votre)\s+reservation|riferimento\s+(?:della|di)\s+prenotazione|referencia\s+da\s+reserva|reference\s+of\s+the\s+(?:booking|reservation)|referenz\s+(?:der|ihrer)\s+(?:buchung|reservierung))`,
  'bestatigungsnummer', 'buchungsnummer', 'reservierungsnummer', String.raw`vorgangs-?\s*(?:nummer|nr\.?)`, 'buchungsreferenz', 'reservierungsreferenz', String.raw`(?:bestatigungs|buchungs|reservierungs)-?\s*nr\.?`, String.raw`res\.\s*-?nr\.?`, String.raw`unsere\s+referenz`,
  String.raw`(?:numero|n[º°o]\.?|n\.)\s*(?:di\s+)?(?:conferma|prenotazione)`, String.raw`cod(?:ice|\.)\s*(?:di\s+)?(?:conferma|prenotazione)`, String.raw`nostro\s+riferimento`,
  String.raw`(?:numero|n[º°o]\.?|n\.º)\s*(?:de|da)\s*(?:confirmacao|reserva)`, String.raw`codigo\s+de\s+confirmacao`, String.raw`nossa\s+referencia`,
  // "notre réf.", "nuestra ref.", "unsere Ref.", "nostro rif.", "nossa ref.".
  String.raw`(?:notre|nuestra|unsere|nostro|nossa)\s+(?:ref|rif)\.?(?:ª|º|°|a\b)?`,
  // "il nostro numero è 5512", "our number is 4471": the hotel's own number ("our phone number" has a word between).
  String.raw`(?:our|nuestro|notre|unsere|nostro|nosso)\s+(?:number|numero|nummer)`,
];
// A number the booking is confirmed under: "confirmed under 4411", "confirmada con el 5522", "confirmée sous le n° RC-1",
// "bestätigt unter 7782", "confermata con il n. 12", "Confirmada, nº 66120". Matched in a pass of their own, so that
// "confirmada con el número de confirmación 55102" still meets its own label.
const UNDER_LABELS = [
  String.raw`confirm(?:ed)?\s+under(?:\s+(?:number|no\.?|ref(?:erence)?\.?))?`,
  String.raw`(?:confirmad[oa]|confirmamos|confirmo)\s+(?:con|bajo)\s+el(?:\s+(?:numero|n[º°o]\.?|localizador))?`, String.raw`confirmad[oa]\s*,?\s*(?:com\s+o\s+)?(?:numero|n[º°o]\.?)`,
  String.raw`confirmee?s?\s+sous\s+(?:le\s+)?(?:numero|n[º°o]\.?)`, String.raw`confirmee?s?\s+avec\s+(?:le\s+)?(?:code|numero|n[º°o]\.?)`, String.raw`bestatigt\s+unter(?:\s+(?:der\s+)?(?:nummer|nr\.?))?`,
  String.raw`confermat[aoie]\s+con\s+(?:il\s+)?(?:numero|n\.)`,
  // "the guest is with us under 45 872", "der Gast ist bei uns unter 45 872 drin", "registrada con el 4471", "enregistrée
  // sous le n° 4471", "registrata con il numero 4471", "registada com o nº 4471": where the booking is held.
  String.raw`(?:with\s+us|in\s+(?:our|the)\s+system|booked|reserved|listed|registered|held)\s+under(?:\s+(?:number|no\.?|ref(?:erence)?\.?))?`,
  String.raw`(?:bei\s+uns|im\s+system|gebucht|reserviert|eingetragen|angelegt|gespeichert)\s+unter(?:\s+(?:der\s+)?(?:nummer|nr\.?))?`,
  String.raw`(?:registrad[oa]|reservad[oa]|anotad[oa]|grabad[oa]|con\s+nosotros)\s+(?:con|bajo)\s+el(?:\s+(?:numero|n[º°o]\.?|localizador))?`,
  String.raw`(?:enregistree?s?|reservee?s?|chez\s+nous)\s+sous\s+(?:le\s+)?(?:numero|n[º°o]\.?)?`,
  String.raw`(?:registrat[ao]|prenotat[ao]|inserit[ao]|da\s+noi)\s+(?:con|sotto)\s+(?:il\s+)?(?:numero|n\.)?`,
  String.raw`(?:registad[oa]|registrad[oa]|reservad[oa]|connosco|conosco)\s+(?:com|sob)\s+o(?:\s+(?:numero|n[º°o]\.?))?`,
];
// "the reservation number in our system is 118823".
// Or "at our hotel", "en nuestro hotel", "dans notre hôtel", "in unserem Hotel", "nel nostro hotel", "no nosso hotel"
// (eighteenth pass: "Su número de reserva en nuestro hotel: 118734").
const IN_OUR_SYSTEM = String.raw`(?:\s+(?:in\s+our\s+system|en\s+nuestro\s+sistema|dans\s+notre\s+systeme|in\s+unserem\s+system|nel\s+nostro\s+sistema|no\s+nosso\s+sistema|with\s+us|bei\s+uns|con\s+nosotros|chez\s+nous|da\s+noi|connosco|conosco|(?:at|in)\s+(?:our|the)\s+hotel|en\s+(?:nuestro|el)\s+hotel|(?:dans\s+notre|a\s+l.)\s*hotel|(?:in\s+unserem|im)\s+hotel|(?:nel\s+nostro|in)\s+(?:hotel|albergo)|(?:no\s+nosso|no)\s+hotel|(?:aqui|aca|here|ici|hier|qui)(?:\s+(?:(?:na|no|en\s+la|en\s+el|at\s+the|a\s+la|au|dans\s+la|im|in\s+der|nella|nel|in)\s+|a\s+l['’]\s?|all['’]\s?)(?:nossa\s+|nuestra\s+|our\s+|notre\s+|unserer\s+|unserem\s+|nostra\s+|nostro\s+)?(?:pousada|posada|casa|pension|gasthaus|gastehaus|agriturismo|guest\s*house|inn|auberge|hostal|hof|masseria|quinta|estancia|fazenda|finca|cortijo|b&b))?))?`;
// Whose the label is: "Localizador del hotel: 5530-B", "numéro de confirmation de l'hôtel", "Buchungsnummer des Hotels".
// Or the bare word ("conf. hôtel 118734", "Buchungsnr. Hotel 118734"), or in brackets ("Nº de reserva (hotel): LX-55291"):
// eighteenth pass.
const OF_THE_HOTEL = String.raw`(?:\s+(?:of\s+the\s+hotel|del\s+hotel|de\s+l['’]\s?hotel|des\s+hotels?|dell['’]\s?(?:hotel|albergo)|do\s+hotel|da\s+pousada|hotel|\((?:hotel|hôtel|albergo)\)))?`;
// The dots or underscores a form leads from its label to the value with ("Vorgang ......... 557102", "Loc. .......... TF-04471").
const LEADER = String.raw`(?:[ \t]*(?:\.{2,}|…+|_{3,}))?`;
const labelRe = (labels: string[]) => new RegExp(
  String.raw`(?<![\p{L}])(?:${labels.join('|')})(?![\p{L}])${OF_THE_HOTEL}${IN_OUR_SYSTEM}${LEADER}\s*(?:(?:is|es|est|ist|lautet|e)(?![\p{L}])|:|#|=|-|–|\||n[º°o]\.?|number|nr\.?)?\s*(?:(?:is|es|est|ist|e)(?![\p{L}])|:|#)?\s*(?:(?:el|la|le|il|o|the|der|die)\s+)?(?=(?:[a-z]{1,4}-)?[a-z/-]{0,4} ?[0-9/-]*\d)((?:(?!(?:el|la|le|il|lo|o|the|der|die|das|de|du|do|da|di|is|es|ist|e)\s)[a-z]{1,4} (?=\d))?[a-z0-9][a-z0-9/-]{0,28}[a-z0-9]|\d)`,
  'giu',
);
// The desks' own labels, from the lexicons ("Conf. No.", "réf. hôtel", "Buchungsnr.", "Codice prenotazione", "nº").
const DESK_LABELS = [...new Set(Object.values(LEXICONS).flatMap((l) => l.hcnLabels))].sort((a, b) => b.length - a.length);
// A desk label is short ("nº", "ref.", "Nr."): the number must follow it at once, never a word before it ("no dia 20"),
// but for a code's capital letters ("Ns. conferma: TAO 2027/0614"; findNumbers keeps them only when capitals).
const deskLabelRe = (labels: string[]) => new RegExp(
  String.raw`(?<![\p{L}])(?:${labels.join('|')})(?![\p{L}])${LEADER}\s*(?::|#|=|-|–|\|)?\s*(?=(?:[a-z]{2,4} (?=\d))?[a-z0-9/-]*\d)((?:[a-z]{2,4} (?=\d))?[a-z0-9][a-z0-9/-]{0,28}[a-z0-9])`,
  'giu',
);
// A number right after the word that confirms: "confirmed: 4471", "CONFIRMED #77120", "confirmada - 30331", "bestätigt 4471",
// "confirmée : # 74519806".
const CONFIRMED_NUMBER = /(?<![\p{L}])(?:confirmed|confirmad[oa]|confirmee?|confirme|bestatigt|confermat[ao]|ok)\s*(?:[:–-]\s*#?\s*|#\s*|\s+)(?:(?:n[º°o]|nr|no|folio)\.?\s*)?(?=[a-z]{0,4}-?\d)([a-z0-9][a-z0-9/-]{1,28}[a-z0-9]|\d{2}(?=[ \u00a0]\d{3}(?![\p{L}\p{N}])))(?![\p{L}\p{N}]|[.,]\d)/giu;
// A label, a few words that say whose it is, a copula, the number: "Our booking reference for the whole party is 55873",
// "el número de confirmación de su reserva es 4411", "die Buchungsnummer für Herrn Graf lautet 4411".
// Found from the copula and its number (rare), then the label looked for in the words before it.
// Stop 14: an article after the copula ("c'est le 3318", "es el H-20937") and the number on a line of its own after it
// ("Die richtige Bestätigungsnummer für Herrn Richter lautet\n\n7310-2288").
const COPULA_NUMBER = /(?<![\p{L}])(?:is|es|est|ist|lautet|e|sera)[ \t]*:?[ \t]*(?:\n[ \t]*){0,2}(?:(?:el|la|le|il|lo|o|a|the|der|die)[ \t]+)?(?=[a-z]{0,4}-?\d)([a-z0-9][a-z0-9/-]{1,28}[a-z0-9])(?![\p{L}\p{N}]|[.,]\d)/giu;
// The words between: whose the number is, a title with its dot ("per la Sig.ra Gruber"); words only, no number or comma
// between (stop 14: wider, the held-out set showed a wrong confirmation). French "c'est" joins the last word ("pour M.
// Petit c'est le 3318").
const LABEL_WORDS_BEFORE = new RegExp(String.raw`(?<![\p{L}])(?:${HCN_LABELS.join('|')})(?:[ \t]+(?!(?:is|es|est|ist|lautet|e|sera)(?![\p{L}]))\p{L}[\p{L}.'’]*){1,6}(?:[ \t]+|(?<=\bc['’]))$`, 'iu');
const COLON_NUMBER = /:[ \t]*(?=[a-z]{0,4}-?\d)([a-z0-9][a-z0-9/-]{1,28}[a-z0-9])(?![\p{L}\p{N}]|[.,]\d)/giu;
const FOR_WHOM_BEFORE = /(?<![\p{L}])(?:for|pour|para|fur|per)[ \t]+(?:[\p{L}.'’]+[ \t]+){0,3}?[\p{L}.'’]+[ \t]*$/iu;
const LABEL_FOR_BEFORE = new RegExp(String.raw`(?<![\p{L}])(?:${HCN_LABELS.join('|')}|confirmacion|confirmacao|bestatigung|conferma)[ \t]+(?:for|pour|para|fur|per)[ \t]+(?:[\p{L}.'’]+[ \t]+){0,3}?[\p{L}.'’]+[ \t]*$`, 'iu');
// The number kept after a change: "the confirmation number remains 55204417", "el localizador sigue siendo", "reste",
// "bleibt", "rimane", "continua a ser". Looked for only where one of these verbs is.
const KEPT_HINT = /remain|stays|still|sigue|mantiene|reste|demeure|bleibt|rimane|resta|continua|mantem|permanece/;
const KEPT_NUMBER = /(?<![\p{L}])(?:remains|stays|is still|sigue siendo|se mantiene|reste|demeure|bleibt|rimane|resta|continua a ser|mantem-se|permanece)[ \t]*:?[ \t]*(?=[a-z]{0,4}-?\d)([a-z0-9][a-z0-9/-]{1,28}[a-z0-9])(?![\p{L}\p{N}]|[.,]\d)/giu;
const LABEL_BEFORE_KEPT = new RegExp(String.raw`(?<![\p{L}])(?:${HCN_LABELS.join('|')})(?:[ \t]+[\p{L}'’]+){0,5}[ \t]+$`, 'iu');
// Every label of HCN_LABELS holds one of these stems: a cheap test before the costly one.
const LABEL_HINT = /conf|hcn|ref|reserv|booking|numer|n[º°o]|no\.|codigo|codice|code|localizador|bestatig|buchung|rif|nostr|notre|unsere|our|nuestr|noss/;
function labelThenIs(masked: string): RegExpMatchArray[] {
  const out: RegExpMatchArray[] = [];
  if (!LABEL_HINT.test(masked)) return out;
  for (const m of matchesOf(COPULA_NUMBER, masked)) {
    const window = masked.slice(Math.max(0, m.index! - 90), m.index!);
    if (LABEL_HINT.test(window) && LABEL_WORDS_BEFORE.test(window)) out.push(m);
  }
  // "Voici la confirmation pour Mme Becker : 118734", "Confirmation for Mrs Becker: 118734" (eighteenth pass): a label, for
  // whom, a colon; not a confirmation of an extra ("Confirmation for the transfer: 4471").
  if (masked.includes(':')) for (const m of matchesOf(COLON_NUMBER, masked)) {
    const window = masked.slice(Math.max(0, m.index! - 60), m.index!);
    // The short test first: "for", "pour", "para", "für", "per" and a few words before the colon (most colons have none).
    const label = FOR_WHOM_BEFORE.test(window) ? LABEL_FOR_BEFORE.exec(window) : null;
    if (label && !OTHER_ANY.test(label[0])) out.push(m);
  }
  if (KEPT_HINT.test(masked)) for (const m of matchesOf(KEPT_NUMBER, masked)) {
    const window = masked.slice(Math.max(0, m.index! - 90), m.index!);
    if (LABEL_HINT.test(window) && LABEL_BEFORE_KEPT.test(window)) out.push(m);
  }
  return out;
}
// The booking noun right before a number ("Reservierung 8812 ist angelegt", "dossier 8812", "pratica 8812"): a weak
// label, like a bare "nº": it counts when no label names the confirmation.
const BOOKING_NOUN_NUMBER = /(?<![\p{L}])(?:reservation|booking|reserva|reservacion|reservierung|buchung|prenotazione|dossier|pratica|resa)\s*(?:n[º°o]\.?|nr\.?|no\.|#)?\s*(?=[a-z]{0,4}-?\d)([a-z0-9][a-z0-9/-]{1,28}[a-z0-9])(?![\p{L}\p{N}]|[.,]\d)/giu;
// The booking's noun, a copula, the number (fifteenth pass): "her reservation is 58214", "sa réservation est le 58214",
// "ihre Buchung ist 58214", "la sua prenotazione è 58214", "a reserva é 58214". A label: the copula says what the number is.
const BOOKING_IS_NUMBER = /(?<![\p{L}])(?:(?:her|his|their|your|the|its)\s+(?:reservation|booking)(?:\s+(?:number|no\.?))?|(?:su|la)\s+reserva|(?:sa|votre|la)\s+reservation|(?:ihre|seine|die)\s+(?:reservierung|buchung)|(?:la\s+)?(?:sua\s+)?prenotazione|(?:a|sua)\s+reserva)\s+(?:is|es|est|ist|lautet|e|sera)(?:\s+(?:el|la|le|il|o|a|the|die|der))?\s*:?\s*(?=[a-z]{0,4}-?\d)([a-z0-9][a-z0-9/-]{1,28}[a-z0-9])(?![\p{L}\p{N}]|[.,]\d)/giu;
// "the number is 58214", "su número es el 58214", "son numéro est le 58214", "die Nummer ist 58214", "il numero è 58214",
// "o número é 58214": only in a sentence that names the booking or confirms, and no room, door, code or phone
// ("la camera della sig.ra Becker: il numero è 214" is the room's).
const NUMBER_IS_NUMBER = /(?<![\p{L}])(?:the\s+number|(?:su|el)\s+numero|(?:son|le|un)\s+numero|(?:ihre|seine|die|unsere)\s+nummer|(?:il|suo)\s+numero|(?:o|seu)\s+numero)\s+(?:c.)?(?:is|es|est|ist|lautet|e|sera)(?:\s+(?:el|la|le|il|o|a|the|die|der))?\s*:?\s*(?=[a-z]{0,4}-?\d)([a-z0-9][a-z0-9/-]{1,28}[a-z0-9])(?![\p{L}\p{N}]|[.,]\d)/giu;
const NUMBER_OF_BOOKING = /(?<![\p{L}])(?:booking|booked|reservation|reserved|confirm\p{L}*|reserva\p{L}*|confirmad\p{L}*|reservad\p{L}*|bestatig\p{L}*|gebucht|reservier\p{L}*|buchung|prenotazion\p{L}*|prenotat\p{L}*|conferm\p{L}*)(?![\p{L}])/u;
const NUMBER_OF_OTHER = /(?<![\p{L}])(?:rooms?|zimmer|camera|chambre|habitacion|quarto|apartments?|apartamento|appartamento|suite|studio|door|tur|porta|puerta|porte|codes?|codigo|codice|wi-?fi|wlan|phone|telefon\p{L}*|telephone|telefone|fax|floor|etage|stock|piano|planta|andar)(?![\p{L}])/u;
function numberIsNumber(masked: string): RegExpMatchArray[] {
  if (!/(?:numero|number|nummer)\s+(?:c.)?(?:is|es|est|ist|lautet|e|sera)\s/.test(masked)) return [];
  return matchesOf(NUMBER_IS_NUMBER, masked).filter((m) => {
    const start = Math.max(masked.lastIndexOf('\n', m.index!), masked.lastIndexOf('. ', m.index!)) + 1;
    const sentence = masked.slice(start, m.index! + m[0].length);
    // The booking may be named in the sentence before, in the same paragraph ("Su reserva está confirmada. Su número es el 58214").
    const paragraph = masked.slice(Math.max(masked.lastIndexOf('\n\n', m.index!), m.index! - 200, 0), m.index! + m[0].length);
    // Or where the paragraph confirms or affirms it ("C'est bon pour Mme Becker du 12 au 15 mars. Son numéro est le 58214").
    return (NUMBER_OF_BOOKING.test(paragraph) || saysConfirmed(paragraph) || Boolean(affirmsBooking(paragraph, undefined))) && !NUMBER_OF_OTHER.test(sentence);
  });
}
const LABELS = [labelRe(HCN_LABELS), labelRe(UNDER_LABELS), deskLabelRe(DESK_LABELS), CONFIRMED_NUMBER, BOOKING_NOUN_NUMBER];
// The copulas come only where a booking noun stands before one: the cheap test first.
const BOOKING_IS_HINT = /(?:reservation|booking|reserva|reservierung|buchung|prenotazione)\s+(?:number\s+|no\.?\s+)?(?:is|es|est|ist|lautet|e|sera)\s/;
const bookingIsNumber = (masked: string) => (BOOKING_IS_HINT.test(masked) ? matchesOf(BOOKING_IS_NUMBER, masked) : []);

/** A token that can be a hotel confirmation number: 3 to 30 letters, digits, dashes, with at least two digits. */
export const numberLike = (t: string) => t.length >= 3 && t.length <= 30 && (t.match(/\d/g)?.length ?? 0) >= 2;
// A code in three parts ("TH-FR-20931", "MAD-RS-44718"): letters, a dash, letters, a dash, digits (eighteenth pass).
const TOKENS = /(?<![\p{L}\p{N}/.,-])(?:[A-Za-z]{1,4}-)?[A-Za-z]{0,6}[-/]?\d[A-Za-z0-9/-]*(?<![-/])(?![\p{L}\p{N}]|[.,]\d)/gu;

const CONFIRM = /\b(confirm(ed|s)?|ok|okay|all good|all set|confirmad[oa]s?|confirmamos|confirmo|confirmee?s?|confirmons|bestatigt|bestatigen|confermat[aoie]|confermiamo|confermo)\b/;
const NEGATED_CONFIRM =
  /\b(not|cannot|can't|unable to)\s+(?:(be\s+)?confirm|(yet\s+)?(all\s+)?(set|good|ok|okay)\b)|\bno\s+(esta\s+|podemos\s+)?confirmad|\bno\s+podemos\s+confirmar|\bpas\s+(encore\s+)?confirm|\bne\s+pouvons\s+pas\s+confirmer|nicht\s+(bestatig|best)|\bnon\s+(e\s+)?(confermat|possiamo\s+confermare)|\bnao\s+(esta\s+|podemos\s+)?confirm/;

// "We have no such reservation", in the six languages: the lexicons' noBooking lists, the one source. A space in a
// pattern is any run of white space here (a plain-text reply wraps its lines anywhere).
// One expression per pattern, tried in turn: each opens with its words, which the engine finds fast; one alternation
// of them all would be tried at every position.
const NO_BOOKING = [...new Set(Object.values(LEXICONS).flatMap((l) => l.noBooking))].map((p) => new RegExp(`\\b(?:${p.replace(/ /g, '\\s+')})(?![\\p{L}\\p{N}])`, 'u'));

/**
 * One expression per set of flags that matches where any of the list matches: a text none of them matches (most) is
 * scanned once instead of once per expression. Only for a yes or no (the groups are renumbered).
 */
const anyOf = (list: RegExp[]): RegExp[] =>
  [...new Set(list.map((r) => r.flags))].map((flags) => new RegExp(list.filter((r) => r.flags === flags).map((r) => `(?:${r.source})`).join('|'), flags.replace(/[gy]/g, '')));
const NO_BOOKING_ANY = anyOf(NO_BOOKING);

// Spans that hold numbers which are never an HCN.
// A phone's extension ("ext. 2130", "Durchwahl 214", "int. 12") is part of the phone.
const EXTENSION = /(?<![\p{L}])(?:ext|extension|durchwahl|dw|int|interno|ramal)\.?\s*:?\s*\d{1,6}(?![\p{N}])/giu;
const PHONE = /\+\d[\d\s().\/-]{6,}\d|\b00\d{1,3}[\s().\/-]\d[\d\s().\/-]{4,}\d|\b(?:tel|phone|fax|mobile|mob|cell|telefono|telefone|telephone|telefon|movil|whatsapp|tlf|tfno)\b\.?\s*:?\s*[\d\s().\/+-]{6,}\d|\(\d{2,4}\)\s*\d[\d\s-]{4,}\d|\b\d{2,4}(?:[ .]\d{2,4}){2,}\b/gi;
const TIME = /\b\d{1,2}[:h]\d{2}\b(?:\s*(?:am|pm|h|uhr))?|\b\d{1,2}\s?(?:h|hrs?|uhr|am|pm)\b/gi;
// An ordinal day ("11th", "2nd", "23rd"), an access code ("the car park barrier code is 2580", "code porte 4412", "Türcode 1234", "WLAN-Passwort"):
// never a confirmation number.
const ORDINAL = /\b\d{1,2}(?:st|nd|rd|th)\b/gi;
const ACCESS_CODE = /(?<![\p{L}])(?:(?:barrier|door|gate|key|safe|wi-?fi|wlan|parking|car park|garage|access|entry|pin|alarm)\s+(?:code|pin|password)|(?:code|codigo|codice)\s+(?:de\s+|du\s+|del\s+|della\s+|do\s+|da\s+)?(?:la\s+|l.)?(?:porte|puerta|porta|portail|cancello|portao|garage|garaje|parking|aparcamiento|estacionamento|parcheggio|acces|acceso|accesso|acesso|wifi|wi-fi|cofre|caja fuerte|coffre)|(?:tur|tor|garagen|zugangs|wlan|tresor)-?(?:code|pin|passwort))\s*(?:is|es|est|ist|e|:)?\s*[a-z0-9-]*\d[\w-]*/giu;
const PRICE = /(?:[€$£]|\b(?:eur|usd|gbp|chf|brl)\b)\s*\d[\d.,]*|\d[\d.,]*\s*(?:[€$£]|\b(?:eur|euros?|usd|dollars?|gbp|chf|brl|reais)\b)/gi;
// Room numbers, one or several ("room 214", "chambres 204 et 205", "habitaciones 12 y 14", "Zimmer 7 und 8").
const ROOM_NO = /\b(?:rooms?|habitacion(?:es)?|hab\.|chambres?|zimmer|camer[ae]|quartos?|apartamentos?|apartments?|suites?)\s*(?:n[º°o]s?\.?|nr\.?|nos?\.?|numbers?|numeros?|#)?\s*\d{1,4}(?:\s*(?:,|&|\+|\/|and|y|et|und|e)\s*\d{1,4}\b)*\b/gi;
const COUNTS = /\b\d{1,3}\s*(?:nights?|noches?|nuits?|nachte?|notti|noites?|adults?|adultos?|adultes?|erwachsener?|adulti|guests?|persons?|personas?|personnes?|personen|persone|pessoas?|rooms?|habitaciones|chambres|zimmer|camere|quartos)\b/gi;
const EMAIL_URL = /\S+@\S+|\bhttps?:\/\/\S+|\bwww\.\S+/gi;
const PERCENT = /\b\d+(?:[.,]\d+)?\s*%/g;
// A ticket, case or request number of the hotel's helpdesk ("Ticket ref: 99812", "Anfrage Nr. 5512"): not the booking's.
// "Ihre Anfrage (Vorgangsnummer #11873)", "your request (#482913)": the number of the request, in brackets after it.
const REQUEST_BRACKET = /(?<![\p{L}])(?:anfrage|request|demande|solicitud|richiesta|pedido)\s*\([^)\n]{0,30}\d[^)\n]{0,10}\)/giu;
// A helpdesk's ticket tag in brackets, as it heads its subjects and lines ("[#21377] Bitte bestätigen ...", "[#CR-20931]",
// "[Ticket#20931]"): the ticket's number, never the booking's (r21).
// Not "[Conf# 88213]": a tag with a confirmation label is the desk's number.
const TICKET_TAG = /\[(?:(?:ticket|case|caso|incident|request|req|anfrage|vorgang|demande|richiesta|pedido|solicitud|chamado)[ \t]*)?#[ \t]*[a-z]{0,4}-?\d[\w-]*\]/giu;
// "votre demande n. 4471", "su petición nº 4471", "o seu pedido n.º 4471": a request's number, even when the request is
// confirmed.
const TICKET = /(?<![\p{L}])(?:ticket|case|incident|request|enquiry|inquiry|solicitud|peticion|incidencia|demande|requete|ticket\s+n|anfrage|richiesta|caso|protocolo|protocollo|chamado|pedido)(?![\p{L}])\s*(?:ref(?:erence)?|no|nr|number|id|numero|n\.?[º°o]|n(?=\.))?\.?\s*(?:(?:is|es|est|ist|e|:)\s*)?[:#(]?\s*[a-z]{0,4}[-#]?\d[\w/-]*/giu;
// Company, tax and bank identifiers with their numbers: VAT, CIF, NIF, SIRET, TVA, USt-IdNr, UID, P.IVA, CNPJ, HRB...
const COMPANY_IDS =
  /(?<![\p{L}])(?:vat|tva|iva|cif|nif|nie|nipc|siret|siren|rcs|naf|ape|ust-?\s*id(?:-?nr)?\.?|ust\.?-?idnr\.?|steuer-?\s*nr\.?|st\.?-?nr\.?|uid(?:-nr)?|p\.?\s*iva|partita\s+iva|c\.\s*f\.|codice\s+fiscale|cnpj|cpf|hrb|hra|amtsgericht\s+\p{L}+|company\s*(?:no|number|reg(?:istration)?)\.?|registered\s+in\s+(?:england|scotland|wales|ireland|northern\s+ireland)(?:\s+(?:&|and)\s+wales)?(?:\s+under)?|reg(?:istration)?\.?\s*(?:no|nr)\.?|registro\s+mercantil|iban|bic|swift|abn|kvk|rea|rfc|curp|nit|rut|ruc|capital\s+social|licen[cs]e\s*(?:no|nr)?\.?|rnt|rnal|cadastur)(?![\p{L}])\.?\s*(?:no\.?|nr\.?|number|n[º°o]\.?)?\s*[:#]?\s*(?:[a-z]{1,4}[\s-]?)?\d[\d.\/-]*(?:[ \t]+\d[\d.\/-]*)*[\da-z]*(?![\p{L}])/giu;
// Streets with their numbers ("C/ Mayor 12-14", "14 Harbour Street", "12 rue de la Paix"; a street's name runs on to its
// number through no " - ": "Duplo c/ PA - conf. LX-4471" is a room "with" breakfast), postal codes before a town,
// round-the-clock hours ("24h/24", "24/7").
const STREET =
  /(?<![\p{L}])(?:c\/|calle|avda\.?|avenida|av\.|rua|rue|via|viale|piazza|largo|praca|strasse|straße|str\.|platz|weg|gasse|allee)\s+(?:[\p{L}.'’]|[ ](?![-–])|-(?=\p{L})){0,40}?\d+[a-z]?(?:\s*[-–\/]\s*\d+)?|\b\d{1,4}(?:\s*[-–]\s*\d{1,4})?,?\s+(?:rue|avenue|boulevard|bd|place|quai|chemin|[\p{L}]+\s+(?:street|road|lane|avenue|square))(?![\p{L}])|\p{L}+(?:strasse|straße|platz|weg|gasse|allee)\s+\d+[a-z]?/giu;
const LABEL_BEFORE = new RegExp(`(?<![\\p{L}])(?:${HCN_LABELS.join('|')})\\s*[:#.]?\\s*$`, 'u');
const POSTAL = /(?<![\p{L}\p{N}-])(?:\d{5}|\d{4}-\d{3}|\d{5}-\d{3}|\d{2}-\d{3})(?=[ \t]+(?:\p{L}{3,}|\p{L}{1,3}\.?[ \t'’-]+\p{L}{3,}))|\b[a-z]{1,2}\d{1,2}[a-z]?[ \t]+\d[a-z]{2}\b/giu;
// A postal code after its own label, wherever it stands: "CEP 22041-001", "C.P. 08001", "PLZ 80331", "code postal 75001", "CAP 40126".
const POSTAL_LABELLED = /(?<![\p{L}])(?:cep|c\.\s?p\.|cp|plz|cap|code\s+postal|codigo\s+postal|codice\s+postale|postleitzahl|post\s?code|zip(?:\s+code)?)\.?\s*:?\s*\d{2,5}(?:[ -]\d{3})?(?![\p{L}\p{N}])/giu;
// A document's number that is never the booking's: a folio, an invoice, a voucher, a receipt, a customer or guest
// account ("Nº Folio | 884521", "Invoice no. 7781", "Voucher: 55102", "Rechnungsnr. 2027-118", "Gast-Nr. 55123"), a
// contract or an allotment ("our allotment contract no. 2027-118", stop 17: confirmed with it). In
// Mexico a reservation's number is its folio: "CONFIRMADA - folio SMA-0457", "con el folio 4471" are the booking's.
const DOCUMENT_NO = /(?<![\p{L}])(?:(?<!(?:confirmad[oa]|confirmed|reserva(?:cion)?|con|bajo)(?:[ \t]+el)?[ \t]*[-–:]?[ \t]*)folio|invoice|factura|facture|rechnung|fattura|fatura|nota\s+fiscal|voucher|receipt|recibo|quittung|ricevuta|recu|kunden|customer|client(?:e)?|guest|gast|ospite|huesped|hospede|profil|profile|account|konto|cuenta|conto|conta|debitor|contract|contrato|contrat|vertrag|vertrags|contratto|allotment|kontingent|contingent|contingente|cupo|(?:quote|quotation|offer|offre|angebots?|preventivo|presupuesto|cotizacion|devis|offerta|proposta|orcamento|oferta)(?=\s*-?\s*(?:n[º°o]|n\.|nr|no|number|numero|num|nummer|#|ref|reference|rif)(?![\p{L}]))|club|card|karte|socio|fidelizacao|fidelidade|fidelizacion|justificante|comprovativo|loyalty|membership|member|fidelite|treuekarte|tessera|club\s+card|(?:tourism|turismo|tourisme)\s+reg(?:istration|istry|\.)?|rnet|rnt|cadastur)s?(?:-?\s*(?:n[º°o]|n(?=\.)|nr|no|number|numero|num|nummer|id|#|code|codigo|codice|ref\.?|reference|rif\.?))?\.?\s*[:#=|]?\s*(?:[a-z]{1,4}[-#/]){0,2}[a-z]{0,4}[-#/]?\d[\w/-]*/giu;
// The desk's own internal number, said to be so ("Unsere interne Vorgangsnummer ZR-118273 benötigen Sie nicht", "our
// internal reference 88-1", "nuestra referencia interna", "notre référence interne", "il nostro riferimento interno",
// "a nossa referência interna"): never the confirmation number.
const INTERNAL_NO = /(?<![\p{L}])(?:internal|interna|interno|interne[rns]?|intern)\s+(?:\p{L}+\s+){0,2}?(?:ref\p{L}*|rif\p{L}*|number|numero|nummer|vorgangsnummer|vorgang|code|codigo|codice|id|case|file|dossier|n[º°o])\.?\s*(?:n[º°o]\.?|nr\.?|no\.?|#|:)?\s*(?:(?:is|es|est|ist|e|lautet)\s+)?[a-z]{0,4}[-#/]?\d[\w/-]*|(?<![\p{L}])(?:ref\p{L}*|rif\p{L}*|number|numero|nummer|code|codigo|codice|vorgangsnummer)\s+(?:interna|interno|interne|internal|intern)\s*:?\s*[a-z]{0,4}[-#/]?\d[\w/-]*/giu;
// The number of another booking, said to be one ("Ms Ruiz has another booking with us, no. 4470", "otra reserva, nº
// 4470", "une autre réservation", "eine weitere Buchung, Nr. 4470", "un'altra prenotazione", "outra reserva", "our last
// booking from you was 4470", "stayed with us before under booking 4470"): never this booking's number.
// The cheap test: a qualifier, at most three words, then a booking noun.
const OTHER_BOOKING_HINT = /(?:other|otr[ao]|autre|weitere|ander\p{L}*|altra|outra|previous|earlier|prior|older|last|anterior|ultima|precedente|derniere|ancienne|fruhere|vorherige|letzte|before under) (?:\S+ ){0,2}?(?:booking|reservation|stay|reserv|sejour|buchung|aufenthalt|prenotazion|soggiorno|estadia)/u;
const OTHER_BOOKING_NO = /(?<![\p{L}])(?:another|other|previous|earlier|prior|older|last|otra|otro|anterior|ultima|autre|precedente|derniere|ancienne|weitere|andere|anderen|fruhere|vorherige|letzte|altra|outra|before\s+under)\s+(?:\p{L}+\s+){0,2}?(?:booking|reservation|stay|reserva|reservacion|sejour|buchung|reservierung|aufenthalt|prenotazione|soggiorno|estadia)s?(?![\p{L}])[^.\n\d]{0,30}?(?:n[º°o]\.?|nr\.?|no\.?|#|number|numero|nummer)?\s*[:.,]?\s*[a-z]{0,4}[-#/]?\d[\w/-]*/giu;
const OTHER_BOOKING_ONE = new RegExp(OTHER_BOOKING_NO.source, 'iu');
/** Where the text gives the number of another booking ("has another booking with us, no. 4470"), or -1. */
export const otherBookingAt = (folded: string) => (OTHER_BOOKING_HINT.test(folded) ? (OTHER_BOOKING_ONE.exec(folded)?.index ?? -1) : -1);
// A bus, tram or metro line ("mit dem Bus Nr. 6/8", "bus 24", "Linie 2 und 3", "ligne 14", "tram no. 12"): never the booking's number.
const TRANSIT_LINE = /(?<![\p{L}])(?:bus(?:se|es|linie)?|linien?|lines?|linea|linee|lineas|linha|linhas|lignes?|tram(?:way)?s?|straßenbahn|strassenbahn|tranvia|metro|u-bahn|s-bahn|autobus|autobus|ônibus|onibus)\s*(?:nr\.?|no\.?|n[º°o]\.?|#)?\s*\d{1,3}(?:\s*(?:\/|,|&|\+|-|und|and|et|y|e|o|oder|or|ou)\s*\d{1,3})*(?![\p{L}\p{N}])/giu;
// Days a week too: "7j/7", "7/7", "7 días", "7 Tage" (a desk's opening days).
const ROUND_CLOCK = /\b24\s*(?:h|hrs?|horas|heures|std\.?|ore)?\s*\/\s*(?:24|7)\b|\b24\s*(?:h|hrs?|horas|heures|std\.?|ore)\b|\b7\s*(?:j|d|g|t)?\s*\/\s*7\b|\b7\s*(?:jours|days|dias|días|tage|giorni)\s*(?:sur|su|por|a|\/|von|out of|de)\s*7\b/gi;

// Each mask with a cheap test a text must pass for the mask to find anything (most texts have no "%", "@" or "24").
// A word test holds a word every match of its mask holds, with the mask's flags (so the same letters match).
const STREET_WORDS = /c\/|calle|avda|avenida|av\.|rua|rue|via|piazza|largo|praca|strasse|straße|str\.|platz|weg|gasse|allee|avenue|boulevard|bd|place|quai|chemin|street|road|lane|square/iu;
// A distance or a walk ("a 200 m", "5 minutes' walk", "2 km", "10 Gehminuten"): never a confirmation number (fifteenth pass).
const DISTANCE = /(?<![\p{L}\p{N}])\d{1,4}(?:[.,]\d)?\s?(?:m|km|mt|mts|metres?|meters?|metros?|metri|meter|minutes?|mins?\.?|minutos?|minuti|minuten|gehminuten|fussminuten)(?![\p{L}\p{N}])/giu;
// A number said to be an extra's ("Conf 55120 is the transfer", "le n° 55120 est celui du transfert", "Nr. 55120 ist für den
// Transfer"): never the booking's (stop 19, stop 18's open probe classes).
const EXTRA_WORDS = 'transfer\\p{L}*|traslados?|shuttle|navette|transfert|trasferiment[oi]|transporte|parking|parkplatz|garage|aparcamiento|estacionamento|cots?|cunas?|culla|berco|lit bebe|babybett|dinner|cena|diner|abendessen|jantar|tours?|excursion\\p{L}*|ausflug|escursion\\p{L}*|spa|massag\\p{L}*|car hire|rental car';
const EXTRA_NO = new RegExp(String.raw`(?<![\p{L}\p{N}])[a-z]{0,4}[-#/]?\d[\w/-]*(?=\s+(?:is|are|est|ist|es|e|sind|son|sont|sao)\s+(?:(?:for|para|pour|fur|per|par|of)\s+)?(?:(?:the|el|la|le|les|der|die|das|den|dem|il|lo|o|a|celui|celle|quello|quella|do|da|del|du|des|de|dell)\s+)*(?:(?:airport|aeropuerto|aeroport|flughafen|aeroporto|return|round-?trip)\s+)?(?:${EXTRA_WORDS})(?![\p{L}]))`, 'giu');
const MASKS: [RegExp, RegExp | undefined][] = [
  [EMAIL_URL, /@|http|www\./], [COMPANY_IDS, undefined], [REQUEST_BRACKET, /\(/], [TICKET_TAG, /\[/], [TICKET, /ticket|case|incident|request|enquiry|inquiry|solicitud|peticion|incidencia|demande|requete|anfrage|richiesta|caso|protocol|chamado|pedido/],
  [DOCUMENT_NO, /(?:folio|invoic|factur|rechnung|fattur|fatura|fiscal|voucher|receipt|recibo|quittung|ricevuta|recu|kunde|customer|client|guest|gast|ospite|huesped|hospede|profil|account|konto|cuenta|conto|conta|debitor|contra|contrat|vertrag|allotment|kontingent|contingent|cupo|quot|offer|offre|angebot|club|card|karte|socio|fideliza|fidelidad|preventiv|presupuest|cotizac|devis|propost|orcament|ofert|justificant|comprovativ|loyalt|member|fidelit|treuekart|tessera|club card|reg|rnet|rnt|cadastur)\p{L}*\.?\s*-?\s*(?:\p{L}{1,8}[.º°]?\s*)?[:#=|]?\s*(?:[a-z]{1,4}[-#/]){0,2}[a-z]{0,4}[-#/]?\d/u], [POSTAL_LABELLED, /(?:cep|c\.\s?p\.|cp|plz|cap|postal|postale|postleitzahl|postcode|zip)\.?\s*:?\s*\d/],
  // Round-the-clock hours before the phones and times, which would take "24h" or "/ 24" and leave "/24" or "h/24" as a
  // number of its own (eighteenth pass).
  [PRICE, /[€$£]|eur|usd|gbp|chf|brl|dollar|reais/], [ROUND_CLOCK, /24|7/], [PHONE, undefined], [EXTENSION, /ext|durchwahl|dw|int|ramal/i], [TIME, /\d\s?(?:[:h]|uhr|am|pm)/i], [ROOM_NO, undefined], [COUNTS, undefined], [PERCENT, /%/],
  [STREET, STREET_WORDS], [INTERNAL_NO, /intern/], [OTHER_BOOKING_NO, OTHER_BOOKING_HINT], [ORDINAL, /\d(?:st|nd|rd|th)/], [ACCESS_CODE, /code|pin|passw|wlan|wifi/], [DISTANCE, /\d\s?(?:m|km|mts?|min\p{L}*|metr\p{L}*|meter|gehminuten|fussminuten)(?![a-z])/iu],
  [TRANSIT_LINE, /bus|lin|lign|tram|tranvia|metro|bahn|onibus|ônibus/iu],
  [EXTRA_NO, /transfer|traslado|shuttle|navette|trasferiment|transporte|parking|parkplatz|garage|aparcamiento|estacionamento|cot|cuna|culla|berco|bebe|babybett|dinner|cena|diner|abendessen|jantar|tour|excursion|ausflug|escursion|spa|massag|car hire|rental car/],
];
const CONFIRMING_LINE = /(?<![\p{L}])(?:confirm(?:ed|ation)?|confirmad[oa]|confirmee?|bestatigt|confermat[ao]|ok|okay)(?![\p{L}])/u;
const LEADER_DOTS = /(?<=[\p{L})])[ \t]*\.{3,}[ \t]+(?=\S)/gu;
/** Blank dates, phones, times, prices, room numbers, counts, addresses and our own references, keeping indexes. */
/** Eight digits that read as a date, day first or year first ("12032027", "20270312"). */
const dateLike = (d: string) => {
  const [dd, mm, yyyy] = [Number(d.slice(0, 2)), Number(d.slice(2, 4)), Number(d.slice(4))];
  const [y, m, day] = [Number(d.slice(0, 4)), Number(d.slice(4, 6)), Number(d.slice(6))];
  return (yyyy >= 2000 && yyyy < 2100 && mm >= 1 && mm <= 12 && dd >= 1 && dd <= 31) || (y >= 2000 && y < 2100 && m >= 1 && m <= 12 && day >= 1 && day <= 31);
};
export function maskNonHcn(text: string, dates: FoundDate[], ours: string[]): string {
  let f = fold(text);
  // A letter's leader dots between a label and its value ("Localizador hotel ..... MGV-558120"): a colon, same length (fifteenth pass).
  if (f.includes('...')) f = f.replace(LEADER_DOTS, (m) => ':' + ' '.repeat(m.length - 1));
  // Each pattern is matched on the text as the patterns before it left it; its matches are blanked in one pass.
  const blankAll = (spans: Iterable<{ index?: number; 0: string }>) => {
    const cut: [number, number][] = [];
    for (const m of spans) cut.push([m.index!, m.index! + m[0].length]);
    if (!cut.length) return;
    let out = '';
    let at = 0;
    for (const [i, e] of cut.sort((x, y) => x[0] - y[0])) {
      if (e <= at) continue;
      const from = Math.max(i, at);
      out += f.slice(at, from) + ' '.repeat(e - from);
      at = e;
    }
    f = out + f.slice(at);
  };
  blankAll(dates.map((d) => ({ index: d.index, 0: text.slice(d.index, d.end) })));
  // Digits in groups right after a confirmation label ("Conf: 123 456 789") are the label's number, not a phone (fifteenth pass).
  const phoneOf = (m: RegExpMatchArray) => !/^\d[\d ]+\d$/.test(m[0]) || !LABEL_BEFORE.test(f.slice(Math.max(0, m.index! - 40), m.index!));
  for (const [re, need] of MASKS) if (!need || need.test(f)) blankAll(re === PHONE ? matchesOf(re, f).filter(phoneOf) : matchesOf(re, f));
  // A postal code only in a line that reads as an address (a street, or a town after it and nothing else).
  blankAll(matchesOf(POSTAL, f).filter((m) => {
    // A number right after a confirmation label is the label's, whatever follows it ("conf. no. 62218 for Mr X, 22nd to 25th July").
    if (LABEL_BEFORE.test(f.slice(Math.max(0, m.index! - 40), m.index!))) return false;
    // A line that confirms is no address ("58214 Confirmed for Mrs Becker", "Bestätigt: 58214 Becker"): fifteenth pass.
    const own = f.slice(f.lastIndexOf('\n', m.index!) + 1).split('\n')[0];
    if (CONFIRMING_LINE.test(own) && !STREET_WORDS.test(own)) return false;
    // A town is a name ("08001 Barcelona", "80331 MÜNCHEN"): "88231 confirmada" is a number and a word.
    const after = text.slice(m.index! + m[0].length).match(/^[ \t]+(\S+)/)?.[1] ?? '';
    if (/^\d{4,5}$/.test(m[0].trim()) && !/^\p{Lu}/u.test(after)) return false;
    // The line as written: a street the masks blanked leaves its comma and separators ("12, quai Duperré · 17000 La Rochelle").
    const line = text.slice(text.lastIndexOf('\n', m.index!) + 1).split('\n')[0];
    return line.trim().split(/\s+/).length <= 6 || /,|·|•| [–|-] /.test(line);
  }));
  for (const o of ours.filter((x) => x.length >= 3)) blankAll(matchesOf(oursRe(o), f));
  // Our code without its letters ("vostro rif. 2027-1001" for BK-2027-1001) is ours too (stop 18, a helper's probe).
  for (const o of ours) {
    const tail = o.replace(/^[A-Za-z]+[\s#/_-]*/, '');
    if (tail !== o && tail.replace(/\D/g, '').length >= 5) blankAll(matchesOf(new RegExp(`(?<![\\p{L}\\p{N}/-])${oursRe(tail).source}(?![\\p{N}])`, 'giu'), f));
  }
  // Two dates written as one number ("ref 12032027-15032027"): a stay's days, not a reference.
  if (/\d{8}/.test(f)) blankAll(matchesOf(/(?<![\p{N}])(\d{8})[-/](\d{8})(?![\p{N}])/gu, f).filter((m) => [m[1], m[2]].every(dateLike)));
  // A year alone is never a number we take.
  blankAll([...matchesOf(/(?<![\w/-])(19|20)\d\d(?![\w/-])/g, f)]);
  return f;
}
const OURS = new Map<string, RegExp>();
function oursRe(o: string): RegExp {
  let re = OURS.get(o);
  if (!re) {
    if (OURS.size > 10_000) OURS.clear();
    re = new RegExp(o.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\?#|-/g, '[\\s#/_-]*'), 'gi');
    OURS.set(o, re);
  }
  re.lastIndex = 0;
  return re;
}

export interface NumberCandidates {
  /** Numbers after a confirmation label, as written (original case). */
  labelled: string[];
  /** Every other number-like token. */
  bare: string[];
  /** The numbers after a label that names the booking or its confirmation (not a bare "nº", "ref"). */
  strong?: string[];
  /** The numbers after a label that says only "number" or names the booking ("nº", "ref", "Reserva 77120"). */
  weak?: string[];
}

// A table header cell that is a confirmation-number label ("Localizador", "Ns. conferma", "Conf. No.").
const TABLE_HCN_HEADER = new RegExp(
  String.raw`^(?:${HCN_LABELS.join('|')}|conf(?:irmation)?|conferma|confirmacion|confirmacao|bestatigung|(?:ns|n|nostra|nuestra|notre|nossa|unsere|our)\.?\s*(?:conferma|confirmacion|confirmation|confirmacao|bestatigung|ref|rif))\.?$`,
  'u',
);

/** Numbers in the column of a text table ("a | b | c" lines, as html.ts renders <table>) headed by a confirmation label. */
export function tableNumbers(original: string, masked: string): string[] {
  const out: string[] = [];
  const lines = masked.split('\n');
  let at = 0;
  let column = -1;
  let width = 0;
  for (const line of lines) {
    const cells = line.includes(' | ') ? line.split(' | ') : [];
    const start = at;
    at += line.length + 1;
    if (cells.length < 2) {
      column = -1;
      continue;
    }
    const header = cells.findIndex((c) => TABLE_HCN_HEADER.test(c.trim()));
    if (header >= 0) {
      column = header;
      width = cells.length;
      continue;
    }
    if (column < 0 || cells.length !== width) continue;
    const offset = start + cells.slice(0, column).reduce((n, c) => n + c.length + 3, 0);
    const cell = original.slice(offset, offset + cells[column].length).trim();
    if (numberLike(cell) && /^[\p{L}\p{N}/-]+$/u.test(cell) && cells[column].trim() === fold(cell)) out.push(cell);
  }
  return out;
}

// A label cell and its value, as a PMS letter prints them ("Nº da Reserva (Confirmação) | CPA-102938", which
// labelTables makes "Nº da Reserva (Confirmação): CPA-102938") or a desk types them ("Reserva hotel: 4411"): the value
// is the booking's number when the label names the booking or its confirmation, whatever other words it holds, and
// names no other party's reference or document (agency, voucher, guest, folio: those are masked or not the hotel's).
const LABEL_CELL = /^[ \t]*([^:\n|]{2,48}?)[ \t]*:[ \t]*([a-z0-9][a-z0-9/-]*[a-z0-9])(?=[ \t]*(?:$|\||\(|\n))/gmu;
const CELL_NAMES_BOOKING = /(?<![\p{L}])(?:confirm\p{L}*|conf|conferma|bestatigung\p{L}*|reserv\p{L}*|buchung\p{L}*|booking|localizador|locator|prenotazion\p{L}*|pnr|hcn)(?![\p{L}])/u;
const CELL_NAMES_OTHER = /(?<![\p{L}])(?:agenc\p{L}*|agentur|your|su|sua|vossa|votre|vostra|ihre|voucher|client\p{L}*|guest|gast|hospede|huesped|ospite|folio|invoice|room|zimmer|quarto|habitacion|chambre|camera|date|datum|data|fecha|request|ticket|anfrage|richiesta|solicitud|demande|pedido|cancel\p{L}*|annul\p{L}*|storn\p{L}*|option|opcion|opzione|opcao|old|alte|antigua|ancienne|vecchia|antiga|previous|anterior)(?![\p{L}])/u;
// A label cell and its value cell rendered on two lines ("Numéro de confirmation\n0048815532"): the label line says
// nothing else, the value line is the number alone.
const LABEL_LINE = /^[ \t]*([^:\n|\d]{2,48}?)[ \t]*:?[ \t]*\n[ \t]*([a-z0-9][a-z0-9/-]*[a-z0-9])[ \t]*$/gmu;
const VALUE_LINE = /\n[ \t]*[a-z0-9][a-z0-9/-]*\d[a-z0-9/-]*[ \t]*(?:\n|$)/;
function labelCellNumbers(original: string, masked: string): string[] {
  const out: string[] = [];
  if (!CELL_NAMES_BOOKING.test(masked)) return out;
  for (const m of VALUE_LINE.test(masked) ? matchesOf(LABEL_LINE, masked) : []) {
    if (!CELL_NAMES_BOOKING.test(m[1]) || CELL_NAMES_OTHER.test(m[1]) || m[1].trim().split(/\s+/).length > 6) continue;
    const start = m.index! + m[0].length - m[2].length - (m[0].length - m[0].trimEnd().length);
    const token = original.slice(start, start + m[2].length);
    if (numberLike(token)) out.push(token);
  }
  if (!masked.includes(':')) return out;
  for (const m of matchesOf(LABEL_CELL, masked)) {
    if (!CELL_NAMES_BOOKING.test(m[1]) || CELL_NAMES_OTHER.test(m[1])) continue;
    const start = m.index! + m[0].length - m[2].length;
    const token = original.slice(start, start + m[2].length);
    if (numberLike(token)) out.push(token);
  }
  return out;
}

// A label that says only "number" ("nº", "Nr.", "ref", "n."): weaker than one that says which number ("Confirmation
// no.", "Localizador", "Reservierungsnummer"). PMS letters print many numbers ("Folio n°: 30071", "Zimmer Nr. 214",
// "Gast-Nr.: 55123"); the one after a label that names the booking is the confirmation number.
const GENERIC_LABEL = /^(?:(?:reservation|booking|reserva|reservacion|reservierung|buchung|prenotazione|dossier|pratica|resa)\s*(?:n[º°o]?\.?|nr\.?|no\.?|#)?|n[º°o]?\.?|nr\.?|no\.?|num\.?|number|numero|nummer|ref\.?|rif\.?|reference|referencia|referenz|riferimento|id)(?:\s*(?:[:#=|–-]|is|es|est|ist|e|lautet))*\s*(?:(?:el|la|le|il|o|the|der|die)\s+)?$/;

const UNDER_HINT = /under|unter|con|bajo|sous|sotto|col|com|sob/;
/** Whether the sentence before a position names an extra (parking, a transfer, a table) and no booking. */
function extraOnly(masked: string, at: number): boolean {
  const start = Math.max(masked.lastIndexOf('\n', at), masked.lastIndexOf('. ', at), masked.lastIndexOf('! ', at), masked.lastIndexOf('? ', at)) + 1;
  const before = masked.slice(start, at + 40);
  return OTHER_ANY.test(before) && !BOOKING_NAMED.test(before);
}
export function findNumbers(original: string, masked: string): NumberCandidates {
  // Every label, table, cell and token pattern below needs a digit: a text the masks left none has no candidate.
  if (!/[0-9]/.test(masked)) return { labelled: [], bare: [], strong: [], weak: [] };
  const strong: string[] = [];
  const weak: string[] = [];
  let labelled = strong;
  const add = (t: string) => {
    if (numberLike(t) && !labelled.includes(t)) labelled.push(t);
  };
  // "The parking is booked under 55120", "le transfert est réservé sous le n° 5512": a number an extra is held under, in
  // a sentence that names no booking, is the extra's.
  const under = UNDER_HINT.test(masked) && OTHER_ANY.test(masked) ? new Set(matchesOf(LABELS[1], masked).filter((m) => extraOnly(masked, m.index!)).map((m) => m.index!)) : undefined;
  for (const m of [...LABELS.flatMap((re) => matchesOf(re, masked)), ...labelThenIs(masked), ...numberIsNumber(masked), ...bookingIsNumber(masked)].sort((a, b) => a.index! - b.index!)) {
    if (under?.has(m.index!)) continue;
    let start = m.index! + m[0].length - m[1].length;
    let token = original.slice(start, start + m[1].length);
    // A word before the digits is the code's only in capitals ("TAO 2027/0614", not "del 12"): else the number is what follows it.
    const space = token.indexOf(' ');
    if (space > 0 && !/^[A-Z]{1,4} /.test(token)) {
      start += space + 1;
      token = token.slice(space + 1);
    }
    labelled = GENERIC_LABEL.test(masked.slice(m.index!, start).trim()) ? weak : strong;
    // Digits in groups ("45 872", "4471 203", "88 0412"): one number written with spaces when every later group has
    // three digits or opens with 0; otherwise we cannot tell one number from two, and both readings go to a person.
    const more = /^\d+$/.test(token) ? /^(?:[ \u00a0]\d+)+(?![\p{L}\p{N}]|[.,/-]\d)/u.exec(masked.slice(start + token.length)) : null;
    if (more) {
      const groups = more[0].trim().split(/[ \u00a0]+/);
      const joined = token + groups.join('');
      // A group that opens with 0 ("88 0412") is no number of its own: the digits are one number too.
      if (token.length <= 4 && groups.every((g) => g.length === 3 || (g.length >= 3 && g.startsWith('0')))) add(joined);
      else {
        for (const t of [token, joined]) if (!labelled.includes(t)) labelled.push(t);
      }
      continue;
    }
    // Stop 14: digits grouped by dots after a label ("número de confirmación 45.221", "Buchungsnr. 1.204.557"): one
    // number, as written, when every later group has three digits and no amount or decimal follows.
    const dotted = /^\d{1,3}$/.test(token) ? /^(?:\.\d{3})+(?![\p{L}\p{N}]|[.,]\d|\s*(?:€|eur|euros?|usd|\$|brl|r\$|chf|gbp|£|mxn|ars|%))/iu.exec(masked.slice(start + token.length)) : null;
    if (dotted) {
      add(original.slice(start, start + token.length + dotted[0].length));
      continue;
    }
    add(token);
    // "4471 / 4472", "4471 and 4472": a second number joined to the first is a second candidate, never dropped.
    const joined = /^\s*(?:\/|&|\+|,|and|or|y|o|et|ou|und|oder|e|oppure)\s*([a-z]{0,4}-?\d[a-z0-9/-]*)(?![\p{L}\p{N}])/u.exec(masked.slice(start + token.length, start + token.length + 40));
    if (joined && numberLike(joined[1])) {
      const at = start + token.length + joined[0].length - joined[1].length;
      const second = original.slice(at, at + joined[1].length);
      if (!labelled.includes(second)) labelled.push(second);
    }
  }
  labelled = strong;
  for (const t of tableNumbers(original, masked)) add(t);
  for (const t of labelCellNumbers(original, masked)) add(t);
  // A number after a label that names the booking wins over numbers after a bare "nº"; without one, the bare labels count.
  labelled = strong.length ? strong : weak;
  const bare: string[] = [];
  for (const m of matchesOf(TOKENS, masked)) {
    const token = original.slice(m.index!, m.index! + m[0].length);
    if (numberLike(token) && !strong.includes(token) && !weak.includes(token) && !bare.includes(token)) bare.push(token);
  }
  // "55873/1", "55873/2" beside 55873: the lines of one booking's rooms under its one number ("the two rooms show as
  // 55873/1 and 55873/2, but please just quote 55873"), not other numbers.
  const all = [...strong, ...weak, ...bare];
  const line = (t: string) => {
    const m = /^(.+\d)[/-](\d{1,2})$/.exec(t);
    return Boolean(m && all.includes(m[1]));
  };
  return { labelled: labelled.filter((t) => !line(t)), bare: bare.filter((t) => !line(t)), strong: strong.filter((t) => !line(t)), weak: weak.filter((t) => !line(t)) };
}

// "we cannot find it yet", "todavía no", "pas encore", "noch nicht", "non ... ancora", "ainda não": not an answer yet.
// Or "right now", "for the moment" (nineteenth pass: "kann die Reservierung gerade nicht finden").
const NOT_YET = /\b(yet|todavia|aun|encore|noch|ancora|ainda|right now|at the moment|for now|gerade|momentan|derzeit|de momento|por el momento|en este momento|pour l.instant|pour le moment|al momento|per il momento|no momento|de momento)\b/;
// A digest line that is only a verdict: "BK-3 | Greco | non trovata".
const SHORT_NOT_FOUND = /\b(not\s+found|no\s+encontrada|non\s+trouvee|nicht\s+gefunden|non\s+trovata|nao\s+encontrada)\b/;
// An out-of-office written as a reply, without Auto-Submitted or an auto-reply subject.
const OUT_OF_OFFICE = [
  /\bout\s+of\s+(the\s+)?office\b/, /\b(i\s+am|i'm)\s+(currently\s+)?(away|on\s+(annual\s+)?(leave|holiday|vacation))\b/, /\blimited\s+access\s+to\s+(my\s+)?e-?mails?\b/,
  /\bfuera\s+de\s+la\s+oficina\b/, /\bme\s+encuentro\s+(de\s+vacaciones|fuera)\b/, /\bacceso\s+limitado\s+al\s+correo\b/,
  /\bje\s+suis\s+absente?\b/, /\babsente?\s+du\s+bureau\b/, /\bacces\s+limite\s+a\s+mes\s+(e-?mails|courriels|messages)\b/,
  /\bnicht\s+im\s+buro\b/, /\bbin\s+(bis|vom)\b[^.\n]{0,40}\b(abwesend|nicht\s+(im\s+haus|erreichbar))\b/, /\b(ihre\s+)?e-?mail\s+wird\s+nicht\s+weitergeleitet\b/,
  /\bfuori\s+(ufficio|sede)\b/, /\bsaro\s+assente\b/, /\bassente\s+dall'?\s*ufficio\b/,
  /\bausente\s+do\s+escritorio\b/, /\bfora\s+do\s+escritorio\b/, /\bestou\s+ausente\b/, /\bacesso\s+limitado\s+ao\s+e-?mail\b/,
  // The desk away until a date, or closed, and whom to write to meanwhile ("Je serai absente jusqu'au 4 janvier", "je
  // suis en congés", "Le service réservations est fermé du 20 décembre au 3 janvier", "à mon retour", "Ich bin bis
  // einschließlich 6. Januar im Urlaub", "Sarò in ferie fino al", "Estarei ausente até"); a message that says it is
  // automatic ("ceci est une réponse automatique", "this is an automated message").
  /\b(?:i|we)\s+(?:will|shall)\s+be\s+back\s+(?:in\s+the\s+office\s+)?on\b/, /\b(?:on|upon)\s+my\s+return\b/, /\b(?:our|the)\s+(?:reservations?\s+)?(?:office|department)\s+(?:is|will\s+be)\s+closed\b/, /\b(?:this\s+is\s+an?\s+)?automat(?:ic|ed)\s+(?:reply|response)\b/,
  /\bestare\s+(?:fuera\s+de\s+la\s+oficina|ausente|de\s+vacaciones)\b/, /\ba\s+mi\s+(?:regreso|vuelta)\b/, /\b(?:estamos|permaneceremos|estaremos)\s+cerrados\s+(?:por\s+vacaciones|hasta)\b/, /\b(?:esta\s+es\s+una\s+)?respuesta\s+automatica\b/,
  /\bje\s+serai\s+absente?\b/, /\b(?:je\s+suis|je\s+serai|nous\s+sommes)\s+(?:actuellement\s+)?en\s+(?:conges|vacances)\b/, /\b(?:a|des)\s+(?:mon|notre)\s+retour\b/, /\bpendant\s+mon\s+absence\b/, /\ben\s+mon\s+absence\b/,
  /\b(?:service|bureau)\s+(?:des\s+)?(?:reservations?\s+)?(?:est|sera|restera)\s+(?:actuellement\s+)?fermee?\b/, /\bfermee?s?\s+pour\s+(?:conges|vacances)\b/, /\b(?:ceci\s+est\s+une\s+)?reponse\s+automatique\b/,
  /\b(?:bin|sind)\s+(?:[^.\n]|\d\.){0,40}\b(?:im\s+urlaub|abwesend|nicht\s+im\s+(?:buro|haus)|ausser\s+haus|nicht\s+erreichbar)\b/, /\bnach\s+meiner\s+ruckkehr\b/, /\bwahrend\s+meiner\s+abwesenheit\b/, /\bbetriebsurlaub\b/, /\bautomatische\s+antwort\b/,
  /\b(?:saro|sono|siamo|saremo)\s+(?:in\s+ferie|assente|assenti|fuori\s+ufficio)\b/, /\bal\s+mio\s+rientro\b/, /\bdurante\s+la\s+mia\s+assenza\b/, /\bchiusi\s+per\s+ferie\b/, /\brisposta\s+automatica\b/,
  // Away on a trip or a course, not at the office, back on a date (nineteenth pass): "je suis actuellement en déplacement",
  // "accès limité à ma messagerie", "je ne suis pas au bureau", "je serai de retour le", "estaré de vuelta el", "ich bin
  // auf Dienstreise", "ab dem ... wieder im Büro", "sono in trasferta", "sarò di ritorno", "estou em viagem", "estarei de volta".
  /\b(?:je\s+suis|nous\s+sommes)\s+(?:actuellement\s+)?en\s+(?:deplacement|formation|seminaire)\b/, /\bacces\s+limite\s+a\s+(?:ma|mes|notre|nos)\s+(?:messagerie|boite|e-?mails|courriels|mails)\b/, /\bje\s+ne\s+suis\s+pas\s+au\s+bureau\b/, /\bje\s+serai\s+de\s+retour\s+(?:au\s+bureau\s+)?(?:le|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|\d)/, /\bprendrai\s+connaissance\s+de\s+votre\s+(?:message|mail|e-?mail|courriel)\b/,
  /\b(?:estare|estaremos)\s+de\s+vuelta\b/, /\b(?:estoy|me\s+encuentro)\s+de\s+viaje\b/, /\b(?:bin|sind)\s+(?:[^.\n]|\d\.){0,40}?\bauf\s+(?:dienstreise|geschaftsreise|fortbildung|schulung)\b/, /\bwieder\s+im\s+(?:buro|haus)\b/,
  /\b(?:sono|siamo)\s+in\s+(?:trasferta|viaggio|formazione)\b/, /\b(?:saro|saremo)\s+di\s+ritorno\b/, /\b(?:estou|estamos)\s+em\s+viagem\b/, /\b(?:estarei|estaremos)\s+de\s+volta\b/, /\bencontro-me\s+(?:ausente|fora)\b/,
  /\bestarei\s+(?:ausente|fora\s+do\s+escritorio|de\s+ferias)\b/, /\bestou\s+de\s+ferias\b/, /\b(?:no|ao)\s+meu\s+regresso\b/, /\bdurante\s+a\s+minha\s+ausencia\b/, /\b(?:estamos|estaremos)\s+(?:encerrados|fechados)\s+(?:para\s+ferias|ate)\b/, /\bresposta\s+automatica\b/,
];
// A helpdesk's automatic acknowledgement: it says it was sent automatically or must not be answered ("Please do not reply
// to this message", "no responda a este correo", "merci de ne pas répondre", "bitte antworten Sie nicht auf diese
// E-Mail", "si prega di non rispondere", "não responda a este e-mail"); with a receipt, it is no answer.
const NO_REPLY = /\b(?:(?:please\s+)?do\s+not\s+reply\s+to\s+this|(?:this\s+(?:message|e-?mail)\s+(?:was|has\s+been|is)\s+)?(?:automatically\s+generated|generated\s+automatically|sent\s+automatically)|no\s+(?:responda|conteste)\s+a\s+este|(?:mensaje|correo)\s+(?:generado\s+)?automatic[oa]|(?:merci\s+de\s+)?ne\s+pas\s+repondre\s+a\s+ce|message\s+(?:genere\s+)?automatique|antworten\s+sie\s+nicht\s+auf\s+diese|(?:diese|automatisch)\s+(?:e-?mail|nachricht)\s+wurde\s+automatisch|automatisch\s+(?:erstellt|generiert|versandt)|non\s+rispondere\s+a\s+questa|si\s+prega\s+di\s+non\s+rispondere|messaggio\s+(?:generato\s+)?automatic[oa]|nao\s+responda\s+a\s+esta|mensagem\s+(?:gerada\s+)?automatica|(?:envoye|genere|enviad[oa]|generad[oa]|inviat[oa]|generat[oa]|gerad[oa])\s+automati(?:quement|camente)|automatisch\s+(?:versendet|verschickt|gesendet))\b/;
/** The words that say a message is an automatic one not to be answered, or undefined. */
export const noReplyPhrase = (folded: string) => (/repl|respon|repond|rispond|antwort|automat|generat|genere|gerad/.test(folded) ? NO_REPLY.exec(folded)?.[0] : undefined);

// A hotel unsure of its own answer ("4411 or maybe 4412", "I think it is", "will check tomorrow"): never confirmed on that.
// Stop 19 (stop 18's open classes): a check still to make, asked of a colleague ("OK to confirm but check if we still
// have doubles first!", "¡pero mira antes si nos quedan dobles!", "vérifie d'abord"); also read in a colleague's note quoted below.
export const CHECK_FIRST = /\b(?:(?:check|verify|make\s+sure)\s+(?:\p{L}+\s+){0,6}?first\b|(?:mira|comprueba|revisa|verifica|mirad|comprobad)\s+(?:antes|primero)\s+(?:si|que)|(?:verifie|verifiez|controle|controlez|regarde|regardez)\s+d.abord|(?:verifica|controlla|guarda)\s+prima\s+(?:se|che)|(?:prufe|pruf|prufen\s+sie|schau|schauen\s+sie)\s+(?:bitte\s+)?(?:vorher|erst|zuerst)|(?:verifica|verifique|confere|confira|ve|veja)\s+(?:antes|primeiro)\s+se)\b/u;
// The mail says of itself that it is no confirmation, in its text or in a footer below the signature ("This e-mail is not a
// booking confirmation", "Este correo no constituye una confirmación", "stellt keine Buchungsbestätigung dar", an
// automatic reply's "Réponse automatique"): stop 19, a second helper's probes.
export const NOT_A_CONFIRMATION = /\b(?:(?:is|es|est|ist|e)\s+(?:not|no|pas|kein\p{L}*|non|nao)\s+(?:\p{L}+\s+)?(?:a\s+|una\s+|une\s+|uma\s+)?(?:booking\s+|reservation\s+)?(?:confirmation|confirmacion|confirmacao|conferma|buchungsbestatigung|bestatigung)|(?:no|ne|non|nao)\s+(?:constituye|constitue\s+pas|costituisce|constitui)\s+(?:una\s+|une\s+|uma\s+)?(?:confirmacion|confirmation|conferma|confirmacao)|(?:does\s+not|doesn.t)\s+constitute\s+(?:a\s+)?(?:\p{L}+\s+)?(?:confirmation|booking\s+confirmation)|automatic\s+acknowledge?ment|stellt\s+keine\s+(?:buchungs)?bestatigung\s+dar|keine\s+buchungsbestatigung|(?:automatic|auto-?)\s*reply|respuesta\s+automatica|reponse\s+automatique|automatische\s+antwort|risposta\s+automatica|resposta\s+automatica|provisional\s+reservation\s+only)/u;
const HEDGE = [
  // A supposition before a fact ("arrival should be the 12th", "debería ser doble", "credo per 2 adulti"): the desk is
  // not sure of what it states. Not an obligation ("payment must be made", "o pagamento deve ser feito").
  /\b(?:should|ought\s+to)\s+be\s+(?:the|a|an|for|on|in|\d|double|single|twin|two|three|one|with|without|room|breakfast|half|full)\b|\bdeberian?\s+(?:ser|estar|llegar|salir)\b|\bdevrai(?:t|ent)\s+(?:etre|arriver|partir)\b|\bsollten?\s+(?:\p{L}+\s+){0,3}(?:sein|ankommen|anreisen|abreisen)\b|\b(?:credo|penso)\s+(?:per|sia|siano|sono|arrivino|arrivano)\b|\bdovrebbero?\s+(?:essere|arrivare|partire)\b|\b(?:deve|deveria|devem|deveriam)\s+ser\s+(?:o|a|um|uma|para|de|\d|duplo|twin|individual|com|sem)\b/u,
  /\b(maybe|perhaps|probably|possibly|i\s+think|i\s+believe|not\s+(sure|certain)|to\s+be\s+confirmed|tentative|provisional(?![a-z])|will\s+(check|verify|confirm|get\s+back)(?!\s+in\b)(?!\s+(?:\S+\s+){0,3}in\b)|\d[\w/-]*\s+or\s+\d|should\s+be\s+(?:ok|okay|fine|no\s+problem|confirmed|available)|in\s+principle|seems\s+(?:to\s+be\s+)?(?:ok|fine|confirmed)|as\s+far\s+as\s+i\s+(?:can\s+see|know)|(?:i'?ll|i\s+will|let\s+me|i\s+(?:need|have)\s+to)\s+(?:double-?)?(?:check|verify)|to\s+be\s+re-?confirmed)/,
  /\b(quizas?|tal\s+vez|creo\s+que|probablemente|no\s+estoy\s+segur[oa]|provisional(?![a-z])|por\s+confirmar|(lo\s+)?(comprobaremos|comprobare|verificaremos|confirmaremos)|\d[\w/-]*\s+o\s+\d|en\s+principio|supuestamente|si\s+no\s+me\s+equivoco|l[oa]\s+(?:reviso|compruebo|consulto|verifico|miro)\b|(?:voy\s+a|tengo\s+que)\s+(?:revisar|comprobar|consultar|verificar)|deberia\s+(?:estar|ir|ser)\s+(?:bien|ok|correct[oa])|(?:por|pendientes?\s+de)\s+reconfirmar)/,
  /\bnormal(?:ly|ement|erweise|mente)\b(?:\s+\p{L}+){0,2}?\s+(?:should|is fine|is ok|fine|ok|okay|c.est|ca|cela|il n.y a|pas de|bon|passt|ist|sollte|geht|kein|no hay|esta|es|sera|si|va|e|non ci|dovrebbe|nao ha|deve)\b/u,
  /\b(peut-etre|je\s+(pense|crois)|probablement|pas\s+(sur|certain)e?|provisoire|a\s+confirmer|(nous\s+)?(verifierons|confirmerons)|\d[\w/-]*\s+ou\s+\d|en\s+principe|a\s+priori|sauf\s+erreur|je\s+(?:verifie|vais\s+verifier|dois\s+verifier|regarde\s+(?:demain|avec)|vais\s+regarder)|(?:ca|cela|tout)\s+devrait\s+(?:etre\s+(?:bon|ok|correct)|aller|passer)|a\s+reconfirmer)/,
  /\b(vielleicht|ich\s+(glaube|denke)|wahrscheinlich|nicht\s+sicher|vorlaufig|noch\s+zu\s+bestatigen|wir\s+(?:\p{L}+\s+){0,5}?prufen(?!\s+sie\b)|prufen\s+wir|zu\s+prufen|noch\s+(?:\p{L}+\s+)?gepruft|wird\s+gepruft|(?:wir\s+)?melden\s+uns|\d[\w/-]*\s+oder\s+\d|im\s+prinzip|grundsatzlich|soweit\s+ich\s+(?:sehe|weiss)|ich\s+(?:klare|prufe|checke)(?=\s)|ich\s+muss\s+(?:das\s+|es\s+)?(?:noch\s+)?(?:klaren|prufen)|sollte\s+(?:passen|klappen|gehen|ok\s+sein|in\s+ordnung\s+sein)|noch\s+zu\s+bestatigen|werden\s+noch\s+(?:\p{L}+\s+){0,3}bestatigt)/u,
  /\b(forse|credo\s+che|penso\s+che|probabilmente|non\s+(sono\s+)?sicur[oa]|provvisori[oa]|da\s+confermare|(verificheremo|confermeremo)|\d[\w/-]*\s+oppure\s+\d|in\s+linea\s+di\s+(?:massima|principio)|in\s+teoria|salvo\s+errori|verifico\b|devo\s+(?:verificare|controllare)|controllo\s+(?:domani|con\s)|dovrebbe\s+(?:essere\s+(?:ok|a\s+posto|tutto\s+ok)|andare(?:\s+bene)?)|da\s+riconfermare)/,
  /\b(talvez|acho\s+que|provavelmente|nao\s+tenho\s+certeza|provisori[oa]|a\s+confirmar|(vamos|iremos|estamos\s+a)\s+verificar|confirmaremos|\d[\w/-]*\s+ou\s+\d|em\s+principio|salvo\s+erro|vou\s+(?:verificar|confirmar|ver\s+com)|tenho\s+(?:de|que)\s+verificar|a\s+partida(?![^.\n]{0,25}?(?:\d|dia|segunda|terca|quarta|quinta|sexta|sabado|domingo|amanha))|deve(?:ra)?\s+estar\s+(?:tudo\s+)?(?:bem|ok|certo)|(?:a|por)\s+reconfirmar)/,
  // Stop 18, a helper's probes (each confirmed before): a confirmation hoped for, tried or almost made ("we hope to confirm
  // soon", "wir hoffen, ... bald bestätigen zu können", "casi confirmada"); softer doubts ("should not be a problem",
  // "tout semble en ordre", "dürfte kein Problem sein", "sembra tutto a posto"); a check still to make ("devo ancora
  // verificare con il direttore"); a mail withdrawn ("this mail was sent by mistake", "please ignore", "bitte ignorieren"); a wish
  // ("I wish I could tell you that ... is confirmed"); one room of several confirmed, another still open ("Zimmer 2 noch
  // offen", "una de las dos habitaciones ... está confirmada").
  /\b(?:(?:hope|hoping|expect|expecting|plan|planning|intend|aim|aiming|try|trying|working\s+on|would\s+like|wish)\s+(?:\p{L}+\s+){0,2}?(?:to\s+)?confirm\p{L}*|almost|nearly\s+(?:confirmed|done|there)|(?:usually|normally)\s+no\s+problem|should\s+not\s+be\s+a\s+problem|shouldn.t\s+be\s+a\s+problem|most\s+likely|(?:appears|seems)\s+to\s+be\s+(?:all\s+)?in\s+order|(?:still|yet)\s+(?:have|need)\s+to\s+(?:check|verify|confirm)|definitive\s+confirmation\s+(?:to\s+follow|will\s+follow)|(?:this|the|my|our)\s+(?:e-?mail|mail|message)\s+(?:was\s+)?sent\s+(?:by\s+mistake|in\s+error)|please\s+(?:ignore|disregard)|i\s+wish\s+i\s+could|esperamos\s+(?:poder\s+)?confirmar|intentaremos\s+confirmar|estamos\s+intentando|(?:quisieramos|nos\s+gustaria)\s+confirmar|casi\s+confirmad\p{L}*|no\s+deberia\s+(?:haber|ser)\s+(?:ningun\s+)?problema|seguramente|tengo\s+que\s+(?:consultar|verificar|confirmar)|por\s+favor\s+(?:ignoren|ignore|ignorar|desconsider\p{L}*)|ojala|esperons\s+(?:pouvoir\s+)?confirmer|(?:essayons|essaierons|tentons)\s+de\s+confirmer|presque|tout\s+semble\s+en\s+ordre|semble\s+(?:etre\s+)?en\s+ordre|merci\s+(?:de\s+ne\s+pas\s+tenir\s+compte|d.ignorer)|j.aimerais\s+pouvoir|(?:hoffen|versuchen)[^!?\n]{0,80}?bestatigen\s+zu\s+(?:konnen|durfen)|versuchen[^!?\n]{0,80}?zu\s+bestatigen|so\s+gut\s+wie|scheint\s+(?:alles\s+)?in\s+ordnung|wird\s+wohl|durfte\s+kein\s+problem|eigentlich\s+bestatigt|ich\s+gehe\s+davon\s+aus|(?:muss|mussen)\s+(?:\p{L}+\s+){0,4}?(?:noch\s+)?(?:abklaren|prufen)|bitte\s+(?:\p{L}+\s+){0,3}?ignorieren|speriamo\s+di\s+(?:poter\s+)?confermare|dovrebbe\s+essere\s+(?:gia\s+)?confermat\p{L}*|salvo\s+diversa\s+comunicazione|cerchiamo\s+di\s+confermare|quasi\s+confermat\p{L}*|sembra\s+(?:tutto\s+)?a\s+posto|devo\s+ancora\s+(?:verificare|controllare)|(?:si\s+prega|vi\s+preghiamo)\s+di\s+ignorare|vorrei\s+poter|(?:esperamos|gostariamos)\s+(?:poder\s+)?(?:de\s+)?confirmar|tentaremos\s+confirmar|quase\s+confirmad\p{L}*|parece\s+(?:estar\s+)?tudo\s+em\s+ordem|(?:favor|por\s+favor)\s+(?:ignorar|desconsiderar)|quem\s+me\s+dera|(?:only\s+)?one\s+of\s+the\s+(?:two|2|three|3)\s+rooms|una\s+de\s+las\s+(?:dos|2|tres|3)\s+habitaciones|une\s+des\s+(?:deux|2|trois|3)\s+chambres|(?:eines|eins)\s+der\s+(?:beiden|zwei|2|drei|3)\s+zimmer|una\s+delle\s+(?:due|2|tre|3)\s+camere|um\s+dos\s+(?:dois|2|tres|3)\s+quartos|(?:zimmer|buchung|reservierung)\s*\d*\s+(?:ist\s+)?noch\s+offen|(?:room|booking|reservation)\s*\d*\s+(?:is\s+)?still\s+open|(?:camera|prenotazione)\s*\d*\s+(?:e\s+)?ancora\s+apert[ao]|(?:habitacion|reserva)\s*\d*\s+(?:sigue|queda)\s+pendiente|(?:chambre|reservation)\s*\d*\s+(?:reste|est)\s+en\s+suspens|(?:quarto|reserva)\s*\d*\s+(?:esta\s+|fica\s+)?ainda\s+(?:em\s+aberto|pendente))\b/u,
  CHECK_FIRST,
  // Stop 19, a second helper's probes (long replies): a footer or an automatic reply that says this is no confirmation;
  // a confirmation on terms the mail does not hold ("with the changes shown in the attached document", "gemäß unserem
  // Telefonat ... zu den neuen Daten", "en la habitación alternativa que os propusimos"); the answer in comments below
  // ("see comments", "remarks in capitals below", "siehe Kommentare").
  NOT_A_CONFIRMATION,
  /\b(?:(?:changes|modifications|conditions|terms)\s+(?:shown\s+|set\s+out\s+|listed\s+)?(?:in|as\s+per)\s+the\s+attached|as\s+per\s+(?:the\s+|our\s+)?(?:attached|attachment|phone\s+call|telephone\s+conversation|call)|(?:gemass|laut)\s+(?:unserem|dem)\s+telefonat|zu\s+den\s+neuen\s+daten|(?:tal\s+(?:y\s+)?como|segun)\s+(?:lo\s+)?(?:hablamos|hablado|acordado|acordamos)\s+por\s+telefono|con\s+las\s+nuevas\s+fechas|habitacion\s+alternativa|selon\s+notre\s+(?:conversation|entretien|appel)|aux\s+nouvelles\s+dates|chambre\s+(?:alternative|proposee)|come\s+da\s+(?:accordi|telefonata)|con\s+le\s+nuove\s+date|camera\s+alternativa|conforme\s+(?:falado|combinado)\s+(?:por|ao)\s+telefone|com\s+as\s+novas\s+datas|quarto\s+alternativo|(?:in|with)\s+the\s+alternative\s+(?:room|dates)|see\s+(?:my\s+|our\s+)?(?:comments|remarks)(?=\s*[.!]?\s*$|\s*[.!]\s*\n)|(?:remarks|comments|notes|observaciones|remarques|anmerkungen|note|observacoes)\s+(?:\p{L}+\s+){0,2}?(?:in|en|em)\s+(?:capitals|mayusculas|majuscules|grossbuchstaben|maiuscolo|maiusculas|red|rojo|rouge|rot|rosso|vermelho|bold|negrita|gras|fett|grassetto|negrito)|(?:check|see|read)\s+(?:our|my)\s+(?:comments|remarks)\s+in\s+the\s+text|(?:cambios|modificaciones|modifications|changements|anderungen|modifiche|alteracoes|changes)\s+(?:\p{L}+\s+){0,3}?(?:adjunto|adjunta|joint|jointe|anhang|allegato|allegata|anexo|anexa|attached)|im\s+anhang\s+(?:\p{L}+\s+)?(?:anderungen|bedingungen)|ersatzzimmer|siehe\s+(?:meine\s+|unsere\s+)?kommentare|voir\s+(?:mes\s+|nos\s+)?commentaires(?=\s*[.!]?\s*(?:$|\n))|vedi\s+(?:i\s+)?(?:miei\s+|nostri\s+)?commenti(?=\s*[.!]?\s*(?:$|\n))|ver\s+(?:os\s+|mis\s+|nuestros\s+)?comentarios(?=\s*[.!]?\s*(?:$|\n)))/u,
  // Stop 19, a helper's probes: "not something we can confirm" ("no es algo que podamos confirmar", "nichts, was wir
  // bestätigen können").
  /(?:\b(?:not|no|pas|non|nao)\s+(?:es\s+|e\s+)?(?:something|algo|quelque\s+chose|qualcosa)\s*,?\s*(?:that\s+|que\s+|che\s+)?(?:\p{L}+\s+){0,3}?(?:confirm|conferm)\p{L}*|\bnichts\s*,?\s+was\s+wir\s+(?:\p{L}+\s+){0,2}?bestatigen)/u,
  // Stop 19, a helper's probes: a confirmation with a reservation ("subject to confirmation", "unter Vorbehalt bestätigt",
  // "con riserva", "com reservas"), and a refusal said away from the verb ("we are not able to honour this",
  // "Bestätigung leider nicht möglich", "nous ne sommes pas en mesure de la confirmer").
  /\b(?:subject\s+to\s+(?:re)?confirmation|conditionally\s+(?:confirmed|accepted|booked)|confirmed\s+(?:with|under)\s+(?:some\s+)?reservations?(?!\s+(?:number|no\b|nr\b|#|ref\p{L}*|code|id\b))|with\s+(?:some\s+)?reservations\b|unter\s+vorbehalt|vorbehaltlich\s+(?:der\s+)?bestatigung|salvo\s+(?:vostra\s+|nostra\s+)?conferma|con\s+riserva|sujeit[oa]s?\s+a\s+confirmacao|com\s+reservas|sujet[oa]s?\s+a\s+confirmacion|pendiente\s+de\s+confirmacion|sous\s+reserve\s+de\s+(?:confirmation|validation)|not\s+(?:able|in\s+a\s+position)\s+to\s+(?:honou?r|confirm|accept|accommodate|guarantee)|pas\s+en\s+mesure\s+de\s+(?:la|le|les|l.|vous|nous|lui)\s*(?:\p{L}+\s+)?(?:confirmer|honorer|accepter|garantir)|bestatigung\s+(?:\p{L}+\s+){0,2}?(?:nicht|un)moglich|bestatigung\s+(?:\p{L}+\s+){0,2}?nicht\s+moglich|non\s+siamo\s+in\s+grado\s+di\s+(?:\p{L}+\s+){0,2}?(?:conferm|garant|accett)\p{L}*|no\s+(?:estamos\s+en\s+condiciones|nos\s+es\s+posible)\s+de\s+(?:\p{L}+\s+){0,2}?(?:confirmar|aceptar|garantizar)|nao\s+(?:estamos\s+em\s+condicoes|nos\s+e\s+possivel)\s+de\s+(?:\p{L}+\s+){0,2}?(?:confirmar|aceitar|garantir))/u,
];
/** The words that make an answer uncertain, or undefined. */
// "N° de facture provisoire", "provisional invoice", "vorläufige Rechnung": a document's word, not the answer's hedge.
const PROVISIONAL_DOCUMENT = /(?:facture|factura|fattura|fatura|invoice|rechnung|folio)\s+(?:pro[- ]?forma\s+)?(?:provisoire|provisional|provvisoria|provisoria|vorlaufige)|(?:provisional|vorlaufige|provisorische|provvisoria)\s+(?:invoice|rechnung|fattura)/g;
/** The text with a provisional document's words blanked (same length). */
export const maskProvisionalDocuments = (folded: string) => (/provis|vorlauf/.test(folded) ? folded.replace(PROVISIONAL_DOCUMENT, (m) => ' '.repeat(m.length)) : folded);
const HEDGE_ANY = anyOf(HEDGE);
// The last texts' hedges: a reading asks for the same text's hedge twice (the reading, the gate).
const HEDGES: [string, string | undefined][] = [];
export function hedgePhrase(folded: string): string | undefined {
  for (let i = 0; i < HEDGES.length; i++) if (HEDGES[i][0] === folded) return HEDGES[i][1];
  const found = firstHedge(folded);
  HEDGES.unshift([folded, found]);
  if (HEDGES.length > 4) HEDGES.pop();
  return found;
}
// An opinion the desk gives ("I think your guests will love the new spa", "creo que les va a encantar la terraza", "je
// pense que vos clients apprécieront la vue", "penso che la vista vi piacerà"): a courtesy, no doubt about the booking.
const OPINION = /(?<![\p{L}])(?:interested|interes\p{L}*|interess\p{L}*|love|enjoy|like|appreciate|delighted|encantar\p{L}*|encanta\p{L}*|gustar\p{L}*|gusta\p{L}*|disfrutar\p{L}*|apprecier\p{L}*|apprecieront|aimer\p{L}*|aimeront|adorer\p{L}*|adoreront|plaira|plaire|piacer\p{L}*|piacera|apprezzer\p{L}*|amar\p{L}*|gostar\p{L}*|adorar\p{L}*|geniessen|gefallen|gefallt)(?![\p{L}])/u;
const HEDGES_ALL = HEDGE.map((re) => new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`));
// "Salvo error u omisión", "sauf erreur ou omission", "salvo errori e omissioni", "salvo erro ou omissão", "E&OE": a
// document's closing formula, not a doubt (nineteenth pass).
const ERRORS_AND_OMISSIONS = /(?:salvo|sauf) (?:error|erreur|errori|erro)(?: de notre part)? (?:u|ou|o|e|y|and|et) omis(?:sion|ion|sao|sioni)\p{L}*|errors and omissions excepted|e\s?&\s?oe/gu;
function firstHedge(folded: string): string | undefined {
  folded = maskProvisionalDocuments(folded);
  if (/omis|e\s?&\s?oe/.test(folded)) folded = folded.replace(ERRORS_AND_OMISSIONS, (m) => ' '.repeat(m.length));
  if (!HEDGE_ANY.some((re) => re.test(folded))) return undefined;
  for (const re of HEDGE) {
    const m = re.exec(folded);
    if (m && !opinionAt(folded, m.index) && !extraAt(folded, m.index)) return m[0];
  }
  // Every hedge found was in an opinion or about an extra: the others of the same kinds, after it.
  if (!OPINION.test(folded) && !HEDGE_EXTRA.test(folded)) return undefined;
  for (const re of HEDGES_ALL) for (const m of matchesOf(re, folded)) if (!opinionAt(folded, m.index!) && !extraAt(folded, m.index!)) return m[0];
  return undefined;
}
// An extra the desk speaks of beside the booking: a table, a dinner, a treatment, a transfer, parking, a tour, a cot, or
// an upgrade offered at a price ("Mrs Thompson asked about a table for dinner on the Saturday – I think that should be
// fine, but it is not booked yet", "upgrade alla Junior Suite ... € 120,00 a notte (su disponibilità, da confermare
// entro mercoledì)"): its doubt is the extra's, not the booking's (nineteenth pass). Not where the sentence names the
// booking, its days or its board ("I think dinner is included", "half board should be fine").
const HEDGE_EXTRA = /(?<![\p{L}])(?:menus?|maps?|mapa|mappa|plan d.acces|anfahrtsbeschreibung|wegbeschreibung|weather|wetter|meteo|rain\p{L}*|lluvia|llueva|llover|pluie|pleuvoir|pleut|regen|regnet|pioggia|piove|chuva|chover|tables?|dinner|lunch|spa|massag\p{L}*|treatments?|transfers?|shuttle|parking|tours?|excursions?|cots?|mesa|cena|almuerzo|masaje|traslado|aparcamiento|excursion|cuna|tavolo|pranzo|navetta|parcheggio|escursione|culla|tisch|abendessen|mittagessen|parkplatz|ausflug|babybett|jantar|(?<!pequeno[- ])almoco|massagem|estacionamento|passeio|berco|diner|navette|soins?|upgrade\p{L}*|surclass\p{L}*)(?![\p{L}])/u;
const HEDGE_UPGRADE = /upgrade|surclass/;
const AT_A_PRICE = /(?<![\p{L}])(?:supplements?|supplemento|suplemento|aufpreis|surcharge|extra charge|eur|euros?|€|£|\$|per night|por noche|par nuit|pro nacht|a notte|per notte|por noite)(?![\p{L}])|[€£$]/u;
const HEDGE_ABOUT_BOOKING = /(?<![\p{L}])(?:booking|reservation|reserva\p{L}*|reservierung|buchung|prenotazion\p{L}*|stay|estancia|sejour|aufenthalt|soggiorno|estadia|arriv\p{L}*|depart\p{L}*|check-?in|check-?out|llegada|salida|anreise|abreise|partenza|chegada|saida|includ\p{L}*|inclus\p{L}*|inklusive|inbegriffen|compris|half board|full board|media pension|pension completa|demi-?pension|halbpension|vollpension|mezza pensione|pensione completa|meia pensao|pensao completa)(?![\p{L}])/u;
function extraAt(folded: string, at: number): boolean {
  if (!HEDGE_EXTRA.test(folded)) return false;
  const start = Math.max(folded.lastIndexOf('\n', at), folded.lastIndexOf('.', at), folded.lastIndexOf('!', at), folded.lastIndexOf('?', at), folded.lastIndexOf(';', at)) + 1;
  const stop = folded.slice(at).search(/[.!?;\n]/);
  const sentence = folded.slice(start, stop < 0 ? undefined : at + stop);
  const extra = HEDGE_EXTRA.exec(sentence);
  if (!extra || HEDGE_ABOUT_BOOKING.test(sentence)) return false;
  return !HEDGE_UPGRADE.test(extra[0]) || AT_A_PRICE.test(sentence);
}
/** Whether the sentence around a position gives an opinion (and so its hedge is a courtesy). */
function opinionAt(folded: string, at: number): boolean {
  if (!OPINION.test(folded)) return false;
  const start = Math.max(folded.lastIndexOf('\n', at), folded.lastIndexOf('.', at), folded.lastIndexOf('!', at), folded.lastIndexOf('?', at)) + 1;
  const stop = folded.slice(at).search(/[.!?\n]/);
  const sentence = folded.slice(start, stop < 0 ? undefined : at + stop);
  return OPINION.test(sentence) && !OPINION_ABOUT_BOOKING.test(sentence);
}
// An opinion that also states something of the booking ("I think the room is a twin, they will love it") is a doubt.
const OPINION_ABOUT_BOOKING = /room|habitaci|chambre|zimmer|camer|quarto|twin|double|doble|doppi|duplo|single|individual|suite|breakfast|desayuno|dejeuner|fruhst|colazion|almoco|cafe da manha|board|pension|arriv|depart|llegad|salid|anreis|abreis|partenz|chegad|saida|night|noche|nuit|nacht|notte|noite|adult|child|nin|enfant|kind|bambin|crianc|confirm|bestatig|conferm|reserv|booking|buchung|prenot|\d/;
// "weder unter dem Namen noch unter Ihrer Referenz": "noch" after "weder" is "nor", not "yet".
export const saysNotYet = (folded: string) => NOT_YET.test(folded.replace(/\bweder\b[^.!?\n]*?\bnoch\b/g, ' '));
// A digest line that ends on a verdict of absence: "BK-2 Gomez: no consta en nuestro sistema", "nicht vorhanden",
// "inconnue chez nous", "não consta" (nothing after it, so "no consta el régimen" is not one).
const SHORT_ABSENT = /\b(?:no\s+consta|no\s+existe|inexistente|nicht\s+vorhanden|unbekannt|inconnue?|non\s+presente|non\s+esiste|nao\s+consta|nao\s+existe|unknown|not\s+in\s+(?:our\s+)?system)(?:\s+(?:en\s+(?:nuestro\s+)?sistema|chez\s+nous|bei\s+uns|im\s+system|nel\s+(?:nostro\s+)?sistema|no\s+(?:nosso\s+)?sistema|in\s+our\s+system|to\s+us))?\s*[.!]?\s*$/m;
export const saysShortNotFound = (folded: string) => SHORT_NOT_FOUND.test(folded) || SHORT_ABSENT.test(folded);
/** The out-of-office phrase of a text, or undefined. */
const OUT_OF_OFFICE_ANY = anyOf(OUT_OF_OFFICE);
// Every phrase of OUT_OF_OFFICE holds one of these: the cheap test first (most replies are no absence notice).
const OUT_OF_OFFICE_HINT = /en deplacement|en formation|en seminaire|de vuelta|de viaje|auf (?:dienst|geschafts)reise|auf fortbildung|auf schulung|wieder im|in trasferta|in viaggio|in formazione|di ritorno|em viagem|de volta|encontro-me|office|away|leave|holiday|vacation|vacances|limit|fuera|acesso|assenz|back|return|closed|automat|oficina|vacaciones|acceso|ausente|regreso|vuelta|cerrad|absent|bureau|acces|serai|conge|retour|absence|ferme|buro|abwesen|erreichbar|weitergeleitet|ruckkehr|urlaub|haus|ufficio|sede|assent|ferie|rientro|chiusi|escritorio|estarei|estou|regresso|ausencia|encerrad|fechad/;
export function outOfOfficePhrase(folded: string): string | undefined {
  if (!OUT_OF_OFFICE_HINT.test(folded) || !OUT_OF_OFFICE_ANY.some((re) => re.test(folded))) return undefined;
  for (const re of OUT_OF_OFFICE) {
    const m = re.exec(folded);
    if (m) return m[0];
  }
  return undefined;
}

// "We confirm receipt of your e-mail": a confirmation of something else than the booking.
const RECEIPT = /\b(?:confirm\w*\s+(?:the\s+)?receipt|acknowledge\w*\s+receipt|confirm\w*\s+(?:that\s+)?we\s+(?:have\s+)?received|confirmamos\s+(?:la\s+)?recepcion|acuse\s+de\s+recibo|confirmons\s+(?:la\s+)?(?:bonne\s+)?reception|accus\w*\s+(?:bonne\s+)?reception|bestatigen\s+(?:(?:wir|ihnen|hiermit|gerne)\s+)*(?:den\s+)?(?:eingang|erhalt)|eingangsbestatigung|confermiamo\s+(?:la\s+|l')?(?:ricezione|avvenuta\s+ricezione)|confermiamo\s+di\s+aver(?:e)?\s+ricevuto|confirmamos\s+(?:que\s+)?(?:hemos\s+recibido|haber\s+recibido|recebemos|ter\s+recebido)|confirmons\s+avoir\s+(?:bien\s+)?recu|confirmamos\s+(?:a\s+)?rece(?:p)?cao|confirmamos\s+(?:o\s+)?recebimento)/g;
const withoutReceipt = (folded: string) => withoutOtherObject(folded.includes('rece') || folded.includes('eingang') || folded.includes('erhalt') || folded.includes('ricez') || folded.includes('recibo') || folded.includes('ricevut') || folded.includes('recibid') || folded.includes('avoir bien recu') || folded.includes('avoir recu') ? folded.replace(RECEIPT, ' ') : folded);

// What a confirmation confirms when it is not the booking: availability, a rate or a quote, an extra (a transfer, a
// table, a dinner, the parking). "We confirm availability for 12-15 March", "confirmamos la tarifa, presupuesto nº
// 4471", "votre table pour le dîner est confirmée", "wir bestätigen den Flughafentransfer": a sentence that confirms
// one of these and names no booking confirms nothing of the booking.
const OTHER_OBJECT = String.raw`(?:availability|rates?|prices?|quotes?|quotation|offer|transfers?|shuttle|table|dinner|lunch|parking|spa|massage|tour|excursion|disponibilidad|tarifa|precio|presupuesto|cotizacion|oferta|traslado|mesa|cena|almuerzo|comida|aparcamiento|masaje|excursion|disponibilite|tarif|prix|devis|offre|transfert|navette|diner|(?<!petit[- ]?)dejeuner|verfugbarkeit|preis|angebot|flughafentransfer|tisch|abendessen|mittagessen|parkplatz|ausflug|disponibilita|tariffa|prezzo|preventivo|offerta|navetta|tavolo|pranzo|parcheggio|massaggio|escursione|disponibilidade|preco|orcamento|cotacao|jantar|(?<!pequeno[- ]?)almoco|estacionamento|massagem|excursao)`;
const CONFIRM_VERB = String.raw`(?:confirm|bestatig|conferm)\p{L}*`;
// Extras of a stay, confirmed only when the verb comes first ("we confirm the cot"): "1 child (cot provided), conf. 4471" is
// the booking's confirmation.
const EXTRA_OBJECT = String.raw`(?:cots?|cribs?|baby ?cots?|extra beds?|early check-?in|late check-?out|upgrade|cunas?|cama supletoria|cama extra|entrada anticipada|salida tardia|lits? (?:bebe|parapluie|d.appoint)|berceau|arrivee anticipee|depart tardif|kinderbett(?:chen)?|babybett|zustellbett|beistellbett|fruhe anreise|spate abreise|spater check-?out|culla|lettino|letto aggiunto|arrivo anticipato|partenza posticipata|berco|cama extra|entrada antecipada|saida tardia)`;
// The titles and short forms whose dot is inside a sentence ("the transfer for Mrs. Ruiz is confirmed").
const TITLE_DOT = '(?:mrs|mr|ms|dr|sra|sr|srta|mme|mlle|sig|dott|fr|hr|hrn|incl|approx|ca|st)';
const CONFIRMS_OTHER = new RegExp(String.raw`(?<![\p{L}])${CONFIRM_VERB}\s+(?:\p{L}+\s+){0,3}?(?:${OTHER_OBJECT}|${EXTRA_OBJECT})(?![\p{L}])|(?<![\p{L}])${OTHER_OBJECT}(?![\p{L}])(?:[^.!?\n]|(?<=\d)\.|(?<=(?<![\p{L}])${TITLE_DOT})\.){0,50}?(?<![\p{L}])${CONFIRM_VERB}` +
  // An extra as the subject of "is confirmed" ("the extra bed for Ms. Ruiz is confirmed", "le lit bébé pour Mme Ruiz est
  // confirmé"): stop 18, a helper's probes; not "(cot provided), confirmation no. ..." where the extra is an aside.
  String.raw`|(?<![\p{L}])${EXTRA_OBJECT}(?![\p{L}])(?:[^.!?\n(),]|(?<=\d)\.|(?<=(?<![\p{L}])${TITLE_DOT})\.){0,40}?(?<![\p{L}])(?:is|are|was|has been|have been|est|sont|a ete|esta|estan|ha sido|queda|ist|sind|wurde|e|sono|e stat[oa]|foi|fica)\s+(?:\p{L}+\s+)?${CONFIRM_VERB}`, 'gu');
const CONFIRMS_OTHER_ONE = new RegExp(CONFIRMS_OTHER.source, 'u');
const CONFIRM_VERB_ALL = new RegExp(CONFIRM_VERB, 'gu');
const OTHER_ANY = new RegExp(`(?<![\\p{L}])(?:${OTHER_OBJECT}|${EXTRA_OBJECT})(?![\\p{L}])`, 'u');
const BOOKING_NAMED = /(?<![\p{L}])(?:booking|reservation|reserva|reservacion|reservierung|buchung|prenotazione|stay|estancia|sejour|aufenthalt|soggiorno|estadia)s?(?![\p{L}])/u;
/** The sentence confirming something else than the booking, when the text confirms nothing else; or undefined. */
// The meals of a board in brackets ("half board (breakfast and dinner)", "Halbpension (Frühstück und Abendessen)"): the
// booking's board spelt out, no extra confirmed (stop 19, a second helper's probes: in English it went to a person).
const BOARD_SPELT = /(?<![\p{L}])(board|pension|pensao|pensione|halbpension|vollpension|regimen|formule)(\s*)(\([^)\n]{0,60}\))/gu;
const withoutBoardSpelt = (folded: string) => (folded.includes('(') ? folded.replace(BOARD_SPELT, (_m, w: string, sp: string, b: string) => w + sp + ' '.repeat(b.length)) : folded);
export function confirmsOtherOnly(folded: string): number | undefined {
  folded = withoutBoardSpelt(folded);
  if (!/confirm|bestatig|conferm/.test(folded) || !OTHER_ANY.test(folded)) return undefined;
  const found = [...matchesOf(OBJECT_SENTENCE, folded)].find((m) => !BOOKING_NAMED.test(m[0]) && CONFIRMS_OTHER_ONE.test(m[0]));
  return found && !saysConfirmed(folded) ? found.index! + (found[0].length - found[0].trimStart().length) : undefined;
}
// A sentence: a "." after a day's one or two digits ("am 12. März"; "ref 4471. The cot is confirmed." is two), before a non-space, or closing a title or a short form ("the transfer
// for Mrs. Ruiz is confirmed": stop 18, a helper's probes) is inside it.
const OBJECT_SENTENCE = new RegExp(String.raw`(?:[^.!?\n]|(?<=(?<!\d)\d{1,2})\.|(?<=(?<![\p{L}])${TITLE_DOT})\.|[.!?](?![\s]|$))+`, 'gu');
function withoutOtherObject(folded: string): string {
  if (!/confirm|bestatig|conferm/.test(folded) || !OTHER_ANY.test(withoutBoardSpelt(folded))) return folded;
  return folded.replace(OBJECT_SENTENCE, (sentence) => (!BOOKING_NAMED.test(sentence) && CONFIRMS_OTHER_ONE.test(sentence) ? sentence.replace(CONFIRM_VERB_ALL, (w) => ' '.repeat(w.length)) : sentence));
}
// The hotel asks US to confirm something ("please confirm the arrival time", "por favor confirmen la hora de llegada",
// "merci de nous confirmer", "bitte bestätigen Sie uns", "vi preghiamo di confermare", "por favor confirmem"): a
// request, not an affirmation of the booking.
const ASKS_TO_CONFIRM = new RegExp([
  String.raw`(?:please|kindly|could you|can you|would you|(?:we )?(?:would )?(?:kindly )?ask you to|we would be grateful if you could)\s+(?:\p{L}+\s+){0,2}?confirm(?![\p{L}])`,
  String.raw`(?:por favor|rogamos|les? rogamos|podrian|pueden|puede|podria|les? pedimos que|agradeceriamos que|agradecemos que|solicitamos que|pedimos que|poderiam|podem)\s+(?:nos\s+|me\s+)?(?:\p{L}+\s+){0,2}?confirm(?:en|e|ar|aran|ara|em)(?:nos)?(?![\p{L}])`,
  String.raw`confirm(?:ennos|arnos|em-nos|e-nos)(?![\p{L}])`,
  String.raw`(?:merci de|veuillez|pourriez-vous|pouvez-vous|(?:nous|je) vous prions? de|merci de bien vouloir)\s+(?:bien vouloir\s+)?(?:nous\s+|me\s+)?confirmer(?![\p{L}])`,
  String.raw`bitte\s+(?:\p{L}+\s+){0,3}?bestatigen(?![\p{L}])|(?:konnten|konnen|wurden|mochten)\s+sie\s+(?:\p{L}+\s+){0,4}?bestatigen(?![\p{L}])|bestatigen\s+sie\s+(?:uns\s+)?(?:bitte\s+)?`,
  String.raw`(?:vi preghiamo di|vi chiediamo di|potete|potreste|per favore|la preghiamo di|si prega di|vogliate|cortesemente)\s+(?:ci\s+)?(?:\p{L}+\s+){0,2}?confermar\p{L}*|confermateci|ci confermate`,
  // With no "please" and no question mark (stop 19, a helper's probes): "you confirm double BB ...", "pls confirm guest
  // name is ...", "me confirmáis que ...", "confirmez-moi que ...", "mi confermate che ...", "confirmem-me que ...".
  String.raw`(?:^|[,.;:!]\s*|(?:hi|hello|dear)\s*,?\s+)(?:pls\s+)?(?:you\s+confirm|confirm\s+(?:guest|the\s+guest.s\s+name|that|if|whether))(?![\p{L}])`,
  String.raw`(?:me|nos)\s+confirm(?:ais|as|an)\s+(?:que|si)(?![\p{L}])|confirm(?:adme|adnos|eme|enme)(?![\p{L}])|podeis\s+confirmar(?:me|nos)?(?![\p{L}])`,
  String.raw`vous\s+(?:me|nous)\s+confirmez\s+(?:que|si)(?![\p{L}])|confirmez-(?:moi|nous)(?![\p{L}])`,
  String.raw`mi\s+confermate(?![\p{L}])|confermatemi(?![\p{L}])`,
  String.raw`confirma[mn]-(?:me|nos)(?![\p{L}])|confirmem-(?:me|nos)(?![\p{L}])`,
].join('|'), 'u');
const ASKS_TO_CONFIRM_ALL = new RegExp(ASKS_TO_CONFIRM.source, 'gu');
/** The hotel's request that we confirm something, when the rest of the text confirms nothing; else undefined. */
export function asksToConfirmOnly(folded: string): string | undefined {
  if (!/confirm|bestatig|conferm/.test(folded)) return undefined;
  const m = ASKS_TO_CONFIRM.exec(folded);
  if (!m) return undefined;
  return saysConfirmed(folded.replace(ASKS_TO_CONFIRM_ALL, (w) => ' '.repeat(w.length))) ? undefined : m[0];
}
export const saysConfirmed = (folded: string) => {
  const f = withoutReceipt(folded);
  return CONFIRM.test(f) && !NEGATED_CONFIRM.test(f);
};
// One number tied to the booking by the sentence that affirms it ("Your booking ... is confirmed under\n55120", "la
// reserva queda con el 55120", "c'est confirmé sous le 55120", "Ihre Reservierung läuft unter 55120", "prenotazione
// registrata col 55120", "reserva feita com o 55120"): a verb that holds or affirms the booking, a preposition, the
// number. The sentence must name the booking or confirm; a negation before the verb ties nothing.
const TIE_VERB = String.raw`(?:confirm\p{L}*|bestatigt|confermat\p{L}*|quedad?[ao]?|queda|lauft|registr\p{L}*|regist\p{L}*|enregistree?s?|eingetragen|angelegt|gebucht|gespeichert|notiert|erfasst|feit[ao]|hech[ao]|faite?s?|fatt[ao]|booked|held|noted|logged|entered|anotad[ao]|apuntad[ao]|annotat[ao]|inserit[ao]|reservad[ao]|reservee?s?|reserviert|prenotat[ao]|notee?s?)`;
// "We have" holds the booking only where "under" or its kin follows ("Nous avons bien la réservation de M. Lavoie sous le
// # 74510392", r21), never with "with" ("we have your booking request with number ...").
const HAVE_VERB = String.raw`(?:have|avons|haben|tenemos|abbiamo|temos)`;
const TIE_AFTER = String.raw`(?:\s+(?:bei uns|im system|con nosotros|en (?:el|nuestro) sistema|chez nous|dans notre systeme|da noi|nel (?:nostro )?sistema|connosco|conosco|no (?:nosso )?sistema|with us|in (?:our|the) system))?\s+(?:under|with|as|con|bajo|sous|avec|unter|mit|col|coll|con il|sotto|com|sob)(?:\s+(?:the|el|le|la|il|lo|o|a|der|dem|den))?(?:\s+(?:number|numero|nummer|n[º°o]\.?|nr\.?|no\.|ref\.?|reference|referencia|referenz|riferimento|localizador))?\s*[:#]?\s*$`;
// A few words between the verb and "under" ("we have Mrs Becker confirmed for 12-15 March under 58214", "bestätigt für
// Frau Becker unter 58214": fifteenth pass); only "under" and its kin, which say where the booking is held. A title's
// dot is a word's ("la reserva de la Sra. Ruiz bajo el 58214", r21).
const TIE_UNDER_LATER = String.raw`(?:\s+[^\s,;:.!?]+(?:\.[^\s,;:.!?]*)?){1,7}?\s+(?:under|unter|sous|bajo|sotto|sob)(?:\s+(?:the|el|le|la|il|lo|o|a|der|dem|den))?(?:\s+(?:number|numero|nummer|n[º°o]\.?|nr\.?|no\.|ref\.?|reference|referencia|referenz|riferimento|localizador))?\s*[:#]?\s*$`;
const TIED_BEFORE = new RegExp(String.raw`(?<![\p{L}])(?:${TIE_VERB}(?:${TIE_AFTER}|${TIE_UNDER_LATER})|${HAVE_VERB}${TIE_UNDER_LATER})`, 'u');
const TIE_NEGATED = /(?<![\p{L}])(?:not|no(?!\.)|nicht|kein\p{L}*|non|nao|pas|never|nunca|jamais|mai)(?![\p{L}])/u;
const TIE_BOOKING = /(?<![\p{L}])(?:booking|reservation|reserva|reservacion|reservierung|buchung|prenotazione|stay|estancia|sejour|aufenthalt|soggiorno|estadia|c.est|confirm\p{L}*|bestatig\p{L}*|conferm\p{L}*)(?![\p{L}])/u;
// The number right after the verb that confirms or holds the booking and a comma, colon, dash or bracket ("La reserva
// de la Sra. Becker está confirmada, 118734, del 12 al 15", "Mrs Becker is confirmed (118734) for 12-15 March", "la
// prenotazione è confermata – 118734"): the desk's number for what the verb confirms (eighteenth pass).
const TIED_AFTER_VERB = new RegExp(String.raw`(?<![\p{L}])${TIE_VERB}(?:\s+(?:bei uns|im system|con nosotros|en (?:el|nuestro) sistema|chez nous|dans notre systeme|da noi|nel (?:nostro )?sistema|connosco|conosco|no (?:nosso )?sistema|with us|in (?:our|the) system))?\s*[,:(–—-]\s*#?\s*$`, 'u');
/** Whether the words of a sentence before its one number (folded) end on the verb that confirms the booking and a separator. */
export function followsConfirmingVerb(before: string, guestNamed = false): boolean {
  const m = TIED_AFTER_VERB.exec(before);
  // The sentence names the booking, the stay or the guest (`guestNamed`: "Confirmé : LYB/118 – Mme Becker – ch. 406"),
  // and no extra ("El traslado está confirmado, 118734" is the transfer's).
  return Boolean(m) && (BOOKING_OR_STAY.test(before) || guestNamed) && !OTHER_ANY.test(before) && !TIE_NEGATED.test(before.slice(0, m!.index + m![0].length));
}
const BOOKING_OR_STAY = /(?<![\p{L}])(?:booking|reservation|reserva|reservacion|reservierung|buchung|prenotazione|stay|estancia|sejour|aufenthalt|soggiorno|estadia)(?![\p{L}])/u;
/** Whether the words of a sentence before its one number (folded) tie that number to the booking they affirm. */
// Where the booking system holds it (fifteenth pass): "the booking is in our system as 58214", "en nuestro sistema
// aparece como 58214", "elle figure dans notre système sous le 58214", "sie steht bei uns im System als 58214", "nel
// nostro sistema risulta con il 58214", "no nosso sistema consta como 58214".
const SYSTEM_WORDS = String.raw`(?:in (?:our|the) (?:system|pms)|en (?:el|nuestro) sistema|dans (?:notre|le) (?:systeme|logiciel)|(?:bei uns )?(?:in unserem|im) system|nel (?:nostro )?(?:sistema|gestionale)|no (?:nosso )?sistema)`;
const SYSTEM_WORDS_RE = new RegExp(SYSTEM_WORDS, 'g');
const SYSTEM_VERB = String.raw`(?:is|are|appears?|shows?|figures?|exists?|esta|aparece|figura|consta|existe|est|apparait|figure|ist|steht|erscheint|lauft|e|risulta|compare|appare)`;
const SYSTEM_TIE = new RegExp(String.raw`(?<![\p{L}])(?:${SYSTEM_WORDS}\s+${SYSTEM_VERB}|${SYSTEM_VERB}\s+(?:\p{L}+\s+){0,2}?${SYSTEM_WORDS})\s+(?:as|como|comme|sous|als|unter|come|con|col|com|sob|under|with)(?:\s+(?:the|el|la|le|il|lo|o|a|der|die|dem|den|number|numero|nummer|n[º°o]\.?|nr\.?))*\s*[:#]?\s*$`, 'u');
export function tiedBySentence(before: string): boolean {
  const m = TIED_BEFORE.exec(before);
  if (m) return TIE_BOOKING.test(before) && !TIE_NEGATED.test(before.slice(0, m.index + m[0].length));
  // What the system holds is the booking, unless the sentence names an extra ("the transfer appears in our system as ...").
  const sys = /system|sistema|gestionale|pms|logiciel/.test(before) ? SYSTEM_TIE.exec(before) : null;
  // Portuguese "no nosso sistema" is "in our system", no negation.
  return Boolean(sys) && (TIE_BOOKING.test(before) || !OTHER_ANY.test(before)) && !TIE_NEGATED.test(before.slice(0, sys!.index + sys![0].length).replace(SYSTEM_WORDS_RE, ' '));
}
// A negation in the words right before an affirmation ("no está todo listo", "ce n'est pas noté", "noch nicht
// eingetragen", "non è registrata", "não ficou registada", "you're not all set"), or inside it.
const AFFIRM_NEGATED = /(?<![\p{L}])(?:not|no|nicht|kein\p{L}*|non|nao|pas|n.est|never|nunca|jamais|mai|nada|nothing|rien|nichts|niente)(?![\p{L}])[^.!?\n]{0,12}$/u;
const AFFIRM_NOT_INSIDE = /(?<![\p{L}])(?:not|nicht|non|nao|pas)(?![\p{L}])/u;
/**
 * The words that affirm the booking without a confirmation verb ("you're all set", "queda anotado", "c'est noté", "geht
 * klar", "tutto a posto", "está tudo certo": the lexicons' affirmations), when not negated, hedged or asked, and not said
 * of an extra only ("the transfer is all set", "el traslado queda anotado"); else undefined.
 */
export function affirmsBooking(folded: string, language: Language | undefined): string | undefined {
  for (const p of allPhrases(folded, 'affirmations', lexiconsFor(language))) {
    const start = Math.max(folded.lastIndexOf('\n', p.index), ...['.', '!', '?', ';'].map((c) => folded.lastIndexOf(c, p.index))) + 1;
    const stop = folded.slice(p.end).search(/[.!?;\n]/);
    const sentence = folded.slice(start, stop < 0 ? undefined : p.end + stop + 1);
    if (sentence.includes('?') || folded.slice(p.end).trimStart().startsWith('?')) continue;
    if (AFFIRM_NEGATED.test(folded.slice(start, p.index)) || AFFIRM_NOT_INSIDE.test(p.words)) continue;
    if (OTHER_ANY.test(sentence) && !BOOKING_NAMED.test(sentence)) continue;
    if (hedgePhrase(sentence)) continue;
    return p.words;
  }
  return undefined;
}
export const saysNotConfirmed = (folded: string) => NEGATED_CONFIRM.test(folded);
// "At first we could not find it (it was under the agency's name), but it is confirmed", "al principio no encontrábamos
// la reserva ..., pero está confirmada", "zuerst konnten wir die Buchung nicht finden, ... aber sie ist bestätigt": a
// search that failed and was overcome is no absence (nineteenth pass). The sentence opens on "at first" and turns on a
// "but" after the no-booking words, and a confirmation word follows the "but".
const AT_FIRST = /(?<![\p{L}])(?:at first|initially|al principio|inicialmente|en un principio|au debut|au depart|dans un premier temps|zuerst|anfangs|zunachst|all.inizio|inizialmente|in un primo momento|de inicio|no inicio|num primeiro momento)(?![\p{L}])/u;
const TURNS_TO_CONFIRMED = /(?<![\p{L}])(?:but|however|pero|sin embargo|mais|cependant|aber|jedoch|doch|ma|pero|tuttavia|mas|porem|no entanto)(?![\p{L}])[^.!?\n]{0,80}?(?<![\p{L}])(?:confirm\p{L}*|bestatig\p{L}*|conferm\p{L}*|found it|now found|encontrad[ao]|localizad[ao]|trouvee?|retrouvee?|gefunden|trovat[ao])(?![\p{L}])/u;
// Every no-booking phrase in one expression, to walk a text's phrases once (only for a text that holds one).
const NO_BOOKING_G = NO_BOOKING_ANY.map((re) => new RegExp(re.source, 'gu'));
function overcome(folded: string, at: number): boolean {
  const start = Math.max(folded.lastIndexOf('\n', at), folded.lastIndexOf('.', at), folded.lastIndexOf('!', at), folded.lastIndexOf('?', at)) + 1;
  return AT_FIRST.test(folded.slice(start, at)) && TURNS_TO_CONFIRMED.test(folded.slice(at));
}
// "No tenemos ninguna otra reserva a su nombre", "nous n'avons pas d'autre réservation à son nom", "não temos nenhuma
// outra reserva": no OTHER booking says the one booking is there (nineteenth pass); not "no other booking than Mr X's".
const OTHER_THAN_IT = /(?<![\p{L}])(?:other|further|additional|more|otras?|mas|adicional\p{L}*|autres?|plus d|supplementaire\p{L}*|andere\p{L}*|weitere\p{L}*|altr[ae]|aggiuntiv\p{L}*|outras?|mais)(?![\p{L}])/u;
const THAN = /^[ \t]*(?:\p{L}+[ \t]+){0,3}?(?:than|que|als|di quell\p{L}*|do que|da que|except|sauf|salvo|ausser|tranne)(?![\p{L}])/u;
// "No hay ninguna reserva de parking", "no booking for the cot", "keine Reservierung für den Tisch": an extra's booking,
// not the stay's (nineteenth pass): a person reads it (read.ts), never no booking.
const FOR_EXTRA = /^[ \t]*(?:\p{L}+[ \t]+)?(?:de|del|de la|for(?: the| a)?|of(?: the| a)?|per(?: la| il| il| l.)?|pour(?: le| la| l.)?|fur(?: den| das| die)?|da|do|para(?: o| a| el| la)?|di)[ \t]+(?:\p{L}+[ \t]+)?(?:parking|aparcamiento|garaje|garage|garagem|estacionamento|parcheggio|parkplatz|tiefgarage|mesa|table|tisch|tavolo|cena|dinner|diner|abendessen|jantar|restaurante?|restaurant|ristorante|spa|massage|masaje|massaggio|massagem|cuna|cots?|cribs?|culla|berco|babybett|lit bebe|transfer|transfert|traslado|navette|shuttle|excursion|tour|golf)(?![\p{L}])/u;
// What a desk cannot find that is not the booking: the voucher, a message, a payment, the card, the flight, a number, the
// arrival time, a request (nineteenth pass): "we cannot find the voucher", "Den Voucher können wir nicht finden".
const NOT_THE_BOOKING = /(?<![\p{L}])(?:vouchers?|bono|bon d.echange|gutschein|e-?mails?|mails?|messages?|mensajes?|correos?|courriels?|nachricht\p{L}*|messaggi[oa]?|mensage[mn]s?|payments?|pagos?|paiements?|zahlung\p{L}*|pagamentos?|deposits?|deposito|acompte|anzahlung|caparra|sinal|cards?|tarjeta|carte|karte|kreditkarte|carta|cartao|flights?|vuelos?|vol|flug\p{L}*|volo|voo|loyalty|keys?|llaves?|cles?|schlussel|chiav[ei]|chaves?|arrival time|hora de (?:llegada|chegada)|heure d.arrivee|ankunftszeit|orario di arrivo|details|datos|coordonnees|daten|dati|dados|invoices?|factura|facture|rechnung|fattura|fatura|requests?|solicitud|demande|anfrage|richiesta|pedido|attachments?|adjunto|piece jointe|anhang|allegato|anexo|transfer|passport|pasaporte|passeport|reisepass|passaporto|passaporte)(?![\p{L}])/u;
const THE_BOOKING = /(?<![\p{L}])(?:booking|reservation|reserva\p{L}*|reservierung|buchung|prenotazion\p{L}*|dossier|guest|huesped|client\p{L}*|gast|ospite|hospede|name|nombre|nom|namen|nome)(?![\p{L}])/u;
function ofAnotherThing(folded: string, index: number, end: number): boolean {
  const after = folded.slice(end, end + 40).split(/[.,;:!?\n]/)[0].split(/\s+/).slice(0, 5).join(' ');
  const start = Math.max(folded.lastIndexOf('\n', index), ...['.', ',', ';', ':', '!', '?'].map((c) => folded.lastIndexOf(c, index - 1))) + 1;
  const before = folded.slice(start, index);
  const words = folded.slice(index, end);
  if (THE_BOOKING.test(words)) return false;
  return (NOT_THE_BOOKING.test(after) && !THE_BOOKING.test(after)) || (NOT_THE_BOOKING.test(before) && !THE_BOOKING.test(before) && !THE_BOOKING.test(after));
}
type NoBookingKind = 'none' | 'booking' | 'extra' | 'other';
/** What the no-booking words of a text are about: the booking ('booking'), only an extra's booking ('extra'), only something else not found ('other': a voucher, a message, a payment), or none. */
export function noBookingKind(folded: string): NoBookingKind {
  let extra = false;
  let other = false;
  let atFirst: boolean | undefined;
  // One walk of the text (a text with no phrase, most, is scanned once, as a test would); the first phrase about the
  // booking ends it.
  for (const re of NO_BOOKING_G) {
    re.lastIndex = 0;
    for (let m = re.exec(folded); m; m = re.exec(folded)) {
      const end = m.index + m[0].length;
      if ((atFirst ??= AT_FIRST.test(folded)) && overcome(folded, m.index)) continue;
      if (OTHER_THAN_IT.test(m[0].slice(2)) && !THAN.test(folded.slice(end, end + 40))) continue;
      if (FOR_EXTRA.test(folded.slice(end, end + 40))) {
        extra = true;
        continue;
      }
      if (ofAnotherThing(folded, m.index, end)) {
        other = true;
        continue;
      }
      re.lastIndex = 0;
      return 'booking';
    }
  }
  return extra ? 'extra' : other ? 'other' : 'none';
}
export const saysNoBooking = (folded: string) => noBookingKind(folded) === 'booking';

// Dates near these words are not the stay (a cancellation deadline, a payment date).
// A facility closed or under works on those days ("notre restaurant est fermé pour travaux du 8 au 21 mars") is not the stay either.
export const NOT_STAY = /(closed|ferme|fermee|cerrad[oa]|geschlossen|chius[oa]|fechad[oa]|travaux|obras|bauarbeiten|umbau|lavori|renovation|renovierung|construction|refurbish|emision|emission|emissione|emissao|emitid|emess|emise|erstellt|generated|generad|gerad[oa] em|issued|ausgestellt|ausstellungsdatum|printed|impreso|cancel|annul|storno|stornier|deadline|limite|until|hasta|jusqu|bis zum|(?:d\.\s?h\.|das heisst|also|sprich|somit) bis|entro il|ate o dia|ate dia|payment|paid|pago|paiement|zahlung|pagamento|deposit|anzahlung|acompte|arrhes|caparra|acconto|sinal|deposito|senal|anticipo|prepay|vorauszahlung|receipt|recibo|quittung|ricevuta|sent|envoye|enviado|gesendet|inviato|wrote)/;
// A date right after a word for a message or its sending ("the e-mail of 12/08", "nos enviou a 12/08"): when someone wrote.
export const WRITTEN_ON = /(?:enviou|envio|sent|wrote|escribio|schrieb|scritto|ecrit|(?:e-?)?mail|correo|courriel|nachricht|messaggio|mensagem)(?:\s+(?:of|on|dated|del?|el|le|du|am|vom|il|a|em|do|no dia|the))*\s*$/;
export const ARRIVAL = /(arriv|check-?in(?!g)|llegada|entrada|anreise|ankunft|arrivo|chegada|from the|desde el|a partir)/;
export const DEPARTURE = /(depart|check-?out|salida|abreise|abfahrt|partenza|saida|until the|hasta el)/;

const ROOM_WORDS = /\b(single|double|twin|triple|quad|suite|doble|individual|matrimonio|simple|chambre double|chambre simple|lits jumeaux|doppelzimmer|einzelzimmer|zweibettzimmer|dreibettzimmer|doppia|singola|matrimoniale|tripla|duplo|casal|solteiro|triplo)\b/;
const ROOM_STATEMENTS = [
  /\broom\s+(?:type\s+)?is\s+(?:a|an)\s+([^,.;\n]{3,40}?)(?:\s*,?\s*(?:not|and not|instead of)\s+(?:a|an)?\s*([^,.;\n]{3,40}?))?(?=[,.;\n]|$)/,
  /\broom\s+type\s*(?:is|:)\s*([^,.;\n]{3,40}?)(?=[,.;\n]|$)/,
  /\bnot\s+(?:a|an)\s+([^,.;\n]{3,40}?)\s*,?\s*but\s+(?:a|an)\s+([^,.;\n]{3,40}?)(?=[,.;\n]|$)/,
  /\bla\s+habitacion\s+(?:reservada\s+)?es\s+(?:una?\s+)?([^,.;\n]{3,40}?)(?:\s*,?\s*no\s+(?:una?\s+)?([^,.;\n]{3,40}?))?(?=[,.;\n]|$)/,
  /\btipo\s+de\s+(?:habitacion|quarto)\s*(?:es|e|:)\s*([^,.;\n]{3,40}?)(?=[,.;\n]|$)/,
  /\bla\s+chambre\s+(?:reservee\s+)?est\s+(?:une\s+)?([^,.;\n]{3,40}?)(?:\s*,?\s*(?:et\s+)?(?:non|pas)\s+(?:une\s+)?([^,.;\n]{3,40}?))?(?=[,.;\n]|$)/,
  /\btype\s+de\s+chambre\s*:?\s*([^,.;\n]{3,40}?)(?=[,.;\n]|$)/,
  /\bdas\s+zimmer\s+ist\s+(?:ein\s+)?([^,.;\n]{3,40}?)(?:\s*,?\s*(?:kein|nicht)\s+(?:ein\s+)?([^,.;\n]{3,40}?))?(?=[,.;\n]|$)/,
  /\b(?:zimmerkategorie|zimmertyp|zimmerart)\s*(?:ist|:)\s*([^,.;\n]{3,40}?)(?=[,.;\n]|$)/,
  /\bla\s+camera\s+(?:prenotata\s+)?e\s+(?:una\s+)?([^,.;\n]{3,40}?)(?:\s*,?\s*non\s+(?:una\s+)?([^,.;\n]{3,40}?))?(?=[,.;\n]|$)/,
  /\btipologia\s+(?:di\s+)?camera\s*(?:e|:)\s*([^,.;\n]{3,40}?)(?=[,.;\n]|$)/,
  /\bo\s+quarto\s+(?:reservado\s+)?e\s+(?:um\s+)?([^,.;\n]{3,40}?)(?:\s*,?\s*nao\s+(?:um\s+)?([^,.;\n]{3,40}?))?(?=[,.;\n]|$)/,
  // "nous avons une chambre Twin (2 lits séparés) et non une chambre double".
  /\bnous\s+avons\s+une\s+chambre\s+([^,.;\n(]{3,40}?)\s*(?:\([^)\n]*\))?\s*,?\s*(?:et\s+)?(?:non|pas)\s+(?:d'\s*)?une\s+(?:chambre\s+)?([^,.;\n]{3,40}?)(?=[,.;\n]|$)/,
  // "o quarto atribuído é twin (duas camas) e não de casal".
  /\bo\s+quarto\s+(?:reservado|atribuido)\s+e\s+(?:um\s+)?([^,.;\n(]{3,40}?)\s*(?:\([^)\n]*\))?\s*,?\s*(?:e\s+)?nao\s+(?:e\s+)?(?:um\s+|de\s+)?([^,.;\n]{3,40}?)(?=[,.;\n]|$)/,
];

export interface RoomStatement {
  /** The hotel's room type, as written. */
  roomType: string;
  /** The type it says it is not, when stated. */
  not?: string;
}

/** A clear statement of the room type ("the room is a Double, not a Twin"), else undefined. */
export function findRoomStatement(original: string): RoomStatement | undefined {
  const folded = fold(original);
  for (const [i, re] of ROOM_STATEMENTS.entries()) {
    const m = new RegExp(re.source, 'd').exec(folded);
    if (!m) continue;
    const group = (g: number) => (m.indices![g] ? original.slice(m.indices![g]![0], m.indices![g]![1]).trim() : undefined);
    // "not a Twin but a Double": the second group is the hotel's.
    if (i === 2) return { roomType: group(2)!, not: group(1) };
    return { roomType: group(1)!, not: group(2) };
  }
  return undefined;
}
export const mentionsRoomType = (folded: string) => ROOM_WORDS.test(folded);

const TITLE_AHEAD = String.raw`(?=(?:mr|mrs|ms|mister|m|mme|mlle|madame|monsieur|mademoiselle|sr|sra|srta|senor|senora|senorita|don|dona|herrn?|frau|sig|sig\.ra|sigra|signor|signora|signorina|senhor|senhora|dr)\.?\s)`;
const UNDER_NAME = /\b(?:have|has|had|is|are|was|booked|registered|held|listed)\s+(?:it\s+|her\s+|him\s+|them\s+|(?:the|this|that)\s+(?:one|booking|reservation)\s+)?under\s+(?:(?:her|his|their|the\s+guest['’]s|[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?['’]s)\s+(?:husband|wife|partner|spouse|son|daughter|mother|father|colleague|companion)(?:['’]s)?(?:\s+name)?,?\s+)?/iu;
const REGISTERED_TO = /\b(?:registered|held)\s+to\s+/i;
// The statements above after which anything capitalised may follow: a person's name is asked of them.
// "confermiamo la prenotazione n. 2370 per Sophie Dupont", "booking 4471 for Anna Weber" (stop 20, a helper's Italian
// probes): the guest a numbered booking is for; only a person's name counts (a loose statement).
const BOOKING_FOR = /\b(?:prenotazione|pren\.|booking|reservation|reserva|reservierung|buchung)\s+(?:(?:n|nr|no|num|ns\.?\s*rif)\.?\s*)?[a-z]{0,4}[-/]?\d[\w/-]*\s+(?:per|for|para|pour|fur)\s+/i;
const LOOSE_NAME_STATEMENTS = new Set<RegExp>([UNDER_NAME, REGISTERED_TO, BOOKING_FOR]);
const PERSON_NAME = /^(?:(?:mr|mrs|ms|sr|sra|mme|m|herr|frau|sig|sig\.ra|dr)\.?[ \t]+\p{Lu}[\p{L}'’-]*|\p{Lu}[\p{Ll}'’]+(?:[ \t]+(?:de|da|del|van|von|di|dos|le|la)?[ \t]*\p{Lu}[\p{Ll}'’-]+)+)$/u;
const NAME_STATEMENTS = [
  // "the lead guest's name is", "nombre del huésped principal es", "nom du client principal est", "o nome do hóspede principal é".
  /\b(?:(?:the\s+)?(?:lead|main)\s+guest(?:'s)?\s+name|nombre\s+del\s+(?:huesped|cliente|titular)\s+principal|nom\s+du\s+(?:client|titulaire)\s+principal|name\s+des\s+hauptgast(?:es)?|nome\s+dell'ospite\s+principale|nome\s+do\s+(?:hospede|titular)\s+principal)\s*(?:is|es|est|ist|e|:)\s*/i,
  // "confirmed for Mr John Ruiz", "confirmada para la Sra. Ruiz", "confirmée pour Mme Ruiz", "bestätigt für Frau Ruiz".
  new RegExp(String.raw`\b(?:confirmed|booked|reserved|noted|confirmad[ao]|reservad[ao]|anotad[ao]|confirmee?|reservee?|notee?|bestatigt|gebucht|reserviert|notiert|confermat[ao]|prenotat[ao]|annotat[ao])\s+(?:\S+\s+){0,2}?(?:for|para|pour|fur|per)\s+(?:la\s+|el\s+|il\s+|o\s+|a\s+)?${TITLE_AHEAD}`, 'i'),
  // "la réservation de M. Olivier Lefèvre", "the booking of Mrs Hill", "die Buchung von Herrn Graf", "la prenotazione della Sig.ra Rossi".
  new RegExp(String.raw`\b(?:reservation|booking|reserva(?:cion)?|reservierung|buchung|prenotazione)\s+(?:de|du|del|della|dello|di|do|da|of|for|von|fur)\s+(?:la\s+|el\s+|o\s+|a\s+)?${TITLE_AHEAD}`, 'i'),
  /\b(?:guest(?:'s)?\s+name(?:\s+on\s+file)?|name\s+of\s+the\s+guest|lead\s+guest|(?:booking|reservation|room)\s+holder)[ \t]*(?:is|:)[ \t]*/i,
  // "The room is registered to Juan Pérez" (stop 15).
  REGISTERED_TO,
  // A name label as a PMS or a desk prints it: "Hóspede: Helena Matos", "Huésped: ...", "Gast: ...", "Ospite: ...", "Titular: ...".
  /(?:^|\n|[.:]\s)[ \t]*(?:guest|hospede|huesped|gast|ospite|titular(?:\s+que\s+nos\s+consta)?|titulaire|client|cliente)[ \t]*:[ \t]*(?=\p{Lu}|(?:mr|mrs|ms|sr|sra|herr|frau|m|mme|sig)\.?\s)/iu, /\b(?:under\s+the\s+name(?:\s+of)?|in\s+the\s+name\s+of)\s+/i,
  // "we have it under Juan Pérez", "the booking is under her husband's name, Juan Pérez", "Note: we have it under Ana
  // Ruiz's husband, Juan Pérez" (stop 15: a helper's probes, confirmed): the name the house holds; a relative named
  // before it is skipped.
  UNDER_NAME,
  BOOKING_FOR,
  // "a nombre del Sr. López", "au nom du client", "a nome della Sig.ra Rossi", "em nome do Sr. Silva": the article is no part of the name.
  /\b(?:a\s+nombre\s+(?:de\s+su\s+(?:marido|esposo|esposa|mujer|pareja|madre|padre|hij[oa]),?\s+|del|de\s+(?:la|las|los|el)|de)|nombre\s+del\s+(?:huesped|cliente)\s*(?:es|:))\s*/i, /\b(?:au\s+nom\s+(?:du|de\s+la|des|de)|nom\s+du\s+client\s*(?:est|:))\s*/i,
  /\b(?:auf\s+den\s+namen(?:\s+von)?|name\s+des\s+gastes\s*(?:ist|:)|gastname\s*(?:ist|:))\s*/i,
  // "die Buchung ist bei uns vorhanden, allerdings auf Herrn Michael Vogel", "auf Frau X gebucht" (stop 20, tuning17).
  /\b(?:allerdings|aber|jedoch|sondern|gebucht|angelegt|erfasst|eingetragen|reserviert|gespeichert)\s+auf\s+(?=(?:herrn?|frau|hr\.|fr\.)\s)/i,
  /\b(?:a\s+nome(?:\s+(?:della|dello|del|dei|di))?|nome\s+dell'ospite\s*(?:e|:))\s*/i, /\b(?:em\s+nome\s+(?:do|da|dos|das|de)|nome\s+do\s+hospede\s*(?:e|:))\s*/i,
  // The guest's name said as a correction or a statement (stop 16: a held-out letter in Italian and a probe in each
  // language CONFIRMED with another name): "il nome corretto dell'ospite è X", "il nominativo dell'ospite principale è
  // X", "l'ospite principale risulta essere X", "l'intestatario è il marito, X", "el nombre correcto del huésped es X",
  // "le nom correct du client est X", "o nome correto do hóspede é X".
  /\b(?:(?:nome|nominativo|cognome)\s+(?:corrett[oa]\s+|esatt[oa]\s+)?(?:dell['’]ospite|del\s+cliente|dell['’]intestatario)(?:\s+principale)?(?:\s+corrett[oa])?|(?:l['’])?(?:ospite\s+principale|intestatari[oa](?=\s*(?:e|risulta)\s))|(?:il\s+)?titolare(?:\s+della\s+prenotazione)?)\s*(?:e|risulta(?:\s+essere)?|:)\s+(?:(?:il|la)\s+(?:marito|moglie|compagn[oa]|figli[oa]|madre|padre|signor[ae]?),?\s+)?/i,
  /\b(?:nombre|apellidos?)\s+(?:correcto\s+)?del\s+(?:huesped|cliente|titular)(?:\s+principal)?(?:\s+correcto)?\s*(?:es|:)\s*/i,
  /\b(?:nom|nom\s+de\s+famille)\s+(?:correct\s+|exact\s+)?du\s+(?:client|titulaire)(?:\s+principal)?(?:\s+correct)?\s*(?:est|:)\s*/i,
  /\b(?:nome|apelido|sobrenome)\s+(?:corret[oa]\s+)?do\s+(?:hospede|titular|cliente)(?:\s+principal)?(?:\s+corret[oa])?\s*(?:e|:)\s*/i,
  /\b(?:(?:the\s+)?(?:correct|right)\s+(?:guest\s+)?name(?:\s+of\s+the\s+guest)?\s+is)\s+/i,
  // A label of the main guest, as desks write it: "Main guest: X", "Hauptgast: X", "Ospite principale: X".
  /(?:^|\n|[.:;]\s)[ \t]*(?:main\s+guest|lead\s+guest|principal\s+guest|hauptgast|ospite\s+principale|huesped\s+principal|hospede\s+principal|client\s+principal)[ \t]*:[ \t]*/i,
  // "the booking now runs under Mr X", "titular ... passou a ser o Sr. X", "läuft bei uns auf Frau X", "intestata a X".
  /\b(?:(?:is\s+)?now\s+(?:booked\s+)?under|lead\s+guest\s+is\s+now|titular\s+(?:de\s+la\s+reserva\s+|da\s+reserva\s+)?(?:es|e|pasa\s+a\s+ser|passou\s+a\s+ser)(?:\s+(?:el|la|o|a))?|titulaire\s+(?:de\s+la\s+reservation\s+)?(?:est|devient)|lauft\s+(?:die\s+(?:reservierung|buchung)\s+)?(?:bei\s+uns\s+)?auf|intestat[ao]\s+a)\s+/i,
  // A family named as the booking's guests (seventeenth pass): "confirmed for the Becker family", "für Familie Becker",
  // "pour la famille Becker", "para la familia Becker", "per la famiglia Becker", "para a família Becker". The family
  // word is skipped with the titles; a capitalised name must follow ("pour la famille." names no one).
  /\b(?:confirmed|booked|reserved|reservation|booking|stay)\b[^.\n]{0,25}?\bfor\s+the\s+(?=[\p{L}'’-]+\s+family\b)/iu,
  /(?<![\p{L}])(?:fur|pour|para|per)\s+(?:la\s+|a\s+|die\s+)?(?=(?:familie|famille|familia|famiglia)\s+\p{L})/iu,
  // A PMS letter's name label: "Nombre: ORTEGA VIDAL, Carmen Sra.", "Name | Weber, Thomas", "Nom : DUPONT Marie"; not a
  // table's header row ("Name | Arrival | Departure").
  /(?:^|\n)[ \t]*(?:name|nombre|nom|nome|gastname|nome do hospede|nombre del huesped|nom du client|cognome[ \t]*\/[ \t]*nome|nome[ \t]*\/[ \t]*cognome)[ \t]*(?::|\|)[ \t]*(?=[^\n|\t]*(?:\n|$))(?=\p{Lu}|(?:mr|mrs|ms|sr|sra|herr|frau|m|mme|sig)\.?\s)/iu,
];
const NAME = /^((?:(?:mr|mrs|ms|sr|sra|mme|m|herr|frau|sig|sig\.ra|dr)\.?[ \t]+)?(?:\p{Lu}\.[ \t]*)?\p{Lu}[\p{L}'’-]+(?:[ \t]+(?:de|da|del|van|von|di|dos|le|la)?[ \t]*\p{Lu}[\p{L}'’-]+){0,3})/u;

/** "The guest name is X", "a nombre de X", "auf den Namen X": the name as written, else undefined. */
const NAME_STATEMENTS_ANY = anyOf(NAME_STATEMENTS);
export function findNameStatement(original: string): string | undefined {
  const folded = fold(original);
  if (NAME_STATEMENTS_ANY.some((re) => re.test(folded))) for (const re of NAME_STATEMENTS) {
    const m = re.exec(folded);
    if (!m) continue;
    // A title in any case ("Sr.", "Herrn", "Mme", "Sig.ra") is skipped: the name is what follows it.
    const rest = original.slice(m.index + m[0].length).replace(/^(?:(?:mr|mrs|ms|miss|mister|m|mme|mlle|madame|monsieur|mademoiselle|sr|sra|srta|se[nñ]or|se[nñ]ora|se[nñ]orita|don|do[nñ]a|dña|herrn?|frau|fr|hr|sig|sig\.ra|sigra|signor|signora|signorina|senhor|senhora|dr|dott|dona|dom|et|and|y|und|e|&|la|el|il|le|o|a|the family|family|la familia|familia|la famille|famille|familie|la famiglia|famiglia|a fam[ií]lia|fam[ií]lia)\.?[ \t]+)+/i, '');
    const name = NAME.exec(rest)?.[1]?.trim();
    // After "under" or "registered to" anything capitalised may follow ("under BK-2027-1001", "booked under Expedia",
    // "registered to Booking.com"): there only a person's name, a title or two words, counts.
    if (name && LOOSE_NAME_STATEMENTS.has(re) && !(PERSON_NAME.test(name) && !/^\S+\.(?:com|net|es|de|fr|it)/i.test(rest))) continue;
    if (name) return name;
  }
  // A line that opens with a title and a name ("Mrs Grant", "Herr Lopez, 12.–15.03.", "Mrs L. Grant"): the guest the desk
  // lists (stop 19: "Mrs Grant" over the lines of another booking was confirmed). Capitals as written; not "Dear Mrs
  // Grant," (a greeting opens with a word) nor "Mrs Becker's booking is confirmed" (the name runs into the sentence).
  const line = LINE_NAME.exec(original)?.[1];
  if (line) return line;
  // A person's name right after the confirming word ("confirmed John Jones 3-6 June", "confermata Maria Bianchi 18-22/10",
  // "confirmada Ana Ruizánchez"): two or three capitalised words, then the dates or a stop (stop 19: a helper's probes
  // confirmed another guest's name whose surname was not the booked one). Room words, months and days are no name.
  for (const m of original.matchAll(CONFIRMED_NAME)) {
    const words = m[1].split(/\s+/);
    if (words.every((w) => !NOT_NAME_WORD.test(fold(w)))) return m[1];
  }
  return undefined;
}
const CONFIRMED_NAME = /(?<![\p{L}])(?:[Cc]onfirmed|CONFIRMED|[Cc]onfirmad[oa]|[Cc]onfirm[ée]e?|[Bb]estätigt|[Cc]onfermat[oa]|[Bb]ooked|[Rr]eserved|[Rr]eservad[oa])[ \t]*:?[ \t]+(?:(?:for|para|pour|für|per|a)[ \t]+)?(?:(?:Mr|Mrs|Ms|Miss|Dr|Sr|Sra|Mme|M|Herr|Frau|Sig|Sig\.ra)\.?[ \t]+)?(\p{Lu}[\p{Ll}'’-]+(?:[ \t]+\p{Lu}[\p{Ll}'’-]+){1,2})(?=[ \t]+\d|[ \t]*[,;:(]|[ \t]*$)/gmu;
const NOT_NAME_WORD = /^(?:hotel|hostal|pousada|albergo|room|rooms|suite|junior|double|doble|doppia|duplo|doppel|twin|single|triple|standard|superior|deluxe|classic|premium|executive|sea|ocean|view|vista|vue|garden|pool|family|familiar|familiale|camera|chambre|chambres|zimmer|quarto|habitacion|apartment|studio|booking|reservation|reserva|prenotazione|buchung|january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|januar|februar|marz|juni|juli|oktober|dezember|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|janeiro|fevereiro|marco|maio|junho|julho|setembro|outubro|novembro|dezembro|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miercoles|jueves|viernes|sabado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|segunda|terca|quarta|quinta|sexta|breakfast|halfboard|fullboard|with|and|und|con|avec|com|the|el|la|le|il|der|die|das|all|tutto|todo|tout)$/;
const LINE_TITLE = String.raw`(?:Mr|MR|Mrs|MRS|Ms|MS|Miss|MISS|Sr|SR|Sra|SRA|Srta|Mme|MME|Mlle|Herr|HERR|Frau|FRAU|Sig|Sig\.ra|Dr|DR)\.?[ \t]+`;
const LINE_NAME = new RegExp(String.raw`(?:^|\n)[ \t]*${LINE_TITLE}((?:\p{Lu}\.[ \t]*)?\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){0,3})[ \t]*(?=$|\n|[,;:–-])`, 'u');
/** The name found opens a line after a title ("Mrs Grant" on a line of its own). */
const LINE_TITLE_END = new RegExp(String.raw`(?:^|\n)[ \t]*${LINE_TITLE}$`, 'u');
export const opensLineWithTitle = (text: string, at: number) => LINE_TITLE_END.test(text.slice(Math.max(0, at - 20), at));

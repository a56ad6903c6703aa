// What the hotel's sentences talk about (issue 25, seventh pass), per language, as data: the safety gate's topics.
// Before a reading confirms, every sentence of the hotel's own text that names a topic of the booking (the stay, the
// room, the board, the guests, the guest's name, a rate tied to the room or the board, a cancellation, another hotel
// or building, a time limit) must have given a fact the reader compared and found matching, or belong to a family of
// practical information (check-in from 15:00, parking, city tax, "we look forward"); else a person reads it (../gate.ts
// `uncheckedStatement`). Every pattern is the source of a regular expression matched as whole words on folded text
// (lowercase, accents removed: dates.ts `fold`), like the other lexicons.
import type { Language } from '../../languages.js';

/** The topics a sentence may talk about. */
export const TOPICS = ['stay', 'room', 'board', 'guests', 'name', 'price', 'cancellation', 'elsewhere', 'timeLimit'] as const;
export type Topic = (typeof TOPICS)[number];

export interface TopicLexicon {
  /** Arrival, departure, dates, weekdays, months, nights. */
  stay: string[];
  /**
   * Words that may state another stay than the booked one, or a change to it: days, weeks, weekends, months and feasts,
   * "tomorrow", "instead", "changed", "other", "next", "only", "first", "last", a negation or a contrast. A sentence
   * about the stay that holds none of them, no digit but a time of day, no weekday, month or number word states no day
   * to compare ("we look forward to your stay", "arrival and departure as booked") and needs no check (../gate.ts).
   */
  otherStay: string[];
  /** Room and bed nouns, and room types that name a room alone ("twin", "suite", "Doppelzimmer"). */
  room: string[];
  /** Board and meals. */
  board: string[];
  /** Guests, adults, children, persons. */
  guests: string[];
  /** Titles and name labels that introduce the guest's name ("Mr", "a nombre de", "au nom de"). */
  name: string[];
  /** A rate or price: a topic only in a sentence that names the room or the board ("the rate for the double is 120"). */
  price: string[];
  /** Cancellation and no-show. */
  cancellation: string[];
  /** Another hotel or building: an annex, a sister or partner hotel, a relocation. */
  elsewhere: string[];
  /** A time limit ("until 18:00", "hasta las 18", "bis 18 Uhr"). */
  timeLimit: string[];
  /** A rate said to include what it names ("breakfast included"): the rate then only restates the board. */
  included: string[];
  /**
   * Practical information a desk adds to any confirmation, which holds topic words but states nothing of this booking
   * to compare: check-in and check-out hours, parking, city tax, an online check-in link, breakfast hours, "we look
   * forward to welcoming you", a free cancellation's terms.
   */
  benign: string[];
  /** A greeting or closing ("Dear Mr Keller", "Bonjour Madame"): benign in a sentence of a few words. */
  greetings: string[];
  /**
   * The hotel's own people and the words that send the guest to them ("our manager", "from reception", "ask for",
   * "wenden Sie sich an"): a titled name beside them that is not the guest's is the desk's ("Mr Rossi, our manager, will
   * welcome them"), not a statement about the guest's name (../gate.ts).
   */
  staff: string[];
}

const MONTHS_EN = 'january|february|march|april|may|june|july|august|september|october|november|december';

export const TOPIC_LEXICONS: Record<Language, TopicLexicon> = {
  en: {
    stay: ['arriv\\p{L}*', 'depart(?:ure|ures|ing|s)?', 'check[- ]?in', 'check[- ]?out', 'nights?', 'leav(?:e|es|ing)', '(?:mon|tues|wednes|thurs|fri|satur|sun)day', `\\d\\d?(?:st|nd|rd|th)?\\.? (?:of )?(?:${MONTHS_EN})`, `(?:${MONTHS_EN}) \\d{1,2}`, '\\d\\d?(?:st|nd|rd|th)', 'stay(?:s|ing)?', 'dates?', '(?:for|from|during) the (?:(?:following|next|same|whole|entire|previous) )?week(?:-?end)?', 'the (?:following|next|previous) week(?:-?end)?', 'tomorrow', 'tonight'],
    otherStay: ['days?', 'weeks?', 'week-?ends?', 'months?', 'fortnight', 'tomorrow', 'today', 'tonight', 'yesterday', 'later', 'earlier', 'instead', 'rather', 'chang\\p{L}*', 'mov(?:e|ed|ing)', 'shift\\p{L}*', 'postpon\\p{L}*', 'full(?:y booked)?', 'sold out', 'overbook\\p{L}*', 'longer', 'shorter', 'delay\\p{L}*', 'early', 'reschedul\\p{L}*', 'rebook\\p{L}*', 'amend\\p{L}*', 'modif\\p{L}*', 'updat\\p{L}*', 'adjust\\p{L}*', 'correct(?:ed|ion)', 'reduc\\p{L}*', 'cut short', '(?:bring|brought) forward', 'extend\\p{L}*', 'extension', 'shorten\\p{L}*', 'other', 'another', 'different', 'next(?! to)', 'following', 'previous', '(?<!room )only', 'extra', 'additional', 'first', 'last', 'christmas', 'xmas', 'easter', 'new year\\p{L}*', 'not', 'cannot', '\\p{L}+n[\'’]t', 'never', 'without', 'but', 'however'],
    room: ['beds?(?! ?(?:and|&))', 'twin', 'suite', 'junior suite', 'studio', 'apartment', 'sgl', 'dbl', 'twn', '(?:double|single|triple|quadruple|family|twin|superior|deluxe|standard|classic|executive|king|queen) rooms?', 'king(?:-?size)?', 'queen(?:-?size)?'],
    board: ['breakfast', 'board', 'half-?board', 'full-?board', 'all-?inclusive', 'room only', 'b ?& ?b', 'bed (?:and|&) breakfast'],
    guests: ['guests', 'adults?', 'child(?:ren)?', 'kids', 'persons?', 'people', 'pax', 'infants?', 'bab(?:y|ies)', 'occupancy'],
    name: ['mrs?', 'ms', 'miss', 'in the name of', 'under the name', 'guest name', 'lead guest', 'name of the guest', '(?:guest|client)(?=\\s*[:|][ \\t]*\\p{L})'],
    price: ['rates?', 'price', 'tariff', 'costs?', 'charged?', 'supplement', 'eur', 'euros?', 'usd', 'gbp'],
    cancellation: ['cancel\\p{L}*', 'no-?show'],
    elsewhere: ['annexe?', 'sister (?:hotel|property)', 'partner hotel', 'other (?:hotel|building|property)', 'another (?:hotel|building|property)', '(?:nearby|neighbou?ring) (?:hotel|property)', 'separate building', 'relocat\\p{L}*', 'rehous\\p{L}*'],
    timeLimit: ['(?:until|till|by|before|latest|no later than) \\d{1,2}(?:[:h]\\d\\d)? ?(?:am|pm|h|hrs|o.clock)', '(?:until|till|by|before|latest|no later than) \\d{1,2}[:h]\\d{2,3}'],
    included: ['incl\\p{L}*', 'includ\\p{L}*', 'rate plan', 'rate(?=\\s*[:|]|[ \\t]{2})', '(?:b ?& ?b|bb|bed (?:and|&) breakfast|breakfast|half[- ]board|full[- ]board|room only) rate'],
    benign: [
      '\\d{1,2}(?:st|nd|rd|th) floor', 'floor \\d{1,2}',
      'check[- ]?in (?:is |time is |starts |begins )?(?:from|after|as of|at)', 'check[- ]?out (?:is |time is )?(?:until|till|by|before|at)', '(?:rooms? (?:is |are |will be )?)?(?:ready|available) (?:from|after|as of) \\d{1,2}',
      'parking', 'car park', 'garage', 'city tax', 'tourist tax', 'resort fee', 'online check[- ]?in', 'pre-?check[- ]?in', 'look(?:ing)? forward', 'welcoming (?:you|them|your)',
      'enjoy (?:your|their) stay', 'pleasant stay', 'ecotax', 'visitor levy', 'levy', 'thank you for (?:choosing|your booking|booking|your reservation)', 'breakfast is served', 'served (?:from|between|daily|until|till)', 'reception is open', 'open 24', '24 ?h(?:ours)?', 'wi-?fi',
      'free (?:of charge )?cancellation', 'cancellation (?:is )?free', 'room (?:no\\.? |number )?\\d{2,4}', 'assign\\p{L}*', 'allocat\\p{L}*', '(?:guest|client|customer) (?:no|number|id)', 'late arrival', 'arriv\\p{L}* late', 'night (?:porter|receptionist|staff|manager)', 'key ?(?:box|safe)', '(?:departure|check[- ]?out)[^\\n]{0,60}(?:until|by|before) \\d{1,2}(?:[:h.]?\\d\\d|h)?', 'reception (?:closes|is open)', 'free of charge', 'without (?:charge|penalty)', 'arriv\\p{L}* (?:after|from) \\d{1,2}(?:[:h.]?\\d{2,3}|h)?', 'bookable', 'can be (?:added|booked)', 'at an extra (?:cost|charge)', 'optional', 'safe (?:journey|travels?|trip)', 'folio', 'issued', 'call us', 'contact us', 'reach us', 'early check[- ]?in', 'late check[- ]?out', 'early arrival', 'arrival time', 'time of arrival', 'reception[^\\n.]{0,20}(?:until|till|from|closes|opens)', 'cancellation (?:policy|terms|conditions)', 'special requests?', 'check-?(?:in|out):? (?:from |until |by )?\\d{1,2}[:.h]\\d{2,3}', '(?:under|up to|until|below) \\d{1,2} years?', 'date of issue', 'issue date', 'breakfast (?:from )?\\d{1,2}[:.h]\\d{2,3}',
    ],
    greetings: ['dear', 'hello', 'hi', 'good (?:morning|afternoon|evening|night)', '(?:have a )?(?:good|quiet|nice|restful) night', '(?:kind|best|warm) regards', 'regards', 'sincerely'],
    staff: ['our (?:\\p{L}+ )?(?:manager|owner|host|hostess|receptionist|concierge|colleague|housekeeper|director|team|staff)', '(?:manager|owner|host|hostess|receptionist|concierge|colleague|housekeeper|director)', '(?:from|of|at) (?:the |our )?(?:reception|front desk|front office|guest relations|reservations?(?: team| office| department)?)', '(?:ask|asking) for', '(?:contact|speak to|talk to|reach|call)'],
  },
  es: {
    stay: ['llegada', 'llega\\p{L}*', 'entrada', 'salida', 'salen', 'sale', 'noches?', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo', '\\d\\d?\\.?(?:er)? (?:de )?(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)', '(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre) \\d{1,2}', 'estancias?', 'se van', 'se iran', 'estadias?', 'fechas?', '(?:para|durante|desde) la (?:(?:siguiente|proxima|misma|otra) )?semana', 'la semana (?:siguiente|proxima|que viene|del?)', '(?:para|durante) el (?:(?:siguiente|proximo) )?fin de semana', 'el fin de semana (?:siguiente|proximo|del?)', 'pernoctacion(?:es)?', '(?:el|del|al|para el|desde el|hasta el|el dia|del dia|dia) \\d{1,2}(?![\\p{N}]|\\s*(?:[:h.,/-]?\\s*\\d|%|€|h\\b|horas|personas|adultos|habitaciones|noches|de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)))'],
    otherStay: ['dias?', 'semanas?', 'fin(?:es)? de semana', 'finde', 'mes(?:es)?', 'quincena', '(?<!(?:por|de|esta|la) )manana', 'hoy', 'esta noche', 'ayer', 'en (?:lugar|vez)', 'cambi\\p{L}*', 'modific\\p{L}*', 'adelant\\p{L}*', 'retras\\p{L}*', 'aplaz\\p{L}*', '(?<!pension )complet[oa]s?', 'llen[oa]s?', 'agotad[oa]s?', 'sobreventa', 'vispera', 'mas tiempo', 'menos tiempo', 'anticipad\\p{L}*', 'reprogram\\p{L}*', 'corregid\\p{L}*', 'actualizad\\p{L}*', 'ajustad\\p{L}*', 'reducid\\p{L}*', 'pospu\\p{L}*', 'ampli\\p{L}*', 'prolong\\p{L}*', 'acort\\p{L}*', 'otr[oa]s?', 'distint[oa]s?', 'diferentes?', 'proxim[oa]s?', 'siguientes?', 'anterior(?:es)?', 'solo(?! alojamiento)', 'solamente', 'unicamente', 'extra', 'adicional(?:es)?', 'primer[oa]?s?', 'ultim[oa]s?', 'navidad', 'semana santa', 'pascua', 'nochevieja', 'ano nuevo', 'puente', 'no(?![.º°]|\\s*\\d)', 'nunca', 'sin', 'pero', 'sin embargo'],
    room: ['camas?', 'suite', 'junior suite', 'estudio', 'apartamento', 'doble', 'individual', 'triple', 'matrimonio', 'matrimonial'],
    board: ['desayuno', 'pension', 'media pension', 'pension completa', 'todo incluido', 'solo alojamiento', 'alojamiento y desayuno', 'regimen'],
    guests: ['huespedes', 'adultos?', 'ninos?', 'ninas?', 'menores', 'bebes?', 'personas?', 'pax', 'ocupantes', 'ocupacion'],
    name: ['sr', 'sra', 'srta', 'senor', 'senora', 'a nombre de', 'nombre del (?:titular|cliente|huesped)', 'titular', '(?:huesped|cliente)(?=\\s*[:|][ \\t]*\\p{L})'],
    price: ['tarifa', 'precio', 'importe', 'coste', 'suplemento', 'cargo', 'euros?'],
    cancellation: ['cancel\\p{L}*', 'anul\\p{L}*', 'no-?show', 'no se present\\p{L}*'],
    elsewhere: ['anexo', 'edificio', 'hotel hermano', 'otro hotel', 'hotel (?:vecino|cercano|asociado)', 'reubic\\p{L}*', 'realoj\\p{L}*'],
    timeLimit: ['(?:hasta|antes de|a mas tardar a) (?:las )?\\d{1,2}(?:[:h]\\d\\d)? ?(?:h|hrs|horas)', '(?:hasta|antes de|a mas tardar a) (?:las )?\\d{1,2}[:h]\\d{2,3}'],
    included: ['inclu\\p{L}*', 'tarifa(?=\\s*[:|]|[ \\t]{2})'],
    benign: [
      'check[- ]?in anticipado', 'entrada anticipada', 'llegada anticipada', 'salida tardia', 'check[- ]?out tardio', 'late check[- ]?out', '\\d{1,2}(?:ª|a)? planta', 'planta \\d{1,2}', '\\d{1,2}(?:º|o)? piso',
      '(?:el )?check[- ]?in (?:es )?(?:a partir de|desde|despues de)', 'entrada (?:es )?(?:a partir de|desde)', 'salida (?:es )?(?:hasta|antes de)', 'habitaciones? (?:esta|estan|estara|estaran) (?:lista|listas|disponibles?) (?:a partir|desde)',
      'aparcamiento', 'parking', 'garaje', 'tasa turistica', 'impuesto turistico', 'check[- ]?in online', 'pre-?check[- ]?in', '(?:les|le|los|las) esperamos', 'esperamos (?:recibir|darle|darles|verle|verles)', 'encantados de (?:recibir|dar|acoger)\\p{L}*',
      'disfrut\\p{L}*', 'feliz estancia', 'gracias por (?:elegir|confiar|su reserva)', 'desayuno se sirve', 'se sirve (?:de|desde|entre)', 'recepcion (?:esta )?abierta', '24 ?h(?:oras)?', 'wi-?fi',
      'cancelacion gratuita', 'sin gastos de cancelacion', 'ecotasa', 'tasa (?:municipal|de alojamiento)', 'habitacion(?: asignada)?:? \\d{2,4}', 'asignad\\p{L}*', 'se asigna\\p{L}*', 'numero de cliente', 'llegada tard\\p{L}*', 'llegan? tarde', '(?:recepcionista|conserje|recepcion) de noche', 'cajetin', '(?:salida|check[- ]?out)[^\\n]{0,60}(?:hasta|antes de) (?:las )?\\d{1,2}(?:[:h.]?\\d\\d|h)?', 'recepcion (?:cierra|abre)', 'sin (?:gastos|coste|cargo)', 'llegada (?:a partir de|despues de|desde) las \\d{1,2}(?:[:h.]?\\d{2,3}|h)?', 'opcional', 'puede (?:anadirse|contratarse|reservarse)', 'buen viaje', 'folio', 'emitid[oa]', 'llam(?:arnos|enos)', 'contact(?:arnos|enos)', 'llegada anticipada', 'salida tardia', 'entrada anticipada', 'hora (?:prevista )?de (?:llegada|entrada)', 'recepcion[^\\n.]{0,20}(?:hasta|desde|cierra|abre)', '(?:politica|condiciones) de (?:cancelacion|anulacion)', 'gratuita', 'gratis', '(?:peticion|solicitud)(?:es)? especial(?:es)?', '(?:menores de|hasta) \\d{1,2} anos', 'fecha (?:de )?emision', 'desayuno (?:de )?\\d{1,2}[:.h]\\d{2,3}',
    ],
    greetings: ['estimad[oa]s?', 'senor(?:a|es|as)?', 'apreciad[oa]s?', 'hola', 'buen(?:os|as) (?:dias|tardes|noches)', 'saludos', 'un saludo', 'atentamente', 'cordialmente'],
    staff: ['nuestr[oa] (?:\\p{L}+ )?(?:director|directora|gerente|propietari[oa]|duen[oa]|anfitrion|anfitriona|recepcionista|conserje|companer[oa]|gobernanta|equipo)', '(?:director|directora|gerente|propietari[oa]|duen[oa]|anfitrion|anfitriona|recepcionista|conserje|companer[oa]|gobernanta)', '(?:de|en) (?:la )?(?:recepcion|relaciones con (?:el )?cliente|(?:departamento|central) de reservas|reservas)', '(?:pregunten?|preguntar) por', '(?:contacten? con|contactar con|dirijanse a|dirijase a|hablen? con|llamen? a)'],
  },
  fr: {
    stay: ['arrivee', 'arriv\\p{L}*', 'depart', 'nuits?', 'nuitees?', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche', '\\d\\d?\\.?(?:er)? (?:de )?(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)', '(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre) \\d{1,2}', 'sejours?', 'partent', 'partiront', 'partira', 'dates?', '(?:pour|pendant|a partir de) la (?:semaine|quinzaine)', 'la semaine (?:suivante|prochaine|d.apres|du)', 'la (?:prochaine|meme) semaine', '(?:pour|pendant) le week-?end', 'le week-?end (?:suivant|prochain|du)', '(?:le|du|au|pour le|a partir du|jusqu.au) \\d{1,2}(?:er)?(?![\\p{N}]|\\s*(?:[:h.,/-]?\\s*\\d|%|€|h\\b|heures|personnes|adultes|chambres|nuits|(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)))'],
    otherStay: ['jours?', 'journees?', 'semaines?', 'week-?ends?', 'mois', 'quinzaine', 'demain', 'aujourd.hui', 'ce soir', 'hier', 'plus (?:tard|tot)', 'avance\\p{L}*', 'au lieu', 'plutot', 'chang\\p{L}*', 'modifi\\p{L}*', 'decal\\p{L}*', '(?<!pension )complete?s?', 'surbook\\p{L}*', 'lendemain', 'veille', 'plus longtemps', 'moins longtemps', 'retard\\p{L}*', 'anticip\\p{L}*', 'reprogramm\\p{L}*', 'corrig\\p{L}*', 'mis a jour', 'ajust\\p{L}*', 'redui\\p{L}*', 'report\\p{L}*', 'prolong\\p{L}*', 'raccourc\\p{L}*', 'autres?', 'differente?s?', 'prochaine?s?', 'suivante?s?', 'precedente?s?', 'seulement', 'uniquement', 'supplementaires?', 'premiere?s?', 'derniere?s?', 'noel', 'paques', 'nouvel an', 'reveillon', 'ne', 'n', 'pas', 'jamais', 'sans', 'mais', 'cependant', 'toutefois'],
    room: ['chambres? (?:double|twin|single|triple|familiale|individuelle|simple)', 'lits?', 'suite', 'junior suite', 'studio', 'appartement', 'double', 'twin', 'single', 'triple'],
    board: ['petits?-?dejeuners?', 'demi-?pension', 'pension complete', 'tout (?:compris|inclus)', 'logement seul'],
    guests: ['clients', 'adultes?', 'enfants?', 'bebes?', 'personnes?', 'pax', 'occupants', 'occupation'],
    name: ['monsieur', 'madame', 'mme', 'mlle', 'au nom de', 'nom du (?:client|voyageur)', 'famille', 'client(?=\\s*[:|][ \\t]*\\p{L})'],
    price: ['tarif', 'prix', 'montant', 'cout', 'supplement', 'euros?'],
    cancellation: ['annul\\p{L}*', 'no-?show'],
    elsewhere: ['annexe', 'dependance', 'batiment', 'hotel partenaire', 'autre hotel', 'hotel voisin', 'etablissement partenaire', 'deloge\\p{L}*', 'reloge\\p{L}*'],
    timeLimit: ['(?:jusqu.a|avant|au plus tard a) \\d{1,2} ?(?:h|heures)\\d{0,2}', '(?:jusqu.a|avant|au plus tard a) \\d{1,2}:\\d{2,3}'],
    included: ['inclu\\p{L}*', 'compris', 'tarif(?=\\s*[:|]|[ \\t]{2})'],
    benign: [
      'arrivee anticipee', 'check[- ]?in anticipe', 'depart tardif', 'late check[- ]?out', 'early check[- ]?in', '\\d{1,2}(?:e|eme|er) etage', 'etage \\d{1,2}',
      '(?:l.)?arrivee (?:est possible |se fait )?(?:a partir de|des)', 'check[- ]?in (?:est )?(?:a partir de|des)', 'chambres? (?:est |sont )?disponibles? (?:a partir de|des)', 'depart (?:avant|jusqu.a)', 'liberer la chambre',
      'parking', 'garage', 'taxe de sejour', 'check[- ]?in en ligne', 'pre-?check[- ]?in', 'au plaisir', 'nous nous rejouissons', 'dans l.attente de vous', 'vous accueillir', 'bon sejour', 'agreable sejour',
      'merci (?:de|pour) (?:votre|avoir)\\p{L}*', 'petit-?dejeuner est servi', 'servi (?:de|entre|des|jusqu.a)', 'reception (?:est )?ouverte', '24 ?h(?:/24)?', 'wi-?fi', 'annulation gratuite', 'sans frais d.annulation', 'dans l.attente de', 'chambres? (?:n. ?)?\\d{2,4}', 'attribu\\p{L}*', 'numero (?:de )?client', 'arrivee tardive', 'arriv\\p{L}* tard', 'veilleur de nuit', 'boite a cles', '(?:depart|check[- ]?out)[^\\n]{0,60}(?:avant|jusqu.a) \\d{1,2}(?:[:h.]?\\d\\d|h)?', 'reception (?:ferme|ouvre)', 'sans frais', 'arrivee (?:apres|a partir de|des) \\d{1,2}(?:[:h.]?\\d{2,3}|h)?', 'facultatif', 'en supplement', 'a reserver sur place', 'bon voyage', 'bonne route', 'folio', 'nous (?:appeler|contacter|joindre)', 'arrivee anticipee', 'depart tardif', 'check[- ]?in anticipe', 'heure (?:d.arrivee|prevue)', 'reception[^\\n.]{0,20}(?:jusqu|des|ferme|ouvre)', '(?:conditions?|politique) d.annulation', 'gratuite?s?', 'demandes? (?:particuliere|speciale)s?', '(?:moins de|jusqu.a) \\d{1,2} ans', 'date d.emission', 'petit-?dejeuner (?:de )?\\d{1,2}[:.h]\\d{2,3}',
    ],
    greetings: ['bonjour', 'bonsoir', 'bonne (?:nuit|soiree)', 'chere?s?', 'madame,? monsieur', 'cordialement', 'bien cordialement', 'salutations'],
    staff: ['notre (?:\\p{L}+ )?(?:directeur|directrice|gerant|gerante|proprietaire|hote|hotesse|receptionniste|concierge|collegue|gouvernante|equipe)', '(?:directeur|directrice|gerant|gerante|proprietaire|hote|hotesse|receptionniste|concierge|collegue|gouvernante)', '(?:de|a) (?:la )?(?:reception|relation client|centrale de reservation|service (?:des )?reservations?)', '(?:demandez|demander)(?: a parler a)?', '(?:contactez|contacter|adressez-vous a|appelez)'],
  },
  de: {
    stay: ['anreise\\p{L}*', 'ankunft', 'abreise\\p{L}*', 'nacht', 'nachte\\p{L}*', 'montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag', '\\d\\d?\\.?(?:er)? (?:de )?(?:januar|februar|marz|april|mai|juni|juli|august|september|oktober|november|dezember)', '(?:januar|februar|marz|april|mai|juni|juli|august|september|oktober|november|dezember) \\d{1,2}', 'ubernachtungen', 'reis(?:en|t)', 'aufenthalt\\p{L}*', 'zeitraum', 'reisedat\\p{L}*', 'datum', 'daten', '(?:fur|in|ab) (?:die|der) (?:(?:folgende|nachste|gleiche|darauffolgende)n? )?woche', 'die (?:folgende|nachste|darauffolgende) woche', '(?:fur|am) (?:das )?(?:folgende|nachste)n? wochenende', '(?:am|vom|zum|bis zum|ab dem|ab) \\d{1,2}\\.(?![\\p{N}]|\\s*(?:\\d|(?:januar|februar|marz|april|mai|juni|juli|august|september|oktober|november|dezember)))'],
    otherStay: ['tage?n?', 'woche\\p{L}*', 'monat\\p{L}*', '(?<!(?:am|den|jeden|guten) )morgen', 'ubermorgen', 'heute', 'gestern', 'spater', 'fruher', 'vorher', 'statt', 'anstatt', 'stattdessen', 'geandert', 'anderung\\p{L}*', 'andern', 'verschieb\\p{L}*', 'verschoben', 'ausgebucht', 'voll(?:standig)? belegt', 'uberbucht', 'vortag', 'folgetag', 'langer', 'kurzer', 'verspat\\p{L}*', 'vorzeitig\\p{L}*', 'umgebucht', 'korrigiert', 'aktualisiert', 'angepasst', 'reduziert', 'verleg\\p{L}*', 'verlanger\\p{L}*', 'verkurz\\p{L}*', 'andere\\p{L}*', 'nachste\\p{L}*', 'folgende\\p{L}*', 'vorige\\p{L}*', 'nur', 'zusatzlich\\p{L}*', 'erste\\p{L}*', 'letzte\\p{L}*', 'weihnacht\\p{L}*', 'ostern', 'silvester', 'neujahr', 'nicht', 'kein\\p{L}*', 'nie', 'ohne', 'aber', 'jedoch', 'allerdings'],
    room: ['(?:doppel|einzel|zweibett|dreibett|vierbett|mehrbett|familien|komfort|standard|superior|deluxe|economy|classic|business)zimmer', 'bett\\p{L}*', 'ez', 'dz', 'suite', 'studio', 'appartement', 'ferienwohnung'],
    board: ['fruhstuck\\p{L}*', '(?:buffet|inklusiv)fruhstuck', 'halbpension', 'vollpension', 'verpflegung'],
    guests: ['gaste\\p{L}*', 'personen?', 'erwachsene\\p{L}*', 'kind(?:er)?', 'babys?', 'belegung'],
    name: ['herr\\p{L}*', 'frau', 'familie', 'auf den namen', '(?:im|unter dem) namen', 'gastname', 'gast(?=\\s*[:|][ \\t]*\\p{L})'],
    price: ['preis\\p{L}*', 'tarif\\p{L}*', 'rate', 'betrag', 'kosten', 'zuschlag', 'aufpreis', 'euro'],
    cancellation: ['storn\\p{L}*', 'annull\\p{L}*', 'no-?show'],
    elsewhere: ['nebengebaude', 'dependance', 'gastehaus', 'partnerhotel', 'schwesterhotel', 'anderes hotel', 'anderen hotel', 'umgebucht', 'umquartier\\p{L}*'],
    timeLimit: ['(?:bis|vor|spatestens(?: um)?) \\d{1,2}(?:[:.]\\d\\d)? ?uhr', '(?:bis|vor|spatestens(?: um)?) \\d{1,2}:\\d{2,3}'],
    included: ['inklusive', 'inkl', 'inbegriffen', 'enthalten', 'rate(?=\\s*[:|]|[ \\t]{2})', 'tarif(?=\\s*[:|]|[ \\t]{2})'],
    benign: [
      'fruhe[rn]? check[- ]?in', 'fruher anreise', 'spate[rn]? check[- ]?out', 'late check[- ]?out', 'early check[- ]?in', '\\d{1,2}\\. (?:stock|og|etage|obergeschoss)',
      'check[- ]?in (?:ist )?(?:ab|von)', 'anreise (?:ist )?ab', 'zimmer (?:sind |ist )?(?:ab|bezugsfertig)', 'abreise (?:bis|vor)', 'parkplatz\\p{L}*', 'tiefgarage', 'garage', 'kurtaxe', 'city-?tax', 'ortstaxe', 'touristenabgabe',
      'online-?check[- ]?in', 'freuen uns', 'angenehmen aufenthalt', 'schonen aufenthalt', 'vielen dank fur (?:ihre|die) (?:buchung|reservierung)', 'fruhstuck (?:wird|gibt es|gibt.s|ist) (?:\\p{L}+ ){0,2}(?:von|ab|zwischen|bis)',
      'rezeption (?:ist )?(?:rund um die uhr|ab|von)', '24 ?(?:h|stunden)', 'wlan', 'wi-?fi', 'kostenfrei(?:e)? storn\\p{L}*', 'kostenlos(?:e)? storn\\p{L}*', 'zimmer(?:nummer|nr\\.?)? ?\\d{2,4}', 'vorgesehen', 'zugeteilt', 'gast-?nr\\.?', 'gastnummer', 'spate\\p{L}* anreise', 'kommen spat', 'spat an', 'nachtportier', 'schlusselsafe', '(?:abreise|check[- ]?out)[^\\n]{0,60}(?:bis|vor) \\d{1,2}(?:[:h.]?\\d\\d|h)?', 'rezeption (?:schliesst|offnet)', 'kostenfrei', 'kostenlos', 'vergeben', '(?:anreise|ankunft) (?:ab|nach) \\d{1,2}(?:[:h.]?\\d{2,3}|h)?', 'zubuchbar', 'buchbar', 'optional', 'gegen aufpreis', '(?:angenehme|gute) (?:anreise|fahrt|reise)', 'folio', 'ausgestellt', 'uns (?:\\p{L}+ )?(?:anrufen|kontaktieren|erreichen)', 'fruh(?:er|e|en)? (?:check[- ]?in|anreise)', 'spat(?:er|e|en)? (?:check[- ]?out|abreise)', '(?:ankunfts|anreise)zeit', 'rezeption[^\\n.]{0,20}(?:bis|ab|von|schliesst|offnet)', 'storn(?:o|ierungs)(?:bedingungen|regelung)', 'annullationsbedingungen', 'voraussichtlich', 'sonderwunsch\\p{L}*', '(?:unter|bis) \\d{1,2} jahren?', 'ausstellungsdatum', 'rechnungsdatum', 'fruhstuck (?:von )?\\d{1,2}[:.]\\d{2,3}',
    ],
    greetings: ['sehr geehrte\\p{L}*', 'damen und herren', 'liebe[r]?', 'hallo', 'guten (?:tag|morgen|abend)', '(?:gute|ruhige|schone|angenehme) nacht', 'mit freundlichen grussen', 'freundliche grusse', 'beste grusse', 'viele grusse'],
    staff: ['(?:unser|unsere|unserer|unseren) (?:\\p{L}+ )?(?:direktor\\p{L}*|geschaftsfuhrer\\p{L}*|inhaber\\p{L}*|gastgeber\\p{L}*|rezeptionist\\p{L}*|concierge|kolleg\\p{L}*|hausdame|team)', '(?:direktor\\p{L}*|geschaftsfuhrer\\p{L}*|inhaber\\p{L}*|gastgeber\\p{L}*|rezeptionist\\p{L}*|concierge|kolleg\\p{L}*|hausdame)', '(?:an|von|bei) (?:der |unserer )?(?:rezeption|empfang|reservierung(?:sabteilung)?|gastebetreuung)', '(?:wenden sie sich|melden sie sich|fragen sie)(?: \\p{L}+){0,2} (?:an|bei|nach)', '(?:kontaktieren|anrufen)'],
  },
  it: {
    stay: ['arriv\\p{L}*', 'partenz\\p{L}*', 'notti', 'notte', 'lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato', 'domenica', '\\d\\d?\\.?(?:er)? (?:de )?(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)', '(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) \\d{1,2}', 'pernottamenti', 'partono', 'partiranno', 'soggiorno', 'date', '(?:per|durante|dalla) la (?:(?:settimana )?(?:successiva|prossima|seguente) |stessa )?settimana', 'la settimana (?:successiva|prossima|seguente|dopo|del|dal)', 'la (?:prossima|stessa) settimana', '(?:per|durante) il (?:prossimo )?fine settimana', 'il fine settimana (?:successivo|prossimo|del|dal)', '(?:il|del|al|dal|per il|fino al) \\d{1,2}(?![\\p{N}]|\\s*(?:[:h.,/-]?\\s*\\d|%|€|h\\b|ore|persone|adulti|camere|notti|(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)))'],
    otherStay: ['giorn\\p{L}*', 'settiman\\p{L}*', 'fine settimana', 'weekend', 'mes[ei]', 'domani', 'oggi', 'stasera', 'ieri', 'prima(?! colazione| dell| delle| di)', 'invece', 'anziche', 'cambi\\p{L}*', 'modific\\p{L}*', 'spost\\p{L}*', 'al completo', 'pien[oi]', 'overbooking', 'indomani', 'vigilia', 'piu a lungo', 'meno a lungo', 'ritard\\p{L}*', 'riprogramm\\p{L}*', 'aggiornat\\p{L}*', 'ridott\\p{L}*', 'anticip\\p{L}*', 'posticip\\p{L}*', 'prolung\\p{L}*', 'accorci\\p{L}*', 'altr[aoie]', 'divers[aoie]', 'prossim[aoie]', 'successiv[aoie]', 'precedent[ei]', 'solo(?! pernottamento)', 'soltanto', 'aggiuntiv[aoie]', 'ultim[aoie]', 'natale', 'pasqua', 'capodanno', 'ferragosto', 'non', 'mai', 'senza', 'ma', 'pero', 'tuttavia'],
    room: ['lett\\p{L}*', 'singola', 'doppia', 'matrimoniale', 'tripla', 'suite', 'monolocale', 'appartamento'],
    board: ['colazione', 'mezza pensione', 'pensione completa', 'trattamento', 'solo pernottamento'],
    guests: ['ospiti', 'adulti?', 'bambin\\p{L}*', 'neonat\\p{L}*', 'person[ae]', 'pax', 'occupazione'],
    name: ['sig', 'sigra', 'signor\\p{L}*', 'dott\\p{L}*', 'a nome d\\p{L}*', 'intestat\\p{L}*', 'nome ospite', 'ospite(?=\\s*[:|][ \\t]*\\p{L})'],
    price: ['tariffa', 'prezzo', 'importo', 'costo', 'supplemento', 'euro'],
    cancellation: ['cancell\\p{L}*', 'annull\\p{L}*', 'disdett\\p{L}*', 'no-?show'],
    elsewhere: ['dependance', 'annesso', 'edificio', 'struttura (?:partner|vicina|convenzionata)', 'hotel (?:partner|vicino|convenzionato)', 'altro hotel', 'riprotett\\p{L}*'],
    timeLimit: ['(?:fino alle|entro le|prima delle|non oltre le) \\d{1,2}(?:[:.]\\d\\d)?'],
    included: ['inclus\\p{L}*', 'compres\\p{L}*', 'tariffa(?=\\s*[:|]|[ \\t]{2})'],
    benign: [
      'check[- ]?in anticipato', 'arrivo anticipato', 'partenza posticipata', 'late check[- ]?out', 'early check[- ]?in', 'per chi arriva', 'chi arriva (?:in|col|con|da)', 'arrivando (?:in|col|con|da)',
      '\\d{1,2}(?:°|º|o)? piano', 'piano \\d{1,2}',
      'check[- ]?in (?:e )?(?:dalle|a partire dalle|dopo le)', 'check[- ]?out (?:e )?(?:entro|fino)', 'camere? (?:e |sono |sara |saranno )?disponibil\\p{L}* (?:dalle|a partire)', 'parcheggio', 'garage', '(?:tassa|imposta) di soggiorno',
      'check[- ]?in online', 'vi aspettiamo', '(?:lieti|felici) di (?:accogliervi|ospitarvi|darvi|accogliere|ospitare)', 'buon soggiorno', 'piacevole soggiorno', 'grazie per (?:aver scelto|la prenotazione)', 'colazione (?:e )?servita', 'servita (?:dalle|tra|fino alle)',
      'reception (?:e )?aperta', '24 ?(?:h|ore)', 'wi-?fi', 'cancellazione gratuita', 'camera:? (?:n. ?)?\\d{2,4}', 'assegnat\\p{L}*', 'codice cliente', 'arrivo tardivo', 'arrivano tardi', 'portiere di notte', '(?:partenza|check[- ]?out)[^\\n]{0,60}(?:entro|fino) (?:le |alle )?\\d{1,2}(?:[:h.]?\\d\\d|h)?', 'reception chiude', 'senza (?:penali|costi|spese)', '(?:arrivo|check[- ]?in) (?:dopo|dalle|a partire dalle) (?:le )?\\d{1,2}(?:[:h.]?\\d{2,3}|h)?', 'facoltativ[ao]', 'prenotabile', 'con supplemento', 'buon viaggio', 'folio', 'emess[ao]', '(?:contattarci|chiamarci)', 'check[- ]?in anticipato', 'check[- ]?out posticipato', 'arrivo anticipato', 'orario (?:di |d.)arrivo', 'reception[^\\n.]{0,20}(?:fino|dalle|chiude|apre)', '(?:condizioni|politica) di (?:cancellazione|annullamento)', 'gratuit[ao]', 'richiest[ae] special[ei]', '(?:sotto i|fino a) \\d{1,2} anni', 'data (?:di )?emissione', 'colazione (?:dalle )?\\d{1,2}[:.]\\d{2,3}',
    ],
    greetings: ['gentil\\p{L}*', 'egregi\\p{L}*', 'buongiorno', 'buonasera', 'buona ?notte', 'salve', 'cordiali saluti', 'distinti saluti', 'cari?'],
    staff: ['(?:il |la )?nostr[oa] (?:\\p{L}+ )?(?:direttore|direttrice|titolare|proprietari[oa]|host|receptionist|concierge|collega|governante|staff|team)', '(?:direttore|direttrice|titolare|proprietari[oa]|receptionist|concierge|collega|governante)', '(?:della|alla|dalla|dal|al) (?:reception|ricevimento|ufficio prenotazioni|centrale prenotazioni|guest relations)', '(?:chiedete|chiedere|domandate) (?:di|del|della)', '(?:contattate|contattare|rivolgetevi a|rivolgersi a|chiamate)'],
  },
  pt: {
    stay: ['chegada', 'cheg\\p{L}*', 'partida', 'saida', 'noites?', '(?:segunda|terca|quarta|quinta|sexta)-feira', 'sabado', 'domingo', '\\d\\d?\\.?(?:er)? (?:de )?(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)', '(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro) \\d{1,2}', 'diarias?', 'saem', 'sairao', 'partem', 'estadias?', 'estadas?', 'datas?', '(?:para|durante|a partir d)a (?:(?:seguinte|proxima|mesma|outra) )?semana', 'a semana (?:seguinte|que vem|de|da)', 'a (?:proxima|seguinte) semana', '(?:para|durante) o (?:proximo )?fim de semana', 'o fim de semana (?:seguinte|de|da)', '(?:o dia|no dia|do dia|ao dia|dia|ate dia|ate ao dia|ate o dia) \\d{1,2}(?![\\p{N}]|\\s*(?:[:h.,/-]?\\s*\\d|%|€|h\\b|horas|pessoas|adultos|quartos|noites|de (?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)))'],
    otherStay: ['dias?', 'semanas?', 'fins? de semana', 'mes(?:es)?', 'quinzena', 'amanha', 'hoje', 'esta noite', 'ontem', 'em (?:vez|lugar)', 'alter\\p{L}*', 'mud\\p{L}*', 'modific\\p{L}*', 'antecip\\p{L}*', 'lotad[oa]s?', 'esgotad[oa]s?', 'cheio', 'overbooking', 'vespera', 'mais tempo', 'menos tempo', 'atras\\p{L}*', 'reagend\\p{L}*', 'corrigid\\p{L}*', 'atualizad\\p{L}*', 'ajustad\\p{L}*', 'reduzid\\p{L}*', 'adiad\\p{L}*', 'prolong\\p{L}*', 'encurt\\p{L}*', 'outr[oa]s?', 'diferentes?', 'proxim[oa]s?', 'seguintes?', 'anterior(?:es)?', 'so(?! alojamento)', 'apenas(?! alojamento)', 'somente', 'extra', 'adiciona\\p{L}*', 'primeir[oa]s?', 'ultim[oa]s?', 'natal', 'pascoa', 'reveillon', 'ano novo', 'carnaval', 'nao', 'nunca', 'sem', 'mas', 'porem', 'contudo', 'no entanto'],
    room: ['camas?', 'suite', 'estudio', 'apartamento', 'duplo', 'triplo', 'casal', 'individual'],
    board: ['pequeno-?almoco', 'cafe da manha', 'meia pensao', 'pensao completa', 'tudo incluido', 'regime', 'so alojamento', 'apenas alojamento'],
    guests: ['hospedes', 'adultos?', 'criancas?', 'bebes?', 'pessoas?', 'pax', 'ocupantes', 'ocupacao'],
    name: ['sr', 'sra', 'senhor\\p{L}*', 'dona', 'em nome d\\p{L}*', 'titular', 'nome do hospede', 'hospede(?=\\s*[:|][ \\t]*\\p{L})'],
    price: ['tarifa', 'preco', 'valor', 'custo', 'suplemento', 'euros?'],
    cancellation: ['cancel\\p{L}*', 'anul\\p{L}*', 'no-?show'],
    elsewhere: ['anexo', 'edificio', 'hotel parceiro', 'outro hotel', 'unidade parceira', 'hotel (?:vizinho|proximo)', 'realoj\\p{L}*'],
    timeLimit: ['(?:ate as|antes das|o mais tardar as) \\d{1,2}(?:[:h]\\d\\d)?'],
    included: ['inclu\\p{L}*', 'tarifa(?=\\s*[:|]|[ \\t]{2})'],
    benign: [
      'check[- ]?in antecipado', 'chegada antecipada', 'saida tardia', 'check[- ]?out tardio', 'late check[- ]?out', 'early check[- ]?in', '\\d{1,2}(?:º|o)? andar', 'andar \\d{1,2}', '\\d{1,2}(?:º|o)? piso',
      'check[- ]?in (?:e )?(?:a partir das|apos as|desde as)', 'check[- ]?out (?:e )?(?:ate|antes)', 'quartos? (?:esta|estao|estara|estarao) (?:pront|disponive)\\p{L}* (?:a partir|desde)', 'estacionamento', 'garagem', 'taxa turistica',
      'check[- ]?in online', 'aguardamos', 'ficamos a aguardar', 'esperamos (?:receb\\p{L}*|ve-?l\\p{L}*)', 'boa estadia', 'obrigad[oa] por (?:escolher|ter escolhido|a sua reserva)', 'pequeno-?almoco (?:e )?servido', 'servido (?:das|entre|ate)',
      'rece[cp]cao (?:esta )?aberta', '24 ?(?:h|horas)', 'wi-?fi', 'cancelamento gratuito', 'quarto:? (?:n. ?)?\\d{2,4}', 'atribuid\\p{L}*', 'numero de cliente', 'chegada tardia', 'chegam tarde', 'rece[cp]cionista da noite', '(?:saida|check[- ]?out)[^\\n]{0,60}(?:ate|antes) (?:as |das )?\\d{1,2}(?:[:h.]?\\d\\d|h)?', 'rece[cp]cao fecha', 'sem (?:custos?|encargos)', 'chegada (?:a partir|depois) das \\d{1,2}(?:[:h.]?\\d{2,3}|h)?', 'opcional', 'pode ser adicionad[oa]', 'com suplemento', 'boa viagem', 'folio', 'emitid[oa]', '(?:contactar|ligar)-?nos', 'check[- ]?in antecipado', 'check[- ]?out tardio', 'chegada antecipada', 'hora (?:prevista )?de chegada', 'rece[cp]cao[^\\n.]{0,20}(?:ate|desde|fecha|abre)', '(?:politica|condicoes) de cancelamento', 'gratuit[oa]', 'pedidos? especia(?:l|is)', '(?:ate|menores de) \\d{1,2} anos', 'data (?:de )?emissao', 'pequeno-?almoco (?:das )?\\d{1,2}[:.h]\\d{2,3}',
    ],
    greetings: ['car[oa]s?', 'prezad[oa]s?', 'senhor(?:a|es|as)?', 'senhor\\(a\\)', 'exm[oa]s?', 'bom dia', 'boa (?:tarde|noite)', 'ola', 'cumprimentos', 'atenciosamente', 'com os melhores cumprimentos'],
    staff: ['(?:o |a )?noss[oa] (?:\\p{L}+ )?(?:diretor|diretora|gerente|proprietari[oa]|dono|anfitriao|anfitria|rececionista|recepcionista|concierge|colega|governanta|equipa|equipe)', '(?:diretor|diretora|gerente|proprietari[oa]|anfitriao|anfitria|rececionista|recepcionista|concierge|colega|governanta)', '(?:da|na) (?:rececao|recepcao|central de reservas|(?:equipa|equipe) de reservas|relacoes com (?:o )?cliente)', '(?:perguntem?|perguntar) (?:pel[oa]|por)', '(?:contactem?|contatem?|procurem?|falem? com|liguem? para)'],
  },
};

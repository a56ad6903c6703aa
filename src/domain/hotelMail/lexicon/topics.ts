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
  /**
   * Room and bed nouns, and room types that name a room alone ("twin", "suite", "Doppelzimmer"). Not French "suite à
   * votre demande", "tout de suite", "par la suite" (the English list too: a French text is read with both).
   */
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
  /**
   * A rate said to include what it names ("breakfast included"), or billed to the agency ("room and breakfast charged
   * to the agency", "a cargo de la agencia"): the rate then only restates the room and the board.
   */
  included: string[];
  /**
   * Practical information a desk adds to any confirmation, which holds topic words but states nothing of this booking
   * to compare: check-in and check-out hours, parking, city tax, an online check-in link, breakfast hours, "we look
   * forward to welcoming you", a free cancellation's terms.
   */
  benign: string[];
  /**
   * The desk asks at what hour the guests arrive, or says when the house shuts its door ("let me know what time they
   * arrive", "avísenme a qué hora llegan", "cerramos el zaguán a las 10 pm", "wir schließen die Haustür um 22 Uhr"): no
   * day of the stay. A sentence about the stay that holds one is read without them, and without the day of a feast
   * (`occasions`): it needs no check when what is left states no day (../gate.ts, r23).
   */
  hours: string[];
  /** The day of a feast or a local event said in passing ("en día de muertos", "on the day of the festival", "am Festtag"). */
  occasions: string[];
  /** A greeting or closing ("Dear Mr Keller", "Bonjour Madame"): benign in a sentence of a few words. */
  greetings: string[];
  /**
   * The hotel's own people and the words that send the guest to them ("our manager", "from reception", "ask for",
   * "wenden Sie sich an"): a titled name beside them that is not the guest's is the desk's ("Mr Rossi, our manager, will
   * welcome them"), not a statement about the guest's name (../gate.ts).
   */
  staff: string[];
  /**
   * A person who passed our request on to the desk, right after a titled name ("Herr Kern hat uns Ihre Anfrage
   * weitergeleitet", "Mr Kern forwarded us your request", "M. Kern nous a transmis votre demande"): the hotel's people,
   * not the guest's name, whatever the rest of the sentence confirms (r21).
   */
  forwarder: string[];
  /**
   * Words that narrow a fact of the sentence to part of the party (r20): one guest singled out ("for Ms Ruiz only", "the
   * second guest", "for one person"). A fact matched in the same sentence does not cover them (../gate.ts `limitOf`).
   */
  partParty: string[];
  /** Words that narrow a fact to part of the stay: "from the second morning", "only on arrival day", "two of the three nights". */
  partStay: string[];
  /** Words that make a meal of the board paid apart: "payable locally", "to be paid at the hotel", "at an extra charge", "not included". */
  paidApart: string[];
  /** What else may be paid apart in the same clause ("city tax payable locally", "parking at an extra charge"): not the board. */
  paidOther: string[];
  /** A child of the party named: "their son", "su hija", "leur bébé", "ihr Sohn", "il loro figlio", "o filho deles". */
  childNamed: string[];
}

const MONTHS_EN = 'january|february|march|april|may|june|july|august|september|october|november|december';

export const TOPIC_LEXICONS: Record<Language, TopicLexicon> = {
  en: {
    stay: ['arriv\\p{L}*', 'depart(?:ure|ures|ing|s)?', 'check[- ]?in', 'check[- ]?out', 'nights?', 'leav(?:e|es|ing)', '(?:mon|tues|wednes|thurs|fri|satur|sun)day', `\\d\\d?(?:st|nd|rd|th)?\\.? (?:of )?(?:${MONTHS_EN})`, `(?:${MONTHS_EN}) \\d{1,2}`, '\\d\\d?(?:st|nd|rd|th)', 'stay(?:s|ing)?', 'dates?', '(?:for|from|during) the (?:(?:following|next|same|whole|entire|previous) )?week(?:-?end)?', 'the (?:following|next|previous) week(?:-?end)?', 'tomorrow', 'tonight'],
    otherStay: ['days?', 'weeks?', 'week-?ends?', 'months?', 'fortnight', 'tomorrow', 'today', 'tonight', 'yesterday', 'later', 'earlier', 'instead', 'rather', 'chang\\p{L}*', 'mov(?:e|ed|ing)', 'shift\\p{L}*', 'postpon\\p{L}*', 'full(?:y booked)?', 'sold out', 'overbook\\p{L}*', 'longer', 'shorter', 'delay\\p{L}*', 'early', 'reschedul\\p{L}*', 'rebook\\p{L}*', 'amend\\p{L}*', 'modif\\p{L}*', 'updat\\p{L}*', 'adjust\\p{L}*', 'correct(?:ed|ion)', 'reduc\\p{L}*', 'cut short', '(?:bring|brought) forward', 'extend\\p{L}*', 'extension', 'shorten\\p{L}*', 'other', 'another', 'different', 'next(?! to)', 'following', 'previous', '(?<!room )only', 'extra', 'additional', 'first', 'last', 'christmas', 'xmas', 'easter', 'new year\\p{L}*', 'not', 'cannot', '\\p{L}+n[\'’]t', 'never', 'without', 'but', 'however'],
    room: ['doubles', 'singles', 'twins', 'triples', 'beds?(?! ?(?:and|&))', 'twin', '(?<!(?:tout de|par la|a la|donner|faisant|sans|de) )suite(?! (?:a|au|aux)(?![\\p{L}]))', 'junior suite', 'studio', 'apartment', 'sgl', 'dbl', 'twn', '(?:double|single|triple|quadruple|family|twin|superior|deluxe|standard|classic|executive|king|queen) rooms?', 'king(?:-?size)?', 'queen(?:-?size)?'],
    board: ['breakfast', 'board', 'half-?board', 'full-?board', 'all-?inclusive', 'room only', 'b ?& ?b', 'bed (?:and|&) breakfast'],
    guests: ['guests', 'adults?', 'child(?:ren)?', 'kids', 'persons?', 'people', 'pax', 'infants?', 'bab(?:y|ies)', 'occupancy'],
    name: ['mrs?', 'ms', 'miss', 'in the name of', 'under the name', 'guest name', 'lead guest', 'name of the guest', '(?:guest|client)(?=\\s*[:|][ \\t]*\\p{L})'],
    price: ['rates?', 'price', 'tariff', 'costs?', 'charged?', 'supplement', 'eur', 'euros?', 'usd', 'gbp'],
    cancellation: ['cancel\\p{L}*', 'no-?show'],
    elsewhere: ['annexe?', 'sister (?:hotel|property)', 'partner hotel', 'other (?:hotel|building|property)', 'another (?:hotel|building|property)', '(?:nearby|neighbou?ring) (?:hotel|property)', 'separate building', 'relocat\\p{L}*', 'rehous\\p{L}*'],
    timeLimit: ['(?:until|till|by|before|latest|no later than) \\d{1,2}(?:[:h]\\d\\d)? ?(?:am|pm|h|hrs|o.clock)', '(?:until|till|by|before|latest|no later than) \\d{1,2}[:h]\\d{2,3}'],
    included: ['with (?:breakfast|half[- ]board|full[- ]board)', '(?:charged|billed|invoiced|paid) (?:direct(?:ly)? )?(?:to|by) (?:the |your )?(?:agency|tour operator|company|account)', 'incl\\p{L}*', 'includ\\p{L}*', 'rate plan', 'rate(?=\\s*[:|]|[ \\t]{2})', '(?:b ?& ?b|bb|bed (?:and|&) breakfast|breakfast|half[- ]board|full[- ]board|room only) rate'],
    benign: [
      // A mail's confidentiality notice ("if you received this in error, please delete it", stop 20, tuning17): no cancellation.
      '(?:received|got) (?:this|it) (?:\\p{L}+ ){0,2}?(?:in error|by mistake)',
      // A PMS letter's cancellation deadline ("Cancel by 6:00 PM local hotel time 72 hours prior to arrival", stop 20).
      'cancel(?:lation)? (?:by|before) \\d{1,2}(?:[:.]\\d\\d)?',
      // Directions to the house ("Anreise mit öffentlichen Verkehrsmitteln: ...", stop 19): no statement of the stay.
      // Non-smoking rooms, the hours a room is ready and left (stop 19, a second helper's probes).
      // A welcome gift in the room (stop 19, recall).
      // An early departure's terms (stop 19, recall).
      '(?:in (?:the )?case of|in the event of|for) (?:an? )?early departures?[^.\\n]{0,80}',
      '(?:birthday |anniversary |small )?cake', 'welcome (?:gift|amenity|drink|surprise|treat)', 'bottle of (?:wine|cava|champagne|prosecco|sparkling)', 'fruit basket', 'flowers', 'birthday', 'anniversary', 'honeymoon',
      'non-?smoking', 'smoking is not (?:allowed|permitted)',
      // Amenities and a driver's sign (stop 19, tuning16): no statement of the room or the name.
      '(?:sign|board|placard) with (?:the |your |their |the guest.s )?names?', 'sun ?(?:loungers?|beds?)', 'parasols?', 'beach umbrellas?',
      '(?:arriv(?:al|ing)|getting (?:here|to us)|coming) by (?:car|train|rail|public transport|bus|coach|taxi|plane|air|tube|metro|underground)', 'how to (?:get|find) (?:here|us)', 'directions',
      // The first night charged: a cancellation penalty said after its terms ("Au-delà, la première nuit est facturée", stop 17).
      '(?:the )?first night (?:is|will be) (?:charged|billed|invoiced|due|payable)', '(?:we|the hotel) (?:will )?charge the first night',
      // The room left by an hour, said without a check-out word; practical hours of the guests (stop 16).
      'vacated (?:by|before|until|no later than) \\d{1,2}(?:[:.h]\\d\\d|h)?', '(?:in case of|in the event of|for) (?:late )?cancell?ations? or no-?shows?',
      // An identity document asked at check-in, of every guest (stop 16).
      'passports?', 'identity (?:card|document)s?', 'photo id', 'valid id', '(?:show|present|bring) (?:an? |their |your |a valid )?id',
      'how to (?:get|find) (?:here|there|us)',
      '\\d{1,2}(?:st|nd|rd|th) floor', 'floor \\d{1,2}',
      'check[- ]?in (?:is |time is |starts |begins )?(?:from|after|as of|at)', 'check[- ]?out (?:is |time is )?(?:until|till|by|before|at)', '(?:rooms? (?:is |are |will be )?)?(?:ready|available) (?:from|after|as of) \\d{1,2}',
      'parking', 'car park', 'garage', 'city tax', 'tourist tax', 'resort fee', 'gst', 'vat', '(?:sales|occupancy|lodging|lodgers.|hotel|state|local|service) tax(?:es)?', 'service charge', 'online check[- ]?in', 'pre-?check[- ]?in', 'look(?:ing)? forward', 'welcoming (?:you|them|your)',
      'enjoy (?:your|their) stay', 'pleasant stay', 'ecotax', 'visitor levy', 'levy', 'thank you for (?:choosing|your booking|booking|your reservation)', 'breakfast is served', 'served (?:from|between|daily|until|till)', 'reception is open', 'open 24', '24 ?h(?:ours)?', 'wi-?fi',
      'free (?:of charge )?cancellation', 'cancellation (?:is )?free', '(?:may|can|could) be cancell?ed (?:free of charge|free|without (?:charge|penalty|cost|fees?))(?: (?:until|up to|before|till|by) [^.\\n;]{0,60})?', '(?:free (?:of charge )?)?cancell?ation (?:is )?(?:free (?:of charge )?)?(?:until|up to|before|till) [^.\\n;]{0,60}', 'room (?:no\\.? |number )?\\d{2,4}', 'assign\\p{L}*', 'allocat\\p{L}*', '(?:guest|client|customer) (?:no|number|id)', 'late arrival', 'arriv\\p{L}* late', 'night (?:porter|receptionist|staff|manager)', 'key ?(?:box|safe)', '(?:departure|check[- ]?out)[^\\n]{0,60}(?:until|by|before) \\d{1,2}(?:[:h.]?\\d\\d|h)?', 'reception (?:closes|is open)', 'free of charge', 'without (?:charge|penalty)', 'arriv\\p{L}* (?:after|from) \\d{1,2}(?:[:h.]?\\d{2,3}|h)?', 'bookable', 'can be (?:added|booked)', 'at an extra (?:cost|charge)', 'optional', 'safe (?:journey|travels?|trip)', 'folio', 'issued', 'call us', 'give us a (?:ring|call|buzz|bell|shout)', '(?:ring|phone|text|whatsapp) us', 'contact us', 'reach us', 'early check[- ]?in', 'late check[- ]?out', 'early arrival', 'arrival time', 'time of arrival', 'reception[^\\n.]{0,20}(?:until|till|from|closes|opens)', 'cancellation (?:policy|terms|conditions)', 'special requests?', 'check-?(?:in|out):? (?:from |until |by )?\\d{1,2}[:.h]\\d{2,3}', '(?:under|up to|until|below) \\d{1,2} years?', 'date of issue', 'issue date', 'breakfast (?:from )?\\d{1,2}[:.h]\\d{2,3}',
    ],
    hours: ['what time (?:they|the guests|you|he|she|the family) (?:will )?(?:arrive|get here|come)', '(?:we )?(?:lock|close) the (?:front |main )?(?:door|gate|house|entrance)'],
    occasions: ['(?:the )?day of the (?:festival|fair|parade|feast|carnival|procession|market)', '(?:festival|feast|market|carnival) day'],
    greetings: ['dear', 'hello', 'hi', 'good (?:morning|afternoon|evening|night)', '(?:have a )?(?:good|quiet|nice|restful) night', '(?:kind|best|warm) regards', 'regards', 'sincerely'],
    staff: ['our (?:\\p{L}+ )?(?:manager|owner|host|hostess|receptionist|concierge|colleague|housekeeper|director|team|staff)', '(?:manager|owner|host|hostess|receptionist|concierge|colleague|housekeeper|director)', '(?:from|of|at) (?:the |our )?(?:reception|front desk|front office|guest relations|reservations?(?: team| office| department)?)', '(?:ask|asking) for', '(?:contact|speak to|talk to|reach|call)'],
    forwarder: ['(?:has |had )?(?:forwarded|passed on|sent on|sent|transferred|handed on) (?:to )?(?:us|me) (?:your|the|this) (?:request|message|e-?mail|mail|enquiry|inquiry)', '(?:has |had )?(?:forwarded|passed on|transferred) (?:your|the|this) (?:request|message|e-?mail|mail|enquiry|inquiry) to (?:us|me)'],
    partParty: ['(?:travell?ing|travell?s|coming|comes|arriving|arrives) (?:alone|on (?:her|his) own|solo)', '(?:only|just|solely|exclusively) (?:for )?(?:mr|mrs|ms|miss|dr)\\.? \\p{L}+', 'for (?:mr|mrs|ms|miss|dr)\\.? \\p{L}+(?: \\p{L}+)? (?:only|alone)', 'for (?:only )?(?:one|1|a single) (?:guest|person|adult|occupant|pax)', '(?:the|a) (?:second|other|2nd) (?:guest|person|adult|occupant|traveller|traveler)', 'for the (?:first|1st) (?:guest|person|adult|occupant)', '(?:companion|partner|husband|wife|the other one) (?:\\p{L}+ ){0,2}?(?:pays?|will pay|must pay|has to pay|is charged)', '(?:(?:only|just) (?:one|1)|a single) (?:breakfast|dinner|meal)(?! per| each| for each| a day)', '(?:one|1) (?:breakfast|dinner|meal) (?:is )?included(?! per| each| for each| a day)', 'breakfast for (?:only )?(?:one|1)(?! of)', '(?:for|to) (?:only )?one of the (?:two )?(?:guests|adults|persons|people|travell?ers)', '(?:for|to) the (?:lead|main|first|principal) guest only', 'only (?:for |to )?the (?:lead|main|first|principal) guest'],
    partStay: ['(?:except|excluding|but not) (?:on |for )?(?:the )?(?:first|last|final|arrival|departure) (?:night|morning|day|evening)', '(?:from|as of|as from|starting(?: from| on)?|beginning(?: on| from)?) (?:the )?(?:second|third|fourth|2nd|3rd|4th) (?:night|morning|day|evening)', '(?:the|a) (?:second|third|fourth|2nd|3rd|4th) (?:night|morning|day|evening)', '(?:only|just) (?:on|for) (?:the )?(?:first|last|second|final|arrival|departure) (?:night|morning|day|evening)', '(?:on|for) (?:the )?(?:first|last|second|final|arrival|departure) (?:night|morning|day|evening) only', '(?:one|two|three|1|2|3) of the (?:(?:\\p{L}+|\\d+) )?nights', 'the (?:first|last) (?:two|three|four|[234]) (?:nights|mornings|days|evenings)', '(?:on )?week-?days only', 'only (?:on )?week-?days', '(?:at |on )?(?:the )?week-?ends? only', 'only (?:at |on )(?:the )?week-?ends?'],
    paidApart: ['payable (?:locally|on site|on-site|at the hotel|directly(?: at the hotel)?|on arrival|at check-?in|at check-?out|at (?:the )?reception|separately)', '(?:to be|must be|will be|is|are) (?:paid|settled|charged) (?:locally|on site|on-site|at the hotel|directly(?: at the hotel)?|on arrival|at check-?in|at check-?out|at (?:the )?reception|separately)', '(?:pays?|paying|pay for) (?:\\p{L}+ ){0,3}?(?:locally|on site|on-site|at the hotel|directly|on arrival|at (?:the )?reception|separately)', 'at (?:an )?(?:extra|additional) (?:charge|cost|fee)', '(?:with|for|at) an? (?:extra |additional )?(?:supplement|surcharge)', '(?:supplement|surcharge) of', 'charged (?:separately|extra|additionally)', '(?:billed|invoiced|charged) (?:separately|(?:directly )?to the guests?)', 'at the guests?.?s? (?:own )?expense', '(?:paid|payable) by the guests?', '(?:\\d+(?:[.,]\\d+)? ?(?:€|eur|euros?|gbp|usd)|(?:€|eur|£|gbp|\\$|usd) ?\\d+(?:[.,]\\d+)?) (?:extra|additional|on top)', 'not included'],
    paidOther: ['tax\\p{L}*', 'vat', 'levy', 'fees?', 'parking', 'car park', 'garage', 'extras', 'minibar', 'drinks?', 'beverages?', 'spa', 'dinner', 'lunch', 'deposit', 'pets?', 'dogs?', 'early check-?in', 'late check-?out', 'cots?', 'extra beds?'],
    childNamed: ['(?:their|his|her|your) (?:two |three |\\d+\\s+)?(?:little |young |baby |infant |small |teenage )?(?:sons?|daughters?|child|children|kids?|baby|infant|toddler|teenagers?|little one|grand(?:son|daughter|child)\\p{L}*)', 'the (?:infant|toddler|little one)', 'for the (?:son|daughter)s?', 'for (?:the|their|her|his) (?:baby|child|little one|infant|toddler)', '(?:one|1) of (?:them|whom) (?:is )?(?:aged |a child of |a teenager of )?(?:[1-9]|1[0-7])(?: years?(?: old)?| yrs?)?', '(?:one|1) of (?:them|whom) (?:is )?(?:under|below|younger than) (?:[1-9]|1[0-8])', '(?:one|1) of (?:them|whom) (?:is )?a (?:child|teenager|minor|baby|kid)'],
  },
  es: {
    stay: ['llegada', 'llega\\p{L}*', 'entrada', 'salida', 'salen', 'sale', 'noches?', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo', '\\d\\d?\\.?(?:er)? (?:de )?(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)', '(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre) \\d{1,2}', 'estancias?', 'se van', 'se iran', 'estadias?', 'fechas?', '(?:para|durante|desde) la (?:(?:siguiente|proxima|misma|otra) )?semana', 'la semana (?:siguiente|proxima|que viene|del?)', '(?:para|durante) el (?:(?:siguiente|proximo) )?fin de semana', 'el fin de semana (?:siguiente|proximo|del?)', 'pernoctacion(?:es)?', '(?:el|del|al|para el|desde el|hasta el|el dia|del dia|dia) \\d{1,2}(?![\\p{N}]|\\s*(?:[:h.,/-]?\\s*\\d|%|€|h\\b|horas|personas|adultos|habitaciones|noches|de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)))'],
    otherStay: ['dias?', 'semanas?', 'fin(?:es)? de semana', 'finde', 'mes(?:es)?', 'quincena', '(?<!(?:por|de|esta|la) )manana', 'hoy', 'esta noche', 'ayer', 'en (?:lugar|vez)', 'cambi\\p{L}*', 'modific\\p{L}*', 'adelant\\p{L}*', 'retras\\p{L}*', 'aplaz\\p{L}*', '(?<!pension )complet[oa]s?', 'llen[oa]s?', 'agotad[oa]s?', 'sobreventa', 'vispera', 'mas tiempo', 'menos tiempo', 'anticipad\\p{L}*', 'reprogram\\p{L}*', 'corregid\\p{L}*', 'actualizad\\p{L}*', 'ajustad\\p{L}*', 'reducid\\p{L}*', 'pospu\\p{L}*', 'ampli\\p{L}*', 'prolong\\p{L}*', 'acort\\p{L}*', 'otr[oa]s?', 'distint[oa]s?', 'diferentes?', 'proxim[oa]s?', 'siguientes?', 'anterior(?:es)?', 'solo(?! alojamiento)', 'solamente', 'unicamente', 'extra', 'adicional(?:es)?', 'primer[oa]?s?', 'ultim[oa]s?', 'navidad', 'semana santa', 'pascua', 'nochevieja', 'ano nuevo', 'puente', 'no(?![.º°]|\\s*\\d)', 'nunca', 'sin', 'pero', 'sin embargo'],
    room: ['dobles', 'individuales', 'sencillas', 'triples', 'camas?', 'suite', 'junior suite', 'estudio', 'apartamento', 'doble', 'individual', 'triple', 'matrimonio', 'matrimonial'],
    // "hay pensión a una cuadra", "una pensión cerca": a guesthouse or (in Mexico) a car park, not a board.
    board: ['desayuno', '(?<!(?:una|hay|otra) )pension(?! (?:a|en|cerca|junto|frente|al lado|de autos|para autos|publica|vehicular)(?![\\p{L}]))', 'media pension', 'pension completa', 'todo incluido', 'solo alojamiento', 'alojamiento y desayuno', 'regimen'],
    guests: ['huespedes', 'adultos?', 'ninos?', 'ninas?', 'menores', 'bebes?', 'personas?', 'pax', 'ocupantes', 'ocupacion'],
    name: ['sr', 'sra', 'srta', 'senor', 'senora', 'a nombre de', 'nombre del (?:titular|cliente|huesped)', 'titular', '(?:huesped|cliente)(?=\\s*[:|][ \\t]*\\p{L})'],
    price: ['tarifa', 'precio', 'importe', 'coste', 'suplemento', 'cargo', 'euros?'],
    cancellation: ['cancel\\p{L}*', 'anul\\p{L}*', 'no-?show', 'no se present\\p{L}*'],
    elsewhere: ['anexo', 'edificio', 'hotel hermano', 'otro hotel', 'hotel (?:vecino|cercano|asociado)', 'reubic\\p{L}*', 'realoj\\p{L}*'],
    timeLimit: ['(?:hasta|antes de|a mas tardar a) (?:las )?\\d{1,2}(?:[:h]\\d\\d)? ?(?:h|hrs|horas)', '(?:hasta|antes de|a mas tardar a) (?:las )?\\d{1,2}[:h]\\d{2,3}'],
    included: ['con (?:el )?(?:desayuno|media pension|pension completa)', '(?:a cargo de|facturad[oa]s? a|pagad[oa]s? por|abonad[oa]s? por) (?:la )?(?:agencia|empresa|turoperador|tour operador)', 'inclu\\p{L}*', 'tarifa(?=\\s*[:|]|[ \\t]{2})'],
    benign: [
      // Un aviso de confidencialidad ("si lo ha recibido por error, le rogamos que lo elimine", stop 20).
      'recibid[oa] (?:\\p{L}+ ){0,3}?por error',
      // Directions to the house ("Anreise mit öffentlichen Verkehrsmitteln: ...", stop 19): no statement of the stay.
      // Non-smoking rooms, the hours a room is ready and left (stop 19, a second helper's probes).
      // A welcome gift in the room (stop 19, recall).
      // An early departure's terms (stop 19, recall).
      'en caso de salidas? anticipadas?[^.\\n]{0,80}', 'se cobrara la estancia completa',
      'tarta', 'pastel', 'cumpleanos', 'aniversario', 'botella de (?:cava|vino|champan)', 'detalle de bienvenida', 'flores', 'cesta de fruta',
      '(?:no|para no) fumadores', 'no se permite fumar',
      // Amenities and a driver's sign (stop 19, tuning16): no statement of the room or the name.
      'cartel con (?:el |su )?nombre', 'hamacas?', 'sombrillas?', 'tumbonas?',
      '(?:llegada|llegar|llegando) en (?:coche|tren|autobus|taxi|avion|metro|transporte publico)', 'como llegar',
      // The first night charged: a cancellation penalty said after its terms ("Au-delà, la première nuit est facturée", stop 17).
      'se (?:cobrara|cobra|factura|facturara|cargara|carga|penalizara con) (?:el importe de )?la primera noche', 'la primera noche (?:sera|es|se) (?:cobrada|facturada|cargada|cobra|factura)',
      // The room left by an hour, said without a check-out word; practical hours of the guests (stop 16).
      '(?:dejar(?:se)? (?:la habitacion )?|quedar )libres? (?:antes de|hasta) las \\d{1,2}(?:[:.h]\\d\\d|h)?', 'desalojad[ao]s? (?:antes de|hasta) las \\d{1,2}(?:[:.h]\\d\\d|h)?',
      // An identity document asked at check-in, of every guest (stop 16).
      'dni', 'pasaportes?', 'documentos? (?:de identidad|identificativos?)', 'documentacion (?:en vigor|valida)',
      'como llegar',
      'check[- ]?in anticipado', 'entrada anticipada', 'llegada anticipada', 'salida tardia', 'check[- ]?out tardio', 'late check[- ]?out', '\\d{1,2}(?:ª|a)? planta', 'planta \\d{1,2}', '\\d{1,2}(?:º|o)? piso',
      '(?:el )?check[- ]?in (?:es )?(?:a partir de|desde|despues de)', 'entrada (?:es )?(?:a partir de|desde)', 'salida (?:es )?(?:hasta|antes de)', 'habitaciones? (?:esta|estan|estara|estaran) (?:lista|listas|disponibles?) (?:a partir|desde)',
      'aparcamiento', 'parking', 'garaje', 'tasa turistica', 'impuesto turistico', 'check[- ]?in online', 'pre-?check[- ]?in', '(?:les|le|los|las) esperamos', 'esperamos (?:recibir|darle|darles|verle|verles)', 'encantados de (?:recibir|dar|acoger)\\p{L}*',
      'disfrut\\p{L}*', 'feliz estancia', 'gracias por (?:elegir|confiar|su reserva)', 'desayuno se sirve', 'se sirve (?:de|desde|entre)', 'recepcion (?:esta )?abierta', '24 ?h(?:oras)?', 'wi-?fi',
      'cancelacion gratuita', 'sin gastos de cancelacion', '(?:puede|podra|se puede) (?:ser )?cancelar?(?:se|d[ao])? (?:sin (?:gastos|coste|cargo|penalizacion)|gratis|gratuitamente)', 'ecotasa', 'tasa (?:municipal|de alojamiento)', 'habitacion(?: asignada)?:? \\d{2,4}', 'asignad\\p{L}*', 'se asigna\\p{L}*', 'numero de cliente', 'llegada tard\\p{L}*', 'llegan? tarde', '(?:recepcionista|conserje|recepcion) de noche', 'cajetin', '(?:salida|check[- ]?out)[^\\n]{0,60}(?:hasta|antes de) (?:las )?\\d{1,2}(?:[:h.]?\\d\\d|h)?', 'recepcion (?:cierra|abre)', 'sin (?:gastos|coste|cargo)', 'llegada (?:a partir de|despues de|desde) las \\d{1,2}(?:[:h.]?\\d{2,3}|h)?', 'opcional', 'puede (?:anadirse|contratarse|reservarse)', 'buen viaje', 'folio', 'emitid[oa]', 'llam(?:arnos|enos)', 'contact(?:arnos|enos)', 'llegada anticipada', 'salida tardia', 'entrada anticipada', 'hora (?:prevista )?de (?:llegada|entrada)', 'recepcion[^\\n.]{0,20}(?:hasta|desde|cierra|abre)', '(?:politica|condiciones) de (?:cancelacion|anulacion)', 'gratuita', 'gratis', '(?:peticion|solicitud)(?:es)? especial(?:es)?', '(?:menores de|hasta) \\d{1,2} anos', 'fecha (?:de )?emision', 'desayuno (?:de )?\\d{1,2}[:.h]\\d{2,3}',
    ],
    hours: ['(?:a )?que hora (?:llegan?|llegaran?|vienen|van a llegar)', '(?:cerramos|cierra|se cierra) (?:el |la )?(?:zaguan|puerta|porton|reja|casa|entrada)'],
    occasions: ['dia de (?:muertos|difuntos|reyes|carnaval|(?:la |las |los )?(?:fiestas?|feria|procesion|mercado))', 'dia de (?:san|santa) \\p{L}+'],
    greetings: ['estimad[oa]s?', 'senor(?:a|es|as)?', 'apreciad[oa]s?', 'hola', 'buen(?:os|as) (?:dias|tardes|noches)', 'saludos', 'un saludo', 'atentamente', 'cordialmente'],
    staff: ['nuestr[oa] (?:\\p{L}+ )?(?:director|directora|gerente|propietari[oa]|duen[oa]|anfitrion|anfitriona|recepcionista|conserje|companer[oa]|gobernanta|equipo)', '(?:director|directora|gerente|propietari[oa]|duen[oa]|anfitrion|anfitriona|recepcionista|conserje|companer[oa]|gobernanta)', '(?:de|en) (?:la )?(?:recepcion|relaciones con (?:el )?cliente|(?:departamento|central) de reservas|reservas)', '(?:pregunten?|preguntar) por', '(?:contacten? con|contactar con|dirijanse a|dirijase a|hablen? con|llamen? a)'],
    forwarder: ['(?:nos|me) (?:ha|han|habia) (?:reenviado|remitido|trasladado|pasado|enviado|hecho llegar) (?:su|la|esta|vuestra) (?:solicitud|peticion|consulta|mensaje|correo|e-?mail|mail)'],
    partParty: ['(?:viaja|viene|llega|viajara|vendra|llegara) sol[oa]', '(?:solo|solamente|unicamente|exclusivamente) (?:para )?(?:el |la )?(?:sr|sra|srta|senor|senora|senorita|don|dona)\\.? \\p{L}+', 'para (?:el |la )?(?:sr|sra|srta|senor|senora|don|dona)\\.? \\p{L}+(?: \\p{L}+)? (?:solamente|unicamente)', 'para (?:un|una) (?:sol[oa] |unic[oa] )?(?:huesped|persona|adulto|cliente|ocupante|pax)', '(?:un|una) sol[oa] (?:huesped|persona|adulto|cliente|ocupante)', '(?:un|1) (?:solo|unico) (?:desayuno|almuerzo|cena)', '(?:acompanante|pareja|marido|esposo|esposa|mujer) (?:\\p{L}+ ){0,2}?(?:paga|pagara|debe pagar|tiene que pagar|abona|abonara)', '(?:el|la) (?:segund[oa]|otr[oa]) (?:huesped|persona|adult[oa]|cliente|ocupante|acompanante)', 'para (?:solo )?(?:uno|una) de (?:los|las) (?:dos )?(?:huespedes|adultos|personas|clientes|ocupantes)', '(?:solo|solamente|unicamente) (?:para )?el (?:titular|huesped principal)'],
    partStay: ['(?:excepto|salvo|menos) (?:el|la|en el|en la) (?:primer[oa]?|ultim[oa]) (?:noche|manana|dia)', '(?:la|el) (?:segund[oa]|tercer[oa]?|cuart[oa]) (?:noche|manana|dia)', '(?:a partir de(?:l| la)|desde (?:la|el)) (?:segund[oa]|tercer[oa]?|cuart[oa]|[234]\\p{L}?) (?:noche|manana|dia)', '(?:solo|solamente|unicamente) (?:el|la|en el|en la|para el|para la) (?:primer[oa]?|ultim[oa]|segund[oa]) (?:noche|manana|dia)', '(?:solo|solamente|unicamente) (?:el|para el|en el) dia de (?:llegada|salida|entrada)', '(?:el|la) (?:primer[oa]?|ultim[oa]) (?:noche|manana|dia) (?:solamente|unicamente)', '(?:una|dos|tres|[123]) de las (?:(?:\\p{L}+|\\d+) )?noches', '(?:las|los) (?:dos|tres|cuatro|[234]) (?:primer|ultim)(?:as|os) (?:noches|mananas|dias)', '(?:solo|solamente|unicamente) (?:los |en )?(?:dias laborables|dias habiles|dias de semana|entre semana|fines? de semana)'],
    paidApart: ['a (?:pagar|abonar) (?:en (?:el )?(?:hotel|destino|recepcion|establecimiento)|directamente|aparte|a la llegada|a la salida|in situ|en el momento)', '(?:se )?(?:paga|pagan|abona|abonan|cobra|cobran|pagara|pagaran|abonara|abonaran|cobrara|cobraran) (?:\\p{L}+ ){0,3}?(?:en (?:el )?(?:hotel|destino|recepcion|establecimiento)|directamente|aparte|a la llegada|a la salida|in situ)', '(?:debe|deben|debera|deberan|tiene que|tendra que) (?:pagar|abonar) (?:\\p{L}+ ){0,3}?(?:en (?:el )?(?:hotel|destino|recepcion|establecimiento)|directamente|aparte|a la llegada|a la salida|in situ)', '(?:con|por) (?:un )?suplemento', 'suplemento de', '(?:con|por) (?:un )?(?:cargo|coste|costo) (?:adicional|extra)', 'no (?:esta |estan )?incluid[oa]s?', '(?:se )?factura(?:ra|n)? (?:aparte|por separado|al cliente|al huesped)', '(?:a|por) cuenta del (?:cliente|huesped)', '(?:corre|corren|correra) a cargo del (?:cliente|huesped)', '(?:pagad[oa]|abonad[oa]) por el (?:cliente|huesped)', '(?:\\d+(?:[.,]\\d+)? ?(?:€|eur|euros)|(?:€|eur) ?\\d+(?:[.,]\\d+)?) (?:extra|adicionales?|aparte)'],
    paidOther: ['tasas?', 'impuestos?', 'iva', 'ecotasa', 'parking', 'aparcamiento', 'garaje', 'extras', 'minibar', 'bebidas?', 'spa', 'cena', 'almuerzo', 'deposito', 'fianza', 'mascotas?', 'cunas?', 'camas? (?:supletorias?|extras?)'],
    childNamed: ['(?:su|sus) (?:dos |tres |cuatro |\\d+\\s+)?(?:pequen[oa]s? )?(?:hij[oa]s?|bebe|nin[oa]s?|niet[oa]s?)', 'para (?:el|la|los|las) (?:hij[oa]s?|nin[oa]s?|bebes?)', '(?:uno|una) de (?:ellos|ellas) (?:es |tiene )?(?:de )?(?:[1-9]|1[0-7]) anos', '(?:uno|una) de (?:ellos|ellas) (?:es )?(?:menor|un nino|una nina|un bebe)'],
  },
  fr: {
    stay: ['arrivee', 'arriv\\p{L}*', 'depart', 'nuits?', 'nuitees?', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche', '\\d\\d?\\.?(?:er)? (?:de )?(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)', '(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre) \\d{1,2}', 'sejours?', 'partent', 'partiront', 'partira', 'dates?', '(?:pour|pendant|a partir de) la (?:semaine|quinzaine)', 'la semaine (?:suivante|prochaine|d.apres|du)', 'la (?:prochaine|meme) semaine', '(?:pour|pendant) le week-?end', 'le week-?end (?:suivant|prochain|du)', '(?:le|du|au|pour le|a partir du|jusqu.au) \\d{1,2}(?:er)?(?![\\p{N}]|\\s*(?:[:h.,/-]?\\s*\\d|%|€|h\\b|heures|personnes|adultes|chambres|nuits|(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)))'],
    otherStay: ['jours?', 'journees?', 'semaines?', 'week-?ends?', 'mois', 'quinzaine', 'demain', 'aujourd.hui', 'ce soir', 'hier', 'plus (?:tard|tot)', 'avance\\p{L}*', 'au lieu', 'plutot', 'chang\\p{L}*', 'modifi\\p{L}*', 'decal\\p{L}*', '(?<!pension )complete?s?', 'surbook\\p{L}*', 'lendemain', 'veille', 'plus longtemps', 'moins longtemps', 'retard\\p{L}*', 'anticip\\p{L}*', 'reprogramm\\p{L}*', 'corrig\\p{L}*', 'mis a jour', 'ajust\\p{L}*', 'redui\\p{L}*', 'report\\p{L}*', 'prolong\\p{L}*', 'raccourc\\p{L}*', 'autres?', 'differente?s?', 'prochaine?s?', 'suivante?s?', 'precedente?s?', 'seulement', 'uniquement', 'supplementaires?', 'premiere?s?', 'derniere?s?', 'noel', 'paques', 'nouvel an', 'reveillon', 'ne', 'n', 'pas', 'jamais', 'sans', 'mais', 'cependant', 'toutefois'],
    room: ['doubles', 'singles', 'triples', 'chambres? (?:double|twin|single|triple|familiale|individuelle|simple)', 'lits?', '(?<!(?:tout de|par la|a la|donner|faisant|sans|de) )suite(?! (?:a|au|aux)(?![\\p{L}]))', 'junior suite', 'studio', 'appartement', 'double', 'twin', 'single', 'triple'],
    board: ['petits?-?dejeuners?', 'demi-?pension', 'pension complete', 'tout (?:compris|inclus)', 'logement seul'],
    guests: ['clients', 'adultes?', 'enfants?', 'bebes?', 'personnes?', 'pax', 'occupants', 'occupation'],
    name: ['monsieur', 'madame', 'mme', 'mlle', 'au nom de', 'nom du (?:client|voyageur)', 'famille', 'client(?=\\s*[:|][ \\t]*\\p{L})'],
    price: ['tarif', 'prix', 'montant', 'cout', 'supplement', 'euros?'],
    cancellation: ['annul\\p{L}*', 'no-?show'],
    elsewhere: ['annexe', 'dependance', 'batiment', 'hotel partenaire', 'autre hotel', 'hotel voisin', 'etablissement partenaire', 'deloge\\p{L}*', 'reloge\\p{L}*'],
    timeLimit: ['(?:jusqu.a|avant|au plus tard a) \\d{1,2} ?(?:h|heures)\\d{0,2}', '(?:jusqu.a|avant|au plus tard a) \\d{1,2}:\\d{2,3}'],
    included: ['avec (?:le )?(?:petit[- ]dejeuner|demi[- ]pension|pension complete)', '(?:a la charge de|factur\\p{L}* a|pay\\p{L}* par|regl\\p{L}* par) (?:l.|la )?(?:agence|societe|entreprise|tour-?operateur)', 'inclu\\p{L}*', 'compris', 'tarif(?=\\s*[:|]|[ \\t]{2})'],
    benign: [
      // Un avis de confidentialité ("si vous l'avez reçu par erreur, merci de le supprimer", stop 20).
      'recu (?:\\p{L}+ ){0,3}?par erreur',
      // Directions to the house ("Anreise mit öffentlichen Verkehrsmitteln: ...", stop 19): no statement of the stay.
      // Non-smoking rooms, the hours a room is ready and left (stop 19, a second helper's probes).
      // A welcome gift in the room (stop 19, recall).
      // An early departure's terms (stop 19, recall).
      'en cas de depart anticipe[^.\\n]{0,80}',
      '(?:petit )?gateau', 'anniversaire', 'bouteille de', 'fleurs', 'corbeille de fruits', 'cadeau de bienvenue',
      'non-?fumeurs?', 'il est interdit de fumer',
      // Amenities and a driver's sign (stop 19, tuning16): no statement of the room or the name.
      'pancarte', 'panneau (?:a|au|avec le) nom', 'transats?', 'parasols?',
      '(?:acces|arrivee|venir) (?:en|par le|par les|par) (?:voiture|train|transports? en commun|bus|taxi|avion|metro|tgv)', 'comment (?:venir|nous trouver|nous rejoindre)', 'plan d.acces',
      // The first night charged: a cancellation penalty said after its terms ("Au-delà, la première nuit est facturée", stop 17).
      '(?:la )?premiere nuit (?:est|sera|vous sera) (?:facturee|due|retenue|debitee|prelevee)', '(?:nous )?factur(?:ons|erons) la premiere nuit',
      // The room left by an hour, said without a check-out word; practical hours of the guests (stop 16).
      'liberation (?:de la |des )?chambres? (?:avant|au plus tard a|jusqu.a) \\d{1,2}(?:[:.h]\\d\\d|h)?', '(?:chambres?|logement) (?:\\p{L}+ ){0,3}?(?:liberee?s?|a liberer) (?:avant|au plus tard a|jusqu.a|pour) \\d{1,2}(?:[:.h]\\d\\d|h)?',
      // An identity document asked at check-in, of every guest (stop 16).
      'pieces? d.identite', 'cartes? d.identite', 'passeports?',
      'comment (?:venir|nous trouver)',
      'arrivee anticipee', 'check[- ]?in anticipe', 'depart tardif', 'late check[- ]?out', 'early check[- ]?in', '\\d{1,2}(?:e|eme|er) etage', 'etage \\d{1,2}',
      '(?:l.)?arrivee (?:est possible |se fait )?(?:a partir de|des)', 'check[- ]?in (?:est )?(?:a partir de|des)', 'chambres? (?:est |sont )?disponibles? (?:a partir de|des)', 'depart (?:avant|jusqu.a)', 'liberer la chambre',
      'parking', 'garage', 'taxe de sejour', 'check[- ]?in en ligne', 'pre-?check[- ]?in', 'au plaisir', 'nous nous rejouissons', 'dans l.attente de vous', 'vous accueillir', 'bon sejour', 'agreable sejour',
      'merci (?:de|pour) (?:votre|avoir)\\p{L}*', 'petit-?dejeuner est servi', 'servi (?:de|entre|des|jusqu.a)', 'reception (?:est )?ouverte', '24 ?h(?:/24)?', 'wi-?fi', 'annulation gratuite', '(?:peut|pourra) etre annulee? sans frais', 'sans frais d.annulation', 'dans l.attente de', 'chambres? (?:n. ?)?\\d{2,4}', 'attribu\\p{L}*', 'numero (?:de )?client', 'arrivee tardive', 'arriv\\p{L}* tard', 'veilleur de nuit', 'boite a cles', '(?:depart|check[- ]?out)[^\\n]{0,60}(?:avant|jusqu.a) \\d{1,2}(?:[:h.]?\\d\\d|h)?', 'reception (?:ferme|ouvre)', 'sans frais', 'arrivee (?:apres|a partir de|des) \\d{1,2}(?:[:h.]?\\d{2,3}|h)?', 'facultatif', 'en supplement', 'a reserver sur place', 'bon voyage', 'bonne route', 'folio', 'nous (?:appeler|contacter|joindre)', 'arrivee anticipee', 'depart tardif', 'check[- ]?in anticipe', 'heure (?:d.arrivee|prevue)', 'reception[^\\n.]{0,20}(?:jusqu|des|ferme|ouvre)', '(?:conditions?|politique) d.annulation', 'gratuite?s?', 'demandes? (?:particuliere|speciale)s?', '(?:moins de|jusqu.a) \\d{1,2} ans', 'date d.emission', 'petit-?dejeuner (?:de )?\\d{1,2}[:.h]\\d{2,3}',
    ],
    hours: ['a quelle heure (?:ils |elles |vous |il |elle )?(?:arriv\\p{L}*)', '(?:nous )?(?:fermons|ferme) (?:la porte|le portail|la maison|l.entree)'],
    occasions: ['(?:le )?jour (?:de la|du|des) (?:fete|festival|foire|carnaval|procession|marche)'],
    greetings: ['bonjour', 'bonsoir', 'bonne (?:nuit|soiree)', 'chere?s?', 'madame,? monsieur', 'cordialement', 'bien cordialement', 'salutations'],
    staff: ['notre (?:\\p{L}+ )?(?:directeur|directrice|gerant|gerante|proprietaire|hote|hotesse|receptionniste|concierge|collegue|gouvernante|equipe)', '(?:directeur|directrice|gerant|gerante|proprietaire|hote|hotesse|receptionniste|concierge|collegue|gouvernante)', '(?:de|a) (?:la )?(?:reception|relation client|centrale de reservation|service (?:des )?reservations?)', '(?:demandez|demander)(?: a parler a)?', '(?:contactez|contacter|adressez-vous a|appelez)'],
    forwarder: ['(?:nous|m.)\\s?a (?:transmis|transfere|fait suivre|envoye|fait parvenir) (?:votre|la|cette) (?:demande|message|e-?mail|mail|courriel)'],
    partParty: ['(?:voyage|vient|arrive|voyagera|viendra|arrivera) seule?', '(?:uniquement|seulement|exclusivement) (?:pour )?(?:m|mme|mlle|monsieur|madame|mademoiselle)\\.? \\p{L}+', 'pour (?:m|mme|mlle|monsieur|madame)\\.? \\p{L}+(?: \\p{L}+)? (?:uniquement|seulement|seule?)', 'pour (?:une|un) (?:seule? )?(?:personne|adulte|client|occupant|pax)', '(?:un|1) seul (?:petit-?dejeuner|diner|repas)', '(?:accompagnante?|accompagnateur|accompagnatrice|conjointe?|mari|epouse|femme|compagnon|compagne) (?:\\p{L}+ ){0,2}?(?:paie|paiera|payera|regle|reglera|doit (?:payer|regler))', '(?:le|la) (?:deuxieme|seconde?|2e|2eme|autre) (?:personne|cliente?|adulte|occupante?|voyageur|voyageuse)', 'l.autre (?:personne|cliente?|adulte|occupante?|voyageur|voyageuse)', 'pour (?:seulement )?(?:un|une|l.une?) des (?:deux )?(?:clients|adultes|personnes|occupants|voyageurs)', '(?:uniquement|seulement) (?:pour )?(?:le|la) (?:titulaire|client principal|cliente principale)', 'pour (?:le|la) titulaire (?:uniquement|seulement)'],
    partStay: ['(?:sauf|excepte|hormis) (?:le|la|lors de la|lors du) (?:premier|premiere|dernier|derniere) (?:nuit|matin|matinee|jour|soir)', '(?:la|le|au|du|de la) (?:deuxieme|seconde?|troisieme|[234]e|[234]eme) (?:nuit|matin|matinee|jour|soir)', '(?:a partir|a compter) (?:du|de la) (?:deuxieme|seconde?|troisieme|[234]e|[234]eme) (?:nuit|matin|matinee|jour|soir)', 'des (?:le|la) (?:deuxieme|seconde?|troisieme|[234]e|[234]eme) (?:nuit|matin|matinee|jour|soir)', '(?:uniquement|seulement) (?:le|la|pour le|pour la|lors de la) (?:premier|premiere|dernier|derniere|deuxieme|seconde?) (?:nuit|matin|matinee|jour|soir)', '(?:le|la) (?:premier|premiere|dernier|derniere) (?:nuit|matin|jour|soir) (?:uniquement|seulement)', '(?:uniquement|seulement) le jour (?:de l.arrivee|d.arrivee|du depart)', 'le jour (?:de l.arrivee|d.arrivee|du depart) (?:uniquement|seulement)', '(?:une|deux|trois|[123]) des (?:(?:\\p{L}+|\\d+) )?nuits', 'les (?:deux|trois|quatre|[234]) (?:premier|dernier)e?s (?:nuits|matins|matinees|jours)', '(?:uniquement|seulement) (?:en semaine|le week-?end|les jours ouvres|les jours de semaine)', '(?:en semaine|le week-?end) (?:uniquement|seulement)'],
    paidApart: ['(?:a regler|a payer|payables?|reglables?) (?:sur place|directement|a l.hotel|a la reception|a l.arrivee|au depart|separement|en supplement)', '(?:se regle|se reglent|se paie|se paient|sera a regler|seront a regler|est a regler|sont a regler|sera facture|seront factures|est facture|sont factures) (?:\\p{L}+ ){0,2}?(?:sur place|directement|a l.hotel|a la reception|a l.arrivee|au depart|separement|en supplement)', '(?:doit|devra|doivent|devront) (?:regler|payer) (?:\\p{L}+ ){0,3}?(?:sur place|directement|a l.hotel|a la reception|a l.arrivee|au depart|separement)', 'en supplement', '(?:avec|moyennant) (?:un )?supplement', 'supplement de', 'non inclus', 'n.est pas inclus', 'ne sont pas inclus', 'factures? (?:separement|a part|au client|directement au client)', 'a la charge (?:du client|des clients|de la cliente|de l.hote)', 'en sus', 'payes? par le client', '(?:\\d+(?:[.,]\\d+)? ?(?:€|eur|euros)|(?:€|eur) ?\\d+(?:[.,]\\d+)?) (?:de plus|supplementaires?)'],
    paidOther: ['taxes?', 'tva', 'parking', 'garage', 'extras', 'minibar', 'boissons?', 'spa', 'diner', 'acompte', 'caution', 'animal', 'animaux', 'lits? (?:bebe|d.appoint|supplementaires?)', 'berceau'],
    childNamed: ['(?:leur|leurs|son|sa|ses|votre|vos) (?:deux |trois |\\d+\\s+)?(?:petit |petite |jeune )?(?:fils|filles?|enfants?|bebe|nourrisson|petit-fils|petite-fille|petits-enfants)', 'pour (?:le|la) (?:fils|fille|bebe|petite fille|petit garcon)', '(?:l.un|l.une|un|une) d.(?:eux|elles) (?:a )?(?:[1-9]|1[0-7]) ans', 'dont (?:un|une) (?:de )?(?:[1-9]|1[0-7]) ans', '(?:l.un|l.une|un|une) d.(?:eux|elles) est (?:mineure?|un enfant|un bebe)'],
  },
  de: {
    stay: ['anreise\\p{L}*', 'ankunft', 'abreise\\p{L}*', 'nacht', 'nachte\\p{L}*', 'montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag', '\\d\\d?\\.?(?:er)? (?:de )?(?:januar|februar|marz|april|mai|juni|juli|august|september|oktober|november|dezember)', '(?:januar|februar|marz|april|mai|juni|juli|august|september|oktober|november|dezember) \\d{1,2}', 'ubernachtungen', 'reis(?:en|t)', 'aufenthalt\\p{L}*', 'zeitraum', 'reisedat\\p{L}*', 'datum', 'daten', '(?:fur|in|ab) (?:die|der) (?:(?:folgende|nachste|gleiche|darauffolgende)n? )?woche', 'die (?:folgende|nachste|darauffolgende) woche', '(?:fur|am) (?:das )?(?:folgende|nachste)n? wochenende', '(?:am|vom|zum|bis zum|ab dem|ab) \\d{1,2}\\.(?![\\p{N}]|\\s*(?:\\d|(?:januar|februar|marz|april|mai|juni|juli|august|september|oktober|november|dezember)))'],
    otherStay: ['tage?n?', 'woche\\p{L}*', 'monat\\p{L}*', '(?<!(?:am|den|jeden|guten) )morgen', 'ubermorgen', 'heute', 'gestern', 'spater', 'fruher', 'vorher', 'statt', 'anstatt', 'stattdessen', 'geandert', 'anderung\\p{L}*', 'andern', 'verschieb\\p{L}*', 'verschoben', 'ausgebucht', 'voll(?:standig)? belegt', 'uberbucht', 'vortag', 'folgetag', 'langer', 'kurzer', 'verspat\\p{L}*', 'vorzeitig\\p{L}*', 'umgebucht', 'korrigiert', 'aktualisiert', 'angepasst', 'reduziert', 'verleg\\p{L}*', 'verlanger\\p{L}*', 'verkurz\\p{L}*', 'andere\\p{L}*', 'nachste\\p{L}*', 'folgende\\p{L}*', 'vorige\\p{L}*', 'nur', 'zusatzlich\\p{L}*', 'erste\\p{L}*', 'letzte\\p{L}*', 'weihnacht\\p{L}*', 'ostern', 'silvester', 'neujahr', 'nicht', 'kein\\p{L}*', 'nie', 'ohne', 'aber', 'jedoch', 'allerdings'],
    room: ['doppel', 'einzel', '(?:doppel|einzel|zweibett|dreibett|vierbett|mehrbett|familien|komfort|standard|superior|deluxe|economy|classic|business)zimmer', 'bett\\p{L}*', 'ez', 'dz', 'suite', 'studio', 'appartement', 'ferienwohnung'],
    board: ['fruhstuck\\p{L}*', '(?:buffet|inklusiv)fruhstuck', 'halbpension', 'vollpension', 'verpflegung'],
    guests: ['gaste\\p{L}*', 'personen?', 'erwachsene\\p{L}*', 'kind(?:er)?', 'babys?', 'belegung'],
    name: ['herr\\p{L}*', 'frau', 'familie', 'auf den namen', '(?:im|unter dem) namen', 'gastname', 'gast(?=\\s*[:|][ \\t]*\\p{L})'],
    price: ['preis\\p{L}*', 'tarif\\p{L}*', 'rate', 'betrag', 'kosten', 'zuschlag', 'aufpreis', 'euro'],
    cancellation: ['storn\\p{L}*', 'annull\\p{L}*', 'no-?show'],
    elsewhere: ['nebengebaude', 'dependance', 'gastehaus', 'partnerhotel', 'schwesterhotel', 'anderes hotel', 'anderen hotel', 'umgebucht', 'umquartier\\p{L}*'],
    timeLimit: ['(?:bis|vor|spatestens(?: um)?) \\d{1,2}(?:[:.]\\d\\d)? ?uhr', '(?:bis|vor|spatestens(?: um)?) \\d{1,2}:\\d{2,3}'],
    included: ['mit (?:fruhstuck|halbpension|vollpension)', 'beinhalte\\p{L}*', '(?:uber|an|durch|von) (?:die|der|ihre|ihrer) (?:agentur|reiseburo|firma)(?: (?:abgerechnet|bezahlt|berechnet|gezahlt|in rechnung gestellt))?', 'inklusive', 'inkl', 'inbegriffen', 'enthalten', 'rate(?=\\s*[:|]|[ \\t]{2})', 'tarif(?=\\s*[:|]|[ \\t]{2})'],
    benign: [
      // Ein Vertraulichkeitshinweis ("falls Sie diese E-Mail irrtümlich erhalten haben, löschen Sie sie", stop 20).
      '(?:irrtumlich|falschlicherweise|versehentlich) (?:\\p{L}+ ){0,2}?erhalten',
      // Directions to the house ("Anreise mit öffentlichen Verkehrsmitteln: ...", stop 19): no statement of the stay.
      // Non-smoking rooms, the hours a room is ready and left (stop 19, a second helper's probes).
      // A welcome gift in the room (stop 19, recall).
      // An early departure's terms (stop 19, recall).
      'bei vorzeitiger abreise[^.\\n]{0,80}',
      // House hours and a departure row's hour (stop 19, recall).
      'kinderclub\\p{L}*', 'kinderbecken', 'kinderbetreuung', 'miniclub', '(?:aussen|innen|hallen|frei)?(?:pool|bad)\\p{L}*', 'schwimmbad', 'sauna', '(?:ist|sind) (?:taglich |jeden tag )?(?:von|ab) \\d{1,2}(?:[:.]\\d\\d)?(?: uhr)? bis \\d{1,2}(?:[:.]\\d\\d)? uhr (?:geoffnet|offen|besetzt)',
      'kuchen', 'torte', 'geburtstag', 'jahrestag', 'flasche (?:sekt|wein|champagner)', 'blumen', 'obstkorb', 'aufmerksamkeit', 'begrussungs\\p{L}*',
      'nichtraucher\\p{L}*', '(?:bis|vor) \\d{1,2}(?:[:.]\\d\\d)? uhr (?:zu )?(?:freizugeben|frei zu machen|zu raumen)', 'stehen (?:ihnen )?ab \\d{1,2}(?:[:.]\\d\\d)? uhr zur verfugung',
      // Amenities and a driver's sign (stop 19, tuning16): no statement of the room or the name.
      'schild mit (?:dem |ihrem )?namen', 'sonnenschirm\\p{L}*', 'liegen', 'strandkorb\\p{L}*',
      '(?:anreise|anfahrt|ankunft) mit (?:dem |der |den )?(?:offentlichen verkehrsmitteln|auto|pkw|bahn|zug|flugzeug|bus|taxi|s-bahn|u-bahn)',
      // The first night charged: a cancellation penalty said after its terms ("Au-delà, la première nuit est facturée", stop 17).
      '(?:wird|werden) (?:ihnen )?die erste nacht (?:berechnet|in rechnung gestellt|belastet|verrechnet)', 'die erste nacht (?:wird|ist) (?:\\p{L}+ )?(?:berechnet|in rechnung gestellt|belastet|verrechnet|fallig)',
      // The room left by an hour, said without a check-out word; practical hours of the guests (stop 16).
      'bis \\d{1,2}(?:[:.]\\d\\d)? uhr (?:zu )?(?:geraumt|raumen)', '(?:gaste|gasten|sie) (?:\\p{L}+ )?(?:ab|nach|bis) \\d{1,2}(?:[:.]\\d\\d)? uhr (?:\\p{L}+ )?(?:einchecken|anreisen|an)', 'einchecken', '(?:allen |unseren )?gasten (?:\\p{L}+ )?(?:von|ab) \\d{1,2}(?:[:.]\\d\\d)?', 'bei spaterer stornierung',
      // An identity document asked at check-in, of every guest (stop 16).
      'ausweis\\p{L}*', 'reisepass\\p{L}*', 'personalausweis\\p{L}*', 'lichtbildausweis\\p{L}*',
      'anfahrt(?:sbeschreibung)?', 'so finden sie uns',
      'fruhe[rn]? check[- ]?in', 'fruher anreise', 'spate[rn]? check[- ]?out', 'late check[- ]?out', 'early check[- ]?in', '\\d{1,2}\\. (?:stock|og|etage|obergeschoss)',
      'check[- ]?in (?:ist )?(?:ab|von)', 'anreise (?:ist )?ab', 'zimmer (?:sind |ist )?(?:ab|bezugsfertig)', 'abreise (?:bis|vor)', 'parkplatz\\p{L}*', 'tiefgarage', 'garage', 'kurtaxe', 'city-?tax', 'ortstaxe', 'touristenabgabe',
      'online-?check[- ]?in', 'freuen uns', 'angenehmen aufenthalt', 'schonen aufenthalt', 'vielen dank fur (?:ihre|die) (?:buchung|reservierung)', 'fruhstuck (?:wird|gibt es|gibt.s|ist) (?:\\p{L}+ ){0,2}(?:von|ab|zwischen|bis)',
      'rezeption (?:ist )?(?:rund um die uhr|ab|von)', '24 ?(?:h|stunden)', 'wlan', 'wi-?fi', 'kostenfrei(?:e)? storn\\p{L}*', 'kostenlos(?:e)? storn\\p{L}*', 'zimmer(?:nummer|nr\\.?)? ?\\d{2,4}', 'vorgesehen', 'zugeteilt', 'gast-?nr\\.?', 'gastnummer', 'spate\\p{L}* anreise', 'kommen spat', 'spat an', 'nachtportier', 'schlusselsafe', '(?:abreise|check[- ]?out)[^\\n]{0,60}(?:bis|vor) \\d{1,2}(?:[:h.]?\\d\\d|h)?', 'rezeption (?:schliesst|offnet)', 'kostenfrei', 'kostenlos', 'vergeben', '(?:anreise|ankunft) (?:ab|nach) \\d{1,2}(?:[:h.]?\\d{2,3}|h)?', 'zubuchbar', 'buchbar', 'optional', 'gegen aufpreis', '(?:angenehme|gute) (?:anreise|fahrt|reise)', 'folio', 'ausgestellt', 'uns (?:\\p{L}+ )?(?:anrufen|kontaktieren|erreichen)', 'fruh(?:er|e|en)? (?:check[- ]?in|anreise)', 'spat(?:er|e|en)? (?:check[- ]?out|abreise)', '(?:ankunfts|anreise)zeit', 'rezeption[^\\n.]{0,20}(?:bis|ab|von|schliesst|offnet)', 'storn(?:o|ierungs)(?:bedingungen|regelung)', 'annullationsbedingungen', 'voraussichtlich', 'sonderwunsch\\p{L}*', '(?:unter|bis) \\d{1,2} jahren?', 'ausstellungsdatum', 'rechnungsdatum', 'fruhstuck (?:von )?\\d{1,2}[:.]\\d{2,3}',
    ],
    hours: ['(?:um )?wie ?viel uhr (?:sie |die gaste )?(?:ankommen|anreisen)', 'wann (?:sie|die gaste) (?:ankommen|anreisen)', '(?:schlie\\p{L}*|sperren) (?:wir )?(?:die |das )?(?:haustur|tur|tor|haus)'],
    occasions: ['(?:am )?(?:fest|feier|markt|kirchtag|dorffest)tag', '(?:am )?tag (?:des|vom) (?:fest\\p{L}*|dorffest\\p{L}*|markt\\p{L}*|umzug\\p{L}*)'],
    greetings: ['sehr geehrte\\p{L}*', 'damen und herren', 'liebe[r]?', 'hallo', 'guten (?:tag|morgen|abend)', '(?:gute|ruhige|schone|angenehme) nacht', 'mit freundlichen grussen', 'freundliche grusse', 'beste grusse', 'viele grusse'],
    staff: ['(?:unser|unsere|unserer|unseren) (?:\\p{L}+ )?(?:direktor\\p{L}*|geschaftsfuhrer\\p{L}*|inhaber\\p{L}*|gastgeber\\p{L}*|rezeptionist\\p{L}*|concierge|kolleg\\p{L}*|hausdame|team)', '(?:direktor\\p{L}*|geschaftsfuhrer\\p{L}*|inhaber\\p{L}*|gastgeber\\p{L}*|rezeptionist\\p{L}*|concierge|kolleg\\p{L}*|hausdame)', '(?:an|von|bei) (?:der |unserer )?(?:rezeption|empfang|reservierung(?:sabteilung)?|gastebetreuung)', '(?:wenden sie sich|melden sie sich|fragen sie)(?: \\p{L}+){0,2} (?:an|bei|nach)', '(?:kontaktieren|anrufen)'],
    forwarder: ['(?:hat|hatte) (?:uns|mir) (?:ihre|die|diese|eure) (?:anfrage|nachricht|e-?mail|mail) (?:weitergeleitet|weitergegeben|ubergeben|zugeschickt|geschickt)'],
    partParty: ['(?:reist|kommt|anreist|reisen wird) allein(?:e)?', 'allein(?:e)? (?:reist|anreist|kommt)', '(?:nur|ausschliesslich|lediglich) (?:fur )?(?:herrn?|frau|hr|fr)\\.? \\p{L}+', 'fur (?:herrn?|frau)\\.? \\p{L}+(?: \\p{L}+)? (?:allein|alleine)', 'fur (?:nur )?(?:eine|1) person', 'fur (?:nur )?(?:einen|1) (?:gast|erwachsenen)', '(?:nur (?:ein|einem|1)|ein einziges|einem einzigen) fruhstuck(?! pro| je)', 'nur (?:ein|einem|1) (?:abendessen|mittagessen)', '(?:begleitung|begleiter(?:in)?|partner(?:in)?|ehemann|ehefrau|mann) (?:\\p{L}+ ){0,2}?(?:zahlt|bezahlt|begleicht|muss (?:\\p{L}+ )?(?:zahlen|bezahlen))', '(?:der|die|den|dem) (?:zweite[nrm]?|andere[nrm]?) (?:gast|person|erwachsene[nrm]?|reisende[nrm]?)', 'fur (?:nur )?(?:einen|eine|einer) der (?:beiden )?(?:gaste|erwachsenen|personen|reisenden)', '(?:nur|ausschliesslich|lediglich) (?:fur )?den (?:hauptgast|hauptreisenden|ersten gast)'],
    partStay: ['(?:ausser|außer|ausgenommen) (?:am|in der|an dem) (?:ersten|letzten) (?:nacht|morgen|tag|abend)', '(?:in der|am|der|die|den|dem) (?:zweiten?|dritten?|vierten?|[234]\\.) (?:nacht|morgen|tag|abend)', 'ab (?:dem|der) (?:zweiten|dritten|vierten|[234]\\.) (?:nacht|morgen|tag|abend)', '(?:erst|nur) (?:ab|am|in der|fur die) (?:dem |der )?(?:ersten|zweiten|dritten|letzten|[234]\\.) (?:nacht|morgen|tag|abend)', '(?:nur|ausschliesslich) am (?:anreisetag|abreisetag|ankunftstag)', '(?:eine|zwei|drei|[123]) (?:der|von) (?:den )?(?:(?:\\p{L}+|\\d+) )?nachten?', 'die (?:ersten|letzten) (?:zwei|drei|vier|beiden|[234]) (?:nachte|tage|morgen)', 'nur (?:an )?(?:wochentagen|werktagen|wochenenden|am wochenende)'],
    paidApart: ['(?:vor ort|im hotel|an der rezeption|direkt(?: im hotel| vor ort)?|bei (?:anreise|abreise|ankunft)|separat|gesondert|extra) (?:zu )?(?:bezahlen|zahlen|begleichen|entrichten|zahlbar|berechnet|abgerechnet)', '(?:zahlt|zahlen|bezahlt|bezahlen|begleicht|begleichen|entrichtet) (?:\\p{L}+ ){0,3}?(?:vor ort|im hotel|an der rezeption|direkt|bei (?:anreise|abreise|ankunft)|separat|gesondert)', 'gegen (?:einen )?(?:aufpreis|zuschlag|gebuhr|aufschlag)', 'mit (?:einem )?(?:aufpreis|zuschlag|aufschlag)', '(?:aufpreis|zuschlag|aufschlag) von', 'nicht (?:im preis )?(?:inbegriffen|inklusive|enthalten)', '(?:separat|gesondert|extra) (?:berechnet|abgerechnet|in rechnung gestellt)', 'auf kosten des gastes', 'vom gast (?:zu )?(?:zahlen|bezahlen|bezahlt|getragen)', '(?:\\d+(?:[.,]\\d+)? ?(?:€|eur|euro)|(?:€|eur) ?\\d+(?:[.,]\\d+)?) (?:extra|zusatzlich)'],
    paidOther: ['\\p{L}*(?:steuer|taxe|abgabe)', 'kurtaxe', 'mwst', 'ust', 'parkplatz\\p{L}*', 'parken', 'garage', 'tiefgarage', 'extras', 'minibar', 'getranke?', 'spa', 'abendessen', 'mittagessen', 'anzahlung', 'kaution', 'haustier\\p{L}*', 'hund\\p{L}*', '(?:baby|kinder|zustell|beistell|reise)bett\\p{L}*'],
    childNamed: ['(?:ihr|ihre|ihren|ihrem|ihrer|sein|seine|seinen|seinem|seiner) (?:beiden |zwei |drei |\\d+\\s+)?(?:kleine[nrms]? )?(?:sohn|sohne|tochter|tochtern?|kind|kinder|kindern|baby|enkel\\p{L}*)', 'fur (?:den|die|das) (?:sohn|tochter|baby|kind)', '(?:einer|eine|eines) davon (?:ist )?(?:mit )?(?:[1-9]|1[0-7]) (?:jahre|jahren|j\\.)', 'davon (?:einer|eine|eines) (?:mit )?(?:[1-9]|1[0-7]) (?:jahre|jahren|j\\.)', '(?:einer|eine|eines) davon (?:ist )?(?:minderjahrig|ein kind|ein baby)'],
  },
  it: {
    stay: ['arriv\\p{L}*', 'partenz\\p{L}*', 'notti', 'notte', 'lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato', 'domenica', '\\d\\d?\\.?(?:er)? (?:de )?(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)', '(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) \\d{1,2}', 'pernottamenti', 'partono', 'partiranno', 'soggiorno', 'date', '(?:per|durante|dalla) la (?:(?:settimana )?(?:successiva|prossima|seguente) |stessa )?settimana', 'la settimana (?:successiva|prossima|seguente|dopo|del|dal)', 'la (?:prossima|stessa) settimana', '(?:per|durante) il (?:prossimo )?fine settimana', 'il fine settimana (?:successivo|prossimo|del|dal)', '(?:il|del|al|dal|per il|fino al) \\d{1,2}(?![\\p{N}]|\\s*(?:[:h.,/-]?\\s*\\d|%|€|h\\b|ore|persone|adulti|camere|notti|(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)))'],
    otherStay: ['giorn\\p{L}*', 'settiman\\p{L}*', 'fine settimana', 'weekend', 'mes[ei]', 'domani', 'oggi', 'stasera', 'ieri', 'prima(?! colazione| dell| delle| di)', 'invece', 'anziche', 'cambi\\p{L}*', 'modific\\p{L}*', 'spost\\p{L}*', 'al completo', 'pien[oi]', 'overbooking', 'indomani', 'vigilia', 'piu a lungo', 'meno a lungo', 'ritard\\p{L}*', 'riprogramm\\p{L}*', 'aggiornat\\p{L}*', 'ridott\\p{L}*', 'anticip\\p{L}*', 'posticip\\p{L}*', 'prolung\\p{L}*', 'accorci\\p{L}*', 'altr[aoie]', 'divers[aoie]', 'prossim[aoie]', 'successiv[aoie]', 'precedent[ei]', 'solo(?! pernottamento)', 'soltanto', 'aggiuntiv[aoie]', 'ultim[aoie]', 'natale', 'pasqua', 'capodanno', 'ferragosto', 'non', 'mai', 'senza', 'ma', 'pero', 'tuttavia'],
    room: ['doppie', 'singole', 'triple', 'lett(?!er[ae])\\p{L}*', 'singola', 'doppia', 'matrimoniale', 'tripla', 'suite', 'monolocale', 'appartamento'],
    board: ['colazione', 'mezza pensione', 'pensione completa', 'trattamento', 'solo pernottamento'],
    guests: ['ospiti', 'adulti?', 'bambin\\p{L}*', 'neonat\\p{L}*', 'person[ae]', 'pax', 'occupazione'],
    name: ['sig', 'sigra', 'signor\\p{L}*', 'dott\\p{L}*', 'a nome d\\p{L}*', 'intestat\\p{L}*', 'nome ospite', 'ospite(?=\\s*[:|][ \\t]*\\p{L})'],
    price: ['tariffa', 'prezzo', 'importo', 'costo', 'supplemento', 'euro'],
    cancellation: ['cancell\\p{L}*', 'annull\\p{L}*', 'disdett\\p{L}*', 'no-?show'],
    elsewhere: ['dependance', 'annesso', 'edificio', 'struttura (?:partner|vicina|convenzionata)', 'hotel (?:partner|vicino|convenzionato)', 'altro hotel', 'riprotett\\p{L}*'],
    timeLimit: ['(?:fino alle|entro le|prima delle|non oltre le) \\d{1,2}(?:[:.]\\d\\d)?'],
    included: ['con (?:la )?(?:prima )?(?:colazione|mezza pensione|pensione completa)', 'comprensiv[oa]', 'comprend\\p{L}*', '(?:a carico dell.|fatturat[oaie] all.|pagat[oaie] dall.)(?:agenzia|azienda|tour operator)', 'inclus\\p{L}*', 'compres\\p{L}*', 'tariffa(?=\\s*[:|]|[ \\t]{2})'],
    benign: [
      // Un avviso di riservatezza ("se lo avete ricevuto per errore vi preghiamo di cancellarlo", stop 20, tuning17).
      'ricevut[oa] (?:\\p{L}+ ){0,2}?per errore',
      // Directions to the house ("Anreise mit öffentlichen Verkehrsmitteln: ...", stop 19): no statement of the stay.
      // Non-smoking rooms, the hours a room is ready and left (stop 19, a second helper's probes).
      // A welcome gift in the room (stop 19, recall).
      // An early departure's terms (stop 19, recall).
      'in caso di partenza anticipata[^.\\n]{0,80}',
      '(?:piccola )?torta', 'compleanno', 'anniversario', 'bottiglia di', 'fiori', 'cesto di frutta', 'omaggio', 'sorpresa',
      'non fumatori', 'vietato fumare',
      // Amenities and a driver's sign (stop 19, tuning16): no statement of the room or the name.
      'servizio spiaggia', 'ombrellon\\p{L}*', 'lettin[oi]', 'sdrai\\p{L}*', 'cartello con (?:il )?nome',
      '(?:arrivo|arrivare|arrivando) (?:in|con (?:il|i|l.)?) ?(?:auto|macchina|treno|aereo|autobus|taxi|metro|mezzi pubblici)', 'come (?:raggiungerci|arrivare)',
      // The first night charged: a cancellation penalty said after its terms ("Au-delà, la première nuit est facturée", stop 17).
      '(?:la )?prima notte (?:e|sara|verra|viene) (?:addebitata|fatturata|trattenuta)', 'addebiter(?:emo|a) la prima notte',
      // The room left by an hour, said without a check-out word; practical hours of the guests (stop 16).
      'liberat[aei] (?:entro|prima)(?: delle| de?lle)? (?:ore )?\\d{1,2}(?:[:.h]\\d\\d|h)?',
      // An identity document asked at check-in, of every guest (stop 16).
      'document[oi] d.identita', 'carta d.identita', 'passaport[oi]',
      'come arrivare',
      'check[- ]?in anticipato', 'arrivo anticipato', 'partenza posticipata', 'late check[- ]?out', 'early check[- ]?in', 'per chi arriva', 'chi arriva (?:in|col|con|da)', 'arrivando (?:in|col|con|da)',
      '\\d{1,2}(?:°|º|o)? piano', 'piano \\d{1,2}',
      'check[- ]?in (?:e )?(?:dalle|a partire dalle|dopo le)', 'check[- ]?out (?:e )?(?:entro|fino)', 'camere? (?:e |sono |sara |saranno )?disponibil\\p{L}* (?:dalle|a partire)', 'parcheggio', 'garage', '(?:tassa|imposta) di soggiorno',
      'check[- ]?in online', 'vi aspettiamo', '(?:lieti|felici) di (?:accogliervi|ospitarvi|darvi|accogliere|ospitare)', 'buon soggiorno', 'piacevole soggiorno', 'grazie per (?:aver scelto|la prenotazione)', 'colazione (?:e )?servita', 'servita (?:dalle|tra|fino alle)',
      'reception (?:e )?aperta', '24 ?(?:h|ore)', 'wi-?fi', 'cancellazione gratuita', 'camera:? (?:n. ?)?\\d{2,4}', 'assegnat\\p{L}*', 'codice cliente', 'arrivo tardivo', 'arrivano tardi', 'portiere di notte', '(?:partenza|check[- ]?out)[^\\n]{0,60}(?:entro|fino) (?:le |alle )?\\d{1,2}(?:[:h.]?\\d\\d|h)?', 'reception chiude', 'senza (?:penali|costi|spese)', '(?:arrivo|check[- ]?in) (?:dopo|dalle|a partire dalle) (?:le )?\\d{1,2}(?:[:h.]?\\d{2,3}|h)?', 'facoltativ[ao]', 'prenotabile', 'con supplemento', 'buon viaggio', 'folio', 'emess[ao]', '(?:contattarci|chiamarci)', 'check[- ]?in anticipato', 'check[- ]?out posticipato', 'arrivo anticipato', 'orario (?:di |d.)arrivo', 'reception[^\\n.]{0,20}(?:fino|dalle|chiude|apre)', '(?:condizioni|politica) di (?:cancellazione|annullamento)', 'gratuit[ao]', 'richiest[ae] special[ei]', '(?:sotto i|fino a) \\d{1,2} anni', 'data (?:di )?emissione', 'colazione (?:dalle )?\\d{1,2}[:.]\\d{2,3}',
    ],
    hours: ['a che ora (?:arriv\\p{L}*)', '(?:chiudiamo|chiude) (?:il portone|la porta|il cancello|la casa)'],
    occasions: ['(?:nel |il )?giorno (?:della|del|dei) (?:festa|fiera|palio|carnevale|processione|mercato|sagra)'],
    greetings: ['gentil\\p{L}*', 'egregi\\p{L}*', 'buongiorno', 'buonasera', 'buona ?notte', 'salve', 'cordiali saluti', 'distinti saluti', 'cari?'],
    staff: ['(?:il |la )?nostr[oa] (?:\\p{L}+ )?(?:direttore|direttrice|titolare|proprietari[oa]|host|receptionist|concierge|collega|governante|staff|team)', '(?:direttore|direttrice|titolare|proprietari[oa]|receptionist|concierge|collega|governante)', '(?:della|alla|dalla|dal|al) (?:reception|ricevimento|ufficio prenotazioni|centrale prenotazioni|guest relations)', '(?:chiedete|chiedere|domandate) (?:di|del|della)', '(?:contattate|contattare|rivolgetevi a|rivolgersi a|chiamate)'],
    forwarder: ['(?:ci|mi) (?:ha|aveva) (?:inoltrato|girato|passato|trasmesso|mandato|inviato) (?:la vostra|la sua|la|questa) (?:richiesta|mail|e-?mail|messaggio)'],
    partParty: ['(?:viaggia|viene|arriva|viaggera|verra|arrivera) da sol[oa]', '(?:solo|soltanto|solamente|unicamente|esclusivamente) (?:per )?(?:il |la )?(?:sig|sig\\.ra|sigra|signor|signora|signorina|dott|dott\\.ssa)\\.? \\p{L}+', 'per (?:il |la )?(?:sig|sig\\.ra|signor|signora)\\.? \\p{L}+(?: \\p{L}+)? (?:soltanto|solamente|unicamente)', 'per (?:un|una|un.) (?:sol[oa] |unic[oa] )?(?:ospite|persona|adulto|cliente|occupante|pax)', '(?:un|una|un.) sol[oa] (?:ospite|persona|adulto|cliente)', '(?:una|1) sola (?:colazione|cena)', '(?:un|1) solo (?:pasto|pranzo)', '(?:accompagnatore|accompagnatrice|compagno|compagna|marito|moglie) (?:\\p{L}+ ){0,2}?(?:paga|paghera|deve pagare|salda|saldera)', '(?:il|la) (?:second[oa]|altr[oa]) (?:ospite|persona|adulto|cliente|occupante)', 'l.altr[oa] (?:ospite|persona|adulto|cliente|occupante)', 'per (?:solo )?(?:uno|una) degli (?:ospiti|adulti|occupanti)', 'per (?:solo )?una delle (?:due )?persone', '(?:solo|soltanto|solamente|unicamente) (?:per )?(?:il |l.)(?:titolare|intestatario|ospite principale)'],
    partStay: ['(?:tranne|eccetto|salvo) (?:la |il |l.|nella |nel |per la |per il )(?:prima|primo|ultima|ultimo) (?:notte|giorno|mattina|sera)', '(?:la|il|alla|al|nella|nel|della|del) (?:seconda|secondo|terza|terzo|quarta|quarto) (?:notte|giorno|mattina|sera)', '(?:dalla|a partire dalla) (?:seconda|terza|quarta|[234]\\p{L}?) (?:notte|mattina|sera)', '(?:dal|a partire dal) (?:secondo|terzo|quarto|[234]\\p{L}?) (?:giorno|mattino)', '(?:solo|soltanto|solamente|unicamente) (?:la|il|per la|per il) (?:prima|primo|ultima|ultimo|seconda|secondo) (?:notte|mattina|giorno|sera)', '(?:solo|soltanto|solamente|unicamente) (?:il|per il|nel) giorno (?:di|del|dell.) ?(?:arrivo|partenza)', '(?:una|due|tre|[123]) delle (?:(?:\\p{L}+|\\d+) )?notti', 'le (?:prime|ultime) (?:due|tre|quattro|[234]) (?:notti|mattine)', 'i (?:primi|ultimi) (?:due|tre|quattro|[234]) giorni', '(?:solo|soltanto|solamente|unicamente) (?:nei |i )?(?:giorni feriali|giorni lavorativi|fine settimana|weekend)'],
    paidApart: ['da (?:pagare|saldare|regolare|versare) (?:in loco|in hotel|direttamente|in struttura|alla reception|all.arrivo|alla partenza|separatamente|a parte)', '(?:si paga|si pagano|si salda|si saldano|e da pagare|sono da pagare|e da saldare|sono da saldare|verra addebitat[ao]|sara addebitat[ao]) (?:\\p{L}+ ){0,2}?(?:in loco|in hotel|direttamente|in struttura|alla reception|all.arrivo|alla partenza|separatamente|a parte)', '(?:deve|dovra|devono|dovranno) (?:pagare|saldare|regolare) (?:\\p{L}+ ){0,3}?(?:in loco|in hotel|direttamente|in struttura|alla reception|all.arrivo|alla partenza|separatamente|a parte)', '(?:con|previo) (?:un )?supplemento', 'supplemento di', 'non (?:e |sono )?inclus[aoie]', 'a carico (?:del cliente|dell.ospite|degli ospiti|dei clienti)', 'fatturat[aoie] (?:a parte|separatamente|al cliente|all.ospite)', '(?:\\d+(?:[.,]\\d+)? ?(?:€|eur|euro)|(?:€|eur) ?\\d+(?:[.,]\\d+)?) (?:extra|in piu|in aggiunta|a parte)'],
    paidOther: ['tass\\p{L}*', 'impost\\p{L}*', 'iva', 'parcheggio', 'garage', 'gli extra', 'minibar', 'bevande', 'spa', 'cena', 'pranzo', 'caparra', 'deposito', 'animal[ei]', 'cane', 'culla', 'lettino', 'letto aggiunto', 'tessera club'],
    childNamed: ['(?:loro|suo|sua|suoi|sue|vostro|vostra|vostri|vostre|tuo|tua|tuoi) (?:due |tre |\\d+\\s+)?(?:piccol[oa] )?(?:figli[oa]?|figlie|bambin[oa]|bambini|bimb[oa]|neonat[oa]|nipotin[oa])', '(?:e|con) (?:il|la) piccol[oa](?= *(?:[.,;!]|$))', 'per (?:il|la|i|le) (?:figli[oa]?|figlie|bambin[oa]|bimb[oa]|neonat[oa])', '(?:uno|una) (?:dei quali|delle quali|di loro|di essi) (?:ha |di )?(?:[1-9]|1[0-7]) anni', 'di cui (?:uno|una) (?:di )?(?:[1-9]|1[0-7]) anni', '(?:uno|una) (?:dei quali|delle quali|di loro) (?:e )?(?:minorenne|un bambino|una bambina|un neonato)'],
  },
  pt: {
    stay: ['chegada', 'cheg\\p{L}*', 'partida', 'saida', 'noites?', '(?:segunda|terca|quarta|quinta|sexta)-feira', 'sabado', 'domingo', '\\d\\d?\\.?(?:er)? (?:de )?(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)', '(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro) \\d{1,2}', 'diarias?', 'saem', 'sairao', 'partem', 'estadias?', 'estadas?', 'datas?', '(?:para|durante|a partir d)a (?:(?:seguinte|proxima|mesma|outra) )?semana', 'a semana (?:seguinte|que vem|de|da)', 'a (?:proxima|seguinte) semana', '(?:para|durante) o (?:proximo )?fim de semana', 'o fim de semana (?:seguinte|de|da)', '(?:o dia|no dia|do dia|ao dia|dia|ate dia|ate ao dia|ate o dia) \\d{1,2}(?![\\p{N}]|\\s*(?:[:h.,/-]?\\s*\\d|%|€|h\\b|horas|pessoas|adultos|quartos|noites|de (?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)))'],
    otherStay: ['dias?', 'semanas?', 'fins? de semana', 'mes(?:es)?', 'quinzena', 'amanha', 'hoje', 'esta noite', 'ontem', 'em (?:vez|lugar)', 'alter\\p{L}*', 'mud\\p{L}*', 'modific\\p{L}*', 'antecip\\p{L}*', 'lotad[oa]s?', 'esgotad[oa]s?', 'cheio', 'overbooking', 'vespera', 'mais tempo', 'menos tempo', 'atras\\p{L}*', 'reagend\\p{L}*', 'corrigid\\p{L}*', 'atualizad\\p{L}*', 'ajustad\\p{L}*', 'reduzid\\p{L}*', 'adiad\\p{L}*', 'prolong\\p{L}*', 'encurt\\p{L}*', 'outr[oa]s?', 'diferentes?', 'proxim[oa]s?', 'seguintes?', 'anterior(?:es)?', 'so(?! alojamento)', 'apenas(?! alojamento)', 'somente', 'extra', 'adiciona\\p{L}*', 'primeir[oa]s?', 'ultim[oa]s?', 'natal', 'pascoa', 'reveillon', 'ano novo', 'carnaval', 'nao', 'nunca', 'sem', 'mas', 'porem', 'contudo', 'no entanto'],
    room: ['duplos', 'triplos', 'individuais', 'camas?', 'suite', 'estudio', 'apartamento', 'duplo', 'triplo', 'casal', 'individual'],
    board: ['pequeno-?almoco', 'cafe da manha', 'meia pensao', 'pensao completa', 'tudo incluido', 'regime', 'so alojamento', 'apenas alojamento'],
    guests: ['hospedes', 'adultos?', 'criancas?', 'bebes?', 'pessoas?', 'pax', 'ocupantes', 'ocupacao'],
    name: ['sr', 'sra', 'senhor\\p{L}*', 'dona', 'em nome d\\p{L}*', 'titular', 'nome do hospede', 'hospede(?=\\s*[:|][ \\t]*\\p{L})'],
    price: ['tarifa', 'preco', 'valor', 'custo', 'suplemento', 'euros?'],
    cancellation: ['cancel\\p{L}*', 'anul\\p{L}*', 'no-?show'],
    elsewhere: ['anexo', 'edificio', 'hotel parceiro', 'outro hotel', 'unidade parceira', 'hotel (?:vizinho|proximo)', 'realoj\\p{L}*'],
    timeLimit: ['(?:ate as|antes das|o mais tardar as) \\d{1,2}(?:[:h]\\d\\d)?'],
    included: ['com (?:o )?(?:pequeno[- ]almoco|cafe da manha|meia[- ]pensao|pensao completa)', '(?:a cargo da|faturad[oa]s? (?:a|a la|para a)|pag[oa]s? pela) (?:agencia|empresa|operador turistico)', 'inclu\\p{L}*', 'tarifa(?=\\s*[:|]|[ \\t]{2})'],
    benign: [
      // Um aviso de confidencialidade ("se recebeu esta mensagem por engano, por favor apague-a", stop 20).
      'recebe\\p{L}* (?:\\p{L}+ ){0,3}?por (?:engano|erro)',
      // Directions to the house ("Anreise mit öffentlichen Verkehrsmitteln: ...", stop 19): no statement of the stay.
      // Non-smoking rooms, the hours a room is ready and left (stop 19, a second helper's probes).
      // A welcome gift in the room (stop 19, recall).
      // An early departure's terms (stop 19, recall).
      'em caso de saida antecipada[^.\\n]{0,80}',
      // House hours and a departure row's hour (stop 19, recall).
      '(?:partida|saida|check-?out)\\s*:?[^\\n]{0,20}?ate (?:as )?\\d{1,2}[:h]\\d{0,2}', '(?:chegada|entrada|check-?in)\\s*:?[^\\n]{0,20}?a partir das? \\d{1,2}[:h]\\d{0,2}',
      'bolo', 'aniversario', 'garrafa de', 'flores', 'cesta de fruta', 'mimo', 'surpresa',
      'nao fumadores?', 'proibido fumar',
      // Amenities and a driver's sign (stop 19, tuning16): no statement of the room or the name.
      'placa com (?:o )?nome', 'espreguicadeiras?', 'guarda-?sois?', 'guarda-?sol',
      '(?:chegada|chegar|chegando) (?:de|em|por) (?:carro|comboio|trem|autocarro|onibus|taxi|aviao|metro|transportes? publicos?)', 'como chegar',
      // The first night charged: a cancellation penalty said after its terms ("Au-delà, la première nuit est facturée", stop 17).
      '(?:sera|e) cobrada a primeira noite', '(?:a )?primeira noite (?:sera|e) (?:cobrada|faturada|debitada)',
      // The room left by an hour, said without a check-out word; practical hours of the guests (stop 16).
      '(?:desocupad[oa]s?|liberad[oa]s?) (?:ate|antes d)(?:as|e)? ?\\d{1,2}(?:[:.h]\\d\\d|h)?',
      // An identity document asked at check-in, of every guest (stop 16).
      'documentos? de (?:identificacao|identidade)', 'passaportes?', 'cartao de cidadao', 'bilhete de identidade',
      'como chegar',
      'check[- ]?in antecipado', 'chegada antecipada', 'saida tardia', 'check[- ]?out tardio', 'late check[- ]?out', 'early check[- ]?in', '\\d{1,2}(?:º|o)? andar', 'andar \\d{1,2}', '\\d{1,2}(?:º|o)? piso',
      'check[- ]?in (?:e )?(?:a partir das|apos as|desde as)', 'check[- ]?out (?:e )?(?:ate|antes)', 'quartos? (?:esta|estao|estara|estarao) (?:pront|disponive)\\p{L}* (?:a partir|desde)', 'estacionamento', 'garagem', 'taxa turistica',
      'check[- ]?in online', 'aguardamos', 'ficamos a aguardar', 'esperamos (?:receb\\p{L}*|ve-?l\\p{L}*)', 'boa estadia', 'obrigad[oa] por (?:escolher|ter escolhido|a sua reserva)', 'pequeno-?almoco (?:e )?servido', 'servido (?:das|entre|ate)',
      'rece[cp]cao (?:esta )?aberta', '24 ?(?:h|horas)', 'wi-?fi', 'cancelamento gratuito', 'quarto:? (?:n. ?)?\\d{2,4}', 'atribuid\\p{L}*', 'numero de cliente', 'chegada tardia', 'chegam tarde', 'rece[cp]cionista da noite', '(?:saida|check[- ]?out)[^\\n]{0,60}(?:ate|antes) (?:as |das )?\\d{1,2}(?:[:h.]?\\d\\d|h)?', 'rece[cp]cao fecha', 'sem (?:custos?|encargos)', 'chegada (?:a partir|depois) das \\d{1,2}(?:[:h.]?\\d{2,3}|h)?', 'opcional', 'pode ser adicionad[oa]', 'com suplemento', 'boa viagem', 'folio', 'emitid[oa]', '(?:contactar|ligar)-?nos', 'check[- ]?in antecipado', 'check[- ]?out tardio', 'chegada antecipada', 'hora (?:prevista )?de chegada', 'rece[cp]cao[^\\n.]{0,20}(?:ate|desde|fecha|abre)', '(?:politica|condicoes) de cancelamento', 'gratuit[oa]', 'pedidos? especia(?:l|is)', '(?:ate|menores de) \\d{1,2} anos', 'data (?:de )?emissao', 'pequeno-?almoco (?:das )?\\d{1,2}[:.h]\\d{2,3}',
    ],
    hours: ['a que horas? (?:chegam|vao chegar|chegarao|chega)', '(?:fechamos|fecha) (?:o portao|a porta|a casa|a entrada)'],
    occasions: ['(?:no )?dia (?:da|do|de) (?:festa|feira|carnaval|procissao|mercado)', 'dia de (?:sao|santo|santa) \\p{L}+'],
    greetings: ['car[oa]s?', 'prezad[oa]s?', 'senhor(?:a|es|as)?', 'senhor\\(a\\)', 'exm[oa]s?', 'bom dia', 'boa (?:tarde|noite)', 'ola', 'cumprimentos', 'atenciosamente', 'com os melhores cumprimentos'],
    staff: ['(?:o |a )?noss[oa] (?:\\p{L}+ )?(?:diretor|diretora|gerente|proprietari[oa]|dono|anfitriao|anfitria|rececionista|recepcionista|concierge|colega|governanta|equipa|equipe)', '(?:diretor|diretora|gerente|proprietari[oa]|anfitriao|anfitria|rececionista|recepcionista|concierge|colega|governanta)', '(?:da|na) (?:rececao|recepcao|central de reservas|(?:equipa|equipe) de reservas|relacoes com (?:o )?cliente)', '(?:perguntem?|perguntar) (?:pel[oa]|por)', '(?:contactem?|contatem?|procurem?|falem? com|liguem? para)'],
    forwarder: ['(?:nos |me )?(?:reencaminhou|encaminhou|transmitiu|passou|enviou)(?:-nos|-me)? (?:o vosso|o seu|o|este|a vossa|a sua|a) (?:pedido|e-?mail|mail|mensagem|solicitacao)'],
    partParty: ['(?:viaja|vem|chega|viajara|vira|chegara) sozinh[oa]', '(?:apenas|so|somente|unicamente|exclusivamente) (?:para )?(?:o |a )?(?:sr|sra|senhor|senhora|dona|dr|dra)\\.? \\p{L}+', 'para (?:o |a )?(?:sr|sra|senhor|senhora|dona)\\.? \\p{L}+(?: \\p{L}+)? (?:apenas|somente|unicamente)', 'para (?:um|uma) (?:so |unic[oa] )?(?:hospede|pessoa|adulto|cliente|ocupante|pax)', '(?:um|uma) so (?:hospede|pessoa|adulto|cliente)', '(?:um|1) (?:so|unico) (?:pequeno-?almoco|jantar|almoco)', '(?:acompanhante|companheir[oa]|marido|esposa|mulher) (?:\\p{L}+ ){0,2}?(?:paga|pagara|deve pagar|tem de pagar|tem que pagar)', '(?:o|a) (?:segund[oa]|outr[oa]) (?:hospede|pessoa|adult[oa]|cliente|ocupante|acompanhante)', 'para (?:so |apenas )?(?:um|uma) d(?:os|as) (?:dois |duas )?(?:hospedes|adultos|pessoas|clientes|ocupantes)', '(?:apenas|so|somente|unicamente) (?:para )?o (?:titular|hospede principal)'],
    partStay: ['(?:exceto|excepto|salvo|menos) (?:n[ao]|[ao]) (?:primeir[oa]|ultim[oa]) (?:noite|manha|dia(?! \\d))', '(?:a|o|na|no|da|do) (?:segund[oa]|terceir[oa]|quart[oa]) (?:noite|manha|dia(?! \\d))', '(?:a partir|desde) d[ao] (?:segund[oa]|terceir[oa]|quart[oa]|[234]\\p{L}?) (?:noite|manha|dia(?! \\d))', '(?:apenas|so|somente|unicamente) (?:n[ao]|para [ao]) (?:primeir[oa]|ultim[oa]|segund[oa]) (?:noite|manha|dia(?! \\d))', '(?:apenas|so|somente|unicamente) no dia d[ae] (?:chegada|partida|saida|entrada)', '(?:uma|duas|tres|[123]) das (?:(?:\\p{L}+|\\d+) )?noites', '(?:as|os) (?:duas|dois|tres|quatro|[234]) (?:primeir|ultim)(?:as|os) (?:noites|manhas|dias)', '(?:apenas|so|somente|unicamente) (?:nos |aos |em )?(?:dias uteis|dias de semana|fins? de semana)'],
    paidApart: ['a (?:pagar|liquidar) (?:no (?:local|hotel|destino)|na rece[cp]ao|diretamente|a parte|a chegada|a saida|a partida|separadamente)', '(?:paga-se|pagam-se|e pago|sao pagos|e paga|sao pagas|sera pago|sera paga|serao pagos|(?:pode|podem) ser pag[oa]s?|sera cobrad[oa]|e cobrad[oa]) (?:\\p{L}+ ){0,2}?(?:no (?:local|hotel|destino)|na rece[cp]ao|diretamente|a parte|a chegada|a saida|a partida|separadamente)', '(?:deve|devera|devem|deverao|tem de|tera de|tem que) (?:pagar|liquidar) (?:\\p{L}+ ){0,3}?(?:no (?:local|hotel|destino)|na rece[cp]ao|diretamente|a parte|a chegada|a saida|a partida|separadamente)', '(?:com|mediante) (?:um )?suplemento', 'suplemento de', 'nao (?:esta |estao |e |sao )?incluid[oa]s?', '(?:por conta|a cargo) do (?:hospede|cliente)', 'faturad[oa]s? (?:a parte|separadamente|ao cliente|ao hospede)', 'pag[oa]s? pelo (?:hospede|cliente)', '(?:\\d+(?:[.,]\\d+)? ?(?:€|eur|euros)|(?:€|eur) ?\\d+(?:[.,]\\d+)?) (?:extra|a mais|adicionais?)'],
    paidOther: ['tax\\p{L}*', 'impost\\p{L}*', 'iva', 'estacionamento', 'parque', 'garagem', 'extras', 'minibar', 'bebidas?', 'spa', 'jantar', 'sinal', 'deposito', 'caucao', 'animais', 'animal', 'bercos?', 'camas? extras?'],
    childNamed: ['(?:o seu|a sua|os seus|as suas|seu|sua|seus|suas) (?:dois |duas |tres |\\d+\\s+)?(?:pequen[oa]s? )?(?:filh[oa]s?|bebe|criancas?|net[oa]s?)', '(?:o|a|os|as) (?:filh[oa]s?|bebe|net[oa]s?) d(?:eles|elas|o casal|o sr|a sra|o senhor|a senhora)', '(?:para|com) (?:o|a|os|as) (?:filh[oa]s?|bebe|crianca)', '(?:um|uma) (?:deles|delas) (?:com |tem |de )?(?:[1-9]|1[0-7]) anos', 'sendo (?:um|uma) (?:de |com )?(?:[1-9]|1[0-7]) anos', '(?:um|uma) (?:deles|delas) (?:e )?(?:menor|uma crianca|um bebe)'],
  },
};

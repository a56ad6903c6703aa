// English: what reservation desks write (and what most PMS letters print, whatever the hotel's language).
import type { Lexicon } from './types.js';

export const en: Lexicon = {
  language: 'en',
  rooms: {
    single: ['single room', 'single bedroom', 'single occupancy'],
    double: ['double room', 'double bedroom', 'king room', 'queen room', 'double bed room', 'kingsize room'],
    'double-for-single-use': ['double for single use', 'double room for single use', 'double (?:room )?single use'],
    twin: ['twin room', 'twin beds?', 'twin bedded', 'twin', 'two single beds', 'two separate beds'],
    triple: ['triple room'],
    quadruple: ['quadruple room', 'quad room', 'four-bed room'],
    family: ['family room'],
    suite: ['suite'],
    'junior-suite': ['junior suite', 'jr\\.? suite'],
    studio: ['studio'],
    apartment: ['apartment'],
  },
  roomAdjectives: { single: ['single'], double: ['double', 'king', 'queen'], triple: ['triple'], quadruple: ['quadruple', 'quad'], family: ['family'] },
  roomAbbreviations: {
    single: ['SGL', 'SNG', 'SGLB'], double: ['DBL', 'DBLB', 'DOUBLE', 'KNG'], 'double-for-single-use': ['DUS', 'DSU', 'DBL/SU'],
    twin: ['TWN', 'TW', 'TWB', 'TWIN'], triple: ['TPL', 'TRP', 'TRPL'], quadruple: ['QDP', 'QUAD', 'QPL'], family: ['FAM', 'FMLY'], suite: ['STE'], 'junior-suite': ['JS', 'JSU', 'JRS', 'JSTE'], studio: ['STU'], apartment: ['APT', 'APP'],
  },
  notRooms: ['suite of', 'en suite', 'ensuite', 'double[- ]check', 'double[- ]booked', 'double booking', 'single night', 'a single'],
  roomNouns: ['rooms?', 'bedrooms?', 'room type', 'accommodation', 'category'],
  boards: {
    RO: ['room only', 'accommodation only', 'no breakfast', 'without breakfast', 'breakfast (?:is )?not included', 'excluding breakfast', 'breakfast excluded', 'self[- ]catering', 'breakfast (?:is |are )?(?:not included|extra|excluded|payable(?: locally| on site| at the hotel| directly)?|charged (?:separately|extra|locally)|at (?:an )?(?:extra|additional) (?:cost|charge)|on a paying basis|available at (?:an )?(?:extra|additional) (?:cost|charge))', 'breakfast (?:can|may) be (?:purchased|bought|added|booked|paid)', 'room only basis'],
    BB: ['breakfast only', 'bed (?:and|&) breakfast', 'b ?& ?b', 'breakfast (?:is )?included', 'with breakfast', 'including breakfast', 'incl\\.? breakfast', 'breakfast inclusive', 'room and breakfast'],
    HB: ['half[- ]board', 'breakfast and dinner', 'demi[- ]pension'],
    FB: ['full[- ]board', 'all meals included'],
    AI: ['all[- ]inclusive'],
  },
  boardAbbreviations: { RO: ['RO'], BB: ['BB', 'B&B', 'BKF'], HB: ['HB', 'MAP'], FB: ['FB'], AI: ['AI'] },
  hcnLabels: [
    'conf\\.?\\s*(?:no|nr|num|#)\\.?', 'confirmation\\s*(?:no|nr|num|#)\\.?', 'ref\\.?', 'reference(?:\\s*(?:no|number))?', 'hotel\\s+confirmation', 'hotel\\s+ref(?:erence)?\\.?',
    'confirmed,?\\s+(?:number|no\\.?|#)', 'confirmed\\s+(?:with|under)\\s+(?:the\\s+)?(?:number|no\\.?|ref(?:erence)?\\.?)', 'confirmation\\s+code', '(?:res|resa|rsv)\\.?\\s*(?:no|nr|#)\\.?', '(?:booking|reservation|res\\.?)\\s*(?:id|#)', 'pnr',
  ],
  agencyLabels: ['your\\s+ref(?:erence)?\\.?', 'agency\\s+ref(?:erence)?\\.?', 'booking\\s+ref(?:erence)?\\s+from\\s+you'],
  noBooking: ['cannot find any (?:reservation|booking)', 'no (?:reservation|booking) (?:under|for|with)', 'do not have (?:any|a|this) (?:reservation|booking)', "don't have (?:any|a|this) (?:reservation|booking)"],
  cancellation: [
    'overbook\\p{L}*', 'over-book\\p{L}*', 'relocat\\p{L}*', 'walk(?:ed)? the guests?', 'sister (?:hotel|property)', 'alternative (?:hotel|accommodation|property)', 'move (?:the guests?|them|her|him) to', 'accommodate (?:the guests?|them) (?:at|in) (?:another|our)', '(?<!can be |may be |be )cancel(?:l)?ed', 'cancellation (?:of (?:this|the|your|that) (?:booking|reservation)(?! (?:is|will be) (?:free|possible|charged))|(?:is |has been )?confirmed)', 'cancellation (?:number|no\\.?|ref\\p{L}*|code)\\s*(?:is\\s*|es\\s*|est\\s*|ist\\s*|e\\s*)?[:#]?\\s*[a-z]{0,4}-?\\d', 'confirm (?:the )?cancellation', 'no longer available', 'fully booked',
  ],
  cancelled: ['(?:has|have) been cancel\\p{L}*', '(?:was|were) cancel\\p{L}*', 'is (?:now )?cancel\\p{L}*', 'cancellation (?:is|has been) confirmed', 'we (?:hereby )?confirm (?:the )?cancellation', '(?:have|has) (?:been )?relocated', '(?:has|have) been (?:moved|transferred) to (?:our|the|another)', 'we (?:have )?relocated', 'no longer hold'],
  pending: [
    '(?:is|still|remains) pending', 'pending (?:confirmation|approval|availability|manager)', 'we will confirm', "we'll confirm", 'will confirm (?:as soon|shortly|later|once|tomorrow|asap|when)', 'awaiting (?:the )?(?:manager|approval|confirmation|availability)',
    'waiting for (?:the )?(?:manager|approval|availability)', 'will (?:get|come) back to you', 'will (?:reply|respond|answer|revert|write back|be in touch|contact you|update you|let you know|advise)', 'get back to you', 'revert (?:to you|back)', 'will (?:check|look into|verify)(?!(?:\\s+\\S+){0,3}\\s+(?:in|out)(?![\\p{L}]))', 'let you know (?:as soon|shortly|asap|once|when)', 'as soon as (?:possible|we can)', 'send you the confirmation', 'forwarded to (?:our|the) (?:reservations?|hotel)', "(?:don't|do not) take this as (?:the|a) confirmation", 'is on request', 'being processed', 'under review', 'will send (?:you )?(?:the |a )?confirmation',
  ],
  conditions: [
    'held until', 'hold the room until', 'kept until', 'only until \\d', 'guaranteed (?:only )?until', 'deposit (?:of [^.\\n]{0,25})?(?:is |will be )?(?:required|needed|due|requested|must be paid)', 'prepayment (?:is |will be )?(?:required|needed|due|requested)', 'must be (?:prepaid|guaranteed)', 'to guarantee the (?:booking|reservation)', 'will be (?:automatically )?(?:cancel\\p{L}*|released) (?:if|unless)', 'if we do not receive', 'unless we receive', 'missing (?:the )?(?:guarantee|credit card|card details|deposit)', 'only guaranteed', 'guarantee (?:is )?(?:required|needed)', 'unless (?:a )?(?:credit card|guarantee|deposit|prepayment)', 'subject to (?:availability|a deposit|prepayment|guarantee)', 'released (?:at|after)', 'will be released', 'not guaranteed', 'non[- ]guaranteed', 'unguaranteed', 'on a waiting list', 'waitlist',
  ],
  contrast: ['but', 'however', 'although', 'except', 'though'],
  negation: ['(?:do not|don\'t|cannot|can\'t) (?:have|offer|provide)(?: a| an| the)?', 'instead of(?: the| a| an)?', 'rather than(?: the| a| an)?', 'and not(?: the| a| an| on the| on)?', 'not(?: the| a| an| on the| on)?'],
  dayLater: ['(?:one|a|1) day later', 'the (?:next|following) day'],
  dayEarlier: ['(?:one|a|1) day earlier', '(?:one|a|1) day before', 'the day before'],
  nightLess: ['(?:one|a|1) night (?:less|fewer|shorter)', '(?:one|a|1) fewer night', '(?:one|a|1) night short'],
  nightMore: ['(?:one|a|1) (?:more|extra|additional) night', '(?:one|a|1) night (?:more|longer|extra)'],
  arrival: ['arriv', 'check-?in', 'from the'],
  departure: ['depart', 'check-?out', 'leav', 'until the'],
  people: ['guests?', 'persons?', 'people', 'pax', 'adults?'],
  adults: ['adults?'],
  children: ['child(?:ren)?', 'kids?', 'infants?', 'bab(?:y|ies)'],
  numbers: { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 },
  only: ['only', 'just'],
  quoting: {
    from: ['from'], sent: ['sent', 'date', 'sent on'], to: ['to', 'cc'], subject: ['subject'],
    wrote: ['wrote'], wroteStart: ['on'], original: ['original message'], forwarded: ['forwarded message', 'begin forwarded message'],
  },
};

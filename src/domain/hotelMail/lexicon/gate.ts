// The confirmation gate's vocabulary (issue 25, third pass), per language, as data. Every pattern is the source of a
// regular expression matched as whole words on folded text (lowercase, accents removed: dates.ts `fold`). The gate
// (../gate.ts) is general: it does not look for the phrases of one corpus but for the kinds of words that make an
// answer something other than a plain confirmation: a question, a request for something, an option, a negated
// confirmation, a postscript about the booking.
import type { Language } from '../../languages.js';

export interface GateLexicon {
  /** Words that open a question even without a "?" ("could you", "pourriez-vous", "könnten Sie"). */
  interrogatives: string[];
  /** Questions that ask nothing about the booking ("anything else?", "¿en qué más podemos ayudarle?"). */
  courtesy: string[];
  /**
   * Openers of a suggestion the desk offers ("may I suggest", "puis-je vous proposer", "darf ich Ihnen ... empfehlen"):
   * such a question asks nothing about the booking when it names no day, night, room or change (../gate.ts question).
   */
  suggestions: string[];
  /** Verbs of asking the agency for something ("please send", "we need", "merci de nous transmettre"). */
  requestVerbs: string[];
  /** What a hotel asks for before it holds a booking (card, deposit, guarantee, prepayment). */
  requestedThings: string[];
  /**
   * That nothing of the kind is asked ("no deposit is required", "no se requiere depósito", "aucun acompte n'est
   * demandé", "eine Anzahlung ist nicht erforderlich", "non è richiesto alcun deposito", "não é necessário depósito"):
   * its words are no request and no condition; another request in the same sentence still is one.
   */
  notRequired: string[];
  /** An option, a provisional hold, a waiting list. */
  options: string[];
  /** A waiting list: the hotel has no room yet and will come back (read as pending, never confirmed). */
  waitingList: string[];
  /** "on request", "sur demande": an option only in a sentence about the booking itself (not "early check-in on request"). */
  onRequest: string[];
  /** Nouns for the booking itself, for onRequest. */
  bookingNouns: string[];
  /** Sentences about a room's assignment ("the room assigned provisionally is 214"): an option word there is no option. */
  assignment: string[];
  /** Words that negate a confirmation verb that follows them in the same clause ("cannot", "no podemos", "nicht"). */
  negations: string[];
  /** Nouns of a request or ticket ("request", "solicitud", "Anfrage"): a number said only of one is not the booking's. */
  requestNouns: string[];
  /** Confirmation verb stems, and guarantee stems, for the negation check ("confirm", "bestatig", "garantit"). */
  confirmStems: string[];
  /**
   * A confirmation verb as an infinitive, right after an aside set off by commas that follows a negation ("we cannot,
   * as you asked, confirm", "no podemos, tal como nos pedían, confirmar"): the negation still governs it (r24).
   */
  confirmInfinitives: string[];
  /**
   * The extras a desk asks about beside a confirmation (parking, a cot, the flight, a phone number): a question or a
   * condition about one of them ("¿Necesitarán plaza de aparcamiento?", "garagem ... sujeita a disponibilidade") is
   * not about the booking and does not hold its confirmation.
   */
  services: string[];
  /** Words that open a note after the answer ("PS", "N.B.", "please note", "bitte beachten"). */
  postscripts: string[];
  /** Words that make a postscript or a note about the booking itself: its room, its board, its guests. */
  bookingWords: string[];
  /** A request granted ("as requested", "comme demandé", "wie gewünscht"): a note saying so about the room is no doubt. */
  granted: string[];
}

export const GATE_LEXICONS: Record<Language, GateLexicon> = {
  en: {
    interrogatives: ['could you', 'can you', 'would you', 'will you', 'do you', 'did you', 'is it', 'are they', 'please (?:let us know|advise|confirm) (?:if|whether|which)', 'kindly (?:let us know|advise|confirm) (?:if|whether|which)'],
    courtesy: ['how are you', 'how are things', 'anything else', 'any questions', 'any (?:other|further) (?:questions?|help|assistance)', '(?:can|may) (?:we|i) (?:help|assist) (?:you )?(?:with )?(?:anything|further|more)', 'further assistance', 'how (?:can|may) (?:we|i) help'],
    suggestions: ['may (?:i|we) (?:suggest|recommend|propose|offer)', 'might (?:i|we) (?:suggest|recommend|propose)', '(?:can|could) (?:i|we) (?:suggest|recommend|propose|offer)', 'shall (?:i|we) (?:suggest|recommend|propose)'],
    requestVerbs: ['(?:can|could) you (?:please )?confirm', '(?:^|[,.;:]\\s*|hi,?\\s+|dear,?\\s+)you confirm', 'please (?:re)?confirm (?:if|whether|that)', 'please (?:send|provide|forward|give|supply|transfer|pay|arrange)', 'kindly (?:send|provide|forward|give|supply|transfer|pay|arrange)', 'we (?:will |would |therefore |also |still |then |now |thus )?(?:need|require)', '(?:is|are) (?:required|needed|requested)', 'we (?:kindly )?ask (?:you )?(?:to|for)', '(?:could|can) you (?:please )?(?:send|provide|forward)', 'must (?:send|provide|pay|transfer)', '(?:must|has to|needs to|should) be (?:made|paid|settled|transferred|received)'],
    requestedThings: ['card', 'credit card', 'card details', 'card number', 'deposit', 'guarantee', 'prepayment', 'pre-payment', 'advance payment', 'bank transfer', '(?:full |total )?payment'],
    notRequired: ['(?:deposit|pre-?payment|prepayment|advance payment)s?[ \\t]*:[ \\t]*(?:none|not (?:required|needed|necessary)|no)(?![\\p{L}])', 'no (?:deposit|pre-?payment|advance payment|payment in advance|guarantee|credit card(?: guarantee)?|card guarantee|card details)s? (?:is |are |will be )?(?:required|needed|necessary|requested|due)', '(?:deposit|pre-?payment|advance payment|payment in advance|guarantee|credit card(?: guarantee)?|card guarantee|card details)s? (?:is|are|will be) not (?:required|needed|necessary|requested)(?! (?:now|yet|at (?:this|the moment)|today|until|before|prior))', '(?:there is )?no need (?:for|of) (?:a |an |any )?(?:deposit|pre-?payment|advance payment|payment in advance|guarantee|credit card(?: guarantee)?|card guarantee|card details)s?', '(?:you )?(?:do not|don.t|will not|won.t) (?:need|have) to (?:pay|send|make|provide|leave) (?:a |an |any )?(?:deposit|pre-?payment|advance payment|payment in advance|guarantee|credit card(?: guarantee)?|card guarantee|card details)s?', '(?:we )?(?:do not|don.t) (?:need|require|ask for) (?:a |an |any )?(?:deposit|pre-?payment|advance payment|payment in advance|guarantee|credit card(?: guarantee)?|card guarantee|card details)s?'],
    options: ['(?:status|estado|stato|statut|situacao|situacion|stand)\\s*[:=-]?\\s*(?:rq|uc|hl|xx|wl|un|nn)(?![\\p{L}])', '(?<![\\p{L}])[-|/]\\s*(?:rq|uc|hl|xx)\\s*[-|/](?![\\p{L}])', 'pencil(?:l)?ed (?:in|down)', 'non-?binding', 'awaiting (?:your|the agency.s) (?:confirmation|reconfirmation|ok|approval)', 'pending (?:your|the agency.s) (?:confirmation|approval)', '(?:pls|please|kindly) (?:re)?confirm (?:by|before|until|within)', '(?:placed|put|set|taken|hold|holding|have) an option', 'an option (?:has been|was|is) (?:placed|put|set|taken)', 'option on the rooms?', '(?:held|holding|hold) (?:\\p{L}+ ){0,3}?(?:for now|for the time being|temporarily|provisionally)', '(?:on|as an?|under) option', 'optioned', 'option (?:until|till|valid|expires|will expire|lapses)', 'provisional(?:ly)?', 'tentative(?:ly)?', 'waiting list', 'wait-?list(?:ed|ing)?', 'pre-?booking', 'pre-?(?:booked|reserved)', 'blocked until', 'on hold', '\\d{3,}\\s*\\(\\s*on request\\s*\\)'],
    waitingList: ['waiting list', 'wait-?list(?:ed|ing)?'],
    onRequest: ['on request'],
    bookingNouns: ['(?:booking|reservation)s?'],
    assignment: ['assign\\p{L}*', 'allocat\\p{L}*', 'room number'],
    negations: ['not', 'cannot', "can't", 'unable to', 'never', 'no longer'],
    requestNouns: ['requests?', 'enquir(?:y|ies)', 'inquir(?:y|ies)', 'tickets?', 'cases?', 'complaints?', 'quer(?:y|ies)', 'concerns?'],
    confirmStems: ['confirm\\p{L}*', 'guarantee\\p{L}*'],
    confirmInfinitives: ['confirm', 'guarantee'],
    services: ['early check-?in', 'late check-?out', 'extra beds?', 'rollaway(?: beds?)?', 'connecting rooms?', 'adjoining rooms?', '(?:high|higher|upper|top|low|lower) floors?', 'quiet rooms?', 'parking(?: space| spot)?', 'car park', 'cars?', 'garage', 'cots?', 'cribs?', 'baby (?:cot|bed)', 'high ?chair', 'flights?', 'flight number', 'transfers?', 'airport', 'shuttle', 'taxi', '(?:tele)?phone(?: number)?', 'mobile(?: number)?', 'e-?mail address', 'spa', 'pets?', 'dogs?', 'bikes?', 'luggage', 'welcome drinks?', 'bottle of (?:wine|champagne|prosecco|cava)', 'fruit basket', 'flowers', '(?:birthday|anniversary) cake'],
    postscripts: ['p\\.? ?s\\.?', 'n\\.? ?b\\.?', 'please note', 'note', 'attention', 'important', 'be aware', 'please be advised', 'kindly note', 'be advised'],
    bookingWords: ['nights?', 'dates?', 'renovation', 'refurbishment', 'construction', 'works', 'rooms?', 'bed(?:s|room)?', 'breakfast', 'board', 'dinner', 'meals?', 'guests?', 'adults?', 'child(?:ren)?', 'persons?', 'pax', 'single', 'double', 'twin', 'triple', 'suite'],
    granted: ['as (?:you )?requested', 'as (?:per (?:your|the) )?request(?:ed)?', 'as asked', 'as agreed'],
  },
  es: {
    interrogatives: ['podria(?:n|s)?', 'nos (?:podrian|pueden) (?:indicar|confirmar|decir)', 'le importaria', 'seria posible'],
    courtesy: ['que tal', 'como (?:esta|estan|estas|va todo)', 'algo mas', 'alguna (?:duda|pregunta|consulta)', 'en que (?:mas )?(?:podemos|puedo) ayudar', 'cualquier otra (?:consulta|cosa|duda)'],
    suggestions: ['(?:me |nos )?permit(?:e|en|a|an) (?:que les? )?(?:sugerir|recomendar|proponer|ofrecer)(?:les?)?', '(?:puedo|podemos|podria|podriamos) (?:sugerir|recomendar|proponer|ofrecer)(?:les?)?', '(?:les? )?(?:puedo|podemos) (?:sugerir|recomendar|proponer|ofrecer)'],
    requestVerbs: ['(?:podeis|puede|pueden|podria|podrian) (?:\\p{L}+ )?confirmar', '(?:me|nos) confirm(?:ais|an|a) (?:si|que)', 'confirm(?:adme|adnos|enme|enos)', '(?:por favor|rogamos|les rogamos|le rogamos) (?:nos )?(?:envien?|enviar|facilit\\p{L}*|remit\\p{L}*|proporcion\\p{L}*|realic\\p{L}*|abon\\p{L}*)', '(?:por favor,? )?(?:envienn?os|envianos|remitann?os|facilitenn?os|mandenn?os|proporcionenn?os)', 'necesitamos', 'requerimos', 'es (?:necesario|imprescindible)', 'se (?:requiere|necesita|solicita)', 'solicitamos', 'deben? (?:enviar|abonar|pagar|realizar)', 'deben? (?:realizarse|abonarse|efectuarse|hacerse|pagarse)'],
    requestedThings: ['tarjeta valida', 'tarjeta(?: de credito)?', 'datos de (?:la )?tarjeta', 'deposito', 'garantia', 'prepago', 'pago (?:anticipado|por adelantado)', 'anticipo', 'senal', 'transferencia', 'pago(?: total| completo)?', 'importe total'],
    notRequired: ['(?:deposito|prepago|pago anticipado|anticipo)[ \\t]*:[ \\t]*(?:ninguno|no (?:requerido|necesario)|no)(?![\\p{L}])', 'no (?:necesitamos|requerimos|solicitamos|pedimos) (?:los datos de (?:la |su )?|ningun[ao]? |el |la |un[ao]? )?(?:deposito|prepago|anticipo|garantia|senal|tarjeta(?: de credito)?)(?: (?:con|with|by|com|mit|avec|par|por|per|via|tramite|als|como|come|en|as|por meio de) (?:\\p{L}+ ){0,3}?(?:(?:credit )?card|carta(?: di credito)?|cartao(?: de credito)?|tarjeta(?: de credito)?|carte(?: bancaire| de credit)?|kreditkarte|garantia|garanzia|garantie|guarantee))?', 'no (?:se )?(?:requiere|requieren|necesita|necesitan|exige|exigen|solicita|solicitan|pide|piden|precisa|precisan) (?:ningun[ao]? |el |la |un[ao]? )?(?:deposito(?: previo)?|prepago|pago (?:anticipado|por adelantado)|anticipo|garantia|senal|fianza|tarjeta(?: de credito)?(?: como garantia)?)', 'no (?:es|sera) (?:necesari[oa]|precis[oa]|obligatori[oa]) (?:ningun[ao]? |el |la |un[ao]? |realizar |hacer |dejar |abonar |enviar |efectuar )*(?:deposito(?: previo)?|prepago|pago (?:anticipado|por adelantado)|anticipo|garantia|senal|fianza|tarjeta(?: de credito)?(?: como garantia)?)', 'sin necesidad de (?:ningun[ao]? |realizar |hacer |dejar |abonar |enviar )*(?:deposito(?: previo)?|prepago|pago (?:anticipado|por adelantado)|anticipo|garantia|senal|fianza|tarjeta(?: de credito)?(?: como garantia)?)', 'no (?:hace falta|necesitan|tienen que (?:abonar|pagar|enviar|realizar|dejar)) (?:ningun[ao]? |el |la |un[ao]? )?(?:deposito(?: previo)?|prepago|pago (?:anticipado|por adelantado)|anticipo|garantia|senal|fianza|tarjeta(?: de credito)?(?: como garantia)?)', '(?:deposito(?: previo)?|prepago|pago (?:anticipado|por adelantado)|anticipo|garantia|senal|fianza|tarjeta(?: de credito)?(?: como garantia)?) no (?:es |sera )?(?:necesari[oa]|obligatori[oa]|requerid[oa])'],
    options: ['(?:status|estado|stato|statut|situacao|situacion|stand)\\s*[:=-]?\\s*(?:rq|uc|hl|xx|wl|un|nn)(?![\\p{L}])', '(?<![\\p{L}])[-|/]\\s*(?:rq|uc|hl|xx)\\s*[-|/](?![\\p{L}])', '(?:a la|en) espera de (?:vuestra|su|la) (?:confirmacion|aprobacion)', '(?:reserva|opcion|habitacion)(?:es|s)? (?:\\p{L}+ ){0,2}?sin compromiso', 'confirmad(?:nos|melo)? antes del?', '(?:puesto|colocado|dejado|tomado|hecho) una opcion', 'una opcion (?:sobre|en|para) (?:la|las|el|su)', '(?:tenemos|dejamos|mantenemos) (?:\\p{L}+ ){0,3}?en opcion', 'opcionad[ao]s?', 'en opcion', 'opcion (?:hasta|valida|vence|caduca|expira)', 'provisional(?:mente)?', 'lista de espera', 'pre-?r?reserv\\p{L}*', 'bloquead[ao]s? hasta', '\\d{3,}\\s*\\(\\s*(?:bajo|a) peticion\\s*\\)'],
    waitingList: ['lista de espera'],
    onRequest: ['bajo peticion', 'a peticion'],
    bookingNouns: ['reservas?'],
    assignment: ['asignad\\p{L}*', 'numero de habitacion'],
    negations: ['no', 'ni', 'nunca', 'todavia no', 'aun no', 'imposible'],
    requestNouns: ['peticion', 'solicitud', 'consulta', 'incidencia', 'ticket', 'reclamacion'],
    confirmStems: ['confirm\\p{L}*', 'garantiz\\p{L}*'],
    confirmInfinitives: ['confirmar(?:la|lo|las|los|les|sela|selo)?', 'garantizar(?:la|lo|las|los)?'],
    services: ['(?:early|late) check-?(?:in|out)', 'entrada anticipada', 'salida tardia', 'camas? supletorias?', 'camas? extras?', 'habitaciones? comunicadas?', 'planta (?:alta|baja)', 'piso alto', 'aparcamiento', 'parking', 'garaje', 'coches?', 'vehiculos?', 'cunas?', 'trona', 'vuelos?', 'traslados?', 'aeropuerto', 'taxi', 'telefono', 'movil', 'spa', 'mascotas?', 'perros?', 'bicicletas?', 'equipaje', '(?:copa|bebida|coctel) de bienvenida', 'botella de (?:vino|cava|champan)', 'cesta de frutas?', 'flores', 'tarta'],
    postscripts: ['p\\.? ?d\\.?', 'p\\.? ?s\\.?', 'n\\.? ?b\\.?', 'nota', 'tenga en cuenta', 'le informamos que', 'importante', 'ojo', 'atencion', 'aviso'],
    bookingWords: ['noches?', 'fechas?', 'obras', 'reformas', 'anexo', 'habitaci\\p{L}*', 'cama\\p{L}*', 'desayuno', 'regimen', 'pension', 'cena', 'media pension', 'huespedes?', 'adultos?', 'ninos?', 'personas?', 'individual', 'doble', 'triple', 'suite'],
    granted: ['(?:tal )?(?:y )?como (?:nos )?(?:lo )?(?:solicita(?:ron|do|da)|pidi(?:eron|o)|pedido|acordado)', 'segun (?:lo )?solicitado', 'segun su peticion'],
  },
  fr: {
    interrogatives: ['pourriez-vous', 'pouvez-vous', 'pourriez vous', 'pouvez vous', 'voulez-vous', 'est-ce que', 'auriez-vous', 'merci de (?:nous )?(?:indiquer|preciser|confirmer) (?:si|quel\\p{L}*)'],
    courtesy: ['comment (?:allez-vous|vas-tu|ca va)', 'ca va', 'autre chose', 'des questions', 'quoi que ce soit', 'pouvons-nous (?:vous )?aider', 'autre (?:question|demande)'],
    suggestions: ['puis-je (?:vous )?(?:suggerer|proposer|recommander|conseiller)', 'pouvons-nous (?:vous )?(?:suggerer|proposer|recommander|conseiller)', 'me permettez-vous de (?:vous )?(?:suggerer|proposer|recommander)', 'puis-je me permettre de (?:vous )?(?:suggerer|proposer|recommander)'],
    requestVerbs: ['confirmez-(?:moi|nous)', '(?:pouvez|pourriez)-vous (?:nous |me )?confirmer', 'merci de (?:nous |me )?confirmer (?:si|que)', '(?:vous )?prions de (?:bien vouloir )?(?:nous )?(?:envoyer|transmettre|faire parvenir|communiquer|fournir|regler|verser|effectuer)', 'merci de (?:nous )?(?:envoyer|transmettre|faire parvenir|communiquer|fournir|regler|verser|effectuer)', 'veuillez (?:nous )?(?:envoyer|transmettre|faire parvenir|communiquer|fournir|regler|verser|effectuer)', 'nous (?:avons|aurons) (?:\\p{L}+ )?besoin', 'nous (?:\\p{L}+ )?(?:demandons|exigeons)', '(?:est|sont) (?:requise?s?|necessaires?|demandee?s?|exigee?s?)', 'il (?:nous )?faut', 'doit etre (?:regle|verse|envoye|effectue|paye)e?'],
    requestedThings: ['carte (?:valide|de paiement)', 'carte (?:bancaire|de credit)', 'numero de carte', 'coordonnees bancaires', 'acompte', 'arrhes', 'garantie', 'prepaiement', 'pre-paiement', 'virement', 'caution', 'paiement(?: total| integral)?'],
    notRequired: ['(?:acompte|arrhes|prepaiement|pre-paiement)[ \\t]*:[ \\t]*(?:aucun|non (?:requis|demande|necessaire)|non)(?![\\p{L}])', 'nous (?:n.avons pas besoin|ne demandons pas|n.exigeons pas|ne requerons pas) (?:de |d.|du |des )?(?:coordonnees de |numero de |donnees de )?(?:votre )?(?:acompte|arrhes|prepaiement|garantie|carte (?:bancaire|de credit))(?: (?:con|with|by|com|mit|avec|par|por|per|via|tramite|als|como|come|en|as|por meio de) (?:\\p{L}+ ){0,3}?(?:(?:credit )?card|carta(?: di credito)?|cartao(?: de credito)?|tarjeta(?: de credito)?|carte(?: bancaire| de credit)?|kreditkarte|garantia|garanzia|garantie|guarantee))?', 'aucun(?:e)? (?:acompte|arrhes|pre-?paiement|paiement (?:anticipe|d.avance)|depot|caution|garantie(?: bancaire| par carte)?|carte (?:bancaire|de credit)(?: en garantie)?) (?:n.est |ne sera |n.)?(?:est )?(?:demande|requis|necessaire|exige|a verser|a regler)e?s?', '(?:pas|nul) besoin (?:d.|de |du |de la )(?:verser |regler |envoyer |laisser )?(?:un |une |d.|de |l.)?(?:acompte|arrhes|pre-?paiement|paiement (?:anticipe|d.avance)|depot|caution|garantie(?: bancaire| par carte)?|carte (?:bancaire|de credit)(?: en garantie)?)', '(?:nous ne demandons|nous n.exigeons|il n.y a) (?:pas|aucun(?:e)?) (?:d.|de )?(?:acompte|arrhes|pre-?paiement|paiement (?:anticipe|d.avance)|depot|caution|garantie(?: bancaire| par carte)?|carte (?:bancaire|de credit)(?: en garantie)?)', '(?:acompte|arrhes|pre-?paiement|paiement (?:anticipe|d.avance)|depot|caution|garantie(?: bancaire| par carte)?|carte (?:bancaire|de credit)(?: en garantie)?) n.est pas (?:demande|requis|necessaire|exige|obligatoire)e?s?'],
    options: ['(?:status|estado|stato|statut|situacao|situacion|stand)\\s*[:=-]?\\s*(?:rq|uc|hl|xx|wl|un|nn)(?![\\p{L}])', '(?<![\\p{L}])[-|/]\\s*(?:rq|uc|hl|xx)\\s*[-|/](?![\\p{L}])', 'option posee', 'pre-?bloquee?s?', 'en attente de (?:votre|vos) (?:confirmation|accord)', '(?:reservation|option|chambre|dossier)s? (?:\\p{L}+ ){0,2}?sans engagement', 'merci de (?:nous )?confirmer avant', '(?:pose|posons|poserons|mis|mettons|pris|prenons) une option', 'une option (?:a ete |est )?(?:posee|prise|mise)', 'option (?:sur|pour) (?:la|les|votre|vos)', 'en option', 'option (?:jusqu|valable|expire|arrive a echeance|prend fin)', 'provisoire(?:ment)?', 'liste d.attente', 'pre-?reserv\\p{L}*', 'bloquee?s? jusqu', '\\d{3,}\\s*\\(\\s*sur demande\\s*\\)'],
    waitingList: ['liste d.attente'],
    onRequest: ['sur demande'],
    bookingNouns: ['reservations?'],
    assignment: ['attribu\\p{L}*', 'numero de chambre'],
    negations: ['pas', 'jamais', 'impossible de', 'aucune?'],
    requestNouns: ['demande', 'requete', 'ticket', 'reclamation', 'dossier sav'],
    confirmStems: ['confirm\\p{L}*', 'garanti\\p{L}*'],
    confirmInfinitives: ['(?:vous |la |le |les |l.)?confirmer', '(?:vous |la |le |les |l.)?garantir'],
    services: ['(?:early|late) check-?(?:in|out)', 'arrivee anticipee', 'depart tardif', 'lits? d.appoint', 'lits? supplementaires?', 'chambres? communicantes?', 'etage (?:eleve|superieur)', 'chambre calme', 'parking', 'garage', 'voitures?', 'vehicules?', 'lits? bebe', 'berceau', 'chaise haute', 'vols?', 'transferts?', 'navette', 'aeroport', 'taxi', 'telephone', 'portable', 'spa', 'animal', 'animaux', 'chiens?', 'velos?', 'bagages?', '(?:verre|boisson|cocktail|coupe) de bienvenue', 'bouteille de (?:vin|champagne)', 'corbeille de fruits', 'fleurs', 'gateau'],
    postscripts: ['p\\.? ?s\\.?', 'n\\.? ?b\\.?', 'nota', 'a noter', 'veuillez noter', 'attention', 'important'],
    bookingWords: ['nuits?', 'dates?', 'travaux', 'renovation', 'annexe', 'chambres?', 'lits?', 'petit-?dejeuner', 'pension', 'demi-pension', 'diner', 'repas', 'clients?', 'adultes?', 'enfants?', 'personnes?', 'single', 'double', 'twin', 'triple', 'suite'],
    granted: ['comme (?:vous l.avez |vous nous l.avez )?(?:demande|convenu|souhaite)e?s?', 'selon votre demande', 'conformement a votre demande'],
  },
  de: {
    interrogatives: ['konnten sie', 'konnen sie', 'wurden sie', 'waren sie', 'haben sie', 'ist es', 'wissen sie', 'bitte teilen sie (?:uns )?mit,? ob'],
    courtesy: ['wie geht es (?:ihnen|dir|euch)', 'alles gut', 'sonst noch', 'fragen', 'weitere fragen', 'noch etwas', 'behilflich sein', 'weiterhelfen'],
    suggestions: ['darf ich (?:ihnen|euch) (?:\\p{L}+ ){0,4}?(?:vorschlagen|empfehlen|anbieten|ans herz legen)', 'durfen wir (?:ihnen|euch) (?:\\p{L}+ ){0,4}?(?:vorschlagen|empfehlen|anbieten|ans herz legen)'],
    requestVerbs: ['(?:konnen|konnten|wurden) sie (?:uns |mir )?(?:bitte )?bestatigen', 'bitte bestatigen sie (?:uns |mir )?(?:ob|dass)', 'bitte (?:senden|schicken|ubermitteln|teilen|geben|leisten|uberweisen|zahlen|hinterlegen)', '(?:senden|schicken|ubermitteln|uberweisen|hinterlegen|leisten) sie (?:uns )?bitte', 'wir (?:\\p{L}+ )?(?:benotigen|brauchen|bitten um)', '(?:benotigen|brauchen) wir', 'bitten wir (?:sie )?um', '(?:ist|wird) (?:erforderlich|notwendig|benotigt)', '(?:muss|mussen) (?:geleistet|uberwiesen|bezahlt|hinterlegt)', '(?:muss|mussen) (?:\\p{L}+ )?(?:erfolgen|beglichen werden|bezahlt werden)'],
    requestedThings: ['gultige karte', 'kreditkart\\p{L}*', 'kartendaten', 'kartennummer', 'anzahlung', 'garantie', 'vorauszahlung', 'vorauskasse', 'kaution', 'uberweisung', '(?:volle |gesamte )?zahlung'],
    notRequired: ['(?:anzahlung|vorauszahlung|vorauskasse)[ \\t]*:[ \\t]*(?:keine|nicht (?:erforderlich|notwendig|notig)|nein)(?![\\p{L}])', '(?:wir benotigen|wir brauchen|wir verlangen|benotigen wir|brauchen wir|verlangen wir) keine (?:anzahlung|vorauszahlung|vorauskasse|kaution|garantie|kreditkartengarantie|kreditkarte|kreditkartendaten|kartendaten)(?: (?:con|with|by|com|mit|avec|par|por|per|via|tramite|als|como|come|en|as|por meio de) (?:\\p{L}+ ){0,3}?(?:(?:credit )?card|carta(?: di credito)?|cartao(?: de credito)?|tarjeta(?: de credito)?|carte(?: bancaire| de credit)?|kreditkarte|garantia|garanzia|garantie|guarantee))?', '(?:die |eine |ihre )?(?:anzahlung|vorauszahlung|kaution|kreditkartengarantie|kreditkarte|kreditkartendaten|kartendaten) (?:benotigen|brauchen|verlangen) wir nicht', 'keine (?:anzahlung|vorauszahlung|vorauskasse|kaution|garantie|kreditkartengarantie|kreditkarte) (?:ist |wird )?(?:erforderlich|notwendig|notig|verlangt|benotigt|fallig)', '(?:anzahlung|vorauszahlung|vorauskasse|kaution|garantie|kreditkartengarantie|kreditkarte) (?:ist|wird) nicht (?:erforderlich|notwendig|notig|verlangt|benotigt|fallig)', '(?:sie mussen|es ist) keine (?:anzahlung|vorauszahlung|vorauskasse|kaution|garantie|kreditkartengarantie|kreditkarte) (?:zu )?(?:leisten|zahlen|hinterlegen|uberweisen|erforderlich)', '(?:wir benotigen|wir brauchen|wir verlangen|benotigen wir|brauchen wir|verlangen wir) keine (?:anzahlung|vorauszahlung|vorauskasse|kaution|garantie|kreditkartengarantie|kreditkarte)'],
    options: ['(?:status|estado|stato|statut|situacao|situacion|stand)\\s*[:=-]?\\s*(?:rq|uc|hl|xx|wl|un|nn)(?![\\p{L}])', '(?<![\\p{L}])[-|/]\\s*(?:rq|uc|hl|xx)\\s*[-|/](?![\\p{L}])', '(?<!(?:zimmer\\s*\\d{2,4}|wunsch\\p{L}*|garag\\p{L}*|parkpl\\p{L}*|tisch\\p{L}*|allergik\\p{L}*|platz|bett\\p{L}*|wunsche)[^.;\\n]{0,60})vorgemerkt', 'unverbindlich', '(?:warten|wir warten) auf ihre (?:bestatigung|freigabe|zusage)', 'bitte bis \\p{L}+ bestatigen', '(?:eine )?option (?:auf|fur) (?:das|die|den|ihr|ihre)', 'option (?:gesetzt|eingetragen|genommen|hinterlegt)', 'als option', 'auf option', 'optionier\\p{L}*', 'option (?:bis|lauft|verfallt|endet|gilt bis)', 'vorlaufig\\p{L}*', 'provisorisch\\p{L}*', 'warteliste', 'vorreserv\\p{L}*', 'geblockt bis', '\\d{3,}\\s*\\(\\s*auf anfrage\\s*\\)'],
    waitingList: ['warteliste'],
    onRequest: ['auf anfrage'],
    bookingNouns: ['buchung\\p{L}*', 'reservierung\\p{L}*'],
    assignment: ['zugeteilt\\p{L}*', 'zugewiesen\\p{L}*', 'zimmernummer'],
    negations: ['nicht', 'kein\\p{L}*', 'nie', 'noch nicht', 'leider nicht', 'unmoglich'],
    requestNouns: ['anfrage\\p{L}*', 'vorgang\\p{L}*(?![ \\t]*(?:bei uns[ \\t]*)?(?::|\\.{2,}))', 'anliegen', 'ticket\\p{L}*', 'reklamation', 'beschwerde'],
    confirmStems: ['bestatig\\p{L}*', 'confirm\\p{L}*', 'garantier\\p{L}*'],
    confirmInfinitives: ['bestatigen', 'garantieren'],
    services: ['(?:early|late) check-?(?:in|out)', '(?:fruhe|spate) (?:anreise|abreise)', 'spater check-?out', '(?:zustell|beistell|extra)bett(?:en)?', 'verbindungszimmer', '(?:hohe|obere) etage', 'ruhiges zimmer', 'parkplatz\\p{L}*', 'garage', 'tiefgarage', 'auto', 'pkw', 'fahrzeug', 'babybett', 'kinderbett', 'reisebett', 'kindersitz', 'hochstuhl', 'flug\\p{L}*', 'transfer', 'flughafen', 'taxi', 'telefon\\p{L}*', 'handy\\p{L}*', 'spa', 'hund\\p{L}*', 'haustier\\p{L}*', 'fahrrad\\p{L}*', 'gepack', '(?:begru(?:ss|ß)ungs|willkommens)getrank', 'welcome drink', 'flasche (?:wein|sekt|champagner)', 'obstkorb', 'blumen', 'torte'],
    postscripts: ['p\\.? ?s\\.?', 'n\\.? ?b\\.?', 'anm\\.', 'hinweis', 'bitte beachten sie', 'bitte beachten', 'achtung', 'wichtig'],
    bookingWords: ['nachte?', 'nacht', 'datum', 'bauarbeiten', 'umbau\\p{L}*', 'renovierung', 'nebengebaude', 'dependance', 'zimmer\\p{L}*', 'bett\\p{L}*', 'fruhstuck\\p{L}*', 'verpflegung', 'halbpension', 'vollpension', 'abendessen', 'gast', 'gaste', 'erwachsene\\p{L}*', 'kind\\p{L}*', 'personen', 'einzel\\p{L}*', 'doppel\\p{L}*', 'suite'],
    granted: ['wie (?:gewunscht|angefragt|vereinbart|besprochen|erbeten)', 'auf wunsch'],
  },
  it: {
    interrogatives: ['potreste', 'potrebbe', 'vorreste', 'e possibile', 'sarebbe possibile', 'ci (?:potete|potreste) (?:indicare|confermare|dire)'],
    courtesy: ['come (?:sta|state|stai|va)', 'tutto bene', 'qualcos.altro', 'domande', 'altro per (?:lei|voi)', 'possiamo (?:esservi|esserle) utili', 'ulteriori (?:domande|informazioni|chiarimenti)', 'qualsiasi (?:altra|cosa)'],
    suggestions: ['(?:posso|possiamo) (?:suggerir|propor|consigliar)(?:vi|le)', '(?:mi|ci) permett(?:e|ete|a) di (?:suggerir|propor|consigliar)(?:vi|le|e)?', '(?:vi|le) (?:posso|possiamo) (?:suggerire|proporre|consigliare)'],
    requestVerbs: ['(?:mi|ci) confermate (?:che|se)', 'confermate(?:ci|mi)', '(?:potete|potreste) (?:\\p{L}+ )?confermare', '(?:vi |le )?chiediamo (?:\\p{L}+ )?di (?:inviar\\p{L}*|trasmetter\\p{L}*|fornir\\p{L}*|versar\\p{L}*|effettuar\\p{L}*|comunicar\\p{L}*)', '(?:vi |la )?(?:preghiamo|prego) di (?:inviar\\p{L}*|trasmetter\\p{L}*|fornir\\p{L}*|versar\\p{L}*|effettuar\\p{L}*|comunicar\\p{L}*)', 'per favore (?:inviat\\p{L}*|inviare|trasmettet\\p{L}*|fornite|versate|effettuate)', 'abbiamo (?:\\p{L}+ )?bisogno', 'necessitiamo', '(?:e|sono) (?:richiest[aoie]|necessari[aoie]|obbligatori[aoie])', 'richiediamo', 'occorre', 'deve essere (?:versat|inviat|pagat|effettuat|saldat)[ao]'],
    requestedThings: ['carta(?: valida)?', 'carta di credito', 'dati della carta', 'numero della carta', 'caparra', 'acconto', 'garanzia', 'deposito', 'prepagamento', 'pagamento anticipato', 'bonifico', 'pagamento(?: totale| completo)?', 'saldo'],
    notRequired: ['(?:deposito|acconto|anticipo|caparra|prepagamento|pre-pagamento)[ \\t]*:[ \\t]*(?:nessun[oa]?|non (?:richiest[oa]|necessari[oa])|no)(?![\\p{L}])', 'non (?:e |sara )?(?:richiest[oa]|necessari[oa]|occorre|serve|dovuto) (?:versare|inviare|lasciare|fornire|pagare|trasmettere|comunicare) (?:alcun[oa]? |nessun[oa]? |il |la |l.|un[oa]? |i dati della |i dati di |gli estremi della )?(?:deposito|acconto|anticipo|caparra|prepagamento|garanzia|carta di credito)(?: (?:con|with|by|com|mit|avec|par|por|per|via|tramite|als|como|come|en|as|por meio de) (?:\\p{L}+ ){0,3}?(?:(?:credit )?card|carta(?: di credito)?|cartao(?: de credito)?|tarjeta(?: de credito)?|carte(?: bancaire| de credit)?|kreditkarte|garantia|garanzia|garantie|guarantee))?', 'non (?:occorre|serve|chiediamo|richiediamo|abbiamo bisogno di) (?:versare |inviare |lasciare |fornire |pagare )?(?:alcun[oa]? |nessun[oa]? |il |la |l.|un[oa]? |i dati della |gli estremi della )?(?:deposito|acconto|anticipo|caparra|prepagamento|garanzia|carta di credito)(?: (?:con|with|by|com|mit|avec|par|por|per|via|tramite|als|como|come|en|as|por meio de) (?:\\p{L}+ ){0,3}?(?:(?:credit )?card|carta(?: di credito)?|cartao(?: de credito)?|tarjeta(?: de credito)?|carte(?: bancaire| de credit)?|kreditkarte|garantia|garanzia|garantie|guarantee))?', 'non (?:e |sono |sara |saranno )?(?:richiest[oaie]|necessari[oaie]|dovut[oaie]|obbligatori[oaie]) (?:alcun[oa]? |nessun[oa]? |il |la |l.|un[oa]? )?(?:deposito|acconto|anticipo|caparra|pre-?pagamento|pagamento anticipato|garanzia|carta di credito(?: a garanzia)?)', 'nessun[oa]? (?:deposito|acconto|anticipo|caparra|pre-?pagamento|pagamento anticipato|garanzia|carta di credito(?: a garanzia)?) (?:e |sara )?(?:richiest[oa]|necessari[oa]|dovut[oa])', 'non (?:serve|occorre|chiediamo|richiediamo) (?:alcun[oa]? |nessun[oa]? |il |la |l.|un[oa]? )?(?:deposito|acconto|anticipo|caparra|pre-?pagamento|pagamento anticipato|garanzia|carta di credito(?: a garanzia)?)', '(?:deposito|acconto|anticipo|caparra|pre-?pagamento|pagamento anticipato|garanzia|carta di credito(?: a garanzia)?) non (?:e |sara )?(?:richiest[oa]|necessari[oa]|dovut[oa]|obbligatori[oa])'],
    options: ['(?:status|estado|stato|statut|situacao|situacion|stand)\\s*[:=-]?\\s*(?:rq|uc|hl|xx|wl|un|nn)(?![\\p{L}])', '(?<![\\p{L}])[-|/]\\s*(?:rq|uc|hl|xx)\\s*[-|/](?![\\p{L}])', 'non impegnativ[ao]', 'in attesa di (?:vostra|sua|una vostra) (?:conferma|approvazione)', 'confermateci entro', '(?:messo|posto|preso|fatto|inserito) (?:un.)?opzione', 'un.opzione (?:sulla|sulle|sul|per)', 'opzionat[aoie]', 'in opzione', 'opzione (?:fino|valida|scade|scadra)', 'provvisori\\p{L}*', 'lista d.attesa', 'pre-?prenot\\p{L}*', 'bloccat[aoie] fino', '\\d{3,}\\s*\\(\\s*su richiesta\\s*\\)'],
    waitingList: ['lista d.attesa'],
    onRequest: ['su richiesta'],
    bookingNouns: ['prenotazion\\p{L}*'],
    assignment: ['assegnat\\p{L}*', 'numero (?:di|della) camera'],
    negations: ['non', 'mai', 'impossibile'],
    requestNouns: ['richiesta', 'ticket', 'segnalazione', 'reclamo'],
    confirmStems: ['conferm\\p{L}*', 'garantit\\p{L}*'],
    confirmInfinitives: ['(?:vi |la |le |lo |gli )?confermar\\p{L}*', '(?:vi |la |le |lo |gli )?garantir\\p{L}*'],
    services: ['(?:early|late) check-?(?:in|out)', 'arrivo anticipato', 'partenza posticipata', 'letto aggiunto', 'letti? (?:aggiunti|extra|supplementari)', 'camere? comunicanti', 'piano alto', 'camera tranquilla', 'parcheggio', 'garage', 'auto', 'macchina', 'veicolo', 'lettino', 'culla', 'seggiolone', 'voli?', 'transfer', 'navetta', 'aeroporto', 'taxi', 'telefono', 'cellulare', 'spa', 'animal[ei]', 'cane', 'bici\\p{L}*', 'bagagli?', '(?:drink|aperitivo|brindisi) di benvenuto', 'bottiglia di (?:vino|prosecco|spumante|champagne)', 'cesto di frutta', 'fiori', 'torta'],
    postscripts: ['p\\.? ?s\\.?', 'n\\.? ?b\\.?', 'nota', 'si prega di notare', 'attenzione', 'importante'],
    bookingWords: ['notti', 'notte', 'date', 'lavori', 'ristrutturazione', 'dependance', 'annesso', 'camer\\p{L}*', 'lett\\p{L}*', 'colazione', 'trattamento', 'pensione', 'mezza pensione', 'cena', 'ospiti', 'adulti', 'bambin\\p{L}*', 'persone', 'singola', 'doppia', 'matrimoniale', 'tripla', 'suite'],
    granted: ['come (?:da )?(?:richiesto|richiesta|concordato|desiderato)', 'su (?:vostra )?richiesta'],
  },
  pt: {
    interrogatives: ['poderia(?:m)?', 'seria possivel', 'e possivel', 'nos (?:podem|poderiam) (?:indicar|confirmar|dizer)'],
    courtesy: ['tudo bem', 'tudo bom', 'como (?:esta|estao|vai|vao)', 'algo mais', 'alguma (?:duvida|questao|pergunta)', 'mais alguma (?:coisa|questao|duvida)', 'em que (?:mais )?(?:podemos|posso) ajudar', 'qualquer (?:outra )?(?:questao|duvida)'],
    suggestions: ['(?:posso|podemos) (?:sugerir|recomendar|propor)(?:-lhes?)?', 'permit(?:a|am)-me (?:sugerir|recomendar|propor)', '(?:me )?permit(?:e|em) (?:que )?(?:sugira|recomende|proponha)', '(?:posso|podemos) (?:lhes? )?(?:sugerir|recomendar|propor)'],
    requestVerbs: ['confirmem-(?:me|nos)', '(?:podem|poderiam|pode) (?:\\p{L}+ )?confirmar', '(?:me|nos) confirmam (?:se|que)', '(?:por favor|agradecemos que|solicitamos que) (?:nos )?(?:envie\\p{L}*|enviar|remet\\p{L}*|forne\\p{L}*|efetu\\p{L}*|pag\\p{L}*|transfir\\p{L}*)', 'precisamos', 'necessitamos', 'e (?:necessari[oa]|obrigatori[oa])', 'solicitamos', 'deve(?:m)? (?:enviar|pagar|efetuar|transferir)', 'deve(?:m)? ser (?:efetuad|pag|feit|transferid|liquidad)[oa]s?'],
    requestedThings: ['cartao valido', 'cartao(?: de credito)?', 'dados do cartao', 'numero do cartao', 'deposito', 'garantia', 'pre-?pagamento', 'pagamento antecipado', 'sinal', 'transferencia', 'pagamento(?: total| integral)?'],
    notRequired: ['(?:deposito|pre[- ]?pagamento|pagamento antecipado|sinal)[ \\t]*:[ \\t]*(?:nenhum|nao (?:necessari[oa]|exigid[oa])|nao)(?![\\p{L}])', 'nao (?:solicitamos|pedimos|exigimos|precisamos|necessitamos|requeremos) (?:de |dos dados do |dos dados de |do |da |qualquer |nenhum[a]? |um[a]? )?(?:deposito|pre[- ]?pagamento|sinal|garantia|caucao|cartao(?: de credito)?)(?: (?:con|with|by|com|mit|avec|par|por|per|via|tramite|als|como|come|en|as|por meio de) (?:\\p{L}+ ){0,3}?(?:(?:credit )?card|carta(?: di credito)?|cartao(?: de credito)?|tarjeta(?: de credito)?|carte(?: bancaire| de credit)?|kreditkarte|garantia|garanzia|garantie|guarantee))?', 'nao (?:e |sera )?(?:necessari[oa]|exigid[oa]|preciso) (?:o envio (?:de|dos) dados (?:de|do) cartao|enviar (?:os )?dados (?:de|do) cartao|(?:o |a )?(?:pre[- ]?pagamento|deposito|sinal|garantia))(?: de credito)?', 'nao (?:e |sao |sera |serao )?(?:necessari[oa]s?|exigid[oa]s?|requerid[oa]s?|pedid[oa]s?|solicitad[oa]s?|obrigatori[oa]s?) (?:qualquer |nenhum[a]? |o |a |um[a]? )?(?:deposito|pre[- ]?pagamento|pagamento antecipado|sinal|garantia|caucao|cartao(?: de credito)?(?: como garantia)?)', 'nenhum[a]? (?:deposito|pre[- ]?pagamento|pagamento antecipado|sinal|garantia|caucao|cartao(?: de credito)?(?: como garantia)?) (?:e |sera )?(?:necessari[oa]|exigid[oa]|pedid[oa]|solicitad[oa])', 'sem (?:necessidade de |qualquer )(?:efetuar |fazer |deixar |pagar )?(?:qualquer |um[a]? )?(?:deposito|pre[- ]?pagamento|pagamento antecipado|sinal|garantia|caucao|cartao(?: de credito)?(?: como garantia)?)', 'nao (?:precisa|precisam|pedimos|exigimos|solicitamos) (?:de )?(?:qualquer |nenhum[a]? |um[a]? )?(?:deposito|pre[- ]?pagamento|pagamento antecipado|sinal|garantia|caucao|cartao(?: de credito)?(?: como garantia)?)', '(?:deposito|pre[- ]?pagamento|pagamento antecipado|sinal|garantia|caucao|cartao(?: de credito)?(?: como garantia)?) nao (?:e |sera )?(?:necessari[oa]|exigid[oa]|obrigatori[oa])'],
    options: ['(?:status|estado|stato|statut|situacao|situacion|stand)\\s*[:=-]?\\s*(?:rq|uc|hl|xx|wl|un|nn)(?![\\p{L}])', '(?<![\\p{L}])[-|/]\\s*(?:rq|uc|hl|xx)\\s*[-|/](?![\\p{L}])', '(?:reserva|opcao|quarto)s? (?:\\p{L}+ ){0,2}?sem compromisso', '(?:aguardamos|aguardando|a aguardar) (?:a )?(?:vossa|sua) confirmacao', 'agradecemos (?:a vossa )?confirmacao ate', '(?:colocamos|colocamos|pusemos|fizemos|deixamos|temos) (?:\\p{L}+ ){0,2}?(?:uma )?opcao', 'uma opcao (?:no|na|nos|nas|sobre|para)', 'opcionad[ao]s?', 'em opcao', 'opcao (?:ate|valida|expira|vence|caduca)', 'provisori\\p{L}*', 'lista de espera', 'pre-?reserv\\p{L}*', 'bloquead[ao]s? ate', '\\d{3,}\\s*\\(\\s*(?:sob|a) (?:consulta|pedido)\\s*\\)'],
    waitingList: ['lista de espera'],
    onRequest: ['sob consulta', 'a pedido'],
    bookingNouns: ['reservas?'],
    assignment: ['atribuid\\p{L}*', 'numero do quarto'],
    negations: ['nao', 'nem', 'nunca', 'ainda nao', 'impossivel'],
    requestNouns: ['pedido', 'solicitacao', 'protocolo', 'chamado', 'reclamacao'],
    confirmStems: ['confirm\\p{L}*', 'garantid\\p{L}*'],
    confirmInfinitives: ['confirmar(?:-?lhes?|-?la|-?lo|-?las|-?los)?', 'garantir(?:-?lhes?|-?la|-?lo)?'],
    services: ['(?:early|late) check-?(?:in|out)', 'entrada antecipada', 'saida tardia', 'camas? extras?', 'camas? suplementares?', 'quartos? comunicantes?', 'andar alto', 'quarto (?:calmo|silencioso)', 'estacionamento', 'lugar de estacionamento', 'garagem', 'carros?', 'viatura', 'veiculo', 'bercos?', 'cama de bebe', 'cadeira de bebe', 'voos?', 'transfer', 'traslado', 'aeroporto', 'taxi', 'telefone', 'telemovel', 'celular', 'spa', 'animal', 'animais', 'caes?', 'cao', 'bicicletas?', 'bagagem', 'bebida de boas-vindas', 'welcome drink', 'garrafa de (?:vinho|espumante|champanhe)', 'cesto de fruta', 'flores', 'bolo'],
    postscripts: ['p\\.? ?s\\.?', 'n\\.? ?b\\.?', 'nota', 'obs\\.?', 'atencao', 'importante', 'aviso', 'observacao'],
    bookingWords: ['noites?', 'datas?', 'obras', 'remodelacao', 'anexo', 'quartos?', 'camas?', 'pequeno-?almoco', 'cafe da manha', 'regime', 'pensao', 'meia pensao', 'jantar', 'hospedes?', 'adultos?', 'criancas?', 'pessoas?', 'individual', 'duplo', 'twin', 'triplo', 'suite'],
    granted: ['(?:tal )?como (?:solicitado|pedido|combinado|acordado)', 'conforme (?:solicitado|pedido|combinado)'],
  },
};

// The vocabulary of the two-number rule (issue 25, eighth pass), per language, as data. Every pattern is the source
// of a regular expression matched as whole words on folded text (lowercase, accents removed: dates.ts `fold`).
// A careful agent does not pick when the hotel's own text offers two numbers either of which could be the
// confirmation (../rivals.ts): these words say which numbers are of another kind, which one a desk gives as the
// correct or new one, and when it says a number is not the booking's.
import type { Language } from '../../languages.js';

export interface NumberLexicon {
  /**
   * Nouns that label a number which is never the confirmation: a folio, an invoice, a receipt, a room, a guest or
   * customer account, a voucher, a ticket or request, a letter, a phone or fax, a tax id, a bank account, a policy or
   * a cancellation, an internal file; a group, block or allotment, a case, a deposit, a rate code, an offer or quote,
   * a price, total or amount (eighteenth pass). A number whose own label holds one of them is no rival of the
   * confirmation.
   */
  otherNumberNouns: string[];
  /** Words that give a number as the right one, replacing another ("correct", "new", "updated", "korrekt", "nuevo"). */
  corrected: string[];
  /** Nouns of a number ("number", "número", "Nummer"): what a corrected word and a disowning phrase speak of. */
  numberNouns: string[];
  /** Words that say, after a number, that it is not the booking's ("is not", "no es", "n'est pas", "ist nicht"). */
  disowning: string[];
  /** A stay of the guest's before this one ("already stayed with us", "avait déjà séjourné", "letztes Jahr"): a number in its sentence is that stay's. */
  pastStay: string[];
}

export const NUMBER_LEXICONS: Record<Language, NumberLexicon> = {
  en: {
    otherNumberNouns: ['folio', 'invoices?', 'bills?', 'receipts?', 'rooms?', 'guests?', 'customers?', 'clients?', 'profiles?', 'accounts?', 'vouchers?', 'tickets?', 'cases?', 'requests?', 'enquir(?:y|ies)', 'inquir(?:y|ies)', 'quer(?:y|ies)', 'letters?', 'documents?', 'doc\\.?', '(?:tele)?phone', 'fax', 'mobile', 'vat', 'tax', 'iban', 'polic(?:y|ies)', 'cancell?ations?', 'internal', 'membership', 'loyalty', 'regist(?:ry|ration)', 'licen[cs]es?', 'card', 'car park', 'parking', 'gate', 'door', 'pin', 'inv\\.?', 'members?', 'bonvoy', 'honors', 'rewards?', 'miles', 'po', 'purchase orders?', 'orders?', 'key ?(?:box|safe)', 'lock ?box', 'safe', 'wi-?fi', 'passwords?', 'agents?', 'agency', 'iata', 'payments?', 'transactions?', 'authori[sz]ation', 'groups?', 'blocks?', 'allotments?', 'contingents?', 'rate codes?', 'rate plans?', 'deposits?', 'offers?', 'quotes?', 'quotations?', 'prices?', 'total', 'amount', 'rates?', 'balance', 'costs?', 'sum', 'charges?'],
    corrected: ['correct(?:ed)?', 'right', 'new', 'updated', 'revised', 'amended', 'valid', 'actual', 'proper'],
    numberNouns: ['numbers?', 'no\\.?', 'nr\\.?', 'ref(?:erence)?\\.?', 'confirmation(?: (?:number|no\\.?|code))?', 'locator', 'code'],
    disowning: ['is not', "isn't", 'was not', "wasn't", 'is only', 'is just', 'belongs to', 'refers to', 'is for (?:the|your|our)', 'is (?:the|our) (?:\\p{L}+ )?(?:internal|invoice|folio|ticket|request|case)'],
    pastStay: ['already stayed', 'stayed with us (?:before|last|in \\d+)', 'previous stays?', 'last (?:year|summer|winter|time|visit)', 'has been (?:with us|our guest) before', 'earlier stay', 'last stayed', 'stayed (?:with us|here) (?:in|last|before|previously|on)', 'previous (?:booking|reservation|visit)', '(?:that|which) was (?:the |his |her |their )?(?:previous |last |old |earlier )?(?:booking|reservation)', '(?:his|her|their) last (?:stay|visit|booking)', '(?:last|previous) (?:year|summer|winter|spring|autumn)', 'at the time', '(?:last|previous) (?:week|month)'],
  },
  es: {
    otherNumberNouns: ['folio', 'facturas?', 'recibos?', 'habitacion(?:es)?', 'hab\\.?', 'huesped(?:es)?', 'clientes?', 'perfil', 'cuentas?', 'bonos?', 'vouchers?', 'tickets?', 'solicitud(?:es)?', 'consultas?', 'peticion(?:es)?', 'incidencias?', 'cartas?', 'documentos?', 'doc\\.?', 'telefonos?', 'fax', 'movil', 'iva', 'cif', 'nif', 'iban', 'polizas?', 'politicas?', 'cancelacion(?:es)?', 'anulacion(?:es)?', 'interna', 'interno', 'expediente interno', 'tarjeta', 'registros?', 'licencias?', 'turismo', 'parking', 'garaje', 'puerta', 'pedidos?', 'socio', 'fidelizacion', 'fra\\.?', 'cofre', 'caja (?:fuerte|de llaves)', 'llaves?', 'wi-?fi', 'contrasena', 'clave', 'agencia', 'pagos?', 'transaccion(?:es)?', 'autorizacion', 'portal', 'grupos?', 'bloques?', 'bloqueos?', 'cupos?', 'contingentes?', 'allotments?', 'casos?', 'depositos?', 'senal', 'tarifas?', 'ofertas?', 'cotizacion(?:es)?', 'presupuestos?', 'precios?', 'total', 'importe', 'saldo', 'coste', 'costo'],
    corrected: ['correct[oa]', 'buen[oa]', 'nuev[oa]', 'actualizad[oa]', 'corregid[oa]', 'valid[oa]', 'definitiv[oa]', 'verdader[oa]'],
    numberNouns: ['numeros?', 'n[º°o]\\.?', 'localizador', 'referencia', 'ref\\.?', 'codigo', 'confirmacion'],
    disowning: ['no es', 'no era', 'no corresponde', 'corresponde (?:unicamente|solo|solamente) a', 'es (?:solo|solamente|unicamente) (?:el|la|de|para)', 'es (?:el|la) (?:de )?(?:nuestr[oa]|su) (?:\\p{L}+ )?(?:interna|interno|factura|consulta|solicitud|peticion|expediente)'],
    pastStay: ['ya (?:se )?(?:alojo|estuvo|hospedo|se hospedo)', 'estancia anterior', 'el (?:ano|verano|invierno) pasado', 'la ultima vez', 'ya fue (?:nuestr[oa] )?(?:huesped|cliente)', 'la ultima vez que (?:se alojo|estuvo|vino|nos visito)', 'se alojo con nosotros en', 'reserva anterior', '(?:su|la) (?:ultima|anterior) (?:estancia|visita|reserva)', '(?:aquella|esa) (?:fue|era) (?:la )?reserva', 'en aquella ocasion', '(?:el|la) (?:ano|temporada) anterior', 'semana (?:pasada|anterior)', 'mes (?:pasado|anterior)'],
  },
  fr: {
    otherNumberNouns: ['folio', 'factures?', 'recus?', 'quittances?', 'chambres?', 'ch\\.?', 'clients?', 'profil', 'comptes?', 'bons?', 'vouchers?', 'tickets?', 'demandes?', 'requetes?', 'reclamations?', 'lettres?', 'courriers?', 'documents?', 'doc\\.?', 'telephone', 'tel\\.?', 'fax', 'portable', 'tva', 'siret', 'iban', 'polices?', 'politiques?', 'annulations?', 'interne', 'carte', 'registres?', 'immatriculation', 'enregistrement', 'licences?', 'parking', 'porte', 'digicode', 'fact\\.?', 'commandes?', 'adherent', 'fidelite', 'membre', 'boite a cles', 'coffre(?:-fort)?', 'cles?', 'wi-?fi', 'mot de passe', 'agence', 'paiements?', 'transactions?', 'autorisation', 'groupes?', 'blocs?', 'allotements?', 'allotments?', 'contingents?', 'cas', 'acomptes?', 'arrhes', 'depots?', 'tarifs?', 'offres?', 'devis', 'prix', 'total', 'montant', 'solde', 'couts?'],
    corrected: ['correct', 'correcte', 'bon', 'bonne', 'nouveau', 'nouvelle', 'mis a jour', 'mise a jour', 'corrige', 'corrigee', 'valide', 'definitif', 'definitive', 'vrai'],
    numberNouns: ['numeros?', 'n[º°o]\\.?', 'reference', 'ref\\.?', 'code', 'confirmation'],
    disowning: ["n.est pas", "n.etait pas", 'ne correspond pas', 'correspond (?:uniquement|seulement) a', 'est (?:uniquement|seulement) (?:celui|celle|le|la|pour)', 'est (?:le|la) (?:\\p{L}+ )?(?:interne|facture|demande|ticket|dossier interne)'],
    pastStay: ['deja sejourne', 'sejour precedent', 'precedent sejour', "l.(?:ete|annee|hiver) derni(?:er|ere)", 'la derniere fois', 'deja ete (?:notre )?(?:client|hote)', '(?:a |avait )?sejourne chez nous en', '(?:sa|leur) derniere (?:visite|reservation)', '(?:son|leur) dernier sejour', 'reservation precedente', 'c.etait (?:la )?reservation', 'a l.epoque', 'l.an dernier', 'l.annee (?:derniere|precedente)', 'semaine (?:derniere|precedente)', 'mois (?:dernier|precedent)'],
  },
  de: {
    otherNumberNouns: ['folio', 'rechnung\\p{L}*', 'quittung', 'beleg', 'zimmer', 'zi\\.?', 'gast', 'gaste', 'kunde\\p{L}*', 'profil', 'konto', 'gutschein\\p{L}*', 'voucher', 'ticket\\p{L}*', 'anfrage\\p{L}*', 'vorgang\\p{L}*', 'brief', 'schreiben', 'dokument', 'dok\\.?', 'doc\\.?', 'telefon', 'tel\\.?', 'fax', 'mobil', 'handy', 'ust\\p{L}*', 'steuer\\p{L}*', 'iban', 'police', 'storno\\p{L}*', 'stornierung\\p{L}*', 'intern\\p{L}*', 'karte', 'register\\p{L}*', 'registrierung\\p{L}*', 'lizenz\\p{L}*', 'garage', 'parkplatz', 'tur', 'rg\\.?', 'rg\\.?-?nr\\.?', 'kd\\.?', 'kd\\.?-?nr\\.?', 'kundennr\\.?', 'auftrag\\p{L}*', 'bestellung\\p{L}*', 'mitglied\\p{L}*', 'bonus\\p{L}*', 'schlussel\\p{L}*', 'tresor', 'safe', 'wlan\\p{L}*', 'wi-?fi', 'passwort', 'kennwort', 'zugangs\\p{L}*', 'agentur\\p{L}*', 'zahlung\\p{L}*', 'transaktion\\p{L}*', 'autorisierung\\p{L}*', 'gruppe', 'gruppen(?:block|code|kontingent|nummer|nr\\.?)', 'block(?:code|nummer)?', 'kontingent(?:snummer)?', 'allotment', 'fallnummer', 'fall-?nr\\.?', 'anzahlung(?:srechnung)?', 'kaution', 'ratencode', 'tarif(?:code)?', 'angebot(?:snummer|s-?nr\\.?)?', 'kostenvoranschlag', 'preis(?:e|es)?', 'gesamt(?:betrag|preis|summe|kosten)?', 'betrag', 'summe', 'kosten', 'saldo'],
    corrected: ['korrekte?[nr]?', 'richtige?[nr]?', 'neue?[nr]?', 'aktualisierte?[nr]?', 'korrigierte?[nr]?', 'gultige?[nr]?', 'endgultige?[nr]?'],
    numberNouns: ['nummer', 'nr\\.?', 'referenz', 'ref\\.?', 'code', 'bestatigungsnummer', 'buchungsnummer', 'reservierungsnummer'],
    disowning: ['ist nicht', 'ist keine', 'war nicht', 'ist (?:nur|lediglich|bloss) (?:die|der|fur|unsere)', 'gehort zu', 'bezieht sich (?:nur )?auf', 'ist (?:die|unsere) (?:\\p{L}+ )?(?:interne|rechnungsnummer|vorgangsnummer|anfragenummer)'],
    pastStay: ['bereits (?:bei uns )?(?:gewohnt|ubernachtet|zu gast)', 'schon (?:einmal )?(?:bei uns )?(?:gewohnt|ubernachtet|zu gast)', 'letztes jahr', 'letzten (?:sommer|winter)', 'fruhere[nr]? aufenthalt', 'vorjahr', 'zuletzt (?:bei uns|hier)', '(?:letzte[nr]?|vorherige[nr]?|fruhere[nr]?) (?:aufenthalt|buchung|reservierung|besuch)', '(?:das|dies) war (?:die )?(?:buchung|reservierung)', '(?:im )?(?:vergangenen|vorigen|letzten) (?:sommer|winter|fruhling|herbst|jahr)', 'vergangenes jahr', 'voriges jahr', 'damals', '(?:letzte|vergangene|vorige) woche', '(?:letzten|vergangenen|vorigen) monat'],
  },
  it: {
    otherNumberNouns: ['folio', 'fattur[ae]', 'ricevut[ae]', 'camer[ae]', 'ospit[ei]', 'client[ei]', 'profilo', 'conto', 'voucher', 'buon[oi]', 'ticket', 'richiest[ae]', 'segnalazion[ei]', 'letter[ae]', 'document[oi]', 'doc\\.?', 'telefono', 'tel\\.?', 'fax', 'cellulare', 'iva', 'p\\.? ?iva', 'iban', 'polizz[ae]', 'politic[ae]', 'cancellazion[ei]', 'annullament[oi]', 'intern[ao]', 'tessera', 'registro', 'licenza', 'cin', 'cir', 'carta', 'parcheggio', 'garage', 'porta', 'cancello', 'fatt\\.?', 'ordin[ei]', 'socio', 'fedelta', 'cassett[ae]', 'cassaforte', 'chiav[ei]', 'wi-?fi', 'password', 'agenzia', 'pagament[oi]', 'transazion[ei]', 'autorizzazione', 'portone', 'grupp[oi]', 'blocc(?:o|hi)', 'allotment', 'contingent[ei]', 'cas[oi]', 'caparra', 'acconto', 'deposito', 'tariff[ae]', 'offert[ae]', 'preventiv[oi]', 'prezz[oi]', 'totale', 'importo', 'saldo', 'costo'],
    corrected: ['corrett[oa]', 'giust[oa]', 'nuov[oa]', 'aggiornat[oa]', 'corrett[oa]', 'rettificat[oa]', 'valid[oa]', 'definitiv[oa]', 'esatt[oa]'],
    numberNouns: ['numero', 'n\\.', 'n[º°]\\.?', 'riferimento', 'rif\\.?', 'codice', 'conferma'],
    disowning: ['non e', 'non era', 'non corrisponde', 'corrisponde (?:solo|soltanto|unicamente) a', 'e (?:solo|soltanto|unicamente) (?:il|la|quello|quella|per)', 'e (?:il|la) (?:numero )?(?:della |del |di )?(?:nostr[ao] |vostr[ao] )?(?:pratica interna|interno|interna|fattura|richiesta|fatturazione)'],
    pastStay: ['gia soggiornato', 'gia stat[oa] (?:nostr[oa] )?(?:ospite|cliente)', "l.(?:anno|estate|inverno) scors[oa]", 'soggiorno precedente', "l.ultima volta", 'l.ultima volta che', '(?:ultimo|precedente) soggiorno', 'prenotazione precedente', '(?:quella|era) (?:era )?(?:la )?prenotazione', 'a suo tempo', '(?:l.anno|l.estate|l.inverno) precedente', 'all.epoca', 'settimana (?:scorsa|precedente)', 'mese (?:scorso|precedente)'],
  },
  pt: {
    otherNumberNouns: ['folio', 'faturas?', 'recibos?', 'quartos?', 'apto\\.?', 'hospedes?', 'clientes?', 'perfil', 'contas?', 'vouchers?', 'tickets?', 'pedidos?', 'solicitac(?:ao|oes)', 'protocolos?', 'processos?', 'cartas?', 'documentos?', 'doc\\.?', 'telefones?', 'tel\\.?', 'fax', 'telemovel', 'celular', 'nif', 'nipc', 'cnpj', 'iban', 'apolices?', 'politicas?', 'cancelamentos?', 'anulac(?:ao|oes)', 'intern[ao]', 'cartao', 'registos?', 'registros?', 'licenca', 'rnet', 'rnal', 'garagem', 'estacionamento', 'porta', 'portao', 'ped\\.?', 'socio', 'fidelidade', 'membro', 'cofre', 'chaves?', 'wi-?fi', 'senha', 'agencia', 'pagamentos?', 'transac(?:ao|oes)', 'autorizacao', 'grupos?', 'blocos?', 'bloqueios?', 'contingentes?', 'allotments?', 'casos?', 'sinal', 'depositos?', 'tarifas?', 'ofertas?', 'orcamentos?', 'cotac(?:ao|oes)', 'precos?', 'total', 'valor', 'saldo', 'custos?'],
    corrected: ['corret[oa]', 'cert[oa]', 'nov[oa]', 'atualizad[oa]', 'corrigid[oa]', 'valid[oa]', 'definitiv[oa]', 'verdadeir[oa]'],
    numberNouns: ['numero', 'n[º°o]\\.?', 'n\\.[º°o]', 'referencia', 'ref\\.?', 'codigo', 'confirmacao', 'localizador'],
    disowning: ['nao e', 'nao era', 'nao corresponde', 'corresponde (?:apenas|so|somente|unicamente) a', 'e (?:apenas|so|somente|unicamente) (?:o|a|do|da|para)', 'e (?:o|a) (?:numero )?(?:do |da |de )?(?:nosso |nossa )?(?:processo interno|interno|interna|fatura|pedido|protocolo)'],
    pastStay: ['ja (?:se )?(?:hospedou|esteve|ficou)', 'estadia anterior', '(?:o )?(?:ano|verao|inverno) passado', 'da ultima vez', 'ja foi (?:noss[oa] )?(?:hospede|cliente)', 'da ultima vez que', '(?:ultima|anterior) (?:estadia|visita|reserva)', 'reserva anterior', 'ja esteve (?:connosco|conosco|aqui|hospedad[oa])', '(?:essa|aquela) (?:foi|era) (?:a )?reserva', 'na altura', 'naquela ocasiao', 'no ano anterior', 'semana (?:passada|anterior)', 'mes (?:passado|anterior)'],
  },
};

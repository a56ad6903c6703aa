// Issue 25, twelfth pass: clear confirmations that went to review. Boards in the words desks write (meals named one by
// one: "breakfast and dinner", "desayuno y cena"; room only without a breakfast word: "ohne Verpflegung", "sem
// refeições"), confirmation numbers tied to the booking by the sentence that affirms it ("la reserva queda con el
// 55120", "läuft unter 55120", "the confirmation number remains 55204417"), affirmations without a confirmation verb
// ("you're all set", "c'est noté", "geht klar", "tutto a posto") and the hotel's general terms (a cancellation policy,
// a no-show charge, a card that guarantees the booking) that are no cancellation of and no condition on this booking.
// Each clear confirmation below went to review (or was read as another board) before this pass; the real
// cancellations, conditions and negated or hedged affirmations beside them still go to a person.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

const bookingWith = (board: string) => BookingSchema.parse({
  BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
  Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: board, Adults: 2 }] },
});
const booking = bookingWith('BB');
const verdict = (text: string, b = booking, subject = '') => verdictOf(text, b, subject);

describe('twelfth pass: boards in the words desks write are mapped (six languages)', () => {
  it('half board said as its meals ("breakfast and dinner", "DBB") is half board, not bed and breakfast', () => {
    const texts = ['Confirmed, ref 55120. Board: dinner, bed and breakfast.', 'Confirmed, ref 55120. Board: DBB.', 'Confirmed, ref 55120, double room with breakfast and dinner.', 'Confirmed, ref 55120. Board: breakfast & dinner.',
      'Confirmada, localizador 55120, habitación doble con desayuno y cena.', 'Confirmée, réf. 55120, chambre double avec petit-déjeuner et dîner.', 'Bestätigt, Buchungsnummer 55120, Doppelzimmer mit Frühstück und Abendessen.',
      'Bestätigt, Buchungsnummer 55120. Verpflegung: Frühstück und Abendessen.', 'Confermata, numero di conferma 55120, camera doppia con colazione e cena.', 'Confirmada, número de confirmação 55120, quarto duplo com pequeno-almoço e jantar.',
      'Confirmada, número de confirmação 55120, quarto duplo com café da manhã e jantar.'];
    for (const text of texts) assert.equal(verdict(text, bookingWith('HB')), 'CONFIRMED 55120', text);
    // The same words are a difference for a booking sold with breakfast only.
    for (const text of texts) assert.equal(verdict(text), 'DISCREPANCY BoardType', text);
  });

  it('full board said as its meals is full board', () => {
    const texts = ['Confirmed, ref 55120, with breakfast, lunch and dinner.', 'Confirmada, localizador 55120, con desayuno, comida y cena.', 'Confirmée, réf. 55120, avec petit-déjeuner, déjeuner et dîner.', 'Bestätigt, Buchungsnummer 55120, mit Frühstück, Mittag- und Abendessen.', 'Confermata, numero di conferma 55120, con colazione, pranzo e cena.', 'Confirmada, número de confirmação 55120, com pequeno-almoço, almoço e jantar.'];
    for (const text of texts) assert.equal(verdict(text, bookingWith('FB')), 'CONFIRMED 55120', text);
    for (const text of texts) assert.equal(verdict(text), 'DISCREPANCY BoardType', text);
  });

  it('room only without a breakfast word, and "tudo incluso", are mapped', () => {
    const texts = ['Confirmée, réf. 55120. Formule : hébergement seul.', 'Confirmée, réf. 55120, chambre double sans repas.', 'Bestätigt, Buchungsnummer 55120, Übernachtung ohne Verpflegung.', 'Bestätigt, Buchungsnummer 55120. Verpflegung: nur Zimmer.', 'Bestätigt, Buchungsnummer 55120, Doppelzimmer ohne Mahlzeiten.', 'Confermata, numero di conferma 55120. Trattamento: solo alloggio.', 'Confermata, numero di conferma 55120, camera doppia senza pasti.', 'Confirmada, número de confirmação 55120. Regime: sem refeições.', 'Confirmada, número de confirmação 55120. Regime: somente hospedagem.', 'Confirmada, número de confirmação 55120. Regime: só quarto.'];
    for (const text of texts) assert.equal(verdict(text, bookingWith('RO')), 'CONFIRMED 55120', text);
    for (const text of texts) assert.equal(verdict(text), 'DISCREPANCY BoardType', text);
    assert.equal(verdict('Confirmada, número de confirmação 55120. Regime: tudo incluso.', bookingWith('AI')), 'CONFIRMED 55120');
    assert.equal(verdict('Confirmada, número de confirmação 55120, quarto duplo, café da manhã incluso.'), 'CONFIRMED 55120');
  });
});

describe('twelfth pass: the one number a sentence ties to the booking it affirms is its confirmation (six languages)', () => {
  it('a verb that holds or affirms the booking, a preposition, the number, on whatever line of the sentence', () => {
    for (const text of [
      'Dear colleagues,\n\nthank you for your e-mail. Your booking for Mrs Ruiz from 12 to 15 March is confirmed with the\nnumber 55120.\n\nWe look forward to welcoming her.',
      'Estimados señores:\n\ngracias por su correo. La reserva de la Sra. Ruiz del 12 al 15 de marzo queda con el 55120.\n\nUn saludo cordial.',
      "Madame, Monsieur,\n\nmerci pour votre message. Pour Mme Ruiz du 12 au 15 mars, c'est confirmé sous le 55120.\n\nBien cordialement.",
      'Sehr geehrte Damen und Herren,\n\nvielen Dank für Ihre Nachricht. Ihre Reservierung für Frau Ruiz vom 12. bis 15. März läuft unter 55120.\n\nMit freundlichen Grüßen',
      'Gentili signori,\n\ngrazie per la vostra mail. La prenotazione della sig.ra Ruiz dal 12 al 15 marzo è registrata col 55120.\n\nCordiali saluti',
      'Prezados senhores,\n\nobrigado pelo seu e-mail. A reserva da Sra. Ruiz de 12 a 15 de março foi feita com o 55120.\n\nCumprimentos',
      'Caros senhores,\n\nobrigado pelo seu e-mail. A reserva da Sra. Ruiz de 12 a 15 de março está confirmada com o\n55120.\n\nCumprimentos',
    ]) assert.equal(verdict(text), 'CONFIRMED 55120', text);
  });

  it('a confirmation label before "remains" or "bleibt", and "n.º"', () => {
    assert.equal(verdict('Dear colleagues,\n\nthe booking for Mrs Ruiz from 12 to 15 March is confirmed; as agreed, the confirmation number remains 55204417.\n\nRegards'), 'CONFIRMED 55204417');
    for (const text of ['Reserva confirmada, o número de confirmação continua a ser 55120.', 'Prenotazione confermata, il numero di conferma rimane 55120.', 'La reserva está confirmada, el número de confirmación sigue siendo 55120.']) assert.equal(verdict(text), 'CONFIRMED 55120', text);
    assert.equal(verdict('Boa tarde,\n\nConfirmo a reserva da Sra. Ruiz, n.º 0457.'), 'CONFIRMED 0457');
  });

  it('a negated, hedged or promised tie, a request\'s number, a number not tied by the sentence: still a person\'s', () => {
    for (const text of [
      'Estimados señores:\n\ngracias por su correo. La reserva de la Sra. Ruiz no queda con el 55120.\n\nUn saludo cordial.',
      'Gentili signori,\n\nla prenotazione non è registrata col 55120.\n\nCordiali saluti',
      'Dear colleagues,\n\nthank you for your e-mail. I think your booking for Mrs Ruiz is confirmed under\n55120.\n\nRegards.',
      'Estimados señores:\n\ngracias por su correo. Su solicitud queda registrada con el 55120, le confirmaremos la reserva mañana.\n\nUn saludo cordial.',
      'Dear colleagues,\n\nyour booking for Mrs Ruiz is confirmed. Please call us with\n55120 as the reference.\n\nRegards.',
    ]) assert.match(verdict(text), /^review: /, text);
  });
});

const QUOTED: Record<string, [string, string]> = {
  en: ['Hi,\n\n', "\n\nBest\n\nOn Mon, 23 Nov 2026 at 21:10, Reconfirmation wrote:\n> Booking reference: BK-2027-1001\n> Hotel confirmation number: 55120\n"],
  es: ['Hola,\n\n', '\n\nUn saludo\n\nEl lun, 23 nov 2026 a las 21:10, Reconfirmación de reservas escribió:\n> Referencia de la reserva: BK-2027-1001\n> Número de confirmación del hotel: 55120\n'],
  fr: ['Bonjour,\n\n', "\n\nCordialement\n\nLe lun. 23 nov. 2026 à 21:10, Reconfirmation a écrit :\n> Référence de la réservation : BK-2027-1001\n> N° de confirmation de l'hôtel : 55120\n"],
  de: ['Hallo,\n\n', '\n\nGruß\n\nAm Mo., 23. Nov. 2026 um 21:10 schrieb Reconfirmation:\n> Buchungsreferenz: BK-2027-1001\n> Bestätigungsnummer des Hotels: 55120\n'],
  it: ['Buongiorno,\n\n', "\n\nSaluti\n\nIl giorno lun 23 nov 2026 alle 21:10 Reconfirmation ha scritto:\n> Riferimento prenotazione: BK-2027-1001\n> Numero di conferma dell'hotel: 55120\n"],
  pt: ['Bom dia,\n\n', '\n\nCumprimentos\n\nEm seg., 23 de nov. de 2026 às 21:10, Reconfirmation escreveu:\n> Referência da reserva: BK-2027-1001\n> Número de confirmação do hotel: 55120\n'],
};
const quoted = (lang: string, words: string) => QUOTED[lang][0] + words + QUOTED[lang][1];

describe('twelfth pass: affirmations without a confirmation verb (six languages)', () => {
  it('"you\'re all set", "está todo listo", "c\'est noté", "geht klar", "tutto a posto", "está tudo certo": the number the desk typed into our quoted request is the confirmation', () => {
    for (const [lang, words] of [['en', "you're all set for Mrs Ruiz."], ['en', 'we have Mrs Ruiz booked in, thank you.'], ['es', 'está todo listo para la Sra. Ruiz.'], ['es', 'queda anotado, gracias.'], ['fr', "c'est noté pour Mme Ruiz."], ['fr', "c'est bon pour nous."], ['de', 'geht klar, Frau Ruiz ist eingetragen.'], ['de', 'passt, danke.'], ['it', 'tutto a posto per la signora Ruiz.'], ['it', 'abbiamo registrato la prenotazione.'], ['pt', 'está tudo certo para a Sra. Ruiz.'], ['pt', 'fica registado, obrigado.']]) {
      assert.equal(verdict(quoted(lang, words)), 'CONFIRMED 55120', words);
    }
  });

  it('the one number beside an affirmation in a short answer ("Geht klar, 4471")', () => {
    for (const text of ['Geht klar, 4471.', 'Tutto a posto, 4471.', 'Está todo listo, 4471.', 'Está tudo certo, 4471.']) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });

  it('negated, hedged, asked or said of an extra: no affirmation, still a person\'s', () => {
    for (const [lang, words] of [['en', "you're not all set yet, we are checking."], ['en', "I think you're all set."], ['en', 'the airport transfer is all set.'], ['es', 'no está todo listo todavía.'], ['es', 'creo que está todo listo.'], ['es', 'el traslado queda anotado.'], ['fr', "ce n'est pas noté chez nous."], ['fr', "je pense que c'est noté."], ['fr', 'le transfert est noté.'], ['de', 'Frau Ruiz ist noch nicht eingetragen.'], ['de', 'vielleicht geht klar, ich prüfe das.'], ['de', 'der Flughafentransfer ist notiert.'], ['it', 'la prenotazione non è registrata.'], ['it', 'forse è tutto a posto.'], ['it', 'il parcheggio è registrato.'], ['pt', 'ainda não está tudo certo.'], ['pt', 'acho que está tudo certo.'], ['pt', 'o estacionamento fica reservado.'], ['it', 'tutto a posto?'], ['pt', 'está tudo certo?']]) {
      assert.match(verdict(quoted(lang, words)), /^review: /, words);
    }
  });
});

describe('twelfth pass: a confirmation that waits on something the agency must do is a condition (six languages)', () => {
  it('"only if you send a deposit", "if you send the card details", "subject to payment", "solo se inviate la caparra", "sujeito a pagamento": review, never confirmed (each was confirmed before)', () => {
    for (const text of ['Confirmed, ref 55120, only if you send a deposit by Friday.', 'Confirmed, ref 55120, once you send the deposit.', 'Confirmed, ref 55120, if you send the credit card details by Friday.',
      'Confirmada, localizador 55120, si nos envían la tarjeta antes del viernes.', 'Confirmée, réf. 55120, si vous nous envoyez l\'acompte avant vendredi.', 'Bestätigt, Buchungsnummer 55120, wenn Sie uns bis Freitag die Anzahlung überweisen.',
      'Confermata, numero di conferma 55120, solo se inviate la caparra entro venerdì.', 'Confermata, numero di conferma 55120, se ci inviate la caparra entro venerdì.', 'Confirmada, número de confirmação 55120, sujeito a pagamento.', 'Confirmada, número de confirmação 55120, se nos enviarem o sinal até sexta.']) {
      assert.match(verdict(text), /^review: the hotel sets a condition/, text);
    }
  });
});

describe('twelfth pass: the hotel\'s general terms are no cancellation of and no condition on this booking (six languages)', () => {
  it('"in case of cancellation ... charged", "no-show will be charged", "the room is guaranteed until late arrival": the confirmation stands', () => {
    for (const text of ['Confirmed, ref 55120. In case of cancellation less than 48 hours before arrival, the first night will be charged.', 'Confirmed, ref 55120. No-show will be charged the full stay.', 'Confirmed, ref 55120. Please note that in the event of a no-show the first night will be charged.', 'Confirmed, ref 55120. The room is guaranteed until late arrival.',
      'Confirmada, localizador 55120. En caso de cancelación con menos de 48 horas se cobrará la primera noche.', 'Confirmada, localizador 55120. La habitación queda garantizada hasta la llegada, aunque sea tarde.',
      "Confirmée, réf. 55120. En cas d'annulation moins de 48 h avant l'arrivée, la première nuit sera facturée.", "Confirmée, réf. 55120. La chambre est garantie jusqu'à votre arrivée, même tardive.",
      'Bestätigt, Buchungsnummer 55120. Bei Stornierung weniger als 48 Stunden vor Anreise berechnen wir die erste Nacht.',
      "Confermata, numero di conferma 55120. In caso di cancellazione a meno di 48 ore dall'arrivo verrà addebitata la prima notte.", "Confermata, numero di conferma 55120. In caso di mancato arrivo (no-show) verrà addebitato l'intero soggiorno.",
      'Confirmada, número de confirmação 55120. Em caso de cancelamento com menos de 48 horas será cobrada a primeira noite.', 'Confirmada, número de confirmação 55120. Em caso de não comparência (no-show) será cobrada a estadia total.', 'Confirmada, número de confirmação 55120. O quarto fica garantido até à chegada, mesmo tardia.',
    ]) assert.equal(verdict(text), 'CONFIRMED 55120', text);
  });

  it('terms beside a real condition, cancellation, overbooking or request still go to a person', () => {
    for (const text of ['Confirmed, ref 55120. Free cancellation up to 48 h before arrival, subject to payment of the deposit.', 'Confirmed, ref 55120. In case of cancellation no fee applies, but we are overbooked and will relocate the guests.', 'Confirmed, ref 55120. We had to cancel the booking; in case of cancellation no fee applies.', 'Confirmed, ref 55120. The room is guaranteed until late arrival only if you send a credit card.', 'Confirmed, ref 55120. In case of no-show the first night is charged. Please send a credit card to guarantee the booking.',
      'Confirmada, localizador 55120. Cancelación gratuita hasta 48 h antes, siempre que recibamos la tarjeta.', 'Confirmada, localizador 55120. En caso de cancelación no hay gastos, pero estamos completos y les reubicaremos.',
      "Confirmée, réf. 55120. En cas d'annulation, nous avons annulé la réservation sans frais.", "Confirmée, réf. 55120. Annulation gratuite jusqu'à 48 h avant l'arrivée, sous réserve de réception de l'acompte.",
      'Bestätigt, Buchungsnummer 55120. Bei Stornierung berechnen wir die erste Nacht, wir sind leider überbucht.', 'Bestätigt, Buchungsnummer 55120. Kostenfreie Stornierung bis 48 Stunden vor Anreise, vorausgesetzt die Anzahlung geht bis Freitag ein.',
      'Confermata, numero di conferma 55120. Cancellazione gratuita fino a 48 ore prima, solo se inviate la caparra entro venerdì.', 'Confermata, numero di conferma 55120. In caso di cancellazione nessuna penale, ma siamo in overbooking e vi trasferiremo in un altro hotel.',
      'Confirmada, número de confirmação 55120. Cancelamento gratuito até 48 horas antes, sujeito a pagamento do sinal.', 'Confirmada, número de confirmação 55120. Em caso de cancelamento não há custos; no entanto, o hotel está em overbooking.',
    ]) assert.match(verdict(text), /^review: /, text);
  });
});

describe('twelfth pass: a board said not to be the hotel\'s is not named by it', () => {
  it('"está en MP (media pensión), no en PC" is half board for a booking sold with full board (a difference, not two boards)', () => {
    assert.equal(verdict('Confirmada, localizador 55120, en nuestro sistema está en MP (media pensión), no en PC. La pensión completa no la ofrecemos en temporada alta.', bookingWith('FB')), 'DISCREPANCY BoardType');
  });
});

describe('twelfth pass: a number an extra is held under is not the booking\'s', () => {
  it('"the airport transfer is booked under 55120", "el traslado queda registrado con el 55120", "der Parkplatz ist unter 55120 gebucht": review (each was confirmed before)', () => {
    for (const text of ['Confirmed for Mrs Ruiz. The airport transfer is booked under 55120.', 'Confirmada la reserva de la Sra. Ruiz. El traslado queda registrado con el 55120.', 'Bestätigt für Frau Ruiz. Der Parkplatz ist unter 55120 gebucht.']) assert.match(verdict(text), /^review: /, text);
    // Said of the booking, the same words are its number.
    for (const text of ['Your booking is registered under 55120.', 'Confirmed, the reservation is held under 55120; the parking is free.']) assert.equal(verdict(text), 'CONFIRMED 55120', text);
  });
});

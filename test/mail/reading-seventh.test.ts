// Issue 25, seventh pass: the structural safety gate. Before CONFIRMED, every sentence of the hotel's own text that
// talks about the stay (dates, room, board, guests, the guest's name, a rate tied to the room or board, cancellation,
// another hotel or building, a time limit) has given a fact the reader compared and found matching, or is practical
// information (check-in hours, parking, city tax, "we look forward"). Each case below was confirmed before the gate.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readHotelMail } from '../../src/domain/hotelMail/index.js';
import { BookingSchema, type Booking } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

const booking = BookingSchema.parse({
  BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
  Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] },
});
const may = BookingSchema.parse({ ...booking, CheckIn: '2027-05-12', CheckOut: '2027-05-15' });
const verdict = (text: string, b: Booking = booking) => verdictOf(text, b);
const unchecked = /^review: a statement about (.+) the reader could not check: «/;

describe('seventh pass: a statement about the stay the reader could not check is a person\'s (six languages)', () => {
  it('a stay said in words the reader does not read is not confirmed', () => {
    // The eighth pass reads ordinal days before a month ("from 13th to 16th May"): a difference, compared.
    assert.equal(verdict("We are delighted to confirm Mrs Ruiz' stay with us from 13th to 16th May, double room. Ref 4471.", may), 'DISCREPANCY CheckIn,CheckOut');
    assert.match(verdict('Confirmada, localizador 4471. Los clientes llegan a mediados de mayo.', may), /^review: a statement about the dates of the stay the reader could not check: «/);
    // Stop 15 reads days in words before a month: a difference, compared.
    for (const text of [
      'Confirmée, n° 4471. Les clients arrivent le treize mai.',
      'Bestätigt, Buchungsnr. 4471. Anreise am dreizehnten Mai.',
      'Confermata, n. 4471. Arrivo il tredici maggio.',
      'Confirmada, nº 4471. Chegada a treze de maio.',
    ]) assert.equal(verdict(text, may), 'DISCREPANCY CheckIn', text);
  });

  it('a rate tied to the room or the board, not said to include it, is not confirmed', () => {
    for (const text of [
      'Confirmed, ref 4471. The rate for the double room is EUR 120.',
      'Confirmed, ref 4471. Breakfast is charged at EUR 15 per person.',
      'Confirmada, localizador 4471. La tarifa de la habitación doble es de 120 EUR por noche.',
      'Confirmée, n° 4471. Le tarif de la chambre double est de 120 EUR.',
      'Bestätigt, Buchungsnr. 4471. Der Preis für das Doppelzimmer beträgt 120 EUR.',
      'Confermata, n. 4471. La tariffa della camera doppia è di 120 EUR.',
      'Confirmada, nº 4471. A tarifa do quarto duplo é de 120 EUR.',
    ]) assert.match(verdict(text), /^review: a statement about the rate of the room or board the reader could not check: «/, text);
  });

  it('another building, a time limit, a cancellation term, the guest named otherwise: not confirmed', () => {
    for (const [text, topic] of [
      ['Confirmed, ref 4471. The guests will stay in our annexe across the street.', 'another hotel or building'],
      ['Confirmada, localizador 4471. Los clientes se alojarán en el edificio de enfrente.', 'another hotel or building'],
      ['Confirmée, n° 4471. Vos clients logeront dans notre bâtiment voisin, le bâtiment B.', 'another hotel or building'],
      ['Bestätigt, Buchungsnr. 4471. Die Gäste wohnen in unserem Gästehaus gegenüber.', 'another hotel or building'],
      ['Confermata, n. 4471. Gli ospiti alloggeranno nella nostra dependance.', 'another hotel or building'],
      ['Confirmada, nº 4471. Os hóspedes ficarão no nosso anexo.', 'another hotel or building'],
      ['Bestätigt, Buchungsnr. 4471. Das Zimmer halten wir bis 18 Uhr.', 'a time limit'],
      ['Confirmada, localizador 4471. Mantenemos la habitación hasta las 18:00 h.', 'a time limit'],
      ["Confirmée, n° 4471. Nous gardons la chambre jusqu'à 18h.", 'a time limit'],
      ['Confermata, n. 4471. La camera è riservata fino alle 18:00.', 'a time limit'],
      ['Confirmada, nº 4471. O quarto fica reservado até às 18h00.', 'a time limit'],
      ['Confirmed, ref 4471. Cancellation charges apply from 10 March.', 'cancellation'],
      ['Confirmed, ref 4471, for Mr Jones.', "the guest's name"],
    ]) assert.match(verdict(text), new RegExp(`^review: a statement about ${topic} the reader could not check: «`), text);
    // The review item names the topic and quotes the sentence.
    assert.equal(verdict('Confirmed, ref 4471. The guests will stay in our annexe across the street.'),
      'review: a statement about another hotel or building the reader could not check: «The guests will stay in our annexe across the street.»');
  });

  it('practical information and facts that match pass the gate (six languages)', () => {
    for (const text of [
      'Dear partner,\n\nconfirmed for Mrs Ruiz, 12-15 March, double room with breakfast, 2 adults. Ref 4471. Check-in is from 15:00; parking is EUR 20 per day. We look forward to welcoming your guests.\n\nKind regards',
      'Estimados:\n\nConfirmada la reserva de la Sra. Ruiz del 12 al 15 de marzo, habitación doble con desayuno, 2 adultos. Localizador 4471. La entrada es a partir de las 14:00 h y la tasa turística se paga en el hotel. Les esperamos.',
      'Bonjour,\n\nréservation confirmée pour Mme Ruiz du 12 au 15 mars, chambre double avec petit-déjeuner, 2 adultes. N° de confirmation 4471. L\'arrivée est possible à partir de 15h; la taxe de séjour est à régler sur place. Au plaisir de vous accueillir.',
      'Sehr geehrte Damen und Herren,\n\ndie Buchung für Frau Ruiz vom 12. bis 15. März, Doppelzimmer mit Frühstück, 2 Erwachsene, ist bestätigt. Buchungsnr. 4471. Check-in ist ab 15 Uhr, die Kurtaxe zahlen die Gäste vor Ort. Wir freuen uns auf Ihre Gäste.',
      'Gentili signori,\n\nconfermata la prenotazione della sig.ra Ruiz dal 12 al 15 marzo, camera doppia con colazione, 2 adulti. Numero di conferma 4471. Il check-in è dalle 14:00; la tassa di soggiorno si paga in hotel. Vi aspettiamo.',
      'Prezados,\n\nconfirmada a reserva da Sra. Ruiz de 12 a 15 de março, quarto duplo com pequeno-almoço, 2 adultos. Número de confirmação 4471. O check-in é a partir das 14h; a taxa turística é paga no hotel. Aguardamos a vossa visita.',
    ]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });

  it('the decision lists the check, and the explanation names the sentence', () => {
    const text = 'Confirmed, ref 4471. The rate for the double room is EUR 120.';
    const r = readHotelMail({ text, kind: 'reply', references: [], to: [], cc: [], subject: '', size: text.length, fromHtml: false }, [{ bookingId: 'BK-2027-1001', booking }]);
    assert.equal(r.kind, 'answer');
    const check = r.explanation?.decisions[0].checks?.find((c) => c.check === 'allChecked');
    assert.equal(check?.passed, false);
    assert.match(check?.words ?? '', /«The rate for the double room is EUR 120\.»/);
  });
});

describe('seventh pass: known leftovers of the earlier passes (six languages)', () => {
  it('"3 nights from the 13th" is a stay from the 13th: a difference when the booking is not that, a match when it is', () => {
    for (const text of [
      'Confirmed 4471, 3 nights from the 13th.',
      'Confirmada 4471, 3 noches a partir del 13.',
      'Confirmée 4471, 3 nuits à partir du 13.',
      'Bestätigt 4471, 3 Nächte ab dem 13.',
      'Confermata 4471, 3 notti dal 13.',
      'Confirmada 4471, 3 noites a partir do dia 13.',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckIn,CheckOut', text);
    assert.equal(verdict('Confirmed 4471, 3 nights from the 12th.'), 'CONFIRMED 4471');
    assert.equal(verdict('Bestätigt 4471, 3 Nächte ab dem 12.'), 'CONFIRMED 4471');
  });

  it('"we put you in our annex" is another building: a person reads it', () => {
    for (const text of [
      'Confirmed 4471, we put you in our annex.',
      'Confirmada 4471, les hemos puesto en nuestro anexo.',
      'Confirmée 4471, nous les logeons dans notre annexe.',
      'Bestätigt 4471, wir bringen die Gäste in unserer Dependance unter.',
      'Confermata 4471, li mettiamo nella nostra dependance.',
      'Confirmada 4471, ficam no nosso anexo.',
    ]) assert.match(verdict(text), /^review: a statement about another hotel or building/, text);
  });

  it('"No nos queda doble" with nothing else named: the booked room is not held, never a confirmation', () => {
    assert.match(verdict('Confirmada, localizador 4471. No nos queda doble.'), /^review: a statement about the room/);
    assert.match(verdict('Confirmée, n° 4471. Plus de double.'), /^review: /);
    // A double the hotel does hold still confirms.
    assert.equal(verdict('Confirmada, localizador 4471, doble con desayuno.'), 'CONFIRMED 4471');
  });

  it('a supposition beside a fact ("should be the 12th", "debería ser doble", "credo per 2 adulti") is a hedge', () => {
    for (const text of [
      'Confirmed 4471, arrival should be the 12th.',
      'Confirmed 4471, the room should be a double.',
      'Confirmada 4471, debería ser doble con desayuno.',
      'Confirmée 4471, la chambre devrait être une double.',
      'Bestätigt 4471, die Gäste sollten am Freitag anreisen.',
      'Confermata 4471, credo per 2 adulti.',
      'Confirmada 4471, deve ser um duplo com pequeno-almoço.',
    ]) assert.match(verdict(text), /^review: the answer is not certain/, text);
    // An obligation is no supposition.
    assert.equal(verdict('Confirmada, nº 4471. O pagamento deve ser feito no hotel.'), 'CONFIRMED 4471');
    assert.equal(verdict('Confirmed 4471. Payment must be made at the hotel.'), 'CONFIRMED 4471');
  });
});

describe('seventh pass, tuning7 families (six languages)', () => {
  it('a courtesy question ("tudo bem?", "how are you?") is no open question', () => {
    for (const text of [
      'Hi, how are you? Confirmed, conf. no. 4471.',
      'Hola, ¿qué tal? Confirmada, localizador 4471.',
      'Bonjour, comment allez-vous ? Confirmée, n° de confirmation 4471.',
      'Hallo, wie geht es Ihnen? Bestätigt, Buchungsnr. 4471.',
      'Buongiorno, come state? Confermata, numero di conferma 4471.',
      'Olá, tudo bem? Confirmada, número de confirmação 4471.',
    ]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
    // A question about the booking is still one.
    assert.match(verdict('Olá, tudo bem? Confirmada, número de confirmação 4471. São 2 ou 3 adultos?'), /^review: /);
  });

  it('a desk\'s opening days ("7j/7", "7 días a 7") are never a candidate number: the subject\'s number is the one', () => {
    for (const [text, subject] of [
      ['Hello, Ms Ruiz is confirmed.\nReservations: 7 days out of 7, 8am to 8pm', 'RE: reconfirmation - Conf. No. 4471'],
      ['Hola, la reserva de la Sra. Ruiz está confirmada.\nReservas 7 días a 7, de 8 a 20 h', 'RE: reconfirmación - Localizador 4471'],
      ['Bonjour, la réservation de Mme Ruiz est confirmée.\nPlateau réservations 7j/7 de 8h à 20h', 'RE: reconfirmation - N° de confirmation 4471'],
      ['Guten Tag, die Buchung von Frau Ruiz ist bestätigt.\nReservierung 7 Tage von 7 erreichbar', 'AW: Rückbestätigung - Buchungsnr. 4471'],
      ['Buongiorno, la prenotazione della sig.ra Ruiz è confermata.\nUfficio prenotazioni 7 giorni su 7', 'R: riconferma - Numero di conferma 4471'],
      ['Olá, a reserva da Sra. Ruiz está confirmada.\nReservas 7 dias por 7', 'RE: reconfirmação - Número de confirmação 4471'],
    ]) assert.equal(verdictOf(text, booking, subject), 'CONFIRMED 4471', text);
  });

  it('a PMS confirmation the desk pasted below its signature is the hotel\'s own letter, read and compared', () => {
    const letter = (pointer: string, closing: string, board: string) =>
      `${pointer}\n\n${closing}\nLea Schmitt\nReservations\n\n--- pasted confirmation ---\n==============================\nConf. No.: 48219934\nArrival: 12.03.2027\nDeparture: 15.03.2027\nBoard: ${board}\nAdults: 2   Children: 0\n==============================\n--- end ---`;
    assert.equal(verdict(letter('Ich habe die Bestätigung unten eingefügt.', 'Beste Grüße', 'Breakfast')), 'CONFIRMED 48219934');
    assert.equal(verdict(letter('Les copio a continuación la confirmación de nuestro sistema.', 'Saludos cordiales', 'Breakfast')), 'CONFIRMED 48219934');
    assert.equal(verdict(letter('Please find our confirmation pasted below.', 'Kind regards', 'Breakfast')), 'CONFIRMED 48219934');
    // What the letter says is compared: room only where breakfast was booked is a difference.
    assert.equal(verdict(letter('Please find our confirmation pasted below.', 'Kind regards', 'Room only')), 'DISCREPANCY BoardType');
  });
});

describe('seventh pass, tuning7 families (continued)', () => {
  it('a closing in two languages ("Cordiali saluti / Best regards") starts the signature, whose numbers are no candidates', () => {
    for (const closing of ['Kind regards / Saludos', 'Saludos cordiales / Best regards', 'Cordialement / Best regards', 'Mit freundlichen Grüßen / Kind regards', 'Cordiali saluti / Best regards', 'Com os melhores cumprimentos / Best regards']) {
      const text = `4471\n\n${closing}\n\nGiulia Ferrante\nReservations\nCorso di Porta Romana 112 – 20122 Milano\nT +39 02 8945 3100`;
      assert.equal(verdict(text), 'CONFIRMED 4471', closing);
    }
  });

  it('a line per booking: the number on the line naming this booking, when the other line names another guest', () => {
    for (const text of [
      'Hello,\n\nBK-2027-1001 / Ruiz - conf. 4471\nRef. 48812930 / Mr Pereira - conf. 4472',
      'Hola,\n\nBK-2027-1001 / Ruiz - localizador 4471\nRef. 48812930 / Sr. Pereira - localizador 4472',
      'Bom dia,\n\nBK-2027-1001 / Ruiz - conf. 4471\nRef. 48812930 / Sr. Pereira - conf. 4472',
    ]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
    // Two numbers for the same guest stay two candidates.
    assert.match(verdict('Die Reservierung für Frau Ruiz ist bestätigt, Reservierungsnummer 4471.\n\nPS: Ihre Bestätigungsnummer lautet 4472.'), /^review: /);
  });

  it('"the hotel is full" as the reason a request is refused, and an invoice cancelled, are not the booking cancelled', () => {
    const early = BookingSchema.parse({ ...booking, SpecialRequest: 'early check-in around 10:00' });
    assert.equal(verdict('Confirmada, localizador 4471. Respecto a la entrada anticipada a las 10:00, lamentamos comunicarle que no podemos aceptarla: en esas fechas el hotel está completo.', early), 'DISCREPANCY SpecialRequest');
    assert.equal(verdict('Confirmada, número de confirmação 4471. A fatura nº FT 2027/18844 será anulada e reemitida.'), 'CONFIRMED 4471');
    assert.equal(verdict('Confirmed, conf. no. 4471. The invoice no. 2027/18844 has been cancelled and reissued.'), 'CONFIRMED 4471');
  });
});

describe('seventh pass, tuning7: German separable verbs', () => {
  it('"reisen ... am Sonntag wieder ab" is the departure, "reisen am Freitag an" the arrival', () => {
    assert.equal(verdict('Guten Tag, bestätigt, Buchungsnr. 4471. Die Gäste reisen schon am Sonntag wieder ab, also eine Nacht weniger.'), 'DISCREPANCY CheckOut');
    assert.equal(verdict('Guten Tag, bestätigt, Buchungsnr. 4471. Die Gäste reisen am Freitag an.'), 'CONFIRMED 4471');
    // Since the sixteenth pass: the nearest Saturday, a difference (a review "names another weekday" before).
    assert.equal(verdict('Guten Tag, bestätigt, Buchungsnr. 4471. Die Gäste reisen am Samstag an.'), 'DISCREPANCY CheckIn');
  });
});

describe('seventh pass, tuning7: a twin sold as a double category', () => {
  it('"Duplo Twin", "Double Twin", "Doppia Twin" name a twin room (six languages), a difference for a double', () => {
    for (const text of [
      'Confirmed, conf. no. 4471. Room: Double Twin (2 single beds).',
      'Confirmada, localizador 4471. Habitación: Doble Twin (2 camas individuales).',
      'Confirmée, n° de confirmation 4471. Chambre : Double Twin (2 lits simples).',
      'Bestätigt, Buchungsnr. 4471. Zimmer: Doppelzimmer Twin (2 Einzelbetten).',
      'Confermata, numero di conferma 4471. Camera: Doppia Twin (2 letti singoli).',
      'Confirmada, número de confirmação 4471. Quarto: Duplo Twin (2 camas individuais).',
    ]) assert.equal(verdict(text), 'DISCREPANCY RoomType', text);
  });
});

describe('seventh pass, tuning7: another guest on another stay', () => {
  it('"noted for Mr and Mrs Moreau from the 12th to the 14th" names another guest on another departure: another booking, a person reads it', () => {
    for (const text of [
      'Good evening, yes that is noted for Mr and Mrs Moreau from the 12th to the 14th, no. 4471.',
      'Buenas tardes, sí, queda anotada para el Sr. y la Sra. Moreau del 12 al 14, nº 4471.',
      "Bonsoir, oui c'est bien noté pour M. et Mme Moreau du 12 au 14, n° 4471.",
      'Guten Abend, ja, ist notiert für Herrn und Frau Moreau vom 12. bis 14., Nr. 4471.',
      'Buonasera, sì, annotata per il Sig. e la Sig.ra Moreau dal 12 al 14, n. 4471.',
      'Boa noite, sim, está anotada para o Sr. e a Sra. Moreau de 12 a 14, nº 4471.',
    ]) assert.match(verdict(text), /^review: the reply is about another guest on other dates/, text);
  });
});

describe('seventh pass, tuning7: a plain "not found" with "weder ... noch" and a request to check', () => {
  it('"wir finden keine Reservierung, weder unter dem Namen noch unter Ihrer Referenz. Bitte prüfen Sie ..." is no such booking', () => {
    assert.equal(verdict('Guten Morgen, hierzu finden wir leider keine Reservierung, weder unter dem Namen noch unter Ihrer Referenz. Bitte prüfen Sie, ob die Buchung bei uns eingegangen ist.'), 'NO_BOOKING');
    // "noch nicht" is still "not yet", and the desk's own check ("wir prüfen das") a hedge.
    assert.match(verdict('Guten Morgen, hierzu finden wir noch keine Reservierung.'), /^review: says it cannot find the booking yet/);
    assert.match(verdict('Bestätigt, Buchungsnr. 4471, wir prüfen das aber noch einmal.'), /^review: /);
  });
});

describe('seventh pass, tuning7: an hour is no day, a regret is a refusal', () => {
  it('"Arrivo dopo le 15" is an hour (le ore), not the 15th', () => {
    assert.equal(verdict('Buongiorno, la prenotazione è confermata, n. 4471. Arrivo dopo le 15.'), 'CONFIRMED 4471');
    assert.equal(verdict('Buongiorno, confermata, n. 4471, arrivo il 13.'), 'DISCREPANCY CheckIn');
  });
  it('a request refused with a regret and a pronoun ("mi dispiace ma non la possiamo dare") is a difference (six languages)', () => {
    const cot = BookingSchema.parse({ ...booking, SpecialRequest: 'baby cot please' });
    for (const text of [
      'Confirmed, conf. no. 4471. As for the cot, we regret we have none left.',
      'Confirmada, localizador 4471. La cuna, lo sentimos, no la podemos dar.',
      "Confirmée, n° 4471. Pour le lit bébé, nous regrettons, nous ne le pouvons pas.",
      'Bestätigt, Buchungsnr. 4471. Das Babybett: wir bedauern, wir haben keines mehr.',
      'Confermata, n. 4471. Per la culla mi dispiace ma non la possiamo dare.',
      'Confirmada, nº 4471. O berço, lamentamos, não o podemos dar.',
    ]) assert.equal(verdict(text, cot), 'DISCREPANCY SpecialRequest', text);
  });
});

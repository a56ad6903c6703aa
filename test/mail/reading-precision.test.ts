// Issue 25, precision pass: families of replies a careless reader would confirm and a careful agent would not. Each
// family is tested in the six languages; each case was read as CONFIRMED before the change that fixes its family.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readHotelMail } from '../../src/domain/hotelMail/index.js';
import { judgeReply } from '../../src/domain/reply.js';
import { BookingSchema } from '../../src/domain/schemas.js';

const booking = BookingSchema.parse({
  BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
  Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] },
});

/** What the reading would do: CONFIRMED <hcn>, DISCREPANCY <fields>, NO_BOOKING, PENDING or review. */
function verdict(text: string): string {
  const r = readHotelMail({ text, kind: 'reply', references: [], to: [], cc: [], subject: '', size: text.length, fromHtml: false }, [{ bookingId: 'BK-2027-1001', booking }]);
  assert.equal(r.kind, 'answer');
  if (r.review.length) return `review: ${r.review.map((x) => x.why).join('; ')}`;
  if (r.pending?.length) return 'PENDING';
  const v = judgeReply(booking, r.lines[0].reply);
  if (v.kind === 'CONFIRMED') return `CONFIRMED ${v.hcn}`;
  if (v.kind === 'DISCREPANCY') return `DISCREPANCY ${v.discrepancies.map((d) => d.field).sort().join(',')}`;
  return v.kind;
}
const notConfirmed = (texts: string[]) => {
  for (const text of texts) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
};

describe('precision: a confirmation that holds only once something arrives', () => {
  it('"confirmed once we receive a card", "una vez recibamos", "dès réception", "sobald uns ... vorliegt", "al ricevimento", "após recebermos" (six languages)', () => {
    notConfirmed([
      'Hello, booking confirmed with number 4471 once we receive a valid credit card to guarantee it.',
      'Hello, confirmed under 4471 upon receipt of the deposit.',
      'Buenos días, la reserva queda confirmada con localizador 4471 una vez recibamos los datos de una tarjeta de crédito.',
      "Bonjour, réservation confirmée sous le n° 4471 dès réception d'une carte bancaire en garantie.",
      'Guten Tag, die Buchung ist unter 4471 bestätigt, sobald uns eine Kreditkarte als Garantie vorliegt.',
      'Guten Tag, bestätigt unter 4471 nach Eingang der Anzahlung.',
      'Buongiorno, prenotazione confermata con n. 4471 al ricevimento di una carta di credito a garanzia.',
      'Bom dia, reserva confirmada com o nº 4471 após recebermos um cartão de crédito como garantia.',
    ]);
  });

  it('"we can confirm it if you confirm the arrival time": the confirmation waits on the agency (six languages)', () => {
    notConfirmed([
      "Hello, we can confirm reservation 4471 if you can confirm the guest's arrival time.",
      'Hola, podemos confirmar la reserva 4471 si nos confirman la hora de llegada.',
      "Bonjour, nous pourrons confirmer la réservation 4471 si vous nous confirmez l'heure d'arrivée.",
      'Hallo, wir können die Buchung 4471 bestätigen, wenn Sie uns die Ankunftszeit bestätigen.',
      "Salve, possiamo confermare la prenotazione 4471 se ci confermate l'orario di arrivo.",
      'Olá, podemos confirmar a reserva 4471 se nos confirmarem a hora de chegada.',
    ]);
    // A plain confirmation is still one.
    assert.equal(verdict('Hello, we can confirm reservation 4471 for Ms Ruiz, 12-15 March.'), 'CONFIRMED 4471');
    assert.equal(verdict('Hola, podemos confirmar la reserva con localizador 4471.'), 'CONFIRMED 4471');
  });
});

describe('precision: "we found nothing" beside the number of another stay', () => {
  it('a number of a past booking beside "nothing for March" is no confirmation (six languages)', () => {
    for (const text of [
      'Hi, this guest already stayed with us last year under booking 4471. We have found nothing for March.',
      'Hola, la clienta estuvo con nosotros el año pasado con la reserva 4471. Para marzo no encontramos nada.',
      "Bonjour, la cliente a séjourné chez nous l'an dernier sous la réservation 4471. Pour mars nous ne trouvons rien.",
      'Hallo, der Gast war letztes Jahr unter der Buchung 4471 bei uns. Für März finden wir nichts.',
      "Salve, la cliente è stata da noi l'anno scorso con la prenotazione 4471. Per marzo non troviamo nulla.",
      'Olá, a cliente esteve connosco no ano passado com a reserva 4471. Para março não encontramos nada.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
  });
});

describe('precision: another guest named after an article ("a nombre del Sr.", "a nome della Sig.ra", "em nome do Sr.")', () => {
  it('a confirmation for another guest is no confirmation of ours (six languages)', () => {
    for (const text of [
      'Good morning, the reservation in the name of Mr Peter Lang is confirmed, conf. no. 4471, 12-15 March.',
      'Buenos días, confirmada la reserva a nombre del Sr. Pedro López, localizador 4471, del 12 al 15 de marzo.',
      'Buenos días, confirmada la reserva a nombre de la Sra. Lucía Gómez, localizador 4471.',
      'Bonjour, réservation au nom de la famille Martin confirmée, n° 4471, du 12 au 15 mars.',
      'Guten Tag, die Buchung auf den Namen von Herrn Peter Lang ist bestätigt, Nr. 4471.',
      'Buongiorno, la prenotazione a nome del Sig. Paolo Rossi è confermata, n. 4471, dal 12 al 15 marzo.',
      'Bom dia, a reserva em nome do Sr. João Silva está confirmada, nº 4471, de 12 a 15 de março.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
  });
  it('our own guest after the same articles is still confirmed', () => {
    for (const text of [
      'Buenos días, confirmada la reserva a nombre de la Sra. Ruiz, localizador 4471.',
      'Buongiorno, la prenotazione a nome della Sig.ra Ana Ruiz è confermata, n. 4471.',
      'Bom dia, a reserva em nome da Sra. Ana Ruiz está confirmada, nº 4471.',
    ]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });
});

describe('precision: the desk says it will check first ("I\'ll check", "lo compruebo", "je vérifie", "ich kläre das", "verifico", "vou verificar")', () => {
  it('a reply that still has to be checked by the one who writes it is not certain (six languages)', () => {
    for (const text of [
      "Hi, looks fine, I'll check with the manager tomorrow; ref 4471.",
      'Hola, todo correcto, lo compruebo mañana con el jefe; localizador 4471.',
      'Bonjour, ça devrait aller, je vérifie demain avec la direction ; référence 4471.',
      'Hallo, eigentlich kein Problem, ich kläre das morgen mit dem Chef; Referenz 4471.',
      'Salve, dovrebbe andare, verifico domani con il direttore; riferimento 4471.',
      'Olá, parece estar tudo bem, vou verificar amanhã com o diretor; referência 4471.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
  });
});

describe('precision: a confirmation of something else than this booking in this hotel', () => {
  it('a booking placed at a sister or partner hotel of the chain is a relocation (six languages)', () => {
    for (const text of [
      'Dear partner, we confirm the reservation of Ms Ruiz at our partner hotel Miramar Barcelona, confirmation 4471.',
      'Estimados, confirmamos la reserva en nuestro hotel asociado Miramar Barcelona, localizador 4471.',
      'Bonjour, nous confirmons la réservation dans notre établissement partenaire Miramar Barcelone, n° 4471.',
      'Guten Tag, wir bestätigen die Reservierung in unserem Schwesterhaus Miramar Barcelona, Nr. 4471.',
      'Buongiorno, confermiamo la prenotazione presso la nostra struttura gemella Miramar Barcellona, n. 4471.',
      'Bom dia, confirmamos a reserva no nosso hotel irmão Hotel Miramar Barcelona, número de confirmação 4471.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
  });

  it('a confirmation of receipt of the mail, with a reference, confirms nothing (six languages)', () => {
    for (const text of [
      'Hello, we confirm receipt of your e-mail. Your reference with us is 4471.',
      'Buenos días, confirmamos la recepción de su correo. Su referencia: 4471.',
      'Bonjour, nous confirmons la bonne réception de votre message. Référence 4471.',
      'Guten Tag, wir bestätigen den Eingang Ihrer E-Mail. Referenz: 4471.',
      'Buongiorno, confermiamo la ricezione della vostra mail. Riferimento 4471.',
      'Bom dia, confirmamos a receção do seu e-mail e responderemos em breve. Referência 4471.',
      'Bom dia, confirmamos a recepção do seu e-mail. Referência 4471.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
  });
});

describe('precision: part of the stay on request, and a ticket\'s number', () => {
  it('"the last night is still on request" beside a confirmation of the other nights is no confirmation (six languages)', () => {
    for (const text of [
      'Hello, we confirm the first two nights under conf. no. 4471; the last night is still on request.',
      'Hola, confirmamos las dos primeras noches, localizador 4471; la última noche sigue a petición.',
      'Bonjour, nous confirmons les deux premières nuits sous le n° 4471 ; la nuit du 14 reste sur demande.',
      'Hallo, wir bestätigen die ersten beiden Nächte, Buchungsnr. 4471; die letzte Nacht ist noch auf Anfrage.',
      "Salve, confermiamo le prime due notti, numero di conferma 4471; l'ultima notte è ancora su richiesta.",
      'Olá, confirmamos as duas primeiras noites, localizador 4471; a última noite continua a pedido.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
  });

  it('the number a complaint or a case was logged under is not the booking\'s (six languages)', () => {
    for (const text of [
      'Good morning, your concern has been logged under case number 4471.',
      'Buenos días, su reclamación ha quedado registrada con el número de expediente 4471.',
      'Bonjour, votre réclamation a été enregistrée sous le numéro 4471.',
      'Guten Tag, Ihr Anliegen wurde unter der Vorgangsnummer 4471 erfasst.',
      'Buongiorno, la vostra segnalazione è stata registrata con il numero di pratica 4471.',
      'Bom dia, a sua reclamação foi registada com o número de processo 4471.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
  });
});

describe('precision: a cancellation\'s number, a pre-reservation, a room held only until the evening, beds in words', () => {
  it('"confirmed: cancellation no. 4471" confirms a cancellation (six languages; a number of more than one digit)', () => {
    for (const text of [
      'Hello, confirmed: cancellation no. 4471.',
      'Hola, confirmado: número de cancelación 4471.',
      "Bonjour, c'est confirmé : numéro d'annulation 4471.",
      'Hallo, bestätigt: Stornonummer 4471.',
      'Salve, confermato: numero di cancellazione 4471.',
      'Olá, confirmado: número de cancelamento 4471.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
  });

  it('a room "pre-reserved" under a number is an option (six languages)', () => {
    for (const text of [
      'Hi, the room is pre-reserved for Ms Ruiz under 4471 until we hear back from you.',
      'Hola, la habitación queda prerreservada a nombre de la Sra. Ruiz con el número 4471 hasta que nos confirmen.',
      "Bonjour, la chambre est pré-réservée au nom de Mme Ruiz sous le n° 4471 dans l'attente de votre retour.",
      'Hallo, das Zimmer ist unter Nr. 4471 für Frau Ruiz vorreserviert.',
      'Salve, la camera è pre-prenotata a nome della Sig.ra Ruiz con il n. 4471 in attesa di vostro riscontro.',
      'Olá, o quarto fica pré-reservado em nome da Sra. Ruiz com o nº 4471 até nos darem resposta.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
  });

  it('a room held only until the evening without a guarantee is a condition (six languages)', () => {
    for (const text of [
      'Confirmed, ref 4471. Without a guarantee the room is only held until 6 pm.',
      'Confirmada, localizador 4471. La habitación solo se retiene hasta las 18:00.',
      "Confirmée, n° 4471. Sans garantie, la chambre n'est maintenue que jusqu'à 18h.",
      'Bestätigt, Nr. 4471. Ohne Garantie halten wir das Zimmer nur bis 18 Uhr.',
      'Confermata, n. 4471. Senza garanzia la camera viene tenuta solo fino alle 18.',
      'Confirmada, nº 4471. Sem garantia o quarto só fica retido até às 18h.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
  });

  it('"im Zimmer mit zwei getrennten Betten" is a twin, not the double booked', () => {
    assert.equal(verdict('Hallo, bestätigt unter 4471 im Zimmer mit zwei getrennten Betten.'), 'DISCREPANCY RoomType');
  });
});

describe('precision: a guarantee or hold that ends at an hour written with more than one digit', () => {
  it('"Guarantee: until 18h", "Garantía: hasta las 18h", "Garantie: bis 18 Uhr", "only until 18h" hold the confirmation (six languages)', () => {
    for (const text of [
      'Confirmed.\nConfirmation no.: 4471\nGuarantee: until 18h',
      'Confirmada.\nLocalizador: 4471\nGarantía: hasta las 18h',
      "Confirmée.\nN° de confirmation : 4471\nGarantie : jusqu'à 18h",
      'Bestätigt.\nBuchungsnr.: 4471\nGarantie: bis 18 Uhr',
      'Confermata.\nNumero di conferma: 4471\nGaranzia: fino alle 18',
      'Confirmada.\nNº de confirmação: 4471\nGarantia: até às 18h',
      'Confirmed, ref 4471, but only until 18h.',
      'Bestätigt, Nr. 4471, Zimmer nur bis 18:00 reserviert.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
  });
});

describe('precision: a child counted by its article', () => {
  it('"2 adults plus a baby" names a child the booking does not have (six languages: "a", "un", "ein", "um")', () => {
    for (const text of [
      'Hello, confirmed, conf. no. 4471, 2 adults plus a baby.',
      'Hello, confirmed, conf. no. 4471, two adults and an infant.',
      'Hola, confirmada, localizador 4471, 2 adultos y un bebé.',
      'Bonjour, confirmée, n° 4471, 2 adultes et un bébé.',
      'Hallo, bestätigt, Nr. 4471, 2 Erwachsene und ein Baby.',
      'Salve, confermata, n. 4471, 2 adulti e un neonato.',
      'Olá, confirmada, nº 4471, 2 adultos e um bebé.',
    ]) assert.equal(verdict(text), 'DISCREPANCY Guest.Childs', text);
    // An article before any other noun counts nothing.
    assert.equal(verdict('Hello, confirmed, conf. no. 4471, a cot will be ready for a guest.'), 'CONFIRMED 4471');
  });
});

describe('precision: a confirmation of availability, of a rate or quote, or of an extra, is not of the booking', () => {
  it('"we confirm availability ... Ref 4471" (six languages)', () => {
    for (const text of [
      'Hello, we confirm availability for 12-15 March, double room, rate 120 EUR. Ref 4471.',
      'Hola, confirmamos disponibilidad del 12 al 15 de marzo, habitación doble, tarifa 120 EUR. Ref. 4471.',
      'Bonjour, nous confirmons la disponibilité du 12 au 15 mars, chambre double, tarif 120 EUR. Réf. 4471.',
      'Hallo, wir bestätigen die Verfügbarkeit vom 12. bis 15. März, Doppelzimmer, Rate 120 EUR. Ref. 4471.',
      'Salve, confermiamo la disponibilità dal 12 al 15 marzo, camera doppia, tariffa 120 EUR. Rif. 4471.',
      'Olá, confirmamos a disponibilidade de 12 a 15 de março, quarto duplo, tarifa 120 EUR. Ref. 4471.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
  });

  it('a rate confirmed under a quote number (six languages)', () => {
    for (const text of [
      'Hello, we confirm the rate of 120 EUR per night, quote no. 4471.',
      'Hola, confirmamos la tarifa de 120 EUR por noche, presupuesto nº 4471.',
      'Bonjour, nous confirmons le tarif de 120 EUR par nuit, devis n° 4471.',
      'Hallo, wir bestätigen den Preis von 120 EUR pro Nacht, Angebotsnr. 4471.',
      'Salve, confermiamo la tariffa di 120 EUR a notte, preventivo n. 4471.',
      'Olá, confirmamos a tarifa de 120 EUR por noite, orçamento nº 4471.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
  });

  it('a transfer or a dinner table confirmed with its own number (six languages)', () => {
    for (const text of [
      'Hello, we confirm the airport transfer for Ms Ruiz, transfer ref 4471.',
      'Hello, your dinner table for Ms Ruiz on 12 March is confirmed, no. 4471.',
      'Hola, su mesa para la cena del 12 de marzo queda confirmada, nº 4471.',
      'Bonjour, votre table pour le dîner du 12 mars est confirmée, n° 4471.',
      'Hallo, wir bestätigen den Flughafentransfer für Frau Ruiz, Transfer-Nr. 4471.',
      'Hallo, Ihr Tisch zum Abendessen am 12. März ist bestätigt, Nr. 4471.',
      'Salve, il vostro tavolo per la cena del 12 marzo è confermato, n. 4471.',
      'Olá, a vossa mesa para o jantar de 12 de março está confirmada, nº 4471.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
  });

  it('a confirmation of the booking that names an extra or the rate beside it is still one', () => {
    for (const text of [
      'Hello, we confirm the booking with airport transfer, conf. no. 4471.',
      'Hola, confirmamos la reserva y la tarifa, localizador 4471.',
      'Bonjour, nous confirmons la réservation, dîner inclus le 12 mars, n° 4471.',
      'Hallo, wir bestätigen die Buchung samt Parkplatz, Nr. 4471.',
    ]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });
});

describe('precision: "confirmed for the night of 12 March" holds one night', () => {
  const oneNight = BookingSchema.parse({ ...booking, CheckOut: '2027-03-13' });
  it('is a different departure for a stay of three nights, and the same stay for one night (six languages)', () => {
    for (const text of [
      'Hello, confirmed for the night of 12 March, conf. no. 4471.',
      'Hola, confirmada para la noche del 12 de marzo, localizador 4471.',
      'Bonjour, confirmée pour la nuit du 12 mars, n° 4471.',
      'Hallo, bestätigt für die Nacht vom 12. März, Nr. 4471.',
      'Salve, confermata per la notte del 12 marzo, n. 4471.',
      'Olá, confirmada para a noite de 12 de março, nº 4471.',
    ]) {
      assert.equal(verdict(text), 'DISCREPANCY CheckOut', text);
      const r = readHotelMail({ text, kind: 'reply', references: [], to: [], cc: [], subject: '', size: text.length, fromHtml: false }, [{ bookingId: 'BK-2027-1001', booking: oneNight }]);
      assert.ok(r.kind === 'answer' && !r.review.length && judgeReply(oneNight, r.lines[0].reply).kind === 'CONFIRMED', text);
    }
  });
});

describe('precision: "should be fine" and "to be reconfirmed" in every language', () => {
  it('"debería estar bien", "ça devrait être bon", "sollte passen", "dovrebbe essere ok", "deve estar tudo bem" are hedges', () => {
    for (const text of [
      'Hola, debería estar bien, localizador 4471.',
      'Bonjour, ça devrait être bon, réf. 4471.',
      'Hallo, sollte passen, Ref. 4471.',
      'Salve, dovrebbe essere ok, rif. 4471.',
      'Olá, deve estar tudo bem, ref. 4471.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
  });
  it('dates "to be reconfirmed" by someone else are not confirmed (six languages)', () => {
    for (const text of [
      'Hello, booking 4471, dates to be reconfirmed by the manager.',
      'Hola, reserva 4471, fechas pendientes de reconfirmar por el director.',
      'Bonjour, réservation 4471, dates à reconfirmer par la direction.',
      'Hallo, Buchung 4471, Daten werden noch vom Direktor bestätigt.',
      'Salve, prenotazione 4471, date da riconfermare da parte del direttore.',
      'Olá, reserva 4471, datas a reconfirmar pelo diretor.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
  });
});

describe('precision: a hold that lasts only if, and a payment due now', () => {
  it('"we keep the booking if the guest arrives before 18h" is a condition (six languages)', () => {
    for (const text of [
      'Hello, we keep booking 4471 if the guest arrives before 6 pm.',
      'Hola, mantenemos la reserva 4471 si la clienta llega antes de las 18h.',
      'Bonjour, nous gardons la réservation 4471 si la cliente arrive avant 18h.',
      'Hallo, wir halten die Buchung 4471, wenn der Gast vor 18 Uhr anreist.',
      'Salve, manteniamo la prenotazione 4471 se la cliente arriva prima delle 18.',
      'Olá, mantemos a reserva 4471 se a cliente chegar antes das 18h.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
  });
  it('"full payment must be made today" is a request (six languages)', () => {
    for (const text of [
      'Hello, booking 4471 is confirmed as non-refundable; full payment must be made today.',
      'Hola, la reserva 4471 está confirmada como no reembolsable; el pago total debe realizarse hoy.',
      "Bonjour, la réservation 4471 est confirmée en non remboursable ; le paiement total doit être effectué aujourd'hui.",
      'Hallo, die Buchung 4471 ist als nicht erstattbar bestätigt; die volle Zahlung muss heute erfolgen.',
      'Salve, la prenotazione 4471 è confermata come non rimborsabile; il pagamento totale deve essere effettuato oggi.',
      'Olá, a reserva 4471 está confirmada como não reembolsável; o pagamento total deve ser efetuado hoje.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
    // Paid at the stay, nothing is asked now.
    for (const text of [
      'Confirmed, conf. no. 4471. Full payment must be made on arrival.',
      'Confirmada, localizador 4471. El pago total debe realizarse a la llegada.',
      "Confirmée, n° 4471. Le paiement total doit être effectué sur place.",
      'Bestätigt, Nr. 4471. Die volle Zahlung muss bei Anreise erfolgen.',
      "Confermata, n. 4471. Il pagamento totale deve essere effettuato all'arrivo.",
      'Confirmada, nº 4471. O pagamento total deve ser efetuado no hotel.',
    ]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });
});

describe('precision: breakfast "to be paid at the hotel" is not included', () => {
  it('a copula between the board and where it is paid (six languages)', () => {
    for (const text of [
      'Hello, confirmed, conf. no. 4471; breakfast must be paid at the hotel.',
      'Hola, confirmada, localizador 4471; el desayuno se paga en el hotel.',
      'Bonjour, confirmée, n° 4471 ; le petit-déjeuner est à régler sur place.',
      'Hallo, bestätigt, Nr. 4471; das Frühstück ist vor Ort zu bezahlen.',
      'Salve, confermata, n. 4471; la colazione è da pagare in loco.',
      'Olá, confirmada, nº 4471; o pequeno-almoço é pago no hotel.',
    ]) assert.equal(verdict(text), 'DISCREPANCY BoardType', text);
  });
});

describe('precision: the reply comes from another hotel of the same name', () => {
  const sitges = BookingSchema.parse({ ...booking, Hotel: { Name: 'Hotel Miramar', CountryCode: 'ES', City: 'Sitges' } });
  const read = (text: string) => {
    const r = readHotelMail({ text, kind: 'reply', references: [], to: [], cc: [], subject: '', size: text.length, fromHtml: false }, [{ bookingId: 'BK-2027-1001', booking: sitges }]);
    assert.equal(r.kind, 'answer');
    return r.review.length ? `review: ${r.review.map((x) => x.why).join('; ')}` : judgeReply(sitges, r.lines[0].reply).kind;
  };
  it('"this is Hotel Miramar Madrid" for a booking at the Hotel Miramar in Sitges is for review (six languages)', () => {
    for (const text of [
      'Hello, this is Hotel Miramar Madrid: booking for Ms Ruiz confirmed, conf. no. 4471.',
      'Hola, le escribe el Hotel Miramar Madrid: reserva de la Sra. Ruiz confirmada, localizador 4471.',
      "Bonjour, ici l'Hôtel Miramar Madrid : réservation de Mme Ruiz confirmée, n° 4471.",
      'Hallo, hier Hotel Miramar Madrid: Buchung von Frau Ruiz bestätigt, Nr. 4471.',
      'Salve, qui Hotel Miramar Madrid: prenotazione della Sig.ra Ruiz confermata, n. 4471.',
      'Olá, fala o Hotel Miramar Madrid: reserva da Sra. Ruiz confirmada, nº 4471.',
    ]) assert.match(read(text), /another hotel/, text);
  });
  it('the hotel\'s own name with its town, or with "Spa & Resort", is its own', () => {
    for (const text of [
      'Hello, booking for Ms Ruiz confirmed, conf. no. 4471.\n\nKind regards\nHotel Miramar Sitges',
      'Hola, reserva confirmada, localizador 4471.\nHotel Miramar Spa & Resort',
      'Hallo, Buchung bestätigt, Nr. 4471.\nHotel Miramar GmbH',
    ]) assert.equal(read(text), 'CONFIRMED', text);
  });
});

describe('precision: a request with a word between its verb and subject, a release if late', () => {
  it('"we therefore need", "nous avons donc besoin", "daher benötigen wir", "quindi abbiamo bisogno" are requests (six languages)', () => {
    for (const text of [
      'Hello, booking 4471: the guest did not show up last time, so we therefore need a prepayment to keep this booking.',
      'Hola, reserva 4471: la clienta no se presentó la última vez, por eso necesitamos un prepago para mantener esta reserva.',
      "Bonjour, réservation 4471 : la cliente ne s'est pas présentée la dernière fois, nous avons donc besoin d'un prépaiement pour maintenir cette réservation.",
      'Hallo, Buchung 4471: der Gast ist letztes Mal nicht erschienen, daher benötigen wir eine Vorauszahlung, um diese Buchung zu halten.',
      "Salve, prenotazione 4471: la cliente non si è presentata l'ultima volta, quindi abbiamo bisogno di un prepagamento per mantenere questa prenotazione.",
      'Olá, reserva 4471: a cliente não compareceu da última vez, por isso precisamos de um pré-pagamento para manter esta reserva.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
  });
  it('a room released if the guest arrives late is a condition (six languages)', () => {
    for (const text of [
      'Hello, confirmed, conf. no. 4471. Reception closes at 22h and the room will be released if the guest arrives later.',
      'Hola, confirmada, localizador 4471. La recepción cierra a las 22h y la habitación se liberará si la clienta llega más tarde.',
      'Bonjour, confirmée, n° 4471. La réception ferme à 22h et la chambre sera libérée si la cliente arrive plus tard.',
      'Hallo, bestätigt, Nr. 4471. Die Rezeption schließt um 22 Uhr und das Zimmer wird freigegeben, wenn der Gast später anreist.',
      'Salve, confermata, n. 4471. La reception chiude alle 22 e la camera sarà rilasciata se la cliente arriva più tardi.',
      'Olá, confirmada, nº 4471. A receção fecha às 22h e o quarto será libertado se a cliente chegar mais tarde.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
  });
});

describe('precision: "only" after the board word', () => {
  it('"alojamento apenas", "alojamiento solo", "logement uniquement", "pernottamento soltanto" are room only', () => {
    for (const text of [
      'Bom dia, confirmada em regime de alojamento apenas, nº 4471.',
      'Hola, confirmada en régimen de alojamiento solo, localizador 4471.',
      'Bonjour, confirmée en logement uniquement, n° 4471.',
      'Salve, confermata in pernottamento soltanto, n. 4471.',
    ]) assert.equal(verdict(text), 'DISCREPANCY BoardType', text);
  });
});

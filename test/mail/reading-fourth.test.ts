// Issue 25, fourth pass: general mechanisms, each a class of phrasing in the six languages rather than one reply.
// Each case is read through readHotelMail against a booking and judged by the verdict it would give; each was read
// differently (to review, without its number, or without the difference) before the mechanism it tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readHotelMail } from '../../src/domain/hotelMail/index.js';
import { judgeReply } from '../../src/domain/reply.js';
import { verdictOf } from './verdict.js';
import { BookingSchema } from '../../src/domain/schemas.js';

type Room = { RoomType?: string; BoardType?: string; Adults: number; Childs?: number };
const booking = (rooms: Room[], extra: Record<string, unknown> = {}) =>
  BookingSchema.parse({
    BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'H', CountryCode: 'ES' },
    Guest: { LeadName: 'Ana Ruiz', TotalRooms: rooms.length, Adults: rooms.reduce((n, r) => n + r.Adults, 0), Childs: rooms.reduce((n, r) => n + (r.Childs ?? 0), 0), RoomStructure: rooms },
    ...extra,
  });
const ONE: Room[] = [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }];
const TWO: Room[] = [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }, { RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }];

/** What the reading would do: CONFIRMED <hcn>, DISCREPANCY <fields>, NO_BOOKING, NO_HCN, PENDING or review. */
const verdict = (text: string, rooms: Room[] = ONE, subject = '') => verdictOf(text, booking(rooms), subject);

describe('candidate numbers: what is never a confirmation number, and which label ties one', () => {
  it('a five-digit number before a lowercase word is no postal code ("reserva 88231 confirmada, ...")', () => {
    for (const text of [
      'Hello, booking 88231 confirmed, thanks and see you soon',
      'Buenos días, reserva 88231 confirmada, un saludo',
      'Bonjour, réservation 88231 confirmée, à bientôt',
      'Guten Tag, Buchung 88231 bestätigt, bis bald',
      'Buongiorno, prenotazione 88231 confermata, a presto',
      'Bom dia, reserva 88231 confirmada, até breve',
    ]) assert.equal(verdict(text), 'CONFIRMED 88231', text);
  });

  it('a postal code after its label, a folio, an invoice, a voucher or a guest number is never one', () => {
    for (const text of [
      'Confirmed, thank you.\nFolio no. 30071\nInvoice no. 7781\nConfirmation 4471\nHotel Sol, ZIP 33139',
      'Confirmada, gracias.\nFolio: 30071\nFactura nº 7781\nConfirmación 4471\nC.P. 08001',
      'Confirmée, merci.\nFolio : 30071\nFacture n° 7781\nConfirmation 4471\nCode postal 75001',
      'Bestätigt, danke.\nFolio: 30071\nRechnungsnr. 7781\nBestätigung 4471\nPLZ 80331',
      'Confermata, grazie.\nFolio: 30071\nFattura n. 7781\nConferma 4471\nCAP 40126',
      'Confirmada, obrigado.\nFolio: 30071\nFatura nº 7781\nConfirmação 4471\nCEP 22041-001',
    ]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });

  it('a PMS table row whose label names the booking ties its value, whatever else the label holds', () => {
    const rows: [string, string][] = [
      ['Reservation (hotel)', 'Agency voucher'], ['Reserva (confirmación)', 'Bono agencia'], ['Réservation (confirmation)', "Voucher de l'agence"],
      ['Buchung (Bestätigung)', 'Voucher Agentur'], ['Prenotazione (conferma)', 'Voucher agenzia'], ['Nº da Reserva (Confirmação)', 'Voucher agência'],
    ];
    for (const [label, voucher] of rows) {
      const text = `CONFIRMATION\nNº Folio | 884521\n${label} | CPA-102938\n${voucher} | BK-2027-1001\nGuest | RUIZ, ANA`;
      assert.equal(verdict(text), 'CONFIRMED CPA-102938', text);
    }
  });
});

describe('rooms: nouns that are types elsewhere, beds, and the number of rooms', () => {
  it('"apartamento" as a label or before a type word is the room, not an apartment', () => {
    assert.equal(verdict('Confirmamos a reserva.\nLocalizador | 4411\nApartamento | Standard Casal (DBL)'), 'CONFIRMED 4411');
    assert.equal(verdict('Confirmamos a reserva, localizador 4411, apartamento duplo com café da manhã incluído.'), 'CONFIRMED 4411');
    assert.equal(verdict('Confirmamos a reserva, localizador 4411, porém em apartamento família.'), 'DISCREPANCY RoomType');
  });

  it('beds named before a type word ("2 camas de solteiro", "2 lits simples") are beds, not a second room type', () => {
    const twin: Room[] = [{ RoomType: 'Twin Room', BoardType: 'BB', Adults: 2 }];
    for (const text of [
      'Confirmamos a reserva, localizador 4411: quarto twin com 2 camas de solteiro.',
      'Confirmamos la reserva, localizador 4411: habitación twin con 2 camas de matrimonio pequeñas.',
      'Réservation confirmée, n° de confirmation 4411 : chambre twin, 2 lits simples.',
    ]) assert.equal(verdict(text, twin), 'CONFIRMED 4411', text);
  });

  it('the number of rooms the hotel holds is compared with the booking (six languages)', () => {
    for (const text of [
      'Good morning, we only have one double room for Ms Ruiz, conf. no. 4411.',
      'Buenos días, solo tenemos 1 habitación doble a nombre de la Sra. Ruiz, localizador 4411.',
      "Bonjour, nous n'avons qu'une chambre double au nom de Mme Ruiz, n° de confirmation 4411.",
      'Hallo, bei uns ist nur 1 DZ für Frau Ruiz eingegangen, Buchungsnr. 4411.',
      'Buongiorno, abbiamo solo 1 camera doppia a nome della Sig.ra Ruiz, codice prenotazione 4411.',
      'Bom dia, só temos 1 quarto duplo em nome da Sra. Ruiz, localizador 4411.',
    ]) assert.equal(verdict(text, TWO), 'DISCREPANCY Guest.TotalRooms', text);
    for (const text of [
      'Good morning, we confirm the two double rooms, conf. no. 4411.',
      'Buenos días, confirmamos las 2 habitaciones dobles, localizador 4411.',
      'Hallo, beide Zimmer sind bestätigt: 2 DZ, Buchungsnr. 4411.',
    ]) assert.equal(verdict(text, TWO), 'CONFIRMED 4411', text);
  });

  it('a family room furnished with bedrooms or beds is one room ("composta da 2 camere", "com 2 camas de casal")', () => {
    const family: Room[] = [{ RoomType: 'Family Room', BoardType: 'BB', Adults: 4 }];
    assert.equal(verdict('Confermiamo la prenotazione, codice prenotazione 4411: camera familiare composta da 2 camere.', family), 'CONFIRMED 4411');
    assert.equal(verdict('Confirmamos a reserva em 1 (um) apartamento família com 2 camas de casal, localizador VR-20931.', TWO), 'DISCREPANCY Guest.TotalRooms,RoomType');
  });

  it('a labelled count followed by its own noun ("Hóspedes | 2 adultos + 1 criança") is read with that noun', () => {
    const rooms: Room[] = [{ RoomType: 'Twin Room', BoardType: 'BB', Adults: 2, Childs: 1 }];
    assert.equal(verdict('Confirmamos a reserva.\nConfirmação nº | 20271455\nHóspedes | 2 adultos + 1 criança (8 anos)', rooms), 'CONFIRMED 20271455');
  });
});

describe('candidate numbers: ordinals, times, access codes, room lines, a label a few words before its number', () => {
  it('an ordinal day, a time like "22h" and an access code are never candidates; "confirmed 30 412" is one number', () => {
    assert.equal(verdict('Hi, confirmed 30 412, they arrive Friday 12th and leave Monday 15th. Thx'), 'CONFIRMED 30412');
    assert.equal(verdict('Confirmed, ref 4471. Reception closes at 22h; the car park barrier code is 2580.'), 'CONFIRMED 4471');
    assert.equal(verdict('Confirmada, localizador 4471. La recepción cierra a las 23 h, el código de la puerta es 1234.'), 'CONFIRMED 4471');
    assert.equal(verdict('Bestätigt, Buchungsnr. 4471. Der Türcode ist 5566, Rezeption bis 22 Uhr.'), 'CONFIRMED 4471');
  });

  it('"55873/1" and "55873/2" beside 55873 are the rooms of one booking, not two more numbers', () => {
    const text = 'Good afternoon, all booked in. Our booking reference for the whole party is 55873. On our system the two rooms show as 55873/1 and 55873/2, but please just quote 55873.';
    assert.equal(verdict(text, TWO), 'CONFIRMED 55873');
  });

  it('a label a few words before its copula ties the number ("the confirmation number for your guest is 4411")', () => {
    for (const text of [
      'Hello, all set. The confirmation number for your guest is 4411, see you soon, and the weather is nice.',
      'Hola, todo correcto. El número de confirmación de su cliente es 4411, les esperamos con mucho gusto en el hotel.',
      'Hallo, alles in Ordnung. Die Buchungsnummer für Ihren Gast lautet 4411, wir freuen uns auf den Besuch bei uns.',
    ]) assert.equal(verdict(text), 'CONFIRMED 4411', text);
  });
});

describe('dates and labels in PMS letters', () => {
  it('a date of a deposit or of a row labelled as the cancellation terms is not the stay', () => {
    assert.equal(verdict('Confirmed, conf. no. 4411, 12 to 15 March. We took a deposit of £200.00 on 2 March.'), 'CONFIRMED 4411');
    assert.equal(verdict('Reservierungsnr. | 4411\nAnreise | 12.03.2027\nAbreise | 15.03.2027\nStornobedingungen | Kostenfrei bis 18:00 Uhr am 11.03.2027'), 'CONFIRMED 4411');
  });

  it('a header row of labels ("Hab. | Tipo | Régimen | Pax") gives no board or room value', () => {
    const text = 'Nos complace confirmarle su reserva.\nLocalizador | Ref. agencia\n8830412 | BK-2027-1001\n\nHab. | Tipo | Régimen | Pax | Tarifa/noche\n1 | Doble Estándar | AD | 2+0 | 89,00 €\n2 | Doble Estándar | AD | 2+0 | 89,00 €';
    assert.equal(verdict(text, TWO), 'CONFIRMED 8830412');
  });
});

describe('a number typed into our quoted request, a number in the subject', () => {
  const request = (label: string) => `\n\nOn Mon, 1 Mar 2027 at 10:02, Reservations <r@agency.example> wrote:\n> Booking code: BK-2027-1001\n> Arrival: 12/03/2027\n> ${label}: 55120\n>\n> Regards`;
  it('the hotel says "see below" or confirms; the number sits on our request\'s own label line, without an arrow', () => {
    for (const [own, label] of [
      ['Hello, noted, see below.', 'Hotel confirmation number'],
      ['Buenos días, les contesto entre líneas.', 'Número de confirmación del hotel'],
      ["Bonjour,\nc'est noté, voir ci-dessous.", "N° de confirmation de l'hôtel"],
      ['Hallo, bestätigt, siehe unten.', 'Bestätigungsnummer des Hotels'],
      ['Buongiorno,\nconfermata, vedi numero sotto.', 'Numero di conferma'],
      ['Bom dia, confirmada, ver abaixo.', 'Número de confirmação do hotel'],
    ]) assert.equal(verdict(own + request(label)), 'CONFIRMED 55120', own);
    // Nothing the hotel says points there: the quoted request is ours.
    assert.match(verdict('Hello, we will come back to you.' + request('Hotel confirmation number')), /^(?:PENDING|review)/);
  });

  it('a labelled number the desk put before "RE:" in the subject, beside a time in the text', () => {
    assert.equal(verdict('Buenos días,\nconfirmada la reserva, le esperamos el viernes. La recepción cierra a las 22h.', ONE, 'Loc. 4587213 - RE: Solicitud de reconfirmación: reserva BK-2027-1001'), 'CONFIRMED 4587213');
  });
});

describe('PMS letters: a label and its number in cells rendered on two lines, and the footer\'s numbers', () => {
  it('"Numéro de confirmation" on one line and the number alone on the next tie; IBAN, RCS, a town after its postal code and a phone extension do not count', () => {
    const labels = ['Confirmation number', 'Número de confirmación', 'Numéro de confirmation', 'Bestätigungsnummer', 'Numero di conferma', 'Número de confirmação'];
    for (const label of labels) {
      const text = `We are pleased to confirm.\nAgency ref | BK-2027-1001\nCustomer no. | 775201\n${label}\n0048815532\nArrival | 12/03/2027\nSARL Les Mouettes · 12, quai Duperré · 17000 La Rochelle · Tél. 05 46 41 00 00 ext. 2130\nRCS La Rochelle 412 345 678 · RFC HCA980512KJ7\nIBAN FR76 1234 5678 9012 3456 7890 123 · BIC AGRIFRPP123`;
      assert.equal(verdict(text), 'CONFIRMED 0048815532', label);
    }
  });
});

describe('a promise of the number later is no answer yet', () => {
  it('"we cannot give you the confirmation number yet" and "we will send it tomorrow" are pending (six languages)', () => {
    for (const text of [
      'Dear colleagues, the booking is part of a group block not yet released, so we cannot yet give you the confirmation number. Reservations will send it tomorrow.',
      'Estimados, la reservación forma parte de un bloqueo de grupo, por lo que por el momento no podemos darles número de confirmación. Se los enviará mañana el área de reservaciones.',
      "Bonjour, la réservation fait partie d'un bloc de groupe : nous ne pouvons pas encore vous donner le numéro. Nous vous le transmettrons demain.",
      'Guten Tag, die Buchung gehört zu einem Gruppenkontingent, daher können wir Ihnen noch keine Bestätigungsnummer nennen.',
      'Buongiorno, la prenotazione fa parte di un blocco di gruppo: non possiamo ancora darvi il numero. Ve lo invieremo domani.',
      'Bom dia, a reserva faz parte de um bloqueio de grupo, por isso ainda não podemos dar o número. Vamos enviá-lo amanhã.',
    ]) assert.equal(verdict(text), 'PENDING', text);
  });
});

describe('special requests, beds and bottom-posting', () => {
  const withRequest = (request: string) => booking(ONE, { SpecialRequest: request });
  const read = (text: string, request: string) => {
    const b = withRequest(request);
    const r = readHotelMail({ text, kind: 'reply', references: [], to: [], cc: [], subject: '', size: text.length, fromHtml: false }, [{ bookingId: 'BK-2027-1001', booking: b }]);
    assert.equal(r.kind, 'answer');
    if (r.review.length) return `review: ${r.review.map((x) => x.why).join('; ')}`;
    const v = judgeReply(b, r.lines[0].reply);
    return v.kind === 'DISCREPANCY' ? `DISCREPANCY ${v.discrepancies.map((d) => d.field).sort().join(',')}` : v.kind;
  };

  it('a special request the hotel refuses is a difference, named (six languages)', () => {
    for (const [text, request] of [
      ['Confirmed, conf. no. 4411. Arrival around midnight: unfortunately not possible, reception closes at 22:00.', 'late check-in around midnight'],
      ['Confirmada, localizador 4411. Llegada sobre las 23:00: lamentablemente no es posible, la recepción cierra a las 22h.', 'llegada tarde, sobre las 23:00'],
      ["Résa ok, Nº 4411. Arrivée vers 23h30 : pas possible, la réception ferme à 22h.", 'arrivée tardive vers 23h30'],
      ['Bestätigt, Buchungsnr. 4411. Ein Babybett können wir leider nicht stellen.', 'Babybett'],
      ['Confermata, codice prenotazione 4411. Purtroppo la vista mare non è disponibile per quelle date.', 'camera con vista mare se possibile'],
      ['Confirmada, número de confirmação 4411. Infelizmente não podemos garantir a cama de casal.', 'cama de casal, por favor'],
    ]) assert.equal(read(text, request), 'DISCREPANCY SpecialRequest', text);
    // Granted, or about another thing: no difference.
    assert.equal(read('Confirmed, conf. no. 4411. Late arrival noted, the night porter will check the guests in.', 'late check-in around midnight'), 'CONFIRMED');
    assert.equal(read('Confirmed, conf. no. 4411. Unfortunately the spa is closed for works.', 'late check-in around midnight'), 'CONFIRMED');
  });

  it('"quarto duplo com duas camas (twin)" is a twin; a refused double ("no podemos garantizar la cama de matrimonio") is not the room', () => {
    assert.equal(verdict('Confirmamos, localizador 4411: quarto duplo com duas camas (twin).'), 'DISCREPANCY RoomType');
    assert.equal(verdict('Confirmada, localizador 4411. La reserva queda en twin; no podemos garantizar la cama de matrimonio.'), 'DISCREPANCY RoomType');
    // A double beside twins that are sold out is a double: never read as the twin booked.
    assert.equal(verdict('Numero di conferma: 4411\nTipologia camera: NO, matrimoniale (le twin sono esaurite)', [{ RoomType: 'Twin Room', BoardType: 'BB', Adults: 2 }]), 'DISCREPANCY RoomType');
  });

  it('bottom-posting under "-----Message d\'origine-----": the answer after the rule below our request is read', () => {
    const text = "-----Message d'origine-----\nDe : Reservations [mailto:r@agency.example]\nEnvoyé : lundi 1 mars 2027 08:30\nÀ : contact@hotel.example\nObjet : Demande de reconfirmation BK-2027-1001\n\nMerci de reconfirmer :\nRéférence : BK-2027-1001\nArrivée : 12/03/2027\n\n---------------------------------\n\nBonjour,\n\nRéservation confirmée, N° de dossier MO-2027-311. La réception ferme à 22h00.\n\nCordialement,\nMas des Oliviers";
    assert.equal(verdict(text), 'CONFIRMED MO-2027-311');
  });
});

describe('cancellations of a part of the stay, the lead guest, another booking', () => {
  it('a night, an extra bed or a dinner cancelled is not the booking cancelled', () => {
    assert.equal(verdict('Bonjour, M. Ruiz arrivera un jour plus tard, le samedi 13 et non le vendredi 12. La nuit du 12 est annulée sans frais.\nConf. n° 30517'), 'DISCREPANCY CheckIn');
    assert.equal(verdict('Hello, confirmed, conf. no. 30517, arrival one day later on the 13th. The first night has been cancelled free of charge.'), 'DISCREPANCY CheckIn');
    assert.equal(verdict('Confirmada, localizador 30517. La cena del sábado ha sido cancelada por el restaurante.'), 'CONFIRMED 30517');
    // The booking itself cancelled is still no booking.
    assert.equal(verdict('Bonjour, la réservation a été annulée le 2 mars à la demande du client.'), 'NO_BOOKING');
  });

  it('the lead guest\'s name in the hotel\'s words ("o nome do hóspede principal é ...", "la réservation de M. ...") is compared, the title left out', () => {
    assert.equal(verdict('Confirmada, nº de reserva 300177. No nosso sistema o nome do hóspede principal é Ana Fonseca.'), 'DISCREPANCY Guest.LeadName');
    assert.equal(verdict('Confirmamos la reserva de la Sra. Ruiz, localizador 4411.'), 'CONFIRMED 4411');
    assert.equal(verdict('Die Buchung von Frau Ruiz ist bestätigt, Buchungsnr. 4411.'), 'CONFIRMED 4411');
  });

  it('another guest on other dates is another booking: a person looks, nothing is compared', () => {
    for (const text of [
      'Bonjour, nous vous confirmons la réservation de M. Olivier Lefèvre du 3 au 5 septembre 2027, chambre double, n° de confirmation 30417.',
      'Hello, we confirm the booking of Mr Peter Hill from 3 to 5 September 2027, conf. no. 30417.',
    ]) assert.match(verdict(text), /^review: the reply is about another guest on other dates/, text);
  });
});

describe('answers between our lines, offers, and a full house', () => {
  it('"--> 20931" on its own line under our quoted question answers it', () => {
    for (const [question, own] of [
      ['Please give us the hotel confirmation number.', 'Answers below.'],
      ['Por favor, indique-nos o número de confirmação do hotel.', 'Seguem as respostas no meio do vosso email.'],
      ['Bitte nennen Sie uns die Bestätigungsnummer des Hotels.', 'Antworten im Text.'],
    ]) {
      const text = `${own}\n\nOn Mon, 1 Mar 2027 at 10:02, Reservations <r@agency.example> wrote:\n> Booking: BK-2027-1001\n> Room type: Double Room\n--> ok, the double room as requested, on the quiet garden side of the house, breakfast served until ten\n\n> ${question}\n--> 20931\n\n> Regards`;
      assert.equal(verdict(text), 'CONFIRMED 20931', question);
    }
  });

  it('an offer of more ("se pretenderem o segundo quarto ... um twin disponível, sujeito a disponibilidade") states nothing of the booking', () => {
    assert.equal(verdict('Confirmamos o quarto duplo, nº de reserva 31877. Se pretenderem um segundo quarto, ainda temos um twin disponível a 110 EUR/noite, sujeito a disponibilidade.'), 'CONFIRMED 31877');
    assert.equal(verdict('Confirmed, double room, conf. no. 31877. If you would like an extra room, we still have a twin, subject to availability.'), 'CONFIRMED 31877');
    assert.equal(verdict('Confirmada la habitación doble, localizador 31877. Si desean otra habitación, tenemos una twin sujeta a disponibilidad.'), 'CONFIRMED 31877');
  });

  it('"fully booked" as the reason a stated difference stands is that difference, not a cancellation', () => {
    assert.equal(verdict('Good morning, ref RH-11820. However we only hold one double room for this booking, not two – we are fully booked that weekend.', TWO), 'DISCREPANCY Guest.TotalRooms');
    assert.equal(verdict('Guten Tag, Buchungsnr. 4411: wir haben nur 1 DZ für Frau Ruiz, das Haus ist an dem Wochenende ausgebucht.', TWO), 'DISCREPANCY Guest.TotalRooms');
    // Full, and nothing read that differs: a person looks.
    assert.match(verdict('Good morning, conf. no. 4411. Sorry, we are fully booked that weekend.'), /^review/);
  });
});

describe('conditions and doubts desks write that no tuning reply had (each was confirmed before)', () => {
  it('a condition said as "provided", "only with", "missing" holds the confirmation (six languages)', () => {
    for (const text of [
      'Dear partner, the booking is confirmed, conf 8812, provided we receive the prepayment by 1 March.',
      'Hola, confirmada con el localizador 8812 siempre que recibamos la garantía antes del día 1.',
      'Bonjour, réservation enregistrée sous le n° 8812, sous réserve de réception des arrhes.',
      'Hallo, Buchungsnr. 8812, die Buchung gilt nur mit Kreditkartengarantie bis 18 Uhr.',
      'Buongiorno, confermiamo con n. 8812, a condizione che ci inviate la carta di credito a garanzia.',
      'Olá, a reserva está confirmada, mas falta o número do cartão para garantia. Ref 8812.',
    ]) assert.match(verdict(text), /^review/, text);
  });

  it('a "but" about another guest ("ma per la sig.ra Bianchi") is a doubt; "1 Erwachsenen" is a count', () => {
    assert.match(verdict('Buongiorno, la prenotazione risulta confermata con n. 8812 ma per la sig.ra Bianchi, non Ruiz.'), /^review/);
    assert.equal(verdict('Hallo, bestätigt unter 8812, allerdings nur für 1 Erwachsenen.'), 'DISCREPANCY Guest.Adults');
  });

  it('the booking noun before a number ties it when nothing names the confirmation ("Reservierung 8812 ist angelegt")', () => {
    assert.equal(verdict('Hallo, passt, Reservierung 8812 ist angelegt.'), 'CONFIRMED 8812');
    assert.equal(verdict('Ciao, tutto a posto, pratica 8812, a presto.'), 'CONFIRMED 8812');
    // Two such numbers are two candidates.
    assert.match(verdict('Hello, we have reservations 8812 and 8813 for Ruiz, which one do you mean?'), /^review/);
  });
});

describe('a room replaced by another, a bare "Number:" label', () => {
  it('"la chambre double est remplacée par une chambre twin": the room is the twin (six languages)', () => {
    for (const text of [
      'Confirmed 8812, but the double room was replaced by a twin room.',
      'Confirmada 8812, pero la habitación doble ha sido sustituida por una habitación twin.',
      'Confirmé 8812, mais la chambre double est remplacée par une chambre twin.',
      'Bestätigt 8812, aber das Doppelzimmer wurde durch ein Zweibettzimmer ersetzt.',
      'Confermata 8812, ma la camera doppia è stata sostituita da una camera twin.',
      'Confirmada 8812, mas o quarto duplo foi substituído por um quarto twin.',
    ]) assert.equal(verdict(text), 'DISCREPANCY RoomType', text);
  });

  it('"Number: 8812" is a label when no other names the confirmation', () => {
    assert.equal(verdict('We confirm. Number: 8812. The city tax of 2.50 EUR per person per night is payable on site.'), 'CONFIRMED 8812');
  });
});

describe('the gate reads every sentence; labelled counts; a no that asks', () => {
  it('a sentence with a date like "01.03." or an amount like "120.00" is still checked by the gate', () => {
    assert.match(verdict('Hallo, wir haben die Buchung 8812 als Option bis zum 01.03. eingetragen.'), /^review: the confirmation gate failed \(no option/);
    assert.match(verdict('Hello, conf. no. 8812, rate EUR 120.00, held as an option until 01.03.2027.'), /^review/);
  });

  it('"Adultos: 2 Niños: 0" on one line counts two adults and no child', () => {
    assert.equal(verdict('CONFIRMACIÓN DE RESERVA\nLocalizador: 8812\nLlegada: 12/03/2027\nSalida: 15/03/2027\nAdultos: 2 Niños: 0'), 'CONFIRMED 8812');
  });

  it('no such booking, but a question about another one, is for a person', () => {
    assert.match(verdict('Hi, we do not have this booking under that name, but we have one for Ana Ruis on the same dates, conf 8812 - is that it?'), /^review/);
    assert.equal(verdict('Hola, les confirmo en cuanto tenga respuesta de dirección.'), 'PENDING');
  });
});

describe('more doubts desks write (each was confirmed before)', () => {
  it('a room ready only later, works at the hotel, another rate, an exception, a note in the sentence after the number', () => {
    for (const text of [
      'Buongiorno, prenotazione 8812 confermata. La camera sarà disponibile solo dalle 20:00 per lavori.',
      'Hello, confirmed 8812. The room will only be ready after 20:00.',
      'Bom dia, confirmada 8812, mas o hotel estará em obras e o restaurante fechado.',
      'Dear partner, confirmed 8812 at the new rate of EUR 150 instead of EUR 120.',
      'Bonjour, la réservation 8812 est confirmée, excepté la nuit du 14.',
      'Hola, confirmamos con el 8812. Ojo: la reserva es para una sola noche.',
      'Bonjour, nous confirmons la réservation 8812. Nous vous prions de bien vouloir nous faire parvenir un acompte de 30 %.',
      'Buongiorno, confermiamo la prenotazione 8812; vi chiediamo gentilmente di inviarci i dati della carta di credito a garanzia.',
    ]) assert.match(verdict(text), /^review/, text);
  });
});

describe('a range of two days of the month without a month', () => {
  it('"del 12 al 14", "du 12 au 14", "vom 12. bis 14.", "dal 12 al 14", "de 12 a 14", "from the 12th to the 14th" are the stay (each was confirmed before)', () => {
    for (const text of [
      'Hola, confirmada del 12 al 14, localizador 8812.',
      'Bonjour, confirmé du 12 au 14, n° 8812.',
      'Hallo, bestätigt vom 12. bis 14., Buchungsnr. 8812.',
      'Buongiorno, confermata dal 12 al 14, n. conferma 8812.',
      'Olá, confirmada de 12 a 14, nº 8812.',
      'Hi, confirmed from the 12th to the 14th, conf 8812.',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckOut', text);
    assert.equal(verdict('Hola, confirmada del 12 al 15, localizador 8812.'), 'CONFIRMED 8812');
    // Hours and ages are no stay; a range said not to be the stay is not read as one.
    assert.equal(verdict('Confirmada, localizador 8812. Recepción abierta de 12 a 14 h y niños de 2 a 11 años gratis.'), 'CONFIRMED 8812');
    assert.equal(verdict('Tenemos la reserva, localizador 8812, pero del 13 al 16 de marzo, no del 12 al 15.'), 'DISCREPANCY CheckIn,CheckOut');
  });
});

describe('a line wrapped mid-sentence', () => {
  it('"we took a deposit of\\n£200.00 on 2 March": the words before the break say the date is not the stay', () => {
    assert.equal(verdict('Confirmed, conf. no. 4411, 12 to 15 March. Total for the stay is £534.00; we took a deposit of\n£200.00 on 2 March (receipt INV-33019).'), 'CONFIRMED 4411');
  });
});

describe('a weekday for the arrival or departure, with no date', () => {
  it('another weekday than the booked day\'s is never a confirmation; the booked one confirms (six languages)', () => {
    // 12 March 2027 is a Friday, 15 March a Monday. Since the sixteenth pass a weekday alone for one end of the stay is
    // read as the nearest day of that weekday, a difference (it went to a person before).
    for (const text of [
      'Confirmed 8812, the guests arrive on Thursday.',
      'Confirmada 8812, llegan el jueves.',
      'Confirmée 8812, arrivée prévue jeudi.',
      'Confermata 8812, arrivo giovedì.',
      'Confirmada 8812, chegada na quinta-feira.',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckIn', text);
    assert.equal(verdict('Bestätigt 8812, Anreise am Freitag, Abreise am Sonntag.'), 'DISCREPANCY CheckOut');
    assert.equal(verdict('Bestätigt 8812, Anreise am Freitag, Abreise am Montag.'), 'CONFIRMED 8812');
  });
});

describe('notes about the stay after the confirmation', () => {
  it('"Please be advised ... renovation works", "Só uma observação: o quarto ... no nosso anexo" hold a confirmation', () => {
    assert.match(verdict('Dear team,\n\nI am pleased to confirm the reservation for Ms Ana Ruiz.\n\nYour confirmation number is HV-55120.\n\nPlease be advised that our hotel is undergoing renovation works on the 3rd floor during this period.\n\nKind regards'), /^review/);
    assert.match(verdict('Olá,\n\nA reserva da Sra. Ruiz está confirmada (nº 55120). Só uma observação: o quarto reservado é no nosso anexo, a 200 metros do edifício principal.\n\nCumprimentos'), /^review/);
    // A plain closing note is no doubt.
    assert.equal(verdict('Olá,\n\nA reserva da Sra. Ruiz está confirmada (nº 55120). Aguardamos a sua visita!\n\nCumprimentos'), 'CONFIRMED 55120');
  });
});

describe('a payment still awaited, a guest named after "for"', () => {
  it('"confirmada pero pendiente de pago", "en attente du règlement", "die Zahlung steht noch aus" hold a confirmation (six languages)', () => {
    for (const text of [
      'Hello, booking 4411 is confirmed, awaiting the deposit.',
      'Hola, la reserva 4411 está confirmada pero pendiente de pago.',
      "Bonjour, réservation 4411 confirmée, en attente du règlement de l'acompte.",
      'Hallo, Buchung 4411 bestätigt, die Zahlung steht noch aus.',
      'Buongiorno, prenotazione 4411 confermata, in attesa del saldo.',
      'Olá, reserva 4411 confirmada, aguardando pagamento.',
    ]) assert.match(verdict(text), /^review/, text);
  });

  it('"confirmed for Mr John Ruiz" names the lead guest', () => {
    assert.equal(verdict('Confirmed 4411 for Mr John Ruiz.'), 'DISCREPANCY Guest.LeadName');
    assert.equal(verdict('Confirmed 4411 for Ms Ruiz.'), 'CONFIRMED 4411');
    assert.equal(verdict('Confirmada 4411 para la Sra. Ruiz.'), 'CONFIRMED 4411');
  });
});

describe('plain confirmations with notes that are no doubt (recall guards)', () => {
  it('the tourist tax, check-in hours, a "but" about the bar, opening days confirm', () => {
    for (const text of [
      'Confirmed 4411, but please ask the guest to bring their ID.',
      'Confirmée 4411. Veuillez noter que la taxe de séjour est à régler sur place.',
      'Confermata 4411. Si prega di notare che la tassa di soggiorno va pagata in loco.',
      'Bestätigt 4411. Bitte beachten Sie, dass die Kurtaxe vor Ort bezahlt wird.',
      'Confirmed 4411. Our restaurant is closed on Mondays, but the bar serves snacks.',
      'Confirmed 4411. Check-in from Monday to Sunday 24 hours.',
      'Confirmada 4411. Les recordamos que el check-in es a partir de las 14:00.',
      'Dear colleagues,\nthe reservation is confirmed, our reference 4411.\nPlease note that the city tax (EUR 3 per person per night) is not included and payable at the hotel.\nBest regards',
    ]) assert.equal(verdict(text), 'CONFIRMED 4411', text);
  });
});

describe('a PMS row that says the booking is not firm', () => {
  it('"Guarantee | 6PM hold", "Status | Option", "Garantía | Ninguna" hold a confirmation', () => {
    for (const row of ['Guarantee | 6PM hold', 'Status | Option', 'Garantía | Ninguna', 'Garantie | keine', 'Stato | Opzione', 'Estado | Pendente']) {
      const text = `Reservation Confirmation\nConfirmation No. | 77120\n${row}\nGuest | Ruiz, Ana\nArrival | 12-Mar-2027\nDeparture | 15-Mar-2027`;
      assert.match(verdict(text), /^review/, row);
    }
    assert.equal(verdict('Reservation Confirmation\nConfirmation No. | 77120\nGuarantee | Credit card\nGuest | Ruiz, Ana\nArrival | 12-Mar-2027\nDeparture | 15-Mar-2027'), 'CONFIRMED 77120');
  });
});

describe('hedges, receipts and work in progress', () => {
  it('"normalement c\'est bon", "normalerweise passt das", "normalmente está ok" are hedges', () => {
    for (const text of ["Bonjour, normalement c'est bon, n° 4411.", 'Hallo, normalerweise passt das, Buchungsnr. 4411.', 'Olá, normalmente está ok, nº 4411.', 'Hi, normally this should be fine, ref 4411.']) assert.match(verdict(text), /^review/, text);
  });

  it('a receipt or a request being processed, with no word that confirms, is no confirmation', () => {
    for (const text of [
      'Hemos recibido su solicitud de reserva, nº 4411.',
      'Hemos recibido su solicitud de reserva, nº 4411, y la estamos tramitando.',
      'We have received your booking request, no. 4411, and will process it shortly.',
      'Wir haben Ihre Anfrage erhalten (Nr. 4411) und bearbeiten sie.',
    ]) assert.match(verdict(text), /^(?:review|PENDING)/, text);
    assert.equal(verdict('We have received your booking, confirmation no. 4411. Thank you.'), 'CONFIRMED 4411');
  });
});

describe('the booking held at another hotel of the group', () => {
  it('"en otro de nuestros hoteles", "in un altro nostro albergo", "at another of our hotels" are a relocation (six languages)', () => {
    for (const text of [
      'Hello, we confirm 4411, but at another of our hotels, the Sea View.',
      'Hola, la reserva 4411 la tenemos en otro de nuestros hoteles, el Hotel Sol Playa.',
      'Bonjour, réservation 4411 confirmée dans un autre de nos hôtels, l\'Hôtel du Port.',
      'Hallo, Buchung 4411 bestätigt, allerdings in einem anderen unserer Hotels.',
      "Buongiorno, confermiamo la 4411 ma in un altro nostro albergo, l'Hotel Centrale.",
      'Olá, reserva 4411 confirmada noutro dos nossos hotéis, o Hotel Mar.',
    ]) assert.match(verdict(text), /^review/, text);
  });
});

describe('rooms free or the size of the house are no count of the booking (recall guards)', () => {
  it('"we still have 2 rooms available", "nos quedan 3 habitaciones libres", "the hotel has 45 rooms" confirm', () => {
    for (const text of [
      'Confirmed 4411. We still have 2 rooms available for those dates if you need more.',
      'Confirmada 4411. Nos quedan 3 habitaciones libres por si necesitan más.',
      'Confirmed 4411. The hotel has 45 rooms and a rooftop pool.',
      'Bestätigt 4411. Unser Haus verfügt über 30 Zimmer.',
    ]) assert.equal(verdict(text), 'CONFIRMED 4411', text);
  });
});

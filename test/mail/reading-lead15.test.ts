// What the lead read in stop 15's tuning letters (fixtures/hotel-replies-tuning14): a chain's PMS letter pasted in the
// body, below the clerk's sign-off, announced as "in the body of the message" rather than "below"; and what a helper's
// probes found confirmed although the stay differs: days of the month written in words ("del doce al catorce de
// marzo", "from the twelfth to the fourteenth of March", "vom zwölften bis vierzehnten März") were no date at all.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

// Three nights, Friday 12 to Monday 15 March 2027, a double room with breakfast, for Ana Ruiz.
const booking = BookingSchema.parse({
  BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
  Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] },
});

const RULE = '='.repeat(58);
const letter = (lead: string, closing: string) =>
  `${lead}\n\n${closing}\nAne Etxeberria\nReservas | Hotel Miramar\n\n${RULE}\n        HOTEL MIRAMAR ****\n${RULE}\n` +
  'Nº de confirmación ..... 81736492\nEstado de la reserva ... Garantizada\nHuésped ................ RUIZ, ANA MRS\n' +
  'Llegada ................ vie 12-mar-27\nSalida ................. lun 15-mar-27\nNoches ................. 3\nAdultos / Niños ........ 2 / 0\n' +
  `Tipo de habitación ..... DBL - Doble\nRégimen ................ BB - Alojamiento y desayuno\n${RULE}\n`;

describe('a letter pasted below the sign-off', () => {
  it('is read with the answer when the answer says the confirmation is in the body of the message', () => {
    for (const [lead, closing] of [
      ['Les enviamos en el cuerpo del mensaje la confirmación de la reserva.', 'Un saludo,'],
      ['Please find the confirmation in the body of this e-mail.', 'Kind regards,'],
      ['Vous trouverez la confirmation dans le corps du message.', 'Cordialement,'],
      ['Inviamo la conferma nel corpo del messaggio.', 'Cordiali saluti,'],
    ]) assert.equal(verdictOf(letter(lead, closing), booking), 'CONFIRMED 81736492', lead); // review before: nothing read above the sign-off
  });

  it('is not read when the answer does not point to it: what follows a sign-off is the signature', () => {
    assert.match(verdictOf(letter('Buenos días, gracias por su mensaje.', 'Un saludo,'), booking), /^review: /);
  });
});

describe('days of the month in words', () => {
  const frame: Record<string, [string, string]> = {
    en: ['Confirmed for Ana Ruiz, double room with breakfast, 2 adults, ', '. Confirmation number 4471.'],
    es: ['Confirmado para Ana Ruiz, habitación doble con desayuno, 2 adultos, ', '. Localizador 4471.'],
    fr: ['Confirmée pour Ana Ruiz, chambre double avec petit-déjeuner, 2 adultes, ', '. Numéro 4471.'],
    de: ['Bestätigt für Ana Ruiz, Doppelzimmer mit Frühstück, 2 Erwachsene, ', '. Nummer 4471.'],
    it: ['Confermata per Ana Ruiz, doppia con colazione, 2 adulti, ', '. Numero 4471.'],
    pt: ['Confirmada para Ana Ruiz, quarto duplo com pequeno-almoço, 2 adultos, ', '. Número 4471.'],
  };
  const say = (lang: string, dates: string) => frame[lang][0] + dates + frame[lang][1];

  it('are read as the days they name: a stay that differs is a discrepancy', () => {
    for (const [lang, dates, field] of [
      ['en', 'from Friday the twelfth to Sunday the fourteenth of March', 'CheckOut'],
      ['en', 'March twelfth to March fourteenth', 'CheckOut'],
      ['en', 'from Saturday the thirteenth to Monday the fifteenth of March', 'CheckIn'],
      ['es', 'del doce al catorce de marzo', 'CheckOut'],
      ['es', 'del sábado trece al lunes quince de marzo', 'CheckIn'],
      ['fr', 'du vendredi douze au dimanche quatorze mars', 'CheckOut'],
      ['de', 'vom zwölften bis vierzehnten März', 'CheckOut'],
      ['de', 'von Freitag, dem zwölften, bis Sonntag, den vierzehnten März', 'CheckOut'],
      ['it', 'da venerdì dodici a domenica quattordici marzo', 'CheckOut'],
      ['it', 'dal tredici al quindici marzo', 'CheckIn'],
      ['pt', 'de sexta-feira doze a domingo catorze de março', 'CheckOut'],
      ['pt', 'de treze a quinze de março', 'CheckIn'],
    ]) assert.equal(verdictOf(say(lang, dates), booking), `DISCREPANCY ${field}`, dates); // CONFIRMED 4471 before
  });

  it('confirm the stay they match, in each language', () => {
    for (const [lang, dates] of [
      ['en', 'from the twelfth to the fifteenth of March'],
      ['es', 'del doce al quince de marzo'],
      ['fr', 'du vendredi douze au lundi quinze mars'],
      ['de', 'vom zwölften bis fünfzehnten März'],
      ['it', 'dal dodici al quindici marzo'],
      ['pt', 'de doze a quinze de março'],
    ]) assert.equal(verdictOf(say(lang, dates), booking), 'CONFIRMED 4471', dates);
  });

  it('after an arrival or departure word, without a month, are days of the stay ("departing on the fourteenth")', () => {
    const confirmed = 'Confirmed for Ana Ruiz, 12-15 March, double room with breakfast, 2 adults. Confirmation number 4471. ';
    for (const t of [
      confirmed + 'Free parking; they now leave on the fourteenth.',
      confirmed + 'Arriving on 12 March and departing on the fourteenth.',
      'Confirmée pour Ana Ruiz, 12-15 mars, chambre double avec petit-déjeuner, 2 adultes. Numéro 4471. Départ le quatorze.',
      'Bestätigt für Ana Ruiz, 12.-15. März, Doppelzimmer mit Frühstück, 2 Erwachsene. Nummer 4471. Abreise am vierzehnten.',
    ]) assert.match(verdictOf(t, booking), /^(?:review: more than one check-out date|DISCREPANCY CheckOut)/, t); // CONFIRMED 4471 before
    // The booked day in words is read as its digits are ("on the 15th": a person reads that sentence), never a difference.
    assert.doesNotMatch(verdictOf(confirmed + 'They leave on the fifteenth.', booking), /DISCREPANCY|more than one/);
    // An ordinal of a floor is no day: "the second floor reception" is not the 2nd.
    assert.equal(verdictOf(confirmed + 'Check-in at the second floor reception.', booking), 'CONFIRMED 4471');
  });

  it('leave a month abbreviation after a day alone ("du 12 au 15 sept."): "sept" is seven only as a word of its own', () => {
    const september = BookingSchema.parse({ ...booking, CheckIn: '2027-09-12', CheckOut: '2027-09-15' });
    assert.equal(verdictOf(say('fr', 'du 12 au 15 sept. 2027'), september), 'CONFIRMED 4471');
  });
});

describe('a confirmation that waits for something', () => {
  const en = 'Confirmed for Ana Ruiz, 12-15 March, double room with breakfast, 2 adults. Confirmation number 4471';
  it('waiting for the deposit to arrive, in each language, is a condition', () => {
    for (const t of [
      `${en}, pending receipt of the deposit.`,
      'Confirmado para Ana Ruiz, del 12 al 15 de marzo, habitación doble con desayuno, 2 adultos. Localizador 4471, pendiente de recibir el depósito.',
      "Confirmée pour Ana Ruiz, 12-15 mars, chambre double avec petit-déjeuner, 2 adultes. Numéro de confirmation 4471, en attente de l'acompte.",
      'Bestätigt für Ana Ruiz, 12.-15. März, Doppelzimmer mit Frühstück, 2 Erwachsene. Bestätigungsnummer 4471, wir warten noch auf den Eingang der Anzahlung.',
      'Confermata per Ana Ruiz, 12-15 marzo, doppia con colazione, 2 adulti. Numero di conferma 4471, in attesa del deposito.',
      'Confirmada para Ana Ruiz, de 12 a 15 de março, quarto duplo com pequeno-almoço, 2 adultos. Número 4471. Aguardamos a receção do sinal.',
    ]) assert.match(verdictOf(t, booking), /^review: the hotel sets a condition/, t); // CONFIRMED 4471 before
  });

  it('a number marked "(on request)", or a room being waitlisted, is no confirmation; an extra on request is', () => {
    for (const t of [`${en} (on request).`, 'Confermata per Ana Ruiz, 12-15 marzo, doppia con colazione, 2 adulti. Numero di conferma 4471 (su richiesta).', `${en}. We are waitlisting the room.`])
      assert.match(verdictOf(t, booking), /^review: the confirmation gate failed \(no option, provisional hold, waiting list or booking on request/, t); // CONFIRMED 4471 before
    assert.equal(verdictOf(`${en}. Baby cot (on request).`, booking), 'CONFIRMED 4471');
    assert.equal(verdictOf(`${en}. Late check-out until 14 (on request).`, booking), 'CONFIRMED 4471');
  });
});

describe('a guest the booking does not hold, named in passing', () => {
  const es = 'Confirmado para Ana Ruiz, del 12 al 15 de marzo, habitación doble con desayuno, 2 adultos. Localizador 4471. ';
  it('children named with their number or as the ones something is for (es, pt, de, en)', () => {
    for (const t of [
      `${es}La señora Ruiz y sus dos hijos pueden usar la piscina.`,
      `${es}Hemos preparado una cuna para la niña.`,
      'Confirmado para Ana Ruiz, de 12 a 15 de março, quarto duplo com pequeno-almoço, 2 adultos. Número 4471. A Sra. Ruiz e os seus dois filhos podem usar a piscina.',
      'Bestätigt für Ana Ruiz, 12.-15. März, Doppelzimmer mit Frühstück, 2 Erwachsene. Nummer 4471. Frau Ruiz und ihre beiden Kinder können den Pool nutzen.',
      'Confirmed for Ana Ruiz, 12-15 March, double room with breakfast, 2 adults. Confirmation number 4471. The cot for the baby will be ready in the room.',
    ]) assert.match(verdictOf(t, booking), /^review: a statement that names a child the booking does not hold/, t); // CONFIRMED 4471 before
    assert.equal(verdictOf(`${es}Los niños menores de 12 años no pagan desayuno.`, booking), 'CONFIRMED 4471', 'a policy for children names none');
  });

  it('a guest named by rank beyond the party ("an extra bed for the third adult"), in each language', () => {
    for (const t of [
      'Confirmed for Ana Ruiz, 12-15 March, double room with breakfast, 2 adults. Confirmation number 4471. An extra bed has been added for the third adult.',
      `${es}Se añade una cama supletoria para el tercer adulto.`,
      "Confirmée pour Ana Ruiz, 12-15 mars, chambre double avec petit-déjeuner, 2 adultes. Numéro 4471. Un lit d'appoint a été ajouté pour le troisième adulte.",
      'Bestätigt für Ana Ruiz, 12.-15. März, Doppelzimmer mit Frühstück, 2 Erwachsene. Nummer 4471. Ein Zustellbett für die dritte Person ist vorbereitet.',
      'Confirmada para Ana Ruiz, de 12 a 15 de março, quarto duplo com pequeno-almoço, 2 adultos. Número 4471. Cama extra para o terceiro adulto.',
    ]) assert.match(verdictOf(t, booking), /^review: a statement that names a guest beyond those the booking holds/, t); // CONFIRMED 4471 before
    assert.equal(verdictOf('Confirmed for Ana Ruiz, 12-15 March, double room with breakfast, 2 adults. Confirmation number 4471. A third adult pays 35 EUR per night.', booking), 'CONFIRMED 4471', 'a price for a third person names nobody');
  });
});

describe('a board said through what the rate includes', () => {
  it('dinner included is half board, all meals full board (a booking with breakfast differs)', () => {
    for (const t of [
      'Confirmed for Ana Ruiz, 12-15 March, double room, 2 adults. Confirmation number 4471. Dinner is included in her rate, breakfast too.',
      'Confirmed for Ana Ruiz, 12-15 March, double room, 2 adults. Confirmation number 4471. Her rate includes all meals.',
      'Confirmado para Ana Ruiz, del 12 al 15 de marzo, habitación doble, 2 adultos. Localizador 4471. La cena también está incluida, además del desayuno.',
      'Confermata per Ana Ruiz, 12-15 marzo, doppia, 2 adulti. Numero 4471. La cena è inclusa.',
    ]) assert.equal(verdictOf(t, booking), 'DISCREPANCY BoardType', t); // CONFIRMED 4471 before
    for (const t of ['Dinner is not included.', 'Dinner is available at 35 EUR.', 'Dinner is included on 12 March (our gala evening).'])
      assert.equal(verdictOf(`Confirmed for Ana Ruiz, 12-15 March, double room with breakfast, 2 adults. Confirmation number 4471. ${t}`, booking), 'CONFIRMED 4471', t);
  });
});

describe('a booking the house holds under another name', () => {
  const en = 'Confirmed for Ana Ruiz, 12-15 March, double room with breakfast, 2 adults. Confirmation number 4471. ';
  it('"we have it under Juan Pérez", also after a relative named first, is the name the house holds', () => {
    for (const t of ["Note: we have it under Ana Ruiz's husband, Juan Pérez.", 'We have it under Juan Pérez.', "The booking is under her husband's name, Juan Pérez."])
      assert.equal(verdictOf(en + t, booking), 'DISCREPANCY Guest.LeadName', t); // CONFIRMED 4471 before
    for (const t of ['We have it under Ms Ruiz.', 'Children under 12 stay free.', 'The booking is under our group contract.']) assert.equal(verdictOf(en + t, booking), 'CONFIRMED 4471', t);
  });
});

describe('a weekday the guests arrive or leave on, beside practical information', () => {
  const en = 'Confirmed for Ana Ruiz, 12-15 March, double room with breakfast, 2 adults. Confirmation number 4471. ';
  it('is a day of the stay: another weekday than the booked one is not confirmed', () => {
    assert.match(verdictOf(`${en}Parking is free, and they check out on Sunday.`, booking), /^review: a statement about the dates of the stay/); // CONFIRMED 4471 before
    assert.equal(verdictOf(`${en}Parking is free, and we have noted that they check out on Monday.`, booking), 'CONFIRMED 4471');
    for (const t of ['Dinner on Saturday is at 8 pm.', 'The spa is open on Sunday.']) assert.equal(verdictOf(en + t, booking), 'CONFIRMED 4471', t);
  });
});

describe("a helper's second round", () => {
  it('a stay said by its weekdays, or from a dated arrival to a weekday, is compared with the booked weekdays', () => {
    const en = 'Dear Ana, we confirm your double room with breakfast for 2 adults, ';
    for (const t of [
      `${en}Friday to Sunday. Confirmation number 48213.`,
      `${en}from Saturday to Monday. Confirmation number 48213.`,
      `${en}Friday 12 March through Sunday. Confirmation number 48213.`,
      'Estimada Ana, confirmamos su habitación doble con desayuno para 2 adultos, de viernes a domingo. Nº de confirmación 48213.',
      'Estimada Ana, confirmamos su habitación doble con desayuno, 2 adultos, del viernes 12 de marzo al domingo. Nº de confirmación 48213.',
      'Chère Ana, nous confirmons votre chambre double avec petit-déjeuner, 2 adultes, du vendredi 12 mars au dimanche. Confirmation 48213.',
      'Gentile Ana, confermiamo la camera doppia con colazione, 2 adulti, da venerdì a domenica. Numero di conferma 48213.',
    ]) assert.match(verdictOf(t, booking), /^review: the hotel names other weekdays for the stay/, t); // CONFIRMED 48213 before
    for (const t of [`${en}Friday to Monday. Confirmation number 48213.`, 'Estimada Ana, confirmamos su habitación doble con desayuno, 2 adultos, del viernes 12 de marzo al lunes. Nº de confirmación 48213.'])
      assert.equal(verdictOf(t, booking), 'CONFIRMED 48213', t);
  });

  it('a departure day in words after the month ("del doce de marzo al catorce") is not confirmed', () => {
    for (const t of [
      'Estimada Ana, confirmamos su habitación doble con desayuno, 2 adultos, del doce de marzo al catorce. Nº de confirmación 48213.',
      'Chère Ana, nous confirmons votre chambre double avec petit-déjeuner, 2 adultes, du douze mars au quatorze. Confirmation 48213.',
    ]) assert.match(verdictOf(t, booking), /^review: /, t); // CONFIRMED 48213 before
  });

  it('a deposit awaited, in more words, and a status "RQ", are conditions', () => {
    const en = 'Dear Ana, we confirm your double room with breakfast, 2 adults, 12-15 March. Confirmation number 48213. ';
    for (const t of [
      `${en}We are awaiting your deposit.`,
      `${en}We look forward to receiving your deposit.`,
      `${en}Deposit still outstanding.`,
      `${en}The 30% deposit has not yet been received.`,
      'Estimada Ana, confirmamos su habitación doble con desayuno, 2 adultos, del 12 al 15 de marzo, a la espera de recibir el depósito. Nº de confirmación 48213.',
      "Chère Ana, nous confirmons votre chambre double avec petit-déjeuner, 2 adultes, du 12 au 15 mars. Confirmation 48213. Dans l'attente de votre acompte, nous restons à votre disposition.",
      'Dear Ana, double room with breakfast for 2 adults, 12-15 March. Status: RQ. Booking reference 48213.',
    ]) assert.match(verdictOf(t, booking), /^review: the hotel sets a condition/, t); // CONFIRMED 48213 before
    assert.equal(verdictOf(`${en}We have received your deposit, thank you.`, booking), 'CONFIRMED 48213');
  });
});

describe("a helper's second round: guests, board and name in passing", () => {
  const en = 'Dear Ana, we confirm your double room with breakfast, 12-15 March, 2 adults. Confirmation number 48213. ';
  it('a child named in a sentence of no other topic, or with "your", "votre", "vostri", where the booking holds none', () => {
    for (const t of [
      'Dear Ana, we confirm your double room with breakfast, 12-15 March, 2 adults and your daughter. Confirmation number 48213.',
      `${en}Your son is welcome to use the kids club.`,
      `${en}A rollaway bed has been added for your teenager.`,
      'Gentile Ana, confermiamo la camera doppia con colazione dal 12 al 15 marzo, 2 adulti, per lei, suo marito e i vostri due figli. Numero 48213.',
      'Chère Ana, nous confirmons votre chambre double avec petit-déjeuner, 2 adultes, du 12 au 15 mars. Confirmation 48213. Le lit bébé sera installé pour votre fils.',
      'Bestätigt für Ana Ruiz, 12.-15. März, Doppelzimmer mit Frühstück, 2 Erwachsene. Nummer 48213. Für Ihren Sohn stellen wir ein Zustellbett bereit.',
    ]) assert.match(verdictOf(t, booking), /^review: a statement that names a child the booking does not hold/, t); // CONFIRMED 48213 before
    assert.equal(verdictOf(`${en}Children under 12 stay free.`, booking), 'CONFIRMED 48213');
  });

  it('guests named one by one beyond the party, and an extra bed for a relative or a friend', () => {
    for (const t of [
      'Estimada Ana, confirmamos su habitación doble con desayuno del 12 al 15 de marzo para usted, su marido y su madre. Nº de confirmación 48213.',
      'Dear Ana, we confirm your double room with breakfast, 12-15 March, for you, your husband and your mother. Confirmation number 48213.',
      `${en}An extra bed for your friend has been arranged.`,
    ]) assert.match(verdictOf(t, booking), /^review: a statement that names a guest beyond those the booking holds/, t); // CONFIRMED 48213 before
    assert.equal(verdictOf('Estimada Ana, confirmamos su habitación doble con desayuno del 12 al 15 de marzo para usted y su marido. Nº de confirmación 48213.', booking), 'CONFIRMED 48213');
  });

  it('breakfast and lunch in the rate, all meals in five more languages, are another board', () => {
    for (const t of [
      'Dear Ana, we confirm your double room, 2 adults, 12-15 March. Your rate includes breakfast and lunch. Confirmation number 48213.',
      'Estimada Ana, confirmamos su habitación doble, 2 adultos, del 12 al 15 de marzo. El precio incluye todas las comidas. Nº de confirmación 48213.',
    ]) assert.equal(verdictOf(t, booking), 'DISCREPANCY BoardType', t); // CONFIRMED 48213 before
  });

  it('a name the room is registered to, a booking holder, a name on file, a husband "a nombre de": the name the house holds', () => {
    const dear = 'Dear Ana, we confirm your double room with breakfast, 2 adults, 12-15 March. ';
    for (const t of [
      `${dear}The room is registered to Juan Pérez. Confirmation number 48213.`,
      `${dear}Booking holder: Juan Pérez. Confirmation number 48213.`,
      `${dear}Guest name on file: Juan Pérez. Confirmation number 48213.`,
      'Estimada Ana, confirmamos su habitación doble con desayuno, 2 adultos, del 12 al 15 de marzo. La tenemos a nombre de su marido, Juan Pérez. Nº 48213.',
    ]) assert.equal(verdictOf(t, booking), 'DISCREPANCY Guest.LeadName', t);
    assert.equal(verdictOf(`${dear}Booking holder: Ana Ruiz. Confirmation number 48213.`, booking), 'CONFIRMED 48213');
  });
});

describe("a reviewing helper's findings in this stop's own rules", () => {
  const en = 'Dear Ana, we confirm your double room with breakfast, 2 adults, 12-15 March. Confirmation number 48213. ';
  it('number words in no day position stay words: no false difference of the stay', () => {
    for (const t of [
      "Chère Ana, nous confirmons votre réservation, chambre double avec petit-déjeuner pour 2 adultes, du 12 au 15 mars. Numéro de confirmation 48213. À votre arrivée, le parking se trouve à deux pas de l'hôtel.",
      'Sehr geehrte Frau Ruiz, wir bestätigen Ihre Buchung, Doppelzimmer mit Frühstück, 2 Erwachsene, 12.-15. März. Nummer 48213. Wir freuen uns, Sie bei Ihrer Anreise zum ersten Mal in unserem Haus begrüßen zu dürfen.',
      `${en}On arrival, please go to the fourth building on the left.`,
      `${en}Guests may first collect their keys at the bar.`,
      'Confermata per Ana Ruiz, 12-15 marzo, doppia con colazione, 2 adulti. Numero 48213. Il primo aperitivo al bar è offerto dalla casa.',
    ]) assert.equal(verdictOf(t, booking), 'CONFIRMED 48213', t); // DISCREPANCY CheckIn or review in the stop's first rules
  });

  it('"under" or "registered to" a booking code, an agency or a site is no guest; a table header is no name', () => {
    for (const t of [
      `${en}We have the booking under BK-2027-1001.`,
      `${en}The reservation was booked under Expedia, so please contact them for changes.`,
      `${en}The room is registered to Booking.com, thank you.`,
      'Dear Ana, we confirm your double room with breakfast, 2 adults, 12-15 March. Confirmation number 48213.\n\nGuest Name      Room Type      Arrival      Departure\nAna Ruiz',
    ]) assert.equal(verdictOf(t, booking), 'CONFIRMED 48213', t);
  });

  it('a one-off dinner is no board; "no dinner is included" is no half board', () => {
    const plain = 'Dear Ana, we confirm your double room for 2 adults, 12-15 March. Confirmation number 48213. ';
    for (const t of ['Your rate includes a welcome dinner on the first evening.', 'Dinner is included on Saturday evening as part of our anniversary celebration.'])
      assert.equal(verdictOf(plain + t, booking), 'CONFIRMED 48213', t);
    const halfBoard = BookingSchema.parse({ ...booking, Guest: { ...booking.Guest, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'HB', Adults: 2 }] } });
    assert.notEqual(verdictOf(`${plain}Please note that no dinner is included in your rate.`, halfBoard), 'CONFIRMED 48213');
  });

  it('weekday ranges: hours, a dotted date, "até", a day in words are read; a facility\'s days are not the stay', () => {
    for (const t of [
      'Dear Ana, we confirm your stay from Friday 12 March to Sunday, check-in from 15:00. Double room with breakfast, 2 adults. Confirmation number 48213.',
      'Liebe Ana, wir bestätigen Ihren Aufenthalt von Freitag, 12.03.2027 bis Sonntag, Doppelzimmer mit Frühstück, 2 Erwachsene. Bestätigungsnummer 48213.',
      'Cara Ana, confirmamos a sua estadia de sexta-feira, 12 de março, até domingo, quarto duplo com pequeno-almoço, 2 adultos. Confirmação 48213.',
      'Estimada Ana, confirmamos su estancia del viernes doce de marzo al domingo, habitación doble con desayuno, 2 adultos. Nº 48213.',
    ]) assert.match(verdictOf(t, booking), /^review: the hotel names other weekdays for the stay/, t);
    for (const t of [`${en}The spa is available to guests Monday to Saturday.`, 'Estimada Ana, confirmamos su habitación doble con desayuno, 2 adultos, del 12 al 15 de marzo. Nº 48213. La piscina climatizada funciona de lunes a sábado.'])
      assert.equal(verdictOf(t, booking), 'CONFIRMED 48213', t);
  });

  it('a third guest by rank in a sentence of no other topic; adjectives are no child', () => {
    const de = 'Bestätigt für Ana Ruiz, 12.-15. März, Doppelzimmer mit Frühstück, 2 Erwachsene. Nummer 48213. ';
    assert.match(verdictOf(`${de}Ein Zustellbett für den dritten Gast steht bereit.`, booking), /^review: a statement that names a guest beyond/);
    for (const t of [`${de}Für den kleinen Hunger steht unsere Hotelbar bereit.`, 'Confermata per Ana Ruiz, 12-15 marzo, doppia con colazione, 2 adulti. Numero 48213. Abbiamo un giardino con la piccola piscina.'])
      assert.equal(verdictOf(t, booking), 'CONFIRMED 48213', t);
  });
});

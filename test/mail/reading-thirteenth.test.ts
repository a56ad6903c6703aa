// Issue 25, thirteenth pass: a difference stated in the hotel's words, with two values named. Desks state a change by
// naming the booking's value as the old one and their own as the new one: "changed from a double to a twin", "Double
// -> Twin", "Booked: Double / Allocated: Twin", "twin, not double", "Anreise vom 12.03. auf den 13.03. verschoben",
// "Partenza domenica 14, non lunedì 15". A careful agent reads the hotel's value as the stated fact: DATA_DISCREPANCY on
// that field, never CONFIRMED; when nothing says which value is the hotel's, or the change is only offered, asked or
// refused, a person reads it. Every case marked "before" below was read otherwise on main 21d52ad (checked).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

// Three nights, Friday 12 to Monday 15 March, a double room with half board.
const booking = (room = 'Double Room', board = 'HB') => BookingSchema.parse({
  BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
  Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: room, BoardType: board, Adults: 2 }] },
});
const double = booking();
const twin = booking('Twin Room');
const verdict = (text: string, b = double) => verdictOf(text, b);

describe('thirteenth pass: a room type changed, both named (six languages)', () => {
  it('an arrow, a change from one to the other, a booked/allocated pair, "X, not Y": the hotel\'s room is the new one (each "names more than one room type" before)', () => {
    for (const text of [
      'Confirmed, ref 4471. Room: Double -> Twin',
      'Confirmed, ref 4471. Double room → Twin room.',
      'Confirmed, ref 4471.\nBooked: Double room\nAllocated: Twin room',
      'Confirmed, ref 4471. We changed the room from double to twin.',
      'Confirmed, ref 4471. The room has been changed from a double to a twin.',
      'Confirmada, localizador 4471. Habitación doble -> twin.',
      'Confirmada, localizador 4471. Hemos cambiado la habitación de doble a twin.',
      'Confirmada, localizador 4471. Habitación twin, no doble.',
      'Confirmée, n° 4471. Chambre twin, pas double.',
      'Confirmée, n° 4471. À la place de la chambre double, une chambre twin.',
      'Confirmée, n° 4471. Nous avons changé la chambre double en chambre twin.',
      'Bestätigt, Buchungsnr. 4471. Doppelzimmer -> Zweibettzimmer.',
      'Bestätigt, Buchungsnr. 4471. Wir haben das Doppelzimmer in ein Zweibettzimmer geändert.',
      'Bestätigt, Buchungsnr. 4471. Gebucht: Doppelzimmer, erhalten: Zweibettzimmer.',
      'Confermata, n. 4471. Camera twin al posto della doppia.',
      'Confermata, n. 4471. Camera twin, non doppia.',
      'Confermata, n. 4471. Abbiamo cambiato la camera da doppia a twin.',
      'Confirmada, nº 4471. Quarto twin, não duplo.',
      'Confirmada, nº 4471. Alterámos o quarto de duplo para twin.',
    ]) assert.equal(verdict(text), 'DISCREPANCY RoomType', text);
  });

  it('the new room named by its adjective alone ("Twin -> Double", "Allocated: Double") is read: the twin booked is not confirmed (each confirmed before)', () => {
    for (const text of [
      'Confirmed, ref 4471. Twin -> Double',
      'Confirmed, ref 4471. Booked: Twin / Allocated: Double',
      'Confirmed, ref 4471.\nBooked: Twin\nAllocated: Double',
      'Confirmed, ref 4471. Changed from twin to double.',
      'Confirmada, localizador 4471. Twin -> doble',
      'Confirmée, n° 4471. Twin -> double',
      'Confermata, n. 4471. Twin -> doppia',
      'Confirmada, nº 4471. Twin -> duplo',
    ]) assert.equal(verdict(text, twin), 'DISCREPANCY RoomType', text);
  });

  it('the hotel\'s new value is the booked one: confirmed ("Quarto twin, não duplo" was a review before; the English two confirmed before and still)', () => {
    for (const text of ['Confirmed, ref 4471. Double -> Twin', 'Confirmed, ref 4471. Twin room, not double.', 'Confirmada, nº 4471. Quarto twin, não duplo.']) assert.equal(verdict(text, twin), 'CONFIRMED 4471', text);
  });

  it('a change only offered, asked or refused, or two rooms with nothing to say which is the hotel\'s, goes to a person (guards)', () => {
    for (const text of [
      'Confirmed, ref 4471. We can change the room from double to twin if you wish.',
      'Confirmed, ref 4471. Unfortunately we cannot change the room from double to twin.',
      'Confirmed, ref 4471. Double room and twin room.',
      'Confirmed, ref 4471. Double room -> twin room?',
      'Confirmed, ref 4471. Booked: Double room. We also have twin rooms.',
      'Confirmada, localizador 4471. Podemos cambiar la habitación de doble a twin si lo desea.',
      'Confirmée, n° 4471. Nous pouvons passer de la chambre double à une twin si vous le souhaitez.',
      'Bestätigt, Buchungsnr. 4471. Wir können das Doppelzimmer gerne in ein Zweibettzimmer ändern, falls gewünscht.',
      'Confermata, n. 4471. Possiamo cambiare la camera da doppia a twin se desidera.',
      'Confirmada, nº 4471. Podemos alterar o quarto de duplo para twin se desejar.',
    ]) assert.match(verdict(text, twin), /^review: /, text);
  });
});

describe('thirteenth pass: a board changed, both named (six languages)', () => {
  it('half board booked, another board stated as replacing it (each "names more than one board" before)', () => {
    for (const text of [
      'Confirmed, ref 4471. Board: HB -> BB',
      'Confirmed, ref 4471. Changed from half board to bed and breakfast.',
      'Confirmada, localizador 4471. Alojamiento y desayuno, no media pensión.',
      'Confirmada, localizador 4471. Régimen: MP -> AD',
      'Confirmée, n° 4471. Petit-déjeuner seulement, pas de demi-pension.',
      'Bestätigt, Buchungsnr. 4471. Verpflegung: HP -> ÜF',
      'Confermata, n. 4471. Pensione completa, non mezza pensione.',
      'Confermata, n. 4471. Però in pensione completa, non mezza pensione.',
      'Confirmada, nº 4471. Pensão completa, não meia pensão.',
      'Confirmada, nº 4471. Regime: MP -> APA',
    ]) assert.equal(verdict(text), 'DISCREPANCY BoardType', text);
  });
});

describe('thirteenth pass: a date changed, both named (six languages)', () => {
  it('"moved from the 12th to the 13th", "vom 12.03. auf den 13.03. verschoben": the arrival moved, not a stay of one night (CheckOut, or review, before)', () => {
    for (const text of [
      'Confirmed, ref 4471. Arrival moved from the 12th to the 13th.',
      'Confirmed, ref 4471. Arrival changed from 12 March to 13 March.',
      'Confirmed, ref 4471. Arrival date changed from 12/03/2027 to 13/03/2027.',
      'Confirmed, ref 4471. Check-in: 12.03.2027 -> 13.03.2027',
      'Confirmed, ref 4471. Check-in: 12 Mar → 13 Mar',
      'Confirmada, localizador 4471. La llegada pasa del 12 al 13 de marzo.',
      'Confirmada, localizador 4471. Entrada cambiada del 12 de marzo al 13 de marzo.',
      'Confirmée, n° 4471. Arrivée décalée du 12 au 13 mars.',
      'Bestätigt, Buchungsnr. 4471. Die Anreise wurde vom 12.03. auf den 13.03. verschoben.',
      'Confermata, n. 4471. Arrivo spostato dal 12 al 13 marzo.',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckIn', text);
  });

  it('the departure moved, an arrow, a weekday negated without an article, a booked/confirmed pair (each read otherwise before)', () => {
    for (const text of [
      'Confirmed, ref 4471. Departure moved from 15 March to 16 March.',
      'Confirmed, ref 4471. Booked: 12-15 March / Confirmed: 12-14 March',
      'Bestätigt, Buchungsnr. 4471. Abreise: 15.03. -> 14.03.',
      'Confermata, n. 4471. Partenza domenica 14, non lunedì 15.',
      'Confirmada, nº 4471. Partida no domingo 14, não na segunda 15.',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckOut', text);
  });

  it('"il écourte son séjour d\'une nuit ... repart le mercredi 17 (2 nuits au lieu de 3)": one night less is no count of one night, and "repart" is the departure (review before)', () => {
    const text = 'Le client écourte son séjour d’une nuit. Il arrive bien le vendredi 12 mars mais repart le dimanche 14 mars au matin (2 nuits au lieu de 3). Numéro de confirmation : 58802';
    assert.equal(verdict(text), 'DISCREPANCY CheckOut');
    // Read before and still (guards on the shift phrases added to the lexicons).
    for (const t of ['Confirmed, ref 4471. The stay is shortened by one night.', 'Confirmada, localizador 4471. Hemos acortado la estancia una noche.', 'Bestätigt, Buchungsnr. 4471. Der Aufenthalt wurde um eine Nacht verkürzt.', 'Confermata, n. 4471. Il soggiorno è stato accorciato di una notte.', 'Confirmada, nº 4471. A estadia foi encurtada em uma noite.']) assert.equal(verdict(t), 'DISCREPANCY CheckOut', t);
  });

  it('the hotel moved a date to the booked one: confirmed (CheckIn before)', () => {
    assert.equal(verdict('Confirmed, ref 4471. Departure moved from 14 March to 15 March.'), 'CONFIRMED 4471');
  });

  it('a change of dates offered or refused goes to a person (each a discrepancy of both dates before; the German one a review already; the Portuguese offer, which keeps the hotel\'s other arrival, was confirmed)', () => {
    for (const text of [
      'Confirmed, ref 4471. We cannot move the arrival from the 11th to the 12th.',
      'Confirmed, ref 4471. The arrival can be moved from 11 March to 12 March if you wish.',
      'Confirmada, localizador 4471. Podemos cambiar la llegada del 11 al 12 de marzo si lo desea.',
      'Confirmée, n° 4471. Nous ne pouvons pas décaler l\'arrivée du 11 au 12 mars.',
      'Bestätigt, Buchungsnr. 4471. Wir könnten die Anreise vom 11.03. auf den 12.03. verschieben, falls gewünscht.',
      'Confermata, n. 4471. Possiamo spostare l\'arrivo dal 11 al 12 marzo se preferite.',
      'Confirmada, nº 4471. Podemos alterar a chegada de 11 para 12 de março se desejar.',
    ]) assert.match(verdict(text), /^review: /, text);
  });

  it('a range after "no changes" or "we have updated the booking" is the stay, not a change of its first day (guards: the first day read, compared)', () => {
    for (const text of ['Confirmada, nº 4471. Restantes dados sem alteração: de 12 a 15 de março, quarto duplo.', 'Confirmed, ref 4471. No changes: from 12 to 15 March.', 'Confirmada, localizador 4471. Sin cambios: del 12 al 15 de marzo.', 'Bestätigt, Buchungsnr. 4471. Keine Änderung: vom 12.03. bis 15.03.', 'Confermata, n. 4471. Nessuna modifica: dal 12 al 15 marzo.', 'Confirmée, n° 4471. Pas de changement : du 12 au 15 mars.', 'Confirmed, ref 4471. We have updated the booking: from 12 to 15 March, double room.']) assert.equal(verdict(text), 'CONFIRMED 4471', text);
    for (const text of ['Confirmada, nº 4471. Restantes dados sem alteração: de 13 a 15 de março, quarto duplo.', 'Confirmed, ref 4471. We have updated the booking: from 13 to 15 March, double room.', 'Confirmada, localizador 4471. Hemos modificado la reserva: del 13 al 15 de marzo.']) assert.equal(verdict(text), 'DISCREPANCY CheckIn', text);
  });

  it('a range, a booked label alone, a stay stated plainly: as before (guards)', () => {
    for (const text of ['Confirmed, ref 4471. Booked: 12-15 March', 'Confirmed, ref 4471. Your stay from 12 to 15 March is confirmed.', 'Confirmed, ref 4471. Arrival 12 March, departure 15 March.', 'Confirmada, localizador 4471, del 12 al 15 de marzo.', 'Confirmada, nº 4471. A chegada passou de 11 para 12 de março.']) assert.equal(verdict(text), 'CONFIRMED 4471', text);
    assert.equal(verdict('Confirmed, ref 4471. Booked: 12-14 March'), 'DISCREPANCY CheckOut');
  });
});

describe('thirteenth pass: what a warm confirmation adds around the stay (tuning10\'s boutique and aparthotel writers)', () => {
  it('a treatment, a table or a massage offered on a day inside the stay, at an hour or a price, is no date of the stay (each "a date that is neither ..." before)', () => {
    for (const text of [
      'Confirmed, ref 4471. Our therapist has a 60-minute ritual free at 16:00 on Saturday the 13th, £95 per person.',
      'Confirmada, localizador 4471. Masaje: el sábado 13 tenemos un hueco libre a las 17:30, 95 € por persona.',
      'Confirmée, n° 4471. Spa : nous pouvons proposer notre soin signature le samedi 13 mars à 16h00.',
      'Bestätigt, Buchungsnr. 4471. Eine Massage am Samstag, 13.03. um 18 Uhr (75 €) ist noch frei.',
      'Confermata, n. 4471. Un tavolo al ristorante sabato 13 marzo alle 20:00, menu 60 €.',
      'Confirmada, nº 4471. Massagem: tenho disponibilidade no sábado, 13 de março, às 18h00 (75 € por pessoa).',
    ]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
    // The room or the guests on such a day are the stay's: still for a person.
    assert.match(verdict('Confirmed, ref 4471. Your room will be ready on 13 March from 14:00.'), /^review: a date that is neither/);
  });

  it('an upgrade offered at a price names no room of the booking (each "names more than one room type" before); offered to the booked type, it goes to a person', () => {
    for (const text of [
      'Confirmed, ref 4471. Your double room is confirmed. An upgrade to our Calton Suite costs a supplement of £85 per night.',
      'Confirmada, localizador 4471. Habitación doble confirmada. Mejora a la Suite Giralda: 60 € por noche adicionales.',
      'Confirmée, n° 4471. Chambre double confirmée. Surclassement : notre Suite « Alpilles » moyennant un supplément de 90 € par nuit.',
      'Bestätigt, Buchungsnr. 4471. Doppelzimmer bestätigt. Upgrade in unsere Suite „Turm“ für einen Aufpreis von 70 € pro Nacht.',
      'Confermata, n. 4471. Camera doppia confermata. Upgrade alla Junior Suite Lago con supplemento di 80 € a notte.',
      'Confirmada, nº 4471. Quarto duplo confirmado. Upgrade para a Suite Ribeira: + 55 € por noite.',
    ]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
    assert.match(verdict('Confirmed, ref 4471. An upgrade to a double room costs £20 per night.'), /^review: the hotel offers the booked room type as an upgrade/);
  });

  it('a unit\'s name ("suite 2") and the house\'s kind ("we are only apartments") beside the room named are no other room type (each "names more than one room type" before)', () => {
    const studio = booking('Studio', 'BB');
    assert.equal(verdict('Our number 3342. Yes studio 2 on first floor. No breakfast here sorry, we are only apartments so its room only.', studio), 'DISCREPANCY BoardType');
    assert.equal(verdict('Numero prenotazione 2290. Sì matrimoniale, suite 2 al primo piano.'), 'CONFIRMED 2290');
    // A bed's size is no unit's name ("doble (cama de matrimonio 160 cm)"); two suites counted are rooms, not the house's kind.
    assert.equal(verdict('Confirmada, localizador 4471. Habitación: 1 doble (cama de matrimonio 160 cm).'), 'CONFIRMED 4471');
    assert.match(verdict('Confirmed, ref 4471. We have booked two suites for the guests.'), /^(?:review|DISCREPANCY)/);
  });

  it('the bedrooms of the apartment booked are no count of rooms (each a difference of the rooms booked before)', () => {
    const flat = booking('Apartment', 'RO');
    for (const text of [
      'Confirmo reserva, numero LV-0917. Apartamento 1ºA, 2 habitaciones, caben los 3 sin problema.',
      'Reserva ML-2231 confirmada. Tipo de quarto: apartamento grande 2 quartos, 4º andar sem elevador!',
      'Confirmed, ref LV-0917. The apartment has 2 bedrooms and a sofa bed.',
    ]) assert.match(verdict(text, flat), /^CONFIRMED/, text);
    assert.equal(verdict('Confirmed, ref 4471. We have booked 2 apartments for the group.', flat), 'DISCREPANCY Guest.TotalRooms');
  });

  it('a key code sent "the day before" is no arrival a day earlier (a difference of the arrival before)', () => {
    assert.equal(verdict('Réservation ok, n° SB-2547. Code de la boîte à clé envoyé la veille par sms.'), 'CONFIRMED SB-2547');
    assert.doesNotMatch(verdict('Confirmada, nº 4471. O código é enviado um dia antes da chegada.'), /DISCREPANCY/);
    assert.doesNotMatch(verdict('Confirmed, ref 4471. The barrier code will be sent the day before arrival.'), /DISCREPANCY/);
    assert.equal(verdict('Confirmée, n° 4471. Les clients arrivent la veille.'), 'DISCREPANCY CheckIn');
  });

  it('a letter\'s issue date ("Emitida em 06/05/2027 10:18 - Protocolo ...") is no date of the stay (review before)', () => {
    assert.equal(verdict('CARTA DE CONFIRMAÇÃO DE RESERVA\nEmitida em 08/03/2027 10:18 - Protocolo 2027050600342\nNº Confirmação | 4419302871\nChegada | 12/03/2027\nSaída | 15/03/2027'), 'CONFIRMED 4419302871');
  });
});

describe('thirteenth pass: a labelled value changed with an arrow (each but the inline answers confirmed the booking before, or read the board the arrow replaced)', () => {
  it('"Nights: 3 -> 2", "Adults: 2 -> 3", "Noches: 3 -> 2": the count after the arrow is the hotel\'s', () => {
    assert.equal(verdict('Confirmed, ref 4471. Nights: 3 -> 2'), 'DISCREPANCY CheckOut');
    assert.equal(verdict('Confirmed, ref 4471. Nights: 3 → 4'), 'DISCREPANCY CheckOut');
    assert.equal(verdict('Confirmada, localizador 4471. Noches: 3 -> 2'), 'DISCREPANCY CheckOut');
    assert.equal(verdict('Confirmed, ref 4471. Adults: 2 -> 3'), 'DISCREPANCY Guest.Adults');
    assert.equal(verdict('Confirmed, ref 4471. Rooms: 1 -> 2'), 'DISCREPANCY Guest.TotalRooms');
  });

  it('a count of rooms after a plural label ("Rooms: 2", "Habitaciones: 2", "Number of rooms: 2") is compared', () => {
    for (const text of ['Confirmed, ref 4471. Rooms: 2', 'Confirmada, localizador 4471. Habitaciones: 2', 'Confirmed, ref 4471. Number of rooms: 2', 'Confirmée, n° 4471. Nombre de chambres : 2', 'Bestätigt, Buchungsnr. 4471. Anzahl Zimmer: 2', 'Confermata, n. 4471. Camere: 2', 'Confirmada, nº 4471. Quartos: 2']) assert.equal(verdict(text), 'DISCREPANCY Guest.TotalRooms', text);
    assert.equal(verdict('Confirmed, ref 4471. Rooms: 1'), 'CONFIRMED 4471');
  });

  it('a board or room type after an arrow: a meal word is the board it names, another value is named for a person; an inline answer ("--> OK") is none (guards)', () => {
    assert.equal(verdict('Confirmed, ref 4471. Board: Half board -> Breakfast'), 'DISCREPANCY BoardType');
    assert.equal(verdictOf('Confirmed, ref 4471. Board: Half board -> Breakfast', booking('Double Room', 'BB')), 'CONFIRMED 4471');
    assert.match(verdict('Confirmed, ref 4471. Room type: Double -> Deluxe'), /^review: the hotel's room type "Deluxe" is not one the reader can map/);
    for (const text of ['Tipo de habitación: Doble --> OK, confirmada 4471', 'Confirmed 4471. Double room -> confirmed', 'Régimen: Media pensión --> OK, MEDIA PENSION INCLUIDA. Confirmada 4471']) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });
});

describe('thirteenth pass: the old value in brackets, and a dotted day after a stay word', () => {
  it('"Departure 14.03" and "Abreise 14.03", with no closing dot, are dates after the departure word (each confirmed a departure on the 15th before)', () => {
    for (const text of ['Confirmed, ref 4471. Departure 14.03', 'Bestätigt, Buchungsnr. 4471. Abreise 14.03', 'Confirmed, ref 4471. Departure 14.03 (was 15.03).']) assert.equal(verdict(text), 'DISCREPANCY CheckOut', text);
    assert.equal(verdict('Bestätigt, Buchungsnr. 4471. Anreise am 13.03 um 15 Uhr'), 'DISCREPANCY CheckIn');
    // Hours after the same words stay hours (guards).
    for (const text of ['Confirmed 4471. Check-in from 14.00, check-out until 11.00', 'Bestätigt 4471. Anreise ab 14.30 Uhr', 'Bestätigt 4471. Anreise am 12.03, Abreise am 15.03']) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });

  it('"Arrival: 13 March (your request: 12 March)", "Salida 14/03 (antes 15/03)": the bracket holds the old value (each "more than one ... date" before)', () => {
    for (const text of [
      'Confirmed, ref 4471. Arrival: 13 March (your request: 12 March).',
      'Confirmada, localizador 4471. Llegada: 13/03 (ustedes indican 12/03).',
      'Confirmée, n° 4471. Arrivée : 13/03 (votre demande indique 12/03).',
      'Bestätigt, Buchungsnr. 4471. Bei uns ist die Anreise am 13.03. (Ihre Anfrage: 12.03.).',
      'Confermata, n. 4471. Arrivo: 13/03 (nella vostra richiesta 12/03).',
      'Confirmada, nº 4471. Chegada: 13/03 (no vosso pedido: 12/03).',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckIn', text);
    for (const text of [
      'Confirmed, ref 4471. Departure 14 March (previously 15 March).',
      'Confirmada, localizador 4471. Salida 14/03 (antes 15/03).',
      'Bestätigt, Buchungsnr. 4471. Abreise 14.03. (bisher 15.03.).',
      'Confermata, n. 4471. Partenza 14/03 (prima era il 15/03).',
      'Confirmada, nº 4471. Saída 14/03 (anteriormente 15/03).',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckOut', text);
    assert.equal(verdict('Confirmed, ref 4471. Twin room (was double).'), 'DISCREPANCY RoomType');
    assert.match(verdict('Confirmed, ref 4471. Arrival 13 March (12 March?).'), /^review: /);
  });
});

describe('thirteenth pass: the beds of a room that holds them', () => {
  it('a double bed or two single beds in a family room or a suite are its furnishing (each "names more than one room type" before)', () => {
    const family = booking('Family Room', 'HB');
    for (const text of [
      'Bestätigt, Buchungsnr. 4471. Familienzimmer mit Doppelbett und Stockbett.',
      'Confirmée, n° 4471. Chambre familiale avec un lit double et deux lits simples.',
      'Confermata, n. 4471. Camera familiare con letto matrimoniale.',
      'Confirmada, nº 4471. Quarto familiar com cama de casal.',
    ]) assert.equal(verdict(text, family), 'CONFIRMED 4471', text);
    assert.equal(verdict('Confirmada, localizador 4471. Suite con cama de matrimonio.', booking('Junior Suite', 'HB')), 'CONFIRMED 4471');
    // A double room stays a double; a family room booked and a double room said differ (guards).
    assert.equal(verdict('Confirmed, ref 4471. Double room with breakfast and dinner.'), 'CONFIRMED 4471');
    assert.equal(verdict('Confirmed, ref 4471. A double room with a double bed.', family), 'DISCREPANCY RoomType');
  });
});

describe('thirteenth pass: the count of nights replaced', () => {
  it('"the 3 nights become 2", "reduced from 3 to 2 nights": the departure stated is the hotel\'s (each "the number of nights does not agree" before)', () => {
    for (const text of [
      'Confirmed, ref 4471. The 3 nights become 2, departure 14 March.',
      'Confirmed, ref 4471. Reduced from 3 to 2 nights, departure 14 March.',
      'Confirmada, localizador 4471. Las 3 noches pasan a ser 2, salida el 14.',
      'Confirmée, n° 4471. Les 3 nuits deviennent 2, départ le 14 mars.',
      'Confermata, n. 4471. Da 3 notti passiamo a 2, partenza il 14 marzo.',
      'Confirmada, nº 4471. As 3 noites passam a 2, saída a 14 de março.',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckOut', text);
    // Stated once, the nights still say the departure (guard).
    assert.equal(verdict('Bestätigt, Buchungsnr. 4471. Aus 3 Nächten werden 2, Abreise am 14.03.'), 'DISCREPANCY CheckOut');
  });
});

describe('thirteenth pass: more ways a desk marks the old value', () => {
  it('"(you had Double)", "replaced by B&B", "petit-déjeuner (pas de demi-pension)" (each a review of two values before); "could not give the double", "plutôt qu\'une double" (read right before, and still, though a room adjective beside a room type may now name a room)', () => {
    for (const text of ['Confirmed, ref 4471. We could not give the double, so we put them in a twin.', 'Confirmed, ref 4471. Room type: Twin (you had Double)', 'Confirmée, n° 4471. Ce sera une twin plutôt qu\'une double.']) assert.equal(verdict(text), 'DISCREPANCY RoomType', text);
    for (const text of ['Confirmed, ref 4471. Half board replaced by B&B.', 'Confirmée, n° 4471. Formule : petit-déjeuner (pas de demi-pension).']) assert.equal(verdict(text), 'DISCREPANCY BoardType', text);
  });
});

describe('thirteenth pass: a meal word beside the board it replaces', () => {
  it('"Frühstück statt Halbpension", "petit-déjeuner au lieu de la demi-pension" name breakfast (each "the hotel says it does not have the booked board" before)', () => {
    assert.equal(verdict('Bestätigt, Buchungsnr. 4471. Zweibettzimmer statt Doppelzimmer, Frühstück statt Halbpension, alle 3 Nächte.'), 'DISCREPANCY BoardType,RoomType');
    assert.equal(verdict('Confirmée, n° 4471. Chambre twin au lieu de double, petit-déjeuner au lieu de la demi-pension, pour les 3 nuits.'), 'DISCREPANCY BoardType,RoomType');
    // Breakfast and dinner instead of full board is half board, not breakfast (guard).
    assert.equal(verdictOf('Confirmed, ref 4471. Breakfast and dinner instead of full board.', booking('Double Room', 'FB')), 'DISCREPANCY BoardType');
    assert.equal(verdictOf('Confirmed, ref 4471. Breakfast and dinner instead of full board.', booking('Double Room', 'HB')), 'CONFIRMED 4471');
  });
});

describe('thirteenth pass: the stay said by its first or last night, or by the booking\'s start and end', () => {
  it('"Last night: 13 March" is a departure on the 14th; "the booking starts on", "se van el", "quittent l\'hôtel le", "lasciano la camera il", "deixam o hotel a" place their date (each "a date that is neither ..." before)', () => {
    for (const text of [
      'Confirmed, ref 4471. The last night is 13 March.',
      'Confirmed, ref 4471. The booking ends on 14 March.',
      'Confirmada, localizador 4471. Última noche: 13 de marzo.',
      'Confirmada, localizador 4471. Se van el 14 de marzo.',
      'Confirmée, n° 4471. Dernière nuit le 13 mars.',
      'Confirmée, n° 4471. Ils quittent l\'hôtel le 14 mars.',
      'Bestätigt, Buchungsnr. 4471. Die letzte Nacht ist der 13.03.',
      'Confermata, n. 4471. Ultima notte: 13 marzo.',
      'Confermata, n. 4471. Lasciano la camera il 14 marzo.',
      'Confirmada, nº 4471. Última noite: 13 de março.',
      'Confirmada, nº 4471. Deixam o hotel a 14 de março.',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckOut', text);
    for (const text of ['Confirmed, ref 4471. The booking starts on 13 March.', 'Confirmed, ref 4471. First night: 13 March.', 'Confirmada, localizador 4471. La reserva empieza el 13 de marzo.']) assert.equal(verdict(text), 'DISCREPANCY CheckIn', text);
    // The booked ones confirm (the two last nights were a review before; the booked departure in words confirmed already).
    for (const text of ['Confirmed, ref 4471. The last night is 14 March.', 'Confermata, n. 4471. Ultima notte: 14 marzo.', 'Confirmée, n° 4471. Ils quittent l\'hôtel le 15 mars.']) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });
});


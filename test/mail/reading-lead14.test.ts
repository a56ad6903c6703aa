// What the lead read in stop 14's tuning letters (fixtures/hotel-replies-tuning13), as general rules in six languages:
// one night named in a reply ("complets la nuit du 8 au 9 août") is a night, not where a longer stay begins or ends;
// a guess that the guest booked another hotel beside a plain "no" is no doubt about the no; a flight's or a train's
// number is no rival of the confirmation; "nro" is a number's label (Latin American Spanish); a labelled number
// grouped by dots ("45.221") is one number; a part of the house closed on one day of the stay is practical news; and a
// linked banner's words ("OFFRE AUTOMNE ... du 1er octobre au 15 décembre") are not the hotel's text; and an hour to
// arrive by, with a call asked otherwise, holds nothing; a minimum age is the house's rule, kept by a booking of adults;
// a chain's "Cancel Policy : FREE CXL UNTIL ..." row is its terms; "ne sera confirmée qu'à réception de l'acompte" is a
// condition; and a confirmation number beside a waiting list offered for what differs is a person's, not a wait.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { htmlToText } from '../../src/domain/hotelMail/html.js';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

// Three nights, Friday 12 to Monday 15 March 2027, a double room with breakfast, for Ana Ruiz.
const booking = BookingSchema.parse({
  BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
  Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] },
});
// One night, 12 to 13 March.
const oneNight = BookingSchema.parse({ ...booking, CheckOut: '2027-03-13' });
const verdict = (text: string, b = booking) => verdictOf(text, b);

describe('one night named in a reply about a longer stay', () => {
  it('outside the stay the hotel states, it is why the stay is shorter: the departure differs', () => {
    for (const text of [
      "Nous avons bien la réservation de Mme Ana Ruiz, n° 5581, mais du 12/03 au 14/03 (2 nuits) et non jusqu'au 15/03 : nous sommes complets la nuit du 14 au 15 mars.",
      'We have the booking for Ms Ana Ruiz, conf. 5581, but from 12/03 to 14/03 (2 nights), not until 15/03: we are full on the night of 14 to 15 March.',
      'Tenemos la reserva de la Sra. Ana Ruiz, localizador 5581, pero del 12/03 al 14/03 (2 noches) y no hasta el 15/03: estamos completos la noche del 14 al 15 de marzo.',
      'Wir haben die Buchung für Frau Ana Ruiz, Nr. 5581, aber vom 12.03. bis 14.03. (2 Nächte), nicht bis 15.03.: in der Nacht vom 14. auf den 15. März sind wir ausgebucht.',
      'Abbiamo la prenotazione della Sig.ra Ana Ruiz, n. 5581, ma dal 12/03 al 14/03 (2 notti) e non fino al 15/03: siamo al completo la notte del 14 marzo.',
      'Temos a reserva da Sra. Ana Ruiz, n.º 5581, mas de 12/03 a 14/03 (2 noites) e não até 15/03: estamos lotados na noite de 14 para 15 de março.',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckOut', text); // review before in French and English: "more than one check-in date"
  });

  it('inside the stay, or with no stay stated, a person reads it; never a confirmation', () => {
    for (const text of [
      'Confirmamos la reserva de la Sra. Ana Ruiz, localizador 5581. La noche del 13 al 14 de marzo estamos completos.',
      'Nous confirmons la réservation de Mme Ana Ruiz, n° 5581, du 12 au 15 mars. Attention : la nuit du 13 au 14 mars la chambre sera une twin.',
      'Reservation confirmed for Ms Ana Ruiz, conf. 5581, on the night of 12 March.',
    ]) assert.match(verdict(text), /^review: the hotel names one night of a longer stay/, text);
  });

  it('"for the night of" a longer booking is still a stay of one night, and a one-night booking\'s night is its stay', () => {
    assert.equal(verdict('Reservation confirmed for Ms Ana Ruiz, conf. 5581, for the night of 12 March.'), 'DISCREPANCY CheckOut');
    assert.equal(verdict('Nous confirmons la réservation de Mme Ana Ruiz, n° 5581, pour la nuit du 12 au 13 mars.', oneNight), 'CONFIRMED 5581');
    assert.equal(verdict('Nous confirmons la réservation de Mme Ana Ruiz, n° 5581, pour la nuit du 13 au 14 mars.', oneNight), 'DISCREPANCY CheckIn,CheckOut');
  });
});

describe('a plain "no" with a guess where the booking may be', () => {
  it('is the no, in six languages', () => {
    for (const text of [
      "Après vérification, nous n'avons aucune réservation au nom de Mme Ruiz. Peut-être s'agit-il d'un autre établissement ?",
      'We have no booking under the name of Ms Ruiz. Perhaps the guest booked another hotel with a similar name?',
      'No tenemos ninguna reserva a nombre de la Sra. Ruiz. ¿Quizás se trate de otro hotel?',
      'Wir haben keine Reservierung auf den Namen Ruiz. Vielleicht handelt es sich um ein anderes Hotel?',
      'Non abbiamo nessuna prenotazione a nome Ruiz. Forse si tratta di un altro hotel?',
      'Não temos nenhuma reserva em nome da Sra. Ruiz. Talvez seja outro hotel?',
    ]) assert.equal(verdict(text), 'NO_BOOKING', text); // review before: "the answer is not certain"
  });

  it('a doubt about the no itself still goes to a person', () => {
    for (const text of [
      "Nous n'avons peut-être aucune réservation au nom de Mme Ruiz, je vérifie.",
      'Vielleicht haben wir keine Reservierung auf den Namen Ruiz, ich prüfe das noch.',
    ]) assert.doesNotMatch(verdict(text), /^NO_BOOKING/, text);
  });
});

describe('numbers beside the confirmation', () => {
  it("a flight's number noted with a late arrival is the flight's", () => {
    for (const text of [
      'Booking confirmed, conf 20394 for Ms Ruiz. Late arrival noted (flight BA2490).',
      'Reserva confirmada, nro 20394 a nombre de Ruiz. Tomamos nota de la llegada tarde (vuelo AR1303).',
      'Réservation confirmée, n° 20394, Mme Ruiz. Arrivée tardive notée (vol AF1234).',
      'Buchung bestätigt, Nr. 20394, Frau Ruiz. Späte Anreise notiert (Flug LH1234).',
      'Prenotazione confermata, n. 20394, Sig.ra Ruiz. Arrivo tardivo annotato (volo AZ1234).',
      'Reserva confirmada, n.º 20394, Sra. Ruiz. Chegada tardia anotada (voo TP1234).',
    ]) assert.equal(verdict(text), 'CONFIRMED 20394', text); // review before: "two numbers either of which could be the confirmation"
  });

  it('a number grouped by dots after a label is one number, as written; an amount is not', () => {
    assert.equal(verdict('Reserva confirmada, Sra. Ana Ruiz, número de confirmación 45.221, del 12 al 15 de marzo.'), 'CONFIRMED 45.221'); // NO_HCN before
    assert.equal(verdict('Buchung bestätigt für Frau Ana Ruiz, Buchungsnummer 1.204.557.'), 'CONFIRMED 1.204.557');
    assert.doesNotMatch(verdict('Reserva confirmada, Sra. Ana Ruiz, número de confirmación 45.221,50 EUR'), /^CONFIRMED/);
    assert.doesNotMatch(verdict('Reserva confirmada, Sra. Ana Ruiz, localizador 1.250 EUR'), /^CONFIRMED/);
  });
});

describe('practical news and decoration', () => {
  it('a part of the house closed on one day inside the stay is practical news; the hotel or the room closed is not', () => {
    for (const text of [
      'Nous confirmons la réservation de Mme Ruiz, référence 47309. Pour information, le spa sera exceptionnellement fermé le samedi 13 mars de 9h à 14h pour entretien.',
      "We confirm Ms Ruiz's booking, ref 47309. Please note the pool will be closed on 13 March.",
      'Confirmamos la reserva de la Sra. Ruiz, localizador 47309. El restaurante estará cerrado el 13 de marzo.',
    ]) assert.equal(verdict(text), 'CONFIRMED 47309', text); // review before: "a date that is neither the booked check-in nor check-out"
    for (const text of [
      "Nous confirmons la réservation de Mme Ruiz, référence 47309. L'hôtel sera fermé le 13 mars.",
      'Wir bestätigen die Buchung von Frau Ruiz, Nr. 47309. Das Zimmer ist am 13.03. leider nicht verfügbar, die Sauna ist geschlossen.',
    ]) assert.match(verdict(text), /^review/, text);
  });

  it("a linked image's alt text (a banner, a logo) is left out of the text read; an image's own alt text stays", () => {
    const html = '<p>Nous confirmons la réservation, référence 47309.</p><p><a href="https://hotel.example/offres"><img src="b.jpg" alt="OFFRE AUTOMNE : du 1er octobre au 15 décembre 2027"></a></p><p><img src="ok.png" alt="Confirmé"> Mme Ruiz</p>';
    const text = htmlToText(html);
    assert.doesNotMatch(text, /OFFRE AUTOMNE/);
    assert.match(text, /Confirmé Mme Ruiz/);
    assert.equal(verdict(text), 'CONFIRMED 47309');
    // The same words written as the hotel's own text are still never a confirmation (the banner's alt text was read so
    // before: DISCREPANCY CheckIn,CheckOut).
    assert.match(verdict('Nous confirmons la réservation, référence 47309.\n\nOFFRE AUTOMNE : du 1er octobre au 15 décembre 2027'), /^(?:review|DISCREPANCY)/);
  });
});

describe('an hour to arrive by, with a call asked otherwise', () => {
  it('is practical news where nothing is held or released (six languages)', () => {
    for (const text of [
      'Confirmed, Ms Ana Ruiz, conf 12044. Please arrive by 8 pm, otherwise give us a quick call: 03 89 41 00 00.',
      'Bestätigt, Frau Ana Ruiz, Nr. 12044. Anreise bitte bis 20 Uhr, sonst kurz anrufen: 03 89 41 00 00.',
      'Reserva confirmada, Sra. Ana Ruiz, localizador 12044. Por favor lleguen antes de las 20h, de lo contrario llamen al hotel.',
      'Prenotazione confermata, Sig.ra Ana Ruiz, n. 12044. Arrivo entro le 20, altrimenti chiamateci.',
      'Reserva confirmada, Sra. Ana Ruiz, n.º 12044. Chegada até às 20h, senão liguem para o hotel.',
      'Réservation confirmée, Mme Ana Ruiz, n° 12044. Arrivée avant 20h svp, sinon merci de nous appeler.',
    ]) assert.equal(verdict(text), 'CONFIRMED 12044', text); // review before: "a statement about a time limit"
  });

  it('a room held or released at that hour is still a condition', () => {
    for (const text of [
      'Confirmed, Ms Ana Ruiz, conf 12044. Please arrive by 8 pm, otherwise the room will be released.',
      'Confirmed, Ms Ana Ruiz, conf 12044. The room is held until 6 pm, otherwise call us.',
      'Bestätigt, Frau Ana Ruiz, Nr. 12044. Das Zimmer halten wir bis 18 Uhr, sonst bitte anrufen.',
    ]) assert.match(verdict(text), /^review/, text);
  });
});

describe("the house's minimum age", () => {
  const withChild = BookingSchema.parse({ ...booking, Guest: { ...booking.Guest, Adults: 2, Childs: 1, ChildAges: [8], RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2, Childs: 1, ChildAges: [8] }] } });
  const rules = [
    'Confirmed, Ms Ana Ruiz, conf 99214870. Guests must be 21 years of age or older.',
    'Reserva confirmada, Sra. Ana Ruiz, localizador 99214870. Los huéspedes deben ser mayores de 18 años.',
    "Réservation confirmée, Mme Ana Ruiz, n° 99214870. L'âge minimum est de 18 ans.",
    'Buchung bestätigt, Frau Ana Ruiz, Nr. 99214870. Das Mindestalter der Gäste beträgt 18 Jahre.',
    'Prenotazione confermata, Sig.ra Ana Ruiz, n. 99214870. Gli ospiti devono essere maggiorenni.',
    'Reserva confirmada, Sra. Ana Ruiz, n.º 99214870. Os hóspedes devem ser maiores de 18 anos.',
  ];
  it('is kept by a booking of adults only', () => {
    for (const text of rules) assert.equal(verdict(text), 'CONFIRMED 99214870', text); // review before in English and German
  });
  it('goes to a person when the booking holds a child', () => {
    for (const text of rules) assert.doesNotMatch(verdict(text, withChild), /^CONFIRMED/, text);
  });
});

describe("a chain's CRS block", () => {
  it('its "Cancel Policy : FREE CXL UNTIL" row is the terms, not a cancellation', () => {
    const text = 'Confirmation No. / N.o Confirmacao : LH87213094\nGuest / Hospede                    : RUIZ/ANA MS\nArrival / Chegada                  : 12-MAR-27\nDeparture / Partida                : 15-MAR-27\nCancel Policy                      : FREE CXL UNTIL 10-MAR-27 18:00 HTL TIME\nCity Tax / Taxa Turistica          : EUR 4.00 PP/NIGHT - PAY AT HOTEL';
    assert.equal(verdict(text), 'CONFIRMED LH87213094'); // review before: "a statement about cancellation the reader could not check"
    assert.match(verdict('Confirmed, conf 5512. Cancel policy: the booking is cancelled.'), /^review/);
  });
});

describe('conditions and waiting lists', () => {
  it('a booking confirmed only on receipt of a deposit is a condition, not a promise to answer later', () => {
    const text = "Nous avons bien la demande pour Mme Ruiz du 12 au 15 mars, dossier n° 2290. Cependant la réservation ne sera confirmée qu'à réception de l'acompte de 30 %. À ce jour nous n'avons rien reçu.";
    assert.match(verdict(text), /^review: .*the hotel sets a condition/); // PENDING before
  });

  it('a confirmation number beside a waiting list offered for what differs goes to a person with the number', () => {
    const family = BookingSchema.parse({ ...booking, Guest: { LeadName: 'Andrea Pinna', TotalRooms: 1, Adults: 2, Childs: 2, ChildAges: [4, 10], RoomStructure: [{ RoomType: 'Family Room', BoardType: 'BB', Adults: 2, Childs: 2, ChildAges: [4, 10] }] } });
    const text = "La prenotazione a nome Pinna Andrea è presente nel nostro sistema con n. di conferma CL27-00413, ma risulta registrata in camera Doppia Standard per 2 adulti e 1 bambino, e non in Family Room.\n\nLa Family Room per quelle date al momento non è disponibile; possiamo inserire la richiesta in lista d'attesa.";
    assert.match(verdict(text, family), /^review: the hotel gives a confirmation number and offers a waiting list/); // PENDING before
    // A booking only on the list, its number the list's, holds no room: a person reads it too (PENDING before stop 18).
    assert.match(verdict("La prenotazione è in lista d'attesa con il n. 4471.", family), /^review: the hotel put the booking on its waiting list/);
  });
});

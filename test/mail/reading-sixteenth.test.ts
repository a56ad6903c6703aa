// Issue 25, sixteenth pass: the dates the hotel states. A careful agent reads the hotel's stated arrival and departure
// (absolute, relative, by weekday, by nights) and compares them with the booking's local days; a date of something
// else (a charge, an invoice, the day the booking was made) is no stay date; two stay dates with nothing to say which is
// the hotel's go to a person. Every case marked "before" below was read otherwise on main c2c5521 (checked).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

// Three nights, Friday 12 to Monday 15 March 2027, a double room with half board.
const booking = BookingSchema.parse({
  BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
  Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'HB', Adults: 2 }] },
});
const verdict = (text: string) => verdictOf(text, booking);

describe('sixteenth pass: an arrival or departure said with a verb (six languages)', () => {
  it('"checking out on the 14th" is the departure, not the arrival ("checking" read as "check-in" before: DISCREPANCY CheckIn)', () => {
    for (const text of ['Confirmed, ref 4471. Checking out on the 14th.', 'Confirmed, ref 4471. The guests are checking out on 14 March.']) assert.equal(verdict(text), 'DISCREPANCY CheckOut', text);
    // As before: "checking in" is the arrival.
    assert.equal(verdict('Confirmed, ref 4471. Checking in on the 13th.'), 'DISCREPANCY CheckIn');
  });

  it('a German separable verb says which after the date: "reisen am 14.03. ab", "reisen erst am 13.03. an" (each "a date that is neither" before)', () => {
    assert.equal(verdict('Bestätigt, Buchungsnr. 4471. Die Gäste reisen am 14.03. ab.'), 'DISCREPANCY CheckOut');
    assert.equal(verdict('Bestätigt, Buchungsnr. 4471. Die Gäste reisen erst am 13.03. an.'), 'DISCREPANCY CheckIn');
    // As before: the booked days so said confirm.
    assert.equal(verdict('Bestätigt, Buchungsnr. 4471. Herr und Frau Ruiz reisen am 12.03. an und am 15.03. wieder ab.'), 'CONFIRMED 4471');
  });

  it('"les clients partent le 14", "gli ospiti partono il 14": the departure (each a review of "a statement about the guests" before)', () => {
    for (const text of ['Confirmée, n° 4471. Les clients partent le 14.', 'Confirmée, n° 4471. Madame Ruiz partira le 14 mars.', 'Confermata, n. 4471. Gli ospiti partono il 14.', 'Confermata, n. 4471. La signora Ruiz partirà il 14 marzo.']) assert.equal(verdict(text), 'DISCREPANCY CheckOut', text);
  });

  it('"arrivée décalée au lendemain": the arrival a day later (a review "could not check" before)', () => {
    assert.equal(verdict('Confirmée, n° 4471. Arrivée décalée au lendemain.'), 'DISCREPANCY CheckIn');
  });
});

describe('sixteenth pass: a range with a weekday before each day', () => {
  it('"Saturday 13th to Monday 15th March": the first day is the arrival (a review "a date that is neither" before)', () => {
    assert.equal(verdict('Confirmed, ref 4471. Saturday 13th to Monday 15th March, 2 nights.'), 'DISCREPANCY CheckIn');
    // As before (the range reader of facts.ts reads it).
    assert.equal(verdict('Confirmada, localizador 4471. Del sábado 13 al lunes 15 de marzo.'), 'DISCREPANCY CheckIn');
  });

  it('the booked days so written still confirm', () => {
    for (const text of ['Confirmed, ref 4471. Fri 12th to Mon 15th March.', 'Confirmed, ref 4471. Friday 12 - Monday 15 March, 3 nights.', 'Confirmed, ref 4471. Arriving Friday 12th, leaving Monday 15th.']) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });
});

describe('sixteenth pass: a dotted day and month is day first or no date', () => {
  it('"happy hour from 5.30.", "dinner from 7.30.": a time, never the 30th of May or July read month first (a review "a date that is neither" or "more than one check-in date" before)', () => {
    for (const text of ['Confirmed, ref 4471, arrival 12 March. Happy hour from 5.30.', 'Confirmed, ref 4471. Dinner is served from 7.30.']) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });

  it('a dotted day and month that is a day still is read ("Abreise 14.3." is the departure, as before)', () => {
    assert.equal(verdict('Bestätigt, Buchungsnr. 4471. Abreise 14.3.'), 'DISCREPANCY CheckOut');
  });
});

describe('sixteenth pass: a date of something else is no stay date (six languages)', () => {
  it('a charge, a debit, an invoice before the stay (each "a date that is neither the booked check-in nor check-out" before)', () => {
    for (const text of [
      'Confirmed, ref 4471. Card charged on 10 March.',
      'Confirmed, ref 4471. Amount charged: 450,00 EUR on 10/03/2027.',
      'Confermata, n. 4471. Addebito il 10/03.',
      'Bestätigt, Buchungsnr. 4471. Der Betrag wird am 10.03.2027 abgebucht.',
      'Bestätigt, Buchungsnr. 4471. Ihre Karte wird am 10.03.2027 belastet.',
      'Confirmada, localizador 4471. El cargo se realizará el 10/03/2027, cobro de la tarjeta.',
    ]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });

  it('the day the booking was made, in a letter\'s rows (each "a date that is neither" before)', () => {
    for (const text of [
      'Confirmed, ref 4471.\nArrival: 12 Mar 2027\nDeparture: 15 Mar 2027\nBooked on: 2 Feb 2027',
      'Confirmed, ref 4471.\nReservation date: 20/01/2027\nArrival: 12/03/2027\nDeparture: 15/03/2027',
      'Confirmada, localizador 4471.\nFecha de reserva: 20/01/2027\nEntrada: 12/03/2027\nSalida: 15/03/2027',
      'Confirmée, n° 4471.\nDate de réservation : 20/01/2027\nArrivée : 12/03/2027\nDépart : 15/03/2027',
      'Bestätigt, Buchungsnr. 4471.\nBuchungsdatum: 20.01.2027\nAnreise: 12.03.2027\nAbreise: 15.03.2027',
      'Confermata, n. 4471.\nData prenotazione: 20/01/2027\nArrivo: 12/03/2027\nPartenza: 15/03/2027',
      'Confirmada, nº 4471.\nData da reserva: 20/01/2027\nChegada: 12/03/2027\nPartida: 15/03/2027',
    ]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });
});

describe('sixteenth pass: precision (what must still go to a person, or read as a difference)', () => {
  it('a date after such a word that falls in or after the stay is not waved through: a person reads it', () => {
    for (const text of [
      'Confirmed, ref 4471. Card charged on 14 March.',
      'Confirmed, ref 4471. Reservation date: 13/03/2027.',
      'Bestätigt, Buchungsnr. 4471. Buchungsdatum: 13.03.2027.',
      'Confermata, n. 4471. Data prenotazione: 16/03/2027.',
    ]) assert.match(verdict(text), /^review: /, text);
  });

  it('an arrival or departure word after a payment or cancellation word makes the date the stay\'s again (each CONFIRMED before: a wrong confirmation)', () => {
    for (const text of [
      'Confirmed, ref 4471. Free cancellation; departure 14 March.',
      'Confirmed, ref 4471. Payment by card at the hotel, arrival 13 March.',
      'Bestätigt, Buchungsnr. 4471. Stornierung kostenfrei, Abreise 14.03.2027.',
      'Confirmada, localizador 4471. Pago en el hotel, salida el 14/03/2027.',
    ]) assert.match(verdict(text), /^DISCREPANCY Check(?:In|Out)$|^review: /, text);
  });

  it('an option, a release or a deadline date is left to the gate and a person, not read away as a charge', () => {
    for (const text of ['Bestätigt, Buchungsnr. 4471. Optionsdatum 20.02.2027.', 'Confirmed, ref 4471. Release date 20/02/2027.', 'Confirmée, n° 4471. Option jusqu\'au 20/02.']) assert.match(verdict(text), /^review: /, text);
  });

  it('a charge word composed with a changed departure, a second number, a question or a condition never confirms', () => {
    for (const text of [
      'Confirmed, ref 4471. Card charged on 10 March, departure 14 March.',
      'Confirmed, ref 4471 or 4472? Card charged on 10 March.',
      'Confirmed, ref 4471. Card charged on 10 March. Could you confirm the departure on the 14th?',
      'Confirmed, ref 4471, only if the card charged on 10 March is accepted.',
      'Bestätigt, Buchungsnr. 4471. Der Betrag wird am 10.03.2027 abgebucht, die Gäste reisen am 14.03. ab.',
    ]) assert.notEqual(verdict(text), 'CONFIRMED 4471', text);
  });

  it('"statt", "not", "au lieu du": the old day after the hotel\'s still reads the hotel\'s as the stay', () => {
    assert.equal(verdict('Bestätigt, Buchungsnr. 4471. Anreise 13.3. statt 12.3.'), 'DISCREPANCY CheckIn');
    assert.equal(verdict('Confirmed, ref 4471. We have the guest arriving on the 13th, not the 12th.'), 'DISCREPANCY CheckIn');
  });
});

describe('sixteenth pass: dates as reservation systems print them', () => {
  it('"12MAR27", "14MAR2027": read (not read before: "Arr/Dep: 12MAR27 - 14MAR27" CONFIRMED a booking to the 15th)', () => {
    for (const text of ['Confirmed, ref 4471.\nArr/Dep: 12MAR27 - 14MAR27', 'Confirmed, ref 4471.\nARR 12MAR2027 DEP 14MAR2027']) assert.equal(verdict(text), 'DISCREPANCY CheckOut', text);
    assert.equal(verdict('Confirmed, ref 4471.\nArr/Dep: 12MAR27 - 15MAR27'), 'CONFIRMED 4471');
  });
});

describe('sixteenth pass: a weekday alone for the arrival or the departure (six languages)', () => {
  it('no date said for that end of the stay: the nearest day of that weekday, a difference (each "names another weekday" review before)', () => {
    for (const text of [
      'Confirmed, ref 4471. Departure brought forward to Sunday.',
      'Confirmed, ref 4471. Arrival 12 March, departure on Sunday.',
      'Confirmada, localizador 4471. Adelantan la salida al domingo.',
      'Confirmée, n° 4471. Départ le dimanche.',
      'Bestätigt, Buchungsnr. 4471. Abreise bereits am Sonntag.',
      'Confermata, n. 4471. Partenza domenica.',
      'Confirmada, nº 4471. Saída no domingo.',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckOut', text);
    assert.equal(verdict('Confirmed, ref 4471. Arrival postponed to Saturday.'), 'DISCREPANCY CheckIn');
  });

  it('"we look forward to welcoming Ms Ruiz on Saturday" names the arrival (CONFIRMED before: a wrong confirmation); on the booked Friday it confirms', () => {
    assert.equal(verdict('Confirmed, ref 4471. We look forward to welcoming Ms Ruiz on Saturday.'), 'DISCREPANCY CheckIn');
    assert.equal(verdict('Confirmed, ref 4471. We look forward to welcoming Ms Ruiz on Friday.'), 'CONFIRMED 4471');
  });

  it('a weekday under a condition, offered, asked, or of the house\'s arrivals still goes to a person (guards, as before)', () => {
    for (const text of [
      'Confirmed, ref 4471. If the guests arrive on Saturday, please let us know.',
      'Confirmed, ref 4471. We can move the departure to Sunday if you wish.',
      'Confirmed, ref 4471. Could the guests leave on Sunday?',
      'Confirmed, ref 4471. Reception open Monday to Friday; late arrivals on Saturday use the key box.',
    ]) assert.match(verdict(text), /^review: /, text);
  });
});

describe('sixteenth pass: an arrival moved is a date, not a relocation', () => {
  it('"arrival has been moved to the 13th", "ha sido trasladada al 13", "a été déplacée au 13" (each "says the booking was cancelled" before)', () => {
    for (const text of ['Confirmed, ref 4471. Arrival has been moved to the 13th.', 'Confirmada, localizador 4471. La llegada ha sido trasladada al 13.', 'Confirmée, n° 4471. L\'arrivée a été déplacée au 13.']) assert.equal(verdict(text), 'DISCREPANCY CheckIn', text);
  });

  it('a booking moved to another hotel is still never a confirmation', () => {
    for (const text of ['Confirmed, ref 4471. The booking has been moved to our sister hotel.', 'Confirmada, localizador 4471. La reserva ha sido trasladada al Hotel Sol.']) assert.notEqual(verdict(text), 'CONFIRMED 4471', text);
  });
});

describe('sixteenth pass: the old day named after the new one (six languages)', () => {
  it('"(initially 12 March)", "(from 12 March)", "neu: X, alt: Y": the first day is the hotel\'s (each "more than one check-in date" before)', () => {
    for (const text of [
      'Confirmed, ref 4471. Arrival 13 March (initially 12 March).',
      'Confirmed, ref 4471. Arrival date changed to 13 March (from 12 March).',
      'Bestätigt, Buchungsnr. 4471. Anreise neu: 13.03.2027, alt: 12.03.2027.',
      'Confirmada, localizador 4471. Llegada: 13/03 (inicialmente 12/03).',
      'Confermata, n. 4471. Arrivo 13/03/2027 (inizialmente 12/03/2027).',
      'Confirmada, nº 4471. Chegada a 13/03/2027 (inicialmente 12/03/2027).',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckIn', text);
  });

  it('the booked day named as the new one confirms ("more than one check-in date" before); two days with nothing to say which is the hotel\'s go to a person', () => {
    assert.equal(verdict('Bestätigt, Buchungsnr. 4471. Anreise neu: 12.03.2027, alt: 11.03.2027.'), 'CONFIRMED 4471');
    for (const text of ['Confirmed, ref 4471. Arrival 12 March or 13 March.', 'Confirmed, ref 4471. Arrival 12 March. Arrival 13 March.', 'Confirmed, ref 4471. Arrival Saturday/Sunday/Monday.']) assert.match(verdict(text), /^review: /, text);
  });
});

describe('sixteenth pass: a count of nights from a day (six languages)', () => {
  it('"3 nights from 13 March": the arrival that day and the departure three nights on (the English and the German a review "a date that is neither" before; the other four read so already)', () => {
    for (const text of [
      'Confirmed, ref 4471. 3 nights from 13 March.',
      'Confirmada, localizador 4471. 3 noches a partir del 13 de marzo.',
      'Confirmée, n° 4471. 3 nuits à partir du 13 mars.',
      'Bestätigt, Buchungsnr. 4471. 3 Nächte ab 13.03.2027.',
      'Confermata, n. 4471. 3 notti dal 13 marzo.',
      'Confirmada, nº 4471. 3 noites a partir de 13 de março.',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckIn,CheckOut', text);
    assert.equal(verdict('Confirmed, ref 4471. 3 nights from 12 March.'), 'CONFIRMED 4471');
  });
});

describe('sixteenth pass: an hour of the arrival is no date', () => {
  it('"Heure d\'arrivée : 18.10", "ore 21.10.", "gegen 21.10", "at 23.10", "21.10 approx." (each read as a day of October before: DISCREPANCY CheckIn, or a review)', () => {
    for (const text of [
      'Confirmée, n° 4471. Heure d\'arrivée : 18.10',
      'Confermata, n. 4471. Arrivo previsto ore 21.10.',
      'Bestätigt, Buchungsnr. 4471. Anreise gegen 21.10 notiert.',
      'Confirmed, ref 4471. Late arrival at 23.10 noted.',
      'Confirmed, ref 4471. Arrival 21.10 approx.',
    ]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });
});

describe('sixteenth pass: the letter\'s own date, and the day a message or request was written (six languages)', () => {
  it('"Sitges, 8 March 2027" at the head of a letter, "Date: 08.03.2027" (each "a date that is neither" before)', () => {
    for (const text of [
      'Confirmed, ref 4471.\nDate: 08.03.2027',
      'Sitges, 8 March 2027\n\nConfirmed, ref 4471.',
      'Sitges, a 8 de marzo de 2027\n\nConfirmada, localizador 4471.',
      'Sitges, le 8 mars 2027\n\nConfirmée, n° 4471.',
      'Sitges, 08.03.2027\n\nBestätigt, Buchungsnr. 4471.',
      'Sitges, 8 marzo 2027\n\nConfermata, n. 4471.',
      'Lisboa, 8 de março de 2027\n\nConfirmada, nº 4471.',
    ]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });

  it('"we received your request on 8 March", "Ihre Anfrage vom 08.03.2027" (each "a date that is neither" before, or a review of the gate)', () => {
    for (const text of [
      'Confirmed, ref 4471. We received your request on 8 March.',
      'Thank you for your e-mail of 8 March. Confirmed, ref 4471.',
      'Confirmada, localizador 4471. Recibimos su solicitud el 8 de marzo.',
      'Confirmée, n° 4471. Nous avons bien reçu votre demande du 8 mars.',
      'Bestätigt, Buchungsnr. 4471. Vielen Dank für Ihre Anfrage vom 08.03.2027.',
      'Confermata, n. 4471. Grazie per la vostra richiesta del 08/03/2027.',
      'Confirmada, nº 4471. Obrigado pelo seu pedido de 08/03/2027.',
    ]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });

  it('a day a day or two before the check-in, a range, a label above, an arrival word after: never waved through as a letter\'s date', () => {
    for (const text of [
      'Confirmed, ref 4471. We received your request on 10 March.',
      'Confirmed, ref 4471. Arrival:\n\n11/03/2027',
      'Confirmed, ref 4471.\n11/03/2027',
    ]) assert.match(verdict(text), /^review: /, text);
    for (const text of ['Confirmed, ref 4471. Thank you for your request for 11-15 March.', 'Bestätigt, Buchungsnr. 4471. Ihre Anfrage vom 11.03. bis 15.03.2027.', 'Confirmed, ref 4471. We received your request on 8 March: arrival 13 March.']) assert.notEqual(verdict(text), 'CONFIRMED 4471', text);
  });
});

describe('sixteenth pass: a stay confirmed in words, its dates below', () => {
  it('"É com todo o gosto que confirmo a estadia da Sra. Ana Ruiz no Solar dos Azulejos:" (a review "could not check" before)', () => {
    assert.equal(verdict('Muito obrigada pelo vosso contacto. É com todo o gosto que confirmo a estadia da Sra. Ana Ruiz no Solar dos Azulejos:\n\nChegada na sexta-feira, 12 de março, e partida na segunda-feira, 15 de março.\n\nNúmero de confirmação: 4471'), 'CONFIRMED 4471');
  });

  it('a stay confirmed as extended or shortened, in words alone, still goes to a person', () => {
    for (const text of ['Confirmed, ref 4471. We confirm the extended stay.', 'Confirmed, ref 4471. We confirm a shorter stay.']) assert.match(verdict(text), /^review: /, text);
  });
});

describe('sixteenth pass: more words of a departure (es, fr, it, en)', () => {
  it('"dejan la habitación el 14", "se va un día antes", "check out el día 14", "repartent le dimanche", "fino al 14", "partono un giorno prima", "uscita il 14" (each a review or DISCREPANCY CheckIn before)', () => {
    for (const text of [
      'Confirmada, localizador 4471. Los clientes dejan la habitación el 14.',
      'Confirmada, localizador 4471. El cliente se va un día antes, el 14.',
      'Confirmada, localizador 4471. Check out el día 14.',
      'Confirmed, ref 4471. Check out on the 14th.',
      'Confirmée, n° 4471. Ils repartent le dimanche.',
      'Confermata, n. 4471. Fino al 14 marzo.',
      'Confermata, n. 4471. Partono un giorno prima, il 14.',
      'Confermata, n. 4471. Uscita il 14 marzo.',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckOut', text);
  });
});

describe('sixteenth pass: precision, the new readings composed with traps', () => {
  it('a weekday change with a second number, a condition, a quoted request, another booking\'s code or a question never confirms', () => {
    for (const text of [
      'Confirmed, ref 4471 or 4472? Departure brought forward to Sunday.',
      'Confirmed, ref 4471. Departure brought forward to Sunday, if the guest agrees.',
      'Confirmed, ref 4471. You requested a departure on Sunday; we have it on Monday.',
      'Confirmed, ref 4471. "Departure on Sunday" was your request; could you confirm?',
      'Confirmed, ref 4471. Booking BK-2027-9999: departure Sunday.',
      'Confirmed, ref 4471. Departure Sunday 14th, or Monday 15th?',
      'Confirmed, ref 4471. Card charged on 10 March and departure brought forward to Sunday?',
    ]) assert.match(verdict(text), /^review: /, text);
  });

  it('a letter\'s date or a charge beside a changed stay date leaves the difference read', () => {
    assert.equal(verdict('Confirmed, ref 4471.\nDate: 08.03.2027\nArrival: 13.03.2027'), 'DISCREPANCY CheckIn');
    assert.equal(verdict('Sitges, 8 March 2027\n\nConfirmed, ref 4471. Departure 14 March.'), 'DISCREPANCY CheckOut');
    assert.equal(verdict('Confirmed, ref 4471. Card charged on 10 March, departure 14 March.'), 'DISCREPANCY CheckOut');
    assert.equal(verdict('Confirmed, ref 4471. As requested, departure on Monday.'), 'CONFIRMED 4471');
  });
});

describe('sixteenth pass: "Mar" after a weekday or an arrival label is the month', () => {
  it('"Stay: Sat 13 Mar - Mon 15 Mar", "Arr: 13 Mar" (each CONFIRMED before: wrong confirmations); "Dep: 14 Mar" (a review before)', () => {
    for (const text of ['Confirmed, ref 4471. Stay: Sat 13 Mar - Mon 15 Mar.', 'Confirmed, ref 4471. Arr: 13 Mar', 'Confirmed, ref 4471. Arr. 13/03/27']) assert.equal(verdict(text), 'DISCREPANCY CheckIn', text);
    assert.equal(verdict('Confirmed, ref 4471. Dep: 14 Mar.'), 'DISCREPANCY CheckOut');
    for (const text of ['Confirmed, ref 4471. Stay: Fri 12 Mar - Mon 15 Mar.', 'Confirmed, ref 4471. Arr: 12 Mar, Dep: 15 Mar.']) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });
});

describe('sixteenth pass: more words of an arrival, and a shift by a day (six languages)', () => {
  it('"booked in for the 13th", "due in on Saturday 13th", "checks in on the 13th", "kommt erst am 13.03.", "vient le 13" (each a review before)', () => {
    for (const text of [
      'Confirmed, ref 4471. Ms Ruiz is booked in for the 13th.',
      'Confirmed, ref 4471. Ms Ruiz is due in on Saturday 13th.',
      'Confirmed, ref 4471. The guest checks in on the 13th.',
      'Bestätigt, Buchungsnr. 4471. Frau Ruiz kommt erst am 13.03.',
      'Confirmée, n° 4471. La cliente vient le 13.',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckIn', text);
  });

  it('"pushed back by a day", "repoussée d\'un jour", "verschiebt sich um einen Tag", "se retrasa un día", "slitta di un giorno", "adiada um dia"; "brought forward by one day" (each a review before)', () => {
    for (const text of [
      'Confirmed, ref 4471. The arrival has been pushed back by a day.',
      'Confirmed, ref 4471. Arrival delayed by one day.',
      'Confirmée, n° 4471. L\'arrivée est repoussée d\'un jour.',
      'Bestätigt, Buchungsnr. 4471. Die Anreise verschiebt sich um einen Tag.',
      'Confirmada, localizador 4471. La llegada se retrasa un día.',
      'Confermata, n. 4471. L\'arrivo slitta di un giorno.',
      'Confirmada, nº 4471. A chegada foi adiada um dia.',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckIn', text);
    for (const text of ['Confirmed, ref 4471. Departure brought forward by one day.', 'Confirmada, localizador 4471. La salida se adelanta un día.']) assert.equal(verdict(text), 'DISCREPANCY CheckOut', text);
  });
});

describe('sixteenth pass (tuning11): a block\'s release date, a nights row aligned by spaces', () => {
  it('"Der Release ... aus dem Kontingent war am 14.02.2027", "a data de release do bloco foi 21/02/2027" (each "a date that is neither" before)', () => {
    for (const text of [
      'Bestätigt, Buchungsnr. 4471. Der Release für nicht abgerufene Zimmer aus dem Kontingent war am 14.02.2027.',
      'Confirmada, nº 4471. A data de release do bloco foi 21/02/2027; estes quartos estão garantidos.',
      'Confirmed, ref 4471. The release date of the group block was 20/02/2027.',
    ]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
    // A booking's own release date, or one beside an option, is left to a person.
    for (const text of ['Confirmed, ref 4471. Release date 20/02/2027.', 'Confirmed, ref 4471. Option on the block, release date 20/02/2027.']) assert.match(verdict(text), /^review: /, text);
  });

  it('"Nights                3" in a letter\'s table is the booked count, read (a review "could not check" before); another count is not', () => {
    assert.equal(verdict('Confirmed, ref 4471.\nConfirmation number   4471\nArrival               Fri 12 Mar 2027, from 15:00\nDeparture             Mon 15 Mar 2027, until 11:00\nNights                3'), 'CONFIRMED 4471');
    assert.match(verdict('Confirmed, ref 4471.\nArrival               Fri 12 Mar 2027\nDeparture             Mon 15 Mar 2027\nNights                2'), /^review: /);
  });
});

describe('sixteenth pass (tuning11): the hour of the arrival', () => {
  it('"Como la llegada puede ser pasada la medianoche, la reserva queda garantizada" (a review "could not check" before)', () => {
    assert.equal(verdict('Os confirmo la reserva.\n  Nº de reserva: 4471\n  Llegada: viernes 12 de marzo, hora prevista 23:40\n  Salida: lunes 15 de marzo\nComo la llegada puede ser pasada la medianoche, la reserva queda garantizada con la tarjeta de la agencia y no se libera.'), 'CONFIRMED 4471');
  });

  it('a day of the month beside the hour is still read ("Arrival after midnight on the 13th" is no confirmation)', () => {
    assert.notEqual(verdict('Confirmed, ref 4471. Arrival after midnight on the 13th.'), 'CONFIRMED 4471');
  });
});

describe('sixteenth pass: precision, dates the reader did not see at all', () => {
  it('"Stay 13/15 March" is a range; "Check in: 13", "Check out: 14" are stay statements (each CONFIRMED before: wrong confirmations)', () => {
    assert.equal(verdict('Confirmed, ref 4471. Stay 13/15 March.'), 'DISCREPANCY CheckIn');
    for (const text of ['Confirmed, ref 4471. Check in: 13', 'Confirmed, ref 4471. Check out: 14']) assert.notEqual(verdict(text), 'CONFIRMED 4471', text);
    assert.equal(verdict('Confirmed, ref 4471. Stay 12/15 March.'), 'CONFIRMED 4471');
  });

  it('"Check in from 3pm, check out by 11am" is the house\'s hours, as "Check-in from 3pm" is (a review "time limit" before)', () => {
    assert.equal(verdict('Confirmed, ref 4471. Check in from 3pm, check out by 11am.'), 'CONFIRMED 4471');
  });
});

describe('sixteenth pass: precision, "Mar" or "May" as a month near the stay', () => {
  it('"Confirmed for 13 Mar", "Mar 13, 3 nights" for a stay from the 12th are read (each CONFIRMED before: wrong confirmations); the booked day confirms', () => {
    for (const text of ['Confirmed for 13 Mar, ref 4471.', 'Confirmed, ref 4471. Mar 13, 3 nights.']) assert.notEqual(verdict(text), 'CONFIRMED 4471', text);
    for (const text of ['Confirmed for 12 Mar, ref 4471.', 'Confirmed, ref 4471. Guests 2 may arrive late.']) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });
});

describe('sixteenth pass: precision, a dotted day and month near the stay', () => {
  it('"Confirmed for 13.03 and 3 nights" is read (CONFIRMED before: a wrong confirmation); amounts, hours and the booked day are not differences', () => {
    for (const text of ['Confirmed for 13.03 and 3 nights, ref 4471.', 'Confirmed for 13-03 and 3 nights, ref 4471.']) assert.notEqual(verdict(text), 'CONFIRMED 4471', text);
    for (const text of ['Confirmed for 12.03 and 3 nights, ref 4471.', 'Confirmed, ref 4471. Price EUR 13.03 per night.', 'Confirmed, ref 4471. Total 13.03 EUR.', 'Confirmed, ref 4471. Reception closes at 11.03 pm.', 'Confirmed, ref 4471. Breakfast from 7.30 to 10.30.']) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });
});

describe('sixteenth pass: letters\' date rows', () => {
  it('"Arrival Date: 2027.03.13" (year first with dots) is read (CONFIRMED before: a wrong confirmation); "2027-03-13T15:00" too (a review before)', () => {
    for (const text of ['Confirmed, ref 4471.\nArrival Date: 2027.03.13', 'Confirmed, ref 4471.\nArrival Date: 2027-03-13T15:00']) assert.equal(verdict(text), 'DISCREPANCY CheckIn', text);
    assert.equal(verdict('Confirmed, ref 4471.\nArrival Date: 2027.03.12\nDeparture Date: 2027.03.15'), 'CONFIRMED 4471');
  });

  it('a row of dates under a row of labels aligned by spaces: each date is its column\'s ("more than one check-out date" before)', () => {
    assert.equal(verdict('Confirmed, ref 4471.\nCheck-in Date        Check-out Date\n13.03.2027           15.03.2027'), 'DISCREPANCY CheckIn');
    assert.equal(verdict('Confirmed, ref 4471.\nCheck-in Date        Check-out Date\n12.03.2027           15.03.2027'), 'CONFIRMED 4471');
  });
});

describe('sixteenth pass: precision, a word of another clause', () => {
  it('"You sent 12-15 March; we have 13-15 March": "sent" speaks of its own clause (CONFIRMED before: a wrong confirmation)', () => {
    assert.equal(verdict('Confirmed, ref 4471. You sent 12-15 March; we have 13-15 March.'), 'DISCREPANCY CheckIn');
    // The second day of a range stays in the first's clause: a restaurant closed "du 8 au 21 mars" is no stay.
    assert.match(verdict('Confirmée, n° 4471, du 12 au 15 mars. Notre restaurant est fermé pour travaux du 8 au 21 mars.'), /^CONFIRMED|^review: (?!a date that is neither)/);
  });
});

describe('sixteenth pass: the departure in other English words', () => {
  it('"the booking now ends one day earlier, on Sunday" is the departure (DISCREPANCY CheckIn before: the wrong field); "they go home on the 14th", "vacating the room on 14 March" (reviews before)', () => {
    for (const text of ['Confirmed, ref 4471. The booking now ends one day earlier, on Sunday.', 'Confirmed, ref 4471. They go home on the 14th.', 'Confirmed, ref 4471. Vacating the room on 14 March.']) assert.equal(verdict(text), 'DISCREPANCY CheckOut', text);
  });
});

describe('sixteenth pass: a day earlier said of the departure (fr, de, pt)', () => {
  it('"ils partent un jour plus tôt", "reisen einen Tag früher ab", "reisen am Vortag ab", "vão embora um dia antes" (each DISCREPANCY CheckIn before: the wrong field)', () => {
    for (const text of [
      'Confirmée, n° 4471. Ils partent un jour plus tôt.',
      'Bestätigt, Buchungsnr. 4471. Die Gäste reisen einen Tag früher ab.',
      'Bestätigt, Buchungsnr. 4471. Die Gäste reisen am Vortag ab.',
      'Confirmada, nº 4471. Os hóspedes vão embora um dia antes.',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckOut', text);
    assert.equal(verdict('Bestätigt, Buchungsnr. 4471. Die Gäste reisen einen Tag später an.'), 'DISCREPANCY CheckIn');
  });
});

describe('sixteenth pass: a count of nights that is the booking\'s, or beside two stated dates', () => {
  it('"(booked 3 nights)", "(3 Nächte gebucht)", "(3 nuits réservées)", "(reservadas 3 noches)"; a letter\'s "Nights: 3" under a changed arrival (each "the number of nights does not agree" before)', () => {
    for (const text of [
      'Confirmed, ref 4471. Departure 14 March instead of 15 March (booked 3 nights).',
      'Bestätigt, Buchungsnr. 4471. Abreise 14.03. statt 15.03. (3 Nächte gebucht).',
      'Confirmée, n° 4471. Départ le 14 mars au lieu du 15 (3 nuits réservées).',
      'Confirmada, localizador 4471. Salida el 14 de marzo en lugar del 15 (reservadas 3 noches).',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckOut', text);
    assert.equal(verdict('Confirmed, ref 4471.\nArrival: 13/03/2027\nDeparture: 15/03/2027\nNights: 3'), 'DISCREPANCY CheckIn');
  });

  it('the booked dates with another count, or a departure alone with a count that does not fit, still go to a person', () => {
    for (const text of ['Confirmed, ref 4471. 12-15 March, 2 nights.', 'Confirmed, ref 4471. Departure 14 March, 3 nights.']) assert.match(verdict(text), /^review: the number of nights/, text);
  });
});

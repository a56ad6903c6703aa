// What the lead found in stop 18, on fixtures/hotel-replies-tuning16: a reply comparing the agency's booking and the
// hotel's in two columns typed with spaces ("AGENCE ... HOTEL") held the booked sea view in one and a garden view in
// the other, and was read as confirmed: the room types' canonical values ("double") leave the view out. And dates: an
// Italian range's elided "all'8", an English "til", a day denied after "et non à partir du", and a late arrival asked
// to "give us a ring" read as a statement about the stay.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readHotelMail } from '../../src/domain/hotelMail/index.js';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

const bookingOf = (roomType: string) =>
  BookingSchema.parse({
    BookingCode: 'BK-2027-1001', CheckIn: '2027-11-15', CheckOut: '2027-11-22', Hotel: { Name: 'Hotel Atlas Agadir', CountryCode: 'MA' },
    Guest: { LeadName: 'Gérard Petit', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: roomType, BoardType: 'AI', Adults: 2 }] },
  });

describe("a room's view", () => {
  it('sends a reply to a person when it names another view than the booked one', () => {
    const table = `Bonjour,\n\nAprès vérification voici ce que nous avons :\n\n                 AGENCE                    HOTEL\nClient           Gérard Petit              PETIT Gérard + 1\nArrivée          15/11/2027                15/11/2027\nDépart           22/11/2027                22/11/2027\nChambre          Double Room Sea View      Double Standard Vue Jardin\nFormule          All Inclusive             All Inclusive\nRéf.             BK-2027-1001              AGD/27/3391\n`;
    assert.match(verdictOf(table, bookingOf('Double Room Sea View')), /^review: the hotel names a room with another view \("Vue Jardin"\)/);
    const cases: [string, string][] = [
      ['Double Room Sea View', 'Your booking is confirmed under number 55120: double room, garden view, all inclusive.'],
      ['Double Room Ocean View', 'Confirmada la reserva 55120, habitación doble con vista a la piscina.'],
      ['Doppelzimmer Meerblick', 'Die Reservierung ist bestätigt, Nr. 55120: Doppelzimmer Gartenseite, All Inclusive.'],
      ['Camera Doppia Vista Lago', 'Confermiamo la prenotazione n. 55120, camera doppia vista giardino.'],
      ['Quarto Duplo Vista Mar', 'Reserva confirmada, número 55120: quarto duplo com vista para a cidade.'],
    ];
    for (const [room, text] of cases) assert.match(verdictOf(text, bookingOf(room)), /^review: the hotel names a room with another view/, text);
  });

  it('confirms where the view named is the booked one, or the booking names none', () => {
    assert.equal(verdictOf('Your booking is confirmed under number 55120: double room, sea view, all inclusive.', bookingOf('Double Room Sea View')), 'CONFIRMED 55120');
    assert.equal(verdictOf('Confirmamos la reserva 55120, habitación doble vista al mar.', bookingOf('Double Room Sea View')), 'CONFIRMED 55120');
    assert.equal(verdictOf('Die Reservierung ist bestätigt, Nr. 55120: Doppelzimmer mit Meerblick.', bookingOf('Doppelzimmer Meerblick')), 'CONFIRMED 55120');
    assert.equal(verdictOf('Your booking is confirmed under number 55120: double room with a garden view.', bookingOf('Double Room')), 'CONFIRMED 55120');
  });
});

const stay = (checkIn: string, checkOut: string) =>
  BookingSchema.parse({
    BookingCode: 'BK-2027-1001', CheckIn: checkIn, CheckOut: checkOut, Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
    Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] },
  });

describe('the dates of a stay', () => {
  it("reads an Italian range closed by an elided \"all'\" and an English one by \"til\"", () => {
    assert.equal(verdictOf("La prenotazione dal 6 all'8 maggio è presente nel nostro sistema con il numero 30991, camera doppia con colazione per 2 adulti.", stay('2027-05-06', '2027-05-08')), 'CONFIRMED 30991');
    assert.equal(verdictOf('La prenotazione dal 6 all’8/05 è confermata con il numero 30991, camera doppia con colazione.', stay('2027-05-06', '2027-05-08')), 'CONFIRMED 30991');
    assert.equal(verdictOf('Yep all good, Ana is booked in Fri 3rd til Tue 7th (4 nts) double room, b&b. Our booking # NPM-2291', stay('2027-09-03', '2027-09-07')), 'CONFIRMED NPM-2291');
    // The elided form still ends a range that differs.
    assert.equal(verdictOf("La prenotazione dal 6 all'9 maggio è presente con il numero 30991, camera doppia con colazione.", stay('2027-05-06', '2027-05-08')), 'DISCREPANCY CheckOut');
  });

  it('takes the day denied after "et non à partir du" as the booked one, not a second arrival', () => {
    const text = 'Petite différence de notre côté : la réservation de Mme Ruiz est inscrite du vendredi 21 au dimanche 23 janvier, donc 2 nuitées, et non à partir du jeudi 20. Le reste est conforme (chambre double, petit-déjeuner, 2 adultes). # de confirmation : 5XK7P2';
    assert.equal(verdictOf(text, stay('2028-01-20', '2028-01-23')), 'DISCREPANCY CheckIn');
  });

  it('reads "just give us a ring" after the office hours as a late arrival arranged, no day of the stay', () => {
    const confirmed = 'Yep all good, Ana is booked in Fri 3rd til Tue 7th (4 nts) double room, b&b. Our booking # NPM-2291\n\n';
    assert.equal(verdictOf(`${confirmed}Office hrs are 7.30am-7pm, if they're getting in later than that just give us a ring on 07 5455 0133 and we'll leave the keys out.`, stay('2027-09-03', '2027-09-07')), 'CONFIRMED NPM-2291');
    assert.equal(verdictOf(`${confirmed}The room is held until 7 pm; if the guests arrive later, just give us a ring.`, stay('2027-09-03', '2027-09-07')), 'CONFIRMED NPM-2291');
    // A day named beside it is still the stay's.
    assert.match(verdictOf(`${confirmed}If they arrive on the 9th just give us a ring.`, stay('2027-09-03', '2027-09-07')), /^review/);
  });
});

describe("a confirmation number's label", () => {
  const de = 'Guten Tag, wir bestätigen die Buchung von Frau Ruiz, 12.-15.03.2027, Doppelzimmer mit Frühstück.\n';
  const es = 'Confirmamos la reserva de la Sra. Ruiz del 12 al 15 de marzo, habitación doble con desayuno.\n';
  const pt = 'Confirmamos a reserva da Sra. Ruiz de 12 a 15 de março, quarto duplo com pequeno-almoço.\n';
  const b = stay('2027-03-12', '2027-03-15');

  it('reads a value led to by dots from its label, and the forms "Vorgang", "Ref.ª" and "Ref.ª interna"', () => {
    assert.equal(verdictOf(`${de} Buchungsnr. ......... 557102`, b), 'CONFIRMED 557102');
    assert.equal(verdictOf(`${de} Vorgang ......... 557102`, b), 'CONFIRMED 557102');
    assert.equal(verdictOf(`${de}Vorgang:        2027-118734`, b), 'CONFIRMED 2027-118734');
    assert.equal(verdictOf(`${de}Vorgangsnummer bei uns: 52871`, b), 'CONFIRMED 52871');
    assert.equal(verdictOf(`${es}  Loc. ........... TF-04471`, b), 'CONFIRMED TF-04471');
    assert.equal(verdictOf(`${pt}\nRef.ª 6620/27`, b), 'CONFIRMED 6620/27');
    assert.equal(verdictOf(`${pt}Ref.ª interna CSC/27/5521`, b), 'CONFIRMED CSC/27/5521');
  });

  it('still takes a "Vorgang" in a sentence about a request, or with nothing confirmed, for no confirmation', () => {
    assert.match(verdictOf(`${de}Ihre Anfrage wegen des Parkplatzes haben wir unter der Vorgangsnummer 4471 erfasst.`, b), /^review/);
    assert.match(verdictOf('Guten Tag, Ihr Vorgang 4471 wurde bearbeitet.', b), /^review/);
  });
});

describe('a fact said to differ', () => {
  const suite = (board: string) =>
    BookingSchema.parse({
      BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Elbkontor', CountryCode: 'DE' },
      Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Junior Suite', BoardType: board, Adults: 2 }] },
    });

  it('reads the room denied after "nicht in der" / "not in the" as the booked one, the other as the hotel\'s', () => {
    assert.equal(verdictOf('Frau Ruiz ist bei uns gebucht, Buchungscode HH-8812-K, 12.–15.03., 2 Pers., ohne Frühstück.\nAllerdings nicht in der Junior Suite, sondern im Superior Doppelzimmer. Eine Suite haben wir an dem Wochenende leider nicht mehr frei.', suite('RO')), 'DISCREPANCY RoomType');
    assert.equal(verdictOf('Ms Ruiz is booked with us, confirmation 88120, 12-15 March, 2 adults, breakfast included. But not in the Junior Suite: she is in a Superior Double Room.', suite('BB')), 'DISCREPANCY RoomType');
  });

  it('sets aside a board offered with its price in brackets after the clause', () => {
    const text = 'Frau Ruiz ist bei uns gebucht, Buchungscode HH-8812-K, 12.–15.03., 2 Pers., Doppelzimmer.\nKorrektur: Gebucht ist Übernachtung mit Frühstück, nicht Halbpension.';
    const b = stay('2027-03-12', '2027-03-15');
    const halfBoard = BookingSchema.parse({ ...b, Guest: { ...b.Guest, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'HB', Adults: 2 }] } });
    assert.equal(verdictOf(`${text} Halbpension können die Gäste gerne vor Ort dazubuchen (32 € p. P./Tag).`, halfBoard), 'DISCREPANCY BoardType');
    // With no price, the second half board is not an offer read: a person looks.
    assert.match(verdictOf(`${text} Halbpension können die Gäste gerne vor Ort dazubuchen (nach Absprache).`, halfBoard), /^review: the reply names more than one board/);
  });
});

describe('a booking moved to another hotel', () => {
  const b = stay('2027-11-10', '2027-11-14');
  const moved = /^review: the hotel moved the booking to another hotel/;

  it('goes to a person with the other hotel\'s number, the move said in a sentence of its own or with a title\'s dot in it', () => {
    const texts = [
      'Por obras en el edificio en esas fechas no vamos a poder alojarla, así que la reubicamos en el Hotel Palermo Plaza (mismo grupo, a 3 cuadras), misma categoría.\n\nNueva confirmación en Palermo Plaza: PP-7781. Nuestra reserva original (PSB-1203) queda cancelada sin cargo.',
      "L'hotel resterà chiuso fino al 30 aprile. Abbiamo quindi trasferito la prenotazione del Sig. Beat Zürcher (10–14.11) presso il nostro hotel partner Hotel Splendido Castagnola.\n\nNuovo numero di conferma presso lo Splendido: PP-7781. La nostra prenotazione originale PL-2231 è stata annullata senza spese.",
      'We are unable to accommodate Ms Ruiz on 10-14 November. We have therefore moved her to our sister property, The Rosebank Court (2.5 km away).\n\nNew confirmation at The Rosebank Court: PP-7781\nOur original booking SPH-9012 has been cancelled on our side.',
    ];
    for (const text of texts) {
      const r = readHotelMail({ text, kind: 'reply', references: [], to: [], cc: [], subject: '', size: text.length, fromHtml: false }, [{ bookingId: 'BK-2027-1001', booking: b }]);
      assert.equal(r.kind, 'answer');
      assert.equal(r.lines.length, 0, text);
      assert.match(r.review[0]?.why ?? '', /the hotel moved the booking to another hotel/, text);
      assert.ok(r.review[0].candidates.includes('PP-7781'), `${text}: ${r.review[0].candidates}`);
    }
  });

  it('keeps a cancellation with no move, and a ride to the hotel, what they were', () => {
    assert.equal(verdictOf('La reserva 20771 a nombre de Ana Ruiz consta como CANCELADA en nuestro sistema desde el 12 de agosto.', b), 'NO_BOOKING');
    assert.doesNotMatch(verdictOf('Confirmed, ref 5512, 10-14 November, double room with breakfast. The guests will be transferred from the airport to the hotel by our driver.', b), moved);
  });
});

describe("a PMS letter's room and board", () => {
  const letter = (room: string, board: string) => `CONFIRMAÇÃO DE RESERVA\nHóspede ............: RUIZ, ANA\nReserva (PMS) ......: 4093317\nEntrada ............: 12/03/2027\nSaída ..............: 15/03/2027\nApto ...............: ${room}\nPax ................: 2 ADT / 0 CHD\nRegime .............: ${board}\n`;
  const bookingOf = (roomType: string, board: string) => {
    const b = stay('2027-03-12', '2027-03-15');
    return BookingSchema.parse({ ...b, Guest: { ...b.Guest, RoomStructure: [{ RoomType: roomType, BoardType: board, Adults: 2 }] } });
  };

  it('reads "SEM CAFÉ" as room only, and a labelled type that is the booked unmapped type\'s own words as the booked room', () => {
    assert.equal(verdictOf(letter('DUPLO', 'SEM CAFÉ (EP)'), bookingOf('Double Room', 'RO')), 'CONFIRMED 4093317');
    assert.equal(verdictOf(letter('DUPLO', 'SEM CAFÉ (EP)'), bookingOf('Double Room', 'BB')), 'DISCREPANCY BoardType');
    assert.equal(verdictOf(letter('SUPERIOR', 'COM CAFÉ DA MANHÃ'), bookingOf('Superior Room', 'BB')), 'CONFIRMED 4093317');
  });

  it('sends a room of another grade than the booked one to a person (a "Superior Room" confirmed as "Quarto: DELUXE" before)', () => {
    assert.match(verdictOf(letter('DELUXE', 'COM CAFÉ DA MANHÃ'), bookingOf('Superior Room', 'BB')), /^review: the hotel names a room of another grade \("DELUXE"\)/);
    assert.match(verdictOf('Confirmed, booking no. 55120: Standard Double Room with breakfast, 12-15 March.', bookingOf('Superior Double Room', 'BB')), /^review: the hotel names a room of another grade \("Standard"\)/);
    assert.match(verdictOf('Reserva confirmada, localizador 55120: habitación doble estándar con desayuno, del 12 al 15 de marzo.', bookingOf('Deluxe Double Room', 'BB')), /^review: the hotel names a room of another grade/);
    // The booked grade, a hotel's own grade in its name, or a booking with no grade: confirmed.
    assert.equal(verdictOf('Confirmed, booking no. 55120: Superior Double Room with breakfast, 12-15 March.', bookingOf('Superior Double Room', 'BB')), 'CONFIRMED 55120');
    assert.equal(verdictOf('Confirmed, booking no. 55120: double room with breakfast, 12-15 March.\n\nHotel Alpenrose 4* Superior', bookingOf('Standard Double Room', 'BB')), 'CONFIRMED 55120');
    assert.equal(verdictOf(letter('DELUXE', 'COM CAFÉ DA MANHÃ'), bookingOf('Double Room', 'BB')), 'CONFIRMED 4093317');
  });
});

describe("a digest's rows in capitals", () => {
  it('reads the room and board codes of a row that holds a name in capitals ("SMITH 22-25/04 DBL BB conf. RM11452")', () => {
    const b = BookingSchema.parse({
      BookingCode: 'BK-2027-1001', CheckIn: '2027-04-22', CheckOut: '2027-04-25', Hotel: { Name: 'Sistina House', CountryCode: 'IT' },
      Guest: { LeadName: 'John Smith', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] },
    });
    assert.equal(verdictOf('Buongiorno,\ndi seguito la conferma:\n\nBK-2027-1001   SMITH      22-25/04   DBL BB   conf. RM11452\n\nCordiali saluti', b), 'CONFIRMED RM11452');
    // The codes are read, so a code that differs is a difference.
    assert.equal(verdictOf('Buongiorno,\ndi seguito la conferma:\n\nBK-2027-1001   SMITH      22-25/04   SGL BB   conf. RM11452\n\nCordiali saluti', b), 'DISCREPANCY RoomType');
  });
});

describe("a digest's table", () => {
  it('reads the numbers of a column headed "Résa" and a room and board in one cell under "Chambre / formule"', () => {
    const table = 'Bonjour,\n\nLes deux réservations sont bien enregistrées, voir ci-dessous avec nos numéros :\n\nVotre réf.    | Client            | Du    | Au    | Chambre / formule   | Résa\nBK-2027-1001  | RUIZ Ana          | 12/03 | 15/03 | Double standard, LS | MSP-50318\nBK-2027-1002  | LINDGREN Peter    | 13/03 | 14/03 | Single, PDJ         | MSP-50342\n\nLS = logement seul, PDJ = petit-déjeuner inclus.';
    const bookings = [
      { bookingId: 'BK-2027-1001', booking: BookingSchema.parse({ BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hôtel Marais', CountryCode: 'FR' }, Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Standard Double Room', BoardType: 'RO', Adults: 2 }] } }) },
      { bookingId: 'BK-2027-1002', booking: BookingSchema.parse({ BookingCode: 'BK-2027-1002', CheckIn: '2027-03-13', CheckOut: '2027-03-14', Hotel: { Name: 'Hôtel Marais', CountryCode: 'FR' }, Guest: { LeadName: 'Peter Lindgren', TotalRooms: 1, Adults: 1, Childs: 0, RoomStructure: [{ RoomType: 'Single Room', BoardType: 'BB', Adults: 1 }] } }) },
    ];
    const r = readHotelMail({ text: table, kind: 'reply', references: [], to: [], cc: [], subject: '', size: table.length, fromHtml: false }, bookings);
    assert.equal(r.kind, 'answer');
    assert.deepEqual(r.review, []);
    assert.deepEqual(r.lines.map((l) => [l.bookingId, l.reply.hcn]), [['BK-2027-1001', 'MSP-50318'], ['BK-2027-1002', 'MSP-50342']]);
  });
});

describe('dates that are not the stay\'s', () => {
  it('reads a facility closed on a holiday, a change made by phone on a day, a message sent on a day and a letter\'s date after its heading as the house\'s or the message\'s days', () => {
    const confirmed = 'Confirmed, Ana Ruiz, check-in Wednesday, November 24, check-out Sunday, November 28, double room with breakfast. Confirmation 210977.';
    assert.equal(verdictOf(`${confirmed} Please note our restaurant is closed on Thanksgiving Day (Thursday 11/25) but the front desk is open 24 hours.`, stay('2027-11-24', '2027-11-28')), 'CONFIRMED 210977');
    // The house closed on it is about the stay.
    assert.match(verdictOf(`${confirmed} Please note the hotel is closed on Thanksgiving Day (Thursday 11/25).`, stay('2027-11-24', '2027-11-28')), /^review/);
    assert.equal(verdictOf('Die Buchung von Frau Ruiz ist bestätigt, Anreise 23.01., Abreise 25.01., Doppelzimmer mit Frühstück, Nr. 52871. Frau Ruiz hat am 14.11. telefonisch die Anreise geändert.', stay('2028-01-23', '2028-01-25')), 'CONFIRMED 52871');
    assert.equal(verdictOf('Vi inoltro la conferma che abbiamo mandato alla cliente il 12 maggio, è tutto invariato: prenotazione n. 7113, dal 20 al 23 maggio, camera doppia con colazione.', stay('2027-05-20', '2027-05-23')), 'CONFIRMED 7113');
    assert.equal(verdictOf(' RESERVATIONSBESTÄTIGUNG                Grindelwald, 30.07.2027\n\nSehr geehrte Damen und Herren,\nwir bestätigen die Buchung von Frau Ruiz, Anreise 07.08.2027, Abreise 10.08.2027, Doppelzimmer mit Frühstück.\nBuchungsnummer: 557102', stay('2027-08-07', '2027-08-10')), 'CONFIRMED 557102');
  });

  it('reads "Two Queen Room" as a room type named by its beds, not two rooms', () => {
    assert.equal(verdictOf('Confirmed for Ana Ruiz, 12-15 March, Two Queen Room, breakfast included. Reservation ID 210977.', stay('2027-03-12', '2027-03-15')), 'CONFIRMED 210977');
    assert.equal(verdictOf('Confirmed for Ana Ruiz, 12-15 March, two double rooms, breakfast included. Reservation ID 210977.', stay('2027-03-12', '2027-03-15')), 'DISCREPANCY Guest.TotalRooms');
  });
});

// Wrong confirmations a helper's adversarial probes found in stop 18 (791 probes in six languages; these classes are
// closed here, the others are listed in the stop's note): a confirmation hoped for, tried or almost made; softer
// doubts; a check still to make; a mail withdrawn; a wish; our own code without its letters taken as the hotel's
// number; two dates written as one number; "no availability" / "we're full" / "no está disponible" after a
// confirmation; a booking "not found" after an extra confirmed; one room of two confirmed; the room "released"; what
// follows a rule of three or four dashes; the booked view denied; a meal of the booked board left out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BookingSchema } from '../../src/domain/schemas.js';
import { confirmsNothing, verdictOf } from './verdict.js';

const A = BookingSchema.parse({ BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar', CountryCode: 'ES' }, Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] } });
const T = BookingSchema.parse({ BookingCode: 'BK-2027-1001', CheckIn: '2027-09-05', CheckOut: '2027-09-08', Hotel: { Name: 'Hotel Adler', CountryCode: 'DE' }, Guest: { LeadName: 'Klaus Weber', TotalRooms: 2, Adults: 4, Childs: 0, RoomStructure: [{ RoomType: 'Twin Room', BoardType: 'RO', Adults: 2 }, { RoomType: 'Double Room', BoardType: 'RO', Adults: 2 }] } });
const S = BookingSchema.parse({ BookingCode: 'BK-2027-1001', CheckIn: '2027-06-03', CheckOut: '2027-06-06', Hotel: { Name: 'Grand Hotel Palace', CountryCode: 'ES' }, Guest: { LeadName: 'John Smith', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Superior Double Room Sea View', BoardType: 'HB', Adults: 2 }] } });
const J = BookingSchema.parse({ BookingCode: 'BK-2027-1001', CheckIn: '2027-10-18', CheckOut: '2027-10-22', Hotel: { Name: 'Hotel Bellavista', CountryCode: 'IT' }, Guest: { LeadName: 'Maria Rossi', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Junior Suite', BoardType: 'FB', Adults: 2 }] } });

describe("a helper's probes of stop 18: wrong confirmations closed", () => {
  it('a confirmation hoped for, tried or almost made; a softer doubt; a check still to make', () => {
    confirmsNothing([
      [A, 'Dear, Ana Ruiz 12-15 March double BB, we hope to confirm soon, confirmation 55120.'],
      [T, 'Guten Tag, wir hoffen, die Buchung Weber 05.-08.09. bald bestätigen zu können, Nr. 44120.'],
      [A, 'Hola, Ana Ruiz 12-15 marzo doble AD, esperamos poder confirmar pronto, localizador 55120.'],
      [A, 'Dear, Ana Ruiz 12-15 March double BB, we are almost done, conf 55120.'],
      [A, 'Hola, Ana Ruiz 12-15 marzo doble AD, no debería haber problema, nº 55120.'],
      [A, 'Dear, Ana Ruiz 12-15 March double BB, everything appears to be in order, conf 55120.'],
      [A, 'Bonjour, Ana Ruiz 12-15 mars double PDJ, tout semble en ordre, n° 55120.'],
      [A, 'Hallo, Ruiz 12.-15.03. DZ mit Frühstück, dürfte kein Problem sein, Nr. 55120.'],
      [A, 'Buongiorno, Ruiz 12-15 marzo doppia BB, sembra tutto a posto, n. 55120.'],
      [A, 'Olá, Ruiz 12-15 março duplo com pequeno-almoço, parece estar tudo em ordem, nº 55120.'],
      [J, 'Buongiorno, confermata Rossi 18-22 ottobre junior suite FB, n. 33120, ma devo ancora verificare con il direttore.'],
    ]);
  });

  it('a mail withdrawn, a wish, one room of two confirmed', () => {
    confirmsNothing([
      [T, 'Guten Tag, Weber 05.-08.09. 2 Zimmer bestätigt, Nr. 44120. Entschuldigung, diese Mail wurde irrtümlich verschickt, bitte ignorieren.'],
      [A, 'Dear, Ana Ruiz 12-15 March double BB confirmed, conf 55120. This e-mail was sent by mistake, please ignore.'],
      [A, 'Dear, I wish I could tell you that Ana Ruiz 12-15 March double BB is confirmed under 55120.'],
      [T, 'Guten Tag, Weber 05.-08.09.: Zimmer 1 bestätigt (Nr. 44120), Zimmer 2 noch offen.'],
      [T, 'Hola, una de las dos habitaciones del Sr Weber 5-8 septiembre está confirmada, localizador 44120.'],
    ]);
  });

  it('our own code without its letters, and two dates written as one number, are no confirmation number', () => {
    confirmsNothing([
      [J, 'Buongiorno, confermata Rossi 18-22 ottobre junior suite FB, vostro rif. 2027-1001.'],
      [A, 'Dear, confirmed Ana Ruiz double BB, ref 12032027-15032027.'],
    ]);
  });

  it('no room, a full house, a booking not found or the room released beside a confirmation', () => {
    confirmsNothing([
      [A, 'Hello, the transfer for Mrs. Ruiz is confirmed, conf 55120. For the room, no availability.'],
      [A, 'Hola, Ana Ruiz 12-15 marzo doble AD confirmada, localizador 55120. La habitación no está disponible.'],
      [A, "Dear, Ana Ruiz 12-15 March double BB, conf 55120 - sorry, we're full."],
      [A, 'Bonjour, confirmé n° 88412 pour le transfert. Chambre : complet.'],
      [A, 'Olá, Ruiz 12-15 março duplo com pequeno-almoço confirmada, nº 55120. Infelizmente estamos lotados.'],
      [A, 'Dear, the request for a cot (approx. 60x120) is confirmed, conf 55120. Booking Ana Ruiz not found.'],
      [A, 'Hola, el traslado para la Sra. Ruiz está confirmado, n.º 55120. La reserva no la encontramos.'],
      [A, 'Dear, we confirm the release of the room for Ana Ruiz 12-15 March, ref 55120.'],
    ]);
  });

  it('what follows a rule of three or four dashes, the booked view denied, a meal of the booked board left out', () => {
    confirmsNothing([
      [A, "Dear partner, Ana Ruiz 12-15 March double BB confirmed, conf 55120.\n---\nNB: we have cancelled this booking today at the guest's request."],
      [A, 'Dear partner, Ana Ruiz 12-15 March double BB confirmed, conf 55120.\n----\nThe booking was cancelled by the guest this morning.'],
      [A, 'Hola, Ana Ruiz 12-15 marzo doble AD confirmada, localizador 55120.\n---\nLa clienta ha cancelado esta mañana.'],
      [S, 'Dear, John Smith 3-6 June confirmed, conf 77311, no sea view.'],
      [S, 'Guten Tag, Smith 03.-06.06. Superior Doppelzimmer HP bestätigt, Nr. 77311. Leider sind keine Zimmer mit Meerblick mehr frei.'],
      [S, 'Hola, Smith 3-6 junio superior doble MP confirmada, localizador 77311, sin vista al mar.'],
      [S, 'Dear, Smith 3-6 June superior double sea view confirmed, conf 77311, no dinner.'],
      [S, 'Hola, Smith 3-6 junio superior doble vista mar confirmada, localizador 77311, solo cena.'],
      [S, 'Dear, Smith 3-6 June superior double sea view confirmed, conf 77311, HB on the first night only.'],
      [J, 'Buongiorno, confermata Rossi 18-22 ottobre junior suite, n. 33120, pranzo non incluso.'],
    ]);
    // A signature after the rule, the booked view said, the dinner's hours: confirmed.
    assert.equal(verdictOf('Dear partner, Ana Ruiz 12-15 March double BB confirmed, conf 55120.\n---\nJohn Smith\nReservations Manager\nHotel Miramar\nTel +34 93 555 0101', A), 'CONFIRMED 55120');
    assert.equal(verdictOf('Dear, John Smith 3-6 June superior double room with sea view, half board, confirmed, conf 77311.', S), 'CONFIRMED 77311');
    assert.equal(verdictOf('Dear, Smith 3-6 June superior double sea view half board confirmed, conf 77311. Dinner is served 7-10 pm.', S), 'CONFIRMED 77311');
  });

  it("an extra confirmed, a title's dot inside its sentence", () => {
    confirmsNothing([
      [A, 'Hello, the transfer for Mrs. Ruiz is confirmed, conf 55120.'],
      [A, 'Hola, el traslado de la Sra. Ruiz está confirmado, nº 55120.'],
      [A, 'Hello, the extra bed for Ms. Ruiz is confirmed, ref 55120.'],
      [A, 'Bonjour, le lit bébé pour Mme Ruiz est confirmé, n° 55120.'],
    ]);
    assert.equal(verdictOf('Hello, the booking for Mrs. Ruiz is confirmed, conf 55120, 12-15 March, double room with breakfast.', A), 'CONFIRMED 55120');
  });

  it('still confirms a plain confirmation beside a courtesy, an extra not available or a hope for the stay', () => {
    for (const text of [
      'Dear partner, confirmed Ana Ruiz 12-15 March double BB, conf 55120. We hope you enjoy Madrid.',
      'Dear, confirmed Ana Ruiz 12-15 March double BB, conf 55120. Parking is not available on site.',
      'Dear, confirmed Ana Ruiz 12-15 March double BB, conf 55120. Early check-in is not available that day, sorry.',
      'Dear, Ana Ruiz 12-15 March double BB confirmed, conf 55120. We look forward to welcoming her, and hope the weather is kind.',
    ]) assert.equal(verdictOf(text, A), 'CONFIRMED 55120', text);
  });
});

// Wrong confirmations of stop 18's open probe classes, closed in stop 19: a colleague's note quoted below that asks for a
// check first; a stay's length in a desk's short form ("2 nts"); a booked balcony said to be missing; a party written as
// a sum ("2+1") or one child named where two are booked; an invoice's "facture n°" taken for the hotel's number; a
// number said to be an extra's ("Conf 55120 is the transfer"); a house whose name extends the booked one ("our Hotel
// Miramar Playa"); a condition the lexicons lacked ("salvo disponibilità", "unless we get a group", "valid 7 days"); a
// booking "received" after its dates; a guest named by title on a line of their own ("Mrs Grant").
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BookingSchema } from '../../src/domain/schemas.js';
import { confirmsEach, confirmsNothing, verdictOf } from './verdict.js';

const hotel = { Name: 'Hotel Miramar', CountryCode: 'ES' };
const A = BookingSchema.parse({ BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: hotel, Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] } });
const J = BookingSchema.parse({ BookingCode: 'BK-2027-1001', CheckIn: '2027-10-18', CheckOut: '2027-10-22', Hotel: { Name: 'Hotel Bellavista', CountryCode: 'IT' }, Guest: { LeadName: 'Maria Rossi', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Junior Suite', BoardType: 'FB', Adults: 2 }] } });
const K = BookingSchema.parse({ BookingCode: 'BK-2027-1001', CheckIn: '2027-05-14', CheckOut: '2027-05-16', Hotel: { Name: 'Hotel Lido', CountryCode: 'IT' }, Guest: { LeadName: 'Sophie Dubois', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room with Balcony', BoardType: 'BB', Adults: 2 }] } });
const S = BookingSchema.parse({ BookingCode: 'BK-2027-1001', CheckIn: '2027-06-03', CheckOut: '2027-06-06', Hotel: { Name: 'Grand Hotel Palace', CountryCode: 'ES' }, Guest: { LeadName: 'John Smith', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Superior Double Room Sea View', BoardType: 'HB', Adults: 2 }] } });
const T = BookingSchema.parse({ BookingCode: 'BK-2027-1001', CheckIn: '2027-09-05', CheckOut: '2027-09-08', Hotel: { Name: 'Hotel Adler', CountryCode: 'DE' }, Guest: { LeadName: 'Klaus Weber', TotalRooms: 2, Adults: 4, Childs: 0, RoomStructure: [{ RoomType: 'Twin Room', BoardType: 'RO', Adults: 2 }, { RoomType: 'Double Room', BoardType: 'RO', Adults: 2 }] } });
const F = BookingSchema.parse({ BookingCode: 'BK-2027-1001', CheckIn: '2027-07-10', CheckOut: '2027-07-17', Hotel: { Name: 'Hotel Sol', CountryCode: 'PT' }, Guest: { LeadName: 'Pierre Martin', TotalRooms: 1, Adults: 2, Childs: 2, RoomStructure: [{ RoomType: 'Family Room', BoardType: 'HB', Adults: 2, Childs: 2 }] } });
const fromHotel = { from: { name: '', address: 'reservas@miramar.example' } };
const R = BookingSchema.parse({ ...A, SpecialRequest: 'Late arrival around 23:00' });

describe("stop 18's open probe classes: wrong confirmations closed in stop 19", () => {
  it("a colleague's note below that asks for a check first, read below a pointer or under the desk's own confirmation", () => {
    confirmsNothing([
      [A, 'Dear partner, please see below.\n\n-----Original Message-----\nFrom: Laura (Reservations)\nSent: Monday, 8 March 2027 09:12\nTo: Front Office\nSubject: RE: Ruiz\n\nRuiz 12-15 March double BB confirmed, conf 55120, but check if we still have doubles first!'],
      [A, 'Dear partner, Ruiz 12-15 March double BB confirmed, conf 55120.\n\n-----Original Message-----\nFrom: Laura <laura@miramar.example>\nSent: Monday, 8 March 2027 09:12\nTo: Front Office <fo@miramar.example>\nSubject: RE: Ruiz\n\nOK to confirm but check if we still have doubles first!'],
      [A, 'Hola, Ruiz 12-15 marzo doble AD confirmada, localizador 55120, ¡pero mira antes si nos quedan dobles!'],
      [A, 'Bonjour, Ruiz 12-15 mars double PDJ confirmée, n° 55120, mais vérifie d\'abord qu\'il nous reste des doubles.'],
    ], fromHotel);
  });

  it('a stay of fewer nights in a short form, a balcony said to be missing', () => {
    confirmsNothing([
      [A, 'Hi, Ruiz arr 12MAR, 2 nts, DBL BB, conf 55120.'],
      [K, 'Buongiorno, Dubois 14-16 maggio doppia BB confermata, n. 66120, camera senza balcone.'],
      [K, 'Bonjour, Dubois 14-16 mai double PDJ confirmée, n° 66120, chambre sans balcon.'],
      [K, 'Hola, Dubois 14-16 mayo doble AD confirmada, localizador 66120, habitación sin balcón.'],
      [K, 'Hallo, Dubois 14.-16.05. DZ mit Frühstück bestätigt, Nr. 66120, leider ohne Balkon.'],
      [K, 'Olá, Dubois 14-16 maio duplo com pequeno-almoço confirmado, nº 66120, quarto sem varanda.'],
    ]);
    confirmsEach([
      [A, 'Hi, Ruiz arr 12MAR, 3 nts, DBL BB, conf 55120.', '55120'],
      [K, 'Dear, Dubois 14-16 May double with balcony BB confirmed, conf 66120.', '66120'],
    ]);
  });

  it('a party written as a sum, or one child named where two are booked', () => {
    confirmsNothing([
      [F, 'Dear, Martin 10-17 July family room HB, 2+1, confirmed, conf 77120.'],
      [F, 'Dear, Martin 10-17 July family room HB for Mr and Mrs Martin and their son, confirmed, conf 77120.'],
      [A, 'Dear, Ruiz 12-15 March DBL BB 2+1, conf 55120.'],
    ]);
    confirmsEach([
      [F, 'Dear, Martin 10-17 July family room HB (2+2) confirmed, conf 77120.', '77120'],
      [A, 'Dear, Ruiz 12-15 March DBL BB 2+0, conf 55120.', '55120'],
    ]);
  });

  it("an invoice's number, a number said to be an extra's, a house whose name extends the booked one", () => {
    confirmsNothing([
      [A, 'Bonjour, réservation Ruiz 12-15 mars double PDJ confirmée, facture n° 88412 ci-jointe.'],
      [A, 'Dear, Ruiz 12-15 March. Conf 55120 is the transfer; the room conf will follow.'],
      [A, 'Dear, Ruiz 12-15 March double BB. Conf 55120 is for the airport transfer.'],
      [A, 'Bonjour, Ruiz 12-15 mars double PDJ. Le n° 55120 est celui du transfert.'],
      [A, 'Hallo, Ruiz 12.-15.03. DZ mit Frühstück. Nr. 55120 ist für den Transfer.'],
      [A, 'Dear, we confirm Ana Ruiz 12-15 March double BB at our Hotel Miramar Playa, conf 55120.'],
      [A, 'Hola, confirmamos a Ana Ruiz 12-15 marzo doble AD en nuestro Hotel Miramar Playa, localizador 55120.'],
      [A, 'Hallo, Ana Ruiz 12.-15.03. DZ mit Frühstück in unserem Hotel Miramar Strand bestätigt, Nr. 55120.'],
    ]);
    confirmsEach([
      [A, 'Dear, we confirm Ana Ruiz 12-15 March double BB at Hotel Miramar, conf 55120.', '55120'],
      [A, 'Dear, Ana Ruiz 12-15 March double BB confirmed at our Hotel Miramar, conf 55120.', '55120'],
    ]);
  });

  it('a condition the lexicons lacked, a booking only received, another guest named by title on a line', () => {
    confirmsNothing([
      [J, 'Buongiorno, confermata Rossi 18-22 ottobre junior suite FB, n. 33120, salvo disponibilità.'],
      [A, 'Dear, Ruiz 12-15 March double BB confirmed, conf 55120, unless we get a group.'],
      [A, 'Dear, Ruiz 12-15 March double BB confirmed, conf 55120, valid 7 days.'],
      [A, 'Hola, Ruiz 12-15 marzo doble AD confirmada, localizador 55120, válida 7 días.'],
      [A, 'Dear, Ruiz 12-15 March received, ref 88412.'],
      [A, 'Hallo, zur Kenntnis genommen, Nr. 88412.'],
      [A, 'Hello,\n\nPlease see confirmation below:\n\nMrs Grant\nArr 12/03/2027 - 3 nts\n1 x Double, B&B\nConf: 62219'],
      [A, 'Hello,\n\nPlease see confirmation below:\n\nMrs L. Grant\nArr 12/03/2027 - 3 nts\n1 x Double, B&B\nConf: 62219'],
    ]);
    confirmsEach([
      [A, 'Hello,\n\nPlease see confirmation below:\n\nMrs A. Ruiz\nArr 12/03/2027 - 3 nts\n1 x Double, B&B\nConf: 62219', '62219'],
    ]);
  });
});

describe("a helper's probes of stop 19 (747 in six languages): wrong confirmations closed", () => {
  it('a cancellation in other words, a status code, an option, a hold on our confirmation, a qualified confirmation', () => {
    confirmsNothing([
      [A, 'Dear partner, as requested the Ruiz booking 12-15 March is now void. Ref 88412.'],
      [A, 'Hola, Ruiz 12-15 marzo dada de baja según lo solicitado, localizador 88412.'],
      [A, 'Bonjour, la réservation Ruiz 12-15 mars a bien été supprimée, réf. 88412.'],
      [A, 'Hallo, die Buchung Ruiz 12.-15.03. wurde gelöscht, Buchungsnr. 88412.'],
      [F, 'Bom dia, a reserva Martin 10-17/07 ficou sem efeito conforme solicitado, ref. 88412.'],
      [A, 'Hi, Ruiz 12-15 Mar DBL BB, status UC, ref 88412.'],
      [J, 'Buongiorno, Rossi 18-22/10 junior suite FB - RQ - rif. 88412.'],
      [A, 'Hi, Ruiz 12-15 Mar DBL BB, pencilled in, ref 88412.'],
      [A, 'Hallo, Ruiz 12.-15.03. DZ/F vorgemerkt, Buchungsnr. 88412.'],
      [J, 'Buongiorno, Rossi 18-22/10 junior suite FB, prenotazione non impegnativa, rif. 88412.'],
      [A, 'Hi, Ruiz 12-15 Mar DBL BB, awaiting your confirmation, ref 88412.'],
      [A, 'Hola, Ruiz 12-15/03 doble AD bloqueada a la espera de vuestra confirmación, localizador 88412.'],
      [A, 'Hi, Ruiz 12-15 Mar DBL BB, subject to confirmation, ref 88412.'],
      [A, 'Hallo, Ruiz 12.-15.03. DZ/F, unter Vorbehalt bestätigt, Buchungsnr. 88412.'],
      [F, 'Bom dia, Martin 10-17/07 quarto familiar MP, confirmada com reservas, ref. 88412.'],
    ]);
  });

  it('a refusal away from the verb, a request that we confirm, an offer, a number of something else', () => {
    confirmsNothing([
      [A, 'Hi, regarding Ruiz 12-15 Mar DBL BB, conf 88412 - we are not able to honour this.'],
      [A, 'Bonjour, la réservation Ruiz 12-15 mars, réf. 88412, nous ne sommes malheureusement pas en mesure de la confirmer.'],
      [A, 'Hallo, Ruiz 12.-15.03. DZ/F, Buchungsnr. 88412, Bestätigung leider nicht möglich.'],
      [A, 'Hola, respecto a Ruiz 12-15 marzo doble AD, lamentablemente no es algo que podamos confirmar. Ref 88412.'],
      [A, 'Hi, you confirm double BB 12-15 Mar for Ruiz, our ref 88412'],
      [A, 'Hola, me confirmáis que la reserva es para Ana Ruiz del 12 al 15 de marzo, tenemos ref 88412'],
      [A, 'Bonjour, confirmez-moi que le nom est bien Ana Ruiz, 12-15/03, réf. 88412'],
      [J, 'Buongiorno, mi confermate che è junior suite FB dal 18 al 22, rif. 88412'],
      [A, 'Dear, we could offer two singles BB for Ruiz 12-15 March, quote ref 88412.'],
      [A, 'Hallo, für Ruiz 12.-15.03. bieten wir Ihnen das DZ/F zu 120 €/Nacht an, Angebots-Nr. 88412.'],
      [J, 'Buongiorno, per Rossi 18-22/10 vi proponiamo una suite con supplemento di 50 €/notte, preventivo n. 88412.'],
      [A, 'Hi, Ruiz 12-15 Mar DBL BB confirmed, Miramar Club loyalty no. 88412.'],
      [A, 'Confirmed Ruiz 12-15 Mar DBL BB.\n\nHotel Miramar ****\nTourism Reg. No. H/MA/88412'],
    ]);
    // "please quote 55120 at check-in": a verb, not a quote's number (reading.test.ts keeps the rest of that case).
    assert.doesNotMatch(verdictOf('Confirmed, please quote 55120 at check-in.', A), /^review: .*quote/);
  });

  it('a payment that voids the booking, a card declined, a lesser view or balcony, another guest, another house', () => {
    confirmsNothing([
      [A, 'Confirmed Ruiz 12-15 Mar DBL BB, conf 88412. Unpaid by 1 Mar, the booking lapses.'],
      [J, 'Confermata Rossi 18-22/10 junior suite FB, rif. 88412. Caparra entro il 01/10, in mancanza la prenotazione decade.'],
      [A, 'Bestätigt Ruiz 12.-15.03. DZ/F, Buchungsnr. 88412. Bei Nichtzahlung bis 1.3. erlischt die Buchung.'],
      [A, 'Hi, Ruiz 12-15 Mar DBL BB confirmed, conf 88412. Card declined - pls send a new one within 24h.'],
      [S, 'Hi, Smith 3-6 Jun Superior Double partial sea view HB confirmed, conf 88412.'],
      [S, 'Hallo, Smith 3.-6.6. Superior DZ seitlicher Meerblick HP bestätigt, Buchungsnr. 88412.'],
      [S, 'Hola, Smith 3-6 junio superior doble vista lateral al mar MP confirmada, localizador 88412.'],
      [S, 'Hi, Smith 3-6 Jun Superior Double, no view, HB confirmed, conf 88412.'],
      [K, 'Hi, Dubois 14-16 May double BB confirmed, conf 88412, French balcony.'],
      [K, 'Buongiorno, Dubois 14-16/05 doppia BB confermata, rif. 88412, terrazza in comune.'],
      [K, 'Bom dia, Dubois 14-16/05 duplo APA confirmada, ref. 88412, quarto sem sacada.'],
      [S, 'Dear, confirmed John Jones 3-6 June Superior Double Sea View HB, conf 88412.'],
      [J, 'Buongiorno, confermata Maria Rossini 18-22/10 junior suite FB, rif. 88412.'],
      [A, 'Bonjour, confirmé Ruiz à l\'Hôtel Miramar Plage, 12-15/03 double PDJ, réf. 88412.'],
      [J, 'Buongiorno, confermato Rossi all\'Hotel Bellavista Centro, 18-22/10 junior suite FB, rif. 88412.'],
      [F, 'Bom dia, Martin 10-17/07 quarto familiar MP confirmada na nossa unidade vizinha, ref. 88412.'],
      [S, 'Hi, Smith 3-6 Jun Superior Double Sea View CP confirmed, conf 88412.'],
      [J, 'Hi, Rossi 18-22 Oct Junior Suite, bed only, confirmed, conf 88412.'],
    ]);
    // A twin and a double booked, "2 Twin" confirmed: the total agrees, the rooms do not.
    confirmsNothing([[T, 'Hi, Weber 5-8 Sep, 2 Twin RO confirmed, conf 88412.'], [T, 'Hallo, Weber 05.-08.09., 2 Doppelzimmer ohne Frühstück bestätigt, Res.-Nr. 88412.']]);
    confirmsEach([[T, 'Hi, Weber 5-8 Sep, 1 Twin + 1 Double RO confirmed, conf 88412.', '88412'], [T, 'Hi, Weber 5-8 Sep, 2 rooms RO confirmed, conf 88412.', '88412']]);
    const PARTIAL = BookingSchema.parse({ ...S, Guest: { ...S.Guest, RoomStructure: [{ RoomType: 'Superior Double Room Partial Sea View', BoardType: 'HB', Adults: 2 }] } });
    confirmsEach([
      [S, 'Dear, confirmed John Smith 3-6 June Superior Double Sea View HB, conf 88412.', '88412'],
      [PARTIAL, 'Hi, Smith 3-6 Jun Superior Double partial sea view HB confirmed, conf 88412.', '88412'],
      [K, 'Hi, Dubois 14-16 May double with balcony BB confirmed, conf 88412.', '88412'],
    ]);
  });
});

describe("the house's own name is no room (stop 19, tuning16)", () => {
  const SUITES = BookingSchema.parse({ BookingCode: 'BK-2027-1001', CheckIn: '2027-04-08', CheckOut: '2027-04-11', Hotel: { Name: 'Hotel Santa Croce Suites', CountryCode: 'IT' }, Guest: { LeadName: 'Emma Johansson', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'RO', Adults: 2 }] } });
  it('a letterhead or a footer naming the house is not the room; a suite named for the guest still is', () => {
    confirmsEach([
      [SUITES, 'HOTEL SANTA CROCE SUITES\nConferma di prenotazione\nN. prenotazione: 204471\nOspite: Emma Johansson\nArrivo: 08/04/2027 Partenza: 11/04/2027\nCamera doppia, solo pernottamento.\n\nSanta Croce Suites · Firenze', '204471'],
    ]);
    assert.match(verdictOf('Buongiorno, confermata Johansson 08-11/04 in junior suite, n. 204471.', SUITES), /^(?:DISCREPANCY|review)/);
  });
});

describe("a second helper's probes of stop 19 (399 long replies): wrong confirmations closed", () => {
  it('a status that is no confirmation, a footer that says so, terms held elsewhere, comments below, a meal not served', () => {
    confirmsNothing([
      [A, 'Booking details\n\nReservation no.: 88412\nName: Ruiz Ana\nArrival: 12.03.2027\nDeparture: 15.03.2027\nCategory: Double Room\nMeal plan: Breakfast\nStatus: Enquiry\n\nHotel Miramar Reservations'],
      [A, 'CONFIRMACIÓN DE RESERVA\n\nLocalizador: 88412\nCliente: RUIZ, ANA\nLlegada: 12/03/2027\nSalida: 15/03/2027\nHabitación: DBL\nRégimen: AD\nEstado: Presupuesto\n\nHotel Miramar'],
      [A, 'Dear partner,\n\nThank you. Ana Ruiz, 12-15 March 2027, double room with breakfast, confirmed - ref. 88412.\n\nBest regards,\nHotel Miramar\n\nThis e-mail is not a booking confirmation. A confirmation will be issued once the deposit has been received.'],
      [A, 'Hola:\n\nAna Ruiz, 12-15/03/2027, doble con desayuno, localizador 88412.\n\nUn saludo,\nHotel Miramar\n\nEste correo no constituye una confirmación de reserva.'],
      [A, 'Dear colleague,\n\nThe booking is confirmed with the changes shown in the attached document. Ref 88412.\n\nRegards,\nHotel Miramar'],
      [A, 'Guten Tag,\n\nBuchung Ana Ruiz gemäß unserem Telefonat bestätigt, also zu den neuen Daten. Buchungsnr. 88412.\n\nFreundliche Grüße\nHotel Miramar'],
      [S, 'Hi, OK, conf 88412, see comments.\n\nGrand Hotel Palace\n\n> John Smith\n> 3-6 June 2027\n> Superior Double Sea View  [garden view only]\n> Half board'],
      [J, 'Dear partner,\n\nConfirmed Maria Rossi, 18-22 October 2027, Junior Suite, full board, conf. 88412.\n\nPlease note our full board includes breakfast and lunch; dinner is not included.\n\nRegards,\nHotel Bellavista'],
      [K, 'Guten Tag,\n\ndie Reservierung von Frau Sophie Dubois vom 14.05. bis 16.05.2027, Doppelzimmer mit Balkon, Frühstück, ist unter der Nr. 88412 bestätigt.\n\nBitte beachten Sie, dass die Balkone im Mai wegen Fassadenarbeiten nicht zugänglich sind.\n\nMit freundlichen Grüßen\nHotel Lido'],
      [S, 'Dear partner,\n\nConfirmed: John Smith, 3-6 June 2027, Superior Double, half board, conf. 88412. The room allocated is on the first floor and faces the inner courtyard.\n\nBest regards,\nGrand Hotel Palace'],
    ], fromHotel);
    confirmsEach([[A, 'Booking details\n\nReservation no.: 88412\nName: Ruiz Ana\nArrival: 12.03.2027\nDeparture: 15.03.2027\nCategory: Double Room\nMeal plan: Breakfast\nStatus: Confirmed\n\nHotel Miramar Reservations', '88412']]);
  });
});

describe("the second round's classes closed in part (stop 19)", () => {
  it('desk hours that rule out a booked late arrival, remarks in capitals below, changes in an attachment, works, a courtyard', () => {
    confirmsNothing([
      [R, 'Dear partner,\n\nConfirmed Ana Ruiz, 12-15 March 2027, double room BB, conf. 88412.\n\nOur reception is open from 8:00 to 21:00.\n\nBest regards,\nHotel Miramar'],
      [R, 'Guten Tag,\n\nwir bestätigen Frau Ruiz vom 12. bis 15.03.2027, Doppelzimmer mit Frühstück, Buchungsnr. 88412. Der Check-in ist bis spätestens 21:00 Uhr möglich.\n\nFreundliche Grüße\nHotel Miramar'],
      [A, 'Buenos días, confirmada con nuestras observaciones en mayúsculas, localizador 88412.\n\nHotel Miramar\n\n> Cliente: Ana Ruiz\n> Fechas: 12-15/03/2027\n> Habitación doble - NO QUEDAN DOBLES, SE ASIGNA TWIN\n> Desayuno incluido'],
      [A, 'Buongiorno,\n\nla prenotazione è confermata con le modifiche indicate nel documento allegato. Rif. 88412.\n\nCordiali saluti,\nHotel Miramar'],
      [A, 'Dear partner,\n\nBooking for Ana Ruiz, 12-15 March, double room, breakfast - ref. 88412.\n\nBest regards,\nHotel Miramar\n\n--\nThis message is an automatic acknowledgement and does not constitute a confirmation of your reservation.'],
      [K, 'Dear colleague,\n\nThe booking for Ms Sophie Dubois, 14-16 May 2027, Double Room with Balcony, bed and breakfast, is confirmed under no. 88412.\n\nPlease note that the balconies on the 2nd floor are being renovated in May.\n\nRegards,\nHotel Lido'],
      [S, 'Hola:\n\nConfirmado John Smith, 3-6/06/2027, Superior Doble, media pensión, localizador 88412. La habitación asignada está en la primera planta y da al patio interior.\n\nSaludos,\nGrand Hotel Palace'],
    ], fromHotel);
    // Reception open until midnight, or a night porter: the late arrival is met.
    confirmsEach([[R, 'Dear partner,\n\nConfirmed Ana Ruiz, 12-15 March 2027, double room BB, conf. 88412.\n\nOur reception is open from 7:00 to 24:00.\n\nBest regards,\nHotel Miramar', '88412']]);
  });
});

describe("the second round's clean confirmations read (stop 19: recall)", () => {
  it('a board spelt out in brackets, a two-room list with "ohne Frühstück" on each line, non-smoking rooms, room hours', () => {
    confirmsEach([
      [S, 'Dear partner,\n\nWe confirm Mr John Smith, 3-6 June 2027, Superior Double Room Sea View, half board (breakfast and dinner), confirmation 88412.\n\nKind regards,\nGrand Hotel Palace', '88412'],
      [T, 'Guten Tag,\n\nAnreise: 05.09.2027\nAbreise: 08.09.2027\n1 Zweibettzimmer ohne Frühstück\n1 Doppelzimmer ohne Frühstück\n\nBestätigungsnr.: 88412\n\nMfG', '88412'],
      [T, 'Dear partner,\n\nWeber, 5-8 September 2027:\n1 Twin Room, room only\n1 Double Room, room only\nConfirmation number: 88412\n\nPlease note both rooms are non-smoking.\n\nRegards', '88412'],
      [A, 'Guten Tag,\n\nbestätigt: Ana Ruiz, 12.-15.03.2027, DZ mit Frühstück, Bestätigungsnr.: 88412\n\nDie Zimmer stehen ab 14:00 Uhr zur Verfügung und sind bis 12:00 Uhr freizugeben.\n\nMfG', '88412'],
    ]);
    // "we confirm the dinner" is still an extra's confirmation, not the booking's.
    assert.doesNotMatch(verdictOf('Hello, we confirm the dinner for Mr Smith. Booking 88412.', S), /^CONFIRMED/);
  });
});

describe('a short confirmation above a thread that names another room or board (stop 19)', () => {
  it('confirms the thread, not the booking: a person reads it; our own request quoted below is no such thread', () => {
    confirmsNothing([
      [A, 'Dear Maria,\n\nThank you, confirmed under no. 88412.\n\nBest regards,\nLaura\nHotel Miramar\n\n> OK, please go ahead with the twin room then.\n> Maria\n>\n>> Dear Maria, unfortunately we have no double rooms left for 12-15 March, only a twin room. Shall we book it?\n>> Laura, Hotel Miramar'],
    ], fromHotel);
    confirmsEach([
      [A, 'Dear Maria,\n\nThank you, confirmed under no. 88412.\n\nBest regards,\nLaura\n\n> Please reconfirm: Ana Ruiz, 12-15 March 2027, 1 Double Room, bed and breakfast, 2 adults. Our code BK-2027-1001.', '88412'],
    ]);
  });
});

describe('the house closed over the stay, said below the signature (stop 19)', () => {
  it('goes to a person when the closure holds a night of the stay; a closure at another time is the house\'s news', () => {
    confirmsNothing([
      [A, 'Guten Tag,\n\nbestätigt: Ana Ruiz, 12.-15.03.2027, DZ/F, Buchungsnr. 88412.\n\nFreundliche Grüße\nHotel Miramar\n\nUnser Haus ist vom 01.11.2026 bis 31.03.2027 wegen Renovierung geschlossen.'],
      [A, 'Bom dia,\n\nConfirmada: Ana Ruiz, 12-15/03/2027, duplo APA, ref. 88412.\n\nCumprimentos,\nHotel Miramar\n\nO hotel está encerrado para obras de 1 de novembro de 2026 a 31 de março de 2027.'],
    ]);
    confirmsEach([[A, 'Guten Tag,\n\nbestätigt: Ana Ruiz, 12.-15.03.2027, DZ/F, Buchungsnr. 88412.\n\nFreundliche Grüße\nHotel Miramar\n\nUnser Haus ist vom 01.11.2027 bis 31.03.2028 wegen Renovierung geschlossen.', '88412']]);
  });
});

describe('single occupancy where two adults share the room (stop 19)', () => {
  it('a rate or a room for one goes to a person; one adult counted is a difference', () => {
    confirmsNothing([
      [A, 'Dear partner,\n\nConfirmed Ana Ruiz, 12-15 March 2027, double room with breakfast, conf. 88412. Rate: EUR 90 per night, single occupancy.\n\nBest regards,\nHotel Miramar'],
      [A, 'Guten Tag,\n\nbestätigt: Ana Ruiz, 12.-15.03.2027, Doppelzimmer mit Frühstück, Buchungsnr. 88412. Preis: 85 € pro Nacht bei Einzelbelegung.\n\nFreundliche Grüße\nHotel Miramar'],
    ]);
    assert.match(verdictOf('Confirmed, conf 88412. Please note we have this booking as single occupancy - 1 adult in a double room.', A), /^DISCREPANCY Guest\.Adults/);
  });
});

describe("a recall round's wrong confirmations (stop 19)", () => {
  it('three rooms for a twin and a double, counts that disagree, a suite of another kind, a shared bathroom, a lower grade', () => {
    confirmsNothing([
      [T, 'Confirmé Weber 5-8 septembre 2027, deux chambres twin et une double, logement seul, réf. 61903.'],
      [T, 'Confirmé Weber 5-8 septembre 2027, trois chambres : deux twin et une double, logement seul, réf. 61903.'],
      [T, 'Confermato Weber 5-8 settembre 2027, una twin e due doppie, solo pernottamento, rif. 61903.'],
      [T, 'Confirmado Weber 5-8 septiembre 2027, dos habitaciones twin y una doble, solo alojamiento, loc. 61903.'],
      [J, 'Confirmed Maria Rossi 18-22 October 2027, Senior Suite, full board, 2 adults, conf 30771.'],
      [A, 'Confirmed Ana Ruiz 12-15 March 2027, Double Room (shared bathroom), breakfast, 2 adults, conf 88412.'],
      [A, 'Confirmada Ana Ruiz 12-15 marzo 2027, doble con baño compartido, desayuno, 2 adultos, loc. 88412.'],
      [A, 'Confirmed Ana Ruiz 12-15 March 2027, Economy Double Room, breakfast, 2 adults, conf 88412.'],
      [A, 'Bestätigt Ana Ruiz 12.-15.03.2027, kleines Doppelzimmer, Frühstück, 2 Erwachsene, Nr. 88412.'],
    ]);
    confirmsEach([
      [J, 'Confirmed Maria Rossi 18-22 October 2027, Junior Suite, full board, 2 adults, conf 30771.', '30771'],
      [A, 'Confirmed Ana Ruiz 12-15 March 2027, Standard Double Room, breakfast, 2 adults, conf 88412.', '88412'],
      [T, 'Confirmed Weber 5-8 September 2027, one twin and one double, room only, conf 61903.', '61903'],
    ]);
  });
});

describe("a recall round's clean confirmations read (stop 19)", () => {
  it('German labels "Hotelbestätigung:" and "Bestätigung:", rooms joined by a slash, "Familie Martin"', () => {
    confirmsEach([
      [S, 'Guten Tag, bestätigt: John Smith 03.-06.06.2027 Superior DZ Meerblick HP. Hotelbestätigung: 55120.', '55120'],
      [A, 'Guten Tag, bestätigt: Ana Ruiz 12.-15.03.2027 DZ mit Frühstück. Bestätigung: 55120.', '55120'],
      [T, 'Dear partner, Weber 5-8 September 2027, 1 Twin Room / 1 Double Room, room only, confirmed, conf 61903.', '61903'],
      [F, 'Guten Tag, bestätigt: Familie Martin, 10.-17.07.2027, Familienzimmer HP, 2 Erwachsene und 2 Kinder, Nr. 77120.', '77120'],
    ]);
    assert.match(verdictOf('Guten Tag, bestätigt: Familie Schulz, 10.-17.07.2027, Familienzimmer HP, 2 Erwachsene und 2 Kinder, Nr. 77120.', F), /^(?:DISCREPANCY Guest\.LeadName|review)/);
  });
});

describe("more of the recall round's clean confirmations (stop 19)", () => {
  it('a pipe row with the guests mid-row, a welcome cake in a P.S.', () => {
    confirmsEach([
      [A, 'Dear partner,\n\nAna Ruiz | 12/03/2027 - 15/03/2027 | Double Room | Bed & Breakfast | 2 adults | Confirmation 88412\n\nRegards', '88412'],
      [A, 'Dear partner, confirmed Ana Ruiz 12-15 March 2027, double room with breakfast, 2 adults, conf 88412.\n\nP.S. We heard it is Mrs Ruiz\'s birthday - a small cake will be waiting in the room!\n\nHotel Miramar', '88412'],
    ]);
    assert.match(verdictOf('Dear partner,\n\nAna Ruiz | 12/03/2027 - 15/03/2027 | Double Room | Bed & Breakfast | 3 adults | Confirmation 88412\n\nRegards', A), /^DISCREPANCY Guest\.Adults/);
    assert.doesNotMatch(verdictOf('Dear partner, confirmed Ana Ruiz 12-15 March 2027, double room with breakfast, conf 88412.\n\nP.S. The room has no window.', A), /^CONFIRMED/);
  });
});

describe("the recall round's house notes (stop 19)", () => {
  it('a letter titled "LETTERA DI CONFERMA", pool and kids club hours, a departure row with its hour, a lowercase "dbl"', () => {
    confirmsEach([
      [J, 'LETTERA DI CONFERMA\n\nGentile Sig.ra Rossi,\n\nN. prenotazione: 7734\nArrivo: lun 18/10/2027\nPartenza: ven 22/10/2027\nCamera: Junior Suite\nTrattamento: pensione completa\nOspiti: 2 adulti\n\nCordiali saluti', '7734'],
      [F, 'Guten Tag,\n\ndie Reservierung von Herrn Pierre Martin ist bestätigt: 10.-17. Juli 2027, Familienzimmer, Halbpension, 2 Erwachsene und 2 Kinder, Buchungsnr. 77120.\n\nDer Außenpool ist von 9 bis 19 Uhr geöffnet, der Kinderclub täglich von 10 bis 18 Uhr.\n\nMfG', '77120'],
      [A, 'Bom dia,\n\nConfirmada: Ana Ruiz, duplo APA, 2 adultos.\nChegada: 12/03/2027 a partir das 15h00\nPartida: 15/03/2027 até às 11h00\nRef. 88412\n\nCumprimentos', '88412'],
      [A, 'Hi, Ruiz 12-15 Mar dbl BB confirmed, conf 88412.', '88412'],
    ]);
  });
});

describe("early departure and a night charged are the house's terms (stop 19, recall)", () => {
  it('confirms beside the terms; an early departure of this booking still goes to a person', () => {
    confirmsEach([
      [A, 'Dear, Ruiz 12-15 March double BB confirmed, conf 55120. In case of early departure the full stay will be charged.', '55120'],
      [A, 'Dear, Ruiz 12-15 March double BB confirmed, conf 55120. Free cancellation until 10 March; thereafter one night will be charged.', '55120'],
    ]);
    confirmsNothing([
      [A, 'Dear, Ruiz 12-15 March double BB confirmed, conf 55120. Early departure on 14 March as requested.'],
      [A, 'Hola, Ruiz 12-15 marzo doble AD confirmada, localizador 55120. Salida anticipada el 14 de marzo.'],
    ]);
  });
});

describe('a confirmation label with the rooms it covers (stop 19, tuning16)', () => {
  it('"Confirmation no. for both rooms: 66120" is a label', () => {
    confirmsEach([[A, 'Hi, Ruiz 12-15 March double BB confirmed.\n\nConfirmation no. for both rooms: 66120', '66120']]);
  });
});

describe('a deposit due is a condition in every language (stop 19)', () => {
  it('French and German as English, Spanish, Italian and Portuguese already did', () => {
    confirmsNothing([
      [A, 'Bonjour, confirmée Ana Ruiz 12-15 mars 2027, double PDJ, réf. 88412.\n\nUn acompte de 30 % est dû avant le 12 février 2027 ; le solde est payable à l\'arrivée.'],
      [A, 'Guten Tag, bestätigt Ana Ruiz 12.-15.03.2027, DZ mit Frühstück, Nr. 88412.\n\nEine Anzahlung von 30 % ist bis zum 12.02.2027 fällig; der Rest ist bei Anreise zahlbar.'],
    ]);
  });
});

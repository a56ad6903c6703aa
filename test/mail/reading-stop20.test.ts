// Stop 20's reader changes (tuning16): a room-only board said with its rate ("breakfast isn't part of this rate"); a
// German cancellation deadline after a lead time ("bis 14 Tage vor Ankunft, d.h. bis 22.08.2027", "also bis"); a date
// that reads day/month or month/day settled by the weekday before it ("jeu. 07-10-2027"). And what each must not do:
// a breakfast said to be not part of a rate where breakfast is booked, a weekday that fits neither reading, a
// deadline inside the stay.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parseHotelMail, readHotelMail } from '../../src/domain/hotelMail/index.js';
import { BookingSchema } from '../../src/domain/schemas.js';
import { loadCorpus, readEntry } from './corpus.js';
import { confirmsEach, confirmsNothing, verdictOf } from './verdict.js';

const A = BookingSchema.parse({ BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar', CountryCode: 'ES' }, Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] } });
const O = BookingSchema.parse({ BookingCode: 'BK-2027-1001', CheckIn: '2027-11-24', CheckOut: '2027-11-28', Hotel: { Name: 'Casa Alameda Inn', CountryCode: 'US' }, Guest: { LeadName: 'Rachel Cohen', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Two Queen Room', BoardType: 'Room Only', Adults: 2 }] } });
const T = BookingSchema.parse({ BookingCode: 'BK-2027-1001', CheckIn: '2027-09-05', CheckOut: '2027-09-08', Hotel: { Name: 'Hotel Adler', CountryCode: 'DE' }, Guest: { LeadName: 'Klaus Weber', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'RO', Adults: 2 }] } });
const W = BookingSchema.parse({ BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Lough Eske Lodge', CountryCode: 'IE' }, Guest: { LeadName: 'Siobhan Walsh', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] } });
const D = BookingSchema.parse({ BookingCode: 'BK-2027-1001', CheckIn: '2027-09-05', CheckOut: '2027-09-08', Hotel: { Name: 'Hotel Weserblick', CountryCode: 'DE' }, Guest: { LeadName: 'Anna Vogel', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] } });
const C = BookingSchema.parse({ BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hôtel du Lac', CountryCode: 'CH' }, Guest: { LeadName: 'Chen Mei Lin', TotalRooms: 1, Adults: 1, Childs: 0, RoomStructure: [{ RoomType: 'Single Room', BoardType: 'BB', Adults: 1 }] } });
const F = BookingSchema.parse({ BookingCode: 'BK-2027-1001', CheckIn: '2027-07-10', CheckOut: '2027-07-17', Hotel: { Name: 'Hotel Sol', CountryCode: 'IT' }, Guest: { LeadName: 'Pierre Martin', TotalRooms: 1, Adults: 2, Childs: 2, RoomStructure: [{ RoomType: 'Family Room', BoardType: 'HB', Adults: 2, Childs: 2 }] } });
const J = BookingSchema.parse({ BookingCode: 'BK-2027-1001', CheckIn: '2027-10-18', CheckOut: '2027-10-22', Hotel: { Name: 'Hotel Bellavista', CountryCode: 'IT' }, Guest: { LeadName: 'Maria Rossi', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Junior Suite', BoardType: 'FB', Adults: 2 }] } });
// Thursday 7 October 2027 to Sunday 10 October; read month first, 7 October would be 10 July, a Saturday.
const Q = BookingSchema.parse({ BookingCode: 'BK-2027-1001', CheckIn: '2027-10-07', CheckOut: '2027-10-10', Hotel: { Name: 'Hôtel Champlain', CountryCode: 'CA' }, Guest: { LeadName: 'Julien Carpentier', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Queen Room', BoardType: 'Room Only', Adults: 2 }] } });

describe('stop 20: the reader on tuning16', () => {
  it("a room-only board said with its rate confirms a room-only booking, and is a difference where breakfast is booked", () => {
    confirmsEach([
      [O, "Hello,\n\nEverything matches for Ms. Cohen, 24-28 November, Two Queen Room.\nRoom only, breakfast is not part of this rate.\n\nReservation ID 210977\n\nMarisol", '210977'],
      [O, "Hello,\n\nEverything matches for Ms. Cohen, 24-28 November, Two Queen Room.\nRoom only — breakfast isn't part of this rate.\n\nReservation ID 210977\n\nMarisol", '210977'],
    ]);
    assert.doesNotMatch(verdictOf("Hello,\n\nEverything matches for Ms. Ruiz, 12-15 March, Double Room.\nBreakfast isn't part of this rate.\n\nReservation ID 210977\n\nMarisol", A), /^CONFIRMED/);
  });

  it('a German cancellation deadline after a lead time before the arrival is no second check-in; one inside the stay still goes to a person', () => {
    confirmsEach([
      [T, 'Grüezi\n\nReservation 557102 bestätigt, Anreise 05.09.2027, Abreise 08.09.2027.\nAnnullation kostenlos bis 14 Tage vor Ankunft, d.h. bis 22.08.2027.\n\nFreundliche Grüsse\nReto', '557102'],
      [T, 'Grüezi\n\nReservation 557102 bestätigt, Anreise 05.09.2027, Abreise 08.09.2027.\nAnnullation kostenlos bis 14 Tage vor Ankunft, also bis 22.08.2027.\n\nFreundliche Grüsse\nReto', '557102'],
      [T, 'Grüezi\n\nReservation 557102 bestätigt, Anreise 05.09.2027, Abreise 08.09.2027.\nKostenlose Stornierung bis 14 Tage vor Anreise (22.08.2027).\n\nFreundliche Grüsse\nReto', '557102'],
    ]);
    confirmsNothing([
      [T, 'Grüezi\n\nReservation 557102 bestätigt, Anreise 05.09.2027, Abreise 08.09.2027.\nDas Zimmer ist nur bis 2 Tage vor Abreise frei, d.h. bis 06.09.2027.\n\nFreundliche Grüsse\nReto'],
    ]);
  });

  it('the weekday before a date settles day/month against month/day; a weekday that fits neither leaves it to a person', async () => {
    // tuning16's Montréal letter ("Arrivée / Arrival ...... : jeu. 07-10-2027   16:00"): read as it is, the date is
    // placed; without its weekday, the letter's other dates do not settle it and it goes to a person as ambiguous.
    const dir = join(import.meta.dirname, '..', '..', 'fixtures', 'hotel-replies-tuning16');
    const entry = loadCorpus(dir).find((e) => e.file.startsWith('fr-p03b'))!;
    const ambiguous = (r: Awaited<ReturnType<typeof readEntry>>) => r.kind === 'answer' && r.review.some((x) => /can be read day\/month/.test(x.why));
    assert.equal(ambiguous(await readEntry(entry, dir)), false, 'the weekday places the date');
    const raw = readFileSync(join(dir, entry.file), 'latin1');
    const without = await readHotelMail(await parseHotelMail(Buffer.from(raw.replace('jeu. 07-10-2027', '07-10-2027'), 'latin1')), entry.bookings.map((b) => ({ bookingId: b.bookingId, booking: BookingSchema.parse(b.booking) })));
    assert.equal(ambiguous(without), true, 'without it, a person reads the date');
    const letter = (arrival: string) => `Bonjour,\n\n No confirmation de réservation : 9921764\n Arrivée / Arrival : ${arrival}\n Départ / Departure : dim. 10-10-2027\n\nSylvie`;
    assert.doesNotMatch(verdictOf(letter('mar. 07-10-2027'), Q), /^CONFIRMED/, 'a Tuesday is neither 7 October nor 10 July');
  });

  it('the name a booking is held under, said as desks say it, is compared: another given name of the same family is a difference', () => {
    assert.equal(verdictOf('Hello,\n\nWe have this one under Mr Liam Walsh, 12-15 March, double with breakfast. Conf no. 31776.', W), 'DISCREPANCY Guest.LeadName');
    assert.equal(verdictOf('Hello,\n\nWe have this one under Liam Walsh – 2 guests, 3 nights 12–15 Mar, double with breakfast. Conf no. 31776.', A), 'DISCREPANCY Guest.LeadName');
    assert.equal(verdictOf('Moin,\n\ndie Buchung ist bei uns vorhanden, allerdings auf Herrn Michael Vogel (Buchungsnr. 31-0605). Zeitraum 05.–08.09., Doppelzimmer mit Frühstück, 2 Personen.\n\nViele Grüße', D), 'DISCREPANCY Guest.LeadName');
    // A family name written first ("Chen Mei Lin") after a title is the guest's; another family name is not.
    confirmsEach([[C, 'Bonjour,\n\nNous avons bien enregistré le séjour de Mme Chen du 12 au 15 mars.\nVotre dossier chez nous : 45712\n\nMeilleures salutations', '45712']]);
    confirmsNothing([[A, 'Bonjour,\n\nNous avons bien enregistré le séjour de Mme Garcia du 12 au 15 mars.\nVotre dossier chez nous : 45712\n\nMeilleures salutations']]);
  });

  it("the hotel's number under labels desks use: 'booked in under', 'Nuestro correlativo', 'Votre dossier chez nous', 'Ref.ª Herdade'; a letter's date line ending in a full stop", () => {
    confirmsEach([
      [A, 'All good, booked in under 77-3104 👍\n\nCheers\nBec', '77-3104'],
      [A, 'Hola:\n\nLa reserva de la Sra. Ruiz está OK en nuestro sistema, del 12/03 al 15/03 (3 noches), doble con desayuno.\n\nNuestro correlativo: 118847\n\nQuedamos atentos.', '118847'],
      [A, 'Bonjour,\n\nNous avons bien enregistré le séjour de Mme Ruiz du 12 au 15 mars.\nVotre dossier chez nous : 45712\n\nMeilleures salutations', '45712'],
      [A, 'Boa tarde,\n\nFica confirmada a estadia da Sra. Ruiz de 12 a 15 de março, quarto duplo com pequeno-almoço.\n\nRef.ª Herdade: 0871/27\n\nCumprimentos', '0871/27'],
      [A, 'Lisboa, 18 de janeiro de 2027.\n\nPrezados Senhores,\n\nConfirmamos a reserva da Sra. Ana Ruiz, de 12 a 15 de março de 2027, quarto duplo com pequeno-almoço, 2 adultos. Reserva n.º 27-0318.\n\nAtenciosamente', '27-0318'],
    ]);
    // A number after "booked in under" with nothing confirmed about it stays a number: "under 77-3104 the cot is booked".
    assert.doesNotMatch(verdictOf('Hi, we could not find it. Booked in under 77-3104 is only a cot for another guest.', A), /^CONFIRMED/);
  });

  it("words that look like a doubt or a cancellation and are not: 'confirmed under reservation number', a PMS letter's 'Cancel by 6:00 PM', a confidentiality notice, a tax note; the same words with a real condition or cancellation still go to a person", () => {
    confirmsEach([
      [A, 'Hello,\n\nAll sorted now - confirmed under reservation number 219934, 12-15 March, double with breakfast for Ms Ruiz.\n\nRegards', '219934'],
      [A, 'Hello,\n\nConfirmed, ref 219934, Ms Ruiz 12-15 March, double with breakfast. Cancel by 6:00 PM local time 72 hours prior to arrival to avoid a one-night penalty.\n\nRegards', '219934'],
      [A, 'Buongiorno,\n\nconfermata la prenotazione 219934 della sig.ra Ruiz dal 12 al 15 marzo.\n\nSe lo avete ricevuto per errore vi preghiamo di cancellarlo e di darcene comunicazione.', '219934'],
      [A, 'Hello,\n\nRef 219934, Ms Ruiz 12-15 March. Kindly note GST @ 12% is applicable on room tariff and is already included in the contracted rate.\n\nRegards', '219934'],
    ]);
    confirmsNothing([
      [A, 'Hello,\n\nBooking 219934 for Ms Ruiz, 12-15 March, double with breakfast, confirmed under reservation.\n\nRegards'],
      [A, 'Hello,\n\nBooking 219934 for Ms Ruiz, 12-15 March, double with breakfast. We will cancel by 6 pm today unless we receive a valid card.\n\nRegards'],
      [A, 'Hello,\n\nbooking 219934 for Ms Ruiz has been cancelled as requested.\n\nIf you received this in error, please delete it.'],
      [A, 'Hallo,\n\ndie Buchung 219934 von Frau Ruiz wurde storniert.\n\nFalls Sie diese E-Mail irrtümlich erhalten haben, löschen Sie sie bitte.'],
      [A, 'Buongiorno,\n\nla prenotazione 219934 della sig.ra Ruiz dal 12 al 15 marzo è stata cancellata per errore, vi preghiamo di rifarla.'],
    ]);
  });

  it("a helper's Italian probes that confirmed: a condition in Italian words, a confirmation still to come, a doubt, another guest named, counts of people in Italian in a reply read as English", () => {
    confirmsNothing([
      [J, 'Prenotazione 4675 – Rossi Maria – Junior Suite – 18/10/2027-22/10/2027 – pensione completa – 2 adulti.\nStato: confermata subordinatamente al pagamento del deposito.\nHotel Bellavista'],
      [F, "Gentili signori,\nla prenotazione n. 9190 (Martin Pierre, 10–17 luglio 2027, Family Room, mezza pensione, 2 adulti + 2 bambini) è confermata a patto che ci facciate pervenire copia dei documenti dei bambini.\nSaluti, Hotel Sol"],
      [J, "Buongiorno, tutto in ordine per la prenotazione n. 2410 (Maria Rossi, 18–22 ottobre 2027, Junior Suite, pensione completa, 2 adulti). Vi ricordiamo che la conferma è soggetta all'accettazione delle nostre condizioni, da rinviarci firmate."],
      [J, 'Buongiorno,\nprenotazione n. 4735 – Rossi Maria – Junior Suite – pensione completa – 2 adulti – 18.10.2027/22.10.2027.\nLa conferma verrà emessa a partire da settembre.\nHotel Bellavista'],
      [J, 'Gentile agenzia, la prenotazione n. 2470 di Maria Rossi (18–22 ottobre 2027, Junior Suite, pensione completa, 2 adulti) è stata registrata. Seguirà conferma scritta appena ricevuta la risposta del proprietario.'],
      [J, 'Gentili signori,\nla prenotazione n. 4790 (Maria Rossi, Junior Suite, 18–22 ottobre 2027, pensione completa, 2 adulti) dovrebbe essere confermata, salvo diversa comunicazione da parte della direzione.'],
      [J, 'Confermiamo la prenotazione n. 4620 a nome Maria Russo, Junior Suite, 18/10/2027 – 22/10/2027, pensione completa, 2 adulti. Hotel Bellavista'],
      [J, 'Buongiorno, confermiamo la prenotazione n. 2370 per Marta Bianchi dal 18 al 22 ottobre 2027, Junior Suite, pensione completa, 2 adulti. Hotel Bellavista'],
      [J, 'Ciao, pren. 9250 Rossi ricevuta, ti confermo tutto domani dopo aver parlato con la direzione. Hotel Bellavista'],
      [J, 'Buongiorno, prenotazione n. 9250 Rossi: vi confermiamo in giornata, appena sentita la direzione.'],
      [J, 'Riepilogo prenotazione n. 4630\nCognome/Nome | ROSSI MARTA\nArrivo | 18/10/2027\nPartenza | 22/10/2027\nCamera | Junior Suite\nTrattamento | Pensione completa\nPax | 2\nHotel Bellavista'],
    ]);
    assert.equal(verdictOf('Confermiamo prenotazione n. 9120 Martin Pierre, 10/07/2027-17/07/2027, Family Room, HB, 2 adulti + 1 bambino. Hotel Sol', F), 'DISCREPANCY Guest.Childs');
    // The same with the booking's facts, and "pren." as the label of the hotel's number, confirm.
    confirmsEach([
      [F, 'Ciao, tutto ok per la pren. 9101 Martin Pierre: 10-17 luglio 2027, Family Room, mezza pensione, 2 adulti + 2 bambini. Hotel Sol', '9101'],
      [J, 'Confermiamo la prenotazione n. 4620 a nome Maria Rossi, Junior Suite, 18/10/2027 – 22/10/2027, pensione completa, 2 adulti. Hotel Bellavista', '4620'],
      [J, "Buongiorno, prenotazione n. 9250 Rossi 18-22/10 confermata. Vi confermo domani l'orario del transfer.", '9250'],
    ]);
  });

  it("a helper's Spanish and German probes that confirmed: 'confirmada siempre que ...', passports 'para mantener la reserva', 'gilt nur, wenn', a view 'nur gegen Aufpreis garantiert', 'erst nächste Woche endgültig prüfen', 'Titular que nos consta: Sr. Karl Weber'", () => {
    confirmsNothing([
      [F, 'La reserva nº 58120 (Pierre Martin, 10-17/07/2027, Family Room, MP, 2+2) está confirmada siempre que los niños sean menores de 12 años; en caso contrario se aplicará tarifa de adulto.'],
      [A, 'Localizador 22817: OK para Ana Ruiz, 12-15/03/2027, doble, alojamiento y desayuno, 2 adultos. Importante: necesitamos copia de los pasaportes para mantener la reserva.'],
      [F, 'Reservierung 58120: Pierre Martin, 10.–17.07.2027, Familienzimmer, HP, 2+2. Die Bestätigung gilt nur, wenn beide Kinder unter 12 Jahre alt sind.'],
      [A, 'Res.-Nr. 4471 – Ana Ruiz – 12.–15.03.2027 – DZ – ÜF – 2 Erw. Sieht gut aus, allerdings hatten wir einen Systemausfall und können die Buchung erst nächste Woche endgültig prüfen.'],
      [A, 'Buenas, reserva 22817 reconfirmada: 12-15 marzo 2027, doble con desayuno, 2 adultos. Titular que nos consta: Sr. Antonio Ruiz.'],
    ]);
    confirmsEach([[A, 'Buenas, reserva 22817 reconfirmada: 12-15 marzo 2027, doble con desayuno, 2 adultos. Estamos a su disposición siempre que lo necesiten.', '22817']]);
  });
});

// Issue 25, eighth pass: two numbers either of which could be the confirmation. A careful agent does not pick when
// the hotel's own text offers two: a number after a bare label beside one after a confirmation label, a number and a
// "correct" or "new" one, a number in the subject and another in the body, a number alone on its line beside a
// labelled one. The reading goes to a person naming both (src/domain/hotelMail/rivals.ts). A second number whose own
// label or words say it is something else (a folio, an invoice, a room, a request, an internal file, a past stay's
// booking) is no rival. Each review case below was confirmed, with one of the two numbers, before this pass.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readHotelMail } from '../../src/domain/hotelMail/index.js';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

const booking = BookingSchema.parse({
  BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
  Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] },
});
const verdict = (text: string, subject = '') => verdictOf(text, booking, subject);
const both = (a: string, b: string) => new RegExp(`^review: two numbers either of which could be the confirmation: ${a} and ${b} \\(`);

describe('eighth pass: two plausible confirmation numbers go to a person with both (six languages)', () => {
  it('a number after a bare label ("Booking no.", "Reserva nº") beside one after a confirmation label', () => {
    for (const text of ["Confirmed, confirmation no. 4471. Booking no. 55120.", "Confirmada, número de confirmación 4471. Reserva nº 55120.", "Confirmée, numéro de confirmation 4471, réservation n° 55120.", "Bestätigt, Bestätigungsnummer 4471. Reservierung Nr. 55120.", "Confermata, numero di conferma 4471. Prenotazione n. 55120.", "Confirmada, número de confirmação 4471. Reserva nº 55120."]) assert.match(verdict(text), both('4471', '55120'), text);
  });

  it('a number and the "correct" one', () => {
    for (const text of ["Confirmed under number 4471. Sorry, the correct number is 4472.", "Confirmada con el número 4471. Perdón, el número correcto es 4472.", "Confirmée sous le numéro 4471. Pardon, le bon numéro est le 4472.", "Bestätigt unter 4471. Entschuldigung, die richtige Nummer ist 4472.", "Confermata con il numero 4471. Scusate, il numero corretto è 4472.", "Confirmada com o número 4471. Desculpem, o número correto é 4472."]) assert.match(verdict(text), both('4471', '4472'), text);
  });

  it('a number and the "new" one', () => {
    for (const text of ["Confirmed, ref 4471. Our new confirmation number is 4479.", "Confirmada, ref. 4471. El nuevo localizador es 4479.", "Confirmée, réf. 4471. Le nouveau numéro de confirmation est 4479.", "Bestätigt, Ref. 4471. Die neue Buchungsnummer lautet 4479.", "Confermata, rif. 4471. Il nuovo numero di conferma è 4479.", "Confirmada, ref. 4471. O novo número de confirmação é 4479."]) assert.match(verdict(text), both('4479', '4471'), text);
  });

  it('a number in the desk\'s subject and another in the body', () => {
    for (const [text, subject] of [["Confirmed, conf. no. 4471.", "RE: BK-2027-1001 - CONFIRMED 5566"], ["Confirmada, localizador 4471.", "RE: BK-2027-1001 - Localizador 5566"], ["Confirmée, n° de confirmation 4471.", "RE: BK-2027-1001 - Confirmation n° 5566"], ["Bestätigt, Buchungsnummer 4471.", "AW: BK-2027-1001 - Buchungsnr. 5566"], ["Confermata, numero di conferma 4471.", "R: BK-2027-1001 - Conferma n. 5566"], ["Confirmada, número de confirmação 4471.", "RE: BK-2027-1001 - Reserva nº 5566"]] as [string, string][]) assert.match(verdict(text, subject), both('4471', '5566'), `${subject} / ${text}`);
    // The same number in the subject and the body is one number.
    assert.equal(verdict('Confirmed, conf. no. 4471.', 'RE: BK-2027-1001 - CONFIRMED 4471'), 'CONFIRMED 4471');
  });

  it('a number alone on its line beside a labelled one', () => {
    for (const text of ["Bestätigt.\n88120\nBuchungsnummer 4471.", "Confermata.\n88120\nNumero di conferma 4471."]) assert.match(verdict(text), both('4471', '88120'), text);
  });

  it('two numbers for one request (one per room) and a second reference of the system', () => {
    for (const text of ["Confirmed: 4471 (room 1) and 4472 (room 2).", "Confirmada: 4471 (habitación 1) y 4472 (habitación 2).", "Confirmé : 4471 (chambre 1) et 4472 (chambre 2).", "Bestätigt: 4471 (Zimmer 1) und 4472 (Zimmer 2).", "Confermata: 4471 (camera 1) e 4472 (camera 2).", "Confirmada: 4471 (quarto 1) e 4472 (quarto 2)."]) assert.match(verdict(text), both('4471', '4472'), text);
    for (const text of ["Confirmed, number 4471 (system reference 88120).", "Confirmada con el número 4471 (referencia del sistema 88120).", "Confirmée sous le numéro 4471 (référence système 88120).", "Bestätigt unter 4471 (Systemreferenz: Ref. 88120).", "Confermata con il numero 4471 (riferimento di sistema: rif. 88120).", "Confirmada com o número 4471 (referência do sistema 88120)."]) assert.match(verdict(text), both('4471', '88120'), text);
  });

  it('the review item names both numbers as its candidates', () => {
    const text = 'Confirmada, localizador 4471, reserva 77120.';
    const r = readHotelMail({ text, kind: 'reply', references: [], to: [], cc: [], subject: '', size: text.length, fromHtml: false }, [{ bookingId: 'BK-2027-1001', booking }]);
    assert.equal(r.kind, 'answer');
    assert.equal(r.lines.length, 0);
    assert.deepEqual(r.review[0].candidates.slice(0, 2), ['4471', '77120']);
  });

  it('a short number of another shape after a bare "n°" (a room, a floor) is no rival of a code with letters or two digits more (each went to review before)', () => {
    for (const text of ["Confirmed, confirmation number HX2027-88417. Double superior sea view, no. 312.", "Confirmada, número de confirmación HX2027-88417. Doble superior vista mar, nº 312.", "Confirmée, numéro de confirmation HX2027-88417. Double supérieure vue mer, n° 312.", "Bestätigt, Bestätigungsnummer HX2027-88417. Doppelzimmer Superior Seeblick, Nr. 312.", "Confermata, numero di conferma HX2027-88417. Matrimoniale superior n. 312.", "Confirmada, número de confirmação HX2027-88417. Duplo superior vista mar, nº 312.", "Confirmed, confirmation no. 44718. Superior double sea view, no. 312.", "Confirmada, localizador 44718. Doble superior, nº 312."]) assert.equal(verdict(text), text.includes('44718') ? 'CONFIRMED 44718' : 'CONFIRMED HX2027-88417', text);
  });

  it('real two-number cases still go to a person: two booking labels, whatever their shape; two of one shape; a correction; two reservations', () => {
    for (const text of ["Confirmed, confirmation no. 44718. Booking no. 551.", "Confirmada, localizador 44718. Reserva nº 551.", "Confirmée, n° de confirmation 44718, réservation n° 551.", "Bestätigt, Bestätigungsnummer 44718. Buchung Nr. 551.", "Confermata, numero di conferma 44718. Prenotazione n. 551.", "Confirmada, número de confirmação 44718. Reserva nº 551."]) assert.match(verdict(text), both('44718', '551'), text);
    for (const text of ["Confirmed, confirmation no. 4471, no. 4472.", "Confirmada, localizador 4471, nº 4472.", "Confirmée, n° de confirmation 4471, n° 4472.", "Bestätigt, Bestätigungsnummer 4471, Nr. 4472.", "Confermata, numero di conferma 4471, n. 4472.", "Confirmada, número de confirmação 4471, nº 4472."]) assert.match(verdict(text), both('4471', '4472'), text);
    for (const text of ["Confirmed under number HX2027-88417. Sorry, the correct number is 312.", "Confirmada con el número HX2027-88417. Perdón, el número correcto es 312.", "Confirmée sous le numéro HX2027-88417. Pardon, le bon numéro est le 312.", "Bestätigt unter HX2027-88417. Entschuldigung, die richtige Nummer ist 312.", "Confermata con il numero HX2027-88417. Scusate, il numero corretto è 312.", "Confirmada com o número HX2027-88417. Desculpem, o número correto é 312."]) assert.match(verdict(text), /^review: /, text);
    for (const text of ["Confirmed. We have two reservations: 51877 and 51893.", "Confirmada. Tenemos dos reservas: 51877 y 51893.", "Confirmé. Nous avons deux réservations : 51877 et 51893.", "Bestätigt. Wir haben zwei Buchungen: 51877 und 51893.", "Confermata. Abbiamo due prenotazioni: 51877 e 51893.", "Confirmada. Temos duas reservas: 51877 e 51893."]) assert.match(verdict(text), /^review: /, text);
  });

  it('a second number labelled or said to be something else is no rival: the booking is confirmed', () => {
    for (const text of ["Confirmed, confirmation no. 4471. Folio no. 88120, room no. 214.", "Confirmada, localizador 4471. Factura nº 88120, habitación nº 214.", "Confirmée, n° de confirmation 4471. Facture n° 88120, chambre n° 214.", "Bestätigt, Buchungsnummer 4471. Rechnungs-Nr. 88120, Zimmer Nr. 214.", "Confermata, numero di conferma 4471. Fattura n. 88120, camera n. 214.", "Confirmada, número de confirmação 4471. Fatura nº 88120, quarto nº 214.", "Confirmed, confirmation no. 4471. Your request no. 88120 is now closed.", "Confirmada, localizador 4471. El número 88120 corresponde únicamente a su consulta.", "Confirmée, n° de confirmation 4471. Le numéro 88120 n'est pas celui de la réservation, c'est celui de votre demande.", "Bestätigt, Buchungsnummer 4471. Die Nummer 88120 ist nur unsere interne Vorgangsnummer.", "Confermata, numero di conferma 4471. Il numero 88120 è il numero della nostra pratica interna.", "Confirmada, número de confirmação 4471. O número 88120 é apenas o do nosso processo interno.", "Confirmed, confirmation no. 4471. Mrs Ruiz already stayed with us last year, ref. 3310.", "Confirmada, localizador 4471. La Sra. Ruiz ya se alojó con nosotros el año pasado (reserva 3310).", "Confirmée, n° de confirmation 4471. Mme Ruiz avait déjà séjourné chez nous l'été dernier (dossier 3310).", "Bestätigt, Buchungsnummer 4471. Frau Ruiz war letztes Jahr schon bei uns (Buchung 3310).", "Confermata, numero di conferma 4471. La sig.ra Ruiz ha già soggiornato da noi l'anno scorso (prenotazione 3310).", "Confirmada, número de confirmação 4471. A Sra. Ruiz já esteve connosco no ano passado (reserva 3310)."]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });
});

// Recall: more of what the safety gate could not check is read, and compared (a difference is still a difference).
describe('eighth pass: dates with weekdays, ordinals and ranges, and counts in PMS abbreviations, are read and compared (six languages)', () => {
  it('a weekday and a day with no month is the day near the booking on that weekday: a day later is a difference (each was confirmed before)', () => {
    for (const text of ["Confirmed, ref 4471, arriving Saturday 13th, leaving Monday 15th.", "Confirmada, localizador 4471, llegada el sábado 13, salida el lunes 15.", "Confirmée, n° 4471, arrivée le samedi 13, départ le lundi 15.", "Bestätigt, Buchungsnr. 4471, Anreise am Samstag, 13., Abreise am Montag, 15.", "Confermata, n. 4471, arrivo sabato 13, partenza lunedì 15.", "Confirmada, nº 4471, chegada no sábado 13, saída na segunda 15.", "Confirmed, ref 4471, Sat 13 - Mon 15.", "Confirmada, localizador 4471, del sábado 13 al lunes 15.", "Confirmée, n° 4471, du sam. 13 au lun. 15.", "Bestätigt, Buchungsnr. 4471: Sa. 13. – Mo. 15.", "Confermata, n. 4471, da sabato 13 a lunedì 15.", "Confirmada, nº 4471, de sábado 13 a segunda 15."]) assert.equal(verdict(text), 'DISCREPANCY CheckIn', text);
    assert.equal(verdict('Confirmada, localizador 4471, del viernes 12 al martes 16.'), 'DISCREPANCY CheckOut');
    assert.equal(verdict('Confirmed, ref 4471, from Saturday the 13th to Monday the 15th.'), 'DISCREPANCY CheckIn');
  });

  it('a weekday that falls on no such day near the booking goes to a person', () => {
    for (const text of ['Confirmed, ref 4471, arrival Thursday 12th.', 'Confirmada, localizador 4471, llegada el jueves 12.']) assert.match(verdict(text), /^review: the weekday does not fall on that day near the booking: "/, text);
  });

  it('the booked stay said with weekdays, ordinals and ranges, and the booked counts in abbreviations, confirm', () => {
    for (const text of ["Confirmed, ref 4471. We look forward to seeing the guests from Friday the 12th to Monday the 15th.", "Confirmed, ref 4471, from the 12th to the 15th of March.", "Confermata, n. 4471, dal 12° al 15 marzo.", "Confirmada, localizador 4471. Ocupación: 2 AD + 0 NI.", "Confirmed, ref 4471. Occupancy: 2 ADT / 0 CHD.", "Bestätigt, Buchungsnr. 4471. Belegung: 2 Erw. / 0 Kinder.", "Confirmée, n° 4471. Occupation : 2 ad. + 0 enf.", "Confermata, n. 4471. Occupazione: 2 ad + 0 chd.", "Confirmada, nº 4471. Ocupação: 2 AD + 0 CR."]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
    const may = BookingSchema.parse({ ...booking, CheckIn: '2027-05-01', CheckOut: '2027-05-04' });
    assert.equal(verdictOf("We are delighted to confirm Mrs Ruiz' stay with us from 1st to 4th May, double room with breakfast. Ref 4471.", may), 'CONFIRMED 4471');
  });

  it('other counts in abbreviations are differences', () => {
    for (const [text, field] of [["Confirmada, localizador 4471. Ocupación: 3 AD + 0 NI.", "Guest.Adults"], ["Confirmed, ref 4471. Occupancy: 2 ADT / 1 CHD.", "Guest.Childs"], ["Bestätigt, Buchungsnr. 4471. Belegung: 3 Erw. / 0 Kinder.", "Guest.Adults"], ["Confirmée, n° 4471. Occupation : 2 ad. + 1 enf.", "Guest.Childs"], ["Confermata, n. 4471. Occupazione: 3 ad + 0 chd.", "Guest.Adults"], ["Confirmada, nº 4471. Ocupação: 2 AD + 1 CR.", "Guest.Childs"]] as [string, string][]) assert.equal(verdict(text), `DISCREPANCY ${field}`, text);
  });

  it('"Salida: vie 3 - lun 6": two dates joined as a range are the stay whatever one label says', () => {
    const sept = BookingSchema.parse({ ...booking, CheckIn: '2027-09-03', CheckOut: '2027-09-06' });
    assert.equal(verdictOf('Buenas tardes.\n\nLocalizador 66102.\nSalida: correcto, vie 3 - lun 6', sept), 'CONFIRMED 66102');
  });

  it('rooms counted one by one beside the total agree ("Personen: 4 Erwachsene", "Zimmer 1 ... 2 Erw.", "Zimmer 2 ... 2 Erw.")', () => {
    const two = BookingSchema.parse({ ...booking, Guest: { ...booking.Guest, TotalRooms: 2, Adults: 4, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }, { RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] } });
    assert.equal(verdictOf('Bestätigt, Buchungsnr. 4471.\nPersonen: 4 Erwachsene\nZimmer 1: 2 Erw., Doppelzimmer\nZimmer 2: 2 Erw., Doppelzimmer', two), 'CONFIRMED 4471');
  });

  it('the guest\'s name after a title written in full ("Madame", "Señora", "Doña", "Signora", "Senhora", "Mister", "Fr.") is the family name, compared', () => {
    for (const text of ["Confirmée, n° 4471, au nom de Madame Ruiz.", "Confirmée, n° 4471, au nom de Monsieur et Madame Ruiz.", "Confirmada, localizador 4471, a nombre de la Señora Ruiz.", "Confirmada, localizador 4471, a nombre de Doña Ana Ruiz.", "Confermata, n. 4471, a nome della Signora Ruiz.", "Confirmada, nº 4471, em nome da Senhora Ruiz.", "Confirmed, ref 4471, in the name of Mister Ruiz.", "Bestätigt, Buchungsnr. 4471, auf den Namen Fr. Ruiz."]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
    for (const text of ["Confirmée, n° 4471, au nom de Madame Lopez.", "Confirmada, localizador 4471, a nombre de la Señora López."]) assert.equal(verdict(text), 'DISCREPANCY Guest.LeadName', text);
  });
});

// Families of tuning8 (read once at first sight, then fixed as families), each in the six languages.
describe('eighth pass: the families tuning8 showed (six languages)', () => {
  it('a count label before a price ("tarifa especial clientes: 19 €/día") counts no guests', () => {
    for (const text of ["Confirmed, confirmation no. 4471. Car park: special rate for guests: 19 € per day.", "Confirmada, localizador 4471. Parking: tarifa especial clientes: 19 €/día.", "Confirmée, n° de confirmation 4471. Parking : tarif clients : 19 €/jour.", "Bestätigt, Buchungsnummer 4471. Garage: Sonderpreis Gäste: 19 €/Tag.", "Confermata, numero di conferma 4471. Garage: tariffa ospiti: 19 €/giorno.", "Confirmada, número de confirmação 4471. Garagem: preço hóspedes: 19 €/dia."]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });

  it('the booked room said to be taken or gone, another given: the room differs', () => {
    for (const text of ["Confirmed under 4471, but as a twin room: the doubles are all taken that weekend because of the festival.", "Confirmada con el 4471, pero en twin: las dobles están todas ocupadas ese fin de semana.", "Confirmée sous le n° 4471, mais en chambre twin : les chambres doubles sont toutes occupées ce week-end.", "Bestätigt unter 4471 – allerdings als Zweibettzimmer. Die DZ mit großem Bett sind an dem Wochenende wegen des Festivals komplett weg.", "Confermata con il numero 4471, però la matrimoniale quei giorni è occupata e abbiamo dato la camera twin.", "Confirmada com o nº 4471, mas em twin: os quartos de casal estão todos ocupados nesse fim de semana."]) assert.equal(verdict(text), 'DISCREPANCY RoomType', text);
  });

  it('breakfast in the hotel\'s words ("buffet inclus", "oui petit déjeuner", "sí, desayuno") is bed and breakfast', () => {
    for (const text of ["Confirmed, confirmation no. 4471, buffet breakfast included.", "Confirmada, localizador 4471, desayuno buffet incluido.", "Confirmée, n° de confirmation 4471. Formule : Petit-déjeuner buffet inclus.", "Bestätigt, Buchungsnummer 4471, Frühstücksbuffet inklusive.", "Confermata, numero di conferma 4471, colazione a buffet inclusa.", "Confirmada, número de confirmação 4471, pequeno-almoço buffet incluído.", "Confirmée, n° de confirmation 4471.\nPension : oui petit déjeuner", "Confirmada, localizador 4471.\nRégimen: sí, desayuno"]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });

  it('an extra on request ("Parking is on request", "il parcheggio è su richiesta") is no promise to confirm', () => {
    for (const text of ["Confirmed, confirmation no. 4471. Parking is on request.", "Confermata, numero di conferma 4471. Il parcheggio dell'hotel è su richiesta e a pagamento."]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });

  it('a postscript that grants a request ("as requested", "comme demandé", "wie gewünscht") is no doubt; one with a "but" or a difference still is', () => {
    for (const text of ["Confirmed, confirmation no. 4471.\nPS: room on the 4th floor with sea view, as requested.", "Confirmée, n° de confirmation 4471.\nPS : chambre au 4e étage côté mer, comme demandé.", "Bestätigt, Buchungsnummer 4471.\nPS: Zimmer im 4. Stock mit Seeblick, wie gewünscht.", "Confirmada, localizador 4471.\nPD: habitación en la 4ª planta con vistas al mar, como solicitaron.", "Confermata, numero di conferma 4471.\nPS: camera al 4° piano vista mare, come richiesto.", "Confirmada, número de confirmação 4471.\nPS: quarto no 4º andar com vista mar, conforme pedido."]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
    assert.equal(verdict("Confirmed, confirmation no. 4471.\nPS: breakfast is not included."), 'DISCREPANCY BoardType');
    assert.equal(verdict("Bestätigt, Buchungsnummer 4471.\nPS: Zimmer im 4. Stock, wie gewünscht, aber ohne Frühstück."), 'DISCREPANCY BoardType');
    assert.match(verdict("Confirmée, n° de confirmation 4471.\nPS : chambre au 4e étage comme demandé, mais en lits séparés."), /^review: /);
  });

  it('breakfast hours ("servido até as 10h30", "served until 10:30") are practical information', () => {
    for (const text of ["Confirmada, número de confirmação 4471, com café da manhã, servido até as 10h30.", "Confirmed, confirmation no. 4471, breakfast served until 10:30.", "Confermata, numero di conferma 4471, colazione servita fino alle 10:30."]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });

  it('a name label ("Hóspede:", "Huésped:", "Gast:", "Ospite:", "Client :", "Guest:") with another guest on other dates is another booking', () => {
    for (const text of ["Here is the confirmation:\n\nGuest: Helena Matos\nArrival: 12/03 Departure: 14/03\nDouble room with breakfast\nConfirmation no.: 47002", "Le enviamos la confirmación:\n\nHuésped: Helena Matos\nLlegada: 12/03 Salida: 14/03\nHabitación doble con desayuno\nLocalizador: 47002", "Voici la confirmation :\n\nClient : Helena Matos\nArrivée : 12/03 Départ : 14/03\nChambre double avec petit-déjeuner\nN° de confirmation : 47002", "Anbei die Bestätigung:\n\nGast: Helena Matos\nAnreise: 12.03. Abreise: 14.03.\nDoppelzimmer mit Frühstück\nBuchungsnummer: 47002", "Ecco la conferma:\n\nOspite: Helena Matos\nArrivo: 12/03 Partenza: 14/03\nCamera doppia con colazione\nNumero di conferma: 47002", "Segue a confirmação pedida:\n\nHóspede: Helena Matos\nEntrada: 12/03 Saída: 14/03\nQuarto duplo c/ pequeno-almoço\nNº de reserva: 47002"]) assert.match(verdict(text), /^review: the reply is about another guest on other dates \(Helena Matos/, text);
  });

  it('a double for single use in Italian ("camera doppia uso singola (DUS)") is what a double for one adult is', () => {
    const one = BookingSchema.parse({ ...booking, Guest: { ...booking.Guest, Adults: 1, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 1 }] } });
    assert.equal(verdictOf('Le confermo la prenotazione.\nCodice prenotazione hotel: 557204\n1 camera doppia uso singola (DUS) – pernottamento e prima colazione', one), 'CONFIRMED 557204');
  });

  it('when the guest got in touch ("contacted the hotel directly on 2 March", "como nos escreveu a 2 de março") is no day of the stay', () => {
    for (const text of ["Mr Ruiz will be arriving one day later, on Saturday 13 March, as the guest contacted the hotel directly on 2 March to amend his arrival. Departure remains Monday 15 March. Confirmation number 88522190.", "O Sr. Ruiz chega um dia mais tarde, sábado 13 de março, como nos escreveu a 2 de março. A saída mantém-se segunda 15 de março. Número de confirmação 88522190."]) assert.equal(verdict(text), 'DISCREPANCY CheckIn', text);
    // "ci ha scritto che arriva il 15/5": the words say it is the arrival.
    for (const text of ["El Sr. Ruiz llegará un día más tarde, el sábado 13 de marzo, según nos escribió el 2 de marzo. La salida sigue siendo el lunes 15 de marzo. Localizador 88522190.", "M. Ruiz arrivera un jour plus tard, le samedi 13 mars, comme il nous l'a écrit le 2 mars. Le départ reste le lundi 15 mars. N° de confirmation 88522190.", "Il sig. Ruiz arriverà un giorno dopo, sabato 13 marzo, come ci ha scritto il 2 marzo. La partenza resta lunedì 15 marzo. Numero di conferma 88522190."]) assert.equal(verdict(text), 'DISCREPANCY CheckIn', text);
  });

  it('"Bed & Full English Breakfast", directions for those arriving, an offer with "as soon as possible": confirmed', () => {
    for (const text of ["Confirmed, confirmation no. 4471.\nRate Plan: Bed & Full English Breakfast", "Confirmed, confirmation no. 4471.\nRate Plan: Bed and Continental Breakfast", "Confermata, n. 4471. Per chi arriva col navigatore: dopo il paese girare a destra.", "Confirmed, confirmation no. 4471. Should you wish to change the arrival, please let us know as soon as possible."]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });

  it('a departure row padded in a PMS letter with its hour, breakfast "bis 11 Uhr", a good night: practical information', () => {
    for (const text of ["Confirmée, n° de confirmation 4471.\nDépart :                     lundi 15 mars 2027 (avant 11h00)", "Confirmed, confirmation no. 4471.\nDeparture:                    Monday 15 March 2027 (check-out until 11:00)", "Bestätigt, Buchungsnummer 4471. Frühstück gibt's bei uns bis 11 Uhr, am Wochenende bis 12.", "Bestätigt, Buchungsnummer 4471.\n\nRuhige Nacht Ihnen", "Confirmed, confirmation no. 4471.\n\nHave a quiet night", "Confirmée, n° de confirmation 4471.\n\nBonne nuit", "Confermata, numero di conferma 4471.\n\nBuonanotte"]) assert.equal(verdict(text), text.includes('FF-') ? 'CONFIRMED FF-20931' : 'CONFIRMED 4471', text);
  });

  it('a junior suite booked, "the suite" named: the same room; a suite booked, a junior suite given: a difference', () => {
    const junior = BookingSchema.parse({ ...booking, Guest: { ...booking.Guest, RoomStructure: [{ RoomType: 'Junior Suite', BoardType: 'BB', Adults: 2 }] } });
    const suite = BookingSchema.parse({ ...booking, Guest: { ...booking.Guest, RoomStructure: [{ RoomType: 'Suite', BoardType: 'BB', Adults: 2 }] } });
    assert.equal(verdictOf("Bestätigt, Buchungsnummer FF-20931. Die beiden bekommen die Suite „Hinterhof“ im 4. OG.", junior), 'CONFIRMED FF-20931');
    assert.equal(verdictOf("Confirmed, confirmation no. 4471, the Garden Suite.", junior), 'CONFIRMED 4471');
    assert.equal(verdictOf('Confirmed, confirmation no. 4471, junior suite.', suite), 'DISCREPANCY RoomType');
  });

  it('an extra subject to availability (early check-in, late check-out, extra bed, a high floor) is no condition on the booking', () => {
    for (const text of ["Confirmed, confirmation no. 4471. Early check-in is subject to availability.", "Confirmed, confirmation no. 4471. Late check-out on request, subject to availability.", "Confirmed, confirmation no. 4471. Extra bed on request, subject to availability.", "Confirmada, localizador 4471. La cuna está sujeta a disponibilidad.", "Confirmada, localizador 4471. El late check-out queda sujeto a disponibilidad.", "Confirmée, n° de confirmation 4471. Le départ tardif est soumis à disponibilité.", "Confirmée, n° de confirmation 4471. La chambre communicante est sous réserve de disponibilité.", "Bestätigt, Buchungsnummer 4471. Ein später Check-out ist nach Verfügbarkeit möglich.", "Bestätigt, Buchungsnummer 4471. Das Kinderbett ist nach Verfügbarkeit.", "Confermata, numero di conferma 4471. Il late check-out è soggetto a disponibilità.", "Confermata, numero di conferma 4471. La culla è soggetta a disponibilità.", "Confirmada, número de confirmação 4471. O late check-out está sujeito a disponibilidade.", "Confirmada, número de confirmação 4471. O berço está sujeito a disponibilidade.", "Confirmed, confirmation no. 4471. A high floor is subject to availability.", "Confirmada, localizador 4471. Las vistas al mar están sujetas a disponibilidad.", "Confirmed, confirmation no. 4471. The room is guaranteed for late arrival.", "Confirmed, confirmation no. 4471. Payment at the hotel upon departure."]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
    assert.equal(verdict('Bestätigt, Buchungsnummer 4471.\nVerpflegung: inkl. Frühstücksbuffet'), 'CONFIRMED 4471');
  });

  it('an ambiguous "05/06" takes the order the text\'s own unambiguous dates show ("20/05/2027" is day first); alone it stays a person\'s', () => {
    const june = BookingSchema.parse({ ...booking, CheckIn: '2027-06-05', CheckOut: '2027-06-08', Hotel: { Name: 'Hotel Sandton', CountryCode: 'ZA' } });
    assert.equal(verdictOf("Confirmed, confirmation no. 4471. Arrival 05/06/2027, departure 08/06/2027. Free cancellation until 20/05/2027.", june), 'CONFIRMED 4471');
    assert.equal(verdictOf("Confirmed, confirmation no. 4471. Arrival 06/05/2027, departure 06/08/2027. Free cancellation until 05/20/2027.", june), 'CONFIRMED 4471');
    assert.equal(verdictOf("Confirmed, confirmation no. 4471. Arrival 05/06/2027, departure 08/06/2027. Free cancellation until 05/20/2027.", june), 'DISCREPANCY CheckIn,CheckOut');
    assert.match(verdictOf("Confirmed, confirmation no. 4471. Arrival 05/06, departure 08/06.", june), /^review: the date "05\/06" can be read day\/month or month\/day/);
  });

  it('the house full for a night explains a shorter stay said in the sentence before: the difference, not a cancellation', () => {
    for (const text of ["Confirmed, confirmation no. 4471, arrival 12 March, departure 14 March, so 2 nights (not 3). We are fully booked for the night of the 14th.", "Confirmada, localizador 4471, llegada el 12 de marzo y salida el 14 de marzo, 2 noches (no 3). Para la noche del 14 el hotel está completo.", "Confirmée, n° de confirmation 4471, arrivée le 12 mars, départ le 14 mars, soit 2 nuits (et non 3). Pour la nuit du 14, l'hôtel est complet.", "Bestätigt, Buchungsnummer 4471, Anreise 12.03., Abreise 14.03.2027, also 2 Nächte (nicht 3). Für die Nacht vom 14. auf den 15.03. ist das Haus ausgebucht.", "Confermata, numero di conferma 4471, arrivo 12 marzo, partenza 14 marzo, quindi 2 notti (non 3). Per la notte del 14 l'hotel è al completo.", "Confirmada, número de confirmação 4471, chegada a 12 de março, saída a 14 de março, 2 noites (não 3). Para a noite de 14 o hotel está esgotado."]) assert.equal(verdict(text), 'DISCREPANCY CheckOut', text);
  });

  it('guests relocated, the booking confirmed "there" at the other hotel: never a confirmation here, a person decides on the move (six languages; the Italian one was CONFIRMED before; NO_BOOKING before stop 18)', () => {
    for (const text of ["Unfortunately we cannot accommodate Mrs Ruiz. We have relocated her to the Hotel Sol Playa, same category. There the booking is confirmed under DL-30417.", "Lamentablemente no podemos alojar a la Sra. Ruiz. Hemos reubicado a la clienta en el Hotel Doña Lola. Allí la reserva está confirmada con el localizador DL-30417.", "Malheureusement nous ne pouvons pas accueillir Mme Ruiz. Nous l'avons relogée à l'Hôtel Bellevue. Là-bas la réservation est confirmée sous le n° DL-30417.", "Leider können wir Frau Ruiz nicht unterbringen. Wir haben sie in das Hotel Adler umgebucht. Dort ist die Buchung unter DL-30417 bestätigt.", "Infelizmente não podemos alojar a Sra. Ruiz. Transferimos a cliente para o Hotel Atlântico. Ali a reserva está confirmada com o número DL-30417."]) assert.match(verdict(text), /^review: the hotel moved the booking to another hotel/, text);
    assert.match(verdict("Purtroppo non possiamo ospitare la sig.ra Ruiz. L'abbiamo trasferita all'Hotel Roma. La prenotazione all'Hotel Roma è confermata con il numero DL-30417."), /^review: the hotel moved the booking to another hotel/);
  });

  it('a confirmation at a hotel that shares no word with the booking\'s goes to a person; the hotel\'s own name and label words do not', () => {
    for (const text of ["Confirmada en el Hotel Sol Playa con el localizador 4471.", "Confermata, n. 4471, presso l'Hotel Roma."]) assert.match(verdict(text), /^review: the reply confirms at another hotel than the booking's: "/, text);
    for (const text of ["Hotel Booking Confirmed: 4471.", "Your reservation is confirmed. Hotel Confirmation Number: 4471.", "Confirmed, ref 4471. Hotel Miramar Team", "Confirmed, ref 4471. We look forward to welcoming you at Hotel Miramar."]) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });

  it('the booking system\'s own number beside the confirmation number is a rival; an old number cancelled beside a new one is a person\'s, never no booking', () => {
    assert.match(verdict('Réservation confirmée. Numéro de confirmation : 4471. Numéro Opera : 88120.'), both('4471', '88120'));
    assert.match(verdict('Bestätigt. Reservierungsnummer 4471, im PMS 88120.'), both('4471', '88120'));
    assert.match(verdict('Bestätigt, neue Buchungsnummer 4479 (die alte 4471 ist storniert).'), /^review: says a number was cancelled .* and gives a new one/);
    assert.match(verdict('Confirmed, new confirmation number 4479 (the old one, 4471, has been cancelled).'), /^review: /);
    // A street's numbers in the footer are no rival.
    assert.equal(verdict('Confirmada, localizador 4471.\n\nHotel Miramar · Paseo de la Independencia 24-26 · Sistema OPERA PMS'), 'CONFIRMED 4471');
  });

  it('an answer in the subject alone, the body empty: the subject is the hotel\'s text', () => {
    assert.equal(verdict('', 'RE: Reconfirmation request: booking BK-2027-1001 - CONFIRMED 4471'), 'CONFIRMED 4471');
    assert.equal(verdict('', 'RE: Solicitud de reconfirmación: reserva BK-2027-1001 - CONFIRMADA, localizador 4471'), 'CONFIRMED 4471');
    assert.equal(verdict('', 'RE: Reconfirmation request: booking BK-2027-1001'), 'review: the reply has no text of its own');
    assert.match(verdict('', 'RE: Reconfirmation request: booking BK-2027-1001 - CONFIRMED 4471, arrival 13/03'), /^DISCREPANCY CheckIn|^review: /);
  });
});

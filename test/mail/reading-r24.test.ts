// Issue 25, r24: adversarial replies a careful reservations agent would not confirm, in the six languages, for one
// booking (Ana Ruiz, 2 adults, Double Room, BB, 12-15 March 2027), each with a confirmation number and a confirming word.
// Classes: a difference said indirectly, a hold or deadline, a hedge mid-sentence, a move to another house, another
// guest's number, an offer, an allotment release, a cancellation, a question back in a subordinate clause, a negation
// far from its verb, a table with one cell different, a forwarded answer contradicting the quoted request, a partial
// board. Those marked "CONFIRMED on e01926a" were confirmed before r24; none may confirm now. The rules added:
// - A negation, an aside set off by commas, dashes or brackets, then the confirmation verb as an infinitive ("we cannot,
//   as you asked, confirm", "no podemos, tal como nos pedían, confirmar", "nous ne pouvons pas, comme vous l'avez
//   demandé, confirmer", "non possiamo, come ci avete chiesto, confermare", "não podemos, ..., confirmar"): negated.
// - An option that expires ("la opción vence el viernes", "l'option expire vendredi", "die Option läuft am Freitag ab",
//   "l'opzione scade venerdì", "a opção expira na sexta-feira"): an option.
// - A room the house holds until an hour in the first person ("se la guardamos hasta las 18:00", "halten wir bis heute
//   18 Uhr", "la teniamo fino alle 18", "nous la gardons jusqu'à 18h", "guardamos o quarto até às 18h", "we will hold it
//   until 6 pm"): a condition, also beside a meal word (a hold is never a service's hours).
// - A room or booking released ("has been released back to inventory", "ha sido liberada", "a été libérée", "è stata
//   rilasciata", "foi libertado"): a condition (review).
// - A confirmation pending a management's approval ("a falta de la aprobación de dirección", "pendiente del visto bueno",
//   "sujeita à aprovação da direção"): a condition.
// - A confirmation given "if you can tell us whether ..." ("si vous pouvez nous dire si", "si nos pueden indicar si",
//   "se potete dirci se", "se nos puderem dizer se", "wenn Sie uns mitteilen können, ob"): a condition; a plain request
//   for the arrival time after a confirmation still confirms.
// - A guest said to travel alone ("que viaja sola", "qui voyage seule", "die allein reist", "che viaggia da sola", "que
//   viaja sozinha", "is travelling alone"): one guest of a party of more, in the board's sentence or one of its own.
// - The confirmation in the conditional mood ("would be confirmed", "quedaría confirmada", "serait confirmée", "sarebbe
//   confermata", "ficaria confirmado", "wäre ... bestätigt"): a condition.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

const booking = BookingSchema.parse({
  BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
  Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] },
});
const verdict = (text: string) => verdictOf(text, booking);

const ADVERSARIAL: [cls: string, lang: string, text: string][] = [
  ['indirect', 'en', 'Dear colleagues, confirmation number 48213. We look forward to welcoming Ms Ruiz and her husband on the 13th for their stay in our Double Room with breakfast.'],
  ['indirect', 'en', 'Hello, your two nights with us are confirmed, confirmation 48213, double room with breakfast, arriving 12 March 2027.'],
  ['indirect', 'en', 'Dear partner, we confirm the single room you booked for Ms Ruiz, 12-15 March 2027, breakfast included. Confirmation no. 48213.'],
  ['indirect', 'de', 'Sehr geehrte Damen und Herren, Bestätigungsnummer 48213. Wir freuen uns, Frau Ruiz und ihren Mann am 13. März 2027 im Doppelzimmer mit Frühstück begrüßen zu dürfen.'],
  ['indirect', 'de', 'Guten Tag, Ihre zwei Nächte bei uns sind bestätigt, Buchungsnummer 48213, Doppelzimmer mit Frühstück, Anreise 12.03.2027.'],
  ['indirect', 'de', 'Guten Tag, wir bestätigen das von Ihnen gebuchte Einzelzimmer für Frau Ruiz vom 12. bis 15.03.2027 mit Frühstück. Bestätigungsnummer 48213.'],
  ['indirect', 'es', 'Estimados, localizador 48213. Esperamos dar la bienvenida a la Sra. Ruiz y a su marido el día 13 de marzo en habitación doble con desayuno.'],
  ['indirect', 'es', 'Hola, sus dos noches con nosotros quedan confirmadas, número de confirmación 48213, habitación doble con desayuno, llegada 12/03/2027.'],
  ['indirect', 'es', 'Buenos días, confirmamos la habitación individual que reservaron para la Sra. Ruiz del 12 al 15 de marzo de 2027 con desayuno. Confirmación 48213.'],
  ['indirect', 'fr', 'Bonjour, numéro de confirmation 48213. Nous nous réjouissons d\'accueillir Mme Ruiz et son mari le 13 mars 2027 en chambre double avec petit-déjeuner.'],
  ['indirect', 'fr', 'Bonjour, vos deux nuits chez nous sont confirmées, numéro de confirmation 48213, chambre double avec petit-déjeuner, arrivée le 12/03/2027.'],
  ['indirect', 'fr', 'Bonjour, nous confirmons la chambre individuelle que vous avez réservée pour Mme Ruiz du 12 au 15 mars 2027, petit-déjeuner inclus. Confirmation 48213.'],
  ['indirect', 'it', 'Buongiorno, numero di conferma 48213. Saremo lieti di accogliere la Sig.ra Ruiz e suo marito il 13 marzo 2027 in camera doppia con colazione.'],
  ['indirect', 'it', 'Buongiorno, le vostre due notti da noi sono confermate, numero di conferma 48213, camera doppia con colazione, arrivo il 12/03/2027.'],
  ['indirect', 'it', 'Buongiorno, confermiamo la camera singola che avete prenotato per la Sig.ra Ruiz dal 12 al 15 marzo 2027 con colazione. Conferma n. 48213.'],
  ['indirect', 'pt', 'Bom dia, número de confirmação 48213. Teremos todo o gosto em receber a Sra. Ruiz e o marido no dia 13 de março de 2027 em quarto duplo com pequeno-almoço.'],
  ['indirect', 'pt', 'Olá, as suas duas noites connosco estão confirmadas, número de confirmação 48213, quarto duplo com pequeno-almoço, chegada 12/03/2027.'],
  ['indirect', 'pt', 'Bom dia, confirmamos o quarto individual que reservaram para a Sra. Ruiz de 12 a 15 de março de 2027 com pequeno-almoço. Confirmação 48213.'],
  ['condition', 'en', 'Dear colleagues, the double room for Ms Ruiz, 12-15 March 2027 with breakfast, confirmation 48213, is held until 18:00 today; after that it will be released.'],
  ['condition', 'en', 'Hello, booking 48213 for Ana Ruiz (double, B&B, 12-15 March 2027) will be guaranteed once we have the card details.'],
  ['condition', 'en', 'Hello, we have placed a provisional option for Ms Ruiz, double room with breakfast 12-15 March 2027, reference 48213. The option expires on Friday.'],
  ['condition', 'de', 'Guten Tag, das Doppelzimmer für Frau Ruiz vom 12. bis 15.03.2027 mit Frühstück, Bestätigungsnummer 48213, halten wir bis heute 18 Uhr; danach geben wir es frei.'], // CONFIRMED on e01926a
  ['condition', 'de', 'Guten Tag, die Buchung 48213 für Frau Ruiz (Doppelzimmer mit Frühstück, 12.-15.03.2027) ist garantiert, sobald uns die Kreditkarte vorliegt.'],
  ['condition', 'de', 'Guten Tag, wir haben eine Option für Frau Ruiz eingetragen, Doppelzimmer mit Frühstück 12.-15.03.2027, Referenz 48213. Die Option läuft am Freitag ab.'], // CONFIRMED on e01926a
  ['condition', 'es', 'Buenos días, la habitación doble para la Sra. Ruiz del 12 al 15 de marzo de 2027 con desayuno, confirmación 48213, se la guardamos hasta las 18:00 de hoy.'], // CONFIRMED on e01926a
  ['condition', 'es', 'Hola, la reserva 48213 de Ana Ruiz (doble con desayuno, 12-15 marzo 2027) quedará garantizada en cuanto tengamos los datos de la tarjeta.'],
  ['condition', 'es', 'Hola, hemos bloqueado una opción para la Sra. Ruiz, doble con desayuno del 12 al 15 de marzo de 2027, referencia 48213. La opción vence el viernes.'], // CONFIRMED on e01926a
  ['condition', 'fr', 'Bonjour, la chambre double pour Mme Ruiz du 12 au 15 mars 2027 avec petit-déjeuner, confirmation 48213, est retenue jusqu\'à 18h aujourd\'hui.'],
  ['condition', 'fr', 'Bonjour, la réservation 48213 de Mme Ruiz (double, petit-déjeuner, 12-15 mars 2027) sera garantie dès réception des coordonnées de carte.'],
  ['condition', 'fr', 'Bonjour, nous avons posé une option pour Mme Ruiz, chambre double avec petit-déjeuner du 12 au 15 mars 2027, référence 48213. L\'option expire vendredi.'], // CONFIRMED on e01926a
  ['condition', 'it', 'Buongiorno, la camera doppia per la Sig.ra Ruiz dal 12 al 15 marzo 2027 con colazione, conferma 48213, è tenuta fino alle 18:00 di oggi.'],
  ['condition', 'it', 'Buongiorno, la prenotazione 48213 della Sig.ra Ruiz (doppia con colazione, 12-15 marzo 2027) sarà garantita non appena riceviamo i dati della carta.'],
  ['condition', 'it', 'Buongiorno, abbiamo messo un\'opzione per la Sig.ra Ruiz, doppia con colazione dal 12 al 15 marzo 2027, riferimento 48213. L\'opzione scade venerdì.'], // CONFIRMED on e01926a
  ['condition', 'pt', 'Bom dia, o quarto duplo para a Sra. Ruiz de 12 a 15 de março de 2027 com pequeno-almoço, confirmação 48213, fica guardado até às 18h de hoje.'],
  ['condition', 'pt', 'Olá, a reserva 48213 da Sra. Ruiz (duplo com pequeno-almoço, 12-15 março 2027) ficará garantida assim que tivermos os dados do cartão.'],
  ['condition', 'pt', 'Olá, colocámos uma opção para a Sra. Ruiz, duplo com pequeno-almoço de 12 a 15 de março de 2027, referência 48213. A opção expira na sexta-feira.'], // CONFIRMED on e01926a
  ['hedge', 'en', 'Hello, the booking for Ms Ruiz is, subject to availability being confirmed by our revenue team, confirmed under 48213 for a double room with breakfast, 12-15 March 2027.'],
  ['hedge', 'de', 'Guten Tag, die Buchung für Frau Ruiz ist, vorbehaltlich der Freigabe durch unsere Direktion, unter 48213 bestätigt, Doppelzimmer mit Frühstück, 12.-15.03.2027.'],
  ['hedge', 'es', 'Hola, la reserva de la Sra. Ruiz queda, a falta de la aprobación de dirección, confirmada con el número 48213, doble con desayuno, 12-15 marzo 2027.'], // CONFIRMED on e01926a
  ['hedge', 'fr', 'Bonjour, la réservation de Mme Ruiz est, sous réserve de l\'accord de la direction, confirmée sous le numéro 48213, double avec petit-déjeuner, 12-15 mars 2027.'],
  ['hedge', 'it', 'Buongiorno, la prenotazione della Sig.ra Ruiz è, salvo approvazione della direzione, confermata con il numero 48213, doppia con colazione, 12-15 marzo 2027.'],
  ['hedge', 'pt', 'Olá, a reserva da Sra. Ruiz está, sujeita à aprovação da direção, confirmada com o número 48213, duplo com pequeno-almoço, 12-15 março 2027.'], // CONFIRMED on e01926a
  ['moved', 'en', 'Dear colleagues, due to an overbooking we have moved Ms Ruiz to our sister hotel, the Hotel Sol, confirmation 48213, double room with breakfast 12-15 March 2027.'],
  ['moved', 'de', 'Guten Tag, wegen Überbuchung haben wir Frau Ruiz in unser Schwesterhotel Hotel Sol umgebucht, Bestätigungsnummer 48213, Doppelzimmer mit Frühstück 12.-15.03.2027.'],
  ['moved', 'es', 'Buenos días, por sobreventa hemos trasladado a la Sra. Ruiz a nuestro hotel hermano, el Hotel Sol, confirmación 48213, doble con desayuno 12-15 marzo 2027.'],
  ['moved', 'fr', 'Bonjour, suite à un surbooking, nous avons transféré Mme Ruiz dans notre hôtel partenaire, l\'Hôtel Sol, confirmation 48213, chambre double avec petit-déjeuner du 12 au 15 mars 2027.'],
  ['moved', 'it', 'Buongiorno, a causa di un overbooking abbiamo spostato la Sig.ra Ruiz nel nostro hotel gemello, Hotel Sol, conferma 48213, doppia con colazione 12-15 marzo 2027.'],
  ['moved', 'pt', 'Bom dia, devido a overbooking transferimos a Sra. Ruiz para o nosso hotel parceiro, Hotel Sol, confirmação 48213, duplo com pequeno-almoço 12-15 março 2027.'],
  ['other', 'en', 'Hello, the confirmation number 48213 you mention belongs to Mr Keller\'s booking; for Ms Ruiz we are still checking. Double room with breakfast, 12-15 March 2027 confirmed for Mr Keller.'],
  ['other', 'de', 'Guten Tag, die Nummer 48213 gehört zur Buchung von Herrn Keller; für Frau Ruiz prüfen wir noch. Für Herrn Keller ist das Doppelzimmer vom 12.-15.03.2027 bestätigt.'],
  ['other', 'es', 'Hola, el número 48213 que indican corresponde a la reserva del Sr. Keller; la de la Sra. Ruiz la estamos revisando. Para el Sr. Keller queda confirmada la doble del 12 al 15 de marzo de 2027.'],
  ['other', 'fr', 'Bonjour, le numéro 48213 correspond à la réservation de M. Keller ; pour Mme Ruiz nous vérifions encore. Pour M. Keller la chambre double du 12 au 15 mars 2027 est confirmée.'],
  ['other', 'it', 'Buongiorno, il numero 48213 corrisponde alla prenotazione del Sig. Keller; per la Sig.ra Ruiz stiamo ancora verificando. Per il Sig. Keller la doppia dal 12 al 15 marzo 2027 è confermata.'],
  ['other', 'pt', 'Olá, o número 48213 corresponde à reserva do Sr. Keller; a da Sra. Ruiz ainda estamos a verificar. Para o Sr. Keller está confirmado o duplo de 12 a 15 de março de 2027.'],
  ['offer', 'en', 'Hello, we can offer Ms Ruiz a double room with breakfast 12-15 March 2027 at EUR 120 per night. Reference 48213. Please confirm if you wish to book.'],
  ['offer', 'de', 'Guten Tag, wir können Frau Ruiz ein Doppelzimmer mit Frühstück vom 12.-15.03.2027 zu 120 EUR pro Nacht anbieten. Referenz 48213. Bitte bestätigen Sie, wenn Sie buchen möchten.'],
  ['offer', 'es', 'Hola, podemos ofrecer a la Sra. Ruiz una doble con desayuno del 12 al 15 de marzo de 2027 a 120 EUR por noche. Referencia 48213. Confírmennos si desean reservar.'],
  ['offer', 'fr', 'Bonjour, nous pouvons proposer à Mme Ruiz une chambre double avec petit-déjeuner du 12 au 15 mars 2027 à 120 EUR la nuit. Référence 48213. Merci de nous confirmer si vous souhaitez réserver.'],
  ['offer', 'it', 'Buongiorno, possiamo offrire alla Sig.ra Ruiz una doppia con colazione dal 12 al 15 marzo 2027 a 120 EUR a notte. Riferimento 48213. Confermateci se desiderate prenotare.'],
  ['offer', 'pt', 'Olá, podemos oferecer à Sra. Ruiz um duplo com pequeno-almoço de 12 a 15 de março de 2027 a 120 EUR por noite. Referência 48213. Confirmem-nos se desejam reservar.'],
  ['release', 'en', 'Dear partner, as per the release date, the allotment room held for Ms Ruiz (double, breakfast, 12-15 March 2027, ref 48213) has been released back to inventory.'], // CONFIRMED on e01926a
  ['release', 'de', 'Guten Tag, gemäß Release-Frist wurde das Kontingentzimmer für Frau Ruiz (Doppelzimmer, Frühstück, 12.-15.03.2027, Ref. 48213) wieder freigegeben.'],
  ['release', 'es', 'Estimados, según la fecha de release, la habitación del cupo para la Sra. Ruiz (doble, desayuno, 12-15 marzo 2027, ref. 48213) ha sido liberada.'], // CONFIRMED on e01926a
  ['release', 'fr', 'Bonjour, selon la date de rétrocession, la chambre de l\'allotement pour Mme Ruiz (double, petit-déjeuner, 12-15 mars 2027, réf. 48213) a été libérée.'], // CONFIRMED on e01926a
  ['release', 'it', 'Buongiorno, come da data di release, la camera dell\'allotment per la Sig.ra Ruiz (doppia, colazione, 12-15 marzo 2027, rif. 48213) è stata rilasciata.'], // CONFIRMED on e01926a
  ['release', 'pt', 'Olá, conforme a data de release, o quarto do contingente para a Sra. Ruiz (duplo, pequeno-almoço, 12-15 março 2027, ref. 48213) foi libertado.'], // CONFIRMED on e01926a
  ['cancel', 'en', 'Hello, as requested we have cancelled the booking of Ms Ruiz, double room with breakfast 12-15 March 2027. Cancellation confirmation 48213.'],
  ['cancel', 'de', 'Guten Tag, wie gewünscht haben wir die Buchung von Frau Ruiz storniert, Doppelzimmer mit Frühstück 12.-15.03.2027. Stornobestätigung 48213.'],
  ['cancel', 'es', 'Hola, tal como solicitaron hemos cancelado la reserva de la Sra. Ruiz, doble con desayuno 12-15 marzo 2027. Confirmación de cancelación 48213.'],
  ['cancel', 'fr', 'Bonjour, comme demandé nous avons annulé la réservation de Mme Ruiz, chambre double avec petit-déjeuner du 12 au 15 mars 2027. Confirmation d\'annulation 48213.'],
  ['cancel', 'it', 'Buongiorno, come richiesto abbiamo cancellato la prenotazione della Sig.ra Ruiz, doppia con colazione 12-15 marzo 2027. Conferma di cancellazione 48213.'],
  ['cancel', 'pt', 'Olá, conforme pedido cancelámos a reserva da Sra. Ruiz, duplo com pequeno-almoço 12-15 março 2027. Confirmação de cancelamento 48213.'],
  ['question', 'en', 'Hello, the double room with breakfast for Ms Ruiz, 12-15 March 2027, is confirmed under 48213 if you can tell us whether the guests want two separate beds.'],
  ['question', 'de', 'Guten Tag, das Doppelzimmer mit Frühstück für Frau Ruiz, 12.-15.03.2027, ist unter 48213 bestätigt, wenn Sie uns sagen können, ob die Gäste getrennte Betten wünschen.'],
  ['question', 'es', 'Hola, la doble con desayuno de la Sra. Ruiz, 12-15 marzo 2027, queda confirmada con el 48213 si nos pueden indicar si los clientes quieren camas separadas.'],
  ['question', 'fr', 'Bonjour, la chambre double avec petit-déjeuner de Mme Ruiz, 12-15 mars 2027, est confirmée sous le 48213 si vous pouvez nous dire si les clients souhaitent des lits séparés.'], // CONFIRMED on e01926a
  ['question', 'it', 'Buongiorno, la doppia con colazione della Sig.ra Ruiz, 12-15 marzo 2027, è confermata con il 48213 se potete dirci se gli ospiti desiderano letti separati.'],
  ['question', 'pt', 'Olá, o duplo com pequeno-almoço da Sra. Ruiz, 12-15 março 2027, fica confirmado com o 48213 se nos puderem dizer se os hóspedes querem camas separadas.'],
  ['negation', 'en', 'Hello, we cannot, as you asked in your last message of Tuesday, confirm the double room with breakfast for Ms Ruiz, 12-15 March 2027. Our reference 48213.'], // CONFIRMED on e01926a
  ['negation', 'de', 'Guten Tag, wir können die Buchung von Frau Ruiz, Doppelzimmer mit Frühstück vom 12.-15.03.2027, Referenz 48213, leider wie gewünscht nicht bestätigen.'],
  ['negation', 'es', 'Hola, no podemos, tal como nos pedían en su último mensaje del martes, confirmar la doble con desayuno de la Sra. Ruiz, 12-15 marzo 2027. Nuestra referencia 48213.'], // CONFIRMED on e01926a
  ['negation', 'fr', 'Bonjour, nous ne pouvons pas, comme vous nous l\'avez demandé dans votre dernier message de mardi, confirmer la chambre double avec petit-déjeuner de Mme Ruiz, 12-15 mars 2027. Notre référence 48213.'], // CONFIRMED on e01926a
  ['negation', 'it', 'Buongiorno, non possiamo, come ci avete chiesto nel vostro ultimo messaggio di martedì, confermare la doppia con colazione della Sig.ra Ruiz, 12-15 marzo 2027. Nostro riferimento 48213.'], // CONFIRMED on e01926a
  ['negation', 'pt', 'Olá, não podemos, tal como nos pediram na vossa última mensagem de terça, confirmar o duplo com pequeno-almoço da Sra. Ruiz, 12-15 março 2027. A nossa referência 48213.'], // CONFIRMED on e01926a
  ['table', 'en', 'Hello, booking confirmed.\nConfirmation: 48213\nGuest: Ana Ruiz\nRoom: Double Room\nBoard: Half Board\nArrival: 12/03/2027\nDeparture: 15/03/2027\nAdults: 2'],
  ['table', 'de', 'Guten Tag, Buchung bestätigt.\nBestätigungsnummer: 48213\nGast: Ana Ruiz\nZimmer: Doppelzimmer\nVerpflegung: Frühstück\nAnreise: 12.03.2027\nAbreise: 14.03.2027\nErwachsene: 2'],
  ['table', 'es', 'Hola, reserva confirmada.\nLocalizador: 48213\nCliente: Ana Ruiz\nHabitación: Doble\nRégimen: Alojamiento y desayuno\nEntrada: 12/03/2027\nSalida: 15/03/2027\nAdultos: 3'],
  ['table', 'fr', 'Bonjour, réservation confirmée.\nNuméro de confirmation : 48213\nClient : Ana Ruiz\nChambre : Twin\nPension : petit-déjeuner\nArrivée : 12/03/2027\nDépart : 15/03/2027\nAdultes : 2'],
  ['table', 'it', 'Buongiorno, prenotazione confermata.\nNumero di conferma: 48213\nOspite: Ana Ruiz\nCamera: Doppia\nTrattamento: Mezza pensione\nArrivo: 12/03/2027\nPartenza: 15/03/2027\nAdulti: 2'],
  ['table', 'pt', 'Olá, reserva confirmada.\nNúmero de confirmação: 48213\nHóspede: Ana Ruiz\nQuarto: Duplo\nRegime: Pequeno-almoço\nEntrada: 13/03/2027\nSaída: 15/03/2027\nAdultos: 2'],
  ['forward', 'en', 'Hi, see the answer from our reservations team below.\n\n---------- Forwarded message ----------\nFrom: reservations@hotelmiramar.es\nDear colleague, confirmed, but as a twin room, confirmation 48213.\n\n> Please confirm: Ana Ruiz, Double Room, BB, 2 adults, 12-15 March 2027'],
  ['forward', 'de', 'Hallo, unten die Antwort unserer Reservierung.\n\n---------- Weitergeleitete Nachricht ----------\nVon: reservierung@hotel.de\nBestätigt, allerdings als Zweibettzimmer, Bestätigungsnummer 48213.\n\n> Bitte bestätigen: Ana Ruiz, Doppelzimmer, Frühstück, 2 Erwachsene, 12.-15.03.2027'],
  ['forward', 'es', 'Hola, abajo la respuesta de reservas.\n\n---------- Mensaje reenviado ----------\nDe: reservas@hotel.es\nConfirmada, pero en habitación twin, confirmación 48213.\n\n> Por favor confirmen: Ana Ruiz, habitación doble, desayuno, 2 adultos, 12-15 marzo 2027'],
  ['forward', 'fr', 'Bonjour, voir la réponse de la réception ci-dessous.\n\n---------- Message transféré ----------\nDe : reservation@hotel.fr\nConfirmée, mais en chambre twin, confirmation 48213.\n\n> Merci de confirmer : Ana Ruiz, chambre double, petit-déjeuner, 2 adultes, 12-15 mars 2027'],
  ['forward', 'it', 'Buongiorno, qui sotto la risposta dell\'ufficio prenotazioni.\n\n---------- Messaggio inoltrato ----------\nDa: prenotazioni@hotel.it\nConfermata, ma in camera twin, conferma 48213.\n\n> Vi preghiamo di confermare: Ana Ruiz, camera doppia, colazione, 2 adulti, 12-15 marzo 2027'],
  ['forward', 'pt', 'Olá, segue abaixo a resposta das reservas.\n\n---------- Mensagem encaminhada ----------\nDe: reservas@hotel.pt\nConfirmada, mas em quarto twin, confirmação 48213.\n\n> Por favor confirmem: Ana Ruiz, quarto duplo, pequeno-almoço, 2 adultos, 12-15 março 2027'],
  ['partial', 'en', 'Hello, confirmed under 48213: double room 12-15 March 2027 for Ms Ruiz, breakfast included for Ms Ruiz only; her companion pays breakfast on site.'],
  ['partial', 'de', 'Guten Tag, bestätigt unter 48213: Doppelzimmer 12.-15.03.2027 für Frau Ruiz, Frühstück nur für Frau Ruiz inklusive; die Begleitperson zahlt das Frühstück vor Ort.'],
  ['partial', 'es', 'Hola, confirmada con el 48213: doble del 12 al 15 de marzo de 2027 para la Sra. Ruiz, desayuno incluido solo para la Sra. Ruiz; su acompañante paga el desayuno en el hotel.'],
  ['partial', 'fr', 'Bonjour, confirmée sous le 48213 : chambre double du 12 au 15 mars 2027 pour Mme Ruiz, petit-déjeuner inclus pour Mme Ruiz uniquement ; son accompagnant paie le petit-déjeuner sur place.'],
  ['partial', 'it', 'Buongiorno, confermata con il 48213: doppia dal 12 al 15 marzo 2027 per la Sig.ra Ruiz, colazione inclusa solo per la Sig.ra Ruiz; l\'accompagnatore paga la colazione in loco.'],
  ['partial', 'pt', 'Olá, confirmada com o 48213: duplo de 12 a 15 de março de 2027 para a Sra. Ruiz, pequeno-almoço incluído só para a Sra. Ruiz; o acompanhante paga o pequeno-almoço no hotel.'],
];

// More phrasings of the families closed in r24 (those marked were CONFIRMED on e01926a).
const MORE: [cls: string, lang: string, text: string][] = [
  ['negation', 'en', 'Hello, unfortunately we are unable to – as things stand – confirm the double room with breakfast for Ms Ruiz, 12-15 March 2027. Ref 48213.'],
  ['negation', 'es', 'Hola, lamentablemente no podemos (por ahora) confirmar la doble con desayuno de la Sra. Ruiz del 12 al 15 de marzo de 2027. Referencia 48213.'],
  ['negation', 'fr', 'Bonjour, malheureusement nous ne pouvons pas, à ce jour, vous confirmer la chambre double de Mme Ruiz du 12 au 15 mars 2027. Référence 48213.'], // CONFIRMED on e01926a
  ['negation', 'it', 'Buongiorno, purtroppo non possiamo, al momento, confermarvi la doppia con colazione della Sig.ra Ruiz dal 12 al 15 marzo 2027. Riferimento 48213.'], // CONFIRMED on e01926a
  ['negation', 'pt', 'Olá, infelizmente não podemos, por enquanto, confirmar-lhe o duplo com pequeno-almoço da Sra. Ruiz de 12 a 15 de março de 2027. Referência 48213.'], // CONFIRMED on e01926a
  ['negation', 'de', 'Guten Tag, leider können wir nicht, wie von Ihnen gewünscht, bestätigen: Doppelzimmer für Frau Ruiz vom 12. bis 15.03.2027, Referenz 48213.'], // CONFIRMED on e01926a
  ['release', 'en', 'Dear partner, the room for Ms Ruiz (double, B&B, 12-15 March 2027, booking 48213) was released back into general sale yesterday.'], // CONFIRMED on e01926a
  ['release', 'pt', 'Olá, os quartos do grupo, incluindo o da Sra. Ruiz (duplo, 12-15 março 2027, ref. 48213), foram libertados ontem.'], // CONFIRMED on e01926a
  ['release', 'it', 'Buongiorno, le camere del gruppo, compresa quella della Sig.ra Ruiz (doppia, 12-15 marzo 2027, rif. 48213), sono state rilasciate ieri.'], // CONFIRMED on e01926a
  ['release', 'es', 'Hola, las habitaciones del grupo, incluida la de la Sra. Ruiz (doble, 12-15 marzo 2027, ref. 48213), se han liberado hoy.'], // CONFIRMED on e01926a
  ['release', 'fr', 'Bonjour, les chambres du groupe, dont celle de Mme Ruiz (double, 12-15 mars 2027, réf. 48213), ont été libérées hier.'], // CONFIRMED on e01926a
  ['condition', 'it', 'Buongiorno, confermiamo la doppia della Sig.ra Ruiz dal 12 al 15 marzo 2027 con colazione, conferma 48213; la teniamo fino alle 18 di oggi.'], // CONFIRMED on e01926a
  ['condition', 'fr', 'Bonjour, confirmation 48213, chambre double pour Mme Ruiz du 12 au 15 mars 2027 avec petit-déjeuner; nous la gardons jusqu\'à 18h.'],
  ['condition', 'en', 'Hello, confirmation 48213, double room with breakfast for Ms Ruiz, 12-15 March 2027; we will hold it until 6 pm today.'],
  ['condition', 'pt', 'Bom dia, confirmação 48213, duplo com pequeno-almoço para a Sra. Ruiz de 12 a 15 de março de 2027; guardamos o quarto até às 18h.'], // CONFIRMED on e01926a
  ['condition', 'de', 'Guten Tag, Bestätigungsnummer 48213, Doppelzimmer mit Frühstück für Frau Ruiz vom 12. bis 15.03.2027. Wir halten es bis heute 18 Uhr.'], // CONFIRMED on e01926a
  ['condition', 'es', 'Hola, confirmación 48213, doble con desayuno para la Sra. Ruiz del 12 al 15 de marzo de 2027; la opción caduca el viernes.'], // CONFIRMED on e01926a
  ['condition', 'de', 'Guten Tag, Bestätigungsnummer 48213, Doppelzimmer mit Frühstück für Frau Ruiz vom 12. bis 15.03.2027; die Option verfällt am Freitag.'], // CONFIRMED on e01926a
  ['condition', 'it', 'Buongiorno, conferma 48213, doppia con colazione per la Sig.ra Ruiz dal 12 al 15 marzo 2027; l\'opzione scadrà venerdì.'], // CONFIRMED on e01926a
  ['condition', 'pt', 'Olá, confirmação 48213, duplo com pequeno-almoço para a Sra. Ruiz de 12 a 15 de março de 2027; a opção vence na sexta-feira.'], // CONFIRMED on e01926a
  ['hedge', 'es', 'Hola, la reserva de la Sra. Ruiz, doble con desayuno 12-15 marzo 2027, está confirmada con el 48213, pendiente del visto bueno de dirección.'], // CONFIRMED on e01926a
  ['hedge', 'pt', 'Olá, a reserva da Sra. Ruiz, duplo com pequeno-almoço 12-15 março 2027, está confirmada com o 48213, sujeita à autorização da direção.'], // CONFIRMED on e01926a
  ['question', 'es', 'Hola, la doble con desayuno de la Sra. Ruiz, 12-15 marzo 2027, queda confirmada con el 48213 si nos pueden decir si los clientes llegan tarde.'], // CONFIRMED on e01926a
  ['question', 'en', 'Hello, the double room with breakfast for Ms Ruiz, 12-15 March 2027, is confirmed under 48213 if you can let us know whether the guests arrive late.'], // CONFIRMED on e01926a
];

// The same families' words where nothing is held back: these still confirm.
const STILL_CONFIRMED = [
  'We can, as you asked, confirm the double room with breakfast for Ms Ruiz, 12-15 March 2027. Confirmation 48213.',
  'Wir können, wie gewünscht, das Doppelzimmer mit Frühstück für Frau Ruiz vom 12. bis 15.03.2027 bestätigen. Bestätigungsnummer 48213.',
  'Podemos, tal como nos pidieron, confirmar la doble con desayuno de la Sra. Ruiz del 12 al 15 de marzo de 2027. Confirmación 48213.',
  'Nous pouvons, comme vous l\'avez demandé, confirmer la chambre double avec petit-déjeuner de Mme Ruiz du 12 au 15 mars 2027. Confirmation 48213.',
  'Possiamo, come richiesto, confermare la doppia con colazione della Sig.ra Ruiz dal 12 al 15 marzo 2027. Conferma 48213.',
  'Podemos, conforme pedido, confirmar o duplo com pequeno-almoço da Sra. Ruiz de 12 a 15 de março de 2027. Confirmação 48213.',
  'No problem, as always, we confirm the double room with breakfast for Ms Ruiz, 12-15 March 2027, confirmation 48213.',
  'Non c\'è problema, come sempre, confermiamo la doppia con colazione della Sig.ra Ruiz dal 12 al 15 marzo 2027, conferma 48213.',
  'No, como siempre, confirmamos la doble con desayuno de la Sra. Ruiz del 12 al 15 de marzo de 2027, localizador 48213.',
  'Hola, les guardamos la doble con desayuno de la Sra. Ruiz desde el 12 hasta el 15 de marzo de 2027. Confirmación 48213.',
  'Guten Tag, wir halten das Doppelzimmer mit Frühstück für Frau Ruiz vom 12. bis 15.03.2027 für Sie bereit. Bestätigungsnummer 48213.',
  'Bonjour, nous gardons la chambre double avec petit-déjeuner pour Mme Ruiz du 12 au 15 mars 2027. Confirmation 48213.',
  'Bom dia, guardamos o quarto duplo com pequeno-almoço para a Sra. Ruiz de 12 a 15 de março de 2027. Confirmação 48213.',
  'Hola, confirmada con el 48213: doble con desayuno para la Sra. Ruiz del 12 al 15 de marzo de 2027, les guardamos plaza de parking.',
  'Bonjour, réservation confirmée sous le 48213 : chambre double avec petit-déjeuner pour Mme Ruiz du 12 au 15 mars 2027. Si vous pouvez nous indiquer l\'heure d\'arrivée, ce serait parfait.',
  'Hola, confirmada con el 48213: doble con desayuno para la Sra. Ruiz del 12 al 15 de marzo de 2027. Si nos pueden indicar la hora de llegada, mejor.',
  'Buongiorno, confermata con il 48213: doppia con colazione per la Sig.ra Ruiz dal 12 al 15 marzo 2027. Se potete dirci l\'orario di arrivo, grazie.',
  'Olá, confirmada com o 48213: duplo com pequeno-almoço para a Sra. Ruiz de 12 a 15 de março de 2027. Se nos puderem dizer a hora de chegada, agradecemos.',
  'Guten Tag, bestätigt unter 48213: Doppelzimmer mit Frühstück für Frau Ruiz vom 12. bis 15.03.2027. Wenn Sie uns die Ankunftszeit mitteilen können, wäre das schön.',
  'Hello, confirmed under 48213: double room with breakfast for Ms Ruiz, 12-15 March 2027. If you can tell us the arrival time, that would be great.',
  'Hola, confirmada con el 48213: doble con desayuno para la Sra. Ruiz del 12 al 15 de marzo de 2027. La opción de parking vence el viernes.',
];

// A second round (found after b34e7d4, the first r24 commit; those marked were CONFIRMED on e01926a): one guest said to travel alone, and the confirmation in the
// conditional mood ("would be confirmed", "quedaría confirmada", "serait confirmée", "sarebbe confermata", "ficaria
// confirmado", "wäre ... bestätigt"): a hypothesis, not a booking.
const ROUND2: [cls: string, lang: string, text: string][] = [
  ['indirect', 'es', 'Hola, confirmada con el 48213 la doble con desayuno del 12 al 15 de marzo de 2027 para la Sra. Ruiz, que viaja sola.'], // CONFIRMED on e01926a
  ['indirect', 'fr', 'Bonjour, confirmée sous le 48213 la chambre double avec petit-déjeuner du 12 au 15 mars 2027 pour Mme Ruiz, qui voyage seule.'], // CONFIRMED on e01926a
  ['indirect', 'de', 'Guten Tag, bestätigt unter 48213: Doppelzimmer mit Frühstück vom 12. bis 15.03.2027 für Frau Ruiz, die allein reist.'], // CONFIRMED on e01926a
  ['indirect', 'it', 'Buongiorno, confermata con il 48213 la doppia con colazione dal 12 al 15 marzo 2027 per la Sig.ra Ruiz, che viaggia da sola.'], // CONFIRMED on e01926a
  ['indirect', 'pt', 'Olá, confirmada com o 48213 o duplo com pequeno-almoço de 12 a 15 de março de 2027 para a Sra. Ruiz, que viaja sozinha.'], // CONFIRMED on e01926a
  ['indirect', 'en', 'Hello, confirmed 48213, double room with breakfast, 12-15 March 2027. Ms Ruiz is travelling alone.'], // CONFIRMED on e01926a
  ['indirect', 'es', 'Hola, confirmada con el 48213 la doble con desayuno del 12 al 15 de marzo de 2027. La Sra. Ruiz viaja sola.'], // CONFIRMED on e01926a
  ['indirect', 'de', 'Guten Tag, bestätigt unter 48213: Doppelzimmer mit Frühstück vom 12. bis 15.03.2027. Frau Ruiz reist allein an.'], // CONFIRMED on e01926a
  ['indirect', 'fr', 'Bonjour, confirmée sous le 48213, chambre double avec petit-déjeuner du 12 au 15 mars 2027. Mme Ruiz voyage seule.'], // CONFIRMED on e01926a
  ['indirect', 'it', 'Buongiorno, confermata con il 48213 la doppia con colazione dal 12 al 15 marzo 2027. La Sig.ra Ruiz viaggia da sola.'], // CONFIRMED on e01926a
  ['indirect', 'pt', 'Olá, confirmada com o 48213 o duplo com pequeno-almoço de 12 a 15 de março de 2027. A Sra. Ruiz viaja sozinha.'], // CONFIRMED on e01926a
  ['hedge', 'en', 'Hello, the double room with breakfast for Ms Ruiz, 12-15 March 2027, would be confirmed under 48213.'], // CONFIRMED on e01926a
  ['hedge', 'es', 'Hola, la doble con desayuno de la Sra. Ruiz, 12-15 marzo 2027, quedaría confirmada con el 48213.'], // CONFIRMED on e01926a
  ['hedge', 'fr', 'Bonjour, la chambre double avec petit-déjeuner de Mme Ruiz, 12-15 mars 2027, serait confirmée sous le 48213.'], // CONFIRMED on e01926a
  ['hedge', 'it', 'Buongiorno, la doppia con colazione della Sig.ra Ruiz, 12-15 marzo 2027, sarebbe confermata con il 48213.'], // CONFIRMED on e01926a
  ['hedge', 'pt', 'Olá, o duplo com pequeno-almoço da Sra. Ruiz, 12-15 março 2027, ficaria confirmado com o 48213.'], // CONFIRMED on e01926a
  ['hedge', 'de', 'Guten Tag, das Doppelzimmer mit Frühstück für Frau Ruiz, 12.-15.03.2027, wäre damit unter der Bestätigungsnummer 48213 bestätigt.'], // CONFIRMED on e01926a
];
const STILL_CONFIRMED_2 = [
  'Hello, we would be delighted to confirm the double room with breakfast for Ms Ruiz, 12-15 March 2027, confirmation 48213.',
  'Bonjour, nous serions ravis de vous confirmer la chambre double avec petit-déjeuner de Mme Ruiz du 12 au 15 mars 2027, confirmation 48213.',
  'Hola, nos complace confirmar la doble con desayuno de la Sra. Ruiz del 12 al 15 de marzo de 2027, confirmación 48213; sería un placer recibirles.',
  'Guten Tag, gerne bestätigen wir das Doppelzimmer mit Frühstück für Frau Ruiz vom 12. bis 15.03.2027, Bestätigungsnummer 48213. Es wäre schön, wenn Sie uns die Ankunftszeit mitteilen.',
  'Hello, confirmed 48213 for Ms Ruiz, double room with breakfast, 12-15 March 2027. Solo travellers welcome.',
  'Hello, confirmed 48213 for Ms Ruiz, double room with breakfast, 12-15 March 2027. The spa can be used alone or in pairs.',
];

// Seen after 094e1f7 and left alone: single beds in the plural ('mit Einzelbetten', 'con camas individuales', 'avec lits
// simples', 'con letti singoli', 'com camas individuais', 'with single beds') beside a double still confirm in es, fr,
// de, it, pt; naming them twin changed four corpus readings (blind fr-b02, tuning3 en-t305 and pt-t302, ...), so r24 keeps
// them out.
const STILL_CONFIRMED_3 = [
  'Olá, confirmada 48213, duplo com pequeno-almoço para a Sra. Ruiz de 12 a 15 de março de 2027. Qualquer coisa estou por cá até às 7h.',
  'Guten Tag, bestätigt 48213, Doppelzimmer mit Frühstück für Frau Ruiz vom 12. bis 15.03.2027, mit Doppelbett.',
];

describe('r24: adversarial replies are never confirmed (six languages)', () => {
  for (const [cls, lang, text] of [...ADVERSARIAL, ...MORE, ...ROUND2]) {
    it(`${cls} ${lang}: ${text.slice(0, 60)}`, () => assert.doesNotMatch(verdict(text), /^CONFIRMED/, text));
  }
});

describe('r24: the same words with nothing held back still confirm', () => {
  for (const text of [...STILL_CONFIRMED, ...STILL_CONFIRMED_2, ...STILL_CONFIRMED_3]) it(text.slice(0, 70), () => assert.equal(verdict(text), 'CONFIRMED 48213', text));
});

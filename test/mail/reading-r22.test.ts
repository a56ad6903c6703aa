// Issue 25, r22: resort front offices and reservations managers, in the six languages.
// - A house period, rule or holiday and its dates ("Peak season (26 Jun – 2 Oct)", "Half board is compulsory between 26
//   June and 2 October (peak ski season)", "Durante la temporada de invierno (del 1 de julio al 30 de septiembre)",
//   "Informações da época de neve (15/12 a 31/03)", "le dîner du réveillon de Noël (24/12)", "über den 1. August
//   (Nationalfeiertag)") are no dates of this stay. A stay word before them ("your stay in high season: 11 to 17 July",
//   "vi aspettiamo a Ferragosto (15/08)") or a range that does not hold the whole stay keeps them the stay's.
// - A minimum stay ("7-night minimum stay", "la estancia mínima es de 5 noches") is no count of this booking's nights:
//   kept by a booking that long or longer, a person's when the booking is shorter.
// - A board set against the booking's as the house's rule ("Half board is compulsory ..., so we have amended the meal
//   plan" under a table "| Your booking | Our reservation", "Eine Buchung nur mit Frühstück ist ... nicht möglich"): the
//   booking's board in the column headed as the booking's, or said not to be possible beside another board stated, is
//   the old value, and the other board the hotel's: a difference, not two boards.
// - A room the hotel does not have beside the one it has ("no twin rooms left ..., so the booking is in a Queen Room,
//   not a twin"; "als Einzelzimmer – nicht als Doppelzimmer"), a room named under "if" ("if a twin frees up", "falls
//   die Gäste ein Zweibettzimmer wünschen", "si la cliente préfère la suite", "caso prefiram um quarto twin") or offered
//   with a supplement in brackets ("ein Doppelzimmer ist noch verfügbar (Aufpreis EUR 45,- pro Nacht)"): the room the
//   hotel holds is the other one, a difference. "1 (um) adulto" counts one adult.
// - A wish the booking asks only if possible ("Sea view if possible"), noted by the hotel without a promise ("Ihr Wunsch
//   nach Meerblick ist notiert, kann aber leider nicht garantiert werden; die Zimmer werden am Anreisetag zugeteilt",
//   "(richiesta annotata, non garantita)"): a confirmation, no condition, negation or "but". A note line whose booking
//   words are all in facts read and matching ("* Camera: Doppia Classic", "Peak season ...: 7-night minimum stay")
//   leaves nothing unread.
// - A pass's or a ticket's length before the noun ("6 jours adulte CHF 389., enfant CHF 195.", "6 days adult", "6 Tage
//   Erwachsene") counts no guests, and a price beside the noun is no count: the guests are read from their own cell.
// - The booking's own value named as such ("Votre réservation indique une arrivée le 10/07, mais ...", "your booking
//   shows arrival on 10 July", "laut Ihrer Buchung Anreise am 10.07.") is the old value beside the hotel's.
// Each reading below was another before this pass (checked on 442623e) unless said to stay; the other side stays.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

const base = {
  BookingCode: 'BK-2027-1001', CheckIn: '2027-07-10', CheckOut: '2027-07-17', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
  Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] },
};
const booking = BookingSchema.parse(base);
const verdict = (text: string) => verdictOf(text, booking);
const EN = 'Dear team, we confirm the booking of Ms Ruiz, confirmation no. 55120, 10-17 July, double room with breakfast.';
const DE = 'Guten Tag, wir bestätigen die Buchung von Frau Ruiz unter der Nummer 55120, 10.07.–17.07.2027, Doppelzimmer mit Frühstück.';
const ES = 'Estimados, confirmamos la reserva de la Sra. Ruiz con el número 55120, del 10 al 17 de julio, habitación doble con desayuno.';
const FR = 'Bonjour, nous confirmons la réservation de Mme Ruiz sous le n° 55120, du 10 au 17 juillet, chambre double avec petit-déjeuner.';
const IT = 'Buongiorno, confermiamo la prenotazione della Sig.ra Ruiz con il numero 55120, dal 10 al 17 luglio, camera doppia con colazione.';
const PT = 'Bom dia, confirmamos a reserva da Sra. Ruiz com o n.º 55120, de 10 a 17 de julho, quarto duplo com pequeno-almoço.';

describe('r22: a season, a house rule or a holiday and its dates are not the stay (six languages)', () => {
  it('a season\'s range that holds the whole stay, or a rule\'s day far from it: confirmed', () => {
    for (const text of [
      'Dear team, we confirm the booking of Ms Ruiz, confirmation no. 55120. Arrival 10 July, departure 17 July, double room with breakfast. Please note: peak season (26 Jun – 2 Oct): 7-night minimum stay, Saturday to Saturday.',
      `${EN} Saturday to Saturday stays are compulsory between 26 June and 2 October (peak season) in our apartments.`,
      `${EN} High season: 1 July to 31 August.`,
      `${DE} In der Hochsaison (15.06. bis 30.09.) gilt ein Mindestaufenthalt von 7 Nächten.`,
      `${DE} Die Parkplatzreservierung ist in der Saison vom 1. Juni bis 30. September Pflicht.`,
      `${ES} Durante la temporada alta (del 1 de julio al 31 de agosto) la estancia mínima es de 7 noches.`,
      `${ES} Temporada de verano: del 15 de junio al 15 de septiembre, piscina abierta de 10 a 20 h.`,
      `${FR} En haute saison (du 1er juillet au 31 août), séjour minimum de 7 nuits.`,
      `${IT} In alta stagione (dal 1 luglio al 31 agosto) il soggiorno minimo è di 7 notti.`,
      `${IT} Stagione estiva dal 1 giugno al 30 settembre: spiaggia privata inclusa.`,
      `${PT} Na época alta (de 1 de julho a 31 de agosto) a estadia mínima é de 7 noites.`,
      `${PT} Informações da época de verão (15/06 a 15/09): piscina aberta das 9h às 19h.`,
    ]) assert.equal(verdict(text), 'CONFIRMED 55120', text);
  });

  it('a holiday\'s day, a dinner or an event on it: confirmed', () => {
    for (const text of [
      `${EN} The gala dinner on 14 July (national holiday) is included.`,
      `${DE} Über den 14. Juli (Feiertag) ist das Restaurant geöffnet.`,
      `${ES} La cena de Fiestas Patrias (14/07) está incluida.`,
      `${FR} Pour information, le dîner de la fête nationale (14/07) est inclus.`,
      `${IT} La cena della Festa nazionale (14/07) è inclusa.`,
      `${PT} Feriado: jantar temático na terça-feira 13/07, incluído.`,
    ]) assert.equal(verdict(text), 'CONFIRMED 55120', text);
  });

  it('a minimum stay the booking keeps: confirmed; a longer one: a person\'s', () => {
    for (const text of [
      `${EN} A minimum stay of 5 nights applies from 15 June to 30 September.`,
      `${EN} In peak season we have a 5-night minimum stay.`,
      `${DE} In der Hochsaison gilt ein Mindestaufenthalt von 5 Nächten.`,
      `${ES} En temporada alta la estancia mínima es de 5 noches.`,
      `${FR} En haute saison, le séjour minimum est de 5 nuits.`,
      `${IT} In alta stagione il soggiorno minimo è di 5 notti.`,
      `${PT} Na época alta a estadia mínima é de 5 noites.`,
    ]) assert.equal(verdict(text), 'CONFIRMED 55120', text);
    for (const text of [
      `${EN} A minimum stay of 10 nights applies in high season.`,
      `${DE} In der Hochsaison gilt ein Mindestaufenthalt von 10 Nächten.`,
      `${ES} En temporada alta la estancia mínima es de 10 noches.`,
      `${FR} En haute saison, le séjour minimum est de 10 nuits.`,
      `${IT} In alta stagione il soggiorno minimo è di 10 notti.`,
      `${PT} Na época alta a estadia mínima é de 10 noites.`,
    ]) assert.match(verdict(text), /^review: the hotel names a minimum stay longer than the booking/, text);
  });

  it('stays: a stay word before the season, a range that is the stay, a house closed, a welcome on the holiday', () => {
    const noDates = (s: string) => s.replace(/, (?:10-17 July|10\.07\.–17\.07\.2027|del 10 al 17 de julio|du 10 au 17 juillet|dal 10 al 17 luglio|de 10 a 17 de julho)/, '');
    for (const text of [
      `${noDates(EN)} Your stay in high season: 11 July to 17 July.`,
      `${noDates(EN)} High season, 11-17 July.`,
      `${noDates(DE)} Ihr Aufenthalt in der Hochsaison: 11.07. bis 17.07.2027.`,
      `${noDates(ES)} Temporada alta del 1 de julio al 31 de agosto: llegada el 11 de julio.`,
      `${noDates(ES)} Temporada alta, del 11 al 17 de julio.`,
      `${noDates(FR)} Votre séjour en haute saison : du 11 au 17 juillet.`,
      `${noDates(IT)} Alta stagione dal 11 al 17 luglio.`,
      `${noDates(PT)} Época alta: a sua estadia de 11 a 17 de julho.`,
    ]) assert.match(verdict(text), /^DISCREPANCY CheckIn/, text);
    // A holiday's day after a word that bounds the stay is the stay's end or start.
    for (const text of [
      `${noDates(EN)} Arrival 10 July, the room is yours until Wednesday 14 July (national holiday).`,
      `${noDates(DE)} Anreise am 10.07., das Zimmer ist bis zum 14. Juli (Feiertag) frei.`,
      `${noDates(ES)} Llegada el 10 de julio, la habitación es suya hasta el 14 de julio (feriado).`,
      `${noDates(FR)} Arrivée le 10 juillet, la chambre est à vous jusqu'au 14 juillet (fête nationale).`,
      `${noDates(IT)} Arrivo il 10 luglio, la camera è vostra fino al 14 luglio (festa nazionale).`,
      `${noDates(PT)} Chegada a 10 de julho, no nosso caderno está até terça dia 14 de julho (feriado).`,
    ]) assert.match(verdict(text), /^DISCREPANCY CheckOut|^review/, text);
    assert.match(verdict(`${EN} The hotel is closed in low season from 1 July to 31 August.`), /^review/);
    assert.match(verdict(`${noDates(IT)} Vi aspettiamo a Ferragosto (15/08).`), /^review/);
    assert.match(verdict(`${noDates(EN)} We expect the guests on 11 July (national holiday), departure 17 July.`), /^DISCREPANCY CheckIn/);
  });
});

describe('r22: a board set against the booking\'s by a rule or a table is a difference (six languages)', () => {
  const table = (intro: string, head: [string, string], label: string, oldV: string, newV: string) => `${intro}\n\n\t${head[0]}\t${head[1]}\n${label}\t${oldV}\t${newV}\n`;
  it('a table with the booking\'s column and the hotel\'s: the hotel\'s value', () => {
    for (const text of [
      table('Dear team, confirmation no. 55120 for Ms Ruiz, 10-17 July, double room.', ['Your booking', 'Our reservation'], 'Meal plan', 'Bed & breakfast', 'Half board') + '\nHalf board is compulsory in July and August.',
      table('Guten Tag, Bestätigungsnummer 55120 für Frau Ruiz, 10.07.–17.07.2027, Doppelzimmer.', ['Ihre Buchung', 'Bei uns'], 'Verpflegung', 'Übernachtung mit Frühstück', 'Halbpension'),
      table('Estimados, confirmamos la reserva de la Sra. Ruiz con el número 55120, del 10 al 17 de julio, habitación doble.', ['Su reserva', 'Nuestra reserva'], 'Régimen', 'Alojamiento y desayuno', 'Media pensión'),
      table('Bonjour, nous confirmons la réservation de Mme Ruiz sous le n° 55120, du 10 au 17 juillet, chambre double.', ['Votre réservation', 'Notre réservation'], 'Pension', 'Chambre et petit-déjeuner', 'Demi-pension'),
      table('Buongiorno, confermiamo la prenotazione della Sig.ra Ruiz con il numero 55120, dal 10 al 17 luglio, camera doppia.', ['Vostra prenotazione', 'Nostra prenotazione'], 'Trattamento', 'Pernottamento e colazione', 'Mezza pensione'),
      table('Bom dia, confirmamos a reserva da Sra. Ruiz com o n.º 55120, de 10 a 17 de julho, quarto duplo.', ['A sua reserva', 'A nossa reserva'], 'Regime', 'Alojamento e pequeno-almoço', 'Meia-pensão'),
    ]) assert.equal(verdict(text), 'DISCREPANCY BoardType', text);
    // The same value in both columns: as booked. A column not headed as the hotel's: two boards, a person's.
    assert.equal(verdict(table('Dear team, confirmation no. 55120 for Ms Ruiz, 10-17 July, double room.', ['Your booking', 'Our reservation'], 'Meal plan', 'Bed & breakfast', 'Bed & breakfast')), 'CONFIRMED 55120');
    assert.match(verdict(table('Dear team, confirmation no. 55120 for Ms Ruiz, 10-17 July, double room.', ['Booked', 'Notes'], 'Meal plan', 'Bed & breakfast', 'Half board on request')), /^review/);
  });

  it('the booking\'s board said not to be possible beside the board the hotel holds: the hotel\'s board', () => {
    for (const text of [
      `${EN.replace(' with breakfast', '')} In July and August we only let rooms with half board; a booking with breakfast only is not possible in this period.`,
      `${DE.replace(' mit Frühstück', '')} Im Juli und August vermieten wir ausschliesslich mit Halbpension. Eine Buchung nur mit Frühstück ist leider nicht möglich.`,
      'Estimados, confirmamos la reserva de la Sra. Ruiz con el número 55120, del 10 al 17 de julio, habitación doble, en media pensión: en julio y agosto no es posible reservar solo con desayuno.',
      'Bonjour, nous confirmons la réservation de Mme Ruiz sous le n° 55120, du 10 au 17 juillet, chambre double en demi-pension ; en juillet et août, la formule avec petit-déjeuner seul n\'est pas possible.',
      'Buongiorno, confermiamo la prenotazione della Sig.ra Ruiz con il numero 55120, dal 10 al 17 luglio, camera doppia in mezza pensione: in luglio e agosto il solo pernottamento con colazione non è possibile.',
      'Bom dia, confirmamos a reserva da Sra. Ruiz com o n.º 55120, de 10 a 17 de julho, quarto duplo em meia-pensão: em julho e agosto não é possível reservar só com pequeno-almoço.',
    ]) assert.equal(verdict(text), 'DISCREPANCY BoardType', text);
    // Stays: a service hour not possible; another board not possible beside the booked one (a person reads it).
    assert.equal(verdict(`${EN} Breakfast before 7:00 is not possible.`), 'CONFIRMED 55120');
    assert.match(verdict(`${EN} Half board is not possible in July.`), /^review/);
  });
});

describe('r22: a room set against the booking\'s, or offered under "if", is not a second room type (six languages)', () => {
  const twin = BookingSchema.parse({ ...base, Guest: { ...base.Guest, RoomStructure: [{ RoomType: 'Twin Room', BoardType: 'BB', Adults: 2 }] } });
  const onTwin = (text: string) => verdictOf(text, twin);
  it('the hotel\'s room, the booked one denied or offered under a condition: a difference', () => {
    for (const text of [
      'Hi, reservation confirmed under 55120 for Ms Ruiz, 10-17 July, double room, breakfast included. If the guests need two separate beds let us know and we\'ll move them if a twin frees up.',
      'Guten Tag, die Reservierung von Frau Ruiz für 10.07.–17.07.2027 ist unter der Nummer 55120 bestätigt, Doppelzimmer mit Frühstück. Falls die Gäste doch ein Zweibettzimmer wünschen geben Sie uns Bescheid.',
      'Estimados, la reserva de la Sra. Ruiz está confirmada con el número 55120, del 10 al 17 de julio, habitación doble con desayuno. Si los clientes prefieren una twin nos avisan.',
      'Bonjour, la réservation de Mme Ruiz est confirmée sous le n° 55120, du 10 au 17 juillet, chambre double avec petit-déjeuner. Si les clients préfèrent une chambre twin dites-moi.',
      'Buongiorno, la prenotazione della Sig.ra Ruiz è confermata con il numero 55120, dal 10 al 17 luglio, camera matrimoniale con colazione. Se i clienti preferiscono una camera twin fatecelo sapere.',
      'Bom dia, a reserva da Sra. Ruiz está confirmada com o n.º 55120, de 10 a 17 de julho, quarto de casal com pequeno-almoço. Caso os clientes prefiram um quarto twin avisem-nos.',
      'Guten Tag, die Reservierung von Frau Ruiz für 10.07.–17.07.2027 ist unter der Nummer 55120 bestätigt, Doppelzimmer mit Frühstück; ein Zweibettzimmer ist noch verfügbar (Aufpreis EUR 20,- pro Nacht).',
    ]) assert.equal(onTwin(text), 'DISCREPANCY RoomType', text);
  });
  it('stays: the booked room said as the hotel\'s beside the other one under "if"', () => {
    for (const text of [
      'Hi, reservation confirmed under 55120 for Ms Ruiz, 10-17 July, twin room, breakfast included. If the guests prefer a double bed, let us know.',
      'Estimados, la reserva de la Sra. Ruiz está confirmada con el número 55120, del 10 al 17 de julio, habitación twin con desayuno. Si los clientes prefieren una doble nos avisan.',
    ]) assert.equal(onTwin(text), 'CONFIRMED 55120', text);
  });
  it('a count repeated in words in brackets: "1 (um) adulto" is one adult; another number there is a person\'s', () => {
    assert.equal(onTwin('Bom dia, a reserva do Sr. Ruiz consta no nosso sistema para 1 (um) adulto em quarto twin, com pequeno-almoço, de 10/07 a 17/07. Conf. n.º 55120'), 'DISCREPANCY Guest.Adults');
    assert.equal(onTwin('Good morning, the booking of Ms Ruiz is in our system for 1 (one) adult in a twin room with breakfast, 10-17 July. Conf. no. 55120'), 'DISCREPANCY Guest.Adults');
    assert.match(onTwin('Bom dia, a reserva do Sr. Ruiz consta no nosso sistema para 2 (três) adultos em quarto twin, com pequeno-almoço, de 10/07 a 17/07. Conf. n.º 55120'), /^review/);
  });
});

describe('r22: a wish asked if possible, noted and not promised, is a confirmation (six languages)', () => {
  const hedged = BookingSchema.parse({ ...base, SpecialRequest: 'Sea view if possible' });
  const firm = BookingSchema.parse({ ...base, SpecialRequest: 'Sea view' });
  const texts = [
    `${EN} Your request for a sea view has been noted but cannot be guaranteed; rooms are allocated on the day of arrival.`,
    `${DE} Ihr Wunsch nach Meerblick ist notiert, kann aber leider nicht garantiert werden; die Zimmer werden am Anreisetag zugeteilt.`,
    `${ES} Su petición de vista al mar queda anotada, pero no podemos garantizarla; las habitaciones se asignan el día de llegada.`,
    `${FR} Votre demande de vue sur la mer est notée, mais ne peut pas être garantie ; les chambres sont attribuées le jour de l'arrivée.`,
    'Buongiorno, vi confermiamo quanto segue:\n  *   Ospite: Sig.ra Ruiz\n  *   Periodo: 10/07 – 17/07/2027, 7 notti\n  *   Camera: Doppia Classic, vista mare (richiesta annotata, non garantita)\n  *   Trattamento: pernottamento e colazione\n  *   Conferma n°: 55120',
    `${PT} O pedido de vista mar fica registado, mas não pode ser garantido; os quartos são atribuídos no dia da chegada.`,
  ];
  it('noted, not guaranteed, for a wish asked if possible: confirmed', () => {
    for (const text of texts) assert.equal(verdictOf(text, hedged), 'CONFIRMED 55120', text);
  });
  it('stays: a firm request not promised, or the booking itself not guaranteed, is a person\'s', () => {
    for (const text of texts) assert.match(verdictOf(text, firm), /^review/, text);
    assert.match(verdictOf(`${EN} Your booking is noted but cannot be guaranteed.`, hedged), /^review/);
  });
});

describe('r22: a ski pass\'s days and prices beside "adult" and "child" count no guests (six languages)', () => {
  const family = BookingSchema.parse({ ...base, Guest: { ...base.Guest, Adults: 2, Childs: 2, RoomStructure: [{ RoomType: 'Family Room', BoardType: 'BB', Adults: 2, Childs: 2, ChildAges: [8, 11] }] } });
  it('the guests from their own words, the passes\' prices aside: confirmed', () => {
    for (const text of [
      'Dear team, we confirm the booking of Ms Ruiz, confirmation no. 55120, 10-17 July, family room with breakfast, 2 adults + 2 children (8 and 11).\n- Ski passes at reception: 6 days adult CHF 389, child CHF 195.',
      'Guten Tag, wir bestätigen die Buchung von Frau Ruiz unter der Nummer 55120, 10.07.–17.07.2027, Familienzimmer mit Frühstück, 2 Erwachsene + 2 Kinder (8 und 11 Jahre).\n- Skipässe an der Rezeption: 6 Tage Erwachsene CHF 389, Kinder CHF 195.',
      'Estimados, confirmamos la reserva de la Sra. Ruiz con el número 55120, del 10 al 17 de julio, habitación familiar con desayuno, 2 adultos + 2 niños (8 y 11 años).\n- Forfaits en recepción: 6 días adulto 389 €, niño 195 €.',
      'Bonjour, nous confirmons la réservation de Mme Ruiz sous le n° 55120, du 10 au 17 juillet, chambre familiale avec petit-déjeuner, 2 adultes + 2 enfants (8 et 11 ans).\n- Forfaits de ski en vente à la réception : 6 jours adulte CHF 389., enfant CHF 195.',
      'Buongiorno, confermiamo la prenotazione della Sig.ra Ruiz con il numero 55120, dal 10 al 17 luglio, camera familiare con colazione, 2 adulti + 2 bambini (8 e 11 anni).\n- Skipass alla reception: 6 giorni adulto 389 €, bambino 195 €.',
      'Bom dia, confirmamos a reserva da Sra. Ruiz com o n.º 55120, de 10 a 17 de julho, quarto familiar com pequeno-almoço, 2 adultos + 2 crianças (8 e 11 anos).\n- Passes de ski na receção: 6 dias adulto 389 €, criança 195 €.',
    ]) assert.equal(verdictOf(text, family), 'CONFIRMED 55120', text);
  });
  it('stays: a count of adults is one', () => {
    assert.equal(verdictOf('Dear team, we confirm the booking of Ms Ruiz, confirmation no. 55120, 10-17 July, family room with breakfast, 6 adults + 2 children (8 and 11).', family), 'DISCREPANCY Guest.Adults');
  });
});

describe('r22: the booking\'s value named as such is the old one (six languages)', () => {
  it('the hotel\'s arrival stated, the booking\'s named beside it: a difference, not two arrivals', () => {
    for (const text of [
      'Hello, confirmation no. 55120. Arrival: Sunday 11 July 2027. Departure: Saturday 17 July 2027. Double room, breakfast. Your booking shows an arrival on 10/07, but the guests only arrive on the 11th in the morning.',
      'Guten Tag, Bestätigung Nr. 55120. Anreise: Sonntag, 11.07.2027. Abreise: Samstag, 17.07.2027. Doppelzimmer mit Frühstück. Laut Ihrer Buchung Anreise am 10.07., die Gäste kommen aber erst am 11. morgens.',
      'Buenos días, confirmación n.º 55120. Llegada: domingo 11 de julio de 2027. Salida: sábado 17 de julio de 2027. Habitación doble con desayuno. Su reserva indica una llegada el 10/07, pero los clientes llegan el 11 por la mañana.',
      'Bonjour, confirmation n° 55120. Arrivée : dimanche 11 juillet 2027. Départ : samedi 17 juillet 2027. Chambre double, petit-déjeuner. Votre réservation indique une arrivée le 10/07, mais vos clients n\'arrivent que le 11 au matin.',
      'Buongiorno, conferma n. 55120. Arrivo: domenica 11 luglio 2027. Partenza: sabato 17 luglio 2027. Camera doppia con colazione. La vostra prenotazione indica arrivo il 10/07, ma i clienti arrivano l\'11 mattina.',
      'Bom dia, confirmação n.º 55120. Chegada: domingo, 11 de julho de 2027. Partida: sábado, 17 de julho de 2027. Quarto duplo com pequeno-almoço. A vossa reserva indica chegada a 10/07, mas os clientes só chegam a 11 de manhã.',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckIn', text);
  });
});

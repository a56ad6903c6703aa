// What the lead read in stop 14's second tuning letters (fixtures/hotel-replies-tuning14: corrections in a thread), and
// four holes that confirmed a booking whose facts differ, found while probing them:
// - a corrected number ("the correct confirmation number for Ms Kowalska is 60447", "Il numero di conferma corretto per
//   il Sig. Gruber è 104472", "Die richtige Bestätigungsnummer ... lautet\n\n7310-2288") is the number, and the one it
//   corrects, in the hotel's earlier message quoted below or disowned in the text ("Le 3381 c'est une autre cliente"),
//   no rival; "meiner Mail von heute Vormittag" is a message's day, not an unplaced day of the stay;
// - "The room is a single room" was read as a price's unit ("a ... room") and confirmed a double;
// - a benign phrase in a sentence ("Room 12", "parking") excused a day of the stay said by its number in it ("Room 12 is
//   booked until the 14th only");
// - a cancellation word anywhere before a day in its sentence made the day a policy's, across a semicolon ("Parking
//   gratuito; la habitación solo está disponible hasta el 14").
// And an answer to our reminder: "vi avevamo già risposto venerdì 7 maggio" is the day the hotel wrote, and "forse la
// mail non vi è arrivata" a doubt about a message, not about the answer.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseHotelMail, readHotelMail } from '../../src/domain/hotelMail/index.js';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

// Three nights, Friday 12 to Monday 15 March 2027, a double room with breakfast, for Ana Ruiz.
const booking = BookingSchema.parse({
  BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
  Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] },
});
const verdict = (text: string) => verdictOf(text, booking);

/** A reply with the hotel's earlier answer quoted below it in an Outlook block, read as the e-mail channel reads it. */
async function threadVerdict(newest: string, earlier: string): Promise<string> {
  const body = `${newest}\r\n\r\nFrom: Hotel Miramar <reservas@miramar.example>\r\nSent: 07 March 2027 10:48\r\nTo: Reservations <reconfirm+abc@agency.example>\r\nSubject: RE: Please reconfirm this booking: BK-2027-1001\r\n\r\n${earlier}\r\n\r\nFrom: Reservations <reconfirm+abc@agency.example>\r\nSent: 06 March 2027 09:00\r\nTo: Hotel Miramar <reservas@miramar.example>\r\nSubject: Please reconfirm this booking: BK-2027-1001\r\n\r\nPlease reconfirm booking BK-2027-1001, Ana Ruiz, 12-15 March 2027.\r\n`;
  const raw = `From: Hotel Miramar <reservas@miramar.example>\r\nTo: reconfirm+abc@agency.example\r\nSubject: RE: Please reconfirm this booking: BK-2027-1001\r\nMessage-ID: <x1@miramar.example>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body}`;
  const mail = await parseHotelMail(Buffer.from(raw));
  const r = readHotelMail(mail, [{ bookingId: 'BK-2027-1001', booking }]);
  if (r.kind !== 'answer') return r.kind;
  return r.review.length ? `review: ${r.review.map((x) => x.why).join('; ')}` : r.lines.length ? `CONFIRMED ${r.lines[0].reply.hcn}` : 'none';
}

describe('a number corrected in a thread', () => {
  it("is the number; the hotel's earlier message quoted below holds the one it corrects", async () => {
    for (const [newest, earlier] of [
      ['Apologies - the number I sent you this morning was for a different guest. The correct confirmation number for Ms Ruiz is 60447.', 'Confirmed - conf no. 60474.'],
      ['Scusate, nella mail precedente ho indicato per errore il numero di un altro ospite.\r\nIl numero di conferma corretto per la Sig.ra Ruiz è 104472.', 'Confermiamo la prenotazione. Numero di conferma: 103981.'],
      ['Korrektur zu meiner Mail von heute Vormittag: Die richtige Bestätigungsnummer für Frau Ruiz lautet\r\n\r\n7310-2288\r\n\r\nAlle übrigen Angaben bleiben unverändert.', 'Hiermit bestätigen wir die Buchung. Bestätigungsnummer: 7310-2261'],
    ] as const) assert.equal(await threadVerdict(newest, earlier), `CONFIRMED ${/(\d[\d-]+)\.?\s*(?:\r\n\r\nAlle.*)?$/s.exec(newest)![1]}`, newest); // review before: two numbers
  });

  it('without a corrected word, an earlier number of the thread is still a rival', async () => {
    assert.match(await threadVerdict('Confirmed, conf no. 60447 for Ms Ruiz.', 'Confirmed - conf no. 60474.'), /^review: two numbers/);
  });

  it('is the number where the text disowns the other ("c\'est une autre cliente", "is for another guest")', () => {
    for (const text of [
      "pardon erreur de ma part dans le mail précédent, le bon numéro de réservation pour Mme Ruiz c'est le 3318. Le 3381 c'est une autre cliente (Mme Petitjean, d'où la confusion !).",
      'Sorry, the correct confirmation number for Ms Ruiz is 60447. 60474 is for another guest.',
      'perdona, te pasé el número de otra reserva. El localizador de la Sra. Ruiz es el H-20937.',
    ]) assert.match(verdict(text), /^CONFIRMED (?:3318|60447|H-20937)$/, text); // review before
    assert.match(verdict('Confirmed for Ms Ruiz, conf 60447. Also 60474 for her room.'), /^review: two numbers/);
  });
});

describe('four holes that confirmed a booking whose facts differ', () => {
  it('"a single room" is a room stated, not a price\'s unit', () => {
    for (const text of ['Confirmed, conf 4471 for Ms Ruiz. The room is a single room.', 'Confirmed, conf 4471 for Ms Ruiz. Room 7 is a single room.']) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text); // CONFIRMED before
    assert.equal(verdict('Confirmed, conf 4471 for Ms Ruiz, double room with breakfast. Parking EUR 20 a night.'), 'CONFIRMED 4471');
  });

  it("a day of the stay by its number beside a benign phrase is still asked of the day", () => {
    for (const text of ['Confirmed, conf 4471 for Ms Ruiz. Room 12 is booked until the 14th only.', 'Confirmed, conf 4471 for Ms Ruiz. Room 12 is not available on the 13th.']) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text); // CONFIRMED before
    assert.equal(verdict('Confirmed, conf 4471 for Ms Ruiz. Room 214 on the 2nd floor.'), 'CONFIRMED 4471');
  });

  it("a day after a semicolon is the stay's, whatever the clause before says of parking or cancelling", () => {
    assert.equal(verdict('Confirmado, localizador 4471. Parking gratuito; la habitación solo está disponible hasta el 14.'), 'DISCREPANCY CheckOut'); // CONFIRMED before
    assert.equal(verdict('Confirmed, conf 4471. Cancellation free of charge until the day before arrival.'), 'CONFIRMED 4471');
  });

  it("a message's day is no day of the stay; a day said relative to today in the stay's words is still unplaced", () => {
    assert.equal(verdict('Korrektur zu meiner Mail von heute Vormittag: Die richtige Bestätigungsnummer für Frau Ruiz lautet 7310-2288.'), 'CONFIRMED 7310-2288');
    assert.match(verdict('Bestätigt, Nr. 4471, Anreise ab heute.'), /^review: a day the reader cannot place/);
  });
});

describe('an answer to our reminder', () => {
  it('the day the hotel answered before is not a day of the stay, and a doubt that its mail arrived is no hedge', () => {
    for (const text of [
      'Vi avevamo già risposto venerdì 5 marzo alla prima richiesta, forse la mail non vi è arrivata. Ve lo riscrivo: la prenotazione della Sig.ra Ruiz è confermata. Numero di conferma: 3391/A',
      'We already replied on Friday 5 March, perhaps our e-mail did not reach you. Confirmed, conf 3391/A.',
      'Quizás no les llegó nuestro correo del viernes. Confirmada la reserva de la Sra. Ruiz, localizador 3391/A.',
    ]) assert.equal(verdict(text), 'CONFIRMED 3391/A', text); // review before: a date neither check-in nor check-out, or "not certain"
  });

  it('a doubt about the booking in the same sentence is still one', () => {
    for (const text of [
      'Confirmed, conf 3391. Perhaps the e-mail did not reach the guest, maybe the booking is not final.',
      'Confirmed, conf 3391. Perhaps the booking is not final, the e-mail did not reach us.',
      'Maybe we can confirm, conf 3391.',
    ]) assert.match(verdict(text), /^review: the answer is not certain/, text);
  });
});

describe('owners and letters of tuning14', () => {
  it('"Unsere Res.Nr. ist R-1187", "si vous avez besoin d\'un numéro c\'est le 2706-12" give the number', () => {
    assert.equal(verdict('ja die Buchung von Frau Ruiz passt so. Unsere Res.Nr. ist R-1187 (hab grad im Buch nachgschaut)'), 'CONFIRMED R-1187'); // review before: no label
    assert.equal(verdict("Oui oui c'est bien noté pour Mme Ruiz. Si vous avez besoin d'un numéro c'est le 2706-12 dans mon carnet."), 'CONFIRMED 2706-12');
  });

  it('a breakfast buffet not included is room only, in six languages', () => {
    const roomOnly = BookingSchema.parse({ ...booking, Guest: { ...booking.Guest, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'RO', Adults: 2 }] } });
    for (const text of [
      'Confermiamo, n. 6620391. Colazione a buffet non inclusa, disponibile a € 18,00 per persona.',
      'Confirmed, conf 6620391. Buffet breakfast not included.',
      'Confirmado, localizador 6620391. Desayuno buffet no incluido.',
      'Confirmé, n° 6620391. Petit-déjeuner buffet non inclus.',
      'Bestätigt, Nr. 6620391. Frühstücksbuffet nicht inklusive.',
      'Confirmado, n.º 6620391. Pequeno-almoço buffet não incluído.',
    ]) {
      assert.equal(verdictOf(text, roomOnly), 'CONFIRMED 6620391', text); // review before in Italian
      assert.equal(verdict(text), 'DISCREPANCY BoardType', text);
    }
  });
});

describe('a plain no', () => {
  it('"I confirm that we have no booking" confirms the no, in six languages', () => {
    for (const text of [
      "Je vous confirme que nous n'avons pas de réservation pour Mme Ruiz, ni à ces dates ni à une autre date.",
      'I can confirm that we have no booking for Ms Ruiz.',
      'Le confirmo que no tenemos ninguna reserva a nombre de la Sra. Ruiz.',
      'Ich bestätige, dass wir keine Buchung für Frau Ruiz haben.',
      'Vi confermo che non abbiamo nessuna prenotazione a nome Ruiz.',
      'Confirmo que não temos nenhuma reserva em nome da Sra. Ruiz.',
    ]) assert.equal(verdict(text), 'NO_BOOKING', text); // review before in French, English and Spanish: "but also confirms"
    assert.match(verdict('We have no booking for Ms Ruiz. Confirmed, conf 4471.'), /^review: says there is no such booking but also confirms/);
  });

  it('a no beside a confirmation number the hotel gives as its own is a person\'s; one it says is another booking\'s is not', () => {
    assert.match(verdict('Zu Ihrer Referenz finden wir eine Buchung vom 12.03. bis 15.03.2027 – allerdings auf den Namen Herr Wolfgang Brandt. Eine Buchung auf Frau Ruiz haben wir nicht.\n\nBestätigungsnummer: 66120'), /^review: says there is no such booking but gives a confirmation number/); // NO_BOOKING before
    assert.equal(verdict('We cannot find any reservation for Ms Ruiz. The only booking we hold from your company in March is for a Mr Chang (our ref 77120), which is a different booking.'), 'NO_BOOKING');
  });
});

describe("a family house's own words", () => {
  const family = BookingSchema.parse({ ...booking, Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 2, ChildAges: [5, 8], RoomStructure: [{ RoomType: 'Family Room', BoardType: 'BB', Adults: 2, Childs: 2, ChildAges: [5, 8] }] } });
  it('the beds of a room in brackets after it are its furnishing, not a second room type', () => {
    for (const text of [
      'Confirmado todo. La familia Ruiz viene del 12 al 15 de marzo, en la habitación familiar de arriba (la de la cama de matrimonio y la litera). Localizador MO-0817.',
      'Confirmed, conf MO-0817, the family room upstairs (the one with the double bed and the bunk beds).',
    ]) assert.equal(verdictOf(text, family), 'CONFIRMED MO-0817', text); // review before: "more than one room type"
    assert.equal(verdict('Confirmed, conf 0817. Twin room (double bed).'), 'DISCREPANCY RoomType');
  });

  it('directions ("Cómo llegar", "How to get here", "Anfahrt") are no statement about the arrival', () => {
    for (const text of [
      'Confirmado todo, localizador MO-0817. Cómo llegar: desde Valderrobres carretera A-231 hacia Beceite, pasado el km 3 a mano izquierda, hay una verja verde.',
      'Confirmed, conf MO-0817. How to get here: leave the M25 at junction 3 and follow the signs.',
    ]) assert.equal(verdict(text), 'CONFIRMED MO-0817', text); // review before in Spanish: a statement about the dates
    assert.equal(verdict('Confirmado, localizador MO-0817. Cómo llegar: la llegada es el día 13.'), 'DISCREPANCY CheckIn');
  });
});

describe("a letter's practical lines", () => {
  it('a part of the house being renovated on days of the stay is practical news; the room is not', () => {
    for (const text of [
      'Reservierungsnummer: 880231. Anreise 12.03.2027, Abreise 15.03.2027. Bitte beachten Sie: vom 10.03. bis 20.03.2027 wird unser Hallenbad renoviert.',
      'Confirmed, conf 880231, 12-15 March. Please note our pool is being renovated from 13 to 14 March.',
    ]) assert.equal(verdict(text), 'CONFIRMED 880231', text); // review before in German: more than one check-in date
    assert.match(verdict('Confirmed, conf 880231. The room is being renovated on 13 March.'), /^review/);
  });

  it('minutes and distances are no day of the month ("le parking est à 5 min à pied")', () => {
    assert.equal(verdict('Réservation confirmée, départ le 15 mars. Numéro de confirmation : 61-20774\n\nAttention, notre rue est piétonne : déposez vos bagages place Saint-Paul, le parking Saint-Jean est à 5 min à pied.'), 'CONFIRMED 61-20774'); // review before: more than one check-out date
  });
});


describe("a reviewer's probes of this stop's rules (each CONFIRMED in the middle of the stop: a wrong confirmation)", () => {
  it('a facility renovated in the past, beside a welcome on other days, leaves the days the stay\'s', () => {
    for (const text of [
      'Dear Ms Ruiz, your booking is confirmed, confirmation number 4471.\nOur pool was recently renovated and we look forward to welcoming you from 13 to 15 March.',
      'Confirmada, localizador 4471. La piscina ha sido renovada y les esperamos del 13 al 15 de marzo.',
      'Bestätigt, Nr. 4471. Unser Hallenbad wurde frisch renoviert und wir freuen uns auf Ihren Besuch vom 13.03. bis 15.03.2027.',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckIn', text);
  });

  it('a night named outside the stay is why only where the house is full then', () => {
    assert.match(verdict('Nous confirmons la réservation de Mme Ruiz du 12 au 15 mars, n° 4471, chambre double avec petit-déjeuner. Nous avons également ajouté la nuit du 15 au 16 mars comme demandé.'), /^review/);
  });

  it('"abbiamo scritto giovedì 11 marzo come data di arrivo" is the arrival recorded, not a day the hotel wrote to us', () => {
    assert.match(verdict('Confermiamo la prenotazione n. 4471 per la Sig.ra Ruiz, camera doppia con colazione. In sistema abbiamo scritto giovedì 11 marzo come data di arrivo.'), /^(?:review|DISCREPANCY)/);
  });

  it('a doubt that a mail about a change arrived is still a doubt', () => {
    assert.match(verdict('Yes, the booking for Ms Ruiz 12-15 March is confirmed, conf 4471. Perhaps our e-mail about the room change did not reach you.'), /^review: the answer is not certain/);
  });

  it('a room charged to the agency does not make the departure after it a policy\'s', () => {
    assert.equal(verdict('Confirmed for Ms Ruiz, conf 4471, double room with breakfast. The room will be charged to the agency and check-out is on the 14th.'), 'DISCREPANCY CheckOut');
  });

  it('an "old" number that stays for the second room is still a second number', () => {
    assert.match(verdict('Wir bestätigen die Buchung für Frau Ruiz, Doppelzimmer mit Frühstück, 12.-15. März. Neue Buchungsnummer 30112, die alte Nummer 29844 bleibt für das zweite Zimmer bestehen.'), /^review/);
  });
});

// Issue 25, r20: a fact matched in a sentence does not cover the words that narrow it (precision). A sentence that
// states a fact matching the booking and, in the same words, limits it to part of the party ("Breakfast included for
// Ms Ruiz only", "the second guest must pay breakfast locally"), to part of the stay ("Double room with breakfast from
// the second morning", "nur am Anreisetag", "due delle tre notti"), makes a meal of the booked board paid apart
// ("Breakfast included, payable locally", "à régler sur place") or names a child the booking does not hold ("2 adults,
// plus a baby cot for their son") goes to a person, naming the fact and quoting the sentence (gate.ts `limitOf`,
// lexicon/topics.ts partParty, partStay, paidApart, paidOther, childNamed). Weighed with the booking: one guest singled
// out only when more than one is booked, a meal paid apart only when the booked board holds one and the clause names
// nothing else to pay (city tax, parking, VAT), a child only when none is booked.
// Also: "breakfast served from 7 to 10" after the room is a meal's hours, not the stay's days; "un lit bébé" counts no
// child. Checked on main e76fafd with the booking below: 104 of the must-not-confirm readings were CONFIRMED there, the
// others already a review or a difference (a few now name the limit as their reason); "breakfast served from 7 to 10"
// (en, es) was a DATA_DISCREPANCY of both dates and "un lit bébé" (fr) one of the children.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

const base = {
  BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
  Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] },
};
const booking = BookingSchema.parse(base);
const alone = BookingSchema.parse({ ...base, Guest: { ...base.Guest, Adults: 1, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 1 }] } });
const roomOnly = BookingSchema.parse({ ...base, Guest: { ...base.Guest, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'RO', Adults: 2 }] } });
const twoSingles = BookingSchema.parse({ ...base, Guest: { ...base.Guest, TotalRooms: 2, RoomStructure: [{ RoomType: 'Single Room', BoardType: 'BB', Adults: 1 }, { RoomType: 'Single Room', BoardType: 'BB', Adults: 1 }] } });
const withChild = BookingSchema.parse({ ...base, Guest: { ...base.Guest, Childs: 1, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2, Childs: 1 }] } });

// A clear confirmation with its number, then the sentence on its own line.
const OPENING: Record<string, string> = {
  en: 'Dear partner, your booking is confirmed, confirmation number 48213.',
  es: 'Estimados, su reserva está confirmada, número de confirmación 48213.',
  fr: 'Bonjour, votre réservation est confirmée, numéro de confirmation 48213.',
  de: 'Guten Tag, Ihre Buchung ist bestätigt, Bestätigungsnummer 48213.',
  it: 'Buongiorno, la vostra prenotazione è confermata, numero di conferma 48213.',
  pt: 'Bom dia, a sua reserva está confirmada, número de confirmação 48213.',
};
const reply = (language: string, sentence: string) => `${OPENING[language]}\n${sentence}\n`;
type Probe = [language: string, sentence: string];
const confirms = (probes: Probe[], b = booking) => {
  for (const [language, sentence] of probes) assert.equal(verdictOf(reply(language, sentence), b), 'CONFIRMED 48213', `${language}: ${sentence}`);
};
/** Never confirmed: to review with the reason given, or a difference where the reader reads the narrowing as a fact. */
const held = (probes: Probe[], why: RegExp, b = booking) => {
  for (const [language, sentence] of probes) {
    const v = verdictOf(reply(language, sentence), b);
    assert.ok(!v.startsWith('CONFIRMED'), `${language}: ${sentence} => ${v}`);
    if (v.startsWith('review: ')) assert.match(v, why, `${language}: ${sentence}`);
  }
};
const PARTY = /^review: (?:a statement that limits the (?:board|guests|room) to part of the party, which the reader could not check: «.+»|a statement about the guest's name)/;
const STAY = /^review: (?:a statement that limits the (?:board|room|guests) to part of the stay, which the reader could not check: «.+»|a "but" about the booking)/;
const PAID = /^review: a statement that the board is paid apart, which the reader could not check: «.+»/;
// A child named, or a count of children the reader reads where the words give one ("2 adults and a baby").
const CHILD = /^(?:review: a statement that names a child the booking does not hold: «.+»|DISCREPANCY Guest\.Childs)/;

describe('r20: the four replies of the brief go to a person, naming the fact and quoting the sentence', () => {
  it('breakfast for one guest only, the second guest paying it, a cot for their son, breakfast from the second morning', () => {
    assert.equal(verdictOf(reply('en', 'Breakfast included for Ms Ruiz only.'), booking), 'review: a statement that limits the board to part of the party, which the reader could not check: «Breakfast included for Ms Ruiz only.»');
    assert.equal(verdictOf(reply('en', '2 adults, the second guest must pay breakfast locally.'), booking), 'review: a statement that limits the board to part of the party, which the reader could not check: «2 adults, the second guest must pay breakfast locally.»');
    assert.equal(verdictOf(reply('en', '2 adults, plus a baby cot for their son.'), booking), 'review: a statement that names a child the booking does not hold: «2 adults, plus a baby cot for their son.»');
    assert.equal(verdictOf(reply('en', 'Double room with breakfast from the second morning.'), booking), 'review: a statement that limits the board to part of the stay, which the reader could not check: «Double room with breakfast from the second morning.»');
  });
});

describe('r20: a fact narrowed to one guest of the party (six languages)', () => {
  it('for one guest only, only for Ms Ruiz, the second or other guest, one of the guests, the lead guest only: never confirmed', () => {
    held([
      ['en', 'Breakfast included for Ms Ruiz only.'], ['en', 'Breakfast is included only for Mrs Ruiz.'], ['en', 'Only Mrs Ruiz has breakfast included.'],
      ['en', 'Breakfast is included for Mrs Ruiz; the other guest pays breakfast at the hotel.'], ['en', 'Breakfast for the second guest is payable on site.'],
      ['en', 'Breakfast for one of the two guests.'], ['en', 'Breakfast is included for one of the guests only.'], ['en', 'Breakfast included for the lead guest only.'],
      ['en', 'Breakfast is included for one guest only.'], ['en', 'Double room booked for Mrs Ruiz alone.'], ['en', 'Breakfast included, EUR 15 for the second person.'],
      ['en', 'Confirmed for 2 adults; the second adult pays a supplement of EUR 20.'], ['en', 'Double room, breakfast included for the first guest, the other one pays on site.'],
      ['en', 'Double room with one breakfast included.'], ['en', 'Double room with breakfast for one.'], ['es', 'Habitación doble con un solo desayuno incluido.'],
      ['fr', 'Chambre double avec un seul petit-déjeuner inclus.'], ['de', 'Doppelzimmer mit nur einem Frühstück.'], ['it', 'Camera doppia con una sola colazione inclusa.'],
      ['pt', 'Quarto duplo com um só pequeno-almoço incluído.'],
      ['en', 'Breakfast included for Mrs Ruiz; her companion pays on site.'], ['es', 'Desayuno incluido para la Sra. Ruiz; su acompañante lo paga en el hotel.'],
      ['fr', 'Petit-déjeuner inclus pour Mme Ruiz ; son accompagnant le règle sur place.'], ['de', 'Frühstück inklusive für Frau Ruiz; ihre Begleitung zahlt vor Ort.'],
      ['it', 'Colazione inclusa per la Sig.ra Ruiz; il suo accompagnatore la paga in loco.'], ['pt', 'Pequeno-almoço incluído para a Sra. Ruiz; o acompanhante paga no local.'],
      ['es', 'Desayuno incluido solo para la Sra. Ruiz.'], ['es', '2 adultos, el segundo huésped debe pagar el desayuno en el hotel.'], ['es', 'Desayuno incluido para un solo huésped.'],
      ['es', 'Desayuno incluido solo para el titular.'], ['es', 'El desayuno está incluido para uno de los dos huéspedes.'],
      ['fr', 'Petit-déjeuner inclus pour Mme Ruiz uniquement.'], ['fr', '2 adultes, le deuxième client doit payer le petit-déjeuner sur place.'], ['fr', 'Petit-déjeuner inclus pour une seule personne.'],
      ['fr', 'Petit-déjeuner inclus uniquement pour le titulaire.'], ['fr', "Le petit-déjeuner de l'autre personne est à régler sur place."],
      ['de', 'Frühstück inklusive nur für Frau Ruiz.'], ['de', '2 Erwachsene, der zweite Gast zahlt das Frühstück vor Ort.'], ['de', 'Frühstück inklusive für nur eine Person.'],
      ['de', 'Frühstück ist nur für einen Gast inklusive.'], ['de', 'Frühstück nur für den Hauptgast inklusive.'],
      ['it', 'Colazione inclusa solo per la Sig.ra Ruiz.'], ['it', '2 adulti, il secondo ospite deve pagare la colazione in loco.'], ['it', 'Colazione inclusa per un solo ospite.'],
      ['it', 'La colazione è inclusa solo per uno degli ospiti.'], ['it', 'Colazione inclusa solo per il titolare.'],
      ['pt', 'Pequeno-almoço incluído apenas para a Sra. Ruiz.'], ['pt', '2 adultos, o segundo hóspede deve pagar o pequeno-almoço no local.'], ['pt', 'Pequeno-almoço incluído para um só hóspede.'],
      ['pt', 'O pequeno-almoço está incluído só para um dos hóspedes.'], ['pt', 'Pequeno-almoço incluído apenas para o titular.'],
    ], PARTY);
  });

  it('both guests, the couple named, a guest with a companion, and one guest booked: confirmed', () => {
    confirms([
      ['en', 'Breakfast included for both guests.'], ['en', 'Double room with breakfast for Mr and Mrs Ruiz.'], ['en', 'Breakfast included for Ms Ruiz and her husband.'],
      ['en', 'Breakfast included for Ms Ruiz and her companion.'], ['es', 'Desayuno incluido para la Sra. Ruiz y su acompañante.'], ['en', 'Double room with breakfast for 2 adults.'], ['en', '2 adults, 1 room.'],
      ['en', 'One breakfast per person per day is included.'], ['en', 'One breakfast is included per person.'],
      ['es', 'Habitación doble con desayuno, un desayuno por persona y día.'], ['de', 'Doppelzimmer mit Frühstück, ein Frühstück pro Person und Tag.'],
      ['es', 'Desayuno incluido para ambos huéspedes.'], ['es', 'Habitación doble con desayuno para los dos huéspedes.'], ['es', '2 adultos, 1 habitación.'],
      ['fr', 'Petit-déjeuner inclus pour les deux personnes.'], ['fr', 'Chambre double avec petit-déjeuner pour M. et Mme Ruiz.'], ['fr', '2 adultes, 1 chambre.'],
      ['de', 'Frühstück inklusive für beide Gäste.'], ['de', 'Doppelzimmer mit Frühstück für Herrn und Frau Ruiz.'], ['de', '2 Erwachsene, 1 Zimmer.'],
      ['it', 'Colazione inclusa per entrambi gli ospiti.'], ['it', 'Camera doppia con colazione per entrambi gli ospiti.'], ['it', '2 adulti, 1 camera.'],
      ['pt', 'Pequeno-almoço incluído para ambos os hóspedes.'], ['pt', 'Quarto duplo com pequeno-almoço para os dois hóspedes.'], ['pt', '2 adultos, 1 quarto.'],
    ]);
    // One guest booked: breakfast for her only is the booking.
    confirms([
      ['en', 'Breakfast included for Ms Ruiz only.'], ['es', 'Desayuno incluido solo para la Sra. Ruiz.'], ['fr', 'Petit-déjeuner inclus pour Mme Ruiz uniquement.'],
      ['de', 'Frühstück inklusive nur für Frau Ruiz.'], ['it', 'Colazione inclusa solo per la Sig.ra Ruiz.'], ['pt', 'Pequeno-almoço incluído apenas para a Sra. Ruiz.'],
    ], alone);
    // Two rooms of one guest each: one guest singled out is one room's.
    confirms([['en', 'Two single rooms with breakfast, breakfast included for Ms Ruiz only in room 1.']], twoSingles);
  });
});

describe('r20: a fact narrowed to part of the stay (six languages)', () => {
  it('from the second night or morning, only on arrival day or the first morning, two of the three nights: never confirmed', () => {
    held([
      ['en', 'Double room with breakfast from the second morning.'], ['en', 'Double room with breakfast from the second night.'], ['en', 'Breakfast is included from the 2nd night onwards.'],
      ['en', 'Breakfast only on the first morning.'], ['en', 'Double room with breakfast, breakfast only on the arrival day.'], ['en', 'Breakfast included for two of the three nights.'],
      ['en', 'Double room with breakfast, except on the last night.'],
      ['es', 'Habitación doble con desayuno a partir de la segunda mañana.'], ['es', 'Desayuno incluido a partir del segundo día.'], ['es', 'Desayuno incluido solo el día de llegada.'],
      ['es', 'Desayuno incluido para dos de las tres noches.'], ['es', 'Habitación doble con desayuno excepto la última noche.'],
      ['fr', 'Chambre double avec petit-déjeuner à partir du deuxième matin.'], ['fr', 'Petit-déjeuner inclus pour deux des trois nuits.'], ['fr', 'Petit-déjeuner inclus seulement le jour de l\'arrivée.'],
      ['fr', 'Chambre double avec petit-déjeuner sauf la dernière nuit.'],
      ['de', 'Doppelzimmer mit Frühstück ab dem zweiten Morgen.'], ['de', 'Frühstück erst ab dem zweiten Tag.'], ['de', 'Frühstück inklusive für zwei der drei Nächte.'],
      ['de', 'Frühstück inklusive nur am Anreisetag.'], ['de', 'Doppelzimmer mit Frühstück außer in der letzten Nacht.'],
      ['it', 'Camera doppia con colazione dalla seconda mattina.'], ['it', 'Colazione inclusa dal secondo giorno.'], ['it', 'Colazione inclusa per due delle tre notti.'],
      ['it', 'Colazione inclusa solo il giorno di arrivo.'], ['it', "Camera doppia con colazione tranne l'ultima notte."],
      ['pt', 'Quarto duplo com pequeno-almoço a partir da segunda manhã.'], ['pt', 'Pequeno-almoço incluído a partir do segundo dia.'], ['pt', 'Pequeno-almoço incluído para duas das três noites.'],
      ['pt', 'Pequeno-almoço incluído apenas no dia de chegada.'], ['pt', 'Quarto duplo com pequeno-almoço exceto na última noite.'],
    ], STAY);
  });

  it('the first two mornings or nights, on weekdays or at the weekend only: never confirmed', () => {
    held([
      ['en', 'Breakfast is included for the first two mornings.'], ['en', 'Breakfast included on weekdays only.'], ['en', 'Double room confirmed for 2 of the 3 nights.'],
      ['es', 'Desayuno incluido solo los días laborables.'], ['es', 'Desayuno incluido para las dos primeras noches.'],
      ['fr', 'Petit-déjeuner inclus uniquement en semaine.'], ['fr', 'Petit-déjeuner inclus pour les deux premières nuits.'],
      ['de', 'Frühstück nur an Wochentagen inklusive.'], ['de', 'Frühstück inklusive für die ersten zwei Nächte.'],
      ['it', 'Colazione inclusa solo nei giorni feriali.'], ['it', 'Colazione inclusa per le prime due notti.'],
      ['pt', 'Pequeno-almoço incluído apenas nos dias úteis.'], ['pt', 'Pequeno-almoço incluído nas duas primeiras noites.'],
      ['en', '2 adults; Mr Ruiz joins on the second night.'], ['es', '2 adultos; el Sr. Ruiz llega la segunda noche.'], ['fr', '2 adultes ; M. Ruiz arrive la deuxième nuit.'],
      ['de', '2 Erwachsene; Herr Ruiz kommt am zweiten Tag dazu.'], ['it', '2 adulti; il Sig. Ruiz arriva la seconda notte.'], ['pt', '2 adultos; o Sr. Ruiz chega na segunda noite.'],
    ], /^review: (?:a statement that limits the (?:board|room|guests) to part of the stay, which the reader could not check: «.+»|a statement about the dates of the stay)/);
  });

  it('for the whole stay, every morning, breakfast hours: confirmed', () => {
    confirms([
      ['en', 'Double room with breakfast, room on the second floor.'], ['fr', 'Chambre double avec petit-déjeuner, au deuxième étage.'], ['it', 'Camera doppia con colazione, al secondo piano.'],
      ['pt', 'Quarto duplo com pequeno-almoço, no segundo andar.'],
      ['en', 'Double room with breakfast for the whole stay.'], ['en', 'Breakfast is included every morning of your stay.'], ['en', 'Double room with breakfast, breakfast served from 7 to 10.'],
      ['en', 'Breakfast is served from 7 to 10.'], ['en', 'Breakfast included, served in the garden.'],
      ['es', 'Habitación doble con desayuno durante toda la estancia.'], ['es', 'Habitación doble con desayuno, servido de 7 a 10.'], ['es', 'Desayuno incluido, servido en el jardín.'],
      ['fr', 'Chambre double avec petit-déjeuner pour tout le séjour.'], ['fr', 'Chambre double avec petit-déjeuner, servi de 7h à 10h.'], ['fr', 'Petit-déjeuner inclus, servi dans le jardin.'],
      ['de', 'Doppelzimmer mit Frühstück für den gesamten Aufenthalt.'], ['de', 'Doppelzimmer mit Frühstück, serviert von 7 bis 10 Uhr.'], ['de', 'Frühstück inklusive, serviert im Garten.'],
      ['it', 'Camera doppia con colazione per tutto il soggiorno.'], ['it', 'Camera doppia con colazione, servita dalle 7 alle 10.'], ['it', 'Colazione inclusa, servita in giardino.'],
      ['pt', 'Quarto duplo com pequeno-almoço para toda a estadia.'], ['pt', 'Quarto duplo com pequeno-almoço, servido das 7 às 10.'], ['pt', 'Pequeno-almoço incluído, servido no jardim.'],
    ]);
  });
});

describe('r20: a meal of the booked board paid apart (six languages)', () => {
  it('included but payable locally, to be paid at the hotel, at a supplement: never confirmed', () => {
    held([
      ['en', 'Breakfast included, payable locally.'], ['en', 'Breakfast included, supplement of EUR 10 per person.'], ['en', 'Double room, breakfast to be paid on site.'],
      ['es', 'Desayuno incluido, a pagar en el hotel.'], ['es', 'Habitación doble, el desayuno se abona directamente en recepción.'],
      ['fr', 'Petit-déjeuner inclus, à régler sur place.'], ['fr', 'Petit-déjeuner avec un supplément de 12 € par personne.'],
      ['de', 'Frühstück inklusive, vor Ort zu bezahlen.'], ['de', 'Doppelzimmer, das Frühstück ist an der Rezeption zu zahlen.'],
      ['it', 'Colazione inclusa, da pagare in loco.'], ['it', 'Camera doppia, la colazione si paga in loco.'],
      ['pt', 'Pequeno-almoço incluído, a pagar no local.'], ['pt', 'Quarto duplo, o pequeno-almoço é pago no hotel.'],
    ], PAID);
  });

  it('an amount extra, billed separately, at the guest\'s expense: never confirmed', () => {
    held([
      ['en', 'Double room with breakfast, breakfast billed separately.'], ['en', 'Double room with breakfast; breakfast will be invoiced to the guest.'], ['en', 'Double room with breakfast, breakfast EUR 15 extra.'],
      ['es', 'Habitación doble, desayuno 15 € extra.'], ['es', 'Habitación doble con desayuno, el desayuno se factura aparte.'], ['es', 'Habitación doble, el desayuno corre a cargo del cliente.'],
      ['fr', 'Chambre double, petit-déjeuner 15 € en sus.'], ['fr', 'Chambre double avec petit-déjeuner, facturé séparément.'], ['fr', 'Chambre double, le petit-déjeuner est à la charge du client.'],
      ['de', 'Doppelzimmer, Frühstück 15 € extra.'], ['de', 'Doppelzimmer mit Frühstück, das Frühstück geht auf Kosten des Gastes.'],
      ['it', 'Camera doppia, colazione 15 € extra.'], ['it', 'Camera doppia con colazione, la colazione è a carico del cliente.'],
      ['pt', 'Quarto duplo, pequeno-almoço 15 € extra.'], ['pt', 'Quarto duplo com pequeno-almoço, o pequeno-almoço é por conta do hóspede.'],
    ], /^review: (?:a statement that the board is paid apart, which the reader could not check: «.+»|a statement about the rate of the room or board)/);
  });

  it('city tax, parking, the minibar, dinner or VAT paid apart beside the board; breakfast paid apart on a room-only booking: confirmed', () => {
    confirms([
      ['en', 'Double room with breakfast, city tax payable locally.'], ['en', 'Double room with breakfast; the city tax of EUR 2 per person per night is payable at the hotel.'],
      ['en', 'Breakfast included; parking available at an extra charge.'], ['en', 'Breakfast included in the rate; the minibar is charged separately.'], ['en', 'Breakfast included, dinner at an extra charge.'],
      ['en', 'Breakfast included (VAT not included).'], ['en', 'Double room with breakfast, extra bed not included.'],
      ['es', 'Desayuno incluido; la tasa turística se paga en el hotel.'], ['es', 'Desayuno incluido, el parking se abona aparte.'],
      ['fr', 'Petit-déjeuner inclus, la taxe de séjour est à régler sur place.'],
      ['de', 'Doppelzimmer mit Frühstück, die Kurtaxe ist vor Ort zu bezahlen.'],
      ['it', 'Colazione inclusa, la tassa di soggiorno si paga in loco.'],
      ['pt', 'Pequeno-almoço incluído, a taxa turística é paga no hotel.'],
      ['en', 'Breakfast included, parking EUR 15 extra.'], ['es', 'Desayuno incluido, el parking 15 € extra.'], ['fr', 'Petit-déjeuner inclus, parking 15 € en sus.'],
      ['de', 'Frühstück inklusive, Parkplatz 15 € extra.'], ['it', 'Colazione inclusa, parcheggio 15 € extra.'], ['pt', 'Pequeno-almoço incluído, estacionamento 15 € extra.'],
    ]);
    confirms([
      ['en', 'Room only, breakfast payable locally.'], ['es', 'Solo alojamiento, el desayuno se paga en el hotel.'], ['fr', 'Logement seul, petit-déjeuner à régler sur place.'],
      ['it', 'Solo pernottamento, colazione da pagare in loco.'],
    ], roomOnly);
  });
});

describe('r20: a child the booking does not hold (six languages)', () => {
  it('their son, su hija, leur fille, ihrem Sohn, il loro bambino, o filho deles, with no child booked: never confirmed', () => {
    held([
      ['en', '2 adults, plus a baby cot for their son.'], ['en', '2 adults plus an extra bed for their daughter.'], ['en', 'Double room for 2 adults and their baby.'],
      ['es', '2 adultos, más una cuna para su hijo.'], ['es', '2 adultos más una cama supletoria para su hija.'], ['es', 'Habitación doble para los señores Ruiz y su hija.'],
      ['fr', '2 adultes, plus un lit bébé pour leur fils.'], ['fr', "2 adultes plus un lit d'appoint pour leur fille."], ['fr', 'Chambre double pour M. et Mme Ruiz et leur fille.'],
      ['de', '2 Erwachsene, dazu ein Babybett für ihren Sohn.'], ['de', '2 Erwachsene plus ein Zustellbett für ihre Tochter.'], ['de', 'Doppelzimmer für Herrn und Frau Ruiz mit ihrem Sohn.'],
      ['it', '2 adulti, più una culla per il figlio.'], ['it', '2 adulti più un letto aggiunto per la figlia.'], ['it', 'Camera doppia per i signori Ruiz e il loro bambino.'],
      ['pt', '2 adultos, mais um berço para o filho.'], ['pt', '2 adultos mais uma cama extra para a filha.'], ['pt', 'Quarto duplo para o casal Ruiz e o filho deles.'],
      ['en', '2 guests, one of them 14 years old.'], ['en', '2 adults, 1 of whom is under 12.'], ['es', '2 huéspedes, uno de ellos de 14 años.'],
      ['fr', "2 personnes, l'une d'elles a 14 ans."], ['de', '2 Personen, eine davon ist 14 Jahre alt.'], ['it', '2 ospiti, uno dei quali ha 14 anni.'], ['pt', '2 hóspedes, um deles com 14 anos.'],
    ], CHILD);
  });

  it('a cot on request with no child named, children in the house rules, and a child booked: confirmed', () => {
    confirms([
      ['en', 'A cot is available on request.'], ['en', 'Double room with breakfast for 2 persons, a cot is available on request.'], ['en', 'Children under 12 stay free.'],
      ['es', 'Hay cuna disponible bajo petición.'], ['es', 'Los niños menores de 12 años no pagan.'],
      ['fr', 'Un lit bébé est disponible sur demande.'], ['fr', 'Un lit bébé peut être installé sur demande.'], ['fr', 'Les enfants de moins de 12 ans sont gratuits.'],
      ['de', 'Ein Babybett ist auf Anfrage erhältlich.'], ['de', 'Kinder bis 6 Jahre frühstücken gratis.'],
      ['it', 'Una culla è disponibile su richiesta.'], ['it', 'I bambini sotto i 3 anni soggiornano gratis.'],
      ['pt', 'Berço disponível mediante pedido.'], ['pt', 'Crianças até 12 anos grátis.'],
      ['en', 'Double room with breakfast for 2 adults, one of them arriving late in the evening.'], ['en', 'Minors must be accompanied by an adult.'], ['en', '2 adults, one of them 18 years old.'],
    ]);
    confirms([
      ['en', 'Double room with breakfast, a baby cot for their son is ready.'], ['es', 'Habitación doble con desayuno, la cuna para su hijo estará preparada.'],
      ['fr', 'Chambre double avec petit-déjeuner, le lit bébé pour leur fils sera installé.'], ['de', 'Doppelzimmer mit Frühstück, das Babybett für ihren Sohn steht bereit.'],
      ['it', 'Camera doppia con colazione, la culla per il loro bambino sarà pronta.'], ['pt', 'Quarto duplo com pequeno-almoço, o berço para o filho deles estará pronto.'],
    ], withChild);
  });
});

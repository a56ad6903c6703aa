// Issue 25, seventeenth pass: the room, board, guests, name and requests the hotel states for this booking, read as a
// careful agent reads them. Offers (an upgrade, a board for a supplement, breakfast bought on site), the beds a room
// holds, and two labels printed with their two values on one line are not facts of another value; a request the hotel
// says it has nothing for, and a family named as the guests, are. Every case marked "before" was read otherwise on main
// c2c5521 (checked); the guards passed before and still do.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

const booking = (room = 'Double Room', board = 'BB', o: { adults?: number; childs?: number; request?: string; name?: string } = {}) => BookingSchema.parse({
  BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' }, SpecialRequest: o.request,
  Guest: { LeadName: o.name ?? 'Ana Ruiz', TotalRooms: 1, Adults: o.adults ?? 2, Childs: o.childs ?? 0, RoomStructure: [{ RoomType: room, BoardType: board, Adults: o.adults ?? 2 }] },
});
const verdict = (text: string, b = booking()) => verdictOf(text, b);

describe('seventeenth pass: an upgrade offered is no room of the booking (six languages)', () => {
  it('an upgrade offered with no price, on request or subject to availability: the double booked is confirmed (each DISCREPANCY RoomType or a condition before)', () => {
    for (const text of [
      'Confirmed, ref 5518. We would be delighted to upgrade you to a junior suite on arrival, subject to availability.',
      'Confirmada, localizador 5518. Estaremos encantados de mejorarles a una junior suite si hay disponibilidad.',
      'Confirmée, n° 5518. Nous serons ravis de vous surclasser en junior suite selon disponibilité.',
      'Bestätigt, Buchungsnr. 5518. Gerne bieten wir Ihnen ein Upgrade in eine Junior Suite an.',
      'Confermata, n. 5518. Saremo lieti di offrirvi un upgrade in junior suite, secondo disponibilità.',
      'Confirmada, nº 5518. Teremos todo o gosto em oferecer um upgrade para uma junior suite, sujeito a disponibilidade.',
    ]) assert.equal(verdict(text), 'CONFIRMED 5518', text);
  });

  it('an upgrade made is a fact: the room differs (guards)', () => {
    for (const text of [
      'Confirmed, ref 5518. You have been upgraded to a junior suite.',
      'Confirmed, ref 5518. We have upgraded you to a Junior Suite.',
      'Confirmed, ref 5518. Unfortunately the double rooms are fully booked, so we have upgraded you to a junior suite.',
    ]) assert.equal(verdict(text), 'DISCREPANCY RoomType', text);
  });

  it('the booked room offered as an upgrade goes to a person (confirmed before)', () => {
    assert.match(verdict('Confirmed, ref 5518. We would be happy to upgrade you to a double room.'), /^review: the hotel offers the booked room type as an upgrade/);
  });
});

describe('seventeenth pass: a board offered at a price (six languages)', () => {
  it('bed and breakfast stated, half board offered for a supplement: confirmed (each "names more than one board" before)', () => {
    for (const text of [
      'Confirmed, ref 5518. Bed and breakfast. Half board is available for a supplement of 25 EUR per person.',
      'Confirmada, localizador 5518. Alojamiento y desayuno. La media pensión tiene un suplemento de 20 EUR.',
      'Confirmée, n° 5518. Chambre et petit-déjeuner. La demi-pension est possible avec supplément de 30 €.',
      'Bestätigt, Buchungsnr. 5518. Übernachtung mit Frühstück. Halbpension ist gegen Aufpreis von 25 EUR möglich.',
      'Confermata, n. 5518. Pernottamento e prima colazione. La mezza pensione è disponibile con un supplemento di 25 euro.',
      'Confirmada, nº 5518. Alojamento e pequeno-almoço. Meia pensão disponível por mais 20 EUR.',
    ]) assert.equal(verdict(text), 'CONFIRMED 5518', text);
  });

  it('half board booked, breakfast stated and half board offered for more: the board differs (each a review before)', () => {
    for (const text of [
      'Bestätigt, Buchungsnr. 5518. Übernachtung mit Frühstück. Halbpension ist gegen Aufpreis von 25 EUR möglich.',
      'Confirmada, localizador 5518. Alojamiento y desayuno. La media pensión tiene un suplemento de 20 EUR.',
    ]) assert.equal(verdict(text, booking('Double Room', 'HB')), 'DISCREPANCY BoardType', text);
  });

  it('the booked board offered for more and nothing else: a person reads it, never a confirmation (the German confirmed before)', () => {
    for (const text of ['Bestätigt, Buchungsnr. 5518. Halbpension ist gegen Aufpreis von 25 EUR möglich.', 'Confirmada, localizador 5518. La media pensión tiene un suplemento de 20 EUR.', 'Confirmed, ref 5518. Half board is possible for a supplement of 25 EUR.']) {
      assert.match(verdict(text, booking('Double Room', 'HB')), /^review: /, text);
    }
  });

  it('breakfast bought on site for a price is room only: confirmed where room only was booked (each a review before but the English)', () => {
    const ro = booking('Double Room', 'RO');
    for (const text of [
      'Confirmed, ref 4471. Breakfast can be booked on site for 18 EUR.',
      'Confirmada, localizador 4471. El desayuno se puede contratar en el hotel por 15 EUR.',
      'Confirmée, n° 4471. Le petit-déjeuner est disponible sur place au prix de 16 €.',
      'Bestätigt, Buchungsnr. 4471. Frühstück kann vor Ort für 18 EUR dazugebucht werden.',
      'Confermata, n. 4471. La colazione può essere acquistata in loco a 15 euro.',
      'Confirmada, nº 4471. O pequeno-almoço pode ser adquirido no local por 12 EUR.',
    ]) assert.equal(verdict(text, ro), 'CONFIRMED 4471', text);
  });

  it('the same where breakfast was booked: the board differs, never a confirmation (guards)', () => {
    for (const text of [
      'Confirmed, ref 4471. Breakfast can be booked on site for 18 EUR.',
      'Confirmada, localizador 4471. El desayuno se puede contratar en el hotel por 15 EUR.',
      'Confirmée, n° 4471. Le petit-déjeuner est disponible sur place au prix de 16 €.',
      'Bestätigt, Buchungsnr. 4471. Frühstück kann vor Ort für 18 EUR dazugebucht werden.',
      'Confermata, n. 4471. La colazione può essere acquistata in loco a 15 euro.',
      'Confirmada, nº 4471. O pequeno-almoço pode ser adquirido no local por 12 EUR.',
    ]) assert.notEqual(verdict(text), 'CONFIRMED 4471', text);
  });
});

describe('seventeenth pass: the beds a room holds are not a second room type', () => {
  it('a family room or a suite with its bed in brackets, after its name or its size alone (each "names more than one room type" before)', () => {
    for (const [text, room] of [
      ['Bestätigt, Buchungsnr. 5518. Zimmer: Familienzimmer "Obstgarten" (Doppelbett + Schlafnische mit Einzelbett, Gartenseite)', 'Family Room'],
      ['Confirmed, ref 5518. Room type | Junior Suite King (JSK)', 'Junior Suite'],
      ['Confirmed, ref 5518. Room type: Junior Suite - 1 King', 'Junior Suite'],
    ] as const) assert.equal(verdict(text, booking(room, 'BB', { childs: room === 'Family Room' ? 1 : 0 })), 'CONFIRMED 5518', text);
  });

  it('a suite where a double was booked differs (a review before); a king room and a twin named side by side still go to a person (guard)', () => {
    assert.equal(verdict('Confirmed, ref 5518. Room type: Junior Suite King'), 'DISCREPANCY RoomType');
    assert.match(verdict('Confirmed, ref 5518. Room: King room and twin room.'), /^review: the reply names more than one room type/);
  });
});

describe('seventeenth pass: beds offered as a choice, a bedroom of an apartment, a double for one', () => {
  it('a room named, then its bedding as "X bed or Y beds": the room is the one named (each "names more than one room type" before)', () => {
    for (const text of [
      'Confirmed, ref 5518. Classic Double Room - 1 double bed or 2 twin beds.',
      'Confirmada, nº 5518. Quarto Duplo Standard (cama de casal ou duas camas de solteiro).',
      'Confermata, n. 5518. Camera Doppia Classic (letto matrimoniale o due letti singoli su richiesta).',
      'Bestätigt, Buchungsnr. 5518. Doppelzimmer Komfort (Doppelbett 180 cm oder zwei Einzelbetten).',
    ]) assert.equal(verdict(text), 'CONFIRMED 5518', text);
    assert.equal(verdict('Confirmada, nº 5518. Apartamento T1 (quarto de casal + sala com sofá-cama).', booking('Apartment')), 'CONFIRMED 5518');
  });
  it('the room named is the other one, or the beds stand alone with nothing named before: never a confirmation (the apartment a review before, the rest as before)', () => {
    assert.equal(verdict('Confirmed, ref 5518. Twin Room - 2 single beds or 1 double bed.'), 'DISCREPANCY RoomType');
    assert.equal(verdict('Confirmada, nº 5518. Apartamento T1 (quarto de casal + sala com sofá-cama).'), 'DISCREPANCY RoomType');
    assert.match(verdict('Confirmée, n° 5518. Chambre Classique, lit double ou lits jumeaux.'), /^review: /);
  });
  it('a double for one guest where two adults were booked differs, in six languages (the German, Spanish and Portuguese confirmed before)', () => {
    for (const text of [
      'Confirmed, ref 5518. Double room for single use.',
      'Confirmada, localizador 5518. Tipo: DUI (doble uso individual).',
      'Confirmée, n° 5518. Chambre double à usage individuel.',
      'Bestätigt, Buchungsnr. 5518. DZ zur Einzelnutzung.',
      'Confermata, n. 5518. Camera doppia uso singola.',
      'Confirmada, nº 5518. Quarto duplo para uso individual.',
    ]) assert.equal(verdict(text), 'DISCREPANCY RoomType', text);
  });
  it('the same where one adult was booked in the double: confirmed (the Portuguese a review before)', () => {
    const one = booking('Double Room', 'BB', { adults: 1 });
    for (const text of ['Confirmada, localizador 5518. Tipo: DUI (doble uso individual).', 'Bestätigt, Buchungsnr. 5518. DZ zur Einzelnutzung.', 'Confirmada, nº 5518. Quarto duplo para uso individual.']) assert.equal(verdict(text, one), 'CONFIRMED 5518', text);
  });
});

describe('seventeenth pass: the house\'s other rooms, a bedding on request, a room at a supplement', () => {
  it('other kinds the hotel has, beds or a use on request, a room at a supplement beside the double stated: confirmed (each "names more than one room type" or DISCREPANCY RoomType before)', () => {
    for (const text of [
      'Confirmed, ref 5518. Double room. We also have family rooms should you need one in future.',
      'Confirmed, ref 5518. Double room (twin on request).',
      'Confirmée, n° 5518. Chambre double. Supplément chambre single : 30 €.',
      'Bestätigt, Buchungsnr. 5518. Doppelzimmer (auch als Einzelzimmer buchbar).',
      'Bestätigt, Buchungsnr. 5518. Doppelzimmer Superior. Unsere Suiten befinden sich im 3. Stock.',
      'Confermata, n. 5518. Camera doppia. Disponiamo anche di camere triple e quadruple.',
      'Confirmada, nº 5518. Quarto duplo (camas separadas mediante pedido).',
    ]) assert.equal(verdict(text), 'CONFIRMED 5518', text);
  });
  it('the booked room only as an option on request beside another stated differs; as the house\'s other kind, a person reads it (the first CONFIRMED before, a wrong confirmation; the next two a review)', () => {
    assert.equal(verdict('Confirmed, ref 5518. Double room (twin on request).', booking('Twin Room')), 'DISCREPANCY RoomType');
    assert.equal(verdict('Confirmed, ref 5518. Twin room. Double room possible on request for a supplement of 20 EUR.'), 'DISCREPANCY RoomType');
    assert.match(verdict('Confirmed, ref 5518. Twin room, we also have double rooms.'), /^review: /);
    assert.doesNotMatch(verdict('Confirmed, ref 5518. Double room. We have also upgraded you to a suite.'), /^CONFIRMED/);
  });
  it('another room stated, another kind as the option: the room differs (a review before)', () => {
    assert.equal(verdict('Confirmed, ref 5518. Twin room. We also have family rooms.'), 'DISCREPANCY RoomType');
    assert.equal(verdict('Confirmed, ref 5518. Twin room (suite on request).'), 'DISCREPANCY RoomType');
  });
});

describe('seventeenth pass: separate beds', () => {
  it('"separate beds" alone names a twin (each a review before)', () => {
    assert.equal(verdict('Confirmed, ref 5518. Superior room with separate beds.'), 'DISCREPANCY RoomType');
    assert.equal(verdict('Confirmed, ref 5518. Superior room with separate beds.', booking('Twin Room')), 'CONFIRMED 5518');
  });
});

describe('seventeenth pass: an occupancy in words', () => {
  it('"Ocupación: doble + niño", "Belegung: Doppel + Kind" add a child; "Ocupação tripla", "Occupancy: single" another count of adults (the first two and the last CONFIRMED before, the others a review)', () => {
    assert.equal(verdict('Confirmada, localizador 5518. Ocupación: doble + niño.'), 'DISCREPANCY Guest.Childs');
    assert.equal(verdict('Bestätigt, Buchungsnr. 5518. Belegung: Doppel + Kind.'), 'DISCREPANCY Guest.Childs');
    assert.equal(verdict('Confirmada, nº 5518. Ocupação tripla.'), 'DISCREPANCY Guest.Adults');
    assert.equal(verdict('Confirmada, localizador 5518. Ocupación triple.'), 'DISCREPANCY Guest.Adults');
    assert.equal(verdict('Confirmed, ref 5518. Occupancy: single.'), 'DISCREPANCY Guest.Adults');
  });
  it('a double occupancy for two adults, or a count stated beside it: confirmed (guards)', () => {
    for (const text of ['Confirmed, ref 5518. Occupancy: double.', 'Confirmada, localizador 5518. Ocupación: doble, 2 adultos.']) assert.equal(verdict(text), 'CONFIRMED 5518', text);
  });
});

describe('seventeenth pass: two labels and two values on one line', () => {
  it('"Noches / Habitaciones: 3 / 1": the rooms are 1 (Guest.TotalRooms 3 before)', () => {
    assert.equal(verdict('Confirmada, localizador 5518.\nNoches / Habitaciones: 3 / 1'), 'CONFIRMED 5518');
  });
  it('"Noches / Habitaciones: 3 / 2" where one room was booked differs (guard)', () => {
    assert.equal(verdict('Confirmada, localizador 5518.\nNoches / Habitaciones: 3 / 2'), 'DISCREPANCY Guest.TotalRooms');
  });
});

describe('seventeenth pass: a request the hotel has nothing for (six languages)', () => {
  const cot = booking('Double Room', 'BB', { request: 'baby cot' });
  it('"we have no cots", "no disponemos de cunas"...: the request is not noted (each CONFIRMED before: a wrong confirmation)', () => {
    for (const text of [
      'Confirmed, ref 4471. We have no cots available.',
      'Confirmada, localizador 4471. No disponemos de cunas.',
      "Confirmée, n° 4471. Nous n'avons pas de lit bébé.",
      'Bestätigt, Buchungsnr. 4471. Leider haben wir kein Babybett.',
      'Confermata, n. 4471. Purtroppo non abbiamo culle.',
      'Confirmada, nº 4471. Não temos berço.',
    ]) assert.equal(verdict(text, cot), 'DISCREPANCY SpecialRequest', text);
  });
  it('no problem with the cot, the cot noted beside something else the hotel lacks, a cot where none was asked: confirmed (guards)', () => {
    assert.equal(verdict('Confirmed, ref 4471. We have no problem providing a cot.', cot), 'CONFIRMED 4471');
    assert.equal(verdict('Confirmed, ref 4471. The cot is confirmed.', cot), 'CONFIRMED 4471');
    assert.equal(verdict('Confirmed, ref 4471. We have no cots available.'), 'CONFIRMED 4471');
  });
});

describe('seventeenth pass: no dinner, no breakfast in the rate, a board to book apart (six languages)', () => {
  it('half board booked, "dinner is not included": never a confirmation (each CONFIRMED before: a wrong confirmation)', () => {
    const hb = booking('Double Room', 'HB');
    for (const text of [
      'Confirmed, ref 5518. Dinner is not included.',
      'Confirmada, localizador 5518. La cena no está incluida.',
      "Confirmée, n° 5518. Le dîner n'est pas inclus.",
      'Bestätigt, Buchungsnr. 5518. Das Abendessen ist nicht im Preis enthalten.',
      'Confermata, n. 5518. La cena non è inclusa.',
      'Confirmada, nº 5518. O jantar não está incluído.',
      'Confirmed, ref 5518. Half board would have to be booked separately.',
      'Bestätigt, Buchungsnr. 5518. Die Halbpension müsste separat gebucht werden.',
    ]) assert.match(verdict(text, hb), /^review: /, text);
    assert.equal(verdict('Confirmed, ref 5518. Breakfast included, dinner not included.', hb), 'DISCREPANCY BoardType');
  });
  it('breakfast booked, "not part of the booking", "ist in Ihrer Rate nicht enthalten", "nicht dabei": the board differs (each CONFIRMED before)', () => {
    for (const text of [
      'Confirmed, ref 5518. Breakfast is not part of the booking.',
      'Bestätigt, Buchungsnr. 5518. Das Frühstück ist in Ihrer Rate nicht enthalten.',
      'Bestätigt, Buchungsnr. 5518. Frühstück ist nicht dabei.',
    ]) assert.equal(verdict(text), 'DISCREPANCY BoardType', text);
  });
  it('dinner not included where breakfast or room only was booked, drinks not included with half board: confirmed (guards)', () => {
    assert.equal(verdict('Confirmed, ref 5518. Breakfast included, dinner not included.'), 'CONFIRMED 5518');
    assert.equal(verdict('Confirmed, ref 5518. Dinner is not included.', booking('Double Room', 'RO')), 'CONFIRMED 5518');
    assert.equal(verdict('Confirmed, ref 5518. Half board; drinks with dinner are not included.', booking('Double Room', 'HB')), 'CONFIRMED 5518');
  });
});

describe('seventeenth pass: the desk closes before the late arrival asked (six languages)', () => {
  const late = booking('Double Room', 'BB', { request: 'late arrival around 23:00' });
  it('reception closes or is open until an hour before the arrival asked, no key box or night porter: the request is not met (each CONFIRMED before: a wrong confirmation)', () => {
    for (const text of [
      'Confirmed, ref 5518. Please note our reception closes at 10 pm.',
      'Confirmada, localizador 5518. Lamentablemente la recepción cierra a las 22:00.',
      'Confirmée, n° 5518. La réception ferme à 22h.',
      'Bestätigt, Buchungsnr. 5518. Die Rezeption ist bis 21 Uhr besetzt.',
      'Confermata, n. 5518. La reception chiude alle 22:00.',
      'Confirmada, nº 5518. A receção fecha às 22h.',
    ]) assert.equal(verdict(text, late), 'DISCREPANCY SpecialRequest', text);
  });
  it('a key box, a desk open 24 hours or closing after the arrival, an early request, or no request: confirmed (guards)', () => {
    for (const [text, b] of [
      ['Confirmed, ref 5518. Our reception closes at 10 pm, the key will be in the key box.', late],
      ['Confirmed, ref 5518. Reception is open 24 hours.', late],
      ['Confirmed, ref 5518. Reception closes at 23:30.', late],
      ['Confirmed, ref 5518. Reception closes at 22:00.', booking('Double Room', 'BB', { request: 'early check-in 10:00' })],
      ['Confirmed, ref 5518. Reception closes at 22:00.', booking('Double Room', 'BB', { request: '2 guests, late arrival' })],
      ['Confirmed, ref 5518. Reception closes at 22:00.', booking()],
    ] as const) assert.equal(verdict(text, b), 'CONFIRMED 5518', text);
  });
});

describe('seventeenth pass: a family named as the guests', () => {
  it('"for the Becker family", "für Familie Becker" where Ana Ruiz booked: the name differs (the English CONFIRMED before, the German a review)', () => {
    for (const text of ['Confirmed, ref 4471, for the Becker family.', 'Bestätigt, Buchungsnr. 4471 für Familie Becker.', 'Confirmada, localizador 4471, para la familia Becker.', 'Confirmée, n° 4471, pour la famille Becker.', 'Confermata, n. 4471, per la famiglia Becker.', 'Confirmada, nº 4471, para a família Becker.']) {
      assert.equal(verdict(text), 'DISCREPANCY Guest.LeadName', text);
    }
  });
  it('the booked family, or the family word with no name: confirmed (guards)', () => {
    for (const text of ['Confirmed, ref 4471, for the Ruiz family.', 'Bestätigt, Buchungsnr. 4471 für Familie Ruiz.', 'Confirmée, n° 4471. Un cadeau pour la famille.']) assert.equal(verdict(text), 'CONFIRMED 4471', text);
  });
});

describe('seventeenth pass: a label answered "as booked", and the board in a desk\'s short words', () => {
  it('"Board: as booked", "Régimen: según reserva", "Room type: as booked": the booked value, said (each "not one the reader can map" before)', () => {
    for (const text of [
      'Confirmed, ref 5518. Board: as booked',
      'Confirmed, ref 5518. Room type: as booked',
      'Confirmada, localizador 5518. Régimen: según reserva',
      'Confirmada, localizador 5518. Tipo de habitación: según reserva',
      'Confirmée, n° 5518. Pension: comme réservé',
      'Bestätigt, Buchungsnr. 5518. Verpflegung: laut Buchung',
      'Confermata, n. 5518. Trattamento: come prenotato',
      'Confirmada, nº 5518. Regime: conforme reservado',
      'Confirmada, nº 5518. Pensão: pequeno almoço',
      'Confirmada, localizador 5518. Régimen: HD',
    ]) assert.equal(verdict(text), 'CONFIRMED 5518', text);
  });
  it('"as booked" beside another value, breakfast alone where half board was booked: never a confirmation (the Portuguese a review before)', () => {
    assert.doesNotMatch(verdict('Confirmed, ref 5518. Room type: as booked, but with twin beds.'), /^CONFIRMED/);
    assert.equal(verdict('Confirmada, nº 5518. Regime: pequeno almoço', booking('Double Room', 'HB')), 'DISCREPANCY BoardType');
  });
});

describe('seventeenth pass: names that are no guest\'s, and the guest\'s name written in full', () => {
  it('"on behalf of the management", the hotel or an agency named where a name stands: confirmed (each DISCREPANCY Guest.LeadName before)', () => {
    for (const text of [
      'Confirmada, nº 5518. Em nome da Direção, agradecemos a preferência.',
      'Confirmada, nº 5518. Em nome do Hotel Baía Grande, obrigado.',
      'Confirmée, n° 5518. Au nom de la Direction, nous vous remercions.',
      'Confermata, n. 5518. A nome della Direzione La ringraziamo.',
      'Confirmada, localizador 5518. A nombre de la Dirección, le agradecemos su confianza.',
      'Confirmada, nº 5518.\nCliente: Agência Viagens Sol',
      'Confirmée, n° 5518.\nClient : Agence Voyages Soleil',
    ]) assert.equal(verdict(text), 'CONFIRMED 5518', text);
  });
  it('the booked name with a middle name or a second family name more is the guest (each DISCREPANCY Guest.LeadName before)', () => {
    for (const text of ['Confirmada, nº 5518, em nome de Ana Maria Ruiz.', 'Confirmée, n° 5518, au nom de Mme Ana Ruiz Garcia.']) assert.equal(verdict(text), 'CONFIRMED 5518', text);
  });
  it('another name, or the first name with another family name, still differs (guards)', () => {
    for (const text of ['Confirmada, nº 5518, em nome de Hans Becker.', 'Confirmada, nº 5518, em nome de Ana Becker.', 'Confirmée, n° 5518, au nom de Mme Maria Ruiz.', 'Confirmada, nº 5518, em nome de Ruiz Ana Becker.']) assert.equal(verdict(text), 'DISCREPANCY Guest.LeadName', text);
  });
});

describe('seventeenth pass: what the tuning11 letters taught, as general rules (six languages)', () => {
  it('the booked room said to be full, another given: the room differs (the German "names more than one room type" before)', () => {
    for (const text of [
      'Bestätigt, Buchungsnr. 5518. Leider sind unsere Doppelzimmer komplett belegt, wir haben ein Zweibettzimmer reserviert.',
      'Confirmed, ref 5518. Our double rooms are fully booked, so we have reserved a twin room.',
      'Confirmada, localizador 5518. Las habitaciones dobles están completas; les hemos reservado una twin.',
    ]) assert.equal(verdict(text), 'DISCREPANCY RoomType', text);
  });
  it('the booked board "not provided here", another put instead: the board differs (each but the English "names more than one board" before)', () => {
    const fb = booking('Double Room', 'FB');
    for (const text of [
      'Confermata, n. 5518. La pensione completa da noi non è prevista, abbiamo inserito la mezza pensione.',
      'Confirmada, localizador 5518. La pensión completa no está prevista en el hotel, hemos puesto media pensión.',
      "Confirmée, n° 5518. La pension complète n'est pas prévue chez nous, nous avons mis la demi-pension.",
      'Bestätigt, Buchungsnr. 5518. Vollpension ist bei uns nicht vorgesehen, wir haben Halbpension eingetragen.',
      'Confirmada, nº 5518. A pensão completa não está prevista, registámos meia pensão.',
      'Confirmed, ref 5518. Full board is not offered here; we have booked half board.',
    ]) assert.equal(verdict(text, fb), 'DISCREPANCY BoardType', text);
  });
  it('a PMS letter\'s name label, "SURNAME, First Title", a label\'s count above another label, a board in a rate code\'s line: confirmed (review before)', () => {
    assert.equal(verdict('Confirmada, localizador 5518.\nNombre: ORTEGA VIDAL, Carmen Sra.\nLlegada: 12/03/2027', booking('Double Room', 'BB', { name: 'Carmen Ortega Vidal' })), 'CONFIRMED 5518');
    assert.equal(verdict('Confirmed, ref 5518.\nRate Code | TABB – Travel Agent, Bed & Breakfast'), 'CONFIRMED 5518');
  });
  it('another name under a PMS letter\'s name label differs (CONFIRMED before: a wrong confirmation)', () => {
    assert.equal(verdict('Confirmée, n° 5518.\nNom : DUPONT Marie\nArrivée : 12/03/2027'), 'DISCREPANCY Guest.LeadName');
  });
  it('the holder of the hotel\'s bank account is no guest (DISCREPANCY Guest.LeadName before)', () => {
    assert.equal(verdict('Confermata, n. 5518. Per il bonifico: IBAN IT60 X054 2811 1010, intestato a Villa Ortensia S.a.s.'), 'CONFIRMED 5518');
  });
  it('"la réservation de M. Paul Martin" on our dates: another guest\'s booking, for a person (DISCREPANCY Guest.LeadName before)', () => {
    for (const text of ['Confirmée, n° 5518. Je vous confirme la réservation de M. Paul Martin, chambre double.', 'Confirmed, ref 5518. We confirm the booking of Mr Paul Martin, double room.']) {
      assert.match(verdict(text), /^review: the reply confirms the booking of another guest/, text);
    }
  });
});

describe('seventeenth pass: precision, the new phrases beside traps', () => {
  it('an offer beside another booking\'s code, a second number, a quoted request or a condition never confirms wrongly (the cot refused above a quoted request, the booked board offered "falls gewünscht" and the desk closing before the late arrival CONFIRMED before)', () => {
    const cot = booking('Double Room', 'BB', { request: 'baby cot' });
    for (const [text, b] of [
      ['Confirmed, ref 5518. Breakfast included. Half board for 25 EUR per person, ref 5519.', booking()],
      ['Confirmed, ref 5518. We would be delighted to upgrade you to a junior suite, as the double room is not available.', booking()],
      ['Confirmed, ref 5518. We would be delighted to upgrade you to a junior suite if you arrive before 18:00, otherwise the booking is released.', booking()],
      ['Confirmed, ref 5518 for a twin room. We would be delighted to upgrade you to a junior suite.', booking()],
      ['Confirmada, localizador 5518. Alojamiento y desayuno. La media pensión tiene un suplemento de 20 EUR si nos confirman la tarjeta antes del 10/03.', booking('Double Room', 'HB')],
      ['Confirmed, ref 4471. We have no cots available.\n\n> Please confirm the booking BK-2027-1001 with a baby cot.', cot],
      ['Confirmed, ref 4471, for the Becker family. Your booking for the Ruiz family is ref 4472.', booking()],
      ['Bestätigt, Buchungsnr. 5518. Halbpension ist gegen Aufpreis von 25 EUR möglich, falls gewünscht.', booking('Double Room', 'HB')],
      ['Confirmed, ref 5518. We would be delighted to upgrade you to a junior suite. Unfortunately, breakfast is not included.', booking()],
      ['Confirmed, ref 5518. Double room. Our suites are on the top floor.', booking('Suite')],
      ['Confirmed, ref 5518. Twin room (double on request), ref 5519 for Mr Weber.', booking()],
      ['Confirmed, ref 5518. Bed and breakfast; half board can be booked separately for 20 EUR.', booking('Double Room', 'HB')],
      ['Confirmed, ref 5518. Room type: as booked. Guests: 3 adults.', booking()],
      ['Confirmed, ref 5518. Breakfast is served until 10:30. Reception closes at 22:00.', booking('Double Room', 'BB', { request: 'late arrival 23:00' })],
      ['Confirmada, localizador 5518. Ocupación: doble. Niños: 1.', booking()],
    ] as const) assert.doesNotMatch(verdict(text, b), /^CONFIRMED/, text);
  });
});

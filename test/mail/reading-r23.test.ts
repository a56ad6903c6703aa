// Issue 25, r23: family-run houses writing from personal mail, and no booking / pending in plain words, in the six
// languages (tuning12's desk kinds; each family written as a reply of that kind in every language).
// - A promise to answer later in a family's words ("schau heut abend nach und schreib Ihnen morgen", "stasera gli faccio
//   controllare e domani vi rispondo", "esta noche lo miro y mañana les escribo", "I'll look tonight and write to you
//   tomorrow") is pending; so is a booking noted but said not confirmed yet, the house waiting on a deposit ("todavía no
//   está confirmada porque estamos esperando la seña ... apenas la veamos les mandamos la confirmación", "ainda nao a
//   posso dar como confirmada porque nao recebemos o sinal"): the payment awaited is why there is no answer yet, never
//   a confirmation. A confirmation with a promise about something else ("domani vi scrivo per il parcheggio") stays one.
// - No booking in plain words: "el hotel NO registra esta reserva", "NON RISULTA all'hotel", "keine Reservation
//   vorhanden" (Swiss), "o hotel não regista esta reserva"; a booking cancelled said as a state ("se encuentra ANULADA",
//   "it is already cancelled", "figure comme annulée", "ist bei uns bereits storniert", "encontra-se cancelada") is no
//   booking; "send it to us as a new request if still wanted" beside a no is no condition. An extra cancelled beside a
//   confirmation ("la cuna se encuentra anulada") stays the extra's.
// - Date differences in family words: a booked date given as the agency's ("Ustedes ponen salida el 6 pero aquí pone el
//   5", "Bei Ihnen steht Anreise am 15., ... also Anreise erst am 16.", "chez vous l'arrivée est le 12", "voi avete
//   l'arrivo il 12", "vocês têm a entrada no dia 12") beside another day for the same end is the old value; a bare "not"
//   before a weekday and its day ("Non lunedì 11.", "Nicht Montag 15.") is a day the hotel does not have; the nights
//   listed with their weekdays ("venerdì 8 e sabato 9 ottobre") are no other day; "la familia", "outra família" in
//   passing are people, not a family room. "It is not until the 10th" ("não é até dia 10", "no es hasta el 6", "non è
//   fino all'11", "ce n'est pas jusqu'au 5") is a day the hotel does not have; Portuguese "até" before a day is the
//   departure.
// - Informal confirmations: the desk asking at what hour the guests arrive, the hour it shuts its door, a feast's day said
//   in passing ("avísenme a qué hora llegan porque en día de muertos ... cerramos el zaguán a las 10 pm") state no day of
//   the stay; the same sentence with a day left in it ("la habitación solo está libre a partir del día siguiente") still
//   goes to a person.
// - The number a family house gives "here at the inn" ("Numero da reserva aqui na pousada 3318", "Buchungsnummer hier im
//   Gasthaus 3318") or the booking "of Mrs X under # 5512" ("la réservation de M. Lavoie sous le # 74510392") is labelled;
//   a room the house names where the guests stay, in quotes or hyphenated ("na suite Bem-te-vi", "dans la suite
//   « Lavande »"), beside the room type stated is the unit's name, not a second type, unless the sentence changes or
//   upgrades the room.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

const base = {
  BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
  Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] },
};
const booking = BookingSchema.parse(base);
const verdict = (text: string) => verdictOf(text, booking);

describe('r23: a family house promises to look and answer later (six languages)', () => {
  it('the person who keeps the book will check tonight and write tomorrow: pending', () => {
    for (const text of [
      'Hi, I\'m out in the garden and don\'t have the book with me. I\'ll look tonight and write to you tomorrow if all is fine.',
      'Bonjour, je suis aux champs et je n\'ai pas le cahier. Je regarde ce soir et je vous écris demain matin.',
      'Guten Tag, bin grad draussen am Feld und hab das Buch nicht dabei. Schau heut abend nach und schreib Ihnen morgen in der Fruh ob alles passt.',
      'Hola, ahora no estoy en la casa. Esta noche lo miro y mañana les escribo.',
      'Buongiorno, le prenotazioni le segue mio marito. Stasera gli faccio controllare e domani vi rispondo con il numero, promesso!',
      'Olá, estou fora e não tenho o livro comigo. Logo à noite vejo e amanhã escrevo-lhe.',
      'Olá, hoje à noite vejo o livro e amanhã lhe escrevo a dizer se está tudo bem.',
    ]) assert.equal(verdict(text), 'PENDING', text);
  });

  it('noted, not confirmed yet, waiting on the deposit; the confirmation will follow: pending, with or without accents', () => {
    for (const text of [
      'Hello, the booking is not confirmed yet because we are still waiting for the deposit. As soon as we see it in the bank we will send you the confirmation with the number.',
      'Bonjour, la réservation de Mme Ruiz est notée, mais elle n\'est pas encore confirmée car nous attendons l\'acompte. Dès que nous le voyons sur le compte, nous vous envoyons la confirmation.',
      'Grüß Gott, die Buchung ist noch nicht fix, wir warten auf die Anzahlung. Sobald sie am Konto ist, schicken wir Ihnen die Bestätigung.',
      'Hola, recibimos el pedido de reserva para la familia Ruiz. Todavía no está confirmada porque estamos esperando que se acredite la seña. Apenas la veamos en la cuenta les mandamos la confirmación con el número.',
      'Hola, recibimos el pedido de reserva. Todavia no esta confirmada porque esperamos la seña. Apenas la veamos les mandamos la confirmacion.',
      'Buongiorno, la prenotazione della signora Ruiz è segnata ma non è ancora confermata perché aspettiamo la caparra. Appena la vediamo sul conto vi mandiamo la conferma.',
      'Boa tarde. A reserva da Sra Ana Ruiz está apontada no nosso livro. Mas ainda nao a posso dar como confirmada porque nao recebemos o sinal de 30%. Assim que virmos a transferencia mandamos a confirmação por este mail.',
    ]) assert.equal(verdict(text), 'PENDING', text);
  });

  it('a confirmation with a promise about something else, or a confirmation sent now, stays a confirmation', () => {
    for (const text of [
      'Hi, confirmed, number 5512. I\'ll write to you tomorrow about the parking.',
      'Bonjour, c\'est confirmé, numéro 5512. Je vous écris demain pour le parking.',
      'Guten Tag, die Buchung ist bestätigt, Nummer 5512. Sobald die Zimmer fertig sind, schicken wir Ihnen ein Foto.',
      'Hola, la reserva de la Sra. Ruiz está confirmada, localizador 5512. Cuando lleguen les damos la llave de la casa.',
      'Hola, reserva confirmada, número 5512. Les mandamos la confirmación por escrito adjunta.',
      'Buongiorno, confermiamo la prenotazione della signora Ruiz, numero 5512. Domani vi scrivo le indicazioni per il parcheggio.',
      'Olá, a reserva está confirmada com o número 5512. Assim que chegarem damos-lhes a chave.',
    ]) assert.equal(verdict(text), 'CONFIRMED 5512', text);
  });
});

describe('r23: no booking and cancelled, in plain words and states (six languages)', () => {
  it('the hotel does not register it, it is not at the hotel: no booking', () => {
    for (const text of [
      'Estimados, el hotel NO registra esta reserva. Favor revisar y reenviar la solicitud si corresponde.',
      'Gentili Signori, la prenotazione della signora Ruiz NON RISULTA all\'hotel, né a nome Ruiz né con il vostro riferimento. Vi preghiamo di reinviare la prenotazione.',
      'Guten Tag, auf den Namen Ruiz ist für den 12.–15. März 2027 keine Reservation vorhanden. Sofern die Buchung noch gewünscht ist, senden Sie uns diese bitte als neue Anfrage zu.',
      'Guten Tag, auf den Namen Ruiz ist keine Reservation vorhanden.',
      'Guten Tag, das Hotel hat diese Buchung nicht registriert.',
      'Hello, we have no booking under the name Ruiz. If the booking is still wanted, please send it to us as a new request.',
      'Hello, the hotel does not show this booking.',
      'Bonjour, nous n\'avons aucune réservation au nom de Mme Ruiz. Si la réservation est toujours souhaitée, merci de nous l\'envoyer comme nouvelle demande.',
      'Bonjour, l\'hôtel n\'enregistre pas cette réservation.',
      'Olá, não temos nenhuma reserva em nome de Ruiz. Caso a reserva ainda seja pretendida, enviem-na como novo pedido.',
      'Bom dia, o hotel não regista esta reserva.',
      'Hola, no tenemos ninguna reserva a nombre de Ruiz. Si la reserva sigue en pie, envíenla como nueva solicitud.',
    ]) assert.equal(verdict(text), 'NO_BOOKING', text);
  });

  it('the booking is already cancelled, said as its state (a cancellation date beside it is not the stay): no booking', () => {
    for (const text of [
      'Estimados, revisamos la reserva consultada y les informamos que se encuentra ANULADA. La anulación fue solicitada por su agencia el 14/02/2027 y quedó registrada con el N° de anulación AN-20931 (reserva original N° 39870). Por lo tanto no corresponde reconfirmarla.',
      'Estimados, revisamos la reserva y les informamos que se encuentra anulada.',
      'Hello, we checked the reservation: it is already cancelled.',
      'Bonjour, nous avons vérifié : la réservation figure comme annulée dans notre système.',
      'Guten Tag, die Reservierung ist bei uns bereits storniert.',
      'Buongiorno, la prenotazione è già cancellata.',
      'Bom dia, a reserva encontra-se cancelada.',
      'Bom dia, a reserva consta como anulada no nosso sistema.',
    ]) assert.equal(verdict(text), 'NO_BOOKING', text);
    // "Tampoco aparece como cancelada", "não consta como anulada": a state denied is no cancellation.
    assert.match(verdict('Olá, a reserva está confirmada, nº 5512, não consta como anulada.'), /^review/);
    assert.match(verdict('Hola, la reserva está confirmada, nº 5512; no aparece como cancelada.'), /^review/);
  });

  it('an extra cancelled or a payment not registered beside a confirmation: still the confirmation', () => {
    for (const text of [
      'Hola, reserva confirmada, localizador 5512. La cuna se encuentra anulada como pidieron.',
      'Hola, reserva confirmada nº 5512. El sistema no registra ningún pago de la reserva, se abona a la llegada.',
      'Hello, confirmed, number 5512. The airport transfer is already cancelled as you asked.',
      'Buongiorno, confermiamo la prenotazione n. 5512. La culla risulta già annullata.',
      'Olá, a reserva está confirmada, nº 5512. O transfer encontra-se cancelado conforme pedido.',
    ]) assert.equal(verdict(text), 'CONFIRMED 5512', text);
  });
});

describe('r23: the hotel states another day in family words (six languages)', () => {
  it('the booked day given as the agency\'s, the hotel\'s own day beside it: a difference', () => {
    for (const text of [
      'Hello, in our book we have Mrs Ruiz from Saturday 13 March to Monday 15 March, double with breakfast. You have arrival on the 12th, but the room is still taken that night, so arrival only on the 13th.',
      'Hallo, bei uns im Buch steht die Frau Ruiz von Samstag 13. März bis Montag 15. März, Doppelzimmer mit Frühstück. Bei Ihnen steht Anreise schon am Freitag den 12., das stimmt so nicht, am 12. ist das Zimmer noch belegt. Also Anreise erst am 13.',
      'Hola, en el cuaderno la tenemos del sábado 13 al lunes 15 de marzo. Ustedes ponen entrada el 12 pero aquí pone el 13.',
      'Bonjour, chez vous l\'arrivée est le 12, mais chez nous Mme Ruiz est notée du 13 au 15 mars.',
      'Bonjour, vous avez indiqué une arrivée le 12 mars ; dans notre cahier Mme Ruiz arrive le 13 mars et repart le 15 mars.',
      'Buongiorno, voi avete l\'arrivo il 12, ma da noi la signora Ruiz è segnata dal 13 al 15 marzo.',
      'Bom dia, vocês têm a entrada no dia 12, mas no nosso caderno a Sra. Ruiz está de 13 a 15 de março.',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckIn', text);
    for (const text of [
      'Hola, la Sra. Ruiz la tenemos del viernes 12 al domingo 14 de marzo, 2 noches. Ustedes ponen salida el 15 pero aqui pone el 14, y el dia 14 ya entra otra familia en esa habitacion.',
      'Hola, ustedes tienen salida el 15, nosotros el 14.',
      'Hola, en su solicitud indican salida el 15 pero nosotros tenemos el 14.',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckOut', text);
  });

  it('the booked days given as the agency\'s and found right: still the confirmation', () => {
    for (const text of [
      'Hello, you have arrival on the 12th and departure on the 15th; all correct, confirmed under number 5512.',
      'Hola, ustedes tienen entrada el 12 y salida el 15, todo correcto, confirmada con el número 5512.',
      'Guten Tag, bei Ihnen steht Anreise am 12. und Abreise am 15., das passt so, bestätigt unter Nummer 5512.',
    ]) assert.equal(verdict(text), 'CONFIRMED 5512', text);
  });

  it('the nights listed with their weekdays, the departure, and "not Monday 15": a difference of the departure', () => {
    for (const text of [
      'Hello, Mrs Ruiz is with us for 2 nights, Friday 12 and Saturday 13 March, departure Sunday 14 in the morning. Not Monday 15.',
      'Guten Tag, Frau Ruiz ist bei uns für 2 Nächte eingetragen, Freitag 12. und Samstag 13. März, Abreise Sonntag 14. März. Nicht Montag 15.',
      'Hola, la Sra. Ruiz está apuntada 2 noches, viernes 12 y sábado 13 de marzo, salida el domingo 14 por la mañana. No el lunes 15.',
      'Bonjour, Mme Ruiz est notée pour 2 nuits, vendredi 12 et samedi 13 mars, départ dimanche 14 au matin. Pas lundi 15.',
      'Buongiorno, la signora Ruiz è segnata per 2 notti, venerdì 12 e sabato 13 marzo, con partenza domenica 14 mattina. Non lunedì 15.',
      'Buongiorno, la signora Ruiz da noi è segnata con partenza domenica 14 mattina. Non lunedì 15.',
      'Bom dia, a Sra. Ruiz está marcada para 2 noites, sexta 12 e sábado 13 de março, saída domingo dia 14 de manhã. Não segunda dia 15.',
    ]) assert.equal(verdict(text), 'DISCREPANCY CheckOut', text);
  });

  it('Portuguese "no domingo" is "on Sunday", no negation: the day stays the arrival', () => {
    const sunday = BookingSchema.parse({ ...base, CheckIn: '2027-03-14', CheckOut: '2027-03-17' });
    for (const text of [
      'Olá, chegada no domingo dia 14 de março e saída na quarta dia 17, quarto duplo, confirmada com o nº 5512.',
      'Olá, chegada no domingo dia 14, confirmada com o nº 5512.',
    ]) assert.equal(verdictOf(text, sunday), 'CONFIRMED 5512', text);
  });

  it('"la familia", "outra família" in passing name no room type', () => {
    const twin = BookingSchema.parse({ ...base, Guest: { ...base.Guest, RoomStructure: [{ RoomType: 'Twin Room', BoardType: 'BB', Adults: 2 }] } });
    assert.equal(verdictOf('Hola, reserva confirmada, localizador 5512, habitación con dos camas y desayuno, como pidió la familia.', twin), 'CONFIRMED 5512');
    assert.equal(verdictOf('Olá, reserva confirmada, nº 5512, quarto com duas camas, como pediu a familia.', twin), 'CONFIRMED 5512');
  });
});

describe('r23: "not until the 10th", "até" (six languages where they apply)', () => {
  const feb = BookingSchema.parse({ ...base, CheckIn: '2027-02-05', CheckOut: '2027-02-10', Hotel: { Name: 'Casa Morabeza', CountryCode: 'CV' } });
  it('the booked departure negated, the hotel\'s day beside it: a difference', () => {
    for (const text of [
      'A reserva da Ana Ruiz temos sim mas nao é ate dia 10. No nosso caderno esta ate terça dia 9 de fevereiro (dia de carnaval), sao 4 noites e nao 5. Na noite de 9 para 10 o quarto ja esta dado a outra familia.',
      'Bom dia, a reserva temos sim mas não é até dia 10: no nosso caderno está até terça dia 9 de fevereiro.',
      'Hola, la reserva la tenemos pero no es hasta el 10: en el cuaderno pone salida el martes 9 de febrero.',
      'Buongiorno, la prenotazione c\'è ma non è fino al 10: sul quaderno è segnata la partenza martedì 9 febbraio.',
      'Bonjour, nous avons la réservation mais ce n\'est pas jusqu\'au 10 : dans le cahier le départ est le mardi 9 février.',
    ]) assert.equal(verdictOf(text, feb), 'DISCREPANCY CheckOut', text);
  });
});

describe('r23: the hour of the arrival asked, the door\'s hour, a feast\'s day: no day of the stay (six languages)', () => {
  it('beside a confirmation: still the confirmation, with or without accents', () => {
    for (const text of [
      'Hi, yes the booking of Mrs Ruiz is confirmed, number 5512. Please let me know what time they arrive because on the day of the festival the town is busy and we lock the front door at 10 pm.',
      'Hola, sí está confirmada la reserva de la Sra. Ruiz, número 5512. Les encargo que me avisen a qué hora llegan porque en día de muertos hay mucho movimiento en el centro y cerramos el zaguán a las 10 pm.',
      'Hola, si esta confirmada la reserva de la Sra Ruiz, numero 5512. Les encargo que me avisen a que hora llegan porque en dia de muertos hay mucho movimiento y cerramos el zaguan a las 10 pm.',
      'Bonjour, oui la réservation de Mme Ruiz est confirmée, numéro 5512. Dites-moi à quelle heure ils arrivent, le jour de la fête il y a du monde et nous fermons la porte à 22h.',
      'Hallo, ja die Buchung von Frau Ruiz ist bestätigt, Nummer 5512. Sagen Sie mir bitte, um wie viel Uhr sie ankommen, am Tag vom Dorffest ist viel los und wir schließen die Haustür um 22 Uhr.',
      'Buongiorno, sì la prenotazione della signora Ruiz è confermata, numero 5512. Fatemi sapere a che ora arrivano perché nel giorno della festa c\'è molta gente e chiudiamo il portone alle 22.',
      'Olá, sim a reserva da Sra. Ruiz está confirmada, número 5512. Avisem-me a que horas chegam porque no dia da festa há muito movimento e fechamos o portão às 22h.',
    ]) assert.equal(verdict(text), 'CONFIRMED 5512', text);
  });

  it('a day left in the sentence or another day named: never a confirmation', () => {
    assert.match(verdict('Hola, confirmada la reserva de la Sra. Ruiz, número 5512. Avísenme a qué hora llegan, la habitación solo está libre a partir del día siguiente.'), /^review/);
    for (const text of [
      'Hola, sí está confirmada la reserva de la Sra. Ruiz, número 5512. Avísenme a qué hora llegan el día 13, ese día cerramos el zaguán a las 10 pm.',
      'Hi, confirmed, number 5512. Let me know what time they arrive on Saturday 13 March.',
      'Olá, confirmada, número 5512. Avisem a que horas chegam, o quarto só fica livre no dia seguinte.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
  });
});

describe('r23: a family house\'s number and its rooms\' names (six languages)', () => {
  it('the booking number "here at the inn", the booking "of Mrs X under #": labelled', () => {
    for (const [text, hcn] of [
      ['Boa tarde!! Reserva da Sra Ana Ruiz confirmada sim, chegada dia 12/3 sexta e saida 15/3 segunda, quarto casal com cafe da manha, 2 pessoas. Numero da reserva aqui na pousada 3318', '3318'],
      ['Boa tarde!! Reserva da Sra Ana Ruiz confirmada sim. Numero da reserva aqui 3318', '3318'],
      ['Hola! Sí, confirmada la reserva de la Sra. Ruiz, llegan el viernes 12 y se van el lunes 15. Número de reserva aquí en la posada 3318', '3318'],
      ['Hi! Yes, Mrs Ruiz is confirmed, arriving Friday 12 March and leaving Monday 15 March. Booking number here at the inn 3318', '3318'],
      ['Bonjour ! Oui c\'est confirmé pour Mme Ruiz, arrivée vendredi 12 mars, départ lundi 15 mars. Numéro de réservation ici à l\'auberge 3318', '3318'],
      ['Hallo! Ja, Frau Ruiz ist bestätigt, Anreise Freitag 12. März, Abreise Montag 15. März. Buchungsnummer hier im Gasthaus 3318', '3318'],
      ['Ciao! Sì, confermata la signora Ruiz, arrivo venerdì 12 marzo e partenza lunedì 15 marzo. Numero di prenotazione qui in agriturismo 3318', '3318'],
      ['Nous avons bien la réservation de Mme Ruiz sous le # 5512, arrivée le 12 mars, départ le 15 mars.', '5512'],
      ['We have the booking of Mrs Ruiz under # 5512, arrival 12 March, departure 15 March.', '5512'],
    ]) assert.equal(verdict(text), `CONFIRMED ${hcn}`, text);
  });

  it('a room the house names beside the type stated: the unit\'s name', () => {
    for (const text of [
      'Confirmed, no. 5512, double room with breakfast. They will be in the Suite "Primrose", our quietest.',
      'Confirmada, nº 5512, habitación doble con desayuno. Van a estar en la suite «Buganvilla», la más tranquila.',
      'Confirmée, n° 5512, chambre double avec petit-déjeuner. Vous serez dans la suite « Lavande », la plus calme.',
      'Bestätigt, Nr. 5512, Doppelzimmer mit Frühstück. Sie wohnen in der Suite „Edelweiß“, der ruhigsten.',
      'Confermata, n. 5512, camera matrimoniale con colazione. Starete nella suite "Nebbiolo", la più tranquilla.',
      'Confirmada, nº 5512, quarto de casal com pequeno almoço. Vão ficar na suite Bem-te-vi, a mais silenciosa.',
      // A Brazilian inn's "suíte casal" is its double room (with its own bathroom).
      'Confirmada, nº 5512, suite casal com café da manhã, 2 pessoas.',
    ]) assert.equal(verdict(text), 'CONFIRMED 5512', text);
  });

  it('a grade after the room word, an upgrade or a move, or the named room alone: never a confirmation of the double', () => {
    for (const text of [
      'Confirmed, no. 5512, double room with breakfast. They will be in the Suite Deluxe.',
      'Confirmed, no. 5512, double room with breakfast. We have upgraded them to the Suite Royale.',
      'Confirmed, no. 5512, double room with breakfast, moved to the Suite Royale.',
      'We have Mrs Ruiz in the Suite Primrose with breakfast, confirmed no. 5512.',
      'Confirmed, no. 5512, double room with breakfast. They will be in the Suite Primrose.',
      'Bestätigt, Nr. 5512, Einzelzimmer gebucht, sie wohnen im Doppelzimmer Komfort.',
    ]) assert.doesNotMatch(verdict(text), /^CONFIRMED/, text);
  });
});

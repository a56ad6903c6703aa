// Issue 25, r23: family-run houses writing from personal mail, and no booking / pending in plain words, in the six
// languages (tuning12's desk kinds; each family written as a reply of that kind in every language).
// - A promise to answer later in a family's words ("schau heut abend nach und schreib Ihnen morgen", "stasera gli faccio
//   controllare e domani vi rispondo", "esta noche lo miro y mañana les escribo", "I'll look tonight and write to you
//   tomorrow") is pending; so is a booking noted but said not confirmed yet, the house waiting on a deposit ("todavía no
//   está confirmada porque estamos esperando la seña ... apenas la veamos les mandamos la confirmación", "ainda nao a
//   posso dar como confirmada porque nao recebemos o sinal"): the payment awaited is why there is no answer yet, never
//   a confirmation. A confirmation with a promise about something else ("domani vi scrivo per il parcheggio") stays one.
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

// Issue 25, r21 (stop 11): forwarded chains, helpdesks and representation offices, in the six languages.
// - A desk that forwards the answer of its own people ("please see below the answer of our reservations department",
//   "Anbei die Antwort unserer Reservationsabteilung", "Voici ci-dessous la confirmation de notre service", "vi inoltro
//   qui sotto la risposta della collega", "les reenvío la respuesta", "segue abaixo a resposta"): the first message
//   below, when the hotel's side wrote it, is read as the hotel's statement with all its facts (a twin there is a twin).
//   Our own request quoted below is never the hotel's words; a desk that points nowhere reads as before.
// - A helpdesk comment's header (author, then "4 mai 2027, 10:14 CEST") is no date of the stay.
// - "Hotel Conf. No." is a label, not another hotel's name; "Dbl", "Sgl", "Twn" are rooms; "confirmée : # 4471" is
//   the number after the confirming word.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

const base = {
  BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
  Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] },
};
const booking = BookingSchema.parse(base);
const mail = { from: { address: 'desk@miramar.example', name: 'Front desk' }, to: ['reconfirm+x1@agency.example'] };
const verdict = (text: string) => verdictOf(text, booking, '', mail);

// Per language: the desk's words that point below, an Outlook block's field names, the colleague's answer (double and
// twin), and words that point nowhere.
const LANGS = {
  en: {
    pointers: ['Hello,\n\nplease see below the answer of our reservations department.', 'Hi,\n\nI am forwarding the reply from our reservations office, the booking is confirmed.'],
    head: ['From', 'Sent', 'To', 'Subject'], date: 'Monday, 1 March 2027 10:00',
    answer: 'Hi,\nit is in the system, confirmed under 55120: double room with breakfast, 12-15 March, 2 adults.\nPablo',
    twin: 'Hi,\nit is in the system, confirmed under 55120, but as a twin room with breakfast, 12-15 March.\nPablo',
    nowhere: 'Hello,\n\nthank you for your message.',
  },
  de: {
    pointers: ['Grüezi\n\nAnbei die Antwort unserer Reservationsabteilung, die Buchung ist somit bestätigt.', 'Guten Tag,\n\nuntenstehend die Rückmeldung unserer Reservierung.'],
    head: ['Von', 'Gesendet', 'An', 'Betreff'], date: 'Montag, 1. März 2027 10:00',
    answer: 'Hallo,\nist drin, Res.-Nr. 55120 – Doppelzimmer mit Frühstück, 2 Pers., 12.–15.03.\nGruss Corinne',
    twin: 'Hallo,\nist drin, Res.-Nr. 55120 – aber als Twin mit Frühstück, 12.–15.03.\nGruss Corinne',
    nowhere: 'Guten Tag,\n\nvielen Dank für Ihre Nachricht.',
  },
  fr: {
    pointers: ['Bonjour,\n\nVoici ci-dessous la confirmation de notre service des réservations.', 'Bonjour,\n\nje vous transfère la réponse de notre service réservations.'],
    head: ['De', 'Envoyé', 'À', 'Objet'], date: 'lundi 1 mars 2027 10:00',
    answer: 'Salut,\nOui elle est dans le système, confirmée : # 55120\nChambre double avec petit-déjeuner, du 12 au 15 mars, 2 adultes.\nJo',
    twin: 'Salut,\nOui elle est dans le système, confirmée : # 55120\nMais en chambre twin avec petit-déjeuner, du 12 au 15 mars.\nJo',
    nowhere: 'Bonjour,\n\nmerci pour votre message.',
  },
  es: {
    pointers: ['Buenos días,\n\nles reenvío la respuesta de nuestro departamento de reservas.', 'Hola,\n\nabajo tienen la confirmación de reservas.'],
    head: ['De', 'Enviado el', 'Para', 'Asunto'], date: 'lunes, 1 de marzo de 2027 10:00',
    answer: 'Hola,\nestá en el sistema, confirmada con el localizador 55120: habitación doble con desayuno, del 12 al 15 de marzo, 2 adultos.\nPablo',
    twin: 'Hola,\nestá en el sistema, confirmada con el localizador 55120, pero en habitación twin con desayuno, del 12 al 15 de marzo.\nPablo',
    nowhere: 'Buenos días,\n\ngracias por su mensaje.',
  },
  it: {
    pointers: ['Buongiorno,\n\nvi inoltro qui sotto la risposta della collega dell\'ufficio prenotazioni.', 'Buongiorno,\n\ndi seguito la conferma del nostro ufficio prenotazioni.'],
    head: ['Da', 'Inviato', 'A', 'Oggetto'], date: 'lunedì 1 marzo 2027 10:00',
    answer: 'Ciao,\nsì è nostra, confermata con il numero 55120: camera doppia con colazione, dal 12 al 15 marzo, 2 adulti.\nAle',
    twin: 'Ciao,\nsì è nostra, confermata con il numero 55120, però l\'ho registrata come camera twin con colazione, dal 12 al 15 marzo.\nAle',
    nowhere: 'Buongiorno,\n\ngrazie per il messaggio.',
  },
  pt: {
    pointers: ['Bom dia,\n\nsegue abaixo a resposta do nosso departamento de reservas.', 'Bom dia,\n\nreencaminho a confirmação da central de reservas.'],
    head: ['De', 'Enviado', 'Para', 'Assunto'], date: 'segunda-feira, 1 de março de 2027 10:00',
    answer: 'Olá,\nestá no sistema, confirmada com o número 55120: quarto duplo com pequeno-almoço, de 12 a 15 de março, 2 adultos.\nRui',
    twin: 'Olá,\nestá no sistema, confirmada com o número 55120, mas em quarto twin com pequeno-almoço, de 12 a 15 de março.\nRui',
    nowhere: 'Bom dia,\n\nobrigado pela mensagem.',
  },
};
type Lang = (typeof LANGS)[keyof typeof LANGS];
const block = (l: Lang, from: string, body: string) => `${l.head[0]}: ${from}\n${l.head[1]}: ${l.date}\n${l.head[2]}: Front desk <desk@miramar.example>\n${l.head[3]}: RE: BK-2027-1001\n\n${body}`;
const request = (l: Lang) => block(l, 'Reservations Reconfirmation <reconfirm@agency.example>', 'Booking reference: BK-2027-1001\nCheck-in: 12 March 2027\nCheck-out: 15 March 2027\nLead guest: Ana Ruiz\nRoom 1: Double Room · Bed and Breakfast · 2 adults');
const chain = (l: Lang, top: string, answer: string, from = 'Reservas Miramar <reservas@miramar.example>') => `${top}\n\n--\nFront desk\nHotel Miramar Sitges\n\n${block(l, from, answer)}\n\n${request(l)}\n`;

describe('r21: the answer of the hotel\'s own people, forwarded by the desk, is the hotel\'s statement (six languages)', () => {
  it('the colleague confirms below, every fact matches: confirmed with its number', () => {
    for (const [lang, l] of Object.entries(LANGS)) for (const top of l.pointers) assert.equal(verdict(chain(l, top, l.answer)), 'CONFIRMED 55120', `${lang}: ${top}`);
  });
  it('another office of the hotel (another domain) answers below: read too', () => {
    for (const [lang, l] of Object.entries(LANGS)) assert.equal(verdict(chain(l, l.pointers[0], l.answer, 'Contracts <contracts@miramarhotels.example>')), 'CONFIRMED 55120', lang);
  });
  it('the colleague says twin where the booking has a double: never confirmed', () => {
    for (const [lang, l] of Object.entries(LANGS)) {
      const v = verdict(chain(l, l.pointers[0], l.twin));
      assert.ok(!v.startsWith('CONFIRMED'), `${lang}: ${v}`);
      assert.ok(v === 'DISCREPANCY RoomType' || v.startsWith('review'), `${lang}: ${v}`);
    }
  });
  it('a colleague\'s answer in "> " lines under an "On ... wrote:" line (Thunderbird) is read as well', () => {
    const quote = (s: string) => s.split('\n').map((x) => `> ${x}`).join('\n');
    const de = LANGS.de;
    const text = `${de.pointers[0]}\n\nFreundliche Grüsse\nLuca\n\nAm 01.03.27 um 11:02 schrieb Corinne Imhof:\n${quote(de.answer)}\n>\n${quote(`Am 01.03.27 um 08:41 schrieb Luca:\n> Hoi Corinne, kannst du das prüfen?\n>\n${quote(request(de))}`)}\n`;
    assert.equal(verdict(text), 'CONFIRMED 55120');
    const twin = `${de.pointers[0]}\n\nFreundliche Grüsse\nLuca\n\nAm 01.03.27 um 11:02 schrieb Corinne Imhof:\n${quote(de.twin)}\n`;
    assert.ok(!verdict(twin).startsWith('CONFIRMED'), verdict(twin));
  });
  it('not read as the hotel\'s: our own request below, a message from our domain, a desk that points nowhere', () => {
    for (const [lang, l] of Object.entries(LANGS)) {
      // The desk points below, but the only message there is our request: nothing of it is the hotel's.
      const ours = `${l.pointers[0]}\n\n--\nFront desk\n\n${request(l)}\n`;
      assert.ok(!verdict(ours).startsWith('CONFIRMED'), `${lang}: ${verdict(ours)}`);
      // A header without an address over a text that holds our booking code: ours, or a colleague's citing it; the
      // reader cannot tell, and takes no number from it.
      const unsure = verdict(chain(l, l.pointers[0], `${l.answer}\nBK-2027-1001`, 'Reservations Reconfirmation'));
      assert.ok(unsure.startsWith('review') || unsure === 'NO_HCN', `${lang}: ${unsure}`);
      // Our request from our domain, the desk's number typed into it after its label: still the desk's number.
      const typed = `${l.pointers[0]}\n\n--\nFront desk\n\n${request(l).replace('Lead guest: Ana Ruiz', 'Lead guest: Ana Ruiz\nHotel confirmation number (HCN): 55120')}\n`;
      const v = verdict(typed);
      // (es "les reenvío la respuesta" neither confirms nor points below in the words that family reads: review, as before.)
      assert.ok(v === 'CONFIRMED 55120' || (lang === 'es' && v.startsWith('review')), `${lang}: ${v}`);
      // The desk's own words point nowhere: the colleague's message below stays history.
      assert.ok(!verdict(chain(l, l.nowhere, l.answer)).startsWith('CONFIRMED'), `${lang}: ${verdict(chain(l, l.nowhere, l.answer))}`);
    }
  });
});

describe('r21: a helpdesk comment\'s header is no date of the stay (six languages)', () => {
  const ticket = (marker: string, note: string, author: string, stamp: string, body: string) => `##- ${marker} -##\n\n${note}\n\n----------------------------------------------\n\n${author}\n\n${stamp}\n\n${body}\n`;
  const cases: [string, string, string, string][] = [
    ['Please type your reply above this line', 'Your request (48213) has been updated.', 'Mar 4, 2027, 10:14 CET', 'Hello,\n\nwe confirm the booking of Ms Ana Ruiz, 12-15 March 2027, double room with breakfast.\n\nOur booking number: 55120'],
    ['Veuillez écrire votre réponse au-dessus de cette ligne', 'Votre demande (48213) a été mise à jour.', '4 mars 2027, 10:14 CET', 'Bonjour,\n\nNous vous confirmons bien la réservation de Mme Ana Ruiz : du 12 au 15 mars 2027, chambre double avec petit-déjeuner.\n\nNotre numéro de réservation : 55120'],
    ['Bitte geben Sie Ihre Antwort über dieser Zeile ein', 'Ihre Anfrage (48213) wurde aktualisiert.', '4. März 2027, 10:14 MEZ', 'Guten Tag,\n\nwir bestätigen die Buchung von Frau Ana Ruiz vom 12. bis 15. März 2027, Doppelzimmer mit Frühstück.\n\nUnsere Buchungsnummer: 55120'],
    ['Por favor, escriba su respuesta encima de esta línea', 'Su solicitud (48213) ha sido actualizada.', '4 de mar. de 2027, 10:14 CET', 'Buenos días,\n\nconfirmamos la reserva de la Sra. Ana Ruiz del 12 al 15 de marzo de 2027, habitación doble con desayuno.\n\nLocalizador: 55120'],
    ['Digita la tua risposta sopra questa riga', 'Il tuo ticket (#48213) è stato aggiornato.', '4 mar 2027, 10:14 CET', 'Buongiorno,\n\nconfermiamo la prenotazione della Sig.ra Ana Ruiz dal 12 al 15 marzo 2027, camera doppia con colazione.\n\nNumero di conferma: 55120'],
    ['Por favor, escreva a sua resposta acima desta linha', 'O seu pedido (48213) foi atualizado.', '4 de mar. de 2027, 10:32 WET', 'Bom dia,\n\nconfirmamos a reserva da Sra. Ana Ruiz de 12 a 15 de março de 2027, quarto duplo com pequeno-almoço.\n\nNúmero de reserva: 55120'],
  ];
  it('the stamp under the agent\'s name is when the comment was written: confirmed', () => {
    for (const [marker, note, stamp, body] of cases) assert.equal(verdict(ticket(marker, note, 'Laura (Hotel Miramar)', stamp, body)), 'CONFIRMED 55120', stamp);
  });
  it('a date in the agent\'s own text is still read: another arrival is a difference', () => {
    for (const [marker, note, stamp, body] of cases) {
      const moved = body.replace(/12/, '13');
      const v = verdict(ticket(marker, note, 'Laura (Hotel Miramar)', stamp, moved));
      assert.ok(!v.startsWith('CONFIRMED'), `${stamp}: ${v}`);
    }
  });
});

describe('r21: labels and abbreviations of representation offices\' lines', () => {
  it('"Hotel Conf. No." is a label, not another hotel; "Dbl", "Sgl", "Twn" name rooms', () => {
    assert.equal(verdict('Dear Colleague,\n\nStatus of your booking:\nGuest: Ana Ruiz | Dates: 12-15 March | Room: Dbl B&B | Status: Confirmed | Hotel Conf. No.: KHH-241093'), 'CONFIRMED KHH-241093');
    assert.equal(verdict('Dear Colleague,\n\nStatus of your booking:\nGuest: Ana Ruiz | Dates: 12-15 March | Room: Twn B&B | Status: Confirmed | Hotel Conf. No.: KHH-241093'), 'DISCREPANCY RoomType');
    assert.equal(verdict('Dear Colleague,\n\nStatus of your booking:\nGuest: Ana Ruiz | Dates: 12-15 March | Room: Sgl B&B | Status: Confirmed | Hotel Conf. No.: KHH-241093'), 'DISCREPANCY RoomType');
    // Another hotel's name beside the confirmation still goes to a person.
    assert.ok(verdict('Dear Colleague,\n\nThe booking is confirmed at the Hotel Roma, double room with breakfast, 12-15 March. Conf. No.: KHH-241093').startsWith('review'));
  });
  it('"confirmed: # 55120" in six languages: the number after the confirming word', () => {
    for (const text of [
      'Yes, it is in the system, confirmed: # 55120',
      'Sí, está en el sistema, confirmada: # 55120',
      'Oui elle est dans le système, confirmée : # 55120',
      'Ja, sie ist im System, bestätigt: # 55120',
      'Sì, è nel sistema, confermata: # 55120',
      'Sim, está no sistema, confirmada: # 55120',
    ]) assert.equal(verdict(text), 'CONFIRMED 55120', text);
  });
  it('the office\'s own file number beside the hotel\'s (pt "processo") is no rival; another confirmation label still is', () => {
    assert.equal(verdict('Bom dia,\n\nBK-2027-1001 – Ana Ruiz – 12/03 a 15/03/2027 – Duplo, pequeno-almoço, 2 adultos\n    -> Confirmação do hotel: PD2238810 (processo Lusotel LR27-1302)'), 'CONFIRMED PD2238810');
    assert.ok(verdict('Bom dia,\n\nBK-2027-1001 – Ana Ruiz – 12/03 a 15/03/2027\n    -> Confirmação do hotel: PD2238810 (reserva n.º LR27-1302)').startsWith('review'));
  });
});

describe('r21: forwarded within the hotel: who passed the request on, and the booking held "under" its number', () => {
  it('"Herr Kern hat uns Ihre Anfrage weitergeleitet, gerne bestätigen wir ...": the forwarder is the hotel\'s, not the guest\'s name', () => {
    const table = '\n\nNo.: 55120\nGuest: Ana Ruiz\nArrival: 12.03.2027\nDeparture: 15.03.2027';
    for (const text of [
      'Good morning,\n\nMr Kern forwarded us your request, we are pleased to confirm the booking:',
      'Buenos días,\n\nel Sr. Kern nos ha reenviado su solicitud, con gusto confirmamos la reserva:',
      'Bonjour,\n\nM. Kern nous a transmis votre demande, nous confirmons volontiers la réservation :',
      'Guten Morgen,\n\nHerr Kern hat uns Ihre Anfrage weitergeleitet, gerne bestätigen wir die Buchung:',
      'Buongiorno,\n\nil Sig. Kern ci ha inoltrato la vostra richiesta, confermiamo volentieri la prenotazione:',
      'Bom dia,\n\no Sr. Kern reencaminhou-nos o vosso pedido, confirmamos com prazer a reserva:',
    ]) assert.equal(verdict(text + table), 'CONFIRMED 55120', text);
  });
  it('another titled name said of the booking still goes to a person', () => {
    for (const text of [
      'Good morning,\n\nMr Kern forwarded us your request, we confirm the booking for Mr Weber under no. 55120, 12-15 March.',
      'Guten Morgen,\n\nHerr Kern hat uns Ihre Anfrage weitergeleitet, wir bestätigen die Buchung für Herrn Weber unter Nr. 55120, 12.-15.03.2027.',
    ]) assert.ok(!verdict(text).startsWith('CONFIRMED'), text);
  });
  it('"we have the booking of Mrs Ruiz under # 55120": the number the booking is held under (six languages)', () => {
    for (const text of [
      'Hello,\nwe have the booking of Mrs Ruiz under # 55120: arrival 12 March, departure 15 March.',
      'Hola,\ntenemos la reserva de la Sra. Ruiz bajo el # 55120: llegada el 12 de marzo, salida el 15 de marzo.',
      'Bonjour,\nNous avons bien la réservation de Mme Ruiz sous le # 55120 : arrivée le 12 mars, départ le 15 mars.',
      'Guten Tag,\nwir haben die Reservierung von Frau Ruiz unter der # 55120: Anreise 12. März, Abreise 15. März.',
      'Buongiorno,\nabbiamo la prenotazione della Sig.ra Ruiz sotto il # 55120: arrivo il 12 marzo, partenza il 15 marzo.',
      'Bom dia,\ntemos a reserva da Sra. Ruiz sob o # 55120: chegada a 12 de março, saída a 15 de março.',
    ]) assert.equal(verdict(text), 'CONFIRMED 55120', text);
    // One night more under the same words is a difference; a negation, "nothing" or an extra under the number ties nothing.
    assert.equal(verdict('Bonjour,\nNous avons bien la réservation de Mme Ruiz sous le # 55120 mais pour 4 nuits : arrivée le 12 mars, départ le 16 mars.'), 'DISCREPANCY CheckOut');
    for (const text of [
      'Hello,\nwe have nothing under 55120 for Mrs Ruiz.',
      'Bonjour, nous n\'avons pas la réservation de Mme Ruiz sous le 55120.',
      'Buongiorno,\nnon abbiamo la prenotazione della Sig.ra Ruiz sotto il 55120.',
      'Hello, we have the parking of Mrs Ruiz under 55120.',
    ]) assert.ok(!verdict(text).startsWith('CONFIRMED'), text);
  });
});

describe('r21: a representation office\'s note of practical information says nothing of the booking (six languages)', () => {
  const cases: [string, string, string][] = [
    ['Hello,\n\nwe confirm the booking of Mrs Ana Ruiz, 12-15 March, double room with breakfast. Booking no. 55120.', 'Please note: check-in from 3 pm. The city tax of EUR 3.50 per person and night is charged on site, parking is free for guests.', 'Please note: check-in from 3 pm, the room is a twin room.'],
    ['Buenos días,\n\nconfirmamos la reserva de la Sra. Ana Ruiz del 12 al 15 de marzo, habitación doble con desayuno. Localizador: 55120.', 'Nota: el check-in es a partir de las 15:00. La tasa turística de 3,50 EUR por persona y noche se paga en el hotel, el parking es gratuito para los huéspedes.', 'Nota: el check-in es a partir de las 15:00, la habitación es twin.'],
    ['Bonjour,\n\nnous confirmons la réservation de Mme Ana Ruiz du 12 au 15 mars, chambre double avec petit-déjeuner. N° de réservation : 55120.', 'Attention : check-in à partir de 15h. La taxe de séjour de 3,50 EUR par personne et par nuit est à régler sur place, le parking est gratuit pour nos clients.', 'Attention : check-in à partir de 15h, la chambre est une twin.'],
    ['Guten Tag,\n\nwir bestätigen die Buchung von Frau Ana Ruiz vom 12. bis 15. März, Doppelzimmer mit Frühstück. Buchungsnummer: 55120.', 'Bitte beachten: Check-in ab 15.00 Uhr. Die Kurtaxe von CHF 3.50 pro Person und Nacht wird vor Ort erhoben, Parkplätze stehen den Gästen kostenlos zur Verfügung.', 'Bitte beachten: Check-in ab 15.00 Uhr, das Zimmer ist ein Einzelzimmer.'],
    ['Buongiorno,\n\nconfermiamo la prenotazione della Sig.ra Ana Ruiz dal 12 al 15 marzo, camera doppia con colazione. Numero di conferma: 55120.', 'Nota: check-in dalle 15:00. La tassa di soggiorno di 3,50 EUR per persona e notte si paga in loco, il parcheggio è gratuito per gli ospiti.', 'Nota: check-in dalle 15:00, la camera è una singola.'],
    ['Bom dia,\n\nconfirmamos a reserva da Sra. Ana Ruiz de 12 a 15 de março, quarto duplo com pequeno-almoço. Número de reserva: 55120.', 'Nota: check-in a partir das 15h00. A taxa turística de 3,50 EUR por pessoa e noite é paga no hotel, o estacionamento é gratuito para os hóspedes.', 'Nota: check-in a partir das 15h00, o quarto é single.'],
  ];
  it('check-in hours, the city tax "per person and night" and parking for the guests, in a note: confirmed', () => {
    for (const [text, note] of cases) assert.equal(verdict(`${text}\n\n${note}`), 'CONFIRMED 55120', note);
  });
  it('a note that names another room beside its practical information: never confirmed', () => {
    for (const [text, , room] of cases) assert.ok(!verdict(`${text}\n\n${room}`).startsWith('CONFIRMED'), room);
  });
});

describe('r21: a count repeated in words in brackets ("1 (um) adulto"), as central offices write it (six languages)', () => {
  it('the count is read; the same count agrees, another is a difference, a word that disagrees reads nothing', () => {
    for (const [one, two] of [
      ['Hello,\nconfirmed for Mrs Ana Ruiz, 1 (one) adult, double room with breakfast, 12-15 March. Conf. no. 55120', 'Hello,\nconfirmed for Mrs Ana Ruiz, 2 (two) adults, double room with breakfast, 12-15 March. Conf. no. 55120'],
      ['Hola,\nconfirmada la reserva de la Sra. Ana Ruiz para 1 (un) adulto, habitación doble con desayuno, del 12 al 15 de marzo. Localizador: 55120', 'Hola,\nconfirmada la reserva de la Sra. Ana Ruiz para 2 (dos) adultos, habitación doble con desayuno, del 12 al 15 de marzo. Localizador: 55120'],
      ['Bonjour,\nréservation confirmée pour Mme Ana Ruiz, 1 (un) adulte, chambre double avec petit-déjeuner, du 12 au 15 mars. N° de réservation : 55120', 'Bonjour,\nréservation confirmée pour Mme Ana Ruiz, 2 (deux) adultes, chambre double avec petit-déjeuner, du 12 au 15 mars. N° de réservation : 55120'],
      ['Guten Tag,\nbestätigt für Frau Ana Ruiz, 1 (ein) Erwachsener, Doppelzimmer mit Frühstück, 12.-15.03.2027. Buchungsnummer: 55120', 'Guten Tag,\nbestätigt für Frau Ana Ruiz, 2 (zwei) Erwachsene, Doppelzimmer mit Frühstück, 12.-15.03.2027. Buchungsnummer: 55120'],
      ['Buongiorno,\nconfermata la prenotazione della Sig.ra Ana Ruiz per 1 (un) adulto, camera doppia con colazione, dal 12 al 15 marzo. Numero di conferma: 55120', 'Buongiorno,\nconfermata la prenotazione della Sig.ra Ana Ruiz per 2 (due) adulti, camera doppia con colazione, dal 12 al 15 marzo. Numero di conferma: 55120'],
      ['Bom dia,\nconfirmamos a reserva da Sra. Ana Ruiz para 1 (um) adulto em quarto duplo com pequeno-almoço, de 12 a 15 de março. Conf. n.º 55120', 'Bom dia,\nconfirmamos a reserva da Sra. Ana Ruiz para 2 (dois) adultos em quarto duplo com pequeno-almoço, de 12 a 15 de março. Conf. n.º 55120'],
    ]) {
      assert.equal(verdict(one), 'DISCREPANCY Guest.Adults', one);
      assert.equal(verdict(two), 'CONFIRMED 55120', two);
    }
    assert.ok(!verdict('Hello,\nconfirmed for Mrs Ana Ruiz, 1 (two) adults, double room with breakfast, 12-15 March. Conf. no. 55120').startsWith('CONFIRMED'));
  });
});

describe('r21: a helpdesk\'s ticket tag in the subject ("[#21377] ...") is never the confirmation number (six languages)', () => {
  const subjectMail = (text: string, subject: string) => verdictOf(text, booking, subject, mail);
  const cases: [string, string][] = [
    ['Good morning,\n\nthe booking of Mrs Ruiz is confirmed as requested.', '[#21377] RE: Please reconfirm this booking: BK-2027-1001, Ana Ruiz, 2027-03-12 to 2027-03-15'],
    ['Buenos días,\n\nla reserva de la Sra. Ruiz queda confirmada tal como la solicitaron.', '[#21377] RE: Rogamos reconfirmen esta reserva: BK-2027-1001, Ana Ruiz, 2027-03-12 a 2027-03-15'],
    ['Bonjour,\n\nla réservation de Mme Ruiz est confirmée comme demandé.', '[#21377] RE: Merci de reconfirmer cette réservation : BK-2027-1001, Ana Ruiz, du 2027-03-12 au 2027-03-15'],
    ['Guten Tag,\n\ndie Buchung von Frau Ruiz ist wie angefragt bestätigt.', '[#21377] AW: Bitte bestätigen Sie diese Buchung erneut: BK-2027-1001, Ana Ruiz, 2027-03-12 bis 2027-03-15'],
    ['Buongiorno,\n\nla prenotazione della Sig.ra Ruiz è confermata come richiesto.', '[#21377] R: Vi preghiamo di riconfermare questa prenotazione: BK-2027-1001, Ana Ruiz, dal 2027-03-12 al 2027-03-15'],
    ['Bom dia,\n\na reserva da Sra. Ruiz está confirmada conforme pedido.', '[#21377] RE: Por favor reconfirmem esta reserva: BK-2027-1001, Ana Ruiz, de 2027-03-12 a 2027-03-15'],
  ];
  it('the tag\'s number is not taken from the subject: no number', () => {
    for (const [text, subject] of cases) assert.ok(!subjectMail(text, subject).startsWith('CONFIRMED'), `${subject}: ${subjectMail(text, subject)}`);
  });
  it('a labelled number beside the tag in the desk\'s subject is still the confirmation', () => {
    assert.equal(subjectMail(cases[3][0], '[#20931] Bestätigt – Hotel-Bestätigungsnr. 44071 – BK-2027-1001 Ruiz 12.–15.03.2027'), 'CONFIRMED 44071');
    assert.equal(subjectMail(cases[0][0], '[#21377] Confirmed - Hotel conf. no. 44071 - BK-2027-1001'), 'CONFIRMED 44071');
    assert.equal(subjectMail(cases[0][0], 'RE: BK-2027-1001 - CONFIRMED #77120'), 'CONFIRMED 77120');
    // A tag the desk labels as the confirmation ("[Conf# 88213]") is its number.
    assert.equal(subjectMail('Yes all confirmed, number in the subject line.', 'RE: [Conf# 88213] Reconfirmation request: booking BK-2027-1001'), 'CONFIRMED 88213');
  });
});

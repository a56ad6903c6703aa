// Issue 25, tenth pass: a second number the reader never saw. A careful agent reads the whole mail: a number of
// confirmation kind that the hotel's side wrote outside the text the reader keeps as its own (the signature or a block
// after the sign-off, a colleague's message forwarded or quoted below, the hotel's own earlier mail quoted in the
// thread) and that is not the number the reader chose goes to a person with both (rivals.ts outsideRival, strip.ts
// hotelSideLines). Our request quoted back holds our booking code and the booking's facts, never a hotel number: its
// lines raise no rival (a message from the address we wrote from is ours whatever it holds). And two labelled numbers in the kept text never confirm: lines keyed by guests' names alone
// may be the rooms of one booking, and a number's label does not reach back past a sentence's end.
// Each review case below was CONFIRMED, with one of the two numbers, before this pass.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BookingSchema } from '../../src/domain/schemas.js';
import { verdictOf } from './verdict.js';

const booking = BookingSchema.parse({
  BookingCode: 'BK-2027-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'Hotel Miramar Sitges', CountryCode: 'ES' },
  Guest: { LeadName: 'Ana Ruiz', TotalRooms: 1, Adults: 2, Childs: 0, RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB', Adults: 2 }] },
});
// The reply comes from the hotel's desk to our reply address, as a real one does.
const mail = { from: { address: 'reservas@miramar.example', name: 'Reservas Hotel Miramar' }, to: ['reservations+1-abc@agency.example'] };
const verdict = (text: string) => verdictOf(text, booking, 'RE: BK-2027-1001', mail);
const both = (a: string, b: string, where: string) => new RegExp(`^review: two numbers either of which could be the confirmation: ${a} and ${b} \\(${where}`);

// Per language: the hotel's answer, its closing, the Outlook header words, "-----Original Message-----", the hotel's
// earlier mail, a labelled number after the signature, a colleague's note, our request as reconfirm sends it.
const L = {
  en: { top: 'Dear partner,\n\nWe confirm the booking of Mrs Ruiz, confirmation no. 4471.', close: 'Kind regards', from: 'From', sent: 'Sent', to: 'To', subj: 'Subject', orig: '-----Original Message-----', fwd: '---------- Forwarded message ---------', earlier: 'Dear colleagues, the booking is confirmed, confirmation number NUM.', sigNo: 'Booking no. 55120', note: 'Maria, Mrs Ruiz is in Opera under confirmation no. 55120. Can you answer the agency?', docs: 'Maria, for Mrs Ruiz: folio no. 30071, invoice no. 2027-118, room 214.', req: 'Please check the booking below and confirm it with your hotel confirmation number (HCN), or tell us what differs.\n\n  Booking reference: BK-2027-1001\n  Check-in:          Fri, 12 Mar 2027\n  Check-out:         Mon, 15 Mar 2027 (3 nights)\n  Lead guest:        Ana Ruiz\n  Room 1:            Double Room · Bed and Breakfast · 2 adults\n\nMany thanks,\nReservations reconfirmation' },
  es: { top: 'Buenos días:\n\nConfirmamos la reserva de la Sra. Ruiz, localizador 4471.', close: 'Un saludo', from: 'De', sent: 'Enviado el', to: 'Para', subj: 'Asunto', orig: '-----Mensaje original-----', fwd: '---------- Mensaje reenviado ---------', earlier: 'Estimados señores, la reserva queda confirmada con el número de confirmación NUM.', sigNo: 'Nº de reserva: 55120', note: 'María, la Sra. Ruiz está en el sistema con el localizador 55120. ¿Puedes contestar a la agencia?', docs: 'María, de la Sra. Ruiz: folio nº 30071, factura nº 2027-118, habitación 214.', req: 'Les rogamos revisen la reserva siguiente y la confirmen con su número de confirmación del hotel (HCN), o nos indiquen qué difiere.\n\n  Referencia de la reserva: BK-2027-1001\n  Entrada:                  vie, 12 mar 2027\n  Salida:                   lun, 15 mar 2027 (3 noches)\n  Huésped principal:        Ana Ruiz\n  Habitación 1:             Doble · Desayuno · 2 adultos\n\nMuchas gracias,\nReconfirmación de reservas' },
  fr: { top: 'Bonjour,\n\nNous confirmons la réservation de Mme Ruiz, n° de confirmation 4471.', close: 'Cordialement', from: 'De', sent: 'Envoyé', to: 'À', subj: 'Objet', orig: "-----Message d'origine-----", fwd: '---------- Message transféré ---------', earlier: 'Madame, Monsieur, la réservation est confirmée, numéro de confirmation NUM.', sigNo: 'N° de réservation : 55120', note: "Marie, Mme Ruiz est dans Opera sous le numéro de confirmation 55120. Tu peux répondre à l'agence ?", docs: 'Marie, pour Mme Ruiz : folio n° 30071, facture n° 2027-118, chambre 214.', req: "Merci de vérifier la réservation ci-dessous et de la confirmer avec votre numéro de confirmation de l'hôtel (HCN), ou de nous indiquer ce qui diffère.\n\n  Référence de la réservation : BK-2027-1001\n  Arrivée :                     ven. 12 mars 2027\n  Départ :                      lun. 15 mars 2027 (3 nuits)\n  Client principal :            Ana Ruiz\n  Chambre 1 :                   Double · Petit-déjeuner · 2 adultes\n\nMerci beaucoup,\nReconfirmation des réservations" },
  de: { top: 'Guten Tag,\n\nwir bestätigen die Buchung von Frau Ruiz, Bestätigungsnummer 4471.', close: 'Mit freundlichen Grüßen', from: 'Von', sent: 'Gesendet', to: 'An', subj: 'Betreff', orig: '-----Ursprüngliche Nachricht-----', fwd: '---------- Weitergeleitete Nachricht ---------', earlier: 'Sehr geehrte Damen und Herren, die Buchung ist bestätigt, Bestätigungsnummer NUM.', sigNo: 'Buchungsnummer: 55120', note: 'Maria, Frau Ruiz steht im System unter der Buchungsnummer 55120. Kannst du der Agentur antworten?', docs: 'Maria, zu Frau Ruiz: Folio Nr. 30071, Rechnungs-Nr. 2027-118, Zimmer 214.', req: 'Bitte prüfen Sie die folgende Buchung und bestätigen Sie sie mit Ihrer Bestätigungsnummer des Hotels (HCN), oder teilen Sie uns mit, was abweicht.\n\n  Buchungsreferenz: BK-2027-1001\n  Anreise:          Fr., 12. März 2027\n  Abreise:          Mo., 15. März 2027 (3 Nächte)\n  Hauptgast:        Ana Ruiz\n  Zimmer 1:         Doppelzimmer · Frühstück · 2 Erwachsene\n\nVielen Dank,\nReservierungsbestätigung' },
  it: { top: 'Buongiorno,\n\nconfermiamo la prenotazione della sig.ra Ruiz, numero di conferma 4471.', close: 'Cordiali saluti', from: 'Da', sent: 'Inviato', to: 'A', subj: 'Oggetto', orig: '-----Messaggio originale-----', fwd: '---------- Messaggio inoltrato ---------', earlier: 'Gentili signori, la prenotazione è confermata, numero di conferma NUM.', sigNo: 'Prenotazione n. 55120', note: "Maria, la sig.ra Ruiz è nel sistema con il numero di conferma 55120. Puoi rispondere all'agenzia?", docs: 'Maria, per la sig.ra Ruiz: folio n. 30071, fattura n. 2027-118, camera 214.', req: "Vi preghiamo di verificare la prenotazione qui sotto e di confermarla con il numero di conferma dell'hotel (HCN), o di indicarci cosa differisce.\n\n  Riferimento della prenotazione: BK-2027-1001\n  Arrivo:                         ven 12 mar 2027\n  Partenza:                       lun 15 mar 2027 (3 notti)\n  Ospite principale:              Ana Ruiz\n  Camera 1:                       Doppia · Colazione · 2 adulti\n\nGrazie mille,\nRiconferma prenotazioni" },
  pt: { top: 'Bom dia,\n\nconfirmamos a reserva da Sra. Ruiz, número de confirmação 4471.', close: 'Cumprimentos', from: 'De', sent: 'Enviada', to: 'Para', subj: 'Assunto', orig: '-----Mensagem original-----', fwd: '---------- Mensagem encaminhada ---------', earlier: 'Caros senhores, a reserva está confirmada, número de confirmação NUM.', sigNo: 'Nº da reserva: 55120', note: 'Maria, a Sra. Ruiz está no sistema com o número de confirmação 55120. Podes responder à agência?', docs: 'Maria, da Sra. Ruiz: folio nº 30071, fatura nº 2027-118, quarto 214.', req: 'Solicitamos que verifiquem a reserva abaixo e a confirmem com o número de confirmação do hotel (HCN), ou nos indiquem o que difere.\n\n  Referência da reserva: BK-2027-1001\n  Chegada:               sex, 12 mar 2027\n  Saída:                 seg, 15 mar 2027 (3 noites)\n  Hóspede principal:     Ana Ruiz\n  Quarto 1:              Duplo · Pequeno-almoço · 2 adultos\n\nMuito obrigado,\nReconfirmação de reservas' },
} as const;
type Words = (typeof L)[keyof typeof L];
const signature = (l: Words) => `${l.close},\nAna Soler\nReservas / Reservations\nHotel Miramar Sitges\nPasseig Marítim 12, 08870 Sitges\nTel. +34 938 110 000`;
const header = (l: Words, who: string) => `${l.from}: ${who}\n${l.sent}: 10/03/2027 09:12\n${l.to}: reservations+1-abc@agency.example\n${l.subj}: RE: BK-2027-1001 Ruiz\n`;
const ourRequest = (l: Words) => `${header(l, 'Reservations reconfirmation <reservations+1-abc@agency.example>')}\n${l.req}`;
const hotelMail = (l: Words, n: string) => `${header(l, 'Reservas Hotel Miramar <reservas@miramar.example>')}\n${l.earlier.replace('NUM', n)}`;

describe('tenth pass: a number of confirmation kind the hotel wrote outside its own text is a rival (six languages)', () => {
  it('a labelled number in a block after the signature', () => {
    for (const l of Object.values(L)) assert.match(verdict(`${l.top}\n\n${signature(l)}\n\n\n${l.sigNo}\n`), both('4471', '55120', "below the hotel's own text"), l.top);
  });

  it("the hotel's own earlier mail quoted Outlook-style (no \"> \"), with another number", () => {
    for (const l of Object.values(L)) assert.match(verdict(`${l.top}\n\n${signature(l)}\n\n${hotelMail(l, '55120')}\n\n${ourRequest(l)}`), both('4471', '55120', 'in an earlier message quoted below the reply'), l.top);
  });

  it('a colleague\'s internal message under "-----Original Message-----", and one forwarded', () => {
    for (const l of Object.values(L)) {
      assert.match(verdict(`${l.top}\n\n${signature(l)}\n\n${l.orig}\n${header(l, 'Maria Soler <maria@miramar.example>')}\n${l.note}`), both('4471', '55120', 'in an earlier message quoted below the reply'), l.top);
      assert.match(verdict(`${l.top}\n\n${signature(l)}\n\n${l.fwd}\n${header(l, 'Maria Soler <maria@miramar.example>')}\n${l.note}`), both('4471', '55120', 'in a forwarded message'), l.top);
    }
  });

  it("a number after a bare label (\"ref.\", \"nº\", \"Nr.\") in the hotel's earlier mail quoted below; a longer code chosen", () => {
    const earlier: Record<string, string> = {
      en: 'Dear colleagues, Mrs Ruiz is booked with us, ref. 55120; we will confirm shortly.',
      es: 'Estimados señores: la reserva de la Sra. Ruiz está anotada, nº 55120; les confirmaremos en breve.',
      fr: 'Madame, Monsieur, la réservation de Mme Ruiz est notée, réf. 55120 ; nous vous confirmons sous peu.',
      de: 'Sehr geehrte Damen und Herren, die Buchung von Frau Ruiz ist erfasst, Nr. 55120; wir bestätigen in Kürze.',
      it: 'Gentili signori, la prenotazione della sig.ra Ruiz è registrata, rif. 55120; confermiamo a breve.',
      pt: 'Caros senhores, a reserva da Sra. Ruiz está registada, ref. 55120; confirmamos em breve.',
    };
    for (const [lang, l] of Object.entries(L)) {
      const text = `${l.top}\n\n${signature(l)}\n\n${header(l, 'Reservas Hotel Miramar <reservas@miramar.example>')}\n${earlier[lang]}\n\n${ourRequest(l)}`;
      assert.match(verdict(text), both('4471', '55120', 'in an earlier message quoted below the reply'), lang);
    }
  });

  it("the hotel's earlier mail quoted under a header that names no address, citing our booking code, with another number", () => {
    for (const l of Object.values(L)) {
      const quoted = `${header(l, 'Reservas Hotel Miramar')}\nBK-2027-1001 - Ruiz: ${l.earlier.replace('NUM', '55120')}\n\n${ourRequest(l)}`;
      assert.match(verdict(`${l.top}\n\n${signature(l)}\n\n${quoted}`), both('4471', '55120', 'in an earlier message quoted below the reply'), l.top);
    }
  });

  it('the review names both numbers, the rival\'s line quoted as where it stands', () => {
    assert.match(verdict(`${L.es.top}\n\n${signature(L.es)}\n\n\n${L.es.sigNo}\n`), /\(below the hotel's own text \(its closing, signature or a block after them\): "Nº de reserva: 55120"\)$/);
  });
});

describe('tenth pass: what stays confirmed (six languages)', () => {
  it('our request quoted back, Outlook-style and with "> " marks: our code and the booking\'s facts, no hotel number', () => {
    for (const l of Object.values(L)) {
      assert.equal(verdict(`${l.top}\n\n${signature(l)}\n\n${ourRequest(l)}`), 'CONFIRMED 4471', l.top);
      assert.equal(verdict(`${l.top}\n\n${signature(l)}\n\nOn Wed, 10 Mar 2027 at 09:12, Reservations reconfirmation <reservations+1-abc@agency.example> wrote:\n> ${l.req.split('\n').join('\n> ')}`), 'CONFIRMED 4471', l.top);
    }
  });

  it("the hotel's earlier mail quoted with the same number: the hotel restating its number", () => {
    for (const l of Object.values(L)) assert.equal(verdict(`${l.top}\n\n${signature(l)}\n\n${hotelMail(l, '4471')}\n\n${ourRequest(l)}`), 'CONFIRMED 4471', l.top);
  });

  it('a signature full of numbers: phones, a fax, a street number and postcode, a VAT id, an IBAN, a company register', () => {
    for (const l of Object.values(L)) {
      const sig = `${signature(l)}\nFax +34 938 110 001 · Reservas 902 100 200\nCIF B-12345678 · VAT ES B12345678\nIBAN ES91 2100 0418 4502 0005 1332\nRegistro Mercantil de Barcelona, Tomo 4512, Hoja B-12345`;
      assert.equal(verdict(`${l.top}\n\n${sig}\n\n${ourRequest(l)}`), 'CONFIRMED 4471', l.top);
    }
  });

  it("the hotel's earlier mail quoted with its signature's registry number, or a room number after a bare \"nº\"", () => {
    for (const l of Object.values(L)) {
      const quoted = `${header(l, 'Reservas Hotel Miramar <reservas@miramar.example>')}\nOK.\n\nHotel Miramar Sitges · Registro de Turismo nº HB-004512 · Company No. 04512345\n\n${ourRequest(l)}`;
      assert.equal(verdict(`${l.top}\n\n${signature(l)}\n\n${quoted}`), 'CONFIRMED 4471', l.top);
      const room = `${header(l, 'Reservas Hotel Miramar <reservas@miramar.example>')}\nOK, nº 214.\n\n${ourRequest(l)}`;
      assert.equal(verdict(`${l.top.replace('4471', '44718')}\n\n${signature(l)}\n\n${room}`), 'CONFIRMED 44718', l.top);
    }
  });

  it("a forwarded chain whose other numbers are a folio's, an invoice's, a room's", () => {
    for (const l of Object.values(L)) assert.equal(verdict(`${l.top}\n\n${signature(l)}\n\n${l.fwd}\n${header(l, 'Maria Soler <maria@miramar.example>')}\n${l.docs}\n\n${ourRequest(l)}`), 'CONFIRMED 4471', l.top);
  });
});

describe('tenth pass: two labelled numbers in the kept text never confirm', () => {
  it('lines keyed by guests\' names alone are not a line per booking: they may be the rooms of this one (review)', () => {
    for (const text of [
      'Hello,\n\nRoom of Mrs Ruiz: confirmation no. 4471\nRoom of Mr Walker: confirmation no. 4472\n\nRegards',
      'Hola,\n\nHabitación de la Sra. Ruiz: localizador 4471\nHabitación del Sr. Pérez: localizador 4472\n\nSaludos',
      'Bonjour,\n\nChambre de Mme Ruiz : n° de confirmation 4471\nChambre de M. Dupont : n° de confirmation 4472\n\nCordialement',
      'Hallo,\n\nZimmer Frau Ruiz: Buchungsnummer 4471\nZimmer Herr Weber: Buchungsnummer 4472\n\nGruß',
      'Buongiorno,\n\nCamera della Sig.ra Ruiz: numero di conferma 4471\nCamera del Sig. Rossi: numero di conferma 4472\n\nSaluti',
      'Bom dia,\n\nQuarto da Sra. Ruiz: número de confirmação 4471\nQuarto do Sr. Pereira: número de confirmação 4472\n\nCumprimentos',
      // Our code on this booking's line, but the other line names no booking of its own: a second room, or a guest of it.
      'Hola,\n\nReserva BK-2027-1001 (Sra. Ruiz): localizador 4471\nSr. Pereira: localizador 4472',
    ]) assert.match(verdict(text), /^review: more than one candidate confirmation number/, text);
    // A line per booking, ours keyed by our booking code and the other by its own reference, is still this booking's line.
    assert.equal(verdict('Hola,\n\nBK-2027-1001 / Ruiz - localizador 4471\nRef. 48812930 / Sr. Pereira - localizador 4472'), 'CONFIRMED 4471');
  });

  it('a number after "Reserva nº" is not labelled by the room named in the sentence before', () => {
    for (const text of [
      'Confirmed for Mrs Ruiz, 12 to 15 March, double room with breakfast. Booking no. 4471, confirmation no. 55120.',
      'Reserva confirmada para la Sra. Ruiz, del 12 al 15 de marzo, habitación doble con desayuno. Reserva nº 4471, localizador 55120.',
      'Réservation confirmée pour Mme Ruiz, du 12 au 15 mars, chambre double avec petit-déjeuner. Réservation n° 4471, n° de confirmation 55120.',
      'Buchung bestätigt für Frau Ruiz, 12. bis 15. März, ein Zimmer mit Frühstück. Reservierung Nr. 4471, Bestätigungsnummer 55120.',
      'Prenotazione confermata per la sig.ra Ruiz, dal 12 al 15 marzo, camera doppia con colazione. Prenotazione n. 4471, numero di conferma 55120.',
      'Reserva confirmada para a Sra. Ruiz, de 12 a 15 de março, quarto duplo com pequeno-almoço. Reserva nº 4471, número de confirmação 55120.',
    ]) assert.match(verdict(text), /^review: two numbers either of which could be the confirmation: 55120 and 4471 \(after a label of its own\)/, text);
  });
});

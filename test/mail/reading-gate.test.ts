// The confirmation gate (issue 25, third pass): a reply that gives one confirmation number and states nothing that
// differs is still not confirmed when the hotel's own text asks something, asks for a card or deposit, holds the
// room as an option, negates the confirmation or adds a note about the room, board or guests. Each of these replies
// was confirmed by the reader before the gate.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readHotelMail } from '../../src/domain/hotelMail/index.js';
import { BookingSchema } from '../../src/domain/schemas.js';

const booking = BookingSchema.parse({ BookingCode: 'BK-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'H', CountryCode: 'GB' }, Guest: { LeadName: 'John Smith', RoomStructure: [{ RoomType: 'Double Room' }] } });
const answer = (text: string) => {
  const r = readHotelMail({ text, kind: 'reply', references: [], to: [], cc: [], subject: '', size: text.length, fromHtml: false }, [{ bookingId: 'BK-1001', booking }]);
  assert.equal(r.kind, 'answer', JSON.stringify(r));
  return r as Extract<typeof r, { kind: 'answer' }>;
};

const cases: Record<string, [string, string[]]> = {
  noQuestion: ['no open question', [
    'Reservation confirmed, conf. no. 4411. Could you tell us who will pay the city tax?',
    'Reserva confirmada, localizador 4411. ¿Nos pueden indicar quién paga la tasa turística?',
    'Réservation confirmée, n° de confirmation 4411. Pourriez-vous nous indiquer qui règle la taxe de séjour ?',
    'Buchung bestätigt, Buchungsnr. 4411. Können Sie uns sagen, wer die Kurtaxe zahlt?',
    'Prenotazione confermata, codice prenotazione 4411. Potreste indicarci chi paga la tassa di soggiorno?',
    'Reserva confirmada, número de confirmação 4411. Podem indicar-nos quem paga a taxa turística?',
  ]],
  noRequest: ['no request for a card, deposit, guarantee or prepayment', [
    'Confirmed, conf. no. 4411. Please send us a copy of the credit card used.',
    'Confirmada, localizador 4411. Por favor envíen los datos de la tarjeta de crédito.',
    'Confirmée, n° de confirmation 4411. Merci de nous transmettre un acompte de 30 %.',
    'Bestätigt, Buchungsnr. 4411. Wir benötigen noch eine Anzahlung von 100 EUR.',
    'Confermata, codice prenotazione 4411. Vi preghiamo di inviarci una caparra.',
    'Confirmada, número de confirmação 4411. Precisamos de um depósito de 100 EUR.',
  ]],
  noOption: ['no option, provisional hold, waiting list or booking on request', [
    'Confirmed as an option, conf. no. 4411.',
    'Reserva confirmada en opción, localizador 4411.',
    'Réservation confirmée en option, n° de confirmation 4411.',
    'Zimmer als Option bestätigt, Buchungsnr. 4411.',
    'Prenotazione confermata in opzione, codice prenotazione 4411.',
    'Reserva confirmada em opção, número de confirmação 4411.',
  ]],
  noNegation: ['no negation of the confirmation', [
    'We cannot yet confirm it, ref. 4411.',
    'Todavía no la podemos confirmar, localizador 4411.',
    'Nous ne sommes pas en mesure de confirmer, réf. hôtel 4411.',
    'Wir können es derzeit nicht wirklich bestätigen, Buchungsnr. 4411.',
    'Non possiamo ancora confermare, codice prenotazione 4411.',
    'Ainda não conseguimos confirmar, número de confirmação 4411.',
  ]],
  nothingUnread: ['no "but" or postscript about the room, board or guests', [
    'Confirmed, conf. no. 4411.\nP.S. The room will only be ready at 18:00 because of works.',
    'Confirmada, localizador 4411.\nP.D.: la habitación estará en nuestro anexo.',
    'Confirmée, n° de confirmation 4411.\nPS : la chambre sera dans notre annexe.',
    'Bestätigt, Buchungsnr. 4411.\nPS: Das Zimmer liegt wegen Umbau im Nebengebäude.',
    'Confermata, codice prenotazione 4411.\nP.S. La camera sarà nella dependance.',
    'Confirmada, número de confirmação 4411.\nP.S.: o quarto será no anexo.',
  ]],
};

describe('the confirmation gate sends a confirmation with a doubt to review', () => {
  for (const [check, [text, replies]] of Object.entries(cases)) {
    for (const reply of replies) {
      it(`${check}: ${reply.replace(/\n/g, ' / ')}`, () => {
        const r = answer(reply);
        assert.deepEqual(r.lines, [], 'not confirmed');
        assert.ok(r.review.some((x) => x.why.includes(text) && x.candidates.includes('4411')), JSON.stringify(r.review));
        const decision = r.explanation?.decisions[0];
        assert.equal(decision?.outcome, 'REPLY_NEEDS_REVIEW');
        assert.equal(decision?.checks?.find((c) => c.check === check)?.passed, false, JSON.stringify(decision?.checks));
      });
    }
  }
});

describe('a plain confirmation passes every check, listed in the explanation', () => {
  for (const reply of [
    'Confirmed, conf. no. 4411. We look forward to welcoming Mr Smith. Is there anything else we can help you with?',
    'Reserva confirmada, localizador 4411. No dude en contactarnos. Early check-in on request.',
    'Confirmée, n° de confirmation 4411. Pas de problème, nous confirmons. Arrivée anticipée sur demande.',
    'Bestätigt, Buchungsnr. 4411. Wir benötigen keine Kreditkarte.',
    'Confermata, codice prenotazione 4411. Parcheggio su richiesta.',
    'Confirmada, número de confirmação 4411. Não hesitem em contactar-nos.',
    // Nothing more to confirm, a statement that opens like a question, a courtesy question.
    'Bestätigt, Buchungsnr. 4411. Keine weitere Bestätigung nötig.',
    'Confirmada, localizador 4411. No es necesaria otra confirmación. Pueden contactarnos en cualquier momento.',
    'Confirmed, conf. no. 4411. Any questions? Call us.',
    // Payment at the hotel is no request; a stay "reserved until" its last day is no option.
    'Confirmed, conf. no. 4411. Full payment is required upon arrival.',
    'Bestätigt, Buchungsnr. 4411. Das Zimmer ist reserviert bis 15.03.2027.',
    // Questions and conditions about an extra, not about the booking.
    'Confirmed, conf. no. 4411. By the way, will the guests be arriving by car? Do you need a parking space?',
    'Confirmada, número de confirmação 4411. Precisam de estacionamento? Temos garagem a 8 EUR por noite, sujeita a disponibilidade.',
    'Bestätigt, Buchungsnr. 4411. Sollen wir das Babybett schon vor Anreise ins Zimmer stellen?',
  ]) {
    it(reply, () => {
      const r = answer(reply);
      assert.equal(r.lines[0]?.reply.hcn, '4411', JSON.stringify(r.review));
      const decision = r.explanation?.decisions[0];
      assert.equal(decision?.outcome, 'CONFIRMED');
      assert.equal(decision?.checks?.length, 10);
      assert.ok(decision?.checks?.every((c) => c.passed), JSON.stringify(decision?.checks));
      assert.equal(decision?.checks?.[0].words, 'label');
    });
  }
});

describe('what the gate reads besides the answer itself', () => {
  it('a postscript after the closing and signature is the hotel\'s own text, and changes the reading', () => {
    const text = 'Confirmada, localizador 4411.\n\nUn cordial saludo,\n\nIrene Castillo\nDpto. Reservas\n\nPD: para esas fechas solo nos queda habitación con dos camas separadas (twin).';
    const r = answer(text);
    assert.match(r.stripped, /PD: para esas fechas/);
    assert.equal(r.explanation?.decisions[0].outcome, 'DATA_DISCREPANCY', JSON.stringify(r.explanation?.decisions));
    assert.ok(r.explanation?.facts.some((f) => f.field === 'roomType' && f.value === 'twin' && f.matches === false));
  });
  it('a footnote marked on the confirmation number is read with it', () => {
    const r = answer('Confirmamos a reserva.\n\nNº de reserva: 4411 *\n\nCom os melhores cumprimentos,\nHotel Mar e Sol\n\n* O quarto fica no anexo, do outro lado da rua.');
    assert.deepEqual(r.lines, [], JSON.stringify(r.lines));
    assert.match(r.review[0]?.why ?? '', /postscript/);
  });
  it('a number said only of a request or a ticket is not the booking\'s', () => {
    for (const text of ['Su petición ha sido registrada con el número SR-2027-11845.', 'Your request has been logged under number 77120. Thank you.']) {
      const r = answer(text);
      assert.deepEqual(r.lines, [], text);
    }
  });
  it('a booking said to be not guaranteed, with a card asked for, is not confirmed', () => {
    const r = answer('La prenotazione n. 20270518 risulta registrata ma NON garantita: la carta di credito inviata è scaduta.\nVi preghiamo di inviarci una carta valida entro 48 ore.');
    assert.deepEqual(r.lines, []);
    assert.ok(r.review.some((x) => x.candidates.includes('20270518')), JSON.stringify(r.review));
  });
});

describe('a confirmation that passes the gate is not lost to how its number is written', () => {
  const booking2 = BookingSchema.parse({ BookingCode: 'BK-1002', CheckIn: '2027-07-22', CheckOut: '2027-07-25', Hotel: { Name: 'H', CountryCode: 'GB' }, Guest: { LeadName: 'Erik Lindqvist', RoomStructure: [{ RoomType: 'Double Room', BoardType: 'BB' }] } });
  const read = (text: string) => {
    const r = readHotelMail({ text, kind: 'reply', references: [], to: [], cc: [], subject: '', size: text.length, fromHtml: false }, [{ bookingId: 'BK-1002', booking: booking2 }]);
    return r.kind === 'answer' ? r.lines[0]?.reply.hcn : undefined;
  };
  it('five digits after a label are the number, not a postal code, even with a town-like word after them', () => {
    assert.equal(read('Confirmed - conf. no. 62218 for Mr Lindqvist, 22nd to 25th July, double with breakfast.'), '62218');
  });
  it('"cod. prenotazione" is a label', () => assert.equal(read('Nessun problema, vi aspettiamo! cod. prenotazione 882'), '882'));
  it('a group opening with 0 continues the number ("88 0412")', () => assert.equal(read('Nous confirmons le séjour.\nN° de réservation : 88 0412'), '880412'));
});

describe('a review shows the confirmation number beside any doubt', () => {
  it('two arrival dates: the dates and the number', () => {
    const r = answer('Conf. no. 4411. Arrival 12 March 2027, or arrival 13 March 2027 as the guest wrote.');
    assert.deepEqual(r.lines, []);
    assert.ok(r.review.length && r.review.every((x) => x.candidates.includes('4411')), JSON.stringify(r.review));
  });
});

describe('dates that are valid and agree', () => {
  it('a weekday that is not the date\'s goes to review, in any of the six languages', () => {
    // 12 March 2027 is a Friday.
    for (const text of ['Confirmed, conf. no. 4411, arrival Monday 12 March 2027.', 'Confermata, codice prenotazione 4411, arrivo lunedì 12 marzo 2027.', 'Bestätigt, Buchungsnr. 4411, Anreise Montag, 12.03.2027.']) {
      const r = answer(text);
      assert.deepEqual(r.lines, [], text);
      assert.match(r.review[0]?.why ?? '', /weekday/, text);
    }
  });
  it('the right weekday is read as usual', () => {
    assert.equal(answer('Confirmed, conf. no. 4411, arrival Friday 12 March 2027.').lines[0]?.reply.hcn, '4411');
    assert.equal(answer('Confirmada, localizador 4411, llegada el viernes 12 de marzo de 2027.').lines[0]?.reply.hcn, '4411');
  });
});

describe('PMS letters: what is not the stay nor a hedge', () => {
  it('a "provisional invoice" number beside the confirmation number is no hedge', () => {
    assert.equal(answer('CONFIRMATION DE RÉSERVATION\n\nN° de confirmation : 4411\nN° de facture provisoire : FA-2027-11842\nArrivée : 12/03/2027\nDépart : 15/03/2027').lines[0]?.reply.hcn, '4411');
  });
  it('the letter\'s issue date is not a stay date', () => {
    assert.equal(answer('CONFIRMACIÓN DE RESERVA\nFecha emisión | 08/03/2027 | Folio | F-2027-004518\nNº Confirmación | 4411\nLlegada | 12/03/2027 | Salida | 15/03/2027').lines[0]?.reply.hcn, '4411');
  });
  it('"Arrival / Departure | 12 Mar 2027 / 15 Mar 2027" is the arrival then the departure', () => {
    const r = answer('Confirmation No. | 4411\nArrival / Departure | 12 Mar 2027 / 15 Mar 2027 (3 nights)');
    assert.equal(r.lines[0]?.reply.hcn, '4411', JSON.stringify(r.review));
  });
});

describe('no answer yet: a waiting list, a request logged', () => {
  it('a booking on a waiting list goes to a person (no room is held), its number the list\'s', () => {
    for (const [text, number] of [
      ["L'hôtel étant complet, la réservation figure sur notre liste d'attente sous le n° 1187. Nous reviendrons vers vous.", '1187'],
      ['O hotel está completo e a reserva encontra-se em LISTA DE ESPERA (ref. LE-0612).', 'LE-0612'],
      ['The hotel is full; we have put the booking on our waiting list, ref. 5512.', '5512'],
    ]) {
      const r = answer(text);
      assert.deepEqual(r.lines, [], text);
      assert.equal(r.pending?.length ?? 0, 0, text); // PENDING before stop 18
      assert.equal(r.review.length, 1, text);
      assert.match(r.review[0].why, /waiting list: no room is held/, text);
      assert.ok(r.review[0].candidates.includes(number), `${text}: ${r.review[0].candidates}`);
    }
  });
  it('a request logged under a number with a promise to confirm is pending', () => {
    const r = answer('Su petición ha sido registrada con el número SR-2027-11845. Nuestro departamento de reservas la revisará y le enviará la confirmación definitiva en 48 horas.');
    assert.deepEqual(r.review, [], JSON.stringify(r.review));
    assert.equal(r.pending?.length, 1);
  });
  it('an option held until a deadline, with a promise, is for a person, not pending', () => {
    const r = answer('We have placed the party on a provisional option, option number OP-4471, held until Friday 12:00. We will let you know.');
    assert.equal(r.pending?.length ?? 0, 0);
    assert.ok(r.review.some((x) => x.candidates.includes('OP-4471')), JSON.stringify(r.review));
  });
});

describe('confirmation words that confirm nothing of the booking', () => {
  it('"confirm the following cancellation" in a cancelled booking\'s letter is no booking, not a confirmation', () => {
    const r = answer('This is to confirm the following cancellation:\nCancellation Number | CX-99812\nOriginal Confirmation | 61207\nStatus | CANCELLED\n\nYour cancellation has been confirmed.');
    assert.deepEqual(r.review, [], JSON.stringify(r.review));
    assert.equal(r.lines[0]?.reply.noBooking, true);
  });
  it('"não encontramos reserva confirmada" beside a quote\'s number is no booking', () => {
    const r = answer('Não encontramos reserva confirmada em nome do Sr. Smith — o único registro é a cotação nº 2211 de março, que não foi confirmada na época.');
    assert.deepEqual(r.review, [], JSON.stringify(r.review));
    assert.equal(r.lines[0]?.reply.noBooking, true);
    assert.equal(r.lines[0]?.reply.hcn, undefined);
  });
});

describe('a booking moved to another hotel, said as done, goes to a person with the numbers (NO_BOOKING before stop 18)', () => {
  for (const text of [
    'La prenotazione del Sig. Smith è stata trasferita presso il nostro hotel gemello Hotel Riviera Palace.\n\nN. conferma Riviera Palace: RP-30772',
    'Da das Hotel überbucht ist, wurde die Buchung in unser Schwesterhotel in Seefeld umgebucht.',
    'La reserva del Sr. Smith ha sido trasladada a nuestro hotel hermano.',
    'The booking has been moved to our sister property, the Riverside Inn.',
  ]) {
    it(text.split('\n')[0], () => {
      const r = answer(text);
      assert.equal(r.lines.length, 0, JSON.stringify(r.lines));
      assert.equal(r.review.length, 1, JSON.stringify(r.review));
      assert.match(r.review[0].why, /the hotel moved the booking to another hotel/);
      if (text.includes('RP-30772')) assert.ok(r.review[0].candidates.includes('RP-30772'), JSON.stringify(r.review[0].candidates));
    });
  }
});

describe('a cancellation policy is the hotel\'s terms, not a cancellation', () => {
  for (const text of [
    'Wir bestätigen die Reservierung gerne. Unsere Buchungsnummer lautet 4411.\n\nAnnullationsbedingungen: Eine kostenlose Stornierung ist bis 72 Stunden vor Anreise möglich. Eine Stornierungsbestätigung erhalten Sie jeweils schriftlich.',
    'Confirmed, conf. no. 4411.\n\nCancellation policy: once cancelled, a cancellation number is sent by e-mail.',
  ]) {
    it(text.split('\n')[0], () => assert.equal(answer(text).lines[0]?.reply.hcn, '4411'));
  }
  it('a cancellation outside the policy is still read', () => {
    assert.deepEqual(answer('Confirmed, conf. no. 4411, but we are overbooked and will relocate the guests.\n\nCancellation policy: free until 48 h before arrival.').lines, []);
  });
});

describe('a failed gate shows every number the text gives', () => {
  it('"Reservierungsnummer ist die 4411 – oder war das die 4412?"', () => {
    const r = answer('Ja, Herr Smith ist bei uns gebucht.\nReservierungsnummer ist die 4411 – oder war das die 4412? Wir klären das morgen.');
    assert.deepEqual(r.lines, []);
    assert.ok(r.review.some((x) => x.candidates.includes('4411') && x.candidates.includes('4412')), JSON.stringify(r.review));
  });
});

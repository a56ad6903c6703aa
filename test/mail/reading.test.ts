// The reading of hotel e-mail: the whole corpus (raw -> parse -> read) against its expected readings, and table
// tests for the rules a wrong reading would break (an HCN from a phone or a date, a swappable day/month).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseHotelMail, readHotelMail, stripReply, type ExpectedBooking, type ParsedMail } from '../../src/domain/hotelMail/index.js';
import { BookingSchema } from '../../src/domain/schemas.js';
import { judge, loadCorpus, readEntry } from './corpus.js';

describe('the hotel-reply corpus', () => {
  const corpus = loadCorpus();
  it('holds at least 8 replies in each of en, es, fr, de, it, pt', () => {
    for (const lang of ['en', 'es', 'fr', 'de', 'it', 'pt']) assert.ok(corpus.filter((e) => e.language === lang).length >= 8, lang);
  });
  for (const entry of corpus) {
    it(`${entry.file} reads as expected (${entry.covers.join(', ')})`, async () => {
      const v = judge(await readEntry(entry), entry.expected);
      assert.deepEqual(v.problems, []);
    });
  }
});

const booking = (over: Record<string, unknown> = {}) =>
  BookingSchema.parse({
    BookingCode: 'BK-1001',
    CheckIn: '2027-03-12',
    CheckOut: '2027-03-15',
    Hotel: { Name: 'Hotel', CountryCode: 'ES' },
    Guest: { LeadName: 'John Smith', RoomStructure: [{ RoomType: 'Twin Room' }] },
    ...over,
  });
const mail = (text: string): ParsedMail => ({ text, kind: 'reply', references: [], to: [], cc: [], subject: '', size: text.length, fromHtml: false });
const one = (over?: Record<string, unknown>): ExpectedBooking[] => [{ bookingId: 'BK-1001', booking: booking(over) }];
const read = (text: string, expected = one()) => {
  const r = readHotelMail(mail(text), expected);
  assert.equal(r.kind, 'answer');
  return r as Extract<typeof r, { kind: 'answer' }>;
};

describe('reading rules', () => {
  const hcnCases: [string, string | undefined][] = [
    ['Confirmed, our ref 88231.', '88231'],
    ['Confirmado: 4411', '4411'],
    ['Número de confirmación: 4471203', '4471203'],
    ['Buchungsnummer 99-1182, vielen Dank', '99-1182'],
    ['Confirmed. Call us on +34 952 123 456 if needed.', undefined],
    ['Confirmed for 12/03/2027.', undefined],
    ['Confirmed, 230 EUR for 3 nights.', undefined],
    ['Confirmed, room 412.', undefined],
    ['Confirmed for 2027.', undefined],
    ['BK-1001 confirmed.', undefined],
  ];
  for (const [text, hcn] of hcnCases) {
    it(`"${text}" gives ${hcn ? `HCN ${hcn}` : 'no HCN'}`, () => {
      const r = read(text);
      assert.equal(r.lines[0]?.reply.hcn, hcn, JSON.stringify(r));
    });
  }

  it('two labelled numbers go to review with both', () => {
    const r = read('Confirmation number 4411. Our ref 4412.');
    assert.deepEqual(r.lines, []);
    assert.deepEqual(r.review[0].candidates, ['4411', '4412']);
  });

  it('an unlabelled number in a long reply is not taken', () => {
    const r = read('Thank you for your message, we have looked at the reservation and everything is fine, confirmed, please quote 55120 at check-in and ask for the manager.');
    assert.deepEqual(r.lines, []);
    assert.deepEqual(r.review[0].candidates, ['55120']);
  });

  it('03/04/2027 from an English reply of a hotel whose country does not settle the order goes to review', () => {
    const r = read('Confirmed, arrival 03/04/2027, conf 4411', one({ Hotel: { Name: 'H', CountryCode: 'TH' } }));
    assert.deepEqual(r.lines, []);
    // Both readings, and the confirmation number beside them (a review shows the number whatever the doubt).
    assert.deepEqual(r.review[0].candidates.sort(), ['2027-03-04', '2027-04-03', '4411']);
  });

  it('03/04/2027 in a Spanish reply is 3 April', () => {
    const r = read('Confirmada la reserva, llegada el 03/04/2027, salida el 06/04/2027, localizador 4411', one());
    assert.equal(r.lines[0].reply.checkIn, '2027-04-03T00:00:00.000Z');
  });

  it('a date equal to the booking is not a difference', () => {
    const r = read('Confirmed for 12 March 2027 to 15 March 2027, confirmation number 4411');
    assert.deepEqual(r.lines[0].reply, { hcn: '4411', note: 'Confirmed for 12 March 2027 to 15 March 2027, confirmation number 4411' });
  });

  it('"no such reservation" in six languages', () => {
    for (const t of ['We cannot find any booking under this name.', 'No tenemos ninguna reserva a ese nombre.', "Nous n'avons aucune réservation à ce nom.", 'Wir haben keine Buchung unter diesem Namen.', 'Non risulta nessuna prenotazione a questo nome.', 'Não encontramos nenhuma reserva com este nome.']) {
      assert.equal(read(t).lines[0]?.reply.noBooking, true, t);
    }
  });

  it('a clear room type statement is read; an unclear one goes to review', () => {
    assert.equal(read('The room is a Double, not a Twin. Confirmation 4411').lines[0].reply.roomType, 'Double');
    assert.equal(read('Confirmed 4411, maybe a double, we will see.').lines.length, 0);
  });

  it('a digest answer is read line by line, LineCode forms included', () => {
    const expected: ExpectedBooking[] = [
      { bookingId: 'BK-7#1', booking: booking({ BookingCode: 'BK-7', LineCode: '1' }) },
      { bookingId: 'BK-7#2', booking: booking({ BookingCode: 'BK-7', LineCode: '2', Guest: { LeadName: 'Ann Jones' } }) },
    ];
    const r = readHotelMail(mail('bk-7/1: 4411\nBK-7-2: 4412'), expected);
    assert.equal(r.kind, 'answer');
    assert.deepEqual(r.kind === 'answer' && r.lines.map((l) => [l.bookingId, l.reply.hcn]), [['BK-7#1', '4411'], ['BK-7#2', '4412']]);
  });

  it('text we cannot read goes to review with the text', () => {
    const r = read('Please call the hotel about this.');
    assert.equal(r.review[0].candidates[0], 'Please call the hotel about this.');
  });

  it('strips an Outlook quote in German and keeps a bottom-posted answer', () => {
    assert.equal(stripReply('Bestätigt, Nr. 4411\n\nVon: A <a@b.example>\nGesendet: Montag\nAn: c@d.example\nBetreff: x\n\nAlt'), 'Bestätigt, Nr. 4411');
    assert.equal(stripReply('On Mon, 1 Mar 2027, A <a@b.example> wrote:\n> old\n> text\n\nConfirmed 4411'), 'Confirmed 4411');
  });

  it('a NUL character in the subject or text becomes U+FFFD (PostgreSQL cannot store NUL); the rest of the text is as sent', async () => {
    const m = await parseHotelMail('From: a@hotel.example\r\nTo: r@x.example\r\nSubject: Re: BK\u0000-1\r\n\r\nConfirmed.\u0000 Our confirmation number is 48213.\r\n');
    assert.equal(m.subject, 'Re: BK\ufffd-1');
    assert.ok(!m.text.includes('\u0000') && m.text.includes('Confirmed.\ufffd Our confirmation number is 48213.'), JSON.stringify(m.text));
  });

  it('an out-of-office subject is an auto-reply even without headers', async () => {
    const m = await parseHotelMail('From: a@hotel.example\r\nTo: r@x.example\r\nSubject: Abwesenheitsnotiz: Ihre Anfrage\r\n\r\nIch bin bis 10.03. nicht im Büro.\r\n');
    assert.equal(m.kind, 'auto-reply');
  });
});

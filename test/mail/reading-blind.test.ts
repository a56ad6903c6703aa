// The blind hotel-reply corpus (fixtures/hotel-replies-blind): replies written without reading the rules of
// src/domain/hotelMail, each judged by what its reading would do to each booking (test/mail/outcome.ts).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { readHotelMail } from '../../src/domain/hotelMail/index.js';
import { BookingSchema } from '../../src/domain/schemas.js';
import { loadCorpus, readEntry } from './corpus.js';
import { judgeByOutcome } from './outcome.js';

const DIR = join(import.meta.dirname, '..', '..', 'fixtures', 'hotel-replies-blind');

describe('the blind hotel-reply corpus', () => {
  const corpus = loadCorpus(DIR);
  it('holds at least 6 replies in each of en, es, fr, de, it, pt', () => {
    for (const lang of ['en', 'es', 'fr', 'de', 'it', 'pt']) assert.ok(corpus.filter((e) => e.language === lang).length >= 6, lang);
  });
  it('confirms no booking on a guess: no wrong HCN, no confirmation where review, a discrepancy or no booking is due', async () => {
    const wrongly: string[] = [];
    for (const entry of corpus) {
      const v = judgeByOutcome(await readEntry(entry, DIR), entry);
      if (v.confirmedWrongly.length) wrongly.push(`${entry.file}: ${v.wrong.join('; ')}`);
    }
    assert.deepEqual(wrongly, []);
  });
  for (const entry of corpus) {
    it(`${entry.file} reads as expected (${entry.covers.join(', ')})`, async () => {
      const v = judgeByOutcome(await readEntry(entry, DIR), entry);
      assert.deepEqual(v.problems, []);
    });
  }
});

// The rules the blind corpus showed missing, on their own: a spaced number is never cut in half, an absence notice
// typed as a reply is not an answer, and "not yet" is not "no such booking".
describe('reading rules found by the blind corpus', () => {
  const booking = BookingSchema.parse({ BookingCode: 'BK-1001', CheckIn: '2027-03-12', CheckOut: '2027-03-15', Hotel: { Name: 'H', CountryCode: 'ES' }, Guest: { LeadName: 'John Smith', RoomStructure: [{ RoomType: 'Double Room' }] } });
  const read = (text: string) => readHotelMail({ text, kind: 'reply', references: [], to: [], cc: [], subject: '', size: text.length, fromHtml: false }, [{ bookingId: 'BK-1001', booking }]);
  const answer = (text: string) => {
    const r = read(text);
    assert.equal(r.kind, 'answer', JSON.stringify(r));
    return r as Extract<typeof r, { kind: 'answer' }>;
  };
  it('a labelled number written in three-digit groups is one number', () => {
    assert.equal(answer('Nº de localizador: 4471 203').lines[0]?.reply.hcn, '4471203');
    assert.equal(answer('N° de confirmation : 45 872').lines[0]?.reply.hcn, '45872');
  });
  it('a labelled number followed by another group that is not three digits goes to review with both readings', () => {
    const r = answer('Confirmation number 4411 12');
    assert.deepEqual(r.lines, []);
    assert.deepEqual(r.review[0].candidates, ['4411', '441112']);
  });
  it('a percentage is never an HCN', () => {
    assert.equal(answer('Confirmada con el 100% pagado.').lines[0]?.reply.hcn, undefined);
  });
  it('an out-of-office typed as a reply is an auto-reply; a late answer that mentions the office is not', () => {
    assert.equal(read('Gracias por su correo. Me encuentro de vacaciones hasta el lunes 8 de marzo con acceso limitado al correo electrónico.').kind, 'auto-reply');
    assert.equal(answer('Sorry for the delay, I was out of the office. Reservation no. 4411 is in order.').lines[0]?.reply.hcn, '4411');
  });
  it('"we cannot find it yet" goes to review, not to "no such booking"', () => {
    const r = answer('Non troviamo ancora il nominativo nel nostro gestionale, potreste inviarci il voucher?');
    assert.deepEqual(r.lines, []);
    assert.equal(r.review.length, 1);
  });
});

// The cancellation and cancelled phrases are found by a first-letter word scanner rather than by their family's one
// expression (src/domain/hotelMail/lexicon/index.ts, bench/RESULTS.md "Reader speed after the sixth pass, second step"):
// a hotel's "this booking has been cancelled" must be found exactly where the expression finds it, the same words,
// the same first phrase of several, and never where the expression does not (a phrase inside a word, "can be
// cancelled"). Checked here on every open corpus's replies and their sentences, in each lexicon set a reading uses.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fold } from '../../src/domain/hotelMail/dates.js';
import { parseHotelMail } from '../../src/domain/hotelMail/index.js';
import { allPhrases, familyRe, FamilyScanner, findPhrase, LEXICONS, lexiconsFor, wordsRe } from '../../src/domain/hotelMail/lexicon/index.js';
import { LANGUAGES } from '../../src/domain/languages.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures');
// The open corpora only, named one by one.
const DIRS = ['hotel-replies', 'hotel-replies-blind', 'hotel-replies-tuning', 'hotel-replies-tuning2', 'hotel-replies-tuning3', 'hotel-replies-tuning4', 'hotel-replies-tuning5', 'hotel-replies-tuning6'];

const byExpression = (re: RegExp, text: string) => {
  re.lastIndex = 0;
  const out: { index: number; end: number; words: string }[] = [];
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push({ index: m.index, end: m.index + m[0].length, words: m[0] });
    if (!m[0]) re.lastIndex = m.index + 1;
  }
  return out;
};

describe('cancellation phrases found by the word scanner', () => {
  it('finds what the family expression finds in every open reply and sentence, in every lexicon set', async () => {
    const texts: string[] = [];
    for (const d of DIRS) {
      const dir = join(FIXTURES, d);
      const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { fixtures: { file: string }[] };
      for (const f of manifest.fixtures) {
        const mail = await parseHotelMail(readFileSync(join(dir, f.file)));
        texts.push(fold(mail.text), ...mail.text.split(/(?<=[.!?:\n])/).map(fold));
      }
    }
    texts.push(fold('Your booking can be cancelled free of charge. Unfortunately the reservation has been cancelled by the agency.'));
    const sets = [Object.values(LEXICONS), ...LANGUAGES.map((l) => lexiconsFor(l))];
    let found = 0;
    for (const family of ['cancellation', 'cancelled'] as const) {
      for (const lex of sets) {
        const re = familyRe(family, lex);
        for (const t of texts) {
          const want = byExpression(re, t);
          assert.deepEqual(allPhrases(t, family, lex), want, `${family} in ${JSON.stringify(t.slice(0, 120))}`);
          const first = findPhrase(t, family, lex);
          assert.deepEqual(first, want[0] && { index: want[0].index, words: want[0].words });
          found += want.length;
        }
      }
    }
    assert.ok(found > 100, `only ${found} phrases found: the corpora were not read`);
  });

  it('takes the phrase the expression takes, not one inside a word or after "can be"', () => {
    const all = Object.values(LEXICONS);
    assert.equal(findPhrase(fold('This booking can be cancelled until noon.'), 'cancellation', all), undefined);
    const t = fold('Reservation RC-1 has been cancelled as requested; the cancellation number is CX-99120.');
    assert.deepEqual(allPhrases(t, 'cancellation', all), byExpression(familyRe('cancellation', all), t));
    assert.ok(allPhrases(t, 'cancellation', all).length >= 1);
  });

  it('keeps the expression\'s choice among phrases at one place, and finds phrases that begin off a word start', () => {
    // Longest listed first, whatever the letter: "cancel" must not win over the longer phrases beginning there, a
    // phrase that may begin with anything ("(?:was|is) ...", "\\d...") is tried at every word, and "#"/":" phrases
    // (no word start) are found where they are.
    const list = ['cancel', 'cancelled', 'cancel\\p{L}* (?:by|on)', '(?:was|is) cancel\\p{L}*', '\\d+ cancel\\p{L}*', '[:#] ?\\d{3,}', 'x?ref \\d+', '(?<!be )annul\\p{L}*', 'is'];
    const scanner = new FamilyScanner(list);
    const re = wordsRe(list);
    const texts = ['it was cancelled by us', 'cancelled on monday', 'cancel it', 'booking #12345 is cancelled', 'ref 12 and xref 9 : 4444', 'can be annulled, then annulled', '3 cancellations', 'this is it', 'precancelled cancelledx cancel'];
    for (const t of texts) {
      const want = byExpression(re, t).map(({ index, end }) => ({ index, end }));
      const got: { index: number; end: number }[] = [];
      for (let m = scanner.next(t, 0); m; m = scanner.next(t, m.end)) got.push(m);
      assert.deepEqual(got, want, t);
      assert.ok(want.length, t);
    }
  });
});

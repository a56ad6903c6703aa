// fold (src/domain/hotelMail/dates.ts) lowercases the ASCII of a text with one toLowerCase after folding the other
// characters one by one: that is the same text only while every character's fold is lowercase and stays so. Checked
// for every code point (and lone surrogate), against the rule it replaced (each run of A-Z lowercased alone).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fold } from '../../src/domain/hotelMail/dates.js';

describe('fold', () => {
  it('every character folds to lowercase text that toLowerCase leaves as it is, so a text folds as its characters do', () => {
    const bad: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      const c = String.fromCodePoint(cp);
      // A distinct text each time (fold keeps the last few), the character first.
      const f = fold(`${c}|${cp}`).slice(0, c.length);
      if (f.toLowerCase() !== f || f.length !== c.length) bad.push(cp.toString(16));
    }
    assert.deepEqual(bad.slice(0, 20), []);
  });
  it('a mixed text folds to the same length, accents removed, capitals lowercased', () => {
    const text = 'Übernachtung MIT Frühstück, Réservation n° 4471 — İstanbul ǅ ß Σ';
    const f = fold(text);
    assert.equal(f.length, text.length);
    assert.equal(f, text.replace(/[^\x00-\x7f]/gu, (c) => fold(c)).replace(/[A-Z]+/g, (c) => c.toLowerCase()));
    assert.ok(f.startsWith('ubernachtung mit fruhstuck, reservation n'));
  });
});

// The reader's regular expressions are compiled straight to machine code (src/domain/hotelMail/nativeRegExp.ts): with
// V8's bytecode stage first, the bytecode of the reader's large expressions took V8's regexp-code count past its limit
// in the first replies read, and every expression compiled after that ran unoptimised, 3-8x slower, for the process's
// life (bench/RESULTS.md, "Reader speed, stop 9"). What a slow reader would not show in any test's readings is checked
// where it is decided: an expression of the reader has no bytecode after its first run, and every module of the reader
// that holds an expression imports nativeRegExp.js before anything else.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

const DIR = join(import.meta.dirname, '..', '..', 'src', 'domain', 'hotelMail');

describe('the reader compiles its regular expressions straight to machine code', () => {
  it('a lexicon family run once (a German reply read for a promise to answer later) holds machine code and no bytecode', () => {
    const lexicon = pathToFileURL(join(DIR, 'lexicon', 'index.ts')).href;
    // V8's own test functions (%RegexpHasBytecode) need --allow-natives-syntax, so a child process of its own.
    const script = `
      const { familyRe, findPhrase, lexiconsFor } = await import(${JSON.stringify(lexicon)});
      const found = findPhrase('vielen dank, wir melden uns morgen', 'pending', lexiconsFor('de'));
      const re = familyRe('pending', lexiconsFor('de'));
      console.log(JSON.stringify({ found: found?.words, bytecode: %RegexpHasBytecode(re, true), native: %RegexpHasNativeCode(re, true) }));`;
    const out = execFileSync(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    assert.deepEqual(JSON.parse(out.trim().split('\n').pop()!), { found: 'wir melden uns', bytecode: false, native: true });
  });

  it('every module of the reader that holds an expression imports nativeRegExp.js first', () => {
    const files = [...readdirSync(DIR).map((f) => join(DIR, f)), ...readdirSync(join(DIR, 'lexicon')).map((f) => join(DIR, 'lexicon', f))].filter((f) => f.endsWith('.ts') && !f.endsWith('nativeRegExp.ts'));
    const missing = files.filter((f) => {
      const text = readFileSync(f, 'utf8');
      // A regular expression literal after "=", "(", ",", ":", "[", "return" or "?" (as code, not in a comment), or a constructed one.
      const code = text.split('\n').filter((l) => !/^\s*(?:\/\/|\*|\/\*)/.test(l)).join('\n');
      const holds = /new RegExp\(|(?:[=(,:[?]|return)\s*\/(?![/*])(?:\\.|\[(?:\\.|[^\]\\])*\]|[^/\\\n[])+\/[dgimsuvy]*/.test(code);
      const first = /^import\s+[^;]*?['"]([^'"]+)['"]/m.exec(text)?.[1];
      return holds && !(first === './nativeRegExp.js' || first === '../nativeRegExp.js');
    });
    assert.deepEqual(missing.map((f) => f.slice(DIR.length + 1)), []);
  });
});

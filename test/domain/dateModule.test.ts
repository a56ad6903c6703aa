// Issue 27: one module (src/domain/time.ts) does zone and calendar arithmetic; nothing else in src/ does.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { calendarDate, dateAsUtcMidnight, parseTimestamp, timeKind, wallTimeToInstant } from '../../src/domain/time.js';

const SRC = join(import.meta.dirname, '..', '..', 'src');
const MODULE = 'domain/time.ts';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** What counts as doing zone arithmetic by hand, or around the module. */
const FORBIDDEN: [string, RegExp][] = [
  ['a luxon import', /from\s+['"]luxon['"]|import\(\s*['"]luxon['"]\s*\)|(?:require|load)\(\s*['"]luxon['"]\s*\)/],
  ['a Temporal API', /\bTemporal\./],
  ['getTimezoneOffset', /getTimezoneOffset\s*\(/],
  ['Intl.DateTimeFormat with a timeZone', /Intl\.DateTimeFormat\([^)]*timeZone/s],
  ['a timeZoneName format option', /timeZoneName\s*:/],
  ['toLocale...String with a timeZone', /toLocale(?:Date|Time)?String\([^)]*timeZone/s],
  ['the wall clock of this machine (getHours, getDate, new Date(y, m, d))', /\.get(?:Hours|Minutes|Date|Month|FullYear|Day)\(\)|new Date\(\s*\w+\.getFullYear\(\)/],
  ['a calendar day checked by rolling Date.UTC over', /getUTCMonth\(\)\s*!==|getUTCDate\(\)\s*!==|getUTCDate\(\)\s*===/],
  ['a date told by midnight plus a millisecond', /T00:00:00\.001Z|001Z`/],
];

describe('the date module', () => {
  it('is the only place in src/ that does zone arithmetic', () => {
    const found: string[] = [];
    for (const file of files(SRC)) {
      const rel = relative(SRC, file).split('\\').join('/');
      if (rel === MODULE) continue;
      const text = readFileSync(file, 'utf8');
      for (const [what, re] of FORBIDDEN) if (re.test(text)) found.push(`${rel}: ${what}`);
    }
    assert.deepEqual(found, [], `zone arithmetic outside ${MODULE}:\n${found.join('\n')}`);
  });

  it('the six hand-made places are gone or call it', () => {
    for (const gone of ['domain/timeZone.ts', 'domain/calendarDate.ts']) assert.throws(() => statSync(join(SRC, gone)), `${gone} is removed`);
    for (const user of ['domain/hotelTime.ts', 'domain/schemas.ts', 'client/dateFlags.ts', 'domain/hotelMail/dates.ts']) {
      assert.match(readFileSync(join(SRC, user), 'utf8'), /from '(?:\.\.?\/)+(?:domain\/)?time\.js'/, `${user} imports the date module`);
    }
  });

  it('carries a date, an instant and a wall-clock time as kinds, never a date as midnight plus a millisecond', () => {
    assert.equal(timeKind('2027-03-10'), 'date');
    assert.equal(timeKind('2027-01-11T00:00:00.000Z'), 'instant', 'an instant on midnight UTC is an instant');
    assert.equal(timeKind('2027-03-10T15:00:00.000'), 'wall');
    assert.equal(wallTimeToInstant('2027-01-10T16:00:00.000', 'America/Los_Angeles'), '2027-01-11T00:00:00.000Z');
    assert.equal(dateAsUtcMidnight('2027-03-10'), '2027-03-10T00:00:00.000Z');
    assert.equal(calendarDate(2026, 2, 29), undefined);
    assert.equal(calendarDate(2028, 2, 29), '2028-02-29');
    assert.equal(parseTimestamp('2026-02-31'), undefined);
    assert.equal(parseTimestamp('2027-03-10 24:00'), undefined);
    assert.equal(parseTimestamp('2027-03-10T15:00+0900')?.instant, '2027-03-10T06:00:00.000Z');
    assert.equal(parseTimestamp('2027-03-10 15:00')?.wall, '2027-03-10T15:00:00.000');
    assert.equal(parseTimestamp('2028-02-29T23:59:59.5Z')?.instant, '2028-02-29T23:59:59.500Z');
    assert.equal(parseTimestamp('2027-02-29'), undefined);
  });
});

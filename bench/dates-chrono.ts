// chrono-node against the reader's own date rules (src/domain/hotelMail/dates.ts and the relative rules of facts.ts),
// on the date forms hotels write in the six languages (issue 25): for each phrase, is the stay date it states read as
// the right calendar day? The booking (check-in 2027-12-12, check-out 2027-12-15) supplies the year and what
// "one day later" is relative to, for both. Run: node --import tsx bench/dates-chrono.ts
import * as chrono from 'chrono-node';
import { findDates } from '../src/domain/hotelMail/dates.js';
import { relativeDates } from '../src/domain/hotelMail/facts.js';
import type { Language } from '../src/domain/hotelMail/types.js';

const IN = '2027-12-12';
const OUT = '2027-12-15';
// [language, phrase, the date it states]
const CASES: [Language, string, string][] = [
  ['en', 'arrival on 13 December 2027', '2027-12-13'], ['en', 'arriving December 13th', '2027-12-13'], ['en', 'arrival 13-Dec-2027', '2027-12-13'],
  ['en', 'check-in 13/12/2027', '2027-12-13'], ['en', 'arrival 13/12', '2027-12-13'], ['en', 'the guest arrives one day later', '2027-12-13'],
  ['en', 'departure on the 16th', '2027-12-16'], ['en', 'one night less', '2027-12-14'],
  ['es', 'llegada el 13 de diciembre de 2027', '2027-12-13'], ['es', 'llegada el 13 dic.', '2027-12-13'], ['es', 'entrada 13/12', '2027-12-13'],
  ['es', 'llegada un día más tarde', '2027-12-13'], ['es', 'salida el día 16', '2027-12-16'], ['es', 'una noche más', '2027-12-16'],
  ['fr', 'arrivée le 13 décembre 2027', '2027-12-13'], ['fr', 'arrivée le 13/12', '2027-12-13'], ['fr', 'arrivée le 13 déc.', '2027-12-13'],
  ['fr', "l'arrivée du client un jour plus tard", '2027-12-13'], ['fr', 'départ le 16', '2027-12-16'], ['fr', 'une nuit de moins', '2027-12-14'],
  ['de', 'Anreise am 13.12. statt am 12.12.', '2027-12-13'], ['de', 'Anreise am 13. Dezember 2027', '2027-12-13'], ['de', 'Anreise 13.12.2027', '2027-12-13'],
  ['de', 'Anreise einen Tag später', '2027-12-13'], ['de', 'Abreise am 16.', '2027-12-16'], ['de', 'eine Nacht weniger', '2027-12-14'],
  ['it', 'arrivo il 13 dicembre 2027', '2027-12-13'], ['it', 'arrivo il 13/12', '2027-12-13'], ['it', 'arrivo 13 dic', '2027-12-13'],
  ['it', 'arrivo un giorno dopo', '2027-12-13'], ['it', 'partenza il 16', '2027-12-16'], ['it', 'una notte in meno', '2027-12-14'],
  ['pt', 'chegada a 13 de dezembro de 2027', '2027-12-13'], ['pt', 'chegada 13/12', '2027-12-13'], ['pt', 'chegada a 13 dez.', '2027-12-13'],
  ['pt', 'chegada um dia depois', '2027-12-13'], ['pt', 'saída no dia 16', '2027-12-16'], ['pt', 'uma noite a menos', '2027-12-14'],
];

const PARSERS: Record<Language, chrono.Chrono> = { en: chrono.en.GB, es: chrono.es.casual, fr: chrono.fr.casual, de: chrono.de.casual, it: chrono.it?.casual ?? chrono.casual, pt: chrono.pt.casual };
const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

function ours(lang: Language, text: string): string | undefined {
  const dates = findDates(text, 'day-first', IN, lang);
  const rel = relativeDates(text, lang, IN, OUT, dates);
  return dates[0]?.readings[0] ?? rel[0]?.day;
}
function theirs(lang: Language, text: string): string | undefined {
  const r = PARSERS[lang].parse(text, new Date(`${IN}T12:00:00`), { forwardDate: true });
  return r[0] ? ymd(r[0].start.date()) : undefined;
}

let a = 0;
let b = 0;
const rows: string[] = [];
for (const [lang, text, want] of CASES) {
  const o = ours(lang, text);
  const c = theirs(lang, text);
  if (o === want) a++;
  if (c === want) b++;
  if (o !== want || c !== want) rows.push(`  ${lang} ${JSON.stringify(text)}: want ${want}, reader ${o ?? '-'}, chrono ${c ?? '-'}`);
}
console.log(`date phrases: ${CASES.length}; the reader's rules read ${a} right, chrono-node ${b}`);
console.log(rows.join('\n'));

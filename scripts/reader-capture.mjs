// A module hook for scripts/reader-check.ts: while a test file runs, every call of readHotelMail is recorded (the
// parsed mail and the bookings, one JSON line each) to the file READER_CAPTURE names, so that the probe replies the
// tests build in code can be read again by another version of the reader. Load it with
// `node --import tsx --import ./scripts/reader-capture.mjs test/mail/<file>.test.ts`.
import { register } from 'node:module';

if (process.env.READER_CAPTURE) {
  register(
    'data:text/javascript,' +
      encodeURIComponent(`
export async function load(url, context, next) {
  const r = await next(url, context);
  if (!url.includes('/src/domain/hotelMail/read.ts')) return r;
  const source = String(r.source) + \`
;{
  const { appendFileSync } = await import('node:fs');
  const original = readHotelMail;
  readHotelMail = function (mail, expected) {
    appendFileSync(${JSON.stringify(process.env.READER_CAPTURE)}, JSON.stringify({ mail, expected }) + '\\\\n');
    return original(mail, expected);
  };
}\`;
  return { ...r, source };
}
`),
    import.meta.url,
  );
}

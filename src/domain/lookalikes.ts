// BookingCodes an operator may have meant when the one typed does not exist: letters and digits that look alike
// (O/0, I/1/l, S/5, B/8, Z/2), one at a time, and the case as typed or upper (issue 28: `show EM-5O5` for EM-505).
// Each candidate is one indexed lookup, so no scan of the account's bookings is needed.

const LOOK_ALIKE: Record<string, string[]> = {
  O: ['0'], o: ['0'], '0': ['O', 'o'],
  I: ['1', 'l'], l: ['1', 'I'], '1': ['I', 'l'], i: ['1'],
  S: ['5'], s: ['5'], '5': ['S', 's'],
  B: ['8'], '8': ['B'],
  Z: ['2'], z: ['2'], '2': ['Z', 'z'],
};

/** At most `limit` codes that differ from `code` by one look-alike character, or only by case; `code` itself excluded. */
export function lookalikeCodes(code: string, limit = 40): string[] {
  const out = new Set<string>();
  for (const base of new Set([code, code.toUpperCase()])) {
    if (base !== code) out.add(base);
    for (let i = 0; i < base.length && out.size < limit; i++) {
      for (const alt of LOOK_ALIKE[base[i]] ?? []) out.add(base.slice(0, i) + alt + base.slice(i + 1));
    }
  }
  out.delete(code);
  return [...out].slice(0, limit);
}

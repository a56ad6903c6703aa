// Time and randomness are injected so rules, the queue and the simulator are deterministic in tests.

export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * An instant as ISO 8601 text. The last one is kept: a contact's completion writes the same tick's time into a
 * dozen rows (history, reply, event, delivery), and a Date and its text each time were 1% of a drain's queue thread.
 */
export function iso(ms: number): string {
  if (ms !== lastIso.ms) {
    lastIso.text = new Date(ms).toISOString();
    lastIso.ms = ms;
  }
  return lastIso.text;
}
const lastIso = { ms: NaN, text: '' };

export const HOUR = 3_600_000;
export const MINUTE = 60_000;
export const DAY = 24 * HOUR;

/** A small seeded PRNG (mulberry32) for the simulator and jitter. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Time and randomness are injected so rules, the queue and the simulator are deterministic in tests.

export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export const iso = (ms: number) => new Date(ms).toISOString();

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

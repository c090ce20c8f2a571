/** A seeded random source: returns floats in [0, 1). The same seed always gives the same sequence. */
export type Random = () => number;

/** mulberry32: a small, fast, well-mixed 32-bit PRNG; seeds are any integers. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [0, n). */
export const randomInt = (rand: Random, n: number): number => Math.floor(rand() * n);

/** Shuffle an array (or typed array) in place, Fisher-Yates. */
export function shuffleInPlace<T extends { length: number; [i: number]: unknown }>(rand: Random, a: T): T {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
  return a;
}

/**
 * A small deterministic PRNG for tests that draw random cases: a test must fail the same way on
 * every run, so no Math.random. A 32-bit linear congruential step; the top 24 bits returned.
 */
export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s >>> 8;
  };
}

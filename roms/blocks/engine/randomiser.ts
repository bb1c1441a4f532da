/**
 * Which piece comes next. The seeds draw each piece independently (Zhou: a random index of 19,
 * Qiu: a random number 1–7, the blog: Math.floor(Math.random()*7)+1); the Guideline deals from
 * a "7-bag": the seven pieces in random order, then a fresh bag, so no piece waits more than 12.
 * The random numbers come from outside — the program passes Turbo C's random(n), seeded from the
 * BIOS clock as TETRIS.C seeds it, so a replay (same start time) deals the same pieces.
 */

/** 0 … n − 1, like Turbo C's random(n). */
export type RandomInt = (n: number) => number;

export type RandomiserKind = 'uniform' | 'bag';

export class Randomiser {
  private bag: number[] = [];

  constructor(readonly kind: RandomiserKind, readonly kinds: number, private readonly rnd: RandomInt) {}

  next(): number {
    if (this.kind === 'uniform') return this.draw(this.kinds);
    if (this.bag.length === 0) this.bag = this.shuffledBag();
    return this.bag.shift()!;
  }

  /** A fresh bag: 0 … kinds − 1 shuffled (Fisher–Yates, from the last place down). */
  private shuffledBag(): number[] {
    const bag = Array.from({ length: this.kinds }, (_, i) => i);
    for (let i = bag.length - 1; i > 0; i--) {
      const j = this.draw(i + 1);
      [bag[i], bag[j]] = [bag[j]!, bag[i]!];
    }
    return bag;
  }

  private draw(n: number): number {
    const r = this.rnd(n);
    if (!Number.isInteger(r) || r < 0 || r >= n) throw new Error(`Randomiser: random(${n}) gave ${r}, not 0…${n - 1}`);
    return r;
  }
}

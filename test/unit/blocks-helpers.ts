// Shared helpers of the BLOCKS unit tests (not a test file itself).
import { Game } from '../../roms/blocks/engine/game.ts';
import type { RandomInt } from '../../roms/blocks/engine/randomiser.ts';
import { DEFAULT_OPTIONS, type GameOptions, type Profile } from '../../roms/blocks/profiles/index.ts';

/** A small LCG standing in for Turbo C's random(n) (the engine takes any 0…n−1 source). */
export function lcg(seed: number): RandomInt {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 0x015a4e35) + 1) >>> 0;
    return ((s >>> 16) & 0x7fff) % n;
  };
}

/** A source that deals the kinds in `order`, then repeats the last. */
export function dealing(order: number[]): RandomInt {
  let i = 0;
  return (n) => {
    const k = order[Math.min(i++, order.length - 1)]!;
    if (k >= n) throw new Error(`dealing: ${k} ≥ ${n}`);
    return k;
  };
}

export function newGame(profile: Profile, options: Partial<GameOptions> = {}, rnd: RandomInt = lcg(1)): Game {
  return new Game(profile, { ...DEFAULT_OPTIONS, ...options }, rnd);
}

/** Cells as sorted "x,y" strings, for set comparisons. */
export function cellKeys(cells: readonly (readonly [number, number])[]): string[] {
  return cells.map(([x, y]) => `${x},${y}`).sort();
}

/** A cell set moved so its minimum x and y are 0 (shape without position). */
export function normalise(cells: readonly (readonly [number, number])[]): string[] {
  const mx = Math.min(...cells.map((c) => c[0])), my = Math.min(...cells.map((c) => c[1]));
  return cellKeys(cells.map(([x, y]) => [x - mx, y - my] as const));
}

/** The shape turned 90° (either way: the set of all four turns is what tests compare). */
export function turns(cells: readonly (readonly [number, number])[]): string[][] {
  const out: string[][] = [];
  let c = cells.slice();
  for (let i = 0; i < 4; i++) {
    out.push(normalise(c));
    c = c.map(([x, y]) => [-y, x] as const);
  }
  return out;
}

/**
 * A source that makes every 7-bag deal `first` first, then the remaining kinds in order: the
 * draws Fisher–Yates (last place down, j = random(i + 1)) needs to produce that order.
 */
export function bagDealing(first: number[]): RandomInt {
  const order = [...first, ...[0, 1, 2, 3, 4, 5, 6].filter((k) => !first.includes(k))];
  const bag = [0, 1, 2, 3, 4, 5, 6];
  const draws: number[] = [];
  for (let i = 6; i > 0; i--) {
    const j = bag.indexOf(order[i]!);
    if (j > i) throw new Error('bagDealing: not a permutation');
    draws.push(j);
    [bag[i], bag[j]] = [bag[j]!, bag[i]!];
  }
  let n = 0;
  return (m) => {
    const j = draws[n++ % draws.length]!;
    if (j >= m) throw new Error(`bagDealing: draw ${j} ≥ ${m}`);
    return j;
  };
}

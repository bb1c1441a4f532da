/**
 * Line-clear gravity: what happens to the stack above a cleared line.
 *
 * - naive: every row above falls by the number of cleared rows beneath it, as one slab; blocks may
 *   stay hanging over holes (the classic rule, and every seed's).
 * - sticky: the stack is split into connected regions by a flood fill, each region falls on its
 *   own until it rests on the floor or on another region, and new full lines are cleared again —
 *   a chain reaction, each round a step of the chain.
 * - cascade: the same, but the bodies are the locked pieces (what is left of each): cells of one
 *   piece that still touch fall together, pieces fall separately even when they touch.
 *
 * Flood fill, in plain words: start at one filled cell, mark it, then visit its four neighbours
 * (left, right, up, down); every neighbour that is filled (and, for cascade, from the same piece)
 * and not yet marked is marked too and visited in turn. When nothing new can be reached, the marked
 * cells are one region — as a paint bucket fills one area of a picture. Repeat from any filled
 * cell not marked yet until every filled cell belongs to a region.
 */
import type { Field } from './field.ts';

export const LINE_GRAVITIES = ['naive', 'sticky', 'cascade'] as const;
export type LineGravity = (typeof LINE_GRAVITIES)[number];

/** Clear full rows and let everything above fall as one slab; returns how many rows went. */
export function removeNaive(field: Field): number {
  let removed = 0;
  for (let y = field.rows - 1; y >= 0; y--) {
    while (y >= 0 && field.isFullRow(y)) {
      for (let k = y; k > 0; k--) field.copyRow(k - 1, k);
      field.clearRow(0);
      removed++;
    }
  }
  return removed;
}

/** Empty the full rows where they are (nothing falls); returns how many. */
export function emptyFullRows(field: Field): number {
  const full = field.fullRows();
  for (const y of full) field.clearRow(y);
  return full.length;
}

/**
 * The stack's regions by flood fill: lists of cell indices (y * width + x). `byBody`: only cells
 * of the same locked piece join (cascade); otherwise any filled neighbour does (sticky).
 */
export function floodRegions(field: Field, byBody: boolean): number[][] {
  const w = field.width, n = w * field.rows;
  const seen = new Uint8Array(n);
  const regions: number[][] = [];
  const stack: number[] = [];
  for (let start = 0; start < n; start++) {
    if (seen[start] || field.color[start] === 0) continue;
    const region: number[] = [];
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      region.push(i);
      const x = i % w;
      const around = [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w];
      for (const j of around) {
        if (j < 0 || j >= n || seen[j] || field.color[j] === 0) continue;
        if (byBody && field.body[j] !== field.body[i]) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
    regions.push(region);
  }
  return regions;
}

/** Let each region fall on its own until nothing moves; true when anything fell. */
export function settleRegions(field: Field, regions: number[][]): boolean {
  const w = field.width;
  let movedAny = false;
  // The lowest regions first, so the ones above land on them; repeat until no region moves
  // (interlocked shapes may need another pass).
  const bottom = (r: number[]): number => Math.max(...r.map((i) => Math.floor(i / w)));
  const order = regions.slice().sort((a, b) => bottom(b) - bottom(a));
  for (let moved = true; moved;) {
    moved = false;
    for (const region of order) {
      const colors = region.map((i) => field.color[i]!);
      const bodies = region.map((i) => field.body[i]!);
      for (const i of region) { field.color[i] = 0; field.body[i] = 0; }
      let d = 0;
      while (region.every((i) => !field.blocked(i % w, Math.floor(i / w) + d + 1))) d++;
      region.forEach((i, k) => {
        const j = i + d * w;
        field.color[j] = colors[k]!;
        field.body[j] = bodies[k]!;
        region[k] = j;
      });
      if (d > 0) moved = movedAny = true;
    }
  }
  return movedAny;
}

/**
 * Clear lines under `mode`: the rows removed at each step of the chain ([] when none was full;
 * naive always has at most one step).
 */
export function clearLines(field: Field, mode: LineGravity): number[] {
  if (mode === 'naive') {
    const n = removeNaive(field);
    return n ? [n] : [];
  }
  const steps: number[] = [];
  for (;;) {
    const n = emptyFullRows(field);
    if (n === 0) return steps;
    steps.push(n);
    settleRegions(field, floodRegions(field, mode === 'cascade'));
  }
}

/**
 * A position as the engine sees it: the discs of the side to move (pl, ph) and of the other side
 * (ol, oh), each a two-half bitboard (bits.ts). Conversions from the ROM's cells array and from
 * the 64-character board text of Edax's problem files.
 */
import { popcount } from './bits.ts';

export interface Position { pl: number; ph: number; ol: number; oh: number }

/** 1 = black, 2 = white (0 = empty in a cells array). */
export type Colour = 1 | 2;

/** The position for `toMove` from 64 cells (0 empty, 1 black, 2 white); throws naming the bad cell. */
export function fromCells(cells: ArrayLike<number>, toMove: Colour, where = 'fromCells'): Position {
  if (cells.length !== 64) throw new Error(`${where}: a board has 64 cells, got ${cells.length}`);
  if (toMove !== 1 && toMove !== 2) throw new Error(`${where}: the side to move is 1 (black) or 2 (white), got ${String(toMove)}`);
  let bl = 0, bh = 0, wl = 0, wh = 0;
  for (let s = 0; s < 64; s++) {
    const c = cells[s];
    const bit = 1 << (s & 31);
    if (c === 1) { if (s < 32) bl |= bit; else bh |= bit; }
    else if (c === 2) { if (s < 32) wl |= bit; else wh |= bit; }
    else if (c !== 0) throw new Error(`${where}: cell ${s} holds ${String(c)} (0 empty, 1 black, 2 white)`);
  }
  return toMove === 1 ? { pl: bl, ph: bh, ol: wl, oh: wh } : { pl: wl, ph: wh, ol: bl, oh: bh };
}

/** Empty squares of a position. */
export function empties(p: Position): number {
  return 64 - popcount(p.pl) - popcount(p.ph) - popcount(p.ol) - popcount(p.oh);
}

/** Final score for the side to move, empties going to the winner (the FFO/Edax convention). */
export function finalScore(pl: number, ph: number, ol: number, oh: number): number {
  const p = popcount(pl) + popcount(ph), o = popcount(ol) + popcount(oh);
  const d = p - o, e = 64 - p - o;
  return d > 0 ? d + e : d < 0 ? d - e : 0;
}

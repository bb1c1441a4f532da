/**
 * Baseline for figure 8: perft the way a first Reversi program is written — a 64-cell array, the
 * 8 directions walked square by square for every empty square, make/unmake on the array.
 */
const DX = [1, -1, 0, 0, 1, -1, 1, -1];
const DY = [0, 0, 1, -1, 1, -1, -1, 1];

function flipsFrom(c: Int8Array, who: number, sq: number, out: number[] | null): number {
  if (c[sq] !== 0) return 0;
  const them = 3 - who;
  let n = 0;
  for (let d = 0; d < 8; d++) {
    let x = (sq & 7) + DX[d]!, y = (sq >> 3) + DY[d]!, k = 0;
    while (x >= 0 && x < 8 && y >= 0 && y < 8 && c[x + 8 * y] === them) { x += DX[d]!; y += DY[d]!; k++; }
    if (k > 0 && x >= 0 && x < 8 && y >= 0 && y < 8 && c[x + 8 * y] === who) {
      n += k;
      if (out) for (let j = 1; j <= k; j++) out.push(sq + j * (DX[d]! + 8 * DY[d]!));
    }
  }
  return n;
}

export function mailboxPerft(c: Int8Array, who: number, depth: number, passed = false): number {
  const legal: number[] = [];
  for (let s = 0; s < 64; s++) if (flipsFrom(c, who, s, null) > 0) legal.push(s);
  if (legal.length === 0) {
    if (passed) return 1;
    return depth === 1 ? 1 : mailboxPerft(c, 3 - who, depth - 1, true);
  }
  if (depth === 1) return legal.length;
  let n = 0;
  const flipped: number[] = [];
  for (const s of legal) {
    flipped.length = 0;
    flipsFrom(c, who, s, flipped);
    for (const f of flipped) c[f] = who;
    c[s] = who;
    n += mailboxPerft(c, 3 - who, depth - 1);
    c[s] = 0;
    for (const f of flipped) c[f] = 3 - who;
  }
  return n;
}

export function mailboxStart(): Int8Array {
  const c = new Int8Array(64);
  c[27] = 2; c[36] = 2; c[28] = 1; c[35] = 1;
  return c;
}

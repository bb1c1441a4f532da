/**
 * What the Reversi engine's training tools (reversi-estimate.ts, reversi-patterns.ts) share: their
 * command line's errors and options, legal moves as a list, the normal equations' solution.
 */
import { moves, out } from '../roms/reversi/engine/moves.ts';

/** The tool's name in its error messages (set by the tool). */
let tool = 'reversi';
export const nameTool = (name: string): void => { tool = name; };

export function fail(message: string): never {
  process.stderr.write(`${tool}: ${message}\n`);
  process.exit(2);
}

export function option(args: string[], name: string): string {
  const i = args.indexOf(name);
  if (i < 0 || i + 1 >= args.length) fail(`${name} VALUE is missing`);
  return args[i + 1]!;
}

export function count(args: string[], name: string): number {
  const v = Number(option(args, name));
  if (!Number.isInteger(v) || v < 1) fail(`${name} takes a positive whole number, got ${option(args, name)}`);
  return v;
}

/** The legal moves of (pl, ph) as squares. */
export function legalMoves(pl: number, ph: number, ol: number, oh: number): number[] {
  moves(pl, ph, ol, oh);
  const ml = out.lo, mh = out.hi, list: number[] = [];
  for (let s = 0; s < 64; s++) if ((((s < 32 ? ml : mh) >>> (s & 31)) & 1) !== 0) list.push(s);
  return list;
}

/** Solves the normal equations a·w = b (n×n, row-major) by Gaussian elimination with pivoting. */
export function solveLinear(a: Float64Array, b: Float64Array, n: number): Float64Array {
  const m = a.slice(), v = b.slice();
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r * n + c]!) > Math.abs(m[p * n + c]!)) p = r;
    for (let k = 0; k < n; k++) { const t = m[c * n + k]!; m[c * n + k] = m[p * n + k]!; m[p * n + k] = t; }
    const t = v[c]!; v[c] = v[p]!; v[p] = t;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const q = m[r * n + c]! / m[c * n + c]!;
      for (let k = 0; k < n; k++) m[r * n + k] -= q * m[c * n + k]!;
      v[r] -= q * v[c]!;
    }
  }
  return v.map((x, i) => x / m[i * n + i]!);
}

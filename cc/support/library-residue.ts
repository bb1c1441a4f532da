/**
 * What TC 2.0's library leaves on the stack below its caller's SP: the words a call of the real
 * library writes there (its arguments as it changed them, the return address, the BP, SI and DI it
 * saves, the flags, CS and IP an INT 10h pushes under them) stay after it returns, and a function
 * called next at the same depth finds them in its uninitialised locals — as the capture harness'
 * main calls window, textattr and clrscr before the program's main (corpus C1641, C1642, C1651,
 * C1682: `int a, b; scanf("%d,%d", &a, &b)` given "5 100 …" prints b = 60, the SI clrscr saved).
 *
 * Measured (test/fixtures/stack SR2 and SR3; SR2: each call with SI 1111h, DI 2222h, the stack below it filled
 * with EEEEh first): the words each call writes, from SP − 2 down. Exact: the arguments, SI, DI, BP,
 * the flags of the INT (clrscr's as after window(1, 1, 80, 25)) and CS (DOSBox's PSP 0192h + 10h, as the oracle runs
 * a program; the machine's own segread says 0800h). Not exact: return addresses and other code
 * offsets of TCC's x86 code, which the machine does not produce (they move with the program's code
 * size: corpus C1647 reads clrscr's INT return offset as 12219, SR2 as 8105); SR2's values stand
 * for them.
 */
import type { DataSegment } from './memory.ts';

/** CS as DOSBox runs the oracle's programs: its first free paragraph (the PSP) 0192h, plus 10h. */
const DOSBOX_CS = 0x01a2;

/**
 * A word of a call's residue: a number as it is (a code offset, or a constant), or what the call
 * had: `a0`… an argument (`a0-1`: less one, as window keeps its corners 0-based), the caller's
 * `bp`, `si`, `di`, or `cs`.
 */
type Word = number | 'bp' | 'si' | 'di' | 'cs' | `a${number}` | `a${number}-1` | ((args: readonly number[]) => number);

/** The 8086's parity flag of a result's low byte: set for an even count of 1 bits. */
const parity = (v: number): boolean => {
  let b = v & 0xff;
  b ^= b >> 4;
  b ^= b >> 2;
  b ^= b >> 1;
  return (b & 1) === 0;
};

/** From SP − 2 down (SR2). */
const RESIDUE: Readonly<Record<string, readonly Word[]>> = {
  // window(l, t, r, b): its arguments 0-based in place, then its call of the video BIOS's helper,
  // whose INT 10h finds the parity of the left column, 0-based (SR3: 7206h for (1, 1, 80, 25) and
  // (1, 1, 40, 25), 7202h for (3, 4, 50, 20), (2, 2, 79, 24), (5, 3, 60, 22); (10, 5, 70, 20)'s 7216h
  // has the auxiliary carry too, not modelled)
  window: ['a3-1', 'a2-1', 'a1-1', 'a0-1', 725, 'bp', 11800, 'si', 'di', (a) => (parity((a[0] ?? 0) - 1) ? 0x7206 : 0x7202), 'cs', 8105],
  textattr: ['a0', 965, 'bp'],
  textcolor: ['a0', 1520, 'bp'],
  // clrscr: a call of the scroll helper, which saves SI and DI and calls INT 10h (flags 7297h after window(1, 1, 80, 25))
  clrscr: [1185, 8351, 'si', 'di', 0x7297, 'cs', 8105, 8336, 'bp'],
};

/** The library functions whose residue is modelled. */
export const RESIDUE_CALLS: ReadonlySet<string> = new Set(Object.keys(RESIDUE));

/**
 * Writes `name`'s residue below SP now (the caller's SP before its arguments). `bp`: the caller's
 * BP, or −1 where the machine keeps none (a function with no frame in memory: C0's, 8 above the SP
 * main is called with, SR2).
 */
export function leaveResidue(D: DataSegment, name: string, args: readonly number[], bp: number): void {
  const words = RESIDUE[name];
  if (words === undefined) return;
  const sp = D.sp();
  const caller = bp < 0 ? D.stackStart + 8 : bp;
  words.forEach((w, i) => {
    const at = sp - 2 * (i + 1);
    if (at < D.brk) return;
    let v: number;
    if (typeof w === 'number') v = w;
    else if (typeof w === 'function') v = w(args);
    else if (w === 'bp') v = caller;
    else if (w === 'si') v = D.si();
    else if (w === 'di') v = D.di();
    else if (w === 'cs') v = DOSBOX_CS;
    else v = (args[Number(w.slice(1, 2))] ?? 0) - (w.endsWith('-1') ? 1 : 0);
    D.dv.setUint16(at, v & 0xffff, true);
  });
}

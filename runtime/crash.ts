/**
 * A ROM that threw: the crash the hosts show, naming the ROM and the C function it was in (from
 * the program's own call stack, runtime/calls.ts: the same text in every browser).
 */
export class RomCrash extends Error {
  constructor(
    readonly rom: string,
    readonly fn: string | null,
    readonly cause: unknown,
  ) {
    const what = cause instanceof Error ? cause.message : String(cause);
    // a compiled C program's fault names its file, line and function itself (cc/errors.ts CFault:
    // `GAME.C:12: in f(): …`): said once, not after the ROM's name and the function again
    const placed = cause instanceof Error && cause.name === 'CFault';
    super(placed ? what : `ROM ${rom} crashed${fn ? ` in ${fn}()` : ''}: ${what}`);
    this.name = 'RomCrash';
  }
}

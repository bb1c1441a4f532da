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
    super(`ROM ${rom} crashed${fn ? ` in ${fn}()` : ''}: ${what}`);
    this.name = 'RomCrash';
  }
}

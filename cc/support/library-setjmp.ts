/**
 * setjmp.h for compiled programs. A function that calls setjmp runs the statements from that call
 * to its end inside a loop with a catch (codegen/statements.ts); setjmp writes a token of its own into
 * the jmp_buf and returns what that loop says (0, or the value a longjmp brought); longjmp throws
 * a LongJump carrying the token, which unwinds the JS calls between (their `finally` blocks give
 * the C stack back) to the loop that owns it, which runs the setjmp statement again.
 */
import type { DataSegment } from './memory.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Binding = (...args: number[]) => any;

export const SETJMP_NAMES = ['setjmp', 'longjmp'] as const;

/** What longjmp throws; a frame whose setjmp wrote `setjmpToken` catches it. */
export class LongJump extends Error {
  constructor(
    readonly setjmpToken: number,
    readonly value: number,
  ) {
    // seen only when no frame catches it: the function that called setjmp has returned
    super('longjmp: the function that called setjmp with this jmp_buf has returned (or it was never set)');
  }
}

export function setjmpBindings(D: DataSegment): Record<(typeof SETJMP_NAMES)[number], Binding> {
  const dv = D.dv;
  let tokens = 0;
  return {
    setjmp: (buf) => {
      D.range('setjmp', buf, 20);
      const token = ++tokens;
      dv.setUint32(buf, token, true);
      return token;
    },
    longjmp: (buf, value) => {
      D.range('longjmp', buf, 20);
      // TC's longjmp(jb, 0) makes setjmp return 1 (oracle SJ1)
      throw new LongJump(dv.getUint32(buf, true), (value << 16) >> 16 || 1);
    },
  };
}

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

/** jmp_buf's words (setjmp.h): j_sp at 0, j_cs and j_ip at 6 and 8. */
const J_SP = 0, J_TOKEN = 6;

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
      // j_sp is the caller's SP with setjmp's argument pushed (libcheck FP1: a local's address less j_sp is 2 in a
      // function with one int local); the token stands where j_cs and j_ip would
      dv.setUint16(buf + J_SP, (D.sp() - 2) & 0xffff, true);
      dv.setUint32(buf + J_TOKEN, token, true);
      return token;
    },
    longjmp: (buf, value) => {
      D.range('longjmp', buf, 20);
      // TC's longjmp(jb, 0) makes setjmp return 1 (oracle SJ1)
      throw new LongJump(dv.getUint32(buf + J_TOKEN, true), (value << 16) >> 16 || 1);
    },
  };
}

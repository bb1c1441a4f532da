/**
 * signal.h for compiled programs, and the 8086's divide error (INT 0) as TC 2.0's run time takes
 * it (measured: test/fixtures/divide-error). C0 points INT 0 at its own handler, which writes
 * "Divide error" CR LF on handle 2 and ends the program with status 3, as abort() does (no atexit
 * function, no FILE buffer written). The first `signal(SIGFPE, …)` points INT 0 at signal's catcher
 * instead: it calls the program's handler with FPE_INTDIV0, resetting it to SIG_DFL first, and
 * returns to the division, which the 8086 runs again; under SIG_DFL the catcher ends the program
 * with status 1 and no message; under SIG_IGN the division runs again for ever.
 */
import { EINVAL, libFailed } from '../../runtime/tc/errno.ts';
import type { CFault } from '../errors.ts';
import type { DataSegment } from './memory.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Binding = (...args: number[]) => any;

export const SIGNAL_NAMES = ['signal', 'raise'] as const;

/** SIGINT, SIGILL, SIGFPE, SIGSEGV, SIGTERM, SIGABRT: the signals TC 2.0's signal() accepts (oracle DS1: 99 is SIG_ERR, EINVAL). */
const SIGNALS = [2, 4, 8, 11, 15, 22];
const SIGFPE = 8;
const SIG_DFL = 0, SIG_IGN = 1, SIG_ERR = 0xffff;
/** float.h's FPE_INTDIV0, the second argument a SIGFPE handler gets for a divide error (DZ21); raise's is FPE_EXPLICITGEN (DZ29). */
const FPE_INTDIV0 = 127, FPE_EXPLICITGEN = 140;
/** The second argument raise() hands a handler, by signal: float.h's *_EXPLICITGEN (libcheck FP1: SIGILL's 21, SIGSEGV's 11, SIGFPE's 140; the rest 0). */
const EXPLICITGEN = new Map([[SIGFPE, FPE_EXPLICITGEN], [4, 21], [11, 11]]);
/** The status SIGFPE's default action ends the program with once signal's catcher has INT 0 (DZ22, DZ27, DZ28). */
const SIGFPE_DEFAULT_STATUS = 1;
/** raise()'s default action for SIGTERM, SIGSEGV, SIGILL: the program ends with status 1 (libcheck SG2–SG4). */
const DEFAULT_STATUS = 1;
const SIGINT = 2, SIGABRT = 22;
/** raise(SIGABRT)'s under SIG_DFL: abort()'s status (SG1). */
const ABORT_STATUS = 3;
/** What C0's INT 0 handler writes on handle 2 (DZ01). */
const DIVIDE_ERROR_MESSAGE = 'Divide error\r\n';
/** How a divide error is named where it happened, for a host (the CLI, the study page). */
const DIVIDE_ERROR_DETAIL = 'Divide error (division by zero)';
const DIVIDE_OVERFLOW_DETAIL = 'Divide error (-32768 / -1: the quotient does not fit an int)';

/** The program's handlers, and the divide error that goes through them. */
export interface Signals {
  readonly bindings: Record<(typeof SIGNAL_NAMES)[number], Binding>;
  /**
   * INT 0 raised by a division at `site` (by zero, or an int's -32768 / -1: `overflow`): returns
   * when the program's handler returned (the division then runs again), or ends the program.
   */
  divideError(site: number, overflow: boolean): void;
}

/**
 * `end(message, where, status)`: TC's ending of the program without its exit functions, abort's
 * (its status 3 unless another is given), the message on handle 2 first; `where` names the place,
 * for the hosts.
 */
export function signalBindings(D: DataSegment, end: (message: string, where: CFault, status?: number) => never): Signals {
  /** The handlers signal() installed, by signal number. */
  const handlers = new Map<number, number>();
  /** Calls the program's handler for `sig`, set back to SIG_DFL first (DZ22: a second division finds SIG_DFL). */
  const call = (sig: number, h: number, type: number, site: number): void => {
    handlers.set(sig, SIG_DFL);
    D.fn(h, site)(sig, type);
  };
  return {
    bindings: {
      signal: (sig, fn) => {
        if (!SIGNALS.includes(sig)) {
          libFailed(EINVAL);
          return SIG_ERR;
        }
        const old = handlers.get(sig) ?? SIG_DFL;
        handlers.set(sig, fn);
        return old;
      },
      raise: (sig) => {
        if (!SIGNALS.includes(sig)) return 1; // oracle DS1: raise(99) is 1, errno untouched
        const h = handlers.get(sig) ?? SIG_DFL;
        if (h === SIG_IGN) return 0;
        if (h === SIG_DFL) {
          if (sig === SIGFPE) end('', D.faultAt(D.at, "raise(SIGFPE): SIGFPE's default action"), SIGFPE_DEFAULT_STATUS); // DZ28
          // libcheck SG1–SG4: the program ends at once, no atexit function, no buffer written, no message (SIGABRT's
          // is abort()'s status 3 without abort()'s text), SIGTERM's, SIGSEGV's and SIGILL's status 1
          if (sig !== SIGINT) end('', D.faultAt(D.at, `raise(${sig}): the signal's default action`), sig === SIGABRT ? ABORT_STATUS : DEFAULT_STATUS);
          // SIGINT's is DOS's Ctrl-Break (INT 23h), which a batch file's shell answers with a question: not modelled
          throw new Error(`raise(${sig}): the signal's default action ends the program`);
        }
        call(sig, h, EXPLICITGEN.get(sig) ?? 0, D.at);
        return 0;
      },
    },
    divideError(site, overflow) {
      const what = overflow ? DIVIDE_OVERFLOW_DETAIL : DIVIDE_ERROR_DETAIL;
      const h = handlers.get(SIGFPE);
      if (h === undefined) end(DIVIDE_ERROR_MESSAGE, D.faultAt(site, what)); // C0's own handler (DZ01)
      if (h === SIG_DFL) end('', D.faultAt(site, `${what}, SIGFPE's default action`), SIGFPE_DEFAULT_STATUS);
      if (h === SIG_IGN) D.fault(site, `${what} with SIGFPE ignored (SIG_IGN): the 8086 runs the division again for ever (the real program hangs here)`);
      call(SIGFPE, h, FPE_INTDIV0, site);
    },
  };
}

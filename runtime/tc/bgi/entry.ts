/**
 * How every graphics.h entry point starts: one machine() lookup (it counts library calls), the
 * call in C syntax when the machine is tracing, and the state when graphics is installed.
 */
import { machine, type Machine } from '../../machine.ts';
import { bgi, type BgiState } from './state.ts';

export const grOk = 0, grNoInitGraph = -1, grError = -11;

/** The BGI state when graphics is installed; otherwise records grNoInitGraph and returns null. */
export function installed(m: Machine): BgiState | null {
  const st = bgi(m);
  if (st.installed) return st;
  st.result = grNoInitGraph;
  return null;
}

/**
 * The machine, after tracing the call (drawing calls are hot, so the text is built lazily). An
 * argument the text cannot show (a Symbol in a template literal) leaves the call untraced: the
 * call's own checks then throw the error that names it (bgi/args.ts).
 */
export function enter(describe: () => string): Machine {
  const m = machine();
  if (m.tracing) traced(m, describe);
  return m;
}

/**
 * enter's trace, for a hot call that looks the machine up itself and makes its text only when
 * tracing (getpixel: a closure over its arguments on every call was most of bgi-probes' garbage).
 */
export function traced(m: Machine, describe: () => string): void {
  let text: string | null = null;
  try {
    text = describe();
  } catch {
    // see above
  }
  if (text !== null) m.trace(text);
}

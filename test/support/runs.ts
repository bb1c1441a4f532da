/**
 * One run of a replay as the cross-checks compare it (the two engines, test/e2e/engines.test.ts;
 * the port and TETRIS.C from source, test/e2e/cc-tetris.test.ts): its frames, where the program
 * ended, the clock, the library calls and the trace.
 */
import * as assert from 'uvu/assert';
import type { Frame } from '../../src/shared/session.ts';

export interface Run {
  frames: Frame[];
  state: string;
  now: number;
  calls: number;
  trace: string[];
}

/** `b` equals `a`: frame names and pixels, program state, clock, call count, trace call for call. */
export function sameRun(what: string, a: Run, b: Run): void {
  assert.equal(b.frames.map((f) => f.name), a.frames.map((f) => f.name), `${what}: frame names`);
  for (let i = 0; i < a.frames.length; i++) {
    const pa = a.frames[i]!.pixels, pb = b.frames[i]!.pixels;
    let diff = 0;
    for (let j = 0; j < pa.length; j++) if (pa[j] !== pb[j]) diff++;
    assert.is(diff, 0, `${what}: frame ${a.frames[i]!.name} differs in ${diff} pixels`);
  }
  assert.is(b.state, a.state, `${what}: program state`);
  assert.is(b.now, a.now, `${what}: clock`);
  assert.is(b.calls, a.calls, `${what}: library calls`);
  const at = a.trace.findIndex((call, i) => b.trace[i] !== call);
  assert.is(at === -1 && b.trace.length === a.trace.length ? -1 : at, -1, `${what}: traces part at call ${at}: ${a.trace[at]} against ${b.trace[at]}`);
}

/**
 * One run of a replay as the cross-checks compare it (the two engines, test/e2e/engines.test.ts;
 * the port and TETRIS.C from source, test/e2e/cc-tetris.test.ts, cc-random-games.test.ts): its
 * frames, where the program ended, the clock, the library calls and the trace.
 */
import * as assert from 'uvu/assert';
import { ReplaySession, type Frame, type SessionOptions } from '../../src/shared/session.ts';
import type { Replay } from '../../src/shared/replay.ts';

export interface Run {
  frames: Frame[];
  state: string;
  now: number;
  calls: number;
  trace: Trace;
}

/** The calls met so far, each a number (shared by every Trace, so that two traces compare as numbers). */
const callNames: string[] = [];
const callIds = new Map<string, number>();

/**
 * A run's trace, call for call, kept as numbers: a Tetris game makes ~160 000 calls of a few dozen
 * kinds (bioskey(1), delay(10)…), which kept as strings were most of a cross-check's memory and
 * garbage collection.
 */
export class Trace {
  private ids = new Int32Array(1 << 12);
  length = 0;

  /** Append `call` (a machine's onTrace). */
  readonly push = (call: string): void => {
    let id = callIds.get(call);
    if (id === undefined) {
      id = callNames.push(call) - 1;
      callIds.set(call, id);
    }
    if (this.length === this.ids.length) {
      const more = new Int32Array(this.ids.length * 2);
      more.set(this.ids);
      this.ids = more;
    }
    this.ids[this.length++] = id;
  };

  /** The `i`-th call (undefined past the end). */
  at(i: number): string | undefined {
    return i < this.length ? callNames[this.ids[i]!] : undefined;
  }

  /** Where this trace and `other` first part (the shorter one's length when one goes on), or -1. */
  partsFrom(other: Trace): number {
    const n = Math.min(this.length, other.length);
    for (let i = 0; i < n; i++) if (this.ids[i] !== other.ids[i]) return i;
    return this.length === other.length ? -1 : n;
  }
}

const bytes = (p: Uint8Array): Buffer => Buffer.from(p.buffer, p.byteOffset, p.byteLength);

/**
 * runReplay keeping what a cross-check compares: a frame whose pixels equal the frame's before it
 * shares that frame's array (a replay's frames every 97 ms are mostly the same screen, 300 KB each).
 */
export function runShared(replay: Replay, options: SessionOptions): { frames: Frame[]; session: ReplaySession } {
  const frames: Frame[] = [];
  const session = new ReplaySession(replay, {
    ...options,
    onFrame: (f) => {
      const last = frames[frames.length - 1];
      if (last && last.pixels.length === f.pixels.length && bytes(last.pixels).equals(bytes(f.pixels))) f.pixels = last.pixels;
      frames.push(f);
    },
  });
  session.runToEnd();
  return { frames, session };
}

/** `b` equals `a`: frame names and pixels, program state, clock, call count, trace call for call. */
export function sameRun(what: string, a: Run, b: Run): void {
  assert.equal(b.frames.map((f) => f.name), a.frames.map((f) => f.name), `${what}: frame names`);
  for (let i = 0; i < a.frames.length; i++) {
    const pa = a.frames[i]!.pixels, pb = b.frames[i]!.pixels;
    // Both runs' screens unchanged since the frame before, which was equal: equal again.
    if (i > 0 && pa === a.frames[i - 1]!.pixels && pb === b.frames[i - 1]!.pixels) continue;
    if (pa.length === pb.length && bytes(pa).equals(bytes(pb))) continue;
    let diff = Math.abs(pa.length - pb.length);
    for (let j = 0; j < Math.min(pa.length, pb.length); j++) if (pa[j] !== pb[j]) diff++;
    assert.is(diff, 0, `${what}: frame ${a.frames[i]!.name} differs in ${diff} pixels`);
  }
  assert.is(b.state, a.state, `${what}: program state`);
  assert.is(b.now, a.now, `${what}: clock`);
  assert.is(b.calls, a.calls, `${what}: library calls`);
  const at = a.trace.partsFrom(b.trace);
  assert.is(at, -1, `${what}: traces part at call ${at}: ${a.trace.at(at)} against ${b.trace.at(at)}`);
}

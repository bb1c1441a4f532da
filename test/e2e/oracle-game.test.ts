// The game's screens against the original's, captured in DOSBox 0.74 from real Turbo C 2.0
// (../shared/oracle, see its README): 0 differing pixel indices allowed.
import { test } from 'uvu';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findRom, findSyncRom } from '../../roms/index.ts';
import { parseReplay } from '../../src/shared/replay.ts';
import { runReplay } from '../../src/shared/session.ts';
import { expectFrame } from '../support/frames.ts';

// tools/test.mjs runs the bundles with the repository root as cwd; the oracle sits beside the checkout.
const ROOT = process.cwd();
const ORACLE_DIR = resolve(ROOT, '..', 'shared', 'oracle');

const CASES: [replay: string, shot: string, oracle: string][] = [
  ['oracle-start-seed0', 'start', 'a_start_seed0.png'],
  ['oracle-start-seed45296', 'start', 'a_start_seed45296.png'],
  ['oracle-drops-seed45296', 'b0-after-p', 'b0_seed45296_after_p.png'],
  ['oracle-drops-seed45296', 'b1-drop1-before-lock', 'b1_seed45296_drop1_before_lock.png'],
  ['oracle-drops-seed45296', 'b2-drop1-locked', 'b2_seed45296_drop1_locked.png'],
  ['oracle-drops-seed45296', 'b3-drop2-before-lock', 'b3_seed45296_drop2_before_lock.png'],
  ['oracle-drops-seed45296', 'b4-drop2-locked', 'b4_seed45296_drop2_locked.png'],
  ['oracle-drops-seed45296', 'b5-drop3-before-lock', 'b5_seed45296_drop3_before_lock.png'],
  ['oracle-drops-seed45296', 'b6-drop3-locked', 'b6_seed45296_drop3_locked.png'],
];

const framesOf = new Map<string, Map<string, Uint8Array>>();
function shot(replay: string, name: string): Uint8Array {
  let frames = framesOf.get(replay);
  if (!frames) {
    const path = join(ROOT, 'test', 'replays', `${replay}.replay`);
    const r = parseReplay(readFileSync(path, 'utf8'), `test/replays/${replay}.replay`);
    frames = new Map(runReplay(r, { findRom, findSyncRom }).frames.map((f) => [f.name, f.pixels]));
    framesOf.set(replay, frames);
  }
  const f = frames.get(name);
  if (!f) throw new Error(`${replay}.replay has no shot "${name}"`);
  return f;
}

for (const [replay, name, oracle] of CASES) {
  test(`${replay} ${name} = oracle ${oracle}`, () => {
    expectFrame(shot(replay, name), join(ORACLE_DIR, oracle), `oracle-${replay}-${name}`, false);
  });
}

test.run();

// Golden scenes: every test/replays/<name>.replay is played headless, and each of its shots must
// equal test/golden/<name>-<shot>.png index for index. A missing golden fails (it never passes
// silently); so does a golden no replay shoots any more. `npm run golden:update`
// (MODE12H_UPDATE_GOLDEN=1) rewrites them on purpose — then LOOK at the images before committing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRom, findSyncRom } from '../../roms/index.ts';
import { parseReplay } from '../../src/shared/replay.ts';
import { runReplay } from '../../src/shared/session.ts';
import { expectFrame, UPDATING } from '../support/frames.ts';

// tools/test.mjs runs the bundles with the repository root as cwd.
const ROOT = process.cwd();
const REPLAYS = join(ROOT, 'test', 'replays');
const GOLDEN = join(ROOT, 'test', 'golden');

const replays = readdirSync(REPLAYS).filter((f) => f.endsWith('.replay')).sort();
const expected = new Set<string>();

for (const file of replays) {
  const name = file.slice(0, -'.replay'.length);
  const r = parseReplay(readFileSync(join(REPLAYS, file), 'utf8'), `test/replays/${file}`);
  const shots = r.actions.flatMap((a) => (a.kind === 'shot' ? [a.name] : []));
  for (const s of shots) expected.add(`${name}-${s}.png`);
  test(`${file}: ${shots.length} shot(s) match test/golden/${name}-*.png`, () => {
    assert.ok(shots.length > 0, `${file} takes no shot`);
    // As the headless runner plays it: the synchronous engine (test/e2e/engines.test.ts: the same frames as the coroutine engine).
    const { frames } = runReplay(r, { findRom, findSyncRom });
    assert.equal(frames.map((f) => f.name), shots);
    const failures: string[] = [];
    for (const f of frames) {
      try {
        expectFrame(f.pixels, join(GOLDEN, `${name}-${f.name}.png`), `golden-${name}-${f.name}`);
      } catch (e) {
        failures.push((e as Error).message);
      }
    }
    if (failures.length) throw new Error(failures.join('\n'));
  });
}

test('every golden image belongs to a shot of some replay', () => {
  if (UPDATING) return; // stale files are reported, not deleted: remove them by hand
  const stale = readdirSync(GOLDEN).filter((f) => f.endsWith('.png') && !expected.has(f));
  assert.equal(stale, [], `stale golden images (no replay shoots them): ${stale.join(', ')}`);
});

test.run();

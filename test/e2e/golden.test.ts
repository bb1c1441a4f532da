// Golden scenes, checked by the product: every test/replays/<name>.replay is played and each of its
// shots compared with test/golden/<name>-<shot>.png by the code behind `mode12h check` (a test per
// replay, so failures print as they come). A missing golden fails (it never passes silently); so does
// a golden no replay shoots any more. On any failure the check's HTML report is written to
// test/out/golden-report/index.html. `npm run golden:update` (MODE12H_UPDATE_GOLDEN=1) rewrites the
// missing and changed goldens on purpose, as `mode12h check --update` does — then LOOK at the
// images before committing.
import { test } from 'uvu';
import { join, relative } from 'node:path';
import { checkReplay, findReplays, isFailure, staleGoldens, type ReplayResult } from '../../src/cli/check-core.ts';
import { updateCommand } from '../../src/cli/check.ts';
import { writeReport } from '../../src/cli/check-report.ts';
import { UPDATING } from '../support/frames.ts';

// tools/test.mjs runs the bundles with the repository root as cwd.
const ROOT = process.cwd();
const REPLAYS = 'test/replays';
const GOLDEN = 'test/golden';
const REPORT = join(ROOT, 'test', 'out', 'golden-report');

const entries = findReplays([REPLAYS]);
const results: ReplayResult[] = [];
let failing = false;
const args = { inputs: [REPLAYS], golden: GOLDEN, update: true, only: [] };

for (const entry of entries) {
  test(`${entry.name}.replay: every shot equals ${GOLDEN}/${entry.name}-<shot>.png (mode12h check)`, () => {
    const r = checkReplay(entry, { golden: GOLDEN, update: UPDATING });
    results.push(r);
    const bad = r.shots.filter((s) => isFailure(s.status));
    for (const s of r.shots) if (s.status === 'created' || s.status === 'updated') console.log(`  ${s.message}`);
    if (bad.length === 0) return;
    failing = true;
    throw new Error(
      bad.map((s) => `${s.shot ? `${r.replay}:${s.shot}` : r.replay}: ${s.message}` + (s.shot && s.status !== 'error' ? `\n  accept: ${updateCommand(args, r.replay, s.shot)}` : '')).join('\n'),
    );
  });
}

test('every golden image belongs to a shot of some replay', () => {
  // Stale files are reported, not deleted (also when updating): remove them by hand.
  const stale = staleGoldens(GOLDEN, entries, results, true);
  if (stale.length) failing = true;
  if (failing) console.log(`  report: ${relative(ROOT, writeReport(REPORT, results, stale, (replay, shot) => updateCommand(args, replay, shot)))}`);
  if (stale.length) throw new Error(`stale golden images (no replay shoots them): ${stale.map((s) => s.path).join(', ')}`);
});

test.run();

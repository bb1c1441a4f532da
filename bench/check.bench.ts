/**
 * Figure 13 — `mode12h check` (src/cli/check-core.ts) on the project's own replays and goldens
 * (test/replays, test/golden), on one thread.
 *
 * - Replays per second: every replay parsed, played on the synchronous engine, each shot encoded and
 *   compared with its golden. Baseline, same run: the same replays parsed and played with nothing
 *   compared (what `run` without output would cost) — the ratio is what checking adds.
 * - The compare itself, per shot, on the same frame pairs: the fast path (the shot's PNG, which
 *   the check encodes anyway for its report, equal byte for byte to the golden file) against the
 *   full compare it falls back to (decode the golden's colour indices, diff every pixel) — what a
 *   shot that matches costs against one that must be looked at.
 *
 * The bench first checks that every shot passes: the figures are of a green check.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRom, findSyncRom } from '../roms/index.ts';
import { checkReplay, findReplays, goldenPath, sameBytes } from '../src/cli/check-core.ts';
import { diffFrames } from '../src/shared/frame-diff.ts';
import { encodeIndexedPng } from '../src/shared/png.ts';
import { decodeIndexedPng } from '../src/shared/png-read.ts';
import { parseReplay } from '../src/shared/replay.ts';
import { runReplay, type Frame } from '../src/shared/session.ts';
import { median, timeOnce, timePerCall, type Row } from './harness.ts';

/** Target: the project's replays checked in under 5 s on one core (the budget, all cores). */
export const CHECK_TARGETS = { seconds: 5 };

export function checkBench(quick: boolean): Row[] {
  const root = process.cwd();
  const golden = join(root, 'test', 'golden');
  const entries = findReplays([join(root, 'test', 'replays')]);
  const shots = (): number => results.reduce((n, r) => n + r.shots.length, 0);
  let results = entries.map((e) => checkReplay(e, { golden }));
  const bad = results.flatMap((r) => r.shots.filter((s) => s.status !== 'pass').map((s) => `${r.replay}:${s.shot} ${s.status} ${s.message}`));
  if (bad.length) throw new Error(`check bench: the project's check is not green:\n${bad.join('\n')}`);
  const texts = entries.map((e) => ({ e, text: readFileSync(e.path, 'utf8') }));

  const runs = quick ? 1 : 3;
  const checkMs: number[] = [];
  const playMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    checkMs.push(timeOnce(() => void (results = entries.map((e) => checkReplay(e, { golden }))), 1, 0).ms);
    playMs.push(timeOnce(() => {
      for (const { e, text } of texts) runReplay(parseReplay(text, e.path), { findRom, findSyncRom });
    }, 1, 0).ms);
  }
  const perSecond = (ms: number): number => entries.length / (ms / 1000);

  // The same frame pairs for both compares: each shot's frame, its PNG, and its golden file.
  const pairs: { frame: Frame; png: Uint8Array; golden: Uint8Array }[] = [];
  for (const { e, text } of texts) {
    for (const f of runReplay(parseReplay(text, e.path), { findRom, findSyncRom }).frames) {
      pairs.push({ frame: f, png: encodeIndexedPng(f.pixels, f.width, f.height, f.palette), golden: readFileSync(goldenPath(golden, e.name, f.name)) });
    }
  }
  let k = 0;
  const fast = timePerCall(() => {
    const p = pairs[k++ % pairs.length]!;
    if (!sameBytes(p.golden, p.png)) throw new Error('check bench: a shot differs from its golden');
  }, 20, quick ? 3 : 9);
  k = 0;
  const full = timePerCall(() => {
    const p = pairs[k++ % pairs.length]!;
    const expected = decodeIndexedPng(p.golden)!;
    if (diffFrames(p.frame.pixels, expected.pixels, p.frame.width).count !== 0) throw new Error('check bench: a shot differs from its golden');
  }, 20, quick ? 3 : 9);
  k = 0;
  const encode = timePerCall(() => {
    const p = pairs[k++ % pairs.length]!;
    encodeIndexedPng(p.frame.pixels, p.frame.width, p.frame.height, p.frame.palette);
  }, 20, quick ? 3 : 9);

  return [
    {
      id: 'check.replays', figure: 13, name: `check: ${entries.length} replays, ${shots()} shots, one thread`, value: perSecond(median(checkMs)), unit: 'replays/s', better: 'higher',
      baseline: { name: 'played, nothing compared', value: perSecond(median(playMs)), unit: 'replays/s' },
      target: { op: '>=', value: entries.length / CHECK_TARGETS.seconds },
      detail: { replays: entries.length, shots: shots(), checkMs, playMs, shotsPerSecond: shots() / (median(checkMs) / 1000) },
    },
    {
      id: 'check.compare', figure: 13, name: 'a matching shot: byte compare with its golden', value: fast.ms * 1000, unit: 'µs/shot', better: 'lower',
      baseline: { name: 'decode + pixel diff', value: full.ms * 1000, unit: 'µs/shot' },
      target: null,
      detail: { pairs: pairs.length, encodeUsPerShot: encode.ms * 1000, note: 'the PNG is encoded either way (the report shows it); the fast path saves the decode and the diff' },
    },
  ];
}

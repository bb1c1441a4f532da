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
 * - The exact compare against pixelmatch (the usual screenshot differ, a dev dependency of this
 *   bench only) on the same frame pairs: ours diffs colour indices (1 byte a pixel, no threshold);
 *   pixelmatch diffs RGBA with threshold 0 (both buffers made beforehand, not timed).
 * - The whole command as a user runs it (`mode12h check test/replays --golden test/golden`, the
 *   built CLI in a fresh process, wall time): one thread (`--jobs 1`) against the default (a worker
 *   thread per core). Target: under 5 s with all cores (issue #17's budget for this machine).
 *
 * The bench first checks that every shot passes: the figures are of a green check.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { findRom, findSyncRom } from '../roms/index.ts';
import { checkReplay, findReplays, goldenPath, sameBytes } from '../src/cli/check-core.ts';
import { diffFrames } from '../src/shared/frame-diff.ts';
import { encodeIndexedPng } from '../src/shared/png.ts';
import { decodeIndexedPng } from '../src/shared/png-read.ts';
import { parseReplay } from '../src/shared/replay.ts';
import { runReplay, type Frame } from '../src/shared/session.ts';
import { median, timeOnce, timePerCall, type Row } from './harness.ts';

/** Target: the project's replays checked in under 5 s by the command with all cores (issue #17). */
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

  // pixelmatch on RGBA copies of the same pairs (made here, outside the timing).
  const rgba = (pixels: Uint8Array, palette: Uint8Array): Uint8Array => {
    const out = new Uint8Array(pixels.length * 4);
    for (let i = 0; i < pixels.length; i++) {
      const c = pixels[i]! * 3;
      out[i * 4] = palette[c]!;
      out[i * 4 + 1] = palette[c + 1]!;
      out[i * 4 + 2] = palette[c + 2]!;
      out[i * 4 + 3] = 255;
    }
    return out;
  };
  const rgbaPairs = pairs.map((p) => {
    const g = decodeIndexedPng(p.golden)!;
    return { a: rgba(p.frame.pixels, p.frame.palette), b: rgba(g.pixels, p.frame.palette), w: p.frame.width, h: p.frame.height }; // (goldens are of the same palette)
  });
  const indexed = pairs.map((p) => ({ a: p.frame.pixels, b: decodeIndexedPng(p.golden)!.pixels, w: p.frame.width }));
  k = 0;
  const ours = timePerCall(() => {
    const p = indexed[k++ % indexed.length]!;
    if (diffFrames(p.a, p.b, p.w).count !== 0) throw new Error('check bench: a shot differs from its golden');
  }, 20, quick ? 3 : 9);
  k = 0;
  const theirs = timePerCall(() => {
    const p = rgbaPairs[k++ % rgbaPairs.length]!;
    if (pixelmatch(p.a, p.b, undefined, p.w, p.h, { threshold: 0 }) !== 0) throw new Error('check bench: pixelmatch sees a difference');
  }, 20, quick ? 3 : 9);

  // The command itself, in fresh processes, as CI runs it.
  execFileSync(process.execPath, [join(root, 'tools', 'build.mjs'), '--cli'], { stdio: 'ignore' });
  const cli = (jobs: number): number => {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, [join(root, 'bin', 'mode12h.mjs'), 'check', join(root, 'test', 'replays'), '--golden', golden, '--jobs', String(jobs)], { encoding: 'utf8', env: { ...process.env, GITHUB_ACTIONS: '' } });
    const ms = performance.now() - t0;
    if (r.status !== 0) throw new Error(`check bench: mode12h check --jobs ${jobs} failed:\n${r.stdout}${r.stderr}`);
    return ms;
  };
  const cores = availableParallelism();
  const serialMs: number[] = [];
  const parallelMs: number[] = [];
  for (let i = 0; i < (quick ? 1 : 3); i++) {
    serialMs.push(cli(1));
    parallelMs.push(cli(cores));
  }

  return [
    {
      id: 'check.cli', figure: 13, name: `mode12h check test/replays (${entries.length} replays, ${shots()} shots), --jobs ${cores}`, value: median(parallelMs) / 1000, unit: 's', better: 'lower',
      baseline: { name: '--jobs 1', value: median(serialMs) / 1000, unit: 's' },
      target: { op: '<=', value: CHECK_TARGETS.seconds },
      detail: { cores, serialMs, parallelMs, shotsPerSecond: shots() / (median(parallelMs) / 1000) },
    },
    {
      id: 'check.exact-vs-pixelmatch', figure: 13, name: 'compare a frame pair: colour indices, exact', value: ours.ms * 1000, unit: 'µs/shot', better: 'lower',
      baseline: { name: 'pixelmatch, RGBA, threshold 0', value: theirs.ms * 1000, unit: 'µs/shot' },
      target: { op: '<=', value: theirs.ms * 1000 },
      detail: { pairs: pairs.length },
    },
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

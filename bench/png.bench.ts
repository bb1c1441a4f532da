/**
 * Figure 4 — PNG frames per second as the headless runner writes them: encodeIndexedPng
 * (src/shared/png.ts) on real game frames (a 2-minute scripted game sampled every 10 s: start
 * screen, stacks, score text). Baseline, same run: pngjs (a common Node PNG library) encoding the
 * same frames as 8-bit RGBA, its defaults, which is what a runner without an indexed encoder
 * would do. The bench decodes our PNGs with pngjs once and checks the indices round-trip.
 */
import { PNG } from 'pngjs';
import { findRom } from '../roms/index.ts';
import { encodeIndexedPng } from '../src/shared/png.ts';
import { parseReplay } from '../src/shared/replay.ts';
import { runReplay, type Frame } from '../src/shared/session.ts';
import { timePerCall, type Row } from './harness.ts';
import { makeLongGame } from './long-game.ts';

function gameFrames(): Frame[] {
  const game = makeLongGame(2);
  return runReplay(parseReplay(game.text, '<long game>'), { findRom, everyMs: 10_000 }).frames;
}

function toRgba(f: Frame): Buffer {
  const out = Buffer.alloc(f.width * f.height * 4);
  for (let i = 0; i < f.pixels.length; i++) {
    const c = f.pixels[i]! * 3;
    out[i * 4] = f.palette[c]!;
    out[i * 4 + 1] = f.palette[c + 1]!;
    out[i * 4 + 2] = f.palette[c + 2]!;
    out[i * 4 + 3] = 255;
  }
  return out;
}

export function pngBench(): Row[] {
  const frames = gameFrames();
  // Round trip: what we write is what the machine showed.
  for (const f of frames) {
    const back = PNG.sync.read(Buffer.from(encodeIndexedPng(f.pixels, f.width, f.height, f.palette)));
    for (let i = 0; i < f.pixels.length; i++) {
      const c = f.pixels[i]! * 3;
      if (back.data[i * 4] !== f.palette[c] || back.data[i * 4 + 1] !== f.palette[c + 1] || back.data[i * 4 + 2] !== f.palette[c + 2]) {
        throw new Error(`png bench: frame ${f.name} does not round-trip at pixel ${i}`);
      }
    }
  }
  const rgba = frames.map((f) => ({ width: f.width, height: f.height, data: toRgba(f) }));
  let k = 0, ourBytes = 0, theirBytes = 0;
  const ours = timePerCall(() => {
    const f = frames[k++ % frames.length]!;
    ourBytes = encodeIndexedPng(f.pixels, f.width, f.height, f.palette).length;
  }, 100, 5);
  k = 0;
  const theirs = timePerCall(() => {
    const f = rgba[k++ % rgba.length]!;
    theirBytes = PNG.sync.write(f as unknown as PNG).length;
  }, 100, 5);
  let ourTotal = 0, theirTotal = 0;
  for (const f of frames) ourTotal += encodeIndexedPng(f.pixels, f.width, f.height, f.palette).length;
  for (const f of rgba) theirTotal += PNG.sync.write(f as unknown as PNG).length;
  void ourBytes, theirBytes;
  return [{
    id: 'png.encode',
    figure: 4,
    name: `PNG frames encoded, ${frames.length} game frames 640×480`,
    value: 1000 / ours.ms,
    unit: 'frames/s',
    better: 'higher',
    baseline: { name: 'pngjs RGBA', value: 1000 / theirs.ms, unit: 'frames/s' },
    target: null,
    detail: { frames: frames.length, meanBytes: Math.round(ourTotal / frames.length), pngjsMeanBytes: Math.round(theirTotal / frames.length) },
  }];
}

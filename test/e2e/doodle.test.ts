/**
 * DOODLE.C (roms/doodle), README's example of the mouse, the speaker and the disk together: its
 * golden frames come from test/replays/doodle.replay; here the picture it saved comes back in the
 * next power-on on the same drive, and its beeps are on the sound track.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DosFile, DriveStore } from '../../runtime/dos/drive.ts';
import { findRom, findSyncRom } from '../../roms/index.ts';
import { parseReplay } from '../../src/shared/replay.ts';
import { runReplay } from '../../src/shared/session.ts';
import { ROOT } from '../support/frames.ts';

/** A drive kept in a Map across power-ons, as a host's store keeps it. */
function keptStore(): DriveStore & { files: Map<string, DosFile> } {
  const files = new Map<string, DosFile>();
  return {
    files,
    load: () => [...files.values()],
    commit(changes) {
      for (const [name, f] of changes) {
        if (f) files.set(name, f);
        else files.delete(name);
      }
    },
  };
}

const replay = parseReplay(readFileSync(join(ROOT, 'test/replays/doodle.replay'), 'utf8'), 'test/replays/doodle.replay');
const canvas = (px: Uint8Array): number[] => {
  const out: number[] = [];
  for (let y = 120; y <= 319; y++) for (let x = 160; x <= 479; x++) out.push(px[y * 640 + x]!);
  return out;
};

test('the saved picture comes back on the next run, pixel for pixel', () => {
  const disk = keptStore();
  const first = runReplay(replay, { findRom, findSyncRom, disk }).frames;
  assert.ok(disk.files.has('DOODLE.PIC'), 'DOODLE.PIC was written');
  assert.is(disk.files.get('DOODLE.PIC')!.bytes.length, 32006); // imagesize of 320×200
  const drawn = first.find((f) => f.name === 'drawn')!;
  const again = parseReplay('rom doodle\nat 100 shot start\n', 'again');
  const [start] = runReplay(again, { findRom, findSyncRom, disk }).frames;
  // The cursor is hidden while saving and shown at the centre after a reset: compare the canvas
  // where neither run's cursor is.
  const a = canvas(drawn!.pixels), b = canvas(start!.pixels);
  const cursorFree = (i: number): boolean => {
    const x = 160 + (i % 320), y = 120 + Math.floor(i / 320);
    const near = (cx: number, cy: number): boolean => x >= cx && x < cx + 16 && y >= cy && y < cy + 16;
    return !near(450, 200) && !near(320, 240);
  };
  const differ = a.filter((v, i) => cursorFree(i) && v !== b[i]).length;
  assert.is(differ, 0);
  assert.ok(a.some((v) => v !== 0), 'the canvas has a drawing');
});

test.run();

/**
 * PRIMS.C's four screens against the real Turbo C 2.0 in DOSBox (oracle p1–p4), for any build of
 * the program: the port roms/prims (test/e2e/prims-oracle.test.ts) or PRIMS.C compiled from source
 * (test/e2e/cc-oracle.test.ts). Each screen is the frame while the program waits in getch().
 */
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { Machine } from '../../runtime/machine.ts';
import { textConsole } from '../../runtime/hw/textmode.ts';
import type { Rom } from '../../runtime/process.ts';
import { expectFrame } from './frames.ts';

const SCREENS = [['p1_prims_lines_rects.png', 'p1'], ['p2_prims_text.png', 'p2'], ['p3_prims_floodfill.png', 'p3'], ['p4_prims_floodfill_leak.png', 'p4']] as const;

/**
 * Run `rom` and compare each of its four screens with the capture in `oracleDir` (a mismatch
 * writes `<outPrefix>-pN` actual and diff images); then closegraph must leave text mode on.
 */
export function expectPrimsScreens(rom: Rom, oracleDir: string, outPrefix: string): void {
  const m = new Machine();
  m.load(rom);
  for (const [png, id] of SCREENS) {
    m.runFor(200);
    assert.is(m.state, 'running', `${outPrefix}-${id}: PRIMS should be waiting in getch()${m.crash ? `, crashed: ${m.crash.message}` : ''}`);
    expectFrame(m.vga.visual, join(oracleDir, png), `${outPrefix}-${id}`, false);
    m.keyDown('Space');
    m.keyUp('Space', m.now + 1000);
  }
  m.runFor(200);
  assert.is(m.state, 'exited');
  assert.ok(textConsole(m.vga).active, 'closegraph switched to text mode');
}
